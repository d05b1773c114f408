// What users meet when the sentence splitter changes (issue 17, item 5) and the lines it used to
// drop (issue 18, item 10), through the bundled command line.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sentenceIds } from '../../src/formats/sentences/article.js';
import type { ResultsFile } from '../../src/results/types.js';
import { tempFolder } from '../helpers/reports.js';
import { runCli } from '../helpers/run-cli.js';
import { verdictFor } from './support.js';

const DOCS = [
  { id: 'w1', title: 'Who Are You (song)', text: '"Who Are You" is a song by the Who, released in 1978 as a single.' },
  { id: 'w2', title: 'Wembley Stadium', text: 'Wembley hosted the concert, and the singer joined a band in 1995.' },
];
const OUTPUT =
  'Several versions exist:\n1. The song "Who Are You?" was released in 1978[1].\n2. Wembley hosted the concert[2].\n- A bullet item says 1978 too[1].\nHe moved to the U.S. He joined a band in 1995[2].';

// The cited sentences of OUTPUT as the splitter before issue 17 cut them (it made "1.", "2." and
// "The song \"Who Are You?\"" sentences of their own and joined the sentence ending in "U.S."),
// and the verdicts `citegate verify` wrote for them then. IDs come from the text alone.
const OLD_CITED: [statement: string, evidence: string][] = [
  ['was released in 1978.', '1'],
  ['Wembley hosted the concert.', '2'],
  ['- A bullet item says 1978 too.', '1'],
  ['He moved to the U.S. He joined a band in 1995.', '2'],
];

// Each test runs the bundled command line: sized for a loaded machine.
const E2E = { timeout: 60_000 };

describe('a verdict file written by the old splitter', E2E, () => {
  it('keeps the verdict of a sentence cut the same way and reports each changed sentence as changed, never dropping it', () => {
    const ids = sentenceIds([
      'Several versions exist:',
      '1.',
      'The song "Who Are You?"',
      'was released in 1978.',
      '2.',
      ...OLD_CITED.slice(1).map(([statement]) => statement),
    ]);
    const oldIds = [3, 5, 6, 7].map((index) => ids[index]!.id);
    expect(oldIds).toEqual(['s-f005b1297c', 's-263e871a5a', 's-dba08bea45', 's-3874400c0b']);
    const verifications = OLD_CITED.map(([statement, evidence], index) =>
      verdictFor({ id: oldIds[index]!, statement }, evidence, DOCS[Number(evidence) - 1]!.text, null, { item: 0 }),
    );
    const dir = tempFolder({
      'result/asqa-gpt-4-gtr-shot2-ndoc5-42.json': {
        args: {},
        data: [{ question: 'Who sang it?', docs: DOCS, output: OUTPUT }],
      },
      'result/asqa-gpt-4-gtr-shot2-ndoc5-42.verdicts.json': { generator: 'citegate verify', verifications },
    });
    const run = runCli(['check', 'result/*.json', '--semantic', 'off', '--json', 'results.json'], dir);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(1); // three binding errors fail the default gate
    const report = (JSON.parse(readFileSync(path.join(dir, 'results.json'), 'utf8')) as ResultsFile).reports[0]!;
    expect(report.claims.map((claim) => claim.statement)).toEqual([
      'Several versions exist:',
      'The song "Who Are You?" was released in 1978.',
      'Wembley hosted the concert.',
      'A bullet item says 1978 too.',
      'He moved to the U.S.',
      'He joined a band in 1995.',
    ]);
    expect(report.pairs.filter((pair) => pair.source === 'committed').map((pair) => pair.claim_id)).toEqual([
      's-263e871a5a',
    ]);
    const changed = (id: string) =>
      `the sentence changed or was removed after it was verified (no sentence has ID "${id}" now); run citegate verify to verify it again`;
    expect(report.rejected.map((row) => [row.claim_id, row.reason, row.detail])).toEqual(
      [oldIds[0]!, oldIds[2]!, oldIds[3]!].map((id) => [id, 'unknown_pair', changed(id)]),
    );
    expect(run.stdout).toContain('the result names a claim/evidence pair the report does not have (unknown_pair): 3');
    expect(run.stdout).toContain(`result/asqa-gpt-4-gtr-shot2-ndoc5-42.verdicts.json`);
  });
});

describe('lines the article reader used to drop (issue 18, item 10)', E2E, () => {
  const SOURCES = {
    url_to_unified_index: { 'https://tram.example/extension': 1 },
    url_to_info: {
      'https://tram.example/extension': {
        url: 'https://tram.example/extension',
        title: 'Tram extension',
        description: '',
        snippets: ['The extension adds 99 stops and opened in 2021.'],
      },
    },
  };
  const storm = (article: string) => {
    const dir = tempFolder({ 'tram/url_to_info.json': SOURCES });
    writeFileSync(path.join(dir, 'tram/storm_gen_article.txt'), article);
    return dir;
  };
  const claimsOf = (dir: string) => {
    const run = runCli(['check', '--semantic', 'off', '--json', 'results.json'], dir);
    expect(run.stderr).toBe('');
    return (JSON.parse(readFileSync(path.join(dir, 'results.json'), 'utf8')) as ResultsFile).reports[0]!.claims.map(
      ({ statement, line, column }) => [statement, line, column],
    );
  };

  it('a line starting "#" with no space is a sentence, not a heading', () => {
    expect(claimsOf(storm('# summary\n\n#The extension adds 99 stops[1]. It opened in 2021[1].\n'))).toEqual([
      ['#The extension adds 99 stops.', 3, 1],
      ['It opened in 2021.', 3, 34],
    ]);
  });

  it('an article with CR-only or CRLF line endings gives the same claims, at their lines', () => {
    const article = '# summary\n\nThe extension adds 99 stops[1].\n\n# History\n\nIt opened in 2021[1].\n';
    const expected = [
      ['The extension adds 99 stops.', 3, 1],
      ['It opened in 2021.', 7, 1],
    ];
    expect(claimsOf(storm(article))).toEqual(expected);
    expect(claimsOf(storm(article.replaceAll('\n', '\r')))).toEqual(expected);
    expect(claimsOf(storm(article.replaceAll('\n', '\r\n')))).toEqual(expected);
  });

  it('in a Co-STORM report.md too', () => {
    const dir = tempFolder({
      'run/instance_dump.json': {
        knowledge_base: {
          info_uuid_to_info_dict: {
            '1': {
              url: 'https://tram.example/extension',
              title: 'Tram extension',
              snippets: ['The extension adds 99 stops.'],
              meta: {},
              citation_uuid: 1,
            },
          },
        },
      },
    });
    mkdirSync(path.join(dir, 'run'), { recursive: true });
    writeFileSync(path.join(dir, 'run/report.md'), '# Tram\r#The extension adds 99 stops[1].\r');
    expect(claimsOf(dir)).toEqual([['#The extension adds 99 stops.', 2, 1]]);
  });
});
