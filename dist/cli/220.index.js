export const id = 220;
export const ids = [220];
export const modules = {

/***/ 8220:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  readMarkdown: () => (/* binding */ readMarkdown)
});

// UNUSED EXPORTS: DIALECTS, loadMarkdown, numberingGaps

// EXTERNAL MODULE: ./src/report/json-file.ts + 3 modules
var json_file = __webpack_require__(6558);
// EXTERNAL MODULE: ./src/text/fingerprint.ts
var fingerprint = __webpack_require__(739);
// EXTERNAL MODULE: ./src/formats/positions.ts
var positions = __webpack_require__(1592);
// EXTERNAL MODULE: ./src/formats/sentences/article.ts
var article = __webpack_require__(7687);
// EXTERNAL MODULE: ./src/formats/sentences/segment.ts + 1 modules
var segment = __webpack_require__(3459);
// EXTERNAL MODULE: ./src/formats/storm/index.ts + 2 modules
var storm = __webpack_require__(1528);
// EXTERNAL MODULE: ./src/formats/markdown/dialects.ts
var dialects = __webpack_require__(5513);
// EXTERNAL MODULE: ./src/formats/markdown/loaded.ts
var loaded = __webpack_require__(5171);
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

;// CONCATENATED MODULE: ./src/formats/markdown/inline.ts

