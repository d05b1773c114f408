// Snapshots in the comment and the job summary (docs/snapshots.md): the items of claims whose
// source has no text (with the command that fixes it) and of quotations not on their source's
// page, which sections.ts lists as problems, and the sources read from an archived copy, with
// the archived link beside the dead one.
import { foundInMarkdown } from './found-in.js';
import { claimById } from '../results/select.js';
import type {
  EvidenceRow,
  NoSourceTextFinding,
  QuoteNotInSourceFinding,
  ReportResult,
  ResultsFile,
} from '../results/types.js';
import type { Budget, Omissions } from './budget.js';
import { inert, linkOrText } from './escape.js';
import { locationLink, type LinkContext } from './links.js';
import { addListSection } from './markdown-blocks.js';

export interface SourceTextOptions {
  restIn: string;
  cap?: number;
  links: LinkContext | null;
}

const REASONS: Record<NoSourceTextFinding['reason'], string> = {
  no_snapshot: 'no snapshot yet',
  not_read: 'the page could not be read',
  sentence_changed: 'the sentence changed after the snapshot',
};

/** " (archived copy: [2025-03-01](…))" for a source snapshotted from an archive; '' otherwise. */
export function archivedLink(record: Pick<EvidenceRow, 'snapshot'> | undefined): string {
  const archive = record?.snapshot?.archive;
  return archive ? ` (gone or blocked; archived copy: ${linkOrText(archive.timestamp.slice(0, 10), archive.url)})` : '';
}

function recordOf(report: ReportResult, id: string): EvidenceRow | undefined {
  return report.evidence.find((record) => record.id === id);
}

/** A pair without source text as a list item: where the claim is, the source, and why it has no text. */
export function noSourceTextItem(
  report: ReportResult,
  finding: NoSourceTextFinding,
  links: LinkContext | null,
): string {
  const record = recordOf(report, finding.evidence_id);
  return `${claimPlace(report, finding.claim_id, finding.line, links)} claim ${inert(finding.claim_id, 100)} → ${linkOrText(record?.title ?? finding.url, finding.url, 120)}: ${REASONS[finding.reason]}\n`;
}

/** A quotation not on its source's page as a list item. */
export function quoteNotInSourceItem(
  report: ReportResult,
  finding: QuoteNotInSourceFinding,
  links: LinkContext | null,
): string {
  const record = recordOf(report, finding.evidence_id);
  const elsewhere = foundInMarkdown(report, finding, links, []);
  return `${claimPlace(report, finding.claim_id, finding.line, links)} claim ${inert(finding.claim_id, 100)} quotes “${inert(finding.text, 300)}”, not on ${linkOrText(record?.title ?? finding.url, finding.url, 120)}${archivedLink(record)}\n${elsewhere ? `  - ${elsewhere}\n` : ''}`;
}

/** Under the pairs without source text: the command that snapshots their sources, one per report. */
export function snapshotCommands(results: ResultsFile): string | null {
  const commands = [
    ...new Set(
      results.reports.flatMap((report) =>
        report.findings.flatMap((finding) => (finding.code === 'no_source_text' ? [finding.command] : [])),
      ),
    ),
  ];
  if (commands.length === 0) return null;
  return `These pairs were not verified. To commit their sources' text: ${commands
    .slice(0, 5)
    .map((command) => `\`${inert(command, 300).replace(/`/g, "'")}\``)
    .join(', ')}${commands.length > 5 ? ', …' : ''} (then review and commit the snapshot files).`;
}

function claimPlace(report: ReportResult, claimId: string, line: number, links: LinkContext | null): string {
  const claim = claimById(report, claimId);
  return locationLink(links, claim?.file ?? report.file, line, claim?.column);
}

/** The sources read from an archived copy (the pairs without text and the quotations are problems: src/render/sections.ts lists them). */
export function addSourceTextSections(
  budget: Budget,
  omissions: Omissions,
  results: ResultsFile,
  options: SourceTextOptions,
): void {
  const archived = results.reports.flatMap((report) =>
    report.evidence.filter((record) => record.snapshot?.archive).map((record) => ({ report, record })),
  );
  addListSection(budget, omissions, {
    title: 'Sources snapshotted from an archived copy',
    items: archived,
    render: ({ record }) =>
      `- evidence ${inert(record.id, 100)}, ${linkOrText(record.title, record.url, 120)}${archivedLink(record)}\n`,
    open: false,
    ...(options.cap === undefined ? {} : { cap: options.cap }),
    restIn: options.restIn,
  });
}
