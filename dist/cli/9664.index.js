export const id = 9664;
export const ids = [9664];
export const modules = {

/***/ 9027:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gp: () => (/* binding */ ALCE_DIALECTS),
/* harmony export */   VT: () => (/* binding */ unplacedCitations),
/* harmony export */   gU: () => (/* binding */ continuePostHocSentences),
/* harmony export */   qb: () => (/* binding */ itemReading),
/* harmony export */   wD: () => (/* binding */ fileShape)
/* harmony export */ });
/* harmony import */ var _sentences_article_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7687);
// Which sentence a marker standing between two sentences cites ("one. [2] Two."). run.py's
// answers put their markers before the full stop ("… 1998 [1]."), as ALCE's prompts show, and
// there the question does not arise. ALCE's post_hoc_cite.py (princeton-nlp/ALCE 246c476) splits
// an answer with NLTK's sent_tokenize and, for each sentence without a citation, writes
// `sent = f"[{best_doc_id+1}] " + sent`, joining the sentences with spaces: its marker stands IN
// FRONT of the sentence it cites, after the previous one's full stop, and eval.py, which splits
// the same way, reads it so. Reading it as citing the sentence before binds it to the wrong one.

/** How an item's markers were read, recorded as the report's dialect. */
const ALCE_DIALECTS = {
    post_hoc_cite: "markers in front of each sentence, as ALCE's post_hoc_cite.py writes them",
    markers_before: 'markers in front of the sentence they cite',
};
/**
 * post_hoc_cite.py names its output `<run.py file>.post_hoc_cite.<retriever>[-overwrite][-external]`;
 * MIRAGE's mirage.py `<input>.post_hoc_cite.mirage_CTI_<k>_CCI_<k>`, other tools other ways, so
 * `post_hoc_cite` anywhere in the name marks the file. run.py keeps `ndoc` documents per item (`eval_item["docs"][:args.ndoc]`, unless
 * `--retrieve_in_all_docs`), so a run with `ndoc` 0 whose items hold documents had them put
 * there afterwards: by post_hoc_cite.py's `--external_docs`.
 */
function fileShape(file, args) {
    if ((file.split('/').pop() ?? '').includes('post_hoc_cite'))
        return { postHoc: 'name' };
    const settings = typeof args === 'object' && args !== null ? args : {};
    if (settings.ndoc === 0 && settings.retrieve_in_all_docs !== true)
        return { postHoc: 'no_docs_in_run' };
    return { postHoc: null };
}
/**
 * How one answer's between-sentence markers are read. A post_hoc_cite.py file: the sentence after.
 * Otherwise the answer's own layout decides: a marker opening the answer ("[1] Inductive bias …")
 * shows markers placed in front, one after a full stop at a line's end ("… 1911. [1]") shows
 * markers placed after; an answer showing both or neither leaves them unresolved.
 */
function itemReading(shape, output, docs) {
    if (shape.postHoc === 'name' || (shape.postHoc === 'no_docs_in_run' && docs > 0))
        return { between: 'next', dialect: 'post_hoc_cite', continueSentences: true };
    const layout = (0,_sentences_article_js__WEBPACK_IMPORTED_MODULE_0__/* .markerLayout */ .fJ)(output);
    if (layout.between === 0)
        return { between: 'previous', continueSentences: false };
    if (layout.opens && !layout.closesLine)
        return { between: 'next', dialect: 'markers_before', continueSentences: false };
    if (layout.closesLine && !layout.opens)
        return { between: 'previous', continueSentences: false };
    return { between: 'unresolved', continueSentences: false };
}
/**
 * post_hoc_cite.py gives every NLTK sentence a marker, and NLTK ends a sentence only at a full
 * stop, question or exclamation mark. So a sentence citegate cut at a line break or a colon
 * ("… include:" then "*   **Over-smoothing:** …"), which has no marker, is the rest of the
 * sentence before it, whose marker cites it too.
 */
function continuePostHocSentences(sentences) {
    for (let i = 1; i < sentences.length; i++) {
        const sentence = sentences[i];
        const before = sentences[i - 1];
        if (sentence.citations.length === 0 && (sentence.unplaced ?? []).length === 0 && !(0,_sentences_article_js__WEBPACK_IMPORTED_MODULE_0__/* .endsSentence */ ._J)(before.statement))
            // One by one: a sentence may carry more citations than a spread can pass as arguments.
            for (const citation of new Set(before.citations))
                sentence.citations.push(citation);
    }
}
/** The markers of a sentence that stand between it and the one before, as unresolved citations. */
function unplacedCitations(sentence) {
    return (sentence.unplaced ?? []).map((marker) => ({
        marker,
        reason: 'citation_placement_ambiguous',
        detail: `[${marker}] stands between two sentences, after one's full stop and before the next, and the answer does not show on which side it puts its markers (none opens the answer, or one does and another follows a full stop at a line's end), so which sentence it cites is not known; eval.py reads it as citing the sentence after it. Write each marker before its sentence's full stop ("… 1998 [${marker}].")`,
    }));
}


/***/ }),

/***/ 5513:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IZ: () => (/* binding */ detectDialect),
/* harmony export */   Ve: () => (/* binding */ dialectLabel),
/* harmony export */   jP: () => (/* binding */ structuralDialects),
/* harmony export */   md: () => (/* binding */ DIALECT_NAMES),
/* harmony export */   ux: () => (/* binding */ DIALECT_ALIASES)
/* harmony export */ });
/* unused harmony exports DIALECTS, PROVIDER_DIALECTS */
/* harmony import */ var _alce_placement_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9027);

const DIALECTS = {
    numbered_sources: '[n] + a numbered source list',
    cite_markers: '[cite: n] + a numbered source list',
    open_deep_research_legacy: 'per-section Sources lists, no markers',
    gpt_researcher: '([Site, Year](url)) groups + References',
    chatgpt_answer: '([host][n]) + [n]: URL "Title" definitions',
    chatgpt_docx: '[\\[n\\]](url) links',
    chatgpt_deep_research: 'private-use cite markers, no URLs',
    perplexity_thread: '[^T_n] + [^T_n]: URL footnotes',
    perplexity_footnotes: '[^n] or [n] + [^n]: URL footnotes',
    perplexity_links: '[n](url) links',
    gemini: 'glued digits + Works cited',
    jina: '[^n] + [^n]: quote [Title](URL) footnotes',
    generic: 'markers, links and source lists',
};
/** The provider JSON answers (src/formats/provider-json), named like dialects on the Formats line. */
const PROVIDER_DIALECTS = {
    anthropic: 'Messages content blocks with citations[]',
    openai_responses: 'Responses output_text with url_citation annotations',
    openrouter: 'chat completion with annotations[].url_citation',
    perplexity: 'chat completion with [n] and citations[]',
};
const DIALECT_NAMES = Object.keys(DIALECTS);
/**
 * Names earlier versions gave the `[n]` + numbered list shape, still accepted by `markdown-dialect`:
 * the shape is written by many tools (open_deep_research, Claude agents, Local Deep Research, the
 * Gemini and Grok APIs), so it is named by what the file shows.
 */
