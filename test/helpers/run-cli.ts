import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { NODE } from './node-binary.js';
import { runnableBundle, type User } from './unprivileged.js';

export const CLI = path.resolve('dist/cli/index.js');

/**
 * The width the command line fits its output to (COLUMNS): wide, so that tests about content
 * see tables as tables; a test about width passes its own COLUMNS (or COLUMNS: undefined for 80).
 */
const WIDE = '400';

/** Why `user` cannot run the command line's bundle (a test skips, naming it), or null. */
export function cliSkipFor(user: User): string | null {
  const reachable = runnableBundle(CLI, user);
  return 'skip' in reachable ? reachable.skip : null;
}

/** The bundle `user` can run (see runnableBundle); a test checks cliSkipFor first. */
export function cliFor(user: User): string {
  const reachable = runnableBundle(CLI, user);
  if ('skip' in reachable) throw new Error(reachable.skip);
  return reachable.bundle;
}

/** Runs the bundled command line as a user would, without a terminal. */
export function runCli(args: string[], cwd: string, env: Record<string, string | undefined> = {}, user: User = {}) {
  const childEnv: Record<string, string | undefined> = {
    ...process.env,
    NO_COLOR: undefined,
    FORCE_COLOR: undefined,
    OPENAI_API_KEY: undefined,
    COLUMNS: WIDE,
    ...env,
  };
  const result = spawnSync(NODE, [cliFor(user), ...args], {
    cwd,
    env: childEnv as NodeJS.ProcessEnv,
    encoding: 'utf8',
    ...user,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/**
 * The same, without blocking this process: needed when a fake server started by the test (in
 * this process) must answer the command line while it runs.
 */
export function runCliAsync(args: string[], cwd: string, env: Record<string, string | undefined> = {}, cli = CLI) {
  const childEnv: Record<string, string | undefined> = {
    ...process.env,
    NO_COLOR: undefined,
    FORCE_COLOR: undefined,
    OPENAI_API_KEY: undefined,
    COLUMNS: WIDE,
    ...env,
  };
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(NODE, [cli, ...args], { cwd, env: childEnv as NodeJS.ProcessEnv });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}
