// Provenance problems against the base: the base is never fetched, so a record's problem is
// decided by the record itself (new when the pull request added it or changed its URL or
// excerpt, unchanged when the base has the same record), never fixed.
import { describe, expect, it } from 'vitest';
import { compareWithBase, missingAtBase, type BaseOptions, type BaseReader } from '../../src/base/against-base.js';
import { baseSection, compareReports } from '../../src/base/compare.js';
import { listProblems, problemKey } from '../../src/results/problems.js';
import { runCheck } from '../../src/check/run.js';
import { computeTotals } from '../../src/check/totals.js';
import { decide } from '../../src/gate/decide.js';
import { DEFAULT_THRESHOLDS, type Thresholds } from '../../src/gate/thresholds.js';
import { changeSentence, countsTable } from '../../src/render/change.js';
import { decision } from '../../src/render/markdown-blocks.js';
import { renderComment } from '../../src/render/comment.js';
import { checkSections, PROVENANCE_BASE_NOTE } from '../../src/render/sections.js';
import {
  RESULTS_VERSION,
  type EvidenceRow,
  type ProvenanceRow,
  type ProvenanceStatus,
  type ReportResult,
  type ResultsFile,
} from '../../src/results/types.js';
import { evidenceFingerprint } from '../../src/text/fingerprint.js';
import { report, tempFolder } from '../helpers/reports.js';
import { reportResult } from '../render/fixtures.js';

const FILE = 'docs/city.report.json';
const fp = (text: string) => evidenceFingerprint(text);

function row(status: ProvenanceStatus): ProvenanceRow {
  const read = status === 'not_found' || status === 'partly_found' || status === 'found';
  return {
    status,
    folding: status === 'found' ? 'exact' : null,
    share: read ? (status === 'found' ? 1 : status === 'partly_found' ? 0.5 : 0) : null,
    parts_found: status === 'found' ? 1 : 0,
    parts_total: 1,
    found_in: status === 'found' ? 'main' : null,
    http_status: status === 'gone' ? 404 : status === 'blocked' ? 403 : status === 'unreachable' ? null : 200,
    final_url: null,
    content_type: null,
    fetched_at: null,
    cache: null,
    truncated: false,
    text_sha256: null,
    detail: `the record is ${status}`,
    closest:
      status === 'not_found' ? { part: 'fell by 12 percent', passage: 'fell by 9 percent', overlap: 0.75 } : null,
  };
}

/** A head record, checked at its source. */
const checked = (
  id: string,
  status: ProvenanceStatus,
  url = `https://example.org/${id}`,
  excerpt = `excerpt of ${id}`,
  line = 40,
): EvidenceRow => ({
  id,
  title: `Source ${id}`,
  url,
  line,
  excerpt_sha256: fp(excerpt),
  provenance: row(status),
});
/** A base record: never fetched, so no provenance row; its fingerprint from the base's check. */
const atBase = (id: string, url = `https://example.org/${id}`, excerpt = `excerpt of ${id}`): EvidenceRow => ({
  id,
  title: `Source ${id}`,
  url,
  excerpt_sha256: fp(excerpt),
});

function resultsOf(reports: ReportResult[], thresholds: Partial<Thresholds> = {}): ResultsFile {
  const totals = computeTotals(reports, true);
  return { version: RESULTS_VERSION, reports, totals, gate: decide(totals, { ...DEFAULT_THRESHOLDS, ...thresholds }) };
}

const statuses = (rows: { status: string; kind: string; evidence_id?: string }[]) =>
  rows.map((r) => `${r.status} ${r.kind} ${r.evidence_id}`);

