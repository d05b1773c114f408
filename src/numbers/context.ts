import type { NumberUnit } from './types.js';
import {
  CURRENCY_CODES,
  CURRENCY_CODE_SOURCE,
  CURRENCY_SYMBOLS,
  CURRENCY_WORDS,
  CURRENCY_WORD_SOURCE,
  SCALE_WORDS,
  SP,
} from './words.js';

// The words and signs around a number: the ones that give it a unit or a scale, and the word before it.

/** JavaScript's `\s`, the set the patterns behind these quick checks use (thin spaces included). */
export const isSpace = (c: number): boolean =>
  c === 32 ||
  (c >= 9 && c <= 13) ||
  c === 0xa0 ||
  c === 0x1680 ||
  (c >= 0x2000 && c <= 0x200a) ||
  c === 0x2028 ||
  c === 0x2029 ||
  c === 0x202f ||
  c === 0x205f ||
  c === 0x3000 ||
  c === 0xfeff;
export const isAsciiLetter = (c: number): boolean => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);

/** Hash of the lower-cased letters of text[start, end), to look words up without slicing them. */
export function lowerHash(text: string, start: number, end: number): number {
  let h = 0;
  for (let i = start; i < end; i++) h = (Math.imul(h, 31) + (text.charCodeAt(i) | 32)) | 0;
  return h;
}

interface Affix {
  /** Where the affix starts (prefix) or ends (suffix). */
  at: number;
  unit: NumberUnit | null;
}

const CURRENCY_BEFORE = new RegExp(
  `(?:(US\\$|A\\$|C\\$|NZ\\$|HK\\$|S\\$|\\$|€|£|¥|₹)|(?<![\\p{L}])(${CURRENCY_CODE_SOURCE}|Rs\\.?))${SP}?$`,
  'u',
);

export function currencyBefore(text: string, p: number): Affix | null {
  // Cheap gate: a currency sign or code ends (at most one space) before the number.
  let i = p - 1;
  if (isSpace(text.charCodeAt(i))) i--;
  const c = text.charCodeAt(i);
  if (c === 46) i--; // "Rs."
  const rupees = text.charCodeAt(i) === 115 && text.charCodeAt(i - 1) === 82;
  if (!isCurrencySign(c) && !(c >= 65 && c <= 90) && !rupees) return null;
  const m = CURRENCY_BEFORE.exec(text.slice(Math.max(0, p - 6), p));
  if (!m) return null;
  const token = m[1] ?? m[2] ?? '';
  const unit = CURRENCY_CODES.get(token) ?? CURRENCY_SYMBOLS.get(token) ?? null;
  return { at: p - m[0].length, unit };
}

const CURRENCY_AFTER = new RegExp(
  `${SP}?(?:(€|\\$|£|¥)|(${CURRENCY_CODE_SOURCE})|(${CURRENCY_WORD_SOURCE}))(?![\\p{L}\\p{N}])`,
  'uiy',
);

// First words of currency names and codes, to spare the regex after the many numbers followed by a noun.
const CURRENCY_FIRST_WORDS: ReadonlySet<string> = new Set([
  ...[...CURRENCY_WORDS.keys()].map((w) => w.split(' ')[0] ?? w),
  ...[...CURRENCY_CODES.keys()].map((c) => c.toLowerCase()),
]);
const CURRENCY_FIRST_HASHES: ReadonlySet<number> = new Set(
  [...CURRENCY_FIRST_WORDS].map((w) => lowerHash(w, 0, w.length)),
);
const isCurrencySign = (c: number): boolean => c === 36 || c === 0x20ac || c === 0xa3 || c === 0xa5 || c === 0x20b9;

function currencyMayFollow(text: string, end: number): boolean {
  const c = text.charCodeAt(end);
  if (isCurrencySign(c)) return true;
  if (!isSpace(c)) return false;
  let i = end + 1;
  if (isCurrencySign(text.charCodeAt(i))) return true;
  while (i < text.length && i - end <= 12 && (isAsciiLetter(text.charCodeAt(i)) || text.charCodeAt(i) === 46)) i++;
  return i > end + 1 && CURRENCY_FIRST_HASHES.has(lowerHash(text, end + 1, i));
}

export function currencyAfter(text: string, end: number): Affix | null {
  if (!currencyMayFollow(text, end)) return null;
  CURRENCY_AFTER.lastIndex = end;
  const m = CURRENCY_AFTER.exec(text);
  if (!m) return null;
  let unit: NumberUnit | null | undefined;
  if (m[1] !== undefined) unit = CURRENCY_SYMBOLS.get(m[1]);
  // Codes only in capitals: "eur" or "cad" in running text is something else.
  else if (m[2] !== undefined) unit = m[2] === m[2].toUpperCase() ? CURRENCY_CODES.get(m[2]) : undefined;
  else unit = CURRENCY_WORDS.get((m[3] ?? '').toLowerCase().replace(/\s+/g, ' '));
  return unit === undefined ? null : { at: end + m[0].length, unit };
}

