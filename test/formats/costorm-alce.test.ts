// The Co-STORM and ALCE adapters on fixtures built from the producers' code
// (test/fixtures/formats/README.md says which lines).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FOLDER_VERDICT_FILE } from '../../src/formats/verdict-file.js';
import type { ReportResult } from '../../src/results/types.js';
import { ALCE_FIXTURE, check, copyInto, COSTORM_FIXTURE, only, ungrounded, verdictFor } from './support.js';

const statements = (report: ReportResult) => report.claims.map((claim) => claim.statement);
const citedBy = (report: ReportResult, text: string) => {
  const claim = report.claims.find((row) => row.statement.includes(text));
  return report.pairs.filter((pair) => pair.claim_id === claim?.id).map((pair) => pair.evidence_id);
};

describe('Co-STORM: report.md and instance_dump.json', () => {
  const dump = JSON.parse(readFileSync(path.join(COSTORM_FIXTURE, 'instance_dump.json'), 'utf8'));
  const infoOf = (uuid: string) =>
    dump.knowledge_base.info_uuid_to_info_dict[uuid] as { title: string; url: string; snippets: string[] };

  it('reads the sentences of report.md, citing info_uuid_to_info_dict by its keys', async () => {
    const dir = copyInto({ 'runs/tram': COSTORM_FIXTURE });
    const report = only(await check(dir), 'costorm');
    expect(report.file).toBe('runs/tram');
    expect(statements(report)).toEqual([
      'The Line 3 extension adds 6.4 km of track and nine stops between Harbour Square and Kellet Park.',
      'Construction began in March 2024.',
      'The council expects the first passengers in September 2027.',
      'The approved budget is EUR 412 million, of which the national infrastructure fund pays 40 percent.',
      'The U.S. manufacturer of the signalling system delivered its first units on schedule.',
      'A second funding round is planned for 2026.',
      'The forecast expects 21,000 weekday boardings on the new section in its first full year.',
      'Critics doubt the forecast.',
    ]);
    expect(report.claims[0]).toMatchObject({ file: 'runs/tram/report.md', line: 2, column: 1 });
    expect(citedBy(report, 'Construction began')).toEqual(['1']);
    expect(report.evidence.map(({ id, title, url }) => ({ id, title, url }))).toEqual(
      ['1', '2', '3'].map((id) => ({ id, title: infoOf(id).title, url: infoOf(id).url })),
    );
    expect(report.evidence[0]).toMatchObject({ file: 'runs/tram/instance_dump.json', line: 121 });
  });

  it('finds the dangling [9], the uncited sentence, and the number no snippet holds', async () => {
    const report = only(await check(copyInto({ tram: COSTORM_FIXTURE })), 'costorm');
    expect(
      report.findings.filter((finding) => finding.code === 'dangling_citation').map((finding) => finding.evidence_id),
    ).toEqual(['9']);
    expect(citedBy(report, 'Critics doubt')).toEqual([]);
    expect(ungrounded(report)).toEqual(['2026']);
    expect(report.summary).toMatchObject({ claim_count: 8, cited_claim_count: 7, status: 'disabled' });
  });

  it('binds a verdict file inside the folder', async () => {
    const dir = copyInto({ tram: COSTORM_FIXTURE });
    const report = only(await check(dir), 'costorm');
    const claim = report.claims[0]!;
    const excerpt = infoOf('1').snippets.join('\n\n');
    writeFileSync(
      path.join(dir, 'tram', FOLDER_VERDICT_FILE),
      JSON.stringify({
        verifications: [verdictFor(claim, '1', excerpt, 'nine stops between Harbour Square and Kellet Park')],
      }),
    );
    const bound = only(await check(dir), 'costorm');
    expect(bound.rejected).toEqual([]);
    expect(bound.pairs[0]).toMatchObject({ claim_id: claim.id, verdict: 'supports', source: 'committed' });
    expect(bound.summary).toMatchObject({ status: 'partial', verified_pair_count: 1 });
  });

  it('says which file is missing', async () => {
    const dir = copyInto({ 'tram/instance_dump.json': path.join(COSTORM_FIXTURE, 'instance_dump.json') });
    const report = only(await check(dir), 'costorm');
    expect(report.error).toMatchObject({ file: 'tram/report.md' });
    expect(report.error?.message).toContain('has no report.md');
  });
});

