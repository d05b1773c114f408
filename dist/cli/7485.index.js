(function (__citegate_import_meta_url, __WEBPACK_EXTERNAL_createRequire) { 'use strict'; return { id: 7485,
ids: [7485],
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


/***/ })

} };
})
