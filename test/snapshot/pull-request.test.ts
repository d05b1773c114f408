// A pull request that rewrites snapshot passages (and their hashes) to ground a number (issue 27
// item 15), through the bundled command line with --base: the reviewer is told how many passages
// the pull request changed (terminal, comment, summary, results file), and a number ungrounded at
// the base that only passages the pull request wrote now hold still counts: never "fixed".
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sha256Text } from '../../src/formats/snapshot/file.js';
import { claimFingerprint } from '../../src/text/fingerprint.js';
import { report, tempFolder } from '../helpers/reports.js';
import { runCliAsync } from '../helpers/run-cli.js';
import { decodeReferences } from '../render/inert.js';

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.invalid', ...args], { cwd, stdio: 'pipe' });

const URL_A = 'https://example.org/ridership';
const RIDERSHIP = { id: 'c1', statement: 'Ridership rose 18 percent last year.', evidence_ids: ['e1'] };
const FLEET = { id: 'c2', statement: 'The operator ran 36 vessels.', evidence_ids: ['e1'] };

function snapshotFile(passages: string[], sentences: { claim: typeof RIDERSHIP; passages: number[] }[]) {
  return {
    generator: 'citegate snapshot',
    version: 1,
    sources: [
      {
        url: URL_A,
        status: 'ok',
        final_url: URL_A,
        http_status: 200,
        fetched_at: '2026-01-01T00:00:00.000Z',
        content_type: 'text/html',
        archive: null,
        title: 'Harbour ridership',
        title_sha256: sha256Text('Harbour ridership'),
        text_sha256: null,
        text_length: null,
        omitted: 0,
        detail: 'read for a test',
        passages: passages.map((text) => ({ start: 0, end: text.length, sha256: sha256Text(text), text })),
        sentences: sentences.map(({ claim, passages: listed }) => ({
          claim_id: claim.id,
          claim_sha256: claimFingerprint(claim.statement),
          sentence: claim.statement,
          passages: listed,
          quotes: [],
        })),
      },
    ],
  };
}

/** The base: c1's passage does not hold 18 percent. The head rewrites it (hashes recomputed) and adds c2 with a passage of its own. */
function repository(): string {
  const dir = tempFolder({
    'q.report.json': report([RIDERSHIP], [{ id: 'e1', url: URL_A, excerpt: '' }]),
    'q.report.snapshots.json': snapshotFile(
      ['Ridership rose sharply last year.'],
      [{ claim: RIDERSHIP, passages: [0] }],
    ),
  });
  git(dir, 'init', '-q');
  git(dir, 'add', '.');
  git(dir, 'commit', '-qm', 'base');
  writeFileSync(
    path.join(dir, 'q.report.json'),
    JSON.stringify(report([RIDERSHIP, FLEET], [{ id: 'e1', url: URL_A, excerpt: '' }])),
  );
  writeFileSync(
    path.join(dir, 'q.report.snapshots.json'),
    JSON.stringify(
      snapshotFile(
        ['Ridership rose 18 percent last year.', 'The operator ran 36 vessels.'],
        [
          { claim: RIDERSHIP, passages: [0] },
          { claim: FLEET, passages: [1] },
        ],
      ),
    ),
  );
  git(dir, 'commit', '-qam', 'head');
  return dir;
}

