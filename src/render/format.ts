/** Small formatting helpers shared by every renderer. */
import { isRatioThreshold, type ThresholdName } from '../gate/thresholds.js';

export function percent(ratio: number): string {
  return `${Math.round(ratio * 1000) / 10}%`;
}

export function plural(count: number, word: string, many = `${word}s`): string {
  return `${count} ${count === 1 ? word : many}`;
}

export function formatLimit(limit: number | boolean | null, name: ThresholdName): string {
  if (limit === null || limit === false) return 'no limit';
  if (limit === true) return 'must be no';
  return isRatioThreshold(name) ? `≥ ${percent(limit)}` : `≤ ${limit}`;
}

export function formatValue(value: number | boolean, name: ThresholdName): string {
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return isRatioThreshold(name) ? percent(value) : String(value);
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
