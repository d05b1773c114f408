(function (__citegate_import_meta_url, __WEBPACK_EXTERNAL_createRequire) { 'use strict'; return { id: 2709,
ids: [2709,5090],
modules: {

/***/ 5055:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AB: () => (/* binding */ refuseLiteral),
/* harmony export */   Vy: () => (/* binding */ addressPolicy),
/* harmony export */   q9: () => (/* binding */ nonPublicRange),
/* harmony export */   rN: () => (/* binding */ guardedLookup),
/* harmony export */   vN: () => (/* binding */ isRefusedAddressError)
/* harmony export */ });
/* unused harmony export RefusedAddressError */
/* harmony import */ var node_dns__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(610);
/* harmony import */ var node_dns__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_dns__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_net__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7030);
/* harmony import */ var node_net__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_net__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var ipaddr_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8280);
/* harmony import */ var ipaddr_js__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(ipaddr_js__WEBPACK_IMPORTED_MODULE_2__);
// The network rule: a provenance fetch never reaches the runner's own network. Every address a
// host name resolves to is checked before a connection is made, at every redirect, so neither
// a report's URL nor a redirect (nor DNS that answers differently the second time) can point a
// fetch at loopback, a private range or the cloud metadata service (169.254.169.254).



/** Why an address is not public (ipaddr.js's range name), or null when it is public unicast. */
function nonPublicRange(address) {
    let parsed;
    try {
        parsed = ipaddr_js__WEBPACK_IMPORTED_MODULE_2___default().parse(address);
    }
    catch {
        return 'invalid';
    }
    // ::ffff:10.0.0.1 reaches 10.0.0.1: judge the IPv4 address inside.
    if (parsed.kind() === 'ipv6' && parsed.isIPv4MappedAddress())
        parsed = parsed.toIPv4Address();
    const range = parsed.range();
    return range === 'unicast' ? null : range;
}
/** Raised (through the socket) when a fetch would reach a non-public address. */
class RefusedAddressError extends Error {
    host;
    address;
    range;
    code = 'ERR_CITEGATE_REFUSED_ADDRESS';
    constructor(host, address, range) {
        super(`${host === address ? address : `${host} resolves to ${address}`}, a ${range} address, which is not public`);
        this.host = host;
        this.address = address;
        this.range = range;
    }
}
function isRefusedAddressError(error) {
    return error?.code === 'ERR_CITEGATE_REFUSED_ADDRESS';
}
function addressPolicy(allowPrivate) {
    return allowPrivate ? () => null : nonPublicRange;
}
/**
 * A `lookup` for http.request that resolves as usual and then refuses the host when any of its
 * addresses is not allowed (one bad address is enough: the socket could connect to it).
 */
function guardedLookup(policy, resolve = (node_dns__WEBPACK_IMPORTED_MODULE_0___default().lookup)) {
    return (hostname, options, callback) => {
        resolve(hostname, { ...options, all: true }, (error, addresses) => {
            if (error)
                return callback(error, '');
            const list = addresses;
            for (const { address } of list) {
                const range = policy(address);
                if (range !== null)
                    return callback(new RefusedAddressError(hostname, address, range), '');
            }
            if (options.all)
                return callback(null, list);
            const first = list[0];
            if (!first)
                return callback(Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' }), '');
            callback(null, first.address, first.family);
        });
    };
}
/**
 * A host written as an IP address is connected to without a lookup, so it is checked here.
 * Returns the refusal, or null.
 */
function refuseLiteral(hostname, policy) {
    const bare = hostname.replace(/^\[|\]$/g, '');
    if (node_net__WEBPACK_IMPORTED_MODULE_1___default().isIP(bare) === 0)
        return null;
    const range = policy(bare);
    return range === null ? null : new RefusedAddressError(bare, bare, range);
}


/***/ }),

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

/***/ 7531:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ fetchUrl)
/* harmony export */ });
/* unused harmony export withoutCredentials */
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7067);
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_http__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_https__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4708);
/* harmony import */ var node_https__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_https__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_stream__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7075);
/* harmony import */ var node_stream__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_stream__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8522);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_zlib__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _semantic_retry_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(958);
/* harmony import */ var _address_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5055);
/* harmony import */ var _text_duration_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9495);
// The network adapter: fetches one URL as a careful crawler does. GET only, at most 5
// redirects, a timeout per attempt, a body cap, gzip/deflate/brotli, retries on 429 and 5xx
// honouring Retry-After, a User-Agent that names citegate, no cookies, no credentials, and
// the network rule (src/provenance/address.ts) before every connection, redirects included.







