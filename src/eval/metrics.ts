// The figures beyond one pass rate: the confusion matrix of gold label x model verdict, per-verdict
// precision, recall and F1, macro-F1, the two costly error rates, and agreement between trials.
// Pure. Every figure is computed from per-case tallies, so a trial, all trials and a bootstrap
// resample go through the same code.
import { Verdict } from '../report/schema.js';
import type { ScoredTrial } from './score.js';

export const VERDICTS = Verdict.options;
/** What the model said about a pair: a verdict, or `none` when no answer came back for it. */
export type Answer = Verdict | 'none';
export const ANSWERS: readonly Answer[] = [...VERDICTS, 'none'];

/** Rows: the gold label; columns: the model's answer. */
export type ConfusionMatrix = Record<Verdict, Record<Answer, number>>;

/** One case over some trials: its gold label, how often each answer was given, how often it passed. */
export interface CaseTally {
  gold: Verdict;
  answers: Record<Answer, number>;
  passed: number;
  trials: number;
}

export interface VerdictScores {
  /** Pairs with this gold label, and pairs the model gave this verdict. */
  gold: number;
  predicted: number;
  correct: number;
  /** null when the model never gave this verdict. */
  precision: number | null;
  /** null when no pair has this gold label. */
  recall: number | null;
  /** 2·correct / (gold + predicted); null when both are 0. */
  f1: number | null;
}

export interface Metrics {
  pairs: number;
  passed: number;
  pass_rate: number;
  confusion: ConfusionMatrix;
  per_verdict: Record<Verdict, VerdictScores>;
  /** Mean F1 over `macro_f1_verdicts`, the gold labels present in the set. */
  macro_f1: number;
  macro_f1_verdicts: Verdict[];
  /** Gold `supports` pairs called `contradicts`: what a blocking gate costs a correct pull request. */
  false_contradictions: number;
  gold_supports: number;
  /** null when no pair is gold `supports`. */
  false_contradiction_rate: number | null;
  /** Gold `contradicts` pairs called `supports`. */
  missed_contradictions: number;
  gold_contradicts: number;
  missed_contradiction_rate: number | null;
}

function emptyAnswers(): Record<Answer, number> {
  return Object.fromEntries(ANSWERS.map((answer) => [answer, 0])) as Record<Answer, number>;
}

/** One tally per case over the given trials (the cases are in the same order in every trial). */
export function caseTallies(trials: readonly ScoredTrial[]): CaseTally[] {
  const first = trials[0]?.cases ?? [];
  return first.map((score, at) => {
    const answers = emptyAnswers();
    let passed = 0;
    for (const trial of trials) {
      const entry = trial.cases[at];
      if (!entry) continue;
      answers[entry.verdict ?? 'none']++;
      if (entry.passed) passed++;
    }
    return { gold: score.expected, answers, passed, trials: trials.length };
  });
}

/** The metrics of `tallies`; `indices` picks (and may repeat) cases, as a bootstrap resample does. */
export function metricsOf(
  tallies: readonly CaseTally[],
  indices?: readonly number[],
  macroVerdicts?: readonly Verdict[],
): Metrics {
  const confusion = Object.fromEntries(VERDICTS.map((gold) => [gold, emptyAnswers()])) as ConfusionMatrix;
  let passed = 0;
  let pairs = 0;
  const add = (tally: CaseTally) => {
    const row = confusion[tally.gold];
    for (const answer of ANSWERS) row[answer] += tally.answers[answer];
    passed += tally.passed;
    pairs += tally.trials;
  };
  if (indices) for (const at of indices) add(tallies[at] as CaseTally);
  else for (const tally of tallies) add(tally);

  const per_verdict = Object.fromEntries(
    VERDICTS.map((verdict) => {
      const gold = ANSWERS.reduce((sum, answer) => sum + confusion[verdict][answer], 0);
      const predicted = VERDICTS.reduce((sum, row) => sum + confusion[row][verdict], 0);
      const correct = confusion[verdict][verdict];
      const scores: VerdictScores = {
        gold,
        predicted,
        correct,
        precision: predicted === 0 ? null : correct / predicted,
        recall: gold === 0 ? null : correct / gold,
        f1: gold + predicted === 0 ? null : (2 * correct) / (gold + predicted),
      };
      return [verdict, scores];
    }),
  ) as Record<Verdict, VerdictScores>;

  const macro = macroVerdicts ?? VERDICTS.filter((verdict) => per_verdict[verdict].gold > 0);
  const macro_f1 =
    macro.length === 0 ? 0 : macro.reduce((sum, verdict) => sum + (per_verdict[verdict].f1 ?? 0), 0) / macro.length;
  const goldSupports = per_verdict.supports.gold;
  const goldContradicts = per_verdict.contradicts.gold;
  return {
    pairs,
    passed,
    pass_rate: pairs === 0 ? 0 : passed / pairs,
    confusion,
    per_verdict,
    macro_f1,
    macro_f1_verdicts: [...macro],
    false_contradictions: confusion.supports.contradicts,
    gold_supports: goldSupports,
    false_contradiction_rate: goldSupports === 0 ? null : confusion.supports.contradicts / goldSupports,
    missed_contradictions: confusion.contradicts.supports,
    gold_contradicts: goldContradicts,
    missed_contradiction_rate: goldContradicts === 0 ? null : confusion.contradicts.supports / goldContradicts,
  };
}

/** The share of cases given the same answer in every trial; null with fewer than 2 trials. */
export function trialAgreement(tallies: readonly CaseTally[]): number | null {
  if (tallies.length === 0 || (tallies[0]?.trials ?? 0) < 2) return null;
  const same = tallies.filter((tally) => ANSWERS.some((answer) => tally.answers[answer] === tally.trials)).length;
  return same / tallies.length;
}
