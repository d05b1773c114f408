// The charts of the HTML report as Vega-Lite specs: plain data, built from the report. Pure.
// Only fixed labels (verdict and rate names) and numbers go into a chart; dataset text never does.
import { ANSWERS, VERDICTS } from '../metrics.js';
import { ANSWER_LABEL } from '../render.js';
import type { EvalReport } from '../run.js';

/** A Vega-Lite spec (kept loose: vega-lite's own type is checked when it compiles). */
export type ChartSpec = Record<string, unknown>;

const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
const CONFIG = {
  font: FONT,
  view: { stroke: null },
  axis: { labelFontSize: 12, titleFontSize: 12, titleFontWeight: 'normal', titleColor: '#555' },
  legend: { labelFontSize: 12, titleFontSize: 12 },
};

/** Gold label x model verdict; colour is the share of the gold row, so the diagonal reads as recall (the page says so: no legend). */
export function confusionSpec(report: EvalReport): ChartSpec {
  const { overall } = report.metrics;
  const golds = VERDICTS.filter((gold) => overall.per_verdict[gold].gold > 0);
  const answers = ANSWERS.filter(
    (answer) => answer !== 'none' || golds.some((gold) => overall.confusion[gold].none > 0),
  );
  const values = golds.flatMap((gold) =>
    answers.map((answer) => {
      const count = overall.confusion[gold][answer];
      const total = overall.per_verdict[gold].gold;
      return { gold, answer: ANSWER_LABEL[answer], count, share: total === 0 ? 0 : count / total };
    }),
  );
  const x = {
    field: 'answer',
    type: 'nominal',
    sort: answers.map((answer) => ANSWER_LABEL[answer]),
    title: 'model verdict',
    axis: { orient: 'top', labelAngle: 0, domain: false, ticks: false },
  };
  const y = { field: 'gold', type: 'nominal', sort: golds, title: 'gold label', axis: { domain: false, ticks: false } };
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    config: CONFIG,
    data: { values },
    width: 100 * answers.length,
    height: 60 * golds.length,
    encoding: { x, y },
    layer: [
      {
        mark: { type: 'rect', stroke: 'white', strokeWidth: 2 },
        encoding: {
          color: { field: 'share', type: 'quantitative', scale: { scheme: 'blues', domain: [0, 1] }, legend: null },
        },
      },
      {
        mark: { type: 'text', fontSize: 15, fontWeight: 'bold' },
        encoding: {
          text: { field: 'count', type: 'quantitative' },
          color: { condition: { test: 'datum.share > 0.55', value: 'white' }, value: '#1b2733' },
        },
      },
    ],
  };
}

/** Precision, recall and F1 per verdict, side by side. */
export function perVerdictSpec(report: EvalReport): ChartSpec {
  const { per_verdict } = report.metrics.overall;
  const verdicts = VERDICTS.filter((verdict) => per_verdict[verdict].gold > 0 || per_verdict[verdict].predicted > 0);
  const values = verdicts.flatMap((verdict) =>
    (['precision', 'recall', 'F1'] as const).map((measure) => {
      const scores = per_verdict[verdict];
      const value = measure === 'precision' ? scores.precision : measure === 'recall' ? scores.recall : scores.f1;
      return { verdict, measure, value: value ?? 0, shown: value === null ? 'n/a' : value.toFixed(2) };
    }),
  );
  const x = { field: 'verdict', type: 'nominal', sort: verdicts, title: null, axis: { labelAngle: 0 } };
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    config: CONFIG,
    data: { values },
    width: 150 * verdicts.length,
    height: 200,
    encoding: { x, xOffset: { field: 'measure', sort: ['precision', 'recall', 'F1'] } },
    layer: [
      {
        mark: { type: 'bar', cornerRadiusEnd: 2 },
        encoding: {
          y: {
            field: 'value',
            type: 'quantitative',
            scale: { domain: [0, 1] },
            title: null,
            axis: { format: '.1f', tickCount: 5 },
          },
          color: {
            field: 'measure',
            type: 'nominal',
            sort: ['precision', 'recall', 'F1'],
            scale: { range: ['#9ecae1', '#4292c6', '#08519c'] },
            title: null,
            legend: { orient: 'top' },
          },
        },
      },
      {
        mark: { type: 'text', dy: -7, fontSize: 10, color: '#333' },
        encoding: { y: { field: 'value', type: 'quantitative' }, text: { field: 'shown' } },
      },
    ],
  };
}

/** Each rate as a point with its 95% interval as a line (the numbers are in the table beside it). */
export function ratesSpec(report: EvalReport): ChartSpec {
  const { overall, trial_agreement } = report.metrics;
  const rows: { rate: string; value: number | null; low: number | null; high: number | null }[] = [
    {
      rate: 'pass rate (mean)',
      value: overall.pass_rate,
      low: overall.intervals.pass_rate?.low ?? null,
      high: overall.intervals.pass_rate?.high ?? null,
    },
    {
      rate: 'macro-F1',
      value: overall.macro_f1,
      low: overall.intervals.macro_f1?.low ?? null,
      high: overall.intervals.macro_f1?.high ?? null,
    },
    {
      rate: 'false-contradiction rate',
      value: overall.false_contradiction_rate,
      low: overall.intervals.false_contradiction_rate?.low ?? null,
      high: overall.intervals.false_contradiction_rate?.high ?? null,
    },
    {
      rate: 'missed-contradiction rate',
      value: overall.missed_contradiction_rate,
      low: overall.intervals.missed_contradiction_rate?.low ?? null,
      high: overall.intervals.missed_contradiction_rate?.high ?? null,
    },
    { rate: 'trial agreement', value: trial_agreement, low: null, high: null },
  ];
  const values = rows.filter((row) => row.value !== null);
  const y = {
    field: 'rate',
    type: 'nominal',
    sort: rows.map((row) => row.rate),
    title: null,
    axis: { domain: false, ticks: false, labelPadding: 8, labelLimit: 0 },
  };
  const x = {
    type: 'quantitative',
    scale: { domain: [0, 1] },
    title: null,
    axis: { format: '.1f', grid: true, tickCount: 10 },
  };
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    config: CONFIG,
    data: { values },
    width: 300,
    height: 30 * values.length,
    encoding: { y },
    layer: [
      {
        transform: [{ filter: 'datum.low != null' }],
        mark: { type: 'rule', strokeWidth: 3, color: '#9ecae1' },
        encoding: { x: { ...x, field: 'low' }, x2: { field: 'high' } },
      },
      { mark: { type: 'point', filled: true, size: 90, color: '#08519c' }, encoding: { x: { ...x, field: 'value' } } },
    ],
  };
}