/** A label as lists and markers are matched: case-insensitive, "03" as "3". */
function normaliseLabel(label) {
    const trimmed = label.trim().toLowerCase();
    return /^\d+$/.test(trimmed) ? String(Number.parseInt(trimmed, 10)) : trimmed;
}
// [^4], [3], [1, 2], [1-3], [1_2] (a Perplexity thread's number), [3a] (an entry added between [3] and [4]); ChatGPT's  cite  turn0search3  … ,
// other private-use objects, 【12†L3-L9】, and "citeturn0search3turn0search4" where a copy lost the private-use characters.
const TEXT_MARKER = /\[\^([\w.-]+(?:\s*,\s*\^?[\w.-]+)*)\]|\[(\d{1,4}(?:_\d{1,4})?(?:\s*[,–-]\s*\d{1,4}(?:_\d{1,4})?)*)\]|\uE200cite\uE202([^\uE201]*)\uE201|\uE200([a-z_]+)\uE202([^\uE201]*)\uE201|【([^】]*?)】|\bcite((?:turn\d+[a-z_]+\d+)+)|\[(\d{1,4}[a-z])\]/gu;
// Gemini: "parameters.5", "the tractor".1", "by 15%.3" (a non-digit, a full stop, digits);
// "2030.25" (a year then digits); "3.5.12" (a decimal then a second point); "Blender13." (letters then digits).
const GLUED = /(?<=([\p{L}"”’')\]*%]+))([.,;:])(\d{1,3})(?=\s|$)|(?<![\d.])\b((?:19|20)\d{2})\.(\d{1,3})(?=\s|$)|(?<![\d.])\b(\d+\.\d+)\.(\d{1,3})(?=\s|$)|(?<=\p{Ll})(\d{1,3})(?=[.,;:](?:\s|$)|$)/gu;
const PAREN_OPEN = /\(\s*$/;
const PAREN_CLOSE = /^\s*\)/;
const GROUP_SEPARATOR = /^\s*(?:[;,]|and)?\s*$/;
const NUMBER_LABEL = /^\s*\[?\s*\^?\s*(\d{1,4})\s*\]?\s*$/;
function nodeText(node) {
    if ('value' in node && typeof node.value === 'string')
        return node.value;
    if ('children' in node)
        return node.children.map(nodeText).join('');
    return '';
}
/** `[northport.example](https://northport.example/tram)`: a link named by its site is a citation, not words of the sentence. */
function isHostLabel(text, url) {
    let host;
    try {
        host = new URL(url).hostname.replace(/^www\./, '');
    }
    catch {
        return false;
    }
    const label = text
        .trim()
        .toLowerCase()
        .replace(/^www\./, '');
    return label !== '' && label === host;
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
    walk(children, context, flat, { hidden: 0 });
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
function walk(children, context, flat, state) {
    // Characters to drop from a text node: a group's "(" at its end, its ")" at the start of the next.
    const trimEnd = new Map();
    const trimStart = new Map();
    const inGroup = new Set();
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
    children.forEach((node, index) => {
        if (node.type === 'html') {
            // Perplexity's hidden list of every footnote: <span style="display:none">[^1][^2]…</span>.
            if (/^<span\b[^>]*display\s*:\s*none/i.test(node.value))
                state.hidden++;
            else if (state.hidden > 0 && /^<\/span>/i.test(node.value))
                state.hidden--;
            return;
        }
        if (state.hidden > 0)
            return;
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
                                ? `[${nodeText(node)}][${node.label ?? node.identifier}]`
                                : `[${node.label ?? node.identifier}]${node.referenceType === 'collapsed' ? '[]' : ''}`,
                        });
                    else if (url)
                        addMarker(flat, { offset: start(node), syntax: 'link', url, written: url });
                    return;
                }
                walk(node.children, context, flat, state);
                const url = context.definitions.get(label);
                if (url && isHttp(url))
                    addMarker(flat, { offset: start(node), syntax: 'link', url, written: url });
                return;
            }
            case 'link': {
                if (!isHttp(node.url)) {
                    walk(node.children, context, flat, state);
                    return;
                }
                const text = nodeText(node);
                const number = NUMBER_LABEL.exec(text);
                if (number || inGroup.has(index) || isHostLabel(text, node.url)) {
                    // [3](url), [\[3\]](url) (DOCX), a group ([Site, 2024](url); …): the link is the marker.
                    addMarker(flat, {
                        offset: start(node),
                        syntax: 'link',
                        url: node.url,
                        written: number ? `[${text}](${node.url})` : node.url,
                        ...(number ? { label: normaliseLabel(number[1]) } : {}),
                    });
                    return;
                }
                // A link in running text keeps its words and cites its page.
                walk(node.children, context, flat, state);
                addMarker(flat, { offset: start(node), syntax: 'link', url: node.url, written: node.url });
                return;
            }
            case 'image':
            case 'imageReference':
            case 'footnoteDefinition':
                return;
            default:
                if ('children' in node)
                    walk(node.children, context, flat, state);
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
        const [written, footnote, numbers, cite, objectKind, objectBody, export_, stripped, lettered] = match;
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
        else if (numbers !== undefined)
            found.push({
                index: match.index,
                length: written.length,
                markers: expandNumbers(numbers).map((label) => ({ offset, syntax: 'bracket', label, written })),
            });
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
function expandNumbers(written) {
    const labels = [];
    for (const piece of written.split(',')) {
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
;// CONCATENATED MODULE: ./src/formats/markdown/sources.ts

// "Sources", "## **Works cited**", "References and Research Sources", "Citations:", "Bibliography".
const SOURCE_HEADING = /^(?:\d+[.)]?\s*)?(?:sources?|references?|works cited|citations?|bibliography|cited sources|reference list|references and (?:research )?(?:sources|resources)|sources and references|sources cited)\s*:?$/i;
function plain(node) {
    if (typeof node.value === 'string')
        return node.value;
    if (Array.isArray(node.children))
        return node.children.map(plain).join('');
    return '';
}
function offsetOf(node) {
    return node.position?.start.offset ?? 0;
}
function splitDocument(root, source) {
    const parts = {
        blocks: [],
        sections: [],
        definitions: [],
        targets: new Map(),
        footnotes: [],
        html: [],
        definedAt: new Map(),
        redefined: [],
    };
    let section = null;
    for (const node of root.children) {
        if (node.type === 'heading') {
            if (section && node.depth <= section.depth)
                section = null;
            const text = plain(node).replace(/[*_`]/g, '').trim();
            if (SOURCE_HEADING.test(text)) {
                const entry = {
                    heading: text,
                    offset: offsetOf(node),
                    worksCited: /^works cited/i.test(text),
                    entries: [],
                };
                parts.sections.push(entry);
                section = { depth: node.depth, section: entry };
            }
            continue;
        }
        collect(node, source, parts, section?.section ?? null);
    }
    // One list is "the Sources list"; several are told apart by their place.
    if (parts.sections.length === 1)
        for (const entry of parts.sections[0]?.entries ?? [])
            entry.list = entry.list.replace(/ 1$/, '');
    return parts;
}
function collect(node, source, parts, section) {
    switch (node.type) {
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
                return;
            }
            parts.definedAt.set(label, offsetOf(node));
            // Only numbered definitions are a source list ([3]: https://… "Title"); [logo]: … and
            // Gemini's embedded [image1]: <data:…> are link and image targets (links cite where used).
            parts.targets.set(label, node.url);
            if (!/^\d+$/.test(label))
                return;
            parts.definitions.push({
                list: 'definitions',
                label: normaliseLabel(node.identifier),
                written: node.label ?? node.identifier,
                syntax: 'definition',
                url: node.url,
                title: node.title ?? '',
                raw: slice(source, node),
                offset: offsetOf(node),
            });
            return;
        }
        case 'footnoteDefinition':
            parts.footnotes.push(footnoteEntry(node.identifier, node.label ?? node.identifier, node.children, source, offsetOf(node), slice(source, node)));
            return;
        case 'html':
            parts.html.push(node.value);
            return;
        case 'code':
        case 'thematicBreak':
        case 'yaml':
            return;
        case 'paragraph':
            if (section)
                for (const line of lines(node.children, source))
                    addSectionEntry(section, line, source, undefined, parts);
            else
                parts.blocks.push({ children: node.children, offset: offsetOf(node) });
            return;
        case 'list':
            if (section)
                listEntries(node, section, source, parts);
            else
                for (const item of node.children)
                    for (const child of item.children)
                        collect(child, source, parts, null);
            return;
        case 'table':
            if (section)
                return;
            for (const row of node.children)
                for (const cell of row.children)
                    parts.blocks.push({ children: cell.children, offset: offsetOf(cell) });
            return;
        case 'heading':
            return;
        default:
            if ('children' in node)
                for (const child of node.children)
                    collect(child, source, parts, section);
    }
}
function listEntries(list, section, source, parts) {
    list.children.forEach((item, index) => {
        const number = list.ordered ? (list.start ?? 1) + index : undefined;
        let first = true;
        for (const child of item.children) {
            if (child.type === 'paragraph' && first) {
                for (const line of lines(child.children, source)) {
                    addSectionEntry(section, line, source, first ? number : undefined, parts);
                    first = false;
                }
            }
            else if (child.type === 'list')
                listEntries(child, section, source, parts);
            else if (child.type === 'definition' || child.type === 'footnoteDefinition')
                collect(child, source, parts, section);
        }
    });
}
function lines(children, source) {
    const out = [];
    let current = [];
    const flush = () => {
        const meaningful = current.filter((node) => !(node.type === 'text' && node.value.trim() === ''));
        if (meaningful.length > 0) {
            const first = meaningful[0];
            const last = meaningful[meaningful.length - 1];
            out.push({ nodes: current, start: offsetOf(first), end: last.position?.end.offset ?? offsetOf(last) });
        }
        current = [];
    };
    for (const node of children) {
        if (node.type === 'break')
            flush();
        else if (node.type === 'text' && node.value.includes('\n')) {
            // A soft line break ends an entry: "[1] Title: URL" lines often have none between them.
            const pieces = node.value.split('\n');
            let offset = offsetOf(node);
            pieces.forEach((piece, index) => {
                if (index > 0)
                    flush();
                const at = source.indexOf(piece, offset);
                const start = at === -1 ? offset : at;
                if (piece !== '')
                    current.push({
                        type: 'text',
                        value: piece,
                        position: {
                            start: { line: 0, column: 0, offset: start },
                            end: { line: 0, column: 0, offset: start + piece.length },
                        },
                    });
                offset = start + piece.length;
            });
        }
        else
            current.push(node);
    }
    flush();
    return out;
}
// "[3] ", "[^3]: ", "3. ", "3) " at an entry's start.
const LEADING_LABEL = /^\s*(?:\[(\^?)([\w.-]{1,12})\]\s*:?|(\d{1,4})[.)](?=\s))\s*/;
const BARE_URL = /\b[a-z][a-z0-9+.-]*:\/\/[^\s<>()\]]+/i;
const EDGE_SEPARATORS = /^[\s:,;–—|-]+|[\s:,;–—|-]+$/g;
function addSectionEntry(section, line, source, number, parts) {
    const entry = parseLine(line, source, number, `the "${section.heading}" list ${parts.sections.indexOf(section) + 1}`);
    if (!entry)
        return;
    if (section.worksCited)
        entry.worksCited = true;
    section.entries.push(entry);
}
/** An entry of a source section: its label, URL and title. */
function parseLine(line, source, number, list) {
    const raw = source.slice(line.start, line.end).trim();
    if (raw === '')
        return null;
    let label = number === undefined ? undefined : String(number);
    let written = label;
    let url;
    const titleParts = [];
    line.nodes.forEach((node, index) => {
        if (node.type === 'link') {
            const text = plain(node).trim();
            if (index === 0 && label === undefined && /^\[?\^?\d{1,4}\]?$/.test(text)) {
                // [1](https://…): the link is the number.
                label = normaliseLabel(text.replace(/[[\]^]/g, ''));
                written = text;
                url ??= node.url;
                return;
            }
            url ??= node.url;
            // A title link ([Title](url)) gives its words; a bare one ([url](url)) none.
            if (text !== node.url && text !== node.url.replace(/^https?:\/\//, ''))
                titleParts.push(text);
            return;
        }
        let text = plain(node);
        if (index === 0 && node.type === 'text') {
            const leading = LEADING_LABEL.exec(text);
            if (leading && label === undefined) {
                written = `${leading[1] ?? ''}${leading[2] ?? leading[3]}`;
                label = normaliseLabel(leading[2] ?? leading[3] ?? '');
                text = text.slice(leading[0].length);
            }
        }
        if (url === undefined) {
            const bare = BARE_URL.exec(text);
            if (bare) {
                url = bare[0].replace(/[.,;]+$/, '');
                text = text.replace(bare[0], ' ');
            }
        }
        titleParts.push(text);
    });
    if (label === undefined && url === undefined && isEmphasisOnly(line.nodes))
        return null;
    const title = titleParts.join('').replace(/\s+/g, ' ').replace(EDGE_SEPARATORS, '').trim();
    return {
        list,
        ...(label === undefined ? {} : { label, written: written ?? label }),
        syntax: 'section',
        ...(url === undefined ? {} : { url }),
        title,
        raw,
        offset: line.start,
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

;// CONCATENATED MODULE: ./src/formats/markdown/index.ts
// A Markdown research report, as deep-research tools write it (./dialects.ts): every sentence of
// the body is a claim, each citation marker binds to the source entry it names, and each distinct
// source (by URL identity, ./url-identity.ts) is one evidence record. What is wrong with the
// citation apparatus is reported: a marker naming nothing (dangling), one that cannot be told
// (unresolved, a binding error), and the rest as notices (an unused source, a source listed
// twice, a marker in another syntax than its list, an entry with no URL, gaps).












const WORDLIKE = /[\p{L}\p{N}]/u;
async function loadMarkdown(file, bytes, readFile, dialect = 'auto') {
    const decoded = decodeText(bytes);
    if (!decoded.ok)
        return { format: 'markdown', file, error: decoded.error };
    const read = readMarkdown(decoded.text, dialect);
    if (read.noSource)
        return {
            format: 'markdown',
            dialect: read.dialect,
            file,
            error: { message: read.noSource.message, ...read.noSource.at },
        };
    return loadedTextReport('markdown', read.dialect, file, read, read.notices, readFile);
}
/** The claims, evidence and notices of a Markdown text (pure: the loader reads the file). */
function readMarkdown(text, choice = 'auto', extras = {}) {
    const root = (0,parse/* parseMarkdown */.Dd)(text);
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
    // Named as Gemini with no "Works cited" heading: its numbered lists are the ones glued digits name.
    if (gemini && !entries.some((entry) => entry.worksCited))
        for (const entry of entries)
            if (entry.syntax === 'section' && entry.label !== undefined)
                entry.worksCited = true;
    const worksCited = new Set(entries.filter((entry) => entry.worksCited && entry.label !== undefined).map((entry) => entry.label));
    const labels = new Set(entries.flatMap((entry) => (entry.label === undefined ? [] : [entry.label])));
    const context = {
        source: text,
        gluedDigits: gemini,
        listed: (label) => worksCited.has(label),
        labelled: (label) => labels.has(label),
        definitions: parts.targets,
    };
    const sentences = [];
    for (const block of parts.blocks)
        blockSentences(flattenInline(block.children, context), sentences);
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
        };
    }
    const sources = new SourceRecords(at);
    for (const entry of entries)
        sources.addEntry(entry);
    const byLabel = new Map();
    for (const entry of entries)
        if (entry.label !== undefined)
            byLabel.set(entry.label, [...(byLabel.get(entry.label) ?? []), entry]);
    const mismatches = new Map();
    const resolved = sentences.map((sentence) => {
        const evidenceIds = [];
        const unresolved = [];
        for (const marker of sentence.markers) {
            const outcome = resolve(marker, byLabel, sources);
            if ('id' in outcome) {
                evidenceIds.push(outcome.id);
                if (outcome.mismatch) {
                    const seen = mismatches.get(outcome.mismatch);
                    mismatches.set(outcome.mismatch, { count: (seen?.count ?? 0) + 1, first: seen?.first ?? marker });
                }
            }
            else if ('dangling' in outcome)
                evidenceIds.push(outcome.dangling);
            else
                unresolved.push(outcome.unresolved);
        }
        return { evidenceIds, unresolved };
    });
    const articleSentences = sentences.map((sentence, index) => ({
        statement: sentence.statement,
        citations: resolved[index]?.evidenceIds ?? [],
        offset: sentence.offset,
    }));
    const claims = (0,article/* sentenceClaims */.Vg)(articleSentences, sentences.map((sentence) => at(sentence.offset))).map((claim, index) => {
        const unresolved = resolved[index]?.unresolved ?? [];
        return unresolved.length > 0 ? { ...claim, unresolved } : claim;
    });
    const notices = [
        ...sources.notices(),
        ...mismatchNotices(mismatches, at),
        ...gapNotices(parts, at),
        ...redefinitionNotices(parts, at),
    ];
    if (markers.length === 0 && entries.length === 0)
        notices.push({
            code: 'no_citations',
            message: 'the report has no citation marker, link or source list: none of its sentences cites a source',
            line: 1,
            column: 1,
        });
    return { claims, evidence: sources.records(), notices, dialect };
}
/** A block's sentences: markers belong to the sentence holding the character before them. */
function blockSentences(flat, out) {
    const spans = (0,segment/* sentenceSpans */.pe)(flat.text).filter(([start, end]) => WORDLIKE.test(flat.text.slice(start, end)));
    const first = out.length;
    for (const [start, end] of spans) {
        const raw = flat.text.slice(start, end);
        const lead = raw.length - raw.trimStart().length;
        out.push({ statement: raw.trim(), citations: [], offset: flat.origin[start + lead] ?? 0, markers: [] });
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
    footnote: '[^n]',
    reference: '[text][n]',
    link: '[n](url)',
    glued: 'glued digits',
    definition: '[n]: URL definitions',
    section: 'a numbered list of sources',
    footnotes: '[^n]: footnotes',
};
function resolve(marker, byLabel, sources) {
    if (marker.syntax === 'export') {
        return {
            unresolved: {
                marker: marker.written,
                reason: 'source_not_in_export',
                detail: 'the marker names a search result of the ChatGPT session by ID, and the export holds no URL for it',
            },
        };
    }
    if (marker.ambiguous !== undefined) {
        return {
            unresolved: {
                marker: marker.label ?? marker.written,
                reason: 'ambiguous_marker',
                detail: `${marker.ambiguous}; write the citation as [n] to make it unambiguous`,
            },
        };
    }
    if (marker.url !== undefined)
        return { id: sources.addLink(marker) };
    const label = marker.label;
    const all = byLabel.get(label) ?? [];
    // Gemini's glued digits name only Works cited entries.
    const candidates = marker.syntax === 'glued' ? all.filter((entry) => entry.worksCited) : all;
    if (candidates.length === 0)
        return { dangling: marker.syntax === 'footnote' ? `^${label}` : label };
    const ids = [...new Set(candidates.map((entry) => sources.idOf(entry)))];
    if (ids.length > 1) {
        const lists = candidates.map((entry) => `${entry.list}: ${entry.url ?? entry.title}`).join('; ');
        return {
            unresolved: {
                marker: marker.written.replace(/^\[|\]$/g, ''),
                reason: 'conflicting_source_lists',
                detail: `[${label}] is listed with different sources (${lists}); give each source one number`,
            },
        };
    }
    const id = ids[0];
    sources.cite(id);
    const expected = marker.syntax === 'footnote'
        ? 'footnote'
        : marker.syntax === 'bracket' || marker.syntax === 'reference'
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
            id = url;
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
            });
        if (url)
            state.urls.add(url);
        if (entry.quote && !state.quotes.includes(entry.quote))
            state.quotes.push(entry.quote);
        return id;
    }
    addLink(marker) {
        const url = marker.url.trim();
        const id = urlIdentity(url) ?? url;
        const state = this.ensure(id, url, url, marker.offset);
        state.urls.add(url);
        state.cited = true;
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
            const excerpt = quotes.join(storm/* SNIPPET_SEPARATOR */.oA);
            return {
                ...rest,
                excerpt,
                ...(quotes.length > 1 ? { snippets: quotes } : {}),
                ...(location ? { location: { ...location } } : {}),
            };
        });
    }
    notices() {
        const out = [...this.entryNotices];
        for (const { evidence, labels, urls, cited, offset } of this.byId.values()) {
            const place = this.at(offset);
            const listed = [...labels.values()];
            const oneList = new Set(listed.map((entry) => entry.list)).size === 1;
            const names = listed.map((entry) => (oneList ? entry.label : `${entry.label} (${entry.list})`));
            if (labels.size > 1)
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
            if (!cited)
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
function describe(entry) {
    if (entry.syntax === 'footnote')
        return `footnote [^${entry.written?.replace(/^\^/, '') ?? entry.label}]`;
    if (entry.syntax === 'definition')
        return `definition [${entry.written ?? entry.label}]`;
    return entry.label !== undefined ? `source [${entry.written ?? entry.label}]` : 'a source entry';
}
function shorten(text, max) {
    const flat = text.replace(/\s+/g, ' ').trim();
    return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
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
    if (dialect === 'chatgpt_deep_research' || markers.every((marker) => marker.syntax === 'export')) {
        return `a ChatGPT export (a deep-research report or a copied answer) with ${count} (first: ${markers[0]?.written}) and no source list, definition or link to resolve them: its markers name search results of the ChatGPT session by ID, whose URLs the file does not hold. Export or copy the report with its sources (links, or a numbered Sources list) so that each citation names a URL`;
    }
    return `the report has ${count} (first: ${markers[0]?.written}) but no source list, reference definition, footnote or link to resolve them to: add a Sources list ("[n] Title: URL" lines under a Sources heading) or "[n]: URL" definitions`;
}



/***/ }),

/***/ 3831:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

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
    url.username = '';
    url.password = '';
    url.hash = '';
    return url.href;
}


/***/ })

};
