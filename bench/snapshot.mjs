// npm run bench:snapshot (also part of npm run bench): citegate snapshot of 200 sources cited by
// URL alone (4 reports of 50 sources, each cited by 2 sentences, a Markdown-like citation with no
// excerpt), against a local web server that answers each request after 50 ms and counts the
// requests it is handling at once; then the offline citegate check that binds the snapshots.
// Runs the command line bundled from the current source, as a user would.
import { execFile, execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { startFakeWeb } from '../test/helpers/fake-web.mjs';
import { CPU_HOOK } from './bundled-cli.mjs';

const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));
const buildDir = path.join(root, 'node_modules', '.cache', 'citegate-bench-snapshot');
const REPORTS = 4;
const SOURCES_PER_REPORT = 50;
const LATENCY_MS = 50;
const TARGET_MS = 10_000;
const CHECK_TARGET_MS = 1_000;

const finding = (page, k) =>
  `Corridor ${page} recorded ${1000 + page * 7 + k} weekday entries in survey wave ${k}, down ${(page + k) % 40} percent on the same wave a year earlier.`;

function pageHtml(page) {
  const body = Array.from(
    { length: 12 },
    (_, k) =>
      `<p>${finding(page, k)} The monitoring office compared matched control corridors, audited the counts twice and published its methods with the margins of error for each corridor and wave.</p>`,
  ).join('\n');
  return `<!doctype html><html><head><title>Corridor ${page} survey</title></head><body><nav><a href="/">Home</a> <a href="/data">Data</a></nav><main><article><h1>Corridor ${page}: survey results</h1>${body}</article></main><footer>© 2026 Monitoring office</footer></body></html>`;
}

function syntheticReport(r, origin) {
  const evidence = [];
  const claims = [];
  for (let i = 0; i < SOURCES_PER_REPORT; i++) {
    const page = r * SOURCES_PER_REPORT + i;
    evidence.push({ id: `ev-${i}`, title: `Corridor ${page}`, url: `${origin}/corridor/${page}`, excerpt: '' });
    for (const k of [2, 9])
      claims.push({
        id: `claim-${i}-${k}`,
        statement: finding(page, k),
        evidence_ids: [`ev-${i}`],
        confidence: 'medium',
      });
  }
  return { inquiry_id: `inq-${r}`, title: `Report ${r}`, summary: 'Synthetic.', claims, evidence, open_questions: [] };
}

function runCli(args, cwd) {
  return new Promise((resolve) => {
    const started = performance.now();
    execFile(
      process.execPath,
      ['--import', CPU_HOOK, path.join(buildDir, 'index.js'), ...args],
      { cwd, env: { ...process.env, NO_COLOR: '1' }, encoding: 'utf8', maxBuffer: 64 << 20 },
      (error, stdout, stderr) => {
        const cpu = /bench-cpu-ms (\d+)/.exec(stderr);
        resolve({
          status: error ? (error.code ?? -1) : 0,
          stdout,
          stderr: stderr.replace(/\nbench-cpu-ms \d+\n/, ''),
          ms: performance.now() - started,
          cpuMs: cpu ? Number(cpu[1]) : NaN,
        });
      },
    );
  });
}

execFileSync(
  'npx',
  ['ncc', 'build', path.join(root, 'src/cli/bin.ts'), '-o', buildDir, '--transpile-only', '--quiet'],
  { cwd: root, stdio: 'inherit' },
);

const web = await startFakeWeb({ latencyMs: LATENCY_MS });
web.fallback((_req, res, { url }) => {
  const page = Number(url.pathname.split('/').pop());
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(pageHtml(page));
});
const dir = mkdtempSync(path.join(tmpdir(), 'citegate-bench-snapshot-'));
mkdirSync(path.join(dir, 'reports'));
// One line, as Python's json.dump writes it.
for (let r = 0; r < REPORTS; r++)
  writeFileSync(path.join(dir, 'reports', `r${r}.report.json`), JSON.stringify(syntheticReport(r, web.origin)));

let failed = false;
try {
  const snap = await runCli(['snapshot', '--provenance-allow-private', 'true', '--archive', 'off'], dir);
  const requests = web.requests.length;
  const sizes = Array.from(
    { length: REPORTS },
    (_, r) => statSync(path.join(dir, 'reports', `r${r}.report.snapshots.json`)).size,
  );
  console.log(
    `sources: ${REPORTS * SOURCES_PER_REPORT} in ${REPORTS} reports (2 sentences each), on one host; server latency ${LATENCY_MS} ms per request`,
  );
  console.log(
    `machine: ${cpus().length} cores, load average ${loadavg()[0].toFixed(1)} when the snapshot ended (wall times grow with other work on the machine)`,
  );
  console.log(
    `snapshot:      ${(snap.ms / 1000).toFixed(2)} s wall (CPU ${(snap.cpuMs / 1000).toFixed(2)} s), exit ${snap.status}   target < ${TARGET_MS / 1000} s`,
  );
  console.log(
    `  requests seen by the server: ${requests}; most in flight at once: ${web.maxInFlight}   target <= 2 per host`,
  );
  console.log(`  snapshot files: ${sizes.map((size) => `${(size / 1000).toFixed(0)} kB`).join(', ')}`);
  if (snap.status !== 0) console.log(snap.stdout, snap.stderr);

  web.reset();
  await web.close();
  const check = await runCli(['check', '--json', 'results.json'], dir);
  const results = JSON.parse(readFileSync(path.join(dir, 'results.json'), 'utf8'));
  console.log(
    `offline check: ${(check.ms / 1000).toFixed(2)} s wall (CPU ${(check.cpuMs / 1000).toFixed(2)} s), exit ${check.status}   target < ${CHECK_TARGET_MS / 1000} s`,
  );
  console.log(
    `  pairs: ${results.totals.pairs}; without source text: ${results.totals.no_source_text}; ungrounded numbers: ${results.totals.ungrounded_numbers}; requests: 0 (server closed)`,
  );
  failed = snap.status !== 0 || check.status !== 0 || web.maxInFlight > 2 || results.totals.no_source_text !== 0;
} finally {
  await web.close().catch(() => {});
  rmSync(dir, { recursive: true, force: true });
}
if (failed) process.exitCode = 1;