const PERCENT_AFTER = new RegExp(
  `(?:${SP}|-)?(?:%|percentage${SP}?-?points?(?![\\p{L}])|per${SP}?-?cent(?![\\p{L}])|pct\\.?(?![\\p{L}])|p\\.p\\.|pp(?![\\p{L}]))`,
  'uiy',
);

/** End of a percent sign or word after `end`, or -1. */
export function percentAfter(text: string, end: number): number {
  if (text.charCodeAt(end) === 37) return end + 1; // the common "12%"
  let c = text.charCodeAt(end);
  let at = end;
  if (isSpace(c) || c === 45) c = text.charCodeAt(++at);
  if (c !== 37) {
    // per cent, percent(age), pct, pp, p.p.
    const second = text.charCodeAt(at + 1) | 32;
    if ((c | 32) !== 112 || (second !== 101 && second !== 99 && second !== 112 && second !== 46)) return -1;
  }
  PERCENT_AFTER.lastIndex = end;
  const m = PERCENT_AFTER.exec(text);
  return m ? end + m[0].length : -1;
}

const SCALE_WORD_AFTER = new RegExp(`(?:${SP}|-)?(hundred|thousand|million|billion|trillion)(?![\\p{L}])`, 'uiy');

export function scaleWordAfter(text: string, end: number): { at: number; scale: number } | null {
  let at = end;
  let c = text.charCodeAt(at);
  if (isSpace(c) || c === 45) c = text.charCodeAt(++at);
  c |= 32;
  if (c !== 104 && c !== 116 && c !== 109 && c !== 98) return null; // h t m b
  // hun(dred) tho(usand) mil(lion) bil(lion) tri(llion): three letters rule out "than", "the", "months".
  const second = text.charCodeAt(at + 1) | 32;
  const third = text.charCodeAt(at + 2) | 32;
  const likely =
    (c === 104 && second === 117 && third === 110) ||
    (c === 116 && ((second === 104 && third === 111) || (second === 114 && third === 105))) ||
    ((c === 109 || c === 98) && second === 105 && third === 108);
  if (!likely) return null;
  SCALE_WORD_AFTER.lastIndex = end;
  const m = SCALE_WORD_AFTER.exec(text);
  if (!m) return null;
  const scale = SCALE_WORDS.get((m[1] ?? '').toLowerCase());
  return scale === undefined ? null : { at: end + m[0].length, scale };
}

// Lookbacks scan by hand: an anchored regex over a slice costs more than all the rest of a number.

/** Where an ASCII word sits. */
export interface WordSpan {
  start: number;
  end: number;
  /** A dot sat between the word and the number ("Fig. 3", "Jan. 5"). */
  dotted: boolean;
}

/** Index of the last character before p that is not one of up to 3 spaces right before p. */
export function beforeSpaces(text: string, p: number): number {
  let i = p - 1;
  while (i >= 0 && p - i <= 3 && isSpace(text.charCodeAt(i))) i--;
  return i;
}

/** The ASCII word just before p, across up to 3 spaces and an optional dot, or null. */
export function spanBefore(text: string, p: number): WordSpan | null {
  let i = beforeSpaces(text, p);
  const dotted = text.charCodeAt(i) === 46;
  if (dotted) i--;
  const end = i + 1;
  while (i >= 0 && end - i <= 12 && isAsciiLetter(text.charCodeAt(i))) i--;
  if (i + 1 === end || end - i > 12 || isAsciiLetter(text.charCodeAt(i))) return null;
  return { start: i + 1, end, dotted };
}

interface WordBefore {
  word: string;
  start: number;
  dotted: boolean;
}

/** The ASCII word just before p, across spaces and an optional dot; null if something else is there. */
export function wordBefore(text: string, p: number): WordBefore | null {
  const span = spanBefore(text, p);
  return span && { word: text.slice(span.start, span.end), start: span.start, dotted: span.dotted };
}

/** Whether the word just before p, with no dot after it, is `lower` ("between 10 and 12", "coronavirus disease"). */
export function wordBeforeIs(text: string, p: number, lower: string): boolean {
  const w = wordBefore(text, p);
  return w !== null && !w.dotted && w.word.toLowerCase() === lower;
}

/** Start of "a" or "an" right before p ("a million"), or -1. */
export function articleBefore(text: string, p: number): number {
  const w = wordBefore(text, p);
  if (!w || w.dotted || !isSpace(text.charCodeAt(p - 1))) return -1;
  const lower = w.word.toLowerCase();
  return lower === 'a' || lower === 'an' ? w.start : -1;
}
