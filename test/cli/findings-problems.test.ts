// Every finding is a problem: the notices of a Markdown report and the snapshot findings are
// compared with the base (new / unchanged / fixed, by an identity without the line), can be
// waived, and are counted by their thresholds, end to end through the bundled command line in a
// real git repository.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ProblemRow, ResultsFile } from '../../src/results/types.js';
import { tempFolder } from '../helpers/reports.js';
import { runCli } from '../helpers/run-cli.js';

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.email=t@example.invalid', '-c', 'user.name=t', ...args], { cwd, encoding: 'utf8' });

// [4] lists [1]'s source again (duplicate_source, a warning); [3] is cited by no sentence (unused_source, a note).
const BASE_REPORT = `# Northport tram

The Northport tramway runs on standard gauge.[1] The first line opened in 1902.[2]

[1]: https://rail.example/gauge
[2]: https://city.example/history
[3]: https://unused.example/timetable
[4]: https://rail.example/gauge
`;

// The pull request adds a paragraph above (every line moves) and lists [2]'s source again as [5].
const HEAD_REPORT = `# Northport tram

An introduction the pull request adds.

It pushes every line below it down.

The Northport tramway runs on standard gauge.[1] The first line opened in 1902.[2]

[1]: https://rail.example/gauge
[2]: https://city.example/history
[3]: https://unused.example/timetable
[4]: https://rail.example/gauge
[5]: https://city.example/history
`;

const readJson = (dir: string, file: string) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as ResultsFile;
const rowsOf = (results: ResultsFile, kind: string) =>
  (results.base?.problems ?? [])
    .filter((row) => row.kind === (kind as ProblemRow['kind']))
    .map((row) => `${row.status} ${row.evidence_id ?? ''}${row.claim_id ? ` ${row.claim_id}` : ''}`);

function pullRequest(): string {
  const dir = tempFolder({ 'docs/tram.md': BASE_REPORT });
  git(dir, 'init', '-q');
  git(dir, 'add', '-A');
  git(dir, 'commit', '-qm', 'base');
  writeFileSync(path.join(dir, 'docs/tram.md'), HEAD_REPORT);
  return dir;
}

