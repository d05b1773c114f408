// The comment's and the job summary's citation-recall block: the run's share of factual
// sentences that cite a source, then each report's, lowest first (the first few open, the rest
// folded). The sentences themselves are the `max-uncited-claims` section (./sections.ts).
import type { ResultsFile } from '../results/types.js';
import { inert } from './escape.js';
import { blobUrl, type LinkContext } from './links.js';
import { recallFigure, recallReports, recallTotalLine } from './recall-words.js';

export function recallBlock(
  results: ResultsFile,
  links: LinkContext | null,
  visible: number,
  onlyBelow = false,
): string | null {
  const total = recallTotalLine(results);
  if (total === null) return null;
  // The comment lists only the reports with sentences citing nothing; the summary every one.
  const reports = recallReports(results).filter(({ recall }) => !onlyBelow || (recall.ratio ?? 1) < 1);
  if (reports.length === 0 || (reports.length === 1 && recallReports(results).length === 1)) return `${total}.\n\n`;
  const line = ({ report, recall }: (typeof reports)[number]) => {
    const label = inert(report.name === undefined ? report.file : `${report.file} (${report.name})`, 200);
    const url = blobUrl(links, links?.headSha, report.file);
    return `- ${url === null ? label : `[${label}](${url})`}: ${recallFigure(recall)}\n`;
  };
  const open = reports.slice(0, visible).map(line).join('');
  const rest = reports.slice(visible);
  const folded =
    rest.length === 0
      ? ''
      : `<details>\n<summary>${rest.length} more</summary>\n\n${rest.map(line).join('')}\n</details>\n`;
  return `${total}${onlyBelow ? '; below 100%' : ''}, lowest first:\n\n${open}${folded}\n`;
}
