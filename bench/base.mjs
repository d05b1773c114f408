// npm run bench:base: the base comparison on a pull request through the REST contents API (the
// action's usual path: actions/checkout fetches one commit, so git has no base). 40 reports,
// each read at the base with its verdict file (80 requests), from a local API that answers each
// request after 100 ms and counts how many it is handling at once. The bundled action
// (dist/action: npm run build first) runs twice in the same workspace: on a push (no base), then
// on a pull request; the difference is what the comparison costs.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { seconds } from './tree-usage.mjs';

const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));
const bundle = path.join(root, 'dist/action/index.js');
const REPORTS = 40;
const CLAIMS = 25;
const LATENCY_MS = 100;
const IN_FLIGHT_TARGET = 6;
const ADDED_TARGET_MS = 2_000;
const BASE_SHA = 'ba5e'.repeat(10);
const HEAD_SHA = 'feed'.repeat(10);

function syntheticReport(r) {
  const evidence = Array.from({ length: CLAIMS }, (_, i) => ({
    id: `ev-${i}`,
    title: `Source ${i}`,
    url: `https://data.example.org/${r}/${i}`,
    excerpt: `Corridor ${i} recorded ${1000 + r * 7 + i} weekday entries in wave ${r}, down ${(r + i) % 40} percent on a year earlier.`,
    relation: 'supports',
  }));
  const claims = evidence.map((record, i) => ({
    id: `claim-${i}`,
    statement: `Corridor ${i} recorded ${1000 + r * 7 + i} weekday entries in wave ${r}.`,
    evidence_ids: [record.id],
    confidence: 'medium',
  }));
  return { inquiry_id: `inq-${r}`, title: `Report ${r}`, summary: 'Synthetic.', claims, evidence, open_questions: [] };
}

/** The contents API over the workspace's files as they are (the base equals the head), with latency. */
function startApi(dir) {
  const stats = { requests: 0, inFlight: 0, maxInFlight: 0, other: [] };
  const server = createServer((req, res) => {
    stats.requests++;
    stats.maxInFlight = Math.max(stats.maxInFlight, ++stats.inFlight);
    setTimeout(() => {
      stats.inFlight--;
      const url = new URL(req.url ?? '/', 'http://localhost');
      const match = /^\/repos\/acme\/docs\/contents\/(.+)$/.exec(url.pathname);
      if (!match || url.searchParams.get('ref') !== BASE_SHA) {
        stats.other.push(`${req.method} ${url.pathname}`);
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"Not Found"}');
        return;
      }
      try {
        const bytes = readFileSync(path.join(dir, decodeURIComponent(match[1])));
        res.writeHead(200, { 'content-type': 'application/vnd.github.raw+json' }).end(bytes);
      } catch {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"Not Found"}');
      }
    }, LATENCY_MS);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, stats, url: `http://127.0.0.1:${server.address().port}` })),
  );
}

function runAction(dir, api, eventName) {
  const side = (name, content = '') => {
    const file = path.join(dir, '..', `${path.basename(dir)}-${name}`);
    writeFileSync(file, content);
    return file;
  };
  const event =
    eventName === 'pull_request'
      ? {
          number: 7,
          pull_request: {
            number: 7,
            head: { sha: HEAD_SHA, repo: { full_name: 'acme/docs' } },
            base: { sha: BASE_SHA, repo: { full_name: 'acme/docs' } },
          },
        }
      : { ref: 'refs/heads/main' };
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    GITHUB_ACTIONS: 'true',
    GITHUB_WORKSPACE: dir,
    GITHUB_REPOSITORY: 'acme/docs',
    GITHUB_EVENT_NAME: eventName,
    GITHUB_EVENT_PATH: side('event.json', JSON.stringify(event)),
    GITHUB_OUTPUT: side('output.txt'),
    GITHUB_STEP_SUMMARY: side('summary.md'),
    GITHUB_API_URL: api,
    GITHUB_SERVER_URL: 'https://github.example',
    'INPUT_GITHUB-TOKEN': 'ghs_bench_token',
    INPUT_COMMENT: 'never',
    INPUT_SEMANTIC: 'off',
    'INPUT_GATE-ON': 'new',
    'INPUT_RESULTS-PATH': 'results.json',
  };
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(process.execPath, [bundle], { cwd: dir, env });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => resolve({ status, output, ms: performance.now() - started }));
  });
}

const dir = mkdtempSync(path.join(tmpdir(), 'citegate-bench-base-'));
mkdirSync(path.join(dir, 'reports'));
for (let r = 0; r < REPORTS; r++)
  writeFileSync(path.join(dir, 'reports', `r${r}.report.json`), JSON.stringify(syntheticReport(r)));
const { server, stats, url } = await startApi(dir);
let failed = false;
try {
  const push = await runAction(dir, url, 'push');
  const pushRequests = stats.requests;
  stats.requests = 0;
  stats.maxInFlight = 0;
  const pr = await runAction(dir, url, 'pull_request');
  const results = JSON.parse(readFileSync(path.join(dir, 'results.json'), 'utf8'));
  const added = pr.ms - push.ms;
  const sequential = stats.requests * LATENCY_MS;
  console.log(
    `base comparison: ${REPORTS} reports of ${CLAIMS} claims read at the base through the contents API, ${LATENCY_MS} ms per request`,
  );
  console.log(`machine: ${cpus().length} cores, load average ${loadavg()[0].toFixed(1)}`);
  console.log(`push (no base):   ${seconds(push.ms)} wall, exit ${push.status}, ${pushRequests} requests`);
  console.log(
    `pull request:     ${seconds(pr.ms)} wall, exit ${pr.status}, ${stats.requests} requests (${results.base?.compared.length ?? 0} reports compared); most in flight at once: ${stats.maxInFlight}   target <= ${IN_FLIGHT_TARGET}`,
  );
  console.log(
    `the comparison:   ${seconds(added)} added   target < ${ADDED_TARGET_MS / 1000} s (one request after another: ${(sequential / 1000).toFixed(1)} s of latency alone)`,
  );
  if (stats.other.length > 0) console.log(`  other requests: ${[...new Set(stats.other)].join(', ')}`);
  failed =
    push.status !== 0 ||
    pr.status !== 0 ||
    results.base?.compared.length !== REPORTS ||
    stats.maxInFlight > IN_FLIGHT_TARGET ||
    added >= ADDED_TARGET_MS;
  if (push.status !== 0 || pr.status !== 0) console.log(pr.output.slice(-2000));
} finally {
  server.close();
  rmSync(dir, { recursive: true, force: true });
}
if (failed) process.exitCode = 1;
