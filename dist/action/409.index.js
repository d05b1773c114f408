export const id = 409;
export const ids = [409];
export const modules = {

/***/ 3409:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  D: () => (/* binding */ MarkdownLimitError),
  Dd: () => (/* binding */ parseMarkdown)
});

// UNUSED EXPORTS: MAX_INLINE_NESTING, normalizeIdentifier, runOffset

// EXTERNAL MODULE: ./node_modules/markdown-it/dist/markdown-it.mjs + 7 modules
var markdown_it = __webpack_require__(9702);
// EXTERNAL MODULE: ./node_modules/markdown-it-footnote/index.mjs
var markdown_it_footnote = __webpack_require__(9938);
;// CONCATENATED MODULE: ./src/formats/markdown/engine.ts
// The Markdown parser: markdown-it (CommonMark, with GitHub's tables and strikethrough built in),
// markdown-it-footnote's `[^n]:` definitions, and bare URLs as links. markdown-it is linear on
// CommonMark's pathological inputs, where micromark was not (docs/security.md), but it gives
// inline tokens no positions and keeps no reference definitions as tokens. This file adds both,
// without changing what it parses:
// - every block rule call stamps the tokens it pushed with where they start and end, and records,
//   for each inline token, where each line of its content begins in the text ("anchors"), while
//   the state still has the container prefixes (`> `, a list item's indent) of each line;
// - every inline rule call stamps its tokens with where they start and end in that content;
//   pending text is always one slice of the content, which starts where the text first grew;
// - each reference definition is captured as it is parsed, and left in the token stream as a
//   `definition` token (markdown-it keeps only the first of each label, as CommonMark says; the
//   token stream keeps them all, as mdast does).
// Nesting past MAX_NESTING is where markdown-it stops reading a block's content: it is noted, and
// the reader then refuses the report rather than read part of it (./parse.ts).


/** Levels of block nesting read (a block quote is one level, a list two: the list and its item). */
const MAX_NESTING = 100;
const isSchemeChar = (code) => (code >= 65 && code <= 90) ||
    (code >= 97 && code <= 122) ||
    (code >= 48 && code <= 57) ||
    code === 43 ||
    code === 45 ||
    code === 46;
