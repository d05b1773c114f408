// Issue 21, items 11 and 12: per-command help fitted to the terminal width with every option
// aligned, and the terminal's words (formats, fail-on-unavailable, the verifier line) and width.
// Through the bundled CLI as a subprocess; `examples/` is the repository's own.
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';

// Each test starts the bundled command line several times: on a loaded machine that takes a while.
vi.setConfig({ testTimeout: 120_000 });
import { startFakeOpenAI } from '../helpers/fake-openai.js';
import { report, tempFolder } from '../helpers/reports.js';
import { runCli, runCliAsync } from '../helpers/run-cli.js';

const repo = process.cwd();
const HELP = [
  ['--help'],
  ['check', '--help'],
  ['verify', '--help'],
  ['snapshot', '--help'],
  ['eval', '--help'],
  ['schema', '--help'],
];

/** Each option row's description column: a flag and its text on one line, or a flag alone and its text on the next. */
function descriptionColumns(help: string): number[] {
  const lines = help.split('\n');
  const columns: number[] = [];
  lines.forEach((line, index) => {
    const same = /^( {2}-\S*(?: \S+)*? {2,})\S/.exec(line);
    if (same?.[1]) columns.push(same[1].length);
    else if (/^ {2}-\S*(?: \S+)*$/.test(line)) columns.push(/^ */.exec(lines[index + 1] ?? '')?.[0].length ?? -1);
  });
  return columns;
}

describe('help (bundled command line)', () => {
  it('gives each command its own help, and `citegate --help` lists the commands', () => {
    const top = runCli(['--help'], repo, { COLUMNS: '80' }).stdout;
    const check = runCli(['check', '--help'], repo, { COLUMNS: '80' }).stdout;
    expect(check).not.toBe(top);
    expect(top).toContain('citegate COMMAND --help shows the flags of that command');
    expect(top).not.toContain('--max-contradicted');
    expect(check).toMatch(/^citegate check: /);
    expect(check).toContain('--max-contradicted N');
    expect(runCli(['check', '-h'], repo, { COLUMNS: '80' }).stdout).toBe(check);
    expect(runCli(['help', 'check'], repo, { COLUMNS: '80' }).stdout).toBe(check);
    for (const command of ['verify', 'snapshot', 'eval', 'schema'])
      expect(runCli([command, '--help'], repo).stdout).toMatch(new RegExp(`^citegate ${command}: `));
  });

  for (const columns of ['80', '60', '120']) {
    it(`fits every help to COLUMNS=${columns}, with each command's descriptions in one column`, () => {
      for (const args of HELP) {
        const { stdout, status } = runCli(args, repo, { COLUMNS: columns });
        expect(status).toBe(0);
        // Only a single word (a URL) may be wider, alone on its line: it is never cut.
        const over = stdout.split('\n').filter((line) => line.length > Number(columns) && line.trim().includes(' '));
        expect(over, args.join(' ')).toEqual([]);
        const aligned = new Set(
          descriptionColumns(
            stdout
              .split('\n\n')
              .filter((block) => /^ {2}-/m.test(block))
              .join('\n\n'),
          ),
        );
        if (args[0] !== 'eval' && args[0] !== '--help' && args[0] !== 'schema')
          expect([...aligned], args.join(' ')).toHaveLength(1);
      }
    });
  }

  it('aligns the flags that were written by hand with those read from the inputs (check --help at 80 columns)', () => {
    const help = runCli(['check', '--help'], repo, { COLUMNS: undefined }).stdout;
    const column = descriptionColumns(help);
    for (const flag of [
      '--json PATH',
      '--base REF',
      '--comment-md PATH',
      '--summary-md PATH',
      '--sarif PATH',
      '-h, --help',
    ])
      expect(help).toContain(`  ${flag}`);
    expect(new Set(column).size).toBe(1);
    expect(help.split('\n').filter((line) => line.length > 80 && line.trim().includes(' '))).toEqual([]);
  });
});