describe('ALCE: a run.py result file', () => {
  const result = JSON.parse(readFileSync(ALCE_FIXTURE, 'utf8'));
  const name = 'result/asqa-gpt-3.5-turbo-gtr-shot2-ndoc3-42.json';
  const alce = () => copyInto({ [name]: ALCE_FIXTURE });
  const reportsOf = async (dir: string) => (await check(dir, { patterns: ['result/*.json'] })).reports;

  it('auto-detects the shape; each item is a report named by its index and question', async () => {
    const reports = await reportsOf(alce());
    expect(reports.map((report) => [report.file, report.format, report.name])).toEqual([
      [name, 'alce', 'data[0]: When did the Northport harbour ferry start running?'],
      [name, 'alce', 'data[1]: Who designed the Kellet Park bandstand?'],
      [name, 'alce', 'data[2]: What is the Northport tram gauge?'],
    ]);
  });

  it('claims are the sentences of output; [n] cites docs[n-1], with its text as the excerpt and its id kept', async () => {
    const [first, second] = await reportsOf(alce());
    expect(statements(first!)).toEqual([
      'The Northport harbour ferry began service on 4 May 1998.',
      'It carried 1.2 million passengers in 2019, its busiest year.',
      'The port authority has run it since 2004.',
    ]);
    expect(citedBy(first!, 'began service')).toEqual(['1']);
    expect(first!.evidence[2]).toMatchObject({ id: '3', title: 'Port of Northport', url: '881920' });
    expect(citedBy(second!, 'Maren Holt')).toEqual(['1', '2']);
    // The year no cited doc holds is flagged; the past-the-end [4] dangles.
    expect(ungrounded(first!)).toEqual(['2004']);
    expect(second!.findings.filter((finding) => finding.code === 'dangling_citation')).toEqual([
      expect.objectContaining({ evidence_id: '4' }),
    ]);
  });

  it('places each sentence at its own line and column in the JSON, through escapes', async () => {
    const text = readFileSync(ALCE_FIXTURE, 'utf8');
    const [, second] = await reportsOf(alce());
    const lines = text.split('\n');
    for (const claim of second!.claims) {
      const line = lines[claim.line - 1] as string;
      // The JSON at the claim's position starts with its first words, escapes and all.
      expect(line.slice((claim.column ?? 1) - 1)).toMatch(
        new RegExp(`^${claim.statement.slice(0, 12).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
      );
    }
    expect(second!.claims[1]?.column).toBeGreaterThan(
      second!.claims[0]!.column! +
        'The Kellet Park bandstand was designed by Maren Holt, Northport\\u2019s city architect [1][2]. '.length -
        1,
    );
  });

  it('reports an item whose output is a list of samples, and checks the others', async () => {
    const dir = alce();
    const changed = structuredClone(result);
    changed.data[2].output = ['One sample [1].', 'Another [1].'];
    writeFileSync(path.join(dir, name), JSON.stringify(changed, null, 4));
    const reports = await reportsOf(dir);
    expect(reports[2]).toMatchObject({ name: 'data[2]: What is the Northport tram gauge?', summary: null });
    expect(reports[2]?.error?.message).toContain('is a list of 2 samples');
    expect(reports.slice(0, 2).every((report) => report.summary !== null)).toBe(true);
  });

  it('one verdict file for the whole result file: each verdict names its item', async () => {
    const dir = alce();
    const [first, second] = await reportsOf(dir);
    const doc = (item: number, n: number) => result.data[item].docs[n - 1].text as string;
    const verdicts = [
      verdictFor(first!.claims[0]!, '1', doc(0, 1), 'began service on 4 May 1998', { item: 0 }),
      verdictFor(second!.claims[1]!, '1', doc(1, 1), 'opened in 1911', { item: 1 }),
      verdictFor(second!.claims[1]!, '1', doc(1, 1), 'opened in 1911', { item: 7 }),
    ];
    const verdictFile = 'result/asqa-gpt-3.5-turbo-gtr-shot2-ndoc3-42.verdicts.json';
    const text = JSON.stringify({ verifications: verdicts }, null, 2);
    writeFileSync(path.join(dir, verdictFile), text);
    const reports = await reportsOf(dir);
    expect(reports.map((report) => report.pairs.filter((pair) => pair.source === 'committed').length)).toEqual([
      1, 1, 0,
    ]);
    // Shown where the orphan is written: the line its object opens on, the third in the file.
    const third = text.split('\n').flatMap((line, index) => (line === '    {' ? [index + 1] : []))[2];
    expect(reports[0]?.rejected).toEqual([
      expect.objectContaining({
        reason: 'unknown_pair',
        detail: 'the file has no item data[7] any more',
        line: null,
        written_in: { file: verdictFile, line: third },
      }),
    ]);
    expect(reports[2]?.summary?.status).toBe('disabled');
  });

  it('rejects verdicts for items that are not there even when no item could be checked', async () => {
    const dir = alce();
    const changed = structuredClone(result);
    for (const item of changed.data) item.output = ['One sample [1].', 'Another [1].'];
    writeFileSync(path.join(dir, name), JSON.stringify(changed, null, 4));
    const claim = { id: 's-0000000000', statement: 'Gone.' };
    const verdicts = [verdictFor(claim, '1', 'x', null, { item: 7 }), verdictFor(claim, '1', 'x', null)];
    writeFileSync(
      path.join(dir, 'result/asqa-gpt-3.5-turbo-gtr-shot2-ndoc3-42.verdicts.json'),
      JSON.stringify({ verifications: verdicts }),
    );
    const results = await check(dir, { patterns: ['result/*.json'] });
    expect(results.reports.map((report) => report.error?.message.split(' (')[0])).toEqual(
      [0, 1, 2].map((index) => `data[${index}].output is a list of 2 samples`),
    );
    expect(results.reports[0]?.rejected.map((row) => row.detail)).toEqual([
      'the file has no item data[7] any more',
      'the verdict names no ALCE item ("item": its index in data)',
    ]);
    expect(results.totals).toMatchObject({ invalid_reports: 3, rejected_results: 2, binding_errors: 5 });
  });

  it('says so when the file has no item at all, and rejects its verdicts there', async () => {
    const dir = alce();
    writeFileSync(path.join(dir, name), JSON.stringify({ args: result.args, data: [] }));
    writeFileSync(
      path.join(dir, 'result/asqa-gpt-3.5-turbo-gtr-shot2-ndoc3-42.verdicts.json'),
      JSON.stringify({
        verifications: [verdictFor({ id: 's-0000000000', statement: 'Gone.' }, '1', 'x', null, { item: 0 })],
      }),
    );
    const results = await check(dir, { patterns: ['result/*.json'] });
    expect(results.reports).toHaveLength(1);
    expect(results.reports[0]).toMatchObject({
      file: name,
      format: 'alce',
      error: { message: 'the ALCE file has no item: data is empty', path: '$.data' },
    });
    expect(results.reports[0]?.rejected.map((row) => row.detail)).toEqual(['the file has no item data[0] any more']);
  });

  it('is not found without a pattern: its file name tells nothing', async () => {
    await expect(check(alce())).rejects.toThrow(/no report file matched/);
  });
});
