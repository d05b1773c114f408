import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cacheKey, loadCache } from '../../src/semantic/cache.js';
import { VERIFIER_VERSION } from '../../src/semantic/prompt.js';
import { answerPairs, startFakeOpenAI, type FakeOpenAI } from '../helpers/fake-openai.js';
import { report } from '../helpers/reports.js';
import { c1, c2, checkWith, e1, e2, KEY, twoPairReport } from './support.js';

let server: FakeOpenAI;
beforeEach(async () => {
  server = await startFakeOpenAI();
});
afterEach(async () => {
  await server.close();
});

const cacheFile = (dir: string) => path.join(dir, '.citegate', 'cache.json');

describe('the semantic cache', () => {
  it('answers a second run completely: zero requests, same verdicts, source cache', async () => {
    const first = await checkWith(server, { 'a.report.json': twoPairReport() });
    expect(server.calls).toHaveLength(1);
    expect(existsSync(cacheFile(first.dir))).toBe(true);

    const second = await checkWith(server, first.dir);
    expect(server.calls).toHaveLength(1);
    const [result] = second.results.reports;
    expect(result!.provider).toMatchObject({
      state: 'complete',
      cached: 2,
      answered: 0,
      requests: 0,
      failure_code: null,
    });
    expect(result!.summary).toMatchObject({ status: 'complete', verified_pair_count: 2 });
    expect(result!.pairs.map((pair) => [pair.verdict, pair.source])).toEqual([
      ['supports', 'cache'],
      ['supports', 'cache'],
    ]);
    expect(second.events).toEqual([]);
  });

  it('asks only the pairs whose key is new', async () => {
    const first = await checkWith(server, { 'a.report.json': twoPairReport() });
    const c3 = { id: 'c3', statement: 'Other sectors grew.', evidence_ids: ['e2'] };
    writeFileSync(path.join(first.dir, 'a.report.json'), JSON.stringify(report([c1, c2, c3], [e1, e2])));
    await checkWith(server, first.dir);
    expect(server.calls).toHaveLength(2);
    expect(server.calls[1]!.pairs.map((pair) => pair.claim_id)).toEqual(['c3']);
  });

  it('keys by content, so renamed IDs still hit', async () => {
    const first = await checkWith(server, { 'a.report.json': twoPairReport() });
    writeFileSync(
      path.join(first.dir, 'a.report.json'),
      JSON.stringify(report([{ ...c1, id: 'renamed', evidence_ids: ['e1'] }, c2], [e1, e2])),
    );
    const second = await checkWith(server, first.dir);
    expect(server.calls).toHaveLength(1);
    expect(second.results.reports[0]!.pairs[0]).toMatchObject({ claim_id: 'renamed', source: 'cache' });
  });

  it('a changed model, or a changed prompt version, makes new keys', async () => {
    const first = await checkWith(server, { 'a.report.json': twoPairReport() });
    await checkWith(server, first.dir, { model: 'another-model' });
    expect(server.calls).toHaveLength(2);
    const a = 'a'.repeat(64);
    const b = 'b'.repeat(64);
    expect(cacheKey(a, b, 'm', VERIFIER_VERSION)).not.toBe(cacheKey(a, b, 'm', 'citegate-prompt-000000000000'));
    expect(cacheKey(a, b, 'm', VERIFIER_VERSION)).not.toBe(cacheKey(a, b, 'n', VERIFIER_VERSION));
    expect(cacheKey(a, b, 'm', VERIFIER_VERSION)).not.toBe(cacheKey(b, a, 'm', VERIFIER_VERSION));
  });

  it('a cached answer whose quote no longer binds is ignored and the pair is asked again', async () => {
    // Same fingerprint (whitespace is collapsed) but the cached quote is no longer verbatim.
    const first = await checkWith(server, { 'a.report.json': twoPairReport() });
    const spaced = {
      ...e1,
      excerpt: 'Average travel  time fell by 12 percent. The comparison used matched control corridors.',
    };
    writeFileSync(path.join(first.dir, 'a.report.json'), JSON.stringify(report([c1, c2], [spaced, e2])));
    server.script((call) => ({ verifications: answerPairs(call.pairs, () => ({ quote: 'fell by 12 percent' })) }));
    const second = await checkWith(server, first.dir);
    expect(server.calls).toHaveLength(2);
    expect(server.calls[1]!.pairs.map((pair) => pair.claim_id)).toEqual(['c1']);
    expect(second.results.reports[0]!.provider).toMatchObject({ state: 'complete', cached: 1, answered: 1 });
  });

  it('a damaged cache file is a warning, never fatal; its readable entries are kept and it is rewritten', async () => {
    const first = await checkWith(server, { 'a.report.json': twoPairReport() });
    const [header, one] = readFileSync(cacheFile(first.dir), 'utf8').split('\n');
    writeFileSync(cacheFile(first.dir), `${header}\n${one}\n{ this is not json\n`);
    const second = await checkWith(server, first.dir);
    expect(second.warnings).toEqual([
      expect.stringMatching(
        /has 1 unusable line, skipped \(the other entries are used\); the first is line 3: not JSON$/,
      ),
    ]);
    expect(second.results.reports[0]!.provider).toMatchObject({ state: 'complete', cached: 1, answered: 1 });
    expect(server.calls).toHaveLength(2);
    const reloaded = await loadCache(cacheFile(first.dir), { readOnly: true });
    expect(reloaded.warnings).toEqual([]);
    expect(readFileSync(cacheFile(first.dir), 'utf8').trimEnd().split('\n')).toHaveLength(3);
  });

  it('a foreign or other-version cache file is a warning and left alone', async () => {
    const first = await checkWith(server, { 'a.report.json': twoPairReport() });
    writeFileSync(
      cacheFile(first.dir),
      JSON.stringify({ format: 'citegate-semantic-cache', version: 99, entries: {} }),
    );
    const second = await checkWith(server, first.dir);
    expect(second.warnings).toEqual([expect.stringMatching(/has version 99, which this citegate cannot read/)]);
    expect(server.calls).toHaveLength(2);
    expect(JSON.parse(readFileSync(cacheFile(first.dir), 'utf8'))).toMatchObject({ version: 99 });
  });

  it('is written atomically into a folder it creates, and never holds the key', async () => {
    const { dir } = await checkWith(
      server,
      { 'a.report.json': twoPairReport() },
      { 'cache-path': 'deep/er/cache.jsonl' },
    );
    const file = path.join(dir, 'deep', 'er', 'cache.jsonl');
    expect(readdirSync(path.dirname(file))).toEqual(['cache.jsonl']);
    const text = readFileSync(file, 'utf8');
    expect(text).not.toContain(KEY);
    const [header, ...lines] = text
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(header).toMatchObject({ format: 'citegate-semantic-cache', version: 2 });
    expect(lines.map((line) => line.entry)).toEqual([
      expect.objectContaining({ model: 'fake-model', verifier_version: VERIFIER_VERSION, verdict: 'supports' }),
      expect.objectContaining({ model: 'fake-model', verifier_version: VERIFIER_VERSION }),
    ]);
  });

  it('a cache path that cannot be written is a warning; the results stand', async () => {
    const first = await checkWith(server, { 'a.report.json': twoPairReport(), blocker: 'a file, not a folder' });
    const run = await checkWith(server, first.dir, { 'cache-path': 'blocker/cache.json' });
    expect(run.warnings).toEqual([
      expect.stringMatching(
        /cannot write the semantic cache .*: a part of the path is a file, not a folder \(ENOTDIR\)$/,
      ),
    ]);
    expect(run.results.reports[0]!.provider.state).toBe('complete');
  });
});
