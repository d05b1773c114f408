(function (__citegate_import_meta_url, __WEBPACK_EXTERNAL_createRequire) { 'use strict'; return { id: 4005,
ids: [4005,7485],
modules: {

/***/ 7485:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ checkUsage),
/* harmony export */   renderHelp: () => (/* binding */ renderHelp),
/* harmony export */   s: () => (/* binding */ inputFlagHelp),
/* harmony export */   usage: () => (/* binding */ usage)
/* harmony export */ });
/* harmony import */ var _config_inputs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4389);
/* harmony import */ var _formats_patterns_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2529);
/* harmony import */ var _render_wrap_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(130);



/** The option rows of the inputs that are also flags, in INPUTS order, each with its default. */
function inputFlagHelp(include) {
    return _config_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .m.filter(include).map((input) => ({
        flag: `--${input.name} ${input.placeholder ?? 'VALUE'}`,
        text: `${input.description.replace(/`/g, '')}${input.default === '' ? '' : ` (default ${input.default})`}`,
    }));
}
/**
 * A help text fitted to `width` columns: paragraphs wrapped, and every option's description
 * starting in one column (a flag too long for it gets a line of its own), wrapped under itself.
 * Words are never cut, so a path or URL stays whole.
 */
function renderHelp(blocks, width) {
    const out = [];
    // One description column for every block of options (but synopses, `wide`, have their own).
    const flags = blocks.flatMap((block) => 'options' in block && !block.wide ? block.options.map((option) => option.flag) : []);
    const column = descriptionColumn(flags, width, 3);
    for (const block of blocks) {
        if ('heading' in block)
            out.push('', block.heading);
        else if ('paragraph' in block)
            out.push('', ...(0,_render_wrap_js__WEBPACK_IMPORTED_MODULE_2__/* .wrapLine */ .x9)(block.paragraph, width, 0));
        else if ('lines' in block)
            out.push(...block.lines.flatMap((line) => (0,_render_wrap_js__WEBPACK_IMPORTED_MODULE_2__/* .wrapLine */ .x9)(line, width, block.indent)));
        else
            out.push(...optionRows(block.options, width, block.wide
                ? descriptionColumn(block.options.map((option) => option.flag), width, 2)
                : column));
    }
    return `${out.join('\n').replace(/^\n+/, '')}\n`;
}
/** After the longest flag, but never past a `fraction` of the width (a longer flag gets a line of its own). */
function descriptionColumn(flags, width, fraction) {
    const longest = Math.max(0, ...flags.map((flag) => (0,_render_wrap_js__WEBPACK_IMPORTED_MODULE_2__/* .visibleWidth */ .LQ)(flag)));
    return Math.min(longest + 4, Math.max(16, Math.floor(width / fraction)));
}
function optionRows(options, width, column) {
    const room = Math.max(20, width - column);
    return options.flatMap(({ flag, text }) => {
        const described = (0,_render_wrap_js__WEBPACK_IMPORTED_MODULE_2__/* .wrapLine */ .x9)(text, room, 0).map((line) => `${' '.repeat(column)}${line}`);
        const head = `  ${flag}`;
        if (head.length + 2 <= column)
            return [`${head.padEnd(column)}${(described[0] ?? '').trimStart()}`, ...described.slice(1)];
        return [head, ...described];
    });
}
const COMMANDS = [
    { flag: 'check [GLOB…] [options]', text: `check reports (default: ${_formats_patterns_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_REPORTS_SETTING */ .xC})` },
    { flag: 'verify [GLOB…] [options]', text: 'run the semantic verifier and write verdict files beside the reports' },
    { flag: 'snapshot [GLOB…] [options]', text: 'commit the source text of citations that have only a URL' },
    { flag: 'eval [options]', text: 'score a verifier on the reference cases or a labelled dataset' },
    { flag: 'schema', text: 'print the report format as JSON Schema' },
    { flag: '--help | --version', text: 'this help; the version' },
];
/** `citegate --help`: the commands, and where each one's flags are. */
function usage(width) {
    return renderHelp([
        { paragraph: "citegate: prove that a research report's claims are bound to the evidence it admitted." },
        { heading: 'Usage: citegate COMMAND [options]' },
        { options: COMMANDS.map((command) => ({ ...command, flag: `citegate ${command.flag}` })), wide: true },
        {
            paragraph: 'citegate COMMAND --help shows the flags of that command (citegate check --help). The semantic verifier runs when OPENAI_API_KEY is set in the environment (never a flag) and --model is given.',
        },
        {
            paragraph: 'Exit status: 0 the gate passed, 1 it failed, 2 it could not run (a bad flag or value: every one is listed).',
        },
    ], width);
}
/** `citegate check --help`: every flag of check, with its default. */
function checkUsage(width) {
    return renderHelp([
        {
            paragraph: 'citegate check: check that every claim of the reports is bound to the evidence it admitted, and apply the gate.',
        },
        { heading: 'Usage:' },
        { lines: ['  citegate check [GLOB…] [options]'] },
        {
            paragraph: `GLOB may be a file, a folder or a glob, anywhere (default: ${_formats_patterns_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_REPORTS_SETTING */ .xC}); a file outside the working directory is named by its absolute path. A symbolic link is checked as the file it leads to; one met while searching that leads out of the folder searched, or nowhere, is listed as an invalid report file.`,
        },
        { heading: 'Options:' },
        {
            options: [
                ...inputFlagHelp((input) => input.scope === 'both' && input.name !== 'reports'),
                { flag: '--reports GLOBS', text: 'more report patterns, as the action takes them (may repeat)' },
                { flag: '--json PATH', text: 'write the results file to PATH' },
                { flag: '--base REF', text: 'compare with the reports at git commit REF (what a pull request changed)' },
                { flag: '--comment-md PATH', text: 'write the pull-request comment the action would post (markdown)' },
                { flag: '--summary-md PATH', text: 'write the job summary the action would write (markdown)' },
                { flag: '--sarif PATH', text: 'write every finding as SARIF 2.1.0 (for code scanning)' },
                { flag: '--write-through-links', text: 'write outputs through symbolic links (refused by default)' },
                { flag: '-h, --help', text: 'show this help' },
            ],
        },
        {
            paragraph: 'The semantic verifier runs when OPENAI_API_KEY is set in the environment (never a flag) and --model is given; without them the deterministic checks run alone.',
        },
        {
            paragraph: 'A threshold of none lifts a limit (--max-binding-errors none). Counts are whole numbers in digits; ratios are decimals from 0 to 1 or percentages (--min-coverage 0.8, or 80%). An output path (--json, --cache-path) that is a checked report, that the report globs match, or that is (or, below the working directory, goes through) a symbolic link, is refused before anything is read.',
        },
        {
            paragraph: 'Exit status: 0 the gate passed, 1 it failed, 2 it could not run (bad flags, every one listed; no file matched; an output path on a report) or the results file could not be written.',
        },
    ], width);
}


/***/ }),

/***/ 4005:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  verifyCommand: () => (/* binding */ verifyCommand)
});

// UNUSED EXPORTS: VERIFY_INPUTS, verifyUsage

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/config/settings.ts
var config_settings = __webpack_require__(4661);
// EXTERNAL MODULE: ./src/files/atomic-write.ts
var atomic_write = __webpack_require__(4448);
// EXTERNAL MODULE: ./src/files/output-guard.ts
var output_guard = __webpack_require__(7518);
// EXTERNAL MODULE: ./src/formats/patterns.ts
var patterns = __webpack_require__(2529);
// EXTERNAL MODULE: ./src/text/controls.ts
var controls = __webpack_require__(7453);
// EXTERNAL MODULE: ./src/render/format.ts
var format = __webpack_require__(1509);
// EXTERNAL MODULE: ./src/semantic/index.ts
var src_semantic = __webpack_require__(3812);
// EXTERNAL MODULE: ./src/semantic/progress.ts
var semantic_progress = __webpack_require__(2681);
// EXTERNAL MODULE: ./src/binding/bind.ts + 1 modules
var bind = __webpack_require__(9146);
// EXTERNAL MODULE: ./src/binding/report-index.ts
var report_index = __webpack_require__(1042);
// EXTERNAL MODULE: ./src/check/run.ts + 10 modules
var run = __webpack_require__(2093);
// EXTERNAL MODULE: ./src/formats/model.ts
var model = __webpack_require__(5881);
// EXTERNAL MODULE: ./src/formats/verdict-file.ts
var verdict_file = __webpack_require__(1527);
;// CONCATENATED MODULE: ./src/verify/run.ts
// `citegate verify`: the semantic verifier over every pair that has no kept verdict, then one
// verdict file per report (an ALCE file's items share theirs). Nothing here writes: the plan
// says what each verdict file must now hold, and the command line's shell writes it.





const MAX_LISTED = 5;
function prepareForVerify(source, redo) {
    const index = (0,report_index/* indexSources */.lp)(source);
    const envelope = source.envelope ? (0,bind/* bindResults */.g)(index, source.envelope, 'committed') : { kept: [], rejected: [] };
    const envelopeKeys = new Set(envelope.kept.map(({ pair }) => pair.key));
    const fromFile = (0,bind/* bindResults */.g)(index, source.verdictFile.verifications, 'committed', undefined, envelopeKeys);
    // Without --all the verdict file's kept verdicts stand, and only the pairs without one are asked.
    const committed = redo ? envelope : { kept: [...envelope.kept, ...fromFile.kept], rejected: [] };
    return { file: source.file, index, hasCommitted: true, committed, source, fromFile, envelopeKeys };
}
async function planVerify(options) {
    const loaded = await (0,run/* loadForCheck */.eK)(options);
    const invalid = loaded.filter(model/* isInvalid */.If);
    const prepared = loaded
        .filter((report) => !(0,model/* isInvalid */.If)(report))
        .map((report) => prepareForVerify(report, options.redo));
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
    const files = [...byPath].map(([path, entry]) => ({
        path,
        ...entry,
        text: (0,verdict_file/* renderVerdictFile */.sj)(entry.verdicts),
    }));
    return { files, invalid, pairs: prepared.reduce((sum, report) => sum + report.index.pairs.length, 0), outcomes };
}
function verdictOf({ result }, model, item) {
    return {
        ...result,
        ...(item === undefined ? {} : { item }),
        ...(model === null ? {} : { model }),
    };
}

// EXTERNAL MODULE: ./src/cli/command-line.ts
var command_line = __webpack_require__(6898);
// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(1604);
// EXTERNAL MODULE: ./src/cli/usage.ts
var usage = __webpack_require__(7485);
// EXTERNAL MODULE: ./src/cli/terminal-width.ts
var terminal_width = __webpack_require__(1693);
;// CONCATENATED MODULE: ./src/cli/verify-command.ts
// `citegate verify [GLOB…]`: asks the model about every pair without a kept verdict and writes
// the verdict files beside the reports. It never writes a report.















/** The settings verify shares with check: where the reports are and how to ask the model. */
const VERIFY_INPUTS = [
    'format',
    'markdown-dialect',
    'model',
    'base-url',
    'batch-size',
    'concurrency',
    'request-timeout',
    'max-retries',
    'max-pairs',
    'cache-path',
];
function verifyUsage(width) {
    return (0,usage.renderHelp)([
        { paragraph: 'citegate verify: run the semantic verifier and commit its verdicts beside the reports.' },
        { heading: 'Usage:' },
        { lines: ['  citegate verify [GLOB…] [options]'] },
        {
            paragraph: "Writes NAME.verdicts.json beside a report file NAME.json, and citegate.verdicts.json inside a STORM or Co-STORM folder; citegate check binds them like a pipeline envelope's results. The reports themselves are never written, nor a verdict file that is a symbolic link (refused, with every other output path problem, before the model is asked). GLOB is taken as by check: a file, a folder or a glob, anywhere. OPENAI_API_KEY and --model are required.",
        },
        { heading: 'Options:' },
        {
            options: [
                { flag: '--only-missing', text: 'ask only about pairs without a kept verdict (the default)' },
                { flag: '--all', text: "ask again about every pair, replacing the verdict file's verdicts" },
                ...(0,usage/* inputFlagHelp */.s)((input) => VERIFY_INPUTS.includes(input.name)),
                { flag: '-h, --help', text: 'show this help' },
            ],
        },
        {
            paragraph: 'Exit status: 0 every pair has a verdict; 1 some pair has none or a report could not be read; 2 it could not run (bad flags, no model or key, no report matched).',
        },
    ], width);
}
function verifyFlags() {
    const options = {
        help: { type: 'boolean' },
        all: { type: 'boolean' },
        'only-missing': { type: 'boolean' },
    };
    for (const name of VERIFY_INPUTS)
        options[name] = { type: 'string' };
    return options;
}
async function verifyCommand(args, io) {
    const line = (0,command_line/* parseCommandLine */.Du)('verify', args, verifyFlags());
    const { flags } = line;
    if (flags.help) {
        io.stdout.write(verifyUsage((0,terminal_width/* terminalWidth */.J)(io.env, io.stdout)));
        return 0;
    }
    if (flags.all && flags['only-missing'])
        line.problems.push('--all and --only-missing exclude each other');
    // Listed with the other problems, so that one run names everything to fix.
    if (!io.env.OPENAI_API_KEY)
        line.problems.push('verify needs an API key: set OPENAI_API_KEY');
    if (typeof flags.model !== 'string')
        line.problems.push('verify needs a model: pass --model');
    const [settings, semantic] = (0,command_line/* readCliSettings */.SG)(line, io.env, config_settings/* readCoreSettings */.P0, src_semantic/* readSemanticSettings */.cR);
    const progress = (0,semantic_progress/* terminalProgress */.e3)(io.stderr);
    const setup = (0,src_semantic/* createSemanticSetup */.G1)(semantic, {
        cwd: io.cwd,
        write: (0,output_guard/* writeOptions */.GX)({}, io.cwd),
        warn: (message) => io.stderr.write(`citegate: warning: ${(0,controls/* showControls */.mz)(message)}\n`),
        ...(progress ? { progress } : {}),
    });
    const { verifier } = setup;
    if ('missing' in verifier) {
        throw new cli_io/* UsageError */.e(verifier.missing === 'missing_api_key'
            ? 'verify needs an API key: set OPENAI_API_KEY'
            : 'verify needs a model: pass --model');
    }
    const plan = await (0,command_line/* reportUsageErrors */.bX)(() => planVerify({
        cwd: io.cwd,
        patterns: settings.patterns,
        // As check takes them: a path typed on the command line may point anywhere.
        patternScope: 'anywhere',
        format: settings.format,
        markdownDialect: settings.markdownDialect,
        verifier,
        redo: flags.all === true,
        // Every file verify writes, before the model is asked: the verdict files (named after their
        // reports, so never through a symbolic link) and the cache, against every file it reads.
        beforeReading: async (files, verdictFiles) => {
            const written = new Set(verdictFiles);
            await (0,output_guard/* guardOutputs */.S0)({
                cwd: io.cwd,
                outputs: [
                    ...[...written].map((file) => ({ name: 'verdict file', path: file, refuseLink: true })),
                    { name: '--cache-path', path: semantic.cachePath },
                ],
                reportFiles: files.filter((file) => !written.has(file)),
                patterns: await (0,patterns/* reportGlobs */.i9)(settings.patterns, io.cwd, settings.format, 'anywhere'),
            });
        },
    }));
    const out = [
        `citegate verify: ${(0,format/* plural */.LS)(plan.files.reduce((sum, file) => sum + file.reports.length, 0), 'report')}, ${(0,format/* plural */.LS)(plan.pairs, 'claim/evidence pair')}`,
    ];
    let failed = plan.invalid.length > 0;
    // A model may echo the key into an answer's limitations: the verdict file is committed.
    const redact = (0,cli_io/* cliRedactor */.V)(io.env);
    for (const file of plan.files) {
        const line = await writeVerdictFile(io.cwd, { ...file, text: redact(file.text) });
        if (line.failed || file.missing > 0)
            failed = true;
        // Paths and model answers come from reports and a server: shown with controls escaped.
        out.push(`  ${(0,controls/* showControls */.mz)(line.text)}`);
        for (const rejection of file.rejections)
            out.push(`    model answer rejected: ${(0,controls/* showControls */.mz)(rejection)}`);
    }
    if (plan.invalid.length > 0) {
        out.push('', `Reports that could not be read (${plan.invalid.length}); nothing was written for them`);
        for (const report of plan.invalid) {
            const where = report.error.line ? `:${report.error.line}:${report.error.column ?? 1}` : '';
            out.push(`  ${(0,controls/* showControls */.mz)(`${report.error.file ?? report.file}${where}  ${report.name === undefined ? '' : `${report.name}: `}${report.error.message}`)}`);
        }
    }
    io.stdout.write(`${out.join('\n')}\n`);
    return failed ? 1 : 0;
}
async function writeVerdictFile(cwd, file) {
    const counts = `${(0,format/* plural */.LS)(file.verdicts.length, 'verdict')} (${file.fresh} new, ${file.kept} kept${file.dropped > 0 ? `, ${file.dropped} that no longer bound dropped` : ''})`;
    const why = [
        file.why.failed_requests > 0 ? `${file.why.failed_requests} in failed requests` : '',
        file.why.max_pairs > 0 ? `${file.why.max_pairs} over --max-pairs` : '',
        file.why.rejected > 0 ? `${file.why.rejected} whose answer did not bind` : '',
    ].filter(Boolean);
    const missing = file.missing > 0
        ? `; ${(0,format/* plural */.LS)(file.missing, 'pair')} still without a verdict${why.length > 0 ? ` (${why.join(', ')})` : ''}`
        : '';
    if (file.verdicts.length === 0 && !file.existed)
        return { text: `${file.path}: not written: nothing to verify${missing}`, failed: false };
    // Relative to the working directory, or absolute for a report outside it.
    const target = external_node_path_default().resolve(cwd, file.path);
    const current = await (0,promises_.readFile)(target, 'utf8').catch(() => null);
    if (current === file.text)
        return { text: `${file.path}: unchanged, ${counts}${missing}`, failed: false };
    try {
        await (0,atomic_write/* writeFileAtomic */.Zf)(target, file.text, (0,output_guard/* writeOptions */.GX)({}, cwd));
    }
    catch (error) {
        return { text: `${file.path}: could not be written: ${(0,atomic_write/* describeFileError */.SQ)(error)}`, failed: true };
    }
    return { text: `wrote ${file.path}: ${counts}${missing}`, failed: false };
}


/***/ }),

/***/ 1509:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $z: () => (/* binding */ groupBy),
/* harmony export */   Fl: () => (/* binding */ formatValue),
/* harmony export */   KN: () => (/* binding */ percent),
/* harmony export */   Kv: () => (/* binding */ formatAllValue),
/* harmony export */   LS: () => (/* reexport safe */ _text_plural_js__WEBPACK_IMPORTED_MODULE_2__.L),
/* harmony export */   PH: () => (/* binding */ hasVerdicts),
/* harmony export */   SP: () => (/* binding */ bindingErrorParts),
/* harmony export */   TN: () => (/* binding */ oneLine),
/* harmony export */   ik: () => (/* binding */ place),
/* harmony export */   jH: () => (/* binding */ formatNewValue),
/* harmony export */   tW: () => (/* binding */ formatLimit),
/* harmony export */   yh: () => (/* binding */ listWords)
/* harmony export */ });
/* harmony import */ var _gate_decide_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5243);
/* harmony import */ var _text_truncate_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3377);
/* harmony import */ var _gate_thresholds_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9695);
/* harmony import */ var _text_plural_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(573);



function percent(ratio) {
    return `${Math.round(ratio * 1000) / 10}%`;
}
// The renderers' one import for small words; the checkers' progress lines take it from src/text/.

function formatLimit(limit, name) {
    if (!(0,_gate_decide_js__WEBPACK_IMPORTED_MODULE_0__/* .isLimitSet */ .Qp)(limit))
        return 'no limit';
    if (limit === true)
        return 'must be no';
    return (0,_gate_thresholds_js__WEBPACK_IMPORTED_MODULE_1__/* .isRatioThreshold */ .vG)(name) ? `≥ ${percent(limit)}` : `≤ ${limit}`;
}
function formatValue(value, name) {
    if (typeof value === 'boolean')
        return value ? 'yes' : 'no';
    return (0,_gate_thresholds_js__WEBPACK_IMPORTED_MODULE_1__/* .isRatioThreshold */ .vG)(name) ? percent(value) : String(value);
}
/** Under gate-on: new, the new count as the results file's `value` has it: "1 new", "new: yes". */
function formatNewValue(value, name) {
    return typeof value === 'boolean' ? `new: ${formatValue(value, name)}` : `${formatValue(value, name)} new`;
}
/** Beside it, the count over every problem (`all_value`): "14 in all", "in all: yes". */
function formatAllValue(value, name) {
    return typeof value === 'boolean' ? `in all: ${formatValue(value, name)}` : `${formatValue(value, name)} in all`;
}
/** Plain text (the terminal) on one line: whitespace runs folded to a space, shortened with an ellipsis. */
function oneLine(text, max = 120) {
    return (0,_text_truncate_js__WEBPACK_IMPORTED_MODULE_3__/* .truncate */ .x)(text.replace(/\s+/g, ' ').trim(), max);
}
/** Plain `file:line`, or `file:line:column` where the column is known (sentence formats); the file alone without a line. */
function place(file, line, column) {
    if (line === undefined)
        return file;
    return `${file}:${line}${column === undefined ? '' : `:${column}`}`;
}
/** "a, b and c": a list in words. */
function listWords(parts) {
    return parts.length <= 1 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}
/** Group items by a key, keeping first-seen order. */
function groupBy(items, key) {
    const groups = new Map();
    for (const item of items) {
        const k = key(item);
        const group = groups.get(k);
        if (group)
            group.push(item);
        else
            groups.set(k, [item]);
    }
    return groups;
}
/** A report with no verifier result at all has no coverage or quote ratio to speak of. */
function hasVerdicts(status) {
    return status === 'complete' || status === 'partial';
}
/** What `max-binding-errors` counted. */
function bindingErrorParts(totals) {
    const unresolved = totals.unresolved_citations > 0 ? `, ${totals.unresolved_citations} unresolved` : '';
    return `${totals.rejected_results} rejected, ${totals.dangling_citations} dangling${unresolved}, ${totals.invalid_reports} invalid`;
}


/***/ }),

/***/ 3812:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G1: () => (/* binding */ createSemanticSetup),
/* harmony export */   bl: () => (/* binding */ createBaseSemanticSetup),
/* harmony export */   cR: () => (/* reexport safe */ _settings_js__WEBPACK_IMPORTED_MODULE_0__.cR),
/* harmony export */   oz: () => (/* reexport safe */ _progress_js__WEBPACK_IMPORTED_MODULE_1__.oz)
/* harmony export */ });
/* harmony import */ var _settings_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5331);
/* harmony import */ var _progress_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2681);


/**
 * Decides whether the model can be used and builds the verifier. Nothing here loads the
 * `openai` module: the verifier imports it only when a request is about to be sent. Nor the
 * verifier itself (its cache, prompt, requests and their schemas): it is imported on the first
 * `verify`, so that a run without a model (no API key, `semantic: off`) never loads it.
 */
function createSemanticSetup(settings, hooks = {}, options = {}) {
    const { mode, model, apiKey } = settings;
    if (mode === 'off')
        return { mode, verifier: { missing: 'semantic_off' } };
    if (apiKey === null)
        return { mode, verifier: { missing: 'missing_api_key' } };
    if (model === null)
        return { mode, verifier: { missing: 'missing_model' } };
    return { mode, verifier: lazyVerifier({ ...settings, apiKey, model, ...options }, hooks) };
}
/**
 * The setup for checking the base versions of a comparison, after the head's run: the model is
 * never asked (the committed results and the cache only), and the cache is only read: the base
 * neither counts as a run of it nor rewrites it.
 */
function createBaseSemanticSetup(settings, hooks = {}) {
    return createSemanticSetup({ ...settings, maxPairs: 0 }, hooks, { readOnlyCache: true });
}
/** ./verifier.ts's createVerifier, loaded on the first `verify` (the one place that needs it). */
function lazyVerifier(config, hooks) {
    let loading;
    let made;
    return {
        maxPairs: config.maxPairs,
        usage: () => made?.usage?.() ?? null,
        async verify(reports, mode) {
            made = await (loading ??= Promise.all(/* import() */[__webpack_require__.e(5415), __webpack_require__.e(6745), __webpack_require__.e(1051)]).then(__webpack_require__.bind(__webpack_require__, 5506)).then(({ createVerifier }) => createVerifier(config, hooks)));
            return made.verify(reports, mode);
        },
    };
}


/***/ }),

/***/ 2681:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e3: () => (/* binding */ terminalProgress),
/* harmony export */   oz: () => (/* binding */ progressLine),
/* harmony export */   tL: () => (/* binding */ terminalLine)
/* harmony export */ });
/* harmony import */ var _text_plural_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(573);

/** The text of the terminal's progress line, e.g. "citegate: semantic 120/1000 pairs, 15 requests, 2 retries" (", 1 split" once a batch was split). */
function progressLine(event) {
    const splits = event.splits > 0 ? `, ${(0,_text_plural_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .L)(event.splits, 'split')}` : '';
    return `citegate: semantic ${event.done}/${event.total} pairs, ${(0,_text_plural_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .L)(event.requests, 'request')}, ${(0,_text_plural_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .L)(event.retries, 'retry', 'retries')}${splits}`;
}
/**
 * A progress reporter for a terminal: the line is rewritten in place with \r and ends with a
 * newline once every pair is done. Off a terminal it stays silent, so logs keep only results.
 */
function terminalProgress(stream) {
    return terminalLine(stream, progressLine);
}
/** The same for any count of work done (provenance's too, src/provenance/progress.ts), given its line. */
function terminalLine(stream, line) {
    if (stream.isTTY !== true)
        return undefined;
    return (event) => {
        stream.write(`\r\x1b[K${line(event)}${event.done >= event.total ? '\n' : ''}`);
    };
}


/***/ }),

/***/ 5331:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Sm: () => (/* binding */ estimatedCost),
/* harmony export */   cR: () => (/* binding */ readSemanticSettings)
/* harmony export */ });
/* unused harmony export parseModelPrices */
/* harmony import */ var _config_inputs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4389);
/* harmony import */ var _config_settings_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4661);
/* harmony import */ var _text_http_url_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3831);



// "2.50/10", "0.15 / 0.60": the price of a million input tokens, then of a million output tokens.
const PRICES = /^(\d+(?:\.\d+)?|\.\d+)\s*\/\s*(\d+(?:\.\d+)?|\.\d+)$/;
/** `model-prices` as written: null when not given, an error message when not INPUT/OUTPUT. */
function parseModelPrices(raw) {
    const text = (raw ?? '')
        .trim()
        .replace(/^\$\s*/, '')
        .replace(/\/\s*\$\s*/, '/');
    if (text === '')
        return { prices: null };
    const match = PRICES.exec(text);
    const input = Number(match?.[1]);
    const output = Number(match?.[2]);
    if (!match || !Number.isFinite(input) || !Number.isFinite(output) || input > 1e6 || output > 1e6)
        return {
            error: `model-prices must be the price of a million input tokens and of a million output tokens, as INPUT/OUTPUT (like 2.50/10.00), not ${JSON.stringify(raw)}`,
        };
    return { prices: { input, output } };
}
/** The cost of the tokens at the prices, rounded to a hundredth of a cent. */
function estimatedCost(inputTokens, outputTokens, prices) {
    const total = (inputTokens * prices.input + outputTokens * prices.output) / 1e6;
    return { input_per_million: prices.input, output_per_million: prices.output, total: Math.round(total * 1e4) / 1e4 };
}
const MODES = ['auto', 'always', 'off'];
/** Reads and validates the semantic settings; throws SettingsError listing every bad value. */
function readSemanticSettings(get) {
    const problems = [];
    // '' counts as unset: the action hands over '' for an input nobody set.
    const read = (name) => {
        const raw = get(name)?.trim();
        return raw === undefined || raw === '' ? undefined : raw;
    };
    const readOrDefault = (name) => read(name) ?? _config_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .m.find((input) => input.name === name)?.default ?? '';
    const integer = (name, min, max) => {
        const raw = readOrDefault(name);
        const value = /^\d+$/.test(raw) ? Number(raw) : NaN;
        if (!Number.isSafeInteger(value) || value < min || value > max) {
            const range = max === Number.MAX_SAFE_INTEGER ? `from ${min} (or none)` : `from ${min} to ${max}`;
            problems.push(`${name} must be a whole number ${range}, not ${JSON.stringify(raw)}`);
        }
        return value;
    };
    const modeRaw = readOrDefault('semantic');
    const mode = MODES.find((candidate) => candidate === modeRaw.toLowerCase());
    if (!mode)
        problems.push(`semantic must be one of auto, always, off, not ${JSON.stringify(modeRaw)}`);
    const baseUrl = read('base-url') ?? null;
    if (baseUrl !== null && (0,_text_http_url_js__WEBPACK_IMPORTED_MODULE_2__/* .httpUrl */ .q)(baseUrl) === null)
        problems.push(`base-url must be an http(s) URL, not ${JSON.stringify(baseUrl)}`);
    const timeoutRaw = readOrDefault('request-timeout');
    const timeoutSeconds = /^\d+(\.\d+)?$/.test(timeoutRaw) ? Number(timeoutRaw) : NaN;
    if (!(timeoutSeconds > 0 && timeoutSeconds <= 3600))
        problems.push(`request-timeout must be a number of seconds above 0 and at most 3600, not ${JSON.stringify(timeoutRaw)}`);
    const prices = parseModelPrices(read('model-prices'));
    if ('error' in prices)
        problems.push(prices.error);
    const settings = {
        mode: mode ?? 'auto',
        model: read('model') ?? null,
        baseUrl,
        apiKey: read('openai-api-key') ?? null,
        batchSize: integer('batch-size', 1, 100),
        concurrency: integer('concurrency', 1, 64),
        requestTimeoutMs: Math.round(timeoutSeconds * 1000),
        maxRetries: integer('max-retries', 0, 10),
        maxPairs: readOrDefault('max-pairs').toLowerCase() === 'none' ? null : integer('max-pairs', 0, Number.MAX_SAFE_INTEGER),
        cachePath: readOrDefault('cache-path'),
        modelPrices: 'prices' in prices ? prices.prices : null,
    };
    if (problems.length > 0)
        throw new _config_settings_js__WEBPACK_IMPORTED_MODULE_1__/* .SettingsError */ .GN(problems);
    return settings;
}


/***/ }),

/***/ 573:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ plural)
/* harmony export */ });
/** "1 report", "3 reports": a count with its noun, for progress lines, warnings and renderers alike. */
function plural(count, word, many = `${word}s`) {
    return `${count} ${count === 1 ? word : many}`;
}


/***/ })

} };
})
