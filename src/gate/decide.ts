import type { Totals } from '../results/types.js';
import { isRatioThreshold, THRESHOLD_NAMES, type ThresholdName, type Thresholds } from './thresholds.js';

export interface GateCheck {
  name: ThresholdName;
  /** null: no limit set, the check always passes and only reports its value. */
  limit: number | boolean | null;
  value: number | boolean;
  passed: boolean;
}

export interface GateDecision {
  passed: boolean;
  checks: GateCheck[];
}

// A measure that returns undefined has nothing to measure this run: its check is left out.
const MEASURES: Record<ThresholdName, (totals: Totals) => number | boolean | undefined> = {
  'max-binding-errors': (totals) => totals.binding_errors,
  'max-contradicted': (totals) => totals.contradicted,
  'max-high-confidence-unsupported': (totals) => totals.high_confidence_unsupported,
  'max-insufficient': (totals) => totals.insufficient,
  'max-unverifiable': (totals) => totals.unverifiable,
  'max-ungrounded-numbers': (totals) => totals.ungrounded_numbers,
  'max-provenance-not-found': (totals) => totals.provenance && totals.provenance.not_found + totals.provenance.gone,
  'max-provenance-unreachable': (totals) => totals.provenance && totals.provenance.blocked + totals.provenance.unreachable,
  'min-coverage': (totals) => totals.coverage_ratio,
  'min-exact-quote-ratio': (totals) => totals.exact_quote_ratio,
  'fail-on-unavailable': (totals) => totals.unavailable_reports > 0,
};

/** `null` and `fail-on-unavailable: false` both mean the check only reports its value. */
export function isLimitSet(limit: GateCheck['limit']): limit is number | true {
  return limit !== null && limit !== false;
}

function passes(name: ThresholdName, limit: number | boolean | null, value: number | boolean): boolean {
  if (!isLimitSet(limit)) return true;
  if (limit === true) return value === false;
  return isRatioThreshold(name) ? (value as number) >= limit : (value as number) <= limit;
}

/**
 * Every check over the totals of all reports; the gate passes when all of them do. The
 * provenance checks are there only when provenance ran (the shells warn when a provenance
 * limit is set with `provenance: off`).
 */
export function decide(totals: Totals, thresholds: Thresholds): GateDecision {
  const checks = THRESHOLD_NAMES.flatMap((name): GateCheck[] => {
    const limit = thresholds[name];
    const value = MEASURES[name](totals);
    return value === undefined ? [] : [{ name, limit, value, passed: passes(name, limit, value) }];
  });
  return { passed: checks.every((check) => check.passed), checks };
}
