import { isAsciiLetter } from './context.js';
import { isDigit } from './quantity.js';
import { CONTEXT_WORD_SOURCE, NUMBER_WORD_SOURCE } from './words.js';

// Where to look: the next digit or number word, and the spans (links, reference markers) to skip.

// URLs and DOIs hold digits that are never claims about quantities. They are found from the hit inside
// them, so text without a number pays nothing for them.
const LINK = /^(?:https?:\/\/|www\.|doi:|10\.\d{4,9}\/)/i;
const BARE_DOI = /10\.\d{4,9}\//y;
const LINK_INSIDE = /https?:\/\/|www\.|doi:/i;
const isLinkChar = (c: number): boolean => c > 32 && c !== 60 && c !== 62 && c !== 34;

/** End of the URL or DOI that p sits in, or -1. */
export function linkEnd(text: string, p: number): number {
  let start = p;
  let marks = false;
  while (start > 0 && p - start < 300 && isLinkChar(text.charCodeAt(start - 1))) {
    start--;
    const c = text.charCodeAt(start);
    if (c === 47 || c === 58) marks = true; // / :
  }
  if (marks) {
    const token = text.slice(start, p);
    if (!LINK_INSIDE.test(token) && !LINK.test(token)) return -1;
  } else {
    // A bare DOI starts at the hit: "10.1016/j.cell...".
    const startsDoi = text.charCodeAt(p) === 49 && text.charCodeAt(p + 1) === 48 && text.charCodeAt(p + 2) === 46;
    if (start !== p || !startsDoi) return -1;
    BARE_DOI.lastIndex = p;
    if (!BARE_DOI.test(text)) return -1;
  }
  let end = p;
  while (end < text.length && isLinkChar(text.charCodeAt(end))) end++;
  return end;
}

const isWordChar = (c: number): boolean => isAsciiLetter(c) || isDigit(c) || c === 95;
const inReference = (c: number): boolean => isDigit(c) || c === 32 || c === 44 || c === 59 || c === 45 || c === 0x2013;

/** End of a reference marker like "[3]" or "[1, 4-6]" around p, or -1. */
export function referenceEnd(text: string, p: number): number {
  let i = p - 1;
  while (i >= 0 && p - i < 24 && inReference(text.charCodeAt(i))) i--;
  if (text.charCodeAt(i) !== 91) return -1;
  let j = p;
  while (j < text.length && j - p < 24 && inReference(text.charCodeAt(j))) j++;
  return text.charCodeAt(j) === 93 ? j + 1 : -1;
}

// One regex finds every place worth a closer look, natively; a character loop in JavaScript is slower.
// A number word must follow a space, a bracket or a quote: a narrower lead-in than \b makes the scan
// about a fifth faster. The start of the scan is checked apart.
const WORDS = `${NUMBER_WORD_SOURCE}|${CONTEXT_WORD_SOURCE}`;
const HIT = new RegExp(`[0-9]|[\\s(\\u201C\\u2018"'\\u2013\\u2014](?:${WORDS})\\b`, 'gi');
const WORD_AT = new RegExp(`(?:${WORDS})\\b`, 'iy');

/** End of the number word that starts at `at`, or -1. */
export function numberWordEnd(text: string, at: number): number {
  WORD_AT.lastIndex = at;
  return WORD_AT.test(text) ? WORD_AT.lastIndex : -1;
}

/** Start of the first hit at or after `from`, or -1; `test` spares building a match array per hit. */
export function nextHit(text: string, from: number): number {
  if (
    isAsciiLetter(text.charCodeAt(from)) &&
    !isWordChar(text.charCodeAt(from - 1)) &&
    numberWordEnd(text, from) >= 0
  ) {
    return from;
  }
  HIT.lastIndex = from;
  if (!HIT.test(text)) return -1;
  const end = HIT.lastIndex;
  if (isDigit(text.charCodeAt(end - 1))) return end - 1;
  let start = end - 1;
  while (start > 0 && isAsciiLetter(text.charCodeAt(start - 1))) start--;
  return start;
}
