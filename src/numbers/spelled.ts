import { articleBefore, scaleWordAfter } from './context.js';
import { quantity, unitsAfter, type Quantity } from './quantity.js';
import { SCALE_WORDS, SMALL_NUMBERS, SP, TENS, UNIT_WORD_SOURCE } from './words.js';

// A number written in words.

const COMPOUND = new RegExp(`[-\\u2010\\s](${UNIT_WORD_SOURCE})(?![\\p{L}])`, 'iuy');
const ORDINAL_WORD = /[-\u2010\s](?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)(?![\p{L}])/iuy;
const FRACTION_WORD = new RegExp(
  `(?:-|\\u2010|${SP})(?:halves|half|thirds?|quarters?|fourths?|fifths?|sixths?|sevenths?|eighths?|ninths?|tenths?)(?![\\p{L}])`,
  'iuy',
);
const HUNDRED = new RegExp(`(?:${SP}|-)hundred(?![\\p{L}])`, 'iuy');

function sticky(re: RegExp, text: string, at: number): number {
  re.lastIndex = at;
  return re.exec(text) ? re.lastIndex : -1;
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
  let value = SMALL_NUMBERS.get(lower) ?? TENS.get(lower) ?? 0;
  const q = quantity(p, end, [value]);
  q.kind = 'word';
  if (TENS.has(lower)) {
    const ordinalEnd = sticky(ORDINAL_WORD, text, end);
    if (ordinalEnd >= 0) return quantity(p, ordinalEnd, [value], true); // "twenty-first"
    COMPOUND.lastIndex = end;
    const unitWord = COMPOUND.exec(text);
    if (unitWord) {
      value += SMALL_NUMBERS.get((unitWord[1] ?? '').toLowerCase()) ?? 0;
      q.end = COMPOUND.lastIndex;
    }
  }
  const fractionEnd = sticky(FRACTION_WORD, text, q.end);
  if (fractionEnd >= 0) return quantity(p, fractionEnd, [value], true); // "two-thirds"
  let scale: number | null = null;
  const hundredEnd = sticky(HUNDRED, text, q.end);
  if (hundredEnd >= 0) {
    scale = 100;
    q.end = hundredEnd;
  }
  const big = scaleWordAfter(text, q.end);
  if (big && big.scale > 100) {
    scale = (scale ?? 1) * big.scale;
    q.end = big.at;
  }
  q.scale = scale;
  q.values = [value * (scale ?? 1)];
  unitsAfter(text, q, false);
  q.weak = value <= 1 && scale === null && q.unit === null;
  return q;
}
