import type { NumericFact } from './types.js';
import {
  beforeSpaces,
  currencyAfter,
  currencyBefore,
  isAsciiLetter,
  lowerHash,
  percentAfter,
  scaleWordAfter,
  spanBefore,
  wordBefore,
  wordBeforeIs,
  type WordSpan,
} from './context.js';
import { asName, groundOnly, isAlnum, isDigit, isJoiner, isLetter, toFact, type Quantity } from './quantity.js';
import { COUNT_NOUNS, HYPHEN_PREFIXES, KNOWN_NAMES, LABEL_WORDS } from './words.js';

// Numbers that name or list rather than count: identifiers (COVID-19, N95), labels (Phase 3), list
// markers ("1."). They become names: never reported, and in an excerpt they ground only the same kind of
// name, so the 2 of SARS-CoV-2 does not ground a claim's "two".

/** The kind of an identifier: the letters before its digits ("covid", "cov", "n"), else those after ("ncov"). */
function identifierKind(text: string, p: number): string {
  let end = p;
  if (isJoiner(text.charCodeAt(end - 1))) end--;
  let start = end;
  while (start > 0 && end - start < 16 && isLetter(text.charCodeAt(start - 1))) start--;
  if (start < end) return text.slice(start, end).toLowerCase();
  let i = p;
  while (isDigit(text.charCodeAt(i))) i++;
  if (isJoiner(text.charCodeAt(i))) i++;
  let j = i;
  while (j - i < 16 && isLetter(text.charCodeAt(j))) j++;
  return j > i ? text.slice(i, j).toLowerCase() : 'id';
}

/** The rest of an identifier from p: letters and digits, joined by "-", ".", "/" or "_" ("19-related"). */
export function identifier(text: string, p: number): Quantity {
  let end = p;
  for (;;) {
    while (end < text.length && isAlnum(text.charCodeAt(end))) end++;
    if (!isJoiner(text.charCodeAt(end)) || !isAlnum(text.charCodeAt(end + 1))) break;
    end++;
  }
  return asName(groundOnly(text, p, Math.max(end, p + 1)), identifierKind(text, p));
}

const LABELLED = /\d+[a-z]?(?:[-\u2013/.]\d+[a-z]?)*/y;
const LABEL_HASHES = new Set([...LABEL_WORDS, ...KNOWN_NAMES.keys()].map((w) => lowerHash(w, 0, w.length)));

interface Label {
  kind: string;
  /** For the words of KNOWN_NAMES, the only numbers that make a name after them. */
  known: readonly number[] | null;
}

/**
 * "Phase 3", "Type 2", "Table 1", "Fig. 2", "COVID 19", "§ 4", "#3": a word or sign before p that may make
 * the number a name. `word` is the word before p, found once by the caller for this check and the month
 * check.
 */
function labelBefore(text: string, p: number, word: WordSpan | null): Label | null {
  const c = text.charCodeAt(beforeSpaces(text, p));
  if (c === 35 || c === 0xa7) return { kind: c === 35 ? '#' : '§', known: null }; // # §
  if (!word || !LABEL_HASHES.has(lowerHash(text, word.start, word.end))) return null;
  const lower = text.slice(word.start, word.end).toLowerCase();
  // "No. 5" is a label, "no 5-fold rise" is not.
  if (LABEL_WORDS.has(lower)) {
    if (!word.dotted && (lower === 'no' || lower === 'nr')) return null;
    return { kind: lower === 'fig' ? 'figure' : lower, known: null };
  }
  if (word.dotted) return null;
  if (lower === 'disease' && !wordBeforeIs(text, word.start, 'coronavirus')) return null; // "coronavirus disease"
  const known = KNOWN_NAMES.get(lower);
  return known ? { kind: known.kind, known: known.numbers } : null;
}

const COUNT_NOUN_HASHES = new Set([...COUNT_NOUNS].map((w) => lowerHash(w, 0, w.length)));

/**
 * Whether what follows the digits ending at `end` makes them a count: a percent sign, a currency, a scale
 * word, a unit glued on ("12mg") or a counted noun ("12 patients").
 */
