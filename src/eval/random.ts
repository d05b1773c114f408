// Seeded randomness for sampling and the bootstrap: the same seed draws the same sample and the
// same resamples on every machine and every run. pure-rand's xoroshiro128+ with its unbiased
// integer distribution (a modulo would favour small values).
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

/** A source of whole numbers from 0 to n - 1. */
export type RandomIndex = (n: number) => number;

export function seededIndex(seed: number): RandomIndex {
  const rng = xoroshiro128plus(seed);
  return (n) => uniformInt(rng, 0, n - 1);
}

/** A seeded Fisher–Yates shuffle of a copy. */
export function shuffled<T>(items: readonly T[], random: RandomIndex): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = random(i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}
