// Defaults that fail closed (issue 18, items 15 and 16), through the bundled command line and
// action: an empty threshold is its default, a repeated flag is refused, a run whose model
// requests all failed says that nothing was verified, and the model is asked about a bounded
// number of pairs unless told otherwise.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ResultsFile } from '../../src/results/types.js';
import { useFakeGitHub } from '../helpers/fake-github.js';
import { fakeOpenAIPerTest, type FakeOpenAI } from '../helpers/fake-openai.js';
import { ensureBuilt, runAction } from '../helpers/run-action.js';
import { report, tempFolder } from '../helpers/reports.js';
import { runCli, runCliAsync } from '../helpers/run-cli.js';
import { KEY } from '../semantic/support.js';

beforeAll(ensureBuilt, 300_000);
const github = useFakeGitHub();
let server: FakeOpenAI;
fakeOpenAIPerTest((started) => (server = started));

// One dangling citation: a binding error, which the default max-binding-errors (0) fails on.
const dangling = () =>
  report(
    [{ id: 'c1', statement: 'Alpha rose in 2024.', evidence_ids: ['e1', 'e-missing'], confidence: 'high' }],
    [{ id: 'e1', excerpt: 'Alpha rose in 2024, the agency said.' }],
  );
const readResults = (dir: string, name = 'out.json') =>
  JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as ResultsFile;

describe('an empty threshold', () => {
  it('is the default on the command line: --max-binding-errors "" still fails on a binding error; none switches it off', () => {
    const dir = tempFolder({ 'a.report.json': dangling() });
    const empty = runCli(['check', '--semantic', 'off', '--max-binding-errors', '', '--json', 'out.json'], dir);
    expect(empty.status).toBe(1);
    expect(readResults(dir).gate.checks.find((check) => check.name === 'max-binding-errors')).toMatchObject({
      limit: 0,
      value: 1,
      passed: false,
    });
    const none = runCli(['check', '--semantic', 'off', '--max-binding-errors', 'none'], dir);
    expect(none.status).toBe(0);
  });

  it('is the default in the action: max-binding-errors: "" (an unset variable) still fails the step', async () => {
    const dir = tempFolder({ 'a.report.json': dangling() });
    const run = await runAction(
      github,
      dir,
      { 'max-binding-errors': '', comment: 'never' },
      { eventName: 'push', event: {} },
    );
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('::error::citegate: the gate failed: max-binding-errors 1 (limit ≤ 0)');
  });
});

describe('a repeated flag', () => {
  it("is refused in citegate's own words (exit 2), not silently the last value", () => {
    const dir = tempFolder({ 'a.report.json': dangling() });
    const run = runCli(['check', '--max-contradicted', '0', '--semantic', 'off', '--max-contradicted', 'none'], dir);
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe('citegate: --max-contradicted is given 2 times ("0", "none"); give it once\n');
  });

  it('is refused by verify and eval too; --reports may repeat', () => {
    const dir = tempFolder({ 'a.report.json': dangling(), 'b.report.json': dangling() });
    expect(runCli(['verify', '--all', '--all', '--model', 'm'], dir, { OPENAI_API_KEY: 'sk-test' }).stderr).toBe(
      'citegate: --all is given 2 times; give it once\n',
    );
    expect(runCli(['eval', '--runs', '3', '--runs=4'], dir).stderr).toBe(
      'citegate: --runs is given 2 times ("3", "4"); give it once\n',
    );
    const reports = runCli(
      [
        'check',
        '--semantic',
        'off',
        '--max-binding-errors',
        'none',
        '--reports',
        'a.report.json',
        '--reports',
        'b.report.json',
        '--json',
        'out.json',
      ],
      dir,
    );
    expect(reports.status).toBe(0);
    expect(readResults(dir).reports).toHaveLength(2);
  });
});

