// The gate of a run in which verdicts a pull request adds count unconfirmed (docs/security.md,
// src/check/unconfirmed.ts). They may make the gate stricter, never looser: it is decided on the
// reports with them and without them, and each check passes only where it passes both ways. A
// forged `contradicts` that moves a claim out of max-unverifiable's or max-insufficient's count,
// or a verdict that adds to the coverage, cannot make a check pass that fails without it.
import { isLimitSet, type GateCheck, type GateDecision } from './decide.js';
import { isRatioThreshold, type ThresholdName } from './thresholds.js';

/** The value that holds more against the pull request: more problems, a lower ratio, `true` for a yes/no check. */
export function worseValue(name: ThresholdName, a: number | boolean, b: number | boolean): number | boolean {
  if (typeof a === 'boolean' || typeof b === 'boolean') return a === true || b === true;
  return isRatioThreshold(name) ? Math.min(a, b) : Math.max(a, b);
}

/**
 * One check decided both ways: it passes only when it passes with the unconfirmed verdicts and
 * without them, and shows the worse value (with the other beside it, when they differ).
 */
export function strictestCheck(withThem: GateCheck, withoutThem: GateCheck): GateCheck {
  // A check with no limit always passes: it shows the value the reports' totals show.
  if (!isLimitSet(withThem.limit)) return withThem;
  const value = worseValue(withThem.name, withThem.value, withoutThem.value);
  // The view whose value is shown lends what goes with it (its count of waived problems, its value over all problems).
  const shown = value === withThem.value ? withThem : withoutThem;
  const { unconfirmed: _, ...plain } = shown;
  const allValue =
    withThem.all_value !== undefined && withoutThem.all_value !== undefined
      ? { all_value: worseValue(withThem.name, withThem.all_value, withoutThem.all_value) }
      : {};
  return {
    ...plain,
    value,
    ...allValue,
    passed: withThem.passed && withoutThem.passed,
    ...(withThem.value === withoutThem.value
      ? {}
      : { unconfirmed: { with: withThem.value, without: withoutThem.value } }),
  };
}

/**
 * The gate decided with the unconfirmed verdicts and without them: it fails where either fails.
 * Both decisions come from the same thresholds over reports that differ only in verdicts, so
 * they hold the same checks in the same order.
 */
export function strictest(withThem: GateDecision, withoutThem: GateDecision): GateDecision {
  const without = new Map(withoutThem.checks.map((check) => [check.name, check]));
  const checks = withThem.checks.map((check) => {
    const other = without.get(check.name);
    return other ? strictestCheck(check, other) : check;
  });
  // A check only one way decides (none today: both count the same measures) still counts.
  for (const check of withoutThem.checks) if (!checks.some((each) => each.name === check.name)) checks.push(check);
  return { ...withThem, checks, passed: checks.every((check) => check.passed) };
}

/** A check's value with the unconfirmed verdicts and without them: both `value` when they agree. */
export function valuesBothWays(check: GateCheck): { with: number | boolean; without: number | boolean } {
  return check.unconfirmed ?? { with: check.value, without: check.value };
}
