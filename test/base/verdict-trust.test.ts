// Issue 18, item 1: a verdict a pull request adds or changes is not trusted as if a model wrote
// it. Only committed verdicts identical to one at the base count; the rest are asked of the
// model again, or count as no verdict without a key; caches are never read from the repository.
// Through the bundled command line (--base) and action (a pull request whose base is read through
// the contents API), against the fake model, GitHub and web servers.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResultsFile } from '../../src/results/types.js';
import { useFakeGitHub } from '../helpers/fake-github.js';
import { answerPairs, fakeOpenAIPerTest, type FakeOpenAI } from '../helpers/fake-openai.js';
import { startFakeWeb, type FakeWeb } from '../helpers/fake-web.js';
import { BASE_SHA, ensureBuilt, pullRequestEvent, runAction } from '../helpers/run-action.js';
import { report, tempFolder, verification } from '../helpers/reports.js';
import { runCliAsync } from '../helpers/run-cli.js';
import { KEY } from '../semantic/support.js';

beforeAll(ensureBuilt, 300_000);
const github = useFakeGitHub();
let server: FakeOpenAI;
fakeOpenAIPerTest((started) => (server = started));
let web: FakeWeb;
beforeAll(async () => {
  web = await startFakeWeb();
});
afterAll(() => web.close());

// Seven claims whose sources say the opposite: a model answers contradicts.
const claims = Array.from({ length: 7 }, (_, i) => ({
  id: `c${i}`,
  statement: `The pilot cut travel time by ${i + 1} percent.`,
  evidence_ids: [`e${i}`],
  confidence: 'high' as const,
}));
const evidence = claims.map((_, i) => ({
  id: `e${i}`,
  excerpt: `Travel time rose by ${i + 1} percent during the pilot.`,
}));
const theReport = () => report(claims, evidence);
/** What a contributor writes by hand: supports, a model named, no quote. */
const forged = (i: number) => ({
  ...verification(claims[i]!, evidence[i]!, 'supports', null),
  confidence: 0.99,
  model: 'gpt-4o',
});
const verdictFile = (verdicts: object[]) =>
  JSON.stringify({ generator: 'citegate verify', verifications: verdicts }, null, 2);
const contradicts = (server: FakeOpenAI) =>
  server.script((call) => ({ verifications: answerPairs(call.pairs, () => ({ verdict: 'contradicts' })) }));

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.invalid', ...args], { cwd, stdio: 'pipe' });
/** A repository whose first commit (the base) holds `base`; `head` is then written and committed. */
function pullRequest(base: Record<string, unknown>, head: Record<string, string | null>): string {
  const repo = tempFolder(base);
  git(repo, 'init', '-q');
  git(repo, 'add', '-A');
  git(repo, 'commit', '-qm', 'base');
  for (const [name, content] of Object.entries(head)) {
    if (content === null) rmSync(path.join(repo, name));
    else {
      mkdirSync(path.dirname(path.join(repo, name)), { recursive: true });
      writeFileSync(path.join(repo, name), content);
    }
  }
  git(repo, 'add', '-A', '-f');
  git(repo, 'commit', '-qm', 'head', '--allow-empty');
  return repo;
}
const readResults = (dir: string, name = 'out.json') =>
  JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as ResultsFile;
const semantic = () => ['--model', 'fake-model', '--base-url', server.baseUrl, '--max-retries', '0'];
const previews = ['--json', 'out.json', '--comment-md', 'c.md', '--summary-md', 's.md'];

