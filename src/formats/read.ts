// Every byte an input adapter reads goes through a ReadFile: by default the file system under
// the working directory; another caller may read a pull request's base version from git or the
// GitHub contents API instead. A missing file must throw an error whose `code` is 'ENOENT'.
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** Reads a file by its path relative to the working directory ('/'-separated). */
export type ReadFile = (relativePath: string) => Promise<Uint8Array>;

export function fileSystemReader(cwd: string): ReadFile {
  // Outside the working directory (command line only) a file is named by its absolute path.
  return (file) => readFile(path.resolve(cwd, file));
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

/** True when none of the files exists (a folder report's marker files, at a commit before the folder was added). */
export async function noneExists(readFile: ReadFile, relativePaths: readonly string[]): Promise<boolean> {
  for (const file of relativePaths) if ((await readIfPresent(readFile, file)) !== null) return false;
  return true;
}

/** Joins '/'-separated relative paths, as results and patterns spell them. */
export function joinPath(folder: string, name: string): string {
  return folder === '' || folder === '.' ? name : `${folder.replace(/\/+$/, '')}/${name}`;
}
