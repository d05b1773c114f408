// The passage of a page closest to a part that does not occur: the window of as many words as
// the part that shares the most words with it (case folded, counted with multiplicity). One
// pass over the page's words, so a long page costs little more than reading it.
import type { ClosestPassage } from '../results/types.js';
import { truncate } from '../render/escape.js';
import { casefold } from '../text/casefold.js';

const WORD = /[\p{L}\p{N}]+/gu;

export interface PageWords {
  words: string[];
  starts: number[];
  ends: number[];
}

export function pageWords(text: string): PageWords {
  const words: string[] = [];
  const starts: number[] = [];
  const ends: number[] = [];
  for (const match of text.matchAll(WORD)) {
    words.push(casefold(match[0]));
    starts.push(match.index);
    ends.push(match.index + match[0].length);
  }
  return { words, starts, ends };
}

export function closestPassage(part: string, text: string, page: PageWords, maxChars = 300): ClosestPassage | null {
  const wanted = new Map<string, number>();
  const partWords: string[] = [];
  for (const match of part.matchAll(WORD)) {
    const word = casefold(match[0]);
    wanted.set(word, (wanted.get(word) ?? 0) + 1);
    partWords.push(word);
  }
  const size = partWords.length;
  if (size === 0 || page.words.length === 0) return null;
  const window = Math.min(size, page.words.length);
  const have = new Map<string, number>();
  let matched = 0;
  let best = { matched: 0, score: -1, start: 0 };
  const add = (word: string) => {
    const count = have.get(word) ?? 0;
    if (count < (wanted.get(word) ?? 0)) matched++;
    have.set(word, count + 1);
  };
  const remove = (word: string) => {
    const count = (have.get(word) as number) - 1;
    have.set(word, count);
    if (count < (wanted.get(word) ?? 0)) matched--;
  };
  for (let i = 0; i < page.words.length; i++) {
    add(page.words[i] as string);
    if (i >= window) remove(page.words[i - window] as string);
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
