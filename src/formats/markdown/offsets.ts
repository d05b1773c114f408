import type { Text } from 'mdast';
// A text node's value is its source with escapes, entities and container prefixes (`> `, a list
// item's indent) taken out, so a character of the value is found in the source by walking both.

/**
 * Each character's offset in the source: from the places the parser gave the node (./parse.ts,
 * exact and linear), else found by walking the source (a text node made from a slice of it).
 */
export function textOffsets(node: Text, source: string): number[] {
  const runs = node.data?.runs;
  const start = node.position?.start.offset ?? 0;
  if (runs === undefined)
    return alignOffsets(node.value, source, start, node.position?.end.offset ?? start + node.value.length);
  const offsets = new Array<number>(node.value.length);
  for (let run = 0; run < runs.length; run += 3) {
    const at = runs[run]!;
    const end = run + 3 < runs.length ? runs[run + 3]! : node.value.length;
    const offset = runs[run + 1]!;
    const last = runs[run + 2]! - 1;
    for (let i = at; i < end; i++) offsets[i] = offset + Math.min(i - at, last);
  }
  return offsets;
}

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
