import { encodeDate, parseDateAt, type DateReading } from './dates.js';
import { interpretNumeral, scanNumeral } from './numeral.js';
import { currencyBefore, scaleWordAfter, spanBefore } from './context.js';
import { identifier, isDimensionX, isIdentifierDigit, labelled, listMarker } from './markers.js';
import {
  addScaledReadings,
  asName,
  countPart,
  groundOnly,
  isAlnum,
  isDigit,
  isJoiner,
  isLetter,
  quantity,
  rescale,
  unitsAfter,
  type Quantity,
} from './quantity.js';
import { SCALE_SUFFIXES, UNAMBIGUOUS_SCALE_SUFFIXES } from './words.js';
import { idiomAfter } from './spelled.js';

// A number that starts with a digit: "12", "12.5%", "€112m", "1 March 2018", "5mg", "COVID-19".

const CHAIN = /(?:[/:]\d+(?:[.,]\d+)?)+/y;
const LETTERS = /[A-Za-z°µμ]+/y;
const HYPHEN_WORD = /[-\u2010\u2011]([A-Za-z]+)/y;
const SPACED_SCALE = /[\s\u00A0\u202F](k|K|m|M|mn|bn|b|B|tn)(?![\p{L}\p{N}])/uy;
const ORDINAL_SUFFIX = /^(?:st|nd|rd|th)$/i;
// Units glued to a number that contain capitals but are not identifiers ("3L", "10mL", "120mmHg").
const MIXED_CASE_UNITS = new Set([
  'L',
  'mL',
  'dL',
  'µL',
  'μL',
  'mmHg',
  'kDa',
  'Da',
  'Hz',
  'kHz',
  'MHz',
  'GHz',
  'IU',
  'U',
  'MB',
  'GB',
  'TB',
  'kB',
  'Gy',
  'mSv',
  'Sv',
  'nM',
  'µM',
  'μM',
  'mM',
  'pM',
  'M',
  'kcal',
  'Kcal',
  'W',
  'kW',
  'MW',
  'GW',
  'V',
  'mV',
  'kV',
  'C',
  'F',
  'K',
  '°C',
  '°F',
]);

// The step of a number written with this many decimals: 1, 0.1, 0.01 (10 ** -2 is 0.010000000000000002).
const STEPS = Array.from({ length: 16 }, (_, decimals) => Number(`1e-${decimals}`));
const stepOfDecimals = (decimals: number): number => STEPS[decimals] ?? Number(`1e-${decimals}`);

function dateQuantity(start: number, end: number, dates: DateReading[]): Quantity {
  const q = quantity(start, end, dates.map(encodeDate));
  q.unit = 'date';
  q.kind = 'date';
  q.dates = dates;
  const first = dates[0];
  // "May 12 patients": without a year the day may be a count, so the day alone may also ground it.
  if (first && first.year === 0 && first.day > 0) {
    q.parts = [countPart(first.day, start, end)];
  }
  return q;
}

/** Letters glued to the digits: an ordinal, a scale, a unit, or the rest of an identifier. */
function letterSuffix(text: string, q: Quantity, p: number, hasCurrency: boolean): 'done' | 'more' | Quantity {
  LETTERS.lastIndex = q.end;
  const suffix = LETTERS.exec(text)?.[0] ?? '';
  const after = q.end + suffix.length;
  if (isDimensionX(text, q.end)) return 'done'; // "1x1": a size, each side a number
  if (isDigit(text.charCodeAt(after))) return identifier(text, p); // "2b2", "4x4s"
  const lower = suffix.toLowerCase();
  if (ORDINAL_SUFFIX.test(suffix)) {
    // "24th", "3rd": a rank states its number, grounded by the number in any form ("24", "twenty-fourth").
    if (hasCurrency || !q.bareDigits) return groundOnly(text, p, after);
    q.end = after;
    q.kind = 'ordinal';
    q.step = null;
    q.bareDigits = false;
    return 'done';
  }
  const scale = SCALE_SUFFIXES.get(lower);
  if (scale !== undefined) {
    q.end = after;
    if (hasCurrency || UNAMBIGUOUS_SCALE_SUFFIXES.has(lower)) {
      q.scale = scale;
    } else {
      // "5k" is 5000 (or a 5 km run); "10m" is ten metres more often than ten million.
      addScaledReadings(q, scale, lower === 'k');
    }
    return 'more';
  }
  if (lower === 's' && q.bareDigits) {
    decade(text, q, p, after);
    return 'done';
  }
  if (suffix === lower || MIXED_CASE_UNITS.has(suffix)) {
    q.end = after;
    return 'done';
  }
  return identifier(text, p); // "3D", "5G", "3CLpro"
}

