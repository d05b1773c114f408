export const id = 618;
export const ids = [618,237];
export const modules = {

/***/ 7237:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   readReport: () => (/* binding */ readReport)
/* harmony export */ });
/* harmony import */ var _report_json_file_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6558);
/* harmony import */ var _markdown_parse_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3409);
// What a reading thread does with one file (./bounded-read.ts): a Markdown report or a provider's
// answer, from its bytes to what it says. Pure but for loading the readers.


async function readReport(job) {
    try {
        if (job.kind === 'markdown') {
            const decoded = (0,_report_json_file_js__WEBPACK_IMPORTED_MODULE_0__/* .decodeText */ .g7)(job.bytes);
            if (!decoded.ok)
                return { ok: false, error: decoded.error };
            const { readMarkdown } = await Promise.all(/* import() */[__webpack_require__.e(52), __webpack_require__.e(562), __webpack_require__.e(790), __webpack_require__.e(220)]).then(__webpack_require__.bind(__webpack_require__, 8220));
            const read = readMarkdown(decoded.text, job.dialect);
            return { ok: true, dialect: read.dialect, read, notices: read.notices };
        }
        const { readProviderAnswer } = await Promise.all(/* import() */[__webpack_require__.e(52), __webpack_require__.e(562), __webpack_require__.e(697)]).then(__webpack_require__.bind(__webpack_require__, 1697));
        const answer = await readProviderAnswer((0,_report_json_file_js__WEBPACK_IMPORTED_MODULE_0__/* .parseJsonFile */ .OW)(job.bytes, { pythonLiterals: true }));
        if ('error' in answer)
            return { ok: false, ...(answer.dialect ? { dialect: answer.dialect } : {}), error: answer.error };
        return { ok: true, dialect: answer.dialect, read: answer.read, notices: answer.notices };
    }
    catch (error) {
        // Nested past what the parser reads: the report is not read, and says where and why.
        if (error instanceof _markdown_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .MarkdownLimitError */ .D)
            return { ok: false, error: { message: error.message, line: error.line, column: 1 } };
        throw error;
    }
}


/***/ })

};
