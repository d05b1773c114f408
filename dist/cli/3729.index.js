(function (__citegate_import_meta_url, __WEBPACK_EXTERNAL_createRequire) { 'use strict'; return { id: 3729,
ids: [3729],
modules: {

/***/ 3729:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   leftOutSentence: () => (/* binding */ leftOutSentence),
/* harmony export */   renderSarif: () => (/* binding */ renderSarif),
/* harmony export */   sarifLeftOut: () => (/* binding */ sarifLeftOut)
/* harmony export */ });
/* unused harmony exports SARIF_SCHEMA, SARIF_RESULT_CAP, LEFT_OUT_PROPERTY, FINGERPRINT */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _results_problems_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2340);
/* harmony import */ var _gate_decide_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5243);
/* harmony import */ var _results_select_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5236);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7789);
/* harmony import */ var _results_rules_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7617);
/* harmony import */ var _word_diff_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1428);
/* harmony import */ var _words_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(5933);
/* harmony import */ var _change_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(1526);
/* harmony import */ var _sections_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(1102);
/* harmony import */ var _found_in_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(6374);
// SARIF 2.1.0 (`sarif-path`, `--sarif PATH`) for GitHub code scanning and other SARIF viewers:
// every problem of the run is a result of its rule (src/results/rules.ts), at its line, with a
// fingerprint made of the problem's identity (so an alert follows it across unrelated edits),
// the level the gate gives it, its status against the base, and a waiver as a suppression.











const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';
/**
 * The most results a run holds. GitHub code scanning rejects a run of more than 25,000 results
 * and stores and shows only 5,000 of a run ("prioritized by severity", its documentation says;
 * github/docs#38085 reports it keeping the first 5,000 instead). So citegate ranks the results
 * itself (errors, then warnings, then notes; new before unchanged; then in the run's order) and
 * writes the first 5,000: what code scanning shows is what citegate chose, never a cut it made.
 */
const SARIF_RESULT_CAP = 5000;
/** The run's property that says what was left out (present only when something was). */
const LEFT_OUT_PROPERTY = 'citegate/results';
/** The partialFingerprints key: the problem's identity, hashed (see docs/sarif.md). */
const FINGERPRINT = 'citegate/v1';
const MESSAGE_MAX = 2000;
/** Kinds listed only when their check has a limit: without one, a claim without a verdict is not a finding. */
const ONLY_WITH_A_LIMIT = ['insufficient', 'unverifiable'];
function checkOf(kind, checks) {
    return checks.find((check) => (_results_problems_js__WEBPACK_IMPORTED_MODULE_1__/* .CHECK_PROBLEM_KINDS */ .RD[check.name] ?? []).includes(kind));
}
function ruleCode(problem) {
    return problem.kind === 'rejected_result' && problem.rejection ? problem.rejection.reason : problem.kind;
}
/**
 * Where a file is: a path within the working directory as a relative reference (each segment
 * percent-encoded) from %SRCROOT%; one outside it (a report named by an absolute path) as a file
 * URI, alone: SARIF 2.1.0 (§3.4.4) allows a uriBaseId only with a relative reference.
 */
