// The command line's output files: never over a report it checks (or would check next time),
// and a results file that cannot be written costs one line, not the results.
import { spawnSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, statSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { report, tempFolder, verification } from '../helpers/reports.js';
import { CLI, cliSkipFor, runCli } from '../helpers/run-cli.js';
import { openTo, unprivileged } from '../helpers/unprivileged.js';
import { NODE } from '../helpers/node-binary.js';

const claim = {
  id: 'claim-travel',
  statement: 'The pilot reduced average travel time by 12 percent.',
  evidence_ids: ['ev-eval'],
};
const evalEvidence = { id: 'ev-eval', excerpt: 'The evaluation found that average travel time fell by 12 percent.' };
const envelope = {
  report: report([claim], [evalEvidence]),
  verifications: [verification(claim, evalEvidence, 'supports', 'average travel time fell by 12 percent')],
};

const STORM_SAMPLE = path.resolve('examples/storm/taylor-hawkins');
const snapshot = (file: string) => [readFileSync(file, 'utf8'), statSync(file).mtimeMs];

describe('an output path that is a report', () => {
  it('--json naming a checked report is refused before anything is read, and the report is untouched', () => {
    const dir = tempFolder({ 'a.report.json': envelope });
    const before = snapshot(path.join(dir, 'a.report.json'));
    const run = runCli(['check', '--json', 'a.report.json'], dir);
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(
      'citegate: --json a.report.json is the report file a.report.json that this run checks; choose another path\n',
    );
    expect(snapshot(path.join(dir, 'a.report.json'))).toEqual(before);
  });

  it('--cache-path naming a checked report is refused the same way', () => {
    const dir = tempFolder({ 'docs/a.report.json': envelope });
    const run = runCli(['check', '--cache-path', 'docs/a.report.json'], dir);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(
      'citegate: --cache-path docs/a.report.json is the report file docs/a.report.json that this run checks',
    );
  });

  it('sees through `..` and through a symbolically linked folder', () => {
    const dir = tempFolder({ 'docs/a.report.json': envelope, 'other/keep.txt': '' });
    symlinkSync(path.join(dir, 'docs'), path.join(dir, 'linked'));
    const before = snapshot(path.join(dir, 'docs/a.report.json'));
    for (const target of [
      './other/../docs/a.report.json',
      'linked/a.report.json',
      path.join(dir, 'docs/a.report.json'),
    ]) {
      const run = runCli(['check', 'docs', '--json', target], dir);
      expect(run.status, target).toBe(2);
      expect(run.stderr, target).toContain('is the report file docs/a.report.json that this run checks');
    }
    expect(snapshot(path.join(dir, 'docs/a.report.json'))).toEqual(before);
  });

  it('refuses a new file that the report patterns would pick up next time', () => {
    const dir = tempFolder({ 'docs/a.report.json': envelope });
    const run = runCli(['check', '--json', 'docs/results.report.json'], dir);
    expect(run.status).toBe(2);
    expect(run.stderr).toBe(
      'citegate: --json docs/results.report.json matches the report pattern "**/*.report.json", so a later run would check it as a report; choose another path\n',
    );
    expect(existsSync(path.join(dir, 'docs/results.report.json'))).toBe(false);
    const custom = runCli(['check', 'docs/*.json', '--json', 'docs/results.json'], dir);
    expect(custom.status).toBe(2);
    expect(custom.stderr).toContain('matches the report pattern "docs/*.json"');
  });

  it('refuses, under a folder named as a pattern, a file named like a STORM marker (found as a report next time)', () => {
    const dir = tempFolder({
      'storm/t/url_to_info.json': readFileSync(path.join(STORM_SAMPLE, 'url_to_info.json'), 'utf8'),
      'storm/t/storm_gen_article.txt': 'Taylor Hawkins was a drummer.\n',
    });
    const run = runCli(['check', 'storm', '--json', 'storm/new/url_to_info.json'], dir);
    expect(run.status).toBe(2);
    expect(run.stderr).toBe(
      'citegate: --json storm/new/url_to_info.json matches the report pattern "storm/**/url_to_info.json", so a later run would check it as a report; choose another path\n',
    );
    expect(existsSync(path.join(dir, 'storm/new'))).toBe(false);
  });

  it('lists every refused output in one message', () => {
    const dir = tempFolder({ 'a.report.json': envelope });
    const run = runCli(['check', '--json', 'a.report.json', '--cache-path', 'b.report.json'], dir);
    expect(run.status).toBe(2);
    expect(run.stderr.split('\n').filter((line) => line !== '')).toEqual([
      'citegate: the output paths are refused:',
      '  --json a.report.json is the report file a.report.json that this run checks; choose another path',
      '  --cache-path b.report.json matches the report pattern "**/*.report.json", so a later run would check it as a report; choose another path',
    ]);
  });

  it('an output outside every pattern is written as before', () => {
    const dir = tempFolder({ 'docs/a.report.json': envelope });
    const run = runCli(['check', '--json', 'docs/results.json'], dir);
    expect(run.status).toBe(0);
    expect(JSON.parse(readFileSync(path.join(dir, 'docs/results.json'), 'utf8')).totals.claims).toBe(1);
  });
});

describe('symbolic links along an output path', () => {
  /** A clone beside a folder `outside` holding an executable, and the links a clone can hold. */
  function cloneWithLinks() {
    const parent = tempFolder({ 'outside/victim.sh': '#!/bin/sh\necho hi\n', 'clone/a.report.json': envelope });
    const dir = path.join(parent, 'clone');
    symlinkSync('../outside/victim.sh', path.join(dir, 'results.json'));
    symlinkSync('../outside', path.join(dir, '.citegate'));
    return { dir, outside: path.join(parent, 'outside') };
  }

  it('are refused by default, the link and its target untouched, and the message says how to allow it', () => {
    const { dir, outside } = cloneWithLinks();
    const run = runCli(['check', '--json', 'results.json'], dir);
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr.split('\n').filter((line) => line !== '')).toEqual([
      'citegate: the output paths are refused:',
      '  --json results.json is a symbolic link (to ../outside/victim.sh); citegate never writes through one: remove it, or replace it with the file itself (or pass --write-through-links to write through it)',
      '  --cache-path .citegate/cache.json goes through the symbolic link .citegate (to ../outside); citegate never writes through one: remove it, or choose another path (or pass --write-through-links to write through it)',
    ]);
    expect(readFileSync(path.join(outside, 'victim.sh'), 'utf8')).toBe('#!/bin/sh\necho hi\n');
    expect(readdirSync(outside)).toEqual(['victim.sh']);
  });

  it('--write-through-links writes through them, as a person who made the links may want', () => {
    const { dir, outside } = cloneWithLinks();
    const run = runCli(['check', '--json', 'results.json', '--write-through-links'], dir);
    expect(run.status).toBe(0);
    expect(lstatSync(path.join(dir, 'results.json')).isSymbolicLink()).toBe(true);
    expect(JSON.parse(readFileSync(path.join(outside, 'victim.sh'), 'utf8')).totals.claims).toBe(1);
  });

  it('a path outside the working directory that a person types is still written', () => {
    const { dir, outside } = cloneWithLinks();
    const run = runCli(
      ['check', '--json', path.join(outside, 'results.json'), '--cache-path', path.join(outside, 'cache.json')],
      dir,
    );
    expect(run.status).toBe(0);
    expect(JSON.parse(readFileSync(path.join(outside, 'results.json'), 'utf8')).totals.claims).toBe(1);
  });
});

