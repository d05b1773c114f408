// The passage of a page closest to a part that does not occur: the window of as many words as
// the part that shares the most words with it (case folded, counted with multiplicity). One
// pass over the page's words, so a long page costs little more than reading it. The page's
// words are kept as numbers (each distinct word once, in a vocabulary) in typed arrays: a 20 MB
// page has millions of words, too many to keep each as a string.
import type { ClosestPassage } from '../results/types.js';
import { truncate } from '../text/truncate.js';
import { casefold } from '../text/casefold.js';

const WORD = /[\p{L}\p{N}]+/gu;

export interface PageWords {
  /** Each distinct word (case folded) and its number. */
  vocabulary: Map<string, number>;
  /** The page's words in order, by number, and where each starts and ends in the text. */
  words: Int32Array;
  starts: Int32Array;
  ends: Int32Array;
}

export function pageWords(text: string): PageWords {
  let count = 0;
  for (WORD.lastIndex = 0; WORD.exec(text) !== null;) count++;
  const vocabulary = new Map<string, number>();
  const words = new Int32Array(count);
  const starts = new Int32Array(count);
  const ends = new Int32Array(count);
  let at = 0;
  for (let match = ((WORD.lastIndex = 0), WORD.exec(text)); match !== null; match = WORD.exec(text)) {
    const word = casefold(match[0]);
    let id = vocabulary.get(word);
    if (id === undefined) vocabulary.set(word, (id = vocabulary.size));
    words[at] = id;
    starts[at] = match.index;
    ends[at] = match.index + match[0].length;
    at++;
  }
  return { vocabulary, words, starts, ends };
}

export function closestPassage(part: string, text: string, page: PageWords, maxChars = 300): ClosestPassage | null {
  // The part's words by number; one the page never has gets -1, and matches nothing.
  const partWords: number[] = [];
  const wanted = new Map<number, number>();
  for (const match of part.matchAll(WORD)) {
    const id = page.vocabulary.get(casefold(match[0])) ?? -1;
    wanted.set(id, (wanted.get(id) ?? 0) + 1);
    partWords.push(id);
  }
  const size = partWords.length;
  if (size === 0 || page.words.length === 0) return null;
  const window = Math.min(size, page.words.length);
  const have = new Map<number, number>();
  let matched = 0;
  let best = { matched: 0, score: -1, start: 0 };
  const add = (word: number) => {
    const count = have.get(word) ?? 0;
    if (count < (wanted.get(word) ?? 0)) matched++;
    have.set(word, count + 1);
  };
  const remove = (word: number) => {
    const count = (have.get(word) as number) - 1;
    have.set(word, count);
    if (count < (wanted.get(word) ?? 0)) matched--;
  };
  for (let i = 0; i < page.words.length; i++) {
    add(page.words[i] as number);
    if (i >= window) remove(page.words[i - window] as number);
    if (i < window - 1) continue;
    // Among windows sharing as many words, the one that starts and ends as the part does.
    const start = i - window + 1;
    const aligned = (page.words[start] === partWords[0] ? 2 : 0) + (page.words[i] === partWords[size - 1] ? 1 : 0);
    const score = matched * 4 + aligned;
    if (matched > 0 && score > best.score) best = { matched, score, start };
  }
  if (best.matched === 0) return null;
  const from = page.starts[best.start] as number;
  const to = page.ends[best.start + window - 1] as number;
  const passage = truncate(text.slice(from, to).replace(/\s+/g, ' '), maxChars);
  return { part, passage, overlap: best.matched / size };
}
