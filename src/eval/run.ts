// Running a verifier over the evaluation set: the model through the same adapter, packing and
// binding as `citegate check`, or the baseline. Scoring and the decision are pure (score.ts,
// promote.ts); this file only sequences them.
import type { ProgressEvent } from '../semantic/progress.js';
import { toResult } from '../semantic/answers.js';
import { VERIFIER_VERSION } from '../semantic/prompt.js';
import type { ChatProvider } from '../semantic/provider.js';
import { askModel } from '../semantic/requests.js';
import { baselineResult, BASELINE_VERSION } from './baseline.js';
import { caseIndex, type EvalCaseSet } from './cases.js';
import { decidePromotion, passRate, type PromotionDecision } from './promote.js';
import { CHECKS, scoreCase, type CaseScore, type Check } from './score.js';

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
  promotion: PromotionDecision;
}

export interface ModelEvalOptions {
  provider: ChatProvider;
  model: string;
  batchSize: number;
  concurrency: number;
  date: string;
  progress?: (event: ProgressEvent) => void;
}

export async function modelTrial(cases: EvalCaseSet, trial: number, options: ModelEvalOptions): Promise<Trial> {
  const indexes = cases.cases.map(caseIndex);
  const asked = await askModel(
    indexes.map((index) => ({ index, pairs: index.pairs })),
    { provider: options.provider, batchSize: options.batchSize, concurrency: options.concurrency, verifierVersion: VERIFIER_VERSION, date: options.date, ...(options.progress ? { progress: options.progress } : {}) },
  );
  const scores = cases.cases.map((entry, at) => {
    const answers = asked.tallies[at]?.answers ?? [];
    // The answer naming this case's pair; else whatever was routed here, for the diagnostics.
    const answer = answers.find((item) => item.claim_id === entry.claim.id && item.evidence_id === entry.evidence.id) ?? answers[0];
    return scoreCase(entry, answer ? toResult(indexes[at]!, answer, VERIFIER_VERSION) : null);
  });
  return trialOf(trial, scores, asked.requests, asked.retries, asked.failures);
}

export function baselineTrial(cases: EvalCaseSet, trial: number): Trial {
  return trialOf(trial, cases.cases.map((entry) => scoreCase(entry, baselineResult(entry))), 0, 0, []);
}

function trialOf(trial: number, cases: CaseScore[], requests: number, retries: number, failures: string[]): Trial {
  const passed = cases.filter((score) => score.passed).length;
  return { trial, passed, total: cases.length, pass_rate: passRate({ passed, total: cases.length }), requests, retries, failures, cases };
}

/** The artifact: every trial, the rates, the failed checks counted, and the decision. */
export function evalReport(cases: EvalCaseSet, trials: Trial[], verifier: 'model' | 'baseline', model: string | null, date: string): EvalReport {
  const baseline = baselineTrial(cases, 1);
  const promotion = decidePromotion(trials, baseline.pass_rate);
  const failed_checks = Object.fromEntries(CHECKS.map((check) => [check, trials.reduce((sum, trial) => sum + trial.cases.filter((score) => !score.checks[check]).length, 0)])) as Record<Check, number>;
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
    promotion,
  };
}