describe('a pull request that writes snapshot passages', { timeout: 60_000 }, () => {
  it('is told, and a number ungrounded at the base that only its passages hold still counts', async () => {
    const dir = repository();
    const run = await runCliAsync(
      [
        'check',
        '--base',
        'HEAD~1',
        '--semantic',
        'off',
        '--max-ungrounded-numbers',
        '0',
        '--json',
        'r.json',
        '--comment-md',
        'c.md',
        '--summary-md',
        's.md',
      ],
      dir,
    );
    expect(run.stderr).toBe('');
    expect(run.status).toBe(1); // stricter: the number still counts against max-ungrounded-numbers 0
    const results = JSON.parse(readFileSync(path.join(dir, 'r.json'), 'utf8'));
    const [reportResult] = results.reports;
    expect(reportResult.findings).toEqual([
      expect.objectContaining({
        code: 'ungrounded_number',
        claim_id: 'c1',
        text: '18 percent',
        grounded_by: 'pull_request_passages',
        message:
          '"18 percent" (18 percent) occurs, of the excerpts claim c1 cites, only in snapshot passages this pull request wrote; it was ungrounded at the base, and passages a pull request writes do not ground it',
      }),
    ]);
    // c2's number is new with the pull request: grounded, and listed as grounded only by what it wrote.
    expect(reportResult.numbers_grounded_by_pull_request).toEqual([
      expect.objectContaining({ claim_id: 'c2', text: '36' }),
    ]);
    expect(results.base.problems).toContainEqual(
      expect.objectContaining({ kind: 'ungrounded_number', claim_id: 'c1', status: 'unchanged' }),
    );
    expect(results.base.problems.filter((problem: { status: string }) => problem.status === 'fixed')).toEqual([]);
    expect(results.snapshot_changes).toEqual({
      passages: 2,
      numbers: 1,
      files: [{ file: 'q.report.snapshots.json', passages: 2 }],
    });

    const lead = 'This pull request changes 2 snapshot passages';
    expect(run.stdout).toContain(
      `Snapshots: ${lead} (q.report.snapshots.json: 2); 1 number is grounded only by passages it wrote; 1 number ungrounded at the base that only they hold counts still.`,
    );
    expect(run.stdout).not.toContain('fixes 1 ungrounded number');
    for (const markdown of ['c.md', 's.md']) {
      const text = decodeReferences(readFileSync(path.join(dir, markdown), 'utf8'));
      expect(text).toContain(`⚠️ **${lead}**`);
      expect(text).toContain(
        '1 number is grounded only by passages it wrote; 1 number ungrounded at the base that only they hold counts still.',
      );
      expect(text).not.toContain('fixes 1 ungrounded number');
    }
  });

  it('with the base unreadable, no passage it wrote grounds a number: both count, and it is said why (fail closed)', async () => {
    const dir = repository();
    // The base's version of the report is lost (its object removed): the base cannot be read.
    const blob = execFileSync('git', ['rev-parse', 'HEAD~1:q.report.json'], { cwd: dir, encoding: 'utf8' }).trim();
    rmSync(path.join(dir, '.git', 'objects', blob.slice(0, 2), blob.slice(2)), { force: true });
    const run = await runCliAsync(
      ['check', '--base', 'HEAD~1', '--semantic', 'off', '--max-ungrounded-numbers', '1', '--json', 'r.json'],
      dir,
    );
    expect(run.stdout).toContain('No base comparison: the base version of q.report.json could not be read');
    expect(run.status).toBe(1); // two numbers against max-ungrounded-numbers 1
    const results = JSON.parse(readFileSync(path.join(dir, 'r.json'), 'utf8'));
    const [reportResult] = results.reports;
    const why =
      "; the base could not be read, so these passages cannot be shown to be the base's, and passages a pull request writes do not ground it";
    expect(reportResult.findings).toEqual([
      expect.objectContaining({
        code: 'ungrounded_number',
        claim_id: 'c1',
        text: '18 percent',
        message: expect.stringContaining(why),
      }),
      expect.objectContaining({
        code: 'ungrounded_number',
        claim_id: 'c2',
        text: '36',
        message: expect.stringContaining(why),
      }),
    ]);
    expect(reportResult.numbers_grounded_by_pull_request).toBeUndefined();
    expect(results.totals.ungrounded_numbers).toBe(2);
    expect(results.snapshot_changes).toEqual({
      passages: 2,
      numbers: 0,
      files: [{ file: 'q.report.snapshots.json', passages: 2 }],
      base_unread: true,
    });
    expect(run.stdout).toContain(
      'Snapshots: 2 snapshot passages count as written by this pull request (q.report.snapshots.json: 2); 2 numbers that only they hold count as ungrounded, because the base could not be read.',
    );
  });

  it('a quotation its passages alone hold is never found: it was not in its source at the base, and counts still', async () => {
    const said = {
      id: 'c3',
      statement: 'The operator said "service resumed at dawn on Monday" after the strike.',
      evidence_ids: ['e1'],
    };
    const dir = tempFolder({
      'q.report.json': report([said], [{ id: 'e1', url: URL_A, excerpt: '' }]),
      'q.report.snapshots.json': snapshotFile(
        ['The operator said service resumed on Monday.'],
        [{ claim: said as typeof RIDERSHIP, passages: [0] }],
      ),
    });
    git(dir, 'init', '-q');
    git(dir, 'add', '.');
    git(dir, 'commit', '-qm', 'base');
    writeFileSync(
      path.join(dir, 'q.report.snapshots.json'),
      JSON.stringify(
        snapshotFile(
          ['The operator said "service resumed at dawn on Monday" after the strike.'],
          [{ claim: said as typeof RIDERSHIP, passages: [0] }],
        ),
      ),
    );
    git(dir, 'commit', '-qam', 'head');
    const run = await runCliAsync(
      ['check', '--base', 'HEAD~1', '--semantic', 'off', '--max-quotes-not-in-source', '0', '--json', 'r.json'],
      dir,
    );
    expect(run.stderr).toBe('');
    expect(run.status).toBe(1);
    const results = JSON.parse(readFileSync(path.join(dir, 'r.json'), 'utf8'));
    expect(results.reports[0].findings).toEqual([
      expect.objectContaining({
        code: 'quote_not_in_source',
        claim_id: 'c3',
        text: 'service resumed at dawn on Monday',
        grounded_by: 'pull_request_passages',
        message:
          'claim c3 quotes “service resumed at dawn on Monday”, which is on the page of evidence e1 (https://example.org/ridership) only in snapshot passages this pull request wrote; it was not in its source at the base, and passages a pull request writes do not hold it',
      }),
    ]);
    expect(results.base.problems).toContainEqual(
      expect.objectContaining({ kind: 'quote_not_in_source', claim_id: 'c3', status: 'unchanged' }),
    );
    expect(run.stdout).toContain('1 quotation only they hold counts as not in its source still.');
  });

  it('without a base to compare with, the same passages ground both numbers (what the default branch committed is trusted)', async () => {
    const dir = repository();
    await runCliAsync(['check', '--semantic', 'off', '--json', 'r.json'], dir);
    const results = JSON.parse(readFileSync(path.join(dir, 'r.json'), 'utf8'));
    expect(results.reports[0].findings).toEqual([]);
    expect(results.snapshot_changes).toBeUndefined();
  });
});

