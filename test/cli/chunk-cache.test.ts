// The command line's code cache of its chunks (scripts/chunk-loader.mjs), through the bundle: a run
// writes it, the next one uses it, a damaged file is compiled from its source and written again,
// and NODE_DISABLE_COMPILE_CACHE turns it off. What a run prints is the same whatever the cache holds.
//
// Where the cache may be read and written. Its
// folder defaults to one under the system's temporary folder, which other users share: a folder
// another user owns, or may write to, lets them swap the files a run gives V8 or plant a link
// where a run writes (which `writeFileSync` followed, overwriting the link's target).
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';
import { afterEach, describe, expect, it } from 'vitest';
import { CLI, runCli, runCliAsync } from '../helpers/run-cli.js';
import { chunkLoader } from '../../scripts/chunk-loader.mjs';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function cacheHome(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'citegate-chunk-cache-'));
  folders.push(folder);
  return folder;
}

const checkArgs = ['check', 'examples', '--semantic', 'off', '--max-binding-errors', 'none'];
const check = (env: Record<string, string>) => runCli(checkArgs, process.cwd(), env);

/** Each cache file of the folder: its name, how many runs wrote it, and whether its digest matches its name and data. */
function cacheFiles(home: string) {
  const folder = path.join(home, 'citegate-chunks');
  return readdirSync(folder)
    .filter((name) => !name.endsWith('.tmp'))
    .map((name) => {
      const bytes = readFileSync(path.join(folder, name));
      const data = bytes.subarray(33);
      return {
        name,
        path: path.join(folder, name),
        writes: bytes[0],
        intact: createHash('sha256').update(name).update(data).digest().equals(bytes.subarray(1, 33)),
      };
    });
}

