// A keyed store in a JSON Lines file, bounded in size: the answer cache (src/semantic/cache.ts)
// and the provenance cache (src/provenance/cache.ts) are two kinds of it. The file:
//
//   {"format":"citegate-semantic-cache","version":2,"run":12}         the header
//   {"key":"<key>","last_run":12,"entry":{…}}                          one line per entry
//
// (each kind names its value field: `entry` in the answer cache, `value` in the provenance cache).
//
// The file is read line by line, so its size is never bounded by the longest string the runtime
// can hold, and a bad line costs that line only. A file this store cannot keep in full (not a
// store of this kind, a newer version, a read error) is never overwritten: it is left as it is,
// with one warning, and this run saves nothing there.
//
// Runs may share one file (jobs on one self-hosted runner, two terminals). A save takes a lock
// (proper-lockfile: a folder `.NAME.lock` beside the file), reads the file again if another run
// wrote it since this one read it, and writes the union, so no run's entries are lost.
import { createReadStream } from 'node:fs';
import { readdir, realpath, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import { describeFileError, makeFolder, writeFileAtomic, type WriteOptions } from './atomic-write.js';
import { trackedByGit } from './git-tracked.js';
import { PackedEntry } from './packed-entry.js';
import { isJsonObject, parseJsonOrUndefined } from '../text/json-value.js';
import { redactDeep, redactor, redactsNothing, type Redact } from '../text/redact.js';

/** Which entries a save keeps. */
export interface StoreBound {
  /** An entry that none of the last this-many runs used (the saving run included) is dropped. */
  keepRuns: number;
  /** Beyond this many entries, the least recently used are dropped. */
  maxEntries?: number;
  /** Beyond this many bytes of file, the least recently used are dropped. */
  maxBytes?: number;
}

export interface StoreKind<T> {
  /** The header's `format` and `version`. */
  format: string;
  version: number;
  /** The name of each line's value field. */
  field: string;
  /** Validates each value; a line that fails is skipped. */
  schema: z.ZodType<T>;
  bound: StoreBound;
  /** Names the file in warnings: "the semantic cache". */
  label: string;
  /** What this run would have saved, for "this run's answers are not saved". */
  saves: string;
  /** The setting that names the file, for advice (`cache-path`). */
  setting?: string;
  /** For a file that is not a store of this kind: what it is not, and what the user can do. */
  foreign: { noun: string; advice: string };
  /** Why `value` may not be stored under `key` (it would answer another question), or null. */
  keyProblem?: (key: string, value: T) => string | null;
  /** An older format: one JSON document on one line holding `{ key: value }`; read once and rewritten. */
  legacy?: { version: number; entries: (document: unknown) => Record<string, unknown> | null };
  /** A value of more bytes than this (as counted for maxBytes) is held deflated in memory until the save (./packed-entry.ts). */
  packOver?: number;
}

export interface StoredEntry<T> {
  value: T;
  /** The last run that used (or added) it. */
  lastRun: number;
}

/**
 * No entry comes near this, and it keeps every line far below the runtime's longest string
 * (about 512 MiB). Only an old single-document file is one long line.
 */
const MAX_LINE_BYTES = 256 * 1024 * 1024;
const MAX_LINE_MIB = MAX_LINE_BYTES / 1024 / 1024;

export class JsonLinesStore<T> {
  private changed = false;
  /** Keys this run set: its value wins over the file's in a merge. */
  private readonly added = new Set<string>();
  /** Keys this run used: their last run is this run's, whatever the file says. */
  private readonly used = new Set<string>();
  /** With a byte bound: each entry's size, about as its line will take (roughBytes), and their sum. */
  private readonly held = new Map<string, number>();
  private heldBytes = 0;

  private constructor(
    readonly file: string,
    private readonly kind: StoreKind<T>,
    private readonly entries: Map<string, StoredEntry<T>>,
    /** This run's number: one more than the last run the file knows. */
    readonly run: number,
    /** Each to be said once; none is fatal. */
    readonly warnings: readonly string[],
    /** False: this run never writes the file (read-only, or the file holds what this store cannot keep). */
    readonly writable: boolean,
    /** The file should be rewritten even if nothing was used: an old format, unusable lines. */
    private readonly stale: boolean,
    /** The file as it was read (null: there was none), to tell whether another run wrote it since. */
    private readonly readVersion: FileVersion | null,
    /** Applied to every value written: no configured secret reaches the file. */
    private readonly redact: Redact,
    /** How the file is written: never through a symbolic link (src/files/output-guard.ts's policy). */
    private readonly writeOptions: WriteOptions = {},
  ) {}

  /**
   * Reads the file. Never throws: a missing file is an empty store, every other problem a
   * warning. `readOnly`: the run only looks entries up (the base of a comparison): it neither
   * counts as a run nor writes the file. `secrets` are redacted from every value written.
   */
  static async load<T>(
    file: string,
    kind: StoreKind<T>,
    options: { readOnly?: boolean; secrets?: readonly (string | null | undefined)[]; write?: WriteOptions } = {},
  ): Promise<JsonLinesStore<T>> {
    const redact = redactor(options.secrets ?? []);
    if (await trackedByGit(file)) {
      // Committed, so written by whoever wrote the commit (a pull request, say): its entries
      // would decide verdicts and pages no model or fetch produced. Neither read nor overwritten.
      const warning = `${kind.label} ${file} is tracked by git, so it is not read: a cache is meant to come from actions/cache, and a committed one may hold ${kind.saves} that no run produced. It is left as it is, and this run's ${kind.saves} are not saved (remove it from the repository, or choose another ${kind.setting ?? 'path'})`;
      return new JsonLinesStore(file, kind, new Map(), 1, [warning], false, false, null, redact, options.write);
    }
    const version = await fileVersion(file);
    const read = await readStoreFile(file, kind);
    const loaded = read === 'missing' ? emptyLoad<T>() : read;
    const writable = loaded.writable && !options.readOnly;
    if (writable) await removeLeftovers(file);
    return new JsonLinesStore(
      file,
      kind,
      loaded.entries,
      loaded.run,
      loaded.warnings,
      writable,
      loaded.stale,
      version,
      redact,
      options.write,
    );
  }

  /** The value for `key`, marked as used by this run. */
  get(key: string): T | undefined {
    const stored = this.entries.get(key);
    if (!stored) return undefined;
    stored.lastRun = this.run;
    this.used.add(key);
    this.changed = true;
    return stored.value;
  }

  set(key: string, value: T): void {
    const stored = heldEntry(value, this.run, this.kind.packOver);
    this.entries.set(key, stored);
    this.added.add(key);
    this.changed = true;
    // The byte bound holds in memory too, not only in the file: a run that adds page after page
    // keeps what the file would keep, and lets the rest go as it goes.
    const { maxBytes } = this.kind.bound;
    if (maxBytes === undefined) return;
    if (this.held.size === 0) for (const [known, entry] of this.entries) this.hold(known, entry);
    else this.hold(key, stored);
    if (this.heldBytes <= maxBytes) return;
    const kept = boundEntries(this.entries, this.run, this.kind.bound, {
      maxBytes,
      bytesOf: (known) => this.held.get(known) ?? 0,
    });
    for (const known of [...this.entries.keys()]) {
      if (kept.has(known)) continue;
      this.entries.delete(known);
      this.added.delete(known);
      this.used.delete(known);
      this.heldBytes -= this.held.get(known) ?? 0;
      this.held.delete(known);
    }
  }

  private hold(key: string, stored: StoredEntry<T>): void {
    const bytes = (stored instanceof PackedEntry ? stored.bytes : roughBytes(stored.value)) + key.length;
    this.heldBytes += bytes - (this.held.get(key) ?? 0);
    this.held.set(key, bytes);
  }

  /**
   * Writes the file atomically (src/files/atomic-write.ts), bounded, entries sorted by key: when
   * this run used or added an entry, or the file needs rewriting. A run that saves counts as a
   * run; one that does not, does not. Under the file's lock: if another run wrote the file since
   * this one read it, what it holds now is merged in first (this run's own answers win for the
   * keys it set). Returns whether it wrote; a write error, a lock held too long, or a file that
   * another run turned into something this store cannot keep is thrown (the caller warns).
   */
  async save(): Promise<boolean> {
    if (!this.writable || (!this.changed && !this.stale)) return false;
    return withFileLock(this.file, async () => {
      await removeLeftovers(this.file);
      const now = await fileVersion(this.file);
      let run = this.run;
      let entries = this.entries;
      if (!sameVersion(now, this.readVersion)) {
        const read = await readStoreFile(this.file, this.kind);
        const current = read === 'missing' ? emptyLoad<T>() : read;
        if (!current.writable)
          throw new Error(
            `another run left it in a state this citegate cannot keep (${current.warnings.join('; ')}); this run's ${this.kind.saves} are not saved`,
          );
        run = Math.max(this.run, current.run);
        entries = this.mergedInto(current.entries, run);
      }
      await this.write(entries, run);
      return true;
    });
  }

  /** The file's entries with this run's: what it set wins, what it used counts as used by `run`, the rest keeps its later use. */
  private mergedInto(current: Map<string, StoredEntry<T>>, run: number): Map<string, StoredEntry<T>> {
    const merged = new Map(current);
    for (const [key, stored] of this.entries) {
      const there = merged.get(key);
      if (this.added.has(key)) merged.set(key, usedBy(stored, run));
      else if (this.used.has(key)) merged.set(key, usedBy(there ?? stored, run));
      else if (!there || there.lastRun < stored.lastRun) merged.set(key, stored);
    }
    return merged;
  }

  private async write(entries: ReadonlyMap<string, StoredEntry<T>>, run: number): Promise<void> {
    const { format, version, field, bound } = this.kind;
    const header = Buffer.from(JSON.stringify({ format, version, run }) + '\n');
    // Line by line into bytes, written as they are made: the whole file as one string could pass
    // the runtime's limit, and as one buffer would double what the entries hold.
    // A packed value with no secret to redact goes into its line as the JSON it is held as (the
    // line JSON.stringify would write of it unpacked): it is unpacked once, to be written, and not
    // to be sized, nor parsed and written out again.
    const asJson = redactsNothing(this.redact);
    const opening = (key: string, stored: StoredEntry<T>) =>
      `${JSON.stringify({ key, last_run: stored.lastRun }).slice(0, -1)},${JSON.stringify(field)}:`;
    const lineOf = (key: string): Buffer => {
      const stored = entries.get(key) as StoredEntry<T>;
      if (asJson && stored instanceof PackedEntry) return Buffer.from(`${opening(key, stored)}${stored.json()}}\n`);
      return Buffer.from(
        JSON.stringify({ key, last_run: stored.lastRun, [field]: redactDeep(stored.value, this.redact) }) + '\n',
      );
    };
    const sizeOf = (key: string): number => {
      const stored = entries.get(key) as StoredEntry<T>;
      if (asJson && stored instanceof PackedEntry)
        return Buffer.byteLength(opening(key, stored)) + stored.jsonBytes + 2;
      return lineOf(key).length;
    };
    const sizes = new Map<string, number>();
    const bytesOf = (key: string) => sizes.get(key) ?? sizes.set(key, sizeOf(key)).get(key)!;
    const budget = bound.maxBytes === undefined ? undefined : { maxBytes: bound.maxBytes - header.length, bytesOf };
    const kept = [...boundEntries(entries, run, bound, budget).keys()].sort();
    await writeFileAtomic(
      this.file,
      (function* () {
        yield header;
        for (const key of kept) yield lineOf(key);
      })(),
      this.writeOptions,
    );
  }
}

/** An entry as the store holds it: deflated when its value is over `packOver` bytes. */
function heldEntry<T>(value: T, lastRun: number, packOver: number | undefined): StoredEntry<T> {
  if (packOver === undefined) return { value, lastRun };
  const bytes = roughBytes(value);
  return bytes > packOver ? PackedEntry.of(value, bytes, lastRun) : { value, lastRun };
}

/** The entry, as last used by `run` (a packed one stays packed). */
function usedBy<T>(stored: StoredEntry<T>, run: number): StoredEntry<T> {
  return stored instanceof PackedEntry ? stored.withLastRun(run) : { value: stored.value, lastRun: run };
}

function emptyLoad<T>(): Loaded<T> {
  return { entries: new Map<string, StoredEntry<T>>(), run: 1, warnings: [], writable: true, stale: false };
}

// ---- sharing the file with other runs ----

/** What tells one write of the file from another (a rename gives a new inode). */
interface FileVersion {
  ino: number;
  size: number;
  mtimeMs: number;
}

async function fileVersion(file: string): Promise<FileVersion | null> {
  const info = await stat(file).catch(() => null);
  return info && info.isFile() ? { ino: info.ino, size: info.size, mtimeMs: info.mtimeMs } : null;
}

function sameVersion(a: FileVersion | null, b: FileVersion | null): boolean {
  return a === null || b === null ? a === b : a.ino === b.ino && a.size === b.size && a.mtimeMs === b.mtimeMs;
}

/** The file whose folder and name the lock and writeFileAtomic's temporary files use (a link is followed, as the write follows it). */
async function realTarget(file: string): Promise<string> {
  return realpath(file).catch(() => path.resolve(file));
}

/**
 * How long a save waits for another run's save of the same file: a save of the largest cache
 * (hundreds of MB) takes seconds; a lock a killed run left behind is taken over once it has not
 * been refreshed for LOCK_STALE_MS (a live holder refreshes it every few seconds).
 */
const LOCK_RETRIES = { retries: 40, factor: 1.3, minTimeout: 50, maxTimeout: 3_000 };
const LOCK_STALE_MS = 15_000;

async function withFileLock<R>(file: string, work: () => Promise<R>): Promise<R> {
  const target = await realTarget(file);
  const folder = path.dirname(target);
  await makeFolder(folder);
  // Loaded on demand: a run that saves no cache never loads it. A CommonJS module, whose
  // exports are its `default` once bundled.
  const { lock } = (await import('proper-lockfile')).default;
  const lockfilePath = path.join(folder, `.${path.basename(target)}.lock`);
  let compromised: Error | null = null;
  let release: () => Promise<void>;
  try {
    release = await lock(target, {
      realpath: false,
      lockfilePath,
      retries: LOCK_RETRIES,
      stale: LOCK_STALE_MS,
      // The default throws from a timer, which would end the whole run; a lost lock costs this save only.
      onCompromised: (error) => {
        compromised = error;
      },
    });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ELOCKED') throw new Error(`another run has held its lock (${lockfilePath}) for over a minute`);
    throw error;
  }
  try {
    const result = await work();
    if (compromised)
      throw new Error(
        `its lock (${lockfilePath}) was taken over while this run wrote it: ${(compromised as Error).message}`,
      );
    return result;
  } finally {
    await release().catch(() => undefined);
  }
}

/** A temporary file of writeFileAtomic: `.NAME.PID.RANDOM.tmp` beside NAME. */
const LEFTOVER_AGE_MS = 10 * 60 * 1000;

/**
 * Removes what a write of `file` that was killed left beside it: writeFileAtomic's temporary
 * files whose process is gone (or that are older than ten minutes, for a process ID reused
 * since). A live writer's file is left alone. Failures are ignored: a leftover costs disk only.
 */
async function removeLeftovers(file: string): Promise<void> {
  const target = await realTarget(file);
  const folder = path.dirname(target);
  const name = path.basename(target);
  const names = await readdir(folder).catch(() => [] as string[]);
  for (const candidate of names) {
    if (!candidate.startsWith(`.${name}.`) || !candidate.endsWith('.tmp')) continue;
    const match = /^(\d+)\.[0-9a-f]{12}\.tmp$/.exec(candidate.slice(name.length + 2));
    if (!match) continue;
    const full = path.join(folder, candidate);
    const age = await stat(full).then(
      (info) => Date.now() - info.mtimeMs,
      () => null,
    );
    if (age === null) continue;
    if (processAlive(Number(match[1])) && age < LEFTOVER_AGE_MS) continue;
    await rm(full, { force: true }).catch(() => undefined);
  }
}

function processAlive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The size bound: an entry that none of the last `keepRuns` runs used (`run` included) is
 * dropped; of the rest, the most recently used are kept (ties: by key, so the result does not
 * depend on the order of the file) up to `maxEntries`, and, with `bytes`, while they fit in
 * its `maxBytes` (an entry too large to fit is passed over for older ones that do). Pure.
 */
export function boundEntries<T>(
  entries: ReadonlyMap<string, StoredEntry<T>>,
  run: number,
  bound: StoreBound,
  bytes?: { maxBytes: number; bytesOf: (key: string) => number },
): Map<string, StoredEntry<T>> {
  const recent = [...entries].filter(([, stored]) => run - stored.lastRun < bound.keepRuns);
  recent.sort(([keyA, a], [keyB, b]) => b.lastRun - a.lastRun || (keyA < keyB ? -1 : keyA > keyB ? 1 : 0));
  const kept = new Map<string, StoredEntry<T>>();
  let used = 0;
  for (const [key, stored] of recent) {
    if (kept.size >= (bound.maxEntries ?? Infinity)) break;
    if (bytes) {
      const size = bytes.bytesOf(key);
      if (used + size > bytes.maxBytes) continue;
      used += size;
    }
    kept.set(key, stored);
  }
  return kept;
}

/** About the bytes `value` takes as JSON: the UTF-8 of its strings and a little per value. */
function roughBytes(value: unknown): number {
  if (typeof value === 'string') return Buffer.byteLength(value) + 2;
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + roughBytes(item) + 1, 2);
  if (value !== null && typeof value === 'object')
    return Object.entries(value).reduce((sum, [key, item]) => sum + key.length + 4 + roughBytes(item), 2);
  return 8;
}

