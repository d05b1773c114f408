// `citegate eval`: scores the semantic verifier (or the baseline) on an evaluation set or a
// labelled dataset and applies the promotion rule. Exit 0 promoted, 1 not promoted, 2 could not
// run. `--compare a.json b.json` prints two earlier runs side by side (exit 0).
import path from 'node:path';
import { UsageError, type CliIo } from './io.js';
import { readFlags, usageProblems } from './command-line.js';
import { renderHelp } from './usage.js';
import { terminalWidth } from './terminal-width.js';
import { SettingsError } from '../config/settings.js';
import { writeFileAtomic } from '../files/atomic-write.js';
import { guardOutputs, OutputPathError, writeOptions } from '../files/output-guard.js';
import { discoverReports, inputFiles } from '../formats/discover.js';
import { reportGlobs } from '../formats/patterns.js';
import { terminalProgress } from '../semantic/progress.js';
import { isoDate } from '../semantic/prompt.js';
import { createProvider, redact } from '../semantic/provider.js';
import { readSemanticSettings } from '../semantic/settings.js';
import { CasesError, loadCases, referenceCases, type CaseSet } from '../eval/cases.js';
import { DATASET_FORMATS, DatasetError, loadDataset, type DatasetFormat } from '../eval/datasets/index.js';
import type { MetricThresholds } from '../eval/promote.js';
import { renderEval } from '../eval/render.js';
import { baselineTrial, evalReport, modelTrial, type DatasetInfo, type Trial } from '../eval/run.js';
import { stratifiedSample } from '../eval/sample.js';

/** The semantic inputs that matter to an evaluation (no cache, no budget: every trial asks). */
const EVAL_MODEL_FLAGS = ['model', 'base-url', 'batch-size', 'concurrency', 'request-timeout', 'max-retries'] as const;
const STRING_FLAGS = [
  'cases',
  'runs',
  'json',
  'html',
  'dataset',
  'dataset-format',
  'corpus',
  'sample',
  'seed',
  'min-macro-f1',
  'max-false-contradictions',
  'min-trial-agreement',
] as const;

function evalUsage(width: number): string {
  return renderHelp(
    [
      {
        paragraph:
          'citegate eval: score the semantic verifier on an evaluation set and decide whether it may be promoted.',
      },
      { heading: 'Usage:' },
      {
        options: [
          { flag: 'citegate eval --model NAME [options]', text: 'ask the model (key from OPENAI_API_KEY)' },
          {
            flag: 'citegate eval --baseline [options]',
            text: 'score the "citation present = supports" baseline (no model)',
          },
          { flag: 'citegate eval --compare A.json B.json', text: 'print two earlier runs (--json files) side by side' },
        ],
        wide: true,
      },
      { heading: 'What to score (default: the 12 reference cases):' },
      {
        options: [
          {
            flag: '--cases PATH',
            text: "evaluation set of the reference cases' shape (one bad case refuses the file)",
          },
          { flag: '--dataset PATH', text: 'a labelled dataset; bad rows are reported with their line and skipped' },
          {
            flag: '--dataset-format F',
            text: 'healthver-csv, scifact, fever-jsonl or citegate (required with --dataset)',
          },
          { flag: '--corpus PATH', text: "SciFact's corpus.jsonl (default: corpus.jsonl beside the claims file)" },
          { flag: '--sample N', text: 'a stratified sample of N cases by gold label' },
          { flag: '--seed S', text: 'seeds the sample and the bootstrap intervals (default 1)' },
        ],
      },
      { heading: 'Options:' },
      {
        options: [
          { flag: '--runs N', text: 'trials (default 3; promotion needs at least 3)' },
          { flag: '--json PATH', text: 'write every trial, the figures, the cost and the decision to PATH' },
          { flag: '--html PATH', text: 'write a self-contained HTML report (charts, worst disagreements) to PATH' },
          { flag: '--model NAME', text: 'model to evaluate' },
          { flag: '--base-url URL', text: 'OpenAI-compatible endpoint (default: the OpenAI API)' },
          { flag: '--batch-size N', text: 'cases per request (default 8)' },
          { flag: '--concurrency N', text: 'requests in flight (default 4)' },
          { flag: '--request-timeout S', text: 'seconds per request (default 60)' },
          { flag: '--max-retries N', text: 'retries per request (default 3)' },
          { flag: '-h, --help', text: 'show this help' },
        ],
      },
      {
        paragraph:
          "Promotion (the reference rule, always applied): at least 3 trials, mean pass rate >= 0.80, worst trial >= 0.70, mean above the baseline's. Optional rules, added to it:",
      },
      {
        options: [
          { flag: '--min-macro-f1 X', text: 'macro-F1 over all trials at least X (0 to 1)' },
          {
            flag: '--max-false-contradictions X',
            text: 'share of gold-supports pairs called contradicts at most X (0 to 1)',
          },
          { flag: '--min-trial-agreement X', text: 'share of cases given the same verdict in every trial at least X' },
        ],
      },
      {
        paragraph:
          'A case passes when the IDs, verdict, both hashes, quote binding, expected quote text and expected limitation terms are all right; a dataset has no gold quote or limitation terms, so those two checks are left out.',
      },
      {
        paragraph:
          'Exit status: 0 promoted, 1 not promoted, 2 could not run (bad flags, no key, no model, no usable rows).',
      },
    ],
    width,
  );
}

