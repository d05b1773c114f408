// Reads the base version of a report with git, when the base commit is in the checkout
// (`actions/checkout` with `fetch-depth: 0`, or a local clone): no API call, no token.
import type { execFile } from 'node:child_process';
import { realpath } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { BaseReader } from './against-base.js';
import { missingAtBase, NotComparableError } from './against-base.js';

type Run = typeof execFile.__promisify__;
let loaded: Run | undefined;
/** git's runner; node:child_process is loaded with the first command (getBuiltinModule), so a run with no base never loads it. */
const git = (): Run => (loaded ??= promisify(process.getBuiltinModule('node:child_process').execFile));
// Reports can be tens of megabytes; git writes the whole blob to stdout.
const MAX_BUFFER = 512 * 1024 * 1024;

/** A reader of `ref` in the repository at `cwd`, or null when git cannot resolve it there. */
export async function gitBaseReader(cwd: string, ref: string): Promise<BaseReader | null> {
  let sha: string;
  let top: string;
  let realCwd: string;
  const run = git();
  try {
    const { stdout } = await run('git', ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], {
      cwd,
      encoding: 'utf8',
    });
    sha = stdout.trim();
    top = (await run('git', ['rev-parse', '--show-toplevel'], { cwd, encoding: 'utf8' })).stdout.trim();
    realCwd = await realpath(cwd);
  } catch {
    return null; // not a repository (or a bare one), no git, or the commit is not here (a shallow clone)
  }
  if (!/^[0-9a-f]{40,64}$/.test(sha) || top === '') return null;
  const short = sha.slice(0, 12);
  return {
    sha,
    source: 'git',
    async readFile(relativePath) {
      // Reports are named relative to cwd, which need not be the top level, or by their absolute
      // (real) path when the command line was given one outside cwd: git wants the path from the top.
      const fromTop = path.relative(top, path.resolve(realCwd, relativePath));
      if (fromTop.startsWith('..') || path.isAbsolute(fromTop))
        throw new NotComparableError(`${relativePath} is outside the repository`);
      const object = `${sha}:${fromTop.split(path.sep).join('/')}`;
      try {
        const { stdout } = await run('git', ['cat-file', 'blob', object], {
          cwd,
          encoding: 'buffer',
          maxBuffer: MAX_BUFFER,
        });
        return new Uint8Array(stdout);
      } catch (error) {
        const stderr = String((error as { stderr?: unknown }).stderr ?? '');
        if (/does not exist in|exists on disk, but not in|not a valid object name/i.test(stderr))
          throw missingAtBase(relativePath, sha);
        if ((await typeOf(cwd, object)) === 'tree')
          throw new NotComparableError(`${relativePath} is a folder at ${short}`);
        throw new Error(`git could not read ${relativePath} at ${short}: ${stderr.trim() || (error as Error).message}`);
      }
    },
    async removedFiles() {
      // The base commit against the working tree (a pull request's merge commit in the action,
      // what is on disk on the command line), relative to cwd; a rename is a removal and an addition.
      try {
        const { stdout } = await run(
          'git',
          ['diff', '--relative', '--name-only', '--no-renames', '--diff-filter=D', '-z', sha, '--'],
          { cwd, encoding: 'utf8', maxBuffer: MAX_BUFFER },
        );
        return stdout.split('\0').filter((file) => file !== '');
      } catch {
        return [];
      }
    },
  };
}

/** The type of a git object (`blob`, `tree`, `commit` for a submodule), or null when git cannot tell. */
async function typeOf(cwd: string, object: string): Promise<string | null> {
  const run = git();
  try {
    return (await run('git', ['cat-file', '-t', object], { cwd, encoding: 'utf8' })).stdout.trim();
  } catch {
    return null;
  }
}
