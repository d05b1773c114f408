// Citation recall end to end through the bundled command line (issue 29): sentences that state a
// checkable fact and cite nothing, in a report that cites elsewhere, in Markdown, STORM and the
// pipeline's JSON; the report's share of factual sentences citing a source; max-uncited-claims;
// citation-recall: off. Every report here is written for the test (invented content).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/run-cli.js';
import { report, tempFolder } from '../helpers/reports.js';

type Json = {
  reports: {
    claims: { id: string; statement: string }[];
    findings: { code: string; claim_id?: string; message: string; level?: string }[];
    citation_recall?: { factual_sentences: number; citing: number; ratio: number | null };
  }[];
  totals: { uncited_claims?: number; citation_recall?: unknown };
  gate: { passed: boolean; checks: { name: string; value: unknown; passed: boolean }[] };
};
const readJson = (dir: string): Json => JSON.parse(readFileSync(path.join(dir, 'out.json'), 'utf8')) as Json;

/** The statements of the report's uncited_claim notices, in order. */
function uncited(json: Json): string[] {
  return json.reports.flatMap((r) =>
    r.findings
      .filter((finding) => finding.code === 'uncited_claim')
      .map((finding) => r.claims.find((claim) => claim.id === finding.claim_id)?.statement ?? '?'),
  );
}

const MARKDOWN = `# The Northport tram extension

The tram extension opened in 2021 [1]. Ridership rose by 18% in its first year [2]. That 18% rise came in the first year.

The line carried 4.2 million passengers in 2023.

What did the extension cost in 2020?

## Costs in 2020

The depot is the largest in the region.

The mayor said the line was "a turning point for the city".

We counted 12 stops on the line.

Trams are comfortable and quiet.

| Year | Riders |
| --- | --- |
| 2023 | 4.2 million |

[1]: https://news.example/opening "Opening day"
[2]: https://transit.example/ridership "Ridership report"
`;

