// Bundles each entry with ncc into dist/<name>/index.js. dist/ is committed (an action runs
// from the repository as it is) and .ci/run checks it is exactly what this script makes.
import { execFileSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';

const entries = { cli: 'src/cli/index.ts', action: 'src/action/index.ts' };

for (const [name, entry] of Object.entries(entries)) {
  if (!existsSync(entry)) continue;
  rmSync(`dist/${name}`, { recursive: true, force: true });
  execFileSync('npx', ['ncc', 'build', entry, '-o', `dist/${name}`, '--license', 'licenses.txt', '--transpile-only', '--quiet'], { stdio: 'inherit' });
}
