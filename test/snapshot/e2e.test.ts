// citegate snapshot, then an offline citegate check, end to end with the bundled command line
// against a local site (tests serve it from 127.0.0.1, hence --provenance-allow-private).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCliAsync } from '../helpers/run-cli.js';
import { report } from '../helpers/reports.js';
import { answerPairs, startFakeOpenAI } from '../helpers/fake-openai.js';
import { ARCHIVE_STAMP, startSite, type Site } from './site.js';

interface SnapshotJson {
  generator: string;
  version: number;
  sources: {
    url: string;
    status: string;
    title: string | null;
    text_sha256: string | null;
    archive: { url: string; timestamp: string; live_status: string } | null;
    omitted: number;
    detail: string;
    passages: { start: number; end: number; sha256: string; text: string }[];
    sentences: {
      claim_id: string;
      sentence: string;
      passages: number[];
      quotes: { text: string; found: string | null }[];
    }[];
  }[];
}

const CLAIMS = {
  ridership: 'Ferry ridership on the harbour routes rose 18 percent in 2025.',
  fleet: 'Harbour ferry ridership grew on the routes, and the operator kept 37 vessels in service.',
  fares: 'Ferry fares on the harbour routes fell 9 percent.',
  quoted: 'The review called the harbour link “the busiest crossing in the region”.',
  misquoted: 'The review called the harbour ferry routes “a triumph of planning”.',
  air: 'Roadside nitrogen dioxide in the zone fell by 8 percent.',
  cafe: 'Le café du terminal a servi 1 200 passagers par jour.',
  fare: 'The single harbour ferry fare is 3.20 euros.',
  freight: 'The 2019 freight guidance set off-peak delivery windows from 19:00 to 07:00.',
};

let site: Site;
let dir: string;
const FETCH = ['--provenance-allow-private', 'true'];

function writeReport(claims: Record<string, string> = CLAIMS) {
  const cite = (id: keyof typeof CLAIMS) => [
    { article: 'ev-article', air: 'ev-air', cafe: 'ev-cafe', fare: 'ev-fares', freight: 'ev-freight' }[id as string] ??
      'ev-article',
  ];
  const evidence = [
    { id: 'ev-article', url: site.url('/article'), excerpt: '' },
    { id: 'ev-air', url: site.url('/air-quality.pdf'), excerpt: '' },
    { id: 'ev-cafe', url: site.url('/latin1'), excerpt: '' },
    { id: 'ev-fares', url: site.url('/fares'), excerpt: '' },
    { id: 'ev-freight', url: site.url('/freight-guidance'), excerpt: '' },
  ];
  const body = report(
    Object.entries(claims).map(([id, statement]) => ({
      id: `claim-${id}`,
      statement,
      evidence_ids: cite(id as keyof typeof CLAIMS),
    })),
    evidence,
    { completed_at: '2026-02-10T09:00:00Z' },
  );
  writeFileSync(path.join(dir, 'reports/harbour.report.json'), JSON.stringify(body, null, 2));
}

const snapshotPath = () => path.join(dir, 'reports/harbour.report.snapshots.json');
const readSnapshot = (): SnapshotJson => JSON.parse(readFileSync(snapshotPath(), 'utf8')) as SnapshotJson;
const sourceOf = (snapshot: SnapshotJson, route: string) =>
  snapshot.sources.find((source) => source.url === site.url(route)) as SnapshotJson['sources'][number];
const snapshot = (...args: string[]) =>
  runCliAsync(['snapshot', 'reports', ...FETCH, '--archive-url', site.url('/wayback/available'), ...args], dir);
const check = async () => {
  const run = await runCliAsync(['check', 'reports', '--json', 'results.json'], dir);
  return { ...run, results: JSON.parse(readFileSync(path.join(dir, 'results.json'), 'utf8')) };
};

beforeAll(async () => {
  site = await startSite();
  dir = mkdtempSync(path.join(tmpdir(), 'citegate-snapshot-'));
  mkdirSync(path.join(dir, 'reports'));
  writeReport();
});
afterAll(async () => {
  await site.close();
});