const REDIRECTS = new Set([301, 302, 303, 307, 308]);
// Longer waits than this are not honoured: the record is reported instead of the job idling.
const MAX_RETRY_AFTER_MS = 60_000;
const ACCEPT = 'text/html,application/xhtml+xml,application/pdf;q=0.9,text/plain;q=0.8,*/*;q=0.5';
class AttemptError extends Error {
    reason;
    constructor(reason, message) {
        super(message);
        this.reason = reason;
    }
}
/** Fetches `url` (http or https, checked by the caller), following redirects and retrying. */
async function fetchUrl(url, settings, conditional) {
    let current = withoutCredentials(new URL(url));
    let viaPrivate = false;
    for (let redirects = 0;; redirects++) {
        const outcome = await attemptWithRetries(current, settings, conditional);
        if ('failure' in outcome)
            return {
                kind: 'failed',
                reason: outcome.failure.reason,
                detail: outcome.failure.message,
                finalUrl: current.href,
            };
        const { attempt, retryAfterRefusedMs } = outcome;
        if (attempt.remoteAddress && (0,_address_js__WEBPACK_IMPORTED_MODULE_5__/* .nonPublicRange */ .q9)(attempt.remoteAddress) !== null)
            viaPrivate = true;
        const location = header(attempt.headers, 'location');
        if (REDIRECTS.has(attempt.status) && location) {
            if (redirects >= settings.maxRedirects)
                return {
                    kind: 'failed',
                    reason: 'redirects',
                    detail: `more than ${settings.maxRedirects} redirects`,
                    finalUrl: current.href,
                };
            let next;
            try {
                next = new URL(location, current);
            }
            catch {
                return {
                    kind: 'failed',
                    reason: 'redirect_scheme',
                    detail: `a redirect to an invalid URL (${location.slice(0, 200)})`,
                    finalUrl: current.href,
                };
            }
            if (next.protocol !== 'http:' && next.protocol !== 'https:') {
                return {
                    kind: 'failed',
                    reason: 'redirect_scheme',
                    detail: `a redirect to a ${next.protocol} URL, which is not fetched`,
                    finalUrl: current.href,
                };
            }
            current = withoutCredentials(next);
            continue;
        }
        return {
            kind: 'response',
            status: attempt.status,
            finalUrl: current.href,
            contentType: header(attempt.headers, 'content-type'),
            etag: header(attempt.headers, 'etag'),
            lastModified: header(attempt.headers, 'last-modified'),
            body: attempt.body,
            truncated: attempt.truncated,
            viaPrivate,
            ...(retryAfterRefusedMs === undefined ? {} : { retryAfterRefusedMs }),
        };
    }
}
/** Credentials in a URL are never sent, to the first host or any redirect target (nor kept in a cache key). */
function withoutCredentials(url) {
    const copy = new URL(url.href);
    copy.username = '';
    copy.password = '';
    copy.hash = '';
    return copy;
}
function header(headers, name) {
    const value = headers[name];
    if (value === undefined)
        return null;
    return Array.isArray(value) ? (value[0] ?? null) : value;
}
async function attemptWithRetries(url, settings, conditional) {
    const sleep = settings.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
    const random = settings.random ?? Math.random;
    for (let retry = 0;; retry++) {
        let attempt;
        try {
            attempt = await settings.schedule(url.hostname, () => requestOnce(url, settings, conditional));
        }
        catch (error) {
            return { failure: error instanceof AttemptError ? error : new AttemptError('connection', String(error)) };
        }
        settings.onResponse?.(attempt.status, attempt.headers);
        if (!(attempt.status === 429 || attempt.status >= 500) || retry >= settings.maxRetries)
            return { attempt };
        const requested = (0,_semantic_retry_js__WEBPACK_IMPORTED_MODULE_4__/* .retryAfterMs */ .Vs)(toHeaders(attempt.headers));
        if (requested !== null && requested > MAX_RETRY_AFTER_MS)
            return { attempt, retryAfterRefusedMs: requested };
        await sleep(requested ?? Math.min(8_000, 1_000 * 2 ** retry) * (1 - 0.25 * random()));
    }
}
function toHeaders(incoming) {
    const headers = new Headers();
    for (const [name, value] of Object.entries(incoming)) {
        if (typeof value === 'string')
            headers.set(name, value);
        else if (Array.isArray(value))
            for (const item of value)
                headers.append(name, item);
    }
    return headers;
}
function requestOnce(url, settings, conditional) {
    const refused = (0,_address_js__WEBPACK_IMPORTED_MODULE_5__/* .refuseLiteral */ .AB)(url.hostname, settings.policy);
    if (refused)
        return Promise.reject(new AttemptError('refused', refused.message));
    settings.onRequest?.();
    const headers = {
        'user-agent': settings.userAgent,
        accept: ACCEPT,
        'accept-encoding': 'gzip, deflate, br',
    };
    if (conditional?.etag)
        headers['if-none-match'] = conditional.etag;
    if (conditional?.lastModified)
        headers['if-modified-since'] = conditional.lastModified;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), settings.timeoutMs);
    const secure = url.protocol === 'https:';
    const timedOut = () => new AttemptError('timeout', `no complete response within ${(0,_text_duration_js__WEBPACK_IMPORTED_MODULE_6__/* .inSeconds */ .F)(settings.timeoutMs)}`);
    return new Promise((resolve, reject) => {
        const request = (secure ? (node_https__WEBPACK_IMPORTED_MODULE_1___default()) : (node_http__WEBPACK_IMPORTED_MODULE_0___default())).request(url, {
            method: 'GET',
            headers,
            agent: secure ? settings.agents.https : settings.agents.http,
            lookup: (0,_address_js__WEBPACK_IMPORTED_MODULE_5__/* .guardedLookup */ .rN)(settings.policy, settings.lookup),
            signal: controller.signal,
        });
        request.on('error', (error) => reject(controller.signal.aborted ? timedOut() : classify(error)));
        request.on('response', (response) => {
            const status = response.statusCode ?? 0;
            const remoteAddress = response.socket?.remoteAddress;
            if (status < 200 || status >= 300) {
                response.destroy();
                resolve({ status, headers: response.headers, body: Buffer.alloc(0), truncated: false, remoteAddress });
                return;
            }
            readBody(response, settings.maxBodyBytes).then(({ body, truncated }) => resolve({ status, headers: response.headers, body, truncated, remoteAddress }), (error) => reject(controller.signal.aborted ? timedOut() : error instanceof AttemptError ? error : classify(error)));
        });
        request.end();
    }).finally(() => clearTimeout(timer));
}
/** The body, decompressed, cut at `cap` bytes (a decompression bomb stops there too). */
async function readBody(response, cap) {
    const encoding = (header(response.headers, 'content-encoding') ?? 'identity').trim().toLowerCase();
    const decoder = decompressor(encoding);
    if (decoder === undefined) {
        response.destroy();
        throw new AttemptError('encoding', `the content encoding ${JSON.stringify(encoding.slice(0, 40))} is not supported`);
    }
    const source = decoder ? (0,node_stream__WEBPACK_IMPORTED_MODULE_2__.pipeline)(response, decoder, () => { }) : response;
    const chunks = [];
    let size = 0;
    let truncated = false;
    try {
        for await (const chunk of source) {
            const buffer = chunk;
            if (size + buffer.length > cap) {
                chunks.push(buffer.subarray(0, cap - size));
                size = cap;
                truncated = true;
                break;
            }
            chunks.push(buffer);
            size += buffer.length;
        }
    }
    finally {
        if (truncated) {
            response.destroy();
            source.destroy();
        }
    }
    return { body: Buffer.concat(chunks, size), truncated };
}
/** null: no decoding needed; undefined: an encoding citegate cannot decode. */
function decompressor(encoding) {
    switch (encoding) {
        case 'identity':
        case '':
            return null;
        case 'gzip':
        case 'x-gzip':
            return node_zlib__WEBPACK_IMPORTED_MODULE_3___default().createGunzip();
        case 'deflate':
            return node_zlib__WEBPACK_IMPORTED_MODULE_3___default().createInflate();
        case 'br':
            return node_zlib__WEBPACK_IMPORTED_MODULE_3___default().createBrotliDecompress();
        default:
            return undefined;
    }
}
function classify(error) {
    if ((0,_address_js__WEBPACK_IMPORTED_MODULE_5__/* .isRefusedAddressError */ .vN)(error))
        return new AttemptError('refused', error.message);
    const code = String(error?.code ?? '');
    const message = error?.message ?? String(error);
    if (['ENOTFOUND', 'EAI_AGAIN', 'EAI_FAIL', 'EAI_NODATA', 'EAI_NONAME', 'ENODATA'].includes(code))
        return new AttemptError('dns', `DNS lookup failed (${code})`);
    if (/^(ERR_TLS|ERR_SSL|ERR_OSSL|CERT_|UNABLE_TO_|DEPTH_ZERO|SELF_SIGNED|HOSTNAME_MISMATCH)/.test(code) ||
        code === 'EPROTO')
        return new AttemptError('tls', `TLS error (${code}): ${message}`);
    if (code === 'Z_DATA_ERROR' || code === 'Z_BUF_ERROR' || code.startsWith('ERR__ERROR_FORMAT'))
        return new AttemptError('connection', `the compressed body is corrupt (${code})`);
    return new AttemptError('connection', code ? `connection failed (${code})` : `connection failed: ${message}`);
}


