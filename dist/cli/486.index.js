(function (__citegate_import_meta_url, __WEBPACK_EXTERNAL_createRequire) { 'use strict'; return { id: 486,
ids: [486],
modules: {

/***/ 9927:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ nearestFlags)
/* harmony export */ });
// The nearest names to a mistyped flag or command, for "did you mean".
/** The flags within a small edit distance of `typed` (or the one it begins), nearest first, at most three. */
function nearestFlags(typed, flags) {
    const lower = typed.toLowerCase();
    const scored = flags
        .map((flag) => ({ flag, distance: editDistance(lower, flag) }))
        .filter(({ flag, distance }) => distance <= Math.max(1, Math.floor(flag.length / 4)) || (lower.length >= 3 && flag.startsWith(lower)));
    const best = Math.min(...scored.map(({ distance }) => distance));
    return scored
        .filter(({ distance }) => distance <= best + 1)
        .sort((a, b) => a.distance - b.distance)
        .slice(0, 3)
        .map(({ flag }) => flag);
}
/** Optimal string alignment distance: insertions, deletions, substitutions and swaps of neighbours. */
function editDistance(a, b) {
    const rows = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
    for (let i = 1; i <= a.length; i++) {
        for (let j = 1; j <= b.length; j++) {
            const row = rows[i];
            const up = rows[i - 1];
            row[j] = Math.min(up[j] + 1, row[j - 1] + 1, up[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
            if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
                row[j] = Math.min(row[j], rows[i - 2][j - 2] + 1);
        }
    }
    return rows[a.length][b.length];
}


/***/ }),

/***/ 486:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runCli: () => (/* binding */ runCli)
/* harmony export */ });
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1604);
/* harmony import */ var _text_redact_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(3326);
/* harmony import */ var _text_controls_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7453);
/* harmony import */ var _did_you_mean_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9927);
/* harmony import */ var _terminal_width_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1693);
/* harmony import */ var _render_wrap_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(130);
/* harmony import */ var _package_json__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8330);