function parseEvalArgs(args: string[]) {
  const options: Record<string, { type: 'string' | 'boolean' }> = {
    baseline: { type: 'boolean' },
    compare: { type: 'boolean' },
    help: { type: 'boolean' },
  };
  for (const name of [...STRING_FLAGS, ...EVAL_MODEL_FLAGS]) options[name] = { type: 'string' };
  const parsed = readFlags('eval', args, options);
  return {
    flags: parsed.values as Record<string, string | boolean | undefined>,
    positionals: parsed.positionals,
    problems: parsed.problems,
  };
}

/** Each check's value, or its problem kept in `problems`, so that every bad value is listed at once. */
function collect<T>(problems: string[], read: () => T, fallback: T): T {
  try {
    return read();
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    problems.push(error.message);
    return fallback;
  }
}

function wholeNumber(flag: string, raw: string, min: number, max: number): number {
  const value = /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(value) || value < min || value > max)
    throw new UsageError(`--${flag} must be a whole number from ${min} to ${max}, not ${JSON.stringify(raw)}`);
  return value;
}

function ratio(flags: Record<string, string | boolean | undefined>, flag: string): number | null {
  const raw = flags[flag];
  if (typeof raw !== 'string') return null;
  const value = /^\d+(\.\d+)?$|^\.\d+$/.test(raw.trim()) ? Number(raw) : NaN;
  if (!(value >= 0 && value <= 1))
    throw new UsageError(`--${flag} must be a number from 0 to 1, not ${JSON.stringify(raw)}`);
  return value;
}

interface Selection {
  cases: CaseSet;
  dataset: DatasetInfo | null;
  /** Files the outputs must not overwrite. */
  inputs: string[];
}

async function selectCases(
  flags: Record<string, string | boolean | undefined>,
  io: CliIo,
  seed: number,
): Promise<Selection> {
  const str = (name: string) => (typeof flags[name] === 'string' ? (flags[name] as string) : undefined);
  const datasetFile = str('dataset');
  const format = str('dataset-format');
  const sample = str('sample') === undefined ? null : wholeNumber('sample', str('sample') as string, 1, 1_000_000);
  if (datasetFile !== undefined && str('cases') !== undefined)
    throw new UsageError('--cases and --dataset cannot be used together');
  if (format !== undefined && datasetFile === undefined) throw new UsageError('--dataset-format needs --dataset');
  if (str('corpus') !== undefined && format !== 'scifact')
    throw new UsageError('--corpus is for --dataset-format scifact');
  if (sample !== null && datasetFile === undefined) throw new UsageError('--sample draws from a --dataset');

  let cases: CaseSet;
  let dataset: DatasetInfo | null = null;
  let inputs: string[] = [];
  if (datasetFile !== undefined) {
    if (format === undefined) throw new UsageError(`--dataset needs --dataset-format (${DATASET_FORMATS.join(', ')})`);
    if (!(DATASET_FORMATS as readonly string[]).includes(format))
      throw new UsageError(
        `--dataset-format must be one of ${DATASET_FORMATS.join(', ')}, not ${JSON.stringify(format)}`,
      );
    let loaded;
    try {
      const corpus = str('corpus');
      loaded = await loadDataset({
        format: format as DatasetFormat,
        file: datasetFile,
        cwd: io.cwd,
        ...(corpus === undefined ? {} : { corpus }),
      });
    } catch (error) {
      if (error instanceof DatasetError) throw new UsageError(error.message);
      throw error;
    }
    inputs = loaded.files;
    if (loaded.cases.length === 0) {
      const first = loaded.problems
        .slice(0, 3)
        .map((problem) => `\n  ${problem.file}:${problem.line}  ${problem.message}`)
        .join('');
      throw new UsageError(
        `${datasetFile} has no usable ${format} rows (${loaded.rows} read, ${loaded.problems.length} skipped)${first}`,
      );
    }
    cases = { version: `${format}:${path.basename(datasetFile)}`, cases: loaded.cases };
    dataset = {
      format: loaded.format,
      files: loaded.files,
      rows: loaded.rows,
      usable: loaded.cases.length,
      skipped: loaded.problems,
      sample: null,
    };
  } else {
    try {
      cases =
        str('cases') !== undefined ? await loadCases(path.resolve(io.cwd, str('cases') as string)) : referenceCases();
    } catch (error) {
      if (error instanceof CasesError) throw new UsageError(error.message);
      throw error;
    }
    if (str('cases') !== undefined) inputs = [str('cases') as string];
  }
  if (sample !== null && dataset !== null) {
    const drawn = stratifiedSample(cases.cases, sample, seed, (entry) => entry.expectation.verdict);
    cases = { version: cases.version, cases: drawn.sample };
    dataset = { ...dataset, sample: { size: drawn.sample.length, seed, strata: drawn.strata } };
  }
  return { cases, dataset, inputs };
}