/** "1990s", "the '70s", "in their 70s": a decade, or for two digits without an apostrophe also an age. */
function decade(text: string, q: Quantity, p: number, after: number): void {
  q.end = after;
  q.step = null;
  const v = q.values[0] ?? 0;
  if (after - p === 5) {
    q.kind = 'year';
    return;
  }
  if (after - p !== 3 || v % 10 !== 0) return;
  const years = v <= 20 ? [1900 + v, 2000 + v] : [1900 + v];
  const quote = text[p - 1];
  if ((quote === "'" || quote === '\u2019') && !isAlnum(text.charCodeAt(p - 2))) {
    q.start = p - 1;
    q.values = years;
    q.kind = 'year';
  } else {
    q.values = [v, ...years];
  }
}

const SCHEDULE = /(?:\+\d{1,2})+/y;

/**
 * "2+1", "1+1", "3+0": a dosing schedule (doses, then boosters), one name for the whole, not two
 * counts. Small whole numbers joined by "+" with nothing around them: "2 + 1 = 3" is arithmetic.
 */
function schedule(text: string, p: number, end: number): Quantity | null {
  if (end - p > 2 || text[p - 1] === '+' || isDigit(text.charCodeAt(p - 1))) return null;
  SCHEDULE.lastIndex = end;
  if (!SCHEDULE.exec(text)) return null;
  const stop = SCHEDULE.lastIndex;
  const next = text.charCodeAt(stop);
  if (
    isAlnum(next) ||
    next === 61 /* = */ ||
    next === 37 /* % */ ||
    (next === 46 && isDigit(text.charCodeAt(stop + 1)))
  )
    return null;
  const q = quantity(p, stop, [Number(text.slice(p, end))]);
  q.kind = 'schedule';
  // Matched by its whole text: a "2+1" grounds only a "2+1" (src/numbers/ground.ts).
  q.name = `schedule ${text.slice(p, stop)}`;
  return q;
}

