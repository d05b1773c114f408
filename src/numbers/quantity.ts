import type { DateReading, NumberUnit, NumericFact, NumericKind } from './types.js';
import { currencyAfter, percentAfter } from './context.js';

// One number with its unit and scale, as the readers (digits.ts, spelled.ts) build it before join.ts turns
// it into facts.

export interface Quantity {
  start: number;
  end: number;
  /** Readings, preferred first. */
  values: number[];
  unit: NumberUnit | null;
  kind: Exclude<NumericKind, 'range'>;
  /** Multiplier from a scale word or suffix, so a range can lend it to its other end ("10-12 million"). */
  scale: number | null;
  groundOnly: boolean;
  /** A bare "one" or "zero": usually a pronoun or "no", so only reported inside a range. */
  weak: boolean;
  parts: NumericFact[] | null;
  /** Set for dates. */
  dates: DateReading[] | null;
  /** Written as digits only, with no separator, sign or suffix. */
  bareDigits: boolean;
  /** The kind of name the number stands in (NumericFact.name), or null. */
  name: string | null;
  /** Rounding step of values[0] (NumericFact.step), or null where no rounding applies. */
  step: number | null;
  /** NumericFact.wordBefore, or null. */
  wordBefore: string | null;
}

export const isDigit = (c: number): boolean => c >= 48 && c <= 57;
const LETTER = /\p{L}/u;
export function isLetter(c: number): boolean {
  if (c < 128) return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
  return !Number.isNaN(c) && LETTER.test(String.fromCharCode(c));
}
export const isAlnum = (c: number): boolean => isDigit(c) || isLetter(c);
// Characters that glue a number into an identifier when a letter precedes them: COVID-19, B.1.1.7, Covid/19.
export const isJoiner = (c: number): boolean =>
  c === 45 || c === 46 || c === 47 || c === 95 || c === 0x2010 || c === 0x2011 || c === 0x2013;

export function quantity(start: number, end: number, values: number[], groundOnly = false): Quantity {
  return {
    start,
    end,
    values,
    unit: null,
    kind: 'number',
    scale: null,
    groundOnly,
    weak: false,
    parts: null,
    dates: null,
    bareDigits: false,
    name: null,
    step: null,
    wordBefore: null,
  };
}

/** Multiply every reading by `factor`, keeping the rounding step in proportion. */
export function rescale(q: Quantity, factor: number): void {
  q.values = q.values.map((v) => v * factor);
  if (q.step !== null) q.step *= factor;
}

/**
 * Add every reading times `factor`: first when that is the likelier reading ("$5-7m", "5k"), else after
 * the others ("10m" is ten metres first). The step stays the step of values[0].
 */
export function addScaledReadings(q: Quantity, factor: number, first: boolean): void {
  const scaled = q.values.map((v) => v * factor);
  q.values = first ? [...scaled, ...q.values] : [...q.values, ...scaled];
  if (first && q.step !== null) q.step *= factor;
}

/** The span as a name of the given kind: never reported, grounds only the same kind of name. */
export function asName(q: Quantity, kind: string): Quantity {
  q.groundOnly = true;
  q.name = kind;
  q.step = null;
  return q;
}

/** The digit runs of text[start, end), each as an integer. */
function digitValues(text: string, start: number, end: number): number[] {
  const values: number[] = [];
  let n = -1;
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (isDigit(c)) n = (n < 0 ? 0 : n * 10) + (c - 48);
    else if (n >= 0) {
      values.push(n);
      n = -1;
    }
  }
  if (n >= 0) values.push(n);
  return values;
}

/** The numbers inside a span that states no quantity; they may still ground a claim. */
export function groundOnly(text: string, start: number, end: number): Quantity {
  const values = digitValues(text, start, end);
  return quantity(start, end, values.length > 0 ? values : [0], true);
}

/** The unit words after a number: percent, then a currency if none came before. */
export function unitsAfter(text: string, q: Quantity, hasCurrency: boolean): void {
  if (hasCurrency) return;
  const pe = percentAfter(text, q.end);
  if (pe >= 0) {
    q.unit = 'percent';
    q.kind = 'percent';
    q.end = pe;
    return;
  }
  const cur = currencyAfter(text, q.end);
  if (cur) {
    q.unit = cur.unit;
    q.kind = 'currency';
    q.end = cur.at;
  }
}

/** A plain count read from inside a span, as another reading of it: "12 500" as 12 and 500, "May 12" as 12. */
export function countPart(value: number, start: number, end: number): NumericFact {
  return {
    text: String(value),
    start,
    end,
    value,
    unit: null,
    kind: 'number',
    values: undefined,
    parts: undefined,
    groundOnly: undefined,
    name: undefined,
    step: undefined,
    wordBefore: undefined,
  };
}

export function toFact(text: string, q: Quantity, kind: NumericKind = q.kind, grouped = false): NumericFact {
  // Every fact gets the same properties in the same order (absent ones undefined): one object shape
  // keeps property access fast for the caller and for grounding.
  return {
    text: text.slice(q.start, q.end),
    start: q.start,
    end: q.end,
    value: q.values[0] ?? 0,
    unit: q.unit,
    kind,
    values: q.values.length > 1 ? q.values : undefined,
    parts: q.parts ?? undefined,
    groundOnly: q.groundOnly || (q.weak && !grouped) ? true : undefined,
    name: q.name ?? undefined,
    step: q.step ?? undefined,
    wordBefore: q.wordBefore ?? undefined,
  };
}