describe('citegate snapshot, then an offline check', { timeout: 60_000 }, () => {
  it('writes each source’s passages beside the report, from HTML, PDF, Latin-1 and an archived copy', async () => {
    const run = await snapshot();
    expect(run.stderr).toBe('');
    expect(run.stdout).toContain('citegate snapshot: 1 report, 5 sources cited by URL alone');
    expect(run.stdout).toContain('wrote reports/harbour.report.snapshots.json: 5 sources (5 read, 0 kept)');
    expect(run.stdout).toContain('1 from the Wayback Machine');
    expect(run.status).toBe(0);

    const file = readSnapshot();
    expect(file).toMatchObject({ generator: 'citegate snapshot', version: 1 });
    expect(file.sources.map((source) => source.status)).toEqual(['ok', 'ok', 'ok', 'ok', 'ok']);
    const article = sourceOf(file, '/article');
    expect(article.title).toBe('Harbour transit review 2026 | Northport Courier');
    // Boilerplate is never what a sentence rests on: navigation, sidebar, banner and footer are left out.
    const stored = article.passages.map((passage) => passage.text).join('\n');
    expect(stored).not.toMatch(/cookies|Most read|All rights reserved|Ferry timetables/);
    for (const passage of article.passages) {
      expect(passage.end - passage.start).toBe(passage.text.length);
      expect(passage.sha256).toMatch(/^[0-9a-f]{64}$/);
    }
    expect(
      sourceOf(file, '/air-quality.pdf')
        .passages.map((passage) => passage.text)
        .join(' '),
    ).toContain('fell by 8 percent');
    expect(sourceOf(file, '/latin1').passages[0]?.text).toContain('Le café du terminal a servi 1 200 passagers');
  });

  it('keeps the passage holding a number the sentence states, though it is not among the top-ranked ones', () => {
    const fleet = sourceOf(readSnapshot(), '/article').sentences.find(
      (sentence) => sentence.claim_id === 'claim-fleet',
    );
    const texts =
      fleet?.passages.map((index) => sourceOf(readSnapshot(), '/article').passages[index]?.text ?? '') ?? [];
    expect(texts.some((text) => text.includes('37 vessels'))).toBe(true);
  });

  it('records quotations on and off the page', () => {
    const article = sourceOf(readSnapshot(), '/article');
    expect(article.sentences.find((sentence) => sentence.claim_id === 'claim-quoted')?.quotes).toEqual([
      {
        text: 'the busiest crossing in the region',
        found: 'exact',
        start: expect.any(Number),
        end: expect.any(Number),
      },
    ]);
    expect(article.sentences.find((sentence) => sentence.claim_id === 'claim-misquoted')?.quotes).toEqual([
      { text: 'a triumph of planning', found: null, start: null, end: null },
    ]);
  });

  it('snapshots the archived copy of a page that is gone, asking near the report’s date', () => {
    const freight = sourceOf(readSnapshot(), '/freight-guidance');
    expect(freight.archive).toEqual({
      url: `${site.url('/web/')}${ARCHIVE_STAMP}/${site.url('/freight-guidance')}`,
      timestamp: '2025-03-01T12:00:00Z',
      live_status: 'gone',
      live_detail: 'the server answered HTTP 404',
    });
    expect(freight.passages[0]?.text).toContain('off-peak delivery windows from 19:00 to 07:00');
    expect(site.archiveQueries.map((query) => query.get('timestamp'))).toEqual(['20260210']);
  });

  it('check binds every pair to its passages without fetching anything', async () => {
    const before = site.web.requests.length;
    const { status, results, stdout } = await check();
    expect(site.web.requests.length).toBe(before);
    const codes = results.reports[0].findings.map((finding: { code: string; text?: string }) =>
      `${finding.code} ${finding.text ?? ''}`.trim(),
    );
    // A number not on the page is flagged; one on the page (even outside the top passages) is not.
    expect(codes).toContain('ungrounded_number 9 percent');
    expect(codes.filter((code: string) => code.startsWith('ungrounded_number'))).toEqual([
      'ungrounded_number 9 percent',
    ]);
    expect(codes).toContain('quote_not_in_source a triumph of planning');
    expect(codes.filter((code: string) => code.startsWith('no_source_text'))).toEqual([]);
    expect(results.reports[0].rejected).toEqual([]);
    expect(results.totals).toMatchObject({ no_source_text: 0, quotes_not_in_source: 1, binding_errors: 0 });
    const freight = results.reports[0].evidence.find((record: { id: string }) => record.id === 'ev-freight');
    expect(freight.snapshot).toMatchObject({ status: 'ok', archive: { timestamp: '2025-03-01T12:00:00Z' } });
    expect(stdout).toContain('quote_not_in_source');
    expect(status).toBe(0);
  });

  it('the comment lists the quotation not on its page, and the archived link beside the dead one', async () => {
    const run = await runCliAsync(['check', 'reports', '--comment-md', 'comment.md'], dir);
    expect(run.status).toBe(0);
    const comment = readFileSync(path.join(dir, 'comment.md'), 'utf8');
    expect(comment).toContain('#### Quotations not on their source’s page: 1 (max-quotes-not-in-source: no limit set)');
    expect(comment).toContain('claim claim-misquoted quotes “a triumph of planning”, not on [Source ev-article]');
    expect(comment).toContain(
      `[Source ev-freight](${site.url('/freight-guidance')}) (gone or blocked; archived copy: [2025-03-01](${site.url('/web/')}${ARCHIVE_STAMP}/${site.url('/freight-guidance')}))`,
    );
  });

  it('max-quotes-not-in-source fails at 0 and passes at 1; a waiver names the quotation by its words, and SARIF marks it suppressed', async () => {
    const failing = await runCliAsync(
      ['check', 'reports', '--max-quotes-not-in-source', '0', '--sarif', 'q.sarif'],
      dir,
    );
    expect(failing.stdout).toMatch(/✗ max-quotes-not-in-source +1 +≤ 0/);
    expect(failing.status).toBe(1);
    const sarif = JSON.parse(readFileSync(path.join(dir, 'q.sarif'), 'utf8'));
    const quoted = sarif.runs[0].results.filter(
      (result: { ruleId: string }) => result.ruleId === 'quote_not_in_source',
    );
    expect(quoted).toHaveLength(1);
    expect(quoted[0]).toMatchObject({
      level: 'error',
      properties: { claim_id: 'claim-misquoted', evidence_id: 'ev-article', subject: 'a triumph of planning' },
    });
    expect(quoted[0].partialFingerprints['citegate/v1']).toMatch(/^[0-9a-f]{32}$/);
    expect(quoted[0].suppressions).toBeUndefined();

    const passing = await runCliAsync(['check', 'reports', '--max-quotes-not-in-source', '1'], dir);
    expect(passing.stdout).toMatch(/✓ max-quotes-not-in-source +1 +≤ 1/);
    expect(passing.status).toBe(0);

    const waivers = `waivers:
  - report: reports/harbour.report.json
    kind: quote_not_in_source
    claim: claim-misquoted
    evidence: ev-article
    subject: a triumph of planning
    reason: The printed edition has these words; the web page was shortened.
`;
    writeFileSync(path.join(dir, 'waivers.yml'), waivers);
    const waived = await runCliAsync(
      [
        'check',
        'reports',
        '--max-quotes-not-in-source',
        '0',
        '--waivers',
        'waivers.yml',
        '--sarif',
        'q.sarif',
        '--json',
        'waived.json',
        '--comment-md',
        'waived.md',
      ],
      dir,
    );
    expect(waived.stdout).toMatch(/✓ max-quotes-not-in-source +0 +≤ 0 +\(1 waived\)/);
    expect(waived.status).toBe(0);
    const results = JSON.parse(readFileSync(path.join(dir, 'waived.json'), 'utf8'));
    expect(results.waivers.entries).toMatchObject([
      { kind: 'quote_not_in_source', subject: 'a triumph of planning', status: 'applied', matched: 1 },
    ]);
    const after = JSON.parse(readFileSync(path.join(dir, 'q.sarif'), 'utf8')).runs[0].results.find(
      (result: { ruleId: string }) => result.ruleId === 'quote_not_in_source',
    );
    expect(after.level).toBe('note');
    expect(after.suppressions[0]).toMatchObject({
      kind: 'external',
      status: 'accepted',
      justification: 'The printed edition has these words; the web page was shortened.',
    });
    expect(after.partialFingerprints).toEqual(quoted[0].partialFingerprints);
    // Waived: listed under Waivers, no longer among the quotations.
    expect(readFileSync(path.join(dir, 'waived.md'), 'utf8')).not.toContain('Quotations not on their source’s page:');

    // Another quotation of the same claim is another finding: the waiver does not cover it.
    writeFileSync(
      path.join(dir, 'waivers.yml'),
      waivers.replace('subject: a triumph of planning', 'subject: a triumph of design'),
    );
    const other = await runCliAsync(
      ['check', 'reports', '--max-quotes-not-in-source', '0', '--waivers', 'waivers.yml', '--json', 'waived.json'],
      dir,
    );
    expect(other.status).toBe(1);
    expect(JSON.parse(readFileSync(path.join(dir, 'waived.json'), 'utf8')).waivers.entries[0].status).toBe('stale');
    rmSync(path.join(dir, 'waivers.yml'));
  });

  it('the verifier judges each sentence on its own passages, and check binds the verdict file', async () => {
    const asked: { claim: string; excerpt: string }[] = [];
    const server = await startFakeOpenAI({
      respond: ({ pairs }) => {
        asked.push(...pairs.map((pair) => ({ claim: pair.claim_id, excerpt: pair.evidence.excerpt })));
        // Quote the first passage (after the title), so that every answer binds.
        return {
          verifications: answerPairs(pairs, (pair) => ({
            quote: (pair.evidence.excerpt.split('\n\n')[1] ?? pair.evidence.excerpt).slice(0, 60).trim(),
          })),
        };
      },
    });
    try {
      const verify = await runCliAsync(
        ['verify', 'reports', '--model', 'fake-model', '--base-url', server.baseUrl, '--cache-path', 'answers.jsonl'],
        dir,
        { OPENAI_API_KEY: 'sk-test-snapshot' },
      );
      expect(verify.stdout).toContain('wrote reports/harbour.report.verdicts.json: 9 verdicts (9 new, 0 kept)');
    } finally {
      await server.close();
    }
    const fleet = asked.find((pair) => pair.claim === 'claim-fleet')?.excerpt ?? '';
    const air = asked.find((pair) => pair.claim === 'claim-air')?.excerpt ?? '';
    expect(fleet.startsWith('Harbour transit review 2026 | Northport Courier\n\n')).toBe(true);
    expect(fleet).toContain('37 vessels');
    expect(air).toContain('fell by 8 percent');
    expect(air).not.toContain('vessels');
    const { results } = await check();
    expect(results.reports[0].rejected).toEqual([]);
    expect(results.totals.verified_pairs).toBe(9);
    rmSync(path.join(dir, 'reports/harbour.report.verdicts.json'));
  });

  it('a second snapshot reads nothing and leaves the file as it is', async () => {
    const before = readFileSync(snapshotPath(), 'utf8');
    const requests = site.web.requests.length;
    const run = await snapshot();
    expect(run.stdout).toContain('reports/harbour.report.snapshots.json: unchanged, 5 sources (0 read, 5 kept)');
    expect(site.web.requests.length).toBe(requests);
    expect(readFileSync(snapshotPath(), 'utf8')).toBe(before);
  });

  it('an edited sentence has no source text until snapshot runs again, and says so', async () => {
    writeReport({ ...CLAIMS, ridership: 'Ferry ridership on the harbour routes rose 19 percent in 2025.' });
    const { results } = await check();
    const missing = results.reports[0].findings.filter(
      (finding: { code: string }) => finding.code === 'no_source_text',
    );
    expect(missing).toEqual([
      expect.objectContaining({
        claim_id: 'claim-ridership',
        evidence_id: 'ev-article',
        reason: 'sentence_changed',
        command: 'citegate snapshot reports/harbour.report.json',
      }),
    ]);
    expect(missing[0].message).toContain(
      'the sentence changed after its source was snapshotted; run citegate snapshot reports/harbour.report.json',
    );
    const run = await snapshot();
    expect(run.stdout).toContain('5 sources (1 read, 4 kept)');
    const again = await check();
    const codes = again.results.reports[0].findings.map((finding: { code: string; text?: string }) =>
      `${finding.code} ${finding.text ?? ''}`.trim(),
    );
    expect(codes).not.toContain('no_source_text');
    expect(codes).toContain('ungrounded_number 19 percent');
  });

  it('a passage edited by hand is rejected like a stale verdict', async () => {
    const original = readFileSync(snapshotPath(), 'utf8');
    const tampered = readSnapshot();
    const fares = sourceOf(tampered, '/fares');
    (fares.passages[0] as { text: string }).text = (fares.passages[0] as { text: string }).text.replace('3.20', '2.90');
    writeFileSync(snapshotPath(), JSON.stringify(tampered, null, 2));
    const { status, results } = await check();
    expect(results.reports[0].rejected).toEqual([
      expect.objectContaining({
        claim_id: 'claim-fare',
        evidence_id: 'ev-fares',
        reason: 'altered_snapshot',
        written_in: { file: 'reports/harbour.report.snapshots.json', line: expect.any(Number) },
      }),
    ]);
    expect(results.totals.binding_errors).toBe(1);
    expect(status).toBe(1);
    writeFileSync(snapshotPath(), original);
  });

  it('--all reads every page again, and the file shows what changed on the web', async () => {
    site.change();
    const unchanged = await snapshot();
    expect(unchanged.stdout).toContain('unchanged');
    expect(JSON.stringify(sourceOf(readSnapshot(), '/fares'))).toContain('3.20 euros');
    const run = await snapshot('--all');
    expect(run.stdout).toContain('wrote reports/harbour.report.snapshots.json: 5 sources (5 read, 0 kept)');
    const fares = sourceOf(readSnapshot(), '/fares');
    expect(fares.passages[0]?.text).toContain('3.60 euros');
    const { results } = await check();
    const codes = results.reports[0].findings.map((finding: { code: string; text?: string }) =>
      `${finding.code} ${finding.text ?? ''}`.trim(),
    );
    expect(codes).toContain('ungrounded_number 3.20');
  });
});

