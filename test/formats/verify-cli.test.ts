// End to end through the bundled command line (dist/cli/index.js, built by `npm test`):
// `citegate verify` against the fake OpenAI-compatible server writes the verdict file, `check`
// binds it with no key and asks nothing, and an edit rejects only the edited sentence's verdicts.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ResultsFile } from '../../src/results/types.js';
import { answerPairs, startFakeOpenAI, type FakeOpenAI } from '../helpers/fake-openai.js';
import { report, tempFolder, verification } from '../helpers/reports.js';
import { CLI } from '../helpers/run-cli.js';
import { ALCE_FIXTURE, copyInto, edit, STORM_SAMPLE } from './support.js';
import { NODE } from '../helpers/node-binary.js';

const KEY = 'sk-test-verify-DO-NOT-PRINT-71d0';

function run(args: string[], cwd: string, env: Record<string, string | undefined> = {}) {
  const childEnv = {
    ...process.env,
    NO_COLOR: undefined,
    FORCE_COLOR: undefined,
    OPENAI_API_KEY: undefined,
    COLUMNS: '400',
    ...env,
  };
  return new Promise<{ status: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      NODE,
      [CLI, ...args],
      { cwd, env: childEnv as NodeJS.ProcessEnv, encoding: 'utf8' },
      (error, stdout, stderr) => {
        resolve({ status: error ? ((error as { code?: number }).code ?? -1) : 0, stdout, stderr });
      },
    );
  });
}

const sha = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');
/** Every file under `dir` with its hash: what a run may not change. */
function snapshot(dir: string, skip: (name: string) => boolean): Record<string, string> {
  const out: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const full = path.join(entry.parentPath, entry.name);
    if (entry.isFile() && !skip(entry.name)) out[path.relative(dir, full)] = sha(full);
  }
  return out;
}

