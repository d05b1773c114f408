// The Markdown benchmark's measuring process (bundled by bench/run.mjs): the whole check of one
// Markdown report with `--format markdown --semantic off`, and the reading alone (parse, source
// lists, sentences, markers), best of several runs.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runCheck } from '../src/check/run.js';
import { readMarkdown } from '../src/formats/markdown/index.js';
import { DEFAULT_THRESHOLDS } from '../src/gate/thresholds.js';

async function main(): Promise<void> {
  const [dir, runsText] = process.argv.slice(2) as [string, string | undefined];
  const runs = Number(runsText ?? 7);
  const checks: number[] = [];
  const cpus: number[] = [];
  let results;
  for (let run = 0; run < runs; run++) {
    const start = performance.now();
    const cpu = process.cpuUsage();
    results = await runCheck({
      cwd: dir,
      patterns: ['report.md'],
      format: 'markdown',
      thresholds: DEFAULT_THRESHOLDS,
      mode: 'off',
      verifier: { missing: 'semantic_off' },
    });
    checks.push(performance.now() - start);
    const used = process.cpuUsage(cpu);
    cpus.push((used.user + used.system) / 1000);
  }
  const report = results!.reports[0]!;
  if (report.error || report.format !== 'markdown')
    throw new Error(`the benchmark report did not read as Markdown: ${JSON.stringify(report.error)}`);
  const text = readFileSync(path.join(dir, 'report.md'), 'utf8');
  const reads: number[] = [];
  for (let run = 0; run < runs; run++) {
    const start = performance.now();
    readMarkdown(text);
    reads.push(performance.now() - start);
  }
  process.stdout.write(
    JSON.stringify({
      checkMs: Math.min(...checks),
      checkCpuMs: Math.min(...cpus),
      readMs: Math.min(...reads),
      claims: report.claims.length,
      pairs: report.pairs.length,
      evidence: report.evidence.length,
      dialect: report.dialect,
      ungrounded: report.findings.filter((finding) => finding.code === 'ungrounded_number').length,
      notices: report.findings.filter((finding) => 'level' in finding).length,
      peakRssMb: process.resourceUsage().maxRSS / 1024,
    }) + '\n',
  );
}

void main();
