// The bundles (dist/cli, dist/action) with provenance checking, as a user and the runner run
// them, against a web server on 127.0.0.1: the PDF reader and the HTML libraries must work from
// the ncc bundle, offline.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeGitHub } from '../helpers/fake-github.js';
import { startFakeWeb, type FakeWeb } from '../helpers/fake-web.js';
import { report, tempFolder } from '../helpers/reports.js';
import { BASE_SHA, parseOutputs, runAction } from '../helpers/run-action.js';
import { ARTICLE, CHANGED_ARTICLE, EXCERPT, paperPdf } from './fixtures.js';
import { NODE } from '../helpers/node-binary.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const cli = path.join(root, 'dist/cli/index.js');
const action = path.join(root, 'dist/action/index.js');

let web: FakeWeb;
beforeAll(async () => {
  if (!existsSync(cli) || !existsSync(action)) throw new Error('run npm run build first (npm test does)');
  web = await startFakeWeb();
  web.route('/article', { headers: { 'content-type': 'text/html; charset=utf-8', etag: '"a1"' }, body: ARTICLE });
  web.route('/changed', { headers: { 'content-type': 'text/html; charset=utf-8' }, body: CHANGED_ARTICLE });
  web.route('/paper.pdf', { headers: { 'content-type': 'application/pdf' }, body: await paperPdf() });
});
afterAll(() => web.close());
beforeEach(() => web.reset());

function folder(): string {
  const claim = {
    id: 'c-entries',
    statement: 'Weekday entries into the Central Zone fell by 12 percent.',
    evidence_ids: ['e-article', 'e-paper', 'e-changed'],
  };
  const sources = [
    { id: 'e-article', title: 'Northport Courier', url: web.url('/article'), excerpt: EXCERPT },
    { id: 'e-paper', title: 'Monitoring report (PDF)', url: web.url('/paper.pdf'), excerpt: EXCERPT },
    { id: 'e-changed', title: 'Monitoring report, revised', url: web.url('/changed'), excerpt: EXCERPT },
  ];
  return tempFolder({ 'docs/city.report.json': report([claim], sources) });
}

/** 1-based line of the `{` that opens an evidence record (the nearest above its `"id"`). */
function recordLine(dir: string, id: string): number {
  const lines = readFileSync(path.join(dir, 'docs/city.report.json'), 'utf8').split('\n');
  let index = lines.findIndex((line) => line.includes(`"id": "${id}"`));
  while (index > 0 && lines[index]?.trim() !== '{') index--;
  return index + 1;
}

