// Symbolic links, on real files and real links in temporary folders: followed inside the working
// directory (each real file once), listed as invalid when they lead outside or nowhere, and the
// command line's freedom to name files anywhere.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { escapePath } from 'tinyglobby';
import { describe, expect, it } from 'vitest';
import { runCheck, NoReportsError } from '../../src/check/run.js';
import { findReportFiles, PatternError, searches, type PatternScope } from '../../src/files/find-reports.js';
import { DEFAULT_THRESHOLDS } from '../../src/gate/thresholds.js';
import { report } from '../helpers/reports.js';

const valid = JSON.stringify(
  report(
    [{ id: 'c1', statement: 'Ridership rose.', evidence_ids: ['e1'] }],
    [{ id: 'e1', excerpt: 'Ridership rose in May.' }],
  ),
  null,
  2,
);
const OUTSIDE = 'symbolic link leads outside the working directory';

/** A folder with files (path -> content) and symbolic links (path -> { link: target as written }). */
function folder(entries: Record<string, string | { link: string }>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'citegate-links-'));
  for (const [name, entry] of Object.entries(entries)) {
    const target = path.join(dir, name);
    mkdirSync(path.dirname(target), { recursive: true });
    if (typeof entry === 'string') writeFileSync(target, entry);
    else symlinkSync(entry.link, target);
  }
  return dir;
}

function check(cwd: string, patterns: string[] = [], patternScope?: PatternScope) {
  return runCheck({
    cwd,
    patterns,
    thresholds: DEFAULT_THRESHOLDS,
    mode: 'off',
    verifier: { missing: 'semantic_off' },
    ...(patternScope ? { patternScope } : {}),
  });
}

const summary = (results: Awaited<ReturnType<typeof check>>) =>
  results.reports.map((entry) => (entry.error ? { file: entry.file, error: entry.error.message } : entry.file));

describe('symbolic links found while globbing', () => {
  it('are followed inside the working directory, each real file checked once', async () => {
    const dir = folder({
      'real/a.report.json': valid,
      'docs/alias.report.json': { link: '../real/a.report.json' },
      'docs/again.report.json': { link: '../real/a.report.json' },
    });
    // Named by the file they lead to, so results and annotations point at the lines they describe.
    expect(summary(await check(dir, ['docs/*.report.json']))).toEqual(['real/a.report.json']);
    const all = await check(dir);
    expect(summary(all)).toEqual(['real/a.report.json']);
    expect(all.totals).toMatchObject({ reports: 1, invalid_reports: 0, binding_errors: 0 });
  });

  it('follow a linked folder inside, and stop at a link that loops back up', async () => {
    const dir = folder({ 'real/a.report.json': valid, mirror: { link: 'real' }, 'real/up': { link: '..' } });
    expect(summary(await check(dir, ['mirror/*.report.json']))).toEqual(['real/a.report.json']);
    expect(summary(await check(dir))).toEqual(['real/a.report.json']);
  });

  it('list a link leading outside as an invalid report file that counts as a binding error', async () => {
    const outside = folder({ 'secret.report.json': valid, 'deep/other.report.json': valid });
    const dir = folder({
      'own.report.json': valid,
      'docs/linked.report.json': { link: path.join(outside, 'secret.report.json') },
      shared: { link: outside },
      'notes.txt': { link: path.join(outside, 'secret.report.json') },
    });
    const results = await check(dir);
    // The linked folder is named once and not searched; a link the patterns do not match is no report.
    expect(summary(results)).toEqual([
      { file: 'docs/linked.report.json', error: OUTSIDE },
      'own.report.json',
      { file: 'shared', error: OUTSIDE },
    ]);
    expect(results.totals).toMatchObject({ reports: 3, invalid_reports: 2, binding_errors: 2 });
    expect(results.gate.passed).toBe(false);
    // A pattern that names only the outside link still finds it: never "no report file matched".
    expect(summary(await check(dir, ['docs/linked.report.json']))).toEqual([
      { file: 'docs/linked.report.json', error: OUTSIDE },
    ]);
  });

  it('list a dangling link and a loop of links instead of dropping them', async () => {
    const dir = folder({
      'own.report.json': valid,
      'gone.report.json': { link: 'missing.report.json' },
      'loop.report.json': { link: 'loop.report.json' },
    });
    const results = await check(dir);
    expect(summary(results)).toEqual([
      { file: 'gone.report.json', error: 'symbolic link leads nowhere: its target does not exist' },
      { file: 'loop.report.json', error: 'symbolic link cannot be followed: it loops' },
      'own.report.json',
    ]);
    expect(results.totals.binding_errors).toBe(2);
    expect(summary(await check(dir, ['gone.report.json']))).toEqual([
      { file: 'gone.report.json', error: 'symbolic link leads nowhere: its target does not exist' },
    ]);
  });
});

