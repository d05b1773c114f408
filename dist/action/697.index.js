export const id = 697;
export const ids = [697];
export const modules = {

/***/ 5838:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fi: () => (/* binding */ checkPatternScope),
/* harmony export */   JM: () => (/* binding */ PatternError),
/* harmony export */   TB: () => (/* binding */ LINK_OUTSIDE),
/* harmony export */   jU: () => (/* binding */ findReportFiles),
/* harmony export */   sb: () => (/* binding */ splitPatterns),
/* harmony export */   yC: () => (/* binding */ brokenLink),
/* harmony export */   yt: () => (/* binding */ LINK_OUTSIDE_FOLDER)
/* harmony export */ });
/* unused harmony export searches */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var tinyglobby__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3382);
/* harmony import */ var _link_view_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5725);




/**
 * Splits the action's `reports` input, blanks dropped: a value of several lines is one pattern
 * per line, commas and all (a file named "Speed, Simple Tips.md"); a value of one line is
 * patterns separated by commas ("**\/*.report.json, **\/url_to_info.json"). A list (the command
 * line's arguments) is taken as it is: each entry one pattern.
 */
function splitPatterns(raw) {
    const parts = typeof raw !== 'string' ? raw : /[\r\n]/.test(raw) ? raw.split(/\r\n?|\n/) : raw.split(',');
    return parts.map((part) => part.trim()).filter((part) => part !== '');
}
class PatternError extends Error {
}
const LINK_OUTSIDE = 'symbolic link leads outside the working directory';
const LINK_OUTSIDE_FOLDER = 'symbolic link leads outside the folder searched';
/**
 * A pattern's part before its first glob character: the folder it searches, or the file it
 * names, as a path (a glob character escaped to stand for itself, as only-changed names files,
 * is that character in the path).
 */
function staticPart(pattern) {
    const segments = pattern.split('/');
    const end = segments.findIndex((segment) => (0,tinyglobby__WEBPACK_IMPORTED_MODULE_3__/* .isDynamicPattern */ .ey)(segment));
    const base = (end === -1 ? segments : segments.slice(0, end))
        .map((segment) => segment.replace(/\\(.)/g, '$1'))
        .join('/');
    return base === '' && pattern.startsWith('/') ? '/' : base;
}
async function realBase(pattern, cwd) {
    return (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(cwd, staticPart(pattern))).catch(() => undefined);
}
/** When `file` is a symbolic link whose real path gave `error`: why it cannot be followed; else undefined. */
async function brokenLink(file, error) {
    const isLink = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(file).then((info) => info.isSymbolicLink(), () => false);
    if (!isLink)
        return undefined;
    if (error.code === 'ENOENT')
        return 'symbolic link leads nowhere: its target does not exist';
    if (error.code === 'ELOOP')
        return 'symbolic link cannot be followed: it loops';
    return `symbolic link cannot be followed: ${error.message}`;
}
async function whyUnreadable(file, error) {
    return (await brokenLink(file, error)) ?? `cannot read the file: ${error.message}`;
}
/** Throws PatternError for a pattern that reaches outside the working directory in the `workspace` scope. */
function checkPatternScope(patterns, scope) {
    if (scope !== 'workspace')
        return;
    for (const pattern of patterns) {
        const body = pattern.startsWith('!') ? pattern.slice(1) : pattern;
        if (node_path__WEBPACK_IMPORTED_MODULE_1___default().isAbsolute(body) || body.split(/[\\/]/).includes('..')) {
            throw new PatternError(`pattern ${JSON.stringify(pattern)} reaches outside the working directory; use a path relative to it`);
        }
    }
}
/** The files found so far, each real file once, and the matches refused, each link once. */
class FoundList {
    cwd;
    root;
    files = new Map();
    /** The links that lead to each real file, sorted into its entry once, in list(). */
    links = new Map();
    refused = new Map();
    constructor(cwd, 
    /** The working directory's real path. */
    root) {
        this.cwd = cwd;
        this.root = root;
    }
    /** Relative to the working directory with `/` inside it, absolute outside it. */
    name(absolute, base) {
        const relative = node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(base, absolute);
        return relative === '' || relative.startsWith('..') || node_path__WEBPACK_IMPORTED_MODULE_1___default().isAbsolute(relative)
            ? absolute
            : relative.split((node_path__WEBPACK_IMPORTED_MODULE_1___default().sep)).join('/');
    }
    /** A match (as walked) that leads to the real file `real`, inside `root`: named by the real file, the link remembered. */
    accept(walked, real, root) {
        // A root that is the file itself was named by the user: the file's folder is where its report may read.
        const folder = root === real ? node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(real) : root;
        const entry = this.files.get(real) ?? {
            file: this.name(real, this.root),
            ...((0,_link_view_js__WEBPACK_IMPORTED_MODULE_2__/* .within */ .u)(real, this.root) ? {} : { within: folder }),
        };
        const alias = this.name(walked, this.cwd);
        this.files.set(real, entry);
        if (alias === entry.file)
            return;
        const links = this.links.get(real) ?? new Set();
        this.links.set(real, links.add(alias));
    }
    async refuse(walked, refusal) {
        // Through a linked folder one link can be reached by two paths: keyed by where it really is.
        const key = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(walked)).catch(() => node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(walked)), node_path__WEBPACK_IMPORTED_MODULE_1___default().basename(walked));
        const entry = { file: this.name(walked, this.cwd), refusal };
        const known = this.refused.get(key);
        if (!known || entry.file.length < known.file.length)
            this.refused.set(key, entry);
    }
    /** Why a link reached at `walked` may not be followed. */
    outside(walked) {
        return (0,_link_view_js__WEBPACK_IMPORTED_MODULE_2__/* .within */ .u)(walked, node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(this.cwd)) ? LINK_OUTSIDE : LINK_OUTSIDE_FOLDER;
    }
    list() {
        for (const [real, links] of this.links)
            this.files.get(real).links = [...links].sort();
        return [...this.files.values(), ...this.refused.values()].sort((a, b) => a.file < b.file ? -1 : a.file > b.file ? 1 : 0);
    }
}
/**
 * Files matching the globs (`!glob` excludes; src/formats/patterns.ts makes them from the
 * user's patterns), sorted by name, each real file once. Matches that cannot be read as reports
 * (links leading outside, or nowhere) are listed with a `refusal`, never dropped.
 */