const DIALECT_ALIASES = {
    open_deep_research: 'numbered_sources',
    claude: 'numbered_sources',
};
/** "numbered_sources: [n] + a numbered source list", as the Formats line and the docs name a dialect. */
function dialectLabel(dialect) {
    const description = DIALECTS[dialect] ??
        PROVIDER_DIALECTS[dialect] ??
        _alce_placement_js__WEBPACK_IMPORTED_MODULE_0__/* .ALCE_DIALECTS */ .Gp[dialect];
    return description === undefined ? dialect : `${dialect}: ${description}`;
}
/** What the structure alone says, before markers are read: only Gemini's changes how they are read. */
function structuralDialects(parts, text) {
    const found = [];
    if (text.includes('\uE200cite') || /【\d+†/.test(text))
        found.push('chatgpt_deep_research');
    if (parts.sections.some((section) => section.worksCited))
        found.push('gemini');
    const footnotes = parts.footnotes;
    if (footnotes.length > 0) {
        const threaded = footnotes.filter((entry) => /^\d+_\d+$/.test(entry.label ?? '')).length;
        const quoted = footnotes.filter((entry) => entry.quote !== undefined).length;
        if (threaded * 2 > footnotes.length || parts.html.some((html) => /display\s*:\s*none/i.test(html)))
            found.push('perplexity_thread');
        else if (quoted * 2 > footnotes.length)
            found.push('jina');
        else if (footnotes.filter(isBareUrl).length * 2 > footnotes.length)
            found.push('perplexity_footnotes');
    }
    return found;
}
function isBareUrl(entry) {
    return entry.url !== undefined && (entry.title === '' || entry.title === entry.url);
}
/**
 * The dialect `auto` recognises: the one shape the file shows, else `generic` (no shape, or the
 * shapes of several tools at once). The reading never depends on it except for Gemini, which
 * `structuralDialects` decides before the markers are read.
 */
function detectDialect(parts, text, markers) {
    const found = new Set(structuralDialects(parts, text));
    const links = markers.filter((marker) => marker.syntax === 'link');
    const numberedLinks = links.filter((marker) => marker.label !== undefined);
    if (markers.some((marker) => marker.syntax === 'reference') &&
        parts.definitions.some((entry) => /^\d+$/.test(entry.label ?? '')))
        found.add('chatgpt_answer');
    if (numberedLinks.some((marker) => marker.written.startsWith('[[')))
        found.add('chatgpt_docx');
    else if (numberedLinks.length > 0)
        found.add('perplexity_links');
    const numbered = parts.sections
        .flatMap((section) => section.entries)
        .filter((entry) => entry.label !== undefined && entry.url !== undefined && !entry.worksCited);
    // [n] (or [^n] with no footnote list, as open_deep_research's models sometimes write) and a numbered Sources list.
    if (numbered.length > 0 &&
        markers.some((marker) => marker.syntax === 'bracket' || (marker.syntax === 'footnote' && parts.footnotes.length === 0)))
        found.add('numbered_sources');
    // Gemini Deep Research through the API: "[cite: 1, 2]" and a Sources list of grounding redirects.
    if (markers.some((marker) => marker.syntax === 'cite'))
        found.add('cite_markers');
    const groups = links.filter((marker) => marker.label === undefined && marker.written === marker.url);
    const referenceLists = parts.sections.filter((section) => /^references?$/i.test(section.heading) &&
        section.entries.some((entry) => entry.label === undefined && entry.url !== undefined));
    if (groups.length > 0 && referenceLists.length > 0)
        found.add('gpt_researcher');
    if (markers.length === 0 &&
        parts.sections.length > 1 &&
        parts.sections.every((section) => section.entries.every((entry) => entry.label === undefined)))
        found.add('open_deep_research_legacy');
    return found.size === 1 ? [...found][0] : 'generic';
}


/***/ }),

/***/ 1592:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ lineLocator)
/* harmony export */ });
// Offsets to 1-based line and column, for many offsets in any order: the line starts are found
// once, then each offset is a binary search (an ALCE file places thousands of sentences). A line
// ends at LF, CRLF or a lone CR, as editors count lines.
function lineLocator(text) {
    const starts = [0];
    for (const lineBreak of text.matchAll(/\r\n?|\n/g))
        starts.push(lineBreak.index + lineBreak[0].length);
    return (offset) => {
        let low = 0;
        let high = starts.length - 1;
        while (low < high) {
            const mid = (low + high + 1) >> 1;
            if (starts[mid] <= offset)
                low = mid;
            else
                high = mid - 1;
        }
        return { line: low + 1, column: offset - starts[low] + 1 };
    };
}


/***/ }),

/***/ 7687:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Vg: () => (/* binding */ sentenceClaims),
/* harmony export */   _J: () => (/* binding */ endsSentence),
/* harmony export */   fJ: () => (/* binding */ markerLayout),
/* harmony export */   hQ: () => (/* binding */ articleSentences)
/* harmony export */ });
/* unused harmony exports sentenceIds, articleClaims */
/* harmony import */ var _text_fingerprint_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(739);
/* harmony import */ var _segment_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3459);
// An article with `[n]` citations (STORM, Co-STORM, an ALCE answer) to its sentences: every
// sentence of the body is a claim; Markdown headings are not. A sentence cites the markers that
// stand in it or right after its full stop: "siblings[1].", "music.[1][2]", "in 2005 [1].".