const JS_SPACE = /\s/;
function record(state) {
    return state.env;
}
let engine;
/** The one configured parser (building it takes a few milliseconds: once per process). */
function markdownEngine() {
    engine ??= build();
    return engine;
}
function build() {
    const md = (0,markdown_it/* default */.A)('default', { html: true, linkify: true, typographer: false, maxNesting: MAX_NESTING });
    // URLs as written (escapes and entities resolved), as mdast keeps them: no percent-encoding, no
    // punycode, and no scheme refused (a javascript: link is still a link, as on GitHub, and reported as such).
    md.normalizeLink = (url) => url;
    md.normalizeLinkText = (text) => text;
    md.validateLink = () => true;
    md.use(markdown_it_footnote/* default */.A);
    // Footnotes stay where they are defined (footnote_tail moves them to the end, with a quadratic
    // concatenation); `^[inline]` footnotes are not GitHub's; references are found by the linear rule below.
    md.core.ruler.disable(['footnote_tail', 'linkify', 'text_join', 'replacements', 'smartquotes']);
    md.inline.ruler.disable(['footnote_inline']);
    md.inline.ruler.at('footnote_ref', footnoteRef);
    // Adjacent text is joined when the tree is built, where each piece still has its place.
    md.inline.ruler2.disable(['fragments_join']);
    const BlockBase = md.block.State;
    class BlockState extends BlockBase {
        depth = 0;
        push(type, tag, nesting) {
            const token = super.push(type, tag, nesting);
            token.depth = this.depth;
            return token;
        }
    }
    md.block.State = BlockState;
    const InlineBase = md.inline.State;
    class InlineState extends InlineBase {
        depth = 0;
        pendingStart = 0;
        labelStops;
        pushPending() {
            const token = super.pushPending();
            token.start = this.pendingStart;
            token.end = this.pendingStart + token.content.length;
            return token;
        }
        push(type, tag, nesting) {
            const token = super.push(type, tag, nesting);
            token.depth = this.depth;
            if (type === 'link_open')
                token.labelEnd = this.posMax;
            return token;
        }
    }
    md.inline.State = InlineState;
    for (const rule of md.block.ruler.__rules__)
        rule.fn = placingBlockRule(rule.name, rule.fn);
    md.block.ruler.__cache__ = null;
    for (const rule of md.inline.ruler.__rules__)
        rule.fn = placingInlineRule(rule.name, rule.fn);
    md.inline.ruler.__cache__ = null;
    // Past MAX_NESTING markdown-it skips the rest of the block: note where, so that it is never silent.
    const tokenize = md.block.tokenize.bind(md.block);
    md.block.tokenize = (state, startLine, endLine) => {
        if (state.level >= MAX_NESTING) {
            const line = state.skipEmptyLines(startLine);
            const notes = record(state);
            if (line < endLine && notes.nestingLine === -1)
                notes.nestingLine = line;
        }
        tokenize(state, startLine, endLine);
    };
    return md;
}
function placingBlockRule(name, rule) {
    return (state, startLine, endLine, silent) => {
        if (silent)
            return rule(state, startLine, endLine, true);
        const extra = state;
        const first = state.tokens.length;
        const start = state.bMarks[startLine] + state.tShift[startLine];
        let captured;
        let kept;
        if (name === 'reference') {
            // A fresh table, so that this definition is captured even when its label is already defined.
            kept = record(state).references ?? {};
            record(state).references = captured = {};
        }
        extra.depth++;
        let ok;
        try {
            ok = rule(state, startLine, endLine, false);
        }
        finally {
            extra.depth--;
            if (kept)
                record(state).references = kept;
        }
        if (!ok)
            return false;
        if (captured && kept)
            addDefinition(state, captured, kept, start, startLine);
        else
            placeBlockTokens(name, state, first, start, startLine);
        return true;
    };
}
/** The definition just parsed, as a token where it stood; the first of a label is the one links use. */
function addDefinition(state, captured, kept, start, startLine) {
    const key = Object.keys(captured)[0];
    if (key === undefined)
        return;
    const target = captured[key];
    if (!Object.hasOwn(kept, key))
        kept[key] = target;
    // The label as written: up to the first `]` that no backslash escapes.
    const src = state.src;
    let end = start + 1;
    while (end < src.length && src.charCodeAt(end) !== 93)
        end += src.charCodeAt(end) === 92 ? 2 : 1;
    const token = state.push('definition', '', 0);
    token.meta = { label: src.slice(start + 1, end), href: target.href, title: target.title };
    token.map = [startLine, state.line];
    token.start = start;
    token.end = state.eMarks[lastContentLine(state, startLine)];
}
function lastContentLine(state, startLine) {
    let last = Math.max(startLine, state.line - 1);
    while (last > startLine && state.isEmpty(last))
        last--;
    return last;
}
function placeBlockTokens(name, state, first, start, startLine) {
    const depth = state.depth + 1;
    const end = state.eMarks[lastContentLine(state, startLine)];
    const tokens = state.tokens;
    const last = tokens.length - 1;
    if (name === 'footnote_def') {
        // The plugin pushes its two tokens itself.
        Object.assign(tokens[first], { start, end, map: [startLine, state.line] });
        Object.assign(tokens[last], { start, end });
    }
    let row = null;
    for (let i = first; i <= last; i++) {
        const token = tokens[i];
        if (token.depth !== depth)
            continue;
        if (name === 'table' && token.type === 'tr_open' && token.map) {
            const line = token.map[0];
            row = { ...rowPlace(state, line), next: 0 };
            Object.assign(token, { start: row.start, end: row.end });
            continue;
        }
        if (row && token.type === 'inline') {
            const cell = row.cells[row.next++];
            token.start = cell?.start ?? row.end;
            token.end = cell?.end ?? row.end;
            if (cell && token.content !== '')
                record(state).anchors.set(token, cell.anchors);
            continue;
        }
        if (row && token.type !== 'tr_close') {
            token.start = row.start;
            token.end = row.end;
            continue;
        }
        if (row && token.type === 'tr_close') {
            Object.assign(token, { start: row.start, end: row.end });
            row = null;
            continue;
        }
        // A list's later items start on their own line (at their marker).
        const line = token.map?.[0];
        token.start = line !== undefined && line > startLine ? state.bMarks[line] + state.tShift[line] : start;
        token.end = end;
        if (token.type === 'inline' && token.map && token.content !== '')
            record(state).anchors.set(token, lineAnchors(name, state, token));
    }
}
/** Where each line of a paragraph's or heading's content begins in the text. */
function lineAnchors(name, state, token) {
    const src = state.src;
    const content = token.content;
    const anchors = [];
    let line = token.map[0];
    let at = 0;
    for (;;) {
        const newline = content.indexOf('\n', at);
        let offset = state.bMarks[line] + state.tShift[line];
        let index = at;
        if (at === 0) {
            // The first line is trimmed as JavaScript trims (after a heading's `#`s).
            if (name === 'heading')
                while (src.charCodeAt(offset) === 35)
                    offset++;
            while (offset < state.eMarks[line] && JS_SPACE.test(src[offset]))
                offset++;
        }
        else {
            // A later line keeps its indentation in the content; the text starts after it.
            const stop = newline === -1 ? content.length : newline;
            while (index < stop && (content.charCodeAt(index) === 32 || content.charCodeAt(index) === 9))
                index++;
        }
        anchors.push(index, offset);
        if (newline === -1)
            return anchors;
        at = newline + 1;
        line++;
    }
}
/** A table row's cells as markdown-it splits them (an unescaped `|`; `\|` is a `|` in the cell). */
function rowPlace(state, line) {
    const src = state.src;
    let from = state.bMarks[line] + state.tShift[line];
    let to = state.eMarks[line];
    while (from < to && JS_SPACE.test(src[from]))
        from++;
    while (to > from && JS_SPACE.test(src[to - 1]))
        to--;
    const raw = [];
    let cellStart = from;
    let removed = [];
    let escaped = false;
    for (let pos = from; pos < to; pos++) {
        const code = src.charCodeAt(pos);
        if (code === 124) {
            if (!escaped) {
                raw.push({ start: cellStart, end: pos, removed });
                cellStart = pos + 1;
                removed = [];
            }
            else
                removed.push(pos - 1);
        }
        escaped = code === 92;
    }
    raw.push({ start: cellStart, end: to, removed });
    if (raw.length > 0 && raw[0].end === raw[0].start)
        raw.shift();
    if (raw.length > 0 && raw[raw.length - 1].end === raw[raw.length - 1].start)
        raw.pop();
    const cells = raw.map(({ start, end, removed }) => {
        let a = start;
        while (a < end && JS_SPACE.test(src[a]))
            a++;
        let b = end;
        while (b > a && JS_SPACE.test(src[b - 1]))
            b--;
        const anchors = [0, a];
        let dropped = 0;
        for (const backslash of removed) {
            if (backslash < a)
                continue;
            dropped++;
            anchors.push(backslash + 1 - a - dropped, backslash + 1);
        }
        return { start: a, end: b, anchors };
    });
    return { start: from, end: to, cells };
}
function placingInlineRule(name, rule) {
    return (state, silent) => {
        if (silent)
            return rule(state, true);
        const extra = state;
        // Pending text grows from here when it is empty now (the text rule, or the fallback after every rule).
        if (state.pending === '')
            extra.pendingStart = state.pos;
        const before = state.pos;
        const pendingLength = state.pending.length;
        const first = state.tokens.length;
        extra.depth++;
        let ok;
        try {
            ok = rule(state, false);
        }
        finally {
            extra.depth--;
        }
        if (ok && state.tokens.length > first)
            placeInlineTokens(name, state, first, before, pendingLength);
        return ok;
    };
}
function placeInlineTokens(name, state, first, before, pending) {
    const depth = state.depth + 1;
    const after = state.pos;
    let start = before;
    if (name === 'linkify') {
        // The scheme was already pending text: the link starts where it does (as the rule finds it).
        const min = before - Math.min(10, pending, before);
        while (start > min && isSchemeChar(state.src.charCodeAt(start - 1)))
            start--;
    }
    let cursor = before;
    const tokens = state.tokens;
    for (let i = first; i < tokens.length; i++) {
        const token = tokens[i];
        if (token.depth !== depth || token.start !== undefined)
            continue;
        if (name === 'emphasis' || name === 'strikethrough') {
            // One delimiter token per `*` (or `~~`), in order.
            token.start = cursor;
            cursor += token.content.length;
            token.end = cursor;
        }
        else if (name === 'autolink' && token.type === 'text') {
            token.start = before + 1;
            token.end = after - 1;
        }
        else {
            token.start = start;
            token.end = after;
        }
    }
}
/**
 * `[^label]` where a footnote defines the label, as markdown-it-footnote reads it, but linear: the
 * label's end is looked up in a table built once per inline text, not scanned for from every `[^`.
 */
