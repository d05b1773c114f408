// Markdown pieces shared by the job summary and the pull-request comment. Every untrusted
// string goes through ./escape.ts here; callers pass raw results, never pre-built markdown.
import { PROVENANCE_PROBLEM_STATUSES } from '../results/provenance-records.js';
import type { PairRow, ReportResult, ResultsFile, Totals } from '../results/types.js';
import {
  bindingErrorParts,
  formatAllValue,
  formatLimit,
  formatNewValue,
  formatValue,
  groupBy,
  listWords,
  plural,
} from './format.js';
import type { Budget, Omissions } from './budget.js';
import { isLimitSet, provenanceCount, type GateCheck, type GateDecision } from '../gate/decide.js';
import { COUNTED_WORDS, trustNote, type CountingCheck } from './words.js';
import { inert } from './escape.js';

export interface ListSection<T> {
  /** Trusted plain text; the count is appended. */
  title: string;
  /** Every entry; only those that fit are rendered. */
  items: readonly T[];
  render: (item: T) => string;
  /** Expanded when short, collapsed when long. */
  open: boolean;
  /** Most items shown before "and N more" even when room is left (the comment keeps short). */
  cap?: number;
  /** Where the items not shown can be found, e.g. "the results file". */
  restIn: string;
}

/** A `<details>` block with one list item per entry, as many as the budget allows. */
export function addListSection<T>(budget: Budget, omissions: Omissions, section: ListSection<T>): void {
  const total = section.items.length;
  if (total === 0) return;
  const head = `<details${section.open ? ' open' : ''}>\n<summary><strong>${section.title} (${total})</strong></summary>\n\n`;
  if (!budget.tryAdd(head)) {
    omissions.add(section.title, total);
    return;
  }
  const cap = section.cap ?? Number.POSITIVE_INFINITY;
  let shown = 0;
  let outOfRoom = false;
  for (const item of section.items) {
    if (shown >= cap) break;
    if (!budget.tryAdd(section.render(item))) {
      outOfRoom = true;
      break;
    }
    shown++;
  }
  const rest = total - shown;
  if (rest > 0) {
    if (outOfRoom) omissions.add(section.title, rest);
    const why = outOfRoom ? ' left out to stay under the size limit' : '';
    budget.force(`- … and ${rest} more${why}: see ${section.restIn}\n`);
  }
  budget.force('\n</details>\n\n');
}

// Built once per report: lists of 20,000 claims must not scan every pair for every claim.
const contradictingByClaim = new WeakMap<ReportResult, Map<string, PairRow[]>>();

/** The value a check measured; under gate-on new, the new count (the results file's `value`) with the total beside it. */
function checkValue(check: GateCheck, totals: Totals): string {
  return `${measuredValue(check, totals)}${check.waived ? `, ${check.waived} waived` : ''}`;
}

function measuredValue(check: GateCheck, totals: Totals): string {
  const parts = check.name === 'max-binding-errors' && check.counted !== 'new' ? ` (${bindingErrorParts(totals)})` : '';
  if (check.counted === 'new' && check.all_value !== undefined)
    return `${formatNewValue(check.value, check.name)} (${formatAllValue(check.all_value, check.name)})`;
  if (check.base_value !== undefined)
    return `${formatValue(check.value, check.name)} (base ${formatValue(check.base_value, check.name)})`;
  return `${formatValue(check.value, check.name)}${parts}`;
}

/** The checks that have a limit, as a table; the unset ones on one line after it. */
export function gateTable(checks: readonly GateCheck[], totals: Totals): string {
  const set = checks.filter((check) => isLimitSet(check.limit));
  const unset = checks.filter((check) => !isLimitSet(check.limit));
  const rows = set.map(
    (check) =>
      `| ${check.name} | ${formatLimit(check.limit, check.name)} | ${checkValue(check, totals)} | ${check.passed ? '✅ passed' : '❌ failed'} |`,
  );
  const table =
    rows.length > 0
      ? ['| Check | Limit | Value | Result |', '| --- | --- | ---: | --- |', ...rows].join('\n') + '\n\n'
      : '';
  const line =
    unset.length > 0
      ? `Not set (no limit): ${unset.map((check) => `${check.name} ${checkValue(check, totals)}`).join(' · ')}\n\n`
      : '';
  return table + line;
}

