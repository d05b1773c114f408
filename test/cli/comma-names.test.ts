// Issue 28, item 7: Gemini names its exports after their titles, so commas are common
// ("Python Speed Optimization, Simple Tips_.md"). A command-line argument is one pattern; only the
// action's `reports` input is a list, and there a pattern per line keeps a comma in a name. The
// report is examples/markdown/gemini-heat-pumps.md (a Gemini export shape) under such a name.
import { cpSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { splitPatterns } from '../../src/files/find-reports.js';
import type { ResultsFile } from '../../src/results/types.js';
import { useFakeGitHub } from '../helpers/fake-github.js';
import { ensureBuilt, runAction } from '../helpers/run-action.js';
import { tempFolder } from '../helpers/reports.js';
import { runCli } from '../helpers/run-cli.js';

const NAME = 'Python Speed Optimization, Simple Tips_.md';
const withCommaName = (): string => {
  const dir = tempFolder({});
  cpSync('examples/markdown/gemini-heat-pumps.md', path.join(dir, NAME));
  cpSync('examples/markdown/gemini-heat-pumps.md', path.join(dir, 'other.md'));
  return dir;
};
const reportsIn = (dir: string, file = 'out.json') =>
  (JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as ResultsFile).reports.map((report) => report.file);

describe('report patterns and commas', () => {
  it('splits the action input at commas on one line, and one pattern per line when it has several', () => {
    expect(splitPatterns('**/*.report.json, **/url_to_info.json')).toEqual(['**/*.report.json', '**/url_to_info.json']);
    expect(splitPatterns(`${NAME}\nother.md\n`)).toEqual([NAME, 'other.md']);
    expect(splitPatterns(`${NAME}\n`)).toEqual([NAME]);
    expect(splitPatterns([NAME, ' other.md '])).toEqual([NAME, 'other.md']);
  });

  it('reads a command-line argument as one pattern, commas and all (bundled command line)', () => {
    const dir = withCommaName();
    const run = runCli(['check', NAME, '--semantic', 'off', '--json', 'out.json'], dir);
    expect(run.stderr).toBe('');
    expect(run.status).not.toBe(2);
    expect(reportsIn(dir)).toEqual([NAME]);
    // Two arguments, one with a comma: two patterns.
    runCli(['check', NAME, 'other.md', '--semantic', 'off', '--json', 'two.json'], dir);
    expect(reportsIn(dir, 'two.json')).toEqual([NAME, 'other.md']);
  }, 60_000);

  it('refuses a pattern with a comma that finds nothing, naming it, instead of finding nothing quietly', () => {
    const dir = withCommaName();
    const run = runCli(['check', 'other.md,missing.md', '--semantic', 'off'], dir);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('pattern "other.md,missing.md" finds no file');
  }, 60_000);

  describe('the action', () => {
    beforeAll(ensureBuilt, 300_000);
    const github = useFakeGitHub();

    it('takes a reports input of several lines as one pattern per line, commas and all', async () => {
      const dir = withCommaName();
      const run = await runAction(
        github,
        dir,
        { reports: `${NAME}\nother.md\n`, semantic: 'off', 'results-path': 'out.json' },
        { eventName: 'push' },
      );
      expect(run.stdout).not.toContain('finds no file');
      expect(reportsIn(dir)).toEqual([NAME, 'other.md']);
      // A block of one line: still one pattern.
      const one = await runAction(
        github,
        dir,
        { reports: `${NAME}\n`, semantic: 'off', 'results-path': 'one.json' },
        { eventName: 'push' },
      );
      expect(one.stdout).not.toContain('finds no file');
      expect(reportsIn(dir, 'one.json')).toEqual([NAME]);
    }, 120_000);
  });
});