function footnoteRef(state, silent) {
    const refs = state.env.footnotes?.refs;
    const start = state.pos;
    if (!refs || state.src.charCodeAt(start) !== 91 || state.src.charCodeAt(start + 1) !== 94)
        return false;
    const extra = state;
    extra.labelStops ??= labelStops(state.src);
    const end = extra.labelStops[start + 2];
    if (end === start + 2 || end >= state.posMax || state.src.charCodeAt(end) !== 93)
        return false;
    const label = state.src.slice(start + 2, end);
    if (!Object.hasOwn(refs, `:${label}`))
        return false;
    if (!silent) {
        const token = state.push('footnote_ref', '', 0);
        token.meta = { label };
    }
    state.pos = end + 1;
    return true;
}
function labelStops(src) {
    const stops = new Int32Array(src.length + 2);
    let next = src.length;
    stops[src.length] = stops[src.length + 1] = next;
    for (let i = src.length - 1; i >= 0; i--) {
        const code = src.charCodeAt(i);
        if (code === 93 || code === 32 || code === 10)
            next = i;
        stops[i] = next;
    }
    return stops;
}

// EXTERNAL MODULE: ./src/formats/markdown/prescan.ts
var prescan = __webpack_require__(7580);
;// CONCATENATED MODULE: ./src/formats/markdown/parse.ts


