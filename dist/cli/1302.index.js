(function (__citegate_import_meta_url, __WEBPACK_EXTERNAL_createRequire) { 'use strict'; return { id: 1302,
ids: [1302],
modules: {

/***/ 1302:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HTML_LIMITS: () => (/* binding */ HTML_LIMITS),
/* harmony export */   boundedHtmlText: () => (/* binding */ boundedHtmlText)
/* harmony export */ });
/* unused harmony exports SMALL_PAGE_BYTES, SMALL_PAGE_HEAP_MB */
/* harmony import */ var _html_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7464);
/* harmony import */ var _worker_entry_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2350);
/* harmony import */ var _worker_entry_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1786);
/* harmony import */ var _threads_worker_pool_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8982);
/* harmony import */ var _text_duration_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9495);
// HTML to text within bounds: in a reader process of the shared pool (src/threads/worker-pool.ts),
// with a time limit and a heap limit, as PDFs are read. The reader sends all visible text first, then
// the main content; a page whose main content cannot be picked within the bounds is searched
// in all its visible text, and says so. A page whose visible text cannot be read within them
// is `unsupported`, with the reason.




const HTML_LIMITS = { timeoutMs: 30_000, heapMb: 256 };
/**
 * A page of this size or less is read by a reader with a smaller heap: such readers fit the
 * pool's budget (src/threads/worker-pool.ts) beside one reading a large page, while two large pages are
 * read one after the other (a 20 MB page takes its reader about 300 MB).
 */
const SMALL_PAGE_BYTES = 2_000_000;
const SMALL_PAGE_HEAP_MB = 128;
/** A reader is replaced after this many pages (starting one takes most of a second; reading a small page, milliseconds). */
const PAGES_PER_READER = 500;
async function boundedHtmlText(body, contentType, limits = HTML_LIMITS) {
    const entry = (0,_worker_entry_js__WEBPACK_IMPORTED_MODULE_2__/* .workerEntry */ .xA)();
    // From src/ (the tests of the pieces), with no bundle to run as a reader: in-process.
    if (entry === undefined)
        return (0,_html_js__WEBPACK_IMPORTED_MODULE_0__/* .htmlText */ .js)(body, contentType);
    const large = body.length > SMALL_PAGE_BYTES;
    const heapMb = large ? limits.heapMb : Math.min(limits.heapMb, SMALL_PAGE_HEAP_MB);
    const end = await (0,_threads_worker_pool_js__WEBPACK_IMPORTED_MODULE_1__/* .runInWorker */ .$W)({
        script: new URL(entry),
        workerData: { role: _worker_entry_js__WEBPACK_IMPORTED_MODULE_3__/* .HTML_WORKER_ROLE */ .yK },
        heapMb,
        // A large page's reader ends with its page: the heap V8 grew for it (a 20 MB page's reader
        // holds about 400 MB) goes back at once, not while the run judges the page's text.
        jobsPerWorker: large ? 1 : PAGES_PER_READER,
    }, { bytes: body, contentType }, { timeoutMs: limits.timeoutMs, isFinal: (message) => message.stage !== 'all' });
    const visible = end.messages.find((message) => message.stage === 'all');
    const last = end.messages[end.messages.length - 1];
    if (end.ok && last?.stage === 'main' && visible)
        return { kind: 'html', main: last.main, all: visible.all, wall: visible.wall, title: visible.title };
    if (end.ok && last?.stage === 'failed')
        throw new Error(last.message);
    const why = end.ok
        ? 'the reader sent no text'
        : end.reason === 'timeout'
            ? `reading it took longer than ${(0,_text_duration_js__WEBPACK_IMPORTED_MODULE_4__/* .seconds */ .Y)(limits.timeoutMs)}, the time limit for one page`
            : end.reason === 'memory'
                ? `reading it needed more than ${heapMb} MB of memory, the limit for a page of its size`
                : end.message;
    if (!visible)
        throw new Error(why);
    // The visible text was read; only the main content was not.
    return {
        kind: 'html',
        main: null,
        all: visible.all,
        wall: visible.wall,
        title: visible.title,
        note: `the main content could not be picked out (${why}), so all visible text was searched`,
    };
}


/***/ }),

