// STORM's polished article is numbered differently from url_to_info.json. Polishing deep-copies
// the draft, adds a lead section and calls post_processing(), whose reorder_reference_index()
// renumbers every [n] by first appearance (the lead first) and updates only the in-memory
// reference map; url_to_info.json was written from the draft before and is never written again
// (docs/formats.md, "The polished article's numbering", cites the lines). The body is the draft's
// text with each marker replaced in place, so aligning the two articles' sentences gives, marker
// by marker, the draft's number (url_to_info.json's) for each polished number. Nothing is
// guessed: a number no aligned sentence traces, or traces two ways, stays unresolved.
import type { ArticleSentence } from '../sentences/article.js';

/** An article's sentences, the file name messages use, and the line of an offset in it. */
export interface NumberedArticle {
  name: string;
  sentences: readonly ArticleSentence[];
  lineOf: (offset: number) => number;
}

export interface RecoveredNumbering {
  /** Polished marker → the draft's marker (url_to_info.json's index), for every marker traced one way only. */
  traced: ReadonlyMap<string, string>;
  /** Polished markers the aligned sentences contradict, each with why, in words. */
  conflicts: ReadonlyMap<string, string>;
  /** How many sentences of the polished article are also in the draft. */
  alignedSentences: number;
}

/** A sentence's text for alignment: markers are already out; whitespace is collapsed so re-wrapping does not matter. */
function alignmentKey(sentence: ArticleSentence): string {
  return sentence.statement.replace(/\s+/gu, ' ').trim();
}

/**
 * The polished → draft numbering that every aligned sentence agrees on. Sentences align by their
 * text in order (a patience alignment: text unique to both first, then the gaps between); each
 * aligned pair must cite as many markers, and position i of one is position i of the other.
 */
export function recoverNumbering(polishedArticle: NumberedArticle, draftArticle: NumberedArticle): RecoveredNumbering {
  const [polished, draft] = [polishedArticle.sentences, draftArticle.sentences];
  const where = (article: NumberedArticle, sentence: ArticleSentence) =>
    `${article.name}:${article.lineOf(sentence.offset)}`;
  const pairs = alignSequences(polished.map(alignmentKey), draft.map(alignmentKey));
  const forward = new Map<string, Map<string, number>>();
  const backward = new Map<string, Set<string>>();
  // Aligned sentences citing a different number of markers (one was dropped or added by hand, or
  // by an LM rewrite) give no marker-by-marker reading; they are checked against the rest below.
  const uneven: [number, number][] = [];
  for (const [p, d] of pairs) {
    const ours = (polished[p] as ArticleSentence).citations;
    const theirs = (draft[d] as ArticleSentence).citations;
    if (ours.length !== theirs.length) {
      uneven.push([p, d]);
      continue;
    }
    ours.forEach((marker, index) => {
      const target = theirs[index] as string;
      const seen = forward.get(marker) ?? new Map<string, number>();
      if (!seen.has(target)) seen.set(target, p);
      forward.set(marker, seen);
      backward.set(target, (backward.get(target) ?? new Set()).add(marker));
    });
  }
  const traced = new Map<string, string>();
  const conflicts = new Map<string, string>();
  for (const [marker, targets] of forward) {
    if (targets.size > 1) {
      const readings = [...targets].map(
        ([n, p]) => `[${n}] at ${where(polishedArticle, polished[p] as ArticleSentence)}`,
      );
      conflicts.set(
        marker,
        `in sentences that are the same in both articles, [${marker}] stands for the draft's ${readings.join(' and ')}`,
      );
      continue;
    }
    const [target] = [...targets.keys()] as [string];
    const sharing = [...(backward.get(target) ?? [])];
    if (sharing.length > 1) {
      conflicts.set(
        marker,
        `in sentences that are the same in both articles, ${sharing.map((n) => `[${n}]`).join(' and ')} all stand for the draft's [${target}]`,
      );
      continue;
    }
    traced.set(marker, target);
  }
  // A marker of an uneven sentence that the rest traces must name one of the draft sentence's sources.
  for (const [p, d] of uneven) {
    const theirs = (draft[d] as ArticleSentence).citations;
    for (const marker of (polished[p] as ArticleSentence).citations) {
      const target = traced.get(marker);
      if (target === undefined || theirs.includes(target)) continue;
      traced.delete(marker);
      conflicts.set(
        marker,
        `[${marker}] stands for the draft's [${target}] elsewhere, but the sentence at ${where(polishedArticle, polished[p] as ArticleSentence)} cites it where the same sentence at ${where(draftArticle, draft[d] as ArticleSentence)} cites ${markers(theirs)}`,
      );
    }
  }
  return { traced, conflicts, alignedSentences: pairs.length };
}

