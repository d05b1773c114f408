// Snapshot files: for every evidence record that cites a URL and has no excerpt, the passages of
// its page that the sentences citing it rest on, written beside the report by `citegate snapshot`
// and bound by `check` like committed evidence. Only passages are stored, never whole pages.
// The shape is documented in docs/snapshots.md; keys are written in one order so diffs read well.
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { checkJson, parseJsonFile, type ReportFileError } from '../../report/json-file.js';
import { ANY, valueOffsets } from '../../report/locate.js';
import { lineLocator } from '../positions.js';
import { joinPath, readFailure, readIfPresent, type ReadFile } from '../read.js';
import { isWrittenSnapshotFile } from './written-shape.js';
import { QUOTE_FOLDINGS, SOURCE_STATUSES } from './vocabulary.js';

export const SNAPSHOT_GENERATOR = 'citegate snapshot';
export const SNAPSHOT_VERSION = 1;
/** The snapshot file of a folder report (STORM, Co-STORM). */
export const FOLDER_SNAPSHOT_FILE = 'citegate.snapshots.json';
const SUFFIX = '.snapshots.json';
export const SNAPSHOT_FILE_IGNORE = `**/*${SUFFIX}`;

/** A path `citegate snapshot` writes (of the files a check reads, see inputFiles). */
export function isSnapshotFile(file: string): boolean {
  return file.endsWith(SUFFIX);
}

/** `NAME.snapshots.json` beside a file `NAME.json` (as verdict files are named), `citegate.snapshots.json` inside a folder. */
export function snapshotFilePath(report: { file: string; isFolder: boolean }): string {
  if (report.isFolder) return joinPath(report.file, FOLDER_SNAPSHOT_FILE);
  return `${report.file.replace(/\.json$/i, '')}${SUFFIX}`;
}

const Sha256Hex = z.string().regex(/^[0-9a-f]{64}$/, 'expected 64 lowercase hex characters');
const Offset = z.number().int().nonnegative();

export const SnapshotPassage = z.object({
  start: Offset,
  end: Offset,
  sha256: Sha256Hex,
  text: z.string(),
});
export type SnapshotPassage = z.infer<typeof SnapshotPassage>;

/** A quotation the sentence states, and where the page has it (null: not on the page). */
export const SnapshotQuote = z.object({
  text: z.string(),
  found: z.enum(QUOTE_FOLDINGS).nullable(),
  start: Offset.nullable(),
  end: Offset.nullable(),
});
export type SnapshotQuote = z.infer<typeof SnapshotQuote>;

export const SnapshotSentence = z.object({
  claim_id: z.string(),
  claim_sha256: Sha256Hex,
  sentence: z.string(),
  /** Indexes into the source's `passages`. */
  passages: z.array(z.number().int().nonnegative()),
  quotes: z.array(SnapshotQuote).default([]),
});
export type SnapshotSentence = z.infer<typeof SnapshotSentence>;

export const SnapshotArchive = z.object({
  /** The archived copy, as the archive names it. */
  url: z.string(),
  /** When the archive took it (ISO 8601, UTC). */
  timestamp: z.string(),
  /** Why the live page was not used: its status. */
  live_status: z.string(),
  live_detail: z.string(),
});
export type SnapshotArchive = z.infer<typeof SnapshotArchive>;

export type SourceStatus = (typeof SOURCE_STATUSES)[number];

export const SnapshotSource = z.object({
  url: z.string(),
  /** `ok`: text was read (live, or from the archive); anything else: why there is none. */
  status: z.enum(SOURCE_STATUSES),
  final_url: z.string().nullable(),
  http_status: z.number().int().nullable(),
  fetched_at: z.string().nullable(),
  content_type: z.string().nullable(),
  archive: SnapshotArchive.nullable(),
  title: z.string().nullable(),
  title_sha256: Sha256Hex.nullable(),
  /** SHA-256 of the whole extracted text (its UTF-8 bytes); offsets count its UTF-16 code units. */
  text_sha256: Sha256Hex.nullable(),
  text_length: Offset.nullable(),
  /** Passages left out to keep the source within its bound. */
  omitted: Offset.default(0),
  detail: z.string(),
  passages: z.array(SnapshotPassage),
  sentences: z.array(SnapshotSentence),
});
export type SnapshotSource = z.infer<typeof SnapshotSource>;

export const SnapshotFileShape = z.looseObject({
  generator: z.string().optional(),
  version: z.literal(SNAPSHOT_VERSION),
  sources: z.array(SnapshotSource),
});

export interface SnapshotFileState {
  path: string;
  exists: boolean;
  sources: SnapshotSource[];
  /** Where each source's passages and sentences are written (1-based lines), for messages. */
  lines: { passages: number[][]; sentences: number[][] };
}

export type SnapshotFileRead = { ok: true; file: SnapshotFileState } | { ok: false; error: ReportFileError };

