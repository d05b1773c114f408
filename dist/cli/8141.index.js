(function (__citegate_import_meta_url, __WEBPACK_EXTERNAL_createRequire) { 'use strict'; return { id: 8141,
ids: [8141,6008],
modules: {

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
/* harmony import */ var _markdown_blocks_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8105);
/* harmony import */ var _sections_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1102);
/* harmony import */ var _summary_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6008);
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

/***/ 6008:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ACTION_HINTS: () => (/* binding */ ACTION_HINTS),
  QUOTES_NOTE: () => (/* binding */ QUOTES_NOTE),
  SUMMARY_LIMIT_BYTES: () => (/* binding */ SUMMARY_LIMIT_BYTES),
  renderSummary: () => (/* binding */ renderSummary)
});

// EXTERNAL MODULE: ./src/results/select.ts
var results_select = __webpack_require__(5236);
// EXTERNAL MODULE: ./src/render/budget.ts
var render_budget = __webpack_require__(9519);
// EXTERNAL MODULE: ./src/render/change.ts
var render_change = __webpack_require__(1526);
// EXTERNAL MODULE: ./src/render/census.ts
var render_census = __webpack_require__(6109);
// EXTERNAL MODULE: ./src/render/escape.ts
var render_escape = __webpack_require__(7789);
// EXTERNAL MODULE: ./src/render/format.ts
var format = __webpack_require__(1509);
// EXTERNAL MODULE: ./src/render/links.ts
var render_links = __webpack_require__(4869);
// EXTERNAL MODULE: ./src/render/markdown-blocks.ts
var markdown_blocks = __webpack_require__(8105);
// EXTERNAL MODULE: ./src/render/sections.ts
var sections = __webpack_require__(1102);
// EXTERNAL MODULE: ./src/render/words.ts
var words = __webpack_require__(5933);
// EXTERNAL MODULE: ./src/render/recall-section.ts
var recall_section = __webpack_require__(3417);
// EXTERNAL MODULE: ./src/render/recall-words.ts
var recall_words = __webpack_require__(2823);
;// CONCATENATED MODULE: ./src/render/overall-status.ts
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