async function main(argv, io) {
    const [command, ...rest] = argv;
    try {
        switch (command) {
            case 'check': {
                // Loaded here, not at the top: only the check command needs it.
                const { checkCommand } = await Promise.all(/* import() */[__webpack_require__.e(4377), __webpack_require__.e(3382), __webpack_require__.e(8525), __webpack_require__.e(1287), __webpack_require__.e(2136), __webpack_require__.e(1327), __webpack_require__.e(7376), __webpack_require__.e(2155), __webpack_require__.e(4389), __webpack_require__.e(6898), __webpack_require__.e(2044)]).then(__webpack_require__.bind(__webpack_require__, 2044));
                return await checkCommand(rest, io);
            }
            case 'verify': {
                const { verifyCommand } = await Promise.all(/* import() */[__webpack_require__.e(4377), __webpack_require__.e(3382), __webpack_require__.e(8525), __webpack_require__.e(1287), __webpack_require__.e(2136), __webpack_require__.e(1327), __webpack_require__.e(7376), __webpack_require__.e(2155), __webpack_require__.e(4389), __webpack_require__.e(6898), __webpack_require__.e(4005)]).then(__webpack_require__.bind(__webpack_require__, 4005));
                return await verifyCommand(rest, io);
            }
            case 'snapshot': {
                const { snapshotCommand } = await Promise.all(/* import() */[__webpack_require__.e(4377), __webpack_require__.e(3382), __webpack_require__.e(8525), __webpack_require__.e(1287), __webpack_require__.e(2136), __webpack_require__.e(1327), __webpack_require__.e(7376), __webpack_require__.e(2155), __webpack_require__.e(4389), __webpack_require__.e(6898), __webpack_require__.e(1100)]).then(__webpack_require__.bind(__webpack_require__, 1100));
                return await snapshotCommand(rest, io);
            }
            case 'eval': {
                // Loaded on demand: `check`, the common command, never pays for the evaluation code.
                const { evalCommand } = await Promise.all(/* import() */[__webpack_require__.e(4377), __webpack_require__.e(3382), __webpack_require__.e(8525), __webpack_require__.e(1287), __webpack_require__.e(9162), __webpack_require__.e(2136), __webpack_require__.e(1327), __webpack_require__.e(7376), __webpack_require__.e(2155), __webpack_require__.e(4389), __webpack_require__.e(6898), __webpack_require__.e(6745), __webpack_require__.e(4455)]).then(__webpack_require__.bind(__webpack_require__, 1038));
                return await evalCommand(rest, io);
            }
            case undefined:
            case '--help':
            case '-h': {
                // The help texts are loaded only to be printed: they name every input and its default,
                // which loads the formats and zod, more than all of --version's start (issue 30).
                const { usage } = await Promise.all(/* import() */[__webpack_require__.e(4377), __webpack_require__.e(3382), __webpack_require__.e(8525), __webpack_require__.e(2136), __webpack_require__.e(1327), __webpack_require__.e(7376), __webpack_require__.e(2155), __webpack_require__.e(4389), __webpack_require__.e(7485)]).then(__webpack_require__.bind(__webpack_require__, 7485));
                io.stdout.write(usage((0,_terminal_width_js__WEBPACK_IMPORTED_MODULE_2__/* .terminalWidth */ .J)(io.env, io.stdout)));
                return command === undefined ? 2 : 0;
            }
            case 'help': {
                // `citegate help check` is `citegate check --help`.
                const [topic, ...extra] = rest;
                if (topic === undefined) {
                    const { usage } = await Promise.all(/* import() */[__webpack_require__.e(4377), __webpack_require__.e(3382), __webpack_require__.e(8525), __webpack_require__.e(2136), __webpack_require__.e(1327), __webpack_require__.e(7376), __webpack_require__.e(2155), __webpack_require__.e(4389), __webpack_require__.e(7485)]).then(__webpack_require__.bind(__webpack_require__, 7485));
                    io.stdout.write(usage((0,_terminal_width_js__WEBPACK_IMPORTED_MODULE_2__/* .terminalWidth */ .J)(io.env, io.stdout)));
                    return 0;
                }
                if (extra.length > 0 || !COMMANDS.includes(topic))
                    throw new _io_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .e(`citegate help takes one command (${COMMANDS.join(', ')}), not ${JSON.stringify(rest.join(' '))}`);
                return main([topic, '--help'], io);
            }
            case 'schema': {
                const { parseStrictly } = await Promise.all(/* import() */[__webpack_require__.e(4377), __webpack_require__.e(3382), __webpack_require__.e(8525), __webpack_require__.e(1287), __webpack_require__.e(2136), __webpack_require__.e(1327), __webpack_require__.e(7376), __webpack_require__.e(2155), __webpack_require__.e(4389), __webpack_require__.e(6898)]).then(__webpack_require__.bind(__webpack_require__, 6898));
                const { values, positionals } = parseStrictly('schema', rest, { help: { type: 'boolean' } });
                if (values.help) {
                    const { renderHelp } = await Promise.all(/* import() */[__webpack_require__.e(4377), __webpack_require__.e(3382), __webpack_require__.e(8525), __webpack_require__.e(2136), __webpack_require__.e(1327), __webpack_require__.e(7376), __webpack_require__.e(2155), __webpack_require__.e(4389), __webpack_require__.e(7485)]).then(__webpack_require__.bind(__webpack_require__, 7485));
                    io.stdout.write(renderHelp([
                        {
                            paragraph: "citegate schema: print the report format (the pipeline's report JSON) as JSON Schema on standard output.",
                        },
                        { heading: 'Usage:' },
                        { lines: ['  citegate schema > report.schema.json'] },
                    ], (0,_terminal_width_js__WEBPACK_IMPORTED_MODULE_2__/* .terminalWidth */ .J)(io.env, io.stdout)));
                    return 0;
                }
                if (positionals.length > 0)
                    throw new _io_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .e(`citegate schema takes no arguments, not ${JSON.stringify(positionals[0])}`);
                const { reportJsonSchema } = await Promise.all(/* import() */[__webpack_require__.e(4377), __webpack_require__.e(1327), __webpack_require__.e(6108)]).then(__webpack_require__.bind(__webpack_require__, 6108));
                io.stdout.write(JSON.stringify(reportJsonSchema(), null, 2) + '\n');
                return 0;
            }
            case '--version':
                io.stdout.write(`${_package_json__WEBPACK_IMPORTED_MODULE_1__/* .version */ .rE}\n`);
                return 0;
            default:
                throw new _io_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .e(unknownCommand(command));
        }
    }
    catch (error) {
        // Messages may quote what was typed or read (patterns, values, paths): line feeds stay
        // (a message can list several problems), every other control is shown escaped.
        if (error instanceof _io_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .e) {
            // On a terminal, wrapped at spaces so that the terminal never splits a flag or a path in
            // two; into a pipe, one line per problem, as scripts read them.
            const width = io.stderr.isTTY === true ? (0,_terminal_width_js__WEBPACK_IMPORTED_MODULE_2__/* .terminalWidth */ .J)(io.env, io.stderr) : Infinity;
            io.stderr.write(`${(0,_render_wrap_js__WEBPACK_IMPORTED_MODULE_4__/* .wrapLines */ .MT)(`citegate: ${(0,_text_controls_js__WEBPACK_IMPORTED_MODULE_0__/* .showControlsKeepingLines */ .sp)(error.message)}`.split('\n'), width).join('\n')}\n`);
            return 2;
        }
        io.stderr.write(`citegate: ${(0,_text_controls_js__WEBPACK_IMPORTED_MODULE_0__/* .showControlsKeepingLines */ .sp)(error instanceof Error ? (error.stack ?? error.message) : String(error))}\n`);
        return 2;
    }
}
const COMMANDS = ['check', 'verify', 'snapshot', 'eval', 'schema'];
/** An unknown command, with the nearest one, or the hint a flag or a path needs. */
function unknownCommand(command) {
    if (command.startsWith('-'))
        return `${command} is not a flag of citegate; flags follow a command (citegate check ${command} …), and citegate --help lists the commands`;
    const near = (0,_did_you_mean_js__WEBPACK_IMPORTED_MODULE_5__/* .nearestFlags */ .K)(command, COMMANDS);
    if (near.length > 0)
        return `unknown command ${JSON.stringify(command)}; did you mean citegate ${near[0]}?`;
    const path = /[/.*]/.test(command) ? ` (to check the reports there: citegate check ${command})` : '';
    return `unknown command ${JSON.stringify(command)}: the commands are ${COMMANDS.join(', ')}${path}`;
}
/** Runs the command line on this process's arguments and streams (started by ./bin.ts, the bundle's entry). */
async function runCli() {
    // Whatever any command prints passes the redactor: a server may echo the key into any message.
    const redact = (0,_io_js__WEBPACK_IMPORTED_MODULE_3__/* .cliRedactor */ .V)(process.env);
    const io = {
        cwd: process.cwd(),
        env: process.env,
        stdout: (0,_text_redact_js__WEBPACK_IMPORTED_MODULE_6__/* .redactingStream */ .im)(process.stdout, redact),
        stderr: (0,_text_redact_js__WEBPACK_IMPORTED_MODULE_6__/* .redactingStream */ .im)(process.stderr, redact),
    };
    process.exitCode = await main(process.argv.slice(2), io);
}


