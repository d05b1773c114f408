// Writes the inputs table of docs/action.md from src/config/inputs.ts, the one table every
// input is named in (`--check`: exit 1 when the page is out of date).
import { readFileSync, writeFileSync } from 'node:fs';
import { runnerImport } from 'vite';

const PAGE = 'docs/action.md';
const HEADER = '| Input | Default | Description |\n| --- | --- | --- |\n';
const { module } = await runnerImport('./src/config/inputs.ts');
const rows = module.INPUTS.map(
  (input) => `| \`${input.name}\` | ${input.default === '' ? '' : `\`${input.default}\``} | ${input.description} |\n`,
).join('');

const current = readFileSync(PAGE, 'utf8');
const start = current.indexOf(HEADER);
if (start === -1) throw new Error(`${PAGE} has no inputs table (${JSON.stringify(HEADER)})`);
const end = current.indexOf('\n\n', start);
const next = `${current.slice(0, start)}${HEADER}${rows.trimEnd()}${current.slice(end)}`;
if (process.argv.includes('--check')) {
  if (next !== current) {
    console.error(`${PAGE}: the inputs table is out of date: run node scripts/gen-inputs-table.mjs`);
    process.exit(1);
  }
} else {
  writeFileSync(PAGE, next);
}
