// The base comparison over real report files: the head on disk, the base from a reader.
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BASE_READS_IN_FLIGHT,
  compareWithBase,
  missingAtBase,
  NotComparableError,
  type BaseOptions,
  type BaseReader,
} from '../../src/base/against-base.js';
import { runCheck } from '../../src/check/run.js';
import { DEFAULT_THRESHOLDS, type Thresholds } from '../../src/gate/thresholds.js';
import type { ResultsFile } from '../../src/results/types.js';
import { report, tempFolder, verification } from '../helpers/reports.js';
import { COSTORM_FIXTURE } from '../formats/support.js';
import { reportProblems } from '../../src/results/problems.js';
import { reportResult } from '../render/fixtures.js';

const STORM_SAMPLE = path.join(import.meta.dirname, '../../examples/storm/taylor-hawkins');
/** A folder's files as tempFolder takes them, read from a sample folder. */
const folderFiles = (folder: string, sample: string, names: readonly string[]) =>
  Object.fromEntries(names.map((name) => [`${folder}/${name}`, readFileSync(path.join(sample, name), 'utf8')]));
const STORM_FILES = ['url_to_info.json', 'storm_gen_article.txt'];
const COSTORM_FILES = ['instance_dump.json', 'report.md'];

const SHA = 'c'.repeat(40);
const evidence = { id: 'e1', excerpt: 'Employment rose by 12 percent overall, while hospitality employment declined.' };
const contradicted = {
  id: 'c-sectors',
  statement: 'Employment increased in every sector.',
  evidence_ids: ['e1'],
  confidence: 'high' as const,
};
const supported = { id: 'c-rose', statement: 'Employment rose by 12 percent.', evidence_ids: ['e1'] };

function envelope(claims: (typeof supported)[], results: ReturnType<typeof verification>[]) {
  return { report: report(claims, [evidence]), verifications: results };
}
const contradicts = verification(contradicted, evidence, 'contradicts', 'hospitality employment declined');
const supports = verification(supported, evidence, 'supports', 'Employment rose by 12 percent overall');
const stray = (id: string) => verification({ id, statement: 'gone' }, evidence, 'supports', null);

/** A reader over files given as JSON values, standing in for git or the API; `folders` were folders at the base. */
function reader(files: Record<string, unknown>, folders: readonly string[] = []): BaseReader {
  return {
    sha: SHA,
    source: 'git',
    async readFile(file) {
      if (folders.includes(file)) throw new NotComparableError(`${file} was a folder at ${SHA.slice(0, 12)}`);
      if (!(file in files)) throw missingAtBase(file, SHA);
      const content = files[file];
      return new TextEncoder().encode(typeof content === 'string' ? content : JSON.stringify(content, null, 2));
    },
  };
}

async function check(
  head: Record<string, unknown>,
  base: Record<string, unknown> | null,
  thresholds: Partial<Thresholds> = {},
  gateOn: 'all' | 'new' = 'new',
  folders: readonly string[] = [],
): Promise<ResultsFile> {
  const cwd = tempFolder(head);
  const options: BaseOptions = {
    cwd,
    thresholds: { ...DEFAULT_THRESHOLDS, ...thresholds },
    mode: 'auto',
    verifier: { missing: 'missing_api_key' },
    gateOn,
  };
  const results = await runCheck({ ...options, patterns: [] });
  return compareWithBase(results, base === null ? null : { reader: reader(base, folders) }, options);
}

const statuses = (results: ResultsFile) =>
  results.base?.problems.map(
    (row) =>
      `${row.status} ${row.kind} ${row.claim_id ?? ''}${row.evidence_id ? `→${row.evidence_id}` : ''}${row.number ? ` ${row.number}` : ''}`,
  );