/***/ }),

/***/ 1604:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ cliRedactor),
/* harmony export */   e: () => (/* binding */ UsageError)
/* harmony export */ });
/* harmony import */ var _text_redact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3326);
// What every command of the command line is given, and the error that means "used wrongly"
// (exit status 2 with the message, no stack trace): shared by check, verify and eval.

class UsageError extends Error {
}
/** The command line's one secret, OPENAI_API_KEY (never a flag), as a Redact for what it writes. */
function cliRedactor(env) {
    return (0,_text_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redactor */ .$p)([env.OPENAI_API_KEY]);
}


/***/ }),

/***/ 1693:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ terminalWidth)
/* harmony export */ });
/**
 * The width the command line fits its text to: COLUMNS when it is set to a number (the shell's
 * setting, and how a user asks for another width), else the terminal's own width, else 80.
 */
function terminalWidth(env, stream) {
    const fromEnv = Number(env.COLUMNS);
    if (env.COLUMNS !== undefined && /^\d+$/.test(env.COLUMNS.trim()) && fromEnv >= 20)
        return fromEnv;
    if (stream.isTTY === true && typeof stream.columns === 'number' && stream.columns >= 20)
        return stream.columns;
    return 80;
}


/***/ }),

/***/ 130:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LQ: () => (/* binding */ visibleWidth),
/* harmony export */   MT: () => (/* binding */ wrapLines),
/* harmony export */   x9: () => (/* binding */ wrapLine)
/* harmony export */ });
// Fitting plain terminal text to a width: lines are broken at spaces only, so a path, a URL or
// an identifier a user must copy is never cut; one longer than the width gets a line of its own.
// eslint-disable-next-line no-control-regex
const STYLE_CODE = /\u001b\[[0-9;]*m/g;
/** How many columns `text` takes: style codes take none, a surrogate pair one (no array of its characters is made). */
function visibleWidth(text) {
    const plain = text.includes('\u001b') ? text.replace(STYLE_CODE, '') : text;
    let width = plain.length;
    for (let index = plain.search(/[\uD800-\uDBFF]/); index !== -1 && index < plain.length - 1; index++) {
        const code = plain.charCodeAt(index);
        const next = plain.charCodeAt(index + 1);
        if (code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
            width--;
            index++;
        }
    }
    return width;
}
/**
 * `line` broken into lines of at most `width` columns. Continuation lines start at `indent`
 * columns (by default the line's own indentation plus 4, a hanging indent). A word wider than
 * the room left stays whole on a line of its own.
 */
function wrapLine(line, width, indent) {
    // No wider than its length in code units: most lines are shorter than the width and need no measuring.
    if (!Number.isFinite(width) || line.length <= width || visibleWidth(line) <= width)
        return [line];
    let leadLength = 0;
    while (line.charCodeAt(leadLength) === SPACE)
        leadLength++;
    const hang = ' '.repeat(Math.min(indent ?? leadLength + 4, Math.floor(width / 2)));
    // Words with the spaces before each, so that a line keeps its double-space separators; read
    // in place (no array of parts), and the width of the line so far kept, not measured again.
    const out = [];
    let end = wordEnd(line, leadLength);
    let current = line.slice(0, end);
    let currentWidth = visibleWidth(current);
    let blank = current.trim() === '';
    while (end < line.length) {
        const wordStart = spacesEnd(line, end);
        // Trailing spaces are a last, empty word after them (as split(/( +)/) reads them).
        const nextEnd = wordStart >= line.length ? line.length : wordEnd(line, wordStart);
        const spaces = wordStart - end;
        const word = line.slice(wordStart, nextEnd);
        const wordWidth = visibleWidth(word);
        if (currentWidth + spaces + wordWidth <= width || blank) {
            current += line.slice(end, nextEnd);
            currentWidth += spaces + wordWidth;
            blank = blank && word.trim() === '';
        }
        else {
            out.push(current);
            current = `${hang}${word}`;
            currentWidth = hang.length + wordWidth;
            blank = current.trim() === '';
        }
        end = nextEnd;
    }
    out.push(current);
    return out;
}
const SPACE = 0x20;
function spacesEnd(line, from) {
    while (line.charCodeAt(from) === SPACE)
        from++;
    return from;
}
function wordEnd(line, from) {
    const space = line.indexOf(' ', from);
    return space === -1 ? line.length : space;
}
/** Every line of `lines` wrapped to `width` (each with its own hanging indent). */
function wrapLines(lines, width) {
    // A loop, not flatMap: a run of 300,000 findings prints 600,000 lines.
    const out = [];
    for (const line of lines) {
        if (line.length <= width)
            out.push(line);
        else
            for (const part of wrapLine(line, width))
                out.push(part);
    }
    return out;
}


/***/ }),

