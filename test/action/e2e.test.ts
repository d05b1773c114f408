// The bundled action (dist/action/index.js) run as the runner runs it: INPUT_* variables, an
// event file, GITHUB_OUTPUT and GITHUB_STEP_SUMMARY files, and the REST API (the fake).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeGitHub } from '../helpers/fake-github.js';
import { ensureBuilt, runAction as runActionWith, type RunOptions } from '../helpers/run-action.js';
import { report, tempFolder, verification } from '../helpers/reports.js';
import { assertInert, decodeReferences } from '../render/inert.js';

const supported = { id: 'c-travel', statement: 'The pilot reduced average travel time by 12 percent.', evidence_ids: ['e-eval'] };
const contradicted = { id: 'c-sectors', statement: 'Employment increased in every affected sector.', evidence_ids: ['e-sectors'], confidence: 'high' as const };
const evalEvidence = { id: 'e-eval', excerpt: 'The evaluation found that average travel time fell by 12 percent.' };
const sectors = { id: 'e-sectors', excerpt: 'Employment rose overall, while hospitality employment declined for two quarters.' };
const envelope = {
  report: report([supported, contradicted], [evalEvidence, sectors]),
  verifications: [
    verification(supported, evalEvidence, 'supports', 'average travel time fell by 12 percent'),
    verification(contradicted, sectors, 'contradicts', 'hospitality employment declined'),
  ],
};
const bare = report([{ id: 'c-bare', statement: 'Ridership doubled.', evidence_ids: ['e-eval'] }], [evalEvidence]);

const HOSTILE = 'Ask @octocat </details><img src=x> a|b `tick` [link](javascript:alert(1)) #1';
const hostileClaim = { id: 'c-evil', statement: HOSTILE, evidence_ids: ['e-sectors'], confidence: 'high' as const };
const hostileEnvelope = {
  report: report([hostileClaim], [{ ...sectors, title: '<b>@org/team</b>', url: 'javascript:alert(1)' }]),
  verifications: [verification(hostileClaim, sectors, 'contradicts', 'hospitality employment declined')],
};

let github: FakeGitHub;

beforeAll(async () => {
  ensureBuilt();
  github = new FakeGitHub();
  await github.start();
}, 300_000);
afterAll(() => github.stop());
beforeEach(() => github.reset());

const runAction = (dir: string, inputs: Record<string, string>, options: RunOptions = {}) => runActionWith(github, dir, inputs, options);

function pullRequestEvent(headRepo = 'acme/docs') {
  return { action: 'synchronize', number: 7, pull_request: { number: 7, head: { repo: { full_name: headRepo } }, base: { repo: { full_name: 'acme/docs' } } } };
}

