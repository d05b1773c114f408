(function (__citegate_import_meta_url, __WEBPACK_EXTERNAL_createRequire) { 'use strict'; return { id: 1102,
ids: [1102],
modules: {

/***/ 8105:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $Z: () => (/* binding */ addFoldedSection),
/* harmony export */   Qk: () => (/* binding */ trustBlock),
/* harmony export */   US: () => (/* binding */ verdictCounts),
/* harmony export */   k0: () => (/* binding */ gateTable),
/* harmony export */   pw: () => (/* binding */ contradictingPairs),
/* harmony export */   rG: () => (/* binding */ addListSection),
/* harmony export */   xR: () => (/* binding */ decision)
/* harmony export */ });
/* unused harmony export failedCheckList */
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
        .map((check) => `${check.name} ${check.counted === 'new' && check.all_value !== undefined ? formatNewValue(check.value, check.name) : formatValue(check.value, check.name)} (limit ${formatLimit(check.limit, check.name)})`)
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
/* harmony import */ var _markdown_blocks_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8105);
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
/* harmony import */ var _markdown_blocks_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8105);
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
/* harmony import */ var _markdown_blocks_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(8105);
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
/* harmony import */ var _markdown_blocks_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8105);
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


/***/ })

} };
})
