// The terminal names binding rules as the job summary does: in words, with the code in
// parentheses, and never with hash prefixes (the results file keeps the hashes).
import { describe, expect, it } from 'vitest';
import type { Rejection } from '../../src/binding/bind.js';
import { plainWindow } from '../../src/render/quote-diff.js';
import { decide } from '../../src/gate/decide.js';
import { DEFAULT_THRESHOLDS } from '../../src/gate/thresholds.js';
import { renderSummary } from '../../src/render/summary.js';
import { renderTerminal } from '../../src/render/terminal.js';
import type { BaseSection, ResultsFile } from '../../src/results/types.js';
import { reportResult, results, sampleResults } from './fixtures.js';

const rejected: Rejection[] = [
  {
    claim_id: 'c1',
    evidence_id: 'e1',
    reason: 'stale_claim_hash',
    detail: 'the claim changed after it was verified (claim_sha256 003e887c611a…, now 4a09542e4143…)',
    line: 7,
  },
  {
    claim_id: 'c1',
    evidence_id: 'e1',
    reason: 'stale_evidence_hash',
    detail: 'the excerpt changed after it was verified (evidence_sha256 91b065c05f6a…, now 087757f9cbfd…)',
    line: 7,
  },
  {
    claim_id: 'c1',
    evidence_id: 'e1',
    reason: 'duplicate',
    detail: 'an earlier result was already kept for this pair',
    line: 7,
  },
  {
    claim_id: 'c-gone',
    evidence_id: 'e1',
    reason: 'unknown_pair',
    detail: 'the report has no claim "c-gone"',
    line: null,
  },
  {
    claim_id: 'c1',
    evidence_id: 'e1',
    reason: 'unbound_quote',
    detail: 'the quote occurs only after replacing typographic quotes, dashes and ligatures, at offset 120, "…"',
    line: 7,
    quote: 'a booster at 12 months ("1+1")',
    near_miss: { kind: 'typography', offset: 120, passage: 'a booster at 12 months (“1+1”)' },
  },
];

function terminal(): string {
  const report = reportResult(
    'r.report.json',
    [{ id: 'c1', statement: 'Infants get one booster.', verdict: 'unverifiable', line: 7 }],
    [{ id: 'e1', title: 'Statement', url: 'https://example.org/s' }],
    { rejected },
  );
  return renderTerminal(results([report]));
}

describe('the terminal’s rejected results', () => {
  it('name each rule in words with its code in parentheses', () => {
    const out = terminal();
    expect(out).toContain(
      "  the claim's text changed after it was verified (stale_claim_hash): 1\n    r.report.json:7  c1 → e1\n",
    );
    expect(out).toContain(
      "  the excerpt's text changed after it was verified (stale_evidence_hash): 1\n    r.report.json:7  c1 → e1\n",
    );
    expect(out).toContain(
      '  a second result for a pair that already has one (duplicate): 1\n    r.report.json:7  c1 → e1\n',
    );
    expect(out).toContain(
      '  the result names a claim/evidence pair the report does not have (unknown_pair): 1\n    r.report.json  c-gone → e1  the report has no claim "c-gone"\n',
    );
  });

  it('print no hash prefixes', () => {
    const out = terminal();
    expect(out).not.toMatch(/[0-9a-f]{12}…/);
    expect(out).not.toContain('sha256');
  });

  it('give an unbound quote’s difference in words, then the quote beside the excerpt’s nearest passage', () => {
    expect(terminal()).toContain(
      '  the quote is not word for word in the excerpt (unbound_quote): 1\n' +
        '    r.report.json:7  c1 → e1  straight vs curly quotes\n' +
        '        quote:    "a booster at 12 months (["]1+1")"\n' +
        '        excerpt:  "a booster at 12 months ([“]1+1”)"\n',
    );
  });
});

describe('plainWindow', () => {
  it('brackets the difference, shows spaces it marks, and cuts long text around it', () => {
    expect(plainWindow(Array.from('group  for'), 5, 2)).toBe('group[␣␣]for');
    expect(plainWindow(Array.from('ab'), 2)).toBe('ab[␄]');
    expect(plainWindow(Array.from(' cases'), 0, 0)).toBe(' cases');
    expect(plainWindow(Array.from(`${'x'.repeat(50)}Y${'z'.repeat(70)}`), 50)).toBe(
      `…${'x'.repeat(40)}[Y]${'z'.repeat(60)}…`,
    );
    expect(plainWindow(Array.from('line\nbreak'), 0)).toBe('[l]ine break');
  });
});

