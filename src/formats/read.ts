// Every byte an input adapter reads goes through a ReadFile: by default the file system, within
// the folder a report may read from (workspaceReader); another caller may read a pull request's
// base version from git or the GitHub contents API instead. A missing file must throw an error
// whose `code` is 'ENOENT'.
import { realpath } from 'node:fs/promises';
import path from 'node:path';
import { brokenLink, LINK_OUTSIDE, LINK_OUTSIDE_FOLDER } from '../files/find-reports.js';
import { within } from '../files/link-view.js';
import { InputFileError, readBoundedFile } from '../files/read-bounded.js';

/** Reads a file by its path relative to the working directory ('/'-separated), or absolute outside it. */
export type ReadFile = (relativePath: string) => Promise<Uint8Array>;

/** A file a ReadFile will not read (a symbolic link that leads out of bounds or nowhere): the report is invalid, with this message. */
class RefusedFile extends Error {}

/**
 * Reads files whose real path lies inside the working directory or, for a report outside it
 * that the command line named, inside `folder` (its FoundReport.within). A symbolic link that
 * leads elsewhere is refused as discovery refuses one (LINK_OUTSIDE), so that no article or
 * verdict file can bring a file from outside (a token, the environment) into the results.
 * The real path is what is read, so the check and the read are of one file; it must be a
 * regular file of at most MAX_INPUT_BYTES (src/files/read-bounded.ts).
 */
export function workspaceReader(cwd: string, realCwd: string, folder?: string): ReadFile {
  const allowed = folder === undefined ? [realCwd] : [realCwd, folder];
  return async (file) => {
    const walked = path.resolve(cwd, file);
    let real: string;
    try {
      real = await realpath(walked);
    } catch (error) {
      // A missing file stays ENOENT (readIfPresent's "absent"); a dangling link or a loop is said.
      const broken = await brokenLink(walked, error as NodeJS.ErrnoException);
      throw broken === undefined ? error : new RefusedFile(broken);
    }
    if (!allowed.some((root) => within(real, root)))
      throw new RefusedFile(folder === undefined ? LINK_OUTSIDE : LINK_OUTSIDE_FOLDER);
    // Only a regular file, and not past the size bound: a link to /dev/zero is not read without end.
    return readBoundedFile(real).catch((error: unknown) =>
      Promise.reject(error instanceof InputFileError ? new RefusedFile(error.message) : error),
    );
  };
}

/** What an invalid report says when one of its files could not be read. */
export function readFailure(error: unknown, what = 'the file'): string {
  return error instanceof RefusedFile ? error.message : `cannot read ${what}: ${(error as Error).message}`;
}

/** True for the error a ReadFile throws when the file does not exist. */
export function isMissingFile(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

/** The error a ReadFile throws for a missing file: what custom readers should throw too. */
export function missingFileError(relativePath: string): Error & { code: 'ENOENT' } {
  return Object.assign(new Error(`ENOENT: no such file, open '${relativePath}'`), { code: 'ENOENT' as const });
}

/** The bytes of a file, or null when it does not exist; other failures throw. */
export async function readIfPresent(readFile: ReadFile, relativePath: string): Promise<Uint8Array | null> {
  try {
    return await readFile(relativePath);
  } catch (error) {
    if (isMissingFile(error)) return null;
    throw error;
  }
}

/** A file of a folder report: its path, and its bytes, null when it does not exist, or the error that kept it from being read. */
export async function readInFolder(
  readFile: ReadFile,
  folder: string,
  name: string,
): Promise<{ path: string; bytes: Uint8Array | null | Error }> {
  const path = joinPath(folder, name);
  return { path, bytes: await readIfPresent(readFile, path).catch((error: Error) => error) };
}

/** Joins '/'-separated relative paths, as results and patterns spell them. */
export function joinPath(folder: string, name: string): string {
  return folder === '' || folder === '.' ? name : `${folder.replace(/\/+$/, '')}/${name}`;
}
