// What the pull request changed, against its base commit: the sentence the comment leads with,
// the small counts table, the claims whose verdict changed and the problems it fixed.
import { CHECK_PROBLEM_KINDS } from '../results/problems.js';
import { isLimitSet } from '../gate/decide.js';
import type { BaseSection, ProblemKind, ProblemRow, ResultsFile } from '../results/types.js';
import { inert } from './escape.js';
import { listWords, plural } from './format.js';
import { commitLink, locationLink, type LinkContext } from './links.js';
import { COUNTED_WORDS, problemPhrase, type CountingCheck } from './words.js';

interface Group {
  check: CountingCheck;
  /** Counted in the lead sentence whether or not its check has a limit. */
  always: boolean;
  /** Never fixed: provenance and reference problems (the base is never fetched nor looked up), "—" in the table's Fixed column. */
  neverFixed?: boolean;
}

/** Problem groups as a reviewer counts them (named by COUNTED_WORDS); binding errors are one group of three kinds. */
const GROUPS: readonly Group[] = [
  { check: 'max-contradicted', always: true },
  { check: 'max-high-confidence-unsupported', always: true },
  { check: 'max-binding-errors', always: true },
  { check: 'max-unread-markers', always: true },
  { check: 'max-ungrounded-numbers', always: true },
  { check: 'max-quotes-not-in-source', always: true },
  { check: 'max-no-source-text', always: true },
  { check: 'max-warnings', always: true },
  { check: 'max-uncited-claims', always: false },
  { check: 'max-insufficient', always: false },
  { check: 'max-unverifiable', always: false },
  { check: 'fail-on-unavailable', always: false },
  { check: 'max-provenance-not-found', always: true, neverFixed: true },
  { check: 'max-provenance-unreachable', always: false, neverFixed: true },
  { check: 'max-retracted', always: true, neverFixed: true },
  { check: 'max-references-not-found', always: true, neverFixed: true },
  { check: 'max-references-mismatch', always: true, neverFixed: true },
];

/** The comparison when one was made; null without a base or when it could not be read. */
export function comparison(results: ResultsFile): BaseSection | null {
  return results.base && results.base.note === null ? results.base : null;
}

function groupsShown(results: ResultsFile): Group[] {
  const limited = new Set(
    results.gate.checks.filter((check) => isLimitSet(check.limit)).map((check) => check.name as string),
  );
  return GROUPS.filter((group) => group.always || limited.has(group.check));
}

function countIn(rows: readonly ProblemRow[], group: Group, status: ProblemRow['status']): number {
  const kinds: readonly ProblemKind[] = CHECK_PROBLEM_KINDS[group.check] ?? [];
  return rows.filter((row) => row.status === status && kinds.includes(row.kind)).length;
}

/** "This pull request adds 1 contradicted claim, fixes 1 binding error and changes no verdict." */
export function changeSentence(results: ResultsFile): string | null {
  const base = comparison(results);
  if (!base) return null;
  const groups = groupsShown(results);
  const phrase = (status: 'new' | 'fixed') =>
    groups
      .map((group) => [countIn(base.problems, group, status), group] as const)
      .filter(([count]) => count > 0)
      .map(([count, group]) => plural(count, COUNTED_WORDS[group.check].one, COUNTED_WORDS[group.check].many));
  const added = phrase('new');
  const fixed = phrase('fixed');
  const verdicts = base.verdict_changes.length;
  const clauses = [
    ...(added.length > 0 ? [`adds ${listWords(added)}`] : []),
    ...(fixed.length > 0 ? [`fixes ${listWords(fixed)}`] : []),
  ];
  if (clauses.length === 0) clauses.push('adds and fixes no problem');
  clauses.push(verdicts === 0 ? 'changes no verdict' : `changes ${plural(verdicts, 'verdict')}`);
  const earlier = clauses.slice(0, -1);
  // "adds A and B, fixes C, and changes no verdict": a comma before the last clause when a list has an "and".
  const last = earlier.some((clause) => clause.includes(' and ')) ? ', and ' : ' and ';
  return `This pull request ${earlier.join(', ')}${last}${clauses[clauses.length - 1]}.`;
}

