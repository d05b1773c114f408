// Waiver files as a hostile pull request may commit them, through the bundled command line with
// --base: 100,000 waivers (refused whole, over the size citegate reads: none applies, and the run
// goes on), and thousands under the limit (printed, the terminal listing the first of each kind).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { report, tempFolder, verification } from '../helpers/reports.js';
import { runCliAsync } from '../helpers/run-cli.js';

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.invalid', ...args], { cwd, stdio: 'pipe' });

const sectors = { id: 'e1', excerpt: 'Employment rose overall, while hospitality employment declined.' };
const contra = { id: 'c1', statement: 'Employment increased in every sector.', evidence_ids: ['e1'] };

/** A repository whose base commit has one report with a contradicted claim, and whose head adds `waivers`. */
function repository(waivers: string): string {
  const dir = tempFolder({
    'q.report.json': {
      report: report([contra], [sectors]),
      verifications: [verification(contra, sectors, 'contradicts', 'hospitality employment declined')],
    },
  });
  git(dir, 'init', '-q');
  git(dir, 'add', '.');
  git(dir, 'commit', '-qm', 'base');
  mkdirSync(path.join(dir, '.citegate'));
  writeFileSync(path.join(dir, '.citegate/waivers.yml'), waivers);
  git(dir, 'add', '.');
  git(dir, 'commit', '-qm', 'head');
  return dir;
}

const waiverList = (count: number, first = '') =>
  `waivers:\n${first}${Array.from({ length: count }, (_, i) => `  - report: q.report.json\n    kind: contradicted\n    claim: c${i + 2}\n    reason: r\n`).join('')}`;

const FIRST =
  '  - report: q.report.json\n    kind: contradicted\n    claim: c1\n    reason: The sectors were revised.\n';

describe('a pull request that adds a great many waivers', { timeout: 120_000 }, () => {
  it('100,000 waivers: the file is refused whole (over 1 MB), no waiver applies, and the run writes its results', async () => {
    const dir = repository(waiverList(100_000, FIRST));
    const run = await runCliAsync(
      ['check', '--base', 'HEAD~1', '--max-contradicted', '0', '--json', 'r.json', '--comment-md', 'c.md'],
      dir,
    );
    expect(run.stderr).toBe('');
    expect(run.status).toBe(1); // the contradicted claim counts: its waiver is in the refused file
    const results = JSON.parse(readFileSync(path.join(dir, 'r.json'), 'utf8'));
    expect(results.waivers.entries).toEqual([]);
    expect(results.waivers.errors).toEqual([
      {
        line: null,
        message: expect.stringMatching(
          /^\.citegate\/waivers\.yml could not be read: the file is \d+\.\d MB, more than the 1 MB citegate reads; none of its waivers apply$/,
        ),
      },
    ]);
    expect(run.stdout).toMatch(
      /Waivers \(\.citegate\/waivers\.yml\): 0 applied, 1 error\.\n {2}\.citegate\/waivers\.yml: \.citegate\/waivers\.yml could not be read: the file is \d+\.\d MB, more than the 1 MB citegate reads; none of its waivers apply\n/,
    );
    expect(readFileSync(path.join(dir, 'c.md'), 'utf8')).toContain(
      'Waiver file problems (these entries waive nothing)',
    );
  });

  it('5,000 waivers under the limit: each is read and listed in the results; the terminal lists the first 20 of each kind', async () => {
    const dir = repository(waiverList(5000, FIRST));
    const run = await runCliAsync(['check', '--base', 'HEAD~1', '--max-contradicted', '0', '--json', 'r.json'], dir);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0); // c1's waiver applies
    const results = JSON.parse(readFileSync(path.join(dir, 'r.json'), 'utf8'));
    expect(results.waivers.entries).toHaveLength(5001);
    expect(results.waivers.entries.filter((row: { change?: string }) => row.change === 'added')).toHaveLength(5001);
    expect(run.stdout).toContain(
      'Waivers (.citegate/waivers.yml): 1 applied, 5001 added or changed by this pull request, 5000 stale.',
    );
    expect(run.stdout).toContain('  … and 4981 more added or changed by this pull request in the results file');
    expect(run.stdout).toContain('  … and 4980 more stale in the results file');
  });
});
