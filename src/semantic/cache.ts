// The local cache of model answers. A thin file adapter: keys and entries are plain data, and
// a cached answer is trusted no more than a committed one (the verifier re-binds it).
//
// The file is JSON Lines, read line by line, so its size is never bounded by the longest
// string the runtime can hold, and a bad line costs that line only:
//   {"format":"citegate-semantic-cache","version":2,"run":12}
//   {"key":"<sha256>","last_run":12,"entry":{"verdict":"supports",…,"model":"…","verifier_version":"…"}}
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { z } from 'zod';
import { describeFileError, writeFileAtomic } from '../files/atomic-write.js';
import { Verdict } from '../report/schema.js';

const CACHE_FORMAT = 'citegate-semantic-cache';
const CACHE_VERSION = 2;

/** The size bound, applied whenever the cache is saved; see boundEntries. */
export const CACHE_LIMITS = {
  /** An entry that none of the last this-many runs used is dropped. */
  keepRuns: 50,
  /** Beyond this many entries, the least recently used are dropped. */
  maxEntries: 100_000,
} as const;
export type CacheLimits = { keepRuns: number; maxEntries: number };

/**
 * No entry comes near this, and it keeps every line far below the runtime's longest string
 * (about 512 MiB). Only an old single-document cache (version 1) is one long line.
 */
const MAX_LINE_BYTES = 256 * 1024 * 1024;

/** An answer as stored: no IDs (the key is the content, IDs may change) and never a secret. */
export const CacheEntry = z.object({
  verdict: Verdict,
  quote: z.string().max(2000).nullable(),
  limitations: z.array(z.string()).max(10),
  confidence: z.number().min(0).max(1),
  claim_sha256: z.string(),
  evidence_sha256: z.string(),
  model: z.string(),
  verifier_version: z.string(),
});
export type CacheEntry = z.infer<typeof CacheEntry>;

const Header = z.object({ format: z.literal(CACHE_FORMAT), version: z.literal(CACHE_VERSION), run: z.number().int().min(0) });
const EntryLine = z.object({ key: z.string(), last_run: z.number().int().min(0), entry: CacheEntry });
const Version1File = z.object({ format: z.literal(CACHE_FORMAT), version: z.literal(1), entries: z.record(z.string(), z.unknown()) });

/**
 * What an answer depends on: the claim and the excerpt (by fingerprint), the model, and the
 * prompt and schema (by verifier version). A change to any of them asks the model again.
 */
export function cacheKey(claimSha256: string, evidenceSha256: string, model: string, verifierVersion: string): string {
  return createHash('sha256').update(JSON.stringify([claimSha256, evidenceSha256, model, verifierVersion]), 'utf8').digest('hex');
}

/** The key an entry must be stored under: an entry under any other key answers another question. */
export function keyOfEntry(entry: CacheEntry): string {
  return cacheKey(entry.claim_sha256, entry.evidence_sha256, entry.model, entry.verifier_version);
}

export interface StoredEntry {
  entry: CacheEntry;
  /** The last run that used (or added) it. */
  lastRun: number;
}

export interface LoadedCache {
  /** This run's number: one more than the last run that saved the cache. */
  run: number;
  entries: Map<string, StoredEntry>;
  /** Each said once; the run goes on whatever they say. */
  warnings: string[];
  /**
   * False when the file holds more than could be read (a read error, a newer version, not a
   * citegate cache at all): saving over it would lose that, so this run does not save.
   */
  writable: boolean;
  /** True when the file should be rewritten even if nothing was used: old format, unusable lines. */
  stale: boolean;
}

/**
 * Reads the cache. Never throws: a missing file is an empty cache, and every other problem is
 * a warning. An old single-document cache (version 1) is read and marked for rewriting.
 */
export async function loadCache(file: string): Promise<LoadedCache> {
  const loaded = await readCacheFile(file);
  return loaded === 'missing' ? { run: 1, entries: new Map(), warnings: [], writable: true, stale: false } : loaded;
}

/** The entries after a run: those it used or added marked with its number, then bounded. Pure. */
export function updateEntries(
  entries: ReadonlyMap<string, StoredEntry>,
  run: number,
  used: Iterable<string>,
  fresh: Iterable<readonly [string, CacheEntry]>,
  limits: CacheLimits = CACHE_LIMITS,
): Map<string, StoredEntry> {
  const next = new Map(entries);
  for (const key of used) {
    const stored = next.get(key);
    if (stored) next.set(key, { ...stored, lastRun: run });
  }
  for (const [key, entry] of fresh) next.set(key, { entry, lastRun: run });
  return boundEntries(next, run, limits);
}

