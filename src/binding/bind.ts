import type { ClaimEvidenceVerification } from '../report/schema.js';
import type { NearMiss, Rejection, RejectionReason, ResultSource, WrittenIn } from '../results/verification.js';
import { pairKey } from './pair-key.js';
import { describeNearMiss, explainUnboundQuote, quoteBindsEvidence } from './quote.js';
import { findPair, pairEvidence, type Pair, type ReportIndex } from './report-index.js';

// A rejection is a part of the results file, so its types are the results file's (src/results/).
export {
  REJECTION_REASONS,
  type Rejection,
  type RejectionReason,
  type ResultSource,
  type WrittenIn,
} from '../results/verification.js';

export interface KeptResult {
  pair: Pair;
  result: ClaimEvidenceVerification;
  source: ResultSource;
}

export interface Binding {
  kept: KeptResult[];
  rejected: Rejection[];
}

/**
 * Binds verifier results to a report (reference "Binding a set of verifier results").
 * `eligible` is the set of pairs this batch may fill: every expected pair for committed
 * results (left out), only the asked pairs for the model. `taken` holds
 * the keys of pairs an earlier batch already filled; a pair is taken by the first result that
 * is kept for it.
 */
export function bindResults(
  index: ReportIndex,
  results: readonly ClaimEvidenceVerification[],
  source: ResultSource,
  eligible?: ReadonlyMap<string, Pair>,
  taken: ReadonlySet<string> = new Set(),
  writtenIn: (result: ClaimEvidenceVerification) => WrittenIn | undefined = () => undefined,
): Binding {
  const kept: KeptResult[] = [];
  const rejected: Rejection[] = [];
  // Every expected pair is found from its claim (findPair), without a string key per result, and
  // without building the index's map of pairs by key.
  const every = eligible === undefined;
  // The pairs kept in this batch, as objects: each key names one pair, so one object one key.
  const takenNow = new Set<Pair>();
  const reject = (
    result: ClaimEvidenceVerification,
    reason: RejectionReason,
    detail: string,
    near_miss?: NearMiss,
  ): void => {
    const line = index.claimsById.get(result.claim_id)?.line ?? null;
    const quote = near_miss && result.quote !== null ? { quote: result.quote } : {};
    const written = writtenIn(result);
    rejected.push({
      claim_id: result.claim_id,
      evidence_id: result.evidence_id,
      reason,
      detail,
      line,
      ...(near_miss ? { near_miss } : {}),
      ...quote,
      ...(written ? { written_in: written } : {}),
    });
  };

  for (const result of results) {
    const pair = every
      ? findPair(index, result.claim_id, result.evidence_id)
      : eligible.get(pairKey(result.claim_id, result.evidence_id));
    if (!pair) {
      reject(result, 'unknown_pair', unknownPairDetail(index, result, !every));
      continue;
    }
    if (takenNow.has(pair) || (taken.size > 0 && taken.has(pair.key))) {
      reject(result, 'duplicate', 'an earlier result was already kept for this pair');
      continue;
    }
    const claim = index.claimsById.get(pair.claimId);
    const evidence = pairEvidence(index, pair);
    if (!claim || !evidence) throw new Error(`expected pair ${pair.key} is not in the report index`);
    if (result.claim_sha256 !== claim.sha256) {
      reject(
        result,
        'stale_claim_hash',
        `the claim changed after it was verified (claim_sha256 ${short(result.claim_sha256)}, now ${short(claim.sha256)})`,
      );
      continue;
    }
    if (result.evidence_sha256 !== evidence.sha256) {
      reject(
        result,
        'stale_evidence_hash',
        `the excerpt changed after it was verified (evidence_sha256 ${short(result.evidence_sha256)}, now ${short(evidence.sha256)})`,
      );
      continue;
    }
    if (result.quote !== null && !quoteBindsEvidence(result.quote, evidence)) {
      const miss = explainUnboundQuote(result.quote, evidence.excerpt, evidence.snippets);
      reject(result, 'unbound_quote', describeNearMiss(miss, evidence.excerpt), miss);
      continue;
    }
    takenNow.add(pair);
    kept.push({ pair, result, source });
  }
  return { kept, rejected };
}

/** Enough of a fingerprint to tell two apart; the results file's pairs carry the full ones. */
function short(sha256: string): string {
  return `${sha256.slice(0, 12)}…`;
}

function unknownPairDetail(index: ReportIndex, result: ClaimEvidenceVerification, askedOnly: boolean): string {
  if (askedOnly && index.pairsByKey.has(pairKey(result.claim_id, result.evidence_id)))
    return 'this pair was not asked about';
  if (!index.claimsById.has(result.claim_id)) {
    // A sentence's ID is its text's fingerprint: no such ID means the sentence is not there as it was.
    if (index.sentenceIds)
      return `the sentence changed or was removed after it was verified (no sentence has ID ${JSON.stringify(result.claim_id)} now); run citegate verify to verify it again`;
    return `the report has no claim ${JSON.stringify(result.claim_id)}`;
  }
  if (!index.evidence.has(result.evidence_id))
    return `the report has no evidence record ${JSON.stringify(result.evidence_id)}`;
  return `claim ${JSON.stringify(result.claim_id)} does not cite evidence ${JSON.stringify(result.evidence_id)}`;
}