async function findReportFiles(globs, cwd, scope = 'workspace') {
    checkPatternScope(globs, scope);
    const include = globs.filter((pattern) => !pattern.startsWith('!'));
    const exclude = globs.filter((pattern) => pattern.startsWith('!')).map((pattern) => pattern.slice(1));
    const found = new FoundList(cwd, await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(cwd));
    // Where a symbolic link may lead: the working directory, and on the command line whatever
    // each pattern itself names (a typed file may be a link to anywhere). In the workspace, a
    // pattern whose fixed part is a link leading out is listed, and not searched.
    const roots = [found.root];
    const searched = [];
    for (const pattern of include) {
        const base = await realBase(pattern, cwd);
        if (scope === 'anywhere' && base !== undefined)
            roots.push(base);
        if (scope === 'workspace' && base !== undefined && !(0,_link_view_js__WEBPACK_IMPORTED_MODULE_2__/* .within */ .u)(base, found.root))
            await found.refuse(node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(cwd, staticPart(pattern)), LINK_OUTSIDE);
        else
            searched.push(pattern);
    }
    const view = (0,_link_view_js__WEBPACK_IMPORTED_MODULE_2__/* .linkView */ .K)(roots);
    const walkedFiles = [];
    for (const search of searches(searched, exclude, cwd)) {
        const matches = await (0,tinyglobby__WEBPACK_IMPORTED_MODULE_3__/* .glob */ .TI)(search.patterns, {
            cwd: search.cwd,
            ignore: ['**/node_modules/**', '**/.git/**', ...search.exclude],
            onlyFiles: true,
            dot: false,
            followSymbolicLinks: true,
            expandDirectories: false,
            fs: view.fs,
        });
        for (const match of matches)
            walkedFiles.push(node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(search.cwd, match));
    }
    for (const walked of walkedFiles) {
        const real = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(walked).catch(async (error) => {
            await found.refuse(walked, await whyUnreadable(walked, error));
            return undefined;
        });
        if (real === undefined)
            continue;
        const root = roots.find((allowed) => (0,_link_view_js__WEBPACK_IMPORTED_MODULE_2__/* .within */ .u)(real, allowed));
        if (root !== undefined)
            found.accept(walked, real, root);
        else
            await found.refuse(walked, found.outside(walked));
    }
    for (const folder of view.outsideFolders)
        await found.refuse(folder, found.outside(folder));
    return found.list();
}
/**
 * The globs searched together, and where from. Patterns inside the working directory are searched
 * in one walk from it, as they always were. A pattern whose fixed part lies outside it (the
 * command line's `citegate check /tmp/run`) is searched from that folder, on its own: given to
 * the one walk, tinyglobby would start it at the common ancestor (`/`), list every folder on the
 * way down and test each entry there (17,000 in a busy /tmp: 0.2 s of CPU before any report).
 */
function searches(include, exclude, cwd) {
    const inside = [];
    const outside = [];
    const home = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(cwd);
    for (const pattern of include) {
        const segments = pattern.split('/');
        const dynamic = segments.findIndex((segment) => (0,tinyglobby__WEBPACK_IMPORTED_MODULE_3__/* .isDynamicPattern */ .ey)(segment));
        // The folder the pattern starts from: before its first glob, or the named file's own folder.
        const fixed = dynamic === -1 ? segments.length - 1 : dynamic;
        const folder = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(cwd, segments.slice(0, fixed).map(unescapeSegment).join('/') || '.');
        if ((0,_link_view_js__WEBPACK_IMPORTED_MODULE_2__/* .within */ .u)(folder, home)) {
            inside.push(pattern);
            continue;
        }
        outside.push({
            cwd: folder,
            patterns: [segments.slice(fixed).join('/')],
            exclude: exclude.flatMap((glob) => rebasedExclude(glob, cwd, folder)),
        });
    }
    return [...(inside.length > 0 ? [{ cwd, patterns: inside, exclude: [...exclude] }] : []), ...outside];
}
function unescapeSegment(segment) {
    return segment.replace(/\\(.)/g, '$1');
}
/**
 * An exclusion written for the working directory, for a search from `folder`: one that applies
 * at any depth (`**\/…`) as it is, one that can reach into or over `folder` as an absolute
 * pattern, and none that lies elsewhere (it excludes nothing there, and would widen the walk).
 */
function rebasedExclude(glob, cwd, folder) {
    if (glob.startsWith('**/'))
        return [glob];
    const segments = glob.split('/');
    const dynamic = segments.findIndex((segment) => (0,tinyglobby__WEBPACK_IMPORTED_MODULE_3__/* .isDynamicPattern */ .ey)(segment));
    const fixed = dynamic === -1 ? segments.length : dynamic;
    const base = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(cwd, segments.slice(0, fixed).map(unescapeSegment).join('/') || '.');
    if (!(0,_link_view_js__WEBPACK_IMPORTED_MODULE_2__/* .within */ .u)(base, folder) && !(0,_link_view_js__WEBPACK_IMPORTED_MODULE_2__/* .within */ .u)(folder, base))
        return [];
    const rest = segments.slice(fixed).join('/');
    const absolute = (0,tinyglobby__WEBPACK_IMPORTED_MODULE_3__/* .escapePath */ .ft)(base.split((node_path__WEBPACK_IMPORTED_MODULE_1___default().sep)).join('/'));
    return [rest === '' ? absolute : `${absolute.replace(/\/$/, '')}/${rest}`];
}


/***/ }),

/***/ 5725:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ linkView),
/* harmony export */   u: () => (/* binding */ within)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
// The file system as the report search sees it. tinyglobby follows symbolic links itself but
// drops, without a word, a link it cannot resolve, and would search a linked folder anywhere on
// the machine (a link to / in a pull request: the whole runner). This view, passed as its `fs`,
// changes two things and records them, so the search can list each instead of dropping it:
// - a link that cannot be resolved (dangling, or a loop) looks like a file, so the patterns
//   are matched against its name as against any other;
// - a folder reached through a link that leads outside every allowed root looks empty;
// - a named pipe, a device or a socket looks like a file, so that one a pattern matches is
//   listed (and refused when read: src/files/read-bounded.ts) instead of dropped.
// Folders reached by plain descent are not checked: the walk starts where a pattern points.


/** True when `real` is `root` or lies under it (both real, absolute paths). */
function within(real, root) {
    return real === root || real.startsWith(root.endsWith((node_path__WEBPACK_IMPORTED_MODULE_1___default().sep)) ? root : root + (node_path__WEBPACK_IMPORTED_MODULE_1___default().sep));
}
function linkView(roots) {
    const outsideFolders = new Set();
    const unresolvable = new Set();
    // Real path -> the first link the walker resolved to it.
    const reachedThrough = new Map();
    const strip = (walked) => (walked.length > 1 ? walked.replace(/\/+$/, '') : walked);
    const readdir = (folder, options, callback) => {
        // The walker reads a linked folder by the real path the link resolved to.
        const link = reachedThrough.get(strip(folder));
        if (link !== undefined && !roots.some((root) => within(strip(folder), root))) {
            outsideFolders.add(link);
            callback(null, []);
            return;
        }
        node_fs__WEBPACK_IMPORTED_MODULE_0__.readdir(folder, options, (error, entries) => {
            if (error)
                return callback(error, entries);
            for (const entry of entries)
                if (entry.isFIFO() || entry.isCharacterDevice() || entry.isBlockDevice() || entry.isSocket())
                    entry.isFile = () => true;
            callback(null, entries);
        });
    };
    // The walker asks for the real path of symbolic links only.
    const realpath = (link, callback) => {
        node_fs__WEBPACK_IMPORTED_MODULE_0__.realpath(link, (error, real) => {
            if (error) {
                unresolvable.add(link);
                callback(null, link);
                return;
            }
            if (!reachedThrough.has(real))
                reachedThrough.set(real, strip(link));
            callback(null, real);
        });
    };
    const stat = (target, callback) => {
        if (unresolvable.has(target))
            node_fs__WEBPACK_IMPORTED_MODULE_0__.lstat(target, callback);
        else
            node_fs__WEBPACK_IMPORTED_MODULE_0__.stat(target, callback);
    };
    return {
        fs: {
            readdir: readdir,
            realpath: realpath,
            stat: stat,
        },
        outsideFolders,
    };
}