describe('without a snapshot', { timeout: 60_000 }, () => {
  it('a pair whose source has no text is listed with the command that fixes it, and never sent to the model', async () => {
    const bare = mkdtempSync(path.join(tmpdir(), 'citegate-snapshot-none-'));
    writeFileSync(
      path.join(bare, 'q.report.json'),
      JSON.stringify(
        report(
          [{ id: 'c1', statement: 'Ridership rose.', evidence_ids: ['e1'] }],
          [{ id: 'e1', url: 'https://example.org/page', excerpt: '' }],
        ),
      ),
    );
    const run = await runCliAsync(['check', '--json', 'r.json'], bare);
    const results = JSON.parse(readFileSync(path.join(bare, 'r.json'), 'utf8'));
    expect(results.reports[0].findings).toEqual([
      {
        code: 'no_source_text',
        claim_id: 'c1',
        evidence_id: 'e1',
        line: expect.any(Number),
        reason: 'no_snapshot',
        url: 'https://example.org/page',
        snapshot_file: 'q.report.snapshots.json',
        command: 'citegate snapshot q.report.json',
        message:
          'claim c1 cites evidence e1 (https://example.org/page), which has no excerpt and no snapshot passages for this sentence: its source has no snapshot yet; run citegate snapshot q.report.json',
      },
    ]);
    expect(results.totals.no_source_text).toBe(1);
    expect(results.reports[0].evidence[0].snapshot).toEqual({
      file: 'q.report.snapshots.json',
      status: 'none',
      fetched_at: null,
      final_url: null,
      text_sha256: null,
      passages: 0,
      archive: null,
    });
    expect(run.stdout).toContain('no_source_text');
    await runCliAsync(['check', '--comment-md', 'c.md'], bare);
    const comment = readFileSync(path.join(bare, 'c.md'), 'utf8');
    expect(comment).toContain('#### Claims whose source has no text: 1 (max-no-source-text: no limit set)');
    expect(comment).toContain("To commit their sources' text: `citegate snapshot q.report.json`");
  });
});