describe('where patterns may point', () => {
  it('in the workspace scope (the action), refuses patterns outside and links out of what is named', async () => {
    const outside = folder({ 'x.report.json': valid });
    const dir = folder({
      'own.report.json': valid,
      'typed.report.json': { link: path.join(outside, 'x.report.json') },
      linkdir: { link: outside },
    });
    await expect(findReportFiles([path.join(outside, 'x.report.json')], dir)).rejects.toBeInstanceOf(PatternError);
    await expect(findReportFiles(['../x.report.json'], dir)).rejects.toThrow(/reaches outside the working directory/);
    expect(summary(await check(dir, ['typed.report.json']))).toEqual([{ file: 'typed.report.json', error: OUTSIDE }]);
    expect(summary(await check(dir, ['linkdir']))).toEqual([{ file: 'linkdir', error: OUTSIDE }]);
  });

  it('on the command line, reads files anywhere and names those outside by their absolute path', async () => {
    const other = folder({ 'x.report.json': valid, 'sub/y.report.json': valid, 'sub/z.txt': '' });
    const dir = folder({ 'own.report.json': valid });
    const x = path.join(other, 'x.report.json');
    const y = path.join(other, 'sub', 'y.report.json');
    const relative = path.relative(dir, x);
    expect(relative.startsWith('..')).toBe(true);
    expect(summary(await check(dir, [relative], 'anywhere'))).toEqual([x]);
    expect(summary(await check(dir, [x, 'own.report.json'], 'anywhere'))).toEqual([x, 'own.report.json'].sort());
    expect(summary(await check(dir, [path.relative(dir, other)], 'anywhere'))).toEqual([y, x].sort());
    expect(summary(await check(dir, [`${other}/**/*.report.json`, `!${other}/sub/**`], 'anywhere'))).toEqual([x]);
  });

  it('searches a pattern outside the working directory from its own folder, not from the common ancestor', () => {
    // Given to one walk with the rest, tinyglobby starts it at `/` and lists every folder on the way.
    const cwd = path.resolve('/work/repo');
    const run = path.resolve('/tmp/run');
    const excluded = ['**/*.verdicts.json', `${escapePath(run)}/old/**`, 'docs/drafts/**'];
    expect(searches(['docs/**/*.md', `${escapePath(run)}/**/*.report.json`, '../notes/a.json'], excluded, cwd)).toEqual(
      [
        { cwd, patterns: ['docs/**/*.md'], exclude: excluded },
        { cwd: run, patterns: ['**/*.report.json'], exclude: ['**/*.verdicts.json', `${escapePath(run)}/old/**`] },
        { cwd: path.resolve('/work/notes'), patterns: ['a.json'], exclude: ['**/*.verdicts.json'] },
      ],
    );
  });

  it('on the command line, reads a file outside named with its glob characters escaped, as only-changed names files', async () => {
    const other = folder({ '[draft] (v2)/x.report.json': valid });
    const x = path.join(other, '[draft] (v2)', 'x.report.json');
    expect(summary(await check(folder({}), [escapePath(x)], 'anywhere'))).toEqual([x]);
  });

  it('on the command line, follows a link the user names even when it leads outside', async () => {
    const outside = folder({ 'x.report.json': valid, 'sub/y.report.json': valid });
    const dir = folder({
      'typed.report.json': { link: path.join(outside, 'x.report.json') },
      linkdir: { link: outside },
    });
    expect(summary(await check(dir, ['typed.report.json'], 'anywhere'))).toEqual([path.join(outside, 'x.report.json')]);
    expect(summary(await check(dir, ['linkdir'], 'anywhere'))).toEqual([
      path.join(outside, 'sub', 'y.report.json'),
      path.join(outside, 'x.report.json'),
    ]);
    // But a link met while globbing the working directory keeps the workspace rule.
    expect(summary(await check(dir, [], 'anywhere'))).toEqual([
      { file: 'linkdir', error: OUTSIDE },
      { file: 'typed.report.json', error: OUTSIDE },
    ]);
  });

  it('on the command line, keeps links met in a folder outside to that folder', async () => {
    const elsewhere = folder({ 'far.report.json': valid });
    const other = folder({
      'x.report.json': valid,
      'alias.report.json': { link: 'x.report.json' },
      'far.report.json': { link: path.join(elsewhere, 'far.report.json') },
    });
    const dir = folder({});
    expect(summary(await check(dir, [other], 'anywhere'))).toEqual([
      { file: path.join(other, 'far.report.json'), error: 'symbolic link leads outside the folder searched' },
      path.join(other, 'x.report.json'),
    ]);
  });

  it('lists a named pipe or a device the patterns match as an invalid report, never drops it nor waits on it', async () => {
    const dir = folder({ 'a.report.json': valid, 'zero.report.json': { link: '/dev/zero' }, 'sub/keep.txt': '' });
    const pipe = spawnSync('mkfifo', [path.join(dir, 'pipe.report.json')]).status === 0;
    mkdirSync(path.join(dir, 'folder.report.json'));
    const results = await check(dir);
    // The link to /dev/zero leads outside the working directory (the action's case); the pipe is read as nothing.
    expect(summary(results)).toEqual([
      'a.report.json',
      ...(pipe
        ? [{ file: 'pipe.report.json', error: 'not a regular file (a named pipe): citegate reads only regular files' }]
        : []),
      { file: 'zero.report.json', error: OUTSIDE },
    ]);
  });

  it('still says when nothing matched', async () => {
    await expect(check(folder({ 'a.txt': '' }))).rejects.toBeInstanceOf(NoReportsError);
  });
});