/***/ }),

/***/ 1543:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Mv: () => (/* binding */ readBoundedFile),
/* harmony export */   TH: () => (/* binding */ InputFileError),
/* harmony export */   ix: () => (/* binding */ megabytes)
/* harmony export */ });
/* unused harmony export MAX_INPUT_BYTES */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
// Reading an input file whole, within bounds: only a regular file (a link to /dev/zero, a named
// pipe or a device would be read without end, or block), and at most MAX_INPUT_BYTES of it (a
// larger file, a 600 MB sparse one say, would pass what the runtime can hold as one string).


/** The largest input file citegate reads: a report, an article, a verdict file, a dataset. */
const MAX_INPUT_BYTES = 100_000_000;
/** Why an input file is not read; its message is the whole reason, for "the file NAME: …" or an invalid report. */
class InputFileError extends Error {
}
/**
 * The bytes of `file` (an absolute or working-directory path), or InputFileError when it is not
 * a regular file or is larger than `maxBytes`. Opened without blocking (a named pipe would wait
 * for a writer), then checked on the open file, so the check and the read are of one file.
 */
async function readBoundedFile(file, maxBytes = MAX_INPUT_BYTES) {
    const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(file, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK);
    try {
        const info = await handle.stat();
        if (!info.isFile())
            throw new InputFileError(`not a regular file (${kindOf(info)}): citegate reads only regular files`);
        if (info.size > maxBytes)
            throw new InputFileError(`the file is ${megabytes(info.size)}, more than the ${megabytes(maxBytes)} citegate reads`);
        // Read to the end, but never past the bound: a file that grew since is refused, never read
        // without end. Into one buffer of the size the file had, plus a byte to see it grew: chunks
        // joined at the end copied a 50 MB report once more (a tenth of what its check cost in CPU).
        let buffer = Buffer.allocUnsafe(info.size + 1);
        let length = 0;
        for (;;) {
            if (length === buffer.length) {
                const grown = Buffer.allocUnsafe(Math.min(buffer.length * 2, maxBytes + 1));
                buffer.copy(grown, 0, 0, length);
                buffer = grown;
            }
            const { bytesRead } = await handle.read(buffer, length, buffer.length - length, null);
            if (bytesRead === 0)
                break;
            length += bytesRead;
            if (length > maxBytes)
                throw new InputFileError(`the file is more than the ${megabytes(maxBytes)} citegate reads`);
        }
        return buffer.subarray(0, length);
    }
    finally {
        await handle.close();
    }
}
function kindOf(info) {
    if (info.isDirectory())
        return 'a folder';
    if (info.isCharacterDevice())
        return 'a character device';
    if (info.isBlockDevice())
        return 'a block device';
    if (info.isFIFO())
        return 'a named pipe';
    if (info.isSocket())
        return 'a socket';
    return 'not a file';
}
function megabytes(bytes) {
    return `${Math.round(bytes / 100_000) / 10} MB`;
}


/***/ }),

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
        ...(read.citationMarks ? { citationMarks: read.citationMarks } : {}),
    };
}


/***/ }),

/***/ 1697:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   l: () => (/* binding */ providerOf),
/* harmony export */   o: () => (/* binding */ loadProviderJson),
/* harmony export */   readProviderAnswer: () => (/* binding */ readProviderAnswer)
/* harmony export */ });
/* harmony import */ var _report_json_file_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7376);
/* harmony import */ var _report_schema_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1327);
/* harmony import */ var _text_fingerprint_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(739);
/* harmony import */ var _report_locate_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3235);
/* harmony import */ var _positions_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(1592);
/* harmony import */ var _markdown_loaded_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5171);
/* harmony import */ var _markdown_dialects_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5513);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2857);
// A model provider's answer saved as JSON, with the citations the API returned beside its text:
// - Anthropic Messages: `content[]` text blocks, each cited block with `citations[]` (`url`,
//   `title`, `cited_text` for web search; `document_title`, `cited_text` for documents);
// - OpenAI Responses: `output[]` messages whose `output_text` parts carry `annotations[]` of type
//   `url_citation` with `start_index`/`end_index` over the inline ([site](url)) link;
// - OpenRouter (and OpenAI-compatible chat completions): `choices[0].message.annotations[]`, each a
//   `url_citation` with `url`, `title`, `content`, and indices that may all be 0;
// - Perplexity: `choices[0].message.content` with [n] markers and a top-level `citations[]` of URLs
//   (and `search_results[]` with titles).
// The answer text is Markdown and is read as a Markdown report (../markdown): its sentences are
// claims; each cited span binds to its sources there; `cited_text` and `content` are source text,
// so quotes, numbers and the verifier work on them.