/***/ }),

/***/ 2709:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  createProvenanceChecker: () => (/* reexport */ createProvenanceChecker),
  openPageFetcher: () => (/* reexport */ openPageFetcher),
  urlKey: () => (/* reexport */ urlKey)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(7067);
var external_node_http_default = /*#__PURE__*/__webpack_require__.n(external_node_http_);
// EXTERNAL MODULE: external "node:https"
var external_node_https_ = __webpack_require__(4708);
var external_node_https_default = /*#__PURE__*/__webpack_require__.n(external_node_https_);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./node_modules/p-limit/index.js + 1 modules
var p_limit = __webpack_require__(370);
// EXTERNAL MODULE: ./package.json
var package_0 = __webpack_require__(8330);
// EXTERNAL MODULE: ./src/files/atomic-write.ts
var atomic_write = __webpack_require__(4448);
// EXTERNAL MODULE: ./src/text/http-url.ts
var http_url = __webpack_require__(3831);
// EXTERNAL MODULE: ./src/provenance/address.ts
var address = __webpack_require__(5055);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 4 modules
var schemas = __webpack_require__(2503);
// EXTERNAL MODULE: ./src/files/jsonl-store.ts + 2 modules
var jsonl_store = __webpack_require__(1934);
;// CONCATENATED MODULE: ./src/provenance/cache.ts
// The provenance cache: what a URL's page said when it was last read, keyed by URL. Only what
// the server said about the page is kept (its text, a 404/410, a content type not read), never
// a failure of the moment (timeouts, 429, 5xx, refusals), which the next run tries again.
// A kind of the bounded JSON Lines store (src/files/jsonl-store.ts):
//   {"format":"citegate-provenance-cache","version":1,"run":12}
//   {"key":"https://…","last_run":12,"value":{"kind":"page",…}}


const CACHE_FORMAT = 'citegate-provenance-cache';
const CACHE_VERSION = 1;
/** Entries unused in this many runs are dropped first; then the least recently used over the size bound. */
const CACHE_KEEP_RUNS = 10;
const CACHE_MAX_BYTES = 200_000_000;
/** A cached page whose text is over this many bytes is held deflated in memory until the cache is saved. */
const PACK_OVER_BYTES = 1_000_000;
const CachedPage = schemas/* object */.Ikc({
    kind: schemas/* enum */.k5n(['page', 'gone', 'unsupported']),
    fetched_at: schemas/* string */.YjP(),
    http_status: schemas/* number */.aig().int(),
    final_url: schemas/* string */.YjP(),
    content_type: schemas/* string */.YjP().nullable(),
    etag: schemas/* string */.YjP().nullable(),
    last_modified: schemas/* string */.YjP().nullable(),
    truncated: schemas/* boolean */.zMY(),
    body_bytes: schemas/* number */.aig().int().nullable(),
    /** Read from a non-public address (provenance-allow-private): used only when that is allowed again. */
    via_private: schemas/* boolean */.zMY(),
    text_sha256: schemas/* string */.YjP().nullable(),
    text_kind: schemas/* enum */.k5n(['html', 'pdf', 'text']).nullable(),
    main: schemas/* string */.YjP().nullable(),
    all: schemas/* string */.YjP().nullable(),
    wall: schemas/* enum */.k5n(['login', 'captcha']).nullable(),
    /** The page's title (HTML), kept for `citegate snapshot`; absent in entries written before it was kept. */
    title: schemas/* string */.YjP().nullable().optional(),
    detail: schemas/* string */.YjP(),
});
const PROVENANCE_CACHE = {
    format: CACHE_FORMAT,
    version: CACHE_VERSION,
    field: 'value',
    schema: CachedPage,
    bound: { keepRuns: CACHE_KEEP_RUNS, maxBytes: CACHE_MAX_BYTES },
    // A page of over a megabyte of text is held deflated until the save (docs/provenance.md, "Memory").
    packOver: PACK_OVER_BYTES,
    label: 'the provenance cache',
    saves: 'pages',
    setting: 'provenance-cache-path',
    foreign: { noun: 'a citegate provenance cache', advice: 'choose another provenance-cache-path, or delete the file' },
};
/** Never throws: a missing file is an empty cache, every other problem one of its warnings. `secrets` never reach the file. */
function loadProvenanceCache(file, options = {}) {
    return jsonl_store/* JsonLinesStore */.$.load(file, PROVENANCE_CACHE, {
        secrets: options.secrets ?? [],
        ...(options.write ? { write: options.write } : {}),
    });
}
function isFresh(entry, now, maxAgeMs) {
    const fetched = Date.parse(entry.fetched_at);
    return Number.isFinite(fetched) && now - fetched < maxAgeMs && fetched <= now;
}

// EXTERNAL MODULE: ./src/provenance/extract/charset.ts
var charset = __webpack_require__(497);
;// CONCATENATED MODULE: ./src/provenance/extract/index.ts
// Which reader a body needs, by its Content-Type (and, when that says nothing useful, by its
// first bytes). Each reader's libraries are loaded only when a body of that kind arrives.

