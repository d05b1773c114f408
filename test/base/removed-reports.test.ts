// Issue 18, item 10 (third part): reports a pull request removes are listed as removed in the
// base comparison (results file, comment, summary, terminal), and what each held, and only that,
// counts as fixed. Through the bundled command line (git) and action (the REST API's file list).
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ResultsFile } from '../../src/results/types.js';
import { useFakeGitHub } from '../helpers/fake-github.js';
import { BASE_SHA, ensureBuilt, runAction } from '../helpers/run-action.js';
import { report, tempFolder } from '../helpers/reports.js';
import { runCliAsync } from '../helpers/run-cli.js';

beforeAll(ensureBuilt, 300_000);
const github = useFakeGitHub();

// Two binding errors: two citations of evidence the report does not have.
const broken = () => report([{ id: 'c1', statement: 'Alpha rose.', evidence_ids: ['missing-1', 'missing-2'] }], []);
const fine = () =>
  report([{ id: 'k1', statement: 'Beta rose.', evidence_ids: ['e1'] }], [{ id: 'e1', excerpt: 'Beta rose.' }]);
const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.invalid', ...args], { cwd, stdio: 'pipe' });

describe('a report the pull request removes', () => {
  it('check --base lists it as removed, and counts what it held as fixed', async () => {
    const repo = tempFolder({
      'docs/old.report.json': broken(),
      'docs/keep.report.json': fine(),
      'notes/other.json': { not: 'a report' },
    });
    git(repo, 'init', '-q');
    git(repo, 'add', '-A');
    git(repo, 'commit', '-qm', 'base');
    rmSync(path.join(repo, 'docs/old.report.json'));
    rmSync(path.join(repo, 'notes/other.json'));
    const run = await runCliAsync(
      [
        'check',
        'docs',
        '--base',
        'HEAD',
        '--semantic',
        'off',
        '--json',
        'out.json',
        '--comment-md',
        'c.md',
        '--summary-md',
        's.md',
      ],
      repo,
    );
    expect(run.status).toBe(0);
    const base = (JSON.parse(readFileSync(path.join(repo, 'out.json'), 'utf8')) as ResultsFile).base!;
    expect(base).toMatchObject({ compared: ['docs/keep.report.json'], added: [], removed: ['docs/old.report.json'] });
    const fixed = base.problems.filter((row) => row.status === 'fixed');
    // What it held: its claim without a verdict, and its two dangling citations; nothing of keep.report.json.
    expect(fixed.map((row) => [row.kind, row.file, row.report_removed])).toEqual([
      ['unverifiable', 'docs/old.report.json', true],
      ['dangling_citation', 'docs/old.report.json', true],
      ['dangling_citation', 'docs/old.report.json', true],
    ]);
    expect(run.stdout).toContain('This pull request fixes 2 binding errors and changes no verdict.');
    expect(run.stdout).toContain(
      'Reports: 1 in both; 1 removed by this pull request.\nRemoved by this pull request (the problems each held count as fixed):\n  docs/old.report.json\n',
    );
    expect(readFileSync(path.join(repo, 'c.md'), 'utf8')).toContain(
      'This pull request removes 1 report: docs/old.report.json (the problems it held count as fixed).',
    );
    const summary = readFileSync(path.join(repo, 's.md'), 'utf8');
    expect(summary).toContain(
      '1 report removed by this pull request (the problems it held count as fixed): docs/old.report.json',
    );
    expect(summary).toContain('cited evidence missing-1, which the report did not contain (the report was removed)');
  }, 120_000);

  it("the action lists it from the pull request's files when the base is read through the API", async () => {
    github.contents.set(
      BASE_SHA,
      new Map([
        ['docs/old.report.json', JSON.stringify(broken(), null, 2)],
        ['docs/keep.report.json', JSON.stringify(fine(), null, 2)],
      ]),
    );
    github.files = [{ filename: 'docs/old.report.json', status: 'removed' }];
    const dir = tempFolder({ 'docs/keep.report.json': fine() });
    const run = await runAction(github, dir, {});
    expect(run.status).toBe(0);
    const base = (JSON.parse(readFileSync(path.join(dir, 'citegate-results.json'), 'utf8')) as ResultsFile).base!;
    expect(base).toMatchObject({ source: 'api', removed: ['docs/old.report.json'] });
    expect(
      base.problems.filter((row) => row.status === 'fixed' && row.kind === 'dangling_citation' && row.report_removed),
    ).toHaveLength(2);
    expect(github.comments[0]?.body).toContain(
      'This pull request removes 1 report: docs/old.report.json (the problems it held count as fixed).',
    );
    expect(run.summary).toContain('1 report removed by this pull request');
  }, 120_000);
});
