// The one bounded JSON Lines store behind the answer cache and the provenance cache: a bad line
// costs that line only, a file that is not a store of its kind is never overwritten, writes
// are atomic, the bound drops what no recent run used and then the least recently used, and
// the files both caches wrote before they shared it are read in full.
import { copyFileSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { boundEntries, JsonLinesStore, type StoreKind, type StoredEntry } from '../../src/files/jsonl-store.js';
import { loadProvenanceCache } from '../../src/provenance/cache.js';
import { loadCache } from '../../src/semantic/cache.js';
import { tempFolder } from '../helpers/reports.js';

const kind: StoreKind<{ text: string }> = {
  format: 'test-store',
  version: 2,
  field: 'value',
  schema: z.object({ text: z.string() }),
  bound: { keepRuns: 3, maxBytes: 10_000 },
  label: 'the test store',
  saves: 'texts',
  foreign: { noun: 'a test store', advice: 'choose another path' },
  keyProblem: (key, value) => (value.text.startsWith(key) ? null : 'the text does not start with the key'),
  legacy: { version: 1, entries: (document) => (document as { entries?: Record<string, unknown> }).entries ?? null },
};
const load = (file: string, options: { readOnly?: boolean } = {}, bound = kind.bound) =>
  JsonLinesStore.load(file, { ...kind, bound }, options);
const header = (run: number, version = 2) => JSON.stringify({ format: 'test-store', version, run });
const entry = (key: string, lastRun: number, text = key) => JSON.stringify({ key, last_run: lastRun, value: { text } });
const rows = (file: string) =>
  readFileSync(file, 'utf8')
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
const fileIn = (files: Record<string, string> = {}) => {
  const dir = tempFolder(files);
  return { dir, file: path.join(dir, 'store.jsonl') };
};
const unchanged = (file: string) => {
  const before = { text: readFileSync(file, 'utf8'), inode: statSync(file).ino, mtime: statSync(file).mtimeMs };
  return () =>
    expect({ text: readFileSync(file, 'utf8'), inode: statSync(file).ino, mtime: statSync(file).mtimeMs }).toEqual(
      before,
    );
};

describe('the bound (pure)', () => {
  const stored = (runs: Record<string, number>) =>
    new Map(
      Object.entries(runs).map(([key, lastRun]): [string, StoredEntry<string>] => [key, { value: key, lastRun }]),
    );
  const lastRuns = (map: Map<string, StoredEntry<string>>) =>
    Object.fromEntries([...map].map(([key, value]) => [key, value.lastRun]));

  it('keeps what one of the last keepRuns runs used, this run included', () => {
    expect(
      lastRuns(boundEntries(stored({ a: 10, b: 9, c: 8, d: 7, e: 0 }), 10, { keepRuns: 3, maxEntries: 10 })),
    ).toEqual({ a: 10, b: 9, c: 8 });
  });

  it('beyond maxEntries drops the least recently used first, ties by key', () => {
    expect(
      lastRuns(boundEntries(stored({ d: 5, a: 5, c: 9, b: 5, e: 1 }), 10, { keepRuns: 100, maxEntries: 3 })),
    ).toEqual({ c: 9, a: 5, b: 5 });
  });

  it('beyond maxBytes drops the least recently used first; one too large to fit is passed over for older ones that fit', () => {
    const sizes: Record<string, number> = { new: 40, big: 80, old: 30, older: 30 };
    const kept = boundEntries(
      stored({ new: 9, big: 8, old: 7, older: 6 }),
      10,
      { keepRuns: 100, maxBytes: 100 },
      { maxBytes: 100, bytesOf: (key) => sizes[key]! },
    );
    expect(lastRuns(kept)).toEqual({ new: 9, old: 7, older: 6 });
  });
});

describe('a run of the store', () => {
  it('counts one run per save, marks what it used or added, and drops entries unused in the last keepRuns runs', async () => {
    const { file } = fileIn();
    let store = await load(file);
    store.set('old', { text: 'old' });
    store.set('kept', { text: 'kept' });
    expect(await store.save()).toBe(true);
    for (let run = 2; run <= 4; run++) {
      store = await load(file);
      expect(store.run).toBe(run);
      expect(store.get('kept')).toEqual({ text: 'kept' });
      await store.save();
    }
    // Run 4 saved: "old" was last used by run 1, four runs ago with run 4 included.
    expect(rows(file)).toEqual([
      { format: 'test-store', version: 2, run: 4 },
      { key: 'kept', last_run: 4, value: { text: 'kept' } },
    ]);
  });

  it('keeps the file under maxBytes by dropping the least recently used', async () => {
    const { file } = fileIn();
    const bound = { keepRuns: 100, maxBytes: 10_000 };
    let store = await load(file, {}, bound);
    store.set('a', { text: 'a' + 'x'.repeat(4000) });
    await store.save();
    store = await load(file, {}, bound);
    store.set('b', { text: 'b' + 'y'.repeat(4000) });
    store.set('c', { text: 'c' + 'z'.repeat(4000) });
    await store.save();
    expect(
      rows(file)
        .slice(1)
        .map((row) => row.key),
    ).toEqual(['b', 'c']);
    expect(readFileSync(file).length).toBeLessThanOrEqual(10_000);
  });

  it('does not save, nor count a run, when it neither used nor added an entry', async () => {
    const { file } = fileIn({ 'store.jsonl': [header(7), entry('a', 7)].join('\n') + '\n' });
    const same = unchanged(file);
    const store = await load(file);
    expect(store.get('missing')).toBeUndefined();
    expect(await store.save()).toBe(false);
    same();
  });

  it('read-only: looks entries up, but never writes the file, even one it would rewrite', async () => {
    // A bad line would make a normal run rewrite the file without it.
    const { file } = fileIn({ 'store.jsonl': [header(7), entry('a', 7), 'not json'].join('\n') + '\n' });
    const same = unchanged(file);
    const store = await load(file, { readOnly: true });
    expect(store.get('a')).toEqual({ text: 'a' });
    store.set('b', { text: 'b' });
    expect(store.writable).toBe(false);
    expect(await store.save()).toBe(false);
    same();
    expect((await load(file)).run).toBe(8);
  });

  it('writes atomically, sorted by key, into a folder it creates', async () => {
    const { dir } = fileIn();
    const file = path.join(dir, 'deep', 'er', 'store.jsonl');
    const store = await load(file);
    for (const key of ['c', 'a', 'b']) store.set(key, { text: key });
    await store.save();
    expect(readdirSync(path.dirname(file))).toEqual(['store.jsonl']);
    expect(rows(file).map((row) => row.key ?? 'header')).toEqual(['header', 'a', 'b', 'c']);
  });
});

describe('reading', () => {
  it('a bad line costs only that line: the other entries are used, one warning gives the count and the first, and the next save leaves the bad lines out', async () => {
    const lines = [
      header(4),
      entry('good', 4),
      'not json',
      JSON.stringify({ key: 'bad', last_run: 4, value: { text: 5 } }),
      entry('mismatch', 3, 'other'),
      entry('later', 2),
      '',
    ];
    const { file } = fileIn({ 'store.jsonl': lines.join('\n') });
    const store = await load(file);
    expect(store.warnings).toEqual([
      `the test store ${file} has 3 unusable lines, skipped (the other entries are used); the first is line 3: not JSON`,
    ]);
    expect([store.get('good'), store.get('later'), store.get('mismatch')]).toEqual([
      { text: 'good' },
      { text: 'later' },
      undefined,
    ]);
    await store.save();
    expect(
      rows(file)
        .slice(1)
        .map((row) => row.key),
    ).toEqual(['good', 'later']);
  });

  it('takes CRLF line ends, blank lines and a last line without a newline; of two lines with one key the later run wins; the run follows the newest entry', async () => {
    const { file } = fileIn({
      'store.jsonl': [
        header(3),
        '',
        entry('a', 4, 'a-old'),
        entry('a', 8, 'a-new'),
        entry('a', 6, 'a-mid'),
        entry('b', 2),
      ].join('\r\n'),
    });
    const store = await load(file);
    expect(store.warnings).toEqual([]);
    expect(store.run).toBe(9);
    expect(store.get('a')).toEqual({ text: 'a-new' });
  });

  it('a damaged header of a store of its kind still lets the entries through', async () => {
    const { file } = fileIn({ 'store.jsonl': ['{"format":"test-store","version":2,"ru', entry('a', 4)].join('\n') });
    const store = await load(file);
    expect([store.get('a'), store.run, store.writable]).toEqual([{ text: 'a' }, 5, true]);
    expect(store.warnings).toEqual([
      `the test store ${file} has 1 unusable line, skipped (the other entries are used); the first is line 1: not JSON`,
    ]);
  });

  it('reads the older single-document format, checking each key, and rewrites it as JSON Lines', async () => {
    const { file } = fileIn({
      'store.jsonl':
        JSON.stringify({
          format: 'test-store',
          version: 1,
          entries: { alpha: { text: 'alpha' }, beta: { text: 'gamma' } },
        }) + '\n',
    });
    const store = await load(file);
    expect(store.warnings).toEqual([
      `the test store ${file} has 1 unusable entry, skipped (the other entries are used); the first is the entry beta…: the text does not start with the key`,
    ]);
    expect(await store.save()).toBe(true);
    expect(rows(file)).toEqual([
      { format: 'test-store', version: 2, run: 1 },
      { key: 'alpha', last_run: 0, value: { text: 'alpha' } },
    ]);
  });

  it('a missing file is an empty store that may be written; a folder is not', async () => {
    const { dir } = fileIn({ 'folder/x': '' });
    const none = await load(path.join(dir, 'none.jsonl'));
    expect([none.run, none.warnings, none.writable]).toEqual([1, [], true]);
    const folder = await load(path.join(dir, 'folder'));
    expect(folder.writable).toBe(false);
    expect(folder.warnings).toEqual([
      `cannot read the test store ${path.join(dir, 'folder')}: it is a folder (EISDIR); continuing without it, and it is not rewritten`,
    ]);
  });
});

describe('a file the store cannot keep in full is never overwritten', () => {
  const cases: [string, string, (file: string) => string][] = [
    [
      'a file that is not a store at all',
      'my notes\n',
      (file) =>
        `${file} is not a test store: it is left as it is, and this run's texts are not saved (choose another path)`,
    ],
    [
      'a store of another kind',
      [JSON.stringify({ format: 'citegate-semantic-cache', version: 2, run: 3 }), entry('a', 3)].join('\n') + '\n',
      (file) =>
        `${file} is not a test store: it is left as it is, and this run's texts are not saved (choose another path)`,
    ],
    [
      'a newer version',
      [header(3, 9), entry('a', 3)].join('\n') + '\n',
      (file) =>
        `the test store ${file} has version 9, which this citegate cannot read: it is left as it is, and this run's texts are not saved`,
    ],
    [
      'an older version without its entries',
      JSON.stringify({ format: 'test-store', version: 1 }) + '\n',
      (file) =>
        `the test store ${file} is damaged (version 1, without its entries): it is left as it is, and this run's texts are not saved`,
    ],
  ];
  it.each(cases)(
    '%s: left as it is, with one warning, and nothing of this run saved there',
    async (_name, text, warning) => {
      const { file } = fileIn({ 'store.jsonl': text });
      const same = unchanged(file);
      const store = await load(file);
      expect(store.warnings).toEqual([warning(file)]);
      store.set('new', { text: 'new' });
      expect(await store.save()).toBe(false);
      same();
    },
  );
});

// Written by the release before the two caches shared this store (main at 7c47c2e, its
// saveCache and provenance JsonLinesStore.save, three runs each); see test/fixtures/caches/.
describe('the files the caches wrote before they shared one store', () => {
  const fixtures = path.join(import.meta.dirname, '../fixtures/caches');
  const copy = (name: string) => {
    const { dir } = fileIn();
    copyFileSync(path.join(fixtures, name), path.join(dir, name));
    return path.join(dir, name);
  };

  it('the answer cache (version 2): every entry is read, and a save keeps each of them in the same format', async () => {
    const file = copy('semantic-cache-v2.jsonl');
    const before = rows(file);
    const cache = await loadCache(file);
    expect([cache.run, cache.warnings, cache.writable]).toEqual([4, [], true]);
    const [, first, second, third] = before as [
      unknown,
      { key: string; entry: unknown },
      { key: string; entry: unknown },
      { key: string; entry: unknown },
    ];
    expect([first, second, third].map((row) => cache.get(row.key))).toEqual([first.entry, second.entry, third.entry]);
    await cache.save();
    expect(rows(file)).toEqual([{ ...before[0], run: 4 }, ...before.slice(1).map((row) => ({ ...row, last_run: 4 }))]);
  });

  it('the provenance cache (version 1): every page is read, and a save keeps each of them in the same format', async () => {
    const file = copy('provenance-cache-v1.jsonl');
    const before = rows(file) as [Record<string, unknown>, ...{ key: string; last_run: number; value: unknown }[]];
    const cache = await loadProvenanceCache(file);
    expect([cache.run, cache.warnings, cache.writable]).toEqual([3, [], true]);
    const pages = before.slice(1) as { key: string; last_run: number; value: unknown }[];
    expect(cache.get(pages[0]!.key)).toEqual(pages[0]!.value);
    await cache.save();
    const after = rows(file);
    expect(after[0]).toEqual({ format: 'citegate-provenance-cache', version: 1, run: 3 });
    const byKey = (list: Record<string, unknown>[]) => Object.fromEntries(list.map((row) => [row.key, row]));
    expect(byKey(after.slice(1))).toEqual(byKey(pages.map((row, at) => (at === 0 ? { ...row, last_run: 3 } : row))));
  });

  it('unchanged by a run that used nothing in them', async () => {
    for (const [name, loadIt] of [
      ['semantic-cache-v2.jsonl', loadCache],
      ['provenance-cache-v1.jsonl', loadProvenanceCache],
    ] as const) {
      const file = copy(name);
      const same = unchanged(file);
      expect(await (await loadIt(file)).save()).toBe(false);
      same();
    }
  });
});

describe('two runs that read the file before either saved', () => {
  it('merge: each keeps what the other added, and one run counts as each', async () => {
    const { file } = fileIn({ 'store.jsonl': [header(4), entry('old', 4)].join('\n') + '\n' });
    const first = await load(file);
    const second = await load(file);
    first.set('a1', { text: 'a1' });
    second.set('b1', { text: 'b1' });
    expect(await second.save()).toBe(true);
    expect(await first.save()).toBe(true);
    expect(rows(file)).toEqual([
      { format: 'test-store', version: 2, run: 6 },
      { key: 'a1', last_run: 6, value: { text: 'a1' } },
      { key: 'b1', last_run: 5, value: { text: 'b1' } },
      { key: 'old', last_run: 4, value: { text: 'old' } },
    ]);
  });

  it('an entry the later run only read keeps the value the other run wrote; one it set keeps its own', async () => {
    const { file } = fileIn({
      'store.jsonl': [header(1), entry('k', 1, 'k then'), entry('s', 1, 's then')].join('\n') + '\n',
    });
    const reader = await load(file);
    const writer = await load(file);
    expect(reader.get('k')).toEqual({ text: 'k then' });
    reader.set('s', { text: 's by the reader' });
    writer.set('k', { text: 'k now' });
    writer.set('s', { text: 's by the writer' });
    await writer.save();
    await reader.save();
    const byKey = Object.fromEntries(
      rows(file)
        .slice(1)
        .map((row) => [row.key, row]),
    );
    expect(byKey.k).toEqual({ key: 'k', last_run: 3, value: { text: 'k now' } });
    expect(byKey.s).toEqual({ key: 's', last_run: 3, value: { text: 's by the reader' } });
  });

  it('a file another run turned into something else is not overwritten', async () => {
    const { file } = fileIn({ 'store.jsonl': [header(1), entry('a', 1)].join('\n') + '\n' });
    const run = await load(file);
    run.set('b', { text: 'b' });
    copyFileSync(path.join(import.meta.dirname, '../../package.json'), file);
    const same = unchanged(file);
    await expect(run.save()).rejects.toThrow(/is not a test store/);
    same();
  });
});

describe('secrets', () => {
  it('never reach the file: every value is written with the configured secrets redacted', async () => {
    const { file } = fileIn();
    const secret = 'ghs_SecretToken_0123456789';
    const store = await JsonLinesStore.load(file, { ...kind, keyProblem: undefined }, { secrets: [secret] });
    store.set('k', { text: `a page that quotes ${secret} twice: ${secret}` });
    await store.save();
    expect(readFileSync(file, 'utf8')).not.toContain('0123456789');
    expect(rows(file)[1]).toEqual({
      key: 'k',
      last_run: 1,
      value: { text: 'a page that quotes [redacted] twice: [redacted]' },
    });
  });
});

describe('the byte bound holds in memory as entries are added', () => {
  it('a run that adds more than maxBytes keeps, as it goes, what the file would keep', async () => {
    const { file } = fileIn();
    const store = await load(file);
    // 50 entries of about 1 kB into a store of 10 kB: at no point does it hold much more than 10 kB.
    for (let i = 0; i < 50; i++) {
      const key = `k${String(i).padStart(2, '0')}`;
      store.set(key, { text: `${key}${'x'.repeat(1000)}` });
      expect(
        [...Array(50).keys()].filter((j) => store.get(`k${String(j).padStart(2, '0')}`) !== undefined).length,
      ).toBeLessThanOrEqual(10);
    }
    await store.save();
    const kept = rows(file)
      .slice(1)
      .map((row) => row.key);
    expect(kept.length).toBeGreaterThan(0);
    expect(statSync(file).size).toBeLessThanOrEqual(10_000);
    // Ties of this run go by key, as the file's bound does.
    expect(kept).toEqual([...kept].sort());
  });
});

describe('large values are held deflated until the save (packOver)', () => {
  // What a run holds of a value over packOver: only the deflated JSON, not the value's strings.
  const heldStrings = (store: JsonLinesStore<{ text: string }>, key: string) =>
    JSON.stringify((store as unknown as { entries: Map<string, unknown> }).entries.get(key), (_name, value: unknown) =>
      Buffer.isBuffer(value) ? 'a buffer' : value,
    ).length;
  const big = (key: string, char: string) => ({ text: `${key} ${char.repeat(200_000)} ${'\u{1F600}\uD800'}` });

  it('a run holds a large value deflated, gives it back equal, and writes the same file as a run that holds it whole', async () => {
    const packedFile = fileIn().file;
    const wholeFile = fileIn().file;
    const bound = { keepRuns: 3, maxBytes: 10_000_000 };
    const packed = await JsonLinesStore.load(packedFile, { ...kind, bound, packOver: 1000 });
    const whole = await JsonLinesStore.load(wholeFile, { ...kind, bound });
    for (const store of [packed, whole]) {
      store.set('a', big('a', 'x'));
      store.set('b', { text: 'b small' });
      store.set('c', big('c', 'é'));
    }
    expect(heldStrings(packed, 'a')).toBeLessThan(10_000);
    expect(heldStrings(whole, 'a')).toBeGreaterThan(200_000);
    expect(packed.get('a')).toEqual(big('a', 'x'));
    expect(packed.get('c')).toEqual(big('c', 'é'));
    expect(packed.get('b')).toEqual({ text: 'b small' });
    await packed.save();
    await whole.save();
    expect(readFileSync(packedFile, 'utf8')).toBe(readFileSync(wholeFile, 'utf8'));
    // Read again, merged with another run's save: still the same file, and the large entries held deflated.
    const again = await JsonLinesStore.load(packedFile, { ...kind, bound, packOver: 1000 });
    const other = await JsonLinesStore.load(packedFile, { ...kind, bound, packOver: 1000 });
    expect(heldStrings(again, 'c')).toBeLessThan(10_000);
    other.set('d', big('d', 'y'));
    await other.save();
    expect(again.get('a')).toEqual(big('a', 'x'));
    await again.save();
    const keys = rows(packedFile).map((row) => [row.key, row.last_run]);
    expect(keys).toEqual([
      [undefined, undefined],
      ['a', 3],
      ['b', 1],
      ['c', 1],
      ['d', 2],
    ]);
    expect(rows(packedFile)[4]).toEqual({ key: 'd', last_run: 2, value: big('d', 'y') });
  });

  it('writes what a run holding the values whole writes, with a secret to redact and with a byte bound cutting at the save', async () => {
    const secret = 'sk-secret-0123456789';
    const value = (key: string) => ({ text: `${key} ${secret} ${'é'.repeat(3000)}` });
    const files: string[] = [];
    for (const packOver of [1000, undefined]) {
      const { file } = fileIn();
      const store = await JsonLinesStore.load(
        file,
        { ...kind, bound: { keepRuns: 3, maxBytes: 1_000_000 }, packOver },
        { secrets: [secret] },
      );
      for (const key of ['a', 'b', 'c']) store.set(key, value(key));
      await store.save();
      files.push(file);
    }
    expect(readFileSync(files[0]!, 'utf8')).not.toContain(secret);
    expect(readFileSync(files[0]!, 'utf8')).toBe(readFileSync(files[1]!, 'utf8'));
    // With no secret, a bound two bytes short of the first file: the save keeps two of the three lines, packed or not.
    const saved: string[] = [];
    let full = 1_000_000;
    for (const packOver of [undefined, 1000, undefined]) {
      const { file } = fileIn();
      const store = await JsonLinesStore.load(file, { ...kind, bound: { keepRuns: 3, maxBytes: full - 1 }, packOver });
      for (const key of ['a', 'b', 'c']) store.set(key, { text: `${key} ${'é'.repeat(3000)}` });
      await store.save();
      saved.push(readFileSync(file, 'utf8'));
      if (packOver === undefined && saved.length === 1) full = readFileSync(file).length - 1;
    }
    expect(saved[0]!.trimEnd().split('\n')).toHaveLength(4);
    expect(saved[1]!.trimEnd().split('\n')).toHaveLength(3);
    expect(saved[1]).toBe(saved[2]);
  });

  it('counts a packed value at its size as JSON: the bound keeps what it keeps for values held whole', async () => {
    const { file } = fileIn();
    const store = await JsonLinesStore.load(file, {
      ...kind,
      bound: { keepRuns: 3, maxBytes: 500_000 },
      packOver: 1000,
    });
    for (const key of ['a', 'b', 'c']) store.set(key, big(key, 'z'));
    // Each is about 200 kB as JSON, however small deflated: two fit in 500 kB, not three.
    expect(['a', 'b', 'c'].filter((key) => store.get(key) !== undefined)).toHaveLength(2);
  });
});
