import type { NumericFact } from './types.js';
import { beforeSpaces, currencyBefore, lowerHash, wordBefore, type WordSpan } from './context.js';
import { groundOnly, isAlnum, isJoiner, isLetter, toFact, type Quantity } from './quantity.js';
import { HYPHEN_PREFIXES, LABEL_WORDS } from './words.js';

// Numbers that name or list rather than count: identifiers (COVID-19, N95), labels (Phase 3), list
// markers ("1."). They become ground-only readings.

/** The rest of an identifier from p: letters and digits, joined by "-", ".", "/" or "_" ("19-related"). */
export function identifier(text: string, p: number): Quantity {
  let end = p;
  for (;;) {
    while (end < text.length && isAlnum(text.charCodeAt(end))) end++;
    if (!isJoiner(text.charCodeAt(end)) || !isAlnum(text.charCodeAt(end + 1))) break;
    end++;
  }
  return groundOnly(text, p, Math.max(end, p + 1));
}

const LABELLED = /\d+[a-z]?(?:[-\u2013/.]\d+[a-z]?)*/y;
const LABEL_HASHES = new Set([...LABEL_WORDS].map((w) => lowerHash(w, 0, w.length)));

/**
 * "Phase 3", "Type 2", "Table 1", "Fig. 2", "COVID 19", "§ 4", "#3": the number names something. `word` is
 * the word before p, found once by the caller for this check and the month check.
 */
function labelBefore(text: string, p: number, word: WordSpan | null): boolean {
  const c = text.charCodeAt(beforeSpaces(text, p));
  if (c === 35 || c === 0xa7) return true; // # §
  if (!word || !LABEL_HASHES.has(lowerHash(text, word.start, word.end))) return false;
  const lower = text.slice(word.start, word.end).toLowerCase();
  // "No. 5" is a label, "no 5-fold rise" is not.
  return LABEL_WORDS.has(lower) && (word.dotted || (lower !== 'no' && lower !== 'nr'));
}

/** The label and the numbers it names ("Phase 2/3"), or null when p is not preceded by a label. */
export function labelled(text: string, p: number, word: WordSpan | null): Quantity | null {
  if (!labelBefore(text, p, word)) return null;
  LABELLED.lastIndex = p;
  LABELLED.exec(text);
  return groundOnly(text, p, Math.max(LABELLED.lastIndex, p + 1));
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

/** "(1)", "1." or "1)" opening a line, "3. Clean..." after a sentence, "; 2) addresses": list markers. */
export function isListMarker(text: string, p: number, end: number): boolean {
  if (end - p > 2) return false;
  const next = text[end];
  if (text[p - 1] === '(' && next === ')') return true;
  if ((next === '.' || next === ')') && /\s/.test(text[end + 1] ?? '')) {
    if (lineStartBefore(text, p)) return true;
    if (next === ')') return /\s/.test(text[p - 1] ?? '') && !insideParentheses(text, p);
    const after = text.charCodeAt(end + 2);
    return after >= 65 && after <= 90 && sentenceStartBefore(text, p);
  }
  return false;
}

/**
 * Whether the digit at p continues a word ("N95", "COVID-19", "B.1.1.7"). Decided before anything else
 * because such digits are most of the digits in technical text.
 */
export function isIdentifierDigit(text: string, p: number): boolean {
  const prev = text.charCodeAt(p - 1);
  if (isLetter(prev)) {
    // "EUR5", "USD5": a currency code glued to its amount.
    if (prev >= 65 && prev <= 90 && currencyBefore(text, p)) return false;
    return true;
  }
  return isJoiner(prev) && isLetter(text.charCodeAt(p - 2)) && !hyphenPrefixAllowed(text, p - 1);
}

export function identifierFact(text: string, p: number): NumericFact {
  return toFact(text, identifier(text, p));
}

