// Reading a run of digits and separators ("1,000", "1.000,5", "12 500", "1.1.7") into candidate values.

import { isDigit } from './quantity.js';

interface NumeralScan {
  end: number;
  groups: string[];
  /** seps[i] sits between groups[i] and groups[i + 1]. */
  seps: string[];
}

type NumeralReading =
  /**
   * `split`: the groups may also be separate numbers (a plain space or a comma can separate a list).
   * `decimals`: digits after the decimal mark of the preferred reading.
   */
  | { kind: 'number'; values: number[]; split: number[] | null; decimals: number }
  /** Neither grouping nor a decimal: a version or a list ("1.1.7", "1,2,3"). */
  | { kind: 'other'; values: number[] };

function isSpaceSep(ch: string): boolean {
  return ch === ' ' || ch === '\u00A0' || ch === '\u202F' || ch === '\u2009';
}

function isSep(ch: string): boolean {
  return ch === ',' || ch === '.' || ch === "'" || ch === '\u2019' || isSpaceSep(ch);
}

function digitsEnd(text: string, i: number): number {
  while (i < text.length && isDigit(text.charCodeAt(i))) i++;
  return i;
}

export function scanNumeral(text: string, p: number): NumeralScan {
  let end = digitsEnd(text, p);
  const groups = [text.slice(p, end)];
  // Most numbers have no separator: skip the loop below.
  if (!isSep(text[end] ?? '') || !isDigit(text.charCodeAt(end + 1))) return { end, groups, seps: [] };
  const seps: string[] = [];
  for (;;) {
    const sep = text[end];
    if (sep === undefined || !isSep(sep) || !isDigit(text.charCodeAt(end + 1))) break;
    const runEnd = digitsEnd(text, end + 1);
    const run = text.slice(end + 1, runEnd);
    if (isSpaceSep(sep) || sep === "'" || sep === '\u2019') {
      // A space or an apostrophe only groups thousands: "1 000", "1'000", never "in 2018 100" or 5'10".
      const lead = groups[0] ?? '';
      const consistent = seps.every((s) => s === sep);
      if (run.length !== 3 || lead.length > 3 || !consistent) break;
    }
    groups.push(run);
    seps.push(sep);
    end = runEnd;
  }
  return { end, groups, seps };
}

const toInt = (groups: readonly string[]): number => Number(groups.join(''));
const toDecimal = (intPart: string, frac: string): number => Number(`${intPart}.${frac}`);

function intOf(digits: string): number {
  // Faster than Number() for the short runs that make up almost every number.
  if (digits.length > 15) return Number(digits);
  let n = 0;
  for (let i = 0; i < digits.length; i++) n = n * 10 + (digits.charCodeAt(i) - 48);
  return n;
}

/** Two groups: "12.5", "1.000", "1,000", "12,5", "12 500", "1'000". */
function twoGroups(first: string, second: string, sep: string): NumeralReading {
  const thousands = intOf(first) * 1000 + intOf(second);
  // Scanning already made sure a space or an apostrophe sits before exactly three digits.
  if (sep !== ',' && sep !== '.') {
    // A plain space might instead separate two numbers: "on day 7 120 patients".
    return {
      kind: 'number',
      values: [thousands],
      split: sep === ' ' ? [intOf(first), intOf(second)] : null,
      decimals: 0,
    };
  }
  // Thousands groups never start with a zero: "0,125" and "0.125" are decimals.
  const groupable = second.length === 3 && first.length <= 3 && first[0] !== '0';
  if (sep === ',') {
    if (groupable) return { kind: 'number', values: [thousands], split: null, decimals: 0 };
    return {
      kind: 'number',
      values: [toDecimal(first, second)],
      split: [intOf(first), intOf(second)],
      decimals: second.length,
    };
  }
  // "1.000" is 1 to an English reader and 1000 to a German one: keep both readings.
  const decimal = toDecimal(first, second);
  return { kind: 'number', values: groupable ? [decimal, thousands] : [decimal], split: null, decimals: second.length };
}

/** Three or more groups, or two different marks: "1,000,000", "1.000.000", "1,000.5", "1.000,5", "1.1.7". */
function manyGroups(groups: readonly string[], seps: readonly string[]): NumeralReading {
  const first = groups[0] ?? '0';
  const norm = seps.map((s) => (isSpaceSep(s) ? ' ' : s === '\u2019' ? "'" : s));
  const leadCanGroup = first.length <= 3 && first[0] !== '0';
  if (norm.every((s) => s === norm[0])) {
    const tailsOfThree = groups.slice(1).every((g) => g.length === 3);
    if (leadCanGroup && tailsOfThree) return { kind: 'number', values: [toInt(groups)], split: null, decimals: 0 };
    return { kind: 'other', values: groups.map(intOf) };
  }
  // Mixed marks: the last one is the decimal mark, the others group thousands.
  const last = norm[norm.length - 1];
  const head = norm.slice(0, -1);
  const middleOfThree = groups.slice(1, -1).every((g) => g.length === 3);
  if (
    (last === '.' || last === ',') &&
    head.every((s) => s === head[0] && s !== last) &&
    middleOfThree &&
    leadCanGroup
  ) {
    return {
      kind: 'number',
      values: [toDecimal(groups.slice(0, -1).join(''), groups[groups.length - 1] ?? '0')],
      split: null,
      decimals: (groups[groups.length - 1] ?? '').length,
    };
  }
  return { kind: 'other', values: groups.map(intOf) };
}

export function interpretNumeral(scan: NumeralScan): NumeralReading {
  const { groups, seps } = scan;
  const first = groups[0] ?? '0';
  if (groups.length === 1) return { kind: 'number', values: [intOf(first)], split: null, decimals: 0 };
  if (groups.length === 2) return twoGroups(first, groups[1] ?? '0', seps[0] ?? '');
  return manyGroups(groups, seps);
}