describe('every model request failing', () => {
  it('keeps the gate as set (fail-on-unavailable false) but the first line says that nothing was verified', async () => {
    server.script(() => ({ status: 500, body: { error: { message: 'the provider is down' } } }));
    const dir = tempFolder({
      'a.report.json': report(
        [{ id: 'c1', statement: 'Alpha rose in 2024.', evidence_ids: ['e1'] }],
        [{ id: 'e1', excerpt: 'Alpha rose in 2024, the agency said.' }],
      ),
    });
    const run = await runCliAsync(
      [
        'check',
        '--model',
        'm',
        '--base-url',
        server.baseUrl,
        '--max-retries',
        '0',
        '--comment-md',
        'c.md',
        '--summary-md',
        's.md',
      ],
      dir,
      { OPENAI_API_KEY: KEY },
    );
    expect(run.status).toBe(0);
    const first = (file: string) =>
      readFileSync(path.join(dir, file), 'utf8')
        .split('\n')
        .find((line) => line.startsWith('#'));
    expect(first('c.md')).toBe('### ⚠️ citegate passed, but nothing was verified: every model request failed (1 of 1)');
    expect(first('s.md')).toBe('## ⚠️ citegate passed, but nothing was verified: every model request failed (1 of 1)');
    expect(run.stdout).toContain('\nPASSED, but nothing was verified: every model request failed (1 of 1)\n');
  });
});

describe('max-pairs', () => {
  it('has a default: a report of 30 claims citing 30 records each (900 pairs) sends 500 and says the limit was reached', async () => {
    const evidence = Array.from({ length: 30 }, (_, i) => ({
      id: `e${i}`,
      excerpt: `Record ${i} reports a figure for the year.`,
    }));
    const claims = Array.from({ length: 30 }, (_, i) => ({
      id: `c${i}`,
      statement: `Claim ${i} about the year holds.`,
      evidence_ids: evidence.map((record) => record.id),
    }));
    const dir = tempFolder({ 'big.report.json': report(claims, evidence) });
    const run = await runCliAsync(
      [
        'check',
        '--model',
        'm',
        '--base-url',
        server.baseUrl,
        '--batch-size',
        '100',
        '--json',
        'out.json',
        '--comment-md',
        'c.md',
        '--summary-md',
        's.md',
      ],
      dir,
      { OPENAI_API_KEY: KEY },
    );
    expect(run.status).toBe(0);
    expect(server.calls.reduce((sum, call) => sum + call.pairs.length, 0)).toBe(500);
    const results = readResults(dir);
    expect(results.semantic?.max_pairs).toBe(500);
    // What it cost: one request per call the server saw (docs/semantic.md).
    expect(results.semantic?.usage?.requests).toBe(server.calls.length);
    expect(results.reports[0]!.provider.unverified_reasons.max_pairs).toBe(400);
    const said =
      'the pair limit was reached: max-pairs 500 left 400 pairs unsent (raise max-pairs, or set it to none for no limit)';
    expect(run.stdout).toContain(said);
    expect(readFileSync(path.join(dir, 'c.md'), 'utf8')).toContain(said);
    expect(readFileSync(path.join(dir, 's.md'), 'utf8')).toContain(said);
  });

  it('none lifts the limit', async () => {
    const evidence = Array.from({ length: 30 }, (_, i) => ({
      id: `e${i}`,
      excerpt: `Record ${i} reports a figure for the year.`,
    }));
    const claims = Array.from({ length: 30 }, (_, i) => ({
      id: `c${i}`,
      statement: `Claim ${i} about the year holds.`,
      evidence_ids: evidence.map((record) => record.id),
    }));
    const dir = tempFolder({ 'big.report.json': report(claims, evidence) });
    const run = await runCliAsync(
      [
        'check',
        '--model',
        'm',
        '--base-url',
        server.baseUrl,
        '--batch-size',
        '100',
        '--max-pairs',
        'none',
        '--json',
        'out.json',
      ],
      dir,
      { OPENAI_API_KEY: KEY },
    );
    expect(run.status).toBe(0);
    expect(server.calls.reduce((sum, call) => sum + call.pairs.length, 0)).toBe(900);
    expect(readResults(dir).semantic?.max_pairs).toBeNull();
  });
});

describe('a report written plainly (checked without zod for speed)', () => {
  it("is held to the schema's limits as zod counts them: a URL of four emoji (8 UTF-16 units) is too short, and the gate fails", () => {
    const file = {
      report: {
        inquiry_id: 'i',
        title: 't',
        summary: 's',
        claims: [{ id: 'c1', statement: 'Revenue was 5 million.', evidence_ids: ['e1'] }],
        evidence: [{ id: 'e1', title: 'T', url: '\u{1f600}'.repeat(4), excerpt: 'Revenue was 5 million.' }],
      },
      verifications: [],
    };
    const dir = tempFolder({ 'a.report.json': JSON.stringify(file) });
    const run = runCli(['check', '--semantic', 'off', '--json', 'out.json'], dir);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('$.report.evidence[0].url');
    expect(readResults(dir).totals).toMatchObject({ invalid_reports: 1 });
  });
});
