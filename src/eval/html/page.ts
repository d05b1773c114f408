// The self-contained HTML report: inline CSS, charts as inline SVG rendered here, no script and a
// Content-Security-Policy that forbids fetching anything, so it opens offline as it was written.
// Every piece of text from the dataset, the model or the user is escaped.
import { plural } from '../../render/format.js';
import { VERDICTS } from '../metrics.js';
import { f3, formatInterval, thousands } from '../render.js';
import type { EvalReport } from '../run.js';
import { CHECKS } from '../score.js';
import { confusionSpec, perVerdictSpec, ratesSpec } from './charts.js';
import { specToSvg } from './svg.js';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text as HTML text or attribute value: it can open no tag, entity or attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] as string);
}

/** The excerpt with the quote marked where it occurs verbatim. */
function excerptWithQuote(excerpt: string, quote: string | null): string {
  const at = quote ? excerpt.indexOf(quote) : -1;
  if (quote === null || quote === '' || at < 0) return escapeHtml(excerpt);
  return `${escapeHtml(excerpt.slice(0, at))}<mark>${escapeHtml(quote)}</mark>${escapeHtml(excerpt.slice(at + quote.length))}`;
}

function table(header: string[], rows: string[][], className = ''): string {
  const head = header.map((cell) => `<th>${cell}</th>`).join('');
  const body = rows.map((row) => `<tr>${row.map((cell) => `<td>${cell}</td>`).join('')}</tr>`).join('\n');
  return `<table${className ? ` class="${className}"` : ''}><thead><tr>${head}</tr></thead><tbody>\n${body}\n</tbody></table>`;
}

function subtitle(report: EvalReport): string {
  const who =
    report.verifier === 'baseline'
      ? 'the “citation present = supports” baseline'
      : `model <b>${escapeHtml(report.model ?? '')}</b> (${escapeHtml(report.verifier_version)})`;
  const { dataset } = report;
  const source = dataset
    ? `${escapeHtml(dataset.format)} <code>${dataset.files.map(escapeHtml).join('</code> + <code>')}</code>: ${plural(dataset.rows, 'row')} read, ${dataset.usable} usable, ${dataset.skipped.length} skipped${dataset.sample ? `; a stratified sample of ${dataset.sample.size}, seed ${dataset.sample.seed}` : ''}`
    : `evaluation set ${escapeHtml(report.cases_version)}`;
  return `${who} · ${report.case_count} cases · ${plural(report.trials.length, 'trial')} · ${escapeHtml(report.date)}<br>${source}`;
}

function decision(report: EvalReport): string {
  const { promotion } = report;
  const rows = promotion.rules.map((rule) => [
    rule.passed ? '<span class="ok">ok</span>' : '<span class="fail">FAIL</span>',
    escapeHtml(rule.requirement),
    escapeHtml(rule.value),
    rule.source === 'reference' ? 'reference rule' : 'option',
  ]);
  return `<section class="decision ${promotion.promoted ? 'promoted' : 'not-promoted'}"><h2>${promotion.promoted ? 'PROMOTED' : 'NOT PROMOTED'}</h2>${table(['', 'rule', 'this run', ''], rows)}</section>`;
}

function rateTable(report: EvalReport): string {
  const { overall, trial_agreement, bootstrap } = report.metrics;
  const rows = [
    [
      'pass rate (mean)',
      f3(overall.pass_rate),
      formatInterval(overall.intervals.pass_rate),
      `${overall.passed} of ${overall.pairs} pairs passed every applied check`,
    ],
    [
      'macro-F1',
      f3(overall.macro_f1),
      formatInterval(overall.intervals.macro_f1),
      `mean F1 over ${overall.macro_f1_verdicts.join(', ')}`,
    ],
    [
      'false-contradiction rate',
      f3(overall.false_contradiction_rate),
      formatInterval(overall.intervals.false_contradiction_rate),
      `${overall.false_contradictions} of ${overall.gold_supports} gold <i>supports</i> pairs called <i>contradicts</i>`,
    ],
    [
      'missed-contradiction rate',
      f3(overall.missed_contradiction_rate),
      formatInterval(overall.intervals.missed_contradiction_rate),
      `${overall.missed_contradictions} of ${overall.gold_contradicts} gold <i>contradicts</i> pairs called <i>supports</i>`,
    ],
    [
      'trial agreement',
      f3(trial_agreement),
      '',
      trial_agreement === null ? 'needs at least 2 trials' : 'share of cases given the same verdict in every trial',
    ],
  ];
  return `${table(['rate', 'value', '95% interval', 'what it counts'], rows, 'numbers rates')}<p class="note">Intervals: ${bootstrap.resamples} bootstrap resamples of the cases within each gold label, seed ${bootstrap.seed}, percentile method.</p>`;
}

