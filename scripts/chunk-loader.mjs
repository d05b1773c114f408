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
 * Makes the loader: `createRequire` is node:module's, `entryUrl` the bundle entry's URL. Returns
 * `load(file)`, a promise of the chunk's `{ id, ids, modules }`, as webpack's `import()` of the
 * chunk gave. Every chunk it is given is one build.mjs made a script (the build fails on any other).
 */
export function chunkLoader(createRequire, entryUrl) {
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
}
