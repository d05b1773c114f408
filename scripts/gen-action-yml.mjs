// Writes action.yml from src/action/action-yml.ts (`--check`: exit 1 when it is out of date).
// Vite's module runner loads the TypeScript source directly, without a build.
import { readFileSync, writeFileSync } from 'node:fs';
import { runnerImport } from 'vite';

const { module } = await runnerImport('./src/action/action-yml.ts');
const text = module.renderActionYml();
if (process.argv.includes('--check')) {
  const current = readFileSync('action.yml', 'utf8');
  if (current !== text) {
    console.error('action.yml is out of date: run node scripts/gen-action-yml.mjs');
    process.exit(1);
  }
} else {
  writeFileSync('action.yml', text);
}
