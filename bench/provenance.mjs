// npm run bench:provenance (also part of npm run bench): provenance checking of 500 evidence
// records over 200 URLs, against a local web server that answers each request after 50 ms and
// counts how many requests it is handling at once; then the same run again, which the cache
// must answer alone. Then the peak memory of checking pages at the body cap (bench/provenance-memory.mjs:
// eight 20 MB pages, eight brotli bombs). Runs the command line bundled from the current source,
// as a user would.
import { execFile, execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { startFakeWeb } from '../test/helpers/fake-web.mjs';
import { measureProvenanceMemory } from './provenance-memory.mjs';
import { seconds } from './tree-usage.mjs';

const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));
const buildDir = path.join(root, 'node_modules', '.cache', 'citegate-bench-provenance');
const REPORTS = 5;
const RECORDS_PER_REPORT = 100;
const URLS = 200;
const LATENCY_MS = 50;
const TARGET_MS = 10_000;

const sentence = (page, k) =>
  `Corridor ${page} recorded ${1000 + page * 7 + k} weekday entries in survey wave ${k}, down ${(page + k) % 40} percent on the same wave a year earlier.`;

function pageHtml(page) {
  const body = [0, 1, 2]
    .map(
      (k) =>
        `<p>${sentence(page, k)} The monitoring office compared matched control corridors and audited counts before publishing these figures.</p>`,
    )
    .join('\n');
  return `<!doctype html><html><head><title>Corridor ${page}</title></head><body><nav><a href="/">Home</a> <a href="/data">Data</a></nav><main><article><h1>Corridor ${page}: survey results</h1>${body}</article></main><footer>© 2026 Monitoring office</footer></body></html>`;
}

function syntheticReport(r, origin) {
  const evidence = Array.from({ length: RECORDS_PER_REPORT }, (_, i) => {
    const n = r * RECORDS_PER_REPORT + i;
    const page = n % URLS;
    return {
      id: `ev-${i}`,
      title: `Corridor ${page}`,
      url: `${origin}/corridor/${page}`,
      excerpt: sentence(page, Math.floor(n / URLS) % 3),
      relation: 'supports',
    };
  });
  const claims = [
    {
      id: 'claim-1',
      statement: 'Weekday entries fell on the surveyed corridors.',
      evidence_ids: evidence.map((record) => record.id),
      confidence: 'medium',
    },
  ];
  return { inquiry_id: `inq-${r}`, title: `Report ${r}`, summary: 'Synthetic.', claims, evidence, open_questions: [] };
}

function runCli(args, cwd) {
  return new Promise((resolve) => {
    const started = performance.now();
    execFile(
      process.execPath,
      [path.join(buildDir, 'index.js'), ...args],
      { cwd, env: { ...process.env, NO_COLOR: '1' }, encoding: 'utf8', maxBuffer: 64 << 20 },
      (error, stdout, stderr) => {
        resolve({ status: error ? (error.code ?? -1) : 0, stdout, stderr, ms: performance.now() - started });
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
const dir = mkdtempSync(path.join(tmpdir(), 'citegate-bench-provenance-'));
mkdirSync(path.join(dir, 'reports'));
for (let r = 0; r < REPORTS; r++)
  writeFileSync(
    path.join(dir, 'reports', `r${r}.report.json`),
    JSON.stringify(syntheticReport(r, web.origin), null, 2),
  );

const args = ['check', '--provenance', 'check', '--provenance-allow-private', 'true', '--json', 'results.json'];
let failed = false;
try {
  const summarize = () => {
    const results = JSON.parse(readFileSync(path.join(dir, 'results.json'), 'utf8'));
    const counts = Object.entries(results.totals.provenance)
      .filter(([, count]) => count > 0)
      .map(([status, count]) => `${status} ${count}`)
      .join(', ');
    return { counts, stats: results.provenance };
  };

  const first = await runCli(args, dir);
  const a = summarize();
  const firstRequests = web.requests.length;
  console.log(
    `records: ${REPORTS * RECORDS_PER_REPORT} in ${REPORTS} reports, over ${URLS} URLs on one host; server latency ${LATENCY_MS} ms per request`,
  );
  console.log(
    `machine: ${cpus().length} cores, load average ${loadavg()[0].toFixed(1)} when the first run ended (wall times grow with other work on the machine)`,
  );
  console.log(`first run:  ${seconds(first.ms)} wall, exit ${first.status}   target < ${TARGET_MS / 1000} s`);
  console.log(`  statuses: ${a.counts}`);
  console.log(
    `  requests seen by the server: ${firstRequests} (citegate counted ${a.stats.requests}); most in flight at once: ${web.maxInFlight}   target <= 2 per host`,
  );
  if (first.status !== 0) console.log(first.stderr);

  web.reset();
  const second = await runCli(args, dir);
  const b = summarize();
  console.log(`second run: ${seconds(second.ms)} wall, exit ${second.status}`);
  console.log(`  statuses: ${b.counts}`);
  console.log(
    `  requests seen by the server: ${web.requests.length}; from cache: ${b.stats.fresh_from_cache} URLs   target 0 requests`,
  );
  failed = first.status !== 0 || second.status !== 0 || web.requests.length !== 0 || web.maxInFlight > 2;
} finally {
  await web.close();
  rmSync(dir, { recursive: true, force: true });
}
console.log('');
if (!(await measureProvenanceMemory(path.join(buildDir, 'index.js')))) failed = true;
if (failed) process.exitCode = 1;
