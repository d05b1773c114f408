#!/usr/bin/env node
import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
const __citegate_loadChunk = (function chunkLoader(createRequire, entryUrl) {
  const require = createRequire(entryUrl);
  const { Script } = require('node:vm');
  const fs = require('node:fs');
  // Loaded here rather than by the check (which hashes every claim with it) a little earlier.
  const { createHash } = require('node:crypto');
  const path = require('node:path');
  const env = process.env;
  // Node's own switches for its compile cache apply to this one too: NODE_DISABLE_COMPILE_CACHE
  // turns it off, NODE_COMPILE_CACHE moves it (the readers are started with both).
  const dir =
    env.NODE_DISABLE_COMPILE_CACHE === '1'
      ? undefined
      : path.join(
          path.resolve(env.NODE_COMPILE_CACHE || path.join(require('node:os').tmpdir(), 'node-compile-cache')),
          'citegate-chunks',
        );
  // One cache per Node and set of V8 flags (a reader runs with its own), told apart as Node's own
  // compile cache tells them (its folder's name): V8 refuses a cache made under other flags, and
  // one file for both would be rewritten by each in turn. V8's tag counts only the flags that
  // change its code, wherever they were given (command line, NODE_OPTIONS).
  const tag = createHash('sha256')
    .update(`${process.version} ${process.arch} ${require('node:v8').cachedDataVersionTag()}`)
    .digest('hex')
    .slice(0, 8);
  const toWrite = [];
  let listening = false;
  // A cache file is one byte, how many runs wrote it, the SHA-256 of its name and V8's data, then
  // the data. V8's release builds check a cache's version, flags and length but not its bytes
  // (Node's own cache adds a CRC for that): a file damaged on disk is compiled from its source
  // instead of run. The name (the chunk's digest and the tag) is in the digest: the folder's parent
  // may be another user's, who can move the folder and rename the run's own files in it, and V8
  // would take another chunk's cache for a source of the same length.
  const REWRITES = 4;
  const HEADER = 33;
  const digest = (file, data) => createHash('sha256').update(path.basename(file)).update(data).digest();

  // Whether the folder is a folder (not a link to one) that only this user may write: under a
  // shared /tmp, one another user made, or may write to, lets them swap the files given to V8 or
  // plant a link where a run writes. Only the folder itself is checked: its parents may be links
  // (macOS's tmpdir is). Windows has no owners here (no getuid): its temporary folder is the user's.
  let folderChecked;
  function ownFolder(create) {
    if (folderChecked !== undefined) return folderChecked;
    try {
      if (create) fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
      const stat = fs.lstatSync(dir);
      folderChecked =
        stat.isDirectory() &&
        (typeof process.getuid !== 'function' || (stat.uid === process.getuid() && (stat.mode & 0o022) === 0));
    } catch {
      // Not there yet (nothing to read) or not reachable: asked again when writing.
      return false;
    }
    return folderChecked;
  }

  // The cache file's bytes, if it is a file of this user's in the user's own folder. Opened without
  // blocking: a FIFO left at the name would otherwise hold the run until something wrote to it.
  function readOwn(file) {
    if (!ownFolder(false)) return undefined;
    let fd;
    try {
      // Nor through a link at the name (O_NOFOLLOW: the folder was checked, then used; a link put
      // there in between must not hand V8 another file).
      fd = fs.openSync(file, fs.constants.O_RDONLY | (fs.constants.O_NONBLOCK ?? 0) | (fs.constants.O_NOFOLLOW ?? 0));
      const stat = fs.fstatSync(fd);
      return !stat.isFile() || (typeof process.getuid === 'function' && stat.uid !== process.getuid())
        ? undefined
        : fs.readFileSync(fd);
    } catch {
      return undefined;
    } finally {
      if (fd !== undefined) fs.closeSync(fd);
    }
  }

  // Written at exit, each file whole (a temporary name, then renamed), as other runs may read it.
  // A cache that cannot be written (a folder of another user's, a full disk) changes nothing but
  // the time of the next run, and never the exit: nothing here may throw.
  function writeCaches() {
    if (toWrite.length === 0) return;
    // Checked first: the cache is not made (createCachedData takes some milliseconds) for
    // nowhere to put it.
    if (!ownFolder(true)) return;
    try {
      fs.accessSync(dir, fs.constants.W_OK);
    } catch {
      return;
    }
    for (const [script, file, writes] of toWrite.splice(0)) {
      const temporary = `${file}.${process.pid}.tmp`;
      // Made new ('wx'), never opened through whatever is at the name: a link there is not
      // followed. What is there is removed first (the folder is this user's alone): a reader
      // killed while writing leaves its file, and a later process may have its pid (a container's
      // pids repeat from run to run).
      let made = false;
      try {
        const data = script.createCachedData();
        fs.rmSync(temporary, { force: true });
        const fd = fs.openSync(temporary, 'wx', 0o600);
        made = true;
        try {
          fs.writeFileSync(fd, Buffer.concat([Buffer.of(writes), digest(file, data), data]));
        } finally {
          fs.closeSync(fd);
        }
        fs.renameSync(temporary, file);
      } catch {
        try {
          if (made) fs.rmSync(temporary, { force: true });
        } catch {
          // Not there any more.
        }
      }
    }
  }

  return (file) =>
    new Promise((resolve) => {
      const url = new URL(file, entryUrl);
      const source = fs.readFileSync(url, 'utf8');
      // Named by a digest of the text read now, not the build's: V8 checks only a source's length,
      // so a chunk edited after the build (a patched dist/) would otherwise run its old code.
      const cacheFile =
        dir !== undefined
          ? path.join(dir, `${file}.${createHash('sha256').update(source).digest('hex').slice(0, 16)}.${tag}`)
          : undefined;
      const cached = cacheFile === undefined ? undefined : readOwn(cacheFile);
      const cachedData =
        cached !== undefined &&
        cached.length > HEADER &&
        digest(cacheFile, cached.subarray(HEADER)).equals(cached.subarray(1, HEADER))
          ? cached.subarray(HEADER)
          : undefined;
      const script = new Script(source, { filename: url.href, cachedData });
      const writes = cachedData === undefined || script.cachedDataRejected === true ? 1 : cached[0] + 1;
      if (cacheFile !== undefined && writes <= REWRITES) {
        if (!listening) {
          listening = true;
          process.on('exit', writeCaches);
          // A reader (src/threads/worker-entry.ts) is stopped with SIGKILL, never reaching its exit:
          // it writes when its first answer has been sent.
          process.on('citegate:write-chunk-cache', writeCaches);
        }
        toWrite.push([script, cacheFile, writes]);
      }
      // The chunk's function is given what its ES module had: import.meta.url and node:module's createRequire.
      resolve(script.runInThisContext()(url.href, createRequire));
    });
})(__WEBPACK_EXTERNAL_createRequire, import.meta.url);
/******/ var __webpack_modules__ = ({

/***/ 7434:
/***/ (function(__unused_webpack_module, __webpack_exports__, __nccwpck_require__) {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ REPORT_READER_ROLE),
/* harmony export */   _: () => (/* binding */ serveIfReportReader)
/* harmony export */ });
/* harmony import */ var _threads_worker_entry_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(2350);
// The reader's side of ./bounded-read.ts: a process started from the shell's bundle with this role,
// it reads each report it is sent (./read-report.ts, loaded only in the reader) and sends back
// what it read, or why it could not.

/** The role of a reader started to read reports. */
const REPORT_READER_ROLE = 'citegate-report-reading';
/** True when this is a report reader: it then serves (and the shell does nothing else). */
async function serveIfReportReader() {
    if ((0,_threads_worker_entry_js__WEBPACK_IMPORTED_MODULE_0__/* .workerRole */ .ru)() !== REPORT_READER_ROLE)
        return false;
    const { readReport } = await Promise.all(/* import() */[__nccwpck_require__.e(8525), __nccwpck_require__.e(9995), __nccwpck_require__.e(3267), __nccwpck_require__.e(7376), __nccwpck_require__.e(3409), __nccwpck_require__.e(6630)]).then(__nccwpck_require__.bind(__nccwpck_require__, 6630));
    (0,_threads_worker_entry_js__WEBPACK_IMPORTED_MODULE_0__/* .serveJobs */ .a_)((job, post) => {
        readReport(job).then((result) => post(result), (error) => post({
            ok: false,
            error: { message: `not read: ${error instanceof Error ? error.message : String(error)}`, line: 1, column: 1 },
        }));
    });
    return true;
}


/***/ }),

