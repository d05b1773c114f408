export const id = 69;
export const ids = [69];
export const modules = {

/***/ 7069:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ main_run)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 14 modules
var core = __webpack_require__(6421);
// EXTERNAL MODULE: ./src/check/run.ts + 9 modules
var run = __webpack_require__(4732);
// EXTERNAL MODULE: ./src/config/settings.ts
var config_settings = __webpack_require__(4661);
// EXTERNAL MODULE: ./src/files/find-reports.ts
var find_reports = __webpack_require__(5838);
// EXTERNAL MODULE: ./src/files/output-guard.ts
var output_guard = __webpack_require__(7518);
;// CONCATENATED MODULE: ./src/github/client.ts
async function createClient(token, baseUrl) {
    const github = await __webpack_require__.e(/* import() */ 157).then(__webpack_require__.bind(__webpack_require__, 157));
    return github.getOctokit(token, baseUrl ? { baseUrl } : {});
}
/** HTTP status of a failed request, when the error came from the API. */
function httpStatus(error) {
    const status = error?.status;
    return typeof status === 'number' ? status : undefined;
}
/**
 * Per-request options bounding how long one API call (or one paginated listing) may take:
 * octokit sets no timeout, and a hung request would hold the job until the runner kills it.
 */
function withTimeout(ms = 60_000) {
    return { request: { signal: AbortSignal.timeout(ms) } };
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
;// CONCATENATED MODULE: ./src/github/event.ts
// What the action needs to know about the run that started it, read from the runner's
// environment and event file directly: @actions/github is loaded only when the API is used.

function readRunContext(env) {
    const eventName = env.GITHUB_EVENT_NAME ?? '';
    const [owner, repo] = (env.GITHUB_REPOSITORY ?? '').split('/');
    const payload = readPayload(env.GITHUB_EVENT_PATH);
    const pr = payload.pull_request;
    let pullRequest = null;
    if (pr && typeof pr.number === 'number') {
        const head = pr.head?.repo?.full_name;
        const base = pr.base?.repo?.full_name;
        // A deleted head repository (head.repo null) can only have been a fork.
        const crossRepository = typeof head !== 'string' || head !== base;
        // pull_request_target runs in the base repository's context with a writable token.
        pullRequest = {
            number: pr.number,
            fromFork: crossRepository && eventName !== 'pull_request_target',
            baseSha: commitSha(pr.base?.sha),
            headSha: commitSha(pr.head?.sha),
        };
    }
    const known = owner && repo ? { owner, repo } : { owner: null, repo: null };
    const serverUrl = env.GITHUB_SERVER_URL ? env.GITHUB_SERVER_URL.replace(/\/+$/, '') : null;
    const runUrl = serverUrl !== null && known.owner && env.GITHUB_RUN_ID
        ? `${serverUrl}/${known.owner}/${known.repo}/actions/runs/${env.GITHUB_RUN_ID}`
        : null;
    // pull_request checks out a merge commit (GITHUB_SHA); links go to the head, where the lines are.
    const sha = pullRequest?.headSha ?? commitSha(env.GITHUB_SHA);
    return { eventName, ...known, pullRequest, runUrl, serverUrl, sha };
}
function commitSha(value) {
    return typeof value === 'string' && /^[0-9a-f]{40,64}$/i.test(value) ? value.toLowerCase() : null;
}
function readPayload(file) {
    if (!file)
        return {};
    try {
        const data = JSON.parse((0,external_node_fs_.readFileSync)(file, 'utf8'));
        return typeof data === 'object' && data !== null ? data : {};
    }
    catch {
        return {};
    }
}
/** Where `path:line` links point for this run; null when the server or repository is unknown. */
function event_linkContext(context, baseSha = context.pullRequest?.baseSha ?? null) {
    if (!context.serverUrl || !context.owner || !context.repo || !context.sha)
        return null;
    return { serverUrl: context.serverUrl, owner: context.owner, repo: context.repo, headSha: context.sha, baseSha };
}

// EXTERNAL MODULE: ./src/render/markdown-blocks.ts
var markdown_blocks = __webpack_require__(486);
// EXTERNAL MODULE: ./src/render/summary.ts
var summary = __webpack_require__(9311);
// EXTERNAL MODULE: ./src/render/census.ts
var render_census = __webpack_require__(6109);
// EXTERNAL MODULE: ./src/formats/markdown/dialects.ts
var dialects = __webpack_require__(5513);
// EXTERNAL MODULE: ./src/formats/model.ts
var model = __webpack_require__(5881);
// EXTERNAL MODULE: ./src/gate/decide.ts
var decide = __webpack_require__(5243);
// EXTERNAL MODULE: ./src/results/problems.ts
var results_problems = __webpack_require__(2340);
// EXTERNAL MODULE: ./src/waivers/apply.ts
var apply = __webpack_require__(2909);
// EXTERNAL MODULE: ./src/render/snapshot-changes.ts
var snapshot_changes = __webpack_require__(9558);
// EXTERNAL MODULE: ./src/render/found-in.ts
var found_in = __webpack_require__(6374);
// EXTERNAL MODULE: ./src/render/recall-words.ts
var recall_words = __webpack_require__(2823);
// EXTERNAL MODULE: ./src/results/select.ts
var results_select = __webpack_require__(5236);
// EXTERNAL MODULE: ./src/text/controls.ts
var controls = __webpack_require__(7453);
// EXTERNAL MODULE: ./src/render/change.ts
var render_change = __webpack_require__(1526);
// EXTERNAL MODULE: ./src/render/format.ts
var render_format = __webpack_require__(1509);
// EXTERNAL MODULE: ./src/render/provenance-records.ts
var provenance_records = __webpack_require__(9014);
;// CONCATENATED MODULE: ./src/render/terminal-cap.ts
// The terminal lists a bounded number of items per section, as the comment and the summary do:
// a hostile or merely huge report can have 300,000 findings, and a log of 300,000 lines helps no
// one (nor does the minute it takes to write it). Every count stays whole; the results file holds
// every item, and the line after a cut list says so.
/** Items listed per section of the terminal; the first of them, the worst first. */
const TERMINAL_LISTED = 200;
/** Where a cut list's items all are, as the command line names it by default. */
const RESULTS_FILE_HINT = 'the results file (--json PATH)';
/** "  … and 140,800 more: every one is in the results file (--json results.json)". */
function moreLine(rest, restIn, indent = '  ') {
    return rest > 0 ? [`${indent}… and ${rest} more: every one is in ${restIn}`] : [];
}
/**
 * The lines of at most TERMINAL_LISTED items and, when there were more, the line saying so. Lines
 * are appended one by one (an item may have several): never a spread of an input-sized array.
 */
function cappedLines(items, linesOf, restIn) {
    const out = [];
    const shown = Math.min(items.length, TERMINAL_LISTED);
    for (let index = 0; index < shown; index++)
        for (const line of linesOf(items[index]))
            out.push(line);
    for (const line of moreLine(items.length - shown, restIn))
        out.push(line);
    return out;
}

;// CONCATENATED MODULE: ./src/render/provenance-terminal.ts



// Page text is a third party's: renderTerminal has already shown its control characters and
// bidirectional overrides escaped (src/text/controls.ts); here it is only flattened and cut.
const PAGE_TEXT_MAX = 160;
function recordLines(item, style, colour) {
    const row = item.record.provenance;
    const share = row.status === 'partly_found' ? ` ${row.parts_found}/${row.parts_total}` : '';
    const http = row.http_status !== null && row.status !== 'partly_found' && row.status !== 'not_found'
        ? ` (HTTP ${row.http_status})`
        : '';
    const out = [
        `  ${style(colour, (0,render_format/* place */.ik)(item.file, item.line))}  ${item.record.id}  ${provenance_records/* STATUS_WORDS */.ly[row.status]}${share}${http}  ${(0,render_format/* oneLine */.TN)(item.record.url, 200)}`,
    ];
    out.push(`      ${(0,render_format/* oneLine */.TN)(row.detail, 300)}${item.lineOf === 'claim' ? ' [line: the first claim citing it]' : ''}`);
    if (row.closest) {
        out.push(`      missing:  "${(0,render_format/* oneLine */.TN)(row.closest.part, PAGE_TEXT_MAX)}"`);
        out.push(`      closest:  "${(0,render_format/* oneLine */.TN)(row.closest.passage, PAGE_TEXT_MAX)}" (${Math.round(row.closest.overlap * 100)}% of its words)`);
    }
    return out;
}
function provenanceTerminalSection(results, style, restIn = RESULTS_FILE_HINT) {
    const counts = (0,provenance_records/* provenanceCounts */.QO)(results);
    if (counts === null)
        return [];
    const out = [];
    const missing = (0,provenance_records/* provenanceRecords */.me)(results, provenance_records/* NOT_AT_SOURCE */.CJ);
    if (missing.length > 0) {
        out.push(style('bold', `Evidence not found at its source (${missing.length})`));
        for (const line of cappedLines(missing, (item) => recordLines(item, style, 'red'), restIn))
            out.push(line);
        out.push('');
    }
    const unchecked = (0,provenance_records/* provenanceRecords */.me)(results, provenance_records/* NOT_CHECKED */.mI);
    if (unchecked.length > 0) {
        out.push(style('bold', `Sources that could not be checked (${unchecked.length})`));
        for (const line of cappedLines(unchecked, (item) => recordLines(item, style, 'yellow'), restIn))
            out.push(line);
        out.push('');
    }
    const fetched = (0,provenance_records/* fetchCounts */.ln)(results);
    out.push(style('dim', `Provenance: ${counts}${fetched ? `; ${fetched}` : ''}.`));
    out.push('');
    return out;
}

// EXTERNAL MODULE: ./src/results/reference-records.ts
var reference_records = __webpack_require__(3476);
// EXTERNAL MODULE: ./src/render/reference-words.ts
var reference_words = __webpack_require__(8825);
;// CONCATENATED MODULE: ./src/render/reference-terminal.ts
// The command line's references section: the references the checks count (retracted, not
// found, malformed, another work), each with the fields that differ, then those that could not
// be confirmed, then the counts.




function reference_terminal_recordLines(item, style, colour) {
    const row = item.record.references;
    const out = [
        `  ${style(colour, (0,render_format/* place */.ik)(item.file, item.line))}  ${item.record.id}  ${reference_words/* REFERENCE_STATUS_WORDS */.BJ[row.status]}  ${(0,reference_words/* identifierText */.lI)(row) ?? (0,render_format/* oneLine */.TN)(item.record.title, 80)}${row.record_url ? `  ${row.record_url}` : ''}`,
    ];
    out.push(`      ${(0,render_format/* oneLine */.TN)(row.detail, 300)}${item.lineOf === 'claim' ? ' [line: the first claim citing it]' : ''}`);
    for (const difference of row.differences) {
        const similarity = difference.similarity === undefined ? '' : ` (similarity ${difference.similarity.toFixed(2)})`;
        out.push(`      ${reference_words/* FIELD_WORDS */.j3[difference.field]}:  cited "${(0,render_format/* oneLine */.TN)(difference.cited, 120)}"  registry "${(0,render_format/* oneLine */.TN)(difference.registry, 120)}"${similarity}`);
    }
    return out;
}
function referenceTerminalSection(results, style, restIn = RESULTS_FILE_HINT) {
    const counts = (0,reference_words/* referenceCounts */.si)(results);
    if (counts === null)
        return [];
    const out = [];
    const counted = reference_records/* COUNTED_REFERENCE_STATUSES */.Mo.flatMap((status) => (0,reference_records/* referenceRecords */.eC)(results, [status]));
    if (counted.length > 0) {
        out.push(style('bold', `References that do not check out (${counted.length})`));
        for (const line of cappedLines(counted, (item) => reference_terminal_recordLines(item, style, 'red'), restIn))
            out.push(line);
        out.push('');
    }
    const unchecked = (0,reference_records/* referenceRecords */.eC)(results, reference_records/* UNCHECKED_REFERENCE_STATUSES */.i8);
    if (unchecked.length > 0) {
        out.push(style('bold', `References that could not be confirmed (${unchecked.length})`));
        for (const line of cappedLines(unchecked, (item) => reference_terminal_recordLines(item, style, 'yellow'), restIn))
            out.push(line);
        out.push('');
    }
    const looked = (0,reference_words/* lookupCounts */.ry)(results);
    out.push(style('dim', `References: ${counts}${looked ? `; ${looked}` : ''}.`));
    out.push('');
    return out;
}

// EXTERNAL MODULE: ./src/render/quote-diff.ts
var quote_diff = __webpack_require__(7166);
;// CONCATENATED MODULE: ./src/render/style.ts
const plainStyle = (_style, text) => text;

;// CONCATENATED MODULE: ./src/render/wrap.ts
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

// EXTERNAL MODULE: ./src/render/words.ts
var words = __webpack_require__(5933);
;// CONCATENATED MODULE: ./src/render/terminal.ts




















const CLI_HINTS = {
    apiKey: 'set OPENAI_API_KEY',
    model: 'pass --model',
    rejectedAnswers: 'listed above under Model answers rejected',
};
const COLUMNS = [
    'report',
    'status',
    'claims',
    'supports',
    'contradicts',
    'insufficient',
    'unverifiable',
    'coverage',
    'quotes',
];
/**
 * The command line's output (and the action's log): a table per report, then the problems,
 * then the gate. Every string of the results is report text or derived from it (IDs,
 * statements, file names, quotes in rejection details, model output, error messages), so all
 * of them are shown with their control characters escaped (src/text/controls.ts) before
 * anything is laid out: nothing a report holds can move the cursor, hide text, write the
 * clipboard, reorder the line or start a line of its own. Each list shows at most
 * TERMINAL_LISTED items (./terminal-cap.ts), the worst first, and then says how many more
 * `restIn` (the results file) holds; every count and the gate are whole.
 */
function renderTerminal(raw, style = plainStyle, hints = CLI_HINTS, width = Infinity, restIn = RESULTS_FILE_HINT) {
    const results = (0,controls/* showControlsIn */.lG)(raw);
    const header = [
        style('bold', `citegate: ${(0,render_format/* plural */.LS)(results.reports.length, 'report')}, ${(0,render_format/* plural */.LS)(results.totals.claims, 'claim')}, ${(0,render_format/* plural */.LS)(results.totals.pairs, 'claim/evidence pair')}`),
        '',
    ];
    const census = (0,render_census/* censusLine */.YN)(results);
    if (census)
        header.splice(1, 0, style('yellow', `${census}.`));
    // Sections as arrays joined once (flat): each may be as long as the input, far past the
    // number of arguments a spread into push can pass.
    const sections = [
        header,
        formatsLine(results, style),
        reportTable(results, style, width),
        [''],
        recallSection(results, style),
        invalidSection(results, style),
        claimList('Contradicted claims', (0,results_select/* contradictedClaims */.w5)(results), 'red', style, restIn),
        claimList('High-confidence claims without support', (0,results_select/* highConfidenceUnsupported */.um)(results), 'yellow', style, restIn),
        rejectedSection(results, style, restIn),
        findingsSection(results, style, restIn),
        provenanceTerminalSection(results, style, restIn),
        referenceTerminalSection(results, style, restIn),
        verifierSection(results, style, hints),
        gateSection(results, style),
        baseLines(results),
    ];
    // The command line fits its lines to the terminal (the action's log has no width).
    return wrapLines(sections.flat(), width).join('\n') + '\n';
}
function invalidSection(results, style) {
    const invalid = results.reports.filter((report) => report.error);
    if (invalid.length === 0)
        return [];
    const out = [style('bold', 'Invalid report files')];
    for (const report of invalid) {
        const error = report.error;
        const where = error.line ? `:${error.line}:${error.column ?? 1}` : '';
        const which = report.name === undefined ? '' : `${report.name}: `;
        out.push(`  ${style('red', `${error.file ?? report.file}${where}`)}  ${which}${error.message}`);
    }
    out.push('');
    return out;
}
/** How the reports were read, when any is not in the pipeline's format (whose output stays as it was). */
function formatsLine(results, style) {
    if (!results.reports.some((report) => report.format !== undefined))
        return [];
    const counts = (0,render_format/* groupBy */.$z)(results.reports, (report) => report.format ?? 'abundance');
    // A Markdown or provider report says how it was written: "2 markdown (numbered_sources: [n] + a numbered source list)".
    const parts = [...counts].flatMap(([format, reports]) => {
        if (!reports.some((report) => report.dialect !== undefined)) {
            const read = articlesRead(reports).replace(/^; /, '');
            return [`${formatCount(format, reports.length)}${read === '' ? '' : ` (${read})`}`];
        }
        return [...(0,render_format/* groupBy */.$z)(reports, (report) => report.dialect ?? '')].map(([dialect, some]) => `${formatCount(format, some.length)}${dialect === '' ? '' : ` (${(0,dialects/* dialectLabel */.Ve)(dialect)})`}`);
    });
    return [style('dim', `Formats: ${parts.join('; ')}`), ''];
}
/** "5 pipeline reports (JSON)", "1 STORM run": a format as its users call what it writes. */
function formatCount(format, count) {
    const [one, many] = model/* FORMAT_NOUNS */.oL[format];
    return `${count} ${count === 1 ? one : many}`;
}
/** Which STORM article was read and in which numbering, as briefly as the Formats line allows. */
const ARTICLE_READ = new Map([
    [
        'polished:draft',
        ["polished article, [n] read in the draft's numbering", "polished articles, [n] read in the draft's numbering"],
    ],
    [
        'polished:unknown',
        ['polished article with no draft: [n] unresolved', 'polished articles with no draft: [n] unresolved'],
    ],
    ['draft:url_to_info', ['draft article', 'draft articles']],
]);
function articlesRead(reports) {
    const read = (0,render_format/* groupBy */.$z)(reports.filter((report) => report.article), (report) => `${report.article?.version}:${report.article?.numbering}`);
    if (read.size === 0)
        return '';
    const phrases = [...read].map(([key, group]) => {
        const [one, many] = ARTICLE_READ.get(key) ?? [key, key];
        return reports.length === 1 ? one : `${group.length} ${group.length === 1 ? one : many}`;
    });
    return `; ${phrases.join(', ')}`;
}
function reportTable(results, style, width) {
    const rows = results.reports.map((report) => {
        const summary = report.summary;
        if (!summary)
            return [(0,results_select/* reportLabel */.tr)(report), 'invalid', '', '', '', '', '', '', ''];
        return [
            (0,results_select/* reportLabel */.tr)(report),
            summary.status,
            String(summary.claim_count),
            String(summary.supported_claim_count),
            String(summary.contradicted_claim_count),
            String(summary.insufficient_claim_count),
            String(summary.unverifiable_claim_count),
            (0,render_format/* hasVerdicts */.PH)(summary.status) ? (0,render_format/* percent */.KN)(summary.coverage_ratio) : '—',
            quotesCell(report),
        ];
    });
    const widths = COLUMNS.map((column, index) => rows.reduce((widest, row) => Math.max(widest, (row[index] ?? '').length), column.length));
    const statusStyle = (status) => status === 'complete' ? 'green' : status === 'invalid' ? 'red' : 'yellow';
    // Too wide for the terminal: each report on a line of its own (a path is never cut), its figures under it.
    if (widths.reduce((sum, columnWidth) => sum + columnWidth, 0) + 2 * (widths.length - 1) > width)
        return reportBlocks(rows, (status) => style(statusStyle(status), status));
    // Padding first, colour after: escape codes would throw the column widths off.
    const line = (cells, colour = (cell) => cell) => cells
        .map((cell, index) => colour(index === 0 ? cell.padEnd(widths[index] ?? 0) : cell.padStart(widths[index] ?? 0), index))
        .join('  ')
        .trimEnd();
    return [
        style('dim', line(COLUMNS)),
        ...rows.map((row) => line(row, (cell, index) => (index === 1 ? style(statusStyle(row[1] ?? ''), cell) : cell))),
    ];
}
/** The report table for a narrow terminal: the path alone, then the status and the verdicts that occur, then coverage and quotes. */
function reportBlocks(rows, status) {
    const verdicts = ['supports', 'contradicts', 'insufficient', 'unverifiable'];
    return rows.flatMap(([label = '', state = '', claims = '', ...rest]) => {
        if (state === 'invalid')
            return [label, `  ${status(state)}`];
        const counted = verdicts.flatMap((verdict, index) => (rest[index] !== '0' ? [`${rest[index]} ${verdict}`] : []));
        const [coverage = '—', quotes = '—'] = rest.slice(verdicts.length);
        const figures = [
            ...(coverage === '—' ? [] : [`coverage ${coverage}`]),
            ...(quotes === '—' ? [] : [`quotes ${quotes}`]),
        ];
        return [
            label,
            `  ${status(state)}, ${(0,render_format/* plural */.LS)(Number(claims), 'claim')}${counted.length > 0 ? `: ${counted.join(', ')}` : ''}`,
            ...(figures.length > 0 ? [`  ${figures.join(', ')}`] : []),
        ];
    });
}
/** "2/8": quotes word for word of those checked (src/results/select.ts quoteCounts); "—" when none was. */
function quotesCell(report) {
    const { bound, checked } = (0,results_select/* quoteCounts */.Xw)(report);
    return checked > 0 ? `${bound}/${checked}` : '—';
}
function claimList(title, claims, colour, style, restIn) {
    if (claims.length === 0)
        return [];
    const lines = cappedLines(claims, ({ file, claim, report }) => [
        `  ${style(colour, (0,render_format/* place */.ik)(file, claim.line, claim.column))}  ${claim.id}  ${(0,render_format/* oneLine */.TN)(claim.statement)}${claim.unconfirmed ? `  (${words/* UNCONFIRMED_WORDS */.bb})` : ''}`,
        ...claimElsewhere(report, claim).map((line) => `      ${line}`),
    ], restIn);
    lines.unshift(style('bold', `${title} (${claims.length})`));
    lines.push('');
    return lines;
}
/**
 * Each rule in words with its code in parentheses, as the job summary names it; a rejection's
 * detail only where it says more than the rule (no hash prefixes: the results file has the
 * hashes); an unbound quote's difference in words, then the quote beside the excerpt's nearest passage.
 */
function rejectedSection(results, style, restIn) {
    const rejected = results.reports.flatMap((report) => report.rejected.map((rejection) => ({ report, rejection })));
    if (rejected.length === 0)
        return [];
    const out = [style('bold', `Rejected committed results (${rejected.length})`)];
    // Every rule with its count; the first TERMINAL_LISTED rejections in all listed under their rules.
    let listed = 0;
    for (const [reason, group] of (0,render_format/* groupBy */.$z)(rejected, (item) => item.rejection.reason)) {
        out.push(`  ${style('red', (0,words/* ruleWithCode */.CN)(reason))}: ${group.length}`);
        for (const { report, rejection } of group) {
            if (listed++ >= TERMINAL_LISTED)
                break;
            const at = (0,results_select/* rejectionPlace */.ng)(report, rejection);
            const where = at.line === null ? (0,results_select/* reportLabel */.tr)(report) : (0,render_format/* place */.ik)(at.file, at.line, at.column);
            const head = `    ${where}  ${rejection.claim_id} → ${rejection.evidence_id}`;
            const miss = (0,quote_diff/* nearMiss */.bi)(rejection);
            if (miss) {
                const { quote, passage, difference: diff } = miss;
                out.push(`${head}  ${diff.reason}`);
                out.push(`        quote:    "${(0,quote_diff/* plainWindow */.pH)(quote, ...diff.quote)}"`);
                out.push(`        excerpt:  "${(0,quote_diff/* plainWindow */.pH)(passage, ...diff.passage)}"`);
                const elsewhere = (0,found_in/* foundInLine */.Ug)('the quote', rejection, [rejection.evidence_id]);
                if (elsewhere)
                    out.push(`        ${elsewhere}`);
                continue;
            }
            const detail = (0,words/* rejectionDetail */.Fk)(rejection);
            out.push(detail === null ? head : `${head}  ${(0,render_format/* oneLine */.TN)(detail, 300)}`);
        }
    }
    for (const line of moreLine(rejected.length - Math.min(rejected.length, TERMINAL_LISTED), restIn))
        out.push(line);
    out.push('');
    return out;
}
function findingsSection(results, style, restIn) {
    const findings = results.reports.flatMap((report) => report.findings.map((finding) => ({ report, finding })));
    const providerRejections = results.reports.flatMap((report) => report.provider.rejected.map((rejection) => ({ file: (0,results_select/* reportLabel */.tr)(report), rejection })));
    const out = [];
    if (findings.length > 0) {
        // Each finding is a problem: against a base it is new or was there already, and a waiver accepts it.
        // Without a comparison or an applied waiver no finding is tagged, and the problems (two keys
        // for each of 141,000 findings of a hostile answer, 1.3 s) are not listed at all.
        const waived = (0,apply/* waivedKeys */.p)(results);
        const compared = (0,render_change/* comparison */.my)(results) !== null;
        const problems = compared || waived.size > 0 ? (0,results_problems/* listProblems */.vz)(results) : [];
        const statuses = (0,results_problems/* problemStatuses */.SD)(results, problems);
        const byFinding = new Map();
        for (const problem of problems)
            if (problem.finding)
                byFinding.set(problem.finding, problem);
        out.push(style('bold', `Findings (${findings.length})`));
        const tagOf = (finding) => {
            const problem = byFinding.get(finding);
            return problem && waived.has(problem.key)
                ? 'waived  '
                : problem && statuses.get(problem) === 'new'
                    ? 'new  '
                    : '';
        };
        // The worst first, as the comment orders them: new, then those there already, then the waived;
        // each in the results file's order (three buckets, linear however many findings there are).
        const ranked = [[], [], []];
        for (const item of findings) {
            const tag = tagOf(item.finding);
            ranked[tag === 'new  ' ? 0 : tag === '' ? 1 : 2].push(item);
        }
        // Placed only when listed: at most TERMINAL_LISTED of them, however many there are.
        const listLines = ({ report, finding }) => {
            const { file, column } = 'level' in finding
                ? { file: finding.file ?? report.file, column: finding.column }
                : { file: (0,results_select/* claimFile */.bZ)(report, finding.claim_id), column: (0,results_select/* claimById */.tZ)(report, finding.claim_id)?.column };
            // The results file's message carries the normalised value ("20220300 date"); a reader wants the words.
            const message = finding.code === 'ungrounded_number'
                ? `"${(0,render_format/* oneLine */.TN)(finding.text, 100)}" in claim ${finding.claim_id} ${(0,words/* ungroundedWhere */.FH)(report, finding)}`
                : finding.message;
            const elsewhere = findingElsewhere(report, finding);
            return [
                `  ${style('yellow', (0,render_format/* place */.ik)(file, finding.line, column))}  ${tagOf(finding)}${finding.code}  ${message}`,
                ...(elsewhere ? [`      ${elsewhere}`] : []),
            ];
        };
        const worstFirst = ranked.flat();
        for (const line of cappedLines(worstFirst, listLines, restIn))
            out.push(line);
        out.push('');
    }
    if (providerRejections.length > 0) {
        out.push(style('bold', `Model answers rejected (${providerRejections.length}; not binding errors)`));
        for (const [reason, group] of (0,render_format/* groupBy */.$z)(providerRejections, (item) => item.rejection.reason)) {
            out.push(`  ${reason} (${group.length})`);
            for (const { file, rejection } of group.slice(0, 20)) {
                out.push(`    ${file}  ${rejection.claim_id ?? '?'} → ${rejection.evidence_id ?? '?'}  ${rejection.detail}`);
            }
            if (group.length > 20)
                out.push(`    … and ${group.length - 20} more in the results file`);
        }
        out.push('');
    }
    return out;
}
/** The line under a finding saying where else in the report its number or quotation is. */
function findingElsewhere(report, finding) {
    if (finding.code === 'ungrounded_number')
        return (0,found_in/* foundInLine */.Ug)(`"${(0,render_format/* oneLine */.TN)(finding.text, 100)}"`, finding, (0,found_in/* citedIds */.I1)(report, finding.claim_id));
    if (finding.code === 'quote_not_in_source')
        return (0,found_in/* foundInLine */.Ug)(`"${(0,render_format/* oneLine */.TN)(finding.text, 100)}"`, finding, [finding.evidence_id]);
    return null;
}
/** Under a claim its sources leave unsupported: where else each quotation it states is, one line each. */
function claimElsewhere(report, claim) {
    const cited = (0,found_in/* citedIds */.I1)(report, claim.id);
    return [...(0,render_format/* groupBy */.$z)(claim.found_in ?? [], (place) => place.text)].flatMap(([text, found]) => (0,found_in/* foundInLine */.Ug)(`"${(0,render_format/* oneLine */.TN)(text, 100)}"`, { found_in: found }, cited) ?? []);
}
/** Says plainly when pairs got no verdict from a model this run, why, and how to get one; and what verifying cost. */
function verifierSection(results, style, hints) {
    const unverified = results.reports.reduce((sum, report) => sum + report.provider.unverified, 0);
    const usage = (0,recall_words/* usageWords */.Zy)(results);
    const lines = usage ? [style('dim', `Semantic verifier: ${usage}.`)] : [];
    if (unverified > 0) {
        const why = (0,words/* unverifiedReasons */.nO)(results, hints);
        const reason = why.length > 0 ? `: ${why.join('; ')}` : `: ${unverifiedCounts(results)}`;
        lines.push(style('dim', `Semantic verifier: ${(0,render_format/* plural */.LS)(unverified, 'pair')} left without a model verdict${reason}.`));
    }
    return lines.length > 0 ? [...lines, ''] : [];
}
/** "Factual sentences citing a source: 78% (42 of 54)", and each report's figure when there are several. */
function recallSection(results, style) {
    const total = (0,recall_words/* recallTotalLine */.sX)(results);
    if (total === null)
        return [];
    const reports = (0,recall_words/* recallReports */.HO)(results);
    if (reports.length <= 1)
        return [style('bold', total), ''];
    return [
        style('bold', total),
        ...reports.map(({ report, recall }) => `  ${(0,results_select/* reportLabel */.tr)(report)}  ${(0,recall_words/* recallFigure */._6)(recall)}`),
        '',
    ];
}
/**
 * The limit in words; fail-on-unavailable is a switch, so it says whether it is on, not "no
 * limit": its value is the number of reports not verified at all, which fail the gate only when on.
 */
function limitWords(check) {
    if (check.name !== 'fail-on-unavailable')
        return (0,render_format/* formatLimit */.tW)(check.limit, check.name);
    return (0,decide/* isLimitSet */.Qp)(check.limit) ? 'on: must be 0' : 'off: not counted as a failure';
}
/** Where the unverified pairs went, from the reports' provider sections (no file needed to read it). */
function unverifiedCounts(results) {
    const sum = (key) => results.reports.reduce((total, report) => total + report.provider.unverified_reasons[key], 0);
    const parts = [
        sum('failed_requests') > 0 ? `${sum('failed_requests')} in failed requests` : '',
        sum('max_pairs') > 0 ? `${sum('max_pairs')} over max-pairs` : '',
        sum('rejected') > 0 ? `${sum('rejected')} whose answer did not bind` : '',
        sum('not_asked') > 0 ? `${sum('not_asked')} not asked` : '',
    ].filter(Boolean);
    return parts.length > 0 ? parts.join(', ') : 'the model gave no usable answer for them';
}
function gateSection(results, style) {
    const { gate } = results;
    const width = Math.max(...gate.checks.map((check) => check.name.length));
    // Under gate-on: new the value is the new count, as the results file's `value` has it: "1 new".
    // fail-on-unavailable's value is a yes/no; the count of such reports reads unambiguously.
    const values = gate.checks.map((check) => check.name === 'fail-on-unavailable' && check.all_value === undefined
        ? String((0,words/* unavailableReports */.Su)(results, check))
        : check.all_value !== undefined
            ? (0,render_format/* formatNewValue */.jH)(check.value, check.name)
            : (0,render_format/* formatValue */.Fl)(check.value, check.name));
    const valueWidth = Math.max(6, ...values.map((value) => value.length));
    const out = [style('bold', 'Gate')];
    gate.checks.forEach((check, index) => {
        const unset = !(0,decide/* isLimitSet */.Qp)(check.limit);
        const mark = unset ? style('dim', '·') : check.passed ? style('green', '✓') : style('red', '✗');
        const counted = check.all_value !== undefined
            ? (0,render_format/* formatAllValue */.Kv)(check.all_value, check.name)
            : check.base_value !== undefined
                ? `base ${(0,render_format/* formatValue */.Fl)(check.base_value, check.name)}`
                : check.name === 'max-binding-errors'
                    ? (0,render_format/* bindingErrorParts */.SP)(results.totals)
                    : '';
        // One parenthesis: what else the value counts, and both values where unconfirmed verdicts change it.
        const aside = [counted, (0,words/* unconfirmedValues */.vz)(check, results, true)].filter((part) => part !== '').join('; ');
        const note = aside === '' ? '' : `  (${aside})`;
        const waived = check.waived ? `  (${check.waived} waived)` : '';
        const text = `${check.name.padEnd(width)}  ${(values[index] ?? '').padStart(valueWidth)}  ${limitWords(check)}${note}${waived}`;
        out.push(`  ${mark} ${unset ? style('dim', text) : text}`);
    });
    const failed = gate.checks.filter((check) => !check.passed).length;
    const outage = (0,words/* modelOutage */.dO)(results);
    if (gate.passed && outage)
        out.push('', style('yellow', style('bold', `PASSED, but ${outage}`)));
    else
        out.push('', gate.passed
            ? style('green', style('bold', 'PASSED'))
            : style('red', style('bold', `FAILED: ${(0,render_format/* plural */.LS)(failed, 'check')} over the limit${outage ? `, and ${outage}` : ''}`)));
    return out;
}
/**
 * The base comparison: what the change did in one sentence, the reports added or not compared
 * (each with its reason), or why there was no comparison; and why gate-on: new counted all.
 */
function baseLines(results) {
    const { base, gate } = results;
    const lines = [];
    const change = (0,render_change/* changeSentence */.y6)(results);
    if (change && base?.sha)
        lines.push(`Compared with ${base.sha.slice(0, 12)}: ${change}${gate.gate_on === 'new' ? ' Only new problems counted (gate-on: new).' : ''}`);
    const compared = (0,render_change/* comparison */.my)(results);
    const notCompared = compared?.not_compared ?? [];
    const removed = compared?.removed ?? [];
    if (compared && (compared.added.length > 0 || notCompared.length > 0 || removed.length > 0)) {
        const parts = [
            `${compared.compared.length} in both`,
            ...(compared.added.length > 0 ? [`${compared.added.length} added by this pull request`] : []),
            ...(removed.length > 0 ? [`${removed.length} removed by this pull request`] : []),
            ...(notCompared.length > 0 ? [`${notCompared.length} not compared`] : []),
        ];
        lines.push(`Reports: ${parts.join('; ')}.`);
        // One line each, pushed one by one: a pull request may remove more reports than a spread can pass.
        if (removed.length > 0) {
            lines.push('Removed by this pull request (the problems each held count as fixed):');
            for (const file of removed)
                lines.push(`  ${file}`);
        }
        if (notCompared.length > 0) {
            lines.push('Not compared with the base (every problem in it counts as new):');
            for (const entry of notCompared)
                lines.push(`  ${entry.reason}`);
        }
    }
    const trust = (0,words/* trustNote */.RA)(results);
    if (trust) {
        lines.push(trust.note);
        for (const item of trust.disagreements.slice(0, 20))
            lines.push(`  ${item.file}  ${item.claim_id} → ${item.evidence_id}  ${(0,words/* trustItemWords */.fM)(item)}`);
        if (trust.disagreements.length > 20)
            lines.push(`  … and ${trust.disagreements.length - 20} more in the results file`);
    }
    if (base?.note)
        lines.push(base.note);
    if (gate.gate_on_note)
        lines.push(gate.gate_on_note);
    const snapshots = (0,snapshot_changes/* snapshotChangeLine */.X)(results);
    if (snapshots)
        lines.push(snapshots);
    // One by one: a pull request may add more waivers than a spread can pass as arguments.
    for (const line of waiverLines(results))
        lines.push(line);
    return lines.length > 0 ? ['', ...lines] : [];
}
/** Waivers of each kind the terminal lists; the results file has every one. */
const WAIVERS_LISTED = 20;
/**
 * The waivers: how many applied (and were added by the pull request), and the first few that
 * were added or changed, no longer apply or could not be read (a pull request may add
 * thousands: the log lists the first of each kind, the results file every one).
 */
function waiverLines(results) {
    const section = results.waivers;
    if (!section)
        return [];
    // Each status counted in one pass over the entries (a pull request may add thousands).
    const counts = new Map();
    let added = 0;
    for (const row of section.entries) {
        counts.set(row.status, (counts.get(row.status) ?? 0) + 1);
        if (row.change !== undefined)
            added++;
    }
    const stale = counts.get('stale') ?? 0;
    const expired = counts.get('expired') ?? 0;
    const parts = [
        `${counts.get('applied') ?? 0} applied`,
        ...(added > 0 ? [`${added} added or changed by this pull request`] : []),
        ...(stale > 0 ? [`${stale} stale`] : []),
        ...(expired > 0 ? [`${expired} expired`] : []),
        ...(section.errors.length > 0 ? [(0,render_format/* plural */.LS)(section.errors.length, 'error')] : []),
    ];
    const lines = [`Waivers (${section.file}): ${parts.join(', ')}.`];
    const what = (row) => `${section.file}:${row.line}  ${row.kind} ${[row.claim_id, row.evidence_id, row.number].filter((part) => part !== null && part !== undefined).join(' ')}`;
    const listed = { changed: 0, stale: 0, expired: 0 };
    const listOne = (kind, line) => {
        if (listed[kind]++ < WAIVERS_LISTED)
            lines.push(line);
    };
    for (const row of section.entries) {
        if (row.change !== undefined)
            listOne('changed', `  ${what(row)}: ${row.change} by this pull request`);
        if (row.status === 'stale')
            listOne('stale', `  ${what(row)}: stale, the report has no such problem now; remove it`);
        if (row.status === 'expired')
            listOne('expired', `  ${what(row)}: expired on ${row.expires}, it no longer waives`);
    }
    const more = { changed: 'added or changed by this pull request', stale: 'stale', expired: 'expired' };
    for (const kind of ['changed', 'stale', 'expired'])
        if (listed[kind] > WAIVERS_LISTED)
            lines.push(`  … and ${listed[kind] - WAIVERS_LISTED} more ${more[kind]} in the results file`);
    for (const error of section.errors.slice(0, WAIVERS_LISTED))
        lines.push(`  ${section.file}${error.line === null ? '' : `:${error.line}`}: ${error.message}`);
    if (section.errors.length > WAIVERS_LISTED)
        lines.push(`  … and ${section.errors.length - WAIVERS_LISTED} more errors in the results file`);
    return lines;
}

// EXTERNAL MODULE: ./package.json
var package_0 = __webpack_require__(5949);
// EXTERNAL MODULE: ./src/files/atomic-write.ts
var atomic_write = __webpack_require__(4448);
// EXTERNAL MODULE: ./src/formats/patterns.ts
var formats_patterns = __webpack_require__(2529);
;// CONCATENATED MODULE: ./src/session/outputs.ts
// The outputs of a session: the guard that refuses, before any report is read, an output path
// that would land on a report, leave the shell's folders or go through a link (the shell's
// files and the caches the stages write), and the writing of the shell's files from the results.






/** Every path the run writes, by the shell's names: its files, then each cache a stage writes. */
function outputPaths(settings, shell) {
    const { semantic, provenance, references } = settings;
    return [
        ...shell.files.map(({ name, path }) => ({ name, path })),
        { name: shell.nameOf('cache-path'), path: semantic.cachePath },
        ...(provenance.mode === 'check'
            ? [{ name: shell.nameOf('provenance-cache-path'), path: provenance.cachePath }]
            : []),
        ...(references.mode === 'check'
            ? [{ name: shell.nameOf('references-cache-path'), path: references.cachePath }]
            : []),
    ];
}
/** The guard the check calls once the reports are found, before any is read (OutputPathError). */
function outputGuard(settings, shell) {
    const { core } = settings;
    return async (reportFiles) => (0,output_guard/* guardOutputs */.S0)({
        cwd: shell.cwd,
        outputs: outputPaths(settings, shell),
        reportFiles,
        // The globs of the `reports` setting itself, not the files only-changed selects: an output must not match any report.
        patterns: await (0,formats_patterns/* reportGlobs */.i9)(core.patterns, shell.cwd, core.format, shell.patternScope),
        policy: shell.policy,
    });
}
/**
 * Writes each of `files` that was asked for, in order, redacted, through the shell's policy (the
 * links are checked again at write time). A failure costs that file only.
 */
async function writeOutputs(shell, results, files = shell.files) {
    const write = (0,output_guard/* writeOptions */.GX)(shell.policy, shell.cwd);
    const failures = [];
    for (const file of files) {
        if (file.path === undefined)
            continue;
        const target = external_node_path_default().resolve(shell.cwd, file.path);
        try {
            await (0,atomic_write/* writeFileAtomic */.Zf)(target, shell.redact(await file.render(results)), write);
        }
        catch (error) {
            failures.push({ file, target, reason: (0,atomic_write/* describeFileError */.SQ)(error) });
        }
    }
    return failures;
}
/** The results file. */
function resultsJson(results) {
    return JSON.stringify(results, null, 2) + '\n';
}
/**
 * SARIF 2.1.0 for code scanning, and once it is rendered, the sentence that says what GitHub code scanning's
 * cap of 5,000 results a run left out of it (null: nothing was): the shells put it in the log,
 * the summary and the terminal (docs/sarif.md).
 */
function sarifOutput() {
    let leftOut = null;
    return {
        async render(results) {
            const { renderSarif, sarifLeftOut, leftOutSentence } = await __webpack_require__.e(/* import() */ 729).then(__webpack_require__.bind(__webpack_require__, 3729));
            const log = renderSarif(results, { version: package_0/* version */.rE });
            const left = sarifLeftOut(log);
            leftOut = left ? leftOutSentence(left) : null;
            return JSON.stringify(log, null, 2) + '\n';
        },
        leftOut: () => leftOut,
    };
}
/** The markdown the action would post as its comment, for a preview (GITHUB_SERVER_URL, GITHUB_REPOSITORY and GITHUB_SHA, when set, make the links). */
function commentPreview(context) {
    return async (results) => (await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 8141))).renderComment(results, {
        key: 'default',
        runUrl: context.runUrl,
        links: linkContext(context, results.base?.sha ?? null),
    });
}
/** The job summary the action would write, for a preview. */
function summaryPreview(context, resultsPath) {
    return async (results) => (await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 9311))).renderSummary(results, {
        resultsPath,
        links: linkContext(context, results.base?.sha ?? null),
    });
}

// EXTERNAL MODULE: ./node_modules/p-limit/index.js + 1 modules
var p_limit = __webpack_require__(370);
// EXTERNAL MODULE: ./node_modules/tinyglobby/dist/index.mjs + 1 modules
var dist = __webpack_require__(3382);
// EXTERNAL MODULE: ./src/check/totals.ts
var totals = __webpack_require__(5285);
// EXTERNAL MODULE: ./src/formats/discover.ts
var discover = __webpack_require__(4569);
// EXTERNAL MODULE: ./src/formats/load.ts + 3 modules
var load = __webpack_require__(3076);
// EXTERNAL MODULE: ./src/formats/read.ts
var read = __webpack_require__(1558);
;// CONCATENATED MODULE: ./src/base/compare.ts

function row(problem, status) {
    const { report } = problem;
    return {
        kind: problem.kind,
        status,
        file: report.file,
        ...(report.name === undefined ? {} : { name: report.name }),
        claim_id: problem.claim_id,
        ...(problem.evidence_id === undefined ? {} : { evidence_id: problem.evidence_id }),
        ...(problem.number === undefined ? {} : { number: problem.number }),
        ...(problem.subject === undefined ? {} : { subject: problem.subject }),
        line: problem.line,
        ...(problem.at === undefined ? {} : { at: problem.at }),
        text: problem.text,
    };
}
/**
 * Compares the head's reports with their base versions. `base` holds the reports that exist at
 * the base commit; a head report without one was added by the pull request, so all its
 * problems are new, and a base report without one in the head was removed by it, so all its
 * problems are fixed (marked `report_removed`). Equal identities are matched one to one, in order: the first as many as
 * the base had are unchanged, the rest new, and base problems left over were fixed.
 *
 * Provenance problems are decided by the evidence record instead, because the base is never
 * fetched (it has no provenance rows, and fetching it would only read today's page again): a
 * record the base has with the same ID, URL and excerpt fingerprint is unchanged (the page
 * changed, not the pull request); a record the pull request added, or whose URL or excerpt it
 * changed, is new; none is ever fixed.
 */
function compareReports(head, base) {
    const baseById = new Map(base.map((report) => [(0,results_problems/* reportIdentity */.he)(report), report]));
    const rows = [];
    const fixed = [];
    const verdictChanges = [];
    const claimEdits = [];
    const newProblems = [];
    for (const report of head) {
        const before = baseById.get((0,results_problems/* reportIdentity */.he)(report));
        const headProblems = (0,results_problems/* reportProblems */.Tw)(report);
        const remaining = new Map();
        for (const problem of before ? (0,results_problems/* reportProblems */.Tw)(before) : []) {
            if ((0,results_problems/* isProvenanceKind */.of)(problem.kind) || (0,results_problems/* isReferenceKind */.cl)(problem.kind))
                continue;
            const list = remaining.get(problem.key);
            if (list)
                list.push(problem);
            else
                remaining.set(problem.key, [problem]);
        }
        for (const problem of headProblems) {
            const match = (0,results_problems/* isProvenanceKind */.of)(problem.kind)
                ? sameRecordAtBase(problem, before)
                : (0,results_problems/* isReferenceKind */.cl)(problem.kind)
                    ? sameReferenceAtBase(problem, before)
                    : remaining.get(problem.key)?.shift() !== undefined;
            rows.push(row(problem, match ? 'unchanged' : 'new'));
            if (!match)
                newProblems.push(problem);
        }
        for (const left of remaining.values())
            for (const problem of left)
                fixed.push(row(problem, 'fixed'));
        // One by one: a report's changes may outnumber the arguments a spread can pass.
        if (before)
            for (const change of changedVerdicts(before, report))
                verdictChanges.push(change);
        if (before)
            for (const edit of editedClaims(before, report))
                claimEdits.push(edit);
    }
    // A report the base has and the head does not (its file removed, an ALCE item dropped): what
    // it held is gone, and only that counts as fixed.
    const atHead = new Set(head.map(results_problems/* reportIdentity */.he));
    for (const report of base) {
        if (atHead.has((0,results_problems/* reportIdentity */.he)(report)))
            continue;
        for (const problem of (0,results_problems/* reportProblems */.Tw)(report))
            if (!(0,results_problems/* isProvenanceKind */.of)(problem.kind))
                fixed.push({ ...row(problem, 'fixed'), report_removed: true });
    }
    const newCounts = {};
    for (const [name, kinds] of Object.entries(results_problems/* CHECK_PROBLEM_KINDS */.RD)) {
        const count = newProblems.filter((problem) => kinds.includes(problem.kind)).length;
        newCounts[name] = name === 'fail-on-unavailable' ? count > 0 : count;
    }
    return { problems: [...rows, ...fixed], verdict_changes: verdictChanges, claim_edits: claimEdits, newCounts };
}
// Built once per report: a report of thousands of records must not scan them for each problem.
const recordFacts = new WeakMap();
function factsOf(report) {
    let facts = recordFacts.get(report);
    if (!facts) {
        const cited = new Map();
        for (const pair of report.pairs)
            if (pair.evidence_sha256 !== '' && !cited.has(pair.evidence_id))
                cited.set(pair.evidence_id, pair.evidence_sha256);
        facts = new Map(report.evidence.map((row) => [
            row.id,
            { url: row.url, excerpt: row.excerpt_sha256 ?? cited.get(row.id) ?? null },
        ]));
        recordFacts.set(report, facts);
    }
    return facts;
}
/** A provenance problem's record is in the base as it is in the head: same ID, URL and excerpt fingerprint. */
function sameRecordAtBase(problem, before) {
    if (!before || problem.evidence_id === undefined)
        return false;
    const then = factsOf(before).get(problem.evidence_id);
    const now = factsOf(problem.report).get(problem.evidence_id);
    return (then !== undefined &&
        now !== undefined &&
        then.url === now.url &&
        then.excerpt !== null &&
        then.excerpt === now.excerpt);
}
/**
 * A reference problem's record is in the base as it is in the head: same ID and the same
 * reference fingerprint (its URL, title and reference text: what the check reads).
 */
function sameReferenceAtBase(problem, before) {
    if (!before || problem.evidence_id === undefined)
        return false;
    const then = referencesOf(before).get(problem.evidence_id);
    const now = referencesOf(problem.report).get(problem.evidence_id);
    return then !== undefined && then === now;
}
// Built once per report, as factsOf: a report of thousands of reference problems must not scan its records for each.
const referenceFacts = new WeakMap();
function referencesOf(report) {
    let facts = referenceFacts.get(report);
    if (!facts) {
        facts = new Map();
        for (const row of report.evidence)
            if (!facts.has(row.id))
                facts.set(row.id, row.reference_sha256);
        referenceFacts.set(report, facts);
    }
    return facts;
}
function changedVerdicts(before, after) {
    const was = new Map(before.claims.map((claim) => [claim.id, claim.verdict]));
    const changes = [];
    for (const claim of after.claims) {
        const from = was.get(claim.id);
        if (from === undefined || from === claim.verdict)
            continue;
        changes.push({
            file: after.file,
            ...(after.name === undefined ? {} : { name: after.name }),
            claim_id: claim.id,
            line: claim.line,
            ...(claim.file !== undefined && claim.file !== after.file ? { at: claim.file } : {}),
            from,
            to: claim.verdict,
            statement: claim.statement,
        });
    }
    return changes;
}
/** Claims in both versions whose statement changed (not only its spacing). */
function editedClaims(before, after) {
    const was = new Map(before.claims.map((claim) => [claim.id, claim.statement]));
    const words = (text) => text
        .split(/\s+/)
        .filter((word) => word !== '')
        .join(' ');
    const edits = [];
    for (const claim of after.claims) {
        const then = was.get(claim.id);
        if (then === undefined || words(then) === words(claim.statement))
            continue;
        edits.push({
            file: after.file,
            ...(after.name === undefined ? {} : { name: after.name }),
            claim_id: claim.id,
            before: then,
            after: claim.statement,
        });
    }
    return edits;
}
/** The results file's `base` section for a comparison that could be made. */
function baseSection(sha, source, head, base, comparison, notCompared = []) {
    const atBase = new Set(base.map(results_problems/* reportIdentity */.he));
    const left = new Set(notCompared.map((entry) => entry.file));
    const compared = head.reports.filter((report) => atBase.has((0,results_problems/* reportIdentity */.he)(report))).map(results_problems/* reportIdentity */.he);
    const added = head.reports
        .filter((report) => !atBase.has((0,results_problems/* reportIdentity */.he)(report)) && !left.has(report.file))
        .map(results_problems/* reportIdentity */.he);
    const atHead = new Set(head.reports.map(results_problems/* reportIdentity */.he));
    const removed = [...new Set(base.filter((report) => !atHead.has((0,results_problems/* reportIdentity */.he)(report))).map(results_problems/* reportIdentity */.he))];
    return {
        sha,
        source,
        compared,
        added,
        removed,
        not_compared: [...notCompared],
        note: null,
        problems: comparison.problems,
        verdict_changes: comparison.verdict_changes,
        claim_edits: comparison.claim_edits,
    };
}

// EXTERNAL MODULE: ./src/check/unconfirmed-gate.ts
var unconfirmed_gate = __webpack_require__(5858);
;// CONCATENATED MODULE: ./src/base/written-grounding.ts

/** What a finding held only by passages the pull request wrote says when it counts again. */
const AGAIN = {
    ungrounded_number: 'it was ungrounded at the base, and passages a pull request writes do not ground it',
    quote_not_in_source: 'it was not in its source at the base, and passages a pull request writes do not hold it',
};
const UNREAD_BASE = {
    ungrounded_number: "the base could not be read, so these passages cannot be shown to be the base's, and passages a pull request writes do not ground it",
    quote_not_in_source: "the base could not be read, so these passages cannot be shown to be the base's, and passages a pull request writes do not hold it",
};
/**
 * The report with each listed finding for which `counts` holds restored as a finding (its
 * message ending in `why`), and the rest left listed.
 */
function restore(report, counts, why) {
    const numbers = report.numbers_grounded_by_pull_request ?? [];
    const quotes = report.quotes_found_by_pull_request ?? [];
    if (numbers.length === 0 && quotes.length === 0)
        return { report, restored: 0 };
    const again = [];
    const stillNumbers = numbers.filter((finding) => !(counts(finding) && again.push(finding)));
    const stillQuotes = quotes.filter((finding) => !(counts(finding) && again.push(finding)));
    if (again.length === 0)
        return { report, restored: 0 };
    const { numbers_grounded_by_pull_request: _numbers, quotes_found_by_pull_request: _quotes, ...rest } = report;
    return {
        report: {
            ...rest,
            findings: [
                ...report.findings,
                ...again.map((finding) => ({ ...finding, message: `${finding.message}; ${why(finding)}` })),
            ],
            ...(stillNumbers.length > 0 ? { numbers_grounded_by_pull_request: stillNumbers } : {}),
            ...(stillQuotes.length > 0 ? { quotes_found_by_pull_request: stillQuotes } : {}),
        },
        restored: again.length,
    };
}
/** The head's reports with each such number or quotation restored as a finding, and how many were. */
function withWrittenGrounding(head, base) {
    if (!head.some((report) => report.numbers_grounded_by_pull_request || report.quotes_found_by_pull_request))
        return { reports: [...head], restored: 0 };
    const baseById = new Map(base.map((report) => [(0,results_problems/* reportIdentity */.he)(report), report]));
    let restored = 0;
    const reports = head.map((report) => {
        const before = baseById.get((0,results_problems/* reportIdentity */.he)(report));
        if (!before)
            return report;
        const atBase = new Set((0,results_problems/* reportProblems */.Tw)(before)
            .filter((problem) => problem.kind === 'ungrounded_number' || problem.kind === 'quote_not_in_source')
            .map((problem) => problem.key));
        const done = restore(report, (finding) => atBase.has((0,results_problems/* findingKey */.fl)(report, finding)), (finding) => AGAIN[finding.code]);
        restored += done.restored;
        return done.report;
    });
    return { reports, restored };
}
/**
 * The base could not be read: no passage can be shown to be the base's, so every number that only
 * passages the pull request wrote ground, and every quotation only they hold (or, with no base at
 * all in a pull request, every snapshot passage: src/base/snapshot-base.ts), is a problem again,
 * whatever it was at the base. Fail closed, as committed verdicts are set aside when the base
 * cannot be read.
 */
function withoutWrittenGrounding(head) {
    let restored = 0;
    const reports = head.map((report) => {
        const done = restore(report, () => true, (finding) => UNREAD_BASE[finding.code]);
        restored += done.restored;
        return done.report;
    });
    return { reports, restored };
}

// EXTERNAL MODULE: ./src/formats/snapshot/written.ts
var written = __webpack_require__(4050);
;// CONCATENATED MODULE: ./src/base/against-base.ts
// The base comparison's shell: checks the base version of every checked report (asking the
// model nothing: committed results and the cache only), compares, and decides the gate again
// when `gate-on: new` asks for it. Files are read through an injected reader (git or the API).















function missingAtBase(relativePath, sha) {
    return Object.assign(new Error(`${relativePath} does not exist at ${sha.slice(0, 12)}`), { code: 'ENOENT' });
}
/** What a reader throws for a file the base has no version of to compare with; its message is the reason, in words ("x is outside the repository"). */
class NotComparableError extends Error {
}
const NOT_A_PULL_REQUEST = 'there is no pull request (or --base) to compare with';
/** The head's results with the `base` section and, for `gate-on: new`, the gate decided on new problems. */
async function compareWithBase(head, source, options) {
    if (source === null || !('reader' in source))
        return withoutComparison(head, source, options.gateOn, options.thresholds);
    const { reader } = source;
    if (head.reports.length === 0)
        return head;
    const versions = options.versions ?? new BaseVersions(reader, options.format ?? 'auto', options.markdownDialect);
    // The list of removed files (an API request) while the head's reports are read at the base.
    const [removed, headRead] = await Promise.all([
        removedInputs(head, versions, options),
        readBase(baseInputs(head, options.format ?? 'auto'), versions),
    ]);
    const read = 'failure' in headRead ? headRead : joinReads(headRead, await readBase(removed, versions));
    if ('failure' in read) {
        const why = `the base version of ${read.failure.file} could not be read (${read.failure.message})`;
        return withoutBase(head, options.gateOn, why, unreadBase(reader.sha, why, reader.source), options.thresholds);
    }
    // Never a provenance checker for the base: it is not fetched (today's page is all a fetch could
    // read). Its records' excerpt fingerprints say which records the pull request changed.
    const baseResults = await (0,run/* checkLoaded */.Cf)(read.present, {
        thresholds: options.thresholds,
        mode: options.mode,
        verifier: options.verifier,
        excerptFingerprints: true,
        citationRecall: options.citationRecall ?? false,
    });
    const baseReports = baseResults.reports;
    // A number ungrounded at the base that only snapshot passages the pull request wrote ground
    // is ungrounded still (./written-grounding.ts): the head's totals and gate count it again.
    const written = withWrittenGrounding(head.reports, baseReports);
    const current = written.restored === 0 ? head : recounted(head, written.reports, false);
    // A report not compared has no base version: every problem in it is new, as in an added one.
    const comparison = compareReports(current.reports, baseReports);
    const base = baseSection(reader.sha, reader.source, current, baseReports, comparison, read.notCompared);
    // gate-on: new decides again on the new problems: a contradicted claim the pull request adds
    // is new whether the model or (unconfirmed) the pull request's own verdict says so; and, as in
    // the check, the run is decided both with and without its unconfirmed verdicts. The head's
    // gate is decided again, both ways, when numbers that only passages the pull request wrote
    // ground count as ungrounded again.
    const baseTotals = (0,totals/* computeTotals */.x)(baseReports);
    const gate = options.gateOn === 'new'
        ? (0,unconfirmed_gate/* decideBothWays */.W)(current, (view) => (0,decide/* decide */.LD)(view.totals, options.thresholds, {
            counts: view === current ? comparison.newCounts : compareReports(view.reports, baseReports).newCounts,
            baseTotals,
        }))
        : current === head
            ? head.gate
            : (0,unconfirmed_gate/* decideBothWays */.W)(current, (view) => (0,decide/* decide */.LD)(view.totals, options.thresholds));
    return { ...current, gate, base };
}
/** No base to read: the head's results with why, and for `gate-on: new` a gate that counted every problem. */
function withoutComparison(head, source, gateOn, thresholds) {
    if (source === null)
        return withoutBase(head, gateOn, NOT_A_PULL_REQUEST, undefined);
    return withoutBase(head, gateOn, source.unavailable, unreadBase(source.sha, source.unavailable), thresholds);
}
/** Base versions read at once: through the API each is a request, and a pull request may touch dozens. */
const BASE_READS_IN_FLIGHT = 6;
/**
 * The base versions of reports, each read once however often it is asked for: the trust rule
 * reads the committed verdicts before the head is checked, the comparison reads the rest after.
 */
class BaseVersions {
    reader;
    format;
    markdownDialect;
    reads = new Map();
    limit = (0,p_limit/* default */.A)(BASE_READS_IN_FLIGHT);
    /** A read failed: the comparison is over, so the reads it still waits for are not made. */
    failed = false;
    constructor(reader, format, markdownDialect) {
        this.reader = reader;
        this.format = format;
        this.markdownDialect = markdownDialect;
    }
    /**
     * The base version of the report the head read from `input` (a file, or a folder).
     * `stopAfterFailure`: once any read failed, a read not yet started is not made (it resolves
     * to nothing read, and is not remembered).
     */
    read(input, stopAfterFailure = false) {
        const done = this.reads.get(input.path);
        if (done)
            return done;
        const read = this.limit(async () => {
            if (stopAfterFailure && this.failed) {
                this.reads.delete(input.path);
                return { loaded: [] };
            }
            const result = await readOne(input, this.reader, this.markdownDialect);
            if ('failure' in result)
                this.failed = true;
            return result;
        });
        this.reads.set(input.path, read);
        return read;
    }
    /** Runs a request of another kind (the list of removed files) within the same bound on requests in flight. */
    schedule(request) {
        return this.limit(request);
    }
    /** The same for a report as the head's results (or its loader) name it. */
    readReport(report) {
        return this.read(baseInput(report.file, report.format, this.format));
    }
}
/**
 * Reads the base version of each report, a few at a time, each through its own reader, so that
 * what goes wrong while reading one is known to be that report's: absent (its loader says so:
 * the pull request added it), not comparable (the reader says why), or unreadable, which ends
 * the comparison (the first such report in the head's order of those read is the one named).
 */
async function readBase(inputs, versions) {
    const reads = await Promise.all(inputs.map((input) => versions.read(input, true)));
    const present = [];
    const notCompared = [];
    for (const read of reads) {
        if ('failure' in read)
            return read;
        if ('notCompared' in read)
            notCompared.push(read.notCompared);
        else
            for (const report of read.loaded)
                present.push(report);
    }
    return { present, notCompared };
}
function joinReads(first, second) {
    if ('failure' in second)
        return second;
    return { present: [...first.present, ...second.present], notCompared: [...first.notCompared, ...second.notCompared] };
}
async function readOne(input, reader, markdownDialect) {
    let failure = null;
    const readFile = async (relativePath) => {
        try {
            return await reader.readFile(relativePath);
        }
        catch (error) {
            if (!(0,read/* isMissingFile */.F6)(error))
                failure ??= { file: relativePath, error };
            throw error;
        }
    };
    const loaded = await (0,load/* loadReports */.y)([input], () => readFile, markdownDialect === undefined ? {} : { markdownDialect });
    if (failure === null)
        return { loaded: loaded.filter((report) => !((0,model/* isInvalid */.If)(report) && report.absent)) };
    const { file, error } = failure;
    if (error instanceof NotComparableError)
        return { notCompared: { file: input.path, reason: error.message } };
    return { failure: { file, message: error instanceof Error ? error.message : String(error) } };
}
/**
 * The reports the pull request removed: files the change removes that the `reports` patterns
 * match, as discovery would have read them (a STORM or Co-STORM folder by its marking file),
 * less any report the head still has. None when the reader cannot list removed files.
 */
async function removedInputs(head, versions, options) {
    const { reader } = versions;
    if (!reader.removedFiles || !options.patterns)
        return [];
    const list = reader.removedFiles.bind(reader);
    const files = await versions.schedule(list);
    if (files.length === 0)
        return [];
    const format = options.format ?? 'auto';
    const matchers = (0,output_guard/* patternMatchers */.aH)(await (0,formats_patterns/* reportGlobs */.i9)(options.patterns, options.cwd, format, options.patternScope), options.cwd);
    const matched = files.filter((file) => matchers.some((matcher) => matcher.matches(file)));
    const atHead = new Set(head.reports.map((report) => report.file));
    return (0,discover/* classify */.L8)(matched.map((file) => ({ file })), format).filter((input) => !atHead.has(input.path));
}
/**
 * The head's reports, each file or folder once, to be read at the base as the head read them.
 * Never found again by discovery: what a search of the working tree says about a path is not
 * what the base holds there (a match the head refused, a link leading outside or nowhere, may
 * have been a report at the base, or nothing), and a name searched for again is not the match
 * it was (a folder's name finds the reports below it too; a link named is followed anywhere).
 */
function baseInputs(head, format) {
    const inputs = new Map();
    for (const report of head.reports) {
        if (inputs.has(report.file))
            continue; // an ALCE file's several items
        inputs.set(report.file, baseInput(report.file, report.format, format));
    }
    return [...inputs.values()];
}
/** A report to read at the base as the head read it: a folder report's results always name its format; a file's, unless it is a pipeline report. */
function baseInput(file, found, format) {
    const isFolder = found === 'storm' || found === 'costorm';
    return {
        path: file,
        isFolder,
        format: isFolder ? found : fileFormat(file, found, format),
        pattern: (0,dist/* escapePath */.ft)(file),
    };
}
/** As discovery decides it for a file: the format chosen, else ALCE where the head found it, a pipeline report by name, or (null) by its shape. */
function fileFormat(file, found, chosen) {
    if (chosen === 'abundance' || chosen === 'alce' || chosen === 'markdown' || chosen === 'provider-json')
        return chosen;
    if (found === 'alce' || found === 'markdown' || found === 'provider-json')
        return found;
    return (0,discover/* formatByName */.kb)(file);
}
function unreadBase(sha, why, source = null) {
    return {
        sha,
        source,
        compared: [],
        added: [],
        removed: [],
        not_compared: [],
        note: `No base comparison: ${why}.`,
        problems: [],
        verdict_changes: [],
    };
}
/**
 * The head's results without a comparison. In a pull request whose base cannot be read (`base`
 * set), a number that only snapshot passages the pull request wrote ground counts as ungrounded
 * (./written-grounding.ts), and the gate is decided again on that.
 */
function withoutBase(head, gateOn, why, base, thresholds) {
    const written = base && thresholds ? withoutWrittenGrounding(head.reports) : { reports: head.reports, restored: 0 };
    const current = written.restored === 0 ? head : recounted(head, written.reports, true);
    const decided = current === head || !thresholds ? head.gate : (0,unconfirmed_gate/* decideBothWays */.W)(current, (view) => (0,decide/* decide */.LD)(view.totals, thresholds));
    const gate = gateOn === 'new'
        ? { ...decided, gate_on: 'all', gate_on_note: `gate-on: new counted every problem, because ${why}.` }
        : decided;
    return { ...current, gate, ...(base ? { base } : {}) };
}
/**
 * The head with its reports' problems counted again after written grounding moved some
 * (./written-grounding.ts): its totals and its snapshot changes; `baseUnread` when the base
 * could not be read to tell which passages are the base's.
 */
function recounted(head, reports, baseUnread) {
    return {
        ...head,
        reports,
        totals: (0,totals/* computeTotals */.x)(reports, head.provenance !== undefined, head.references !== undefined),
        ...(head.snapshot_changes
            ? {
                snapshot_changes: {
                    ...(0,written/* snapshotChangesSection */.X5)(head.snapshot_changes, reports),
                    ...(baseUnread ? { base_unread: true } : {}),
                },
            }
            : {}),
    };
}

// EXTERNAL MODULE: ./src/formats/snapshot/file.ts + 2 modules
var snapshot_file = __webpack_require__(6320);
;// CONCATENATED MODULE: ./src/base/snapshot-base.ts
// The base commit's snapshot files, for telling the passages a pull request wrote from those it
// did not (src/formats/snapshot/written.ts): read through the base comparison's reader (git or the
// contents API) and its memo of requests in flight, each file once. A file the base does not
// have, or that cannot be read or is not a snapshot file there, has no passages to trust: every
// passage of the head's counts as written by the pull request.


const NOTHING = new Map();
function snapshotBase(versions) {
    const reads = new Map();
    const readFile = (relativePath) => versions.schedule(() => versions.reader.readFile(relativePath));
    return {
        read(file) {
            let read = reads.get(file);
            if (!read) {
                read = (0,snapshot_file/* readSnapshotFile */.T_)(readFile, file).then((result) => (result.ok ? (0,written/* baseSnapshotOf */.hy)(result.file) : NOTHING), () => NOTHING);
                reads.set(file, read);
            }
            return read;
        },
    };
}
/**
 * A pull request whose base cannot be read at all (no commit, no reader): no passage can be shown
 * to be the base's, so every passage counts as written by the pull request (fail closed).
 */
const unreadSnapshotBase = { read: () => Promise.resolve(NOTHING) };

// EXTERNAL MODULE: ./src/check/trust.ts
var trust = __webpack_require__(7122);
;// CONCATENATED MODULE: ./src/base/trusted-verdicts.ts
// The trust rule's shell half: the committed verdicts of each report at the base commit, read
// through the same reader (git or the contents API) and the same memo as the base comparison.


const NONE = new Set();
/**
 * The trust rule for a run: `source` is the run's base (null: no pull request or --base, so no
 * committed verdict is set aside); `versions` reads it (null when it cannot be read).
 */
function verdictTrust(rule, source, versions) {
    if (source === null)
        return { rule, base: null };
    if (!('reader' in source) || versions === null) {
        const why = 'reader' in source ? 'the base could not be read' : `the base could not be read: ${source.unavailable}`;
        return {
            rule,
            base: {
                sha: 'reader' in source ? source.reader.sha : source.sha,
                unavailable: why,
                verdictsOf: async () => ({ verdicts: NONE, results: [], reason: 'base_unreadable' }),
            },
        };
    }
    return {
        rule,
        base: { sha: source.reader.sha, unavailable: null, verdictsOf: (report) => baseVerdicts(report, versions) },
    };
}
async function baseVerdicts(report, versions) {
    const read = await versions.readReport({ file: report.file, format: report.format });
    if ('failure' in read)
        return { verdicts: NONE, results: [], reason: 'base_unreadable' };
    if ('notCompared' in read || read.loaded.length === 0)
        return { verdicts: NONE, results: [], reason: 'report_not_at_base' };
    // Every report of the file at the base (an ALCE file's items share one verdict file): a
    // verdict carries its item, and must still bind to this report's pair.
    const valid = read.loaded.filter((loaded) => !(0,model/* isInvalid */.If)(loaded));
    const results = valid.flatMap((loaded) => [...(loaded.envelope ?? []), ...loaded.verdictFile.verifications]);
    return { verdicts: new Set(results.map(trust/* canonicalVerdict */.I4)), results, reason: 'not_at_base' };
}

// EXTERNAL MODULE: ./src/gate/thresholds.ts
var gate_thresholds = __webpack_require__(9695);
// EXTERNAL MODULE: ./src/text/boolean.ts
var text_boolean = __webpack_require__(3091);
// EXTERNAL MODULE: ./src/config/inputs.ts
var inputs = __webpack_require__(4389);
;// CONCATENATED MODULE: ./src/provenance/settings.ts
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
        return raw === undefined || raw === '' ? (inputs/* INPUTS */.m.find((input) => input.name === name)?.default ?? '') : raw;
    };
    const modeRaw = read('provenance');
    const mode = MODES.find((candidate) => candidate === modeRaw.toLowerCase());
    if (!mode)
        problems.push(`provenance must be off or check, not ${JSON.stringify(modeRaw)}`);
    const allowRaw = read('provenance-allow-private');
    const allowPrivate = (0,text_boolean/* parseBoolean */.y)(allowRaw);
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
        throw new config_settings/* SettingsError */.GN(problems);
    return {
        mode: mode,
        allowPrivate: allowPrivate,
        maxAgeMs: maxAgeMs,
        timeoutMs: Math.round(timeoutSeconds * 1000),
        maxBodyBytes: maxBodyBytes,
        cachePath,
    };
}

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
    const { createProvenanceChecker } = await Promise.all(/* import() */[__webpack_require__.e(280), __webpack_require__.e(415), __webpack_require__.e(709)]).then(__webpack_require__.bind(__webpack_require__, 2709));
    return createProvenanceChecker(settings, hooks);
}
/** A provenance limit set while provenance is off checks nothing: said, not silently passed. */
function unusedProvenanceLimits(thresholds, settings) {
    if (settings.mode !== 'off')
        return [];
    return gate_thresholds/* PROVENANCE_THRESHOLDS */.Hu.filter((name) => (0,decide/* isLimitSet */.Qp)(thresholds[name])).map((name) => `${name} is set but provenance is off, so it checks nothing (set provenance: check)`);
}

;// CONCATENATED MODULE: ./src/references/settings.ts
// Reference-checking settings, validated. Light on purpose: the shells read these on every run,
// and only `references: check` loads the lookup code (src/references/index.ts).




const URL_SETTINGS = [
    ['crossref', 'crossref-url'],
    ['datacite', 'datacite-url'],
    ['arxiv', 'arxiv-url'],
    ['pubmed', 'pubmed-url'],
    ['doi', 'doi-url'],
];
/** Reads and validates the reference settings; throws SettingsError listing every bad value. */
function readReferenceSettings(get) {
    const problems = [];
    const read = (name) => {
        const raw = get(name)?.trim();
        return raw === undefined || raw === '' ? (inputs/* INPUTS */.m.find((input) => input.name === name)?.default ?? '') : raw;
    };
    const modeRaw = read('references');
    const mode = ['off', 'check'].find((candidate) => candidate === modeRaw.toLowerCase());
    if (!mode)
        problems.push(`references must be off or check, not ${JSON.stringify(modeRaw)}`);
    const mailtoRaw = read('references-mailto');
    // An address, nothing more: it goes into a query string and a User-Agent.
    if (mailtoRaw !== '' && !/^[^\s@<>()",;]+@[^\s@<>()",;]+\.[^\s@<>()",;]+$/.test(mailtoRaw))
        problems.push(`references-mailto must be an email address, not ${JSON.stringify(mailtoRaw)}`);
    const titleRaw = read('references-title-search');
    const titleSearch = (0,text_boolean/* parseBoolean */.y)(titleRaw);
    if (titleSearch === undefined)
        problems.push(`references-title-search must be true or false, not ${JSON.stringify(titleRaw)}`);
    const urls = {};
    for (const [key, name] of URL_SETTINGS) {
        const raw = read(name);
        let url = null;
        try {
            url = new URL(raw);
        }
        catch {
            url = null;
        }
        if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password)
            problems.push(`${name} must be an http(s) URL without credentials, not ${JSON.stringify(raw)}`);
        else
            urls[key] = raw.replace(/\/+$/, '');
    }
    const ageRaw = read('references-max-age');
    const maxAgeMs = parseDuration(ageRaw);
    if (maxAgeMs === null)
        problems.push(`references-max-age must be a duration such as 7d, 12h, 30m or 0, not ${JSON.stringify(ageRaw)}`);
    const timeoutRaw = read('references-timeout');
    const timeoutSeconds = /^\d+(\.\d+)?$/.test(timeoutRaw) ? Number(timeoutRaw) : NaN;
    if (!(timeoutSeconds > 0 && timeoutSeconds <= 600))
        problems.push(`references-timeout must be a number of seconds above 0 and at most 600, not ${JSON.stringify(timeoutRaw)}`);
    if (problems.length > 0)
        throw new config_settings/* SettingsError */.GN(problems);
    return {
        mode: mode,
        mailto: mailtoRaw === '' ? null : mailtoRaw,
        titleSearch: titleSearch,
        urls,
        maxAgeMs: maxAgeMs,
        timeoutMs: Math.round(timeoutSeconds * 1000),
        cachePath: read('references-cache-path'),
    };
}

;// CONCATENATED MODULE: ./src/references/setup.ts





/** The checker for `references: check` (loaded on demand), or undefined when references are off. */
async function loadReferenceChecker(settings, hooks) {
    if (settings.mode === 'off')
        return undefined;
    const { createReferenceChecker } = await Promise.all(/* import() */[__webpack_require__.e(995), __webpack_require__.e(280), __webpack_require__.e(678), __webpack_require__.e(415), __webpack_require__.e(991)]).then(__webpack_require__.bind(__webpack_require__, 2991));
    return createReferenceChecker(settings, hooks);
}
/** A reference limit set while references are off checks nothing: said, not silently passed. */
function unusedReferenceLimits(thresholds, settings) {
    if (settings.mode !== 'off')
        return [];
    return gate_thresholds/* REFERENCE_THRESHOLDS */.ZL.filter((name) => (0,decide/* isLimitSet */.Qp)(thresholds[name])).map((name) => `${name} is set but references are off, so it checks nothing (set references: check)`);
}
/** "citegate: references 40/120 identifiers, 6 requests, 30 from cache". */
function referenceProgressLine(event) {
    return `citegate: references ${event.done}/${(0,plural/* plural */.L)(event.total, 'identifier')}, ${(0,plural/* plural */.L)(event.requests, 'request')}, ${event.fromCache} from cache`;
}
/** The terminal's progress line on stderr, rewritten in place; silent off a terminal. */
function terminalReferenceProgress(stream) {
    return terminalLine(stream, referenceProgressLine);
}

// EXTERNAL MODULE: ./src/semantic/settings.ts
var settings = __webpack_require__(5331);
;// CONCATENATED MODULE: ./src/semantic/progress.ts

/** The text of the terminal's progress line, e.g. "citegate: semantic 120/1000 pairs, 15 requests, 2 retries" (", 1 split" once a batch was split). */
function progressLine(event) {
    const splits = event.splits > 0 ? `, ${(0,plural/* plural */.L)(event.splits, 'split')}` : '';
    return `citegate: semantic ${event.done}/${event.total} pairs, ${(0,plural/* plural */.L)(event.requests, 'request')}, ${(0,plural/* plural */.L)(event.retries, 'retry', 'retries')}${splits}`;
}
/**
 * A progress reporter for a terminal: the line is rewritten in place with \r and ends with a
 * newline once every pair is done. Off a terminal it stays silent, so logs keep only results.
 */
function terminalProgress(stream) {
    return progress_terminalLine(stream, progressLine);
}
/** The same for any count of work done (provenance's too, src/provenance/progress.ts), given its line. */
function progress_terminalLine(stream, line) {
    if (stream.isTTY !== true)
        return undefined;
    return (event) => {
        stream.write(`\r\x1b[K${line(event)}${event.done >= event.total ? '\n' : ''}`);
    };
}

;// CONCATENATED MODULE: ./src/semantic/index.ts


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
            made = await (loading ??= Promise.all(/* import() */[__webpack_require__.e(415), __webpack_require__.e(4)]).then(__webpack_require__.bind(__webpack_require__, 2004)).then(({ createVerifier }) => createVerifier(config, hooks)));
            return made.verify(reports, mode);
        },
    };
}

// EXTERNAL MODULE: ./src/text/redact.ts
var text_redact = __webpack_require__(3326);
// EXTERNAL MODULE: ./src/files/link-view.ts
var link_view = __webpack_require__(5725);
// EXTERNAL MODULE: ./src/files/read-bounded.ts
var read_bounded = __webpack_require__(1543);
;// CONCATENATED MODULE: ./src/waivers/load.ts
// Reading the waiver file for a run: the working tree's version, and the base commit's (through
// the base comparison's reader: git or the contents API), so that the waivers a pull request
// adds are shown as added. The file is committed by the pull request itself: it may ask to
// accept a finding, and the comment says so; it can never make citegate read outside the
// working directory.






/**
 * The largest waiver file citegate reads. A waiver is a sentence a reviewer reads: 1 MB holds
 * thousands with a reason each. The file is committed by the pull request, and the YAML parser
 * reads about 1 MB a second with some 70 bytes of memory per byte, so a larger file is refused
 * whole (none of its waivers apply, which only makes the gate stricter) rather than read.
 */
const MAX_WAIVER_BYTES = 1_000_000;
const TOO_LARGE = 'none of its waivers apply';
/** The run's results with its waivers applied; unchanged when there is no waiver file at the default path. */
async function withWaivers(results, options) {
    const relative = external_node_path_default().relative(options.cwd, external_node_path_default().resolve(options.cwd, options.path)).split((external_node_path_default()).sep).join('/');
    const head = await readHead(options, relative);
    if (head === null)
        return results;
    const input = { file: relative, head, today: options.today ?? new Date().toISOString().slice(0, 10) };
    // Compared with a base only when the comparison itself was made (its note is null).
    if (options.reader && results.base && results.base.note === null)
        input.base = await load_readBase(options.reader, relative);
    return (0,apply/* applyWaivers */.K)(results, input);
}
async function readHead(options, relative) {
    const fail = (message) => ({ waivers: [], errors: [{ line: null, message }] });
    if (relative.startsWith('../') || relative === '..' || external_node_path_default().isAbsolute(relative))
        return fail(`${options.path} is outside the working directory; waivers are read only from within it`);
    const target = external_node_path_default().join(options.cwd, relative);
    let real;
    try {
        real = await external_node_fs_.promises.realpath(target);
    }
    catch (error) {
        if ((0,read/* isMissingFile */.F6)(error) && !options.explicit)
            return null;
        return fail((0,read/* isMissingFile */.F6)(error)
            ? `${relative} does not exist`
            : `${relative} could not be read: ${error.message}`);
    }
    // A link in the pull request must not make citegate read (and quote) a file outside the checkout.
    if (!(0,link_view/* within */.u)(real, await external_node_fs_.promises.realpath(options.cwd)))
        return fail(`${relative} is a symbolic link that leads outside the working directory; it was not read`);
    try {
        // The YAML parser is loaded only when there is a waiver file (most runs have none).
        const bytes = await (0,read_bounded/* readBoundedFile */.Mv)(real, MAX_WAIVER_BYTES);
        const { parseWaivers } = await Promise.all(/* import() */[__webpack_require__.e(815), __webpack_require__.e(542)]).then(__webpack_require__.bind(__webpack_require__, 542));
        return parseWaivers(bytes.toString('utf8'));
    }
    catch (error) {
        const why = error.message;
        return fail(`${relative} could not be read: ${error instanceof read_bounded/* InputFileError */.TH ? `${why}; ${TOO_LARGE}` : why}`);
    }
}
async function load_readBase(reader, relative) {
    try {
        const bytes = await reader.readFile(relative);
        // Too large to read: as unreadable, so every waiver of the head counts as added.
        if (bytes.length > MAX_WAIVER_BYTES)
            return {
                unreadable: `the file is ${(0,read_bounded/* megabytes */.ix)(bytes.length)}, more than the ${(0,read_bounded/* megabytes */.ix)(MAX_WAIVER_BYTES)} citegate reads`,
            };
        const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
        const { parseWaivers } = await Promise.all(/* import() */[__webpack_require__.e(815), __webpack_require__.e(542)]).then(__webpack_require__.bind(__webpack_require__, 542));
        return { waivers: parseWaivers(text).waivers };
    }
    catch (error) {
        if ((0,read/* isMissingFile */.F6)(error))
            return { waivers: [] };
        return { unreadable: error instanceof Error ? error.message : String(error) };
    }
}

;// CONCATENATED MODULE: ./src/session/snapshot-missing.ts
// The action's `snapshot: missing`: citegate snapshot --only-missing before the check, so that a
// scheduled workflow can commit the snapshot files through a pull request. The action refuses it
// on events a pull request triggers (src/action/snapshot.ts); the command line has no such flag.



async function snapshotMissing(state, shell) {
    const { snapshot, provenance, core } = state.settings;
    if (snapshot.mode !== 'missing')
        return;
    const { planSnapshots } = await Promise.all(/* import() */[__webpack_require__.e(150), __webpack_require__.e(567)]).then(__webpack_require__.bind(__webpack_require__, 7567));
    const { writeSnapshots } = await __webpack_require__.e(/* import() */ 751).then(__webpack_require__.bind(__webpack_require__, 751));
    const { cwd } = shell;
    const { patterns } = state;
    const warn = (message) => shell.log.warn(message, 'snapshot');
    await shell.log.group('citegate: snapshotting the sources cited by URL alone', async () => {
        const plan = await planSnapshots({
            cwd,
            patterns,
            format: core.format,
            settings: snapshot,
            redo: false,
            fetcher: async () => (await Promise.all(/* import() */[__webpack_require__.e(280), __webpack_require__.e(415), __webpack_require__.e(709)]).then(__webpack_require__.bind(__webpack_require__, 2709))).openPageFetcher(provenance, { cwd, warn }),
            beforeReading: async (files) => {
                const written = new Set(files.filter(snapshot_file/* isSnapshotFile */.by));
                await (0,output_guard/* guardOutputs */.S0)({
                    cwd,
                    outputs: [
                        ...[...written].map((file) => ({ name: 'snapshot file', path: file, refuseLink: true })),
                        { name: shell.nameOf('provenance-cache-path'), path: provenance.cachePath },
                    ],
                    reportFiles: files.filter((file) => !written.has(file)),
                    patterns: await (0,formats_patterns/* reportGlobs */.i9)(patterns, cwd, core.format),
                });
            },
        });
        const { lines } = await writeSnapshots(cwd, plan);
        for (const line of lines)
            shell.log.info(line);
    });
}

;// CONCATENATED MODULE: ./src/session/state.ts
/** What an earlier stage made; a stage run out of order throws (a mistake in the list, never an input's). */
function made(value, by) {
    if (value === undefined)
        throw new Error(`a session stage ran before the ${by} stage`);
    return value;
}

;// CONCATENATED MODULE: ./src/session/stages.ts
// The check session, as a list: the stages in the order they run, each a small function of the
// settings, the state the stages before it left, and the shell. Adding a stage is one entry in
// STAGES. ./run.ts runs them; both shells (src/action/main.ts, src/cli/check-command.ts) give
// only what differs between them (./shell.ts).












const STAGES = [
    { name: 'semantic setup', run: setUpSemantic },
    { name: 'provenance', run: setUpProvenance },
    // Before the check that reads the snapshots it writes; it fetches with provenance's settings.
    { name: 'snapshot missing', run: snapshotMissing },
    { name: 'references', run: setUpReferences },
    { name: 'base and trust', run: findBase },
    { name: 'check', run: check },
    { name: 'base comparison', run: compareBase },
    { name: 'waivers', run: applyWaivers },
    { name: 'redaction', run: redact },
];
const FORK_NOTE = 'The semantic verifier did not run: workflows on pull requests from forks get no secrets, so there is no API key. The deterministic checks ran.';
function setUpSemantic(state, shell) {
    const progress = shell.log.progress(progressLine);
    const setup = createSemanticSetup(state.settings.semantic, {
        cwd: shell.cwd,
        write: state.write,
        secrets: shell.secrets,
        warn: (message) => shell.log.warn(message, 'semantic'),
        ...(progress ? { progress } : {}),
    });
    state.semantic = setup;
    if (shell.context.pullRequest?.fromFork &&
        'missing' in setup.verifier &&
        setup.verifier.missing === 'missing_api_key')
        state.notes.push(FORK_NOTE);
}
async function setUpProvenance(state, shell) {
    const { core, provenance: settings } = state.settings;
    for (const message of unusedProvenanceLimits(core.thresholds, settings))
        shell.log.warn(message, 'settings');
    const progress = shell.log.progress(provenanceProgressLine);
    state.provenance = await loadProvenanceChecker(settings, {
        cwd: shell.cwd,
        write: state.write,
        secrets: shell.secrets,
        warn: (message) => shell.log.warn(message, 'provenance'),
        ...(progress ? { progress } : {}),
    });
}
async function setUpReferences(state, shell) {
    const { core, references: settings } = state.settings;
    for (const message of unusedReferenceLimits(core.thresholds, settings))
        shell.log.warn(message, 'settings');
    const progress = shell.log.progress(referenceProgressLine);
    state.references = await loadReferenceChecker(settings, {
        cwd: shell.cwd,
        write: state.write,
        warn: (message) => shell.log.warn(message, 'references'),
        ...(progress ? { progress } : {}),
    });
}
/**
 * Where the base is read from (a pull request's base commit, `--base`). Only committed verdicts
 * identical at the base count (docs/security.md); the base versions read for that serve the
 * comparison too.
 */
async function findBase(state, shell) {
    const { trust, format, markdownDialect } = state.settings.core;
    const source = await shell.base();
    const versions = source && 'reader' in source ? new BaseVersions(source.reader, format, markdownDialect) : null;
    state.base = { source, versions, trust: verdictTrust(trust, source, versions) };
}
async function check(state, shell) {
    const { core } = state.settings;
    const semantic = made(state.semantic, 'semantic setup');
    const { provenance, references } = state;
    const { versions, source } = made(state.base, 'base and trust');
    const title = provenance
        ? 'citegate: checking the reports and fetching their sources'
        : references
            ? 'citegate: checking the reports and looking up their references'
            : 'citegate: checking the reports';
    state.results = await shell.log.group(title, () => (0,run/* runCheck */.k_)({
        cwd: shell.cwd,
        patterns: state.patterns,
        patternScope: shell.patternScope,
        thresholds: core.thresholds,
        mode: semantic.mode,
        verifier: semantic.verifier,
        format: core.format,
        markdownDialect: core.markdownDialect,
        citationRecall: core.citationRecall,
        trust: made(state.base, 'base and trust').trust,
        // Compared with a base, the snapshot passages the pull request wrote never fix a number (issue 27 item 15);
        // in a pull request whose base cannot be read, every passage counts as written (fail closed).
        ...(versions
            ? { snapshotBase: snapshotBase(versions) }
            : source !== null
                ? { snapshotBase: unreadSnapshotBase }
                : {}),
        beforeReading: outputGuard(state.settings, shell),
        ...(provenance ? { provenance } : {}),
        ...(references ? { references } : {}),
    }));
}
/**
 * Checks the base version of every checked report (the model is asked nothing: committed
 * results and the cache only) and marks each problem new, unchanged or fixed.
 */
async function compareBase(state, shell) {
    const { core, semantic } = state.settings;
    const head = made(state.results, 'check');
    const { source, versions } = made(state.base, 'base and trust');
    // No base to read (a push, or a base that cannot be read): no group, no work, only the note.
    if (source === null || !('reader' in source)) {
        state.results = withoutComparison(head, source, core.gateOn, core.thresholds);
        return;
    }
    // After the head, so the base reuses the answers the head just cached (read only: the base
    // does not count as a run of the cache, nor rewrite it).
    const baseSetup = createBaseSemanticSetup(semantic, { cwd: shell.cwd, secrets: shell.secrets });
    state.results = await shell.log.group('citegate: checking the base versions', () => compareWithBase(head, source, {
        cwd: shell.cwd,
        thresholds: core.thresholds,
        mode: baseSetup.mode,
        verifier: baseSetup.verifier,
        gateOn: core.gateOn,
        format: core.format,
        markdownDialect: core.markdownDialect,
        // The reports setting itself, not only-changed's selection: a report removed is one of these.
        patterns: core.patterns,
        patternScope: shell.patternScope,
        // Looked for at the base too, so the head's uncited sentences are told new or unchanged.
        citationRecall: core.citationRecall,
        ...(versions ? { versions } : {}),
    }));
}
async function applyWaivers(state, shell) {
    const { source } = made(state.base, 'base and trust');
    state.results = await withWaivers(made(state.results, 'check'), {
        cwd: shell.cwd,
        ...state.settings.core.waivers,
        reader: source && 'reader' in source ? source.reader : null,
    });
}
/**
 * Every renderer and every file reads the results after this: a secret a server echoed into a
 * detail is gone before markdown escaping could disguise it.
 */
function redact(state, shell) {
    state.results = (0,text_redact/* redactDeep */.KL)(made(state.results, 'check'), shell.redact);
}

;// CONCATENATED MODULE: ./src/session/run.ts
// The runner of a check session: the stages of ./stages.ts in order over one state, then the
// results and the notes for the shell to show and write (./outputs.ts writes its files).



/**
 * Runs every stage. `selection` is what the action's only-changed chose to check (default: the
 * `reports` setting), with the note that says so.
 */
async function runSession(settings, shell, selection = { patterns: settings.core.patterns, note: null }) {
    const state = {
        settings,
        patterns: selection.patterns,
        write: (0,output_guard/* writeOptions */.GX)(shell.policy, shell.cwd),
        notes: selection.note ? [selection.note] : [],
    };
    for (const stage of STAGES)
        await stage.run(state, shell);
    return { results: made(state.results, 'check'), notes: state.notes };
}

// EXTERNAL MODULE: ./src/text/http-url.ts
var http_url = __webpack_require__(3831);
;// CONCATENATED MODULE: ./src/snapshot/settings.ts
// The settings of `citegate snapshot` and of the action's `snapshot` input, validated. The
// fetching settings are provenance's own (provenance-allow-private, -timeout, -max-body,
// -max-age, -cache-path), read by readProvenanceSettings.



function readSnapshotSettings(get) {
    const problems = [];
    const read = (name) => {
        const raw = get(name)?.trim();
        return raw === undefined || raw === '' ? (inputs/* INPUTS */.m.find((input) => input.name === name)?.default ?? '') : raw;
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
    if ((0,http_url/* httpUrl */.q)(archiveUrl) === null)
        problems.push(`archive-url must be an http(s) URL, not ${JSON.stringify(archiveUrl)}`);
    if (problems.length > 0)
        throw new config_settings/* SettingsError */.GN(problems);
    return { mode: mode, archive: archive, archiveUrl };
}

;// CONCATENATED MODULE: ./src/session/settings.ts
// The settings of one check session: the shell's own (which carry the core ones of
// src/config/settings.ts) and every stage's, read from the shell's source in one pass, so that a
// user sees every bad value at once.





/**
 * Reads the shell's own settings, then every stage's, in that order (the order the problems
 * are listed in); throws one SettingsError with the problems of all of them.
 */
function readSessionSettings(get, readOwn) {
    const [own, semantic, provenance, references, snapshot] = (0,config_settings/* readAllSettings */.JK)(() => readOwn(get), () => (0,settings/* readSemanticSettings */.cR)(get), () => readProvenanceSettings(get), () => readReferenceSettings(get), () => readSnapshotSettings(get));
    return { own, session: { core: own.core, semantic, provenance, references, snapshot } };
}

// EXTERNAL MODULE: ./src/results/finding-codes.ts + 1 modules
var finding_codes = __webpack_require__(4521);
// EXTERNAL MODULE: ./src/render/escape.ts
var render_escape = __webpack_require__(7789);
;// CONCATENATED MODULE: ./src/render/provenance-annotations.ts
// Provenance warnings at each evidence record's line: excerpts not at their source first, then
// sources that could not be checked. When the record's own line is not known (an input format
// that gives none), the first claim citing it is annotated, and the message says so.




function provenanceAnnotations(results) {
    // Excerpts not at their source first: GitHub shows only the first 10 warnings.
    // A waived record is listed under Waivers in the summary, not annotated: it does not count.
    const waived = (0,apply/* waivedKeys */.p)(results);
    const kept = (kind) => (entry) => !waived.has((0,results_problems/* problemKey */.ZL)(entry.report, kind, null, entry.record.id));
    const records = [
        ...(0,provenance_records/* provenanceRecords */.me)(results, provenance_records/* NOT_AT_SOURCE */.CJ).filter(kept('provenance_not_found')),
        ...(0,provenance_records/* provenanceRecords */.me)(results, provenance_records/* NOT_CHECKED */.mI.filter((status) => status !== 'skipped')).filter(kept('provenance_unreachable')),
    ];
    return records.map(({ record, file, line, lineOf }) => {
        const row = record.provenance;
        const closest = row.closest
            ? ` Closest passage on the page (${Math.round(row.closest.overlap * 100)}% of its words): "${(0,render_escape/* annotationText */.xr)(row.closest.passage, 300)}"`
            : '';
        const at = lineOf === 'claim'
            ? ' (Annotated at the first claim citing it: the evidence record’s own line is not known.)'
            : '';
        return {
            level: 'warning',
            title: provenance_records/* NOT_AT_SOURCE */.CJ.includes(row.status)
                ? `Evidence not at its source (${provenance_records/* STATUS_WORDS */.ly[row.status]})`
                : `Source could not be checked (${provenance_records/* STATUS_WORDS */.ly[row.status]})`,
            message: `Evidence ${(0,render_escape/* annotationText */.xr)(record.id, 100)} (${(0,render_escape/* annotationText */.xr)(record.url, 300)}): ${(0,render_escape/* annotationText */.xr)(row.detail, 400)}.${closest}${at}`,
            file,
            ...(line && line > 0 ? { startLine: line } : {}),
        };
    });
}

;// CONCATENATED MODULE: ./src/render/reference-annotations.ts
// Reference warnings at each evidence record's line (or the first claim citing it, said so):
// retracted works first, then identifiers no registry has, then those naming another work.



function referenceAnnotations(results) {
    return reference_records/* COUNTED_REFERENCE_STATUSES */.Mo.flatMap((status) => (0,reference_records/* referenceRecords */.eC)(results, [status])).map(({ record, file, line, lineOf }) => {
        const row = record.references;
        const differences = row.differences
            .map((difference) => ` ${reference_words/* FIELD_WORDS */.j3[difference.field]}: cited "${(0,render_escape/* annotationText */.xr)(difference.cited, 200)}", registry "${(0,render_escape/* annotationText */.xr)(difference.registry, 200)}".`)
            .join('');
        const at = lineOf === 'claim'
            ? ' (Annotated at the first claim citing it: the evidence record’s own line is not known.)'
            : '';
        const link = row.record_url ? ` ${(0,render_escape/* annotationText */.xr)(row.record_url, 300)}` : '';
        return {
            level: 'warning',
            title: `Reference ${reference_words/* REFERENCE_STATUS_WORDS */.BJ[row.status]} (${(0,render_escape/* annotationText */.xr)((0,reference_words/* identifierText */.lI)(row) ?? '', 120)})`,
            message: `Evidence ${(0,render_escape/* annotationText */.xr)(record.id, 100)}: ${(0,render_escape/* annotationText */.xr)(row.detail, 400)}.${differences}${link}${at}`,
            file,
            ...(line && line > 0 ? { startLine: line } : {}),
        };
    });
}

;// CONCATENATED MODULE: ./src/render/annotations.ts
// Annotations on the report files, most severe first. Annotation text is shown as plain text
// (never markdown), and the workflow-command encoding of @actions/core keeps it one command;
// it is still flattened and shortened so that one claim cannot flood the checks page, and its
// control characters are shown escaped, as on the terminal (the log viewer renders ANSI).









/** GitHub shows at most 10 annotations of each level per step. */
const ANNOTATIONS_PER_LEVEL = 10;
/** Every annotation for the results, errors before warnings, in the order they matter. */
function annotationsFor(results) {
    const at = (line, column) => line && line > 0 ? { startLine: line, ...(column ? { startColumn: column } : {}) } : {};
    // A claim of a folder report (STORM) is annotated in its article, at its column.
    const claimAt = (report, claimId, line) => ({
        file: (0,results_select/* claimFile */.bZ)(report, claimId),
        ...at(line, (0,results_select/* claimById */.tZ)(report, claimId)?.column),
    });
    const placeAt = (place) => ({
        file: place.file,
        ...at(place.line ?? undefined, place.column),
    });
    // A waived finding is listed under Waivers in the summary, not annotated: it does not count.
    const waived = (0,apply/* waivedKeys */.p)(results);
    const kept = (report, kind, claimId, evidenceId, number) => !waived.has((0,results_problems/* problemKey */.ZL)(report, kind, claimId, evidenceId, number));
    const contradicted = (0,results_select/* contradictedClaims */.w5)(results)
        .filter(({ claim, report }) => kept(report, 'contradicted', claim.id))
        .map(({ file, claim, report }) => {
        const by = (0,markdown_blocks/* contradictingPairs */.pw)(report, claim.id).map((pair) => pair.evidence_id);
        return {
            level: 'error',
            title: `Contradicted claim ${(0,render_escape/* annotationText */.xr)(claim.id, 100)}`,
            message: `Evidence ${(0,render_escape/* annotationText */.xr)(by.join(', '), 200)} contradicts this claim${claim.unconfirmed ? ` (${words/* UNCONFIRMED_WORDS */.bb})` : ''}: ${(0,render_escape/* annotationText */.xr)(claim.statement, 500)}`,
            file,
            ...at(claim.line, claim.column),
        };
    });
    const invalid = results.reports.flatMap(({ file, name, error }) => error && kept({ file, ...(name === undefined ? {} : { name }) }, 'invalid_file', null)
        ? [
            {
                level: 'error',
                title: 'Invalid report file',
                message: (0,render_escape/* annotationText */.xr)(`${name === undefined ? '' : `${name}: `}${error.message}`, 1000),
                file: error.file ?? file,
                ...at(error.line),
                ...(error.line && error.column ? { startColumn: error.column } : {}),
            },
        ]
        : []);
    const rejected = results.reports.flatMap((report) => report.rejected
        .filter((rejection) => kept(report, 'rejected_result', rejection.claim_id, rejection.evidence_id))
        .map((rejection) => ({
        level: 'error',
        title: `Rejected verifier result (${rejection.reason})`,
        message: `The committed result for claim ${(0,render_escape/* annotationText */.xr)(rejection.claim_id, 100)} and evidence ${(0,render_escape/* annotationText */.xr)(rejection.evidence_id, 100)} does not bind: ${(0,render_escape/* annotationText */.xr)(rejection.detail, 500)}`,
        ...placeAt((0,results_select/* rejectionPlace */.ng)(report, rejection)),
    })));
    const findings = (code, level, title) => results.reports.flatMap((report) => report.findings
        .filter((finding) => finding.code === code)
        .filter((finding) => kept(report, finding.code, finding.claim_id, finding.code === 'ungrounded_number' ? undefined : finding.evidence_id, finding.code === 'ungrounded_number' ? (0,results_problems/* numberIdentity */.mV)(finding) : undefined))
        .map((finding) => ({
        level,
        title,
        message: (0,render_escape/* annotationText */.xr)(finding.message, 500),
        ...claimAt(report, finding.claim_id, finding.line),
    })));
    // What snapshots found about a claim's source text (src/check/snapshot-findings.ts).
    const sourceText = (code, title) => results.reports.flatMap((report) => report.findings
        .filter((finding) => finding.code === code)
        .filter((finding) => !waived.has((0,results_problems/* findingKey */.fl)(report, finding)))
        .map((finding) => ({
        level: 'warning',
        title,
        message: (0,render_escape/* annotationText */.xr)(finding.message, 500),
        ...claimAt(report, finding.claim_id, finding.line),
    })));
    // Notices of a report's citations and sources, at their own place: warnings, then notes.
    const notices = (level) => results.reports.flatMap((report) => report.findings
        .filter((finding) => 'level' in finding && finding.level === level)
        .filter((finding) => !waived.has((0,results_problems/* findingKey */.fl)(report, finding)))
        .map((finding) => ({
        level: level === 'warning' ? 'warning' : 'notice',
        title: (0,finding_codes/* noticeTitle */.Zg)(finding.code),
        message: (0,render_escape/* annotationText */.xr)(finding.message, 500),
        file: finding.file ?? report.file,
        ...at(finding.line, finding.column),
    })));
    const unsupported = (0,results_select/* highConfidenceUnsupported */.um)(results)
        .filter(({ claim, report }) => kept(report, 'high_confidence_unsupported', claim.id))
        .map(({ file, claim }) => ({
        level: 'warning',
        title: `High-confidence claim without support (${claim.verdict})`,
        message: `Claim ${(0,render_escape/* annotationText */.xr)(claim.id, 100)} is marked confidence: high but no evidence supports it${claim.unconfirmed ? ` (${claim.verdict}: ${words/* UNCONFIRMED_WORDS */.bb})` : ''}: ${(0,render_escape/* annotationText */.xr)(claim.statement, 500)}`,
        file,
        ...at(claim.line, claim.column),
    }));
    return [
        ...contradicted,
        ...invalid,
        ...rejected,
        ...findings('dangling_citation', 'error', 'Dangling citation'),
        ...findings('unresolved_citation', 'error', 'Unresolved citation'),
        ...unsupported,
        ...findings('ungrounded_number', 'warning', 'Ungrounded number'),
        ...sourceText('quote_not_in_source', 'Quotation not in its source'),
        ...sourceText('no_source_text', 'No source text'),
        ...notices('warning'),
        ...provenanceAnnotations(results),
        ...referenceAnnotations(results),
        ...notices('note'),
    ];
}
/** The first `perLevel` of each level; the rest are counted so a notice can point to the summary. */
function limitAnnotations(annotations, perLevel = ANNOTATIONS_PER_LEVEL) {
    const shownCount = { error: 0, warning: 0, notice: 0 };
    const hidden = { error: 0, warning: 0, notice: 0 };
    const shown = [];
    for (const annotation of annotations) {
        if (shownCount[annotation.level] < perLevel) {
            shownCount[annotation.level]++;
            shown.push(annotation);
        }
        else
            hidden[annotation.level]++;
    }
    return { shown, hidden };
}

;// CONCATENATED MODULE: ./src/action/annotate.ts



/** Emits the annotations GitHub will show, then one notice counting the ones it would not. */
function emitAnnotations(results) {
    const { shown, hidden } = limitAnnotations(annotationsFor(results));
    for (const annotation of shown) {
        const emit = annotation.level === 'error' ? core/* error */.z3 : annotation.level === 'warning' ? core/* warning */.$e : core/* notice */.lm;
        // The file name comes from the repository too: a name holding ESC must not reach the log raw.
        emit(annotation.message, {
            title: annotation.title,
            file: (0,controls/* showControls */.mz)(annotation.file),
            startLine: annotation.startLine,
            startColumn: annotation.startColumn,
        });
    }
    const more = [
        hidden.error > 0 ? `${hidden.error} more errors` : '',
        hidden.warning > 0 ? `${hidden.warning} more warnings` : '',
        hidden.notice > 0 ? `${hidden.notice} more notices` : '',
    ].filter(Boolean);
    if (more.length > 0)
        core/* notice */.lm(`citegate: ${more.join(' and ')} are not annotated (GitHub shows 10 of each per step); the job summary lists them all.`);
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
;// CONCATENATED MODULE: ./src/base/git.ts




let loaded;
/** git's runner; node:child_process is loaded with the first command (getBuiltinModule), so a run with no base never loads it. */
const git = () => (loaded ??= (0,external_node_util_.promisify)(process.getBuiltinModule('node:child_process').execFile));
// Reports can be tens of megabytes; git writes the whole blob to stdout.
const MAX_BUFFER = 512 * 1024 * 1024;
/** A reader of `ref` in the repository at `cwd`, or null when git cannot resolve it there. */
async function gitBaseReader(cwd, ref) {
    let sha;
    let top;
    let realCwd;
    const run = git();
    try {
        const { stdout } = await run('git', ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], {
            cwd,
            encoding: 'utf8',
        });
        sha = stdout.trim();
        top = (await run('git', ['rev-parse', '--show-toplevel'], { cwd, encoding: 'utf8' })).stdout.trim();
        realCwd = await (0,promises_.realpath)(cwd);
    }
    catch {
        return null; // not a repository (or a bare one), no git, or the commit is not here (a shallow clone)
    }
    if (!/^[0-9a-f]{40,64}$/.test(sha) || top === '')
        return null;
    const short = sha.slice(0, 12);
    return {
        sha,
        source: 'git',
        async readFile(relativePath) {
            // Reports are named relative to cwd, which need not be the top level, or by their absolute
            // (real) path when the command line was given one outside cwd: git wants the path from the top.
            const fromTop = external_node_path_default().relative(top, external_node_path_default().resolve(realCwd, relativePath));
            if (fromTop.startsWith('..') || external_node_path_default().isAbsolute(fromTop))
                throw new NotComparableError(`${relativePath} is outside the repository`);
            const object = `${sha}:${fromTop.split((external_node_path_default()).sep).join('/')}`;
            try {
                const { stdout } = await run('git', ['cat-file', 'blob', object], {
                    cwd,
                    encoding: 'buffer',
                    maxBuffer: MAX_BUFFER,
                });
                return new Uint8Array(stdout);
            }
            catch (error) {
                const stderr = String(error.stderr ?? '');
                if (/does not exist in|exists on disk, but not in|not a valid object name/i.test(stderr))
                    throw missingAtBase(relativePath, sha);
                if ((await typeOf(cwd, object)) === 'tree')
                    throw new NotComparableError(`${relativePath} is a folder at ${short}`);
                throw new Error(`git could not read ${relativePath} at ${short}: ${stderr.trim() || error.message}`);
            }
        },
        async removedFiles() {
            // The base commit against the working tree (a pull request's merge commit in the action,
            // what is on disk on the command line), relative to cwd; a rename is a removal and an addition.
            try {
                const { stdout } = await run('git', ['diff', '--relative', '--name-only', '--no-renames', '--diff-filter=D', '-z', sha, '--'], { cwd, encoding: 'utf8', maxBuffer: MAX_BUFFER });
                return stdout.split('\0').filter((file) => file !== '');
            }
            catch {
                return [];
            }
        },
    };
}
/** The type of a git object (`blob`, `tree`, `commit` for a submodule), or null when git cannot tell. */
async function typeOf(cwd, object) {
    const run = git();
    try {
        return (await run('git', ['cat-file', '-t', object], { cwd, encoding: 'utf8' })).stdout.trim();
    }
    catch {
        return null;
    }
}

;// CONCATENATED MODULE: ./src/github/changed-files.ts

// `removed` files are gone, and `unchanged` ones were not touched; `copied` files are new.
const PRESENT = new Set(['added', 'modified', 'renamed', 'changed', 'copied']);
/** Paths the pull request adds or modifies (every page of `pulls.listFiles`). */
async function listChangedFiles(client, pr) {
    return (await listFiles(client, pr)).filter((file) => PRESENT.has(file.status)).map((file) => file.filename);
}
/** Paths the pull request removes (a renamed file's old name included). */
async function listRemovedFiles(client, pr) {
    return (await listFiles(client, pr)).flatMap((file) => file.status === 'removed'
        ? [file.filename]
        : file.status === 'renamed' && file.previous_filename
            ? [file.previous_filename]
            : []);
}
async function listFiles(client, pr) {
    return client.paginate(client.rest.pulls.listFiles, {
        owner: pr.owner,
        repo: pr.repo,
        pull_number: pr.number,
        per_page: 100,
        ...withTimeout(),
    });
}

;// CONCATENATED MODULE: ./src/github/contents.ts

/** A file that the commit does not have: the same code as the file system's. */
class NotAtRefError extends Error {
    code = 'ENOENT';
}
/** A path that is no file at the commit (a folder, a submodule, a link to no file): the message says which. */
class NotAFileError extends Error {
}
/**
 * A file's bytes at a commit, through the REST contents API. The raw media type returns the
 * file itself (the JSON form stops at 1 MB, and reports are larger); the body is read as bytes,
 * not text, so a byte-order mark or an invalid UTF-8 byte reaches the report reader unchanged.
 * A folder, a submodule or a link to no file ignores the raw media type: GitHub answers with
 * JSON describing it, which is never taken for the file's bytes (NotAFileError).
 */
async function readFileAtRef(client, repo, ref, filePath) {
    const encoded = filePath.split('/').map(encodeURIComponent).join('/');
    const { request } = withTimeout();
    try {
        const response = await client.request(`GET /repos/{owner}/{repo}/contents/${encoded}`, {
            owner: repo.owner,
            repo: repo.repo,
            ref,
            headers: { accept: 'application/vnd.github.raw+json' },
            request: { ...request, parseSuccessResponseBody: false },
        });
        const bytes = new Uint8Array(await new Response(response.data).arrayBuffer());
        const what = /^application\/json\b/i.test(String(response.headers['content-type'] ?? ''))
            ? describedEntry(bytes)
            : null;
        if (what !== null)
            throw new NotAFileError(`${filePath} is ${what} at ${ref.slice(0, 12)}`);
        return bytes;
    }
    catch (error) {
        if (error.status === 404)
            throw new NotAtRefError(`${filePath} does not exist at ${ref}`);
        throw error;
    }
}
/** What the contents API's JSON describes instead of a file's bytes, in words; null for anything else. */
function describedEntry(bytes) {
    let data;
    try {
        data = JSON.parse(new TextDecoder().decode(bytes));
    }
    catch {
        return null;
    }
    const entry = (value) => typeof value === 'object' && value !== null && 'type' in value && 'sha' in value;
    // A folder is listed: an array of its entries.
    if (Array.isArray(data))
        return data.every(entry) ? 'a folder' : null;
    if (!entry(data))
        return null;
    if (data.type === 'dir')
        return 'a folder';
    if (data.type === 'submodule')
        return 'a submodule';
    if (data.type === 'symlink')
        return 'a symbolic link that leads to no file in the repository';
    return null;
}

;// CONCATENATED MODULE: ./src/action/base.ts
// Where the action reads the pull request's base versions from: git when the base commit is in
// the checkout, else the REST contents API with the workflow token (`contents: read`).





async function baseSourceFor(context, cwd, token, client) {
    const pr = context.pullRequest;
    if (!pr)
        return null;
    const sha = pr.baseSha;
    if (sha === null)
        return { unavailable: 'the pull-request event names no base commit (pull_request.base.sha)', sha: null };
    const git = await gitBaseReader(cwd, sha);
    if (git)
        return { reader: git };
    const { owner, repo } = context;
    if (!owner || !repo)
        return { unavailable: 'GITHUB_REPOSITORY is not set, so the base cannot be read through the API', sha };
    if (token === '') {
        return {
            unavailable: 'the base commit is not in the checkout (actions/checkout with fetch-depth: 0 brings it) and the github-token input is empty',
            sha,
        };
    }
    const api = await client(token);
    const readFile = async (relativePath) => {
        try {
            return await readFileAtRef(api, { owner, repo }, sha, relativePath);
        }
        catch (error) {
            if (error instanceof NotAFileError)
                throw new NotComparableError(error.message);
            const status = httpStatus(error);
            if (status === 401 || status === 403)
                throw new Error(`HTTP ${status}: the token may not read the repository's files; the workflow needs the permission contents: read`);
            throw error;
        }
    };
    // The workspace is the repository's top level, as the API names files.
    const removedFiles = () => listRemovedFiles(api, { owner, repo, number: pr.number }).catch(() => []);
    return { reader: { sha, source: 'api', readFile, removedFiles } };
}

// EXTERNAL MODULE: ./src/results/types.ts
var types = __webpack_require__(5187);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./src/action/log.ts



/**
 * Prints text that quotes report content. A line of a report (a file name, a rejection
 * detail) could start with `::` and be taken for a workflow command; between
 * `::stop-commands::TOKEN` and `::TOKEN::` the runner runs none, and the token is unguessable.
 * The log viewer renders ANSI sequences, so every control but the line feeds between lines is
 * shown escaped (the renderers already escape each value, line feeds included; this is the
 * last guard).
 */
function logUntrusted(text) {
    const token = (0,external_node_crypto_.randomUUID)();
    core/* info */.pq(`::stop-commands::${token}`);
    core/* info */.pq((0,controls/* showControlsKeepingLines */.sp)(text.replace(/\n$/, '')));
    core/* info */.pq(`::${token}::`);
}
/**
 * A message for a warning, error or notice that quotes report or server text. @actions/core
 * keeps the command on one line; the escapes keep ANSI sequences and bidi controls from acting
 * in the log viewer and in the annotation.
 */
function untrustedMessage(text) {
    return (0,controls/* showControls */.mz)(text);
}
/** The session's log in the action: warnings as annotations, long stages in groups, progress every tenth of the way. */
function actionLog(redact) {
    return {
        // The verifier's own warnings are logged as it words them; the others say they are citegate's.
        warn: (message, from) => core/* warning */.$e(untrustedMessage(redact(from === 'semantic' ? message : `citegate: ${message}`))),
        info: (line) => logUntrusted(redact(line)),
        progress: everyTenth,
        group: async (title, work) => {
            core/* startGroup */.Oh(title);
            try {
                return await work();
            }
            finally {
                core/* endGroup */.N4();
            }
        },
    };
}
/** Logs progress (the verifier's, provenance fetching's) about every tenth of the way, not on every request. */
function everyTenth(line) {
    let lastTenth = -1;
    return (event) => {
        const tenth = event.total === 0 ? 10 : Math.floor((event.done / event.total) * 10);
        if (tenth === lastTenth)
            return;
        lastTenth = tenth;
        core/* info */.pq(line(event));
    };
}
/** What the results say that needs a warning of its own: the waiver file's errors, and a comparison not made. */
function warnAboutResults(results) {
    for (const error of results.waivers?.errors ?? [])
        core/* warning */.$e(untrustedMessage(`citegate: ${results.waivers?.file}${error.line === null ? '' : `:${error.line}`}: ${error.message}`));
    if (results.base?.note)
        core/* warning */.$e(untrustedMessage(`citegate: ${results.base.note} Every problem counts as without a base.`));
    else if (results.gate.gate_on_note)
        core/* notice */.lm(`citegate: ${results.gate.gate_on_note}`);
}
/** The job summary's line for a file the step could not write, naming its absolute path or the input as given. */
function writeFailureNote({ file, target, reason }, absolute) {
    const what = file.description.charAt(0).toUpperCase() + file.description.slice(1);
    return `${what} could not be written (${file.name} ${absolute ? target : file.path}): ${reason}.`;
}
/**
 * What the writes leave to say, added to the summary's `notes`: each file that could not be
 * written (the results file by its absolute path, the SARIF file as the input gave it), and what
 * GitHub code scanning's cap of 5,000 results a run left out of the SARIF file (in the log too).
 * Whether the results file was written.
 */
function noteWrites(failures, resultsFile, sarifLeftOut, notes) {
    for (const failure of failures)
        notes.push(writeFailureNote(failure, failure.file === resultsFile));
    if (sarifLeftOut && !failures.some(({ file }) => file.name === 'sarif-path')) {
        notes.push(sarifLeftOut);
        core/* notice */.lm(`citegate: ${sarifLeftOut}`);
    }
    return !failures.some((failure) => failure.file === resultsFile);
}
/** Where the items a cut list in the log leaves out are. */
function restIn(resultsWritten, settings) {
    return resultsWritten
        ? `the results file (results-path: ${settings.resultsPath})`
        : 'the results file (it could not be written: see the error above)';
}
/** The step's failure for a file it could not write. */
function writeFailureMessage({ file, target, reason }) {
    return `citegate: could not write ${file.description} (${file.name}) ${target}: ${reason}`;
}
async function writeSummary(markdown) {
    // Without GITHUB_STEP_SUMMARY (a local run) there is nowhere to write; the log has it all.
    if (!process.env.GITHUB_STEP_SUMMARY)
        return;
    try {
        await core/* summary */.z.addRaw(markdown).write();
    }
    catch (error) {
        // The gate's decision does not depend on the summary being writable.
        core/* warning */.$e(untrustedMessage(`citegate: could not write the job summary: ${error instanceof Error ? error.message : String(error)}`));
    }
}

// EXTERNAL MODULE: ./src/render/overall-status.ts
var overall_status = __webpack_require__(2296);
// EXTERNAL MODULE: ./src/results/provenance-records.ts
var results_provenance_records = __webpack_require__(3052);
;// CONCATENATED MODULE: ./src/action/outputs.ts
// The action's outputs: named once here, read by main.ts and by the action.yml generator.






const OUTPUTS = [
    { name: 'passed', description: '`true` when the gate passed, else `false`.' },
    {
        name: 'status',
        description: 'Overall verification status: the worst over all reports, from worst to best `invalid` (a file is not a valid report), `unavailable` (nothing verified: the verifier could not run), `disabled` (nothing verified: semantic off), `partial`, `complete`. `skipped` when only-changed found no changed report.',
    },
    { name: 'claims', description: 'Claims checked, over all reports.' },
    { name: 'supported', description: 'Claims whose verdict is `supports`.' },
    { name: 'contradicted', description: 'Claims whose verdict is `contradicts`.' },
    { name: 'insufficient', description: 'Claims whose verdict is `insufficient`.' },
    { name: 'unverifiable', description: 'Claims whose verdict is `unverifiable`.' },
    { name: 'high-confidence-unsupported', description: '`confidence: high` claims whose verdict is not `supports`.' },
    {
        name: 'binding-errors',
        description: 'Rejected committed results, dangling and unresolved citations, and invalid report files.',
    },
    {
        name: 'ungrounded-numbers',
        description: 'Numbers in claims that occur in none of the excerpts the claim cites: what `max-ungrounded-numbers` counts.',
    },
    {
        name: 'provenance-not-found',
        description: 'Evidence records whose excerpt is not on the cited page (`not_found`) or whose page is gone (404, 410): what `max-provenance-not-found` counts. Empty when `provenance` is `off`.',
    },
    {
        name: 'provenance-unreachable',
        description: 'Evidence records whose page could not be read (`blocked` or `unreachable`): what `max-provenance-unreachable` counts. Empty when `provenance` is `off`.',
    },
    {
        name: 'references-not-found',
        description: 'Evidence records whose identifier no registry has (`not_found`) or that cannot exist (`malformed`): what `max-references-not-found` counts. Empty when `references` is `off`.',
    },
    {
        name: 'references-mismatch',
        description: 'Evidence records whose identifier names another work than the reference describes: what `max-references-mismatch` counts. Empty when `references` is `off`.',
    },
    {
        name: 'retracted',
        description: 'Evidence records citing a retracted work: what `max-retracted` counts. Empty when `references` is `off`.',
    },
    { name: 'results-path', description: 'Absolute path of the results file written by this run.' },
];
function actionOutputs(results, resultsPath, status = (0,overall_status/* overallStatus */.g)(results)) {
    const { totals } = results;
    return {
        passed: String(results.gate.passed),
        status,
        claims: String(totals.claims),
        supported: String(totals.supported),
        contradicted: String(totals.contradicted),
        insufficient: String(totals.insufficient),
        unverifiable: String(totals.unverifiable),
        'high-confidence-unsupported': String(totals.high_confidence_unsupported),
        'binding-errors': String(totals.binding_errors),
        'ungrounded-numbers': String(totals.ungrounded_numbers),
        'provenance-not-found': String((0,decide/* provenanceCount */.XF)(totals, results_provenance_records/* PROVENANCE_PROBLEM_STATUSES */.Nw.provenance_not_found) ?? ''),
        'provenance-unreachable': String((0,decide/* provenanceCount */.XF)(totals, results_provenance_records/* PROVENANCE_PROBLEM_STATUSES */.Nw.provenance_unreachable) ?? ''),
        'references-not-found': String((0,decide/* referenceCount */.J4)(totals, reference_records/* REFERENCE_PROBLEM_STATUSES */.vT.reference_not_found) ?? ''),
        'references-mismatch': String((0,decide/* referenceCount */.J4)(totals, reference_records/* REFERENCE_PROBLEM_STATUSES */.vT.reference_mismatch) ?? ''),
        retracted: String((0,decide/* referenceCount */.J4)(totals, reference_records/* REFERENCE_PROBLEM_STATUSES */.vT.reference_retracted) ?? ''),
        'results-path': resultsPath,
    };
}
/** The action writes inside the workspace and RUNNER_TEMP only, never through a symbolic link. */
function actionOutputPolicy(cwd, env) {
    const folder = (name, at) => ({ name: `${name} ${at}`, folder: at });
    const within = [folder('the workspace (GITHUB_WORKSPACE)', external_node_path_default().resolve(cwd))];
    if (env.RUNNER_TEMP)
        within.push(folder("the runner's temporary folder (RUNNER_TEMP)", external_node_path_default().resolve(env.RUNNER_TEMP)));
    return { within };
}
/**
 * Every file this step writes, by its input's name, the results file first (its failure to write
 * is told apart). A new output file is one more line here.
 */
function actionFiles(settings, renderSarif) {
    return [
        { name: 'results-path', path: settings.resultsPath, description: 'the results file', render: resultsJson },
        { name: 'sarif-path', path: settings.sarifPath || undefined, description: 'the SARIF file', render: renderSarif },
    ];
}

// EXTERNAL MODULE: ./src/formats/verdict-file.ts
var verdict_file = __webpack_require__(1527);
;// CONCATENATED MODULE: ./src/action/changed.ts
// `only-changed`: the reports a pull request adds or modifies, within the `reports` globs. A
// folder report (STORM, Co-STORM) changes when a file directly in it does; any report changes
// when its verdict file or its snapshot file does.













async function selectReports(patterns, cwd, context, token, client, format = 'auto') {
    const everything = { kind: 'patterns', patterns, note: null };
    const pr = context.pullRequest;
    if (!pr || !context.owner || !context.repo)
        return everything;
    if (token === '') {
        core/* warning */.$e("citegate: only-changed needs the github-token input to list the pull request's files; checking every report.");
        return everything;
    }
    let changed;
    try {
        changed = new Set(await listChangedFiles(await client(token), { owner: context.owner, repo: context.repo, number: pr.number }));
    }
    catch (error) {
        core/* warning */.$e(untrustedMessage(`citegate: could not list the pull request's files (${error instanceof Error ? error.message : String(error)}); checking every report.`));
        return everything;
    }
    const all = await (0,discover/* discoverReports */.nV)(patterns, cwd, format);
    // No report file at all: the check itself refuses the patterns, as it does without only-changed.
    if (all.length === 0)
        return everything;
    const folders = changedFolders(changed);
    // A report reached through a symbolic link counts as changed when the link itself changed.
    const selected = all.filter((input) => isChanged(input, changed, folders));
    if (selected.length === 0) {
        return {
            kind: 'none',
            note: `only-changed: this pull request adds or modifies none of the ${all.length} report files, so there is nothing to check.`,
        };
    }
    return {
        kind: 'patterns',
        patterns: selected.map((input) => input.pattern),
        note: `only-changed: checked the ${selected.length} of ${all.length} report files that this pull request adds or modifies.`,
    };
}
/** The folder of each changed file (`.` for the top), so that a folder report is one look-up, not a scan of them all. */
function changedFolders(changed) {
    const folders = new Set();
    for (const file of changed) {
        const slash = file.lastIndexOf('/');
        folders.add(slash === -1 ? '.' : file.slice(0, slash));
    }
    return folders;
}
function isChanged(input, changed, folders) {
    if (input.links?.some((link) => changed.has(link)))
        return true;
    if (changed.has((0,verdict_file/* verdictFilePath */.ne)({ file: input.path, isFolder: input.isFolder })))
        return true;
    // A changed snapshot changes what the report's URL-only sources say (docs/snapshots.md).
    if (changed.has((0,snapshot_file/* snapshotFilePath */.AF)({ file: input.path, isFolder: input.isFolder })))
        return true;
    if (!input.isFolder)
        return changed.has(input.path);
    return folders.has(input.path);
}
/**
 * only-changed with no changed report: the gate passes, and every output still says so. Only the
 * results file is written; an earlier run's comment may report a failure in a report this pull
 * request no longer changes, so it is replaced, but no comment is started.
 */
async function finishWithoutReports(settings, shell, resultsFile, note, comment) {
    await outputGuard(settings, shell)([]);
    core/* notice */.lm(`citegate: ${note}`);
    const results = {
        version: types/* RESULTS_VERSION */.k,
        reports: [],
        totals: (0,totals/* computeTotals */.x)([]),
        gate: { passed: true, checks: [] },
    };
    const [failure] = await writeOutputs(shell, results, [resultsFile]);
    const resultsPath = external_node_path_default().resolve(shell.cwd, resultsFile.path ?? '');
    for (const [name, value] of Object.entries(actionOutputs(results, failure ? '' : resultsPath, 'skipped')))
        core/* setOutput */.uH(name, value);
    const failureNote = failure ? `\n\n> ${(0,render_escape/* inert */.tJ)(writeFailureNote(failure, true), 1000)}` : '';
    await writeSummary(`## ${(0,markdown_blocks/* decision */.xR)(results.gate)}\n\n${note}${failureNote}\n`);
    await comment(results, { note, updateOnly: true });
    if (failure)
        core/* setFailed */.C1(writeFailureMessage(failure));
}

;// CONCATENATED MODULE: ./src/github/token-identity.ts
// Who the token writes as. The sticky comment may adopt only a comment that this account
// wrote: anyone who can comment can start one with the marker.

/**
 * Asks GitHub once. GraphQL's `viewer` answers for every kind of token: the workflow token
 * (`github-actions[bot]`), a GitHub App's installation token (`<app-slug>[bot]`), a personal
 * access token and an OAuth or user token. REST `GET /user` is the fallback for a server whose
 * GraphQL endpoint does not answer; it works for user tokens only (installation tokens get
 * 403), and `GET /app` needs the app's JWT, which an action never has. Null when neither works.
 */
async function findTokenIdentity(client) {
    try {
        const answer = await client.graphql('query { viewer { login databaseId } }', withTimeout());
        const login = answer.viewer?.login;
        if (typeof login === 'string' && login !== '')
            return { login, id: typeof answer.viewer?.databaseId === 'number' ? answer.viewer.databaseId : null };
    }
    catch {
        // Fall through to REST.
    }
    try {
        const { data } = await client.rest.users.getAuthenticated(withTimeout());
        return { login: data.login, id: data.id };
    }
    catch {
        return null;
    }
}
/** By account ID when both sides carry one (logins can be renamed), else by login, ignoring case as GitHub does. */
function writtenBy(author, identity) {
    if (!author)
        return false;
    if (identity.id !== null && typeof author.id === 'number')
        return author.id === identity.id;
    return typeof author.login === 'string' && author.login.toLowerCase() === identity.login.toLowerCase();
}

;// CONCATENATED MODULE: ./src/github/sticky-comment.ts
// One comment per pull request and key, found again by its hidden marker and edited in place.
// Only a comment written by the token's own account is ever adopted: the marker is public, and
// a comment someone else started with it is left exactly as it is.


function startsWithMarker(comment, marker) {
    return (comment.body ?? '').trimStart().startsWith(marker);
}
/** The oldest comment that starts with the marker and was written by `identity`. */
function pickExisting(comments, marker, identity) {
    return comments
        .filter((comment) => startsWithMarker(comment, marker) && writtenBy(comment.user, identity))
        .sort((a, b) => a.id - b.id)[0];
}
/**
 * Usually one write: an update of our comment, else a create when asked to. The token's
 * identity is asked only when some comment carries the marker. When it cannot be asked, the
 * comment is created anyway, its author (which is us) is read from the answer, and our own
 * older marker comments are deleted, so one comment stands; with nothing to create, nothing
 * is touched.
 */
async function upsertStickyComment(client, pr, comment) {
    const where = { owner: pr.owner, repo: pr.repo };
    const comments = await client.paginate(client.rest.issues.listComments, {
        ...where,
        issue_number: pr.number,
        per_page: 100,
        ...withTimeout(),
    });
    const marked = comments.filter((item) => startsWithMarker(item, comment.marker));
    const identity = marked.length > 0 ? await findTokenIdentity(client) : null;
    const existing = identity ? pickExisting(marked, comment.marker, identity) : undefined;
    if (existing) {
        await client.rest.issues.updateComment({ ...where, comment_id: existing.id, body: comment.body, ...withTimeout() });
        return { action: 'updated', id: existing.id };
    }
    if (!comment.createIfMissing)
        return { action: 'skipped', reason: marked.length > 0 && !identity ? 'identity unknown' : 'nothing to update' };
    const created = await client.rest.issues.createComment({
        ...where,
        issue_number: pr.number,
        body: comment.body,
        ...withTimeout(),
    });
    let removed = 0;
    const author = created.data.user;
    if (marked.length > 0 && !identity && author) {
        const learned = { login: author.login, id: author.id };
        for (const old of marked.filter((item) => item.id !== created.data.id && writtenBy(item.user, learned))) {
            await client.rest.issues.deleteComment({ ...where, comment_id: old.id, ...withTimeout() });
            removed++;
        }
    }
    return { action: 'created', id: created.data.id, removed };
}

// EXTERNAL MODULE: ./src/render/comment.ts
var comment = __webpack_require__(8141);
;// CONCATENATED MODULE: ./src/action/comment.ts
// Whether and how to write the sticky pull-request comment. Never fails the step: a comment
// that cannot be written is one warning, and the gate's decision stands on its own.






const FORK_WARNING = 'citegate: no pull-request comment: this pull request comes from a fork, so the workflow token is read-only and secrets are empty. The gate still ran; the result is in the job summary.';
/** Posts or updates the comment; returns a line for the job summary when it could not. */
async function publishComment(request) {
    const { mode, context, results } = request;
    if (mode === 'never')
        return null;
    const pr = context.pullRequest;
    if (!pr || !context.owner || !context.repo) {
        core/* info */.pq(`citegate: no pull request in this ${context.eventName || 'run'} event, so no comment.`);
        return null;
    }
    if (pr.fromFork) {
        core/* warning */.$e(FORK_WARNING);
        return 'No pull-request comment: the pull request comes from a fork, whose workflow token is read-only.';
    }
    if (request.token === '') {
        const message = 'citegate: no pull-request comment: the github-token input is empty.';
        core/* warning */.$e(message);
        return message;
    }
    const body = request.redact((0,comment.renderComment)(results, {
        key: request.key,
        runUrl: context.runUrl,
        note: request.note,
        links: event_linkContext(context),
    }));
    try {
        const client = await request.client(request.token);
        const outcome = await upsertStickyComment(client, { owner: context.owner, repo: context.repo, number: pr.number }, {
            marker: (0,comment.commentMarker)(request.key),
            body,
            createIfMissing: !request.updateOnly && (mode === 'always' || !results.gate.passed),
        });
        if (outcome.action === 'updated')
            core/* info */.pq(`citegate: updated pull-request comment ${outcome.id}.`);
        else if (outcome.action === 'created') {
            const replaced = outcome.removed > 0
                ? ` (the token's account could not be looked up, so it was read from this comment, and ${outcome.removed} older citegate comment${outcome.removed === 1 ? '' : 's'} of that account ${outcome.removed === 1 ? 'was' : 'were'} deleted)`
                : '';
            core/* info */.pq(`citegate: created pull-request comment ${outcome.id}${replaced}.`);
        }
        else if (outcome.reason === 'nothing to update')
            core/* info */.pq('citegate: no earlier comment to update and nothing that needs a new one.');
        else {
            const message = `citegate: no pull-request comment updated: GitHub did not say which account the token writes as (GraphQL viewer and GET /user both failed), so no earlier comment could be recognised as citegate's, and this run starts none.`;
            core/* warning */.$e(message);
            return message;
        }
        return null;
    }
    catch (error) {
        const status = httpStatus(error);
        const message = status === 403 || status === 404
            ? `citegate: could not write the pull-request comment (HTTP ${status}): the workflow needs the permission pull-requests: write (a workflow token on a pull request from a fork never has it). The gate's decision is unaffected; the result is in the job summary.`
            : `citegate: could not write the pull-request comment: ${untrustedMessage(request.redact(error instanceof Error ? error.message : String(error)))}. The gate's decision is unaffected.`;
        core/* warning */.$e(message);
        return message;
    }
}

;// CONCATENATED MODULE: ./src/action/inputs.ts
// The action's own inputs (scope 'action' in src/config/inputs.ts); the shared ones go
// through the same readers as the command line's flags.



const COMMENT_MODES = ['always', 'on-failure', 'never'];
/** The table's default, except expressions such as `${{ github.token }}` that only the runner can fill in. */
function tableDefault(name) {
    const value = inputs/* INPUTS */.m.find((input) => input.name === name)?.default ?? '';
    return value.includes('${{') ? '' : value;
}
/** Reads and validates every action input; throws SettingsError listing every problem. */
function readActionSettings(get) {
    const problems = [];
    const read = (name) => {
        const raw = get(name)?.trim();
        return raw === undefined || raw === '' ? tableDefault(name) : raw;
    };
    let core;
    try {
        core = (0,config_settings/* readCoreSettings */.P0)(get);
    }
    catch (error) {
        if (!(error instanceof config_settings/* SettingsError */.GN))
            throw error;
        problems.push(...error.problems);
    }
    const commentRaw = read('comment').toLowerCase();
    const comment = COMMENT_MODES.find((mode) => mode === commentRaw);
    if (!comment)
        problems.push(`comment must be one of always, on-failure, never, not ${JSON.stringify(get('comment'))}`);
    const onlyChangedRaw = read('only-changed');
    const onlyChanged = (0,text_boolean/* parseBoolean */.y)(onlyChangedRaw);
    if (onlyChanged === undefined)
        problems.push(`only-changed must be true or false, not ${JSON.stringify(onlyChangedRaw)}`);
    if (problems.length > 0 || !core)
        throw new config_settings/* SettingsError */.GN(problems);
    return {
        core,
        resultsPath: read('results-path'),
        sarifPath: read('sarif-path'),
        githubToken: read('github-token'),
        comment: comment,
        commentKey: read('comment-key'),
        onlyChanged: onlyChanged ?? false,
    };
}

;// CONCATENATED MODULE: ./src/action/snapshot.ts
// The action's `snapshot: missing` (run by the session, src/session/snapshot-missing.ts) is
// refused on events a pull request triggers: there the pull request would choose which URLs the
// runner fetches and what text is written into the workspace a later step may commit.

/** Throws SettingsError for `snapshot: missing` on an event a pull request triggers. */
function refuseSnapshotOnPullRequests(settings, context) {
    if (settings.mode === 'off')
        return;
    if (context.pullRequest === null && !context.eventName.startsWith('pull_request'))
        return;
    throw new config_settings/* SettingsError */.GN([
        `snapshot: missing is not run on ${context.eventName || 'pull request'} events: the pull request would choose which pages the runner fetches and what is written for a later step to commit. Run it on schedule or workflow_dispatch and commit the snapshots through a pull request (docs/snapshots.md)`,
    ]);
}

;// CONCATENATED MODULE: ./src/action/main.ts
// The action's shell over the check session (src/session/): inputs in; then the results file,
// outputs, log, annotations, comment and job summary. The step fails when the gate fails, when
// the results file cannot be written (after everything else is done), and when the check
// cannot run at all (bad inputs, an output path on a report, no report matched).
























/**
 * An input as the runner passes it (INPUT_<NAME>, hyphens kept); undefined when not passed at all.
 * `reports` keeps its line breaks: a block of one line ("reports: |") is one pattern, commas and all.
 */
function inputSource(env) {
    return (name) => env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] === undefined
        ? undefined
        : core/* getInput */.V4(name, { trimWhitespace: name !== 'reports' });
}
async function main_run(env = process.env) {
    const get = inputSource(env);
    // Masked before anything else is read, so no later message can print them.
    const secrets = [get('openai-api-key') ?? '', get('github-token') ?? ''].filter((secret) => secret !== '');
    for (const secret of secrets)
        core/* setSecret */.Pq(secret);
    const redact = (0,text_redact/* redactor */.$p)(secrets);
    try {
        await main_check(env, get, secrets, redact);
    }
    catch (error) {
        // Messages quote inputs, patterns and paths: line feeds stay, other controls are shown escaped.
        if (error instanceof config_settings/* SettingsError */.GN)
            core/* setFailed */.C1((0,controls/* showControlsKeepingLines */.sp)(`citegate: invalid inputs:\n${error.problems.map((problem) => `  ${problem}`).join('\n')}`));
        else if (error instanceof run/* NoReportsError */.x4 || error instanceof find_reports/* PatternError */.JM || error instanceof output_guard/* OutputPathError */.lz)
            core/* setFailed */.C1((0,controls/* showControlsKeepingLines */.sp)(redact(`citegate: ${error.message}`)));
        else
            core/* setFailed */.C1((0,controls/* showControlsKeepingLines */.sp)(redact(`citegate could not run: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)));
    }
}
async function main_check(env, get, secrets, redact) {
    const { own: settings, session } = readSessionSettings(get, readActionSettings);
    const cwd = env.GITHUB_WORKSPACE || process.cwd();
    const context = readRunContext(env);
    refuseSnapshotOnPullRequests(session.snapshot, context);
    const client = (token) => createClient(token);
    const resultsPath = external_node_path_default().resolve(cwd, settings.resultsPath);
    const sarif = sarifOutput();
    const files = actionFiles(settings, sarif.render);
    const [resultsFile] = files;
    const shell = {
        cwd,
        patternScope: 'workspace',
        context,
        secrets,
        redact,
        // What a pull request commits may not redirect a write: outputs go inside the workspace or
        // the runner's temporary folder, and never through a symbolic link.
        policy: actionOutputPolicy(cwd, env),
        files,
        nameOf: (input) => input,
        // On a pull request: its base commit, read with git, else through the contents API.
        base: () => baseSourceFor(context, cwd, settings.githubToken, client),
        log: actionLog(redact),
    };
    const comment = (results, extra = {}) => publishComment({
        mode: settings.comment,
        key: settings.commentKey,
        token: settings.githubToken,
        context,
        results,
        client,
        redact,
        ...extra,
    });
    const selection = settings.onlyChanged
        ? await selectReports(session.core.patterns, cwd, context, settings.githubToken, client, session.core.format)
        : { kind: 'patterns', patterns: session.core.patterns, note: null };
    if (selection.kind === 'none')
        return finishWithoutReports(session, shell, resultsFile, selection.note, comment);
    const { results, notes } = await runSession(session, shell, selection);
    warnAboutResults(results);
    // A file that cannot be written costs that file only: everything else is still reported, and
    // the step fails at the end naming the path.
    const failures = await writeOutputs(shell, results);
    const resultsWritten = noteWrites(failures, resultsFile, sarif.leftOut(), notes);
    // The outputs (plain counts) before anything renders the results.
    for (const [name, value] of Object.entries(actionOutputs(results, resultsWritten ? resultsPath : '')))
        core/* setOutput */.uH(name, value);
    // Long lists are cut in the log; the line after one says where every item is.
    logUntrusted(redact(renderTerminal(results, undefined, summary.ACTION_HINTS, undefined, restIn(resultsWritten, settings))));
    emitAnnotations(results);
    const commentNote = await comment(results);
    if (commentNote)
        notes.push(commentNote);
    const fork = context.pullRequest?.fromFork ?? false;
    await writeSummary(redact((0,summary.renderSummary)(results, { resultsPath: settings.resultsPath, notes, links: event_linkContext(context), fork })));
    if (!results.gate.passed)
        core/* setFailed */.C1(`citegate: the gate failed: ${(0,markdown_blocks/* failedCheckList */.YV)(results.gate.checks)}`);
    for (const failure of failures)
        core/* setFailed */.C1(redact(writeFailureMessage(failure)));
}


/***/ }),

/***/ 5069:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ problemsWithoutUnconfirmed)
/* harmony export */ });
/* harmony import */ var _check_unconfirmed_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7184);
/* harmony import */ var _results_problems_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2340);
// The run's problems without the verdicts a pull request adds that count unconfirmed
// (src/check/unconfirmed.ts), each with its status against the base, read back from the results
// file alone: the waivers and the renderers decide and list the second view the gate decided on.


/**
 * The problems of the run without its unconfirmed verdicts; null when it counts none. A problem
 * of a claim's verdict (or a report left unverified) that only this view has is matched against
 * the base's problems by identity, as the comparison matches them (src/base/compare.ts): the
 * base's are the rows it found unchanged and those it found fixed. The others (numbers,
 * bindings, provenance) are the run's own, with the status the comparison gave them.
 */
function problemsWithoutUnconfirmed(results) {
    const without = (0,_check_unconfirmed_js__WEBPACK_IMPORTED_MODULE_0__/* .resultsWithoutUnconfirmed */ .pm)(results);
    if (!without)
        return null;
    const problems = (0,_results_problems_js__WEBPACK_IMPORTED_MODULE_1__/* .listProblems */ .vz)(without);
    const base = results.base;
    if (!base || base.note !== null)
        return { results: without, problems, statuses: new Map() };
    const atBase = new Map();
    for (const row of base.problems)
        if (row.status !== 'new' && !(0,_results_problems_js__WEBPACK_IMPORTED_MODULE_1__/* .isProvenanceKind */ .of)(row.kind) && !(0,_results_problems_js__WEBPACK_IMPORTED_MODULE_1__/* .isReferenceKind */ .cl)(row.kind))
            atBase.set((0,_results_problems_js__WEBPACK_IMPORTED_MODULE_1__/* .rowKey */ .om)(row), (atBase.get((0,_results_problems_js__WEBPACK_IMPORTED_MODULE_1__/* .rowKey */ .om)(row)) ?? 0) + 1);
    const records = (0,_results_problems_js__WEBPACK_IMPORTED_MODULE_1__/* .problemStatuses */ .SD)(results, problems);
    const statuses = new Map();
    for (const problem of problems) {
        if ((0,_results_problems_js__WEBPACK_IMPORTED_MODULE_1__/* .isProvenanceKind */ .of)(problem.kind) || (0,_results_problems_js__WEBPACK_IMPORTED_MODULE_1__/* .isReferenceKind */ .cl)(problem.kind)) {
            const status = records.get(problem);
            if (status)
                statuses.set(problem, status);
            continue;
        }
        const left = atBase.get(problem.key) ?? 0;
        if (left > 0)
            atBase.set(problem.key, left - 1);
        statuses.set(problem, left > 0 ? 'unchanged' : 'new');
    }
    return { results: without, problems, statuses };
}


/***/ }),

/***/ 8330:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CG: () => (/* binding */ ratio),
/* harmony export */   Ru: () => (/* binding */ claimVerdicts),
/* harmony export */   eh: () => (/* binding */ summarize)
/* harmony export */ });
const PRECEDENCE = ['contradicts', 'supports', 'insufficient', 'unverifiable'];
/** Rule 3: per claim, contradicts over supports over insufficient; nothing kept is unverifiable. */
function claimVerdicts(index, kept) {
    const rank = new Map();
    for (const { pair, result } of kept) {
        const candidate = PRECEDENCE.indexOf(result.verdict);
        const current = rank.get(pair.claimId);
        if (current === undefined || candidate < current)
            rank.set(pair.claimId, candidate);
    }
    const verdicts = new Map();
    for (const claim of index.claims)
        verdicts.set(claim.id, PRECEDENCE[rank.get(claim.id) ?? 3]);
    return verdicts;
}
/** part / whole, 0 when there is no whole (the reference's rule for both ratios). */
function ratio(part, whole) {
    return whole === 0 ? 0 : part / whole;
}
/** Rules 4 and 5. */
function summarize(index, kept, verdicts, basis) {
    const cited = index.claims.filter((claim) => claim.evidenceIds.length > 0).length;
    const highConfidence = index.claims.filter((claim) => claim.confidence === 'high');
    if (basis.kind === 'not_run') {
        return {
            status: basis.status,
            claim_count: index.claims.length,
            cited_claim_count: cited,
            verified_claim_count: 0,
            pair_count: index.pairs.length,
            verified_pair_count: 0,
            coverage_ratio: 0,
            supported_claim_count: 0,
            contradicted_claim_count: 0,
            insufficient_claim_count: 0,
            unverifiable_claim_count: index.claims.length,
            high_confidence_unsubstantiated_count: highConfidence.length,
            exact_quote_ratio: 0,
            failure_code: basis.failureCode,
        };
    }
    const count = (verdict) => index.claims.filter((claim) => verdicts.get(claim.id) === verdict).length;
    const verifiedClaims = new Set(kept.map(({ pair }) => pair.claimId)).size;
    const quoted = kept.filter(({ result }) => result.quote !== null).length;
    return {
        status: kept.length === index.pairs.length ? 'complete' : 'partial',
        claim_count: index.claims.length,
        cited_claim_count: cited,
        verified_claim_count: verifiedClaims,
        pair_count: index.pairs.length,
        verified_pair_count: kept.length,
        coverage_ratio: ratio(verifiedClaims, cited),
        supported_claim_count: count('supports'),
        contradicted_claim_count: count('contradicts'),
        insufficient_claim_count: count('insufficient'),
        unverifiable_claim_count: count('unverifiable'),
        high_confidence_unsubstantiated_count: highConfidence.filter((claim) => verdicts.get(claim.id) !== 'supports')
            .length,
        exact_quote_ratio: ratio(quoted, kept.length),
        failure_code: basis.failureCode,
    };
}


/***/ }),

/***/ 9146:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  K: () => (/* reexport */ REJECTION_REASONS),
  g: () => (/* binding */ bindResults)
});

// EXTERNAL MODULE: ./src/binding/pair-key.ts
var pair_key = __webpack_require__(6795);
// EXTERNAL MODULE: ./src/binding/quote.ts
var quote = __webpack_require__(3253);
// EXTERNAL MODULE: ./src/binding/report-index.ts
var report_index = __webpack_require__(1042);
;// CONCATENATED MODULE: ./src/results/verification.ts
// What binding and aggregation put in a report's results: the committed results set aside (each
// rejection, with the rule and the near miss of its quote), where each kept result came from,
// the verification summary, and why a citation could not be resolved. Computed in src/binding/
// and by the format adapters (src/formats/); defined here, with the results file they are part of.
/** The reference's five rejection rules, in the order they are applied. */
const REJECTION_REASONS = [
    'unknown_pair',
    'duplicate',
    'stale_claim_hash',
    'stale_evidence_hash',
    'unbound_quote',
];
/**
 * Why an adapter could not tell which evidence record a citation names. Each is a binding error
 * (`unresolved_citation`): a gate that says "this claim cites that source" must never guess.
 * A new reason is one entry here and one in src/render/words.ts's UNRESOLVED_WORDS.
 */
const UNRESOLVED_REASONS = (/* unused pure expression or super */ null && ([
    'citation_numbering_unknown',
    'citation_numbering_inconsistent',
    'citation_placement_ambiguous',
]));

;// CONCATENATED MODULE: ./src/binding/bind.ts



// A rejection is a part of the results file, so its types are the results file's (src/results/).

/**
 * Binds verifier results to a report (reference "Binding a set of verifier results").
 * `eligible` is the set of pairs this batch may fill: every expected pair for committed
 * results (left out), only the asked pairs for the model. `taken` holds
 * the keys of pairs an earlier batch already filled; a pair is taken by the first result that
 * is kept for it.
 */
function bindResults(index, results, source, eligible, taken = new Set(), writtenIn = () => undefined) {
    const kept = [];
    const rejected = [];
    // Every expected pair is found from its claim (findPair), without a string key per result, and
    // without building the index's map of pairs by key.
    const every = eligible === undefined;
    // The pairs kept in this batch, as objects: each key names one pair, so one object one key.
    const takenNow = new Set();
    const reject = (result, reason, detail, near_miss) => {
        const line = index.claimsById.get(result.claim_id)?.line ?? null;
        const quote = near_miss && result.quote !== null ? { quote: result.quote } : {};
        const written = writtenIn(result);
        rejected.push({
            claim_id: result.claim_id,
            evidence_id: result.evidence_id,
            reason,
            detail,
            line,
            ...(near_miss ? { near_miss } : {}),
            ...quote,
            ...(written ? { written_in: written } : {}),
        });
    };
    for (const result of results) {
        const pair = every
            ? (0,report_index/* findPair */.c6)(index, result.claim_id, result.evidence_id)
            : eligible.get((0,pair_key/* pairKey */.Y)(result.claim_id, result.evidence_id));
        if (!pair) {
            reject(result, 'unknown_pair', unknownPairDetail(index, result, !every));
            continue;
        }
        if (takenNow.has(pair) || (taken.size > 0 && taken.has(pair.key))) {
            reject(result, 'duplicate', 'an earlier result was already kept for this pair');
            continue;
        }
        const claim = index.claimsById.get(pair.claimId);
        const evidence = (0,report_index/* pairEvidence */._I)(index, pair);
        if (!claim || !evidence)
            throw new Error(`expected pair ${pair.key} is not in the report index`);
        if (result.claim_sha256 !== claim.sha256) {
            reject(result, 'stale_claim_hash', `the claim changed after it was verified (claim_sha256 ${bind_short(result.claim_sha256)}, now ${bind_short(claim.sha256)})`);
            continue;
        }
        if (result.evidence_sha256 !== evidence.sha256) {
            reject(result, 'stale_evidence_hash', `the excerpt changed after it was verified (evidence_sha256 ${bind_short(result.evidence_sha256)}, now ${bind_short(evidence.sha256)})`);
            continue;
        }
        if (result.quote !== null && !(0,quote/* quoteBindsEvidence */._2)(result.quote, evidence)) {
            const miss = (0,quote/* explainUnboundQuote */.n4)(result.quote, evidence.excerpt, evidence.snippets);
            reject(result, 'unbound_quote', (0,quote/* describeNearMiss */.As)(miss, evidence.excerpt), miss);
            continue;
        }
        takenNow.add(pair);
        kept.push({ pair, result, source });
    }
    return { kept, rejected };
}
/** Enough of a fingerprint to tell two apart; the results file's pairs carry the full ones. */
function bind_short(sha256) {
    return `${sha256.slice(0, 12)}…`;
}
function unknownPairDetail(index, result, askedOnly) {
    if (askedOnly && index.pairsByKey.has((0,pair_key/* pairKey */.Y)(result.claim_id, result.evidence_id)))
        return 'this pair was not asked about';
    if (!index.claimsById.has(result.claim_id)) {
        // A sentence's ID is its text's fingerprint: no such ID means the sentence is not there as it was.
        if (index.sentenceIds)
            return `the sentence changed or was removed after it was verified (no sentence has ID ${JSON.stringify(result.claim_id)} now); run citegate verify to verify it again`;
        return `the report has no claim ${JSON.stringify(result.claim_id)}`;
    }
    if (!index.evidence.has(result.evidence_id))
        return `the report has no evidence record ${JSON.stringify(result.evidence_id)}`;
    return `claim ${JSON.stringify(result.claim_id)} does not cite evidence ${JSON.stringify(result.evidence_id)}`;
}


/***/ }),

/***/ 6795:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ pairKey)
/* harmony export */ });
/** A collision-free key for a (claim ID, evidence ID) pair: IDs may contain any character. */
function pairKey(claimId, evidenceId) {
    return `${claimId.length}:${claimId}${evidenceId}`;
}


/***/ }),

/***/ 5450:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ findQuotation),
/* harmony export */   j: () => (/* binding */ quotationsIn)
/* harmony export */ });
/* harmony import */ var _quote_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3253);
// Quotations inside claims: a sentence that puts words in quotation marks and cites a source
// claims the source says them. They are looked for in the source's text with the ladder an
// unbound quote's near miss uses (src/binding/quote.ts): verbatim, then after collapsing
// whitespace, case folding, and making typographic quotes, dashes and ligatures plain.

// Double quotation marks in the pairs English and European text use; single quotes are left
// out, as ’ is also the apostrophe ("the council’s ‘plan’" would pair the wrong marks).
const QUOTATION = /“([^“”]+)”|"([^"]+)"|„([^„“”]+)[“”]|«([^«»]+)»|»([^«»]+)«/gu;
// Two words at least: one word in quotation marks is a term or a scare quote (different
// "lenses"), not words the source is said to say.
const WORDS = /[\p{L}\p{N}]+/gu;
const MIN_WORDS = 2;
const MAX_QUOTE = 2000;
/** The quotations a sentence states, trimmed, each once, in order. */
function quotationsIn(sentence) {
    const found = [];
    for (const match of sentence.matchAll(QUOTATION)) {
        const inner = (match.slice(1).find((group) => group !== undefined) ?? '').replace(/^[\s\u00a0]+|[\s\u00a0]+$/g, '');
        if (inner.length > MAX_QUOTE || (inner.match(WORDS)?.length ?? 0) < MIN_WORDS || found.includes(inner))
            continue;
        found.push(inner);
    }
    return found;
}
/** Where `quote` is in `text`, and how much folding that took; null when it is not there. */
function findQuotation(quote, text) {
    const at = text.indexOf(quote);
    if (at >= 0)
        return { found: 'exact', start: at, end: at + quote.length };
    const miss = (0,_quote_js__WEBPACK_IMPORTED_MODULE_0__/* .explainUnboundQuote */ .n4)(quote, text);
    if (miss.offset === null || miss.passage === undefined)
        return null;
    if (miss.kind !== 'whitespace' && miss.kind !== 'case' && miss.kind !== 'typography')
        return null;
    return { found: miss.kind, start: miss.offset, end: miss.offset + miss.passage.length };
}


/***/ }),

/***/ 3253:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $o: () => (/* binding */ FOLDING_LADDER),
/* harmony export */   As: () => (/* binding */ describeNearMiss),
/* harmony export */   F9: () => (/* binding */ normalizedText),
/* harmony export */   _2: () => (/* binding */ quoteBindsEvidence),
/* harmony export */   n4: () => (/* binding */ explainUnboundQuote)
/* harmony export */ });
/* unused harmony exports quoteBinds, normalize */
/* harmony import */ var _text_casefold_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7078);
/* harmony import */ var _text_whitespace_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7586);


/**
 * Reference quote binding: after trimming Python whitespace the quote is non-empty, occurs as
 * an exact, case-sensitive substring of the raw excerpt, and equals its trimmed form.
 */
function quoteBinds(quote, excerpt) {
    const trimmed = (0,_text_whitespace_js__WEBPACK_IMPORTED_MODULE_1__/* .trimPythonWhitespace */ .Of)(quote);
    return trimmed !== '' && trimmed === quote && excerpt.includes(trimmed);
}
/**
 * Quote binding for an evidence record made of parts (STORM's snippets, joined by a blank line
 * into one excerpt): the quote must also lie within one part, never across two.
 */
function quoteBindsEvidence(quote, evidence) {
    if (!quoteBinds(quote, evidence.excerpt))
        return false;
    return evidence.snippets === undefined || evidence.snippets.some((snippet) => snippet.includes(quote));
}
/** Longest passage kept in a near miss: the schema caps quotes at 2,000 characters. */
const PASSAGE_MAX = 2_100;
function passageAt(excerpt, start, end) {
    let stop = Math.min(end, start + PASSAGE_MAX, excerpt.length);
    // Never cut a surrogate pair in half.
    if (stop < excerpt.length && /[\uD800-\uDBFF]/.test(excerpt.charAt(stop - 1)))
        stop++;
    return excerpt.slice(start, stop);
}
const TYPOGRAPHY = {
    '\u2018': "'",
    '\u2019': "'",
    '\u201a': "'",
    '\u201b': "'",
    '\u2032': "'",
    '\u201c': '"',
    '\u201d': '"',
    '\u201e': '"',
    '\u201f': '"',
    '\u2033': '"',
    '\u00ab': '"',
    '\u00bb': '"',
    '\u2010': '-',
    '\u2011': '-',
    '\u2012': '-',
    '\u2013': '-',
    '\u2014': '-',
    '\u2015': '-',
    '\u2212': '-',
    '\u2026': '...',
    '\ufb00': 'ff',
    '\ufb01': 'fi',
    '\ufb02': 'fl',
    '\ufb03': 'ffi',
    '\ufb04': 'ffl',
    '\ufb05': 'st',
    '\ufb06': 'st',
};
/**
 * The foldings tried after an exact match fails, from the smallest to the largest. Shared with
 * provenance matching (src/provenance/match.ts), so both explain a near miss in the same terms.
 */
const FOLDING_LADDER = [
    ['whitespace', { fold: false, plain: false }],
    ['case', { fold: true, plain: false }],
    ['typography', { fold: true, plain: true }],
];
/** Collapses whitespace runs to one space (and trims), then optionally case folds and makes typography plain. */
function normalize(raw, options) {
    let text = '';
    const origin = [];
    let pendingSpace = -1;
    for (let i = 0; i < raw.length;) {
        const codePoint = raw.codePointAt(i);
        const width = codePoint > 0xffff ? 2 : 1;
        if ((0,_text_whitespace_js__WEBPACK_IMPORTED_MODULE_1__/* .isPythonSpace */ .tX)(codePoint)) {
            if (pendingSpace < 0)
                pendingSpace = i;
        }
        else {
            if (pendingSpace >= 0 && text !== '') {
                text += ' ';
                origin.push(pendingSpace);
            }
            pendingSpace = -1;
            let piece = raw.slice(i, i + width);
            if (options.plain)
                piece = TYPOGRAPHY[piece] ?? piece;
            if (options.fold)
                piece = (0,_text_casefold_js__WEBPACK_IMPORTED_MODULE_0__/* .casefold */ .e)(piece);
            text += piece;
            for (let k = 0; k < piece.length; k++)
                origin.push(i);
        }
        i += width;
    }
    return { text, origin };
}
/**
 * normalize(raw, options).text without the origins, in a few passes over the whole string: for
 * a page of 20 MB, the origins (a number per character) and a string built one character at a
 * time took gigabytes. Each step maps code points one to one or to a fixed string, so applying
 * it to the whole text gives what normalize gives.
 */
function normalizedText(raw, options) {
    let text = (0,_text_whitespace_js__WEBPACK_IMPORTED_MODULE_1__/* .collapseWhitespace */ .DK)(raw);
    if (options.plain)
        text = text.replace(TYPOGRAPHIC, (char) => TYPOGRAPHY[char]);
    return options.fold ? (0,_text_casefold_js__WEBPACK_IMPORTED_MODULE_0__/* .casefold */ .e)(text) : text;
}
const TYPOGRAPHIC = new RegExp(`[${Object.keys(TYPOGRAPHY).join('')}]`, 'g');
/** Why `quote` does not bind to `excerpt`, and where the nearest match starts. */
function explainUnboundQuote(quote, excerpt, snippets) {
    const trimmed = (0,_text_whitespace_js__WEBPACK_IMPORTED_MODULE_1__/* .trimPythonWhitespace */ .Of)(quote);
    if (trimmed === '')
        return { kind: 'empty', offset: null };
    const verbatim = excerpt.indexOf(trimmed);
    if (verbatim >= 0 && trimmed === quote && snippets !== undefined)
        return {
            kind: 'across_snippets',
            offset: verbatim,
            passage: passageAt(excerpt, verbatim, verbatim + trimmed.length),
        };
    if (verbatim >= 0)
        return { kind: 'untrimmed', offset: verbatim, passage: passageAt(excerpt, verbatim, verbatim + trimmed.length) };
    let last;
    for (const [kind, options] of FOLDING_LADDER) {
        last = { quote: normalize(trimmed, options), excerpt: normalize(excerpt, options) };
        const at = last.excerpt.text.indexOf(last.quote.text);
        if (at >= 0) {
            const start = last.excerpt.origin[at] ?? 0;
            const lastOrigin = last.excerpt.origin[at + last.quote.text.length - 1] ?? start;
            const end = lastOrigin + ((excerpt.codePointAt(lastOrigin) ?? 0) > 0xffff ? 2 : 1);
            return { kind, offset: start, passage: passageAt(excerpt, start, end) };
        }
    }
    const { quote: needle, excerpt: haystack } = last;
    const best = longestMatchingPrefix(needle.text, haystack.text);
    const offset = best.matched > 0 ? (haystack.origin[best.at] ?? null) : null;
    return {
        kind: 'none',
        offset,
        matched: best.matched,
        length: needle.text.length,
        ...(offset === null ? {} : { passage: passageAt(excerpt, offset, offset + trimmed.length) }),
    };
}
/** The longest prefix of `needle` found in `haystack` (binary search: occurrence is monotone). */
function longestMatchingPrefix(needle, haystack) {
    let low = 0;
    let high = needle.length;
    let at = -1;
    while (low < high) {
        const mid = Math.ceil((low + high) / 2);
        const found = haystack.indexOf(needle.slice(0, mid));
        if (found >= 0) {
            low = mid;
            at = found;
        }
        else
            high = mid - 1;
    }
    // `at` was set by the success that raised `low` to its final value.
    return { at, matched: low };
}
/** A short stretch of the excerpt from `offset`, so a reader sees what the quote nearly matched. */
function snippet(excerpt, offset) {
    const text = excerpt.slice(offset, offset + 60).replace(/\s+/g, ' ');
    return `"${text}${offset + 60 < excerpt.length ? '…' : ''}"`;
}
function describeNearMiss(miss, excerpt) {
    const where = miss.offset === null ? '' : ` at offset ${miss.offset}, ${snippet(excerpt, miss.offset)}`;
    switch (miss.kind) {
        case 'empty':
            return 'the quote is empty after trimming whitespace';
        case 'untrimmed':
            return `the quote has leading or trailing whitespace; trimmed, it occurs${where}`;
        case 'whitespace':
            return `the quote occurs only after collapsing whitespace,${where}`;
        case 'case':
            return `the quote occurs only after collapsing whitespace and case folding,${where}`;
        case 'typography':
            return `the quote occurs only after replacing typographic quotes, dashes and ligatures,${where}`;
        case 'across_snippets':
            return `the quote occurs only across two snippets of the source${where}; a quote must lie within one snippet`;
        case 'none':
            return miss.offset === null
                ? 'the quote does not occur in the excerpt, not even in part'
                : `the quote does not occur in the excerpt; its first ${miss.matched} of ${miss.length} characters match${where}`;
    }
}


/***/ }),

/***/ 1042:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Og: () => (/* binding */ ownPairs),
/* harmony export */   _I: () => (/* binding */ pairEvidence),
/* harmony export */   c6: () => (/* binding */ findPair),
/* harmony export */   lp: () => (/* binding */ indexSources)
/* harmony export */ });
/* unused harmony export indexReport */
/* harmony import */ var _formats_abundance_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5716);
/* harmony import */ var _text_fingerprint_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(739);
/* harmony import */ var _pair_key_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6795);
/* harmony import */ var _formats_snapshot_bind_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9466);




/** The evidence a pair is judged on: its sentence's own passages for a snapshotted source, else the record. */
function pairEvidence(index, pair) {
    return pair.evidence ?? index.evidence.get(pair.evidenceId);
}
/** The index of a pipeline report; `claimLines[i]` is claim i's line. */
function indexReport(report, claimLines) {
    return indexSources(reportSources(report, claimLines));
}
function indexSources(source) {
    const evidence = new Map();
    for (const record of source.evidence)
        evidence.set(record.id, indexedEvidence(record));
    const claims = [];
    const pairs = [];
    const dangling = [];
    const unresolved = [];
    for (const claim of source.claims) {
        const line = claim.line;
        const { cited, danglingIds } = splitCitations(claim.evidenceIds, evidence);
        const claimSha256 = claim.sha256 ?? (0,_text_fingerprint_js__WEBPACK_IMPORTED_MODULE_1__/* .claimFingerprint */ .N_)(claim.statement);
        const claimPairs = [];
        for (const evidenceId of cited) {
            const pair = { key: (0,_pair_key_js__WEBPACK_IMPORTED_MODULE_3__/* .pairKey */ .Y)(claim.id, evidenceId), claimId: claim.id, evidenceId };
            const record = evidence.get(evidenceId);
            if (record.sourceText) {
                const { text, excerpt, trusted } = (0,_formats_snapshot_bind_js__WEBPACK_IMPORTED_MODULE_2__/* .sentenceSourceText */ .Qc)(record.sourceText, claim.id, claimSha256);
                if (record.sha256 === '' && excerpt.excerpt === record.excerpt)
                    record.sha256 = excerpt.sha256;
                pair.sourceText = text;
                pair.evidence = { ...record, ...excerpt };
                if (trusted)
                    pair.trustedEvidence = { ...record, ...trusted };
            }
            pairs.push(pair);
            claimPairs.push(pair);
        }
        for (const evidenceId of danglingIds)
            dangling.push({ claimId: claim.id, evidenceId, line });
        for (const { marker, reason, detail } of claim.unresolved ?? [])
            unresolved.push({ claimId: claim.id, marker, reason, detail, line });
        const hasUnresolved = claim.unresolved !== undefined && claim.unresolved.length > 0;
        // Most claims have none of the optional keys: one literal, not a spread per key (each went
        // through the runtime's slow object copy). Either way the keys come in the same order.
        const indexed = claim.file === undefined && claim.column === undefined && !hasUnresolved
            ? {
                id: claim.id,
                statement: claim.statement,
                confidence: claim.confidence,
                line,
                sha256: claimSha256,
                evidenceIds: cited,
                pairs: claimPairs,
            }
            : {
                id: claim.id,
                statement: claim.statement,
                confidence: claim.confidence,
                line,
                ...(claim.file === undefined ? {} : { file: claim.file }),
                ...(claim.column === undefined ? {} : { column: claim.column }),
                sha256: claimSha256,
                evidenceIds: cited,
                ...(hasUnresolved ? { hasUnresolved: true } : {}),
                pairs: claimPairs,
            };
        claims.push(indexed);
    }
    for (const record of evidence.values())
        if (record.sha256 === '')
            record.sha256 = (0,_text_fingerprint_js__WEBPACK_IMPORTED_MODULE_1__/* .evidenceFingerprint */ .KQ)(record.excerpt);
    const claimsById = new Map();
    for (const claim of claims)
        claimsById.set(claim.id, claim);
    let pairsByKey;
    return {
        claims,
        claimsById,
        evidence,
        pairs,
        get pairsByKey() {
            return (pairsByKey ??= keyedPairs(pairs));
        },
        dangling,
        unresolved,
        ...(source.sentenceIds ? { sentenceIds: true } : {}),
    };
}
/** An evidence record as the index keeps it; its fingerprint is left '' for a snapshotted record (hashed after binding). */
function indexedEvidence(record) {
    // A literal, not a spread per optional key (each a slow object copy), with the keys in the order the spreads gave them.
    const sha256 = record.sourceText ? '' : (0,_text_fingerprint_js__WEBPACK_IMPORTED_MODULE_1__/* .evidenceFingerprint */ .KQ)(record.excerpt);
    const publishedAt = record.publishedAt ?? null;
    const { id, title, url, excerpt } = record;
    const indexed = record.titleIsStandIn
        ? { id, title, titleIsStandIn: true, url, excerpt, sha256, publishedAt }
        : { id, title, url, excerpt, sha256, publishedAt };
    if (record.snippets)
        indexed.snippets = record.snippets;
    if (record.location)
        indexed.location = record.location;
    if (record.sourceText)
        indexed.sourceText = record.sourceText;
    return indexed;
}
/**
 * A claim's cited IDs that name a record and those that do not, each once, in citation order.
 * A claim cites a few sources: an array is searched, without a Set per claim; a long list uses
 * Sets, so that it never turns quadratic.
 */
function splitCitations(ids, evidence) {
    if (ids.length > FEW_PAIRS) {
        const cited = new Set();
        const danglingIds = new Set();
        for (const id of ids)
            (evidence.has(id) ? cited : danglingIds).add(id);
        return { cited: [...cited], danglingIds: [...danglingIds] };
    }
    const cited = [];
    const danglingIds = [];
    for (const id of ids) {
        const into = evidence.has(id) ? cited : danglingIds;
        if (!into.includes(id))
            into.push(id);
    }
    return { cited, danglingIds };
}
/** Pairs by pairKey; of two pairs with one key (two claims with one ID), the later, as a Map keeps it. */
function keyedPairs(pairs) {
    const byKey = new Map();
    for (const pair of pairs)
        byKey.set(pair.key, pair);
    return byKey;
}
/** Claims citing more sources than this find a pair by its key; fewer, by looking through the claim's own. */
const FEW_PAIRS = 16;
/** Whether no two claims share an ID: then no two expected pairs share a key, and each is in its claim's `pairs`. */
function uniqueClaimIds(index) {
    return index.claimsById.size === index.claims.length;
}
/**
 * index.pairsByKey.get(pairKey(claimId, evidenceId)), without building a key per lookup: a
 * claim cites a few sources, and its own pairs are searched. Two claims with one ID fall back
 * on the key, whose pair is the later claim's (as the map keeps it).
 */
function findPair(index, claimId, evidenceId) {
    const claim = index.claimsById.get(claimId);
    if (claim === undefined)
        return undefined;
    if (claim.pairs.length > FEW_PAIRS || !uniqueClaimIds(index))
        return index.pairsByKey.get((0,_pair_key_js__WEBPACK_IMPORTED_MODULE_3__/* .pairKey */ .Y)(claimId, evidenceId));
    for (const pair of claim.pairs)
        if (pair.evidenceId === evidenceId)
            return pair;
    return undefined;
}
/**
 * Whether the pairs of these results can be keyed by the objects themselves rather than their keys:
 * each is one of the index's own pairs and no two of those share a key. Pairs are only made
 * here, so this holds for results bound to this index; it is checked all the same, since a
 * Set of strings would treat a copy as the same pair.
 */
function ownPairs(index, kept) {
    if (!uniqueClaimIds(index))
        return false;
    // findPair, not a second search of the claim's pairs: a claim citing many sources is then looked
    // up by key as findPair does, instead of turning the whole report over to string keys.
    for (const { pair } of kept)
        if (findPair(index, pair.claimId, pair.evidenceId) !== pair)
            return false;
    return true;
}


/***/ }),

/***/ 8475:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   WP: () => (/* binding */ prepareNormalised),
/* harmony export */   dh: () => (/* binding */ orphanRejections),
/* harmony export */   gQ: () => (/* binding */ pairsToVerify)
/* harmony export */ });
/* unused harmony export prepareReport */
/* harmony import */ var _binding_bind_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9146);
/* harmony import */ var _binding_report_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1042);
/* harmony import */ var _formats_abundance_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5716);
/* harmony import */ var _snapshot_findings_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(949);




function prepareReport(parsed) {
    return prepareNormalised(normaliseParsed(parsed));
}
/**
 * Committed results are the envelope's own, first, then the verdict file's: one binding, so a
 * verdict file's result for a pair the envelope already fills is a `duplicate`.
 */
function prepareNormalised(source) {
    const index = (0,_binding_report_index_js__WEBPACK_IMPORTED_MODULE_1__/* .indexSources */ .lp)(source);
    const results = [...(source.envelope ?? []), ...source.verdictFile.verifications];
    const hasCommitted = source.envelope !== null || source.verdictFile.verifications.length > 0;
    const { path, lines } = source.verdictFile;
    const writtenIn = (result) => {
        const line = lines?.get(result);
        return line === undefined ? undefined : { file: path, line };
    };
    const committed = hasCommitted
        ? (0,_binding_bind_js__WEBPACK_IMPORTED_MODULE_0__/* .bindResults */ .g)(index, results, 'committed', undefined, new Set(), writtenIn)
        : { kept: [], rejected: [] };
    // One by one: the orphans may outnumber the arguments a spread can pass.
    for (const rejection of orphanRejections(source.orphans))
        committed.rejected.push(rejection);
    for (const rejection of (0,_snapshot_findings_js__WEBPACK_IMPORTED_MODULE_3__/* .alteredSnapshotRejections */ .g8)(index))
        committed.rejected.push(rejection);
    return {
        file: source.file,
        index,
        hasCommitted: hasCommitted || (source.orphans?.length ?? 0) > 0,
        committed,
        source,
    };
}
/** Verdicts that name no report of their file: `unknown_pair` binding errors. */
function orphanRejections(orphans = []) {
    return orphans.map(({ verification, detail, writtenIn }) => ({
        claim_id: verification.claim_id,
        evidence_id: verification.evidence_id,
        reason: 'unknown_pair',
        detail,
        line: null,
        ...(writtenIn ? { written_in: writtenIn } : {}),
    }));
}
/**
 * The pairs the semantic verifier is asked about: `auto` only those without a kept committed
 * result. Never a pair whose source has no text (a URL-only source of a Markdown report): the
 * model would judge the claim against nothing. Such a pair stays without a verdict.
 */
function pairsToVerify(prepared, mode) {
    if (mode === 'off')
        return [];
    // A pair whose source has no text (no excerpt, no bound snapshot) gives the model nothing to judge.
    const withText = prepared.index.pairs.filter((pair) => pair.sourceText === undefined || pair.sourceText.kind === 'bound');
    if (mode === 'always')
        return withText;
    const { kept } = prepared.committed;
    // The index's own pair objects stand for their keys: no string hashed per pair.
    if ((0,_binding_report_index_js__WEBPACK_IMPORTED_MODULE_1__/* .ownPairs */ .Og)(prepared.index, kept)) {
        const filled = new Set(kept.map(({ pair }) => pair));
        return withText.filter((pair) => !filled.has(pair));
    }
    const filled = new Set(kept.map(({ pair }) => pair.key));
    return withText.filter((pair) => !filled.has(pair.key));
}


/***/ }),

/***/ 4732:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  x4: () => (/* binding */ NoReportsError),
  Cf: () => (/* binding */ checkLoaded),
  eK: () => (/* binding */ loadForCheck),
  k_: () => (/* binding */ runCheck)
});

// UNUSED EXPORTS: invalidReport

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./src/formats/discover.ts
var discover = __webpack_require__(4569);
// EXTERNAL MODULE: ./src/formats/load.ts + 3 modules
var formats_load = __webpack_require__(3076);
// EXTERNAL MODULE: ./src/formats/model.ts
var model = __webpack_require__(5881);
// EXTERNAL MODULE: ./src/formats/read.ts
var read = __webpack_require__(1558);
// EXTERNAL MODULE: ./src/gate/decide.ts
var decide = __webpack_require__(5243);
// EXTERNAL MODULE: ./src/results/types.ts
var types = __webpack_require__(5187);
// EXTERNAL MODULE: ./src/binding/aggregate.ts
var aggregate = __webpack_require__(8330);
// EXTERNAL MODULE: ./src/binding/report-index.ts
var report_index = __webpack_require__(1042);
// EXTERNAL MODULE: ./src/results/finding-codes.ts + 1 modules
var finding_codes = __webpack_require__(4521);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./src/text/reference-fingerprint.ts

/**
 * SHA-256 of what a reference check reads of an evidence record: its URL, title and reference
 * text. The base comparison tells by it whether a pull request changed the reference.
 */
function referenceFingerprint(record) {
    return (0,external_node_crypto_.createHash)('sha256')
        .update(JSON.stringify([record.url, record.title, record.reference ?? null]), 'utf8')
        .digest('hex');
}

// EXTERNAL MODULE: ./src/numbers/index.ts + 11 modules
var numbers = __webpack_require__(7437);
// EXTERNAL MODULE: ./src/text/controls.ts
var controls = __webpack_require__(7453);
;// CONCATENATED MODULE: ./src/binding/cited-numbers.ts
// What grounding reads of an evidence record (its excerpt, and its title when it is the source's
// own, control sequences blanked) and that text's numbers, made once per record and kept with it:
// the ungrounded-number check (src/check/numeric-findings.ts) and re-attribution (./reattribute.ts)
// read the same records, and indexing a record's numbers scans its whole text.


const texts = new WeakMap();
const indexes = new WeakMap();
/** The record's text as grounding reads it; the same object for the same record. */
function citedText(evidence) {
    let text = texts.get(evidence);
    if (text === undefined) {
        const title = evidence.titleIsStandIn ? '' : (0,controls/* blankControlSequences */.cT)(evidence.title);
        text = { excerpt: (0,controls/* blankControlSequences */.cT)(evidence.excerpt), ...(title ? { title } : {}) };
        texts.set(evidence, text);
    }
    return text;
}
/** The numbers of a text `citedText` made (or any other), indexed once. */
function citedNumbers(text) {
    let index = indexes.get(text);
    if (index === undefined) {
        index = (0,numbers/* indexNumbers */.$A)(text);
        indexes.set(text, index);
    }
    return index;
}

;// CONCATENATED MODULE: ./src/check/numeric-findings.ts




/**
 * `ungrounded_number` findings: numbers in a claim that none of its cited sources contains, in
 * its excerpt or its title (a title the adapter made up, such as the url, does not count).
 * A snapshotted source is judged, pair by pair, on the passages stored for that sentence.
 * A number copied verbatim from a source is settled by a text search; only the rest need the
 * source's numbers, which are read once per source and only when needed. Terminal control
 * sequences are blanked out of every side first: their parameters ("52" of OSC 52, "8m" of
 * ESC[8m) are not numbers of the text.
 */
function numericFindings(index) {
    return ungroundedNumbers(index, index.claims, false);
}
/**
 * Compared with a base commit: numbers that only snapshot passages the pull request wrote ground
 * (src/formats/snapshot/written.ts), judged as above with those passages left out. The base comparison
 * counts each one that was ungrounded at the base as still ungrounded (src/base/written-grounding.ts).
 */
function writtenGroundedNumbers(index, ungrounded) {
    const wrote = new Set();
    for (const pair of index.pairs)
        if (pair.trustedEvidence)
            wrote.add(pair.claimId);
    if (wrote.size === 0)
        return [];
    const claims = index.claims.filter((claim) => wrote.has(claim.id));
    // `ungrounded` is what numericFindings found with every passage (each claim is judged alone,
    // so its findings for these claims are those a pass over them alone would find).
    const grounded = new Set(ungrounded.map((finding) => `${finding.claim_id}\n${finding.text}`));
    return ungroundedNumbers(index, claims, true)
        .filter((finding) => !grounded.has(`${finding.claim_id}\n${finding.text}`))
        .map((finding) => ({
        ...finding,
        grounded_by: 'pull_request_passages',
        message: `"${finding.text}" (${finding.value}${finding.unit ? ` ${finding.unit}` : ''}) occurs, of the excerpts claim ${finding.claim_id} cites, only in snapshot passages this pull request wrote`,
    }));
}
/** `trusted`: a pair judged on snapshot passages some of which the pull request wrote is judged on the others only. */
function ungroundedNumbers(index, claims, trusted) {
    // Keyed by what a pair is judged on: a record (its excerpt, shared by every claim citing it), or
    // a snapshotted sentence's own passages (an object of that pair's alone). Objects as keys, and
    // each claim's pairs read from the claim: a pair looked up by a key string built for every
    // lookup cost more than the text search it led to.
    // Each record's text and numbers are kept with the record (../binding/cited-numbers.ts), shared
    // with re-attribution, which reads the same records for found_in.
    const noText = { excerpt: '' };
    const textOf = (evidence) => (evidence ? citedText(evidence) : noText);
    /**
     * The texts a claim's pairs are judged on, or null while one of them has none (see below).
     * `trusted`: a pair's passages less those the pull request wrote, where it wrote some.
     */
    const citedTexts = (claim) => {
        const cited = [];
        for (const pair of claim.pairs) {
            if (!hasText(pair))
                return null;
            const text = textOf((0,report_index/* pairEvidence */._I)(index, pair));
            if (text.excerpt.trim() === '')
                return null;
            cited.push(trusted && pair.trustedEvidence ? textOf(pair.trustedEvidence) : text);
        }
        return cited;
    };
    const inSource = (fact, { excerpt, title }) => (0,numbers/* occursVerbatim */.M)(fact, excerpt) || (title !== undefined && (0,numbers/* occursVerbatim */.M)(fact, title));
    const findings = [];
    for (const claim of claims) {
        // A claim citing a source that cannot be traced has sources we do not know: its numbers may be in them.
        if (claim.evidenceIds.length === 0 || claim.hasUnresolved)
            continue;
        // Nor is a claim judged while a source it cites has no text (a URL-only source not yet
        // snapshotted, its own no_source_text finding): a number missing from the others may be in it.
        const sources = citedTexts(claim);
        if (sources === null)
            continue;
        const statement = (0,controls/* blankControlSequences */.cT)(claim.statement);
        const facts = (0,numbers/* extractNumbers */.iq)(statement);
        const unsettled = facts.filter((fact) => !fact.groundOnly && !sources.some((text) => inSource(fact, text)));
        if (unsettled.length === 0)
            continue;
        const cited = sources.map(citedNumbers);
        // A number the claim itself converts from a grounded one ("125 mph (201 km/h)") is grounded.
        for (const number of (0,numbers/* withoutStatedConversions */.Xl)(statement, facts, (0,numbers/* groundNumbers */.gJ)(unsettled, cited))) {
            const unit = number.unit ? ` ${number.unit}` : '';
            findings.push({
                code: 'ungrounded_number',
                claim_id: claim.id,
                line: claim.line,
                text: number.text,
                value: number.value,
                unit: number.unit,
                message: `"${number.text}" (${number.value}${unit}) occurs in none of the excerpts claim ${claim.id} cites`,
            });
        }
    }
    return findings;
}
/** False for a pair whose source has no text: a blank excerpt and no bound snapshot passages. */
function hasText(pair) {
    return pair.sourceText === undefined || pair.sourceText.kind === 'bound';
}

// EXTERNAL MODULE: ./src/check/snapshot-findings.ts
var snapshot_findings = __webpack_require__(949);
// EXTERNAL MODULE: ./src/check/trust.ts
var check_trust = __webpack_require__(7122);
// EXTERNAL MODULE: ./src/check/unconfirmed.ts
var check_unconfirmed = __webpack_require__(7184);
// EXTERNAL MODULE: ./src/numbers/dates.ts
var dates = __webpack_require__(3779);
// EXTERNAL MODULE: ./src/text/whitespace.ts
var whitespace = __webpack_require__(7586);
;// CONCATENATED MODULE: ./src/binding/number-sense.ts
/**
 * Words after a number that count nothing ("20 of the", "3 to 5", "in 2019 and"): the number is
 * then bare. An adjective ("3 new countries") is kept as the word: stricter, never looser.
 */
const NOT_COUNTED = new Set(('a an the and or but nor of to in on at for by with from per than as is was were are be been being ' +
    'has had have that which who whom whose when where while after before since until into onto out ' +
    'over under up down between among during through against about around nearly almost more less ' +
    'most least fewer other others such this these those it its their his her our your my not no so ' +
    'if then also only just each every all both either neither').split(' '));
/** The word right after a number: after spaces, or after one hyphen ("20-week"). */
const WORD_AFTER = /^(?:[ \t\u00a0]{1,3}|-)(\p{L}[\p{L}\p{M}'’]*)/u;
/** The counted word right after `end` in `text`, or undefined when there is none. */
function countedWordAfter(text, end) {
    const match = WORD_AFTER.exec(text.slice(end, end + 64));
    const word = match?.[1]?.toLowerCase().replace(/['’]s$/u, '');
    if (word === undefined || NOT_COUNTED.has(word))
        return undefined;
    return { word, hyphen: match?.[0]?.startsWith('-') === true };
}
/** Whether two counted words are the same word, singular or plural ("week"/"weeks", "city"/"cities"). */
function sameCountedWord(a, b) {
    if (a === b)
        return true;
    const [short, long] = a.length <= b.length ? [a, b] : [b, a];
    return (long === `${short}s` ||
        long === `${short}es` ||
        (short.endsWith('y') && long === `${short.slice(0, -1)}ies`) ||
        (short.endsWith('f') && long === `${short.slice(0, -1)}ves`) ||
        (short.endsWith('fe') && long === `${short.slice(0, -2)}ves`));
}
/** What a place must show for the claim's number `fact` (read from `text`) to be the same fact. */
function numberSense(fact, text) {
    if (fact.unit !== null)
        return { kind: 'value' };
    if (fact.kind === 'year')
        return { kind: 'value' };
    if (statedConversion(text, fact.start))
        return { kind: 'never' };
    const counted = countedWordAfter(text, fact.end);
    if (counted !== undefined) {
        const from = rangeStartBefore(text, fact.start);
        return { kind: 'counted', ...counted, ...(from === undefined ? {} : { from }) };
    }
    return specificAlone(fact) ? { kind: 'value' } : { kind: 'never' };
}
/**
 * A number in brackets right after another ("60 mph (97 km/h)") restates that one in other units:
 * its fact is the first number's, and "0 to 60 mph (97 km/h)" said of cars holds the same 97.
 */
const CONVERSION_BEFORE = /\d[^\d()]{0,24}\(\s*(?:about |approximately |approx\. |around |~|≈|c\. )?$/u;
function statedConversion(text, start) {
    return CONVERSION_BEFORE.test(text.slice(Math.max(0, start - 48), start));
}
/**
 * The number a range's end follows ("15" in "15 and 20", "10" in "10-20", "10–20", "10 to 20"):
 * "20 weeks" in "between 15 and 20 weeks" is the same fact only as the end of the same range.
 */
const RANGE_START = /(?<![\d.,])(\d+(?:\.\d+)?)\s*(?:-|–|—|&|to|and)\s*$/u;
function rangeStartBefore(text, start) {
    const match = RANGE_START.exec(text.slice(Math.max(0, start - 24), start));
    return match?.[1] === undefined ? undefined : Number(match[1]);
}
const RANGE_END = /(?<![\d.,])(\d+(?:\.\d+)?)\s*(?:-|–|—|&|to|and)\s*\S+$/u;
/** The start of the range whose end is the number `text` writes from `start` to `end`, if it is one. */
function rangeStartOf(text, start, end) {
    const match = RANGE_END.exec(text.slice(Math.max(0, start - 24), end));
    return match?.[1] === undefined ? undefined : Number(match[1]);
}
/** Whether a year or a date stands alone: a claim's other specific numbers must stand with it. */
function isDated(fact) {
    return fact.kind === 'year' || fact.unit === 'date';
}
/** A bare number that says something on its own: a year, a decimal, or 100 and more. */
function specificAlone(fact) {
    const value = Math.abs(fact.value);
    if (/^\d{4}$/u.test(fact.text) && value >= 1000 && value <= 2100)
        return true;
    if (fact.kind === 'word' || fact.kind === 'ordinal')
        return value >= 100;
    return !Number.isInteger(value) || value >= 100;
}
/** Words beside a date that say nothing of what happened then. */
const NOT_EVENT = new Set([
    ...NOT_COUNTED,
    ...'january february march april may june july august september october november december year years day days month months early late later earlier around about some there they them were would could'.split(' '),
]);
const EVENT_WORD = /\p{L}[\p{L}\p{M}'’-]*/gu;
/** How far either side of a date its clauses are looked for: a snippet may have no full stop at all. */
const EVENT_SPAN = 300;
/** A word's stem for comparing: lower case, without a possessive or a plain inflection ("released", "releases"). */
const stem = (word) => word.toLowerCase().replace(/(?:['’]s|ing|ed|es|s|d)$/u, '');
/** Where a clause ends: a stop, a semicolon, a colon, a comma before a space, a line end. */
function isClauseEnd(text, at) {
    const c = text[at];
    if (c === '\n' || c === ';' || c === '。' || c === '；' || c === '：' || c === '！' || c === '？' || c === '，')
        return true;
    if (c !== '.' && c !== ',' && c !== ':' && c !== '!' && c !== '?')
        return false;
    const next = text[at + 1];
    return next === undefined || /\s/u.test(next);
}
/**
 * The words that say what happened at a date written from `start` to `end` in `text`: those of
 * its clause and of the clause after it ("In 2010, Farmers Insurance became the title sponsor"),
 * three letters or more, not a date's own words, as stems.
 */
function eventWords(text, start, end) {
    let from = start;
    while (from > Math.max(0, start - EVENT_SPAN) && !isClauseEnd(text, from - 1))
        from--;
    const limit = Math.min(text.length, end + EVENT_SPAN);
    let to = end;
    for (let clauses = 0; to < limit; to++)
        if (isClauseEnd(text, to) && ++clauses === 2)
            break;
    const words = (slice) => [...slice.matchAll(EVENT_WORD)]
        .map((match) => match[0])
        .filter((word) => word.length >= 3 && !NOT_EVENT.has(word.toLowerCase()))
        .map(stem);
    return new Set([...words(text.slice(from, start)), ...words(text.slice(end, to))]);
}

// EXTERNAL MODULE: ./src/binding/quote.ts
var binding_quote = __webpack_require__(3253);
;// CONCATENATED MODULE: ./src/binding/reattribute.ts
// Re-attribution: where in a report's other evidence a number or a quote that its cited source
// lacks really stands. A lead section that cites its sources in running order, a quote bound to
// the wrong record, a Markdown sentence that cites the wrong entry of its list: the report holds
// the right source, and this says which. Never a guess: a number counts as found only where the
// grounding rules of src/numbers/ find it (the same rules that called it ungrounded), a quote only
// where it occurs verbatim or after the near-miss ladder's foldings (./quote.ts). No model.
//
// Linear in the report: every record's numbers are read once and put in one sorted table of
// values (and dates by year), and every part's folded words in one table of words, so each number
// or quote looked up visits only the records that hold its value or its rarest word, never every
// text of the report.







/** Too short to say anything: a quote of one word occurs everywhere. */
const MIN_QUOTE_WORDS = 2;
const WORD = /[\p{L}\p{N}]+/gu;
const TOLERANCE = 1e-9;
const FOLD = { fold: true, plain: true };
/**
 * `reportQuoted`: records whose excerpt is the report's own quotation of the source (a Markdown
 * text fragment, a footnote's quote), not text read from it. They are never named as a place:
 * the report's word for what a source says is what is being checked. Each look-up lists at most
 * `limit` places and counts the rest: a figure that many records hold and many claims miss would
 * otherwise make a place per record per claim, growing with the square of the report.
 */
function evidenceLocator(evidence, reportQuoted, limit) {
    const records = [];
    for (const record of evidence.values())
        if (record.excerpt.trim() !== '' && !reportQuoted.has(record.id))
            records.push(recordOf(record));
    let numbers;
    let words;
    const lookups = new Map();
    return {
        number(fact, exclude, text, others = []) {
            const sense = numberSense(fact, text);
            if (sense.kind === 'never')
                return { found: [], total: 0 };
            const companions = isDated(fact)
                ? others.filter((other) => other !== fact && other.value !== fact.value && numberSense(other, text).kind !== 'never')
                : [];
            // A date alone says only when: the place must say what too, in one of the claim's words beside it.
            const events = isDated(fact) && companions.length === 0 ? eventWords(text, fact.start, fact.end) : undefined;
            numbers ??= numberTable(records);
            const table = numbers;
            // Where a number stands depends on the fact and on what the claim asks of a place (the
            // counted word, the companions, the event words), not on the claim itself: one look-up
            // serves every claim that asks the same (a figure wrong in many claims), less what each cites.
            const key = lookupKey(fact, sense, companions, events);
            let known = lookups.get(key);
            if (!known) {
                const places = [...candidatesFor(table, fact)]
                    .sort((a, b) => a - b)
                    .flatMap((at) => {
                    const record = records[at];
                    if (!grounds(record.cited, table.indexes[at], fact))
                        return [];
                    const where = sense.kind === 'counted'
                        ? countedWhere(record, fact, sense, table.partFacts)
                        : companions.length > 0
                            ? companionWhere(record, fact, companions, table.partIndexes)
                            : events !== undefined
                                ? eventWhere(record, fact, events, table.partIndexes)
                                : numberWhere(record, fact, table.partIndexes);
                    return where ? [{ record, where }] : [];
                });
                known = { places, ids: new Set(places.map(({ record }) => record.evidence.id)) };
                lookups.set(key, known);
            }
            // Each claim takes the first places it does not cite, and the count less those it cites:
            // a walk of every place per claim would grow with the square of the report.
            let cited = 0;
            for (const id of exclude)
                if (known.ids.has(id))
                    cited++;
            const found = [];
            for (const { record, where } of known.places) {
                if (found.length >= limit)
                    break;
                if (!exclude.has(record.evidence.id))
                    found.push(foundAt(record, where));
            }
            return { found, total: known.places.length - cited };
        },
        quote(raw, exclude) {
            const quote = (0,whitespace/* trimPythonWhitespace */.Of)(raw);
            const folded = (0,binding_quote/* normalizedText */.F9)(quote, FOLD);
            const tokens = folded.match(WORD) ?? [];
            if (tokens.length < MIN_QUOTE_WORDS)
                return { found: [], total: 0 };
            words ??= wordTable(records);
            const found = [];
            let total = 0;
            for (const at of quoteCandidates(words, tokens)) {
                const record = records[at];
                if (exclude.has(record.evidence.id))
                    continue;
                const places = [...record.parts, ...(record.title ? [record.title] : [])];
                for (const part of places) {
                    if (!(words.folded.get(part) ?? '').includes(folded))
                        continue;
                    const match = quoteMatch(quote, part.text);
                    if (match === null)
                        continue;
                    if (total++ < limit)
                        found.push({ ...foundAt(record, part), ...(match === 'exact' ? {} : { folding: match }) });
                    break;
                }
            }
            return { found, total };
        },
    };
}
function recordOf(evidence) {
    const cited = citedText(evidence);
    const parts = partsOf(evidence);
    // A snapshot's first part is already the page's title.
    const titleIsPart = evidence.sourceText?.source?.title ? true : false;
    return {
        evidence,
        cited,
        parts,
        ...(cited.title !== undefined && !titleIsPart ? { title: { text: evidence.title, where: 'title' } } : {}),
    };
}
/** A record's parts as a reader finds them: STORM's snippets, a snapshot's title and passages, or the excerpt. */
function partsOf(evidence) {
    const state = evidence.sourceText;
    const snippets = evidence.snippets;
    if (state?.source && snippets) {
        const hasTitle = state.source.title ? 1 : 0;
        return snippets.map((text, index) => {
            if (index < hasTitle)
                return { text, where: 'page title' };
            const passage = index - hasTitle;
            const line = state.passageLines?.[passage];
            return { text, where: `passage ${passage + 1}`, ...(line === undefined ? {} : { line }) };
        });
    }
    if (snippets && snippets.length > 0)
        return snippets.map((text, index) => ({ text, where: `snippet ${index + 1}` }));
    return [{ text: evidence.excerpt, where: 'excerpt' }];
}
/** The place, with the line of the part (a snapshot passage) or else of the record, where known. */
function foundAt(record, part) {
    const { evidence } = record;
    const snapshot = evidence.sourceText?.file;
    const at = part.line !== undefined && snapshot !== undefined
        ? { file: snapshot, line: part.line }
        : evidence.location
            ? { file: evidence.location.file, line: evidence.location.line }
            : {};
    return {
        evidence_id: evidence.id,
        label: evidence.titleIsStandIn ? evidence.url : evidence.title,
        where: part.where,
        ...at,
    };
}
function numberTable(records) {
    const indexes = records.map((record) => citedNumbers(record.cited));
    // Records by value, then the distinct values sorted natively: grouping first spares a sort of
    // one pair per entry with a comparator (most of a report's entries repeat a few values).
    const byValue = new Map();
    const years = new Map();
    const yearless = [];
    const named = [];
    let maxStep = 0;
    let ownerCount = 0;
    indexes.forEach((index, at) => {
        for (const entry of index.entries) {
            const list = byValue.get(entry.value);
            if (!list) {
                byValue.set(entry.value, [at]);
                ownerCount++;
            }
            else if (list[list.length - 1] !== at) {
                list.push(at);
                ownerCount++;
            }
            if (entry.step !== null && entry.step > maxStep)
                maxStep = entry.step;
        }
        for (const date of index.dates) {
            if (date.year === 0) {
                if (yearless[yearless.length - 1] !== at)
                    yearless.push(at);
                continue;
            }
            const list = years.get(date.year);
            if (!list)
                years.set(date.year, [at]);
            else if (list[list.length - 1] !== at)
                list.push(at);
        }
        if (index.names.size > 0)
            named.push(at);
    });
    const values = Float64Array.from(byValue.keys()).sort();
    const firstOwner = new Int32Array(values.length + 1);
    const owners = new Int32Array(ownerCount);
    let next = 0;
    values.forEach((value, at) => {
        firstOwner[at] = next;
        for (const owner of byValue.get(value))
            owners[next++] = owner;
    });
    firstOwner[values.length] = next;
    return {
        indexes,
        values,
        firstOwner,
        owners,
        maxStep,
        years,
        yearless,
        named,
        partIndexes: new WeakMap(),
        partFacts: new WeakMap(),
    };
}
/** The first position whose value is at least `value`. */
function lowerBound(values, value) {
    let low = 0;
    let high = values.length;
    while (low < high) {
        const mid = (low + high) >>> 1;
        if (values[mid] < value)
            low = mid + 1;
        else
            high = mid;
    }
    return low;
}
/**
 * Every record that may ground the fact: those with a value within rounding reach of one of its
 * readings (or of the percentage a proportion reads as), a date of its year, or a name. A superset:
 * each is then checked by the grounding rules themselves.
 */
function candidatesFor(table, fact) {
    const found = new Set();
    const addRange = (value, reach) => {
        const from = lowerBound(table.values, value - reach);
        for (let at = from; at < table.values.length && table.values[at] <= value + reach; at++)
            for (let owner = table.firstOwner[at]; owner < table.firstOwner[at + 1]; owner++)
                found.add(table.owners[owner]);
    };
    const visit = (f) => {
        for (const value of f.values ?? [f.value]) {
            if (f.unit === 'date') {
                const { year } = (0,dates/* decodeDate */.Hq)(value);
                if (year === 0)
                    for (const list of table.years.values())
                        for (const at of list)
                            found.add(at);
                else
                    for (const at of table.years.get(year) ?? [])
                        found.add(at);
                for (const at of table.yearless)
                    found.add(at);
                continue;
            }
            const scale = f.step !== undefined && f.step !== 0 && f.value !== 0 ? Math.abs(value / f.value) : 1;
            const step = f.step === undefined ? 0 : f.step === 0 ? table.maxStep : f.step * scale;
            const reach = Math.max(step / 2, Math.abs(value) * TOLERANCE) * (1 + TOLERANCE) + TOLERANCE;
            addRange(value, reach);
            // A proportion may stand for a percentage ("0.42" for 42%).
            if (f.unit === null && value > 0 && value < 1)
                addRange(value * 100, reach * 100);
        }
        if (f.name !== undefined || f.wordBefore !== undefined)
            for (const at of table.named)
                found.add(at);
        for (const part of f.parts ?? [])
            visit(part);
    };
    visit(fact);
    return found;
}
/**
 * What grounding and the look-up read of a fact: everything but where the claim writes it
 * (`start`, `end`, of the fact and of its parts), which only the word it counts depends on.
 */
function factKey(fact) {
    return JSON.stringify(fact, (key, value) => (key === 'start' || key === 'end' ? undefined : value));
}
/** What a look-up of a number asks: the fact, and what a place must show beside it. */
function lookupKey(fact, sense, companions, events) {
    // No event words (null) and an empty set of them ask different things.
    return JSON.stringify([factKey(fact), sense, companions.map(factKey), events ? [...events].sort() : null]);
}
function grounds(text, index, fact) {
    if ((0,numbers/* occursVerbatim */.M)(fact, text.excerpt) || (text.title !== undefined && (0,numbers/* occursVerbatim */.M)(fact, text.title)))
        return true;
    return (0,numbers/* groundNumbers */.gJ)([fact], [index]).length === 0;
}
/**
 * Whether the part on its own grounds the fact, as `grounds` says: the number copied verbatim
 * (the common case: a claim that cites the wrong one of two sources) is settled by a text
 * search, so the part's numbers are read only when it is not.
 */
function partGrounds(read, fact) {
    if ((0,numbers/* occursVerbatim */.M)(fact, read.text))
        return true;
    read.index ??= (0,numbers/* indexFacts */.qj)(partFacts(read));
    return (0,numbers/* groundNumbers */.gJ)([fact], [read.index]).length === 0;
}
/** The part's numbers, read once (the same as `indexNumbers` reads: one extraction serves both). */
function partFacts(read) {
    return (read.facts ??= (0,numbers/* extractNumbers */.iq)(read.text));
}
/**
 * Which parts hold the number, each on its own ("snippets 2 and 5"), else the title; a plain
 * excerpt and its title together, as grounding reads them. Null when only several parts together
 * do ("on 30 August" in one snippet, "2023" in another): that is not where the number stands.
 */
function numberWhere(record, fact, cache) {
    const holds = (part) => partGrounds(partNumbers(record, part, cache), fact);
    const parts = record.parts.filter(holds);
    if (parts.length === 1)
        return parts[0];
    if (parts.length > 1)
        return { where: joinWhere(parts.map((part) => part.where)) };
    if (record.title && holds(record.title))
        return record.title;
    return record.parts.length === 1 && record.title ? { where: 'excerpt and title' } : null;
}
/**
 * Which parts (else the title) hold the number right before the same counted word, each on its
 * own: "20 weeks" stands where a part says "20 weeks" or "twenty weeks", never where it says
 * "20 countries" and "weeks" somewhere else. Null when no part does.
 */
function countedWhere(record, fact, sense, cache) {
    return partsWhere(record, (part) => {
        let counted = cache.get(part);
        if (!counted) {
            const text = (0,controls/* blankControlSequences */.cT)(part.text);
            counted = (0,numbers/* extractNumbers */.iq)(text).flatMap((found) => {
                const counted = countedWordAfter(text, found.end);
                if (counted === undefined)
                    return [];
                const from = rangeStartOf(text, found.start, found.end);
                return [{ text: text.slice(found.start, found.end), ...counted, ...(from === undefined ? {} : { from }) }];
            });
            cache.set(part, counted);
        }
        return counted.some((found) => sameCountedWord(found.word, sense.word) &&
            (!found.hyphen || sense.hyphen) &&
            found.from === sense.from &&
            grounds({ excerpt: found.text }, (0,numbers/* indexNumbers */.$A)(found.text), fact));
    });
}
/** Which parts (else the title) hold the year or date together with another of the claim's numbers. */
function companionWhere(record, fact, companions, cache) {
    return partsWhere(record, (part) => {
        const read = partNumbers(record, part, cache);
        const holds = (f) => partGrounds(read, f);
        return holds(fact) && companions.some(holds);
    });
}
/**
 * Which parts (else the title) hold the year or date, each on its own, with one of the claim's
 * words beside it (`events`, ./number-sense.ts eventWords): "released in 2019" is in "came out
 * in 2019 … Nightfall" only through "Nightfall". A part that holds the date only with other
 * words tells of another event of that day.
 */
function eventWhere(record, fact, events, cache) {
    if (events.size === 0)
        return null;
    return partsWhere(record, (part) => {
        const read = partNumbers(record, part, cache);
        if (!partGrounds(read, fact))
            return false;
        return partFacts(read).some((found) => {
            const written = read.text.slice(found.start, found.end);
            if (!grounds({ excerpt: written }, (0,numbers/* indexNumbers */.$A)(written), fact))
                return false;
            for (const word of eventWords(read.text, found.start, found.end))
                if (events.has(word))
                    return true;
            return false;
        });
    });
}
/**
 * A part's PartNumbers, made once. A part that is the record's whole excerpt takes the text
 * grounding already blanked (the same function of the same string), sparing a scan of it.
 */
function partNumbers(record, part, cache) {
    let read = cache.get(part);
    if (!read) {
        const text = part.text === record.evidence.excerpt ? record.cited.excerpt : (0,controls/* blankControlSequences */.cT)(part.text);
        read = { text };
        cache.set(part, read);
    }
    return read;
}
/** The parts that each on their own hold what is looked for, else the title; null when none does. */
function partsWhere(record, holds) {
    const parts = record.parts.filter(holds);
    if (parts.length === 1)
        return parts[0];
    if (parts.length > 1)
        return { where: joinWhere(parts.map((part) => part.where)) };
    return record.title && holds(record.title) ? record.title : null;
}
/** "snippets 2 and 5", "passages 1, 3 and 4 more": several parts of one kind in one phrase. */
function joinWhere(places) {
    const kind = places[0]?.split(' ')[0] ?? '';
    if (!places.every((place) => place.startsWith(`${kind} `)))
        return places.join(', ');
    const numbers = places.map((place) => place.slice(kind.length + 1));
    const shown = numbers.length > 4 ? [...numbers.slice(0, 3), `${numbers.length - 3} more`] : numbers;
    return `${kind}s ${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}`;
}
function wordTable(records) {
    const table = { records: new Map(), folded: new Map() };
    records.forEach((record, at) => {
        for (const part of [...record.parts, ...(record.title ? [record.title] : [])]) {
            const folded = (0,binding_quote/* normalizedText */.F9)(part.text, FOLD);
            table.folded.set(part, folded);
            for (const [word] of folded.matchAll(WORD)) {
                const list = table.records.get(word);
                if (!list)
                    table.records.set(word, [at]);
                else if (list[list.length - 1] !== at)
                    list.push(at);
            }
        }
    });
    return table;
}
/**
 * The records (in report order) that hold the quote's rarest whole word. The quote's first and
 * last words may be cut ("he trial was" inside "The trial was"), so only the words between them
 * are sure to be whole; a quote of two words has none, and is looked up by both as whole words
 * (a two-word quote cut inside a word is not found: a lead missed, never one made up).
 */
function quoteCandidates(table, tokens) {
    const inner = tokens.length > 2 ? tokens.slice(1, -1) : tokens;
    let best;
    for (const token of inner) {
        const list = table.records.get(token) ?? [];
        if (best === undefined || list.length < best.length)
            best = list;
        if (best.length === 0)
            break;
    }
    return best ?? [];
}
/** Whether the quote is in the text: verbatim, or after the ladder's whitespace, case or typography folding. */
function quoteMatch(quote, text) {
    if (text.includes(quote))
        return 'exact';
    const miss = (0,binding_quote/* explainUnboundQuote */.n4)(quote, text);
    return miss.kind === 'whitespace' || miss.kind === 'case' || miss.kind === 'typography' ? miss.kind : null;
}

// EXTERNAL MODULE: ./src/binding/quotations.ts
var quotations = __webpack_require__(5450);
;// CONCATENATED MODULE: ./src/check/found-in.ts






/** Most places kept per finding; `found_in_total` says how many there were when more. */
const FOUND_IN_MAX = 10;
/**
 * The findings, rejections and claims with `found_in` where the report's other evidence holds what
 * they miss; `reportQuoted` are the records whose excerpt is the report's own quotation, never a place.
 */
function locateElsewhere(index, findings, rejected, claims, reportQuoted = new Set()) {
    // Built only when something is looked up: a report with nothing missing reads no evidence again.
    let locator;
    const locate = () => (locator ??= evidenceLocator(index.evidence, reportQuoted, FOUND_IN_MAX));
    const factsOf = claimFacts(index);
    const cited = (claimId) => new Set(index.claimsById.get(claimId)?.evidenceIds ?? []);
    const withFindings = findings.map((finding) => {
        if (finding.code === 'ungrounded_number') {
            const { text, facts } = factsOf(finding.claim_id);
            const fact = facts.find((f) => f.text === finding.text && f.value === finding.value);
            return fact ? withFound(finding, locate().number(fact, cited(finding.claim_id), text, facts)) : finding;
        }
        if (finding.code === 'quote_not_in_source')
            return withFound(finding, locate().quote(finding.text, new Set([finding.evidence_id])));
        return finding;
    });
    const withRejected = rejected.map((rejection) => rejection.reason === 'unbound_quote' && rejection.quote !== undefined
        ? withFound(rejection, locate().quote(rejection.quote, new Set([rejection.evidence_id])))
        : rejection);
    const reported = new Map();
    for (const finding of withFindings)
        if (finding.code === 'quote_not_in_source')
            reported.set(finding.claim_id, (reported.get(finding.claim_id) ?? new Set()).add(finding.text));
    const withClaims = claims.map((claim) => {
        if (claim.verdict !== 'insufficient' && claim.verdict !== 'contradicts')
            return claim;
        // Each quotation's places in turn: the first FOUND_IN_MAX of them all, and the count of them all.
        const found = [];
        let total = 0;
        for (const quotation of unsupportedQuotations(index, claim.id, reported.get(claim.id))) {
            const places = locate().quote(quotation, cited(claim.id));
            for (const place of places.found)
                if (found.length < FOUND_IN_MAX)
                    found.push({ ...place, text: quotation });
            total += places.total;
        }
        return withFound(claim, { found, total });
    });
    return { findings: withFindings, rejected: withRejected, claims: withClaims };
}
/** `found` holds at most FOUND_IN_MAX places (the locator's limit); `total` counts them all. */
function withFound(item, { found, total }) {
    if (total === 0)
        return item;
    return {
        ...item,
        found_in: found,
        ...(total > FOUND_IN_MAX ? { found_in_total: total } : {}),
    };
}
/** Each claim's text as grounding read it (control sequences blanked) and its numbers, read once per claim. */
function claimFacts(index) {
    const cache = new Map();
    return (claimId) => {
        let read = cache.get(claimId);
        if (!read) {
            const text = (0,controls/* blankControlSequences */.cT)(index.claimsById.get(claimId)?.statement ?? '');
            read = { text, facts: (0,numbers/* extractNumbers */.iq)(text) };
            cache.set(claimId, read);
        }
        return read;
    };
}
/**
 * The quotations of a claim that none of its cited sources holds (verbatim or after the
 * near-miss ladder's foldings), leaving out those a `quote_not_in_source` finding already
 * places: that finding carries its own `found_in`.
 */
function unsupportedQuotations(index, claimId, reported) {
    const claim = index.claimsById.get(claimId);
    if (!claim || claim.evidenceIds.length === 0 || claim.hasUnresolved)
        return [];
    const texts = claim.evidenceIds.map((evidenceId) => {
        const pair = (0,report_index/* findPair */.c6)(index, claimId, evidenceId);
        return (pair ? (0,report_index/* pairEvidence */._I)(index, pair) : index.evidence.get(evidenceId))?.excerpt ?? '';
    });
    // A cited source with no text may hold the quotation: nothing is said about where else it is.
    if (texts.some((text) => text.trim() === ''))
        return [];
    return (0,quotations/* quotationsIn */.j)(claim.statement).filter((quotation) => !reported?.has(quotation) && !texts.some((text) => inText(quotation, text)));
}
function inText(quote, text) {
    if (text.includes(quote))
        return true;
    const kind = (0,binding_quote/* explainUnboundQuote */.n4)(quote, text).kind;
    return kind === 'whitespace' || kind === 'case' || kind === 'typography';
}

;// CONCATENATED MODULE: ./src/check/recall.ts
// Citation recall (docs/checks.md#citation-recall): the sentences of a report that state a fact
// a reader could check (a number, a date, a percentage, a quotation of two words or more, a
// superlative such as "the first" or "the largest") and cite nothing, in a report that cites
// elsewhere. Each is an `uncited_claim` notice; the report's figure is the share of its factual
// sentences that cite a source. Left out: headings (no adapter makes them sentences), table
// cells, the report's own title, questions, and a sentence that only restates an earlier cited
// sentence of its paragraph (every fact of it is in that sentence).



// A superlative that states a fact someone can look up: a rank or an extreme of something
// measurable. "The most important", "the best", "the only way" are judgements; "the first" only
// as a first in history ("the first city to", "for the first time"), not the first of a list.
const SUPERLATIVE = new RegExp([
    String.raw `\b(?:the|its|their|his|her|world's|country's|nation's)\s+(?:largest|biggest|smallest|highest|lowest|oldest|youngest|longest|shortest|fastest|slowest|earliest|tallest|deepest|heaviest|busiest|richest|poorest|best[-\s]selling|most\s+(?:populous|visited|streamed|watched|downloaded))\b(?!-)`,
    String.raw `\b(?:the|its|their|his|her)\s+first\s+(?:[\p{L}-]+\s+){0,4}(?:to|ever|in\s+(?:history|the\s+world)|\p{L}{3,}ed\s+(?:by|in))\b`,
    String.raw `\bfor\s+the\s+first\s+time\b`,
].join('|'), 'giu');
// Words that attribute a quotation to someone: without one, words in quotation marks are a
// term, a title or a scare quote ("set and forget"), not something a source is said to say.
const ATTRIBUTION = /\b(?:said|says|saying|wrote|writes|stated|told|tells|according\s+to|calls?\s+it|called\s+(?:it|them|this|the)|described|describes|put\s+it|noted|argued|argues|claimed|announced|declared|quoted|tweeted|remarked|explained|explains|commented|warned|warns|recalled|admitted|insisted|concluded|testified|acknowledged|acknowledges|promised|pledged|committed\s+to|insists)\b/iu;
// What a sentence holds that is no fact of its own: a label's number at its start ("Insight 3:",
// "Gap 2."), an issue or item number ("#8921"), examples ("(e.g., 10, 20, 30)").
const LABEL = /^\s*[\p{Lu}][\p{L}-]*(?:\s+[\p{Lu}][\p{L}-]*)?\s+\d{1,3}[a-z]?\s*(?:[:.)—–]|\s-\s)/u;
const ITEM_NUMBER = /#\d+/g;
// A number after a word that names a part of the report or of a list ("Finding 5", "Step 3",
// "Tier 2"): it names, it does not count.
const PART_NUMBER = /\b(?:Finding|Step|Insight|Pattern|Gap|Option|Tier|Level|Stage|Round|Section|Part|Chapter|Question|Issue|Case|Scenario|Example|Lesson|Tip|Rule|Point|Item|Priority|Recommendation|Theme|Pillar|Layer|Sprint|Milestone|Wave|Track|Objective|Goal|Task|Claim|Source|Appendix|Table|Figure|Fig\.|Phase|Bug)s?\s+\d{1,3}(?:\.\d)?[a-z]?(?:(?:,\s*|,?\s+(?:and|or)\s+|\s*[-–]\s*)\d{1,3}[a-z]?)*\b/gu;
const EXAMPLES = /\((?:e\.g\.|i\.e\.|for example|for instance|such as)[^)]*\)/giu;
/** The facts a sentence states that a reader could check. */
function checkableFacts(statement) {
    const text = (0,controls/* blankControlSequences */.cT)(statement)
        .replace(LABEL, (label) => ' '.repeat(label.length))
        .replace(ITEM_NUMBER, (item) => ' '.repeat(item.length))
        .replace(PART_NUMBER, (part) => ' '.repeat(part.length))
        .replace(EXAMPLES, (examples) => ' '.repeat(examples.length));
    const attributed = ATTRIBUTION.test(text);
    return {
        // A count written in words ("the five databases", "three caveats") most often points back at
        // what the report listed; a number written in digits states one.
        numbers: (0,numbers/* extractNumbers */.iq)(text).filter((fact) => !fact.groundOnly && /\d/.test(fact.text)),
        quotations: attributed ? (0,quotations/* quotationsIn */.j)(text) : [],
        superlatives: [...text.matchAll(SUPERLATIVE)].map((match) => match[0].replace(/\s+/g, ' ').toLowerCase()),
    };
}
const isFactual = (facts) => facts.numbers.length > 0 || facts.quotations.length > 0 || facts.superlatives.length > 0;
/**
 * A sentence whose only facts are years or dates states a fact when it says what happened then
 * ("OpenAI announced MCP support in March 2025"); in the present tense a year is the time the
 * report speaks from ("In 2025, performance optimization is a multi-faceted process"), no fact.
 */
function onlyTimeFrame(facts, statement) {
    if (facts.quotations.length > 0 || facts.superlatives.length > 0)
        return false;
    if (!facts.numbers.every((fact) => fact.kind === 'year' || fact.kind === 'date' || isYearRange(fact)))
        return false;
    return !PAST.test(statement.replace(NOT_PAST, ' '));
}
const isYearRange = (fact) => fact.kind === 'range' && (fact.parts ?? []).every((part) => part.kind === 'year' || part.kind === 'date');
const PAST = /\b(?:was|were|had|did|began|became|won|lost|took|made|led|held|wrote|sold|bought|left|met|ran|rose|fell|grew|saw|gave|got|went|came|found|built|began|\p{L}{3,}ed)\b/iu;
// Words ending in -ed that are no past tense in the sentences this reads.
const NOT_PAST = /\b(?:based|related|used|advanced|limited|need|needed|red|detailed|focused|automated|dedicated|integrated|distributed|unified|sophisticated|centered|centred|proposed|expected|specialized|specialised|established|combined|sized|tailored|informed|balanced|varied|mixed|shared|speed|seed|feed|indeed|embed|bed|shed|led\s+by)\b/giu;
/** A line of the report's metadata: "Last updated 2026-02-25.", "Word count: ~6,200 words." */
const METADATA = /^\s*(?:last\s+(?:updated|modified|reviewed)|updated|published|date|version|word\s+count|generated|prepared|compiled|report\s+date)\b/iu;
/** A hypothetical: "Even if the rate were 5%, it would…". */
const HYPOTHETICAL = /\b(?:if|unless|assuming|suppose|supposing)\b[^.]*\b(?:were|would|could|might)\b/iu;
// A domain and path written in the sentence ("zilliz.com/blog/…"): the sentence names its source.
const DOMAIN_PATH = /\b[a-z0-9-]+\.(?:com|org|net|io|ai|dev|gov|edu|co|uk|de)\/\S/iu;
/** A question (the report's own, or a heading-like one) ends with a question mark, behind closing quotes and brackets. */
const QUESTION = /\?["'”’)\]*_]*$/u;
/** A prose sentence ends with a full stop or an exclamation mark; a label ("Total cost: $0.25"), a list's lead-in ("… three steps:") or a fragment does not. */
const SENTENCE_END = /[.!…]["'”’)\]*_]*$/u;
/**
 * The report speaking of itself or to its reader ("this analysis finds", "we consulted 80
 * sources", "if you want"): its own method and advice, not a fact about the world. "US" (upper
 * case) is the country.
 */
const SELF = /\b(?:[Tt]his|[Tt]hese|[Oo]ur|[Tt]he\s+present)\s+(?:report|analysis|section|study|review|document|guide|paper|article|survey|research|investigation|assessment|evaluation|table|chart|figure|list|summary|overview)\b|\b(?:[Ww]e|[Oo]ur|[Oo]urs|us|I|[Mm]y|[Mm]e|[Yy]ou|[Yy]our|[Yy]ours)\b/u;
/** The report's uncited factual sentences as notices, and its figure; null when it cites nothing at all. */
function citationRecall(input) {
    const { claims } = input;
    const cites = (claim) => claim.evidenceIds.length > 0 || (claim.unresolved?.length ?? 0) > 0;
    // A report that cites nothing has its own notice (no_citations), not one per sentence.
    if (!claims.some(cites))
        return null;
    const title = normalTitle(input.title ?? '');
    const findings = [];
    let factual = 0;
    let citing = 0;
    // The cited sentences of the current paragraph so far: what a later sentence may restate.
    let paragraph;
    let earlier = noneEarlier();
    for (const claim of claims) {
        if (claim.paragraph === undefined || claim.paragraph !== paragraph)
            earlier = noneEarlier();
        paragraph = claim.paragraph;
        if (claim.tableCell)
            continue;
        const statement = claim.statement.trim();
        if (QUESTION.test(statement) || (title !== '' && normalTitle(statement) === title))
            continue;
        const facts = checkableFacts(statement);
        // A cited item counts whatever its form (a cited list item "Power: 30 kW [3]" is a claim by
        // its citation); an uncited one only when it is a prose sentence about the world.
        if (cites(claim)) {
            if (claim.paragraph !== undefined)
                remember(earlier, statement);
            if (isFactual(facts)) {
                factual++;
                citing++;
            }
            continue;
        }
        if (!isFactual(facts) || !isProse(claim, statement) || restates(facts, earlier))
            continue;
        if (claim.paragraph !== undefined && onlyTimeFrame(facts, statement))
            continue;
        factual++;
        findings.push({
            code: 'uncited_claim',
            level: 'note',
            message: `claim ${claim.id} states ${factWords(facts)} and cites no source`,
            line: claim.line,
            ...(claim.column === undefined ? {} : { column: claim.column }),
            ...(claim.file === undefined ? {} : { file: claim.file }),
            claim_id: claim.id,
        });
    }
    return { findings, figure: { factual_sentences: factual, citing, ratio: factual === 0 ? null : citing / factual } };
}
/**
 * Advice and instructions: what the reader should do is the report's counsel, not a fact ("Teams
 * should weigh…", "Implement sampling at 10%…", a prompt quoted as an example).
 */
const ADVICE = /\b(?:should|must|ought\s+to|recommend(?:s|ed)?|suggest(?:s|ed)?)\b/iu;
const IMPERATIVE = /^["'“‘(\s]*(?:[\p{L} ]{1,30}:\s+)?(?:Act|Automate|Compare|Download|Identify|Note|Pull|Return|Search|Add|Adopt|Apply|Ask|Avoid|Build|Check|Choose|Configure|Consider|Define|Deploy|Do|Enable|Ensure|Evaluate|Focus|Implement|Include|Install|Keep|Leverage|Limit|Make|Migrate|Monitor|Plan|Prefer|Prioritize|Prioritise|Reduce|Review|Run|Set|Start|Test|Treat|Try|Use|Verify|Write)\b/u;
/**
 * A source named in the sentence itself, as papers cite: "Cemri et al.", "(Smith, 2020)", an arXiv
 * ID, a DOI, a URL, a bracketed tag the format does not read as a marker ("[Q11]"). The sentence
 * cites, though not in a form that binds.
 */
const INLINE_CITATION = /\bet\s+al\b|\([\p{Lu}][\p{L}'-]+(?:\s+(?:and|&)\s+[\p{Lu}][\p{L}'-]+)?,?\s+(?:19|20)\d{2}[a-z]?\)|\barXiv[:\s]*\d{4}\.\d{4,5}|\bdoi:|\b10\.\d{4,9}\/|https?:\/\/|\[[A-Z]{1,4}\d{1,3}(?:[/,]\s*[A-Z]{0,4}\d{1,3})*\]/u;
/**
 * Sections about the report itself: how it was researched, what it left out, its metadata. What
 * they count is the report's work ("Retrieved 14 sources"), not the world's facts.
 */
const ABOUT_THE_REPORT = /\b(?:method(?:s|ology)?|research\s+(?:process|log|notes|design|approach)|process\s+log|appendix|about\s+this|metadata|limitations?|scope|changelog|change\s+log|verification|how\s+this|search\s+strategy|sources?\s+consulted|quality\s+(?:check|assessment|metrics)|confidence\s+(?:level|assessment)|caveats?|next\s+steps|self-critique|audit\s+trail|(?:run|research|report)\s+(?:stats|statistics|details|cost|metrics))\b/iu;
/**
 * In a sentence format (whose sentences have paragraphs), a prose sentence about the world: it
 * ends as a sentence does, does not speak of the report or to its reader, gives no advice or
 * instruction, and names no source of its own. A pipeline report's claims are claims by construction.
 */
function isProse(claim, statement) {
    if (claim.paragraph === undefined)
        return true;
    if (claim.section !== undefined && ABOUT_THE_REPORT.test(claim.section))
        return false;
    return (SENTENCE_END.test(statement) &&
        !SELF.test(statement) &&
        !ADVICE.test(statement) &&
        !IMPERATIVE.test(statement) &&
        !HYPOTHETICAL.test(statement) &&
        !METADATA.test(statement) &&
        !INLINE_CITATION.test(statement) &&
        !DOMAIN_PATH.test(statement));
}
const noneEarlier = () => ({ pending: [], numbers: undefined, texts: [], words: new Map(), short: new Map() });
const recall_WORD = /[\p{L}\p{N}]+/gu;
function remember(earlier, statement) {
    earlier.pending.push((0,numbers/* indexNumbers */.$A)((0,controls/* blankControlSequences */.cT)(statement)));
    const text = statement.toLowerCase();
    const at = earlier.texts.length;
    earlier.texts.push(text);
    for (const [word] of text.matchAll(recall_WORD)) {
        const list = earlier.words.get(word);
        if (!list)
            earlier.words.set(word, [at]);
        else if (list[list.length - 1] !== at)
            list.push(at);
    }
}
/** Every fact of the sentence is in a cited sentence before it in its paragraph: it says again what that one cited. */
function restates(facts, earlier) {
    if (earlier.texts.length === 0)
        return false;
    if (facts.numbers.length > 0) {
        earlier.numbers ??= (0,numbers/* unionIndex */.In)();
        for (const index of earlier.pending)
            (0,numbers/* addToUnion */.sl)(earlier.numbers, index);
        earlier.pending = [];
        if ((0,numbers/* groundNumbers */.gJ)(facts.numbers, [earlier.numbers]).length > 0)
            return false;
    }
    const inEarlier = (phrase) => inEarlierText(phrase.toLowerCase(), earlier);
    return facts.quotations.every(inEarlier) && facts.superlatives.every(inEarlier);
}
/**
 * Whether one of the earlier texts holds the phrase. A word between a phrase's first and last is a
 * whole word of any text holding it, so only the texts holding its rarest such word are read; a
 * shorter phrase is tried on each text once a paragraph.
 */
function inEarlierText(phrase, earlier) {
    const tokens = phrase.match(recall_WORD) ?? [];
    if (tokens.length >= 3) {
        let rarest;
        for (const token of tokens.slice(1, -1)) {
            const list = earlier.words.get(token) ?? [];
            if (rarest === undefined || list.length < rarest.length)
                rarest = list;
        }
        return (rarest ?? []).some((at) => earlier.texts[at].includes(phrase));
    }
    let tried = earlier.short.get(phrase);
    if (!tried)
        earlier.short.set(phrase, (tried = { tried: 0, found: false }));
    for (; !tried.found && tried.tried < earlier.texts.length; tried.tried++)
        tried.found = earlier.texts[tried.tried].includes(phrase);
    return tried.found;
}
/** "a number (15 percent)", "a quotation", "a superlative (the first)": what the notice says the sentence states. */
function factWords(facts) {
    const parts = [];
    const first = facts.numbers[0];
    // The first three as written, so the reader finds them in the sentence.
    const shown = facts.numbers.slice(0, 3).map((fact) => fact.text);
    const more = facts.numbers.length > shown.length ? '; …' : '';
    if (first)
        parts.push(`${facts.numbers.length === 1 ? 'a number' : `${facts.numbers.length} numbers`} (${shown.join('; ')}${more})`);
    if (facts.quotations.length > 0)
        parts.push(facts.quotations.length === 1 ? 'a quotation' : 'quotations');
    if (facts.superlatives[0])
        parts.push(`a superlative (${facts.superlatives[0]})`);
    return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}
const normalTitle = (text) => text
    .replace(/[#*_`]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

;// CONCATENATED MODULE: ./src/check/finish.ts










/** Combines committed and semantic results into the report's verdicts, summary and findings. */
function finishReport(prepared, semantic, provenance, excerptFingerprints = false, references, recall = false) {
    const { index } = prepared;
    // What the trust rule alone keeps, and the set-aside verdicts that count unconfirmed beside it
    // (./unconfirmed.ts): the report shows them counted, and keeps what differs without them.
    const trusted = mergeKept(prepared.committed.kept, semantic);
    const unconfirmed = (0,check_unconfirmed/* unconfirmedResults */.jm)(prepared, trusted);
    const marked = new Set(unconfirmed);
    const counted = verdictRows(index, (0,check_unconfirmed/* withUnconfirmed */.dx)(trusted, unconfirmed), verdictBasis(prepared, semantic, unconfirmed), marked);
    const without = unconfirmed.length > 0 ? verdictRows(index, trusted, verdictBasis(prepared, semantic, []), marked) : null;
    const { summary, pairs } = counted;
    // A claim whose verdict rests on them: it reads otherwise without them.
    const otherwise = new Map(without?.claims.map((claim) => [claim.id, claim.verdict]));
    const claims = counted.claims.map((claim) => without && otherwise.get(claim.id) !== claim.verdict ? { ...claim, unconfirmed: true } : claim);
    // Factual sentences that cite nothing, in a report that cites elsewhere.
    const uncited = recall ? citationRecall({ claims: prepared.source.claims }) : null;
    // Records whose excerpt is the report's own quotation of the source, not the source's text.
    const quoted = new Set(prepared.source.evidence.filter((record) => record.excerptOrigin !== undefined).map((record) => record.id));
    const ungrounded = numericFindings(index);
    const snapshotted = (0,snapshot_findings/* sourceTextFindings */.tA)(prepared.file, index);
    // Where the report's other evidence holds a number or quote its cited source lacks.
    const { claims: locatedClaims, ...located } = locateElsewhere(index, [
        ...danglingFindings(index),
        ...unresolvedFindings(index),
        ...ungrounded,
        ...snapshotted.findings,
        ...noticeFindings(prepared.source.notices),
        ...(uncited?.findings ?? []),
    ], prepared.committed.rejected, claims, quoted);
    // The pipeline's results stay byte for byte as they were: evidence positions only for the other
    // formats, or where provenance reports on the record (its annotation needs the line); the
    // excerpt's fingerprint only there too (the base comparison needs it), or when asked for.
    const { format, name, article } = prepared.source;
    const writtenGrounded = writtenGroundedNumbers(index, ungrounded);
    const writtenQuotes = snapshotted.written;
    const otherFormat = format !== 'abundance';
    // The reference text, where the format has one, is in the source records (the index does not
    // keep it): gathered on first need.
    let referenceTexts;
    const referenceText = (id) => (referenceTexts ??= new Map(prepared.source.evidence.map((record) => [record.id, record.reference]))).get(id);
    // The optional keys are assigned in their order, not spread: a spread per key per record went
    // through the runtime's slow object copy.
    const evidence = [...index.evidence.values()].map((record) => {
        const { id, title, url, location, sha256 } = record;
        const row = provenance?.get(id);
        const reference = references?.get(id);
        const snapshot = (0,snapshot_findings/* snapshotRow */.Lg)(record);
        const located = location && (otherFormat || row !== undefined || reference !== undefined);
        const evidenceRow = { id, title, url };
        if (located) {
            if (location.file !== prepared.file)
                evidenceRow.file = location.file;
            evidenceRow.line = location.line;
        }
        if (row !== undefined || excerptFingerprints)
            evidenceRow.excerpt_sha256 = sha256;
        if (row)
            evidenceRow.provenance = row;
        if (reference !== undefined || excerptFingerprints)
            evidenceRow.reference_sha256 = referenceFingerprint({ url, title, reference: referenceText(id) });
        if (reference)
            evidenceRow.references = reference;
        if (snapshot)
            evidenceRow.snapshot = snapshot;
        if (quoted.has(id))
            evidenceRow.excerpt_origin = 'report_quotation';
        return evidenceRow;
    });
    return {
        file: prepared.file,
        // The pipeline's results stay as they were: no format, and it has no display name.
        ...(otherFormat
            ? {
                format,
                ...(prepared.source.dialect === undefined ? {} : { dialect: prepared.source.dialect }),
                ...(name === undefined ? {} : { name }),
            }
            : {}),
        ...(article === undefined ? {} : { article }),
        summary,
        claims: locatedClaims,
        pairs,
        rejected: located.rejected,
        ...(prepared.setAside ? { set_aside: (0,check_trust/* setAsideRows */._g)(prepared, semantic, marked) } : {}),
        ...(prepared.keptFromBase ? { kept_from_base: (0,check_trust/* keptFromBaseRows */.vD)(prepared) } : {}),
        ...(without ? { without_unconfirmed: (0,check_unconfirmed/* differencesWithout */.dU)(counted, without) } : {}),
        findings: located.findings,
        ...(writtenGrounded.length > 0 ? { numbers_grounded_by_pull_request: writtenGrounded } : {}),
        ...(writtenQuotes.length > 0 ? { quotes_found_by_pull_request: writtenQuotes } : {}),
        evidence,
        provider: semantic.provider,
        ...(prepared.source.citationMarks ? { citation_marks: prepared.source.citationMarks } : {}),
        ...(uncited ? { citation_recall: uncited.figure } : {}),
    };
}
/**
 * In `always` mode the model was asked about every pair and its kept answers win; committed
 * results fill the pairs it left. Otherwise the model was only asked about unfilled pairs.
 */
function mergeKept(committed, semantic) {
    if (semantic.mode !== 'always')
        return [...committed, ...semantic.kept];
    const answered = new Set(semantic.kept.map(({ pair }) => pair.key));
    return [...semantic.kept, ...committed.filter(({ pair }) => !answered.has(pair.key))];
}
/** A report's verdicts, per claim and per pair, and its summary, from the results it keeps. */
function verdictRows(index, kept, basis, unconfirmed) {
    // With no verifier output at all (`not_run`) nothing was kept, so every claim is unverifiable.
    const verdicts = (0,aggregate/* claimVerdicts */.Ru)(index, kept);
    const summary = (0,aggregate/* summarize */.eh)(index, kept, verdicts, basis);
    // Keyed by the pair objects themselves when they are the index's own (no string hashed per pair).
    const byObject = (0,report_index/* ownPairs */.Og)(index, kept);
    const keptByPair = new Map();
    for (const result of kept)
        keptByPair.set(byObject ? result.pair : result.pair.key, result);
    // The optional keys come last, so they are assigned, not spread: a spread per row went
    // through the runtime's slow object copy, 30,000 times on a large report.
    const pairs = index.pairs.map((pair) => {
        const result = keptByPair.get(byObject ? pair : pair.key);
        const row = {
            claim_id: pair.claimId,
            evidence_id: pair.evidenceId,
            claim_sha256: index.claimsById.get(pair.claimId)?.sha256 ?? '',
            evidence_sha256: (0,report_index/* pairEvidence */._I)(index, pair)?.sha256 ?? '',
            verdict: result?.result.verdict ?? null,
            quote: result?.result.quote ?? null,
            source: result?.source ?? null,
        };
        // A result counted unconfirmed is the very object the trust rule set aside (./unconfirmed.ts).
        if (result !== undefined && unconfirmed.has(result))
            row.unconfirmed = true;
        return row;
    });
    const claims = index.claims.map((claim) => {
        const row = {
            id: claim.id,
            verdict: verdicts.get(claim.id) ?? 'unverifiable',
            confidence: claim.confidence,
            line: claim.line,
            statement: claim.statement,
        };
        if (claim.file !== undefined)
            row.file = claim.file;
        if (claim.column !== undefined)
            row.column = claim.column;
        return row;
    });
    return { summary, claims, pairs };
}
function verdictBasis(prepared, semantic, unconfirmed) {
    const failureCode = semantic.provider.failure_code;
    const nothingToAsk = semantic.provider.state === 'not_needed' && !semantic.notRunReason;
    // Verdicts counted unconfirmed are results bound to the report: it is verified in part.
    if (prepared.hasCommitted || semantic.responded || nothingToAsk || unconfirmed.length > 0)
        return { kind: 'bound', failureCode };
    // No result exists and none could have been asked for: the reference's "cannot run" summary.
    return {
        kind: 'not_run',
        status: semantic.provider.state === 'disabled' ? 'disabled' : 'unavailable',
        failureCode: failureCode ?? semantic.notRunReason ?? 'provider_failed',
    };
}
function danglingFindings(index) {
    return index.dangling.map(({ claimId, evidenceId, line }) => ({
        code: 'dangling_citation',
        claim_id: claimId,
        evidence_id: evidenceId,
        line,
        message: `claim ${claimId} cites evidence ${evidenceId}, which the report does not contain`,
    }));
}
/** An adapter's notices as findings, each with the level its code has (src/results/finding-codes.ts). */
function noticeFindings(notices = []) {
    return notices.map(({ code, message, line, column, file, claimId, evidenceId, subject }) => ({
        code,
        level: (0,finding_codes/* noticeLevel */.VA)(code),
        message,
        line,
        ...(column === undefined ? {} : { column }),
        ...(file === undefined ? {} : { file }),
        ...(claimId === undefined ? {} : { claim_id: claimId }),
        ...(evidenceId === undefined ? {} : { evidence_id: evidenceId }),
        ...(subject === undefined ? {} : { subject }),
    }));
}
function unresolvedFindings(index) {
    return index.unresolved.map(({ claimId, marker, reason, detail, line }) => ({
        code: 'unresolved_citation',
        reason,
        claim_id: claimId,
        evidence_id: marker,
        line,
        detail,
        message: `claim ${claimId} cites [${marker}], which cannot be resolved to a source: ${detail}`,
    }));
}

// EXTERNAL MODULE: ./src/check/prepare.ts
var prepare = __webpack_require__(8475);
;// CONCATENATED MODULE: ./src/check/semantic-outcome.ts

/** The provider section of a report the model was not asked about. */
function providerNotRun(state, needed, failureCode) {
    return {
        state,
        model: null,
        verifier_version: null,
        needed,
        cached: 0,
        answered: 0,
        unverified: needed,
        unverified_reasons: { failed_requests: 0, max_pairs: 0, rejected: 0, not_asked: needed },
        requests: 0,
        retries: 0,
        rejected: [],
        failure_code: failureCode,
    };
}
/**
 * The outcome when the model is not called at all: switched off, not configured, or not needed.
 * What it would have been asked counts the pairs without a kept committed result, whatever the mode.
 */
function outcomeWithoutProvider(report, mode, reason) {
    const needed = (0,prepare/* pairsToVerify */.gQ)(report, mode === 'off' ? 'auto' : mode).length;
    const state = mode === 'off' ? 'disabled' : needed === 0 ? 'not_needed' : 'unavailable';
    return {
        mode,
        kept: [],
        responded: false,
        ...(reason ? { notRunReason: reason } : {}),
        provider: providerNotRun(state, needed, state === 'not_needed' ? null : reason),
    };
}

// EXTERNAL MODULE: ./src/check/totals.ts
var check_totals = __webpack_require__(5285);
// EXTERNAL MODULE: ./src/check/unconfirmed-gate.ts
var unconfirmed_gate = __webpack_require__(5858);
// EXTERNAL MODULE: ./src/formats/snapshot/written.ts
var written = __webpack_require__(4050);
;// CONCATENATED MODULE: ./src/check/run.ts














class NoReportsError extends Error {
}
/** The whole check: find, read, parse, bind, verify, aggregate, decide. */
async function runCheck(options) {
    return checkLoaded(await loadForCheck(options), options);
}
/** What the check does with reports already read: bind, verify, fetch, aggregate, decide. */
async function checkLoaded(loaded, options) {
    // Before binding: which snapshot passages the pull request wrote (each pair's excerpt is made then).
    const snapshotChanges = options.snapshotBase ? await (0,written/* markWrittenPassages */.QU)(loaded, options.snapshotBase) : null;
    const reports = loaded.map((report) => (0,model/* isInvalid */.If)(report) ? invalidReport(report.file, report.error, report) : (0,prepare/* prepareNormalised */.WP)(report));
    const prepared = reports.filter((report) => 'index' in report);
    // Before the verifier: the pairs of set-aside verdicts are asked like pairs without one.
    const { trust } = options;
    if (trust)
        await Promise.all(prepared.map((report) => (0,check_trust/* applyTrust */.d3)(report, trust)));
    // Both wait on the network, so they run side by side.
    const [outcomes, provenance, references] = await Promise.all([
        verifyAll(prepared, options),
        options.provenance?.check(prepared),
        options.references?.check(prepared),
    ]);
    const results = reports.map((report) => 'index' in report
        ? finishReport(report, outcomes.get(report), provenance?.rows.get(report), options.excerptFingerprints, references?.rows.get(report), options.citationRecall)
        : report);
    const totals = (0,check_totals/* computeTotals */.x)(results, provenance !== undefined, references !== undefined, options.citationRecall ?? false);
    const { verifier } = options;
    const usage = options.mode !== 'off' && !('missing' in verifier) ? (verifier.usage?.() ?? null) : null;
    const semantic = options.mode !== 'off' && !('missing' in verifier)
        ? { semantic: { max_pairs: verifier.maxPairs ?? null, ...(usage ? { usage } : {}) } }
        : {};
    const section = trust
        ? (0,check_trust/* trustSection */.eq)(trust, results.flatMap((report) => report.set_aside ?? []), results.reduce((sum, report) => sum + (report.kept_from_base?.length ?? 0), 0))
        : null;
    const verdictTrust = section ? { verdict_trust: section } : {};
    const run = {
        version: types/* RESULTS_VERSION */.k,
        reports: results,
        totals,
        gate: (0,decide/* decide */.LD)(totals, options.thresholds),
        ...(provenance ? { provenance: provenance.stats } : {}),
        ...(references ? { references: references.stats } : {}),
        ...semantic,
        ...verdictTrust,
        ...(snapshotChanges ? { snapshot_changes: (0,written/* snapshotChangesSection */.X5)(snapshotChanges, results) } : {}),
    };
    // Verdicts the pull request adds that count unconfirmed may fail a check, never pass one.
    return { ...run, gate: (0,unconfirmed_gate/* decideBothWays */.W)(run, (view) => (0,decide/* decide */.LD)(view.totals, options.thresholds)) };
}
/** Finds and reads every report the patterns name; throws NoReportsError when there is none. */
async function loadForCheck(options) {
    const inputs = await (0,discover/* discoverReports */.nV)(options.patterns, options.cwd, options.format ?? 'auto', options.patternScope);
    if (inputs.length === 0) {
        throw new NoReportsError(`no report file matched ${options.patterns.map((pattern) => JSON.stringify(pattern)).join(', ') || 'the default patterns'} in ${options.cwd}`);
    }
    await options.beforeReading?.(inputs.flatMap(discover/* inputFiles */.ul), inputs.flatMap(discover/* verdictFileOf */.hs));
    const { readFile } = options;
    const load = { ...(options.markdownDialect === undefined ? {} : { markdownDialect: options.markdownDialect }) };
    if (readFile)
        return (0,formats_load/* loadReports */.y)(inputs, () => readFile, load);
    const realCwd = await (0,promises_.realpath)(options.cwd);
    return (0,formats_load/* loadReports */.y)(inputs, (input) => (0,read/* workspaceReader */.Xx)(options.cwd, realCwd, input.within), load);
}
async function verifyAll(prepared, options) {
    const { verifier, mode } = options;
    const withoutModel = (reason) => new Map(prepared.map((report) => [report, outcomeWithoutProvider(report, mode, reason)]));
    if (mode === 'off')
        return withoutModel('semantic_off');
    if ('missing' in verifier)
        return withoutModel(verifier.missing);
    const results = await verifier.verify(prepared, mode);
    return new Map(prepared.map((report, index) => [report, results[index]]));
}
function invalidReport(file, error, input) {
    const format = input?.format === undefined || input.format === 'abundance'
        ? {}
        : { format: input.format, ...(input.dialect === undefined ? {} : { dialect: input.dialect }) };
    const name = input?.name === undefined ? {} : { name: input.name };
    const rejected = (0,prepare/* orphanRejections */.dh)(input?.orphans);
    return {
        file,
        ...format,
        ...name,
        error,
        summary: null,
        claims: [],
        pairs: [],
        rejected,
        findings: [],
        evidence: [],
        provider: providerNotRun('not_needed', 0, null),
        ...(input?.citationMarks ? { citation_marks: input.citationMarks } : {}),
    };
}


/***/ }),

/***/ 949:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Lg: () => (/* binding */ snapshotRow),
/* harmony export */   g8: () => (/* binding */ alteredSnapshotRejections),
/* harmony export */   tA: () => (/* binding */ sourceTextFindings)
/* harmony export */ });
/* unused harmony export snapshotCommand */
/* harmony import */ var _binding_quotations_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5450);
/* harmony import */ var _text_truncate_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3377);


/** The command that writes a report's missing passages, as a user would type it. */
function snapshotCommand(reportFile) {
    return `citegate snapshot ${/^[\w./@%+=:,-]+$/.test(reportFile) ? reportFile : `'${reportFile.replace(/'/g, `'\\''`)}'`}`;
}
/**
 * The findings, and, compared with a base commit, the quotations found on the page only in
 * snapshot passages the pull request wrote (src/formats/snapshot/written.ts), as the
 * `quote_not_in_source` each would be without them: the base comparison counts each one that was
 * not in its source at the base as still not in it, as it does for numbers
 * (src/base/written-grounding.ts). One pass reads each quotation's passages once for both.
 */
function sourceTextFindings(reportFile, index) {
    const findings = [];
    const written = [];
    for (const claim of index.claims) {
        for (const { evidenceId, sourceText: text } of claim.pairs) {
            const record = index.evidence.get(evidenceId);
            if (!text)
                continue;
            if (text.kind === 'missing') {
                const command = snapshotCommand(reportFile);
                findings.push({
                    code: 'no_source_text',
                    claim_id: claim.id,
                    evidence_id: evidenceId,
                    line: claim.line,
                    reason: text.reason,
                    url: record.url,
                    snapshot_file: text.file,
                    command,
                    message: `claim ${claim.id} cites evidence ${evidenceId} (${record.url}), which has no excerpt and no snapshot passages for this sentence: ${text.detail}; run ${command}`,
                });
            }
            if (text.kind !== 'bound')
                continue;
            for (const quotation of (0,_binding_quotations_js__WEBPACK_IMPORTED_MODULE_0__/* .quotationsIn */ .j)(claim.statement)) {
                const where = { claim, evidenceId, url: record.url, quotation };
                if (!inPassages(quotation, text.passages))
                    findings.push(quoteFinding(where, false));
                else if (text.basePassages !== undefined && !inPassages(quotation, text.basePassages))
                    written.push(quoteFinding(where, true));
            }
        }
    }
    return { findings, written };
}
/** A quotation of a claim not on its source's page, or (`written`) on it only in passages the pull request wrote. */
function quoteFinding({ claim, evidenceId, url, quotation, }, written) {
    const quoted = `claim ${claim.id} quotes “${(0,_text_truncate_js__WEBPACK_IMPORTED_MODULE_1__/* .truncate */ .x)(quotation, 200)}”`;
    return {
        code: 'quote_not_in_source',
        claim_id: claim.id,
        evidence_id: evidenceId,
        line: claim.line,
        text: quotation,
        url,
        ...(written
            ? {
                grounded_by: 'pull_request_passages',
                message: `${quoted}, which is on the page of evidence ${evidenceId} (${url}) only in snapshot passages this pull request wrote`,
            }
            : { message: `${quoted}, which is not on the page of evidence ${evidenceId} (${url})` }),
    };
}
/**
 * Whether a quotation is in the passages stored for its sentence (snapshot keeps the passage
 * holding every quotation found on the page): in one passage, or across passages that stand
 * side by side on the page, with the near-miss ladder's folding.
 */
function inPassages(quotation, passages) {
    const sorted = [...passages].sort((a, b) => a.start - b.start);
    const runs = [];
    let last;
    for (const passage of sorted) {
        // Extraction ends each block with one line break: passages that far apart are contiguous text.
        if (last && passage.start - last.end <= 2 && runs.length > 0)
            runs[runs.length - 1] += `\n${passage.text}`;
        else
            runs.push(passage.text);
        last = passage;
    }
    return runs.some((run) => (0,_binding_quotations_js__WEBPACK_IMPORTED_MODULE_0__/* .findQuotation */ .Y)(quotation, run) !== null);
}
/** Snapshots edited by hand: each pair whose stored passages no longer match their fingerprints. */
function alteredSnapshotRejections(index) {
    const rejections = [];
    for (const pair of index.pairs) {
        const text = pair.sourceText;
        if (text?.kind !== 'altered')
            continue;
        rejections.push({
            claim_id: pair.claimId,
            evidence_id: pair.evidenceId,
            reason: 'altered_snapshot',
            detail: `${text.detail}; run citegate snapshot --all to write it again from the page`,
            line: index.claimsById.get(pair.claimId)?.line ?? null,
            ...(text.line === null ? {} : { written_in: { file: text.file, line: text.line } }),
        });
    }
    return rejections;
}
/** The snapshot row of a record with a URL and no excerpt. */
function snapshotRow(record) {
    const state = record.sourceText;
    if (!state)
        return undefined;
    const source = state.source;
    return {
        file: state.file,
        status: source?.status ?? 'none',
        fetched_at: source?.fetched_at ?? null,
        final_url: source?.final_url ?? null,
        text_sha256: source?.text_sha256 ?? null,
        passages: source?.passages.length ?? 0,
        archive: source?.archive ? { url: source.archive.url, timestamp: source.archive.timestamp } : null,
    };
}


/***/ }),

/***/ 5285:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ computeTotals)
/* harmony export */ });
/* harmony import */ var _binding_aggregate_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8330);

/**
 * Sums over every checked report; ratios are recomputed from the sums, not averaged. With
 * `provenance` (the run checked provenance) the records are counted per provenance status.
 */
function computeTotals(reports, provenance = false, references = false, recallRan = false) {
    const totals = {
        reports: reports.length,
        invalid_reports: 0,
        unavailable_reports: 0,
        claims: 0,
        cited_claims: 0,
        verified_claims: 0,
        pairs: 0,
        verified_pairs: 0,
        supported: 0,
        contradicted: 0,
        insufficient: 0,
        unverifiable: 0,
        high_confidence_unsupported: 0,
        rejected_results: 0,
        dangling_citations: 0,
        unresolved_citations: 0,
        binding_errors: 0,
        provider_rejections: 0,
        ungrounded_numbers: 0,
        coverage_ratio: 0,
        exact_quote_ratio: 0,
    };
    let quoted = 0;
    const notices = { warning: 0, note: 0 };
    const sourceText = { seen: false, missing: 0, misquoted: 0 };
    const marks = { seen: 0, bound: 0, unread: 0 };
    let unreadMarkers = 0;
    const recall = { seen: false, uncited: 0, factual: 0, citing: 0 };
    for (const report of reports) {
        if (report.error)
            totals.invalid_reports++;
        const summary = report.summary;
        if (summary) {
            if (summary.status === 'unavailable')
                totals.unavailable_reports++;
            totals.claims += summary.claim_count;
            totals.cited_claims += summary.cited_claim_count;
            totals.verified_claims += summary.verified_claim_count;
            totals.pairs += summary.pair_count;
            totals.verified_pairs += summary.verified_pair_count;
            totals.supported += summary.supported_claim_count;
            totals.contradicted += summary.contradicted_claim_count;
            totals.insufficient += summary.insufficient_claim_count;
            totals.unverifiable += summary.unverifiable_claim_count;
            totals.high_confidence_unsupported += summary.high_confidence_unsubstantiated_count;
        }
        quoted += report.pairs.filter((pair) => pair.verdict !== null && pair.quote !== null).length;
        totals.rejected_results += report.rejected.length;
        totals.provider_rejections += report.provider.rejected.length;
        if (report.citation_marks) {
            marks.seen += report.citation_marks.seen;
            marks.bound += report.citation_marks.bound;
            marks.unread += report.citation_marks.unread;
        }
        for (const finding of report.findings) {
            if (finding.code === 'dangling_citation')
                totals.dangling_citations++;
            else if (finding.code === 'unresolved_citation')
                totals.unresolved_citations++;
            else if (finding.code === 'ungrounded_number')
                totals.ungrounded_numbers++;
            else if (finding.code === 'no_source_text')
                sourceText.missing++;
            else if (finding.code === 'quote_not_in_source')
                sourceText.misquoted++;
            else if (finding.code === 'unread_marker')
                unreadMarkers++;
            else if (finding.code === 'uncited_claim')
                recall.uncited++;
            else if (finding.level === 'warning')
                notices.warning++;
            else
                notices.note++;
        }
        if (report.evidence.some((record) => record.snapshot !== undefined))
            sourceText.seen = true;
        if (report.citation_recall) {
            recall.seen = true;
            recall.factual += report.citation_recall.factual_sentences;
            recall.citing += report.citation_recall.citing;
        }
    }
    // Only runs where notices can arise have the counts (and so the max-warnings check): Markdown and
    // provider reports, and any report that raised one (a STORM article with no marker, Python's NaN
    // in a JSON file); the others' results stay as they were.
    if (notices.warning + notices.note > 0 ||
        reports.some((report) => report.format === 'markdown' || report.format === 'provider-json')) {
        totals.warnings = notices.warning;
        totals.notes = notices.note;
        totals.citation_marks = marks;
        totals.unread_markers = unreadMarkers;
    }
    if (provenance)
        totals.provenance = provenanceTotals(reports);
    if (references)
        totals.references = referenceTotals(reports);
    if (recall.seen || recallRan) {
        totals.uncited_claims = recall.uncited;
        totals.citation_recall = {
            factual_sentences: recall.factual,
            citing: recall.citing,
            ratio: recall.factual === 0 ? null : recall.citing / recall.factual,
        };
    }
    if (sourceText.seen) {
        totals.no_source_text = sourceText.missing;
        totals.quotes_not_in_source = sourceText.misquoted;
    }
    totals.binding_errors =
        totals.rejected_results + totals.dangling_citations + totals.unresolved_citations + totals.invalid_reports;
    totals.coverage_ratio = (0,_binding_aggregate_js__WEBPACK_IMPORTED_MODULE_0__/* .ratio */ .CG)(totals.verified_claims, totals.cited_claims);
    totals.exact_quote_ratio = (0,_binding_aggregate_js__WEBPACK_IMPORTED_MODULE_0__/* .ratio */ .CG)(quoted, totals.verified_pairs);
    return totals;
}
function provenanceTotals(reports) {
    const counts = {
        found: 0,
        partly_found: 0,
        not_found: 0,
        gone: 0,
        blocked: 0,
        unreachable: 0,
        unsupported: 0,
        refused: 0,
        skipped: 0,
    };
    for (const report of reports)
        for (const record of report.evidence)
            if (record.provenance)
                counts[record.provenance.status]++;
    return counts;
}
function referenceTotals(reports) {
    const counts = {
        matches: 0,
        mismatch: 0,
        not_found: 0,
        malformed: 0,
        retracted: 0,
        unverified: 0,
        unreachable: 0,
        found_by_title: 0,
        not_found_by_title: 0,
        no_identifier: 0,
    };
    for (const report of reports)
        for (const record of report.evidence)
            if (record.references)
                counts[record.references.status]++;
    return counts;
}


/***/ }),

/***/ 7122:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I4: () => (/* binding */ canonicalVerdict),
/* harmony export */   _g: () => (/* binding */ setAsideRows),
/* harmony export */   d3: () => (/* binding */ applyTrust),
/* harmony export */   eq: () => (/* binding */ trustSection),
/* harmony export */   t4: () => (/* binding */ TRUST_RULES),
/* harmony export */   vD: () => (/* binding */ keptFromBaseRows)
/* harmony export */ });
/* harmony import */ var _binding_bind_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9146);
/* harmony import */ var _unconfirmed_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7184);
// Which committed verdicts count (docs/security.md). A verdict's binding is SHA-256 of public
// text, so anyone can write one that binds. On a pull request (or with --base) the rule `base`
// keeps only the committed verdicts identical to one at the base commit, which was reviewed and
// merged; the rest are set aside: their pairs are asked of the model like pairs without a
// verdict, or stay without one when there is no key. `all` keeps today's behaviour. Pure, but
// for the base's verdicts, which the shell reads (src/base/trusted-verdicts.ts).


const TRUST_RULES = ['base', 'all'];
/**
 * A verdict as it is compared with the base's: every field it was written with (unknown ones
 * too), keys sorted, so that the file's layout and key order do not matter and any change of
 * verdict, quote, confidence, fingerprint, model or version does.
 */
function canonicalVerdict(verdict) {
    return JSON.stringify(verdict, (_key, value) => value !== null && typeof value === 'object' && !Array.isArray(value)
        ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
        : value);
}
/**
 * A report's committed verdicts that count, and those set aside (with why), after the trust
 * rule. A finding of the base (`contradicts`, `insufficient`) for a pair whose claim and evidence
 * the pull request left unchanged still counts when the pull request removed or changed it: a
 * pull request cannot drop a finding it does not like (docs/security.md).
 */
async function applyTrust(report, trust) {
    if (trust.rule === 'all' || trust.base === null || report.index.pairs.length === 0)
        return;
    const base = await trust.base.verdictsOf(report.source);
    const trusted = [];
    const setAside = [];
    for (const kept of report.committed.kept)
        (base.verdicts.has(canonicalVerdict(kept.result)) ? trusted : setAside).push(kept);
    const fromBase = baseFindings(report, base.results, trusted);
    if (setAside.length === 0 && fromBase.length === 0)
        return;
    report.committed = { kept: [...trusted, ...fromBase], rejected: report.committed.rejected };
    if (fromBase.length > 0) {
        report.keptFromBase = fromBase;
        report.hasCommitted = true;
    }
    if (setAside.length === 0)
        return;
    report.setAside = { results: setAside, reason: base.reason };
    // With nothing left that counts, the report is one without committed results: its status
    // says whether the model could be asked (unavailable without a key), not "partial".
    if (trusted.length === 0 && fromBase.length === 0 && report.committed.rejected.length === 0)
        report.hasCommitted = false;
}
/**
 * The base's findings that still bind to a pair of the head's report (same claim and evidence
 * text, a quote still in the excerpt) and that no verdict counted at the head fills: the pull
 * request removed or changed them. A milder base verdict it removed stays removed: that can only
 * make its own gate stricter.
 */
function baseFindings(report, results, trusted) {
    const findings = results.filter((result) => result.verdict === 'contradicts' || result.verdict === 'insufficient');
    if (findings.length === 0)
        return [];
    const filled = new Set(trusted.map(({ pair }) => pair.key));
    // Every expected pair is eligible (left out): bindResults finds each from its claim, and the
    // index's pairsByKey, built on first use, is not built for it.
    return (0,_binding_bind_js__WEBPACK_IMPORTED_MODULE_0__/* .bindResults */ .g)(report.index, findings, 'committed', undefined, filled).kept;
}
/**
 * The results file's rows for a report's set-aside verdicts, with what the run found for each
 * pair instead; `unconfirmed` holds those that count unconfirmed (./unconfirmed.ts).
 */
function setAsideRows(report, semantic, unconfirmed) {
    if (!report.setAside)
        return [];
    const answers = (0,_unconfirmed_js__WEBPACK_IMPORTED_MODULE_1__/* .answersByPair */ .N)(semantic);
    const { path, lines } = report.source.verdictFile;
    return report.setAside.results.map((kept) => {
        const { pair, result } = kept;
        const line = lines?.get(result);
        const answer = answers.get(pair.key);
        return {
            claim_id: pair.claimId,
            evidence_id: pair.evidenceId,
            verdict: result.verdict,
            ...(line === undefined ? {} : { written_in: { file: path, line } }),
            reason: report.setAside.reason,
            answer: answer ? { verdict: answer.result.verdict, source: answer.source } : null,
            counted: unconfirmed.has(kept),
        };
    });
}
/** The results file's rows for the base's findings a report still counts, though the pull request removed or changed them. */
function keptFromBaseRows(report) {
    return (report.keptFromBase ?? []).map(({ pair, result }) => ({
        claim_id: pair.claimId,
        evidence_id: pair.evidenceId,
        verdict: result.verdict,
    }));
}
/**
 * The run's `verdict_trust` section: the rule, whether it applied, and what it set aside. Null
 * when the default rule had no base to apply to (a push, the command line without --base): the
 * results stay as they were.
 */
function trustSection(trust, rows, keptFromBase = 0) {
    if (trust.rule === 'base' && trust.base === null)
        return null;
    const answered = rows.filter((row) => row.answer !== null);
    return {
        rule: trust.rule,
        applied: trust.rule === 'base' && trust.base !== null,
        base_sha: trust.base?.sha ?? null,
        note: trust.rule === 'base' ? (trust.base?.unavailable ?? null) : null,
        set_aside: rows.length,
        asked_again: answered.length,
        disagreed: answered.filter((row) => row.answer?.verdict !== row.verdict).length,
        unconfirmed: rows.filter((row) => row.counted).length,
        kept_from_base: keptFromBase,
    };
}


/***/ }),

/***/ 5858:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ decideBothWays)
/* harmony export */ });
/* harmony import */ var _gate_strictest_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7160);
/* harmony import */ var _unconfirmed_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7184);


/** `decide` on the run as it is, and, when it counts unconfirmed verdicts, on the run without them: it fails where either fails. */
function decideBothWays(results, decide) {
    const withThem = decide(results);
    const without = (0,_unconfirmed_js__WEBPACK_IMPORTED_MODULE_1__/* .resultsWithoutUnconfirmed */ .pm)(results);
    return without ? (0,_gate_strictest_js__WEBPACK_IMPORTED_MODULE_0__/* .strictest */ .OI)(withThem, decide(without)) : withThem;
}


/***/ }),

/***/ 7184:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ answersByPair),
/* harmony export */   dU: () => (/* binding */ differencesWithout),
/* harmony export */   dx: () => (/* binding */ withUnconfirmed),
/* harmony export */   jm: () => (/* binding */ unconfirmedResults),
/* harmony export */   pm: () => (/* binding */ resultsWithoutUnconfirmed)
/* harmony export */ });
/* unused harmony exports countsUnconfirmed, reportWithoutUnconfirmed, countsAnyUnconfirmed */
/* harmony import */ var _totals_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5285);

/** How much a verdict holds against a claim: only these two can fail a pull request by counting. */
const SEVERITY = { contradicts: 2, insufficient: 1, supports: 0, unverifiable: 0 };
/**
 * Whether a set-aside verdict counts, unconfirmed: a `contradicts` or `insufficient` that the
 * verdict its pair has without it (the model's answer; null: none) does not match or exceed.
 * An equal answer confirms it (the answer counts, as before); a stricter one replaces it.
 */
function countsUnconfirmed(committed, otherwise) {
    return SEVERITY[committed] > (otherwise === null ? 0 : SEVERITY[otherwise]);
}
/** The model's (or the cache's) answer for each pair it gave one for this run. */
function answersByPair(semantic) {
    return new Map(semantic.kept.filter((kept) => kept.source !== 'committed').map((kept) => [kept.pair.key, kept]));
}
/**
 * The report's set-aside verdicts that count, unconfirmed, in the order they were written:
 * each against what its pair keeps without it (`trusted`: the committed verdicts that count and
 * the model's answers).
 */
function unconfirmedResults(prepared, trusted) {
    if (!prepared.setAside)
        return [];
    const kept = new Map(trusted.map(({ pair, result }) => [pair.key, result.verdict]));
    return prepared.setAside.results.filter(({ pair, result }) => countsUnconfirmed(result.verdict, kept.get(pair.key) ?? null));
}
/** The kept results with the unconfirmed ones counted: each takes its pair's place (the model's answer is set beside it, in `set_aside`). */
function withUnconfirmed(kept, unconfirmed) {
    const stricter = new Set(unconfirmed.map(({ pair }) => pair.key));
    return [...kept.filter(({ pair }) => !stricter.has(pair.key)), ...unconfirmed];
}
/**
 * What differs in a report without its unconfirmed verdicts (`without` is the report as the
 * trust rule alone would have it): its summary, and the claims and pairs whose verdict changes.
 */
function differencesWithout(counted, without) {
    const claims = new Map(counted.claims.map((claim) => [claim.id, claim.verdict]));
    const pairs = new Map(counted.pairs.map((pair) => [pairKey(pair), pair]));
    return {
        summary: without.summary,
        claims: without.claims
            .filter((claim) => claims.get(claim.id) !== claim.verdict)
            .map((claim) => ({ id: claim.id, verdict: claim.verdict })),
        pairs: without.pairs
            .filter((pair) => {
            const kept = pairs.get(pairKey(pair));
            return kept?.verdict !== pair.verdict || kept.quote !== pair.quote || kept.source !== pair.source;
        })
            .map(({ claim_id, evidence_id, verdict, quote, source }) => ({ claim_id, evidence_id, verdict, quote, source })),
    };
}
/**
 * The report as it reads without its unconfirmed verdicts: the same report when it counts none.
 * Pure, from the results file alone, so the base comparison, the waivers and the renderers
 * see the same second view the check decided on.
 */
function reportWithoutUnconfirmed(report) {
    const differences = report.without_unconfirmed;
    if (!differences)
        return report;
    const claims = new Map(differences.claims.map((claim) => [claim.id, claim.verdict]));
    const pairs = new Map(differences.pairs.map((pair) => [pairKey(pair), pair]));
    const { without_unconfirmed: _, ...rest } = report;
    return {
        ...rest,
        summary: differences.summary,
        claims: report.claims.map((claim) => {
            const { unconfirmed: _mark, ...plain } = claim;
            return { ...plain, verdict: claims.get(claim.id) ?? claim.verdict };
        }),
        pairs: report.pairs.map((pair) => {
            const { unconfirmed: _mark, ...plain } = pair;
            const changed = pairs.get(pairKey(pair));
            return changed ? { ...plain, verdict: changed.verdict, quote: changed.quote, source: changed.source } : plain;
        }),
    };
}
/** Whether any report of a run counts unconfirmed verdicts (then the gate is decided both ways). */
function countsAnyUnconfirmed(reports) {
    return reports.some((report) => report.without_unconfirmed !== undefined);
}
/**
 * The run's reports and totals without the unconfirmed verdicts; null when it counts none.
 * Everything else (the base section, the gate) is the run's own: the caller decides again.
 */
function resultsWithoutUnconfirmed(results) {
    if (!countsAnyUnconfirmed(results.reports))
        return null;
    const reports = results.reports.map(reportWithoutUnconfirmed);
    const totals = (0,_totals_js__WEBPACK_IMPORTED_MODULE_0__/* .computeTotals */ .x)(reports, results.totals.provenance !== undefined, results.totals.references !== undefined);
    return { ...results, reports, totals };
}
function pairKey(pair) {
    return JSON.stringify([pair.claim_id, pair.evidence_id]);
}


/***/ }),

/***/ 4389:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ INPUTS)
/* harmony export */ });
/* harmony import */ var _formats_patterns_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2529);
/* harmony import */ var _settings_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4661);


const INPUTS = [
    {
        name: 'reports',
        scope: 'both',
        default: _formats_patterns_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_REPORTS_SETTING */ .xC,
        placeholder: 'GLOBS',
        description: 'Reports to check: globs, one per line, or on a single line separated by commas (a path with a comma needs the form of one per line: `reports: |`); on the command line each argument is one glob, commas and all; `!pattern` excludes; a folder means the reports in it. A matched `url_to_info.json` or `instance_dump.json` means its STORM or Co-STORM folder. Paths outside the working directory are refused; a symbolic link that leads outside it is an invalid report.',
    },
    {
        name: 'format',
        scope: 'both',
        default: 'auto',
        placeholder: 'FORMAT',
        description: "How to read the reports: `auto` decides for each by name and shape; `abundance` (the research pipeline's ResearchReport JSON), `storm` (a STORM topic folder), `costorm` (a Co-STORM folder: report.md and instance_dump.json), `alce` (an ALCE result JSON), `markdown` (a Markdown research report) or `provider-json` (a model provider's saved answer with citations) reads every match as that format.",
    },
    {
        name: 'markdown-dialect',
        scope: 'both',
        default: 'auto',
        placeholder: 'DIALECT',
        description: "How Markdown reports cite: `auto` recognises each report's dialect where its shape is unambiguous (else reads it as `generic`); or one of `numbered_sources` (`[n]` and a numbered source list, as open_deep_research, Claude agents and many others write; `open_deep_research` and `claude` are accepted for it), `cite_markers` (`[cite: n]`, Gemini Deep Research through the API), `open_deep_research_legacy`, `gpt_researcher`, `chatgpt_answer`, `chatgpt_docx`, `chatgpt_deep_research`, `perplexity_thread`, `perplexity_footnotes`, `perplexity_links`, `gemini` (digits glued to a sentence's end are markers), `jina`, `generic` for every Markdown report.",
    },
    {
        name: 'max-binding-errors',
        scope: 'both',
        default: '0',
        placeholder: 'N',
        description: 'Most binding errors allowed: rejected committed results, dangling and unresolved citations, and invalid report files.',
    },
    {
        name: 'max-contradicted',
        scope: 'both',
        default: '',
        placeholder: 'N',
        description: 'Most claims whose verdict is `contradicts`. Unset: no limit.',
    },
    {
        name: 'max-high-confidence-unsupported',
        scope: 'both',
        default: '',
        placeholder: 'N',
        description: 'Most `confidence: high` claims whose verdict is not `supports` (uncited ones included). Unset: no limit.',
    },
    {
        name: 'max-insufficient',
        scope: 'both',
        default: '',
        placeholder: 'N',
        description: 'Most claims whose verdict is `insufficient`. Unset: no limit.',
    },
    {
        name: 'max-unverifiable',
        scope: 'both',
        default: '',
        placeholder: 'N',
        description: 'Most claims whose verdict is `unverifiable`. Unset: no limit.',
    },
    {
        name: 'max-ungrounded-numbers',
        scope: 'both',
        default: '',
        placeholder: 'N',
        description: 'Most numbers in claims that none of their cited excerpts contains. Unset: no limit.',
    },
    {
        name: 'max-warnings',
        scope: 'both',
        default: '',
        placeholder: 'N',
        description: "Most warnings about reports' citations and sources that are not binding errors (a source listed twice, a marker in another syntax than its list, an entry with no URL or a non-http one; docs/checks.md lists the codes). `markdown` and `provider-json` reports raise them, and STORM and Co-STORM articles with no citation marker at all (`no_citations`). Unset: no limit.",
    },
    {
        name: 'max-unread-markers',
        scope: 'both',
        default: '0',
        placeholder: 'N',
        description: 'Most citation marks in `markdown` and `provider-json` reports that could not be read (`unread_marker`: no source list the mark can index, a number out of range, a hidden character, a syntax citegate does not read, a link to a non-http target). Default 0: an unread mark is a citation nobody checked, and a report whose citations are lost must not pass. `none`: no limit.',
    },
    {
        name: 'max-no-source-text',
        scope: 'both',
        default: '',
        placeholder: 'N',
        description: 'Most claim/evidence pairs whose source has no text to check the claim against: a source cited by URL alone with no snapshot passages for the sentence (no snapshot yet, a page that could not be read, a sentence edited since). `citegate snapshot` writes them (docs/snapshots.md). Unset: no limit, so a report not yet snapshotted does not fail.',
    },
    {
        name: 'max-quotes-not-in-source',
        scope: 'both',
        default: '',
        placeholder: 'N',
        description: 'Most quotations in claims (words in quotation marks) that are not on the snapshotted page of the source the claim cites (docs/snapshots.md). Unset: no limit.',
    },
    {
        name: 'max-uncited-claims',
        scope: 'both',
        default: '',
        placeholder: 'N',
        description: 'Most sentences that state a checkable fact (a number, a date, a percentage, a quotation, a superlative such as "the first") and cite nothing, in reports that cite elsewhere (`uncited_claim`; docs/checks.md#citation-recall). Needs `citation-recall: check`. Unset: no limit.',
    },
    {
        name: 'max-provenance-not-found',
        scope: 'both',
        default: '',
        placeholder: 'N',
        description: 'Most evidence records whose excerpt is not on the page (`not_found`) or whose page is gone (404, 410). Needs `provenance: check`. Unset: no limit.',
    },
    {
        name: 'max-provenance-unreachable',
        scope: 'both',
        default: '',
        placeholder: 'N',
        description: 'Most evidence records whose page could not be read: `blocked` (401, 403, 429, a login or captcha page) or `unreachable` (DNS, timeout, TLS). Needs `provenance: check`. Unset: no limit.',
    },
    {
        name: 'max-references-not-found',
        scope: 'both',
        default: '',
        placeholder: 'N',
        description: 'Most references whose DOI, arXiv, PubMed or PMC ID no registry has (`not_found`) or cannot exist (`malformed`). Needs `references: check`. Unset: no limit.',
    },
    {
        name: 'max-references-mismatch',
        scope: 'both',
        default: '',
        placeholder: 'N',
        description: 'Most references whose identifier names another work than the reference describes (title, first author, year or venue differ). Needs `references: check`. Unset: no limit.',
    },
    {
        name: 'max-retracted',
        scope: 'both',
        default: '',
        placeholder: 'N',
        description: 'Most references to retracted works (Crossref update notices, Retraction Watch, PubMed). Needs `references: check`. Unset: no limit.',
    },
    {
        name: 'min-coverage',
        scope: 'both',
        default: '',
        placeholder: 'RATIO',
        description: 'Least share (0 to 1, or a percentage such as `80%`) of cited claims with a kept verifier result, over all reports. Unset: no limit.',
    },
    {
        name: 'min-exact-quote-ratio',
        scope: 'both',
        default: '',
        placeholder: 'RATIO',
        description: 'Least share (0 to 1, or a percentage such as `80%`) of kept results that carry a bound quote. Unset: no limit.',
    },
    {
        name: 'fail-on-unavailable',
        scope: 'both',
        default: 'false',
        placeholder: 'BOOL',
        description: 'Fail when a report could not be verified at all (status `unavailable`).',
    },
    {
        name: 'gate-on',
        scope: 'both',
        default: 'all',
        placeholder: 'all|new',
        description: 'What the thresholds count: `all` problems, or only those `new` in this pull request (compared with its base commit; the command line compares with `--base REF`). Without a base, `new` counts all, with a note.',
    },
    {
        name: 'waivers',
        scope: 'both',
        default: _settings_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_WAIVERS_PATH */ .Cn,
        placeholder: 'PATH',
        description: 'File of accepted findings (YAML): each waiver names one problem (report, kind, claim, and evidence or number where the kind has them), a reason and optionally an expiry date (`expires: 2026-12-31`); a waived problem does not count toward the limits. No file at the default path: no waivers. A pull request can add waivers, and its comment shows them as added: have the file reviewed (CODEOWNERS).',
    },
    {
        name: 'trust-committed-verdicts',
        scope: 'both',
        default: 'base',
        placeholder: 'base|all',
        description: "Which committed verdicts (verdict files, a pipeline envelope's results) count on a pull request (the command line: with `--base REF`): `base`, only those identical to one at the base commit; the others are asked of the model again, or count as no verdict without an API key, except that a `contradicts` or `insufficient` the pull request adds counts, unconfirmed, unless the model's answer is as strict (it can only make the gate stricter), and a finding of the base stays when the pull request removes it. `all`: every one as written, so a pull request can add verdicts no model gave (see docs/security.md). Elsewhere every committed verdict counts.",
    },
    {
        name: 'model-prices',
        scope: 'both',
        default: '',
        placeholder: 'INPUT/OUTPUT',
        description: 'What the model costs, as the price of a million input tokens and of a million output tokens (`2.50/10.00`): the verifier line then gives an estimated cost of the tokens the API reported. No built-in price table, since prices change. Unset: tokens only.',
    },
    {
        name: 'citation-recall',
        scope: 'both',
        default: 'off',
        placeholder: 'check|off',
        description: 'Citation recall: `check` lists each sentence that states a checkable fact (a number, a date, a percentage, a quotation of two words or more, a superlative such as "the first" or "the largest") and cites nothing, in a report that cites elsewhere (`uncited_claim`, counted by `max-uncited-claims`), and gives each report\'s share of factual sentences citing a source; `off` (the default: on real reports 41% of the sentences it flagged were true, short of the 90% it needs to be on by default) does not look (docs/checks.md#citation-recall).',
    },
    {
        name: 'semantic',
        scope: 'both',
        default: 'auto',
        placeholder: 'MODE',
        description: 'Semantic verifier: `auto` asks the model only about pairs without a kept committed result, `always` about every pair (its kept answers win), `off` never.',
    },
    {
        name: 'model',
        scope: 'both',
        default: '',
        placeholder: 'NAME',
        description: 'Model for the semantic verifier, e.g. `gpt-4o-mini`. Unset: the verifier does not run (`missing_model`).',
    },
    {
        name: 'base-url',
        scope: 'both',
        default: '',
        placeholder: 'URL',
        description: 'Any OpenAI-compatible endpoint, e.g. `http://localhost:8000/v1`. Unset: the OpenAI API.',
    },
    {
        name: 'openai-api-key',
        scope: 'action',
        default: '',
        description: 'API key for the semantic verifier; pass a secret. The command line reads `OPENAI_API_KEY` instead. Unset: the verifier does not run (`missing_api_key`).',
    },
    {
        name: 'batch-size',
        scope: 'both',
        default: '8',
        placeholder: 'N',
        description: 'Claim/evidence pairs per model request (1 to 100); pairs of different reports never share a request.',
    },
    {
        name: 'concurrency',
        scope: 'both',
        default: '4',
        placeholder: 'N',
        description: 'Model requests in flight at once (1 to 64).',
    },
    {
        name: 'request-timeout',
        scope: 'both',
        default: '60',
        placeholder: 'SECONDS',
        description: 'Seconds for one model request, from sending it to the last byte of the answer, before it counts as timed out (and is retried).',
    },
    {
        name: 'max-retries',
        scope: 'both',
        default: '3',
        placeholder: 'N',
        description: 'Retries per request on rate limits (429), server errors (5xx), timeouts and lost connections, with exponential backoff and jitter; `Retry-After` is honoured.',
    },
    {
        name: 'max-pairs',
        scope: 'both',
        default: '500',
        placeholder: 'N',
        description: 'Most pairs sent to the model per run, in report order (about 63 requests at the default batch size); the rest stay unverified (`max_pairs_reached`), and the comment, summary and terminal say how many. `none`: no limit.',
    },
    {
        name: 'cache-path',
        scope: 'both',
        default: '.citegate/cache.json',
        placeholder: 'PATH',
        description: 'File of earlier model answers (JSON Lines), keyed by claim and excerpt fingerprints, model and prompt version; only new pairs are asked. Entries unused in 50 runs are dropped, and at most 100,000 are kept. Keep it with `actions/cache`.',
    },
    {
        name: 'provenance',
        scope: 'both',
        default: 'off',
        placeholder: 'MODE',
        description: 'Provenance: `check` fetches each evidence URL (once per run) and looks for its excerpt on the page; `off` fetches nothing.',
    },
    {
        name: 'provenance-allow-private',
        scope: 'both',
        default: 'false',
        placeholder: 'BOOL',
        description: 'For local use only: let provenance fetches reach loopback, private and link-local addresses, which are otherwise refused after DNS resolution at every redirect.',
    },
    {
        name: 'provenance-max-age',
        scope: 'both',
        default: '7d',
        placeholder: 'DURATION',
        description: 'A cached page younger than this (e.g. `7d`, `12h`, `0`) is used without a request; an older one is revalidated with a conditional request.',
    },
    {
        name: 'provenance-timeout',
        scope: 'both',
        default: '20',
        placeholder: 'SECONDS',
        description: 'Seconds for one provenance fetch (connection, headers and body) before it counts as unreachable.',
    },
    {
        name: 'provenance-max-body',
        scope: 'both',
        default: '20MB',
        placeholder: 'SIZE',
        description: 'Page bodies (after decompression) are cut at this size, e.g. `20MB`, `500kB`; a cut body is said so in the results.',
    },
    {
        name: 'provenance-cache-path',
        scope: 'both',
        default: '.citegate/provenance.jsonl',
        placeholder: 'PATH',
        description: 'File of fetched pages (extracted text, fetch time, ETag, Last-Modified), keyed by URL. Keep it with `actions/cache`.',
    },
    {
        name: 'references',
        scope: 'both',
        default: 'off',
        placeholder: 'MODE',
        description: 'References: `check` looks up every DOI, arXiv, PubMed and PMC ID in the evidence records (Crossref, DataCite, arXiv, NCBI), says whether each exists, is the work the reference describes, and is not retracted; `off` looks nothing up. Only identifiers and titles leave the runner.',
    },
    {
        name: 'references-mailto',
        scope: 'both',
        default: '',
        placeholder: 'EMAIL',
        description: 'A contact address sent to the registries (Crossref `mailto`, DataCite, NCBI `email`): Crossref and DataCite then allow more requests per second. Unset: the anonymous rates.',
    },
    {
        name: 'references-title-search',
        scope: 'both',
        default: 'false',
        placeholder: 'BOOL',
        description: 'Look up references that have no identifier by their title in Crossref. A lower-confidence answer (`found_by_title`, `not_found_by_title`) that no threshold counts.',
    },
    {
        name: 'crossref-url',
        scope: 'both',
        default: 'https://api.crossref.org',
        placeholder: 'URL',
        description: 'Crossref REST API base URL (for a proxy or a test server).',
    },
    {
        name: 'datacite-url',
        scope: 'both',
        default: 'https://api.datacite.org',
        placeholder: 'URL',
        description: 'DataCite REST API base URL.',
    },
    {
        name: 'arxiv-url',
        scope: 'both',
        default: 'https://export.arxiv.org/api/query',
        placeholder: 'URL',
        description: 'arXiv API query URL.',
    },
    {
        name: 'pubmed-url',
        scope: 'both',
        default: 'https://eutils.ncbi.nlm.nih.gov/entrez/eutils',
        placeholder: 'URL',
        description: 'NCBI E-utilities base URL (esummary for PubMed and PMC IDs).',
    },
    {
        name: 'doi-url',
        scope: 'both',
        default: 'https://doi.org',
        placeholder: 'URL',
        description: 'doi.org base URL: asked whether a DOI exists at another registration agency before it is called not found.',
    },
    {
        name: 'references-max-age',
        scope: 'both',
        default: '7d',
        placeholder: 'DURATION',
        description: 'A cached registry answer younger than this (e.g. `7d`, `12h`, `0`) is used without a request; an answer that an identifier does not exist is kept at most a day.',
    },
    {
        name: 'references-timeout',
        scope: 'both',
        default: '20',
        placeholder: 'SECONDS',
        description: 'Seconds for one registry request before it counts as unreachable.',
    },
    {
        name: 'references-cache-path',
        scope: 'both',
        default: '.citegate/references.jsonl',
        placeholder: 'PATH',
        description: 'File of registry answers (JSON Lines), keyed by identifier. Keep it with `actions/cache`; a file the repository tracks is never read.',
    },
    {
        name: 'snapshot',
        scope: 'action',
        default: 'off',
        description: 'Source snapshots: `missing` runs `citegate snapshot --only-missing` before the check, writing a snapshot file beside each report for the sources it cites by URL alone (`provenance-*` settings apply); `off` fetches nothing. Refused on pull-request events, where the pull request would choose what is fetched and written: run it on a schedule (docs/snapshots.md).',
    },
    {
        name: 'archive',
        scope: 'snapshot',
        default: 'wayback',
        placeholder: 'wayback|off',
        description: "Snapshots: where a page that is gone (404, 410) or blocked is looked up instead: `wayback` (the Wayback Machine's availability API, near the report's date when it has one) or `off`.",
    },
    {
        name: 'archive-url',
        scope: 'snapshot',
        default: 'https://archive.org/wayback/available',
        placeholder: 'URL',
        description: 'Snapshots: the Wayback Machine availability API to ask, or a mirror of it.',
    },
    {
        name: 'results-path',
        scope: 'action',
        default: 'citegate-results.json',
        description: 'Where to write the results file (JSON), relative to the workspace. The command line writes it with `--json PATH`.',
    },
    {
        name: 'sarif-path',
        scope: 'action',
        default: '',
        description: 'Where to write a SARIF 2.1.0 file of every finding and binding error (for `github/codeql-action/upload-sarif`), relative to the workspace. Unset: none. The command line writes it with `--sarif PATH`.',
    },
    {
        name: 'github-token',
        scope: 'action',
        default: '${{ github.token }}',
        description: 'Token for the pull-request comment, the changed-files lookup and reading the base versions of the reports. Needs `pull-requests: write` to comment and `contents: read` to read the base.',
    },
    {
        name: 'comment',
        scope: 'action',
        default: 'always',
        description: 'Pull-request comment: `always`, `on-failure` (post only when the gate fails; an existing comment is still updated), or `never`.',
    },
    {
        name: 'comment-key',
        scope: 'action',
        default: 'default',
        description: 'Tells apart the comments of several citegate steps on one pull request: one sticky comment per key.',
    },
    {
        name: 'only-changed',
        scope: 'action',
        default: 'false',
        description: 'On a pull request, check only the report files it adds or modifies (still filtered by `reports`). Elsewhere every report is checked.',
    },
];


/***/ }),

/***/ 4661:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cn: () => (/* binding */ DEFAULT_WAIVERS_PATH),
/* harmony export */   GN: () => (/* binding */ SettingsError),
/* harmony export */   JK: () => (/* binding */ readAllSettings),
/* harmony export */   P0: () => (/* binding */ readCoreSettings)
/* harmony export */ });
/* unused harmony export DEFAULT_CITATION_RECALL */
/* harmony import */ var _check_trust_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7122);
/* harmony import */ var _files_find_reports_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5838);
/* harmony import */ var _formats_model_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5881);
/* harmony import */ var _formats_markdown_dialects_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5513);
/* harmony import */ var _gate_thresholds_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9695);





/** Where the waiver file is looked for when the `waivers` setting is not given. */
const DEFAULT_WAIVERS_PATH = '.citegate/waivers.yml';
/**
 * Whether citation recall runs when `citation-recall` is not given: off, since on real reports
 * fewer than half the sentences it flagged were true (41%, 88 of 213; the issue asks 90% before
 * it is on by default). docs/checks.md#citation-recall has the reading.
 */
const DEFAULT_CITATION_RECALL = 'off';
const FORMAT_CHOICES = ['auto', ..._formats_model_js__WEBPACK_IMPORTED_MODULE_2__/* .FORMATS */ .hR];
class SettingsError extends Error {
    problems;
    constructor(problems) {
        super(problems.join('\n'));
        this.problems = problems;
    }
}
/**
 * Runs every reader and returns what each read, or throws one SettingsError with the problems
 * of all of them: a user fixes every bad value in one go, not one per run.
 */
function readAllSettings(...readers) {
    const problems = [];
    const values = readers.map((read) => {
        try {
            return read();
        }
        catch (error) {
            if (!(error instanceof SettingsError))
                throw error;
            problems.push(...error.problems);
            return undefined;
        }
    });
    if (problems.length > 0)
        throw new SettingsError(problems);
    return values;
}
/** The settings shared by the action and the command line, validated; throws SettingsError. */
function readCoreSettings(get) {
    const problems = [];
    const thresholds = { ..._gate_thresholds_js__WEBPACK_IMPORTED_MODULE_4__/* .DEFAULT_THRESHOLDS */ .JJ };
    for (const name of _gate_thresholds_js__WEBPACK_IMPORTED_MODULE_4__/* .THRESHOLD_NAMES */ .LC) {
        const raw = get(name);
        if (raw === undefined)
            continue;
        const parsed = (0,_gate_thresholds_js__WEBPACK_IMPORTED_MODULE_4__/* .parseThreshold */ .B7)(name, raw);
        if ('error' in parsed)
            problems.push(parsed.error);
        else
            thresholds[name] = parsed.value;
    }
    const gateOnRaw = (get('gate-on') ?? '').trim().toLowerCase() || 'all';
    if (gateOnRaw !== 'all' && gateOnRaw !== 'new')
        problems.push(`gate-on must be all or new, not ${JSON.stringify(get('gate-on'))}`);
    const formatRaw = (get('format') ?? '').trim().toLowerCase() || 'auto';
    const format = FORMAT_CHOICES.find((choice) => choice === formatRaw);
    if (!format)
        problems.push(`format must be one of ${FORMAT_CHOICES.join(', ')}, not ${JSON.stringify(get('format'))}`);
    const dialectWritten = (get('markdown-dialect') ?? '').trim().toLowerCase() || 'auto';
    const dialectRaw = _formats_markdown_dialects_js__WEBPACK_IMPORTED_MODULE_3__/* .DIALECT_ALIASES */ .ux[dialectWritten] ?? dialectWritten;
    const markdownDialect = ['auto', ..._formats_markdown_dialects_js__WEBPACK_IMPORTED_MODULE_3__/* .DIALECT_NAMES */ .md].find((choice) => choice === dialectRaw);
    if (!markdownDialect)
        problems.push(`markdown-dialect must be one of auto, ${_formats_markdown_dialects_js__WEBPACK_IMPORTED_MODULE_3__/* .DIALECT_NAMES */ .md.join(', ')}, not ${JSON.stringify(get('markdown-dialect'))}`);
    const trustRaw = (get('trust-committed-verdicts') ?? '').trim().toLowerCase() || 'base';
    const trust = _check_trust_js__WEBPACK_IMPORTED_MODULE_0__/* .TRUST_RULES */ .t4.find((rule) => rule === trustRaw);
    if (!trust)
        problems.push(`trust-committed-verdicts must be base or all, not ${JSON.stringify(get('trust-committed-verdicts'))}`);
    const recallRaw = (get('citation-recall') ?? '').trim().toLowerCase() || DEFAULT_CITATION_RECALL;
    if (recallRaw !== 'check' && recallRaw !== 'off')
        problems.push(`citation-recall must be check or off, not ${JSON.stringify(get('citation-recall'))}`);
    // A limit nothing would count is a mistake to say, not to ignore.
    else if (recallRaw === 'off' && thresholds['max-uncited-claims'] !== null)
        problems.push('max-uncited-claims needs citation-recall: check (it is off), or leave max-uncited-claims unset');
    if (problems.length > 0)
        throw new SettingsError(problems);
    const waiversRaw = (get('waivers') ?? '').trim();
    const waivers = { path: waiversRaw === '' ? DEFAULT_WAIVERS_PATH : waiversRaw, explicit: waiversRaw !== '' };
    return {
        patterns: (0,_files_find_reports_js__WEBPACK_IMPORTED_MODULE_1__/* .splitPatterns */ .sb)(get.list?.('reports') ?? get('reports') ?? ''),
        thresholds,
        gateOn: gateOnRaw,
        format: format,
        markdownDialect: markdownDialect,
        waivers,
        trust: trust,
        citationRecall: recallRaw === 'check',
    };
}


/***/ }),

/***/ 4448:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SQ: () => (/* binding */ describeFileError),
/* harmony export */   Zf: () => (/* binding */ writeFileAtomic),
/* harmony export */   cz: () => (/* binding */ isStandardStream),
/* harmony export */   fc: () => (/* binding */ makeFolder)
/* harmony export */ });
/* unused harmony export SymbolicLinkError */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _link_view_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5725);
// Writing an output file so that a reader sees the old file or the new one, never half of
// either: a temporary file beside the target, flushed, then renamed over it. Never through a
// symbolic link unless asked: a link committed in a pull request (`citegate-results.json ->
// ../outside/victim.sh`, `.citegate -> ../outside`) must not redirect a write.





/** A write refused because the path is, or goes through, a symbolic link. */
class SymbolicLinkError extends Error {
    link;
    target;
    folder;
    code = 'ESYMLINK';
    constructor(
    /** The link, absolute. */
    link, 
    /** What it says. */
    target, 
    /** The link is a folder of the path, not the file itself. */
    folder) {
        super(folder
            ? `its folder ${link} is a symbolic link (to ${target}), and citegate does not write through one`
            : `it is a symbolic link (to ${target}), and citegate does not write through one`);
        this.link = link;
        this.target = target;
        this.folder = folder;
    }
}
/** The process's own streams (`--json /dev/stdout`): links the system makes, written in place. */
function isStandardStream(absolute) {
    return /^\/(?:dev\/(?:stdout|stderr|fd\/\d+)|proc\/self\/fd\/\d+)$/.test(absolute);
}
/**
 * Writes `data` to `target` atomically, creating its folder. A target that is a symbolic link,
 * or whose folder below a root is one, is refused (SymbolicLinkError) unless `followLinks`:
 * the temporary file is made in the real folder (O_EXCL, so never through a link) and the
 * target is checked again right before the rename, which replaces a path and never writes
 * through it. A target that is not a regular file (`/dev/stdout`, a pipe, `/dev/full`) is
 * written in place: renaming over it would replace the device instead of writing to it. On
 * failure the temporary file is removed and the error is thrown as the file system gave it
 * (see describeFileError).
 */
async function writeFileAtomic(target, data, options = {}) {
    const absolute = node_path__WEBPACK_IMPORTED_MODULE_3___default().resolve(target);
    if (options.followLinks || isStandardStream(absolute))
        return writeThroughLinks(absolute, data);
    const folder = await realFolder(absolute, options.roots ?? []);
    const destination = node_path__WEBPACK_IMPORTED_MODULE_3___default().join(folder, node_path__WEBPACK_IMPORTED_MODULE_3___default().basename(absolute));
    const existing = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.lstat)(destination).catch(() => undefined);
    if (existing?.isSymbolicLink())
        throw await linkError(destination, false);
    if (existing && !existing.isFile() && !existing.isDirectory()) {
        // O_NOFOLLOW: had the device been swapped for a link since, this fails instead of following it.
        await writeInPlace(destination, data, node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_WRONLY | node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_NOFOLLOW);
        return;
    }
    await replaceFile(folder, destination, data, existing, async () => {
        if ((await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.lstat)(destination).catch(() => undefined))?.isSymbolicLink())
            throw await linkError(destination, false);
    });
}
/** The old behaviour, asked for: links are followed, the file they name is replaced. */
async function writeThroughLinks(absolute, data) {
    const destination = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.realpath)(absolute).catch(() => absolute);
    const existing = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.stat)(destination).catch(() => undefined);
    if (existing && !existing.isFile() && !existing.isDirectory()) {
        await writeInPlace(destination, data, 'w');
        return;
    }
    const folder = node_path__WEBPACK_IMPORTED_MODULE_3___default().dirname(destination);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdir)(folder, { recursive: true }).catch(notDirectory(folder));
    await replaceFile(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.realpath)(folder), destination, data, existing, async () => undefined);
}
async function replaceFile(folder, destination, data, existing, beforeRename) {
    // Hidden, so that no report glob (dot files excluded) picks it up while it exists.
    const temporary = node_path__WEBPACK_IMPORTED_MODULE_3___default().join(folder, `.${node_path__WEBPACK_IMPORTED_MODULE_3___default().basename(destination)}.${process.pid}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(6).toString('hex')}.tmp`);
    try {
        const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.open)(temporary, 'wx');
        try {
            // A replaced file keeps its permissions; a new one gets the usual (0o666 less the umask).
            if (existing?.isFile())
                await handle.chmod(existing.mode & 0o7777);
            await writeAll(handle, data);
            await handle.sync();
        }
        finally {
            await handle.close();
        }
        await beforeRename();
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rename)(temporary, destination);
    }
    catch (error) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rm)(temporary, { force: true });
        throw error;
    }
}
/** Creates `folder` and its parents; a part of the path that is a file is ENOTDIR, as the system says it. */
async function makeFolder(folder) {
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdir)(folder, { recursive: true }).catch(notDirectory(folder));
}
/** Each piece after the last: FileHandle.writeFile writes from the handle's position, and all of the piece. */
async function writeAll(handle, data) {
    if (typeof data === 'string' || data instanceof Uint8Array)
        await handle.writeFile(data);
    else
        for (const piece of data)
            await handle.writeFile(piece);
}
/** A device or a pipe (`/dev/stdout`): written as it is, not replaced. */
async function writeInPlace(destination, data, flags) {
    const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.open)(destination, flags);
    try {
        await writeAll(handle, data);
    }
    finally {
        await handle.close();
    }
}
/**
 * The real folder to write `absolute` in. Below the root that holds it, each folder is checked
 * and made one at a time, so that none is a symbolic link (mkdir never follows one); elsewhere
 * the folder is made as the path says.
 */
async function realFolder(absolute, roots) {
    const folder = node_path__WEBPACK_IMPORTED_MODULE_3___default().dirname(absolute);
    const root = roots
        .map((candidate) => node_path__WEBPACK_IMPORTED_MODULE_3___default().resolve(candidate))
        .find((candidate) => candidate !== absolute && (0,_link_view_js__WEBPACK_IMPORTED_MODULE_4__/* .within */ .u)(folder, candidate));
    if (root === undefined) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdir)(folder, { recursive: true }).catch(notDirectory(folder));
        return (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.realpath)(folder);
    }
    let current = root;
    for (const part of node_path__WEBPACK_IMPORTED_MODULE_3___default().relative(root, folder)
        .split((node_path__WEBPACK_IMPORTED_MODULE_3___default().sep))
        .filter((part) => part !== '')) {
        current = node_path__WEBPACK_IMPORTED_MODULE_3___default().join(current, part);
        let info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.lstat)(current).catch(() => undefined);
        if (!info) {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdir)(current).catch((error) => error.code === 'EEXIST' ? undefined : Promise.reject(error));
            info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.lstat)(current);
        }
        if (info.isSymbolicLink())
            throw await linkError(current, true);
        if (!info.isDirectory())
            throw Object.assign(new Error(`ENOTDIR: not a directory, mkdir '${current}'`), { code: 'ENOTDIR' });
    }
    return (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.realpath)(folder);
}
async function linkError(link, folder) {
    return new SymbolicLinkError(link, await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.readlink)(link).catch(() => '?'), folder);
}
/** Node says EEXIST when a part of the path is a file; the system's word for that is ENOTDIR. */
function notDirectory(folder) {
    return (error) => {
        throw error.code === 'EEXIST'
            ? Object.assign(new Error(`ENOTDIR: not a directory, mkdir '${folder}'`), { code: 'ENOTDIR' })
            : error;
    };
}
const REASONS = {
    EACCES: 'permission denied',
    EPERM: 'permission denied',
    EISDIR: 'it is a folder',
    ENOSPC: 'no space left on the device',
    EDQUOT: 'the disk quota is exceeded',
    EROFS: 'the file system is read-only',
    ENOTDIR: 'a part of the path is a file, not a folder',
    ENAMETOOLONG: 'the name is too long',
    EFBIG: 'the file is too large',
    EIO: 'an input/output error',
    ELOOP: 'it is a symbolic link, and citegate does not write through one',
};
/**
 * Why a file could not be written (or read), in words and with the system's code
 * (`permission denied (EACCES)`), without the temporary file's name Node's message carries.
 */
function describeFileError(error) {
    if (error instanceof SymbolicLinkError)
        return error.message;
    const code = error?.code;
    if (code && Object.hasOwn(REASONS, code))
        return `${REASONS[code]} (${code})`;
    return error instanceof Error ? error.message : String(error);
}


/***/ }),

/***/ 7518:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GX: () => (/* binding */ writeOptions),
/* harmony export */   S0: () => (/* binding */ guardOutputs),
/* harmony export */   aH: () => (/* binding */ patternMatchers),
/* harmony export */   lz: () => (/* binding */ OutputPathError)
/* harmony export */ });
/* unused harmony exports outputConflicts, linkAlong, resolvePath */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4006);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(picomatch__WEBPACK_IMPORTED_MODULE_4__);
/* harmony import */ var _atomic_write_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4448);
/* harmony import */ var _link_view_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5725);
// No output file may land on an input: a results file or a cache written over a report
// destroys it, and one that the report patterns match is checked as a report by the next run.
// Nor is any written through a symbolic link (a pull request can commit one), nor, in the
// action, outside the workspace and the runner's temporary folder. The shells call
// guardOutputs once the report files are found and before any is read; writeFileAtomic checks
// the links again when it writes (writeOptions gives it the same rule).





/** What writeFileAtomic needs of the policy, for the outputs of a run in `cwd`. */
function writeOptions(policy, cwd) {
    return {
        roots: policy.within ? policy.within.map((root) => node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(cwd, root.folder)) : [node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(cwd)],
        ...(policy.followLinks ? { followLinks: true } : {}),
    };
}
class OutputPathError extends Error {
    problems;
    constructor(problems) {
        super(problems.length === 1
            ? problems[0]
            : `the output paths are refused:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
        this.problems = problems;
    }
}
/** Every way an output collides with a report or with another output; [] when none does. Pure. */
function outputConflicts(input) {
    const problems = [];
    const matchers = patternMatchers(input.patterns, input.cwd);
    input.outputs.forEach((output, at) => {
        const label = `${output.name} ${output.path}`;
        // A file named after a report (a verdict file) never goes through a link, whatever else is wrong.
        if (output.refuseLink && output.link !== undefined) {
            problems.push(linkProblem(label, output, input.policy));
            return;
        }
        if (output.outside && input.policy?.within) {
            const names = input.policy.within.map((root) => root.name).join(' and ');
            problems.push(`${label} is outside ${names}, and citegate writes nowhere else here; use a path relative to the workspace`);
            return;
        }
        const same = (candidate) => candidate.real === output.real || candidate.absolute === output.absolute;
        const report = input.reports.find((candidate) => !candidate.found && same(candidate));
        if (report) {
            const what = input.inputs === 'inputs'
                ? `the input file ${report.file} that this run reads`
                : `the report file ${report.file} that this run checks`;
            problems.push(`${label} is ${what}; choose another path`);
            return;
        }
        const relative = [node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(input.cwd, output.absolute), node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(input.realCwd, output.real)].map(toPosix);
        const pattern = matchers.find((matcher) => relative.some((candidate) => matcher.matches(candidate)));
        if (pattern) {
            problems.push(`${label} matches the report pattern ${JSON.stringify(pattern.pattern)}, so a later run would check it as a report; choose another path`);
            return;
        }
        // A report's other files (an article, a verdict file), which no pattern names.
        const found = input.reports.find((candidate) => candidate.found && same(candidate));
        if (found) {
            problems.push(`${label} is the file ${found.file} of a report that citegate check reads; choose another path`);
            return;
        }
        // After the collisions: an output on a report says that first, linked or not.
        const linked = linkProblem(label, output, input.policy);
        if (linked !== null) {
            problems.push(linked);
            return;
        }
        const twin = input.outputs.slice(0, at).find((other) => other.real === output.real);
        if (twin)
            problems.push(`${label} is the same file as ${twin.name} ${twin.path}; choose two different paths`);
    });
    return problems;
}
function linkProblem(label, output, policy) {
    const { link } = output;
    if (link === undefined || (policy?.followLinks && !output.refuseLink))
        return null;
    const advice = output.refuseLink ? '' : (policy?.linkAdvice ?? '');
    return link.folder
        ? `${label} goes through the symbolic link ${link.at} (to ${link.target}); citegate never writes through one: remove it, or choose another path${advice}`
        : `${label} is a symbolic link (to ${link.target}); citegate never writes through one: remove it, or replace it with the file itself${advice}`;
}
/** Resolves the outputs and the reports, then refuses every collision and every link at once (OutputPathError). */
async function guardOutputs(options) {
    const given = options.outputs.filter((output) => typeof output.path === 'string' && output.path.trim() !== '');
    const cwd = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(options.cwd);
    const policy = options.policy ?? {};
    const { roots = [] } = writeOptions(policy, cwd);
    const problems = outputConflicts({
        cwd,
        realCwd: await realPath(cwd),
        outputs: await Promise.all(given.map(async (output) => {
            const resolved = await resolvePath(options.cwd, output.path);
            const root = roots.find((candidate) => resolved.absolute !== candidate && (0,_link_view_js__WEBPACK_IMPORTED_MODULE_3__/* .within */ .u)(resolved.absolute, candidate));
            const link = await linkAlong(resolved.absolute, root, cwd);
            return {
                ...output,
                ...resolved,
                ...(link === null ? {} : { link }),
                ...(policy.within && root === undefined ? { outside: true } : {}),
            };
        })),
        policy,
        reports: [
            ...(await Promise.all(options.reportFiles.map(async (file) => ({ file, ...(await resolvePath(options.cwd, file)) })))),
            ...(await Promise.all((options.foundReportFiles ?? []).map(async (file) => ({
                file,
                found: true,
                ...(await resolvePath(options.cwd, file)),
            })))),
        ],
        patterns: options.patterns,
        ...(options.inputs ? { inputs: options.inputs } : {}),
    });
    if (problems.length > 0)
        throw new OutputPathError(problems);
}
/**
 * The first symbolic link along `absolute`: each folder below `root` (the working directory,
 * or a folder of the action's), then the file itself; null when there is none.
 */
async function linkAlong(absolute, root, cwd) {
    if ((0,_atomic_write_js__WEBPACK_IMPORTED_MODULE_2__/* .isStandardStream */ .cz)(absolute))
        return null;
    const parts = root === undefined
        ? []
        : node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(root, node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(absolute))
            .split((node_path__WEBPACK_IMPORTED_MODULE_1___default().sep))
            .filter((part) => part !== '');
    const candidates = parts.map((_, at) => node_path__WEBPACK_IMPORTED_MODULE_1___default().join(root, ...parts.slice(0, at + 1)));
    for (const candidate of [...candidates, absolute]) {
        const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(candidate).catch(() => undefined);
        if (info === undefined)
            return null;
        if (info.isSymbolicLink()) {
            const shown = (0,_link_view_js__WEBPACK_IMPORTED_MODULE_3__/* .within */ .u)(candidate, cwd) ? node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(cwd, candidate).split((node_path__WEBPACK_IMPORTED_MODULE_1___default().sep)).join('/') : candidate;
            return { at: shown, target: await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readlink)(candidate).catch(() => '?'), folder: candidate !== absolute };
        }
    }
    return null;
}
/** `./a/../x.json` and `linked-folder/x.json` resolve to the file they would write. */
async function resolvePath(cwd, given) {
    const absolute = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(cwd, given);
    return { absolute, real: await realPath(absolute) };
}
/** The real path of the deepest part that exists, with the rest appended as written. */
async function realPath(absolute) {
    const rest = [];
    let current = absolute;
    for (;;) {
        try {
            return node_path__WEBPACK_IMPORTED_MODULE_1___default().join(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(current), ...rest);
        }
        catch {
            const parent = node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(current);
            if (parent === current)
                return absolute;
            rest.unshift(node_path__WEBPACK_IMPORTED_MODULE_1___default().basename(current));
            current = parent;
        }
    }
}
/**
 * The globs as src/files/find-reports.ts applies them through tinyglobby: normalised paths,
 * dot files skipped, node_modules and .git ignored, `!glob` excluding.
 */
function patternMatchers(patterns, cwd) {
    const options = { dot: false, posix: true };
    const normalise = (pattern) => {
        const trimmed = pattern.replace(/\/+$/, '');
        return node_path__WEBPACK_IMPORTED_MODULE_1___default().isAbsolute(trimmed) ? toPosix(node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(cwd, trimmed)) : node_path__WEBPACK_IMPORTED_MODULE_1___default().posix.normalize(trimmed);
    };
    const excluded = picomatch__WEBPACK_IMPORTED_MODULE_4___default()([
        '**/node_modules/**',
        '**/.git/**',
        ...patterns.filter((pattern) => pattern.startsWith('!')).map((pattern) => normalise(pattern.slice(1))),
    ], options);
    return patterns
        .filter((pattern) => !pattern.startsWith('!'))
        .map((pattern) => {
        const included = picomatch__WEBPACK_IMPORTED_MODULE_4___default()(normalise(pattern), options);
        return { pattern, matches: (relativePath) => included(relativePath) && !excluded(relativePath) };
    });
}
function toPosix(relativePath) {
    return relativePath.split((node_path__WEBPACK_IMPORTED_MODULE_1___default().sep)).join('/');
}


/***/ }),

/***/ 5716:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   As: () => (/* binding */ abundanceFromJson)
/* harmony export */ });
/* unused harmony exports reportSources, normaliseParsed */
/* harmony import */ var _report_parse_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2329);
/* harmony import */ var _verdict_file_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1527);


/**
 * A report file already read by the JSON reader (asked for REPORT_ARRAYS), to the model, with
 * its verdict file (`NAME.verdicts.json`) if there is one.
 */
async function abundanceFromJson(file, json, readFile) {
    const parsed = (0,_report_parse_js__WEBPACK_IMPORTED_MODULE_0__/* .reportFromJson */ .py)(file, json);
    if (!parsed.ok)
        return { file, error: parsed.error };
    const verdicts = await (0,_verdict_file_js__WEBPACK_IMPORTED_MODULE_1__/* .readVerdictFile */ .Kk)(readFile, (0,_verdict_file_js__WEBPACK_IMPORTED_MODULE_1__/* .verdictFilePath */ .ne)({ file, isFolder: false }));
    if (!verdicts.ok)
        return { file, error: verdicts.error };
    return normaliseParsed(parsed, verdicts.file);
}
/** A pipeline report's claims (claim i on line `claimLines[i]`, else 0) and evidence, as every format gives them. */
function reportSources(report, claimLines) {
    return {
        claims: report.claims.map((claim, index) => ({
            id: claim.id,
            statement: claim.statement,
            evidenceIds: claim.evidence_ids,
            confidence: claim.confidence,
            line: claimLines[index] ?? 0,
        })),
        evidence: report.evidence.map((record) => ({
            id: record.id,
            title: record.title,
            url: record.url,
            excerpt: record.excerpt,
            publishedAt: record.published_at ?? null,
        })),
    };
}
/** The model of a parsed report file; with no verdict file state, as if it had none. */
function normaliseParsed(parsed, verdictFile) {
    const { file, report } = parsed;
    const { claims, evidence } = reportSources(report, parsed.claimLines);
    return {
        format: 'abundance',
        file,
        claims,
        // reportSources' own records with their location added: literals, not spreads (a slow
        // object copy per record), with the keys in the same order.
        evidence: evidence.map((record, index) => {
            const position = parsed.evidencePositions[index];
            if (!position)
                return record;
            const { id, title, url, excerpt, publishedAt } = record;
            return { id, title, url, excerpt, publishedAt, location: { file, line: position.line, column: position.column } };
        }),
        sentenceIds: false,
        ...(report.completed_at ? { date: report.completed_at } : {}),
        envelope: parsed.verifications,
        verdictFile: verdictFile ?? { path: (0,_verdict_file_js__WEBPACK_IMPORTED_MODULE_1__/* .verdictFilePath */ .ne)({ file, isFolder: false }), exists: false, verifications: [] },
    };
}


/***/ }),

/***/ 9672:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X4: () => (/* binding */ COSTORM_REPORT),
/* harmony export */   gj: () => (/* binding */ loadCostorm),
/* harmony export */   nS: () => (/* binding */ COSTORM_DUMP)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2857);
/* harmony import */ var _report_json_file_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7376);
/* harmony import */ var _report_locate_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3235);
/* harmony import */ var _report_record_map_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4474);
/* harmony import */ var _positions_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(1592);
/* harmony import */ var _read_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1558);
/* harmony import */ var _empty_article_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(726);
/* harmony import */ var _sentences_article_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7687);
/* harmony import */ var _storm_index_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1528);
/* harmony import */ var _snippets_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(2624);
/* harmony import */ var _verdict_file_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1527);
/* harmony import */ var _python_literals_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(4949);
// A Co-STORM run folder (stanford-oval/storm, examples/costorm_examples/run_costorm_gpt.py):
// report.md is CoStormRunner.generate_report() (knowledge_storm/collaborative_storm/modules/
// article_generation.py: "# node" headings, `[n]` citations), and instance_dump.json is
// CoStormRunner.to_dict(), whose knowledge_base.info_uuid_to_info_dict maps each citation
// number (a JSON string key) to Information.to_dict(): url, title, snippets, meta, citation_uuid.












const COSTORM_REPORT = 'report.md';
const COSTORM_DUMP = 'instance_dump.json';
const InstanceDump = zod__WEBPACK_IMPORTED_MODULE_6__/* .looseObject */ ._H3({
    knowledge_base: zod__WEBPACK_IMPORTED_MODULE_6__/* .looseObject */ ._H3({ info_uuid_to_info_dict: (0,_report_record_map_js__WEBPACK_IMPORTED_MODULE_7__/* .recordMap */ .o)(_storm_index_js__WEBPACK_IMPORTED_MODULE_4__/* .Information */ .$$) }),
});
async function loadCostorm(folder, readFile) {
    const fail = (file, message, at = {}) => ({
        format: 'costorm',
        file: folder,
        error: { file, message, ...at },
    });
    const dump = await (0,_read_js__WEBPACK_IMPORTED_MODULE_2__/* .readInFolder */ .wg)(readFile, folder, COSTORM_DUMP);
    if (dump.bytes instanceof Error)
        return fail(dump.path, (0,_read_js__WEBPACK_IMPORTED_MODULE_2__/* .readFailure */ .f1)(dump.bytes));
    // Without instance_dump.json the folder is no report (discovery finds a Co-STORM folder by
    // it), a report.md beside it or not: at a base commit, one the pull request made a report.
    if (dump.bytes === null)
        return {
            ...fail(dump.path, `not a Co-STORM folder: there is no ${COSTORM_DUMP} beside ${COSTORM_REPORT}`),
            absent: true,
        };
    const report = await (0,_read_js__WEBPACK_IMPORTED_MODULE_2__/* .readInFolder */ .wg)(readFile, folder, COSTORM_REPORT);
    if (report.bytes instanceof Error)
        return fail(report.path, (0,_read_js__WEBPACK_IMPORTED_MODULE_2__/* .readFailure */ .f1)(report.bytes));
    if (report.bytes === null)
        return fail(report.path, `the Co-STORM folder has no ${COSTORM_REPORT} beside ${COSTORM_DUMP}`);
    const parsed = (0,_report_json_file_js__WEBPACK_IMPORTED_MODULE_0__/* .readJsonFile */ .JE)(dump.bytes, InstanceDump, { file: dump.path, pythonLiterals: true });
    if (!parsed.ok)
        return { format: 'costorm', file: folder, error: parsed.error };
    const decoded = (0,_report_json_file_js__WEBPACK_IMPORTED_MODULE_0__/* .decodeText */ .g7)(report.bytes);
    if (!decoded.ok)
        return fail(report.path, decoded.error.message, decoded.error);
    const at = (0,_positions_js__WEBPACK_IMPORTED_MODULE_8__/* .lineLocator */ .h)(parsed.text);
    const offsets = new Map((0,_report_locate_js__WEBPACK_IMPORTED_MODULE_1__/* .valueOffsets */ .uN)(parsed.text, ['knowledge_base', 'info_uuid_to_info_dict', _report_locate_js__WEBPACK_IMPORTED_MODULE_1__/* .ANY */ .x4]).map(({ path, offset }) => [
        path[2],
        offset,
    ]));
    const evidence = [...parsed.value.knowledge_base.info_uuid_to_info_dict].map(([uuid, info]) => {
        const offset = offsets.get(uuid);
        return {
            id: uuid,
            title: info.title || info.url || `information ${uuid}`,
            ...(info.title ? {} : { titleIsStandIn: true }),
            url: info.url ?? '',
            excerpt: info.snippets.join(_snippets_js__WEBPACK_IMPORTED_MODULE_9__/* .SNIPPET_SEPARATOR */ .o),
            snippets: info.snippets,
            ...(offset === undefined ? {} : { location: { file: dump.path, ...at(offset) } }),
        };
    });
    const sentences = (0,_sentences_article_js__WEBPACK_IMPORTED_MODULE_3__/* .articleSentences */ .hQ)(decoded.text);
    const empty = (0,_empty_article_js__WEBPACK_IMPORTED_MODULE_10__/* .emptyArticle */ .O)(sentences, evidence.length, COSTORM_REPORT, COSTORM_DUMP);
    if (empty)
        return fail(empty.onSources ? dump.path : report.path, empty.message);
    const lineColumn = (0,_positions_js__WEBPACK_IMPORTED_MODULE_8__/* .lineLocator */ .h)(decoded.text);
    return (0,_verdict_file_js__WEBPACK_IMPORTED_MODULE_5__/* .folderReport */ .Pi)('costorm', folder, readFile, (0,_sentences_article_js__WEBPACK_IMPORTED_MODULE_3__/* .sentenceClaims */ .Vg)(sentences, sentences.map((sentence) => lineColumn(sentence.offset)), report.path), evidence, {
        notices: [
            ...(0,_python_literals_js__WEBPACK_IMPORTED_MODULE_11__/* .pythonLiteralNotices */ .f)(dump.path, parsed.text, parsed.pythonLiterals),
            ...(0,_empty_article_js__WEBPACK_IMPORTED_MODULE_10__/* .uncitedArticle */ .R)(sentences, evidence.length, report.path, COSTORM_DUMP),
        ],
    });
}


/***/ }),

/***/ 4569:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L8: () => (/* binding */ classify),
/* harmony export */   hs: () => (/* binding */ verdictFileOf),
/* harmony export */   kb: () => (/* binding */ formatByName),
/* harmony export */   nV: () => (/* binding */ discoverReports),
/* harmony export */   ul: () => (/* binding */ inputFiles)
/* harmony export */ });
/* unused harmony export snapshotFileOf */
/* harmony import */ var tinyglobby__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(3382);
/* harmony import */ var _files_find_reports_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5838);
/* harmony import */ var _costorm_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9672);
/* harmony import */ var _patterns_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2529);
/* harmony import */ var _storm_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1528);
/* harmony import */ var _read_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1558);
/* harmony import */ var _verdict_file_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1527);
/* harmony import */ var _snapshot_file_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6320);
// Which reports the patterns name, and in which format. A pipeline report is a file; a STORM or
// Co-STORM report is a folder, found through the file that marks it (url_to_info.json,
// instance_dump.json); an ALCE result file has no telling name and is found only when named.








async function discoverReports(patterns, cwd, format, scope = 'workspace') {
    const found = await (0,_files_find_reports_js__WEBPACK_IMPORTED_MODULE_0__/* .findReportFiles */ .jU)(await (0,_patterns_js__WEBPACK_IMPORTED_MODULE_2__/* .reportGlobs */ .i9)(patterns, cwd, format, scope), cwd, scope);
    return classify(found, format);
}
/** Every file a check of this report may read: what no output may ever land on. */
function inputFiles(input) {
    if (input.refusal !== undefined)
        return [];
    if (!input.isFolder)
        return [
            input.path,
            (0,_verdict_file_js__WEBPACK_IMPORTED_MODULE_5__/* .verdictFilePath */ .ne)({ file: input.path, isFolder: false }),
            (0,_snapshot_file_js__WEBPACK_IMPORTED_MODULE_6__/* .snapshotFilePath */ .AF)({ file: input.path, isFolder: false }),
        ];
    const names = input.format === 'costorm' ? [_costorm_index_js__WEBPACK_IMPORTED_MODULE_1__/* .COSTORM_REPORT */ .X4, _costorm_index_js__WEBPACK_IMPORTED_MODULE_1__/* .COSTORM_DUMP */ .nS] : [_storm_index_js__WEBPACK_IMPORTED_MODULE_3__/* .STORM_SOURCES */ .hf, ..._storm_index_js__WEBPACK_IMPORTED_MODULE_3__/* .STORM_ARTICLES */ ._o];
    const markdown = input.markdownFile === undefined ? [] : [(0,_verdict_file_js__WEBPACK_IMPORTED_MODULE_5__/* .verdictFilePath */ .ne)({ file: input.markdownFile, isFolder: false })];
    return [
        ...[...names, _verdict_file_js__WEBPACK_IMPORTED_MODULE_5__/* .FOLDER_VERDICT_FILE */ .Cv, _snapshot_file_js__WEBPACK_IMPORTED_MODULE_6__/* .FOLDER_SNAPSHOT_FILE */ .rJ].map((name) => (0,_read_js__WEBPACK_IMPORTED_MODULE_4__/* .joinPath */ .uJ)(input.path, name)),
        ...markdown,
    ];
}
/** The snapshot file of a report (what `citegate snapshot` writes); none for a refused match. */
function snapshotFileOf(input) {
    return input.refusal === undefined ? [snapshotFilePath({ file: input.path, isFolder: input.isFolder })] : [];
}
/** The verdict file of a report (what `citegate verify` writes); none for a refused match. */
function verdictFileOf(input) {
    return input.refusal === undefined ? [(0,_verdict_file_js__WEBPACK_IMPORTED_MODULE_5__/* .verdictFilePath */ .ne)({ file: input.path, isFolder: input.isFolder })] : [];
}
/** Matched files to reports: a marker file stands for its folder; a refused match stays a file, listed as invalid. */
function classify(found, format) {
    const inputs = new Map();
    const add = (input) => {
        const key = `${input.isFolder ? 'd' : 'f'}:${input.format}:${input.path}:${input.article ?? ''}`;
        const earlier = inputs.get(key);
        // Several marker files of one folder, or links to them: one report, with every link kept.
        const links = [...(earlier?.links ?? []), ...(input.links ?? [])];
        inputs.set(key, { ...input, ...(links.length > 0 ? { links } : {}), pattern: earlier?.pattern ?? input.pattern });
    };
    for (const { file, refusal, links, within } of found) {
        // The matched file itself, escaped so that a name with glob characters matches only itself.
        const pattern = (0,tinyglobby__WEBPACK_IMPORTED_MODULE_7__/* .escapePath */ .ft)(file);
        if (refusal !== undefined) {
            add({ path: file, isFolder: false, format: null, refusal, pattern });
            continue;
        }
        const linked = {
            ...(links && links.length > 0 ? { links } : {}),
            pattern,
            ...(within === undefined ? {} : { within }),
        };
        const slash = file.lastIndexOf('/');
        const folder = slash === -1 ? '.' : file.slice(0, slash);
        const name = file.slice(slash + 1);
        // A STORM article matched by name is the article to read: its folder, that article.
        const article = _storm_index_js__WEBPACK_IMPORTED_MODULE_3__/* .STORM_ARTICLES */ ._o.includes(name) ? { article: name } : {};
        if (format === 'storm')
            add({ path: folder, isFolder: true, format, ...linked, ...article });
        else if (format === 'costorm')
            add({ path: folder, isFolder: true, format, ...linked });
        else if (format === 'abundance' || format === 'alce' || format === 'markdown' || format === 'provider-json')
            add({ path: file, isFolder: false, format, ...linked });
        else if (name === _storm_index_js__WEBPACK_IMPORTED_MODULE_3__/* .STORM_SOURCES */ .hf || 'article' in article)
            add({ path: folder, isFolder: true, format: 'storm', ...linked, ...article });
        else if (name === _costorm_index_js__WEBPACK_IMPORTED_MODULE_1__/* .COSTORM_DUMP */ .nS)
            add({ path: folder, isFolder: true, format: 'costorm', ...linked });
        else if (name === _costorm_index_js__WEBPACK_IMPORTED_MODULE_1__/* .COSTORM_REPORT */ .X4)
            add({ path: folder, isFolder: true, format: 'costorm', ...linked, markdownFile: file });
        else
            add({ path: file, isFolder: false, format: formatByName(name), ...linked });
    }
    // A folder matched through url_to_info.json is the folder, read as usual: an article of it
    // matched too (a glob such as "topic/*") names no particular article.
    const folders = new Set([...inputs.values()]
        .filter((input) => input.isFolder && input.format === 'storm' && input.article === undefined)
        .map((input) => input.path));
    const kept = [...inputs.values()].filter((input) => input.article === undefined || !folders.has(input.path));
    return kept.sort((a, b) => a.path < b.path ? -1 : a.path > b.path ? 1 : (a.article ?? '') < (b.article ?? '') ? -1 : 1);
}
/** A file's format by its name alone: a pipeline report (`*.report.json`), a Markdown report (`*.md`), else undecided (null: by its shape). */
function formatByName(file) {
    if (/\.report\.json$/i.test(file))
        return 'abundance';
    return /\.(?:md|markdown)$/i.test(file) ? 'markdown' : null;
}


/***/ }),

/***/ 726:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ emptyArticle),
/* harmony export */   R: () => (/* binding */ uncitedArticle)
/* harmony export */ });
/** Why an article holds nothing to check, or null when it does. */
function emptyArticle(sentences, sourceCount, articleName, sourcesName) {
    if (sentences.length === 0) {
        return {
            onSources: false,
            message: `${articleName} has no sentence to check (the file is empty or holds headings only): the run wrote no article, and an article with nothing to check cannot pass`,
        };
    }
    if (sourceCount > 0)
        return null;
    const cited = new Set(sentences.flatMap((sentence) => sentence.citations));
    if (cited.size === 0)
        return null;
    const shown = [...cited]
        .slice(0, 5)
        .map((marker) => `[${marker}]`)
        .join(', ');
    return {
        onSources: true,
        message: `${sourcesName} lists no source, but ${articleName} cites ${cited.size === 1 ? 'one' : cited.size} (${shown}${cited.size > 5 ? ', …' : ''}): the sources the article cites were not written; commit the ${sourcesName} of the same run`,
    };
}
/**
 * An article whose sentences cite nothing at all (a STORM run whose retrieval found nothing writes
 * its article from the model's own knowledge, with no marker and an empty url_to_info.json): a
 * `no_citations` warning, as for a Markdown report, so that it never looks clean. Its claims are
 * still checked, as uncited claims.
 */
function uncitedArticle(sentences, sourceCount, articleFile, sourcesName) {
    if (sentences.some((sentence) => sentence.citations.length > 0 || (sentence.unplaced ?? []).length > 0))
        return [];
    const name = articleFile.split('/').pop() ?? articleFile;
    const sources = sourceCount === 0
        ? `${sourcesName} lists no source either`
        : `${sourcesName} lists ${sourceCount} source${sourceCount === 1 ? '' : 's'}`;
    return [
        {
            code: 'no_citations',
            message: `${name} has no citation marker and ${sources}: none of its ${sentences.length} sentences cites a source (the run found nothing to cite, or lost its citations)`,
            line: 1,
            column: 1,
            file: articleFile,
        },
    ];
}


/***/ }),

/***/ 3972:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ HashableText)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2857);
/* harmony import */ var _text_fingerprint_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(739);
// Text the formats fingerprint or split into claims must have a UTF-8 form: fingerprints hash
// UTF-8, and a lone surrogate (a JSON "\ud800" escape) has none.


/** A string that is fingerprinted or split into claims. */
const HashableText = zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
    .refine((text) => !(0,_text_fingerprint_js__WEBPACK_IMPORTED_MODULE_0__/* .hasLoneSurrogate */ .fI)(text), 'contains a lone UTF-16 surrogate escape, which has no UTF-8 form to fingerprint');


/***/ }),

/***/ 3076:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  y: () => (/* binding */ loadReports)
});

// EXTERNAL MODULE: ./src/report/json-file.ts + 2 modules
var json_file = __webpack_require__(7376);
// EXTERNAL MODULE: ./src/report/parse.ts + 2 modules
var parse = __webpack_require__(2329);
// EXTERNAL MODULE: ./src/formats/abundance/index.ts
var abundance = __webpack_require__(5716);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 11 modules
var schemas = __webpack_require__(2857);
// EXTERNAL MODULE: ./src/text/truncate.ts
var truncate = __webpack_require__(3377);
// EXTERNAL MODULE: ./src/report/locate.ts + 1 modules
var locate = __webpack_require__(3235);
// EXTERNAL MODULE: ./src/formats/python-literals.ts
var python_literals = __webpack_require__(4949);
// EXTERNAL MODULE: ./src/formats/hashable-text.ts
var hashable_text = __webpack_require__(3972);
// EXTERNAL MODULE: ./src/formats/positions.ts
var positions = __webpack_require__(1592);
// EXTERNAL MODULE: ./src/formats/sentences/article.ts
var article = __webpack_require__(7687);
// EXTERNAL MODULE: ./src/formats/alce/placement.ts
var placement = __webpack_require__(9027);
// EXTERNAL MODULE: ./src/formats/verdict-file.ts
var verdict_file = __webpack_require__(1527);
;// CONCATENATED MODULE: ./src/formats/alce/index.ts
// ALCE result files (princeton-nlp/ALCE run.py): {"args": …, "data": [item, …]}, or the items as a
// bare list (MIRAGE's mirage.py writes `json.dump(data, …)` so), where each item
// keeps the eval file's `question` and `docs` (each with `title` and `text`, often `id`, `url`)
// and gains `output`, the answer with `[n]` markers. eval.py splits `output` into sentences and
// reads `[n]` as docs[n-1] (`re.findall(r"\[\d+", sent)`); a number past the docs is cited but
// has no document: a dangling citation here. Each item is one report. Which sentence a marker
// standing between two sentences cites (post_hoc_cite.py writes it in front) is ./placement.ts's.










const Doc = schemas/* looseObject */._H3({
    title: schemas/* string */.YjP().nullish(),
    text: hashable_text/* HashableText */.O,
    url: schemas/* string */.YjP().nullish(),
    id: schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* number */.aig()]).nullish(),
});
const Item = schemas/* looseObject */._H3({
    question: schemas/* string */.YjP(),
    docs: schemas/* array */.YOg(Doc).default([]),
    output: schemas/* union */.KCZ([hashable_text/* HashableText */.O, schemas/* array */.YOg(schemas/* string */.YjP())]),
});
const AlceFile = schemas/* looseObject */._H3({ args: schemas/* unknown */.L5J().optional(), data: schemas/* array */.YOg(Item) });
/** The items alone, as MIRAGE (Betswish/MIRAGE mirage.py) and other ALCE-style tools write them. */
const AlceItems = schemas/* array */.YOg(Item);
const isItem = (value) => typeof value === 'object' && value !== null && 'question' in value && 'output' in value;
/**
 * The JSON shape `auto` recognises: an object whose `data` is a list of question/docs/output
 * items, or a bare list of such items (an empty list is no report of any kind).
 */
function looksLikeAlce(value) {
    if (Array.isArray(value))
        return value.length > 0 && isItem(value[0]);
    if (typeof value !== 'object' || value === null || 'claims' in value || 'report' in value)
        return false;
    const data = value.data;
    if (!Array.isArray(data))
        return false;
    return data.length === 0 || isItem(data[0]);
}
/** An item as messages name it: its place in the file (`data[3]`, or `[3]` in a bare list) and its question. */
function itemName(place, question) {
    return `${place}: ${(0,truncate/* truncate */.x)(question.replace(/\s+/g, ' ').trim(), 80)}`;
}
function noItems(text, bare) {
    return bare
        ? { message: 'the ALCE file has no item: the list is empty', ...(0,json_file/* locatePath */.oV)(text, []) }
        : { message: 'the ALCE file has no item: data is empty', ...(0,json_file/* locatePath */.oV)(text, ['data']) };
}
/** An ALCE file already read by the JSON reader (load.ts reads every JSON report file once, `auto` telling its format by it). */
async function alceFromJson(file, parsed, readFile) {
    const bare = parsed.ok && Array.isArray(parsed.value);
    const read = parsed.ok ? (bare ? (0,json_file/* checkJson */.Zs)(parsed, AlceItems) : (0,json_file/* checkJson */.Zs)(parsed, AlceFile)) : parsed;
    if (!read.ok)
        return [{ format: 'alce', file, error: read.error }];
    const { text } = read;
    const value = Array.isArray(read.value)
        ? { data: read.value }
        : read.value;
    // Where the items are: under `data`, or the file's list itself.
    const items = bare ? [] : ['data'];
    const at = (0,positions/* lineLocator */.h)(text);
    const outputs = new Map((0,locate/* valueOffsets */.uN)(text, [...items, locate/* ANY */.x4, 'output']).map(({ path, offset }) => [path[items.length], offset]));
    const docOffsets = new Map((0,locate/* valueOffsets */.uN)(text, [...items, locate/* ANY */.x4, 'docs', locate/* ANY */.x4]).map(({ path, offset }) => [
        `${path[items.length]}/${path[items.length + 2]}`,
        offset,
    ]));
    const itemOffsets = new Map((0,locate/* valueOffsets */.uN)(text, [...items, locate/* ANY */.x4]).map(({ path, offset }) => [path[items.length], offset]));
    const literalsOf = literalsByItem(read.pythonLiterals ?? [], itemOffsets);
    const verdictPath = (0,verdict_file/* verdictFilePath */.ne)({ file, isFolder: false });
    const verdicts = await (0,verdict_file/* readVerdictFile */.Kk)(readFile, verdictPath);
    if (!verdicts.ok)
        return [{ format: 'alce', file, error: verdicts.error }];
    const byItem = new Map();
    const orphans = [];
    for (const verdict of verdicts.file.verifications) {
        const item = verdict.item;
        if (item === undefined || item >= value.data.length) {
            const detail = item === undefined
                ? 'the verdict names no ALCE item ("item": its index in data)'
                : `the file has no item ${bare ? '' : 'data'}[${item}] any more`;
            const line = verdicts.file.lines.get(verdict);
            orphans.push({
                verification: verdict,
                detail,
                ...(line === undefined ? {} : { writtenIn: { file: verdictPath, line } }),
            });
            continue;
        }
        byItem.set(item, [...(byItem.get(item) ?? []), verdict]);
    }
    const shape = (0,placement/* fileShape */.wD)(file, value.args);
    const reports = value.data.map((item, index) => {
        const place = `${bare ? '' : 'data'}[${index}]`;
        const name = itemName(place, item.question);
        if (typeof item.output !== 'string') {
            const where = at(outputs.get(index) ?? itemOffsets.get(index) ?? 0);
            return {
                format: 'alce',
                file,
                name,
                error: {
                    message: `${place}.output is a list of ${item.output.length} samples (run.py --num_samples); citegate checks one answer per item`,
                    ...where,
                },
            };
        }
        const reading = (0,placement/* itemReading */.qb)(shape, item.output, item.docs.length);
        const sentences = (0,article/* articleSentences */.hQ)(item.output, reading.between);
        if (reading.continueSentences)
            (0,placement/* continuePostHocSentences */.gU)(sentences);
        const quote = outputs.get(index);
        const raw = quote === undefined ? null : (0,locate/* stringValueOffsets */.Hk)(text, quote);
        const positions = sentences.map((sentence) => at(raw?.[sentence.offset] ?? quote ?? 0));
        const evidence = item.docs.map((doc, docIndex) => {
            const offset = docOffsets.get(`${index}/${docIndex}`);
            return {
                id: String(docIndex + 1),
                title: doc.title || `Document [${docIndex + 1}]`,
                ...(doc.title ? {} : { titleIsStandIn: true }),
                // eval.py never needs a link; a doc's URL, or else its passage ID, tells a reader which it is.
                url: doc.url ?? (doc.id === undefined || doc.id === null ? '' : String(doc.id)),
                excerpt: doc.text,
                ...(offset === undefined ? {} : { location: { file, ...at(offset) } }),
            };
        });
        const report = {
            format: 'alce',
            ...(reading.dialect === undefined ? {} : { dialect: reading.dialect }),
            file,
            name,
            item: index,
            claims: (0,article/* sentenceClaims */.Vg)(sentences, positions).map((claim, at) => {
                const unresolved = (0,placement/* unplacedCitations */.VT)(sentences[at]);
                return unresolved.length === 0 ? claim : { ...claim, unresolved };
            }),
            evidence,
            sentenceIds: true,
            envelope: null,
            verdictFile: { ...verdicts.file, verifications: byItem.get(index) ?? [] },
        };
        const notices = (0,python_literals/* pythonLiteralNotices */.f)(file, text, literalsOf.get(index), true);
        if (notices.length > 0)
            report.notices = notices;
        return report;
    });
    if (orphans.length === 0)
        return reports.length > 0 ? reports : [{ format: 'alce', file, error: noItems(text, bare) }];
    // On the first item that could be checked, else on the first item, else on the file itself: never dropped.
    const first = reports.find((report) => !('error' in report)) ?? reports[0];
    if (first)
        first.orphans = orphans;
    return first ? reports : [{ format: 'alce', file, error: noItems(text, bare), orphans }];
}
/**
 * Each item's Python literals (NaN read as null), by the item they stand in; one outside every
 * item (in `args`) goes to the first item, so that none is left unsaid.
 */
function literalsByItem(literals, itemOffsets) {
    const byItem = new Map();
    if (literals.length === 0)
        return byItem;
    const starts = [...itemOffsets].sort(([, a], [, b]) => a - b);
    for (const literal of literals) {
        // The last item starting before the literal holds it (items follow each other in the list).
        let low = 0;
        let high = starts.length - 1;
        let holder = 0;
        while (low <= high) {
            const middle = (low + high) >> 1;
            const [index, start] = starts[middle];
            if (start <= literal.offset) {
                holder = index;
                low = middle + 1;
            }
            else
                high = middle - 1;
        }
        byItem.set(holder, [...(byItem.get(holder) ?? []), literal]);
    }
    return byItem;
}

// EXTERNAL MODULE: ./src/formats/costorm/index.ts
var formats_costorm = __webpack_require__(9672);
// EXTERNAL MODULE: ./src/formats/provider-json/kind.ts
var kind = __webpack_require__(7327);
// EXTERNAL MODULE: ./src/formats/model.ts
var model = __webpack_require__(5881);
// EXTERNAL MODULE: ./src/formats/read.ts
var read = __webpack_require__(1558);
// EXTERNAL MODULE: ./src/threads/worker-entry.ts
var worker_entry = __webpack_require__(2350);
// EXTERNAL MODULE: ./src/threads/worker-pool.ts
var worker_pool = __webpack_require__(8982);
// EXTERNAL MODULE: ./src/text/duration.ts
var duration = __webpack_require__(9495);
// EXTERNAL MODULE: ./src/formats/markdown/loaded.ts
var loaded = __webpack_require__(5171);
// EXTERNAL MODULE: ./src/formats/reader-thread.ts
var reader_thread = __webpack_require__(7434);
;// CONCATENATED MODULE: ./src/formats/bounded-read.ts





const READING_LIMITS = { timeoutMs: 30_000, heapMb: 768, smallHeapMb: 256 };
/**
 * The largest Markdown report or provider answer read: reading takes about 60 times the file in
 * memory, and the largest real report we have seen is under 1 MB. A larger file is not read.
 */
const MAX_TEXT_REPORT_BYTES = 10_000_000;
const SMALL_REPORT_BYTES = 2_000_000;
/** A reader is replaced after this many reports (starting one takes a tenth of a second). */
const REPORTS_PER_READER = 200;
/** Reads a Markdown report or a provider's answer within the limits, into the report it makes. */
async function loadBounded(file, job, readFile, limits = READING_LIMITS) {
    const result = await readBounded(job, limits);
    const format = job.kind;
    if (!result.ok)
        return { format, ...(result.dialect ? { dialect: result.dialect } : {}), file, error: result.error };
    if (result.read.noSource)
        return {
            format,
            dialect: result.dialect,
            file,
            error: { message: result.read.noSource.message, ...result.read.noSource.at },
            citationMarks: result.read.citationMarks,
        };
    return (0,loaded/* loadedTextReport */.D)(format, result.dialect, file, result.read, result.notices, readFile);
}
async function readBounded(job, limits = READING_LIMITS) {
    if (job.bytes.length > MAX_TEXT_REPORT_BYTES)
        return {
            ok: false,
            error: {
                message: `not read: the file is ${megabytes(job.bytes.length)}, over the ${megabytes(MAX_TEXT_REPORT_BYTES)} a ${job.kind === 'markdown' ? 'Markdown report' : "provider's answer"} may have (docs/security.md, "Per-file limits")`,
                line: 1,
                column: 1,
            },
        };
    const entry = (0,worker_entry/* workerEntry */.xA)();
    if (entry === undefined) {
        // From src/ (the tests of the pieces), with no bundle to run as a reader: in-process.
        const { readReport } = await Promise.all(/* import() */[__webpack_require__.e(995), __webpack_require__.e(267), __webpack_require__.e(409), __webpack_require__.e(249)]).then(__webpack_require__.bind(__webpack_require__, 6630));
        return readReport(job);
    }
    const heapMb = job.bytes.length > SMALL_REPORT_BYTES ? limits.heapMb : limits.smallHeapMb;
    const end = await (0,worker_pool/* runInWorker */.$W)({ script: new URL(entry), workerData: { role: reader_thread/* REPORT_READER_ROLE */.M }, heapMb, jobsPerWorker: REPORTS_PER_READER }, job, { timeoutMs: limits.timeoutMs, isFinal: () => true });
    const last = end.messages[end.messages.length - 1];
    if (end.ok && last)
        return last;
    return {
        ok: false,
        error: notRead(end.ok ? 'the reader sent nothing' : end.reason, end.ok ? '' : end.message, limits, heapMb),
    };
}
function notRead(reason, message, limits, heapMb) {
    const why = reason === 'timeout'
        ? `reading it took longer than ${(0,duration/* seconds */.Y)(limits.timeoutMs)}, the time limit for one report`
        : reason === 'memory'
            ? `reading it needed more than ${heapMb} MB of memory, the limit for a report of its size`
            : `its reader stopped (${message})`;
    return { message: `not read: ${why} (docs/security.md, "Per-file limits")`, line: 1, column: 1 };
}
const megabytes = (bytes) => `${(bytes / 1_000_000).toLocaleString('en-US', { maximumFractionDigits: 1 })} MB`;

// EXTERNAL MODULE: ./src/formats/storm/index.ts + 2 modules
var storm = __webpack_require__(1528);
// EXTERNAL MODULE: ./src/text/http-url.ts
var http_url = __webpack_require__(3831);
// EXTERNAL MODULE: ./src/formats/snapshot/file.ts + 2 modules
var file = __webpack_require__(6320);
// EXTERNAL MODULE: ./src/formats/snapshot/bind.ts
var bind = __webpack_require__(9466);
;// CONCATENATED MODULE: ./src/formats/snapshot/attach.ts




/** A record snapshots serve: an http(s) URL and no excerpt (nothing but whitespace). */
function needsSourceText(evidence) {
    return evidence.excerpt.trim() === '' && (0,http_url/* httpUrlKey */.B)(evidence.url) !== null;
}
async function attachSnapshots(reports, readFile, input) {
    const needing = reports.filter((report) => !(0,model/* isInvalid */.If)(report) && report.evidence.some(needsSourceText));
    if (needing.length === 0)
        return reports;
    const needingSet = new Set(needing);
    const path = (0,file/* snapshotFilePath */.AF)({ file: input.path, isFolder: input.isFolder });
    const read = await (0,file/* readSnapshotFile */.T_)(readFile, path);
    if (!read.ok) {
        return reports.map((report) => needingSet.has(report)
            ? {
                format: report.format,
                file: report.file,
                ...(report.name === undefined ? {} : { name: report.name }),
                error: read.error,
            }
            : report);
    }
    // Each URL is parsed once, though a record and its source usually write the same one.
    const keys = new Map();
    const keyOf = (url) => {
        let key = keys.get(url);
        if (key === undefined) {
            key = (0,http_url/* httpUrlKey */.B)(url);
            keys.set(url, key);
        }
        return key;
    };
    // Each source's URL is keyed once: matching records to sources is one lookup each, not a scan.
    const byKey = new Map();
    read.file.sources.forEach((source, at) => {
        const key = keyOf(source.url);
        if (key !== null && !byKey.has(key))
            byKey.set(key, at);
    });
    for (const report of needing)
        report.evidence = report.evidence.map((record) => {
            // The URL parsed once per record: thousands of records cite by URL alone.
            const key = record.excerpt.trim() === '' ? keyOf(record.url) : null;
            return key === null ? record : withSnapshot(record, read.file, byKey.get(key) ?? -1);
        });
    return reports;
}
function withSnapshot(record, file, at) {
    const source = file.sources[at];
    const parts = (0,bind/* sourceExcerptParts */.rh)(source);
    // The record's excerpt only (indexing fingerprints it): each pair's own is made when it binds.
    const excerpt = parts.join(bind/* PASSAGE_SEPARATOR */.ju);
    return {
        ...record,
        excerpt,
        snippets: parts,
        sourceText: {
            file: file.path,
            ...(source
                ? { source, passageLines: file.lines.passages[at] ?? [], sentenceLines: file.lines.sentences[at] ?? [] }
                : {}),
        },
    };
}

;// CONCATENATED MODULE: ./src/formats/load.ts
// Reads each discovered report through its format's adapter. `auto` has already decided by
// name (./discover.ts); a JSON file with no telling name is decided here by its shape.













async function loadReports(inputs, readerFor, options = {}) {
    const loaded = [];
    for (const input of inputs) {
        const readFile = readerFor(input);
        const reports = await loadReport(input, readFile, options);
        // Sources cited by URL alone take their text from the report's snapshot file (src/formats/snapshot/).
        // One by one: an ALCE file holds a report per item, more than a spread can pass as arguments.
        for (const report of input.refusal === undefined ? await attachSnapshots(reports, readFile, input) : reports)
            loaded.push(report);
    }
    // The reader processes' memory goes back now, not when the pool next needs room.
    await (0,worker_pool/* stopIdleWorkers */.kq)();
    return loaded;
}
async function loadReport(input, readFile, options) {
    if (input.refusal !== undefined)
        return [{ file: input.path, error: { message: input.refusal } }];
    if (input.isFolder && input.format === 'costorm') {
        const costorm = await (0,formats_costorm/* loadCostorm */.gj)(input.path, readFile);
        // A report.md with no instance_dump.json beside it is a Markdown report, not a Co-STORM folder.
        if ((0,model/* isInvalid */.If)(costorm) && costorm.absent && input.markdownFile !== undefined)
            return loadReport({ ...input, path: input.markdownFile, isFolder: false, format: 'markdown' }, readFile, options);
        return [costorm];
    }
    if (input.isFolder)
        return [await (0,storm/* loadStorm */.Ag)(input.path, readFile, input.article)];
    let bytes;
    try {
        bytes = await readFile(input.path);
    }
    catch (error) {
        const absent = (0,read/* isMissingFile */.F6)(error) ? { absent: true } : {};
        return [
            {
                ...(input.format && input.format !== 'abundance' ? { format: input.format } : {}),
                file: input.path,
                error: { message: (0,read/* readFailure */.f1)(error) },
                ...absent,
            },
        ];
    }
    if (input.format === 'markdown') {
        // Read in a reader process with a time and a heap limit, where the Markdown parser is loaded: it is
        // most of the command line's code, and a run on JSON reports and STORM folders does not load it.
        return [
            await loadBounded(input.path, { kind: 'markdown', bytes, dialect: options.markdownDialect ?? 'auto' }, readFile),
        ];
    }
    // Read once; with no format named, told apart by shape: anything that is not ALCE is read (and judged) as a
    // pipeline report. Python wrote most of these files: its NaN is read as null, and said so.
    const json = (0,json_file/* parseJsonFile */.OW)(bytes, { ...parse/* REPORT_ARRAYS */.wI, pythonLiterals: true });
    // A file whose name does not end in .json is read by its content (MIRAGE's
    // `….post_hoc_cite.mirage_CTI_1_CCI_-5`); one that is no JSON at all is no report citegate reads.
    if (input.format === null && !/\.json$/i.test(input.path) && !json.ok && json.value === undefined) {
        return [
            {
                file: input.path,
                error: {
                    message: "not a report citegate can read: a report is a JSON file (pipeline, ALCE or a provider's answer, whatever its name), a *.md Markdown report, a STORM folder (url_to_info.json) or a Co-STORM folder (instance_dump.json), and this file is none of them (its content is not JSON); --format names the format",
                },
            },
        ];
    }
    const format = input.format ??
        (looksLikeAlce(json.value) ? 'alce' : (0,kind/* providerOf */.l)(json.value) !== null ? 'provider-json' : 'abundance');
    if (format === 'alce')
        return alceFromJson(input.path, json, readFile);
    const text = json.ok ? json.text : '';
    const notices = (0,python_literals/* pythonLiteralNotices */.f)(input.path, text, json.ok ? json.pythonLiterals : undefined, true);
    // A provider's answer is read in a reader process with a time and a heap limit (./bounded-read.ts).
    const report = format === 'provider-json'
        ? json.ok
            ? await loadBounded(input.path, { kind: 'provider-json', bytes }, readFile)
            : await (await __webpack_require__.e(/* import() */ 697).then(__webpack_require__.bind(__webpack_require__, 1697))).loadProviderJson(input.path, json, readFile)
        : await (0,abundance/* abundanceFromJson */.As)(input.path, json, readFile);
    if (notices.length > 0 && !(0,model/* isInvalid */.If)(report))
        report.notices = [...(report.notices ?? []), ...notices];
    return [report];
}


/***/ }),

/***/ 5881:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   If: () => (/* binding */ isInvalid),
/* harmony export */   hR: () => (/* binding */ FORMATS),
/* harmony export */   oL: () => (/* binding */ FORMAT_NOUNS)
/* harmony export */ });
/* unused harmony export FORMAT_DESCRIPTIONS */
// The results file records them as read, so they are its types (src/results/).

const FORMATS = ['abundance', 'storm', 'costorm', 'alce', 'markdown', 'provider-json'];
/** What each format is, in the words of the line that says how the reports were read. */
const FORMAT_DESCRIPTIONS = {
    abundance: 'research pipeline report JSON',
    storm: 'STORM folder: an article and url_to_info.json',
    costorm: 'Co-STORM folder: report.md and instance_dump.json',
    alce: 'ALCE result JSON: one report per item of data',
    markdown: 'a Markdown research report: sentences, citation markers and source lists',
    'provider-json': "a model provider's JSON answer with its citations",
};
/** What each format's users call one of its reports, and several: the Formats line's nouns. */
const FORMAT_NOUNS = {
    abundance: ['pipeline report (JSON)', 'pipeline reports (JSON)'],
    storm: ['STORM run', 'STORM runs'],
    costorm: ['Co-STORM run', 'Co-STORM runs'],
    alce: ['ALCE answer (result JSON)', 'ALCE answers (result JSON)'],
    markdown: ['Markdown report', 'Markdown reports'],
    'provider-json': ['provider answer (JSON)', 'provider answers (JSON)'],
};
function isInvalid(report) {
    return 'error' in report;
}


/***/ }),

/***/ 2529:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   i9: () => (/* binding */ reportGlobs),
/* harmony export */   xC: () => (/* binding */ DEFAULT_REPORTS_SETTING)
/* harmony export */ });
/* unused harmony export DEFAULT_PATTERNS */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var tinyglobby__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(3382);
/* harmony import */ var _files_find_reports_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5838);
/* harmony import */ var _costorm_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9672);
/* harmony import */ var _storm_index_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1528);
/* harmony import */ var _verdict_file_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1527);
/* harmony import */ var _snapshot_file_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6320);
// The user's report patterns turned into the globs that are searched: the one place that does
// it, for discovery (and so the file finder) and for the output guard, which must refuse
// exactly what a later run would find. A folder named as a pattern means the reports in it; an
// excluded folder, everything in it; patterns that only exclude keep the format's defaults.








/** What each format finds when `reports` is left at its default. */
const DEFAULT_PATTERNS = {
    auto: ['**/*.report.json', `**/${_storm_index_js__WEBPACK_IMPORTED_MODULE_4__/* .STORM_SOURCES */ .hf}`, `**/${_costorm_index_js__WEBPACK_IMPORTED_MODULE_3__/* .COSTORM_DUMP */ .nS}`],
    abundance: ['**/*.report.json'],
    storm: [`**/${_storm_index_js__WEBPACK_IMPORTED_MODULE_4__/* .STORM_SOURCES */ .hf}`],
    costorm: [`**/${_costorm_index_js__WEBPACK_IMPORTED_MODULE_3__/* .COSTORM_DUMP */ .nS}`],
    alce: [],
    markdown: [],
    'provider-json': [],
};
/** What a chosen format reads inside a folder named as a pattern. */
const INSIDE_FOLDER = {
    ...DEFAULT_PATTERNS,
    alce: ['**/*.json'],
    markdown: ['**/*.md', '**/*.markdown'],
    'provider-json': ['**/*.json'],
};
/** The error for a format that has no default pattern: name the files, with an example. */
const NEEDS_PATTERN = {
    alce: 'format alce has no default pattern: name the ALCE result files, e.g. citegate check "result/*.json" --format alce',
    markdown: 'format markdown has no default pattern (a repository has many Markdown files that are not reports): name the reports, e.g. citegate check "research/**/*.md" --format markdown',
    'provider-json': 'format provider-json has no default pattern: name the saved answers, e.g. citegate check "answers/*.json" --format provider-json',
};
/** The `reports` input's default, as action.yml and --help show it. */
const DEFAULT_REPORTS_SETTING = DEFAULT_PATTERNS.auto.join(', ');
function isDefault(patterns) {
    const defaults = DEFAULT_PATTERNS.auto;
    return (patterns.length === 0 ||
        (patterns.length === defaults.length && patterns.every((pattern, index) => pattern === defaults[index])));
}
/**
 * What a pattern names literally: the file or folder at the path as written, or, when that is no
 * path, at the path with its glob escapes taken out ("What_is_RAG\\?"). STORM names a topic's
 * folder after the topic, so "What_is_RAG?" and "Retrieval_Augmented_Generation_(RAG)" are folder
 * names that read as globs, and a glob matches files only: named on the command line, such a folder
 * found nothing. `glob` is the escaped path, which tinyglobby matches literally.
 */
async function namedPath(pattern, cwd) {
    const written = pattern.replace(/\/+$/, '');
    // On Windows a backslash separates folders; it escapes only where "/" does.
    const unescaped = (node_path__WEBPACK_IMPORTED_MODULE_1___default().sep) === '/' ? written.replace(/\\(.)/g, '$1') : written;
    for (const candidate of unescaped === written ? [written] : [written, unescaped]) {
        const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(cwd, candidate)).catch(() => undefined);
        if (info !== undefined)
            return { glob: (0,tinyglobby__WEBPACK_IMPORTED_MODULE_7__/* .escapePath */ .ft)(candidate), isFolder: info.isDirectory() };
    }
    return undefined;
}
/**
 * Whether a pattern finds a file or folder: asked only of a pattern holding a comma, which may be
 * a list of several written the old way and must not quietly find nothing.
 */
async function findsAnything(pattern, cwd) {
    if ((await namedPath(pattern, cwd)) !== undefined)
        return true;
    if (!(0,tinyglobby__WEBPACK_IMPORTED_MODULE_7__/* .isDynamicPattern */ .ey)(pattern))
        return false;
    return ((await (0,tinyglobby__WEBPACK_IMPORTED_MODULE_7__/* .glob */ .TI)([pattern], { cwd, onlyFiles: false, dot: false, ignore: ['**/node_modules/**', '**/.git/**'] }))
        .length > 0);
}
/**
 * The globs one pattern is searched as. A glob-free pattern that names a folder means the reports in
 * it; a pattern that reads as a glob is searched as one and, when it also names a file or folder
 * literally, as that too: read both ways, a name can only add reports, never hide the glob's.
 */
async function globsFor(pattern, cwd, inside) {
    const named = await namedPath(pattern, cwd);
    if (named === undefined)
        return [pattern];
    const literal = named.isFolder ? inside.map((glob) => `${named.glob}/${glob}`) : [named.glob];
    if (!(0,tinyglobby__WEBPACK_IMPORTED_MODULE_7__/* .isDynamicPattern */ .ey)(pattern))
        return named.isFolder ? literal : [pattern];
    return [...new Set([pattern, ...literal])];
}
/**
 * The globs to search for `patterns` (`!pattern` excludes) read as `format`: includes first,
 * then `!`-excludes, verdict files always excluded (they sit beside reports and are never
 * reports themselves). Throws PatternError for a pattern outside `scope`, and for a format with
 * no default pattern (`alce`, `markdown`, `provider-json`) without a pattern that names files.
 */
async function reportGlobs(patterns, cwd, format, scope = 'workspace') {
    (0,_files_find_reports_js__WEBPACK_IMPORTED_MODULE_2__/* .checkPatternScope */ .Fi)(patterns, scope);
    const given = isDefault(patterns) ? DEFAULT_PATTERNS[format] : patterns;
    const includes = given.filter((pattern) => !pattern.startsWith('!'));
    // Patterns that only exclude narrow the default search; they do not replace it.
    const searched = includes.length > 0 ? includes : DEFAULT_PATTERNS[format];
    if (searched.length === 0)
        throw new _files_find_reports_js__WEBPACK_IMPORTED_MODULE_2__/* .PatternError */ .JM(NEEDS_PATTERN[format] ?? `format ${format} has no default pattern: name its files`);
    const inside = INSIDE_FOLDER[format];
    const globs = [];
    for (const pattern of searched) {
        if (pattern.includes(',') && !pattern.includes('{') && !(await findsAnything(pattern, cwd)))
            throw new _files_find_reports_js__WEBPACK_IMPORTED_MODULE_2__/* .PatternError */ .JM(`pattern ${JSON.stringify(pattern)} finds no file. A pattern is a whole argument (in the action's reports input written on several lines, a whole line), commas included, so that a file named "Speed, Simple Tips.md" can be named; to give several patterns, give each its own argument or line`);
        globs.push(...(await globsFor(pattern, cwd, inside)));
    }
    for (const pattern of given.filter((entry) => entry.startsWith('!'))) {
        const named = await namedPath(pattern.slice(1), cwd);
        const literal = named === undefined ? [] : named.isFolder ? [`!${named.glob}/**`] : [`!${named.glob}`];
        globs.push(...new Set([pattern, ...literal]));
    }
    return [...globs, `!${_verdict_file_js__WEBPACK_IMPORTED_MODULE_5__/* .VERDICT_FILE_IGNORE */ .oZ}`, `!${_snapshot_file_js__WEBPACK_IMPORTED_MODULE_6__/* .SNAPSHOT_FILE_IGNORE */ .Lk}`];
}


/***/ }),

/***/ 4949:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ pythonLiteralNotices)
/* harmony export */ });
/* harmony import */ var _positions_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1592);

const times = (count) => (count === 1 ? 'once' : count === 2 ? 'twice' : `${count} times`);
/**
 * The notice for `literals` of `file` (whose text is `text`), or none. `ownFile`: the file is the
 * report's own (an ALCE or pipeline file), so the notice names no other file.
 */
function pythonLiteralNotices(file, text, literals, ownFile = false) {
    const first = literals?.[0];
    if (!literals || !first)
        return [];
    const counts = new Map();
    for (const { literal } of literals)
        counts.set(literal, (counts.get(literal) ?? 0) + 1);
    const written = [...counts].map(([literal, count]) => `${literal} ${times(count)}`).join(' and ');
    const at = (0,_positions_js__WEBPACK_IMPORTED_MODULE_0__/* .lineLocator */ .h)(text)(first.offset);
    const name = file.split('/').pop() ?? file;
    return [
        {
            code: 'python_literal',
            message: `${name} writes Python's ${written} (json.dump's way of writing a float NaN or infinity, which JSON does not allow; first at line ${at.line}, column ${at.column}): each was read as null`,
            line: at.line,
            column: at.column,
            ...(ownFile ? {} : { file }),
            subject: [...counts.keys()].join(', '),
        },
    ];
}


/***/ }),

/***/ 9466:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qc: () => (/* binding */ sentenceSourceText),
/* harmony export */   ju: () => (/* binding */ PASSAGE_SEPARATOR),
/* harmony export */   rh: () => (/* binding */ sourceExcerptParts)
/* harmony export */ });
/* unused harmony export excerptOf */
/* harmony import */ var _text_fingerprint_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(739);
/* harmony import */ var _file_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6320);


/** Parts of a snapshot excerpt are separated as STORM's snippets are. */
const PASSAGE_SEPARATOR = '\n\n';
function excerptOf(parts) {
    if (parts.length === 0)
        return noExcerpt();
    const excerpt = parts.join(PASSAGE_SEPARATOR);
    return { excerpt, snippets: parts, sha256: (0,_text_fingerprint_js__WEBPACK_IMPORTED_MODULE_0__/* .evidenceFingerprint */ .KQ)(excerpt) };
}
// The empty excerpt, hashed once: tens of thousands of sentences may cite sources with no text.
let empty;
function noExcerpt() {
    empty ??= Object.freeze({ excerpt: '', snippets: Object.freeze([]), sha256: (0,_text_fingerprint_js__WEBPACK_IMPORTED_MODULE_0__/* .evidenceFingerprint */ .KQ)('') });
    return empty;
}
/** The record-level excerpt of a snapshotted source: the title, then every stored passage, in page order. */
function sourceExcerptParts(source) {
    if (!source || source.status !== 'ok')
        return [];
    return [...(source.title ? [source.title] : []), ...source.passages.map((passage) => passage.text)];
}
// Built once per source: a source cited by thousands of sentences must not be scanned for each.
const sentenceIndexes = new WeakMap();
function sentencesOf(source) {
    let index = sentenceIndexes.get(source);
    if (!index) {
        index = { bySha: new Map(), claimIds: new Set() };
        source.sentences.forEach((sentence, at) => {
            if (!index.bySha.has(sentence.claim_sha256))
                index.bySha.set(sentence.claim_sha256, at);
            index.claimIds.add(sentence.claim_id);
        });
        sentenceIndexes.set(source, index);
    }
    return index;
}
/** The pair of a sentence (by its ID and fingerprint) and a source with no excerpt of its own. */
function sentenceSourceText(state, claimId, claimSha256) {
    const { file, source } = state;
    const none = (reason, detail) => ({
        text: { kind: 'missing', reason, detail, file },
        excerpt: excerptOf([]),
    });
    if (!source)
        return none('no_snapshot', 'its source has no snapshot yet');
    if (source.status !== 'ok')
        return none('not_read', `citegate snapshot could not read its source: ${source.detail}`);
    const { bySha, claimIds } = sentencesOf(source);
    const at = bySha.get(claimSha256) ?? -1;
    const sentence = source.sentences[at];
    if (!sentence) {
        const edited = claimIds.has(claimId);
        return none('sentence_changed', edited
            ? 'the sentence changed after its source was snapshotted'
            : 'the sentence is new, or changed after its source was snapshotted');
    }
    let bound = boundSentences.get(sentence);
    if (!bound) {
        bound = bindSentence(state, source, sentence, at);
        boundSentences.set(sentence, bound);
    }
    return bound;
}
// Claims with the same text bind the same stored sentence: its excerpt is made (and hashed) once.
const boundSentences = new WeakMap();
function bindSentence(state, source, sentence, at) {
    const { file } = state;
    const altered = (detail, line) => ({
        text: { kind: 'altered', detail, file, line: line ?? null },
        excerpt: excerptOf([]),
    });
    if (source.title !== null && source.title_sha256 !== (0,_file_js__WEBPACK_IMPORTED_MODULE_1__/* .sha256Text */ .f1)(source.title))
        return altered(`the title stored for ${source.url} no longer matches its sha256: it was edited after citegate snapshot wrote it`, state.sentenceLines?.[at]);
    const passages = [];
    for (const index of sentence.passages) {
        const passage = source.passages[index];
        if (!passage)
            return altered(`the sentence's passage ${index} is not in the snapshot of ${source.url}`, state.sentenceLines?.[at]);
        if (passage.sha256 !== (0,_file_js__WEBPACK_IMPORTED_MODULE_1__/* .sha256Text */ .f1)(passage.text) || passage.end - passage.start !== passage.text.length) {
            return altered(`passage ${index} of ${source.url} no longer matches its sha256: it was edited after citegate snapshot wrote it`, state.passageLines?.[index]);
        }
        passages.push(passage);
    }
    const title = source.title ? [source.title] : [];
    const excerpt = excerptOf([...title, ...passages.map((passage) => passage.text)]);
    const { written } = state;
    const wrote = written !== undefined &&
        ((title.length > 0 && written.title) || sentence.passages.some((index) => written.passages.has(index)));
    const basePassages = wrote
        ? sentence.passages.filter((index) => !written.passages.has(index)).map((index) => source.passages[index])
        : undefined;
    return {
        text: { kind: 'bound', passages, quotes: sentence.quotes, file, ...(basePassages ? { basePassages } : {}) },
        excerpt,
        ...(wrote
            ? {
                trusted: excerptOf([
                    ...(written.title ? [] : title),
                    ...sentence.passages
                        .filter((index) => !written.passages.has(index))
                        .map((index) => source.passages[index].text),
                ]),
            }
            : {}),
    };
}


/***/ }),

/***/ 6320:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  rJ: () => (/* binding */ FOLDER_SNAPSHOT_FILE),
  Lk: () => (/* binding */ SNAPSHOT_FILE_IGNORE),
  by: () => (/* binding */ isSnapshotFile),
  T_: () => (/* binding */ readSnapshotFile),
  Nd: () => (/* binding */ renderSnapshotFile),
  f1: () => (/* binding */ sha256Text),
  AF: () => (/* binding */ snapshotFilePath)
});

// UNUSED EXPORTS: MAX_BOUND_CHARACTERS, SNAPSHOT_GENERATOR, SNAPSHOT_VERSION, SnapshotArchive, SnapshotFileShape, SnapshotPassage, SnapshotQuote, SnapshotSentence, SnapshotSource

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 11 modules
var schemas = __webpack_require__(2857);
// EXTERNAL MODULE: ./src/report/json-file.ts + 2 modules
var json_file = __webpack_require__(7376);
// EXTERNAL MODULE: ./src/report/locate.ts + 1 modules
var locate = __webpack_require__(3235);
// EXTERNAL MODULE: ./src/formats/positions.ts
var positions = __webpack_require__(1592);
// EXTERNAL MODULE: ./src/formats/read.ts
var formats_read = __webpack_require__(1558);
;// CONCATENATED MODULE: ./src/formats/snapshot/vocabulary.ts
// The closed lists of words a snapshot file uses, shared by its zod schema (./file.ts) and the
// check of a file exactly as citegate writes it (./written-shape.ts), which file.ts imports.
/** How a quotation was found on the page. */
const QUOTE_FOLDINGS = ['exact', 'whitespace', 'case', 'typography'];
/** What fetching a source gave. */
const SOURCE_STATUSES = ['ok', 'gone', 'blocked', 'unreachable', 'unsupported', 'refused'];

;// CONCATENATED MODULE: ./src/formats/snapshot/written-shape.ts
// A fast path past zod for the snapshot file as `citegate snapshot` writes it (renderSnapshotFile):
// every key present, in the schema's order, nothing else. zod copies every object it checks, and a
// file of 50,000 sources is 300,000 objects; a value this accepts is what zod would return, so it
// is used as it is. Anything else (a key missing, extra or out of order, a value of another type)
// goes to zod, which words the error or fills the defaults as before.

const SOURCE_KEYS = [
    'url',
    'status',
    'final_url',
    'http_status',
    'fetched_at',
    'content_type',
    'archive',
    'title',
    'title_sha256',
    'text_sha256',
    'text_length',
    'omitted',
    'detail',
    'passages',
    'sentences',
];
const PASSAGE_KEYS = ['start', 'end', 'sha256', 'text'];
const SENTENCE_KEYS = ['claim_id', 'claim_sha256', 'sentence', 'passages', 'quotes'];
const QUOTE_KEYS = ['text', 'found', 'start', 'end'];
const ARCHIVE_KEYS = ['url', 'timestamp', 'live_status', 'live_detail'];
const SHA256 = /^[0-9a-f]{64}$/;
const STATUSES = new Set(SOURCE_STATUSES);
const FOLDINGS = new Set(QUOTE_FOLDINGS);
/** A plain object whose own keys are exactly `keys`, in that order. */
function isRow(value, keys) {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
        return false;
    const own = Object.keys(value);
    if (own.length !== keys.length)
        return false;
    for (let i = 0; i < keys.length; i++)
        if (own[i] !== keys[i])
            return false;
    return true;
}
const isString = (value) => typeof value === 'string';
const isOffset = (value) => Number.isSafeInteger(value) && value >= 0;
const isSha256 = (value) => typeof value === 'string' && SHA256.test(value);
const orNull = (check) => (value) => value === null || check(value);
const isStringOrNull = orNull(isString);
const isOffsetOrNull = orNull(isOffset);
const isSha256OrNull = orNull(isSha256);
function isPassage(value) {
    return (isRow(value, PASSAGE_KEYS) &&
        isOffset(value.start) &&
        isOffset(value.end) &&
        isSha256(value.sha256) &&
        isString(value.text));
}
function isQuote(value) {
    return (isRow(value, QUOTE_KEYS) &&
        isString(value.text) &&
        (value.found === null || FOLDINGS.has(value.found)) &&
        isOffsetOrNull(value.start) &&
        isOffsetOrNull(value.end));
}
function isSentence(value) {
    return (isRow(value, SENTENCE_KEYS) &&
        isString(value.claim_id) &&
        isSha256(value.claim_sha256) &&
        isString(value.sentence) &&
        Array.isArray(value.passages) &&
        value.passages.every(isOffset) &&
        Array.isArray(value.quotes) &&
        value.quotes.every(isQuote));
}
function isArchive(value) {
    return (isRow(value, ARCHIVE_KEYS) &&
        isString(value.url) &&
        isString(value.timestamp) &&
        isString(value.live_status) &&
        isString(value.live_detail));
}
function isSource(value) {
    return (isRow(value, SOURCE_KEYS) &&
        isString(value.url) &&
        STATUSES.has(value.status) &&
        isStringOrNull(value.final_url) &&
        (value.http_status === null || Number.isSafeInteger(value.http_status)) &&
        isStringOrNull(value.fetched_at) &&
        isStringOrNull(value.content_type) &&
        (value.archive === null || isArchive(value.archive)) &&
        isStringOrNull(value.title) &&
        isSha256OrNull(value.title_sha256) &&
        isSha256OrNull(value.text_sha256) &&
        isOffsetOrNull(value.text_length) &&
        isOffset(value.omitted) &&
        isString(value.detail) &&
        Array.isArray(value.passages) &&
        value.passages.every(isPassage) &&
        Array.isArray(value.sentences) &&
        value.sentences.every(isSentence));
}
/**
 * Whether `value` is a snapshot file exactly as written, which zod would return unchanged but for
 * copying (./file.ts's SnapshotFileShape: the caller takes it as that shape).
 */
function isWrittenSnapshotFile(value) {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
        return false;
    const file = value;
    return ((file.generator === undefined || isString(file.generator)) &&
        file.version === 1 &&
        Array.isArray(file.sources) &&
        file.sources.every(isSource));
}

;// CONCATENATED MODULE: ./src/formats/snapshot/file.ts
// Snapshot files: for every evidence record that cites a URL and has no excerpt, the passages of
// its page that the sentences citing it rest on, written beside the report by `citegate snapshot`
// and bound by `check` like committed evidence. Only passages are stored, never whole pages.
// The shape is documented in docs/snapshots.md; keys are written in one order so diffs read well.








const SNAPSHOT_GENERATOR = 'citegate snapshot';
const SNAPSHOT_VERSION = 1;
/** The snapshot file of a folder report (STORM, Co-STORM). */
const FOLDER_SNAPSHOT_FILE = 'citegate.snapshots.json';
const SUFFIX = '.snapshots.json';
const SNAPSHOT_FILE_IGNORE = `**/*${SUFFIX}`;
/** A path `citegate snapshot` writes (of the files a check reads, see inputFiles). */
function isSnapshotFile(file) {
    return file.endsWith(SUFFIX);
}
/** `NAME.snapshots.json` beside a file `NAME.json` (as verdict files are named), `citegate.snapshots.json` inside a folder. */
function snapshotFilePath(report) {
    if (report.isFolder)
        return (0,formats_read/* joinPath */.uJ)(report.file, FOLDER_SNAPSHOT_FILE);
    return `${report.file.replace(/\.json$/i, '')}${SUFFIX}`;
}
const Sha256Hex = schemas/* string */.YjP().regex(/^[0-9a-f]{64}$/, 'expected 64 lowercase hex characters');
const Offset = schemas/* number */.aig().int().nonnegative();
const SnapshotPassage = schemas/* object */.Ikc({
    start: Offset,
    end: Offset,
    sha256: Sha256Hex,
    text: schemas/* string */.YjP(),
});
/** A quotation the sentence states, and where the page has it (null: not on the page). */
const SnapshotQuote = schemas/* object */.Ikc({
    text: schemas/* string */.YjP(),
    found: schemas/* enum */.k5n(QUOTE_FOLDINGS).nullable(),
    start: Offset.nullable(),
    end: Offset.nullable(),
});
const SnapshotSentence = schemas/* object */.Ikc({
    claim_id: schemas/* string */.YjP(),
    claim_sha256: Sha256Hex,
    sentence: schemas/* string */.YjP(),
    /** Indexes into the source's `passages`. */
    passages: schemas/* array */.YOg(schemas/* number */.aig().int().nonnegative()),
    quotes: schemas/* array */.YOg(SnapshotQuote).default([]),
});
const SnapshotArchive = schemas/* object */.Ikc({
    /** The archived copy, as the archive names it. */
    url: schemas/* string */.YjP(),
    /** When the archive took it (ISO 8601, UTC). */
    timestamp: schemas/* string */.YjP(),
    /** Why the live page was not used: its status. */
    live_status: schemas/* string */.YjP(),
    live_detail: schemas/* string */.YjP(),
});
const SnapshotSource = schemas/* object */.Ikc({
    url: schemas/* string */.YjP(),
    /** `ok`: text was read (live, or from the archive); anything else: why there is none. */
    status: schemas/* enum */.k5n(SOURCE_STATUSES),
    final_url: schemas/* string */.YjP().nullable(),
    http_status: schemas/* number */.aig().int().nullable(),
    fetched_at: schemas/* string */.YjP().nullable(),
    content_type: schemas/* string */.YjP().nullable(),
    archive: SnapshotArchive.nullable(),
    title: schemas/* string */.YjP().nullable(),
    title_sha256: Sha256Hex.nullable(),
    /** SHA-256 of the whole extracted text (its UTF-8 bytes); offsets count its UTF-16 code units. */
    text_sha256: Sha256Hex.nullable(),
    text_length: Offset.nullable(),
    /** Passages left out to keep the source within its bound. */
    omitted: Offset.default(0),
    detail: schemas/* string */.YjP(),
    passages: schemas/* array */.YOg(SnapshotPassage),
    sentences: schemas/* array */.YOg(SnapshotSentence),
});
const SnapshotFileShape = schemas/* looseObject */._H3({
    generator: schemas/* string */.YjP().optional(),
    version: schemas/* literal */.euz(SNAPSHOT_VERSION),
    sources: schemas/* array */.YOg(SnapshotSource),
});
/**
 * The most characters a snapshot file's sentences may bind in all (each sentence's title and
 * passages, as its pairs' excerpts): each pair is judged on its own excerpt, so a file whose
 * sentences each list many long passages would otherwise make gigabytes of excerpts from a few
 * megabytes of JSON. What `citegate snapshot` writes stays far below it (1,000,000 characters
 * of passages per file, a few passages per sentence): 20,000 sentences of 1,000 characters.
 */
const MAX_BOUND_CHARACTERS = 20_000_000;
async function readSnapshotFile(readFile, path) {
    let bytes;
    try {
        bytes = await (0,formats_read/* readIfPresent */.Zu)(readFile, path);
    }
    catch (error) {
        return { ok: false, error: { file: path, message: (0,formats_read/* readFailure */.f1)(error, 'the snapshot file') } };
    }
    if (bytes === null)
        return { ok: true, file: { path, exists: false, sources: [], lines: { passages: [], sentences: [] } } };
    const parsed = (0,json_file/* parseJsonFile */.OW)(bytes, { file: path });
    // A file as `citegate snapshot` writes it needs no copy by zod (./written-shape.ts).
    const read = parsed.ok && isWrittenSnapshotFile(parsed.value)
        ? { ...parsed, value: parsed.value }
        : parsed.ok
            ? (0,json_file/* checkJson */.Zs)(parsed, SnapshotFileShape, path)
            : parsed;
    if (!read.ok)
        return { ok: false, error: { ...read.error, message: `snapshot file: ${read.error.message}` } };
    for (const source of read.value.sources)
        for (const sentence of source.sentences)
            sentence.passages = once(sentence.passages);
    const bound = boundCharacters(read.value.sources);
    if (bound > MAX_BOUND_CHARACTERS)
        return {
            ok: false,
            error: {
                file: path,
                message: `snapshot file: its sentences bind ${bound.toLocaleString('en-US')} characters of titles and passages in all, more than the ${MAX_BOUND_CHARACTERS.toLocaleString('en-US')} citegate reads from one snapshot file`,
            },
        };
    // Where each source's passages and sentences are written, in one pass over the text for both.
    const at = (0,positions/* lineLocator */.h)(read.text);
    const passages = read.value.sources.map(() => []);
    const sentences = read.value.sources.map(() => []);
    for (const { path: where, offset } of (0,locate/* valueOffsets */.uN)(read.text, ['sources', locate/* ANY */.x4, locate/* ANY */.x4, locate/* ANY */.x4])) {
        const lines = where[2] === 'passages' ? passages : where[2] === 'sentences' ? sentences : null;
        lines?.[where[1]]?.push(at(offset).line);
    }
    return { ok: true, file: { path, exists: true, sources: read.value.sources, lines: { passages, sentences } } };
}
/** Each index once, in the order first listed: a sentence that lists a passage twice is bound to it once. */
function once(indexes) {
    const seen = new Set();
    const out = [];
    for (const index of indexes) {
        if (seen.has(index))
            continue;
        seen.add(index);
        out.push(index);
    }
    return out;
}
/** What the file's sentences bind in all: for each, its source's title and the passages it lists. */
function boundCharacters(sources) {
    let total = 0;
    for (const source of sources) {
        const title = source.title?.length ?? 0;
        for (const sentence of source.sentences) {
            total += title;
            for (const index of sentence.passages)
                total += source.passages[index]?.text.length ?? 0;
        }
    }
    return total;
}
function sha256Text(text) {
    return (0,external_node_crypto_.createHash)('sha256').update(text, 'utf8').digest('hex');
}
/** The file's text: sources by URL, keys in one order, two-space indent; a re-run that finds the same text writes the same bytes. */
function renderSnapshotFile(sources) {
    const ordered = [...sources]
        .sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0))
        .map((source) => ({
        url: source.url,
        status: source.status,
        final_url: source.final_url,
        http_status: source.http_status,
        fetched_at: source.fetched_at,
        content_type: source.content_type,
        archive: source.archive && {
            url: source.archive.url,
            timestamp: source.archive.timestamp,
            live_status: source.archive.live_status,
            live_detail: source.archive.live_detail,
        },
        title: source.title,
        title_sha256: source.title_sha256,
        text_sha256: source.text_sha256,
        text_length: source.text_length,
        omitted: source.omitted,
        detail: source.detail,
        passages: source.passages.map(({ start, end, sha256, text }) => ({ start, end, sha256, text })),
        sentences: source.sentences.map((sentence) => ({
            claim_id: sentence.claim_id,
            claim_sha256: sentence.claim_sha256,
            sentence: sentence.sentence,
            passages: sentence.passages,
            quotes: sentence.quotes.map(({ text, found, start, end }) => ({ text, found, start, end })),
        })),
    }));
    return `${JSON.stringify({ generator: SNAPSHOT_GENERATOR, version: SNAPSHOT_VERSION, sources: ordered }, null, 2)}\n`;
}


/***/ }),

/***/ 4050:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   QU: () => (/* binding */ markWrittenPassages),
/* harmony export */   X5: () => (/* binding */ snapshotChangesSection),
/* harmony export */   hy: () => (/* binding */ baseSnapshotOf)
/* harmony export */ });
/* unused harmony export writtenParts */
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5881);
/* harmony import */ var _text_http_url_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3831);
// Which snapshot passages a pull request wrote. A snapshot file is committed input: a pull request
// can replace a passage's text and recompute its SHA-256, which binds the passage to its text but
// not to the page. Compared with a base commit, a passage (or title) whose text the base's snapshot
// file does not hold for the same URL was written by the pull request. The check then tells the
// reviewer how many it changed, and a number those passages alone ground is never counted as
// fixed (src/base/written-grounding.ts): what a pull request writes may make the gate stricter,
// never looser. Pure, but for the base's file, which the shell reads (src/base/snapshot-base.ts).


/** The base's sources of a snapshot file as read (a file the base does not have is empty). */
function baseSnapshotOf(file) {
    const sources = new Map();
    for (const source of file.sources) {
        const key = (0,_text_http_url_js__WEBPACK_IMPORTED_MODULE_1__/* .httpUrlKey */ .B)(source.url);
        if (key === null || sources.has(key) || source.status !== 'ok')
            continue;
        sources.set(key, {
            passages: new Set(source.passages.map((passage) => passage.sha256)),
            title: source.title === null ? null : source.title_sha256,
        });
    }
    return sources;
}
/**
 * The parts of a head source the base does not have, and how many passages changed: a rewrite
 * counts once (one written, one gone), an added or removed passage once, a changed title once.
 */
function writtenParts(source, base) {
    const passages = new Set();
    const head = source && source.status === 'ok' ? source : undefined;
    const headHashes = new Set();
    head?.passages.forEach((passage, index) => {
        headHashes.add(passage.sha256);
        if (!base?.passages.has(passage.sha256))
            passages.add(index);
    });
    let removed = 0;
    for (const hash of base?.passages ?? [])
        if (!headHashes.has(hash))
            removed++;
    const title = head?.title != null && head.title_sha256 !== (base?.title ?? null);
    const titleGone = head?.title == null && base?.title != null;
    return { title, passages, changed: Math.max(passages.size, removed) + (title || titleGone ? 1 : 0) };
}
/**
 * Marks, on each record a snapshot serves, the parts of its source the pull request wrote, and
 * counts the changes per snapshot file (each cited URL once). Runs before the reports are bound.
 */
async function markWrittenPassages(reports, base) {
    const counted = new Map();
    for (const report of reports) {
        if ((0,_model_js__WEBPACK_IMPORTED_MODULE_0__/* .isInvalid */ .If)(report))
            continue;
        for (const record of report.evidence) {
            const state = record.sourceText;
            const key = (0,_text_http_url_js__WEBPACK_IMPORTED_MODULE_1__/* .httpUrlKey */ .B)(record.url);
            if (!state || key === null)
                continue;
            const parts = writtenParts(state.source, (await base.read(state.file)).get(key));
            state.written = { title: parts.title, passages: parts.passages };
            const perFile = counted.get(state.file) ?? new Map();
            counted.set(state.file, perFile);
            perFile.set(key, parts.changed);
        }
    }
    const files = [...counted]
        .map(([file, sources]) => ({ file, passages: [...sources.values()].reduce((sum, count) => sum + count, 0) }))
        .filter((entry) => entry.passages > 0)
        .sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
    if (files.length === 0)
        return null;
    return { passages: files.reduce((sum, entry) => sum + entry.passages, 0), files };
}
/** The results file's `snapshot_changes`: the changes, and how many numbers only passages the pull request wrote ground. */
function snapshotChangesSection(changes, reports) {
    let numbers = 0;
    for (const report of reports)
        numbers += report.numbers_grounded_by_pull_request?.length ?? 0;
    return { passages: changes.passages, numbers, files: changes.files };
}


/***/ }),

/***/ 1528:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  $$: () => (/* binding */ Information),
  _o: () => (/* binding */ STORM_ARTICLES),
  hf: () => (/* binding */ STORM_SOURCES),
  Ag: () => (/* binding */ loadStorm)
});

// UNUSED EXPORTS: STORM_DRAFT

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 11 modules
var schemas = __webpack_require__(2857);
// EXTERNAL MODULE: ./src/report/json-file.ts + 2 modules
var json_file = __webpack_require__(7376);
// EXTERNAL MODULE: ./src/report/locate.ts + 1 modules
var locate = __webpack_require__(3235);
// EXTERNAL MODULE: ./src/report/record-map.ts
var record_map = __webpack_require__(4474);
// EXTERNAL MODULE: ./src/formats/hashable-text.ts
var hashable_text = __webpack_require__(3972);
// EXTERNAL MODULE: ./src/formats/positions.ts
var positions = __webpack_require__(1592);
// EXTERNAL MODULE: ./src/formats/read.ts
var read = __webpack_require__(1558);
// EXTERNAL MODULE: ./src/formats/empty-article.ts
var empty_article = __webpack_require__(726);
// EXTERNAL MODULE: ./src/formats/sentences/article.ts
var sentences_article = __webpack_require__(7687);
// EXTERNAL MODULE: ./src/formats/verdict-file.ts
var verdict_file = __webpack_require__(1527);
// EXTERNAL MODULE: ./src/formats/python-literals.ts
var python_literals = __webpack_require__(4949);
;// CONCATENATED MODULE: ./src/formats/storm/units.ts
// What the polished and the draft article are aligned by: not sentences but the text between
// citation markers. Polishing may change where a sentence ends without changing its text or its
// markers: in a Thai article it only added a "." after a marker ("…ก[1] ข[2]" became
// "…ก[1]. ข[2]"), which splits one sentence into two. Cut at markers, with punctuation and spacing
// left out of the comparison, both read "ก" citing [1] and "ข" citing [2].
// "[3]", "[1, 2]" (STORM's remove_citations reads both), with the spaces before it: as ../sentences/article.ts reads them.
const MARKER = /[^\S\r\n]*\[(\d+(?:\s*,\s*\d+)*)\]/g;
// An ATX heading as CommonMark reads it (as ../sentences/article.ts does).
const HEADING = /^ {0,3}#{1,6}(?:[ \t]|$)/;
const LINE_BREAK = /\r\n?|\n/g;
// What the comparison leaves out: anything that is not a letter, a digit or a combining mark
// (Thai vowel and tone marks are combining marks).
const NOT_TEXT = /[^\p{L}\p{N}\p{M}]+/gu;
/** The text of `raw` for comparison: NFKC, lower case, without punctuation, symbols or spaces. */
function comparable(raw) {
    return raw.normalize('NFKC').toLowerCase().replace(NOT_TEXT, '');
}
/**
 * The article cut into units, line by line: each heading is one unit; in a paragraph, the text up
 * to each run of markers (markers with nothing but spaces between them) is one unit citing them,
 * and the text after the last run one citing nothing. A run with no text of its own before it
 * (". [2]" after "[1]", a line of bare markers) joins the unit before it. Linear in the text.
 */
function citationUnits(text) {
    const units = [];
    let lineStart = 0;
    const lineBreaks = text.matchAll(LINE_BREAK);
    for (;;) {
        const lineBreak = lineBreaks.next();
        const lineEnd = lineBreak.done ? text.length : lineBreak.value.index;
        const line = text.slice(lineStart, lineEnd);
        if (HEADING.test(line)) {
            units.push({ key: `#${comparable(line)}`, citations: [], offset: lineStart, heading: true });
        }
        else if (line.trim() !== '') {
            paragraphUnits(line, lineStart, units);
        }
        if (lineBreak.done)
            break;
        lineStart = lineEnd + lineBreak.value[0].length;
    }
    return units;
}
function paragraphUnits(line, lineStart, units) {
    let from = 0;
    let open = null;
    for (const match of line.matchAll(MARKER)) {
        const start = from;
        const between = line.slice(start, match.index);
        const ids = match[1].split(',').map((id) => String(Number.parseInt(id.trim(), 10)));
        from = match.index + match[0].length;
        // A marker right after another (only spaces between) continues the run.
        if (open && between.trim() === '') {
            for (const id of ids)
                open.citations.push(id);
            continue;
        }
        const key = comparable(between);
        const previous = units[units.length - 1];
        if (key === '' && previous && !previous.heading) {
            // ". [2]", a line of bare markers: the markers belong with the text before.
            for (const id of ids)
                previous.citations.push(id);
            open = previous;
            continue;
        }
        open = { key, citations: ids, offset: lineStart + start + leading(between), heading: false };
        units.push(open);
    }
    const rest = line.slice(from);
    const key = comparable(rest);
    if (key !== '')
        units.push({ key, citations: [], offset: lineStart + from + leading(rest), heading: false });
}
const leading = (raw) => raw.length - raw.trimStart().length;

;// CONCATENATED MODULE: ./src/formats/storm/numbering.ts
// STORM's polished article is numbered differently from url_to_info.json. Polishing deep-copies
// the draft, adds a lead section and calls post_processing(), whose reorder_reference_index()
// renumbers every [n] by first appearance (the lead first) and updates only the in-memory
// reference map; url_to_info.json was written from the draft before and is never written again
// (docs/formats.md, "The polished article's numbering", cites the lines). The renumbering is ONE
// map for the whole article (stanford-oval/storm fb951af storm_dataclass.py 374-412: one
// `ref_index_mapping`, applied to every section by update_citation_index), and the body is the
// draft's text with each marker replaced in place. So the text between markers, aligned between
// the two articles, gives the draft's number for each polished number, and a number traced once
// is that number wherever it stands. Nothing is guessed: a number no aligned text traces, or
// that the alignments give two draft numbers (or two polished numbers one draft number), stays
// unresolved.

/**
 * The lead STORM's polishing adds: the "# summary" section it puts first, when the draft has none.
 * The lead is new text a language model wrote, citing in the draft's numbers as it saw fit: a
 * sentence it copies from the body may carry another marker, so its text traces nothing.
 */
function leadUnits(polished, draft) {
    const lead = new Set();
    const first = polished.findIndex((unit) => unit.heading);
    const heading = polished[first];
    if (!heading || heading.key !== '#summary' || draft.some((unit) => unit.key === '#summary'))
        return lead;
    for (let i = first + 1; i < polished.length && !polished[i].heading; i++)
        lead.add(polished[i]);
    return lead;
}
/**
 * The polished → draft numbering the aligned text proves. The articles are cut into runs of
 * text ending at markers (./units.ts) and aligned by their text in order (a patience alignment:
 * text unique to both first, then the gaps between), leaving out the lead. Each aligned run
 * citing as many markers on both sides reads marker i as marker i. The numbering is one map:
 * a polished marker read as exactly one draft marker is traced, and a draft marker traced to
 * one polished marker is no longer a reading of any other (so "[3] is the draft's [1] here but
 * [2] everywhere else" is [2] when [1] is already another marker's); only readings that still
 * disagree after that are conflicts.
 */
function recoverNumbering(polishedArticle, draftArticle) {
    const where = (unit) => `${polishedArticle.name}:${polishedArticle.lineOf(unit.offset)}`;
    const polishedUnits = citationUnits(polishedArticle.text);
    const draftUnits = citationUnits(draftArticle.text);
    const lead = leadUnits(polishedUnits, draftUnits);
    const polished = polishedUnits.filter((unit) => !lead.has(unit));
    const pairs = alignSequences(polished.map((unit) => unit.key), draftUnits.map((unit) => unit.key));
    // Every reading of every polished marker, by draft marker (the first unit that reads it so).
    const readings = new Map();
    let aligned = 0;
    for (const [p, d] of pairs) {
        const ours = polished[p];
        const theirs = draftUnits[d];
        if (!ours.heading)
            aligned++;
        // A run that gained or lost a marker (an LM rewrite, a hand edit) reads no marker as another.
        if (ours.citations.length !== theirs.citations.length)
            continue;
        ours.citations.forEach((marker, index) => {
            const draft = theirs.citations[index];
            const seen = readings.get(marker) ?? new Map();
            if (!seen.has(draft))
                seen.set(draft, { draft, unit: ours });
            readings.set(marker, seen);
        });
    }
    const { traced, conflicts } = solveOneMap(readings, where);
    return { traced, conflicts, alignedSentences: aligned };
}
/**
 * One map from the readings: a marker left with one possible draft marker is traced, and that
 * draft marker is taken from every other marker's possibilities, which may leave another with
 * one; two markers left with the same one only, or one left with several, conflict. A queue of the
 * markers left with one keeps it linear in the readings (no pass over every marker per step).
 */
function solveOneMap(readings, where) {
    const traced = new Map();
    const conflicts = new Map();
    const takenBy = new Map();
    const readers = new Map();
    const open = new Map();
    for (const [marker, seen] of readings) {
        open.set(marker, seen.size);
        for (const draft of seen.keys()) {
            const list = readers.get(draft);
            if (list)
                list.push(marker);
            else
                readers.set(draft, [marker]);
        }
    }
    const settled = (marker) => traced.has(marker) || conflicts.has(marker);
    const onlyOpen = (marker) => [...(readings.get(marker)?.values() ?? [])].find((reading) => !takenBy.has(reading.draft));
    const queue = [...open].filter(([, count]) => count === 1).map(([marker]) => marker);
    for (let at = 0; at < queue.length; at++) {
        const next = queue[at];
        if (settled(next) || open.get(next) !== 1)
            continue;
        const draft = onlyOpen(next).draft;
        // Other markers left with this draft marker only: a map renumbers each draft marker once.
        const rivals = (readers.get(draft) ?? []).filter((marker) => marker !== next && !settled(marker) && open.get(marker) === 1);
        if (rivals.length > 0) {
            const markers = [next, ...rivals];
            for (const marker of markers)
                conflicts.set(marker, `in text that is the same in both articles, ${markers.map((m) => `[${m}]`).join(' and ')} all stand for the draft's [${draft}] (${markers.map((m) => `[${m}] at ${where((readings.get(m)?.get(draft)).unit)}`).join(', ')})`);
            continue;
        }
        traced.set(next, draft);
        takenBy.set(draft, next);
        for (const marker of readers.get(draft) ?? []) {
            if (marker === next || settled(marker))
                continue;
            const left = open.get(marker) - 1;
            open.set(marker, left);
            if (left === 1)
                queue.push(marker);
        }
    }
    for (const [marker, seen] of readings) {
        if (settled(marker))
            continue;
        const left = [...seen.values()].filter((reading) => !takenBy.has(reading.draft));
        const shown = (left.length > 0 ? left : [...seen.values()]).map((reading) => `[${reading.draft}] at ${where(reading.unit)}`);
        conflicts.set(marker, left.length > 1
            ? `in text that is the same in both articles, [${marker}] stands for the draft's ${shown.join(' and ')}`
            : `in text that is the same in both articles, [${marker}] stands for the draft's ${shown.join(' and ')}, each of which stands for another marker elsewhere`);
    }
    return { traced, conflicts };
}
/**
 * Index pairs (i, j) with a[i] === b[j], increasing in both: equal heads and tails are matched,
 * then the elements unique to both sides (their longest increasing run) anchor the match, and
 * each gap between anchors is aligned the same way. A lead section added in front, or sentences
 * one side dropped, leave the rest aligned.
 */
function alignSequences(a, b) {
    const pairs = [];
    const ranges = [[0, a.length, 0, b.length]];
    while (ranges.length > 0) {
        let [a0, a1, b0, b1] = ranges.pop();
        while (a0 < a1 && b0 < b1 && a[a0] === b[b0])
            pairs.push([a0++, b0++]);
        while (a0 < a1 && b0 < b1 && a[a1 - 1] === b[b1 - 1])
            pairs.push([--a1, --b1]);
        const anchors = uniqueAnchors(a, a0, a1, b, b0, b1);
        if (anchors.length === 0)
            continue;
        let [prevA, prevB] = [a0, b0];
        for (const [i, j] of anchors) {
            pairs.push([i, j]);
            ranges.push([prevA, i, prevB, j]);
            [prevA, prevB] = [i + 1, j + 1];
        }
        ranges.push([prevA, a1, prevB, b1]);
    }
    return pairs.sort(([x], [y]) => x - y);
}
/** Elements occurring once in a[a0, a1) and once in b[b0, b1), as the longest run increasing on both sides. */
function uniqueAnchors(a, a0, a1, b, b0, b1) {
    const countA = new Map();
    for (let i = a0; i < a1; i++)
        countA.set(a[i], (countA.get(a[i]) ?? 0) + 1);
    const inB = new Map();
    const countB = new Map();
    for (let j = b0; j < b1; j++) {
        const key = b[j];
        countB.set(key, (countB.get(key) ?? 0) + 1);
        inB.set(key, j);
    }
    const candidates = [];
    for (let i = a0; i < a1; i++) {
        const key = a[i];
        if (countA.get(key) === 1 && countB.get(key) === 1)
            candidates.push([i, inB.get(key)]);
    }
    return longestIncreasing(candidates);
}
/** The longest subsequence of pairs (increasing in the first) that also increases in the second (patience sorting). */
function longestIncreasing(pairs) {
    const tails = [];
    const previous = new Array(pairs.length).fill(-1);
    for (let k = 0; k < pairs.length; k++) {
        const value = pairs[k][1];
        let low = 0;
        let high = tails.length;
        while (low < high) {
            const middle = (low + high) >> 1;
            if (pairs[tails[middle]][1] < value)
                low = middle + 1;
            else
                high = middle;
        }
        if (low > 0)
            previous[k] = tails[low - 1];
        tails[low] = k;
    }
    const run = [];
    for (let k = tails.length > 0 ? tails[tails.length - 1] : -1; k !== -1; k = previous[k])
        run.push(pairs[k]);
    return run.reverse();
}

// EXTERNAL MODULE: ./src/formats/snippets.ts
var snippets = __webpack_require__(2624);
;// CONCATENATED MODULE: ./src/formats/storm/index.ts
// A STORM topic folder (stanford-oval/storm, knowledge_storm/storm_wiki): the article as
// StormArticle.dump_article_as_plain_text writes it (Markdown headings, `[n]` citations) and
// url_to_info.json as dump_reference_to_file writes it: {"url_to_unified_index": {url: n},
// "url_to_info": {url: Information.to_dict()}}, where `[n]` cites the URL whose index is n.













const STORM_SOURCES = 'url_to_info.json';
/** The draft article: its [n] are url_to_info.json's numbers (both are written from the draft). */
const STORM_DRAFT = 'storm_gen_article.txt';
/** The draft as runs that save the articles as Markdown name it (guestrin-lab/deepscholar-bench's STORM baseline). */
const STORM_DRAFT_MD = 'storm_gen_article.md';
/**
 * The article read, first found first: the polished article (engine.py's name, the one some runs
 * use, the Markdown name), else the draft.
 */
const STORM_ARTICLES = [
    'storm_gen_article_polished.txt',
    'storm_polished_article.txt',
    'storm_gen_article_polished.md',
    STORM_DRAFT,
    STORM_DRAFT_MD,
];
const isDraft = (name) => name === STORM_DRAFT || name === STORM_DRAFT_MD;
/** The draft a polished article was polished from: the one saved the same way. */
const draftOf = (name) => (name.endsWith('.md') ? STORM_DRAFT_MD : STORM_DRAFT);
/** knowledge_storm's Information.to_dict(), as STORM and Co-STORM both write it. */
const Information = schemas/* looseObject */._H3({
    url: schemas/* string */.YjP().nullish(),
    title: schemas/* string */.YjP().nullish(),
    description: schemas/* string */.YjP().nullish(),
    snippets: schemas/* array */.YOg(hashable_text/* HashableText */.O).default([]),
});
const UrlToInfo = schemas/* looseObject */._H3({
    // Maps: a URL is any string a file writes, `constructor` and `__proto__` included.
    url_to_unified_index: (0,record_map/* recordMap */.o)(schemas/* number */.aig().int().min(1)),
    url_to_info: (0,record_map/* recordMap */.o)(Information),
});
async function loadStorm(folder, readFile, named) {
    const fail = (file, message, at = {}) => ({
        format: 'storm',
        file: folder,
        error: { file, message, ...at },
    });
    const { path: sourcesPath, bytes: sourcesBytes } = await (0,read/* readInFolder */.wg)(readFile, folder, STORM_SOURCES);
    if (sourcesBytes instanceof Error)
        return fail(sourcesPath, (0,read/* readFailure */.f1)(sourcesBytes));
    // Without url_to_info.json the folder is no report (discovery finds a STORM folder by it), an
    // article beside it or not: at a base commit, one the pull request made a report.
    if (sourcesBytes === null)
        return { ...fail(sourcesPath, `not a STORM folder: there is no ${STORM_SOURCES}`), absent: true };
    // Python wrote it: a local-corpus retriever's missing description is `NaN` (read as null, with a notice).
    const sources = (0,json_file/* readJsonFile */.JE)(sourcesBytes, UrlToInfo, { file: sourcesPath, pythonLiterals: true });
    if (!sources.ok)
        return { format: 'storm', file: folder, error: sources.error };
    // A typed article path names the article; otherwise the polished one if there is one.
    let article = null;
    for (const name of named === undefined ? STORM_ARTICLES : [named]) {
        const { path, bytes } = await (0,read/* readInFolder */.wg)(readFile, folder, name);
        if (bytes instanceof Error)
            return fail(path, (0,read/* readFailure */.f1)(bytes));
        if (bytes !== null) {
            article = { name, path, bytes };
            break;
        }
    }
    if (!article && named !== undefined)
        return { ...fail((0,read/* joinPath */.uJ)(folder, named), `there is no ${named} in this STORM folder`), absent: true };
    if (!article)
        return fail(folder, `the STORM folder has no article: expected ${STORM_ARTICLES.join(', ')} beside ${STORM_SOURCES}`);
    const decoded = (0,json_file/* decodeText */.g7)(article.bytes);
    if (!decoded.ok)
        return fail(article.path, decoded.error.message, decoded.error);
    const evidence = stormEvidence(sources.value, sources.text, sourcesPath);
    if ('error' in evidence)
        return fail(sourcesPath, evidence.error, evidence.at);
    const sentences = (0,sentences_article/* articleSentences */.hQ)(decoded.text);
    const empty = (0,empty_article/* emptyArticle */.O)(sentences, evidence.records.length, article.name, STORM_SOURCES);
    if (empty)
        return fail(empty.onSources ? sourcesPath : article.path, empty.message);
    const at = (0,positions/* lineLocator */.h)(decoded.text);
    const claims = (0,sentences_article/* sentenceClaims */.Vg)(sentences, sentences.map((sentence) => at(sentence.offset)), article.path);
    const notices = [
        ...(0,python_literals/* pythonLiteralNotices */.f)(sourcesPath, sources.text, sources.pythonLiterals),
        ...(0,empty_article/* uncitedArticle */.R)(sentences, evidence.records.length, article.path, STORM_SOURCES),
    ];
    if (isDraft(article.name)) {
        return (0,verdict_file/* folderReport */.Pi)('storm', folder, readFile, claims, evidence.records, {
            article: { file: article.path, version: 'draft', numbering: 'url_to_info' },
            notices,
        });
    }
    // The polished article: its [n] are traced to url_to_info.json's numbering through the draft.
    const draft = await (0,read/* readInFolder */.wg)(readFile, folder, draftOf(article.name));
    if (draft.bytes instanceof Error)
        return fail(draft.path, (0,read/* readFailure */.f1)(draft.bytes));
    let numbering = null;
    if (draft.bytes !== null) {
        const draftText = (0,json_file/* decodeText */.g7)(draft.bytes);
        if (!draftText.ok)
            return fail(draft.path, draftText.error.message, draftText.error);
        const draftAt = (0,positions/* lineLocator */.h)(draftText.text);
        numbering = recoverNumbering({ name: article.path, text: decoded.text, lineOf: (offset) => at(offset).line }, { name: draft.path, text: draftText.text, lineOf: (offset) => draftAt(offset).line });
    }
    const resolved = claims.map((claim) => resolveCitations(claim, numbering, article.path, draft.path));
    const reading = numbering
        ? {
            file: article.path,
            version: 'polished',
            numbering: 'draft',
            markers: Object.fromEntries([...numbering.traced].sort(([a], [b]) => Number(a) - Number(b))),
        }
        : { file: article.path, version: 'polished', numbering: 'unknown' };
    return (0,verdict_file/* folderReport */.Pi)('storm', folder, readFile, resolved, evidence.records, { article: reading, notices });
}
/** A polished claim's markers in url_to_info.json's numbering; each one that cannot be traced is unresolved, never guessed. */
function resolveCitations(claim, numbering, articlePath, draftPath) {
    if (claim.evidenceIds.length === 0)
        return claim;
    const evidenceIds = [];
    const unresolved = [];
    for (const marker of claim.evidenceIds) {
        const traced = numbering?.traced.get(marker);
        if (traced !== undefined) {
            evidenceIds.push(traced);
            continue;
        }
        if (unresolved.some((entry) => entry.marker === marker))
            continue;
        const conflict = numbering?.conflicts.get(marker);
        if (conflict !== undefined) {
            unresolved.push({
                marker,
                reason: 'citation_numbering_inconsistent',
                detail: `${conflict}, so the two articles disagree on which source [${marker}] is: commit the draft this article was polished from`,
            });
        }
        else if (!numbering) {
            unresolved.push({
                marker,
                reason: 'citation_numbering_unknown',
                detail: `STORM renumbers the polished article's citations and ${STORM_SOURCES} keeps the draft's numbers, but there is no ${draftPath} to trace [${marker}] through: commit the draft beside it`,
            });
        }
        else if (numbering.alignedSentences === 0) {
            unresolved.push({
                marker,
                reason: 'citation_numbering_unknown',
                detail: `no text of ${articlePath} is also in ${draftPath}, so they are not one STORM run's draft and polish and [${marker}] cannot be traced to ${STORM_SOURCES}: commit the draft this article was polished from`,
            });
        }
        else {
            unresolved.push({
                marker,
                reason: 'citation_numbering_unknown',
                detail: `[${marker}] stands only in sentences that are not in ${draftPath} (the lead polishing added, or rewritten text), so the draft's number for it, which ${STORM_SOURCES} uses, is unknown: check the draft instead (citegate check ${draftPath})`,
            });
        }
    }
    return { ...claim, evidenceIds, ...(unresolved.length > 0 ? { unresolved } : {}) };
}
/** One record per unified index, in index order; `[n]` with no URL for n is left dangling. */
function stormEvidence(data, text, file) {
    const at = (0,positions/* lineLocator */.h)(text);
    const infoOffsets = new Map((0,locate/* valueOffsets */.uN)(text, ['url_to_info', locate/* ANY */.x4]).map(({ path, offset }) => [path[1], offset]));
    const byIndex = new Map();
    for (const [url, index] of data.url_to_unified_index) {
        const earlier = byIndex.get(index);
        if (earlier !== undefined) {
            const offset = (0,locate/* valueOffsets */.uN)(text, ['url_to_unified_index', url])[0]?.offset ?? 0;
            return { error: `url_to_unified_index gives [${index}] to two URLs: ${earlier} and ${url}`, at: at(offset) };
        }
        byIndex.set(index, url);
    }
    const records = [];
    for (const [index, url] of [...byIndex].sort(([a], [b]) => a - b)) {
        const info = data.url_to_info.get(url);
        if (!info)
            continue;
        const offset = infoOffsets.get(url);
        records.push({
            id: String(index),
            title: info.title || url,
            ...(info.title ? {} : { titleIsStandIn: true }),
            url: info.url || url,
            excerpt: info.snippets.join(snippets/* SNIPPET_SEPARATOR */.o),
            snippets: info.snippets,
            ...(offset === undefined ? {} : { location: { file, ...at(offset) } }),
        });
    }
    return { records };
}


/***/ }),

/***/ 5243:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J4: () => (/* binding */ referenceCount),
/* harmony export */   LD: () => (/* binding */ decide),
/* harmony export */   Qp: () => (/* binding */ isLimitSet),
/* harmony export */   WE: () => (/* binding */ passes),
/* harmony export */   XF: () => (/* binding */ provenanceCount)
/* harmony export */ });
/* harmony import */ var _results_provenance_records_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3052);
/* harmony import */ var _results_reference_records_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3476);
/* harmony import */ var _thresholds_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9695);



/** Records with one of `statuses` (the same ones the base comparison makes problems of); undefined without provenance. */
function provenanceCount(totals, statuses) {
    const counts = totals.provenance;
    return counts && statuses.reduce((sum, status) => sum + counts[status], 0);
}
/** Records with one of `statuses` (the same ones the base comparison makes problems of); undefined without reference checking. */
function referenceCount(totals, statuses) {
    const counts = totals.references;
    return counts && statuses.reduce((sum, status) => sum + counts[status], 0);
}
// A measure that returns undefined has nothing to measure this run: its check is left out.
const MEASURES = {
    'max-binding-errors': (totals) => totals.binding_errors,
    'max-contradicted': (totals) => totals.contradicted,
    'max-high-confidence-unsupported': (totals) => totals.high_confidence_unsupported,
    'max-insufficient': (totals) => totals.insufficient,
    'max-unverifiable': (totals) => totals.unverifiable,
    'max-ungrounded-numbers': (totals) => totals.ungrounded_numbers,
    // Only runs with a report whose format raises notices have the check.
    'max-warnings': (totals) => totals.warnings,
    // Only runs with a Markdown or provider report (which have a census) have the check.
    'max-unread-markers': (totals) => totals.unread_markers,
    // Only runs with a record cited by URL alone (one that needs a snapshot) have these two checks.
    'max-no-source-text': (totals) => totals.no_source_text,
    'max-quotes-not-in-source': (totals) => totals.quotes_not_in_source,
    // Only runs that looked for uncited factual sentences (citation-recall) have the check.
    'max-uncited-claims': (totals) => totals.uncited_claims,
    'max-provenance-not-found': (totals) => provenanceCount(totals, _results_provenance_records_js__WEBPACK_IMPORTED_MODULE_0__/* .PROVENANCE_PROBLEM_STATUSES */ .Nw.provenance_not_found),
    'max-provenance-unreachable': (totals) => provenanceCount(totals, _results_provenance_records_js__WEBPACK_IMPORTED_MODULE_0__/* .PROVENANCE_PROBLEM_STATUSES */ .Nw.provenance_unreachable),
    'max-references-not-found': (totals) => referenceCount(totals, _results_reference_records_js__WEBPACK_IMPORTED_MODULE_1__/* .REFERENCE_PROBLEM_STATUSES */ .vT.reference_not_found),
    'max-references-mismatch': (totals) => referenceCount(totals, _results_reference_records_js__WEBPACK_IMPORTED_MODULE_1__/* .REFERENCE_PROBLEM_STATUSES */ .vT.reference_mismatch),
    'max-retracted': (totals) => referenceCount(totals, _results_reference_records_js__WEBPACK_IMPORTED_MODULE_1__/* .REFERENCE_PROBLEM_STATUSES */ .vT.reference_retracted),
    'min-coverage': (totals) => totals.coverage_ratio,
    'min-exact-quote-ratio': (totals) => totals.exact_quote_ratio,
    'fail-on-unavailable': (totals) => totals.unavailable_reports > 0,
};
/** `null` and `fail-on-unavailable: false` both mean the check only reports its value. */
function isLimitSet(limit) {
    return limit !== null && limit !== false;
}
function passes(name, limit, value) {
    if (!isLimitSet(limit))
        return true;
    if (limit === true)
        return value === false;
    return (0,_thresholds_js__WEBPACK_IMPORTED_MODULE_2__/* .isRatioThreshold */ .vG)(name) ? value >= limit : value <= limit;
}
/**
 * Every check over the totals of all reports; the gate passes when all of them do. The
 * provenance checks are there only when provenance ran (the shells warn when a provenance
 * limit is set with `provenance: off`).
 */
function decide(totals, thresholds, newOnly) {
    const checks = _thresholds_js__WEBPACK_IMPORTED_MODULE_2__/* .THRESHOLD_NAMES */ .LC.flatMap((name) => {
        const limit = thresholds[name];
        const value = MEASURES[name](totals);
        if (value === undefined)
            return [];
        const counted = newOnly?.counts[name];
        if (newOnly && counted !== undefined) {
            return [{ name, limit, value: counted, passed: passes(name, limit, counted), counted: 'new', all_value: value }];
        }
        if (newOnly && (0,_thresholds_js__WEBPACK_IMPORTED_MODULE_2__/* .isRatioThreshold */ .vG)(name)) {
            // A ratio has no "new" part: the pull request fails it only by lowering it below the limit.
            const baseValue = MEASURES[name](newOnly.baseTotals);
            const passed = passes(name, limit, value) || value >= baseValue;
            return [{ name, limit, value, passed, counted: 'new', base_value: baseValue }];
        }
        return [
            { name, limit, value, passed: passes(name, limit, value), ...(newOnly ? { counted: 'all' } : {}) },
        ];
    });
    return { passed: checks.every((check) => check.passed), checks, gate_on: newOnly ? 'new' : 'all' };
}


/***/ }),

/***/ 7160:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   OI: () => (/* binding */ strictest),
/* harmony export */   gX: () => (/* binding */ strictestCheck),
/* harmony export */   yU: () => (/* binding */ valuesBothWays)
/* harmony export */ });
/* unused harmony export worseValue */
/* harmony import */ var _decide_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5243);
/* harmony import */ var _thresholds_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9695);
// The gate of a run in which verdicts a pull request adds count unconfirmed (docs/security.md,
// src/check/unconfirmed.ts). They may make the gate stricter, never looser: it is decided on the
// reports with them and without them, and each check passes only where it passes both ways. A
// forged `contradicts` that moves a claim out of max-unverifiable's or max-insufficient's count,
// or a verdict that adds to the coverage, cannot make a check pass that fails without it.


/** The value that holds more against the pull request: more problems, a lower ratio, `true` for a yes/no check. */
function worseValue(name, a, b) {
    if (typeof a === 'boolean' || typeof b === 'boolean')
        return a === true || b === true;
    return (0,_thresholds_js__WEBPACK_IMPORTED_MODULE_1__/* .isRatioThreshold */ .vG)(name) ? Math.min(a, b) : Math.max(a, b);
}
/**
 * One check decided both ways: it passes only when it passes with the unconfirmed verdicts and
 * without them, and shows the worse value (with the other beside it, when they differ).
 */
function strictestCheck(withThem, withoutThem) {
    // A check with no limit always passes: it shows the value the reports' totals show.
    if (!(0,_decide_js__WEBPACK_IMPORTED_MODULE_0__/* .isLimitSet */ .Qp)(withThem.limit))
        return withThem;
    const value = worseValue(withThem.name, withThem.value, withoutThem.value);
    // The view whose value is shown lends what goes with it (its count of waived problems, its value over all problems).
    const shown = value === withThem.value ? withThem : withoutThem;
    const { unconfirmed: _, ...plain } = shown;
    const allValue = withThem.all_value !== undefined && withoutThem.all_value !== undefined
        ? { all_value: worseValue(withThem.name, withThem.all_value, withoutThem.all_value) }
        : {};
    return {
        ...plain,
        value,
        ...allValue,
        passed: withThem.passed && withoutThem.passed,
        ...(withThem.value === withoutThem.value
            ? {}
            : { unconfirmed: { with: withThem.value, without: withoutThem.value } }),
    };
}
/**
 * The gate decided with the unconfirmed verdicts and without them: it fails where either fails.
 * Both decisions come from the same thresholds over reports that differ only in verdicts, so
 * they hold the same checks in the same order.
 */
function strictest(withThem, withoutThem) {
    const without = new Map(withoutThem.checks.map((check) => [check.name, check]));
    const checks = withThem.checks.map((check) => {
        const other = without.get(check.name);
        return other ? strictestCheck(check, other) : check;
    });
    // A check only one way decides (none today: both count the same measures) still counts.
    for (const check of withoutThem.checks)
        if (!checks.some((each) => each.name === check.name))
            checks.push(check);
    return { ...withThem, checks, passed: checks.every((check) => check.passed) };
}
/** A check's value with the unconfirmed verdicts and without them: both `value` when they agree. */
function valuesBothWays(check) {
    return check.unconfirmed ?? { with: check.value, without: check.value };
}


/***/ }),

/***/ 9695:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B7: () => (/* binding */ parseThreshold),
/* harmony export */   Hu: () => (/* binding */ PROVENANCE_THRESHOLDS),
/* harmony export */   JJ: () => (/* binding */ DEFAULT_THRESHOLDS),
/* harmony export */   LC: () => (/* binding */ THRESHOLD_NAMES),
/* harmony export */   ZL: () => (/* binding */ REFERENCE_THRESHOLDS),
/* harmony export */   vG: () => (/* binding */ isRatioThreshold)
/* harmony export */ });
/* harmony import */ var _text_boolean_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3091);

/** Checks that measure provenance: they exist only in a run with `provenance: check`. */
const PROVENANCE_THRESHOLDS = [
    'max-provenance-not-found',
    'max-provenance-unreachable',
];
/** Checks that measure references: they exist only in a run with `references: check`. */
const REFERENCE_THRESHOLDS = [
    'max-references-not-found',
    'max-references-mismatch',
    'max-retracted',
];
const DEFAULT_THRESHOLDS = {
    'max-binding-errors': 0,
    'max-contradicted': null,
    'max-high-confidence-unsupported': null,
    'max-insufficient': null,
    'max-unverifiable': null,
    'max-ungrounded-numbers': null,
    'max-warnings': null,
    // 0: a citation mark citegate could not read is a citation nobody checked. Before the census
    // such marks were dangling citations (binding errors, limit 0) or were lost in silence; a
    // report whose citations are mostly unread must never pass as clean.
    'max-unread-markers': 0,
    // No limit: a Markdown report nobody has snapshotted yet has no source text for any pair, and
    // that is work to do (citegate snapshot), not a fault of the pull request.
    'max-no-source-text': null,
    // No limit, as for ungrounded numbers: quotation marks also set off titles and coined terms,
    // which a page need not contain word for word; a team that wants every quotation on its page sets 0.
    'max-quotes-not-in-source': null,
    // No limit: a sentence may state the report's own reasoning with a number in it.
    'max-uncited-claims': null,
    'max-provenance-not-found': null,
    'max-provenance-unreachable': null,
    'max-references-not-found': null,
    'max-references-mismatch': null,
    'max-retracted': null,
    'min-coverage': null,
    'min-exact-quote-ratio': null,
    'fail-on-unavailable': false,
};
const THRESHOLD_NAMES = Object.keys(DEFAULT_THRESHOLDS);
/** Ratios are in [0, 1]; counts are whole numbers from 0. */
function isRatioThreshold(name) {
    return name.startsWith('min-');
}
// Plain decimal numbers only: JavaScript's Number() would also take `0x10` (16), `1e3`,
// `Infinity`, `+5` and `1_000`-like typos, none of which a limit in a workflow file should be.
const WHOLE_NUMBER = /^[0-9]+$/;
const DECIMAL = /^(?:[0-9]+(?:\.[0-9]+)?|\.[0-9]+)$/;
const PERCENTAGE = /^((?:[0-9]+(?:\.[0-9]+)?|\.[0-9]+))\s*%$/;
/**
 * Parses one threshold as a user wrote it (an action input or a flag value), whitespace
 * trimmed; `none` (any case) means no limit, and '' means the default: an input set from a
 * variable that happens to be empty must not lift `max-binding-errors`. Counts are whole
 * numbers in digits; ratios are decimals from 0 to 1 (`0.8`, `.8`) or percentages from 0% to
 * 100% (`80%`). Returns an error message for anything else.
 */
function parseThreshold(name, raw) {
    const text = raw.trim();
    if (text === '')
        return { value: DEFAULT_THRESHOLDS[name] };
    if (name === 'fail-on-unavailable') {
        const value = (0,_text_boolean_js__WEBPACK_IMPORTED_MODULE_0__/* .parseBoolean */ .y)(text);
        if (value !== undefined)
            return { value };
        return { error: `${name} must be true or false, not ${JSON.stringify(raw)}` };
    }
    if (text.toLowerCase() === 'none')
        return { value: null };
    if (isRatioThreshold(name)) {
        const percentage = PERCENTAGE.exec(text);
        const value = percentage ? Number(percentage[1]) / 100 : DECIMAL.test(text) ? Number(text) : NaN;
        if (!(value >= 0 && value <= 1))
            return {
                error: `${name} must be a ratio from 0 to 1 (like 0.8) or a percentage (like 80%), not ${JSON.stringify(raw)}`,
            };
        return { value };
    }
    const value = WHOLE_NUMBER.test(text) ? Number(text) : NaN;
    if (!Number.isSafeInteger(value))
        return { error: `${name} must be a whole number from 0 written in digits (or none), not ${JSON.stringify(raw)}` };
    return { value };
}


/***/ }),

/***/ 2537:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ab: () => (/* binding */ isAsciiLetter),
/* harmony export */   B8: () => (/* binding */ beforeSpaces),
/* harmony export */   G3: () => (/* binding */ lowerHash),
/* harmony export */   KZ: () => (/* binding */ articleBefore),
/* harmony export */   P3: () => (/* binding */ currencyBefore),
/* harmony export */   UX: () => (/* binding */ currencyAfter),
/* harmony export */   W7: () => (/* binding */ wordBefore),
/* harmony export */   eF: () => (/* binding */ wordBeforeIs),
/* harmony export */   md: () => (/* binding */ spanBefore),
/* harmony export */   mw: () => (/* binding */ percentAfter),
/* harmony export */   rv: () => (/* binding */ scaleWordAfter),
/* harmony export */   xC: () => (/* binding */ isSpace)
/* harmony export */ });
/* harmony import */ var _words_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2111);

// The words and signs around a number: the ones that give it a unit or a scale, and the word before it.
/** JavaScript's `\s`, the set the patterns behind these quick checks use (thin spaces included). */
const isSpace = (c) => c === 32 ||
    (c >= 9 && c <= 13) ||
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000 ||
    c === 0xfeff;
const isAsciiLetter = (c) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
/** Hash of the lower-cased letters of text[start, end), to look words up without slicing them. */
function lowerHash(text, start, end) {
    let h = 0;
    for (let i = start; i < end; i++)
        h = (Math.imul(h, 31) + (text.charCodeAt(i) | 32)) | 0;
    return h;
}
const CURRENCY_BEFORE = new RegExp(`(?:(US\\$|A\\$|C\\$|NZ\\$|HK\\$|S\\$|\\$|€|£|¥|₹)|(?<![\\p{L}])(${_words_js__WEBPACK_IMPORTED_MODULE_0__/* .CURRENCY_CODE_SOURCE */ .g4}|Rs\\.?))${_words_js__WEBPACK_IMPORTED_MODULE_0__.SP}?$`, 'u');
function currencyBefore(text, p) {
    // Cheap gate: a currency sign or code ends (at most one space) before the number.
    let i = p - 1;
    if (isSpace(text.charCodeAt(i)))
        i--;
    const c = text.charCodeAt(i);
    if (c === 46)
        i--; // "Rs."
    const rupees = text.charCodeAt(i) === 115 && text.charCodeAt(i - 1) === 82;
    if (!isCurrencySign(c) && !(c >= 65 && c <= 90) && !rupees)
        return null;
    const m = CURRENCY_BEFORE.exec(text.slice(Math.max(0, p - 6), p));
    if (!m)
        return null;
    const token = m[1] ?? m[2] ?? '';
    const unit = _words_js__WEBPACK_IMPORTED_MODULE_0__/* .CURRENCY_CODES */ .t5.get(token) ?? _words_js__WEBPACK_IMPORTED_MODULE_0__/* .CURRENCY_SYMBOLS */ .uM.get(token) ?? null;
    return { at: p - m[0].length, unit };
}
const CURRENCY_AFTER = new RegExp(`${_words_js__WEBPACK_IMPORTED_MODULE_0__.SP}?(?:(€|\\$|£|¥)|(${_words_js__WEBPACK_IMPORTED_MODULE_0__/* .CURRENCY_CODE_SOURCE */ .g4})|(${_words_js__WEBPACK_IMPORTED_MODULE_0__/* .CURRENCY_WORD_SOURCE */ .F8}))(?![\\p{L}\\p{N}])`, 'uiy');
// First words of currency names and codes, to spare the regex after the many numbers followed by a noun.
const CURRENCY_FIRST_WORDS = new Set([
    ...[..._words_js__WEBPACK_IMPORTED_MODULE_0__/* .CURRENCY_WORDS */ .Os.keys()].map((w) => w.split(' ')[0] ?? w),
    ...[..._words_js__WEBPACK_IMPORTED_MODULE_0__/* .CURRENCY_CODES */ .t5.keys()].map((c) => c.toLowerCase()),
]);
const CURRENCY_FIRST_HASHES = new Set([...CURRENCY_FIRST_WORDS].map((w) => lowerHash(w, 0, w.length)));
const isCurrencySign = (c) => c === 36 || c === 0x20ac || c === 0xa3 || c === 0xa5 || c === 0x20b9;
function currencyMayFollow(text, end) {
    const c = text.charCodeAt(end);
    if (isCurrencySign(c))
        return true;
    if (!isSpace(c))
        return false;
    let i = end + 1;
    if (isCurrencySign(text.charCodeAt(i)))
        return true;
    while (i < text.length && i - end <= 12 && (isAsciiLetter(text.charCodeAt(i)) || text.charCodeAt(i) === 46))
        i++;
    return i > end + 1 && CURRENCY_FIRST_HASHES.has(lowerHash(text, end + 1, i));
}
function currencyAfter(text, end) {
    if (!currencyMayFollow(text, end))
        return null;
    CURRENCY_AFTER.lastIndex = end;
    const m = CURRENCY_AFTER.exec(text);
    if (!m)
        return null;
    let unit;
    if (m[1] !== undefined)
        unit = _words_js__WEBPACK_IMPORTED_MODULE_0__/* .CURRENCY_SYMBOLS */ .uM.get(m[1]);
    // Codes only in capitals: "eur" or "cad" in running text is something else.
    else if (m[2] !== undefined)
        unit = m[2] === m[2].toUpperCase() ? _words_js__WEBPACK_IMPORTED_MODULE_0__/* .CURRENCY_CODES */ .t5.get(m[2]) : undefined;
    else
        unit = _words_js__WEBPACK_IMPORTED_MODULE_0__/* .CURRENCY_WORDS */ .Os.get((m[3] ?? '').toLowerCase().replace(/\s+/g, ' '));
    return unit === undefined ? null : { at: end + m[0].length, unit };
}
const PERCENT_AFTER = new RegExp(`(?:${_words_js__WEBPACK_IMPORTED_MODULE_0__.SP}|-)?(?:%|percentage${_words_js__WEBPACK_IMPORTED_MODULE_0__.SP}?-?points?(?![\\p{L}])|per${_words_js__WEBPACK_IMPORTED_MODULE_0__.SP}?-?cent(?![\\p{L}])|pct\\.?(?![\\p{L}])|p\\.p\\.|pp(?![\\p{L}]))`, 'uiy');
/** End of a percent sign or word after `end`, or -1. */
function percentAfter(text, end) {
    if (text.charCodeAt(end) === 37)
        return end + 1; // the common "12%"
    let c = text.charCodeAt(end);
    let at = end;
    if (isSpace(c) || c === 45)
        c = text.charCodeAt(++at);
    if (c !== 37) {
        // per cent, percent(age), pct, pp, p.p.
        const second = text.charCodeAt(at + 1) | 32;
        if ((c | 32) !== 112 || (second !== 101 && second !== 99 && second !== 112 && second !== 46))
            return -1;
    }
    PERCENT_AFTER.lastIndex = end;
    const m = PERCENT_AFTER.exec(text);
    return m ? end + m[0].length : -1;
}
const SCALE_WORD_AFTER = new RegExp(`(?:${_words_js__WEBPACK_IMPORTED_MODULE_0__.SP}|-)?(hundred|thousand|million|billion|trillion)(?![\\p{L}])`, 'uiy');
function scaleWordAfter(text, end) {
    let at = end;
    let c = text.charCodeAt(at);
    if (isSpace(c) || c === 45)
        c = text.charCodeAt(++at);
    c |= 32;
    if (c !== 104 && c !== 116 && c !== 109 && c !== 98)
        return null; // h t m b
    // hun(dred) tho(usand) mil(lion) bil(lion) tri(llion): three letters rule out "than", "the", "months".
    const second = text.charCodeAt(at + 1) | 32;
    const third = text.charCodeAt(at + 2) | 32;
    const likely = (c === 104 && second === 117 && third === 110) ||
        (c === 116 && ((second === 104 && third === 111) || (second === 114 && third === 105))) ||
        ((c === 109 || c === 98) && second === 105 && third === 108);
    if (!likely)
        return null;
    SCALE_WORD_AFTER.lastIndex = end;
    const m = SCALE_WORD_AFTER.exec(text);
    if (!m)
        return null;
    const scale = _words_js__WEBPACK_IMPORTED_MODULE_0__/* .SCALE_WORDS */ .N1.get((m[1] ?? '').toLowerCase());
    return scale === undefined ? null : { at: end + m[0].length, scale };
}
/** Index of the last character before p that is not one of up to 3 spaces right before p. */
function beforeSpaces(text, p) {
    let i = p - 1;
    while (i >= 0 && p - i <= 3 && isSpace(text.charCodeAt(i)))
        i--;
    return i;
}
/** The ASCII word just before p, across up to 3 spaces and an optional dot, or null. */
function spanBefore(text, p) {
    let i = beforeSpaces(text, p);
    const dotted = text.charCodeAt(i) === 46;
    if (dotted)
        i--;
    const end = i + 1;
    while (i >= 0 && end - i <= 12 && isAsciiLetter(text.charCodeAt(i)))
        i--;
    if (i + 1 === end || end - i > 12 || isAsciiLetter(text.charCodeAt(i)))
        return null;
    return { start: i + 1, end, dotted };
}
/** The ASCII word just before p, across spaces and an optional dot; null if something else is there. */
function wordBefore(text, p) {
    const span = spanBefore(text, p);
    return span && { word: text.slice(span.start, span.end), start: span.start, dotted: span.dotted };
}
/** Whether the word just before p, with no dot after it, is `lower` ("between 10 and 12", "coronavirus disease"). */
function wordBeforeIs(text, p, lower) {
    const w = wordBefore(text, p);
    return w !== null && !w.dotted && w.word.toLowerCase() === lower;
}
/** Start of "a" or "an" right before p ("a million"), or -1. */
function articleBefore(text, p) {
    const w = wordBefore(text, p);
    if (!w || w.dotted || !isSpace(text.charCodeAt(p - 1)))
        return -1;
    const lower = w.word.toLowerCase();
    return lower === 'a' || lower === 'an' ? w.start : -1;
}


/***/ }),

/***/ 3779:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hq: () => (/* binding */ decodeDate),
/* harmony export */   d5: () => (/* binding */ encodeDate),
/* harmony export */   to: () => (/* binding */ parseDateAt)
/* harmony export */ });
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2537);
/* harmony import */ var _quantity_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6805);
/* harmony import */ var _words_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2111);



const encodeDate = (d) => d.year * 10000 + d.month * 100 + d.day;
const decodeDate = (v) => ({
    year: Math.floor(v / 10000),
    month: Math.floor(v / 100) % 100,
    day: v % 100,
});
const ISO = /([12]\d{3})([-/.])(\d{1,2})\2(\d{1,2})(?![\d])/y;
const NUMERIC = /(\d{1,2})([/.])(\d{1,2})\2(\d{4}|\d{2})(?![\d])/y;
// With hyphens only a four-digit year: "10-12-15" is more likely a chain of ranges than a date.
const NUMERIC_DASH = /(\d{1,2})-(\d{1,2})-(\d{4})(?![\d])/y;
const DAY_MONTH = new RegExp(`(\\d{1,2})(?:st|nd|rd|th)?${_words_js__WEBPACK_IMPORTED_MODULE_2__.SP}+(?:of${_words_js__WEBPACK_IMPORTED_MODULE_2__.SP}+)?(${_words_js__WEBPACK_IMPORTED_MODULE_2__/* .MONTH_SOURCE */ .ZX})\\.?(?![\\p{L}])(?:,?${_words_js__WEBPACK_IMPORTED_MODULE_2__.SP}+([12]\\d{3})(?![\\d\\p{L}]))?`, 'uy');
const DAY_AFTER_MONTH = new RegExp(`(\\d{1,2})(?:st|nd|rd|th)?(?![\\d\\p{L}])(?![.,]\\d)(?:,?${_words_js__WEBPACK_IMPORTED_MODULE_2__.SP}+([12]\\d{3})(?![\\d\\p{L}]))?`, 'uy');
const YEAR_AFTER_MONTH = /([12]\d{3})(?![\d\p{L}])(?![.,]\d)/uy;
const valid = (d) => d.month >= 1 && d.month <= 12 && d.day >= 0 && d.day <= 31 && d.year >= 0;
function fullYear(y) {
    if (y.length === 4)
        return Number(y);
    const n = Number(y);
    return n <= 69 ? 2000 + n : 1900 + n;
}
function exec(re, text, p) {
    re.lastIndex = p;
    return re.exec(text);
}
function match(start, end, readings) {
    const ok = readings.filter(valid);
    return ok.length > 0 ? { start, end, readings: ok } : null;
}
/**
 * The capitalised month name that ends just before p, across spaces and an optional comma. `word` is the
 * word right before p, found once by the caller.
 */
function monthBefore(text, p, word) {
    const i = (0,_context_js__WEBPACK_IMPORTED_MODULE_0__/* .beforeSpaces */ .B8)(text, p);
    if (i === p - 1)
        return null;
    const comma = text.charCodeAt(i) === 44;
    const span = comma ? (0,_context_js__WEBPACK_IMPORTED_MODULE_0__/* .spanBefore */ .md)(text, i) : word;
    if (!span)
        return null;
    const first = text.charCodeAt(span.start);
    if (first < 65 || first > 90 || span.end - span.start > 9)
        return null; // month names are capitalised
    const month = _words_js__WEBPACK_IMPORTED_MODULE_2__/* .MONTHS */ .KR.get(text.slice(span.start, span.end));
    return month !== undefined ? { month, start: span.start, comma } : null;
}
/**
 * "November of 2022": a month, "of", then a year (a real source wrote "the public release of ChatGPT
 * in late November of 2022"). Only a four-digit year follows the "of": "May of 12 patients" is none.
 */
function monthOfYear(text, p, word) {
    if (!word || word.dotted || text.slice(word.start, word.end) !== 'of')
        return null;
    const year = exec(YEAR_AFTER_MONTH, text, p);
    if (!year)
        return null;
    const before = monthBefore(text, word.start, (0,_context_js__WEBPACK_IMPORTED_MODULE_0__/* .spanBefore */ .md)(text, word.start));
    if (!before || before.comma)
        return null;
    return match(before.start, p + year[0].length, [{ year: Number(year[1]), month: before.month, day: 0 }]);
}
/** "March 1, 2018", "March 1st", "March 2018", "March, 2018": the month comes first. */
function monthFirst(text, p, word) {
    const before = monthBefore(text, p, word);
    if (!before)
        return monthOfYear(text, p, word);
    const { month, start } = before;
    const day = before.comma ? null : exec(DAY_AFTER_MONTH, text, p);
    if (day && Number(day[1]) >= 1) {
        const year = day[2] ? Number(day[2]) : 0;
        return match(start, p + day[0].length, [{ year, month, day: Number(day[1]) }]);
    }
    const year = exec(YEAR_AFTER_MONTH, text, p);
    return year ? match(start, p + year[0].length, [{ year: Number(year[1]), month, day: 0 }]) : null;
}
/**
 * The date that starts at p, or whose month name ends just before p but not before `floor`. `word` is the
 * word before p (spanBefore), or null.
 */
function parseDateAt(text, p, floor, word) {
    let m = null;
    const monthDate = monthFirst(text, p, word);
    if (monthDate && monthDate.start >= floor)
        return monthDate;
    // Gates on the digit run and the character after it spare four regexes for most numbers.
    let runEnd = p;
    while (runEnd < text.length && runEnd - p < 5 && (0,_quantity_js__WEBPACK_IMPORTED_MODULE_1__/* .isDigit */ .yp)(text.charCodeAt(runEnd)))
        runEnd++;
    const run = runEnd - p;
    const after = text[runEnd] ?? '';
    if (run === 4 && (after === '-' || after === '/' || after === '.'))
        m = exec(ISO, text, p);
    if (m) {
        return match(p, p + m[0].length, [{ year: Number(m[1]), month: Number(m[3]), day: Number(m[4]) }]);
    }
    if (run > 2)
        return null;
    if (after === '/' || after === '.')
        m = exec(NUMERIC, text, p);
    else if (after === '-')
        m = exec(NUMERIC_DASH, text, p);
    if (m) {
        const a = Number(m[1]);
        const b = Number(m[m.length === 5 ? 3 : 2]);
        const year = fullYear(m[m.length - 1] ?? '');
        // Day-first or month-first is a convention the text rarely states: keep both when both are valid.
        const readings = [{ year, month: b, day: a }];
        if (a !== b)
            readings.push({ year, month: a, day: b });
        return match(p, p + m[0].length, readings);
    }
    if (after !== ' ' && after !== '\u00A0' && after !== 's' && after !== 'n' && after !== 'r' && after !== 't')
        return null;
    // Then a capitalised month or "of": "12 percent" stops here.
    if (after === ' ' || after === '\u00A0') {
        const next = text.charCodeAt(runEnd + 1);
        if (!(next >= 65 && next <= 90) && next !== 111)
            return null;
    }
    m = exec(DAY_MONTH, text, p);
    if (m) {
        const month = _words_js__WEBPACK_IMPORTED_MODULE_2__/* .MONTHS */ .KR.get(m[2] ?? '');
        const day = Number(m[1]);
        if (month !== undefined && day >= 1) {
            return match(p, p + m[0].length, [{ year: m[3] ? Number(m[3]) : 0, month, day }]);
        }
    }
    return null;
}


/***/ }),

/***/ 7437:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  sl: () => (/* reexport */ addToUnion),
  iq: () => (/* reexport */ extract_extractNumbers),
  gJ: () => (/* reexport */ ground_groundNumbers),
  qj: () => (/* reexport */ indexFacts),
  $A: () => (/* binding */ indexNumbers),
  M: () => (/* reexport */ occursVerbatim),
  In: () => (/* reexport */ unionIndex),
  Xl: () => (/* reexport */ conversions_withoutStatedConversions)
});

// UNUSED EXPORTS: findUngroundedNumbers

// EXTERNAL MODULE: ./src/numbers/dates.ts
var numbers_dates = __webpack_require__(3779);
// EXTERNAL MODULE: ./src/numbers/context.ts
var context = __webpack_require__(2537);
// EXTERNAL MODULE: ./src/numbers/quantity.ts
var quantity = __webpack_require__(6805);
;// CONCATENATED MODULE: ./src/numbers/numeral.ts
// Reading a run of digits and separators ("1,000", "1.000,5", "12 500", "1.1.7") into candidate values.

function isSpaceSep(ch) {
    return ch === ' ' || ch === '\u00A0' || ch === '\u202F' || ch === '\u2009';
}
function isSep(ch) {
    return ch === ',' || ch === '.' || ch === "'" || ch === '\u2019' || isSpaceSep(ch);
}
function digitsEnd(text, i) {
    while (i < text.length && (0,quantity/* isDigit */.yp)(text.charCodeAt(i)))
        i++;
    return i;
}
function scanNumeral(text, p) {
    let end = digitsEnd(text, p);
    const groups = [text.slice(p, end)];
    // Most numbers have no separator: skip the loop below.
    if (!isSep(text[end] ?? '') || !(0,quantity/* isDigit */.yp)(text.charCodeAt(end + 1)))
        return { end, groups, seps: [] };
    const seps = [];
    for (;;) {
        const sep = text[end];
        if (sep === undefined || !isSep(sep) || !(0,quantity/* isDigit */.yp)(text.charCodeAt(end + 1)))
            break;
        const runEnd = digitsEnd(text, end + 1);
        const run = text.slice(end + 1, runEnd);
        if (isSpaceSep(sep) || sep === "'" || sep === '\u2019') {
            // A space or an apostrophe only groups thousands: "1 000", "1'000", never "in 2018 100" or 5'10".
            const lead = groups[0] ?? '';
            const consistent = seps.every((s) => s === sep);
            if (run.length !== 3 || lead.length > 3 || !consistent)
                break;
        }
        groups.push(run);
        seps.push(sep);
        end = runEnd;
    }
    return { end, groups, seps };
}
const toInt = (groups) => Number(groups.join(''));
const toDecimal = (intPart, frac) => Number(`${intPart}.${frac}`);
function intOf(digits) {
    // Faster than Number() for the short runs that make up almost every number.
    if (digits.length > 15)
        return Number(digits);
    let n = 0;
    for (let i = 0; i < digits.length; i++)
        n = n * 10 + (digits.charCodeAt(i) - 48);
    return n;
}
/** Two groups: "12.5", "1.000", "1,000", "12,5", "12 500", "1'000". */
function twoGroups(first, second, sep) {
    const thousands = intOf(first) * 1000 + intOf(second);
    // Scanning already made sure a space or an apostrophe sits before exactly three digits.
    if (sep !== ',' && sep !== '.') {
        // A plain space might instead separate two numbers: "on day 7 120 patients".
        return {
            kind: 'number',
            values: [thousands],
            split: sep === ' ' ? [intOf(first), intOf(second)] : null,
            decimals: 0,
        };
    }
    // Thousands groups never start with a zero: "0,125" and "0.125" are decimals.
    const groupable = second.length === 3 && first.length <= 3 && first[0] !== '0';
    if (sep === ',') {
        if (groupable)
            return { kind: 'number', values: [thousands], split: null, decimals: 0 };
        return {
            kind: 'number',
            values: [toDecimal(first, second)],
            split: [intOf(first), intOf(second)],
            decimals: second.length,
        };
    }
    // "1.000" is 1 to an English reader and 1000 to a German one: keep both readings.
    const decimal = toDecimal(first, second);
    return { kind: 'number', values: groupable ? [decimal, thousands] : [decimal], split: null, decimals: second.length };
}
/** Three or more groups, or two different marks: "1,000,000", "1.000.000", "1,000.5", "1.000,5", "1.1.7". */
function manyGroups(groups, seps) {
    const first = groups[0] ?? '0';
    const norm = seps.map((s) => (isSpaceSep(s) ? ' ' : s === '\u2019' ? "'" : s));
    const leadCanGroup = first.length <= 3 && first[0] !== '0';
    if (norm.every((s) => s === norm[0])) {
        const tailsOfThree = groups.slice(1).every((g) => g.length === 3);
        if (leadCanGroup && tailsOfThree)
            return { kind: 'number', values: [toInt(groups)], split: null, decimals: 0 };
        return { kind: 'other', values: groups.map(intOf) };
    }
    // Mixed marks: the last one is the decimal mark, the others group thousands.
    const last = norm[norm.length - 1];
    const head = norm.slice(0, -1);
    const middleOfThree = groups.slice(1, -1).every((g) => g.length === 3);
    if ((last === '.' || last === ',') &&
        head.every((s) => s === head[0] && s !== last) &&
        middleOfThree &&
        leadCanGroup) {
        return {
            kind: 'number',
            values: [toDecimal(groups.slice(0, -1).join(''), groups[groups.length - 1] ?? '0')],
            split: null,
            decimals: (groups[groups.length - 1] ?? '').length,
        };
    }
    return { kind: 'other', values: groups.map(intOf) };
}
function interpretNumeral(scan) {
    const { groups, seps } = scan;
    const first = groups[0] ?? '0';
    if (groups.length === 1)
        return { kind: 'number', values: [intOf(first)], split: null, decimals: 0 };
    if (groups.length === 2)
        return twoGroups(first, groups[1] ?? '0', seps[0] ?? '');
    return manyGroups(groups, seps);
}

// EXTERNAL MODULE: ./src/numbers/words.ts
var words = __webpack_require__(2111);
;// CONCATENATED MODULE: ./src/numbers/markers.ts



// Numbers that name or list rather than count: identifiers (COVID-19, N95), labels (Phase 3), list
// markers ("1."). They become names: never reported, and in an excerpt they ground only the same kind of
// name, so the 2 of SARS-CoV-2 does not ground a claim's "two".
/** The kind of an identifier: the letters before its digits ("covid", "cov", "n"), else those after ("ncov"). */
function identifierKind(text, p) {
    let end = p;
    if ((0,quantity/* isJoiner */.wG)(text.charCodeAt(end - 1)))
        end--;
    let start = end;
    while (start > 0 && end - start < 16 && (0,quantity/* isLetter */.D$)(text.charCodeAt(start - 1)))
        start--;
    if (start < end)
        return text.slice(start, end).toLowerCase();
    let i = p;
    while ((0,quantity/* isDigit */.yp)(text.charCodeAt(i)))
        i++;
    if ((0,quantity/* isJoiner */.wG)(text.charCodeAt(i)))
        i++;
    let j = i;
    while (j - i < 16 && (0,quantity/* isLetter */.D$)(text.charCodeAt(j)))
        j++;
    return j > i ? text.slice(i, j).toLowerCase() : 'id';
}
/** The rest of an identifier from p: letters and digits, joined by "-", ".", "/" or "_" ("19-related"). */
function identifier(text, p) {
    let end = p;
    for (;;) {
        while (end < text.length && (0,quantity/* isAlnum */.Ou)(text.charCodeAt(end)))
            end++;
        if (!(0,quantity/* isJoiner */.wG)(text.charCodeAt(end)) || !(0,quantity/* isAlnum */.Ou)(text.charCodeAt(end + 1)))
            break;
        end++;
    }
    return (0,quantity/* asName */.uP)((0,quantity/* groundOnly */.eg)(text, p, Math.max(end, p + 1)), identifierKind(text, p));
}
const LABELLED = /\d+[a-z]?(?:[-\u2013/.]\d+[a-z]?)*/y;
const LABEL_HASHES = new Set([...words/* LABEL_WORDS */.vg, ...words/* KNOWN_NAMES */.vE.keys()].map((w) => (0,context/* lowerHash */.G3)(w, 0, w.length)));
/**
 * "Phase 3", "Type 2", "Table 1", "Fig. 2", "COVID 19", "§ 4", "#3": a word or sign before p that may make
 * the number a name. `word` is the word before p, found once by the caller for this check and the month
 * check.
 */
function labelBefore(text, p, word) {
    const c = text.charCodeAt((0,context/* beforeSpaces */.B8)(text, p));
    if (c === 35 || c === 0xa7)
        return { kind: c === 35 ? '#' : '§', known: null }; // # §
    if (!word || !LABEL_HASHES.has((0,context/* lowerHash */.G3)(text, word.start, word.end)))
        return null;
    const lower = text.slice(word.start, word.end).toLowerCase();
    // "No. 5" is a label, "no 5-fold rise" is not.
    if (words/* LABEL_WORDS */.vg.has(lower)) {
        if (!word.dotted && (lower === 'no' || lower === 'nr'))
            return null;
        return { kind: lower === 'fig' ? 'figure' : lower, known: null };
    }
    if (word.dotted)
        return null;
    if (lower === 'disease' && !(0,context/* wordBeforeIs */.eF)(text, word.start, 'coronavirus'))
        return null; // "coronavirus disease"
    const known = words/* KNOWN_NAMES */.vE.get(lower);
    return known ? { kind: known.kind, known: known.numbers } : null;
}
const COUNT_NOUN_HASHES = new Set([...words/* COUNT_NOUNS */.el].map((w) => (0,context/* lowerHash */.G3)(w, 0, w.length)));
/**
 * Whether what follows the digits ending at `end` makes them a count: a percent sign, a currency, a scale
 * word, a unit glued on ("12mg") or a counted noun ("12 patients").
 */
function countFollows(text, end) {
    const c = text.charCodeAt(end);
    if (c >= 97 && c <= 122) {
        // Glued lower-case letters: a unit ("5mg"), unless a one-letter sub-label ("3a") or an ordinal.
        let i = end;
        while ((0,context/* isAsciiLetter */.Ab)(text.charCodeAt(i)))
            i++;
        const suffix = text.slice(end, i);
        return i - end > 1 && !/^(?:st|nd|rd|th)$/.test(suffix);
    }
    if ((0,context/* percentAfter */.mw)(text, end) >= 0 || (0,context/* currencyAfter */.UX)(text, end) || (0,context/* scaleWordAfter */.rv)(text, end))
        return true;
    let i = end;
    while (i - end < 2 && (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 0xa0))
        i++;
    if (i === end)
        return false;
    const start = i;
    while (i - start < 13 && (0,context/* isAsciiLetter */.Ab)(text.charCodeAt(i)))
        i++;
    if (i === start || (0,context/* isAsciiLetter */.Ab)(text.charCodeAt(i)))
        return false;
    if (!COUNT_NOUN_HASHES.has((0,context/* lowerHash */.G3)(text, start, i)))
        return false;
    return words/* COUNT_NOUNS */.el.has(text.slice(start, i).toLowerCase());
}
/** The reading a label before p gives the number at p, or null when no label precedes it. */
function labelled(text, p, word) {
    const label = labelBefore(text, p, word);
    if (!label)
        return null;
    LABELLED.lastIndex = p;
    LABELLED.exec(text);
    const end = Math.max(LABELLED.lastIndex, p + 1);
    let digitsEnd = p;
    while ((0,quantity/* isDigit */.yp)(text.charCodeAt(digitsEnd)))
        digitsEnd++;
    if (label.known) {
        // "COVID 19" names the disease; "coronavirus disease 2012" is not its name, so the 2012 is checked.
        const known = digitsEnd === end && label.known.includes(Number(text.slice(p, digitsEnd)));
        return known ? { name: (0,quantity/* asName */.uP)((0,quantity/* groundOnly */.eg)(text, p, end), label.kind) } : { countIn: label.kind };
    }
    // What follows the number, read past a decimal ("dose 0.5 mg"), may make it a count ("group 12 patients").
    let numberEnd = digitsEnd;
    if ((text[numberEnd] === '.' || text[numberEnd] === ',') && (0,quantity/* isDigit */.yp)(text.charCodeAt(numberEnd + 1))) {
        for (numberEnd += 1; (0,quantity/* isDigit */.yp)(text.charCodeAt(numberEnd)); numberEnd++)
            ;
    }
    const counted = countFollows(text, numberEnd) || (end > numberEnd && countFollows(text, end));
    if (label.kind.length > 1 && counted)
        return { countIn: label.kind };
    return { name: (0,quantity/* asName */.uP)((0,quantity/* groundOnly */.eg)(text, p, end), label.kind) };
}
function hyphenPrefixAllowed(text, joinerAt) {
    if (text[joinerAt] !== '-' && text[joinerAt] !== '\u2010' && text[joinerAt] !== '\u2011')
        return false;
    // Every prefix ends in a lower-case letter; "COVID-19" and "SARS-CoV-2" stop here.
    const last = text.charCodeAt(joinerAt - 1);
    if (last < 97 || last > 122)
        return false;
    const word = (0,context/* wordBefore */.W7)(text, joinerAt);
    const glued = word !== null && !word.dotted && word.start + word.word.length === joinerAt;
    return glued && words/* HYPHEN_PREFIXES */.sW.has(word.word.toLowerCase());
}
function lineStartBefore(text, p) {
    let i = p - 1;
    while (i >= 0 && (text[i] === ' ' || text[i] === '\t'))
        i--;
    return i < 0 || text[i] === '\n' || text[i] === '\r';
}
function sentenceStartBefore(text, p) {
    let i = p - 1;
    if (text[i] !== ' ')
        return false;
    while (i >= 0 && text[i] === ' ')
        i--;
    return i >= 0 && '.:;!?'.includes(text[i] ?? '');
}
function insideParentheses(text, p) {
    const before = text.slice(Math.max(0, p - 80), p);
    return before.lastIndexOf('(') > before.lastIndexOf(')');
}
/**
 * "(1)", "1." or "1)" opening a line, "; 2) addresses": list markers ('marker'). "3. Clean..." after a
 * sentence is one too, but cannot be told from a sentence that ends in a number ("... rose. 12. The"), so
 * it is only 'likely': it is never reported and may still ground a count, as a number would.
 */
function listMarker(text, p, end) {
    if (end - p > 2)
        return null;
    const next = text[end];
    if (text[p - 1] === '(' && next === ')')
        return 'marker';
    if ((next === '.' || next === ')') && /\s/.test(text[end + 1] ?? '')) {
        if (lineStartBefore(text, p))
            return 'marker';
        if (next === ')')
            return /\s/.test(text[p - 1] ?? '') && !insideParentheses(text, p) ? 'marker' : null;
        const after = text.charCodeAt(end + 2);
        return after >= 65 && after <= 90 && sentenceStartBefore(text, p) ? 'likely' : null;
    }
    return null;
}
/** LaTeX's subscript after a letter or digit ("$AP_{50}$", "x_{12}"): a name's index, as in "AP50". */
function latexSubscript(text, p) {
    return text.charCodeAt(p - 1) === 123 && text[p - 2] === '_' && (0,quantity/* isAlnum */.Ou)(text.charCodeAt(p - 3));
}
/** A metric's cut-off after "@" ("pass@1", "Recall@10", "nDCG@5"): part of the metric's name. */
function metricCutoff(text, p) {
    return text.charCodeAt(p - 1) === 64 && (0,quantity/* isLetter */.D$)(text.charCodeAt(p - 2));
}
/**
 * Whether the digit at p continues a word ("N95", "COVID-19", "B.1.1.7"). Decided before anything else
 * because such digits are most of the digits in technical text.
 */
function isIdentifierDigit(text, p) {
    const prev = text.charCodeAt(p - 1);
    if (latexSubscript(text, p) || metricCutoff(text, p))
        return true;
    if ((0,quantity/* isLetter */.D$)(prev)) {
        if (isDimensionX(text, p - 1))
            return false; // the 1 after "1x" in "1x1"
        // "EUR5", "USD5": a currency code glued to its amount.
        if (prev >= 65 && prev <= 90 && (0,context/* currencyBefore */.P3)(text, p))
            return false;
        return true;
    }
    return (0,quantity/* isJoiner */.wG)(prev) && (0,quantity/* isLetter */.D$)(text.charCodeAt(p - 2)) && !hyphenPrefixAllowed(text, p - 1);
}
/**
 * Whether the "x" at `at` joins two sizes ("1x1 convolution", "416x416", "3x3x3"): digits right
 * before it and digits right after it that end the word. Each side is then a number, as in "3×3"
 * and "416 x 416", not an identifier; "4x4s", "0x1F" and "2x2b" stay identifiers.
 */
function isDimensionX(text, at) {
    const isX = (i) => text[i] === 'x' || text[i] === 'X';
    if (!isX(at) || !(0,quantity/* isDigit */.yp)(text.charCodeAt(at - 1)) || !(0,quantity/* isDigit */.yp)(text.charCodeAt(at + 1)))
        return false;
    // Back over the sizes before ("3x3x" of "3x3x3"), then forward over those after.
    let i = at - 1;
    for (;;) {
        while ((0,quantity/* isDigit */.yp)(text.charCodeAt(i)) || (text[i] === '.' && (0,quantity/* isDigit */.yp)(text.charCodeAt(i - 1))))
            i--;
        if (isX(i) && (0,quantity/* isDigit */.yp)(text.charCodeAt(i - 1)))
            i--;
        else
            break;
    }
    let j = at + 1;
    for (;;) {
        while ((0,quantity/* isDigit */.yp)(text.charCodeAt(j)) || (text[j] === '.' && (0,quantity/* isDigit */.yp)(text.charCodeAt(j + 1))))
            j++;
        if (isX(j) && (0,quantity/* isDigit */.yp)(text.charCodeAt(j + 1)))
            j++;
        else
            break;
    }
    return !(0,quantity/* isLetter */.D$)(text.charCodeAt(i)) && !(0,quantity/* isLetter */.D$)(text.charCodeAt(j));
}
function identifierFact(text, p) {
    return (0,quantity/* toFact */.gq)(text, identifier(text, p));
}
/**
 * Whether the digits at p, in their context, are a name (a label's number or a list marker), which must
 * not ground a claim's count. For the verbatim shortcut, which finds the digits by a text search.
 */
function namedAt(text, p) {
    if (!(0,quantity/* isDigit */.yp)(text.charCodeAt(p)))
        return false;
    let end = p;
    while ((0,quantity/* isDigit */.yp)(text.charCodeAt(end)))
        end++;
    if (listMarker(text, p, end) === 'marker' || latexSubscript(text, p) || metricCutoff(text, p))
        return true;
    return labelled(text, p, (0,context/* spanBefore */.md)(text, p))?.name !== undefined;
}

;// CONCATENATED MODULE: ./src/numbers/spelled.ts



// A number written in words: "twelve", "two-thirds", "doubled", "a quarter", "the Seventies".
const COMPOUND = new RegExp(`[-\\u2010\\s](${words/* UNIT_WORD_SOURCE */.WK})(?![\\p{L}])`, 'iuy');
const ORDINAL_WORD = new RegExp(`[-\\u2010\\s](${words/* UNIT_ORDINAL_SOURCE */.P0})(?![\\p{L}])`, 'iuy');
// A hyphen and a word after a number: "two-way", "three-dimensional" (IDIOM_TAILS).
const HYPHEN_TAIL = /[-\u2010\u2011]([A-Za-z]+)/y;
const FRACTION_WORD = new RegExp(`(?:-|\\u2010|${words.SP})(${words/* FRACTION_WORD_SOURCE */.Yp})(?![\\p{L}])`, 'iuy');
const HUNDRED = new RegExp(`(?:${words.SP}|-)hundred(?![\\p{L}])`, 'iuy');
// The words that may follow a fraction or a multiplying verb when it is one: "a third of", "cut by a
// quarter in 2020", "double the risk". Anything else reads as an ordinal or an adjective: "a third dose",
// "half-life", "a double dose", "double-blind".
const FRACTION_FOLLOWERS = new Set([
    'of',
    'the',
    'in',
    'by',
    'to',
    'from',
    'than',
    'and',
    'or',
    'more',
    'less',
    'fewer',
    'higher',
    'lower',
    'larger',
    'smaller',
    'greater',
    'as',
    'since',
    'over',
    'during',
    'between',
    'among',
    'compared',
    'were',
    'was',
    'are',
    'is',
    'had',
    'have',
    'has',
    'will',
    'would',
    'could',
    'may',
    'might',
    'said',
    'reported',
    'their',
    'its',
    'all',
    'those',
    'these',
    'them',
    'that',
    'this',
    'within',
    'after',
    'every',
    'each',
    'again',
    'when',
    'if',
    'for',
    'at',
    'on',
    'with',
    'his',
    'her',
    'our',
    'your',
    'what',
]);
// "the first half of 2020", "the second quarter": a part of a period, not a share.
const PERIOD_PARTS = new Set([
    'first',
    'second',
    'third',
    'fourth',
    'last',
    'latter',
    'former',
    'back',
    'front',
    'top',
    'bottom',
    'upper',
    'lower',
    'early',
    'earlier',
    'late',
    'later',
    'next',
    'previous',
    'final',
    'opening',
]);
function sticky(re, text, at) {
    re.lastIndex = at;
    return re.exec(text);
}
/** The ASCII word after `end`, across one or two spaces, lower case; '' for punctuation or the end. */
function wordAfter(text, end) {
    let i = end;
    while (i - end < 2 && (0,context/* isSpace */.xC)(text.charCodeAt(i)))
        i++;
    if (i === end)
        return null;
    const start = i;
    while (i - start < 16 && (0,context/* isAsciiLetter */.Ab)(text.charCodeAt(i)))
        i++;
    return { word: text.slice(start, i).toLowerCase(), end: i };
}
/** Whether the word ending at `end` is used as a fraction or a multiplying verb, judged by what follows. */
function followedAsNumber(text, end) {
    const c = text.charCodeAt(end);
    if (Number.isNaN(c))
        return true;
    if (c === 45 || c === 0x2010 || c === 0x2011 || (0,context/* isAsciiLetter */.Ab)(c))
        return false; // "half-life"
    if (!(0,context/* isSpace */.xC)(c))
        return true; // punctuation: "rose by a third."
    const next = wordAfter(text, end);
    return next !== null && FRACTION_FOLLOWERS.has(next.word);
}
/** A share stated in words, as a percentage: exact, so an excerpt may round it ("a third" by "33%"). */
function share(start, end, numerator, denominator) {
    const q = (0,quantity/* quantity */.au)(start, end, [(numerator / denominator) * 100]);
    q.unit = 'percent';
    q.kind = 'word';
    q.step = 0;
    return q;
}
function counted(start, end, value) {
    const q = (0,quantity/* quantity */.au)(start, end, [value]);
    q.kind = 'word';
    return q;
}
/** "half of them", "cut by half", "half a million"; not "the first half", "two and a half", "half-life". */
function half(text, p, end) {
    const before = (0,context/* wordBefore */.W7)(text, p);
    const lowerBefore = before && !before.dotted ? before.word.toLowerCase() : '';
    if (PERIOD_PARTS.has(lowerBefore))
        return null;
    if (lowerBefore === 'a' && before) {
        const second = (0,context/* wordBefore */.W7)(text, before.start);
        if (second && second.word.toLowerCase() === 'and')
            return null; // "two and a half years"
    }
    const next = wordAfter(text, end);
    if (next && (next.word === 'a' || next.word === 'an')) {
        const scale = (0,context/* scaleWordAfter */.rv)(text, next.end);
        if (!scale)
            return null; // "half an hour": a conversion the check does not make
        const q = (0,quantity/* quantity */.au)(p, scale.at, [0.5 * scale.scale]);
        q.kind = 'word';
        q.step = 0.1 * scale.scale;
        return q;
    }
    return followedAsNumber(text, end) ? share(p, end, 1, 2) : null;
}
/**
 * Words that are numbers only in context: multiples ("twice", "doubled", "threefold"), "half", fractions
 * after "a" ("a third"), decades ("the Seventies").
 */
function parseContextWord(text, p, lower, end) {
    const multiple = words/* MULTIPLIER_WORDS */._i.get(lower);
    if (multiple !== undefined)
        return counted(p, end, multiple);
    const verb = words/* MULTIPLIER_VERBS */.PS.get(lower);
    if (verb !== undefined)
        return followedAsNumber(text, end) ? counted(p, end, verb) : null;
    const decade = words/* DECADE_WORDS */.t$.get(lower);
    if (decade !== undefined) {
        // Capitalised, "the Seventies" is a decade; in lower case it may be an age ("in his seventies").
        const capital = text.charCodeAt(p) <= 90;
        const q = (0,quantity/* quantity */.au)(p, end, capital ? [1900 + decade, decade] : [decade, 1900 + decade]);
        q.kind = 'word';
        return q;
    }
    if (lower === 'half')
        return half(text, p, end);
    const denominator = words/* FRACTION_DENOMINATORS */.V8.get(lower);
    if (denominator !== undefined) {
        // "a fifth of"; "one fifth" is read from its "one"
        const start = (0,context/* articleBefore */.KZ)(text, p);
        if (start >= 0 && followedAsNumber(text, end))
            return share(start, end, 1, denominator);
    }
    // "the fifth album", "the eleventh century": a rank ("the third wave" is none, see ORDINAL_WORDS).
    const rank = words/* ORDINAL_WORDS */.gd.get(lower);
    if (rank !== undefined)
        return ordinal(p, end, rank);
    const weak = words/* WEAK_ORDINALS */.cp.get(lower);
    if (weak === undefined)
        return null;
    const q = ordinal(p, end, weak);
    q.groundOnly = true;
    return q;
}
/** A rank: "24th", "twenty-fourth", "the fifth". It states the number, so it is checked like one. */
function ordinal(start, end, rank) {
    const q = (0,quantity/* quantity */.au)(start, end, [rank]);
    q.kind = 'ordinal';
    return q;
}
/** Whether a hyphen and an idiom's word follow `end`: "two-way", "one-sided", "three-dimensional". */
function idiomAfter(text, end) {
    HYPHEN_TAIL.lastIndex = end;
    const tail = HYPHEN_TAIL.exec(text)?.[1];
    return tail !== undefined && words/* IDIOM_TAILS */.fe.has(tail.toLowerCase());
}
/** A number written in words: "twelve", "Twenty-five", "two hundred", "three million euros", "a million". */
function parseWordQuantity(text, p, word) {
    const lower = word.toLowerCase();
    const end = p + word.length;
    const bareScale = words/* SCALE_WORDS */.N1.get(lower);
    if (bareScale !== undefined) {
        // "a million" is often loose ("about a million"): it may ground, it is not checked.
        const start = (0,context/* articleBefore */.KZ)(text, p);
        if (start < 0)
            return null;
        const q = (0,quantity/* quantity */.au)(start, end, [bareScale], true);
        q.kind = 'word';
        (0,quantity/* unitsAfter */.yx)(text, q, false);
        return q;
    }
    if (!words/* SMALL_NUMBERS */.pG.has(lower) && !words/* TENS */.Rw.has(lower))
        return parseContextWord(text, p, lower, end);
    let value = words/* SMALL_NUMBERS */.pG.get(lower) ?? words/* TENS */.Rw.get(lower) ?? 0;
    const q = (0,quantity/* quantity */.au)(p, end, [value]);
    q.kind = 'word';
    if (words/* TENS */.Rw.has(lower)) {
        const unitOrdinal = sticky(ORDINAL_WORD, text, end);
        if (unitOrdinal) {
            // "twenty-first", "twenty-fourth"
            return ordinal(p, ORDINAL_WORD.lastIndex, value + (words/* UNIT_ORDINALS */.cc.get((unitOrdinal[1] ?? '').toLowerCase()) ?? 0));
        }
        const unitWord = sticky(COMPOUND, text, end);
        if (unitWord) {
            value += words/* SMALL_NUMBERS */.pG.get((unitWord[1] ?? '').toLowerCase()) ?? 0;
            q.end = COMPOUND.lastIndex;
        }
    }
    // "a two-way flow", "one-sided", "three-dimensional": an idiom, no number at all.
    if (idiomAfter(text, q.end))
        return null;
    const fraction = sticky(FRACTION_WORD, text, q.end);
    if (fraction) {
        // "two-thirds", "three quarters", "one fifth"
        const denominator = words/* FRACTION_DENOMINATORS */.V8.get((fraction[1] ?? '').toLowerCase()) ?? 1;
        return share(p, FRACTION_WORD.lastIndex, value, denominator);
    }
    let scale = null;
    if (sticky(HUNDRED, text, q.end)) {
        scale = 100;
        q.end = HUNDRED.lastIndex;
    }
    const big = (0,context/* scaleWordAfter */.rv)(text, q.end);
    if (big && big.scale > 100) {
        scale = (scale ?? 1) * big.scale;
        q.end = big.at;
    }
    q.scale = scale;
    q.values = [value * (scale ?? 1)];
    // "three million" may round 3.2 million; "two" is a count, which no one writes for 1.77.
    q.step = scale;
    (0,quantity/* unitsAfter */.yx)(text, q, false);
    q.weak = value <= 1 && scale === null && q.unit === null;
    // "the two methods", "between the two", "these three steps": the number points back at things
    // the text has named, it states no figure a source must hold. It may still ground.
    if (scale === null && q.unit === null && definiteBefore(text, p))
        q.groundOnly = true;
    return q;
}
const DEFINITE = new Set(['the', 'these', 'those']);
function definiteBefore(text, p) {
    const w = (0,context/* wordBefore */.W7)(text, p);
    return w !== null && !w.dotted && (0,context/* isSpace */.xC)(text.charCodeAt(p - 1)) && DEFINITE.has(w.word.toLowerCase());
}

;// CONCATENATED MODULE: ./src/numbers/digits.ts







// A number that starts with a digit: "12", "12.5%", "€112m", "1 March 2018", "5mg", "COVID-19".
const CHAIN = /(?:[/:]\d+(?:[.,]\d+)?)+/y;
const LETTERS = /[A-Za-z°µμ]+/y;
const HYPHEN_WORD = /[-\u2010\u2011]([A-Za-z]+)/y;
const SPACED_SCALE = /[\s\u00A0\u202F](k|K|m|M|mn|bn|b|B|tn)(?![\p{L}\p{N}])/uy;
const ORDINAL_SUFFIX = /^(?:st|nd|rd|th)$/i;
// Units glued to a number that contain capitals but are not identifiers ("3L", "10mL", "120mmHg").
const MIXED_CASE_UNITS = new Set([
    'L',
    'mL',
    'dL',
    'µL',
    'μL',
    'mmHg',
    'kDa',
    'Da',
    'Hz',
    'kHz',
    'MHz',
    'GHz',
    'IU',
    'U',
    'MB',
    'GB',
    'TB',
    'kB',
    'Gy',
    'mSv',
    'Sv',
    'nM',
    'µM',
    'μM',
    'mM',
    'pM',
    'M',
    'kcal',
    'Kcal',
    'W',
    'kW',
    'MW',
    'GW',
    'V',
    'mV',
    'kV',
    'C',
    'F',
    'K',
    '°C',
    '°F',
]);
// The step of a number written with this many decimals: 1, 0.1, 0.01 (10 ** -2 is 0.010000000000000002).
const STEPS = Array.from({ length: 16 }, (_, decimals) => Number(`1e-${decimals}`));
const stepOfDecimals = (decimals) => STEPS[decimals] ?? Number(`1e-${decimals}`);
function dateQuantity(start, end, dates) {
    const q = (0,quantity/* quantity */.au)(start, end, dates.map(numbers_dates/* encodeDate */.d5));
    q.unit = 'date';
    q.kind = 'date';
    q.dates = dates;
    const first = dates[0];
    // "May 12 patients": without a year the day may be a count, so the day alone may also ground it.
    if (first && first.year === 0 && first.day > 0) {
        q.parts = [(0,quantity/* countPart */.j$)(first.day, start, end)];
    }
    return q;
}
/** Letters glued to the digits: an ordinal, a scale, a unit, or the rest of an identifier. */
function letterSuffix(text, q, p, hasCurrency) {
    LETTERS.lastIndex = q.end;
    const suffix = LETTERS.exec(text)?.[0] ?? '';
    const after = q.end + suffix.length;
    if (isDimensionX(text, q.end))
        return 'done'; // "1x1": a size, each side a number
    if ((0,quantity/* isDigit */.yp)(text.charCodeAt(after)))
        return identifier(text, p); // "2b2", "4x4s"
    const lower = suffix.toLowerCase();
    if (ORDINAL_SUFFIX.test(suffix)) {
        // "24th", "3rd": a rank states its number, grounded by the number in any form ("24", "twenty-fourth").
        if (hasCurrency || !q.bareDigits)
            return (0,quantity/* groundOnly */.eg)(text, p, after);
        q.end = after;
        q.kind = 'ordinal';
        q.step = null;
        q.bareDigits = false;
        return 'done';
    }
    const scale = words/* SCALE_SUFFIXES */.jY.get(lower);
    if (scale !== undefined) {
        q.end = after;
        if (hasCurrency || words/* UNAMBIGUOUS_SCALE_SUFFIXES */.xE.has(lower)) {
            q.scale = scale;
        }
        else {
            // "5k" is 5000 (or a 5 km run); "10m" is ten metres more often than ten million.
            (0,quantity/* addScaledReadings */.b)(q, scale, lower === 'k');
        }
        return 'more';
    }
    if (lower === 's' && q.bareDigits) {
        decade(text, q, p, after);
        return 'done';
    }
    if (suffix === lower || MIXED_CASE_UNITS.has(suffix)) {
        q.end = after;
        return 'done';
    }
    return identifier(text, p); // "3D", "5G", "3CLpro"
}
/** "1990s", "the '70s", "in their 70s": a decade, or for two digits without an apostrophe also an age. */
function decade(text, q, p, after) {
    q.end = after;
    q.step = null;
    const v = q.values[0] ?? 0;
    if (after - p === 5) {
        q.kind = 'year';
        return;
    }
    if (after - p !== 3 || v % 10 !== 0)
        return;
    const years = v <= 20 ? [1900 + v, 2000 + v] : [1900 + v];
    const quote = text[p - 1];
    if ((quote === "'" || quote === '\u2019') && !(0,quantity/* isAlnum */.Ou)(text.charCodeAt(p - 2))) {
        q.start = p - 1;
        q.values = years;
        q.kind = 'year';
    }
    else {
        q.values = [v, ...years];
    }
}
const SCHEDULE = /(?:\+\d{1,2})+/y;
/**
 * "2+1", "1+1", "3+0": a dosing schedule (doses, then boosters), one name for the whole, not two
 * counts. Small whole numbers joined by "+" with nothing around them: "2 + 1 = 3" is arithmetic.
 */
function schedule(text, p, end) {
    if (end - p > 2 || text[p - 1] === '+' || (0,quantity/* isDigit */.yp)(text.charCodeAt(p - 1)))
        return null;
    SCHEDULE.lastIndex = end;
    if (!SCHEDULE.exec(text))
        return null;
    const stop = SCHEDULE.lastIndex;
    const next = text.charCodeAt(stop);
    if ((0,quantity/* isAlnum */.Ou)(next) ||
        next === 61 /* = */ ||
        next === 37 /* % */ ||
        (next === 46 && (0,quantity/* isDigit */.yp)(text.charCodeAt(stop + 1))))
        return null;
    const q = (0,quantity/* quantity */.au)(p, stop, [Number(text.slice(p, end))]);
    q.kind = 'schedule';
    // Matched by its whole text: a "2+1" grounds only a "2+1" (src/numbers/ground.ts).
    q.name = `schedule ${text.slice(p, stop)}`;
    return q;
}
function parseDigitQuantity(text, p, floor = 0) {
    const prev = text.charCodeAt(p - 1);
    const before = (0,context/* currencyBefore */.P3)(text, p);
    const cur = before && before.at >= floor ? before : null;
    let countIn = null;
    let longWord = null;
    if (!cur) {
        if (isIdentifierDigit(text, p))
            return identifier(text, p);
        // The word before the number, looked up once for the label and the month checks.
        const word = (0,context/* spanBefore */.md)(text, p);
        const label = labelled(text, p, word);
        if (label?.name)
            return label.name;
        countIn = label?.countIn ?? null;
        const date = (0,numbers_dates/* parseDateAt */.to)(text, p, floor, word);
        if (date)
            return dateQuantity(date.start, date.end, date.readings);
        // Long words only: short ones ("in", "by", "than") are no names an identifier could abbreviate.
        if (!label && word && !word.dotted && word.end - word.start >= 6)
            longWord = text.slice(word.start, word.end).toLowerCase();
    }
    const scan = scanNumeral(text, p);
    const reading = interpretNumeral(scan);
    if (reading.kind === 'other')
        return (0,quantity/* quantity */.au)(p, scan.end, reading.values, true);
    const next = text[scan.end];
    if ((next === '/' || next === ':') && (0,quantity/* isDigit */.yp)(text.charCodeAt(scan.end + 1))) {
        // Fractions, ratios and times ("2/3", "1:2", "10:30") are not read as quantities.
        CHAIN.lastIndex = scan.end;
        CHAIN.exec(text);
        return (0,quantity/* groundOnly */.eg)(text, p, Math.max(CHAIN.lastIndex, scan.end));
    }
    const leadingDot = prev === 46 && !(0,quantity/* isAlnum */.Ou)(text.charCodeAt(p - 2)) && scan.groups.length === 1;
    const q = (0,quantity/* quantity */.au)(cur ? cur.at : leadingDot ? p - 1 : p, scan.end, reading.values);
    q.bareDigits = scan.groups.length === 1 && !leadingDot;
    q.name = countIn;
    q.wordBefore = longWord;
    q.step = stepOfDecimals(reading.decimals);
    if (leadingDot) {
        q.values = [Number(`0.${scan.groups[0] ?? '0'}`)];
        q.step = stepOfDecimals((scan.groups[0] ?? '0').length);
    }
    if (reading.split) {
        q.parts = reading.split.map((v) => (0,quantity/* countPart */.j$)(v, p, scan.end));
    }
    const marker = !cur && q.bareDigits ? listMarker(text, p, scan.end) : null;
    if (marker) {
        const skipped = (0,quantity/* quantity */.au)(p, scan.end, q.values, true);
        return marker === 'marker' ? (0,quantity/* asName */.uP)(skipped, 'list') : skipped;
    }
    if (cur) {
        q.unit = cur.unit;
        q.kind = 'currency';
    }
    const word = (0,context/* scaleWordAfter */.rv)(text, q.end);
    if (word) {
        q.scale = word.scale;
        q.end = word.at;
    }
    else if ((0,quantity/* isLetter */.D$)(text.charCodeAt(q.end))) {
        const r = letterSuffix(text, q, p, cur !== null);
        if (r === 'done')
            return q;
        if (r !== 'more')
            return r;
    }
    else if (cur) {
        SPACED_SCALE.lastIndex = q.end;
        const m = SPACED_SCALE.exec(text);
        const scale = m ? words/* SCALE_SUFFIXES */.jY.get((m[1] ?? '').toLowerCase()) : undefined;
        if (m && scale !== undefined) {
            q.scale = scale;
            q.end += m[0].length;
        }
    }
    else if ((0,quantity/* isJoiner */.wG)(text.charCodeAt(q.end))) {
        HYPHEN_WORD.lastIndex = q.end;
        const hw = HYPHEN_WORD.exec(text)?.[1];
        // "2019-nCoV", "19-CoV": a hyphen into a mixed-case or all-capitals word makes an identifier.
        if (hw !== undefined && (/[a-z][A-Z]/.test(hw) || /^[A-Z]{2,}$/.test(hw)))
            return identifier(text, p);
        // "a 2-way street", "3-dimensional": an idiom, which neither states nor grounds a count.
        if (!cur && q.bareDigits && idiomAfter(text, q.end))
            return (0,quantity/* asName */.uP)((0,quantity/* groundOnly */.eg)(text, p, q.end), 'idiom');
    }
    else if (!cur && q.bareDigits && text[q.end] === '+' && (0,quantity/* isDigit */.yp)(text.charCodeAt(q.end + 1))) {
        const plan = schedule(text, p, q.end);
        if (plan)
            return plan;
    }
    if (q.scale !== null)
        (0,quantity/* rescale */.Ue)(q, q.scale);
    (0,quantity/* unitsAfter */.yx)(text, q, cur !== null);
    const v = q.values[0] ?? 0;
    if (q.kind === 'number' &&
        q.bareDigits &&
        q.scale === null &&
        scan.groups[0]?.length === 4 &&
        v >= 1800 &&
        v <= 2100) {
        q.kind = 'year';
        q.step = null;
    }
    else if (q.kind === 'number' && q.bareDigits && q.scale === null && abbreviatedYear(text, p, q.end)) {
        // "los ’70", "the class of '69": a year by its last two digits, in either century.
        q.start = p - 1;
        q.values = v <= 30 ? [2000 + v, 1900 + v] : [1900 + v, 2000 + v];
        q.kind = 'year';
        q.step = null;
    }
    return q;
}
/**
 * Two digits right after an apostrophe that follows no letter or digit, with no letter, digit,
 * percent sign or closing quote after them: "en los ’70" (a real Spanish source for "la década de
 * 1970"), "the class of '69". "l’80%" (Italian elision) and "'70'" (a quoted number) are not years.
 */
function abbreviatedYear(text, p, end) {
    if (end - p !== 2)
        return false;
    const quote = text[p - 1];
    if ((quote !== "'" && quote !== '\u2019') || (0,quantity/* isAlnum */.Ou)(text.charCodeAt(p - 2)))
        return false;
    const next = text[end] ?? '';
    return (!(0,quantity/* isAlnum */.Ou)(text.charCodeAt(end)) &&
        next !== '%' &&
        next !== "'" &&
        next !== '\u2019' &&
        !/[.,]\d/.test(text.slice(end, end + 2)));
}

;// CONCATENATED MODULE: ./src/numbers/scan.ts



// Where to look: the next digit or number word, and the spans (links, reference markers) to skip.
// URLs and DOIs hold digits that are never claims about quantities. They are found from the hit inside
// them, so text without a number pays nothing for them.
const LINK = /^(?:https?:\/\/|www\.|doi:|10\.\d{4,9}\/)/i;
const BARE_DOI = /10\.\d{4,9}\//y;
const LINK_INSIDE = /https?:\/\/|www\.|doi:/i;
const isLinkChar = (c) => c > 32 && c !== 60 && c !== 62 && c !== 34;
/** End of the URL or DOI that p sits in, or -1. */
function linkEnd(text, p) {
    let start = p;
    let marks = false;
    while (start > 0 && p - start < 300 && isLinkChar(text.charCodeAt(start - 1))) {
        start--;
        const c = text.charCodeAt(start);
        if (c === 47 || c === 58)
            marks = true; // / :
    }
    if (marks) {
        const token = text.slice(start, p);
        if (!LINK_INSIDE.test(token) && !LINK.test(token))
            return -1;
    }
    else {
        // A bare DOI starts at the hit: "10.1016/j.cell...".
        const startsDoi = text.charCodeAt(p) === 49 && text.charCodeAt(p + 1) === 48 && text.charCodeAt(p + 2) === 46;
        if (start !== p || !startsDoi)
            return -1;
        BARE_DOI.lastIndex = p;
        if (!BARE_DOI.test(text))
            return -1;
    }
    let end = p;
    while (end < text.length && isLinkChar(text.charCodeAt(end)))
        end++;
    return end;
}
const isWordChar = (c) => (0,context/* isAsciiLetter */.Ab)(c) || (0,quantity/* isDigit */.yp)(c) || c === 95;
const inReference = (c) => (0,quantity/* isDigit */.yp)(c) || c === 32 || c === 44 || c === 59 || c === 45 || c === 0x2013;
/** End of a reference marker like "[3]" or "[1, 4-6]" around p, or -1. */
function referenceEnd(text, p) {
    let i = p - 1;
    while (i >= 0 && p - i < 24 && inReference(text.charCodeAt(i)))
        i--;
    if (text.charCodeAt(i) !== 91)
        return -1;
    let j = p;
    while (j < text.length && j - p < 24 && inReference(text.charCodeAt(j)))
        j++;
    return text.charCodeAt(j) === 93 ? j + 1 : -1;
}
// One regex finds every place worth a closer look, natively; a character loop in JavaScript is slower.
// A number word must follow a space, a bracket or a quote: a narrower lead-in than \b makes the scan
// about a fifth faster. The start of the scan is checked apart.
const WORDS = `${words/* NUMBER_WORD_SOURCE */.zW}|${words/* CONTEXT_WORD_SOURCE */.bk}`;
const HIT = new RegExp(`[0-9]|[\\s(\\u201C\\u2018"'\\u2013\\u2014](?:${WORDS})\\b`, 'gi');
const WORD_AT = new RegExp(`(?:${WORDS})\\b`, 'iy');
/** End of the number word that starts at `at`, or -1. */
function numberWordEnd(text, at) {
    WORD_AT.lastIndex = at;
    return WORD_AT.test(text) ? WORD_AT.lastIndex : -1;
}
/** Start of the first hit at or after `from`, or -1; `test` spares building a match array per hit. */
function nextHit(text, from) {
    if ((0,context/* isAsciiLetter */.Ab)(text.charCodeAt(from)) &&
        !isWordChar(text.charCodeAt(from - 1)) &&
        numberWordEnd(text, from) >= 0) {
        return from;
    }
    HIT.lastIndex = from;
    if (!HIT.test(text))
        return -1;
    const end = HIT.lastIndex;
    if ((0,quantity/* isDigit */.yp)(text.charCodeAt(end - 1)))
        return end - 1;
    let start = end - 1;
    while (start > 0 && (0,context/* isAsciiLetter */.Ab)(text.charCodeAt(start - 1)))
        start--;
    return start;
}

;// CONCATENATED MODULE: ./src/numbers/join.ts







// Two quantities that belong together: a range ("10-12%", "between 10 and 12 million") or a ratio
// ("1 in 5"). Each becomes facts here.
const RANGE_JOIN = new RegExp(`${words.SP}*[-\\u2010\\u2011\\u2012\\u2013\\u2014\\u2212~]${words.SP}*|${words.SP}+(to|and|through)${words.SP}+`, 'iuy');
const RATIO_JOIN = new RegExp(`${words.SP}+(?:in|out${words.SP}+of)${words.SP}+`, 'iuy');
const CURRENCY_SKIP = new RegExp(`(?:US\\$|A\\$|C\\$|[$€£¥₹]|(?:USD|EUR|GBP|JPY|CHF|CNY|INR|AUD|CAD)${words.SP}?)`, 'y');
/**
 * The quantity starting at p (after an optional currency sign when `skipCurrency`), or null. Nothing
 * before `floor` may be taken as its prefix: in "5 EUR 10" the code already belongs to the 5.
 */
function quantityAt(text, p, skipCurrency, floor) {
    let at = p;
    if (skipCurrency) {
        CURRENCY_SKIP.lastIndex = p;
        if (CURRENCY_SKIP.exec(text))
            at = CURRENCY_SKIP.lastIndex;
    }
    if ((0,quantity/* isDigit */.yp)(text.charCodeAt(at)))
        return parseDigitQuantity(text, at, floor);
    const wordEnd = numberWordEnd(text, at);
    return wordEnd >= 0 ? parseWordQuantity(text, at, text.slice(at, wordEnd)) : null;
}
const isPlain = (q) => !q.groundOnly && q.unit === null && q.scale === null && (q.kind === 'number' || q.kind === 'word');
function asDay(q) {
    const v = q.values[0] ?? 0;
    return isPlain(q) && q.values.length === 1 && Number.isInteger(v) && v >= 1 && v <= 31 ? v : null;
}
/** "March 1-3" or "1-3 March 2020": the bare end borrows the month and year of the date end. */
function lendDate(from, to) {
    const day = asDay(to);
    const dates = from.dates;
    if (day === null || !dates || dates.some((d) => d.day === 0))
        return false;
    to.dates = dates.map((d) => ({ ...d, day }));
    to.values = to.dates.map(numbers_dates/* encodeDate */.d5);
    to.unit = 'date';
    to.kind = 'date';
    to.step = null;
    return true;
}
/** Give each end of a range what the other end states once for both: "10-12%", "$10-12 million". */
function shareUnits(a, b) {
    if (a.unit === null && b.unit !== null)
        a.unit = b.unit;
    if (b.unit === null && a.unit !== null)
        b.unit = a.unit;
    if (a.scale === null && b.scale !== null)
        (0,quantity/* addScaledReadings */.b)(a, b.scale, true);
    // "2019-20": the short end may stand for 2020.
    const first = a.values[0] ?? 0;
    const short = b.values[0] ?? 0;
    if (a.kind === 'year' && b.bareDigits && b.end - b.start === 2 && short > first % 100) {
        b.values = [first - (first % 100) + short, short];
        b.step = null;
    }
}
const TRAILING_YEAR = new RegExp(`,?${words.SP}+([12]\\d{3})(?![\\d\\p{L}])`, 'uy');
/** "March 1-3, 2020": the year after the second day belongs to both days. */
function addTrailingYear(text, a, b) {
    if (!a.dates?.every((d) => d.year === 0) || !b.dates?.every((d) => d.year === 0))
        return;
    TRAILING_YEAR.lastIndex = b.end;
    const m = TRAILING_YEAR.exec(text);
    if (!m)
        return;
    const year = Number(m[1]);
    for (const q of [a, b]) {
        q.dates = (q.dates ?? []).map((d) => ({ ...d, year }));
        q.values = q.dates.map(numbers_dates/* encodeDate */.d5);
        q.parts = null;
    }
    b.end = TRAILING_YEAR.lastIndex;
}
/** Whether a range connector may follow: a dash, "~", or a word starting like "to", "and", "through". */
function rangeMayFollow(text, end) {
    let i = end;
    while (i - end < 2 && (0,context/* isSpace */.xC)(text.charCodeAt(i)))
        i++;
    const c = text.charCodeAt(i);
    if (c === 45 || c === 126 || (c >= 0x2010 && c <= 0x2014) || c === 0x2212)
        return true;
    const l = c | 32;
    return i > end && (l === 116 || l === 97);
}
function joinRange(text, a) {
    if (!rangeMayFollow(text, a.end))
        return null;
    RANGE_JOIN.lastIndex = a.end;
    const join = RANGE_JOIN.exec(text);
    if (!join)
        return null;
    if (join[1]?.toLowerCase() === 'and' && !(0,context/* wordBeforeIs */.eF)(text, a.start, 'between'))
        return null;
    const b = quantityAt(text, a.end + join[0].length, true, a.end);
    if (!b || b.groundOnly)
        return null;
    if (a.kind === 'date' || b.kind === 'date') {
        const ok = (a.kind === 'date' && b.kind === 'date') || lendDate(a, b) || lendDate(b, a);
        if (!ok)
            return null;
        addTrailingYear(text, a, b);
        return [(0,quantity/* toFact */.gq)(text, a, 'date', true), (0,quantity/* toFact */.gq)(text, b, 'date', true)];
    }
    shareUnits(a, b);
    return [(0,quantity/* toFact */.gq)(text, a, 'range', true), (0,quantity/* toFact */.gq)(text, b, 'range', true)];
}
function joinRatio(text, a) {
    if (!isPlain(a) || !(0,context/* isSpace */.xC)(text.charCodeAt(a.end)))
        return null;
    const l = text.charCodeAt(a.end + 1) | 32;
    if (l !== 105 && l !== 111)
        return null; // "in", "out of"
    RATIO_JOIN.lastIndex = a.end;
    const join = RATIO_JOIN.exec(text);
    if (!join)
        return null;
    const b = quantityAt(text, a.end + join[0].length, false, a.end);
    if (!b || !isPlain(b))
        return null;
    const x = a.values[0] ?? 0;
    const y = b.values[0] ?? 0;
    if (!(y >= 2 && y > x))
        return null;
    return {
        text: text.slice(a.start, b.end),
        start: a.start,
        end: b.end,
        value: (x / y) * 100,
        unit: 'percent',
        kind: 'number',
        values: undefined,
        parts: [(0,quantity/* toFact */.gq)(text, a, a.kind, true), (0,quantity/* toFact */.gq)(text, b, b.kind, true)],
        groundOnly: undefined,
        name: undefined,
        wordBefore: undefined,
        // A share is exact: an excerpt may round it ("1 in 3" by "33%").
        step: 0,
    };
}
/** The facts of the quantity at p, joined with the one after it when they form a range or a ratio. */
function readAt(text, p, floor) {
    const q = quantityAt(text, p, false, floor);
    if (!q)
        return null;
    // A schedule ("2+1 to 1+1") is a name of its own, never the end of a range.
    if (!q.groundOnly && q.kind !== 'schedule') {
        const range = joinRange(text, q);
        if (range)
            return { facts: range, end: range[1]?.end ?? q.end };
        const ratio = joinRatio(text, q);
        if (ratio)
            return { facts: [ratio], end: ratio.end };
    }
    return { facts: [(0,quantity/* toFact */.gq)(text, q)], end: q.end };
}

;// CONCATENATED MODULE: ./src/numbers/extract.ts




// The scan over a text: skip links and reference markers, read identifiers cheaply (they are most of the
// digits in technical text), and read every other hit as a quantity.
function extract_extractNumbers(text) {
    const facts = [];
    let lastEnd = 0;
    for (let p = nextHit(text, 0); p >= 0;) {
        let from = p + 1;
        const link = linkEnd(text, p);
        const ref = link < 0 && (0,quantity/* isDigit */.yp)(text.charCodeAt(p)) ? referenceEnd(text, p) : -1;
        if (link >= 0)
            from = link;
        else if (ref >= 0)
            from = ref;
        else if (isIdentifierDigit(text, p)) {
            const f = identifierFact(text, p);
            facts.push(f);
            from = f.end;
            lastEnd = f.end;
        }
        else {
            const r = readAt(text, p, lastEnd);
            if (r) {
                for (const f of r.facts)
                    facts.push(f);
                from = Math.max(from, r.end);
                lastEnd = r.end;
            }
        }
        p = nextHit(text, from);
    }
    return facts;
}

;// CONCATENATED MODULE: ./src/numbers/ground.ts

// Matching claim numbers against the numbers of the cited excerpts.
const TOLERANCE = 1e-9;
/**
 * The value rounded to nine significant digits, packed as exponent and mantissa: values within the
 * tolerance land in the same bucket or a neighbouring one. Numeric, because toPrecision and string keys
 * cost several times more.
 */
function bucket(v) {
    if (v === 0 || !Number.isFinite(v))
        return 0;
    const abs = Math.abs(v);
    let exponent = Math.floor(Math.log10(abs));
    let mantissa = Math.round(abs / 10 ** (exponent - 8));
    if (mantissa >= 1e9) {
        mantissa = Math.round(mantissa / 10);
        exponent++;
    }
    const key = (exponent + 400) * 1e9 + mantissa;
    return v < 0 ? -key : key;
}
function add(index, entry) {
    const key = bucket(entry.value);
    const list = index.byValue.get(key);
    if (list)
        list.push(entry);
    else
        index.byValue.set(key, [entry]);
    index.entries.push(entry);
}
const readings = (f) => f.values ?? [f.value];
/** The rounding step of reading v of f: the step of `value`, in proportion for a scaled reading ("10m"). */
function stepOf(f, v) {
    if (f.step === undefined)
        return null;
    return v === f.value || f.value === 0 ? f.step : (f.step * v) / f.value;
}
/** A unitless value between 0 and 1 may be a proportion, the same as a percentage: 0.42 is 42%. */
const isProportion = (v, unit) => unit === null && v > 0 && v < 1;
function addName(index, kind, values) {
    const list = index.names.get(kind);
    if (list)
        for (const value of values)
            list.push(value);
    else
        index.names.set(kind, [...values]);
}
function addFact(index, f) {
    if (f.name !== undefined) {
        addName(index, f.name, readings(f));
        // A name grounds only the same kind of name; a count that stands after a label is a count too.
        // A schedule ("2+1") is a name and nothing else: its first count grounds no "2".
        if (f.groundOnly || f.kind === 'schedule')
            return;
    }
    if (f.unit === 'date') {
        for (const v of readings(f)) {
            const d = (0,numbers_dates/* decodeDate */.Hq)(v);
            index.dates.push(d);
            // A date states its year: "1 March 2018" grounds "in 2018".
            if (d.year > 0)
                add(index, { value: d.year, unit: null, step: null, percentOnly: false });
        }
    }
    else {
        for (const v of readings(f)) {
            const step = stepOf(f, v);
            add(index, { value: v, unit: f.unit, step, percentOnly: false });
            if (isProportion(v, f.unit))
                add(index, { value: v * 100, unit: 'percent', step: step === null ? null : step * 100, percentOnly: true });
        }
    }
    for (const part of f.parts ?? [])
        addFact(index, part);
}
function indexFacts(facts) {
    const index = { byValue: new Map(), dates: [], entries: [], names: new Map() };
    for (const f of facts)
        addFact(index, f);
    return index;
}
const ground_close = (a, b) => Math.abs(a - b) <= TOLERANCE * Math.max(Math.abs(a), Math.abs(b));
/**
 * A unit on one side only does not conflict: "12" in the excerpt grounds "12 percent" in the claim. A
 * proportion read as a percentage, on either side, needs a percentage on the other (`strict`).
 */
const unitsAgree = (e, unit, strict) => strict ? e.unit === unit : e.percentOnly ? unit === 'percent' : e.unit === null || unit === null || e.unit === unit;
function inBucket(index, key, v, unit, strict) {
    const list = index.byValue.get(key);
    if (!list)
        return false;
    return list.some((e) => ground_close(e.value, v) && unitsAgree(e, unit, strict));
}
function hasValue(index, v, unit, strict = false) {
    const mid = bucket(v);
    if (inBucket(index, mid, v, unit, strict))
        return true;
    const lo = bucket(v * (1 - TOLERANCE));
    if (lo !== mid && inBucket(index, lo, v, unit, strict))
        return true;
    const hi = bucket(v * (1 + TOLERANCE));
    return hi !== mid && hi !== lo && inBucket(index, hi, v, unit, strict);
}
/**
 * An excerpt value that rounds to the claim's at the claim's step ("39%" by "39.2%"), or, for an exact
 * claim value (step 0), one the excerpt rounded from it ("a third" by "33%"). Half a step either way.
 */
function roundsTo(index, v, unit, step, strict = false) {
    const fits = (e) => {
        const half = (step > 0 ? step : (e.step ?? 0)) / 2;
        return half > 0 && Math.abs(e.value - v) <= half * (1 + TOLERANCE) && unitsAgree(e, unit, strict);
    };
    if (index.union === undefined)
        return index.entries.some(fits);
    const near = roundingCandidates(index.union, v, step);
    if (near === null)
        return index.entries.some(fits);
    for (const list of near)
        if (list.some(fits))
            return true;
    return index.union.wide.some(fits);
}
/** Whether the claim reading v occurs in the excerpt, exactly or rounded. */
function hasReading(index, v, unit, step) {
    if (hasValue(index, v, unit))
        return true;
    if (step !== null && roundsTo(index, v, unit, step))
        return true;
    if (!isProportion(v, unit))
        return false;
    const percent = v * 100;
    return (hasValue(index, percent, 'percent', true) ||
        (step !== null && roundsTo(index, percent, 'percent', step * 100, true)));
}
/** Numbers of the same kind of name agree when equal, or as a year and its last two digits (COVID-19, 2019). */
function sameName(a, b) {
    if (a === b)
        return true;
    const [year, short] = a > b ? [a, b] : [b, a];
    return year >= 1900 && year < 2100 && short < 100 && year % 100 === short;
}
/** Every part the claim date states must be in an excerpt date; the excerpt may say more. */
function hasDate(index, c) {
    const fits = (e, own) => (c.month === 0 || c.month === e.month) &&
        (c.day === 0 || c.day === e.day) &&
        // "On 1 March the ministry ... (2018)": a yearless excerpt date takes a year the excerpt states elsewhere.
        (c.year === 0 || c.year === e.year || (e.year === 0 && hasValue(own, c.year, null)));
    const union = index.union;
    if (union === undefined)
        return index.dates.some((e) => fits(e, index));
    // In a union, only the dates of the claim's year, or of no year, or of its month when it has no year.
    const keys = c.year !== 0 ? [`y${c.year}`, 'y0'] : c.month !== 0 ? [`m${c.month}`] : null;
    if (keys === null)
        return index.dates.some((e, at) => fits(e, union.dateOwners[at]));
    return keys.some((key) => (union.dateKeys.get(key) ?? []).some((at) => fits(index.dates[at], union.dateOwners[at])));
}
/** Whether `kind` abbreviates `word`: its letters in order, the first letters equal ("il", "interleukin"). */
function abbreviates(kind, word) {
    if (kind.length < 2 || kind[0] !== word[0])
        return false;
    let at = 0;
    for (const letter of kind) {
        at = word.indexOf(letter, at) + 1;
        if (at === 0)
            return false;
    }
    return true;
}
/** Whether the claim number v stands in a kind of name the excerpt names with the same number. */
function inSameName(index, f, v) {
    if (index.names.size === 0)
        return false;
    if (f.name !== undefined && (index.names.get(f.name) ?? []).some((n) => sameName(n, v)))
        return true;
    const word = f.wordBefore;
    if (word === undefined)
        return false;
    for (const [kind, numbers] of index.names) {
        if (abbreviates(kind, word) && numbers.some((n) => sameName(n, v)))
            return true;
    }
    return false;
}
/** A rank up to 31 may be a day of the month: "on the 24th" by "24 March". */
const dayOfADate = (index, v) => Number.isInteger(v) &&
    v >= 1 &&
    v <= 31 &&
    (index.union ? index.union.days.has(v) : index.dates.some((d) => d.day === v));
function groundedAs(f, indexes) {
    if (f.kind === 'schedule')
        return indexes.some((ix) => inSameName(ix, f, f.value));
    if (f.kind === 'ordinal' && indexes.some((ix) => dayOfADate(ix, f.value)))
        return true;
    if (f.unit === 'date') {
        return readings(f).some((v) => indexes.some((ix) => hasDate(ix, (0,numbers_dates/* decodeDate */.Hq)(v))));
    }
    return readings(f).some((v) => {
        const step = stepOf(f, v);
        return indexes.some((ix) => hasReading(ix, v, f.unit, step) || inSameName(ix, f, v));
    });
}
function isGrounded(f, indexes) {
    if (f.groundOnly)
        return true;
    if (groundedAs(f, indexes))
        return true;
    const parts = f.parts ?? [];
    return parts.length > 0 && parts.every((p) => groundedAs(p, indexes));
}
/** Numbers of the claim that no excerpt grounds; [] without excerpts. */
function ground_groundNumbers(claimFacts, indexes) {
    if (indexes.length === 0)
        return [];
    return claimFacts
        .filter((f) => !isGrounded(f, indexes))
        .map((f) => ({ text: f.text, value: f.value, unit: f.unit, start: f.start, end: f.end }));
}
const LEVEL_MIN = -12;
const LEVEL_MAX = 20;
/** Cell numbers past this are no longer exact in a double. */
const CELL_LIMIT = 1e15;
function cellOf(value, level) {
    const cell = Math.floor(value / 10 ** level);
    return Math.abs(cell) < CELL_LIMIT ? cell : null;
}
/** The level whose cells are at least `reach` wide. */
const levelOf = (reach) => Math.max(LEVEL_MIN, Math.ceil(Math.log10(reach)));
function putInCell(map, level, cell, entry) {
    let row = map.get(level);
    if (!row) {
        row = new Map();
        map.set(level, row);
    }
    const list = row.get(cell);
    if (list)
        list.push(entry);
    else
        row.set(cell, [entry]);
}
/** The entries in the cells within two of v's at `level`; null when v has no cell there. */
function around(map, level, v) {
    const cell = cellOf(v, level);
    if (cell === null)
        return null;
    const row = map.get(level);
    const found = [];
    // Two cells either side: a value at the edge of the reach may round into the next cell.
    for (let at = cell - 2; at <= cell + 2; at++) {
        const list = row?.get(at);
        if (list)
            found.push(list);
    }
    return found;
}
/**
 * Every entry of the union that may round to v (roundsTo), besides `wide`: for a claim step, those
 * within half of it; for an exact claim value, those whose own half step reaches v. Null when
 * only a scan of every entry can say.
 */
function roundingCandidates(union, v, step) {
    if (step > 0) {
        const level = levelOf((step / 2) * (1 + TOLERANCE));
        return level > LEVEL_MAX ? null : around(union.cells, level, v);
    }
    const found = [];
    for (const level of union.reaches.keys()) {
        const lists = around(union.reaches, level, v);
        if (lists === null)
            return null;
        for (const list of lists)
            found.push(list);
    }
    return found;
}
/** An empty union: `addToUnion` each index, then ground against `[union]` as against the list of them. */
function unionIndex() {
    return {
        byValue: new Map(),
        dates: [],
        entries: [],
        names: new Map(),
        union: { cells: new Map(), reaches: new Map(), wide: [], dateOwners: [], dateKeys: new Map(), days: new Set() },
    };
}
function addDateKey(union, key, at) {
    const list = union.dateKeys.get(key);
    if (list)
        list.push(at);
    else
        union.dateKeys.set(key, [at]);
}
/**
 * Adds an index to a union. Grounding against the union answers as grounding against the list of
 * indexes: each rule asks whether one entry, one date or one name of some index fits, and a date
 * without a year takes its year from its own index (`dateOwners`).
 */
function addToUnion(union, index) {
    const lookups = union.union;
    if (lookups === undefined)
        throw new Error('addToUnion: not a union (make it with unionIndex)');
    for (const entry of index.entries) {
        add(union, entry);
        let placed = true;
        for (let level = LEVEL_MIN; level <= LEVEL_MAX; level++) {
            const cell = cellOf(entry.value, level);
            if (cell === null)
                placed = false;
            else
                putInCell(lookups.cells, level, cell, entry);
        }
        const half = ((entry.step ?? 0) / 2) * (1 + TOLERANCE);
        if (half > 0) {
            const level = levelOf(half);
            const cell = level <= LEVEL_MAX ? cellOf(entry.value, level) : null;
            if (cell === null)
                placed = false;
            else
                putInCell(lookups.reaches, level, cell, entry);
        }
        if (!placed)
            lookups.wide.push(entry);
    }
    for (const date of index.dates) {
        const at = union.dates.length;
        union.dates.push(date);
        lookups.dateOwners.push(index);
        addDateKey(lookups, `y${date.year}`, at);
        addDateKey(lookups, `m${date.month}`, at);
        lookups.days.add(date.day);
    }
    for (const [kind, values] of index.names)
        addName(union, kind, values);
}

// EXTERNAL MODULE: ./node_modules/js-quantities/build/quantities.js
var quantities = __webpack_require__(1287);
var quantities_default = /*#__PURE__*/__webpack_require__.n(quantities);
;// CONCATENATED MODULE: ./src/numbers/units.ts
// Units of measure as claims write them after a number ("125 mph", "201-km/h", "100°F", "5 US
// gallons"), for the conversions a claim states in parentheses (./conversions.ts). Each spelling
// names one or more units of js-quantities, which does the arithmetic: "gallons" alone may be US
// or imperial, so it names both and either reading may ground.
const PLURAL = '(?:s)?';
// [spellings (a regular expression, matched case-insensitively unless marked), reading]
const SPELLINGS = [
    // Speed first: "miles per hour" must not stop at "miles".
    [
        `(?:km|kms|kilomet(?:re|er)${PLURAL})\\s*(?:/|per)\\s*(?:h|hr|hour)|kph|kmph|kmh`,
        { dimension: 'speed', units: ['km/h'] },
    ],
    [`mph|mi/h|miles?\\s+(?:per|an)\\s+hour`, { dimension: 'speed', units: ['mph'] }],
    [`knots?|kts?|kn`, { dimension: 'speed', units: ['knot'] }],
    [`m/s|met(?:re|er)s?\\s+per\\s+second`, { dimension: 'speed', units: ['m/s'] }],
    // Area before length: "square miles", "km²".
    [`(?:km²|km2|sq\\.?\\s*km|square\\s+kilomet(?:re|er)${PLURAL})`, { dimension: 'area', units: ['km^2'] }],
    [`(?:mi²|sq\\.?\\s*mi(?:les?)?|square\\s+miles?)`, { dimension: 'area', units: ['mi^2'] }],
    [`(?:m²|m2|sq\\.?\\s*m|square\\s+met(?:re|er)${PLURAL})`, { dimension: 'area', units: ['m^2'] }],
    [`(?:ft²|ft2|sq\\.?\\s*ft|square\\s+(?:feet|foot))`, { dimension: 'area', units: ['ft^2'] }],
    [`ha|hectares?`, { dimension: 'area', units: ['hectare'] }],
    [`acres?|ac`, { dimension: 'area', units: ['acre'] }],
    [`nmi|nautical\\s+miles?`, { dimension: 'length', units: ['nmi'] }],
    [`km|kms|kilomet(?:re|er)${PLURAL}`, { dimension: 'length', units: ['km'] }],
    [`cm|centimet(?:re|er)${PLURAL}`, { dimension: 'length', units: ['cm'] }],
    [`mm|millimet(?:re|er)${PLURAL}`, { dimension: 'length', units: ['mm'] }],
    [`m|met(?:re|er)${PLURAL}`, { dimension: 'length', units: ['m'] }],
    [`mi|miles?`, { dimension: 'length', units: ['mi'] }],
    [`yd|yds|yards?`, { dimension: 'length', units: ['yd'] }],
    [`ft|feet|foot`, { dimension: 'length', units: ['ft'] }],
    [`in|inch|inches`, { dimension: 'length', units: ['in'] }],
    [`kg|kgs|kilo(?:gram)?s?`, { dimension: 'mass', units: ['kg'] }],
    [`g|grams?`, { dimension: 'mass', units: ['g'] }],
    [`lbs?|pounds?`, { dimension: 'mass', units: ['lb'] }],
    [`oz|ounces?`, { dimension: 'mass', units: ['oz'] }],
    [`tonnes?|metric\\s+tons?`, { dimension: 'mass', units: ['tonne'] }],
    [`(?:°|º|˚|deg(?:rees?)?\\s*)\\s*C(?:elsius)?|℃|Celsius`, { dimension: 'temperature', units: ['tempC'] }, true],
    [`(?:°|º|˚|deg(?:rees?)?\\s*)\\s*F(?:ahrenheit)?|℉|Fahrenheit`, { dimension: 'temperature', units: ['tempF'] }, true],
    [`C|F`, { dimension: 'temperature', units: [] }, true], // bare letter: resolved below
    [`(?:US|U\\.S\\.)\\s+gal(?:lon)?s?`, { dimension: 'volume', units: ['gal'] }],
    [`imperial\\s+gal(?:lon)?s?`, { dimension: 'volume', units: ['galimp'] }],
    [`gal(?:lon)?s?`, { dimension: 'volume', units: ['gal', 'galimp'] }],
    [`ml|mL|millilit(?:re|er)${PLURAL}`, { dimension: 'volume', units: ['ml'] }],
    [`l|L|lit(?:re|er)${PLURAL}`, { dimension: 'volume', units: ['l'] }],
];
const COMPILED = SPELLINGS.map(([spelling, reading, caseSensitive]) => ({
    // A unit ends where a word would: "in" is not the start of "inland", "m" not of "may".
    pattern: new RegExp(`(?:${spelling})(?![\\p{L}\\p{N}²])`, caseSensitive ? 'uy' : 'iuy'),
    reading,
}));
/** A bare "C" or "F" is a temperature only glued to the number or after a degree word. */
const BARE = {
    C: { dimension: 'temperature', units: ['tempC'] },
    F: { dimension: 'temperature', units: ['tempF'] },
};
/** The unit spelled at `at` (exactly there), with where it ends, or null. */
function unitAt(text, at) {
    for (const { pattern, reading } of COMPILED) {
        pattern.lastIndex = at;
        const match = pattern.exec(text);
        if (!match)
            continue;
        const end = at + match[0].length;
        if (reading.units.length > 0)
            return { reading, end };
        return { reading: BARE[match[0]], end };
    }
    return null;
}
/** The same quantity in a temperature difference: "rose by 2 °C (3.6 °F)". */
const TEMPERATURE_DIFFERENCE = { tempC: 'degC', tempF: 'degF' };

;// CONCATENATED MODULE: ./src/numbers/conversions.ts
// A conversion the claim states itself: "125 mph (201 km/h)", "201 km/h (125 mph)", "10–12 km
// (6.2–7.5 mi)", "100°F (38°C)", "5,000 ft (about 1,500 m; 0.9 mi)". When one side is grounded
// and the other is that quantity converted, rounded as the claim writes it, the other side is
// grounded too. The arithmetic is js-quantities'; which units are read is ./units.ts.


const conversions_RANGE_JOIN = /^\s*(?:-|–|—|to)\s*$/u;
const GLUE = /[ \u00a0\u202f]?-?/y;
const HEDGE = String.raw `(?:(?:about|around|approximately|approx\.|roughly|nearly|almost|some|c\.|ca\.|~|≈)\s*)?`;
const OPENS = new RegExp(String.raw `\s*\(\s*${HEDGE}`, 'iuy');
const NEXT = new RegExp(String.raw `\s*(?:[;,/]|\bor\b)\s*${HEDGE}`, 'iuy');
// A temperature difference, not a temperature: "rose by 2 °C", "a warming of 1.5 °C", "2 °C warmer".
const DIFFERENCE_BEFORE = /\b(?:by|ris(?:e|es|en|ing)|rose|increase[ds]?|warm(?:er|ing)|cool(?:er|ing)|hotter|colder|higher|lower|drop(?:s|ped)?|fell|fall(?:s|en)?|chang(?:e|es|ed))\b[^.;()]{0,20}$/iu;
const DIFFERENCE_AFTER = /^\s*\)?\s*(?:warmer|cooler|hotter|colder|higher|lower|above|below|more|less)\b/iu;
/** A number that states a quantity (not a name, a date, a year, a percentage or money). */
const measurable = (f) => !f.groundOnly &&
    (f.kind === 'number' ||
        f.kind === 'range' ||
        f.kind === 'word' ||
        (f.kind === 'currency' && /pounds?$/iu.test(f.text)));
/** The unit right after the fact ("125 mph", "201-km/h", "100°F"); "100 pounds" carries its own. */
function unitAfter(text, f) {
    if (f.kind === 'currency')
        return unitAt(text, f.end - (/pounds?$/iu.exec(f.text)?.[0].length ?? 0));
    GLUE.lastIndex = f.end;
    const glue = GLUE.exec(text)?.[0].length ?? 0;
    return unitAt(text, f.end + glue);
}
/** The measure (one number or a range, and its unit) that starts with facts[i], or null. */
function measureAt(text, facts, i) {
    const first = facts[i];
    if (!measurable(first))
        return null;
    const second = facts[i + 1];
    if (first.kind === 'range' && second?.kind === 'range' && conversions_RANGE_JOIN.test(text.slice(first.end, second.start))) {
        const unit = unitAfter(text, second);
        return unit ? { facts: [first, second], ...unit } : null;
    }
    const unit = unitAfter(text, first);
    return unit ? { facts: [first], ...unit } : null;
}
/** Each "measure (measure[; measure…])" of the text: the measure outside and those inside. */
function statedConversions(text, facts) {
    // Every conversion opens a parenthesis. Most texts have none, and reading units first compiles
    // some forty Unicode patterns, a visible share of a small run's start.
    if (!text.includes('('))
        return [];
    const starts = new Map(facts.map((f, i) => [f.start, i]));
    const found = [];
    for (let i = 0; i < facts.length; i++) {
        const outside = measureAt(text, facts, i);
        if (!outside)
            continue;
        const inside = [];
        let at = outside.end;
        for (let separator = OPENS;; separator = NEXT) {
            separator.lastIndex = at;
            const gap = separator.exec(text);
            const next = gap ? starts.get(at + gap[0].length) : undefined;
            const measure = next === undefined ? null : measureAt(text, facts, next);
            if (!measure || measure.facts.length !== outside.facts.length)
                break;
            inside.push(measure);
            at = measure.end;
        }
        if (inside.length > 0) {
            const before = text.slice(Math.max(0, outside.facts[0].start - 40), outside.facts[0].start);
            const difference = DIFFERENCE_BEFORE.test(before) || DIFFERENCE_AFTER.test(text.slice(at));
            found.push({ outside, inside, difference });
        }
        i += outside.facts.length - 1;
    }
    return found;
}
const converters = new Map();
function converter(from, to) {
    const key = `${from}>${to}`;
    let convert = converters.get(key);
    if (!convert) {
        convert = quantities_default().swiftConverter(from, to);
        converters.set(key, convert);
    }
    return convert;
}
/** The value as the claim signs it: "−15 °C" is below zero (grounding itself drops signs). */
function signed(text, f, reading) {
    if (reading.dimension !== 'temperature')
        return f.value;
    const before = text.slice(Math.max(0, f.start - 2), f.start);
    return /(?:^|[^\p{L}\p{N}])[-−]$/u.test(before) || /^[-−]$/u.test(before) ? -f.value : f.value;
}
/**
 * The half-widths a written number may stand for: half its step ("201" is 200.5 to 201.5), and,
 * for a whole number ending in zeros, half the coarsest power of ten that leaves it two
 * significant digits ("1,500" may be rounded to the hundred, "620" to the ten, "200" to the ten).
 */
function halfSteps(f) {
    const halves = [(f.step ?? 0) / 2];
    if (f.step !== 1 || !Number.isInteger(f.value))
        return halves;
    let power = 1;
    while (f.value % (power * 10) === 0 && f.value / (power * 10) >= 10)
        power *= 10;
    if (power > 1)
        halves.push(power / 2);
    return halves;
}
/** Whether `to`, written in `toUnit`, is `from` in `fromUnit` converted and rounded as the claim writes it. */
function converts(text, from, fromReading, to, toReading, difference) {
    if (fromReading.dimension !== toReading.dimension)
        return false;
    const value = signed(text, from, fromReading);
    const target = signed(text, to, toReading);
    const fromHalf = (from.step ?? 0) / 2;
    for (const fromUnit of fromReading.units) {
        for (const toUnit of toReading.units) {
            if (fromUnit === toUnit)
                continue;
            const pairs = [[fromUnit, toUnit]];
            if (difference && TEMPERATURE_DIFFERENCE[fromUnit] && TEMPERATURE_DIFFERENCE[toUnit])
                pairs.push([TEMPERATURE_DIFFERENCE[fromUnit], TEMPERATURE_DIFFERENCE[toUnit]]);
            for (const [a, b] of pairs) {
                const convert = converter(a, b);
                const ends = [convert(value - fromHalf), convert(value + fromHalf)];
                const low = Math.min(...ends);
                const high = Math.max(...ends);
                const slack = 1e-9 * Math.max(1, Math.abs(target));
                if (halfSteps(to).some((half) => target + half + slack >= low && target - half - slack <= high))
                    return true;
            }
        }
    }
    return false;
}
/**
 * The ungrounded numbers that remain once the conversions the claim states are accounted for: a
 * number is grounded when it is, within the claim, the conversion of a grounded number beside it.
 */
function conversions_withoutStatedConversions(text, facts, ungrounded) {
    if (ungrounded.length === 0)
        return [];
    const conversions = statedConversions(text, facts);
    if (conversions.length === 0)
        return [...ungrounded];
    const open = new Set(ungrounded.map((number) => number.start));
    const grounded = (f) => !open.has(f.start);
    for (let changed = true; changed;) {
        changed = false;
        for (const { outside, inside, difference } of conversions) {
            for (const measure of inside) {
                outside.facts.forEach((a, k) => {
                    const b = measure.facts[k];
                    if (grounded(a) && !grounded(b) && converts(text, a, outside.reading, b, measure.reading, difference))
                        open.delete(b.start);
                    else if (grounded(b) && !grounded(a) && converts(text, b, measure.reading, a, outside.reading, difference))
                        open.delete(a.start);
                    else
                        return;
                    changed = true;
                });
            }
        }
    }
    return ungrounded.filter((number) => open.has(number.start));
}

;// CONCATENATED MODULE: ./src/numbers/verbatim.ts





// A claim that copies its number from the source ("fell by 12 percent") is the common case. Finding
// the number's own spelling in the excerpt, standing alone, settles it without reading every number
// of the excerpt. Standing alone: not the tail or head of a longer number ("1.12 percent",
// "12 percent" inside "112 percent", "12,5"), not glued into an identifier ("COVID-12"), and not a name
// there ("group 12", "(12)" as a list marker): a name grounds no count. A number word must read there as
// the same number ("a third" is no fraction in "a third dose"). Getting this wrong can only hide a finding,
// never raise one.
/** Characters that would make the match part of a longer number or an identifier. */
function joinsBefore(code) {
    return (0,quantity/* isDigit */.yp)(code) || (0,context/* isAsciiLetter */.Ab)(code) || '.,-+/$€£¥'.includes(String.fromCharCode(code));
}
function standsAlone(excerpt, start, end) {
    if (start > 0 && joinsBefore(excerpt.charCodeAt(start - 1)))
        return false;
    const next = excerpt.charCodeAt(end);
    if ((0,quantity/* isDigit */.yp)(next) || (0,context/* isAsciiLetter */.Ab)(next) || next === 37 /* % */)
        return false;
    // "12" followed by ".5" or ",000" continues the number.
    const mark = next === 46 || next === 44;
    return !(mark && (0,quantity/* isDigit */.yp)(excerpt.charCodeAt(end + 1)));
}
const ARTICLE = /^an? /i;
/** Whether the words at `at` read as a number with the same text, as the full reading would see them. */
function readsAsNumber(excerpt, at, text, hit) {
    const first = readAt(excerpt, at + hit, 0)?.facts[0];
    return first !== undefined && first.start === at && first.text === text && !first.groundOnly;
}
/** True when the fact's own spelling occurs in the excerpt as a number of its own. */
function occursVerbatim(fact, excerpt) {
    // Where the number word starts: "twelve", "a third"; -1 for a number that starts with a digit or a sign.
    const article = ARTICLE.exec(fact.text)?.[0].length ?? 0;
    const hit = (0,context/* isAsciiLetter */.Ab)(fact.text.charCodeAt(article)) && numberWordEnd(fact.text, article) >= 0 ? article : -1;
    for (let at = excerpt.indexOf(fact.text); at >= 0; at = excerpt.indexOf(fact.text, at + 1)) {
        if (!standsAlone(excerpt, at, at + fact.text.length))
            continue;
        if (hit >= 0 ? readsAsNumber(excerpt, at, fact.text, hit) : !namedAt(excerpt, at))
            return true;
    }
    return false;
}

;// CONCATENATED MODULE: ./src/numbers/index.ts







/**
 * The numbers of a cited source, indexed for grounding: make it once per source, use it for every
 * claim citing it. The title's numbers join the excerpt's in one index, so the rules that combine
 * parts of a source hold across them ("on 30 August" in the excerpt and "2023" in the title ground
 * "30 August 2023").
 */
function indexNumbers(source) {
    const { excerpt, title } = typeof source === 'string' ? { excerpt: source, title: undefined } : source;
    const facts = extract_extractNumbers(excerpt);
    if (title)
        for (const fact of extract_extractNumbers(title))
            facts.push(fact);
    return indexFacts(facts);
}
/** Numbers in the statement that none of the cited sources contains in any spelling; [] without sources. */
function findUngroundedNumbers(statement, cited) {
    if (cited.length === 0)
        return [];
    const facts = extractNumbers(statement);
    return withoutStatedConversions(statement, facts, groundNumbers(facts, cited.map((source) => indexNumbers(source))));
}


/***/ }),

/***/ 6805:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D$: () => (/* binding */ isLetter),
/* harmony export */   Ou: () => (/* binding */ isAlnum),
/* harmony export */   Ue: () => (/* binding */ rescale),
/* harmony export */   au: () => (/* binding */ quantity),
/* harmony export */   b: () => (/* binding */ addScaledReadings),
/* harmony export */   eg: () => (/* binding */ groundOnly),
/* harmony export */   gq: () => (/* binding */ toFact),
/* harmony export */   j$: () => (/* binding */ countPart),
/* harmony export */   uP: () => (/* binding */ asName),
/* harmony export */   wG: () => (/* binding */ isJoiner),
/* harmony export */   yp: () => (/* binding */ isDigit),
/* harmony export */   yx: () => (/* binding */ unitsAfter)
/* harmony export */ });
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2537);

const isDigit = (c) => c >= 48 && c <= 57;
const LETTER = /\p{L}/u;
function isLetter(c) {
    if (c < 128)
        return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
    return !Number.isNaN(c) && LETTER.test(String.fromCharCode(c));
}
const isAlnum = (c) => isDigit(c) || isLetter(c);
// Characters that glue a number into an identifier when a letter precedes them: COVID-19, B.1.1.7, Covid/19.
const isJoiner = (c) => c === 45 || c === 46 || c === 47 || c === 95 || c === 0x2010 || c === 0x2011 || c === 0x2013;
function quantity(start, end, values, groundOnly = false) {
    return {
        start,
        end,
        values,
        unit: null,
        kind: 'number',
        scale: null,
        groundOnly,
        weak: false,
        parts: null,
        dates: null,
        bareDigits: false,
        name: null,
        step: null,
        wordBefore: null,
    };
}
/** Multiply every reading by `factor`, keeping the rounding step in proportion. */
function rescale(q, factor) {
    q.values = q.values.map((v) => v * factor);
    if (q.step !== null)
        q.step *= factor;
}
/**
 * Add every reading times `factor`: first when that is the likelier reading ("$5-7m", "5k"), else after
 * the others ("10m" is ten metres first). The step stays the step of values[0].
 */
function addScaledReadings(q, factor, first) {
    const scaled = q.values.map((v) => v * factor);
    q.values = first ? [...scaled, ...q.values] : [...q.values, ...scaled];
    if (first && q.step !== null)
        q.step *= factor;
}
/** The span as a name of the given kind: never reported, grounds only the same kind of name. */
function asName(q, kind) {
    q.groundOnly = true;
    q.name = kind;
    q.step = null;
    return q;
}
/** The digit runs of text[start, end), each as an integer. */
function digitValues(text, start, end) {
    const values = [];
    let n = -1;
    for (let i = start; i < end; i++) {
        const c = text.charCodeAt(i);
        if (isDigit(c))
            n = (n < 0 ? 0 : n * 10) + (c - 48);
        else if (n >= 0) {
            values.push(n);
            n = -1;
        }
    }
    if (n >= 0)
        values.push(n);
    return values;
}
/** The numbers inside a span that states no quantity; they may still ground a claim. */
function groundOnly(text, start, end) {
    const values = digitValues(text, start, end);
    return quantity(start, end, values.length > 0 ? values : [0], true);
}
/** The unit words after a number: percent, then a currency if none came before. */
function unitsAfter(text, q, hasCurrency) {
    if (hasCurrency)
        return;
    const pe = (0,_context_js__WEBPACK_IMPORTED_MODULE_0__/* .percentAfter */ .mw)(text, q.end);
    if (pe >= 0) {
        q.unit = 'percent';
        q.kind = 'percent';
        q.end = pe;
        return;
    }
    const cur = (0,_context_js__WEBPACK_IMPORTED_MODULE_0__/* .currencyAfter */ .UX)(text, q.end);
    if (cur) {
        q.unit = cur.unit;
        q.kind = 'currency';
        q.end = cur.at;
    }
}
/** A plain count read from inside a span, as another reading of it: "12 500" as 12 and 500, "May 12" as 12. */
function countPart(value, start, end) {
    return {
        text: String(value),
        start,
        end,
        value,
        unit: null,
        kind: 'number',
        values: undefined,
        parts: undefined,
        groundOnly: undefined,
        name: undefined,
        step: undefined,
        wordBefore: undefined,
    };
}
function toFact(text, q, kind = q.kind, grouped = false) {
    // Every fact gets the same properties in the same order (absent ones undefined): one object shape
    // keeps property access fast for the caller and for grounding.
    return {
        text: text.slice(q.start, q.end),
        start: q.start,
        end: q.end,
        value: q.values[0] ?? 0,
        unit: q.unit,
        kind,
        values: q.values.length > 1 ? q.values : undefined,
        parts: q.parts ?? undefined,
        groundOnly: q.groundOnly || (q.weak && !grouped) ? true : undefined,
        name: q.name ?? undefined,
        step: q.step ?? undefined,
        wordBefore: q.wordBefore ?? undefined,
    };
}


/***/ }),

/***/ 2111:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F8: () => (/* binding */ CURRENCY_WORD_SOURCE),
/* harmony export */   KR: () => (/* binding */ MONTHS),
/* harmony export */   N1: () => (/* binding */ SCALE_WORDS),
/* harmony export */   Os: () => (/* binding */ CURRENCY_WORDS),
/* harmony export */   P0: () => (/* binding */ UNIT_ORDINAL_SOURCE),
/* harmony export */   PS: () => (/* binding */ MULTIPLIER_VERBS),
/* harmony export */   Rw: () => (/* binding */ TENS),
/* harmony export */   SP: () => (/* binding */ SP),
/* harmony export */   V8: () => (/* binding */ FRACTION_DENOMINATORS),
/* harmony export */   WK: () => (/* binding */ UNIT_WORD_SOURCE),
/* harmony export */   Yp: () => (/* binding */ FRACTION_WORD_SOURCE),
/* harmony export */   ZX: () => (/* binding */ MONTH_SOURCE),
/* harmony export */   _i: () => (/* binding */ MULTIPLIER_WORDS),
/* harmony export */   bk: () => (/* binding */ CONTEXT_WORD_SOURCE),
/* harmony export */   cc: () => (/* binding */ UNIT_ORDINALS),
/* harmony export */   cp: () => (/* binding */ WEAK_ORDINALS),
/* harmony export */   el: () => (/* binding */ COUNT_NOUNS),
/* harmony export */   fe: () => (/* binding */ IDIOM_TAILS),
/* harmony export */   g4: () => (/* binding */ CURRENCY_CODE_SOURCE),
/* harmony export */   gd: () => (/* binding */ ORDINAL_WORDS),
/* harmony export */   jY: () => (/* binding */ SCALE_SUFFIXES),
/* harmony export */   pG: () => (/* binding */ SMALL_NUMBERS),
/* harmony export */   sW: () => (/* binding */ HYPHEN_PREFIXES),
/* harmony export */   t$: () => (/* binding */ DECADE_WORDS),
/* harmony export */   t5: () => (/* binding */ CURRENCY_CODES),
/* harmony export */   uM: () => (/* binding */ CURRENCY_SYMBOLS),
/* harmony export */   vE: () => (/* binding */ KNOWN_NAMES),
/* harmony export */   vg: () => (/* binding */ LABEL_WORDS),
/* harmony export */   xE: () => (/* binding */ UNAMBIGUOUS_SCALE_SUFFIXES),
/* harmony export */   zW: () => (/* binding */ NUMBER_WORD_SOURCE)
/* harmony export */ });
// Vocabulary tables. Patterns are exported as regex sources so the scanners can compile them once.
/** A space in a pattern, no-break ones included. */
const SP = '[\\s\\u00A0\\u202F]';
const SMALL_NUMBERS = new Map([
    ['zero', 0],
    ['one', 1],
    ['two', 2],
    ['three', 3],
    ['four', 4],
    ['five', 5],
    ['six', 6],
    ['seven', 7],
    ['eight', 8],
    ['nine', 9],
    ['ten', 10],
    ['eleven', 11],
    ['twelve', 12],
    ['thirteen', 13],
    ['fourteen', 14],
    ['fifteen', 15],
    ['sixteen', 16],
    ['seventeen', 17],
    ['eighteen', 18],
    ['nineteen', 19],
]);
const TENS = new Map([
    ['twenty', 20],
    ['thirty', 30],
    ['forty', 40],
    ['fifty', 50],
    ['sixty', 60],
    ['seventy', 70],
    ['eighty', 80],
    ['ninety', 90],
]);
const SCALE_WORDS = new Map([
    ['hundred', 1e2],
    ['thousand', 1e3],
    ['million', 1e6],
    ['billion', 1e9],
    ['trillion', 1e12],
]);
/** Abbreviated scales glued to a number ("€112m", "£2bn", "$5k"); keys lower case. */
const SCALE_SUFFIXES = new Map([
    ['k', 1e3],
    ['m', 1e6],
    ['mn', 1e6],
    ['mln', 1e6],
    ['b', 1e9],
    ['bn', 1e9],
    ['tn', 1e12],
    ['trn', 1e12],
]);
/** Suffixes that can only mean a scale, so they need no currency next to them to be read as one. */
const UNAMBIGUOUS_SCALE_SUFFIXES = new Set(['mn', 'mln', 'bn', 'tn', 'trn']);
const NUMBER_WORD_SOURCE = [...SMALL_NUMBERS.keys(), ...TENS.keys(), ...SCALE_WORDS.keys()].join('|');
const UNIT_WORD_SOURCE = [...SMALL_NUMBERS.keys()].slice(1, 10).join('|');
// Capitalised only: "may" and "march" are common English words.
const MONTHS = new Map([
    ['January', 1],
    ['Jan', 1],
    ['February', 2],
    ['Feb', 2],
    ['March', 3],
    ['Mar', 3],
    ['April', 4],
    ['Apr', 4],
    ['May', 5],
    ['June', 6],
    ['Jun', 6],
    ['July', 7],
    ['Jul', 7],
    ['August', 8],
    ['Aug', 8],
    ['September', 9],
    ['Sept', 9],
    ['Sep', 9],
    ['October', 10],
    ['Oct', 10],
    ['November', 11],
    ['Nov', 11],
    ['December', 12],
    ['Dec', 12],
]);
const MONTH_SOURCE = [...MONTHS.keys()].sort((a, b) => b.length - a.length).join('|');
/**
 * Words after which a number may name a thing rather than count it: "Phase 3", "Type 2 diabetes",
 * "Table 1", "group 3". Lower case; a trailing dot is ignored ("Fig. 3"). The number is a name only when
 * no count follows it: in "group 12 patients" the 12 is checked (see COUNT_NOUNS).
 */
const LABEL_WORDS = new Set([
    'phase',
    'stage',
    'grade',
    'type',
    'class',
    'category',
    'level',
    'tier',
    'figure',
    'fig',
    'table',
    'section',
    'sec',
    'subsection',
    'chapter',
    'appendix',
    'annex',
    'step',
    'version',
    'ver',
    'article',
    'item',
    'page',
    'pp',
    'vol',
    'volume',
    'issue',
    'part',
    'schedule',
    'clause',
    'paragraph',
    'para',
    'model',
    'generation',
    'gen',
    'series',
    'wave',
    'dose',
    'arm',
    'group',
    'cohort',
    'study',
    'lineage',
    'clade',
    'no',
    'nr',
    'iso',
    'icd',
    'rule',
    'layer',
    'layers',
    // "arXiv 2512.20845" names a paper; "Finding 1:" heads a research report's point.
    'arxiv',
    'finding',
    // "Reference 1 from collected information": a STORM lead's made-up reference list (deepscholar-bench).
    'reference',
    'ref',
]);
/**
 * Words whose next number is a name only for the numbers listed: "COVID 19", "coronavirus disease 2019",
 * "SARS CoV 2". Any other number after them ("coronavirus disease 2012") is read as a number. The value
 * is the kind of name, shared with the identifiers spelled with a hyphen (COVID-19, SARS-CoV-2).
 */
const KNOWN_NAMES = new Map([
    ['covid', { kind: 'covid', numbers: [19, 2019] }],
    // "novel coronavirus 2019", "Severe Acute Respiratory Syndrome Coronavirus 2"
    ['coronavirus', { kind: 'covid', numbers: [2, 2019] }],
    // after "coronavirus": "coronavirus disease 2019"
    ['disease', { kind: 'covid', numbers: [2019] }],
    ['cov', { kind: 'cov', numbers: [2] }],
]);
/**
 * Plural nouns that a number before them counts: after a label word they make the number a count
 * ("group 12 patients", "dose 2 weeks later"). Kept to nouns that rarely follow a label's number:
 * "Phase 3 trials" and "wave 2 infections" stay names.
 */
const COUNT_NOUNS = new Set([
    'patients',
    'people',
    'persons',
    'participants',
    'subjects',
    'individuals',
    'adults',
    'children',
    'infants',
    'men',
    'women',
    'volunteers',
    'respondents',
    'households',
    'cases',
    'deaths',
    'days',
    'weeks',
    'months',
    'years',
    'hours',
    'minutes',
    'seconds',
    'times',
]);
/** Words that state a multiple: "doubled" is 2, "threefold" is 3. "n-fold" and "n times" are read as digits or number words. */
const MULTIPLIER_WORDS = new Map([
    ['twice', 2],
    ['thrice', 3],
    ['doubled', 2],
    ['tripled', 3],
    ['quadrupled', 4],
    ['twofold', 2],
    ['threefold', 3],
    ['fourfold', 4],
    ['fivefold', 5],
    ['sixfold', 6],
    ['sevenfold', 7],
    ['eightfold', 8],
    ['ninefold', 9],
    ['tenfold', 10],
    ['hundredfold', 100],
    ['thousandfold', 1000],
]);
/**
 * "double" and "triple" are also adjectives ("double-blind", "a triple therapy"), "doubling" a noun
 * ("doubling time", "doubling rate"): read only where a verb's object or a preposition follows.
 */
const MULTIPLIER_VERBS = new Map([
    ['double', 2],
    ['doubles', 2],
    ['doubling', 2],
    ['triple', 3],
    ['triples', 3],
    ['tripling', 3],
    ['quadruple', 4],
    ['quadruples', 4],
    ['quadrupling', 4],
]);
/** Denominators of fraction words; keys lower case, singular and plural. */
const FRACTION_DENOMINATORS = new Map([
    ['half', 2],
    ['halves', 2],
    ['third', 3],
    ['thirds', 3],
    ['quarter', 4],
    ['quarters', 4],
    ['fourth', 4],
    ['fourths', 4],
    ['fifth', 5],
    ['fifths', 5],
    ['sixth', 6],
    ['sixths', 6],
    ['seventh', 7],
    ['sevenths', 7],
    ['eighth', 8],
    ['eighths', 8],
    ['ninth', 9],
    ['ninths', 9],
    ['tenth', 10],
    ['tenths', 10],
]);
const FRACTION_WORD_SOURCE = [...FRACTION_DENOMINATORS.keys()].join('|');
/** The singular fraction words ("a third"); a plural one follows the number word the scan finds ("two-thirds"). */
const SINGULAR_FRACTIONS = [...FRACTION_DENOMINATORS.keys()].filter((word) => !word.endsWith('s'));
/** Decades in words: "the Seventies" is the 1970s, "in his seventies" an age. */
const DECADE_WORDS = new Map([
    ['twenties', 20],
    ['thirties', 30],
    ['forties', 40],
    ['fifties', 50],
    ['sixties', 60],
    ['seventies', 70],
    ['eighties', 80],
    ['nineties', 90],
]);
/**
 * Ordinal words and the rank each states: "fourth" is 4, "twentieth" 20. "first", "second" and
 * "third" are not here: they are mostly no rank at all ("at first", "a second look", "third-party"),
 * and "second" is also a unit of time. After a tens word they are ("twenty-first", UNIT_ORDINALS).
 */
const ORDINAL_WORDS = new Map([
    ['fourth', 4],
    ['fifth', 5],
    ['sixth', 6],
    ['seventh', 7],
    ['eighth', 8],
    ['ninth', 9],
    ['tenth', 10],
    ['eleventh', 11],
    ['twelfth', 12],
    ['thirteenth', 13],
    ['fourteenth', 14],
    ['fifteenth', 15],
    ['sixteenth', 16],
    ['seventeenth', 17],
    ['eighteenth', 18],
    ['nineteenth', 19],
    ['twentieth', 20],
    ['thirtieth', 30],
    ['fortieth', 40],
    ['fiftieth', 50],
    ['sixtieth', 60],
    ['seventieth', 70],
    ['eightieth', 80],
    ['ninetieth', 90],
    ['hundredth', 100],
    ['thousandth', 1000],
]);
/**
 * "first", "second" and "third" on their own: a rank that may ground a claim's "3rd" but is never
 * reported ("at first", "a second look", "the third way" state no figure a source must hold).
 */
const WEAK_ORDINALS = new Map([
    ['first', 1],
    ['second', 2],
    ['third', 3],
]);
/** The ordinal words after a tens word and a hyphen: "twenty-first" is 21, "twenty-fourth" 24. */
const UNIT_ORDINALS = new Map([
    ...WEAK_ORDINALS,
    ...[...ORDINAL_WORDS].filter(([, value]) => value <= 9),
]);
const UNIT_ORDINAL_SOURCE = [...UNIT_ORDINALS.keys()].join('|');
/**
 * Words after a number and a hyphen that make the pair an idiom, not a count: "a two-way flow",
 * "one-sided", "three-dimensional", "a two-pronged approach". Lower case.
 */
const IDIOM_TAILS = new Set([
    'way',
    'ways',
    'sided',
    'dimensional',
    'dimensionally',
    'faced',
    'handed',
    'edged',
    'pronged',
    'tiered',
    'headed',
    'minded',
    'off',
    'liner',
    'liners',
    'stop',
    'shot',
    'size',
]);
/**
 * Words read as numbers only in context (a multiple, a fraction after "a", a decade, an ordinal),
 * found by the scan like number words.
 */
const CONTEXT_WORD_SOURCE = [
    ...new Set([
        ...MULTIPLIER_WORDS.keys(),
        ...MULTIPLIER_VERBS.keys(),
        ...SINGULAR_FRACTIONS,
        ...DECADE_WORDS.keys(),
        ...ORDINAL_WORDS.keys(),
        ...WEAK_ORDINALS.keys(),
    ]),
]
    // Longest first: the scan's alternation takes the first that matches ("sixtieth" before "sixth").
    .sort((a, b) => b.length - a.length)
    .join('|');
/** English prefixes that may join a number with a hyphen without making an identifier ("mid-2020"). */
const HYPHEN_PREFIXES = new Set([
    'mid',
    'pre',
    'post',
    'late',
    'early',
    'end',
    'non',
    'over',
    'under',
    'top',
    'sub',
    'ultra',
    'circa',
    'ca',
    'since',
    'by',
    'from',
    'to',
    'up',
    'around',
    'about',
    'approx',
    'almost',
    'nearly',
    'some',
]);
const CURRENCY_CODES = new Map([
    ['USD', 'USD'],
    ['EUR', 'EUR'],
    ['GBP', 'GBP'],
    ['JPY', 'JPY'],
    ['CHF', 'CHF'],
    ['CNY', 'CNY'],
    ['RMB', 'CNY'],
    ['INR', 'INR'],
    ['AUD', 'AUD'],
    ['CAD', 'CAD'],
]);
const CURRENCY_SYMBOLS = new Map([
    ['$', 'USD'],
    ['US$', 'USD'],
    ['A$', 'AUD'],
    ['C$', 'CAD'],
    ['€', 'EUR'],
    ['£', 'GBP'],
    ['¥', 'JPY'],
    ['₹', 'INR'],
    ['Rs', 'INR'],
    ['Rs.', 'INR'],
    // Other dollars: a currency, but not one the unit list tells apart.
    ['NZ$', null],
    ['HK$', null],
    ['S$', null],
]);
/** Currency names written after the amount; keys lower case, longest first in the pattern. */
const CURRENCY_WORDS = new Map([
    ['us dollars', 'USD'],
    ['us dollar', 'USD'],
    ['u.s. dollars', 'USD'],
    ['u.s. dollar', 'USD'],
    ['australian dollars', 'AUD'],
    ['australian dollar', 'AUD'],
    ['canadian dollars', 'CAD'],
    ['canadian dollar', 'CAD'],
    ['dollars', 'USD'],
    ['dollar', 'USD'],
    ['euros', 'EUR'],
    ['euro', 'EUR'],
    ['pounds sterling', 'GBP'],
    ['pound sterling', 'GBP'],
    ['pounds', 'GBP'],
    ['pound', 'GBP'],
    ['yen', 'JPY'],
    ['swiss francs', 'CHF'],
    ['swiss franc', 'CHF'],
    ['francs', 'CHF'],
    ['yuan', 'CNY'],
    ['renminbi', 'CNY'],
    ['rupees', 'INR'],
    ['rupee', 'INR'],
]);
function escapeRegex(s) {
    return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
const CURRENCY_WORD_SOURCE = [...CURRENCY_WORDS.keys()]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegex)
    .join('|');
const CURRENCY_CODE_SOURCE = [...CURRENCY_CODES.keys()].join('|');


/***/ }),

/***/ 9519:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   __: () => (/* binding */ Budget),
/* harmony export */   dy: () => (/* binding */ utf8Bytes),
/* harmony export */   lW: () => (/* binding */ Omissions),
/* harmony export */   q0: () => (/* binding */ utf16Units)
/* harmony export */ });
// GitHub refuses a step summary over 1 MiB and a comment over 65,536 characters. Renderers
// write through a Budget: optional content is added only while it fits below the limit minus
// a reserve, and the reserve is kept for what must close the document (closing tags, notes
// saying what was left out), so the result is well-formed and never over the limit.
/** The step summary limit is in bytes of the UTF-8 file. */
const utf8Bytes = (text) => Buffer.byteLength(text, 'utf8');
/** UTF-16 code units: never fewer than the characters GitHub counts. */
const utf16Units = (text) => text.length;
class Budget {
    limit;
    reserve;
    measure;
    parts = [];
    used = 0;
    constructor(limit, reserve, measure) {
        this.limit = limit;
        this.reserve = reserve;
        this.measure = measure;
    }
    /** Adds optional content if it fits without touching the reserve. */
    tryAdd(text) {
        return this.add(text, this.limit - this.reserve);
    }
    /** Adds content that must appear; it may use the reserve but never passes the limit. */
    force(text) {
        return this.add(text, this.limit);
    }
    add(text, room) {
        const size = this.measure(text);
        if (this.used + size > room)
            return false;
        this.parts.push(text);
        this.used += size;
        return true;
    }
    toString() {
        return this.parts.join('');
    }
}
/** What a renderer left out, by section, for the closing note. */
class Omissions {
    counts = new Map();
    add(section, count) {
        if (count > 0)
            this.counts.set(section, (this.counts.get(section) ?? 0) + count);
    }
    get any() {
        return this.counts.size > 0;
    }
    entries() {
        return [...this.counts];
    }
}


/***/ }),

/***/ 6109:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   YN: () => (/* binding */ censusLine),
/* harmony export */   ug: () => (/* binding */ passedBut)
/* harmony export */ });
/* unused harmony exports mostlyUnread, reportsMostlyUnread, lostMarksPhrase */
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1509);

/** Reports named after the line, worst first. */
const NAMED = 3;
/** A report's marks are mostly unread when more than half of them are. */
function mostlyUnread(marks) {
    return marks !== undefined && marks.unread > 0 && marks.unread * 2 > marks.seen;
}
/** The reports that lost most of their marks, worst first. */
function reportsMostlyUnread(results) {
    return results.reports
        .filter((report) => mostlyUnread(report.citation_marks))
        .sort((a, b) => (b.citation_marks?.unread ?? 0) - (a.citation_marks?.unread ?? 0));
}
/**
 * "12 of 340 citation marks could not be read" and, for reports that lost most of theirs,
 * "among them all 183 in reports/gemini.md"; null when every mark was read. `file` shows a report's name
 * (the comment escapes and links it; the terminal prints it).
 */
function censusLine(results, file = (r) => r.file) {
    const marks = results.totals.citation_marks;
    if (!marks || marks.unread === 0)
        return null;
    const head = `${marks.unread} of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(marks.seen, 'citation mark')} could not be read`;
    const worst = reportsMostlyUnread(results);
    if (worst.length === 0)
        return `${head}: the sentences they stand in are not checked against their sources`;
    const named = worst.slice(0, NAMED).map((report) => {
        const { seen, unread } = report.citation_marks;
        return `${unread === seen ? `all ${seen}` : `${unread} of ${seen}`} in ${file(report)}`;
    });
    const more = worst.length > NAMED ? `, and most of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(worst.length - NAMED, 'more report')}` : '';
    return `${head}, among them ${named.join(', ')}${more}: those citations are not checked at all`;
}
/**
 * What the decision line adds when the gate passed although some report lost most of its
 * marks (max-unread-markers lifted): "most citation marks of 1 report could not be read".
 */
function lostMarksPhrase(results) {
    const worst = reportsMostlyUnread(results);
    if (worst.length === 0)
        return null;
    return `most citation marks of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(worst.length, 'report')} could not be read`;
}
/** The decision line's "but …": the model's outage and the lost marks, either or both. */
function passedBut(outage, results) {
    const lost = lostMarksPhrase(results);
    return [outage, lost].filter((part) => part !== null).join(', and ') || null;
}


/***/ }),

/***/ 1526:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K7: () => (/* binding */ baseLine),
/* harmony export */   LW: () => (/* binding */ changeLead),
/* harmony export */   Po: () => (/* binding */ countsTable),
/* harmony export */   RC: () => (/* binding */ removedLine),
/* harmony export */   X8: () => (/* binding */ fixedItems),
/* harmony export */   id: () => (/* binding */ verdictChangeItems),
/* harmony export */   my: () => (/* binding */ comparison),
/* harmony export */   y6: () => (/* binding */ changeSentence)
/* harmony export */ });
/* harmony import */ var _results_problems_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2340);
/* harmony import */ var _gate_decide_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5243);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7789);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1509);
/* harmony import */ var _links_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4869);
/* harmony import */ var _words_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5933);
// What the pull request changed, against its base commit: the sentence the comment leads with,
// the small counts table, the claims whose verdict changed and the problems it fixed.






/** Problem groups as a reviewer counts them (named by COUNTED_WORDS); binding errors are one group of three kinds. */
const GROUPS = [
    { check: 'max-contradicted', always: true },
    { check: 'max-high-confidence-unsupported', always: true },
    { check: 'max-binding-errors', always: true },
    { check: 'max-unread-markers', always: true },
    { check: 'max-ungrounded-numbers', always: true },
    { check: 'max-quotes-not-in-source', always: true },
    { check: 'max-no-source-text', always: true },
    { check: 'max-warnings', always: true },
    { check: 'max-uncited-claims', always: false },
    { check: 'max-insufficient', always: false },
    { check: 'max-unverifiable', always: false },
    { check: 'fail-on-unavailable', always: false },
    { check: 'max-provenance-not-found', always: true, neverFixed: true },
    { check: 'max-provenance-unreachable', always: false, neverFixed: true },
    { check: 'max-retracted', always: true, neverFixed: true },
    { check: 'max-references-not-found', always: true, neverFixed: true },
    { check: 'max-references-mismatch', always: true, neverFixed: true },
];
/** The comparison when one was made; null without a base or when it could not be read. */
function comparison(results) {
    return results.base && results.base.note === null ? results.base : null;
}
function groupsShown(results) {
    const limited = new Set(results.gate.checks.filter((check) => (0,_gate_decide_js__WEBPACK_IMPORTED_MODULE_1__/* .isLimitSet */ .Qp)(check.limit)).map((check) => check.name));
    return GROUPS.filter((group) => group.always || limited.has(group.check));
}
function countIn(rows, group, status) {
    const kinds = _results_problems_js__WEBPACK_IMPORTED_MODULE_0__/* .CHECK_PROBLEM_KINDS */ .RD[group.check] ?? [];
    return rows.filter((row) => row.status === status && kinds.includes(row.kind)).length;
}
/** "This pull request adds 1 contradicted claim, fixes 1 binding error and changes no verdict." */
function changeSentence(results) {
    const base = comparison(results);
    if (!base)
        return null;
    const groups = groupsShown(results);
    const phrase = (status) => groups
        .map((group) => [countIn(base.problems, group, status), group])
        .filter(([count]) => count > 0)
        .map(([count, group]) => (0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(count, _words_js__WEBPACK_IMPORTED_MODULE_5__/* .COUNTED_WORDS */ .jC[group.check].one, _words_js__WEBPACK_IMPORTED_MODULE_5__/* .COUNTED_WORDS */ .jC[group.check].many));
    const added = phrase('new');
    const fixed = phrase('fixed');
    const verdicts = base.verdict_changes.length;
    const clauses = [
        ...(added.length > 0 ? [`adds ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .listWords */ .yh)(added)}`] : []),
        ...(fixed.length > 0 ? [`fixes ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .listWords */ .yh)(fixed)}`] : []),
    ];
    if (clauses.length === 0)
        clauses.push('adds and fixes no problem');
    clauses.push(verdicts === 0 ? 'changes no verdict' : `changes ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(verdicts, 'verdict')}`);
    const earlier = clauses.slice(0, -1);
    // "adds A and B, fixes C, and changes no verdict": a comma before the last clause when a list has an "and".
    const last = earlier.some((clause) => clause.includes(' and ')) ? ', and ' : ' and ';
    return `This pull request ${earlier.join(', ')}${last}${clauses[clauses.length - 1]}.`;
}
/** The lead of the job summary and the comment: the sentence in bold, and that only new problems count under gate-on: new. */
function changeLead(results) {
    const change = changeSentence(results);
    if (change === null)
        return null;
    return `**${change}**${results.gate.gate_on === 'new' ? ' Only new problems count toward the limits (gate-on: new).' : ''}`;
}
/** "| | New | Unchanged | Fixed |" with a row per group that has any; null when all are zero. */
function countsTable(results) {
    const base = comparison(results);
    if (!base)
        return null;
    const rows = groupsShown(results)
        .map((group) => [
        group,
        countIn(base.problems, group, 'new'),
        countIn(base.problems, group, 'unchanged'),
        countIn(base.problems, group, 'fixed'),
    ])
        .filter(([, ...counts]) => counts.some((count) => count > 0))
        .map(([group, fresh, unchanged, fixed]) => {
        const { many } = _words_js__WEBPACK_IMPORTED_MODULE_5__/* .COUNTED_WORDS */ .jC[group.check];
        return `| ${many.charAt(0).toUpperCase() + many.slice(1)} | ${fresh} | ${unchanged} | ${group.neverFixed ? '—' : fixed} |`;
    });
    if (rows.length === 0)
        return null;
    return ['| | New | Unchanged | Fixed |', '| --- | ---: | ---: | ---: |', ...rows].join('\n') + '\n';
}
/** "This pull request removes 1 report: a.report.json (…)", for the comment, which has no base line; null when it removes none. */
function removedLine(results) {
    const gone = comparison(results)?.removed ?? [];
    if (gone.length === 0)
        return null;
    return `This pull request removes ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(gone.length, 'report')}: ${gone.map((file) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .inert */ .tJ)(file, 300)).join(', ')} (the problems ${gone.length === 1 ? 'it' : 'each'} held count as fixed).`;
}
/** One line naming the base: "Compared with the base commit abc1234: 4 reports in both; 1 report added by this pull request." */
function baseLine(results, links) {
    const base = results.base;
    if (!base)
        return null;
    if (base.note !== null)
        return (0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .inert */ .tJ)(base.note, 1000);
    const sha = base.sha ? (0,_links_js__WEBPACK_IMPORTED_MODULE_4__/* .commitLink */ .wn)(links, base.sha) : 'the base commit';
    const added = base.added.length > 0 ? `; ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(base.added.length, 'report')} added by this pull request` : '';
    const gone = base.removed ?? [];
    const removed = gone.length > 0
        ? `; ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(gone.length, 'report')} removed by this pull request (the problems ${gone.length === 1 ? 'it' : 'each'} held count as fixed): ${gone.map((file) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .inert */ .tJ)(file, 300)).join(', ')}`
        : '';
    const left = base.not_compared ?? [];
    const notCompared = left.length > 0
        ? `; ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(left.length, 'report')} not compared, every problem in it counted as new: ${left.map((entry) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .inert */ .tJ)(entry.reason, 300)).join('; ')}`
        : '';
    return `Compared with the base commit ${sha}: ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(base.compared.length, 'report')} in both${added}${removed}${notCompared}.`;
}
/** List items of the claims whose verdict changed. */
function verdictChangeItems(results, links, max) {
    const base = comparison(results);
    if (!base)
        return [];
    return base.verdict_changes.map((change) => `- ${(0,_links_js__WEBPACK_IMPORTED_MODULE_4__/* .locationLink */ .su)(links, change.at ?? change.file, change.line)} claim ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .inert */ .tJ)(change.claim_id, 100)}: ${change.from} → **${change.to}**: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .inert */ .tJ)(change.statement, max)}\n`);
}
/** List items of the problems the pull request fixed, linked to their lines in the base. */
function fixedItems(results, links) {
    const base = comparison(results);
    if (!base)
        return [];
    return base.problems
        .filter((row) => row.status === 'fixed')
        .map((row) => `- ${(0,_links_js__WEBPACK_IMPORTED_MODULE_4__/* .locationLink */ .su)(links, row.at ?? row.file, row.line, undefined, links?.baseSha ?? base.sha)} ${(0,_words_js__WEBPACK_IMPORTED_MODULE_5__/* .problemPhrase */ .le)(row)}${row.report_removed ? ' (the report was removed)' : ''}\n`);
}


/***/ }),

/***/ 8141:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   COMMENT_LIMIT_CHARS: () => (/* binding */ COMMENT_LIMIT_CHARS),
/* harmony export */   commentMarker: () => (/* binding */ commentMarker),
/* harmony export */   renderComment: () => (/* binding */ renderComment)
/* harmony export */ });
/* harmony import */ var _budget_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(9519);
/* harmony import */ var _change_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1526);
/* harmony import */ var _census_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6109);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7789);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1509);
/* harmony import */ var _markdown_blocks_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(486);
/* harmony import */ var _sections_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1102);
/* harmony import */ var _summary_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9311);
/* harmony import */ var _words_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(5933);
/* harmony import */ var _recall_section_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(3417);
/* harmony import */ var _recall_words_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(2823);
/* harmony import */ var _provenance_section_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(9491);
/* harmony import */ var _reference_section_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(2587);
/* harmony import */ var _waivers_section_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(6016);
/* harmony import */ var _snapshot_changes_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(9558);
/* harmony import */ var _source_text_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(3635);
















const COMMENT_LIMIT_CHARS = 65_536;
const RESERVE_CHARS = 2_000;
/** Items shown open in each section; the rest are folded, up to CAP in all. */
const VISIBLE = 5;
const CAP = 20;
/** The hidden first line that identifies this action's comment for a key. */
function commentMarker(key) {
    return `<!-- citegate:comment-key=${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .markerValue */ .u)(key)} -->`;
}
function renderComment(results, options) {
    const budget = new _budget_js__WEBPACK_IMPORTED_MODULE_15__/* .Budget */ .__(options.limitChars ?? COMMENT_LIMIT_CHARS, RESERVE_CHARS, _budget_js__WEBPACK_IMPORTED_MODULE_15__/* .utf16Units */ .q0);
    const omissions = new _budget_js__WEBPACK_IMPORTED_MODULE_15__/* .Omissions */ .lW();
    const links = options.links ?? null;
    const runLink = options.runUrl ? (0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .safeLinkUrl */ .Hp)(options.runUrl) : null;
    const restIn = runLink ? `the [job summary](${runLink})` : 'the job summary';
    const { totals, gate } = results;
    budget.force(`${commentMarker(options.key)}\n`);
    budget.force(`### ${(0,_markdown_blocks_js__WEBPACK_IMPORTED_MODULE_4__/* .decision */ .xR)(gate, totals, (0,_census_js__WEBPACK_IMPORTED_MODULE_1__/* .passedBut */ .ug)((0,_words_js__WEBPACK_IMPORTED_MODULE_7__/* .modelOutage */ .dO)(results), results))}\n\n`);
    const census = (0,_census_js__WEBPACK_IMPORTED_MODULE_1__/* .censusLine */ .YN)(results, (report) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .inert */ .tJ)(report.file, 200));
    if (census)
        budget.force(`**${census}.**\n\n`);
    const change = (0,_change_js__WEBPACK_IMPORTED_MODULE_0__/* .changeLead */ .LW)(results);
    if (change)
        budget.force(`${change}\n\n`);
    const table = (0,_change_js__WEBPACK_IMPORTED_MODULE_0__/* .countsTable */ .Po)(results);
    if (table)
        budget.tryAdd(`${table}\n`);
    // Before any section: a pull request may waive its own findings, and the reviewer must see it.
    const waivers = (0,_waivers_section_js__WEBPACK_IMPORTED_MODULE_12__/* .waiverLead */ .b)(results);
    if (waivers)
        budget.force(`${waivers}\n\n`);
    const snapshots = (0,_snapshot_changes_js__WEBPACK_IMPORTED_MODULE_13__/* .snapshotChangeLead */ .p)(results);
    if (snapshots)
        budget.force(`${snapshots}\n\n`);
    if (results.base && results.base.note !== null)
        budget.tryAdd(`${(0,_change_js__WEBPACK_IMPORTED_MODULE_0__/* .baseLine */ .K7)(results, links)}\n\n`);
    const removed = (0,_change_js__WEBPACK_IMPORTED_MODULE_0__/* .removedLine */ .RC)(results);
    if (removed)
        budget.tryAdd(`${removed}\n\n`);
    if (gate.gate_on_note)
        budget.tryAdd(`${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .inert */ .tJ)(gate.gate_on_note, 500)}\n\n`);
    const verifier = (0,_words_js__WEBPACK_IMPORTED_MODULE_7__/* .verifierLine */ .de)(results, options.hints ?? _summary_js__WEBPACK_IMPORTED_MODULE_6__.ACTION_HINTS, options.fork);
    if (verifier)
        budget.tryAdd(`${verifier}\n\n`);
    const usage = (0,_recall_words_js__WEBPACK_IMPORTED_MODULE_9__/* .usageWords */ .Zy)(results);
    if (usage)
        budget.tryAdd(`Semantic verifier: ${usage}.\n\n`);
    const trust = (0,_markdown_blocks_js__WEBPACK_IMPORTED_MODULE_4__/* .trustBlock */ .Qk)(results, options.fork ?? false, VISIBLE, restIn);
    if (trust)
        budget.tryAdd(`${trust}\n`);
    if (options.note)
        budget.force(`${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .inert */ .tJ)(options.note, 500)}\n\n`);
    budget.force(`${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(totals.reports, 'report')} · ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(totals.claims, 'claim')}: ${(0,_markdown_blocks_js__WEBPACK_IMPORTED_MODULE_4__/* .verdictCounts */ .US)(totals)}\n\n`);
    const recall = (0,_recall_section_js__WEBPACK_IMPORTED_MODULE_8__/* .recallBlock */ .$)(results, links, VISIBLE, true);
    if (recall)
        budget.tryAdd(recall);
    for (const section of (0,_sections_js__WEBPACK_IMPORTED_MODULE_5__/* .checkSections */ .fM)(results, { links, detail: 'comment' })) {
        (0,_markdown_blocks_js__WEBPACK_IMPORTED_MODULE_4__/* .addFoldedSection */ .$Z)(budget, omissions, section, { level: '####', visible: VISIBLE, cap: CAP, restIn });
    }
    (0,_waivers_section_js__WEBPACK_IMPORTED_MODULE_12__/* .addWaiverSections */ .Q)(budget, omissions, results, { links, restIn, cap: CAP, level: '####' });
    (0,_provenance_section_js__WEBPACK_IMPORTED_MODULE_10__/* .addProvenanceSection */ .Y)(budget, omissions, results, { restIn, cap: CAP, maxText: 200, openUpTo: VISIBLE, links });
    (0,_reference_section_js__WEBPACK_IMPORTED_MODULE_11__/* .addReferenceSection */ .Cc)(budget, omissions, results, { restIn, cap: CAP, openUpTo: VISIBLE, links, detail: 'comment' });
    (0,_source_text_js__WEBPACK_IMPORTED_MODULE_14__/* .addSourceTextSections */ .kM)(budget, omissions, results, { restIn, cap: CAP, links });
    const changed = (0,_change_js__WEBPACK_IMPORTED_MODULE_0__/* .verdictChangeItems */ .id)(results, links, 300);
    (0,_markdown_blocks_js__WEBPACK_IMPORTED_MODULE_4__/* .addListSection */ .rG)(budget, omissions, {
        title: 'Verdicts changed by this pull request',
        items: changed,
        render: (item) => item,
        open: false,
        cap: CAP,
        restIn,
    });
    (0,_markdown_blocks_js__WEBPACK_IMPORTED_MODULE_4__/* .addListSection */ .rG)(budget, omissions, {
        title: 'Fixed by this pull request',
        items: (0,_change_js__WEBPACK_IMPORTED_MODULE_0__/* .fixedItems */ .X8)(results, links),
        render: (item) => item,
        open: false,
        cap: CAP,
        restIn,
    });
    if (omissions.any)
        budget.force(`Some items were left out to stay under GitHub's comment size limit: see ${restIn}.\n\n`);
    budget.force(runLink ? `Full results: [job summary of this run](${runLink})\n` : 'Full results: the job summary of this run\n');
    return budget.toString();
}


/***/ }),

/***/ 7789:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FV: () => (/* binding */ escapeMarkdown),
/* harmony export */   Hp: () => (/* binding */ safeLinkUrl),
/* harmony export */   Hw: () => (/* binding */ linkOrText),
/* harmony export */   tJ: () => (/* binding */ inert),
/* harmony export */   u: () => (/* binding */ markerValue),
/* harmony export */   xr: () => (/* binding */ annotationText),
/* harmony export */   xv: () => (/* reexport safe */ _text_truncate_js__WEBPACK_IMPORTED_MODULE_1__.x)
/* harmony export */ });
/* harmony import */ var _text_controls_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7453);
/* harmony import */ var _text_http_url_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3831);
/* harmony import */ var _text_truncate_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3377);
// Untrusted text (claims, excerpts, quotes, titles, model output, file names) rendered into
// GitHub markdown must stay text. CommonMark treats a character reference (`&#91;`) as a
// literal character, never as syntax, so every character that markdown, HTML or GFM tables
// give meaning to is written as a reference. GitHub's mention, issue-reference and autolink
// filters run later, on the decoded text, so references alone do not stop them: a zero-width
// space (U+200B) is put where it breaks their patterns (`@`, `#`, `://`, `www.`, `GH-`).
// Annotations are plain text in the log instead, where control characters are what acts.




const ZWSP = '&#8203;';
/** Characters written as numeric references wherever they appear. */
const REFERENCES = {
    '&': '&amp;',
    '<': '&lt;',
    '>': '&gt;',
    '"': '&quot;',
    "'": '&#39;',
    '|': '&#124;', // a table cell boundary, even inside a link or code span
    '`': '&#96;', // code spans
    '\\': '&#92;', // backslash escapes
    '[': '&#91;', // links, images, footnotes, task lists
    ']': '&#93;',
    '*': '&#42;', // emphasis, list bullets, thematic breaks
    _: '&#95;',
    '~': '&#126;', // strikethrough, code fences
    $: '&#36;', // GitHub math
    '!': '&#33;', // images
    ':': '&#58;', // emoji shortcodes
    '@': `&#64;${ZWSP}`, // mentions (@user, @org/team) and e-mail autolinks
    '#': `&#35;${ZWSP}`, // issue references (#1, owner/repo#1), headings
};
/** Line breaks end a table row or a list item: every kind becomes one space. */
const LINE_BREAKS = /[\r\n\u2028\u2029\u0085\v\f]+/g;
/** Control characters (tab excepted, it is folded to a space) render as nothing useful. */
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u0008\u000e-\u001f\u007f-\u009f]/g;
/** Bidirectional overrides can make the displayed text differ from what was written. */
const BIDI = /[\u202a-\u202e\u2066-\u2069]/g;
const SPECIAL = /[&<>"'|`\\[\]*_~$!:@#]/g;
/** Untrusted text as inert inline markdown: one line, no markup, no mentions, no links. */
function escapeMarkdown(text) {
    const flat = text.replace(LINE_BREAKS, ' ').replace(/\t/g, ' ').replace(CONTROLS, '').replace(BIDI, '').trim();
    return flat
        .replace(SPECIAL, (char) => REFERENCES[char])
        .replace(/\/\//g, `/${ZWSP}/`) // `://` autolinks (the colon is already a reference)
        .replace(/(w)(w)(w)\./gi, `$1$2$3${ZWSP}.`) // www. autolinks
        .replace(/\b(gh)-/gi, `$1${ZWSP}-`) // GH-123 issue references
        .replace(/^[-+=]/, (char) => `&#${char.charCodeAt(0)};`) // a list bullet or setext underline at the start of a list item
        .replace(/^(\d+)([.)])/, (_all, digits, mark) => `${digits}&#${mark.charCodeAt(0)};`); // an ordered list
}
/** Flattens, shortens and escapes: the usual way to show an untrusted string. */
function inert(text, max = 500) {
    return escapeMarkdown((0,_text_truncate_js__WEBPACK_IMPORTED_MODULE_1__/* .truncate */ .x)(text.replace(LINE_BREAKS, ' ').trim(), max));
}
/**
 * Untrusted text in an annotation (shown as plain text, never markdown, in the log and on the
 * checks page, whose viewer renders ANSI): control characters shown escaped (line breaks as
 * `\n`, ESC as `\x1b`, bidi controls as `\u202e`), other whitespace runs flattened to one
 * space, shortened so one claim or page cannot flood the checks page.
 */
function annotationText(text, max) {
    return (0,_text_truncate_js__WEBPACK_IMPORTED_MODULE_1__/* .truncate */ .x)((0,_text_controls_js__WEBPACK_IMPORTED_MODULE_0__/* .showControls */ .mz)(text).replace(/\s+/g, ' ').trim(), max);
}
/**
 * A URL safe to use as a markdown link destination, or null when it must not be linked:
 * only absolute http(s) URLs qualify. Everything outside a conservative set of URL characters
 * is percent-encoded, so the destination cannot end early (`)`, space), split a table (`|`)
 * or carry markup.
 */
function safeLinkUrl(raw) {
    const url = (0,_text_http_url_js__WEBPACK_IMPORTED_MODULE_2__/* .httpUrl */ .q)(raw.trim());
    if (url === null)
        return null;
    if (url.username !== '' || url.password !== '')
        return null; // credentials in a link are never intended
    return url.href.replace(/[^A-Za-z0-9\-._~:/?#@!$&+,;=%]/g, (char) => percentEncode(char)).replace(/&/g, '&amp;');
}
function percentEncode(char) {
    return Array.from(new TextEncoder().encode(char), (byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join('');
}
/** `[text](url)` when the URL is linkable, else the text followed by the inert URL. */
function linkOrText(text, url, maxText = 200) {
    const label = inert(text, maxText);
    const href = safeLinkUrl(url);
    return href === null ? `${label} (${inert(url, 200)})` : `[${label}](${href})`;
}
/**
 * The value of an HTML-comment marker: letters, digits and `._` kept, everything else
 * percent-encoded, so the marker can neither end the comment (`--`, `>`) nor be confused
 * with another key.
 */
function markerValue(key) {
    return Array.from(key, (char) => (/^[A-Za-z0-9._]$/.test(char) ? char : percentEncode(char))).join('');
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

/***/ 6374:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I1: () => (/* binding */ citedIds),
/* harmony export */   Tx: () => (/* binding */ foundInMarkdown),
/* harmony export */   Ug: () => (/* binding */ foundInLine),
/* harmony export */   Z9: () => (/* binding */ placeText)
/* harmony export */ });
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7789);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1509);
/* harmony import */ var _links_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4869);



/** Places named in a line; the results file lists up to 10, and how many there were. */
const SHOWN = 3;
/** How the report names a record: `[3]` for a numbered source (STORM, ALCE, a numbered list), else its ID. */
function evidenceName(id) {
    return /^\d{1,6}$/.test(id) ? `[${id}]` : id;
}
/** A URL as its ID (Markdown records): the title says it better, so the ID is left out. */
const idIsUrl = (id) => /^https?:\/\//i.test(id);
// Each report's pairs grouped by claim, built once: a report may have thousands of findings to
// place, and a scan of all its pairs per finding grew with the square of the report.
const citedIndex = new WeakMap();
/** The evidence IDs a claim cites, in the report's pairs. */
function citedIds(report, claimId) {
    let index = citedIndex.get(report);
    if (!index) {
        index = new Map();
        for (const pair of report.pairs) {
            const ids = index.get(pair.claim_id);
            if (ids)
                ids.push(pair.evidence_id);
            else
                index.set(pair.claim_id, [pair.evidence_id]);
        }
        citedIndex.set(report, index);
    }
    return [...(index.get(claimId) ?? [])];
}
/** "[3] Loudwire's best rock albums (snippet 2)": one place in plain text. */
function placeText(found, max = 80) {
    const name = idIsUrl(found.evidence_id) ? '' : `${evidenceName(found.evidence_id)} `;
    const folding = found.folding ? `, after ${FOLDING_WORDS[found.folding]}` : '';
    return `${name}${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN)(found.label, max)} (${found.where}${folding})`;
}
const FOLDING_WORDS = {
    whitespace: 'collapsing whitespace',
    case: 'case folding',
    typography: 'plain quotes and dashes',
};
/** "[1]", "[1] and [2]", "ev-a": what the finding's claim cites, by name. */
function citedWords(cited) {
    return (0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .listWords */ .yh)(cited.map((id) => (idIsUrl(id) ? (0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN)(id, 60) : evidenceName(id))));
}
/**
 * One line in plain text: `"2019" is in [3] Title (snippet 2), not in the cited [1]`; with
 * several places, `… is in 3 other sources: [3] … (snippet 2); [5] … (excerpt)`. Null without `found_in`.
 */
function foundInLine(subject, item, cited) {
    const found = item.found_in ?? [];
    if (found.length === 0)
        return null;
    const total = item.found_in_total ?? found.length;
    const shown = found.slice(0, SHOWN);
    const places = shown.map((place) => placeText(place)).join('; ');
    const more = total > shown.length ? `; and ${total - shown.length} more` : '';
    const where = total === 1 ? `is in ${places}` : `is in ${total} other sources: ${places}${more}`;
    const not = cited.length === 0 ? '' : `, not in the cited ${citedWords(cited)}`;
    return `${subject} ${where}${not}`;
}
/**
 * Markdown: "found in [3] [Loudwire's best rock albums](line link) (snippet 2)", each record
 * linked to its line in the report (the passage's line in a snapshot file), or to its URL where
 * the record has no line (the pipeline's records). Null without `found_in`.
 */
function foundInMarkdown(report, item, links, cited, subject) {
    const found = item.found_in ?? [];
    if (found.length === 0)
        return null;
    const rows = new Map(report.evidence.map((row) => [row.id, row]));
    const total = item.found_in_total ?? found.length;
    const places = found.slice(0, SHOWN).map((place) => {
        const row = rows.get(place.evidence_id);
        const file = place.file ?? row?.file ?? (row?.line === undefined ? undefined : report.file);
        const line = place.line ?? row?.line;
        const href = (file === undefined ? null : (0,_links_js__WEBPACK_IMPORTED_MODULE_2__/* .blobUrl */ .b0)(links, links?.headSha, file, line)) ?? (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .safeLinkUrl */ .Hp)(row?.url ?? '');
        const name = idIsUrl(place.evidence_id) ? '' : `${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .inert */ .tJ)(evidenceName(place.evidence_id), 110)} `;
        const label = `${name}${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .inert */ .tJ)(place.label, 100)}`;
        const folding = place.folding ? `, after ${FOLDING_WORDS[place.folding]}` : '';
        return `${href === null ? `**${label}**` : `[${label}](${href})`} (${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .inert */ .tJ)(place.where, 60)}${folding})`;
    });
    const more = total > places.length ? `; and ${total - places.length} more` : '';
    const lead = subject === undefined ? 'found in' : `${subject} found in`;
    const not = cited.length === 0 ? '' : `, not in the cited ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .inert */ .tJ)(citedWords(cited), 200)}`;
    return total === 1
        ? `${lead} ${places[0]}${not}`
        : `${lead} ${total} other sources: ${places.join('; ')}${more}${not}`;
}


/***/ }),

/***/ 4869:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b0: () => (/* binding */ blobUrl),
/* harmony export */   su: () => (/* binding */ locationLink),
/* harmony export */   wn: () => (/* binding */ commitLink)
/* harmony export */ });
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7789);
// Every `path:line` a reviewer reads links to that line of the file at the commit that was
// checked: {server}/{owner}/{repo}/blob/{sha}/{path}#L{line}.

const encodePath = (file) => file.split('/').map(encodeURIComponent).join('/');
/** {server}/{owner}/{repo}, not yet made safe. */
const repositoryUrl = (links) => `${links.serverUrl}/${encodeURIComponent(links.owner)}/${encodeURIComponent(links.repo)}`;
/** The blob URL of a line, already safe as a markdown link destination; null when it cannot be made. */
function blobUrl(links, sha, file, line) {
    if (!links || !sha)
        return null;
    const anchor = line && line > 0 ? `#L${line}` : '';
    return (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .safeLinkUrl */ .Hp)(`${repositoryUrl(links)}/blob/${encodeURIComponent(sha)}/${encodePath(file)}${anchor}`);
}
/** `[abc1234](commit URL)`, or the short SHA alone when there is nothing to link to. */
function commitLink(links, sha) {
    const short = (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .inert */ .tJ)(sha.slice(0, 7), 10);
    if (!links)
        return short;
    const url = (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .safeLinkUrl */ .Hp)(`${repositoryUrl(links)}/commit/${encodeURIComponent(sha)}`);
    return url === null ? short : `[${short}](${url})`;
}
/** `[path:line](blob URL)`, or bold `path:line` when there is nothing to link to. The text is escaped. */
function locationLink(links, file, line, column, sha = links?.headSha) {
    const at = line && line > 0 ? `:${line}${column ? `:${column}` : ''}` : '';
    const text = (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .inert */ .tJ)(`${file}${at}`, 300);
    const url = blobUrl(links, sha, file, line);
    return url === null ? `**${text}**` : `[${text}](${url})`;
}


/***/ }),

/***/ 486:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $Z: () => (/* binding */ addFoldedSection),
/* harmony export */   Qk: () => (/* binding */ trustBlock),
/* harmony export */   US: () => (/* binding */ verdictCounts),
/* harmony export */   YV: () => (/* binding */ failedCheckList),
/* harmony export */   k0: () => (/* binding */ gateTable),
/* harmony export */   pw: () => (/* binding */ contradictingPairs),
/* harmony export */   rG: () => (/* binding */ addListSection),
/* harmony export */   xR: () => (/* binding */ decision)
/* harmony export */ });
/* harmony import */ var _results_provenance_records_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3052);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1509);
/* harmony import */ var _gate_decide_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5243);
/* harmony import */ var _words_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5933);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7789);
// Markdown pieces shared by the job summary and the pull-request comment. Every untrusted
// string goes through ./escape.ts here; callers pass raw results, never pre-built markdown.





/** A `<details>` block with one list item per entry, as many as the budget allows. */
function addListSection(budget, omissions, section) {
    const total = section.items.length;
    if (total === 0)
        return;
    const head = `<details${section.open ? ' open' : ''}>\n<summary><strong>${section.title} (${total})</strong></summary>\n\n`;
    if (!budget.tryAdd(head)) {
        omissions.add(section.title, total);
        return;
    }
    const cap = section.cap ?? Number.POSITIVE_INFINITY;
    let shown = 0;
    let outOfRoom = false;
    for (const item of section.items) {
        if (shown >= cap)
            break;
        if (!budget.tryAdd(section.render(item))) {
            outOfRoom = true;
            break;
        }
        shown++;
    }
    const rest = total - shown;
    if (rest > 0) {
        if (outOfRoom)
            omissions.add(section.title, rest);
        const why = outOfRoom ? ' left out to stay under the size limit' : '';
        budget.force(`- … and ${rest} more${why}: see ${section.restIn}\n`);
    }
    budget.force('\n</details>\n\n');
}
// Built once per report: lists of 20,000 claims must not scan every pair for every claim.
const contradictingByClaim = new WeakMap();
/** The value a check measured; under gate-on new, the new count (the results file's `value`) with the total beside it. */
function checkValue(check, totals, results) {
    return `${measuredValue(check, totals, results ? (0,_words_js__WEBPACK_IMPORTED_MODULE_3__/* .unconfirmedValues */ .vz)(check, results) : '')}${check.waived ? `, ${check.waived} waived` : ''}`;
}
/** The value, and in one parenthesis what else it counts and (`both`) its values with and without unconfirmed verdicts. */
function measuredValue(check, totals, both) {
    const aside = (part) => {
        const parts = [part, both].filter((each) => each !== '');
        return parts.length === 0 ? '' : ` (${parts.join('; ')})`;
    };
    if (check.counted === 'new' && check.all_value !== undefined)
        return `${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatNewValue */ .jH)(check.value, check.name)}${aside((0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatAllValue */ .Kv)(check.all_value, check.name))}`;
    if (check.base_value !== undefined)
        return `${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatValue */ .Fl)(check.value, check.name)}${aside(`base ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatValue */ .Fl)(check.base_value, check.name)}`)}`;
    const parts = check.name === 'max-binding-errors' && check.counted !== 'new' ? (0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .bindingErrorParts */ .SP)(totals) : '';
    return `${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatValue */ .Fl)(check.value, check.name)}${aside(parts)}`;
}
/** The checks that have a limit, as a table; the unset ones on one line after it. */
function gateTable(checks, totals, results) {
    const set = checks.filter((check) => (0,_gate_decide_js__WEBPACK_IMPORTED_MODULE_2__/* .isLimitSet */ .Qp)(check.limit));
    const unset = checks.filter((check) => !(0,_gate_decide_js__WEBPACK_IMPORTED_MODULE_2__/* .isLimitSet */ .Qp)(check.limit));
    const rows = set.map((check) => `| ${check.name} | ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatLimit */ .tW)(check.limit, check.name)} | ${checkValue(check, totals, results)} | ${check.passed ? '✅ passed' : '❌ failed'} |`);
    const table = rows.length > 0
        ? ['| Check | Limit | Value | Result |', '| --- | --- | ---: | --- |', ...rows].join('\n') + '\n\n'
        : '';
    const line = unset.length > 0
        ? `Not set (no limit): ${unset.map((check) => `${check.name} ${checkValue(check, totals, results)}`).join(' · ')}\n\n`
        : '';
    return table + line;
}
/** Findings a passing run still names (in COUNTED_WORDS), with the check that would limit them. */
const FINDINGS = [
    ['max-binding-errors', (totals) => totals.binding_errors],
    ['max-contradicted', (totals) => totals.contradicted],
    ['max-high-confidence-unsupported', (totals) => totals.high_confidence_unsupported],
    ['max-unread-markers', (totals) => totals.unread_markers ?? 0],
    ['max-ungrounded-numbers', (totals) => totals.ungrounded_numbers],
    [
        'max-provenance-not-found',
        (totals) => (0,_gate_decide_js__WEBPACK_IMPORTED_MODULE_2__/* .provenanceCount */ .XF)(totals, _results_provenance_records_js__WEBPACK_IMPORTED_MODULE_0__/* .PROVENANCE_PROBLEM_STATUSES */ .Nw.provenance_not_found) ?? 0,
    ],
];
/**
 * The decision, as the summary and the comment head with it. A pass with findings names them
 * and that no limit was set: "✅ citegate passed — 1 contradicted claim (no limit set on max-contradicted)".
 * `outage` (modelOutage) is said in the same line: a pass with nothing verified is no plain pass.
 */
function decision(gate, totals, outage = null) {
    if (!gate.passed) {
        const failed = gate.checks.filter((check) => !check.passed).map((check) => check.name);
        const names = failed.length <= 3 ? (0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .listWords */ .yh)(failed) : `${failed.slice(0, 2).join(', ')} and ${failed.length - 2} more checks`;
        return `❌ citegate failed: ${names} over ${failed.length === 1 ? 'its limit' : 'their limits'}${outage ? `, and ${outage}` : ''}`;
    }
    if (outage)
        return `⚠️ citegate passed, but ${outage}`;
    if (!totals)
        return '✅ citegate passed';
    const unset = new Set(gate.checks.filter((check) => !(0,_gate_decide_js__WEBPACK_IMPORTED_MODULE_2__/* .isLimitSet */ .Qp)(check.limit)).map((check) => check.name));
    const found = FINDINGS.filter(([name, count]) => unset.has(name) && count(totals) > 0);
    if (found.length === 0)
        return '✅ citegate passed';
    const counts = found
        .map(([name, count]) => (0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(count(totals), _words_js__WEBPACK_IMPORTED_MODULE_3__/* .COUNTED_WORDS */ .jC[name].one, _words_js__WEBPACK_IMPORTED_MODULE_3__/* .COUNTED_WORDS */ .jC[name].many))
        .join(', ');
    return `✅ citegate passed — ${counts} (no limit set on ${found.map(([name]) => name).join(', ')})`;
}
/**
 * A section with its first `visible` items, the rest folded (up to `cap` in all), then
 * "… N more in the job summary" for what is beyond the cap or the budget.
 */
function addFoldedSection(budget, omissions, section, options) {
    const head = `${options.level} ${section.heading}\n\n`;
    if (!budget.tryAdd(head)) {
        omissions.add(section.heading, section.items.length);
        return;
    }
    const total = section.items.length;
    let shown = 0;
    let outOfRoom = false;
    const add = (limit) => {
        while (shown < Math.min(limit, total)) {
            if (!budget.tryAdd(section.items[shown].markdown())) {
                outOfRoom = true;
                return;
            }
            shown++;
        }
    };
    add(options.visible);
    if (!outOfRoom && shown < total && options.cap > options.visible) {
        const folded = Math.min(total, options.cap) - shown;
        if (budget.tryAdd(`\n<details>\n<summary>${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(folded, 'more item')}</summary>\n\n`)) {
            add(options.cap);
            budget.force('\n</details>\n');
        }
        else
            outOfRoom = true;
    }
    const rest = total - shown;
    if (rest > 0) {
        if (outOfRoom)
            omissions.add(section.heading, rest);
        budget.force(`\n… ${rest} more in ${options.restIn}${outOfRoom ? ' (left out to stay under the size limit)' : ''}\n`);
    }
    const folded = section.folded;
    if (folded && folded.items.length > 0)
        addFold(budget, omissions, section.heading, folded, { ...options, first: total === 0 });
    if (section.note)
        budget.tryAdd(`${total > 0 || folded ? '\n' : ''}${section.note}\n`);
    budget.force('\n');
}
/** A section's items folded apart under their own summary (the unchanged ones), up to `cap`. */
function addFold(budget, omissions, heading, folded, options) {
    const total = folded.items.length;
    if (!budget.tryAdd(`${options.first ? '' : '\n'}<details>\n<summary>${folded.title}</summary>\n\n`)) {
        omissions.add(heading, total);
        return;
    }
    let shown = 0;
    let outOfRoom = false;
    for (const item of folded.items) {
        if (shown >= options.cap)
            break;
        if (!budget.tryAdd(item.markdown())) {
            outOfRoom = true;
            break;
        }
        shown++;
    }
    const rest = total - shown;
    if (rest > 0) {
        if (outOfRoom)
            omissions.add(heading, rest);
        budget.force(`\n… ${rest} more in ${options.restIn}${outOfRoom ? ' (left out to stay under the size limit)' : ''}\n`);
    }
    budget.force('\n</details>\n');
}
/** "max-contradicted 1 (limit ≤ 0), …": check names and numbers only, so fit for markdown and a log line alike. */
function failedCheckList(checks) {
    return checks
        .filter((check) => !check.passed)
        .map((check) => `${check.name} ${check.counted === 'new' && check.all_value !== undefined ? (0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatNewValue */ .jH)(check.value, check.name) : (0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatValue */ .Fl)(check.value, check.name)} (limit ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatLimit */ .tW)(check.limit, check.name)})`)
        .join(', ');
}
/** "14 supported · 1 contradicted · … · 14 binding errors". */
function verdictCounts(totals) {
    return `${totals.supported} supported · ${totals.contradicted} contradicted · ${totals.insufficient} insufficient · ${totals.unverifiable} unverifiable · ${totals.high_confidence_unsupported} high-confidence without support · ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(totals.binding_errors, 'binding error')}`;
}
/** The pairs whose kept verdict is `contradicts`, for one claim. */
function contradictingPairs(report, claimId) {
    let contradicting = contradictingByClaim.get(report);
    if (!contradicting) {
        contradicting = (0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .groupBy */ .$z)(report.pairs.filter((pair) => pair.verdict === 'contradicts'), (pair) => pair.claim_id);
        contradictingByClaim.set(report, contradicting);
    }
    return contradicting.get(claimId) ?? [];
}
/**
 * The trust rule's note (which committed verdicts counted, what was set aside and why) with the
 * first `shown` disagreements of the model with a set-aside verdict; null when there is nothing to say.
 */
function trustBlock(results, fork, shown, restIn) {
    const found = (0,_words_js__WEBPACK_IMPORTED_MODULE_3__/* .trustNote */ .RA)(results, fork);
    if (!found)
        return null;
    const mark = results.verdict_trust?.rule === 'all' ? '⚠️' : '🔒';
    const items = found.disagreements
        .slice(0, shown)
        .map((item) => `- ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .inert */ .tJ)(item.file, 200)} claim ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .inert */ .tJ)(item.claim_id, 100)} → evidence ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .inert */ .tJ)(item.evidence_id, 100)}: ${(0,_words_js__WEBPACK_IMPORTED_MODULE_3__/* .trustItemWords */ .fM)(item, (text) => `**${text}**`)}\n`);
    const rest = found.disagreements.length - items.length;
    const more = rest > 0 ? `- … and ${rest} more in ${restIn}\n` : '';
    return `${mark} ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .inert */ .tJ)(found.note, 2000)}\n${items.length > 0 ? `\n${items.join('')}${more}` : ''}`;
}


/***/ }),

/***/ 2296:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ overallStatus)
/* harmony export */ });
// Worst first: a file that is not a report at all, then nothing verified because the verifier
// could not run, then nothing verified because it was switched off, then some pairs left.
const WORST_FIRST = ['invalid', 'unavailable', 'disabled', 'partial', 'complete'];
/** The worst status over all reports (`complete` when every report is complete). */
function overallStatus(results) {
    let worst = WORST_FIRST.length - 1;
    for (const report of results.reports) {
        const status = report.summary ? report.summary.status : 'invalid';
        worst = Math.min(worst, WORST_FIRST.indexOf(status));
    }
    return WORST_FIRST[worst];
}


/***/ }),

/***/ 9014:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CJ: () => (/* reexport safe */ _results_provenance_records_js__WEBPACK_IMPORTED_MODULE_0__.CJ),
/* harmony export */   QO: () => (/* binding */ provenanceCounts),
/* harmony export */   ln: () => (/* binding */ fetchCounts),
/* harmony export */   ly: () => (/* binding */ STATUS_WORDS),
/* harmony export */   mI: () => (/* reexport safe */ _results_provenance_records_js__WEBPACK_IMPORTED_MODULE_0__.mI),
/* harmony export */   me: () => (/* reexport safe */ _results_provenance_records_js__WEBPACK_IMPORTED_MODULE_0__.me)
/* harmony export */ });
/* harmony import */ var _results_provenance_records_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3052);

const STATUS_WORDS = {
    found: 'found',
    partly_found: 'partly found',
    not_found: 'not found',
    gone: 'gone',
    blocked: 'blocked',
    unreachable: 'unreachable',
    unsupported: 'unsupported',
    refused: 'refused',
    skipped: 'skipped',
};
/** "12 evidence records over 7 URLs: 8 found · 1 partly found · …" (statuses with a count only). */
function provenanceCounts(results) {
    const counts = results.totals.provenance;
    if (!counts)
        return null;
    const records = Object.values(counts).reduce((sum, count) => sum + count, 0);
    const parts = Object.keys(STATUS_WORDS)
        .filter((status) => counts[status] > 0)
        .map((status) => `${counts[status]} ${STATUS_WORDS[status]}`);
    const urls = results.provenance
        ? ` over ${results.provenance.urls} URL${results.provenance.urls === 1 ? '' : 's'}`
        : '';
    return `${records} evidence record${records === 1 ? '' : 's'}${urls}${parts.length > 0 ? `: ${parts.join(' · ')}` : ''}`;
}
/** "31 requests, 4 from cache, 2 unchanged (304)". */
function fetchCounts(results) {
    const stats = results.provenance;
    if (!stats)
        return null;
    const revalidated = stats.revalidated > 0 ? `, ${stats.revalidated} unchanged (304)` : '';
    return `${stats.requests} request${stats.requests === 1 ? '' : 's'}, ${stats.fresh_from_cache} from cache${revalidated}`;
}


/***/ }),

/***/ 9491:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ addProvenanceSection),
/* harmony export */   x: () => (/* binding */ provenanceItem)
/* harmony export */ });
/* harmony import */ var _source_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3635);
/* harmony import */ var _results_provenance_records_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3052);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7789);
/* harmony import */ var _links_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4869);
/* harmony import */ var _markdown_blocks_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(486);
/* harmony import */ var _provenance_records_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9014);
// Provenance in the job summary and the pull-request comment. The records the two provenance
// checks count (not found or gone; blocked or unreachable) are listed in those checks' sections
// (./sections.ts), with their status against the base, by `provenanceItem`; here are the
// "Provenance: …" counts line and the records no check counts (partly found; refused,
// unsupported, skipped). Every untrusted string (report text, page text, server-supplied
// details) goes through ./escape.ts.






/** One record as a list item's text (without the "- "): where, which, the status and why, then the closest passage. */
function provenanceItem(entry, maxText, links) {
    const row = entry.record.provenance;
    const share = row.status === 'partly_found' ? ` (${row.parts_found} of ${row.parts_total} parts)` : '';
    const source = (0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .linkOrText */ .Hw)(entry.record.title, entry.record.url, 120);
    const at = entry.lineOf === 'claim' ? ' (line of the first claim citing it)' : '';
    const lines = [
        `${(0,_links_js__WEBPACK_IMPORTED_MODULE_3__/* .locationLink */ .su)(links, entry.file, entry.line)}${at} evidence ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .inert */ .tJ)(entry.record.id, 100)}, ${source}${(0,_source_text_js__WEBPACK_IMPORTED_MODULE_0__/* .archivedLink */ .$O)(entry.record)}: **${_provenance_records_js__WEBPACK_IMPORTED_MODULE_5__/* .STATUS_WORDS */ .ly[row.status]}**${share}: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .inert */ .tJ)(row.detail, 400)}\n`,
    ];
    if (row.closest) {
        lines.push(`  - not on the page: “${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .inert */ .tJ)(row.closest.part, maxText)}”\n`);
        lines.push(`  - closest passage (${Math.round(row.closest.overlap * 100)}% of its words): “${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .inert */ .tJ)(row.closest.passage, maxText)}”\n`);
    }
    return lines.join('');
}
/** Statuses a provenance check counts: their records are in the checks' sections. */
const COUNTED = Object.values(_results_provenance_records_js__WEBPACK_IMPORTED_MODULE_1__/* .PROVENANCE_PROBLEM_STATUSES */ .Nw).flat();
function addProvenanceSection(budget, omissions, results, options) {
    const counts = (0,_provenance_records_js__WEBPACK_IMPORTED_MODULE_5__/* .provenanceCounts */ .QO)(results);
    if (counts === null)
        return;
    const fetched = (0,_provenance_records_js__WEBPACK_IMPORTED_MODULE_5__/* .fetchCounts */ .ln)(results);
    budget.tryAdd(`**Provenance:** ${counts}${fetched ? ` (${fetched})` : ''}.\n\n`);
    const sections = [
        {
            title: 'Evidence partly found at its source',
            statuses: _provenance_records_js__WEBPACK_IMPORTED_MODULE_5__/* .NOT_AT_SOURCE */ .CJ.filter((status) => !COUNTED.includes(status)),
        },
        {
            title: 'Other sources that could not be checked',
            statuses: _provenance_records_js__WEBPACK_IMPORTED_MODULE_5__/* .NOT_CHECKED */ .mI.filter((status) => !COUNTED.includes(status)),
        },
    ];
    for (const { title, statuses } of sections) {
        const items = (0,_provenance_records_js__WEBPACK_IMPORTED_MODULE_5__/* .provenanceRecords */ .me)(results, statuses);
        (0,_markdown_blocks_js__WEBPACK_IMPORTED_MODULE_4__/* .addListSection */ .rG)(budget, omissions, {
            title,
            items,
            render: (entry) => `- ${provenanceItem(entry, options.maxText, options.links ?? null)}`,
            open: items.length <= options.openUpTo,
            ...(options.cap === undefined ? {} : { cap: options.cap }),
            restIn: options.restIn,
        });
    }
}


/***/ }),

/***/ 7166:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $1: () => (/* binding */ markedWindow),
/* harmony export */   TO: () => (/* binding */ escapeEdge),
/* harmony export */   bi: () => (/* binding */ nearMiss),
/* harmony export */   pH: () => (/* binding */ plainWindow)
/* harmony export */ });
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7789);

const QUOTES_STRAIGHT = new Set(["'", '"']);
const QUOTES_CURLY = new Set([
    '\u2018',
    '\u2019',
    '\u201a',
    '\u201b',
    '\u2032',
    '\u201c',
    '\u201d',
    '\u201e',
    '\u201f',
    '\u2033',
    '\u00ab',
    '\u00bb',
]);
const DASHES = new Set(['\u2010', '\u2011', '\u2012', '\u2013', '\u2014', '\u2015', '\u2212']);
const LIGATURES = new Set(['\ufb00', '\ufb01', '\ufb02', '\ufb03', '\ufb04', '\ufb05', '\ufb06']);
/** Index (in code points) of the first difference, or the shorter length when one is a prefix. */
function firstDifference(a, b, same = (x, y) => x === y) {
    const length = Math.min(a.length, b.length);
    for (let i = 0; i < length; i++)
        if (!same(a[i], b[i]))
            return i;
    return length;
}
const isSpace = (char) => char !== undefined && /\s/.test(char);
/** The run of whitespace at or just before `at`: [start, end). */
function spaceRun(chars, at) {
    let start = at;
    while (start > 0 && isSpace(chars[start - 1]))
        start--;
    let end = at;
    while (end < chars.length && isSpace(chars[end]))
        end++;
    return [start, end];
}
function runName(chars) {
    if (chars.length === 0)
        return 'no space';
    if (chars.some((char) => char === '\n' || char === '\r'))
        return 'a line break';
    if (chars.every((char) => char === ' '))
        return chars.length === 1 ? 'one space' : `${chars.length} spaces`;
    return chars.length === 1 ? charName(chars[0]) : `${chars.length} whitespace characters`;
}
/** Where an unbound quote first departs from the excerpt's nearest passage, and why, in words. */
function quoteDifference(kind, quote, passage, matched, length) {
    // `none` matched case-folded text; compare the same way so the mark falls where the words part.
    const at = firstDifference(quote, passage, kind === 'none' ? (x, y) => x.toLowerCase() === y.toLowerCase() : undefined);
    if (kind === 'whitespace' && (isSpace(quote[at]) || isSpace(passage[at]) || isSpace(quote[at - 1]))) {
        const [qs, qe] = spaceRun(quote, at);
        const [ps, pe] = spaceRun(passage, at);
        return {
            quote: [qs, Math.max(1, qe - qs)],
            passage: [ps, Math.max(1, pe - ps)],
            reason: `different spacing: ${runName(quote.slice(qs, qe))} in the quote, ${runName(passage.slice(ps, pe))} in the excerpt`,
        };
    }
    // An untrimmed quote has a space the passage lacks: mark it in the quote only.
    return {
        quote: [at, 1],
        passage: [at, kind === 'untrimmed' ? 0 : 1],
        reason: differenceReason(kind, quote[at], passage[at], matched, length),
    };
}
/**
 * An unbound quote beside the excerpt's nearest passage (both in code points) and where they
 * part; null when the rejection is not an unbound quote with a near miss to show.
 */
function nearMiss(rejection) {
    const miss = rejection.near_miss;
    if (rejection.reason !== 'unbound_quote' || !miss || rejection.quote === undefined || miss.passage === undefined)
        return null;
    const quote = Array.from(rejection.quote);
    const passage = Array.from(miss.passage);
    return { quote, passage, difference: quoteDifference(miss.kind, quote, passage, miss.matched, miss.length) };
}
function charName(char) {
    if (char === undefined)
        return 'the end';
    if (char === ' ')
        return 'a space';
    if (char === '\n' || char === '\r')
        return 'a line break';
    if (char === '\t')
        return 'a tab';
    if (char === '\u00a0')
        return 'a non-breaking space';
    if (/\s/.test(char))
        return 'an unusual space';
    if (QUOTES_STRAIGHT.has(char))
        return 'a straight quote';
    if (QUOTES_CURLY.has(char))
        return 'a curly quote';
    if (char === '-')
        return 'a hyphen';
    if (DASHES.has(char))
        return 'a dash';
    if (char === '\u2026')
        return 'an ellipsis character';
    if (LIGATURES.has(char))
        return 'a ligature';
    return `“${char}”`;
}
/** Why the quote is not verbatim, in words, from the near miss's kind and the first differing characters. */
function differenceReason(kind, inQuote, inExcerpt, matched, length) {
    switch (kind) {
        case 'empty':
            return 'the quote is empty';
        case 'untrimmed':
            return 'the quote starts or ends with a space the excerpt does not have there';
        case 'across_snippets':
            return 'the quote runs across two of the source’s snippets, and must lie within one';
        case 'whitespace':
            return `different spacing: ${charName(inQuote)} in the quote, ${charName(inExcerpt)} in the excerpt`;
        case 'case':
            return inQuote !== undefined && inQuote === inQuote.toUpperCase() ? 'upper vs lower case' : 'lower vs upper case';
        case 'typography': {
            const a = charName(inQuote);
            const b = charName(inExcerpt);
            if (a === 'a straight quote' && b === 'a curly quote')
                return 'straight vs curly quotes';
            if (a === 'a curly quote' && b === 'a straight quote')
                return 'curly vs straight quotes';
            if (a === 'a hyphen' && b === 'a dash')
                return 'a hyphen vs a dash';
            if (a === 'a dash' && b === 'a hyphen')
                return 'a dash vs a hyphen';
            return `typography: ${a} in the quote, ${b} in the excerpt`;
        }
        case 'none':
            return matched !== undefined && length
                ? `the words differ: only the first ${matched} of its ${length} characters match`
                : 'the quote is not in the excerpt';
    }
}
const VISIBLE = { ' ': '␣', '\n': '⏎', '\r': '⏎', '\t': '⇥', '\u00a0': '⍽' };
/**
 * A window of `chars` around `at` (up to `before` characters before it), escaped, with the
 * characters from `at` made visible and marked (none when `length` is 0). The marker is our own
 * `<b><ins>`, never report text.
 */
function markedWindow(chars, at, length = 1, before = 40, after = 60) {
    const start = Math.max(0, at - before);
    const stop = Math.min(chars.length, at + length);
    const end = Math.min(chars.length, stop + after);
    const head = escapeEdge(chars.slice(start, at).join(''));
    const marked = chars
        .slice(at, stop)
        .map((char) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(VISIBLE[char] ?? char))
        .join('');
    const mark = length === 0 ? '' : at < chars.length ? `<b><ins>${marked}</ins></b>` : '<b><ins>␄</ins></b>';
    const tail = escapeEdge(chars.slice(stop, end).join(''));
    return `${start > 0 ? '…' : ''}${head}${mark}${tail}${end < chars.length ? '…' : ''}`;
}
/** escapeMarkdown trims; the spaces at a window's edges beside the mark must stay. */
function escapeEdge(text) {
    const lead = /^\s/.test(text) ? ' ' : '';
    const trail = /\s$/.test(text) && text.trim() !== '' ? ' ' : '';
    return text.trim() === '' ? (text === '' ? '' : ' ') : `${lead}${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(text)}${trail}`;
}
/**
 * markedWindow for the terminal: the same window, as plain text, with the marked characters
 * made visible and put in brackets ("months ([“]1+1”)"). The text has had its control
 * characters escaped already (src/text/controls.ts); line breaks are flattened here.
 */
function plainWindow(chars, at, length = 1, before = 40, after = 60) {
    const start = Math.max(0, at - before);
    const stop = Math.min(chars.length, at + length);
    const end = Math.min(chars.length, stop + after);
    const flat = (part) => part.join('').replace(/\s/g, ' ');
    const marked = chars
        .slice(at, stop)
        .map((char) => VISIBLE[char] ?? char)
        .join('');
    const mark = length === 0 ? '' : at < chars.length ? `[${marked}]` : '[␄]';
    return `${start > 0 ? '…' : ''}${flat(chars.slice(start, at))}${mark}${flat(chars.slice(stop, end))}${end < chars.length ? '…' : ''}`;
}


/***/ }),

/***/ 3417:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ recallBlock)
/* harmony export */ });
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7789);
/* harmony import */ var _links_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4869);
/* harmony import */ var _recall_words_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2823);



function recallBlock(results, links, visible, onlyBelow = false) {
    const total = (0,_recall_words_js__WEBPACK_IMPORTED_MODULE_2__/* .recallTotalLine */ .sX)(results);
    if (total === null)
        return null;
    // The comment lists only the reports with sentences citing nothing; the summary every one.
    const reports = (0,_recall_words_js__WEBPACK_IMPORTED_MODULE_2__/* .recallReports */ .HO)(results).filter(({ recall }) => !onlyBelow || (recall.ratio ?? 1) < 1);
    if (reports.length === 0 || (reports.length === 1 && (0,_recall_words_js__WEBPACK_IMPORTED_MODULE_2__/* .recallReports */ .HO)(results).length === 1))
        return `${total}.\n\n`;
    const line = ({ report, recall }) => {
        const label = (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .inert */ .tJ)(report.name === undefined ? report.file : `${report.file} (${report.name})`, 200);
        const url = (0,_links_js__WEBPACK_IMPORTED_MODULE_1__/* .blobUrl */ .b0)(links, links?.headSha, report.file);
        return `- ${url === null ? label : `[${label}](${url})`}: ${(0,_recall_words_js__WEBPACK_IMPORTED_MODULE_2__/* .recallFigure */ ._6)(recall)}\n`;
    };
    const open = reports.slice(0, visible).map(line).join('');
    const rest = reports.slice(visible);
    const folded = rest.length === 0
        ? ''
        : `<details>\n<summary>${rest.length} more</summary>\n\n${rest.map(line).join('')}\n</details>\n`;
    return `${total}${onlyBelow ? '; below 100%' : ''}, lowest first:\n\n${open}${folded}\n`;
}


/***/ }),

/***/ 2823:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HO: () => (/* binding */ recallReports),
/* harmony export */   Zy: () => (/* binding */ usageWords),
/* harmony export */   _6: () => (/* binding */ recallFigure),
/* harmony export */   sX: () => (/* binding */ recallTotalLine)
/* harmony export */ });
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1509);

/** "82% (41 of 50)"; "none (0 of 0)" for a report with no factual sentence. */
function recallFigure(recall) {
    if (recall.ratio === null)
        return 'no factual sentence';
    return `${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .percent */ .KN)(recall.ratio)} (${recall.citing} of ${recall.factual_sentences})`;
}
/** The reports that have the figure (citation recall ran, and they cite somewhere), lowest share first. */
function recallReports(results) {
    return results.reports
        .flatMap((report) => (report.citation_recall ? [{ report, recall: report.citation_recall }] : []))
        .sort((a, b) => (a.recall.ratio ?? 2) - (b.recall.ratio ?? 2));
}
/** "Factual sentences citing a source: 82% (41 of 50)" over the run; null when citation recall did not run. */
function recallTotalLine(results) {
    const total = results.totals.citation_recall;
    if (!total)
        return null;
    const reports = recallReports(results).length;
    const over = reports > 1 ? ` over ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(reports, 'report')}` : '';
    return `Factual sentences citing a source: ${recallFigure(total)}${over}`;
}
const thousands = (value) => value.toLocaleString('en-US');
/** "$0.14" (four decimals below a cent, so a small run does not read as free). */
function money(value) {
    return value >= 0.01 || value === 0 ? `$${value.toFixed(2)}` : `$${value.toFixed(4)}`;
}
/**
 * What verification cost: "12 model requests, 45,210 input and 3,104 output tokens, 30 answers
 * from the cache, estimated cost $0.14 (at $2.50/$10.00 per million input/output tokens)". Null
 * when the verifier did not run.
 */
function usageWords(results) {
    const usage = results.semantic?.usage;
    if (!usage)
        return null;
    const parts = [(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(usage.requests, 'model request')];
    if (usage.responses_with_usage > 0) {
        const partial = usage.responses_with_usage < usage.responses
            ? ` (${usage.responses_with_usage} of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(usage.responses, 'response')} reported them)`
            : '';
        parts.push(`${thousands(usage.input_tokens)} input and ${thousands(usage.output_tokens)} output tokens${partial}`);
    }
    else if (usage.responses > 0)
        parts.push('no token counts in the responses');
    parts.push(`${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(usage.cached_answers, 'answer')} from the cache`);
    const cost = usage.estimated_cost;
    if (cost)
        parts.push(`estimated cost ${money(cost.total)} (at ${money(cost.input_per_million)}/${money(cost.output_per_million)} per million input/output tokens)`);
    return parts.join(', ');
}


/***/ }),

/***/ 2587:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cc: () => (/* binding */ addReferenceSection),
/* harmony export */   DX: () => (/* binding */ referenceItem),
/* harmony export */   fG: () => (/* binding */ REFERENCE_BASE_NOTE)
/* harmony export */ });
/* harmony import */ var _results_reference_rows_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1673);
/* harmony import */ var _results_reference_records_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3476);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7789);
/* harmony import */ var _links_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4869);
/* harmony import */ var _markdown_blocks_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(486);
/* harmony import */ var _reference_words_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8825);
// References in the job summary and the pull-request comment. The records the three reference
// checks count (not found or malformed, retracted, another work) are listed in one section
// (./sections.ts) with their status against the base, by `referenceItem`; here are the
// "References: …" counts line and the records no check counts (unreachable, unverified, found
// or not found by title). Every untrusted string (report text, registry text) goes through ./escape.ts.






/** What new and unchanged mean for a reference problem: the base is never looked up. */
const REFERENCE_BASE_NOTE = 'New: this pull request added the evidence record or changed its URL, title or reference text. Unchanged: the base has the same record, so the registry changed its answer, not the pull request. The base is never looked up, so none counts as fixed.';
/** One record as a list item's text (without the "- "): where, which, the status and why, then each differing field. */
function referenceItem(entry, links, detail = 'comment') {
    const row = entry.record.references;
    const max = detail === 'comment' ? 200 : 500;
    const at = entry.lineOf === 'claim' ? ' (line of the first claim citing it)' : '';
    const source = (0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .linkOrText */ .Hw)(entry.record.title, entry.record.url, 120);
    const lines = [
        `${(0,_links_js__WEBPACK_IMPORTED_MODULE_3__/* .locationLink */ .su)(links, entry.file, entry.line)}${at} evidence ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .inert */ .tJ)(entry.record.id, 100)}, ${source}: **${_reference_words_js__WEBPACK_IMPORTED_MODULE_5__/* .REFERENCE_STATUS_WORDS */ .BJ[row.status]}**: ${identifierLink(row)}${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .inert */ .tJ)(row.detail, 400)}\n`,
    ];
    for (const difference of row.differences)
        lines.push(`  - ${differenceLine(difference, row, max)}\n`);
    if (row.retraction?.notice && row.status === 'retracted')
        lines.push(`  - notice: ${noticeLink(row.retraction.notice)}\n`);
    return lines.join('');
}
function identifierLink(row) {
    const text = (0,_reference_words_js__WEBPACK_IMPORTED_MODULE_5__/* .identifierText */ .lI)(row);
    // A malformed identifier's detail quotes it already.
    if (text === null || row.status === 'malformed')
        return '';
    return `${row.record_url ? (0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .linkOrText */ .Hw)(text, row.record_url, 120) : (0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .inert */ .tJ)(text, 120)}: `;
}
function differenceLine(difference, row, max) {
    const registry = row.registry === null ? 'the registry' : _results_reference_rows_js__WEBPACK_IMPORTED_MODULE_0__/* .REGISTRY_NAMES */ .L[row.registry];
    const similarity = difference.similarity === undefined ? '' : ` (similarity ${difference.similarity.toFixed(2)})`;
    return `${_reference_words_js__WEBPACK_IMPORTED_MODULE_5__/* .FIELD_WORDS */ .j3[difference.field]}: cited “${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .inert */ .tJ)(difference.cited, max)}” · ${registry} “${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .inert */ .tJ)(difference.registry, max)}”${similarity}`;
}
function noticeLink(notice) {
    if (/^10\.\d{4,9}\//.test(notice))
        return (0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .linkOrText */ .Hw)(notice, `https://doi.org/${notice}`, 120);
    const pmid = /^PMID (\d+)$/.exec(notice);
    return pmid ? (0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .linkOrText */ .Hw)(notice, `https://pubmed.ncbi.nlm.nih.gov/${pmid[1]}/`, 60) : (0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .inert */ .tJ)(notice, 120);
}
function addReferenceSection(budget, omissions, results, options) {
    const counts = (0,_reference_words_js__WEBPACK_IMPORTED_MODULE_5__/* .referenceCounts */ .si)(results);
    if (counts === null)
        return;
    const looked = (0,_reference_words_js__WEBPACK_IMPORTED_MODULE_5__/* .lookupCounts */ .ry)(results);
    budget.tryAdd(`**References:** ${counts}${looked ? ` (${looked})` : ''}.\n\n`);
    const items = (0,_results_reference_records_js__WEBPACK_IMPORTED_MODULE_1__/* .referenceRecords */ .eC)(results, _results_reference_records_js__WEBPACK_IMPORTED_MODULE_1__/* .UNCHECKED_REFERENCE_STATUSES */ .i8);
    (0,_markdown_blocks_js__WEBPACK_IMPORTED_MODULE_4__/* .addListSection */ .rG)(budget, omissions, {
        title: 'References that could not be confirmed',
        items,
        render: (entry) => `- ${referenceItem(entry, options.links ?? null, options.detail)}`,
        open: items.length <= options.openUpTo,
        ...(options.cap === undefined ? {} : { cap: options.cap }),
        restIn: options.restIn,
    });
}


/***/ }),

/***/ 8825:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BJ: () => (/* binding */ REFERENCE_STATUS_WORDS),
/* harmony export */   j3: () => (/* binding */ FIELD_WORDS),
/* harmony export */   lI: () => (/* binding */ identifierText),
/* harmony export */   ry: () => (/* binding */ lookupCounts),
/* harmony export */   si: () => (/* binding */ referenceCounts)
/* harmony export */ });
/* harmony import */ var _results_reference_rows_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1673);
// References in words for every surface (terminal, job summary, comment, annotations).

const REFERENCE_STATUS_WORDS = {
    retracted: 'retracted',
    not_found: 'not found',
    malformed: 'malformed',
    mismatch: 'mismatch',
    matches: 'matches',
    unverified: 'unverified',
    unreachable: 'unreachable',
    found_by_title: 'found by title',
    not_found_by_title: 'not found by title',
    no_identifier: 'no identifier',
};
const FIELD_WORDS = {
    title: 'title',
    first_author: 'first author',
    year: 'year',
    venue: 'venue',
};
const SCHEME_WORDS = { doi: 'DOI', arxiv: 'arXiv', pmid: 'PMID', pmcid: 'PMC' };
/** "DOI 10.1038/nature14539", "arXiv 1706.03762v5": the identifier a row is about; null without one. */
function identifierText(row) {
    if (row.identifier === null)
        return null;
    const at = row.identifier.indexOf(':');
    return `${SCHEME_WORDS[row.identifier.slice(0, at)] ?? row.identifier.slice(0, at)} ${row.identifier.slice(at + 1)}`;
}
/** "14 evidence records: 9 matches · 1 retracted · …" (statuses with a count only). */
function referenceCounts(results) {
    const counts = results.totals.references;
    if (!counts)
        return null;
    const records = Object.values(counts).reduce((sum, count) => sum + count, 0);
    const parts = Object.keys(REFERENCE_STATUS_WORDS)
        .filter((status) => counts[status] > 0)
        .map((status) => `${counts[status]} ${REFERENCE_STATUS_WORDS[status]}`);
    return `${records} evidence record${records === 1 ? '' : 's'}${parts.length > 0 ? `: ${parts.join(' · ')}` : ''}`;
}
/** "12 identifiers looked up with 5 requests: Crossref 2, arXiv 1, PubMed 2; 3 from cache". */
function lookupCounts(results) {
    const stats = results.references;
    if (!stats)
        return null;
    const per = Object.entries(stats.requests)
        .filter(([, count]) => count > 0)
        .map(([registry, count]) => `${_results_reference_rows_js__WEBPACK_IMPORTED_MODULE_0__/* .REGISTRY_NAMES */ .L[registry]} ${count}`);
    const total = Object.values(stats.requests).reduce((sum, count) => sum + count, 0);
    return `${stats.identifiers} identifier${stats.identifiers === 1 ? '' : 's'} looked up with ${total} request${total === 1 ? '' : 's'}${per.length > 0 ? `: ${per.join(', ')}` : ''}; ${stats.from_cache} from cache`;
}


/***/ }),

/***/ 1102:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Eo: () => (/* binding */ claimKey),
/* harmony export */   fM: () => (/* binding */ checkSections)
/* harmony export */ });
/* unused harmony exports PROVENANCE_BASE_NOTE, SECTIONS */
/* harmony import */ var _results_problems_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2340);
/* harmony import */ var _base_problems_without_unconfirmed_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5069);
/* harmony import */ var _gate_decide_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5243);
/* harmony import */ var _results_select_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5236);
/* harmony import */ var _waivers_apply_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2909);
/* harmony import */ var _change_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1526);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7789);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(1509);
/* harmony import */ var _links_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(4869);
/* harmony import */ var _markdown_blocks_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(486);
/* harmony import */ var _provenance_section_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(9491);
/* harmony import */ var _reference_section_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(2587);
/* harmony import */ var _quote_diff_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(7166);
/* harmony import */ var _source_text_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(3635);
/* harmony import */ var _results_finding_codes_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(4521);
/* harmony import */ var _word_diff_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(1428);
/* harmony import */ var _found_in_js__WEBPACK_IMPORTED_MODULE_16__ = __webpack_require__(6374);
/* harmony import */ var _words_js__WEBPACK_IMPORTED_MODULE_17__ = __webpack_require__(5933);


















const STATEMENT_MAX = { comment: 300, summary: 1000 };
const PAGE_TEXT_MAX = { comment: 200, summary: 500 };
/** What new and unchanged mean for a provenance problem: the base is never fetched. */
const PROVENANCE_BASE_NOTE = 'New: this pull request added the evidence record or changed its URL or excerpt. Unchanged: the base has the same record (ID, URL and excerpt), so its source changed, not the pull request. The base is never fetched, so none counts as fixed.';
const provenanceProblem = (problem, context) => problem.record
    ? (0,_provenance_section_js__WEBPACK_IMPORTED_MODULE_10__/* .provenanceItem */ .x)(problem.record, PAGE_TEXT_MAX[context.detail], context.links)
    : `${where(problem, context)} evidence ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_6__/* .inert */ .tJ)(problem.evidence_id ?? '', 100)}: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_6__/* .inert */ .tJ)(problem.text, 400)}\n`;
const evidenceMaps = new WeakMap();
function evidenceOf(report) {
    let map = evidenceMaps.get(report);
    if (!map)
        evidenceMaps.set(report, (map = new Map(report.evidence.map((record) => [record.id, record]))));
    return map;
}
const claimLabel = (problem, reason) => `claim ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_6__/* .inert */ .tJ)(problem.claim_id ?? '', 100)}${reason ? ` (${reason})` : ''}`;
/** A claim whose verdict rests on a verdict this pull request adds that nothing confirmed says so, after its verdict. */
const markedReason = (problem, reason) => problem.claim?.unconfirmed ? `${reason ?? problem.claim.verdict}, ${_words_js__WEBPACK_IMPORTED_MODULE_17__/* .UNCONFIRMED_WORDS */ .bb}` : reason;
const where = (problem, context, column) => (0,_links_js__WEBPACK_IMPORTED_MODULE_8__/* .locationLink */ .su)(context.links, problem.at ?? problem.report.file, problem.line, column);
const statement = (problem, context) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_6__/* .inert */ .tJ)(problem.text, STATEMENT_MAX[context.detail]);
/** A claim's item: where, which (with why, when given), its statement, and where else its quotations are. */
const claimItem = (problem, context, reason) => `${where(problem, context)} ${claimLabel(problem, markedReason(problem, reason))}: ${statement(problem, context)}\n${claimElsewhere(problem, context)}`;
/** Under a claim its sources leave unsupported: "“quotation” found in [3] …", one nested item per quotation. */
function claimElsewhere(problem, context) {
    const found = problem.claim?.found_in;
    if (!found || found.length === 0)
        return '';
    const cited = (0,_found_in_js__WEBPACK_IMPORTED_MODULE_16__/* .citedIds */ .I1)(problem.report, problem.claim_id ?? '');
    return [...(0,_format_js__WEBPACK_IMPORTED_MODULE_7__/* .groupBy */ .$z)(found, (place) => place.text)]
        .map(([text, places]) => {
        const line = (0,_found_in_js__WEBPACK_IMPORTED_MODULE_16__/* .foundInMarkdown */ .Tx)(problem.report, { found_in: places }, context.links, cited, `“${(0,_escape_js__WEBPACK_IMPORTED_MODULE_6__/* .inert */ .tJ)(text, 200)}”`);
        return line ? `  - ${line}\n` : '';
    })
        .join('');
}
/** A claim without support, with why it has none. */
const unsupportedClaimItem = (problem, context) => claimItem(problem, context, problem.claim ? (0,_words_js__WEBPACK_IMPORTED_MODULE_17__/* .unsupportedReason */ .EX)(problem.report, problem.claim) : undefined);
/** The table: display order among shown sections, and severity order among claim sections. */
const SECTIONS = [
    {
        check: 'max-contradicted',
        title: 'Contradicted claims',
        always: { comment: true, summary: true },
        claims: true,
        problem: (problem, context) => {
            const evidence = evidenceOf(problem.report);
            const by = (0,_markdown_blocks_js__WEBPACK_IMPORTED_MODULE_9__/* .contradictingPairs */ .pw)(problem.report, problem.claim_id ?? '').map((pair) => {
                const record = evidence.get(pair.evidence_id);
                const source = record ? (0,_escape_js__WEBPACK_IMPORTED_MODULE_6__/* .linkOrText */ .Hw)(record.title, record.url) : `evidence ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_6__/* .inert */ .tJ)(pair.evidence_id, 100)}`;
                const quote = pair.quote === null ? 'no quote' : `“${(0,_escape_js__WEBPACK_IMPORTED_MODULE_6__/* .inert */ .tJ)(pair.quote, context.detail === 'comment' ? 200 : 500)}”`;
                return `  - contradicted by ${source}: ${quote}${pair.unconfirmed ? ` (${_words_js__WEBPACK_IMPORTED_MODULE_17__/* .UNCONFIRMED_WORDS */ .bb})` : ''}\n`;
            });
            // The mark is on the verdict that counts unconfirmed, under the claim.
            return `${where(problem, context)} ${claimLabel(problem)}: ${statement(problem, context)}\n${by.join('')}`;
        },
    },
    {
        check: 'max-high-confidence-unsupported',
        title: 'High-confidence claims without support',
        always: { comment: true, summary: true },
        claims: true,
        problem: unsupportedClaimItem,
    },
    {
        check: 'max-binding-errors',
        title: 'Binding errors',
        always: { comment: false, summary: true },
        problem: (problem, context) => bindingErrorGroup([problem], context),
        group: bindingErrorGroup,
    },
    {
        check: 'max-unread-markers',
        title: 'Citation marks that could not be read',
        always: { comment: true, summary: true },
        problem: noticeItem,
    },
    {
        check: 'max-ungrounded-numbers',
        title: 'Ungrounded numbers',
        always: { comment: true, summary: true },
        problem: (problem, context) => ungroundedItem([problem], context),
        group: ungroundedItem,
    },
    {
        check: 'max-warnings',
        title: 'Warnings about citations and sources',
        always: { comment: false, summary: true },
        problem: noticeItem,
        // Uncited factual sentences are notes with a section (and a check) of their own.
        listed: { summary: _results_finding_codes_js__WEBPACK_IMPORTED_MODULE_14__/* .NOTICE_CODES */ .OQ.filter((code) => (0,_results_finding_codes_js__WEBPACK_IMPORTED_MODULE_14__/* .noticeLevel */ .VA)(code) === 'note' && code !== 'uncited_claim') },
    },
    {
        check: 'max-uncited-claims',
        title: 'Factual sentences citing nothing',
        always: { comment: false, summary: true },
        problem: (problem, context) => {
            const claim = (0,_results_select_js__WEBPACK_IMPORTED_MODULE_3__/* .claimById */ .tZ)(problem.report, problem.claim_id);
            const states = problem.finding && 'message' in problem.finding ? statesWords(problem.finding.message) : '';
            return `${where(problem, context, problem.column)} ${claimLabel(problem)}${states}: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_6__/* .inert */ .tJ)(claim?.statement ?? problem.text, STATEMENT_MAX[context.detail])}\n`;
        },
    },
    {
        check: 'max-quotes-not-in-source',
        title: 'Quotations not on their source’s page',
        always: { comment: true, summary: true },
        problem: (problem, context) => problem.finding?.code === 'quote_not_in_source'
            ? (0,_source_text_js__WEBPACK_IMPORTED_MODULE_13__/* .quoteNotInSourceItem */ .xE)(problem.report, problem.finding, context.links)
            : `${where(problem, context)} ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_6__/* .inert */ .tJ)(problem.text, 300)}\n`,
    },
    {
        check: 'max-no-source-text',
        title: 'Claims whose source has no text',
        always: { comment: true, summary: true },
        problem: (problem, context) => problem.finding?.code === 'no_source_text'
            ? (0,_source_text_js__WEBPACK_IMPORTED_MODULE_13__/* .noSourceTextItem */ .VT)(problem.report, problem.finding, context.links)
            : `${where(problem, context)} ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_6__/* .inert */ .tJ)(problem.text, 300)}\n`,
        note: _source_text_js__WEBPACK_IMPORTED_MODULE_13__/* .snapshotCommands */ .by,
    },
    {
        check: 'max-provenance-not-found',
        title: 'Evidence not found at its source',
        always: { comment: true, summary: true },
        problem: provenanceProblem,
        baseNote: PROVENANCE_BASE_NOTE,
    },
    {
        check: 'max-provenance-unreachable',
        title: 'Sources that could not be checked',
        always: { comment: true, summary: true },
        problem: provenanceProblem,
        baseNote: PROVENANCE_BASE_NOTE,
    },
    {
        check: 'max-retracted',
        also: ['max-references-not-found', 'max-references-mismatch'],
        title: 'References that do not check out',
        always: { comment: true, summary: true },
        problem: (problem, context) => problem.reference
            ? (0,_reference_section_js__WEBPACK_IMPORTED_MODULE_11__/* .referenceItem */ .DX)(problem.reference, context.links, context.detail)
            : `${where(problem, context)} evidence ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_6__/* .inert */ .tJ)(problem.evidence_id ?? '', 100)}: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_6__/* .inert */ .tJ)(problem.text, 400)}\n`,
        baseNote: _reference_section_js__WEBPACK_IMPORTED_MODULE_11__/* .REFERENCE_BASE_NOTE */ .fG,
    },
    {
        check: 'max-insufficient',
        title: 'Insufficient claims',
        always: { comment: false, summary: false },
        claims: true,
        problem: claimItem,
    },
    {
        check: 'max-unverifiable',
        title: 'Unverifiable claims',
        always: { comment: false, summary: false },
        claims: true,
        problem: unsupportedClaimItem,
    },
    {
        check: 'min-coverage',
        title: 'Coverage',
        always: { comment: false, summary: false },
        value: (check) => (0,_format_js__WEBPACK_IMPORTED_MODULE_7__/* .formatValue */ .Fl)(check.value, check.name),
        items: (results, context) => results.reports
            .filter((report) => report.summary && (0,_format_js__WEBPACK_IMPORTED_MODULE_7__/* .hasVerdicts */ .PH)(report.summary.status) && report.summary.cited_claim_count > 0)
            .sort((a, b) => (a.summary?.coverage_ratio ?? 0) - (b.summary?.coverage_ratio ?? 0))
            .map((report) => {
            const s = report.summary;
            return `${(0,_links_js__WEBPACK_IMPORTED_MODULE_8__/* .locationLink */ .su)(context.links, report.file)} ${(0,_format_js__WEBPACK_IMPORTED_MODULE_7__/* .percent */ .KN)(s.coverage_ratio)}: ${s.verified_claim_count} of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_7__/* .plural */ .LS)(s.cited_claim_count, 'cited claim')} verified\n`;
        }),
    },
    {
        check: 'min-exact-quote-ratio',
        title: 'Exact quotes',
        always: { comment: false, summary: false },
        value: (check) => (0,_format_js__WEBPACK_IMPORTED_MODULE_7__/* .formatValue */ .Fl)(check.value, check.name),
        items: (results, context) => results.reports.flatMap((report) => report.pairs
            .filter((pair) => pair.verdict !== null && pair.quote === null)
            .map((pair) => {
            const claim = (0,_results_select_js__WEBPACK_IMPORTED_MODULE_3__/* .claimById */ .tZ)(report, pair.claim_id);
            return `${(0,_links_js__WEBPACK_IMPORTED_MODULE_8__/* .locationLink */ .su)(context.links, claim?.file ?? report.file, claim?.line)} claim ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_6__/* .inert */ .tJ)(pair.claim_id, 100)} → evidence ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_6__/* .inert */ .tJ)(pair.evidence_id, 100)}: kept without a quote\n`;
        })),
    },
    {
        check: 'fail-on-unavailable',
        title: 'Reports not verified at all',
        always: { comment: false, summary: false },
        problem: (problem, context) => `${where(problem, context)} ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_6__/* .inert */ .tJ)(problem.text, 300)}\n`,
    },
];
/** " states a number (15 percent)": what the uncited_claim notice says the sentence states. */
function statesWords(message) {
    const states = / (states .*) and cites no source$/.exec(message)?.[1];
    return states ? ` ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_6__/* .inert */ .tJ)(states, 200)}` : '';
}
/** A notice of a report's citations and sources, at its own place; a note (which no check counts) says so. */
function noticeItem(problem, context) {
    const note = problem.finding && 'level' in problem.finding && problem.finding.level === 'note' ? 'note: ' : '';
    return `${where(problem, context, problem.column)} ${note}${(0,_escape_js__WEBPACK_IMPORTED_MODULE_6__/* .inert */ .tJ)(problem.text, PAGE_TEXT_MAX[context.detail])} (${problem.kind})\n`;
}
/** A claim's identity across the sections and the base comparison's claim edits. */
function claimKey(report, claimId) {
    return `${report.file}\u0000${report.name ?? ''}\u0000${claimId}`;
}
function bindingPart(problem, context) {
    const summary = context.detail === 'summary';
    const words = (rule) => (summary ? (0,_words_js__WEBPACK_IMPORTED_MODULE_17__/* .ruleWithCode */ .CN)(rule) : _words_js__WEBPACK_IMPORTED_MODULE_17__/* .RULE_WORDS */ .x4[rule]);
    const { rejection } = problem;
    if (problem.kind === 'dangling_citation') {
        return {
            lead: 'cites evidence',
            evidence: (0,_escape_js__WEBPACK_IMPORTED_MODULE_6__/* .inert */ .tJ)(problem.evidence_id ?? '', 100),
            words: `which the report does not contain${summary ? ' (dangling_citation)' : ''}`,
            nested: [],
        };
    }
    if (problem.kind === 'unresolved_citation' && problem.finding?.code === 'unresolved_citation') {
        const { reason, detail } = problem.finding;
        // The comment names the reason in words; the summary adds its code and what to do about it.
        return {
            lead: 'cites',
            evidence: `[${(0,_escape_js__WEBPACK_IMPORTED_MODULE_6__/* .inert */ .tJ)(problem.evidence_id ?? '', 100)}]`,
            words: summary ? `${_words_js__WEBPACK_IMPORTED_MODULE_17__/* .UNRESOLVED_WORDS */ .Cg[reason]} (${reason})` : _words_js__WEBPACK_IMPORTED_MODULE_17__/* .UNRESOLVED_WORDS */ .Cg[reason],
            nested: summary ? [(0,_escape_js__WEBPACK_IMPORTED_MODULE_6__/* .inert */ .tJ)(detail, 1000)] : [],
        };
    }
    if (!rejection)
        return { lead: '', evidence: null, words: (0,_escape_js__WEBPACK_IMPORTED_MODULE_6__/* .inert */ .tJ)(problem.text, 300), nested: [] };
    const part = { lead: '→ evidence', evidence: (0,_escape_js__WEBPACK_IMPORTED_MODULE_6__/* .inert */ .tJ)(rejection.evidence_id, 100) };
    const miss = (0,_quote_diff_js__WEBPACK_IMPORTED_MODULE_12__/* .nearMiss */ .bi)(rejection);
    if (miss) {
        const { quote, passage, difference: diff } = miss;
        // The comment marks the difference in one short line; the summary sets the two one under the other.
        const nested = summary
            ? [
                `committed quote: “${(0,_quote_diff_js__WEBPACK_IMPORTED_MODULE_12__/* .markedWindow */ .$1)(quote, ...diff.quote)}”`,
                `nearest in the excerpt: “${(0,_quote_diff_js__WEBPACK_IMPORTED_MODULE_12__/* .markedWindow */ .$1)(passage, ...diff.passage)}”`,
            ]
            : [
                `quote “${(0,_quote_diff_js__WEBPACK_IMPORTED_MODULE_12__/* .markedWindow */ .$1)(quote, ...diff.quote, 25, 30)}” · excerpt “${(0,_quote_diff_js__WEBPACK_IMPORTED_MODULE_12__/* .markedWindow */ .$1)(passage, ...diff.passage, 25, 30)}”`,
            ];
        const elsewhere = (0,_found_in_js__WEBPACK_IMPORTED_MODULE_16__/* .foundInMarkdown */ .Tx)(problem.report, rejection, context.links, [rejection.evidence_id], 'the quote is');
        return {
            ...part,
            words: `${words(rejection.reason)}: ${diff.reason}`,
            nested: elsewhere ? [...nested, elsewhere] : nested,
        };
    }
    if (rejection.reason === 'stale_claim_hash') {
        const edit = context.edits?.get(claimKey(problem.report, problem.claim_id));
        const changed = edit ? (0,_word_diff_js__WEBPACK_IMPORTED_MODULE_15__/* .changedWordsMarkdown */ .fV)(edit.before, edit.after, summary ? 1000 : 300) : null;
        return { ...part, words: `${words(rejection.reason)}${changed ? `: ${changed}` : ''}`, nested: [] };
    }
    const detail = (0,_words_js__WEBPACK_IMPORTED_MODULE_17__/* .rejectionDetail */ .Fk)(rejection);
    return {
        ...part,
        words: `${words(rejection.reason)}${detail ? `: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_6__/* .inert */ .tJ)(detail, summary ? 1000 : 300)}` : ''}`,
        nested: [],
    };
}
/**
 * Binding errors about one claim as one item: the claim once, then each error; errors that read
 * the same (two results rejected because the claim changed) on one line, naming each evidence.
 */
function bindingErrorGroup(problems, context) {
    const first = problems[0];
    if (first.kind === 'invalid_file') {
        const column = first.report.error?.line ? first.report.error.column : undefined;
        const words = context.detail === 'summary' ? (0,_words_js__WEBPACK_IMPORTED_MODULE_17__/* .ruleWithCode */ .CN)('invalid_file') : _words_js__WEBPACK_IMPORTED_MODULE_17__/* .RULE_WORDS */ .x4.invalid_file;
        return `${where(first, context, column)} ${words}: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_6__/* .inert */ .tJ)(first.text, context.detail === 'summary' ? 1000 : 300)}\n`;
    }
    const merged = new Map();
    for (const problem of problems) {
        const part = bindingPart(problem, context);
        const same = [part.lead, part.words, ...part.nested].join('\u0000');
        const entry = merged.get(same);
        if (entry && part.evidence !== null)
            entry.evidence.push(part.evidence);
        else
            merged.set(same + (entry ? `\u0000${merged.size}` : ''), {
                evidence: part.evidence === null ? [] : [part.evidence],
                part,
            });
    }
    const line = ({ evidence, part }) => part.lead === ''
        ? part.words
        : `${part.lead} ${evidence.join(', ')}${part.lead === 'cites evidence' ? ',' : ':'} ${part.words}`;
    const nestedLines = (part, indent) => part.nested.map((nested) => `${indent}- ${nested}\n`).join('');
    const label = first.claim_id === null ? '' : ` ${claimLabel(first)}`;
    const entries = [...merged.values()];
    if (entries.length === 1) {
        const only = entries[0];
        return `${where(first, context)}${label} ${line(only)}\n${nestedLines(only.part, '  ')}`;
    }
    return `${where(first, context)}${label}: ${(0,_format_js__WEBPACK_IMPORTED_MODULE_7__/* .plural */ .LS)(problems.length, 'binding error')}\n${entries.map((entry) => `  - ${line(entry)}\n${nestedLines(entry.part, '    ')}`).join('')}`;
}
/** The claim's statement with the numbers in it marked: “… brought in **44 million euros**, or …”. */
function markedStatement(text, marks, max) {
    if (Array.from(text).length > max)
        return `“${(0,_escape_js__WEBPACK_IMPORTED_MODULE_6__/* .inert */ .tJ)(text, max)}”`;
    const spans = marks
        .map((mark) => ({ at: text.indexOf(mark), length: mark.length }))
        .filter((span) => span.at >= 0 && span.length > 0)
        .sort((a, b) => a.at - b.at);
    let out = '';
    let at = 0;
    for (const span of spans) {
        if (span.at < at)
            continue;
        out += (0,_quote_diff_js__WEBPACK_IMPORTED_MODULE_12__/* .escapeEdge */ .TO)(text.slice(at, span.at)) + `**${(0,_escape_js__WEBPACK_IMPORTED_MODULE_6__/* .inert */ .tJ)(text.slice(span.at, span.at + span.length), 100)}**`;
        at = span.at + span.length;
    }
    return `“${out}${(0,_quote_diff_js__WEBPACK_IMPORTED_MODULE_12__/* .escapeEdge */ .TO)(text.slice(at))}”`.replace(/“ /, '“').replace(/ ”$/, '”');
}
/**
 * Ungrounded numbers: the number as the claim writes it, where it is missing, and the claim's
 * sentence with it marked. Several numbers of one claim are one item.
 */
function ungroundedItem(problems, context) {
    const first = problems[0];
    const findings = problems
        .map((problem) => problem.finding)
        .filter((finding) => finding?.code === 'ungrounded_number');
    if (findings.length === 0)
        return `${where(first, context)} ${statement(first, context)}\n`;
    const numbers = findings.map((finding) => `**${(0,_escape_js__WEBPACK_IMPORTED_MODULE_6__/* .inert */ .tJ)(finding.text, 100)}**`);
    const missing = (0,_words_js__WEBPACK_IMPORTED_MODULE_17__/* .ungroundedWhere */ .FH)(first.report, findings[0]);
    const subject = numbers.length === 1
        ? `${numbers[0]} in ${claimLabel(first)} ${missing}`
        : `${numbers.slice(0, -1).join(', ')} and ${numbers[numbers.length - 1]} in ${claimLabel(first)} ${missing.replace(/^is /, 'are ')}`;
    const sentence = (0,_results_select_js__WEBPACK_IMPORTED_MODULE_3__/* .claimById */ .tZ)(first.report, first.claim_id)?.statement ?? first.text;
    const cited = (0,_found_in_js__WEBPACK_IMPORTED_MODULE_16__/* .citedIds */ .I1)(first.report, findings[0].claim_id);
    const elsewhere = findings.flatMap((finding) => {
        const line = (0,_found_in_js__WEBPACK_IMPORTED_MODULE_16__/* .foundInMarkdown */ .Tx)(first.report, finding, context.links, cited, `**${(0,_escape_js__WEBPACK_IMPORTED_MODULE_6__/* .inert */ .tJ)(finding.text, 100)}**`);
        return line ? [`  - ${line}\n`] : [];
    });
    return `${where(first, context)} ${subject}: ${markedStatement(sentence, findings.map((finding) => finding.text), STATEMENT_MAX[context.detail])}\n${elsewhere.join('')}`;
}
const STATUS_ORDER = { new: 0, unchanged: 1, fixed: 2 };
const KIND_ORDER = [
    'invalid_file',
    'rejected_result',
    'dangling_citation',
    'unresolved_citation',
];
function statusTag(status) {
    return status === 'new' ? '**new** ' : '';
}
/** How the check stands, for the heading: "max-contradicted: limit ≤ 0 on new ones". */
function standing(check) {
    if (!(0,_gate_decide_js__WEBPACK_IMPORTED_MODULE_2__/* .isLimitSet */ .Qp)(check.limit))
        return `${check.name}: no limit set`;
    const limit = `${check.name}: limit ${(0,_format_js__WEBPACK_IMPORTED_MODULE_7__/* .formatLimit */ .tW)(check.limit, check.name)}`;
    if (check.counted !== 'new')
        return limit;
    if (check.base_value !== undefined)
        return `${limit}, or no lower than the base's ${(0,_format_js__WEBPACK_IMPORTED_MODULE_7__/* .formatValue */ .Fl)(check.base_value, check.name)}`;
    return `${limit} on new ones`;
}
/** One check's standing, or for a section of several, those with a limit ("no limit set" when none has one). */
function standings(checks) {
    if (checks.length === 1)
        return standing(checks[0]);
    const limited = checks.filter((check) => (0,_gate_decide_js__WEBPACK_IMPORTED_MODULE_2__/* .isLimitSet */ .Qp)(check.limit));
    return limited.length === 0 ? 'no limit set' : limited.map(standing).join('; ');
}
/** "4 new, 14 unchanged" against a base; the total without one. */
function countText(total, statuses, hasBase) {
    if (!hasBase)
        return String(total);
    const fresh = statuses.filter((status) => status === 'new').length;
    if (fresh === total)
        return `${total} new`;
    return `${fresh} new, ${total - fresh} unchanged`;
}
/**
 * The run's problems as each check counted them: with the verdicts a pull request adds that
 * count unconfirmed, or without them for a check whose value is worse that way.
 */
function sectionViews(results, problems) {
    const counted = {
        results,
        byKind: (0,_format_js__WEBPACK_IMPORTED_MODULE_7__/* .groupBy */ .$z)(problems, (problem) => problem.kind),
        statuses: (0,_results_problems_js__WEBPACK_IMPORTED_MODULE_0__/* .problemStatuses */ .SD)(results, problems),
    };
    let without;
    return {
        of(check) {
            const both = check.unconfirmed;
            if (!both || check.value !== both.without || both.with === both.without)
                return counted;
            if (without === undefined) {
                const view = (0,_base_problems_without_unconfirmed_js__WEBPACK_IMPORTED_MODULE_1__/* .problemsWithoutUnconfirmed */ .h)(results);
                without = view && { ...view, byKind: (0,_format_js__WEBPACK_IMPORTED_MODULE_7__/* .groupBy */ .$z)(view.problems, (problem) => problem.kind) };
            }
            return without ?? counted;
        },
    };
}
/**
 * The sections to show, failed checks first: `always` ones when they have items, every failed
 * check (with its items, or a note saying where they are), in the table's order.
 */
function checkSections(results, context) {
    const problems = (0,_results_problems_js__WEBPACK_IMPORTED_MODULE_0__/* .listProblems */ .vz)(results);
    const hasBase = (0,_change_js__WEBPACK_IMPORTED_MODULE_5__/* .comparison */ .my)(results) !== null;
    const checks = new Map(results.gate.checks.map((check) => [check.name, check]));
    const waived = (0,_waivers_apply_js__WEBPACK_IMPORTED_MODULE_4__/* .waivedKeys */ .p)(results);
    // A check the run's unconfirmed verdicts made look better than it is counted the run without
    // them (src/gate/strictest.ts): its section lists what it counted.
    const views = sectionViews(results, problems);
    const built = [];
    SECTIONS.forEach((spec, order) => {
        const names = [spec.check, ...(spec.also ?? [])];
        const ownChecks = names.flatMap((name) => checks.get(name) ?? []);
        const check = ownChecks[0];
        if (!check)
            return;
        const failed = ownChecks.some((each) => !each.passed);
        const { results: counted, byKind, statuses } = views.of(check);
        const kinds = names.flatMap((name) => _results_problems_js__WEBPACK_IMPORTED_MODULE_0__/* .CHECK_PROBLEM_KINDS */ .RD[name] ?? []);
        const listedKinds = [...kinds, ...(spec.listed?.[context.detail] ?? [])];
        // Waived problems do not count: they are listed under Waivers instead.
        const listedAll = spec.problem ? listedKinds.flatMap((kind) => byKind.get(kind) ?? []) : [];
        const listed = listedAll.filter((problem) => !waived.has(problem.key));
        const all = listedAll.filter((problem) => kinds.includes(problem.kind));
        const own = listed.filter((problem) => kinds.includes(problem.kind));
        const plain = spec.items ? spec.items(counted, context) : [];
        const count = spec.problem ? own.length : plain.length;
        const show = failed || (spec.always[context.detail] && (spec.problem ? listed.length : count) > 0);
        if (!show)
            return;
        const accepted = all.length - own.length;
        const value = spec.value
            ? spec.value(check)
            : `${countText(own.length, own.map((problem) => statuses.get(problem) ?? 'unchanged'), hasBase)}${accepted > 0 ? `, ${accepted} waived` : ''}`;
        const mark = failed ? '❌ ' : ownChecks.some((each) => (0,_gate_decide_js__WEBPACK_IMPORTED_MODULE_2__/* .isLimitSet */ .Qp)(each.limit)) ? '✅ ' : '';
        const both = (0,_words_js__WEBPACK_IMPORTED_MODULE_17__/* .unconfirmedValues */ .vz)(check, results);
        built.push({
            check: spec.check,
            heading: `${mark}${spec.title}: ${value}${both ? `; ${both}` : ''} (${standings(ownChecks)})`,
            failed,
            items: plain.map((markdown) => ({ markdown: () => `- ${markdown}` })),
            note: listed.length > 0 ? (spec.note?.(results) ?? null) : null,
            order,
            spec,
            claimProblems: listed,
            statuses,
        });
    });
    // A failed check the table does not know (a check added later) still gets its section.
    for (const check of results.gate.checks) {
        if (check.passed || SECTIONS.some((spec) => spec.check === check.name || spec.also?.includes(check.name)))
            continue;
        built.push({
            check: check.name,
            heading: `❌ ${check.name}: ${(0,_format_js__WEBPACK_IMPORTED_MODULE_7__/* .formatValue */ .Fl)(check.value, check.name)} (limit ${(0,_format_js__WEBPACK_IMPORTED_MODULE_7__/* .formatLimit */ .tW)(check.limit, check.name)})`,
            failed: true,
            items: [],
            note: context.detail === 'comment'
                ? 'The job summary and the results file list what this check counted.'
                : 'The results file lists what this check counted.',
            order: SECTIONS.length,
            claimProblems: [],
            statuses: new Map(),
        });
    }
    // What each edited claim read at the base: a verdict rejected because the claim changed shows the words.
    const edits = new Map(((0,_change_js__WEBPACK_IMPORTED_MODULE_5__/* .comparison */ .my)(results)?.claim_edits ?? []).map((edit) => [claimKey(edit, edit.claim_id), edit]));
    const itemContext = { ...context, edits };
    // Claims once each: under the first claim section shown, in the table's (severity) order.
    const claimed = new Map();
    for (const section of [...built].sort((a, b) => a.order - b.order)) {
        const spec = section.spec;
        if (!spec?.problem)
            continue;
        const { statuses } = section;
        const listed = [];
        const elsewhere = new Map();
        for (const problem of section.claimProblems) {
            const id = claimKey(problem.report, problem.claim_id);
            const first = spec.claims ? claimed.get(id) : undefined;
            if (first !== undefined) {
                const entry = elsewhere.get(first) ?? { count: 0, fresh: [] };
                entry.count++;
                if (statuses.get(problem) === 'new')
                    entry.fresh.push(problem);
                elsewhere.set(first, entry);
                continue;
            }
            if (spec.claims)
                claimed.set(id, spec.title);
            listed.push(problem);
        }
        const order = (problem) => STATUS_ORDER[statuses.get(problem) ?? 'unchanged'] * 10 + Math.max(0, KIND_ORDER.indexOf(problem.kind));
        const sorted = listed
            .map((problem, index) => ({ problem, index }))
            .sort((a, b) => order(a.problem) - order(b.problem) || a.index - b.index);
        // Several problems about one claim with one status are one item (an edit that broke two results).
        const groups = new Map();
        for (const { problem } of sorted) {
            const key = spec.group && problem.claim_id !== null
                ? `${claimKey(problem.report, problem.claim_id)}\u0000${statuses.get(problem) ?? ''}`
                : `\u0001${groups.size}`;
            const group = groups.get(key);
            if (group)
                group.push(problem);
            else
                groups.set(key, [problem]);
        }
        const items = [...groups.values()].map((group) => {
            const status = statuses.get(group[0]);
            const render = () => group.length > 1 && spec.group
                ? spec.group(group, itemContext)
                : spec.problem(group[0], itemContext);
            return { markdown: () => `- ${statusTag(status)}${render()}`, ...(status ? { status } : {}) };
        });
        // Under gate-on: new, what the base already had is not counted: folded apart, below the new.
        const check = checks.get(spec.check);
        if (check?.counted === 'new' && hasBase) {
            const unchanged = items.filter((item) => item.status !== 'new');
            section.items = items.filter((item) => item.status === 'new');
            if (unchanged.length > 0)
                section.folded = {
                    title: `${(0,_format_js__WEBPACK_IMPORTED_MODULE_7__/* .plural */ .LS)(unchanged.length, 'unchanged item')}: already in the base, not counted (gate-on: new)`,
                    items: unchanged,
                };
        }
        else
            section.items = items;
        if (elsewhere.size > 0) {
            section.note = [...elsewhere]
                .map(([title, { count, fresh }]) => {
                const where = `${(0,_format_js__WEBPACK_IMPORTED_MODULE_7__/* .plural */ .LS)(count, 'more claim')} ${count === 1 ? 'is' : 'are'} listed under ${title}`;
                if (fresh.length === 0)
                    return `${where}.`;
                const ids = fresh
                    .slice(0, 5)
                    .map((problem) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_6__/* .inert */ .tJ)(problem.claim_id ?? '', 100))
                    .join(', ');
                return `${where}${count === 1 ? ', new here' : `, ${fresh.length} of them new here`}: claim ${ids}${fresh.length > 5 ? ', …' : ''}.`;
            })
                .join(' ');
        }
    }
    const shown = built.sort((a, b) => Number(b.failed) - Number(a.failed) || a.order - b.order);
    // Said once, under the first section it applies to.
    if (hasBase) {
        const first = shown.find((section) => section.spec?.baseNote !== undefined && (section.items.length > 0 || (section.folded?.items.length ?? 0) > 0));
        if (first)
            first.note = first.spec?.baseNote ?? null;
    }
    return shown.map(({ check, heading, failed, items, note, folded }) => ({
        check,
        heading,
        failed,
        items,
        note,
        ...(folded ? { folded } : {}),
    }));
}


/***/ }),

/***/ 9558:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ snapshotChangeLine),
/* harmony export */   p: () => (/* binding */ snapshotChangeLead)
/* harmony export */ });
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7789);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1509);


const FILES_NAMED = 5;
/** Findings of a kind that only passages the pull request wrote would have cleared (they count still). */
function restored(results, code) {
    let count = 0;
    for (const report of results.reports)
        for (const finding of report.findings)
            if (finding.code === code && finding.grounded_by === 'pull_request_passages')
                count++;
    return count;
}
function parts(results, name) {
    const changes = results.snapshot_changes;
    if (!changes || changes.passages === 0)
        return null;
    // The base could not be read: what counts as written is every passage not shown to be the base's.
    const head = changes.base_unread
        ? `${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(changes.passages, 'snapshot passage')} ${changes.passages === 1 ? 'counts' : 'count'} as written by this pull request`
        : `This pull request changes ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(changes.passages, 'snapshot passage')}`;
    const files = changes.files.slice(0, FILES_NAMED).map((entry) => `${name(entry.file)}: ${entry.passages}`);
    if (changes.files.length > FILES_NAMED)
        files.push(`and ${changes.files.length - FILES_NAMED} more files`);
    const numbers = changes.numbers;
    const still = restored(results, 'ungrounded_number');
    const quotes = restored(results, 'quote_not_in_source');
    const tail = [
        ...(numbers > 0 ? [`${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(numbers, 'number is', 'numbers are')} grounded only by passages it wrote`] : []),
        ...(still > 0 && changes.base_unread
            ? [
                `${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(still, 'number')} that only they hold ${still === 1 ? 'counts' : 'count'} as ungrounded, because the base could not be read`,
            ]
            : []),
        ...(still > 0 && !changes.base_unread
            ? [
                `${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(still, 'number')} ungrounded at the base that only they hold ${still === 1 ? 'counts' : 'count'} still`,
            ]
            : []),
        ...(quotes > 0
            ? [
                `${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(quotes, 'quotation')} only they hold ${quotes === 1 ? 'counts' : 'count'} as not in ${quotes === 1 ? 'its source' : 'their sources'}${changes.base_unread ? ', because the base could not be read' : ' still'}`,
            ]
            : []),
    ];
    return { head, files: files.join(', '), tail };
}
/** The lead of the comment and the job summary; null when the pull request changed no passage. */
function snapshotChangeLead(results) {
    const found = parts(results, (file) => `\`${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .inert */ .tJ)(file, 200).replace(/`/g, "'")}\``);
    if (!found)
        return null;
    const tail = found.tail.length > 0 ? ` ${found.tail.join('; ')}.` : '';
    return `⚠️ **${found.head}** (${found.files}): check reads no page, so their text is what review must check against the sources.${tail}`;
}
/** The terminal's line; null when the pull request changed no passage. */
function snapshotChangeLine(results) {
    const found = parts(results, (file) => file);
    if (!found)
        return null;
    return `Snapshots: ${found.head} (${found.files})${found.tail.length > 0 ? `; ${found.tail.join('; ')}` : ''}.`;
}


/***/ }),

/***/ 3635:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $O: () => (/* binding */ archivedLink),
/* harmony export */   VT: () => (/* binding */ noSourceTextItem),
/* harmony export */   by: () => (/* binding */ snapshotCommands),
/* harmony export */   kM: () => (/* binding */ addSourceTextSections),
/* harmony export */   xE: () => (/* binding */ quoteNotInSourceItem)
/* harmony export */ });
/* harmony import */ var _found_in_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6374);
/* harmony import */ var _results_select_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5236);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7789);
/* harmony import */ var _links_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4869);
/* harmony import */ var _markdown_blocks_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(486);
// Snapshots in the comment and the job summary (docs/snapshots.md): the items of claims whose
// source has no text (with the command that fixes it) and of quotations not on their source's
// page, which sections.ts lists as problems, and the sources read from an archived copy, with
// the archived link beside the dead one.





const REASONS = {
    no_snapshot: 'no snapshot yet',
    not_read: 'the page could not be read',
    sentence_changed: 'the sentence changed after the snapshot',
};
/** " (archived copy: [2025-03-01](…))" for a source snapshotted from an archive; '' otherwise. */
function archivedLink(record) {
    const archive = record?.snapshot?.archive;
    return archive ? ` (gone or blocked; archived copy: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .linkOrText */ .Hw)(archive.timestamp.slice(0, 10), archive.url)})` : '';
}
function recordOf(report, id) {
    return report.evidence.find((record) => record.id === id);
}
/** A pair without source text as a list item: where the claim is, the source, and why it has no text. */
function noSourceTextItem(report, finding, links) {
    const record = recordOf(report, finding.evidence_id);
    return `${claimPlace(report, finding.claim_id, finding.line, links)} claim ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .inert */ .tJ)(finding.claim_id, 100)} → ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .linkOrText */ .Hw)(record?.title ?? finding.url, finding.url, 120)}: ${REASONS[finding.reason]}\n`;
}
/** A quotation not on its source's page as a list item. */
function quoteNotInSourceItem(report, finding, links) {
    const record = recordOf(report, finding.evidence_id);
    const elsewhere = (0,_found_in_js__WEBPACK_IMPORTED_MODULE_0__/* .foundInMarkdown */ .Tx)(report, finding, links, []);
    return `${claimPlace(report, finding.claim_id, finding.line, links)} claim ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .inert */ .tJ)(finding.claim_id, 100)} quotes “${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .inert */ .tJ)(finding.text, 300)}”, not on ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .linkOrText */ .Hw)(record?.title ?? finding.url, finding.url, 120)}${archivedLink(record)}\n${elsewhere ? `  - ${elsewhere}\n` : ''}`;
}
/** Under the pairs without source text: the command that snapshots their sources, one per report. */
function snapshotCommands(results) {
    const commands = [
        ...new Set(results.reports.flatMap((report) => report.findings.flatMap((finding) => (finding.code === 'no_source_text' ? [finding.command] : [])))),
    ];
    if (commands.length === 0)
        return null;
    return `These pairs were not verified. To commit their sources' text: ${commands
        .slice(0, 5)
        .map((command) => `\`${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .inert */ .tJ)(command, 300).replace(/`/g, "'")}\``)
        .join(', ')}${commands.length > 5 ? ', …' : ''} (then review and commit the snapshot files).`;
}
function claimPlace(report, claimId, line, links) {
    const claim = (0,_results_select_js__WEBPACK_IMPORTED_MODULE_1__/* .claimById */ .tZ)(report, claimId);
    return (0,_links_js__WEBPACK_IMPORTED_MODULE_3__/* .locationLink */ .su)(links, claim?.file ?? report.file, line, claim?.column);
}
/** The sources read from an archived copy (the pairs without text and the quotations are problems: src/render/sections.ts lists them). */
function addSourceTextSections(budget, omissions, results, options) {
    const archived = results.reports.flatMap((report) => report.evidence.filter((record) => record.snapshot?.archive).map((record) => ({ report, record })));
    (0,_markdown_blocks_js__WEBPACK_IMPORTED_MODULE_4__/* .addListSection */ .rG)(budget, omissions, {
        title: 'Sources snapshotted from an archived copy',
        items: archived,
        render: ({ record }) => `- evidence ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .inert */ .tJ)(record.id, 100)}, ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .linkOrText */ .Hw)(record.title, record.url, 120)}${archivedLink(record)}\n`,
        open: false,
        ...(options.cap === undefined ? {} : { cap: options.cap }),
        restIn: options.restIn,
    });
}


/***/ }),

/***/ 9311:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ACTION_HINTS: () => (/* binding */ ACTION_HINTS),
/* harmony export */   QUOTES_NOTE: () => (/* binding */ QUOTES_NOTE),
/* harmony export */   SUMMARY_LIMIT_BYTES: () => (/* binding */ SUMMARY_LIMIT_BYTES),
/* harmony export */   renderSummary: () => (/* binding */ renderSummary)
/* harmony export */ });
/* harmony import */ var _results_select_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5236);
/* harmony import */ var _budget_js__WEBPACK_IMPORTED_MODULE_16__ = __webpack_require__(9519);
/* harmony import */ var _change_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1526);
/* harmony import */ var _census_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6109);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7789);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1509);
/* harmony import */ var _links_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4869);
/* harmony import */ var _markdown_blocks_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(486);
/* harmony import */ var _sections_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(1102);
/* harmony import */ var _words_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(5933);
/* harmony import */ var _recall_section_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(3417);
/* harmony import */ var _recall_words_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(2823);
/* harmony import */ var _overall_status_js__WEBPACK_IMPORTED_MODULE_17__ = __webpack_require__(2296);
/* harmony import */ var _provenance_section_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(9491);
/* harmony import */ var _reference_section_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(2587);
/* harmony import */ var _waivers_section_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(6016);
/* harmony import */ var _snapshot_changes_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(9558);
/* harmony import */ var _source_text_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(3635);
// The job summary: the whole result in markdown, within GitHub's 1 MiB step-summary limit.
// Order is priority: what decides the gate first, long lists after, so that when the budget
// runs out it is the tail of a long list that is left out, never the decision.


















const SUMMARY_LIMIT_BYTES = 1024 * 1024;
// Room for every closing tag and "left out" note; far more than they take.
const RESERVE_BYTES = 16 * 1024;
const SHORT_LIST = 10;
/** How to supply what the verifier lacked, in the action's words (its log and its summary). */
const ACTION_HINTS = {
    apiKey: 'set the openai-api-key input from a secret',
    model: 'set the model input',
};
function renderSummary(results, options = {}) {
    const budget = new _budget_js__WEBPACK_IMPORTED_MODULE_16__/* .Budget */ .__(options.limitBytes ?? SUMMARY_LIMIT_BYTES, RESERVE_BYTES, _budget_js__WEBPACK_IMPORTED_MODULE_16__/* .utf8Bytes */ .dy);
    const omissions = new _budget_js__WEBPACK_IMPORTED_MODULE_16__/* .Omissions */ .lW();
    const restIn = options.resultsPath ? `the results file (${(0,_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .inert */ .tJ)(options.resultsPath, 200)})` : 'the results file';
    const links = options.links ?? null;
    budget.force(heading(results));
    for (const note of options.notes ?? [])
        budget.tryAdd(`> ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .inert */ .tJ)(note, 1000)}\n\n`);
    const verifier = (0,_words_js__WEBPACK_IMPORTED_MODULE_8__/* .verifierLine */ .de)(results, options.hints ?? ACTION_HINTS, options.fork);
    if (verifier)
        budget.tryAdd(`${verifier}\n\n`);
    const usage = (0,_recall_words_js__WEBPACK_IMPORTED_MODULE_10__/* .usageWords */ .Zy)(results);
    if (usage)
        budget.tryAdd(`Semantic verifier: ${usage}.\n\n`);
    const trust = (0,_markdown_blocks_js__WEBPACK_IMPORTED_MODULE_6__/* .trustBlock */ .Qk)(results, options.fork ?? false, SHORT_LIST, restIn);
    if (trust)
        budget.tryAdd(`${trust}\n`);
    budget.tryAdd(`### Gate\n\n${(0,_markdown_blocks_js__WEBPACK_IMPORTED_MODULE_6__/* .gateTable */ .k0)(results.gate.checks, results.totals, results)}`);
    if (results.gate.gate_on_note)
        budget.tryAdd(`${(0,_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .inert */ .tJ)(results.gate.gate_on_note, 500)}\n\n`);
    addBaseComparison(budget, omissions, results, links, restIn);
    addReportTable(budget, omissions, results.reports, links);
    const recall = (0,_recall_section_js__WEBPACK_IMPORTED_MODULE_9__/* .recallBlock */ .$)(results, links, Number.POSITIVE_INFINITY);
    if (recall)
        budget.tryAdd(recall);
    const semantic = semanticLine(results.reports);
    if (semantic)
        budget.tryAdd(`${semantic}\n\n`);
    for (const section of (0,_sections_js__WEBPACK_IMPORTED_MODULE_7__/* .checkSections */ .fM)(results, { links, detail: 'summary' })) {
        (0,_markdown_blocks_js__WEBPACK_IMPORTED_MODULE_6__/* .addFoldedSection */ .$Z)(budget, omissions, section, {
            level: '###',
            visible: SHORT_LIST,
            cap: Number.POSITIVE_INFINITY,
            restIn,
        });
    }
    (0,_waivers_section_js__WEBPACK_IMPORTED_MODULE_13__/* .addWaiverSections */ .Q)(budget, omissions, results, { links, restIn, level: '###' });
    (0,_provenance_section_js__WEBPACK_IMPORTED_MODULE_11__/* .addProvenanceSection */ .Y)(budget, omissions, results, { restIn, maxText: 500, openUpTo: SHORT_LIST, links });
    (0,_reference_section_js__WEBPACK_IMPORTED_MODULE_12__/* .addReferenceSection */ .Cc)(budget, omissions, results, { restIn, openUpTo: SHORT_LIST, links, detail: 'summary' });
    (0,_source_text_js__WEBPACK_IMPORTED_MODULE_15__/* .addSourceTextSections */ .kM)(budget, omissions, results, { restIn, links });
    addProviderRejections(budget, omissions, results.reports, restIn, links);
    if (omissions.any) {
        const parts = omissions.entries().map(([section, count]) => `${section}: ${count}`);
        budget.force(`**Left out to stay under GitHub's step-summary size limit** (${parts.join('; ')}); ${restIn} has everything.\n`);
    }
    return budget.toString();
}
function heading(results) {
    const { totals, gate } = results;
    const change = (0,_change_js__WEBPACK_IMPORTED_MODULE_1__/* .changeLead */ .LW)(results);
    const lead = change ? `${change}\n\n` : '';
    const scope = `${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .LS)(totals.reports, 'report')} · ${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .LS)(totals.claims, 'claim')} · ${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .LS)(totals.pairs, 'claim/evidence pair')} · status ${(0,_overall_status_js__WEBPACK_IMPORTED_MODULE_17__/* .overallStatus */ .g)(results)}`;
    const waivers = (0,_waivers_section_js__WEBPACK_IMPORTED_MODULE_13__/* .waiverLead */ .b)(results);
    const census = (0,_census_js__WEBPACK_IMPORTED_MODULE_2__/* .censusLine */ .YN)(results, (report) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .inert */ .tJ)(report.file, 200));
    const lost = census ? `**${census}.**\n\n` : '';
    const snapshots = (0,_snapshot_changes_js__WEBPACK_IMPORTED_MODULE_14__/* .snapshotChangeLead */ .p)(results);
    return `## ${(0,_markdown_blocks_js__WEBPACK_IMPORTED_MODULE_6__/* .decision */ .xR)(gate, totals, (0,_census_js__WEBPACK_IMPORTED_MODULE_2__/* .passedBut */ .ug)((0,_words_js__WEBPACK_IMPORTED_MODULE_8__/* .modelOutage */ .dO)(results), results))}\n\n${lost}${lead}${waivers ? `${waivers}\n\n` : ''}${snapshots ? `${snapshots}\n\n` : ''}${scope}\n\n${(0,_markdown_blocks_js__WEBPACK_IMPORTED_MODULE_6__/* .verdictCounts */ .US)(totals)}\n\n`;
}
/** The base comparison in full: which commit, the counts, every verdict change and every fixed problem. */
function addBaseComparison(budget, omissions, results, links, restIn) {
    const line = (0,_change_js__WEBPACK_IMPORTED_MODULE_1__/* .baseLine */ .K7)(results, links);
    if (line === null)
        return;
    if (!budget.tryAdd(`### Compared with the base\n\n${line}\n\n`))
        return;
    const table = (0,_change_js__WEBPACK_IMPORTED_MODULE_1__/* .countsTable */ .Po)(results);
    if (table)
        budget.tryAdd(`${table}\n`);
    const changed = (0,_change_js__WEBPACK_IMPORTED_MODULE_1__/* .verdictChangeItems */ .id)(results, links, 1000);
    (0,_markdown_blocks_js__WEBPACK_IMPORTED_MODULE_6__/* .addListSection */ .rG)(budget, omissions, {
        title: 'Verdicts changed by this pull request',
        items: changed,
        render: (item) => item,
        open: changed.length <= SHORT_LIST,
        restIn,
    });
    const fixed = (0,_change_js__WEBPACK_IMPORTED_MODULE_1__/* .fixedItems */ .X8)(results, links);
    (0,_markdown_blocks_js__WEBPACK_IMPORTED_MODULE_6__/* .addListSection */ .rG)(budget, omissions, {
        title: 'Fixed by this pull request (lines in the base commit)',
        items: fixed,
        render: (item) => item,
        open: fixed.length <= SHORT_LIST,
        restIn,
    });
}
/**
 * A row per report, in five columns so that it fits a narrow page: the claims' verdicts share
 * one cell. "Quotes word for word" counts the results whose quote was checked against its
 * excerpt: kept ones (a kept result without a quote counts as not word for word, as in
 * exact_quote_ratio) and those rejected because their quote is not in the excerpt (which
 * exact_quote_ratio leaves out, so a report whose quotes were all rejected no longer reads 100%).
 */
function addReportTable(budget, omissions, reports, links) {
    const many = reports.length > SHORT_LIST;
    const head = '| Report | Status | Claims | Coverage | Quotes word for word |\n| --- | --- | --- | ---: | ---: |\n';
    const open = many
        ? `<details>\n<summary><strong>Reports (${reports.length})</strong></summary>\n\n`
        : '### Reports\n\n';
    if (!budget.tryAdd(open + head)) {
        omissions.add('Reports table rows', reports.length);
        return;
    }
    let shown = 0;
    for (const report of reports) {
        if (!budget.tryAdd(reportRow(report, links)))
            break;
        shown++;
    }
    if (shown < reports.length) {
        omissions.add('Reports table rows', reports.length - shown);
        budget.force(`| … ${reports.length - shown} more left out | | | | |\n`);
    }
    budget.force(`\n${QUOTES_NOTE}\n`);
    budget.force(many ? '\n</details>\n\n' : '\n');
}
/** Under the reports table: what its last two columns count. */
const QUOTES_NOTE = 'Coverage: cited claims with a kept verifier result. Quotes word for word: of the results whose quote was checked against its excerpt (those kept, and those rejected because the quote is not in the excerpt), how many quote it word for word; a result kept without a quote counts as not.';
function reportRow(report, links) {
    const url = (0,_links_js__WEBPACK_IMPORTED_MODULE_5__/* .blobUrl */ .b0)(links, links?.headSha, report.file);
    const label = (0,_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .inert */ .tJ)(report.name === undefined ? report.file : `${report.file} (${report.name})`, 200);
    const name = url === null ? label : `[${label}](${url})`;
    const s = report.summary;
    if (!s)
        return `| ${name} | invalid | | | |\n`;
    const verdicts = [
        [s.supported_claim_count, 'supported'],
        [s.contradicted_claim_count, 'contradicted'],
        [s.insufficient_claim_count, 'insufficient'],
        [s.unverifiable_claim_count, 'unverifiable'],
    ];
    const parts = verdicts
        .filter(([count]) => count > 0)
        .map(([count, word]) => (word === 'contradicted' ? `**${count} ${word}**` : `${count} ${word}`));
    const claims = `${s.claim_count}${parts.length > 0 ? `: ${parts.join(', ')}` : ''}`;
    const { bound, checked } = (0,_results_select_js__WEBPACK_IMPORTED_MODULE_0__/* .quoteCounts */ .Xw)(report);
    // With no verifier result at all there is no coverage or quote ratio to speak of.
    const coverage = (0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .hasVerdicts */ .PH)(s.status) ? (0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .percent */ .KN)(s.coverage_ratio) : '—';
    const quotes = checked > 0 ? `${bound} of ${checked}` : '—';
    return `| ${name} | ${s.status} | ${claims} | ${coverage} | ${quotes} |\n`;
}
/** "Semantic verifier, by report: complete for 2 reports, model m; unavailable (missing_api_key) for 1 report." (Why pairs went without a verdict is the verifier line.) */
function semanticLine(reports) {
    const valid = reports.filter((report) => report.summary);
    if (valid.length === 0)
        return null;
    const groups = (0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .groupBy */ .$z)(valid, (report) => `${report.provider.state}|${report.provider.failure_code ?? ''}|${report.provider.model ?? ''}`);
    const parts = [...groups.values()].map((group) => {
        const { state, failure_code, model } = group[0].provider;
        const why = failure_code ? ` (${(0,_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .inert */ .tJ)(failure_code, 100)})` : '';
        const by = model ? `, model ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .inert */ .tJ)(model, 100)}` : '';
        return `${state.replace('_', ' ')}${why} for ${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .LS)(group.length, 'report')}${by}`;
    });
    return `Semantic verifier, by report: ${parts.join('; ')}.`;
}
function addProviderRejections(budget, omissions, reports, restIn, links) {
    const rejected = reports.flatMap((report) => report.provider.rejected.map((rejection) => ({ report, rejection })));
    if (rejected.length === 0)
        return;
    const groups = (0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .groupBy */ .$z)(rejected, (item) => item.rejection.reason);
    const counts = [...groups].map(([reason, group]) => `${reason.replace(/_/g, ' ')} ${group.length}`).join(', ');
    budget.tryAdd(`**${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .LS)(rejected.length, 'model answer')} rejected** by binding (${counts}). These are not binding errors of the reports; the pairs stay unverified.\n\n`);
    for (const [reason, group] of groups) {
        (0,_markdown_blocks_js__WEBPACK_IMPORTED_MODULE_6__/* .addListSection */ .rG)(budget, omissions, {
            title: `Model answers rejected: ${reason.replace(/_/g, ' ')}`,
            items: group,
            render: ({ report, rejection }) => {
                const where = (0,_links_js__WEBPACK_IMPORTED_MODULE_5__/* .locationLink */ .su)(links, (0,_results_select_js__WEBPACK_IMPORTED_MODULE_0__/* .claimFile */ .bZ)(report, rejection.claim_id), (0,_results_select_js__WEBPACK_IMPORTED_MODULE_0__/* .claimById */ .tZ)(report, rejection.claim_id)?.line);
                return `- ${where} claim ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .inert */ .tJ)(rejection.claim_id ?? '?', 100)} → evidence ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .inert */ .tJ)(rejection.evidence_id ?? '?', 100)}: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_3__/* .inert */ .tJ)(rejection.detail, 500)}\n`;
            },
            open: false,
            cap: 20,
            restIn,
        });
    }
}


/***/ }),

/***/ 6016:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ addWaiverSections),
/* harmony export */   b: () => (/* binding */ waiverLead)
/* harmony export */ });
/* harmony import */ var _results_problems_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2340);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7789);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1509);
/* harmony import */ var _links_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4869);
/* harmony import */ var _markdown_blocks_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(486);
/* harmony import */ var _words_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5933);
// Waivers as a reviewer must see them: the ones this pull request adds or changes (open, since a
// pull request can waive its own findings), the findings waived (folded), the waivers that no
// longer apply (stale, expired) and the entries that could not be read. Shared by the comment
// and the job summary.






const rowKey = (row) => (0,_results_problems_js__WEBPACK_IMPORTED_MODULE_0__/* .problemKey */ .ZL)(row, row.kind, row.claim_id, row.evidence_id, row.number);
/** What a waiver names, in words: "docs/a.report.json: claim c1 was contradicted". */
const named = (row) => `${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .inert */ .tJ)(row.name === undefined ? row.file : `${row.file} ${row.name}`, 200)}: ${(0,_words_js__WEBPACK_IMPORTED_MODULE_5__/* .problemPhrase */ .le)(row)}`;
const reasonOf = (row) => `“${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .inert */ .tJ)(row.reason, 300)}”${row.expires ? ` until ${row.expires}` : ''}`;
/** The sentence under the change lead when the pull request adds or changes waivers; null otherwise. */
function waiverLead(results) {
    const changed = results.waivers?.entries.filter((row) => row.change !== undefined) ?? [];
    if (changed.length === 0)
        return null;
    return `⚠️ **This pull request adds or changes ${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(changed.length, 'waiver')}** in ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .inert */ .tJ)(results.waivers?.file ?? '', 200)}: a waived finding does not count toward the limits. They are listed under Waivers below.`;
}
function addWaiverSections(budget, omissions, results, options) {
    const section = results.waivers;
    if (!section)
        return;
    const { links, restIn } = options;
    const cap = options.cap ?? Number.POSITIVE_INFINITY;
    const fileAt = (line) => (0,_links_js__WEBPACK_IMPORTED_MODULE_3__/* .locationLink */ .su)(links, section.file, line);
    const changed = section.entries.filter((row) => row.change !== undefined);
    const gone = section.entries.filter((row) => row.status === 'stale' || row.status === 'expired');
    const applied = new Map(section.entries.filter((row) => row.status === 'applied').map((row) => [rowKey(row), row]));
    const waived = (0,_results_problems_js__WEBPACK_IMPORTED_MODULE_0__/* .listProblems */ .vz)(results).filter((problem) => applied.has(problem.key));
    const notChecked = section.entries.filter((row) => row.status === 'not_checked').length;
    if (changed.length + gone.length + waived.length + section.errors.length === 0 &&
        !section.base_note &&
        notChecked === 0)
        return;
    budget.tryAdd(`${options.level} Waivers\n\n`);
    if (section.base_note)
        budget.tryAdd(`${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .inert */ .tJ)(section.base_note, 500)}.\n\n`);
    (0,_markdown_blocks_js__WEBPACK_IMPORTED_MODULE_4__/* .addListSection */ .rG)(budget, omissions, {
        title: '⚠️ Added or changed by this pull request',
        items: changed,
        render: (row) => `- **${row.change}** ${fileAt(row.line)} ${named(row)}; waived ${reasonOf(row)}${row.status === 'applied' ? ` (waives ${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(row.matched, 'problem')})` : ` (${row.status.replace('_', ' ')})`}\n`,
        open: true,
        cap,
        restIn,
    });
    (0,_markdown_blocks_js__WEBPACK_IMPORTED_MODULE_4__/* .addListSection */ .rG)(budget, omissions, {
        title: 'No longer apply',
        items: gone,
        render: (row) => row.status === 'expired'
            ? `- ${fileAt(row.line)} ${named(row)}; **expired** on ${row.expires}: it no longer waives${row.matched > 0 ? `, and ${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(row.matched, 'problem')} ${row.matched === 1 ? 'counts' : 'count'} again` : ''}\n`
            : `- ${fileAt(row.line)} ${named(row)}; **stale**: the report has no such problem now (fixed, or the claim is gone), so remove the waiver\n`,
        open: true,
        cap,
        restIn,
    });
    (0,_markdown_blocks_js__WEBPACK_IMPORTED_MODULE_4__/* .addListSection */ .rG)(budget, omissions, {
        title: 'Waiver file problems (these entries waive nothing)',
        items: section.errors,
        render: (error) => `- ${fileAt(error.line)} ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .inert */ .tJ)(error.message, 500)}\n`,
        open: true,
        cap,
        restIn,
    });
    (0,_markdown_blocks_js__WEBPACK_IMPORTED_MODULE_4__/* .addListSection */ .rG)(budget, omissions, {
        title: 'Waived: not counted toward the limits',
        items: waived,
        render: (problem) => {
            const row = applied.get(problem.key);
            return `- ${(0,_links_js__WEBPACK_IMPORTED_MODULE_3__/* .locationLink */ .su)(links, problem.at ?? problem.report.file, problem.line)} ${(0,_words_js__WEBPACK_IMPORTED_MODULE_5__/* .problemPhrase */ .le)(problem)}: waived ${reasonOf(row)} (${fileAt(row.line)})\n`;
        },
        open: false,
        cap,
        restIn,
    });
    if (notChecked > 0)
        budget.tryAdd(`${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(notChecked, 'waiver')} of reports not checked in this run ${notChecked === 1 ? 'was' : 'were'} not applied.\n\n`);
}


/***/ }),

/***/ 1428:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JL: () => (/* binding */ changedWordsText),
/* harmony export */   fV: () => (/* binding */ changedWordsMarkdown)
/* harmony export */ });
/* unused harmony export wordHunks */
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7789);
// What changed between two versions of a claim, word by word: "brought in **41 → 44** million
// euros" rather than only "the claim's text changed". Pure; the markdown form escapes every word.

const CONTEXT = 2;
/** Beyond this many hunks, or when most words changed, the claim was reworded: show the old text whole. */
const MOST_HUNKS = 3;
/** Longer texts are not diffed word by word (the table is words × words). */
const MOST_WORDS = 400;
const words = (text) => text.split(/\s+/).filter((word) => word !== '');
/**
 * The word-level changes from `before` to `after`, or null when there are too many to read as
 * edits (a reworded claim) or the texts are too long to compare.
 */
function wordHunks(before, after) {
    const a = words(before);
    const b = words(after);
    if (a.length > MOST_WORDS || b.length > MOST_WORDS)
        return null;
    // Longest common subsequence, filled from the end so the walk below goes forwards.
    const table = Array.from({ length: a.length + 1 }, () => new Uint16Array(b.length + 1));
    for (let i = a.length - 1; i >= 0; i--) {
        for (let j = b.length - 1; j >= 0; j--) {
            table[i][j] = a[i] === b[j] ? table[i + 1][j + 1] + 1 : Math.max(table[i + 1][j], table[i][j + 1]);
        }
    }
    const hunks = [];
    let i = 0;
    let j = 0;
    let common = 0;
    while (i < a.length || j < b.length) {
        if (i < a.length && j < b.length && a[i] === b[j]) {
            i++;
            j++;
            common++;
            continue;
        }
        const removed = [];
        const added = [];
        while ((i < a.length || j < b.length) && !(i < a.length && j < b.length && a[i] === b[j])) {
            if (j >= b.length || (i < a.length && table[i + 1][j] >= table[i][j + 1]))
                removed.push(a[i++]);
            else
                added.push(b[j++]);
        }
        const start = j - added.length;
        const after = b.slice(j, j + CONTEXT);
        // The context ends on a word, not on the punctuation after it ("million euros", not "euros,").
        if (after.length > 0)
            after[after.length - 1] = after[after.length - 1].replace(/[,;:]+$/, '');
        hunks.push({ before: b.slice(Math.max(0, start - CONTEXT), start), removed, added, after });
    }
    if (hunks.length === 0)
        return [];
    if (hunks.length > MOST_HUNKS || common * 2 < Math.max(a.length, b.length))
        return null;
    return hunks;
}
/**
 * The change as markdown: "brought in **41 → 44** million euros"; a removal struck through, an
 * addition in bold with "(added)"; hunks joined by " · ". A reworded claim: `it read “…”`.
 * Null when the texts are the same word for word (only spacing changed).
 */
function changedWordsMarkdown(before, after, max) {
    const hunks = wordHunks(before, after);
    if (hunks === null)
        return `it read “${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .inert */ .tJ)(before, max)}”`;
    if (hunks.length === 0)
        return null;
    const text = (list) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .inert */ .tJ)(list.join(' '), max);
    return hunks
        .map((hunk) => {
        const change = hunk.removed.length > 0 && hunk.added.length > 0
            ? `**${text(hunk.removed)} → ${text(hunk.added)}**`
            : hunk.removed.length > 0
                ? `~~${text(hunk.removed)}~~ (removed)`
                : `**${text(hunk.added)}** (added)`;
        return [hunk.before.length > 0 ? text(hunk.before) : '', change, hunk.after.length > 0 ? text(hunk.after) : '']
            .filter((part) => part !== '')
            .join(' ');
    })
        .join(' · ');
}
/** The same in plain text (SARIF messages, the terminal): "brought in 41 → 44 million euros". */
function changedWordsText(before, after) {
    const hunks = wordHunks(before, after);
    if (hunks === null)
        return `it read "${before}"`;
    if (hunks.length === 0)
        return null;
    return hunks
        .map((hunk) => {
        const change = hunk.removed.length > 0 && hunk.added.length > 0
            ? `${hunk.removed.join(' ')} → ${hunk.added.join(' ')}`
            : hunk.removed.length > 0
                ? `[removed: ${hunk.removed.join(' ')}]`
                : `[added: ${hunk.added.join(' ')}]`;
        return [...hunk.before, change, ...hunk.after].join(' ');
    })
        .join(' · ');
}


/***/ }),

/***/ 5933:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CN: () => (/* binding */ ruleWithCode),
/* harmony export */   Cg: () => (/* binding */ UNRESOLVED_WORDS),
/* harmony export */   EX: () => (/* binding */ unsupportedReason),
/* harmony export */   FH: () => (/* binding */ ungroundedWhere),
/* harmony export */   Fk: () => (/* binding */ rejectionDetail),
/* harmony export */   RA: () => (/* binding */ trustNote),
/* harmony export */   Su: () => (/* binding */ unavailableReports),
/* harmony export */   bb: () => (/* binding */ UNCONFIRMED_WORDS),
/* harmony export */   dO: () => (/* binding */ modelOutage),
/* harmony export */   de: () => (/* binding */ verifierLine),
/* harmony export */   fM: () => (/* binding */ trustItemWords),
/* harmony export */   jC: () => (/* binding */ COUNTED_WORDS),
/* harmony export */   le: () => (/* binding */ problemPhrase),
/* harmony export */   nO: () => (/* binding */ unverifiedReasons),
/* harmony export */   vz: () => (/* binding */ unconfirmedValues),
/* harmony export */   x4: () => (/* binding */ RULE_WORDS)
/* harmony export */ });
/* harmony import */ var _binding_bind_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9146);
/* harmony import */ var _results_rules_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7617);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7789);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1509);
/* harmony import */ var _check_unconfirmed_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7184);
// What citegate found, in words a reviewer reads without knowing its rule codes.





const RULE_WORDS = Object.fromEntries([..._binding_bind_js__WEBPACK_IMPORTED_MODULE_0__/* .REJECTION_REASONS */ .K, 'altered_snapshot', 'dangling_citation', 'unresolved_citation', 'invalid_file'].map((code) => [code, _results_rules_js__WEBPACK_IMPORTED_MODULE_1__/* .RULES */ .y[code].short]));
/** Why a citation could not be traced to a source, for each reason an adapter gives. */
const UNRESOLVED_WORDS = {
    citation_numbering_unknown: "the article's numbering cannot be matched to the list of sources",
    citation_numbering_inconsistent: 'the article and its draft disagree on which source this number is',
    citation_placement_ambiguous: 'the marker stands between two sentences and the answer places its markers both ways, so which sentence it cites is not guessed',
};
/** What each counting check counts, for one and for many: "1 binding error", "2 binding errors". */
const COUNTED_WORDS = {
    'max-contradicted': { one: 'contradicted claim', many: 'contradicted claims' },
    'max-high-confidence-unsupported': {
        one: 'high-confidence claim without support',
        many: 'high-confidence claims without support',
    },
    'max-binding-errors': { one: 'binding error', many: 'binding errors' },
    'max-ungrounded-numbers': { one: 'ungrounded number', many: 'ungrounded numbers' },
    'max-warnings': { one: 'warning about citations and sources', many: 'warnings about citations and sources' },
    'max-unread-markers': { one: 'citation mark not read', many: 'citation marks not read' },
    'max-no-source-text': {
        one: 'claim/evidence pair without source text',
        many: 'claim/evidence pairs without source text',
    },
    'max-quotes-not-in-source': {
        one: 'quotation not on its source’s page',
        many: 'quotations not on their source’s page',
    },
    'max-uncited-claims': { one: 'factual sentence citing nothing', many: 'factual sentences citing nothing' },
    'max-insufficient': { one: 'insufficient claim', many: 'insufficient claims' },
    'max-unverifiable': { one: 'unverifiable claim', many: 'unverifiable claims' },
    'fail-on-unavailable': { one: 'report not verified at all', many: 'reports not verified at all' },
    'max-provenance-not-found': { one: 'excerpt not found at its source', many: 'excerpts not found at their sources' },
    'max-provenance-unreachable': { one: 'source that could not be checked', many: 'sources that could not be checked' },
    'max-references-not-found': { one: 'reference not found', many: 'references not found' },
    'max-references-mismatch': { one: 'reference to another work', many: 'references to another work' },
    'max-retracted': { one: 'retracted reference', many: 'retracted references' },
};
/** "the claim's text changed after it was verified (stale_claim_hash)". */
function ruleWithCode(rule) {
    return `${RULE_WORDS[rule]} (${rule})`;
}
/**
 * A rejection's detail, fit to show: the rules whose detail only restates the rule with hashes
 * (the results file keeps those) say nothing more.
 */
function rejectionDetail(rejection) {
    if (rejection.reason === 'stale_claim_hash' ||
        rejection.reason === 'stale_evidence_hash' ||
        rejection.reason === 'duplicate')
        return null;
    return rejection.detail;
}
// Built once per report: lists of 20,000 claims must not scan every pair for every claim.
const facts = new WeakMap();
function factsOf(report) {
    let found = facts.get(report);
    if (!found) {
        found = { pairs: new Map(), rejections: new Map(), dangling: new Set(), unresolved: new Set() };
        for (const pair of report.pairs)
            found.pairs.set(pair.claim_id, (found.pairs.get(pair.claim_id) ?? 0) + 1);
        for (const rejection of report.rejected)
            if (!found.rejections.has(rejection.claim_id))
                found.rejections.set(rejection.claim_id, rejection);
        for (const finding of report.findings) {
            if (finding.code === 'dangling_citation')
                found.dangling.add(finding.claim_id);
            else if (finding.code === 'unresolved_citation')
                found.unresolved.add(finding.claim_id);
        }
        facts.set(report, found);
    }
    return found;
}
/** "is in none of its 2 cited excerpts": the sentence's end, for renderers that quote the number their own way. */
function ungroundedWhere(report, finding) {
    const cited = factsOf(report).pairs.get(finding.claim_id) ?? 0;
    return cited === 1 ? 'is not in its cited excerpt' : `is in none of its ${cited} cited excerpts`;
}
/** Why a claim has no `supports` verdict: contradicted, insufficient, uncited, no verdict, or its result was rejected. */
function unsupportedReason(report, claim) {
    if (claim.verdict === 'contradicts')
        return 'contradicted';
    if (claim.verdict === 'insufficient')
        return 'insufficient';
    if (claim.verdict === 'supports')
        return 'supported';
    const { pairs, rejections, dangling, unresolved } = factsOf(report);
    const rejection = rejections.get(claim.id);
    if (rejection)
        return rejection.reason === 'unbound_quote' ? 'quote rejected' : `result rejected: ${RULE_WORDS[rejection.reason]}`;
    if (!pairs.has(claim.id)) {
        if (unresolved.has(claim.id))
            return 'uncited: its citations cannot be traced to a source';
        return dangling.has(claim.id) ? 'uncited: its evidence IDs are not in the report' : 'uncited';
    }
    return 'no verdict';
}
/** A problem as one short phrase for lists that mix kinds (fixed problems). */
function problemPhrase(problem) {
    const claim = problem.claim_id === null ? '' : `claim ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .inert */ .tJ)(problem.claim_id, 100)}`;
    switch (problem.kind) {
        case 'contradicted':
            return `${claim} was contradicted`;
        case 'high_confidence_unsupported':
            return `${claim} (confidence: high) had no support`;
        case 'insufficient':
            return `${claim} was insufficient`;
        case 'unverifiable':
            return `${claim} was unverifiable`;
        case 'rejected_result':
            return `the result for ${claim} → evidence ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .inert */ .tJ)(problem.evidence_id ?? '', 100)} did not bind`;
        case 'dangling_citation':
            return `${claim} cited evidence ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .inert */ .tJ)(problem.evidence_id ?? '', 100)}, which the report did not contain`;
        case 'unresolved_citation':
            return `${claim} cited [${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .inert */ .tJ)(problem.evidence_id ?? '', 100)}], which could not be traced to a source`;
        case 'invalid_file':
            return 'the file was not a valid report';
        case 'ungrounded_number':
            return `**${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .inert */ .tJ)(problem.number ?? '', 100)}** in ${claim} was in none of its cited excerpts`;
        case 'unavailable_report':
            return 'no claim could be verified';
        case 'provenance_not_found':
            return `the excerpt of evidence ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .inert */ .tJ)(problem.evidence_id ?? '', 100)} was not found at its source`;
        case 'provenance_unreachable':
            return `the source of evidence ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .inert */ .tJ)(problem.evidence_id ?? '', 100)} could not be checked`;
        case 'reference_not_found':
            return `the identifier of evidence ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .inert */ .tJ)(problem.evidence_id ?? '', 100)} was in no registry`;
        case 'reference_mismatch':
            return `the identifier of evidence ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .inert */ .tJ)(problem.evidence_id ?? '', 100)} named another work`;
        case 'reference_retracted':
            return `evidence ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .inert */ .tJ)(problem.evidence_id ?? '', 100)} cited a retracted work`;
        case 'no_source_text':
            return `${claim} → evidence ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .inert */ .tJ)(problem.evidence_id ?? '', 100)} had no source text`;
        case 'quote_not_in_source':
            return `${claim} quoted “${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .inert */ .tJ)(problem.subject ?? '', 200)}”, which was not on the page of evidence ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .inert */ .tJ)(problem.evidence_id ?? '', 100)}`;
        default: {
            // A notice: its rule in words, and what it is about.
            const about = problem.evidence_id ?? problem.subject;
            return `${_results_rules_js__WEBPACK_IMPORTED_MODULE_1__/* .RULES */ .y[problem.kind].short}${about === undefined ? '' : `: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .inert */ .tJ)(about, 200)}`}`;
        }
    }
}
/**
 * Why pairs the run needed got no verdict, each with its fix, in plain words (no report text):
 * the comment's and summary's verifier line and the terminal's say the same.
 */
function unverifiedReasons(results, hints, fork = false) {
    const valid = results.reports.filter((report) => report.summary);
    const codes = new Set(valid.filter((report) => report.provider.unverified > 0).map((report) => report.provider.failure_code));
    const overLimit = valid.reduce((sum, report) => sum + report.provider.unverified_reasons.max_pairs, 0);
    const why = [];
    if (codes.has('missing_api_key')) {
        why.push(fork
            ? 'no API key, because workflows on pull requests from forks get no secrets'
            : `no API key (${hints.apiKey})`);
    }
    if (codes.has('missing_model'))
        why.push(`no model (${hints.model})`);
    if (codes.has('semantic_off'))
        why.push('it is switched off (semantic: off)');
    if (codes.has('provider_failed') || codes.has('requests_failed'))
        why.push('the provider failed (the warning in the log says why; the next run asks again)');
    if (overLimit > 0) {
        const limit = results.semantic?.max_pairs;
        const which = limit === undefined || limit === null ? 'max-pairs' : `max-pairs ${limit}`;
        why.push(`the pair limit was reached: ${which} left ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(overLimit, 'pair')} unsent (raise max-pairs, or set it to none for no limit)`);
    }
    if (codes.has('answers_rejected'))
        why.push(`the model's answers did not bind (${hints.rejectedAnswers ?? 'listed under Model answers rejected in the job summary'})`);
    return why;
}
/**
 * One line whenever a pair the run needed got no verdict: why, and the fix. Derived from the
 * reports' provider sections; null when every needed pair has a verdict.
 */
function verifierLine(results, hints, fork = false) {
    const unverified = results.reports
        .filter((report) => report.summary)
        .reduce((sum, report) => sum + report.provider.unverified, 0);
    if (unverified === 0)
        return null;
    const why = unverifiedReasons(results, hints, fork);
    const reasons = why.length > 0 ? why.join('; ') : 'see provider in the results file';
    return `⚠️ **The semantic verifier left ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(unverified, 'claim/evidence pair')} without a verdict**: ${reasons}. Claims without a verdict count as unverifiable; that is not a fault in the reports.`;
}
/**
 * When the model was asked and not one request came back usable: "nothing was verified: every
 * model request failed (3 of 3)", or, when committed results or the cache still verified some
 * pairs, how many were left without a verdict. Null otherwise. The gate is not changed by it
 * (fail-on-unavailable decides that); the first line of every output says it.
 */
function modelOutage(results) {
    const asked = results.reports.filter((report) => report.summary && report.provider.requests > 0);
    if (asked.length === 0)
        return null;
    if (asked.some((report) => report.provider.answered > 0 || report.provider.unverified_reasons.rejected > 0))
        return null;
    const requests = asked.reduce((sum, report) => sum + report.provider.requests, 0);
    const failed = `every model request failed (${requests} of ${requests})`;
    if (results.totals.verified_pairs === 0)
        return `nothing was verified: ${failed}`;
    const unverified = results.reports.reduce((sum, report) => sum + report.provider.unverified, 0);
    return `${failed}: ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(unverified, 'pair')} left without a verdict`;
}
/** How every output marks a verdict a pull request adds that counts though nothing confirmed it (docs/security.md). */
const UNCONFIRMED_WORDS = 'from this pull request, not confirmed by the base or the model';
/**
 * The reports no claim of which could be verified, as fail-on-unavailable's check counted them:
 * without a pull request's unconfirmed verdicts when that is the worse (src/gate/strictest.ts).
 */
function unavailableReports(results, check) {
    if (check.unconfirmed?.without !== true)
        return results.totals.unavailable_reports;
    return (0,_check_unconfirmed_js__WEBPACK_IMPORTED_MODULE_4__/* .resultsWithoutUnconfirmed */ .pm)(results)?.totals.unavailable_reports ?? results.totals.unavailable_reports;
}
/**
 * Beside a check whose value the unconfirmed verdicts change, both values (the check counts the
 * worse): "1 with this pull request's unconfirmed verdicts, 2 without"; '' for the others.
 */
function unconfirmedValues(check, results, unavailableCount = false) {
    const both = check.unconfirmed;
    if (!both)
        return '';
    // The terminal counts fail-on-unavailable's reports, as it shows the check's own value.
    const counting = unavailableCount && check.name === 'fail-on-unavailable' && check.all_value === undefined;
    const value = (counted, view) => counting && view ? String(view.totals.unavailable_reports) : (0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .formatValue */ .Fl)(counted, check.name);
    const without = counting ? (0,_check_unconfirmed_js__WEBPACK_IMPORTED_MODULE_4__/* .resultsWithoutUnconfirmed */ .pm)(results) : null;
    return `${value(both.with, results)} with this pull request's unconfirmed verdicts, ${value(both.without, without)} without`;
}
const KEPT_FROM_BASE_WORDS = 'committed at the base for this same claim and evidence; this pull request removes or changes it';
/** A listed set-aside verdict in words, after its claim and evidence (`strong` marks the verdict that counts). */
function trustItemWords(item, strong = (text) => text) {
    if (item.fromBase)
        return `${strong(item.committed)} still counts, ${KEPT_FROM_BASE_WORDS}`;
    if (!item.counted)
        return `committed ${item.committed}, the model says ${strong(item.model ?? '')}`;
    const counts = `${strong(item.committed)}, ${UNCONFIRMED_WORDS}`;
    return item.model === null ? counts : `the model says ${item.model}; counted as ${counts}`;
}
/**
 * The note every output carries on a run with a base: which rule decided which committed
 * verdicts count, how many it set aside and why, and where the model disagreed with them.
 * Null when there is nothing to say (no base, and the rule is the default).
 */
function trustNote(results, fork = false) {
    const trust = results.verdict_trust;
    if (!trust)
        return null;
    if (trust.rule === 'all') {
        if (!results.base)
            return null;
        return {
            note: 'Committed verdicts counted as written (trust-committed-verdicts: all): a verdict this pull request adds or changes was not checked against the base or the model.',
            disagreements: [],
        };
    }
    if (!trust.applied)
        return null;
    const rule = 'Only committed verdicts identical to one at the base commit count (trust-committed-verdicts: base)';
    const kept = results.reports.flatMap((report) => (report.kept_from_base ?? []).map((row) => ({
        file: report.file,
        claim_id: row.claim_id,
        evidence_id: row.evidence_id,
        committed: row.verdict,
        model: null,
        counted: true,
        fromBase: true,
    })));
    const keptWords = kept.length > 0
        ? ` ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(kept.length, 'finding')} committed at the base for claims and evidence this pull request leaves unchanged still ${kept.length === 1 ? 'counts' : 'count'}, though it removes or changes ${kept.length === 1 ? 'it' : 'them'}.`
        : '';
    if (trust.set_aside === 0)
        return {
            note: `${rule}; ${trust.note ? `the base could not be read, but no committed verdict needed it` : 'this pull request adds or changes none'}.${keptWords}`,
            disagreements: kept,
        };
    const rows = results.reports.flatMap((report) => (report.set_aside ?? []).map((row) => ({ report, row })));
    const why = trust.note
        ? `${trust.note}, so all ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(trust.set_aside, 'committed verdict')} were set aside`
        : `${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(trust.set_aside, 'verdict')} this pull request adds or changes ${trust.set_aside === 1 ? 'was' : 'were'} set aside`;
    const parts = [];
    if (trust.asked_again > 0)
        parts.push(`the model was asked again about ${trust.asked_again} and ${trust.disagreed === 0 ? 'agreed with every one' : `disagreed on ${trust.disagreed}`}`);
    // Those that count unconfirmed are not "no verdict"; they have their own sentence below.
    const unanswered = rows.filter(({ row }) => row.answer === null && !row.counted).length;
    if (unanswered > 0) {
        const noKey = rows.some(({ report, row }) => row.answer === null && report.provider.failure_code === 'missing_api_key');
        const cause = noKey
            ? fork
                ? 'workflows on pull requests from forks get no secrets, so there is no API key to ask the model again'
                : 'there is no API key to ask the model again'
            : 'the model gave no answer for them (see the verifier line)';
        parts.push(`${unanswered} count${unanswered === 1 ? 's' : ''} as no verdict: ${cause}`);
    }
    const disagreements = rows
        .filter(({ row }) => row.counted || (row.answer !== null && row.answer.verdict !== row.verdict))
        .map(({ report, row }) => ({
        file: report.file,
        claim_id: row.claim_id,
        evidence_id: row.evidence_id,
        committed: row.verdict,
        model: row.answer?.verdict ?? null,
        counted: row.counted,
    }));
    const counted = trust.unconfirmed;
    const stricter = counted > 0
        ? ` ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(counted, 'verdict')} this pull request adds ${counted === 1 ? 'counts' : 'count'} unconfirmed: ${counted === 1 ? 'it' : 'they'} can only make the gate stricter.`
        : '';
    return {
        note: `${rule}: ${why}${parts.length > 0 ? `; ${parts.join('; ')}` : ''}.${stricter}${keptWords}`,
        disagreements: [...disagreements, ...kept],
    };
}


/***/ }),

/***/ 2329:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  wI: () => (/* binding */ REPORT_ARRAYS),
  py: () => (/* binding */ reportFromJson)
});

// UNUSED EXPORTS: parseReportFile, reportClaimsPath

// EXTERNAL MODULE: ./src/report/json-file.ts + 2 modules
var json_file = __webpack_require__(7376);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/util.js
var util = __webpack_require__(4723);
// EXTERNAL MODULE: ./src/text/fingerprint.ts
var fingerprint = __webpack_require__(739);
// EXTERNAL MODULE: ./src/report/schema.ts
var schema = __webpack_require__(1327);
;// CONCATENATED MODULE: ./src/report/plain-report.ts
// A report's claims and evidence records, checked without zod when they are written plainly, as
// ./plain-verifications.ts does for the verifier results: zod walking and copying 10,000 claims
// and 5,000 records cost a tenth of reading a large report. A plain claim or record has only the
// schema's own keys (./schema.ts Claim, EvidenceRecord), each value one the schema's rules keep
// unchanged; the copy made here is the one zod makes (its keys in the schema's order, a claim's
// defaults filled in). Anything else (an extra key, a counter-evidence entry, an assessment, any
// value the rules refuse) returns null, and zod checks the whole report as before: its errors,
// defaults and copies stay the only ones a user sees.



const CONFIDENCES = new Set(schema/* Confidence */.ZW.options);
const RELATIONS = new Set(schema/* Relation */.pE.options);
const CLAIM_KEYS = new Set([
    'id',
    'statement',
    'evidence_ids',
    'counter_evidence',
    'confidence',
    'uncertainty_notes',
]);
const EVIDENCE_KEYS = new Set([
    'id',
    'title',
    'url',
    'excerpt',
    'relation',
    'research_unit_id',
    'published_at',
]);
function isRecord(value) {
    return (typeof value === 'object' &&
        value !== null &&
        !Array.isArray(value) &&
        Object.getPrototypeOf(value) === Object.prototype);
}
/** Every own key is one of `keys` (none inherited, none extra). */
function onlyKeys(value, keys) {
    for (const key in value)
        if (!Object.hasOwn(value, key) || !keys.has(key))
            return false;
    return true;
}
function isStringArray(value) {
    if (!Array.isArray(value))
        return false;
    for (const item of value)
        if (typeof item !== 'string')
            return false;
    return true;
}
/** A fresh copy, as zod's output of an array is. */
function copy(items) {
    return items.slice();
}
const isHashedText = (value) => typeof value === 'string' && !(0,fingerprint/* hasLoneSurrogate */.fI)(value);
/**
 * A string schema's `.min()`/`.max()`, read once from the schema itself (zod folds its checks on
 * each read of the getters) so that a stricter schema cannot leave this path looser.
 */
function limitsOf(schema) {
    return { min: schema.minLength ?? 0, max: schema.maxLength ?? Infinity };
}
/**
 * Whether zod's `.min(min).max(max)` keeps the string. zod 4 counts code points, not UTF-16
 * units: "😀😀😀😀" is 8 units but 4 code points, too short for a URL. Counting units would keep
 * what zod refuses (a looser gate), so the count is zod's wherever the two may differ.
 */
function lengthWithin(value, { min, max }) {
    const units = value.length;
    // A code point is one or two units: at least twice the floor always clears it, and at most the ceiling stays under it.
    if (units >= min * 2 && units <= max)
        return true;
    if (units < min || units > max * 2)
        return false;
    const points = util/* codePointLength */.O7(value);
    return points >= min && points <= max;
}
const CLAIM_ID = limitsOf(schema/* Claim */.JF.shape.id);
const EVIDENCE_ID = limitsOf(schema/* EvidenceRecord */.dO.shape.id);
const TITLE = limitsOf(schema/* EvidenceRecord */.dO.shape.title);
const URL_LIMITS = limitsOf(schema/* EvidenceRecord */.dO.shape.url);
const EXCERPT = limitsOf(schema/* EvidenceRecord */.dO.shape.excerpt);
/** zod's output for a plain claim, or null: then zod must check it. */
function plainClaim(value) {
    if (!isRecord(value) || !onlyKeys(value, CLAIM_KEYS))
        return null;
    const { id, statement, evidence_ids: ids, counter_evidence: counter, confidence, uncertainty_notes: notes } = value;
    if (typeof id !== 'string' || !lengthWithin(id, CLAIM_ID) || !isHashedText(statement))
        return null;
    if (ids !== undefined && !isStringArray(ids))
        return null;
    // Counter-evidence entries have their own defaults: a claim with any is left to zod.
    if (counter !== undefined && !(Array.isArray(counter) && counter.length === 0))
        return null;
    if (confidence !== undefined && !CONFIDENCES.has(confidence))
        return null;
    if (notes !== undefined && !isStringArray(notes))
        return null;
    return {
        id,
        statement,
        evidence_ids: ids === undefined ? [] : copy(ids),
        counter_evidence: [],
        confidence: confidence ?? 'medium',
        uncertainty_notes: notes === undefined ? [] : copy(notes),
    };
}
/** zod's output for a plain evidence record, or null: then zod must check it. */
function plainEvidence(value) {
    if (!isRecord(value) || !onlyKeys(value, EVIDENCE_KEYS))
        return null;
    const { id, title, url, excerpt, relation, research_unit_id: unit, published_at: published } = value;
    if (typeof id !== 'string' || !lengthWithin(id, EVIDENCE_ID))
        return null;
    if (typeof title !== 'string' || !lengthWithin(title, TITLE))
        return null;
    if (typeof url !== 'string' || !lengthWithin(url, URL_LIMITS))
        return null;
    if (!isHashedText(excerpt) || !lengthWithin(excerpt, EXCERPT))
        return null;
    if ('relation' in value && !RELATIONS.has(relation))
        return null;
    if ('research_unit_id' in value && typeof unit !== 'string')
        return null;
    if ('published_at' in value && published !== null && !schema/* IsoDateTime */.Vd.safeParse(published).success)
        return null;
    // The schema's order; an optional key only when the record has it, as zod writes it.
    const record = { id, title, url, excerpt };
    if ('relation' in value)
        record.relation = relation;
    if ('research_unit_id' in value)
        record.research_unit_id = unit;
    if ('published_at' in value)
        record.published_at = published;
    return record;
}
/** Each element's plain copy, or null when one is not plain. */
function plainList(value, plain) {
    if (!Array.isArray(value))
        return null;
    const out = [];
    for (const item of value) {
        const copied = plain(item);
        if (copied === null)
            return null;
        out.push(copied);
    }
    return out;
}
/**
 * What ResearchReport.safeParse(value) gives for a report whose claims and records are all
 * plain, or null (zod is then asked, for its output or its error). The report's other fields,
 * few, are still zod's: it is given the report with empty lists, and the lists are put back.
 */
function plainReport(value) {
    if (!isRecord(value))
        return null;
    const claims = plainList(value.claims, plainClaim);
    if (claims === null)
        return null;
    const evidence = plainList(value.evidence, plainEvidence);
    if (evidence === null)
        return null;
    const rest = schema/* ResearchReport */.K5.safeParse({ ...value, claims: [], evidence: [] });
    if (!rest.success)
        return null;
    // Assigned in place: the keys keep zod's order.
    const report = rest.data;
    report.claims = claims;
    report.evidence = evidence;
    return report;
}

;// CONCATENATED MODULE: ./src/report/plain-verifications.ts
// The committed verifier results of a report, checked without zod when they are written plainly.
// A pipeline report holds three results per claim (30,000 in a 10,000-claim report), and zod
// walking and copying each one cost about half as much as parsing the whole file's JSON. The
// pipeline writes every result with the schema's keys in the schema's order and nothing else;
// such a result is checked here by the schema's own rules (./schema.ts ClaimEvidenceVerification)
// and kept as it is. Anything else (a missing `limitations`, an extra key, another order, any
// value the rules refuse) returns null, and zod checks the whole file as before: its errors,
// defaults and copies stay the only ones a user sees.


/** ClaimEvidenceVerification's keys, in its order: what zod's output has for a result that has them all. */
const KEYS = [
    'claim_id',
    'evidence_id',
    'verdict',
    'quote',
    'limitations',
    'confidence',
    'claim_sha256',
    'evidence_sha256',
    'verifier_version',
];
// The schema's own enums, so that a word it drops is refused here too.
const VERDICTS = new Set(schema/* Verdict */.Y.options);
const plain_verifications_CONFIDENCES = new Set(schema/* Confidence */.ZW.options);
// The schema's own string limits, counted as zod counts them (code points; ./plain-report.ts
// lengthWithin). UTF-16 units would be safe for a maximum only: a floor counted in units keeps
// "😀" (two units, one code point) where zod's `.min(2)` refuses it.
const QUOTE = limitsOf(schema/* ClaimEvidenceVerification */.Vm.shape.quote.unwrap());
const VERSION = limitsOf(schema/* ClaimEvidenceVerification */.Vm.shape.verifier_version);
const LIMITATIONS = maxItems(schema/* ClaimEvidenceVerification */.Vm.shape.limitations.unwrap());
/**
 * An array schema's `.max(n)`, read from its checks: zod has no getter for an array's maximum.
 * Any other check on it (a minimum, a refinement), or any check on its items (which are checked
 * here only as strings), gives -1, so every result goes to zod.
 */
function maxItems(schema) {
    if ((schema.def.element.def.checks ?? []).length > 0)
        return -1;
    let max = Infinity;
    for (const check of schema.def.checks ?? []) {
        const def = check._zod.def;
        if (def.check !== 'max_length' || typeof def.maximum !== 'number')
            return -1;
        max = Math.min(max, def.maximum);
    }
    return max;
}
/** /^[0-9a-f]{64}$/.test(text), without a regular expression call per fingerprint (60,000 in a large report). */
function isSha256Hex(text) {
    if (text.length !== 64)
        return false;
    for (let i = 0; i < 64; i++) {
        const c = text.charCodeAt(i);
        if (!((c >= 0x30 && c <= 0x39) || (c >= 0x61 && c <= 0x66)))
            return false;
    }
    return true;
}
/** Whether the object's own enumerable keys are KEYS in KEYS' order, without an array of them per result. */
function hasSchemaKeys(value) {
    let at = 0;
    for (const key in value)
        if (!Object.hasOwn(value, key) || key !== KEYS[at++])
            return false;
    return at === KEYS.length;
}
function isPlainResult(value) {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
        return false;
    if (Object.getPrototypeOf(value) !== Object.prototype || !hasSchemaKeys(value))
        return false;
    const result = value;
    const { quote, limitations, confidence, verifier_version: version } = result;
    return (typeof result.claim_id === 'string' &&
        typeof result.evidence_id === 'string' &&
        VERDICTS.has(result.verdict) &&
        (quote === null || (typeof quote === 'string' && lengthWithin(quote, QUOTE))) &&
        Array.isArray(limitations) &&
        limitations.length <= LIMITATIONS &&
        limitations.every((item) => typeof item === 'string') &&
        ((typeof confidence === 'number' && Number.isFinite(confidence) && confidence >= 0 && confidence <= 1) ||
            plain_verifications_CONFIDENCES.has(confidence)) &&
        typeof result.claim_sha256 === 'string' &&
        isSha256Hex(result.claim_sha256) &&
        typeof result.evidence_sha256 === 'string' &&
        isSha256Hex(result.evidence_sha256) &&
        typeof version === 'string' &&
        lengthWithin(version, VERSION));
}
/**
 * The results as they are, when every one is written as the pipeline writes it and keeps the
 * schema's rules; null otherwise (zod is then asked, for its output or its error).
 */
function plainVerifications(value) {
    if (!Array.isArray(value))
        return null;
    for (const item of value)
        if (!isPlainResult(item))
            return null;
    return value;
}

// EXTERNAL MODULE: ./src/report/locate.ts + 1 modules
var locate = __webpack_require__(3235);
;// CONCATENATED MODULE: ./src/report/parse.ts





const isEnvelope = (value) => typeof value === 'object' && value !== null && 'report' in value;
/** Where a report's claims are: the path the JSON reader is asked for, so that one pass finds them and any repeated key. */
function reportClaimsPath(value) {
    return isEnvelope(value) ? ['report', 'claims'] : ['claims'];
}
/** What the JSON reader is asked for a report: its claims' offsets and, in the same pass, its evidence's. */
const REPORT_ARRAYS = { elementsOf: reportClaimsPath, alongside: ['evidence'] };
/** Bytes of one report file to a validated report, or one error with its position. */
function parseReportFile(file, bytes) {
    return reportFromJson(file, parseJsonFile(bytes, REPORT_ARRAYS));
}
/** A report file already read by the JSON reader (asked for `REPORT_ARRAYS`) to a validated report. */
function reportFromJson(file, parsed) {
    const invalid = (error) => ({ ok: false, file, error });
    if (!parsed.ok)
        return invalid(parsed.error);
    const { text, value: data } = parsed;
    if (typeof data !== 'object' || data === null || Array.isArray(data)) {
        return invalid({
            message: 'expected a JSON object (a report, or {"report": …, "verifications": […]})',
            line: 1,
            column: 1,
            path: '$',
        });
    }
    const envelope = isEnvelope(data);
    const reportPath = envelope ? ['report'] : [];
    const checked = envelope ? checkEnvelope(parsed, data) : (0,json_file/* checkJson */.Zs)(parsed, schema/* ResearchReport */.K5);
    if (!checked.ok)
        return invalid(checked.error);
    const report = envelope
        ? checked.value.report
        : checked.value;
    const verifications = envelope ? checked.value.verifications : null;
    const duplicate = firstDuplicateId(report);
    if (duplicate) {
        const path = [...reportPath, duplicate.list, duplicate.index, 'id'];
        return invalid({
            ...(0,json_file/* locatePath */.oV)(text, path),
            message: `duplicate ${duplicate.list === 'claims' ? 'claim' : 'evidence'} ID ${JSON.stringify(duplicate.id)} (first at index ${duplicate.firstIndex})`,
        });
    }
    const claimLines = (0,locate/* positionsOf */.q$)(text, parsed.elementOffsets).map((position) => position.line);
    // Found by the reader's one pass when it was asked for them (REPORT_ARRAYS), else by a pass of their own.
    const evidenceOffsets = parsed.alongsideOffsets?.get('evidence') ?? (0,locate/* arrayElementOffsets */._j)(text, [...reportPath, 'evidence']);
    const evidencePositions = (0,locate/* positionsOf */.q$)(text, evidenceOffsets);
    return { ok: true, file, report, verifications, claimLines, evidencePositions };
}
/**
 * An envelope checked against ReportEnvelope. Its verifier results, when written plainly, are
 * checked without zod (./plain-verifications.ts) and zod checks the report alone; a report zod
 * refuses, or results written otherwise, are checked whole as before, for the same error.
 */
function checkEnvelope(parsed, data) {
    const verifications = plainVerifications(data.verifications);
    if (verifications) {
        const written = data.report;
        // Claims and records written plainly are checked without zod too (./plain-report.ts).
        const plain = plainReport(written);
        if (plain)
            return { ...parsed, value: { report: plain, verifications } };
        const report = schema/* ResearchReport */.K5.safeParse(written);
        if (report.success)
            return { ...parsed, value: { report: report.data, verifications } };
    }
    return (0,json_file/* checkJson */.Zs)(parsed, schema/* ReportEnvelope */.l$);
}
function firstDuplicateId(report) {
    for (const list of ['claims', 'evidence']) {
        const seen = new Map();
        const items = report[list];
        for (let index = 0; index < items.length; index++) {
            const id = items[index].id;
            const firstIndex = seen.get(id);
            if (firstIndex !== undefined)
                return { list, id, index, firstIndex };
            seen.set(id, index);
        }
    }
    return undefined;
}


/***/ }),

/***/ 4474:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ recordMap)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2857);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8532);
/* harmony import */ var _text_json_value_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3121);
// A JSON object keyed by input (STORM's URLs, Co-STORM's citation numbers) as a Map. z.record
// builds a plain object: a key `__proto__` is dropped without a word, and a lookup of a key the
// object lacks finds `constructor` or `toString` on its prototype instead. A Map has neither
// problem, and every key the file writes is kept as written.


/** Validates an object whose every value matches `value`, into a Map; issues name the key as z.record's do. */
function recordMap(value) {
    return zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J().transform((input, ctx) => {
        if (!(0,_text_json_value_js__WEBPACK_IMPORTED_MODULE_1__/* .isJsonObject */ .O)(input)) {
            const received = Array.isArray(input) ? 'array' : input === null ? 'null' : typeof input;
            ctx.addIssue({
                code: 'invalid_type',
                expected: 'record',
                input,
                message: `Invalid input: expected record, received ${received}`,
            });
            return zod__WEBPACK_IMPORTED_MODULE_2__/* .NEVER */ .tm;
        }
        const map = new Map();
        for (const key of Object.keys(input)) {
            const parsed = value.safeParse(input[key]);
            if (parsed.success)
                map.set(key, parsed.data);
            else
                for (const issue of parsed.error.issues)
                    ctx.addIssue({ ...issue, path: [key, ...issue.path] });
        }
        return map;
    });
}


/***/ }),

/***/ 4521:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  OQ: () => (/* reexport */ NOTICE_CODES),
  tR: () => (/* binding */ countsAsWarning),
  VA: () => (/* binding */ noticeLevel),
  Zg: () => (/* binding */ noticeTitle)
});

// UNUSED EXPORTS: isNoticeCode

// EXTERNAL MODULE: ./src/results/rules.ts
var rules = __webpack_require__(7617);
;// CONCATENATED MODULE: ./src/results/findings.ts
const NOTICE_CODES = [
    'unused_source',
    'duplicate_source',
    'url_variant',
    'marker_syntax_mismatch',
    'source_without_url',
    'non_http_url',
    'numbering_gap',
    'citation_without_span',
    'no_citations',
    'python_literal',
    'duplicate_definition',
    'unread_marker',
    'uncited_claim',
];
function isNoticeCode(code) {
    return NOTICE_CODES.includes(code);
}

;// CONCATENATED MODULE: ./src/results/finding-codes.ts


/** How a notice counts: its rule's level (a notice is never an error). */
function noticeLevel(code) {
    return rules/* RULES */.y[code].level === 'warning' ? 'warning' : 'note';
}
/**
 * The notices `max-warnings` counts: the warnings, less `unread_marker`, which has a check of its
 * own (`max-unread-markers`) and is never counted twice.
 */
function countsAsWarning(code) {
    return code !== 'unread_marker' && noticeLevel(code) === 'warning';
}
/** A notice's annotation title. */
function noticeTitle(code) {
    return rules/* RULES */.y[code].title ?? code;
}


/***/ }),

/***/ 2340:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RD: () => (/* binding */ CHECK_PROBLEM_KINDS),
/* harmony export */   SD: () => (/* binding */ problemStatuses),
/* harmony export */   Tw: () => (/* binding */ reportProblems),
/* harmony export */   ZL: () => (/* binding */ problemKey),
/* harmony export */   cl: () => (/* binding */ isReferenceKind),
/* harmony export */   fl: () => (/* binding */ findingKey),
/* harmony export */   he: () => (/* binding */ reportIdentity),
/* harmony export */   mV: () => (/* binding */ numberIdentity),
/* harmony export */   of: () => (/* binding */ isProvenanceKind),
/* harmony export */   om: () => (/* binding */ rowKey),
/* harmony export */   vz: () => (/* binding */ listProblems)
/* harmony export */ });
/* unused harmony exports PROVENANCE_KINDS, REFERENCE_KINDS, findingIdentity */
/* harmony import */ var _provenance_records_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3052);
/* harmony import */ var _reference_records_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3476);
/* harmony import */ var _finding_codes_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4521);
/* harmony import */ var _select_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5236);




/** Which problems each threshold counts; a check without an entry counts its own totals only. */
const CHECK_PROBLEM_KINDS = {
    'max-binding-errors': ['invalid_file', 'rejected_result', 'dangling_citation', 'unresolved_citation'],
    'max-contradicted': ['contradicted'],
    'max-high-confidence-unsupported': ['high_confidence_unsupported'],
    'max-insufficient': ['insufficient'],
    'max-unverifiable': ['unverifiable'],
    'max-ungrounded-numbers': ['ungrounded_number'],
    // The notices each count as their rules-table level says: warnings here, notes nowhere; unread
    // marks and uncited claims on their own.
    'max-warnings': _finding_codes_js__WEBPACK_IMPORTED_MODULE_2__/* .NOTICE_CODES */ .OQ.filter((code) => (0,_finding_codes_js__WEBPACK_IMPORTED_MODULE_2__/* .countsAsWarning */ .tR)(code) && code !== 'uncited_claim'),
    'max-unread-markers': ['unread_marker'],
    'max-no-source-text': ['no_source_text'],
    'max-quotes-not-in-source': ['quote_not_in_source'],
    'max-uncited-claims': ['uncited_claim'],
    'fail-on-unavailable': ['unavailable_report'],
    'max-provenance-not-found': ['provenance_not_found'],
    'max-provenance-unreachable': ['provenance_unreachable'],
    'max-references-not-found': ['reference_not_found'],
    'max-references-mismatch': ['reference_mismatch'],
    'max-retracted': ['reference_retracted'],
};
/** Problems of evidence records at their sources: the base is never fetched, so these are decided by the record (src/base/compare.ts). */
const PROVENANCE_KINDS = [
    'provenance_not_found',
    'provenance_unreachable',
];
function isProvenanceKind(kind) {
    return PROVENANCE_KINDS.includes(kind);
}
/** Problems of the works evidence records cite: the base is never looked up either, so these too are decided by the record. */
const REFERENCE_KINDS = [
    'reference_not_found',
    'reference_mismatch',
    'reference_retracted',
];
function isReferenceKind(kind) {
    return REFERENCE_KINDS.includes(kind);
}
/** The report's identity: its file, and its name when one file holds several reports. */
function reportIdentity(report) {
    return report.name === undefined ? report.file : `${report.file}#${report.name}`;
}
function numberIdentity(finding) {
    return finding.unit ? `${finding.value} ${finding.unit}` : String(finding.value);
}
/**
 * A problem's identity; a claim's text is not part of it, so an edited claim stays the same
 * problem, nor is its line. The subject is added only where a kind has one, so every other key
 * (and the SARIF fingerprint made from it) stays what it was before kinds had subjects.
 */
function problemKey(report, kind, claimId, evidenceId, number, subject) {
    const identity = [reportIdentity(report), kind, claimId, evidenceId ?? null, number ?? null];
    return JSON.stringify(subject === undefined ? identity : [...identity, subject]);
}
/** The key of a results-file row that names a problem (`base.problems[]`, `waivers.entries[]`). */
function rowKey(row) {
    return problemKey(row, row.kind, row.claim_id, row.evidence_id, row.number, row.subject);
}
const keyOf = problemKey;
/** What identifies a finding besides its report and code: its claim, and its evidence, number or subject where it has them. */
function findingIdentity(finding) {
    const claim_id = 'claim_id' in finding && finding.claim_id !== undefined ? finding.claim_id : null;
    const evidence = 'evidence_id' in finding && finding.evidence_id !== undefined ? { evidence_id: finding.evidence_id } : {};
    if (finding.code === 'ungrounded_number')
        return { claim_id, number: numberIdentity(finding) };
    // A quotation is told from the claim's other quotations by its words.
    if (finding.code === 'quote_not_in_source')
        return { claim_id, ...evidence, subject: finding.text };
    return {
        claim_id,
        ...evidence,
        ...('subject' in finding && finding.subject !== undefined ? { subject: finding.subject } : {}),
    };
}
/** A finding's problem key. */
function findingKey(report, finding) {
    const { claim_id, evidence_id, number, subject } = findingIdentity(finding);
    return problemKey(report, finding.code, claim_id, evidence_id, number, subject);
}
const CLAIM_KINDS = [
    ['contradicted', _select_js__WEBPACK_IMPORTED_MODULE_3__/* .isContradicted */ .ZA],
    ['high_confidence_unsupported', _select_js__WEBPACK_IMPORTED_MODULE_3__/* .isHighConfidenceUnsupported */ .U9],
    ['insufficient', (claim) => claim.verdict === 'insufficient'],
    ['unverifiable', (claim) => claim.verdict === 'unverifiable'],
];
/** Every problem of one report, in a fixed order (the comparison relies on it). */
function reportProblems(report) {
    const problems = [];
    const where = (file) => (file !== undefined && file !== report.file ? { at: file } : {});
    if (report.error) {
        problems.push({
            kind: 'invalid_file',
            key: keyOf(report, 'invalid_file', null),
            report,
            claim_id: null,
            line: report.error.line ?? null,
            text: report.error.message,
        });
    }
    if (report.summary?.status === 'unavailable') {
        const text = `no claim could be verified (${report.summary.failure_code ?? 'unavailable'})`;
        problems.push({
            kind: 'unavailable_report',
            key: keyOf(report, 'unavailable_report', null),
            report,
            claim_id: null,
            line: null,
            text,
        });
    }
    for (const [kind, applies] of CLAIM_KINDS) {
        for (const claim of report.claims) {
            if (!applies(claim))
                continue;
            problems.push({
                kind,
                key: keyOf(report, kind, claim.id),
                report,
                claim_id: claim.id,
                line: claim.line,
                ...where(claim.file),
                text: claim.statement,
                claim,
            });
        }
    }
    const claimFile = new Map(report.claims.map((claim) => [claim.id, claim.file]));
    for (const rejection of report.rejected) {
        const { claim_id, evidence_id } = rejection;
        const place = (0,_select_js__WEBPACK_IMPORTED_MODULE_3__/* .rejectionPlace */ .ng)(report, rejection);
        problems.push({
            kind: 'rejected_result',
            key: keyOf(report, 'rejected_result', claim_id, evidence_id),
            report,
            claim_id,
            evidence_id,
            line: place.line,
            ...where(place.file),
            text: rejection.detail,
            rejection,
        });
    }
    // Every finding is a problem of its code: one path for all of them, so a finding added later is compared, waived and counted too.
    for (const finding of report.findings) {
        const identity = findingIdentity(finding);
        // A notice is placed where it is (a source list entry, at its column); the others at their claim.
        const file = 'level' in finding ? finding.file : identity.claim_id === null ? undefined : claimFile.get(identity.claim_id);
        const column = 'level' in finding ? finding.column : undefined;
        problems.push({
            kind: finding.code,
            key: findingKey(report, finding),
            report,
            ...identity,
            line: finding.line,
            ...(column === undefined ? {} : { column }),
            ...where(file),
            text: finding.message,
            finding,
        });
    }
    // Provenance and reference problems are about an evidence record: no claim, the record's place.
    const recordProblem = (kind, located, text) => ({
        kind,
        key: keyOf(report, kind, null, located.record.id),
        report,
        claim_id: null,
        evidence_id: located.record.id,
        line: located.line ?? null,
        ...where(located.file),
        text,
    });
    for (const kind of PROVENANCE_KINDS) {
        for (const record of (0,_provenance_records_js__WEBPACK_IMPORTED_MODULE_0__/* .reportProvenanceRecords */ .QE)(report, _provenance_records_js__WEBPACK_IMPORTED_MODULE_0__/* .PROVENANCE_PROBLEM_STATUSES */ .Nw[kind])) {
            problems.push({ ...recordProblem(kind, record, record.record.provenance.detail), record });
        }
    }
    for (const kind of REFERENCE_KINDS) {
        for (const reference of (0,_reference_records_js__WEBPACK_IMPORTED_MODULE_1__/* .reportReferenceRecords */ .gG)(report, _reference_records_js__WEBPACK_IMPORTED_MODULE_1__/* .REFERENCE_PROBLEM_STATUSES */ .vT[kind])) {
            problems.push({ ...recordProblem(kind, reference, reference.record.references.detail), reference });
        }
    }
    return problems;
}
function listProblems(results) {
    return results.reports.flatMap(reportProblems);
}
/**
 * The status of each of the run's problems, read back from the results file's `base` section
 * (which lists them in `listProblems` order); an empty map when there was no comparison.
 */
function problemStatuses(results, problems = listProblems(results)) {
    const statuses = new Map();
    const base = results.base;
    if (!base || base.note !== null)
        return statuses;
    const queues = new Map();
    for (const row of base.problems) {
        if (row.status === 'fixed')
            continue;
        const key = rowKey(row);
        const queue = queues.get(key);
        if (queue)
            queue.push(row.status);
        else
            queues.set(key, [row.status]);
    }
    for (const problem of problems) {
        const status = queues.get(problem.key)?.shift();
        if (status)
            statuses.set(problem, status);
    }
    return statuses;
}


/***/ }),

/***/ 3052:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CJ: () => (/* binding */ NOT_AT_SOURCE),
/* harmony export */   Nw: () => (/* binding */ PROVENANCE_PROBLEM_STATUSES),
/* harmony export */   QE: () => (/* binding */ reportProvenanceRecords),
/* harmony export */   ZV: () => (/* binding */ evidencePlace),
/* harmony export */   mI: () => (/* binding */ NOT_CHECKED),
/* harmony export */   me: () => (/* binding */ provenanceRecords)
/* harmony export */ });
/** Evidence whose excerpt is not (all) at its source: what a reviewer should look at first. */
const NOT_AT_SOURCE = ['not_found', 'gone', 'partly_found'];
/** Sources that could not be read, so nothing is known about the excerpt. */
const NOT_CHECKED = ['blocked', 'unreachable', 'refused', 'unsupported', 'skipped'];
/** The statuses each provenance threshold counts (src/gate/decide.ts measures the same). */
const PROVENANCE_PROBLEM_STATUSES = {
    provenance_not_found: ['not_found', 'gone'],
    provenance_unreachable: ['blocked', 'unreachable'],
};
// Built once per report: a report of thousands of records must not scan its pairs for each.
const citingLines = new WeakMap();
function firstCitingClaimLine(report, evidenceId) {
    let lines = citingLines.get(report);
    if (!lines) {
        const claimLines = new Map(report.claims.map((claim) => [claim.id, claim.line]));
        lines = new Map();
        for (const pair of report.pairs) {
            const line = claimLines.get(pair.claim_id);
            if (line !== undefined && !lines.has(pair.evidence_id))
                lines.set(pair.evidence_id, line);
        }
        citingLines.set(report, lines);
    }
    return lines.get(evidenceId);
}
/** One report's records with one of `statuses`, in record order. */
function reportProvenanceRecords(report, statuses) {
    const out = [];
    for (const record of report.evidence) {
        if (!record.provenance || !statuses.includes(record.provenance.status))
            continue;
        out.push({ report, record: record, ...evidencePlace(report, record) });
    }
    return out;
}
/** Where an evidence record is shown: its own line, else the first claim citing it (and which of the two). */
function evidencePlace(report, record) {
    const claimLine = record.line === undefined ? firstCitingClaimLine(report, record.id) : undefined;
    return {
        file: record.file ?? report.file,
        line: record.line ?? claimLine,
        lineOf: record.line !== undefined ? 'record' : claimLine !== undefined ? 'claim' : 'none',
    };
}
/** Records with one of `statuses`, in report order and, within a report, record order. */
function provenanceRecords(results, statuses) {
    return results.reports.flatMap((report) => reportProvenanceRecords(report, statuses));
}


/***/ }),

/***/ 3476:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Mo: () => (/* binding */ COUNTED_REFERENCE_STATUSES),
/* harmony export */   eC: () => (/* binding */ referenceRecords),
/* harmony export */   gG: () => (/* binding */ reportReferenceRecords),
/* harmony export */   i8: () => (/* binding */ UNCHECKED_REFERENCE_STATUSES),
/* harmony export */   vT: () => (/* binding */ REFERENCE_PROBLEM_STATUSES)
/* harmony export */ });
/* harmony import */ var _provenance_records_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3052);
// The evidence records whose reference a check found wanting, each located: the base comparison
// makes problems of them, and every surface (terminal, job summary, comment, annotations) lists them.

/** The statuses each reference threshold counts (src/gate/decide.ts measures the same). */
const REFERENCE_PROBLEM_STATUSES = {
    reference_not_found: ['not_found', 'malformed'],
    reference_mismatch: ['mismatch'],
    reference_retracted: ['retracted'],
};
/** Statuses a threshold counts, most severe first: how the sections order them. */
const COUNTED_REFERENCE_STATUSES = [
    'retracted',
    'not_found',
    'malformed',
    'mismatch',
];
/** Statuses no threshold counts but a reader should see. */
const UNCHECKED_REFERENCE_STATUSES = [
    'unreachable',
    'unverified',
    'not_found_by_title',
    'found_by_title',
];
/** One report's records with one of `statuses`, in record order. */
function reportReferenceRecords(report, statuses) {
    const out = [];
    for (const record of report.evidence) {
        if (!record.references || !statuses.includes(record.references.status))
            continue;
        out.push({ report, record: record, ...(0,_provenance_records_js__WEBPACK_IMPORTED_MODULE_0__/* .evidencePlace */ .ZV)(report, record) });
    }
    return out;
}
/** Records with one of `statuses`, in report order and, within a report, record order. */
function referenceRecords(results, statuses) {
    return results.reports.flatMap((report) => reportReferenceRecords(report, statuses));
}


/***/ }),

/***/ 1673:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ REGISTRY_NAMES)
/* harmony export */ });
// Reference checking in the results file: each evidence record's `references` row, the run's
// `references` section, and the counts (docs/references.md).
/** Each registry as a reader knows it. */
const REGISTRY_NAMES = {
    crossref: 'Crossref',
    datacite: 'DataCite',
    arxiv: 'arXiv',
    pubmed: 'PubMed',
    pmc: 'PubMed Central',
    'doi.org': 'doi.org',
};


/***/ }),

/***/ 7617:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ ruleSentence),
/* harmony export */   y: () => (/* binding */ RULES)
/* harmony export */ });
const SOURCES_DOCS = 'See docs/checks.md, "Findings about citations and sources".';
const REVERIFY = 'Verify the pair again (citegate verify, or the research pipeline), and commit the new result.';
const RULES = {
    contradicted: {
        name: 'ContradictedClaim',
        short: 'evidence the claim cites contradicts it',
        help: 'A verdict bound to the current text of the claim and its excerpt says the evidence contradicts the claim. Correct the claim, cite evidence that supports it, or, when the verdict is wrong, waive it with a reason.',
        level: 'error',
    },
    high_confidence_unsupported: {
        name: 'HighConfidenceUnsupported',
        short: 'a claim of high confidence has no supporting verdict',
        help: 'The claim says confidence: high, but no kept verdict says its evidence supports it (it is contradicted, insufficient, uncited, has no verdict, or its result was rejected). Lower its confidence, cite supporting evidence, or verify it.',
        level: 'warning',
    },
    insufficient: {
        name: 'InsufficientEvidence',
        short: 'the cited evidence is not enough to support the claim',
        help: 'The verdict says the excerpts the claim cites neither support nor contradict it. Cite evidence that says what the claim says, or narrow the claim.',
        level: 'note',
    },
    unverifiable: {
        name: 'UnverifiableClaim',
        short: 'the claim has no verdict',
        help: 'No kept verifier result exists for the claim: it cites no evidence, or no result bound to its current text. Verify it, or cite evidence.',
        level: 'note',
    },
    rejected_result: {
        name: 'RejectedResult',
        short: 'a committed verifier result does not bind to the report',
        help: `A committed verifier result fails one of the binding rules, so it is not counted. ${REVERIFY}`,
        level: 'error',
    },
    unknown_pair: {
        name: 'UnknownPair',
        short: 'the result names a claim/evidence pair the report does not have',
        help: `The committed result names a claim that does not exist, or evidence the claim does not cite. Remove the result, or restore the claim or the citation. ${REVERIFY}`,
        level: 'error',
    },
    duplicate: {
        name: 'DuplicateResult',
        short: 'a second result for a pair that already has one',
        help: 'A result was already kept for this claim and evidence; the later one is rejected. Keep one result per pair.',
        level: 'error',
    },
    stale_claim_hash: {
        name: 'StaleClaimHash',
        short: "the claim's text changed after it was verified",
        help: `The result carries the fingerprint of the claim as it read when it was verified; the claim has been edited since, so the verdict may no longer hold. ${REVERIFY}`,
        level: 'error',
    },
    stale_evidence_hash: {
        name: 'StaleEvidenceHash',
        short: "the excerpt's text changed after it was verified",
        help: `The result carries the fingerprint of the excerpt as it read when it was verified; the excerpt has been edited since. ${REVERIFY}`,
        level: 'error',
    },
    unbound_quote: {
        name: 'UnboundQuote',
        short: 'the quote is not word for word in the excerpt',
        help: 'The result quotes its evidence, but the quote is not an exact substring of the excerpt (the job summary marks where it departs: quotes, dashes, spacing, case or words). Quote the excerpt exactly.',
        level: 'error',
    },
    dangling_citation: {
        name: 'DanglingCitation',
        short: 'the claim cites evidence the report does not contain',
        help: 'The claim cites an evidence ID that no evidence record of the report has. Add the record, or remove the citation.',
        level: 'error',
    },
    unresolved_citation: {
        name: 'UnresolvedCitation',
        short: 'the citation cannot be traced to one source',
        help: "The report's format cannot say which source this citation names (for a polished STORM article: its numbering cannot be matched to url_to_info.json through the draft). Nothing is guessed, so the claim is not checked against any source for it. The message says what to commit (the draft article of the same run) or what disagrees.",
        level: 'error',
    },
    altered_snapshot: {
        name: 'AlteredSnapshot',
        short: 'a snapshot passage was edited after citegate snapshot wrote it',
        help: 'A passage in the snapshot file no longer matches the SHA-256 citegate snapshot recorded for it, so it is not the text that was read from the page. Run citegate snapshot again (--all to re-read every page) and commit the file it writes; never edit passages by hand.',
        level: 'error',
    },
    no_source_text: {
        name: 'NoSourceText',
        short: 'the claim cites a source that has no text to check it against',
        help: 'The evidence record has a URL and no excerpt, and no snapshot passages bind for this sentence (no snapshot yet, the page could not be read, or the sentence changed since). Nothing about the claim can be checked against the source; the message names the citegate snapshot command that fixes it. See docs/snapshots.md.',
        level: 'warning',
    },
    quote_not_in_source: {
        name: 'QuoteNotInSource',
        short: 'a quotation the claim states is not on the page it cites',
        help: 'The claim puts words in quotation marks and cites a snapshotted source, but the words are not on that page (after the near-miss ladder: whitespace, case, typography). Quote the source exactly, or cite where the words are. See docs/snapshots.md.',
        level: 'warning',
    },
    invalid_file: {
        name: 'InvalidReportFile',
        short: 'the file is not a valid report',
        help: 'The file could not be read as a report (JSON syntax, the schema, an encoding, a missing file of a folder report). The message names the line and the field. Fix the file; nothing in it was checked.',
        level: 'error',
    },
    ungrounded_number: {
        name: 'UngroundedNumber',
        short: 'a number in the claim is in none of its cited excerpts',
        help: 'The claim states a number (a count, an amount, a percentage, a date) that none of the excerpts it cites contains, in any of the ways it may be written. Correct the number, or cite the evidence it comes from.',
        level: 'warning',
    },
    unavailable_report: {
        name: 'ReportNotVerified',
        short: 'no claim of the report could be verified',
        help: 'The report has no committed verdicts, and the semantic verifier could not run (no API key, no model, switched off). Commit verdicts (citegate verify) or configure the verifier.',
        level: 'warning',
    },
    provenance_not_found: {
        name: 'ExcerptNotAtSource',
        short: 'the excerpt is not found at its source',
        help: 'With provenance: check, the page the evidence URL points to was read and does not contain the excerpt (or the page is gone). Correct the excerpt or the URL.',
        level: 'warning',
    },
    reference_not_found: {
        name: 'ReferenceNotFound',
        short: 'the cited identifier is in no registry',
        help: 'With references: check, no registry holds the DOI, arXiv ID, PubMed ID or PMC ID the evidence record names (or the form cannot be an identifier at all): the fabricated-reference case. Correct the identifier, or remove the reference.',
        level: 'warning',
    },
    reference_mismatch: {
        name: 'ReferenceMismatch',
        short: 'the cited identifier names another work',
        help: 'With references: check, the registry holds the identifier, but its title, first author, year or venue differs from what the reference says (both values are shown). Correct the identifier or the reference.',
        level: 'warning',
    },
    reference_retracted: {
        name: 'ReferenceRetracted',
        short: 'the cited work was retracted',
        help: 'With references: check, the registry records a retraction, withdrawal or removal of the cited work (Crossref, Retraction Watch, PubMed). Remove the claim that rests on it, or cite the notice and say so.',
        level: 'warning',
    },
    provenance_unreachable: {
        name: 'SourceNotChecked',
        short: 'the source could not be checked',
        help: 'With provenance: check, the page the evidence URL points to could not be read (blocked, a login page, a network error), so the excerpt could not be looked for.',
        level: 'note',
    },
    unused_source: {
        name: 'UnusedSource',
        short: 'the report lists a source that no sentence cites',
        help: `A source list entry (or footnote definition) is never cited. GPT Researcher and Perplexity list every page they visited, so this is common and counted by no check; it matters when the report meant to cite it. ${SOURCES_DOCS}`,
        level: 'note',
        title: 'Unused source',
    },
    duplicate_source: {
        name: 'DuplicateSource',
        short: 'the same source is listed under two numbers',
        help: `One URL (after dropping tracking parameters and fragments) is listed under two numbers, so a reader cannot tell which number a sentence means to cite. Give each source one number. ${SOURCES_DOCS}`,
        level: 'warning',
        title: 'Source listed twice',
    },
    url_variant: {
        name: 'UrlVariant',
        short: 'one source is written with URLs that differ only in tracking parameters, a text fragment or a trailing slash',
        help: `The URLs are one source for citegate's identity (tracking parameters, #:~:text= fragments and a trailing slash are dropped) but are written differently; each is kept for display. ${SOURCES_DOCS}`,
        level: 'note',
        title: 'URL variants of one source',
    },
    marker_syntax_mismatch: {
        name: 'MarkerSyntaxMismatch',
        short: 'a citation marker is written in another syntax than the list that defines it (it is bound all the same)',
        help: `The markers in the text ([n]) and the definitions ([^n]:) use different syntaxes. citegate binds them where the number is unambiguous; a Markdown renderer may not link them. Write both the same way. ${SOURCES_DOCS}`,
        level: 'warning',
        title: 'Marker syntax differs from its list',
    },
    source_without_url: {
        name: 'SourceWithoutUrl',
        short: 'a source entry gives no URL, so nothing can be fetched or checked against it',
        help: `The entry names a source (a file name, a title) but no URL: neither provenance nor snapshots nor reference lookups can reach it. Add the URL. ${SOURCES_DOCS}`,
        level: 'warning',
        title: 'Source without a URL',
    },
    non_http_url: {
        name: 'NonHttpUrl',
        short: 'a source entry gives a URL that is not http or https',
        help: `The entry's URL uses another scheme (file:, javascript:, a bare path), which citegate never fetches. Cite a public http(s) address. ${SOURCES_DOCS}`,
        level: 'warning',
        title: 'Source URL is not http(s)',
    },
    numbering_gap: {
        name: 'NumberingGap',
        short: 'the numbered source list skips numbers',
        help: `The source list's numbers skip some values; a marker meant for a missing number would be dangling. Usually harmless (the generator dropped uncited sources). ${SOURCES_DOCS}`,
        level: 'note',
        title: 'Gap in the source numbering',
    },
    citation_without_span: {
        name: 'CitationWithoutSpan',
        short: "a provider's citation gives no place in the answer (its indices are 0) and the answer does not link its URL",
        help: `The provider's answer lists a citation whose start and end indices are 0 and whose URL the text never links, so no sentence can be said to cite it. ${SOURCES_DOCS}`,
        level: 'warning',
        title: 'Citation without a place',
    },
    uncited_claim: {
        name: 'UncitedClaim',
        short: 'a sentence states a checkable fact and cites no source',
        help: 'The sentence states a number, a date, a percentage, a quotation or a superlative ("the first", "the largest") and has no citation, in a report that cites elsewhere. Cite the source it comes from, or say it is the report\'s own reasoning. Counted by max-uncited-claims, not by max-warnings. See docs/checks.md, "Citation recall".',
        level: 'note',
        title: 'Factual sentence citing nothing',
    },
    duplicate_definition: {
        name: 'DuplicateDefinition',
        short: 'a link label is defined twice; the first definition is the one used',
        help: `Two reference definitions give one label ([ref]: and [REF]: are one label). CommonMark and GitHub link the first, so citegate binds the first and never the second, which a reader of the rendered page never sees. Remove or renumber the second. ${SOURCES_DOCS}`,
        level: 'warning',
        title: 'Label defined twice',
    },
    no_citations: {
        name: 'NoCitations',
        short: 'the report has no citation marker and no source list, so no claim cites anything',
        help: `A report that cites nothing has nothing citegate can check beyond its text. If it is a research report, its generator lost the citations. ${SOURCES_DOCS}`,
        level: 'warning',
        title: 'No citations',
    },
    unread_marker: {
        name: 'UnreadCitationMarker',
        short: 'a citation mark could not be read, so the sentence it stands in is not checked against its source',
        help: `The mark looks like a citation ([n], [^n], [cite: n], a numbered link, digits glued to a word, a ChatGPT citation) but citegate could not bind it to a source: no source list it could index, a number out of its list's range, a hidden character inside it, a syntax citegate does not read, a link to a target that is not http(s), or a number two lists give to different sources; in a chat completion with several choices, each choice past the first is one unread mark. The message says which. Counted by max-unread-markers (default 0), not by max-warnings. Fix the mark or the source list; waive it when the mark is not a citation. See docs/checks.md, "Citation marks that could not be read".`,
        level: 'warning',
        title: 'Citation mark not read',
    },
    python_literal: {
        name: 'PythonLiteral',
        short: "a JSON file a Python program wrote holds Python's NaN or Infinity, which JSON does not allow; each was read as null",
        help: `Python's json.dump writes a float NaN as NaN and the infinities as Infinity and -Infinity; JSON has none of them, and other readers refuse the file. STORM with a local-corpus retriever writes "description": NaN for a document whose CSV row has no description. citegate reads each as null (a missing description) and says where; a field that must hold text or a number is still refused. ${SOURCES_DOCS}`,
        level: 'note',
        title: "Python's NaN read as null",
    },
};
/** "The claim's text changed after it was verified." */
function ruleSentence(code) {
    const { short } = RULES[code];
    return `${short.charAt(0).toUpperCase()}${short.slice(1)}.`;
}


/***/ }),

/***/ 5236:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U9: () => (/* binding */ isHighConfidenceUnsupported),
/* harmony export */   Xw: () => (/* binding */ quoteCounts),
/* harmony export */   ZA: () => (/* binding */ isContradicted),
/* harmony export */   bZ: () => (/* binding */ claimFile),
/* harmony export */   ng: () => (/* binding */ rejectionPlace),
/* harmony export */   tZ: () => (/* binding */ claimById),
/* harmony export */   tr: () => (/* binding */ reportLabel),
/* harmony export */   um: () => (/* binding */ highConfidenceUnsupported),
/* harmony export */   w5: () => (/* binding */ contradictedClaims)
/* harmony export */ });
function claimsWhere(results, keep) {
    return results.reports.flatMap((report) => report.claims.filter(keep).map((claim) => ({ file: claim.file ?? report.file, claim, report })));
}
const isContradicted = (claim) => claim.verdict === 'contradicts';
/** A high-confidence claim whose verdict is not `supports` (the reference's "unsubstantiated"). */
const isHighConfidenceUnsupported = (claim) => claim.confidence === 'high' && claim.verdict !== 'supports';
function contradictedClaims(results) {
    return claimsWhere(results, isContradicted);
}
/** High-confidence claims whose verdict is not `supports`. */
function highConfidenceUnsupported(results) {
    return claimsWhere(results, isHighConfidenceUnsupported);
}
// Built once per report: a run may list thousands of findings.
const claimIndex = new WeakMap();
function claimById(report, claimId) {
    if (claimId === null)
        return undefined;
    let index = claimIndex.get(report);
    if (!index)
        claimIndex.set(report, (index = new Map(report.claims.map((claim) => [claim.id, claim]))));
    return index.get(claimId);
}
/** The file a claim's line refers to: its own (a STORM article) or its report's. */
function claimFile(report, claimId) {
    return claimById(report, claimId)?.file ?? report.file;
}
/** How a report is named in lists and tables: its file, and which report of it when it holds several. */
function reportLabel(report) {
    return report.name === undefined ? report.file : `${report.file} ${report.name}`;
}
/**
 * Where to show a rejected committed result: at its claim; else (the claim is gone, as a STORM
 * sentence that changed) where the result is written in its verdict file; else at the report.
 */
function rejectionPlace(report, rejection) {
    const claim = claimById(report, rejection.claim_id);
    if (rejection.line !== null)
        return {
            file: claim?.file ?? report.file,
            line: rejection.line,
            ...(claim?.column === undefined ? {} : { column: claim.column }),
        };
    if (rejection.written_in)
        return { file: rejection.written_in.file, line: rejection.written_in.line };
    return { file: report.file, line: null };
}
/**
 * The reports table's "quotes": results whose quote is word for word in its excerpt, of those
 * checked for one: kept results (one kept without a quote counts as not, as in
 * exact_quote_ratio) and committed results rejected as unbound_quote (which exact_quote_ratio
 * leaves out, so a report whose quotes were rejected does not read 100%).
 */
function quoteCounts(report) {
    const kept = report.pairs.filter((pair) => pair.verdict !== null);
    const bound = kept.filter((pair) => pair.quote !== null).length;
    const unbound = report.rejected.filter((rejection) => rejection.reason === 'unbound_quote').length;
    return { bound, checked: kept.length + unbound };
}


/***/ }),

/***/ 5187:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   k: () => (/* binding */ RESULTS_VERSION)
/* harmony export */ });
const RESULTS_VERSION = 1;


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

/***/ 3091:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   y: () => (/* binding */ parseBoolean)
/* harmony export */ });
/** A yes/no setting as users write it in YAML or on a command line; undefined when it is neither. */
function parseBoolean(raw) {
    const text = raw.trim();
    if (/^(true|yes|1)$/i.test(text))
        return true;
    if (/^(false|no|0)$/i.test(text))
        return false;
    return undefined;
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

/***/ 9495:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ inSeconds),
/* harmony export */   Y: () => (/* binding */ seconds)
/* harmony export */ });
// A duration as the messages print it: tenths of a second.
/** `ms` in seconds, to a tenth: `2.5 s`. */
const inSeconds = (ms) => `${Math.round(ms / 100) / 10} s`;
/** `ms` in seconds from one second up (`2.5 s`), in milliseconds below (`250 ms`). */
const seconds = (ms) => (ms >= 1000 ? inSeconds(ms) : `${ms} ms`);


/***/ }),

/***/ 3121:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ isJsonObject),
/* harmony export */   r: () => (/* binding */ parseJsonOrUndefined)
/* harmony export */ });
// Loose JSON for inputs that may be anything (a model's answer, a cache line): a value to test
// rather than an error to report with its position (that is src/report/json-file.ts's job).
/** The parsed value, or undefined when `text` is not JSON (no JSON text parses to undefined). */
function parseJsonOrUndefined(text) {
    try {
        return JSON.parse(text);
    }
    catch {
        return undefined;
    }
}
/** A JSON object: not null, not an array. */
function isJsonObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
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


/***/ }),

/***/ 3326:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $p: () => (/* binding */ redactor),
/* harmony export */   EU: () => (/* binding */ redactsNothing),
/* harmony export */   KL: () => (/* binding */ redactDeep)
/* harmony export */ });
/* unused harmony exports REDACTED, redactingStream */
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

/***/ 8982:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $W: () => (/* binding */ runInWorker),
/* harmony export */   kq: () => (/* binding */ stopIdleWorkers)
/* harmony export */ });
/* unused harmony export HEAP_BUDGET_MB */
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _worker_entry_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2350);
/* harmony import */ var _text_duration_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9495);



/** The heap limits of all reading processes together. */
const HEAP_BUDGET_MB = 384;
/** Started readers waiting for a job; they do not keep the run alive. */
const idle = [];
/** The heap limits of the readers at work. */
let busyMb = 0;
const waiting = [];
const idleMb = () => idle.reduce((sum, reader) => sum + reader.kind.heapMb, 0);
/** What V8 writes when a process passes its heap limit (then it aborts). */
const OUT_OF_MEMORY = /heap out of memory|Reached heap limit|Allocation failed/;
const STDERR_KEPT = 4096;
/**
 * The only variables a reader is given: those that say whether and where Node keeps its compile
 * cache (src/files/compile-cache.ts), which a reader turns on as the run does. The temporary
 * folder's variables are among them because the cache is kept there by default.
 */
const COMPILE_CACHE_VARIABLES = ['NODE_DISABLE_COMPILE_CACHE', 'NODE_COMPILE_CACHE', 'TMPDIR', 'TMP', 'TEMP'];
function compileCacheEnv(env = process.env) {
    const kept = {};
    for (const name of COMPILE_CACHE_VARIABLES) {
        const value = env[name];
        if (value !== undefined)
            kept[name] = value;
    }
    return kept;
}
/** V8's stack limit in a reader, in KB: what a worker thread has by default (stackSizeMb 4). */
const READER_STACK_KB = 3900;
/**
 * Runs one job in a reader of `kind`: sends `job` (a copy: structured clone), collects the
 * reader's messages until `isFinal` says one is the last, and kills the reader after `timeoutMs`.
 */
async function runInWorker(kind, job, options) {
    while (busyMb > 0 && busyMb + kind.heapMb > HEAP_BUDGET_MB)
        await new Promise((resolve) => waiting.push(resolve));
    busyMb += kind.heapMb;
    try {
        return await runOn(take(kind), job, options);
    }
    finally {
        busyMb -= kind.heapMb;
        for (const wake of waiting.splice(0))
            wake();
    }
}
/** Stops the idle readers (the run no longer needs them): their memory goes back at once. */
function stopIdleWorkers() {
    for (const reader of idle.splice(0))
        stop(reader);
    return Promise.resolve();
}
function sameKind(a, b) {
    return (String(a.script) === String(b.script) &&
        a.heapMb === b.heapMb &&
        JSON.stringify(a.workerData) === JSON.stringify(b.workerData));
}
function take(kind) {
    const at = idle.findIndex((reader) => sameKind(reader.kind, kind));
    if (at !== -1)
        return idle.splice(at, 1)[0];
    // A new reader: first make room, so that busy and idle readers stay within the budget (busyMb counts this job already).
    while (idle.length > 0 && idleMb() + busyMb > HEAP_BUDGET_MB)
        stop(idle.shift());
    const script = String(kind.script).startsWith('file:') ? (0,node_url__WEBPACK_IMPORTED_MODULE_0__.fileURLToPath)(kind.script) : String(kind.script);
    // node:child_process, loaded with the first reader (as src/files/packed-entry.ts loads node:zlib): a run that starts none (most) does not load it.
    const child = process
        .getBuiltinModule('node:child_process')
        .fork(script, [_worker_entry_js__WEBPACK_IMPORTED_MODULE_1__/* .READER_FLAG */ .DR, JSON.stringify(kind.workerData ?? null)], {
        // The stack a worker thread has (4 MB, less V8's margin), not a main thread's 1 MB: deep
        // but legitimate input (Readability on 5,000 nested <div>s) reads as it did in a thread. A
        // stack deeper than the system gives ends this reader alone.
        execArgv: [`--max-old-space-size=${kind.heapMb}`, `--stack-size=${READER_STACK_KB}`],
        serialization: 'advanced',
        stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
        env: compileCacheEnv(),
    });
    const reader = { child, kind, jobs: 0, stderr: '' };
    child.stderr?.setEncoding('utf8').on('data', (chunk) => {
        reader.stderr = (reader.stderr + chunk).slice(-STDERR_KEPT);
    });
    // A reader that fails while it waits is dropped, never a crash of the run.
    child
        .on('error', () => undefined)
        .once('exit', () => {
        const waitingAt = idle.indexOf(reader);
        if (waitingAt !== -1)
            idle.splice(waitingAt, 1);
    });
    return reader;
}
function stop(reader) {
    reader.child.kill('SIGKILL');
}
/** Whether the reader keeps the run alive: only while it has a job. */
function hold(reader, held) {
    const { child } = reader;
    const handles = [child, child.channel, child.stderr];
    for (const handle of handles) {
        if (held)
            handle?.ref();
        else
            handle?.unref();
    }
}
function runOn(reader, job, options) {
    const { child } = reader;
    hold(reader, true);
    const messages = [];
    return new Promise((resolve) => {
        let settled = false;
        const settle = (keep, end) => {
            if (settled)
                return;
            settled = true;
            clearTimeout(timer);
            child.off('message', onMessage).off('error', onError).off('close', onClose);
            reader.jobs += 1;
            // Kept waiting while it fits beside the others (busyMb still counts it).
            if (keep && reader.jobs < reader.kind.jobsPerWorker && idleMb() + busyMb <= HEAP_BUDGET_MB) {
                hold(reader, false);
                idle.push(reader);
            }
            else {
                stop(reader);
            }
            resolve(end);
        };
        const onMessage = (message) => {
            messages.push(message);
            if (options.isFinal(message))
                settle(true, { ok: true, messages });
        };
        const onError = (error) => settle(false, { ok: false, reason: 'error', message: error.message, messages });
        // 'close' comes after the reader's stderr has ended, so the abort V8 wrote there is read.
        const onClose = (code, signal) => settle(false, OUT_OF_MEMORY.test(reader.stderr)
            ? { ok: false, reason: 'memory', message: `needed more than ${reader.kind.heapMb} MB of memory`, messages }
            : {
                ok: false,
                reason: 'exit',
                message: `the reader stopped (${signal ? `signal ${signal}` : `exit code ${String(code)}`})`,
                messages,
            });
        const timer = setTimeout(() => settle(false, {
            ok: false,
            reason: 'timeout',
            message: `took longer than ${(0,_text_duration_js__WEBPACK_IMPORTED_MODULE_2__/* .seconds */ .Y)(options.timeoutMs)}`,
            messages,
        }), options.timeoutMs);
        child.on('message', onMessage).on('error', onError).on('close', onClose);
        child.send(job, (error) => {
            if (error)
                onError(error);
        });
    });
}


/***/ }),

/***/ 2909:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ applyWaivers),
/* harmony export */   p: () => (/* binding */ waivedKeys)
/* harmony export */ });
/* harmony import */ var _results_problems_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2340);
/* harmony import */ var _gate_decide_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5243);
/* harmony import */ var _gate_strictest_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7160);
/* harmony import */ var _base_problems_without_unconfirmed_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5069);
// Waivers applied to a run, pure: which problems each waiver accepts (by problem identity), how
// each waiver stands (applied, stale, expired, its report not checked), which ones the pull
// request added or changed, and the gate decided again without the waived problems.




function writtenNumbers(problems) {
    const numbers = new Map();
    for (const problem of problems) {
        if (problem.finding?.code !== 'ungrounded_number')
            continue;
        const key = JSON.stringify([problem.report.file, problem.claim_id, problem.finding.text]);
        if (!numbers.has(key))
            numbers.set(key, problem);
    }
    return numbers;
}
/** A waiver's problem identity; a number as the claim writes it is matched to its normalised form. */
function waiverKey(waiver, numbers) {
    const report = { file: waiver.report, ...(waiver.name === undefined ? {} : { name: waiver.name }) };
    let number = waiver.number;
    if (number !== undefined) {
        // One lookup per waiver: a file of thousands of waivers must not scan every problem for each.
        const written = numbers.get(JSON.stringify([waiver.report, waiver.claim, number]));
        if (written?.finding?.code === 'ungrounded_number')
            number = (0,_results_problems_js__WEBPACK_IMPORTED_MODULE_0__/* .numberIdentity */ .mV)(written.finding);
    }
    return (0,_results_problems_js__WEBPACK_IMPORTED_MODULE_0__/* .problemKey */ .ZL)(report, waiver.kind, waiver.claim, waiver.evidence, number, waiver.subject);
}
function keyed(problems) {
    const byKey = new Map();
    for (const problem of problems) {
        const list = byKey.get(problem.key);
        if (list)
            list.push(problem);
        else
            byKey.set(problem.key, [problem]);
    }
    return byKey;
}
/** The problems the run's applied waivers accept, by identity (renderers mark and fold them). */
function waivedKeys(results) {
    const applied = results.waivers?.entries.filter((entry) => entry.status === 'applied') ?? [];
    return new Set(applied.map(_results_problems_js__WEBPACK_IMPORTED_MODULE_0__/* .rowKey */ .om));
}
/** The results with the `waivers` section and the gate decided without the waived problems. */
function applyWaivers(results, input) {
    const problems = (0,_results_problems_js__WEBPACK_IMPORTED_MODULE_0__/* .listProblems */ .vz)(results);
    // A run that counts unconfirmed verdicts is decided without them too: a waiver applies to a
    // problem either view has (a claim unverifiable only without them), as each view's gate counts it.
    const without = (0,_base_problems_without_unconfirmed_js__WEBPACK_IMPORTED_MODULE_3__/* .problemsWithoutUnconfirmed */ .h)(results);
    const byKey = keyed(problems);
    const byKeyWithout = without ? keyed(without.problems) : null;
    const checked = new Set(results.reports.map((report) => report.file));
    const numbers = writtenNumbers(problems);
    const baseKeys = input.base && 'waivers' in input.base
        ? new Map(input.base.waivers.map((waiver) => [waiverKey(waiver, numbers), waiver]))
        : null;
    const errors = [...input.head.errors];
    const seen = new Map();
    const entries = [];
    for (const waiver of input.head.waivers) {
        const key = waiverKey(waiver, numbers);
        const earlier = seen.get(key);
        if (earlier !== undefined) {
            errors.push({ line: waiver.line, message: `repeats the waiver on line ${earlier}; only the first counts` });
            continue;
        }
        seen.set(key, waiver.line);
        const matched = Math.max(byKey.get(key)?.length ?? 0, byKeyWithout?.get(key)?.length ?? 0);
        const expired = waiver.expires !== undefined && waiver.expires < input.today;
        const status = !checked.has(waiver.report)
            ? 'not_checked'
            : expired
                ? 'expired'
                : matched > 0
                    ? 'applied'
                    : 'stale';
        const identity = JSON.parse(key);
        const before = baseKeys?.get(key);
        const change = input.base === undefined
            ? undefined
            : baseKeys === null || !before
                ? 'added'
                : before.reason !== waiver.reason || before.expires !== waiver.expires
                    ? 'changed'
                    : undefined;
        entries.push({
            line: waiver.line,
            file: waiver.report,
            ...(waiver.name === undefined ? {} : { name: waiver.name }),
            kind: waiver.kind,
            claim_id: waiver.claim,
            ...(waiver.evidence === undefined ? {} : { evidence_id: waiver.evidence }),
            ...(identity[4] === null ? {} : { number: identity[4] }),
            ...(identity[5] === undefined ? {} : { subject: identity[5] }),
            reason: waiver.reason,
            ...(waiver.expires === undefined ? {} : { expires: waiver.expires }),
            status,
            matched: status === 'not_checked' ? 0 : matched,
            ...(change ? { change } : {}),
        });
    }
    const section = {
        file: input.file,
        entries,
        errors,
        ...(input.base && 'unreadable' in input.base
            ? {
                base_note: `the base's waiver file could not be read (${input.base.unreadable}), so every waiver counts as added by this pull request`,
            }
            : {}),
    };
    const withSection = { ...results, waivers: section };
    return { ...withSection, gate: withoutWaived(withSection, problems, without) };
}
/**
 * The gate with each check's waived problems taken out of its value (under gate-on: new, the
 * new ones). A run that counts unconfirmed verdicts was decided with them and without them
 * (src/gate/strictest.ts): the waivers are taken out of each view's value, and it still fails
 * where either fails.
 */
function withoutWaived(results, problems, without) {
    const waived = waivedKeys(results);
    if (waived.size === 0)
        return results.gate;
    const withThem = { problems, statuses: (0,_results_problems_js__WEBPACK_IMPORTED_MODULE_0__/* .problemStatuses */ .SD)(results, problems) };
    const checks = results.gate.checks.map((check) => {
        const kinds = _results_problems_js__WEBPACK_IMPORTED_MODULE_0__/* .CHECK_PROBLEM_KINDS */ .RD[check.name];
        if (!kinds)
            return check;
        const values = (0,_gate_strictest_js__WEBPACK_IMPORTED_MODULE_2__/* .valuesBothWays */ .yU)(check);
        const one = waiveFrom(check, values.with, kinds, withThem, waived);
        // Without a limit the check passes either way, and shows the value with them.
        if (!without || !(0,_gate_decide_js__WEBPACK_IMPORTED_MODULE_1__/* .isLimitSet */ .Qp)(check.limit))
            return one ?? check;
        const other = waiveFrom(check, values.without, kinds, without, waived);
        if (!one && !other)
            return check;
        const { unconfirmed: _, waived: __, ...plain } = check;
        const unwaived = (value) => ({ ...plain, value, passed: (0,_gate_decide_js__WEBPACK_IMPORTED_MODULE_1__/* .passes */ .WE)(check.name, check.limit, value) });
        return (0,_gate_strictest_js__WEBPACK_IMPORTED_MODULE_2__/* .strictestCheck */ .gX)(one ?? unwaived(values.with), other ?? unwaived(values.without));
    });
    return { ...results.gate, checks, passed: checks.every((check) => check.passed) };
}
/** One view's check without the waived problems it counts; null when a waiver accepts none of them. */
function waiveFrom(check, value, kinds, view, waived) {
    const counted = view.problems.filter((problem) => kinds.includes(problem.kind) && (check.counted !== 'new' || view.statuses.get(problem) !== 'unchanged'));
    const accepted = counted.filter((problem) => waived.has(problem.key)).length;
    if (accepted === 0)
        return null;
    const left = typeof value === 'boolean' ? counted.length > accepted : value - accepted;
    const { unconfirmed: _, ...plain } = check;
    return { ...plain, value: left, passed: (0,_gate_decide_js__WEBPACK_IMPORTED_MODULE_1__/* .passes */ .WE)(check.name, check.limit, left), waived: accepted };
}


/***/ }),

/***/ 5949:
/***/ (function(module) {

module.exports = {"rE":"0.1.0"};

/***/ })

};
