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
  /** Every rule applied, in order: the reference rule's four conditions, then the optional ones set. */
  rules?: RuleOutcome[];
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
  const decision: PromotionDecision = { promoted: unmet.length === 0, trials: trials.length, mean_pass_rate: mean, min_pass_rate: min, baseline_mean_pass_rate: baselineMean, unmet };
  return { ...decision, rules: referenceRules(decision) };
}

/** One condition of the decision: what it asks, what the run had, and whether it held. */
export interface RuleOutcome {
  rule: 'trials' | 'mean_pass_rate' | 'worst_trial' | 'beats_baseline' | 'macro_f1' | 'false_contradiction_rate' | 'trial_agreement';
  /** The reference rule of semantics.md, or an optional rule the user asked for. */
  source: 'reference' | 'option';
  requirement: string;
  value: string;
  passed: boolean;
}

const fmt = (value: number) => value.toFixed(3);

/** The optional rules (`--min-macro-f1`, `--max-false-contradictions`, `--min-trial-agreement`); unset: not applied. */
export interface MetricThresholds {
  minMacroF1: number | null;
  maxFalseContradictions: number | null;
  minTrialAgreement: number | null;
}

export const NO_METRIC_THRESHOLDS: MetricThresholds = { minMacroF1: null, maxFalseContradictions: null, minTrialAgreement: null };

/** The figures the optional rules read (point estimates over all trials). */
export interface RuleFigures {
  macroF1: number;
  falseContradictionRate: number | null;
  trialAgreement: number | null;
}

/** The reference rule's conditions, one by one, as decidePromotion judged them. */
export function referenceRules(decision: PromotionDecision): RuleOutcome[] {
  return [
    { rule: 'trials', source: 'reference', requirement: `at least ${PROMOTION_RULE.minTrials} trials`, value: String(decision.trials), passed: decision.trials >= PROMOTION_RULE.minTrials },
    { rule: 'mean_pass_rate', source: 'reference', requirement: `mean pass rate >= ${PROMOTION_RULE.minMean.toFixed(2)}`, value: fmt(decision.mean_pass_rate), passed: decision.mean_pass_rate >= PROMOTION_RULE.minMean - EPSILON },
    { rule: 'worst_trial', source: 'reference', requirement: `worst trial >= ${PROMOTION_RULE.minWorst.toFixed(2)}`, value: fmt(decision.min_pass_rate), passed: decision.min_pass_rate >= PROMOTION_RULE.minWorst - EPSILON },
    { rule: 'beats_baseline', source: 'reference', requirement: `mean above the baseline's ${fmt(decision.baseline_mean_pass_rate)}`, value: fmt(decision.mean_pass_rate), passed: decision.mean_pass_rate > decision.baseline_mean_pass_rate + EPSILON },
  ];
}

/** The optional rules the user set, judged on the run's figures, each with its unmet text when it failed. */
export function metricRules(figures: RuleFigures, thresholds: MetricThresholds): { outcome: RuleOutcome; unmet: string | null }[] {
  const out: { outcome: RuleOutcome; unmet: string | null }[] = [];
  const judge = (rule: RuleOutcome['rule'], name: string, value: number | null, missing: string, limit: number, at: 'least' | 'most') => {
    const passed = value !== null && (at === 'least' ? value >= limit - EPSILON : value <= limit + EPSILON);
    const shown = value === null ? `n/a (${missing})` : fmt(value);
    const outcome: RuleOutcome = { rule, source: 'option', requirement: `${name} ${at === 'least' ? '>=' : '<='} ${limit}`, value: shown, passed };
    out.push({ outcome, unmet: passed ? null : value === null ? `${name} ${shown}` : `${name} ${shown} ${at === 'least' ? '<' : '>'} ${limit}` });
  };
  if (thresholds.minMacroF1 !== null) judge('macro_f1', 'macro-F1', figures.macroF1, 'no pairs', thresholds.minMacroF1, 'least');
  if (thresholds.maxFalseContradictions !== null) judge('false_contradiction_rate', 'false-contradiction rate', figures.falseContradictionRate, 'no gold supports pair', thresholds.maxFalseContradictions, 'most');
  if (thresholds.minTrialAgreement !== null) judge('trial_agreement', 'trial agreement', figures.trialAgreement, 'needs at least 2 trials', thresholds.minTrialAgreement, 'least');
  return out;
}

/** The decision with the optional rules added: promoted only when every applied rule holds. */
export function withMetricRules(decision: PromotionDecision, figures: RuleFigures, thresholds: MetricThresholds): PromotionDecision {
  const extra = metricRules(figures, thresholds);
  return {
    ...decision,
    promoted: decision.promoted && extra.every(({ outcome }) => outcome.passed),
    rules: [...(decision.rules ?? referenceRules(decision)), ...extra.map(({ outcome }) => outcome)],
    unmet: [...decision.unmet, ...extra.flatMap(({ unmet }) => (unmet === null ? [] : [unmet]))],
  };
}