function mimeOf(contentType) {
    return (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}
function sniff(body) {
    const head = body.subarray(0, 1024).toString('latin1');
    if (head.startsWith('%PDF-'))
        return 'pdf';
    if (/^\s*(<!doctype html|<html|<head|<body)/i.test(head))
        return 'html';
    return null;
}
function kindOf(contentType, body) {
    const mime = mimeOf(contentType);
    if (mime === 'text/html' || mime === 'application/xhtml+xml')
        return 'html';
    if (mime === 'application/pdf' || mime === 'application/x-pdf')
        return 'pdf';
    if (mime.startsWith('text/') ||
        mime === 'application/json' ||
        mime === 'application/xml' ||
        /\+(json|xml)$/.test(mime))
        return 'text';
    // No type, or a generic one: what the bytes say.
    if (mime === '' || mime === 'application/octet-stream' || mime === 'binary/octet-stream')
        return sniff(body) ?? (mime === '' ? 'text' : null);
    return null;
}
async function extractText(body, contentType, truncated, options) {
    const kind = kindOf(contentType, body);
    if (kind === null)
        return {
            ok: false,
            detail: `the content type ${JSON.stringify(mimeOf(contentType).slice(0, 100))} is not read (HTML, PDF and plain text are)`,
        };
    try {
        if (kind === 'html') {
            const { HTML_LIMITS, boundedHtmlText } = await Promise.all(/* import() */[__webpack_require__.e(9889), __webpack_require__.e(1302)]).then(__webpack_require__.bind(__webpack_require__, 1302));
            return {
                ok: true,
                text: await boundedHtmlText(body, contentType, { ...HTML_LIMITS, ...options.html }),
            };
        }
        if (kind === 'pdf') {
            const { PDF_LIMITS, pdfText } = await __webpack_require__.e(/* import() */ 9667).then(__webpack_require__.bind(__webpack_require__, 9667));
            return {
                ok: true,
                text: await pdfText(body, { ...PDF_LIMITS, ...options.pdf, maxTextBytes: options.maxTextBytes }),
            };
        }
        return { ok: true, text: { kind: 'text', main: null, all: await (0,charset/* decodeBody */.V)(body, contentType), wall: null } };
    }
    catch (error) {
        const why = error instanceof Error ? error.message : String(error);
        const cut = truncated ? ' (the body was cut at provenance-max-body, which a PDF does not survive)' : '';
        return {
            ok: false,
            detail: `the ${kind === 'pdf' ? 'PDF' : kind.toUpperCase()} could not be read${cut}: ${why.slice(0, 200)}`,
        };
    }
}

// EXTERNAL MODULE: ./src/provenance/fetch.ts
var fetch = __webpack_require__(7531);
;// CONCATENATED MODULE: ./src/provenance/limiter.ts
// Politeness: at most `perHost` requests in flight to one host and `overall` in all. A task
// first waits for its host's slot, then for an overall one, so a task held back by its host
// never sits on an overall slot that another host could use.

function hostLimiter(overall = 8, perHost = 2) {
    const all = (0,p_limit/* default */.A)(overall);
    const hosts = new Map();
    return (host, task) => {
        let limit = hosts.get(host);
        if (!limit)
            hosts.set(host, (limit = (0,p_limit/* default */.A)(perHost)));
        return limit(() => all(task));
    };
}

// EXTERNAL MODULE: ./src/text/whitespace.ts
var whitespace = __webpack_require__(7586);
;// CONCATENATED MODULE: ./src/provenance/parts.ts
// The parts of an excerpt that are looked for one by one. Search snippets are stitched with
// ellipses and middle dots ("… the rate rose … · In 2024 …", as in STORM's sources), so the
// whole excerpt seldom occurs on the page while each part does.

const SEPARATORS = /\u2026|\.\.\.|\s\u00b7\s/;
// What an ellipsis leaves at a part's edges: brackets of "[…]" and "(...)", whitespace.
const EDGES = /^[\s[\](){}]+|[\s[\](){}]+$/gu;
const WORD = /[\p{L}\p{N}]/u;
/**
 * The parts to look for: each snippet on its own when the record has snippets (a STORM source),
 * else the excerpt; each split at "…", "..." and " · ". Parts with no letter or digit are
 * dropped, and repeats are looked for once.
 */
function excerptParts(excerpt, snippets) {
    const sources = snippets && snippets.length > 0 ? snippets : [excerpt];
    const parts = sources
        .flatMap((source) => source.split(SEPARATORS))
        .map((part) => (0,whitespace/* trimPythonWhitespace */.Of)(part.replace(EDGES, '')))
        .filter((part) => WORD.test(part));
    return [...new Set(parts)];
}

// EXTERNAL MODULE: ./src/threads/worker-pool.ts
var worker_pool = __webpack_require__(8982);
// EXTERNAL MODULE: ./src/provenance/status.ts + 2 modules
var provenance_status = __webpack_require__(86);
;// CONCATENATED MODULE: ./src/provenance/checker.ts
// The provenance step of a run: every distinct http(s) URL of every report's evidence is looked
// up once (from the cache, with a conditional request, or fetched), its text extracted once,
// and each record citing it judged against that text.
















const USER_AGENT = `citegate/${package_0/* version */.rE} (provenance check; +https://github.com/citegate/citegate)`;
const MAX_REDIRECTS = 5;
const MAX_RETRIES = 2;
const CONCURRENCY = { overall: 8, perHost: 2 };
function createProvenanceChecker(settings, hooks = {}) {
    return { check: (reports) => checkProvenance(reports, settings, hooks) };
}
/** The cache key and the URL fetched: http(s) only, without fragment or credentials. */
function urlKey(raw) {
    return (0,http_url/* httpUrlKey */.B)(raw);
}
async function openPageFetcher(settings, hooks = {}) {
    const now = hooks.now ?? (() => new Date());
    const cacheFile = external_node_path_default().resolve(hooks.cwd ?? process.cwd(), settings.cachePath);
    const store = await loadProvenanceCache(cacheFile, {
        ...(hooks.secrets ? { secrets: hooks.secrets } : {}),
        write: hooks.write ?? { roots: [hooks.cwd ?? process.cwd()] },
    });
    const stats = { urls: 0, requests: 0, fresh_from_cache: 0, revalidated: 0, warnings: [] };
    const warn = (message) => {
        stats.warnings.push(message);
        hooks.warn?.(message);
    };
    for (const warning of store.warnings)
        warn(warning);
    const agents = { http: new (external_node_http_default()).Agent({ keepAlive: true }), https: new (external_node_https_default()).Agent({ keepAlive: true }) };
    const fetchSettings = {
        policy: hooks.addressPolicy ?? (0,address/* addressPolicy */.Vy)(settings.allowPrivate),
        timeoutMs: settings.timeoutMs,
        maxBodyBytes: settings.maxBodyBytes,
        maxRedirects: MAX_REDIRECTS,
        maxRetries: MAX_RETRIES,
        userAgent: USER_AGENT,
        schedule: hostLimiter(CONCURRENCY.overall, CONCURRENCY.perHost),
        agents,
        ...(hooks.lookup ? { lookup: hooks.lookup } : {}),
        ...(hooks.sleep ? { sleep: hooks.sleep } : {}),
        onRequest: () => {
            stats.requests++;
        },
    };
    const extractOptions = {
        maxTextBytes: settings.maxBodyBytes,
        ...(hooks.pdfLimits ? { pdf: hooks.pdfLimits } : {}),
        ...(hooks.htmlLimits ? { html: hooks.htmlLimits } : {}),
    };
    return {
        stats,
        page: (key) => lookUp(key, store, settings, fetchSettings, stats, now, extractOptions).catch(unexpected),
        raw: (url) => (0,fetch/* fetchUrl */.Q)(url, fetchSettings),
        close: async () => {
            agents.http.destroy();
            agents.https.destroy();
            // The reader threads are not needed any more: their memory goes back before the cache is written.
            await (0,worker_pool/* stopIdleWorkers */.kq)();
            try {
                // Saved (and counted as a run) when this run used or added a page.
                await store.save();
            }
            catch (error) {
                warn(`cannot write the provenance cache ${cacheFile}: ${(0,atomic_write/* describeFileError */.SQ)(error)}`);
            }
        },
    };
}
async function checkProvenance(reports, settings, hooks) {
    const fetcher = await openPageFetcher(settings, hooks);
    const { stats } = fetcher;
    const records = reports.flatMap((report) => [...report.index.evidence.values()].map((evidence) => ({
        report,
        evidence,
        key: urlKey(evidence.url),
        parts: excerptParts(evidence.excerpt, evidence.snippets),
    })));
    // The records citing each URL, judged as soon as its page is read: a page's text and its
    // normalised forms are then let go, so that memory does not grow with the number of pages.
    const byKey = new Map();
    for (const record of records) {
        if (record.key === null)
            continue;
        const citing = byKey.get(record.key);
        if (citing)
            citing.push(record);
        else
            byKey.set(record.key, [record]);
    }
    const keys = [...byKey.keys()];
    stats.urls = keys.length;
    const rowOf = new Map();
    let done = 0;
    const report = () => hooks.progress?.({ done, total: keys.length, requests: stats.requests, fromCache: stats.fresh_from_cache });
    report();
    // A URL holds its slot from the request to the last record judged: bodies waiting to be read
    // are at most CONCURRENCY.overall, however slow reading is.
    const slots = (0,p_limit/* default */.A)(CONCURRENCY.overall);
    try {
        await Promise.all(keys.map((key) => slots(async () => {
            const outcome = await fetcher.page(key);
            const citing = byKey.get(key) ?? [];
            const index = outcome.text ? new provenance_status/* PageIndex */.IA(outcome.text) : null;
            index?.prepare(citing.flatMap((record) => record.parts));
            for (const record of citing)
                rowOf.set(record, (0,provenance_status/* recordRow */.Ep)(outcome, record.parts, index));
            done++;
            report();
        })));
    }
    finally {
        await fetcher.close();
    }
    const rows = new Map();
    for (const record of records) {
        const { report: owner, evidence, parts } = record;
        const row = rowOf.get(record) ?? (0,provenance_status/* skippedRow */.P5)(evidence.url, parts.length);
        let byId = rows.get(owner);
        if (!byId)
            rows.set(owner, (byId = new Map()));
        byId.set(evidence.id, row);
    }
    return { rows, stats };
}
/** One URL: from the cache while fresh, else fetched (conditionally when the cache has validators). */
async function lookUp(key, store, settings, fetchSettings, stats, now, extractOptions) {
    const cached = store.get(key);
    // A page read from a private address is reused only while such addresses are allowed.
    const usable = cached && (settings.allowPrivate || !cached.via_private) ? cached : undefined;
    if (usable && isFresh(usable, now().getTime(), settings.maxAgeMs)) {
        stats.fresh_from_cache++;
        return fromCache(usable, 'fresh');
    }
    const conditional = usable?.kind === 'page' && (usable.etag || usable.last_modified)
        ? { etag: usable.etag, lastModified: usable.last_modified }
        : undefined;
    const result = await (0,fetch/* fetchUrl */.Q)(key, fetchSettings, conditional);
    const fetchedAt = now().toISOString();
    if (result.kind === 'failed')
        return fromFailure(result);
    if (result.status === 304 && usable && conditional) {
        stats.revalidated++;
        const refreshed = { ...usable, fetched_at: fetchedAt };
        store.set(key, refreshed);
        return { ...fromCache(refreshed, 'revalidated'), httpStatus: 304 };
    }
    if (result.status >= 200 && result.status < 300) {
        // Extraction holds the thread for a while: first let the requests that just took this
        // one's place go out on the wire, so the network keeps working meanwhile.
        await new Promise((resolve) => setImmediate(resolve));
        const entry = await readPage(result, fetchedAt, extractOptions);
        store.set(key, entry);
        return fromCache(entry, null);
    }
    if (result.status === 404 || result.status === 410) {
        const entry = cachedResponse(result, fetchedAt, 'gone', `the server answered HTTP ${result.status}`);
        store.set(key, entry);
        return fromCache(entry, null);
    }
    return fromHttpError(result, fetchedAt);
}
async function readPage(fetched, fetchedAt, extractOptions) {
    // What is known of the body before its bytes move to the reading thread.
    const response = { ...fetched, body: { length: fetched.body.length } };
    const extraction = await extractText(fetched.body, fetched.contentType, fetched.truncated, extractOptions);
    if (!extraction.ok)
        return cachedResponse(response, fetchedAt, 'unsupported', extraction.detail);
    const { text } = extraction;
    // Text cut short (a PDF over its bounds) is a cut page, as a body cut at provenance-max-body is;
    // text read another way (an HTML page's main content not picked in time) says how.
    const cut = text.cut ?? null;
    return {
        ...cachedResponse(response, fetchedAt, 'page', cut ?? text.note ?? ''),
        ...(cut === null ? {} : { truncated: true }),
        text_sha256: (0,external_node_crypto_.createHash)('sha256').update(text.all, 'utf8').digest('hex'),
        text_kind: text.kind,
        main: text.main,
        all: text.all,
        wall: text.wall,
        ...(text.title ? { title: text.title } : {}),
    };
}
function cachedResponse(response, fetchedAt, kind, detail) {
    return {
        kind,
        fetched_at: fetchedAt,
        http_status: response.status,
        final_url: response.finalUrl,
        content_type: response.contentType,
        etag: response.etag,
        last_modified: response.lastModified,
        truncated: response.truncated,
        body_bytes: response.body.length,
        via_private: response.viaPrivate,
        text_sha256: null,
        text_kind: null,
        main: null,
        all: null,
        wall: null,
        detail,
    };
}
function fromCache(entry, cache) {
    const text = entry.kind === 'page' && entry.all !== null && entry.text_kind !== null
        ? { kind: entry.text_kind, main: entry.main, all: entry.all, wall: entry.wall, title: entry.title ?? null }
        : null;
    return {
        status: entry.kind,
        httpStatus: entry.http_status,
        finalUrl: entry.final_url,
        contentType: entry.content_type,
        fetchedAt: entry.fetched_at,
        cache,
        truncated: entry.truncated,
        bodyBytes: entry.body_bytes,
        textSha256: entry.text_sha256,
        detail: entry.truncated && entry.kind === 'unsupported'
            ? `${entry.detail} (cut at ${(0,provenance_status/* formatBytes */.z3)(entry.body_bytes)})`
            : entry.detail,
        text,
    };
}
function fromHttpError(response, fetchedAt) {
    const status = response.status;
    const waited = response.retryAfterRefusedMs === undefined
        ? ''
        : `; it asked to wait ${Math.round(response.retryAfterRefusedMs / 1000)} s, longer than citegate waits (60 s)`;
    let kind = 'unreachable';
    let detail = `the server answered HTTP ${status}`;
    if (status === 401 || status === 403 || status === 407 || status === 451) {
        kind = 'blocked';
        detail = `the server refused to serve the page (HTTP ${status})`;
    }
    else if (status === 429) {
        kind = 'blocked';
        detail = `the server kept answering HTTP 429 (too many requests)${waited || ` after ${MAX_RETRIES} retries`}`;
    }
    else if (status >= 500) {
        detail = `the server answered HTTP ${status}${waited || ` after ${MAX_RETRIES} retries`}`;
    }
    else if (status === 304) {
        detail = 'the server answered HTTP 304 to a request that was not conditional';
    }
    return withoutText(kind, detail, {
        httpStatus: status,
        finalUrl: response.finalUrl,
        contentType: response.contentType,
        fetchedAt,
    });
}
/** A page that broke something unforeseen is reported on its own row; the run goes on. */
function unexpected(error) {
    const message = error instanceof Error ? error.message : String(error);
    return withoutText('unsupported', `citegate could not check this page: ${message.slice(0, 300)}`);
}
function fromFailure(failure) {
    const status = failure.reason === 'refused'
        ? 'refused'
        : failure.reason === 'redirect_scheme' || failure.reason === 'encoding'
            ? 'unsupported'
            : 'unreachable';
    const detail = failure.reason === 'refused'
        ? `${failure.detail}: not fetched (provenance-allow-private: true allows it, for local use only)`
        : failure.detail;
    return withoutText(status, detail, { finalUrl: failure.finalUrl });
}
/** An outcome with no text and nothing cached: only what is known of the response, if any. */
function withoutText(status, detail, known = {}) {
    return {
        status,
        httpStatus: null,
        finalUrl: null,
        contentType: null,
        fetchedAt: null,
        cache: null,
        truncated: false,
        bodyBytes: null,
        textSha256: null,
        detail,
        text: null,
        ...known,
    };
}

;// CONCATENATED MODULE: ./src/provenance/index.ts
// Provenance's public entry, loaded by the shells only with `provenance: check` (a dynamic
// import), so a run without it never loads the fetching code or the extraction libraries.



/***/ }),

