import { articleBefore, isAsciiLetter, isSpace, scaleWordAfter, wordBefore } from './context.js';
import { quantity, unitsAfter, type Quantity } from './quantity.js';
import {
  DECADE_WORDS,
  FRACTION_DENOMINATORS,
  FRACTION_WORD_SOURCE,
  IDIOM_TAILS,
  MULTIPLIER_VERBS,
  MULTIPLIER_WORDS,
  ORDINAL_WORDS,
  SCALE_WORDS,
  SMALL_NUMBERS,
  SP,
  TENS,
  UNIT_ORDINAL_SOURCE,
  UNIT_ORDINALS,
  UNIT_WORD_SOURCE,
  WEAK_ORDINALS,
} from './words.js';

// A number written in words: "twelve", "two-thirds", "doubled", "a quarter", "the Seventies".

const COMPOUND = new RegExp(`[-\\u2010\\s](${UNIT_WORD_SOURCE})(?![\\p{L}])`, 'iuy');
const ORDINAL_WORD = new RegExp(`[-\\u2010\\s](${UNIT_ORDINAL_SOURCE})(?![\\p{L}])`, 'iuy');
// A hyphen and a word after a number: "two-way", "three-dimensional" (IDIOM_TAILS).
const HYPHEN_TAIL = /[-\u2010\u2011]([A-Za-z]+)/y;
const FRACTION_WORD = new RegExp(`(?:-|\\u2010|${SP})(${FRACTION_WORD_SOURCE})(?![\\p{L}])`, 'iuy');
const HUNDRED = new RegExp(`(?:${SP}|-)hundred(?![\\p{L}])`, 'iuy');

// The words that may follow a fraction or a multiplying verb when it is one: "a third of", "cut by a
// quarter in 2020", "double the risk". Anything else reads as an ordinal or an adjective: "a third dose",
// "half-life", "a double dose", "double-blind".
const FRACTION_FOLLOWERS: ReadonlySet<string> = new Set([
  'of',
  'the',
  'in',
  'by',
  'to',
  'from',
  'than',
  'and',
  'or',
  'more',
  'less',
  'fewer',
  'higher',
  'lower',
  'larger',
  'smaller',
  'greater',
  'as',
  'since',
  'over',
  'during',
  'between',
  'among',
  'compared',
  'were',
  'was',
  'are',
  'is',
  'had',
  'have',
  'has',
  'will',
  'would',
  'could',
  'may',
  'might',
  'said',
  'reported',
  'their',
  'its',
  'all',
  'those',
  'these',
  'them',
  'that',
  'this',
  'within',
  'after',
  'every',
  'each',
  'again',
  'when',
  'if',
  'for',
  'at',
  'on',
  'with',
  'his',
  'her',
  'our',
  'your',
  'what',
]);
// "the first half of 2020", "the second quarter": a part of a period, not a share.
const PERIOD_PARTS: ReadonlySet<string> = new Set([
  'first',
  'second',
  'third',
  'fourth',
  'last',
  'latter',
  'former',
  'back',
  'front',
  'top',
  'bottom',
  'upper',
  'lower',
  'early',
  'earlier',
  'late',
  'later',
  'next',
  'previous',
  'final',
  'opening',
]);

function sticky(re: RegExp, text: string, at: number): RegExpExecArray | null {
  re.lastIndex = at;
  return re.exec(text);
}

/** The ASCII word after `end`, across one or two spaces, lower case; '' for punctuation or the end. */
function wordAfter(text: string, end: number): { word: string; end: number } | null {
  let i = end;
  while (i - end < 2 && isSpace(text.charCodeAt(i))) i++;
  if (i === end) return null;
  const start = i;
  while (i - start < 16 && isAsciiLetter(text.charCodeAt(i))) i++;
  return { word: text.slice(start, i).toLowerCase(), end: i };
}

/** Whether the word ending at `end` is used as a fraction or a multiplying verb, judged by what follows. */
function followedAsNumber(text: string, end: number): boolean {
  const c = text.charCodeAt(end);
  if (Number.isNaN(c)) return true;
  if (c === 45 || c === 0x2010 || c === 0x2011 || isAsciiLetter(c)) return false; // "half-life"
  if (!isSpace(c)) return true; // punctuation: "rose by a third."
  const next = wordAfter(text, end);
  return next !== null && FRACTION_FOLLOWERS.has(next.word);
}

/** A share stated in words, as a percentage: exact, so an excerpt may round it ("a third" by "33%"). */
function share(start: number, end: number, numerator: number, denominator: number): Quantity {
  const q = quantity(start, end, [(numerator / denominator) * 100]);
  q.unit = 'percent';
  q.kind = 'word';
  q.step = 0;
  return q;
}

function counted(start: number, end: number, value: number): Quantity {
  const q = quantity(start, end, [value]);
  q.kind = 'word';
  return q;
}

/** "half of them", "cut by half", "half a million"; not "the first half", "two and a half", "half-life". */
function half(text: string, p: number, end: number): Quantity | null {
  const before = wordBefore(text, p);
  const lowerBefore = before && !before.dotted ? before.word.toLowerCase() : '';
  if (PERIOD_PARTS.has(lowerBefore)) return null;
  if (lowerBefore === 'a' && before) {
    const second = wordBefore(text, before.start);
    if (second && second.word.toLowerCase() === 'and') return null; // "two and a half years"
  }
  const next = wordAfter(text, end);
  if (next && (next.word === 'a' || next.word === 'an')) {
    const scale = scaleWordAfter(text, next.end);
    if (!scale) return null; // "half an hour": a conversion the check does not make
    const q = quantity(p, scale.at, [0.5 * scale.scale]);
    q.kind = 'word';
    q.step = 0.1 * scale.scale;
    return q;
  }
  return followedAsNumber(text, end) ? share(p, end, 1, 2) : null;
}