/***/ 7453:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   cT: () => (/* binding */ blankControlSequences),
/* harmony export */   lG: () => (/* binding */ showControlsIn),
/* harmony export */   mz: () => (/* binding */ showControls),
/* harmony export */   sp: () => (/* binding */ showControlsKeepingLines)
/* harmony export */ });
// Characters that a terminal or a CI log acts on instead of showing: C0 and C1 controls (ESC
// starts the CSI and OSC sequences that move the cursor, erase lines, hide text or write the
// clipboard), line breaks, and the bidirectional controls that reorder what is displayed.
// Report text is untrusted, so wherever it is printed these are shown as visible escapes;
// the results file keeps the text exactly as the report has it.
/**
 * Shown as escapes: every C0 control but tab, DEL, every C1 control, the Unicode line and
 * paragraph separators, the bidi embeddings, overrides and isolates (U+202A–U+202E,
 * U+2066–U+2069) and the bidi marks (U+200E, U+200F, U+061C), which are invisible and can
 * reorder the neutral characters around them.
 */
// eslint-disable-next-line no-control-regex
const SHOWN = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/g;
/* eslint-disable no-control-regex -- a block, not next-line: Prettier puts this literal on a line of its own */
const SHOWN_BUT_LINE_FEED = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/g;
/* eslint-enable no-control-regex */
/** `\n` and `\r` by name, other ASCII controls as `\xHH`, everything else as `\uHHHH` (lowercase hex). */
function escapeOf(char) {
    if (char === '\n')
        return '\\n';
    if (char === '\r')
        return '\\r';
    const code = char.charCodeAt(0);
    return code < 0x80 ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
}
/** One value (an ID, a statement, a file name) for a terminal or a log: nothing in it acts, line breaks included. */
function showControls(text) {
    return text.replace(SHOWN, escapeOf);
}
/** Text made of lines (a message listing several problems, a stack trace): the same, but line feeds stay. */
function showControlsKeepingLines(text) {
    return text.replace(SHOWN_BUT_LINE_FEED, escapeOf);
}
// SHOWN without the g flag, to test a string without replacing (no lastIndex to carry).
const HOLDS_SHOWN = new RegExp(SHOWN.source);
/**
 * The value with `showControls` applied to every string in it. Only what holds a control is
 * copied; the rest is handed back as it is (a results file of 30,000 pairs has almost nothing
 * to escape, and copying all of it to print a summary cost more than checking it).
 */
