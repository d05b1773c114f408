import type { ProviderRejection, ProviderSection } from '../results/types.js';

/** Counts for one report; `needed` = cached + answered + failed + overBudget + rejected. */
export interface ReportCounts {
  needed: number;
  cached: number;
  /** Pairs with a kept model answer. */
  answered: number;
  failedPairs: number;
  overBudget: number;
  rejectedPairs: number;
  requests: number;
  retries: number;
  /** Requests cut off at the output limit and asked again in two halves. */
  splits: number;
  /** The cache held an answer, or a request carrying its pairs came back usable. */
  responded: boolean;
  rejected: ProviderRejection[];
}

/**
 * The provider's state and the one failure code that says why it was not fully used.
 * complete: every needed pair has a kept answer (failure_code null); partial: some do, or the
 * model answered but every answer was rejected; unavailable: nothing came back at all.
 */
export function providerSection(counts: ReportCounts, model: string, verifierVersion: string): ProviderSection {
  const { needed, cached, answered, failedPairs, overBudget, rejectedPairs } = counts;
  const unverified = failedPairs + overBudget + rejectedPairs;
  if (cached + answered + unverified !== needed)
    throw new Error(`provider counts do not add up: ${JSON.stringify(counts)}`);
  const state =
    needed === 0 ? 'not_needed' : unverified === 0 ? 'complete' : counts.responded ? 'partial' : 'unavailable';
  return {
    state,
    model,
    verifier_version: verifierVersion,
    needed,
    cached,
    answered,
    unverified,
    unverified_reasons: { failed_requests: failedPairs, max_pairs: overBudget, rejected: rejectedPairs, not_asked: 0 },
    requests: counts.requests,
    retries: counts.retries,
    split_requests: counts.splits,
    rejected: counts.rejected,
    failure_code: failureCode(state, counts),
  };
}

function failureCode(state: ProviderSection['state'], counts: ReportCounts): string | null {
  if (state === 'not_needed' || state === 'complete') return null;
  if (state === 'unavailable') return counts.failedPairs > 0 ? 'provider_failed' : 'max_pairs_reached';
  if (counts.failedPairs > 0) return 'requests_failed';
  if (counts.overBudget > 0) return 'max_pairs_reached';
  return 'answers_rejected';
}
