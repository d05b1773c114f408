(function (__citegate_import_meta_url, __WEBPACK_EXTERNAL_createRequire) { 'use strict'; return { id: 1697,
ids: [1697],
modules: {

/***/ 1697:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   loadProviderJson: () => (/* binding */ loadProviderJson),
/* harmony export */   providerOf: () => (/* reexport safe */ _kind_js__WEBPACK_IMPORTED_MODULE_5__.l),
/* harmony export */   readProviderAnswer: () => (/* binding */ readProviderAnswer)
/* harmony export */ });
/* harmony import */ var _report_json_file_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7376);
/* harmony import */ var _report_schema_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1327);
/* harmony import */ var _text_fingerprint_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(739);
/* harmony import */ var _report_locate_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3235);
/* harmony import */ var _positions_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(1592);
/* harmony import */ var _markdown_loaded_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5171);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2503);
/* harmony import */ var _kind_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7327);
// A model provider's answer saved as JSON, with the citations the API returned beside its text:
// - Anthropic Messages: `content[]` text blocks, each cited block with `citations[]` (`url`,
//   `title`, `cited_text` for web search; `document_title`, `cited_text` for documents);
// - OpenAI Responses: `output[]` messages whose `output_text` parts carry `annotations[]` of type
//   `url_citation` with `start_index`/`end_index` over the inline ([site](url)) link;
// - OpenRouter (and OpenAI-compatible chat completions): `choices[0].message.annotations[]`, each a
//   `url_citation` with `url`, `title`, `content`, and indices that may all be 0;
// - Perplexity: `choices[0].message.content` with [n] markers and a top-level `citations[]` of URLs
//   (and `search_results[]` with titles).
// The answer text is Markdown and is read as a Markdown report (../markdown): its sentences are
// claims; each cited span binds to its sources there; `cited_text` and `content` are source text,
// so quotes, numbers and the verifier work on them.









// The answers' shapes, built on first use: a check that reads no provider answer (most) does
// not build them when the command line starts.
function buildSchemas() {
    const AnthropicCitation = zod__WEBPACK_IMPORTED_MODULE_6__/* .looseObject */ ._H3({
        type: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().optional(),
        url: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().nullish(),
        title: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().nullish(),
        document_title: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().nullish(),
        cited_text: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().nullish(),
    });
    const Anthropic = zod__WEBPACK_IMPORTED_MODULE_6__/* .looseObject */ ._H3({
        type: zod__WEBPACK_IMPORTED_MODULE_6__/* .literal */ .euz('message'),
        content: zod__WEBPACK_IMPORTED_MODULE_6__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_6__/* .looseObject */ ._H3({ type: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP(), text: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().optional(), citations: zod__WEBPACK_IMPORTED_MODULE_6__/* .array */ .YOg(AnthropicCitation).nullish() })),
    });
    const UrlCitation = zod__WEBPACK_IMPORTED_MODULE_6__/* .looseObject */ ._H3({
        url: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP(),
        title: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().nullish(),
        content: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().nullish(),
        start_index: zod__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig().nullish(),
        end_index: zod__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig().nullish(),
    });
    const OpenAIResponses = zod__WEBPACK_IMPORTED_MODULE_6__/* .looseObject */ ._H3({
        object: zod__WEBPACK_IMPORTED_MODULE_6__/* .literal */ .euz('response'),
        output: zod__WEBPACK_IMPORTED_MODULE_6__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_6__/* .looseObject */ ._H3({
            type: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP(),
            content: zod__WEBPACK_IMPORTED_MODULE_6__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_6__/* .looseObject */ ._H3({
                type: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP(),
                text: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().optional(),
                annotations: zod__WEBPACK_IMPORTED_MODULE_6__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_6__/* .looseObject */ ._H3({ type: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP() }).and(UrlCitation.partial())).optional(),
            }))
                .optional(),
        })),
    });
    const ChatCompletion = zod__WEBPACK_IMPORTED_MODULE_6__/* .looseObject */ ._H3({
        choices: zod__WEBPACK_IMPORTED_MODULE_6__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_6__/* .looseObject */ ._H3({
            message: zod__WEBPACK_IMPORTED_MODULE_6__/* .looseObject */ ._H3({
                content: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().nullish(),
                annotations: zod__WEBPACK_IMPORTED_MODULE_6__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_6__/* .looseObject */ ._H3({ type: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().optional(), url_citation: UrlCitation.optional() }))
                    .optional(),
            }),
        }))
            .min(1),
        citations: zod__WEBPACK_IMPORTED_MODULE_6__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP()).optional(),
        search_results: zod__WEBPACK_IMPORTED_MODULE_6__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_6__/* .looseObject */ ._H3({ url: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP(), title: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().nullish() })).optional(),
    });
    return { Anthropic, UrlCitation, OpenAIResponses, ChatCompletion };
}
let schemas;
const shapes = () => (schemas ??= buildSchemas());
/**
 * The answer assembled: its strings, the citations placed in them and the sources given beside
 * them. Placed citations are markers inserted into the text; they are collected and spliced in
 * once (`build`), not one by one into a growing text (quadratic: 20,000 annotations took 72 s).
 * Positions given to `cite` are in the text of the strings alone.
 */