/** Emphasis nested deeper than this inside other emphasis keeps its words and loses only its formatting. */
const MAX_INLINE_NESTING = 16;
/** A text citegate does not read: it is nested past what the parser reads. */
class MarkdownLimitError extends Error {
    line;
    constructor(message, line) {
        super(message);
        this.line = line;
    }
}
function parseMarkdown(text) {
    const source = new SourceMap(text);
    // Counted before parsing, in one linear pass over the lines as the parser sees them (a CR alone
    // ends one too): too many definitions or entries is refused whole.
    const over = (0,prescan/* listedLinesOverLimit */.Mp)(source.normalized);
    if (over)
        throw new MarkdownLimitError(over.message, over.line);
    const env = { anchors: new Map(), nestingLine: -1 };
    const tokens = markdownEngine().parse(source.normalized, env);
    if (env.nestingLine !== -1) {
        const line = env.nestingLine + 1;
        throw new MarkdownLimitError(`block quotes and lists are nested more than ${MAX_NESTING} levels deep at line ${line} (a block quote counts one level, a list two): citegate reads no deeper, so this report is not read`, line);
    }
    return new TreeBuilder(source, env).build(tokens);
}
/**
 * The text as the parser reads it (CRLF and CR line endings as LF, NUL as U+FFFD, which keeps
 * every offset but a CRLF's) and the way back to offsets, lines and columns of the text itself.
 */
