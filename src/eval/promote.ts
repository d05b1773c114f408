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
  rules: RuleOutcome[];
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
  const rules = referenceRules(trials.length, mean, min, baselineMean);
  return {
    promoted: rules.every(({ outcome }) => outcome.passed),
    trials: trials.length,
    mean_pass_rate: mean,
    min_pass_rate: min,
    baseline_mean_pass_rate: baselineMean,
    unmet: unmetOf(rules),
    rules: rules.map(({ outcome }) => outcome),
  };
}

/** One condition of the decision: what it asks, what the run had, and whether it held. */
export interface RuleOutcome {
  rule:
    | 'trials'
    | 'mean_pass_rate'
    | 'worst_trial'
    | 'beats_baseline'
    | 'macro_f1'
    | 'false_contradiction_rate'
    | 'trial_agreement';
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

export const NO_METRIC_THRESHOLDS: MetricThresholds = {
  minMacroF1: null,
  maxFalseContradictions: null,
  minTrialAgreement: null,
};

/** The figures the optional rules read (point estimates over all trials). */
export interface RuleFigures {
  macroF1: number;
  falseContradictionRate: number | null;
  trialAgreement: number | null;
}

/** A rule judged, with its unmet text when it failed (null when it held). */
interface Judged {
  outcome: RuleOutcome;
  unmet: string | null;
}

function judged(
  rule: RuleOutcome['rule'],
  source: RuleOutcome['source'],
  requirement: string,
  value: string,
  passed: boolean,
  unmet: string,
): Judged {
  return { outcome: { rule, source, requirement, value, passed }, unmet: passed ? null : unmet };
}

function unmetOf(rules: readonly Judged[]): string[] {
  return rules.flatMap(({ unmet }) => (unmet === null ? [] : [unmet]));
}

/** The reference rule's four conditions, one by one. */
function referenceRules(trials: number, mean: number, min: number, baselineMean: number): Judged[] {
  const { minTrials, minMean, minWorst } = PROMOTION_RULE;
  return [
    judged(
      'trials',
      'reference',
      `at least ${minTrials} trials`,
      String(trials),
      trials >= minTrials,
      `${plural(trials, 'trial')} < ${minTrials}`,
    ),
    judged(
      'mean_pass_rate',
      'reference',
      `mean pass rate >= ${minMean.toFixed(2)}`,
      fmt(mean),
      mean >= minMean - EPSILON,
      `mean ${fmt(mean)} < ${minMean.toFixed(2)}`,
    ),
    judged(
      'worst_trial',
      'reference',
      `worst trial >= ${minWorst.toFixed(2)}`,
      fmt(min),
      min >= minWorst - EPSILON,
      `worst trial ${fmt(min)} < ${minWorst.toFixed(2)}`,
    ),
    judged(
      'beats_baseline',
      'reference',
      `mean above the baseline's ${fmt(baselineMean)}`,
      fmt(mean),
      mean > baselineMean + EPSILON,
      `mean ${fmt(mean)} does not beat the baseline's ${fmt(baselineMean)}`,
    ),
  ];
}

/** The optional rules the user set, judged on the run's figures. */
function metricRules(figures: RuleFigures, thresholds: MetricThresholds): Judged[] {
  const out: Judged[] = [];
  const judge = (
    rule: RuleOutcome['rule'],
    name: string,
    value: number | null,
    missing: string,
    limit: number,
    at: 'least' | 'most',
  ) => {
    const passed = value !== null && (at === 'least' ? value >= limit - EPSILON : value <= limit + EPSILON);
    const shown = value === null ? `n/a (${missing})` : fmt(value);
    out.push(
      judged(
        rule,
        'option',
        `${name} ${at === 'least' ? '>=' : '<='} ${limit}`,
        shown,
        passed,
        value === null ? `${name} ${shown}` : `${name} ${shown} ${at === 'least' ? '<' : '>'} ${limit}`,
      ),
    );
  };
  if (thresholds.minMacroF1 !== null)
    judge('macro_f1', 'macro-F1', figures.macroF1, 'no pairs', thresholds.minMacroF1, 'least');
  if (thresholds.maxFalseContradictions !== null)
    judge(
      'false_contradiction_rate',
      'false-contradiction rate',
      figures.falseContradictionRate,
      'no gold supports pair',
      thresholds.maxFalseContradictions,
      'most',
    );
  if (thresholds.minTrialAgreement !== null)
    judge(
      'trial_agreement',
      'trial agreement',
      figures.trialAgreement,
      'needs at least 2 trials',
      thresholds.minTrialAgreement,
      'least',
    );
  return out;
}

/** The decision with the optional rules added: promoted only when every applied rule holds. */
export function withMetricRules(
  decision: PromotionDecision,
  figures: RuleFigures,
  thresholds: MetricThresholds,
): PromotionDecision {
  const extra = metricRules(figures, thresholds);
  return {
    ...decision,
    promoted: decision.promoted && extra.every(({ outcome }) => outcome.passed),
    rules: [...decision.rules, ...extra.map(({ outcome }) => outcome)],
    unmet: [...decision.unmet, ...unmetOf(extra)],
  };
}
