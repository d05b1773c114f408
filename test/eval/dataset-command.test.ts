// `citegate eval --dataset` in-process against the fake server (real SDK), scripted with a known
// confusion: the exact matrix, the rates, the intervals against an independent computation, the
// cost from the API's usage, and the promotion decision under each rule.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../../src/cli/io.js';
import { BOOTSTRAP_RESAMPLES, stratifiedResamples } from '../../src/eval/bootstrap.js';
import { evalCommand } from '../../src/cli/eval-command.js';
import { parseFever } from '../../src/eval/datasets/fever.js';
import { evalReport, modelTrial, type EvalReport } from '../../src/eval/run.js';
import type { Verdict } from '../../src/report/schema.js';
import { createProvider } from '../../src/semantic/provider.js';
import { fakeOpenAIPerTest, type FakeOpenAI } from '../helpers/fake-openai.js';
import { memoryIo } from './support.js';
import {
  citegateCases,
  feverJsonl,
  healthVerCsv,
  onlyFalseContradictions,
  sciFact,
  scriptedConfusion,
  scriptedVerdict,
  syntheticRows,
  type SyntheticRow,
} from './synthetic.js';

const KEY = 'sk-dataset-secret-41c9';
let server: FakeOpenAI;
fakeOpenAIPerTest((started) => (server = started));

const rows = syntheticRows(); // 25 supports, 20 contradicts, 15 insufficient
const modelArgs = () => ['--model', 'fake-model', '--base-url', server.baseUrl, '--max-retries', '0'];
const readReport = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as EvalReport;

/** The matrix the script must produce, counted here from the rule, per trial. */
function expectedMatrix(data: readonly SyntheticRow[], verdictOf: (row: SyntheticRow) => Verdict, trials: number) {
  const matrix: Record<string, Record<string, number>> = {};
  for (const gold of ['supports', 'contradicts', 'insufficient', 'unverifiable'])
    matrix[gold] = { supports: 0, contradicts: 0, insufficient: 0, unverifiable: 0, none: 0 };
  for (const row of data) matrix[row.gold]![verdictOf(row)]! += trials;
  return matrix;
}

type VerdictOf = (row: SyntheticRow, call: number) => Verdict;

async function runDataset(files: Record<string, string>, args: string[], verdictOf: VerdictOf = scriptedVerdict) {
  server.script(scriptedConfusion(rows, verdictOf));
  const { io, out, file } = memoryIo({ OPENAI_API_KEY: KEY });
  for (const [name, text] of Object.entries(files)) writeFileSync(file(name), text);
  const status = await evalCommand([...modelArgs(), ...args, '--json', 'report.json'], io);
  return { status, out, report: readReport(file('report.json')), file };
}

