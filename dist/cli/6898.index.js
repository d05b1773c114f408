(function (__citegate_import_meta_url, __WEBPACK_EXTERNAL_createRequire) { 'use strict'; return { id: 6898,
ids: [6898],
modules: {

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

/***/ 2093:
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
;// CONCATENATED MODULE: ./src/results/types.ts
const RESULTS_VERSION = 1;

// EXTERNAL MODULE: ./src/binding/aggregate.ts
var aggregate = __webpack_require__(5949);
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
        version: RESULTS_VERSION,
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

/***/ 6898:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Du: () => (/* binding */ parseCommandLine),
/* harmony export */   Oo: () => (/* binding */ usageProblems),
/* harmony export */   SG: () => (/* binding */ readCliSettings),
/* harmony export */   bX: () => (/* binding */ reportUsageErrors),
/* harmony export */   parseStrictly: () => (/* binding */ parseStrictly),
/* harmony export */   uW: () => (/* binding */ readFlags)
/* harmony export */ });
/* harmony import */ var _check_run_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2093);
/* harmony import */ var _config_settings_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4661);
/* harmony import */ var _files_find_reports_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5838);
/* harmony import */ var _files_output_guard_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7518);
/* harmony import */ var _config_inputs_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4389);
/* harmony import */ var _did_you_mean_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9927);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1604);
// What check and verify share in reading their command line: strict flags, the report patterns
// (positionals, then every --reports), and the settings read from them.







/** Parses `args` against `options` (plus the repeatable --reports); every problem is kept for readCliSettings to list. */
function parseCommandLine(command, args, options) {
    const { values, positionals, problems } = readFlags(command, args, {
        ...options,
        reports: { type: 'string', multiple: true },
    });
    const flags = values;
    return { command, flags, patterns: [...positionals, ...(flags.reports ?? [])], problems };
}
/** readFlags, throwing one UsageError that lists every problem (for commands that take no settings). */
function parseStrictly(command, args, options) {
    const { values, positionals, problems } = readFlags(command, args, options);
    if (problems.length > 0 && values.help !== true)
        throw usageProblems(command, problems);
    return { values, positionals };
}
/**
 * Reads a command line the way citegate documents it, and finds every problem in one pass:
 * an unknown flag (with the nearest flags of this command), a flag without its value, a value
 * given to a switch, and a flag given twice that is not `multiple` (taking the last value
 * without a word would let `--max-contradicted 0 … --max-contradicted none` lift a limit).
 * A value may start with a dash (`--max-contradicted -1` is a bad number, not a missing value),
 * unless it is one of the command's own flags. `--` ends the flags; `-h` is `--help`.
 */
