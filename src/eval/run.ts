// Running a verifier over the evaluation set: the model through the same adapter, packing and
// binding as `citegate check`, or the baseline. Scoring, the figures and the decision are pure
// (score.ts, metrics.ts, bootstrap.ts, promote.ts, disagreements.ts); this file only sequences them.
import type { ProgressEvent } from '../semantic/progress.js';
import { toResult } from '../semantic/answers.js';
import { VERIFIER_VERSION } from '../semantic/prompt.js';
import type { ChatProvider } from '../semantic/provider.js';
import { askModel } from '../semantic/requests.js';
import { baselineResult, BASELINE_VERSION } from './baseline.js';
import { BOOTSTRAP_RESAMPLES, INTERVAL_LEVEL, intervalOf, stratifiedResamples, type Interval } from './bootstrap.js';
import { caseIndex, type CaseSet } from './cases.js';
import type { DatasetFormat, RowProblem } from './datasets/types.js';
import { worstDisagreements, type Disagreement } from './disagreements.js';
import { caseTallies, metricsOf, trialAgreement, type Metrics } from './metrics.js';
import {
  decidePromotion,
  NO_METRIC_THRESHOLDS,
  passRate,
  withMetricRules,
  type MetricThresholds,
  type PromotionDecision,
} from './promote.js';
import type { Stratum } from './sample.js';
import { appliedChecks, CHECKS, scoreCase, type CaseScore, type Check } from './score.js';

export interface TrialUsage {
  prompt_tokens: number;
  completion_tokens: number;
  /** Responses received, and how many of them reported token usage. */
  responses: number;
  responses_with_usage: number;
}

export interface Trial {
  trial: number;
  passed: number;
  total: number;
  pass_rate: number;
  requests: number;
  retries: number;
  /** Why requests failed (their cases fail); safe to print. */
  failures: string[];
  cases: CaseScore[];
  /** Tokens as the API's `usage` reported them (zero for the baseline). */
  usage: TrialUsage;
  /** Wall time of the trial's requests, in milliseconds (0 for the baseline). */
  wall_ms: number;
}

export interface DatasetInfo {
  format: DatasetFormat;
  /** As the user named them (SciFact: the claims file, then the corpus). */
  files: string[];
  /** Rows read from the main file, usable or not. */
  rows: number;
  /** Cases made from the usable rows, before any sample. */
  usable: number;
  /** Every row skipped, with its file, line and reason. */
  skipped: RowProblem[];
  /** `--sample N --seed S`: how many of each gold label were drawn; null: every usable row. */
  sample: { size: number; seed: number; strata: Stratum[] } | null;
}

export interface EvalMetrics {
  /** How the intervals were drawn: `resamples` stratified resamples of the cases, seeded. */
  bootstrap: { resamples: number; seed: number; level: number };
  /** Every trial's pairs pooled, with 95% intervals. */
  overall: Metrics & {
    intervals: {
      pass_rate: Interval | null;
      macro_f1: Interval | null;
      false_contradiction_rate: Interval | null;
      missed_contradiction_rate: Interval | null;
    };
  };
  per_trial: (Metrics & { trial: number })[];
  /** The share of cases given the same answer in every trial; null with one trial. */
  trial_agreement: number | null;
}

export interface EvalCost {
  prompt_tokens: number;
  completion_tokens: number;
  responses: number;
  responses_with_usage: number;
  /** Logical requests (a retried request counts once) and the retries on top. */
  requests: number;
  retries: number;
  /** Pairs sent to the model over all trials. */
  pairs: number;
  wall_ms: number;
  /** Per 100 pairs sent; null for the baseline, which sends none. */
  per_100_pairs: { prompt_tokens: number; completion_tokens: number; requests: number; wall_ms: number } | null;
}

