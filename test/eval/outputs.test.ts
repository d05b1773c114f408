// `citegate eval`'s output files (--json, --html) pass the output guard like check's: never a
// report, never a file the default report patterns would find next time, never an input of
// the evaluation (through a symbolic link too), and never the same file twice.
import { cpSync, existsSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { evalCommand } from '../../src/cli/eval-command.js';
import { report } from '../helpers/reports.js';
import { CASES, memoryIo } from './support.js';

const STORM_SAMPLE = path.join(import.meta.dirname, '../../examples/storm/taylor-hawkins');

const pipeline = JSON.stringify(
  report(
    [{ id: 'c1', statement: 'Ridership rose.', evidence_ids: ['e1'] }],
    [{ id: 'e1', excerpt: 'Ridership rose in May.' }],
  ),
);

describe('citegate eval output files', () => {
  it('--json over a report file is refused and the report is untouched', async () => {
    const { io, file } = memoryIo();
    writeFileSync(file('x.report.json'), pipeline);
    await expect(evalCommand(['--baseline', '--json', 'x.report.json'], io)).rejects.toThrow(
      '--json x.report.json matches the report pattern "**/*.report.json", so a later run would check it as a report; choose another path',
    );
    expect(readFileSync(file('x.report.json'), 'utf8')).toBe(pipeline);
  });

  it('--html named like a STORM sources file is refused: the next check would read it as a report', async () => {
    const { io, file } = memoryIo();
    await expect(evalCommand(['--baseline', '--html', 'runs/new/url_to_info.json'], io)).rejects.toThrow(
      'matches the report pattern "**/url_to_info.json"',
    );
    expect(existsSync(file('runs'))).toBe(false);
  });

  it('--json and --html on one file are refused, not one silently kept', async () => {
    const { io, file } = memoryIo();
    await expect(evalCommand(['--baseline', '--json', 'same.out', '--html', './same.out'], io)).rejects.toThrow(
      '--html ./same.out is the same file as --json same.out; choose two different paths',
    );
    expect(existsSync(file('same.out'))).toBe(false);
  });

  it('an output that is a symbolic link to the cases file is refused, and the cases file is untouched', async () => {
    const { io, file } = memoryIo();
    const cases = JSON.stringify({ version: 'mine', cases: CASES.slice(0, 2) });
    writeFileSync(file('cases.json'), cases);
    symlinkSync('cases.json', file('alias.json'));
    await expect(evalCommand(['--baseline', '--cases', 'cases.json', '--json', 'alias.json'], io)).rejects.toThrow(
      '--json alias.json is the input file cases.json that this run reads; choose another path',
    );
    expect(readFileSync(file('cases.json'), 'utf8')).toBe(cases);
  });

  it('an output over a file a report reads besides its own (a STORM article, a verdict file) is refused, and the file is untouched', async () => {
    const { io, file } = memoryIo();
    cpSync(STORM_SAMPLE, file('storm/t'), { recursive: true });
    writeFileSync(file('x.report.json'), pipeline);
    writeFileSync(file('x.report.verdicts.json'), '{"verifications": []}');
    const article = readFileSync(file('storm/t/storm_gen_article.txt'), 'utf8');
    await expect(evalCommand(['--baseline', '--json', 'storm/t/storm_gen_article.txt'], io)).rejects.toThrow(
      '--json storm/t/storm_gen_article.txt is the file storm/t/storm_gen_article.txt of a report that citegate check reads; choose another path',
    );
    await expect(evalCommand(['--baseline', '--html', 'x.report.verdicts.json'], io)).rejects.toThrow(
      '--html x.report.verdicts.json is the file x.report.verdicts.json of a report',
    );
    expect(readFileSync(file('storm/t/storm_gen_article.txt'), 'utf8')).toBe(article);
    expect(readFileSync(file('x.report.verdicts.json'), 'utf8')).toBe('{"verifications": []}');
  });
});
