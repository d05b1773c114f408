// Which passages of a page a snapshot keeps for the sentences that cite it. Per sentence:
// every passage holding a quotation it states; for each number it states, the best-ranked
// passage holding it (one is all grounding needs); and its TOP_K passages as a BM25 ranking
// (MiniSearch) puts them. The source's passages never pass its character budget: what is
// wanted is taken tier by tier across all sentences, so each sentence gets its most important
// passages before any sentence gets its less important ones.
import MiniSearch from 'minisearch';
import {
  extractNumbers,
  groundNumbers,
  indexNumbers,
  occursVerbatim,
  type FactIndex,
  type NumericFact,
} from '../numbers/index.js';
import { blankControlSequences } from '../text/controls.js';
import {
  sha256Text,
  type SnapshotPassage,
  type SnapshotQuote,
  type SnapshotSentence,
} from '../formats/snapshot/file.js';
import { splitPassages, type Span } from './passages.js';
import { findQuotation, quotationsIn } from '../binding/quotations.js';

/** Passages kept per sentence by rank, besides those holding its numbers and quotations. */
export const TOP_K = 3;

export interface SentenceToSnapshot {
  claimId: string;
  claimSha256: string;
  statement: string;
}

export interface PageForSnapshot {
  /** All visible text: what offsets count in and text_sha256 fingerprints. */
  all: string;
  /** The main content (HTML), when the page has one apart from the whole. */
  main: string | null;
}

export interface Selection {
  passages: SnapshotPassage[];
  sentences: SnapshotSentence[];
  /** Passages some sentence wanted that the budget left out. */
  omitted: number;
}

interface Wants {
  quotes: SnapshotQuote[];
  /** Tier by tier: quotation passages, the best passage per number, rank 1…TOP_K. */
  tiers: number[][];
}

export function selectPassages(
  page: PageForSnapshot,
  sentences: readonly SentenceToSnapshot[],
  budget: number,
): Selection {
  const { all } = page;
  const mainLines =
    page.main === null
      ? null
      : new Set(
          page.main
            .split('\n')
            .map((line) => line.trim())
            .filter(Boolean),
        );
  const spans = splitPassages(all, (line) => (mainLines?.has(line.trim()) ? 1 : 0));
  const texts = spans.map((span) => all.slice(span.start, span.end));
  const ranker = passageRanker(texts, mainPassages(mainLines, texts));
  const numbers = new Map<number, FactIndex>();
  const numbersOf = (index: number): FactIndex => {
    let found = numbers.get(index);
    if (!found) numbers.set(index, (found = indexNumbers(blankControlSequences(texts[index] as string))));
    return found;
  };

  const wants: Wants[] = sentences.map((sentence) => {
    const ranked = ranker(sentence.statement);

    const quotes: SnapshotQuote[] = [];
    const quoted: number[] = [];
    for (const text of quotationsIn(sentence.statement)) {
      const found = findQuotation(text, all);
      quotes.push({ text, ...(found ?? { found: null, start: null, end: null }) });
      if (found?.start != null && found.end != null) quoted.push(...overlapping(spans, found.start, found.end));
    }

    // One passage per number is enough for grounding: the best-ranked one that states it.
    const bestPerNumber: number[] = [];
    const byPosition = [...ranked, ...texts.map((_text, index) => index)];
    for (const fact of extractNumbers(blankControlSequences(sentence.statement)).filter(
      (candidate) => !candidate.groundOnly,
    )) {
      const holding = byPosition.find((index) => grounds(fact, texts[index] as string, numbersOf(index)));
      if (holding !== undefined) bestPerNumber.push(holding);
    }
    const top = ranked.slice(0, TOP_K);
    return { quotes, tiers: [quoted, bestPerNumber, ...top.map((index) => [index])] };
  });

  // Take tier by tier, across sentences, while the budget lasts; a passage already taken costs nothing.
  const taken = new Set<number>();
  let used = 0;
  const mine: Set<number>[] = sentences.map(() => new Set());
  const wanted = new Set<number>();
  const tiers = Math.max(0, ...wants.map((want) => want.tiers.length));
  for (let tier = 0; tier < tiers; tier++) {
    wants.forEach((want, at) => {
      for (const index of want.tiers[tier] ?? []) {
        wanted.add(index);
        const length = (texts[index] as string).length;
        if (!taken.has(index)) {
          if (used + length > budget) continue;
          taken.add(index);
          used += length;
        }
        (mine[at] as Set<number>).add(index);
      }
    });
  }

  const order = [...taken].sort((a, b) => a - b);
  const position = new Map(order.map((index, at) => [index, at]));
  return {
    passages: order.map((index) => {
      const span = spans[index] as Span;
      const text = texts[index] as string;
      return { start: span.start, end: span.end, sha256: sha256Text(text), text };
    }),
    sentences: sentences.map((sentence, at) => ({
      claim_id: sentence.claimId,
      claim_sha256: sentence.claimSha256,
      sentence: sentence.statement,
      passages: [...(mine[at] as Set<number>)].sort((a, b) => a - b).map((index) => position.get(index) as number),
      quotes: (wants[at] as Wants).quotes,
    })),
    omitted: [...wanted].filter((index) => !taken.has(index)).length,
  };
}

function grounds(fact: NumericFact, text: string, numbers: FactIndex): boolean {
  return occursVerbatim(fact, text) || groundNumbers([fact], [numbers]).length === 0;
}

function overlapping(spans: readonly Span[], start: number, end: number): number[] {
  return spans.map((span, index) => (span.start < end && span.end > start ? index : -1)).filter((index) => index >= 0);
}

/**
 * The passages of the main content: those whose every line is a line of the main content.
 * null when the page has no main content apart from the whole (a PDF, plain text).
 */
function mainPassages(lines: ReadonlySet<string> | null, texts: readonly string[]): Set<number> | null {
  if (lines === null) return null;
  const inMain = new Set<number>();
  texts.forEach((text, index) => {
    if (text.split('\n').every((line) => line.trim() === '' || lines.has(line.trim()))) inMain.add(index);
  });
  return inMain.size > 0 ? inMain : null;
}

/**
 * Ranks passages for a sentence by BM25 (MiniSearch's BM25+), the main content's passages only
 * when the page has one (navigation, banners and footers are not what a claim rests on). A
 * sentence that shares no word with the page gets the page's first passage, so that the
 * verifier still sees what the page is about.
 */
function passageRanker(texts: readonly string[], main: Set<number> | null): (sentence: string) => number[] {
  const candidates = texts.map((_text, index) => index).filter((index) => main === null || main.has(index));
  let search: MiniSearch<{ id: number; text: string }> | undefined;
  return (sentence) => {
    if (candidates.length === 0) return [];
    if (!search) {
      search = new MiniSearch<{ id: number; text: string }>({ fields: ['text'], idField: 'id' });
      search.addAll(candidates.map((index) => ({ id: index, text: texts[index] as string })));
    }
    const hits = search
      .search(sentence, { combineWith: 'OR', prefix: false, fuzzy: false })
      .map((hit) => hit.id as number);
    return hits.length > 0 ? hits : [candidates[0] as number];
  };
}
