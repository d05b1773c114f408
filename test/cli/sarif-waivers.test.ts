// --sarif and the waiver file, end to end through the bundled command line: a waiver committed
// at the base waives a contradiction, one the pull request adds is shown as added, and the
// SARIF file (an output file like the others) marks the waived finding suppressed.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { report, tempFolder, verification } from '../helpers/reports.js';
import { runCli } from '../helpers/run-cli.js';

const contra = {
  id: 'claim-sectors',
  statement: 'Employment increased in every affected sector.',
  evidence_ids: ['ev-sectors'],
  confidence: 'high' as const,
};
const travel = { id: 'claim-travel', statement: 'Travel time fell by 15 percent.', evidence_ids: ['ev-eval'] };
const sectors = {
  id: 'ev-sectors',
  excerpt: 'Employment rose overall, while hospitality employment declined for two quarters.',
};
const evalEvidence = { id: 'ev-eval', excerpt: 'The evaluation found that average travel time fell by 12 percent.' };
const envelope = {
  report: report([contra, travel], [sectors, evalEvidence]),
  verifications: [verification(contra, sectors, 'contradicts', 'hospitality employment declined')],
};
const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.email=t@example.invalid', '-c', 'user.name=t', ...args], { cwd, encoding: 'utf8' });

const waiver = (claim: string, kind: string, extra = '') =>
  `  - report: docs/city.report.json\n    kind: ${kind}\n    claim: ${claim}\n${extra}    reason: Accepted after review.\n`;

describe('citegate check --sarif, with waivers', () => {
  it('waives what the file names, shows the waiver the pull request adds, and writes SARIF with the suppression', () => {
    const dir = tempFolder({
      'docs/city.report.json': envelope,
      '.citegate/waivers.yml': `waivers:\n${waiver('claim-sectors', 'contradicted')}`,
    });
    git(dir, 'init', '-q');
    git(dir, 'add', '-A');
    git(dir, 'commit', '-qm', 'base');
    // The pull request waives the ungrounded number as well.
    writeFileSync(
      path.join(dir, '.citegate/waivers.yml'),
      `waivers:\n${waiver('claim-sectors', 'contradicted')}${waiver('claim-travel', 'ungrounded_number', '    number: 15 percent\n')}`,
    );

    const run = runCli(
      [
        'check',
        '--base',
        'HEAD',
        '--max-contradicted',
        '0',
        '--max-ungrounded-numbers',
        '0',
        '--sarif',
        'out/citegate.sarif',
        '--comment-md',
        'out/c.md',
        '--json',
        'out/r.json',
      ],
      dir,
    );
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/✓ max-contradicted\s+0 {2}≤ 0 {2}\(1 waived\)/);
    expect(run.stdout).toContain(
      'Waivers (.citegate/waivers.yml): 2 applied, 1 added or changed by this pull request.\n  .citegate/waivers.yml:6  ungrounded_number claim-travel 15 percent: added by this pull request',
    );

    const comment = readFileSync(path.join(dir, 'out/c.md'), 'utf8');
    expect(comment).toContain('⚠️ **This pull request adds or changes 1 waiver** in .citegate/waivers.yml');
    expect(comment).toContain(
      '- **added** **.citegate/waivers.yml&#58;6** docs/city.report.json: **15 percent** in claim claim-travel was in none of its cited excerpts; waived “Accepted after review.” (waives 1 problem)',
    );

    const sarif = JSON.parse(readFileSync(path.join(dir, 'out/citegate.sarif'), 'utf8'));
    expect(sarif).toMatchObject({ version: '2.1.0', $schema: 'https://json.schemastore.org/sarif-2.1.0.json' });
    const results = sarif.runs[0].results as {
      ruleId: string;
      level: string;
      suppressions?: { justification: string }[];
    }[];
    const contradicted = results.find((result) => result.ruleId === 'contradicted');
    expect(contradicted).toMatchObject({
      level: 'note',
      baselineState: 'unchanged',
      suppressions: [{ kind: 'external', status: 'accepted', justification: 'Accepted after review.' }],
    });
    expect(results.find((result) => result.ruleId === 'ungrounded_number')).toMatchObject({
      level: 'note',
      baselineState: 'unchanged',
      suppressions: [expect.objectContaining({ status: 'accepted' })],
    });
    expect(
      JSON.parse(readFileSync(path.join(dir, 'out/r.json'), 'utf8')).waivers.entries.map(
        (row: { change?: string; status: string }) => `${row.status} ${row.change ?? '-'}`,
      ),
    ).toEqual(['applied -', 'applied added']);
  }, 60_000);

  it('refuses a --sarif path on a report, and reports a waiver file error with its line without failing the run', () => {
    const dir = tempFolder({
      'docs/city.report.json': envelope,
      '.citegate/waivers.yml':
        'waivers:\n  - report: docs/city.report.json\n    kind: contradicted\n    reason: no claim\n',
    });
    const refused = runCli(['check', '--sarif', 'docs/city.report.json'], dir);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain(
      '--sarif docs/city.report.json is the report file docs/city.report.json that this run checks; choose another path',
    );
    const run = runCli(['check', '--max-contradicted', '0'], dir);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('  .citegate/waivers.yml:2: claim is missing: a contradicted waiver names its claim');
  }, 60_000);
});
