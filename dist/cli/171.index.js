export const id = 171;
export const ids = [171];
export const modules = {

/***/ 5171:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ loadedTextReport)
/* harmony export */ });
/* harmony import */ var _verdict_file_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1527);

async function loadedTextReport(format, dialect, file, read, notices, readFile) {
    const verdicts = await (0,_verdict_file_js__WEBPACK_IMPORTED_MODULE_0__/* .readVerdictFile */ .Kk)(readFile, (0,_verdict_file_js__WEBPACK_IMPORTED_MODULE_0__/* .verdictFilePath */ .ne)({ file, isFolder: false }));
    if (!verdicts.ok)
        return { format, dialect, file, error: verdicts.error };
    return {
        format,
        dialect,
        file,
        claims: read.claims,
        evidence: read.evidence.map((record) => record.location ? { ...record, location: { ...record.location, file } } : record),
        sentenceIds: true,
        envelope: null,
        verdictFile: verdicts.file,
        notices,
    };
}


/***/ })

};