// "[3]", "[1, 2]" (STORM's remove_citations reads both), with the spaces before it.
const MARKER = /[^\S\r\n]*\[(\d+(?:\s*,\s*\d+)*)\]/g;
// An ATX heading as CommonMark reads it: up to three spaces, one to six "#", then a space, a tab
// or the end of the line. "#The extension…" and "#4 on the chart…" are text.
const HEADING = /^ {0,3}#{1,6}(?:[ \t]|$)/;
// A list item's marker ("1.", "10)", "-", "*", "+", "•") and the spaces after it: it opens the
// item's first sentence and is no sentence of its own. Up to three digits, so that a line opening
// with a year ("1972. …") is not taken for one.
const LIST_MARKER = /^[ \t]*(?:\d{1,3}[.)]|[-*+•])(?:[ \t]+|$)/;
const INLINE_ITEM_MARKER = /^\d{1,3}[.)]$/;
// A line ends at LF, CRLF or a lone CR (an old Mac file), as editors and UAX #29 read them.
const LINE_BREAK = /\r\n?|\n/g;
const WORDLIKE = /[\p{L}\p{N}]/u;
// A sentence's last character ends it as a full stop, question or exclamation mark does, behind
// any closing quotes and brackets: Punkt (NLTK's splitter, eval.py's) breaks only there.
const SENTENCE_END = /[.?!…]["'”’)\]]*$/u;
/** The sentence (markers removed) ends with a full stop, question or exclamation mark. */
function endsSentence(statement) {
    return SENTENCE_END.test(statement.trimEnd());
}
/** Where a marker stands among its paragraph's sentences. */
function placeOf(marker, clean, spans, span) {
    const [start, end, textStart] = spans[span];
    if (span === 0 &&
        marker.at <= textStart + (clean.slice(textStart, end).length - clean.slice(textStart, end).trimStart().length))
        return 'opens';
    const textEnd = start + clean.slice(start, end).trimEnd().length;
    if (marker.at < textEnd)
        return 'inside';
    if (!marker.spaced && !SENTENCE_END.test(clean.slice(start, textEnd)))
        return 'inside';
    return span < spans.length - 1 && marker.spaced ? 'between' : 'closes';
}
/** The article's sentences, in order; `text` is the whole article (or answer). */
function articleSentences(text, between = 'previous') {
    return readArticle(text, between).sentences;
}
/** Where the markers of `text` stand (see MarkerLayout). */
function markerLayout(text) {
    return readArticle(text, 'previous').layout;
}
function readArticle(text, between) {
    const sentences = [];
    const layout = { opens: false, closesLine: false, between: 0 };
    let lineStart = 0;
    let heading;
    const lineBreaks = text.matchAll(LINE_BREAK);
    for (;;) {
        const lineBreak = lineBreaks.next();
        const lineEnd = lineBreak.done ? text.length : lineBreak.value.index;
        const line = text.slice(lineStart, lineEnd);
        if (HEADING.test(line))
            heading = line
                .replace(HEADING, '')
                .replace(/#+\s*$/, '')
                .trim();
        else if (line.trim() !== '') {
            const marker = LIST_MARKER.exec(line)?.[0].length ?? 0;
            const first = sentences.length;
            paragraphSentences(line.slice(marker), lineStart + marker, sentences, between, layout);
            if (heading !== undefined)
                for (let at = first; at < sentences.length; at++)
                    sentences[at].section = heading;
        }
        if (lineBreak.done)
            break;
        lineStart = lineEnd + lineBreak.value[0].length;
    }
    return { sentences, layout };
}
function paragraphSentences(line, lineStart, out, between, layout) {
    // The paragraph without markers, and for each of its code units the offset it came from.
    let clean = '';
    const origin = [];
    const markers = [];
    let from = 0;
    const keep = (to) => {
        for (let i = from; i < to; i++)
            origin.push(lineStart + i);
        clean += line.slice(from, to);
    };
    for (const match of line.matchAll(MARKER)) {
        keep(match.index);
        markers.push({
            at: clean.length,
            spaced: match[0].startsWith('[') ? match.index === 0 : true,
            ids: match[1].split(',').map((id) => String(Number.parseInt(id.trim(), 10))),
        });
        from = match.index + match[0].length;
    }
    keep(line.length);
    const first = out.length;
    const spans = itemSentences(clean, (0,_segment_js__WEBPACK_IMPORTED_MODULE_1__/* .sentenceSpans */ .pe)(clean).filter(([start, end]) => WORDLIKE.test(clean.slice(start, end))));
    for (const [, end, textStart] of spans) {
        const raw = clean.slice(textStart, end);
        const lead = raw.length - raw.trimStart().length;
        out.push({
            statement: raw.trim(),
            citations: [],
            offset: origin[textStart + lead] ?? lineStart,
            paragraph: lineStart,
        });
    }
    // A marker belongs to the sentence holding the character before it; one with no sentence of
    // its own (a line of bare markers) to the sentence before it. A run standing between two
    // sentences goes where `between` says.
    let span = 0;
    let previous;
    let runPlace;
    for (const marker of markers) {
        while (span < spans.length - 1 && marker.at > spans[span][1])
            span++;
        if (spans.length === 0) {
            // One by one: a run of markers may be longer than a spread can pass.
            for (const id of marker.ids)
                out[out.length - 1]?.citations.push(id);
            continue;
        }
        // "one. [2][3] Two.", "one. [2] [3] Two.": a run (nothing but spaces between its markers) is
        // placed by its first marker.
        const sameRun = previous !== undefined && previous.at === marker.at && runPlace !== undefined;
        const place = sameRun ? runPlace : placeOf(marker, clean, spans, span);
        if (!sameRun) {
            if (place === 'opens' && first === 0)
                layout.opens = true;
            if (place === 'closes')
                layout.closesLine = true;
            if (place === 'between')
                layout.between++;
        }
        previous = marker;
        runPlace = place;
        const sentence = out[first + span];
        if (place !== 'between' || between === 'previous')
            for (const id of marker.ids)
                sentence.citations.push(id);
        else if (between === 'next')
            for (const id of marker.ids)
                out[first + span + 1].citations.push(id);
        else {
            const next = out[first + span + 1];
            next.unplaced = [...(next.unplaced ?? []), ...marker.ids];
        }
    }
}
/**
 * A list marker standing as a sentence of its own inside a line ("…non-tumor. 2. Image
 * segmentation…", an inline list) opens the sentence after it: [start, end, where the text
 * starts]. Markers that follow it ("2. [2] Image…", as ALCE's post_hoc_cite.py places them)
 * cite that sentence.
 */
function itemSentences(clean, spans) {
    const out = [];
    for (let k = 0; k < spans.length; k++) {
        const [start, end] = spans[k];
        const next = spans[k + 1];
        if (next && INLINE_ITEM_MARKER.test(clean.slice(start, end).trim())) {
            out.push([start, next[1], next[0]]);
            k++;
        }
        else
            out.push([start, end, start]);
    }
    return out;
}
/**
 * Stable claim IDs: `s-` and the first 10 hex digits of the sentence's fingerprint, `-2`, `-3`
 * for later sentences with the same. An edit changes that sentence's ID alone; inserting or
 * deleting a sentence shifts no other ID.
 */
function sentenceIds(statements) {
    const seen = new Map();
    return statements.map((statement) => {
        const sha256 = (0,_text_fingerprint_js__WEBPACK_IMPORTED_MODULE_0__/* .claimFingerprint */ .N_)(statement);
        const base = `s-${sha256.slice(0, 10)}`;
        const count = (seen.get(base) ?? 0) + 1;
        seen.set(base, count);
        return { id: count === 1 ? base : `${base}-${count}`, sha256 };
    });
}
/** Sentences as claims; `positions[i]` is where sentence i starts in `file`. */
function sentenceClaims(sentences, positions, file) {
    const ids = sentenceIds(sentences.map((sentence) => sentence.statement));
    return sentences.map((sentence, index) => {
        const { id, sha256 } = ids[index];
        const position = positions[index] ?? { line: 0, column: 0 };
        return {
            id,
            statement: sentence.statement,
            evidenceIds: sentence.citations,
            confidence: 'medium',
            ...(file === undefined ? {} : { file }),
            line: position.line,
            column: position.column,
            sha256,
            ...(sentence.paragraph === undefined ? {} : { paragraph: sentence.paragraph }),
            ...(sentence.tableCell ? { tableCell: true } : {}),
            ...(sentence.section === undefined ? {} : { section: sentence.section }),
        };
    });
}
/** An article file's sentences as claims, each placed at its line and column in `file`. */
function articleClaims(text, file) {
    const sentences = articleSentences(text);
    const at = lineLocator(text);
    return sentenceClaims(sentences, sentences.map((sentence) => at(sentence.offset)), file);
}


/***/ }),

