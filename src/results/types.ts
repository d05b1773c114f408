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
  /** Present when the run compared the reports with a base commit (a pull request, `--base`). */
  base?: BaseSection;
}

export interface ReportResult {
  file: string;
  /** Display name when one file holds several reports (e.g. an ALCE item); part of a problem's identity. */
  name?: string;
  /** The input format the report was read as. */
  format?: string;
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
  /** The file `line` refers to when it is not the report's `file` (e.g. a STORM article). */
  file?: string;
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

/** How a problem compares with the base commit. */
export type ProblemStatus = 'new' | 'unchanged' | 'fixed';

/**
 * What can be wrong with a report, each a thing a reviewer can point at. Binding errors are
 * split into their three sources; `unavailable_report` is what `fail-on-unavailable` counts.
 */
export type ProblemKind =
  | 'contradicted'
  | 'high_confidence_unsupported'
  | 'insufficient'
  | 'unverifiable'
  | 'rejected_result'
  | 'dangling_citation'
  | 'invalid_file'
  | 'ungrounded_number'
  | 'unavailable_report';

/**
 * One problem and its status against the base. Identity: the report (`file`, and `name` when
 * one file holds several reports), `kind`, `claim_id`, and `evidence_id` and `number` where the
 * kind has them. A claim whose text changed is the same claim with a new text.
 */
export interface ProblemRow {
  kind: ProblemKind;
  status: ProblemStatus;
  file: string;
  name?: string;
  claim_id: string | null;
  evidence_id?: string;
  /** For `ungrounded_number`: the normalised number, e.g. "15 percent". */
  number?: string;
  /** Where it is: in the head for new and unchanged problems, in the base for fixed ones. */
  line: number | null;
  /** The file `line` refers to when it is not `file`. */
  at?: string;
  /** The claim's statement, or the problem in words (for fixed problems, which only the base has). */
  text: string;
}

/** A claim in both versions whose aggregated verdict differs. */
export interface VerdictChange {
  file: string;
  name?: string;
  claim_id: string;
  line: number;
  at?: string;
  from: Verdict;
  to: Verdict;
  statement: string;
}

export interface BaseSection {
  /** The base commit; null when none was known. */
  sha: string | null;
  /** How its files were read: `git` (the commit is in the checkout) or the REST contents `api`. */
  source: 'git' | 'api' | null;
  /** Reports checked at the base and compared. */
  compared: string[];
  /** Reports the base does not have: every problem in them is new. */
  added: string[];
  /** Why no comparison was made, when none was (then every problem counts as without a base). */
  note: string | null;
  problems: ProblemRow[];
  verdict_changes: VerdictChange[];
}