// ---- reading ----

interface Loaded<T> {
  entries: Map<string, StoredEntry<T>>;
  run: number;
  warnings: string[];
  writable: boolean;
  stale: boolean;
}

async function readStoreFile<T>(file: string, kind: StoreKind<T>): Promise<Loaded<T> | 'missing'> {
  const info = await stat(file).catch((error: NodeJS.ErrnoException) => error);
  if (info instanceof Error) {
    // No file yet (or a path component is a file, which the write will report).
    if (info.code === 'ENOENT' || info.code === 'ENOTDIR') return 'missing';
    return unreadable(file, kind, info);
  }
  if (info.isDirectory()) return unreadable(file, kind, Object.assign(new Error('a folder'), { code: 'EISDIR' }));

  const reader = new StoreReader(file, kind);
  let lines = 0;
  try {
    for await (const line of readLines(file)) {
      lines += 1;
      if (!reader.add(line)) break;
    }
  } catch (error) {
    if (lines === 0) return unreadable(file, kind, error);
    const partial = reader.result();
    const warning = `cannot read ${kind.label} ${file} in full: ${describeFileError(error)}; continuing with the ${partial.entries.size} entries read, and it is not rewritten`;
    return { ...partial, warnings: [...partial.warnings, warning], writable: false };
  }
  return reader.result();
}

