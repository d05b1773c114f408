(function (__citegate_import_meta_url, __WEBPACK_EXTERNAL_createRequire) { 'use strict'; return { id: 7376,
ids: [7376],
modules: {

/***/ 3942:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ decodeUtf8),
/* harmony export */   g: () => (/* binding */ bytePosition)
/* harmony export */ });
// Bytes to text, strictly: a report that is not UTF-8 must be named, not silently repaired
// with U+FFFD (which would change the text every fingerprint is computed over).
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });
function decodeUtf8(bytes) {
    try {
        // The decoder drops a leading byte-order mark, as Python's json.loads(bytes) does.
        return { ok: true, text: strictUtf8.decode(bytes) };
    }
    catch {
        return { ok: false, byteOffset: firstInvalidUtf8Byte(bytes) };
    }
}
function sequenceLength(lead) {
    if (lead < 0x80)
        return 1;
    if (lead >= 0xc2 && lead <= 0xdf)
        return 2;
    if (lead >= 0xe0 && lead <= 0xef)
        return 3;
    if (lead >= 0xf0 && lead <= 0xf4)
        return 4;
    return 0;
}
function firstInvalidUtf8Byte(bytes) {
    for (let i = 0; i < bytes.length;) {
        const length = sequenceLength(bytes[i]);
        if (length === 0 || i + length > bytes.length)
            return i;
        if (length > 1) {
            const sequence = bytes.subarray(i, i + length);
            try {
                strictUtf8.decode(sequence);
            }
            catch {
                return i;
            }
        }
        i += length;
    }
    return bytes.length;
}
/** Line and column (1-based, in characters) of a byte offset, for bytes that failed to decode. */
function bytePosition(bytes, byteOffset) {
    let line = 1;
    let lineStart = 0;
    for (let i = 0; i < byteOffset; i++) {
        if (bytes[i] === 0x0a) {
            line++;
            lineStart = i + 1;
        }
    }
    const before = new TextDecoder('utf-8').decode(bytes.subarray(lineStart, byteOffset));
    return { line, column: [...before].length + 1 };
}


/***/ }),

/***/ 7376:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Zs: () => (/* binding */ checkJson),
  g7: () => (/* binding */ decodeText),
  oV: () => (/* binding */ locatePath),
  t4: () => (/* binding */ located),
  OW: () => (/* binding */ parseJsonFile),
  JE: () => (/* binding */ readJsonFile)
});

// EXTERNAL MODULE: ./src/report/decode.ts
var decode = __webpack_require__(3942);
// EXTERNAL MODULE: ./src/report/locate.ts + 1 modules
var locate = __webpack_require__(3235);
// EXTERNAL MODULE: ./node_modules/jsonc-parser/lib/umd/impl/scanner.js
var impl_scanner = __webpack_require__(8525);
;// CONCATENATED MODULE: ./src/report/python-literals.ts
// Python's json.dump writes a float NaN as `NaN` and the infinities as `Infinity` and `-Infinity`
// (allow_nan=True is its default), and json.load reads them back; JSON has none of them. STORM
// with a local-corpus retriever writes `"description": NaN` into url_to_info.json (pandas reads
// an empty CSV cell as NaN). A file that JSON.parse refuses only for these is read with each one
// as null. Positions stay those of the file as written: the substituted text is only parsed,
// every position is found in the original text (./locate.ts reads a bare word as a value).
// The scanner's own file: the package's entry loads all of jsonc-parser (./syntax-error.ts).

// jsonc-parser's SyntaxKind values, as published (a `const enum` isolated modules cannot read).
const UNKNOWN = 16;
const EOF = 17;
/**
 * The literals outside strings, in order, and the text with each written `null`; null when there
 * is none. Linear: one pass of jsonc-parser's scanner, no recursion.
 */
