// The cache file: JSON Lines read line by line, a bad line costs only itself, an entry must
// match its key, the old single-document file is migrated, and the size is bounded.
import { execFile } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { INPUTS } from '../../src/config/inputs.js';
import { CACHE_LIMITS, cacheKey, loadCache, type CacheEntry } from '../../src/semantic/cache.js';
import { VERIFIER_VERSION } from '../../src/semantic/prompt.js';
import { claimFingerprint, evidenceFingerprint } from '../../src/text/fingerprint.js';
import { startFakeOpenAI, type FakeOpenAI } from '../helpers/fake-openai.js';
import { tempFolder } from '../helpers/reports.js';
import { NODE } from '../helpers/node-binary.js';
import { cliFor, cliSkipFor } from '../helpers/run-cli.js';
import { openTo, unprivileged } from '../helpers/unprivileged.js';
import { c1, c2, checkWith, e1, e2, KEY, twoPairReport } from './support.js';

let server: FakeOpenAI;
beforeEach(async () => {
  server = await startFakeOpenAI();
});
afterEach(async () => {
  await server.close();
});

const MODEL = 'fake-model';
const cacheFile = (dir: string) => path.join(dir, '.citegate', 'cache.json');

/** A cached answer for (claim, excerpt) as the verifier stores it. */
function entry(
  claim: { statement: string },
  evidence: { excerpt: string },
  overrides: Record<string, unknown> = {},
): CacheEntry {
  const quote = evidence.excerpt.split('.')[0] + '.';
  return {
    verdict: 'supports' as const,
    quote,
    limitations: [],
    confidence: 0.8,
    claim_sha256: claimFingerprint(claim.statement),
    evidence_sha256: evidenceFingerprint(evidence.excerpt),
    model: MODEL,
    verifier_version: VERIFIER_VERSION,
    ...overrides,
  } as CacheEntry;
}
const keyOf = (claim: { statement: string }, evidence: { excerpt: string }, model = MODEL) =>
  cacheKey(claimFingerprint(claim.statement), evidenceFingerprint(evidence.excerpt), model, VERIFIER_VERSION);

const header = (run = 0) => JSON.stringify({ format: 'citegate-semantic-cache', version: 2, run });
const line = (key: string, value: unknown, lastRun = 0) => JSON.stringify({ key, last_run: lastRun, entry: value });
function writeCache(dir: string, lines: string[], file = cacheFile(dir)): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, lines.map((text) => text + '\n').join(''));
}
const readLines = (file: string) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter((text) => text !== '')
    .map((text) => JSON.parse(text));

