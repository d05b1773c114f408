// What changed between two versions of a claim, word by word: "brought in **41 → 44** million
// euros" rather than only "the claim's text changed". Pure; the markdown form escapes every word.
import { inert } from './escape.js';

export interface WordHunk {
  /** Up to CONTEXT words before and after the change, as written in the new text. */
  before: string[];
  removed: string[];
  added: string[];
  after: string[];
}

const CONTEXT = 2;
/** Beyond this many hunks, or when most words changed, the claim was reworded: show the old text whole. */
const MOST_HUNKS = 3;
/** Longer texts are not diffed word by word (the table is words × words). */
const MOST_WORDS = 400;

const words = (text: string) => text.split(/\s+/).filter((word) => word !== '');

/**
 * The word-level changes from `before` to `after`, or null when there are too many to read as
 * edits (a reworded claim) or the texts are too long to compare.
 */
export function wordHunks(before: string, after: string): WordHunk[] | null {
  const a = words(before);
  const b = words(after);
  if (a.length > MOST_WORDS || b.length > MOST_WORDS) return null;
  // Longest common subsequence, filled from the end so the walk below goes forwards.
  const table = Array.from({ length: a.length + 1 }, () => new Uint16Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      table[i]![j] = a[i] === b[j] ? table[i + 1]![j + 1]! + 1 : Math.max(table[i + 1]![j]!, table[i]![j + 1]!);
    }
  }
  const hunks: WordHunk[] = [];
  let i = 0;
  let j = 0;
  let common = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      i++;
      j++;
      common++;
      continue;
    }
    const removed: string[] = [];
    const added: string[] = [];
    while ((i < a.length || j < b.length) && !(i < a.length && j < b.length && a[i] === b[j])) {
      if (j >= b.length || (i < a.length && table[i + 1]![j]! >= table[i]![j + 1]!)) removed.push(a[i++] as string);
      else added.push(b[j++] as string);
    }
    const start = j - added.length;
    const after = b.slice(j, j + CONTEXT);
    // The context ends on a word, not on the punctuation after it ("million euros", not "euros,").
    if (after.length > 0) after[after.length - 1] = (after[after.length - 1] as string).replace(/[,;:]+$/, '');
    hunks.push({ before: b.slice(Math.max(0, start - CONTEXT), start), removed, added, after });
  }
  if (hunks.length === 0) return [];
  if (hunks.length > MOST_HUNKS || common * 2 < Math.max(a.length, b.length)) return null;
  return hunks;
}

/**
 * The change as markdown: "brought in **41 → 44** million euros"; a removal struck through, an
 * addition in bold with "(added)"; hunks joined by " · ". A reworded claim: `it read “…”`.
 * Null when the texts are the same word for word (only spacing changed).
 */
export function changedWordsMarkdown(before: string, after: string, max: number): string | null {
  const hunks = wordHunks(before, after);
  if (hunks === null) return `it read “${inert(before, max)}”`;
  if (hunks.length === 0) return null;
  const text = (list: string[]) => inert(list.join(' '), max);
  return hunks
    .map((hunk) => {
      const change =
        hunk.removed.length > 0 && hunk.added.length > 0
          ? `**${text(hunk.removed)} → ${text(hunk.added)}**`
          : hunk.removed.length > 0
            ? `~~${text(hunk.removed)}~~ (removed)`
            : `**${text(hunk.added)}** (added)`;
      return [hunk.before.length > 0 ? text(hunk.before) : '', change, hunk.after.length > 0 ? text(hunk.after) : '']
        .filter((part) => part !== '')
        .join(' ');
    })
    .join(' · ');
}

/** The same in plain text (SARIF messages, the terminal): "brought in 41 → 44 million euros". */
export function changedWordsText(before: string, after: string): string | null {
  const hunks = wordHunks(before, after);
  if (hunks === null) return `it read "${before}"`;
  if (hunks.length === 0) return null;
  return hunks
    .map((hunk) => {
      const change =
        hunk.removed.length > 0 && hunk.added.length > 0
          ? `${hunk.removed.join(' ')} → ${hunk.added.join(' ')}`
          : hunk.removed.length > 0
            ? `[removed: ${hunk.removed.join(' ')}]`
            : `[added: ${hunk.added.join(' ')}]`;
      return [...hunk.before, change, ...hunk.after].join(' ');
    })
    .join(' · ');
}