/***/ 3459:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  pe: () => (/* binding */ sentenceSpans)
});

// UNUSED EXPORTS: SEGMENT_CHUNK, segmentBoundaries

;// CONCATENATED MODULE: ./src/formats/sentences/abbreviations.ts
// Which breaks of Unicode's sentence rules are not sentence ends. Each test looks at the sentence
// so far and at the segment after the break.
const BEFORE = String.raw `(?:^|[\s("'“‘\[])`;
// Words that stand before a name or a number and never end a sentence: "Mr. Smith", "Dr. No",
// "e.g. Paris", "vs. The Rolling Stones", "Fig. 2".
const NEVER_LAST = new RegExp(`${BEFORE}(?:Mr|Mrs|Ms|Messrs|Dr|Prof|Gen|Col|Lt|Sgt|Capt|Cmdr|Adm|Gov|Sen|Rep|Rev|Hon|Pres|Mt|Ft|vs|cf|feat|approx|ca|[Ff]igs?|[Vv]ols?|[Pp]p|e\\.g|i\\.e)\\.$`, 'u');
// Abbreviations that can also end a sentence: "Apple Inc. The company…", "in the U.S. He left.",
// "pears, etc. The…", "on 5 Jan. The…", "King Jr. He…", "vitamin C. The…". They keep the next
// segment unless it opens with a word that starts sentences.
const MAYBE_LAST = new RegExp(`${BEFORE}(?:Inc|Ltd|Co|Corp|Bros|Jr|Sr|St|etc|al|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|(?:\\p{L}\\.){1,}\\p{L}|\\p{Lu})\\.$`, 'u');
// "No. 5", "nos. 3 and 4": a number must follow.
const NUMBER_WORD = new RegExp(`${BEFORE}[Nn]os?\\.$`, 'u');
// Words that open sentences but hardly ever follow an abbreviation inside one: pronouns,
// articles, determiners, conjunctions, prepositions and sentence adverbs.
const OPENS_SENTENCE = new RegExp(`^\\s*["“‘(]?(?:${[
    'A',
    'An',
    'The',
    'This',
    'That',
    'These',
    'Those',
    'There',
    'Here',
    'Then',
    'Thus',
    'Therefore',
    'It',
    'Its',
    'He',
    'His',
    'Him',
    'She',
    'Her',
    'We',
    'Our',
    'They',
    'Their',
    'You',
    'Your',
    'I',
    'In',
    'On',
    'At',
    'As',
    'After',
    'Before',
    'During',
    'By',
    'For',
    'From',
    'With',
    'Without',
    'Within',
    'While',
    'When',
    'Where',
    'Which',
    'Who',
    'Whose',
    'What',
    'Why',
    'How',
    'If',
    'Although',
    'Though',
    'Because',
    'Since',
    'Until',
    'Unlike',
    'Despite',
    'Following',
    'According',
    'Among',
    'Between',
    'Under',
    'Over',
    'However',
    'Moreover',
    'Furthermore',
    'Additionally',
    'Also',
    'Meanwhile',
    'Later',
    'Today',
    'Both',
    'Each',
    'Every',
    'Many',
    'Most',
    'Some',
    'Several',
    'Such',
    'Other',
    'Another',
    'But',
    'And',
    'Or',
    'So',
    'Yet',
    'Not',
    'To',
    'Of',
].join('|')})(?=[\\s,;:])`, 'u');
// "?" or "!" with the quotation marks and brackets that close after it.
const QUESTION_OR_EXCLAMATION = /[?!]["'”’»)\]]*\s*$/u;
const STARTS_LOWER = /^\s*\p{Ll}/u;
/** Whether the break between `sentence` (so far) and the `next` segment is not a sentence end. */
function isAbbreviationBreak(sentence, next) {
    const trimmed = sentence.trimEnd();
    if (NEVER_LAST.test(trimmed))
        return true;
    if (NUMBER_WORD.test(trimmed))
        return /^\s*\d/.test(next);
    if (MAYBE_LAST.test(trimmed))
        return !OPENS_SENTENCE.test(next);
    // `"Who Are You?" was released…`: a question or exclamation inside the sentence.
    return QUESTION_OR_EXCLAMATION.test(trimmed) && STARTS_LOWER.test(next);
}

;// CONCATENATED MODULE: ./src/formats/sentences/segment.ts
// Sentence boundaries. Intl.Segmenter applies Unicode's sentence rules (UAX #29), which break
// after any full stop followed by a capital or a digit ("Feb. 17", "U.S. Army", "Mr. Smith") and
// after a question or exclamation mark whatever follows ("“Why?” he asked"). Two repairs follow
// the segmenter: a break right after a known abbreviation is undone unless a word that starts
// sentences ("The", "He", "In") follows it, and a break after "?" or "!" before a lower-case
// letter is undone (Unicode's SB8 keeps that for a full stop only). See docs/formats.md#storm.

// Made on first use, not when the module loads: making it loads ICU's sentence rules, about as long
// as the rest of the command line's start (15-30 ms), and a check of JSON reports never segments.
let segmenter;
/**
 * How much text the segmenter is given at once. V8's segmenter costs time in proportion to the
 * whole string for each sentence it returns, so one long paragraph is quadratic (a 1.7 MB line
 * took 141 s); bounded pieces keep it linear. About 2,000 characters was fastest on the benchmark.
 */
const SEGMENT_CHUNK = 2048;
/**
 * A character that ends every look-ahead of the sentence rules. Whether UAX #29 breaks after a
 * full stop can depend on what follows it up to the next letter (SB8: "etc. 12 apples" does not
 * break, "etc. 12 Apples" does), a full stop or question mark, or a line break; a boundary followed
 * by one of these within the piece is the one the whole text has.
 */
const SETTLES = /[\p{Lu}\p{Ll}\p{Lt}\p{Lo}.?!\n\r\u0085\u2029\u3002]/u;
function lastSettling(piece) {
    for (let i = piece.length - 1; i >= 0; i--)
        if (SETTLES.test(piece[i]))
            return i;
    return -1;
}
/**
 * [start, end) of each UAX #29 sentence segment of `text`, exactly as one call of the segmenter on
 * the whole text gives them, but in linear time: the text is segmented in pieces of about `chunk`
 * characters, and each piece's segments are kept up to the last boundary that what follows it
 * within the piece settles (SETTLES); the next piece starts there. A piece with no such boundary
 * (one very long sentence) is doubled until it has one.
 */
function segmentBoundaries(text, chunk = SEGMENT_CHUNK) {
    const spans = [];
    let from = 0;
    let size = chunk;
    while (from < text.length) {
        const end = Math.min(text.length, from + size);
        const piece = text.slice(from, end);
        const starts = [];
        segmenter ??= new Intl.Segmenter('en', { granularity: 'sentence' });
        for (const { index } of segmenter.segment(piece))
            starts.push(index);
        starts.push(piece.length);
        let keep = starts.length - 1;
        if (end < text.length) {
            const settled = lastSettling(piece);
            while (keep > 0 && starts[keep] > settled)
                keep--;
            if (keep === 0) {
                size *= 2;
                continue;
            }
        }
        for (let k = 0; k < keep; k++)
            spans.push([from + starts[k], from + starts[k + 1]]);
        from += starts[keep];
        size = chunk;
    }
    return spans;
}
/** [start, end) of each sentence of `text`, trailing whitespace included. */
function sentenceSpans(text) {
    const spans = [];
    let open = null;
    for (const [start, end] of segmentBoundaries(text)) {
        if (open && isAbbreviationBreak(text.slice(open[0], open[1]), text.slice(start, end)))
            open[1] = end;
        else {
            if (open)
                spans.push(open);
            open = [start, end];
        }
    }
    if (open)
        spans.push(open);
    return spans;
}


/***/ }),

