// The bundled command line on examples/markdown: Markdown reports only when named, their dialect
// on the Formats line and in the results file, notices as findings, and the gate.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ResultsFile } from '../../src/results/types.js';
import { runCli } from '../helpers/run-cli.js';

const cwd = path.resolve('.');
const reports = ['examples/markdown/**/*.md', '!examples/markdown/README.md'];

describe('markdown reports through the command line', () => {
  it('names each dialect, lists the notices, and fails the default gate on the invalid report and the unread marks', () => {
    const out = path.join(mkdtempSync(path.join(tmpdir(), 'citegate-md-')), 'results.json');
    const run = runCli(['check', ...reports, '--semantic', 'off', '--json', out], cwd);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('1 Markdown report (numbered_sources: [n] + a numbered source list)');
    expect(run.stdout).toContain('1 Markdown report (gemini: glued digits + Works cited)');
    expect(run.stdout).toMatch(
      /examples\/markdown\/chatgpt-deep-research-export\.md:3:\d+ {2}a ChatGPT export .* with 4 citation markers/,
    );
    expect(run.stdout).toMatch(
      /perplexity-thread-tram\.md:7:\d+ {2}marker_syntax_mismatch {2}1 marker is written \[n\]/,
    );
    expect(run.stdout).toMatch(/✗ max-binding-errors +1 +≤ 0 +\(0 rejected, 0 dangling, 1 invalid\)/);
    expect(run.stdout).toMatch(/· max-warnings +3 +no limit/);
    // The dangling [3] and Gemini's "2026.15" are marks that could not be read, said first.
    expect(run.stdout).toMatch(/✗ max-unread-markers +2 +≤ 0/);
    expect(run.stdout.split('\n')[1]).toMatch(/^6 of 55 citation marks could not be read, among them all 4 in /);

    const results = JSON.parse(readFileSync(out, 'utf8')) as ResultsFile;
    const gemini = results.reports.find((report) => report.file.endsWith('gemini-heat-pumps.md'));
    expect(gemini).toMatchObject({ format: 'markdown', dialect: 'gemini' });
    expect(results.reports.find((report) => report.file.endsWith('chatgpt-deep-research-export.md'))).toMatchObject({
      format: 'markdown',
      dialect: 'chatgpt_deep_research',
      summary: null,
    });
    expect(results.totals).toMatchObject({
      warnings: 3,
      notes: 4,
      unresolved_citations: 0,
      dangling_citations: 0,
      invalid_reports: 1,
      citation_marks: { seen: 55, bound: 49, unread: 6 }, // 5 of them in the Perplexity thread's hidden footnote list
      unread_markers: 2,
    });
    const tram = results.reports.find((report) => report.file.endsWith('perplexity-thread-tram.md'));
    expect(tram?.findings).toContainEqual({
      code: 'unused_source',
      level: 'note',
      message: '[^1_5] https://unused.example/timetable is listed but no sentence cites it',
      line: 20,
      column: 1,
      evidence_id: 'https://unused.example/timetable',
    });
    expect(tram?.evidence.find((record) => record.id === 'https://rail-atlas.example/northport')).toMatchObject({
      url: 'https://rail-atlas.example/northport?srsltid=AfmBOorW3',
      line: 14,
    });
  });

  it('max-warnings fails the gate when set below the warnings', () => {
    const run = runCli(
      ['check', 'examples/markdown/perplexity-thread-tram.md', '--semantic', 'off', '--max-warnings', '0'],
      cwd,
    );
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/✗ max-warnings +2 +≤ 0/);
  });

  it('does not read a Markdown file the patterns do not name, and names the format a folder needs', () => {
    const run = runCli(['check', 'examples/markdown', '--semantic', 'off'], cwd);
    expect(run.status).toBe(2);
    const named = runCli(['check', '--format', 'markdown', '--semantic', 'off'], cwd);
    expect(named.stderr).toContain('format markdown has no default pattern');
  });

  it('a pipeline-only run keeps its results as they were: no max-warnings check, no warnings totals', () => {
    const out = path.join(mkdtempSync(path.join(tmpdir(), 'citegate-md-')), 'results.json');
    runCli(['check', 'examples/reports/meridian-fy2025-revenue.report.json', '--semantic', 'off', '--json', out], cwd);
    const results = JSON.parse(readFileSync(out, 'utf8')) as ResultsFile;
    expect(results.totals.warnings).toBeUndefined();
    expect(results.gate.checks.map((check) => check.name)).not.toContain('max-warnings');
  });
});
