import { execFileSync } from 'node:child_process';
import { readFileSync, statSync, symlinkSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { report, tempFolder, verification } from '../helpers/reports.js';
import { runCli } from '../helpers/run-cli.js';

const claim = {
  id: 'claim-travel',
  statement: 'The pilot reduced average travel time by 12 percent.',
  evidence_ids: ['ev-eval'],
  confidence: 'high' as const,
};
const contra = {
  id: 'claim-sectors',
  statement: 'Employment increased in every affected sector.',
  evidence_ids: ['ev-sectors'],
  confidence: 'high' as const,
};
const evalEvidence = { id: 'ev-eval', excerpt: 'The evaluation found that average travel time fell by 12 percent.' };
const sectors = {
  id: 'ev-sectors',
  excerpt: 'Employment rose overall, while hospitality employment declined for two quarters.',
};

const envelope = {
  report: report([claim, contra], [evalEvidence, sectors]),
  verifications: [
    verification(claim, evalEvidence, 'supports', 'average travel time fell by 12 percent'),
    verification(contra, sectors, 'contradicts', 'hospitality employment declined'),
  ],
};

describe('citegate check (bundled command line)', () => {
  it('passes a report whose results all bind, and prints a table without colour off a terminal', () => {
    const dir = tempFolder({ 'docs/city.report.json': envelope });
    const run = runCli(['check'], dir);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/docs\/city\.report\.json\s+complete\s+2\s+1\s+1\s+0\s+0\s+100%\s+2\/2/);
    expect(run.stdout).toContain('PASSED');
    expect(run.stdout).not.toContain('\u001b[');
  });

  it('fails on a threshold and lists the contradicted claim as file:line  id  text', () => {
    const dir = tempFolder({ 'city.report.json': envelope });
    const run = runCli(['check', '--max-contradicted', '0'], dir);
    expect(run.status).toBe(1);
    const line = readFileSync(path.join(dir, 'city.report.json'), 'utf8')
      .split('\n')
      .findIndex((row) => row.includes('"claim-sectors"'));
    expect(run.stdout).toContain(
      `city.report.json:${line}  claim-sectors  Employment increased in every affected sector.`,
    );
    expect(run.stdout).toMatch(/✗ max-contradicted\s+1\s+≤ 0/);
    expect(run.stdout).toContain('FAILED: 1 check over the limit');
  });

  it('uses colour when forced', () => {
    const dir = tempFolder({ 'city.report.json': envelope });
    expect(runCli(['check'], dir, { FORCE_COLOR: '1' }).stdout).toContain('\u001b[');
  });

  it('reports an invalid file with its position, still checks the others, and fails', () => {
    const dir = tempFolder({ 'a.report.json': envelope, 'b.report.json': '{\n  "claims": [\n    {"id": 1}\n' });
    const run = runCli(['check', '--json', 'out/results.json'], dir);
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/b\.report\.json:4:1 {2}invalid JSON: /);
    expect(run.stdout).toMatch(/a\.report\.json\s+complete/);
    const results = JSON.parse(readFileSync(path.join(dir, 'out/results.json'), 'utf8'));
    expect(results.totals).toMatchObject({ reports: 2, invalid_reports: 1, binding_errors: 1 });
    expect(results.reports[1]).toMatchObject({ file: 'b.report.json', summary: null, error: { line: 4, column: 1 } });
  });

  it('refuses a report with a repeated key, at the second occurrence, with its path', () => {
    const text = JSON.stringify(envelope, null, 2).replace(
      '\n  "verifications"',
      '\n  "report": {},\n  "verifications"',
    );
    const dir = tempFolder({ 'a.report.json': text });
    const run = runCli(['check'], dir);
    expect(run.status).toBe(1);
    const second = text.split('\n').findIndex((row) => row === '  "report": {},') + 1;
    expect(run.stdout).toContain(
      `a.report.json:${second}:3  $.report: duplicate key "report" (first at line 2, column 3)`,
    );
  });

  it('writes the documented results file', () => {
    const bare = report([claim], [evalEvidence]);
    const dir = tempFolder({ 'a.report.json': envelope, 'b.report.json': bare });
    expect(runCli(['check', '--json', 'results.json'], dir).status).toBe(0);
    const results = JSON.parse(readFileSync(path.join(dir, 'results.json'), 'utf8'));
    expect(Object.keys(results)).toEqual(['version', 'reports', 'totals', 'gate']);
    const [a, b] = results.reports;
    expect(Object.keys(a)).toEqual(
      expect.arrayContaining(['file', 'summary', 'claims', 'pairs', 'rejected', 'findings']),
    );
    expect(a.claims[0]).toMatchObject({
      id: 'claim-travel',
      verdict: 'supports',
      confidence: 'high',
      line: expect.any(Number),
    });
    expect(a.pairs[0]).toMatchObject({
      claim_id: 'claim-travel',
      evidence_id: 'ev-eval',
      verdict: 'supports',
      source: 'committed',
      claim_sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(b.summary).toMatchObject({
      status: 'unavailable',
      failure_code: 'missing_api_key',
      unverifiable_claim_count: 1,
    });
    expect(b.pairs[0]).toMatchObject({ verdict: null, quote: null, source: null });
    expect(results.gate.checks.map((check: { name: string }) => check.name)).toContain('max-binding-errors');
  });

  it('accepts a folder, several globs and exclusions', () => {
    const dir = tempFolder({
      'docs/a.report.json': envelope,
      'docs/old/b.report.json': envelope,
      'other/c.report.json': envelope,
    });
    expect(runCli(['check', 'docs'], dir).stdout).toMatch(/2 reports/);
    expect(runCli(['check', 'docs/**/*.report.json', 'other/*.report.json', '!docs/old/**'], dir).stdout).toMatch(
      /2 reports/,
    );
    // Each argument is one pattern (issue 28: file names hold commas): a comma list is not split.
    const list = runCli(['check', 'docs/**/*.report.json,other/*.report.json', '!docs/old/**'], dir);
    expect(list.status).toBe(2);
    expect(list.stderr).toContain('pattern "docs/**/*.report.json,other/*.report.json" finds no file');
  });

  it('exits 2 when nothing matches, on a bad flag value or an unknown flag', () => {
    const dir = tempFolder({ 'a.report.json': envelope });
    const none = runCli(['check', 'nothing/*.json'], dir);
    expect(none.status).toBe(2);
    expect(none.stderr).toContain('no report file matched "nothing/*.json"');
    const badValue = runCli(['check', '--max-contradicted', 'few'], dir);
    expect(badValue.status).toBe(2);
    expect(badValue.stderr).toContain('max-contradicted must be a whole number');
    expect(runCli(['check', '--min-coverage', '1.5'], dir).stderr).toContain(
      'min-coverage must be a ratio from 0 to 1',
    );
    expect(runCli(['check', '--frobnicate'], dir).status).toBe(2);
  });

  it('checks files the user names anywhere, as any linter does, naming those outside by their absolute path', () => {
    const other = tempFolder({ 'x.report.json': envelope, 'sub/y.report.json': envelope });
    const dir = tempFolder({ 'own.report.json': envelope });
    const x = path.join(other, 'x.report.json');
    const relative = runCli(['check', path.relative(dir, x)], dir);
    expect(relative.stderr).toBe('');
    expect(relative.status).toBe(0);
    expect(relative.stdout).toMatch(new RegExp(`^${x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s+complete`, 'm'));
    // An absolute path, as the shell writes ~/Downloads/x.report.json, and a folder outside.
    expect(runCli(['check', x], dir).stdout).toMatch(/citegate: 1 report,/);
    const folder = runCli(['check', other, 'own.report.json', '--json', 'results.json'], dir);
    expect(folder.status).toBe(0);
    const results = JSON.parse(readFileSync(path.join(dir, 'results.json'), 'utf8'));
    expect(results.reports.map((entry: { file: string }) => entry.file)).toEqual(
      [x, path.join(other, 'sub', 'y.report.json'), 'own.report.json'].sort(),
    );
  });

  it('follows a symbolic link inside the working directory, checking the real file once', () => {
    const dir = tempFolder({ 'reports/q3.report.json': envelope });
    symlinkSync('reports/q3.report.json', path.join(dir, 'latest.report.json'));
    symlinkSync('q3.report.json', path.join(dir, 'reports', 'current.report.json'));
    const all = runCli(['check'], dir);
    expect(all.status).toBe(0);
    expect(all.stdout).toMatch(/citegate: 1 report,/);
    expect(all.stdout).toMatch(/^reports\/q3\.report\.json\s+complete/m);
    // Naming only the link checks the file it leads to.
    expect(runCli(['check', 'latest.report.json'], dir).stdout).toMatch(/^reports\/q3\.report\.json\s+complete/m);
  });

  it('lists a symbolic link met while globbing that leads outside, or nowhere, as an invalid file', () => {
    const outside = tempFolder({ 'secret.report.json': envelope });
    const dir = mkdtempSync(path.join(tmpdir(), 'citegate-link-'));
    writeFileSync(path.join(dir, 'own.report.json'), JSON.stringify(envelope));
    symlinkSync(path.join(outside, 'secret.report.json'), path.join(dir, 'linked.report.json'));
    symlinkSync('gone.json', path.join(dir, 'dangling.report.json'));
    const run = runCli(['check', '--json', 'results.json'], dir);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain(
      'Invalid report files\n  dangling.report.json  symbolic link leads nowhere: its target does not exist\n  linked.report.json  symbolic link leads outside the working directory\n',
    );
    expect(run.stdout).toMatch(/✗ max-binding-errors\s+2\s+≤ 0\s+\(0 rejected, 0 dangling, 2 invalid\)/);
    const results = JSON.parse(readFileSync(path.join(dir, 'results.json'), 'utf8'));
    expect(results.totals).toMatchObject({ reports: 3, invalid_reports: 2, binding_errors: 2 });
    expect(results.reports.find((entry: { file: string }) => entry.file === 'linked.report.json').error).toEqual({
      message: 'symbolic link leads outside the working directory',
    });
  });

  it('never modifies the reports it checks', () => {
    const dir = tempFolder({ 'a.report.json': envelope, 'b.report.json': '{"broken": ' });
    const before = ['a.report.json', 'b.report.json'].map((file) => [
      readFileSync(path.join(dir, file), 'utf8'),
      statSync(path.join(dir, file)).mtimeMs,
    ]);
    runCli(['check', '--json', 'r.json'], dir);
    const after = ['a.report.json', 'b.report.json'].map((file) => [
      readFileSync(path.join(dir, file), 'utf8'),
      statSync(path.join(dir, file)).mtimeMs,
    ]);
    expect(after).toEqual(before);
  });

  it('prints help and exits 0', () => {
    const run = runCli(['check', '--help'], tmpdir());
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('--max-high-confidence-unsupported N');
  });
});

describe('thresholds from the command line', () => {
  it('`none` lifts a limit, including the default one on binding errors', () => {
    const broken = {
      ...envelope,
      verifications: [...envelope.verifications, { ...envelope.verifications[0], claim_id: 'ghost' }],
    };
    const dir = tempFolder({ 'a.report.json': broken });
    expect(runCli(['check'], dir).status).toBe(1);
    const lifted = runCli(['check', '--max-binding-errors', 'none'], dir);
    expect(lifted.status).toBe(0);
    expect(lifted.stdout).toMatch(/· max-binding-errors\s+1\s+no limit/);
  });

  it('min-coverage and fail-on-unavailable fail a report no verifier has seen', () => {
    const dir = tempFolder({ 'a.report.json': report([claim], [evalEvidence]) });
    expect(runCli(['check', '--min-coverage', '0.5'], dir).status).toBe(1);
    expect(runCli(['check', '--fail-on-unavailable', 'true'], dir).status).toBe(1);
    expect(runCli(['check', '--fail-on-unavailable', 'false'], dir).status).toBe(0);
    expect(runCli(['check', '--fail-on-unavailable', 'maybe'], dir).status).toBe(2);
  });
});

describe("the reviewer's view from the command line", () => {
  const sectors2 = {
    id: 'claim-hospitality',
    statement: 'Hospitality employment grew in every quarter.',
    evidence_ids: ['ev-sectors'],
  };
  const git = (dir: string, ...args: string[]) =>
    execFileSync('git', ['-c', 'user.email=t@example.invalid', '-c', 'user.name=t', ...args], {
      cwd: dir,
      encoding: 'utf8',
    });

  it('--comment-md and --summary-md write the markdown the action would post, linked when GitHub variables are set', () => {
    const dir = tempFolder({ 'docs/city.report.json': envelope });
    const sha = 'abc0'.repeat(10);
    const run = runCli(
      ['check', '--comment-md', 'out/comment.md', '--summary-md', 'out/summary.md', '--max-contradicted', '0'],
      dir,
      {
        GITHUB_SERVER_URL: 'https://github.com',
        GITHUB_REPOSITORY: 'acme/docs',
        GITHUB_SHA: sha,
        GITHUB_EVENT_PATH: undefined,
      },
    );
    expect(run.status).toBe(1);
    const comment = readFileSync(path.join(dir, 'out/comment.md'), 'utf8');
    expect(comment).toMatch(
      /^<!-- citegate:comment-key=default -->\n### ❌ citegate failed: max-contradicted over its limit\n/,
    );
    expect(comment).toMatch(
      new RegExp(
        `^- \\[docs/city\\.report\\.json&#58;\\d+\\]\\(https://github\\.com/acme/docs/blob/${sha}/docs/city\\.report\\.json#L\\d+\\) claim claim-sectors: `,
        'm',
      ),
    );
    const summary = readFileSync(path.join(dir, 'out/summary.md'), 'utf8');
    expect(summary).toMatch(/^## ❌ citegate failed: max-contradicted over its limit\n/);
    const plain = runCli(['check', '--comment-md', 'c.md'], dir, {
      GITHUB_REPOSITORY: undefined,
      GITHUB_SERVER_URL: undefined,
    });
    expect(plain.status).toBe(0);
    expect(readFileSync(path.join(dir, 'c.md'), 'utf8')).toMatch(
      /^- \*\*city|^- \*\*docs\/city\.report\.json&#58;\d+\*\* claim claim-sectors/m,
    );
  });

  it('--base REF compares with a git commit; --gate-on new counts only what changed since', () => {
    const withNew = {
      report: report([claim, contra, sectors2], [evalEvidence, sectors]),
      verifications: [
        ...envelope.verifications,
        verification(sectors2, sectors, 'contradicts', 'hospitality employment declined'),
      ],
    };
    // The change adds a committed verdict: it counts here as written (the trust rule, which sets
    // it aside, is tested in test/base/verdict-trust.test.ts).
    const trustAll = ['--trust-committed-verdicts', 'all'];
    const dir = tempFolder({ 'docs/city.report.json': envelope });
    git(dir, 'init', '-q');
    git(dir, 'add', '-A');
    git(dir, 'commit', '-qm', 'base');
    writeFileSync(path.join(dir, 'docs/city.report.json'), JSON.stringify(withNew, null, 2));

    const all = runCli(['check', '--base', 'HEAD', ...trustAll, '--max-contradicted', '1', '--json', 'r.json'], dir);
    expect(all.status).toBe(1);
    expect(all.stdout).toContain('This pull request adds 1 contradicted claim and changes no verdict.');
    const fresh = runCli(
      ['check', '--base', 'HEAD', ...trustAll, '--gate-on', 'new', '--max-contradicted', '1', '--comment-md', 'c.md'],
      dir,
    );
    expect(fresh.status).toBe(0);
    expect(fresh.stdout).toMatch(/✓ max-contradicted\s+1 new {2}≤ 1 {2}\(2 in all\)/);
    expect(readFileSync(path.join(dir, 'c.md'), 'utf8')).toContain(
      '**This pull request adds 1 contradicted claim and changes no verdict.** Only new problems count toward the limits (gate-on: new).',
    );
    expect(
      runCli(['check', '--base', 'HEAD', ...trustAll, '--gate-on', 'new', '--max-contradicted', '0'], dir).status,
    ).toBe(1);
    const results = JSON.parse(readFileSync(path.join(dir, 'r.json'), 'utf8'));
    expect(results.base).toMatchObject({ source: 'git', compared: ['docs/city.report.json'], added: [], note: null });
  });

  it('refuses a --base git cannot find, and says when gate-on new has no base', () => {
    const dir = tempFolder({ 'city.report.json': envelope });
    const bad = runCli(['check', '--base', 'no-such-ref'], dir);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('--base "no-such-ref" is not a commit git can find');
    const alone = runCli(['check', '--gate-on', 'new', '--max-contradicted', '0'], dir);
    expect(alone.status).toBe(1);
    expect(alone.stdout).toContain(
      'gate-on: new counted every problem, because there is no pull request (or --base) to compare with.',
    );
    expect(runCli(['check', '--gate-on', 'some'], dir).stderr).toContain('gate-on must be all or new');
  });
});