/** The lead of the job summary and the comment: the sentence in bold, and that only new problems count under gate-on: new. */
export function changeLead(results: ResultsFile): string | null {
  const change = changeSentence(results);
  if (change === null) return null;
  return `**${change}**${results.gate.gate_on === 'new' ? ' Only new problems count toward the limits (gate-on: new).' : ''}`;
}

/** "| | New | Unchanged | Fixed |" with a row per group that has any; null when all are zero. */
export function countsTable(results: ResultsFile): string | null {
  const base = comparison(results);
  if (!base) return null;
  const rows = groupsShown(results)
    .map(
      (group) =>
        [
          group,
          countIn(base.problems, group, 'new'),
          countIn(base.problems, group, 'unchanged'),
          countIn(base.problems, group, 'fixed'),
        ] as const,
    )
    .filter(([, ...counts]) => counts.some((count) => count > 0))
    .map(([group, fresh, unchanged, fixed]) => {
      const { many } = COUNTED_WORDS[group.check];
      return `| ${many.charAt(0).toUpperCase() + many.slice(1)} | ${fresh} | ${unchanged} | ${group.neverFixed ? '—' : fixed} |`;
    });
  if (rows.length === 0) return null;
  return ['| | New | Unchanged | Fixed |', '| --- | ---: | ---: | ---: |', ...rows].join('\n') + '\n';
}

/** "This pull request removes 1 report: a.report.json (…)", for the comment, which has no base line; null when it removes none. */
export function removedLine(results: ResultsFile): string | null {
  const gone = comparison(results)?.removed ?? [];
  if (gone.length === 0) return null;
  return `This pull request removes ${plural(gone.length, 'report')}: ${gone.map((file) => inert(file, 300)).join(', ')} (the problems ${gone.length === 1 ? 'it' : 'each'} held count as fixed).`;
}

/** One line naming the base: "Compared with the base commit abc1234: 4 reports in both; 1 report added by this pull request." */
export function baseLine(results: ResultsFile, links: LinkContext | null): string | null {
  const base = results.base;
  if (!base) return null;
  if (base.note !== null) return inert(base.note, 1000);
  const sha = base.sha ? commitLink(links, base.sha) : 'the base commit';
  const added = base.added.length > 0 ? `; ${plural(base.added.length, 'report')} added by this pull request` : '';
  const gone = base.removed ?? [];
  const removed =
    gone.length > 0
      ? `; ${plural(gone.length, 'report')} removed by this pull request (the problems ${gone.length === 1 ? 'it' : 'each'} held count as fixed): ${gone.map((file) => inert(file, 300)).join(', ')}`
      : '';
  const left = base.not_compared ?? [];
  const notCompared =
    left.length > 0
      ? `; ${plural(left.length, 'report')} not compared, every problem in it counted as new: ${left.map((entry) => inert(entry.reason, 300)).join('; ')}`
      : '';
  return `Compared with the base commit ${sha}: ${plural(base.compared.length, 'report')} in both${added}${removed}${notCompared}.`;
}

/** List items of the claims whose verdict changed. */
export function verdictChangeItems(results: ResultsFile, links: LinkContext | null, max: number): string[] {
  const base = comparison(results);
  if (!base) return [];
  return base.verdict_changes.map(
    (change) =>
      `- ${locationLink(links, change.at ?? change.file, change.line)} claim ${inert(change.claim_id, 100)}: ${change.from} → **${change.to}**: ${inert(change.statement, max)}\n`,
  );
}

/** List items of the problems the pull request fixed, linked to their lines in the base. */
export function fixedItems(results: ResultsFile, links: LinkContext | null): string[] {
  const base = comparison(results);
  if (!base) return [];
  return base.problems
    .filter((row) => row.status === 'fixed')
    .map(
      (row) =>
        `- ${locationLink(links, row.at ?? row.file, row.line, undefined, links?.baseSha ?? base.sha)} ${problemPhrase(row)}${row.report_removed ? ' (the report was removed)' : ''}\n`,
    );
}
