// What the semantic verifier did for a report (its `provider` section) and for the run.
import type { Rejection } from './verification.js';

export interface SemanticRunSection {
  /** The `max-pairs` of this run: most pairs sent to the model; null when `none` lifted it. */
  max_pairs: number | null;
  /** What verification cost this run (docs/results-file.md#semantic-usage); absent from earlier versions. */
  usage?: SemanticUsage;
}

/** What the model was asked this run, and what it cost, from the API's own `usage`. */
export interface SemanticUsage {
  /** Model requests sent (a retry of a request is not another one; `retries` per report has those). */
  requests: number;
  /** Input (prompt) and output (completion) tokens, summed over the responses that reported them. */
  input_tokens: number;
  output_tokens: number;
  /** Responses received, and how many of them reported their tokens (the sums cover only those). */
  responses: number;
  responses_with_usage: number;
  /** Pairs answered from the cache, with no request. */
  cached_answers: number;
  /** With `model-prices`: the prices (per million tokens) and the cost they give the tokens above. */
  estimated_cost?: { input_per_million: number; output_per_million: number; total: number };
}

/** The semantic verifier's own state, separate from the report's summary status. */
export type ProviderState = 'not_needed' | 'disabled' | 'unavailable' | 'partial' | 'complete';

export interface ProviderSection {
  state: ProviderState;
  model: string | null;
  verifier_version: string | null;
  /** Pairs that needed a verdict from the verifier this run. */
  needed: number;
  /** Of those, answered from the cache. */
  cached: number;
  /** Of those, answered by the model and kept. */
  answered: number;
  /** Of those, still without a verdict, and why. */
  unverified: number;
  unverified_reasons: { failed_requests: number; max_pairs: number; rejected: number; not_asked: number };
  requests: number;
  retries: number;
  /**
   * Of `requests`, those whose answer was cut off at the model's output limit
   * (finish_reason "length") and whose pairs were asked again in two halves. Present whenever
   * the verifier ran.
   */
  split_requests?: number;
  /** Model answers that binding rejected: not binding errors of the report. */
  rejected: ProviderRejection[];
  failure_code: string | null;
}

export interface ProviderRejection {
  claim_id: string | null;
  evidence_id: string | null;
  reason: Rejection['reason'] | 'invalid_answer';
  detail: string;
}
