// Markdown reports and provider answers as a hostile pull request writes them (issue 27): each
// through the bundled command line, each beside an ordinary report that must still be read. A
// file is read within its bounds or is an invalid report that says why; it never ends the run,
// stalls it, or binds what GitHub does not show. The sizes are the issue's (or past them): the
// reader before these fixes crashed, or took minutes, on each. The child is killed after two
// minutes, so a stall fails the test instead of hanging the suite; no time is asserted.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ResultsFile } from '../../src/results/types.js';
import { NODE } from '../helpers/node-binary.js';
import { cliFor } from '../helpers/run-cli.js';

const ORDINARY =
  'The harbour line carried 12 percent more passengers [1].\n\n### Sources\n[1] Harbour: https://harbour.example/1\n';
const SLOW = 150_000;

function check(files: Record<string, string>, env: Record<string, string> = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'citegate-hostile-'));
  for (const [name, text] of Object.entries({ 'ordinary.md': ORDINARY, ...files }))
    writeFileSync(path.join(dir, name), text);
  const out = path.join(dir, 'results.json');
  const names = ['ordinary.md', ...Object.keys(files)];
  const run = spawnSync(NODE, [cliFor({}), 'check', ...names, '--semantic', 'off', '--json', out], {
    cwd: dir,
    env: { ...process.env, OPENAI_API_KEY: undefined, NO_COLOR: '1', COLUMNS: '400', ...env },
    encoding: 'utf8',
    timeout: 120_000,
    killSignal: 'SIGKILL',
    maxBuffer: 64 * 1024 * 1024,
  });
  expect(run.signal, `killed after two minutes: ${run.stderr}`).toBeNull();
  expect(run.stderr).not.toMatch(/FATAL|RangeError|Maximum call stack|heap out of memory/);
  expect(existsSync(out), `no results file: ${run.stderr}`).toBe(true);
  const results = JSON.parse(readFileSync(out, 'utf8')) as ResultsFile;
  const report = (name: string) => {
    const found = results.reports.find((entry) => entry.file === name);
    if (!found) throw new Error(`no report ${name}`);
    return found;
  };
  // The ordinary report is read whatever its neighbour did.
  expect(report('ordinary.md').error).toBeUndefined();
  expect(report('ordinary.md').claims).toHaveLength(1);
  return { run, results, report };
}

type Report = ResultsFile['reports'][number];
/** What each claim cites, in the claims' order. */
const cites = (report: Report) =>
  report.claims.map((claim) =>
    report.pairs.filter((pair) => pair.claim_id === claim.id).map((pair) => pair.evidence_id),
  );

const notices = (report: Report) =>
  report.findings.filter((finding) => 'level' in finding) as { code: string; message: string; line: number }[];

