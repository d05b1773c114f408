// The bundled action (dist/action/index.js) run as the runner runs it: INPUT_* variables, an
// event file, GITHUB_OUTPUT and GITHUB_STEP_SUMMARY files, and the REST API (a FakeGitHub).
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FakeGitHub } from './fake-github.js';
import { NODE } from './node-binary.js';
import { runnableBundle } from './unprivileged.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const bundle = path.join(root, 'dist/action/index.js');

/**
 * `npm test` builds before vitest runs. Building here only when the bundle is missing: a
 * rebuild replaces dist/cli too, under the feet of the command line's tests running alongside.
 */
export function ensureBuilt(): void {
  const newest = (dir: string): number =>
    readdirSync(dir, { withFileTypes: true }).reduce((max, entry) => {
      const full = path.join(dir, entry.name);
      return Math.max(max, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
    }, 0);
  if (!existsSync(bundle)) execFileSync('node', ['scripts/build.mjs'], { cwd: root, stdio: 'inherit' });
  else if (statSync(bundle).mtimeMs < newest(path.join(root, 'src')))
    console.warn('dist/action/index.js is older than src/: run npm run build');
}

export interface Run {
  status: number | null;
  stdout: string;
  outputs: Record<string, string>;
  summary: string;
  dir: string;
}

export interface RunOptions {
  event?: object;
  eventName?: string;
  /** Run as this user (see test/helpers/unprivileged.ts); the runner's files are made writable for it. */
  user?: { uid?: number; gid?: number };
  /** More of the runner's variables (RUNNER_TEMP). */
  env?: Record<string, string>;
}

export const BASE_SHA = 'ba5e'.repeat(10);
export const HEAD_SHA = 'feed'.repeat(10);

export function pullRequestEvent(headRepo = 'acme/docs') {
  return {
    action: 'synchronize',
    number: 7,
    pull_request: {
      number: 7,
      head: { sha: HEAD_SHA, repo: { full_name: headRepo } },
      base: { sha: BASE_SHA, repo: { full_name: 'acme/docs' } },
    },
  };
}

/** Why `user` cannot run the action's bundle (a test skips, naming it), or null. */
export function actionSkipFor(user: { uid?: number; gid?: number }): string | null {
  const reachable = runnableBundle(bundle, user);
  return 'skip' in reachable ? reachable.skip : null;
}

/** Runs the bundle in `dir` the way the runner would; resolves when the process exits. */
export function runAction(
  github: FakeGitHub,
  dir: string,
  inputs: Record<string, string>,
  options: RunOptions = {},
): Promise<Run> {
  const file = (name: string, content = '') => {
    const target = path.join(dir, '..', `${path.basename(dir)}-${name}`);
    writeFileSync(target, content);
    if (options.user?.uid !== undefined) chmodSync(target, 0o666);
    return target;
  };
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    GITHUB_ACTIONS: 'true',
    GITHUB_WORKSPACE: dir,
    GITHUB_REPOSITORY: 'acme/docs',
    GITHUB_EVENT_NAME: options.eventName ?? 'pull_request',
    GITHUB_EVENT_PATH: file('event.json', JSON.stringify(options.event ?? pullRequestEvent())),
    GITHUB_OUTPUT: file('output.txt'),
    GITHUB_STEP_SUMMARY: file('summary.md'),
    GITHUB_API_URL: github.url,
    GITHUB_SERVER_URL: 'https://github.example',
    GITHUB_RUN_ID: '4242',
    ...options.env,
  };
  // The runner upper-cases the input name and keeps its hyphens: INPUT_MAX-CONTRADICTED.
  for (const [name, value] of Object.entries({ 'github-token': 'ghs_test_token_value', ...inputs }))
    env[`INPUT_${name.toUpperCase()}`] = value;
  return new Promise((resolve, reject) => {
    const reachable = runnableBundle(bundle, options.user ?? {});
    if ('skip' in reachable) throw new Error(reachable.skip);
    const child = spawn(NODE, [reachable.bundle], { cwd: dir, env, ...options.user });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.on('error', reject);
    child.on('close', (status) => {
      resolve({
        status,
        stdout,
        outputs: parseOutputs(readFileSync(env.GITHUB_OUTPUT as string, 'utf8')),
        summary: readFileSync(env.GITHUB_STEP_SUMMARY as string, 'utf8'),
        dir,
      });
    });
  });
}

/** GITHUB_OUTPUT holds `name<<DELIMITER\nvalue\nDELIMITER` blocks. */
export function parseOutputs(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  for (const match of text.matchAll(/^(.+?)<<(.+)\n([\s\S]*?)\n\2$/gm))
    outputs[match[1] as string] = match[3] as string;
  return outputs;
}