class SourceMap {
    normalized;
    /** Normalized offsets of the line feeds that stand for a CRLF. */
    crlf;
    lineStarts;
    constructor(text) {
        const crlf = [];
        for (let at = text.indexOf('\r\n'); at !== -1; at = text.indexOf('\r\n', at + 2))
            crlf.push(at - crlf.length);
        this.crlf = Int32Array.from(crlf);
        // eslint-disable-next-line no-control-regex -- NUL, as CommonMark replaces it
        this.normalized = text.replace(/\r\n?/g, '\n').replace(/\u0000/g, '\uFFFD');
        const starts = [0];
        for (let at = this.normalized.indexOf('\n'); at !== -1; at = this.normalized.indexOf('\n', at + 1))
            starts.push(at + 1);
        this.lineStarts = Int32Array.from(starts);
    }
    /** The offset in the text of a normalized offset. */
    offset(normalized) {
        return normalized + countBelow(this.crlf, normalized);
    }
    point(normalized) {
        const line = countBelow(this.lineStarts, normalized + 1);
        return {
            line,
            column: normalized - (this.lineStarts[line - 1] ?? 0) + 1,
            offset: this.offset(normalized),
        };
    }
    position(start, end) {
        return { start: this.point(start), end: this.point(Math.max(start, end)) };
    }
}
/** How many values of the sorted array are below `value`. */
function countBelow(sorted, value) {
    let low = 0;
    let high = sorted.length;
    while (low < high) {
        const mid = (low + high) >>> 1;
        if (sorted[mid] < value)
            low = mid + 1;
        else
            high = mid;
    }
    return low;
}
/** mdast's identifier of a label: whitespace collapsed, case folded. */
function normalizeIdentifier(label) {
    return label
        .replace(/[\t\n\r ]+/g, ' ')
        .replace(/^ | $/g, '')
        .toLowerCase()
        .toUpperCase()
        .toLowerCase();
}
const FORMATTING = {
    em_open: 'emphasis',
    strong_open: 'strong',
    s_open: 'delete',
};
const CLOSING_FORMATTING = new Set(['em_close', 'strong_close', 's_close']);
const TASK = /^\[[ xX]\](?:[ \t]+|$)/;
const WWW = /www\./i;
class TreeBuilder {
    source;
    env;
    constructor(source, env) {
        this.source = source;
        this.env = env;
    }
    build(tokens) {
        const root = {
            type: 'root',
            children: [],
            position: this.source.position(0, this.source.normalized.length),
        };
        const stack = [{ node: root, children: root.children }];
        for (const token of tokens) {
            const start = token.start ?? 0;
            const end = token.end ?? start;
            const position = () => this.source.position(start, end);
            const top = stack[stack.length - 1];
            switch (token.type) {
                case 'paragraph_open':
                    parse_open(stack, { type: 'paragraph', children: [], position: position() });
                    break;
                case 'heading_open':
                    parse_open(stack, {
                        type: 'heading',
                        depth: Number(token.tag.slice(1)),
                        children: [],
                        position: position(),
                    });
                    break;
                case 'blockquote_open':
                    parse_open(stack, { type: 'blockquote', children: [], position: position() });
                    break;
                case 'bullet_list_open':
                case 'ordered_list_open': {
                    const ordered = token.type === 'ordered_list_open';
                    parse_open(stack, {
                        type: 'list',
                        ordered,
                        start: ordered ? Number(token.attrGet('start') ?? 1) : null,
                        spread: false,
                        children: [],
                        position: position(),
                    });
                    break;
                }
                case 'list_item_open':
                    parse_open(stack, { type: 'listItem', spread: false, checked: null, children: [], position: position() });
                    break;
                case 'table_open':
                    parse_open(stack, { type: 'table', align: [], children: [], position: position() });
                    break;
                case 'tr_open':
                    parse_open(stack, { type: 'tableRow', children: [], position: position() });
                    break;
                case 'th_open':
                case 'td_open':
                    parse_open(stack, { type: 'tableCell', children: [], position: position() });
                    break;
                case 'footnote_reference_open': {
                    const label = String(token.meta.label);
                    parse_open(stack, {
                        type: 'footnoteDefinition',
                        identifier: normalizeIdentifier(label),
                        label,
                        children: [],
                        position: position(),
                    });
                    break;
                }
                case 'inline':
                    this.inline(token, top.children);
                    break;
                case 'fence':
                case 'code_block':
                    top.children.push({
                        type: 'code',
                        lang: token.info.trim().split(/\s/)[0] || null,
                        meta: null,
                        value: token.content.replace(/\n$/, ''),
                        position: position(),
                    });
                    break;
                case 'html_block':
                    top.children.push({ type: 'html', value: token.content.replace(/\n+$/, ''), position: position() });
                    break;
                case 'hr':
                    top.children.push({ type: 'thematicBreak', position: position() });
                    break;
                case 'definition': {
                    const meta = token.meta;
                    top.children.push({
                        type: 'definition',
                        identifier: normalizeIdentifier(meta.label),
                        label: meta.label,
                        url: meta.href,
                        title: meta.title === '' ? null : meta.title,
                        position: position(),
                    });
                    break;
                }
                default:
                    if (token.nesting === 1)
                        stack.push({ node: null, children: top.children });
                    else if (token.nesting === -1 && stack.length > 1) {
                        const frame = stack.pop();
                        if (frame.node?.position && token.end !== undefined)
                            frame.node.position.end = this.source.point(Math.max(token.end, token.start ?? 0));
                        if (frame.node?.type === 'listItem')
                            taskListItem(frame.node);
                    }
            }
        }
        return root;
    }
    /** An inline token's children as phrasing content, appended to `out`. */
    inline(token, out) {
        const children = (token.children ?? []);
        if (children.length === 0)
            return;
        const anchors = this.env.anchors.get(token) ?? [0, token.start ?? 0];
        const content = token.content;
        const toText = (index) => {
            // The last anchor at or before the index: its line.
            let low = 0;
            let high = anchors.length / 2 - 1;
            while (low < high) {
                const mid = (low + high + 1) >>> 1;
                if (anchors[mid * 2] <= index)
                    low = mid;
                else
                    high = mid - 1;
            }
            return anchors[low * 2 + 1] + (index - anchors[low * 2]);
        };
        const stack = [{ node: null, children: out }];
        const text = new TextBuffer(this.source);
        let formatting = 0;
        let inLink = 0;
        const flush = () => {
            for (const node of text.take(inLink === 0))
                stack[stack.length - 1].children.push(node);
        };
        const place = (node, start, end) => {
            node.position = this.source.position(toText(start), end > start ? toText(end - 1) + 1 : toText(start));
            return node;
        };
        for (const child of children) {
            const start = child.start ?? 0;
            const end = child.end ?? start;
            const top = stack[stack.length - 1];
            switch (child.type) {
                case 'text':
                    if (child.content !== '')
                        text.add(child.content, toText(start), toText(Math.max(start, end - 1)) + 1, end - start === child.content.length);
                    continue;
                case 'text_special':
                case 'softbreak':
                    text.add(child.type === 'softbreak' ? '\n' : child.content, toText(start), toText(start) + 1, false);
                    continue;
            }
            flush();
            switch (child.type) {
                case 'hardbreak':
                    top.children.push(place({ type: 'break' }, start, end));
                    break;
                case 'code_inline':
                    top.children.push(place({ type: 'inlineCode', value: child.content }, start, end));
                    break;
                case 'html_inline':
                    top.children.push(place({ type: 'html', value: child.content }, start, end));
                    break;
                case 'image':
                    top.children.push(place({
                        type: 'image',
                        url: String(child.attrGet('src') ?? ''),
                        alt: child.content,
                        title: child.attrGet('title') === null ? null : String(child.attrGet('title')),
                    }, start, end));
                    break;
                case 'footnote_ref': {
                    const label = String(child.meta.label);
                    top.children.push(place({ type: 'footnoteReference', identifier: normalizeIdentifier(label), label }, start, end));
                    break;
                }
                case 'link_open': {
                    const node = place(linkNode(child, content), start, end);
                    top.children.push(node);
                    stack.push({ node, children: node.children });
                    inLink++;
                    break;
                }
                default: {
                    const kind = FORMATTING[child.type];
                    if (kind !== undefined) {
                        // Past the cap the words stay and only the formatting goes: no tree is deeper than a walk can go.
                        if (formatting >= MAX_INLINE_NESTING)
                            stack.push({ node: null, children: top.children });
                        else {
                            const node = place({ type: kind, children: [] }, start, end);
                            top.children.push(node);
                            stack.push({ node, children: node.children });
                        }
                        formatting++;
                    }
                    else if (child.nesting === -1 && stack.length > 1) {
                        const frame = stack.pop();
                        if (child.type === 'link_close')
                            inLink--;
                        else if (CLOSING_FORMATTING.has(child.type))
                            formatting--;
                        if (frame.node?.position)
                            frame.node.position.end = this.source.point(toText(Math.max(start, end - 1)) + 1);
                    }
                    else if (child.nesting === 1)
                        stack.push({ node: null, children: top.children });
                }
            }
        }
        flush();
    }
}
function parse_open(stack, node) {
    stack[stack.length - 1].children.push(node);
    stack.push({ node, children: node.children });
}
/** `[text](url)` a link; `[text][label]`, `[label][]` and `[label]` a reference, as mdast tells them apart. */
function linkNode(open, content) {
    const url = String(open.attrGet('href') ?? '');
    const title = open.attrGet('title');
    const start = open.start ?? 0;
    const end = open.end ?? start;
    const labelEnd = open.labelEnd ?? end;
    if (open.markup === 'linkify' || open.markup === 'autolink')
        return { type: 'link', url, title: null, children: [] };
    const after = content.charCodeAt(labelEnd + 1);
    if (end > labelEnd + 1 && after === 40)
        return { type: 'link', url, title: title === null ? null : String(title), children: [] };
    // A reference: `[text][label]` (full), `[text][]` (collapsed) or `[text]` (shortcut).
    const written = end > labelEnd + 1 && after === 91 ? content.slice(labelEnd + 2, end - 1) : '';
    const label = written === '' ? content.slice(start + 1, labelEnd) : written;
    return {
        type: 'linkReference',
        identifier: normalizeIdentifier(label),
        label,
        referenceType: written !== '' ? 'full' : end > labelEnd + 1 ? 'collapsed' : 'shortcut',
        children: [],
    };
}
/** `- [x] done`: GitHub's task list item; the box is not part of the item's text. */
function taskListItem(item) {
    const paragraph = item.children[0];
    if (paragraph?.type !== 'paragraph')
        return;
    const head = paragraph.children[0];
    if (head?.type !== 'text')
        return;
    const box = TASK.exec(head.value);
    if (!box)
        return;
    item.checked = box[0][1] !== ' ';
    const rest = sliceText(head, box[0].length, head.value.length);
    if (rest === null)
        paragraph.children.shift();
    else
        paragraph.children[0] = rest;
}
/** Consecutive text, joined into one node (as mdast has it) once something else comes. */
class TextBuffer {
    source;
    parts = [];
    runs = [];
    length = 0;
    start = 0;
    end = 0;
    constructor(source) {
        this.source = source;
    }
    /** `exact`: the value is the source between start and end, character for character. */
    add(value, start, end, exact) {
        if (this.parts.length === 0)
            this.start = start;
        this.parts.push(value);
        this.runs.push(this.length, this.source.offset(start), exact ? value.length : 1);
        this.length += value.length;
        this.end = Math.max(this.end, end);
    }
    /** The text node (or, with `links`, nodes: text and the www.… links in it), and an empty buffer. */
    take(links) {
        if (this.parts.length === 0)
            return [];
        const node = {
            type: 'text',
            value: this.parts.length === 1 ? this.parts[0] : this.parts.join(''),
            position: this.source.position(this.start, this.end),
            data: { runs: this.runs },
        };
        this.parts = [];
        this.runs = [];
        this.length = 0;
        this.end = 0;
        return links && WWW.test(node.value) ? wwwLinks(node) : [node];
    }
}
/**
 * GitHub's `www.example.com` autolinks (a link to http://www.example.com): after no letter or
 * digit, a domain, then anything up to a space or `<`, less trailing punctuation and unbalanced
 * closing parentheses (GFM's rules, as mdast reads them).
 */
