// The keys of the objects a scan is inside, to find a key that repeats in its object. Keys are
// kept as spans of the text, not strings: a report has hundreds of thousands of keys, and
// slicing each one and a Map per object cost as much as JSON.parse. Objects rarely have more
// than a dozen keys, so a new key is compared with its object's earlier keys of equal length;
// an object with many keys switches to a Map so the comparison never turns quadratic.

const MANY_KEYS = 32;

/** The key between the quotes at `start` and `end`, with its escapes decoded. */
export function decodeKey(text: string, start: number, end: number): string {
  const raw = text.slice(start + 1, end);
  if (!raw.includes('\\')) return raw;
  try {
    return JSON.parse(`"${raw}"`) as string;
  } catch {
    return raw;
  }
}

function sameText(text: string, a: number, b: number, length: number): boolean {
  for (let k = 0; k < length; k++) if (text.charCodeAt(a + k) !== text.charCodeAt(b + k)) return false;
  return true;
}

export class ObjectKeys {
  // Spans (offsets of the opening and closing quote) of the keys of every open object, the
  // innermost object's last, in `size` slots that are reused; each object remembers where its
  // own keys begin.
  private readonly starts: number[] = [];
  private readonly ends: number[] = [];
  private readonly escaped: boolean[] = [];
  private size = 0;
  private readonly firsts: number[] = [];
  private readonly maps: (Map<string, number> | null)[] = [];
  private depth = 0;

  // The first backslash at or after the last key asked about (Infinity: none left). Keys come
  // in text order, so finding whether each holds an escape costs one pass over the text in all.
  private nextBackslash = -1;

  constructor(private readonly text: string) {}

  private hasEscape(start: number, end: number): boolean {
    if (this.nextBackslash < start) {
      const found = this.text.indexOf('\\', start);
      this.nextBackslash = found === -1 ? Infinity : found;
    }
    return this.nextBackslash < end;
  }

  open(): void {
    this.firsts[this.depth] = this.size;
    this.maps[this.depth] = null;
    this.depth++;
  }

  close(): void {
    this.depth--;
    this.size = this.firsts[this.depth] as number;
    this.maps[this.depth] = null;
  }

  /** Adds the key between the quotes at `start` and `end` to the innermost object; returns the offset of an earlier equal key, or -1. */
  add(start: number, end: number): number {
    const { text, starts, ends, escaped, size } = this;
    const object = this.depth - 1;
    const first = this.firsts[object] as number;
    let map = this.maps[object] ?? null;
    if (!map && size - first >= MANY_KEYS) {
      map = new Map();
      for (let k = size - 1; k >= first; k--)
        map.set(decodeKey(text, starts[k] as number, ends[k] as number), starts[k] as number);
      this.maps[object] = map;
    }
    if (map) {
      const key = decodeKey(text, start, end);
      const earlier = map.get(key);
      if (earlier === undefined) map.set(key, start);
      return earlier ?? -1;
    }

    const length = end - start;
    const withEscape = this.hasEscape(start, end);
    for (let k = first; k < size; k++) {
      const otherStart = starts[k] as number;
      const otherEnd = ends[k] as number;
      const same =
        withEscape || escaped[k]
          ? decodeKey(text, otherStart, otherEnd) === decodeKey(text, start, end)
          : otherEnd - otherStart === length && sameText(text, otherStart, start, length);
      if (same) return otherStart;
    }
    starts[size] = start;
    ends[size] = end;
    escaped[size] = withEscape;
    this.size = size + 1;
    return -1;
  }
}
