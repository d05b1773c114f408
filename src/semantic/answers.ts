// Binding one response's answers to the reports whose pairs the request carried. Hashes come
// from the report index, never from the model; the quote and the pair are checked by
// bindResults exactly as for committed results.
import { bindResults, type KeptResult } from '../binding/bind.js';
import { findPair, pairEvidence, type Pair, type ReportIndex } from '../binding/report-index.js';
import { pairKey } from '../binding/pair-key.js';
import type { ClaimEvidenceVerification } from '../report/schema.js';
import type { ProviderRejection } from '../results/types.js';
import type { ParsedItem, WireVerification } from './protocol.js';

/** A pair sent in a request, with the report it belongs to (`target` is the report's position). */
export interface AskedPair {
  target: number;
  index: ReportIndex;
  pair: Pair;
}

export interface TargetAnswers {
  kept: KeptResult[];
  /** Valid answers routed to this report, kept or not (the evaluation scores them). */
  answers: WireVerification[];
  rejected: ProviderRejection[];
  /** Asked pairs of this report that got no kept answer. */
  unanswered: Pair[];
}

/**
 * Routes each answer by its (claim_id, evidence_id); packing guarantees these are unique in a
 * request (./batch.ts). An answer naming no asked pair is still bound, against the report it
 * most likely meant, so that bindResults names the reason (unknown claim, pair not asked...).
 */
export function bindRequestAnswers(
  asked: readonly AskedPair[],
  items: readonly ParsedItem[],
  verifierVersion: string,
): Map<number, TargetAnswers> {
  const byKey = new Map(asked.map((entry) => [entry.pair.key, entry]));
  const targets = new Map<
    number,
    {
      index: ReportIndex;
      eligible: Map<string, Pair>;
      results: ClaimEvidenceVerification[];
      answers: WireVerification[];
      rejected: ProviderRejection[];
    }
  >();
  for (const { target, index, pair } of asked) {
    let entry = targets.get(target);
    if (!entry) targets.set(target, (entry = { index, eligible: new Map(), results: [], answers: [], rejected: [] }));
    entry.eligible.set(pair.key, pair);
  }
  const route = (claimId: string | null, evidenceId: string | null) => {
    const exact = claimId !== null && evidenceId !== null ? byKey.get(pairKey(claimId, evidenceId)) : undefined;
    const owner =
      exact ??
      asked.find((entry) => claimId !== null && entry.index.claimsById.has(claimId)) ??
      (asked[0] as AskedPair);
    return targets.get(owner.target) as NonNullable<ReturnType<typeof targets.get>>;
  };

  const mentioned = new Set<string>();
  for (const item of items) {
    if (!item.ok) {
      route(item.claim_id, item.evidence_id).rejected.push({
        claim_id: item.claim_id,
        evidence_id: item.evidence_id,
        reason: 'invalid_answer',
        detail: item.detail,
      });
      if (item.claim_id !== null && item.evidence_id !== null) mentioned.add(pairKey(item.claim_id, item.evidence_id));
      continue;
    }
    const answer = item.answer;
    mentioned.add(pairKey(answer.claim_id, answer.evidence_id));
    const entry = route(answer.claim_id, answer.evidence_id);
    entry.answers.push(answer);
    entry.results.push(toResult(entry.index, answer, verifierVersion));
  }

  const out = new Map<number, TargetAnswers>();
  for (const [target, entry] of targets) {
    const binding = bindResults(entry.index, entry.results, 'provider', entry.eligible, new Set());
    const rejected = [
      ...entry.rejected,
      ...binding.rejected.map(({ claim_id, evidence_id, reason, detail }): ProviderRejection => ({
        claim_id,
        evidence_id,
        reason,
        detail,
      })),
    ];
    const keptKeys = new Set(binding.kept.map(({ pair }) => pair.key));
    const unanswered = [...entry.eligible.values()].filter((pair) => !keptKeys.has(pair.key));
    for (const pair of unanswered) {
      if (!mentioned.has(pair.key))
        rejected.push({
          claim_id: pair.claimId,
          evidence_id: pair.evidenceId,
          reason: 'invalid_answer',
          detail: 'the response has no verification for this pair',
        });
    }
    out.set(target, { kept: binding.kept, answers: entry.answers, rejected, unanswered });
  }
  return out;
}

/** The model's answer as a verifier result, with the fingerprints the report has now. */
export function toResult(
  index: ReportIndex,
  answer: WireVerification,
  verifierVersion: string,
): ClaimEvidenceVerification {
  return {
    claim_id: answer.claim_id,
    evidence_id: answer.evidence_id,
    verdict: answer.verdict,
    quote: answer.quote,
    limitations: answer.limitations,
    confidence: answer.confidence,
    claim_sha256: index.claimsById.get(answer.claim_id)?.sha256 ?? '',
    evidence_sha256: evidenceSha256(index, answer.claim_id, answer.evidence_id),
    verifier_version: verifierVersion,
  };
}

/** The fingerprint of what the pair is judged on (a snapshotted source: its sentence's passages). */
function evidenceSha256(index: ReportIndex, claimId: string, evidenceId: string): string {
  const pair = findPair(index, claimId, evidenceId);
  return (pair ? pairEvidence(index, pair) : index.evidence.get(evidenceId))?.sha256 ?? '';
}
