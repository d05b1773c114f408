// The terminal view of an evaluation: the cases by trial (small sets), the confusion matrix, the
// rates with their intervals, the cost, the worst disagreements (IDs only: dataset text stays in
// --json and --html) and the promotion decision with every rule it applied. Pure.
import { plural } from '../render/format.js';
import { showControlsIn } from '../text/controls.js';
import type { Interval } from './bootstrap.js';
import { ANSWERS, VERDICTS, type Answer } from './metrics.js';
import type { EvalReport } from './run.js';
import { CHECKS } from './score.js';

/** Above this many cases the per-case table is left to --json and --html. */
export const CASE_TABLE_LIMIT = 30;
const SKIPPED_SHOWN = 20;
const DISAGREEMENTS_SHOWN = 10;

export const f3 = (value: number | null) => (value === null ? '—' : value.toFixed(3));
export const formatInterval = (interval: Interval | null) =>
  interval === null ? 'n/a' : `${interval.low.toFixed(3)}–${interval.high.toFixed(3)}`;
export const thousands = (value: number) => Math.round(value).toLocaleString('en-US');
export const ANSWER_LABEL: Record<Answer, string> = {
  supports: 'supports',
  contradicts: 'contradicts',
  insufficient: 'insufficient',
  unverifiable: 'unverifiable',
  none: 'no answer',
};

/** Rows of cells, columns padded; numbers right-aligned: every column but the first, and but those in `text`. */
export function table(rows: string[][], text: 'all' | readonly number[] = []): string[] {
  const widths = (rows[0] ?? []).map((_, column) =>
    rows.reduce((widest, row) => Math.max(widest, (row[column] ?? '').length), 0),
  );
  const left = (column: number) => column === 0 || text === 'all' || text.includes(column);
  return rows.map((row) =>
    row
      .map((cell, column) => (left(column) ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0)))
      .join('  ')
      .trimEnd(),
  );
}

function heading(report: EvalReport): string {
  const who =
    report.verifier === 'baseline'
      ? 'the "citation present = supports" baseline'
      : `model ${report.model} (${report.verifier_version})`;
  const { dataset } = report;
  if (!dataset)
    return `citegate eval: ${report.case_count} cases (version ${report.cases_version}), ${plural(report.trials.length, 'trial')}, ${who}`;
  const drawn = dataset.sample ? `; a stratified sample of ${dataset.sample.size}, seed ${dataset.sample.seed}` : '';
  return `citegate eval: ${report.case_count} cases from ${dataset.format} ${dataset.files.join(' + ')} (${plural(dataset.rows, 'row')} read, ${dataset.usable} usable, ${dataset.skipped.length} skipped${drawn}), ${plural(report.trials.length, 'trial')}, ${who}`;
}

function caseTable(report: EvalReport): string[] {
  const header = ['case', 'expected', ...report.trials.map((trial) => `trial ${trial.trial}`)];
  const rows = (report.trials[0]?.cases ?? []).map((first, at) => [
    first.case_id,
    first.expected,
    ...report.trials.map((trial) => {
      const score = trial.cases[at];
      if (!score) return '';
      if (score.passed) return 'pass';
      const failed = CHECKS.filter((check) => !score.checks[check]).map((check) =>
        check === 'verdict' && score.verdict ? `verdict=${score.verdict}` : check,
      );
      return `FAIL ${failed.join(',')}`;
    }),
  ]);
  return table([header, ...rows], 'all');
}

function confusion(report: EvalReport): string[] {
  const { overall } = report.metrics;
  const golds = VERDICTS.filter((verdict) => overall.per_verdict[verdict].gold > 0);
  const answers = ANSWERS.filter(
    (answer) => answer !== 'none' || golds.some((gold) => overall.confusion[gold].none > 0),
  );
  const rows = [
    ['gold \\ model', ...answers.map((answer) => ANSWER_LABEL[answer]), 'total'],
    ...golds.map((gold) => [
      gold,
      ...answers.map((answer) => String(overall.confusion[gold][answer])),
      String(overall.per_verdict[gold].gold),
    ]),
  ];
  const pooled = report.trials.length > 1 ? `, ${report.trials.length} trials pooled` : '';
  return [`Confusion matrix (gold label x model verdict${pooled})`, ...table(rows)];
}