function unreadable<T>(file: string, kind: StoreKind<T>, error: unknown): Loaded<T> {
  const warning = `cannot read ${kind.label} ${file}: ${describeFileError(error)}; continuing without it, and it is not rewritten`;
  return { entries: new Map(), run: 1, warnings: [warning], writable: false, stale: false };
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
class StoreReader<T> {
  private run = 0;
  private readonly entries = new Map<string, StoredEntry<T>>();
  private format: 'unknown' | 'lines' | 'legacy' = 'unknown';
  private readonly warnings: string[] = [];
  private writable = true;
  private stale = false;
  private bad = 0;
  private firstBad = '';

  constructor(
    private readonly file: string,
    private readonly kind: StoreKind<T>,
  ) {}

  /** False: stop reading. */
  add(line: Line): boolean {
    if (line.text !== null && line.text.trim() === '') return true;
    if (this.format === 'unknown') return this.first(line);
    this.entryLine(line);
    return true;
  }

  result(): Loaded<T> {
    const warnings = [...this.warnings];
    if (this.bad > 0) {
      // A legacy file is one line: what is unusable there is an entry of it.
      const [one, many] = this.format === 'legacy' ? ['entry', 'entries'] : ['line', 'lines'];
      const what = this.bad === 1 ? `1 unusable ${one}` : `${this.bad} unusable ${many}`;
      warnings.push(
        `${this.kind.label} ${this.file} has ${what}, skipped (the other entries are used); the first is ${this.firstBad}`,
      );
    }
    let lastRun = this.run;
    for (const stored of this.entries.values()) lastRun = Math.max(lastRun, stored.lastRun);
    return {
      entries: this.entries,
      run: lastRun + 1,
      warnings,
      writable: this.writable,
      stale: this.stale || this.bad > 0,
    };
  }

  private first(line: Line): boolean {
    const { label, legacy, foreign } = this.kind;
    const notSaved = `it is left as it is, and this run's ${this.kind.saves} are not saved`;
    if (line.text === null) {
      this.refuse(`cannot read ${label} ${this.file}: its first line is longer than ${MAX_LINE_MIB} MiB; ${notSaved}`);
      return false;
    }
    const data = parseJsonOrUndefined(line.text);
    const version = isJsonObject(data) && data.format === this.kind.format ? data.version : undefined;
    if (version === this.kind.version) {
      this.format = 'lines';
      const run = isJsonObject(data) ? data.run : undefined;
      if (typeof run === 'number' && Number.isSafeInteger(run) && run >= 0) this.run = run;
      else this.skip(`line ${line.number}: a header without a valid run counter`);
      return true;
    }
    if (legacy && version === legacy.version) {
      this.migrate(legacy.version, legacy.entries(data), notSaved);
      return false;
    }
    if (typeof version === 'number') {
      this.refuse(`${label} ${this.file} has version ${version}, which this citegate cannot read: ${notSaved}`);
      return false;
    }
    if (line.text.includes(`"${this.kind.format}"`)) {
      // A damaged header of a store of this kind: its entries are still worth reading.
      this.format = 'lines';
      this.skip(`line ${line.number}: ${data === undefined ? 'not JSON' : 'not a cache header'}`);
      return true;
    }
    this.refuse(`${this.file} is not ${foreign.noun}: ${notSaved} (${foreign.advice})`);
    return false;
  }

  private entryLine(line: Line): void {
    if (line.text === null) return this.skip(`line ${line.number}: longer than ${MAX_LINE_MIB} MiB`);
    const data = parseJsonOrUndefined(line.text);
    if (data === undefined) return this.skip(`line ${line.number}: not JSON`);
    const key = isJsonObject(data) ? data.key : undefined;
    const lastRun = isJsonObject(data) ? data.last_run : undefined;
    const value = isJsonObject(data) ? this.kind.schema.safeParse(data[this.kind.field]) : undefined;
    if (
      typeof key !== 'string' ||
      typeof lastRun !== 'number' ||
      !Number.isSafeInteger(lastRun) ||
      lastRun < 0 ||
      !value?.success
    ) {
      return this.skip(`line ${line.number}: not a cache entry`);
    }
    this.keep(key, value.data, lastRun, `line ${line.number}`);
  }

  /** An older single-document file: read once, and rewritten in the current format. */
  private migrate(version: number, entries: Record<string, unknown> | null, notSaved: string): void {
    this.format = 'legacy';
    this.stale = true;
    if (entries === null)
      return this.refuse(
        `${this.kind.label} ${this.file} is damaged (version ${version}, without its entries): ${notSaved}`,
      );
    for (const [key, value] of Object.entries(entries)) {
      const parsed = this.kind.schema.safeParse(value);
      if (!parsed.success) this.skip(`the entry ${key.slice(0, 12)}…: not a cache entry`);
      else this.keep(key, parsed.data, 0, `the entry ${key.slice(0, 12)}…`);
    }
  }

  private keep(key: string, value: T, lastRun: number, where: string): void {
    const problem = this.kind.keyProblem?.(key, value);
    if (problem) return this.skip(`${where}: ${problem}`);
    const earlier = this.entries.get(key);
    // Of two lines with one key the later run wins (on a tie, the later line).
    if (!earlier || earlier.lastRun <= lastRun) this.entries.set(key, heldEntry(value, lastRun, this.kind.packOver));
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
