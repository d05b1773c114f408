(function (__citegate_import_meta_url, __WEBPACK_EXTERNAL_createRequire) { 'use strict'; return { id: 2044,
ids: [2044,7485],
modules: {

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

/***/ 2044:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  checkCommand: () => (/* binding */ checkCommand)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
// EXTERNAL MODULE: ./node_modules/p-limit/index.js + 1 modules
var p_limit = __webpack_require__(370);
// EXTERNAL MODULE: ./node_modules/tinyglobby/dist/index.mjs + 1 modules
var dist = __webpack_require__(3382);
// EXTERNAL MODULE: ./src/check/run.ts + 10 modules
var run = __webpack_require__(2093);
// EXTERNAL MODULE: ./src/check/totals.ts
var totals = __webpack_require__(5285);
// EXTERNAL MODULE: ./src/formats/discover.ts
var discover = __webpack_require__(4569);
// EXTERNAL MODULE: ./src/formats/patterns.ts
var formats_patterns = __webpack_require__(2529);
// EXTERNAL MODULE: ./src/files/output-guard.ts
var output_guard = __webpack_require__(7518);
// EXTERNAL MODULE: ./src/formats/load.ts + 3 modules
var load = __webpack_require__(3076);
// EXTERNAL MODULE: ./src/formats/model.ts
var model = __webpack_require__(5881);
// EXTERNAL MODULE: ./src/formats/read.ts
var read = __webpack_require__(1558);
// EXTERNAL MODULE: ./src/gate/decide.ts
var decide = __webpack_require__(5243);
// EXTERNAL MODULE: ./src/results/problems.ts
var results_problems = __webpack_require__(2340);
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

// EXTERNAL MODULE: ./src/config/inputs.ts
var inputs = __webpack_require__(4389);
// EXTERNAL MODULE: ./src/config/settings.ts
var config_settings = __webpack_require__(4661);
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
function linkContext(context, baseSha = context.pullRequest?.baseSha ?? null) {
    if (!context.serverUrl || !context.owner || !context.repo || !context.sha)
        return null;
    return { serverUrl: context.serverUrl, owner: context.owner, repo: context.repo, headSha: context.sha, baseSha };
}

// EXTERNAL MODULE: ./src/render/census.ts
var render_census = __webpack_require__(6109);
// EXTERNAL MODULE: ./src/formats/markdown/dialects.ts
var dialects = __webpack_require__(5513);
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

// EXTERNAL MODULE: ./src/render/wrap.ts
var wrap = __webpack_require__(130);
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
    return (0,wrap/* wrapLines */.MT)(sections.flat(), width).join('\n') + '\n';
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

// EXTERNAL MODULE: ./src/semantic/progress.ts
var progress = __webpack_require__(2681);
// EXTERNAL MODULE: ./package.json
var package_0 = __webpack_require__(8330);
// EXTERNAL MODULE: ./src/files/atomic-write.ts
var atomic_write = __webpack_require__(4448);
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
            const { renderSarif, sarifLeftOut, leftOutSentence } = await Promise.all(/* import() */[__webpack_require__.e(1102), __webpack_require__.e(3729)]).then(__webpack_require__.bind(__webpack_require__, 3729));
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
    return async (results) => (await Promise.all(/* import() */[__webpack_require__.e(1102), __webpack_require__.e(8141)]).then(__webpack_require__.bind(__webpack_require__, 8141))).renderComment(results, {
        key: 'default',
        runUrl: context.runUrl,
        links: linkContext(context, results.base?.sha ?? null),
    });
}
/** The job summary the action would write, for a preview. */
function summaryPreview(context, resultsPath) {
    return async (results) => (await Promise.all(/* import() */[__webpack_require__.e(1102), __webpack_require__.e(6008)]).then(__webpack_require__.bind(__webpack_require__, 6008))).renderSummary(results, {
        resultsPath,
        links: linkContext(context, results.base?.sha ?? null),
    });
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

// EXTERNAL MODULE: ./src/provenance/setup.ts + 1 modules
var setup = __webpack_require__(723);
// EXTERNAL MODULE: ./src/gate/thresholds.ts
var gate_thresholds = __webpack_require__(9695);
// EXTERNAL MODULE: ./src/text/plural.ts
var plural = __webpack_require__(573);
// EXTERNAL MODULE: ./src/text/boolean.ts
var text_boolean = __webpack_require__(3091);
// EXTERNAL MODULE: ./src/provenance/settings.ts
var settings = __webpack_require__(4690);
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
    const maxAgeMs = (0,settings/* parseDuration */.E9)(ageRaw);
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
    const { createReferenceChecker } = await Promise.all(/* import() */[__webpack_require__.e(9995), __webpack_require__.e(8280), __webpack_require__.e(9678), __webpack_require__.e(5415), __webpack_require__.e(2991)]).then(__webpack_require__.bind(__webpack_require__, 2991));
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

// EXTERNAL MODULE: ./src/semantic/index.ts
var src_semantic = __webpack_require__(3812);
// EXTERNAL MODULE: ./src/text/redact.ts
var redact = __webpack_require__(3326);
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
        const { parseWaivers } = await Promise.all(/* import() */[__webpack_require__.e(8815), __webpack_require__.e(542)]).then(__webpack_require__.bind(__webpack_require__, 542));
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
        const { parseWaivers } = await Promise.all(/* import() */[__webpack_require__.e(8815), __webpack_require__.e(542)]).then(__webpack_require__.bind(__webpack_require__, 542));
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
    const { planSnapshots } = await Promise.all(/* import() */[__webpack_require__.e(2150), __webpack_require__.e(7567)]).then(__webpack_require__.bind(__webpack_require__, 7567));
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
            fetcher: async () => (await Promise.all(/* import() */[__webpack_require__.e(8280), __webpack_require__.e(5415), __webpack_require__.e(5090)]).then(__webpack_require__.bind(__webpack_require__, 2709))).openPageFetcher(provenance, { cwd, warn }),
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
    { name: 'redaction', run: stages_redact },
];
const FORK_NOTE = 'The semantic verifier did not run: workflows on pull requests from forks get no secrets, so there is no API key. The deterministic checks ran.';
function setUpSemantic(state, shell) {
    const progress = shell.log.progress(src_semantic/* progressLine */.oz);
    const setup = (0,src_semantic/* createSemanticSetup */.G1)(state.settings.semantic, {
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
    for (const message of (0,setup/* unusedProvenanceLimits */.G0)(core.thresholds, settings))
        shell.log.warn(message, 'settings');
    const progress = shell.log.progress(setup/* provenanceProgressLine */.vK);
    state.provenance = await (0,setup/* loadProvenanceChecker */.Nc)(settings, {
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
    const baseSetup = (0,src_semantic/* createBaseSemanticSetup */.bl)(semantic, { cwd: shell.cwd, secrets: shell.secrets });
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
function stages_redact(state, shell) {
    state.results = (0,redact/* redactDeep */.KL)(made(state.results, 'check'), shell.redact);
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

// EXTERNAL MODULE: ./src/snapshot/settings.ts
var snapshot_settings = __webpack_require__(7719);
;// CONCATENATED MODULE: ./src/session/settings.ts
// The settings of one check session: the shell's own (which carry the core ones of
// src/config/settings.ts) and every stage's, read from the shell's source in one pass, so that a
// user sees every bad value at once.





/**
 * Reads the shell's own settings, then every stage's, in that order (the order the problems
 * are listed in); throws one SettingsError with the problems of all of them.
 */
function readSessionSettings(get, readOwn) {
    const [own, semantic, provenance, references, snapshot] = (0,config_settings/* readAllSettings */.JK)(() => readOwn(get), () => (0,src_semantic/* readSemanticSettings */.cR)(get), () => (0,setup/* readProvenanceSettings */.vW)(get), () => readReferenceSettings(get), () => (0,snapshot_settings/* readSnapshotSettings */._)(get));
    return { own, session: { core: own.core, semantic, provenance, references, snapshot } };
}

;// CONCATENATED MODULE: ./src/cli/terminal-style.ts


/** Colour only on a terminal, and never when NO_COLOR is set (https://no-color.org). */
function terminalStyle(stream, env) {
    const forced = env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== '0';
    const colour = forced || (stream.isTTY === true && env.NO_COLOR === undefined && env.TERM !== 'dumb');
    return colour ? (style, text) => (0,external_node_util_.styleText)(style, text) : plainStyle;
}

// EXTERNAL MODULE: ./src/cli/command-line.ts
var command_line = __webpack_require__(6898);
// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(1604);
// EXTERNAL MODULE: ./src/cli/usage.ts
var usage = __webpack_require__(7485);
// EXTERNAL MODULE: ./src/cli/terminal-width.ts
var terminal_width = __webpack_require__(1693);
;// CONCATENATED MODULE: ./src/cli/check-command.ts
// `citegate check`: the command line's shell over the check session (src/session/). It gives the
// session what only the command line decides: flags and environment in, --base read with git,
// warnings and progress on stderr, paths that may point anywhere (links refused unless
// --write-through-links), and the files the flags ask for; then prints the results.















function checkFlags() {
    const options = {
        json: { type: 'string' },
        'comment-md': { type: 'string' },
        'summary-md': { type: 'string' },
        sarif: { type: 'string' },
        base: { type: 'string' },
        'write-through-links': { type: 'boolean' },
        help: { type: 'boolean' },
    };
    for (const input of inputs/* INPUTS */.m)
        if (input.scope === 'both' && input.name !== 'reports')
            options[input.name] = { type: 'string' };
    return options;
}
/** `citegate check`: returns the exit status. */
async function checkCommand(args, io) {
    const line = (0,command_line/* parseCommandLine */.Du)('check', args, checkFlags());
    const { flags } = line;
    if (flags.help) {
        io.stdout.write((0,usage/* checkUsage */.G)((0,terminal_width/* terminalWidth */.J)(io.env, io.stdout)));
        return 0;
    }
    const [settings] = (0,command_line/* readCliSettings */.SG)(line, io.env, (get) => readSessionSettings(get, (own) => ({ core: (0,config_settings/* readCoreSettings */.P0)(own) })).session);
    const jsonPath = stringFlag(flags.json);
    // GITHUB_SERVER_URL, GITHUB_REPOSITORY and GITHUB_SHA, when set, make the previews' links.
    const context = readRunContext(io.env);
    const sarif = sarifOutput();
    const shell = {
        cwd: io.cwd,
        // Paths and patterns typed on the command line may point anywhere, as with any linter.
        patternScope: 'anywhere',
        context,
        secrets: [io.env.OPENAI_API_KEY ?? ''],
        // Redacted before anything renders or writes them (./io.ts also redacts what is printed).
        redact: (0,cli_io/* cliRedactor */.V)(io.env),
        // A path typed here may point anywhere, but not through a symbolic link (a clone may hold one
        // that leads elsewhere) unless the user says so.
        policy: flags['write-through-links']
            ? { followLinks: true }
            : { linkAdvice: ' (or pass --write-through-links to write through it)' },
        // Every file this command writes, by the name the user knows it by, the results file first:
        // whatever happens in a renderer, the results are on disk. A new output file is one more line here.
        files: [
            { name: '--json', path: jsonPath, description: 'the results file', render: resultsJson },
            {
                name: '--comment-md',
                path: stringFlag(flags['comment-md']),
                description: 'the comment preview',
                render: commentPreview(context),
            },
            {
                name: '--summary-md',
                path: stringFlag(flags['summary-md']),
                description: 'the summary preview',
                render: summaryPreview(context, jsonPath),
            },
            { name: '--sarif', path: stringFlag(flags.sarif), description: 'the SARIF file', render: sarif.render },
        ],
        nameOf: (setting) => `--${setting}`,
        // --base REF: the base version of each report, read with git.
        base: async () => {
            if (typeof flags.base !== 'string')
                return null;
            const reader = await gitBaseReader(io.cwd, flags.base);
            if (!reader)
                throw new cli_io/* UsageError */.e(`--base ${JSON.stringify(flags.base)} is not a commit git can find in ${io.cwd}`);
            return { reader };
        },
        log: {
            // Warnings quote file paths and what a server answered: shown with controls escaped.
            warn: (message) => io.stderr.write(`citegate: warning: ${(0,controls/* showControls */.mz)(message)}\n`),
            info: (text) => io.stderr.write(`${(0,controls/* showControls */.mz)(text)}\n`),
            // A line rewritten in place on a terminal; nothing into a pipe.
            progress: (line) => (0,progress/* terminalLine */.tL)(io.stderr, line),
            group: (_title, work) => work(),
        },
    };
    // No report matched, a pattern out of bounds or an output path over an input: exit status 2.
    const { results } = await (0,command_line/* reportUsageErrors */.bX)(() => runSession(settings, shell));
    const failures = await writeOutputs(shell, results);
    // Long lists are cut in the terminal; the line after one says where every item is.
    const jsonWritten = jsonPath !== undefined && !failures.some(({ file }) => file.name === '--json');
    const restIn = jsonWritten
        ? `the results file (--json ${(0,controls/* showControls */.mz)(jsonPath)})`
        : 'the results file (write it with --json PATH)';
    io.stdout.write(renderTerminal(results, terminalStyle(io.stdout, io.env), undefined, (0,terminal_width/* terminalWidth */.J)(io.env, io.stdout), restIn));
    // Over GitHub code scanning's 5,000 results a run, the SARIF file says what it left out, and so does this line.
    const sarifLeftOut = sarif.leftOut();
    if (sarifLeftOut && !failures.some(({ file }) => file.name === '--sarif'))
        io.stdout.write(`${sarifLeftOut}\n`);
    // The results were printed in full; only a file is missing: said after the output, and the status says so.
    for (const { file, reason } of failures)
        io.stderr.write(`citegate: could not write ${file.description} (${file.name}) ${(0,controls/* showControls */.mz)(file.path ?? '')}: ${reason}\n`);
    if (failures.length > 0)
        return 2;
    return results.gate.passed ? 0 : 1;
}
function stringFlag(value) {
    return typeof value === 'string' ? value : undefined;
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

/***/ 7789:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FV: () => (/* binding */ escapeMarkdown),
/* harmony export */   Hp: () => (/* binding */ safeLinkUrl),
/* harmony export */   Hw: () => (/* binding */ linkOrText),
/* harmony export */   tJ: () => (/* binding */ inert),
/* harmony export */   u: () => (/* binding */ markerValue),
/* harmony export */   xv: () => (/* reexport safe */ _text_truncate_js__WEBPACK_IMPORTED_MODULE_1__.x)
/* harmony export */ });
/* unused harmony export annotationText */
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
    return truncate(showControls(text).replace(/\s+/g, ' ').trim(), max);
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

/***/ 370:
/***/ (function(__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  A: () => (/* binding */ pLimit)
});

// UNUSED EXPORTS: limitFunction

;// CONCATENATED MODULE: ./node_modules/yocto-queue/index.js
/*
How it works:
`this.#head` is an instance of `Node` which keeps track of its current value and nests another instance of `Node` that keeps the value that comes after it. When a value is provided to `.enqueue()`, the code needs to iterate through `this.#head`, going deeper and deeper to find the last value. However, iterating through every single item is slow. This problem is solved by saving a reference to the last value as `this.#tail` so that it can reference it to add a new value.
*/

class Node {
	value;
	next;

	constructor(value) {
		this.value = value;
	}
}

class Queue {
	#head;
	#tail;
	#size;

	constructor() {
		this.clear();
	}

	enqueue(value) {
		const node = new Node(value);

		if (this.#head) {
			this.#tail.next = node;
			this.#tail = node;
		} else {
			this.#head = node;
			this.#tail = node;
		}

		this.#size++;
	}

	dequeue() {
		const current = this.#head;
		if (!current) {
			return;
		}

		this.#head = this.#head.next;
		this.#size--;

		// Clean up tail reference when queue becomes empty
		if (!this.#head) {
			this.#tail = undefined;
		}

		return current.value;
	}

	peek() {
		if (!this.#head) {
			return;
		}

		return this.#head.value;

		// TODO: Node.js 18.
		// return this.#head?.value;
	}

	clear() {
		this.#head = undefined;
		this.#tail = undefined;
		this.#size = 0;
	}

	get size() {
		return this.#size;
	}

	* [Symbol.iterator]() {
		let current = this.#head;

		while (current) {
			yield current.value;
			current = current.next;
		}
	}

	* drain() {
		while (this.#head) {
			yield this.dequeue();
		}
	}
}

;// CONCATENATED MODULE: ./node_modules/p-limit/index.js


function pLimit(concurrency) {
	let rejectOnClear = false;

	if (typeof concurrency === 'object') {
		({concurrency, rejectOnClear = false} = concurrency);
	}

	validateConcurrency(concurrency);

	if (typeof rejectOnClear !== 'boolean') {
		throw new TypeError('Expected `rejectOnClear` to be a boolean');
	}

	const queue = new Queue();
	let activeCount = 0;

	const resumeNext = () => {
		// Process the next queued function if we're under the concurrency limit
		if (activeCount < concurrency && queue.size > 0) {
			activeCount++;
			queue.dequeue().run();
		}
	};

	const next = () => {
		activeCount--;
		resumeNext();
	};

	const run = async (function_, resolve, arguments_) => {
		// Execute the function and capture the result promise
		const result = (async () => function_(...arguments_))();

		// Resolve immediately with the promise (don't wait for completion)
		resolve(result);

		// Wait for the function to complete (success or failure)
		// We catch errors here to prevent unhandled rejections,
		// but the original promise rejection is preserved for the caller
		try {
			await result;
		} catch {}

		// Decrement active count and process next queued function
		next();
	};

	const enqueue = (function_, resolve, reject, arguments_) => {
		const queueItem = {reject};

		// Queue the internal resolve function instead of the run function
		// to preserve the asynchronous execution context.
		new Promise(internalResolve => { // eslint-disable-line promise/param-names
			queueItem.run = internalResolve;
			queue.enqueue(queueItem);
		}).then(run.bind(undefined, function_, resolve, arguments_)); // eslint-disable-line promise/prefer-await-to-then

		// Start processing immediately if we haven't reached the concurrency limit
		if (activeCount < concurrency) {
			resumeNext();
		}
	};

	const generator = (function_, ...arguments_) => new Promise((resolve, reject) => {
		enqueue(function_, resolve, reject, arguments_);
	});

	Object.defineProperties(generator, {
		activeCount: {
			get: () => activeCount,
		},
		pendingCount: {
			get: () => queue.size,
		},
		clearQueue: {
			value() {
				if (!rejectOnClear) {
					queue.clear();
					return;
				}

				const abortError = AbortSignal.abort().reason;

				while (queue.size > 0) {
					queue.dequeue().reject(abortError);
				}
			},
		},
		concurrency: {
			get: () => concurrency,

			set(newConcurrency) {
				validateConcurrency(newConcurrency);
				concurrency = newConcurrency;

				queueMicrotask(() => {
					// eslint-disable-next-line no-unmodified-loop-condition
					while (activeCount < concurrency && queue.size > 0) {
						resumeNext();
					}
				});
			},
		},
		map: {
			async value(iterable, function_) {
				const promises = [];

				try {
					Array.from(iterable, (value, index) => {
						const promise = generator(function_, value, index);
						promises.push(promise);
						return promise;
					});
				} catch (error) {
					// The iterable threw, so `Promise.all` never observes the already scheduled promises. Observe them here to avoid unhandled rejections.
					for (const promise of promises) {
						promise.catch(() => {}); // eslint-disable-line promise/prefer-await-to-then
					}

					throw error;
				}

				return Promise.all(promises);
			},
		},
	});

	return generator;
}

function limitFunction(function_, options) {
	const limit = pLimit(options);

	const limitedFunction = (...arguments_) => limit(() => function_(...arguments_));
	Object.defineProperty(limitedFunction, 'clearQueue', {
		value: limit.clearQueue,
	});

	return limitedFunction;
}

function validateConcurrency(concurrency) {
	if (!((Number.isInteger(concurrency) || concurrency === Number.POSITIVE_INFINITY) && concurrency > 0)) {
		throw new TypeError('Expected `concurrency` to be a number from 1 and up');
	}
}


/***/ })

} };
})