function withoutPythonLiterals(text) {
    const literals = [];
    const scanner = (0,impl_scanner.createScanner)(text, true);
    let minus = -1;
    for (let token = scanner.scan(); token !== EOF; token = scanner.scan()) {
        if (token !== UNKNOWN) {
            minus = -1;
            continue;
        }
        const value = scanner.getTokenValue();
        const offset = scanner.getTokenOffset();
        if (value === '-') {
            minus = offset;
            continue;
        }
        if (value === 'NaN')
            literals.push({ literal: 'NaN', offset });
        else if (value === 'Infinity')
            literals.push(minus === offset - 1 ? { literal: '-Infinity', offset: minus } : { literal: 'Infinity', offset });
        minus = -1;
    }
    if (literals.length === 0)
        return null;
    const parts = [];
    let from = 0;
    for (const { literal, offset } of literals) {
        parts.push(text.slice(from, offset), 'null');
        from = offset + literal.length;
    }
    parts.push(text.slice(from));
    return {
        text: parts.join(''),
        literals,
        originalOffset: (offset) => {
            // Each literal before the offset made the text longer by 4 ("null") less its own length.
            let shift = 0;
            for (const { literal, offset: at } of literals) {
                const start = at + shift;
                if (offset < start)
                    break;
                if (offset < start + 4)
                    return at;
                shift += 4 - literal.length;
            }
            return offset - shift;
        },
    };
}

;// CONCATENATED MODULE: ./src/report/syntax-error.ts
// Where JSON that JSON.parse refused goes wrong. V8's messages carry no position for many
// errors ("Unexpected end of JSON input"), and jsonc-parser's parser recurses, so it overflows
// the stack on deeply nested input. This walks jsonc-parser's token scanner with an explicit
// stack instead: any depth, and the same first error (code and offset) as jsonc-parser's
// parser reports with comments and trailing commas disallowed.
// The scanner's own file, not the package's entry: that one loads the parser, formatter and
// editor too (87 KB the command line would parse at every start for an error path).

