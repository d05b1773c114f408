// The gate in the results file (`gate`): each check, named by its threshold, and the decision.
// Decided in src/gate/; defined here, with the results file they are part of.

/**
 * The user's limits, named as the action's inputs and the command line's flags. `null` means
 * no limit. Only `max-binding-errors` and `max-unread-markers` have one by default: a report
 * whose references do not bind, or whose citation marks cannot be read, is broken, whatever a
 * verifier says about it.
 */
export interface Thresholds {
  'max-binding-errors': number | null;
  'max-contradicted': number | null;
  'max-high-confidence-unsupported': number | null;
  'max-insufficient': number | null;
  'max-unverifiable': number | null;
  'max-ungrounded-numbers': number | null;
  'max-warnings': number | null;
  'max-unread-markers': number | null;
  'max-no-source-text': number | null;
  'max-quotes-not-in-source': number | null;
  'max-uncited-claims': number | null;
  'max-provenance-not-found': number | null;
  'max-provenance-unreachable': number | null;
  'max-references-not-found': number | null;
  'max-references-mismatch': number | null;
  'max-retracted': number | null;
  'min-coverage': number | null;
  'min-exact-quote-ratio': number | null;
  'fail-on-unavailable': boolean;
}

export type ThresholdName = keyof Thresholds;

export interface GateCheck {
  name: ThresholdName;
  /** null: no limit set, the check always passes and only reports its value. */
  limit: number | boolean | null;
  value: number | boolean;
  passed: boolean;
  /** With `gate-on: new`: `new` when `value` counts only the problems the pull request introduces. */
  counted?: 'all' | 'new';
  /** With `counted: new`: the value over every problem, old ones included. */
  all_value?: number | boolean;
  /** For a ratio under `gate-on: new`: the base's value; the check fails only below the limit and below this. */
  base_value?: number;
  /** Problems a waiver accepted: not in `value` (nor in `all_value`'s counterpart `value` under gate-on: new). */
  waived?: number;
  /**
   * Set when verdicts this pull request adds count unconfirmed and change this check's value
   * (src/gate/strictest.ts): its value with them and without them. `value` is the worse of the
   * two, and the check passes only where both pass.
   */
  unconfirmed?: { with: number | boolean; without: number | boolean };
}

export type GateOn = 'all' | 'new';

export interface GateDecision {
  passed: boolean;
  checks: GateCheck[];
  /** What the thresholds counted: every problem (`all`), or only the new ones (`new`, needs a base). */
  gate_on?: GateOn;
  /** Why `gate-on: new` counted everything (no pull request, no base). */
  gate_on_note?: string;
}
