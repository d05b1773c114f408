// Issue 27: a Markdown report with more than 20,000 link reference definitions, more than
// 20,000 numbered source entries, or more than 20,000 lines that may open an unnumbered one, is
// an invalid report that names the limit (a linear count before parsing; 800,000 definitions ran
// into the reader's 30 s limit, 100,000 entries cost 7 s of CPU, 60,000 unnumbered ones 5.25 s,
// and a file just under the limit must stay under 5 s), and the terminal lists at most 200 items
// a section, saying where the rest are.
// Through the bundled command line; the child is killed after two minutes, no time is asserted.
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

function check(files: Record<string, string>, json = true) {
  const dir = mkdtempSync(path.join(tmpdir(), 'citegate-listed-'));
  for (const [name, text] of Object.entries({ 'ordinary.md': ORDINARY, ...files }))
    writeFileSync(path.join(dir, name), text);
  const out = path.join(dir, 'results.json');
  const names = ['ordinary.md', ...Object.keys(files)];
  const run = spawnSync(
    NODE,
    [cliFor({}), 'check', ...names, '--semantic', 'off', ...(json ? ['--json', 'results.json'] : [])],
    {
      cwd: dir,
      env: { ...process.env, OPENAI_API_KEY: undefined, NO_COLOR: '1', COLUMNS: '400' },
      encoding: 'utf8',
      timeout: 120_000,
      killSignal: 'SIGKILL',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  expect(run.signal, `killed after two minutes: ${run.stderr}`).toBeNull();
  expect(run.stderr).not.toMatch(/FATAL|RangeError|Maximum call stack|heap out of memory/);
  const results = json && existsSync(out) ? (JSON.parse(readFileSync(out, 'utf8')) as ResultsFile) : null;
  const report = (name: string) => {
    const found = results?.reports.find((entry) => entry.file === name);
    if (!found) throw new Error(`no report ${name}: ${run.stderr}`);
    return found;
  };
  if (results) expect(report('ordinary.md').claims).toHaveLength(1);
  return { run, report };
}

const lines = (n: number, line: (i: number) => string, end = '\n') =>
  Array.from({ length: n }, (_, i) => line(i)).join(end) + end;

describe('more than 20,000 definitions or numbered entries make an invalid report (issue 27)', () => {
  it('20,001 link reference definitions: invalid at the one past the limit, named', () => {
    const text = `Claim [1].\n\n${lines(20_001, (i) => `[${i + 1}]: https://a.example/${i}`)}`;
    const { run, report } = check({ 'defs.md': text });
    const error = report('defs.md').error;
    expect(error?.message).toContain('more than 20,000 link reference definitions');
    expect(error?.message).toContain('Per-file limits');
    // Claim on line 1, a blank line, then definition n on line n + 2.
    expect(error?.line).toBe(20_003);
    expect(run.stdout).toContain('Invalid report files');
  });

  it('20,001 numbered source entries, with CR-only line endings: invalid, named', () => {
    const text = `Claim [1].\r\r### Sources\r${lines(20_001, (i) => `[${i + 1}] A: https://a.example/${i}`, '\r')}`;
    const { report } = check({ 'entries.md': text });
    const error = report('entries.md').error;
    expect(error?.message).toContain('more than 20,000 numbered source entries');
    expect(error?.line).toBe(20_004);
  });

  it('20,000 numbered entries and 20,000 definitions, just at the limits: read', () => {
    const text = `Claim [1].\n\n### Sources\n${lines(20_000, (i) => `[${i + 1}] A: https://a.example/${i}`)}\n${lines(20_000, (i) => `[d${i}]: https://d.example/${i}`)}`;
    const { report } = check({ 'at-limit.md': text });
    expect(report('at-limit.md').error).toBeUndefined();
    expect(report('at-limit.md').claims).toHaveLength(1);
  });

  it('20,001 definitions inside a block quote: counted, invalid, named', () => {
    const text = `Claim [1].\n\n${lines(20_001, (i) => `> [${i + 1}]: https://a.example/${i}`)}`;
    const { report } = check({ 'quoted.md': text });
    const error = report('quoted.md').error;
    expect(error?.message).toContain('more than 20,000 link reference definitions');
    expect(error?.line).toBe(20_003);
  });

  it('20,001 numbered entries indented inside a list item: counted, invalid, named', () => {
    const text = `Claim [1].\n\n- Sources\n\n${lines(20_001, (i) => `    [${i + 1}] A: https://a.example/${i}`)}`;
    const { report } = check({ 'indented.md': text });
    const error = report('indented.md').error;
    expect(error?.message).toContain('more than 20,000 numbered source entries');
    expect(error?.line).toBe(20_005);
  });

  it('20,001 unnumbered "- Source: url" entries under a Sources heading: invalid at the line past the limit, named', () => {
    const text = `### Sources\n\n${lines(20_001, (i) => `- Source ${i}: https://a.example/${i}`)}`;
    const { report } = check({ 'unnumbered.md': text });
    const error = report('unnumbered.md').error;
    expect(error?.message).toContain('more than 20,000 lines that may open an unnumbered source entry');
    // The heading counts too (it may open a paragraph entry): entry n on line n + 2, the 20,001st line is entry 20,000.
    expect(error?.line).toBe(20_002);
  });

  it('a report under the limits is read as before', () => {
    const text = `Claim [1].\n\n### Sources\n${lines(2_000, (i) => `[${i + 1}] A: https://a.example/${i}`)}${lines(2_000, (i) => `[d${i}]: https://d.example/${i}`)}`;
    const { report } = check({ 'fine.md': text });
    expect(report('fine.md').error).toBeUndefined();
    expect(report('fine.md').claims).toHaveLength(1);
  });
});

describe('more than 50,000 sentences make an invalid report (issue 27: a 5.8 MB answer of 141,000 cited sentences took 7.3 s)', () => {
  const answer = (n: number) =>
    JSON.stringify({
      choices: [{ message: { content: 'The council counted 12 buses in May [1]. '.repeat(n) } }],
      citations: ['https://a.example/1'],
    });

  it('a Markdown report of 50,001 sentences: invalid at the sentence past the limit, named', () => {
    const text = `${lines(50_001, (i) => `Sentence ${i} cites [1].`)}\n\n### Sources\n[1] A: https://a.example/1\n`;
    const { report } = check({ 'long.md': text });
    const error = report('long.md').error;
    expect(error?.message).toContain('more than 50,000 sentences');
    expect(error?.message).toContain('Per-file limits');
    expect(error?.line).toBe(50_001);
  });

  it('a provider answer of 50,001 cited sentences: invalid, named; 50,000 are read', () => {
    const over = check({ 'over.json': answer(50_001), 'at.json': answer(50_000) }, true);
    expect(over.report('over.json').error?.message).toContain('more than 50,000 sentences');
    expect(over.report('at.json').error).toBeUndefined();
    expect(over.report('at.json').claims).toHaveLength(50_000);
  });
});

describe('the terminal lists 200 items a section and says where the rest are (issue 27)', () => {
  const answer = JSON.stringify({
    choices: [{ message: { content: 'The council counted 12 buses in May [1]. '.repeat(450) } }],
    citations: ['https://a.example/1'],
  });

  it('450 findings: the count whole, 200 listed, one line for the other 250 naming the results file', () => {
    const { run, report } = check({ 'answer.json': answer });
    // The terminal counts every report's findings (the ordinary report has its own).
    const findings = report('answer.json').findings.length + report('ordinary.md').findings.length;
    expect(report('answer.json').findings.length).toBeGreaterThan(200);
    expect(run.stdout).toContain(`Findings (${findings})`);
    const section = run.stdout.split(`Findings (${findings})\n`)[1]!.split('\n\n')[0]!;
    expect(section.split('\n').filter((line) => /^ {2}\S/.test(line) && !line.includes('… and'))).toHaveLength(200);
    expect(section).toContain(`  … and ${findings - 200} more: every one is in the results file (--json results.json)`);
    // The gate is as before: its section and the status follow the cut list.
    expect(run.stdout).toMatch(/\nGate\n/);
  });

  it('without --json the line says how to get every one', () => {
    const { run } = check({ 'answer.json': answer }, false);
    expect(run.stdout).toMatch(/… and \d+ more: every one is in the results file \(write it with --json PATH\)/);
  });
});