describe('terminal words and width (bundled command line)', () => {
  it('names the formats as their users know them', () => {
    const run = runCli(['check', 'examples', '--max-binding-errors', 'none'], repo, { COLUMNS: '400' });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(
      "Formats: 5 pipeline reports (JSON); 1 STORM run (polished article, [n] read in the draft's numbering)",
    );
    expect(run.stdout).not.toMatch(/\d abundance/);
  });

  it('says whether fail-on-unavailable is on instead of "yes … no limit"', () => {
    const off = runCli(['check', 'examples', '--max-binding-errors', 'none'], repo, { COLUMNS: '400' });
    expect(off.stdout).toMatch(/· fail-on-unavailable +2 {2}off: not counted as a failure\n/);
    expect(off.stdout).not.toMatch(/fail-on-unavailable +yes +no limit/);
    const on = runCli(['check', 'examples', '--max-binding-errors', 'none', '--fail-on-unavailable', 'true'], repo, {
      COLUMNS: '400',
    });
    expect(on.status).toBe(1);
    expect(on.stdout).toMatch(/✗ fail-on-unavailable +2 {2}on: must be 0\n/);
  });

  it('keeps every line within 80 columns without COLUMNS, and never cuts a path', () => {
    const run = runCli(['check', 'examples', '--max-binding-errors', 'none'], repo, { COLUMNS: undefined });
    const lines = run.stdout.split('\n');
    // Only a single word (a path, a URL) may be wider, alone on its line.
    expect(lines.filter((line) => line.length > 80 && line.trim().includes(' '))).toEqual([]);
    expect(lines).toContain('examples/reports/northport-congestion-pilot.report.json');
    expect(lines).toContain('  partial, 8 claims: 3 supports, 1 contradicts, 1 insufficient, 3 unverifiable');
    expect(lines).toContain('  coverage 85.7%, quotes 5/6');
    expect(lines).toContain('examples/storm/taylor-hawkins');
    expect(lines).toContain('  unavailable, 90 claims: 90 unverifiable');
    expect(run.stdout).toContain(
      '  examples/reports/northport-congestion-pilot.report.json:37\n      claim-freight-scheme-mandatory  Joining the off-peak delivery scheme is\n',
    );
    expect(runCli(['check', 'examples', '--max-binding-errors', 'none'], repo, { COLUMNS: '400' }).stdout).toMatch(
      /^report +status +claims +supports/m,
    );
  });

  it('shows the unbound quotes as docs/checks.md does, no longer "at offset"', () => {
    const docs = readFileSync('docs/checks.md', 'utf8');
    expect(docs).not.toContain('at offset 131');
    // The example in the list item (indented by 2), from the rule's line to the fence.
    const block = /\n {2}( {2}the quote is not word for word[\s\S]*?)\n {2}```/.exec(docs)?.[1] ?? '';
    expect(block).toContain('different spacing');
    const run = runCli(['check', 'examples', '--max-binding-errors', 'none'], repo, { COLUMNS: '400' });
    for (const line of block.split('\n')) expect(run.stdout).toContain(`${line.slice(2)}\n`);
  });

  it('explains unverified pairs without pointing at a results file or a job summary that were not asked for', async () => {
    // Every answer names a pair the report does not have, so no pair gets a verdict.
    const openai = await startFakeOpenAI({
      respond: () => ({
        verifications: [
          {
            claim_id: 'invented',
            evidence_id: 'ev-x',
            verdict: 'supports',
            quote: 'x',
            limitations: [],
            confidence: 0.5,
          },
        ],
      }),
    });
    try {
      const dir = tempFolder({
        'a.report.json': report(
          [{ id: 'c', statement: 'It rose by 4 percent.', evidence_ids: ['e'] }],
          [{ id: 'e', excerpt: 'It rose by 4 percent.' }],
        ),
      });
      const run = await runCliAsync(
        ['check', '--model', 'gpt-test', '--base-url', openai.baseUrl, '--max-retries', '0'],
        dir,
        { OPENAI_API_KEY: 'sk-test', COLUMNS: '400' },
      );
      expect(run.stdout).toContain(
        "Semantic verifier: 1 pair left without a model verdict: the model's answers did not bind (listed above under Model answers rejected).\n",
      );
      expect(run.stdout).toMatch(/^Model answers rejected \(2; not binding errors\)$/m);
      expect(run.stdout).not.toContain('results file');
      expect(run.stdout).not.toContain('job summary');
    } finally {
      await openai.close();
    }
  });
});