/***/ 1786:
/***/ (function(__unused_webpack_module, __webpack_exports__, __nccwpck_require__) {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   AD: () => (/* binding */ serveIfExtractionWorker),
/* harmony export */   yK: () => (/* binding */ HTML_WORKER_ROLE)
/* harmony export */ });
/* harmony import */ var _threads_worker_entry_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(2350);
// HTML is read in reader processes of the shared pool (src/threads/worker-pool.ts) that run the
// shell's own bundle (src/threads/worker-entry.ts); this is the HTML reader's role and how it starts serving.


/** The role of a reader started to read HTML. */
const HTML_WORKER_ROLE = 'citegate-html-extraction';
/** True when this is an HTML reader: it then serves (and the shell does nothing else). */
async function serveIfExtractionWorker() {
    if ((0,_threads_worker_entry_js__WEBPACK_IMPORTED_MODULE_0__/* .workerRole */ .ru)() !== HTML_WORKER_ROLE)
        return false;
    const { serveHtmlExtraction } = await Promise.all(/* import() */[__nccwpck_require__.e(9889), __nccwpck_require__.e(5411)]).then(__nccwpck_require__.bind(__nccwpck_require__, 5411));
    serveHtmlExtraction();
    return true;
}


/***/ }),

/***/ 2350:
/***/ (function(__unused_webpack_module, __webpack_exports__, __nccwpck_require__) {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   DR: () => (/* binding */ READER_FLAG),
/* harmony export */   HU: () => (/* binding */ setWorkerEntry),
/* harmony export */   a_: () => (/* binding */ serveJobs),
/* harmony export */   ru: () => (/* binding */ workerRole),
/* harmony export */   xA: () => (/* binding */ workerEntry)
/* harmony export */ });
/* unused harmony exports CHUNK_CACHE_EVENT, readerData */
// Readers of untrusted inputs (./worker-pool.ts) are child processes that run the shell's own
// bundle: the libraries a reader needs are bundled there, not beside it. Each shell says where its
// bundle is (setWorkerEntry) and, on start, first asks whether it was started as a reader: each
// kind of reader is started with READER_FLAG and its role (workerRole) on its command line, and
// has an IPC channel to the run. Tests that import src/ never set an entry: they read
// in-process, unbounded.
/** The first argument of a reader's command line; the second is its data, as JSON. */
const READER_FLAG = '--citegate-reader';
/** The event on `process` at which the bundle writes its chunks' code cache (scripts/chunk-loader.mjs); without a listener, nothing. */
const CHUNK_CACHE_EVENT = 'citegate:write-chunk-cache';
let entry;
/** The shell's bundle (its import.meta.url), which a reader runs. */
function setWorkerEntry(url) {
    entry = String(url);
}
function workerEntry() {
    return entry;
}
/** The data this process was started with as a reader, or undefined when it is not one. */
function readerData() {
    // Only with the run's IPC channel: a user who types the flag gets the command line's answer.
    if (process.argv[2] !== READER_FLAG || typeof process.send !== 'function')
        return undefined;
    try {
        return JSON.parse(process.argv[3] ?? 'null');
    }
    catch {
        return undefined;
    }
}
/** The role this process was started for as a reader, or undefined. */
function workerRole() {
    const role = readerData()?.role;
    return typeof role === 'string' ? role : undefined;
}
/**
 * Serves each job the run sends with `handle`, and sends back what it posts. A reader ends when
 * the run does (its channel closes), so none outlives a run that was killed.
 */