describe('notices against the base', () => {
  it('a notice the base had is unchanged though its line moved; the new one is new, and gate-on: new counts only it', () => {
    const dir = pullRequest();
    const run = runCli(
      [
        'check',
        'docs/tram.md',
        '--semantic',
        'off',
        '--base',
        'HEAD',
        '--gate-on',
        'new',
        '--max-warnings',
        '0',
        '--json',
        'out/r.json',
        '--comment-md',
        'out/c.md',
        '--summary-md',
        'out/s.md',
      ],
      dir,
    );
    expect(run.stderr).toBe('');
    const results = readJson(dir, 'out/r.json');
    expect(rowsOf(results, 'duplicate_source')).toEqual([
      'unchanged https://rail.example/gauge',
      'new https://city.example/history',
    ]);
    expect(rowsOf(results, 'unused_source')).toEqual(['unchanged https://unused.example/timetable']);
    // The pairs without source text were there at the base: unchanged, whatever line their sentence is on now.
    expect(rowsOf(results, 'no_source_text').every((row) => row.startsWith('unchanged '))).toBe(true);
    expect(rowsOf(results, 'no_source_text')).toHaveLength(2);
    expect(results.gate.checks.find((check) => check.name === 'max-warnings')).toMatchObject({
      value: 1,
      all_value: 2,
      counted: 'new',
      passed: false,
    });
    expect(run.stdout).toMatch(/✗ max-warnings +1 new +≤ 0 +\(2 in all\)/);
    expect(run.status).toBe(1);

    const comment = readFileSync(path.join(dir, 'out/c.md'), 'utf8');
    expect(comment).toContain('This pull request adds 1 warning about citations and sources');
    expect(comment).toContain(
      '#### ❌ Warnings about citations and sources: 1 new, 1 unchanged (max-warnings: limit ≤ 0 on new ones)',
    );
    expect(comment).toMatch(
      /- \*\*new\*\* \*\*docs\/tram\.md&#58;\d+&#58;1\*\* &#91;2&#93;, &#91;5&#93; list the same source https&#58;\/&#8203;\/city\.example\/history \(duplicate_source\)/,
    );
    expect(comment).toContain('<summary>1 unchanged item: already in the base, not counted (gate-on: new)</summary>');
    const summary = readFileSync(path.join(dir, 'out/s.md'), 'utf8');
    // The job summary lists the notes too, unchanged ones folded with the other unchanged items.
    expect(summary).toMatch(
      /note: &#91;3&#93; https&#58;\/&#8203;\/unused\.example\/timetable is listed but no sentence cites it \(unused_source\)/,
    );

    const passing = runCli(
      ['check', 'docs/tram.md', '--semantic', 'off', '--base', 'HEAD', '--gate-on', 'new', '--max-warnings', '1'],
      dir,
    );
    expect(passing.status).toBe(0);
  }, 60_000);

  it('the base comparison lists a notice the pull request fixes', () => {
    const dir = tempFolder({ 'docs/tram.md': HEAD_REPORT });
    git(dir, 'init', '-q');
    git(dir, 'add', '-A');
    git(dir, 'commit', '-qm', 'base');
    writeFileSync(path.join(dir, 'docs/tram.md'), BASE_REPORT);
    const run = runCli(
      [
        'check',
        'docs/tram.md',
        '--semantic',
        'off',
        '--base',
        'HEAD',
        '--json',
        'out/r.json',
        '--comment-md',
        'out/c.md',
      ],
      dir,
    );
    expect(run.stderr).toBe('');
    expect(rowsOf(readJson(dir, 'out/r.json'), 'duplicate_source')).toEqual([
      'unchanged https://rail.example/gauge',
      'fixed https://city.example/history',
    ]);
    expect(readFileSync(path.join(dir, 'out/c.md'), 'utf8')).toContain('fixes 1 warning about citations and sources');
  }, 60_000);
});

describe('waiving a notice and a pair without source text', () => {
  it('a waived notice and a waived no_source_text count toward no limit, and SARIF marks both suppressed', () => {
    const dir = tempFolder({ 'docs/tram.md': BASE_REPORT });
    const first = runCli(['check', 'docs/tram.md', '--semantic', 'off', '--json', 'out/r.json'], dir);
    expect(first.status).toBe(0);
    const missing = readJson(dir, 'out/r.json').reports[0]!.findings.filter(
      (finding) => finding.code === 'no_source_text',
    );
    expect(missing).toHaveLength(2);
    const waived = missing[0] as { claim_id: string; evidence_id: string };
    writeFileSync(
      path.join(dir, 'waivers.yml'),
      `waivers:
  - report: docs/tram.md
    kind: duplicate_source
    evidence: https://rail.example/gauge
    reason: The list repeats the gauge page on purpose.
  - report: docs/tram.md
    kind: no_source_text
    claim: ${waived.claim_id}
    evidence: ${waived.evidence_id}
    reason: The page is behind a login; the sentence was checked by hand.
`,
    );
    const run = runCli(
      [
        'check',
        'docs/tram.md',
        '--semantic',
        'off',
        '--waivers',
        'waivers.yml',
        '--max-warnings',
        '0',
        '--max-no-source-text',
        '1',
        '--json',
        'out/r.json',
        '--sarif',
        'out/c.sarif',
        '--summary-md',
        'out/s.md',
      ],
      dir,
    );
    expect(run.stderr).toBe('');
    const results = readJson(dir, 'out/r.json');
    expect(results.waivers?.errors).toEqual([]);
    expect(results.waivers?.entries.map((entry) => `${entry.kind} ${entry.status} ${entry.matched}`)).toEqual([
      'duplicate_source applied 1',
      'no_source_text applied 1',
    ]);
    expect(results.gate.checks.find((check) => check.name === 'max-warnings')).toMatchObject({
      value: 0,
      waived: 1,
      passed: true,
    });
    expect(results.gate.checks.find((check) => check.name === 'max-no-source-text')).toMatchObject({
      value: 1,
      waived: 1,
      passed: true,
    });
    expect(run.stdout).toMatch(/✓ max-warnings +0 +≤ 0 +\(1 waived\)/);
    // The findings list tags what a waiver accepted (it lists the problems only when a waiver or a base needs them).
    expect(run.stdout).toMatch(/ {2}waived {2}duplicate_source /);
    expect(run.stdout).toMatch(/ {2}waived {2}no_source_text /);
    expect(run.status).toBe(0);

    const sarif = JSON.parse(readFileSync(path.join(dir, 'out/c.sarif'), 'utf8'));
    const suppressed = (sarif.runs[0].results as { ruleId: string; level: string; suppressions?: unknown[] }[]).filter(
      (result) => result.suppressions,
    );
    expect(suppressed.map((result) => `${result.ruleId} ${result.level}`).sort()).toEqual([
      'duplicate_source note',
      'no_source_text note',
    ]);
    expect(readFileSync(path.join(dir, 'out/s.md'), 'utf8')).toContain('Waived: not counted toward the limits');
  }, 60_000);

  it('a waiver of a notice must name what identifies it', () => {
    const dir = tempFolder({
      'docs/tram.md': BASE_REPORT,
      'waivers.yml': 'waivers:\n  - report: docs/tram.md\n    kind: duplicate_source\n    reason: no evidence named\n',
    });
    const run = runCli(['check', 'docs/tram.md', '--semantic', 'off', '--waivers', 'waivers.yml'], dir);
    expect(run.stdout).toContain('waivers.yml:2: evidence is missing: a duplicate_source waiver names its evidence');
  }, 60_000);
});