/***/ 86:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  IA: () => (/* binding */ PageIndex),
  z3: () => (/* binding */ formatBytes),
  Ep: () => (/* binding */ recordRow),
  P5: () => (/* binding */ skippedRow)
});

// EXTERNAL MODULE: ./src/text/truncate.ts
var truncate = __webpack_require__(3377);
// EXTERNAL MODULE: ./src/text/casefold.ts + 1 modules
var casefold = __webpack_require__(7078);
;// CONCATENATED MODULE: ./src/provenance/closest.ts


const WORD = /[\p{L}\p{N}]+/gu;
function pageWords(text) {
    let count = 0;
    for (WORD.lastIndex = 0; WORD.exec(text) !== null;)
        count++;
    const vocabulary = new Map();
    const words = new Int32Array(count);
    const starts = new Int32Array(count);
    const ends = new Int32Array(count);
    let at = 0;
    for (let match = ((WORD.lastIndex = 0), WORD.exec(text)); match !== null; match = WORD.exec(text)) {
        const word = (0,casefold/* casefold */.e)(match[0]);
        let id = vocabulary.get(word);
        if (id === undefined)
            vocabulary.set(word, (id = vocabulary.size));
        words[at] = id;
        starts[at] = match.index;
        ends[at] = match.index + match[0].length;
        at++;
    }
    return { vocabulary, words, starts, ends };
}
function closestPassage(part, text, page, maxChars = 300) {
    // The part's words by number; one the page never has gets -1, and matches nothing.
    const partWords = [];
    const wanted = new Map();
    for (const match of part.matchAll(WORD)) {
        const id = page.vocabulary.get((0,casefold/* casefold */.e)(match[0])) ?? -1;
        wanted.set(id, (wanted.get(id) ?? 0) + 1);
        partWords.push(id);
    }
    const size = partWords.length;
    if (size === 0 || page.words.length === 0)
        return null;
    const window = Math.min(size, page.words.length);
    const have = new Map();
    let matched = 0;
    let best = { matched: 0, score: -1, start: 0 };
    const add = (word) => {
        const count = have.get(word) ?? 0;
        if (count < (wanted.get(word) ?? 0))
            matched++;
        have.set(word, count + 1);
    };
    const remove = (word) => {
        const count = have.get(word) - 1;
        have.set(word, count);
        if (count < (wanted.get(word) ?? 0))
            matched--;
    };
    for (let i = 0; i < page.words.length; i++) {
        add(page.words[i]);
        if (i >= window)
            remove(page.words[i - window]);
        if (i < window - 1)
            continue;
        // Among windows sharing as many words, the one that starts and ends as the part does.
        const start = i - window + 1;
        const aligned = (page.words[start] === partWords[0] ? 2 : 0) + (page.words[i] === partWords[size - 1] ? 1 : 0);
        const score = matched * 4 + aligned;
        if (matched > 0 && score > best.score)
            best = { matched, score, start };
    }
    if (best.matched === 0)
        return null;
    const from = page.starts[best.start];
    const to = page.ends[best.start + window - 1];
    const passage = (0,truncate/* truncate */.x)(text.slice(from, to).replace(/\s+/g, ' '), maxChars);
    return { part, passage, overlap: best.matched / size };
}