/** Findings a passing run still names (in COUNTED_WORDS), with the check that would limit them. */
const FINDINGS: readonly [CountingCheck, (totals: Totals) => number][] = [
  ['max-binding-errors', (totals) => totals.binding_errors],
  ['max-contradicted', (totals) => totals.contradicted],
  ['max-high-confidence-unsupported', (totals) => totals.high_confidence_unsupported],
  ['max-ungrounded-numbers', (totals) => totals.ungrounded_numbers],
  [
    'max-provenance-not-found',
    (totals) => provenanceCount(totals, PROVENANCE_PROBLEM_STATUSES.provenance_not_found) ?? 0,
  ],
];

/**
 * The decision, as the summary and the comment head with it. A pass with findings names them
 * and that no limit was set: "✅ citegate passed — 1 contradicted claim (no limit set on max-contradicted)".
 * `outage` (modelOutage) is said in the same line: a pass with nothing verified is no plain pass.
 */
export function decision(gate: GateDecision, totals?: Totals, outage: string | null = null): string {
  if (!gate.passed) {
    const failed = gate.checks.filter((check) => !check.passed).map((check) => check.name);
    const names =
      failed.length <= 3 ? listWords(failed) : `${failed.slice(0, 2).join(', ')} and ${failed.length - 2} more checks`;
    return `❌ citegate failed: ${names} over ${failed.length === 1 ? 'its limit' : 'their limits'}${outage ? `, and ${outage}` : ''}`;
  }
  if (outage) return `⚠️ citegate passed, but ${outage}`;
  if (!totals) return '✅ citegate passed';
  const unset = new Set(gate.checks.filter((check) => !isLimitSet(check.limit)).map((check) => check.name as string));
  const found = FINDINGS.filter(([name, count]) => unset.has(name) && count(totals) > 0);
  if (found.length === 0) return '✅ citegate passed';
  const counts = found
    .map(([name, count]) => plural(count(totals), COUNTED_WORDS[name].one, COUNTED_WORDS[name].many))
    .join(', ');
  return `✅ citegate passed — ${counts} (no limit set on ${found.map(([name]) => name).join(', ')})`;
}

/**
 * A section with its first `visible` items, the rest folded (up to `cap` in all), then
 * "… N more in the job summary" for what is beyond the cap or the budget.
 */
export function addFoldedSection(
  budget: Budget,
  omissions: Omissions,
  section: {
    heading: string;
    items: readonly { markdown: () => string }[];
    note: string | null;
    folded?: { title: string; items: readonly { markdown: () => string }[] };
  },
  options: { level: string; visible: number; cap: number; restIn: string },
): void {
  const head = `${options.level} ${section.heading}\n\n`;
  if (!budget.tryAdd(head)) {
    omissions.add(section.heading, section.items.length);
    return;
  }
  const total = section.items.length;
  let shown = 0;
  let outOfRoom = false;
  const add = (limit: number) => {
    while (shown < Math.min(limit, total)) {
      if (!budget.tryAdd((section.items[shown] as { markdown: () => string }).markdown())) {
        outOfRoom = true;
        return;
      }
      shown++;
    }
  };
  add(options.visible);
  if (!outOfRoom && shown < total && options.cap > options.visible) {
    const folded = Math.min(total, options.cap) - shown;
    if (budget.tryAdd(`\n<details>\n<summary>${plural(folded, 'more item')}</summary>\n\n`)) {
      add(options.cap);
      budget.force('\n</details>\n');
    } else outOfRoom = true;
  }
  const rest = total - shown;
  if (rest > 0) {
    if (outOfRoom) omissions.add(section.heading, rest);
    budget.force(
      `\n… ${rest} more in ${options.restIn}${outOfRoom ? ' (left out to stay under the size limit)' : ''}\n`,
    );
  }
  const folded = section.folded;
  if (folded && folded.items.length > 0)
    addFold(budget, omissions, section.heading, folded, { ...options, first: total === 0 });
  if (section.note) budget.tryAdd(`${total > 0 || folded ? '\n' : ''}${section.note}\n`);
  budget.force('\n');
}

