// The passage of a page closest to a part that does not occur: the window of as many words as
// the part that shares the most words with it (case folded, counted with multiplicity). One
// pass over the page's words, so a long page costs little more than reading it.
import type { ClosestPassage } from '../results/types.js';
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
  let size = 0;
  for (const match of part.matchAll(WORD)) {
    const word = casefold(match[0]);
    wanted.set(word, (wanted.get(word) ?? 0) + 1);
    size++;
  }
  if (size === 0 || page.words.length === 0) return null;
  const window = Math.min(size, page.words.length);
  const have = new Map<string, number>();
  let matched = 0;
  let best = 0;
  let bestStart = 0;
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
    if (i >= window - 1 && matched > best) {
      best = matched;
      bestStart = i - window + 1;
    }
  }
  if (best === 0) return null;
  const from = page.starts[bestStart] as number;
  const to = page.ends[bestStart + window - 1] as number;
  const flat = text.slice(from, to).replace(/\s+/g, ' ');
  const passage = flat.length > maxChars ? `${flat.slice(0, maxChars - 1)}…` : flat;
  return { part, passage, overlap: best / size };
}
