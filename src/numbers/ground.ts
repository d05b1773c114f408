import type { NumberUnit, NumericFact, UngroundedNumber } from './types.js';
import { decodeDate, type DateReading } from './dates.js';

// Matching claim numbers against the numbers of the cited excerpts.

const TOLERANCE = 1e-9;

interface Entry {
  value: number;
  unit: NumberUnit | null;
}

/** The numbers of one excerpt, looked up by value. */
export interface FactIndex {
  byValue: Map<number, Entry[]>;
  dates: DateReading[];
}

/**
 * The value rounded to nine significant digits, packed as exponent and mantissa: values within the
 * tolerance land in the same bucket or a neighbouring one. Numeric, because toPrecision and string keys
 * cost several times more.
 */
function bucket(v: number): number {
  if (v === 0 || !Number.isFinite(v)) return 0;
  const abs = Math.abs(v);
  let exponent = Math.floor(Math.log10(abs));
  let mantissa = Math.round(abs / 10 ** (exponent - 8));
  if (mantissa >= 1e9) {
    mantissa = Math.round(mantissa / 10);
    exponent++;
  }
  const key = (exponent + 400) * 1e9 + mantissa;
  return v < 0 ? -key : key;
}

function add(index: FactIndex, value: number, unit: NumberUnit | null): void {
  const key = bucket(value);
  const list = index.byValue.get(key);
  if (list) list.push({ value, unit });
  else index.byValue.set(key, [{ value, unit }]);
}

const readings = (f: NumericFact): readonly number[] => f.values ?? [f.value];

function addFact(index: FactIndex, f: NumericFact): void {
  if (f.unit === 'date') {
    for (const v of readings(f)) {
      const d = decodeDate(v);
      index.dates.push(d);
      // A date states its year: "1 March 2018" grounds "in 2018".
      if (d.year > 0) add(index, d.year, null);
    }
  } else {
    for (const v of readings(f)) add(index, v, f.unit);
  }
  for (const part of f.parts ?? []) addFact(index, part);
}

export function indexFacts(facts: readonly NumericFact[]): FactIndex {
  const index: FactIndex = { byValue: new Map(), dates: [] };
  for (const f of facts) addFact(index, f);
  return index;
}

const close = (a: number, b: number): boolean => Math.abs(a - b) <= TOLERANCE * Math.max(Math.abs(a), Math.abs(b));

function inBucket(index: FactIndex, key: number, v: number, unit: NumberUnit | null): boolean {
  const list = index.byValue.get(key);
  if (!list) return false;
  // A unit on one side only does not conflict: "12" in the excerpt grounds "12 percent" in the claim.
  return list.some((e) => close(e.value, v) && (e.unit === null || unit === null || e.unit === unit));
}

function hasValue(index: FactIndex, v: number, unit: NumberUnit | null): boolean {
  const mid = bucket(v);
  if (inBucket(index, mid, v, unit)) return true;
  const lo = bucket(v * (1 - TOLERANCE));
  if (lo !== mid && inBucket(index, lo, v, unit)) return true;
  const hi = bucket(v * (1 + TOLERANCE));
  return hi !== mid && hi !== lo && inBucket(index, hi, v, unit);
}

/** Every part the claim date states must be in an excerpt date; the excerpt may say more. */
function hasDate(index: FactIndex, c: DateReading): boolean {
  return index.dates.some(
    (e) =>
      (c.month === 0 || c.month === e.month) &&
      (c.day === 0 || c.day === e.day) &&
      // "On 1 March the ministry ... (2018)": a yearless excerpt date takes a year the excerpt states elsewhere.
      (c.year === 0 || c.year === e.year || (e.year === 0 && hasValue(index, c.year, null))),
  );
}

function groundedAs(f: NumericFact, indexes: readonly FactIndex[]): boolean {
  if (f.unit === 'date') {
    return readings(f).some((v) => indexes.some((ix) => hasDate(ix, decodeDate(v))));
  }
  return readings(f).some((v) => indexes.some((ix) => hasValue(ix, v, f.unit)));
}

function isGrounded(f: NumericFact, indexes: readonly FactIndex[]): boolean {
  if (f.groundOnly) return true;
  if (groundedAs(f, indexes)) return true;
  const parts = f.parts ?? [];
  return parts.length > 0 && parts.every((p) => groundedAs(p, indexes));
}

/** Numbers of the claim that no excerpt grounds; [] without excerpts. */
export function groundNumbers(claimFacts: readonly NumericFact[], indexes: readonly FactIndex[]): UngroundedNumber[] {
  if (indexes.length === 0) return [];
  return claimFacts
    .filter((f) => !isGrounded(f, indexes))
    .map((f) => ({ text: f.text, value: f.value, unit: f.unit, start: f.start, end: f.end }));
}
