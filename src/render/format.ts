/** Small formatting helpers shared by every renderer. */
import type { VerificationStatus } from '../binding/aggregate.js';
import { isLimitSet } from '../gate/decide.js';
import { truncate } from '../text/truncate.js';
import { isRatioThreshold, type ThresholdName } from '../gate/thresholds.js';
import type { Totals } from '../results/types.js';

export function percent(ratio: number): string {
  return `${Math.round(ratio * 1000) / 10}%`;
}

// The renderers' one import for small words; the checkers' progress lines take it from src/text/.
export { plural } from '../text/plural.js';

export function formatLimit(limit: number | boolean | null, name: ThresholdName): string {
  if (!isLimitSet(limit)) return 'no limit';
  if (limit === true) return 'must be no';
  return isRatioThreshold(name) ? `≥ ${percent(limit)}` : `≤ ${limit}`;
}

export function formatValue(value: number | boolean, name: ThresholdName): string {
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return isRatioThreshold(name) ? percent(value) : String(value);
}

/** Under gate-on: new, the new count as the results file's `value` has it: "1 new", "new: yes". */
export function formatNewValue(value: number | boolean, name: ThresholdName): string {
  return typeof value === 'boolean' ? `new: ${formatValue(value, name)}` : `${formatValue(value, name)} new`;
}

/** Beside it, the count over every problem (`all_value`): "14 in all", "in all: yes". */
export function formatAllValue(value: number | boolean, name: ThresholdName): string {
  return typeof value === 'boolean' ? `in all: ${formatValue(value, name)}` : `${formatValue(value, name)} in all`;
}

/** Plain text (the terminal) on one line: whitespace runs folded to a space, shortened with an ellipsis. */
export function oneLine(text: string, max = 120): string {
  return truncate(text.replace(/\s+/g, ' ').trim(), max);
}

/** Plain `file:line`, or `file:line:column` where the column is known (sentence formats); the file alone without a line. */
export function place(file: string, line?: number, column?: number): string {
  if (line === undefined) return file;
  return `${file}:${line}${column === undefined ? '' : `:${column}`}`;
}

/** "a, b and c": a list in words. */
export function listWords(parts: readonly string[]): string {
  return parts.length <= 1 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/** Group items by a key, keeping first-seen order. */
export function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

/** A report with no verifier result at all has no coverage or quote ratio to speak of. */
export function hasVerdicts(status: VerificationStatus): boolean {
  return status === 'complete' || status === 'partial';
}

/** What `max-binding-errors` counted. */
export function bindingErrorParts(totals: Totals): string {
  const unresolved = totals.unresolved_citations > 0 ? `, ${totals.unresolved_citations} unresolved` : '';
  return `${totals.rejected_results} rejected, ${totals.dangling_citations} dangling${unresolved}, ${totals.invalid_reports} invalid`;
}
