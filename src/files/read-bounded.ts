// Reading an input file whole, within bounds: only a regular file (a link to /dev/zero, a named
// pipe or a device would be read without end, or block), and at most MAX_INPUT_BYTES of it (a
// larger file, a 600 MB sparse one say, would pass what the runtime can hold as one string).
import { constants } from 'node:fs';
import { open } from 'node:fs/promises';

/** The largest input file citegate reads: a report, an article, a verdict file, a dataset. */
export const MAX_INPUT_BYTES = 100_000_000;

/** Why an input file is not read; its message is the whole reason, for "the file NAME: …" or an invalid report. */
export class InputFileError extends Error {}

/**
 * The bytes of `file` (an absolute or working-directory path), or InputFileError when it is not
 * a regular file or is larger than `maxBytes`. Opened without blocking (a named pipe would wait
 * for a writer), then checked on the open file, so the check and the read are of one file.
 */
export async function readBoundedFile(file: string, maxBytes = MAX_INPUT_BYTES): Promise<Buffer> {
  const handle = await open(file, constants.O_RDONLY | constants.O_NONBLOCK);
  try {
    const info = await handle.stat();
    if (!info.isFile())
      throw new InputFileError(`not a regular file (${kindOf(info)}): citegate reads only regular files`);
    if (info.size > maxBytes)
      throw new InputFileError(
        `the file is ${megabytes(info.size)}, more than the ${megabytes(maxBytes)} citegate reads`,
      );
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
      if (bytesRead === 0) break;
      length += bytesRead;
      if (length > maxBytes)
        throw new InputFileError(`the file is more than the ${megabytes(maxBytes)} citegate reads`);
    }
    return buffer.subarray(0, length);
  } finally {
    await handle.close();
  }
}

function kindOf(info: {
  isDirectory(): boolean;
  isCharacterDevice(): boolean;
  isBlockDevice(): boolean;
  isFIFO(): boolean;
  isSocket(): boolean;
}): string {
  if (info.isDirectory()) return 'a folder';
  if (info.isCharacterDevice()) return 'a character device';
  if (info.isBlockDevice()) return 'a block device';
  if (info.isFIFO()) return 'a named pipe';
  if (info.isSocket()) return 'a socket';
  return 'not a file';
}

export function megabytes(bytes: number): string {
  return `${Math.round(bytes / 100_000) / 10} MB`;
}