function markers(ids: readonly string[]): string {
  return ids.length === 0 ? 'nothing' : ids.map((id) => `[${id}]`).join('');
}

/**
 * Index pairs (i, j) with a[i] === b[j], increasing in both: equal heads and tails are matched,
 * then the elements unique to both sides (their longest increasing run) anchor the match, and
 * each gap between anchors is aligned the same way. A lead section added in front, or sentences
 * one side dropped, leave the rest aligned.
 */
export function alignSequences(a: readonly string[], b: readonly string[]): [number, number][] {
  const pairs: [number, number][] = [];
  const ranges: [number, number, number, number][] = [[0, a.length, 0, b.length]];
  while (ranges.length > 0) {
    let [a0, a1, b0, b1] = ranges.pop() as [number, number, number, number];
    while (a0 < a1 && b0 < b1 && a[a0] === b[b0]) pairs.push([a0++, b0++]);
    while (a0 < a1 && b0 < b1 && a[a1 - 1] === b[b1 - 1]) pairs.push([--a1, --b1]);
    const anchors = uniqueAnchors(a, a0, a1, b, b0, b1);
    if (anchors.length === 0) continue;
    let [prevA, prevB] = [a0, b0];
    for (const [i, j] of anchors) {
      pairs.push([i, j]);
      ranges.push([prevA, i, prevB, j]);
      [prevA, prevB] = [i + 1, j + 1];
    }
    ranges.push([prevA, a1, prevB, b1]);
  }
  return pairs.sort(([x], [y]) => x - y);
}

/** Elements occurring once in a[a0, a1) and once in b[b0, b1), as the longest run increasing on both sides. */
function uniqueAnchors(
  a: readonly string[],
  a0: number,
  a1: number,
  b: readonly string[],
  b0: number,
  b1: number,
): [number, number][] {
  const countA = new Map<string, number>();
  for (let i = a0; i < a1; i++) countA.set(a[i] as string, (countA.get(a[i] as string) ?? 0) + 1);
  const inB = new Map<string, number>();
  const countB = new Map<string, number>();
  for (let j = b0; j < b1; j++) {
    const key = b[j] as string;
    countB.set(key, (countB.get(key) ?? 0) + 1);
    inB.set(key, j);
  }
  const candidates: [number, number][] = [];
  for (let i = a0; i < a1; i++) {
    const key = a[i] as string;
    if (countA.get(key) === 1 && countB.get(key) === 1) candidates.push([i, inB.get(key) as number]);
  }
  return longestIncreasing(candidates);
}

/** The longest subsequence of pairs (increasing in the first) that also increases in the second (patience sorting). */
function longestIncreasing(pairs: readonly [number, number][]): [number, number][] {
  const tails: number[] = [];
  const previous: number[] = new Array<number>(pairs.length).fill(-1);
  for (let k = 0; k < pairs.length; k++) {
    const value = (pairs[k] as [number, number])[1];
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((pairs[tails[middle] as number] as [number, number])[1] < value) low = middle + 1;
      else high = middle;
    }
    if (low > 0) previous[k] = tails[low - 1] as number;
    tails[low] = k;
  }
  const run: [number, number][] = [];
  for (let k = tails.length > 0 ? (tails[tails.length - 1] as number) : -1; k !== -1; k = previous[k] as number)
    run.push(pairs[k] as [number, number]);
  return run.reverse();
}
