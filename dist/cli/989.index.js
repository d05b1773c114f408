export const id = 989;
export const ids = [989];
export const modules = {

/***/ 3989:
/***/ (function(__unused_webpack_module, exports, __webpack_require__) {


var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.VERIFY_INPUTS = void 0;
exports.verifyUsage = verifyUsage;
exports.verifyCommand = verifyCommand;
// `citegate verify [GLOB…]`: asks the model about every pair without a kept verdict and writes
// the verdict files beside the reports. It never writes a report.
const promises_1 = __webpack_require__(1455);
const node_path_1 = __importDefault(__webpack_require__(6760));
const settings_js_1 = __webpack_require__(4661);
const atomic_write_js_1 = __webpack_require__(4448);
const output_guard_js_1 = __webpack_require__(7518);
const patterns_js_1 = __webpack_require__(2529);
const controls_js_1 = __webpack_require__(7453);
const format_js_1 = __webpack_require__(1509);
const index_js_1 = __webpack_require__(3812);
const progress_js_1 = __webpack_require__(2681);
const run_js_1 = __webpack_require__(7760);
const command_line_js_1 = __webpack_require__(6898);
const io_js_1 = __webpack_require__(1604);
const usage_js_1 = __webpack_require__(7485);
/** The settings verify shares with check: where the reports are and how to ask the model. */
exports.VERIFY_INPUTS = ['format', 'model', 'base-url', 'batch-size', 'concurrency', 'request-timeout', 'max-retries', 'max-pairs', 'cache-path'];
function verifyUsage() {
    const flags = (0, usage_js_1.inputFlagHelp)((input) => exports.VERIFY_INPUTS.includes(input.name));
    return `citegate verify: run the semantic verifier and commit its verdicts beside the reports.

Usage:
  citegate verify [GLOB…] [options]

Writes NAME.verdicts.json beside a report file NAME.json, and citegate.verdicts.json inside a
STORM or Co-STORM folder; citegate check binds them like a pipeline envelope's results. The
reports themselves are never written, nor a verdict file that is a symbolic link (refused,
with every other output path problem, before the model is asked). GLOB is taken as by check:
a file, a folder or a glob, anywhere. OPENAI_API_KEY and --model are required.

Options:
${(0, usage_js_1.optionLine)('--only-missing', 'ask only about pairs without a kept verdict (the default)')}
${(0, usage_js_1.optionLine)('--all', "ask again about every pair, replacing the verdict file's verdicts")}
${flags}
${(0, usage_js_1.optionLine)('--help', 'show this help')}

Exit status: 0 every pair has a verdict; 1 some pair has none or a report could not be read;
2 it could not run (bad flags, no model or key, no report matched).
`;
}
function verifyFlags() {
    const options = {
        help: { type: 'boolean' },
        all: { type: 'boolean' },
        'only-missing': { type: 'boolean' },
    };
    for (const name of exports.VERIFY_INPUTS)
        options[name] = { type: 'string' };
    return options;
}
async function verifyCommand(args, io) {
    const { flags, patterns } = (0, command_line_js_1.parseCommandLine)(args, verifyFlags());
    if (flags.help) {
        io.stdout.write(verifyUsage());
        return 0;
    }
    if (flags.all && flags['only-missing'])
        throw new io_js_1.UsageError('--all and --only-missing exclude each other');
    const [settings, semantic] = (0, command_line_js_1.readCliSettings)(flags, patterns, io.env, settings_js_1.readCoreSettings, index_js_1.readSemanticSettings);
    const progress = (0, progress_js_1.terminalProgress)(io.stderr);
    const setup = (0, index_js_1.createSemanticSetup)(semantic, { cwd: io.cwd, warn: (message) => io.stderr.write(`citegate: warning: ${(0, controls_js_1.showControls)(message)}\n`), ...(progress ? { progress } : {}) });
    const { verifier } = setup;
    if ('missing' in verifier) {
        throw new io_js_1.UsageError(verifier.missing === 'missing_api_key' ? 'verify needs an API key: set OPENAI_API_KEY' : 'verify needs a model: pass --model');
    }
    const plan = await (0, command_line_js_1.reportUsageErrors)(() => (0, run_js_1.planVerify)({
        cwd: io.cwd,
        patterns: settings.patterns,
        // As check takes them: a path typed on the command line may point anywhere.
        patternScope: 'anywhere',
        format: settings.format,
        verifier,
        redo: flags.all === true,
        // Every file verify writes, before the model is asked: the verdict files (named after their
        // reports, so never through a symbolic link) and the cache, against every file it reads.
        beforeReading: async (files, verdictFiles) => {
            const written = new Set(verdictFiles);
            await (0, output_guard_js_1.guardOutputs)({
                cwd: io.cwd,
                outputs: [...[...written].map((file) => ({ name: 'verdict file', path: file, refuseLink: true })), { name: '--cache-path', path: semantic.cachePath }],
                reportFiles: files.filter((file) => !written.has(file)),
                patterns: await (0, patterns_js_1.reportGlobs)(settings.patterns, io.cwd, settings.format, 'anywhere'),
            });
        },
    }));
    const out = [`citegate verify: ${(0, format_js_1.plural)(plan.files.reduce((sum, file) => sum + file.reports.length, 0), 'report')}, ${(0, format_js_1.plural)(plan.pairs, 'claim/evidence pair')}`];
    let failed = plan.invalid.length > 0;
    for (const file of plan.files) {
        const line = await writeVerdictFile(io.cwd, file);
        if (line.failed || file.missing > 0)
            failed = true;
        // Paths and model answers come from reports and a server: shown with controls escaped.
        out.push(`  ${(0, controls_js_1.showControls)(line.text)}`);
        for (const rejection of file.rejections)
            out.push(`    model answer rejected: ${(0, controls_js_1.showControls)(rejection)}`);
    }
    if (plan.invalid.length > 0) {
        out.push('', `Reports that could not be read (${plan.invalid.length}); nothing was written for them`);
        for (const report of plan.invalid) {
            const where = report.error.line ? `:${report.error.line}:${report.error.column ?? 1}` : '';
            out.push(`  ${(0, controls_js_1.showControls)(`${report.error.file ?? report.file}${where}  ${report.name === undefined ? '' : `${report.name}: `}${report.error.message}`)}`);
        }
    }
    io.stdout.write(`${out.join('\n')}\n`);
    return failed ? 1 : 0;
}
async function writeVerdictFile(cwd, file) {
    const counts = `${(0, format_js_1.plural)(file.verdicts.length, 'verdict')} (${file.fresh} new, ${file.kept} kept${file.dropped > 0 ? `, ${file.dropped} that no longer bound dropped` : ''})`;
    const why = [
        file.why.failed_requests > 0 ? `${file.why.failed_requests} in failed requests` : '',
        file.why.max_pairs > 0 ? `${file.why.max_pairs} over --max-pairs` : '',
        file.why.rejected > 0 ? `${file.why.rejected} whose answer did not bind` : '',
    ].filter(Boolean);
    const missing = file.missing > 0 ? `; ${(0, format_js_1.plural)(file.missing, 'pair')} still without a verdict${why.length > 0 ? ` (${why.join(', ')})` : ''}` : '';
    if (file.verdicts.length === 0 && !file.existed)
        return { text: `${file.path}: not written: nothing to verify${missing}`, failed: false };
    // Relative to the working directory, or absolute for a report outside it.
    const target = node_path_1.default.resolve(cwd, file.path);
    const current = await (0, promises_1.readFile)(target, 'utf8').catch(() => null);
    if (current === file.text)
        return { text: `${file.path}: unchanged, ${counts}${missing}`, failed: false };
    try {
        await (0, atomic_write_js_1.writeFileAtomic)(target, file.text);
    }
    catch (error) {
        return { text: `${file.path}: could not be written: ${(0, atomic_write_js_1.describeFileError)(error)}`, failed: true };
    }
    return { text: `wrote ${file.path}: ${counts}${missing}`, failed: false };
}


/***/ }),

/***/ 7760:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.planVerify = planVerify;
// `citegate verify`: the semantic verifier over every pair that has no kept verdict, then one
// verdict file per report (an ALCE file's items share theirs). Nothing here writes: the plan
// says what each verdict file must now hold, and the command line's shell writes it.
const bind_js_1 = __webpack_require__(3934);
const report_index_js_1 = __webpack_require__(1042);
const run_js_1 = __webpack_require__(241);
const model_js_1 = __webpack_require__(5881);
const verdict_file_js_1 = __webpack_require__(3908);
const MAX_LISTED = 5;
function prepareForVerify(source, redo) {
    const index = (0, report_index_js_1.indexSources)(source);
    const envelope = source.envelope ? (0, bind_js_1.bindResults)(index, source.envelope, 'committed') : { kept: [], rejected: [] };
    const envelopeKeys = new Set(envelope.kept.map(({ pair }) => pair.key));
    const fromFile = (0, bind_js_1.bindResults)(index, source.verdictFile.verifications, 'committed', index.pairsByKey, envelopeKeys);
    // Without --all the verdict file's kept verdicts stand, and only the pairs without one are asked.
    const committed = redo ? envelope : { kept: [...envelope.kept, ...fromFile.kept], rejected: [] };
    return { file: source.file, index, hasCommitted: true, committed, source, fromFile, envelopeKeys };
}
async function planVerify(options) {
    const loaded = await (0, run_js_1.loadForCheck)(options);
    const invalid = loaded.filter(model_js_1.isInvalid);
    const prepared = loaded.filter((report) => !(0, model_js_1.isInvalid)(report)).map((report) => prepareForVerify(report, options.redo));
    const outcomes = prepared.length === 0 ? [] : await options.verifier.verify(prepared, 'auto');
    const byPath = new Map();
    prepared.forEach((report, at) => {
        const outcome = outcomes[at];
        const { source } = report;
        const entry = byPath.get(source.verdictFile.path) ?? {
            reports: [],
            verdicts: [],
            fresh: 0,
            kept: 0,
            dropped: 0,
            missing: 0,
            why: { failed_requests: 0, max_pairs: 0, rejected: 0 },
            rejections: [],
            existed: source.verdictFile.exists,
        };
        byPath.set(source.verdictFile.path, entry);
        const reasons = outcome.provider.unverified_reasons;
        entry.why.failed_requests += reasons.failed_requests;
        entry.why.max_pairs += reasons.max_pairs;
        entry.why.rejected += reasons.rejected;
        for (const rejection of outcome.provider.rejected) {
            if (entry.rejections.length < MAX_LISTED)
                entry.rejections.push(`${rejection.claim_id ?? '?'} → ${rejection.evidence_id ?? '?'}: ${rejection.reason}: ${rejection.detail}`);
        }
        entry.reports.push(source.name === undefined ? source.file : `${source.file} ${source.name}`);
        const fresh = new Map(outcome.kept.map((kept) => [kept.pair.key, kept]));
        const old = new Map(report.fromFile.kept.map((kept) => [kept.pair.key, kept]));
        entry.dropped += report.fromFile.rejected.length + (source.orphans?.length ?? 0);
        for (const pair of report.index.pairs) {
            if (report.envelopeKeys.has(pair.key))
                continue;
            const now = fresh.get(pair.key);
            const before = old.get(pair.key);
            if (now) {
                entry.fresh++;
                entry.verdicts.push(verdictOf(now, outcome.provider.model, source.item));
            }
            else if (before) {
                entry.kept++;
                entry.verdicts.push(before.result);
            }
            else
                entry.missing++;
        }
    });
    const files = [...byPath].map(([path, entry]) => ({ path, ...entry, text: (0, verdict_file_js_1.renderVerdictFile)(entry.verdicts) }));
    return { files, invalid, pairs: prepared.reduce((sum, report) => sum + report.index.pairs.length, 0), outcomes };
}
function verdictOf({ result }, model, item) {
    return {
        ...result,
        ...(item === undefined ? {} : { item }),
        ...(model === null ? {} : { model }),
    };
}


/***/ })

};
