(function (__citegate_import_meta_url, __WEBPACK_EXTERNAL_createRequire) { 'use strict'; return { id: 1100,
ids: [1100,7485,751],
modules: {

/***/ 1100:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   snapshotCommand: () => (/* binding */ snapshotCommand)
/* harmony export */ });
/* unused harmony exports SNAPSHOT_INPUTS, snapshotUsage */
/* harmony import */ var _config_settings_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4661);
/* harmony import */ var _files_output_guard_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7518);
/* harmony import */ var _formats_patterns_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2529);
/* harmony import */ var _provenance_setup_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(723);
/* harmony import */ var _semantic_progress_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(2681);
/* harmony import */ var _render_format_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1509);
/* harmony import */ var _formats_snapshot_file_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6320);
/* harmony import */ var _snapshot_write_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(751);
/* harmony import */ var _snapshot_settings_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(7719);
/* harmony import */ var _text_controls_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(7453);
/* harmony import */ var _command_line_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(6898);
/* harmony import */ var _usage_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(7485);
/* harmony import */ var _terminal_width_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(1693);
// `citegate snapshot [GLOB…]`: reads the page of every source a report cites by URL alone and
// writes, beside the report, the passages each citing sentence rests on. It never writes a report.














/** The settings snapshot takes: how to find the reports, provenance's fetching settings, and the archive. */
const SNAPSHOT_INPUTS = [
    'format',
    'provenance-allow-private',
    'provenance-max-age',
    'provenance-timeout',
    'provenance-max-body',
    'provenance-cache-path',
    'archive',
    'archive-url',
];
function snapshotUsage(width) {
    return (0,_usage_js__WEBPACK_IMPORTED_MODULE_10__.renderHelp)([
        { paragraph: 'citegate snapshot: commit the source text of citations that have only a URL.' },
        { heading: 'Usage:' },
        { lines: ['  citegate snapshot [GLOB…] [options]'] },
        {
            paragraph: 'For every evidence record with an http(s) URL and no excerpt, reads its page (as provenance does: the same network rule, limits, cache and extraction; a page that is gone or blocked from the Wayback Machine) and writes NAME.snapshots.json beside a report file NAME.json, or citegate.snapshots.json inside a STORM or Co-STORM folder: for each sentence citing the source, the passages of the page it rests on, each with its offsets and SHA-256. citegate check binds them like committed excerpts, without fetching anything. Only passages are stored, never whole pages. GLOB is taken as by check. Reports and snapshot files that are symbolic links are never written.',
        },
        { heading: 'Options:' },
        {
            options: [
                {
                    flag: '--only-missing',
                    text: 'read only sources with no usable snapshot, or with a sentence that has none (the default)',
                },
                { flag: '--all', text: 'read every source again; the diff shows what changed on the web' },
                ...(0,_usage_js__WEBPACK_IMPORTED_MODULE_10__/* .inputFlagHelp */ .s)((input) => SNAPSHOT_INPUTS.includes(input.name)),
                { flag: '-h, --help', text: 'show this help' },
            ],
        },
        {
            paragraph: 'Exit status: 0 every source has its text; 1 some source could not be read, or a report could not be; 2 it could not run (bad flags, no report matched, an output path on a report).',
        },
    ], width);
}
function snapshotFlags() {
    const options = {
        help: { type: 'boolean' },
        all: { type: 'boolean' },
        'only-missing': { type: 'boolean' },
    };
    for (const name of SNAPSHOT_INPUTS)
        options[name] = { type: 'string' };
    return options;
}
async function snapshotCommand(args, io) {
    const line = (0,_command_line_js__WEBPACK_IMPORTED_MODULE_9__/* .parseCommandLine */ .Du)('snapshot', args, snapshotFlags());
    const { flags } = line;
    if (flags.help) {
        io.stdout.write(snapshotUsage((0,_terminal_width_js__WEBPACK_IMPORTED_MODULE_11__/* .terminalWidth */ .J)(io.env, io.stdout)));
        return 0;
    }
    if (flags.all && flags['only-missing'])
        line.problems.push('--all and --only-missing exclude each other');
    const [settings, provenance, snapshot] = (0,_command_line_js__WEBPACK_IMPORTED_MODULE_9__/* .readCliSettings */ .SG)(line, io.env, _config_settings_js__WEBPACK_IMPORTED_MODULE_0__/* .readCoreSettings */ .P0, _provenance_setup_js__WEBPACK_IMPORTED_MODULE_3__/* .readProvenanceSettings */ .vW, _snapshot_settings_js__WEBPACK_IMPORTED_MODULE_7__/* .readSnapshotSettings */ ._);
    const warn = (message) => io.stderr.write(`citegate: warning: ${(0,_text_controls_js__WEBPACK_IMPORTED_MODULE_8__/* .showControls */ .mz)(message)}\n`);
    const progress = (0,_semantic_progress_js__WEBPACK_IMPORTED_MODULE_12__/* .terminalLine */ .tL)(io.stderr, ({ done, total }) => `citegate: snapshot ${done}/${(0,_render_format_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .LS)(total, 'source')} read`);
    const { planSnapshots } = await Promise.all(/* import() */[__webpack_require__.e(2150), __webpack_require__.e(7567)]).then(__webpack_require__.bind(__webpack_require__, 7567));
    const plan = await (0,_command_line_js__WEBPACK_IMPORTED_MODULE_9__/* .reportUsageErrors */ .bX)(() => planSnapshots({
        cwd: io.cwd,
        patterns: settings.patterns,
        patternScope: 'anywhere',
        format: settings.format,
        settings: snapshot,
        redo: flags.all === true,
        fetcher: async () => {
            const { openPageFetcher } = await Promise.all(/* import() */[__webpack_require__.e(8280), __webpack_require__.e(5415), __webpack_require__.e(2709)]).then(__webpack_require__.bind(__webpack_require__, 2709));
            // --all reads every page again: a cached page is revalidated (a conditional request), not reused as it is.
            return openPageFetcher(flags.all ? { ...provenance, maxAgeMs: 0 } : provenance, { cwd: io.cwd, warn });
        },
        ...(progress ? { progress } : {}),
        // Every file snapshot writes, before anything is fetched: the snapshot files (named after
        // their reports, never written through a symbolic link) and the page cache.
        beforeReading: async (files) => {
            const written = new Set(files.filter(_formats_snapshot_file_js__WEBPACK_IMPORTED_MODULE_5__/* .isSnapshotFile */ .by));
            await (0,_files_output_guard_js__WEBPACK_IMPORTED_MODULE_1__/* .guardOutputs */ .S0)({
                cwd: io.cwd,
                outputs: [
                    ...[...written].map((file) => ({ name: 'snapshot file', path: file, refuseLink: true })),
                    { name: '--provenance-cache-path', path: provenance.cachePath },
                ],
                reportFiles: files.filter((file) => !written.has(file)),
                patterns: await (0,_formats_patterns_js__WEBPACK_IMPORTED_MODULE_2__/* .reportGlobs */ .i9)(settings.patterns, io.cwd, settings.format, 'anywhere'),
            });
        },
    }));
    const { lines, failed } = await (0,_snapshot_write_js__WEBPACK_IMPORTED_MODULE_6__.writeSnapshots)(io.cwd, plan);
    io.stdout.write(`${lines.join('\n')}\n`);
    return failed ? 1 : 0;
}