export async function evalCommand(args: string[], io: CliIo, now: () => Date = () => new Date()): Promise<number> {
  const { flags, positionals, problems } = parseEvalArgs(args);
  if (flags.help) {
    io.stdout.write(evalUsage(terminalWidth(io.env, io.stdout)));
    return 0;
  }
  if (problems.length > 0) throw usageProblems('eval', problems);
  if (flags.compare) {
    if (positionals.length !== 2)
      throw new UsageError(
        '--compare takes two files written by citegate eval --json: citegate eval --compare a.json b.json',
      );
    const { compareCommand, RunFileError } = await import('../eval/compare.js');
    try {
      return await compareCommand(positionals as [string, string], io);
    } catch (error) {
      if (error instanceof RunFileError) throw new UsageError(error.message);
      throw error;
    }
  }
  if (positionals.length > 0)
    throw new UsageError(
      `unexpected argument ${JSON.stringify(positionals[0])} (files are given with --dataset, --cases or --compare)`,
    );

  const runs = collect(
    problems,
    () => wholeNumber('runs', typeof flags.runs === 'string' ? flags.runs : '3', 1, 100),
    3,
  );
  const seed = collect(
    problems,
    () => wholeNumber('seed', typeof flags.seed === 'string' ? flags.seed : '1', 0, 2 ** 31 - 1),
    1,
  );
  const thresholds: MetricThresholds = {
    minMacroF1: collect(problems, () => ratio(flags, 'min-macro-f1'), null),
    maxFalseContradictions: collect(problems, () => ratio(flags, 'max-false-contradictions'), null),
    minTrialAgreement: collect(problems, () => ratio(flags, 'min-trial-agreement'), null),
  };
  if (problems.length > 0) throw usageProblems('eval', problems);
  const selection = await selectCases(flags, io, seed);
  const outputs = (['json', 'html'] as const).flatMap((name) =>
    typeof flags[name] === 'string' ? [{ name, target: path.resolve(io.cwd, flags[name] as string) }] : [],
  );
  // As check's: never over an input, never over a file of a report (an article, a verdict file:
  // what check would read), never where a check would find a report, never one file twice.
  try {
    const globs = await reportGlobs([], io.cwd, 'auto');
    await guardOutputs({
      cwd: io.cwd,
      outputs: outputs.map(({ name }) => ({ name: `--${name}`, path: flags[name] as string })),
      reportFiles: selection.inputs,
      patterns: globs,
      inputs: 'inputs',
      foundReportFiles: outputs.length === 0 ? [] : (await discoverReports([], io.cwd, 'auto')).flatMap(inputFiles),
    });
  } catch (error) {
    if (error instanceof OutputPathError) throw new UsageError(error.message);
    throw error;
  }
  const { cases } = selection;
  const date = isoDate(now());
  const trials: Trial[] = [];
  let model: string | null = null;

  if (flags.baseline) {
    for (let trial = 1; trial <= runs; trial++) trials.push(baselineTrial(cases, trial));
  } else {
    let settings;
    try {
      settings = readSemanticSettings((name) =>
        name === 'openai-api-key'
          ? io.env.OPENAI_API_KEY
          : typeof flags[name] === 'string'
            ? (flags[name] as string)
            : undefined,
      );
    } catch (error) {
      if (error instanceof SettingsError) throw new UsageError(error.message);
      throw error;
    }
    if (settings.apiKey === null)
      throw new UsageError(
        'OPENAI_API_KEY is not set: the model cannot be asked (use --baseline to score the baseline without a model)',
      );
    if (settings.model === null) throw new UsageError('--model is required (or --baseline)');
    model = settings.model;
    const { apiKey } = settings;
    const provider = createProvider({
      apiKey,
      model,
      baseUrl: settings.baseUrl,
      requestTimeoutMs: settings.requestTimeoutMs,
      maxRetries: settings.maxRetries,
    });
    const progress = terminalProgress(io.stderr);
    for (let trial = 1; trial <= runs; trial++) {
      const result = await modelTrial(cases, trial, {
        provider,
        model,
        batchSize: settings.batchSize,
        concurrency: settings.concurrency,
        date,
        ...(progress ? { progress } : {}),
      });
      trials.push({ ...result, failures: result.failures.map((failure) => redact(failure, apiKey)) });
    }
  }

  const report = evalReport(cases, trials, flags.baseline ? 'baseline' : 'model', model, date, {
    seed,
    thresholds,
    dataset: selection.dataset,
  });
  io.stdout.write(renderEval(report));
  for (const { name, target } of outputs) {
    if (name === 'json')
      await writeFileAtomic(target, JSON.stringify(report, null, 2) + '\n', writeOptions({}, io.cwd));
    else {
      // Loaded only for --html: the charting library is the largest part of the bundle.
      const { renderHtmlReport } = await import('../eval/html/page.js');
      await writeFileAtomic(target, await renderHtmlReport(report), writeOptions({}, io.cwd));
    }
  }
  return report.promotion.promoted ? 0 : 1;
}
