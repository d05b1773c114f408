// Reads the base version of a report with git, when the base commit is in the checkout
// (`actions/checkout` with `fetch-depth: 0`, or a local clone): no API call, no token.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { BaseReader } from './against-base.js';
import { missingAtBase } from './against-base.js';

const run = promisify(execFile);
// Reports can be tens of megabytes; git writes the whole blob to stdout.
const MAX_BUFFER = 512 * 1024 * 1024;

/** A reader of `ref` in the repository at `cwd`, or null when git cannot resolve it there. */
export async function gitBaseReader(cwd: string, ref: string): Promise<BaseReader | null> {
  let sha: string;
  try {
    const { stdout } = await run('git', ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], { cwd, encoding: 'utf8' });
    sha = stdout.trim();
  } catch {
    return null; // not a repository, no git, or the commit is not here (a shallow clone)
  }
  if (!/^[0-9a-f]{40,64}$/.test(sha)) return null;
  return {
    sha,
    source: 'git',
    async readFile(relativePath) {
      try {
        // `<commit>:./path` is relative to cwd, which need not be the repository's top level.
        const { stdout } = await run('git', ['cat-file', 'blob', `${sha}:./${relativePath}`], { cwd, encoding: 'buffer', maxBuffer: MAX_BUFFER });
        return new Uint8Array(stdout);
      } catch (error) {
        const stderr = String((error as { stderr?: unknown }).stderr ?? '');
        if (/does not exist in|exists on disk, but not in|not a valid object name/i.test(stderr)) throw missingAtBase(relativePath, sha);
        throw new Error(`git could not read ${relativePath} at ${sha.slice(0, 12)}: ${stderr.trim() || (error as Error).message}`);
      }
    },
  };
}
