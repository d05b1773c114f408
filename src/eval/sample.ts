// `--sample N --seed S`: a stratified sample by gold verdict, so a run costs what the user
// chooses and keeps the dataset's label mix. Pure.
import type { Verdict } from '../report/schema.js';
import { seededIndex, shuffled } from './random.js';

export interface Stratum {
  verdict: Verdict;
  available: number;
  drawn: number;
}

/**
 * Each label gets its share of N by largest remainder (ties to the larger stratum, then the
 * label's first appearance), then a seeded shuffle of each stratum picks that many. The sample
 * keeps the dataset's order. N at or above the dataset's size takes every item.
 */
export function stratifiedSample<T>(
  items: readonly T[],
  size: number,
  seed: number,
  verdictOf: (item: T) => Verdict,
): { sample: T[]; strata: Stratum[] } {
  const groups = new Map<Verdict, number[]>();
  items.forEach((item, at) => {
    const verdict = verdictOf(item);
    const group = groups.get(verdict);
    if (group) group.push(at);
    else groups.set(verdict, [at]);
  });
  const total = items.length;
  const take = Math.min(size, total);
  const shares = [...groups].map(([verdict, members], order) => {
    const exact = total === 0 ? 0 : (take * members.length) / total;
    return { verdict, members, order, count: Math.floor(exact), remainder: exact - Math.floor(exact) };
  });
  let left = take - shares.reduce((sum, share) => sum + share.count, 0);
  const byRemainder = [...shares].sort(
    (a, b) => b.remainder - a.remainder || b.members.length - a.members.length || a.order - b.order,
  );
  for (const share of byRemainder) {
    if (left === 0) break;
    share.count++;
    left--;
  }
  const random = seededIndex(seed);
  const chosen = new Set<number>();
  for (const share of shares) for (const at of shuffled(share.members, random).slice(0, share.count)) chosen.add(at);
  return {
    sample: items.filter((_, at) => chosen.has(at)),
    strata: shares.map((share) => ({ verdict: share.verdict, available: share.members.length, drawn: share.count })),
  };
}