// EXTERNAL MODULE: ./src/render/provenance-section.ts
var provenance_section = __webpack_require__(9491);
// EXTERNAL MODULE: ./src/render/reference-section.ts
var reference_section = __webpack_require__(2587);
// EXTERNAL MODULE: ./src/render/waivers-section.ts
var waivers_section = __webpack_require__(6016);
// EXTERNAL MODULE: ./src/render/snapshot-changes.ts
var snapshot_changes = __webpack_require__(9558);
// EXTERNAL MODULE: ./src/render/source-text.ts
var source_text = __webpack_require__(3635);
;// CONCATENATED MODULE: ./src/render/summary.ts
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
    const budget = new render_budget/* Budget */.__(options.limitBytes ?? SUMMARY_LIMIT_BYTES, RESERVE_BYTES, render_budget/* utf8Bytes */.dy);
    const omissions = new render_budget/* Omissions */.lW();
    const restIn = options.resultsPath ? `the results file (${(0,render_escape/* inert */.tJ)(options.resultsPath, 200)})` : 'the results file';
    const links = options.links ?? null;
    budget.force(heading(results));
    for (const note of options.notes ?? [])
        budget.tryAdd(`> ${(0,render_escape/* inert */.tJ)(note, 1000)}\n\n`);
    const verifier = (0,words/* verifierLine */.de)(results, options.hints ?? ACTION_HINTS, options.fork);
    if (verifier)
        budget.tryAdd(`${verifier}\n\n`);
    const usage = (0,recall_words/* usageWords */.Zy)(results);
    if (usage)
        budget.tryAdd(`Semantic verifier: ${usage}.\n\n`);
    const trust = (0,markdown_blocks/* trustBlock */.Qk)(results, options.fork ?? false, SHORT_LIST, restIn);
    if (trust)
        budget.tryAdd(`${trust}\n`);
    budget.tryAdd(`### Gate\n\n${(0,markdown_blocks/* gateTable */.k0)(results.gate.checks, results.totals, results)}`);
    if (results.gate.gate_on_note)
        budget.tryAdd(`${(0,render_escape/* inert */.tJ)(results.gate.gate_on_note, 500)}\n\n`);
    addBaseComparison(budget, omissions, results, links, restIn);
    addReportTable(budget, omissions, results.reports, links);
    const recall = (0,recall_section/* recallBlock */.$)(results, links, Number.POSITIVE_INFINITY);
    if (recall)
        budget.tryAdd(recall);
    const semantic = semanticLine(results.reports);
    if (semantic)
        budget.tryAdd(`${semantic}\n\n`);
    for (const section of (0,sections/* checkSections */.fM)(results, { links, detail: 'summary' })) {
        (0,markdown_blocks/* addFoldedSection */.$Z)(budget, omissions, section, {
            level: '###',
            visible: SHORT_LIST,
            cap: Number.POSITIVE_INFINITY,
            restIn,
        });
    }
    (0,waivers_section/* addWaiverSections */.Q)(budget, omissions, results, { links, restIn, level: '###' });
    (0,provenance_section/* addProvenanceSection */.Y)(budget, omissions, results, { restIn, maxText: 500, openUpTo: SHORT_LIST, links });
    (0,reference_section/* addReferenceSection */.Cc)(budget, omissions, results, { restIn, openUpTo: SHORT_LIST, links, detail: 'summary' });
    (0,source_text/* addSourceTextSections */.kM)(budget, omissions, results, { restIn, links });
    addProviderRejections(budget, omissions, results.reports, restIn, links);
    if (omissions.any) {
        const parts = omissions.entries().map(([section, count]) => `${section}: ${count}`);
        budget.force(`**Left out to stay under GitHub's step-summary size limit** (${parts.join('; ')}); ${restIn} has everything.\n`);
    }
    return budget.toString();
}
function heading(results) {
    const { totals, gate } = results;
    const change = (0,render_change/* changeLead */.LW)(results);
    const lead = change ? `${change}\n\n` : '';
    const scope = `${(0,format/* plural */.LS)(totals.reports, 'report')} · ${(0,format/* plural */.LS)(totals.claims, 'claim')} · ${(0,format/* plural */.LS)(totals.pairs, 'claim/evidence pair')} · status ${overallStatus(results)}`;
    const waivers = (0,waivers_section/* waiverLead */.b)(results);
    const census = (0,render_census/* censusLine */.YN)(results, (report) => (0,render_escape/* inert */.tJ)(report.file, 200));
    const lost = census ? `**${census}.**\n\n` : '';
    const snapshots = (0,snapshot_changes/* snapshotChangeLead */.p)(results);
    return `## ${(0,markdown_blocks/* decision */.xR)(gate, totals, (0,render_census/* passedBut */.ug)((0,words/* modelOutage */.dO)(results), results))}\n\n${lost}${lead}${waivers ? `${waivers}\n\n` : ''}${snapshots ? `${snapshots}\n\n` : ''}${scope}\n\n${(0,markdown_blocks/* verdictCounts */.US)(totals)}\n\n`;
}
/** The base comparison in full: which commit, the counts, every verdict change and every fixed problem. */
function addBaseComparison(budget, omissions, results, links, restIn) {
    const line = (0,render_change/* baseLine */.K7)(results, links);
    if (line === null)
        return;
    if (!budget.tryAdd(`### Compared with the base\n\n${line}\n\n`))
        return;
    const table = (0,render_change/* countsTable */.Po)(results);
    if (table)
        budget.tryAdd(`${table}\n`);
    const changed = (0,render_change/* verdictChangeItems */.id)(results, links, 1000);
    (0,markdown_blocks/* addListSection */.rG)(budget, omissions, {
        title: 'Verdicts changed by this pull request',
        items: changed,
        render: (item) => item,
        open: changed.length <= SHORT_LIST,
        restIn,
    });
    const fixed = (0,render_change/* fixedItems */.X8)(results, links);
    (0,markdown_blocks/* addListSection */.rG)(budget, omissions, {
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
    const url = (0,render_links/* blobUrl */.b0)(links, links?.headSha, report.file);
    const label = (0,render_escape/* inert */.tJ)(report.name === undefined ? report.file : `${report.file} (${report.name})`, 200);
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
    const { bound, checked } = (0,results_select/* quoteCounts */.Xw)(report);
    // With no verifier result at all there is no coverage or quote ratio to speak of.
    const coverage = (0,format/* hasVerdicts */.PH)(s.status) ? (0,format/* percent */.KN)(s.coverage_ratio) : '—';
    const quotes = checked > 0 ? `${bound} of ${checked}` : '—';
    return `| ${name} | ${s.status} | ${claims} | ${coverage} | ${quotes} |\n`;
}
/** "Semantic verifier, by report: complete for 2 reports, model m; unavailable (missing_api_key) for 1 report." (Why pairs went without a verdict is the verifier line.) */
function semanticLine(reports) {
    const valid = reports.filter((report) => report.summary);
    if (valid.length === 0)
        return null;
    const groups = (0,format/* groupBy */.$z)(valid, (report) => `${report.provider.state}|${report.provider.failure_code ?? ''}|${report.provider.model ?? ''}`);
    const parts = [...groups.values()].map((group) => {
        const { state, failure_code, model } = group[0].provider;
        const why = failure_code ? ` (${(0,render_escape/* inert */.tJ)(failure_code, 100)})` : '';
        const by = model ? `, model ${(0,render_escape/* inert */.tJ)(model, 100)}` : '';
        return `${state.replace('_', ' ')}${why} for ${(0,format/* plural */.LS)(group.length, 'report')}${by}`;
    });
    return `Semantic verifier, by report: ${parts.join('; ')}.`;
}
function addProviderRejections(budget, omissions, reports, restIn, links) {
    const rejected = reports.flatMap((report) => report.provider.rejected.map((rejection) => ({ report, rejection })));
    if (rejected.length === 0)
        return;
    const groups = (0,format/* groupBy */.$z)(rejected, (item) => item.rejection.reason);
    const counts = [...groups].map(([reason, group]) => `${reason.replace(/_/g, ' ')} ${group.length}`).join(', ');
    budget.tryAdd(`**${(0,format/* plural */.LS)(rejected.length, 'model answer')} rejected** by binding (${counts}). These are not binding errors of the reports; the pairs stay unverified.\n\n`);
    for (const [reason, group] of groups) {
        (0,markdown_blocks/* addListSection */.rG)(budget, omissions, {
            title: `Model answers rejected: ${reason.replace(/_/g, ' ')}`,
            items: group,
            render: ({ report, rejection }) => {
                const where = (0,render_links/* locationLink */.su)(links, (0,results_select/* claimFile */.bZ)(report, rejection.claim_id), (0,results_select/* claimById */.tZ)(report, rejection.claim_id)?.line);
                return `- ${where} claim ${(0,render_escape/* inert */.tJ)(rejection.claim_id ?? '?', 100)} → evidence ${(0,render_escape/* inert */.tJ)(rejection.evidence_id ?? '?', 100)}: ${(0,render_escape/* inert */.tJ)(rejection.detail, 500)}\n`;
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
/* harmony import */ var _markdown_blocks_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8105);
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


/***/ })

} };
})