describe('every format', { timeout: 60_000 }, () => {
  it('a STORM folder whose sources have no snippets is snapshotted and checked the same way', async () => {
    const storm = mkdtempSync(path.join(tmpdir(), 'citegate-snapshot-storm-'));
    const topic = path.join(storm, 'wiki/harbour');
    mkdirSync(topic, { recursive: true });
    writeFileSync(
      path.join(topic, 'storm_gen_article.txt'),
      '# Harbour\n\nFerry ridership on the harbour routes rose 18 percent in 2025.[1] The operator kept 36 vessels in service.[1]\n',
    );
    const url = site.url('/article');
    writeFileSync(
      path.join(topic, 'url_to_info.json'),
      JSON.stringify({
        url_to_unified_index: { [url]: 1 },
        url_to_info: { [url]: { url, title: 'Harbour transit review', description: '', snippets: [] } },
      }),
    );
    const before = await runCliAsync(['check', '--json', 'r.json'], storm);
    const missing = JSON.parse(readFileSync(path.join(storm, 'r.json'), 'utf8')).reports[0].findings.map(
      (finding: { code: string; command?: string }) => `${finding.code} ${finding.command ?? ''}`,
    );
    expect(missing).toEqual([
      'no_source_text citegate snapshot wiki/harbour',
      'no_source_text citegate snapshot wiki/harbour',
    ]);
    expect(before.status).toBe(0);

    const run = await runCliAsync(['snapshot', ...FETCH], storm);
    expect(run.stdout).toContain('wrote wiki/harbour/citegate.snapshots.json: 1 source (1 read, 0 kept)');
    const after = await runCliAsync(['check', '--json', 'r.json'], storm);
    const findings = JSON.parse(readFileSync(path.join(storm, 'r.json'), 'utf8')).reports[0].findings.map(
      (finding: { code: string; text?: string }) => `${finding.code} ${finding.text ?? ''}`,
    );
    expect(findings).toEqual(['ungrounded_number 36']);
    expect(after.status).toBe(0);
  });
});