describe('check --base: verdicts the pull request adds', () => {
  it('are asked of the model again, whose answers replace them; the comment shows the disagreement', async () => {
    contradicts(server);
    const repo = pullRequest(
      { 'r.report.json': theReport() },
      { 'r.report.verdicts.json': verdictFile(claims.map((_, i) => forged(i))) },
    );
    const run = await runCliAsync(
      ['check', '--base', 'HEAD~1', '--max-contradicted', '0', ...semantic(), ...previews],
      repo,
      { OPENAI_API_KEY: KEY },
    );
    expect(run.status).toBe(1);
    expect(server.calls.flatMap((call) => call.pairs)).toHaveLength(7);
    const results = readResults(repo);
    expect(results.verdict_trust).toEqual({
      rule: 'base',
      applied: true,
      base_sha: expect.stringMatching(/^[0-9a-f]{40}$/),
      note: null,
      set_aside: 7,
      asked_again: 7,
      disagreed: 7,
      unconfirmed: 0,
      kept_from_base: 0,
    });
    expect(results.reports[0]!.set_aside![0]).toEqual({
      claim_id: 'c0',
      evidence_id: 'e0',
      verdict: 'supports',
      written_in: { file: 'r.report.verdicts.json', line: 4 },
      reason: 'not_at_base',
      answer: { verdict: 'contradicts', source: 'provider' },
      counted: false,
    });
    expect(results.totals.contradicted).toBe(7);
    const note =
      'Only committed verdicts identical to one at the base commit count (trust-committed-verdicts: base): 7 verdicts this pull request adds or changes were set aside; the model was asked again about 7 and disagreed on 7.';
    expect(run.stdout).toContain(note);
    const comment = readFileSync(path.join(repo, 'c.md'), 'utf8');
    expect(comment).toContain(
      '🔒 Only committed verdicts identical to one at the base commit count (trust-committed-verdicts&#58; base)&#58; 7 verdicts',
    );
    expect(comment).toContain(
      '- r.report.json claim c0 → evidence e0: committed supports, the model says **contradicts**\n',
    );
    expect(readFileSync(path.join(repo, 's.md'), 'utf8')).toContain('the model says **contradicts**');
  }, 120_000);

  it('without a key count as no verdict, and the comment says how many were set aside and why', async () => {
    const repo = pullRequest(
      { 'r.report.json': theReport() },
      { 'r.report.verdicts.json': verdictFile(claims.map((_, i) => forged(i))) },
    );
    const run = await runCliAsync(['check', '--base', 'HEAD~1', '--fail-on-unavailable', 'true', ...previews], repo);
    expect(run.status).toBe(1);
    const results = readResults(repo);
    expect(results.totals.supported).toBe(0);
    expect(results.reports[0]!.summary).toMatchObject({ status: 'unavailable', failure_code: 'missing_api_key' });
    expect(results.verdict_trust).toMatchObject({ set_aside: 7, asked_again: 0, disagreed: 0 });
    expect(readFileSync(path.join(repo, 'c.md'), 'utf8')).toContain(
      '7 verdicts this pull request adds or changes were set aside; 7 count as no verdict&#58; there is no API key to ask the model again.',
    );
  }, 120_000);

  it('one identical to a verdict at the base counts as committed; only the changed one is asked', async () => {
    contradicts(server);
    const base = { 'r.report.json': theReport(), 'r.report.verdicts.json': verdictFile([forged(0), forged(1)]) };
    // The head keeps c0's verdict byte for byte, re-indents the file, and flips c1's quote.
    const head = JSON.stringify({
      generator: 'citegate verify',
      verifications: [forged(0), { ...forged(1), confidence: 0.5 }],
    });
    const repo = pullRequest(base, { 'r.report.verdicts.json': head });
    const run = await runCliAsync(['check', '--base', 'HEAD~1', ...semantic(), '--json', 'out.json'], repo, {
      OPENAI_API_KEY: KEY,
    });
    expect(run.status).toBe(0);
    const asked = server.calls.flatMap((call) => call.pairs.map((pair) => pair.claim_id));
    expect(asked.sort()).toEqual(['c1', 'c2', 'c3', 'c4', 'c5', 'c6']);
    const results = readResults(repo);
    expect(results.reports[0]!.pairs.find((pair) => pair.claim_id === 'c0')).toMatchObject({
      verdict: 'supports',
      source: 'committed',
    });
    expect(results.reports[0]!.set_aside!.map((row) => row.claim_id)).toEqual(['c1']);
  }, 120_000);

  it('trust-committed-verdicts: all restores the old behaviour, and says so', async () => {
    contradicts(server);
    const repo = pullRequest(
      { 'r.report.json': theReport() },
      { 'r.report.verdicts.json': verdictFile(claims.map((_, i) => forged(i))) },
    );
    const run = await runCliAsync(
      [
        'check',
        '--base',
        'HEAD~1',
        '--trust-committed-verdicts',
        'all',
        '--max-contradicted',
        '0',
        ...semantic(),
        ...previews,
      ],
      repo,
      { OPENAI_API_KEY: KEY },
    );
    expect(run.status).toBe(0);
    expect(server.calls).toHaveLength(0);
    expect(readResults(repo).verdict_trust).toMatchObject({ rule: 'all', applied: false, set_aside: 0 });
    expect(readFileSync(path.join(repo, 'c.md'), 'utf8')).toContain(
      '⚠️ Committed verdicts counted as written (trust-committed-verdicts&#58; all)',
    );
  }, 120_000);

  it('without --base every committed verdict counts, as before', async () => {
    const dir = tempFolder({
      'r.report.json': theReport(),
      'r.report.verdicts.json': verdictFile(claims.map((_, i) => forged(i))),
    });
    const run = await runCliAsync(['check', '--json', 'out.json'], dir);
    expect(run.status).toBe(0);
    const results = readResults(dir);
    expect(results.totals.supported).toBe(7);
    // Nothing was set aside, and the results file is as it was: no verdict_trust section.
    expect(results.verdict_trust).toBeUndefined();
  }, 120_000);
});

