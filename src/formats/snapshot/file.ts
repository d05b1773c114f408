// Snapshot files: for every evidence record that cites a URL and has no excerpt, the passages of
// its page that the sentences citing it rest on, written beside the report by `citegate snapshot`
// and bound by `check` like committed evidence. Only passages are stored, never whole pages.
// The shape is documented in docs/snapshots.md; keys are written in one order so diffs read well.
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { readJsonFile, type ReportFileError } from '../../report/json-file.js';
import { ANY, valueOffsets } from '../../report/locate.js';
import { lineLocator } from '../positions.js';
import { joinPath, readFailure, readIfPresent, type ReadFile } from '../read.js';

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

export const QUOTE_FOLDINGS = ['exact', 'whitespace', 'case', 'typography'] as const;

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

export const SOURCE_STATUSES = ['ok', 'gone', 'blocked', 'unreachable', 'unsupported', 'refused'] as const;
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

export async function readSnapshotFile(readFile: ReadFile, path: string): Promise<SnapshotFileRead> {
  let bytes: Uint8Array | null;
  try {
    bytes = await readIfPresent(readFile, path);
  } catch (error) {
    return { ok: false, error: { file: path, message: readFailure(error, 'the snapshot file') } };
  }
  if (bytes === null)
    return { ok: true, file: { path, exists: false, sources: [], lines: { passages: [], sentences: [] } } };
  const read = readJsonFile(bytes, SnapshotFileShape, { file: path });
  if (!read.ok) return { ok: false, error: { ...read.error, message: `snapshot file: ${read.error.message}` } };
  const at = lineLocator(read.text);
  const linesOf = (field: string): number[][] => {
    const lines: number[][] = read.value.sources.map(() => []);
    for (const { path: where, offset } of valueOffsets(read.text, ['sources', ANY, field, ANY]))
      lines[where[1] as number]?.push(at(offset).line);
    return lines;
  };
  return {
    ok: true,
    file: {
      path,
      exists: true,
      sources: read.value.sources,
      lines: { passages: linesOf('passages'), sentences: linesOf('sentences') },
    },
  };
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