let server: FakeOpenAI;
beforeAll(() => {
  if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run npm run build first`);
});
beforeEach(async () => {
  // Quotes from the first snippet only, so that every answer binds.
  server = await startFakeOpenAI({
    respond: ({ pairs }) => ({
      verifications: answerPairs(pairs, (pair) => ({
        quote: pair.evidence.excerpt.split('\n\n')[0]!.slice(0, 60).trim(),
      })),
    }),
  });
});
afterEach(async () => {
  await server.close();
});

const withModel = () => ['--model', 'fake-model', '--base-url', server.baseUrl];
const pairsAsked = () => server.calls.reduce((sum, call) => sum + call.pairs.length, 0);
const results = (dir: string) => JSON.parse(readFileSync(path.join(dir, 'out.json'), 'utf8')) as ResultsFile;

describe('citegate verify, then check (bundled command line)', () => {
  it('verify writes the verdict file; check binds it with no key; an edit rejects only that sentence', async () => {
    const dir = copyInto({ 'articles/taylor-hawkins': STORM_SAMPLE });
    const verdictFile = path.join(dir, 'articles/taylor-hawkins/citegate.verdicts.json');
    const writtenByCitegate = (name: string) => name === 'citegate.verdicts.json' || name === 'cache.json';
    const reportFiles = snapshot(dir, writtenByCitegate);

    const verify = await run(['verify', ...withModel()], dir, { OPENAI_API_KEY: KEY });
    expect(verify.stderr).toBe('');
    expect(verify.status).toBe(0);
    expect(verify.stdout).toContain('citegate verify: 1 report, 65 claim/evidence pairs');
    expect(verify.stdout).toContain(
      'wrote articles/taylor-hawkins/citegate.verdicts.json: 65 verdicts (65 new, 0 kept)',
    );
    expect(pairsAsked()).toBe(65);
    expect(snapshot(dir, writtenByCitegate)).toEqual(reportFiles);
    const written = JSON.parse(readFileSync(verdictFile, 'utf8'));
    expect(written.verifications).toHaveLength(65);
    expect(written.verifications[0]).toMatchObject({
      claim_id: expect.stringMatching(/^s-[0-9a-f]{10}$/),
      model: 'fake-model',
      verdict: 'supports',
      claim_sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    for (const output of [verify.stdout, verify.stderr, readFileSync(verdictFile, 'utf8')])
      expect(output).not.toContain(KEY);

    // No key at all: every verdict binds from the file.
    const bound = await run(['check', '--json', 'out.json'], dir);
    expect(bound.status).toBe(0);
    expect(results(dir).reports[0]).toMatchObject({
      format: 'storm',
      rejected: [],
      summary: { status: 'complete', verified_pair_count: 65, pair_count: 65 },
    });
    expect(results(dir).reports[0]!.pairs.every((pair) => pair.source === 'committed')).toBe(true);
    expect(bound.stdout).not.toContain('left without a model verdict');

    // With a key and a model, `semantic: auto` has nothing to ask.
    const asked = server.calls.length;
    const keyed = await run(['check', ...withModel(), '--json', 'out.json'], dir, { OPENAI_API_KEY: KEY });
    expect(keyed.status).toBe(0);
    expect(server.calls.length).toBe(asked);
    expect(results(dir).reports[0]!.provider).toMatchObject({ state: 'not_needed', requests: 0 });

    // One sentence citing [1][2] (url_to_info.json's 1 and 4, as the draft numbers them) is edited: its two verdicts, and only they, are rejected.
    edit(path.join(dir, 'articles/taylor-hawkins/storm_polished_article.txt'), (text) =>
      text.replace('characterized by a powerful presence', 'marked by a powerful presence'),
    );
    const after = await run(['check', '--json', 'out.json'], dir);
    expect(after.status).toBe(1);
    const rejected = results(dir).reports[0]!.rejected;
    expect(rejected.map((rejection) => [rejection.evidence_id, rejection.reason])).toEqual([
      ['1', 'unknown_pair'],
      ['4', 'unknown_pair'],
    ]);
    expect(new Set(rejected.map((rejection) => rejection.claim_id)).size).toBe(1);
    expect(results(dir).reports[0]!.summary).toMatchObject({ verified_pair_count: 63, pair_count: 65 });
    expect(after.stdout).toContain('the sentence changed or was removed after it was verified');
    // Listed where the stale verdicts are written, as the sentence is no longer in the article.
    for (const rejection of rejected) {
      expect(rejection.written_in?.file).toBe('articles/taylor-hawkins/citegate.verdicts.json');
      expect(after.stdout).toContain(
        `    articles/taylor-hawkins/citegate.verdicts.json:${rejection.written_in?.line}  ${rejection.claim_id} → ${rejection.evidence_id}  the sentence changed`,
      );
    }
    expect(after.stdout).toContain('FAILED');

    // verify (only missing, the default) asks about the edited sentence's two pairs and drops the stale verdicts.
    const before = pairsAsked();
    const again = await run(['verify', ...withModel()], dir, { OPENAI_API_KEY: KEY });
    expect(again.status).toBe(0);
    expect(pairsAsked() - before).toBe(2);
    expect(again.stdout).toContain('65 verdicts (2 new, 63 kept, 2 that no longer bound dropped)');
    expect((await run(['check'], dir)).status).toBe(0);

    // --all asks again about every pair; nothing new to write.
    const redo = await run(['verify', '--all', ...withModel(), '--cache-path', '.citegate/other-cache.json'], dir, {
      OPENAI_API_KEY: KEY,
    });
    expect(redo.status).toBe(0);
    expect(pairsAsked() - before).toBe(67);
    expect(redo.stdout).toContain('unchanged, 65 verdicts (65 new, 0 kept)');
  }, 120_000);

  it('refuses to run without a model or key, and writes nothing', async () => {
    const dir = copyInto({ 'taylor-hawkins': STORM_SAMPLE });
    const noKey = await run(['verify', ...withModel()], dir);
    expect(noKey.status).toBe(2);
    expect(noKey.stderr).toContain('verify needs an API key: set OPENAI_API_KEY');
    const noModel = await run(['verify'], dir, { OPENAI_API_KEY: KEY });
    expect(noModel.status).toBe(2);
    expect(noModel.stderr).toContain('verify needs a model: pass --model');
    expect(existsSync(path.join(dir, 'taylor-hawkins/citegate.verdicts.json'))).toBe(false);
  }, 60_000);

  it('a pipeline envelope keeps its own results first: the verdict file holds only the pairs it lacks', async () => {
    const c1 = { id: 'c1', statement: 'Travel time fell by 12 percent.', evidence_ids: ['e1'] };
    const c2 = { id: 'c2', statement: 'Ridership rose.', evidence_ids: ['e1'] };
    const e1 = { id: 'e1', excerpt: 'Travel time fell by 12 percent. Ridership rose in every month.' };
    const dir = tempFolder({
      'q3.report.json': {
        report: report([c1, c2], [e1]),
        verifications: [verification(c1, e1, 'supports', 'Travel time fell by 12 percent.')],
      },
    });
    const verify = await run(['verify', ...withModel()], dir, { OPENAI_API_KEY: KEY });
    expect(verify.status).toBe(0);
    expect(server.calls.flatMap((call) => call.pairs.map((pair) => pair.claim_id))).toEqual(['c2']);
    const written = JSON.parse(readFileSync(path.join(dir, 'q3.report.verdicts.json'), 'utf8'));
    expect(written.verifications.map((row: { claim_id: string }) => row.claim_id)).toEqual(['c2']);
    const check = await run(['check', '--json', 'out.json'], dir);
    expect(check.status).toBe(0);
    expect(results(dir).reports[0]).toMatchObject({ summary: { status: 'complete' }, rejected: [] });
    expect(results(dir).reports[0]).not.toHaveProperty('format');
  }, 60_000);

  it('an ALCE file gets one verdict file whose verdicts name their item', async () => {
    const dir = copyInto({ 'result/asqa.json': ALCE_FIXTURE });
    const verify = await run(['verify', 'result/asqa.json', ...withModel()], dir, { OPENAI_API_KEY: KEY });
    expect(verify.status).toBe(0);
    expect(verify.stdout).toContain('citegate verify: 3 reports, 7 claim/evidence pairs');
    const written = JSON.parse(readFileSync(path.join(dir, 'result/asqa.verdicts.json'), 'utf8'));
    expect(written.verifications.map((row: { item: number }) => row.item)).toEqual([0, 0, 0, 1, 1, 1, 2]);
    const check = await run(['check', 'result/asqa.json', '--json', 'out.json'], dir);
    expect(results(dir).reports.map((entry) => entry.summary?.status)).toEqual(['complete', 'complete', 'complete']);
    // The dangling [4] is a binding error; no verdict was rejected.
    expect(results(dir).totals).toMatchObject({ rejected_results: 0, dangling_citations: 1 });
    expect(check.status).toBe(1);
  }, 60_000);
});