// jsonc-parser's SyntaxKind, ScanError and ParseErrorCode are `const enum`s, which isolated
// modules cannot read: their values, as published.
const OPEN_BRACE = 1;
const CLOSE_BRACE = 2;
const OPEN_BRACKET = 3;
const CLOSE_BRACKET = 4;
const COMMA = 5;
const COLON = 6;
const STRING = 10;
const LINE_COMMENT = 12;
const BLOCK_COMMENT = 13;
const LINE_BREAK = 14;
const TRIVIA = 15;
const syntax_error_UNKNOWN = 16;
const syntax_error_EOF = 17;
const VALUE_TOKENS = new Set([7 /* null */, 8 /* true */, 9 /* false */, STRING, 11 /* number */]);
const INVALID_SYMBOL = 1;
const PROPERTY_NAME_EXPECTED = 3;
const VALUE_EXPECTED = 4;
const COLON_EXPECTED = 5;
const COMMA_EXPECTED = 6;
const CLOSE_BRACE_EXPECTED = 7;
const CLOSE_BRACKET_EXPECTED = 8;
const END_OF_FILE_EXPECTED = 9;
const INVALID_COMMENT_TOKEN = 10;
/** A ScanError plus this is the matching ParseErrorCode (UnexpectedEndOfComment … InvalidCharacter). */
const SCAN_ERROR_TO_PARSE_ERROR = 10;
const MAX_PATH_DEPTH = 64;
class Found {
    code;
    offset;
    constructor(code, offset) {
        this.code = code;
        this.offset = offset;
    }
}
/** The first syntax error in `text`, or undefined when it is valid JSON. Never recurses. */
function locateSyntaxError(text) {
    const scanner = (0,impl_scanner.createScanner)(text, false);
    const stack = [];
    const next = () => {
        for (;;) {
            const token = scanner.scan();
            const scanError = scanner.getTokenError();
            // A comment is refused as a comment, finished or not (JSON has none), before any scan error:
            // an unterminated `/*` is an invalid comment token, as jsonc-parser reports it.
            if (token === LINE_COMMENT || token === BLOCK_COMMENT)
                throw new Found(INVALID_COMMENT_TOKEN, scanner.getTokenOffset());
            if (scanError !== 0)
                throw new Found(scanError + SCAN_ERROR_TO_PARSE_ERROR, scanner.getTokenOffset());
            if (token === syntax_error_UNKNOWN)
                throw new Found(INVALID_SYMBOL, scanner.getTokenOffset());
            if (token !== TRIVIA && token !== LINE_BREAK)
                return token;
        }
    };
    const fail = (code) => {
        throw new Found(code, scanner.getTokenOffset());
    };
    try {
        let token = next();
        // `value`: a value must start here; `member`: at the head of an array's or object's loop.
        let state = 'value';
        for (;;) {
            if (state === 'value') {
                if (token === OPEN_BRACKET || token === OPEN_BRACE) {
                    stack.push({
                        isArray: token === OPEN_BRACKET,
                        needsComma: false,
                        key: token === OPEN_BRACKET ? 0 : undefined,
                    });
                    token = next();
                    state = 'member';
                    continue;
                }
                if (!VALUE_TOKENS.has(token))
                    fail(VALUE_EXPECTED);
                token = next();
            }
            else {
                const top = stack[stack.length - 1];
                if (token === (top.isArray ? CLOSE_BRACKET : CLOSE_BRACE)) {
                    stack.pop();
                    token = next();
                }
                else if (token === syntax_error_EOF) {
                    fail(top.isArray ? CLOSE_BRACKET_EXPECTED : CLOSE_BRACE_EXPECTED);
                }
                else {
                    if (token === COMMA) {
                        if (!top.needsComma)
                            fail(VALUE_EXPECTED);
                        // The next element's index; an object's next member has no name yet.
                        top.key = top.isArray ? top.key + 1 : undefined;
                        token = next();
                    }
                    else if (top.needsComma) {
                        fail(COMMA_EXPECTED);
                    }
                    if (!top.isArray) {
                        if (token !== STRING)
                            fail(PROPERTY_NAME_EXPECTED);
                        top.key = scanner.getTokenValue();
                        token = next();
                        if (token !== COLON)
                            fail(COLON_EXPECTED);
                        token = next();
                    }
                    state = 'value';
                    continue;
                }
            }
            // A value is complete: it ends the document or is one member of its container.
            const parent = stack[stack.length - 1];
            if (!parent) {
                if (token !== syntax_error_EOF)
                    fail(END_OF_FILE_EXPECTED);
                return undefined;
            }
            parent.needsComma = true;
            state = 'member';
        }
    }
    catch (error) {
        if (!(error instanceof Found))
            throw error;
        const path = stack.length > MAX_PATH_DEPTH ? undefined : stack.flatMap((open) => (open.key === undefined ? [] : [open.key]));
        return {
            problem: humanParseError(parseErrorName(error.code)),
            offset: error.offset,
            openContainers: stack.length,
            atEnd: error.offset >= text.length,
            ...(path ? { path } : {}),
        };
    }
}
// jsonc-parser's printParseErrorCode, by code (1 InvalidSymbol … 16 InvalidCharacter), kept here
// with the scanner so that its package entry is not loaded for it.
const PARSE_ERROR_NAMES = [
    'InvalidSymbol',
    'InvalidNumberFormat',
    'PropertyNameExpected',
    'ValueExpected',
    'ColonExpected',
    'CommaExpected',
    'CloseBraceExpected',
    'CloseBracketExpected',
    'EndOfFileExpected',
    'InvalidCommentToken',
    'UnexpectedEndOfComment',
    'UnexpectedEndOfString',
    'UnexpectedEndOfNumber',
    'InvalidUnicode',
    'InvalidEscapeCharacter',
    'InvalidCharacter',
];
function parseErrorName(code) {
    return PARSE_ERROR_NAMES[code - 1] ?? '<unknown ParseErrorCode>';
}
function humanParseError(code) {
    // 'CommaExpected' -> 'comma expected'
    return code.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

;// CONCATENATED MODULE: ./src/report/json-file.ts




/** Bytes to text, strictly UTF-8 (a leading byte-order mark is dropped): for JSON and for the formats' text files. */
function decodeText(bytes) {
    const decoded = (0,decode/* decodeUtf8 */._)(bytes);
    if (decoded.ok)
        return decoded;
    const byte = (bytes[decoded.byteOffset] ?? 0).toString(16).padStart(2, '0').toUpperCase();
    return {
        ok: false,
        error: {
            message: `not UTF-8: invalid byte 0x${byte} at byte ${decoded.byteOffset}`,
            ...(0,decode/* bytePosition */.g)(bytes, decoded.byteOffset),
        },
    };
}
/** Decodes and parses one JSON file, refusing repeated keys; the value is not yet checked against any schema. */
function parseJsonFile(bytes, options = {}) {
    const fail = failWith(options.file);
    const decoded = decodeText(bytes);
    if (!decoded.ok)
        return fail(decoded.error);
    const { text } = decoded;
    if (text.trim() === '')
        return fail({ message: 'file is empty', path: '$', line: 1, column: 1 });
    let value;
    let literals;
    try {
        value = JSON.parse(text);
    }
    catch (error) {
        const python = options.pythonLiterals ? withoutPythonLiterals(text) : null;
        if (!python)
            return fail(describeSyntaxError(text, error));
        try {
            value = JSON.parse(python.text);
        }
        catch (again) {
            // Another error besides the literals: located in the file as written.
            return fail(describeSyntaxError(python.text, again, (offset) => (0,locate/* positionOf */.df)(text, python.originalOffset(offset))));
        }
        literals = python.literals;
    }
    // Every position from here on is read from the file as written, literals and all.
    const structure = (0,locate/* scanStructure */.xq)(text, options.elementsOf?.(value) ?? [], options.alongside);
    if (structure.duplicate)
        return { ...fail(describeDuplicateKey(text, structure.duplicate)), value };
    return {
        ok: true,
        text,
        value,
        elementOffsets: structure.elementOffsets,
        ...(structure.alongsideOffsets ? { alongsideOffsets: structure.alongsideOffsets } : {}),
        ...(literals ? { pythonLiterals: literals } : {}),
    };
}
/** A parsed file's value checked against `schema`; the first problem is located in the text. */
function checkJson(parsed, schema, file) {
    const checked = schema.safeParse(parsed.value);
    if (!checked.success)
        return failWith(file)(describeSchemaError(parsed.text, checked.error.issues, parsed.pythonLiterals));
    return { ...parsed, value: checked.data };
}
/** Decodes, parses and validates one JSON file. */
function readJsonFile(bytes, schema, options = {}) {
    const parsed = parseJsonFile(bytes, options);
    return parsed.ok ? checkJson(parsed, schema, options.file) : parsed;
}
/** An error as one line: `file:line:column: message`, as far as the position is known. */
function located(file, error) {
    const at = error.line === undefined ? '' : `:${error.line}${error.column === undefined ? '' : `:${error.column}`}`;
    return `${file}${at}: ${error.message}`;
}
function failWith(file) {
    return (error) => ({
        ok: false,
        error: file === undefined ? error : { ...error, file },
    });
}
/** Where a value is: its JSON path, and its line and column when the text has it. */
function locatePath(text, path) {
    const offset = (0,locate/* offsetOfPath */.AN)(text, path);
    return { path: (0,locate/* formatPath */.jV)(path), ...(offset === undefined ? {} : (0,locate/* positionOf */.df)(text, offset)) };
}
/** `at`: where an offset of `text` is in the file (the file's own text, unless literals were replaced). */
function describeSyntaxError(text, error, at = (offset) => (0,locate/* positionOf */.df)(text, offset)) {
    const found = locateSyntaxError(text);
    if (!found) {
        // Never expected (the locator and JSON.parse agree on what is JSON); keep V8's position if it gave one.
        const offset = /at position (\d+)/.exec(error.message)?.[1];
        return {
            message: `invalid JSON: ${error.message}`,
            ...(offset === undefined ? {} : at(Number(offset))),
        };
    }
    const open = found.openContainers;
    const ending = found.atEnd && open > 0
        ? ` (the input ends with ${open} ${open === 1 ? 'array or object' : 'arrays or objects'} still open)`
        : '';
    return {
        message: `invalid JSON: ${found.problem}${ending}`,
        ...(found.path ? { path: (0,locate/* formatPath */.jV)(found.path) } : {}),
        ...at(found.offset),
    };
}
function describeDuplicateKey(text, duplicate) {
    const [first, second] = (0,locate/* positionsOf */.q$)(text, [duplicate.firstOffset, duplicate.offset]);
    // The path leads the message, as for schema errors: on a one-line file it says more than a column.
    const path = (0,locate/* formatPath */.jV)(duplicate.path);
    return {
        message: `${path}: duplicate key ${JSON.stringify(duplicate.key)} (first at line ${first.line}, column ${first.column})`,
        path,
        ...second,
    };
}
function describeSchemaError(text, issues, literals = []) {
    const first = issues[0];
    const path = first.path.filter((part) => typeof part !== 'symbol');
    const more = issues.length > 1 ? ` (and ${issues.length - 1} more problem${issues.length > 2 ? 's' : ''})` : '';
    const offset = (0,locate/* offsetOfPath */.AN)(text, path);
    const located = { path: (0,locate/* formatPath */.jV)(path), ...(offset === undefined ? {} : (0,locate/* positionOf */.df)(text, offset)) };
    // A value the schema refuses because it was Python's NaN, read as null: say what the file wrote.
    const literal = offset === undefined ? undefined : literals.find((entry) => entry.offset === offset);
    const written = literal ? ` (the file writes Python's ${literal.literal} there, read as null)` : '';
    return { ...located, message: `${located.path}: ${first.message}${written}${more}` };
}


/***/ }),