function readFlags(command, args, options) {
    const values = {};
    const positionals = [];
    const problems = [];
    const given = new Map();
    const spec = (name) => (Object.hasOwn(options, name) ? options[name] : undefined);
    const isOwnFlag = (arg) => arg === '-h' || (arg.startsWith('--') && spec(arg.slice(2).split('=')[0] ?? '') !== undefined);
    for (let index = 0; index < args.length; index++) {
        const arg = args[index] ?? '';
        if (arg === '--') {
            positionals.push(...args.slice(index + 1));
            break;
        }
        if (arg === '-h') {
            values.help = true;
            continue;
        }
        if (!arg.startsWith('-') || arg === '-') {
            positionals.push(arg);
            continue;
        }
        const equals = arg.indexOf('=');
        const name = arg.startsWith('--') ? arg.slice(2, equals < 0 ? undefined : equals) : arg.slice(1);
        const inline = equals < 0 ? undefined : arg.slice(equals + 1);
        const option = arg.startsWith('--') ? spec(name) : undefined;
        if (option === undefined) {
            const { message, takesValue } = unknownFlag(command, arg.startsWith('--') ? `--${name}` : arg, options);
            problems.push(message);
            // The value meant for the mistyped flag is not a report pattern.
            if (takesValue && inline === undefined && index + 1 < args.length && !(args[index + 1] ?? '').startsWith('-'))
                index++;
            continue;
        }
        let value;
        if (option.type === 'boolean') {
            if (inline !== undefined)
                problems.push(`--${name} takes no value, not ${JSON.stringify(inline)}`);
        }
        else if (inline !== undefined)
            value = inline;
        else if (index + 1 < args.length && !isOwnFlag(args[index + 1] ?? ''))
            value = args[++index];
        else {
            problems.push(`--${name} needs a value${index + 1 < args.length ? `, before ${args[index + 1]}` : ''}: --${name} ${placeholderOf(name)}`);
            continue;
        }
        given.set(name, [...(given.get(name) ?? []), value]);
        if (option.type === 'boolean')
            values[name] = true;
        else if (option.multiple)
            values[name] = [...(values[name] ?? []), value ?? ''];
        else
            values[name] = value;
    }
    for (const [name, seen] of given) {
        if (seen.length < 2 || spec(name)?.multiple)
            continue;
        const shown = seen.every((value) => value === undefined)
            ? ''
            : ` (${seen.map((value) => JSON.stringify(value ?? '')).join(', ')})`;
        problems.push(`--${name} is given ${seen.length} times${shown}; give it once`);
    }
    return { values, positionals, problems };
}
/** One UsageError for every problem of a command line: one line for one, a list for several, and where to look. */
function usageProblems(command, problems, heading = 'the command line has') {
    const lost = problems.some((problem) => / is not a flag of citegate \S*$/.test(problem));
    const hint = lost ? `\n${command === '' ? 'citegate --help' : `citegate ${command} --help`} lists every flag.` : '';
    if (problems.length === 1)
        return new _io_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .e(`${problems[0]}${hint}`);
    return new _io_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .e(`${heading} ${problems.length} problems:\n${problems.map((problem) => `  ${problem}`).join('\n')}${hint}`);
}
/** What a flag's value is called in help: the input's placeholder, else VALUE. */
function placeholderOf(name) {
    return (_config_inputs_js__WEBPACK_IMPORTED_MODULE_4__/* .INPUTS */ .m.find((input) => input.name === name)?.placeholder ??
        (/path|cache|json|html|sarif|md$/.test(name) ? 'PATH' : 'VALUE'));
}
/**
 * Why a flag is unknown, in words that help: a setting only the action has, a flag of another
 * command, or the nearest flags of this one ("did you mean --max-binding-errors?").
 */
function unknownFlag(command, typed, options) {
    const name = typed.replace(/^-+/, '');
    const here = `${typed} is not a flag of citegate ${command}`;
    if (name === 'openai-api-key' || name === 'api-key' || name === 'key')
        return { message: `${here}: the API key is read from OPENAI_API_KEY, never from a flag`, takesValue: true };
    const input = _config_inputs_js__WEBPACK_IMPORTED_MODULE_4__/* .INPUTS */ .m.find((entry) => entry.name === name);
    const renamed = { 'results-path': 'json', 'sarif-path': 'sarif' };
    const renamedTo = renamed[name];
    if (renamedTo !== undefined && Object.hasOwn(options, renamedTo))
        return {
            message: `${here}; did you mean --${renamedTo}? (the action's ${name} is --${renamedTo} here)`,
            takesValue: true,
        };
    if (input?.scope === 'action')
        return { message: `${here}: ${name} is an input of the GitHub Action only`, takesValue: true };
    if (input !== undefined)
        return {
            message: `${here}: it is a flag of citegate ${input.scope === 'snapshot' ? 'snapshot' : 'check'}`,
            takesValue: true,
        };
    const near = (0,_did_you_mean_js__WEBPACK_IMPORTED_MODULE_6__/* .nearestFlags */ .K)(typed.startsWith('--') ? name : name.replace(/^-*/, ''), Object.keys(options));
    if (near.length === 0)
        return { message: here, takesValue: false };
    const takesValue = near.some((flag) => options[flag]?.type === 'string');
    return { message: `${here}; did you mean ${near.map((flag) => `--${flag}`).join(' or ')}?`, takesValue };
}
/**
 * Every reader's settings from the command line (readAllSettings). The command line's own
 * problems and every invalid setting are one UsageError listing them all; settings problems
 * alone keep their heading, "invalid settings:".
 */