// The answers' shapes, built on first use: a check that reads no provider answer (most) does
// not build them when the command line starts.
function buildSchemas() {
    const AnthropicCitation = zod__WEBPACK_IMPORTED_MODULE_6__/* .looseObject */ ._H3({
        type: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().optional(),
        url: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().nullish(),
        title: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().nullish(),
        document_title: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().nullish(),
        cited_text: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().nullish(),
    });
    const Anthropic = zod__WEBPACK_IMPORTED_MODULE_6__/* .looseObject */ ._H3({
        type: zod__WEBPACK_IMPORTED_MODULE_6__/* .literal */ .euz('message'),
        content: zod__WEBPACK_IMPORTED_MODULE_6__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_6__/* .looseObject */ ._H3({ type: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP(), text: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().optional(), citations: zod__WEBPACK_IMPORTED_MODULE_6__/* .array */ .YOg(AnthropicCitation).nullish() })),
    });
    const UrlCitation = zod__WEBPACK_IMPORTED_MODULE_6__/* .looseObject */ ._H3({
        url: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP(),
        title: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().nullish(),
        content: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().nullish(),
        start_index: zod__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig().nullish(),
        end_index: zod__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig().nullish(),
    });
    const OpenAIResponses = zod__WEBPACK_IMPORTED_MODULE_6__/* .looseObject */ ._H3({
        object: zod__WEBPACK_IMPORTED_MODULE_6__/* .literal */ .euz('response'),
        output: zod__WEBPACK_IMPORTED_MODULE_6__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_6__/* .looseObject */ ._H3({
            type: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP(),
            content: zod__WEBPACK_IMPORTED_MODULE_6__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_6__/* .looseObject */ ._H3({
                type: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP(),
                text: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().optional(),
                annotations: zod__WEBPACK_IMPORTED_MODULE_6__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_6__/* .looseObject */ ._H3({ type: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP() }).and(UrlCitation.partial())).optional(),
            }))
                .optional(),
        })),
    });
    const ChatCompletion = zod__WEBPACK_IMPORTED_MODULE_6__/* .looseObject */ ._H3({
        choices: zod__WEBPACK_IMPORTED_MODULE_6__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_6__/* .looseObject */ ._H3({
            message: zod__WEBPACK_IMPORTED_MODULE_6__/* .looseObject */ ._H3({
                content: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().nullish(),
                annotations: zod__WEBPACK_IMPORTED_MODULE_6__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_6__/* .looseObject */ ._H3({ type: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().optional(), url_citation: UrlCitation.optional() }))
                    .optional(),
            }),
        }))
            .min(1),
        citations: zod__WEBPACK_IMPORTED_MODULE_6__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP()).optional(),
        search_results: zod__WEBPACK_IMPORTED_MODULE_6__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_6__/* .looseObject */ ._H3({ url: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP(), title: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().nullish() })).optional(),
    });
    return { Anthropic, UrlCitation, OpenAIResponses, ChatCompletion };
}
let schemas;
const shapes = () => (schemas ??= buildSchemas());
/** The provider a JSON value is an answer of, or null: how `auto` tells these files apart. */
function providerOf(value) {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
        return null;
    const object = value;
    if (object.type === 'message' && Array.isArray(object.content))
        return 'anthropic';
    if (object.object === 'response' && Array.isArray(object.output))
        return 'openai_responses';
    if (Array.isArray(object.choices))
        return Array.isArray(object.citations) || Array.isArray(object.search_results) ? 'perplexity' : 'openrouter';
    return null;
}
/**
 * The answer assembled: its strings, the citations placed in them and the sources given beside
 * them. Placed citations are markers inserted into the text; they are collected and spliced in
 * once (`build`), not one by one into a growing text (quadratic: 20,000 annotations took 72 s).
 * Positions given to `cite` are in the text of the strings alone.
 */
class Answer {
    entries = [];
    notices = [];
    /** Choices of a chat completion past the first, not read: each one is an unread mark of the census. */
    unreadChoices = 0;
    /** The length of the strings added so far. */
    length = 0;
    pieces = [];
    insertions = [];
    tokens = 0;
    add(piece) {
        this.pieces.push({ start: this.length, piece });
        this.length += piece.text.length;
    }
    /** The file offset of character `index` of the strings (the last one known where a piece has none). */
    offsetAt(index) {
        let low = 0;
        let high = this.pieces.length - 1;
        while (low < high) {
            const mid = (low + high + 1) >>> 1;
            if (this.pieces[mid].start <= index)
                low = mid;
            else
                high = mid - 1;
        }
        for (let at = low; at >= 0; at--) {
            const { start, piece } = this.pieces[at];
            const offsets = piece.offsets;
            if (offsets.length > 0)
                return offsets[Math.min(index - start, offsets.length - 1)] ?? 0;
            index = start - 1;
        }
        return 0;
    }
    /** A citation placed at `at` in the text: a marker only citegate writes, bound to its entry. */
    cite(at, entry) {
        const label = `cg-${++this.tokens}`;
        this.insertions.push({ at, token: ` [^${label}]`, order: this.tokens });
        this.entries.push({ ...entry, label, written: label, list: 'the citations', syntax: 'provider', placed: true });
    }
    /** A source given without a place in the text: it is still a record. */
    listed(entry) {
        this.entries.push({ ...entry, list: 'the citations', syntax: 'provider' });
    }
    /** The text with the citations in place, and each character's offset in the file. */
    build() {
        // At one place, the citation placed last stands first (as inserting each in turn had it).
        const insertions = this.insertions.sort((a, b) => a.at - b.at || b.order - a.order);
        let extra = 0;
        for (const { token } of insertions)
            extra += token.length;
        const offsets = new Int32Array(this.length + extra);
        const parts = [];
        let written = 0;
        let last = 0;
        let next = 0;
        const insertUpTo = (at) => {
            for (; next < insertions.length && insertions[next].at <= at; next++) {
                const { at: place, token } = insertions[next];
                parts.push(token);
                offsets.fill(this.offsetAt(Math.max(0, place - 1)), written, written + token.length);
                written += token.length;
            }
        };
        for (const { start, piece } of this.pieces) {
            let from = 0;
            while (from < piece.text.length) {
                const stop = next < insertions.length
                    ? Math.min(insertions[next].at - start, piece.text.length)
                    : piece.text.length;
                if (stop > from) {
                    parts.push(piece.text.slice(from, stop));
                    for (let i = from; i < stop; i++) {
                        const offset = piece.offsets[i];
                        if (offset !== undefined)
                            last = offset;
                        offsets[written++] = last;
                    }
                    from = stop;
                }
                if (from < piece.text.length)
                    insertUpTo(start + from);
            }
        }
        insertUpTo(Infinity);
        return { text: parts.join(''), offsets };
    }
}
function pieceAt(json, quote, text) {
    if (quote === undefined)
        return { text, offsets: [] };
    return { text, offsets: (0,_report_locate_js__WEBPACK_IMPORTED_MODULE_3__/* .stringValueOffsets */ .Hk)(json, quote) };
}
async function loadProviderJson(file, parsed, readFile) {
    const read = await readProviderAnswer(parsed);
    if ('error' in read)
        return { format: 'provider-json', ...(read.dialect ? { dialect: read.dialect } : {}), file, error: read.error };
    return (0,_markdown_loaded_js__WEBPACK_IMPORTED_MODULE_4__/* .loadedTextReport */ .D)('provider-json', read.dialect, file, read.read, read.notices, readFile);
}
/** What a provider's answer says (pure: the loader reads the file and its verdict file). */
async function readProviderAnswer(parsed) {
    if (!parsed.ok)
        return { error: parsed.error };
    const dialect = providerOf(parsed.value);
    if (dialect === null) {
        return {
            error: {
                message: 'not a provider answer citegate can read: expected an Anthropic message (type: message), an OpenAI response (object: response) or a chat completion (choices[]) with its citations',
            },
        };
    }
    const json = parsed.text;
    // Text is fingerprinted as UTF-8, which a lone surrogate (a "\ud800" escape) has no form in.
    const surrogate = loneSurrogateEscape(parsed.value, json);
    if (surrogate !== null)
        return { dialect, error: surrogate };
    const answer = new Answer();
    const failed = assemble(dialect, parsed, answer);
    if (failed)
        return { dialect, error: failed };
    const oversized = answer.entries.find((entry) => (entry.quote?.length ?? 0) > _report_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_EXCERPT_CHARS */ .J2);
    if (oversized) {
        const at = (0,_positions_js__WEBPACK_IMPORTED_MODULE_7__/* .lineLocator */ .h)(json)(oversized.offset);
        return {
            dialect,
            error: {
                message: `a citation's cited text is ${oversized.quote.length.toLocaleString('en-US')} characters, more than the ${_report_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_EXCERPT_CHARS */ .J2.toLocaleString('en-US')} a source's text may have (as a pipeline report's excerpt): the answer is not read`,
                ...at,
            },
        };
    }
    const at = (0,_positions_js__WEBPACK_IMPORTED_MODULE_7__/* .lineLocator */ .h)(json);
    const built = answer.build();
    // The Markdown reader (and its parser) is loaded with the first answer that needs it.
    const { readMarkdown } = await Promise.all(/* import() */[__webpack_require__.e(995), __webpack_require__.e(267), __webpack_require__.e(409), __webpack_require__.e(220)]).then(__webpack_require__.bind(__webpack_require__, 2220));
    const read = readMarkdown(built.text, 'generic', {
        entries: answer.entries,
        at: (offset) => at(built.offsets[offset] ?? built.offsets[built.offsets.length - 1] ?? 0),
    });
    // Each unread choice counts in the census as one mark seen and not read.
    const marks = read.citationMarks;
    const counted = answer.unreadChoices > 0 && marks
        ? {
            ...read,
            citationMarks: {
                seen: marks.seen + answer.unreadChoices,
                bound: marks.bound,
                unread: marks.unread + answer.unreadChoices,
            },
        }
        : read;
    return { dialect, read: counted, notices: [...answer.notices, ...read.notices] };
}
/**
 * Where the answer holds a lone UTF-16 surrogate, if it does: the first `\uD800`–`\uDFFF` escape
 * with no partner, located in the file. Strings are walked with a stack, never by recursion.
 */
