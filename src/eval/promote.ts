// The promotion rule of semantics.md "The evaluation gate". Pure.
import { plural } from '../render/format.js';

const PROMOTION_RULE = { minTrials: 3, minMean: 0.8, minWorst: 0.7 } as const;

export interface TrialRate {
  passed: number;
  total: number;
}

export interface PromotionDecision {
  promoted: boolean;
  trials: number;
  mean_pass_rate: number;
  min_pass_rate: number;
  baseline_mean_pass_rate: number;
  /** Each unmet condition, in words; empty when promoted. */
  unmet: string[];
}

// Pass rates are ratios of small integers; compare with a little slack so 0.8 is 0.8.
const EPSILON = 1e-9;

export function passRate({ passed, total }: TrialRate): number {
  return total === 0 ? 0 : passed / total;
}

/** Mean over all trials (pooled, so equal-sized trials give the exact mean), worst trial, and the rule. */
export function decidePromotion(trials: readonly TrialRate[], baselineMean: number): PromotionDecision {
  const passed = trials.reduce((sum, trial) => sum + trial.passed, 0);
  const total = trials.reduce((sum, trial) => sum + trial.total, 0);
  const mean = total === 0 ? 0 : passed / total;
  const min = trials.length === 0 ? 0 : Math.min(...trials.map(passRate));
  const unmet: string[] = [];
  const fmt = (value: number) => value.toFixed(3);
  if (trials.length < PROMOTION_RULE.minTrials) unmet.push(`${plural(trials.length, 'trial')} < ${PROMOTION_RULE.minTrials}`);
  if (mean < PROMOTION_RULE.minMean - EPSILON) unmet.push(`mean ${fmt(mean)} < ${PROMOTION_RULE.minMean.toFixed(2)}`);
  if (min < PROMOTION_RULE.minWorst - EPSILON) unmet.push(`worst trial ${fmt(min)} < ${PROMOTION_RULE.minWorst.toFixed(2)}`);
  if (!(mean > baselineMean + EPSILON)) unmet.push(`mean ${fmt(mean)} does not beat the baseline's ${fmt(baselineMean)}`);
  return { promoted: unmet.length === 0, trials: trials.length, mean_pass_rate: mean, min_pass_rate: min, baseline_mean_pass_rate: baselineMean, unmet };
}