describe('the bundled action', () => {
  it('creates one comment on the first run and updates it on the second', async () => {
    const dir = tempFolder({ 'docs/city.report.json': envelope, 'docs/bare.report.json': bare });
    const first = await runAction(dir, {});
    expect(first.stdout).not.toContain('::error::');
    expect(first.status).toBe(0);
    expect(github.comments).toHaveLength(1);
    const body = github.comments[0]?.body ?? '';
    expect(body.startsWith('<!-- citegate:comment-key=default -->\n### ✅ citegate passed')).toBe(true);
    expect(body).toContain('claim c-sectors: Employment increased in every affected sector.');
    expect(body).toContain('[job summary of this run](https://github.example/acme/docs/actions/runs/4242)');

    const second = await runAction(dir, { 'max-contradicted': '0' });
    expect(second.status).toBe(1);
    expect(github.comments).toHaveLength(1);
    expect(github.comments[0]?.body).toContain('### ❌ citegate failed: 1 check over the limit');
    expect(github.writes().map((request) => request.method)).toEqual(['POST', 'PATCH']);
    expect(github.requests[0]?.authorization).toBe('token ghs_test_token_value');
  });

  it('never takes over a marker comment a user planted: it posts its own and leaves theirs unchanged', async () => {
    const planted = github.addComment('<!-- citegate:comment-key=default -->\n### ✅ citegate passed', { login: 'mallory', id: 666, type: 'User' });
    const dir = tempFolder({ 'city.report.json': envelope });
    const run = await runAction(dir, { 'max-contradicted': '0' });
    expect(run.status).toBe(1);
    expect(github.comments).toHaveLength(2);
    expect(github.comments[0]).toEqual({ ...planted, body: '<!-- citegate:comment-key=default -->\n### ✅ citegate passed' });
    expect(github.comments[1]?.user.login).toBe('github-actions[bot]');
    expect(github.comments[1]?.body).toContain('### ❌ citegate failed');

    // The next run finds its own comment (the workflow token's) and edits that one.
    const again = await runAction(dir, {});
    expect(again.status).toBe(0);
    expect(github.comments).toHaveLength(2);
    expect(github.comments[0]?.body).toBe('<!-- citegate:comment-key=default -->\n### ✅ citegate passed');
    expect(github.comments[1]?.body).toContain('### ✅ citegate passed');
    expect(github.writes().map((request) => request.method)).toEqual(['POST', 'PATCH']);
  });

  it('shows control characters of report text escaped in the log and in annotations', async () => {
    const ESC = '\u001b';
    const evil = { id: `c-evil\nPASSED${ESC}[8m`, statement: `Employment ${ESC}[2J${ESC}]52;c;QUFB\u0007increased \u202ein every sector.`, evidence_ids: ['e-sectors'], confidence: 'high' as const };
    const dir = tempFolder({ 'evil.report.json': { report: report([evil], [sectors]), verifications: [verification(evil, sectors, 'contradicts', 'hospitality employment declined')] } });
    const run = await runAction(dir, { comment: 'never', 'max-contradicted': '0' });
    expect(run.status).toBe(1);
    expect(run.stdout).not.toContain(ESC);
    expect(run.stdout).not.toMatch(/[\u202a-\u202e\u2066-\u2069\u0080-\u009f]/);
    expect(run.stdout.split('\n').filter((line) => line.trim() === 'PASSED')).toEqual([]);
    expect(run.stdout).toContain('c-evil\\nPASSED\\x1b[8m  Employment \\x1b[2J\\x1b]52;c;QUFB\\x07increased \\u202ein every sector.');
    expect(run.stdout).toContain('::error title=Contradicted claim c-evil\\nPASSED\\x1b[8m,file=evil.report.json');
    const results = JSON.parse(readFileSync(run.outputs['results-path'] as string, 'utf8'));
    expect(results.reports[0].claims[0]).toMatchObject({ id: evil.id, statement: evil.statement });
  });

  it('writes the outputs, the results file and the job summary', async () => {
    const dir = tempFolder({ 'docs/city.report.json': envelope, 'docs/bare.report.json': bare });
    const run = await runAction(dir, { comment: 'never', 'results-path': 'out/results.json' });
    expect(run.status).toBe(0);
    expect(run.outputs).toEqual({
      passed: 'true',
      status: 'unavailable',
      claims: '3',
      supported: '1',
      contradicted: '1',
      insufficient: '0',
      unverifiable: '1',
      'high-confidence-unsupported': '1',
      'binding-errors': '0',
      'results-path': path.join(dir, 'out/results.json'),
    });
    const results = JSON.parse(readFileSync(path.join(dir, 'out/results.json'), 'utf8'));
    expect(results.totals).toMatchObject({ reports: 2, claims: 3, contradicted: 1 });
    expect(run.summary).toMatch(/^## ✅ citegate passed/);
    expect(run.summary).toContain('| docs/city.report.json | complete | 2 | 1 | 1 | 0 | 0 | 100% | 100% |');
    expect(run.summary).toContain('| docs/bare.report.json | unavailable | 1 | 0 | 0 | 0 | 1 | — | — |');
    expect(run.summary).toContain('Contradicted claims (1)');
    expect(github.requests).toHaveLength(0);
    // Annotations at the claim's line, and the terminal table in the log.
    const line = readFileSync(path.join(dir, 'docs/city.report.json'), 'utf8').split('\n').findIndex((row) => row.includes('"c-sectors"'));
    expect(run.stdout).toContain(`::error title=Contradicted claim c-sectors,file=docs/city.report.json,line=${line}::`);
    expect(run.stdout).toContain('::warning title=High-confidence claim without support (contradicts),file=docs/city.report.json');
    expect(run.stdout).toMatch(/::stop-commands::[0-9a-f-]{36}/);
  });

  it('fails the step with ::error:: when the gate fails, and comments on-failure', async () => {
    const dir = tempFolder({ 'city.report.json': envelope });
    const run = await runAction(dir, { 'max-contradicted': '0', comment: 'on-failure' });
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('::error::citegate: the gate failed: max-contradicted 1 (limit ≤ 0)');
    expect(run.outputs.passed).toBe('false');
    expect(github.comments).toHaveLength(1);
  });

  it('with comment: on-failure, posts nothing when the gate passes and no comment exists', async () => {
    const dir = tempFolder({ 'city.report.json': envelope });
    const run = await runAction(dir, { comment: 'on-failure' });
    expect(run.status).toBe(0);
    expect(github.writes()).toHaveLength(0);
    expect(github.requests).toHaveLength(1); // the lookup of an old failure to update
  });

  it('warns once and stays green when the token may not comment (403)', async () => {
    github.failWith('GET', '/issues/7/comments', 403);
    const dir = tempFolder({ 'city.report.json': envelope });
    const run = await runAction(dir, {});
    expect(run.status).toBe(0);
    const warnings = run.stdout.split('\n').filter((line) => line.startsWith('::warning::'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('pull-requests: write');
    expect(decodeReferences(run.summary)).toContain('permission pull-requests: write');
  });

  it('posts nothing on push, and everything else still works', async () => {
    const dir = tempFolder({ 'city.report.json': envelope });
    const run = await runAction(dir, { 'only-changed': 'true' }, { eventName: 'push', event: { ref: 'refs/heads/main' } });
    expect(run.status).toBe(0);
    expect(github.requests).toHaveLength(0);
    expect(run.outputs.claims).toBe('2');
    expect(run.summary).toMatch(/^## ✅ citegate passed/);
  });

  it('on a pull request from a fork, skips the comment with one warning and still gates', async () => {
    const dir = tempFolder({ 'bare.report.json': bare });
    const run = await runAction(dir, { 'openai-api-key': '', model: 'gpt-test' }, { event: pullRequestEvent('someone/docs') });
    expect(run.status).toBe(0);
    expect(github.requests).toHaveLength(0);
    const warnings = run.stdout.split('\n').filter((line) => line.startsWith('::warning::'));
    expect(warnings).toEqual([expect.stringContaining('comes from a fork')]);
    expect(run.outputs.status).toBe('unavailable');
    expect(decodeReferences(run.summary)).toContain('pull requests from forks get no secrets');
  });

  it('with only-changed, checks only the report files the pull request adds or modifies', async () => {
    github.files = [
      { filename: 'docs/city.report.json', status: 'modified' },
      { filename: 'docs/gone.report.json', status: 'removed' },
      { filename: 'README.md', status: 'modified' },
    ];
    const dir = tempFolder({ 'docs/city.report.json': envelope, 'docs/bare.report.json': bare });
    const run = await runAction(dir, { 'only-changed': 'true', comment: 'never' });
    expect(run.status).toBe(0);
    expect(run.outputs.claims).toBe('2');
    expect(run.summary).toContain('only-changed&#58; checked the 1 of 2 report files');
  });

  it('with only-changed and no changed report, passes with a notice', async () => {
    github.files = [{ filename: 'README.md', status: 'modified' }];
    const dir = tempFolder({ 'docs/city.report.json': envelope });
    const run = await runAction(dir, { 'only-changed': 'true', comment: 'never', 'max-contradicted': '0' });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('::notice::citegate: only-changed: this pull request adds or modifies none of the 1 report files');
    expect(run.outputs).toMatchObject({ passed: 'true', status: 'skipped', claims: '0' });
  });

  it('with only-changed and no changed report, replaces an old failure comment but starts none', async () => {
    github.files = [{ filename: 'README.md', status: 'modified' }];
    const dir = tempFolder({ 'docs/city.report.json': envelope });
    await runAction(dir, { 'only-changed': 'true' });
    expect(github.writes()).toHaveLength(0);

    github.addComment('<!-- citegate:comment-key=default -->\n### ❌ citegate failed: 1 check over the limit');
    const run = await runAction(dir, { 'only-changed': 'true' });
    expect(run.status).toBe(0);
    expect(github.writes().map((request) => request.method)).toEqual(['PATCH']);
    expect(github.comments[0]?.body).toContain('### ✅ citegate passed');
    expect(github.comments[0]?.body).toContain('adds or modifies none of the 1 report files');
  });

  it('fails, without a stack trace, on bad inputs or when no report matches', async () => {
    const dir = tempFolder({ 'city.report.json': envelope });
    const bad = await runAction(dir, { comment: 'sometimes' });
    expect(bad.status).toBe(1);
    expect(bad.stdout).toContain('::error::citegate: invalid inputs:%0A  comment must be one of always, on-failure, never');
    const none = await runAction(dir, { reports: 'nothing/*.json' });
    expect(none.status).toBe(1);
    expect(none.stdout).toContain('::error::citegate: no report file matched "nothing/*.json"');
  });

  it('renders a hostile claim inertly in both the comment and the summary', async () => {
    const dir = tempFolder({ 'evil.report.json': hostileEnvelope });
    const run = await runAction(dir, {});
    expect(run.status).toBe(0);
    const body = github.comments[0]?.body ?? '';
    for (const markdown of [body, run.summary]) {
      const claim = markdown.match(/^- \*\*evil\.report\.json:\d+\*\* claim c-evil: (.*)$/m)?.[1];
      expect(claim).toBeDefined();
      assertInert(claim ?? '');
      expect(claim).toContain('&#64;&#8203;octocat');
      const evidence = markdown.match(/^ {2}- contradicted by (.*) \((.*)\): /m);
      assertInert(evidence?.[1] ?? 'MISSING');
      expect(markdown).not.toContain('](javascript');
      expect(markdown).not.toMatch(/<img|<b>|@octocat|@org/);
      expect(markdown.match(/<details/g)?.length).toBe(markdown.match(/<\/details>/g)?.length);
    }
  });

  it('masks the API key and keeps it out of every file it writes', async () => {
    const secret = 'sk-test-DO-NOT-LEAK-1234567890';
    const dir = tempFolder({ 'city.report.json': envelope });
    const run = await runAction(dir, { 'openai-api-key': secret, semantic: 'off', comment: 'always' });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(`::add-mask::${secret}`);
    const written = [run.summary, github.comments[0]?.body ?? '', readFileSync(path.join(dir, 'citegate-results.json'), 'utf8')];
    for (const text of written) expect(text).not.toContain(secret);
    expect(run.stdout.replace(`::add-mask::${secret}`, '')).not.toContain(secret);
  });
});
