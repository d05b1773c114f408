// Whether git tracks a file: the caches are meant to come from actions/cache, never from the
// repository, where a pull request could commit answers no model gave (docs/security.md).
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** True when `file` is in the index of the git work tree it lies in (committed, or staged to be); false outside one, or without git. */
export async function trackedByGit(file: string): Promise<boolean> {
  try {
    await run('git', ['ls-files', '--error-unmatch', '--', path.basename(file)], {
      cwd: path.dirname(path.resolve(file)),
    });
    return true;
  } catch {
    return false;
  }
}