/***/ 3235:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  x4: () => (/* binding */ ANY),
  _j: () => (/* binding */ arrayElementOffsets),
  jV: () => (/* binding */ formatPath),
  AN: () => (/* binding */ offsetOfPath),
  df: () => (/* binding */ positionOf),
  q$: () => (/* binding */ positionsOf),
  xq: () => (/* binding */ scanStructure),
  Hk: () => (/* binding */ stringValueOffsets),
  uN: () => (/* binding */ valueOffsets)
});

;// CONCATENATED MODULE: ./src/report/object-keys.ts
// The keys of the objects a scan is inside, to find a key that repeats in its object. Keys are
// kept as spans of the text, not strings: a report has hundreds of thousands of keys, and
// slicing each one and a Map per object cost as much as JSON.parse. Objects rarely have more
// than a dozen keys, so a new key is compared with its object's earlier keys of equal length;
// an object with many keys switches to a Map so the comparison never turns quadratic.
const MANY_KEYS = 32;
/** The key between the quotes at `start` and `end`, with its escapes decoded. */
function decodeKey(text, start, end) {
    const raw = text.slice(start + 1, end);
    if (!raw.includes('\\'))
        return raw;
    try {
        return JSON.parse(`"${raw}"`);
    }
    catch {
        return raw;
    }
}
function sameText(text, a, b, length) {
    for (let k = 0; k < length; k++)
        if (text.charCodeAt(a + k) !== text.charCodeAt(b + k))
            return false;
    return true;
}
class ObjectKeys {
    text;
    // Spans (offsets of the opening and closing quote) of the keys of every open object, the
    // innermost object's last, in `size` slots that are reused; each object remembers where its
    // own keys begin.
    starts = [];
    ends = [];
    escaped = [];
    size = 0;
    firsts = [];
    maps = [];
    depth = 0;
    // The first backslash at or after the last key asked about (Infinity: none left). Keys come
    // in text order, so finding whether each holds an escape costs one pass over the text in all.
    nextBackslash = -1;
    constructor(text) {
        this.text = text;
    }
    hasEscape(start, end) {
        if (this.nextBackslash < start) {
            const found = this.text.indexOf('\\', start);
            this.nextBackslash = found === -1 ? Infinity : found;
        }
        return this.nextBackslash < end;
    }
    open() {
        this.firsts[this.depth] = this.size;
        this.maps[this.depth] = null;
        this.depth++;
    }
    close() {
        this.depth--;
        this.size = this.firsts[this.depth];
        this.maps[this.depth] = null;
    }
    /** Adds the key between the quotes at `start` and `end` to the innermost object; returns the offset of an earlier equal key, or -1. */
    add(start, end) {
        const { text, starts, ends, escaped, size } = this;
        const object = this.depth - 1;
        const first = this.firsts[object];
        let map = this.maps[object] ?? null;
        if (!map && size - first >= MANY_KEYS) {
            map = new Map();
            for (let k = size - 1; k >= first; k--)
                map.set(decodeKey(text, starts[k], ends[k]), starts[k]);
            this.maps[object] = map;
        }
        if (map) {
            const key = decodeKey(text, start, end);
            const earlier = map.get(key);
            if (earlier === undefined)
                map.set(key, start);
            return earlier ?? -1;
        }
        const length = end - start;
        const withEscape = this.hasEscape(start, end);
        for (let k = first; k < size; k++) {
            const otherStart = starts[k];
            const otherEnd = ends[k];
            const same = withEscape || escaped[k]
                ? decodeKey(text, otherStart, otherEnd) === decodeKey(text, start, end)
                : otherEnd - otherStart === length && sameText(text, otherStart, start, length);
            if (same)
                return otherStart;
        }
        starts[size] = start;
        ends[size] = end;
        escaped[size] = withEscape;
        this.size = size + 1;
        return -1;
    }
}