describe('bad snapshot files', { timeout: 60_000 }, () => {
  const folder = () => {
    const bare = mkdtempSync(path.join(tmpdir(), 'citegate-snapshot-bad-'));
    writeFileSync(
      path.join(bare, 'q.report.json'),
      JSON.stringify(
        report(
          [{ id: 'c1', statement: 'Ridership rose.', evidence_ids: ['e1'] }],
          [{ id: 'e1', url: 'https://example.org/page', excerpt: '' }],
        ),
      ),
    );
    return bare;
  };

  it('a snapshot file that is not of its shape makes its report invalid, naming the file, line and column', async () => {
    const bare = folder();
    writeFileSync(path.join(bare, 'q.report.snapshots.json'), '{\n  "version": 1,\n  "sources": [{ "url": 3 }]\n}\n');
    const run = await runCliAsync(['check'], bare);
    expect(run.stdout).toMatch(/q\.report\.snapshots\.json:3:\d+\s+snapshot file: \$\.sources\[0\]/);
    expect(run.status).toBe(1);
  });

  it('citegate snapshot never writes through a snapshot file that is a symbolic link', async () => {
    const bare = folder();
    writeFileSync(path.join(bare, 'notes.txt'), 'mine');
    symlinkSync('notes.txt', path.join(bare, 'q.report.snapshots.json'));
    const run = await runCliAsync(['snapshot'], bare);
    expect(run.stderr).toContain(
      'snapshot file q.report.snapshots.json is a symbolic link (to notes.txt); citegate never writes through one',
    );
    expect(run.status).toBe(2);
    expect(readFileSync(path.join(bare, 'notes.txt'), 'utf8')).toBe('mine');
  });
});