describe('citation recall: factual sentences that cite nothing (bundled command line)', () => {
  it('a Markdown report: the number, the superlative and the quotation that cite nothing, and none of the rest', () => {
    const dir = tempFolder({ 'docs/tram.md': MARKDOWN });
    const run = runCli(
      [
        'check',
        'docs/tram.md',
        '--semantic',
        'off',
        '--citation-recall',
        'check',
        '--json',
        'out.json',
        '--summary-md',
        's.md',
      ],
      dir,
    );
    expect(run.stderr).toBe('');
    const json = readJson(dir);
    // Not the title, the heading, the question, the restatement of [2]'s 18%, "we", the opinion or the table.
    expect(uncited(json)).toEqual([
      'The line carried 4.2 million passengers in 2023.',
      'The depot is the largest in the region.',
      'The mayor said the line was "a turning point for the city".',
    ]);
    const notice = json.reports[0]!.findings.find((finding) => finding.code === 'uncited_claim');
    expect(notice).toMatchObject({
      level: 'note',
      message: expect.stringMatching(/states 2 numbers \(4\.2 million; 2023\)/),
    });
    expect(json.reports[0]!.citation_recall).toEqual({ factual_sentences: 5, citing: 2, ratio: 0.4 });
    expect(run.stdout).toContain('Factual sentences citing a source: 40% (2 of 5)');
    expect(run.stdout).toMatch(/docs\/tram\.md:5:1 {2}uncited_claim {2}claim s-\w+ states 2 numbers/);
    expect(json.gate.checks.find((check) => check.name === 'max-uncited-claims')).toMatchObject({ value: 3 });
    const summary = readFileSync(path.join(dir, 's.md'), 'utf8');
    expect(summary).toContain('Factual sentences citing a source: 40% (2 of 5).');
    expect(summary).toContain('### Factual sentences citing nothing: 3 (max-uncited-claims: no limit set)');
  });

  it('a STORM article: the sentence with a date and no marker', () => {
    const dir = tempFolder({
      'runs/album/storm_gen_article.txt':
        '# Summary\n\nNightfall is the third album of the band [1]. It was released on 4 May 2019 and topped the charts.\n',
      'runs/album/url_to_info.json': {
        url_to_unified_index: { 'https://a.example/': 1 },
        url_to_info: {
          'https://a.example/': {
            url: 'https://a.example/',
            title: 'Band',
            snippets: ['Nightfall is their third album.'],
          },
        },
      },
    });
    runCli(['check', 'runs/album', '--semantic', 'off', '--citation-recall', 'check', '--json', 'out.json'], dir);
    const json = readJson(dir);
    expect(uncited(json)).toEqual(['It was released on 4 May 2019 and topped the charts.']);
    // "third" is a word, not a number in digits: the first sentence is not factual, so 0 of 1.
    expect(json.reports[0]!.citation_recall).toEqual({ factual_sentences: 1, citing: 0, ratio: 0 });
  });

  it('a pipeline report: a claim without evidence that states a percentage; not one that states none', () => {
    const claims = [
      { id: 'c1', statement: 'Ridership rose by 18 percent in 2022.', evidence_ids: ['e1'] },
      { id: 'c2', statement: 'Fares were cut by 10% in January 2023.', evidence_ids: [] },
      { id: 'c3', statement: 'Passengers like the new trams.', evidence_ids: [] },
    ];
    const evidence = [{ id: 'e1', excerpt: 'Ridership rose by 18 percent in 2022.' }];
    const dir = tempFolder({ 'a.report.json': report(claims, evidence) });
    const run = runCli(
      [
        'check',
        'a.report.json',
        '--semantic',
        'off',
        '--citation-recall',
        'check',
        '--json',
        'out.json',
        '--max-uncited-claims',
        '0',
      ],
      dir,
    );
    const json = readJson(dir);
    expect(uncited(json)).toEqual(['Fares were cut by 10% in January 2023.']);
    expect(json.reports[0]!.findings.find((finding) => finding.code === 'uncited_claim')?.message).toBe(
      'claim c2 states 2 numbers (10%; January 2023) and cites no source',
    );
    expect(json.reports[0]!.citation_recall).toEqual({ factual_sentences: 2, citing: 1, ratio: 0.5 });
    // The limit counts them: one over 0 fails the gate.
    expect(run.status).toBe(1);
    expect(json.gate.checks.find((check) => check.name === 'max-uncited-claims')).toMatchObject({
      value: 1,
      passed: false,
    });
  });

  it('a report that cites nothing has no figure and no notice per sentence', () => {
    const dir = tempFolder({ 'docs/plain.md': '# Notes\n\nThe line carried 4.2 million passengers in 2023.\n' });
    runCli(['check', 'docs/plain.md', '--semantic', 'off', '--citation-recall', 'check', '--json', 'out.json'], dir);
    const json = readJson(dir);
    expect(uncited(json)).toEqual([]);
    expect(json.reports[0]).not.toHaveProperty('citation_recall');
  });

  it('is off by default (41% of the sentences it flagged in real reports were true, docs/checks.md)', () => {
    const dir = tempFolder({ 'docs/tram.md': MARKDOWN });
    const run = runCli(['check', 'docs/tram.md', '--semantic', 'off', '--json', 'out.json'], dir);
    const json = readJson(dir);
    expect(uncited(json)).toEqual([]);
    expect(json.reports[0]).not.toHaveProperty('citation_recall');
    expect(run.stdout).not.toContain('Factual sentences citing a source');
  });

  it('citation-recall: off looks for none, and refuses a max-uncited-claims it would not count', () => {
    const dir = tempFolder({ 'docs/tram.md': MARKDOWN });
    runCli(['check', 'docs/tram.md', '--semantic', 'off', '--json', 'out.json', '--citation-recall', 'off'], dir);
    const json = readJson(dir);
    expect(uncited(json)).toEqual([]);
    expect(json.totals).not.toHaveProperty('uncited_claims');
    expect(json.gate.checks.map((check) => check.name)).not.toContain('max-uncited-claims');
    const refused = runCli(['check', 'docs/tram.md', '--citation-recall', 'off', '--max-uncited-claims', '0'], dir);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain('max-uncited-claims needs citation-recall: check');
  });
});