describe('citegate eval --dataset with a known confusion', () => {
  it.each([
    ['healthver-csv', { 'hv.csv': healthVerCsv(rows) }, ['--dataset', 'hv.csv']],
    ['fever-jsonl', { 'f.jsonl': feverJsonl(rows) }, ['--dataset', 'f.jsonl']],
    [
      'scifact',
      { 'claims.jsonl': sciFact(rows).claims, 'corpus.jsonl': sciFact(rows).corpus },
      ['--dataset', 'claims.jsonl'],
    ],
    ['citegate', { 'cases.json': citegateCases(rows) }, ['--dataset', 'cases.json']],
  ] as const)('%s: the exact matrix and rates', async (format, files, args) => {
    const { status, out, report } = await runDataset(files, [...args, '--dataset-format', format]);
    expect(status).toBe(1);
    expect(report.metrics.overall.confusion).toEqual(expectedMatrix(rows, scriptedVerdict, 3));
    // Every fifth of 25 gold supports called contradicts; every fourth of 20 gold contradicts called supports.
    expect(report.metrics.overall).toMatchObject({
      false_contradictions: 15,
      gold_supports: 75,
      false_contradiction_rate: 0.2,
      missed_contradictions: 15,
      gold_contradicts: 60,
      missed_contradiction_rate: 0.25,
    });
    expect(report.metrics.per_trial.map((trial) => trial.false_contradiction_rate)).toEqual([0.2, 0.2, 0.2]);
    expect(report.metrics.trial_agreement).toBe(1);
    expect(report.dataset).toMatchObject({ format, rows: 60, usable: 60, skipped: [], sample: null });
    expect(out.stdout).toMatch(/\nsupports +60 +15 +0 +0 +75\n/);
    expect(out.stdout).toMatch(
      /false-contradiction rate +0\.200 +\d\.\d{3}–\d\.\d{3} +15 of 75 gold supports called contradicts/,
    );
    if (format === 'citegate') {
      // The synthetic cases carry a gold quote but no limitation terms.
      expect(report.checks_left_out).toEqual(['limitations']);
    } else {
      // No gold quote, no limitation terms: those checks are left out, and the output says so.
      expect(report.checks_left_out).toEqual(['quote_contains', 'limitations']);
      expect(out.stdout).toContain(
        'checks left out: quote_contains, limitations (the data has no gold quote or limitation terms); a case passes on ids, verdict, hashes, quote_bound',
      );
    }
    expect(report.mean_pass_rate).toBe(0.75);
    expect(JSON.stringify(report) + out.stdout + out.stderr).not.toContain(KEY);
  });

  it('per-verdict precision, recall, F1 and macro-F1 are the counted ones', async () => {
    const { report } = await runDataset({ 'f.jsonl': feverJsonl(rows) }, [
      '--dataset',
      'f.jsonl',
      '--dataset-format',
      'fever-jsonl',
      '--runs',
      '1',
    ]);
    const { per_verdict, macro_f1 } = report.metrics.overall;
    // supports: 20 right of 25 gold, 25 predicted (20 + 5 missed contradictions).
    expect(per_verdict.supports).toEqual({
      gold: 25,
      predicted: 25,
      correct: 20,
      precision: 0.8,
      recall: 0.8,
      f1: 0.8,
    });
    expect(per_verdict.contradicts).toEqual({
      gold: 20,
      predicted: 20,
      correct: 15,
      precision: 0.75,
      recall: 0.75,
      f1: 0.75,
    });
    expect(per_verdict.insufficient).toEqual({
      gold: 15,
      predicted: 10,
      correct: 10,
      precision: 1,
      recall: 10 / 15,
      f1: 0.8,
    });
    expect(per_verdict.unverifiable).toMatchObject({ gold: 0, predicted: 5, f1: 0 });
    expect(macro_f1).toBeCloseTo((0.8 + 0.75 + 0.8) / 3, 12);
  });

  it('the 95% intervals match Python on the same resampling indices', async () => {
    const { report } = await runDataset({ 'f.jsonl': feverJsonl(rows) }, [
      '--dataset',
      'f.jsonl',
      '--dataset-format',
      'fever-jsonl',
      '--seed',
      '5',
      '--runs',
      '2',
    ]);
    const cases = report.trials[0]!.cases.map((score, at) => ({
      gold: score.expected,
      verdicts: report.trials.map((trial) => trial.cases[at]!.verdict),
      passed: report.trials.filter((trial) => trial.cases[at]!.passed).length,
    }));
    const resamples = stratifiedResamples(
      cases.map((entry) => entry.gold),
      BOOTSTRAP_RESAMPLES,
      5,
    );
    const script = `
import json, statistics, sys
d = json.load(sys.stdin); cases = d["cases"]; labels = ["supports", "contradicts", "insufficient"]
def stats(idx):
    pairs = [(cases[i]["gold"], v) for i in idx for v in cases[i]["verdicts"]]
    passed = sum(cases[i]["passed"] for i in idx)
    f1 = []
    for label in labels:
        tp = sum(1 for g, v in pairs if g == label and v == label)
        gold = sum(1 for g, v in pairs if g == label); pred = sum(1 for g, v in pairs if v == label)
        f1.append(2 * tp / (gold + pred))
    sup = [v for g, v in pairs if g == "supports"]
    return passed / len(pairs), sum(f1) / len(f1), sup.count("contradicts") / len(sup)
rows = [stats(idx) for idx in d["resamples"]]
ci = lambda xs: (lambda q: [q[0], q[-1]])(statistics.quantiles(xs, n=40, method="inclusive"))
print(json.dumps([ci([r[k] for r in rows]) for k in range(3)]))
`;
    const run = spawnSync('python3', ['-c', script], {
      input: JSON.stringify({ cases, resamples }),
      encoding: 'utf8',
      maxBuffer: 64 << 20,
    });
    expect(run.stderr).toBe('');
    const [pass, f1, fcr] = JSON.parse(run.stdout) as [number, number][];
    const { intervals } = report.metrics.overall;
    expect(report.metrics.bootstrap).toEqual({ resamples: 2000, seed: 5, level: 0.95 });
    expect([intervals.pass_rate!.low, intervals.pass_rate!.high]).toEqual([
      expect.closeTo(pass![0], 12),
      expect.closeTo(pass![1], 12),
    ]);
    expect([intervals.macro_f1!.low, intervals.macro_f1!.high]).toEqual([
      expect.closeTo(f1![0], 12),
      expect.closeTo(f1![1], 12),
    ]);
    expect([intervals.false_contradiction_rate!.low, intervals.false_contradiction_rate!.high]).toEqual([
      expect.closeTo(fcr![0], 12),
      expect.closeTo(fcr![1], 12),
    ]);
    expect(intervals.false_contradiction_rate!.low).toBeLessThan(0.2);
    expect(intervals.false_contradiction_rate!.high).toBeGreaterThan(0.2);
  });

  it("counts the cost from the API's usage: tokens, requests, wall time per 100 pairs", async () => {
    const { report, out } = await runDataset({ 'f.jsonl': feverJsonl(rows) }, [
      '--dataset',
      'f.jsonl',
      '--dataset-format',
      'fever-jsonl',
    ]);
    // 60 cases in requests of 8 = 8 requests per trial, 3 trials.
    expect(server.calls).toHaveLength(24);
    expect(report.cost).toMatchObject({
      prompt_tokens: server.usage.prompt_tokens,
      completion_tokens: server.usage.completion_tokens,
      responses: 24,
      responses_with_usage: 24,
      requests: 24,
      retries: 0,
      pairs: 180,
    });
    expect(report.cost.prompt_tokens).toBeGreaterThan(0);
    expect(report.cost.per_100_pairs!.prompt_tokens).toBeCloseTo((server.usage.prompt_tokens / 180) * 100, 0);
    expect(report.cost.per_100_pairs!.requests).toBeCloseTo((24 / 180) * 100, 1);
    expect(report.trials[0]!.usage.responses).toBe(8);
    expect(report.trials[0]!.wall_ms).toBeGreaterThanOrEqual(0);
    expect(out.stdout).toMatch(
      /cost: [\d,]+ prompt \+ [\d,]+ completion tokens, 24 requests, 0 retries, [\d.]+ s for 180 pairs/,
    );
  });

  it("times each trial's requests with the clock it is given; the cost adds the trials up", async () => {
    server.script(scriptedConfusion(rows));
    const cases = { version: 'fever-jsonl:f.jsonl', cases: parseFever(feverJsonl(rows), 'f.jsonl').cases };
    const provider = createProvider({
      apiKey: KEY,
      model: 'fake-model',
      baseUrl: server.baseUrl,
      requestTimeoutMs: 60_000,
      maxRetries: 0,
    });
    // Each trial reads the clock before its first request and after its last.
    const ticks = [1000, 1250.4, 2000, 2100.6];
    const clock = () => ticks.shift() as number;
    const options = { provider, model: 'fake-model', batchSize: 8, concurrency: 4, date: '2026-01-01', clock };
    const trials = [await modelTrial(cases, 1, options), await modelTrial(cases, 2, options)];
    expect(trials.map((trial) => trial.wall_ms)).toEqual([250, 101]);
    const report = evalReport(cases, trials, 'model', 'fake-model', '2026-01-01');
    expect(report.cost.wall_ms).toBe(351);
    // 351 ms over 120 pairs.
    expect(report.cost.per_100_pairs!.wall_ms).toBe(292.5);
  });

  it('says how many responses reported no usage', async () => {
    const script = scriptedConfusion(rows);
    server.script((call) => ({ ...script(call), ...(call.index % 2 === 0 ? { usage: null } : {}) }));
    const { io, out, file } = memoryIo({ OPENAI_API_KEY: KEY });
    writeFileSync(file('f.jsonl'), feverJsonl(rows));
    await evalCommand(
      [...modelArgs(), '--dataset', 'f.jsonl', '--dataset-format', 'fever-jsonl', '--runs', '1', '--json', 'r.json'],
      io,
    );
    expect(readReport(file('r.json')).cost).toMatchObject({
      responses: 8,
      responses_with_usage: 4,
      prompt_tokens: server.usage.prompt_tokens,
    });
    expect(out.stdout).toContain('(4 of 8 responses reported usage)');
  });

  it('a trial whose requests fail counts those cases as failed, with no answer, and says why', async () => {
    server.script((call) =>
      call.pairs.some((pair) => pair.claim === rows[0]!.claim)
        ? { status: 500 }
        : scriptedConfusion(rows, onlyFalseContradictions)(call),
    );
    const { io, out, file } = memoryIo({ OPENAI_API_KEY: KEY });
    writeFileSync(file('f.jsonl'), feverJsonl(rows));
    expect(
      await evalCommand(
        [...modelArgs(), '--dataset', 'f.jsonl', '--dataset-format', 'fever-jsonl', '--runs', '1', '--json', 'r.json'],
        io,
      ),
    ).toBe(1);
    const report = readReport(file('r.json'));
    // The first request carried the first 8 rows: 3 supports, 3 contradicts, 2 insufficient.
    expect(report.metrics.overall.confusion.supports.none).toBe(3);
    expect(report.metrics.overall.confusion.contradicts.none).toBe(3);
    expect(report.metrics.overall.confusion.insufficient.none).toBe(2);
    expect(report.trials[0]!.passed).toBe(60 - 8 - 5);
    expect(out.stdout).toMatch(/trial 1: 47\/60 passed \(0\.783\); 1 request failed: HTTP 500/);
    expect(out.stdout).toMatch(/gold \\ model +supports +contradicts +insufficient +unverifiable +no answer +total/);
    expect(report.worst_disagreements.map((entry) => entry.kind)).toEqual([
      ...Array(5).fill('false_contradiction'),
      ...Array(8).fill('no_answer'),
    ]);
  });
});

