// Issue 27: a chat completion saved with n > 1 holds several answers. citegate reads the first
// (choices[0]) as the report; every other choice with text or citations is an `unread_marker`
// naming it, counted in the census and by max-unread-markers (default 0), never lost in silence.
// Through the bundled command line; the answer is written for the test in OpenRouter's shape.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ResultsFile } from '../../src/results/types.js';
import { tempFolder } from '../helpers/reports.js';
import { runCli } from '../helpers/run-cli.js';

const choice = (text: string, url: string) => ({
  index: 0,
  finish_reason: 'stop',
  message: {
    role: 'assistant',
    content: text,
    annotations: [
      { type: 'url_citation', url_citation: { url, title: 'Harbour', start_index: 0, end_index: text.length } },
    ],
  },
});

describe('a chat completion with several choices (issue 27)', () => {
  it('reads the first; each other choice is an unread mark that names it, and the gate fails on it', () => {
    const answer = {
      id: 'gen-1',
      object: 'chat.completion',
      model: 'openai/gpt-4o',
      choices: [
        choice('Ridership rose 18 percent last year.', 'https://harbour.example/ridership'),
        { ...choice('Ridership fell 4 percent last year.', 'https://harbour.example/fall'), index: 1 },
        { ...choice('', 'https://harbour.example/none'), index: 2, message: { role: 'assistant', content: '' } },
      ],
    };
    const dir = tempFolder({ 'answer.json': JSON.stringify(answer, null, 2) });
    const run = runCli(['check', 'answer.json', '--semantic', 'off', '--json', 'r.json'], dir);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(1);
    const results = JSON.parse(readFileSync(path.join(dir, 'r.json'), 'utf8')) as ResultsFile;
    const [report] = results.reports;
    expect(report?.claims.map((claim) => claim.statement)).toEqual(['Ridership rose 18 percent last year.']);
    expect(report?.citation_marks).toEqual({ seen: 2, bound: 1, unread: 1 });
    expect(report?.findings.filter((finding) => finding.code === 'unread_marker')).toEqual([
      expect.objectContaining({
        line: 25, // where choices[1] opens
        message:
          'choice 1 of 3 (choices[1]) could not be read: citegate reads the first choice of a chat completion as the report, so its text and 1 citation are not checked; save each choice as its own file to check it',
      }),
    ]);
    expect(run.stdout).toMatch(/max-unread-markers\s+1\s+≤ 0/);
  });
});
