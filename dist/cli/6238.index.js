(function (__citegate_import_meta_url, __WEBPACK_EXTERNAL_createRequire) { 'use strict'; return { id: 6238,
ids: [6238],
modules: {

/***/ 6238:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  renderHtmlReport: () => (/* binding */ renderHtmlReport)
});

// UNUSED EXPORTS: escapeHtml

// EXTERNAL MODULE: ./src/render/format.ts
var format = __webpack_require__(1509);
// EXTERNAL MODULE: ./src/eval/metrics.ts
var metrics = __webpack_require__(4419);
// EXTERNAL MODULE: ./src/eval/render.ts
var render = __webpack_require__(9240);
// EXTERNAL MODULE: ./src/eval/score.ts
var score = __webpack_require__(40);
;// CONCATENATED MODULE: ./src/eval/html/charts.ts
// The charts of the HTML report as Vega-Lite specs: plain data, built from the report. Pure.
// Only fixed labels (verdict and rate names) and numbers go into a chart; dataset text never does.


const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
const CONFIG = {
    font: FONT,
    view: { stroke: null },
    axis: { labelFontSize: 12, titleFontSize: 12, titleFontWeight: 'normal', titleColor: '#555' },
    legend: { labelFontSize: 12, titleFontSize: 12 },
};
/** Gold label x model verdict; colour is the share of the gold row, so the diagonal reads as recall (the page says so: no legend). */
function confusionSpec(report) {
    const { overall } = report.metrics;
    const golds = metrics/* VERDICTS */.bk.filter((gold) => overall.per_verdict[gold].gold > 0);
    const answers = metrics/* ANSWERS */.I3.filter((answer) => answer !== 'none' || golds.some((gold) => overall.confusion[gold].none > 0));
    const values = golds.flatMap((gold) => answers.map((answer) => {
        const count = overall.confusion[gold][answer];
        const total = overall.per_verdict[gold].gold;
        return { gold, answer: render/* ANSWER_LABEL */.uX[answer], count, share: total === 0 ? 0 : count / total };
    }));
    const x = {
        field: 'answer',
        type: 'nominal',
        sort: answers.map((answer) => render/* ANSWER_LABEL */.uX[answer]),
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
function perVerdictSpec(report) {
    const { per_verdict } = report.metrics.overall;
    const verdicts = metrics/* VERDICTS */.bk.filter((verdict) => per_verdict[verdict].gold > 0 || per_verdict[verdict].predicted > 0);
    const values = verdicts.flatMap((verdict) => ['precision', 'recall', 'F1'].map((measure) => {
        const scores = per_verdict[verdict];
        const value = measure === 'precision' ? scores.precision : measure === 'recall' ? scores.recall : scores.f1;
        return { verdict, measure, value: value ?? 0, shown: value === null ? 'n/a' : value.toFixed(2) };
    }));
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
function ratesSpec(report) {
    const { overall, trial_agreement } = report.metrics;
    const rows = [
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

;// CONCATENATED MODULE: ./src/eval/html/svg.ts
async function specToSvg(spec) {
    const [vega, vegaLite] = await Promise.all([__webpack_require__.e(/* import() */ 3972).then(__webpack_require__.bind(__webpack_require__, 1591)), Promise.all(/* import() */[__webpack_require__.e(3972), __webpack_require__.e(994)]).then(__webpack_require__.bind(__webpack_require__, 994))]);
    const compiled = vegaLite.compile(spec).spec;
    // A loader that refuses every URL: a spec built from a report has its data inline, and nothing may be fetched.
    const loader = vega.loader({ mode: 'file' });
    loader.load = async (uri) => {
        throw new Error(`the report's charts fetch nothing (asked for ${uri})`);
    };
    const view = new vega.View(vega.parse(compiled), { renderer: 'none', loader });
    try {
        return await view.toSVG();
    }
    finally {
        view.finalize();
    }
}

;// CONCATENATED MODULE: ./src/eval/html/page.ts
// The self-contained HTML report: inline CSS, charts as inline SVG rendered here, no script and a
// Content-Security-Policy that forbids fetching anything, so it opens offline as it was written.
// Every piece of text from the dataset, the model or the user is escaped.






const ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Text as HTML text or attribute value: it can open no tag, entity or attribute. */
function escapeHtml(text) {
    return text.replace(/[&<>"']/g, (char) => ESCAPES[char]);
}
/** The excerpt with the quote marked where it occurs verbatim. */
function excerptWithQuote(excerpt, quote) {
    const at = quote ? excerpt.indexOf(quote) : -1;
    if (quote === null || quote === '' || at < 0)
        return escapeHtml(excerpt);
    return `${escapeHtml(excerpt.slice(0, at))}<mark>${escapeHtml(quote)}</mark>${escapeHtml(excerpt.slice(at + quote.length))}`;
}
function table(header, rows, className = '') {
    const head = header.map((cell) => `<th>${cell}</th>`).join('');
    const body = rows.map((row) => `<tr>${row.map((cell) => `<td>${cell}</td>`).join('')}</tr>`).join('\n');
    return `<table${className ? ` class="${className}"` : ''}><thead><tr>${head}</tr></thead><tbody>\n${body}\n</tbody></table>`;
}
function subtitle(report) {
    const who = report.verifier === 'baseline'
        ? 'the “citation present = supports” baseline'
        : `model <b>${escapeHtml(report.model ?? '')}</b> (${escapeHtml(report.verifier_version)})`;
    const { dataset } = report;
    const source = dataset
        ? `${escapeHtml(dataset.format)} <code>${dataset.files.map(escapeHtml).join('</code> + <code>')}</code>: ${(0,format/* plural */.LS)(dataset.rows, 'row')} read, ${dataset.usable} usable, ${dataset.skipped.length} skipped${dataset.sample ? `; a stratified sample of ${dataset.sample.size}, seed ${dataset.sample.seed}` : ''}`
        : `evaluation set ${escapeHtml(report.cases_version)}`;
    return `${who} · ${report.case_count} cases · ${(0,format/* plural */.LS)(report.trials.length, 'trial')} · ${escapeHtml(report.date)}<br>${source}`;
}
function decision(report) {
    const { promotion } = report;
    const rows = promotion.rules.map((rule) => [
        rule.passed ? '<span class="ok">ok</span>' : '<span class="fail">FAIL</span>',
        escapeHtml(rule.requirement),
        escapeHtml(rule.value),
        rule.source === 'reference' ? 'reference rule' : 'option',
    ]);
    return `<section class="decision ${promotion.promoted ? 'promoted' : 'not-promoted'}"><h2>${promotion.promoted ? 'PROMOTED' : 'NOT PROMOTED'}</h2>${table(['', 'rule', 'this run', ''], rows)}</section>`;
}
function rateTable(report) {
    const { overall, trial_agreement, bootstrap } = report.metrics;
    const rows = [
        [
            'pass rate (mean)',
            (0,render.f3)(overall.pass_rate),
            (0,render/* formatInterval */.vy)(overall.intervals.pass_rate),
            `${overall.passed} of ${overall.pairs} pairs passed every applied check`,
        ],
        [
            'macro-F1',
            (0,render.f3)(overall.macro_f1),
            (0,render/* formatInterval */.vy)(overall.intervals.macro_f1),
            `mean F1 over ${overall.macro_f1_verdicts.join(', ')}`,
        ],
        [
            'false-contradiction rate',
            (0,render.f3)(overall.false_contradiction_rate),
            (0,render/* formatInterval */.vy)(overall.intervals.false_contradiction_rate),
            `${overall.false_contradictions} of ${overall.gold_supports} gold <i>supports</i> pairs called <i>contradicts</i>`,
        ],
        [
            'missed-contradiction rate',
            (0,render.f3)(overall.missed_contradiction_rate),
            (0,render/* formatInterval */.vy)(overall.intervals.missed_contradiction_rate),
            `${overall.missed_contradictions} of ${overall.gold_contradicts} gold <i>contradicts</i> pairs called <i>supports</i>`,
        ],
        [
            'trial agreement',
            (0,render.f3)(trial_agreement),
            '',
            trial_agreement === null ? 'needs at least 2 trials' : 'share of cases given the same verdict in every trial',
        ],
    ];
    return `${table(['rate', 'value', '95% interval', 'what it counts'], rows, 'numbers rates')}<p class="note">Intervals: ${bootstrap.resamples} bootstrap resamples of the cases within each gold label, seed ${bootstrap.seed}, percentile method.</p>`;
}
function perVerdictTable(report) {
    const { per_verdict } = report.metrics.overall;
    const rows = metrics/* VERDICTS */.bk.filter((verdict) => per_verdict[verdict].gold > 0 || per_verdict[verdict].predicted > 0).map((verdict) => {
        const scores = per_verdict[verdict];
        return [
            verdict,
            (0,render.f3)(scores.precision),
            (0,render.f3)(scores.recall),
            (0,render.f3)(scores.f1),
            String(scores.gold),
            String(scores.predicted),
        ];
    });
    return table(['verdict', 'precision', 'recall', 'F1', 'gold', 'predicted'], rows, 'numbers');
}
function trialsTable(report) {
    const failed = report.trials.some((trial) => trial.failures.length > 0);
    const rows = report.trials.map((trial, at) => {
        const metrics = report.metrics.per_trial[at];
        const row = [
            `trial ${trial.trial}`,
            `${trial.passed}/${trial.total}`,
            (0,render.f3)(metrics?.macro_f1 ?? null),
            (0,render.f3)(metrics?.false_contradiction_rate ?? null),
            (0,render.f3)(metrics?.missed_contradiction_rate ?? null),
            (0,render/* thousands */.oh)(trial.usage.prompt_tokens + trial.usage.completion_tokens),
            String(trial.requests),
            String(trial.retries),
            `${(trial.wall_ms / 1000).toFixed(1)} s`,
        ];
        return failed
            ? [
                ...row,
                trial.failures.length === 0
                    ? ''
                    : escapeHtml(`${(0,format/* plural */.LS)(trial.failures.length, 'request')} failed: ${trial.failures[0]}`),
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
function costLine(report) {
    const { cost } = report;
    if (cost.per_100_pairs === null)
        return '<p>The baseline asks no model: no cost.</p>';
    const usage = cost.responses_with_usage === cost.responses
        ? ''
        : ` (${cost.responses_with_usage} of ${(0,format/* plural */.LS)(cost.responses, 'response')} reported usage)`;
    return `<p>${(0,render/* thousands */.oh)(cost.prompt_tokens)} prompt + ${(0,render/* thousands */.oh)(cost.completion_tokens)} completion tokens${usage}, ${(0,format/* plural */.LS)(cost.requests, 'request')}, ${(0,format/* plural */.LS)(cost.retries, 'retry', 'retries')}, ${(cost.wall_ms / 1000).toFixed(1)} s for ${(0,format/* plural */.LS)(cost.pairs, 'pair')}.
Per 100 pairs: <b>${(0,render/* thousands */.oh)(cost.per_100_pairs.prompt_tokens)} prompt + ${(0,render/* thousands */.oh)(cost.per_100_pairs.completion_tokens)} completion tokens, ${cost.per_100_pairs.requests} requests, ${(cost.per_100_pairs.wall_ms / 1000).toFixed(2)} s</b>.</p>`;
}
function disagreements(report) {
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
    return table(['case', 'gold', 'verdict by trial', 'claim', 'excerpt (quote marked)', 'quote', 'conf.'], rows, 'disagreements');
}
function skipped(report) {
    const rows = report.dataset?.skipped ?? [];
    if (rows.length === 0)
        return '';
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
async function renderHtmlReport(report) {
    const [confusion, perVerdict, rates] = await Promise.all([
        specToSvg(confusionSpec(report)),
        specToSvg(perVerdictSpec(report)),
        specToSvg(ratesSpec(report)),
    ]);
    const leftOut = report.checks_left_out.length === 0
        ? ''
        : `<p class="note">Checks left out (the data has no gold quote or limitation terms): ${report.checks_left_out.join(', ')}. A case passes on ${score/* CHECKS */.ui.filter((check) => !report.checks_left_out.includes(check)).join(', ')}.</p>`;
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


/***/ })

} };
})
