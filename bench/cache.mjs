// npm run bench:cache: a semantic cache larger than the longest string Node can hold (about
// 512 MiB), with the answers a report needs on its last lines. The bundled command line must
// read it to the end (zero model requests on the second run) and keep every entry when it
// rewrites it. Before the cache was JSON Lines read line by line, such a file was read as empty
// and rewritten with only the new answers. Needs about 1.5 GB of free space in the temp folder.
import { createHash } from 'node:crypto';
import {
  createReadStream,
  createWriteStream,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { startFakeOpenAI } from '../test/helpers/fake-openai.mjs';
import { requireBundle, runCli } from './bundled-cli.mjs';

requireBundle('bench:cache');

const TARGET_BYTES = 600 * 1024 * 1024;
const sha = (text) => createHash('sha256').update(text).digest('hex');

async function countLines(file) {
  let lines = 0;
  for await (const _ of createInterface({ input: createReadStream(file), crlfDelay: Infinity })) lines++;
  return lines;
}

const report = {
  inquiry_id: 'inq-cache',
  title: 'Cache bench',
  summary: 'Synthetic.',
  claims: Array.from({ length: 20 }, (_, i) => ({
    id: `c${i}`,
    statement: `Average travel time on corridor ${i} fell by ${i} percent.`,
    evidence_ids: [`e${i}`],
  })),
  evidence: Array.from({ length: 20 }, (_, i) => ({
    id: `e${i}`,
    title: `Source ${i}`,
    url: `https://data.example.org/${i}`,
    excerpt: `Average travel time on corridor ${i} fell by ${i} percent. Counts were audited.`,
    relation: 'supports',
  })),
  open_questions: [],
};

const dir = mkdtempSync(path.join(tmpdir(), 'citegate-bench-cache-'));
writeFileSync(path.join(dir, 'a.report.json'), JSON.stringify(report));
const cacheFile = path.join(dir, '.citegate', 'cache.json');
const server = await startFakeOpenAI();
const args = ['check', '--model', 'bench-model', '--base-url', server.baseUrl];
const env = { OPENAI_API_KEY: 'bench-key', NO_COLOR: '1' };
let failed = true;

try {
  // 1. A first run asks the model and stores the 20 answers the report needs.
  const first = await runCli(args, dir, env);
  const [headerLine, ...needed] = readFileSync(cacheFile, 'utf8').trim().split('\n');
  const header = JSON.parse(headerLine);

  // 2. The same answers after 600 MiB of other valid entries (long limitations keep the count low).
  const started = performance.now();
  const out = createWriteStream(cacheFile);
  out.write(headerLine + '\n');
  const filler = 'x'.repeat(5000);
  let bytes = 0;
  let fillers = 0;
  while (bytes < TARGET_BYTES) {
    const entry = {
      verdict: 'supports',
      quote: null,
      limitations: Array.from({ length: 10 }, (_, k) => `${fillers}-${k} ${filler}`),
      confidence: 0.5,
      claim_sha256: sha(`claim ${fillers}`),
      evidence_sha256: sha(`evidence ${fillers}`),
      model: 'bench-model',
      verifier_version: 'bench-filler',
    };
    const key = sha(JSON.stringify([entry.claim_sha256, entry.evidence_sha256, entry.model, entry.verifier_version]));
    const line = JSON.stringify({ key, last_run: header.run, entry }) + '\n';
    if (!out.write(line)) await once(out, 'drain');
    bytes += line.length;
    fillers++;
  }
  for (const line of needed) out.write(line + '\n');
  out.end();
  await once(out, 'finish');
  const size = statSync(cacheFile).size;
  console.log(
    `cache written: ${(size / 1024 / 1024).toFixed(0)} MiB, ${fillers + needed.length} entries (${needed.length} needed, on the last lines) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  // 3. The second run must find all 20 at the end of the file, and keep every entry.
  const callsBefore = server.calls.length;
  const second = await runCli([...args, '--json', 'results.json'], dir, env);
  const results = JSON.parse(readFileSync(path.join(dir, 'results.json'), 'utf8'));
  const cached = results.reports[0].provider.cached;
  const linesAfter = await countLines(cacheFile);
  console.log(
    `second run: ${(second.ms / 1000).toFixed(2)} s wall (read ${(size / 1024 / 1024).toFixed(0)} MiB, rewrote it), exit ${second.status}`,
  );
  console.log(
    `  requests ${server.calls.length - callsBefore}, pairs from the cache ${cached} of ${results.totals.pairs}`,
  );
  console.log(`  entries in the cache after the run: ${linesAfter - 1}`);
  if (second.stderr) console.log(`  stderr: ${second.stderr.trim()}`);

  const checks = [
    ['first run exit 0', first.status === 0],
    ['the cache is larger than 512 MiB', size > 512 * 1024 * 1024],
    ['second run made zero requests', server.calls.length === callsBefore],
    ['every pair came from the cache', cached === results.totals.pairs && cached === 20],
    ['every entry was kept', linesAfter - 1 === fillers + needed.length],
  ];
  for (const [name, ok] of checks) console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}`);
  failed = checks.some(([, ok]) => !ok);
} finally {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