function perVerdictTable(report: EvalReport): string {
  const { per_verdict } = report.metrics.overall;
  const rows = VERDICTS.filter((verdict) => per_verdict[verdict].gold > 0 || per_verdict[verdict].predicted > 0).map(
    (verdict) => {
      const scores = per_verdict[verdict];
      return [
        verdict,
        f3(scores.precision),
        f3(scores.recall),
        f3(scores.f1),
        String(scores.gold),
        String(scores.predicted),
      ];
    },
  );
  return table(['verdict', 'precision', 'recall', 'F1', 'gold', 'predicted'], rows, 'numbers');
}

function trialsTable(report: EvalReport): string {
  const failed = report.trials.some((trial) => trial.failures.length > 0);
  const rows = report.trials.map((trial, at) => {
    const metrics = report.metrics.per_trial[at];
    const row = [
      `trial ${trial.trial}`,
      `${trial.passed}/${trial.total}`,
      f3(metrics?.macro_f1 ?? null),
      f3(metrics?.false_contradiction_rate ?? null),
      f3(metrics?.missed_contradiction_rate ?? null),
      thousands(trial.usage.prompt_tokens + trial.usage.completion_tokens),
      String(trial.requests),
      String(trial.retries),
      `${(trial.wall_ms / 1000).toFixed(1)} s`,
    ];
    return failed
      ? [
          ...row,
          trial.failures.length === 0
            ? ''
            : escapeHtml(`${plural(trial.failures.length, 'request')} failed: ${trial.failures[0]}`),
        ]
      : row;
  });
  const header = [
    'trial',
    'passed',
    'macro-F1',
    'false-contr.',
    'missed-contr.',
    'tokens',
    'requests',
    'retries',
    'wall',
  ];
  return table(failed ? [...header, 'failures'] : header, rows, 'numbers');
}

function costLine(report: EvalReport): string {
  const { cost } = report;
  if (cost.per_100_pairs === null) return '<p>The baseline asks no model: no cost.</p>';
  const usage =
    cost.responses_with_usage === cost.responses
      ? ''
      : ` (${cost.responses_with_usage} of ${plural(cost.responses, 'response')} reported usage)`;
  return `<p>${thousands(cost.prompt_tokens)} prompt + ${thousands(cost.completion_tokens)} completion tokens${usage}, ${plural(cost.requests, 'request')}, ${plural(cost.retries, 'retry', 'retries')}, ${(cost.wall_ms / 1000).toFixed(1)} s for ${plural(cost.pairs, 'pair')}.
Per 100 pairs: <b>${thousands(cost.per_100_pairs.prompt_tokens)} prompt + ${thousands(cost.per_100_pairs.completion_tokens)} completion tokens, ${cost.per_100_pairs.requests} requests, ${(cost.per_100_pairs.wall_ms / 1000).toFixed(2)} s</b>.</p>`;
}

function disagreements(report: EvalReport): string {
  if (report.worst_disagreements.length === 0)
    return '<p>The verifier agreed with the gold label on every case in every trial.</p>';
  const rows = report.worst_disagreements.map((entry) => [
    `<code>${escapeHtml(entry.case_id)}</code><br><span class="kind ${entry.kind}">${entry.kind.replace(/_/g, ' ')}</span>`,
    `<b>${entry.gold}</b>`,
    entry.verdicts.map((verdict) => verdict ?? 'no answer').join('<br>'),
    escapeHtml(entry.claim),
    `<div class="excerpt">${excerptWithQuote(entry.excerpt, entry.quote)}</div>`,
    entry.quote === null ? '—' : `“${escapeHtml(entry.quote)}”`,
    entry.confidence === null ? '—' : entry.confidence.toFixed(2),
  ]);
  return table(
    ['case', 'gold', 'verdict by trial', 'claim', 'excerpt (quote marked)', 'quote', 'conf.'],
    rows,
    'disagreements',
  );
}