function wwwLinks(node) {
    const out = [];
    let at = 0;
    WWW_LINK.lastIndex = 0;
    for (let match = WWW_LINK.exec(node.value); match; match = WWW_LINK.exec(node.value)) {
        const raw = trimAutolink(match[0]);
        if (raw.length <= 4)
            continue;
        const before = sliceText(node, at, match.index);
        if (before)
            out.push(before);
        const label = sliceText(node, match.index, match.index + raw.length);
        out.push({ type: 'link', url: `http://${raw}`, title: null, children: [label], position: label.position });
        at = match.index + raw.length;
        WWW_LINK.lastIndex = at;
    }
    if (at === 0)
        return [node];
    const after = sliceText(node, at, node.value.length);
    if (after)
        out.push(after);
    return out;
}
const WWW_LINK = /(?<![\p{L}\p{N}_])www\.[\p{L}\p{N}_-]+(?:\.[\p{L}\p{N}_-]+)*[^\s<]*/giu;
function trimAutolink(link) {
    let end = link.length;
    let open = 0;
    let close = 0;
    for (const char of link)
        if (char === '(')
            open++;
        else if (char === ')')
            close++;
    for (;;) {
        const last = link[end - 1];
        if (last !== undefined && '?!.,:*_~\'"'.includes(last))
            end--;
        else if (last === ')' && close > open) {
            end--;
            close--;
        }
        else
            return link.slice(0, end);
    }
}
/** The index (a multiple of 3) of the run holding character `index` of a runs array. */
function runAt(runs, index) {
    let low = 0;
    let high = runs.length / 3 - 1;
    while (low < high) {
        const mid = (low + high + 1) >>> 1;
        if (runs[mid * 3] <= index)
            low = mid;
        else
            high = mid - 1;
    }
    return low * 3;
}
/** Where character `index` of a text is in the source (see TextData.runs). */
function runOffset(runs, index) {
    const run = runAt(runs, index);
    return runs[run + 1] + Math.min(index - runs[run], runs[run + 2] - 1);
}
/** The characters [from, to) of a text node, with their places; null when empty. */
function sliceText(node, from, to) {
    if (to <= from)
        return null;
    const runs = node.data?.runs ?? [0, node.position?.start.offset ?? 0, node.value.length];
    const out = [];
    for (let i = runAt(runs, from); i < runs.length && runs[i] < to; i += 3) {
        const at = runs[i];
        const span = runs[i + 2];
        const skip = Math.max(0, from - at);
        out.push(Math.max(0, at - from), runs[i + 1] + Math.min(skip, span - 1), Math.max(1, span - skip));
    }
    const start = runOffset(out, 0);
    const end = runOffset(out, to - from - 1) + 1;
    const base = node.position;
    // Lines and columns as the node's own (a slice of one line, which is what is sliced: a task box, a www link).
    return {
        type: 'text',
        value: node.value.slice(from, to),
        position: {
            start: { line: base.start.line, column: base.start.column + (start - base.start.offset), offset: start },
            end: { line: base.end.line, column: base.end.column - (base.end.offset - end), offset: end },
        },
        data: { runs: out },
    };
}


