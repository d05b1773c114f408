// The article benchmark's measuring process (bundled by bench/run.mjs): the whole check of one
// STORM folder with `--semantic off`, and the sentence split alone, best of several runs.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runCheck } from '../src/check/run.js';
import { articleSentences } from '../src/formats/sentences/article.js';
import { DEFAULT_THRESHOLDS } from '../src/gate/thresholds.js';

async function main(): Promise<void> {
  const [dir, runsText] = process.argv.slice(2) as [string, string | undefined];
  const runs = Number(runsText ?? 7);
  const checks: number[] = [];
  let results;
  for (let run = 0; run < runs; run++) {
    const start = performance.now();
    results = await runCheck({
      cwd: dir,
      patterns: [],
      thresholds: DEFAULT_THRESHOLDS,
      mode: 'off',
      verifier: { missing: 'semantic_off' },
    });
    checks.push(performance.now() - start);
  }
  const report = results!.reports[0]!;
  if (report.error || report.format !== 'storm')
    throw new Error(`the benchmark folder did not read as STORM: ${JSON.stringify(report.error)}`);
  // A folder whose citations all went unresolved checks no pair: a benchmark of nothing.
  if (report.pairs.length === 0 || report.findings.some((finding) => finding.code === 'unresolved_citation'))
    throw new Error('the benchmark article bound no pair: its citations did not resolve');
  const text = readFileSync(path.join(dir, 'topic/storm_gen_article_polished.txt'), 'utf8');
  const splits: number[] = [];
  for (let run = 0; run < runs; run++) {
    const start = performance.now();
    articleSentences(text);
    splits.push(performance.now() - start);
  }
  process.stdout.write(
    JSON.stringify({
      checkMs: Math.min(...checks),
      splitMs: Math.min(...splits),
      claims: report.claims.length,
      pairs: report.pairs.length,
      evidence: report.evidence.length,
      ungrounded: report.findings.filter((finding) => finding.code === 'ungrounded_number').length,
      peakRssMb: process.resourceUsage().maxRSS / 1024,
    }) + '\n',
  );
}

void main();
