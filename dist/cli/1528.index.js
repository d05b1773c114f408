export const id = 1528;
export const ids = [1528];
export const modules = {

/***/ 726:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

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
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

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

/***/ 4949:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

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

/***/ 1528:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  $$: () => (/* binding */ Information),
  oA: () => (/* binding */ SNIPPET_SEPARATOR),
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
/** Snippets become one excerpt, each its own paragraph: the excerpt is what is fingerprinted. */
const SNIPPET_SEPARATOR = '\n\n';
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
            excerpt: info.snippets.join(SNIPPET_SEPARATOR),
            snippets: info.snippets,
            ...(offset === undefined ? {} : { location: { file, ...at(offset) } }),
        });
    }
    return { records };
}


/***/ }),

/***/ 4474:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

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

/***/ 3121:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

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

};
