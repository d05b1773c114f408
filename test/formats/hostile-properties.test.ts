// Random Markdown and random provider answers never crash the bundled command line: every run
// ends with a results file that holds each report, read or invalid with a message (issue 27).
// Each property run checks a batch of files in one command, so the runs stay few and the suite fast.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ResultsFile } from '../../src/results/types.js';
import { NODE } from '../helpers/node-binary.js';
import { cliFor } from '../helpers/run-cli.js';

/** Pieces of Markdown that open, close and nest what a parser and the citation reader look at. */
const PIECES = [
  '[1]',
  '[2]',
  '[1, 2]',
  '[1-3]',
  '[^1]',
  '[^a]',
  '[cite: 1]',
  '[99999999999]',
  '[0]',
  '[1]: https://a.example/1\n',
  '[1]: https://a.example/other\n',
  '[^1]: https://b.example/1\n',
  '[a]: <https://c.example> "T"\n',
  '### Sources\n',
  '**Sources:**\n',
  '1. ',
  '2) ',
  '- ',
  '* ',
  '> ',
  '    ',
  '\t',
  '  \n',
  '\n',
  '\n\n',
  '\r',
  '\r\n',
  '*',
  '**',
  '_',
  '__',
  '~~',
  '~',
  '`',
  '```\n',
  '[',
  ']',
  '(',
  ')',
  '<',
  '>',
  '!',
  '|',
  '| --- |\n',
  '---\n',
  '===\n',
  '# ',
  'https://a.example/x',
  'www.b.example/y',
  'mailto:x@y.example',
  'javascript:alert(1)',
  '&amp;',
  '&#0;',
  '&copy;',
  '\\',
  'The fare rose 12 percent.',
  ' word',
  '. ',
  '2024.',
  'x1.',
  '\u200b',
  '\u202e',
  '\u0000',
  '\ud83d\ude00',
  '\ue200cite\ue202turn0search1\ue201',
  '<span style="display:none">',
  '</span>',
  '<div>',
  '<!-- c -->',
];
const markdown = fc.array(fc.constantFrom(...PIECES), { maxLength: 120 }).map((pieces) => pieces.join(''));

const index = fc.oneof(fc.integer({ min: -5, max: 400 }), fc.constant(0), fc.constant(2 ** 40), fc.constant(null));
const citation = fc.record({
  url: fc.oneof(fc.constant('https://a.example/1'), fc.webUrl(), fc.string({ maxLength: 20 })),
  title: fc.option(fc.string({ maxLength: 20 })),
  start_index: index,
  end_index: index,
  cited_text: fc.option(fc.string({ maxLength: 40 })),
});
/** An answer in one of the four providers' shapes; some with a lone surrogate escape in their text. */
const answer = fc
  .tuple(
    fc.constantFrom('anthropic', 'openai', 'openrouter', 'perplexity'),
    markdown,
    fc.array(citation, { maxLength: 6 }),
    fc.boolean(),
  )
  .map(([provider, text, citations, surrogate]) => {
    const value =
      provider === 'anthropic'
        ? {
            type: 'message',
            content: [
              { type: 'text', text, citations: citations.map((c) => ({ type: 'web_search_result_location', ...c })) },
            ],
          }
        : provider === 'openai'
          ? {
              object: 'response',
              output: [
                {
                  type: 'message',
                  content: [
                    { type: 'output_text', text, annotations: citations.map((c) => ({ type: 'url_citation', ...c })) },
                  ],
                },
              ],
            }
          : provider === 'openrouter'
            ? {
                choices: [
                  {
                    message: {
                      content: text,
                      annotations: citations.map((c) => ({ type: 'url_citation', url_citation: c })),
                    },
                  },
                ],
              }
            : { choices: [{ message: { content: text } }], citations: citations.map((c) => c.url) };
    const json = JSON.stringify(value);
    return surrogate ? json.replace('"text":"', '"text":"\\ud800').replace('"content":"', '"content":"\\udfff') : json;
  });

function checkAll(files: string[], extension: string): void {
  const dir = mkdtempSync(path.join(tmpdir(), 'citegate-property-'));
  const names = files.map((text, i) => {
    const name = `r${i}${extension}`;
    writeFileSync(path.join(dir, name), text);
    return name;
  });
  const out = path.join(dir, 'results.json');
  const run = spawnSync(NODE, [cliFor({}), 'check', ...names, '--semantic', 'off', '--json', out], {
    cwd: dir,
    env: { ...process.env, OPENAI_API_KEY: undefined, NO_COLOR: '1' },
    encoding: 'utf8',
    timeout: 120_000,
    killSignal: 'SIGKILL',
  });
  expect(run.signal, run.stderr).toBeNull();
  expect([0, 1], `exit ${run.status}: ${run.stderr}`).toContain(run.status);
  expect(existsSync(out), run.stderr).toBe(true);
  const results = JSON.parse(readFileSync(out, 'utf8')) as ResultsFile;
  expect(results.reports.map((report) => report.file).sort()).toEqual([...names].sort());
  for (const report of results.reports) if (report.error) expect(report.error.message).not.toBe('');
}

describe('random reports never crash the command line', () => {
  it('Markdown', () => {
    fc.assert(
      fc.property(fc.array(markdown, { minLength: 12, maxLength: 12 }), (texts) => checkAll(texts, '.md')),
      { numRuns: 4 },
    );
  }, 300_000);

  it('provider answers', () => {
    fc.assert(
      fc.property(fc.array(answer, { minLength: 12, maxLength: 12 }), (texts) => checkAll(texts, '.json')),
      { numRuns: 4 },
    );
  }, 300_000);
});