describe('the terminal’s base comparison (renderTerminal, pure)', () => {
  const sha = '1a2b3c4d5e6f'.repeat(3) + '7a8b';
  const hostile = 'x\u001b[8mhidden\u202e.report.json';

  it('says what the change did, which reports were added and which were not compared and why, with control characters escaped', () => {
    const sample = sampleResults();
    const base: BaseSection = {
      sha,
      source: 'git',
      compared: ['reports/schools.report.json'],
      added: ['storm/t'],
      not_compared: [{ file: hostile, reason: `${hostile} is a folder at ${sha.slice(0, 12)}` }],
      note: null,
      problems: [
        {
          kind: 'contradicted',
          status: 'new',
          file: 'reports/schools.report.json',
          claim_id: 'c1',
          line: 10,
          text: 'Enrolment is voluntary.',
        },
      ],
      verdict_changes: [],
    };
    const out = renderTerminal({ ...sample, base });
    const tail = out.slice(out.indexOf('PASSED'));
    expect(tail).toContain(
      `Compared with ${sha.slice(0, 12)}: This pull request adds 1 contradicted claim and changes no verdict.\n`,
    );
    expect(tail).toContain('Reports: 1 in both; 1 added by this pull request; 1 not compared.\n');
    expect(tail).toContain(
      `Not compared with the base (every problem in it counts as new):\n  x\\x1b[8mhidden\\u202e.report.json is a folder at ${sha.slice(0, 12)}\n`,
    );
    // eslint-disable-next-line no-control-regex
    expect(out).not.toMatch(/[\u001b\u202e]/);
    // The job summary names them too, as inert markdown.
    const summary = renderSummary({ ...sample, base }, {});
    expect(summary).toContain(
      `Compared with the base commit 1a2b3c4: 1 report in both; 1 report added by this pull request; 1 report not compared, every problem in it counted as new: x&#91;8mhidden.report.json is a folder at ${sha.slice(0, 12)}.`,
    );
  });

  it('prints why there is no comparison, escaped, and what gate-on: new counted instead', () => {
    const sample = sampleResults();
    const note = `No base comparison: the base version of ${hostile} could not be read (git said \u001b]52;c;eA==\u0007).`;
    const gate = {
      ...sample.gate,
      gate_on: 'all' as const,
      gate_on_note: 'gate-on: new counted every problem, because \u001b[2Jthe base could not be read.',
    };
    const out = renderTerminal({
      ...sample,
      gate,
      base: { sha, source: 'git', compared: [], added: [], not_compared: [], note, problems: [], verdict_changes: [] },
    });
    expect(out).toContain(
      'No base comparison: the base version of x\\x1b[8mhidden\\u202e.report.json could not be read (git said \\x1b]52;c;eA==\\x07).\n',
    );
    expect(out).toContain('gate-on: new counted every problem, because \\x1b[2Jthe base could not be read.\n');
    expect(out).not.toContain('Compared with');
    // eslint-disable-next-line no-control-regex
    expect(out).not.toMatch(/[\u001b\u0007\u202e]/);
  });
});

describe('the gate under gate-on: new, as the terminal, the summary and the results file show it', () => {
  // 1 contradicted claim (new), 1 high-confidence claim without support (of which none new), limits on contradicted only.
  function newOnly(): ResultsFile {
    const sample = sampleResults({ 'max-contradicted': 0 });
    const gate = decide(
      sample.totals,
      { ...DEFAULT_THRESHOLDS, 'max-contradicted': 0 },
      {
        counts: {
          'max-contradicted': 1,
          'max-high-confidence-unsupported': 0,
          'max-binding-errors': 0,
          'fail-on-unavailable': false,
        },
        baseTotals: sample.totals,
      },
    );
    return { ...sample, gate };
  }

  it('shows every check that counted new ones as "N new (M in all)", with a limit or without, as the results file counts them', () => {
    const results = newOnly();
    const unset = results.gate.checks.find((check) => check.name === 'max-high-confidence-unsupported');
    expect(unset).toMatchObject({ limit: null, value: 0, all_value: 1, counted: 'new' });
    const out = renderTerminal(results);
    expect(out).toMatch(/✗ max-contradicted\s+1 new\s+≤ 0\s+\(1 in all\)\n/);
    expect(out).toMatch(/· max-high-confidence-unsupported\s+0 new\s+no limit\s+\(1 in all\)\n/);
    expect(out).toMatch(/· min-coverage\s+100%\s+no limit\s+\(base 100%\)\n/);
    expect(out).toMatch(/· fail-on-unavailable\s+new: no\s+off: not counted as a failure\s+\(in all: no\)\n/);
    const summary = renderSummary(results, {});
    expect(summary).toContain('| max-contradicted | ≤ 0 | 1 new (1 in all) | ❌ failed |');
    expect(summary).toContain('max-high-confidence-unsupported 0 new (1 in all)');
    expect(summary).toContain('fail-on-unavailable new: no (in all: no)');
    expect(summary).not.toMatch(/max-high-confidence-unsupported 1\b/);
  });
});

describe('the terminal’s findings', () => {
  it('quote an ungrounded number as the claim writes it, not the normalised value the results file keeps', () => {
    const report = reportResult(
      'a.md',
      [
        {
          id: 's1',
          statement: 'He died in March 2022.',
          verdict: 'unverifiable',
          line: 19,
          evidence: [
            { id: 'e1', verdict: 'unverifiable', quote: null },
            { id: 'e2', verdict: 'unverifiable', quote: null },
          ],
        },
      ],
      [
        { id: 'e1', title: 'T', url: 'https://x.org/1' },
        { id: 'e2', title: 'U', url: 'https://x.org/2' },
      ],
      {
        findings: [
          {
            code: 'ungrounded_number',
            claim_id: 's1',
            line: 19,
            text: 'March 2022',
            value: 20220300,
            unit: 'date',
            message: '"March 2022" (20220300 date) occurs in none of the excerpts claim s1 cites',
          },
          {
            code: 'dangling_citation',
            claim_id: 's1',
            evidence_id: 'e7',
            line: 19,
            message: 'claim s1 cites evidence e7, which the report does not contain',
          },
        ],
      },
    );
    const out = renderTerminal(results([report]));
    expect(out).toContain(
      '  a.md:19  ungrounded_number  "March 2022" in claim s1 is in none of its 2 cited excerpts\n',
    );
    expect(out).toContain(
      '  a.md:19  dangling_citation  claim s1 cites evidence e7, which the report does not contain\n',
    );
    expect(out).not.toContain('20220300');
  });
});
