import { parseBoolean } from '../config/boolean.js';

/**
 * The user's limits, named as the action's inputs and the command line's flags. `null` means
 * no limit. Only `max-binding-errors` has one by default: a report whose references do not
 * bind is broken, whatever a verifier says about it.
 */
export interface Thresholds {
  'max-binding-errors': number | null;
  'max-contradicted': number | null;
  'max-high-confidence-unsupported': number | null;
  'max-insufficient': number | null;
  'max-unverifiable': number | null;
  'max-ungrounded-numbers': number | null;
  'max-provenance-not-found': number | null;
  'max-provenance-unreachable': number | null;
  'min-coverage': number | null;
  'min-exact-quote-ratio': number | null;
  'fail-on-unavailable': boolean;
}

export type ThresholdName = keyof Thresholds;

/** Checks that measure provenance: they exist only in a run with `provenance: check`. */
export const PROVENANCE_THRESHOLDS: readonly ThresholdName[] = ['max-provenance-not-found', 'max-provenance-unreachable'];

export const DEFAULT_THRESHOLDS: Thresholds = {
  'max-binding-errors': 0,
  'max-contradicted': null,
  'max-high-confidence-unsupported': null,
  'max-insufficient': null,
  'max-unverifiable': null,
  'max-ungrounded-numbers': null,
  'max-provenance-not-found': null,
  'max-provenance-unreachable': null,
  'min-coverage': null,
  'min-exact-quote-ratio': null,
  'fail-on-unavailable': false,
};

export const THRESHOLD_NAMES = Object.keys(DEFAULT_THRESHOLDS) as ThresholdName[];

/** Ratios are in [0, 1]; counts are whole numbers from 0. */
export function isRatioThreshold(name: ThresholdName): boolean {
  return name.startsWith('min-');
}

/**
 * Parses one threshold as a user wrote it (an action input or a flag value); '' or `none` means
 * no limit.
 * Returns an error message for anything else than a valid value.
 */
export function parseThreshold(name: ThresholdName, raw: string): { value: number | boolean | null } | { error: string } {
  const text = raw.trim();
  if (name === 'fail-on-unavailable') {
    const value = text === '' ? false : parseBoolean(text);
    if (value !== undefined) return { value };
    return { error: `${name} must be true or false, not ${JSON.stringify(raw)}` };
  }
  if (text === '' || text.toLowerCase() === 'none') return { value: null };
  const value = Number(text);
  if (isRatioThreshold(name)) {
    if (!Number.isFinite(value) || value < 0 || value > 1) return { error: `${name} must be a ratio from 0 to 1, not ${JSON.stringify(raw)}` };
  } else if (!Number.isInteger(value) || value < 0) {
    return { error: `${name} must be a whole number from 0, not ${JSON.stringify(raw)}` };
  }
  return { value };
}