describe('a results file that cannot be written', () => {
  /** The whole usual output, then one line naming the path and why; exit 2; no stack trace. */
  function expectOneLine(run: { status: number | null; stdout: string; stderr: string }, reason: RegExp) {
    expect(run.status).toBe(2);
    expect(run.stdout).toContain('PASSED');
    expect(run.stdout).toMatch(/a\.report\.json\s+complete/);
    const lines = run.stderr.split('\n').filter((line) => line !== '');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^citegate: could not write the results file \(--json\) /);
    expect(lines[0]).toMatch(reason);
    expect(run.stderr).not.toMatch(/\n\s+at /);
  }

  it('a path that is a folder', () => {
    const dir = tempFolder({ 'a.report.json': envelope, 'results/keep.txt': 'x' });
    const run = runCli(['check', '--json', 'results'], dir);
    expectOneLine(run, /results: it is a folder \(EISDIR\)$/);
    expect(readFileSync(path.join(dir, 'results/keep.txt'), 'utf8')).toBe('x');
  });

  it('a full disk (/dev/full)', () => {
    if (!existsSync('/dev/full')) return;
    const dir = tempFolder({ 'a.report.json': envelope });
    expectOneLine(
      runCli(['check', '--json', '/dev/full'], dir),
      /\/dev\/full: no space left on the device \(ENOSPC\)$/,
    );
  });

  const skip = cliSkipFor(unprivileged);
  it.skipIf(skip !== null)(`a read-only folder${skip === null ? '' : ` (${skip})`}`, () => {
    const dir = tempFolder({ 'a.report.json': envelope });
    mkdirSync(path.join(dir, 'locked'), { mode: 0o555 });
    openTo([dir]);
    const run = runCli(['check', '--json', 'locked/results.json'], dir, {}, unprivileged);
    expectOneLine(run, /locked\/results\.json: permission denied \(EACCES\)$/);
    expect(existsSync(path.join(dir, 'locked/results.json'))).toBe(false);
  });
});

describe('a full file system, for real', () => {
  // A 16 KiB tmpfs in a user and mount namespace of its own: ENOSPC halfway through the
  // temporary file, so the old results file must survive whole and no temporary file remain.
  const canMount = spawnSync('unshare', ['-rm', 'true']).status === 0;

  it.skipIf(!canMount)('leaves the earlier results file whole and no temporary file behind', () => {
    const claims = Array.from({ length: 80 }, (_, at) => ({
      id: `claim-${at}`,
      statement: `Claim number ${at} about average travel time.`,
      evidence_ids: ['ev-eval'],
    }));
    const dir = tempFolder({ 'a.report.json': report(claims, [evalEvidence]) });
    const script = [
      'mkdir small && mount -t tmpfs -o size=16k tmpfs small && printf "earlier results\\n" > small/results.json || exit 99',
      `"${NODE}" "${CLI}" check --json small/results.json --max-binding-errors none`,
      'echo "exit=$?"; cat small/results.json; ls -a small',
    ].join('\n');
    const run = spawnSync('unshare', ['-rm', 'sh', '-c', script], {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1' },
    });
    expect(run.stderr).toBe(
      'citegate: could not write the results file (--json) small/results.json: no space left on the device (ENOSPC)\n',
    );
    const tail = run.stdout.slice(run.stdout.lastIndexOf('PASSED'));
    expect(tail.split('\n').filter((line) => line !== '')).toEqual([
      'PASSED',
      'exit=2',
      'earlier results',
      '.',
      '..',
      'results.json',
    ]);
  });
});
