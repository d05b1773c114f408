// Where the command line's chunk cache (scripts/chunk-loader.mjs) may be read and written. Its
// folder defaults to one under the system's temporary folder, which other users share: a folder
// another user owns, or may write to, lets them swap the files a run gives V8 or plant a link
// where a run writes (which `writeFileSync` followed, overwriting the link's target).
import {
  chmodSync,
  chownSync,
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
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';
import { afterEach, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/run-cli.js';
import { chunkLoader } from '../../scripts/chunk-loader.mjs';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function scratch(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'citegate-chunk-folder-'));
  folders.push(folder);
  return folder;
}

const check = (env: Record<string, string>) =>
  runCli(['check', 'examples', '--semantic', 'off', '--max-binding-errors', 'none'], process.cwd(), env);
const posix = typeof process.getuid === 'function';

describe("the chunk cache's folder", { timeout: 60_000 }, () => {
  it.runIf(posix)('is not used when others may write to it (a shared /tmp)', () => {
    const home = scratch();
    const chunks = path.join(home, 'citegate-chunks');
    mkdirSync(chunks);
    chmodSync(chunks, 0o777);
    const run = check({ NODE_COMPILE_CACHE: home });
    expect(run.status).toBe(0);
    expect(readdirSync(chunks)).toEqual([]);
  });

  it.runIf(posix && process.getuid?.() === 0)("is not used when it is another user's", () => {
    const home = scratch();
    const chunks = path.join(home, 'citegate-chunks');
    mkdirSync(chunks, { mode: 0o755 });
    chownSync(chunks, 65534, 65534);
    expect(check({ NODE_COMPILE_CACHE: home }).status).toBe(0);
    expect(readdirSync(chunks)).toEqual([]);
  });

  it('is not used when it is a link to another folder', () => {
    const home = scratch();
    const elsewhere = path.join(home, 'elsewhere');
    mkdirSync(elsewhere, { mode: 0o700 });
    symlinkSync(elsewhere, path.join(home, 'citegate-chunks'), 'dir');
    expect(check({ NODE_COMPILE_CACHE: home }).status).toBe(0);
    expect(readdirSync(elsewhere)).toEqual([]);
  });

  it('and a run whose folder cannot be written prints what it prints without one', () => {
    const home = scratch();
    writeFileSync(path.join(home, 'citegate-chunks'), 'a file, not a folder');
    const without = check({ NODE_COMPILE_CACHE: home, NODE_DISABLE_COMPILE_CACHE: '1' });
    expect(check({ NODE_COMPILE_CACHE: home })).toEqual(without);
  });
});

describe("the chunk loader's writes", () => {
  it('never follow a link planted at the name of its temporary file', async () => {
    const home = scratch();
    const bundle = path.join(home, 'bundle');
    mkdirSync(bundle);
    writeFileSync(
      path.join(bundle, '1.index.js'),
      "(function (url, createRequire) { 'use strict'; return { id: 1, ids: [1], modules: {} }; })\n",
    );
    const entry = pathToFileURL(path.join(bundle, 'index.js')).href;
    const victim = path.join(home, 'victim.txt');
    writeFileSync(victim, 'keep me');
    const saved = { cache: process.env.NODE_COMPILE_CACHE, off: process.env.NODE_DISABLE_COMPILE_CACHE };
    process.env.NODE_COMPILE_CACHE = path.join(home, 'cache');
    delete process.env.NODE_DISABLE_COMPILE_CACHE;
    try {
      const load = async () => {
        const chunk = await chunkLoader(['1.index.js'], createRequire, entry)('1.index.js');
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
    } finally {
      for (const [key, value] of [
        ['NODE_COMPILE_CACHE', saved.cache],
        ['NODE_DISABLE_COMPILE_CACHE', saved.off],
      ] as const)
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
    }
  });
});