describe('provenance problems', () => {
  it('are the records the two provenance checks count, identified by report, kind and evidence ID', () => {
    const head = reportResult(
      FILE,
      [],
      [
        checked('e-ok', 'found'),
        checked('e-missing', 'not_found'),
        checked('e-gone', 'gone'),
        checked('e-part', 'partly_found'),
        checked('e-403', 'blocked'),
        checked('e-dns', 'unreachable'),
        checked('e-img', 'unsupported'),
      ],
    );
    const problems = listProblems(resultsOf([head]));
    expect(problems.map((p) => `${p.kind} ${p.evidence_id} ${p.line}`)).toEqual([
      'provenance_not_found e-missing 40',
      'provenance_not_found e-gone 40',
      'provenance_unreachable e-403 40',
      'provenance_unreachable e-dns 40',
    ]);
    expect(problems[0]?.key).toBe(problemKey({ file: FILE }, 'provenance_not_found', null, 'e-missing'));
    expect(problems[0]).toMatchObject({ claim_id: null, text: 'the record is not_found' });
  });

  it('are unchanged when the base has the same record, new when the pull request added it or changed its URL or excerpt', () => {
    const head = reportResult(
      FILE,
      [],
      [
        checked('e-same', 'not_found'),
        checked('e-same-gone', 'gone'),
        checked('e-same-403', 'blocked'),
        checked('e-moved', 'not_found', 'https://example.org/elsewhere'),
        checked('e-edited', 'not_found', undefined, 'an excerpt the pull request rewrote'),
        checked('e-added', 'not_found'),
        checked('e-added-dns', 'unreachable'),
      ],
    );
    const base = reportResult(
      FILE,
      [],
      [
        atBase('e-same'),
        atBase('e-same-gone'),
        atBase('e-same-403'),
        atBase('e-moved'),
        atBase('e-edited'),
        atBase('e-removed'),
      ],
    );
    const comparison = compareReports([head], [base]);
    expect(statuses(comparison.problems)).toEqual([
      'unchanged provenance_not_found e-same',
      'unchanged provenance_not_found e-same-gone',
      'new provenance_not_found e-moved',
      'new provenance_not_found e-edited',
      'new provenance_not_found e-added',
      'unchanged provenance_unreachable e-same-403',
      'new provenance_unreachable e-added-dns',
    ]);
    expect(comparison.newCounts).toMatchObject({ 'max-provenance-not-found': 3, 'max-provenance-unreachable': 1 });
  });

  it('are never fixed, even were the base to carry provenance rows', () => {
    const head = reportResult(FILE, [], [checked('e-ok', 'found')]);
    const base = reportResult(FILE, [], [checked('e-ok', 'not_found'), checked('e-dropped', 'gone')]);
    expect(compareReports([head], [base]).problems).toEqual([]);
  });

  it('are all new in a report the pull request added', () => {
    const head = reportResult(FILE, [], [checked('e-same', 'not_found')]);
    expect(statuses(compareReports([head], []).problems)).toEqual(['new provenance_not_found e-same']);
  });

  it('take a base record’s excerpt fingerprint from a citing pair when the record has none, and count an unknown one as changed', () => {
    const head = reportResult(
      FILE,
      [],
      [checked('e-cited', 'not_found', undefined, 'cited excerpt'), checked('e-uncited', 'not_found')],
    );
    const base = reportResult(
      FILE,
      [],
      [
        { id: 'e-cited', title: 'Source', url: 'https://example.org/e-cited' },
        { id: 'e-uncited', title: 'Source', url: 'https://example.org/e-uncited' },
      ],
    );
    base.pairs = [
      {
        claim_id: 'c1',
        evidence_id: 'e-cited',
        claim_sha256: 'a'.repeat(64),
        evidence_sha256: fp('cited excerpt'),
        verdict: null,
        quote: null,
        source: null,
      },
    ];
    expect(statuses(compareReports([head], [base]).problems)).toEqual([
      'unchanged provenance_not_found e-cited',
      'new provenance_not_found e-uncited',
    ]);
  });

  it('count only the new ones under gate-on new: an unchanged record passes max-provenance-not-found 0, an added one fails it', () => {
    const thresholds = { ...DEFAULT_THRESHOLDS, 'max-provenance-not-found': 0 };
    const base = reportResult(FILE, [], [atBase('e-same')]);
    const unchanged = reportResult(FILE, [], [checked('e-same', 'not_found')]);
    const kept = compareReports([unchanged], [base]);
    const passing = decide(computeTotals([unchanged], true), thresholds, {
      counts: kept.newCounts,
      baseTotals: computeTotals([base]),
    });
    expect(passing.checks.find((check) => check.name === 'max-provenance-not-found')).toEqual({
      name: 'max-provenance-not-found',
      limit: 0,
      value: 0,
      passed: true,
      counted: 'new',
      all_value: 1,
    });

    const added = reportResult(FILE, [], [checked('e-same', 'not_found'), checked('e-new', 'gone')]);
    const grown = compareReports([added], [base]);
    const failing = decide(computeTotals([added], true), thresholds, {
      counts: grown.newCounts,
      baseTotals: computeTotals([base]),
    });
    expect(failing.checks.find((check) => check.name === 'max-provenance-not-found')).toEqual({
      name: 'max-provenance-not-found',
      limit: 0,
      value: 1,
      passed: false,
      counted: 'new',
      all_value: 2,
    });
  });
});

