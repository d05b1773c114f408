/**
 * Python 3.11 `str.casefold()` (Unicode 14.0 full case folding, per code
 * point, no context, no normalisation) for JavaScript strings.
 *
 * The mapping table is generated from CPython itself by
 * scripts/gen-casefold-table.py, so it does not drift with the Unicode
 * version of the ICU bundled in Node (which, e.g., lower-cases U+A7CB and
 * U+1C89 that Unicode 14 leaves alone, and does not fold ß, ﬁ or ς).
 */
import { CASEFOLD_ENTRY_COUNT, CASEFOLD_MULTI, CASEFOLD_RUNS } from './casefold-table.js';

/** Marks a BMP code unit whose fold is a multi-code-unit string (see `multi`). */
const MULTI = 0xffff; // U+FFFF is a noncharacter and never a fold target.

interface Tables {
  /** BMP code unit -> folded code unit; 0 = unchanged, MULTI = look in `multi`. */
  bmp: Uint16Array;
  /** BMP code units with one-to-many folds, and all supplementary code points. */
  multi: Map<number, string>;
}

let tables: Tables | undefined;

function hex(s: string): number {
  const n = Number.parseInt(s, 16);
  if (!Number.isFinite(n) || s.length === 0) throw new Error(`casefold table: bad hex ${JSON.stringify(s)}`);
  return n;
}

function buildTables(): Tables {
  const bmp = new Uint16Array(0x10000);
  const multi = new Map<number, string>();
  let entries = 0;

  const set = (cp: number, folded: string): void => {
    // casefold() relies on these shapes (scratch headroom, surrogate-pair path).
    if (folded.length === 0 || folded.length > 3 || (cp >= 0x10000 && folded.length !== 2)) {
      throw new Error(`casefold table: unexpected fold for U+${cp.toString(16)}`);
    }
    if (cp < 0x10000) {
      bmp[cp] = folded.length === 1 ? folded.charCodeAt(0) : MULTI;
      if (folded.length !== 1) multi.set(cp, folded);
    } else {
      multi.set(cp, folded);
    }
    entries++;
  };

  for (const run of CASEFOLD_RUNS.split(';')) {
    const [start, count, stride, delta] = run.split(',').map(hex) as [number, number, number, number];
    for (let k = 0; k < count; k++) {
      const cp = start + k * stride;
      set(cp, String.fromCodePoint(cp + delta));
    }
  }
  for (const entry of CASEFOLD_MULTI.split(';')) {
    const colon = entry.indexOf(':');
    const cp = hex(entry.slice(0, colon));
    set(
      cp,
      String.fromCodePoint(
        ...entry
          .slice(colon + 1)
          .split('.')
          .map(hex),
      ),
    );
  }

  if (entries !== CASEFOLD_ENTRY_COUNT) {
    throw new Error(`casefold table: decoded ${entries} entries, expected ${CASEFOLD_ENTRY_COUNT}`);
  }
  return { bmp, multi };
}

/** Decoded table, built on first use. Exposed for tests. */
export function casefoldTables(): Tables {
  return (tables ??= buildTables());
}

// Any code unit >= 0x80.
/* eslint-disable no-control-regex -- the ASCII range starts at U+0000 */
const NON_ASCII = /[^\x00-\x7f]/;
const NON_ASCII_GLOBAL = /[^\x00-\x7f]/g;
/* eslint-enable no-control-regex */

/** ASCII runs at least this long are lower-cased in bulk instead of copied per code unit. */
const LONG_ASCII_RUN = 64;
/** Output is staged in a code-unit buffer flushed every CHUNK units (fromCharCode arity stays small). */
const CHUNK = 4096;
/** Scratch output buffer (+3: one fold writes at most 3 code units past the flush check). */
const scratch = new Uint16Array(CHUNK + 3);

function flush(k: number): string {
  // Unlike TextDecoder, fromCharCode keeps lone surrogates as they are.
  return String.fromCharCode.apply(null, scratch.subarray(0, k) as unknown as number[]);
}

/** Index of the first code unit >= 0x80 at or after `from`, or `n`. */
function asciiRunEnd(text: string, from: number, n: number): number {
  NON_ASCII_GLOBAL.lastIndex = from;
  const m = NON_ASCII_GLOBAL.exec(text);
  return m === null ? n : m.index;
}

/** Index of the first code unit whose casefold differs, or -1 if none does. */
function firstChange(text: string, bmp: Uint16Array, multi: Map<number, string>): number {
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) {
      if (c >= 0x41 && c <= 0x5a) return i;
    } else if (c >= 0xd800 && c <= 0xdbff) {
      if (i + 1 < n) {
        const d = text.charCodeAt(i + 1);
        if (d >= 0xdc00 && d <= 0xdfff) {
          if (multi.has(((c - 0xd800) << 10) + (d - 0xdc00) + 0x10000)) return i;
          i++;
        }
      }
    } else if (bmp[c] !== 0) {
      return i;
    }
  }
  return -1;
}

/**
 * Python `str.casefold()`. Lone surrogates pass through unchanged.
 */
export function casefold(text: string): string {
  if (!NON_ASCII.test(text)) {
    // Pure ASCII: full case folding is exactly A-Z -> a-z, which is what
    // toLowerCase() does on ASCII-only input.
    return text.toLowerCase();
  }

  const { bmp, multi } = casefoldTables();
  const start = firstChange(text, bmp, multi);
  if (start < 0) return text;

  const n = text.length;
  let out = text.slice(0, start);
  let k = 0; // code units staged in `scratch`

  for (let i = start; i < n; i++) {
    if (k >= CHUNK) {
      out += flush(k);
      k = 0;
    }
    const c = text.charCodeAt(i);

    if (c < 0x80) {
      // ASCII run: copy (lower-cased) inline; hand long runs to toLowerCase().
      const limit = Math.min(n, i + LONG_ASCII_RUN);
      let j = i;
      let a = c;
      while (true) {
        scratch[k++] = a >= 0x41 && a <= 0x5a ? a + 0x20 : a;
        if (++j >= limit) break;
        a = text.charCodeAt(j);
        if (a >= 0x80) break;
        if (k >= CHUNK) {
          out += flush(k);
          k = 0;
        }
      }
      if (j === limit && j < n && text.charCodeAt(j) < 0x80) {
        const end = asciiRunEnd(text, j + 1, n);
        out += flush(k) + text.slice(j, end).toLowerCase();
        k = 0;
        j = end;
      }
      i = j - 1;
      continue;
    }

    if (c >= 0xd800 && c <= 0xdbff && i + 1 < n) {
      const d = text.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        const folded = multi.get(((c - 0xd800) << 10) + (d - 0xdc00) + 0x10000);
        if (folded === undefined) {
          scratch[k++] = c;
          scratch[k++] = d;
        } else {
          // Supplementary code points fold to a single supplementary code point.
          scratch[k++] = folded.charCodeAt(0);
          scratch[k++] = folded.charCodeAt(1);
        }
        i++;
        continue;
      }
    }

    // BMP code unit (including lone surrogates, which have no entry).
    const m = bmp[c]!;
    if (m === 0) {
      scratch[k++] = c;
    } else if (m !== MULTI) {
      scratch[k++] = m;
    } else {
      const folded = multi.get(c)!;
      for (let q = 0; q < folded.length; q++) scratch[k++] = folded.charCodeAt(q);
    }
  }

  return out + flush(k);
}
