// `found_in` end to end through the bundled command line: where in the report's other evidence a
// number or a quote its cited source lacks really stands (issue 29). The STORM folders and
// reports below are written for the test (invented content, STORM's and the pipeline's layout);
// the last test reads the real STORM run in examples/storm (Apache-2.0, examples/storm/README.md).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startFakeWeb } from '../helpers/fake-web.js';
import { runCli, runCliAsync } from '../helpers/run-cli.js';
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

  // The same value is not the same fact: a count is found only before the same counted word.
  it('"20 weeks" is not re-attributed to a source saying "20 countries", only to one saying "twenty weeks"', () => {
    const claim = { id: 'c1', statement: 'The trial followed patients for 20 weeks.', evidence_ids: ['e1'] };
    const evidence = [
      { id: 'e1', excerpt: 'The trial followed patients after surgery.' },
      { id: 'e2', excerpt: 'The trial enrolled patients in 20 countries.' },
      { id: 'e3', excerpt: 'Patients were followed for twenty weeks after surgery.' },
    ];
    const dir = tempFolder({ 'a.report.json': report([claim], evidence) });
    const run = runCli(['check', 'a.report.json', '--semantic', 'off', '--json', 'out.json'], dir);
    const [finding] = ungrounded(readJson(dir));
    expect(finding).toMatchObject({ text: '20' });
    expect(finding?.found_in).toEqual([expect.objectContaining({ evidence_id: 'e3', where: 'excerpt' })]);
    expect(run.stdout).toContain('"20" is in e3 Source e3 (excerpt), not in the cited e1');
  });

  it('a bare small count ("three") is never re-attributed, though another source holds a three', () => {
    const claim = {
      id: 'c1',
      statement: 'On the final motion, the votes in favour numbered three.',
      evidence_ids: ['e1'],
    };
    const evidence = [
      { id: 'e1', excerpt: 'The final motion was put to the vote.' },
      { id: 'e2', excerpt: 'In favour: three. Against: two.' },
      { id: 'e3', excerpt: 'The board has 3 members.' },
    ];
    const dir = tempFolder({ 'a.report.json': report([claim], evidence) });
    const run = runCli(['check', 'a.report.json', '--semantic', 'off', '--json', 'out.json'], dir);
    const [finding] = ungrounded(readJson(dir));
    expect(finding).toMatchObject({ text: 'three' });
    expect(finding).not.toHaveProperty('found_in');
    expect(run.stdout).not.toContain('is in e');
  });

  // A date alone says when, not what: a storm's story holds several events a day. Written like a
  // real STORM draft (jiange91/lm_compiler's Hurricane_Idalia run, whose [2] was named for a low's
  // formation it does not state); the words here are the test's own.
  it("a lone date is named only where the place says what happened then in the sentence's own words", () => {
    const article = [
      'On August 26, 2023, a broad area of low pressure developed over the southwestern Caribbean Sea [1].',
      '',
      'On August 27, 2023, the depression strengthened into Tropical Storm Idalia near the Yucatán Channel [1].',
      '',
    ].join('\n');
    const sources: Source[] = [
      { title: 'Idalia: the forecast discussion', snippets: ['Warm waters and low wind shear favoured the system.'] },
      {
        title: 'Hurricane Idalia',
        snippets: [
          'Development ensued in the Caribbean Sea; the system was upgraded to a tropical depression on August 26, 2023, and named a day later.',
        ],
      },
      {
        title: 'Season summary',
        snippets: [
          'On August 27, 2023, the depression strengthened into a tropical storm and received the name Idalia.',
        ],
      },
    ];
    const dir = tempFolder(stormRun(article, sources));
    const run = runCli(['check', 'runs/album', '--semantic', 'off', '--json', 'out.json'], dir);
    const findings = ungrounded(readJson(dir));
    expect(findings.map((finding) => finding.text)).toEqual(['August 26, 2023', 'August 27, 2023']);
    // [2] holds the 26th only for the depression, not for the low: no place is named.
    expect(findings[0]).not.toHaveProperty('found_in');
    // [3] says what happened on the 27th in the sentence's own words ("strengthened", "depression").
    expect(findings[1]?.found_in).toEqual([expect.objectContaining({ evidence_id: '3', where: 'snippet 1' })]);
    expect(run.stdout).not.toContain('"August 26, 2023" is in');
  });

  // A text fragment is the report's own word for what the page says, not text read from it.
  it("a Markdown record whose only text is the report's own text fragment is never named", () => {
    const markdown = [
      '# Proudhon and Owen',
      '',
      'Proudhon was elected to the Assembly in 1848 ([Assembly records](https://a.example/page#:~:text=Proudhon%20was%20elected%20to%20the%20Assembly)).',
      '',
      "Owen's followers were active ([Cooperative history](https://b.example/page#:~:text=the%20revolution%20of%201848%20began)).",
      '',
    ].join('\n');
    const dir = tempFolder({ 'report.md': markdown });
    runCli(['check', 'report.md', '--semantic', 'off', '--json', 'out.json'], dir);
    const [finding] = ungrounded(readJson(dir));
    expect(finding).toMatchObject({ text: '1848' });
    expect(finding).not.toHaveProperty('found_in');
  });

  it('a quotation not on the snapshotted page it cites, but on another cited page: quote_not_in_source with found_in', async () => {
    const web = await startFakeWeb();
    try {
      const page = (title: string, text: string) =>
        `<!doctype html><html><head><title>${title}</title></head><body><article><h1>${title}</h1><p>${text}</p></article></body></html>`;
      web.route('/review', {
        headers: { 'content-type': 'text/html' },
        body: page(
          'Harbour review',
          'The review looked at the harbour ferry routes and their timetables in detail over a year of service.',
        ),
      });
      web.route('/bulletin', {
        headers: { 'content-type': 'text/html' },
        body: page(
          'Council bulletin',
          'The mayor described the new ferry timetable as a triumph of planning for the whole harbour.',
        ),
      });
      web.route('/wayback/available', {
        headers: { 'content-type': 'application/json' },
        body: '{"archived_snapshots":{}}',
      });
      const claims = [
        {
          id: 'c1',
          statement: 'The review called the harbour ferry routes “a triumph of planning”.',
          evidence_ids: ['e1'],
        },
        { id: 'c2', statement: 'The mayor praised the new ferry timetable.', evidence_ids: ['e2'] },
      ];
      const evidence = [
        { id: 'e1', url: web.url('/review'), excerpt: '' },
        { id: 'e2', url: web.url('/bulletin'), excerpt: '' },
      ];
      const dir = tempFolder({ 'reports/a.report.json': report(claims, evidence) });
      const snap = await runCliAsync(
        ['snapshot', 'reports', '--provenance-allow-private', 'true', '--archive-url', web.url('/wayback/available')],
        dir,
      );
      expect(snap.status).toBe(0);
      const run = await runCliAsync(['check', 'reports', '--semantic', 'off', '--json', 'out.json'], dir);
      const finding = readJson(dir)
        .reports.flatMap((r) => r.findings)
        .find((f) => f.code === 'quote_not_in_source');
      expect(finding).toMatchObject({
        claim_id: 'c1',
        evidence_id: 'e1',
        text: 'a triumph of planning',
        found_in: [
          {
            evidence_id: 'e2',
            label: 'Source e2',
            where: expect.stringMatching(/^passage \d+$/),
            file: expect.stringContaining('a.report.snapshots.json'),
            line: expect.any(Number),
          },
        ],
      });
      expect(run.stdout).toMatch(
        /\n {6}"a triumph of planning" is in e2 Source e2 \(passage \d+\), not in the cited e1\n/,
      );
    } finally {
      await web.close();
    }
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

  // A figure that many records hold and several claims miss: each finding lists ten places and
  // counts them all, for numbers, quotes and a claim's quotations alike (a claim's two quotations
  // count together: ten places listed of the sixteen they have between them).
  it('a figure that many records hold: ten places listed, and how many there are in all', () => {
    const quote = 'fares were frozen for all riders';
    const holders = Array.from({ length: 13 }, (_, k) => ({
      id: `e${k + 1}`,
      excerpt: `Bulletin ${String.fromCharCode(97 + k)}: the levy raised 41 percent more, and ${quote}.`,
    }));
    const others = Array.from({ length: 3 }, (_, k) => ({
      id: `f${k + 1}`,
      excerpt: `Letter ${String.fromCharCode(97 + k)}: residents wrote that the levy was fair.`,
    }));
    const e0 = { id: 'e0', excerpt: 'The council met in the spring.' };
    const claims = [
      { id: 'c1', statement: 'The levy raised 41 percent more.', evidence_ids: ['e0'] },
      { id: 'c2', statement: 'Thanks to the levy, 41 percent more was raised.', evidence_ids: ['e0'] },
      { id: 'c3', statement: 'Fares stayed the same.', evidence_ids: ['e0'] },
      { id: 'c4', statement: `The mayor said "${quote}" and "the levy was fair".`, evidence_ids: ['e0'] },
    ];
    const envelope = {
      report: report(claims, [e0, ...holders, ...others]),
      verifications: [
        verification(claims[2]!, e0, 'supports', quote),
        verification(claims[3]!, e0, 'insufficient', null),
      ],
    };
    const dir = tempFolder({ 'a.report.json': envelope });
    runCli(['check', 'a.report.json', '--semantic', 'off', '--json', 'out.json', '--max-binding-errors', 'none'], dir);
    const json = readJson(dir);
    const firstTen = holders.slice(0, 10).map((record) => record.id);
    const ids = (places: unknown) => (places as { evidence_id: string }[]).map((place) => place.evidence_id);
    const numbers = ungrounded(json);
    expect(numbers.map((finding) => finding.claim_id)).toEqual(['c1', 'c2']);
    for (const finding of numbers) {
      expect(ids(finding.found_in)).toEqual(firstTen);
      expect(finding.found_in_total).toBe(13);
    }
    const [rejection] = json.reports[0]!.rejected;
    expect(rejection).toMatchObject({ claim_id: 'c3', reason: 'unbound_quote', found_in_total: 13 });
    expect(ids(rejection?.found_in)).toEqual(firstTen);
    const claim = (json.reports[0] as unknown as { claims: Record<string, unknown>[] }).claims.find(
      (row) => row.id === 'c4',
    );
    expect(claim).toMatchObject({ verdict: 'insufficient', found_in_total: 16 });
    expect(ids(claim?.found_in)).toEqual(firstTen);
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
