// A store entry held deflated in memory (src/files/jsonl-store.ts, StoreKind.packOver): a
// provenance cache keeps each page's text until the run saves it, and a run that reads large
// pages would otherwise hold up to the cache's whole byte bound (200 MB) of text as strings.
// The value is kept as its JSON, deflated; reading `value` gives back an equal value (every
// stored value is JSON: it was read from a line of the file, or is written to one).
// node:zlib, loaded when the first value is packed (getBuiltinModule: Node 20.16 and later), not
// with every run that holds a store.
const zlib = () => process.getBuiltinModule('node:zlib');

export class PackedEntry<T> {
  private constructor(
    private readonly packed: Buffer,
    /** The value's size as the store counts it (roughBytes), kept so that the bound is counted without unpacking. */
    readonly bytes: number,
    public lastRun: number,
    /** The UTF-8 bytes of the value's JSON, so that a save sizes its line without unpacking it. */
    readonly jsonBytes: number,
  ) {}

  static of<T>(value: T, bytes: number, lastRun: number): PackedEntry<T> {
    const json = Buffer.from(JSON.stringify(value));
    // Level 1: a 20 MB page's text packs in a fraction of the time reading the page took.
    return new PackedEntry<T>(zlib().deflateRawSync(json, { level: 1 }), bytes, lastRun, json.length);
  }

  /** A new copy of the value on every read. */
  get value(): T {
    return JSON.parse(this.json()) as T;
  }

  /** The value's JSON, as JSON.stringify wrote it (and writes the value read back). */
  json(): string {
    return zlib().inflateRawSync(this.packed).toString('utf8');
  }

  /** The same value, last used by `lastRun`, without unpacking it. */
  withLastRun(lastRun: number): PackedEntry<T> {
    return new PackedEntry<T>(this.packed, this.bytes, lastRun, this.jsonBytes);
  }
}