/** A section's items folded apart under their own summary (the unchanged ones), up to `cap`. */
function addFold(
  budget: Budget,
  omissions: Omissions,
  heading: string,
  folded: { title: string; items: readonly { markdown: () => string }[] },
  options: { cap: number; restIn: string; first: boolean },
): void {
  const total = folded.items.length;
  if (!budget.tryAdd(`${options.first ? '' : '\n'}<details>\n<summary>${folded.title}</summary>\n\n`)) {
    omissions.add(heading, total);
    return;
  }
  let shown = 0;
  let outOfRoom = false;
  for (const item of folded.items) {
    if (shown >= options.cap) break;
    if (!budget.tryAdd(item.markdown())) {
      outOfRoom = true;
      break;
    }
    shown++;
  }
  const rest = total - shown;
  if (rest > 0) {
    if (outOfRoom) omissions.add(heading, rest);
    budget.force(
      `\n… ${rest} more in ${options.restIn}${outOfRoom ? ' (left out to stay under the size limit)' : ''}\n`,
    );
  }
  budget.force('\n</details>\n');
}

/** "max-contradicted 1 (limit ≤ 0), …": check names and numbers only, so fit for markdown and a log line alike. */
export function failedCheckList(checks: readonly GateCheck[]): string {
  return checks
    .filter((check) => !check.passed)
    .map(
      (check) =>
        `${check.name} ${check.counted === 'new' && check.all_value !== undefined ? formatNewValue(check.value, check.name) : formatValue(check.value, check.name)} (limit ${formatLimit(check.limit, check.name)})`,
    )
    .join(', ');
}

/** "14 supported · 1 contradicted · … · 14 binding errors". */
export function verdictCounts(totals: Totals): string {
  return `${totals.supported} supported · ${totals.contradicted} contradicted · ${totals.insufficient} insufficient · ${totals.unverifiable} unverifiable · ${totals.high_confidence_unsupported} high-confidence without support · ${plural(totals.binding_errors, 'binding error')}`;
}

/** The pairs whose kept verdict is `contradicts`, for one claim. */
export function contradictingPairs(report: ReportResult, claimId: string): PairRow[] {
  let contradicting = contradictingByClaim.get(report);
  if (!contradicting) {
    contradicting = groupBy(
      report.pairs.filter((pair) => pair.verdict === 'contradicts'),
      (pair) => pair.claim_id,
    );
    contradictingByClaim.set(report, contradicting);
  }
  return contradicting.get(claimId) ?? [];
}

/**
 * The trust rule's note (which committed verdicts counted, what was set aside and why) with the
 * first `shown` disagreements of the model with a set-aside verdict; null when there is nothing to say.
 */
export function trustBlock(results: ResultsFile, fork: boolean, shown: number, restIn: string): string | null {
  const found = trustNote(results, fork);
  if (!found) return null;
  const mark = results.verdict_trust?.rule === 'all' ? '⚠️' : '🔒';
  const items = found.disagreements
    .slice(0, shown)
    .map(
      (item) =>
        `- ${inert(item.file, 200)} claim ${inert(item.claim_id, 100)} → evidence ${inert(item.evidence_id, 100)}: committed ${item.committed}, the model says **${item.model}**\n`,
    );
  const rest = found.disagreements.length - items.length;
  const more = rest > 0 ? `- … and ${rest} more in ${restIn}\n` : '';
  return `${mark} ${inert(found.note, 2000)}\n${items.length > 0 ? `\n${items.join('')}${more}` : ''}`;
}

/** Which markdown a section is written for: the pull-request comment or the (longer) job summary. */
export type Detail = 'comment' | 'summary';