export function parseDigitQuantity(text: string, p: number, floor = 0): Quantity {
  const prev = text.charCodeAt(p - 1);
  const before = currencyBefore(text, p);
  const cur = before && before.at >= floor ? before : null;
  let countIn: string | null = null;
  let longWord: string | null = null;
  if (!cur) {
    if (isIdentifierDigit(text, p)) return identifier(text, p);
    // The word before the number, looked up once for the label and the month checks.
    const word = spanBefore(text, p);
    const label = labelled(text, p, word);
    if (label?.name) return label.name;
    countIn = label?.countIn ?? null;
    const date = parseDateAt(text, p, floor, word);
    if (date) return dateQuantity(date.start, date.end, date.readings);
    // Long words only: short ones ("in", "by", "than") are no names an identifier could abbreviate.
    if (!label && word && !word.dotted && word.end - word.start >= 6)
      longWord = text.slice(word.start, word.end).toLowerCase();
  }

  const scan = scanNumeral(text, p);
  const reading = interpretNumeral(scan);
  if (reading.kind === 'other') return quantity(p, scan.end, reading.values, true);
  const next = text[scan.end];
  if ((next === '/' || next === ':') && isDigit(text.charCodeAt(scan.end + 1))) {
    // Fractions, ratios and times ("2/3", "1:2", "10:30") are not read as quantities.
    CHAIN.lastIndex = scan.end;
    CHAIN.exec(text);
    return groundOnly(text, p, Math.max(CHAIN.lastIndex, scan.end));
  }

  const leadingDot = prev === 46 && !isAlnum(text.charCodeAt(p - 2)) && scan.groups.length === 1;
  const q = quantity(cur ? cur.at : leadingDot ? p - 1 : p, scan.end, reading.values);
  q.bareDigits = scan.groups.length === 1 && !leadingDot;
  q.name = countIn;
  q.wordBefore = longWord;
  q.step = stepOfDecimals(reading.decimals);
  if (leadingDot) {
    q.values = [Number(`0.${scan.groups[0] ?? '0'}`)];
    q.step = stepOfDecimals((scan.groups[0] ?? '0').length);
  }
  if (reading.split) {
    q.parts = reading.split.map((v) => countPart(v, p, scan.end));
  }
  const marker = !cur && q.bareDigits ? listMarker(text, p, scan.end) : null;
  if (marker) {
    const skipped = quantity(p, scan.end, q.values, true);
    return marker === 'marker' ? asName(skipped, 'list') : skipped;
  }
  if (cur) {
    q.unit = cur.unit;
    q.kind = 'currency';
  }

  const word = scaleWordAfter(text, q.end);
  if (word) {
    q.scale = word.scale;
    q.end = word.at;
  } else if (isLetter(text.charCodeAt(q.end))) {
    const r = letterSuffix(text, q, p, cur !== null);
    if (r === 'done') return q;
    if (r !== 'more') return r;
  } else if (cur) {
    SPACED_SCALE.lastIndex = q.end;
    const m = SPACED_SCALE.exec(text);
    const scale = m ? SCALE_SUFFIXES.get((m[1] ?? '').toLowerCase()) : undefined;
    if (m && scale !== undefined) {
      q.scale = scale;
      q.end += m[0].length;
    }
  } else if (isJoiner(text.charCodeAt(q.end))) {
    HYPHEN_WORD.lastIndex = q.end;
    const hw = HYPHEN_WORD.exec(text)?.[1];
    // "2019-nCoV", "19-CoV": a hyphen into a mixed-case or all-capitals word makes an identifier.
    if (hw !== undefined && (/[a-z][A-Z]/.test(hw) || /^[A-Z]{2,}$/.test(hw))) return identifier(text, p);
    // "a 2-way street", "3-dimensional": an idiom, which neither states nor grounds a count.
    if (!cur && q.bareDigits && idiomAfter(text, q.end)) return asName(groundOnly(text, p, q.end), 'idiom');
  } else if (!cur && q.bareDigits && text[q.end] === '+' && isDigit(text.charCodeAt(q.end + 1))) {
    const plan = schedule(text, p, q.end);
    if (plan) return plan;
  }
  if (q.scale !== null) rescale(q, q.scale);

  unitsAfter(text, q, cur !== null);
  const v = q.values[0] ?? 0;
  if (
    q.kind === 'number' &&
    q.bareDigits &&
    q.scale === null &&
    scan.groups[0]?.length === 4 &&
    v >= 1800 &&
    v <= 2100
  ) {
    q.kind = 'year';
    q.step = null;
  } else if (q.kind === 'number' && q.bareDigits && q.scale === null && abbreviatedYear(text, p, q.end)) {
    // "los ’70", "the class of '69": a year by its last two digits, in either century.
    q.start = p - 1;
    q.values = v <= 30 ? [2000 + v, 1900 + v] : [1900 + v, 2000 + v];
    q.kind = 'year';
    q.step = null;
  }
  return q;
}

/**
 * Two digits right after an apostrophe that follows no letter or digit, with no letter, digit,
 * percent sign or closing quote after them: "en los ’70" (a real Spanish source for "la década de
 * 1970"), "the class of '69". "l’80%" (Italian elision) and "'70'" (a quoted number) are not years.
 */
function abbreviatedYear(text: string, p: number, end: number): boolean {
  if (end - p !== 2) return false;
  const quote = text[p - 1];
  if ((quote !== "'" && quote !== '\u2019') || isAlnum(text.charCodeAt(p - 2))) return false;
  const next = text[end] ?? '';
  return (
    !isAlnum(text.charCodeAt(end)) &&
    next !== '%' &&
    next !== "'" &&
    next !== '\u2019' &&
    !/[.,]\d/.test(text.slice(end, end + 2))
  );
}
