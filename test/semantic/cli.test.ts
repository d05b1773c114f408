// End to end: the bundled command line (dist/cli/index.js, made by `npm run build`) as a
// subprocess, talking to the fake server through the real SDK.
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeOpenAIPerTest, type FakeOpenAI } from '../helpers/fake-openai.js';
import { tempFolder } from '../helpers/reports.js';
import { CLI, runCliAsync } from '../helpers/run-cli.js';
import type { ResultsFile } from '../../src/results/types.js';
import { referenceAnswers } from '../eval/support.js';
import { KEY, twoPairReport } from './support.js';

const run = runCliAsync;

let server: FakeOpenAI;
beforeAll(() => {
  if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run npm run build first`);
});
fakeOpenAIPerTest((started) => (server = started));

const semanticFlags = () => ['--model', 'fake-model', '--base-url', server.baseUrl];
const readResults = (dir: string, name = 'out.json') =>
  JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as ResultsFile;

describe('citegate check with the semantic verifier (bundled)', () => {
  it('verifies through the model, then answers the next run from the cache', async () => {
    const dir = tempFolder({ 'a.report.json': twoPairReport() });
    const first = await run(['check', ...semanticFlags(), '--json', 'out.json'], dir, { OPENAI_API_KEY: KEY });
    expect(first.stderr).toBe('');
    expect(first.status).toBe(0);
    expect(first.stdout).toMatch(/a\.report\.json\s+complete/);
    expect(readResults(dir).reports[0]!.provider).toMatchObject({ state: 'complete', answered: 2, requests: 1 });
    expect(server.calls).toHaveLength(1);

    const second = await run(['check', ...semanticFlags(), '--json', 'out.json'], dir, { OPENAI_API_KEY: KEY });
    expect(second.status).toBe(0);
    expect(server.calls).toHaveLength(1);
    expect(readResults(dir).reports[0]!.provider).toMatchObject({ state: 'complete', cached: 2, requests: 0 });
    for (const output of [
      first.stdout,
      first.stderr,
      second.stdout,
      second.stderr,
      readFileSync(path.join(dir, 'out.json'), 'utf8'),
    ])
      expect(output).not.toContain(KEY);
  });

  it('a failing endpoint leaves the report unavailable; fail-on-unavailable fails the gate', async () => {
    server.script((call) => ({
      status: 500,
      body: { error: { message: `echo ${String(call.headers.authorization)}` } },
    }));
    const dir = tempFolder({ 'a.report.json': twoPairReport() });
    const result = await run(
      ['check', ...semanticFlags(), '--max-retries', '0', '--fail-on-unavailable', 'true', '--json', 'out.json'],
      dir,
      { OPENAI_API_KEY: KEY },
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/citegate: warning: 1 of 1 model request failed/);
    expect(result.stderr + result.stdout).not.toContain(KEY);
    expect(readResults(dir).reports[0]!.summary).toMatchObject({
      status: 'unavailable',
      verified_pair_count: 0,
      failure_code: 'provider_failed',
    });
  });

  it('without OPENAI_API_KEY the deterministic gate runs alone and sends nothing', async () => {
    const dir = tempFolder({ 'a.report.json': twoPairReport() });
    const result = await run(['check', ...semanticFlags(), '--json', 'out.json'], dir);
    expect(result.status).toBe(0);
    expect(server.calls).toHaveLength(0);
    expect(readResults(dir).reports[0]!.summary).toMatchObject({
      status: 'unavailable',
      failure_code: 'missing_api_key',
    });
  });

  it('has no flag for the key, and lists bad semantic settings as a usage error', async () => {
    const dir = tempFolder({ 'a.report.json': twoPairReport() });
    expect((await run(['check', '--openai-api-key', KEY], dir)).status).toBe(2);
    const bad = await run(['check', '--semantic', 'maybe', '--batch-size', '0'], dir);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/semantic must be one of auto, always, off/);
    expect(bad.stderr).toMatch(/batch-size must be a whole number/);
  });

  it('loads the openai SDK only when a request is sent', async () => {
    // A copy of the bundle without the SDK's chunk: a run without a key must not notice.
    const bundle = mkdtempSync(path.join(tmpdir(), 'citegate-bundle-'));
    cpSync(path.dirname(CLI), bundle, { recursive: true });
    const chunks = readdirSync(bundle).filter(
      (name) => name.endsWith('.js') && readFileSync(path.join(bundle, name), 'utf8').includes('api.openai.com'),
    );
    expect(chunks).toHaveLength(1);
    expect(chunks[0]).not.toBe('index.js');
    rmSync(path.join(bundle, chunks[0]!));
    const dir = tempFolder({ 'a.report.json': twoPairReport() });
    const cli = path.join(bundle, 'index.js');
    const withoutKey = await run(['check', ...semanticFlags()], dir, {}, cli);
    expect(withoutKey.stderr).toBe('');
    expect(withoutKey.status).toBe(0);
    const withKey = await run(['check', ...semanticFlags()], dir, { OPENAI_API_KEY: KEY }, cli);
    expect(withKey.stderr).toMatch(/model request failed/);
  });
});

describe('citegate eval (bundled)', () => {
  it('exit 0 when promoted, 1 for the baseline, 2 without a key', async () => {
    server.script((call) => ({ verifications: referenceAnswers(call.pairs) }));
    const dir = tempFolder({});
    const promoted = await run(['eval', ...semanticFlags(), '--json', 'eval.json'], dir, { OPENAI_API_KEY: KEY });
    expect(promoted.stderr).toBe('');
    expect(promoted.status).toBe(0);
    expect(promoted.stdout).toContain('promotion: PROMOTED');
    expect(JSON.parse(readFileSync(path.join(dir, 'eval.json'), 'utf8'))).toMatchObject({
      mean_pass_rate: 1,
      promotion: { promoted: true },
    });

    const baseline = await run(['eval', '--baseline'], dir);
    expect(baseline.status).toBe(1);
    expect(baseline.stdout).toContain('mean 0.000, worst 0.000, baseline 0.000');

    const noKey = await run(['eval', ...semanticFlags()], dir);
    expect(noKey.status).toBe(2);
    expect(noKey.stderr).toMatch(/OPENAI_API_KEY is not set/);
  });

  it('a verifier wrong on half the cases is not promoted (exit 1)', async () => {
    let count = 0;
    server.script((call) => ({ verifications: referenceAnswers(call.pairs, () => count++ % 2 === 0) }));
    const result = await run(['eval', ...semanticFlags()], tempFolder({}), { OPENAI_API_KEY: KEY });
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(/NOT PROMOTED/);
  });
});
