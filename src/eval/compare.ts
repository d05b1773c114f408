// `citegate eval --compare a.json b.json`: two earlier runs side by side, and whether each gap is
// larger than the 95% intervals (the intervals do not overlap) or within them (it may be noise).
import { readBoundedFile } from '../files/read-bounded.js';
import path from 'node:path';
import { z } from 'zod';
import { located, parseJsonFile } from '../report/json-file.js';
import type { Interval } from './bootstrap.js';
import { f3, formatInterval, table, thousands } from './render.js';

const IntervalShape = z.object({ low: z.number(), high: z.number() }).nullable();
const RunFile = z.object({
  verifier: z.enum(['model', 'baseline']),
  model: z.string().nullable(),
  case_count: z.number(),
  cases_version: z.string(),
  trials: z.array(z.object({ cases: z.array(z.object({ case_id: z.string() })) })),
  dataset: z
    .object({
      format: z.string(),
      files: z.array(z.string()),
      sample: z.object({ size: z.number(), seed: z.number() }).nullable(),
    })
    .nullable(),
  metrics: z.object({
    overall: z.object({
      pass_rate: z.number(),
      macro_f1: z.number(),
      false_contradiction_rate: z.number().nullable(),
      missed_contradiction_rate: z.number().nullable(),
      intervals: z.object({
        pass_rate: IntervalShape,
        macro_f1: IntervalShape,
        false_contradiction_rate: IntervalShape,
        missed_contradiction_rate: IntervalShape,
      }),
    }),
    trial_agreement: z.number().nullable(),
  }),
  cost: z.object({
    per_100_pairs: z
      .object({ prompt_tokens: z.number(), completion_tokens: z.number(), requests: z.number(), wall_ms: z.number() })
      .nullable(),
  }),
  promotion: z.object({ promoted: z.boolean() }),
});
export type RunFile = z.infer<typeof RunFile>;

/** A run file that cannot be read or is not one: the command line says so as a usage error (exit 2). */
export class RunFileError extends Error {}

export async function readRunFile(cwd: string, file: string): Promise<RunFile> {
  let bytes: Uint8Array;
  try {
    bytes = await readBoundedFile(path.resolve(cwd, file));
  } catch (error) {
    throw new RunFileError(`cannot read ${file}: ${(error as Error).message}`);
  }
  const read = parseJsonFile(bytes);
  if (!read.ok) throw new RunFileError(located(file, read.error));
  const data = read.value;
  const parsed = RunFile.safeParse(data);
  if (!parsed.success) {
    const older = typeof data === 'object' && data !== null && !('metrics' in data);
    throw new RunFileError(
      older
        ? `${file} has no metrics: it was written by an older citegate eval; run it again to compare`
        : `${file} is not a file written by citegate eval --json:\n${z.prettifyError(parsed.error)}`,
    );
  }
  return parsed.data;
}

/** "larger" when the intervals do not overlap, "within" when they do, null when either is missing. */
export function gapVersusIntervals(a: Interval | null, b: Interval | null): 'larger' | 'within' | null {
  if (a === null || b === null) return null;
  return a.high < b.low || b.high < a.low ? 'larger' : 'within';
}

function describeCases(run: RunFile): string {
  if (!run.dataset) return `${run.case_count} cases (${run.cases_version})`;
  const sample = run.dataset.sample ? `, sample ${run.dataset.sample.size} seed ${run.dataset.sample.seed}` : '';
  return `${run.case_count} cases (${run.dataset.format} ${run.dataset.files.map((file) => path.basename(file)).join(' + ')}${sample})`;
}

export function renderComparison(files: [string, string], runs: [RunFile, RunFile]): string {
  const [a, b] = runs;
  const rows: string[][] = [['', 'A', 'B', 'difference']];
  rows.push(['file', files[0], files[1], '']);
  rows.push(['model', a.model ?? 'baseline', b.model ?? 'baseline', '']);
  rows.push(['cases', describeCases(a), describeCases(b), '']);
  rows.push(['trials', String(a.trials.length), String(b.trials.length), '']);
  const rated = (name: string, pick: (run: RunFile) => number | null, interval: (run: RunFile) => Interval | null) => {
    const gap = gapVersusIntervals(interval(a), interval(b));
    const va = pick(a);
    const vb = pick(b);
    const delta = va === null || vb === null ? '' : `${vb - va >= 0 ? '+' : ''}${(vb - va).toFixed(3)}, `;
    const word = gap === null ? 'no interval' : gap === 'larger' ? 'larger than the intervals' : 'within the intervals';
    rows.push([
      name,
      `${f3(va)} [${formatInterval(interval(a))}]`,
      `${f3(vb)} [${formatInterval(interval(b))}]`,
      `${delta}${word}`,
    ]);
  };
  rated(
    'macro-F1',
    (run) => run.metrics.overall.macro_f1,
    (run) => run.metrics.overall.intervals.macro_f1,
  );
  rated(
    'false-contradiction rate',
    (run) => run.metrics.overall.false_contradiction_rate,
    (run) => run.metrics.overall.intervals.false_contradiction_rate,
  );
  rated(
    'missed-contradiction rate',
    (run) => run.metrics.overall.missed_contradiction_rate,
    (run) => run.metrics.overall.intervals.missed_contradiction_rate,
  );
  rated(
    'mean pass rate',
    (run) => run.metrics.overall.pass_rate,
    (run) => run.metrics.overall.intervals.pass_rate,
  );
  rows.push(['trial agreement', f3(a.metrics.trial_agreement), f3(b.metrics.trial_agreement), '']);
  const per100 = (run: RunFile, pick: (cost: NonNullable<RunFile['cost']['per_100_pairs']>) => string) =>
    run.cost.per_100_pairs === null ? '—' : pick(run.cost.per_100_pairs);
  rows.push([
    'tokens per 100 pairs',
    ...[a, b].map((run) =>
      per100(run, (cost) => `${thousands(cost.prompt_tokens)} + ${thousands(cost.completion_tokens)}`),
    ),
    '',
  ]);
  rows.push(['requests per 100 pairs', ...[a, b].map((run) => per100(run, (cost) => String(cost.requests))), '']);
  rows.push([
    'wall time per 100 pairs',
    ...[a, b].map((run) => per100(run, (cost) => `${(cost.wall_ms / 1000).toFixed(2)} s`)),
    '',
  ]);
  rows.push(['promotion', ...[a, b].map((run) => (run.promotion.promoted ? 'PROMOTED' : 'NOT PROMOTED')), '']);

  const lines = ['citegate eval --compare', ...table(rows, 'all')];
  lines.push(
    '',
    'A gap is "larger than the intervals" when the two 95% intervals do not overlap; "within the intervals" when they overlap: at this many pairs the gap may be noise.',
  );
  const ids = (run: RunFile) =>
    (run.trials[0]?.cases ?? [])
      .map((score) => score.case_id)
      .sort()
      .join('\n');
  if (ids(a) !== ids(b))
    lines.push(
      'Warning: the two runs scored different cases, so their gap mixes the data with the model; compare runs on the same dataset, sample size and seed.',
    );
  return lines.join('\n') + '\n';
}

export async function compareCommand(
  files: [string, string],
  io: { cwd: string; stdout: { write(text: string): unknown } },
): Promise<number> {
  const runs = [await readRunFile(io.cwd, files[0]), await readRunFile(io.cwd, files[1])] as [RunFile, RunFile];
  io.stdout.write(renderComparison(files, runs));
  return 0;
}
