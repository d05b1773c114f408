// The results file's `verdict_trust` section and the verdicts a pull request's trust rule set
// aside (docs/security.md).
import type { Verdict } from '../report/schema.js';
import type { ResultSource, VerificationSummary } from './verification.js';

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
  /**
   * Of the verdicts set aside, those that count unconfirmed: a `contradicts` or `insufficient`
   * that no answer of the model matches or exceeds. They can only make the gate stricter.
   */
  unconfirmed: number;
  /**
   * Findings (`contradicts`, `insufficient`) committed at the base for claims and evidence the pull
   * request left unchanged, which it removed or changed: they still count (`reports[].kept_from_base`).
   */
  kept_from_base: number;
}

/** A finding committed at the base that still counts, though the pull request removed or changed it. */
export interface KeptFromBase {
  claim_id: string;
  evidence_id: string;
  verdict: Verdict;
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
  /**
   * It counts, unconfirmed: a `contradicts` or `insufficient` that no answer matches or exceeds,
   * so it is its pair's verdict (beside a milder answer). False: it counts as no verdict
   * (a `supports` or `unverifiable` with no answer), or the answer replaced it.
   */
  counted: boolean;
}

/**
 * A report without the verdicts it counts unconfirmed: its summary, and the claims and pairs
 * whose verdict is then different. The gate is decided on the report with them and on this,
 * and fails where either fails (src/gate/strictest.ts).
 */
export interface WithoutUnconfirmed {
  summary: VerificationSummary;
  claims: { id: string; verdict: Verdict }[];
  pairs: {
    claim_id: string;
    evidence_id: string;
    verdict: Verdict | null;
    quote: string | null;
    source: ResultSource | null;
  }[];
}
