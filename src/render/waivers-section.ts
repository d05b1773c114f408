// Waivers as a reviewer must see them: the ones this pull request adds or changes (open, since a
// pull request can waive its own findings), the findings waived (folded), the waivers that no
// longer apply (stale, expired) and the entries that could not be read. Shared by the comment
// and the job summary.
import { listProblems, problemKey } from '../results/problems.js';
import type { ResultsFile, WaiverRow } from '../results/types.js';
import type { Budget, Omissions } from './budget.js';
import { inert } from './escape.js';
import { plural } from './format.js';
import { locationLink, type LinkContext } from './links.js';
import { addListSection } from './markdown-blocks.js';
import { problemPhrase } from './words.js';

export interface WaiverRenderOptions {
  links: LinkContext | null;
  restIn: string;
  cap?: number;
  /** The heading's level: `####` in the comment, `###` in the job summary. */
  level: string;
}

const rowKey = (row: WaiverRow) => problemKey(row, row.kind, row.claim_id, row.evidence_id, row.number);

/** What a waiver names, in words: "docs/a.report.json: claim c1 was contradicted". */
const named = (row: WaiverRow) =>
  `${inert(row.name === undefined ? row.file : `${row.file} ${row.name}`, 200)}: ${problemPhrase(row)}`;

const reasonOf = (row: WaiverRow) => `“${inert(row.reason, 300)}”${row.expires ? ` until ${row.expires}` : ''}`;

/** The sentence under the change lead when the pull request adds or changes waivers; null otherwise. */
export function waiverLead(results: ResultsFile): string | null {
  const changed = results.waivers?.entries.filter((row) => row.change !== undefined) ?? [];
  if (changed.length === 0) return null;
  return `⚠️ **This pull request adds or changes ${plural(changed.length, 'waiver')}** in ${inert(results.waivers?.file ?? '', 200)}: a waived finding does not count toward the limits. They are listed under Waivers below.`;
}

export function addWaiverSections(
  budget: Budget,
  omissions: Omissions,
  results: ResultsFile,
  options: WaiverRenderOptions,
): void {
  const section = results.waivers;
  if (!section) return;
  const { links, restIn } = options;
  const cap = options.cap ?? Number.POSITIVE_INFINITY;
  const fileAt = (line: number | null) => locationLink(links, section.file, line);
  const changed = section.entries.filter((row) => row.change !== undefined);
  const gone = section.entries.filter((row) => row.status === 'stale' || row.status === 'expired');
  const applied = new Map(section.entries.filter((row) => row.status === 'applied').map((row) => [rowKey(row), row]));
  const waived = listProblems(results).filter((problem) => applied.has(problem.key));
  const notChecked = section.entries.filter((row) => row.status === 'not_checked').length;
  if (
    changed.length + gone.length + waived.length + section.errors.length === 0 &&
    !section.base_note &&
    notChecked === 0
  )
    return;

  budget.tryAdd(`${options.level} Waivers\n\n`);
  if (section.base_note) budget.tryAdd(`${inert(section.base_note, 500)}.\n\n`);
  addListSection(budget, omissions, {
    title: '⚠️ Added or changed by this pull request',
    items: changed,
    render: (row) =>
      `- **${row.change}** ${fileAt(row.line)} ${named(row)}; waived ${reasonOf(row)}${row.status === 'applied' ? ` (waives ${plural(row.matched, 'problem')})` : ` (${row.status.replace('_', ' ')})`}\n`,
    open: true,
    cap,
    restIn,
  });
  addListSection(budget, omissions, {
    title: 'No longer apply',
    items: gone,
    render: (row) =>
      row.status === 'expired'
        ? `- ${fileAt(row.line)} ${named(row)}; **expired** on ${row.expires}: it no longer waives${row.matched > 0 ? `, and ${plural(row.matched, 'problem')} ${row.matched === 1 ? 'counts' : 'count'} again` : ''}\n`
        : `- ${fileAt(row.line)} ${named(row)}; **stale**: the report has no such problem now (fixed, or the claim is gone), so remove the waiver\n`,
    open: true,
    cap,
    restIn,
  });
  addListSection(budget, omissions, {
    title: 'Waiver file problems (these entries waive nothing)',
    items: section.errors,
    render: (error) => `- ${fileAt(error.line)} ${inert(error.message, 500)}\n`,
    open: true,
    cap,
    restIn,
  });
  addListSection(budget, omissions, {
    title: 'Waived: not counted toward the limits',
    items: waived,
    render: (problem) => {
      const row = applied.get(problem.key) as WaiverRow;
      return `- ${locationLink(links, problem.at ?? problem.report.file, problem.line)} ${problemPhrase(problem)}: waived ${reasonOf(row)} (${fileAt(row.line)})\n`;
    },
    open: false,
    cap,
    restIn,
  });
  if (notChecked > 0)
    budget.tryAdd(
      `${plural(notChecked, 'waiver')} of reports not checked in this run ${notChecked === 1 ? 'was' : 'were'} not applied.\n\n`,
    );
}
