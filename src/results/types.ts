// The results file (`--json PATH`, the action's `results-path`): the one data model every
// renderer (terminal, job summary, pull-request comment, annotations) reads from.
import type { VerificationSummary } from '../binding/aggregate.js';
import type { Rejection, ResultSource } from '../binding/bind.js';
import type { Confidence, Verdict } from '../report/schema.js';
import type { ReportFileError } from '../report/json-file.js';
import type { GateDecision } from '../gate/decide.js';

export const RESULTS_VERSION = 1;

export interface ResultsFile {
  version: typeof RESULTS_VERSION;
  reports: ReportResult[];
  totals: Totals;
  gate: GateDecision;
  /** Present when the run compared the reports with a base commit (a pull request, `--base`). */
  base?: BaseSection;
  /** Present only with `provenance: check`: what the run fetched (per-record results are on each evidence row). */
  provenance?: ProvenanceRunStats;
  /** Present when the semantic verifier could run (a key and a model, semantic not off): the run-wide bound on what it sent. */
  semantic?: SemanticRunSection;
  /** Which committed verdicts counted (`trust-committed-verdicts`). */
  verdict_trust?: VerdictTrustSection;
}

/**
 * Which committed verdicts counted (docs/security.md). `base`: on a pull request (or with
 * `--base`) only those identical to one at the base commit; `all`: every one as written.
 */
export interface VerdictTrustSection {
  rule: 'base' | 'all';
  /** The rule `base` had a base to compare with; false: no pull request (or --base), every committed verdict counted. */
  applied: boolean;
  base_sha: string | null;
  /** Why no committed verdict could be matched (the base could not be read), else null. */
  note: string | null;
  /** Committed verdicts set aside over all reports (`reports[].set_aside`). */
  set_aside: number;
  /** Of them, pairs the model (or the cache) answered this run. */
  asked_again: number;
  /** Of those, answers whose verdict differs from the committed one. */
  disagreed: number;
}

/** Why a committed verdict was set aside. */
export type SetAsideReason = 'not_at_base' | 'report_not_at_base' | 'base_unreadable';

/** A committed verdict the trust rule set aside, and what the run found for its pair instead. */
export interface SetAsideVerdict {
  claim_id: string;
  evidence_id: string;
  /** The verdict as committed. */
  verdict: Verdict;
  /** Where it is written, when in a verdict file (absent: a pipeline envelope's own result). */
  written_in?: { file: string; line: number };
  reason: SetAsideReason;
  /** The verdict the model (or the cache) gave the pair this run; null: none, the pair has no verdict. */
  answer: { verdict: Verdict; source: 'cache' | 'provider' } | null;
}

export interface SemanticRunSection {
  /** The `max-pairs` of this run: most pairs sent to the model; null when `none` lifted it. */
  max_pairs: number | null;
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
  /** Committed verdicts that bind but did not count under the trust rule: present only when there are some. */
  set_aside?: SetAsideVerdict[];
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
  /**
   * The excerpt's fingerprint (the one pairs carry as `evidence_sha256`). Present on records with
   * a `provenance` row: the base comparison tells by it whether the pull request changed the excerpt.
   */
  excerpt_sha256?: string;
  /** Present only with `provenance: check`: whether the excerpt is still at its source. */
  provenance?: ProvenanceRow;
}

/**
 * What provenance checking found for one evidence record (see docs/provenance.md):
 * - `found`: every part of the excerpt occurs on the page; `partly_found`: some parts do;
 * - `not_found`: the page was read and no part occurs; `gone`: 404 or 410;
 * - `blocked`: 401, 403, 407, 429 (after retries) or 451, or a login or captcha page;
 * - `unreachable`: DNS failure, timeout, TLS or connection error, a server error after
 *   retries, another HTTP error, or too many redirects;
 * - `unsupported`: a content type or encoding it cannot read;
 * - `refused`: the URL or a redirect led to a non-public address (the network rule);
 * - `skipped`: not an http(s) URL, so nothing was fetched.
 */
export type ProvenanceStatus = 'found' | 'partly_found' | 'not_found' | 'gone' | 'blocked' | 'unreachable' | 'unsupported' | 'refused' | 'skipped';

/** The least folding a match needed: none (`exact`), whitespace, case, or typography too. */
export type ProvenanceFolding = 'exact' | 'whitespace' | 'case' | 'typography';