/***/ 7078:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  e: () => (/* binding */ casefold)
});

// UNUSED EXPORTS: casefoldTables

;// CONCATENATED MODULE: ./src/text/casefold-table.ts
// GENERATED FILE - DO NOT EDIT.
// Regenerate with: python3 scripts/gen-casefold-table.py
// Verify with:     python3 scripts/gen-casefold-table.py --check
//
// Source: Python 3.11 str.casefold() over every code point
// 0..0x10FFFF (surrogates skipped), unicodedata 14.0.0.
// 1426 one-to-one mappings in 191 runs, 104 one-to-many mappings.
// Format: see scripts/gen-casefold-table.py.
const CASEFOLD_UNICODE_VERSION = "14.0.0";
/** Number of code points whose casefold differs from themselves. */
const CASEFOLD_ENTRY_COUNT = 1530;
/** Runs of one-to-one mappings: "start,count,stride,delta" (hex), ";"-separated. */
const CASEFOLD_RUNS = "41,1a,1,20;b5,1,1,307;c0,17,1,20;d8,7,1,20;100,18,2,1;132,3,2,1;139,8,2,1;14a,17,2,1;178,1,1,-79" +
    ";179,3,2,1;17f,1,1,-10c;181,1,1,d2;182,2,2,1;186,1,1,ce;187,1,1,1;189,2,1,cd;18b,1,1,1" +
    ";18e,1,1,4f;18f,1,1,ca;190,1,1,cb;191,1,1,1;193,1,1,cd;194,1,1,cf;196,1,1,d3;197,1,1,d1" +
    ";198,1,1,1;19c,1,1,d3;19d,1,1,d5;19f,1,1,d6;1a0,3,2,1;1a6,1,1,da;1a7,1,1,1;1a9,1,1,da;1ac,1,1,1" +
    ";1ae,1,1,da;1af,1,1,1;1b1,2,1,d9;1b3,2,2,1;1b7,1,1,db;1b8,2,4,1;1c4,1,1,2;1c5,1,1,1;1c7,1,1,2" +
    ";1c8,1,1,1;1ca,1,1,2;1cb,9,2,1;1de,9,2,1;1f1,1,1,2;1f2,2,2,1;1f6,1,1,-61;1f7,1,1,-38;1f8,14,2,1" +
    ";220,1,1,-82;222,9,2,1;23a,1,1,2a2b;23b,1,1,1;23d,1,1,-a3;23e,1,1,2a28;241,1,1,1;243,1,1,-c3" +
    ";244,1,1,45;245,1,1,47;246,5,2,1;345,1,1,74;370,2,2,1;376,1,1,1;37f,1,1,74;386,1,1,26;388,3,1,25" +
    ";38c,1,1,40;38e,2,1,3f;391,11,1,20;3a3,9,1,20;3c2,1,1,1;3cf,1,1,8;3d0,1,1,-1e;3d1,1,1,-19" +
    ";3d5,1,1,-f;3d6,1,1,-16;3d8,c,2,1;3f0,1,1,-36;3f1,1,1,-30;3f4,1,1,-3c;3f5,1,1,-40;3f7,1,1,1" +
    ";3f9,1,1,-7;3fa,1,1,1;3fd,3,1,-82;400,10,1,50;410,20,1,20;460,11,2,1;48a,1b,2,1;4c0,1,1,f" +
    ";4c1,7,2,1;4d0,30,2,1;531,26,1,30;10a0,26,1,1c60;10c7,2,6,1c60;13f8,6,1,-8;1c80,1,1,-184e" +
    ";1c81,1,1,-184d;1c82,1,1,-1844;1c83,2,1,-1842;1c85,1,1,-1843;1c86,1,1,-183c;1c87,1,1,-1824" +
    ";1c88,1,1,89c3;1c90,2b,1,-bc0;1cbd,3,1,-bc0;1e00,4b,2,1;1e9b,1,1,-3a;1ea0,30,2,1;1f08,8,1,-8" +
    ";1f18,6,1,-8;1f28,8,1,-8;1f38,8,1,-8;1f48,6,1,-8;1f59,4,2,-8;1f68,8,1,-8;1fb8,2,1,-8" +
    ";1fba,2,1,-4a;1fbe,1,1,-1c05;1fc8,4,1,-56;1fd8,2,1,-8;1fda,2,1,-64;1fe8,2,1,-8;1fea,2,1,-70" +
    ";1fec,1,1,-7;1ff8,2,1,-80;1ffa,2,1,-7e;2126,1,1,-1d5d;212a,1,1,-20bf;212b,1,1,-2046;2132,1,1,1c" +
    ";2160,10,1,10;2183,1,1,1;24b6,1a,1,1a;2c00,30,1,30;2c60,1,1,1;2c62,1,1,-29f7;2c63,1,1,-ee6" +
    ";2c64,1,1,-29e7;2c67,3,2,1;2c6d,1,1,-2a1c;2c6e,1,1,-29fd;2c6f,1,1,-2a1f;2c70,1,1,-2a1e" +
    ";2c72,2,3,1;2c7e,2,1,-2a3f;2c80,32,2,1;2ceb,2,2,1;2cf2,2,794e,1;a642,16,2,1;a680,e,2,1" +
    ";a722,7,2,1;a732,1f,2,1;a779,2,2,1;a77d,1,1,-8a04;a77e,5,2,1;a78b,1,1,1;a78d,1,1,-a528" +
    ";a790,2,2,1;a796,a,2,1;a7aa,1,1,-a544;a7ab,1,1,-a54f;a7ac,1,1,-a54b;a7ad,1,1,-a541" +
    ";a7ae,1,1,-a544;a7b0,1,1,-a512;a7b1,1,1,-a52a;a7b2,1,1,-a515;a7b3,1,1,3a0;a7b4,8,2,1" +
    ";a7c4,1,1,-30;a7c5,1,1,-a543;a7c6,1,1,-8a38;a7c7,2,2,1;a7d0,2,6,1;a7d8,2,1d,1;ab70,50,1,-97d0" +
    ";ff21,1a,1,20;10400,28,1,28;104b0,24,1,28;10570,b,1,27;1057c,f,1,27;1058c,7,1,27;10594,2,1,27" +
    ";10c80,33,1,40;118a0,20,1,20;16e40,20,1,20;1e900,22,1,22";