;// CONCATENATED MODULE: ./src/report/locate.ts
// Positions in JSON text. JSON.parse keeps none, and a full position-keeping parser costs
// three times JSON.parse on a large report, so this is a structural scanner that skips over
// strings with indexOf and never recurses (deeply nested input cannot overflow the stack).

/** In a JsonPattern, any key or index. */
const ANY = Symbol('any key or index');
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
/** Offset of the quote that closes the string opening at `start` (text.length if none does). */
function stringEnd(text, start) {
    let end = text.indexOf('"', start + 1);
    while (end !== -1) {
        let slashes = 0;
        for (let k = end - 1; text.charCodeAt(k) === BACKSLASH; k--)
            slashes++;
        if (slashes % 2 === 0)
            return end;
        end = text.indexOf('"', end + 1);
    }
    return text.length;
}
/**
 * Walks valid JSON text, telling `visit` where each value at `path` (`atPath`) or element of
 * the array at `path` (`inPathArray`) starts. With `onDuplicate`, it also checks every object's
 * keys, and so reads to the end; without, it stops once past the container at `path`.
 */
function scan(text, path, visit, onDuplicate) {
    // Frames are reused by depth: a report opens tens of thousands of objects.
    const frames = [];
    let depth = 0;
    const keys = onDuplicate ? new ObjectKeys(text) : null;
    let expectKey = false;
    let valueStart = true;
    // Past the container at a path without ANY nothing more can match, and the walk may stop there.
    const wild = path.includes(ANY);
    const part = (frame) => (frame.isArray ? frame.index : frame.key);
    const fits = (frame, at) => path[at] === ANY || part(frame) === path[at];
    const pathHere = () => frames.slice(0, depth).map(part);
    // A value starts at `offset` (valueStart was true); most sit outside the path: those return at once.
    const startValue = (offset) => {
        valueStart = false;
        if (depth === 0)
            return path.length === 0 && visit(offset, true, false, pathHere);
        const parent = frames[depth - 1];
        if (!parent.matched)
            return false;
        const at = depth - 1;
        const inPathArray = parent.isArray && at === path.length;
        const atPath = at === path.length - 1 && fits(parent, at);
        return (atPath || inPathArray) && visit(offset, atPath, inPathArray, pathHere);
    };
    const push = (isArray) => {
        const parent = depth === 0 ? undefined : frames[depth - 1];
        const at = depth - 1;
        const matched = !parent || (parent.matched && at < path.length && fits(parent, at));
        const frame = frames[depth] ?? (frames[depth] = { isArray, matched, index: 0, key: '', keyStart: -1, keyEnd: -1 });
        frame.isArray = isArray;
        frame.matched = matched;
        frame.index = 0;
        frame.key = '';
        depth++;
        if (!isArray)
            keys?.open();
    };
    const duplicateAt = (offset, firstOffset) => {
        const path = frames
            .slice(0, depth)
            .map((frame) => (frame.isArray ? frame.index : decodeKey(text, frame.keyStart, frame.keyEnd)));
        return onDuplicate({ key: path[path.length - 1], path, offset, firstOffset });
    };
    for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c <= 0x20)
            continue;
        if (c === QUOTE) {
            const end = stringEnd(text, i);
            if (expectKey) {
                const top = frames[depth - 1];
                top.keyStart = i;
                top.keyEnd = end;
                if (depth <= path.length)
                    top.key = decodeKey(text, i, end);
                const earlier = keys ? keys.add(i, end) : -1;
                if (earlier !== -1 && duplicateAt(i, earlier))
                    return;
                expectKey = false;
            }
            else if (valueStart && startValue(i))
                return;
            i = end;
        }
        else if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
            if (valueStart && startValue(i))
                return;
            push(c === 0x5b);
            expectKey = c === 0x7b;
            valueStart = c === 0x5b;
        }
        else if (c === 0x7d /* } */ || c === 0x5d /* ] */) {
            if (depth === 0)
                continue;
            depth--;
            const closed = frames[depth];
            if (!closed.isArray)
                keys?.close();
            // Past the end of the container at `path` nothing more can match: stop reading.
            if (!keys && !wild && closed.matched && depth === path.length)
                return;
            valueStart = false;
            expectKey = false;
        }
        else if (c === 0x3a /* : */) {
            valueStart = true;
        }
        else if (c === 0x2c /* , */) {
            if (depth === 0)
                continue;
            const top = frames[depth - 1];
            if (top.isArray) {
                top.index++;
                valueStart = true;
            }
            else
                expectKey = true;
        }
        else if (valueStart && startValue(i)) {
            return;
        }
    }
}
/**
 * One pass over valid JSON text: the element offsets of the array at `arrayPath` and of the
 * arrays beside it named in `alongside` (keys of the same object: a report's evidence beside its
 * claims), and the first duplicate key of any object (JSON.parse keeps the last value silently).
 * A report's text is walked once for all of them, not once per array.
 */
