// The command line's chunks loaded as scripts with a code cache made at the end of a run (issue 30:
// the cold start). Node's compile cache (src/files/compile-cache.ts) stores a module's code as V8
// compiled it at load, which is its top level and the functions V8 compiles eagerly; every other
// function (nearly all of the check, zod's parsers) was compiled again at its first call in every
// run. V8 can only write a cache holding those functions after they ran, from a script
// (`vm.Script#createCachedData`), not from an ES module Node loaded. So scripts/build.mjs turns
// each chunk into a function expression (`scriptChunks` there) that this loader compiles
// with `vm.Script` and its cache, in place of webpack's `import()` of the chunk. A chunk without a
// cache, or whose cache V8 refused (another Node, other V8 flags), is compiled from its source and
// its cache written when the process exits, with what the run compiled by then. The first runs
// that use a cache write it again (REWRITES): what one run compiled is not what another needs (a
// Markdown report, then JSON reports and a STORM folder), and a cache written after a run that
// read it holds both, the functions it brought and those the run compiled.
//
// `chunkLoader` is not imported by the bundle: build.mjs writes its source text into
// dist/cli/index.js (Function.prototype.toString), so it must not use anything outside itself.

/**
 * Makes the loader: `hashes` maps each chunk's file name to a digest of its text (the cache's
 * key: V8 checks a cache's flags and version, and only the length of its source), `createRequire`
 * is node:module's, `entryUrl` the bundle entry's URL. Returns `load(file)`, a promise of the
 * chunk's `{ id, ids, modules }`, as webpack's `import()` of the chunk gave.
 */
export function chunkLoader(hashes, createRequire, entryUrl) {
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
  // One cache per Node and set of flags (a reader runs with its own; NODE_OPTIONS may hold V8's):
  // V8 refuses a cache made under other flags, and one file for both would be rewritten by each in turn.
  let tag = 2166136261;
  for (const char of `${process.version} ${process.arch} ${process.execArgv.join(' ')} ${env.NODE_OPTIONS ?? ''}`)
    tag = Math.imul(tag ^ char.charCodeAt(0), 16777619) >>> 0;
  const toWrite = [];
  let listening = false;
  // A cache file is one byte, how many runs wrote it, the SHA-256 of V8's data, then the data. V8's
  // release builds check a cache's version, flags and length but not its bytes (Node's own cache
  // adds a CRC for that): a file damaged on disk is compiled from its source instead of run.
  const REWRITES = 4;
  const HEADER = 33;
  const digest = (data) => createHash('sha256').update(data).digest();

  // The cache file's bytes, if it is there and this user's: the folder may be a shared /tmp.
  function readOwn(file) {
    let fd;
    try {
      fd = fs.openSync(file, 'r');
      const owner = fs.fstatSync(fd).uid;
      return typeof process.getuid === 'function' && owner !== process.getuid() ? undefined : fs.readFileSync(fd);
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
    try {
      // Checked first: the cache is not made (createCachedData takes some milliseconds) for
      // nowhere to put it.
      fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
      fs.accessSync(dir, fs.constants.W_OK);
    } catch {
      return;
    }
    for (const [script, file, writes] of toWrite.splice(0)) {
      const temporary = `${file}.${process.pid}.tmp`;
      try {
        const data = script.createCachedData();
        fs.writeFileSync(temporary, Buffer.concat([Buffer.of(writes), digest(data), data]), { mode: 0o600 });
        fs.renameSync(temporary, file);
      } catch {
        try {
          fs.rmSync(temporary, { force: true });
        } catch {
          // Not ours to remove, or not there.
        }
      }
    }
  }

  return (file) =>
    new Promise((resolve) => {
      const url = new URL(file, entryUrl);
      const source = fs.readFileSync(url, 'utf8');
      const cacheFile =
        dir !== undefined && hashes[file] !== undefined
          ? path.join(dir, `${file}.${hashes[file]}.${tag.toString(16)}`)
          : undefined;
      const cached = cacheFile === undefined ? undefined : readOwn(cacheFile);
      const cachedData =
        cached !== undefined &&
        cached.length > HEADER &&
        digest(cached.subarray(HEADER)).equals(cached.subarray(1, HEADER))
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
}
