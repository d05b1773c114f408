// `citegate check --references check` (the bundled command line) against local registries: the
// terminal, the comment, a second run answered by the cache, and the base comparison.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeRegistries } from '../helpers/fake-registries.mjs';
import { report, tempFolder } from '../helpers/reports.js';
import { runCliAsync } from '../helpers/run-cli.js';

const DATA = JSON.parse(readFileSync(path.resolve('test/fixtures/references/registry-data.json'), 'utf8'));
let registries: Awaited<ReturnType<typeof startFakeRegistries>>;
beforeAll(async () => {
  registries = await startFakeRegistries(DATA);
});
afterAll(async () => {
  await registries.close();
});
beforeEach(() => registries.reset());

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.invalid', ...args], { cwd, stdio: 'pipe' });

const claim = {
  id: 'c-1',
  statement: 'Deep networks learn representations.',
  evidence_ids: ['e-match', 'e-wrong', 'e-retracted'],
};
const sources = [
  {
    id: 'e-match',
    title: 'Deep learning',
    url: 'https://doi.org/10.1038/nature14539',
    excerpt: 'Deep learning allows computational models.',
  },
  {
    id: 'e-wrong',
    title: 'Mastering the game of Go with deep neural networks and tree search',
    url: 'https://doi.org/10.1038/nature14539',
    excerpt: 'The game of Go.',
  },
  {
    id: 'e-retracted',
    title: 'Ileal-lymphoid-nodular hyperplasia, non-specific colitis, and pervasive developmental disorder in children',
    url: 'https://doi.org/10.1016/S0140-6736(97)11096-0',
    excerpt: 'We investigated.',
  },
];
const fabricated = {
  id: 'e-fabricated',
  title: 'Neural scaling of protein folding benchmarks',
  url: 'https://doi.org/10.1038/nature99999',
  excerpt: 'Made up.',
};

