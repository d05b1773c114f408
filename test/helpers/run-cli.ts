import { spawnSync } from 'node:child_process';
import path from 'node:path';

export const CLI = path.resolve('dist/cli/index.js');

/** Runs the bundled command line as a user would, without a terminal. */
export function runCli(args: string[], cwd: string, env: Record<string, string | undefined> = {}, user: { uid?: number; gid?: number } = {}) {
  const childEnv: Record<string, string | undefined> = { ...process.env, NO_COLOR: undefined, FORCE_COLOR: undefined, OPENAI_API_KEY: undefined, ...env };
  const result = spawnSync(process.execPath, [CLI, ...args], { cwd, env: childEnv as NodeJS.ProcessEnv, encoding: 'utf8', ...user });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}
