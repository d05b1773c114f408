// What binding and aggregation put in a report's results: the committed results set aside (each
// rejection, with the rule and the near miss of its quote), where each kept result came from,
// the verification summary, and why a citation could not be resolved. Computed in src/binding/
// and by the format adapters (src/formats/); defined here, with the results file they are part of.

import type { FoundIn } from './found-in.js';

/** The reference's five rejection rules, in the order they are applied. */
export const REJECTION_REASONS = [
  'unknown_pair',
  'duplicate',
  'stale_claim_hash',
  'stale_evidence_hash',
  'unbound_quote',
] as const;

/** The reference's rules, and `altered_snapshot`: a snapshot passage edited after citegate wrote it (src/formats/snapshot/). */
export type RejectionReason = (typeof REJECTION_REASONS)[number] | 'altered_snapshot';

/** Where a result came from: committed by the pipeline, the local cache, or the model. */
export type ResultSource = 'committed' | 'cache' | 'provider';

export interface Rejection {
  claim_id: string;
  evidence_id: string;
  reason: RejectionReason;
  detail: string;
  /** Line of the claim in the report file; null when the report has no such claim. */
  line: number | null;
  /** Where the rejected result is written when that is a verdict file (not the report itself). */
  written_in?: WrittenIn;
  near_miss?: NearMiss;
  /** For `unbound_quote`: the quote the result committed, to set beside the excerpt's passage. */
  quote?: string;
  /** For `unbound_quote`: the report's other evidence records that hold the quote (src/check/found-in.ts). */
  found_in?: FoundIn[];
  found_in_total?: number;
}

/** A file and line: where a committed result is written. */
export interface WrittenIn {
  file: string;
  line: number;
}

/**
 * How close an unbound quote came, from the smallest repair to none:
 * - `untrimmed`: the quote occurs once its surrounding whitespace is trimmed;
 * - `whitespace`: it occurs once runs of whitespace are collapsed on both sides;
 * - `case`: ... and both sides are case folded;
 * - `typography`: ... and typographic quotes, dashes, ellipses and ligatures are made plain;
 * - `none`: it does not occur; `offset` is where its longest matching prefix starts;
 * - `across_snippets`: it occurs verbatim, but across two of the evidence's snippets.
 */
export type NearMissKind = 'empty' | 'untrimmed' | 'whitespace' | 'case' | 'typography' | 'none' | 'across_snippets';

export interface NearMiss {
  kind: NearMissKind;
  /** 0-based offset in the raw excerpt (UTF-16 code units) where the match starts. */
  offset: number | null;
  /** For `none`: how many characters of the normalised quote matched there. */
  matched?: number;
  length?: number;
  /**
   * The stretch of the raw excerpt the quote came nearest to (from `offset`, about as long as
   * the quote), so a reader can set the two side by side; absent when nothing matched.
   */
  passage?: string;
}

export type VerificationStatus = 'disabled' | 'complete' | 'partial' | 'unavailable';

/** The reference `ClaimVerificationSummary`, field for field. */
export interface VerificationSummary {
  status: VerificationStatus;
  claim_count: number;
  cited_claim_count: number;
  verified_claim_count: number;
  pair_count: number;
  verified_pair_count: number;
  coverage_ratio: number;
  supported_claim_count: number;
  contradicted_claim_count: number;
  insufficient_claim_count: number;
  unverifiable_claim_count: number;
  high_confidence_unsubstantiated_count: number;
  exact_quote_ratio: number;
  failure_code: string | null;
}

/**
 * Why an adapter could not tell which evidence record a citation names. Each is a binding error
 * (`unresolved_citation`): a gate that says "this claim cites that source" must never guess.
 * A new reason is one entry here and one in src/render/words.ts's UNRESOLVED_WORDS.
 */
export const UNRESOLVED_REASONS = [
  'citation_numbering_unknown',
  'citation_numbering_inconsistent',
  'citation_placement_ambiguous',
] as const;

export type UnresolvedReason = (typeof UNRESOLVED_REASONS)[number];
