// What a pull request commits may make the gate stricter, never looser (docs/security.md). A
// committed verdict the trust rule set aside (./trust.ts) is *unconfirmed* when no answer of the
// model replaces it. A `supports` the pull request wrote could pass a claim that fails, so it
// still counts as no verdict; but a `contradicts` or an `insufficient` can only fail the pull
// request that wrote it, so it counts as its pair's verdict, and beside the model's answer
// when it is the stricter of the two. What it could still loosen (a claim it moves out of
// max-unverifiable's or max-insufficient's count, the coverage it adds) is closed by deciding
// the gate both with and without these verdicts (src/gate/strictest.ts): the report keeps what
// differs without them in `without_unconfirmed`, so every later step can decide both ways.
import type { KeptResult } from '../binding/bind.js';
import type { Verdict } from '../report/schema.js';
import type { VerificationSummary } from '../binding/aggregate.js';
import type { ClaimRow, PairRow, ReportResult, ResultsFile, WithoutUnconfirmed } from '../results/types.js';
import { computeTotals } from './totals.js';
import type { PreparedReport } from './prepare.js';
import type { SemanticOutcome } from './semantic-outcome.js';

/** How much a verdict holds against a claim: only these two can fail a pull request by counting. */
const SEVERITY: Record<Verdict, number> = { contradicts: 2, insufficient: 1, supports: 0, unverifiable: 0 };

/**
 * Whether a set-aside verdict counts, unconfirmed: a `contradicts` or `insufficient` that the
 * verdict its pair has without it (the model's answer; null: none) does not match or exceed.
 * An equal answer confirms it (the answer counts, as before); a stricter one replaces it.
 */
export function countsUnconfirmed(committed: Verdict, otherwise: Verdict | null): boolean {
  return SEVERITY[committed] > (otherwise === null ? 0 : SEVERITY[otherwise]);
}

/** The model's (or the cache's) answer for each pair it gave one for this run. */
export function answersByPair(semantic: SemanticOutcome): Map<string, KeptResult> {
  return new Map(
    semantic.kept.filter((kept) => kept.source !== 'committed').map((kept) => [kept.pair.key, kept] as const),
  );
}

/**
 * The report's set-aside verdicts that count, unconfirmed, in the order they were written:
 * each against what its pair keeps without it (`trusted`: the committed verdicts that count and
 * the model's answers).
 */
export function unconfirmedResults(prepared: PreparedReport, trusted: readonly KeptResult[]): KeptResult[] {
  if (!prepared.setAside) return [];
  const kept = new Map(trusted.map(({ pair, result }) => [pair.key, result.verdict]));
  return prepared.setAside.results.filter(({ pair, result }) =>
    countsUnconfirmed(result.verdict, kept.get(pair.key) ?? null),
  );
}

/** The kept results with the unconfirmed ones counted: each takes its pair's place (the model's answer is set beside it, in `set_aside`). */
export function withUnconfirmed(kept: readonly KeptResult[], unconfirmed: readonly KeptResult[]): KeptResult[] {
  const stricter = new Set(unconfirmed.map(({ pair }) => pair.key));
  return [...kept.filter(({ pair }) => !stricter.has(pair.key)), ...unconfirmed];
}

/** A report's verdicts, per claim and per pair, and its summary. */
export interface VerdictRows {
  summary: VerificationSummary;
  claims: ClaimRow[];
  pairs: PairRow[];
}

/**
 * What differs in a report without its unconfirmed verdicts (`without` is the report as the
 * trust rule alone would have it): its summary, and the claims and pairs whose verdict changes.
 */
export function differencesWithout(counted: VerdictRows, without: VerdictRows): WithoutUnconfirmed {
  const claims = new Map(counted.claims.map((claim) => [claim.id, claim.verdict]));
  const pairs = new Map(counted.pairs.map((pair) => [pairKey(pair), pair]));
  return {
    summary: without.summary,
    claims: without.claims
      .filter((claim) => claims.get(claim.id) !== claim.verdict)
      .map((claim) => ({ id: claim.id, verdict: claim.verdict })),
    pairs: without.pairs
      .filter((pair) => {
        const kept = pairs.get(pairKey(pair));
        return kept?.verdict !== pair.verdict || kept.quote !== pair.quote || kept.source !== pair.source;
      })
      .map(({ claim_id, evidence_id, verdict, quote, source }) => ({ claim_id, evidence_id, verdict, quote, source })),
  };
}

/**
 * The report as it reads without its unconfirmed verdicts: the same report when it counts none.
 * Pure, from the results file alone, so the base comparison, the waivers and the renderers
 * see the same second view the check decided on.
 */
export function reportWithoutUnconfirmed(report: ReportResult): ReportResult {
  const differences = report.without_unconfirmed;
  if (!differences) return report;
  const claims = new Map(differences.claims.map((claim) => [claim.id, claim.verdict]));
  const pairs = new Map(differences.pairs.map((pair) => [pairKey(pair), pair]));
  const { without_unconfirmed: _, ...rest } = report;
  return {
    ...rest,
    summary: differences.summary,
    claims: report.claims.map((claim): ClaimRow => {
      const { unconfirmed: _mark, ...plain } = claim;
      return { ...plain, verdict: claims.get(claim.id) ?? claim.verdict };
    }),
    pairs: report.pairs.map((pair): PairRow => {
      const { unconfirmed: _mark, ...plain } = pair;
      const changed = pairs.get(pairKey(pair));
      return changed ? { ...plain, verdict: changed.verdict, quote: changed.quote, source: changed.source } : plain;
    }),
  };
}

/** Whether any report of a run counts unconfirmed verdicts (then the gate is decided both ways). */
export function countsAnyUnconfirmed(reports: readonly ReportResult[]): boolean {
  return reports.some((report) => report.without_unconfirmed !== undefined);
}

/**
 * The run's reports and totals without the unconfirmed verdicts; null when it counts none.
 * Everything else (the base section, the gate) is the run's own: the caller decides again.
 */
export function resultsWithoutUnconfirmed(results: ResultsFile): ResultsFile | null {
  if (!countsAnyUnconfirmed(results.reports)) return null;
  const reports = results.reports.map(reportWithoutUnconfirmed);
  const totals = computeTotals(
    reports,
    results.totals.provenance !== undefined,
    results.totals.references !== undefined,
  );
  return { ...results, reports, totals };
}

function pairKey(pair: Pick<PairRow, 'claim_id' | 'evidence_id'>): string {
  return JSON.stringify([pair.claim_id, pair.evidence_id]);
}