function countFollows(text: string, end: number): boolean {
  const c = text.charCodeAt(end);
  if (c >= 97 && c <= 122) {
    // Glued lower-case letters: a unit ("5mg"), unless a one-letter sub-label ("3a") or an ordinal.
    let i = end;
    while (isAsciiLetter(text.charCodeAt(i))) i++;
    const suffix = text.slice(end, i);
    return i - end > 1 && !/^(?:st|nd|rd|th)$/.test(suffix);
  }
  if (percentAfter(text, end) >= 0 || currencyAfter(text, end) || scaleWordAfter(text, end)) return true;
  let i = end;
  while (i - end < 2 && (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 0xa0)) i++;
  if (i === end) return false;
  const start = i;
  while (i - start < 13 && isAsciiLetter(text.charCodeAt(i))) i++;
  if (i === start || isAsciiLetter(text.charCodeAt(i))) return false;
  if (!COUNT_NOUN_HASHES.has(lowerHash(text, start, i))) return false;
  return COUNT_NOUNS.has(text.slice(start, i).toLowerCase());
}

/** What a label before p makes of the number at p. */
export type LabelReading =
  /** The label and the numbers it names ("Phase 2/3"): a name. */
  | { name: Quantity; countIn?: undefined }
  /** A count that stands after a label ("group 12 patients"): read as a number, of this kind of name. */
  | { name?: undefined; countIn: string };

/** The reading a label before p gives the number at p, or null when no label precedes it. */
export function labelled(text: string, p: number, word: WordSpan | null): LabelReading | null {
  const label = labelBefore(text, p, word);
  if (!label) return null;
  LABELLED.lastIndex = p;
  LABELLED.exec(text);
  const end = Math.max(LABELLED.lastIndex, p + 1);
  let digitsEnd = p;
  while (isDigit(text.charCodeAt(digitsEnd))) digitsEnd++;
  if (label.known) {
    // "COVID 19" names the disease; "coronavirus disease 2012" is not its name, so the 2012 is checked.
    const known = digitsEnd === end && label.known.includes(Number(text.slice(p, digitsEnd)));
    return known ? { name: asName(groundOnly(text, p, end), label.kind) } : { countIn: label.kind };
  }
  // What follows the number, read past a decimal ("dose 0.5 mg"), may make it a count ("group 12 patients").
  let numberEnd = digitsEnd;
  if ((text[numberEnd] === '.' || text[numberEnd] === ',') && isDigit(text.charCodeAt(numberEnd + 1))) {
    for (numberEnd += 1; isDigit(text.charCodeAt(numberEnd)); numberEnd++);
  }
  const counted = countFollows(text, numberEnd) || (end > numberEnd && countFollows(text, end));
  if (label.kind.length > 1 && counted) return { countIn: label.kind };
  return { name: asName(groundOnly(text, p, end), label.kind) };
}

function hyphenPrefixAllowed(text: string, joinerAt: number): boolean {
  if (text[joinerAt] !== '-' && text[joinerAt] !== '\u2010' && text[joinerAt] !== '\u2011') return false;
  // Every prefix ends in a lower-case letter; "COVID-19" and "SARS-CoV-2" stop here.
  const last = text.charCodeAt(joinerAt - 1);
  if (last < 97 || last > 122) return false;
  const word = wordBefore(text, joinerAt);
  const glued = word !== null && !word.dotted && word.start + word.word.length === joinerAt;
  return glued && HYPHEN_PREFIXES.has(word.word.toLowerCase());
}

function lineStartBefore(text: string, p: number): boolean {
  let i = p - 1;
  while (i >= 0 && (text[i] === ' ' || text[i] === '\t')) i--;
  return i < 0 || text[i] === '\n' || text[i] === '\r';
}

function sentenceStartBefore(text: string, p: number): boolean {
  let i = p - 1;
  if (text[i] !== ' ') return false;
  while (i >= 0 && text[i] === ' ') i--;
  return i >= 0 && '.:;!?'.includes(text[i] ?? '');
}

function insideParentheses(text: string, p: number): boolean {
  const before = text.slice(Math.max(0, p - 80), p);
  return before.lastIndexOf('(') > before.lastIndexOf(')');
}

/**
 * "(1)", "1." or "1)" opening a line, "; 2) addresses": list markers ('marker'). "3. Clean..." after a
 * sentence is one too, but cannot be told from a sentence that ends in a number ("... rose. 12. The"), so
 * it is only 'likely': it is never reported and may still ground a count, as a number would.
 */
