// Title similarity: whether the title a reference gives is the title a registry holds. Pure.
//
// Normalisation: markup dropped (Crossref titles carry <i>, <sub>, MathML, entities escaped once
// or twice; LaTeX `$^{1/m}$`, `{\"o}`), Unicode compatibility-decomposed with accents removed,
// case folded, every run of what is not a letter or digit made one space.
//
// Similarity: the larger of the character-level and the word-level Levenshtein ratio
// (1 - distance / longer length). The character level forgives a mangled character
// (Crossref's mojibake `Coâiâ` for `Co i`); the word level forgives a word added or dropped
// (`the R^(1/m) luminosity law`) and, unlike a bag of words, not a different word order
// (`Is Attention All You Need?` is another chapter than `Attention Is All You Need`).
// A title matches at TITLE_MATCH or above, compared also without its subtitle on one side:
// a reference may cite only the head of a title (`An Image is Worth 16x16 Words`), or give a
// subtitle the registry keeps apart. docs/references.md says how the threshold was chosen.
import { decodeHTML } from 'entities';
import { distance } from 'fastest-levenshtein';
import { casefold } from '../text/casefold.js';

export const TITLE_MATCH = 0.85;
/** A head (the title before its subtitle) shorter than this many words is not compared on its own. */
const MIN_HEAD_WORDS = 3;

/** Markup, accents, case and punctuation away: what two ways of writing one title share. */
export function normaliseTitle(raw: string): string {
  let text = raw.replace(/<[^>]*>/g, ' ');
  // Entities escaped twice (`&amp;lt;`) are decoded twice; a third level is text.
  for (let i = 0; i < 2; i++) text = decodeHTML(text);
  text = text
    .replace(/\\[a-zA-Z]+/g, ' ')
    .replace(/[{}$^_\\]/g, ' ')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '');
  return casefold(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** 1 for equal strings, 0 for nothing in common; the larger of the character and word ratios. */
export function similarity(a: string, b: string): number {
  if (a === b) return 1;
  const longer = Math.max(a.length, b.length);
  if (longer === 0) return 1;
  const characters = 1 - distance(a, b) / longer;
  const [wordsA, wordsB] = asSymbols(a.split(' '), b.split(' '));
  const words = 1 - distance(wordsA, wordsB) / Math.max(a.split(' ').length, b.split(' ').length);
  return Math.max(characters, words);
}

/** Each distinct word as one character, so that string edit distance counts words. */
function asSymbols(a: readonly string[], b: readonly string[]): [string, string] {
  const codes = new Map<string, string>();
  const code = (word: string) => {
    let symbol = codes.get(word);
    if (symbol === undefined) codes.set(word, (symbol = String.fromCodePoint(0xe000 + codes.size)));
    return symbol;
  };
  return [a.map(code).join(''), b.map(code).join('')];
}

/** The title before its subtitle (`Head: subtitle`, `Head? subtitle`, `Head - subtitle`), normalised, when it is long enough to stand alone. */
function head(raw: string): string | null {
  const match = /^(.+?)(?:\s*[:?!]\s+|\s+[-–—]\s+|\.\s+)\S/.exec(raw.trim());
  if (!match) return null;
  const normal = normaliseTitle(match[1] as string);
  return normal.split(' ').length >= MIN_HEAD_WORDS ? normal : null;
}

export interface TitleComparison {
  similarity: number;
  matches: boolean;
}

/**
 * The cited title against a registry's titles (its title, with its subtitle, other versions):
 * the best of the whole against the whole, the cited whole against a registry head, and the
 * cited head against a registry whole. Never head against head: two works may share one.
 */
export function compareTitles(cited: string, registry: readonly string[]): TitleComparison {
  const citedWhole = normaliseTitle(cited);
  const citedHead = head(cited);
  let best = 0;
  for (const title of registry) {
    const whole = normaliseTitle(title);
    const registryHead = head(title);
    best = Math.max(best, similarity(citedWhole, whole));
    if (registryHead) best = Math.max(best, similarity(citedWhole, registryHead));
    if (citedHead) best = Math.max(best, similarity(citedHead, whole));
  }
  return { similarity: best, matches: best >= TITLE_MATCH };
}