function skipped(report: EvalReport): string {
  const rows = report.dataset?.skipped ?? [];
  if (rows.length === 0) return '';
  const shown = rows
    .slice(0, 100)
    .map((row) => `<li><code>${escapeHtml(row.file)}:${row.line}</code> ${escapeHtml(row.message)}</li>`)
    .join('\n');
  const more = rows.length > 100 ? `<li>… and ${rows.length - 100} more (all of them in the --json file)</li>` : '';
  return `<section><h2>Skipped rows (${rows.length})</h2><ul class="skipped">${shown}${more}</ul></section>`;
}

const STYLE = `
:root { color-scheme: light; }
body { font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1b2733; margin: 0; background: #f5f7fa; }
main { max-width: 1180px; margin: 0 auto; padding: 24px 28px 48px; }
h1 { font-size: 22px; margin: 0 0 4px; } h2 { font-size: 16px; margin: 0 0 10px; }
.sub { color: #4a5866; margin: 0 0 18px; }
section { background: white; border: 1px solid #dde3ea; border-radius: 8px; padding: 16px 18px; margin: 0 0 16px; }
.grid { display: grid; grid-template-columns: repeat(auto-fit, minmax(480px, 1fr)); gap: 16px; margin: 0 0 16px; }
.grid section { margin: 0; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; padding: 5px 8px; border-bottom: 1px solid #e8edf2; vertical-align: top; }
th { font-weight: 600; color: #4a5866; font-size: 12px; }
table.numbers td { font-variant-numeric: tabular-nums; white-space: nowrap; }
table.rates td:last-child { white-space: normal; }
section { overflow-x: auto; }
.decision.promoted { border-left: 6px solid #2e7d32; } .decision.not-promoted { border-left: 6px solid #c62828; }
.decision h2 { font-size: 18px; } .promoted h2 { color: #2e7d32; } .not-promoted h2 { color: #c62828; }
.ok { color: #2e7d32; font-weight: 600; } .fail { color: #c62828; font-weight: 700; }
.note { color: #5d6b78; font-size: 12px; margin: 8px 0 0; }
.chart svg { max-width: 100%; height: auto; }
table.disagreements td { font-size: 13px; }
table.disagreements td:nth-child(4) { min-width: 180px; } table.disagreements td:nth-child(5) { min-width: 300px; }
.excerpt { max-height: 9.5em; overflow: auto; }
mark { background: #ffe08a; }
.kind { font-size: 11px; padding: 1px 6px; border-radius: 9px; background: #eef1f4; white-space: nowrap; }
.kind.false_contradiction { background: #fde2e2; color: #a61b1b; } .kind.missed_contradiction { background: #fff0d6; color: #8a5300; }
code { font-size: 12px; } ul.skipped { margin: 0; padding-left: 18px; }
`;

export async function renderHtmlReport(report: EvalReport): Promise<string> {
  const [confusion, perVerdict, rates] = await Promise.all([
    specToSvg(confusionSpec(report)),
    specToSvg(perVerdictSpec(report)),
    specToSvg(ratesSpec(report)),
  ]);
  const leftOut =
    report.checks_left_out.length === 0
      ? ''
      : `<p class="note">Checks left out (the data has no gold quote or limitation terms): ${report.checks_left_out.join(', ')}. A case passes on ${CHECKS.filter((check) => !report.checks_left_out.includes(check)).join(', ')}.</p>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>citegate eval: ${escapeHtml(report.model ?? 'baseline')}, ${report.case_count} cases</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>citegate eval</h1>
<p class="sub">${subtitle(report)}</p>
${decision(report)}
<div class="grid">
<section><h2>Confusion matrix</h2><p class="note">Gold label × model verdict${report.trials.length > 1 ? `, ${report.trials.length} trials pooled` : ''}; colour: share of the gold row.</p><div class="chart">${confusion}</div>${perVerdictTable(report)}${leftOut}</section>
<section><h2>Rates with 95% intervals</h2><div class="chart">${rates}</div>${rateTable(report)}</section>
<section><h2>Per verdict</h2><div class="chart">${perVerdict}</div></section>
<section><h2>Trials and cost</h2>${trialsTable(report)}${costLine(report)}</section>
</div>
<section><h2>Worst disagreements</h2>${disagreements(report)}</section>
${skipped(report)}
</main>
</body>
</html>
`;
}
