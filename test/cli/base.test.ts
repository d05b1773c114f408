// `citegate check --base REF` (the bundled command line) in temporary git repositories: what the
// comparison does with reports the base does not have, cannot have, or had as something else.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { report, tempFolder } from '../helpers/reports.js';
import { runCli } from '../helpers/run-cli.js';

const STORM_SAMPLE = path.join(import.meta.dirname, '../../examples/storm/taylor-hawkins');
const evidence = { id: 'e1', excerpt: 'Employment rose by 12 percent overall.' };
const claim = { id: 'c1', statement: 'Employment rose by 12 percent.', evidence_ids: ['e1'] };

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.invalid', ...args], { cwd, stdio: 'pipe' });

/** A repository whose only commit (the base) holds `files`. */
function repository(files: Record<string, unknown>): string {
  const repo = tempFolder(files);
  git(repo, 'init', '-q');
  git(repo, 'add', '-A');
  git(repo, 'commit', '-qm', 'base');
  return repo;
}

const results = (dir: string, file = 'r.json') => JSON.parse(readFileSync(path.join(dir, file), 'utf8'));

describe('check --base', () => {
  it('takes a STORM folder the change adds as added: every problem in it new, none fixed', () => {
    const repo = repository({ 'a.report.json': report([claim], [evidence]) });
    cpSync(STORM_SAMPLE, path.join(repo, 'storm/taylor-hawkins'), { recursive: true });
    const run = runCli(['check', '--semantic', 'off', '--base', 'HEAD', '--json', 'r.json'], repo);
    expect(run.stderr).toBe('');
    const base = results(repo).base;
    expect(base).toMatchObject({
      note: null,
      compared: ['a.report.json'],
      added: ['storm/taylor-hawkins'],
      not_compared: [],
    });
    const inStorm = base.problems.filter((row: { file: string }) => row.file === 'storm/taylor-hawkins');
    expect(inStorm.length).toBeGreaterThan(0);
    expect(inStorm.filter((row: { status: string }) => row.status !== 'new')).toEqual([]);
    expect(base.problems.filter((row: { status: string }) => row.status === 'fixed')).toEqual([]);
    expect(run.stdout).toContain('Reports: 1 in both; 1 added by this pull request.\n');
    expect(run.stdout).toMatch(/Compared with [0-9a-f]{12}: This pull request adds [^\n]*\n/);
    expect(run.stdout).not.toContain(' fixes ');
  });

  it('checks a report typed outside the working directory, and lists it as not compared: outside the repository', () => {
    const repo = repository({ 'a.report.json': report([claim], [evidence]) });
    const outside = path.join(
      realpathSync(tempFolder({ 'b.report.json': report([claim], [evidence]) })),
      'b.report.json',
    );
    const run = runCli(
      ['check', '--semantic', 'off', '--base', 'HEAD', '--json', 'r.json', 'a.report.json', outside],
      repo,
    );
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(
      results(repo)
        .reports.map((row: { file: string }) => row.file)
        .sort(),
    ).toEqual([outside, 'a.report.json'].sort());
    expect(results(repo).base).toMatchObject({
      note: null,
      compared: ['a.report.json'],
      added: [],
      not_compared: [{ file: outside, reason: `${outside} is outside the repository` }],
    });
    expect(run.stdout).toContain(
      `Not compared with the base (every problem in it counts as new):\n  ${outside} is outside the repository\n`,
    );
  });

  it('lists a report that was a folder at the base as not compared, and still compares the others', () => {
    const name = 'x\u001b[8mhidden\u202e.report.json';
    const repo = repository({ 'a.report.json': report([claim], [evidence]) });
    mkdirSync(path.join(repo, name));
    writeFileSync(path.join(repo, name, 'f'), 'a folder at the base\n');
    git(repo, 'add', '-A');
    git(repo, 'commit', '-qm', 'a folder');
    rmSync(path.join(repo, name), { recursive: true });
    writeFileSync(path.join(repo, name), JSON.stringify(report([claim], [evidence])));
    const run = runCli(['check', '--semantic', 'off', '--base', 'HEAD', '--json', 'r.json'], repo);
    expect(run.status).toBe(0);
    const sha = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: repo, encoding: 'utf8' }).trim();
    expect(results(repo).base).toMatchObject({
      note: null,
      compared: ['a.report.json'],
      added: [],
      not_compared: [{ file: name, reason: `${name} is a folder at ${sha.slice(0, 12)}` }],
    });
    // The terminal shows the file name with its control characters escaped, as everything else it prints.
    expect(run.stdout).toContain(
      `Reports: 1 in both; 1 not compared.\nNot compared with the base (every problem in it counts as new):\n  x\\x1b[8mhidden\\u202e.report.json is a folder at ${sha.slice(0, 12)}\n`,
    );
    // eslint-disable-next-line no-control-regex
    expect(run.stdout).not.toMatch(/[\u001b\u202e]/);
  });
});
