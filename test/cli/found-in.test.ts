// `found_in` end to end through the bundled command line: where in the report's other evidence a
// number or a quote its cited source lacks really stands (issue 29). The STORM folders and
// reports below are written for the test (invented content, STORM's and the pipeline's layout);
// the last test reads the real STORM run in examples/storm (Apache-2.0, examples/storm/README.md).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/run-cli.js';
import { report, tempFolder, verification } from '../helpers/reports.js';

interface Source {
  title: string;
  snippets: string[];
}

/** A STORM folder: the draft article, and url_to_info.json with the sources numbered from 1. */
function stormRun(article: string, sources: Source[]): Record<string, unknown> {
  const urls = sources.map((_, index) => `https://source${index + 1}.example/page`);
  return {
    'runs/album/storm_gen_article.txt': article,
    'runs/album/url_to_info.json': {
      url_to_unified_index: Object.fromEntries(urls.map((url, index) => [url, index + 1])),
      url_to_info: Object.fromEntries(
        sources.map((source, index) => [
          urls[index],
          { url: urls[index], title: source.title, description: '', snippets: source.snippets },
        ]),
      ),
    },
  };
}

const SOURCES: Source[] = [
  { title: 'The band, a profile', snippets: ['The band formed in Leeds and toured Europe for a decade.'] },
  { title: 'First-week sales', snippets: ['Nightfall sold 40,000 copies in its first week.'] },
  {
    title: "Loudwire's best rock albums",
    snippets: ['A list of the best rock albums of the decade.', 'Nightfall came out in 2019 to wide acclaim.'],
  },
];

type Json = { reports: { findings: Record<string, unknown>[]; rejected: Record<string, unknown>[] }[] };
const readJson = (dir: string): Json => JSON.parse(readFileSync(path.join(dir, 'out.json'), 'utf8')) as Json;
const ungrounded = (json: Json) =>
  json.reports.flatMap((r) => r.findings).filter((finding) => finding.code === 'ungrounded_number');