class Answer {
    entries = [];
    notices = [];
    /** Choices of a chat completion past the first, not read: each one is an unread mark of the census. */
    unreadChoices = 0;
    /** The length of the strings added so far. */
    length = 0;
    pieces = [];
    insertions = [];
    tokens = 0;
    add(piece) {
        this.pieces.push({ start: this.length, piece });
        this.length += piece.text.length;
    }
    /** The file offset of character `index` of the strings (the last one known where a piece has none). */
    offsetAt(index) {
        let low = 0;
        let high = this.pieces.length - 1;
        while (low < high) {
            const mid = (low + high + 1) >>> 1;
            if (this.pieces[mid].start <= index)
                low = mid;
            else
                high = mid - 1;
        }
        for (let at = low; at >= 0; at--) {
            const { start, piece } = this.pieces[at];
            const offsets = piece.offsets;
            if (offsets.length > 0)
                return offsets[Math.min(index - start, offsets.length - 1)] ?? 0;
            index = start - 1;
        }
        return 0;
    }
    /** A citation placed at `at` in the text: a marker only citegate writes, bound to its entry. */
    cite(at, entry) {
        const label = `cg-${++this.tokens}`;
        this.insertions.push({ at, token: ` [^${label}]`, order: this.tokens });
        this.entries.push({ ...entry, label, written: label, list: 'the citations', syntax: 'provider', placed: true });
    }
    /** A source given without a place in the text: it is still a record. */
    listed(entry) {
        this.entries.push({ ...entry, list: 'the citations', syntax: 'provider' });
    }
    /** The text with the citations in place, and each character's offset in the file. */
    build() {
        // At one place, the citation placed last stands first (as inserting each in turn had it).
        const insertions = this.insertions.sort((a, b) => a.at - b.at || b.order - a.order);
        let extra = 0;
        for (const { token } of insertions)
            extra += token.length;
        const offsets = new Int32Array(this.length + extra);
        const parts = [];
        let written = 0;
        let last = 0;
        let next = 0;
        const insertUpTo = (at) => {
            for (; next < insertions.length && insertions[next].at <= at; next++) {
                const { at: place, token } = insertions[next];
                parts.push(token);
                offsets.fill(this.offsetAt(Math.max(0, place - 1)), written, written + token.length);
                written += token.length;
            }
        };
        for (const { start, piece } of this.pieces) {
            let from = 0;
            while (from < piece.text.length) {
                const stop = next < insertions.length
                    ? Math.min(insertions[next].at - start, piece.text.length)
                    : piece.text.length;
                if (stop > from) {
                    parts.push(piece.text.slice(from, stop));
                    for (let i = from; i < stop; i++) {
                        const offset = piece.offsets[i];
                        if (offset !== undefined)
                            last = offset;
                        offsets[written++] = last;
                    }
                    from = stop;
                }
                if (from < piece.text.length)
                    insertUpTo(start + from);
            }
        }
        insertUpTo(Infinity);
        return { text: parts.join(''), offsets };
    }
}
function pieceAt(json, quote, text) {
    if (quote === undefined)
        return { text, offsets: [] };
    return { text, offsets: (0,_report_locate_js__WEBPACK_IMPORTED_MODULE_3__/* .stringValueOffsets */ .Hk)(json, quote) };
}
async function loadProviderJson(file, parsed, readFile) {
    const read = await readProviderAnswer(parsed);
    if ('error' in read)
        return { format: 'provider-json', ...(read.dialect ? { dialect: read.dialect } : {}), file, error: read.error };
    return (0,_markdown_loaded_js__WEBPACK_IMPORTED_MODULE_4__/* .loadedTextReport */ .D)('provider-json', read.dialect, file, read.read, read.notices, readFile);
}
/** What a provider's answer says (pure: the loader reads the file and its verdict file). */
async function readProviderAnswer(parsed) {
    if (!parsed.ok)
        return { error: parsed.error };
    const dialect = (0,_kind_js__WEBPACK_IMPORTED_MODULE_5__/* .providerOf */ .l)(parsed.value);
    if (dialect === null) {
        return {
            error: {
                message: 'not a provider answer citegate can read: expected an Anthropic message (type: message), an OpenAI response (object: response) or a chat completion (choices[]) with its citations',
            },
        };
    }
    const json = parsed.text;
    // Text is fingerprinted as UTF-8, which a lone surrogate (a "\ud800" escape) has no form in.
    const surrogate = loneSurrogateEscape(parsed.value, json);
    if (surrogate !== null)
        return { dialect, error: surrogate };
    const answer = new Answer();
    const failed = assemble(dialect, parsed, answer);
    if (failed)
        return { dialect, error: failed };
    const oversized = answer.entries.find((entry) => (entry.quote?.length ?? 0) > _report_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_EXCERPT_CHARS */ .J2);
    if (oversized) {
        const at = (0,_positions_js__WEBPACK_IMPORTED_MODULE_7__/* .lineLocator */ .h)(json)(oversized.offset);
        return {
            dialect,
            error: {
                message: `a citation's cited text is ${oversized.quote.length.toLocaleString('en-US')} characters, more than the ${_report_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_EXCERPT_CHARS */ .J2.toLocaleString('en-US')} a source's text may have (as a pipeline report's excerpt): the answer is not read`,
                ...at,
            },
        };
    }
    const at = (0,_positions_js__WEBPACK_IMPORTED_MODULE_7__/* .lineLocator */ .h)(json);
    const built = answer.build();
    // The Markdown reader (and its parser) is loaded with the first answer that needs it.
    const { readMarkdown } = await Promise.all(/* import() */[__webpack_require__.e(9995), __webpack_require__.e(3267), __webpack_require__.e(2136), __webpack_require__.e(3409), __webpack_require__.e(2220)]).then(__webpack_require__.bind(__webpack_require__, 2220));
    const read = readMarkdown(built.text, 'generic', {
        entries: answer.entries,
        at: (offset) => at(built.offsets[offset] ?? built.offsets[built.offsets.length - 1] ?? 0),
    });
    // Each unread choice counts in the census as one mark seen and not read.
    const marks = read.citationMarks;
    const counted = answer.unreadChoices > 0
        ? {
            ...read,
            citationMarks: {
                seen: marks.seen + answer.unreadChoices,
                bound: marks.bound,
                unread: marks.unread + answer.unreadChoices,
            },
        }
        : read;
    return { dialect, read: counted, notices: [...answer.notices, ...read.notices] };
}
/**
 * Where the answer holds a lone UTF-16 surrogate, if it does: the first `\uD800`–`\uDFFF` escape
 * with no partner, located in the file. Strings are walked with a stack, never by recursion.
 */
