// Scoring one case, as semantics.md "The evaluation gate" says. Pure.
import { quoteBinds } from '../binding/quote.js';
import type { ClaimEvidenceVerification, Verdict } from '../report/schema.js';
import { casefold } from '../text/casefold.js';
import { claimFingerprint, evidenceFingerprint } from '../text/fingerprint.js';
import type { Case } from './cases.js';

export const CHECKS = ['ids', 'verdict', 'hashes', 'quote_bound', 'quote_contains', 'limitations'] as const;
export type Check = (typeof CHECKS)[number];

export interface CaseScore {
  case_id: string;
  category: string;
  expected: Verdict;
  passed: boolean;
  checks: Record<Check, boolean>;
  /** What the verifier said, for the report; null when it said nothing for this case. */
  verdict: Verdict | null;
  quote: string | null;
  limitations: string[];
  /** The verifier's confidence in its verdict, when it gave one. */
  confidence?: number;
}

/** What the figures read of a trial (run.ts's Trial has more): its case scores, in case order. */
export interface ScoredTrial {
  cases: readonly CaseScore[];
}

/**
 * `result` is the verifier's answer for the case with the hashes it carries (code computes them
 * for the model). A check the case has no gold data for (no quote_contains, no limitation
 * terms) is left out: it counts as passed, and the report says it was not applied.
 */
export function scoreCase(entry: Case, result: ClaimEvidenceVerification | null): CaseScore {
  const base = { case_id: entry.id, category: entry.category, expected: entry.expectation.verdict };
  if (result === null) {
    const applied = appliedChecks(entry);
    const checks = Object.fromEntries(CHECKS.map((check) => [check, !applied.includes(check)])) as Record<
      Check,
      boolean
    >;
    return { ...base, passed: false, checks, verdict: null, quote: null, limitations: [] };
  }
  const joined = casefold(result.limitations.join('\n'));
  const checks: Record<Check, boolean> = {
    ids: result.claim_id === entry.claim.id && result.evidence_id === entry.evidence.id,
    verdict: result.verdict === entry.expectation.verdict,
    hashes:
      result.claim_sha256 === claimFingerprint(entry.claim.statement) &&
      result.evidence_sha256 === evidenceFingerprint(entry.evidence.excerpt),
    quote_bound: result.quote !== null && quoteBinds(result.quote, entry.evidence.excerpt),
    quote_contains:
      entry.expectation.quote_contains === null ||
      (result.quote !== null && casefold(result.quote).includes(casefold(entry.expectation.quote_contains))),
    limitations: entry.expectation.limitation_terms.every((term) => joined.includes(casefold(term))),
  };
  return {
    ...base,
    passed: CHECKS.every((check) => checks[check]),
    checks,
    verdict: result.verdict,
    quote: result.quote,
    limitations: result.limitations,
    ...(typeof result.confidence === 'number' ? { confidence: result.confidence } : {}),
  };
}

/** The checks a case has gold data for; the others are left out of its score. */
export function appliedChecks(entry: Case): Check[] {
  return CHECKS.filter((check) =>
    check === 'quote_contains'
      ? entry.expectation.quote_contains !== null
      : check === 'limitations'
        ? entry.expectation.limitation_terms.length > 0
        : true,
  );
}
