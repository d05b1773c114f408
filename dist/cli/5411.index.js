(function (__citegate_import_meta_url, __WEBPACK_EXTERNAL_createRequire) { 'use strict'; return { id: 5411,
ids: [5411],
modules: {

/***/ 497:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ decodeBody)
/* harmony export */ });
/* unused harmony export charsetOf */
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4573);
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_buffer__WEBPACK_IMPORTED_MODULE_0__);
// Bytes to text by the WHATWG encoding sniffing algorithm (a byte-order mark, then the
// Content-Type header's charset, then a <meta> charset in the first 1024 bytes), through
// encoding-sniffer. Where nothing declares a charset, UTF-8 is assumed when the bytes are valid
// UTF-8 and windows-1252 (the web's legacy default) otherwise.

/** The charset parameter of a Content-Type header, if any. */
function charsetOf(contentType) {
    const match = /;\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(contentType ?? '');
    return match?.[1];
}
async function decodeBody(body, contentType) {
    const { decodeBuffer } = await __webpack_require__.e(/* import() */ 6434).then(__webpack_require__.bind(__webpack_require__, 6434));
    const label = charsetOf(contentType);
    return decodeBuffer(body, {
        ...(label ? { transportLayerEncodingLabel: label } : {}),
        defaultEncoding: (0,node_buffer__WEBPACK_IMPORTED_MODULE_0__.isUtf8)(body) ? 'utf-8' : 'windows-1252',
    });
}


/***/ }),

/***/ 5411:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   serveHtmlExtraction: () => (/* binding */ serveHtmlExtraction)
/* harmony export */ });
/* harmony import */ var _threads_worker_entry_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2350);
/* harmony import */ var _html_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7464);
// The HTML reader's side (./html-reader.ts starts it): for each page, first all visible text,
// sent at once, then the main content (Readability: what can take minutes). Should the second
// step pass its time or memory limit, the first is still there to search.


function serveHtmlExtraction() {
    (0,_threads_worker_entry_js__WEBPACK_IMPORTED_MODULE_1__/* .serveJobs */ .a_)(({ bytes, contentType }, post) => {
        void (async () => {
            try {
                const page = await (0,_html_js__WEBPACK_IMPORTED_MODULE_0__/* .parsePage */ .NL)(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), contentType);
                post({ stage: 'all', all: page.all, wall: page.wall, title: page.title });
                post({ stage: 'main', main: (0,_html_js__WEBPACK_IMPORTED_MODULE_0__/* .mainContent */ .rb)(page.document) });
            }
            catch (error) {
                post({
                    stage: 'failed',
                    message: error instanceof Error ? error.message : String(error),
                });
            }
        })();
    });
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
