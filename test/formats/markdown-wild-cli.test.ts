// Issue 25's shapes of Markdown in the wild, each on a few real lines (or lines written to match
// a real file whose licence forbids copying; test/fixtures/markdown-wild/SOURCE.md says which),
// through the bundled command line: every citation mark is bound or reported as an unread mark
// with its line, column and why, and a report that lost its citations never looks clean.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ReportResult, ResultsFile } from '../../src/results/types.js';
import { runCli } from '../helpers/run-cli.js';

const cwd = path.resolve('.');
const folder = 'test/fixtures/markdown-wild';

let run: ReturnType<typeof runCli>;
let results: ResultsFile;

const report = (name: string): ReportResult => {
  const found = results.reports.find((entry) => entry.file === `${folder}/${name}`);
  if (!found) throw new Error(`no report ${name}`);
  return found;
};
const cited = (name: string) =>
  Object.fromEntries(
    report(name).claims.map((claim) => [
      claim.statement,
      report(name)
        .pairs.filter((pair) => pair.claim_id === claim.id)
        .map((pair) => pair.evidence_id),
    ]),
  );
const codes = (name: string) => report(name).findings.map((finding) => finding.code);
const unread = (name: string) =>
  report(name)
    .findings.filter((finding) => finding.code === 'unread_marker')
    .map((finding) => [finding.line, 'column' in finding ? finding.column : null, finding.message]);

beforeAll(() => {
  const out = path.join(mkdtempSync(path.join(tmpdir(), 'citegate-wild-')), 'results.json');
  run = runCli(['check', `${folder}/*.md`, '--format', 'markdown', '--semantic', 'off', '--json', out], cwd);
  results = JSON.parse(readFileSync(out, 'utf8')) as ResultsFile;
});

