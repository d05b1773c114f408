// npm test: the type check and the bundle, side by side, then every test. The first two print
// nothing of their own for a minute or more, so each step says what it is doing and how long it
// took. Arguments after `npm test --` go to vitest, as they did when the script was one line.
import { spawn } from 'node:child_process';
import path from 'node:path';

// node_modules/.bin first, as npm does (so `node scripts/test.mjs` works too); Windows finds
// tsc.cmd and npm.cmd only through a shell.
const bin = path.resolve(
  import.meta.dirname ?? path.dirname(new URL(import.meta.url).pathname),
  '..',
  'node_modules',
  '.bin',
);
const env = { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}` };

const typeCheck = { what: 'type check (tsc --noEmit)', command: 'tsc', args: ['--noEmit'] };
const bundle = { what: 'bundle into dist/ (npm run build)', command: 'npm', args: ['run', '--silent', 'build'] };
const tests = { what: 'tests (vitest run)', command: 'vitest', args: ['run', ...process.argv.slice(2)] };

/** Runs one step; `quietUntilDone` holds its output back until it ends, so two steps side by side do not interleave. */
function run(step, quietUntilDone = false) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, {
      stdio: quietUntilDone ? ['inherit', 'pipe', 'pipe'] : 'inherit',
      env,
      shell: process.platform === 'win32',
    });
    const held = [];
    child.stdout?.on('data', (chunk) => held.push(chunk));
    child.stderr?.on('data', (chunk) => held.push(chunk));
    const end = (status, error) => {
      for (const chunk of held) process.stdout.write(chunk);
      const seconds = ((performance.now() - started) / 1000).toFixed(0);
      if (status === 0) console.log(`== ${step.what}: done in ${seconds} s`);
      else console.log(`== npm test: ${step.what} failed after ${seconds} s${error ? ` (${error.message})` : ''}`);
      resolve(status ?? 1);
    };
    child.on('error', (error) => end(null, error));
    child.on('close', (status) => end(status));
  });
}

// Neither needs the other, and each keeps about one core busy: side by side, a two-core machine
// has its answer a minute or more sooner. The tests need both (the end-to-end ones run dist/).
console.log(`== npm test 1/3 and 2/3, side by side: ${typeCheck.what}; ${bundle.what}`);
const [checked, bundled] = await Promise.all([run(typeCheck, true), run(bundle)]);
if (checked !== 0 || bundled !== 0) process.exit(checked || bundled);
console.log(`== npm test 3/3: ${tests.what}`);
process.exitCode = await run(tests);
