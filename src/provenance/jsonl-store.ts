// A keyed cache in a JSON Lines file, bounded in size. Not specific to provenance: the seam for
// sharing one implementation with the answer cache (which the harden-output branch moves to
// JSON Lines with the same kind of bound). Format:
//
//   {"format":"citegate-provenance-cache","version":1,"run":12}        the header
//   {"key":"https://…","last_run":12,"value":{…}}                       one line per entry
//
// Every load starts a new run; every entry read or written in it is stamped with that run. On
// save, entries unused in the last `keepRuns` runs are dropped first, then the least recently
// used while the file would exceed `maxBytes`. Lines that cannot be read are dropped with one
// warning; a file of another format or version is ignored (and replaced on save), never fatal.
import { readFile } from 'node:fs/promises';
import type { z } from 'zod';
import { writeFileAtomic } from '../files/atomic-write.js';

export interface JsonLinesStoreOptions<T> {
  format: string;
  version: number;
  /** Validates each entry's value; an entry that fails is dropped. */
  schema: z.ZodType<T>;
  keepRuns: number;
  maxBytes: number;
  /** Names the file in warnings, e.g. "the provenance cache". */
  label: string;
}

interface Stored<T> {
  value: T;
  lastRun: number;
}

export class JsonLinesStore<T> {
  private constructor(
    private readonly file: string,
    private readonly options: JsonLinesStoreOptions<T>,
    private readonly entries: Map<string, Stored<T>>,
    /** This run's number: one more than the file's. */
    readonly run: number,
  ) {}

  /** Reads the file (a missing file is an empty store); `warning` says what could not be used. */
  static async load<T>(file: string, options: JsonLinesStoreOptions<T>): Promise<{ store: JsonLinesStore<T>; warning: string | null }> {
    const empty = (warning: string | null, run = 1) => ({ store: new JsonLinesStore(file, options, new Map(), run), warning });
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'ENOTDIR') return empty(null);
      return empty(`cannot read ${options.label} ${file} (${(error as Error).message}); continuing without it`);
    }
    const lines = text.split('\n').filter((line) => line.trim() !== '');
    const header = parseJson(lines[0] ?? '') as { format?: unknown; version?: unknown; run?: unknown } | undefined;
    if (header?.format !== options.format || header.version !== options.version || !Number.isSafeInteger(header.run)) {
      return empty(`${file} is not ${options.label} of version ${options.version}; ignoring it (it will be rewritten)`);
    }
    const run = (header.run as number) + 1;
    const entries = new Map<string, Stored<T>>();
    let dropped = 0;
    for (const line of lines.slice(1)) {
      const raw = parseJson(line) as { key?: unknown; last_run?: unknown; value?: unknown } | undefined;
      const value = options.schema.safeParse(raw?.value);
      if (typeof raw?.key !== 'string' || !Number.isSafeInteger(raw.last_run) || !value.success) {
        dropped++;
        continue;
      }
      entries.set(raw.key, { value: value.data, lastRun: raw.last_run as number });
    }
    const warning = dropped > 0 ? `${dropped} line${dropped === 1 ? '' : 's'} of ${options.label} ${file} could not be read and ${dropped === 1 ? 'was' : 'were'} dropped` : null;
    return { store: new JsonLinesStore(file, options, entries, run), warning };
  }

  get size(): number {
    return this.entries.size;
  }

  /** The entry for `key`, marked as used in this run. */
  get(key: string): T | undefined {
    const stored = this.entries.get(key);
    if (stored) stored.lastRun = this.run;
    return stored?.value;
  }

  set(key: string, value: T): void {
    this.entries.set(key, { value, lastRun: this.run });
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  /** Applies the bound and writes the file atomically. */
  async save(): Promise<void> {
    const { format, version, keepRuns, maxBytes } = this.options;
    const header = JSON.stringify({ format, version, run: this.run });
    let used = Buffer.byteLength(header) + 1;
    const kept: string[] = [];
    // Most recently used first, so the size bound drops the least recently used.
    const recent = [...this.entries].filter(([, stored]) => this.run - stored.lastRun < keepRuns).sort(([a, x], [b, y]) => y.lastRun - x.lastRun || (a < b ? -1 : a > b ? 1 : 0));
    for (const [key, stored] of recent) {
      const line = JSON.stringify({ key, last_run: stored.lastRun, value: stored.value });
      const size = Buffer.byteLength(line) + 1;
      if (used + size > maxBytes) continue;
      used += size;
      kept.push(line);
    }
    await writeFileAtomic(this.file, [header, ...kept].join('\n') + '\n');
  }
}

function parseJson(line: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    return undefined;
  }
}