function loneSurrogateEscape(value, json) {
    const stack = [value];
    let found = false;
    while (stack.length > 0 && !found) {
        const item = stack.pop();
        if (typeof item === 'string')
            found = (0,_text_fingerprint_js__WEBPACK_IMPORTED_MODULE_2__/* .hasLoneSurrogate */ .fI)(item);
        else if (Array.isArray(item))
            for (const element of item)
                stack.push(element);
        else if (typeof item === 'object' && item !== null)
            for (const element of Object.values(item))
                stack.push(element);
    }
    if (!found)
        return null;
    let offset = 0;
    let pendingHigh = -1;
    const escape = /\\(?:u([0-9a-fA-F]{4})|[^u])/g;
    for (let match = escape.exec(json); match; match = escape.exec(json)) {
        const unit = match[1] === undefined ? -1 : Number.parseInt(match[1], 16);
        const high = unit >= 0xd800 && unit <= 0xdbff;
        const low = unit >= 0xdc00 && unit <= 0xdfff;
        if (pendingHigh !== -1 && !(low && match.index === pendingHigh + 6)) {
            offset = pendingHigh;
            break;
        }
        if (pendingHigh !== -1 && low) {
            pendingHigh = -1;
            continue;
        }
        if (low) {
            offset = match.index;
            break;
        }
        pendingHigh = high ? match.index : -1;
        offset = pendingHigh;
    }
    const at = (0,_positions_js__WEBPACK_IMPORTED_MODULE_7__/* .lineLocator */ .h)(json)(Math.max(0, offset));
    return {
        message: `the answer holds a lone UTF-16 surrogate (the JSON escape ${json.slice(offset, offset + 6)}), which has no UTF-8 form: citegate fingerprints text as UTF-8, as the pipeline does, so the answer is not read`,
        ...at,
    };
}
/** A citation's place, when the indices give one: whole numbers with 0 <= start <= end <= the text's length. */
function placeOf(start, end, length) {
    const from = start ?? 0;
    const to = end ?? 0;
    if (!Number.isInteger(from) || !Number.isInteger(to) || from < 0 || to < from || to > length)
        return {
            refused: `start_index ${start ?? 'absent'} and end_index ${end ?? 'absent'} do not lie within the text's ${length.toLocaleString('en-US')} characters`,
        };
    return { from, to };
}
/** Whether the span is the inline link of the URL (`[site](url)`), which the Markdown reader binds itself. */
function spanLinks(text, from, to, url) {
    // A link's span is its text and URL; a longer span is not searched (20,000 spans over a whole answer).
    return to - from <= 2 * url.length + 4096 && text.slice(from, to).includes(url);
}
/**
 * A chat completion asked with n > 1 holds several answers; citegate reads the first (choices[0])
 * as the report. Each other choice with text or citations is an `unread_marker` that names it and
 * what it holds, counted by max-unread-markers (default 0): its citations are not checked, and
 * a file that lost them must not look clean. Saved one choice a file, each is read.
 */
