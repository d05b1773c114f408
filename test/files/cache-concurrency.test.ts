// Runs that share one cache (two jobs of a matrix on one self-hosted runner, a developer's two
// terminals) must not lose each other's entries (issue 18, item 12). Real processes of the
// bundled command line; each fake server answers only once every run has asked, so every run has
// read the cache before any saves it: the race is certain, not left to timing.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAI, type FakeOpenAI, type FakeReply } from '../helpers/fake-openai.js';
import { startFakeWeb, type FakeWeb } from '../helpers/fake-web.js';
import { report, tempFolder } from '../helpers/reports.js';
import { CLI, runCliAsync } from '../helpers/run-cli.js';
import { KEY } from '../semantic/support.js';

const RUNS = 3;
const PAIRS = 20;

/** A report of `PAIRS` claims, each citing its own excerpt; `tag` keeps reports apart. */
function pairsReport(tag: string) {
  const claims = Array.from({ length: PAIRS }, (_, i) => ({
    id: `${tag}-c${i}`,
    statement: `In district ${tag}, indicator ${i} rose.`,
    evidence_ids: [`${tag}-e${i}`],
  }));
  const evidence = Array.from({ length: PAIRS }, (_, i) => ({
    id: `${tag}-e${i}`,
    excerpt: `In district ${tag}, indicator ${i} rose. The survey says so.`,
  }));
  return report(claims, evidence);
}

/** Entries of a JSON Lines cache (its lines after the header). */
const entries = (file: string) =>
  readFileSync(file, 'utf8')
    .trimEnd()
    .split('\n')
    .slice(1)
    .map((line) => JSON.parse(line) as { key: string });

/** Holds every answer until `count` requests are waiting, then answers them all. */
function barrier<T>(count: number) {
  let waiting: (() => void)[] = [];
  return (answer: () => T) =>
    new Promise<T>((resolve) => {
      waiting.push(() => resolve(answer()));
      if (waiting.length >= count) {
        for (const go of waiting) go();
        waiting = [];
      }
    });
}

let server: FakeOpenAI;
let web: FakeWeb;
beforeAll(async () => {
  if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run npm run build first`);
  server = await startFakeOpenAI();
  web = await startFakeWeb();
});
afterAll(async () => {
  await server.close();
  await web.close();
});

describe('runs sharing one answer cache', () => {
  it(`keep every answer: ${RUNS} processes that all read the cache before any wrote it lose none`, async () => {
    const dir = tempFolder(
      Object.fromEntries(Array.from({ length: RUNS }, (_, run) => [`r${run}/a.report.json`, pairsReport(`r${run}`)])),
    );
    const hold = barrier<FakeReply>(RUNS);
    server.script((call) =>
      hold(() => ({
        verifications: call.pairs.map((pair) => ({
          claim_id: pair.claim_id,
          evidence_id: pair.evidence_id,
          verdict: 'supports',
          quote: pair.evidence.excerpt.split('. ')[0],
          limitations: [],
          confidence: 0.9,
        })),
      })),
    );
    const args = [
      'check',
      '--model',
      'fake-model',
      '--base-url',
      server.baseUrl,
      '--batch-size',
      '100',
      '--cache-path',
      '../common/cache.jsonl',
    ];
    const runs = await Promise.all(
      Array.from({ length: RUNS }, (_, run) => runCliAsync(args, path.join(dir, `r${run}`), { OPENAI_API_KEY: KEY })),
    );
    for (const run of runs) {
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
    }
    expect(server.calls).toHaveLength(RUNS);
    expect(entries(path.join(dir, 'common/cache.jsonl'))).toHaveLength(RUNS * PAIRS);
    // Nothing is left beside it: no lock, no temporary file.
    expect(readdirSync(path.join(dir, 'common'))).toEqual(['cache.jsonl']);

    // Every answer is there for the next run, which asks nothing.
    const again = await runCliAsync([...args.slice(0, -1), 'common/cache.jsonl', '.'], dir, { OPENAI_API_KEY: KEY });
    expect(again.status).toBe(0);
    expect(server.calls).toHaveLength(RUNS);
  }, 120_000);

  it('clean up what a killed write left: a temporary file of a process that is gone', async () => {
    const dir = tempFolder({ 'a.report.json': pairsReport('k') });
    server.script((call) => ({
      verifications: call.pairs.map((pair) => ({
        claim_id: pair.claim_id,
        evidence_id: pair.evidence_id,
        verdict: 'supports',
        quote: pair.evidence.excerpt.split('. ')[0],
        limitations: [],
        confidence: 0.9,
      })),
    }));
    // A write killed between its temporary file and the rename leaves `.NAME.PID.RANDOM.tmp`.
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    mkdirSync(path.join(dir, '.citegate'));
    const leftover = path.join(dir, '.citegate', `.cache.json.${gone}.0123456789ab.tmp`);
    writeFileSync(leftover, '{"format":"citegate-semantic-cache","version":2,"run":1}\n{"key":"half a line');
    const run = await runCliAsync(['check', '--model', 'fake-model', '--base-url', server.baseUrl], dir, {
      OPENAI_API_KEY: KEY,
    });
    expect(run.stderr).toBe('');
    expect(readdirSync(path.join(dir, '.citegate'))).toEqual(['cache.json']);
    expect(entries(path.join(dir, '.citegate/cache.json'))).toHaveLength(PAIRS);
  }, 120_000);
});

describe('runs sharing one provenance cache', () => {
  it(`keep every page: ${RUNS} processes that all read the cache before any wrote it lose none`, async () => {
    const hold = barrier<void>(RUNS);
    web.fallback(async (_req, res, { url }) => {
      await hold(() => undefined);
      res
        .writeHead(200, { 'content-type': 'text/plain; charset=utf-8' })
        .end(`Page ${url.pathname}: in district ${url.pathname.slice(1)}, indicator 1 rose.`);
    });
    const folders = Array.from({ length: RUNS }, (_, run) => [
      `p${run}/a.report.json`,
      report(
        [{ id: 'c1', statement: 'Indicator 1 rose.', evidence_ids: ['e1'] }],
        [{ id: 'e1', url: web.url(`/p${run}`), excerpt: `in district p${run}, indicator 1 rose.` }],
      ),
    ]);
    const dir = tempFolder(Object.fromEntries(folders));
    const args = [
      'check',
      '--semantic',
      'off',
      '--provenance',
      'check',
      '--provenance-allow-private',
      'true',
      '--provenance-cache-path',
      '../common/provenance.jsonl',
    ];
    const runs = await Promise.all(
      Array.from({ length: RUNS }, (_, run) => runCliAsync(args, path.join(dir, `p${run}`))),
    );
    for (const run of runs) {
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
    }
    expect(web.requests).toHaveLength(RUNS);
    expect(
      entries(path.join(dir, 'common/provenance.jsonl'))
        .map((entry) => entry.key)
        .sort(),
    ).toEqual(Array.from({ length: RUNS }, (_, run) => web.url(`/p${run}`)));
    expect(readdirSync(path.join(dir, 'common'))).toEqual(['provenance.jsonl']);
  }, 120_000);
});
