import { PROVENANCE_PROBLEM_STATUSES } from '../results/provenance-records.js';
import { REFERENCE_PROBLEM_STATUSES } from '../results/reference-records.js';
import type { ProvenanceStatus, ReferenceStatus, Totals } from '../results/types.js';
import type { GateCheck, GateDecision, ThresholdName, Thresholds } from '../results/gate-section.js';
import { isRatioThreshold, THRESHOLD_NAMES } from './thresholds.js';

// The decision is the results file's `gate` section, so its types are defined there (src/results/).
export type { GateCheck, GateDecision, GateOn } from '../results/gate-section.js';

/** Records with one of `statuses` (the same ones the base comparison makes problems of); undefined without provenance. */
export function provenanceCount(totals: Totals, statuses: readonly ProvenanceStatus[]): number | undefined {
  const counts = totals.provenance;
  return counts && statuses.reduce((sum, status) => sum + counts[status], 0);
}

/** Records with one of `statuses` (the same ones the base comparison makes problems of); undefined without reference checking. */
export function referenceCount(totals: Totals, statuses: readonly ReferenceStatus[]): number | undefined {
  const counts = totals.references;
  return counts && statuses.reduce((sum, status) => sum + counts[status], 0);
}

// A measure that returns undefined has nothing to measure this run: its check is left out.
const MEASURES: Record<ThresholdName, (totals: Totals) => number | boolean | undefined> = {
  'max-binding-errors': (totals) => totals.binding_errors,
  'max-contradicted': (totals) => totals.contradicted,
  'max-high-confidence-unsupported': (totals) => totals.high_confidence_unsupported,
  'max-insufficient': (totals) => totals.insufficient,
  'max-unverifiable': (totals) => totals.unverifiable,
  'max-ungrounded-numbers': (totals) => totals.ungrounded_numbers,
  // Only runs with a report whose format raises notices have the check.
  'max-warnings': (totals) => totals.warnings,
  // Only runs with a Markdown or provider report (which have a census) have the check.
  'max-unread-markers': (totals) => totals.unread_markers,
  // Only runs with a record cited by URL alone (one that needs a snapshot) have these two checks.
  'max-no-source-text': (totals) => totals.no_source_text,
  'max-quotes-not-in-source': (totals) => totals.quotes_not_in_source,
  // Only runs that looked for uncited factual sentences (citation-recall) have the check.
  'max-uncited-claims': (totals) => totals.uncited_claims,
  'max-provenance-not-found': (totals) => provenanceCount(totals, PROVENANCE_PROBLEM_STATUSES.provenance_not_found),
  'max-provenance-unreachable': (totals) => provenanceCount(totals, PROVENANCE_PROBLEM_STATUSES.provenance_unreachable),
  'max-references-not-found': (totals) => referenceCount(totals, REFERENCE_PROBLEM_STATUSES.reference_not_found),
  'max-references-mismatch': (totals) => referenceCount(totals, REFERENCE_PROBLEM_STATUSES.reference_mismatch),
  'max-retracted': (totals) => referenceCount(totals, REFERENCE_PROBLEM_STATUSES.reference_retracted),
  'min-coverage': (totals) => totals.coverage_ratio,
  'min-exact-quote-ratio': (totals) => totals.exact_quote_ratio,
  'fail-on-unavailable': (totals) => totals.unavailable_reports > 0,
};

/** `null` and `fail-on-unavailable: false` both mean the check only reports its value. */
export function isLimitSet(limit: GateCheck['limit']): limit is number | true {
  return limit !== null && limit !== false;
}

export function passes(name: ThresholdName, limit: number | boolean | null, value: number | boolean): boolean {
  if (!isLimitSet(limit)) return true;
  if (limit === true) return value === false;
  return isRatioThreshold(name) ? (value as number) >= limit : (value as number) <= limit;
}

/**
 * `gate-on: new`: the new problems each check counts (from the base comparison), and the base's
 * totals for the ratios. A check with no count here (and no ratio) counts everything.
 */
export interface NewOnly {
  counts: Partial<Record<ThresholdName, number | boolean>>;
  baseTotals: Totals;
}

/**
 * Every check over the totals of all reports; the gate passes when all of them do. The
 * provenance checks are there only when provenance ran (the shells warn when a provenance
 * limit is set with `provenance: off`).
 */
export function decide(totals: Totals, thresholds: Thresholds, newOnly?: NewOnly): GateDecision {
  const checks = THRESHOLD_NAMES.flatMap((name): GateCheck[] => {
    const limit = thresholds[name];
    const value = MEASURES[name](totals);
    if (value === undefined) return [];
    const counted = newOnly?.counts[name];
    if (newOnly && counted !== undefined) {
      return [{ name, limit, value: counted, passed: passes(name, limit, counted), counted: 'new', all_value: value }];
    }
    if (newOnly && isRatioThreshold(name)) {
      // A ratio has no "new" part: the pull request fails it only by lowering it below the limit.
      const baseValue = MEASURES[name](newOnly.baseTotals) as number;
      const passed = passes(name, limit, value) || (value as number) >= baseValue;
      return [{ name, limit, value, passed, counted: 'new', base_value: baseValue }];
    }
    return [
      { name, limit, value, passed: passes(name, limit, value), ...(newOnly ? { counted: 'all' as const } : {}) },
    ];
  });
  return { passed: checks.every((check) => check.passed), checks, gate_on: newOnly ? 'new' : 'all' };
}
