// Positions in JSON text. JSON.parse keeps none, and a full position-keeping parser costs
// three times JSON.parse on a large report, so this is a structural scanner that skips over
// strings with indexOf and never recurses (deeply nested input cannot overflow the stack).

import { decodeKey, ObjectKeys } from './object-keys.js';

export type JsonPath = readonly (string | number)[];

/** In a JsonPattern, any key or index. */
export const ANY: unique symbol = Symbol('any key or index');
/** A path in which ANY stands for every key of an object or index of an array. */
export type JsonPattern = readonly (string | number | typeof ANY)[];

export interface Position {
  line: number;
  column: number;
}

interface Frame {
  isArray: boolean;
  /** Every container on the way here lies on the path asked for. */
  matched: boolean;
  /** In an array, the index of the current element. */
  index: number;
  /** In an object, the current key: decoded only where the path needs it, else its span. */
  key: string;
  keyStart: number;
  keyEnd: number;
}

/** The second occurrence of a key in one object. */
export interface DuplicateKey {
  key: string;
  /** Path of the second occurrence, e.g. ['report', 'claims']. */
  path: JsonPath;
  offset: number;
  firstOffset: number;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** Offset of the quote that closes the string opening at `start` (text.length if none does). */
function stringEnd(text: string, start: number): number {
  let end = text.indexOf('"', start + 1);
  while (end !== -1) {
    let slashes = 0;
    for (let k = end - 1; text.charCodeAt(k) === BACKSLASH; k--) slashes++;
    if (slashes % 2 === 0) return end;
    end = text.indexOf('"', end + 1);
  }
  return text.length;
}

/**
 * Called only for a value at `path` or an element of the array at `path`; returning true stops
 * the walk. `pathHere` spells out the value's path (for a pattern with ANY).
 */
type Visit = (offset: number, atPath: boolean, inPathArray: boolean, pathHere: () => (string | number)[]) => boolean;
/** Called at a key that repeats one of its object; returning true stops the walk. */
type OnDuplicate = (duplicate: DuplicateKey) => boolean;

/**
 * Walks valid JSON text, telling `visit` where each value at `path` (`atPath`) or element of
 * the array at `path` (`inPathArray`) starts. With `onDuplicate`, it also checks every object's
 * keys, and so reads to the end; without, it stops once past the container at `path`.
 */
function scan(text: string, path: JsonPattern, visit: Visit, onDuplicate?: OnDuplicate): void {
  // Frames are reused by depth: a report opens tens of thousands of objects.
  const frames: Frame[] = [];
  let depth = 0;
  const keys = onDuplicate ? new ObjectKeys(text) : null;
  let expectKey = false;
  let valueStart = true;
  // Past the container at a path without ANY nothing more can match, and the walk may stop there.
  const wild = path.includes(ANY);

  const part = (frame: Frame): string | number => (frame.isArray ? frame.index : frame.key);
  const fits = (frame: Frame, at: number): boolean => path[at] === ANY || part(frame) === path[at];
  const pathHere = () => frames.slice(0, depth).map(part);

  // A value starts at `offset` (valueStart was true); most sit outside the path: those return at once.
  const startValue = (offset: number): boolean => {
    valueStart = false;
    if (depth === 0) return path.length === 0 && visit(offset, true, false, pathHere);
    const parent = frames[depth - 1] as Frame;
    if (!parent.matched) return false;
    const at = depth - 1;
    const inPathArray = parent.isArray && at === path.length;
    const atPath = at === path.length - 1 && fits(parent, at);
    return (atPath || inPathArray) && visit(offset, atPath, inPathArray, pathHere);
  };

  const push = (isArray: boolean): void => {
    const parent = depth === 0 ? undefined : (frames[depth - 1] as Frame);
    const at = depth - 1;
    const matched = !parent || (parent.matched && at < path.length && fits(parent, at));
    const frame = frames[depth] ?? (frames[depth] = { isArray, matched, index: 0, key: '', keyStart: -1, keyEnd: -1 });
    frame.isArray = isArray;
    frame.matched = matched;
    frame.index = 0;
    frame.key = '';
    depth++;
    if (!isArray) keys?.open();
  };

  const duplicateAt = (offset: number, firstOffset: number): boolean => {
    const path = frames
      .slice(0, depth)
      .map((frame) => (frame.isArray ? frame.index : decodeKey(text, frame.keyStart, frame.keyEnd)));
    return (onDuplicate as OnDuplicate)({ key: path[path.length - 1] as string, path, offset, firstOffset });
  };

  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c <= 0x20) continue;
    if (c === QUOTE) {
      const end = stringEnd(text, i);
      if (expectKey) {
        const top = frames[depth - 1] as Frame;
        top.keyStart = i;
        top.keyEnd = end;
        if (depth <= path.length) top.key = decodeKey(text, i, end);
        const earlier = keys ? keys.add(i, end) : -1;
        if (earlier !== -1 && duplicateAt(i, earlier)) return;
        expectKey = false;
      } else if (valueStart && startValue(i)) return;
      i = end;
    } else if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      if (valueStart && startValue(i)) return;
      push(c === 0x5b);
      expectKey = c === 0x7b;
      valueStart = c === 0x5b;
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) {
      if (depth === 0) continue;
      depth--;
      const closed = frames[depth] as Frame;
      if (!closed.isArray) keys?.close();
      // Past the end of the container at `path` nothing more can match: stop reading.
      if (!keys && !wild && closed.matched && depth === path.length) return;
      valueStart = false;
      expectKey = false;
    } else if (c === 0x3a /* : */) {
      valueStart = true;
    } else if (c === 0x2c /* , */) {
      if (depth === 0) continue;
      const top = frames[depth - 1] as Frame;
      if (top.isArray) {
        top.index++;
        valueStart = true;
      } else expectKey = true;
    } else if (valueStart && startValue(i)) {
      return;
    }
  }
}