function readCliSettings(line, env, ...readers) {
    const get = cliSettingSource(line.flags, line.patterns, env);
    let settings;
    let invalid = [];
    try {
        settings = (0,_config_settings_js__WEBPACK_IMPORTED_MODULE_1__/* .readAllSettings */ .JK)(...readers.map((read) => () => read(get)));
    }
    catch (error) {
        if (!(error instanceof _config_settings_js__WEBPACK_IMPORTED_MODULE_1__/* .SettingsError */ .GN))
            throw error;
        invalid = error.problems;
    }
    if (line.problems.length === 0 && invalid.length > 0)
        throw new _io_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .e(`invalid settings:\n${invalid.map((problem) => `  ${problem}`).join('\n')}`);
    if (line.problems.length > 0 || settings === undefined)
        throw usageProblems(line.command, [...line.problems, ...invalid]);
    return settings;
}
/**
 * Runs the part of a command that finds and reads the reports: no report matched, a pattern
 * out of bounds or an output path over an input is a UsageError (exit status 2), as a bad flag is.
 */
async function reportUsageErrors(work) {
    try {
        return await work();
    }
    catch (error) {
        if (error instanceof _check_run_js__WEBPACK_IMPORTED_MODULE_0__/* .NoReportsError */ .x4 || error instanceof _files_find_reports_js__WEBPACK_IMPORTED_MODULE_2__/* .PatternError */ .JM || error instanceof _files_output_guard_js__WEBPACK_IMPORTED_MODULE_3__/* .OutputPathError */ .lz)
            throw new _io_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .e(error.message);
        throw error;
    }
}
/**
 * Settings as the command line sees them: flags, except the API key, which is read from
 * OPENAI_API_KEY only so that it never appears in a shell history or a process list.
 */
function cliSettingSource(flags, patterns, env) {
    const get = (name) => {
        if (name === 'reports')
            return patterns.join('\n');
        if (name === 'openai-api-key')
            return env.OPENAI_API_KEY;
        const value = flags[name];
        return typeof value === 'string' ? value : undefined;
    };
    // Each argument (and each --reports) is one pattern, commas and all: a shell already split them.
    return Object.assign(get, { list: (name) => (name === 'reports' ? patterns : undefined) });
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
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 4 modules
var schemas = __webpack_require__(2503);
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
        const { readReport } = await Promise.all(/* import() */[__webpack_require__.e(9995), __webpack_require__.e(3267), __webpack_require__.e(3409), __webpack_require__.e(4249)]).then(__webpack_require__.bind(__webpack_require__, 6630));
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
            : await (await __webpack_require__.e(/* import() */ 1697).then(__webpack_require__.bind(__webpack_require__, 1697))).loadProviderJson(input.path, json, readFile)
        : await (0,abundance/* abundanceFromJson */.As)(input.path, json, readFile);
    if (notices.length > 0 && !(0,model/* isInvalid */.If)(report))
        report.notices = [...(report.notices ?? []), ...notices];
    return [report];
}


/***/ }),

/***/ 5171:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ loadedTextReport)
/* harmony export */ });
/* harmony import */ var _verdict_file_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1527);