function perVerdict(report: EvalReport): string[] {
  const { overall } = report.metrics;
  const rows = [['verdict', 'precision', 'recall', 'F1', 'gold', 'predicted']];
  for (const verdict of VERDICTS) {
    const scores = overall.per_verdict[verdict];
    if (scores.gold === 0 && scores.predicted === 0) continue;
    rows.push([
      verdict,
      f3(scores.precision),
      f3(scores.recall),
      f3(scores.f1),
      String(scores.gold),
      String(scores.predicted),
    ]);
  }
  return table(rows);
}

function rates(report: EvalReport): string[] {
  const { overall, trial_agreement, bootstrap } = report.metrics;
  const { intervals } = overall;
  const agreeing = trial_agreement === null ? null : Math.round(trial_agreement * report.case_count);
  const rows = [
    ['rate', 'value', '95% interval', ''],
    [
      'pass rate (mean)',
      f3(overall.pass_rate),
      formatInterval(intervals.pass_rate),
      `${overall.passed} of ${plural(overall.pairs, 'pair')}`,
    ],
    [
      'macro-F1',
      f3(overall.macro_f1),
      formatInterval(intervals.macro_f1),
      `over ${overall.macro_f1_verdicts.join(', ')}`,
    ],
    [
      'false-contradiction rate',
      f3(overall.false_contradiction_rate),
      formatInterval(intervals.false_contradiction_rate),
      `${overall.false_contradictions} of ${overall.gold_supports} gold supports called contradicts`,
    ],
    [
      'missed-contradiction rate',
      f3(overall.missed_contradiction_rate),
      formatInterval(intervals.missed_contradiction_rate),
      `${overall.missed_contradictions} of ${overall.gold_contradicts} gold contradicts called supports`,
    ],
    [
      'trial agreement',
      f3(trial_agreement),
      '',
      agreeing === null
        ? 'needs at least 2 trials'
        : `${agreeing} of ${plural(report.case_count, 'case')} given the same verdict in every trial`,
    ],
  ];
  const lines = table(rows, [3]);
  lines.push(
    `intervals: ${bootstrap.resamples} bootstrap resamples of the cases within each gold label, seed ${bootstrap.seed}`,
  );
  return lines;
}

function perTrial(report: EvalReport): string[] {
  if (report.trials.length < 2) return [];
  const rows = [['trial', 'pass rate', 'macro-F1', 'false-contr.', 'missed-contr.']];
  for (const trial of report.metrics.per_trial)
    rows.push([
      `trial ${trial.trial}`,
      f3(trial.pass_rate),
      f3(trial.macro_f1),
      f3(trial.false_contradiction_rate),
      f3(trial.missed_contradiction_rate),
    ]);
  return ['', ...table(rows)];
}

function cost(report: EvalReport): string[] {
  const { cost: c } = report;
  if (c.per_100_pairs === null) return [];
  const usage =
    c.responses_with_usage === c.responses
      ? ''
      : ` (${c.responses_with_usage} of ${plural(c.responses, 'response')} reported usage)`;
  return [
    `cost: ${thousands(c.prompt_tokens)} prompt + ${thousands(c.completion_tokens)} completion tokens${usage}, ${plural(c.requests, 'request')}, ${plural(c.retries, 'retry', 'retries')}, ${(c.wall_ms / 1000).toFixed(1)} s for ${plural(c.pairs, 'pair')}`,
    `per 100 pairs: ${thousands(c.per_100_pairs.prompt_tokens)} prompt + ${thousands(c.per_100_pairs.completion_tokens)} completion tokens, ${c.per_100_pairs.requests} requests, ${(c.per_100_pairs.wall_ms / 1000).toFixed(2)} s`,
  ];
}

