// npm test: the type check, the bundle, then every test. The first two print nothing of their
// own for a minute or more, so each step says what it is doing and how long it took. Arguments
// after `npm test --` go to vitest, as they did when the script was one line.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const steps = [
  { what: 'type check (tsc --noEmit)', command: 'tsc', args: ['--noEmit'] },
  { what: 'bundle into dist/ (npm run build)', command: 'npm', args: ['run', '--silent', 'build'] },
  { what: 'tests (vitest run)', command: 'vitest', args: ['run', ...process.argv.slice(2)] },
];

for (const [index, step] of steps.entries()) {
  console.log(`== npm test ${index + 1}/${steps.length}: ${step.what}`);
  const started = performance.now();
  // node_modules/.bin first, as npm does (so `node scripts/test.mjs` works too); Windows finds
  // tsc.cmd and npm.cmd only through a shell.
  const bin = path.resolve(
    import.meta.dirname ?? path.dirname(new URL(import.meta.url).pathname),
    '..',
    'node_modules',
    '.bin',
  );
  const env = { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}` };
  const result = spawnSync(step.command, step.args, { stdio: 'inherit', env, shell: process.platform === 'win32' });
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  if (result.status !== 0) {
    console.log(
      `== npm test: ${step.what} failed after ${seconds} s${result.error ? ` (${result.error.message})` : ''}`,
    );
    process.exit(result.status ?? 1);
  }
  console.log(`== ${step.what}: done in ${seconds} s`);
}
