(function (__citegate_import_meta_url, __WEBPACK_EXTERNAL_createRequire) { 'use strict'; return { id: 6630,
ids: [6630,4249],
modules: {

/***/ 6630:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  readReport: () => (/* binding */ readReport)
});

// EXTERNAL MODULE: ./src/report/json-file.ts + 2 modules
var json_file = __webpack_require__(7376);
// EXTERNAL MODULE: ./src/report/decode.ts
var decode = __webpack_require__(3942);
;// CONCATENATED MODULE: ./src/formats/markdown/encoding.ts
// A Markdown report is read as UTF-8 only. A file that is not UTF-8 is an invalid report whose
// message says how to convert it, rather than a guess: Windows-1252, Latin-1 and Mac Roman read
// the same bytes as different characters, and a guessed character would change the claims'
// words and fingerprints without anyone seeing it. When the bytes read as Windows-1252 (the
// usual culprit: one "’" saved as byte 0x92), the message shows the character and the command.


// Bytes 0x80–0x9F in Windows-1252; the five it leaves undefined are absent.
const CP1252_HIGH = {
    0x80: '€',
    0x82: '‚',
    0x83: 'ƒ',
    0x84: '„',
    0x85: '…',
    0x86: '†',
    0x87: '‡',
    0x88: 'ˆ',
    0x89: '‰',
    0x8a: 'Š',
    0x8b: '‹',
    0x8c: 'Œ',
    0x8e: 'Ž',
    0x91: '‘',
    0x92: '’',
    0x93: '“',
    0x94: '”',
    0x95: '•',
    0x96: '–',
    0x97: '—',
    0x98: '˜',
    0x99: '™',
    0x9a: 'š',
    0x9b: '›',
    0x9c: 'œ',
    0x9e: 'ž',
    0x9f: 'Ÿ',
};
/** The character a byte is in Windows-1252, or null where it defines none. */
function cp1252(byte) {
    if (byte < 0x80 || byte >= 0xa0)
        return String.fromCharCode(byte);
    return CP1252_HIGH[byte] ?? null;
}
/** The report's text, or an invalid report's error that says what the bytes are and how to make them UTF-8. */
function decodeMarkdown(bytes) {
    const decoded = (0,json_file/* decodeText */.g7)(bytes);
    if (decoded.ok)
        return decoded;
    const first = (0,decode/* decodeUtf8 */._)(bytes);
    const at = first.ok ? 0 : first.byteOffset;
    let undefinedByte = -1;
    for (let index = 0; index < bytes.length && undefinedByte === -1; index++)
        if ((bytes[index] ?? 0) >= 0x80 && cp1252(bytes[index] ?? 0) === null)
            undefinedByte = index;
    const hex = (byte) => `0x${byte.toString(16).padStart(2, '0').toUpperCase()}`;
    const message = undefinedByte === -1
        ? `${decoded.error.message}: the file reads as Windows-1252 (byte ${hex(bytes[at] ?? 0)} is "${cp1252(bytes[at] ?? 0)}" there), and citegate reads Markdown reports as UTF-8 only, so as not to guess the characters of its claims. Save it as UTF-8 (for example: iconv -f WINDOWS-1252 -t UTF-8 REPORT.md > REPORT.utf8.md, then replace the file with it)`
        : `${decoded.error.message}: the file is neither UTF-8 nor Windows-1252 (byte ${hex(bytes[undefinedByte] ?? 0)} means nothing there), so its characters cannot be told; save it as UTF-8 from the program that wrote it`;
    return { ok: false, error: { ...decoded.error, message } };
}

// EXTERNAL MODULE: ./src/formats/markdown/parse.ts + 1 modules
var parse = __webpack_require__(3409);
;// CONCATENATED MODULE: ./src/formats/read-report.ts
// What a reading thread does with one file (./bounded-read.ts): a Markdown report or a provider's
// answer, from its bytes to what it says. Pure but for loading the readers.



async function readReport(job) {
    try {
        if (job.kind === 'markdown') {
            const decoded = decodeMarkdown(job.bytes);
            if (!decoded.ok)
                return { ok: false, error: decoded.error };
            const { failedRunStub, readMarkdown } = await Promise.all(/* import() */[__webpack_require__.e(2136), __webpack_require__.e(2220), __webpack_require__.e(4936)]).then(__webpack_require__.bind(__webpack_require__, 2220));
            const stub = failedRunStub(decoded.text);
            if (stub)
                return { ok: false, error: { message: stub, line: 1, column: 1 } };
            const read = readMarkdown(decoded.text, job.dialect);
            return { ok: true, dialect: read.dialect, read, notices: read.notices };
        }
        const { readProviderAnswer } = await Promise.all(/* import() */[__webpack_require__.e(4377), __webpack_require__.e(3382), __webpack_require__.e(1327), __webpack_require__.e(2155), __webpack_require__.e(4078)]).then(__webpack_require__.bind(__webpack_require__, 1697));
        const answer = await readProviderAnswer((0,json_file/* parseJsonFile */.OW)(job.bytes, { pythonLiterals: true }));
        if ('error' in answer)
            return { ok: false, ...(answer.dialect ? { dialect: answer.dialect } : {}), error: answer.error };
        return { ok: true, dialect: answer.dialect, read: answer.read, notices: answer.notices };
    }
    catch (error) {
        // Nested past what the parser reads: the report is not read, and says where and why.
        if (error instanceof parse/* MarkdownLimitError */.D)
            return { ok: false, error: { message: error.message, line: error.line, column: 1 } };
        throw error;
    }
}


/***/ })

} };
})
