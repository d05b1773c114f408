// Every finding is a problem, over the core: a Markdown report's notices and the pairs without
// source text keep their identity across an unrelated edit (never the line, never the message),
// a new one is new, SARIF lists them with a fingerprint that stays, and the keys of the older
// kinds are byte for byte what they were.
import type { Log, Result } from 'sarif';
import { describe, expect, it } from 'vitest';
import { compareWithBase, missingAtBase, type BaseOptions } from '../../src/base/against-base.js';
import { findingKey, listProblems, problemKey } from '../../src/results/problems.js';
import { runCheck } from '../../src/check/run.js';
import { DEFAULT_THRESHOLDS, type Thresholds } from '../../src/gate/thresholds.js';
import { FINGERPRINT, renderSarif } from '../../src/render/sarif.js';
import type { ProblemRow, ResultsFile } from '../../src/results/types.js';
import { annotationsFor } from '../../src/render/annotations.js';
import { applyWaivers } from '../../src/waivers/apply.js';
import { parseWaivers } from '../../src/waivers/parse.js';
import { tempFolder } from '../helpers/reports.js';

const FILE = 'docs/tram.md';

const BASE = `# Northport tram

The Northport tramway runs on standard gauge.[1] The first line opened in 1902.[2]

[1]: https://rail.example/gauge
[2]: https://city.example/history
[3]: https://rail.example/gauge
`;

// An unrelated paragraph above: every line below it moves.
const EDITED = BASE.replace(
  '# Northport tram\n',
  '# Northport tram\n\nA paragraph the pull request adds,\nover two lines.\n',
);

async function check(head: string, thresholds: Partial<Thresholds> = {}, base?: string): Promise<ResultsFile> {
  const cwd = tempFolder({ [FILE]: head });
  const options: BaseOptions = {
    cwd,
    thresholds: { ...DEFAULT_THRESHOLDS, ...thresholds },
    mode: 'auto',
    verifier: { missing: 'missing_api_key' },
    gateOn: base === undefined ? 'all' : 'new',
  };
  const results = await runCheck({ ...options, patterns: [FILE] });
  if (base === undefined) return results;
  const sha = 'b'.repeat(40);
  const reader = {
    sha,
    source: 'git' as const,
    readFile: async (file: string) => {
      if (file !== FILE) throw missingAtBase(file, sha);
      return new TextEncoder().encode(base);
    },
  };
  return compareWithBase(results, { reader }, options);
}

const rows = (results: ResultsFile, kind: ProblemRow['kind']) =>
  (results.base?.problems ?? [])
    .filter((row) => row.kind === kind)
    .map((row) => `${row.status} ${row.evidence_id ?? row.subject ?? ''}`);
const sarifResults = (results: ResultsFile): Result[] =>
  (renderSarif(results, { version: '1' }) as Log).runs[0]?.results ?? [];

describe('problem identity', () => {
  it('keeps the keys of the older kinds byte for byte, and their SARIF fingerprints', () => {
    const report = { file: 'docs/a b.report.json' };
    expect(problemKey(report, 'contradicted', 'c-1')).toBe('["docs/a b.report.json","contradicted","c-1",null,null]');
    expect(problemKey({ ...report, name: 'q7' }, 'dangling_citation', 'c-1', 'e-9')).toBe(
      '["docs/a b.report.json#q7","dangling_citation","c-1","e-9",null]',
    );
    expect(problemKey(report, 'ungrounded_number', 'c-1', undefined, '15 percent')).toBe(
      '["docs/a b.report.json","ungrounded_number","c-1",null,"15 percent"]',
    );
    // SARIF's fingerprint is the key hashed with its occurrence: the same key, the same fingerprint.
    expect(problemKey(report, 'contradicted', 'c-1', undefined, undefined, undefined)).toBe(
      '["docs/a b.report.json","contradicted","c-1",null,null]',
    );
  });

  it('identifies a notice by its code and evidence or subject, a quotation by its words: never by the line or the message', () => {
    const report = { file: FILE };
    const duplicate = {
      code: 'duplicate_source',
      level: 'warning',
      message: '[1], [3] list the same source',
      line: 7,
      column: 1,
      evidence_id: 'https://rail.example/gauge',
    } as const;
    expect(findingKey(report, duplicate)).toBe(
      findingKey(report, { ...duplicate, line: 70, column: 3, message: '[2], [9] list the same source' }),
    );
    expect(findingKey(report, duplicate)).toBe(
      '["docs/tram.md","duplicate_source",null,"https://rail.example/gauge",null]',
    );
    const mismatch = {
      code: 'marker_syntax_mismatch',
      level: 'warning',
      message: '2 markers are written …',
      line: 3,
      column: 40,
      subject: '[n] markers, [^n]: footnotes',
    } as const;
    expect(findingKey(report, mismatch)).toBe(
      findingKey(report, { ...mismatch, message: '5 markers are written …', line: 9 }),
    );
    expect(findingKey(report, mismatch)).toBe(
      '["docs/tram.md","marker_syntax_mismatch",null,null,null,"[n] markers, [^n]: footnotes"]',
    );
    const quote = {
      code: 'quote_not_in_source',
      claim_id: 's-1',
      evidence_id: 'e-1',
      line: 3,
      text: 'a triumph of planning',
      url: 'https://x.example/',
      message: '…',
    } as const;
    expect(findingKey(report, quote)).not.toBe(findingKey(report, { ...quote, text: 'another quotation' }));
    expect(findingKey(report, quote)).toBe(findingKey(report, { ...quote, line: 30, message: 'other words' }));
  });
});