describe('the cache file format', () => {
  it('is JSON Lines: a header with the run counter, then one entry per line with its key and last run', async () => {
    const { dir } = await checkWith(server, { 'a.report.json': twoPairReport() });
    const text = readFileSync(cacheFile(dir), 'utf8');
    expect(text).not.toContain(KEY);
    const [first, ...entries] = readLines(cacheFile(dir));
    expect(first).toEqual({ format: 'citegate-semantic-cache', version: 2, run: 1 });
    expect(entries.map((row) => row.key)).toEqual([keyOf(c1, e1), keyOf(c2, e2)].sort());
    for (const row of entries) {
      expect(Object.keys(row)).toEqual(['key', 'last_run', 'entry']);
      expect(row.last_run).toBe(1);
      expect(row.entry).toMatchObject({ model: MODEL, verifier_version: VERIFIER_VERSION });
    }
  });

  it('a bad line costs only that line: the other entries are used, with one warning giving the count and the first line', async () => {
    const dir = tempFolder({ 'a.report.json': twoPairReport() });
    writeCache(dir, [
      header(3),
      line(keyOf(c1, e1), entry(c1, e1)),
      '{ not json',
      line('0'.repeat(64), { verdict: 'maybe' }),
      line(keyOf(c2, e2), entry(c2, e2)),
    ]);
    const run = await checkWith(server, dir);
    expect(server.calls).toHaveLength(0);
    expect(run.results.reports[0]!.provider).toMatchObject({ cached: 2, answered: 0 });
    expect(run.warnings).toEqual([
      `the semantic cache ${cacheFile(dir)} has 2 unusable lines, skipped (the other entries are used); the first is line 3: not JSON`,
    ]);
  });

  it('an entry whose own model or verifier version differs from its key is not used, and is counted', async () => {
    const dir = tempFolder({ 'a.report.json': twoPairReport() });
    writeCache(dir, [
      header(),
      line(keyOf(c1, e1), entry(c1, e1, { model: 'another-model' })),
      line(keyOf(c2, e2), entry(c2, e2, { verifier_version: 'citegate-prompt-000000000000' })),
    ]);
    const run = await checkWith(server, dir);
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]!.pairs.map((pair) => pair.claim_id)).toEqual(['c1', 'c2']);
    expect(run.warnings).toEqual([
      expect.stringContaining(
        'has 2 unusable lines, skipped (the other entries are used); the first is line 2: the entry does not match its key',
      ),
    ]);
  });

  it('checks the key in the old single-document cache (version 1) too, and rewrites it as JSON Lines in place', async () => {
    const dir = tempFolder({ 'a.report.json': twoPairReport() });
    const entries = { [keyOf(c1, e1)]: entry(c1, e1), [keyOf(c2, e2)]: entry(c2, e2, { model: 'another-model' }) };
    mkdirSync(path.dirname(cacheFile(dir)));
    writeFileSync(cacheFile(dir), JSON.stringify({ format: 'citegate-semantic-cache', version: 1, entries }) + '\n');
    const run = await checkWith(server, dir);
    expect(server.calls.flatMap((call) => call.pairs.map((pair) => pair.claim_id))).toEqual(['c2']);
    expect(run.results.reports[0]!.provider).toMatchObject({ cached: 1, answered: 1 });
    expect(run.warnings).toEqual([
      `the semantic cache ${cacheFile(dir)} has 1 unusable entry, skipped (the other entries are used); the first is the entry ${keyOf(c2, e2).slice(0, 12)}…: the entry does not match its key (its model, verifier version or fingerprints differ)`,
    ]);
    const [first, ...rows] = readLines(cacheFile(dir));
    expect(first).toEqual({ format: 'citegate-semantic-cache', version: 2, run: 1 });
    expect(rows.map((row) => [row.key, row.entry.model])).toEqual(
      [
        [keyOf(c1, e1), MODEL],
        [keyOf(c2, e2), MODEL],
      ].sort(),
    );
  });

  it('an old cache is rewritten even when the run used none of it', async () => {
    const dir = tempFolder({ 'a.report.json': twoPairReport() });
    const other = entry({ statement: 'Another claim.' }, { excerpt: 'Another excerpt.' });
    mkdirSync(path.dirname(cacheFile(dir)));
    writeFileSync(
      cacheFile(dir),
      JSON.stringify({
        format: 'citegate-semantic-cache',
        version: 1,
        entries: { [keyOf({ statement: 'Another claim.' }, { excerpt: 'Another excerpt.' })]: other },
      }),
    );
    await checkWith(server, dir, { semantic: 'auto', 'max-pairs': '0' });
    expect(readLines(cacheFile(dir))).toEqual([
      { format: 'citegate-semantic-cache', version: 2, run: 1 },
      { key: keyOf({ statement: 'Another claim.' }, { excerpt: 'Another excerpt.' }), last_run: 0, entry: other },
    ]);
  });

  it("a file that is not a citegate cache is left as it is, and this run's answers are not saved there", async () => {
    const dir = tempFolder({ 'a.report.json': twoPairReport(), 'package.json': '{\n  "name": "docs"\n}\n' });
    const run = await checkWith(server, dir, { 'cache-path': 'package.json' });
    expect(run.results.reports[0]!.provider.state).toBe('complete');
    expect(run.warnings).toEqual([
      `${path.join(dir, 'package.json')} is not a citegate cache file: it is left as it is, and this run's answers are not saved (choose another cache-path, or delete the file)`,
    ]);
    expect(readFileSync(path.join(dir, 'package.json'), 'utf8')).toBe('{\n  "name": "docs"\n}\n');
  });

  it('a cache of a newer version is left as it is', async () => {
    const dir = tempFolder({ 'a.report.json': twoPairReport() });
    writeCache(dir, [JSON.stringify({ format: 'citegate-semantic-cache', version: 99, run: 5 })]);
    const run = await checkWith(server, dir);
    expect(run.warnings).toEqual([
      `the semantic cache ${cacheFile(dir)} has version 99, which this citegate cannot read: it is left as it is, and this run's answers are not saved`,
    ]);
    expect(readLines(cacheFile(dir))).toEqual([{ format: 'citegate-semantic-cache', version: 99, run: 5 }]);
  });
});

describe('the size bound', () => {
  it('counts runs, marks the entries a run used, and drops those not used in the last 50 runs', async () => {
    const dir = tempFolder({ 'a.report.json': twoPairReport() });
    const unused = entry({ statement: 'An old claim.' }, { excerpt: 'An old excerpt.' });
    writeCache(dir, [
      header(100),
      line(keyOf(c1, e1), entry(c1, e1), 51), // used now: kept, last run becomes 101
      line(keyOf({ statement: 'An old claim.' }, { excerpt: 'An old excerpt.' }), unused, 51), // 101 - 51 = 50 runs unused: dropped
      line(
        keyOf({ statement: 'A recent claim.' }, { excerpt: 'A recent excerpt.' }),
        entry({ statement: 'A recent claim.' }, { excerpt: 'A recent excerpt.' }),
        52,
      ), // 49 runs: kept
    ]);
    await checkWith(server, dir);
    expect(server.calls.flatMap((call) => call.pairs.map((pair) => pair.claim_id))).toEqual(['c2']);
    const [first, ...rows] = readLines(cacheFile(dir));
    expect(first).toEqual({ format: 'citegate-semantic-cache', version: 2, run: 101 });
    const lastRuns = Object.fromEntries(rows.map((row) => [row.key, row.last_run]));
    expect(lastRuns).toEqual({
      [keyOf(c1, e1)]: 101,
      [keyOf(c2, e2)]: 101,
      [keyOf({ statement: 'A recent claim.' }, { excerpt: 'A recent excerpt.' })]: 52,
    });
  });
});

