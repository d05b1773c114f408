import { symlinkSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { selectReports } from '../../src/action/changed.js';
import { NoReportsError, runCheck } from '../../src/check/run.js';
import { findReportFiles } from '../../src/files/find-reports.js';
import { DEFAULT_THRESHOLDS } from '../../src/gate/thresholds.js';
import { createClient } from '../../src/github/client.js';
import { PULL_REQUEST_CONTEXT, useFakeGitHub } from '../helpers/fake-github.js';
import { tempFolder } from '../helpers/reports.js';

const github = useFakeGitHub();
const context = PULL_REQUEST_CONTEXT;
const client = (token: string) => createClient(token, github.url);

describe('selectReports (only-changed)', () => {
  it('keeps the changed files that match the patterns, even with glob characters in their names', async () => {
    const dir = tempFolder({
      'docs/a (1)[x].report.json': '{}',
      'docs/b.report.json': '{}',
      'docs/c.report.json': '{}',
      'notes/d.report.json': '{}',
    });
    github.files = [
      { filename: 'docs/a (1)[x].report.json', status: 'added' },
      { filename: 'docs/b.report.json', status: 'removed' },
      { filename: 'notes/d.report.json', status: 'modified' },
    ];
    const selection = await selectReports(['docs/**/*.report.json'], dir, context, 'token', client);
    expect(selection.kind).toBe('patterns');
    const patterns = selection.kind === 'patterns' ? selection.patterns : [];
    expect((await findReportFiles(patterns, dir)).map((found) => found.file)).toEqual(['docs/a (1)[x].report.json']);
    expect(selection.note).toBe(
      'only-changed: checked the 1 of 3 report files that this pull request adds or modifies.',
    );
  });

  it('counts a report as changed when the pull request changes a symbolic link to it', async () => {
    const dir = tempFolder({ 'archive/2025-q2.report.json': '{}', 'docs/b.report.json': '{}' });
    symlinkSync('../archive/2025-q2.report.json', path.join(dir, 'docs', 'latest.report.json'));
    github.files = [{ filename: 'docs/latest.report.json', status: 'modified' }];
    const selection = await selectReports(['docs/*.report.json'], dir, context, 'token', client);
    expect(selection).toMatchObject({ kind: 'patterns', patterns: ['archive/2025-q2.report.json'] });
    expect(selection.note).toBe(
      'only-changed: checked the 1 of 2 report files that this pull request adds or modifies.',
    );
  });

  it('says so when no changed file is a report', async () => {
    const dir = tempFolder({ 'docs/a.report.json': '{}' });
    github.files = [{ filename: 'README.md', status: 'modified' }];
    expect(await selectReports([], dir, context, 'token', client)).toMatchObject({ kind: 'none' });
  });

  it('still refuses a repository where no file matches at all', async () => {
    const dir = tempFolder({ 'README.md': '' });
    const selection = await selectReports([], dir, context, 'token', client);
    expect(selection).toEqual({ kind: 'patterns', patterns: [], note: null });
    const check = runCheck({
      cwd: dir,
      patterns: selection.kind === 'patterns' ? selection.patterns : [],
      thresholds: DEFAULT_THRESHOLDS,
      mode: 'off',
      verifier: { missing: 'semantic_off' },
    });
    await expect(check).rejects.toBeInstanceOf(NoReportsError);
  });

  it('checks everything outside a pull request, and when the files cannot be listed', async () => {
    const dir = tempFolder({ 'a.report.json': '{}' });
    expect(await selectReports(['x'], dir, { ...context, pullRequest: null }, 'token', client)).toEqual({
      kind: 'patterns',
      patterns: ['x'],
      note: null,
    });
    expect(github.requests).toHaveLength(0);

    github.failWith('GET', '/pulls/3/files', 403);
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    try {
      expect(await selectReports(['x'], dir, context, 'token', client)).toEqual({
        kind: 'patterns',
        patterns: ['x'],
        note: null,
      });
      expect(write.mock.calls.map((call) => String(call[0])).join('')).toMatch(
        /^::warning::citegate: could not list the pull request's files/m,
      );
    } finally {
      write.mockRestore();
    }
  });
});