/**
 * The size bound: an entry that none of the last `keepRuns` runs used (this one included) is
 * dropped; if more than `maxEntries` remain, the least recently used go first (ties: by key,
 * so the result does not depend on the order the file was in). Pure.
 */
export function boundEntries(entries: ReadonlyMap<string, StoredEntry>, run: number, limits: CacheLimits = CACHE_LIMITS): Map<string, StoredEntry> {
  const recent = [...entries].filter(([, stored]) => run - stored.lastRun < limits.keepRuns);
  if (recent.length > limits.maxEntries) {
    recent.sort(([keyA, a], [keyB, b]) => b.lastRun - a.lastRun || (keyA < keyB ? -1 : keyA > keyB ? 1 : 0));
    recent.length = limits.maxEntries;
  }
  return new Map(recent);
}

/** Writes the whole cache atomically (src/files/atomic-write.ts), entries sorted by key. */
export async function saveCache(file: string, run: number, entries: ReadonlyMap<string, StoredEntry>): Promise<void> {
  const keys = [...entries.keys()].sort();
  // Line by line into bytes: the whole file as one string could pass the runtime's limit.
  const chunks = [Buffer.from(JSON.stringify({ format: CACHE_FORMAT, version: CACHE_VERSION, run }) + '\n')];
  for (const key of keys) {
    const stored = entries.get(key) as StoredEntry;
    chunks.push(Buffer.from(JSON.stringify({ key, last_run: stored.lastRun, entry: stored.entry }) + '\n'));
  }
  await writeFileAtomic(file, Buffer.concat(chunks));
}

// ---- reading ----

async function readCacheFile(file: string): Promise<LoadedCache | 'missing'> {
  const info = await stat(file).catch((error: NodeJS.ErrnoException) => error);
  if (info instanceof Error) {
    // No file yet (or a path component is a file, which the write will report).
    if (info.code === 'ENOENT' || info.code === 'ENOTDIR') return 'missing';
    return unreadable(file, info);
  }
  if (info.isDirectory()) return unreadable(file, Object.assign(new Error('a folder'), { code: 'EISDIR' }));

  const reader = new CacheReader(file);
  let lines = 0;
  try {
    for await (const line of readLines(file)) {
      lines += 1;
      if (!reader.add(line)) break;
    }
  } catch (error) {
    if (lines === 0) return unreadable(file, error);
    const partial = reader.result();
    const warning = `cannot read the semantic cache ${file} in full: ${describeFileError(error)}; continuing with the ${partial.entries.size} entries read, and it is not rewritten`;
    return { ...partial, warnings: [...partial.warnings, warning], writable: false };
  }
  return reader.result();
}

function unreadable(file: string, error: unknown): LoadedCache {
  return { run: 1, entries: new Map(), warnings: [`cannot read the semantic cache ${file}: ${describeFileError(error)}; continuing without it, and it is not rewritten`], writable: false, stale: false };
}

interface Line {
  number: number;
  /** null: longer than MAX_LINE_BYTES. */
  text: string | null;
}

/** Lines split on the bytes, so that no line, and never the file, has to be one string at once. */
async function* readLines(file: string): AsyncGenerator<Line> {
  let pieces: Buffer[] = [];
  let size = 0;
  let tooLong = false;
  let number = 0;
  const take = (piece: Buffer) => {
    if (tooLong) return;
    if (size + piece.length > MAX_LINE_BYTES) {
      tooLong = true;
      pieces = [];
      return;
    }
    pieces.push(piece);
    size += piece.length;
  };
  const finish = (): Line => {
    number += 1;
    const line = { number, text: tooLong ? null : Buffer.concat(pieces).toString('utf8').replace(/\r$/, '') };
    pieces = [];
    size = 0;
    tooLong = false;
    return line;
  };
  for await (const chunk of createReadStream(file, { highWaterMark: 1024 * 1024 }) as AsyncIterable<Buffer>) {
    let start = 0;
    for (let end = chunk.indexOf(10); end !== -1; end = chunk.indexOf(10, start)) {
      take(chunk.subarray(start, end));
      yield finish();
      start = end + 1;
    }
    take(chunk.subarray(start));
  }
  if (size > 0 || tooLong) yield finish();
}