/** One-to-many mappings: "cp:t1.t2[.t3]" (hex), ";"-separated. */
const CASEFOLD_MULTI = "df:73.73;130:69.307;149:2bc.6e;1f0:6a.30c;390:3b9.308.301;3b0:3c5.308.301;587:565.582" +
    ";1e96:68.331;1e97:74.308;1e98:77.30a;1e99:79.30a;1e9a:61.2be;1e9e:73.73;1f50:3c5.313" +
    ";1f52:3c5.313.300;1f54:3c5.313.301;1f56:3c5.313.342;1f80:1f00.3b9;1f81:1f01.3b9;1f82:1f02.3b9" +
    ";1f83:1f03.3b9;1f84:1f04.3b9;1f85:1f05.3b9;1f86:1f06.3b9;1f87:1f07.3b9;1f88:1f00.3b9" +
    ";1f89:1f01.3b9;1f8a:1f02.3b9;1f8b:1f03.3b9;1f8c:1f04.3b9;1f8d:1f05.3b9;1f8e:1f06.3b9" +
    ";1f8f:1f07.3b9;1f90:1f20.3b9;1f91:1f21.3b9;1f92:1f22.3b9;1f93:1f23.3b9;1f94:1f24.3b9" +
    ";1f95:1f25.3b9;1f96:1f26.3b9;1f97:1f27.3b9;1f98:1f20.3b9;1f99:1f21.3b9;1f9a:1f22.3b9" +
    ";1f9b:1f23.3b9;1f9c:1f24.3b9;1f9d:1f25.3b9;1f9e:1f26.3b9;1f9f:1f27.3b9;1fa0:1f60.3b9" +
    ";1fa1:1f61.3b9;1fa2:1f62.3b9;1fa3:1f63.3b9;1fa4:1f64.3b9;1fa5:1f65.3b9;1fa6:1f66.3b9" +
    ";1fa7:1f67.3b9;1fa8:1f60.3b9;1fa9:1f61.3b9;1faa:1f62.3b9;1fab:1f63.3b9;1fac:1f64.3b9" +
    ";1fad:1f65.3b9;1fae:1f66.3b9;1faf:1f67.3b9;1fb2:1f70.3b9;1fb3:3b1.3b9;1fb4:3ac.3b9;1fb6:3b1.342" +
    ";1fb7:3b1.342.3b9;1fbc:3b1.3b9;1fc2:1f74.3b9;1fc3:3b7.3b9;1fc4:3ae.3b9;1fc6:3b7.342" +
    ";1fc7:3b7.342.3b9;1fcc:3b7.3b9;1fd2:3b9.308.300;1fd3:3b9.308.301;1fd6:3b9.342;1fd7:3b9.308.342" +
    ";1fe2:3c5.308.300;1fe3:3c5.308.301;1fe4:3c1.313;1fe6:3c5.342;1fe7:3c5.308.342;1ff2:1f7c.3b9" +
    ";1ff3:3c9.3b9;1ff4:3ce.3b9;1ff6:3c9.342;1ff7:3c9.342.3b9;1ffc:3c9.3b9;fb00:66.66;fb01:66.69" +
    ";fb02:66.6c;fb03:66.66.69;fb04:66.66.6c;fb05:73.74;fb06:73.74;fb13:574.576;fb14:574.565" +
    ";fb15:574.56b;fb16:57e.576;fb17:574.56d";

;// CONCATENATED MODULE: ./src/text/casefold.ts
/**
 * Python 3.11 `str.casefold()` (Unicode 14.0 full case folding, per code
 * point, no context, no normalisation) for JavaScript strings.
 *
 * The mapping table is generated from CPython itself by
 * scripts/gen-casefold-table.py, so it does not drift with the Unicode
 * version of the ICU bundled in Node (which, e.g., lower-cases U+A7CB and
 * U+1C89 that Unicode 14 leaves alone, and does not fold ß, ﬁ or ς).
 */

