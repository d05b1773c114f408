// npm run bench:semantic: the semantic verifier at its defaults (batch 8, concurrency 4) on
// 1,000 claim/evidence pairs in 100 reports, against a local OpenAI-compatible server that
// takes 200 ms per request; then the same run again, which the cache must answer alone.
// Runs the bundled command line (npm run build first) as a user would; no TypeScript loader.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startFakeOpenAI } from '../test/helpers/fake-openai.mjs';
import { requireBundle, runCli } from './bundled-cli.mjs';

requireBundle('bench:semantic');

const REPORTS = 100;
const CLAIMS_PER_REPORT = 10;
const LATENCY_MS = 200;
const TARGET_FIRST_RUN_MS = 15_000;

function syntheticReport(r) {
  // IDs repeat across reports, as a pipeline's do; the texts differ so no two pairs share a cache key.
  const evidence = Array.from({ length: CLAIMS_PER_REPORT }, (_, i) => ({
    id: `ev-${i}`,
    title: `Source ${r}-${i}`,
    url: `https://data.example.org/records/${r}/${i}`,
    excerpt: `Record ${r}-${i}: average travel time on corridor ${i} fell by ${(r + i) % 40} percent in ${2000 + r}. The comparison used matched control corridors and audited counts.`,
    relation: 'supports',
    published_at: '2025-06-01T00:00:00Z',
  }));
  const claims = evidence.map((record, i) => ({
    id: `claim-${i}`,
    statement: `Average travel time on corridor ${i} fell by ${(r + i) % 40} percent in ${2000 + r}.`,
    evidence_ids: [record.id],
    confidence: 'high',
  }));
  return { inquiry_id: `inq-${r}`, title: `Report ${r}`, summary: 'Synthetic.', claims, evidence, open_questions: [] };
}

const dir = mkdtempSync(path.join(tmpdir(), 'citegate-bench-semantic-'));
mkdirSync(path.join(dir, 'reports'));
for (let r = 0; r < REPORTS; r++)
  writeFileSync(
    path.join(dir, 'reports', `r${String(r).padStart(3, '0')}.report.json`),
    JSON.stringify(syntheticReport(r)),
  );

const server = await startFakeOpenAI({ latencyMs: LATENCY_MS });
const args = [
  'check',
  '--model',
  'bench-model',
  '--base-url',
  server.baseUrl,
  '--max-pairs',
  'none',
  '--json',
  'results.json',
];
const env = { OPENAI_API_KEY: 'bench-key', NO_COLOR: '1' };
let failed = false;

try {
  const summarize = () => {
    const results = JSON.parse(readFileSync(path.join(dir, 'results.json'), 'utf8'));
    const sum = (field) => results.reports.reduce((total, report) => total + report.provider[field], 0);
    return {
      verified: results.totals.verified_pairs,
      pairs: results.totals.pairs,
      cached: sum('cached'),
      answered: sum('answered'),
      retries: sum('retries'),
    };
  };

  const first = await runCli(args, dir, env);
  const firstCalls = server.calls.length;
  const usage = server.usage;
  const a = summarize();
  console.log(`first run:  ${(first.ms / 1000).toFixed(2)} s wall, exit ${first.status}`);
  console.log(`  pairs ${a.pairs}, verified ${a.verified} (model ${a.answered}, cache ${a.cached})`);
  console.log(`  requests ${firstCalls} (HTTP, retries included), retries ${a.retries}`);
  console.log(
    `  tokens counted by the server (chars/4): prompt ${usage.prompt_tokens}, completion ${usage.completion_tokens}`,
  );

  const second = await runCli(args, dir, env);
  const b = summarize();
  const secondCalls = server.calls.length - firstCalls;
  console.log(`second run: ${(second.ms / 1000).toFixed(2)} s wall, exit ${second.status}`);
  console.log(`  pairs ${b.pairs}, verified ${b.verified} (model ${b.answered}, cache ${b.cached})`);
  console.log(`  requests ${secondCalls}`);

  const checks = [
    [`first run under ${TARGET_FIRST_RUN_MS / 1000} s`, first.ms < TARGET_FIRST_RUN_MS],
    ['first run verified every pair', a.verified === a.pairs && a.pairs === REPORTS * CLAIMS_PER_REPORT],
    ['second run made zero requests', secondCalls === 0],
    ['second run verified every pair from the cache', b.cached === b.pairs],
  ];
  for (const [name, ok] of checks) console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}`);
  failed = checks.some(([, ok]) => !ok) || first.status !== 0 || second.status !== 0;
  if (first.status !== 0 || second.status !== 0) console.error(first.stderr + second.stderr);
} finally {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