export interface ProvenanceRow {
  status: ProvenanceStatus;
  /** For found and partly found records: the most folding any found part needed. */
  folding: ProvenanceFolding | null;
  /** Parts of the excerpt (split at "…", "...", " · "; each snippet on its own) found / all; null when the page was not read. */
  share: number | null;
  parts_found: number;
  parts_total: number;
  /** `main`: every found part is in the page's main content; `page`: the all-visible-text fallback was needed. */
  found_in: 'main' | 'page' | null;
  /**
   * The last HTTP status received (after redirects and retries): 304 when the cached page was
   * confirmed unchanged, the cached page's own status for a fresh cache hit; null when no response arrived.
   */
  http_status: number | null;
  /** The URL after redirects (for a failed fetch, the URL whose request failed, e.g. a refused redirect target). */
  final_url: string | null;
  content_type: string | null;
  /** When the page was fetched (or last confirmed unchanged by a 304), ISO 8601; null when nothing was read. */
  fetched_at: string | null;
  /** `fresh`: taken from the cache within provenance-max-age; `revalidated`: the server answered 304; null: fetched this run. */
  cache: 'fresh' | 'revalidated' | null;
  /** The body was over provenance-max-body and only its start was read. */
  truncated: boolean;
  /** SHA-256 of the page's extracted text (all visible text), for telling a changed page apart. */
  text_sha256: string | null;
  /** One sentence saying why the record has its status. */
  detail: string;
  /** For partly found and not found records: the passage of the page closest to the longest missing part. */
  closest: ClosestPassage | null;
}

export interface ClosestPassage {
  /** The missing part of the excerpt. */
  part: string;
  /** The page's passage with the most of that part's words, as the page writes it (shortened). */
  passage: string;
  /** Share of the part's words that the passage contains (0..1). */
  overlap: number;
}

/** What a provenance run fetched, over all reports. */
export interface ProvenanceRunStats {
  /** Distinct http(s) URLs looked up (each fetched at most once). */
  urls: number;
  /** HTTP requests sent, redirects and retries included. */
  requests: number;
  /** URLs answered from the cache without a request. */
  fresh_from_cache: number;
  /** URLs the server confirmed unchanged (304). */
  revalidated: number;
  /** Non-fatal problems (an unreadable cache, a cache that could not be written). */
  warnings: string[];
}

/** Records per provenance status, summed over reports. */
export type ProvenanceTotals = Record<ProvenanceStatus, number>;

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
  /** Present only with `provenance: check`: evidence records per provenance status. */
  provenance?: ProvenanceTotals;
}

/** How a problem compares with the base commit. */
export type ProblemStatus = 'new' | 'unchanged' | 'fixed';

/**
 * What can be wrong with a report, each a thing a reviewer can point at. Binding errors are
 * split into their three sources; `unavailable_report` is what `fail-on-unavailable` counts.
 * The provenance kinds (only with `provenance: check`) are evidence records:
 * `provenance_not_found` (`not_found`, `gone`: what `max-provenance-not-found` counts) and
 * `provenance_unreachable` (`blocked`, `unreachable`: what `max-provenance-unreachable` counts).
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
  | 'unavailable_report'
  | 'provenance_not_found'
  | 'provenance_unreachable';

/**
 * One problem and its status against the base. Identity: the report (`file`, and `name` when
 * one file holds several reports), `kind`, `claim_id`, and `evidence_id` and `number` where the
 * kind has them. A claim whose text changed is the same claim with a new text.
 *
 * Provenance problems (`claim_id` null, `evidence_id` the record) are decided otherwise, since
 * the base is never fetched: `unchanged` when the base has the same record (ID, URL and excerpt
 * fingerprint), so the page changed and not the pull request; `new` when the pull request added
 * the record or changed its URL or excerpt; never `fixed`.
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
  /** A fixed problem of a report the pull request removed: gone with the report, not mended in it. */
  report_removed?: true;
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

/** A report the base comparison left out, and why ("… is outside the repository"). */
export interface NotCompared {
  file: string;
  reason: string;
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
  /**
   * Reports the base has and the pull request removed (their files are gone, or no longer what
   * the patterns find): each problem they held is `fixed`, with `report_removed`. Written by
   * every comparison; absent from results files of earlier versions.
   */
  removed?: string[];
  /**
   * Reports that could not be compared with a base version (a file outside the repository, a
   * path that was a folder at the base), each with the reason: every problem in them is new.
   * Written by every comparison; absent from results files of earlier versions.
   */
  not_compared?: NotCompared[];
  /** Why no comparison was made, when none was (then every problem counts as without a base). */
  note: string | null;
  problems: ProblemRow[];
  verdict_changes: VerdictChange[];
}