function artifactLocation(file) {
    const encoded = file
        .split('/')
        .map((segment) => encodeURIComponent(segment))
        .join('/');
    return file.startsWith('/') ? { uri: `file://${encoded}` } : { uri: encoded, uriBaseId: '%SRCROOT%' };
}
function message(problem, results, edits) {
    const claim = problem.claim_id === null ? '' : `claim ${problem.claim_id}`;
    const statement = (0,_results_select_js__WEBPACK_IMPORTED_MODULE_3__/* .claimById */ .tZ)(problem.report, problem.claim_id)?.statement;
    const quoted = statement === undefined ? '' : ` "${statement}"`;
    const code = ruleCode(problem);
    switch (problem.kind) {
        case 'contradicted':
        case 'high_confidence_unsupported':
        case 'insufficient':
        case 'unverifiable':
            return `${(0,_results_rules_js__WEBPACK_IMPORTED_MODULE_5__/* .ruleSentence */ .O)(code)} ${claim[0]?.toUpperCase()}${claim.slice(1)}:${quoted}`;
        case 'rejected_result': {
            const rejection = problem.rejection;
            const head = `${(0,_results_rules_js__WEBPACK_IMPORTED_MODULE_5__/* .ruleSentence */ .O)(code)} The committed result for ${claim} and evidence ${problem.evidence_id ?? ''} is not counted.`;
            if (rejection?.reason === 'stale_claim_hash') {
                const edit = edits.get((0,_sections_js__WEBPACK_IMPORTED_MODULE_9__/* .claimKey */ .Eo)(problem.report, problem.claim_id));
                const changed = edit ? (0,_word_diff_js__WEBPACK_IMPORTED_MODULE_6__/* .changedWordsText */ .JL)(edit.before, edit.after) : null;
                return changed ? `${head} What changed: ${changed}` : head;
            }
            return `${head} ${rejection?.detail ?? problem.text}`;
        }
        case 'ungrounded_number': {
            const finding = problem.finding?.code === 'ungrounded_number' ? problem.finding : undefined;
            if (!finding)
                return problem.text;
            return `"${finding.text}" in ${claim} ${(0,_words_js__WEBPACK_IMPORTED_MODULE_7__/* .ungroundedWhere */ .FH)(problem.report, finding)}:${quoted}`;
        }
        case 'invalid_file':
        case 'unavailable_report':
            return `${(0,_results_rules_js__WEBPACK_IMPORTED_MODULE_5__/* .ruleSentence */ .O)(code)} ${problem.text}`;
        default:
            return `${(0,_results_rules_js__WEBPACK_IMPORTED_MODULE_5__/* .ruleSentence */ .O)(code)} ${problem.evidence_id === undefined ? '' : `Evidence ${problem.evidence_id}: `}${problem.text}`;
    }
}
const CLAIM_KINDS = [
    'contradicted',
    'high_confidence_unsupported',
    'insufficient',
    'unverifiable',
];
/** Where else in the report the problem's number or quote stands (`found_in`): one related location each. */
function relatedLocations(problem) {
    const claimKind = CLAIM_KINDS.includes(problem.kind);
    const item = claimKind
        ? (0,_results_select_js__WEBPACK_IMPORTED_MODULE_3__/* .claimById */ .tZ)(problem.report, problem.claim_id)
        : (problem.rejection ?? (problem.finding && 'found_in' in problem.finding ? problem.finding : undefined));
    const found = item?.found_in ?? [];
    if (found.length === 0)
        return {};
    const rows = new Map(problem.report.evidence.map((row) => [row.id, row]));
    return {
        relatedLocations: found.map((place, id) => {
            const row = rows.get(place.evidence_id);
            const line = place.line ?? row?.line;
            const file = place.file ?? row?.file ?? problem.report.file;
            const text = 'text' in place && typeof place.text === 'string' ? `"${(0,_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .truncate */ .xv)(place.text, 200)}" ` : '';
            return {
                id,
                physicalLocation: {
                    artifactLocation: artifactLocation(file),
                    ...(line === undefined ? {} : { region: { startLine: line } }),
                },
                message: { text: (0,_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .truncate */ .xv)(`${text}found in ${(0,_found_in_js__WEBPACK_IMPORTED_MODULE_10__/* .placeText */ .Z9)(place, 200)}`, MESSAGE_MAX) },
            };
        }),
    };
}
/** The level the gate gives a problem: error when it fails a limit, warning when it counts, note when it does not. */
function levelOf(problem, status, check, waived) {
    const counted = !waived && !(check?.counted === 'new' && status === 'unchanged');
    if (!counted)
        return 'note';
    const own = _results_rules_js__WEBPACK_IMPORTED_MODULE_5__/* .RULES */ .y[ruleCode(problem)].level;
    if (check && (0,_gate_decide_js__WEBPACK_IMPORTED_MODULE_2__/* .isLimitSet */ .Qp)(check.limit))
        return check.passed ? (own === 'note' ? 'note' : 'warning') : 'error';
    return own === 'error' ? 'warning' : own;
}
const LEVEL_RANK = { error: 0, warning: 1, note: 2 };
/** Errors, then warnings, then notes; a new problem before one the base already had; then the run's order. */
function bySeverity(a, b) {
    return (LEVEL_RANK[a.level] - LEVEL_RANK[b.level] ||
        Number(a.status === 'unchanged') - Number(b.status === 'unchanged') ||
        a.order - b.order);
}
/** The run's left-out property, when the file left results out; null when it holds every one. */
function sarifLeftOut(log) {
    const value = log.runs[0]?.properties?.[LEFT_OUT_PROPERTY];
    return value ?? null;
}
/** "SARIF: 5,000 of 6,000 results written (GitHub code scanning keeps 5,000 a run); left out: 1,000 warnings." */
function leftOutSentence(leftOut) {
    const words = {
        error: ['error', 'errors'],
        warning: ['warning', 'warnings'],
        note: ['note', 'notes'],
    };
    const parts = ['error', 'warning', 'note']
        .filter((level) => leftOut.left_out[level] > 0)
        .map((level) => {
        const count = leftOut.left_out[level];
        return `${count.toLocaleString('en-US')} ${words[level][count === 1 ? 0 : 1]}`;
    });
    const number = (value) => value.toLocaleString('en-US');
    return `SARIF: ${number(leftOut.included)} of ${number(leftOut.total)} results written (GitHub code scanning keeps ${number(leftOut.cap)} a run); left out: ${parts.join(', ')}.`;
}
function renderSarif(results, options) {
    const codes = Object.keys(_results_rules_js__WEBPACK_IMPORTED_MODULE_5__/* .RULES */ .y);
    const rules = codes.map((code) => ({
        id: code,
        name: _results_rules_js__WEBPACK_IMPORTED_MODULE_5__/* .RULES */ .y[code].name,
        shortDescription: { text: (0,_results_rules_js__WEBPACK_IMPORTED_MODULE_5__/* .ruleSentence */ .O)(code) },
        fullDescription: { text: _results_rules_js__WEBPACK_IMPORTED_MODULE_5__/* .RULES */ .y[code].help },
        help: { text: _results_rules_js__WEBPACK_IMPORTED_MODULE_5__/* .RULES */ .y[code].help },
        defaultConfiguration: { level: _results_rules_js__WEBPACK_IMPORTED_MODULE_5__/* .RULES */ .y[code].level },
        properties: { tags: ['citegate'] },
    }));
    const problems = (0,_results_problems_js__WEBPACK_IMPORTED_MODULE_1__/* .listProblems */ .vz)(results);
    const statuses = (0,_results_problems_js__WEBPACK_IMPORTED_MODULE_1__/* .problemStatuses */ .SD)(results, problems);
    const waivers = new Map();
    for (const row of results.waivers?.entries ?? [])
        if (row.status === 'applied')
            waivers.set((0,_results_problems_js__WEBPACK_IMPORTED_MODULE_1__/* .rowKey */ .om)(row), row);
    const edits = new Map(((0,_change_js__WEBPACK_IMPORTED_MODULE_8__/* .comparison */ .my)(results)?.claim_edits ?? []).map((edit) => [(0,_sections_js__WEBPACK_IMPORTED_MODULE_9__/* .claimKey */ .Eo)(edit, edit.claim_id), edit]));
    const occurrences = new Map();
    // Every problem's level, status and occurrence first (a fingerprint counts occurrences in the
    // run's order, whatever is left out), then the most severe SARIF_RESULT_CAP of them written.
    const entries = [];
    for (const problem of problems) {
        const check = checkOf(problem.kind, results.gate.checks);
        if (ONLY_WITH_A_LIMIT.includes(problem.kind) && !(check && (0,_gate_decide_js__WEBPACK_IMPORTED_MODULE_2__/* .isLimitSet */ .Qp)(check.limit)))
            continue;
        const status = statuses.get(problem);
        const waiver = waivers.get(problem.key);
        const occurrence = (occurrences.get(problem.key) ?? 0) + 1;
        occurrences.set(problem.key, occurrence);
        entries.push({
            problem,
            status,
            waiver,
            occurrence,
            level: levelOf(problem, status, check, waiver !== undefined),
            order: entries.length,
        });
    }
    const ranked = entries.sort(bySeverity);
    const kept = ranked.slice(0, SARIF_RESULT_CAP);
    const leftOut = { error: 0, warning: 0, note: 0 };
    for (let index = SARIF_RESULT_CAP; index < ranked.length; index++)
        leftOut[ranked[index].level]++;
    const sarifResults = [];
    for (const { problem, status, waiver, occurrence, level } of kept) {
        const code = ruleCode(problem);
        const claim = (0,_results_select_js__WEBPACK_IMPORTED_MODULE_3__/* .claimById */ .tZ)(problem.report, problem.claim_id);
        const column = problem.kind === 'invalid_file' ? problem.report.error?.column : (problem.column ?? claim?.column);
        const region = problem.line === null ? undefined : { startLine: problem.line, ...(column ? { startColumn: column } : {}) };
        const result = {
            ruleId: code,
            ruleIndex: codes.indexOf(code),
            level,
            message: { text: (0,_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .truncate */ .xv)(message(problem, results, edits), MESSAGE_MAX) },
            locations: [
                {
                    physicalLocation: {
                        artifactLocation: artifactLocation(problem.at ?? problem.report.file),
                        ...(region ? { region } : {}),
                    },
                },
            ],
            ...relatedLocations(problem),
            partialFingerprints: {
                [FINGERPRINT]: (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(`${problem.key}#${occurrence}`).digest('hex').slice(0, 32),
            },
            ...(status ? { baselineState: status === 'new' ? 'new' : 'unchanged' } : {}),
            properties: {
                kind: problem.kind,
                report: problem.report.file,
                ...(problem.report.name === undefined ? {} : { name: problem.report.name }),
                ...(problem.claim_id === null ? {} : { claim_id: problem.claim_id }),
                ...(problem.evidence_id === undefined ? {} : { evidence_id: problem.evidence_id }),
                ...(problem.number === undefined ? {} : { number: problem.number }),
                ...(problem.subject === undefined ? {} : { subject: problem.subject }),
            },
        };
        if (waiver) {
            result.suppressions = [
                {
                    kind: 'external',
                    status: 'accepted',
                    justification: (0,_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .truncate */ .xv)(`${waiver.reason}${waiver.expires ? ` (until ${waiver.expires})` : ''}`, MESSAGE_MAX),
                    location: {
                        physicalLocation: {
                            artifactLocation: artifactLocation(results.waivers?.file ?? ''),
                            region: { startLine: waiver.line },
                        },
                    },
                },
            ];
        }
        sarifResults.push(result);
    }
    return {
        version: '2.1.0',
        $schema: SARIF_SCHEMA,
        runs: [
            {
                tool: { driver: { name: 'citegate', version: options.version, semanticVersion: options.version, rules } },
                columnKind: 'unicodeCodePoints',
                results: sarifResults,
                ...(ranked.length > kept.length
                    ? {
                        properties: {
                            [LEFT_OUT_PROPERTY]: {
                                total: ranked.length,
                                included: kept.length,
                                cap: SARIF_RESULT_CAP,
                                left_out: leftOut,
                                why: `GitHub code scanning stores and shows at most ${SARIF_RESULT_CAP.toLocaleString('en-US')} results of a run (and rejects a run of more than 25,000): the most severe were kept; the results file has every problem`,
                            },
                        },
                    }
                    : {}),
            },
        ],
    };
}


/***/ })

} };
})