describe('the promotion decision under each rule', () => {
  // Only false contradictions: 5 of 60 wrong per trial, pass rate 0.917 (the reference rule passes),
  // false-contradiction rate 0.2, macro-F1 (40/45 + 40/45 + 1) / 3 = 0.926.
  const run = (extra: string[], verdictOf: VerdictOf = onlyFalseContradictions) =>
    runDataset(
      { 'f.jsonl': feverJsonl(rows) },
      ['--dataset', 'f.jsonl', '--dataset-format', 'fever-jsonl', ...extra],
      verdictOf,
    );

  it('the reference rule alone (the default): promoted, its four conditions named', async () => {
    const { status, report, out } = await run([]);
    expect(status).toBe(0);
    expect(report.promotion.rules!.map((rule) => [rule.rule, rule.source, rule.passed])).toEqual([
      ['trials', 'reference', true],
      ['mean_pass_rate', 'reference', true],
      ['worst_trial', 'reference', true],
      ['beats_baseline', 'reference', true],
    ]);
    expect(report.metrics.overall.macro_f1).toBeCloseTo((40 / 45 + 40 / 45 + 1) / 3, 12);
    expect(out.stdout).toContain(
      'promotion: PROMOTED (at least 3 trials, mean >= 0.80, worst >= 0.70, mean above the baseline)',
    );
  });

  it('--max-false-contradictions: 0.1 fails it, 0.2 passes', async () => {
    const failing = await run(['--max-false-contradictions', '0.1']);
    expect(failing.status).toBe(1);
    expect(failing.report.promotion.unmet).toEqual(['false-contradiction rate 0.200 > 0.1']);
    expect(failing.report.promotion.rules!.at(-1)).toEqual({
      rule: 'false_contradiction_rate',
      source: 'option',
      requirement: 'false-contradiction rate <= 0.1',
      value: '0.200',
      passed: false,
    });
    expect(failing.out.stdout).toContain('promotion: NOT PROMOTED (false-contradiction rate 0.200 > 0.1)');
    expect(failing.out.stdout).toContain('  FAIL  false-contradiction rate <= 0.1: 0.200');
    expect((await run(['--max-false-contradictions', '0.2'])).status).toBe(0);
  });

  it('--min-macro-f1: 0.95 fails it, 0.9 passes', async () => {
    const failing = await run(['--min-macro-f1', '0.95']);
    expect(failing.status).toBe(1);
    expect(failing.report.promotion.unmet).toEqual(['macro-F1 0.926 < 0.95']);
    const passing = await run(['--min-macro-f1', '0.9']);
    expect(passing.status).toBe(0);
    expect(passing.out.stdout).toContain(
      'promotion: PROMOTED (at least 3 trials, mean >= 0.80, worst >= 0.70, mean above the baseline, macro-F1 >= 0.9)',
    );
  });

  it('--min-trial-agreement: one row answered differently in the second trial', async () => {
    // Calls 8-15 are the second trial (8 requests per trial); syn-2 is gold contradicts.
    const flaky = (row: SyntheticRow, call: number) =>
      row.id === 'syn-2' && call >= 8 && call < 16 ? 'insufficient' : onlyFalseContradictions(row);
    const failing = await run(['--min-trial-agreement', '1'], flaky);
    expect(failing.report.metrics.trial_agreement).toBeCloseTo(59 / 60, 12);
    expect(failing.status).toBe(1);
    expect(failing.report.promotion.unmet).toEqual(['trial agreement 0.983 < 1']);
    expect((await run(['--min-trial-agreement', '0.98'], flaky)).status).toBe(0);
  });

  it('every optional rule with one trial: the reference rule and trial agreement fail, each named', async () => {
    const { report, out } = await run([
      '--runs',
      '1',
      '--min-trial-agreement',
      '0.5',
      '--min-macro-f1',
      '0.5',
      '--max-false-contradictions',
      '0.5',
    ]);
    expect(report.promotion.unmet).toEqual(['1 trial < 3', 'trial agreement n/a (needs at least 2 trials)']);
    expect(report.promotion.rules!.map((rule) => `${rule.rule}:${rule.passed}`)).toEqual([
      'trials:false',
      'mean_pass_rate:true',
      'worst_trial:true',
      'beats_baseline:true',
      'macro_f1:true',
      'false_contradiction_rate:true',
      'trial_agreement:false',
    ]);
    expect(out.stdout).toContain('  FAIL  trial agreement >= 0.5: n/a (needs at least 2 trials)');
  });
});

