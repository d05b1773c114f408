import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  symlinkSync,
  writeFileSync,
  chmodSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeFileError, SymbolicLinkError, writeFileAtomic } from '../../src/files/atomic-write.js';

const folder = () => mkdtempSync(path.join(tmpdir(), 'citegate-atomic-'));

async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the write to fail');
}

describe('writeFileAtomic', () => {
  it('creates the folder and leaves only the file behind', async () => {
    const dir = folder();
    await writeFileAtomic(path.join(dir, 'a/b/out.json'), '{"ok":true}\n');
    expect(readFileSync(path.join(dir, 'a/b/out.json'), 'utf8')).toBe('{"ok":true}\n');
    expect(readdirSync(path.join(dir, 'a/b'))).toEqual(['out.json']);
  });

  it('replaces a file, keeping its permissions, and takes bytes as well as text', async () => {
    const dir = folder();
    const target = path.join(dir, 'out.json');
    writeFileSync(target, 'old');
    chmodSync(target, 0o640);
    await writeFileAtomic(target, new TextEncoder().encode('new'));
    expect(readFileSync(target, 'utf8')).toBe('new');
    expect(statSync(target).mode & 0o777).toBe(0o640);
    expect(readdirSync(dir)).toEqual(['out.json']);
  });

  it('refuses a symbolic link, and leaves it and what it names as they were', async () => {
    const dir = folder();
    mkdirSync(path.join(dir, 'outside'));
    writeFileSync(path.join(dir, 'outside/victim.sh'), '#!/bin/sh\n');
    chmodSync(path.join(dir, 'outside/victim.sh'), 0o755);
    mkdirSync(path.join(dir, 'repo'));
    symlinkSync('../outside/victim.sh', path.join(dir, 'repo/results.json'));
    const error = await failure(writeFileAtomic(path.join(dir, 'repo/results.json'), '{}'));
    expect(error).toBeInstanceOf(SymbolicLinkError);
    expect(describeFileError(error)).toBe(
      'it is a symbolic link (to ../outside/victim.sh), and citegate does not write through one',
    );
    expect(lstatSync(path.join(dir, 'repo/results.json')).isSymbolicLink()).toBe(true);
    expect(readFileSync(path.join(dir, 'outside/victim.sh'), 'utf8')).toBe('#!/bin/sh\n');
    expect(readdirSync(path.join(dir, 'repo'))).toEqual(['results.json']);
  });

  it('refuses a linked folder below a root, even one it would create a folder in', async () => {
    const dir = folder();
    mkdirSync(path.join(dir, 'outside'));
    mkdirSync(path.join(dir, 'repo'));
    symlinkSync('../outside', path.join(dir, 'repo/.citegate'));
    for (const target of ['repo/.citegate/cache.json', 'repo/.citegate/deeper/cache.json']) {
      const error = await failure(writeFileAtomic(path.join(dir, target), 'x', { roots: [path.join(dir, 'repo')] }));
      expect(describeFileError(error)).toBe(
        `its folder ${path.join(dir, 'repo/.citegate')} is a symbolic link (to ../outside), and citegate does not write through one`,
      );
    }
    expect(readdirSync(path.join(dir, 'outside'))).toEqual([]);
    // Above the root (the machine's own layout, /tmp on macOS) a linked folder is followed.
    symlinkSync(path.join(dir, 'repo'), path.join(dir, 'repo-link'));
    await writeFileAtomic(path.join(dir, 'repo-link/sub/out.json'), 'ok', { roots: [path.join(dir, 'repo-link')] });
    expect(readFileSync(path.join(dir, 'repo/sub/out.json'), 'utf8')).toBe('ok');
  });

  it('writes through a symbolic link when asked (followLinks): the link stays, the file it names is replaced', async () => {
    const dir = folder();
    mkdirSync(path.join(dir, 'real'));
    writeFileSync(path.join(dir, 'real/out.json'), 'old');
    symlinkSync(path.join(dir, 'real/out.json'), path.join(dir, 'link.json'));
    await writeFileAtomic(path.join(dir, 'link.json'), 'new', { followLinks: true });
    expect(lstatSync(path.join(dir, 'link.json')).isSymbolicLink()).toBe(true);
    expect(readFileSync(path.join(dir, 'real/out.json'), 'utf8')).toBe('new');
    expect(readdirSync(path.join(dir, 'real'))).toEqual(['out.json']);
  });

  it('refuses a folder (EISDIR), and removes its temporary file', async () => {
    const dir = folder();
    mkdirSync(path.join(dir, 'out'));
    writeFileSync(path.join(dir, 'out/keep'), 'x');
    const error = await failure(writeFileAtomic(path.join(dir, 'out'), 'data'));
    expect(describeFileError(error)).toBe('it is a folder (EISDIR)');
    expect(readdirSync(dir)).toEqual(['out']);
    expect(readdirSync(path.join(dir, 'out'))).toEqual(['keep']);
  });

  it('writes a device in place instead of renaming over it: /dev/full gives ENOSPC, /dev/null takes it', async () => {
    if (!existsSync('/dev/full')) return;
    const error = await failure(writeFileAtomic('/dev/full', 'data'));
    expect(describeFileError(error)).toBe('no space left on the device (ENOSPC)');
    expect(statSync('/dev/full').isCharacterDevice()).toBe(true);
    await writeFileAtomic('/dev/null', 'data');
    expect(statSync('/dev/null').isCharacterDevice()).toBe(true);
  });

  it('a path through a file is ENOTDIR', async () => {
    const dir = folder();
    writeFileSync(path.join(dir, 'file'), 'x');
    expect(describeFileError(await failure(writeFileAtomic(path.join(dir, 'file/out.json'), 'data')))).toBe(
      'a part of the path is a file, not a folder (ENOTDIR)',
    );
  });
});

describe('describeFileError', () => {
  it('names the reason and the code, or falls back to the message', () => {
    expect(
      describeFileError(
        Object.assign(new Error("EACCES: permission denied, open '/x/.out.json.1.tmp'"), { code: 'EACCES' }),
      ),
    ).toBe('permission denied (EACCES)');
    expect(
      describeFileError(Object.assign(new Error('EXDEV: cross-device link not permitted'), { code: 'EXDEV' })),
    ).toBe('EXDEV: cross-device link not permitted');
    expect(describeFileError('odd')).toBe('odd');
  });
});