// EXTERNAL MODULE: ./src/binding/quote.ts
var quote = __webpack_require__(3253);
;// CONCATENATED MODULE: ./src/provenance/match.ts
// Looking for an excerpt's parts in a page's text with the same folding ladder as the near-miss
// explanation of an unbound quote (src/binding/quote.ts): exact, then whitespace collapsed,
// then case folded, then typography made plain. The page is normalised once per rung, lazily,
// and a page read for many records is matched rung by rung (matchAll), so that one normalised
// copy of it at a time is held.

const FOLDING_ORDER = ['exact', 'whitespace', 'case', 'typography'];
/** A page's text with its normalised forms, computed on first use and kept until released. */
class Haystack {
    raw;
    forms = new Map();
    /** Results of matchAll: each part's folding, null when it does not occur. */
    found = new Map();
    constructor(raw) {
        this.raw = raw;
    }
    /** The page under one rung of the ladder. */
    form([kind, options]) {
        let found = this.forms.get(kind);
        if (found === undefined)
            this.forms.set(kind, (found = (0,quote/* normalizedText */.F9)(this.raw, options)));
        return found;
    }
    /**
     * Looks for every part at once, one rung at a time, dropping each normalised copy of the page
     * before making the next: a 20 MB page costs one more copy at a time, not three.
     */
    matchAll(parts) {
        let open = [...new Set(parts)].filter((part) => !this.found.has(part));
        for (const part of open)
            if (part === '' || this.raw.includes(part))
                this.found.set(part, part === '' ? null : 'exact');
        open = open.filter((part) => !this.found.has(part));
        for (const rung of quote/* FOLDING_LADDER */.$o) {
            if (open.length === 0)
                break;
            const text = this.form(rung);
            for (const part of open) {
                const needle = (0,quote/* normalizedText */.F9)(part, rung[1]);
                if (needle !== '' && text.includes(needle))
                    this.found.set(part, rung[0]);
            }
            this.forms.delete(rung[0]);
            open = open.filter((part) => !this.found.has(part));
        }
        for (const part of open)
            this.found.set(part, null);
    }
    /** What matchAll found for `part`; undefined when it was not asked. */
    matched(part) {
        return this.found.get(part);
    }
}
/** The least folding under which `part` occurs in the page, or null when it does not occur. */
function findPart(part, page) {
    const known = page.matched(part);
    if (known !== undefined)
        return known;
    if (part === '')
        return null;
    if (page.raw.includes(part))
        return 'exact';
    for (const rung of quote/* FOLDING_LADDER */.$o) {
        const [kind, options] = rung;
        const needle = (0,quote/* normalizedText */.F9)(part, options);
        if (needle !== '' && page.form(rung).includes(needle))
            return kind;
    }
    return null;
}
function mostFolding(foldings) {
    let most = -1;
    for (const folding of foldings)
        most = Math.max(most, FOLDING_ORDER.indexOf(folding));
    return most < 0 ? null : FOLDING_ORDER[most];
}