function serveJobs(handle) {
    let served = false;
    const post = (message) => {
        // A reader is stopped with SIGKILL once the reports are read, so it never reaches the exit at
        // which the command line's bundle writes the code cache of its chunks (scripts/chunk-loader.mjs):
        // it is asked to write it now, when its first answer has run the code a reader runs, and before
        // that answer is sent: written after it, the run could read its last report and kill the
        // reader half-way through the files (nothing is written once the cache has had four runs).
        if (!served) {
            served = true;
            process.emit(CHUNK_CACHE_EVENT);
        }
        process.send?.(message);
    };
    process.on('message', (job) => handle(job, post));
    process.once('disconnect', () => process.exit(0));
}


/***/ }),

/***/ 2613:
/***/ (function(module) {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("assert");

/***/ }),

/***/ 181:
/***/ (function(module) {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 9140:
/***/ (function(module) {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("constants");

/***/ }),

/***/ 4434:
/***/ (function(module) {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("events");

/***/ }),

/***/ 9896:
/***/ (function(module) {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");

/***/ }),

/***/ 3339:
/***/ (function(module) {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("module");

/***/ }),

/***/ 4573:
/***/ (function(module) {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");

/***/ }),

/***/ 7598:
/***/ (function(module) {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 610:
/***/ (function(module) {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:dns");

/***/ }),

/***/ 3024:
/***/ (function(module) {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 1455:
/***/ (function(module) {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");

/***/ }),

/***/ 7067:
/***/ (function(module) {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");

/***/ }),

/***/ 4708:
/***/ (function(module) {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:https");

/***/ }),

/***/ 7030:
/***/ (function(module) {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:net");

/***/ }),

/***/ 6760:
/***/ (function(module) {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 7075:
/***/ (function(module) {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");

/***/ }),

/***/ 3136:
/***/ (function(module) {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 7975:
/***/ (function(module) {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 8522:
/***/ (function(module) {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");

/***/ }),

/***/ 6928:
/***/ (function(module) {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("path");

/***/ }),

/***/ 932:
/***/ (function(module) {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("process");

/***/ }),

/***/ 2203:
/***/ (function(module) {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("stream");

/***/ }),

/***/ 7016:
/***/ (function(module) {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("url");

/***/ }),

/***/ 9023:
/***/ (function(module) {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("util");

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId].call(module.exports, module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/async module */
/******/ (() => {
/******/ 	var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
/******/ 	var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
/******/ 	var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
/******/ 	var resolveQueue = (queue) => {
/******/ 		if(queue && queue.d < 1) {
/******/ 			queue.d = 1;
/******/ 			queue.forEach((fn) => (fn.r--));
/******/ 			queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
/******/ 		}
/******/ 	}
/******/ 	var wrapDeps = (deps) => (deps.map((dep) => {
/******/ 		if(dep !== null && typeof dep === "object") {
/******/ 			if(dep[webpackQueues]) return dep;
/******/ 			if(dep.then) {
/******/ 				var queue = [];
/******/ 				queue.d = 0;
/******/ 				dep.then((r) => {
/******/ 					obj[webpackExports] = r;
/******/ 					resolveQueue(queue);
/******/ 				}, (e) => {
/******/ 					obj[webpackError] = e;
/******/ 					resolveQueue(queue);
/******/ 				});
/******/ 				var obj = {};
/******/ 				obj[webpackQueues] = (fn) => (fn(queue));
/******/ 				return obj;
/******/ 			}
/******/ 		}
/******/ 		var ret = {};
/******/ 		ret[webpackQueues] = x => {};
/******/ 		ret[webpackExports] = dep;
/******/ 		return ret;
/******/ 	}));
/******/ 	__nccwpck_require__.a = (module, body, hasAwait) => {
/******/ 		var queue;
/******/ 		hasAwait && ((queue = []).d = -1);
/******/ 		var depQueues = new Set();
/******/ 		var exports = module.exports;
/******/ 		var currentDeps;
/******/ 		var outerResolve;
/******/ 		var reject;
/******/ 		var promise = new Promise((resolve, rej) => {
/******/ 			reject = rej;
/******/ 			outerResolve = resolve;
/******/ 		});
/******/ 		promise[webpackExports] = exports;
/******/ 		promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
/******/ 		module.exports = promise;
/******/ 		body((deps) => {
/******/ 			currentDeps = wrapDeps(deps);
/******/ 			var fn;
/******/ 			var getResult = () => (currentDeps.map((d) => {
/******/ 				if(d[webpackError]) throw d[webpackError];
/******/ 				return d[webpackExports];
/******/ 			}))
/******/ 			var promise = new Promise((resolve) => {
/******/ 				fn = () => (resolve(getResult));
/******/ 				fn.r = 0;
/******/ 				var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
/******/ 				currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
/******/ 			});
/******/ 			return fn.r ? promise : getResult();
/******/ 		}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
/******/ 		queue && queue.d < 0 && (queue.d = 0);
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/create fake namespace object */
/******/ (() => {
/******/ 	var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 	var leafPrototypes;
/******/ 	// create a fake namespace object
/******/ 	// mode & 1: value is a module id, require it
/******/ 	// mode & 2: merge all properties of value into the ns
/******/ 	// mode & 4: return value when already ns object
/******/ 	// mode & 16: return value when it's Promise-like
/******/ 	// mode & 8|1: behave like require
/******/ 	__nccwpck_require__.t = function(value, mode) {
/******/ 		if(mode & 1) value = this(value);
/******/ 		if(mode & 8) return value;
/******/ 		if(typeof value === 'object' && value) {
/******/ 			if((mode & 4) && value.__esModule) return value;
/******/ 			if((mode & 16) && typeof value.then === 'function') return value;
/******/ 		}
/******/ 		var ns = Object.create(null);
/******/ 		__nccwpck_require__.r(ns);
/******/ 		var def = {};
/******/ 		leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 		for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 			Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 		}
/******/ 		def['default'] = () => (value);
/******/ 		__nccwpck_require__.d(ns, def);
/******/ 		return ns;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/publicPath */
/******/ (() => {
/******/ 	var scriptUrl;
/******/ 	if (typeof import.meta.url === "string") scriptUrl = import.meta.url
/******/ 	// When supporting browsers where an automatic publicPath is not supported you must specify an output.publicPath manually via configuration
/******/ 	// or pass an empty string ("") and set the __webpack_public_path__ variable from your code to use your own logic.
/******/ 	if (!scriptUrl) throw new Error("Automatic publicPath is not supported in this browser");
/******/ 	scriptUrl = scriptUrl.replace(/#.*$/, "").replace(/\?.*$/, "").replace(/\/[^\/]+$/, "/");
/******/ 	__nccwpck_require__.p = scriptUrl;
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	__nccwpck_require__.b = new URL("./", import.meta.url);
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		8792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = __citegate_loadChunk(__nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
var __webpack_exports__ = {};

;// CONCATENATED MODULE: external "node:module"
const external_node_module_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:module");
var external_node_module_default = /*#__PURE__*/__nccwpck_require__.n(external_node_module_namespaceObject);
;// CONCATENATED MODULE: ./src/files/compile-cache.ts
// Node's on-disk cache of compiled code (module.enableCompileCache, Node 22.8 and later; older
// Node goes without). A bundle's entry turns it on before it loads the rest of itself, so that
// the next run reads the compiled code instead of compiling it again. Node keeps the cache in
// its temporary folder (node-compile-cache) unless NODE_COMPILE_CACHE names another folder;
// NODE_DISABLE_COMPILE_CACHE=1 turns it off. A cache that cannot be written changes nothing but
// the time: Node then compiles as it would without one.

function enableCompileCache() {
    external_node_module_default().enableCompileCache?.();
}

// EXTERNAL MODULE: ./src/threads/worker-entry.ts
var worker_entry = __nccwpck_require__(2350);
// EXTERNAL MODULE: ./src/provenance/extract/worker-entry.ts
var extract_worker_entry = __nccwpck_require__(1786);
// EXTERNAL MODULE: ./src/formats/reader-thread.ts
var reader_thread = __nccwpck_require__(7434);
;// CONCATENATED MODULE: ./src/cli/bin.ts
// The command line's bundle (dist/cli/index.js) starts here, and does no more than this: Node's
// compile cache is turned on before the command line (./index.ts) is loaded, so that the cache
// holds nearly all of its code (src/files/compile-cache.ts). This bundle also runs the readers
// of HTML pages (src/provenance/extract/worker-entry.ts) and of Markdown reports and provider
// answers (src/formats/reader-thread.ts), each started from it with its role, which need none of
// the rest, and whose own start the cache shortens as well.



enableCompileCache();
(0,worker_entry/* setWorkerEntry */.HU)(import.meta.url);
void Promise.all([(0,extract_worker_entry/* serveIfExtractionWorker */.AD)(), (0,reader_thread/* serveIfReportReader */._)()]).then(async (roles) => {
    if (!roles.includes(true))
        await (await __nccwpck_require__.e(/* import() */ 486).then(__nccwpck_require__.bind(__nccwpck_require__, 486))).runCli();
});

