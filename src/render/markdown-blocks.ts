// Markdown pieces shared by the job summary and the pull-request comment. Every untrusted
// string goes through ./escape.ts here; callers pass raw results, never pre-built markdown.
import type { ClaimRow, EvidenceRow, PairRow, ReportResult, Totals } from '../results/types.js';
import { bindingErrorParts, formatLimit, formatValue, plural } from './format.js';
import type { Budget, Omissions } from './budget.js';
import { inert, linkOrText } from './escape.js';
import { isLimitSet, type GateCheck, type GateDecision } from '../gate/decide.js';

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

/** `**file:line**`: where a claim is, as the lists show it. */
export function location(file: string, line?: number, column?: number): string {
  const at = line ? `:${line}${column ? `:${column}` : ''}` : '';
  return `**${inert(file, 200)}${at}**`;
}

export function claimItem(file: string, claim: ClaimRow, maxStatement: number, suffix = ''): string {
  return `- ${location(file, claim.line, claim.column)} claim ${inert(claim.id, 100)}${suffix}: ${inert(claim.statement, maxStatement)}\n`;
}

interface ReportLookup {
  evidence: Map<string, EvidenceRow>;
  contradicting: Map<string, PairRow[]>;
  lines: Map<string, number>;
}

// Built once per report: lists of 20,000 claims must not scan every pair for every claim.
const lookups = new WeakMap<ReportResult, ReportLookup>();

function lookup(report: ReportResult): ReportLookup {
  let found = lookups.get(report);
  if (!found) {
    const contradicting = new Map<string, PairRow[]>();
    for (const pair of report.pairs) {
      if (pair.verdict !== 'contradicts') continue;
      const list = contradicting.get(pair.claim_id);
      if (list) list.push(pair);
      else contradicting.set(pair.claim_id, [pair]);
    }
    found = {
      evidence: new Map(report.evidence.map((record) => [record.id, record])),
      contradicting,
      lines: new Map(report.claims.map((claim) => [claim.id, claim.line])),
    };
    lookups.set(report, found);
  }
  return found;
}

/** A contradicted claim with each piece of evidence that contradicts it and the bound quote. */
export function contradictedItem(report: ReportResult, claim: ClaimRow, maxStatement: number, maxQuote: number): string {
  const { evidence, contradicting } = lookup(report);
  const lines = (contradicting.get(claim.id) ?? []).map((pair) => {
    const record = evidence.get(pair.evidence_id);
    const source = record ? linkOrText(record.title, record.url) : `evidence ${inert(pair.evidence_id, 100)}`;
    const quote = pair.quote === null ? 'no quote' : `“${inert(pair.quote, maxQuote)}”`;
    return `  - contradicted by ${source}: ${quote}\n`;
  });
  return claimItem(claim.file ?? report.file, claim, maxStatement) + lines.join('');
}

function checkMark(check: GateCheck): string {
  if (!isLimitSet(check.limit)) return '· not set';
  return check.passed ? '✅ passed' : '❌ failed';
}

/** The gate's checks; `max-binding-errors` shows what its count is made of. */
export function gateTable(checks: readonly GateCheck[], totals: Totals): string {
  const rows = checks.map((check) => {
    const parts = check.name === 'max-binding-errors' ? ` (${bindingErrorParts(totals)})` : '';
    return `| ${check.name} | ${formatLimit(check.limit, check.name)} | ${formatValue(check.value, check.name)}${parts} | ${checkMark(check)} |`;
  });
  return ['| Check | Limit | Value | Result |', '| --- | --- | ---: | --- |', ...rows].join('\n') + '\n\n';
}

/** The decision, as the summary and the comment head with it. */
export function decision(gate: GateDecision): string {
  if (gate.passed) return '✅ citegate passed';
  return `❌ citegate failed: ${plural(gate.checks.filter((check) => !check.passed).length, 'check')} over the limit`;
}

/** "max-contradicted 1 (limit ≤ 0), …": check names and numbers only, so fit for markdown and a log line alike. */
export function failedCheckList(checks: readonly GateCheck[]): string {
  return checks
    .filter((check) => !check.passed)
    .map((check) => `${check.name} ${formatValue(check.value, check.name)} (limit ${formatLimit(check.limit, check.name)})`)
    .join(', ');
}

/** "14 supported · 1 contradicted · … · 14 binding errors". */
export function verdictCounts(totals: Totals): string {
  return `${totals.supported} supported · ${totals.contradicted} contradicted · ${totals.insufficient} insufficient · ${totals.unverifiable} unverifiable · ${totals.high_confidence_unsupported} high-confidence without support · ${plural(totals.binding_errors, 'binding error')}`;
}

/** The pairs whose kept verdict is `contradicts`, for one claim. */
export function contradictingPairs(report: ReportResult, claimId: string): PairRow[] {
  return lookup(report).contradicting.get(claimId) ?? [];
}

/** Locates a claim by ID in its report, for results that carry only the ID. */
export function claimLine(report: ReportResult, claimId: string | null): number | undefined {
  return claimId === null ? undefined : lookup(report).lines.get(claimId);
}
