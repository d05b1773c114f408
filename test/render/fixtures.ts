// Results objects for renderer tests, built directly so each test controls every field.
import { computeTotals } from '../../src/check/totals.js';
import { decide } from '../../src/gate/decide.js';
import { DEFAULT_THRESHOLDS, type Thresholds } from '../../src/gate/thresholds.js';
import {
  RESULTS_VERSION,
  type ClaimRow,
  type EvidenceRow,
  type PairRow,
  type ProviderSection,
  type ReportResult,
  type ResultsFile,
} from '../../src/results/types.js';
import type { Verdict } from '../../src/report/schema.js';

export function provider(overrides: Partial<ProviderSection> = {}): ProviderSection {
  return {
    state: 'not_needed',
    model: null,
    verifier_version: null,
    needed: 0,
    cached: 0,
    answered: 0,
    unverified: 0,
    unverified_reasons: { failed_requests: 0, max_pairs: 0, rejected: 0, not_asked: 0 },
    requests: 0,
    retries: 0,
    rejected: [],
    failure_code: null,
    ...overrides,
  };
}

export interface ClaimSpec {
  id: string;
  statement: string;
  verdict: Verdict;
  confidence?: ClaimRow['confidence'];
  line?: number;
  /** Evidence that contradicts or supports it, with the bound quote. */
  evidence?: { id: string; verdict: Verdict; quote: string | null }[];
}

/** A valid report; counts in the summary follow the claims. */
export function reportResult(
  file: string,
  claims: ClaimSpec[],
  evidence: EvidenceRow[],
  extra: Partial<ReportResult> = {},
): ReportResult {
  const rows: ClaimRow[] = claims.map((claim, index) => ({
    id: claim.id,
    statement: claim.statement,
    verdict: claim.verdict,
    confidence: claim.confidence ?? 'medium',
    line: claim.line ?? 10 + index * 8,
  }));
  const pairs: PairRow[] = claims.flatMap((claim) =>
    (claim.evidence ?? []).map((item) => ({
      claim_id: claim.id,
      evidence_id: item.id,
      claim_sha256: 'a'.repeat(64),
      evidence_sha256: 'b'.repeat(64),
      verdict: item.verdict,
      quote: item.quote,
      source: 'committed' as const,
    })),
  );
  const count = (verdict: Verdict) => rows.filter((row) => row.verdict === verdict).length;
  const cited = claims.filter((claim) => (claim.evidence ?? []).length > 0).length;
  return {
    file,
    summary: {
      status: 'complete',
      claim_count: rows.length,
      cited_claim_count: cited,
      verified_claim_count: cited,
      pair_count: pairs.length,
      verified_pair_count: pairs.length,
      coverage_ratio: cited === 0 ? 0 : 1,
      supported_claim_count: count('supports'),
      contradicted_claim_count: count('contradicts'),
      insufficient_claim_count: count('insufficient'),
      unverifiable_claim_count: count('unverifiable'),
      high_confidence_unsubstantiated_count: rows.filter(
        (row) => row.confidence === 'high' && row.verdict !== 'supports',
      ).length,
      exact_quote_ratio: pairs.length === 0 ? 0 : pairs.filter((pair) => pair.quote !== null).length / pairs.length,
      failure_code: null,
    },
    claims: rows,
    pairs,
    rejected: [],
    findings: [],
    evidence,
    provider: provider(),
    ...extra,
  };
}

export function invalidResult(file: string, message: string, line?: number, column?: number): ReportResult {
  return {
    file,
    error: { message, ...(line ? { line } : {}), ...(column ? { column } : {}) },
    summary: null,
    claims: [],
    pairs: [],
    rejected: [],
    findings: [],
    evidence: [],
    provider: provider(),
  };
}

export function results(reports: ReportResult[], thresholds: Partial<Thresholds> = {}): ResultsFile {
  const totals = computeTotals(reports);
  return { version: RESULTS_VERSION, reports, totals, gate: decide(totals, { ...DEFAULT_THRESHOLDS, ...thresholds }) };
}

/** One report with a contradicted claim, a high-confidence unsupported one and a supported one. */
export function sampleResults(thresholds: Partial<Thresholds> = {}): ResultsFile {
  const evidence: EvidenceRow[] = [
    { id: 'e1', title: 'Ministry bulletin 2024', url: 'https://example.org/bulletin?a=1&b=(2)' },
    { id: 'e2', title: 'Survey of schools', url: 'https://example.org/survey' },
  ];
  const report = reportResult(
    'reports/schools.report.json',
    [
      {
        id: 'c1',
        statement: 'Enrolment is voluntary.',
        verdict: 'contradicts',
        evidence: [{ id: 'e1', verdict: 'contradicts', quote: 'enrolment is mandatory' }],
      },
      {
        id: 'c2',
        statement: 'Most schools report shortages.',
        verdict: 'insufficient',
        confidence: 'high',
        evidence: [{ id: 'e2', verdict: 'insufficient', quote: null }],
      },
      {
        id: 'c3',
        statement: 'The survey covered 400 schools.',
        verdict: 'supports',
        evidence: [{ id: 'e2', verdict: 'supports', quote: '400 schools' }],
      },
    ],
    evidence,
  );
  return results([report], thresholds);
}