export interface EvalReport {
  version: 1;
  verifier: 'model' | 'baseline';
  model: string | null;
  verifier_version: string;
  cases_version: string;
  case_count: number;
  date: string;
  trials: Trial[];
  mean_pass_rate: number;
  min_pass_rate: number;
  baseline_mean_pass_rate: number;
  /** How often each check failed, over every case of every trial. */
  failed_checks: Record<Check, number>;
  /** Checks no case has gold data for (a dataset has no gold quote or limitation terms): not applied. */
  checks_left_out: Check[];
  promotion: PromotionDecision;
  /** The dataset the cases came from; null for the reference cases and `--cases`. */
  dataset: DatasetInfo | null;
  metrics: EvalMetrics;
  cost: EvalCost;
  /** The cases the verifier got most wrong, worst first (texts included: the HTML report shows them). */
  worst_disagreements: Disagreement[];
}

export interface ModelEvalOptions {
  provider: ChatProvider;
  model: string;
  batchSize: number;
  concurrency: number;
  date: string;
  progress?: (event: ProgressEvent) => void;
  /** Milliseconds, for the trial's wall time; injectable for tests. */
  clock?: () => number;
}

export async function modelTrial(cases: CaseSet, trial: number, options: ModelEvalOptions): Promise<Trial> {
  const clock = options.clock ?? (() => performance.now());
  const indexes = cases.cases.map(caseIndex);
  const started = clock();
  const asked = await askModel(
    indexes.map((index) => ({ index, pairs: index.pairs })),
    {
      provider: options.provider,
      batchSize: options.batchSize,
      concurrency: options.concurrency,
      verifierVersion: VERIFIER_VERSION,
      date: options.date,
      shareRequests: true,
      ...(options.progress ? { progress: options.progress } : {}),
    },
  );
  const wall = clock() - started;
  const scores = cases.cases.map((entry, at) => {
    const answers = asked.tallies[at]?.answers ?? [];
    // The answer naming this case's pair; else whatever was routed here, for the diagnostics.
    const answer =
      answers.find((item) => item.claim_id === entry.claim.id && item.evidence_id === entry.evidence.id) ?? answers[0];
    return scoreCase(entry, answer ? toResult(indexes[at]!, answer, VERIFIER_VERSION) : null);
  });
  const { usage } = asked;
  return trialOf(trial, scores, asked.requests, asked.retries, asked.failures, {
    usage: {
      prompt_tokens: usage.prompt_tokens,
      completion_tokens: usage.completion_tokens,
      responses: usage.responses,
      responses_with_usage: usage.reported,
    },
    wall_ms: Math.round(wall),
  });
}

const NO_USAGE: TrialUsage = { prompt_tokens: 0, completion_tokens: 0, responses: 0, responses_with_usage: 0 };

export function baselineTrial(cases: CaseSet, trial: number): Trial {
  return trialOf(
    trial,
    cases.cases.map((entry) => scoreCase(entry, baselineResult(entry))),
    0,
    0,
    [],
    { usage: NO_USAGE, wall_ms: 0 },
  );
}

function trialOf(
  trial: number,
  cases: CaseScore[],
  requests: number,
  retries: number,
  failures: string[],
  cost: { usage: TrialUsage; wall_ms: number },
): Trial {
  const passed = cases.filter((score) => score.passed).length;
  return {
    trial,
    passed,
    total: cases.length,
    pass_rate: passRate({ passed, total: cases.length }),
    requests,
    retries,
    failures,
    cases,
    ...cost,
  };
}

export interface ReportOptions {
  /** Seeds the bootstrap (the sample's seed when there is one); default 1. */
  seed?: number;
  resamples?: number;
  thresholds?: MetricThresholds;
  dataset?: DatasetInfo | null;
}