/***/ 7464:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NL: () => (/* binding */ parsePage),
/* harmony export */   js: () => (/* binding */ htmlText),
/* harmony export */   rb: () => (/* binding */ mainContent)
/* harmony export */ });
/* unused harmony export visibleText */
/* harmony import */ var _mozilla_readability__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9889);
/* harmony import */ var _mozilla_readability__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(_mozilla_readability__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _charset_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(497);
// HTML to text with libraries made for it: linkedom (an htmlparser2-based DOM) parses the page,
// Readability (Firefox's reader view) picks the main content apart from navigation and
// boilerplate, and one walk over the DOM turns either into the text a reader sees, with a line
// break at each block so that words from two paragraphs are never glued together. Two steps,
// all visible text first: Readability can take minutes on a page of a few kilobytes, and the
// shells run both steps in a thread with a time limit (./html-reader.ts), where a page whose
// main content is not picked in time is still searched in all its text.


const SKIPPED = new Set([
    'SCRIPT',
    'STYLE',
    'NOSCRIPT',
    'TEMPLATE',
    'HEAD',
    'TITLE',
    'META',
    'LINK',
    'IFRAME',
    'OBJECT',
    'EMBED',
    'CANVAS',
    'SVG',
    'MATH',
    'SELECT',
    'OPTION',
    'DATALIST',
]);
const BLOCKS = new Set([
    'ADDRESS',
    'ARTICLE',
    'ASIDE',
    'BLOCKQUOTE',
    'BR',
    'CAPTION',
    'DD',
    'DETAILS',
    'DIV',
    'DL',
    'DT',
    'FIELDSET',
    'FIGCAPTION',
    'FIGURE',
    'FOOTER',
    'FORM',
    'H1',
    'H2',
    'H3',
    'H4',
    'H5',
    'H6',
    'HEADER',
    'HR',
    'LI',
    'MAIN',
    'NAV',
    'OL',
    'P',
    'PRE',
    'SECTION',
    'SUMMARY',
    'TABLE',
    'TBODY',
    'TD',
    'TFOOT',
    'TH',
    'THEAD',
    'TR',
    'UL',
]);
const TEXT_NODE = 3;
const ELEMENT_NODE = 1;
function hidden(element) {
    if (element.hasAttribute?.('hidden'))
        return true;
    const style = element.getAttribute?.('style') ?? '';
    return /display\s*:\s*none|visibility\s*:\s*hidden/i.test(style);
}
/** The text a reader sees under `root`, blocks on their own lines. Iterative: deep pages cannot overflow the stack. */
function visibleText(root) {
    const out = [];
    const stack = [root];
    while (stack.length > 0) {
        const node = stack.pop();
        if (node === '\n') {
            out.push('\n');
            continue;
        }
        if (node.nodeType === TEXT_NODE) {
            out.push(node.textContent ?? '');
            continue;
        }
        if (node.nodeType !== ELEMENT_NODE && node !== root)
            continue;
        const name = node.nodeName.toUpperCase();
        if (SKIPPED.has(name) || hidden(node))
            continue;
        const block = BLOCKS.has(name);
        if (block) {
            out.push('\n');
            stack.push('\n');
        }
        const children = node.childNodes;
        for (let i = children.length - 1; i >= 0; i--)
            stack.push(children[i]);
    }
    return out
        .join('')
        .replace(/[ \t\r\f\v]*\n[\s]*/g, '\n')
        .trim();
}
const CAPTCHA = /\b(captcha|are you a robot|verify (?:that )?you are (?:a )?human|checking your browser|just a moment\.\.\.|unusual traffic)\b/i;
const LOGIN = /\b(sign in|log ?in|subscribe) to (?:continue|read|view|access)\b/i;
/** A login or captcha wall, as far as its markup and text tell. Only consulted when the excerpt is absent. */
function wallOf(document, text) {
    const select = (selector) => {
        try {
            return document.querySelector(selector);
        }
        catch {
            return null; // a document without a root element (a page of bare text)
        }
    };
    const title = select('title')?.textContent ?? '';
    if (select('.g-recaptcha, .h-captcha, #challenge-form, #cf-challenge-running, [data-sitekey]') ||
        CAPTCHA.test(title) ||
        CAPTCHA.test(text.slice(0, 2000)))
        return 'captcha';
    if (select('input[type="password"]') || LOGIN.test(text.slice(0, 5000)))
        return 'login';
    return null;
}
/** A page's text, read in-process (see ./html-reader.ts for the bounded reading the shells use). */
async function htmlText(body, contentType) {
    const page = await parsePage(body, contentType);
    return { kind: 'html', main: mainContent(page.document), all: page.all, wall: page.wall, title: page.title };
}
/** The first step: the parsed page, all its visible text and whether it is a wall. */
async function parsePage(body, contentType) {
    const html = await (0,_charset_js__WEBPACK_IMPORTED_MODULE_1__/* .decodeBody */ .V)(body, contentType);
    const { parseHTML } = await __webpack_require__.e(/* import() */ 3543).then(__webpack_require__.bind(__webpack_require__, 3543));
    const { document } = parseHTML(html);
    // The whole document, not only <body>: linkedom's parser (htmlparser2) does not build the
    // implied <html>/<body> of a page that leaves them out, and such text is still visible.
    const all = visibleText(document);
    return { document, all, wall: wallOf(document, all), title: pageTitle(document) };
}
/**
 * The main content as Readability picks it, or null. It rewrites the document it is given. On
 * some pages it takes minutes (5,000 nested <div>s: 418 s in _cleanConditionally), which is why
 * the shells run it in a thread with a time limit (./html-reader.ts).
 */
function mainContent(parsed) {
    const document = parsed;
    if (document.querySelector === undefined)
        return null;
    try {
        // maxElemsToParse: on a page of more elements than that, Readability gives up (and throws)
        // rather than spend minutes; the page's visible text is still searched.
        const article = new _mozilla_readability__WEBPACK_IMPORTED_MODULE_0__.Readability(document, {
            serializer: (node) => node,
            maxElemsToParse: 100_000,
        }).parse();
        const main = article?.content ? visibleText(article.content) : '';
        return main === '' ? null : main;
    }
    catch {
        // A page Readability cannot handle still has its visible text.
        return null;
    }
}
/** The page's <title>, whitespace folded (numbers in it ground claims that cite the page). */
function pageTitle(document) {
    try {
        const title = (document.querySelector('title')?.textContent ?? '').replace(/\s+/g, ' ').trim();
        return title === '' ? null : title.slice(0, 1000);
    }
    catch {
        return null; // a document without a root element (a page of bare text)
    }
}


/***/ })

} };
})