describe('provenance problems in the reviewer’s view', () => {
  it('are named when the run passes without a limit on them', () => {
    const passing = resultsOf([
      reportResult(
        FILE,
        [],
        [checked('e-missing', 'not_found'), checked('e-gone', 'gone'), checked('e-part', 'partly_found')],
      ),
    ]);
    expect(decision(passing.gate, passing.totals)).toBe(
      '✅ citegate passed — 2 excerpts not found at their sources (no limit set on max-provenance-not-found)',
    );
  });

  function compared(): ResultsFile {
    const head = reportResult(
      FILE,
      [],
      [
        checked('e-same', 'not_found', undefined, undefined, 30),
        checked('e-new', 'not_found', undefined, undefined, 50),
        checked('e-403', 'blocked'),
      ],
    );
    const base = reportResult(FILE, [], [atBase('e-same'), atBase('e-403')]);
    const results = resultsOf([head], { 'max-provenance-not-found': 0 });
    const comparison = compareReports([head], [base]);
    const gate = decide(
      results.totals,
      { ...DEFAULT_THRESHOLDS, 'max-provenance-not-found': 0 },
      { counts: comparison.newCounts, baseTotals: computeTotals([base]) },
    );
    return { ...results, gate, base: baseSection('b'.repeat(40), 'api', results, [base], comparison) };
  }

  it('lead the comment’s sentence and show no fixed count in the table', () => {
    const results = compared();
    expect(changeSentence(results)).toBe(
      'This pull request adds 1 excerpt not found at its source and changes no verdict.',
    );
    expect(countsTable(results)).toContain('| Excerpts not found at their sources | 1 | 1 | — |');
    // Sources that could not be checked are counted in the table only when their limit is set.
    expect(countsTable(results)).not.toContain('Sources that could not be checked');
  });

  it('are listed in their check’s section, new first, with the closest passage and what new and unchanged mean', () => {
    const results = compared();
    const sections = checkSections(results, { links: null, detail: 'comment' });
    const notFound = sections.find((section) => section.check === 'max-provenance-not-found');
    expect(notFound?.heading).toBe(
      '❌ Evidence not found at its source: 1 new, 1 unchanged (max-provenance-not-found: limit ≤ 0 on new ones)',
    );
    const items = notFound?.items.map((item) => item.markdown()) ?? [];
    expect(items[0]).toMatch(
      /^- \*\*new\*\* \*\*docs\/city\.report\.json&#58;50\*\* evidence e-new, \[Source e-new\]\(https:\/\/example\.org\/e-new\): \*\*not found\*\*: the record is not&#95;found\n {2}- not on the page: “fell by 12 percent”\n {2}- closest passage \(75% of its words\): “fell by 9 percent”\n$/,
    );
    // Under gate-on: new the unchanged record is folded apart: the check does not count it.
    expect(items).toHaveLength(1);
    expect(notFound?.folded?.title).toBe('1 unchanged item: already in the base, not counted (gate-on: new)');
    expect(notFound?.folded?.items[0]?.markdown()).toMatch(
      /^- \*\*docs\/city\.report\.json&#58;30\*\* evidence e-same,/,
    );
    expect(notFound?.note).toBe(PROVENANCE_BASE_NOTE);
    const unreachable = sections.find((section) => section.check === 'max-provenance-unreachable');
    expect(unreachable?.heading).toBe(
      'Sources that could not be checked: 0 new, 1 unchanged (max-provenance-unreachable: no limit set)',
    );

    // Said once, under the first section: not under the unreachable sources as well.
    expect(unreachable?.note).toBeNull();
    const comment = renderComment(results, { key: 'k' });
    expect(comment.match(/evidence e-new,/g)).toHaveLength(1);
    expect(comment.split(PROVENANCE_BASE_NOTE)).toHaveLength(2);
    expect(comment).toContain(
      'Unchanged: the base has the same record (ID, URL and excerpt), so its source changed, not the pull request. The base is never fetched, so none counts as fixed.',
    );
  });
});