function unreadChoices(choices, json, at, answer) {
    if (choices.length < 2)
        return;
    const offsets = new Map((0,_report_locate_js__WEBPACK_IMPORTED_MODULE_3__/* .valueOffsets */ .uN)(json, ['choices', _report_locate_js__WEBPACK_IMPORTED_MODULE_3__/* .ANY */ .x4]).map(({ path, offset }) => [path[1], offset]));
    choices.forEach((choice, index) => {
        if (index === 0)
            return;
        const text = choice.message.content ?? '';
        const citations = choice.message.annotations?.length ?? 0;
        if (text.trim() === '' && citations === 0)
            return;
        answer.unreadChoices++;
        const holds = citations > 0 ? `its text and ${citations === 1 ? '1 citation' : `${citations} citations`}` : 'its text';
        answer.notices.push({
            code: 'unread_marker',
            message: `choice ${index} of ${choices.length} (choices[${index}]) could not be read: citegate reads the first choice of a chat completion as the report, so ${holds} are not checked; save each choice as its own file to check it`,
            ...at(offsets.get(index) ?? 0),
            subject: `choices[${index}]`,
        });
    });
}
/** Builds the answer's text and sources; returns an error when the shape is not the provider's. */
function assemble(dialect, parsed, answer) {
    const json = parsed.text;
    const at = (0,_positions_js__WEBPACK_IMPORTED_MODULE_7__/* .lineLocator */ .h)(json);
    if (dialect === 'anthropic') {
        const read = (0,_report_json_file_js__WEBPACK_IMPORTED_MODULE_0__/* .checkJson */ .Zs)(parsed, shapes().Anthropic);
        if (!read.ok)
            return read.error;
        const quotes = new Map((0,_report_locate_js__WEBPACK_IMPORTED_MODULE_3__/* .valueOffsets */ .uN)(json, ['content', _report_locate_js__WEBPACK_IMPORTED_MODULE_3__/* .ANY */ .x4, 'text']).map(({ path, offset }) => [path[1], offset]));
        read.value.content.forEach((block, index) => {
            if (block.type !== 'text' || block.text === undefined)
                return;
            answer.add(pieceAt(json, quotes.get(index), block.text));
            const end = answer.length;
            for (const citation of block.citations ?? []) {
                const url = citation.url ?? undefined;
                const title = citation.title ?? citation.document_title ?? url ?? 'cited document';
                // The cited block ends where its citations stand, as a marker after the cited words would.
                answer.cite(end, {
                    ...(url ? { url } : {}),
                    title,
                    ...(citation.cited_text ? { quote: citation.cited_text } : {}),
                    raw: JSON.stringify(citation),
                    offset: answer.offsetAt(end - 1),
                });
            }
        });
        return null;
    }
    if (dialect === 'openai_responses') {
        const read = (0,_report_json_file_js__WEBPACK_IMPORTED_MODULE_0__/* .checkJson */ .Zs)(parsed, shapes().OpenAIResponses);
        if (!read.ok)
            return read.error;
        const quotes = new Map((0,_report_locate_js__WEBPACK_IMPORTED_MODULE_3__/* .valueOffsets */ .uN)(json, ['output', _report_locate_js__WEBPACK_IMPORTED_MODULE_3__/* .ANY */ .x4, 'content', _report_locate_js__WEBPACK_IMPORTED_MODULE_3__/* .ANY */ .x4, 'text']).map(({ path, offset }) => [
            `${path[1]}/${path[3]}`,
            offset,
        ]));
        // Where each annotation is written in the file, for a notice about it.
        const annotationsAt = new Map();
        const annotationOffsets = new Map((0,_report_locate_js__WEBPACK_IMPORTED_MODULE_3__/* .valueOffsets */ .uN)(json, ['output', _report_locate_js__WEBPACK_IMPORTED_MODULE_3__/* .ANY */ .x4, 'content', _report_locate_js__WEBPACK_IMPORTED_MODULE_3__/* .ANY */ .x4, 'annotations', _report_locate_js__WEBPACK_IMPORTED_MODULE_3__/* .ANY */ .x4]).map(({ path, offset }) => [
            `${path[1]}/${path[3]}/${path[5]}`,
            offset,
        ]));
        read.value.output.forEach((item, itemIndex) => {
            (item.content ?? []).forEach((part, partIndex) => {
                if (part.type !== 'output_text' || part.text === undefined)
                    return;
                (part.annotations ?? []).forEach((annotation, index) => {
                    const offset = annotationOffsets.get(`${itemIndex}/${partIndex}/${index}`);
                    if (offset !== undefined)
                        annotationsAt.set(annotation, offset);
                });
                const base = answer.length;
                const partText = part.text;
                answer.add(pieceAt(json, quotes.get(`${itemIndex}/${partIndex}`), partText));
                const citations = (part.annotations ?? []).filter((annotation) => annotation.type === 'url_citation' && typeof annotation.url === 'string');
                citations.forEach((annotation, annotationIndex) => {
                    const url = annotation.url;
                    const entry = {
                        url,
                        title: annotation.title ?? url,
                        raw: JSON.stringify(annotation),
                        offset: answer.offsetAt(base),
                    };
                    const place = placeOf(annotation.start_index, annotation.end_index, partText.length);
                    if ('refused' in place) {
                        // Never clamped: a citation put at the end of the text would cite the wrong sentence.
                        answer.listed(entry);
                        answer.notices.push({
                            code: 'citation_without_span',
                            message: `output[${itemIndex}].content[${partIndex}].annotations[${annotationIndex}] cites ${url}, but its ${place.refused}: its place is refused, so no sentence is said to cite it`,
                            ...at(entry.offset),
                            evidenceId: url,
                        });
                    }
                    else if (spanLinks(partText, place.from, place.to, url))
                        answer.listed(entry);
                    // The span is the inline ([site](url)) link, which the Markdown reader binds itself.
                    else if (annotation.start_index == null && annotation.end_index == null) {
                        // xAI's Responses give a url_citation with no span at all: it cites no sentence in particular.
                        const linked = partText.includes(url);
                        answer.listed(linked ? entry : { ...entry, unplaced: true });
                        if (!linked)
                            answer.notices.push({
                                code: 'citation_without_span',
                                message: `an annotation cites ${url} with no place in the text (it has no start_index or end_index) and the text does not link it: no sentence can be said to cite it`,
                                ...at(annotationsAt.get(annotation) ?? entry.offset),
                                evidenceId: url,
                            });
                    }
                    else
                        answer.cite(base + place.to, entry);
                });
            });
        });
        return null;
    }
    const read = (0,_report_json_file_js__WEBPACK_IMPORTED_MODULE_0__/* .checkJson */ .Zs)(parsed, shapes().ChatCompletion);
    if (!read.ok)
        return read.error;
    unreadChoices(read.value.choices, json, at, answer);
    const message = read.value.choices[0]?.message;
    const quote = (0,_report_locate_js__WEBPACK_IMPORTED_MODULE_3__/* .valueOffsets */ .uN)(json, ['choices', 0, 'message', 'content'])[0]?.offset;
    const text = message?.content ?? '';
    answer.add(pieceAt(json, quote, text));
    if (dialect === 'perplexity') {
        const titles = new Map((read.value.search_results ?? []).map((result) => [result.url, result.title ?? undefined]));
        const urls = read.value.citations ?? (read.value.search_results ?? []).map((result) => result.url);
        const listOffsets = (0,_report_locate_js__WEBPACK_IMPORTED_MODULE_3__/* .valueOffsets */ .uN)(json, [read.value.citations ? 'citations' : 'search_results', _report_locate_js__WEBPACK_IMPORTED_MODULE_3__/* .ANY */ .x4]);
        urls.forEach((url, index) => {
            answer.listed({
                label: String(index + 1),
                written: String(index + 1),
                url,
                title: titles.get(url) ?? url,
                raw: url,
                offset: listOffsets[index]?.offset ?? 0,
            });
        });
        return null;
    }
    // OpenRouter: a citation with real indices is placed at its end; one whose indices are all 0
    // is bound where its URL is linked in the text, else said to have no place; indices outside the
    // text are refused, never clamped.
    const annotations = (message?.annotations ?? []).filter((annotation) => annotation.url_citation !== undefined);
    const annotationOffsets = (0,_report_locate_js__WEBPACK_IMPORTED_MODULE_3__/* .valueOffsets */ .uN)(json, ['choices', 0, 'message', 'annotations', _report_locate_js__WEBPACK_IMPORTED_MODULE_3__/* .ANY */ .x4]);
    annotations.forEach((annotation, index) => {
        const citation = annotation.url_citation;
        const entry = {
            url: citation.url,
            title: citation.title ?? citation.url,
            ...(citation.content ? { quote: citation.content } : {}),
            raw: JSON.stringify(citation),
            offset: annotationOffsets[index]?.offset ?? 0,
        };
        const place = placeOf(citation.start_index, citation.end_index, text.length);
        if (!('refused' in place) && place.to > 0 && !spanLinks(text, place.from, place.to, citation.url)) {
            answer.cite(place.to, entry);
            return;
        }
        answer.listed('refused' in place || text.includes(citation.url) ? entry : { ...entry, unplaced: true });
        if ('refused' in place)
            answer.notices.push({
                code: 'citation_without_span',
                message: `annotation ${index} cites ${citation.url}, but its ${place.refused}: its place is refused, so no sentence is said to cite it`,
                ...at(entry.offset),
                evidenceId: citation.url,
            });
        else if (!text.includes(citation.url))
            answer.notices.push({
                code: 'citation_without_span',
                message: `annotation ${index} cites ${citation.url} with no place in the text (start_index and end_index are ${citation.start_index ?? 0} and ${place.to}) and the text does not link it: no sentence can be said to cite it`,
                ...at(entry.offset),
                evidenceId: citation.url,
            });
    });
    return null;
}


