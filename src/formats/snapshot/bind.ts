// Binding a snapshot to the sentences that cite its source, in `check`: each sentence–source
// pair is judged on the passages stored for that sentence (the page's title first), exactly as
// on a committed excerpt. A passage whose text no longer matches its SHA-256 (or its offsets'
// length) was edited after citegate wrote it, and the pair's snapshot is rejected; a pair with no
// stored passages has no source text, and says why.
import type { SourceTextState } from '../model.js';
import { evidenceFingerprint } from '../../text/fingerprint.js';
import {
  sha256Text,
  type SnapshotPassage,
  type SnapshotQuote,
  type SnapshotSentence,
  type SnapshotSource,
} from './file.js';

/** Why a pair whose source has no excerpt has no text either. */
export type MissingReason = 'no_snapshot' | 'not_read' | 'sentence_changed';

export type PairSourceText =
  | {
      kind: 'bound';
      passages: readonly SnapshotPassage[];
      quotes: readonly SnapshotQuote[];
      file: string;
      /** Compared with a base, when the pull request wrote some of the sentence's passages: the others (src/formats/snapshot/written.ts). */
      basePassages?: readonly SnapshotPassage[];
    }
  | { kind: 'missing'; reason: MissingReason; detail: string; file: string }
  | { kind: 'altered'; detail: string; file: string; line: number | null };

/** What a pair is judged on: the stored passages as one excerpt, each passage a part a quote must lie within. */
export interface SentenceExcerpt {
  excerpt: string;
  snippets: readonly string[];
  sha256: string;
}

/** Parts of a snapshot excerpt are separated as STORM's snippets are. */
export const PASSAGE_SEPARATOR = '\n\n';

export function excerptOf(parts: readonly string[]): SentenceExcerpt {
  if (parts.length === 0) return noExcerpt();
  const excerpt = parts.join(PASSAGE_SEPARATOR);
  return { excerpt, snippets: parts, sha256: evidenceFingerprint(excerpt) };
}

// The empty excerpt, hashed once: tens of thousands of sentences may cite sources with no text.
let empty: SentenceExcerpt | undefined;
function noExcerpt(): SentenceExcerpt {
  empty ??= Object.freeze({ excerpt: '', snippets: Object.freeze([]), sha256: evidenceFingerprint('') });
  return empty;
}

/** The record-level excerpt of a snapshotted source: the title, then every stored passage, in page order. */
export function sourceExcerptParts(source: SnapshotSource | undefined): string[] {
  if (!source || source.status !== 'ok') return [];
  return [...(source.title ? [source.title] : []), ...source.passages.map((passage) => passage.text)];
}

interface SentenceIndex {
  /** The first sentence with each claim fingerprint. */
  bySha: Map<string, number>;
  claimIds: Set<string>;
}

// Built once per source: a source cited by thousands of sentences must not be scanned for each.
const sentenceIndexes = new WeakMap<SnapshotSource, SentenceIndex>();

function sentencesOf(source: SnapshotSource): SentenceIndex {
  let index = sentenceIndexes.get(source);
  if (!index) {
    index = { bySha: new Map(), claimIds: new Set() };
    source.sentences.forEach((sentence, at) => {
      if (!index!.bySha.has(sentence.claim_sha256)) index!.bySha.set(sentence.claim_sha256, at);
      index!.claimIds.add(sentence.claim_id);
    });
    sentenceIndexes.set(source, index);
  }
  return index;
}

/** How a pair's source text bound, and its excerpt. */
export interface SentenceSourceText {
  text: PairSourceText;
  excerpt: SentenceExcerpt;
  /**
   * Compared with a base commit, when the pull request wrote some of the excerpt's parts: the
   * excerpt of the parts the base already had (src/formats/snapshot/written.ts). Absent otherwise.
   */
  trusted?: SentenceExcerpt;
}

/** The pair of a sentence (by its ID and fingerprint) and a source with no excerpt of its own. */
export function sentenceSourceText(state: SourceTextState, claimId: string, claimSha256: string): SentenceSourceText {
  const { file, source } = state;
  const none = (reason: MissingReason, detail: string) => ({
    text: { kind: 'missing' as const, reason, detail, file },
    excerpt: excerptOf([]),
  });
  if (!source) return none('no_snapshot', 'its source has no snapshot yet');
  if (source.status !== 'ok') return none('not_read', `citegate snapshot could not read its source: ${source.detail}`);
  const { bySha, claimIds } = sentencesOf(source);
  const at = bySha.get(claimSha256) ?? -1;
  const sentence = source.sentences[at];
  if (!sentence) {
    const edited = claimIds.has(claimId);
    return none(
      'sentence_changed',
      edited
        ? 'the sentence changed after its source was snapshotted'
        : 'the sentence is new, or changed after its source was snapshotted',
    );
  }
  let bound = boundSentences.get(sentence);
  if (!bound) {
    bound = bindSentence(state, source, sentence, at);
    boundSentences.set(sentence, bound);
  }
  return bound;
}

// Claims with the same text bind the same stored sentence: its excerpt is made (and hashed) once.
const boundSentences = new WeakMap<SnapshotSentence, SentenceSourceText>();

function bindSentence(
  state: SourceTextState,
  source: SnapshotSource,
  sentence: SnapshotSentence,
  at: number,
): SentenceSourceText {
  const { file } = state;
  const altered = (detail: string, line: number | undefined) => ({
    text: { kind: 'altered' as const, detail, file, line: line ?? null },
    excerpt: excerptOf([]),
  });
  if (source.title !== null && source.title_sha256 !== sha256Text(source.title))
    return altered(
      `the title stored for ${source.url} no longer matches its sha256: it was edited after citegate snapshot wrote it`,
      state.sentenceLines?.[at],
    );
  const passages: SnapshotPassage[] = [];
  for (const index of sentence.passages) {
    const passage = source.passages[index];
    if (!passage)
      return altered(
        `the sentence's passage ${index} is not in the snapshot of ${source.url}`,
        state.sentenceLines?.[at],
      );
    if (passage.sha256 !== sha256Text(passage.text) || passage.end - passage.start !== passage.text.length) {
      return altered(
        `passage ${index} of ${source.url} no longer matches its sha256: it was edited after citegate snapshot wrote it`,
        state.passageLines?.[index],
      );
    }
    passages.push(passage);
  }
  const title = source.title ? [source.title] : [];
  const excerpt = excerptOf([...title, ...passages.map((passage) => passage.text)]);
  const { written } = state;
  const wrote =
    written !== undefined &&
    ((title.length > 0 && written.title) || sentence.passages.some((index) => written.passages.has(index)));
  const basePassages = wrote
    ? sentence.passages.filter((index) => !written.passages.has(index)).map((index) => source.passages[index]!)
    : undefined;
  return {
    text: { kind: 'bound', passages, quotes: sentence.quotes, file, ...(basePassages ? { basePassages } : {}) },
    excerpt,
    ...(wrote
      ? {
          trusted: excerptOf([
            ...(written.title ? [] : title),
            ...sentence.passages
              .filter((index) => !written.passages.has(index))
              .map((index) => source.passages[index]!.text),
          ]),
        }
      : {}),
  };
}
