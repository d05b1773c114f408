// Snapshots in the comment and the job summary (docs/snapshots.md): claims whose source has no
// text (with the command that fixes it), quotations not on their source's page, and the
// sources read from an archived copy, with the archived link beside the dead one.
import { claimById } from '../results/select.js';
import type { EvidenceRow, NoSourceTextFinding, QuoteNotInSourceFinding, ReportResult, ResultsFile } from '../results/types.js';
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

export function addSourceTextSections(budget: Budget, omissions: Omissions, results: ResultsFile, options: SourceTextOptions): void {
  const where = (report: ReportResult, claimId: string, line: number) => {
    const claim = claimById(report, claimId);
    return locationLink(options.links, claim?.file ?? report.file, line, claim?.column);
  };
  const missing = results.reports.flatMap((report) => report.findings.filter((finding): finding is NoSourceTextFinding => finding.code === 'no_source_text').map((finding) => ({ report, finding })));
  // One command per report: what a reader runs.
  const commands = [...new Set(missing.map(({ finding }) => finding.command))];
  addListSection(budget, omissions, {
    title: 'Claims whose source has no text',
    items: missing,
    render: ({ report, finding }) => {
      const record = recordOf(report, finding.evidence_id);
      return `- ${where(report, finding.claim_id, finding.line)} claim ${inert(finding.claim_id, 100)} → ${linkOrText(record?.title ?? finding.url, finding.url, 120)}: ${REASONS[finding.reason]}\n`;
    },
    open: false,
    ...(options.cap === undefined ? {} : { cap: options.cap }),
    restIn: options.restIn,
  });
  if (commands.length > 0) budget.tryAdd(`These pairs were not verified. To commit their sources' text: ${commands.slice(0, 5).map((command) => `\`${inert(command, 300).replace(/`/g, "'")}\``).join(', ')}${commands.length > 5 ? ', …' : ''} (then review and commit the snapshot files).\n\n`);

  const misquoted = results.reports.flatMap((report) => report.findings.filter((finding): finding is QuoteNotInSourceFinding => finding.code === 'quote_not_in_source').map((finding) => ({ report, finding })));
  addListSection(budget, omissions, {
    title: 'Quotations not on their source’s page',
    items: misquoted,
    render: ({ report, finding }) => {
      const record = recordOf(report, finding.evidence_id);
      return `- ${where(report, finding.claim_id, finding.line)} claim ${inert(finding.claim_id, 100)} quotes “${inert(finding.text, 300)}”, not on ${linkOrText(record?.title ?? finding.url, finding.url, 120)}${archivedLink(record)}\n`;
    },
    open: true,
    ...(options.cap === undefined ? {} : { cap: options.cap }),
    restIn: options.restIn,
  });

  const archived = results.reports.flatMap((report) => report.evidence.filter((record) => record.snapshot?.archive).map((record) => ({ report, record })));
  addListSection(budget, omissions, {
    title: 'Sources snapshotted from an archived copy',
    items: archived,
    render: ({ record }) => `- evidence ${inert(record.id, 100)}, ${linkOrText(record.title, record.url, 120)}${archivedLink(record)}\n`,
    open: false,
    ...(options.cap === undefined ? {} : { cap: options.cap }),
    restIn: options.restIn,
  });
}
