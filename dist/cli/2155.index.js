(function (__citegate_import_meta_url, __WEBPACK_EXTERNAL_createRequire) { 'use strict'; return { id: 2155,
ids: [2155],
modules: {

/***/ 5838:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

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
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

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
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

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

/***/ 1592:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ lineLocator)
/* harmony export */ });
// Offsets to 1-based line and column, for many offsets in any order: the line starts are found
// once, then each offset is a binary search (an ALCE file places thousands of sentences). A line
// ends at LF, CRLF or a lone CR, as editors count lines.
function lineLocator(text) {
    const starts = [0];
    for (const lineBreak of text.matchAll(/\r\n?|\n/g))
        starts.push(lineBreak.index + lineBreak[0].length);
    return (offset) => {
        let low = 0;
        let high = starts.length - 1;
        while (low < high) {
            const mid = (low + high + 1) >> 1;
            if (starts[mid] <= offset)
                low = mid;
            else
                high = mid - 1;
        }
        return { line: low + 1, column: offset - starts[low] + 1 };
    };
}


/***/ }),

/***/ 1558:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

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
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cv: () => (/* binding */ FOLDER_VERDICT_FILE),
/* harmony export */   Kk: () => (/* binding */ readVerdictFile),
/* harmony export */   Pi: () => (/* binding */ folderReport),
/* harmony export */   ne: () => (/* binding */ verdictFilePath),
/* harmony export */   oZ: () => (/* binding */ VERDICT_FILE_IGNORE),
/* harmony export */   sj: () => (/* binding */ renderVerdictFile)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2503);
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
const FIELD_ORDER = [
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
];
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


/***/ })

} };
})