/** Marks a BMP code unit whose fold is a multi-code-unit string (see `multi`). */
const MULTI = 0xffff; // U+FFFF is a noncharacter and never a fold target.
let tables;
function hex(s) {
    const n = Number.parseInt(s, 16);
    if (!Number.isFinite(n) || s.length === 0)
        throw new Error(`casefold table: bad hex ${JSON.stringify(s)}`);
    return n;
}
function buildTables() {
    const bmp = new Uint16Array(0x10000);
    const multi = new Map();
    let entries = 0;
    const set = (cp, folded) => {
        // casefold() relies on these shapes (scratch headroom, surrogate-pair path).
        if (folded.length === 0 || folded.length > 3 || (cp >= 0x10000 && folded.length !== 2)) {
            throw new Error(`casefold table: unexpected fold for U+${cp.toString(16)}`);
        }
        if (cp < 0x10000) {
            bmp[cp] = folded.length === 1 ? folded.charCodeAt(0) : MULTI;
            if (folded.length !== 1)
                multi.set(cp, folded);
        }
        else {
            multi.set(cp, folded);
        }
        entries++;
    };
    for (const run of CASEFOLD_RUNS.split(';')) {
        const [start, count, stride, delta] = run.split(',').map(hex);
        for (let k = 0; k < count; k++) {
            const cp = start + k * stride;
            set(cp, String.fromCodePoint(cp + delta));
        }
    }
    for (const entry of CASEFOLD_MULTI.split(';')) {
        const colon = entry.indexOf(':');
        const cp = hex(entry.slice(0, colon));
        set(cp, String.fromCodePoint(...entry
            .slice(colon + 1)
            .split('.')
            .map(hex)));
    }
    if (entries !== CASEFOLD_ENTRY_COUNT) {
        throw new Error(`casefold table: decoded ${entries} entries, expected ${CASEFOLD_ENTRY_COUNT}`);
    }
    return { bmp, multi };
}
/** Decoded table, built on first use. Exposed for tests. */
function casefoldTables() {
    return (tables ??= buildTables());
}
// Any code unit >= 0x80.
/* eslint-disable no-control-regex -- the ASCII range starts at U+0000 */
const NON_ASCII = /[^\x00-\x7f]/;
const NON_ASCII_GLOBAL = /[^\x00-\x7f]/g;
/* eslint-enable no-control-regex */
/** ASCII runs at least this long are lower-cased in bulk instead of copied per code unit. */
const LONG_ASCII_RUN = 64;
/** Output is staged in a code-unit buffer flushed every CHUNK units (fromCharCode arity stays small). */
const CHUNK = 4096;
/** Scratch output buffer (+3: one fold writes at most 3 code units past the flush check). */
const scratch = new Uint16Array(CHUNK + 3);
function flush(k) {
    // Unlike TextDecoder, fromCharCode keeps lone surrogates as they are.
    return String.fromCharCode.apply(null, scratch.subarray(0, k));
}
/** Index of the first code unit >= 0x80 at or after `from`, or `n`. */
function asciiRunEnd(text, from, n) {
    NON_ASCII_GLOBAL.lastIndex = from;
    const m = NON_ASCII_GLOBAL.exec(text);
    return m === null ? n : m.index;
}
/** Index of the first code unit whose casefold differs, or -1 if none does. */
function firstChange(text, bmp, multi) {
    const n = text.length;
    for (let i = 0; i < n; i++) {
        const c = text.charCodeAt(i);
        if (c < 0x80) {
            if (c >= 0x41 && c <= 0x5a)
                return i;
        }
        else if (c >= 0xd800 && c <= 0xdbff) {
            if (i + 1 < n) {
                const d = text.charCodeAt(i + 1);
                if (d >= 0xdc00 && d <= 0xdfff) {
                    if (multi.has(((c - 0xd800) << 10) + (d - 0xdc00) + 0x10000))
                        return i;
                    i++;
                }
            }
        }
        else if (bmp[c] !== 0) {
            return i;
        }
    }
    return -1;
}
/**
 * Python `str.casefold()`. Lone surrogates pass through unchanged.
 */
function casefold(text) {
    if (!NON_ASCII.test(text)) {
        // Pure ASCII: full case folding is exactly A-Z -> a-z, which is what
        // toLowerCase() does on ASCII-only input.
        return text.toLowerCase();
    }
    const { bmp, multi } = casefoldTables();
    const start = firstChange(text, bmp, multi);
    if (start < 0)
        return text;
    const n = text.length;
    let out = text.slice(0, start);
    let k = 0; // code units staged in `scratch`
    for (let i = start; i < n; i++) {
        if (k >= CHUNK) {
            out += flush(k);
            k = 0;
        }
        const c = text.charCodeAt(i);
        if (c < 0x80) {
            // ASCII run: copy (lower-cased) inline; hand long runs to toLowerCase().
            const limit = Math.min(n, i + LONG_ASCII_RUN);
            let j = i;
            let a = c;
            while (true) {
                scratch[k++] = a >= 0x41 && a <= 0x5a ? a + 0x20 : a;
                if (++j >= limit)
                    break;
                a = text.charCodeAt(j);
                if (a >= 0x80)
                    break;
                if (k >= CHUNK) {
                    out += flush(k);
                    k = 0;
                }
            }
            if (j === limit && j < n && text.charCodeAt(j) < 0x80) {
                const end = asciiRunEnd(text, j + 1, n);
                out += flush(k) + text.slice(j, end).toLowerCase();
                k = 0;
                j = end;
            }
            i = j - 1;
            continue;
        }
        if (c >= 0xd800 && c <= 0xdbff && i + 1 < n) {
            const d = text.charCodeAt(i + 1);
            if (d >= 0xdc00 && d <= 0xdfff) {
                const folded = multi.get(((c - 0xd800) << 10) + (d - 0xdc00) + 0x10000);
                if (folded === undefined) {
                    scratch[k++] = c;
                    scratch[k++] = d;
                }
                else {
                    // Supplementary code points fold to a single supplementary code point.
                    scratch[k++] = folded.charCodeAt(0);
                    scratch[k++] = folded.charCodeAt(1);
                }
                i++;
                continue;
            }
        }
        // BMP code unit (including lone surrogates, which have no entry).
        const m = bmp[c];
        if (m === 0) {
            scratch[k++] = c;
        }
        else if (m !== MULTI) {
            scratch[k++] = m;
        }
        else {
            const folded = multi.get(c);
            for (let q = 0; q < folded.length; q++)
                scratch[k++] = folded.charCodeAt(q);
        }
    }
    return out + flush(k);
}


/***/ }),

