// Inputs and outputs of any size, through the bundled command line and action: a report that is
// not a regular file, or too large to read, is an invalid report (named, the run goes on); a
// run with ~130,000 findings writes its results file and renders in full.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { useFakeGitHub } from '../helpers/fake-github.js';
import { report, tempFolder, verification } from '../helpers/reports.js';
import { ensureBuilt, runAction } from '../helpers/run-action.js';
import { runCli, runCliAsync } from '../helpers/run-cli.js';

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

beforeAll(ensureBuilt, 300_000);
const github = useFakeGitHub();

describe('a report file that cannot be read whole', () => {
  it('a link to /dev/zero, a named pipe and a 600 MB sparse file are invalid reports, each named; the others are checked', () => {
    const dir = tempFolder({ 'good.report.json': envelope });
    symlinkSync('/dev/zero', path.join(dir, 'zero.report.json'));
    const pipe = spawnSync('mkfifo', [path.join(dir, 'pipe.report.json')]).status === 0;
    writeFileSync(path.join(dir, 'huge.report.json'), '');
    truncateSync(path.join(dir, 'huge.report.json'), 600_000_000);
    const run = runCli(
      [
        'check',
        'good.report.json',
        'zero.report.json',
        'huge.report.json',
        ...(pipe ? ['pipe.report.json'] : []),
        '--json',
        'results.json',
      ],
      dir,
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toBe('');
    expect(run.stdout).toContain('Invalid report files');
    expect(run.stdout).toContain(
      '/dev/zero  not a regular file (a character device): citegate reads only regular files',
    );
    expect(run.stdout).toContain('huge.report.json  the file is 600 MB, more than the 100 MB citegate reads');
    if (pipe)
      expect(run.stdout).toContain(
        'pipe.report.json  not a regular file (a named pipe): citegate reads only regular files',
      );
    expect(run.stdout).toMatch(/good\.report\.json\s+complete/);
    const results = JSON.parse(readFileSync(path.join(dir, 'results.json'), 'utf8'));
    expect(results.totals.invalid_reports).toBe(pipe ? 3 : 2);
  });

  it('a committed link to /dev/zero inside a STORM folder is refused the same way in the action', async () => {
    const dir = tempFolder({ 'docs/good.report.json': envelope });
    mkdirSync(path.join(dir, 'wiki/t'), { recursive: true });
    writeFileSync(
      path.join(dir, 'wiki/t/url_to_info.json'),
      JSON.stringify({ url_to_unified_index: {}, url_to_info: {} }),
    );
    symlinkSync('/dev/zero', path.join(dir, 'wiki/t/storm_gen_article.txt'));
    // Inside the workspace the link leads outside it: refused before its kind is even asked.
    const run = await runAction(github, dir, { comment: 'never' });
    expect(run.stdout).toContain('wiki/t/storm_gen_article.txt');
    expect(run.stdout).not.toMatch(/\n\s+at /);
    expect(run.outputs['binding-errors']).toBe('1');
  });
});

describe('a run with ~130,000 findings', () => {
  // One claim citing 130,000 evidence IDs the report does not have: one finding each.
  const huge = () =>
    tempFolder({
      'big.report.json': report(
        [
          {
            id: 'c1',
            statement: 'The port grew.',
            evidence_ids: Array.from({ length: 130_000 }, (_, at) => `missing-${at}`),
          },
        ],
        [evalEvidence],
      ),
    });

  it('the command line writes the results file, counts every finding and lists the first 200', async () => {
    const dir = huge();
    const run = await runCliAsync(['check', '--json', 'results.json'], dir);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('Findings (130000)');
    expect(run.stdout).toContain('missing-199, which the report does not contain');
    expect(run.stdout).not.toContain('missing-200, which');
    expect(run.stdout).toContain('  … and 129800 more: every one is in the results file (--json results.json)');
    expect(JSON.parse(readFileSync(path.join(dir, 'results.json'), 'utf8')).totals.dangling_citations).toBe(130_000);
  });

  it('the action writes the results file, its outputs and the job summary', async () => {
    const dir = huge();
    const run = await runAction(github, dir, { comment: 'never' });
    expect(run.stdout).not.toContain('could not run');
    expect(run.outputs['binding-errors']).toBe('130000');
    expect(run.summary).toMatch(/^## ❌ citegate failed/);
    expect(existsSync(path.join(dir, 'citegate-results.json'))).toBe(true);
  });
});