describe('the base’s check', () => {
  const envelope = report(
    [{ id: 'c1', statement: 'Traffic fell.', evidence_ids: ['e1'] }],
    [
      { id: 'e1', excerpt: 'Traffic fell by 9 percent.' },
      { id: 'e-uncited', excerpt: 'Nobody cites this.' },
    ],
  );

  it('gives every record its excerpt fingerprint only when asked, leaving the results as they were otherwise', async () => {
    const cwd = tempFolder({ [FILE]: envelope });
    const options = {
      cwd,
      patterns: ['**/*.report.json'],
      thresholds: DEFAULT_THRESHOLDS,
      mode: 'off' as const,
      verifier: { missing: 'semantic_off' as const },
    };
    const plain = await runCheck(options);
    expect(plain.reports[0]?.evidence.map((record) => record.excerpt_sha256)).toEqual([undefined, undefined]);
    const base = await runCheck({ ...options, excerptFingerprints: true });
    expect(base.reports[0]?.evidence.map((record) => record.excerpt_sha256)).toEqual([
      fp('Traffic fell by 9 percent.'),
      fp('Nobody cites this.'),
    ]);
  });

  it('is what compareWithBase reads the base with: an uncited record the pull request did not touch is unchanged', async () => {
    const cwd = tempFolder({ [FILE]: envelope });
    const options: BaseOptions = {
      cwd,
      thresholds: { ...DEFAULT_THRESHOLDS, 'max-provenance-not-found': 0 },
      mode: 'off',
      verifier: { missing: 'semantic_off' },
      gateOn: 'new',
    };
    const head = await runCheck({ ...options, patterns: ['**/*.report.json'] });
    // The head as provenance would leave it: the uncited record's page lost its excerpt.
    const record = head.reports[0]!.evidence[1]!;
    Object.assign(record, { excerpt_sha256: fp('Nobody cites this.'), provenance: row('not_found') });
    head.totals = computeTotals(head.reports, true);
    const reader: BaseReader = {
      sha: 'b'.repeat(40),
      source: 'git',
      async readFile(file) {
        if (file !== FILE) throw missingAtBase(file, 'b'.repeat(40));
        return new TextEncoder().encode(JSON.stringify(envelope, null, 2));
      },
    };
    const results = await compareWithBase(head, { reader }, options);
    expect(statuses(results.base?.problems.filter((problem) => problem.kind.startsWith('provenance')) ?? [])).toEqual([
      'unchanged provenance_not_found e-uncited',
    ]);
    expect(results.gate.checks.find((check) => check.name === 'max-provenance-not-found')).toMatchObject({
      value: 0,
      all_value: 1,
      passed: true,
    });
  });
});
