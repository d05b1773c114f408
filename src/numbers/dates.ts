import { beforeSpaces, spanBefore, type WordSpan } from './context.js';
import { isDigit } from './quantity.js';
import type { DateReading } from './types.js';
import { MONTHS, MONTH_SOURCE, SP } from './words.js';

export type { DateReading } from './types.js';

// Dates that start at a digit: "2018-03-01", "01/03/2018", "1 March 2018", and, looking back for the
// month, "March 1, 2018", "March 2018" and "November of 2022".

interface DateMatch {
  start: number;
  end: number;
  /** More than one when day and month can swap ("01/03/2018"). */
  readings: DateReading[];
}

export const encodeDate = (d: DateReading): number => d.year * 10000 + d.month * 100 + d.day;
export const decodeDate = (v: number): DateReading => ({
  year: Math.floor(v / 10000),
  month: Math.floor(v / 100) % 100,
  day: v % 100,
});

const ISO = /([12]\d{3})([-/.])(\d{1,2})\2(\d{1,2})(?![\d])/y;
const NUMERIC = /(\d{1,2})([/.])(\d{1,2})\2(\d{4}|\d{2})(?![\d])/y;
// With hyphens only a four-digit year: "10-12-15" is more likely a chain of ranges than a date.
const NUMERIC_DASH = /(\d{1,2})-(\d{1,2})-(\d{4})(?![\d])/y;
const DAY_MONTH = new RegExp(
  `(\\d{1,2})(?:st|nd|rd|th)?${SP}+(?:of${SP}+)?(${MONTH_SOURCE})\\.?(?![\\p{L}])(?:,?${SP}+([12]\\d{3})(?![\\d\\p{L}]))?`,
  'uy',
);
const DAY_AFTER_MONTH = new RegExp(
  `(\\d{1,2})(?:st|nd|rd|th)?(?![\\d\\p{L}])(?![.,]\\d)(?:,?${SP}+([12]\\d{3})(?![\\d\\p{L}]))?`,
  'uy',
);
const YEAR_AFTER_MONTH = /([12]\d{3})(?![\d\p{L}])(?![.,]\d)/uy;

const valid = (d: DateReading): boolean => d.month >= 1 && d.month <= 12 && d.day >= 0 && d.day <= 31 && d.year >= 0;

function fullYear(y: string): number {
  if (y.length === 4) return Number(y);
  const n = Number(y);
  return n <= 69 ? 2000 + n : 1900 + n;
}

function exec(re: RegExp, text: string, p: number): RegExpExecArray | null {
  re.lastIndex = p;
  return re.exec(text);
}

function match(start: number, end: number, readings: DateReading[]): DateMatch | null {
  const ok = readings.filter(valid);
  return ok.length > 0 ? { start, end, readings: ok } : null;
}

/**
 * The capitalised month name that ends just before p, across spaces and an optional comma. `word` is the
 * word right before p, found once by the caller.
 */
function monthBefore(
  text: string,
  p: number,
  word: WordSpan | null,
): { month: number; start: number; comma: boolean } | null {
  const i = beforeSpaces(text, p);
  if (i === p - 1) return null;
  const comma = text.charCodeAt(i) === 44;
  const span = comma ? spanBefore(text, i) : word;
  if (!span) return null;
  const first = text.charCodeAt(span.start);
  if (first < 65 || first > 90 || span.end - span.start > 9) return null; // month names are capitalised
  const month = MONTHS.get(text.slice(span.start, span.end));
  return month !== undefined ? { month, start: span.start, comma } : null;
}

/**
 * "November of 2022": a month, "of", then a year (a real source wrote "the public release of ChatGPT
 * in late November of 2022"). Only a four-digit year follows the "of": "May of 12 patients" is none.
 */
function monthOfYear(text: string, p: number, word: WordSpan | null): DateMatch | null {
  if (!word || word.dotted || text.slice(word.start, word.end) !== 'of') return null;
  const year = exec(YEAR_AFTER_MONTH, text, p);
  if (!year) return null;
  const before = monthBefore(text, word.start, spanBefore(text, word.start));
  if (!before || before.comma) return null;
  return match(before.start, p + year[0].length, [{ year: Number(year[1]), month: before.month, day: 0 }]);
}

/** "March 1, 2018", "March 1st", "March 2018", "March, 2018": the month comes first. */
function monthFirst(text: string, p: number, word: WordSpan | null): DateMatch | null {
  const before = monthBefore(text, p, word);
  if (!before) return monthOfYear(text, p, word);
  const { month, start } = before;
  const day = before.comma ? null : exec(DAY_AFTER_MONTH, text, p);
  if (day && Number(day[1]) >= 1) {
    const year = day[2] ? Number(day[2]) : 0;
    return match(start, p + day[0].length, [{ year, month, day: Number(day[1]) }]);
  }
  const year = exec(YEAR_AFTER_MONTH, text, p);
  return year ? match(start, p + year[0].length, [{ year: Number(year[1]), month, day: 0 }]) : null;
}

/**
 * The date that starts at p, or whose month name ends just before p but not before `floor`. `word` is the
 * word before p (spanBefore), or null.
 */
export function parseDateAt(text: string, p: number, floor: number, word: WordSpan | null): DateMatch | null {
  let m: RegExpExecArray | null = null;
  const monthDate = monthFirst(text, p, word);
  if (monthDate && monthDate.start >= floor) return monthDate;
  // Gates on the digit run and the character after it spare four regexes for most numbers.
  let runEnd = p;
  while (runEnd < text.length && runEnd - p < 5 && isDigit(text.charCodeAt(runEnd))) runEnd++;
  const run = runEnd - p;
  const after = text[runEnd] ?? '';
  if (run === 4 && (after === '-' || after === '/' || after === '.')) m = exec(ISO, text, p);
  if (m) {
    return match(p, p + m[0].length, [{ year: Number(m[1]), month: Number(m[3]), day: Number(m[4]) }]);
  }
  if (run > 2) return null;
  if (after === '/' || after === '.') m = exec(NUMERIC, text, p);
  else if (after === '-') m = exec(NUMERIC_DASH, text, p);
  if (m) {
    const a = Number(m[1]);
    const b = Number(m[m.length === 5 ? 3 : 2]);
    const year = fullYear(m[m.length - 1] ?? '');
    // Day-first or month-first is a convention the text rarely states: keep both when both are valid.
    const readings = [{ year, month: b, day: a }];
    if (a !== b) readings.push({ year, month: a, day: b });
    return match(p, p + m[0].length, readings);
  }
  if (after !== ' ' && after !== '\u00A0' && after !== 's' && after !== 'n' && after !== 'r' && after !== 't')
    return null;
  // Then a capitalised month or "of": "12 percent" stops here.
  if (after === ' ' || after === '\u00A0') {
    const next = text.charCodeAt(runEnd + 1);
    if (!(next >= 65 && next <= 90) && next !== 111) return null;
  }
  m = exec(DAY_MONTH, text, p);
  if (m) {
    const month = MONTHS.get(m[2] ?? '');
    const day = Number(m[1]);
    if (month !== undefined && day >= 1) {
      return match(p, p + m[0].length, [{ year: m[3] ? Number(m[3]) : 0, month, day }]);
    }
  }
  return null;
}
