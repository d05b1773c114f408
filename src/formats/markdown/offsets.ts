// A text node's value is its source with escapes, entities and container prefixes (`> `, a list
// item's indent) taken out, so a character of the value is found in the source by walking both.

/** For each character of `value`, its offset in `source` between `start` and `end`. */
export function alignOffsets(value: string, source: string, start: number, end: number): number[] {
  const offsets: number[] = new Array<number>(value.length);
  let at = start;
  for (let i = 0; i < value.length; i++) {
    const char = value[i] as string;
    let probe = at;
    // Skip what the value does not hold (a backslash, `> `, indentation, an entity's tail) up to the next match.
    while (probe < end && source[probe] !== char) probe++;
    if (probe < end) {
      offsets[i] = probe;
      at = probe + 1;
    } else offsets[i] = Math.min(at, Math.max(start, end - 1));
  }
  return offsets;
}
