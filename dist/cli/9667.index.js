(function (__citegate_import_meta_url, __WEBPACK_EXTERNAL_createRequire) { 'use strict'; return { id: 9667,
ids: [9667],
modules: {

/***/ 9667:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PDF_LIMITS: () => (/* binding */ PDF_LIMITS),
/* harmony export */   pdfText: () => (/* binding */ pdfText)
/* harmony export */ });
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _status_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(86);
/* harmony import */ var _threads_worker_pool_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8982);
/* harmony import */ var _text_duration_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9495);
// PDF to text with PDF.js (Mozilla's PDF reader, unpdf's serverless build: no canvas, no
// network; font programs are never evaluated as code), in reader processes with bounds. A PDF's
// size says little about the work it takes: a few hundred kilobytes of compressed stream can
// decode to gigabytes, and a small file can hold a hundred thousand pages. In-process, such a
// PDF held the event loop and the memory of the whole run, with no way to stop it.
//
// The bounds: a time limit (the reader process is killed, which stops it even inside one stream),
// a heap limit for the reader, no byte buffer over maxBufferBytes (so no stream decodes to
// more), at most maxPages pages and maxTextBytes of text. A PDF stopped by time or memory is
// `unsupported`; one cut by the page or text bound keeps the text read before it, and one with
// a stream over the buffer bound the text of everything else (PDF.js skips a stream it cannot
// decode); either way the record says the text was cut. The readers are the shared pool's
// (src/threads/worker-pool.ts), shared with HTML and reports.




const PDF_LIMITS = {
    timeoutMs: 30_000,
    maxPages: 2_000,
    maxBufferBytes: 250_000_000,
    heapMb: 512,
};
/** A reader is replaced after this many PDFs, so that nothing one PDF left can add up. */
const PDFS_PER_READER = 20;
// `new URL(…, __citegate_import_meta_url)`: from src/, the files themselves; in dist/, ncc copies both
// beside the bundle and gives their paths as strings.
const WORKER = new URL(/* asset import */ __webpack_require__(5124), __webpack_require__.b);
const PDFJS = new URL(/* asset import */ __webpack_require__(1603), __webpack_require__.b);
const href = (location) => String(location).startsWith('file:') ? String(location) : (0,node_url__WEBPACK_IMPORTED_MODULE_0__.pathToFileURL)(String(location)).href;
async function pdfText(body, limits) {
    const { maxPages, maxTextBytes, maxBufferBytes } = limits;
    const end = await (0,_threads_worker_pool_js__WEBPACK_IMPORTED_MODULE_2__/* .runInWorker */ .$W)({ script: WORKER, workerData: { pdfjs: href(PDFJS) }, heapMb: limits.heapMb, jobsPerWorker: PDFS_PER_READER }, { bytes: body, limits: { maxPages, maxTextBytes, maxBufferBytes } }, { timeoutMs: limits.timeoutMs, isFinal: () => true });
    if (!end.ok) {
        if (end.reason === 'timeout')
            throw new Error(`reading it took longer than ${(0,_text_duration_js__WEBPACK_IMPORTED_MODULE_3__/* .seconds */ .Y)(limits.timeoutMs)}, the time limit for one PDF`);
        if (end.reason === 'memory')
            throw new Error(`reading it needed more than ${limits.heapMb} MB of memory, the limit for one PDF`);
        throw new Error(end.reason === 'exit' ? end.message.replace('the reader', 'the PDF reader') : end.message);
    }
    const result = end.messages[0];
    if (!result.ok)
        throw new Error(result.message);
    return { kind: 'pdf', main: null, all: result.text, wall: null, cut: cutNote(result, limits) };
}
function cutNote(result, limits) {
    const { pages, pagesRead } = result;
    if (result.cut === 'pages')
        return `only the first ${limits.maxPages} of the PDF's ${pages} pages were read`;
    if (result.cut === 'text')
        return `only the first ${(0,_status_js__WEBPACK_IMPORTED_MODULE_1__/* .formatBytes */ .z3)(limits.maxTextBytes)} of the PDF's text were read (provenance-max-body), ${pagesRead} of ${pages} pages`;
    if (result.cut === 'stream')
        return `a stream of the PDF decodes to more than ${(0,_status_js__WEBPACK_IMPORTED_MODULE_1__/* .formatBytes */ .z3)(limits.maxBufferBytes)} and was not read`;
    return null;
}


/***/ }),

/***/ 1603:
/***/ (function(module, __unused_webpack_exports, __webpack_require__) {

module.exports = __webpack_require__.p + "77dcfcc705e5e813f327.mjs";

/***/ }),

/***/ 5124:
/***/ (function(module, __unused_webpack_exports, __webpack_require__) {

module.exports = __webpack_require__.p + "49ff1a7e9f5f1229e70a.mjs";

/***/ })

} };
})
