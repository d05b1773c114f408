// The nearest names to a mistyped flag or command, for "did you mean".

/** The flags within a small edit distance of `typed` (or the one it begins), nearest first, at most three. */
export function nearestFlags(typed: string, flags: readonly string[]): string[] {
  const lower = typed.toLowerCase();
  const scored = flags
    .map((flag) => ({ flag, distance: editDistance(lower, flag) }))
    .filter(
      ({ flag, distance }) =>
        distance <= Math.max(1, Math.floor(flag.length / 4)) || (lower.length >= 3 && flag.startsWith(lower)),
    );
  const best = Math.min(...scored.map(({ distance }) => distance));
  return scored
    .filter(({ distance }) => distance <= best + 1)
    .sort((a, b) => a.distance - b.distance)
    .slice(0, 3)
    .map(({ flag }) => flag);
}

/** Optimal string alignment distance: insertions, deletions, substitutions and swaps of neighbours. */
function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const row = rows[i] as number[];
      const up = rows[i - 1] as number[];
      row[j] = Math.min(
        (up[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (up[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        row[j] = Math.min(row[j] as number, ((rows[i - 2] as number[])[j - 2] as number) + 1);
    }
  }
  return (rows[a.length] as number[])[b.length] as number;
}