describe('pairs without source text: max-no-source-text', () => {
  it('has no limit by default, and the comment says how many pairs have no text and which command fixes it', () => {
    const dir = tempFolder({ 'docs/tram.md': BASE_REPORT });
    const run = runCli(['check', 'docs/tram.md', '--semantic', 'off', '--comment-md', 'out/c.md'], dir);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/· max-no-source-text +2 +no limit/);
    const comment = readFileSync(path.join(dir, 'out/c.md'), 'utf8');
    expect(comment).toContain('#### Claims whose source has no text: 2 (max-no-source-text: no limit set)');
    expect(comment).toContain(
      "These pairs were not verified. To commit their sources' text: `citegate snapshot docs/tram.md`",
    );
  }, 60_000);

  it('fails the gate over its limit', () => {
    const dir = tempFolder({ 'docs/tram.md': BASE_REPORT });
    const run = runCli(
      [
        'check',
        'docs/tram.md',
        '--semantic',
        'off',
        '--max-no-source-text',
        '0',
        '--comment-md',
        'out/c.md',
        '--json',
        'out/r.json',
      ],
      dir,
    );
    expect(run.stdout).toMatch(/✗ max-no-source-text +2 +≤ 0/);
    expect(run.status).toBe(1);
    expect(readJson(dir, 'out/r.json').gate.checks.find((check) => check.name === 'max-no-source-text')).toEqual({
      name: 'max-no-source-text',
      limit: 0,
      value: 2,
      passed: false,
    });
    expect(readFileSync(path.join(dir, 'out/c.md'), 'utf8')).toContain(
      '### ❌ citegate failed: max-no-source-text over its limit',
    );
  }, 60_000);

  it('refuses a value that is not a count', () => {
    const dir = tempFolder({ 'docs/tram.md': BASE_REPORT });
    const run = runCli(['check', 'docs/tram.md', '--max-no-source-text', 'some', '--max-quotes-not-in-source=-1'], dir);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(
      'max-no-source-text must be a whole number from 0 written in digits (or none), not "some"',
    );
    expect(run.stderr).toContain(
      'max-quotes-not-in-source must be a whole number from 0 written in digits (or none), not "-1"',
    );
  }, 60_000);
});
