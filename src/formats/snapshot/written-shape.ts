// A fast path past zod for the snapshot file as `citegate snapshot` writes it (renderSnapshotFile):
// every key present, in the schema's order, nothing else. zod copies every object it checks, and a
// file of 50,000 sources is 300,000 objects; a value this accepts is what zod would return, so it
// is used as it is. Anything else (a key missing, extra or out of order, a value of another type)
// goes to zod, which words the error or fills the defaults as before.
import { QUOTE_FOLDINGS, SOURCE_STATUSES } from './vocabulary.js';

const SOURCE_KEYS = [
  'url',
  'status',
  'final_url',
  'http_status',
  'fetched_at',
  'content_type',
  'archive',
  'title',
  'title_sha256',
  'text_sha256',
  'text_length',
  'omitted',
  'detail',
  'passages',
  'sentences',
];
const PASSAGE_KEYS = ['start', 'end', 'sha256', 'text'];
const SENTENCE_KEYS = ['claim_id', 'claim_sha256', 'sentence', 'passages', 'quotes'];
const QUOTE_KEYS = ['text', 'found', 'start', 'end'];
const ARCHIVE_KEYS = ['url', 'timestamp', 'live_status', 'live_detail'];
const SHA256 = /^[0-9a-f]{64}$/;
const STATUSES: ReadonlySet<unknown> = new Set(SOURCE_STATUSES);
const FOLDINGS: ReadonlySet<unknown> = new Set(QUOTE_FOLDINGS);

type Row = Record<string, unknown>;

/** A plain object whose own keys are exactly `keys`, in that order. */
function isRow(value: unknown, keys: readonly string[]): value is Row {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const own = Object.keys(value);
  if (own.length !== keys.length) return false;
  for (let i = 0; i < keys.length; i++) if (own[i] !== keys[i]) return false;
  return true;
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isOffset = (value: unknown): boolean => Number.isSafeInteger(value) && (value as number) >= 0;
const isSha256 = (value: unknown): boolean => typeof value === 'string' && SHA256.test(value);
const orNull = (check: (value: unknown) => boolean) => (value: unknown) => value === null || check(value);
const isStringOrNull = orNull(isString);
const isOffsetOrNull = orNull(isOffset);
const isSha256OrNull = orNull(isSha256);

function isPassage(value: unknown): boolean {
  return (
    isRow(value, PASSAGE_KEYS) &&
    isOffset(value.start) &&
    isOffset(value.end) &&
    isSha256(value.sha256) &&
    isString(value.text)
  );
}

function isQuote(value: unknown): boolean {
  return (
    isRow(value, QUOTE_KEYS) &&
    isString(value.text) &&
    (value.found === null || FOLDINGS.has(value.found)) &&
    isOffsetOrNull(value.start) &&
    isOffsetOrNull(value.end)
  );
}

function isSentence(value: unknown): boolean {
  return (
    isRow(value, SENTENCE_KEYS) &&
    isString(value.claim_id) &&
    isSha256(value.claim_sha256) &&
    isString(value.sentence) &&
    Array.isArray(value.passages) &&
    value.passages.every(isOffset) &&
    Array.isArray(value.quotes) &&
    value.quotes.every(isQuote)
  );
}

function isArchive(value: unknown): boolean {
  return (
    isRow(value, ARCHIVE_KEYS) &&
    isString(value.url) &&
    isString(value.timestamp) &&
    isString(value.live_status) &&
    isString(value.live_detail)
  );
}

function isSource(value: unknown): boolean {
  return (
    isRow(value, SOURCE_KEYS) &&
    isString(value.url) &&
    STATUSES.has(value.status) &&
    isStringOrNull(value.final_url) &&
    (value.http_status === null || Number.isSafeInteger(value.http_status)) &&
    isStringOrNull(value.fetched_at) &&
    isStringOrNull(value.content_type) &&
    (value.archive === null || isArchive(value.archive)) &&
    isStringOrNull(value.title) &&
    isSha256OrNull(value.title_sha256) &&
    isSha256OrNull(value.text_sha256) &&
    isOffsetOrNull(value.text_length) &&
    isOffset(value.omitted) &&
    isString(value.detail) &&
    Array.isArray(value.passages) &&
    value.passages.every(isPassage) &&
    Array.isArray(value.sentences) &&
    value.sentences.every(isSentence)
  );
}

/**
 * Whether `value` is a snapshot file exactly as written, which zod would return unchanged but for
 * copying (./file.ts's SnapshotFileShape: the caller takes it as that shape).
 */
export function isWrittenSnapshotFile(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const file = value as Row;
  return (
    (file.generator === undefined || isString(file.generator)) &&
    file.version === 1 &&
    Array.isArray(file.sources) &&
    file.sources.every(isSource)
  );
}
