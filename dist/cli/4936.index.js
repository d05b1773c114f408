(function (__citegate_import_meta_url, __WEBPACK_EXTERNAL_createRequire) { 'use strict'; return { id: 4936,
ids: [4936],
modules: {

/***/ 1592:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

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

/***/ 7078:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {


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
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

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
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

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

} };
})