function disagreements(report: EvalReport): string[] {
  const worst = report.worst_disagreements;
  if (worst.length === 0) return [];
  const shown = worst.slice(0, DISAGREEMENTS_SHOWN);
  const rows = shown.map((entry) => [
    `  ${entry.case_id}`,
    entry.kind.replace(/_/g, ' '),
    `gold ${entry.gold}`,
    `verdicts ${entry.verdicts.map((verdict) => verdict ?? 'none').join(', ')}`,
  ]);
  return [
    '',
    `Worst disagreements (${shown.length} shown; claims, excerpts and quotes in --json and --html)`,
    ...table(rows, 'all'),
  ];
}

function skipped(report: EvalReport): string[] {
  const rows = report.dataset?.skipped ?? [];
  if (rows.length === 0) return [];
  const more =
    rows.length > SKIPPED_SHOWN ? [`  … and ${rows.length - SKIPPED_SHOWN} more (all of them in --json)`] : [];
  return [
    `Skipped rows (${rows.length})`,
    ...rows.slice(0, SKIPPED_SHOWN).map((row) => `  ${row.file}:${row.line}  ${row.message}`),
    ...more,
    '',
  ];
}

function promotion(report: EvalReport): string[] {
  const { promotion: decision } = report;
  const rules = decision.rules;
  const options = rules.filter((rule) => rule.source === 'option').map((rule) => rule.requirement);
  const head = decision.promoted
    ? `promotion: PROMOTED (at least 3 trials, mean >= 0.80, worst >= 0.70, mean above the baseline${options.map((text) => `, ${text}`).join('')})`
    : `promotion: NOT PROMOTED (${decision.unmet.join('; ')})`;
  return [
    head,
    ...rules.map(
      (rule) =>
        `  ${rule.passed ? 'ok  ' : 'FAIL'}  ${rule.requirement}: ${rule.value}${rule.source === 'option' ? '' : '  (reference rule)'}`,
    ),
  ];
}

export function renderEval(raw: EvalReport): string {
  // Case IDs come from a cases file and failure reasons from a server: controls shown escaped.
  const report = showControlsIn(raw);
  const lines: string[] = [heading(report)];
  if (report.checks_left_out.length > 0) {
    const kept = CHECKS.filter((check) => !report.checks_left_out.includes(check));
    lines.push(
      `checks left out: ${report.checks_left_out.join(', ')} (the data has no gold quote or limitation terms); a case passes on ${kept.join(', ')}`,
    );
  }
  lines.push('', ...skipped(report));
  if (report.case_count <= CASE_TABLE_LIMIT) lines.push(...caseTable(report), '');

  for (const trial of report.trials) {
    const extra =
      trial.failures.length > 0 ? `; ${plural(trial.failures.length, 'request')} failed: ${trial.failures[0]}` : '';
    lines.push(`trial ${trial.trial}: ${trial.passed}/${trial.total} passed (${trial.pass_rate.toFixed(3)})${extra}`);
  }
  const failed = CHECKS.filter((check) => report.failed_checks[check] > 0).map(
    (check) => `${check} ${report.failed_checks[check]}`,
  );
  lines.push(
    `mean ${report.mean_pass_rate.toFixed(3)}, worst ${report.min_pass_rate.toFixed(3)}, baseline ${report.baseline_mean_pass_rate.toFixed(3)}`,
  );
  if (failed.length > 0) lines.push(`failed checks: ${failed.join(', ')}`);
  lines.push('', ...confusion(report), '', ...perVerdict(report), '', ...rates(report), ...perTrial(report));
  const spent = cost(report);
  if (spent.length > 0) lines.push('', ...spent);
  lines.push(...disagreements(report), '', ...promotion(report));
  return lines.join('\n') + '\n';
}