function loneSurrogateEscape(value, json) {
    const stack = [value];
    let found = false;
    while (stack.length > 0 && !found) {
        const item = stack.pop();
        if (typeof item === 'string')
            found = (0,_text_fingerprint_js__WEBPACK_IMPORTED_MODULE_2__/* .hasLoneSurrogate */ .fI)(item);
        else if (Array.isArray(item))
            for (const element of item)
                stack.push(element);
        else if (typeof item === 'object' && item !== null)
            for (const element of Object.values(item))
                stack.push(element);
    }
    if (!found)
        return null;
    let offset = 0;
    let pendingHigh = -1;
    const escape = /\\(?:u([0-9a-fA-F]{4})|[^u])/g;
    for (let match = escape.exec(json); match; match = escape.exec(json)) {
        const unit = match[1] === undefined ? -1 : Number.parseInt(match[1], 16);
        const high = unit >= 0xd800 && unit <= 0xdbff;
        const low = unit >= 0xdc00 && unit <= 0xdfff;
        if (pendingHigh !== -1 && !(low && match.index === pendingHigh + 6)) {
            offset = pendingHigh;
            break;
        }
        if (pendingHigh !== -1 && low) {
            pendingHigh = -1;
            continue;
        }
        if (low) {
            offset = match.index;
            break;
        }
        pendingHigh = high ? match.index : -1;
        offset = pendingHigh;
    }
    const at = (0,_positions_js__WEBPACK_IMPORTED_MODULE_7__/* .lineLocator */ .h)(json)(Math.max(0, offset));
    return {
        message: `the answer holds a lone UTF-16 surrogate (the JSON escape ${json.slice(offset, offset + 6)}), which has no UTF-8 form: citegate fingerprints text as UTF-8, as the pipeline does, so the answer is not read`,
        ...at,
    };
}
/** A citation's place, when the indices give one: whole numbers with 0 <= start <= end <= the text's length. */
function placeOf(start, end, length) {
    const from = start ?? 0;
    const to = end ?? 0;
    if (!Number.isInteger(from) || !Number.isInteger(to) || from < 0 || to < from || to > length)
        return {
            refused: `start_index ${start ?? 'absent'} and end_index ${end ?? 'absent'} do not lie within the text's ${length.toLocaleString('en-US')} characters`,
        };
    return { from, to };
}
/** Whether the span is the inline link of the URL (`[site](url)`), which the Markdown reader binds itself. */
function spanLinks(text, from, to, url) {
    // A link's span is its text and URL; a longer span is not searched (20,000 spans over a whole answer).
    return to - from <= 2 * url.length + 4096 && text.slice(from, to).includes(url);
}
/**
 * A chat completion asked with n > 1 holds several answers; citegate reads the first (choices[0])
 * as the report. Each other choice with text or citations is an `unread_marker` that names it and
 * what it holds, counted by max-unread-markers (default 0): its citations are not checked, and
 * a file that lost them must not look clean. Saved one choice a file, each is read.
 */
