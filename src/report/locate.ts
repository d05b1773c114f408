// Positions in JSON text. JSON.parse keeps none, and a full position-keeping parser costs
// three times JSON.parse on a large report, so this is a structural scanner that skips over
// strings with indexOf and never recurses (deeply nested input cannot overflow the stack).

export type JsonPath = readonly (string | number)[];

export interface Position {
  line: number;
  column: number;
}

interface Frame {
  isArray: boolean;
  matched: boolean;
  key: string | number;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;

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

function decodeKey(raw: string): string {
  if (!raw.includes('\\')) return raw.slice(1, -1);
  try {
    return JSON.parse(raw) as string;
  } catch {
    return raw.slice(1, -1);
  }
}

/**
 * Walks the JSON text and reports the offset where each value starts, with enough context to
 * tell whether that value sits at `path` (`onTarget`) or is an element of the array at `path`
 * (`elementsOf`). Returns early when `visit` returns true.
 */
function scan(text: string, path: JsonPath, visit: (offset: number, atPath: boolean, inPathArray: boolean) => boolean): void {
  const stack: Frame[] = [];
  let expectKey = false;
  let valueStart = true;

  const startValue = (offset: number): boolean => {
    if (!valueStart) return false;
    valueStart = false;
    const parent = stack[stack.length - 1];
    if (!parent) return visit(offset, path.length === 0, false);
    const depth = stack.length - 1;
    const inPathArray = parent.matched && parent.isArray && depth === path.length;
    const atPath = parent.matched && depth === path.length - 1 && parent.key === path[depth];
    return visit(offset, atPath, inPathArray);
  };

  const push = (isArray: boolean): void => {
    const parent = stack[stack.length - 1];
    const depth = stack.length - 1;
    const matched = !parent || (parent.matched && depth < path.length && parent.key === path[depth]);
    stack.push({ isArray, matched, key: isArray ? 0 : '' });
  };

  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      const end = stringEnd(text, i);
      const top = stack[stack.length - 1];
      if (expectKey && top && !top.isArray) {
        if (stack.length <= path.length) top.key = decodeKey(text.slice(i, end + 1));
        expectKey = false;
      } else if (startValue(i)) return;
      i = end;
    } else if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      if (startValue(i)) return;
      push(c === 0x5b);
      expectKey = c === 0x7b;
      valueStart = c === 0x5b;
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) {
      const closed = stack.pop();
      // Past the end of the container at `path` nothing more can match: stop reading.
      if (closed?.matched && stack.length === path.length) return;
      valueStart = false;
    } else if (c === 0x3a /* : */) {
      valueStart = true;
    } else if (c === 0x2c /* , */) {
      const top = stack[stack.length - 1];
      if (top?.isArray) {
        top.key = (top.key as number) + 1;
        valueStart = true;
      } else expectKey = true;
    } else if (c > 0x20 && startValue(i)) {
      return;
    }
  }
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

/** 1-based line and column of each offset; offsets must be ascending. */
export function positionsOf(text: string, offsets: readonly number[]): Position[] {
  const positions: Position[] = [];
  let line = 1;
  let lineStart = 0;
  for (const offset of offsets) {
    for (let nl = text.indexOf('\n', lineStart); nl !== -1 && nl < offset; nl = text.indexOf('\n', nl + 1)) {
      line++;
      lineStart = nl + 1;
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