;// CONCATENATED MODULE: ./src/provenance/status.ts


/** A page's text, ready for many records: normalised forms and words are computed once. */
class PageIndex {
    text;
    main;
    all;
    words;
    constructor(text) {
        this.text = text;
        this.main = text.main === null ? null : new Haystack(text.main);
        this.all = new Haystack(text.all);
    }
    pageWords() {
        return (this.words ??= pageWords(this.text.all));
    }
    /** Looks for all these parts at once (Haystack.matchAll), before the records citing the page are judged one by one. */
    prepare(parts) {
        this.main?.matchAll(parts);
        this.all.matchAll(parts);
    }
}
const FOLDING_WORDS = {
    exact: 'verbatim',
    whitespace: 'after collapsing whitespace',
    case: 'after collapsing whitespace and case folding',
    typography: 'after folding whitespace, case and typography (quotes, dashes, ligatures)',
};
function base(outcome, partsTotal) {
    return {
        folding: null,
        share: null,
        parts_found: 0,
        parts_total: partsTotal,
        found_in: null,
        http_status: outcome.httpStatus,
        final_url: outcome.finalUrl,
        content_type: outcome.contentType,
        fetched_at: outcome.fetchedAt,
        cache: outcome.cache,
        truncated: outcome.truncated,
        text_sha256: outcome.textSha256,
        closest: null,
    };
}
/** A record whose URL is not http(s): nothing is fetched, and the row says so. */
function skippedRow(url, partsTotal) {
    return {
        status: 'skipped',
        folding: null,
        share: null,
        parts_found: 0,
        parts_total: partsTotal,
        found_in: null,
        http_status: null,
        final_url: null,
        content_type: null,
        fetched_at: null,
        cache: null,
        truncated: false,
        text_sha256: null,
        detail: `not an http(s) URL (${url.slice(0, 100)}), so nothing was fetched`,
        closest: null,
    };
}
/** The row of one record: its parts looked for in the main content, then in all visible text. */
function recordRow(outcome, parts, page) {
    if (outcome.status !== 'page' || !page)
        return {
            status: outcome.status === 'page' ? 'unreachable' : outcome.status,
            ...base(outcome, parts.length),
            detail: outcome.detail,
        };
    if (parts.length === 0)
        return { status: 'skipped', ...base(outcome, 0), detail: 'the excerpt has no words to look for' };
    const inMain = parts.map((part) => (page.main ? findPart(part, page.main) : null));
    // The fallback: what the main-content pass missed may be in a table, a caption, a sidebar.
    const anywhere = parts.map((part, i) => inMain[i] ?? findPart(part, page.all));
    const foundFoldings = anywhere.filter((folding) => folding !== null);
    const found = foundFoldings.length;
    const foundIn = found === 0
        ? null
        : page.main !== null && anywhere.every((folding, i) => folding === null || inMain[i] !== null)
            ? 'main'
            : 'page';
    const folding = mostFolding(foundFoldings);
    const missing = parts.filter((_part, i) => anywhere[i] === null);
    const closest = missing.length > 0 ? closestTo(missing, page) : null;
    const row = {
        ...base(outcome, parts.length),
        folding,
        share: found / parts.length,
        parts_found: found,
        found_in: foundIn,
        closest,
    };
    const where = foundIn === 'main'
        ? 'in the main content'
        : page.text.kind === 'html'
            ? 'on the page (outside the main content)'
            : `in the ${page.text.kind === 'pdf' ? 'PDF' : 'text'}`;
    // A page's detail, when it has one, says how its text was cut (a PDF over its bounds) or read
    // (an HTML page searched in all its visible text because its main content took too long).
    const cut = outcome.detail
        ? ` (${outcome.detail})`
        : outcome.truncated
            ? ` (only the first ${formatBytes(outcome.bodyBytes)} of the body were read: provenance-max-body)`
            : '';
    if (found === parts.length) {
        const what = parts.length === 1 ? 'the excerpt occurs' : `all ${parts.length} parts of the excerpt occur`;
        return { status: 'found', ...row, detail: `${what} ${where}, ${FOLDING_WORDS[folding]}` };
    }
    if (found > 0) {
        const rest = parts.length - found === 1 ? 'the other does not' : `the other ${parts.length - found} do not`;
        return {
            status: 'partly_found',
            ...row,
            detail: `${found} of ${parts.length} parts of the excerpt occur ${where} (${FOLDING_WORDS[folding]}); ${rest}${cut}`,
        };
    }
    if (page.text.wall) {
        return {
            status: 'blocked',
            ...row,
            closest: null,
            detail: `the page is a ${page.text.wall} wall and the excerpt is not on it`,
        };
    }
    const empty = page.text.all.trim() === '' ? ' (the page has no text: it may be built by JavaScript, or be a scanned image)' : '';
    return { status: 'not_found', ...row, detail: `the page was read and the excerpt is not on it${empty}${cut}` };
}
function closestTo(missing, page) {
    const longest = missing.reduce((a, b) => (b.length > a.length ? b : a));
    return closestPassage(longest, page.text.all, page.pageWords());
}
function formatBytes(bytes) {
    if (bytes === null)
        return 'part';
    if (bytes >= 1_000_000)
        return `${Math.round(bytes / 100_000) / 10} MB`;
    return bytes >= 1000 ? `${Math.round(bytes / 100) / 10} kB` : `${bytes} bytes`;
}


