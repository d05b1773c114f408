(function (__citegate_import_meta_url, __WEBPACK_EXTERNAL_createRequire) { 'use strict'; return { id: 7567,
ids: [7567],
modules: {

/***/ 7567:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  planSnapshots: () => (/* binding */ planSnapshots)
});

// UNUSED EXPORTS: FILE_BUDGET, SOURCE_BUDGET

// EXTERNAL MODULE: ./src/binding/report-index.ts
var report_index = __webpack_require__(1042);
// EXTERNAL MODULE: ./src/check/run.ts + 10 modules
var run = __webpack_require__(2093);
// EXTERNAL MODULE: ./src/formats/model.ts
var model = __webpack_require__(5881);
// EXTERNAL MODULE: ./src/text/http-url.ts
var http_url = __webpack_require__(3831);
// EXTERNAL MODULE: ./src/formats/snapshot/file.ts + 2 modules
var file = __webpack_require__(6320);
// EXTERNAL MODULE: ./src/formats/snapshot/bind.ts
var bind = __webpack_require__(9466);
// EXTERNAL MODULE: ./node_modules/minisearch/dist/es/index.js
var es = __webpack_require__(2150);
// EXTERNAL MODULE: ./src/numbers/index.ts + 11 modules
var src_numbers = __webpack_require__(7437);
// EXTERNAL MODULE: ./src/text/controls.ts
var controls = __webpack_require__(7453);
// EXTERNAL MODULE: ./src/formats/sentences/segment.ts + 1 modules
var segment = __webpack_require__(3459);
;// CONCATENATED MODULE: ./src/snapshot/passages.ts
// A page's extracted text cut into passages: the units a snapshot stores and a sentence is
// matched against. Extraction puts each block (a paragraph, a heading, a list item, a table
// row; a line of a PDF) on its own line; a passage is one or more whole lines, at least
// PASSAGE_MIN characters when the lines allow it and never more than PASSAGE_MAX: a longer line is
// cut at sentence boundaries (Intl.Segmenter, as articles are), a longer sentence at a space.

const PASSAGE_MIN = 250;
const PASSAGE_MAX = 1000;
/**
 * The text's passages, in order; together they cover every non-blank character. `groupOf` tells
 * lines apart that must never share a passage (the main content and the page around it).
 */
function splitPassages(text, groupOf = () => 0) {
    const pieces = [];
    let lineStart = 0;
    while (lineStart <= text.length) {
        const newline = text.indexOf('\n', lineStart);
        const lineEnd = newline === -1 ? text.length : newline;
        const line = trimmed(text, lineStart, lineEnd);
        if (line) {
            const group = groupOf(text.slice(line.start, line.end));
            // One push per piece: a line of a large page may cut into more pieces than a spread can pass.
            for (const piece of cutLong(text, line))
                pieces.push({ ...piece, group });
        }
        if (newline === -1)
            break;
        lineStart = newline + 1;
    }
    // Short blocks (a heading, a caption, a line of a PDF) join the next while the passage is short.
    const passages = [];
    for (const piece of pieces) {
        const last = passages[passages.length - 1];
        if (last &&
            last.group === piece.group &&
            last.end - last.start < PASSAGE_MIN &&
            piece.end - last.start <= PASSAGE_MAX)
            last.end = piece.end;
        else
            passages.push({ ...piece });
    }
    return passages.map(({ start, end }) => ({ start, end }));
}
function trimmed(text, start, end) {
    while (start < end && /\s/.test(text.charAt(start)))
        start++;
    while (end > start && /\s/.test(text.charAt(end - 1)))
        end--;
    return start < end ? { start, end } : null;
}
/** A line over PASSAGE_MAX, cut at sentence ends, and a sentence over it at the last space before it. */
function cutLong(text, line) {
    if (line.end - line.start <= PASSAGE_MAX)
        return [line];
    const out = [];
    let open = null;
    for (const [from, to] of (0,segment/* sentenceSpans */.pe)(text.slice(line.start, line.end))) {
        const sentence = trimmed(text, line.start + from, line.start + to);
        if (!sentence)
            continue;
        if (open && sentence.end - open.start <= PASSAGE_MAX) {
            open.end = sentence.end;
            continue;
        }
        if (open)
            out.push(open);
        open = null;
        const parts = cutAtSpaces(text, sentence);
        for (let index = 0; index < parts.length - 1; index++)
            out.push(parts[index]);
        open = parts[parts.length - 1] ?? null;
    }
    if (open)
        out.push(open);
    return out;
}
function cutAtSpaces(text, span) {
    const out = [];
    let start = span.start;
    while (span.end - start > PASSAGE_MAX) {
        let cut = text.lastIndexOf(' ', start + PASSAGE_MAX);
        if (cut <= start)
            cut = start + PASSAGE_MAX;
        // Never cut a surrogate pair in half.
        if (/[\uD800-\uDBFF]/.test(text.charAt(cut - 1)))
            cut--;
        const part = trimmed(text, start, cut);
        if (part)
            out.push(part);
        start = cut;
    }
    const rest = trimmed(text, start, span.end);
    if (rest)
        out.push(rest);
    return out;
}

// EXTERNAL MODULE: ./src/binding/quotations.ts
var quotations = __webpack_require__(5450);
;// CONCATENATED MODULE: ./src/snapshot/select.ts
// Which passages of a page a snapshot keeps for the sentences that cite it. Per sentence:
// every passage holding a quotation it states; for each number it states, the best-ranked
// passage holding it (one is all grounding needs); and its TOP_K passages as a BM25 ranking
// (MiniSearch) puts them. The source's passages never pass its character budget: what is
// wanted is taken tier by tier across all sentences, so each sentence gets its most important
// passages before any sentence gets its less important ones.






/** Passages kept per sentence by rank, besides those holding its numbers and quotations. */
const TOP_K = 3;
function selectPassages(page, sentences, budget) {
    const { all } = page;
    const mainLines = page.main === null
        ? null
        : new Set(page.main
            .split('\n')
            .map((line) => line.trim())
            .filter(Boolean));
    const spans = splitPassages(all, (line) => (mainLines?.has(line.trim()) ? 1 : 0));
    const texts = spans.map((span) => all.slice(span.start, span.end));
    const ranker = passageRanker(texts, mainPassages(mainLines, texts));
    const numbers = new Map();
    const numbersOf = (index) => {
        let found = numbers.get(index);
        if (!found)
            numbers.set(index, (found = (0,src_numbers/* indexNumbers */.$A)((0,controls/* blankControlSequences */.cT)(texts[index]))));
        return found;
    };
    const wants = sentences.map((sentence) => {
        const ranked = ranker(sentence.statement);
        const quotes = [];
        const quoted = [];
        for (const text of (0,quotations/* quotationsIn */.j)(sentence.statement)) {
            const found = (0,quotations/* findQuotation */.Y)(text, all);
            quotes.push({ text, ...(found ?? { found: null, start: null, end: null }) });
            if (found?.start != null && found.end != null)
                for (const index of overlapping(spans, found.start, found.end))
                    quoted.push(index);
        }
        // One passage per number is enough for grounding: the best-ranked one that states it.
        const bestPerNumber = [];
        const byPosition = [...ranked, ...texts.map((_text, index) => index)];
        for (const fact of (0,src_numbers/* extractNumbers */.iq)((0,controls/* blankControlSequences */.cT)(sentence.statement)).filter((candidate) => !candidate.groundOnly)) {
            const holding = byPosition.find((index) => grounds(fact, texts[index], numbersOf(index)));
            if (holding !== undefined)
                bestPerNumber.push(holding);
        }
        const top = ranked.slice(0, TOP_K);
        return { quotes, tiers: [quoted, bestPerNumber, ...top.map((index) => [index])] };
    });
    // Take tier by tier, across sentences, while the budget lasts; a passage already taken costs nothing.
    const taken = new Set();
    let used = 0;
    const mine = sentences.map(() => new Set());
    const wanted = new Set();
    const tiers = Math.max(0, ...wants.map((want) => want.tiers.length));
    for (let tier = 0; tier < tiers; tier++) {
        wants.forEach((want, at) => {
            for (const index of want.tiers[tier] ?? []) {
                wanted.add(index);
                const length = texts[index].length;
                if (!taken.has(index)) {
                    if (used + length > budget)
                        continue;
                    taken.add(index);
                    used += length;
                }
                mine[at].add(index);
            }
        });
    }
    const order = [...taken].sort((a, b) => a - b);
    const position = new Map(order.map((index, at) => [index, at]));
    return {
        passages: order.map((index) => {
            const span = spans[index];
            const text = texts[index];
            return { start: span.start, end: span.end, sha256: (0,file/* sha256Text */.f1)(text), text };
        }),
        sentences: sentences.map((sentence, at) => ({
            claim_id: sentence.claimId,
            claim_sha256: sentence.claimSha256,
            sentence: sentence.statement,
            passages: [...mine[at]].sort((a, b) => a - b).map((index) => position.get(index)),
            quotes: wants[at].quotes,
        })),
        omitted: [...wanted].filter((index) => !taken.has(index)).length,
    };
}
function grounds(fact, text, numbers) {
    return (0,src_numbers/* occursVerbatim */.M)(fact, text) || (0,src_numbers/* groundNumbers */.gJ)([fact], [numbers]).length === 0;
}
function overlapping(spans, start, end) {
    return spans.map((span, index) => (span.start < end && span.end > start ? index : -1)).filter((index) => index >= 0);
}
/**
 * The passages of the main content: those whose every line is a line of the main content.
 * null when the page has no main content apart from the whole (a PDF, plain text).
 */
function mainPassages(lines, texts) {
    if (lines === null)
        return null;
    const inMain = new Set();
    texts.forEach((text, index) => {
        if (text.split('\n').every((line) => line.trim() === '' || lines.has(line.trim())))
            inMain.add(index);
    });
    return inMain.size > 0 ? inMain : null;
}
/**
 * Ranks passages for a sentence by BM25 (MiniSearch's BM25+), the main content's passages only
 * when the page has one (navigation, banners and footers are not what a claim rests on). A
 * sentence that shares no word with the page gets the page's first passage, so that the
 * verifier still sees what the page is about.
 */
function passageRanker(texts, main) {
    const candidates = texts.map((_text, index) => index).filter((index) => main === null || main.has(index));
    let search;
    return (sentence) => {
        if (candidates.length === 0)
            return [];
        if (!search) {
            search = new es/* default */.A({ fields: ['text'], idField: 'id' });
            search.addAll(candidates.map((index) => ({ id: index, text: texts[index] })));
        }
        const hits = search
            .search(sentence, { combineWith: 'OR', prefix: false, fuzzy: false })
            .map((hit) => hit.id);
        return hits.length > 0 ? hits : [candidates[0]];
    };
}

;// CONCATENATED MODULE: ./src/snapshot/wayback.ts

const WAYBACK_API = 'https://archive.org/wayback/available';
/** The archived copy of `url` nearest `date` (any date when null), or why there is none. */
async function waybackCopy(fetcher, apiUrl, url, date) {
    const api = new URL(apiUrl);
    api.searchParams.set('url', url.endsWith('/') ? url.slice(0, -1) : url);
    const stamp = date === null ? null : waybackStamp(date);
    if (stamp)
        api.searchParams.set('timestamp', stamp);
    const answer = await fetcher.raw(api.href);
    if (answer.kind === 'failed')
        return { detail: `the Wayback Machine could not be asked: ${answer.detail}` };
    if (answer.status !== 200)
        return { detail: `the Wayback Machine answered HTTP ${answer.status}` };
    let closest;
    try {
        closest = JSON.parse(answer.body.toString('utf8'))
            .archived_snapshots?.closest;
    }
    catch {
        return { detail: 'the Wayback Machine gave an answer that is not JSON' };
    }
    if (!closest ||
        closest.available !== true ||
        typeof closest.url !== 'string' ||
        typeof closest.timestamp !== 'string' ||
        !/^2\d\d$/.test(String(closest.status))) {
        return { detail: 'the Wayback Machine has no copy of it' };
    }
    const raw = (0,http_url/* httpUrlKey */.B)(closest.url.replace(/\/web\/(\d{1,14})\//, '/web/$1id_/'));
    if (raw === null)
        return { detail: `the Wayback Machine named a copy that is not an http(s) URL: ${closest.url.slice(0, 200)}` };
    const outcome = await fetcher.page(raw);
    if (outcome.status !== 'page')
        return { detail: `its archived copy ${closest.url} could not be read either: ${outcome.detail}` };
    return { outcome, url: closest.url, timestamp: isoOf(closest.timestamp) };
}
/** `2026-03-05T…` → `20260305`; null for a date that does not parse. */
function waybackStamp(date) {
    const time = Date.parse(date);
    return Number.isFinite(time) ? new Date(time).toISOString().slice(0, 10).replace(/-/g, '') : null;
}
/** The archive's `20130919044612` as `2013-09-19T04:46:12Z` (as much as it gives). */
function isoOf(stamp) {
    const digits = stamp.padEnd(14, '0');
    const [y, mo, d, h, mi, s] = [
        digits.slice(0, 4),
        digits.slice(4, 6),
        digits.slice(6, 8),
        digits.slice(8, 10),
        digits.slice(10, 12),
        digits.slice(12, 14),
    ];
    return `${y}-${mo}-${d}T${h}:${mi}:${s}Z`;
}

;// CONCATENATED MODULE: ./src/snapshot/run.ts
// `citegate snapshot`: for every evidence record that cites an http(s) URL and has no excerpt,
// the page is read through the provenance fetcher (its network rule, limits, cache, extraction)
// or, when it is gone or blocked, its archived copy, and the passages each sentence citing it
// rests on are chosen (./select.ts). Nothing here writes: the plan says what each snapshot file
// must now hold, and the command line's shell writes it.








/** The most characters of passages one source keeps. */
const SOURCE_BUDGET = 20_000;
/** The most characters of passages one snapshot file keeps: with more than 50 sources, each gets this share. */
const FILE_BUDGET = 1_000_000;
async function planSnapshots(options) {
    const loaded = await (0,run/* loadForCheck */.eK)(options);
    const invalid = loaded.filter(model/* isInvalid */.If);
    const reports = loaded.filter((report) => !(0,model/* isInvalid */.If)(report));
    // Per snapshot file (an ALCE file's items share one), the sources cited by URL alone and their sentences.
    const byFile = new Map();
    for (const report of reports) {
        const index = (0,report_index/* indexSources */.lp)(report);
        for (const pair of index.pairs) {
            const record = index.evidence.get(pair.evidenceId);
            const state = record?.sourceText;
            const key = record && (0,http_url/* httpUrlKey */.B)(record.url);
            if (!record || !state || !key)
                continue;
            const entry = byFile.get(state.file) ?? {
                reports: [],
                labels: new Set(),
                sources: new Map(),
            };
            byFile.set(state.file, entry);
            // A set beside the list: an ALCE file's thousands of items must not be searched for each pair.
            const label = report.name === undefined ? report.file : `${report.file} ${report.name}`;
            if (!entry.labels.has(label)) {
                entry.labels.add(label);
                entry.reports.push(label);
            }
            const need = entry.sources.get(key) ?? {
                url: record.url,
                sentences: new Map(),
                existing: state.source,
                stale: false,
                date: report.date ?? null,
            };
            entry.sources.set(key, need);
            const claim = index.claimsById.get(pair.claimId);
            if (!claim)
                continue;
            need.sentences.set(claim.sha256, { claimId: claim.id, claimSha256: claim.sha256, statement: claim.statement });
            if ((0,bind/* sentenceSourceText */.Qc)(state, claim.id, claim.sha256).text.kind !== 'bound')
                need.stale = true;
        }
    }
    const toRead = [...byFile.values()].flatMap(({ sources }) => [...sources].filter(([, need]) => options.redo || need.stale));
    const pages = new Map();
    let done = 0;
    const total = new Set(toRead.map(([key]) => key)).size;
    options.progress?.({ done, total });
    const fetcher = toRead.length > 0 ? await options.fetcher() : undefined;
    try {
        for (const [key, need] of toRead) {
            if (pages.has(key) || !fetcher)
                continue;
            pages.set(key, readSource(fetcher, options.settings, need).then((page) => {
                options.progress?.({ done: ++done, total });
                return page;
            }));
        }
        await Promise.all(pages.values());
    }
    finally {
        await fetcher?.close();
    }
    const files = [];
    for (const [path, { reports: names, sources }] of byFile) {
        const budget = Math.min(SOURCE_BUDGET, Math.floor(FILE_BUDGET / Math.max(1, sources.size)));
        const plan = {
            path,
            reports: names,
            text: '',
            sources: sources.size,
            fetched: 0,
            kept: 0,
            failed: [],
            archived: 0,
            passages: 0,
            characters: 0,
            omitted: 0,
        };
        const entries = [];
        for (const [key, need] of sources) {
            const page = pages.get(key);
            let entry;
            if (page) {
                entry = snapshotOf(await page, need, budget);
                plan.fetched++;
                if (entry.status !== 'ok')
                    plan.failed.push({ url: need.url, detail: entry.detail });
            }
            else {
                entry = keptOf(need.existing, need);
                plan.kept++;
            }
            if (entry.archive)
                plan.archived++;
            plan.passages += entry.passages.length;
            plan.characters += entry.passages.reduce((sum, passage) => sum + passage.text.length, 0);
            plan.omitted += entry.omitted;
            entries.push(entry);
        }
        plan.text = (0,file/* renderSnapshotFile */.Nd)(entries);
        files.push(plan);
    }
    return { files, invalid, sources: files.reduce((sum, file) => sum + file.sources, 0) };
}
async function readSource(fetcher, settings, need) {
    const key = (0,http_url/* httpUrlKey */.B)(need.url);
    const outcome = await fetcher.page(key);
    // A login or captcha wall is a page with text, but not the source's: it counts as blocked.
    const blocked = outcome.status === 'blocked' || (outcome.status === 'page' && outcome.text?.wall != null);
    if (settings.archive === 'off' || !(outcome.status === 'gone' || blocked))
        return { outcome, archive: null, archiveDetail: null };
    const copy = await waybackCopy(fetcher, settings.archiveUrl, key, need.date);
    if ('detail' in copy)
        return { outcome, archive: null, archiveDetail: copy.detail };
    return {
        outcome: copy.outcome,
        archive: { url: copy.url, timestamp: copy.timestamp, live: outcome },
        archiveDetail: null,
    };
}
function snapshotOf(page, need, budget) {
    const { outcome, archive } = page;
    const text = outcome.status === 'page' ? outcome.text : null;
    const common = {
        url: need.url,
        final_url: outcome.finalUrl,
        http_status: outcome.httpStatus,
        fetched_at: outcome.fetchedAt,
        content_type: outcome.contentType,
        archive: archive && {
            url: archive.url,
            timestamp: archive.timestamp,
            live_status: archive.live.status === 'page' ? 'blocked' : archive.live.status,
            live_detail: archive.live.status === 'page'
                ? `the page is a ${archive.live.text?.wall ?? 'login'} wall`
                : archive.live.detail,
        },
    };
    if (!text || (text.wall && !archive)) {
        const status = text?.wall ? 'blocked' : outcome.status === 'page' ? 'unreachable' : outcome.status;
        const why = text?.wall ? `the page is a ${text.wall} wall` : outcome.detail;
        const archived = page.archiveDetail ? `; ${page.archiveDetail}` : '';
        return {
            ...common,
            status,
            title: null,
            title_sha256: null,
            text_sha256: null,
            text_length: null,
            omitted: 0,
            detail: `${why}${archived}`,
            passages: [],
            sentences: [],
        };
    }
    const selection = selectPassages({ all: text.all, main: text.main }, [...need.sentences.values()], budget);
    const title = text.title ?? null;
    const cut = outcome.truncated ? ` (${outcome.detail || 'the body was cut at provenance-max-body'})` : '';
    return {
        ...common,
        status: 'ok',
        title,
        title_sha256: title === null ? null : (0,file/* sha256Text */.f1)(title),
        text_sha256: (0,file/* sha256Text */.f1)(text.all),
        text_length: text.all.length,
        omitted: selection.omitted,
        detail: `${archive ? `the page is ${archive.live.status === 'gone' ? 'gone' : 'blocked'} (${common.archive?.live_detail}); read from the Wayback Machine's copy of ${archive.timestamp.slice(0, 10)}` : 'read'}${cut}`,
        passages: selection.passages,
        sentences: selection.sentences,
    };
}
/** A source kept as stored: only the sentences still citing it, and only the passages they use. */
function keptOf(existing, need) {
    const sentences = existing.sentences.filter((sentence) => need.sentences.has(sentence.claim_sha256));
    const used = [...new Set(sentences.flatMap((sentence) => sentence.passages))].sort((a, b) => a - b);
    const position = new Map(used.map((index, at) => [index, at]));
    return {
        ...existing,
        passages: used.map((index) => existing.passages[index]).filter((passage) => passage !== undefined),
        sentences: sentences.map((sentence) => ({
            ...sentence,
            passages: sentence.passages.map((index) => position.get(index)),
        })),
    };
}


/***/ })

} };
})
