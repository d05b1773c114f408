// The base of a comparison reads the answer cache and never writes it: one run with a base
// counts one run of the cache (its documented "unused in 50 runs" bound depends on that) and
// saves it at most once.
import { execFileSync } from 'node:child_process';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runCheck } from '../../src/check/run.js';
import { DEFAULT_THRESHOLDS } from '../../src/gate/thresholds.js';
import { cacheKey, type CacheEntry } from '../../src/semantic/cache.js';
import { createBaseSemanticSetup, readSemanticSettings } from '../../src/semantic/index.js';
import { VERIFIER_VERSION } from '../../src/semantic/prompt.js';
import { claimFingerprint, evidenceFingerprint } from '../../src/text/fingerprint.js';
import { startFakeOpenAI, type FakeOpenAI } from '../helpers/fake-openai.js';
import { useFakeGitHub } from '../helpers/fake-github.js';
import { report, tempFolder } from '../helpers/reports.js';
import { BASE_SHA, ensureBuilt, pullRequestEvent, runAction } from '../helpers/run-action.js';
import { runCliAsync } from '../helpers/run-cli.js';
import { c1, c2, e1, e2, KEY, twoPairReport } from './support.js';

let server: FakeOpenAI;
beforeEach(async () => {
  server = await startFakeOpenAI();
});
afterEach(async () => {
  await server.close();
});

const headerRun = (file: string) =>
  (JSON.parse(readFileSync(file, 'utf8').split('\n')[0] as string) as { run: number }).run;

describe('the base setup (createBaseSemanticSetup)', () => {
  const entry = (claim: { statement: string }, evidence: { excerpt: string }): CacheEntry => ({
    verdict: 'supports',
    quote: evidence.excerpt.split('.')[0] + '.',
    limitations: [],
    confidence: 0.8,
    claim_sha256: claimFingerprint(claim.statement),
    evidence_sha256: evidenceFingerprint(evidence.excerpt),
    model: 'fake-model',
    verifier_version: VERIFIER_VERSION,
  });
  const keyOf = (claim: { statement: string }, evidence: { excerpt: string }) =>
    cacheKey(claimFingerprint(claim.statement), evidenceFingerprint(evidence.excerpt), 'fake-model', VERIFIER_VERSION);

  it('uses the cached answers but leaves the file as it is: no run counted, no rewrite of an old format, nothing asked', async () => {
    // A version 1 cache, which a normal run would rewrite as JSON Lines even if it used nothing.
    const dir = tempFolder({ 'a.report.json': twoPairReport() });
    const file = path.join(dir, 'cache.json');
    writeFileSync(
      file,
      JSON.stringify({
        format: 'citegate-semantic-cache',
        version: 1,
        entries: { [keyOf(c1, e1)]: entry(c1, e1), [keyOf(c2, e2)]: entry(c2, e2) },
      }) + '\n',
    );
    const before = { text: readFileSync(file, 'utf8'), inode: statSync(file).ino, mtime: statSync(file).mtimeMs };
    const values: Record<string, string> = {
      model: 'fake-model',
      'openai-api-key': KEY,
      'base-url': server.baseUrl,
      'cache-path': 'cache.json',
    };
    const setup = createBaseSemanticSetup(
      readSemanticSettings((name) => values[name]),
      { cwd: dir },
    );
    const results = await runCheck({
      cwd: dir,
      patterns: ['**/*.report.json'],
      thresholds: DEFAULT_THRESHOLDS,
      mode: setup.mode,
      verifier: setup.verifier,
    });
    expect(results.reports[0]!.provider).toMatchObject({ cached: 2, answered: 0 });
    expect(server.calls).toHaveLength(0);
    expect({ text: readFileSync(file, 'utf8'), inode: statSync(file).ino, mtime: statSync(file).mtimeMs }).toEqual(
      before,
    );
  });
});

describe('one run with a base comparison counts one run of the cache', () => {
  const git = (cwd: string, ...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], { cwd, stdio: 'pipe' });
  const evidence = { id: 'e1', excerpt: 'Employment rose by 12 percent overall.' };
  const claim = { id: 'c1', statement: 'Employment rose by 12 percent.', evidence_ids: ['e1'] };

  it('check --base moves the run counter by exactly 1 (the cache is saved once)', async () => {
    const repo = tempFolder({ 'a.report.json': report([claim], [evidence]) });
    git(repo, 'init', '-q');
    git(repo, 'add', '.');
    git(repo, 'commit', '-qm', 'base');
    const cache = path.join(repo, '..', `${path.basename(repo)}.cache.jsonl`);
    const args = ['check', '--model', 'fake-model', '--base-url', server.baseUrl, '--cache-path', cache];
    const first = await runCliAsync(args, repo, { OPENAI_API_KEY: KEY });
    expect(first.status).toBe(0);
    expect(headerRun(cache)).toBe(1);
    const second = await runCliAsync([...args, '--base', 'HEAD'], repo, { OPENAI_API_KEY: KEY });
    expect(second.status).toBe(0);
    expect(second.stdout).toContain('Compared with');
    expect(headerRun(cache)).toBe(2);
    expect(server.calls).toHaveLength(1);
  });

  describe('in the action, on a pull request', () => {
    beforeAll(ensureBuilt, 300_000);
    const github = useFakeGitHub();

    it('the base versions read the cache the head run just saved, and do not save it again', async () => {
      const body = report([claim], [evidence]);
      github.contents.set(BASE_SHA, new Map([['docs/a.report.json', JSON.stringify(body)]]));
      const dir = tempFolder({ 'docs/a.report.json': body });
      const run = await runAction(
        github,
        dir,
        { 'openai-api-key': KEY, model: 'fake-model', 'base-url': server.baseUrl, comment: 'never' },
        { event: pullRequestEvent() },
      );
      expect(run.status).toBe(0);
      const results = JSON.parse(readFileSync(path.join(dir, 'citegate-results.json'), 'utf8'));
      expect(results.base).toMatchObject({ sha: BASE_SHA, compared: ['docs/a.report.json'] });
      expect(headerRun(path.join(dir, '.citegate/cache.json'))).toBe(1);
      expect(server.calls).toHaveLength(1);
    });
  });
});