/***/ 739:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KQ: () => (/* binding */ evidenceFingerprint),
/* harmony export */   N_: () => (/* binding */ claimFingerprint),
/* harmony export */   fI: () => (/* binding */ hasLoneSurrogate)
/* harmony export */ });
/* unused harmony export normalizeForFingerprint */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _casefold_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7078);
/* harmony import */ var _whitespace_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7586);
/**
 * Text fingerprints, byte-identical to the Python reference pipeline:
 *
 *   claim:    sha256(casefold(strip(re.sub(WS + "+", " ", statement))))
 *   evidence: sha256(casefold(" ".join(excerpt.split())))
 *
 * where WS is Python's `str.isspace()` set (see ./whitespace.ts), casefold is
 * Python 3.11 `str.casefold()` (see ./casefold.ts), and the digest is the
 * lowercase hex SHA-256 of the UTF-8 bytes. Both normalisations yield the same
 * string, so they share `normalizeForFingerprint`.
 */



/**
 * Whether `text` holds a lone UTF-16 surrogate (a JSON "\ud800" escape), which has no UTF-8
 * form to hash. Native, and constant time on one-byte strings: a `u` regex over Greek or
 * ligature-heavy text cost more than hashing it.
 */
function hasLoneSurrogate(text) {
    return !text.isWellFormed();
}
/** Collapse/strip Python whitespace, then Python-casefold. */
function normalizeForFingerprint(text) {
    return (0,_casefold_js__WEBPACK_IMPORTED_MODULE_1__/* .casefold */ .e)((0,_whitespace_js__WEBPACK_IMPORTED_MODULE_2__/* .collapseWhitespace */ .DK)(text));
}
function sha256Hex(normalized) {
    // Python's str.encode("utf-8") raises on lone surrogates, so the reference
    // pipeline has no fingerprint for such text. Node would silently encode them
    // as U+FFFD (colliding with real U+FFFD), so refuse instead.
    if (hasLoneSurrogate(normalized)) {
        throw new RangeError('cannot fingerprint text containing a lone UTF-16 surrogate (not encodable as UTF-8)');
    }
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(normalized, 'utf8').digest('hex');
}
/** Fingerprint of a claim's `statement`. */
function claimFingerprint(statement) {
    return sha256Hex(normalizeForFingerprint(statement));
}
/** Fingerprint of an evidence `excerpt`. */
function evidenceFingerprint(excerpt) {
    return sha256Hex(normalizeForFingerprint(excerpt));
}


/***/ }),

/***/ 7586:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DK: () => (/* binding */ collapseWhitespace),
/* harmony export */   Of: () => (/* binding */ trimPythonWhitespace),
/* harmony export */   tX: () => (/* binding */ isPythonSpace)
/* harmony export */ });
/**
 * Python-compatible whitespace handling for fingerprints.
 *
 * "Whitespace" here is exactly the set of code points for which CPython 3.11's
 * `str.isspace()` is true (Unicode 14.0). Verified with
 *   python3 -c "print([hex(c) for c in range(0x110000) if chr(c).isspace()])"
 * over every code point 0..0x10FFFF; the result is these 29 code points:
 *
 *   U+0009..U+000D  TAB, LF, VT, FF, CR
 *   U+001C..U+001F  FS, GS, RS, US (information separators)
 *   U+0020          SPACE
 *   U+0085          NEXT LINE (NEL)
 *   U+00A0          NO-BREAK SPACE
 *   U+1680          OGHAM SPACE MARK
 *   U+2000..U+200A  EN QUAD .. HAIR SPACE
 *   U+2028          LINE SEPARATOR
 *   U+2029          PARAGRAPH SEPARATOR
 *   U+202F          NARROW NO-BREAK SPACE
 *   U+205F          MEDIUM MATHEMATICAL SPACE
 *   U+3000          IDEOGRAPHIC SPACE
 *
 * This is NOT JavaScript's `\s` / `String.prototype.trim()` set: JS also
 * treats U+FEFF (BOM / ZWNBSP) as whitespace and does not treat U+001C..U+001F
 * or U+0085 as whitespace. U+180E and U+200B are whitespace in neither.
 * test/text/fingerprint.test.ts checks `isPythonSpace` against the set Python
 * emits into test/vectors/fingerprints.json for every code point.
 *
 * All members are BMP, non-surrogate code points, so the code-unit regexps
 * below (no `u` flag) are exact and leave lone surrogates alone.
 */
/** Character class body for the Python whitespace set. */
const WS_CLASS = '\\t-\\r\\x1c-\\x20\\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000';
/** Same set without U+0020. */
const WS_CLASS_NO_SPACE = '\\t-\\r\\x1c-\\x1f\\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000';
/**
 * Every maximal whitespace run that is not already exactly one U+0020:
 * runs of two or more, or a single non-U+0020 whitespace code unit. Lone
 * spaces (the common case) are not matched, so already-normal text costs one
 * scan and no allocation.
 */
const WS_RUN_TO_REPLACE = new RegExp(`[${WS_CLASS}]{2,}|[${WS_CLASS_NO_SPACE}]`, 'g');
/** `str.isspace()` for a single code point (CPython 3.11 / Unicode 14.0). */
function isPythonSpace(codePoint) {
    if (codePoint <= 0x20) {
        return codePoint === 0x20 || (codePoint >= 0x09 && codePoint <= 0x0d) || codePoint >= 0x1c;
    }
    if (codePoint < 0x85)
        return false;
    if (codePoint === 0x85 || codePoint === 0xa0)
        return true;
    if (codePoint < 0x1680)
        return false;
    return (codePoint === 0x1680 ||
        (codePoint >= 0x2000 && codePoint <= 0x200a) ||
        codePoint === 0x2028 ||
        codePoint === 0x2029 ||
        codePoint === 0x202f ||
        codePoint === 0x205f ||
        codePoint === 0x3000);
}
/**
 * Python `" ".join(text.split())`: every run of whitespace becomes one
 * U+0020 and whitespace at both ends is removed. Equivalently,
 * `re.sub(WS + "+", " ", text).strip()`.
 */
function collapseWhitespace(text) {
    const replaced = text.replace(WS_RUN_TO_REPLACE, ' ');
    // After the replace, leading/trailing whitespace is at most one U+0020 each.
    let start = 0;
    let end = replaced.length;
    if (end > 0 && replaced.charCodeAt(0) === 0x20)
        start = 1;
    if (end > start && replaced.charCodeAt(end - 1) === 0x20)
        end -= 1;
    return start === 0 && end === replaced.length ? replaced : replaced.slice(start, end);
}
/**
 * Python `text.strip()` with no arguments. Implemented as a linear scan
 * (an anchored `[ws]+$` regexp is quadratic on long interior whitespace runs).
 */
function trimPythonWhitespace(text) {
    let start = 0;
    let end = text.length;
    while (start < end && isPythonSpace(text.charCodeAt(start)))
        start++;
    while (end > start && isPythonSpace(text.charCodeAt(end - 1)))
        end--;
    return start === 0 && end === text.length ? text : text.slice(start, end);
}


/***/ })

};
