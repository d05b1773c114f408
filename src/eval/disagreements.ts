// The cases the verifier got most wrong, for a person to read. Pure.
import type { Verdict } from '../report/schema.js';
import type { CaseSet } from './cases.js';
import type { ScoredTrial } from './score.js';

export const WORST_DISAGREEMENTS = 20;

/** Worst first: the errors a blocking gate pays for, then other wrong verdicts, then missing answers. */
export const DISAGREEMENT_KINDS = [
  'false_contradiction',
  'missed_contradiction',
  'wrong_verdict',
  'no_answer',
] as const;
export type DisagreementKind = (typeof DISAGREEMENT_KINDS)[number];

export interface Disagreement {
  case_id: string;
  kind: DisagreementKind;
  gold: Verdict;
  /** The answer of each trial, in trial order (null: no answer). */
  verdicts: (Verdict | null)[];
  /** Trials whose answer was not the gold label. */
  wrong_trials: number;
  claim: string;
  excerpt: string;
  /** From the first wrong trial that answered. */
  quote: string | null;
  confidence: number | null;
}

export function worstDisagreements(
  cases: CaseSet,
  trials: readonly ScoredTrial[],
  limit = WORST_DISAGREEMENTS,
): Disagreement[] {
  const found: (Disagreement & { order: number })[] = [];
  cases.cases.forEach((entry, order) => {
    const gold = entry.expectation.verdict;
    const scores = trials.map((trial) => trial.cases[order]);
    const verdicts = scores.map((score) => score?.verdict ?? null);
    const wrong = scores.filter((score) => score?.verdict !== gold);
    if (wrong.length === 0) return;
    const answered = wrong.find((score) => score?.verdict != null);
    const kind: DisagreementKind = verdicts.some((verdict) => gold === 'supports' && verdict === 'contradicts')
      ? 'false_contradiction'
      : verdicts.some((verdict) => gold === 'contradicts' && verdict === 'supports')
        ? 'missed_contradiction'
        : answered
          ? 'wrong_verdict'
          : 'no_answer';
    found.push({
      order,
      case_id: entry.id,
      kind,
      gold,
      verdicts,
      wrong_trials: wrong.length,
      claim: entry.claim.statement,
      excerpt: entry.evidence.excerpt,
      quote: answered?.quote ?? null,
      confidence: answered?.confidence ?? null,
    });
  });
  found.sort(
    (a, b) =>
      DISAGREEMENT_KINDS.indexOf(a.kind) - DISAGREEMENT_KINDS.indexOf(b.kind) ||
      b.wrong_trials - a.wrong_trials ||
      (b.confidence ?? -1) - (a.confidence ?? -1) ||
      a.order - b.order,
  );
  return found.slice(0, limit).map(({ order: _order, ...rest }) => rest);
}
