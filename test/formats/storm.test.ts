// The STORM adapter on the real run in examples/storm/taylor-hawkins (see its README).
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FOLDER_VERDICT_FILE } from '../../src/formats/verdict-file.js';
import { missingFileError } from '../../src/formats/read.js';
import type { ReportResult } from '../../src/results/types.js';
import { check, copyInto, edit, only, STORM_SAMPLE, ungrounded, verdictFor } from './support.js';

interface Info {
  url_to_unified_index: Record<string, number>;
  url_to_info: Record<string, { title: string; snippets: string[] }>;
}
const info = JSON.parse(readFileSync(path.join(STORM_SAMPLE, 'url_to_info.json'), 'utf8')) as Info;
const urlOf = (index: number) => Object.entries(info.url_to_unified_index).find(([, n]) => n === index)?.[0] as string;
const snippetsOf = (index: number) => info.url_to_info[urlOf(index)]!.snippets;
const excerptOf = (index: number) => snippetsOf(index).join('\n\n');

const sample = () => copyInto({ 'taylor-hawkins': STORM_SAMPLE });
const article = (dir: string) => path.join(dir, 'taylor-hawkins/storm_polished_article.txt');
const claimWith = (report: ReportResult, text: string) => {
  const found = report.claims.find((claim) => claim.statement.includes(text));
  if (!found) throw new Error(`no claim contains ${JSON.stringify(text)}`);
  return found;
};
const writeVerdicts = (dir: string, verifications: unknown[]) =>
  writeFileSync(path.join(dir, 'taylor-hawkins', FOLDER_VERDICT_FILE), JSON.stringify({ verifications }, null, 2));

