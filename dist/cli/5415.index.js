(function (__citegate_import_meta_url, __WEBPACK_EXTERNAL_createRequire) { 'use strict'; return { id: 5415,
ids: [5415],
modules: {

/***/ 1934:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  $: () => (/* binding */ JsonLinesStore)
});

// UNUSED EXPORTS: boundEntries

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/files/atomic-write.ts
var atomic_write = __webpack_require__(4448);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
;// CONCATENATED MODULE: ./src/files/git-tracked.ts
// Whether git tracks a file: the caches are meant to come from actions/cache, never from the
// repository, where a pull request could commit answers no model gave (docs/security.md).


/** True when `file` is in the index of the git work tree it lies in (committed, or staged to be); false outside one, or without git. */
async function trackedByGit(file) {
    try {
        // node:child_process is loaded here, not with the module: most runs hold no cache, and start sooner without it.
        const run = (0,external_node_util_.promisify)(process.getBuiltinModule('node:child_process').execFile);
        await run('git', ['ls-files', '--error-unmatch', '--', external_node_path_default().basename(file)], {
            cwd: external_node_path_default().dirname(external_node_path_default().resolve(file)),
        });
        return true;
    }
    catch {
        return false;
    }
}

;// CONCATENATED MODULE: ./src/files/packed-entry.ts
// A store entry held deflated in memory (src/files/jsonl-store.ts, StoreKind.packOver): a
// provenance cache keeps each page's text until the run saves it, and a run that reads large
// pages would otherwise hold up to the cache's whole byte bound (200 MB) of text as strings.
// The value is kept as its JSON, deflated; reading `value` gives back an equal value (every
// stored value is JSON: it was read from a line of the file, or is written to one).
// node:zlib, loaded when the first value is packed (getBuiltinModule: Node 20.16 and later), not
// with every run that holds a store.
const zlib = () => process.getBuiltinModule('node:zlib');
class PackedEntry {
    packed;
    bytes;
    lastRun;
    jsonBytes;
    constructor(packed, 
    /** The value's size as the store counts it (roughBytes), kept so that the bound is counted without unpacking. */
    bytes, lastRun, 
    /** The UTF-8 bytes of the value's JSON, so that a save sizes its line without unpacking it. */
    jsonBytes) {
        this.packed = packed;
        this.bytes = bytes;
        this.lastRun = lastRun;
        this.jsonBytes = jsonBytes;
    }
    static of(value, bytes, lastRun) {
        const json = Buffer.from(JSON.stringify(value));
        // Level 1: a 20 MB page's text packs in a fraction of the time reading the page took.
        return new PackedEntry(zlib().deflateRawSync(json, { level: 1 }), bytes, lastRun, json.length);
    }
    /** A new copy of the value on every read. */
    get value() {
        return JSON.parse(this.json());
    }
    /** The value's JSON, as JSON.stringify wrote it (and writes the value read back). */
    json() {
        return zlib().inflateRawSync(this.packed).toString('utf8');
    }
    /** The same value, last used by `lastRun`, without unpacking it. */
    withLastRun(lastRun) {
        return new PackedEntry(this.packed, this.bytes, lastRun, this.jsonBytes);
    }
}

// EXTERNAL MODULE: ./src/text/json-value.ts
var json_value = __webpack_require__(3121);
// EXTERNAL MODULE: ./src/text/redact.ts
var text_redact = __webpack_require__(3326);
;// CONCATENATED MODULE: ./src/files/jsonl-store.ts
// A keyed store in a JSON Lines file, bounded in size: the answer cache (src/semantic/cache.ts)
// and the provenance cache (src/provenance/cache.ts) are two kinds of it. The file:
//
//   {"format":"citegate-semantic-cache","version":2,"run":12}         the header
//   {"key":"<key>","last_run":12,"entry":{…}}                          one line per entry
//
// (each kind names its value field: `entry` in the answer cache, `value` in the provenance cache).
//
// The file is read line by line, so its size is never bounded by the longest string the runtime
// can hold, and a bad line costs that line only. A file this store cannot keep in full (not a
// store of this kind, a newer version, a read error) is never overwritten: it is left as it is,
// with one warning, and this run saves nothing there.
//
// Runs may share one file (jobs on one self-hosted runner, two terminals). A save takes a lock
// (proper-lockfile: a folder `.NAME.lock` beside the file), reads the file again if another run
// wrote it since this one read it, and writes the union, so no run's entries are lost.








/**
 * No entry comes near this, and it keeps every line far below the runtime's longest string
 * (about 512 MiB). Only an old single-document file is one long line.
 */
const MAX_LINE_BYTES = 256 * 1024 * 1024;
const MAX_LINE_MIB = MAX_LINE_BYTES / 1024 / 1024;
class JsonLinesStore {
    file;
    kind;
    entries;
    run;
    warnings;
    writable;
    stale;
    readVersion;
    redact;
    writeOptions;
    changed = false;
    /** Keys this run set: its value wins over the file's in a merge. */
    added = new Set();
    /** Keys this run used: their last run is this run's, whatever the file says. */
    used = new Set();
    /** With a byte bound: each entry's size, about as its line will take (roughBytes), and their sum. */
    held = new Map();
    heldBytes = 0;
    constructor(file, kind, entries, 
    /** This run's number: one more than the last run the file knows. */
    run, 
    /** Each to be said once; none is fatal. */
    warnings, 
    /** False: this run never writes the file (read-only, or the file holds what this store cannot keep). */
    writable, 
    /** The file should be rewritten even if nothing was used: an old format, unusable lines. */
    stale, 
    /** The file as it was read (null: there was none), to tell whether another run wrote it since. */
    readVersion, 
    /** Applied to every value written: no configured secret reaches the file. */
    redact, 
    /** How the file is written: never through a symbolic link (src/files/output-guard.ts's policy). */
    writeOptions = {}) {
        this.file = file;
        this.kind = kind;
        this.entries = entries;
        this.run = run;
        this.warnings = warnings;
        this.writable = writable;
        this.stale = stale;
        this.readVersion = readVersion;
        this.redact = redact;
        this.writeOptions = writeOptions;
    }
    /**
     * Reads the file. Never throws: a missing file is an empty store, every other problem a
     * warning. `readOnly`: the run only looks entries up (the base of a comparison): it neither
     * counts as a run nor writes the file. `secrets` are redacted from every value written.
     */
    static async load(file, kind, options = {}) {
        const redact = (0,text_redact/* redactor */.$p)(options.secrets ?? []);
        if (await trackedByGit(file)) {
            // Committed, so written by whoever wrote the commit (a pull request, say): its entries
            // would decide verdicts and pages no model or fetch produced. Neither read nor overwritten.
            const warning = `${kind.label} ${file} is tracked by git, so it is not read: a cache is meant to come from actions/cache, and a committed one may hold ${kind.saves} that no run produced. It is left as it is, and this run's ${kind.saves} are not saved (remove it from the repository, or choose another ${kind.setting ?? 'path'})`;
            return new JsonLinesStore(file, kind, new Map(), 1, [warning], false, false, null, redact, options.write);
        }
        const version = await fileVersion(file);
        const read = await readStoreFile(file, kind);
        const loaded = read === 'missing' ? emptyLoad() : read;
        const writable = loaded.writable && !options.readOnly;
        if (writable)
            await removeLeftovers(file);
        return new JsonLinesStore(file, kind, loaded.entries, loaded.run, loaded.warnings, writable, loaded.stale, version, redact, options.write);
    }
    /** The value for `key`, marked as used by this run. */
    get(key) {
        const stored = this.entries.get(key);
        if (!stored)
            return undefined;
        stored.lastRun = this.run;
        this.used.add(key);
        this.changed = true;
        return stored.value;
    }
    set(key, value) {
        const stored = heldEntry(value, this.run, this.kind.packOver);
        this.entries.set(key, stored);
        this.added.add(key);
        this.changed = true;
        // The byte bound holds in memory too, not only in the file: a run that adds page after page
        // keeps what the file would keep, and lets the rest go as it goes.
        const { maxBytes } = this.kind.bound;
        if (maxBytes === undefined)
            return;
        if (this.held.size === 0)
            for (const [known, entry] of this.entries)
                this.hold(known, entry);
        else
            this.hold(key, stored);
        if (this.heldBytes <= maxBytes)
            return;
        const kept = boundEntries(this.entries, this.run, this.kind.bound, {
            maxBytes,
            bytesOf: (known) => this.held.get(known) ?? 0,
        });
        for (const known of [...this.entries.keys()]) {
            if (kept.has(known))
                continue;
            this.entries.delete(known);
            this.added.delete(known);
            this.used.delete(known);
            this.heldBytes -= this.held.get(known) ?? 0;
            this.held.delete(known);
        }
    }
    hold(key, stored) {
        const bytes = (stored instanceof PackedEntry ? stored.bytes : roughBytes(stored.value)) + key.length;
        this.heldBytes += bytes - (this.held.get(key) ?? 0);
        this.held.set(key, bytes);
    }
    /**
     * Writes the file atomically (src/files/atomic-write.ts), bounded, entries sorted by key: when
     * this run used or added an entry, or the file needs rewriting. A run that saves counts as a
     * run; one that does not, does not. Under the file's lock: if another run wrote the file since
     * this one read it, what it holds now is merged in first (this run's own answers win for the
     * keys it set). Returns whether it wrote; a write error, a lock held too long, or a file that
     * another run turned into something this store cannot keep is thrown (the caller warns).
     */
    async save() {
        if (!this.writable || (!this.changed && !this.stale))
            return false;
        return withFileLock(this.file, async () => {
            await removeLeftovers(this.file);
            const now = await fileVersion(this.file);
            let run = this.run;
            let entries = this.entries;
            if (!sameVersion(now, this.readVersion)) {
                const read = await readStoreFile(this.file, this.kind);
                const current = read === 'missing' ? emptyLoad() : read;
                if (!current.writable)
                    throw new Error(`another run left it in a state this citegate cannot keep (${current.warnings.join('; ')}); this run's ${this.kind.saves} are not saved`);
                run = Math.max(this.run, current.run);
                entries = this.mergedInto(current.entries, run);
            }
            await this.write(entries, run);
            return true;
        });
    }
    /** The file's entries with this run's: what it set wins, what it used counts as used by `run`, the rest keeps its later use. */
    mergedInto(current, run) {
        const merged = new Map(current);
        for (const [key, stored] of this.entries) {
            const there = merged.get(key);
            if (this.added.has(key))
                merged.set(key, usedBy(stored, run));
            else if (this.used.has(key))
                merged.set(key, usedBy(there ?? stored, run));
            else if (!there || there.lastRun < stored.lastRun)
                merged.set(key, stored);
        }
        return merged;
    }
    async write(entries, run) {
        const { format, version, field, bound } = this.kind;
        const header = Buffer.from(JSON.stringify({ format, version, run }) + '\n');
        // Line by line into bytes, written as they are made: the whole file as one string could pass
        // the runtime's limit, and as one buffer would double what the entries hold.
        // A packed value with no secret to redact goes into its line as the JSON it is held as (the
        // line JSON.stringify would write of it unpacked): it is unpacked once, to be written, and not
        // to be sized, nor parsed and written out again.
        const asJson = (0,text_redact/* redactsNothing */.EU)(this.redact);
        const opening = (key, stored) => `${JSON.stringify({ key, last_run: stored.lastRun }).slice(0, -1)},${JSON.stringify(field)}:`;
        const lineOf = (key) => {
            const stored = entries.get(key);
            if (asJson && stored instanceof PackedEntry)
                return Buffer.from(`${opening(key, stored)}${stored.json()}}\n`);
            return Buffer.from(JSON.stringify({ key, last_run: stored.lastRun, [field]: (0,text_redact/* redactDeep */.KL)(stored.value, this.redact) }) + '\n');
        };
        const sizeOf = (key) => {
            const stored = entries.get(key);
            if (asJson && stored instanceof PackedEntry)
                return Buffer.byteLength(opening(key, stored)) + stored.jsonBytes + 2;
            return lineOf(key).length;
        };
        const sizes = new Map();
        const bytesOf = (key) => sizes.get(key) ?? sizes.set(key, sizeOf(key)).get(key);
        const budget = bound.maxBytes === undefined ? undefined : { maxBytes: bound.maxBytes - header.length, bytesOf };
        const kept = [...boundEntries(entries, run, bound, budget).keys()].sort();
        await (0,atomic_write/* writeFileAtomic */.Zf)(this.file, (function* () {
            yield header;
            for (const key of kept)
                yield lineOf(key);
        })(), this.writeOptions);
    }
}
/** An entry as the store holds it: deflated when its value is over `packOver` bytes. */
function heldEntry(value, lastRun, packOver) {
    if (packOver === undefined)
        return { value, lastRun };
    const bytes = roughBytes(value);
    return bytes > packOver ? PackedEntry.of(value, bytes, lastRun) : { value, lastRun };
}
/** The entry, as last used by `run` (a packed one stays packed). */
function usedBy(stored, run) {
    return stored instanceof PackedEntry ? stored.withLastRun(run) : { value: stored.value, lastRun: run };
}
function emptyLoad() {
    return { entries: new Map(), run: 1, warnings: [], writable: true, stale: false };
}
async function fileVersion(file) {
    const info = await (0,promises_.stat)(file).catch(() => null);
    return info && info.isFile() ? { ino: info.ino, size: info.size, mtimeMs: info.mtimeMs } : null;
}
function sameVersion(a, b) {
    return a === null || b === null ? a === b : a.ino === b.ino && a.size === b.size && a.mtimeMs === b.mtimeMs;
}
/** The file whose folder and name the lock and writeFileAtomic's temporary files use (a link is followed, as the write follows it). */
async function realTarget(file) {
    return (0,promises_.realpath)(file).catch(() => external_node_path_default().resolve(file));
}
/**
 * How long a save waits for another run's save of the same file: a save of the largest cache
 * (hundreds of MB) takes seconds; a lock a killed run left behind is taken over once it has not
 * been refreshed for LOCK_STALE_MS (a live holder refreshes it every few seconds).
 */
const LOCK_RETRIES = { retries: 40, factor: 1.3, minTimeout: 50, maxTimeout: 3_000 };
const LOCK_STALE_MS = 15_000;
async function withFileLock(file, work) {
    const target = await realTarget(file);
    const folder = external_node_path_default().dirname(target);
    await (0,atomic_write/* makeFolder */.fc)(folder);
    // Loaded on demand: a run that saves no cache never loads it. A CommonJS module, whose
    // exports are its `default` once bundled.
    const { lock } = (await __webpack_require__.e(/* import() */ 3648).then(__webpack_require__.t.bind(__webpack_require__, 3648, 23))).default;
    const lockfilePath = external_node_path_default().join(folder, `.${external_node_path_default().basename(target)}.lock`);
    let compromised = null;
    let release;
    try {
        release = await lock(target, {
            realpath: false,
            lockfilePath,
            retries: LOCK_RETRIES,
            stale: LOCK_STALE_MS,
            // The default throws from a timer, which would end the whole run; a lost lock costs this save only.
            onCompromised: (error) => {
                compromised = error;
            },
        });
    }
    catch (error) {
        const code = error.code;
        if (code === 'ELOCKED')
            throw new Error(`another run has held its lock (${lockfilePath}) for over a minute`);
        throw error;
    }
    try {
        const result = await work();
        if (compromised)
            throw new Error(`its lock (${lockfilePath}) was taken over while this run wrote it: ${compromised.message}`);
        return result;
    }
    finally {
        await release().catch(() => undefined);
    }
}
/** A temporary file of writeFileAtomic: `.NAME.PID.RANDOM.tmp` beside NAME. */
const LEFTOVER_AGE_MS = 10 * 60 * 1000;
/**
 * Removes what a write of `file` that was killed left beside it: writeFileAtomic's temporary
 * files whose process is gone (or that are older than ten minutes, for a process ID reused
 * since). A live writer's file is left alone. Failures are ignored: a leftover costs disk only.
 */
async function removeLeftovers(file) {
    const target = await realTarget(file);
    const folder = external_node_path_default().dirname(target);
    const name = external_node_path_default().basename(target);
    const names = await (0,promises_.readdir)(folder).catch(() => []);
    for (const candidate of names) {
        if (!candidate.startsWith(`.${name}.`) || !candidate.endsWith('.tmp'))
            continue;
        const match = /^(\d+)\.[0-9a-f]{12}\.tmp$/.exec(candidate.slice(name.length + 2));
        if (!match)
            continue;
        const full = external_node_path_default().join(folder, candidate);
        const age = await (0,promises_.stat)(full).then((info) => Date.now() - info.mtimeMs, () => null);
        if (age === null)
            continue;
        if (processAlive(Number(match[1])) && age < LEFTOVER_AGE_MS)
            continue;
        await (0,promises_.rm)(full, { force: true }).catch(() => undefined);
    }
}
function processAlive(pid) {
    if (pid === process.pid)
        return true;
    try {
        process.kill(pid, 0);
        return true;
    }
    catch (error) {
        // EPERM: it exists, under another user.
        return error.code === 'EPERM';
    }
}
/**
 * The size bound: an entry that none of the last `keepRuns` runs used (`run` included) is
 * dropped; of the rest, the most recently used are kept (ties: by key, so the result does not
 * depend on the order of the file) up to `maxEntries`, and, with `bytes`, while they fit in
 * its `maxBytes` (an entry too large to fit is passed over for older ones that do). Pure.
 */
function boundEntries(entries, run, bound, bytes) {
    const recent = [...entries].filter(([, stored]) => run - stored.lastRun < bound.keepRuns);
    recent.sort(([keyA, a], [keyB, b]) => b.lastRun - a.lastRun || (keyA < keyB ? -1 : keyA > keyB ? 1 : 0));
    const kept = new Map();
    let used = 0;
    for (const [key, stored] of recent) {
        if (kept.size >= (bound.maxEntries ?? Infinity))
            break;
        if (bytes) {
            const size = bytes.bytesOf(key);
            if (used + size > bytes.maxBytes)
                continue;
            used += size;
        }
        kept.set(key, stored);
    }
    return kept;
}
/** About the bytes `value` takes as JSON: the UTF-8 of its strings and a little per value. */
function roughBytes(value) {
    if (typeof value === 'string')
        return Buffer.byteLength(value) + 2;
    if (Array.isArray(value))
        return value.reduce((sum, item) => sum + roughBytes(item) + 1, 2);
    if (value !== null && typeof value === 'object')
        return Object.entries(value).reduce((sum, [key, item]) => sum + key.length + 4 + roughBytes(item), 2);
    return 8;
}
async function readStoreFile(file, kind) {
    const info = await (0,promises_.stat)(file).catch((error) => error);
    if (info instanceof Error) {
        // No file yet (or a path component is a file, which the write will report).
        if (info.code === 'ENOENT' || info.code === 'ENOTDIR')
            return 'missing';
        return unreadable(file, kind, info);
    }
    if (info.isDirectory())
        return unreadable(file, kind, Object.assign(new Error('a folder'), { code: 'EISDIR' }));
    const reader = new StoreReader(file, kind);
    let lines = 0;
    try {
        for await (const line of readLines(file)) {
            lines += 1;
            if (!reader.add(line))
                break;
        }
    }
    catch (error) {
        if (lines === 0)
            return unreadable(file, kind, error);
        const partial = reader.result();
        const warning = `cannot read ${kind.label} ${file} in full: ${(0,atomic_write/* describeFileError */.SQ)(error)}; continuing with the ${partial.entries.size} entries read, and it is not rewritten`;
        return { ...partial, warnings: [...partial.warnings, warning], writable: false };
    }
    return reader.result();
}
function unreadable(file, kind, error) {
    const warning = `cannot read ${kind.label} ${file}: ${(0,atomic_write/* describeFileError */.SQ)(error)}; continuing without it, and it is not rewritten`;
    return { entries: new Map(), run: 1, warnings: [warning], writable: false, stale: false };
}
/** Lines split on the bytes, so that no line, and never the file, has to be one string at once. */
async function* readLines(file) {
    let pieces = [];
    let size = 0;
    let tooLong = false;
    let number = 0;
    const take = (piece) => {
        if (tooLong)
            return;
        if (size + piece.length > MAX_LINE_BYTES) {
            tooLong = true;
            pieces = [];
            return;
        }
        pieces.push(piece);
        size += piece.length;
    };
    const finish = () => {
        number += 1;
        const line = { number, text: tooLong ? null : Buffer.concat(pieces).toString('utf8').replace(/\r$/, '') };
        pieces = [];
        size = 0;
        tooLong = false;
        return line;
    };
    for await (const chunk of (0,external_node_fs_.createReadStream)(file, { highWaterMark: 1024 * 1024 })) {
        let start = 0;
        for (let end = chunk.indexOf(10); end !== -1; end = chunk.indexOf(10, start)) {
            take(chunk.subarray(start, end));
            yield finish();
            start = end + 1;
        }
        take(chunk.subarray(start));
    }
    if (size > 0 || tooLong)
        yield finish();
}
/** Turns lines into entries: the first line decides the format, every later line is one entry. */
class StoreReader {
    file;
    kind;
    run = 0;
    entries = new Map();
    format = 'unknown';
    warnings = [];
    writable = true;
    stale = false;
    bad = 0;
    firstBad = '';
    constructor(file, kind) {
        this.file = file;
        this.kind = kind;
    }
    /** False: stop reading. */
    add(line) {
        if (line.text !== null && line.text.trim() === '')
            return true;
        if (this.format === 'unknown')
            return this.first(line);
        this.entryLine(line);
        return true;
    }
    result() {
        const warnings = [...this.warnings];
        if (this.bad > 0) {
            // A legacy file is one line: what is unusable there is an entry of it.
            const [one, many] = this.format === 'legacy' ? ['entry', 'entries'] : ['line', 'lines'];
            const what = this.bad === 1 ? `1 unusable ${one}` : `${this.bad} unusable ${many}`;
            warnings.push(`${this.kind.label} ${this.file} has ${what}, skipped (the other entries are used); the first is ${this.firstBad}`);
        }
        let lastRun = this.run;
        for (const stored of this.entries.values())
            lastRun = Math.max(lastRun, stored.lastRun);
        return {
            entries: this.entries,
            run: lastRun + 1,
            warnings,
            writable: this.writable,
            stale: this.stale || this.bad > 0,
        };
    }
    first(line) {
        const { label, legacy, foreign } = this.kind;
        const notSaved = `it is left as it is, and this run's ${this.kind.saves} are not saved`;
        if (line.text === null) {
            this.refuse(`cannot read ${label} ${this.file}: its first line is longer than ${MAX_LINE_MIB} MiB; ${notSaved}`);
            return false;
        }
        const data = (0,json_value/* parseJsonOrUndefined */.r)(line.text);
        const version = (0,json_value/* isJsonObject */.O)(data) && data.format === this.kind.format ? data.version : undefined;
        if (version === this.kind.version) {
            this.format = 'lines';
            const run = (0,json_value/* isJsonObject */.O)(data) ? data.run : undefined;
            if (typeof run === 'number' && Number.isSafeInteger(run) && run >= 0)
                this.run = run;
            else
                this.skip(`line ${line.number}: a header without a valid run counter`);
            return true;
        }
        if (legacy && version === legacy.version) {
            this.migrate(legacy.version, legacy.entries(data), notSaved);
            return false;
        }
        if (typeof version === 'number') {
            this.refuse(`${label} ${this.file} has version ${version}, which this citegate cannot read: ${notSaved}`);
            return false;
        }
        if (line.text.includes(`"${this.kind.format}"`)) {
            // A damaged header of a store of this kind: its entries are still worth reading.
            this.format = 'lines';
            this.skip(`line ${line.number}: ${data === undefined ? 'not JSON' : 'not a cache header'}`);
            return true;
        }
        this.refuse(`${this.file} is not ${foreign.noun}: ${notSaved} (${foreign.advice})`);
        return false;
    }
    entryLine(line) {
        if (line.text === null)
            return this.skip(`line ${line.number}: longer than ${MAX_LINE_MIB} MiB`);
        const data = (0,json_value/* parseJsonOrUndefined */.r)(line.text);
        if (data === undefined)
            return this.skip(`line ${line.number}: not JSON`);
        const key = (0,json_value/* isJsonObject */.O)(data) ? data.key : undefined;
        const lastRun = (0,json_value/* isJsonObject */.O)(data) ? data.last_run : undefined;
        const value = (0,json_value/* isJsonObject */.O)(data) ? this.kind.schema.safeParse(data[this.kind.field]) : undefined;
        if (typeof key !== 'string' ||
            typeof lastRun !== 'number' ||
            !Number.isSafeInteger(lastRun) ||
            lastRun < 0 ||
            !value?.success) {
            return this.skip(`line ${line.number}: not a cache entry`);
        }
        this.keep(key, value.data, lastRun, `line ${line.number}`);
    }
    /** An older single-document file: read once, and rewritten in the current format. */
    migrate(version, entries, notSaved) {
        this.format = 'legacy';
        this.stale = true;
        if (entries === null)
            return this.refuse(`${this.kind.label} ${this.file} is damaged (version ${version}, without its entries): ${notSaved}`);
        for (const [key, value] of Object.entries(entries)) {
            const parsed = this.kind.schema.safeParse(value);
            if (!parsed.success)
                this.skip(`the entry ${key.slice(0, 12)}…: not a cache entry`);
            else
                this.keep(key, parsed.data, 0, `the entry ${key.slice(0, 12)}…`);
        }
    }
    keep(key, value, lastRun, where) {
        const problem = this.kind.keyProblem?.(key, value);
        if (problem)
            return this.skip(`${where}: ${problem}`);
        const earlier = this.entries.get(key);
        // Of two lines with one key the later run wins (on a tie, the later line).
        if (!earlier || earlier.lastRun <= lastRun)
            this.entries.set(key, heldEntry(value, lastRun, this.kind.packOver));
    }
    skip(where) {
        if (this.bad === 0)
            this.firstBad = where;
        this.bad += 1;
    }
    refuse(warning) {
        this.warnings.push(warning);
        this.writable = false;
    }
}


/***/ }),