async function loadedTextReport(format, dialect, file, read, notices, readFile) {
    const verdicts = await (0,_verdict_file_js__WEBPACK_IMPORTED_MODULE_0__/* .readVerdictFile */ .Kk)(readFile, (0,_verdict_file_js__WEBPACK_IMPORTED_MODULE_0__/* .verdictFilePath */ .ne)({ file, isFolder: false }));
    if (!verdicts.ok)
        return { format, dialect, file, error: verdicts.error };
    return {
        format,
        dialect,
        file,
        claims: read.claims,
        evidence: read.evidence.map((record) => record.location ? { ...record, location: { ...record.location, file } } : record),
        sentenceIds: true,
        envelope: null,
        verdictFile: verdicts.file,
        notices,
        ...(read.citationMarks ? { citationMarks: read.citationMarks } : {}),
    };
}


/***/ }),

/***/ 7327:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   l: () => (/* binding */ providerOf)
/* harmony export */ });
/** The provider a JSON value is an answer of, or null: how `auto` tells these files apart. */
function providerOf(value) {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
        return null;
    const object = value;
    if (object.type === 'message' && Array.isArray(object.content))
        return 'anthropic';
    if (object.object === 'response' && Array.isArray(object.output))
        return 'openai_responses';
    if (Array.isArray(object.choices))
        return Array.isArray(object.citations) || Array.isArray(object.search_results) ? 'perplexity' : 'openrouter';
    return null;
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

/***/ 5243:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LD: () => (/* binding */ decide),
/* harmony export */   Qp: () => (/* binding */ isLimitSet),
/* harmony export */   WE: () => (/* binding */ passes),
/* harmony export */   XF: () => (/* binding */ provenanceCount)
/* harmony export */ });
/* unused harmony export referenceCount */
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

/***/ 4521:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  OQ: () => (/* reexport */ NOTICE_CODES),
  tR: () => (/* binding */ countsAsWarning),
  VA: () => (/* binding */ noticeLevel)
});

// UNUSED EXPORTS: isNoticeCode, noticeTitle

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
    return RULES[code].title ?? code;
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

/***/ 3831:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ httpUrlKey),
/* harmony export */   q: () => (/* binding */ httpUrl)
/* harmony export */ });
/** `raw` as an absolute http(s) URL, or null when it does not parse or has another scheme. */
function httpUrl(raw) {
    let url;
    try {
        url = new URL(raw);
    }
    catch {
        return null;
    }
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
}
/**
 * How a source is keyed (the provenance cache, snapshot files): the http(s) URL without its
 * fragment and credentials; null for anything else.
 */
function httpUrlKey(raw) {
    const url = httpUrl(raw.trim());
    if (url === null)
        return null;
    // Each setter re-serialises the URL: set only what is there to clear (an empty fragment too: `#`).
    if (url.username !== '')
        url.username = '';
    if (url.password !== '')
        url.password = '';
    if (url.href.includes('#'))
        url.hash = '';
    return url.href;
}


/***/ }),

/***/ 3377:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ truncate)
/* harmony export */ });
/**
 * Shortens to at most `max` characters (code points, never a half surrogate pair), with an ellipsis.
 * It reads at most `max + 1` characters of the text, so shortening a long text costs no more than a
 * short one (messages shorten whole pages and lines).
 */
function truncate(text, max) {
    // A text of at most `max` UTF-16 units has at most `max` code points.
    if (text.length <= max)
        return text;
    const keep = Math.max(0, max - 1);
    let cut = 0;
    let points = 0;
    let at = 0;
    while (at < text.length && points <= max) {
        if (points === keep)
            cut = at;
        at += isPairAt(text, at) ? 2 : 1;
        points++;
    }
    return points > max ? `${text.slice(0, cut)}…` : text;
}
/** Whether a surrogate pair (one astral character) starts at `at`; a lone surrogate counts as one character, as Array.from counts it. */
function isPairAt(text, at) {
    const high = text.charCodeAt(at);
    return high >= 0xd800 && high <= 0xdbff && (text.charCodeAt(at + 1) & 0xfc00) === 0xdc00;
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


/***/ })

} };
})