/***/ }),

/***/ 1558:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F6: () => (/* binding */ isMissingFile),
/* harmony export */   Xx: () => (/* binding */ workspaceReader),
/* harmony export */   Zu: () => (/* binding */ readIfPresent),
/* harmony export */   f1: () => (/* binding */ readFailure),
/* harmony export */   uJ: () => (/* binding */ joinPath),
/* harmony export */   wg: () => (/* binding */ readInFolder)
/* harmony export */ });
/* unused harmony export missingFileError */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _files_find_reports_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5838);
/* harmony import */ var _files_link_view_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5725);
/* harmony import */ var _files_read_bounded_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1543);
// Every byte an input adapter reads goes through a ReadFile: by default the file system, within
// the folder a report may read from (workspaceReader); another caller may read a pull request's
// base version from git or the GitHub contents API instead. A missing file must throw an error
// whose `code` is 'ENOENT'.





/** A file a ReadFile will not read (a symbolic link that leads out of bounds or nowhere): the report is invalid, with this message. */
class RefusedFile extends Error {
}
/**
 * Reads files whose real path lies inside the working directory or, for a report outside it
 * that the command line named, inside `folder` (its FoundReport.within). A symbolic link that
 * leads elsewhere is refused as discovery refuses one (LINK_OUTSIDE), so that no article or
 * verdict file can bring a file from outside (a token, the environment) into the results.
 * The real path is what is read, so the check and the read are of one file; it must be a
 * regular file of at most MAX_INPUT_BYTES (src/files/read-bounded.ts).
 */
function workspaceReader(cwd, realCwd, folder) {
    const allowed = folder === undefined ? [realCwd] : [realCwd, folder];
    return async (file) => {
        const walked = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(cwd, file);
        let real;
        try {
            real = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(walked);
        }
        catch (error) {
            // A missing file stays ENOENT (readIfPresent's "absent"); a dangling link or a loop is said.
            const broken = await (0,_files_find_reports_js__WEBPACK_IMPORTED_MODULE_2__/* .brokenLink */ .yC)(walked, error);
            throw broken === undefined ? error : new RefusedFile(broken);
        }
        if (!allowed.some((root) => (0,_files_link_view_js__WEBPACK_IMPORTED_MODULE_3__/* .within */ .u)(real, root)))
            throw new RefusedFile(folder === undefined ? _files_find_reports_js__WEBPACK_IMPORTED_MODULE_2__/* .LINK_OUTSIDE */ .TB : _files_find_reports_js__WEBPACK_IMPORTED_MODULE_2__/* .LINK_OUTSIDE_FOLDER */ .yt);
        // Only a regular file, and not past the size bound: a link to /dev/zero is not read without end.
        return (0,_files_read_bounded_js__WEBPACK_IMPORTED_MODULE_4__/* .readBoundedFile */ .Mv)(real).catch((error) => Promise.reject(error instanceof _files_read_bounded_js__WEBPACK_IMPORTED_MODULE_4__/* .InputFileError */ .TH ? new RefusedFile(error.message) : error));
    };
}
/** What an invalid report says when one of its files could not be read. */
function readFailure(error, what = 'the file') {
    return error instanceof RefusedFile ? error.message : `cannot read ${what}: ${error.message}`;
}
/** True for the error a ReadFile throws when the file does not exist. */
function isMissingFile(error) {
    const code = error?.code;
    return code === 'ENOENT' || code === 'ENOTDIR';
}
/** The error a ReadFile throws for a missing file: what custom readers should throw too. */
function missingFileError(relativePath) {
    return Object.assign(new Error(`ENOENT: no such file, open '${relativePath}'`), { code: 'ENOENT' });
}
/** The bytes of a file, or null when it does not exist; other failures throw. */
async function readIfPresent(readFile, relativePath) {
    try {
        return await readFile(relativePath);
    }
    catch (error) {
        if (isMissingFile(error))
            return null;
        throw error;
    }
}
/** A file of a folder report: its path, and its bytes, null when it does not exist, or the error that kept it from being read. */
async function readInFolder(readFile, folder, name) {
    const path = joinPath(folder, name);
    return { path, bytes: await readIfPresent(readFile, path).catch((error) => error) };
}
/** Joins '/'-separated relative paths, as results and patterns spell them. */
function joinPath(folder, name) {
    return folder === '' || folder === '.' ? name : `${folder.replace(/\/+$/, '')}/${name}`;
}


/***/ }),

/***/ 1527:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cv: () => (/* binding */ FOLDER_VERDICT_FILE),
/* harmony export */   Kk: () => (/* binding */ readVerdictFile),
/* harmony export */   Pi: () => (/* binding */ folderReport),
/* harmony export */   ne: () => (/* binding */ verdictFilePath),
/* harmony export */   oZ: () => (/* binding */ VERDICT_FILE_IGNORE)
/* harmony export */ });
/* unused harmony export renderVerdictFile */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2857);
/* harmony import */ var _report_schema_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1327);
/* harmony import */ var _report_json_file_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7376);
/* harmony import */ var _report_locate_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3235);
/* harmony import */ var _read_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1558);
// Verdict files: the semantic verifier's results committed beside a report by `citegate verify`,
// in the pipeline's ClaimEvidenceVerification shape plus the model's name, and bound by `check`
// exactly like an envelope's results. The report itself is never written.





/** The verdict file of a folder report (STORM, Co-STORM). */
const FOLDER_VERDICT_FILE = 'citegate.verdicts.json';
const SUFFIX = '.verdicts.json';
/**
 * Where a report's verdicts live: `NAME.verdicts.json` beside a file `NAME.json` (so
 * `q3.report.json` → `q3.report.verdicts.json`), `citegate.verdicts.json` inside a folder.
 */
