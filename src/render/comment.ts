// The sticky pull-request comment: shorter than the job summary (the decision, the counts,
// the claims that need a human) and within GitHub's 65,536-character comment limit.
import type { ResultsFile } from '../results/types.js';
import { contradictedClaims, highConfidenceUnsupported } from '../results/select.js';
import { Budget, Omissions, utf16Units } from './budget.js';
import { inert, markerValue, safeLinkUrl } from './escape.js';
import { plural } from './format.js';
import { addListSection, claimItem, contradictedItem, decision, failedCheckList, verdictCounts } from './markdown-blocks.js';

export const COMMENT_LIMIT_CHARS = 65_536;
const RESERVE_CHARS = 2_000;
const LIST_CAP = 20;

/** The hidden first line that identifies this action's comment for a key. */
export function commentMarker(key: string): string {
  return `<!-- citegate:comment-key=${markerValue(key)} -->`;
}

export interface CommentOptions {
  key: string;
  /** Link to the workflow run; omitted when unknown or not http(s). */
  runUrl?: string | null;
  /** A line about this run from the action, shown escaped under the heading. */
  note?: string;
  limitChars?: number;
}

export function renderComment(results: ResultsFile, options: CommentOptions): string {
  const budget = new Budget(options.limitChars ?? COMMENT_LIMIT_CHARS, RESERVE_CHARS, utf16Units);
  const omissions = new Omissions();
  const runLink = options.runUrl ? safeLinkUrl(options.runUrl) : null;
  const restIn = runLink ? `the [job summary](${runLink})` : 'the job summary';
  const { totals, gate } = results;

  budget.force(`${commentMarker(options.key)}\n`);
  budget.force(`### ${decision(gate)}\n\n`);
  if (options.note) budget.force(`${inert(options.note, 500)}\n\n`);
  budget.force(`${plural(totals.reports, 'report')} · ${plural(totals.claims, 'claim')}: ${verdictCounts(totals)}\n\n`);
  if (!gate.passed) budget.force(`Failed checks: ${failedCheckList(gate.checks)}\n\n`);

  const contradicted = contradictedClaims(results);
  addListSection(budget, omissions, {
    title: 'Contradicted claims',
    items: contradicted,
    render: ({ report, claim }) => contradictedItem(report, claim, 300, 200),
    open: true,
    cap: LIST_CAP,
    restIn,
  });
  const unsupported = highConfidenceUnsupported(results);
  addListSection(budget, omissions, {
    title: 'High-confidence claims without support',
    items: unsupported,
    render: ({ file, claim }) => claimItem(file, claim, 300, ` (${claim.verdict})`),
    open: unsupported.length <= 5,
    cap: LIST_CAP,
    restIn,
  });
  if (totals.invalid_reports > 0) budget.tryAdd(`${plural(totals.invalid_reports, 'report file')} could not be read as a report: see ${restIn}.\n\n`);

  if (omissions.any) budget.force(`Some items were left out to stay under GitHub's comment size limit: see ${restIn}.\n\n`);
  budget.force(runLink ? `Full results: [job summary of this run](${runLink})\n` : 'Full results: the job summary of this run\n');
  return budget.toString();
}
