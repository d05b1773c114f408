import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderActionYml } from '../../src/action/action-yml.js';
import { OUTPUTS } from '../../src/action/outputs.js';
import { INPUTS } from '../../src/config/inputs.js';

const actionYml = readFileSync(new URL('../../action.yml', import.meta.url), 'utf8');

/** name -> default, from the generated layout (two-space input names, quoted defaults). */
function section(name: 'inputs' | 'outputs'): Map<string, string | undefined> {
  const body = actionYml.split(`\n${name}:\n`)[1]?.split(/\n(?=\S)/)[0] ?? '';
  const entries = new Map<string, string | undefined>();
  let current = '';
  for (const line of body.split('\n')) {
    const key = line.match(/^ {2}([a-z-]+):$/);
    if (key) entries.set((current = key[1] as string), undefined);
    const fallback = line.match(/^ {4}default: (".*")$/);
    if (fallback) entries.set(current, JSON.parse(fallback[1] as string) as string);
  }
  return entries;
}

describe('action.yml', () => {
  it('is what scripts/gen-action-yml.mjs makes from INPUTS (run it after changing inputs)', () => {
    expect(actionYml).toBe(renderActionYml());
  });

  it('has every INPUTS row with the same default, and no input that is not in INPUTS', () => {
    const inputs = section('inputs');
    for (const input of INPUTS) expect([input.name, inputs.get(input.name)]).toEqual([input.name, input.default]);
    expect([...inputs.keys()].sort()).toEqual(INPUTS.map((input) => input.name).sort());
  });

  it('declares the outputs and runs the bundle on node24', () => {
    expect([...section('outputs').keys()]).toEqual(OUTPUTS.map((output) => output.name));
    expect(actionYml).toContain('runs:\n  using: node24\n  main: dist/action/index.js\n');
  });

  it('has the action-only inputs with their documented defaults', () => {
    const inputs = section('inputs');
    expect(inputs.get('github-token')).toBe('${{ github.token }}');
    expect(inputs.get('comment')).toBe('always');
    expect(inputs.get('comment-key')).toBe('default');
    expect(inputs.get('only-changed')).toBe('false');
    expect(inputs.get('results-path')).toBe('citegate-results.json');
  });
});

describe('docs/action.md', () => {
  const docs = readFileSync(new URL('../../docs/action.md', import.meta.url), 'utf8');
  /** The text of one `## ` section of the action's documentation (other sections have tables of their own). */
  const actionSection = (heading: string): string => docs.split(`\n## ${heading}\n`)[1]?.split(/\n## /)[0] ?? '';

  it('has a row for every input with its default (scripts/gen-inputs-table.mjs writes them)', () => {
    const inputs = actionSection('Inputs');
    for (const input of INPUTS) {
      const fallback = input.default === '' ? '' : `\`${input.default}\``;
      expect(inputs).toContain(`| \`${input.name}\` | ${fallback} | ${input.description} |`);
    }
  });

  it('has a row for every output', () => {
    // The first cell of each table row: "`passed`", or several, "`supported`, `contradicted`, …". The
    // prose under the table names the outputs too, so the row, not the name, is what is looked for.
    const rows = actionSection('Outputs')
      .split('\n')
      .filter((line) => line.startsWith('| `'));
    const named = rows.flatMap((row) => (row.split(' | ')[0] ?? '').slice(2).split(', '));
    for (const output of OUTPUTS) expect(named).toContain(`\`${output.name}\``);
  });
});
