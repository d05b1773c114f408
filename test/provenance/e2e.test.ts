// The bundles (dist/cli, dist/action) with provenance checking, as a user and the runner run
// them, against a web server on 127.0.0.1: the PDF reader and the HTML libraries must work from
// the ncc bundle, offline.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeWeb, type FakeWeb } from '../helpers/fake-web.js';
import { report, tempFolder } from '../helpers/reports.js';
import { ARTICLE, CHANGED_ARTICLE, EXCERPT, paperPdf } from './fixtures.js';

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
  const claim = { id: 'c-entries', statement: 'Weekday entries into the Central Zone fell by 12 percent.', evidence_ids: ['e-article', 'e-paper', 'e-changed'] };
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
function run(args: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd, env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env } });
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
    const args = [cli, 'check', '--provenance', 'check', '--provenance-allow-private', 'true', '--json', 'results.json'];
    const first = await run(args, dir, {});
    expect(first.stderr).toBe('');
    expect(first.status).toBe(0);
    expect(first.stdout).toContain('Evidence not found at its source (1)');
    expect(first.stdout).toContain(`docs/city.report.json:${recordLine(dir, 'e-changed')}  e-changed  not found  ${web.url('/changed')}`);
    expect(first.stdout).toContain('Provenance: 3 evidence records over 3 URLs: 2 found · 1 not found; 3 requests, 0 from cache.');
    expect(web.requests).toHaveLength(3);

    const results = JSON.parse(readFileSync(path.join(dir, 'results.json'), 'utf8'));
    const rows = Object.fromEntries(results.reports[0].evidence.map((record: { id: string; provenance: unknown; line: number }) => [record.id, { ...(record.provenance as object), line: record.line }]));
    expect(rows['e-paper']).toMatchObject({ status: 'found', content_type: 'application/pdf', http_status: 200, final_url: web.url('/paper.pdf'), line: recordLine(dir, 'e-paper') });
    expect(rows['e-article']).toMatchObject({ status: 'found', found_in: 'main', folding: 'exact', share: 1 });
    expect(rows['e-changed'].closest.passage).toContain('121,900 per day');
    expect(results.totals.provenance).toEqual({ found: 2, partly_found: 0, not_found: 1, gone: 0, blocked: 0, unreachable: 0, unsupported: 0, refused: 0, skipped: 0 });
    expect(results.provenance).toEqual({ urls: 3, requests: 3, fresh_from_cache: 0, revalidated: 0, warnings: [] });
    expect(readFileSync(path.join(dir, '.citegate/provenance.jsonl'), 'utf8').split('\n')[0]).toBe('{"format":"citegate-provenance-cache","version":1,"run":1}');

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
    expect(refused.stdout).toContain('127.0.0.1, a loopback address, which is not public: not fetched (provenance-allow-private: true allows it, for local use only)');

    const off = await run([cli, 'check', '--max-provenance-unreachable', '0', '--json', 'off.json'], dir, {});
    expect(off.status).toBe(0);
    expect(off.stderr).toBe('citegate: warning: max-provenance-unreachable is set but provenance is off, so it checks nothing (set provenance: check)\n');
    const results = JSON.parse(readFileSync(path.join(dir, 'off.json'), 'utf8'));
    expect(results.provenance).toBeUndefined();
    expect(results.totals.provenance).toBeUndefined();
    expect(results.reports[0].evidence[0]).toEqual({ id: 'e-article', title: 'Northport Courier', url: web.url('/article') });
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
    const inputs: Record<string, string> = { provenance: 'check', 'provenance-allow-private': 'true', comment: 'never', 'max-provenance-not-found': '0', 'github-token': '' };
    const env: NodeJS.ProcessEnv = { GITHUB_ACTIONS: 'true', GITHUB_WORKSPACE: dir, GITHUB_REPOSITORY: 'acme/docs', GITHUB_EVENT_NAME: 'push', GITHUB_OUTPUT: output, GITHUB_STEP_SUMMARY: summary };
    for (const [name, value] of Object.entries(inputs)) env[`INPUT_${name.toUpperCase()}`] = value;
    const result = await run([action], dir, env);
    expect(result.status).toBe(1);
    const log = result.stdout;
    const group = log.indexOf('::group::citegate: checking the reports and fetching their sources');
    expect(group).toBeGreaterThanOrEqual(0);
    expect(log.indexOf('citegate: provenance 3/3 URLs, 3 requests, 0 from cache')).toBeGreaterThan(group);
    expect(log.indexOf('citegate: provenance 3/3 URLs')).toBeLessThan(log.indexOf('::endgroup::'));
    expect(log).toContain(`::warning title=Evidence not at its source (not found),file=docs/city.report.json,line=${recordLine(dir, 'e-changed')}::Evidence e-changed`);
    expect(log).toContain('::error::citegate: the gate failed: max-provenance-not-found 1 (limit ≤ 0)');
    const markdown = readFileSync(summary, 'utf8');
    expect(markdown).toContain('<summary><strong>Evidence not found at its source (1)</strong></summary>');
    expect(markdown).toContain('| max-provenance-not-found | ≤ 0 | 1 | ❌ failed |');
  }, 60_000);
});
