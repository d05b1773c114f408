// Writing an output file so that a reader sees the old file or the new one, never half of
// either: a temporary file beside the target, flushed, then renamed over it. Never through a
// symbolic link unless asked: a link committed in a pull request (`citegate-results.json ->
// ../outside/victim.sh`, `.citegate -> ../outside`) must not redirect a write.
import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { lstat, mkdir, open, readlink, realpath, rename, rm, stat, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { within } from './link-view.js';

export interface WriteOptions {
  /**
   * Folders below which no part of the path may be a symbolic link (the working directory; in
   * the action also RUNNER_TEMP): the first that holds the target applies. Above it, and for a
   * target outside all of them, only the file itself must not be a link.
   */
  roots?: readonly string[];
  /** Write through symbolic links (the command line's --write-through-links): the link stays, what it names is replaced. */
  followLinks?: boolean;
}

/** What a file is written from: text, bytes, or bytes made piece by piece (never held whole). */
export type FileData = string | Uint8Array | Iterable<Uint8Array>;

/** A write refused because the path is, or goes through, a symbolic link. */
export class SymbolicLinkError extends Error {
  readonly code = 'ESYMLINK';
  constructor(
    /** The link, absolute. */
    readonly link: string,
    /** What it says. */
    readonly target: string,
    /** The link is a folder of the path, not the file itself. */
    readonly folder: boolean,
  ) {
    super(
      folder
        ? `its folder ${link} is a symbolic link (to ${target}), and citegate does not write through one`
        : `it is a symbolic link (to ${target}), and citegate does not write through one`,
    );
  }
}

/** The process's own streams (`--json /dev/stdout`): links the system makes, written in place. */
export function isStandardStream(absolute: string): boolean {
  return /^\/(?:dev\/(?:stdout|stderr|fd\/\d+)|proc\/self\/fd\/\d+)$/.test(absolute);
}

/**
 * Writes `data` to `target` atomically, creating its folder. A target that is a symbolic link,
 * or whose folder below a root is one, is refused (SymbolicLinkError) unless `followLinks`:
 * the temporary file is made in the real folder (O_EXCL, so never through a link) and the
 * target is checked again right before the rename, which replaces a path and never writes
 * through it. A target that is not a regular file (`/dev/stdout`, a pipe, `/dev/full`) is
 * written in place: renaming over it would replace the device instead of writing to it. On
 * failure the temporary file is removed and the error is thrown as the file system gave it
 * (see describeFileError).
 */
export async function writeFileAtomic(target: string, data: FileData, options: WriteOptions = {}): Promise<void> {
  const absolute = path.resolve(target);
  if (options.followLinks || isStandardStream(absolute)) return writeThroughLinks(absolute, data);
  const folder = await realFolder(absolute, options.roots ?? []);
  const destination = path.join(folder, path.basename(absolute));
  const existing = await lstat(destination).catch(() => undefined);
  if (existing?.isSymbolicLink()) throw await linkError(destination, false);
  if (existing && !existing.isFile() && !existing.isDirectory()) {
    // O_NOFOLLOW: had the device been swapped for a link since, this fails instead of following it.
    await writeInPlace(destination, data, constants.O_WRONLY | constants.O_NOFOLLOW);
    return;
  }
  await replaceFile(folder, destination, data, existing, async () => {
    if ((await lstat(destination).catch(() => undefined))?.isSymbolicLink()) throw await linkError(destination, false);
  });
}

/** The old behaviour, asked for: links are followed, the file they name is replaced. */
async function writeThroughLinks(absolute: string, data: FileData): Promise<void> {
  const destination = await realpath(absolute).catch(() => absolute);
  const existing = await stat(destination).catch(() => undefined);
  if (existing && !existing.isFile() && !existing.isDirectory()) {
    await writeInPlace(destination, data, 'w');
    return;
  }
  const folder = path.dirname(destination);
  await mkdir(folder, { recursive: true }).catch(notDirectory(folder));
  await replaceFile(await realpath(folder), destination, data, existing, async () => undefined);
}

async function replaceFile(
  folder: string,
  destination: string,
  data: FileData,
  existing: { isFile(): boolean; mode: number } | undefined,
  beforeRename: () => Promise<void>,
): Promise<void> {
  // Hidden, so that no report glob (dot files excluded) picks it up while it exists.
  const temporary = path.join(
    folder,
    `.${path.basename(destination)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`,
  );
  try {
    const handle = await open(temporary, 'wx');
    try {
      // A replaced file keeps its permissions; a new one gets the usual (0o666 less the umask).
      if (existing?.isFile()) await handle.chmod(existing.mode & 0o7777);
      await writeAll(handle, data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await beforeRename();
    await rename(temporary, destination);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/** Creates `folder` and its parents; a part of the path that is a file is ENOTDIR, as the system says it. */
export async function makeFolder(folder: string): Promise<void> {
  await mkdir(folder, { recursive: true }).catch(notDirectory(folder));
}

/** Each piece after the last: FileHandle.writeFile writes from the handle's position, and all of the piece. */
async function writeAll(handle: FileHandle, data: FileData): Promise<void> {
  if (typeof data === 'string' || data instanceof Uint8Array) await handle.writeFile(data);
  else for (const piece of data) await handle.writeFile(piece);
}

/** A device or a pipe (`/dev/stdout`): written as it is, not replaced. */
async function writeInPlace(destination: string, data: FileData, flags: string | number): Promise<void> {
  const handle = await open(destination, flags);
  try {
    await writeAll(handle, data);
  } finally {
    await handle.close();
  }
}

/**
 * The real folder to write `absolute` in. Below the root that holds it, each folder is checked
 * and made one at a time, so that none is a symbolic link (mkdir never follows one); elsewhere
 * the folder is made as the path says.
 */
async function realFolder(absolute: string, roots: readonly string[]): Promise<string> {
  const folder = path.dirname(absolute);
  const root = roots
    .map((candidate) => path.resolve(candidate))
    .find((candidate) => candidate !== absolute && within(folder, candidate));
  if (root === undefined) {
    await mkdir(folder, { recursive: true }).catch(notDirectory(folder));
    return realpath(folder);
  }
  let current = root;
  for (const part of path
    .relative(root, folder)
    .split(path.sep)
    .filter((part) => part !== '')) {
    current = path.join(current, part);
    let info = await lstat(current).catch(() => undefined);
    if (!info) {
      await mkdir(current).catch((error: NodeJS.ErrnoException) =>
        error.code === 'EEXIST' ? undefined : Promise.reject(error),
      );
      info = await lstat(current);
    }
    if (info.isSymbolicLink()) throw await linkError(current, true);
    if (!info.isDirectory())
      throw Object.assign(new Error(`ENOTDIR: not a directory, mkdir '${current}'`), { code: 'ENOTDIR' });
  }
  return realpath(folder);
}

async function linkError(link: string, folder: boolean): Promise<SymbolicLinkError> {
  return new SymbolicLinkError(link, await readlink(link).catch(() => '?'), folder);
}

/** Node says EEXIST when a part of the path is a file; the system's word for that is ENOTDIR. */
function notDirectory(folder: string): (error: NodeJS.ErrnoException) => never {
  return (error) => {
    throw error.code === 'EEXIST'
      ? Object.assign(new Error(`ENOTDIR: not a directory, mkdir '${folder}'`), { code: 'ENOTDIR' })
      : error;
  };
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
  ELOOP: 'it is a symbolic link, and citegate does not write through one',
};

/**
 * Why a file could not be written (or read), in words and with the system's code
 * (`permission denied (EACCES)`), without the temporary file's name Node's message carries.
 */
export function describeFileError(error: unknown): string {
  if (error instanceof SymbolicLinkError) return error.message;
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code && Object.hasOwn(REASONS, code)) return `${REASONS[code]} (${code})`;
  return error instanceof Error ? error.message : String(error);
}
