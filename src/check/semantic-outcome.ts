import type { KeptResult } from '../binding/bind.js';
import type { ProviderSection } from '../results/types.js';
import { pairsToVerify, type PreparedReport, type SemanticMode } from './prepare.js';

/** What the semantic verifier (cache and model) produced for one report, already bound. */
export interface SemanticOutcome {
  mode: SemanticMode;
  /** Results from the cache and the model, bound against the pairs that were asked. */
  kept: KeptResult[];
  /** The cache held an answer, or the model answered at least one request. */
  responded: boolean;
  provider: ProviderSection;
  /** Set when no verifier is configured at all: then nothing can count as verified. */
  notRunReason?: NotRunReason;
}

/** Why no verifier ran, in the summary's `failure_code`. */
export type NotRunReason = 'semantic_off' | 'missing_api_key' | 'missing_model';

/** The provider section of a report the model was not asked about. */
export function providerNotRun(
  state: ProviderSection['state'],
  needed: number,
  failureCode: NotRunReason | null,
): ProviderSection {
  return {
    state,
    model: null,
    verifier_version: null,
    needed,
    cached: 0,
    answered: 0,
    unverified: needed,
    unverified_reasons: { failed_requests: 0, max_pairs: 0, rejected: 0, not_asked: needed },
    requests: 0,
    retries: 0,
    rejected: [],
    failure_code: failureCode,
  };
}

/**
 * The outcome when the model is not called at all: switched off, not configured, or not needed.
 * What it would have been asked counts the pairs without a kept committed result, whatever the mode.
 */
export function outcomeWithoutProvider(
  report: PreparedReport,
  mode: SemanticMode,
  reason: NotRunReason | null,
): SemanticOutcome {
  const needed = pairsToVerify(report, mode === 'off' ? 'auto' : mode).length;
  const state = mode === 'off' ? 'disabled' : needed === 0 ? 'not_needed' : 'unavailable';
  return {
    mode,
    kept: [],
    responded: false,
    ...(reason ? { notRunReason: reason } : {}),
    provider: providerNotRun(state, needed, state === 'not_needed' ? null : reason),
  };
}