function scanStructure(text, arrayPath, alongside = []) {
    const elementOffsets = [];
    const alongsideOffsets = new Map(alongside.map((key) => [key, []]));
    let duplicate;
    const onDuplicate = (found) => {
        duplicate = found;
        return true;
    };
    const last = arrayPath.length - 1;
    if (alongside.length === 0 || last < 0) {
        scan(text, arrayPath, (offset, _atPath, inPathArray) => {
            if (inPathArray)
                elementOffsets.push(offset);
            return false;
        }, onDuplicate);
    }
    else {
        // Every array of the parent object, told apart by its key. No key repeats (else the pass
        // stops at it), so each key names one array, as a scan for its path alone would find it.
        const target = arrayPath[last];
        scan(text, [...arrayPath.slice(0, last), ANY], (offset, _atPath, inPathArray, pathHere) => {
            if (!inPathArray)
                return false;
            const key = pathHere()[last];
            if (key === target)
                elementOffsets.push(offset);
            else if (typeof key === 'string')
                alongsideOffsets.get(key)?.push(offset);
            return false;
        }, onDuplicate);
    }
    return {
        elementOffsets,
        ...(alongside.length > 0 ? { alongsideOffsets } : {}),
        ...(duplicate ? { duplicate } : {}),
    };
}
/** Start offsets of the elements of the array found at `path`. */
function arrayElementOffsets(text, path) {
    const offsets = [];
    scan(text, path, (offset, _atPath, inPathArray) => {
        if (inPathArray)
            offsets.push(offset);
        return false;
    });
    return offsets;
}
/** Start offset of the value at `path`, or of its deepest existing ancestor. */
function offsetOfPath(text, path) {
    for (let length = path.length; length >= 0; length--) {
        let found;
        scan(text, path.slice(0, length), (offset, atPath) => {
            if (atPath)
                found = offset;
            return atPath;
        });
        if (found !== undefined)
            return found;
    }
    return undefined;
}
/**
 * Where every value whose path fits `pattern` starts, with its path, in one pass: the formats'
 * files hold thousands of sources, and a scan per source would be quadratic. Offsets come out
 * ascending, ready for positionsOf.
 */
