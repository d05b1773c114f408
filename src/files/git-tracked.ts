// Whether git tracks a file: the caches are meant to come from actions/cache, never from the
// repository, where a pull request could commit answers no model gave (docs/security.md).
import path from 'node:path';
import { promisify } from 'node:util';

/** True when `file` is in the index of the git work tree it lies in (committed, or staged to be); false outside one, or without git. */
export async function trackedByGit(file: string): Promise<boolean> {
  try {
    // node:child_process is loaded here, not with the module: most runs hold no cache, and start sooner without it.
    const run = promisify(process.getBuiltinModule('node:child_process').execFile);
    await run('git', ['ls-files', '--error-unmatch', '--', path.basename(file)], {
      cwd: path.dirname(path.resolve(file)),
    });
    return true;
  } catch {
    return false;
  }
}