describe('found_in: where else the report holds what a claim lacks (bundled command line)', () => {
  it("a STORM lead's number that is not in the source it cites but in another source's snippet", () => {
    const article = [
      '# Summary',
      '',
      'Nightfall was released in 2019 by the band [1]. It sold 40,000 copies in its first week [2].',
      '',
    ].join('\n');
    const dir = tempFolder(stormRun(article, SOURCES));
    const run = runCli(
      [
        'check',
        'runs/album',
        '--semantic',
        'off',
        '--json',
        'out.json',
        '--sarif',
        'out.sarif',
        '--comment-md',
        'c.md',
      ],
      dir,
    );
    expect(run.stderr).toBe('');
    const findings = ungrounded(readJson(dir));
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({
      text: '2019',
      found_in: [
        {
          evidence_id: '3',
          label: "Loudwire's best rock albums",
          where: 'snippet 2',
          // The record's line in url_to_info.json (its key in url_to_info).
          file: 'runs/album/url_to_info.json',
          line: 24,
        },
      ],
    });
    // The terminal: one line under the finding.
    expect(run.stdout).toMatch(
      /ungrounded_number {2}"2019" in claim \S+ is not in its cited excerpt\n {6}"2019" is in \[3\] Loudwire's best rock albums \(snippet 2\), not in the cited \[1\]\n/,
    );
    // The comment: "found in [3]", the record named as the link's text; outside a repository
    // (no commit to link a line at) the link is the source's own URL.
    const comment = readFileSync(path.join(dir, 'c.md'), 'utf8');
    expect(comment).toContain(
      '  - **2019** found in [&#91;3&#93; Loudwire&#39;s best rock albums](https://source3.example/page) (snippet 2), not in the cited &#91;1&#93;',
    );
    // SARIF: a related location at the record.
    const sarif = JSON.parse(readFileSync(path.join(dir, 'out.sarif'), 'utf8')) as {
      runs: { results: { ruleId: string; relatedLocations?: unknown[] }[] }[];
    };
    const result = sarif.runs[0]!.results.find((entry) => entry.ruleId === 'ungrounded_number');
    expect(result?.relatedLocations).toEqual([
      {
        id: 0,
        physicalLocation: {
          artifactLocation: { uri: 'runs/album/url_to_info.json', uriBaseId: '%SRCROOT%' },
          region: { startLine: 24 },
        },
        message: { text: "found in [3] Loudwire's best rock albums (snippet 2)" },
      },
    ]);
  });

  it('a number two other sources hold: both, in report order, and the line says so', () => {
    const sources: Source[] = [
      ...SOURCES,
      { title: 'Year in review', snippets: ['Releases of 2019 included Nightfall and two live records.'] },
    ];
    const dir = tempFolder(stormRun('Nightfall was released in 2019 by the band [1].\n', sources));
    const run = runCli(['check', 'runs/album', '--semantic', 'off', '--json', 'out.json'], dir);
    const [finding] = ungrounded(readJson(dir));
    expect(finding?.found_in).toEqual([
      expect.objectContaining({ evidence_id: '3', where: 'snippet 2' }),
      expect.objectContaining({ evidence_id: '4', label: 'Year in review', where: 'snippet 1' }),
    ]);
    expect(run.stdout).toContain(
      '"2019" is in 2 other sources: [3] Loudwire\'s best rock albums (snippet 2); [4] Year in review (snippet 1), not in the cited [1]',
    );
  });

  it('a number no source holds: no found_in, and no line under the finding', () => {
    const dir = tempFolder(stormRun('Nightfall was released in 2017 by the band [1].\n', SOURCES));
    const run = runCli(['check', 'runs/album', '--semantic', 'off', '--json', 'out.json'], dir);
    const [finding] = ungrounded(readJson(dir));
    expect(finding).toMatchObject({ text: '2017' });
    expect(finding).not.toHaveProperty('found_in');
    expect(run.stdout).not.toContain('is in [');
  });

  // 12.5 would count: the grounding rules read "12" as 12.5 rounded (docs/numeric-grounding.md).
  it('only where the grounding rules find the same number: "twelve" for 12, never 120 for 12', () => {
    const claim = { id: 'c1', statement: 'The scheme trained 12 inspectors.', evidence_ids: ['e1'] };
    const evidence = [
      { id: 'e1', excerpt: 'The scheme trained new inspectors.' },
      { id: 'e2', excerpt: 'The scheme now employs 120 staff.' },
      { id: 'e3', excerpt: 'Twelve inspectors finished the course in May.' },
    ];
    const dir = tempFolder({ 'a.report.json': report([claim], evidence) });
    runCli(['check', 'a.report.json', '--semantic', 'off', '--json', 'out.json'], dir);
    const [finding] = ungrounded(readJson(dir));
    expect(finding?.found_in).toEqual([
      { evidence_id: 'e3', label: 'Source e3', where: 'excerpt', file: 'a.report.json', line: expect.any(Number) },
    ]);
  });

  it('a committed quote that is not in the cited excerpt but word for word in another record', () => {
    const claim = { id: 'c1', statement: 'Bus journeys became faster on the corridor.', evidence_ids: ['e1'] };
    const e1 = { id: 'e1', excerpt: 'The corridor opened in March with new bus lanes.' };
    const e2 = { id: 'e2', title: 'Bus bulletin Q2', excerpt: 'Peak bus journey times fell by four minutes.' };
    const envelope = {
      report: report([claim], [e1, e2]),
      verifications: [verification(claim, e1, 'supports', 'Peak bus journey times fell by four minutes.')],
    };
    const dir = tempFolder({ 'a.report.json': envelope });
    const run = runCli(
      ['check', 'a.report.json', '--semantic', 'off', '--json', 'out.json', '--max-binding-errors', 'none'],
      dir,
    );
    const [rejection] = readJson(dir).reports[0]!.rejected;
    expect(rejection).toMatchObject({
      reason: 'unbound_quote',
      found_in: [{ evidence_id: 'e2', label: 'Bus bulletin Q2', where: 'excerpt' }],
    });
    expect(run.stdout).toContain('the quote is in e2 Bus bulletin Q2 (excerpt), not in the cited e1');
  });

  it('the real STORM run: "March 2022" is not in the cited [1] but in [10], snippets 1 and 2', () => {
    const dir = tempFolder({});
    runCli(['check', path.resolve('examples/storm'), '--semantic', 'off', '--json', path.join(dir, 'out.json')], dir);
    const json = readJson(dir);
    const march = ungrounded(json).find((finding) => finding.text === 'March 2022');
    expect(march?.found_in).toEqual([
      expect.objectContaining({
        evidence_id: '10',
        label: 'Taylor Hawkins Cause Of Death - About His Fatal OD | FHE Health',
        where: 'snippets 1 and 2',
      }),
    ]);
  });
});
