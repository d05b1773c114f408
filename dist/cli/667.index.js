export const id = 667;
export const ids = [667];
export const modules = {

/***/ 9667:
/***/ (function(__unused_webpack_module, exports, __webpack_require__) {


var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.PDF_LIMITS = void 0;
exports.pdfText = pdfText;
// PDF to text with PDF.js (Mozilla's PDF reader, unpdf's serverless build: no canvas, no
// network; font programs are never evaluated as code), in worker threads with bounds. A PDF's
// size says little about the work it takes: a few hundred kilobytes of compressed stream can
// decode to gigabytes, and a small file can hold a hundred thousand pages. In-process, such a
// PDF held the event loop and the memory of the whole run, with no way to stop it.
//
// The bounds: a time limit (the thread is terminated, which stops it even inside one stream),
// a heap limit for the thread, no byte buffer over maxBufferBytes (so no stream decodes to
// more), at most maxPages pages and maxTextBytes of text. A PDF stopped by time or memory is
// `unsupported`; one cut by the page or text bound keeps the text read before it, and one with
// a stream over the buffer bound the text of everything else (PDF.js skips a stream it cannot
// decode); either way the record says the text was cut.
const node_worker_threads_1 = __webpack_require__(5919);
const node_url_1 = __webpack_require__(3136);
const p_limit_1 = __importDefault(__webpack_require__(370));
const status_js_1 = __webpack_require__(9793);
exports.PDF_LIMITS = {
    timeoutMs: 30_000,
    maxPages: 2_000,
    maxBufferBytes: 250_000_000,
    heapMb: 512,
};
/** Readers at once: each may use its bounds in full. */
const READERS = 2;
/** A reader is replaced after this many PDFs, so that nothing one PDF left can add up. */
const PDFS_PER_READER = 20;
// `new URL(…, import.meta.url)`: from src/, the files themselves; in dist/, ncc copies both
// beside the bundle and gives their paths as strings.
const WORKER = new URL(/* asset import */ __webpack_require__(5124), __webpack_require__.b);
const PDFJS = new URL(/* asset import */ __webpack_require__(1603), __webpack_require__.b);
const href = (location) => (String(location).startsWith('file:') ? String(location) : (0, node_url_1.pathToFileURL)(String(location)).href);
const limit = (0, p_limit_1.default)(READERS);
/** Started readers waiting for a PDF; they do not keep the process alive. */
const idle = [];
function pdfText(body, limits) {
    return limit(async () => {
        const result = await readWith(takeReader(limits.heapMb), body, limits);
        if (!result.ok)
            throw new Error(result.message);
        return { kind: 'pdf', main: null, all: result.text, wall: null, cut: cutNote(result, limits) };
    });
}
function takeReader(heapMb) {
    const waiting = idle.pop();
    if (waiting && waiting.heapMb === heapMb)
        return waiting;
    if (waiting)
        void waiting.worker.terminate();
    const worker = new node_worker_threads_1.Worker(WORKER, {
        workerData: { pdfjs: href(PDFJS) },
        resourceLimits: { maxOldGenerationSizeMb: heapMb },
    });
    const reader = { worker, heapMb, read: 0 };
    // A reader that fails while it waits is dropped, never a crash of the run.
    worker.on('error', () => undefined).once('exit', () => {
        const at = idle.indexOf(reader);
        if (at !== -1)
            idle.splice(at, 1);
    });
    return reader;
}
/** Reads one PDF; the reader goes back to `idle` unless it failed, ran out of time, or has read its share. */
function readWith(reader, body, limits) {
    const { worker } = reader;
    worker.ref();
    return new Promise((resolve, reject) => {
        let settled = false;
        const settle = (keep, finish) => {
            if (settled)
                return;
            settled = true;
            clearTimeout(timer);
            worker.off('message', onMessage).off('error', onError).off('exit', onExit);
            reader.read += 1;
            if (keep && reader.read < PDFS_PER_READER && idle.length < READERS) {
                worker.unref();
                idle.push(reader);
            }
            else {
                void worker.terminate();
            }
            finish();
        };
        const onMessage = (result) => settle(true, () => resolve(result));
        const onError = (error) => settle(false, () => reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new Error(`reading it needed more than ${reader.heapMb} MB of memory, the limit for one PDF`) : error));
        const onExit = (code) => settle(false, () => reject(new Error(`the PDF reader stopped (exit code ${code})`)));
        const timer = setTimeout(() => settle(false, () => reject(new Error(`reading it took longer than ${seconds(limits.timeoutMs)}, the time limit for one PDF`))), limits.timeoutMs);
        worker.on('message', onMessage).on('error', onError).on('exit', onExit);
        const bytes = new Uint8Array(body);
        const { maxPages, maxTextBytes, maxBufferBytes } = limits;
        worker.postMessage({ bytes, limits: { maxPages, maxTextBytes, maxBufferBytes } }, [bytes.buffer]);
    });
}
function cutNote(result, limits) {
    const { pages, pagesRead } = result;
    if (result.cut === 'pages')
        return `only the first ${limits.maxPages} of the PDF's ${pages} pages were read`;
    if (result.cut === 'text')
        return `only the first ${(0, status_js_1.formatBytes)(limits.maxTextBytes)} of the PDF's text were read (provenance-max-body), ${pagesRead} of ${pages} pages`;
    if (result.cut === 'stream')
        return `a stream of the PDF decodes to more than ${(0, status_js_1.formatBytes)(limits.maxBufferBytes)} and was not read`;
    return null;
}
const seconds = (ms) => (ms >= 1000 ? `${Math.round(ms / 100) / 10} s` : `${ms} ms`);


/***/ }),

/***/ 1603:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {

module.exports = __webpack_require__.p + "77dcfcc705e5e813f327.mjs";

/***/ }),

/***/ 5124:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {

module.exports = __webpack_require__.p + "56c5ba31bd5d6bd2a694.mjs";

/***/ })

};