/***/ }),

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

/***/ 4690:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E9: () => (/* binding */ parseDuration),
/* harmony export */   vW: () => (/* binding */ readProvenanceSettings)
/* harmony export */ });
/* unused harmony export parseSize */
/* harmony import */ var _text_boolean_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3091);
/* harmony import */ var _config_inputs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4389);
/* harmony import */ var _config_settings_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4661);
// Provenance settings, validated. Light on purpose: the shells read these on every run, and
// only `provenance: check` loads the fetching and extraction code (src/provenance/index.ts).



const MODES = ['off', 'check'];
const UNITS_MS = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };
const UNITS_BYTES = { '': 1, b: 1, k: 1000, kb: 1000, m: 1_000_000, mb: 1_000_000 };
const MAX_BODY_BYTES = 1_000_000_000;
/** `7d`, `12h`, `30m`, `90s`, or a bare number of days; `0` revalidates every time. */
function parseDuration(raw) {
    const match = /^(\d+(?:\.\d+)?)\s*([smhd]?)$/i.exec(raw.trim());
    if (!match)
        return null;
    const unit = (match[2] ?? '').toLowerCase() || 'd';
    return Math.round(Number(match[1]) * UNITS_MS[unit]);
}
/** `20MB`, `500kB`, `1000000` (bytes); decimal units. */
function parseSize(raw) {
    const match = /^(\d+(?:\.\d+)?)\s*(|b|k|kb|m|mb)$/i.exec(raw.trim());
    if (!match)
        return null;
    return Math.floor(Number(match[1]) * UNITS_BYTES[(match[2] ?? '').toLowerCase()]);
}
/** Reads and validates the provenance settings; throws SettingsError listing every bad value. */
function readProvenanceSettings(get) {
    const problems = [];
    const read = (name) => {
        const raw = get(name)?.trim();
        return raw === undefined || raw === '' ? (_config_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .m.find((input) => input.name === name)?.default ?? '') : raw;
    };
    const modeRaw = read('provenance');
    const mode = MODES.find((candidate) => candidate === modeRaw.toLowerCase());
    if (!mode)
        problems.push(`provenance must be off or check, not ${JSON.stringify(modeRaw)}`);
    const allowRaw = read('provenance-allow-private');
    const allowPrivate = (0,_text_boolean_js__WEBPACK_IMPORTED_MODULE_2__/* .parseBoolean */ .y)(allowRaw);
    if (allowPrivate === undefined)
        problems.push(`provenance-allow-private must be true or false, not ${JSON.stringify(allowRaw)}`);
    const ageRaw = read('provenance-max-age');
    const maxAgeMs = parseDuration(ageRaw);
    if (maxAgeMs === null)
        problems.push(`provenance-max-age must be a duration such as 7d, 12h, 30m or 0, not ${JSON.stringify(ageRaw)}`);
    const timeoutRaw = read('provenance-timeout');
    const timeoutSeconds = /^\d+(\.\d+)?$/.test(timeoutRaw) ? Number(timeoutRaw) : NaN;
    if (!(timeoutSeconds > 0 && timeoutSeconds <= 600))
        problems.push(`provenance-timeout must be a number of seconds above 0 and at most 600, not ${JSON.stringify(timeoutRaw)}`);
    const sizeRaw = read('provenance-max-body');
    const maxBodyBytes = parseSize(sizeRaw);
    if (maxBodyBytes === null || maxBodyBytes < 1 || maxBodyBytes > MAX_BODY_BYTES)
        problems.push(`provenance-max-body must be a size from 1 byte to 1000MB such as 20MB or 500kB, not ${JSON.stringify(sizeRaw)}`);
    const cachePath = read('provenance-cache-path');
    if (problems.length > 0)
        throw new _config_settings_js__WEBPACK_IMPORTED_MODULE_1__/* .SettingsError */ .GN(problems);
    return {
        mode: mode,
        allowPrivate: allowPrivate,
        maxAgeMs: maxAgeMs,
        timeoutMs: Math.round(timeoutSeconds * 1000),
        maxBodyBytes: maxBodyBytes,
        cachePath,
    };
}


