// A cache the repository tracks is input a pull request can write: never trusted. One small
// function, so every cache (answers, pages, registry answers) can apply the same rule.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * True when git tracks `file` in the repository around it (committed or staged). False when it
 * does not, when the folder is no repository, or when git is not there: then nobody could have
 * committed the file either.
 */
export async function isTrackedFile(file: string): Promise<boolean> {
  const absolute = path.resolve(file);
  try {
    await run('git', ['ls-files', '--error-unmatch', '--', path.basename(absolute)], { cwd: path.dirname(absolute) });
    return true;
  } catch {
    return false;
  }
}