function unreadChoices(choices, json, at, answer) {
    if (choices.length < 2)
        return;
    const offsets = new Map((0,_report_locate_js__WEBPACK_IMPORTED_MODULE_3__/* .valueOffsets */ .uN)(json, ['choices', _report_locate_js__WEBPACK_IMPORTED_MODULE_3__/* .ANY */ .x4]).map(({ path, offset }) => [path[1], offset]));
    choices.forEach((choice, index) => {
        if (index === 0)
            return;
        const text = choice.message.content ?? '';
        const citations = choice.message.annotations?.length ?? 0;
        if (text.trim() === '' && citations === 0)
            return;
        answer.unreadChoices++;
        const holds = citations > 0 ? `its text and ${citations === 1 ? '1 citation' : `${citations} citations`}` : 'its text';
        answer.notices.push({
            code: 'unread_marker',
            message: `choice ${index} of ${choices.length} (choices[${index}]) could not be read: citegate reads the first choice of a chat completion as the report, so ${holds} are not checked; save each choice as its own file to check it`,
            ...at(offsets.get(index) ?? 0),
            subject: `choices[${index}]`,
        });
    });
}
/** Builds the answer's text and sources; returns an error when the shape is not the provider's. */
function assemble(dialect, parsed, answer) {
    const json = parsed.text;
    const at = (0,_positions_js__WEBPACK_IMPORTED_MODULE_7__/* .lineLocator */ .h)(json);
    if (dialect === 'anthropic') {
        const read = (0,_report_json_file_js__WEBPACK_IMPORTED_MODULE_0__/* .checkJson */ .Zs)(parsed, shapes().Anthropic);
        if (!read.ok)
            return read.error;
        const quotes = new Map((0,_report_locate_js__WEBPACK_IMPORTED_MODULE_3__/* .valueOffsets */ .uN)(json, ['content', _report_locate_js__WEBPACK_IMPORTED_MODULE_3__/* .ANY */ .x4, 'text']).map(({ path, offset }) => [path[1], offset]));
        read.value.content.forEach((block, index) => {
            if (block.type !== 'text' || block.text === undefined)
                return;
            answer.add(pieceAt(json, quotes.get(index), block.text));
            const end = answer.length;
            for (const citation of block.citations ?? []) {
                const url = citation.url ?? undefined;
                const title = citation.title ?? citation.document_title ?? url ?? 'cited document';
                // The cited block ends where its citations stand, as a marker after the cited words would.
                answer.cite(end, {
                    ...(url ? { url } : {}),
                    title,
                    ...(citation.cited_text ? { quote: citation.cited_text } : {}),
                    raw: JSON.stringify(citation),
                    offset: answer.offsetAt(end - 1),
                });
            }
        });
        return null;
    }
    if (dialect === 'openai_responses') {
        const read = (0,_report_json_file_js__WEBPACK_IMPORTED_MODULE_0__/* .checkJson */ .Zs)(parsed, shapes().OpenAIResponses);
        if (!read.ok)
            return read.error;
        const quotes = new Map((0,_report_locate_js__WEBPACK_IMPORTED_MODULE_3__/* .valueOffsets */ .uN)(json, ['output', _report_locate_js__WEBPACK_IMPORTED_MODULE_3__/* .ANY */ .x4, 'content', _report_locate_js__WEBPACK_IMPORTED_MODULE_3__/* .ANY */ .x4, 'text']).map(({ path, offset }) => [
            `${path[1]}/${path[3]}`,
            offset,
        ]));
        // Where each annotation is written in the file, for a notice about it.
        const annotationsAt = new Map();
        const annotationOffsets = new Map((0,_report_locate_js__WEBPACK_IMPORTED_MODULE_3__/* .valueOffsets */ .uN)(json, ['output', _report_locate_js__WEBPACK_IMPORTED_MODULE_3__/* .ANY */ .x4, 'content', _report_locate_js__WEBPACK_IMPORTED_MODULE_3__/* .ANY */ .x4, 'annotations', _report_locate_js__WEBPACK_IMPORTED_MODULE_3__/* .ANY */ .x4]).map(({ path, offset }) => [
            `${path[1]}/${path[3]}/${path[5]}`,
            offset,
        ]));
        read.value.output.forEach((item, itemIndex) => {
            (item.content ?? []).forEach((part, partIndex) => {
                if (part.type !== 'output_text' || part.text === undefined)
                    return;
                (part.annotations ?? []).forEach((annotation, index) => {
                    const offset = annotationOffsets.get(`${itemIndex}/${partIndex}/${index}`);
                    if (offset !== undefined)
                        annotationsAt.set(annotation, offset);
                });
                const base = answer.length;
                const partText = part.text;
                answer.add(pieceAt(json, quotes.get(`${itemIndex}/${partIndex}`), partText));
                const citations = (part.annotations ?? []).filter((annotation) => annotation.type === 'url_citation' && typeof annotation.url === 'string');
                citations.forEach((annotation, annotationIndex) => {
                    const url = annotation.url;
                    const entry = {
                        url,
                        title: annotation.title ?? url,
                        raw: JSON.stringify(annotation),
                        offset: answer.offsetAt(base),
                    };
                    const place = placeOf(annotation.start_index, annotation.end_index, partText.length);
                    if ('refused' in place) {
                        // Never clamped: a citation put at the end of the text would cite the wrong sentence.
                        answer.listed(entry);
                        answer.notices.push({
                            code: 'citation_without_span',
                            message: `output[${itemIndex}].content[${partIndex}].annotations[${annotationIndex}] cites ${url}, but its ${place.refused}: its place is refused, so no sentence is said to cite it`,
                            ...at(entry.offset),
                            evidenceId: url,
                        });
                    }
                    else if (spanLinks(partText, place.from, place.to, url))
                        answer.listed(entry);
                    // The span is the inline ([site](url)) link, which the Markdown reader binds itself.
                    else if (annotation.start_index == null && annotation.end_index == null) {
                        // xAI's Responses give a url_citation with no span at all: it cites no sentence in particular.
                        const linked = partText.includes(url);
                        answer.listed(linked ? entry : { ...entry, unplaced: true });
                        if (!linked)
                            answer.notices.push({
                                code: 'citation_without_span',
                                message: `an annotation cites ${url} with no place in the text (it has no start_index or end_index) and the text does not link it: no sentence can be said to cite it`,
                                ...at(annotationsAt.get(annotation) ?? entry.offset),
                                evidenceId: url,
                            });
                    }
                    else
                        answer.cite(base + place.to, entry);
                });
            });
        });
        return null;
    }
    const read = (0,_report_json_file_js__WEBPACK_IMPORTED_MODULE_0__/* .checkJson */ .Zs)(parsed, shapes().ChatCompletion);
    if (!read.ok)
        return read.error;
    unreadChoices(read.value.choices, json, at, answer);
    const message = read.value.choices[0]?.message;
    const quote = (0,_report_locate_js__WEBPACK_IMPORTED_MODULE_3__/* .valueOffsets */ .uN)(json, ['choices', 0, 'message', 'content'])[0]?.offset;
    const text = message?.content ?? '';
    answer.add(pieceAt(json, quote, text));
    if (dialect === 'perplexity') {
        const titles = new Map((read.value.search_results ?? []).map((result) => [result.url, result.title ?? undefined]));
        const urls = read.value.citations ?? (read.value.search_results ?? []).map((result) => result.url);
        const listOffsets = (0,_report_locate_js__WEBPACK_IMPORTED_MODULE_3__/* .valueOffsets */ .uN)(json, [read.value.citations ? 'citations' : 'search_results', _report_locate_js__WEBPACK_IMPORTED_MODULE_3__/* .ANY */ .x4]);
        urls.forEach((url, index) => {
            answer.listed({
                label: String(index + 1),
                written: String(index + 1),
                url,
                title: titles.get(url) ?? url,
                raw: url,
                offset: listOffsets[index]?.offset ?? 0,
            });
        });
        return null;
    }
    // OpenRouter: a citation with real indices is placed at its end; one whose indices are all 0
    // is bound where its URL is linked in the text, else said to have no place; indices outside the
    // text are refused, never clamped.
    const annotations = (message?.annotations ?? []).filter((annotation) => annotation.url_citation !== undefined);
    const annotationOffsets = (0,_report_locate_js__WEBPACK_IMPORTED_MODULE_3__/* .valueOffsets */ .uN)(json, ['choices', 0, 'message', 'annotations', _report_locate_js__WEBPACK_IMPORTED_MODULE_3__/* .ANY */ .x4]);
    annotations.forEach((annotation, index) => {
        const citation = annotation.url_citation;
        const entry = {
            url: citation.url,
            title: citation.title ?? citation.url,
            ...(citation.content ? { quote: citation.content } : {}),
            raw: JSON.stringify(citation),
            offset: annotationOffsets[index]?.offset ?? 0,
        };
        const place = placeOf(citation.start_index, citation.end_index, text.length);
        if (!('refused' in place) && place.to > 0 && !spanLinks(text, place.from, place.to, citation.url)) {
            answer.cite(place.to, entry);
            return;
        }
        answer.listed('refused' in place || text.includes(citation.url) ? entry : { ...entry, unplaced: true });
        if ('refused' in place)
            answer.notices.push({
                code: 'citation_without_span',
                message: `annotation ${index} cites ${citation.url}, but its ${place.refused}: its place is refused, so no sentence is said to cite it`,
                ...at(entry.offset),
                evidenceId: citation.url,
            });
        else if (!text.includes(citation.url))
            answer.notices.push({
                code: 'citation_without_span',
                message: `annotation ${index} cites ${citation.url} with no place in the text (start_index and end_index are ${citation.start_index ?? 0} and ${place.to}) and the text does not link it: no sentence can be said to cite it`,
                ...at(entry.offset),
                evidenceId: citation.url,
            });
    });
    return null;
}


/***/ })

} };
})