describe('a long quotation not on its page', { timeout: 60_000 }, () => {
  it('is shortened in its message at a whole character, never half of a surrogate pair', async () => {
    // Words of three mathematical letters (U+1D400 and up: two UTF-16 units a letter) and a space,
    // seven units a word: the 200th unit is the second half of a letter.
    const words = Array.from({ length: 60 }, () => '𝐀𝐁𝐂').join(' ');
    const said = { id: 'c4', statement: `The operator said “${words}” at dawn.`, evidence_ids: ['e1'] };
    const dir = tempFolder({
      'q.report.json': report([said], [{ id: 'e1', url: URL_A, excerpt: '' }]),
      'q.report.snapshots.json': snapshotFile(['The operator said nothing.'], [{ claim: said, passages: [0] }]),
    });
    const run = await runCliAsync(['check', '--semantic', 'off', '--json', 'r.json'], dir);
    expect(run.stderr).toBe('');
    const results = JSON.parse(readFileSync(path.join(dir, 'r.json'), 'utf8'));
    const [finding] = results.reports[0].findings;
    expect(finding).toMatchObject({ code: 'quote_not_in_source', claim_id: 'c4', text: words });
    expect(finding.message.isWellFormed()).toBe(true);
    // 199 characters of the quotation, then the ellipsis.
    expect(finding.message).toContain(`quotes “${Array.from(words).slice(0, 199).join('')}…”`);
  });
});
