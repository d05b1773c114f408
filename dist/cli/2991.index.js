(function (__citegate_import_meta_url, __WEBPACK_EXTERNAL_createRequire) { 'use strict'; return { id: 2991,
ids: [2991],
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

/***/ 2991:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  createReferenceChecker: () => (/* reexport */ createReferenceChecker)
});

// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(7067);
var external_node_http_default = /*#__PURE__*/__webpack_require__.n(external_node_http_);
// EXTERNAL MODULE: external "node:https"
var external_node_https_ = __webpack_require__(4708);
var external_node_https_default = /*#__PURE__*/__webpack_require__.n(external_node_https_);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./package.json
var package_0 = __webpack_require__(8330);
// EXTERNAL MODULE: ./src/files/atomic-write.ts
var atomic_write = __webpack_require__(4448);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 4 modules
var schemas = __webpack_require__(2503);
// EXTERNAL MODULE: ./src/files/jsonl-store.ts + 2 modules
var jsonl_store = __webpack_require__(1934);
// EXTERNAL MODULE: ./src/results/reference-rows.ts
var reference_rows = __webpack_require__(1673);
;// CONCATENATED MODULE: ./src/references/record.ts
// What a registry says about one identifier, in one shape for all registries: the record a
// reference is compared with, or that the registry does not know it. Stored in the cache as is.


const REGISTRIES = ['crossref', 'datacite', 'arxiv', 'pubmed', 'pmc', 'doi.org'];
const Author = schemas/* object */.Ikc({
    /** Family name where the registry gives one; null for a name it does not split (an organisation). */
    family: schemas/* string */.YjP().nullable(),
    /** The name as the registry writes it. */
    name: schemas/* string */.YjP(),
});
const Retraction = schemas/* object */.Ikc({
    /** `retraction`, `withdrawal`, `removal` (Crossref update types), or `retracted` (PubMed's publication type). */
    kind: schemas/* string */.YjP(),
    /** The notice: a DOI (Crossref) or a PMID (PubMed), when the registry names it. */
    notice: schemas/* string */.YjP().nullable(),
    /** ISO date of the notice, when given. */
    date: schemas/* string */.YjP().nullable(),
    /** Who recorded it: `publisher`, `retraction-watch` (Crossref), `pubmed`. */
    source: schemas/* string */.YjP().nullable(),
});
const RegistryRecord = schemas/* object */.Ikc({
    registry: schemas/* enum */.k5n(REGISTRIES),
    /** The identifier as the registry names it (a DOI as it returns it, `1706.03762v5`, a PMID). */
    id: schemas/* string */.YjP(),
    /** The record's page for a reader: https://doi.org/…, https://arxiv.org/abs/…, https://pubmed.ncbi.nlm.nih.gov/…/ */
    url: schemas/* string */.YjP(),
    /** The title first, then the other forms a reference may cite (with its subtitle). */
    titles: schemas/* array */.YOg(schemas/* string */.YjP()),
    authors: schemas/* array */.YOg(Author),
    /** Every year the record gives (issued, print, online; first and this version). */
    years: schemas/* array */.YOg(schemas/* number */.aig().int()),
    /** Journal or proceedings names, full and short; arXiv's journal reference. */
    venues: schemas/* array */.YOg(schemas/* string */.YjP()),
    type: schemas/* string */.YjP().nullable(),
    retraction: Retraction.nullable(),
});
/** One registry's answer about one identifier, as cached: what the registry said, never a failure of the moment. */
const RegistryAnswer = schemas/* discriminatedUnion */.gMt('kind', [
    schemas/* object */.Ikc({ kind: schemas/* literal */.euz('found'), record: RegistryRecord, checked_at: schemas/* string */.YjP() }),
    schemas/* object */.Ikc({ kind: schemas/* literal */.euz('not_found'), registry: schemas/* enum */.k5n(REGISTRIES), detail: schemas/* string */.YjP(), checked_at: schemas/* string */.YjP() }),
    /** doi.org knows the DOI but no registry citegate reads has its metadata (another agency: mEDRA, JaLC, …). */
    schemas/* object */.Ikc({
        kind: schemas/* literal */.euz('exists'),
        registry: schemas/* enum */.k5n(REGISTRIES),
        url: schemas/* string */.YjP(),
        detail: schemas/* string */.YjP(),
        checked_at: schemas/* string */.YjP(),
    }),
]);
/** The year of a Crossref/E-utilities date: `[[2015,5,28]]`, `2015 May 28`, `2019-03-06T16:10:27Z`. */
function yearOf(value) {
    const text = Array.isArray(value) ? String(value[0]) : String(value ?? '');
    const match = /(?:^|\D)(1[5-9]\d{2}|20\d{2})(?!\d)/.exec(text);
    return match ? Number(match[1]) : null;
}
/** Distinct years, oldest first. */
function years(values) {
    return [...new Set(values.filter((value) => value !== null))].sort((a, b) => a - b);
}

;// CONCATENATED MODULE: ./src/references/cache.ts



const CACHE_FORMAT = 'citegate-references-cache';
const CACHE_VERSION = 1;
/** An answer that an identifier does not exist is kept at most this long: it may be registered tomorrow. */
const NOT_FOUND_MAX_AGE_MS = 86_400_000;
/** A title search's answer: the records Crossref returned for it (the best is picked when used). */
const TitleAnswer = schemas/* object */.Ikc({
    kind: schemas/* literal */.euz('title_search'),
    records: schemas/* array */.YOg(schemas/* unknown */.L5J()),
    checked_at: schemas/* string */.YjP(),
});
const CachedAnswer = schemas/* union */.KCZ([RegistryAnswer, TitleAnswer]);
const REFERENCES_CACHE = {
    format: CACHE_FORMAT,
    version: CACHE_VERSION,
    field: 'value',
    schema: CachedAnswer,
    bound: { keepRuns: 10, maxEntries: 200_000, maxBytes: 100_000_000 },
    label: 'the references cache',
    saves: 'registry answers',
    setting: 'references-cache-path',
    foreign: { noun: 'a citegate references cache', advice: 'choose another references-cache-path, or delete the file' },
};
/**
 * The cache. One the repository tracks is neither read nor written (src/files/jsonl-store.ts):
 * a pull request could commit answers to it. Its warning is then the store's.
 */
function loadReferencesCache(file, write = {}) {
    return jsonl_store/* JsonLinesStore */.$.load(file, REFERENCES_CACHE, { write });
}
function isFresh(answer, now, maxAgeMs) {
    const checked = Date.parse(answer.checked_at);
    const maxAge = answer.kind === 'not_found' ? Math.min(maxAgeMs, NOT_FOUND_MAX_AGE_MS) : maxAgeMs;
    return Number.isFinite(checked) && checked <= now && now - checked < maxAge;
}

// EXTERNAL MODULE: ./src/text/truncate.ts
var truncate = __webpack_require__(3377);
// EXTERNAL MODULE: ./src/text/http-url.ts
var http_url = __webpack_require__(3831);
;// CONCATENATED MODULE: ./src/references/identifiers.ts
// Scholarly identifiers in an evidence record: DOIs, arXiv IDs, PubMed and PMC IDs, from its URL,
// its title and the reference text as the report writes it. Pure. Each is normalised so that one
// work cited twice is looked up once; a form that names an identifier but cannot be one
// (`doi:10.12/x`, `arXiv:1706.0376`) is kept as malformed, with why.

/** Crossref's pattern for modern DOIs (10.NNNN/suffix), which covers almost all registered ones. */
const DOI_SHAPE = /^10\.\d{4,9}\/\S+$/;
const DOI_IN_TEXT = /\b10\.\d{4,9}\/[^\s"<>{}|\\^`[\]]+/g;
/** A DOI named as such (doi:, DOI , doi.org/…) but of any shape, so a malformed one is caught. */
const NAMED_DOI = /(?:\bdoi\s*:\s*|\b(?:dx\.)?doi\.org\/)(10[^\s"<>]*)/gi;
const NEW_ARXIV = /^(\d{2})(\d{2})\.(\d{1,9})(v\d+)?$/;
const OLD_ARXIV = /^([a-z]+(?:-[a-z]+)?)(\.[A-Z]{2})?\/(\d{2})(\d{2})(\d{3})(v\d+)?$/;
const ARXIV_IN_URL = /^\/(?:abs|pdf|html|format)\/(.+?)(?:\.pdf)?\/?$/;
const NAMED_ARXIV = /\barxiv\s*:?\s*(\d{4}\.\d+(?:v\d+)?|[a-z]+(?:-[a-z]+)?(?:\.[a-z]{2})?\/\d+(?:v\d+)?)/gi;
const ARXIV_TITLE_PREFIX = /^\s*\[(\d{4}\.\d{4,5}(?:v\d+)?)\]\s*/;
const NAMED_PMID = /\bPMID\s*:?\s*(\d+)\b/g;
const PMCID_IN_TEXT = /\bPMC(\d{4,})\b/g;
const PMID_SHAPE = /^[1-9]\d{0,8}$/;
const PMCID_SHAPE = /^[1-9]\d{0,8}$/;
const LINK = /https?:\/\/[^\s<>"'\]]+/gi;
// Characters that end a sentence or a list, not a DOI: a DOI may contain them, but not last.
const TRAILING = /[.,;:'"’”)\]}>]+$/;
/** Every identifier of a record, each once (the first place it was found wins). */
function findIdentifiers(sources) {
    const found = new Map();
    const add = (identifier) => {
        const key = identifierKey(identifier);
        if (!found.has(key))
            found.set(key, identifier);
    };
    for (const identifier of fromUrl(sources.url))
        add(identifier);
    for (const identifier of fromText(sources.title, 'title'))
        add(identifier);
    if (sources.reference)
        for (const identifier of fromText(sources.reference, 'reference'))
            add(identifier);
    // A malformed form of an identifier that was also found well-formed is the same one, written twice.
    const wellFormed = new Set([...found.values()]
        .filter((identifier) => !identifier.malformed)
        .map((identifier) => `${identifier.scheme}:${identifier.id}`));
    return [...found.values()].filter((identifier) => !identifier.malformed || !wellFormed.has(`${identifier.scheme}:${identifier.id}`));
}
function identifierKey(identifier) {
    return `${identifier.scheme}:${identifier.id}`;
}
/** The title without an arXiv page's `[1706.03762] ` prefix: the title a reader would cite. */
function withoutArxivPrefix(title) {
    return title.replace(ARXIV_TITLE_PREFIX, '');
}
// ---- DOIs ----
/** A DOI as written (a doi.org link, `doi:`, bare) to its normalised form, or why it cannot be one. */
function normaliseDoi(raw) {
    let text = raw.trim();
    try {
        text = decodeURIComponent(text);
    }
    catch {
        // A stray % is part of what is written; the shape check below decides.
    }
    text = text
        .replace(/^(?:https?:\/\/)?(?:dx\.)?doi\.org\//i, '')
        .replace(/^doi\s*:?\s*/i, '')
        // LaTeX escapes (`10.1162/tacl\_a\_00276`): the DOI is what they render.
        .replace(/\\([_%&#$])/g, '$1')
        .replace(TRAILING, (tail) => trailingToKeep(text, tail));
    if (!text.startsWith('10.'))
        return { malformed: 'a DOI starts with "10."' };
    const slash = text.indexOf('/');
    if (slash === -1 || slash === text.length - 1)
        return { malformed: 'a DOI has a suffix after "/"' };
    if (!/^10\.\d{4,9}$/.test(text.slice(0, slash)))
        return {
            malformed: `the prefix ${JSON.stringify(text.slice(0, slash).slice(0, 30))} is not 10. and 4 to 9 digits`,
        };
    if (!DOI_SHAPE.test(text))
        return { malformed: 'a DOI has no spaces' };
    // Registries are asked at …/works/{doi}, …/dois/{doi}, …/api/handles/{doi}: a "." or ".."
    // segment (written, or percent-encoded and decoded above) would move the request elsewhere
    // on their host (10.5281/../../admin → /admin). No registered DOI has one.
    if (hasDotSegment(text.slice(slash + 1)))
        return { malformed: 'its suffix has a "." or ".." segment, which would change the registry\'s path' };
    return { id: text.toLowerCase() };
}
/** A path segment a URL parser removes or climbs with: `.`, `..`, or either with `%2e` for a dot (WHATWG URL). */
function hasDotSegment(path) {
    return path.split('/').some((segment) => /^(?:\.|%2e){1,2}$/i.test(segment));
}
/** Closing brackets that close one the DOI opened (`10.1016/S0140-6736(97)11096-0`) are the DOI's own. */
function trailingToKeep(text, tail) {
    const body = text.slice(0, text.length - tail.length);
    let keep = '';
    let open = (body.match(/\(/g)?.length ?? 0) - (body.match(/\)/g)?.length ?? 0);
    for (const char of tail) {
        if (char === ')' && open > 0) {
            keep += char;
            open--;
        }
        else
            break;
    }
    return keep;
}
// ---- arXiv ----
/** An arXiv ID (new `1706.03762v5` or old `hep-th/9901001`) normalised, or why it cannot be one. */
function normaliseArxiv(raw) {
    const text = raw
        .trim()
        .replace(/^arxiv\s*:?\s*/i, '')
        .replace(/\.pdf$/i, '')
        .replace(/[.,;)\]]+$/, '');
    const modern = NEW_ARXIV.exec(text);
    if (modern) {
        const [, yy, mm, number, version] = modern;
        const month = Number(mm);
        if (month < 1 || month > 12)
            return { malformed: `${yy}${mm} is not a year and month (YYMM)` };
        // Four-digit numbers until December 2014, five from January 2015 (arXiv's identifier scheme).
        const digits = Number(yy) < 15 ? 4 : 5;
        if (Number(yy) < 7 || (Number(yy) === 7 && month < 4))
            return { malformed: 'new-style arXiv IDs start in April 2007 (0704)' };
        if (number.length !== digits)
            return { malformed: `arXiv IDs from ${yy}${mm} have ${digits}-digit numbers, not ${number.length}` };
        if (version === 'v0')
            return { malformed: 'arXiv versions start at v1' };
        return { id: `${yy}${mm}.${number}${version ?? ''}` };
    }
    const old = OLD_ARXIV.exec(text);
    if (old) {
        const [, archive, subject, yy, mm, number, version] = old;
        const month = Number(mm);
        if (month < 1 || month > 12)
            return { malformed: 'old-style arXiv IDs are archive/YYMMNNN' };
        return { id: `${archive}${subject ?? ''}/${yy}${mm}${number}${version ?? ''}` };
    }
    return { malformed: 'arXiv IDs are YYMM.NNNNN (with an optional version vN) or archive/YYMMNNN' };
}
// ---- PubMed ----
function pmid(raw, written, foundIn) {
    return PMID_SHAPE.test(raw)
        ? { scheme: 'pmid', id: raw, written, foundIn }
        : { scheme: 'pmid', id: raw, written, foundIn, malformed: 'a PubMed ID is 1 to 9 digits' };
}
function pmcid(digits, written, foundIn) {
    return PMCID_SHAPE.test(digits)
        ? { scheme: 'pmcid', id: `PMC${digits}`, written, foundIn }
        : { scheme: 'pmcid', id: `PMC${digits}`, written, foundIn, malformed: 'a PMC ID is PMC and 1 to 9 digits' };
}
// ---- where they are written ----
function doiIdentifier(raw, foundIn) {
    const written = raw.slice(0, 200);
    const normal = normaliseDoi(raw);
    return 'id' in normal
        ? { scheme: 'doi', id: normal.id, written, foundIn }
        : { scheme: 'doi', id: raw.trim().toLowerCase().slice(0, 200), written, foundIn, malformed: normal.malformed };
}
function arxivIdentifier(raw, foundIn) {
    const written = raw.slice(0, 200);
    const normal = normaliseArxiv(raw);
    return 'id' in normal
        ? { scheme: 'arxiv', id: normal.id, written, foundIn }
        : { scheme: 'arxiv', id: raw.trim().slice(0, 200), written, foundIn, malformed: normal.malformed };
}
/** Identifiers a URL names by its host and path; a DOI embedded anywhere in it (publisher URLs). */
function fromUrl(raw) {
    const url = (0,http_url/* httpUrl */.q)(raw.trim());
    if (url === null)
        return fromText(raw, 'url', false);
    const host = url.hostname.toLowerCase().replace(/^www\./, '');
    let path = url.pathname;
    try {
        path = decodeURIComponent(path);
    }
    catch {
        // keep the encoded path
    }
    if (host === 'doi.org' || host === 'dx.doi.org')
        return [doiIdentifier(path.slice(1), 'url')];
    if (host === 'arxiv.org' || host === 'export.arxiv.org') {
        const match = ARXIV_IN_URL.exec(path);
        return match ? [arxivIdentifier(match[1], 'url')] : [];
    }
    if (host === 'pubmed.ncbi.nlm.nih.gov') {
        const match = /^\/([^/]+)\/?$/.exec(path);
        return match ? [pmid(match[1], url.href, 'url')] : [];
    }
    if (host === 'ncbi.nlm.nih.gov' || host === 'pmc.ncbi.nlm.nih.gov' || host === 'europepmc.org') {
        const pmc = /\/PMC(\d+)/i.exec(path);
        if (pmc)
            return [pmcid(pmc[1], url.href, 'url')];
        const med = /^\/(?:pubmed|article\/MED|abstract\/MED)\/([^/]+)\/?$/i.exec(path);
        if (med)
            return [pmid(med[1], url.href, 'url')];
    }
    // Publisher URLs that carry the DOI (…/doi/full/10.1080/…, ?doi=10.1371/…).
    let query = url.search;
    try {
        query = decodeURIComponent(query);
    }
    catch {
        // keep the encoded query
    }
    const out = [];
    const seen = new Set();
    for (const match of `${path} ${query.replace(/[&=]/g, ' ')}`.matchAll(DOI_IN_TEXT)) {
        const raw = stripPublisherSuffix(match[0]);
        // A DOI written again is the same one: read once, however often a link repeats it.
        if (seen.has(raw))
            continue;
        seen.add(raw);
        out.push(doiIdentifier(raw, 'url'));
    }
    return out;
}
/** `10.1002/anie.201915678/full` → the DOI: publisher paths append views after it. */
function stripPublisherSuffix(doi) {
    return doi
        .replace(/\/(?:full|abstract|pdf|epdf|html|meta|references|figures|suppl(?:_file)?)(?:\/.*)?$/i, '')
        .replace(/\.pdf$/i, '');
}
/** Identifiers written in text: named (doi:, arXiv:, PMID:, PMC…) or bare DOIs and URLs. */
function fromText(text, foundIn, followUrls = true) {
    const out = [];
    // Each link read for what it names, and blanked out of the text in the same pass (one pass
    // however many links; one push per identifier, never an argument each).
    const rest = followUrls
        ? text.replace(LINK, (match) => {
            const url = match.replace(TRAILING, (tail) => trailingToKeep(match, tail));
            for (const identifier of fromUrl(url))
                out.push({ ...identifier, foundIn });
            return ` ${match.slice(url.length)}`;
        })
        : text;
    const title = foundIn === 'title' ? ARXIV_TITLE_PREFIX.exec(rest) : null;
    if (title)
        out.push(arxivIdentifier(title[1], foundIn));
    // Each DOI as written read once, however often the text repeats it.
    const dois = new Set();
    for (const match of rest.matchAll(NAMED_DOI))
        dois.add(match[1]);
    for (const match of rest.matchAll(DOI_IN_TEXT))
        dois.add(match[0]);
    for (const raw of dois)
        out.push(doiIdentifier(raw, foundIn));
    for (const match of rest.matchAll(NAMED_ARXIV))
        out.push(arxivIdentifier(match[1], foundIn));
    for (const match of rest.matchAll(NAMED_PMID))
        out.push(pmid(match[1], match[0], foundIn));
    for (const match of rest.matchAll(PMCID_IN_TEXT))
        out.push(pmcid(match[1], match[0], foundIn));
    return out;
}

;// CONCATENATED MODULE: ./src/references/claimed.ts
// What a reference says about the work it cites: its title (the record's title), and from the
// reference text where the format has one, who wrote it, when, and where it appeared. Pure and
// conservative: a field the text does not state plainly is null, and a null field is never
// compared. Reference styles read: APA (`Author, A. (2017). Title. Venue.`), Vancouver
// (`Author A, Author B. Title. Venue. 2015;…`), IEEE (`A. Author, “Title,” in Venue, 2016.`),
// Markdown (`[Title](url)`, `*Venue*`).


const YEAR = /\b(1[89]\d{2}|20\d{2})[a-z]?\b/g;
const IDENTIFIER_PHRASES = /\b(?:doi\s*:\s*\S+|arxiv\s*:\s*\S+|pmid\s*:?\s*\d+|pmcid\s*:?\s*PMC\d+|PMC\d+|10\.\d{4,9}\/\S+)/gi;
function claimedMetadata(title, reference) {
    const cleanTitle = citedTitle(reference !== undefined && isWholeEntry(title, reference)
        ? (titleOfEntry(plainReference(reference).text) ?? title)
        : title);
    const titles = cleanTitle === null ? [] : titleCandidates(cleanTitle);
    const parsed = reference ? parseReference(reference, cleanTitle) : { authors: null, year: null, venue: null };
    return { title: cleanTitle, titles, ...parsed };
}
/** The title a reader would cite, or null when the record's title is only a URL or an identifier. */
function citedTitle(raw) {
    const title = withoutArxivPrefix(raw).replace(/\s+/g, ' ').trim();
    if (title === '' ||
        /^(?:https?:\/\/\S+|doi\s*:\s*\S+|10\.\d{4,9}\/\S+|arxiv\s*:\s*\S+|PMC\d+|PMID\s*:?\s*\d+|Document \[\d+\])$/i.test(title))
        return null;
    return title;
}
/** A web page's title may end in its site's name (` | Nature`, ` - PubMed`): tried with and without. */
function titleCandidates(title) {
    const parts = title.split(/\s+[|–—-]\s+/);
    const last = parts[parts.length - 1] ?? '';
    if (parts.length < 2 || last.split(' ').length > 5)
        return [title];
    return [title, parts.slice(0, -1).join(' - ')];
}
/**
 * A Markdown source list whose entries are free-form references ("1. LeCun, Y., … (2015). Deep
 * learning. *Nature*, … https://doi.org/…") gives the record the whole entry as its title: the
 * title proper is then read from the reference, as a reader would cite it.
 */
function isWholeEntry(title, reference) {
    const entry = plainReference(reference).text.toLowerCase();
    const head = title.replace(/[*_]/g, '').replace(/\s+/g, ' ').trim().toLowerCase().slice(0, 40);
    return head.length >= 20 && entry.startsWith(head);
}
/** The title in a reference: quoted (IEEE), after "(2015)." (APA), or after the authors' "Surname AB, …." (Vancouver). */
function titleOfEntry(text) {
    const quoted = /[“"]([^”"]{8,}?)[,.]?[”"]/.exec(text);
    if (quoted)
        return quoted[1].trim();
    // The title ends at a full stop before the venue: an italic, "In", or a capital.
    const END = /[.?!](?=\s+(?:In\s|\p{Lu}|$)|\s*$)/u;
    const apa = /\((?:1[89]|20)\d{2}[a-z]?(?:,[^)]{0,30})?\)\.\s+/.exec(text);
    const vancouver = /^(?:[\p{Lu}][\p{L}'’-]+(?:\s[\p{Lu}]{1,3})?(?:,\s|\.\s))+/u.exec(text);
    const start = apa ? apa.index + apa[0].length : vancouver ? vancouver[0].length : -1;
    if (start === -1)
        return null;
    const rest = text.slice(start);
    const end = END.exec(rest);
    const title = (end ? rest.slice(0, end.index + 1) : rest).replace(/[.]$/, '').trim();
    return title.length >= 3 ? title : null;
}
/** A reference's text without its list marker, links, URLs and identifiers; italics noted. */
function plainReference(raw) {
    const italics = [];
    const text = raw
        .replace(/^\s*(?:\[\d+\]|\d+[.)]|[-*+])\s+/, '')
        .replace(/\[([^\]]*)\]\([^)]*(?:\([^)]*\)[^)]*)*\)/g, '$1')
        .replace(/https?:\/\/\S+/gi, ' ')
        .replace(IDENTIFIER_PHRASES, ' ')
        .replace(/(?<![*\w])[*_]{1,2}([^*_]+?)[*_]{1,2}(?![*\w])/g, (_match, inner) => {
        italics.push(inner.trim());
        return inner;
    })
        .replace(/\b(?:Available (?:at|from)|Retrieved from|Accessed)\b.*$/i, ' ')
        .replace(/\s+/g, ' ')
        .trim();
    return { text, italics };
}
function parseReference(raw, title) {
    const { text, italics } = plainReference(raw);
    const span = titleSpan(text, title);
    const before = span ? text.slice(0, span.start) : '';
    const after = span ? text.slice(span.end) : text;
    const authors = authorsOf(span ? before : apaAuthors(text));
    const year = claimed_yearOf(text, before, after);
    const italic = italics.find((candidate) => !title || candidate.toLowerCase() !== title.toLowerCase());
    const venue = italic ?? (span ? venueAfter(after) : null);
    return { authors, year, venue: venue && /\p{L}{2}/u.test(venue) ? venue : null };
}
/** Where the title is in the text: the record's title, else a quoted one (IEEE). */
function titleSpan(text, title) {
    if (title) {
        const plain = title.replace(/[.?!]+$/, '');
        const at = text.toLowerCase().indexOf(plain.toLowerCase());
        if (at !== -1 && plain.length > 0)
            return { start: at, end: at + plain.length };
    }
    const quoted = /[“"]([^”"]{8,})[”"]/.exec(text);
    return quoted ? { start: quoted.index, end: quoted.index + quoted[0].length } : null;
}
/** APA without a located title: the authors end at `(2017)`. */
function apaAuthors(text) {
    const year = /\((?:1[89]|20)\d{2}[a-z]?\)/.exec(text);
    return year ? text.slice(0, year.index) : '';
}
function authorsOf(segment) {
    const trimmed = segment
        .replace(/\((?:1[89]|20)\d{2}[a-z]?\)\s*[.,]?\s*$/, '')
        .replace(/[\s.,:;(“"]+$/, '')
        .trim();
    if (!/\p{Lu}\p{Ll}/u.test(trimmed) && !/\p{Lu}{2}/u.test(trimmed))
        return null;
    return (0,truncate/* truncate */.x)(trimmed, 120);
}
/** The year in parentheses (APA), else the first after the title, else the first at all. */
function claimed_yearOf(text, before, after) {
    const parenthesised = [...text.matchAll(/\(((?:1[89]|20)\d{2})[a-z]?\)/g)].map((match) => Number(match[1]));
    if (parenthesised.length > 0)
        return parenthesised[0];
    const first = (segment) => {
        const match = new RegExp(YEAR.source).exec(segment);
        return match ? Number(match[1]) : null;
    };
    return first(after) ?? first(before);
}
/** The venue right after the title (`. Nature. 2015;…`, `,” in CVPR, 2016.`): up to a year, a volume or the end. */
function venueAfter(after) {
    const rest = after.replace(/^[\s.,:;”"?!]+/, '').replace(/^in\s+/i, '');
    const match = /^(.+?)(?=\s*(?:[.,;:(]\s*)?(?:(?:1[89]|20)\d{2}\b|\d|vol\.|pp\.|$))/i.exec(rest);
    const venue = match?.[1]?.replace(/[\s.,;:]+$/, '').trim() ?? '';
    return venue.length >= 2 && venue.length <= 150 ? venue : null;
}

// EXTERNAL MODULE: ./src/provenance/fetch.ts
var fetch = __webpack_require__(7531);
// EXTERNAL MODULE: ./node_modules/@xmldom/xmldom/lib/index.js
var lib = __webpack_require__(8351);
;// CONCATENATED MODULE: ./src/references/registries/arxiv.ts
// The arXiv API (https://export.arxiv.org/api/query): `?id_list=A,B&max_results=N` answers an
// Atom feed with one <entry> per paper found, in no particular order: <id> is the abstract
// page with the version (http://arxiv.org/abs/1706.03762v7), <title>, <author><name>,
// <published> (the first version), <updated> (this version), and in the arXiv namespace
// <arxiv:journal_ref>, <arxiv:doi>, <arxiv:comment>. An ID arXiv does not have is simply
// absent (HTTP 200, no entry). Read with a namespace-aware XML parser, never with patterns.


const ATOM = 'http://www.w3.org/2005/Atom';
const ARXIV = 'http://arxiv.org/schemas/atom';
/** IDs per request: arXiv asks for few, paced requests, so each carries many. */
const ARXIV_BATCH = 50;
function arxivQueryUrl(base, ids) {
    const query = new URLSearchParams({ id_list: ids.join(','), max_results: String(ids.length) });
    return `${base}${base.includes('?') ? '&' : '?'}${query}`;
}
/** The feed's entries, or null when the body is not an Atom feed. */
function parseArxivFeed(xml) {
    let feed;
    try {
        const document = new lib/* DOMParser */.S4({ onError: () => { } }).parseFromString(xml, 'application/xml');
        feed = document.documentElement;
    }
    catch {
        return null;
    }
    if (!feed || feed.localName !== 'feed' || feed.namespaceURI !== ATOM)
        return null;
    const byId = new Map();
    let error = null;
    for (const entry of children(feed, ATOM, 'entry')) {
        const idUrl = arxiv_text(entry, ATOM, 'id');
        if (idUrl.includes('/api/errors')) {
            error = arxiv_text(entry, ATOM, 'summary') || 'arXiv answered an error';
            continue;
        }
        const id = /\/abs\/(.+)$/.exec(idUrl)?.[1];
        if (!id)
            continue;
        const record = entryRecord(entry, id);
        byId.set(id, record);
        byId.set(id.replace(/v\d+$/, ''), record);
    }
    return { byId, error };
}
function entryRecord(entry, id) {
    const journal = arxiv_text(entry, ARXIV, 'journal_ref');
    return {
        registry: 'arxiv',
        id,
        url: `https://arxiv.org/abs/${id}`,
        titles: [arxiv_text(entry, ATOM, 'title')].filter((title) => title !== ''),
        authors: children(entry, ATOM, 'author').map((author) => {
            const name = arxiv_text(author, ATOM, 'name');
            return { family: name.split(' ').pop() ?? null, name };
        }),
        years: years([yearOf(arxiv_text(entry, ATOM, 'published')), yearOf(arxiv_text(entry, ATOM, 'updated'))]),
        venues: journal ? [journal] : [],
        type: 'preprint',
        retraction: null,
    };
}
function children(parent, namespace, name) {
    const out = [];
    for (let node = parent.firstChild; node; node = node.nextSibling) {
        const element = node;
        if (node.nodeType === 1 && element.localName === name && element.namespaceURI === namespace)
            out.push(element);
    }
    return out;
}
/** The text of a child element, whitespace collapsed (arXiv wraps titles over lines). */
function arxiv_text(parent, namespace, name) {
    return (children(parent, namespace, name)[0]?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

;// CONCATENATED MODULE: ./src/references/registries/crossref.ts
// Crossref's REST API (https://api.crossref.org): `GET /works/{doi}` for one DOI, `GET /works?
// filter=doi:A,doi:B` for several (a list query: Crossref rates it apart, see ../lanes.ts), and
// `query.bibliographic` for a title. A work's record: `message` with DOI, title[], subtitle[],
// author[{given, family | name}], issued/published-print/published-online {date-parts},
// container-title[], short-container-title[], type, and updated-by[{type, DOI, source,
// updated}] where retractions are recorded (Retraction Watch's data included, `source:
// "retraction-watch"`). An unknown DOI is a 404 with a plain-text body.


/** The fields a list query asks for: only what a reference is compared with. */
const CROSSREF_SELECT = 'DOI,title,subtitle,author,issued,published-print,published-online,container-title,short-container-title,type,updated-by';
/** DOIs per list query: the URL stays far below common limits (about 40 × 40 characters). */
const CROSSREF_BATCH = 40;
/** Update types that withdraw a work; a correction or an expression of concern does not. */
const RETRACTING = new Set(['retraction', 'partial_retraction', 'withdrawal', 'removal']);
const DateParts = schemas/* looseObject */._H3({ 'date-parts': schemas/* array */.YOg(schemas/* array */.YOg(schemas/* number */.aig().nullable())).optional() }).optional();
const Work = schemas/* looseObject */._H3({
    DOI: schemas/* string */.YjP(),
    title: schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
    subtitle: schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
    author: schemas/* array */.YOg(schemas/* looseObject */._H3({ given: schemas/* string */.YjP().optional(), family: schemas/* string */.YjP().optional(), name: schemas/* string */.YjP().optional() }))
        .optional(),
    issued: DateParts,
    'published-print': DateParts,
    'published-online': DateParts,
    'container-title': schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
    'short-container-title': schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
    type: schemas/* string */.YjP().optional(),
    'updated-by': schemas/* array */.YOg(schemas/* looseObject */._H3({
        type: schemas/* string */.YjP().optional(),
        DOI: schemas/* string */.YjP().optional(),
        source: schemas/* string */.YjP().optional(),
        updated: schemas/* looseObject */._H3({
            'date-time': schemas/* string */.YjP().optional(),
            'date-parts': schemas/* array */.YOg(schemas/* array */.YOg(schemas/* number */.aig().nullable())).optional(),
        })
            .optional(),
    }))
        .optional(),
});
const Single = schemas/* looseObject */._H3({ status: schemas/* literal */.euz('ok'), message: Work });
const List = schemas/* looseObject */._H3({ status: schemas/* literal */.euz('ok'), message: schemas/* looseObject */._H3({ items: schemas/* array */.YOg(schemas/* unknown */.L5J()) }) });
function encodeDoi(doi) {
    return doi.split('/').map(encodeURIComponent).join('/');
}
function crossrefWorkUrl(base, doi, mailto) {
    return withMailto(`${base.replace(/\/+$/, '')}/works/${encodeDoi(doi)}`, mailto);
}
function crossrefBatchUrl(base, dois, mailto) {
    const query = new URLSearchParams({
        filter: dois.map((doi) => `doi:${doi}`).join(','),
        rows: String(dois.length),
        select: CROSSREF_SELECT,
    });
    return withMailto(`${base.replace(/\/+$/, '')}/works?${query}`, mailto);
}
function crossrefTitleUrl(base, title, mailto) {
    const query = new URLSearchParams({ 'query.bibliographic': title.slice(0, 300), rows: '5', select: CROSSREF_SELECT });
    return withMailto(`${base.replace(/\/+$/, '')}/works?${query}`, mailto);
}
function withMailto(url, mailto) {
    return mailto ? `${url}${url.includes('?') ? '&' : '?'}mailto=${encodeURIComponent(mailto)}` : url;
}
/** A DOI a list query cannot hold (its filter syntax splits at commas). */
function batchable(doi) {
    return !doi.includes(',');
}
/** `GET /works/{doi}`'s 200 body: the record, or null when it is not a Crossref work. */
function parseCrossrefWork(body) {
    const parsed = Single.safeParse(body);
    return parsed.success ? crossrefRecord(parsed.data.message) : null;
}
/** A list query's body: its works, keyed by DOI (lower case), or null when it is not a work list. */
function parseCrossrefList(body) {
    const parsed = List.safeParse(body);
    if (!parsed.success)
        return null;
    return parsed.data.message.items.flatMap((item) => {
        const work = Work.safeParse(item);
        return work.success ? [crossrefRecord(work.data)] : [];
    });
}
function crossrefRecord(work) {
    const title = work.title?.[0]?.replace(/\s+/g, ' ').trim();
    const subtitle = work.subtitle?.[0]?.replace(/\s+/g, ' ').trim();
    const titles = title ? [title, ...(subtitle ? [`${title}: ${subtitle}`] : [])] : [];
    return {
        registry: 'crossref',
        id: work.DOI.toLowerCase(),
        url: `https://doi.org/${work.DOI}`,
        titles,
        authors: (work.author ?? []).map((author) => author.family
            ? { family: author.family, name: author.given ? `${author.family}, ${author.given}` : author.family }
            : { family: null, name: author.name ?? author.given ?? '' }),
        years: years([work.issued, work['published-print'], work['published-online']].map((date) => yearOf(date?.['date-parts']?.[0]))),
        venues: [...(work['container-title'] ?? []), ...(work['short-container-title'] ?? [])].filter((venue) => venue.trim() !== ''),
        type: work.type ?? null,
        retraction: retractionOf(work, title),
    };
}
function retractionOf(work, title) {
    const update = (work['updated-by'] ?? []).find((entry) => RETRACTING.has((entry.type ?? '').toLowerCase()));
    if (update) {
        const date = update.updated?.['date-time']?.slice(0, 10) ?? dateOf(update.updated?.['date-parts']?.[0]);
        return {
            kind: update.type.toLowerCase(),
            notice: update.DOI ?? null,
            date,
            source: update.source ?? null,
        };
    }
    // Some publishers mark only the title.
    if (title && /^RETRACTED\b/i.test(title))
        return { kind: 'retraction', notice: null, date: null, source: 'title' };
    return null;
}
function dateOf(parts) {
    if (!parts || typeof parts[0] !== 'number')
        return null;
    return parts
        .filter((part) => typeof part === 'number')
        .map((part, index) => (index === 0 ? String(part) : String(part).padStart(2, '0')))
        .join('-');
}

;// CONCATENATED MODULE: ./src/references/registries/datacite.ts
// DataCite's REST API (https://api.datacite.org), for DOIs Crossref does not hold: Zenodo
// (10.5281), arXiv's (10.48550), figshare, Dryad. `GET /dois/{doi}` answers JSON:API:
// `{"data": {"id", "type": "dois", "attributes": {doi, titles[{title}], creators[{name,
// givenName, familyName, nameType}], publicationYear, publisher, container, types}}}`; an
// unknown DOI is a 404 with `{"errors": [{"status": "404", "title": "…"}]}`.


/** Prefixes registered with DataCite: looked up there first, saving a Crossref miss. */
const DATACITE_PREFIXES = new Set([
    '10.5281',
    '10.48550',
    '10.6084',
    '10.5061',
    '10.17605',
    '10.4121',
    '10.7910',
    '10.25384',
]);
const Attributes = schemas/* looseObject */._H3({
    doi: schemas/* string */.YjP(),
    titles: schemas/* array */.YOg(schemas/* looseObject */._H3({ title: schemas/* string */.YjP(), titleType: schemas/* string */.YjP().nullish() })).default([]),
    creators: schemas/* array */.YOg(schemas/* looseObject */._H3({ name: schemas/* string */.YjP().nullish(), givenName: schemas/* string */.YjP().nullish(), familyName: schemas/* string */.YjP().nullish() }))
        .default([]),
    publicationYear: schemas/* union */.KCZ([schemas/* number */.aig(), schemas/* string */.YjP()]).nullish(),
    publisher: schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* looseObject */._H3({ name: schemas/* string */.YjP() })]).nullish(),
    container: schemas/* looseObject */._H3({ title: schemas/* string */.YjP().nullish() }).nullish(),
    types: schemas/* looseObject */._H3({ resourceTypeGeneral: schemas/* string */.YjP().nullish() }).nullish(),
});
const Body = schemas/* looseObject */._H3({ data: schemas/* looseObject */._H3({ attributes: Attributes }) });
function dataciteDoiUrl(base, doi, mailto) {
    const url = `${base.replace(/\/+$/, '')}/dois/${encodeDoi(doi)}`;
    return mailto ? `${url}?mailto=${encodeURIComponent(mailto)}` : url;
}
function isDatacitePrefix(doi) {
    return DATACITE_PREFIXES.has(doi.slice(0, doi.indexOf('/')));
}
function parseDataciteDoi(body) {
    const parsed = Body.safeParse(body);
    if (!parsed.success)
        return null;
    const a = parsed.data.data.attributes;
    const year = Number(a.publicationYear);
    const publisher = typeof a.publisher === 'string' ? a.publisher : (a.publisher?.name ?? null);
    // The main title first: others are subtitles and translations.
    const titles = [...a.titles]
        .sort((x, y) => Number(Boolean(x.titleType)) - Number(Boolean(y.titleType)))
        .map((title) => title.title.replace(/\s+/g, ' ').trim());
    return {
        registry: 'datacite',
        id: a.doi.toLowerCase(),
        url: `https://doi.org/${a.doi}`,
        titles,
        authors: a.creators.map((creator) => ({
            family: creator.familyName ?? null,
            name: creator.name ?? [creator.familyName, creator.givenName].filter(Boolean).join(', '),
        })),
        years: Number.isInteger(year) ? [year] : [],
        venues: [a.container?.title, publisher].filter((venue) => Boolean(venue)),
        type: a.types?.resourceTypeGeneral ?? null,
        retraction: null,
    };
}

;// CONCATENATED MODULE: ./src/references/registries/doi-org.ts
// doi.org's handle API (https://doi.org/api/handles/{doi}): whether a DOI exists at all, at any
// registration agency (mEDRA, JaLC, KISTI, … as well as Crossref and DataCite). Asked only for a
// DOI neither Crossref nor DataCite holds, before it is called not found: 200 with
// `{"responseCode": 1, …}` when it exists, 404 with `{"responseCode": 100}` when it does not.

function handleUrl(base, doi) {
    return `${base.replace(/\/+$/, '')}/api/handles/${encodeDoi(doi)}`;
}
function handleExists(body) {
    if (typeof body !== 'object' || body === null)
        return null;
    const code = body.responseCode;
    return code === 1 ? true : code === 100 ? false : null;
}

;// CONCATENATED MODULE: ./src/references/registries/pubmed.ts
// NCBI E-utilities esummary (https://eutils.ncbi.nlm.nih.gov/entrez/eutils/esummary.fcgi),
// JSON: `{"result": {"uids": [...], "<uid>": {uid, title, authors[{name: "LeCun Y", authtype}],
// pubdate, epubdate, source, fulljournalname, pubtype[], references[{reftype, pmid}]}}}` for
// db=pubmed, and the same shape for db=pmc (uid is the PMC number without "PMC"). An ID NCBI
// does not have is `{"uid": "…", "error": "cannot get document summary"}` or absent.
// A retracted article carries the publication type "Retracted Publication".


/** IDs per request: E-utilities take up to 200 in a GET. */
const PUBMED_BATCH = 200;
const Summary = schemas/* looseObject */._H3({
    uid: schemas/* string */.YjP(),
    error: schemas/* string */.YjP().optional(),
    title: schemas/* string */.YjP().optional(),
    authors: schemas/* array */.YOg(schemas/* looseObject */._H3({ name: schemas/* string */.YjP(), authtype: schemas/* string */.YjP().optional() })).optional(),
    pubdate: schemas/* string */.YjP().optional(),
    epubdate: schemas/* string */.YjP().optional(),
    source: schemas/* string */.YjP().optional(),
    fulljournalname: schemas/* string */.YjP().optional(),
    pubtype: schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
    references: schemas/* array */.YOg(schemas/* looseObject */._H3({ reftype: schemas/* string */.YjP().optional(), pmid: schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* number */.aig()]).optional() }))
        .optional(),
});
const pubmed_Body = schemas/* looseObject */._H3({ result: schemas/* looseObject */._H3({ uids: schemas/* array */.YOg(schemas/* string */.YjP()) }).catchall(schemas/* unknown */.L5J()) });
function esummaryUrl(base, database, ids, email) {
    const query = new URLSearchParams({
        db: database,
        id: ids.join(','),
        retmode: 'json',
        tool: 'citegate',
        ...(email ? { email } : {}),
    });
    return `${base.replace(/\/+$/, '')}/esummary.fcgi?${query}`;
}
/** Records keyed by uid (a PMID, or a PMC number without "PMC"); null when the body is not an esummary answer. */
function parseEsummary(body, database) {
    const parsed = pubmed_Body.safeParse(body);
    if (!parsed.success)
        return null;
    const records = new Map();
    for (const uid of parsed.data.result.uids) {
        const summary = Summary.safeParse(parsed.data.result[uid]);
        if (!summary.success || summary.data.error || !summary.data.title)
            continue;
        records.set(uid, summaryRecord(summary.data, database));
    }
    return records;
}
function summaryRecord(summary, database) {
    const pmc = database === 'pmc';
    return {
        registry: pmc ? 'pmc' : 'pubmed',
        id: pmc ? `PMC${summary.uid}` : summary.uid,
        url: pmc
            ? `https://pmc.ncbi.nlm.nih.gov/articles/PMC${summary.uid}/`
            : `https://pubmed.ncbi.nlm.nih.gov/${summary.uid}/`,
        titles: [summary.title],
        authors: (summary.authors ?? []).map((author) => ({
            family: author.authtype === 'CollectiveName' ? null : familyOf(author.name),
            name: author.name,
        })),
        years: years([yearOf(summary.pubdate), yearOf(summary.epubdate)]),
        venues: [summary.fulljournalname, summary.source].filter((venue) => Boolean(venue)),
        type: summary.pubtype?.[0] ?? null,
        retraction: pubmed_retractionOf(summary),
    };
}
/** "LeCun Y" → "LeCun", "van der Berg CD" → "van der Berg": MEDLINE writes initials last. */
function familyOf(name) {
    const words = name.trim().split(/\s+/);
    return words.length > 1 && /^\p{Lu}{1,3}$/u.test(words[words.length - 1])
        ? words.slice(0, -1).join(' ')
        : name;
}
function pubmed_retractionOf(summary) {
    if (!(summary.pubtype ?? []).some((type) => type.toLowerCase() === 'retracted publication'))
        return null;
    const notice = (summary.references ?? []).find((reference) => /retraction in/i.test(reference.reftype ?? ''));
    return {
        kind: 'retracted',
        notice: notice?.pmid === undefined ? null : `PMID ${notice.pmid}`,
        date: null,
        source: 'pubmed',
    };
}

// EXTERNAL MODULE: ./node_modules/entities/dist/decode.js + 4 modules
var decode = __webpack_require__(9995);
// EXTERNAL MODULE: ./node_modules/fastest-levenshtein/mod.js
var mod = __webpack_require__(1916);
// EXTERNAL MODULE: ./src/text/casefold.ts + 1 modules
var casefold = __webpack_require__(7078);
;// CONCATENATED MODULE: ./src/references/similarity.ts
// Title similarity: whether the title a reference gives is the title a registry holds. Pure.
//
// Normalisation: markup dropped (Crossref titles carry <i>, <sub>, MathML, entities escaped once
// or twice; LaTeX `$^{1/m}$`, `{\"o}`), Unicode compatibility-decomposed with accents removed,
// case folded, every run of what is not a letter or digit made one space.
//
// Similarity: the larger of the character-level and the word-level Levenshtein ratio
// (1 - distance / longer length). The character level forgives a mangled character
// (Crossref's mojibake `Coâiâ` for `Co i`); the word level forgives a word added or dropped
// (`the R^(1/m) luminosity law`) and, unlike a bag of words, not a different word order
// (`Is Attention All You Need?` is another chapter than `Attention Is All You Need`).
// A title matches at TITLE_MATCH or above, compared also without its subtitle on one side:
// a reference may cite only the head of a title (`An Image is Worth 16x16 Words`), or give a
// subtitle the registry keeps apart. docs/references.md says how the threshold was chosen.



const TITLE_MATCH = 0.85;
/** A head (the title before its subtitle) shorter than this many words is not compared on its own. */
const MIN_HEAD_WORDS = 3;
/** Markup, accents, case and punctuation away: what two ways of writing one title share. */
function normaliseTitle(raw) {
    let text = raw.replace(/<[^>]*>/g, ' ');
    // Entities escaped twice (`&amp;lt;`) are decoded twice; a third level is text.
    for (let i = 0; i < 2; i++)
        text = (0,decode/* decodeHTML */.Gz)(text);
    text = text
        .replace(/\\[a-zA-Z]+/g, ' ')
        .replace(/[{}$^_\\]/g, ' ')
        .normalize('NFKD')
        .replace(/\p{M}/gu, '');
    return (0,casefold/* casefold */.e)(text)
        .replace(/[^\p{L}\p{N}]+/gu, ' ')
        .trim();
}
/** 1 for equal strings, 0 for nothing in common; the larger of the character and word ratios. */
function similarity(a, b) {
    if (a === b)
        return 1;
    const longer = Math.max(a.length, b.length);
    if (longer === 0)
        return 1;
    const characters = 1 - (0,mod/* distance */.Io)(a, b) / longer;
    const [wordsA, wordsB] = asSymbols(a.split(' '), b.split(' '));
    const words = 1 - (0,mod/* distance */.Io)(wordsA, wordsB) / Math.max(a.split(' ').length, b.split(' ').length);
    return Math.max(characters, words);
}
/** Each distinct word as one character, so that string edit distance counts words. */
function asSymbols(a, b) {
    const codes = new Map();
    const code = (word) => {
        let symbol = codes.get(word);
        if (symbol === undefined)
            codes.set(word, (symbol = String.fromCodePoint(0xe000 + codes.size)));
        return symbol;
    };
    return [a.map(code).join(''), b.map(code).join('')];
}
/** The title before its subtitle (`Head: subtitle`, `Head? subtitle`, `Head - subtitle`), normalised, when it is long enough to stand alone. */
function head(raw) {
    const match = /^(.+?)(?:\s*[:?!]\s+|\s+[-–—]\s+|\.\s+)\S/.exec(raw.trim());
    if (!match)
        return null;
    const normal = normaliseTitle(match[1]);
    return normal.split(' ').length >= MIN_HEAD_WORDS ? normal : null;
}
/**
 * The cited title against a registry's titles (its title, with its subtitle, other versions):
 * the best of the whole against the whole, the cited whole against a registry head, and the
 * cited head against a registry whole. Never head against head: two works may share one.
 */
function compareTitles(cited, registry) {
    const citedWhole = normaliseTitle(cited);
    const citedHead = head(cited);
    let best = 0;
    for (const title of registry) {
        const whole = normaliseTitle(title);
        const registryHead = head(title);
        best = Math.max(best, similarity(citedWhole, whole));
        if (registryHead)
            best = Math.max(best, similarity(citedWhole, registryHead));
        if (citedHead)
            best = Math.max(best, similarity(citedHead, whole));
    }
    return { similarity: best, matches: best >= TITLE_MATCH };
}

;// CONCATENATED MODULE: ./src/references/lookup.ts
// Asking the registries: every distinct identifier once per run, from the cache while fresh,
// else in as few requests as each registry allows (Crossref and arXiv and E-utilities take many
// IDs per request), each registry paced by its own lane (./lanes.ts). A DOI is called not found
// only when Crossref, DataCite and doi.org have all said they do not know it.










/** Every identifier's answer, keyed by `scheme:id`. */
async function lookUpIdentifiers(identifiers, env) {
    const results = new Map();
    const pending = [];
    for (const identifier of identifiers) {
        const cached = fromCache(identifierKey(identifier), env);
        if (cached && cached.kind !== 'title_search') {
            results.set(identifierKey(identifier), { ...cached, cached: true });
            env.settled();
        }
        else
            pending.push(identifier);
    }
    const settle = (identifier, result) => {
        results.set(identifierKey(identifier), result);
        if (result.kind !== 'unreachable')
            env.store.set(identifierKey(identifier), result);
        env.settled();
    };
    const of = (scheme) => pending.filter((identifier) => identifier.scheme === scheme).map((identifier) => identifier.id);
    await Promise.all([
        lookUpDois(of('doi'), env, (id, result) => settle({ scheme: 'doi', id }, result)),
        lookUpArxiv(of('arxiv'), env, (id, result) => settle({ scheme: 'arxiv', id }, result)),
        lookUpPubmed(of('pmid'), 'pubmed', env, (id, result) => settle({ scheme: 'pmid', id }, result)),
        lookUpPubmed(of('pmcid'), 'pmc', env, (id, result) => settle({ scheme: 'pmcid', id }, result)),
    ]);
    return results;
}
/** Crossref's records whose title a reference without an identifier gives; null when Crossref did not answer. */
async function searchTitle(title, env) {
    const key = `title:${normaliseTitle(title)}`;
    const cached = fromCache(key, env);
    if (cached?.kind === 'title_search')
        return {
            records: cached.records.flatMap((record) => parsedRecord(record)),
            cached: true,
            checkedAt: cached.checked_at,
        };
    const response = await get(env.lanes.crossrefList, 'crossref', crossrefTitleUrl(env.settings.urls.crossref, title, env.settings.mailto));
    if (response.kind === 'unreachable')
        return response;
    const records = response.status === 200 ? parseCrossrefList(json(response.body)) : null;
    if (!records)
        return unanswered('crossref', `Crossref answered HTTP ${response.status} without a work list`, response.status);
    const checkedAt = env.now().toISOString();
    env.store.set(key, { kind: 'title_search', records, checked_at: checkedAt });
    return { records, cached: false, checkedAt };
}
function parsedRecord(value) {
    const parsed = RegistryRecord.safeParse(value);
    return parsed.success ? [parsed.data] : [];
}
function fromCache(key, env) {
    const cached = env.store.get(key);
    if (!cached || !isFresh(cached, env.now().getTime(), env.settings.maxAgeMs))
        return null;
    env.fromCache();
    return cached;
}
// ---- DOIs: Crossref, then DataCite, then doi.org (DataCite first for its own prefixes) ----
async function lookUpDois(dois, env, settle) {
    if (dois.length === 0)
        return;
    const { urls, mailto } = env.settings;
    const now = () => env.now().toISOString();
    const failures = new Map();
    const failed = (doi, failure) => {
        if (!failures.has(doi))
            failures.set(doi, failure);
    };
    const found = (doi, record) => settle(doi, { kind: 'found', record, checked_at: now() });
    const crossrefSingle = async (doi) => {
        const response = await get(env.lanes.crossrefSingle, 'crossref', crossrefWorkUrl(urls.crossref, doi, mailto));
        if (response.kind === 'unreachable')
            return (failed(doi, response), false);
        if (response.status === 404)
            return false;
        const record = response.status === 200 ? parseCrossrefWork(json(response.body)) : null;
        if (!record)
            return (failed(doi, unanswered('crossref', `Crossref answered HTTP ${response.status} without a work`, response.status)),
                false);
        found(doi, record);
        return true;
    };
    const datacite = async (doi) => {
        const response = await get(env.lanes.datacite, 'datacite', dataciteDoiUrl(urls.datacite, doi, mailto));
        if (response.kind === 'unreachable')
            return (failed(doi, response), false);
        if (response.status === 404)
            return false;
        const record = response.status === 200 ? parseDataciteDoi(json(response.body)) : null;
        if (!record)
            return (failed(doi, unanswered('datacite', `DataCite answered HTTP ${response.status} without a DOI record`, response.status)),
                false);
        found(doi, record);
        return true;
    };
    // Crossref first, several DOIs to a list query.
    const crossrefFirst = dois.filter((doi) => !isDatacitePrefix(doi));
    const missing = [];
    const batched = crossrefFirst.length > 1 ? crossrefFirst.filter(batchable) : [];
    await Promise.all([
        ...chunks(batched, CROSSREF_BATCH).map(async (chunk) => {
            const response = await get(env.lanes.crossrefList, 'crossref', crossrefBatchUrl(urls.crossref, chunk, mailto));
            const records = response.kind === 'ok' && response.status === 200 ? parseCrossrefList(json(response.body)) : null;
            if (!records) {
                const failure = response.kind === 'unreachable'
                    ? response
                    : unanswered('crossref', `Crossref answered HTTP ${response.status} without a work list`, response.status);
                for (const doi of chunk) {
                    failed(doi, failure);
                    missing.push(doi);
                }
                return;
            }
            const byDoi = new Map(records.map((record) => [record.id, record]));
            for (const doi of chunk) {
                const record = byDoi.get(doi);
                if (record)
                    found(doi, record);
                else
                    missing.push(doi);
            }
        }),
        ...crossrefFirst
            .filter((doi) => !batched.includes(doi))
            .map(async (doi) => {
            if (!(await crossrefSingle(doi)))
                missing.push(doi);
        }),
    ]);
    // DataCite for what Crossref does not hold, and first for DataCite's own prefixes.
    const dataciteFirst = dois.filter(isDatacitePrefix);
    const stillMissing = [];
    await Promise.all([...missing, ...dataciteFirst].map(async (doi) => {
        if (await datacite(doi))
            return;
        if (dataciteFirst.includes(doi) && (await crossrefSingle(doi)))
            return;
        stillMissing.push(doi);
    }));
    // doi.org: does the DOI exist at all (another agency), before it is called not found.
    await Promise.all(stillMissing.map(async (doi) => {
        const failure = failures.get(doi);
        if (failure)
            return settle(doi, failure);
        const response = await get(env.lanes.doi, 'doi.org', handleUrl(urls.doi, doi));
        if (response.kind === 'unreachable')
            return settle(doi, response);
        // The fetcher keeps no body for a 404: the status says the handle does not exist.
        const exists = response.status === 404 ? false : response.status === 200 ? handleExists(json(response.body)) : null;
        const checked_at = now();
        if (exists === true) {
            settle(doi, {
                kind: 'exists',
                registry: 'doi.org',
                url: `https://doi.org/${doi}`,
                detail: 'doi.org knows the DOI, but neither Crossref nor DataCite holds its metadata (another registration agency), so the work could not be compared',
                checked_at,
            });
        }
        else if (exists === false) {
            settle(doi, {
                kind: 'not_found',
                registry: 'doi.org',
                detail: 'neither Crossref nor DataCite has this DOI, and doi.org does not know it',
                checked_at,
            });
        }
        else {
            settle(doi, unanswered('doi.org', `doi.org answered HTTP ${response.status} without saying whether the DOI exists`, response.status));
        }
    }));
}
// ---- arXiv ----
async function lookUpArxiv(ids, env, settle) {
    await Promise.all(chunks(ids, ARXIV_BATCH).map(async (chunk) => {
        const response = await get(env.lanes.arxiv, 'arxiv', arxivQueryUrl(env.settings.urls.arxiv, chunk));
        const feed = response.kind === 'ok' && response.status === 200 ? parseArxivFeed(response.body.toString('utf8')) : null;
        if (!feed || feed.error) {
            const failure = response.kind === 'unreachable'
                ? response
                : unanswered('arxiv', feed?.error
                    ? `arXiv answered an error: ${feed.error.slice(0, 200)}`
                    : `arXiv answered HTTP ${response.status} without an Atom feed`, response.status);
            for (const id of chunk)
                settle(id, failure);
            return;
        }
        const checked_at = env.now().toISOString();
        for (const id of chunk) {
            const record = feed.byId.get(id);
            if (record)
                settle(id, { kind: 'found', record, checked_at });
            else
                settle(id, {
                    kind: 'not_found',
                    registry: 'arxiv',
                    detail: /v\d+$/.test(id)
                        ? `arXiv has no paper with the ID and version ${id}`
                        : `arXiv has no paper with the ID ${id}`,
                    checked_at,
                });
        }
    }));
}
// ---- PubMed and PMC ----
async function lookUpPubmed(ids, database, env, settle) {
    const registry = database === 'pmc' ? 'pmc' : 'pubmed';
    await Promise.all(chunks(ids, PUBMED_BATCH).map(async (chunk) => {
        const uids = chunk.map((id) => (database === 'pmc' ? id.replace(/^PMC/, '') : id));
        const response = await get(env.lanes.pubmed, registry, esummaryUrl(env.settings.urls.pubmed, database, uids, env.settings.mailto));
        const records = response.kind === 'ok' && response.status === 200 ? parseEsummary(json(response.body), database) : null;
        if (!records) {
            const failure = response.kind === 'unreachable'
                ? response
                : unanswered(registry, `E-utilities answered HTTP ${response.status} without a document summary`, response.status);
            for (const id of chunk)
                settle(id, failure);
            return;
        }
        const checked_at = env.now().toISOString();
        chunk.forEach((id, index) => {
            const record = records.get(uids[index]);
            if (record)
                settle(id, { kind: 'found', record, checked_at });
            else
                settle(id, {
                    kind: 'not_found',
                    registry,
                    detail: database === 'pmc' ? `PubMed Central has no article ${id}` : `PubMed has no record with PMID ${id}`,
                    checked_at,
                });
        });
    }));
}
// ---- HTTP ----
/** One GET through the provenance fetcher; any status but 2xx and 404 (after its retries) is no answer. */
async function get(lane, registry, url) {
    // Never sent: a dot segment would take the request out of the registry's API path. Identifiers
    // with one are malformed before they get here (./identifiers.ts); this keeps it so for any URL.
    if (hasDotSegment(rawPath(url)))
        return unanswered(registry, `citegate did not send ${url}: a "." or ".." segment would leave the registry's path`, null);
    const result = await (0,fetch/* fetchUrl */.Q)(url, lane);
    if (result.kind === 'failed')
        return unanswered(registry, result.detail, null);
    if ((result.status >= 200 && result.status < 300) || result.status === 404) {
        if (result.truncated)
            return unanswered(registry, `the answer was larger than citegate reads (${result.body.length} bytes)`, result.status);
        return { kind: 'ok', status: result.status, body: result.body };
    }
    const waited = result.retryAfterRefusedMs === undefined
        ? ''
        : `; it asked to wait ${Math.round(result.retryAfterRefusedMs / 1000)} s, longer than citegate waits (60 s)`;
    const what = result.status === 429 ? 'HTTP 429 (too many requests)' : `HTTP ${result.status}`;
    return unanswered(registry, `${registryName(registry)} answered ${what}${waited || (result.status === 429 || result.status >= 500 ? ' after retries' : '')}`, result.status);
}
/** The path of a URL as written, before a URL parser resolves its dot segments (a backslash is a slash to it too). */
function rawPath(url) {
    return (/^[a-z][a-z0-9+.-]*:\/\/[^/\\?#]*([^?#]*)/i.exec(url)?.[1] ?? '').replace(/\\/g, '/');
}
function unanswered(registry, detail, httpStatus) {
    return { kind: 'unreachable', registry, detail, httpStatus };
}
function registryName(registry) {
    return reference_rows/* REGISTRY_NAMES */.L[registry];
}
function json(body) {
    try {
        return JSON.parse(body.toString('utf8'));
    }
    catch {
        return undefined;
    }
}
function chunks(items, size) {
    const out = [];
    for (let i = 0; i < items.length; i += size)
        out.push(items.slice(i, i + size));
    return out;
}

// EXTERNAL MODULE: ./node_modules/p-limit/index.js + 1 modules
var p_limit = __webpack_require__(370);
// EXTERNAL MODULE: ./src/semantic/retry.ts
var retry = __webpack_require__(958);
;// CONCATENATED MODULE: ./src/references/pacer.ts


/** Requests per second are kept this much below the documented figure: network jitter must not push two starts closer at the server. */
const RATE_MARGIN = 1.1;
/** A Retry-After longer than this is not waited for (the fetcher reports the lookup instead). */
const MAX_PAUSE_MS = 60_000;
class Pacer {
    options;
    nextStart = 0;
    pausedUntil = 0;
    intervalMs;
    now;
    sleep;
    constructor(options) {
        this.options = options;
        this.intervalMs = Math.ceil((1000 / options.requestsPerSecond) * RATE_MARGIN);
        this.now = options.now ?? Date.now;
        this.sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
    }
    /** The fetcher's schedule for this registry: every attempt, retries included, is paced. */
    schedule = (_host, task) => this.options.limit(async () => {
        for (;;) {
            const now = this.now();
            const start = Math.max(now, this.nextStart, this.pausedUntil);
            if (start <= now)
                break;
            await this.sleep(start - now);
        }
        this.nextStart = this.now() + this.intervalMs;
        return task();
    });
    /** The fetcher's response hook: a 429 or 503 that names a wait holds back every request of this registry. */
    onResponse = (status, headers) => {
        if (status !== 429 && status !== 503)
            return;
        const value = headers['retry-after'];
        const wait = (0,retry/* retryAfterMs */.Vs)(new Headers(typeof value === 'string' ? { 'retry-after': value } : {}));
        if (wait !== null && wait <= MAX_PAUSE_MS)
            this.pausedUntil = Math.max(this.pausedUntil, this.now() + wait);
    };
}
/** A concurrency limit to share between the lanes of one registry. */
function sharedLimit(concurrency) {
    return (0,p_limit/* default */.A)(concurrency);
}

;// CONCATENATED MODULE: ./src/references/compare.ts

const VENUE_STOPWORDS = new Set(['the', 'of', 'and', 'in', 'on', 'for', 'a', 'an', 'de', 'der', 'und', 'et']);
function compareWithRecord(claimed, record) {
    const differences = [];
    const compared = [];
    let titleSimilarity = null;
    if (claimed.title !== null && record.titles.length > 0) {
        compared.push('title');
        const best = claimed.titles
            .map((title) => compareTitles(title, record.titles))
            .reduce((a, b) => (b.similarity > a.similarity ? b : a));
        titleSimilarity = best.similarity;
        if (!best.matches)
            differences.push({
                field: 'title',
                cited: claimed.title,
                registry: record.titles[0],
                similarity: best.similarity,
            });
    }
    const first = record.authors[0];
    if (claimed.authors !== null && first) {
        compared.push('first_author');
        if (!firstAuthorMatches(claimed.authors, first.family ?? first.name))
            differences.push({ field: 'first_author', cited: claimed.authors, registry: first.name });
    }
    if (claimed.year !== null && record.years.length > 0) {
        compared.push('year');
        // A year either side: online first in December, in print in January; a preprint's year.
        if (!record.years.some((year) => Math.abs(year - claimed.year) <= 1)) {
            const span = record.years.length === 1
                ? String(record.years[0])
                : `${record.years[0]}–${record.years[record.years.length - 1]}`;
            differences.push({ field: 'year', cited: String(claimed.year), registry: span });
        }
    }
    if (claimed.venue !== null &&
        record.venues.length > 0 &&
        record.registry !== 'arxiv' &&
        record.registry !== 'datacite') {
        const verdict = venueMatches(claimed.venue, record.venues);
        if (verdict !== 'not_comparable') {
            compared.push('venue');
            if (verdict === 'differs')
                differences.push({ field: 'venue', cited: claimed.venue, registry: record.venues[0] });
        }
    }
    return { differences, compared, titleSimilarity };
}
/** Letters only, accents away, lower case: how names and venues are compared. */
function fold(text) {
    return text
        .normalize('NFKD')
        .replace(/\p{M}/gu, '')
        .toLowerCase()
        .replace(/[^\p{L}\p{N}]+/gu, ' ')
        .trim();
}
/**
 * The registry's first author is the reference's first: one of the family name's words is one
 * of the first two name words of the reference's authors (initials, `and`, `et al.` left out),
 * so `Vaswani, A.`, `A. Vaswani`, `Ashish Vaswani` and `Vaswani A` all match `Vaswani`.
 */
function firstAuthorMatches(citedAuthors, family) {
    const words = citedAuthors
        .split(/[\s,;&]+/)
        .filter((word) => word !== '' && !isInitial(word) && !/^(?:and|et|al\.?|eds?\.?|by|with)$/i.test(word))
        .map(fold)
        .filter((word) => word !== '')
        .slice(0, 2);
    const familyWords = fold(family)
        .split(' ')
        .filter((word) => word.length > 1 || fold(family).length === 1);
    return familyWords.some((word) => words.some((cited) => cited === word || cited.split(' ').includes(word)));
}
/** `A.`, `J.-P.`, `GE` after a name, `K` — not `He`, `Li`. */
function isInitial(word) {
    const bare = word.replace(/[.,]/g, '');
    return (/^\p{Lu}$/u.test(bare) ||
        /^(?:\p{Lu}\.-?)+$/u.test(word) ||
        /^\p{Lu}-\p{Lu}$/u.test(bare) ||
        (/^\p{Lu}{2,3}$/u.test(bare) && word === bare));
}
function venueMatches(cited, venues) {
    const registryWords = venues.map(significantWords);
    const known = new Set(registryWords.flat());
    // An acronym (`CVPR`, `NeurIPS`, `NAACL-HLT`) the registry does not write is no difference: it may be right.
    const acronyms = new Set(cited
        .split(/[^\p{L}\p{N}]+/u)
        .filter((word) => (word.match(/\p{Lu}/gu)?.length ?? 0) >= 2)
        .map(fold));
    const citedWords = significantWords(cited).filter((word) => !acronyms.has(word) || known.has(word));
    if (citedWords.length === 0)
        return 'not_comparable';
    const abbreviates = (short, long) => short === long || (short.length >= 3 && long.startsWith(short[0]) && isSubsequence(short, long));
    // Every word of the cited venue abbreviates a word of a registry venue, or the other way round.
    const covered = (from, into) => from.length > 0 && from.every((word) => into.some((other) => abbreviates(word, other)));
    return registryWords.some((words) => covered(citedWords, words) || covered(words, citedWords))
        ? 'matches'
        : 'differs';
}
function significantWords(text) {
    return fold(text)
        .split(' ')
        .filter((word) => word.length > 1 && !VENUE_STOPWORDS.has(word));
}
function isSubsequence(short, long) {
    let at = 0;
    for (const char of long)
        if (char === short[at])
            at++;
    return at === short.length;
}

;// CONCATENATED MODULE: ./src/references/status.ts




/** Which identifier decides a record's status: problems first, then a confirmed work, then what could not be said. */
const SEVERITY = [
    'retracted',
    'not_found',
    'malformed',
    'mismatch',
    'matches',
    'unverified',
    'unreachable',
];
const SCHEME_WORDS = {
    doi: 'DOI',
    arxiv: 'arXiv ID',
    pmid: 'PMID',
    pmcid: 'PMC ID',
};
const WITH_ARTICLE = {
    doi: 'a DOI',
    arxiv: 'an arXiv ID',
    pmid: 'a PMID',
    pmcid: 'a PMC ID',
};
/** The row of a record with identifiers. */
function referenceRow(identifiers, answers, claimed) {
    const judged = identifiers.map((identifier) => judge(identifier, answers.get(identifierKey(identifier)), claimed));
    const decisive = SEVERITY.map((status) => judged.find((entry) => entry.row.status === status)).find((entry) => entry !== undefined);
    const looked = judged.filter((entry) => entry.row.status !== 'malformed');
    return {
        status: decisive.row.status,
        identifier: `${decisive.row.scheme}:${decisive.row.id}`,
        identifiers: judged.map((entry) => entry.row),
        registry: decisive.row.registry,
        record_url: decisive.row.record_url,
        cited: citedOf(claimed),
        record: decisive.record ? recordSummary(decisive.record) : null,
        differences: decisive.differences,
        title_similarity: decisive.titleSimilarity,
        retraction: decisive.record?.retraction ?? null,
        checked_at: decisive.checkedAt,
        cache: looked.length > 0 && looked.every((entry) => entry.cached) ? 'fresh' : null,
        detail: decisive.row.detail,
    };
}
/** The row of a record without identifiers, with what a title search found when one was made. */
function rowWithoutIdentifier(claimed, search) {
    const empty = {
        identifier: null,
        identifiers: [],
        registry: null,
        record_url: null,
        cited: citedOf(claimed),
        record: null,
        differences: [],
        title_similarity: null,
        retraction: null,
        checked_at: null,
        cache: null,
    };
    if (!search)
        return {
            status: 'no_identifier',
            ...empty,
            detail: 'the record gives no DOI, arXiv, PubMed or PMC ID, so nothing was looked up',
        };
    if ('unreachable' in search)
        return {
            status: 'unreachable',
            ...empty,
            registry: 'crossref',
            detail: `the title could not be looked up: ${search.unreachable}`,
        };
    const scored = search.records
        .map((record) => ({ record, comparison: compareTitles(claimed.title ?? '', record.titles) }))
        .sort((a, b) => b.comparison.similarity - a.comparison.similarity);
    const best = scored[0];
    const base = {
        ...empty,
        registry: 'crossref',
        checked_at: search.checkedAt,
        cache: search.cached ? 'fresh' : null,
    };
    if (!best || !best.comparison.matches) {
        const closest = best
            ? `; the closest is “${best.record.titles[0] ?? ''}” (similarity ${best.comparison.similarity.toFixed(2)})`
            : '';
        return {
            status: 'not_found_by_title',
            ...base,
            title_similarity: best?.comparison.similarity ?? null,
            detail: `Crossref has no work with this title${closest}. A title search alone does not show that a work does not exist`,
        };
    }
    const { record } = best;
    const retracted = record.retraction
        ? `; Crossref records a ${record.retraction.kind}${record.retraction.notice ? ` (${record.retraction.notice})` : ''}`
        : '';
    return {
        status: 'found_by_title',
        ...base,
        record_url: record.url,
        record: recordSummary(record),
        title_similarity: best.comparison.similarity,
        retraction: record.retraction,
        detail: `Crossref has a work with this title (${record.id}), found by title only: the reference gives no identifier to confirm it${retracted}`,
    };
}
function judge(identifier, answer, claimed) {
    const base = {
        scheme: identifier.scheme,
        id: identifier.id,
        written: identifier.written,
        found_in: identifier.foundIn,
    };
    const none = { record: null, differences: [], titleSimilarity: null, checkedAt: null, cached: false };
    const what = SCHEME_WORDS[identifier.scheme];
    if (identifier.malformed) {
        return {
            row: {
                ...base,
                status: 'malformed',
                registry: null,
                record_url: null,
                detail: `“${identifier.written}” cannot be ${WITH_ARTICLE[identifier.scheme]}: ${identifier.malformed}`,
            },
            ...none,
        };
    }
    if (!answer)
        return {
            row: {
                ...base,
                status: 'unreachable',
                registry: null,
                record_url: null,
                detail: `the ${what} was not looked up`,
            },
            ...none,
        };
    const cached = answer.cached === true;
    if (answer.kind === 'unreachable') {
        return {
            row: {
                ...base,
                status: 'unreachable',
                registry: answer.registry,
                record_url: null,
                detail: `${registryName(answer.registry)} could not be asked: ${answer.detail}`,
            },
            ...none,
            cached,
        };
    }
    if (answer.kind === 'not_found') {
        const url = identifier.scheme === 'doi' ? `https://doi.org/${identifier.id}` : null;
        return {
            row: { ...base, status: 'not_found', registry: answer.registry, record_url: url, detail: answer.detail },
            ...none,
            checkedAt: answer.checked_at,
            cached,
        };
    }
    if (answer.kind === 'exists') {
        return {
            row: { ...base, status: 'unverified', registry: answer.registry, record_url: answer.url, detail: answer.detail },
            ...none,
            checkedAt: answer.checked_at,
            cached,
        };
    }
    const { record } = answer;
    const { differences, titleSimilarity } = compareWithRecord(claimed, record);
    const registry = registryName(record.registry);
    const titleDiffers = differences.some((difference) => difference.field === 'title');
    let status;
    let detail;
    if (record.retraction && !titleDiffers) {
        status = 'retracted';
        const notice = record.retraction.notice
            ? ` (notice ${record.retraction.notice}${record.retraction.date ? `, ${record.retraction.date}` : ''})`
            : record.retraction.date
                ? ` (${record.retraction.date})`
                : '';
        const by = record.retraction.source === 'retraction-watch' ? ', from Retraction Watch' : '';
        detail = `${registry} records a ${record.retraction.kind} of this work${notice}${by}`;
    }
    else if (differences.length > 0) {
        status = 'mismatch';
        const fields = differences.map((difference) => FIELD_WORDS[difference.field]);
        detail = titleDiffers
            ? `the ${what} names another work in ${registry}: its ${fields.join(', ')} ${fields.length === 1 ? 'differs' : 'differ'}`
            : `${registry} holds this work, but its ${fields.join(', ')} ${fields.length === 1 ? 'differs' : 'differ'} from the reference`;
    }
    else {
        status = 'matches';
        detail =
            titleSimilarity === null
                ? `${registry} holds this ${what} (the record gives no title to compare)`
                : `${registry} holds this ${what}, and its title matches${titleSimilarity < 1 ? ` (similarity ${titleSimilarity.toFixed(2)}, at least ${TITLE_MATCH} needed)` : ''}`;
    }
    return {
        row: { ...base, status, registry: record.registry, record_url: record.url, detail },
        record,
        differences,
        titleSimilarity,
        checkedAt: answer.checked_at,
        cached,
    };
}
const FIELD_WORDS = {
    title: 'title',
    first_author: 'first author',
    year: 'year',
    venue: 'venue',
};
function citedOf(claimed) {
    return { title: claimed.title, authors: claimed.authors, year: claimed.year, venue: claimed.venue };
}
function recordSummary(record) {
    return {
        title: record.titles[0] ?? null,
        first_author: record.authors[0]?.name ?? null,
        year: record.years[0] ?? null,
        venue: record.venues[0] ?? null,
        type: record.type,
    };
}

;// CONCATENATED MODULE: ./src/references/checker.ts
// The reference step of a run: every identifier of every report's evidence records is found,
// each distinct one looked up once (./lookup.ts), and each record given its row (./status.ts).











const MAX_RETRIES = 2;
const MAX_REDIRECTS = 3;
const MAX_BODY_BYTES = 20_000_000;
/**
 * Requests per second and requests in flight per registry, as each documents them (sources in
 * docs/references.md); every figure is kept RATE_MARGIN below (./pacer.ts).
 */
function registryPace(mailto) {
    const polite = mailto !== null;
    return {
        // Crossref: single records 5/s (public) or 10/s (polite, with mailto); list queries 1/s or 3/s; 1 or 3 at a time.
        crossref: { single: polite ? 10 : 5, list: polite ? 3 : 1, concurrency: polite ? 3 : 1 },
        // DataCite: 1,000 requests per 5 minutes identified (mailto); anonymous clients stay at 1/s.
        datacite: { rps: polite ? 3 : 1, concurrency: 1 },
        // arXiv: one request every three seconds, one connection.
        arxiv: { rps: 1 / 3, concurrency: 1 },
        // NCBI E-utilities: 3 requests per second without an API key.
        pubmed: { rps: 3, concurrency: 1 },
        // doi.org's handle API publishes no limit: one a second.
        doi: { rps: 1, concurrency: 1 },
    };
}
function createReferenceChecker(settings, hooks = {}) {
    return { check: (reports) => checkReferences(reports, settings, hooks) };
}
async function checkReferences(reports, settings, hooks) {
    const now = hooks.now ?? (() => new Date());
    const cacheFile = external_node_path_default().resolve(hooks.cwd ?? process.cwd(), settings.cachePath);
    const requests = { crossref: 0, datacite: 0, arxiv: 0, pubmed: 0, pmc: 0, 'doi.org': 0 };
    const stats = { identifiers: 0, requests, from_cache: 0, warnings: [] };
    const warn = (message) => {
        stats.warnings.push(message);
        hooks.warn?.(message);
    };
    const store = await loadReferencesCache(cacheFile, hooks.write ?? { roots: [hooks.cwd ?? process.cwd()] });
    for (const message of store.warnings)
        warn(message);
    const records = reports.flatMap((report) => report.source.evidence.map((evidence) => ({
        report,
        id: evidence.id,
        identifiers: findIdentifiers({ url: evidence.url, title: evidence.title, reference: evidence.reference }),
        claimed: claimedMetadata(evidence.title, evidence.reference),
    })));
    const distinct = new Map();
    for (const record of records)
        for (const identifier of record.identifiers)
            if (!identifier.malformed && !distinct.has(identifierKey(identifier)))
                distinct.set(identifierKey(identifier), identifier);
    const titled = settings.titleSearch
        ? [
            ...new Set(records
                .filter((record) => record.identifiers.length === 0 && record.claimed.title !== null)
                .map((record) => record.claimed.title)),
        ]
        : [];
    stats.identifiers = distinct.size;
    const agents = { http: new (external_node_http_default()).Agent({ keepAlive: true }), https: new (external_node_https_default()).Agent({ keepAlive: true }) };
    let done = 0;
    const total = distinct.size + titled.length;
    const totalRequests = () => Object.values(requests).reduce((sum, count) => sum + count, 0);
    const progress = () => hooks.progress?.({ done, total, requests: totalRequests(), fromCache: stats.from_cache });
    const env = {
        settings,
        lanes: lanes(settings, agents, requests, hooks),
        store,
        now,
        fromCache: () => {
            stats.from_cache++;
        },
        settled: () => {
            done++;
            progress();
        },
    };
    progress();
    let answers;
    const searches = new Map();
    try {
        [answers] = await Promise.all([
            lookUpIdentifiers([...distinct.values()], env),
            Promise.all(titled.map(async (title) => {
                searches.set(title, await searchTitle(title, env));
                env.settled();
            })),
        ]);
    }
    finally {
        agents.http.destroy();
        agents.https.destroy();
    }
    try {
        await store.save();
    }
    catch (error) {
        warn(`cannot write the references cache ${cacheFile}: ${(0,atomic_write/* describeFileError */.SQ)(error)}`);
    }
    const rows = new Map();
    for (const record of records) {
        let row;
        if (record.identifiers.length > 0)
            row = referenceRow(record.identifiers, answers, record.claimed);
        else if (settings.titleSearch && record.claimed.title !== null) {
            const search = searches.get(record.claimed.title);
            row = rowWithoutIdentifier(record.claimed, !search ? undefined : 'records' in search ? search : { unreachable: search.detail });
        }
        else
            row = rowWithoutIdentifier(record.claimed);
        let byId = rows.get(record.report);
        if (!byId)
            rows.set(record.report, (byId = new Map()));
        byId.set(record.id, row);
    }
    return { rows, stats };
}
/** One lane per way of asking a registry, each with its pacer; Crossref's two share its concurrency. */
function lanes(settings, agents, requests, hooks) {
    const pace = registryPace(settings.mailto);
    const userAgent = `citegate/${package_0/* version */.rE} (reference check; +https://github.com/citegate/citegate${settings.mailto ? `; mailto:${settings.mailto}` : ''})`;
    // Registry URLs are settings, never a report's: the provenance network rule guards against
    // report URLs, so it does not apply here (a proxy or a test server may be on a private address).
    const allowAll = () => null;
    const lane = (registry, pacer) => ({
        policy: allowAll,
        timeoutMs: settings.timeoutMs,
        maxBodyBytes: MAX_BODY_BYTES,
        maxRedirects: MAX_REDIRECTS,
        maxRetries: MAX_RETRIES,
        userAgent,
        schedule: pacer.schedule,
        agents,
        ...(hooks.lookup ? { lookup: hooks.lookup } : {}),
        ...(hooks.sleep ? { sleep: hooks.sleep } : {}),
        onRequest: () => {
            requests[registry]++;
        },
        onResponse: pacer.onResponse,
    });
    const crossref = sharedLimit(pace.crossref.concurrency);
    const pubmed = new Pacer({ requestsPerSecond: pace.pubmed.rps, limit: sharedLimit(pace.pubmed.concurrency) });
    return {
        crossrefSingle: lane('crossref', new Pacer({ requestsPerSecond: pace.crossref.single, limit: crossref })),
        crossrefList: lane('crossref', new Pacer({ requestsPerSecond: pace.crossref.list, limit: crossref })),
        datacite: lane('datacite', new Pacer({ requestsPerSecond: pace.datacite.rps, limit: sharedLimit(pace.datacite.concurrency) })),
        arxiv: lane('arxiv', new Pacer({ requestsPerSecond: pace.arxiv.rps, limit: sharedLimit(pace.arxiv.concurrency) })),
        pubmed: lane('pubmed', pubmed),
        doi: lane('doi.org', new Pacer({ requestsPerSecond: pace.doi.rps, limit: sharedLimit(pace.doi.concurrency) })),
    };
}

;// CONCATENATED MODULE: ./src/references/index.ts
// References' public entry, loaded by the shells only with `references: check` (a dynamic
// import), so a run without it never loads the lookup code or the XML parser.



/***/ })

} };
})