/** Turns lines into entries: the first line decides the format, every later line is one entry. */
class CacheReader {
  private run = 0;
  private readonly entries = new Map<string, StoredEntry>();
  private format: 'unknown' | 'lines' = 'unknown';
  private readonly warnings: string[] = [];
  private writable = true;
  private stale = false;
  private bad = 0;
  private firstBad = '';

  constructor(private readonly file: string) {}

  /** False: stop reading. */
  add(line: Line): boolean {
    if (line.text !== null && line.text.trim() === '') return true;
    if (this.format === 'unknown') return this.first(line);
    this.entryLine(line);
    return true;
  }

  result(): LoadedCache {
    const warnings = [...this.warnings];
    if (this.bad > 0) {
      const what = this.format === 'lines' ? (this.bad === 1 ? '1 unusable line' : `${this.bad} unusable lines`) : this.bad === 1 ? '1 unusable entry' : `${this.bad} unusable entries`;
      warnings.push(`the semantic cache ${this.file} has ${what}, skipped (the other entries are used); the first is ${this.firstBad}`);
    }
    let lastRun = this.run;
    for (const stored of this.entries.values()) lastRun = Math.max(lastRun, stored.lastRun);
    return { run: lastRun + 1, entries: this.entries, warnings, writable: this.writable, stale: this.stale || this.bad > 0 };
  }

  private first(line: Line): boolean {
    if (line.text === null) {
      this.refuse(`cannot read the semantic cache ${this.file}: its first line is longer than ${MAX_LINE_BYTES / 1024 / 1024} MiB; it is left as it is, and this run's answers are not saved`);
      return false;
    }
    const data = parseJson(line.text);
    const format = isObject(data) && data.format === CACHE_FORMAT ? data.version : undefined;
    if (format === CACHE_VERSION) {
      this.format = 'lines';
      const header = Header.safeParse(data);
      if (header.success) this.run = header.data.run;
      else this.skip(`line ${line.number}: a header without a valid run counter`);
      return true;
    }
    if (format === 1) {
      this.migrate(data);
      return false;
    }
    if (typeof format === 'number') {
      this.refuse(`the semantic cache ${this.file} has version ${format}, which this citegate cannot read: it is left as it is, and this run's answers are not saved`);
      return false;
    }
    if (line.text.includes(`"${CACHE_FORMAT}"`)) {
      // A damaged header of a cache: its entries are still worth reading.
      this.format = 'lines';
      this.skip(`line ${line.number}: ${data === undefined ? 'not JSON' : 'not a cache header'}`);
      return true;
    }
    this.refuse(`${this.file} is not a citegate cache file: it is left as it is, and this run's answers are not saved (choose another cache-path, or delete the file)`);
    return false;
  }

  private entryLine(line: Line): void {
    if (line.text === null) return this.skip(`line ${line.number}: longer than ${MAX_LINE_BYTES / 1024 / 1024} MiB`);
    const data = parseJson(line.text);
    if (data === undefined) return this.skip(`line ${line.number}: not JSON`);
    const parsed = EntryLine.safeParse(data);
    if (!parsed.success) return this.skip(`line ${line.number}: not a cache entry`);
    this.keep(parsed.data.key, parsed.data.entry, parsed.data.last_run, `line ${line.number}`);
  }

  /** The cache before JSON Lines: one document; read once, and rewritten in the new format. */
  private migrate(data: unknown): void {
    this.stale = true;
    const parsed = Version1File.safeParse(data);
    if (!parsed.success) return this.refuse(`the semantic cache ${this.file} is damaged (version 1, without its entries): it is left as it is, and this run's answers are not saved`);
    for (const [key, value] of Object.entries(parsed.data.entries)) {
      const entry = CacheEntry.safeParse(value);
      if (!entry.success) this.skip(`the entry ${key.slice(0, 12)}…: not a cache entry`);
      else this.keep(key, entry.data, 0, `the entry ${key.slice(0, 12)}…`);
    }
  }

  private keep(key: string, entry: CacheEntry, lastRun: number, where: string): void {
    if (keyOfEntry(entry) !== key) return this.skip(`${where}: the entry does not match its key (its model, verifier version or fingerprints differ)`);
    const earlier = this.entries.get(key);
    if (!earlier || earlier.lastRun <= lastRun) this.entries.set(key, { entry, lastRun });
  }

  private skip(where: string): void {
    if (this.bad === 0) this.firstBad = where;
    this.bad += 1;
  }

  private refuse(warning: string): void {
    this.warnings.push(warning);
    this.writable = false;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
