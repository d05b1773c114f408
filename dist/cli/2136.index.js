(function (__citegate_import_meta_url, __WEBPACK_EXTERNAL_createRequire) { 'use strict'; return { id: 2136,
ids: [2136],
modules: {

/***/ 9027:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

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
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

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

/***/ 7687:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

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
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {


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

/***/ 2624:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ SNIPPET_SEPARATOR)
/* harmony export */ });
// How a source's snippets become one excerpt, shared by the STORM, Co-STORM and Markdown readers.
// Its own module so that the Markdown reader (run in a reader process) does not load the STORM
// reader, and with it zod and the file search, to read one constant.
/** Snippets become one excerpt, each its own paragraph: the excerpt is what is fingerprinted. */
const SNIPPET_SEPARATOR = '\n\n';


/***/ })

} };
})
