// What makes a number found elsewhere the same fact as the claim's, for re-attribution
// (./reattribute.ts). Grounding asks only whether a cited source holds the value; re-attribution
// names a source the claim did not cite, so the value alone is not enough: "20 weeks" is not in a
// source that says "20 countries", and a bare "three" stands in every other sentence of a report.
// - A number with a unit grounding tells apart (percent, a currency, a date) needs that unit,
//   which the grounding rules already require.
// - A number with a counted word right after it ("20 weeks", "3 countries", "1,200 staff") needs
//   the same word right after the number in the place found (case-folded, singular or plural), as
//   the end of the same range when it ends one ("15 and 20 weeks"). A place's "36-hole facility"
//   describes the facility: it stands for "36 holes" only where the claim is hyphenated too.
// - A number in brackets restating another in other units ("60 mph (97 km/h)") is never
//   re-attributed on its own: the number it converts carries the fact.
// - A year or a date stands as the same fact only in a part that also holds another of the
//   claim's specific numbers, when the claim has any (src/binding/reattribute.ts). Alone, a date
//   says only when: the place must also say what, in one of the claim's own words beside it
//   ("Nightfall was released in 2019" in "Nightfall came out in 2019"). A hurricane's story holds
//   several events a day: "on August 26, 2023, a broad area of low pressure developed" is not in
//   "the system was upgraded to a tropical depression on August 26, 2023".
// - A bare number is re-attributed only when it is specific enough to be the same fact on its
//   own: a year, a decimal, or a value of 100 or more. A bare small count never is.
import type { NumericFact } from '../numbers/types.js';

export type NumberSense =
  /** Too common to mean the same fact wherever it stands: never re-attributed. */
  | { kind: 'never' }
  /** The grounding rules alone decide (a unit, a year, a decimal, a large value). */
  | { kind: 'value' }
  /**
   * The number must stand right before the same word in the place found; when the claim gives it
   * as the end of a range ("between 15 and 20 weeks", "10-20 years"), after the same start too.
   */
  | { kind: 'counted'; word: string; hyphen: boolean; from?: number };

/**
 * Words after a number that count nothing ("20 of the", "3 to 5", "in 2019 and"): the number is
 * then bare. An adjective ("3 new countries") is kept as the word: stricter, never looser.
 */
const NOT_COUNTED = new Set(
  (
    'a an the and or but nor of to in on at for by with from per than as is was were are be been being ' +
    'has had have that which who whom whose when where while after before since until into onto out ' +
    'over under up down between among during through against about around nearly almost more less ' +
    'most least fewer other others such this these those it its their his her our your my not no so ' +
    'if then also only just each every all both either neither'
  ).split(' '),
);