describe("the command line's chunk cache", { timeout: 60_000 }, () => {
  it('is written by a run for each chunk it loaded, and used by the next', () => {
    const home = cacheHome();
    const first = check({ NODE_COMPILE_CACHE: home });
    expect(first.status).toBe(0);
    const written = cacheFiles(home);
    expect(written.length).toBeGreaterThan(3);
    for (const file of written) {
      expect(existsSync(path.join('dist/cli', file.name.split('.index.js.')[0] + '.index.js'))).toBe(true);
      expect(file).toMatchObject({ writes: 1, intact: true });
    }
    const second = check({ NODE_COMPILE_CACHE: home });
    expect(second).toEqual(first);
    // Only a cache V8 accepted counts one more run; a refused one would be written as the first.
    expect(cacheFiles(home).map((file) => file.writes)).toEqual(written.map(() => 2));
  });

  it('a damaged file is compiled from its source instead, and written again whole', () => {
    const home = cacheHome();
    const clean = check({ NODE_COMPILE_CACHE: home });
    const names = cacheFiles(home).map((file) => file.name);
    for (const file of cacheFiles(home)) {
      const bytes = readFileSync(file.path);
      // One byte of V8's data, past its own header, flipped: V8's release builds do not check it.
      bytes[bytes.length - 100] = (bytes[bytes.length - 100] ?? 0) ^ 0xff;
      writeFileSync(file.path, bytes);
    }
    const damaged = check({ NODE_COMPILE_CACHE: home });
    expect(damaged).toEqual(clean);
    // The same files, each written again whole (a run that removed them would leave none).
    expect(cacheFiles(home).map(({ name, writes, intact }) => ({ name, writes, intact }))).toEqual(
      names.map((name) => ({ name, writes: 1, intact: true })),
    );
  });

  it('a chunk edited after the build runs as edited, not as the cache compiled it', async () => {
    // V8 checks only a cached source's length: an edit of the same length must change the name.
    const home = cacheHome();
    const bundle = path.join(cacheHome(), 'cli');
    cpSync(path.dirname(CLI), bundle, { recursive: true });
    const entry = path.join(bundle, 'index.js');
    const args = ['check', 'examples', '--semantic', 'off', '--max-binding-errors', 'none'];
    const before = await runCliAsync(args, process.cwd(), { NODE_COMPILE_CACHE: home }, entry);
    expect(before.stdout).toContain('Contradicted claims (1)');
    const chunk = readdirSync(bundle)
      .map((name) => path.join(bundle, name))
      .find((file) => readFileSync(file, 'utf8').includes("claimList('Contradicted claims'"));
    if (chunk === undefined) throw new Error('no chunk writes the terminal list of contradicted claims');
    writeFileSync(
      chunk,
      readFileSync(chunk, 'utf8').replace("claimList('Contradicted claims'", "claimList('Contradicted CLAIMS'"),
    );
    const after = await runCliAsync(args, process.cwd(), { NODE_COMPILE_CACHE: home }, entry);
    expect(after.stdout).toContain('Contradicted CLAIMS (1)');
  });

  it("is written by the Markdown readers too, each under its own flags' name", () => {
    // A reader is stopped with SIGKILL, never reaching the exit at which the run writes: it
    // writes when its first answer is sent (src/threads/worker-entry.ts).
    // It writes them all before its answer: written after it, the run killed it half-way through
    // (a few of its files, a different few each run, and a temporary one left).
    const args = ['check', 'examples/markdown/gemini-heat-pumps.md', '--semantic', 'off'];
    const written = [cacheHome(), cacheHome()].map((home) => {
      runCli(args, process.cwd(), { NODE_COMPILE_CACHE: home });
      return readdirSync(path.join(home, 'citegate-chunks')).sort();
    });
    expect(new Set(written[0]!.map((name) => name.split('.').at(-1))).size).toBe(2);
    expect(written[1]).toEqual(written[0]);
    expect(written[0]!.filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('NODE_DISABLE_COMPILE_CACHE=1 writes none', () => {
    const home = cacheHome();
    expect(check({ NODE_COMPILE_CACHE: home, NODE_DISABLE_COMPILE_CACHE: '1' }).status).toBe(0);
    expect(existsSync(path.join(home, 'citegate-chunks'))).toBe(false);
  });
});

const posix = typeof process.getuid === 'function';

describe("the chunk cache's folder", { timeout: 60_000 }, () => {
  it.runIf(posix)('is not used when others may write to it (a shared /tmp)', () => {
    const home = cacheHome();
    const chunks = path.join(home, 'citegate-chunks');
    mkdirSync(chunks);
    chmodSync(chunks, 0o777);
    const run = check({ NODE_COMPILE_CACHE: home });
    expect(run.status).toBe(0);
    expect(readdirSync(chunks)).toEqual([]);
  });

  it.runIf(posix && process.getuid?.() === 0)("is not used when it is another user's", () => {
    const home = cacheHome();
    const chunks = path.join(home, 'citegate-chunks');
    mkdirSync(chunks, { mode: 0o755 });
    chownSync(chunks, 65534, 65534);
    expect(check({ NODE_COMPILE_CACHE: home }).status).toBe(0);
    expect(readdirSync(chunks)).toEqual([]);
  });

  it('is not used when it is a link to another folder', () => {
    const home = cacheHome();
    const elsewhere = path.join(home, 'elsewhere');
    mkdirSync(elsewhere, { mode: 0o700 });
    symlinkSync(elsewhere, path.join(home, 'citegate-chunks'), 'dir');
    expect(check({ NODE_COMPILE_CACHE: home }).status).toBe(0);
    expect(readdirSync(elsewhere)).toEqual([]);
  });

  it('and a run whose folder cannot be written prints what it prints without one', () => {
    const home = cacheHome();
    writeFileSync(path.join(home, 'citegate-chunks'), 'a file, not a folder');
    const without = check({ NODE_COMPILE_CACHE: home, NODE_DISABLE_COMPILE_CACHE: '1' });
    expect(check({ NODE_COMPILE_CACHE: home })).toEqual(without);
  });
});

describe("the chunk cache's files", { timeout: 60_000 }, () => {
  // Each file a first run wrote is replaced by `plant`; the next run must print what the first
  // did, compile every chunk from its source (its files written as the first write) and leave
  // regular files at their names. A folder that passed its check holds none of these, but it is
  // checked once, and its parent may be another user's, who can swap it in between.
  async function afterPlanting(plant: (file: string) => void) {
    const home = cacheHome();
    const first = check({ NODE_COMPILE_CACHE: home });
    const written = cacheFiles(home);
    for (const file of written) plant(file.path);
    // Not blocking this process: a run that opened a FIFO waiting for a writer would hang it.
    expect(await runCliAsync(checkArgs, process.cwd(), { NODE_COMPILE_CACHE: home })).toEqual(first);
    for (const file of written) expect(lstatSync(file.path).isFile()).toBe(true);
    expect(cacheFiles(home).map(({ writes, intact }) => ({ writes, intact }))).toEqual(
      written.map(() => ({ writes: 1, intact: true })),
    );
  }

  it.runIf(posix)('are not read through a link, even to an intact file of the same name', async () => {
    await afterPlanting((file) => {
      const elsewhere = path.join(path.dirname(path.dirname(file)), 'elsewhere');
      mkdirSync(elsewhere, { recursive: true });
      cpSync(file, path.join(elsewhere, path.basename(file)));
      rmSync(file);
      symlinkSync(path.join(elsewhere, path.basename(file)), file);
    });
  });

  it.runIf(posix)('are not waited on when a FIFO is at the name', async () => {
    await afterPlanting((file) => {
      rmSync(file);
      execFileSync('mkfifo', [file]);
    });
  });

  it.runIf(posix && process.getuid?.() === 0)("are not read when they are another user's", async () => {
    await afterPlanting((file) => chownSync(file, 65534, 65534));
  });
});

/** A bundle folder holding script chunks of these ids, as the build writes them; its entry's URL. */
function scriptBundle(home: string, ids: number[]): string {
  const bundle = path.join(home, 'bundle');
  mkdirSync(bundle);
  for (const id of ids)
    writeFileSync(
      path.join(bundle, `${id}.index.js`),
      `(function (url, createRequire) { 'use strict'; return { id: ${id}, ids: [${id}], modules: {} }; })\n`,
    );
  return pathToFileURL(path.join(bundle, 'index.js')).href;
}

/** Runs `work` with this process's cache under `folder` and turned on, then puts both variables back. */
async function withCacheIn(folder: string, work: () => Promise<void>): Promise<void> {
  const saved = {
    NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE,
    NODE_DISABLE_COMPILE_CACHE: process.env.NODE_DISABLE_COMPILE_CACHE,
  };
  process.env.NODE_COMPILE_CACHE = folder;
  delete process.env.NODE_DISABLE_COMPILE_CACHE;
  try {
    await work();
  } finally {
    for (const [key, value] of Object.entries(saved))
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
  }
}

describe("the chunk loader's reads", () => {
  it("never run a file renamed to another chunk's name (a folder under another user's)", async () => {
    // Its folder's parent may be another user's (Node's node-compile-cache in a shared /tmp), who
    // can then move the folder and rename the run's own files in it. V8 checks only the length
    // of a cached source: a cache of another chunk of the same length ran that chunk's code.
    const home = cacheHome();
    const entry = scriptBundle(home, [1, 2]);
    await withCacheIn(path.join(home, 'cache'), async () => {
      const load = async (file: string) => {
        const chunk = await chunkLoader(createRequire, entry)(file);
        process.emit('citegate:write-chunk-cache' as 'exit', 0);
        return chunk.id;
      };
      expect([await load('1.index.js'), await load('2.index.js')]).toEqual([1, 2]);
      const folder = path.join(home, 'cache', 'citegate-chunks');
      const name = (id: number) => readdirSync(folder).find((file) => file.startsWith(`${id}.index.js.`))!;
      const [one, two] = [name(1), name(2)];
      rmSync(path.join(folder, two));
      cpSync(path.join(folder, one), path.join(folder, two));
      expect(await load('2.index.js')).toBe(2);
      // Compiled from its source and written again as the first write.
      expect(readFileSync(path.join(folder, two))[0]).toBe(1);
    });
  });
});

describe("the chunk loader's writes", () => {
  it('never follow a link planted at the name of its temporary file', async () => {
    const home = cacheHome();
    const entry = scriptBundle(home, [1]);
    const victim = path.join(home, 'victim.txt');
    writeFileSync(victim, 'keep me');
    await withCacheIn(path.join(home, 'cache'), async () => {
      const load = async () => {
        const chunk = await chunkLoader(createRequire, entry)('1.index.js');
        expect(chunk).toMatchObject({ id: 1 });
        process.emit('citegate:write-chunk-cache' as 'exit', 0);
      };
      await load();
      const folder = path.join(home, 'cache', 'citegate-chunks');
      const [name] = readdirSync(folder);
      expect(name).toBeDefined();
      symlinkSync(victim, path.join(folder, `${name}.${process.pid}.tmp`));
      await load();
      expect(readFileSync(victim, 'utf8')).toBe('keep me');
      expect(lstatSync(path.join(folder, name!)).isFile()).toBe(true);
      expect(existsSync(path.join(folder, `${name}.${process.pid}.tmp`))).toBe(false);
      // Written whole by the second load, which used the first one's cache.
      expect(readFileSync(path.join(folder, name!))[0]).toBe(2);
      // Then by the next two, and by none after the fourth: the cache is left as it is.
      for (let run = 3; run <= 6; run++) await load();
      expect(readFileSync(path.join(folder, name!))[0]).toBe(4);
    });
  });
});
