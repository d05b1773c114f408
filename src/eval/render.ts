// The terminal view of an evaluation: one row per case, one column per trial.
import { plural } from '../render/format.js';
import { showControlsIn } from '../text/controls.js';
import type { EvalReport } from './run.js';
import { CHECKS } from './score.js';

export function renderEval(raw: EvalReport): string {
  // Case IDs come from a cases file and failure reasons from a server: controls shown escaped.
  const report = showControlsIn(raw);
  const lines: string[] = [];
  const who = report.verifier === 'baseline' ? 'the "citation present = supports" baseline' : `model ${report.model} (${report.verifier_version})`;
  lines.push(`citegate eval: ${report.case_count} cases (version ${report.cases_version}), ${plural(report.trials.length, 'trial')}, ${who}`, '');

  const header = ['case', 'expected', ...report.trials.map((trial) => `trial ${trial.trial}`)];
  const rows = (report.trials[0]?.cases ?? []).map((first, at) => [
    first.case_id,
    first.expected,
    ...report.trials.map((trial) => {
      const score = trial.cases[at];
      if (!score) return '';
      if (score.passed) return 'pass';
      const failed = CHECKS.filter((check) => !score.checks[check]).map((check) => (check === 'verdict' && score.verdict ? `verdict=${score.verdict}` : check));
      return `FAIL ${failed.join(',')}`;
    }),
  ]);
  const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => (row[column] ?? '').length)));
  for (const row of [header, ...rows]) lines.push(row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ').trimEnd());
  lines.push('');

  for (const trial of report.trials) {
    const extra = trial.failures.length > 0 ? `; ${plural(trial.failures.length, 'request')} failed: ${trial.failures[0]}` : '';
    lines.push(`trial ${trial.trial}: ${trial.passed}/${trial.total} passed (${trial.pass_rate.toFixed(3)})${extra}`);
  }
  const failed = CHECKS.filter((check) => report.failed_checks[check] > 0).map((check) => `${check} ${report.failed_checks[check]}`);
  lines.push(`mean ${report.mean_pass_rate.toFixed(3)}, worst ${report.min_pass_rate.toFixed(3)}, baseline ${report.baseline_mean_pass_rate.toFixed(3)}`);
  if (failed.length > 0) lines.push(`failed checks: ${failed.join(', ')}`);
  lines.push(
    report.promotion.promoted
      ? 'promotion: PROMOTED (at least 3 trials, mean >= 0.80, worst >= 0.70, mean above the baseline)'
      : `promotion: NOT PROMOTED (${report.promotion.unmet.join('; ')})`,
  );
  return lines.join('\n') + '\n';
}