/***/ }),

/***/ 723:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Nc: () => (/* binding */ loadProvenanceChecker),
  vK: () => (/* reexport */ provenanceProgressLine),
  vW: () => (/* reexport */ settings/* readProvenanceSettings */.vW),
  G0: () => (/* binding */ unusedProvenanceLimits)
});

// UNUSED EXPORTS: terminalProvenanceProgress

// EXTERNAL MODULE: ./src/gate/decide.ts
var decide = __webpack_require__(5243);
// EXTERNAL MODULE: ./src/gate/thresholds.ts
var gate_thresholds = __webpack_require__(9695);
// EXTERNAL MODULE: ./src/provenance/settings.ts
var settings = __webpack_require__(4690);
// EXTERNAL MODULE: ./src/text/plural.ts
var plural = __webpack_require__(573);
;// CONCATENATED MODULE: ./src/provenance/progress.ts


/** "citegate: provenance 120/200 URLs, 131 requests, 40 from cache". */
function provenanceProgressLine(event) {
    return `citegate: provenance ${event.done}/${(0,plural/* plural */.L)(event.total, 'URL')}, ${(0,plural/* plural */.L)(event.requests, 'request')}, ${event.fromCache} from cache`;
}
/**
 * The terminal's progress line on stderr, rewritten in place, ending with a newline when every
 * URL is settled (the semantic verifier's, src/semantic/progress.ts). Silent off a terminal.
 */
