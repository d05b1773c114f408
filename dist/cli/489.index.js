export const id = 489;
export const ids = [489];
export const modules = {

/***/ 2489:
/***/ (function(__unused_webpack_module, exports, __webpack_require__) {


var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.readRunFile = readRunFile;
exports.gapVersusIntervals = gapVersusIntervals;
exports.renderComparison = renderComparison;
exports.compareCommand = compareCommand;
// `citegate eval --compare a.json b.json`: two earlier runs side by side, and whether each gap is
// larger than the 95% intervals (the intervals do not overlap) or within them (it may be noise).
const promises_1 = __webpack_require__(1455);
const node_path_1 = __importDefault(__webpack_require__(6760));
const zod_1 = __webpack_require__(924);
const io_js_1 = __webpack_require__(1604);
const json_file_js_1 = __webpack_require__(5869);
const render_js_1 = __webpack_require__(9240);
const IntervalShape = zod_1.z.object({ low: zod_1.z.number(), high: zod_1.z.number() }).nullable();
const RunFile = zod_1.z.object({
    verifier: zod_1.z.enum(['model', 'baseline']),
    model: zod_1.z.string().nullable(),
    case_count: zod_1.z.number(),
    cases_version: zod_1.z.string(),
    trials: zod_1.z.array(zod_1.z.object({ cases: zod_1.z.array(zod_1.z.object({ case_id: zod_1.z.string() })) })),
    dataset: zod_1.z.object({ format: zod_1.z.string(), files: zod_1.z.array(zod_1.z.string()), sample: zod_1.z.object({ size: zod_1.z.number(), seed: zod_1.z.number() }).nullable() }).nullable(),
    metrics: zod_1.z.object({
        overall: zod_1.z.object({
            pass_rate: zod_1.z.number(),
            macro_f1: zod_1.z.number(),
            false_contradiction_rate: zod_1.z.number().nullable(),
            missed_contradiction_rate: zod_1.z.number().nullable(),
            intervals: zod_1.z.object({ pass_rate: IntervalShape, macro_f1: IntervalShape, false_contradiction_rate: IntervalShape, missed_contradiction_rate: IntervalShape }),
        }),
        trial_agreement: zod_1.z.number().nullable(),
    }),
    cost: zod_1.z.object({
        per_100_pairs: zod_1.z.object({ prompt_tokens: zod_1.z.number(), completion_tokens: zod_1.z.number(), requests: zod_1.z.number(), wall_ms: zod_1.z.number() }).nullable(),
    }),
    promotion: zod_1.z.object({ promoted: zod_1.z.boolean() }),
});
async function readRunFile(cwd, file) {
    let bytes;
    try {
        bytes = await (0, promises_1.readFile)(node_path_1.default.resolve(cwd, file));
    }
    catch (error) {
        throw new io_js_1.UsageError(`cannot read ${file}: ${error.message}`);
    }
    const read = (0, json_file_js_1.parseJsonFile)(bytes);
    if (!read.ok)
        throw new io_js_1.UsageError((0, json_file_js_1.located)(file, read.error));
    const data = read.value;
    const parsed = RunFile.safeParse(data);
    if (!parsed.success) {
        const older = typeof data === 'object' && data !== null && !('metrics' in data);
        throw new io_js_1.UsageError(older
            ? `${file} has no metrics: it was written by an older citegate eval; run it again to compare`
            : `${file} is not a file written by citegate eval --json:\n${zod_1.z.prettifyError(parsed.error)}`);
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
    return `${run.case_count} cases (${run.dataset.format} ${run.dataset.files.map((file) => node_path_1.default.basename(file)).join(' + ')}${sample})`;
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
        rows.push([name, `${(0, render_js_1.f3)(va)} [${(0, render_js_1.formatInterval)(interval(a))}]`, `${(0, render_js_1.f3)(vb)} [${(0, render_js_1.formatInterval)(interval(b))}]`, `${delta}${word}`]);
    };
    rated('macro-F1', (run) => run.metrics.overall.macro_f1, (run) => run.metrics.overall.intervals.macro_f1);
    rated('false-contradiction rate', (run) => run.metrics.overall.false_contradiction_rate, (run) => run.metrics.overall.intervals.false_contradiction_rate);
    rated('missed-contradiction rate', (run) => run.metrics.overall.missed_contradiction_rate, (run) => run.metrics.overall.intervals.missed_contradiction_rate);
    rated('mean pass rate', (run) => run.metrics.overall.pass_rate, (run) => run.metrics.overall.intervals.pass_rate);
    rows.push(['trial agreement', (0, render_js_1.f3)(a.metrics.trial_agreement), (0, render_js_1.f3)(b.metrics.trial_agreement), '']);
    const per100 = (run, pick) => (run.cost.per_100_pairs === null ? '—' : pick(run.cost.per_100_pairs));
    rows.push(['tokens per 100 pairs', ...[a, b].map((run) => per100(run, (cost) => `${(0, render_js_1.thousands)(cost.prompt_tokens)} + ${(0, render_js_1.thousands)(cost.completion_tokens)}`)), '']);
    rows.push(['requests per 100 pairs', ...[a, b].map((run) => per100(run, (cost) => String(cost.requests))), '']);
    rows.push(['wall time per 100 pairs', ...[a, b].map((run) => per100(run, (cost) => `${(cost.wall_ms / 1000).toFixed(2)} s`)), '']);
    rows.push(['promotion', ...[a, b].map((run) => (run.promotion.promoted ? 'PROMOTED' : 'NOT PROMOTED')), '']);
    const lines = ['citegate eval --compare', ...(0, render_js_1.table)(rows, 'all')];
    lines.push('', 'A gap is "larger than the intervals" when the two 95% intervals do not overlap; "within the intervals" when they overlap: at this many pairs the gap may be noise.');
    const ids = (run) => (run.trials[0]?.cases ?? []).map((score) => score.case_id).sort().join('\n');
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

};