describe('Markdown in the wild through the command line', () => {
  it('1. a list under a label line ("References:") is the source list, and its entries are not claims', () => {
    expect(report('01-label-line.md')).toMatchObject({
      dialect: 'numbered_sources',
      citation_marks: { seen: 3, bound: 3, unread: 0 },
    });
    expect(report('01-label-line.md').claims.every((claim) => !claim.statement.includes('arxiv.org'))).toBe(true);
    expect(cited('01-label-line.md')).toMatchObject({
      'BaKlaVa further advances this concept by budgeted allocation of memory to different KV-caches based on their contextual importance, resulting in high compression ratios and competitive accuracy.':
        ['http://arxiv.org/abs/2502.13176v2'],
    });
    expect(codes('01-label-line.md')).not.toContain('dangling_citation');
  });

  it('2. numbering that restarts: each list applies to the text since the previous one (a pasted thread)', () => {
    expect(cited('02-thread.md')).toMatchObject({
      'Tram ridership in Northport rose after the 2023 timetable change.': [
        'https://transit-board.example/northport/ridership-2023',
      ],
      'The city council approved a second tram line in 2024.': ['https://council.example/minutes/2024-05-tram-line-2'],
      'Construction is planned to start in 2026.': [
        'https://northport-news.example/line-2-construction',
        'https://transit-board.example/northport/capital-plan',
      ],
    });
    expect(report('02-thread.md').citation_marks).toEqual({ seen: 5, bound: 5, unread: 0 });
    expect(report('02-restarting-lists.md').citation_marks).toEqual({ seen: 7, bound: 7, unread: 0 });
  });

  it('3. [cite: 1, 2] markers bind to the **Sources:** list of grounding links', () => {
    expect(report('03-cite-markers.md')).toMatchObject({
      dialect: 'cite_markers',
      citation_marks: { seen: 4, bound: 4, unread: 0 },
    });
    expect(cited('03-cite-markers.md')['Installers must be certified by the regional energy agency.']).toEqual([
      'https://vertexaisearch.cloud.google.com/grounding-api-redirect/AUZIYQGnorthport1',
      'https://vertexaisearch.cloud.google.com/grounding-api-redirect/AUZIYQHenergy2',
    ]);
  });

  it('4. digits glued to words are read where the numbers index the list', () => {
    expect(report('04-glued-digits.md').citation_marks).toEqual({ seen: 10, bound: 10, unread: 0 });
    expect(codes('04-glued-digits.md')).not.toContain('dangling_citation');
  });

  it("5. an entry's URL on its continuation line is one source, with the title", () => {
    const crisis = report('05-continuation-url.md');
    expect(crisis.citation_marks).toEqual({ seen: 4, bound: 4, unread: 0 });
    expect(crisis.evidence.find((record) => record.id === 'https://www.cbo.gov/publication/60727')?.title).toBe(
      'The Outlook for Housing Starts',
    );
    expect(crisis.evidence.every((record) => record.url !== null && record.url !== '')).toBe(true);
  });

  it('6. a source section ends at a paragraph that is not an entry', () => {
    expect(Object.keys(cited('06-section-end.md'))).toContain(
      'This report synthesizes findings from the sources above; the confidence of each claim follows the number of sources that agree on it.',
    );
    expect(report('06-section-end.md').evidence).toHaveLength(2);
  });

  it('7. "- [Source](url)" items under a finding cite it and are no claim "Source"', () => {
    expect(cited('07-source-items.md')).toEqual({
      'Annual plans are usually shown first, with the monthly price as the comparison.': [
        'https://pricing-research.example/annual-first',
      ],
      'A free trial without a card converts fewer visitors but keeps more of them as paying customers.': [
        'https://pricing-research.example/trial-without-card',
        'https://saas-metrics.example/trial-retention',
      ],
    });
  });

  it('8. a site-named link after the full stop cites that sentence and is no claim of its own', () => {
    expect(Object.values(cited('08-site-link.md'))).toEqual([
      ['https://www.browserstack.com/guide/types-of-testing'],
      ['https://smartbear.com/learn/automated-testing/software-testing-methodologies'],
    ]);
  });

  it('9. footnote markers in a heading bind the heading', () => {
    expect(cited('09-heading-markers.md')['PRIMARY RECOMMENDATION: extend the tram line']).toEqual([
      'https://transit-board.example/northport/harbour-route-study',
      'https://council.example/minutes/2024-harbour-options',
    ]);
  });

  it('10. a "Key Citations" link list is a source list: its rows are no claims', () => {
    expect(report('10-link-list.md').claims.map((claim) => claim.line)).toEqual([1, 2, 3]);
    expect(codes('10-link-list.md').filter((code) => code === 'unused_source')).toHaveLength(4);
  });

  it('11. an array literal in prose is no group of markers', () => {
    expect(report('11-value-list.md').citation_marks).toEqual({ seen: 0, bound: 0, unread: 0 });
    expect(codes('11-value-list.md')).toEqual(['no_citations']);
  });

  it('12. ChatGPT pills pasted as host names are unread marks; with nothing else, the report is invalid', () => {
    expect(unread('12-pills.md')).toEqual([
      [3, 1, expect.stringContaining('"newsapi.org" could not be read: it is a ChatGPT citation pasted as its site')],
      [5, 1, expect.stringContaining('"stackoverflow.com"')],
      [8, 1, expect.stringContaining('"newsapi.org"')],
    ]);
    expect(report('12-pills-only.md').error?.message).toMatch(
      /citation pills pasted as site names.*cannot be resolved/,
    );
    expect(report('12-pills-only.md').citation_marks).toEqual({ seen: 2, bound: 0, unread: 2 });
  });

  it("13. a #:~:text= fragment is the pair's quotation, said to be the report's", () => {
    const fragments = report('13-text-fragments.md');
    expect(
      fragments.evidence.find((record) => record.id === 'https://modelcontextprotocol.io/quickstart'),
    ).toMatchObject({ excerpt_origin: 'report_quotation' });
    expect(fragments.evidence.find((record) => record.id === 'https://astral.sh')?.excerpt_origin).toBeUndefined();
  });

  it("14. a failed run's stub is an invalid report", () => {
    expect(report('14-stub.md').error?.message).toMatch(/^the file is a failed run's error message/);
  });

  it('16. placeholder targets are one finding each, never one source listed four times', () => {
    expect(codes('16-placeholders.md').filter((code) => code === 'non_http_url')).toHaveLength(4);
    expect(codes('16-placeholders.md')).not.toContain('duplicate_source');
  });

  it('17. a file saved in Windows-1252 is invalid and says how to convert it', () => {
    expect(report('17-windows-1252.md').error?.message).toMatch(
      /reads as Windows-1252 \(byte 0x92 is "’" there\).*iconv -f WINDOWS-1252 -t UTF-8/,
    );
  });

  it('18. a shape that is no tool is named for what it shows', () => {
    expect(report('18-not-a-tool.md').dialect).toBe('numbered_sources');
    expect(run.stdout).toContain('numbered_sources: [n] + a numbered source list');
  });

  it('AutoSurvey\'s "[1; 2]" is a group of markers, never text left in the claim', () => {
    expect(cited('19-semicolon-groups.md')).toEqual({
      'In-context learning lets a model adapt to a task from a few demonstrations without updating its parameters.': [
        '1',
        '2',
      ],
      'Later work studies which demonstrations help most.': ['3'],
    });
    expect(report('19-semicolon-groups.md').citation_marks).toEqual({ seen: 3, bound: 3, unread: 0 });
  });

  it('the census: each mark that cannot be read is reported with its line, column and why', () => {
    expect(unread('census.md')).toEqual([
      [
        3,
        43,
        'citation mark "[1<U+200B>]" could not be read: it holds a hidden character (U+200B inside the brackets)',
      ],
      [
        3,
        80,
        'citation mark "[<U+202E>2]" could not be read: it holds a hidden character (U+202E inside the brackets)',
      ],
      [
        4,
        32,
        'citation mark "[3](javascript:alert(1))" could not be read: it links to a target that is not an http(s) page (javascript:alert(1))',
      ],
      [
        4,
        81,
        'citation mark "[[4]](#ref-4)" could not be read: it links to a target that is not an http(s) page (#ref-4)',
      ],
      [
        5,
        34,
        'citation mark "[12]" could not be read: no source list in reach has this number (the sources are numbered 1 to 4)',
      ],
    ]);
    expect(report('census.md').citation_marks).toEqual({ seen: 6, bound: 1, unread: 5 });
  });

  it('a run that lost citations never looks clean: the count leads the output, and the gate fails', () => {
    const { seen, unread: lost } = results.totals.citation_marks ?? { seen: 0, unread: 0 };
    expect(lost).toBe(10);
    expect(run.stdout.split('\n')[1]).toBe(
      `${lost} of ${seen} citation marks could not be read, among them 5 of 6 in ${folder}/census.md, 3 of 4 in ${folder}/12-pills.md, all 2 in ${folder}/12-pills-only.md: those citations are not checked at all.`,
    );
    expect(run.stdout).toMatch(/✗ max-unread-markers +8 +≤ 0/);
    expect(run.status).toBe(1);
  });
});

describe('provider answers in the wild through the command line', () => {
  it('15. xAI annotations with no span are citation_without_span, never put on the first sentence', () => {
    const out = path.join(mkdtempSync(path.join(tmpdir(), 'citegate-wild-')), 'results.json');
    const xai = runCli(
      ['check', `${folder}/15-xai-no-span.json`, '--format', 'provider-json', '--semantic', 'off', '--json', out],
      cwd,
    );
    const read = (JSON.parse(readFileSync(out, 'utf8')) as ResultsFile).reports[0] as ReportResult;
    expect(read.dialect).toBe('openai_responses');
    expect(read.pairs).toEqual([]);
    expect(read.findings.filter((finding) => finding.code === 'citation_without_span')).toHaveLength(5);
    expect(read.findings.map((finding) => finding.code)).not.toContain('unused_source');
    expect(xai.stdout).toContain('citation_without_span');
  });
});