/***/ }),

/***/ 7580:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Mp: () => (/* binding */ listedLinesOverLimit),
/* harmony export */   o9: () => (/* binding */ MAX_SENTENCES),
/* harmony export */   yj: () => (/* binding */ sentencesOverLimit)
/* harmony export */ });
/* unused harmony export MAX_LISTED_LINES */
// Before a Markdown report is parsed, one linear pass counts the lines that open a link reference
// definition ("[label]: url"), the lines that open a numbered source entry ("[12] …", "12. …"),
// and the lines that may open an unnumbered one (./structure.ts: a list item, a table row, a
// paragraph, a paragraph's line with a link or URL or with a label of its own, under a Sources
// heading or not), at any depth of block quote or list.
// A real report has fewer than 1,000 of each (the longest source lists of the real reports in
// the corpora, Perplexity's and Gemini's, have about 250 entries). Reading costs about 0.1 to
// 0.15 ms of CPU per entry, most of it markdown-it, the garbage collector and sending the read
// report back from the reader process: 100,000 numbered entries took 7 s of CPU and passed the
// reader's 30 s on a loaded machine, 25,000 took 3.5 s; 60,000 unnumbered ones ("- Source:
// url" items, table rows, paragraphs) took 5.2 to 6.1 s. MAX_LISTED_LINES keeps a file just
// under the limit under 5 s of CPU (bench/hostile.mjs). Past it, of any kind, the report is
// invalid and says which limit it passed, at the line that passed it (docs/security.md,
// "Per-file limits").
/** Link reference definitions, numbered source entries, and lines that may open an unnumbered one, a Markdown report may have (each). */
const MAX_LISTED_LINES = 20_000;
// Each line may open with any run of spaces, tabs, ">" and bullets ("-", "*", "+"): a definition or
// entry in a block quote ("> [1]: url"), in a bulleted list ("- [1] Title") or in a list item
// (indented four spaces or more) is counted too. That also counts an indented code line, so the
// count is an upper bound, which is all a limit that only refuses needs.
// One character class, so a failed match gives back at most the line's prefix: linear.
/** The line's prefix, then "[label]:" (the label on the line, as a definition's label mostly is). */
const DEFINITION = /[ \t>*+-]*\[[^\]\n]{1,999}\]:/y;
/** The line's prefix, then "[12]" or "12." or "12)" and a space: a numbered source entry or list item. */
const NUMBERED = /[ \t>*+-]*(?:\[\d{1,20}\]|\d{1,20}[.)])[ \t]/y;
// An unnumbered entry opens where ./structure.ts starts a new one: at a list item, at a table row
// (with or without a "|": GFM's rows run to the next blank line), at a paragraph (after a blank
// line, a heading, a code fence or an HTML block), or at a paragraph's line with a link or URL
// after one with a URL, or at a line that opens with its own label (./sources.ts LEADING_LABEL:
// "[a] …", "[^a] …", "12. …" however written). So a line counts when it is not blank and follows a
// blank line, or opens (after any whitespace, a no-break space too, and ">") with a bullet, "#",
// "|", a fence ("`", "~"), "[", a digit, "\\" or "&" (an escaped or encoded "[a]" or "12."), or
// holds ":" (a URL, an autolink), "](", "][" or a "[" not of a "[12]" (a link, a shortcut
// reference "[label]" once a definition names it), "www." (GitHub's autolink with no
// scheme, ./parse.ts), "<" (an autolink, an HTML block), a character reference (it can spell a
// URL's ":" or "www.") or "|", or stands in a run of lines after one with a "|" (a table's rows). A plain
// continuation line of a paragraph is the only line left out, so nearly every line of a real
// report counts, and a real report has at most a few thousand lines.
// The definitions and numbered entries above are counted as such, not again here. A line break
// written as a character reference ("&#10;", "&NewLine;") ends a line for ./sources.ts too (its
// lines() splits a text at each "\n" of its value), so each one counts as a line of its own,
// whatever line it stands on.
/** The line's prefix, then the end of the line: a blank line (in a block quote, ">" alone is one). */
const BLANK = /[ \t>]*(?:\n|$)/y;
/**
 * The line's whitespace and ">", then a bullet and a space (a bulleted list item), a heading, table
 * row or fence opening, or the start of a label ("[a]", "12.", "\\[a]", "&#91;a]").
 */
