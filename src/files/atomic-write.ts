// Writing an output file so that a reader sees the old file or the new one, never half of
// either: a temporary file beside the target, flushed, then renamed over it.
import { randomBytes } from 'node:crypto';
import { mkdir, open, realpath, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Writes `data` to `target` atomically, creating its folder. A target that is a symbolic link
 * is followed (the link stays, the file it names is replaced), and one that is not a regular
 * file (`/dev/stdout`, a pipe, `/dev/full`) is written in place: renaming over it would
 * replace the device instead of writing to it. On failure the temporary file is removed and
 * the error is thrown as the file system gave it (see describeFileError).
 */
export async function writeFileAtomic(target: string, data: string | Uint8Array): Promise<void> {
  const destination = await realpath(target).catch(() => path.resolve(target));
  const existing = await stat(destination).catch(() => undefined);
  if (existing && !existing.isFile() && !existing.isDirectory()) {
    await writeFile(destination, data);
    return;
  }
  const folder = path.dirname(destination);
  await makeFolder(folder);
  // Hidden, so that no report glob (dot files excluded) picks it up while it exists.
  const temporary = path.join(folder, `.${path.basename(destination)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    const handle = await open(temporary, 'wx');
    try {
      // A replaced file keeps its permissions; a new one gets the usual (0o666 less the umask).
      if (existing?.isFile()) await handle.chmod(existing.mode & 0o7777);
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, destination);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/** Creates `folder` and its parents; a part of the path that is a file is ENOTDIR, as the system says it. */
export async function makeFolder(folder: string): Promise<void> {
  await mkdir(folder, { recursive: true }).catch((error: NodeJS.ErrnoException) => {
    // Node says EEXIST when a part of the path is a file; the system's word for that is ENOTDIR.
    throw error.code === 'EEXIST' ? Object.assign(new Error(`ENOTDIR: not a directory, mkdir '${folder}'`), { code: 'ENOTDIR' }) : error;
  });
}

const REASONS: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EISDIR: 'it is a folder',
  ENOSPC: 'no space left on the device',
  EDQUOT: 'the disk quota is exceeded',
  EROFS: 'the file system is read-only',
  ENOTDIR: 'a part of the path is a file, not a folder',
  ENAMETOOLONG: 'the name is too long',
  EFBIG: 'the file is too large',
  EIO: 'an input/output error',
};

/**
 * Why a file could not be written (or read), in words and with the system's code
 * (`permission denied (EACCES)`), without the temporary file's name Node's message carries.
 */
export function describeFileError(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code && REASONS[code]) return `${REASONS[code]} (${code})`;
  return error instanceof Error ? error.message : String(error);
}