/**
 * The most characters a snapshot file's sentences may bind in all (each sentence's title and
 * passages, as its pairs' excerpts): each pair is judged on its own excerpt, so a file whose
 * sentences each list many long passages would otherwise make gigabytes of excerpts from a few
 * megabytes of JSON. What `citegate snapshot` writes stays far below it (1,000,000 characters
 * of passages per file, a few passages per sentence): 20,000 sentences of 1,000 characters.
 */
export const MAX_BOUND_CHARACTERS = 20_000_000;

export async function readSnapshotFile(readFile: ReadFile, path: string): Promise<SnapshotFileRead> {
  let bytes: Uint8Array | null;
  try {
    bytes = await readIfPresent(readFile, path);
  } catch (error) {
    return { ok: false, error: { file: path, message: readFailure(error, 'the snapshot file') } };
  }
  if (bytes === null)
    return { ok: true, file: { path, exists: false, sources: [], lines: { passages: [], sentences: [] } } };
  const parsed = parseJsonFile(bytes, { file: path });
  // A file as `citegate snapshot` writes it needs no copy by zod (./written-shape.ts).
  const read =
    parsed.ok && isWrittenSnapshotFile(parsed.value)
      ? { ...parsed, value: parsed.value as z.infer<typeof SnapshotFileShape> }
      : parsed.ok
        ? checkJson(parsed, SnapshotFileShape, path)
        : parsed;
  if (!read.ok) return { ok: false, error: { ...read.error, message: `snapshot file: ${read.error.message}` } };
  for (const source of read.value.sources)
    for (const sentence of source.sentences) sentence.passages = once(sentence.passages);
  const bound = boundCharacters(read.value.sources);
  if (bound > MAX_BOUND_CHARACTERS)
    return {
      ok: false,
      error: {
        file: path,
        message: `snapshot file: its sentences bind ${bound.toLocaleString('en-US')} characters of titles and passages in all, more than the ${MAX_BOUND_CHARACTERS.toLocaleString('en-US')} citegate reads from one snapshot file`,
      },
    };
  // Where each source's passages and sentences are written, in one pass over the text for both.
  const at = lineLocator(read.text);
  const passages: number[][] = read.value.sources.map(() => []);
  const sentences: number[][] = read.value.sources.map(() => []);
  for (const { path: where, offset } of valueOffsets(read.text, ['sources', ANY, ANY, ANY])) {
    const lines = where[2] === 'passages' ? passages : where[2] === 'sentences' ? sentences : null;
    lines?.[where[1] as number]?.push(at(offset).line);
  }
  return { ok: true, file: { path, exists: true, sources: read.value.sources, lines: { passages, sentences } } };
}

/** Each index once, in the order first listed: a sentence that lists a passage twice is bound to it once. */
function once(indexes: readonly number[]): number[] {
  const seen = new Set<number>();
  const out: number[] = [];
  for (const index of indexes) {
    if (seen.has(index)) continue;
    seen.add(index);
    out.push(index);
  }
  return out;
}

/** What the file's sentences bind in all: for each, its source's title and the passages it lists. */
function boundCharacters(sources: readonly SnapshotSource[]): number {
  let total = 0;
  for (const source of sources) {
    const title = source.title?.length ?? 0;
    for (const sentence of source.sentences) {
      total += title;
      for (const index of sentence.passages) total += source.passages[index]?.text.length ?? 0;
    }
  }
  return total;
}

export function sha256Text(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** The file's text: sources by URL, keys in one order, two-space indent; a re-run that finds the same text writes the same bytes. */
export function renderSnapshotFile(sources: readonly SnapshotSource[]): string {
  const ordered = [...sources]
    .sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0))
    .map((source) => ({
      url: source.url,
      status: source.status,
      final_url: source.final_url,
      http_status: source.http_status,
      fetched_at: source.fetched_at,
      content_type: source.content_type,
      archive: source.archive && {
        url: source.archive.url,
        timestamp: source.archive.timestamp,
        live_status: source.archive.live_status,
        live_detail: source.archive.live_detail,
      },
      title: source.title,
      title_sha256: source.title_sha256,
      text_sha256: source.text_sha256,
      text_length: source.text_length,
      omitted: source.omitted,
      detail: source.detail,
      passages: source.passages.map(({ start, end, sha256, text }) => ({ start, end, sha256, text })),
      sentences: source.sentences.map((sentence) => ({
        claim_id: sentence.claim_id,
        claim_sha256: sentence.claim_sha256,
        sentence: sentence.sentence,
        passages: sentence.passages,
        quotes: sentence.quotes.map(({ text, found, start, end }) => ({ text, found, start, end })),
      })),
    }));
  return `${JSON.stringify({ generator: SNAPSHOT_GENERATOR, version: SNAPSHOT_VERSION, sources: ordered }, null, 2)}\n`;
}