/***/ }),

/***/ 370:
/***/ (function(__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  A: () => (/* binding */ pLimit)
});

// UNUSED EXPORTS: limitFunction

;// CONCATENATED MODULE: ./node_modules/yocto-queue/index.js
/*
How it works:
`this.#head` is an instance of `Node` which keeps track of its current value and nests another instance of `Node` that keeps the value that comes after it. When a value is provided to `.enqueue()`, the code needs to iterate through `this.#head`, going deeper and deeper to find the last value. However, iterating through every single item is slow. This problem is solved by saving a reference to the last value as `this.#tail` so that it can reference it to add a new value.
*/

class Node {
	value;
	next;

	constructor(value) {
		this.value = value;
	}
}

class Queue {
	#head;
	#tail;
	#size;

	constructor() {
		this.clear();
	}

	enqueue(value) {
		const node = new Node(value);

		if (this.#head) {
			this.#tail.next = node;
			this.#tail = node;
		} else {
			this.#head = node;
			this.#tail = node;
		}

		this.#size++;
	}

	dequeue() {
		const current = this.#head;
		if (!current) {
			return;
		}

		this.#head = this.#head.next;
		this.#size--;

		// Clean up tail reference when queue becomes empty
		if (!this.#head) {
			this.#tail = undefined;
		}

		return current.value;
	}

	peek() {
		if (!this.#head) {
			return;
		}

		return this.#head.value;

		// TODO: Node.js 18.
		// return this.#head?.value;
	}

	clear() {
		this.#head = undefined;
		this.#tail = undefined;
		this.#size = 0;
	}

	get size() {
		return this.#size;
	}

	* [Symbol.iterator]() {
		let current = this.#head;

		while (current) {
			yield current.value;
			current = current.next;
		}
	}

	* drain() {
		while (this.#head) {
			yield this.dequeue();
		}
	}
}

;// CONCATENATED MODULE: ./node_modules/p-limit/index.js


function pLimit(concurrency) {
	let rejectOnClear = false;

	if (typeof concurrency === 'object') {
		({concurrency, rejectOnClear = false} = concurrency);
	}

	validateConcurrency(concurrency);

	if (typeof rejectOnClear !== 'boolean') {
		throw new TypeError('Expected `rejectOnClear` to be a boolean');
	}

	const queue = new Queue();
	let activeCount = 0;

	const resumeNext = () => {
		// Process the next queued function if we're under the concurrency limit
		if (activeCount < concurrency && queue.size > 0) {
			activeCount++;
			queue.dequeue().run();
		}
	};

	const next = () => {
		activeCount--;
		resumeNext();
	};

	const run = async (function_, resolve, arguments_) => {
		// Execute the function and capture the result promise
		const result = (async () => function_(...arguments_))();

		// Resolve immediately with the promise (don't wait for completion)
		resolve(result);

		// Wait for the function to complete (success or failure)
		// We catch errors here to prevent unhandled rejections,
		// but the original promise rejection is preserved for the caller
		try {
			await result;
		} catch {}

		// Decrement active count and process next queued function
		next();
	};

	const enqueue = (function_, resolve, reject, arguments_) => {
		const queueItem = {reject};

		// Queue the internal resolve function instead of the run function
		// to preserve the asynchronous execution context.
		new Promise(internalResolve => { // eslint-disable-line promise/param-names
			queueItem.run = internalResolve;
			queue.enqueue(queueItem);
		}).then(run.bind(undefined, function_, resolve, arguments_)); // eslint-disable-line promise/prefer-await-to-then

		// Start processing immediately if we haven't reached the concurrency limit
		if (activeCount < concurrency) {
			resumeNext();
		}
	};

	const generator = (function_, ...arguments_) => new Promise((resolve, reject) => {
		enqueue(function_, resolve, reject, arguments_);
	});

	Object.defineProperties(generator, {
		activeCount: {
			get: () => activeCount,
		},
		pendingCount: {
			get: () => queue.size,
		},
		clearQueue: {
			value() {
				if (!rejectOnClear) {
					queue.clear();
					return;
				}

				const abortError = AbortSignal.abort().reason;

				while (queue.size > 0) {
					queue.dequeue().reject(abortError);
				}
			},
		},
		concurrency: {
			get: () => concurrency,

			set(newConcurrency) {
				validateConcurrency(newConcurrency);
				concurrency = newConcurrency;

				queueMicrotask(() => {
					// eslint-disable-next-line no-unmodified-loop-condition
					while (activeCount < concurrency && queue.size > 0) {
						resumeNext();
					}
				});
			},
		},
		map: {
			async value(iterable, function_) {
				const promises = [];

				try {
					Array.from(iterable, (value, index) => {
						const promise = generator(function_, value, index);
						promises.push(promise);
						return promise;
					});
				} catch (error) {
					// The iterable threw, so `Promise.all` never observes the already scheduled promises. Observe them here to avoid unhandled rejections.
					for (const promise of promises) {
						promise.catch(() => {}); // eslint-disable-line promise/prefer-await-to-then
					}

					throw error;
				}

				return Promise.all(promises);
			},
		},
	});

	return generator;
}

function limitFunction(function_, options) {
	const limit = pLimit(options);

	const limitedFunction = (...arguments_) => limit(() => function_(...arguments_));
	Object.defineProperty(limitedFunction, 'clearQueue', {
		value: limit.clearQueue,
	});

	return limitedFunction;
}

function validateConcurrency(concurrency) {
	if (!((Number.isInteger(concurrency) || concurrency === Number.POSITIVE_INFINITY) && concurrency > 0)) {
		throw new TypeError('Expected `concurrency` to be a number from 1 and up');
	}
}


/***/ })

} };
})
