// The results file's `verdict_trust` section and the verdicts a pull request's trust rule set
// aside (docs/security.md).
import type { Verdict } from '../report/schema.js';

/**
 * Which committed verdicts counted (docs/security.md). `base`: on a pull request (or with
 * `--base`) only those identical to one at the base commit; `all`: every one as written.
 */
export interface VerdictTrustSection {
  rule: 'base' | 'all';
  /** The rule `base` had a base to compare with; false: no pull request (or --base), every committed verdict counted. */
  applied: boolean;
  base_sha: string | null;
  /** Why no committed verdict could be matched (the base could not be read), else null. */
  note: string | null;
  /** Committed verdicts set aside over all reports (`reports[].set_aside`). */
  set_aside: number;
  /** Of them, pairs the model (or the cache) answered this run. */
  asked_again: number;
  /** Of those, answers whose verdict differs from the committed one. */
  disagreed: number;
}

/** Why a committed verdict was set aside. */
export type SetAsideReason = 'not_at_base' | 'report_not_at_base' | 'base_unreadable';

/** A committed verdict the trust rule set aside, and what the run found for its pair instead. */
export interface SetAsideVerdict {
  claim_id: string;
  evidence_id: string;
  /** The verdict as committed. */
  verdict: Verdict;
  /** Where it is written, when in a verdict file (absent: a pipeline envelope's own result). */
  written_in?: { file: string; line: number };
  reason: SetAsideReason;
  /** The verdict the model (or the cache) gave the pair this run; null: none, the pair has no verdict. */
  answer: { verdict: Verdict; source: 'cache' | 'provider' } | null;
}