export function listMarker(text: string, p: number, end: number): 'marker' | 'likely' | null {
  if (end - p > 2) return null;
  const next = text[end];
  if (text[p - 1] === '(' && next === ')') return 'marker';
  if ((next === '.' || next === ')') && /\s/.test(text[end + 1] ?? '')) {
    if (lineStartBefore(text, p)) return 'marker';
    if (next === ')') return /\s/.test(text[p - 1] ?? '') && !insideParentheses(text, p) ? 'marker' : null;
    const after = text.charCodeAt(end + 2);
    return after >= 65 && after <= 90 && sentenceStartBefore(text, p) ? 'likely' : null;
  }
  return null;
}

/** LaTeX's subscript after a letter or digit ("$AP_{50}$", "x_{12}"): a name's index, as in "AP50". */
function latexSubscript(text: string, p: number): boolean {
  return text.charCodeAt(p - 1) === 123 && text[p - 2] === '_' && isAlnum(text.charCodeAt(p - 3));
}

/** A metric's cut-off after "@" ("pass@1", "Recall@10", "nDCG@5"): part of the metric's name. */
function metricCutoff(text: string, p: number): boolean {
  return text.charCodeAt(p - 1) === 64 && isLetter(text.charCodeAt(p - 2));
}

/**
 * Whether the digit at p continues a word ("N95", "COVID-19", "B.1.1.7"). Decided before anything else
 * because such digits are most of the digits in technical text.
 */
export function isIdentifierDigit(text: string, p: number): boolean {
  const prev = text.charCodeAt(p - 1);
  if (latexSubscript(text, p) || metricCutoff(text, p)) return true;
  if (isLetter(prev)) {
    if (isDimensionX(text, p - 1)) return false; // the 1 after "1x" in "1x1"

    // "EUR5", "USD5": a currency code glued to its amount.
    if (prev >= 65 && prev <= 90 && currencyBefore(text, p)) return false;
    return true;
  }
  return isJoiner(prev) && isLetter(text.charCodeAt(p - 2)) && !hyphenPrefixAllowed(text, p - 1);
}

/**
 * Whether the "x" at `at` joins two sizes ("1x1 convolution", "416x416", "3x3x3"): digits right
 * before it and digits right after it that end the word. Each side is then a number, as in "3×3"
 * and "416 x 416", not an identifier; "4x4s", "0x1F" and "2x2b" stay identifiers.
 */
export function isDimensionX(text: string, at: number): boolean {
  const isX = (i: number) => text[i] === 'x' || text[i] === 'X';
  if (!isX(at) || !isDigit(text.charCodeAt(at - 1)) || !isDigit(text.charCodeAt(at + 1))) return false;
  // Back over the sizes before ("3x3x" of "3x3x3"), then forward over those after.
  let i = at - 1;
  for (;;) {
    while (isDigit(text.charCodeAt(i)) || (text[i] === '.' && isDigit(text.charCodeAt(i - 1)))) i--;
    if (isX(i) && isDigit(text.charCodeAt(i - 1))) i--;
    else break;
  }
  let j = at + 1;
  for (;;) {
    while (isDigit(text.charCodeAt(j)) || (text[j] === '.' && isDigit(text.charCodeAt(j + 1)))) j++;
    if (isX(j) && isDigit(text.charCodeAt(j + 1))) j++;
    else break;
  }
  return !isLetter(text.charCodeAt(i)) && !isLetter(text.charCodeAt(j));
}

export function identifierFact(text: string, p: number): NumericFact {
  return toFact(text, identifier(text, p));
}

/**
 * Whether the digits at p, in their context, are a name (a label's number or a list marker), which must
 * not ground a claim's count. For the verbatim shortcut, which finds the digits by a text search.
 */
export function namedAt(text: string, p: number): boolean {
  if (!isDigit(text.charCodeAt(p))) return false;
  let end = p;
  while (isDigit(text.charCodeAt(end))) end++;
  if (listMarker(text, p, end) === 'marker' || latexSubscript(text, p) || metricCutoff(text, p)) return true;
  return labelled(text, p, spanBefore(text, p))?.name !== undefined;
}