function terminalProvenanceProgress(stream) {
    return terminalLine(stream, provenanceProgressLine);
}

;// CONCATENATED MODULE: ./src/provenance/setup.ts




/** The checker for `provenance: check` (loaded on demand), or undefined when provenance is off. */
async function loadProvenanceChecker(settings, hooks) {
    if (settings.mode === 'off')
        return undefined;
    const { createProvenanceChecker } = await Promise.all(/* import() */[__webpack_require__.e(8280), __webpack_require__.e(5415), __webpack_require__.e(2709)]).then(__webpack_require__.bind(__webpack_require__, 2709));
    return createProvenanceChecker(settings, hooks);
}
/** A provenance limit set while provenance is off checks nothing: said, not silently passed. */
function unusedProvenanceLimits(thresholds, settings) {
    if (settings.mode !== 'off')
        return [];
    return gate_thresholds/* PROVENANCE_THRESHOLDS */.Hu.filter((name) => (0,decide/* isLimitSet */.Qp)(thresholds[name])).map((name) => `${name} is set but provenance is off, so it checks nothing (set provenance: check)`);
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

/***/ 7719:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ readSnapshotSettings)
/* harmony export */ });
/* harmony import */ var _config_inputs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4389);
/* harmony import */ var _config_settings_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4661);
/* harmony import */ var _text_http_url_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3831);
// The settings of `citegate snapshot` and of the action's `snapshot` input, validated. The
// fetching settings are provenance's own (provenance-allow-private, -timeout, -max-body,
// -max-age, -cache-path), read by readProvenanceSettings.



function readSnapshotSettings(get) {
    const problems = [];
    const read = (name) => {
        const raw = get(name)?.trim();
        return raw === undefined || raw === '' ? (_config_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUTS */ .m.find((input) => input.name === name)?.default ?? '') : raw;
    };
    const modeRaw = read('snapshot');
    const mode = ['off', 'missing'].find((candidate) => candidate === modeRaw.toLowerCase());
    if (!mode)
        problems.push(`snapshot must be off or missing, not ${JSON.stringify(modeRaw)}`);
    const archiveRaw = read('archive');
    const archive = ['wayback', 'off'].find((candidate) => candidate === archiveRaw.toLowerCase());
    if (!archive)
        problems.push(`archive must be wayback or off, not ${JSON.stringify(archiveRaw)}`);
    const archiveUrl = read('archive-url');
    if ((0,_text_http_url_js__WEBPACK_IMPORTED_MODULE_2__/* .httpUrl */ .q)(archiveUrl) === null)
        problems.push(`archive-url must be an http(s) URL, not ${JSON.stringify(archiveUrl)}`);
    if (problems.length > 0)
        throw new _config_settings_js__WEBPACK_IMPORTED_MODULE_1__/* .SettingsError */ .GN(problems);
    return { mode: mode, archive: archive, archiveUrl };
}


