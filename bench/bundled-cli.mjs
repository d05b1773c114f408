// The bundled command line (dist/cli/index.js, made by npm run build) as the benchmarks run it:
// a subprocess, as a user would, timed from start to exit. No TypeScript loader.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));
const cli = path.join(root, 'dist', 'cli', 'index.js');

/** Ends the benchmark (exit 2) when the bundle is missing; `name` is the npm script's. */
export function requireBundle(name) {
  if (!existsSync(cli)) {
    console.error(`${name} needs the bundle: run npm run build first`);
    process.exit(2);
  }
}

/** Runs the bundle with `args` in `cwd`, `env` over this process's; resolves with its exit status, output and wall time. */
export function runCli(args, cwd, env) {
  return new Promise((resolve) => {
    const started = performance.now();
    execFile(
      process.execPath,
      [cli, ...args],
      { cwd, env: { ...process.env, ...env }, encoding: 'utf8', maxBuffer: 64 << 20 },
      (error, stdout, stderr) => {
        resolve({ status: error ? (error.code ?? -1) : 0, stdout, stderr, ms: performance.now() - started });
      },
    );
  });
}

/**
 * A `--import` hook that prints the child's CPU time (user + system) at its exit, as
 * `bench-cpu-ms N` on stderr: on a shared machine it says more than the wall time about the
 * work citegate does. It counts the readers the run started and has reaped (Linux: cutime and
 * cstime in /proc/self/stat, in clock ticks of 10 ms). `cpuMsOf(stderr)` reads it back.
 */
export const CPU_HOOK = `data:text/javascript,import{readFileSync}from'node:fs';process.on('exit',()=>{const u=process.cpuUsage();let c=0;try{const f=readFileSync('/proc/self/stat','utf8').split(') ')[1].split(' ');c=(Number(f[13])+Number(f[14]))*10}catch{}process.stderr.write('\\nbench-cpu-ms '+Math.round((u.user+u.system)/1000+c)+'\\n')})`;
export const cpuMsOf = (stderr) => Number(/bench-cpu-ms (\d+)/.exec(stderr)?.[1] ?? NaN);