function showControlsIn(value) {
    if (typeof value === 'string')
        return (HOLDS_SHOWN.test(value) ? showControls(value) : value);
    if (Array.isArray(value)) {
        let copy;
        for (let index = 0; index < value.length; index++) {
            const item = value[index];
            const shown = showControlsIn(item);
            if (shown !== item)
                (copy ??= [...value])[index] = shown;
        }
        return (copy ?? value);
    }
    if (value !== null && typeof value === 'object') {
        let copy;
        for (const key of Object.keys(value)) {
            const item = value[key];
            const shown = showControlsIn(item);
            if (shown !== item)
                (copy ??= { ...value })[key] = shown;
        }
        return (copy ?? value);
    }
    return value;
}
// ECMA-48 control sequences, whose parameters are digits that are not part of the text: CSI
// (ESC [ or U+009B, parameter bytes, intermediate bytes, a final byte, "ESC[8m"), the control
// strings OSC, DCS, SOS, PM and APC (ESC ] P X ^ _ or U+009D U+0090 U+0098 U+009E U+009F, up
// to BEL, ESC \ or U+009C, "ESC]52;c;…BEL") and two-character escapes ("ESC 7", "ESC ( B").
// A control string without its terminator loses only its introducer and numeric selector: the
// text after it is still read, so a stray introducer cannot hide a claim's numbers.
const STRING_START = '(?:\\u001b[\\]PX^_]|[\\u0090\\u0098\\u009d\\u009e\\u009f])';
const CONTROL_SEQUENCE = new RegExp([
    '(?:\\u001b\\[|\\u009b)[\\u0030-\\u003f]*[\\u0020-\\u002f]*[\\u0040-\\u007e]?',
    `${STRING_START}[^\\u0007\\u001b\\u009c]{0,4096}(?:\\u0007|\\u001b\\\\|\\u009c)`,
    `${STRING_START}[0-9;]*`,
    '\\u001b[\\u0020-\\u002f]*[\\u0030-\\u007e]?',
].join('|'), 'g');
// eslint-disable-next-line no-control-regex
const MAY_HOLD_SEQUENCE = /[\u001b\u0090\u0098\u009b\u009d\u009e\u009f]/;
/**
 * The text with every control sequence replaced by as many spaces, so that offsets into it
 * still point at the same characters: what numeric grounding reads, so that "52" of OSC 52 or
 * "8m" of ESC[8m is never taken for a number of the claim or of an excerpt.
 */
