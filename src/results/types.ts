// The results file (`--json PATH`, the action's `results-path`): the one data model every
// renderer (terminal, job summary, pull-request comment, annotations) reads from.
import type { VerificationSummary } from '../binding/aggregate.js';
import type { Rejection, ResultSource } from '../binding/bind.js';
import type { Confidence, Verdict } from '../report/schema.js';
import type { ReportFileError } from '../report/parse.js';
import type { GateDecision } from '../gate/decide.js';

export const RESULTS_VERSION = 1;

export interface ResultsFile {
  version: typeof RESULTS_VERSION;
  reports: ReportResult[];
  totals: Totals;
  gate: GateDecision;
}

export interface ReportResult {
  /** The report: a JSON file, or a STORM / Co-STORM topic folder. */
  file: string;
  /** How the report was read; absent for the research pipeline's format (`abundance`). */
  format?: 'storm' | 'costorm' | 'alce';
  /** Which report of a file holding several (an ALCE item: `data[3]: question`). */
  name?: string;
  /** Present only when the file could not be read as a report; everything else is then empty. */
  error?: ReportFileError;
  summary: VerificationSummary | null;
  claims: ClaimRow[];
  pairs: PairRow[];
  /** Committed results that binding rejected (binding errors). */
  rejected: Rejection[];
  findings: Finding[];
  evidence: EvidenceRow[];
  provider: ProviderSection;
}

export interface ClaimRow {
  id: string;
  verdict: Verdict;
  confidence: Confidence;
  line: number;
  statement: string;
  /** The file `line` refers to when it is not the report's `file` (a STORM article). */
  file?: string;
  /** 1-based column where the claim starts, when known (sentence formats). */
  column?: number;
}

export interface PairRow {
  claim_id: string;
  evidence_id: string;
  claim_sha256: string;
  evidence_sha256: string;
  /** null when no result was kept for the pair. */
  verdict: Verdict | null;
  quote: string | null;
  source: ResultSource | null;
}

export interface EvidenceRow {
  id: string;
  title: string;
  url: string;
  /** Where the evidence record is (every format but the pipeline's, whose results are unchanged). */
  file?: string;
  line?: number;
}

export type Finding = DanglingCitationFinding | UngroundedNumberFinding;

export interface DanglingCitationFinding {
  code: 'dangling_citation';
  claim_id: string;
  evidence_id: string;
  line: number;
  message: string;
}

export interface UngroundedNumberFinding {
  code: 'ungrounded_number';
  claim_id: string;
  line: number;
  /** The number as the claim writes it, e.g. "15 percent". */
  text: string;
  value: number;
  unit: string | null;
  message: string;
}

/** The semantic verifier's own state, separate from the report's summary status. */
export type ProviderState = 'not_needed' | 'disabled' | 'unavailable' | 'partial' | 'complete';

export interface ProviderSection {
  state: ProviderState;
  model: string | null;
  verifier_version: string | null;
  /** Pairs that needed a verdict from the verifier this run. */
  needed: number;
  /** Of those, answered from the cache. */
  cached: number;
  /** Of those, answered by the model and kept. */
  answered: number;
  /** Of those, still without a verdict, and why. */
  unverified: number;
  unverified_reasons: { failed_requests: number; max_pairs: number; rejected: number; not_asked: number };
  requests: number;
  retries: number;
  /**
   * Of `requests`, those whose answer was cut off at the model's output limit
   * (finish_reason "length") and whose pairs were asked again in two halves. Present whenever
   * the verifier ran.
   */
  split_requests?: number;
  /** Model answers that binding rejected: not binding errors of the report. */
  rejected: ProviderRejection[];
  failure_code: string | null;
}

export interface ProviderRejection {
  claim_id: string | null;
  evidence_id: string | null;
  reason: Rejection['reason'] | 'invalid_answer';
  detail: string;
}

export interface Totals {
  reports: number;
  invalid_reports: number;
  unavailable_reports: number;
  claims: number;
  cited_claims: number;
  verified_claims: number;
  pairs: number;
  verified_pairs: number;
  supported: number;
  contradicted: number;
  insufficient: number;
  unverifiable: number;
  high_confidence_unsupported: number;
  rejected_results: number;
  dangling_citations: number;
  /** rejected_results + dangling_citations + invalid_reports */
  binding_errors: number;
  provider_rejections: number;
  ungrounded_numbers: number;
  coverage_ratio: number;
  exact_quote_ratio: number;
}