function verdictFilePath(report) {
    if (report.isFolder)
        return (0,_read_js__WEBPACK_IMPORTED_MODULE_3__/* .joinPath */ .uJ)(report.file, FOLDER_VERDICT_FILE);
    return `${report.file.replace(/\.(?:json|md|markdown)$/i, '')}${SUFFIX}`;
}
const VERDICT_FILE_IGNORE = `**/*${SUFFIX}`;
// The file's shape, built on first use: a check with no verdict file does not build it when the
// command line starts.
function buildVerdictFile() {
    /** A verdict as written: the pipeline's result, the model that gave it, and (ALCE) its item. */
    const Verdict = _report_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .ClaimEvidenceVerification */ .Vm.extend({
        model: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
        item: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int().nonnegative().optional(),
    });
    return zod__WEBPACK_IMPORTED_MODULE_4__/* .looseObject */ ._H3({ verifications: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(Verdict) });
}
let verdictFile;
async function readVerdictFile(readFile, path) {
    let bytes;
    try {
        bytes = await (0,_read_js__WEBPACK_IMPORTED_MODULE_3__/* .readIfPresent */ .Zu)(readFile, path);
    }
    catch (error) {
        return { ok: false, error: { file: path, message: (0,_read_js__WEBPACK_IMPORTED_MODULE_3__/* .readFailure */ .f1)(error, 'the verdict file') } };
    }
    if (bytes === null)
        return { ok: true, file: { path, exists: false, verifications: [], lines: new Map() } };
    const read = (0,_report_json_file_js__WEBPACK_IMPORTED_MODULE_1__/* .readJsonFile */ .JE)(bytes, (verdictFile ??= buildVerdictFile()), {
        file: path,
        elementsOf: () => ['verifications'],
    });
    if (!read.ok)
        return { ok: false, error: { ...read.error, message: `verdict file: ${read.error.message}` } };
    // Each verdict's line, so that one naming a sentence that is gone is shown where it is written.
    const lines = (0,_report_locate_js__WEBPACK_IMPORTED_MODULE_2__/* .positionsOf */ .q$)(read.text, read.elementOffsets).map((position) => position.line);
    const { verifications } = read.value;
    return {
        ok: true,
        file: {
            path,
            exists: true,
            verifications,
            lines: new Map(verifications.map((verdict, index) => [verdict, lines[index] ?? 1])),
        },
    };
}
/** A STORM or Co-STORM folder's report, with the verdict file inside the folder. */
async function folderReport(format, folder, readFile, claims, evidence, extra = {}) {
    const verdicts = await readVerdictFile(readFile, verdictFilePath({ file: folder, isFolder: true }));
    if (!verdicts.ok)
        return { format, file: folder, error: verdicts.error };
    const { notices, ...rest } = extra;
    return {
        format,
        file: folder,
        claims,
        evidence,
        sentenceIds: true,
        envelope: null,
        verdictFile: verdicts.file,
        ...rest,
        ...(notices && notices.length > 0 ? { notices } : {}),
    };
}
const FIELD_ORDER = (/* unused pure expression or super */ null && ([
    'claim_id',
    'evidence_id',
    'item',
    'verdict',
    'quote',
    'limitations',
    'confidence',
    'claim_sha256',
    'evidence_sha256',
    'verifier_version',
    'model',
]));
/** The file's text: stable field order and two-space indent, so that a re-run diffs cleanly. */
function renderVerdictFile(verdicts) {
    const ordered = verdicts.map((verdict) => {
        const out = {};
        for (const key of FIELD_ORDER)
            if (verdict[key] !== undefined)
                out[key] = verdict[key];
        for (const [key, value] of Object.entries(verdict))
            if (!(key in out))
                out[key] = value;
        return out;
    });
    return `${JSON.stringify({ generator: 'citegate verify', verifications: ordered }, null, 2)}\n`;
}


/***/ }),

/***/ 1327:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J2: () => (/* binding */ MAX_EXCERPT_CHARS),
/* harmony export */   K5: () => (/* binding */ ResearchReport),
/* harmony export */   Vm: () => (/* binding */ ClaimEvidenceVerification),
/* harmony export */   Y: () => (/* binding */ Verdict),
/* harmony export */   ZW: () => (/* binding */ Confidence),
/* harmony export */   l$: () => (/* binding */ ReportEnvelope)
/* harmony export */ });
/* unused harmony exports Relation, CounterEvidence, Claim, Assessment, EvidenceRecord, VerifierConfidence, ReportFile */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2857);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4377);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3759);
/* harmony import */ var _text_fingerprint_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(739);


// The research pipeline's report artifact (reference semantics.md). Field names are the
// pipeline's snake_case; unknown fields are allowed and kept (looseObject) so that a newer
// pipeline's extra fields never make a report invalid here.
const Confidence = zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['low', 'medium', 'high']);
const Verdict = zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['supports', 'contradicts', 'insufficient', 'unverifiable']);
const Relation = zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['supports', 'challenges', 'context']);
const Sha256Hex = zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().regex(/^[0-9a-f]{64}$/, 'expected 64 lowercase hex characters');
// Fingerprints hash UTF-8; a lone surrogate (a JSON "\ud800" escape) has no UTF-8 form, and
// the pipeline's Python could not have hashed it either.
const HashedText = zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
    .refine((text) => !(0,_text_fingerprint_js__WEBPACK_IMPORTED_MODULE_0__/* .hasLoneSurrogate */ .fI)(text), 'contains a lone UTF-16 surrogate escape, which has no UTF-8 form to fingerprint');
const IsoDateTime = zod__WEBPACK_IMPORTED_MODULE_2__/* .datetime */ .w$({ offset: true, local: true });
const CounterEvidence = zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    summary: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    evidence_ids: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).default([]),
    impact: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
});
const Claim = zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    id: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
    statement: HashedText,
    evidence_ids: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).default([]),
    counter_evidence: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(CounterEvidence).default([]),
    confidence: Confidence.default('medium'),
    uncertainty_notes: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).default([]),
});
const Assessment = zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    source_kind: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    credibility: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    relevance: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    is_primary: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional(),
    limitations: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).default([]),
});
/** The most characters a source's text may have: a pipeline excerpt, a provider's cited text. */
const MAX_EXCERPT_CHARS = 50_000;
const EvidenceRecord = zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    id: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
    title: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1).max(500),
    url: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(8).max(4000),
    // Empty for a source cited by URL alone: its text then comes from the report's snapshot file (docs/snapshots.md).
    excerpt: HashedText.check(zod__WEBPACK_IMPORTED_MODULE_3__/* ._maxLength */ .Eb(MAX_EXCERPT_CHARS)),
    relation: Relation.optional(),
    research_unit_id: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    published_at: IsoDateTime.nullable().optional(),
    assessment: Assessment.optional(),
    metadata: zod__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_1__/* .unknown */ .L5J()).optional(),
});
// `confidence` of a verifier result is not pinned down by the reference; the pipeline
// writes a number in [0, 1], older runs wrote low/medium/high. Both are accepted.
const VerifierConfidence = zod__WEBPACK_IMPORTED_MODULE_1__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().min(0).max(1), Confidence]);
const ClaimEvidenceVerification = zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    claim_id: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    evidence_id: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    verdict: Verdict,
    quote: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(2000).nullable(),
    limitations: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).max(10).default([]),
    confidence: VerifierConfidence,
    claim_sha256: Sha256Hex,
    evidence_sha256: Sha256Hex,
    verifier_version: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1).max(120),
});
const ResearchReport = zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    inquiry_id: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    title: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    summary: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    claims: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(Claim),
    evidence: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(EvidenceRecord),
    open_questions: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).default([]),
    confidence: Confidence.optional(),
    markdown: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    completed_at: IsoDateTime.nullable().optional(),
});
/** What the pipeline commits: the report with the verifier results it produced. */
const ReportEnvelope = zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    report: ResearchReport,
    verifications: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(ClaimEvidenceVerification),
});
/** A report file holds either a bare report or an envelope. */
const ReportFile = zod__WEBPACK_IMPORTED_MODULE_1__/* .union */ .KCZ([ReportEnvelope, ResearchReport]);


/***/ })

};
