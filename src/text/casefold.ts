/**
 * Python 3.11 `str.casefold()` (Unicode 14.0 full case folding, per code
 * point, no context, no normalisation) for JavaScript strings.
 *
 * The mapping table is generated from CPython itself by
 * scripts/gen-casefold-table.py, so it does not drift with the Unicode
 * version of the ICU bundled in Node (which, e.g., lower-cases U+A7CB and
 * U+1C89 that Unicode 14 leaves alone, and does not fold ß, ﬁ or ς).
 */
import { CASEFOLD_ENTRY_COUNT, CASEFOLD_MULTI, CASEFOLD_RUNS } from "./casefold-table.js";

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
    if (cp < 0x10000) {
      bmp[cp] = folded.length === 1 ? folded.charCodeAt(0) : MULTI;
      if (folded.length !== 1) multi.set(cp, folded);
    } else {
      multi.set(cp, folded);
    }
    entries++;
  };

  for (const run of CASEFOLD_RUNS.split(";")) {
    const [start, count, stride, delta] = run.split(",").map(hex) as [number, number, number, number];
    for (let k = 0; k < count; k++) {
      const cp = start + k * stride;
      set(cp, String.fromCodePoint(cp + delta));
    }
  }
  for (const entry of CASEFOLD_MULTI.split(";")) {
    const colon = entry.indexOf(":");
    const cp = hex(entry.slice(0, colon));
    set(cp, String.fromCodePoint(...entry.slice(colon + 1).split(".").map(hex)));
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
const NON_ASCII = /[^\x00-\x7f]/;
const NON_ASCII_GLOBAL = /[^\x00-\x7f]/g;

/**
 * Index of the first code unit >= 0x80 at or after `from`, or `n`. Short runs
 * (typical of mixed-script text) are scanned inline; long runs are handed to
 * the regexp engine, which scans several times faster than a charCodeAt loop.
 */
function asciiRunEnd(text: string, from: number, n: number): number {
  const inlineLimit = Math.min(n, from + 64);
  let j = from;
  while (j < inlineLimit) {
    if (text.charCodeAt(j) >= 0x80) return j;
    j++;
  }
  if (j === n) return n;
  NON_ASCII_GLOBAL.lastIndex = j;
  const m = NON_ASCII_GLOBAL.exec(text);
  return m === null ? n : m.index;
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
  const n = text.length;
  let out = "";
  let last = 0; // start of the not-yet-copied tail of `text`

  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x41) continue;
    if (c < 0x80) {
      if (c <= 0x5a) {
        // Upper-case ASCII: lower-case the rest of this ASCII run in one go
        // (A-Z -> a-z is the whole of ASCII case folding).
        const j = asciiRunEnd(text, i + 1, n);
        out += text.slice(last, i) + text.slice(i, j).toLowerCase();
        last = j;
        i = j - 1;
      }
      continue;
    }
    if (c >= 0xd800 && c <= 0xdbff) {
      if (i + 1 < n) {
        const d = text.charCodeAt(i + 1);
        if (d >= 0xdc00 && d <= 0xdfff) {
          const folded = multi.get(((c - 0xd800) << 10) + (d - 0xdc00) + 0x10000);
          if (folded !== undefined) {
            out += text.slice(last, i) + folded;
            last = i + 2;
          }
          i++;
        }
      }
      continue; // lone high surrogate: unchanged
    }
    const m = bmp[c]!; // lone low surrogates have no entry (0): unchanged
    if (m === 0) continue;
    out += text.slice(last, i) + (m === MULTI ? multi.get(c)! : String.fromCharCode(m));
    last = i + 1;
  }

  return last === 0 ? text : out + text.slice(last);
}