const OPENS_BLOCK = /(?:[^\S\n]|>)*(?:[*+-](?:[ \t\n]|$)|[#|`~[\\&\d])/y;
/**
 * A URL's or autolink's ":", a link's "](" or "][", a shortcut reference link's "[" (any "[" but a
 * citation mark's "[12]", which ./sources.ts reads as citing, not as the line's URL), a www.
 * autolink's "www." (any case, as ./parse.ts reads it), an autolink's or HTML's "<", a character
 * reference ("&#58;", "&colon;"; not the "&" of "R&D").
 */
const MARK = /:|\]\(|\]\[|\[(?!\d{1,20}\])|<|&(?:#|[a-z][a-z0-9]{1,31};)|www\./gi;
/** A line feed written as a numeric or named character reference, as markdown-it decodes them. */
const LINE_FEED_ENTITY = /&(?:#0*10|#x0*a|NewLine);/gi;
/** What the text is over, and where, when it has more than MAX_LISTED_LINES lines of one kind; else null. */
function listedLinesOverLimit(text) {
    let definitions = 0;
    let numbered = 0;
    let unnumbered = 0;
    // Where the next MARK, "|" and LINE_FEED_ENTITY are, each searched for again only once the scan
    // has passed it (the text's length when there is none): each character is searched once.
    let mark = -1;
    let pipe = -1;
    let lineFeed = -1;
    let afterBlank = true;
    let inTable = false;
    let line = 1;
    for (let start = 0; start < text.length; line++) {
        const end = text.indexOf('\n', start);
        const lineEnd = end === -1 ? text.length : end;
        for (;;) {
            if (lineFeed < start) {
                LINE_FEED_ENTITY.lastIndex = start;
                lineFeed = LINE_FEED_ENTITY.exec(text)?.index ?? text.length;
            }
            if (lineFeed >= lineEnd)
                break;
            if (++unnumbered > MAX_LISTED_LINES)
                return overLimit(UNNUMBERED, line);
            LINE_FEED_ENTITY.lastIndex = lineFeed + 1;
            lineFeed = LINE_FEED_ENTITY.exec(text)?.index ?? text.length;
        }
        DEFINITION.lastIndex = start;
        NUMBERED.lastIndex = start;
        BLANK.lastIndex = start;
        if (DEFINITION.test(text)) {
            if (++definitions > MAX_LISTED_LINES)
                return overLimit('link reference definitions ("[label]: url" lines)', line);
            afterBlank = false;
        }
        else if (NUMBERED.test(text)) {
            if (++numbered > MAX_LISTED_LINES)
                return overLimit('numbered source entries or list items ("[n] …" or "n. …" lines)', line);
            afterBlank = false;
        }
        else if (BLANK.test(text)) {
            afterBlank = true;
            inTable = false;
        }
        else {
            if (mark < start) {
                MARK.lastIndex = start;
                mark = MARK.exec(text)?.index ?? text.length;
            }
            if (pipe < start) {
                pipe = text.indexOf('|', start);
                if (pipe === -1)
                    pipe = text.length;
            }
            if (pipe < lineEnd)
                inTable = true;
            OPENS_BLOCK.lastIndex = start;
            if ((afterBlank || inTable || mark < lineEnd || OPENS_BLOCK.test(text)) && ++unnumbered > MAX_LISTED_LINES)
                return overLimit(UNNUMBERED, line);
            afterBlank = false;
        }
        if (end === -1)
            break;
        start = end + 1;
    }
    return null;
}
const UNNUMBERED = 'lines that may open an unnumbered source entry (list items, table rows, paragraphs, lines with a link, a URL or a label of their own)';
function overLimit(what, line) {
    return {
        message: `more than ${MAX_LISTED_LINES.toLocaleString('en-US')} ${what}: the one past the limit is at line ${line} (a real report has fewer than 1,000); citegate reads no more, so this report is not read (docs/security.md, "Per-file limits")`,
        line,
    };
}
/**
 * Sentences a Markdown report (or a provider answer's text) may have. Each one is a claim the
 * whole run carries: binding, findings, the results file. A real report has a few hundred; 40,000
 * took 2.4 s of CPU and 141,000 (a 5.8 MB answer) 7.3 s, whole process tree (bench/hostile.mjs).
 * Past the limit, the reader stops where it is and the report is invalid, naming the limit.
 */
const MAX_SENTENCES = 50_000;
function sentencesOverLimit(line) {
    return `more than ${MAX_SENTENCES.toLocaleString('en-US')} sentences: the one past the limit is at line ${line} (a real report has a few hundred); citegate reads no more, so this report is not read (docs/security.md, "Per-file limits")`;
}


/***/ })

};