/***/ 958:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JD: () => (/* binding */ RequestFailedError),
/* harmony export */   LH: () => (/* binding */ withRetries),
/* harmony export */   Vs: () => (/* binding */ retryAfterMs)
/* harmony export */ });
/* unused harmony exports isRetryable, retryDelayMs */
// Retrying requests ourselves (the SDK runs with maxRetries 0) so that every retry is counted
// for the progress line and the results file.
class RequestFailedError extends Error {
    failure;
    attempts;
    constructor(failure, attempts) {
        super(failure.message);
        this.failure = failure;
        this.attempts = attempts;
    }
}
/** Rate limits, server errors, lost connections and timeouts are worth another attempt; 4xx are not. */
function isRetryable(failure) {
    if (failure.kind === 'timeout' || failure.kind === 'connection')
        return true;
    if (failure.status === null)
        return false;
    return failure.status === 408 || failure.status === 429 || failure.status >= 500;
}
// Longer waits than this are not honoured (the default backoff applies): a CI job should not
// sit idle for minutes on one request.
const MAX_HONOURED_WAIT_MS = 60_000;
/** The server's requested wait: `retry-after-ms` (milliseconds), else `Retry-After` (seconds or an HTTP date). */
function retryAfterMs(headers, now = Date.now()) {
    if (!headers)
        return null;
    const ms = headers.get('retry-after-ms');
    if (ms !== null && ms.trim() !== '' && Number.isFinite(Number(ms)))
        return Math.max(0, Number(ms));
    const after = headers.get('retry-after');
    if (after === null || after.trim() === '')
        return null;
    const seconds = Number(after);
    if (Number.isFinite(seconds))
        return Math.max(0, seconds * 1000);
    const date = Date.parse(after);
    return Number.isNaN(date) ? null : Math.max(0, date - now);
}
/**
 * The wait before retry number `retry` (0-based): the server's Retry-After when it gives a
 * sensible one, else 0.5 s doubling up to 8 s, with up to 25 % jitter so that concurrent
 * requests that failed together do not retry together.
 */
function retryDelayMs(failure, retry, random = Math.random) {
    const requested = retryAfterMs(failure.headers);
    if (requested !== null && requested <= MAX_HONOURED_WAIT_MS)
        return requested;
    const backoff = Math.min(8_000, 500 * 2 ** retry);
    return backoff * (1 - 0.25 * random());
}
/** Runs `attempt` until it succeeds, fails for good, or retries run out; throws RequestFailedError. */
async function withRetries(attempt, toFailure, options) {
    const sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
    for (let retry = 0;; retry++) {
        try {
            return await attempt();
        }
        catch (error) {
            const failure = toFailure(error);
            if (retry >= options.maxRetries || !isRetryable(failure))
                throw new RequestFailedError(failure, retry + 1);
            const delay = retryDelayMs(failure, retry, options.random);
            options.onRetry?.(failure, delay);
            await sleep(delay);
        }
    }
}


/***/ })

} };
})
