import type { NumericFact } from './types.js';
import { encodeDate } from './dates.js';
import { isSpace, wordBeforeIs } from './context.js';
import { parseDigitQuantity } from './digits.js';
import { parseWordQuantity } from './spelled.js';
import { addScaledReadings, isDigit, toFact, type Quantity } from './quantity.js';
import { numberWordEnd } from './scan.js';
import { SP } from './words.js';

// Two quantities that belong together: a range ("10-12%", "between 10 and 12 million") or a ratio
// ("1 in 5"). Each becomes facts here.

const RANGE_JOIN = new RegExp(
  `${SP}*[-\\u2010\\u2011\\u2012\\u2013\\u2014\\u2212~]${SP}*|${SP}+(to|and|through)${SP}+`,
  'iuy',
);
const RATIO_JOIN = new RegExp(`${SP}+(?:in|out${SP}+of)${SP}+`, 'iuy');
const CURRENCY_SKIP = new RegExp(`(?:US\\$|A\\$|C\\$|[$€£¥₹]|(?:USD|EUR|GBP|JPY|CHF|CNY|INR|AUD|CAD)${SP}?)`, 'y');

/**
 * The quantity starting at p (after an optional currency sign when `skipCurrency`), or null. Nothing
 * before `floor` may be taken as its prefix: in "5 EUR 10" the code already belongs to the 5.
 */
function quantityAt(text: string, p: number, skipCurrency: boolean, floor: number): Quantity | null {
  let at = p;
  if (skipCurrency) {
    CURRENCY_SKIP.lastIndex = p;
    if (CURRENCY_SKIP.exec(text)) at = CURRENCY_SKIP.lastIndex;
  }
  if (isDigit(text.charCodeAt(at))) return parseDigitQuantity(text, at, floor);
  const wordEnd = numberWordEnd(text, at);
  return wordEnd >= 0 ? parseWordQuantity(text, at, text.slice(at, wordEnd)) : null;
}

const isPlain = (q: Quantity): boolean =>
  !q.groundOnly && q.unit === null && q.scale === null && (q.kind === 'number' || q.kind === 'word');

function asDay(q: Quantity): number | null {
  const v = q.values[0] ?? 0;
  return isPlain(q) && q.values.length === 1 && Number.isInteger(v) && v >= 1 && v <= 31 ? v : null;
}

/** "March 1-3" or "1-3 March 2020": the bare end borrows the month and year of the date end. */
function lendDate(from: Quantity, to: Quantity): boolean {
  const day = asDay(to);
  const dates = from.dates;
  if (day === null || !dates || dates.some((d) => d.day === 0)) return false;
  to.dates = dates.map((d) => ({ ...d, day }));
  to.values = to.dates.map(encodeDate);
  to.unit = 'date';
  to.kind = 'date';
  to.step = null;
  return true;
}

/** Give each end of a range what the other end states once for both: "10-12%", "$10-12 million". */
function shareUnits(a: Quantity, b: Quantity): void {
  if (a.unit === null && b.unit !== null) a.unit = b.unit;
  if (b.unit === null && a.unit !== null) b.unit = a.unit;
  if (a.scale === null && b.scale !== null) addScaledReadings(a, b.scale, true);
  // "2019-20": the short end may stand for 2020.
  const first = a.values[0] ?? 0;
  const short = b.values[0] ?? 0;
  if (a.kind === 'year' && b.bareDigits && b.end - b.start === 2 && short > first % 100) {
    b.values = [first - (first % 100) + short, short];
    b.step = null;
  }
}

const TRAILING_YEAR = new RegExp(`,?${SP}+([12]\\d{3})(?![\\d\\p{L}])`, 'uy');

/** "March 1-3, 2020": the year after the second day belongs to both days. */
function addTrailingYear(text: string, a: Quantity, b: Quantity): void {
  if (!a.dates?.every((d) => d.year === 0) || !b.dates?.every((d) => d.year === 0)) return;
  TRAILING_YEAR.lastIndex = b.end;
  const m = TRAILING_YEAR.exec(text);
  if (!m) return;
  const year = Number(m[1]);
  for (const q of [a, b]) {
    q.dates = (q.dates ?? []).map((d) => ({ ...d, year }));
    q.values = q.dates.map(encodeDate);
    q.parts = null;
  }
  b.end = TRAILING_YEAR.lastIndex;
}

/** Whether a range connector may follow: a dash, "~", or a word starting like "to", "and", "through". */
function rangeMayFollow(text: string, end: number): boolean {
  let i = end;
  while (i - end < 2 && isSpace(text.charCodeAt(i))) i++;
  const c = text.charCodeAt(i);
  if (c === 45 || c === 126 || (c >= 0x2010 && c <= 0x2014) || c === 0x2212) return true;
  const l = c | 32;
  return i > end && (l === 116 || l === 97);
}

function joinRange(text: string, a: Quantity): NumericFact[] | null {
  if (!rangeMayFollow(text, a.end)) return null;
  RANGE_JOIN.lastIndex = a.end;
  const join = RANGE_JOIN.exec(text);
  if (!join) return null;
  if (join[1]?.toLowerCase() === 'and' && !wordBeforeIs(text, a.start, 'between')) return null;
  const b = quantityAt(text, a.end + join[0].length, true, a.end);
  if (!b || b.groundOnly) return null;
  if (a.kind === 'date' || b.kind === 'date') {
    const ok = (a.kind === 'date' && b.kind === 'date') || lendDate(a, b) || lendDate(b, a);
    if (!ok) return null;
    addTrailingYear(text, a, b);
    return [toFact(text, a, 'date', true), toFact(text, b, 'date', true)];
  }
  shareUnits(a, b);
  return [toFact(text, a, 'range', true), toFact(text, b, 'range', true)];
}

function joinRatio(text: string, a: Quantity): NumericFact | null {
  if (!isPlain(a) || !isSpace(text.charCodeAt(a.end))) return null;
  const l = text.charCodeAt(a.end + 1) | 32;
  if (l !== 105 && l !== 111) return null; // "in", "out of"
  RATIO_JOIN.lastIndex = a.end;
  const join = RATIO_JOIN.exec(text);
  if (!join) return null;
  const b = quantityAt(text, a.end + join[0].length, false, a.end);
  if (!b || !isPlain(b)) return null;
  const x = a.values[0] ?? 0;
  const y = b.values[0] ?? 0;
  if (!(y >= 2 && y > x)) return null;
  return {
    text: text.slice(a.start, b.end),
    start: a.start,
    end: b.end,
    value: (x / y) * 100,
    unit: 'percent',
    kind: 'number',
    values: undefined,
    parts: [toFact(text, a, a.kind, true), toFact(text, b, b.kind, true)],
    groundOnly: undefined,
    name: undefined,
    wordBefore: undefined,
    // A share is exact: an excerpt may round it ("1 in 3" by "33%").
    step: 0,
  };
}

/** The facts of the quantity at p, joined with the one after it when they form a range or a ratio. */
export function readAt(text: string, p: number, floor: number): { facts: NumericFact[]; end: number } | null {
  const q = quantityAt(text, p, false, floor);
  if (!q) return null;
  // A schedule ("2+1 to 1+1") is a name of its own, never the end of a range.
  if (!q.groundOnly && q.kind !== 'schedule') {
    const range = joinRange(text, q);
    if (range) return { facts: range, end: range[1]?.end ?? q.end };
    const ratio = joinRatio(text, q);
    if (ratio) return { facts: [ratio], end: ratio.end };
  }
  return { facts: [toFact(text, q)], end: q.end };
}