describe('hostile Markdown and provider answers through the command line (issue 27)', () => {
  it('item 1: a source numbered [99999999999] is a gap counted, not a range walked', () => {
    const { report } = check({
      'gap.md':
        'Claim one [1]. Claim two [2].\n\n### Sources\n[1] A: https://a.example/1\n[99999999999] B: https://b.example/2\n',
    });
    const gap = notices(report('gap.md')).find((notice) => notice.code === 'numbering_gap');
    expect(gap?.message).toBe(
      'the "Sources" list numbers its sources up to 99999999999 but has no 2, 3, 4, 5, 6, 7, 8, 9, 10, 11 and 99999999987 more',
    );
  });

  it('item 2: a lone surrogate in a provider answer makes that answer invalid, and the run goes on', () => {
    const answer =
      '{"choices": [{"message": {"content": "Fares rose \\ud800 in May [1]."}}], "citations": ["https://fares.example/may"]}';
    const { report } = check({ 'answer.json': answer });
    expect(report('answer.json')).toMatchObject({ format: 'provider-json', error: { line: 1 } });
    expect(report('answer.json').error?.message).toContain('lone UTF-16 surrogate (the JSON escape \\ud800)');
  });

  it('item 3: 3,000 nested block quotes are an invalid report naming the nesting limit', () => {
    const { report } = check({ 'deep.md': `${'>'.repeat(3000)} Claim [1].\n` });
    expect(report('deep.md').error?.message).toContain('nested more than 100 levels deep at line 1');
  });

  it(
    'item 5: a list of 20,000 numbered entries is read, its gap found; 126,000 is an invalid report naming the limit',
    () => {
      const list = (count: number) =>
        Array.from({ length: count + 1 }, (_, i) => (i === 7 ? '' : `[${i + 1}]: https://a.example/${i + 1}`))
          .filter(Boolean)
          .join('\n');
      const { report } = check({
        'long.md': `Claim [1].\n\n${list(20_000)}\n`,
        'longer.md': `Claim [1].\n\n${list(125_999)}\n`,
      });
      expect(report('long.md').evidence).toHaveLength(20_000);
      expect(notices(report('long.md')).find((notice) => notice.code === 'numbering_gap')?.message).toBe(
        'the reference definitions numbers its sources up to 20001 but has no 8',
      );
      // Past 20,000 definitions (docs/security.md, "Per-file limits") the report is not read at all.
      expect(report('longer.md').error?.message).toContain('more than 20,000 link reference definitions');
    },
    SLOW,
  );

  it(
    'item 7: a 58 MB provider answer is refused by its size, never read into gigabytes',
    () => {
      const sentences = 'The council counted 12 buses on route 7 in May [1]. '.repeat(1_120_000);
      const answer = JSON.stringify({
        choices: [{ message: { content: sentences } }],
        citations: ['https://a.example/1'],
      });
      expect(answer.length).toBeGreaterThan(58_000_000);
      const { report } = check({ 'big.json': answer });
      expect(report('big.json').error?.message).toMatch(
        /^not read: the file is 58\.\d MB, over the 10 MB a provider's answer may have/,
      );
    },
    SLOW,
  );

  it(
    'item 8: lists nested past the limit are refused at once; within it they are read',
    () => {
      const nested = (depth: number) =>
        Array.from({ length: depth }, (_, i) => `${'  '.repeat(i)}- Claim ${i} [1].`).join('\n');
      const { report } = check({
        'deep-list.md': `${nested(1000)}\n\n### Sources\n[1] A: https://a.example/1\n`,
        'list.md': `${nested(40)}\n\n### Sources\n[1] A: https://a.example/1\n`,
      });
      expect(report('deep-list.md').error?.message).toContain('nested more than 100 levels deep at line 50');
      expect(report('list.md').claims).toHaveLength(40);
      expect(cites(report('list.md')).every((ids) => ids.length === 1)).toBe(true);
    },
    SLOW,
  );

  it(
    "item 9: CommonMark's pathological inputs are read",
    () => {
      const { report } = check({
        'setext.md': 'a\n=\n'.repeat(20_000),
        'emphasis.md': '*a_ '.repeat(25_000),
        'links.md': '[a]('.repeat(50_000),
        'backticks.md': Array.from({ length: 2000 }, (_, i) => `${'`'.repeat(i + 1)}x`).join(' '),
        'quotes.md': `${'>'.repeat(100_000)} x\n`,
      });
      for (const name of ['setext.md', 'emphasis.md', 'links.md', 'backticks.md'])
        expect(report(name).error).toBeUndefined();
      expect(report('emphasis.md').claims).toHaveLength(1);
      expect(report('quotes.md').error?.message).toContain('nested more than 100 levels');
    },
    SLOW,
  );

  it(
    'item 10: 100,000 markers in one paragraph, and 40,000 cited sentences in one, are read',
    () => {
      const { report } = check({
        'markers.md': `Claim ${'[1]'.repeat(100_000)}.\n\n### Sources\n[1] A: https://a.example/1\n`,
        'sentences.md': `${Array.from({ length: 40_000 }, (_, i) => `Sentence ${i} cites [1].`).join(' ')}\n\n### Sources\n[1] A: https://a.example/1\n`,
      });
      expect(cites(report('markers.md'))).toEqual([['https://a.example/1']]);
      expect(report('sentences.md').claims).toHaveLength(40_000);
    },
    SLOW,
  );

  it(
    'item 12: 20,000 OpenAI annotations are each placed',
    () => {
      let text = '';
      const annotations = [];
      for (let i = 0; i < 20_000; i++) {
        const start = text.length;
        text += `Route ${i} carried more riders. `;
        annotations.push({
          type: 'url_citation',
          url: `https://a.example/${i}`,
          start_index: start,
          end_index: text.length - 1,
        });
      }
      const response = {
        object: 'response',
        output: [{ type: 'message', content: [{ type: 'output_text', text, annotations }] }],
      };
      const { report } = check({ 'responses.json': JSON.stringify(response) });
      const claims = report('responses.json').claims;
      expect(claims).toHaveLength(20_000);
      expect(claims[123]?.statement).toBe('Route 123 carried more riders.');
      expect(cites(report('responses.json'))[123]).toEqual(['https://a.example/123']);
    },
    SLOW,
  );

  it(
    'item 13: 20,000 link definitions (the limit) are read in bounded memory; 50,000 are an invalid report naming the limit',
    () => {
      const definitions = (count: number) =>
        Array.from({ length: count }, (_, i) => `[${i + 1}]: https://a.example/${i + 1}`).join('\n');
      // The run's own heap is kept to 300 MB: the reader before took 1.25 GB for 50,000 and ran out of it.
      const { report } = check(
        {
          'definitions.md': `Claim [1].\n\n${definitions(20_000)}\n`,
          'more.md': `Claim [1].\n\n${definitions(50_000)}\n`,
        },
        { NODE_OPTIONS: '--max-old-space-size=300' },
      );
      expect(report('definitions.md').evidence).toHaveLength(20_000);
      expect(report('more.md').error?.message).toContain('more than 20,000 link reference definitions');
    },
    SLOW,
  );

  it('item 14: a label defined twice binds its first definition, as GitHub links it, and says so', () => {
    const { report } = check({
      'dup.md':
        'The survey is cited [survey].\n\n[survey]: https://doi.org/10.9999/fabricated\n[SURVEY]: https://doi.org/10.1038/real\n',
    });
    expect(cites(report('dup.md'))).toEqual([['https://doi.org/10.9999/fabricated']]);
    expect(notices(report('dup.md'))).toContainEqual(
      expect.objectContaining({
        code: 'duplicate_definition',
        line: 4,
        message:
          '[SURVEY] is defined again here (https://doi.org/10.1038/real); links and markers use its first definition, at line 3 (https://doi.org/10.9999/fabricated), as CommonMark and GitHub do',
      }),
    );
  });

  it("item 18: a provider's cited text over 50,000 characters makes the answer invalid, as a pipeline excerpt would", () => {
    const message = {
      type: 'message',
      content: [
        {
          type: 'text',
          text: 'The bandstand opened in 1911.',
          citations: [
            { type: 'web_search_result_location', url: 'https://a.example/1', cited_text: 'x'.repeat(60_000) },
          ],
        },
      ],
    };
    const { report } = check({ 'anthropic.json': JSON.stringify(message) });
    expect(report('anthropic.json').error?.message).toContain(
      "a citation's cited text is 60,000 characters, more than the 50,000 a source's text may have",
    );
  });

  it('item 19: OpenAI citation indices outside the text are refused with a notice, never clamped', () => {
    const text = 'Fares rose in May. Ridership fell in June.';
    const response = {
      object: 'response',
      output: [
        {
          type: 'message',
          content: [
            {
              type: 'output_text',
              text,
              annotations: [
                { type: 'url_citation', url: 'https://a.example/past', start_index: 0, end_index: 10_000 },
                { type: 'url_citation', url: 'https://a.example/negative', start_index: -5, end_index: 17 },
              ],
            },
          ],
        },
      ],
    };
    const { report } = check({ 'responses.json': JSON.stringify(response) });
    const responses = report('responses.json');
    expect(cites(responses)).toEqual([[], []]);
    const refused = notices(responses).filter((notice) => notice.code === 'citation_without_span');
    expect(refused.map((notice) => notice.message)).toEqual([
      "output[0].content[0].annotations[0] cites https://a.example/past, but its start_index 0 and end_index 10000 do not lie within the text's 42 characters: its place is refused, so no sentence is said to cite it",
      "output[0].content[0].annotations[1] cites https://a.example/negative, but its start_index -5 and end_index 17 do not lie within the text's 42 characters: its place is refused, so no sentence is said to cite it",
    ]);
  });

  it("item 20: CR-only line endings keep a list's entries apart", () => {
    const { report } = check({
      'cr.md':
        'Fares rose [1]. Ridership fell [2].\r\r### Sources\r[1] Fares: https://a.example/1\r[2] Riders: https://a.example/2\r',
    });
    expect(cites(report('cr.md'))).toEqual([['https://a.example/1'], ['https://a.example/2']]);
    expect(report('cr.md').findings.map((finding) => finding.code)).not.toContain('dangling_citation');
  });

  it('item 23: a number defined twice is a duplicate definition, not a marker "[1][1]" in conflict', () => {
    const { report } = check({
      'twice.md': 'Fares rose [1].\n\n[1]: https://a.example/fares\n[1]: https://a.example/other\n',
    });
    expect(cites(report('twice.md'))).toEqual([['https://a.example/fares']]);
    expect(JSON.stringify(report('twice.md'))).not.toContain('[1][1]');
    expect(notices(report('twice.md')).map((notice) => notice.code)).toContain('duplicate_definition');
  });

  it(
    'a thousand source lists numbered from 1 beside 19,000 numbered definitions are read, each list with its claims',
    () => {
      // Each list's group of claims looks its numbers up in the definitions too: a copy of them for
      // each group (19 million entries) ran the reader out of its 256 MB on this 0.7 MB file.
      const lists = Array.from(
        { length: 1000 },
        (_, i) => `Claim ${i} [1].\n\n1. A https://a.example/${i}\n\nNote ${i}.\n`,
      ).join('\n');
      const definitions = Array.from({ length: 19_000 }, (_, i) => `[${i + 2}]: https://d.example/${i}`).join('\n');
      const { report } = check({ 'lists.md': `${lists}\n${definitions}\n` });
      expect(report('lists.md').error).toBeUndefined();
      const cited = cites(report('lists.md'));
      expect(cited).toHaveLength(2000);
      expect([cited[0], cited[1998]]).toEqual([['https://a.example/0'], ['https://a.example/999']]);
    },
    SLOW,
  );

  it(
    'a file its thread cannot read within the heap limit is an invalid report naming the limit',
    () => {
      // One paragraph of a million short lines (2 MB): its continuation lines open no entry, so the
      // pre-scan lets it through to the reader, whose 256 MB it exhausts. (499,999 "- a" items, which
      // did too, are now refused before parsing: more than 20,000 lines that may open an entry.)
      const { report } = check({ 'items.md': 'a\n'.repeat(999_999) });
      expect(report('items.md').error?.message).toBe(
        'not read: reading it needed more than 256 MB of memory, the limit for a report of its size (docs/security.md, "Per-file limits")',
      );
    },
    SLOW,
  );
});
