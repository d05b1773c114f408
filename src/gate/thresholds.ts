import type { ThresholdName, Thresholds } from '../results/gate-section.js';
import { parseBoolean } from '../text/boolean.js';

// The results file names its checks by them, so they are defined with its types (src/results/).
export type { ThresholdName, Thresholds } from '../results/gate-section.js';

/** Checks that measure provenance: they exist only in a run with `provenance: check`. */
export const PROVENANCE_THRESHOLDS: readonly ThresholdName[] = [
  'max-provenance-not-found',
  'max-provenance-unreachable',
];

/** Checks that measure references: they exist only in a run with `references: check`. */
export const REFERENCE_THRESHOLDS: readonly ThresholdName[] = [
  'max-references-not-found',
  'max-references-mismatch',
  'max-retracted',
];

export const DEFAULT_THRESHOLDS: Thresholds = {
  'max-binding-errors': 0,
  'max-contradicted': null,
  'max-high-confidence-unsupported': null,
  'max-insufficient': null,
  'max-unverifiable': null,
  'max-ungrounded-numbers': null,
  'max-warnings': null,
  // 0: a citation mark citegate could not read is a citation nobody checked. Before the census
  // such marks were dangling citations (binding errors, limit 0) or were lost in silence; a
  // report whose citations are mostly unread must never pass as clean.
  'max-unread-markers': 0,
  // No limit: a Markdown report nobody has snapshotted yet has no source text for any pair, and
  // that is work to do (citegate snapshot), not a fault of the pull request.
  'max-no-source-text': null,
  // No limit, as for ungrounded numbers: quotation marks also set off titles and coined terms,
  // which a page need not contain word for word; a team that wants every quotation on its page sets 0.
  'max-quotes-not-in-source': null,
  // No limit: a sentence may state the report's own reasoning with a number in it.
  'max-uncited-claims': null,
  'max-provenance-not-found': null,
  'max-provenance-unreachable': null,
  'max-references-not-found': null,
  'max-references-mismatch': null,
  'max-retracted': null,
  'min-coverage': null,
  'min-exact-quote-ratio': null,
  'fail-on-unavailable': false,
};

export const THRESHOLD_NAMES = Object.keys(DEFAULT_THRESHOLDS) as ThresholdName[];

/** Ratios are in [0, 1]; counts are whole numbers from 0. */
export function isRatioThreshold(name: ThresholdName): boolean {
  return name.startsWith('min-');
}

// Plain decimal numbers only: JavaScript's Number() would also take `0x10` (16), `1e3`,
// `Infinity`, `+5` and `1_000`-like typos, none of which a limit in a workflow file should be.
const WHOLE_NUMBER = /^[0-9]+$/;
const DECIMAL = /^(?:[0-9]+(?:\.[0-9]+)?|\.[0-9]+)$/;
const PERCENTAGE = /^((?:[0-9]+(?:\.[0-9]+)?|\.[0-9]+))\s*%$/;

/**
 * Parses one threshold as a user wrote it (an action input or a flag value), whitespace
 * trimmed; `none` (any case) means no limit, and '' means the default: an input set from a
 * variable that happens to be empty must not lift `max-binding-errors`. Counts are whole
 * numbers in digits; ratios are decimals from 0 to 1 (`0.8`, `.8`) or percentages from 0% to
 * 100% (`80%`). Returns an error message for anything else.
 */
export function parseThreshold(
  name: ThresholdName,
  raw: string,
): { value: number | boolean | null } | { error: string } {
  const text = raw.trim();
  if (text === '') return { value: DEFAULT_THRESHOLDS[name] };
  if (name === 'fail-on-unavailable') {
    const value = parseBoolean(text);
    if (value !== undefined) return { value };
    return { error: `${name} must be true or false, not ${JSON.stringify(raw)}` };
  }
  if (text.toLowerCase() === 'none') return { value: null };
  if (isRatioThreshold(name)) {
    const percentage = PERCENTAGE.exec(text);
    const value = percentage ? Number(percentage[1]) / 100 : DECIMAL.test(text) ? Number(text) : NaN;
    if (!(value >= 0 && value <= 1))
      return {
        error: `${name} must be a ratio from 0 to 1 (like 0.8) or a percentage (like 80%), not ${JSON.stringify(raw)}`,
      };
    return { value };
  }
  const value = WHOLE_NUMBER.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(value))
    return { error: `${name} must be a whole number from 0 written in digits (or none), not ${JSON.stringify(raw)}` };
  return { value };
}
