(function (__citegate_import_meta_url, __WEBPACK_EXTERNAL_createRequire) { 'use strict'; return { id: 542,
ids: [542],
modules: {

/***/ 542:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   parseWaivers: () => (/* binding */ parseWaivers)
/* harmony export */ });
/* unused harmony exports WAIVABLE, isIsoDate */
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8815);
// The waiver file (`.citegate/waivers.yml` by default): findings a team accepts, each named by
// the identity the base comparison matches problems by (src/results/problems.ts problemKey), with
// a reason and optionally an expiry date. Pure: text in, entries and errors (with lines) out.

/** Every kind of problem, and what a waiver of it must name besides the report. */
const WAIVABLE = {
    contradicted: { claim: true, evidence: false, number: false },
    high_confidence_unsupported: { claim: true, evidence: false, number: false },
    insufficient: { claim: true, evidence: false, number: false },
    unverifiable: { claim: true, evidence: false, number: false },
    rejected_result: { claim: true, evidence: true, number: false },
    dangling_citation: { claim: true, evidence: true, number: false },
    unresolved_citation: { claim: true, evidence: true, number: false },
    invalid_file: { claim: false, evidence: false, number: false },
    ungrounded_number: { claim: true, evidence: false, number: true },
    unavailable_report: { claim: false, evidence: false, number: false },
    provenance_not_found: { claim: false, evidence: true, number: false },
    provenance_unreachable: { claim: false, evidence: true, number: false },
    reference_not_found: { claim: false, evidence: true, number: false },
    reference_mismatch: { claim: false, evidence: true, number: false },
    reference_retracted: { claim: false, evidence: true, number: false },
    no_source_text: { claim: true, evidence: true, number: false },
    quote_not_in_source: { claim: true, evidence: true, number: false, subject: true },
    unused_source: { claim: false, evidence: true, number: false },
    duplicate_source: { claim: false, evidence: true, number: false },
    url_variant: { claim: false, evidence: true, number: false },
    marker_syntax_mismatch: { claim: false, evidence: false, number: false, subject: true },
    source_without_url: { claim: false, evidence: true, number: false },
    non_http_url: { claim: false, evidence: true, number: false },
    numbering_gap: { claim: false, evidence: false, number: false, subject: true },
    citation_without_span: { claim: false, evidence: true, number: false },
    no_citations: { claim: false, evidence: false, number: false },
    unread_marker: { claim: false, evidence: false, number: false, subject: true },
    uncited_claim: { claim: true, evidence: false, number: false },
    python_literal: { claim: false, evidence: false, number: false, subject: true },
    duplicate_definition: { claim: false, evidence: false, number: false, subject: true },
};
const FIELDS = new Set(['report', 'name', 'kind', 'claim', 'evidence', 'number', 'subject', 'reason', 'expires']);
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A real calendar date written YYYY-MM-DD. */
function isIsoDate(text) {
    const match = DATE.exec(text);
    if (!match)
        return false;
    const date = new Date(`${text}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}
function parseWaivers(text) {
    const counter = new yaml__WEBPACK_IMPORTED_MODULE_0__/* .LineCounter */ .HN();
    const document = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parseDocument */ .Tp)(text, { lineCounter: counter, uniqueKeys: true });
    const lineOf = (node) => (node?.range ? counter.linePos(node.range[0]).line : null);
    if (document.errors.length > 0) {
        return {
            waivers: [],
            errors: document.errors.map((error) => ({
                line: error.linePos?.[0].line ?? null,
                message: error.message.split('\n')[0],
            })),
        };
    }
    const rootNode = document.contents;
    if (rootNode === null || ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(rootNode) && (rootNode.value === null || rootNode.value === '')))
        return { waivers: [], errors: [] };
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(rootNode))
        return {
            waivers: [],
            errors: [{ line: lineOf(rootNode), message: 'the file must be a mapping with a `waivers` list' }],
        };
    const errors = [];
    for (const pair of rootNode.items) {
        const key = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(pair.key) ? String(pair.key.value) : '';
        if (key !== 'waivers')
            errors.push({
                line: lineOf(pair.key),
                message: `unknown key ${JSON.stringify(key)}: the file holds one list, \`waivers\``,
            });
    }
    const list = rootNode.get('waivers', true);
    if (list === undefined || ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(list) && list.value === null))
        return { waivers: [], errors };
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(list))
        return {
            waivers: [],
            errors: [...errors, { line: lineOf(list), message: '`waivers` must be a list of waivers' }],
        };
    const waivers = [];
    for (const item of list.items) {
        const line = lineOf(item) ?? 1;
        const problems = [];
        if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(item)) {
            errors.push({ line, message: 'a waiver must be a mapping (report, kind, claim, reason, …)' });
            continue;
        }
        const values = new Map();
        for (const pair of item.items) {
            const key = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(pair.key) ? String(pair.key.value) : '';
            if (!FIELDS.has(key)) {
                problems.push(`unknown field ${JSON.stringify(key)} (a waiver has report, name, kind, claim, evidence, number, subject, reason and expires)`);
                continue;
            }
            const value = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(pair.value) ? pair.value.value : undefined;
            if (value === null || value === undefined || typeof value === 'object')
                problems.push(`${key} must be a single value`);
            else
                values.set(key, String(value).trim());
        }
        const kindText = values.get('kind') ?? '';
        const kind = Object.hasOwn(WAIVABLE, kindText) ? kindText : null;
        if (!values.get('report'))
            problems.push('report is missing: the report file, as the results file names it');
        if (kind === null)
            problems.push(kindText === ''
                ? 'kind is missing'
                : `kind ${JSON.stringify(kindText)} is not one of ${Object.keys(WAIVABLE).join(', ')}`);
        if (!values.get('reason'))
            problems.push('reason is missing: say why the finding is accepted');
        const expires = values.get('expires');
        if (expires !== undefined && !isIsoDate(expires))
            problems.push(`expires must be a date written YYYY-MM-DD, not ${JSON.stringify(expires)}`);
        if (kind !== null) {
            const needs = WAIVABLE[kind];
            for (const [field, needed] of [
                ['claim', needs.claim],
                ['evidence', needs.evidence],
                ['number', needs.number],
                ['subject', needs.subject === true],
            ]) {
                if (needed && !values.get(field))
                    problems.push(`${field} is missing: a ${kind} waiver names its ${field}`);
                if (!needed && values.has(field))
                    problems.push(`${field} does not belong to a ${kind} waiver`);
            }
        }
        if (problems.length > 0) {
            errors.push({ line, message: problems.join('; ') });
            continue;
        }
        const name = values.get('name');
        const evidence = values.get('evidence');
        const number = values.get('number');
        const subject = values.get('subject');
        waivers.push({
            line,
            report: values.get('report'),
            ...(name ? { name } : {}),
            kind: kind,
            claim: values.get('claim') ?? null,
            ...(evidence ? { evidence } : {}),
            ...(number ? { number } : {}),
            ...(subject ? { subject } : {}),
            reason: values.get('reason'),
            ...(expires ? { expires } : {}),
        });
    }
    return { waivers, errors };
}


/***/ })

} };
})
