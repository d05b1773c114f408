// STORM names a topic's folder after the topic, so real folder names hold glob characters: 12 of 70
// real STORM folders from 13 repositories did ("What_is_RAG?", "Retrieval_Augmented_Generation_(RAG)",
// Arabic topics with a parenthesised instruction). Named on the command line, such a folder was read as
// a glob, which matches files only: citegate found no report and exited 2. A pattern that names a file
// or folder is now also read as that name (see test/fixtures/formats/storm-round2/SOURCE.md).
import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ResultsFile } from '../../src/results/types.js';
import { runCli } from '../helpers/run-cli.js';

const FIXTURE = path.resolve('test/fixtures/formats/storm-round2/arabic-newton');
const ARABIC = 'اسحاق_نيوتن(يجب_أن_تكون_المصادر_عربية)';
const QUESTION = 'What_is_RAG?';
const COMMA = '_Psychiatric_Genetic_Overlap:_A_Step_Toward_Precision_Medicine_or_Greater_Stigma?_Here,_we';
// "?" and ":" cannot stand in a Windows file name.
const posix = process.platform !== 'win32';

function workspace(...names: string[]): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'citegate-named-'));
  for (const name of names) cpSync(FIXTURE, path.join(dir, name), { recursive: true });
  return dir;
}

function check(dir: string, ...patterns: string[]) {
  const run = runCli(['check', ...patterns, '--semantic', 'off', '--json', 'out.json'], dir);
  const results =
    run.status === 0 ? (JSON.parse(readFileSync(path.join(dir, 'out.json'), 'utf8')) as ResultsFile) : undefined;
  return { ...run, results };
}

describe('a STORM folder named after its topic, glob characters and all', () => {
  it('checks the Arabic folder named as it is, parentheses included (bundled command line)', () => {
    const dir = workspace(ARABIC);
    const run = check(dir, ARABIC);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const [report] = run.results!.reports;
    expect(run.results!.reports).toHaveLength(1);
    expect(report).toMatchObject({ file: ARABIC, format: 'storm' });
    expect(report!.pairs).toHaveLength(2);
    // 1666 stands in the source cited; the degree "in 1665" does not.
    expect(report!.findings.filter((f) => f.code === 'ungrounded_number').map((f) => f.text)).toEqual(['1665']);
  });

  it.runIf(posix)('checks a folder whose name ends in "?", named as it is or with the "?" escaped', () => {
    const dir = workspace(QUESTION);
    for (const pattern of [QUESTION, `${QUESTION}/`, 'What_is_RAG\\?']) {
      const run = check(dir, pattern);
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
      expect(run.results!.reports.map((r) => r.file)).toEqual([QUESTION]);
    }
  });

  it.runIf(posix)('checks a folder whose name holds "?", ":" and a comma: the comma is no list', () => {
    const dir = workspace(COMMA);
    const run = check(dir, COMMA);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.results!.reports.map((r) => r.file)).toEqual([COMMA]);
  });

  it.runIf(posix)('still reads a pattern as a glob too: a name adds reports, it never hides the glob’s', () => {
    const dir = workspace(ARABIC, QUESTION, 'What_is_RAGs');
    // As a glob, "What_is_RAG?/url_to_info.json" matches What_is_RAGs; as a name, What_is_RAG?.
    const run = check(dir, `${QUESTION}/url_to_info.json`);
    expect(run.status).toBe(0);
    expect(run.results!.reports.map((r) => r.file).sort()).toEqual([QUESTION, 'What_is_RAGs'].sort());
  });

  it.runIf(posix)('excludes a folder named with "!" as it is', () => {
    const dir = workspace(ARABIC, QUESTION);
    const run = check(dir, '.', `!${QUESTION}`);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.results!.reports.map((r) => r.file)).toEqual([ARABIC]);
  });
});