describe('notices and pairs without source text against the base', () => {
  it('a notice and the pairs without source text are unchanged after an unrelated edit above them', async () => {
    const results = await check(EDITED, { 'max-warnings': 0 }, BASE);
    expect(rows(results, 'duplicate_source')).toEqual(['unchanged https://rail.example/gauge']);
    expect(rows(results, 'no_source_text')).toEqual([
      'unchanged https://rail.example/gauge',
      'unchanged https://city.example/history',
    ]);
    // Under gate-on: new, what the base had does not count.
    expect(results.gate.checks.find((entry) => entry.name === 'max-warnings')).toMatchObject({
      value: 0,
      all_value: 1,
      counted: 'new',
      passed: true,
    });
    expect(results.gate.passed).toBe(true);
  });

  it('a notice the pull request adds is new, and fails max-warnings: 0 under gate-on: new', async () => {
    const head = `${EDITED}[4]: https://city.example/history\n`;
    const results = await check(head, { 'max-warnings': 0 }, BASE);
    expect(rows(results, 'duplicate_source')).toEqual([
      'unchanged https://rail.example/gauge',
      'new https://city.example/history',
    ]);
    expect(results.gate.checks.find((entry) => entry.name === 'max-warnings')).toMatchObject({
      value: 1,
      all_value: 2,
      passed: false,
    });
  });

  it('a new pair without source text is new, and only it counts toward max-no-source-text under gate-on: new', async () => {
    const head = EDITED.replace('opened in 1902.[2]', 'opened in 1902.[2] It was extended in 1911.[3]');
    const results = await check(head, { 'max-no-source-text': 0 }, BASE);
    expect(rows(results, 'no_source_text').filter((row) => row.startsWith('new'))).toHaveLength(1);
    expect(results.gate.checks.find((entry) => entry.name === 'max-no-source-text')).toMatchObject({
      value: 1,
      all_value: 3,
      passed: false,
    });
  });
});

describe('SARIF', () => {
  it('lists a notice at its own line and column and a pair without source text at its claim, with fingerprints that survive an edit above them', async () => {
    const before = sarifResults(await check(BASE));
    const after = sarifResults(await check(EDITED));
    const notice = (list: Result[]) => list.find((result) => result.ruleId === 'duplicate_source');
    expect(notice(before)).toMatchObject({
      level: 'warning',
      properties: { kind: 'duplicate_source', evidence_id: 'https://rail.example/gauge' },
    });
    expect(notice(before)?.locations?.[0]?.physicalLocation?.region).toEqual({ startLine: 5, startColumn: 1 });
    expect(notice(after)?.locations?.[0]?.physicalLocation?.region).toEqual({ startLine: 8, startColumn: 1 });
    expect(notice(after)?.partialFingerprints?.[FINGERPRINT]).toBe(notice(before)?.partialFingerprints?.[FINGERPRINT]);
    const missing = (list: Result[]) => list.filter((result) => result.ruleId === 'no_source_text');
    expect(missing(before).map((result) => result.properties?.evidence_id)).toEqual([
      'https://rail.example/gauge',
      'https://city.example/history',
    ]);
    expect(missing(after).map((result) => result.partialFingerprints?.[FINGERPRINT])).toEqual(
      missing(before).map((result) => result.partialFingerprints?.[FINGERPRINT]),
    );
    expect(missing(after)[0]?.locations?.[0]?.physicalLocation?.region?.startLine).toBe(6);
    // Notes too: an unused source is a note, as its rule says.
    const unused = sarifResults(await check(`${BASE}[4]: https://unused.example/\n`)).find(
      (result) => result.ruleId === 'unused_source',
    );
    expect(unused?.level).toBe('note');
  });

  it('lists every problem the run has: notices and snapshot findings are among them', async () => {
    const results = await check(BASE);
    expect(
      listProblems(results)
        .map((problem) => problem.kind)
        .sort(),
    ).toEqual([
      'duplicate_source',
      'no_source_text',
      'no_source_text',
      'unavailable_report',
      'unverifiable',
      'unverifiable',
    ]);
  });
});

describe('annotations', () => {
  it('annotates a notice and a pair without source text, and neither once a waiver accepts it', async () => {
    const results = await check(BASE, { 'max-warnings': 0 });
    const titles = (from: ResultsFile) =>
      annotationsFor(from).map((annotation) => `${annotation.level} ${annotation.title} ${annotation.startLine}`);
    expect(titles(results)).toEqual(
      expect.arrayContaining(['warning Source listed twice 5', 'warning No source text 3']),
    );
    const missing = results.reports[0]!.findings.find((finding) => finding.code === 'no_source_text') as {
      claim_id: string;
      evidence_id: string;
    };
    const waivers = parseWaivers(
      `waivers:\n  - report: ${FILE}\n    kind: duplicate_source\n    evidence: https://rail.example/gauge\n    reason: On purpose.\n  - report: ${FILE}\n    kind: no_source_text\n    claim: ${missing.claim_id}\n    evidence: ${missing.evidence_id}\n    reason: Behind a login.\n`,
    );
    expect(waivers.errors).toEqual([]);
    const waived = applyWaivers(results, { file: '.citegate/waivers.yml', head: waivers, today: '2026-12-01' });
    expect(waived.gate.passed).toBe(true);
    expect(titles(waived).filter((title) => title.includes('Source listed twice'))).toEqual([]);
    expect(titles(waived).filter((title) => title.includes('No source text'))).toHaveLength(1);
  });
});
