import type { Verdict } from '../report/schema.js';
import type { VerificationSummary } from '../results/verification.js';
import type { KeptResult } from './bind.js';
import type { ReportIndex } from './report-index.js';

// The summary is a part of the results file, so its types are the results file's (src/results/).
export type { VerificationStatus, VerificationSummary } from '../results/verification.js';

/**
 * Whether verdicts exist to aggregate. `bound`: results were bound (committed, cached or from
 * the model) and the status follows rule 4. `not_run`: no verifier output exists at all and
 * the report gets rule 5's summary.
 */
export type VerdictBasis =
  | { kind: 'bound'; failureCode: string | null }
  | { kind: 'not_run'; status: 'disabled' | 'unavailable'; failureCode: string };

const PRECEDENCE: readonly Verdict[] = ['contradicts', 'supports', 'insufficient', 'unverifiable'];

/** Rule 3: per claim, contradicts over supports over insufficient; nothing kept is unverifiable. */
export function claimVerdicts(index: ReportIndex, kept: readonly KeptResult[]): Map<string, Verdict> {
  const rank = new Map<string, number>();
  for (const { pair, result } of kept) {
    const candidate = PRECEDENCE.indexOf(result.verdict);
    const current = rank.get(pair.claimId);
    if (current === undefined || candidate < current) rank.set(pair.claimId, candidate);
  }
  const verdicts = new Map<string, Verdict>();
  for (const claim of index.claims) verdicts.set(claim.id, PRECEDENCE[rank.get(claim.id) ?? 3] as Verdict);
  return verdicts;
}

/** part / whole, 0 when there is no whole (the reference's rule for both ratios). */
export function ratio(part: number, whole: number): number {
  return whole === 0 ? 0 : part / whole;
}

/** Rules 4 and 5. */
export function summarize(
  index: ReportIndex,
  kept: readonly KeptResult[],
  verdicts: ReadonlyMap<string, Verdict>,
  basis: VerdictBasis,
): VerificationSummary {
  const cited = index.claims.filter((claim) => claim.evidenceIds.length > 0).length;
  const highConfidence = index.claims.filter((claim) => claim.confidence === 'high');
  if (basis.kind === 'not_run') {
    return {
      status: basis.status,
      claim_count: index.claims.length,
      cited_claim_count: cited,
      verified_claim_count: 0,
      pair_count: index.pairs.length,
      verified_pair_count: 0,
      coverage_ratio: 0,
      supported_claim_count: 0,
      contradicted_claim_count: 0,
      insufficient_claim_count: 0,
      unverifiable_claim_count: index.claims.length,
      high_confidence_unsubstantiated_count: highConfidence.length,
      exact_quote_ratio: 0,
      failure_code: basis.failureCode,
    };
  }

  const count = (verdict: Verdict): number => index.claims.filter((claim) => verdicts.get(claim.id) === verdict).length;
  const verifiedClaims = new Set(kept.map(({ pair }) => pair.claimId)).size;
  const quoted = kept.filter(({ result }) => result.quote !== null).length;
  return {
    status: kept.length === index.pairs.length ? 'complete' : 'partial',
    claim_count: index.claims.length,
    cited_claim_count: cited,
    verified_claim_count: verifiedClaims,
    pair_count: index.pairs.length,
    verified_pair_count: kept.length,
    coverage_ratio: ratio(verifiedClaims, cited),
    supported_claim_count: count('supports'),
    contradicted_claim_count: count('contradicts'),
    insufficient_claim_count: count('insufficient'),
    unverifiable_claim_count: count('unverifiable'),
    high_confidence_unsubstantiated_count: highConfidence.filter((claim) => verdicts.get(claim.id) !== 'supports')
      .length,
    exact_quote_ratio: ratio(quoted, kept.length),
    failure_code: basis.failureCode,
  };
}
