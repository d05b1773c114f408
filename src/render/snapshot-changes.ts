// The snapshot passages a pull request changed, as a reviewer must see them (docs/snapshots.md):
// a passage is text citegate snapshot read from a web page, but a pull request can write any
// text and its hash, and check reads no page. The comment and the job summary lead with it, as
// with waivers a pull request adds; the terminal has one line. Pure.
import type { ResultsFile } from '../results/types.js';
import { inert } from './escape.js';
import { plural } from './format.js';

const FILES_NAMED = 5;

/** Findings of a kind that only passages the pull request wrote would have cleared (they count still). */
function restored(results: ResultsFile, code: 'ungrounded_number' | 'quote_not_in_source'): number {
  let count = 0;
  for (const report of results.reports)
    for (const finding of report.findings)
      if (finding.code === code && finding.grounded_by === 'pull_request_passages') count++;
  return count;
}

function parts(results: ResultsFile, name: (file: string) => string) {
  const changes = results.snapshot_changes;
  if (!changes || changes.passages === 0) return null;
  // The base could not be read: what counts as written is every passage not shown to be the base's.
  const head = changes.base_unread
    ? `${plural(changes.passages, 'snapshot passage')} ${changes.passages === 1 ? 'counts' : 'count'} as written by this pull request`
    : `This pull request changes ${plural(changes.passages, 'snapshot passage')}`;
  const files = changes.files.slice(0, FILES_NAMED).map((entry) => `${name(entry.file)}: ${entry.passages}`);
  if (changes.files.length > FILES_NAMED) files.push(`and ${changes.files.length - FILES_NAMED} more files`);
  const numbers = changes.numbers;
  const still = restored(results, 'ungrounded_number');
  const quotes = restored(results, 'quote_not_in_source');
  const tail = [
    ...(numbers > 0 ? [`${plural(numbers, 'number is', 'numbers are')} grounded only by passages it wrote`] : []),
    ...(still > 0 && changes.base_unread
      ? [
          `${plural(still, 'number')} that only they hold ${still === 1 ? 'counts' : 'count'} as ungrounded, because the base could not be read`,
        ]
      : []),
    ...(still > 0 && !changes.base_unread
      ? [
          `${plural(still, 'number')} ungrounded at the base that only they hold ${still === 1 ? 'counts' : 'count'} still`,
        ]
      : []),
    ...(quotes > 0
      ? [
          `${plural(quotes, 'quotation')} only they hold ${quotes === 1 ? 'counts' : 'count'} as not in ${quotes === 1 ? 'its source' : 'their sources'}${changes.base_unread ? ', because the base could not be read' : ' still'}`,
        ]
      : []),
  ];
  return { head, files: files.join(', '), tail };
}

/** The lead of the comment and the job summary; null when the pull request changed no passage. */
export function snapshotChangeLead(results: ResultsFile): string | null {
  const found = parts(results, (file) => `\`${inert(file, 200).replace(/`/g, "'")}\``);
  if (!found) return null;
  const tail = found.tail.length > 0 ? ` ${found.tail.join('; ')}.` : '';
  return `⚠️ **${found.head}** (${found.files}): check reads no page, so their text is what review must check against the sources.${tail}`;
}

/** The terminal's line; null when the pull request changed no passage. */
export function snapshotChangeLine(results: ResultsFile): string | null {
  const found = parts(results, (file) => file);
  if (!found) return null;
  return `Snapshots: ${found.head} (${found.files})${found.tail.length > 0 ? `; ${found.tail.join('; ')}` : ''}.`;
}
