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

async function timed(work: () => Promise<void>): Promise<Timing> {
  const wallStart = performance.now();
  const cpuStart = process.cpuUsage();
  await work();
  const cpu = process.cpuUsage(cpuStart);
  return { wall: performance.now() - wallStart, cpu: (cpu.user + cpu.system) / 1000 };
}

async function lowerBound(file: string): Promise<Timing> {
  return timed(async () => {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(await readFile(file));
    const data = JSON.parse(text) as Report;
    for (const claim of data.report.claims) claimFingerprint(claim.statement);
    for (const record of data.report.evidence) evidenceFingerprint(record.excerpt);
  });
}

async function wholeCheck(dir: string): Promise<Timing> {
  return timed(async () => {
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
  const stages: { prepare: Timing; numeric: Timing; foundIn: Timing }[] = [];
  let pairs = 0;
  let numeric = 0;
  for (let run = 0; run < runs; run++) {
    let prepared: ReturnType<typeof prepareReport> | undefined;
    const prepare = await timed(async () => {
      prepared = prepareReport(
        parseReportFile(file, readFileSync(file)) as Extract<ReturnType<typeof parseReportFile>, { ok: true }>,
      );
    });
    const index = (prepared as ReturnType<typeof prepareReport>).index;
    let findings: ReturnType<typeof numericFindings> = [];
    const numericTiming = await timed(async () => {
      findings = numericFindings(index);
    });
    const foundIn = await timed(async () => {
      locateElsewhere(index, findings, [], []);
    });
    stages.push({ prepare, numeric: numericTiming, foundIn });
    pairs = index.pairs.length;
    numeric = findings.length;
  }
  const bestOf = (stage: 'prepare' | 'numeric' | 'foundIn', key: keyof Timing) =>
    best(stages.map((timing) => timing[stage][key]));
  process.stdout.write(
    JSON.stringify({
      checkMs: best(checks.map((timing) => timing.wall)),
      lowerBoundMs: best(bounds.map((timing) => timing.wall)),
      checkCpuMs: best(checks.map((timing) => timing.cpu)),
      lowerBoundCpuMs: best(bounds.map((timing) => timing.cpu)),
      prepareMs: bestOf('prepare', 'wall'),
      prepareCpuMs: bestOf('prepare', 'cpu'),
      numericMs: bestOf('numeric', 'wall'),
      numericCpuMs: bestOf('numeric', 'cpu'),
      foundInMs: bestOf('foundIn', 'wall'),
      foundInCpuMs: bestOf('foundIn', 'cpu'),
      numericFindings: numeric,
      pairs,
      peakRssMb: process.resourceUsage().maxRSS / 1024,
    }) + '\n',
  );
}

void main();
