// The core benchmark's measuring process (bundled by bench/run.mjs). It times the whole check
// against the lower bound any implementation must pay in this process: reading the file,
// parsing its JSON and hashing every claim and excerpt once.
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { runCheck } from '../src/check/run.js';
import { DEFAULT_THRESHOLDS } from '../src/gate/thresholds.js';
import { parseReportFile } from '../src/report/parse.js';
import { prepareReport } from '../src/check/prepare.js';
import { numericFindings } from '../src/check/numeric-findings.js';
import { locateElsewhere } from '../src/check/found-in.js';
import { claimFingerprint, evidenceFingerprint } from '../src/text/fingerprint.js';

interface Report {
  report: { claims: { statement: string }[]; evidence: { excerpt: string }[] };
}

// Each measurement gives wall time and this process's CPU time: on a shared machine waiting for
// a core inflates the first, much less the second.
interface Timing {
  wall: number;
  cpu: number;
}

/** `work` timed, with what it returned. */
async function timed<T>(work: () => T | Promise<T>): Promise<{ timing: Timing; value: T }> {
  const wallStart = performance.now();
  const cpuStart = process.cpuUsage();
  const value = await work();
  const cpu = process.cpuUsage(cpuStart);
  return { timing: { wall: performance.now() - wallStart, cpu: (cpu.user + cpu.system) / 1000 }, value };
}

async function lowerBound(file: string): Promise<Timing> {
  const { timing } = await timed(async () => {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(await readFile(file));
    const data = JSON.parse(text) as Report;
    for (const claim of data.report.claims) claimFingerprint(claim.statement);
    for (const record of data.report.evidence) evidenceFingerprint(record.excerpt);
  });
  return timing;
}

async function wholeCheck(dir: string): Promise<Timing> {
  const { timing } = await timed(async () => {
    const results = await runCheck({
      cwd: dir,
      patterns: ['*.report.json'],
      thresholds: DEFAULT_THRESHOLDS,
      mode: 'auto',
      verifier: { missing: 'missing_api_key' },
    });
    if (results.totals.verified_pairs !== results.totals.pairs || results.totals.binding_errors !== 0) {
      throw new Error(`benchmark report did not bind cleanly: ${JSON.stringify(results.totals)}`);
    }
  });
  return timing;
}

// The fastest of several runs: on a shared machine the slower ones measure the neighbours.
function best(values: number[]): number {
  return Math.min(...values);
}

async function main(): Promise<void> {
  const [dir, runsText] = process.argv.slice(2) as [string, string | undefined];
  const runs = Number(runsText ?? 7);
  const file = path.join(dir, 'bench.report.json');
  // `bound`: only the lower bound, for a benchmark that times the bundled command line itself (bench/cli.mjs).
  if (process.argv[4] === 'bound') {
    const alone: Timing[] = [];
    for (let run = 0; run < runs; run++) alone.push(await lowerBound(file));
    process.stdout.write(
      JSON.stringify({
        lowerBoundMs: best(alone.map((timing) => timing.wall)),
        lowerBoundCpuMs: best(alone.map((timing) => timing.cpu)),
      }) + '\n',
    );
    return;
  }
  const bounds: Timing[] = [];
  const checks: Timing[] = [];
  for (let run = 0; run < runs; run++) {
    bounds.push(await lowerBound(file));
    checks.push(await wholeCheck(dir));
  }
  // The stages the lower bound leaves out, each timed on a freshly prepared report: an excerpt's
  // numbers are read once and kept with its record, so a second pass over the same report would
  // time only the look-ups. `prepare`: read, decode, parse with positions, validate, normalise,
  // index and fingerprint; `numeric`: numeric grounding; `foundIn`: where the report's other
  // excerpts hold each ungrounded number (docs/checks.md#found-in-where-the-number-or-quote-really-is),
  // which reads the numbers of every excerpt grounding did not.
  const stages: { prepare: number; numeric: number; foundIn: number }[] = [];
  let pairs = 0;
  let numeric = 0;
  for (let run = 0; run < runs; run++) {
    const prepared = await timed(() =>
      prepareReport(
        parseReportFile(file, readFileSync(file)) as Extract<ReturnType<typeof parseReportFile>, { ok: true }>,
      ),
    );
    const { index } = prepared.value;
    const findings = await timed(() => numericFindings(index));
    const foundIn = await timed(() => locateElsewhere(index, findings.value, [], []));
    stages.push({ prepare: prepared.timing.cpu, numeric: findings.timing.cpu, foundIn: foundIn.timing.cpu });
    pairs = index.pairs.length;
    numeric = findings.value.length;
  }
  const bestOf = (stage: 'prepare' | 'numeric' | 'foundIn') => best(stages.map((cpu) => cpu[stage]));
  process.stdout.write(
    JSON.stringify({
      checkMs: best(checks.map((timing) => timing.wall)),
      lowerBoundMs: best(bounds.map((timing) => timing.wall)),
      checkCpuMs: best(checks.map((timing) => timing.cpu)),
      lowerBoundCpuMs: best(bounds.map((timing) => timing.cpu)),
      prepareCpuMs: bestOf('prepare'),
      numericCpuMs: bestOf('numeric'),
      foundInCpuMs: bestOf('foundIn'),
      numericFindings: numeric,
      pairs,
      peakRssMb: process.resourceUsage().maxRSS / 1024,
    }) + '\n',
  );
}

void main();
