(function (__citegate_import_meta_url, __WEBPACK_EXTERNAL_createRequire) { 'use strict'; return { id: 4389,
ids: [4389],
modules: {

/***/ 5949:
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

/***/ 3253:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $o: () => (/* binding */ FOLDING_LADDER),
/* harmony export */   As: () => (/* binding */ describeNearMiss),
/* harmony export */   F9: () => (/* binding */ normalizedText),
/* harmony export */   NM: () => (/* binding */ quoteBinds),
/* harmony export */   _2: () => (/* binding */ quoteBindsEvidence),
/* harmony export */   n4: () => (/* binding */ explainUnboundQuote)
/* harmony export */ });
/* unused harmony export normalize */
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
/* harmony export */   F: () => (/* binding */ indexReport),
/* harmony export */   Og: () => (/* binding */ ownPairs),
/* harmony export */   _I: () => (/* binding */ pairEvidence),
/* harmony export */   c6: () => (/* binding */ findPair),
/* harmony export */   lp: () => (/* binding */ indexSources)
/* harmony export */ });
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
    return indexSources((0,_formats_abundance_index_js__WEBPACK_IMPORTED_MODULE_0__/* .reportSources */ .De)(report, claimLines));
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

/***/ 5285:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ computeTotals)
/* harmony export */ });
/* harmony import */ var _binding_aggregate_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5949);

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

/***/ 5716:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   As: () => (/* binding */ abundanceFromJson),
/* harmony export */   De: () => (/* binding */ reportSources)
/* harmony export */ });
/* unused harmony export normaliseParsed */
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
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2503);
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
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2503);
/* harmony import */ var _text_fingerprint_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(739);
// Text the formats fingerprint or split into claims must have a UTF-8 form: fingerprints hash
// UTF-8, and a lone surrogate (a JSON "\ud800" escape) has none.


/** A string that is fingerprinted or split into claims. */
const HashableText = zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
    .refine((text) => !(0,_text_fingerprint_js__WEBPACK_IMPORTED_MODULE_0__/* .hasLoneSurrogate */ .fI)(text), 'contains a lone UTF-16 surrogate escape, which has no UTF-8 form to fingerprint');


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
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 4 modules
var schemas = __webpack_require__(2503);
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

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 4 modules
var schemas = __webpack_require__(2503);
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
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2503);
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


/***/ })

} };
})
