// Bundles each entry with ncc into dist/<name>/index.js. dist/ is committed (an action runs
// from the repository as it is) and .ci/run checks it is exactly what this script makes.
import { execFileSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';

// --transpile-only compiles each file on its own, which cannot see `"type": "module"`: the
// output is CommonJS, so ESM-only packages (@actions/core, @actions/github) and top-level
// await fail to bundle. Both entries are therefore compiled with the full program. It also
// makes the command line start faster: as ES modules, zod's 64 locales and its JSON Schema
// converters drop out of the bundle loaded at start (1.9 MB as CommonJS, 1.3 MB).
const entries = {
  cli: { entry: 'src/cli/index.ts', flags: [] },
  action: { entry: 'src/action/index.ts', flags: [] },
};

for (const [name, { entry, flags }] of Object.entries(entries)) {
  if (!existsSync(entry)) continue;
  rmSync(`dist/${name}`, { recursive: true, force: true });
  // ncc prints nothing while it works (minutes on a busy machine): say what is being built.
  console.log(`build: ${entry} -> dist/${name}/`);
  execFileSync('npx', ['ncc', 'build', entry, '-o', `dist/${name}`, '--license', 'licenses.txt', ...flags, '--quiet'], {
    stdio: 'inherit',
  });
}