function valueOffsets(text, pattern) {
    const found = [];
    scan(text, pattern, (offset, atPath, _inPathArray, pathHere) => {
        if (atPath)
            found.push({ path: pathHere(), offset });
        return false;
    });
    return found;
}
/**
 * For the JSON string literal whose opening quote is at `quoteOffset`, the text offset of each
 * code unit of its decoded value (and one past the end): escapes make the two differ, and a
 * sentence inside an ALCE `output` is annotated at its own column.
 */
function stringValueOffsets(text, quoteOffset) {
    const end = stringEnd(text, quoteOffset);
    // At most one character per byte of the string, and the end: written in place, no number[] first (a 58 MB answer).
    const offsets = new Int32Array(end - quoteOffset);
    let count = 0;
    for (let i = quoteOffset + 1; i < end;) {
        offsets[count++] = i;
        if (text.charCodeAt(i) !== BACKSLASH)
            i++;
        else
            i += text[i + 1] === 'u' ? 6 : 2;
    }
    offsets[count++] = end;
    return offsets.subarray(0, count);
}
/**
 * 1-based line and column of each offset; offsets must be ascending. Linear in the text: each
 * newline is found once, so a one-line report of any size costs one search, not one per offset.
 */
function positionsOf(text, offsets) {
    const positions = [];
    let line = 1;
    let lineStart = 0;
    let nextNewline = text.indexOf('\n');
    for (const offset of offsets) {
        while (nextNewline !== -1 && nextNewline < offset) {
            line++;
            lineStart = nextNewline + 1;
            nextNewline = text.indexOf('\n', lineStart);
        }
        positions.push({ line, column: offset - lineStart + 1 });
    }
    return positions;
}
function positionOf(text, offset) {
    return positionsOf(text, [offset])[0];
}
/** `$.report.claims[3].id`: the JSONPath spelling users see in messages. */
function formatPath(path) {
    return path.reduce((out, part) => {
        if (typeof part === 'number')
            return `${out}[${part}]`;
        return /^[A-Za-z_][A-Za-z0-9_]*$/.test(part) ? `${out}.${part}` : `${out}[${JSON.stringify(part)}]`;
    }, '$');
}


/***/ })

} };
})