/**
 * Words that are numbers only in context: multiples ("twice", "doubled", "threefold"), "half", fractions
 * after "a" ("a third"), decades ("the Seventies").
 */
function parseContextWord(text: string, p: number, lower: string, end: number): Quantity | null {
  const multiple = MULTIPLIER_WORDS.get(lower);
  if (multiple !== undefined) return counted(p, end, multiple);
  const verb = MULTIPLIER_VERBS.get(lower);
  if (verb !== undefined) return followedAsNumber(text, end) ? counted(p, end, verb) : null;
  const decade = DECADE_WORDS.get(lower);
  if (decade !== undefined) {
    // Capitalised, "the Seventies" is a decade; in lower case it may be an age ("in his seventies").
    const capital = text.charCodeAt(p) <= 90;
    const q = quantity(p, end, capital ? [1900 + decade, decade] : [decade, 1900 + decade]);
    q.kind = 'word';
    return q;
  }
  if (lower === 'half') return half(text, p, end);
  const denominator = FRACTION_DENOMINATORS.get(lower);
  if (denominator !== undefined) {
    // "a fifth of"; "one fifth" is read from its "one"
    const start = articleBefore(text, p);
    if (start >= 0 && followedAsNumber(text, end)) return share(start, end, 1, denominator);
  }
  // "the fifth album", "the eleventh century": a rank ("the third wave" is none, see ORDINAL_WORDS).
  const rank = ORDINAL_WORDS.get(lower);
  if (rank !== undefined) return ordinal(p, end, rank);
  const weak = WEAK_ORDINALS.get(lower);
  if (weak === undefined) return null;
  const q = ordinal(p, end, weak);
  q.groundOnly = true;
  return q;
}

/** A rank: "24th", "twenty-fourth", "the fifth". It states the number, so it is checked like one. */
export function ordinal(start: number, end: number, rank: number): Quantity {
  const q = quantity(start, end, [rank]);
  q.kind = 'ordinal';
  return q;
}

/** Whether a hyphen and an idiom's word follow `end`: "two-way", "one-sided", "three-dimensional". */
export function idiomAfter(text: string, end: number): boolean {
  HYPHEN_TAIL.lastIndex = end;
  const tail = HYPHEN_TAIL.exec(text)?.[1];
  return tail !== undefined && IDIOM_TAILS.has(tail.toLowerCase());
}

/** A number written in words: "twelve", "Twenty-five", "two hundred", "three million euros", "a million". */
export function parseWordQuantity(text: string, p: number, word: string): Quantity | null {
  const lower = word.toLowerCase();
  const end = p + word.length;
  const bareScale = SCALE_WORDS.get(lower);
  if (bareScale !== undefined) {
    // "a million" is often loose ("about a million"): it may ground, it is not checked.
    const start = articleBefore(text, p);
    if (start < 0) return null;
    const q = quantity(start, end, [bareScale], true);
    q.kind = 'word';
    unitsAfter(text, q, false);
    return q;
  }
  if (!SMALL_NUMBERS.has(lower) && !TENS.has(lower)) return parseContextWord(text, p, lower, end);
  let value = SMALL_NUMBERS.get(lower) ?? TENS.get(lower) ?? 0;
  const q = quantity(p, end, [value]);
  q.kind = 'word';
  if (TENS.has(lower)) {
    const unitOrdinal = sticky(ORDINAL_WORD, text, end);
    if (unitOrdinal) {
      // "twenty-first", "twenty-fourth"
      return ordinal(p, ORDINAL_WORD.lastIndex, value + (UNIT_ORDINALS.get((unitOrdinal[1] ?? '').toLowerCase()) ?? 0));
    }
    const unitWord = sticky(COMPOUND, text, end);
    if (unitWord) {
      value += SMALL_NUMBERS.get((unitWord[1] ?? '').toLowerCase()) ?? 0;
      q.end = COMPOUND.lastIndex;
    }
  }
  // "a two-way flow", "one-sided", "three-dimensional": an idiom, no number at all.
  if (idiomAfter(text, q.end)) return null;
  const fraction = sticky(FRACTION_WORD, text, q.end);
  if (fraction) {
    // "two-thirds", "three quarters", "one fifth"
    const denominator = FRACTION_DENOMINATORS.get((fraction[1] ?? '').toLowerCase()) ?? 1;
    return share(p, FRACTION_WORD.lastIndex, value, denominator);
  }
  let scale: number | null = null;
  if (sticky(HUNDRED, text, q.end)) {
    scale = 100;
    q.end = HUNDRED.lastIndex;
  }
  const big = scaleWordAfter(text, q.end);
  if (big && big.scale > 100) {
    scale = (scale ?? 1) * big.scale;
    q.end = big.at;
  }
  q.scale = scale;
  q.values = [value * (scale ?? 1)];
  // "three million" may round 3.2 million; "two" is a count, which no one writes for 1.77.
  q.step = scale;
  unitsAfter(text, q, false);
  q.weak = value <= 1 && scale === null && q.unit === null;
  // "the two methods", "between the two", "these three steps": the number points back at things
  // the text has named, it states no figure a source must hold. It may still ground.
  if (scale === null && q.unit === null && definiteBefore(text, p)) q.groundOnly = true;
  return q;
}

const DEFINITE = new Set(['the', 'these', 'those']);

function definiteBefore(text: string, p: number): boolean {
  const w = wordBefore(text, p);
  return w !== null && !w.dotted && isSpace(text.charCodeAt(p - 1)) && DEFINITE.has(w.word.toLowerCase());
}
