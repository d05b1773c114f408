// Binding a snapshot to the sentences that cite its source, in `check`: each sentence–source
// pair is judged on the passages stored for that sentence (the page's title first), exactly as
// on a committed excerpt. A passage whose text no longer matches its SHA-256 (or its offsets'
// length) was edited after citegate wrote it, and the pair's snapshot is rejected; a pair with no
// stored passages has no source text, and says why.
import type { SourceTextState } from '../model.js';
import { evidenceFingerprint } from '../../text/fingerprint.js';
import { sha256Text, type SnapshotPassage, type SnapshotQuote, type SnapshotSource } from './file.js';

/** Why a pair whose source has no excerpt has no text either. */
export type MissingReason = 'no_snapshot' | 'not_read' | 'sentence_changed';

export type PairSourceText =
  | { kind: 'bound'; passages: readonly SnapshotPassage[]; quotes: readonly SnapshotQuote[]; file: string }
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
  const excerpt = parts.join(PASSAGE_SEPARATOR);
  return { excerpt, snippets: parts, sha256: evidenceFingerprint(excerpt) };
}

/** The record-level excerpt of a snapshotted source: the title, then every stored passage, in page order. */
export function sourceExcerptParts(source: SnapshotSource | undefined): string[] {
  if (!source || source.status !== 'ok') return [];
  return [...(source.title ? [source.title] : []), ...source.passages.map((passage) => passage.text)];
}

/** The pair of a sentence (by its ID and fingerprint) and a source with no excerpt of its own. */
export function sentenceSourceText(
  state: SourceTextState,
  claimId: string,
  claimSha256: string,
): { text: PairSourceText; excerpt: SentenceExcerpt } {
  const { file, source } = state;
  const none = (reason: MissingReason, detail: string) => ({
    text: { kind: 'missing' as const, reason, detail, file },
    excerpt: excerptOf([]),
  });
  if (!source) return none('no_snapshot', 'its source has no snapshot yet');
  if (source.status !== 'ok') return none('not_read', `citegate snapshot could not read its source: ${source.detail}`);
  const at = source.sentences.findIndex((sentence) => sentence.claim_sha256 === claimSha256);
  const sentence = source.sentences[at];
  if (!sentence) {
    const edited = source.sentences.some((entry) => entry.claim_id === claimId);
    return none(
      'sentence_changed',
      edited
        ? 'the sentence changed after its source was snapshotted'
        : 'the sentence is new, or changed after its source was snapshotted',
    );
  }
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
  return {
    text: { kind: 'bound', passages, quotes: sentence.quotes, file },
    excerpt: excerptOf([...(source.title ? [source.title] : []), ...passages.map((passage) => passage.text)]),
  };
}
