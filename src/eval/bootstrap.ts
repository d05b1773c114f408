// 95% bootstrap intervals, deterministic with a seed. Pure.
//
// A resample draws, within each gold label, as many cases as the label has, with replacement
// (a stratified bootstrap: every resample keeps the label mix, as the stratified sample does,
// so no rate's denominator can vanish). A case carries all its trials with it, because the
// trials of one case are not independent. The interval is the 2.5th and 97.5th percentile of
// the statistic over the resamples, interpolated linearly between order statistics (numpy's
// default, Python's statistics.quantiles(method="inclusive")).
import type { Verdict } from '../report/schema.js';
import { seededIndex } from './random.js';

export const BOOTSTRAP_RESAMPLES = 2000;
export const INTERVAL_LEVEL = 0.95;

export interface Interval {
  low: number;
  high: number;
}

/** `resamples` lists of case indices, each as long as `golds`, stratified by gold label. */
export function stratifiedResamples(golds: readonly Verdict[], resamples: number, seed: number): number[][] {
  const strata = new Map<Verdict, number[]>();
  golds.forEach((gold, at) => {
    const members = strata.get(gold);
    if (members) members.push(at);
    else strata.set(gold, [at]);
  });
  const random = seededIndex(seed);
  const out: number[][] = [];
  for (let r = 0; r < resamples; r++) {
    const indices: number[] = [];
    for (const members of strata.values())
      for (let k = 0; k < members.length; k++) indices.push(members[random(members.length)] as number);
    out.push(indices);
  }
  return out;
}

/** The p-quantile (0..1) of sorted values, by linear interpolation between order statistics. */
export function quantile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const position = (sorted.length - 1) * p;
  const below = Math.floor(position);
  const above = Math.min(below + 1, sorted.length - 1);
  const lower = sorted[below] as number;
  return lower + ((sorted[above] as number) - lower) * (position - below);
}

/** The interval of a statistic's values over the resamples; null when any is null. */
export function intervalOf(values: readonly (number | null)[], level = INTERVAL_LEVEL): Interval | null {
  if (values.length === 0 || values.some((value) => value === null)) return null;
  const sorted = (values as number[]).slice().sort((a, b) => a - b);
  const tail = (1 - level) / 2;
  return { low: quantile(sorted, tail), high: quantile(sorted, 1 - tail) };
}
