import { describe, expect, it } from 'vitest';
import { finishReport } from '../../src/check/finish.js';
import { prepareReport } from '../../src/check/prepare.js';
import { invalidReport } from '../../src/check/run.js';
import { outcomeWithoutProvider } from '../../src/check/semantic-outcome.js';
import { computeTotals } from '../../src/check/totals.js';
import { decide } from '../../src/gate/decide.js';
import { DEFAULT_THRESHOLDS } from '../../src/gate/thresholds.js';
import { parseReportFile } from '../../src/report/parse.js';
import { report, verification } from '../helpers/reports.js';

const claims = ['a', 'b', 'c'].map((id) => ({
  id,
  statement: `Claim ${id} holds.`,
  evidence_ids: ['e1'],
  confidence: 'high' as const,
}));
const e1 = { id: 'e1', excerpt: 'Claim a holds. Claim b holds. Claim c holds.' };

function check(file: string, value: unknown) {
  const parsed = parseReportFile(file, new TextEncoder().encode(JSON.stringify(value)));
  if (!parsed.ok) return invalidReport(file, parsed.error);
  const prepared = prepareReport(parsed);
  return finishReport(prepared, outcomeWithoutProvider(prepared, 'auto', 'missing_api_key'));
}

describe('totals over reports', () => {
  const quoted = check('one.report.json', {
    report: report(claims, [e1]),
    verifications: [
      verification(claims[0]!, e1, 'supports', 'Claim a holds.'),
      verification(claims[1]!, e1, 'supports', 'Claim b holds.'),
      verification(claims[2]!, e1, 'contradicts', 'Claim c holds.'),
    ],
  });
  const unquoted = check('two.report.json', {
    report: report([claims[0]!], [e1]),
    verifications: [
      verification(claims[0]!, e1, 'insufficient', null),
      { ...verification(claims[0]!, e1, 'supports', null), claim_id: 'ghost' },
    ],
  });
  const bare = check('three.report.json', report(claims, [e1]));
  const broken = check('four.report.json', { claims: 'none' });

  it('recomputes ratios from the sums instead of averaging them', () => {
    const totals = computeTotals([quoted, unquoted, bare, broken]);
    // 4 kept results, 3 with a quote: 0.75 (the mean of the two reports' ratios would be 0.5).
    expect(totals.exact_quote_ratio).toBe(0.75);
    // 4 verified claims of 7 cited ones.
    expect(totals.coverage_ratio).toBe(4 / 7);
  });

  it('counts binding errors, unavailable and invalid reports, and the verdicts', () => {
    expect(computeTotals([quoted, unquoted, bare, broken])).toMatchObject({
      reports: 4,
      invalid_reports: 1,
      unavailable_reports: 1,
      claims: 7,
      supported: 2,
      contradicted: 1,
      insufficient: 1,
      unverifiable: 3,
      high_confidence_unsupported: 5,
      rejected_results: 1,
      binding_errors: 2,
    });
  });

  it('feeds the gate: the default fails on binding errors and reports every check', () => {
    const decision = decide(computeTotals([quoted, unquoted, bare, broken]), {
      ...DEFAULT_THRESHOLDS,
      'max-contradicted': 1,
      'min-exact-quote-ratio': 0.8,
    });
    expect(decision.passed).toBe(false);
    expect(decision.checks.filter((gateCheck) => !gateCheck.passed).map((gateCheck) => gateCheck.name)).toEqual([
      'max-binding-errors',
      'min-exact-quote-ratio',
    ]);
    expect(decision.checks).toHaveLength(9);
  });
});
