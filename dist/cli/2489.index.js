(function (__citegate_import_meta_url, __WEBPACK_EXTERNAL_createRequire) { 'use strict'; return { id: 2489,
ids: [2489],
modules: {

/***/ 2489:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RunFileError: () => (/* binding */ RunFileError),
/* harmony export */   compareCommand: () => (/* binding */ compareCommand)
/* harmony export */ });
/* unused harmony exports readRunFile, gapVersusIntervals, renderComparison */
/* harmony import */ var _files_read_bounded_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1543);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2503);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7428);
/* harmony import */ var _report_json_file_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7376);
/* harmony import */ var _render_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9240);
// `citegate eval --compare a.json b.json`: two earlier runs side by side, and whether each gap is
// larger than the 95% intervals (the intervals do not overlap) or within them (it may be noise).





const IntervalShape = zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({ low: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig(), high: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig() }).nullable();
const RunFile = zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
    verifier: zod__WEBPACK_IMPORTED_MODULE_4__/* ["enum"] */ .k5n(['model', 'baseline']),
    model: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().nullable(),
    case_count: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig(),
    cases_version: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    trials: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({ cases: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({ case_id: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP() })) })),
    dataset: zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
        format: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
        files: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()),
        sample: zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({ size: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig(), seed: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig() }).nullable(),
    })
        .nullable(),
    metrics: zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
        overall: zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
            pass_rate: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig(),
            macro_f1: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig(),
            false_contradiction_rate: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().nullable(),
            missed_contradiction_rate: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().nullable(),
            intervals: zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
                pass_rate: IntervalShape,
                macro_f1: IntervalShape,
                false_contradiction_rate: IntervalShape,
                missed_contradiction_rate: IntervalShape,
            }),
        }),
        trial_agreement: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().nullable(),
    }),
    cost: zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
        per_100_pairs: zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({ prompt_tokens: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig(), completion_tokens: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig(), requests: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig(), wall_ms: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig() })
            .nullable(),
    }),
    promotion: zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({ promoted: zod__WEBPACK_IMPORTED_MODULE_4__/* .boolean */ .zMY() }),
});
/** A run file that cannot be read or is not one: the command line says so as a usage error (exit 2). */
class RunFileError extends Error {
}
async function readRunFile(cwd, file) {
    let bytes;
    try {
        bytes = await (0,_files_read_bounded_js__WEBPACK_IMPORTED_MODULE_0__/* .readBoundedFile */ .Mv)(node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(cwd, file));
    }
    catch (error) {
        throw new RunFileError(`cannot read ${file}: ${error.message}`);
    }
    const read = (0,_report_json_file_js__WEBPACK_IMPORTED_MODULE_2__/* .parseJsonFile */ .OW)(bytes);
    if (!read.ok)
        throw new RunFileError((0,_report_json_file_js__WEBPACK_IMPORTED_MODULE_2__/* .located */ .t4)(file, read.error));
    const data = read.value;
    const parsed = RunFile.safeParse(data);
    if (!parsed.success) {
        const older = typeof data === 'object' && data !== null && !('metrics' in data);
        throw new RunFileError(older
            ? `${file} has no metrics: it was written by an older citegate eval; run it again to compare`
            : `${file} is not a file written by citegate eval --json:\n${zod__WEBPACK_IMPORTED_MODULE_5__/* .prettifyError */ .S1(parsed.error)}`);
    }
    return parsed.data;
}
/** "larger" when the intervals do not overlap, "within" when they do, null when either is missing. */
function gapVersusIntervals(a, b) {
    if (a === null || b === null)
        return null;
    return a.high < b.low || b.high < a.low ? 'larger' : 'within';
}
function describeCases(run) {
    if (!run.dataset)
        return `${run.case_count} cases (${run.cases_version})`;
    const sample = run.dataset.sample ? `, sample ${run.dataset.sample.size} seed ${run.dataset.sample.seed}` : '';
    return `${run.case_count} cases (${run.dataset.format} ${run.dataset.files.map((file) => node_path__WEBPACK_IMPORTED_MODULE_1___default().basename(file)).join(' + ')}${sample})`;
}
function renderComparison(files, runs) {
    const [a, b] = runs;
    const rows = [['', 'A', 'B', 'difference']];
    rows.push(['file', files[0], files[1], '']);
    rows.push(['model', a.model ?? 'baseline', b.model ?? 'baseline', '']);
    rows.push(['cases', describeCases(a), describeCases(b), '']);
    rows.push(['trials', String(a.trials.length), String(b.trials.length), '']);
    const rated = (name, pick, interval) => {
        const gap = gapVersusIntervals(interval(a), interval(b));
        const va = pick(a);
        const vb = pick(b);
        const delta = va === null || vb === null ? '' : `${vb - va >= 0 ? '+' : ''}${(vb - va).toFixed(3)}, `;
        const word = gap === null ? 'no interval' : gap === 'larger' ? 'larger than the intervals' : 'within the intervals';
        rows.push([
            name,
            `${(0,_render_js__WEBPACK_IMPORTED_MODULE_3__.f3)(va)} [${(0,_render_js__WEBPACK_IMPORTED_MODULE_3__/* .formatInterval */ .vy)(interval(a))}]`,
            `${(0,_render_js__WEBPACK_IMPORTED_MODULE_3__.f3)(vb)} [${(0,_render_js__WEBPACK_IMPORTED_MODULE_3__/* .formatInterval */ .vy)(interval(b))}]`,
            `${delta}${word}`,
        ]);
    };
    rated('macro-F1', (run) => run.metrics.overall.macro_f1, (run) => run.metrics.overall.intervals.macro_f1);
    rated('false-contradiction rate', (run) => run.metrics.overall.false_contradiction_rate, (run) => run.metrics.overall.intervals.false_contradiction_rate);
    rated('missed-contradiction rate', (run) => run.metrics.overall.missed_contradiction_rate, (run) => run.metrics.overall.intervals.missed_contradiction_rate);
    rated('mean pass rate', (run) => run.metrics.overall.pass_rate, (run) => run.metrics.overall.intervals.pass_rate);
    rows.push(['trial agreement', (0,_render_js__WEBPACK_IMPORTED_MODULE_3__.f3)(a.metrics.trial_agreement), (0,_render_js__WEBPACK_IMPORTED_MODULE_3__.f3)(b.metrics.trial_agreement), '']);
    const per100 = (run, pick) => run.cost.per_100_pairs === null ? '—' : pick(run.cost.per_100_pairs);
    rows.push([
        'tokens per 100 pairs',
        ...[a, b].map((run) => per100(run, (cost) => `${(0,_render_js__WEBPACK_IMPORTED_MODULE_3__/* .thousands */ .oh)(cost.prompt_tokens)} + ${(0,_render_js__WEBPACK_IMPORTED_MODULE_3__/* .thousands */ .oh)(cost.completion_tokens)}`)),
        '',
    ]);
    rows.push(['requests per 100 pairs', ...[a, b].map((run) => per100(run, (cost) => String(cost.requests))), '']);
    rows.push([
        'wall time per 100 pairs',
        ...[a, b].map((run) => per100(run, (cost) => `${(cost.wall_ms / 1000).toFixed(2)} s`)),
        '',
    ]);
    rows.push(['promotion', ...[a, b].map((run) => (run.promotion.promoted ? 'PROMOTED' : 'NOT PROMOTED')), '']);
    const lines = ['citegate eval --compare', ...(0,_render_js__WEBPACK_IMPORTED_MODULE_3__/* .table */ .tp)(rows, 'all')];
    lines.push('', 'A gap is "larger than the intervals" when the two 95% intervals do not overlap; "within the intervals" when they overlap: at this many pairs the gap may be noise.');
    const ids = (run) => (run.trials[0]?.cases ?? [])
        .map((score) => score.case_id)
        .sort()
        .join('\n');
    if (ids(a) !== ids(b))
        lines.push('Warning: the two runs scored different cases, so their gap mixes the data with the model; compare runs on the same dataset, sample size and seed.');
    return lines.join('\n') + '\n';
}
async function compareCommand(files, io) {
    const runs = [await readRunFile(io.cwd, files[0]), await readRunFile(io.cwd, files[1])];
    io.stdout.write(renderComparison(files, runs));
    return 0;
}


/***/ })

} };
})