/** The word right after a number: after spaces, or after one hyphen ("20-week"). */
const WORD_AFTER = /^(?:[ \t\u00a0]{1,3}|-)(\p{L}[\p{L}\p{M}'’]*)/u;

export interface CountedWord {
  /** Lower case, without a possessive "'s". */
  word: string;
  /** Joined by a hyphen: "a 36-hole facility" describes the facility, "36 holes" counts holes. */
  hyphen: boolean;
}

/** The counted word right after `end` in `text`, or undefined when there is none. */
export function countedWordAfter(text: string, end: number): CountedWord | undefined {
  const match = WORD_AFTER.exec(text.slice(end, end + 64));
  const word = match?.[1]?.toLowerCase().replace(/['’]s$/u, '');
  if (word === undefined || NOT_COUNTED.has(word)) return undefined;
  return { word, hyphen: match?.[0]?.startsWith('-') === true };
}

/** Whether two counted words are the same word, singular or plural ("week"/"weeks", "city"/"cities"). */
export function sameCountedWord(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return (
    long === `${short}s` ||
    long === `${short}es` ||
    (short.endsWith('y') && long === `${short.slice(0, -1)}ies`) ||
    (short.endsWith('f') && long === `${short.slice(0, -1)}ves`) ||
    (short.endsWith('fe') && long === `${short.slice(0, -2)}ves`)
  );
}

/** What a place must show for the claim's number `fact` (read from `text`) to be the same fact. */
export function numberSense(fact: NumericFact, text: string): NumberSense {
  if (fact.unit !== null) return { kind: 'value' };
  if (fact.kind === 'year') return { kind: 'value' };
  if (statedConversion(text, fact.start)) return { kind: 'never' };
  const counted = countedWordAfter(text, fact.end);
  if (counted !== undefined) {
    const from = rangeStartBefore(text, fact.start);
    return { kind: 'counted', ...counted, ...(from === undefined ? {} : { from }) };
  }
  return specificAlone(fact) ? { kind: 'value' } : { kind: 'never' };
}

/**
 * A number in brackets right after another ("60 mph (97 km/h)") restates that one in other units:
 * its fact is the first number's, and "0 to 60 mph (97 km/h)" said of cars holds the same 97.
 */
const CONVERSION_BEFORE = /\d[^\d()]{0,24}\(\s*(?:about |approximately |approx\. |around |~|≈|c\. )?$/u;

function statedConversion(text: string, start: number): boolean {
  return CONVERSION_BEFORE.test(text.slice(Math.max(0, start - 48), start));
}

/**
 * The number a range's end follows ("15" in "15 and 20", "10" in "10-20", "10–20", "10 to 20"):
 * "20 weeks" in "between 15 and 20 weeks" is the same fact only as the end of the same range.
 */
const RANGE_START = /(?<![\d.,])(\d+(?:\.\d+)?)\s*(?:-|–|—|&|to|and)\s*$/u;

function rangeStartBefore(text: string, start: number): number | undefined {
  const match = RANGE_START.exec(text.slice(Math.max(0, start - 24), start));
  return match?.[1] === undefined ? undefined : Number(match[1]);
}

const RANGE_END = /(?<![\d.,])(\d+(?:\.\d+)?)\s*(?:-|–|—|&|to|and)\s*\S+$/u;

/** The start of the range whose end is the number `text` writes from `start` to `end`, if it is one. */
export function rangeStartOf(text: string, start: number, end: number): number | undefined {
  const match = RANGE_END.exec(text.slice(Math.max(0, start - 24), end));
  return match?.[1] === undefined ? undefined : Number(match[1]);
}

/** Whether a year or a date stands alone: a claim's other specific numbers must stand with it. */
export function isDated(fact: NumericFact): boolean {
  return fact.kind === 'year' || fact.unit === 'date';
}

/** A bare number that says something on its own: a year, a decimal, or 100 and more. */
function specificAlone(fact: NumericFact): boolean {
  const value = Math.abs(fact.value);
  if (/^\d{4}$/u.test(fact.text) && value >= 1000 && value <= 2100) return true;
  if (fact.kind === 'word' || fact.kind === 'ordinal') return value >= 100;
  return !Number.isInteger(value) || value >= 100;
}

/** Words beside a date that say nothing of what happened then. */
const NOT_EVENT = new Set([
  ...NOT_COUNTED,
  ...'january february march april may june july august september october november december year years day days month months early late later earlier around about some there they them were would could'.split(
    ' ',
  ),
]);
const EVENT_WORD = /\p{L}[\p{L}\p{M}'’-]*/gu;
/** How far either side of a date its clauses are looked for: a snippet may have no full stop at all. */
const EVENT_SPAN = 300;

/** A word's stem for comparing: lower case, without a possessive or a plain inflection ("released", "releases"). */
const stem = (word: string): string => word.toLowerCase().replace(/(?:['’]s|ing|ed|es|s|d)$/u, '');

/** Where a clause ends: a stop, a semicolon, a colon, a comma before a space, a line end. */
function isClauseEnd(text: string, at: number): boolean {
  const c = text[at];
  if (c === '\n' || c === ';' || c === '。' || c === '；' || c === '：' || c === '！' || c === '？' || c === '，')
    return true;
  if (c !== '.' && c !== ',' && c !== ':' && c !== '!' && c !== '?') return false;
  const next = text[at + 1];
  return next === undefined || /\s/u.test(next);
}

/**
 * The words that say what happened at a date written from `start` to `end` in `text`: those of
 * its clause and of the clause after it ("In 2010, Farmers Insurance became the title sponsor"),
 * three letters or more, not a date's own words, as stems.
 */
export function eventWords(text: string, start: number, end: number): Set<string> {
  let from = start;
  while (from > Math.max(0, start - EVENT_SPAN) && !isClauseEnd(text, from - 1)) from--;
  const limit = Math.min(text.length, end + EVENT_SPAN);
  let to = end;
  for (let clauses = 0; to < limit; to++) if (isClauseEnd(text, to) && ++clauses === 2) break;
  const words = (slice: string) =>
    [...slice.matchAll(EVENT_WORD)]
      .map((match) => match[0])
      .filter((word) => word.length >= 3 && !NOT_EVENT.has(word.toLowerCase()))
      .map(stem);
  return new Set([...words(text.slice(from, start)), ...words(text.slice(end, to))]);
}