/***/ }),

/***/ 751:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   writeSnapshots: () => (/* binding */ writeSnapshots)
/* harmony export */ });
/* unused harmony export writeSnapshotFile */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _files_atomic_write_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4448);
/* harmony import */ var _files_output_guard_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7518);
/* harmony import */ var _text_plural_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(573);
/* harmony import */ var _text_controls_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7453);
// Writing a snapshot file the plan made (src/snapshot/run.ts), for both shells: through a
// temporary file and a rename, and not at all when the file already holds these bytes.






/** One line saying what was written (or why not); `failed` when the file could not be written. */
async function writeSnapshotFile(cwd, file) {
    const counts = [
        `${(0,_text_plural_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .L)(file.sources, 'source')} (${file.fetched} read, ${file.kept} kept)`,
        `${(0,_text_plural_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .L)(file.passages, 'passage')} (${file.characters.toLocaleString('en-US')} characters)`,
        ...(file.archived > 0 ? [`${file.archived} from the Wayback Machine`] : []),
        ...(file.omitted > 0 ? [`${(0,_text_plural_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .L)(file.omitted, 'passage')} left out by the size bound`] : []),
        ...(file.failed.length > 0 ? [`${file.failed.length} could not be read`] : []),
    ].join(', ');
    const target = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(cwd, file.path);
    const current = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(target, 'utf8').catch(() => null);
    if (current === file.text)
        return { text: `${file.path}: unchanged, ${counts}`, failed: false };
    try {
        // Beside a report a pull request may have committed: never through a symbolic link it put there.
        await (0,_files_atomic_write_js__WEBPACK_IMPORTED_MODULE_2__/* .writeFileAtomic */ .Zf)(target, file.text, (0,_files_output_guard_js__WEBPACK_IMPORTED_MODULE_3__/* .writeOptions */ .GX)({}, cwd));
    }
    catch (error) {
        return { text: `${file.path}: could not be written: ${(0,_files_atomic_write_js__WEBPACK_IMPORTED_MODULE_2__/* .describeFileError */ .SQ)(error)}`, failed: true };
    }
    return { text: `wrote ${file.path}: ${counts}`, failed: false };
}
/** Writes every snapshot file of the plan; the lines say what was written, read, kept and not read. */
async function writeSnapshots(cwd, plan) {
    const out = [
        `citegate snapshot: ${(0,_text_plural_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .L)(plan.files.reduce((sum, file) => sum + file.reports.length, 0), 'report')}, ${(0,_text_plural_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .L)(plan.sources, 'source')} cited by URL alone`,
    ];
    let failed = plan.invalid.length > 0;
    for (const file of plan.files) {
        const line = await writeSnapshotFile(cwd, file);
        if (line.failed || file.failed.length > 0)
            failed = true;
        out.push(`  ${(0,_text_controls_js__WEBPACK_IMPORTED_MODULE_4__/* .showControls */ .mz)(line.text)}`);
        for (const { url, detail } of file.failed)
            out.push(`    not read: ${(0,_text_controls_js__WEBPACK_IMPORTED_MODULE_4__/* .showControls */ .mz)(`${url}: ${detail}`)}`);
    }
    if (plan.files.length === 0 && plan.invalid.length === 0)
        out.push('  no evidence record has a URL without an excerpt: nothing to snapshot');
    if (plan.invalid.length > 0) {
        out.push('', `Reports that could not be read (${plan.invalid.length}); nothing was written for them`);
        for (const report of plan.invalid) {
            const where = report.error.line ? `:${report.error.line}:${report.error.column ?? 1}` : '';
            out.push(`  ${(0,_text_controls_js__WEBPACK_IMPORTED_MODULE_4__/* .showControls */ .mz)(`${report.error.file ?? report.file}${where}  ${report.name === undefined ? '' : `${report.name}: `}${report.error.message}`)}`);
        }
    }
    return { lines: out, failed };
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
