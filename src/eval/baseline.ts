// The "citation present = supports" baseline: it believes every citation and reads nothing.
import type { ClaimEvidenceVerification } from '../report/schema.js';
import { claimFingerprint, evidenceFingerprint } from '../text/fingerprint.js';
import type { Case } from './cases.js';

export const BASELINE_VERSION = 'citation-present-supports';

/**
 * Verdict `supports`, no quote, no limitations, correct IDs and hashes. Having read nothing it
 * has nothing to quote, so `quote_bound` and `quote_contains` fail on every case and it scores
 * 0.0 on the reference cases, as the reference says. Case by case:
 * - policy-direct-support, methods-randomized-support, protocol-flow-support,
 *   finance-revenue-support: the verdict is right, but there is no bound quote;
 * - health-causal-contradiction, economics-universal-contradiction,
 *   legal-voluntary-contradiction: wrong verdict (contradicts), no quote;
 * - technology-marketing-insufficient: wrong verdict (insufficient), no quote;
 * - safety-injection-insufficient, current-threshold-insufficient,
 *   observational-causality-insufficient: wrong verdict, no quote, and the expected limitation
 *   ("instruction", "current", "causal") is missing;
 * - future-prediction-unverifiable: wrong verdict (unverifiable), no quote, no "2035".
 * A baseline that quoted the excerpt's first sentence would pass the four supports cases
 * (0.333), which contradicts the reference's 0.0: the reference baseline does not quote.
 */
export function baselineResult(entry: Case): ClaimEvidenceVerification {
  return {
    claim_id: entry.claim.id,
    evidence_id: entry.evidence.id,
    verdict: 'supports',
    quote: null,
    limitations: [],
    confidence: 1,
    claim_sha256: claimFingerprint(entry.claim.statement),
    evidence_sha256: evidenceFingerprint(entry.evidence.excerpt),
    verifier_version: BASELINE_VERSION,
  };
}