/** The artifact: every trial, the rates, the figures with their intervals, the cost and the decision. */
export function evalReport(
  cases: CaseSet,
  trials: Trial[],
  verifier: 'model' | 'baseline',
  model: string | null,
  date: string,
  options: ReportOptions = {},
): EvalReport {
  const baseline = baselineTrial(cases, 1);
  const metrics = evalMetrics(trials, options.seed ?? 1, options.resamples ?? BOOTSTRAP_RESAMPLES);
  const promotion = withMetricRules(
    decidePromotion(trials, baseline.pass_rate),
    {
      macroF1: metrics.overall.macro_f1,
      falseContradictionRate: metrics.overall.false_contradiction_rate,
      trialAgreement: metrics.trial_agreement,
    },
    options.thresholds ?? NO_METRIC_THRESHOLDS,
  );
  const failed_checks = Object.fromEntries(
    CHECKS.map((check) => [
      check,
      trials.reduce((sum, trial) => sum + trial.cases.filter((score) => !score.checks[check]).length, 0),
    ]),
  ) as Record<Check, number>;
  const applied = new Set(cases.cases.flatMap(appliedChecks));
  return {
    version: 1,
    verifier,
    model,
    verifier_version: verifier === 'model' ? VERIFIER_VERSION : BASELINE_VERSION,
    cases_version: cases.version,
    case_count: cases.cases.length,
    date,
    trials,
    mean_pass_rate: promotion.mean_pass_rate,
    min_pass_rate: promotion.min_pass_rate,
    baseline_mean_pass_rate: promotion.baseline_mean_pass_rate,
    failed_checks,
    checks_left_out: CHECKS.filter((check) => !applied.has(check)),
    promotion,
    dataset: options.dataset ?? null,
    metrics,
    cost: evalCost(trials, verifier),
    worst_disagreements: worstDisagreements(cases, trials),
  };
}

function evalMetrics(trials: readonly Trial[], seed: number, resamples: number): EvalMetrics {
  const tallies = caseTallies(trials);
  const overall = metricsOf(tallies);
  const draws = stratifiedResamples(
    tallies.map((tally) => tally.gold),
    tallies.length === 0 ? 0 : resamples,
    seed,
  );
  // One pass per resample gives every statistic its value.
  const drawn = draws.map((indices) => metricsOf(tallies, indices, overall.macro_f1_verdicts));
  const interval = (statistic: (metrics: Metrics) => number | null) => intervalOf(drawn.map(statistic));
  return {
    bootstrap: { resamples: draws.length, seed, level: INTERVAL_LEVEL },
    overall: {
      ...overall,
      intervals: {
        pass_rate: interval((metrics) => metrics.pass_rate),
        macro_f1: interval((metrics) => metrics.macro_f1),
        false_contradiction_rate: interval((metrics) => metrics.false_contradiction_rate),
        missed_contradiction_rate: interval((metrics) => metrics.missed_contradiction_rate),
      },
    },
    per_trial: trials.map((trial) => ({ trial: trial.trial, ...metricsOf(caseTallies([trial])) })),
    trial_agreement: trialAgreement(tallies),
  };
}

function evalCost(trials: readonly Trial[], verifier: 'model' | 'baseline'): EvalCost {
  const sum = (pick: (trial: Trial) => number) => trials.reduce((total, trial) => total + pick(trial), 0);
  const pairs = verifier === 'model' ? sum((trial) => trial.total) : 0;
  const cost = {
    prompt_tokens: sum((trial) => trial.usage.prompt_tokens),
    completion_tokens: sum((trial) => trial.usage.completion_tokens),
    responses: sum((trial) => trial.usage.responses),
    responses_with_usage: sum((trial) => trial.usage.responses_with_usage),
    requests: sum((trial) => trial.requests),
    retries: sum((trial) => trial.retries),
    pairs,
    wall_ms: sum((trial) => trial.wall_ms),
  };
  const per100 = (value: number) => Math.round((value / pairs) * 100 * 10) / 10;
  return {
    ...cost,
    per_100_pairs:
      pairs === 0
        ? null
        : {
            prompt_tokens: per100(cost.prompt_tokens),
            completion_tokens: per100(cost.completion_tokens),
            requests: per100(cost.requests),
            wall_ms: per100(cost.wall_ms),
          },
  };
}