describe('dataset selection', () => {
  it('--sample N --seed S: a stratified sample, the same for the same seed', async () => {
    const ids = async (seed: string) => {
      const { report } = await runDataset({ 'f.jsonl': feverJsonl(rows) }, [
        '--dataset',
        'f.jsonl',
        '--dataset-format',
        'fever-jsonl',
        '--sample',
        '30',
        '--seed',
        seed,
        '--runs',
        '1',
      ]);
      expect(report.case_count).toBe(30);
      expect(report.dataset!.sample).toEqual({
        size: 30,
        seed: Number(seed),
        strata: [
          { verdict: 'supports', available: 25, drawn: 13 },
          { verdict: 'contradicts', available: 20, drawn: 10 },
          { verdict: 'insufficient', available: 15, drawn: 7 },
        ],
      });
      return report.trials[0]!.cases.map((score) => score.case_id);
    };
    const first = await ids('3');
    expect(await ids('3')).toEqual(first);
    expect(await ids('4')).not.toEqual(first);
  });

  it('skips bad rows with their file and line and runs the rest', async () => {
    const text = feverJsonl(rows.slice(0, 5)) + '{"claim": "x", "label": "MAYBE", "evidence": "y"}\n' + '{broken\n';
    server.script(scriptedConfusion(rows));
    const { io, out, file } = memoryIo({ OPENAI_API_KEY: KEY });
    writeFileSync(file('f.jsonl'), text);
    await evalCommand(
      [...modelArgs(), '--dataset', 'f.jsonl', '--dataset-format', 'fever-jsonl', '--runs', '1', '--json', 'r.json'],
      io,
    );
    expect(out.stdout).toContain('5 cases from fever-jsonl f.jsonl (7 rows read, 5 usable, 2 skipped)');
    expect(out.stdout).toContain(
      'Skipped rows (2)\n  f.jsonl:6  label "MAYBE" is not SUPPORTS, REFUTES or NOT ENOUGH INFO\n  f.jsonl:7  not JSON',
    );
    expect(readReport(file('r.json')).dataset!.skipped.map((problem) => problem.line)).toEqual([6, 7]);
  });

  it('refuses a dataset with no usable row, bad flags, and an output over an input (exit 2)', async () => {
    const { io, file } = memoryIo({ OPENAI_API_KEY: KEY });
    writeFileSync(file('bad.jsonl'), '{"claim": "x"}\n');
    writeFileSync(file('f.jsonl'), feverJsonl(rows));
    await expect(
      evalCommand(['--baseline', '--dataset', 'bad.jsonl', '--dataset-format', 'fever-jsonl'], io),
    ).rejects.toThrow(
      /bad\.jsonl has no usable fever-jsonl rows \(1 read, 1 skipped\)\n {2}bad\.jsonl:1 {2}has no "label"/,
    );
    await expect(evalCommand(['--baseline', '--dataset', 'f.jsonl'], io)).rejects.toThrow(
      /--dataset needs --dataset-format/,
    );
    await expect(evalCommand(['--baseline', '--dataset', 'f.jsonl', '--dataset-format', 'csv'], io)).rejects.toThrow(
      /must be one of healthver-csv, scifact, fever-jsonl, citegate/,
    );
    await expect(evalCommand(['--baseline', '--sample', '5'], io)).rejects.toThrow(/--sample draws from a --dataset/);
    await expect(
      evalCommand(['--baseline', '--dataset', 'f.jsonl', '--dataset-format', 'fever-jsonl', '--json', 'f.jsonl'], io),
    ).rejects.toThrow('--json f.jsonl is the input file f.jsonl that this run reads; choose another path');
    await expect(evalCommand(['--baseline', '--max-false-contradictions', '5'], io)).rejects.toBeInstanceOf(UsageError);
    await expect(evalCommand(['--baseline', 'stray.json'], io)).rejects.toThrow(/unexpected argument/);
    expect(readFileSync(file('f.jsonl'), 'utf8')).toBe(feverJsonl(rows));
    expect(server.calls).toHaveLength(0);
  });

  it('the baseline on a dataset: every pair called supports, no quote, 0.0', async () => {
    const { io, file } = memoryIo();
    writeFileSync(file('f.jsonl'), feverJsonl(rows));
    expect(
      await evalCommand(
        ['--baseline', '--dataset', 'f.jsonl', '--dataset-format', 'fever-jsonl', '--json', 'b.json'],
        io,
      ),
    ).toBe(1);
    const report = readReport(file('b.json'));
    expect(report.metrics.overall.confusion.contradicts.supports).toBe(60);
    expect(report.mean_pass_rate).toBe(0);
    expect(report.cost.per_100_pairs).toBeNull();
  });
});
