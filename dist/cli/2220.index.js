(function (__citegate_import_meta_url, __WEBPACK_EXTERNAL_createRequire) { 'use strict'; return { id: 2220,
ids: [2220],
modules: {

/***/ 2220:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  failedRunStub: () => (/* binding */ failedRunStub),
  readMarkdown: () => (/* binding */ readMarkdown)
});

// UNUSED EXPORTS: DIALECTS, numberingGaps

// EXTERNAL MODULE: ./src/text/fingerprint.ts
var fingerprint = __webpack_require__(739);
// EXTERNAL MODULE: ./src/text/truncate.ts
var truncate = __webpack_require__(3377);
// EXTERNAL MODULE: ./src/formats/positions.ts
var positions = __webpack_require__(1592);
// EXTERNAL MODULE: ./src/formats/sentences/article.ts
var article = __webpack_require__(7687);
// EXTERNAL MODULE: ./src/formats/sentences/segment.ts + 1 modules
var segment = __webpack_require__(3459);
// EXTERNAL MODULE: ./src/formats/snippets.ts
var snippets = __webpack_require__(2624);
// EXTERNAL MODULE: ./src/formats/markdown/dialects.ts
var dialects = __webpack_require__(5513);
;// CONCATENATED MODULE: ./src/formats/markdown/census.ts

const REASON_WORDS = {
    no_list: 'there is no source list it could index',
    out_of_range: 'no source list in reach has this number',
    hidden_character: 'it holds a hidden character',
    unknown_syntax: 'its syntax is not one citegate reads',
    non_http_target: 'it links to a target that is not an http(s) page',
    ambiguous: 'it may be a citation marker or part of the text',
    conflicting_lists: 'two source lists give this number to different sources',
    not_in_export: 'it names a search result by ID and the file holds no URL for it',
    hostname_pill: "it is a ChatGPT citation pasted as its site's name: the page it cited is not in the file",
};
/** Every citation-like mark of one report: counted as bound, or kept as unread with its reason. */
class Census {
    seenCount = 0;
    boundCount = 0;
    unreadMarks = [];
    bound(count = 1) {
        this.seenCount += count;
        this.boundCount += count;
    }
    unread(mark) {
        this.seenCount++;
        this.unreadMarks.push(mark);
    }
    get marks() {
        return this.unreadMarks;
    }
    counts() {
        return { seen: this.seenCount, bound: this.boundCount, unread: this.unreadMarks.length };
    }
    /**
     * One `unread_marker` notice per unread mark. Its identity (`subject`) is the mark as written
     * and where it stands (the claim's ID, which follows the sentence's text, not its line), with
     * a count when the same mark stands twice in one place.
     */
    notices(at) {
        const seen = new Map();
        const notices = [];
        for (const mark of this.unreadMarks) {
            // "5 of [4, 5]" names the number of a group; a mark that is one number is shown as written ("[5]").
            const alone = mark.label === undefined || mark.written.replace(/[[\]^\s]/g, '') === mark.label;
            const which = alone ? mark.written : `${mark.label} of ${mark.written}`;
            let subject = `${which} in ${mark.where ?? 'the text'}`;
            const repeat = (seen.get(subject) ?? 0) + 1;
            seen.set(subject, repeat);
            if (repeat > 1)
                subject = `${subject} (${repeat})`;
            notices.push({
                code: 'unread_marker',
                message: `citation mark ${quoteMark(which)} could not be read: ${REASON_WORDS[mark.reason]}${mark.detail ? ` (${mark.detail})` : ''}`,
                ...at(mark.offset),
                subject,
            });
        }
        return notices;
    }
}
/** The mark shown with its hidden characters named: "[1<U+200B>]". */
function quoteMark(written) {
    const shown = written.replace(HIDDEN_GLOBAL, (char) => `<U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}>`);
    return `"${(0,truncate/* truncate */.x)(shown, 80)}"`;
}
/** Zero-width characters, the word joiner and invisible operators, the BOM, and bidi controls. */
const HIDDEN = /[\u00AD\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/u;
const HIDDEN_GLOBAL = new RegExp(HIDDEN.source, 'gu');
/** The first hidden character of a mark, named: "U+200B". */
function hiddenName(written) {
    const char = HIDDEN.exec(written)?.[0] ?? '';
    return `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
}

;// CONCATENATED MODULE: ./src/formats/markdown/offsets.ts
// A text node's value is its source with escapes, entities and container prefixes (`> `, a list
// item's indent) taken out, so a character of the value is found in the source by walking both.
/**
 * Each character's offset in the source: from the places the parser gave the node (./parse.ts,
 * exact and linear), else found by walking the source (a text node made from a slice of it).
 */
function textOffsets(node, source) {
    const runs = node.data?.runs;
    const start = node.position?.start.offset ?? 0;
    if (runs === undefined)
        return alignOffsets(node.value, source, start, node.position?.end.offset ?? start + node.value.length);
    const offsets = new Array(node.value.length);
    for (let run = 0; run < runs.length; run += 3) {
        const at = runs[run];
        const end = run + 3 < runs.length ? runs[run + 3] : node.value.length;
        const offset = runs[run + 1];
        const last = runs[run + 2] - 1;
        for (let i = at; i < end; i++)
            offsets[i] = offset + Math.min(i - at, last);
    }
    return offsets;
}
/** For each character of `value`, its offset in `source` between `start` and `end`. */
function alignOffsets(value, source, start, end) {
    const offsets = new Array(value.length);
    let at = start;
    for (let i = 0; i < value.length; i++) {
        const char = value[i];
        let probe = at;
        // Skip what the value does not hold (a backslash, `> `, indentation, an entity's tail) up to the next match.
        while (probe < end && source[probe] !== char)
            probe++;
        if (probe < end) {
            offsets[i] = probe;
            at = probe + 1;
        }
        else
            offsets[i] = Math.min(at, Math.max(start, end - 1));
    }
    return offsets;
}

// EXTERNAL MODULE: ./src/text/http-url.ts
var http_url = __webpack_require__(3831);
;// CONCATENATED MODULE: ./src/formats/markdown/url-identity.ts
// One source, however its URL is written: the identity two citations share when they name the
// same page. Tracking parameters (utm_*, srsltid, fbclid, gclid …), a text fragment (#:~:text=)
// and a trailing slash make no other page, so they are dropped for identity; the URL as the
// report writes it is kept for display.

// Parameters that only say where a click came from. `srsltid` is Google Shopping's; `utm_*` any campaign's.
const TRACKING = /^(?:utm_[a-z_]+|srsltid|fbclid|gclid|dclid|gbraid|wbraid|msclkid|mc_cid|mc_eid|_hsenc|_hsmi|igshid|yclid|twclid|ref_src)$/i;
/** The identity of an http(s) URL, or null for anything that does not parse as one. */
function urlIdentity(raw) {
    const url = (0,http_url/* httpUrl */.q)(raw.trim());
    if (url === null)
        return null;
    for (const name of [...url.searchParams.keys()])
        if (TRACKING.test(name))
            url.searchParams.delete(name);
    // A text fragment only scrolls to a passage; other fragments are kept (a fragment can name a section of a one-page site).
    if (url.hash.startsWith('#:~:'))
        url.hash = '';
    url.hash = url.hash === '#' ? '' : url.hash;
    let text = url.href;
    if (url.search === '' && url.hash === '' && url.pathname.length > 1 && url.pathname.endsWith('/'))
        text = text.slice(0, -1);
    else if (url.search === '' && url.hash === '' && url.pathname === '/')
        text = text.slice(0, -1);
    return text;
}
/** True for an absolute URL with a scheme other than http(s) (mailto:, ftp:, file:, javascript:). */
function isOtherScheme(raw) {
    return /^[a-z][a-z0-9+.-]*:/i.test(raw.trim()) && !/^https?:/i.test(raw.trim());
}
/**
 * The passage a text fragment quotes (`#:~:text=start,end`, as ChatGPT deep research and
 * o3-deep-research link their citations): what the report says the page holds. A range gives its
 * two ends with an ellipsis between; a prefix (`prefix-,`) and a suffix (`,-suffix`) only place it
 * and are left out. Several directives are joined. Null without one, or when it does not decode.
 */
function textFragmentQuote(raw) {
    const at = raw.indexOf('#:~:');
    if (at === -1)
        return null;
    const passages = [];
    for (const directive of raw.slice(at + 4).split('&')) {
        if (!directive.startsWith('text='))
            continue;
        const parts = directive.slice(5).split(',');
        if (parts.length > 1 && parts[0]?.endsWith('-'))
            parts.shift();
        if (parts.length > 1 && parts[parts.length - 1]?.startsWith('-'))
            parts.pop();
        try {
            const decoded = parts.map((part) => decodeURIComponent(part).replace(/\s+/g, ' ').trim()).filter(Boolean);
            if (decoded.length > 0)
                passages.push(decoded.join(' … '));
        }
        catch {
            // A malformed escape: no passage from this directive.
        }
    }
    return passages.length === 0 ? null : passages.join(' … ');
}

;// CONCATENATED MODULE: ./src/formats/markdown/inline.ts




/** A label as lists and markers are matched: case-insensitive, "03" as "3". */
function normaliseLabel(label) {
    const trimmed = label.trim().toLowerCase();
    return /^\d+$/.test(trimmed) ? String(Number.parseInt(trimmed, 10)) : trimmed;
}
// [^4], [3], [1, 2], [1-3], [1_2] (a Perplexity thread's number), [3a] (an entry added between [3] and [4]); ChatGPT's  cite  turn0search3  … ,
// other private-use objects, 【12†L3-L9】, and "citeturn0search3turn0search4" where a copy lost the private-use characters.
const TEXT_MARKER = /\[\^([\w.-]+(?:\s*,\s*\^?[\w.-]+)*)\]|\[(\d{1,4}(?:_\d{1,4})?(?:\s*[,;–-]\s*\d{1,4}(?:_\d{1,4})?)*)\]|\uE200cite\uE202([^\uE201]*)\uE201|\uE200([a-z_]+)\uE202([^\uE201]*)\uE201|【([^】]*?)】|\bcite((?:turn\d+[a-z_]+\d+)+)|\[(\d{1,4}[a-z])\]|\[cite:\s*(\d{1,4}(?:\s*[,–-]\s*\d{1,4})*)\s*\]|\[cite_(?:start|end)\]|(\[\^?(?=[^\]\n]{0,40}\d)(?=[^\]\n]{0,40}[\u00AD\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF])[\d\s,–\-^\u00AD\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]{1,40}\])|(\[[A-Za-z][A-Za-z_ ]{1,20}:\s*\d{1,4}(?:\s*,\s*\d{1,4})*\s*\])/gu;
// Gemini: "parameters.5", "the tractor".1", "by 15%.3" (a non-digit, a full stop, digits);
// "2030.25" (a year then digits); "3.5.12" (a decimal then a second point); "Blender13." (letters then digits).
const GLUED = /(?<=([\p{L}"”’')\]*%]+))([.,;:])(\d{1,3})(?=\s|$)|(?<![\d.])\b((?:19|20)\d{2})\.(\d{1,3})(?=\s|$)|(?<![\d.])\b(\d+\.\d+)\.(\d{1,3})(?=\s|$)|(?<=\p{Ll})(\d{1,3})(?=[.,;:](?:\s|$)|$)/gu;
// Words that carry a number of their own ("mp3", "ipv6", "phase2"): never a glued marker.
const NAMED_WITH_NUMBER = /^(?:mp|ipv|utf|sha|md|arm|python|gpt|llama|qwen|gemma|phi|covid|web|html|http|php|es|win|ios|macos|ubuntu|debian|centos|fedora|grade|level|class|tier|type|version|model|step|phase|part|chapter|section|figure|table|page|item|room|route|area|zone|stage|round|season|episode|series)$/;
// A line of a paragraph (not its first) that is only a host name, with ChatGPT's "+2" for more sources.
const PILL = /(?<=\n)[ \t]*((?:[a-z0-9-]+\.)+[a-z]{2,}(?:[ \t]*\+\d+)?)[ \t]*(?=\n|$)/g;
// "package.json", "README.md" on a line of their own are files, not sites.
const FILE_NAME = /\.(?:md|json|html?|js|mjs|cjs|ts|tsx|py|txt|csv|ya?ml|xml|pdf|png|jpe?g|gif|svg|sh|toml|lock|css|ipynb|rs|go|java|rb|zip|gz|tar)(?:[ \t]*\+\d+)?$/i;
const PAREN_OPEN = /\(\s*$/;
const PAREN_CLOSE = /^\s*\)/;
const GROUP_SEPARATOR = /^\s*(?:[;,]|and)?\s*$/;
const NUMBER_LABEL = /^\s*\[?\s*\^?\s*(\d{1,4})\s*\]?\s*$/;
/** A node's text, its descendants' values in order: walked with a stack, not by recursion over the input's depth. */
function plain(node) {
    let text = '';
    const stack = [node];
    while (stack.length > 0) {
        const next = stack.pop();
        if (typeof next.value === 'string')
            text += next.value;
        else if (Array.isArray(next.children))
            for (let index = next.children.length - 1; index >= 0; index--)
                stack.push(next.children[index]);
    }
    return text;
}
/**
 * `[northport.example](https://northport.example/tram)`, Perplexity's `[surgitech](http://surgitech.net/…)`
 * and `[nature +2](…)`: a link named by its site (the host, or its name without the domain's
 * ending) is a citation, not words of the sentence.
 */
function isHostLabel(text, url) {
    let host;
    try {
        host = new URL(url).hostname.replace(/^www\./, '').toLowerCase();
    }
    catch {
        return false;
    }
    const label = text
        .trim()
        .toLowerCase()
        .replace(/\s*\+\d+$/, '')
        .replace(/^www\./, '');
    if (label === '')
        return false;
    const parts = host.split('.');
    // "doc-market.eu" → "doc-market"; "en.wikipedia.org" → "en.wikipedia", "wikipedia".
    const names = [host, parts.slice(0, -1).join('.'), parts[parts.length - 2] ?? ''];
    return names.includes(label);
}
// A sentence's end, then spaces, at the end of the text before a link: "…in the U.S. [The Straits Times](…)".
const SENTENCE_END_BEFORE = /[.!?…。]["”’)\]]*[ \t]+$/u;
// What may follow a link that closes a sentence: nothing, a line's end, the next sentence, another link.
const AFTER_CITING_LINK = /^(?:[ \t]*$|[ \t]*[.;,]?[ \t]*\n|[ \t]+[\p{Lu}\p{N}"“([])/u;
/**
 * Links standing alone after a sentence's full stop, alone or in a run ("… U.S. [A](…) [B](…)"):
 * they cite that sentence (Perplexity's and ChatGPT's copied pills). One pass over the siblings.
 */
function closingLinks(children) {
    const closing = new Set();
    let index = 0;
    while (index < children.length) {
        if (children[index]?.type !== 'link') {
            index++;
            continue;
        }
        const first = index;
        let last = index;
        while (children[last + 2]?.type === 'link' &&
            children[last + 1]?.type === 'text' &&
            /^[ \t]*$/.test(children[last + 1].value))
            last += 2;
        index = last + 1;
        const before = children[first - 1];
        if (before?.type !== 'text' || !SENTENCE_END_BEFORE.test(before.value))
            continue;
        const after = children[last + 1];
        if (after === undefined || after.type === 'break' || (after.type === 'text' && AFTER_CITING_LINK.test(after.value)))
            for (let link = first; link <= last; link += 2)
                closing.add(link);
    }
    return closing;
}
// "nature.com", "en.wikipedia.org": a site's name as a citation's text.
const HOST_LIKE = /^(?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}$/i;
/** A target as the notice shows it: a script or data URL cut short. */
function shortTarget(url) {
    return (0,truncate/* truncate */.x)(url.replace(/\s+/g, ' '), 60);
}
function quoteOf(url) {
    const quote = textFragmentQuote(url);
    return quote === null ? {} : { quote };
}
function isHttp(url) {
    return /^https?:\/\//i.test(url.trim());
}
/** A link or reference link that may stand in a citation group. */
function citingLink(node, context) {
    if (node.type === 'link')
        return isHttp(node.url);
    if (node.type === 'linkReference')
        return /^\d+$/.test(normaliseLabel(node.identifier)) || context.definitions.has(normaliseLabel(node.identifier));
    return false;
}
/** `( link [; link]* )`: the index of the `)` text node, or -1. */
function groupEnd(children, from, context) {
    let index = from;
    for (;;) {
        const link = children[index];
        if (!link || !citingLink(link, context))
            return -1;
        const next = children[index + 1];
        if (next?.type !== 'text')
            return -1;
        if (PAREN_CLOSE.test(next.value))
            return index + 1;
        if (!GROUP_SEPARATOR.test(next.value))
            return -1;
        index += 2;
    }
}
function flattenInline(children, context) {
    const flat = { text: '', origin: [], markers: [] };
    const text = { parts: [], length: 0 };
    building.set(flat, text);
    walk(children, context, flat);
    flat.text = text.parts.join('');
    building.delete(flat);
    return flat;
}
/**
 * The text of a Flat being built, in pieces joined once at the end: cutting the whole string
 * back at every marker was quadratic in a paragraph of many markers.
 */
const building = new WeakMap();
/** A marker stands where it was written, without the space before it: "a record [1]." reads "a record.". */
function addMarker(flat, marker) {
    const text = building.get(flat);
    if (!marker.ambiguous) {
        for (let last = text.parts[text.parts.length - 1]; last !== undefined; last = text.parts[text.parts.length - 1]) {
            let end = last.length;
            while (end > 0 && (last[end - 1] === ' ' || last[end - 1] === '\t'))
                end--;
            text.length -= last.length - end;
            flat.origin.length = text.length;
            if (end > 0) {
                if (end < last.length)
                    text.parts[text.parts.length - 1] = last.slice(0, end);
                break;
            }
            text.parts.pop();
        }
    }
    flat.markers.push({ at: text.length, ...marker });
}
function emit(flat, value, offsets, from = 0, to = value.length) {
    if (to <= from)
        return;
    const text = building.get(flat);
    // A soft line break inside a paragraph is a space: a wrapped line does not end a sentence.
    text.parts.push(value.slice(from, to).replace(/[\n\r]/g, ' '));
    text.length += to - from;
    for (let i = from; i < to; i++)
        flat.origin.push(offsets[i] ?? offsets[offsets.length - 1] ?? 0);
}
function start(node) {
    return node.position?.start.offset ?? 0;
}
// <span style="display:none">: GitHub's sanitizer removes the style attribute, so what the span
// holds is shown on GitHub like the rest of the paragraph.
const HIDDEN_SPAN = /^<span\b[^>]*display\s*:\s*none/i;
const SPAN_CLOSE = /^<\/span>/i;
const FOOTNOTE_MARKS = /^(?:\s*\[\^[\w.-]+\])*\s*$/;
/**
 * Perplexity's hidden list of every footnote, `<span style="display:none">[^1][^2]…</span>` at a
 * paragraph's end: the span's index among the siblings and its closing tag's, or null. Only a
 * span on a line of its own, that holds nothing but footnote marks and that nothing but white
 * space follows, is one: any other hidden span is read as GitHub shows it, its marks as citations.
 */
function footnoteIndex(children, open) {
    // Perplexity writes the span on a line of its own; on the line of a sentence, its marks cite it.
    const before = children[open - 1];
    if (before && before.type !== 'break' && !(before.type === 'text' && /\n\s*$/.test(before.value)))
        return null;
    let close = open + 1;
    for (; close < children.length; close++) {
        const node = children[close];
        if (node.type === 'html' && SPAN_CLOSE.test(node.value))
            break;
        if (node.type === 'footnoteReference')
            continue;
        if (node.type === 'text' && FOOTNOTE_MARKS.test(node.value))
            continue;
        if (node.type === 'break')
            continue;
        return null;
    }
    if (close >= children.length || close === open + 1)
        return null;
    for (let after = close + 1; after < children.length; after++) {
        const node = children[after];
        if (node.type === 'break' || (node.type === 'text' && /^\s*$/.test(node.value)))
            continue;
        return null;
    }
    return close;
}
function walk(children, context, flat) {
    // Characters to drop from a text node: a group's "(" at its end, its ")" at the start of the next.
    const trimEnd = new Map();
    const trimStart = new Map();
    const inGroup = new Set();
    const closing = closingLinks(children);
    children.forEach((node, index) => {
        if (node.type !== 'text' || !PAREN_OPEN.test(node.value))
            return;
        const close = groupEnd(children, index + 1, context);
        if (close === -1)
            return;
        const open = /\s*\(\s*$/.exec(node.value);
        trimEnd.set(index, open[0].length);
        trimStart.set(close, PAREN_CLOSE.exec(children[close].value)[0].length);
        for (let link = index + 1; link < close; link += 2)
            inGroup.add(link);
        for (let separator = index + 2; separator < close; separator += 2)
            trimStart.set(separator, children[separator].value.length);
    });
    // The marks of Perplexity's hidden footnote list are flagged as its index, never dropped.
    let indexEnd = -1;
    let indexFrom = 0;
    children.forEach((node, index) => {
        if (index === indexEnd) {
            for (let marker = indexFrom; marker < flat.markers.length; marker++)
                flat.markers[marker].index = true;
            indexEnd = -1;
        }
        if (node.type === 'html') {
            if (indexEnd === -1 && HIDDEN_SPAN.test(node.value)) {
                indexEnd = footnoteIndex(children, index) ?? -1;
                indexFrom = flat.markers.length;
            }
            return;
        }
        switch (node.type) {
            case 'text': {
                const offsets = textOffsets(node, context.source);
                const from = trimStart.get(index) ?? 0;
                const to = node.value.length - (trimEnd.get(index) ?? 0);
                // "![][image47].22", "**bold**.5": what stands before the stop is another node, not a letter.
                const afterNode = index > 0 && children[index - 1]?.type !== 'text' && children[index - 1]?.type !== 'break';
                if (from < to)
                    scanText(node.value, offsets, from, to, context, flat, afterNode);
                return;
            }
            case 'inlineCode': {
                // Code is quoted, never a citation: kept as the sentence's words, not scanned for markers.
                const at = start(node) + 1;
                emit(flat, node.value, Array.from(node.value, (_, i) => at + i));
                return;
            }
            case 'break':
                emit(flat, ' ', [start(node)]);
                return;
            case 'footnoteReference':
                addMarker(flat, {
                    offset: start(node),
                    syntax: 'footnote',
                    label: normaliseLabel(node.identifier),
                    written: `[^${node.label ?? node.identifier}]`,
                });
                return;
            case 'linkReference': {
                const label = normaliseLabel(node.identifier);
                if (/^\d+$/.test(label) || inGroup.has(index)) {
                    // ChatGPT's ([host][3]): the reference definition [3] is the source; the host is not part of the sentence.
                    const url = context.definitions.get(label);
                    if (/^\d+$/.test(label))
                        addMarker(flat, {
                            offset: start(node),
                            syntax: 'reference',
                            label,
                            // As written: `[text][3]`, `[3][]` or `[3]` (not "[3][3]").
                            written: node.referenceType === 'full'
                                ? `[${plain(node)}][${node.label ?? node.identifier}]`
                                : `[${node.label ?? node.identifier}]${node.referenceType === 'collapsed' ? '[]' : ''}`,
                        });
                    else if (url)
                        addMarker(flat, { offset: start(node), syntax: 'link', url, written: url });
                    return;
                }
                walk(node.children, context, flat);
                const url = context.definitions.get(label);
                if (url && isHttp(url))
                    addMarker(flat, { offset: start(node), syntax: 'link', url, written: url });
                return;
            }
            case 'link': {
                if (!isHttp(node.url)) {
                    const text = plain(node);
                    // [2](javascript:…), [5](#ref-5), [[5]](#cite_note-5): a citation's shape with nothing to fetch behind it.
                    if (NUMBER_LABEL.test(text) || HOST_LIKE.test(text.trim()))
                        addMarker(flat, {
                            offset: start(node),
                            syntax: 'link',
                            written: `[${text}](${node.url})`,
                            unread: {
                                reason: 'non_http_target',
                                detail: node.url === '' ? 'an empty target' : shortTarget(node.url),
                            },
                        });
                    else
                        walk(node.children, context, flat);
                    return;
                }
                const text = plain(node);
                const number = NUMBER_LABEL.exec(text);
                // A ChatGPT citation copied from its UI links the page with the quoted passage as a text fragment.
                const fragment = node.url.includes('#:~:text=');
                if (number || inGroup.has(index) || isHostLabel(text, node.url) || fragment || closing.has(index)) {
                    // [3](url), [\[3\]](url) (DOCX), a group ([Site, 2024](url); …): the link is the marker.
                    addMarker(flat, {
                        offset: start(node),
                        syntax: 'link',
                        url: node.url,
                        written: number ? `[${text}](${node.url})` : node.url,
                        ...(number ? { label: normaliseLabel(number[1]) } : {}),
                        ...quoteOf(node.url),
                    });
                    return;
                }
                // A link in running text keeps its words and cites its page.
                walk(node.children, context, flat);
                addMarker(flat, { offset: start(node), syntax: 'link', url: node.url, written: node.url });
                return;
            }
            case 'image':
            case 'imageReference':
            case 'footnoteDefinition':
                return;
            default:
                if ('children' in node)
                    walk(node.children, context, flat);
        }
    });
}
/** A text node's value, its markers taken out. */
function scanText(value, offsets, from, to, context, flat, afterNode = false) {
    const part = value.slice(0, to);
    let kept = from;
    const found = [];
    TEXT_MARKER.lastIndex = from;
    for (let match = TEXT_MARKER.exec(part); match; match = TEXT_MARKER.exec(part)) {
        const offset = offsets[match.index] ?? 0;
        const [written, footnote, numbers, cite, objectKind, objectBody, export_, stripped, lettered, citeNumbers, hidden, unknown,] = match;
        if (citeNumbers !== undefined) {
            // Gemini through the API: "[cite: 1, 2, 3]", numbers of its Sources list.
            found.push({
                index: match.index,
                length: written.length,
                markers: expandNumbers(citeNumbers).map((label) => ({ offset, syntax: 'cite', label, written })),
            });
            continue;
        }
        if (written.startsWith('[cite_')) {
            // "[cite_start]" opens the span a later [cite: n] cites: no mark and no words of the sentence.
            found.push({ index: match.index, length: written.length, markers: [] });
            continue;
        }
        if (hidden !== undefined) {
            found.push({
                index: match.index,
                length: written.length,
                markers: [
                    {
                        offset,
                        syntax: 'bracket',
                        written,
                        unread: { reason: 'hidden_character', detail: `${hiddenName(written)} inside the brackets` },
                    },
                ],
            });
            continue;
        }
        if (unknown !== undefined) {
            found.push({
                index: match.index,
                length: written.length,
                markers: [{ offset, syntax: 'bracket', written, unread: { reason: 'unknown_syntax', detail: '' } }],
            });
            continue;
        }
        // [^3], and Jina's and others' groups [^1, ^2] and [^1,^2]: one marker each.
        if (footnote !== undefined)
            found.push({
                index: match.index,
                length: written.length,
                markers: footnote.split(',').map((piece) => ({
                    offset,
                    syntax: 'footnote',
                    label: normaliseLabel(piece.replace(/^\s*\^?/, '')),
                    written,
                })),
            });
        else if (numbers !== undefined) {
            // "sizes: [2, 4, 8, 16, 32]", "D=[3,6,9]": a list of values in the sentence, never a citation.
            if (isValueList(part, match.index, numbers, context))
                continue;
            // "[1876]": a year in brackets, unless a list numbers its sources that far.
            if (/^\d{4}$/.test(numbers) && !context.labelled?.(normaliseLabel(numbers)))
                continue;
            found.push({
                index: match.index,
                length: written.length,
                markers: expandNumbers(numbers).map((label) => ({ offset, syntax: 'bracket', label, written })),
            });
        }
        else if (cite !== undefined) {
            const ids = cite.split('\uE202').filter((id) => id.trim() !== '');
            found.push({
                index: match.index,
                length: written.length,
                markers: (ids.length > 0 ? ids : ['cite']).map((id) => ({
                    offset,
                    syntax: 'export',
                    label: id.trim(),
                    written: id.trim(),
                })),
            });
        }
        else if (objectKind !== undefined) {
            // entity["organization","Name",…] shows its name; image groups and the like show nothing.
            found.push({
                index: match.index,
                length: written.length,
                markers: [],
                replacement: objectKind === 'entity' ? entityName(objectBody ?? '') : '',
            });
        }
        else if (stripped !== undefined) {
            found.push({
                index: match.index,
                length: written.length,
                markers: (stripped.match(/turn\d+[a-z_]+\d+/g) ?? []).map((id) => ({
                    offset,
                    syntax: 'export',
                    label: id,
                    written: id,
                })),
            });
        }
        else if (export_ !== undefined) {
            found.push({
                index: match.index,
                length: written.length,
                markers: [{ offset, syntax: 'export', label: export_, written }],
            });
        }
        else if (lettered !== undefined && context.labelled?.(normaliseLabel(lettered))) {
            // Otherwise "[7b]" is the sentence's own text (a footnote mark, an item of a list).
            found.push({
                index: match.index,
                length: written.length,
                markers: [{ offset, syntax: 'bracket', label: normaliseLabel(lettered), written }],
            });
        }
    }
    // ChatGPT's citation pills pasted as their site's name, each on a line of its own inside the paragraph.
    PILL.lastIndex = from;
    for (let match = PILL.exec(part); match; match = PILL.exec(part)) {
        const host = match[1];
        if (FILE_NAME.test(host))
            continue;
        const index = match.index + match[0].indexOf(host);
        found.push({
            index,
            length: match[0].length - (index - match.index),
            markers: [
                {
                    offset: offsets[index] ?? 0,
                    syntax: 'export',
                    label: host,
                    written: host,
                    unread: { reason: 'hostname_pill', detail: '' },
                },
            ],
        });
    }
    if (context.gluedDigits)
        found.push(...gluedDigits(part, offsets, from, context, afterNode).filter((glued) => !found.some((other) => glued.index < other.index + other.length && other.index < glued.index + glued.length)));
    found.sort((a, b) => a.index - b.index);
    for (const item of found) {
        emit(flat, value, offsets, kept, item.index);
        for (const marker of item.markers)
            addMarker(flat, marker);
        if (item.replacement)
            emit(flat, item.replacement, Array.from(item.replacement, () => offsets[item.index] ?? 0));
        kept = item.index + item.length;
    }
    emit(flat, value, offsets, kept, to);
}
/**
 * A bracketed group of numbers that is a list of values, not citations: after "=" or ":"; three
 * or more numbers, half of them beyond the highest source number; or, in a report that numbers no
 * source, written without spaces ("[3,4,7]") or not in increasing order ("[16, 8, 16, 16, 32]").
 * A single "[3]" is always a citation mark.
 */
function isValueList(text, index, numbers, context) {
    let before = index - 1;
    while (before >= 0 && (text[before] === ' ' || text[before] === '\t'))
        before--;
    if (text[before] === '=' || text[before] === ':')
        return true;
    if (!/[,;–-]/.test(numbers))
        return false;
    if (context.numbered !== false) {
        // "[2, 4, 8, 16, 32]" where the sources are numbered to 4: most of it beyond the list, values.
        const highest = context.highest ?? 0;
        const values = numbers.split(/\s*[,;–-]\s*/).map(Number);
        return values.length >= 3 && values.filter((value) => value > highest).length * 2 >= values.length;
    }
    if (/[,;]\S/.test(numbers))
        return true;
    const values = numbers.split(/\s*[,;–-]\s*/).map(Number);
    return values.some((value, at) => at > 0 && value <= values[at - 1]);
}
function expandNumbers(written) {
    const labels = [];
    // "[1, 2]", and AutoSurvey's "[16; 17]".
    for (const piece of written.split(/[,;]/)) {
        const range = /^\s*(\d+)\s*[–-]\s*(\d+)\s*$/.exec(piece);
        if (piece.includes('_')) {
            labels.push(normaliseLabel(piece));
            continue;
        }
        if (range) {
            const first = Number(range[1]);
            const last = Number(range[2]);
            // A range of sources ([3-5]); a backwards or very long one is read as its two ends.
            if (last >= first && last - first <= 50)
                for (let n = first; n <= last; n++)
                    labels.push(String(n));
            else
                labels.push(String(first), String(last));
        }
        else
            labels.push(normaliseLabel(piece));
    }
    return labels;
}
function entityName(body) {
    try {
        const parsed = JSON.parse(body);
        if (Array.isArray(parsed) && typeof parsed[1] === 'string')
            return parsed[1];
    }
    catch {
        // Not JSON: nothing readable to show.
    }
    return '';
}
/**
 * Gemini's glued digits. Bound as a marker only where the digits name a listed entry and reading
 * them as part of the text is implausible (after a letter and a full stop; a year followed by
 * more digits; a decimal with a second point). Digits glued to a word ("Blender13.") that name
 * an entry, and the implausible shapes that name none, are ambiguous: reported, left in the text.
 */
function gluedDigits(text, offsets, from, context, afterNode) {
    const found = [];
    const leading = afterNode && from === 0 ? /^([.,;:])(\d{1,3})(?=\s|$)/.exec(text) : null;
    if (leading) {
        const label = normaliseLabel(leading[2]);
        // As after a word: bound where listed, else ambiguous.
        const index = 1;
        const marker = context.listed(label)
            ? { offset: offsets[index] ?? 0, syntax: 'glued', label, written: leading[0] }
            : {
                offset: offsets[index] ?? 0,
                syntax: 'glued',
                label,
                written: leading[0],
                ambiguous: `"${leading[0]}" reads as marker ${label}, which Works cited does not list`,
            };
        found.push({ index, length: marker.ambiguous ? 0 : leading[2].length, markers: [marker] });
    }
    GLUED.lastIndex = from;
    for (let match = GLUED.exec(text); match; match = GLUED.exec(text)) {
        const [, before, , afterStop, year, afterYear, decimal, afterDecimal, afterWord] = match;
        const digits = (afterStop ?? afterYear ?? afterDecimal ?? afterWord);
        const index = match.index + match[0].length - digits.length;
        const offset = offsets[index] ?? 0;
        const label = normaliseLabel(digits);
        const listed = context.listed(label);
        const written = afterWord === undefined
            ? match[0]
            : `${/[\p{L}\p{N}]*$/u.exec(text.slice(0, match.index))?.[0] ?? ''}${afterWord}`;
        if (afterWord !== undefined) {
            // In a report whose markers are glued to words, a lower-case word's digits that name a listed source are one.
            const word = written.slice(0, written.length - afterWord.length);
            if (listed && context.gluedWords && /^\p{Ll}{3,}$/u.test(word) && !NAMED_WITH_NUMBER.test(word)) {
                found.push({ index, length: digits.length, markers: [{ offset, syntax: 'glued', label, written }] });
                continue;
            }
            if (listed)
                found.push({
                    index,
                    length: 0,
                    markers: [
                        {
                            offset,
                            syntax: 'glued',
                            label,
                            written,
                            ambiguous: `"${written}" may be a name with a number or the word followed by marker ${label}`,
                        },
                    ],
                });
            continue;
        }
        if (listed) {
            found.push({ index, length: digits.length, markers: [{ offset, syntax: 'glued', label, written }] });
            continue;
        }
        // "H.264", "U.S.5": one letter before the stop is an abbreviation or a name, not a sentence's end.
        if (afterStop !== undefined && /^\p{L}$/u.test(before ?? ''))
            continue;
        const why = year !== undefined
            ? `"${written}" may be the year ${year} followed by marker ${label}, which Works cited does not list, or a number`
            : decimal !== undefined
                ? `"${written}" may be ${decimal} followed by marker ${label}, which Works cited does not list`
                : `"${written}" reads as marker ${label}, which Works cited does not list`;
        found.push({ index, length: 0, markers: [{ offset, syntax: 'glued', label, written, ambiguous: why }] });
    }
    return found;
}

// EXTERNAL MODULE: ./src/formats/markdown/parse.ts + 1 modules
var parse = __webpack_require__(3409);
// EXTERNAL MODULE: ./src/formats/markdown/prescan.ts
var prescan = __webpack_require__(7580);
;// CONCATENATED MODULE: ./src/formats/markdown/sources.ts

function offsetOf(node) {
    return node.position?.start.offset ?? 0;
}
function lines(children, source, paragraphStart = 0) {
    const out = [];
    let current = [];
    let currentStart = -1;
    let currentEnd = -1;
    // Where the last node with a position ended: a node made without one (an autolink literal after "[") stands there.
    let reached = paragraphStart;
    const flush = () => {
        if (currentStart !== -1)
            out.push({ nodes: current, start: currentStart, end: Math.max(currentEnd, currentStart) });
        current = [];
        currentStart = -1;
        currentEnd = -1;
    };
    const add = (node, start, end) => {
        current.push(node);
        if (node.type === 'text' && node.value.trim() === '')
            return;
        if (currentStart === -1)
            currentStart = start;
        currentEnd = end;
    };
    for (const node of children) {
        const start = node.position?.start.offset ?? reached;
        const end = node.position?.end.offset ?? reached;
        reached = end;
        if (node.type === 'break')
            flush();
        else if (node.type === 'text' && node.value.includes('\n')) {
            // A soft line break ends an entry: "[1] Title: URL" lines often have none between them. Each
            // piece is found in the source after its line break and the container's prefix ("> ", an
            // indent), in one pass over the node's source.
            const pieces = node.value.split('\n');
            let at = start;
            pieces.forEach((piece, index) => {
                if (index > 0) {
                    flush();
                    while (at < end && source[at] !== '\n')
                        at++;
                    at++;
                    if (piece !== '')
                        while (at < end && source[at] !== piece[0] && source[at] !== '\n')
                            at++;
                }
                const pieceStart = Math.min(at, end);
                if (piece !== '')
                    add({
                        type: 'text',
                        value: piece,
                        position: {
                            start: { line: 0, column: 0, offset: pieceStart },
                            end: { line: 0, column: 0, offset: pieceStart + piece.length },
                        },
                    }, pieceStart, pieceStart + piece.length);
                if (index === 0)
                    at = start + piece.length;
                else
                    at = pieceStart + piece.length;
            });
        }
        else
            add(node, start, end);
    }
    flush();
    return out;
}
// "[3] ", "[^3]: ", "3. ", "3) " at an entry's start.
const LEADING_LABEL = /^\s*(?:\[(\^?)([\w.-]{1,12})\]\s*:?|(\d{1,4})[.)](?=\s))\s*/;
const BARE_URL = /\b[a-z][a-z0-9+.-]*:\/\/[^\s<>()\]]+/i;
const EDGE_SEPARATORS = /^[\s:,;–—|-]+|[\s:,;–—|-]+$/g;
/** A link whose text is its site's name ("iea.org", "www.iea.org"). */
function hostNamed(text, url) {
    const host = /^https?:\/\/(?:www\.)?([^/?#:]+)/i.exec(url)?.[1]?.toLowerCase();
    return (host !== undefined &&
        text
            .trim()
            .toLowerCase()
            .replace(/^www\./, '') === host);
}
const countWords = (text) => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
/** A line's number, URL and title; `number` is its ordered list item's number when it opens one. */
function lineFacts(line, source, number) {
    let label = number === undefined ? undefined : String(number);
    let written = label;
    let leadingLabel = false;
    let url;
    let startsWithUrl = false;
    let words = 0;
    let afterLinkWords = 0;
    let seenUrl = false;
    let meaningful = 0;
    let citing = false;
    const titleParts = [];
    line.nodes.forEach((node, index) => {
        if (node.type === 'link') {
            const text = plain(node).trim();
            if (index === 0 && label === undefined && /^\[?\^?\d{1,4}\]?$/.test(text)) {
                // [1](https://…): the link is the number.
                label = normaliseLabel(text.replace(/[[\]^]/g, ''));
                written = text;
                leadingLabel = true;
                url ??= node.url;
                return;
            }
            // "…per query[10](https://…)", "…in 2024 ([iea.org](https://…))": after words, a link named by a
            // number or its site is a citation of the line's sentence, which makes it a claim, not an entry.
            if (meaningful > 0 && (/^\[?\^?\d{1,4}\]?$/.test(text) || hostNamed(text, node.url))) {
                citing = true;
                return;
            }
            if (meaningful === 0)
                startsWithUrl = true;
            meaningful++;
            url ??= node.url;
            seenUrl = true;
            // A title link ([Title](url)) gives its words; a bare one ([url](url)) none.
            if (text !== node.url && text !== node.url.replace(/^https?:\/\//, ''))
                titleParts.push(text);
            return;
        }
        let text = plain(node);
        if (index === 0 && node.type === 'text') {
            const leading = LEADING_LABEL.exec(text);
            if (leading) {
                if (label === undefined) {
                    written = `${leading[1] ?? ''}${leading[2] ?? leading[3]}`;
                    label = normaliseLabel(leading[2] ?? leading[3] ?? '');
                }
                leadingLabel = true;
                text = text.slice(leading[0].length);
            }
        }
        const bare = BARE_URL.exec(text);
        if (bare) {
            const before = text.slice(0, bare.index);
            if (meaningful === 0 && before.trim() === '')
                startsWithUrl = true;
            words += countWords(before);
            if (seenUrl)
                afterLinkWords += countWords(before);
            if (url === undefined)
                url = bare[0].replace(/[.,;]+$/, '');
            seenUrl = true;
            const after = text.slice(bare.index + bare[0].length);
            words += countWords(after);
            afterLinkWords += countWords(after);
            text = `${before} ${after}`;
        }
        else {
            const count = countWords(text);
            words += count;
            if (seenUrl)
                afterLinkWords += count;
        }
        if (text.trim() !== '')
            meaningful++;
        titleParts.push(text);
    });
    const title = titleParts.join('').replace(/\s+/g, ' ').replace(EDGE_SEPARATORS, '').trim();
    if (citing && !startsWithUrl)
        url = undefined;
    return {
        ...(label === undefined ? {} : { label, written: written ?? label }),
        leadingLabel,
        ...(url === undefined ? {} : { url }),
        http: url !== undefined && /^https?:\/\//i.test(url.trim()),
        title,
        startsWithUrl,
        words,
        afterLinkWords,
        emphasisOnly: label === undefined && url === undefined && isEmphasisOnly(line.nodes),
    };
}
/**
 * "**Vendor Documentation**", "*Sources are listed in citation order.*": a group heading or a note
 * written wholly in bold or italics, with no number and no URL, introduces entries and is not one.
 */
function isEmphasisOnly(nodes) {
    const meaningful = nodes.filter((node) => !(node.type === 'text' && node.value.trim() === ''));
    return meaningful.length === 1 && (meaningful[0]?.type === 'strong' || meaningful[0]?.type === 'emphasis');
}
/** `[^3]: https://…`, `[^1_4]: https://…`, Jina's `[^3]: quoted text [Title](https://…)`, `[^2]: paste.txt`. */
function footnoteEntry(identifier, written, children, source, offset, raw) {
    const paragraph = children.find((child) => child.type === 'paragraph');
    const nodes = paragraph?.children ?? [];
    const links = nodes.filter((node) => node.type === 'link');
    const last = links[links.length - 1];
    const base = {
        list: 'footnotes',
        label: normaliseLabel(identifier),
        written: `^${written}`,
        syntax: 'footnote',
        raw,
        offset,
    };
    if (!last) {
        const text = plain({ children: nodes }).trim();
        const bare = BARE_URL.exec(text);
        return {
            ...base,
            ...(bare ? { url: bare[0] } : {}),
            title: text
                .replace(bare?.[0] ?? '\u0000', '')
                .replace(EDGE_SEPARATORS, '')
                .trim() || text,
        };
    }
    const before = plain({ children: nodes.slice(0, nodes.indexOf(last)) })
        .replace(/\s+/g, ' ')
        .trim();
    const linkText = plain(last).trim();
    const titled = linkText !== last.url;
    // Jina: the quote (its punctuation made spaces) and then [Title](URL). Perplexity: the URL alone.
    const quote = titled && before !== '' && links.length === 1 ? before : undefined;
    const title = (titled ? linkText : before || linkText).replace(EDGE_SEPARATORS, '').trim();
    return { ...base, url: last.url, title: title || last.url, ...(quote ? { quote } : {}) };
}
function slice(source, node) {
    return source.slice(node.position?.start.offset ?? 0, node.position?.end.offset ?? 0).trim();
}

;// CONCATENATED MODULE: ./src/formats/markdown/structure.ts



// "Sources", "## **Works cited**", "References and Research Sources", "Citations:", "Key Citations",
// "Bibliography", "SOURCES USED IN THIS SECTION:", "All sources used in research". A few words may
// come first (key, all, cited …), never any word: "Renewable Energy Sources" lists no sources.
const SOURCE_HEADING = /^(?:\d+[.)]?\s*)?(?:(?:key|main|primary|selected|cited|additional|further|all|full|research|other|useful|external|online|academic|relevant|supporting|web)\s+){0,2}(?:sources?|references?|works cited|citations?|bibliography|reference list|further reading|reading list|links)(?:\s+(?:and|&)\s+(?:(?:research|further)\s+)?(?:sources|resources|references|citations|links|further reading))?(?:\s+(?:used|cited|consulted|list)(?:\s+in\s+(?:this|the)\s+(?:section|report|research|answer))?)?(?:\s+in\s+research)?\s*:?$/i;
/** The document's units in order, definitions, footnotes and HTML collected on the way. */
function units(root, source, parts) {
    const out = [];
    let items = 0;
    const stack = [];
    for (let i = root.children.length - 1; i >= 0; i--)
        stack.push({ node: root.children[i], item: null });
    while (stack.length > 0) {
        const { node, item } = stack.pop();
        switch (node.type) {
            case 'heading':
                out.push({ kind: 'heading', node, text: plain(node).replace(/[*_`]/g, '').trim() });
                break;
            case 'thematicBreak':
                out.push({ kind: 'break' });
                break;
            case 'paragraph':
                out.push({ kind: 'paragraph', node, item });
                break;
            case 'table':
                out.push({ kind: 'table', node, item });
                break;
            case 'definition': {
                // The first definition of a label is the one links use, as CommonMark and GitHub have it;
                // a later one ([ref]: then [REF]:) is reported, and never bound.
                const label = normaliseLabel(node.identifier);
                const first = parts.definedAt.get(label);
                if (first !== undefined) {
                    parts.redefined.push({
                        written: node.label ?? node.identifier,
                        url: node.url,
                        offset: offsetOf(node),
                        first: { url: parts.targets.get(label) ?? '', offset: first },
                    });
                    break;
                }
                parts.definedAt.set(label, offsetOf(node));
                // Only numbered definitions are a source list ([3]: https://… "Title"); [logo]: … and
                // Gemini's embedded [image1]: <data:…> are link and image targets (links cite where used).
                parts.targets.set(label, node.url);
                if (/^\d+$/.test(label))
                    parts.definitions.push({
                        list: 'definitions',
                        label,
                        written: node.label ?? node.identifier,
                        syntax: 'definition',
                        url: node.url,
                        ...fragmentQuote(node.url),
                        title: node.title ?? '',
                        raw: slice(source, node),
                        offset: offsetOf(node),
                    });
                break;
            }
            case 'footnoteDefinition':
                parts.footnotes.push(footnoteEntry(node.identifier, node.label ?? node.identifier, node.children, source, offsetOf(node), slice(source, node)));
                break;
            case 'html':
                parts.html.push(node.value);
                break;
            case 'list':
                pushList(node, item, stack, () => items++);
                break;
            case 'blockquote':
                for (let i = node.children.length - 1; i >= 0; i--)
                    stack.push({ node: node.children[i], item });
                break;
            default:
                // Code, YAML front matter, math: never claims, never sources.
                break;
        }
    }
    return out;
}
function pushList(list, parent, stack, nextId) {
    const depth = (parent?.depth ?? 0) + 1;
    const places = list.children.map((_, index) => ({
        id: nextId(),
        ...(list.ordered ? { number: (list.start ?? 1) + index } : {}),
        depth,
    }));
    for (let index = list.children.length - 1; index >= 0; index--) {
        const children = list.children[index]?.children ?? [];
        const place = places[index];
        for (let c = children.length - 1; c >= 0; c--)
            stack.push({ node: children[c], item: { ...place, opens: c === 0 } });
    }
}
/** The text's citation numbers ("[3]", "[1, 2]", "[cite: 4]"), for telling an unannounced numbered list of sources from a list of claims. */
function citedNumbers(source) {
    const numbers = new Set();
    // Not "[10](https://…)": a numbered link cites its URL, not a list's entry.
    for (const match of source.matchAll(/\[(?:cite:\s*)?(\d{1,4}(?:\s*[,–-]\s*\d{1,4})*)\](?!\()/g))
        for (const piece of match[1].split(/[,–-]/))
            numbers.add(normaliseLabel(piece));
    for (const match of source.matchAll(/\[\^(\d{1,4})\]/g))
        numbers.add(normaliseLabel(match[1]));
    return numbers;
}
function splitDocument(root, source) {
    const parts = {
        blocks: [],
        sections: [],
        definitions: [],
        targets: new Map(),
        footnotes: [],
        html: [],
        scopes: 1,
        definedAt: new Map(),
        redefined: [],
    };
    const cited = citedNumbers(source);
    let scope = 0;
    let scopeNumbered = false;
    let run = null;
    // Blocks from this index on stand after the last list, in the text the next list applies to.
    let sinceList = 0;
    // What stood before: prose (a finding), or a heading, label or break (a list there is a list).
    let afterProse = false;
    // The text of the last heading: the section a block stands in.
    let section;
    const under = () => (section === undefined ? {} : { section });
    const claim = (children, offset, extra = {}) => {
        const block = { children, offset, scope, ...under(), ...extra };
        parts.blocks.push(block);
        return block;
    };
    /** A block a run takes: held in the run until the run is judged. */
    const take = (into, children, offset) => {
        into.taken.push({ children, offset, scope, ...under() });
    };
    const close = () => {
        if (run)
            finishRun(run);
        run = null;
    };
    const finishRun = (done) => {
        const entries = settle(done.drafts, source);
        const verdict = judge(done, entries, cited);
        // The run's blocks wait in the run until it is judged: claims after all, or citations of the finding before, or sources.
        if (verdict === 'text' || verdict === 'cites-previous') {
            for (const block of done.taken) {
                if (verdict === 'cites-previous')
                    block.citesPrevious = true;
                block.scope = scope;
                parts.blocks.push(block);
            }
            return;
        }
        const numbered = entries.some((entry) => entry.label !== undefined);
        const restarts = numbered && entries.some((entry) => entry.label === '1');
        if (numbered && restarts && scopeNumbered) {
            // Numbering restarts: a new group, applying to the text since the previous list (each block moves once).
            scope++;
            for (let index = sinceList; index < parts.blocks.length; index++)
                parts.blocks[index].scope = scope;
        }
        if (numbered)
            scopeNumbered = true;
        sinceList = parts.blocks.length;
        const index = parts.sections.length;
        const name = done.hint ? done.hint.text : `${numbered ? 'numbered' : 'link'} list at offset ${done.offset}`;
        const section = {
            heading: name,
            offset: done.hint?.offset ?? done.offset,
            worksCited: /^works cited/i.test(done.hint?.text ?? ''),
            entries: [],
            scope,
        };
        for (const entry of entries) {
            entry.list = `the "${name}" list ${index + 1}`;
            entry.scope = scope;
            if (section.worksCited)
                entry.worksCited = true;
            section.entries.push(entry);
        }
        parts.sections.push(section);
    };
    for (const unit of units(root, source, parts)) {
        if (unit.kind === 'heading') {
            const depth = unit.node.depth;
            if (run !== null && run.hint?.kind === 'heading' && depth > run.hint.depth)
                continue;
            close();
            section = unit.text;
            if (SOURCE_HEADING.test(unit.text)) {
                run = newRun({ kind: 'heading', text: unit.text, offset: offsetOf(unit.node), depth }, false, offsetOf(unit.node));
            }
            // A heading is a claim only where it carries a citation mark ("### PRIMARY RECOMMENDATION[^1]").
            claim(unit.node.children, offsetOf(unit.node), { heading: true });
            afterProse = false;
            continue;
        }
        if (unit.kind === 'break') {
            close();
            afterProse = false;
            continue;
        }
        if (unit.kind === 'table') {
            const rows = tableLines(unit.node, source);
            if (run !== null) {
                for (const line of rows)
                    feed(run, lineFacts(line, source, undefined), null, line, true);
                continue;
            }
            for (const row of unit.node.children)
                for (const cell of row.children)
                    claim(cell.children, offsetOf(cell), { cell: true });
            afterProse = true;
            continue;
        }
        // A paragraph.
        if (run === null && isBoilerplate(unit.node, source))
            continue;
        const paragraphLines = lines(unit.node.children, source, offsetOf(unit.node));
        if (paragraphLines.length === 0)
            continue;
        const first = paragraphLines[0];
        const firstText = source.slice(first.start, first.end);
        if (unit.item === null && isLabelLine(firstText)) {
            // "References:", "**Sources:**", "Citations:" (a paragraph, or the first line of one).
            close();
            run = newRun({ kind: 'label', text: firstText.replace(/[*_`]/g, '').trim(), offset: first.start, depth: 7 }, false, first.start);
            for (const line of paragraphLines.slice(1))
                feed(run, lineFacts(line, source, undefined), null, line, false);
            afterProse = false;
            continue;
        }
        const opening = unit.item?.opens === true;
        const facts = paragraphLines.map((line, index) => lineFacts(line, source, index === 0 && opening ? unit.item?.number : undefined));
        const entryLike = facts.some((fact) => fact.url !== undefined || (fact.label !== undefined && fact.leadingLabel));
        const currentRun = run;
        if (currentRun !== null) {
            if (accepts(currentRun, unit.item, facts, paragraphLines)) {
                take(currentRun, unit.node.children, offsetOf(unit.node));
                facts.forEach((fact, index) => feed(currentRun, fact, unit.item, paragraphLines[index], index === 0));
                afterProse = false;
                continue;
            }
            if (currentRun.hint !== null && currentRun.taken.length === 0 && unit.item === null) {
                // An introduction under a Sources heading ("The sources consulted:"): text, and the list still to come.
                claim(unit.node.children, offsetOf(unit.node));
                continue;
            }
            close();
        }
        if (entryLike && startsUnannounced(facts, unit.item)) {
            const fresh = newRun(null, afterProse && facts[0]?.label === undefined, first.start);
            run = fresh;
            take(fresh, unit.node.children, offsetOf(unit.node));
            facts.forEach((fact, index) => feed(fresh, fact, unit.item, paragraphLines[index], index === 0));
            afterProse = false;
            continue;
        }
        claim(unit.node.children, offsetOf(unit.node));
        afterProse = !isEmphasisOnly(unit.node.children);
    }
    close();
    parts.scopes = scope + 1;
    // One list is "the Sources list"; several are told apart by their place.
    if (parts.sections.length === 1)
        for (const entry of parts.sections[0]?.entries ?? [])
            entry.list = entry.list.replace(/ 1$/, '');
    return parts;
}
// A generator's own links ("Answer from Perplexity: pplx.ai/share", "Contribute on GitHub"): no claim, no source.
const BOILERPLATE_TEXT = /^(?:answer from perplexity|contribute on github|edit (?:this page )?on github|view on github|open in (?:chatgpt|colab)|share(?: this)?(?: answer| report)?|back to top|report generated by .{1,40})\b/i;
const BOILERPLATE_HOST = /^(?:www\.)?(?:perplexity\.ai|pplx\.ai|chatgpt\.com|chat\.openai\.com|gemini\.google\.com|g\.co|claude\.ai)$/i;
// What marks a citation in a paragraph's text: "[1]", "[^2]", "【3†…】", ChatGPT's private-use citations.
const CITATION_LIKE = /\[\^?\s*\d|【|[\uE200-\uE202]|\bcite(?:turn\d)/u;
/**
 * Whether a paragraph holds a citation mark: a footnote or reference link, a link whose text is
 * a number, or a bracketed number in its text. Such a paragraph is never dropped as boilerplate:
 * its marks are read (or reported) as any other paragraph's are.
 */
function holdsMarks(paragraph) {
    const stack = [...paragraph.children];
    while (stack.length > 0) {
        const node = stack.pop();
        if (node.type === 'footnoteReference' || node.type === 'linkReference')
            return true;
        if (node.type === 'link' && /^\s*\[?\s*\^?\d{1,4}\s*\]?\s*$/.test(plain(node)))
            return true;
        if ('children' in node && Array.isArray(node.children))
            for (const child of node.children)
                stack.push(child);
    }
    return CITATION_LIKE.test(plain(paragraph));
}
/** A short paragraph that only points at the tool that wrote the report, and cites nothing. */
function isBoilerplate(paragraph, source) {
    const text = slice(source, paragraph);
    if (text.length > 160)
        return false;
    const links = paragraph.children.filter((node) => node.type === 'link');
    if (links.length !== 1 || holdsMarks(paragraph))
        return false;
    const host = /^https?:\/\/([^/?#:]+)/i.exec(links[0]?.url ?? '')?.[1] ?? '';
    return (BOILERPLATE_TEXT.test(plain(paragraph).trim()) ||
        (BOILERPLATE_HOST.test(host) &&
            !/\/search\/[a-z0-9-]{12,}/i.test(links[0]?.url ?? '') &&
            plain(paragraph).split(/\s+/).length <= 8));
}
/** The passage an entry's URL quotes in its text fragment: the report's quotation of the page. */
function fragmentQuote(url) {
    const quote = url === undefined ? null : textFragmentQuote(url);
    return quote === null ? {} : { quote };
}
function newRun(hint, afterProse, offset) {
    return { hint, drafts: [], withUrl: 0, taken: [], afterProse, offset };
}
/** "References:", "**Sources:**", "Citations", "Sources" ending in a hard break: a label, not a sentence. */
function isLabelLine(text) {
    const bare = text
        .replace(/[*_`#]/g, '')
        .replace(/\\$/, '')
        .trim();
    return bare.length <= 60 && SOURCE_HEADING.test(bare);
}
/**
 * Whether a paragraph continues the run: under a hint, every list item does (a title with no URL
 * is an entry without one), and a paragraph does while it is an entry (a label, a URL) or, in a
 * list whose entries mostly have no URL (references written APA-style), while it has neither; in
 * a run nothing announced, only entries do.
 */
function accepts(run, item, facts, paragraph) {
    const entry = facts.some((fact) => fact.url !== undefined || (fact.label !== undefined && fact.leadingLabel));
    if (run.hint === null)
        return entry && startsUnannounced(facts, item, run);
    const mostlyUrls = run.drafts.length > 0 && run.withUrl * 2 >= run.drafts.length;
    // A new list item of twenty words or more with no URL, in a list whose entries have URLs: a claim, and the list has ended.
    if (item?.opens && !entry && mostlyUrls && (facts[0]?.words ?? 0) >= 20)
        return false;
    if (item !== null || entry)
        return true;
    if (isEmphasisOnly(paragraph[0]?.nodes ?? []))
        return true;
    return run.drafts.length > 0 && !mostlyUrls;
}
/**
 * Whether a paragraph can stand in a run nothing announced: each of its lines opens with a number
 * and has a URL, or opens with a link or a URL (a link list), and is short enough to be a title.
 */
function startsUnannounced(facts, item, run) {
    const first = facts[0];
    if (!first)
        return false;
    // A continuation line of an item already in the run ("URL: https://…" under "1. Title").
    if (run && item !== null && !item.opens)
        return true;
    // Only http(s) URLs make a list nothing announced: "1. [Introduction](#introduction)" is a table of contents.
    return facts.every((fact, index) => (fact.http && fact.words <= 40 && (fact.label !== undefined || fact.startsWithUrl)) ||
        (index > 0 && fact.url === undefined && fact.label === undefined));
}
/**
 * Adds a line to the run: a new entry (a line with its own number, a new list item, a new
 * paragraph, a second URL), or the continuation of the open one (`opensParagraph`: the line is
 * a paragraph's first).
 */
function feed(run, facts, item, line, opensParagraph) {
    const open = run.drafts[run.drafts.length - 1];
    let continues = false;
    if (open !== undefined && !(facts.label !== undefined && facts.leadingLabel)) {
        const bothUrls = facts.url !== undefined && open.facts.url !== undefined;
        if (item === null)
            continues = !opensParagraph && !bothUrls;
        else {
            // A later line or paragraph of the open entry's item, or a list nested in it.
            const within = open.item === item.id || item.depth > open.depth || (open.item !== null && !(item.opens && opensParagraph));
            // "[45] Trackers:" then "- Qdrant: #5595 …" and, on the item's next lines, three URLs: one numbered entry.
            continues = within && (!bothUrls || (open.facts.leadingLabel && !opensParagraph));
        }
    }
    if (continues && open) {
        // "1. Title" then "URL: https://…": one source, its URL on the next line.
        if (open.facts.url === undefined && facts.url !== undefined) {
            open.facts = { ...open.facts, url: facts.url };
            run.withUrl++;
        }
        open.end = line.end;
        return;
    }
    if (facts.label === undefined && facts.url === undefined && facts.emphasisOnly)
        return;
    run.drafts.push({ facts, item: item?.id ?? null, depth: item?.depth ?? 0, start: line.start, end: line.end });
    if (facts.url !== undefined)
        run.withUrl++;
}
/** The run's entries: an unnumbered line with no URL right before an entry with one is that entry's group heading, not a source. */
function settle(drafts, source) {
    const entries = [];
    drafts.forEach((draft, index) => {
        const next = drafts[index + 1];
        const { facts } = draft;
        if (facts.label === undefined &&
            facts.url === undefined &&
            next?.facts.url !== undefined &&
            next.facts.label === undefined)
            return;
        entries.push({
            list: '',
            ...(facts.label === undefined ? {} : { label: facts.label, written: facts.written ?? facts.label }),
            syntax: 'section',
            ...(facts.url === undefined ? {} : { url: facts.url }),
            ...fragmentQuote(facts.url),
            title: facts.title,
            raw: source.slice(draft.start, draft.end).trim(),
            offset: draft.start,
        });
    });
    return entries;
}
/**
 * What a finished run is: a source list (`list`), link rows that cite the finding above them
 * (`cites-previous`), or ordinary text after all (`text`). A run under a hint is a list when it
 * has an entry with a URL or a number; one nothing announced must look like one: numbered entries the text cites, or
 * rows that each open with a link.
 */
function judge(run, entries, cited) {
    // Under a hint, a list has an entry with a URL or a number ("**Source Types:** …" counts, it does not list).
    if (run.hint)
        return entries.some((entry) => entry.url !== undefined || entry.label !== undefined) ? 'list' : 'text';
    if (entries.length === 0)
        return 'text';
    const numbered = entries.filter((entry) => entry.label !== undefined && entry.url !== undefined);
    const drafts = run.drafts;
    const linkRows = drafts.every((draft) => draft.facts.startsWithUrl && draft.facts.afterLinkWords <= 12);
    if (numbered.length === entries.length) {
        if (numbered.some((entry) => cited.has(entry.label)))
            return 'list';
        return linkRows && entries.length >= 2 ? 'list' : 'text';
    }
    if (numbered.length > 0 || !linkRows)
        return 'text';
    // `- [Source](url)` right under a finding cites it; a link list elsewhere lists sources.
    if (run.afterProse)
        return 'cites-previous';
    return entries.length >= 2 ? 'list' : 'text';
}
/** A table's rows as lines (cells joined), for a table inside a source list. */
function tableLines(table, source) {
    const out = [];
    table.children.forEach((row, index) => {
        // The header row names the columns.
        if (index === 0)
            return;
        const nodes = [];
        for (const cell of row.children) {
            if (nodes.length > 0)
                nodes.push({ type: 'text', value: ' | ' });
            for (const child of cell.children)
                nodes.push(child);
        }
        const start = offsetOf(row);
        const end = row.position?.end.offset ?? start;
        if (source.slice(start, end).trim() !== '')
            out.push({ nodes, start, end });
    });
    return out;
}

;// CONCATENATED MODULE: ./src/formats/markdown/index.ts
// A Markdown research report, as deep-research tools write it (./dialects.ts): every sentence of
// the body is a claim, each citation marker binds to the source entry it names, and each distinct
// source (by URL identity, ./url-identity.ts) is one evidence record. What is wrong with the
// citation apparatus is reported: a marker naming nothing (dangling), one that cannot be told
// (unresolved, a binding error), and the rest as notices (an unused source, a source listed
// twice, a marker in another syntax than its list, an entry with no URL, gaps).













const WORDLIKE = /[\p{L}\p{N}]/u;
// What a research run writes in place of its report when it fails: open_deep_research's graph
// returns f"Error generating final report: {e}" as the report; a traceback; a bare error line.
const FAILED_RUN = /^(?:error generating (?:the )?(?:final )?report\b|traceback \(most recent call last\)|(?:error|exception|failed)\s*:)/i;
/** A file that is a failed run's error message, not a report: why, or null. */
function failedRunStub(text) {
    const trimmed = text.trim();
    if (trimmed.length > 4000 || !FAILED_RUN.test(trimmed) || /^#{1,6}\s/m.test(trimmed))
        return null;
    const first = trimmed.split(/\r?\n/, 1)[0] ?? '';
    const shown = (0,truncate/* truncate */.x)(first, 120);
    return `the file is a failed run's error message ("${shown}"), not a report: nothing in it can be checked. Run the research again, and commit the report it writes`;
}
/**
 * The parsed text; a limit the parser meets (./prescan.ts's counts, nesting) names the line of the
 * text, which for a provider's answer is not a line of its file: `at` gives the file's, as the
 * sentence limit below has it.
 */
function parseAt(text, at) {
    try {
        return (0,parse/* parseMarkdown */.Dd)(text);
    }
    catch (error) {
        if (!(error instanceof parse/* MarkdownLimitError */.D) || at === undefined)
            throw error;
        const { line } = at(lineStart(text, error.line));
        const said = `at line ${error.line} (`;
        throw new parse/* MarkdownLimitError */.D(error.message.replace(said, `at line ${line} (`), line);
    }
}
/** Where line `line` (1-based) of the text starts; a line ends at LF, CRLF or a lone CR, as the parser counts them. */
function lineStart(text, line) {
    let seen = 1;
    if (line > seen)
        for (const lineBreak of text.matchAll(/\r\n?|\n/g))
            if (++seen === line)
                return lineBreak.index + lineBreak[0].length;
    return 0;
}
/** The claims, evidence and notices of a Markdown text (pure: the loader reads the file). */
function readMarkdown(text, choice = 'auto', extras = {}) {
    const root = parseAt(text, extras.at);
    const parts = splitDocument(root, text);
    const entries = [
        ...parts.definitions,
        ...parts.footnotes,
        ...parts.sections.flatMap((section) => section.entries),
        ...(extras.entries ?? []),
    ];
    const gemini = choice === 'gemini' ||
        (choice === 'auto' &&
            (0,dialects/* structuralDialects */.jP)(parts, text).includes('gemini') &&
            (0,dialects/* structuralDialects */.jP)(parts, text).length === 1);
    // Digits glued to words ("simulators3.") that index a numbered source list, many and varied:
    // the report's marker style (a Gemini Docs export, a copied Copilot answer), read as markers.
    const gluedWords = gluedWordStyle(text, entries);
    const glued = gemini || (gluedWords && citedNumbers(text).size === 0);
    // Named as Gemini with no "Works cited" heading, or glued with none: its numbered lists are the ones glued digits name.
    if (glued && !entries.some((entry) => entry.worksCited))
        for (const entry of entries)
            if (entry.syntax === 'section' && entry.label !== undefined)
                entry.worksCited = true;
    const worksCited = new Set(entries.filter((entry) => entry.worksCited && entry.label !== undefined).map((entry) => entry.label));
    const labels = new Set(entries.flatMap((entry) => (entry.label === undefined ? [] : [entry.label])));
    const context = {
        source: text,
        gluedDigits: glued,
        gluedWords,
        numbered: labels.size > 0,
        highest: highestNumber(labels),
        listed: (label) => worksCited.has(label),
        labelled: (label) => labels.has(label),
        definitions: parts.targets,
    };
    const sentences = [];
    for (const block of parts.blocks) {
        const flat = flattenInline(block.children, context);
        // A heading is a claim only where it carries a citation mark; a link in it is a title's, not a citation.
        if (block.heading && !flat.markers.some(isMarkInHeading))
            continue;
        const first = sentences.length;
        blockSentences(flat, sentences, block.scope, block.citesPrevious === true);
        if (sentences.length > prescan/* MAX_SENTENCES */.o9) {
            const past = sentences[prescan/* MAX_SENTENCES */.o9];
            const { line } = (extras.at ?? (0,positions/* lineLocator */.h)(text))(past.offset);
            throw new parse/* MarkdownLimitError */.D((0,prescan/* sentencesOverLimit */.yj)(line), line);
        }
        // Where each sentence stands, for citation recall (src/check/recall.ts).
        for (let at = first; at < sentences.length; at++) {
            const sentence = sentences[at];
            sentence.paragraph = block.offset;
            if (block.cell)
                sentence.tableCell = true;
            if (block.section !== undefined)
                sentence.section = block.section;
        }
    }
    const markers = sentences.flatMap((sentence) => sentence.markers);
    const dialect = choice === 'auto' ? (gemini ? 'gemini' : (0,dialects/* detectDialect */.IZ)(parts, text, markers)) : choice;
    const at = extras.at ?? (0,positions/* lineLocator */.h)(text);
    if (markers.length > 0 && entries.length === 0 && !markers.some((marker) => marker.syntax === 'link')) {
        const first = markers[0];
        return {
            claims: [],
            evidence: [],
            notices: [],
            dialect,
            noSource: { message: noSourceMessage(dialect, markers), at: at(first.offset) },
            citationMarks: { seen: markers.length, bound: 0, unread: markers.length },
        };
    }
    const sources = new SourceRecords(at);
    for (const entry of entries)
        sources.addEntry(entry);
    const lookups = scopeLookups(parts, entries, extras.entries ?? []);
    const mismatches = new Map();
    const census = new Census();
    const unreadIn = [];
    const citations = sentences.map((sentence, index) => {
        const evidenceIds = [];
        const lookup = lookups[sentence.scope] ?? lookups[0];
        for (const marker of sentence.markers) {
            const outcome = resolve(marker, lookup, sources, !marker.index);
            // A mark of Perplexity's hidden list of every footnote names a listed source: read, not a citation of the sentence.
            if ('id' in outcome) {
                census.bound();
                if (marker.index)
                    continue;
                evidenceIds.push(outcome.id);
                if (outcome.mismatch) {
                    const seen = mismatches.get(outcome.mismatch);
                    mismatches.set(outcome.mismatch, { count: (seen?.count ?? 0) + 1, first: seen?.first ?? marker });
                }
            }
            else {
                const mark = {
                    offset: marker.offset,
                    written: marker.written,
                    ...(marker.label === undefined ? {} : { label: marker.label }),
                    ...outcome.unread,
                };
                census.unread(mark);
                unreadIn.push({ mark, sentence: index });
            }
        }
        return evidenceIds;
    });
    const articleSentences = sentences.map((sentence, index) => ({
        statement: sentence.statement,
        citations: citations[index] ?? [],
        offset: sentence.offset,
        ...(sentence.paragraph === undefined ? {} : { paragraph: sentence.paragraph }),
        ...(sentence.tableCell ? { tableCell: true } : {}),
        ...(sentence.section === undefined ? {} : { section: sentence.section }),
    }));
    const claims = (0,article/* sentenceClaims */.Vg)(articleSentences, sentences.map((sentence) => at(sentence.offset)));
    // An unread mark is known by the claim it stands in (whose ID follows the sentence's text).
    for (const { mark, sentence } of unreadIn)
        mark.where = claims[sentence]?.id ?? 'the text';
    const notices = [
        ...sources.notices(),
        ...mismatchNotices(mismatches, at),
        ...gapNotices(parts, at),
        ...census.notices(at),
        ...redefinitionNotices(parts, at),
    ];
    if (markers.length === 0 && entries.length === 0)
        notices.push({
            code: 'no_citations',
            message: 'the report has no citation marker, link or source list: none of its sentences cites a source',
            line: 1,
            column: 1,
        });
    return { claims, evidence: sources.records(), notices, dialect, citationMarks: census.counts() };
}
/** The lowest and highest number the entries have, by prefix ("" or "^" for footnotes), added to `ranges`. */
function numberRanges(entries, ranges = new Map()) {
    for (const entry of entries) {
        if (entry.label === undefined || entry.placed || !/^\d+$/.test(entry.label))
            continue;
        const prefix = entry.syntax === 'footnote' ? '^' : '';
        const value = Number(entry.label);
        const range = ranges.get(prefix);
        if (!range)
            ranges.set(prefix, { low: value, high: value });
        else {
            range.low = Math.min(range.low, value);
            range.high = Math.max(range.high, value);
        }
    }
    return ranges;
}
/** "1 to 11", "1 to 11, ^1 to ^4": what the report's lists number, for an out-of-range mark's notice; null when nothing is numbered. */
function numberedRange(ranges) {
    const parts = [...ranges].map(([prefix, { low, high }]) => low === high ? `${prefix}${low} only` : `${prefix}${low} to ${prefix}${high}`);
    return parts.length === 0 ? null : parts.join(', ');
}
// A lower-case word of three letters or more with one to three digits glued to it, before a
// stop or a line's end: "simulators3.", "norms3,". Not "mp3", "ipv6", "utf8", "x86" (the word is
// a technical name that carries its number).
const GLUED_WORD = /(?<![\p{L}\p{N}_-])(\p{Ll}{3,})(\d{1,3})(?=[.,;:]?[ \t]*$|[.,;:][ \t])/gmu;
/** Whether digits glued to words are the report's markers: five or more, naming at least three numbers its source lists have. */
function gluedWordStyle(text, entries) {
    const listed = new Set(entries.filter((entry) => entry.syntax === 'section' && entry.label !== undefined).map((entry) => entry.label));
    if (listed.size === 0)
        return false;
    let count = 0;
    const distinct = new Set();
    for (const match of text.matchAll(GLUED_WORD)) {
        const label = String(Number(match[2]));
        if (!listed.has(label) || NAMED_WITH_NUMBER.test(match[1]))
            continue;
        count++;
        distinct.add(label);
    }
    return count >= 5 && distinct.size >= 3;
}
/** The highest plain number among the labels (0 when none). */
function highestNumber(labels) {
    let highest = 0;
    for (const label of labels)
        if (/^\d+$/.test(label))
            highest = Math.max(highest, Number(label));
    return highest;
}
/**
 * Where each sentence looks its numbers up: the definitions, footnotes and a provider's citations
 * everywhere, and the source lists of its group (lists whose numbering restarts each apply to the
 * text since the previous one).
 */
function scopeLookups(parts, entries, extra) {
    if (parts.scopes <= 1) {
        const byLabel = labelMap(entries);
        return [{ entries: (label) => byLabel.get(label) ?? [], numbered: numberedRange(numberRanges(entries)) }];
    }
    // What every group reaches is mapped once; each group maps only its own lists' entries (a copy
    // of every definition per group grew with the groups times the definitions).
    const global = [...parts.definitions, ...parts.footnotes, ...extra];
    const shared = labelMap(global);
    const sharedRanges = numberRanges(global);
    const own = Array.from({ length: parts.scopes }, () => []);
    for (const section of parts.sections)
        for (const entry of section.entries)
            own[section.scope]?.push(entry);
    return own.map((group) => {
        const byLabel = labelMap(group);
        const ranges = new Map([...sharedRanges].map(([prefix, range]) => [prefix, { ...range }]));
        return {
            // The shared entries first, then the group's, as one list of both had them.
            entries: (label) => {
                const everywhere = shared.get(label);
                const here = byLabel.get(label);
                if (everywhere === undefined)
                    return here ?? [];
                return here === undefined ? everywhere : [...everywhere, ...here];
            },
            numbered: numberedRange(numberRanges(group, ranges)),
        };
    });
}
/** The entries by label, in their order. */
function labelMap(entries) {
    const byLabel = new Map();
    for (const entry of entries) {
        if (entry.label === undefined)
            continue;
        const same = byLabel.get(entry.label);
        if (same)
            same.push(entry);
        else
            byLabel.set(entry.label, [entry]);
    }
    return byLabel;
}
/** A mark that makes a heading a claim: a marker, not a link that is the heading's own words. */
function isMarkInHeading(marker) {
    return marker.syntax !== 'link' || marker.label !== undefined || marker.unread !== undefined;
}
/**
 * A block's sentences: markers belong to the sentence holding the character before them. A row
 * of links under a finding (`citesPrevious`) adds no sentence: its links cite the one before.
 */
function blockSentences(flat, out, scope, citesPrevious) {
    if (citesPrevious && out.length > 0) {
        for (const marker of flat.markers)
            out[out.length - 1]?.markers.push(marker);
        return;
    }
    const spans = (0,segment/* sentenceSpans */.pe)(flat.text).filter(([start, end]) => WORDLIKE.test(flat.text.slice(start, end)));
    const first = out.length;
    for (const [start, end] of spans) {
        const raw = flat.text.slice(start, end);
        const lead = raw.length - raw.trimStart().length;
        out.push({ statement: raw.trim(), citations: [], offset: flat.origin[start + lead] ?? 0, markers: [], scope });
    }
    let span = 0;
    for (const marker of flat.markers) {
        while (span < spans.length - 1 && marker.at > spans[span][1])
            span++;
        // A block of bare markers (a line of them) belongs to the sentence before it.
        const target = spans.length > 0 ? out[first + span] : out[out.length - 1];
        target?.markers.push(marker);
    }
}
const SYNTAX_WORDS = {
    bracket: '[n]',
    cite: '[cite: n]',
    footnote: '[^n]',
    reference: '[text][n]',
    link: '[n](url)',
    glued: 'glued digits',
    definition: '[n]: URL definitions',
    section: 'a numbered list of sources',
    footnotes: '[^n]: footnotes',
};
/** `cite`: whether the mark cites the source it names (not a mark of Perplexity's hidden list). */
function resolve(marker, lookup, sources, cite = true) {
    if (marker.unread)
        return { unread: marker.unread };
    if (marker.syntax === 'export')
        return {
            unread: {
                reason: 'not_in_export',
                detail: 'a search result of the ChatGPT session; export the report with its links',
            },
        };
    if (marker.ambiguous !== undefined)
        return { unread: { reason: 'ambiguous', detail: `${marker.ambiguous}; write the citation as [n]` } };
    if (marker.url !== undefined)
        return { id: sources.addLink(marker) };
    const label = marker.label;
    const all = lookup.entries(label);
    // Gemini's glued digits name only Works cited entries.
    const candidates = marker.syntax === 'glued' ? all.filter((entry) => entry.worksCited) : all;
    if (candidates.length === 0) {
        if (lookup.numbered === null)
            return {
                unread: { reason: 'no_list', detail: 'the report numbers no source, in a list, a definition or a footnote' },
            };
        return { unread: { reason: 'out_of_range', detail: `the sources are numbered ${lookup.numbered}` } };
    }
    const ids = [...new Set(candidates.map((entry) => sources.idOf(entry)))];
    if (ids.length > 1) {
        const lists = candidates.map((entry) => `${entry.list}: ${entry.url ?? entry.title}`).join('; ');
        return { unread: { reason: 'conflicting_lists', detail: `${lists}; give each source one number` } };
    }
    const id = ids[0];
    if (cite)
        sources.cite(id);
    const expected = marker.syntax === 'footnote'
        ? 'footnote'
        : marker.syntax === 'bracket' || marker.syntax === 'reference' || marker.syntax === 'cite'
            ? ['definition', 'section']
            : null;
    const matches = expected === null ||
        candidates.some((entry) => entry.syntax === 'provider' ||
            (Array.isArray(expected) ? expected.includes(entry.syntax) : entry.syntax === expected));
    if (matches)
        return { id };
    const listed = candidates[0];
    const listSyntax = listed.syntax === 'footnote' ? 'footnotes' : listed.syntax;
    return { id, mismatch: `${marker.syntax}→${listSyntax}` };
}
/** One evidence record per distinct source, in the order the report first names them. */
class SourceRecords {
    at;
    byId = new Map();
    entryIds = new Map();
    entryNotices = [];
    constructor(at) {
        this.at = at;
    }
    idOf(entry) {
        return this.entryIds.get(entry) ?? this.addEntry(entry);
    }
    addEntry(entry) {
        const known = this.entryIds.get(entry);
        if (known !== undefined)
            return known;
        const place = this.at(entry.offset);
        const url = entry.url?.trim();
        const identity = url === undefined ? undefined : urlIdentity(url);
        let id;
        if (identity !== null && identity !== undefined)
            id = identity;
        else if (url !== undefined && url !== '') {
            // A placeholder ("#", "#section", "javascript:void(0)") names no source: each entry is its own, not one source listed four times.
            id = isPlaceholder(url)
                ? `${url}@${entry.label !== undefined ? (entry.written ?? entry.label) : (0,fingerprint/* evidenceFingerprint */.KQ)(entry.raw).slice(0, 10)}`
                : url;
            if (isOtherScheme(url))
                this.entryNotices.push({
                    code: 'non_http_url',
                    message: `${describe(entry)} gives the URL ${url}, which is not http or https: nothing can be fetched from it`,
                    ...place,
                    evidenceId: id,
                });
            else
                this.entryNotices.push({
                    code: 'non_http_url',
                    message: `${describe(entry)} gives "${url}", which is not an absolute http(s) URL`,
                    ...place,
                    evidenceId: id,
                });
        }
        else {
            id =
                entry.label !== undefined
                    ? (entry.written ?? entry.label)
                    : `ref-${(0,fingerprint/* evidenceFingerprint */.KQ)(entry.raw).slice(0, 10)}`;
            this.entryNotices.push({
                code: 'source_without_url',
                message: `${describe(entry)} gives no URL ("${shorten(entry.raw, 120)}"): nothing can be fetched or checked against it`,
                ...place,
                evidenceId: id,
            });
        }
        this.entryIds.set(entry, id);
        const state = this.ensure(id, entry.title || url || entry.raw, url ?? '', entry.offset);
        if (state.evidence.reference === undefined)
            state.evidence.reference = entry.raw;
        if (entry.label !== undefined && !entry.placed)
            state.labels.set(`${entry.list}\u0000${entry.written ?? entry.label}`, {
                label: `[${entry.written ?? entry.label}]`,
                list: entry.list,
                scope: entry.scope ?? -1,
            });
        if (url)
            state.urls.add(url);
        if (entry.quote && !state.quotes.includes(entry.quote))
            state.quotes.push(entry.quote);
        if (entry.unplaced)
            state.unplaced = true;
        return id;
    }
    addLink(marker) {
        const url = marker.url.trim();
        const id = urlIdentity(url) ?? url;
        const state = this.ensure(id, url, url, marker.offset);
        state.urls.add(url);
        state.cited = true;
        if (marker.quote !== undefined && !state.quotes.includes(marker.quote))
            state.quotes.push(marker.quote);
        return id;
    }
    cite(id) {
        const state = this.byId.get(id);
        if (state)
            state.cited = true;
    }
    ensure(id, title, url, offset) {
        let state = this.byId.get(id);
        if (!state) {
            state = {
                evidence: {
                    id,
                    title: title.replace(/\s+/g, ' ').trim() || id,
                    url,
                    excerpt: '',
                    location: { file: '', ...this.at(offset) },
                },
                labels: new Map(),
                urls: new Set(),
                quotes: [],
                cited: false,
                offset,
            };
            this.byId.set(id, state);
        }
        return state;
    }
    records() {
        return [...this.byId.values()].map(({ evidence, quotes }) => {
            const { location, ...rest } = evidence;
            const excerpt = quotes.join(snippets/* SNIPPET_SEPARATOR */.o);
            return {
                ...rest,
                excerpt,
                // What the report quotes (a text fragment, a footnote's quotation), not text read from the page.
                ...(quotes.length > 0 ? { excerptOrigin: 'report_quotation' } : {}),
                ...(quotes.length > 1 ? { snippets: quotes } : {}),
                ...(location ? { location: { ...location } } : {}),
            };
        });
    }
    notices() {
        const out = [...this.entryNotices];
        for (const { evidence, labels, urls, cited, offset, unplaced } of this.byId.values()) {
            const place = this.at(offset);
            const listed = [...labels.values()];
            const oneList = new Set(listed.map((entry) => entry.list)).size === 1;
            const names = listed.map((entry) => (oneList ? entry.label : `${entry.label} (${entry.list})`));
            if (listedTwiceInScope(listed))
                out.push({
                    code: 'duplicate_source',
                    message: `${names.join(', ')} list the same source ${evidence.url || evidence.id}`,
                    ...place,
                    evidenceId: evidence.id,
                });
            if (urls.size > 1)
                out.push({
                    code: 'url_variant',
                    message: `one source is written as ${[...urls].join(' and ')}: the same page once tracking parameters, text fragments and trailing slashes are set aside`,
                    ...place,
                    evidenceId: evidence.id,
                });
            if (!cited && !unplaced)
                out.push({
                    code: 'unused_source',
                    message: `${listed.length > 0 ? `${listed[0]?.label} ` : ''}${evidence.url || evidence.title} is listed but no sentence cites it`,
                    ...place,
                    evidenceId: evidence.id,
                });
        }
        return out.sort((a, b) => a.line - b.line || (a.column ?? 0) - (b.column ?? 0));
    }
}
/**
 * Whether one source has two numbers a sentence could mean: two in one group of lists, or one in
 * the definitions or footnotes (which every sentence reaches) and another anywhere. Lists whose
 * numbering restarts (a thread of answers) each number their own sources.
 */
function listedTwiceInScope(listed) {
    let everywhere = 0;
    const perScope = new Map();
    for (const { scope } of listed) {
        if (scope === -1)
            everywhere++;
        else
            perScope.set(scope, (perScope.get(scope) ?? 0) + 1);
    }
    if (everywhere >= 2 || (everywhere === 1 && perScope.size > 0))
        return true;
    for (const count of perScope.values())
        if (count >= 2)
            return true;
    return false;
}
/** A link target that stands for no page: an anchor of the report itself, a script that does nothing, a blank page. */
function isPlaceholder(url) {
    return /^(?:#.*|javascript:.*|about:blank)$/is.test(url.trim());
}
function describe(entry) {
    if (entry.syntax === 'footnote')
        return `footnote [^${entry.written?.replace(/^\^/, '') ?? entry.label}]`;
    if (entry.syntax === 'definition')
        return `definition [${entry.written ?? entry.label}]`;
    return entry.label !== undefined ? `source [${entry.written ?? entry.label}]` : 'a source entry';
}
function shorten(text, max) {
    return (0,truncate/* truncate */.x)(text.replace(/\s+/g, ' ').trim(), max);
}
function mismatchNotices(mismatches, at) {
    return [...mismatches].map(([pair, { count, first }]) => {
        const [marker, list] = pair.split('→');
        const markers = count === 1
            ? `1 marker is written ${SYNTAX_WORDS[marker]}`
            : `${count} markers are written ${SYNTAX_WORDS[marker]}`;
        // One notice per pair of syntaxes, and that pair is what identifies it: the count and the first marker change with any edit.
        const subject = `${SYNTAX_WORDS[marker]} markers, ${SYNTAX_WORDS[list]}`;
        return {
            code: 'marker_syntax_mismatch',
            message: `${markers} while the sources are ${SYNTAX_WORDS[list]} (first: ${first.written}); each is bound to the entry of its number`,
            ...at(first.offset),
            subject,
        };
    });
}
/** Numbers a list skips (1, 2, 4: 3 is missing), once per list. */
function gapNotices(parts, at) {
    const lists = [
        { list: 'reference definitions', entries: parts.definitions },
        { list: 'footnotes', entries: parts.footnotes },
        ...parts.sections.map((section, index) => ({
            list: `"${section.heading}" list${parts.sections.length > 1 ? ` ${index + 1}` : ''}`,
            entries: section.entries,
        })),
    ];
    const notices = [];
    for (const { list, entries } of lists) {
        const gaps = numberingGaps(entries);
        if (gaps === null)
            continue;
        const shown = gaps.count > gaps.first.length
            ? `${gaps.first.join(', ')} and ${gaps.count - gaps.first.length} more`
            : gaps.first.join(', ');
        // The list identifies the gap: the numbers it skips may change, and it is still the same notice.
        notices.push({
            code: 'numbering_gap',
            message: `the ${list} numbers its sources up to ${gaps.highest} but has no ${shown}`,
            ...at(entries[0].offset),
            subject: list,
        });
    }
    return notices;
}
/**
 * The numbers a list skips between its lowest and highest: how many, and the first ten. Counted,
 * never enumerated ([99999999999] is one entry, not a range to walk), and with loops, not one
 * argument per entry.
 */
function numberingGaps(entries) {
    const present = new Set();
    for (const entry of entries) {
        const label = entry.label ?? '';
        if (!/^\d+$/.test(label))
            continue;
        const number = Number(label);
        if (Number.isSafeInteger(number))
            present.add(number);
    }
    if (present.size < 2)
        return null;
    const sorted = Array.from(present).sort((a, b) => a - b);
    const lowest = sorted[0];
    const highest = sorted[sorted.length - 1];
    const count = highest - lowest + 1 - sorted.length;
    if (count === 0)
        return null;
    const first = [];
    for (let i = 0; i + 1 < sorted.length && first.length < 10; i++)
        for (let n = sorted[i] + 1; n < sorted[i + 1] && first.length < 10; n++)
            first.push(n);
    return { highest, count, first };
}
/** A label defined twice: the first definition is the one links and markers use. */
function redefinitionNotices(parts, at) {
    return parts.redefined.map((definition) => ({
        code: 'duplicate_definition',
        message: `[${definition.written}] is defined again here (${definition.url || 'no URL'}); links and markers use its first definition, at line ${at(definition.first.offset).line} (${definition.first.url || 'no URL'}), as CommonMark and GitHub do`,
        ...at(definition.offset),
        subject: `[${normaliseLabel(definition.written)}]`,
    }));
}
function noSourceMessage(dialect, markers) {
    const count = markers.length === 1 ? '1 citation marker' : `${markers.length} citation markers`;
    if (markers.some((marker) => marker.unread?.reason === 'hostname_pill') &&
        markers.every((marker) => marker.syntax === 'export'))
        return `a ChatGPT answer copied from its window with ${count} (first: ${markers[0]?.written}) that are its citation pills pasted as site names, and no source list, definition or link to resolve them: the pages they cited are not in the file, so these citations cannot be resolved. Copy the answer with its sources (ChatGPT's "Sources" panel, or a download with links) so that each citation names a URL`;
    if (dialect === 'chatgpt_deep_research' || markers.every((marker) => marker.syntax === 'export')) {
        return `a ChatGPT export (a deep-research report or a copied answer) with ${count} (first: ${markers[0]?.written}) and no source list, definition or link to resolve them: its markers name search results of the ChatGPT session by ID, whose URLs the file does not hold, so these citations cannot be resolved. Export or copy the report with its sources (links, or a numbered Sources list) so that each citation names a URL`;
    }
    return `the report has ${count} (first: ${markers[0]?.written}) but no source list, reference definition, footnote or link to resolve them to: add a Sources list ("[n] Title: URL" lines under a Sources heading) or "[n]: URL" definitions`;
}



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


/***/ })

} };
})