function blankControlSequences(text) {
    if (!MAY_HOLD_SEQUENCE.test(text))
        return text;
    return text.replace(CONTROL_SEQUENCE, (sequence) => ' '.repeat(sequence.length));
}


/***/ }),

/***/ 3326:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $p: () => (/* binding */ redactor),
/* harmony export */   EU: () => (/* binding */ redactsNothing),
/* harmony export */   KL: () => (/* binding */ redactDeep),
/* harmony export */   im: () => (/* binding */ redactingStream)
/* harmony export */ });
/* unused harmony export REDACTED */
// Secrets out of everything citegate writes. No secret is put into a result on purpose, but a
// provider, a proxy or a model can echo the API key (in an error, in prose, in an answer's
// limitations), and the runner's log masking covers neither files, caches, the job summary nor
// comments. So each shell redacts its configured secrets (the API key, the GitHub token) from
// the results before anything renders them, from every line it prints, and from every cache
// entry and verdict file before it is written.
const REDACTED = '[redacted]';
/** The Redact of no secret at all: redactDeep hands a value back as it is. */
const keepAll = (text) => text;
// Shorter values would blank out ordinary words; no API key or token is that short.
const MIN_SECRET_LENGTH = 8;
/**
 * A Redact for `secrets` (empty and missing ones ignored, and those under `minLength`
 * characters). A secret is also found as JSON writes it inside a string, should it hold a
 * quote, a backslash or a control character.
 */
function redactor(secrets, minLength = MIN_SECRET_LENGTH) {
    const forms = new Set();
    for (const secret of secrets) {
        if (!secret || secret.length < minLength)
            continue;
        forms.add(secret);
        forms.add(JSON.stringify(secret).slice(1, -1));
    }
    // Longest first, so that a secret holding another is replaced whole.
    const values = [...forms].sort((a, b) => b.length - a.length);
    if (values.length === 0)
        return keepAll;
    return (text) => values.reduce((out, secret) => (out.includes(secret) ? out.split(secret).join(REDACTED) : out), text);
}
/** Whether `redact` is the one of no secret at all: it leaves every text as it is. */
const redactsNothing = (redact) => redact === keepAll;
/**
 * Every string of a JSON-like value (and every key), redacted, in a copy. Used on data before it
 * is rendered: markdown escaping turns `sk-proj_…` into `sk-proj&#95;…`, which a search of the
 * rendered text would miss.
 */
function redactDeep(value, redact) {
    if (redact === keepAll)
        return value;
    if (typeof value === 'string')
        return redact(value);
    if (Array.isArray(value))
        return value.map((item) => redactDeep(item, redact));
    if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
        return Object.fromEntries(Object.entries(value).map(([key, item]) => [redact(key), redactDeep(item, redact)]));
    }
    return value;
}
/** A stream whose every written string is redacted first; everything else (isTTY, columns) is the stream's. */
function redactingStream(stream, redact) {
    return new Proxy(stream, {
        get(target, property) {
            if (property === 'write') {
                return (chunk, ...rest) => target.write(typeof chunk === 'string' ? redact(chunk) : chunk, ...rest);
            }
            const value = Reflect.get(target, property, target);
            return typeof value === 'function' ? value.bind(target) : value;
        },
    });
}


/***/ }),

/***/ 8330:
/***/ (function(module) {

module.exports = {"rE":"0.1.0"};

/***/ })

} };
})