describe('compareWithBase', () => {
  it('marks problems new, unchanged and fixed, matched by identity, and counts only new ones with gate-on new', async () => {
    const head = envelope([contradicted, supported], [contradicts, supports, stray('c-gone')]);
    const base = envelope([contradicted, supported], [contradicts, supports, stray('c-gone'), stray('c-older')]);
    const results = await check(
      { 'r.report.json': head },
      { 'r.report.json': base },
      { 'max-contradicted': 0, 'max-binding-errors': 0 },
    );
    expect(statuses(results)).toEqual([
      'unchanged contradicted c-sectors',
      'unchanged high_confidence_unsupported c-sectors',
      'unchanged rejected_result c-gone→e1',
      'fixed rejected_result c-older→e1',
    ]);
    expect(results.base).toMatchObject({
      sha: SHA,
      source: 'git',
      compared: ['r.report.json'],
      added: [],
      note: null,
      verdict_changes: [],
    });
    expect(results.gate.gate_on).toBe('new');
    expect(results.gate.passed).toBe(true);
    expect(results.gate.checks.find((c) => c.name === 'max-contradicted')).toMatchObject({
      value: 0,
      all_value: 1,
      counted: 'new',
      passed: true,
    });
  });

  it('counts every problem with gate-on all, and still records the statuses', async () => {
    const body = envelope([contradicted], [contradicts]);
    const results = await check({ 'r.report.json': body }, { 'r.report.json': body }, { 'max-contradicted': 0 }, 'all');
    expect(results.gate).toMatchObject({ passed: false, gate_on: 'all' });
    expect(statuses(results)).toContain('unchanged contradicted c-sectors');
  });

  it('keeps a claim whose text changed the same claim, and records its verdict change', async () => {
    const edited = { ...supported, statement: 'Employment rose by 15 percent.' };
    const results = await check(
      { 'r.report.json': envelope([edited], [supports]) },
      { 'r.report.json': envelope([supported], [supports]) },
      { 'max-ungrounded-numbers': 0 },
    );
    expect(statuses(results)).toEqual([
      'new unverifiable c-rose',
      'new rejected_result c-rose→e1',
      'new ungrounded_number c-rose 15 percent',
    ]);
    expect(results.base?.verdict_changes).toEqual([
      expect.objectContaining({
        claim_id: 'c-rose',
        from: 'supports',
        to: 'unverifiable',
        statement: 'Employment rose by 15 percent.',
      }),
    ]);
    expect(results.gate.passed).toBe(false);
  });

  it('matches the same problem twice over one to one: a second duplicate is new', async () => {
    const head = envelope([supported], [supports, supports, supports]);
    const base = envelope([supported], [supports, supports]);
    const results = await check({ 'r.report.json': head }, { 'r.report.json': base });
    expect(statuses(results)).toEqual(['unchanged rejected_result c-rose→e1', 'new rejected_result c-rose→e1']);
    expect(results.gate.checks[0]).toMatchObject({ name: 'max-binding-errors', value: 1, all_value: 2, passed: false });
  });

  it('tells an added report (all its problems new) from one in both', async () => {
    const body = envelope([contradicted], [contradicts]);
    const results = await check(
      { 'old.report.json': body, 'new.report.json': body },
      { 'old.report.json': body },
      { 'max-contradicted': 0 },
    );
    expect(results.base).toMatchObject({ compared: ['old.report.json'], added: ['new.report.json'] });
    expect(results.gate.checks.find((c) => c.name === 'max-contradicted')).toMatchObject({
      value: 1,
      all_value: 2,
      passed: false,
    });
  });

  it('counts an invalid base file as its binding error, fixed when the head is valid', async () => {
    const results = await check(
      { 'r.report.json': envelope([supported], [supports]) },
      { 'r.report.json': '{ broken' },
    );
    expect(statuses(results)).toEqual(['fixed invalid_file ']);
  });

  it('fails a ratio under gate-on new only when the pull request lowers it below the limit', async () => {
    const quoted = envelope([supported], [supports]);
    const unquoted = envelope([supported], [verification(supported, evidence, 'supports', null)]);
    const same = await check(
      { 'r.report.json': unquoted },
      { 'r.report.json': unquoted },
      { 'min-exact-quote-ratio': 1 },
    );
    expect(same.gate.checks.find((c) => c.name === 'min-exact-quote-ratio')).toMatchObject({
      value: 0,
      base_value: 0,
      passed: true,
    });
    const lowered = await check(
      { 'r.report.json': unquoted },
      { 'r.report.json': quoted },
      { 'min-exact-quote-ratio': 1 },
    );
    expect(lowered.gate.checks.find((c) => c.name === 'min-exact-quote-ratio')).toMatchObject({
      value: 0,
      base_value: 1,
      passed: false,
    });
  });

  it('without a pull request, gate-on new counts every problem and says so', async () => {
    const results = await check({ 'r.report.json': envelope([contradicted], [contradicts]) }, null, {
      'max-contradicted': 0,
    });
    expect(results.base).toBeUndefined();
    expect(results.gate).toMatchObject({
      passed: false,
      gate_on: 'all',
      gate_on_note: expect.stringContaining('no pull request'),
    });
  });

  it('when a base version cannot be read, gives one note and counts as without a base', async () => {
    const cwd = tempFolder({ 'r.report.json': envelope([contradicted], [contradicts]) });
    const options: BaseOptions = {
      cwd,
      thresholds: { ...DEFAULT_THRESHOLDS, 'max-contradicted': 0 },
      mode: 'auto',
      verifier: { missing: 'missing_api_key' },
      gateOn: 'new',
    };
    const head = await runCheck({ ...options, patterns: ['**/*.report.json'] });
    const failing: BaseReader = {
      sha: SHA,
      source: 'api',
      readFile: () => Promise.reject(new Error('HTTP 403: the workflow needs the permission contents: read')),
    };
    const results = await compareWithBase(head, { reader: failing }, options);
    expect(results.base).toMatchObject({
      sha: SHA,
      compared: [],
      problems: [],
      note: expect.stringContaining('contents: read'),
    });
    expect(results.gate).toMatchObject({
      passed: false,
      gate_on: 'all',
      gate_on_note: expect.stringContaining('could not be read'),
    });
    const unavailable = await compareWithBase(
      head,
      { unavailable: 'the base commit is not in the checkout', sha: SHA },
      options,
    );
    expect(unavailable.base?.note).toBe('No base comparison: the base commit is not in the checkout.');
  });

  it("reads the base versions a few at a time, not one after another, and keeps the head's order", async () => {
    const files = Object.fromEntries(
      Array.from({ length: 20 }, (_, index) => [
        `r${String(index).padStart(2, '0')}.report.json`,
        envelope([contradicted], [contradicts]),
      ]),
    );
    const cwd = tempFolder(files);
    const options: BaseOptions = {
      cwd,
      thresholds: DEFAULT_THRESHOLDS,
      mode: 'auto',
      verifier: { missing: 'missing_api_key' },
      gateOn: 'all',
    };
    const head = await runCheck({ ...options, patterns: [] });
    const plain = reader(files);
    let inFlight = 0;
    let most = 0;
    const slow: BaseReader = {
      ...plain,
      async readFile(file) {
        most = Math.max(most, ++inFlight);
        try {
          await new Promise((resolve) => setTimeout(resolve, 10));
          return await plain.readFile(file);
        } finally {
          inFlight--;
        }
      },
    };
    const results = await compareWithBase(head, { reader: slow }, options);
    expect(most).toBe(BASE_READS_IN_FLIGHT);
    expect(results.base?.compared).toEqual(Object.keys(files));
    expect(
      results.base?.problems.filter((row) => row.kind === 'contradicted').map((row) => `${row.status} ${row.file}`),
    ).toEqual(Object.keys(files).map((file) => `unchanged ${file}`));
  });

  it("names the first report in the head's order whose base version could not be read, and reads no more once one fails", async () => {
    const files = Object.fromEntries(
      Array.from({ length: 20 }, (_, index) => [
        `r${String(index).padStart(2, '0')}.report.json`,
        envelope([contradicted], [contradicts]),
      ]),
    );
    const cwd = tempFolder(files);
    const options: BaseOptions = {
      cwd,
      thresholds: DEFAULT_THRESHOLDS,
      mode: 'auto',
      verifier: { missing: 'missing_api_key' },
      gateOn: 'all',
    };
    const head = await runCheck({ ...options, patterns: [] });
    const asked: string[] = [];
    const failing: BaseReader = {
      ...reader(files),
      async readFile(file) {
        asked.push(file);
        // r03 fails at once, r02 a little later: r02 is still the one named.
        await new Promise((resolve) => setTimeout(resolve, file.startsWith('r02') ? 20 : 1));
        if (file.startsWith('r02') || file.startsWith('r03')) throw new Error(`HTTP 502 for ${file}`);
        return reader(files).readFile(file);
      },
    };
    const results = await compareWithBase(head, { reader: failing }, options);
    expect(results.base?.note).toBe(
      'No base comparison: the base version of r02.report.json could not be read (HTTP 502 for r02.report.json).',
    );
    expect(asked.length).toBeLessThanOrEqual(2 * BASE_READS_IN_FLIGHT); // the reports begun before it failed, each with its verdict file
  });

  it('takes a STORM or Co-STORM folder the pull request adds as added: all its problems new, none fixed', async () => {
    const head = {
      ...folderFiles('storm/t', STORM_SAMPLE, STORM_FILES),
      ...folderFiles('costorm/t', COSTORM_FIXTURE, COSTORM_FILES),
      'r.report.json': envelope([supported], [supports]),
    };
    const results = await check(
      head,
      { 'r.report.json': envelope([supported], [supports]) },
      { 'max-binding-errors': 0 },
    );
    expect(results.base).toMatchObject({
      compared: ['r.report.json'],
      added: ['costorm/t', 'storm/t'],
      not_compared: [],
    });
    expect(results.base?.problems.filter((row) => row.status !== 'new')).toEqual([]);
    const bindingErrors = results.gate.checks.find((c) => c.name === 'max-binding-errors');
    expect(bindingErrors).toMatchObject({ counted: 'new', value: bindingErrors?.all_value });
  });

  it('takes a folder whose marker file the base lacks as added, even with its article or report.md there: its binding error is new', async () => {
    const head: Record<string, string> = {
      ...folderFiles('storm/t', STORM_SAMPLE, STORM_FILES),
      ...folderFiles('costorm/t', COSTORM_FIXTURE, COSTORM_FILES),
      'storm/t/url_to_info.json': '{ broken',
      'costorm/t/instance_dump.json': '{ broken',
    };
    // A folder of notes with a report.md, and an article, before the pull request made them reports.
    const base = {
      'storm/t/storm_gen_article.txt': head['storm/t/storm_gen_article.txt'],
      'costorm/t/report.md': head['costorm/t/report.md'],
    };
    const results = await check(head, base, { 'max-binding-errors': 0 });
    expect(results.base).toMatchObject({ compared: [], added: ['costorm/t', 'storm/t'], not_compared: [] });
    expect(statuses(results)).toEqual(['new invalid_file ', 'new invalid_file ']);
    expect(results.gate.checks[0]).toMatchObject({ name: 'max-binding-errors', value: 2, passed: false });
  });

  it('takes a STORM folder the base has, but broken (no article), as compared: its binding error is fixed', async () => {
    const head = folderFiles('storm/t', STORM_SAMPLE, STORM_FILES);
    const results = await check(head, { 'storm/t/url_to_info.json': head['storm/t/url_to_info.json'] });
    expect(results.base).toMatchObject({ compared: ['storm/t'], added: [] });
    expect(
      results.base?.problems
        .filter((row) => row.status !== 'new')
        .map((row) => `${row.status} ${row.kind} ${row.file}`),
    ).toEqual(['fixed invalid_file storm/t']);
  });

  it('reads the base version of a match the head refused: a link the pull request adds is added, its binding error new', async () => {
    const body = envelope([supported], [supports]);
    const cwd = tempFolder({ 'r.report.json': body });
    symlinkSync('missing.report.json', path.join(cwd, 'dangling.report.json'));
    const options: BaseOptions = {
      cwd,
      thresholds: DEFAULT_THRESHOLDS,
      mode: 'auto',
      verifier: { missing: 'missing_api_key' },
      gateOn: 'new',
    };
    const head = await runCheck({ ...options, patterns: [] });
    expect(head.reports.find((r) => r.file === 'dangling.report.json')?.error?.message).toMatch(
      /^symbolic link leads nowhere/,
    );
    const results = await compareWithBase(head, { reader: reader({ 'r.report.json': body }) }, options);
    expect(results.base).toMatchObject({ compared: ['r.report.json'], added: ['dangling.report.json'] });
    expect(statuses(results)).toEqual(['new invalid_file ']);
    expect(results.gate.checks[0]).toMatchObject({ name: 'max-binding-errors', value: 1, passed: false });
  });

  it('reads the base version of a match the head refused: a valid report replaced by a link leading outside gets a new binding error', async () => {
    const body = envelope([supported], [supports]);
    const outside = mkdtempSync(path.join(tmpdir(), 'citegate-outside-'));
    writeFileSync(path.join(outside, 'secret.txt'), 'TOKEN=1');
    const cwd = tempFolder({});
    symlinkSync(path.join(outside, 'secret.txt'), path.join(cwd, 'r.report.json'));
    const options: BaseOptions = {
      cwd,
      thresholds: DEFAULT_THRESHOLDS,
      mode: 'auto',
      verifier: { missing: 'missing_api_key' },
      gateOn: 'new',
    };
    const head = await runCheck({ ...options, patterns: [] });
    const results = await compareWithBase(head, { reader: reader({ 'r.report.json': body }) }, options);
    expect(results.base).toMatchObject({ compared: ['r.report.json'], added: [], not_compared: [] });
    expect(statuses(results)).toEqual(['new invalid_file ']);
    expect(results.gate.checks[0]).toMatchObject({ name: 'max-binding-errors', value: 1, passed: false });
  });

  it('reads at the base exactly the reports the head checked, by name: glob characters in a path outside the working directory, a folder with reports below it', async () => {
    const body = envelope([supported], [supports]);
    const outside = path.join(mkdtempSync(path.join(tmpdir(), 'citegate-outside-')), '[draft]');
    mkdirSync(outside);
    writeFileSync(path.join(outside, 'o.report.json'), JSON.stringify(body));
    const cwd = tempFolder({ ...folderFiles('storm/t', STORM_SAMPLE, STORM_FILES), 'storm/t/sub/x.report.json': body });
    const options: BaseOptions = {
      cwd,
      thresholds: DEFAULT_THRESHOLDS,
      mode: 'auto',
      verifier: { missing: 'missing_api_key' },
      gateOn: 'new',
    };
    // As only-changed selects them: the STORM folder by its marker file, not the report below it.
    const head = await runCheck({
      ...options,
      patterns: [path.join(outside, 'o.report.json').replace(/[[\]]/g, '\\$&'), 'storm/t/url_to_info.json'],
      patternScope: 'anywhere',
    });
    expect(head.reports.map((r) => [r.file, r.error?.message])).toEqual([
      [path.join(outside, 'o.report.json'), undefined],
      ['storm/t', undefined],
    ]);
    const seen: string[] = [];
    const base = reader(folderFiles('storm/t', STORM_SAMPLE, STORM_FILES));
    const results = await compareWithBase(
      head,
      { reader: { ...base, readFile: (file) => (seen.push(file), base.readFile(file)) } },
      options,
    );
    // The outside report has no base version (the fake reader has none): added, with no binding error fixed.
    expect(results.base).toMatchObject({
      compared: ['storm/t'],
      added: [path.join(outside, 'o.report.json')],
      not_compared: [],
    });
    expect(results.base?.problems.filter((row) => row.status === 'fixed')).toEqual([]);
    expect(seen.filter((file) => file.includes('sub/'))).toEqual([]);
  });

  it('lists a report that was a folder at the base as not compared, with the reason, and still compares the others', async () => {
    const body = envelope([contradicted], [contradicts]);
    const results = await check(
      { 'a.report.json': body, 'b.report.json': body },
      { 'a.report.json': body },
      { 'max-contradicted': 0 },
      'new',
      ['b.report.json'],
    );
    expect(results.base).toMatchObject({
      note: null,
      compared: ['a.report.json'],
      added: [],
      not_compared: [{ file: 'b.report.json', reason: `b.report.json was a folder at ${SHA.slice(0, 12)}` }],
    });
    // Its problems count as without a base: new.
    expect(statuses(results)).toEqual([
      'unchanged contradicted c-sectors',
      'unchanged high_confidence_unsupported c-sectors',
      'new contradicted c-sectors',
      'new high_confidence_unsupported c-sectors',
    ]);
    expect(results.gate.checks.find((c) => c.name === 'max-contradicted')).toMatchObject({
      value: 1,
      all_value: 2,
      passed: false,
    });
  });
});

describe('a rejected verdict of a sentence that is gone', () => {
  it('is a problem at its line in the verdict file, so the comment links to it there', () => {
    const written_in = { file: 'storm/a/citegate.verdicts.json', line: 14 };
    const report = reportResult('storm/a', [], [], {
      rejected: [
        {
          claim_id: 's-0123456789',
          evidence_id: '2',
          reason: 'unknown_pair',
          detail: 'the sentence changed',
          line: null,
          written_in,
        },
      ],
    });
    expect(reportProblems(report)).toEqual([
      expect.objectContaining({ kind: 'rejected_result', at: 'storm/a/citegate.verdicts.json', line: 14 }),
    ]);
  });
});