/** Runs a bundle without blocking this process, whose event loop serves the pages. */
function run(
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(NODE, args, {
      cwd,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, COLUMNS: '400', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

describe('the bundled command line with --provenance check', () => {
  it('checks HTML and PDF sources, writes the results, and a second run sends no request', async () => {
    const dir = folder();
    const args = [
      cli,
      'check',
      '--provenance',
      'check',
      '--provenance-allow-private',
      'true',
      '--json',
      'results.json',
    ];
    const first = await run(args, dir, {});
    expect(first.stderr).toBe('');
    expect(first.status).toBe(0);
    expect(first.stdout).toContain('Evidence not found at its source (1)');
    expect(first.stdout).toContain(
      `docs/city.report.json:${recordLine(dir, 'e-changed')}  e-changed  not found  ${web.url('/changed')}`,
    );
    expect(first.stdout).toContain(
      'Provenance: 3 evidence records over 3 URLs: 2 found · 1 not found; 3 requests, 0 from cache.',
    );
    expect(web.requests).toHaveLength(3);

    const results = JSON.parse(readFileSync(path.join(dir, 'results.json'), 'utf8'));
    const rows = Object.fromEntries(
      results.reports[0].evidence.map((record: { id: string; provenance: unknown; line: number }) => [
        record.id,
        { ...(record.provenance as object), line: record.line },
      ]),
    );
    expect(rows['e-paper']).toMatchObject({
      status: 'found',
      content_type: 'application/pdf',
      http_status: 200,
      final_url: web.url('/paper.pdf'),
      line: recordLine(dir, 'e-paper'),
    });
    expect(rows['e-article']).toMatchObject({ status: 'found', found_in: 'main', folding: 'exact', share: 1 });
    expect(rows['e-changed'].closest.passage).toContain('121,900 per day');
    expect(results.totals.provenance).toEqual({
      found: 2,
      partly_found: 0,
      not_found: 1,
      gone: 0,
      blocked: 0,
      unreachable: 0,
      unsupported: 0,
      refused: 0,
      skipped: 0,
    });
    expect(results.provenance).toEqual({ urls: 3, requests: 3, fresh_from_cache: 0, revalidated: 0, warnings: [] });
    expect(readFileSync(path.join(dir, '.citegate/provenance.jsonl'), 'utf8').split('\n')[0]).toBe(
      '{"format":"citegate-provenance-cache","version":1,"run":1}',
    );

    web.reset();
    const second = await run([...args, '--max-provenance-not-found', '0'], dir, {});
    expect(web.requests).toHaveLength(0);
    expect(second.status).toBe(1);
    expect(second.stdout).toContain('3 evidence records over 3 URLs: 2 found · 1 not found; 0 requests, 3 from cache.');
    expect(second.stdout).toMatch(/✗ max-provenance-not-found +1  ≤ 0/);
  }, 60_000);

  it('refuses loopback without --provenance-allow-private, and fetches nothing with provenance off', async () => {
    const dir = folder();
    const refused = await run([cli, 'check', '--provenance', 'check', '--json', 'results.json'], dir, {});
    expect(refused.status).toBe(0);
    expect(refused.stdout).toContain('Sources that could not be checked (3)');
    expect(refused.stdout).toContain(
      '127.0.0.1, a loopback address, which is not public: not fetched (provenance-allow-private: true allows it, for local use only)',
    );

    const off = await run([cli, 'check', '--max-provenance-unreachable', '0', '--json', 'off.json'], dir, {});
    expect(off.status).toBe(0);
    expect(off.stderr).toBe(
      'citegate: warning: max-provenance-unreachable is set but provenance is off, so it checks nothing (set provenance: check)\n',
    );
    const results = JSON.parse(readFileSync(path.join(dir, 'off.json'), 'utf8'));
    expect(results.provenance).toBeUndefined();
    expect(results.totals.provenance).toBeUndefined();
    expect(results.reports[0].evidence[0]).toEqual({
      id: 'e-article',
      title: 'Northport Courier',
      url: web.url('/article'),
    });
    expect(web.requests).toHaveLength(0);
  }, 60_000);

  it('refuses bad provenance settings as a usage error', async () => {
    const bad = await run([cli, 'check', '--provenance', 'yes', '--provenance-max-age', 'soon'], folder(), {});
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('provenance must be off or check, not "yes"');
    expect(bad.stderr).toContain('provenance-max-age must be a duration such as 7d, 12h, 30m or 0, not "soon"');
  });
});

describe('the bundled action with provenance: check', () => {
  it('logs fetching in a group, warns at the evidence record’s line, and writes the section to the job summary', async () => {
    const dir = folder();
    const summary = path.join(dir, '..', `${path.basename(dir)}-summary.md`);
    const output = path.join(dir, '..', `${path.basename(dir)}-output.txt`);
    writeFileSync(summary, '');
    writeFileSync(output, '');
    const inputs: Record<string, string> = {
      provenance: 'check',
      'provenance-allow-private': 'true',
      comment: 'never',
      'max-provenance-not-found': '0',
      'github-token': '',
    };
    const env: NodeJS.ProcessEnv = {
      GITHUB_ACTIONS: 'true',
      GITHUB_WORKSPACE: dir,
      GITHUB_REPOSITORY: 'acme/docs',
      GITHUB_EVENT_NAME: 'push',
      GITHUB_OUTPUT: output,
      GITHUB_STEP_SUMMARY: summary,
    };
    for (const [name, value] of Object.entries(inputs)) env[`INPUT_${name.toUpperCase()}`] = value;
    const result = await run([action], dir, env);
    expect(result.status).toBe(1);
    const log = result.stdout;
    const group = log.indexOf('::group::citegate: checking the reports and fetching their sources');
    expect(group).toBeGreaterThanOrEqual(0);
    expect(log.indexOf('citegate: provenance 3/3 URLs, 3 requests, 0 from cache')).toBeGreaterThan(group);
    expect(log.indexOf('citegate: provenance 3/3 URLs')).toBeLessThan(log.indexOf('::endgroup::'));
    expect(log).toContain(
      `::warning title=Evidence not at its source (not found),file=docs/city.report.json,line=${recordLine(dir, 'e-changed')}::Evidence e-changed`,
    );
    expect(log).toContain('::error::citegate: the gate failed: max-provenance-not-found 1 (limit ≤ 0)');
    const markdown = readFileSync(summary, 'utf8');
    expect(markdown).toContain('### ❌ Evidence not found at its source: 1 (max-provenance-not-found: limit ≤ 0)');
    expect(markdown).toContain('| max-provenance-not-found | ≤ 0 | 1 | ❌ failed |');
    expect(parseOutputs(readFileSync(output, 'utf8'))).toMatchObject({
      'provenance-not-found': '1',
      'provenance-unreachable': '0',
      passed: 'false',
    });
  }, 60_000);
  it('shows a hostile page passage and evidence ID in its annotation with no control character acting on the log', async () => {
    // A page that almost holds the excerpt, with terminal sequences and bidi controls in its text.
    const page = `Weekday vehicle entries \u001b]52;c;cHduZWQ=\u0007 into the Central Zone \u001b[8maveraged 99,000 per day, \u202edown 3 percent\u202c from 134,500 in 2025 \u2066\u009b2J.`;
    web.route('/hostile', { headers: { 'content-type': 'text/plain; charset=utf-8' }, body: page });
    const id = 'e-\u001b[31mred\u202e\u2067';
    const claim = { id: 'c-entries', statement: 'Weekday entries into the Central Zone fell.', evidence_ids: [id] };
    const dir = tempFolder({
      'docs/city.report.json': report(
        [claim],
        [{ id, title: 'Monitoring report', url: web.url('/hostile'), excerpt: EXCERPT }],
      ),
    });
    const output = path.join(dir, '..', `${path.basename(dir)}-output.txt`);
    writeFileSync(output, '');
    const env: NodeJS.ProcessEnv = {
      GITHUB_ACTIONS: 'true',
      GITHUB_WORKSPACE: dir,
      GITHUB_REPOSITORY: 'acme/docs',
      GITHUB_EVENT_NAME: 'push',
      GITHUB_OUTPUT: output,
    };
    for (const [name, value] of Object.entries({
      provenance: 'check',
      'provenance-allow-private': 'true',
      comment: 'never',
      'github-token': '',
    }))
      env[`INPUT_${name.toUpperCase()}`] = value;
    const result = await run([action], dir, env);
    const warning = result.stdout
      .split('\n')
      .find((line) => line.startsWith('::warning title=Evidence not at its source'));
    expect(warning).toContain('::Evidence e-\\x1b[31mred\\u202e\\u2067 (');
    expect(warning).toContain('Closest passage on the page');
    expect(warning).toContain('\\x1b]52;c;cHduZWQ=\\x07');
    // Nowhere in the log: not in the annotation, not in the terminal report.
    // eslint-disable-next-line no-control-regex
    expect(result.stdout).not.toMatch(/[\u0007\u001b\u009b\u202a-\u202e\u2066-\u2069]/);
  }, 60_000);
});

describe('the bundled action with provenance: check on a pull request', () => {
  let github: FakeGitHub;
  beforeAll(async () => {
    github = new FakeGitHub();
    await github.start();
  });
  afterAll(() => github.stop());

  // The base has a record whose page has since lost its excerpt (the page changed, not the pull request).
  const claim = {
    id: 'c-entries',
    statement: 'Weekday entries into the Central Zone fell.',
    evidence_ids: ['e-article', 'e-changed'],
  };
  const baseSources = () => [
    { id: 'e-article', title: 'Northport Courier', url: web.url('/article'), excerpt: EXCERPT },
    { id: 'e-changed', title: 'Monitoring report', url: web.url('/changed'), excerpt: EXCERPT },
  ];
  const added = () => ({
    id: 'e-revised',
    title: 'Monitoring report, revised',
    url: web.url('/revised'),
    excerpt: EXCERPT,
  });
  const inputs = {
    provenance: 'check',
    'provenance-allow-private': 'true',
    'gate-on': 'new',
    'max-provenance-not-found': '0',
  };

  it('counts a record unchanged since the base as unchanged, and one the pull request adds as new, under gate-on: new', async () => {
    web.route('/revised', { headers: { 'content-type': 'text/html; charset=utf-8' }, body: CHANGED_ARTICLE });
    const base = report([claim], baseSources());

    // The pull request leaves the record alone: its page lost the excerpt, which is not the pull request's doing.
    github.reset();
    github.contents.set(BASE_SHA, new Map([['docs/city.report.json', JSON.stringify(base, null, 2)]]));
    const untouched = await runAction(github, tempFolder({ 'docs/city.report.json': base }), inputs);
    expect(untouched.stdout).not.toContain('::error::');
    expect(untouched.status).toBe(0);
    expect(untouched.summary).toContain('| max-provenance-not-found | ≤ 0 | 0 new (1 in all) | ✅ passed |');
    expect(untouched.summary).toContain(
      '### ✅ Evidence not found at its source: 0 new, 1 unchanged (max-provenance-not-found: limit ≤ 0 on new ones)',
    );
    const unchangedResults = JSON.parse(readFileSync(untouched.outputs['results-path'] as string, 'utf8'));
    type Row = { kind: string; status: string; evidence_id?: string };
    const provenanceProblems = (results: { base: { problems: Row[] } }) =>
      results.base.problems.filter((problem) => problem.kind.startsWith('provenance_'));
    expect(provenanceProblems(unchangedResults)).toEqual([
      expect.objectContaining({
        kind: 'provenance_not_found',
        status: 'unchanged',
        evidence_id: 'e-changed',
        claim_id: null,
      }),
    ]);
    // Only the head's pages were fetched: two URLs, once each (the base is never fetched).
    expect(web.requests.map((request) => request.path).sort()).toEqual(['/article', '/changed']);

    // The pull request adds a record whose page lacks the excerpt: new, and the gate fails on it alone.
    web.reset();
    github.reset();
    github.contents.set(BASE_SHA, new Map([['docs/city.report.json', JSON.stringify(base, null, 2)]]));
    const head = report(
      [{ ...claim, evidence_ids: [...claim.evidence_ids, 'e-revised'] }],
      [...baseSources(), added()],
    );
    const adding = await runAction(github, tempFolder({ 'docs/city.report.json': head }), inputs);
    expect(adding.status).toBe(1);
    expect(adding.stdout).toContain('::error::citegate: the gate failed: max-provenance-not-found 1 new (limit ≤ 0)');
    const comment = github.comments[0]?.body ?? '';
    expect(comment).toContain(
      '**This pull request adds 1 excerpt not found at its source and changes no verdict.** Only new problems count toward the limits (gate-on: new).',
    );
    expect(comment).toContain('| Excerpts not found at their sources | 1 | 1 | — |');
    expect(comment).toContain(
      '#### ❌ Evidence not found at its source: 1 new, 1 unchanged (max-provenance-not-found: limit ≤ 0 on new ones)',
    );
    expect(comment).toMatch(/\n- \*\*new\*\* \[docs\/city\.report\.json&#58;\d+\]\([^)]+\) evidence e-revised, /);
    expect(comment).toContain('closest passage (88% of its words)');
    expect(comment).toContain(
      'Unchanged: the base has the same record (ID, URL and excerpt), so its source changed, not the pull request.',
    );
    const addedResults = JSON.parse(readFileSync(adding.outputs['results-path'] as string, 'utf8'));
    expect(provenanceProblems(addedResults).map((problem) => `${problem.status} ${problem.evidence_id}`)).toEqual([
      'unchanged e-changed',
      'new e-revised',
    ]);
  }, 60_000);
});
