// The one reader of input files: every byte of a regular file, in one buffer, never past the bound.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { InputFileError, readBoundedFile } from '../../src/files/read-bounded.js';

const dir = mkdtempSync(path.join(tmpdir(), 'citegate-read-bounded-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('readBoundedFile', () => {
  it('reads a file byte for byte, an empty one and one of several megabytes', async () => {
    const big = Buffer.alloc(3_000_001);
    for (let i = 0; i < big.length; i++) big[i] = (i * 7919) % 251;
    writeFileSync(path.join(dir, 'big.bin'), big);
    writeFileSync(path.join(dir, 'empty.json'), '');
    expect(Buffer.compare(await readBoundedFile(path.join(dir, 'big.bin')), big)).toBe(0);
    expect((await readBoundedFile(path.join(dir, 'empty.json'))).length).toBe(0);
  });

  it('refuses a file over the bound, naming both sizes', async () => {
    writeFileSync(path.join(dir, 'over.json'), 'x'.repeat(300_000));
    await expect(readBoundedFile(path.join(dir, 'over.json'), 200_000)).rejects.toThrow(
      new InputFileError('the file is 0.3 MB, more than the 0.2 MB citegate reads'),
    );
  });

  // A file whose size says less than it holds (as one that grows while it is read): read to its
  // end all the same, and refused once it passes the bound. /proc's files say 0 bytes.
  it.skipIf(process.platform !== 'linux')('reads past the size the file had when opened, up to the bound', async () => {
    const expected = readFileSync('/proc/self/cmdline');
    expect(expected.length).toBeGreaterThan(10);
    expect(Buffer.compare(await readBoundedFile('/proc/self/cmdline'), expected)).toBe(0);
    await expect(readBoundedFile('/proc/self/cmdline', 10)).rejects.toThrow(
      new InputFileError('the file is more than the 0 MB citegate reads'),
    );
  });
});