describe('STORM: the taylor-hawkins sample', () => {
  it('reads the polished article: every body sentence a claim, headings not, [n] cites the source the draft numbers n', async () => {
    const report = only(await check(sample()), 'storm');
    expect(report.file).toBe('taylor-hawkins');
    expect(report.claims).toHaveLength(90);
    expect(report.claims.every((claim) => claim.file === 'taylor-hawkins/storm_polished_article.txt')).toBe(true);
    expect(report.claims.some((claim) => /^#|^(summary|Early Life|Career)$/.test(claim.statement))).toBe(false);
    expect(report.evidence.map((record) => record.id)).toEqual(Array.from({ length: 13 }, (_, i) => String(i + 1)));
    expect(report.evidence[0]).toMatchObject({
      title: info.url_to_info[urlOf(1)]!.title,
      url: urlOf(1),
      file: 'taylor-hawkins/url_to_info.json',
      line: 1,
    });

    // "…music.[1][2]" (markers after the full stop) cite the lead's [1] and [2]: url_to_info.json's 1 and 4, as the
    // draft numbers them (test/formats/storm-numbering.test.ts); the sentences before them in the paragraph cite nothing.
    const style = claimWith(report, 'His drumming style, characterized by a powerful presence');
    expect(report.pairs.filter((pair) => pair.claim_id === style.id).map((pair) => pair.evidence_id)).toEqual([
      '1',
      '4',
    ]);
    const first = claimWith(report, 'Taylor Hawkins (February 17, 1972 – March 25, 2022)');
    expect(report.pairs.some((pair) => pair.claim_id === first.id)).toBe(false);
    expect(first).toMatchObject({ line: 3, column: 1, confidence: 'medium' });

    // The excerpt is the snippets joined by a blank line: that is what is fingerprinted.
    const born = claimWith(report, 'was born Oliver Taylor Hawkins on February 17, 1972');
    const pair = report.pairs.find((row) => row.claim_id === born.id);
    expect(pair).toMatchObject({
      evidence_id: '1',
      evidence_sha256: verdictFor(born, '1', excerptOf(1), null).evidence_sha256,
    });
    expect(born).toMatchObject({ line: 10, column: 1 });
  });

  it('does not flag "February 17, 1972" against the snippet\'s "Feb. 17, 1972"; a changed year in that cited sentence is flagged', async () => {
    expect(snippetsOf(1).some((snippet) => snippet.includes('Feb. 17, 1972'))).toBe(true);
    const dir = sample();
    const before = ungrounded(only(await check(dir), 'storm'));
    expect(before).not.toContain('February 17, 1972');
    edit(article(dir), (text) =>
      text.replace('on February 17, 1972, in Fort Worth', 'on February 17, 1973, in Fort Worth'),
    );
    const after = ungrounded(only(await check(dir), 'storm'));
    expect(after).toEqual(['February 17, 1973', ...before]);
  });

  it('reports a marker of the draft with no source as a dangling citation at the sentence', async () => {
    const dir = sample();
    rmSync(article(dir));
    edit(path.join(dir, 'taylor-hawkins/storm_gen_article.txt'), (text) =>
      text.replace('the youngest of three siblings[1].', 'the youngest of three siblings[1][42].'),
    );
    const report = only(await check(dir), 'storm');
    const born = claimWith(report, 'the youngest of three siblings');
    expect(report.findings.filter((finding) => finding.code === 'dangling_citation')).toEqual([
      expect.objectContaining({ claim_id: born.id, evidence_id: '42', line: 3 }),
    ]);
    expect(report.pairs.filter((pair) => pair.claim_id === born.id).map((pair) => pair.evidence_id)).toEqual(['1']);
  });

  it('reads the draft when there is no polished article, and says so when there is no article', async () => {
    const dir = sample();
    rmSync(article(dir));
    const draft = only(await check(dir), 'storm');
    expect(draft.claims[0]?.file).toBe('taylor-hawkins/storm_gen_article.txt');
    rmSync(path.join(dir, 'taylor-hawkins/storm_gen_article.txt'));
    const none = only(await check(dir), 'storm');
    expect(none.summary).toBeNull();
    expect(none.error?.message).toContain('the STORM folder has no article');
  });

  it('names url_to_info.json, line and column when it is not valid JSON', async () => {
    const dir = sample();
    writeFileSync(
      path.join(dir, 'taylor-hawkins/url_to_info.json'),
      '{"url_to_unified_index": {"https://a.example": 1},\n "url_to_info": {,}}',
    );
    const report = only(await check(dir), 'storm');
    expect(report.error).toMatchObject({ file: 'taylor-hawkins/url_to_info.json', line: 2, column: 18 });
    expect(report.error?.message).toMatch(/^invalid JSON/);
  });

  it('reads every byte through readFile when one is given (here an in-memory copy; a missing file is ENOENT)', async () => {
    const dir = sample();
    const files = new Map<string, Uint8Array>();
    for (const name of ['url_to_info.json', 'storm_polished_article.txt', 'storm_gen_article.txt'])
      files.set(`taylor-hawkins/${name}`, readFileSync(path.join(dir, 'taylor-hawkins', name)));
    const asked: string[] = [];
    const readFile = async (file: string) => {
      asked.push(file);
      const bytes = files.get(file);
      if (!bytes) throw missingFileError(file);
      return bytes;
    };
    // On disk the article is gone: only the reader has it.
    rmSync(article(dir));
    const report = only(await check(dir, { readFile }), 'storm');
    expect(report.claims).toHaveLength(90);
    expect(asked).toEqual([
      'taylor-hawkins/url_to_info.json',
      'taylor-hawkins/storm_gen_article_polished.txt',
      'taylor-hawkins/storm_polished_article.txt',
      'taylor-hawkins/storm_gen_article.txt',
      `taylor-hawkins/${FOLDER_VERDICT_FILE}`,
    ]);
  });
});

describe('STORM: committed verdict files', () => {
  async function verified() {
    const dir = sample();
    const report = only(await check(dir), 'storm');
    const verdicts = report.pairs.map((pair) => {
      const claim = report.claims.find((row) => row.id === pair.claim_id)!;
      return verdictFor(claim, pair.evidence_id, excerptOf(Number(pair.evidence_id)), null);
    });
    writeVerdicts(dir, verdicts);
    return { dir, report, verdicts };
  }

  it('binds every verdict with no model: status complete', async () => {
    const { dir, report } = await verified();
    const bound = only(await check(dir), 'storm');
    expect(bound.rejected).toEqual([]);
    expect(bound.summary).toMatchObject({ status: 'complete', verified_pair_count: report.pairs.length });
    expect(bound.pairs.every((pair) => pair.source === 'committed')).toBe(true);
  });

  it('a sentence edited after verification: only its verdicts are rejected, in plain words, at their lines in the verdict file', async () => {
    const { dir, report, verdicts } = await verified();
    const edited = claimWith(report, 'His drumming style, characterized by a powerful presence');
    edit(article(dir), (text) => text.replace('characterized by a powerful presence', 'marked by a powerful presence'));
    const after = only(await check(dir), 'storm');
    expect(after.rejected.map((rejection) => [rejection.claim_id, rejection.evidence_id, rejection.reason])).toEqual([
      [edited.id, '1', 'unknown_pair'],
      [edited.id, '4', 'unknown_pair'],
    ]);
    expect(after.rejected[0]?.detail).toContain('the sentence changed or was removed after it was verified');
    expect(after.summary?.verified_pair_count).toBe(report.pairs.length - 2);
    // The sentence is gone, so the verdict is placed where it is written: the line its object opens on.
    const file = path.join(dir, 'taylor-hawkins', FOLDER_VERDICT_FILE);
    const opening = readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) => (line === '    {' ? [index + 1] : []));
    const written = (evidence: string) =>
      opening[verdicts.findIndex((verdict) => verdict.claim_id === edited.id && verdict.evidence_id === evidence)];
    expect(after.rejected.map((rejection) => [rejection.line, rejection.written_in])).toEqual([
      [null, { file: 'taylor-hawkins/citegate.verdicts.json', line: written('1') }],
      [null, { file: 'taylor-hawkins/citegate.verdicts.json', line: written('4') }],
    ]);
    expect(written('4')).toBeGreaterThan(written('1')!);
  });

  it('a sentence inserted before a verified one rejects nothing', async () => {
    const { dir, report } = await verified();
    edit(article(dir), (text) =>
      text.replace('# Early Life\n\n', '# Early Life\n\nHawkins grew up in Laguna Beach, California[4]. '),
    );
    const after = only(await check(dir), 'storm');
    expect(after.rejected).toEqual([]);
    expect(after.claims).toHaveLength(report.claims.length + 1);
    expect(after.summary).toMatchObject({
      status: 'partial',
      verified_pair_count: report.pairs.length,
      pair_count: report.pairs.length + 1,
    });
  });

  it('a changed source is stale_evidence_hash', async () => {
    const { dir } = await verified();
    edit(path.join(dir, 'taylor-hawkins/url_to_info.json'), (text) =>
      text.replace('Oliver Taylor Hawkins was born Feb. 17, 1972', 'Oliver Taylor Hawkins was born Feb. 17, 1972,'),
    );
    const after = only(await check(dir), 'storm');
    expect(new Set(after.rejected.map((rejection) => rejection.reason))).toEqual(new Set(['stale_evidence_hash']));
    expect(after.rejected.every((rejection) => rejection.evidence_id === '1')).toBe(true);
  });

  it('a quote binds inside one snippet and is rejected when it spans two', async () => {
    const dir = sample();
    const report = only(await check(dir), 'storm');
    const born = claimWith(report, 'was born Oliver Taylor Hawkins on February 17, 1972');
    const [first, second] = snippetsOf(1) as [string, string];
    const inside = first.slice(0, 40).trim();
    const across = `${first.slice(-30)}\n\n${second.slice(0, 30)}`.trim();
    expect(excerptOf(1)).toContain(across);
    writeVerdicts(dir, [verdictFor(born, '1', excerptOf(1), inside)]);
    expect(only(await check(dir), 'storm').rejected).toEqual([]);
    writeVerdicts(dir, [verdictFor(born, '1', excerptOf(1), across)]);
    const rejected = only(await check(dir), 'storm').rejected;
    expect(rejected).toEqual([
      expect.objectContaining({
        reason: 'unbound_quote',
        near_miss: expect.objectContaining({ kind: 'across_snippets' }),
      }),
    ]);
    expect(rejected[0]?.detail).toContain('a quote must lie within one snippet');
  });

  it('a verdict file that is not JSON makes the report invalid, naming the verdict file', async () => {
    const dir = sample();
    writeFileSync(path.join(dir, 'taylor-hawkins', FOLDER_VERDICT_FILE), '{"verifications": [\n  {"claim_id": 1}\n]}');
    const report = only(await check(dir), 'storm');
    expect(report.error).toMatchObject({ file: `taylor-hawkins/${FOLDER_VERDICT_FILE}`, line: 2 });
    expect(report.error?.message).toMatch(/^verdict file: /);
  });

  it('the topic folder may be renamed: IDs and verdicts do not depend on it', async () => {
    const { dir } = await verified();
    renameSync(path.join(dir, 'taylor-hawkins'), path.join(dir, 'Taylor_Hawkins'));
    const after = only(await check(dir), 'storm');
    expect(after).toMatchObject({ file: 'Taylor_Hawkins', rejected: [], summary: { status: 'complete' } });
  });
});
