// npm run bench:eval: `citegate eval` on a dataset of 500 claim/evidence pairs (a synthetic
// HealthVer-shaped CSV) at the default settings (3 trials, batch 8, concurrency 4), against a
// local OpenAI-compatible server that takes 200 ms per request. Target: under 40 s.
// Runs the bundled command line (npm run build first) as a user would; no TypeScript loader.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { answerPairs, startFakeOpenAI } from '../test/helpers/fake-openai.mjs';
import { requireBundle, runCli } from './bundled-cli.mjs';

requireBundle('bench:eval');

const PAIRS = 500;
const LATENCY_MS = 200;
const TARGET_MS = 40_000;
const LABELS = ['Supports', 'Refutes', 'Neutral'];

// Synthetic rows: a third of each label; the server calls every fifth Supports row Refutes.
const rows = Array.from({ length: PAIRS }, (_, i) => {
  const label = LABELS[i % 3];
  const percent = 5 + (i % 40);
  const claim = `The pilot cut travel time on corridor ${i} by ${percent} percent.`;
  const evidence =
    label === 'Supports'
      ? `Travel time on corridor ${i} fell by ${percent} percent against matched controls. Counts were audited.`
      : label === 'Refutes'
        ? `Travel time on corridor ${i} rose by ${percent} percent against matched controls. Counts were audited.`
        : `The pilot on corridor ${i} began in spring. No outcome data have been published.`;
  return { id: String(10_000 + i), claim, evidence, label };
});
const csv =
  [
    'id,evidence,claim,label,topic_ip,question',
    ...rows.map((row) => [row.id, row.evidence, row.claim, row.label, '1', 'did it work?'].join(',')),
  ].join('\n') + '\n';
const byClaim = new Map(rows.map((row, i) => [row.claim, { ...row, i }]));
const VERDICT = { Supports: 'supports', Refutes: 'contradicts', Neutral: 'insufficient' };

const dir = mkdtempSync(path.join(tmpdir(), 'citegate-bench-eval-'));
writeFileSync(path.join(dir, 'dataset.csv'), csv);
const server = await startFakeOpenAI({
  latencyMs: LATENCY_MS,
  respond: (call) => ({
    verifications: answerPairs(call.pairs, (pair) => {
      const row = byClaim.get(pair.claim);
      if (!row) return {};
      const verdict = VERDICT[row.label];
      return { verdict: verdict === 'supports' && row.i % 5 === 0 ? 'contradicts' : verdict };
    }),
  }),
});
let failed = false;
try {
  const result = await runCli(
    [
      'eval',
      '--dataset',
      'dataset.csv',
      '--dataset-format',
      'healthver-csv',
      '--model',
      'bench-model',
      '--base-url',
      server.baseUrl,
      '--json',
      'eval.json',
      '--html',
      'eval.html',
    ],
    dir,
    { OPENAI_API_KEY: 'bench-key', NO_COLOR: '1' },
  );
  const report = JSON.parse(readFileSync(path.join(dir, 'eval.json'), 'utf8'));
  const { overall } = report.metrics;
  const asked = report.trials.reduce((sum, trial) => sum + trial.total, 0);
  console.log(
    `eval: ${report.case_count} pairs x ${report.trials.length} trials = ${asked} pairs asked, server latency ${LATENCY_MS} ms, defaults (batch 8, concurrency 4)`,
  );
  console.log(
    `wall:      ${(result.ms / 1000).toFixed(2)} s for the whole command (JSON and HTML written), exit ${result.status}   target < ${TARGET_MS / 1000} s`,
  );
  console.log(
    `requests:  ${server.calls.length} HTTP (${report.cost.requests} logical, ${report.cost.retries} retries); model time ${(report.cost.wall_ms / 1000).toFixed(2)} s, ${(report.cost.per_100_pairs.wall_ms / 1000).toFixed(2)} s per 100 pairs`,
  );
  console.log(
    `tokens:    ${report.cost.prompt_tokens} prompt + ${report.cost.completion_tokens} completion (the server counts chars/4)`,
  );
  console.log(
    `figures:   false-contradiction rate ${overall.false_contradiction_rate.toFixed(3)} (scripted 0.200), macro-F1 ${overall.macro_f1.toFixed(3)}`,
  );
  const checks = [
    [`under ${TARGET_MS / 1000} s`, result.ms < TARGET_MS],
    [
      'every pair answered',
      overall.confusion.supports.none + overall.confusion.contradicts.none + overall.confusion.insufficient.none === 0,
    ],
    ['the scripted confusion came back', Math.abs(overall.false_contradiction_rate - 0.2) < 0.01],
  ];
  for (const [name, ok] of checks) console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}`);
  failed = checks.some(([, ok]) => !ok) || result.status === 2;
  if (result.status === 2) console.error(result.stderr);
} finally {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