describe('the documented bound', () => {
  it('is the one in force (the rule itself: test/files/jsonl-store.test.ts)', () => {
    expect(CACHE_LIMITS).toEqual({ keepRuns: 50, maxEntries: 100_000 });
    expect(INPUTS.find((input) => input.name === 'cache-path')?.description).toContain(
      'Entries unused in 50 runs are dropped, and at most 100,000 are kept.',
    );
  });
});

describe('reading lines', () => {
  it('takes CRLF line ends, blank lines and a last line without a newline; of two lines with one key the later run wins', async () => {
    const dir = tempFolder({});
    const file = path.join(dir, 'cache.jsonl');
    writeFileSync(
      file,
      [
        header(9),
        '',
        line(keyOf(c1, e1), entry(c1, e1), 4),
        line(keyOf(c1, e1), entry(c1, e1, { verdict: 'contradicts' }), 8),
        line(keyOf(c2, e2), entry(c2, e2), 3),
      ].join('\r\n'),
    );
    const loaded = await loadCache(file);
    expect(loaded.warnings).toEqual([]);
    expect(loaded.run).toBe(10);
    expect(loaded.get(keyOf(c1, e1))).toMatchObject({ verdict: 'contradicts' });
    expect(await loaded.save()).toBe(true);
    expect(
      readLines(file)
        .slice(1)
        .map((row) => [row.key, row.last_run, row.entry.verdict]),
    ).toEqual(
      [
        [keyOf(c1, e1), 10, 'contradicts'],
        [keyOf(c2, e2), 3, 'supports'],
      ].sort(([a], [b]) => String(a).localeCompare(String(b))),
    );
  });

  it('a damaged header still lets the entries through', async () => {
    const dir = tempFolder({});
    const file = path.join(dir, 'cache.jsonl');
    writeFileSync(
      file,
      ['{"format":"citegate-semantic-cache","version":2,"ru', line(keyOf(c1, e1), entry(c1, e1), 4)].join('\n'),
    );
    const loaded = await loadCache(file);
    expect(loaded.get(keyOf(c1, e1))).toEqual(entry(c1, e1));
    expect(loaded.run).toBe(5);
    expect(loaded.writable).toBe(true);
    expect(loaded.warnings).toEqual([
      `the semantic cache ${file} has 1 unusable line, skipped (the other entries are used); the first is line 1: not JSON`,
    ]);
  });

  it('a missing file is an empty cache that may be written; a folder is not', async () => {
    const dir = tempFolder({ 'folder/x': '' });
    const none = await loadCache(path.join(dir, 'none.jsonl'));
    expect([none.run, none.warnings, none.writable, none.get(keyOf(c1, e1))]).toEqual([1, [], true, undefined]);
    const folder = await loadCache(path.join(dir, 'folder'));
    expect(folder.writable).toBe(false);
    expect(folder.warnings).toEqual([
      `cannot read the semantic cache ${path.join(dir, 'folder')}: it is a folder (EISDIR); continuing without it, and it is not rewritten`,
    ]);
  });
});

describe('a cache that cannot be read', () => {
  const skip = cliSkipFor(unprivileged);
  it.skipIf(skip !== null)(
    `is not rewritten: the answers it holds are not lost for this run's${skip === null ? '' : ` (${skip})`}`,
    async () => {
      const dir = tempFolder({ 'a.report.json': twoPairReport() });
      // The cache is readable by nobody but its owner (root here); the run is unprivileged and may write the folder.
      const lines = [header(7), line(keyOf(c1, e1), entry(c1, e1), 7)];
      writeCache(dir, lines);
      chmodSync(cacheFile(dir), 0o222);
      openTo([dir, path.dirname(cacheFile(dir))], true);
      const before = readFileSync(cacheFile(dir), 'utf8');
      const result = await new Promise<{ status: number; stderr: string }>((resolve) => {
        execFile(
          NODE,
          [cliFor(unprivileged), 'check', '--model', MODEL, '--base-url', server.baseUrl, '--max-retries', '0'],
          { cwd: dir, env: { ...process.env, OPENAI_API_KEY: KEY, NO_COLOR: '1' }, encoding: 'utf8', ...unprivileged },
          (error, _stdout, stderr) =>
            resolve({ status: error ? Number((error as { code?: number }).code) : 0, stderr }),
        );
      });
      if (unprivileged.uid === undefined && process.getuid?.() === 0) return; // cannot drop privileges here
      expect(result.status).toBe(0);
      expect(server.calls).toHaveLength(1);
      expect(result.stderr).toMatch(
        /citegate: warning: cannot read the semantic cache .*cache\.json: permission denied \(EACCES\); continuing without it, and it is not rewritten/,
      );
      chmodSync(cacheFile(dir), 0o644);
      expect(readFileSync(cacheFile(dir), 'utf8')).toBe(before);
      expect(existsSync(cacheFile(dir))).toBe(true);
    },
  );
});