describe('check --references check', () => {
  it('prints the references, writes the comment, fails the gate, and answers a second run from the cache', async () => {
    const dir = tempFolder({ 'reports/r.report.json': report([claim], sources) });
    const args = [
      'check',
      'reports',
      '--semantic',
      'off',
      '--references',
      'check',
      ...registries.flags(),
      '--max-retracted',
      '0',
      '--json',
      'results.json',
      '--comment-md',
      'comment.md',
    ];
    const first = await runCliAsync(args, dir);
    expect(first.stderr).toBe('');
    expect(first.status).toBe(1);
    expect(first.stdout).toContain('References that do not check out (2)\n  reports/r.report.json:');
    expect(first.stdout).toContain(
      'e-retracted  retracted  DOI 10.1016/s0140-6736(97)11096-0  https://doi.org/10.1016/s0140-6736(97)11096-0\n',
    );
    expect(first.stdout).toContain(
      '      title:  cited "Mastering the game of Go with deep neural networks and tree search"  registry "Deep learning" (similarity 0.14)\n',
    );
    expect(first.stdout).toContain(
      'References: 3 evidence records: 1 retracted · 1 mismatch · 1 matches; 2 identifiers looked up with 1 request: Crossref 1; 0 from cache.',
    );
    expect(first.stdout).toMatch(/✗ max-retracted +1 {2}≤ 0/);
    const comment = readFileSync(path.join(dir, 'comment.md'), 'utf8');
    expect(comment).toContain('### ❌ citegate failed: max-retracted over its limit');
    expect(comment).toContain('#### ❌ References that do not check out: 2 (max-retracted: limit ≤ 0)');
    expect(comment).toMatch(
      /evidence e-retracted, \[Ileal-lymphoid-nodular hyperplasia[^\]]*\]\(https:\/\/doi\.org\/10\.1016\/S0140-6736%2897%2911096-0\): \*\*retracted\*\*: \[DOI 10\.1016\/s0140-6736\(97\)11096-0\]\(https:\/\/doi\.org\/10\.1016\/s0140-6736%2897%2911096-0\): Crossref records a retraction/,
    );
    expect(comment).toContain(
      '  - notice: [10&#46;1016/s0140-6736(10)60175-4](https://doi.org/10.1016/s0140-6736%2810%2960175-4)',
    );
    expect(comment).toContain(
      '  - title: cited “Mastering the game of Go with deep neural networks and tree search” · Crossref “Deep learning” (similarity 0.14)',
    );
    const results = JSON.parse(readFileSync(path.join(dir, 'results.json'), 'utf8'));
    expect(results.reports[0].evidence[1].references).toMatchObject({
      status: 'mismatch',
      identifier: 'doi:10.1038/nature14539',
    });
    expect(results.reports[0].evidence[1].reference_sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(results.reports[0].evidence[1].line).toBeGreaterThan(0);
    expect(registries.requests()).toHaveLength(1);

    registries.reset();
    const second = await runCliAsync(args, dir);
    expect(second.status).toBe(1);
    expect(registries.requests()).toEqual([]);
    expect(second.stdout).toContain('2 identifiers looked up with 0 requests; 2 from cache.');
  }, 60_000);

  it('counts a reference the pull request adds as new and one it left alone as unchanged (the base is never looked up)', async () => {
    const repo = tempFolder({ 'r.report.json': report([claim], sources) });
    git(repo, 'init', '-q');
    git(repo, 'add', 'r.report.json');
    git(repo, 'commit', '-qm', 'base');
    writeFileSync(
      path.join(repo, 'r.report.json'),
      JSON.stringify(
        report([{ ...claim, evidence_ids: [...claim.evidence_ids, 'e-fabricated'] }], [...sources, fabricated]),
        null,
        2,
      ),
    );
    const run = await runCliAsync(
      [
        'check',
        '--semantic',
        'off',
        '--references',
        'check',
        ...registries.flags(),
        '--base',
        'HEAD',
        '--gate-on',
        'new',
        '--max-references-not-found',
        '0',
        '--max-retracted',
        '0',
        '--json',
        'results.json',
        '--comment-md',
        'comment.md',
      ],
      repo,
    );
    expect(run.stderr).toBe('');
    expect(run.status).toBe(1);
    const problems = JSON.parse(readFileSync(path.join(repo, 'results.json'), 'utf8')).base.problems.filter(
      (problem: { kind: string }) => problem.kind.startsWith('reference_'),
    );
    expect(
      problems.map(
        (problem: { kind: string; status: string; evidence_id: string }) =>
          `${problem.status} ${problem.kind} ${problem.evidence_id}`,
      ),
    ).toEqual([
      'new reference_not_found e-fabricated',
      'unchanged reference_mismatch e-wrong',
      'unchanged reference_retracted e-retracted',
    ]);
    expect(run.stdout).toMatch(/✗ max-references-not-found +1 new  ≤ 0  \(1 in all\)/);
    expect(run.stdout).toMatch(/✓ max-retracted +0 new {2}≤ 0 {2}\(1 in all\)/);
    const comment = readFileSync(path.join(repo, 'comment.md'), 'utf8');
    expect(comment).toContain('**This pull request adds 1 reference not found and changes no verdict.**');
    expect(comment).toContain('| References not found | 1 | 0 | — |');
    expect(comment).toContain('| Retracted references | 0 | 1 | — |');
    expect(comment).toMatch(/\n- \*\*new\*\* \*\*r\.report\.json&#58;\d+\*\* evidence e-fabricated, /);
    expect(comment).toContain('The base is never looked up, so none counts as fixed.');
    // Only the head was looked up.
    expect(registries.requests('crossref')).toHaveLength(1);
  }, 60_000);

  it('refuses bad reference settings as a usage error, and looks nothing up with references off', async () => {
    const dir = tempFolder({ 'r.report.json': report([claim], sources) });
    const bad = await runCliAsync(['check', '--references', 'maybe', '--crossref-url', 'not a url'], dir);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain(
      'citegate: invalid settings:\n  references must be off or check, not "maybe"\n  crossref-url must be an http(s) URL without credentials, not "not a url"\n',
    );
    const off = await runCliAsync(['check', '--semantic', 'off', '--max-retracted', '0', ...registries.flags()], dir);
    expect(off.status).toBe(0);
    expect(off.stderr).toContain(
      'citegate: warning: max-retracted is set but references are off, so it checks nothing (set references: check)',
    );
    expect(off.stdout).not.toContain('References:');
    expect(registries.requests()).toEqual([]);
  }, 60_000);
});
