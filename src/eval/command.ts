// `citegate eval`: scores the semantic verifier (or the baseline) on an evaluation set and
// applies the promotion rule. Exit 0 promoted, 1 not promoted, 2 could not run.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { CliIo } from '../cli/check-command.js';
import { UsageError } from '../cli/usage.js';
import { SettingsError } from '../config/settings.js';
import { terminalProgress } from '../semantic/progress.js';
import { isoDate } from '../semantic/prompt.js';
import { createProvider, redact } from '../semantic/provider.js';
import { readSemanticSettings } from '../semantic/settings.js';
import { CasesError, loadCases, referenceCases, type EvalCaseSet } from './cases.js';
import { renderEval } from './render.js';
import { baselineTrial, evalReport, modelTrial, type Trial } from './run.js';

/** The semantic inputs that matter to an evaluation (no cache, no budget: every trial asks). */
const EVAL_MODEL_FLAGS = ['model', 'base-url', 'batch-size', 'concurrency', 'request-timeout', 'max-retries'] as const;

function evalUsage(): string {
  return `citegate eval: score the semantic verifier on an evaluation set and decide whether it may be promoted.

Usage:
  citegate eval --model NAME [options]     ask the model (key from OPENAI_API_KEY)
  citegate eval --baseline [options]       score the "citation present = supports" baseline (no model)

Options:
  --cases PATH           evaluation set of the reference cases' shape (default: the 12 reference cases)
  --runs N               trials (default 3; promotion needs at least 3)
  --json PATH            write every trial, the rates, failed checks and the decision to PATH
  --model NAME           model to evaluate
  --base-url URL         OpenAI-compatible endpoint (default: the OpenAI API)
  --batch-size N         cases per request (default 8)
  --concurrency N        requests in flight (default 4)
  --request-timeout S    seconds per request (default 60)
  --max-retries N        retries per request (default 3)
  --help                 show this help

A case passes when the IDs, verdict, both hashes, quote binding, expected quote text and
expected limitation terms are all right. Promotion: at least 3 trials, mean pass rate >= 0.80,
worst trial >= 0.70, mean above the baseline's.

Exit status: 0 promoted, 1 not promoted, 2 could not run (bad flags, no key, no model).
`;
}

function parseEvalArgs(args: string[]) {
  const options: Record<string, { type: 'string' | 'boolean' }> = {
    cases: { type: 'string' },
    runs: { type: 'string' },
    json: { type: 'string' },
    baseline: { type: 'boolean' },
    help: { type: 'boolean' },
  };
  for (const name of EVAL_MODEL_FLAGS) options[name] = { type: 'string' };
  try {
    return parseArgs({ args, options, allowPositionals: false, strict: true }).values as Record<string, string | boolean | undefined>;
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

export async function evalCommand(args: string[], io: CliIo, now: () => Date = () => new Date()): Promise<number> {
  const flags = parseEvalArgs(args);
  if (flags.help) {
    io.stdout.write(evalUsage());
    return 0;
  }
  const runsRaw = typeof flags.runs === 'string' ? flags.runs : '3';
  const runs = /^\d+$/.test(runsRaw) ? Number(runsRaw) : NaN;
  if (!Number.isSafeInteger(runs) || runs < 1 || runs > 100) throw new UsageError(`--runs must be a whole number from 1 to 100, not ${JSON.stringify(runsRaw)}`);

  let cases: EvalCaseSet;
  try {
    cases = typeof flags.cases === 'string' ? await loadCases(path.resolve(io.cwd, flags.cases)) : referenceCases();
  } catch (error) {
    if (error instanceof CasesError) throw new UsageError(error.message);
    throw error;
  }
  const date = isoDate(now());
  const trials: Trial[] = [];
  let model: string | null = null;

  if (flags.baseline) {
    for (let trial = 1; trial <= runs; trial++) trials.push(baselineTrial(cases, trial));
  } else {
    let settings;
    try {
      settings = readSemanticSettings((name) => (name === 'openai-api-key' ? io.env.OPENAI_API_KEY : typeof flags[name] === 'string' ? (flags[name] as string) : undefined));
    } catch (error) {
      if (error instanceof SettingsError) throw new UsageError(error.message);
      throw error;
    }
    if (settings.apiKey === null) throw new UsageError('OPENAI_API_KEY is not set: the model cannot be asked (use --baseline to score the baseline without a model)');
    if (settings.model === null) throw new UsageError('--model is required (or --baseline)');
    model = settings.model;
    const { apiKey } = settings;
    const provider = createProvider({ apiKey, model, baseUrl: settings.baseUrl, requestTimeoutMs: settings.requestTimeoutMs, maxRetries: settings.maxRetries });
    const progress = terminalProgress(io.stderr);
    for (let trial = 1; trial <= runs; trial++) {
      const result = await modelTrial(cases, trial, { provider, model, batchSize: settings.batchSize, concurrency: settings.concurrency, date, ...(progress ? { progress } : {}) });
      trials.push({ ...result, failures: result.failures.map((failure) => redact(failure, apiKey)) });
    }
  }

  const report = evalReport(cases, trials, flags.baseline ? 'baseline' : 'model', model, date);
  io.stdout.write(renderEval(report));
  if (typeof flags.json === 'string') {
    const target = path.resolve(io.cwd, flags.json);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, JSON.stringify(report, null, 2) + '\n');
  }
  return report.promotion.promoted ? 0 : 1;
}
