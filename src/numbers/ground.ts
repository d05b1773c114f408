import type { NumberUnit, NumericFact, UngroundedNumber } from './types.js';
import { decodeDate, type DateReading } from './dates.js';

// Matching claim numbers against the numbers of the cited excerpts.

const TOLERANCE = 1e-9;

interface Entry {
  value: number;
  unit: NumberUnit | null;
  /** The rounding step the excerpt wrote the value with (NumericFact.step), or null. */
  step: number | null;
  /** A proportion read as a percentage ("0.42" as 42%): it grounds only a claim percentage. */
  percentOnly: boolean;
}

/** The numbers of one excerpt, looked up by value. */
export interface FactIndex {
  byValue: Map<number, Entry[]>;
  dates: DateReading[];
  /** Every entry of byValue, for the rounding lookups a bucket cannot answer. */
  entries: Entry[];
  /** The numbers that stand in names (COVID-19, "Phase 3", list markers), by kind of name. */
  names: Map<string, number[]>;
  /** Set in a union of indexes (`unionIndex`): look-ups that spare scanning every entry and date. */
  union?: UnionLookups;
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

function add(index: FactIndex, entry: Entry): void {
  const key = bucket(entry.value);
  const list = index.byValue.get(key);
  if (list) list.push(entry);
  else index.byValue.set(key, [entry]);
  index.entries.push(entry);
}

const readings = (f: NumericFact): readonly number[] => f.values ?? [f.value];

/** The rounding step of reading v of f: the step of `value`, in proportion for a scaled reading ("10m"). */
function stepOf(f: NumericFact, v: number): number | null {
  if (f.step === undefined) return null;
  return v === f.value || f.value === 0 ? f.step : (f.step * v) / f.value;
}

/** A unitless value between 0 and 1 may be a proportion, the same as a percentage: 0.42 is 42%. */
const isProportion = (v: number, unit: NumberUnit | null): boolean => unit === null && v > 0 && v < 1;

function addName(index: FactIndex, kind: string, values: readonly number[]): void {
  const list = index.names.get(kind);
  if (list) for (const value of values) list.push(value);
  else index.names.set(kind, [...values]);
}

function addFact(index: FactIndex, f: NumericFact): void {
  if (f.name !== undefined) {
    addName(index, f.name, readings(f));
    // A name grounds only the same kind of name; a count that stands after a label is a count too.
    // A schedule ("2+1") is a name and nothing else: its first count grounds no "2".
    if (f.groundOnly || f.kind === 'schedule') return;
  }
  if (f.unit === 'date') {
    for (const v of readings(f)) {
      const d = decodeDate(v);
      index.dates.push(d);
      // A date states its year: "1 March 2018" grounds "in 2018".
      if (d.year > 0) add(index, { value: d.year, unit: null, step: null, percentOnly: false });
    }
  } else {
    for (const v of readings(f)) {
      const step = stepOf(f, v);
      add(index, { value: v, unit: f.unit, step, percentOnly: false });
      if (isProportion(v, f.unit))
        add(index, { value: v * 100, unit: 'percent', step: step === null ? null : step * 100, percentOnly: true });
    }
  }
  for (const part of f.parts ?? []) addFact(index, part);
}

export function indexFacts(facts: readonly NumericFact[]): FactIndex {
  const index: FactIndex = { byValue: new Map(), dates: [], entries: [], names: new Map() };
  for (const f of facts) addFact(index, f);
  return index;
}

const close = (a: number, b: number): boolean => Math.abs(a - b) <= TOLERANCE * Math.max(Math.abs(a), Math.abs(b));

/**
 * A unit on one side only does not conflict: "12" in the excerpt grounds "12 percent" in the claim. A
 * proportion read as a percentage, on either side, needs a percentage on the other (`strict`).
 */
const unitsAgree = (e: Entry, unit: NumberUnit | null, strict: boolean): boolean =>
  strict ? e.unit === unit : e.percentOnly ? unit === 'percent' : e.unit === null || unit === null || e.unit === unit;

function inBucket(index: FactIndex, key: number, v: number, unit: NumberUnit | null, strict: boolean): boolean {
  const list = index.byValue.get(key);
  if (!list) return false;
  return list.some((e) => close(e.value, v) && unitsAgree(e, unit, strict));
}

function hasValue(index: FactIndex, v: number, unit: NumberUnit | null, strict = false): boolean {
  const mid = bucket(v);
  if (inBucket(index, mid, v, unit, strict)) return true;
  const lo = bucket(v * (1 - TOLERANCE));
  if (lo !== mid && inBucket(index, lo, v, unit, strict)) return true;
  const hi = bucket(v * (1 + TOLERANCE));
  return hi !== mid && hi !== lo && inBucket(index, hi, v, unit, strict);
}

/**
 * An excerpt value that rounds to the claim's at the claim's step ("39%" by "39.2%"), or, for an exact
 * claim value (step 0), one the excerpt rounded from it ("a third" by "33%"). Half a step either way.
 */
function roundsTo(index: FactIndex, v: number, unit: NumberUnit | null, step: number, strict = false): boolean {
  const fits = (e: Entry) => {
    const half = (step > 0 ? step : (e.step ?? 0)) / 2;
    return half > 0 && Math.abs(e.value - v) <= half * (1 + TOLERANCE) && unitsAgree(e, unit, strict);
  };
  if (index.union === undefined) return index.entries.some(fits);
  const near = roundingCandidates(index.union, v, step);
  if (near === null) return index.entries.some(fits);
  for (const list of near) if (list.some(fits)) return true;
  return index.union.wide.some(fits);
}

/** Whether the claim reading v occurs in the excerpt, exactly or rounded. */
function hasReading(index: FactIndex, v: number, unit: NumberUnit | null, step: number | null): boolean {
  if (hasValue(index, v, unit)) return true;
  if (step !== null && roundsTo(index, v, unit, step)) return true;
  if (!isProportion(v, unit)) return false;
  const percent = v * 100;
  return (
    hasValue(index, percent, 'percent', true) ||
    (step !== null && roundsTo(index, percent, 'percent', step * 100, true))
  );
}

/** Numbers of the same kind of name agree when equal, or as a year and its last two digits (COVID-19, 2019). */
function sameName(a: number, b: number): boolean {
  if (a === b) return true;
  const [year, short] = a > b ? [a, b] : [b, a];
  return year >= 1900 && year < 2100 && short < 100 && year % 100 === short;
}

/** Every part the claim date states must be in an excerpt date; the excerpt may say more. */
function hasDate(index: FactIndex, c: DateReading): boolean {
  const fits = (e: DateReading, own: FactIndex) =>
    (c.month === 0 || c.month === e.month) &&
    (c.day === 0 || c.day === e.day) &&
    // "On 1 March the ministry ... (2018)": a yearless excerpt date takes a year the excerpt states elsewhere.
    (c.year === 0 || c.year === e.year || (e.year === 0 && hasValue(own, c.year, null)));
  const union = index.union;
  if (union === undefined) return index.dates.some((e) => fits(e, index));
  // In a union, only the dates of the claim's year, or of no year, or of its month when it has no year.
  const keys = c.year !== 0 ? [`y${c.year}`, 'y0'] : c.month !== 0 ? [`m${c.month}`] : null;
  if (keys === null) return index.dates.some((e, at) => fits(e, union.dateOwners[at] as FactIndex));
  return keys.some((key) =>
    (union.dateKeys.get(key) ?? []).some((at) =>
      fits(index.dates[at] as DateReading, union.dateOwners[at] as FactIndex),
    ),
  );
}

/** Whether `kind` abbreviates `word`: its letters in order, the first letters equal ("il", "interleukin"). */
function abbreviates(kind: string, word: string): boolean {
  if (kind.length < 2 || kind[0] !== word[0]) return false;
  let at = 0;
  for (const letter of kind) {
    at = word.indexOf(letter, at) + 1;
    if (at === 0) return false;
  }
  return true;
}

/** Whether the claim number v stands in a kind of name the excerpt names with the same number. */
function inSameName(index: FactIndex, f: NumericFact, v: number): boolean {
  if (index.names.size === 0) return false;
  if (f.name !== undefined && (index.names.get(f.name) ?? []).some((n) => sameName(n, v))) return true;
  const word = f.wordBefore;
  if (word === undefined) return false;
  for (const [kind, numbers] of index.names) {
    if (abbreviates(kind, word) && numbers.some((n) => sameName(n, v))) return true;
  }
  return false;
}

/** A rank up to 31 may be a day of the month: "on the 24th" by "24 March". */
const dayOfADate = (index: FactIndex, v: number): boolean =>
  Number.isInteger(v) &&
  v >= 1 &&
  v <= 31 &&
  (index.union ? index.union.days.has(v) : index.dates.some((d) => d.day === v));

function groundedAs(f: NumericFact, indexes: readonly FactIndex[]): boolean {
  if (f.kind === 'schedule') return indexes.some((ix) => inSameName(ix, f, f.value));
  if (f.kind === 'ordinal' && indexes.some((ix) => dayOfADate(ix, f.value))) return true;
  if (f.unit === 'date') {
    return readings(f).some((v) => indexes.some((ix) => hasDate(ix, decodeDate(v))));
  }
  return readings(f).some((v) => {
    const step = stepOf(f, v);
    return indexes.some((ix) => hasReading(ix, v, f.unit, step) || inSameName(ix, f, v));
  });
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

// ---------------------------------------------------------------------------------------------
// A union of indexes, grown one index at a time: what citation recall's sentences of one
// paragraph are checked against (src/check/recall.ts), so that each look-up visits the entries
// near its value, not every sentence before it.

/**
 * Entries by cell of width 10^level at every level (for a claim value's rounding reach), entries
 * by their own rounding reach (for an exact claim value), dates by year and by month, each date
 * with the index it came from.
 */
interface UnionLookups {
  /** level → cell → the entries whose value lies in that cell. */
  cells: Map<number, Map<number, Entry[]>>;
  /** level → cell → the entries whose own half step reaches at most 10^level, by value. */
  reaches: Map<number, Map<number, Entry[]>>;
  /** Entries some level's cells cannot hold (a value too large for its cell number): always visited. */
  wide: Entry[];
  /** The index each of `dates` came from: a date without a year takes its year from there only. */
  dateOwners: FactIndex[];
  /** Positions in `dates` by `y<year>` (y0: no year) and by `m<month>`. */
  dateKeys: Map<string, number[]>;
  /** The days of the month the dates state. */
  days: Set<number>;
}

const LEVEL_MIN = -12;
const LEVEL_MAX = 20;
/** Cell numbers past this are no longer exact in a double. */
const CELL_LIMIT = 1e15;

function cellOf(value: number, level: number): number | null {
  const cell = Math.floor(value / 10 ** level);
  return Math.abs(cell) < CELL_LIMIT ? cell : null;
}

/** The level whose cells are at least `reach` wide. */
const levelOf = (reach: number): number => Math.max(LEVEL_MIN, Math.ceil(Math.log10(reach)));

function putInCell(map: Map<number, Map<number, Entry[]>>, level: number, cell: number, entry: Entry): void {
  let row = map.get(level);
  if (!row) {
    row = new Map<number, Entry[]>();
    map.set(level, row);
  }
  const list = row.get(cell);
  if (list) list.push(entry);
  else row.set(cell, [entry]);
}

/** The entries in the cells within two of v's at `level`; null when v has no cell there. */
function around(map: Map<number, Map<number, Entry[]>>, level: number, v: number): Entry[][] | null {
  const cell = cellOf(v, level);
  if (cell === null) return null;
  const row = map.get(level);
  const found: Entry[][] = [];
  // Two cells either side: a value at the edge of the reach may round into the next cell.
  for (let at = cell - 2; at <= cell + 2; at++) {
    const list = row?.get(at);
    if (list) found.push(list);
  }
  return found;
}

/**
 * Every entry of the union that may round to v (roundsTo), besides `wide`: for a claim step, those
 * within half of it; for an exact claim value, those whose own half step reaches v. Null when
 * only a scan of every entry can say.
 */
function roundingCandidates(union: UnionLookups, v: number, step: number): Entry[][] | null {
  if (step > 0) {
    const level = levelOf((step / 2) * (1 + TOLERANCE));
    return level > LEVEL_MAX ? null : around(union.cells, level, v);
  }
  const found: Entry[][] = [];
  for (const level of union.reaches.keys()) {
    const lists = around(union.reaches, level, v);
    if (lists === null) return null;
    for (const list of lists) found.push(list);
  }
  return found;
}

/** An empty union: `addToUnion` each index, then ground against `[union]` as against the list of them. */
export function unionIndex(): FactIndex {
  return {
    byValue: new Map(),
    dates: [],
    entries: [],
    names: new Map(),
    union: { cells: new Map(), reaches: new Map(), wide: [], dateOwners: [], dateKeys: new Map(), days: new Set() },
  };
}

function addDateKey(union: UnionLookups, key: string, at: number): void {
  const list = union.dateKeys.get(key);
  if (list) list.push(at);
  else union.dateKeys.set(key, [at]);
}

/**
 * Adds an index to a union. Grounding against the union answers as grounding against the list of
 * indexes: each rule asks whether one entry, one date or one name of some index fits, and a date
 * without a year takes its year from its own index (`dateOwners`).
 */
export function addToUnion(union: FactIndex, index: FactIndex): void {
  const lookups = union.union;
  if (lookups === undefined) throw new Error('addToUnion: not a union (make it with unionIndex)');
  for (const entry of index.entries) {
    add(union, entry);
    let placed = true;
    for (let level = LEVEL_MIN; level <= LEVEL_MAX; level++) {
      const cell = cellOf(entry.value, level);
      if (cell === null) placed = false;
      else putInCell(lookups.cells, level, cell, entry);
    }
    const half = ((entry.step ?? 0) / 2) * (1 + TOLERANCE);
    if (half > 0) {
      const level = levelOf(half);
      const cell = level <= LEVEL_MAX ? cellOf(entry.value, level) : null;
      if (cell === null) placed = false;
      else putInCell(lookups.reaches, level, cell, entry);
    }
    if (!placed) lookups.wide.push(entry);
  }
  for (const date of index.dates) {
    const at = union.dates.length;
    union.dates.push(date);
    lookups.dateOwners.push(index);
    addDateKey(lookups, `y${date.year}`, at);
    addDateKey(lookups, `m${date.month}`, at);
    lookups.days.add(date.day);
  }
  for (const [kind, values] of index.names) addName(union, kind, values);
}