describe('caches committed to the repository', () => {
  it('an answer cache git tracks is refused with a warning, never read nor written', async () => {
    const repo = pullRequest({ 'r.report.json': theReport() }, {});
    // The contributor's cache, made with a model that says supports to everything, committed.
    const liar = await runCliAsync(['check', ...semantic()], repo, { OPENAI_API_KEY: KEY });
    expect(liar.status).toBe(0);
    git(repo, 'add', '-f', '.citegate/cache.json');
    git(repo, 'commit', '-qm', 'a cache');
    const committed = readFileSync(path.join(repo, '.citegate/cache.json'), 'utf8');
    contradicts(server);
    const run = await runCliAsync(
      ['check', '--base', 'HEAD~2', '--max-contradicted', '0', ...semantic(), '--json', 'out.json'],
      repo,
      { OPENAI_API_KEY: KEY },
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('the semantic cache');
    expect(run.stderr).toContain(
      '.citegate/cache.json is tracked by git, so it is not read: a cache is meant to come from actions/cache',
    );
    expect(readResults(repo).reports[0]!.pairs.every((pair) => pair.source === 'provider')).toBe(true);
    expect(readFileSync(path.join(repo, '.citegate/cache.json'), 'utf8')).toBe(committed);
  }, 120_000);

  it('a provenance cache git tracks is refused: a page it marks as read is fetched again', async () => {
    web.route('/source', {
      headers: { 'content-type': 'text/plain' },
      body: 'This page says something else entirely.',
    });
    const sourced = report(
      [{ id: 'c1', statement: 'Alpha rose.', evidence_ids: ['e1'] }],
      [{ id: 'e1', url: web.url('/source'), excerpt: 'Alpha rose by ten percent.' }],
    );
    const page = {
      kind: 'page',
      fetched_at: new Date().toISOString(),
      http_status: 200,
      final_url: web.url('/source'),
      content_type: 'text/plain',
      etag: null,
      last_modified: null,
      truncated: false,
      body_bytes: 26,
      via_private: true,
      text_sha256: null,
      text_kind: 'text',
      main: null,
      all: 'Alpha rose by ten percent.',
      wall: null,
      detail: '',
    };
    const cache = `${JSON.stringify({ format: 'citegate-provenance-cache', version: 1, run: 1 })}\n${JSON.stringify({ key: web.url('/source'), last_run: 1, value: page })}\n`;
    const repo = pullRequest({ 'r.report.json': sourced }, { '.citegate/provenance.jsonl': cache });
    const run = await runCliAsync(
      [
        'check',
        '--semantic',
        'off',
        '--provenance',
        'check',
        '--provenance-allow-private',
        'true',
        '--json',
        'out.json',
      ],
      repo,
    );
    expect(run.stderr).toContain('.citegate/provenance.jsonl is tracked by git, so it is not read');
    expect(web.requests.map((request) => request.path)).toContain('/source');
    expect(readResults(repo).reports[0]!.evidence[0]!.provenance).toMatchObject({ status: 'not_found', cache: null });
  }, 120_000);
});

describe('the action on a pull request', () => {
  const forgedHead = () => ({
    'docs/r.report.json': theReport(),
    'docs/r.report.verdicts.json': verdictFile(claims.map((_, i) => forged(i))),
  });

  it('asks the model about verdicts the pull request adds, and fails on what it says', async () => {
    contradicts(server);
    github.contents.set(BASE_SHA, new Map([['docs/r.report.json', JSON.stringify(theReport(), null, 2)]]));
    const dir = tempFolder(forgedHead());
    const run = await runAction(github, dir, {
      'openai-api-key': KEY,
      model: 'fake-model',
      'base-url': server.baseUrl,
      'max-contradicted': '0',
    });
    expect(run.status).toBe(1);
    expect(server.calls.flatMap((call) => call.pairs)).toHaveLength(7);
    const body = github.comments[0]?.body ?? '';
    expect(body).toContain(
      '7 verdicts this pull request adds or changes were set aside; the model was asked again about 7 and disagreed on 7.',
    );
    expect(body).toContain('claim c0 → evidence e0: committed supports, the model says **contradicts**');
  }, 120_000);

  it('from a fork, without a key: the verdicts count as no verdict, and the comment says why', async () => {
    github.contents.set(BASE_SHA, new Map([['docs/r.report.json', JSON.stringify(theReport(), null, 2)]]));
    const dir = tempFolder(forgedHead());
    const run = await runAction(
      github,
      dir,
      { 'max-high-confidence-unsupported': '0' },
      { event: pullRequestEvent('someone/docs') },
    );
    expect(run.status).toBe(1);
    const results = JSON.parse(readFileSync(path.join(dir, 'citegate-results.json'), 'utf8')) as ResultsFile;
    expect(results.totals.supported).toBe(0);
    // A fork's token cannot comment: the job summary carries the note.
    expect(run.summary).toContain(
      '7 count as no verdict&#58; workflows on pull requests from forks get no secrets, so there is no API key to ask the model again.',
    );
  }, 120_000);
});