export interface Structure {
  /** Start offsets of the elements of the array at the path asked for (none if there is none). */
  elementOffsets: number[];
  /** Start offsets of the elements of each array asked for beside it (`alongside`), by its key; absent when none was. */
  alongsideOffsets?: Map<string, number[]>;
  /** The first key, in text order, that repeats a key of its object. */
  duplicate?: DuplicateKey;
}

/**
 * One pass over valid JSON text: the element offsets of the array at `arrayPath` and of the
 * arrays beside it named in `alongside` (keys of the same object: a report's evidence beside its
 * claims), and the first duplicate key of any object (JSON.parse keeps the last value silently).
 * A report's text is walked once for all of them, not once per array.
 */
export function scanStructure(text: string, arrayPath: JsonPath, alongside: readonly string[] = []): Structure {
  const elementOffsets: number[] = [];
  const alongsideOffsets = new Map<string, number[]>(alongside.map((key) => [key, []]));
  let duplicate: DuplicateKey | undefined;
  const onDuplicate = (found: DuplicateKey) => {
    duplicate = found;
    return true;
  };
  const last = arrayPath.length - 1;
  if (alongside.length === 0 || last < 0) {
    scan(
      text,
      arrayPath,
      (offset, _atPath, inPathArray) => {
        if (inPathArray) elementOffsets.push(offset);
        return false;
      },
      onDuplicate,
    );
  } else {
    // Every array of the parent object, told apart by its key. No key repeats (else the pass
    // stops at it), so each key names one array, as a scan for its path alone would find it.
    const target = arrayPath[last];
    scan(
      text,
      [...arrayPath.slice(0, last), ANY],
      (offset, _atPath, inPathArray, pathHere) => {
        if (!inPathArray) return false;
        const key = pathHere()[last];
        if (key === target) elementOffsets.push(offset);
        else if (typeof key === 'string') alongsideOffsets.get(key)?.push(offset);
        return false;
      },
      onDuplicate,
    );
  }
  return {
    elementOffsets,
    ...(alongside.length > 0 ? { alongsideOffsets } : {}),
    ...(duplicate ? { duplicate } : {}),
  };
}

/** Start offsets of the elements of the array found at `path`. */
export function arrayElementOffsets(text: string, path: JsonPath): number[] {
  const offsets: number[] = [];
  scan(text, path, (offset, _atPath, inPathArray) => {
    if (inPathArray) offsets.push(offset);
    return false;
  });
  return offsets;
}

/** Start offset of the value at `path`, or of its deepest existing ancestor. */
export function offsetOfPath(text: string, path: JsonPath): number | undefined {
  for (let length = path.length; length >= 0; length--) {
    let found: number | undefined;
    scan(text, path.slice(0, length), (offset, atPath) => {
      if (atPath) found = offset;
      return atPath;
    });
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * Where every value whose path fits `pattern` starts, with its path, in one pass: the formats'
 * files hold thousands of sources, and a scan per source would be quadratic. Offsets come out
 * ascending, ready for positionsOf.
 */
export function valueOffsets(text: string, pattern: JsonPattern): { path: (string | number)[]; offset: number }[] {
  const found: { path: (string | number)[]; offset: number }[] = [];
  scan(text, pattern, (offset, atPath, _inPathArray, pathHere) => {
    if (atPath) found.push({ path: pathHere(), offset });
    return false;
  });
  return found;
}

/**
 * For the JSON string literal whose opening quote is at `quoteOffset`, the text offset of each
 * code unit of its decoded value (and one past the end): escapes make the two differ, and a
 * sentence inside an ALCE `output` is annotated at its own column.
 */
export function stringValueOffsets(text: string, quoteOffset: number): Int32Array {
  const end = stringEnd(text, quoteOffset);
  // At most one character per byte of the string, and the end: written in place, no number[] first (a 58 MB answer).
  const offsets = new Int32Array(end - quoteOffset);
  let count = 0;
  for (let i = quoteOffset + 1; i < end;) {
    offsets[count++] = i;
    if (text.charCodeAt(i) !== BACKSLASH) i++;
    else i += text[i + 1] === 'u' ? 6 : 2;
  }
  offsets[count++] = end;
  return offsets.subarray(0, count);
}

/**
 * 1-based line and column of each offset; offsets must be ascending. Linear in the text: each
 * newline is found once, so a one-line report of any size costs one search, not one per offset.
 */
export function positionsOf(text: string, offsets: readonly number[]): Position[] {
  const positions: Position[] = [];
  let line = 1;
  let lineStart = 0;
  let nextNewline = text.indexOf('\n');
  for (const offset of offsets) {
    while (nextNewline !== -1 && nextNewline < offset) {
      line++;
      lineStart = nextNewline + 1;
      nextNewline = text.indexOf('\n', lineStart);
    }
    positions.push({ line, column: offset - lineStart + 1 });
  }
  return positions;
}

export function positionOf(text: string, offset: number): Position {
  return positionsOf(text, [offset])[0] as Position;
}

/** `$.report.claims[3].id`: the JSONPath spelling users see in messages. */
export function formatPath(path: JsonPath): string {
  return path.reduce<string>((out, part) => {
    if (typeof part === 'number') return `${out}[${part}]`;
    return /^[A-Za-z_][A-Za-z0-9_]*$/.test(part) ? `${out}.${part}` : `${out}[${JSON.stringify(part)}]`;
  }, '$');
}
