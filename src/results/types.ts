// The results file (`--json PATH`, the action's `results-path`): the one data model every
// renderer (terminal, job summary, pull-request comment, annotations) reads from.
import type { VerificationSummary } from '../binding/aggregate.js';
import type { FoundIn } from '../binding/reattribute.js';
import type { Rejection, ResultSource } from '../binding/bind.js';
import type { Confidence, Verdict } from '../report/schema.js';
import type { ReportFileError } from '../report/json-file.js';
import type { GateDecision } from '../gate/decide.js';
import type { ArticleReading, UnresolvedReason } from '../formats/model.js';
import type { NoticeCode } from './finding-codes.js';

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
  /** Present when a waiver file was read (`waivers`, default `.citegate/waivers.yml`). */
  waivers?: WaiverSection;
  /** Present only with `references: check`: what the run looked up (per-record results are on each evidence row). */
  references?: ReferenceRunStats;
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
  /** What verification cost this run (docs/results-file.md#semantic-usage); absent from earlier versions. */
  usage?: SemanticUsage;
}

/** What the model was asked this run, and what it cost, from the API's own `usage`. */
export interface SemanticUsage {
  /** Model requests sent (a retry of a request is not another one; `retries` per report has those). */
  requests: number;
  /** Input (prompt) and output (completion) tokens, summed over the responses that reported them. */
  input_tokens: number;
  output_tokens: number;
  /** Responses received, and how many of them reported their tokens (the sums cover only those). */
  responses: number;
  responses_with_usage: number;
  /** Pairs answered from the cache, with no request. */
  cached_answers: number;
  /** With `model-prices`: the prices (per million tokens) and the cost they give the tokens above. */
  estimated_cost?: { input_per_million: number; output_per_million: number; total: number };
}

export interface ReportResult {
  /** The report: a JSON file, or a STORM / Co-STORM topic folder. */
  file: string;
  /** How the report was read; absent for the research pipeline's format (`abundance`). */
  format?: 'storm' | 'costorm' | 'alce' | 'markdown' | 'provider-json';
  /** How a `markdown` or `provider-json` report is written (e.g. `open_deep_research`, `anthropic`): docs/formats.md lists them. */
  dialect?: string;
  /** Which report of a file holding several (an ALCE item: `data[3]: question`). */
  name?: string;
  /** Present only when the file could not be read as a report; everything else is then empty. */
  error?: ReportFileError;
  /** A STORM folder: which article was read and which numbering its `[n]` were read in. */
  article?: ArticleReading;
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
  /**
   * Present with `citation-recall: check` on a report that cites some source: its sentences
   * stating a checkable fact, and how many of them cite one (docs/checks.md#citation-recall).
   */
  citation_recall?: CitationRecall;
}

/** "factual sentences citing a source: 82% (41 of 50)". */
export interface CitationRecall {
  factual_sentences: number;
  citing: number;
  /** citing / factual_sentences; null when there is no factual sentence. */
  ratio: number | null;
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
  /**
   * On a claim whose cited evidence leaves it unsupported (`insufficient`, `contradicts`): the
   * other records of the report holding a quotation the claim states and its sources lack, each
   * with the quotation (`text`). Absent when none does (docs/checks.md#found-in).
   */
  found_in?: LocatedText[];
  /** More places than `found_in` lists (it keeps the first 10): how many in all. */
  found_in_total?: number;
}

/** A place that holds a claim's quotation: FoundIn and the quotation it holds. */
export type LocatedText = FoundIn & { text: string };

/** Where else in the report a finding's number or quote stands (docs/checks.md#found-in). */
export interface ElsewhereInReport {
  /**
   * The report's other evidence records that hold it, by the rules that found it missing (the
   * number's grounding, the quote's near-miss ladder), in report order, at most 10. Absent when none does.
   */
  found_in?: FoundIn[];
  /** More places than `found_in` lists: how many in all. */
  found_in_total?: number;
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
  /**
   * Fingerprint of what a reference check reads of the record (its URL, title and reference
   * text). Present on records with a `references` row: the base comparison tells by it whether
   * the pull request changed the reference.
   */
  reference_sha256?: string;
  /** Present only with `references: check`: whether the work the record cites exists, is the one it describes, and is not retracted. */
  references?: ReferenceRow;
  /** Present on a record with a URL and no excerpt: its snapshot (docs/snapshots.md). */
  snapshot?: EvidenceSnapshotRow;
}

export interface EvidenceSnapshotRow {
  /** The snapshot file that holds, or would hold, the source's passages. */
  file: string;
  /** `ok`: passages were stored; `gone`, `blocked`, …: citegate snapshot could not read it; `none`: no snapshot yet. */
  status: 'ok' | 'gone' | 'blocked' | 'unreachable' | 'unsupported' | 'refused' | 'none';
  fetched_at: string | null;
  final_url: string | null;
  text_sha256: string | null;
  passages: number;
  /** The archived copy snapshotted instead of a page that is gone or blocked. */
  archive: { url: string; timestamp: string } | null;
}

/**
 * What reference checking found for one evidence record (see docs/references.md):
 * - `matches`: a registry holds the identifier and the work is the one the reference describes;
 * - `mismatch`: the identifier names another work (title, first author, year or venue differ);
 * - `not_found`: no registry has the identifier (the fabricated-reference case);
 * - `malformed`: the identifier cannot exist (a DOI prefix of two digits, an arXiv ID of the wrong length);
 * - `retracted`: the work was retracted or withdrawn;
 * - `unverified`: doi.org knows the DOI, but no registry citegate reads has its metadata;
 * - `unreachable`: no registry answered (timeout, 429 after retries, a server error);
 * - `found_by_title`, `not_found_by_title`: no identifier, looked up by title (lower confidence, never counted);
 * - `no_identifier`: nothing to look up.
 */
export type ReferenceStatus =
  | 'matches'
  | 'mismatch'
  | 'not_found'
  | 'malformed'
  | 'retracted'
  | 'unverified'
  | 'unreachable'
  | 'found_by_title'
  | 'not_found_by_title'
  | 'no_identifier';

export type ReferenceRegistry = 'crossref' | 'datacite' | 'arxiv' | 'pubmed' | 'pmc' | 'doi.org';

/** One identifier of a record and what its registry said. */
export interface ReferenceIdentifierRow {
  scheme: 'doi' | 'arxiv' | 'pmid' | 'pmcid';
  /** Normalised: a DOI lower-cased, an arXiv ID with its version when written. */
  id: string;
  /** As the record writes it. */
  written: string;
  /** Where it was found: the record's `url`, its `title`, or its `reference` text. */
  found_in: 'url' | 'title' | 'reference';
  status: 'matches' | 'mismatch' | 'not_found' | 'malformed' | 'retracted' | 'unverified' | 'unreachable';
  /** The registry that answered (the last asked, for not found). */
  registry: ReferenceRegistry | null;
  /** The registry's page for the record, when it has one. */
  record_url: string | null;
  detail: string;
}

/** A field of the reference that differs from the registry's record, both values shown. */
export interface ReferenceDifference {
  field: 'title' | 'first_author' | 'year' | 'venue';
  cited: string;
  registry: string;
  /** For the title: the similarity (0 to 1) of the closest forms; a match needs 0.85. */
  similarity?: number;
}

export interface ReferenceRow {
  status: ReferenceStatus;
  /** The identifier the status is about, `scheme:id` (the first with that status); null without one. */
  identifier: string | null;
  identifiers: ReferenceIdentifierRow[];
  registry: ReferenceRegistry | null;
  /** Link to the registry's record of `identifier` (or of the work found by title). */
  record_url: string | null;
  /** What the reference states: its title, and from its reference text the authors, year and venue (null where it states none). */
  cited: { title: string | null; authors: string | null; year: number | null; venue: string | null };
  /** What the registry holds for `identifier`; null when nothing was found. */
  record: {
    title: string | null;
    first_author: string | null;
    year: number | null;
    venue: string | null;
    type: string | null;
  } | null;
  differences: ReferenceDifference[];
  /** The closest title similarity (0 to 1), when titles were compared. */
  title_similarity: number | null;
  /** The retraction or withdrawal notice, when the registry records one. */
  retraction: { kind: string; notice: string | null; date: string | null; source: string | null } | null;
  /** When the registry's answer was fetched (a cached answer keeps its time); null when none came. */
  checked_at: string | null;
  /** `fresh`: every answer came from the cache within references-max-age; null: asked this run (or nothing to ask). */
  cache: 'fresh' | null;
  /** One sentence saying why. */
  detail: string;
}

/** What a reference check looked up, over all reports. */
export interface ReferenceRunStats {
  /** Distinct well-formed identifiers looked up (each once per run). */
  identifiers: number;
  /** HTTP requests sent to each registry, retries included. */
  requests: Record<ReferenceRegistry, number>;
  /** Identifiers (and titles) answered from the cache without a request. */
  from_cache: number;
  /** Non-fatal problems (a cache the repository tracks, an unwritable cache). */
  warnings: string[];
}

/** Records per reference status, summed over reports. */
export type ReferenceTotals = Record<ReferenceStatus, number>;

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
export type ProvenanceStatus =
  'found' | 'partly_found' | 'not_found' | 'gone' | 'blocked' | 'unreachable' | 'unsupported' | 'refused' | 'skipped';

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

export type Finding =
  | DanglingCitationFinding
  | UnresolvedCitationFinding
  | UngroundedNumberFinding
  | NoSourceTextFinding
  | QuoteNotInSourceFinding
  | NoticeFinding;

/**
 * Something wrong with a report's citations or sources that is not a binding error (an unused
 * source, one source under two numbers, an entry with no URL): one row per notice an adapter
 * raised, with its code (a row of src/results/rules.ts), its `level` (`warning`: counted by
 * `max-warnings`; `note`: counted by none) and where it is.
 */
export interface NoticeFinding {
  code: NoticeCode;
  level: 'warning' | 'note';
  message: string;
  line: number;
  column?: number;
  /** The file `line` refers to when it is not the report's `file`. */
  file?: string;
  claim_id?: string;
  evidence_id?: string;
  /**
   * What identifies the notice when no evidence record does: the two syntaxes of a
   * `marker_syntax_mismatch` ("[n] markers, [^n]: footnotes"), the list of a `numbering_gap`
   * ("footnotes"). Part of its problem identity (`base.problems[].subject`), never the line.
   */
  subject?: string;
}

/**
 * A claim cites a source that has a URL and no excerpt, and no snapshot passages bind for the
 * sentence (docs/snapshots.md): `no_snapshot` (none written yet), `not_read` (citegate snapshot
 * could not read the page, nor an archived copy), `sentence_changed` (the sentence is new or was
 * edited after the snapshot). The pair is not verified; `message` names the command that fixes it.
 */
export interface NoSourceTextFinding {
  code: 'no_source_text';
  claim_id: string;
  evidence_id: string;
  line: number;
  reason: 'no_snapshot' | 'not_read' | 'sentence_changed';
  url: string;
  /** The snapshot file that holds, or would hold, the source's passages. */
  snapshot_file: string;
  /** The command that writes the missing passages. */
  command: string;
  message: string;
}

/** A quotation a claim states (words in quotation marks) that is not on the page of the snapshotted source it cites. */
export interface QuoteNotInSourceFinding extends ElsewhereInReport {
  code: 'quote_not_in_source';
  claim_id: string;
  evidence_id: string;
  line: number;
  /** The quotation, as the claim writes it inside its marks. */
  text: string;
  url: string;
  message: string;
}

export interface DanglingCitationFinding {
  code: 'dangling_citation';
  claim_id: string;
  evidence_id: string;
  line: number;
  message: string;
}

/**
 * A citation the report's format could not resolve to one evidence record, such as a polished
 * STORM article whose numbering cannot be traced to url_to_info.json. A binding error, like a
 * dangling citation; `evidence_id` is the marker as written ("3" for `[3]`).
 */
export interface UnresolvedCitationFinding {
  code: 'unresolved_citation';
  reason: UnresolvedReason;
  claim_id: string;
  evidence_id: string;
  line: number;
  /** Why, and what to commit so it resolves (the adapter's words; `message` says it in a whole sentence). */
  detail: string;
  message: string;
}

export interface UngroundedNumberFinding extends ElsewhereInReport {
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
  /** Citations the report's format could not resolve (`unresolved_citation` findings). */
  unresolved_citations: number;
  /** rejected_results + dangling_citations + unresolved_citations + invalid_reports */
  binding_errors: number;
  provider_rejections: number;
  ungrounded_numbers: number;
  /**
   * Notices at level `warning` (what `max-warnings` counts) and `note`. Present when some report
   * is of a format that raises notices (`markdown`, `provider-json`); absent otherwise.
   */
  warnings?: number;
  notes?: number;
  coverage_ratio: number;
  exact_quote_ratio: number;
  /** Present only with `provenance: check`: evidence records per provenance status. */
  provenance?: ProvenanceTotals;
  /** Present only with `references: check`: evidence records per reference status. */
  references?: ReferenceTotals;
  /** Present when some evidence record has a URL and no excerpt: pairs with no source text (`no_source_text` findings). */
  no_source_text?: number;
  /** Present with no_source_text: quotations in claims not on their snapshotted source's page. */
  quotes_not_in_source?: number;
  /** Present with `citation-recall: check`: factual sentences citing nothing (`uncited_claim` notices). */
  uncited_claims?: number;
  /** Present with `citation-recall: check`: factual sentences, and those citing a source, over every report that cites. */
  citation_recall?: CitationRecall;
}

/** How a problem compares with the base commit. */
export type ProblemStatus = 'new' | 'unchanged' | 'fixed';

/**
 * What can be wrong with a report, each a thing a reviewer can point at. Binding errors are
 * split into their three sources; `unavailable_report` is what `fail-on-unavailable` counts.
 * The provenance kinds (only with `provenance: check`) are evidence records:
 * `provenance_not_found` (`not_found`, `gone`: what `max-provenance-not-found` counts) and
 * `provenance_unreachable` (`blocked`, `unreachable`: what `max-provenance-unreachable` counts).
 * The reference kinds (only with `references: check`) are evidence records too:
 * `reference_not_found` (`not_found`, `malformed`), `reference_mismatch`, `reference_retracted`.
 * Every other finding is a problem of its own code too: the snapshot findings (`no_source_text`,
 * `quote_not_in_source`) and the notices of Markdown and provider reports (NoticeCode).
 */
export type ProblemKind =
  | 'contradicted'
  | 'high_confidence_unsupported'
  | 'insufficient'
  | 'unverifiable'
  | 'rejected_result'
  | 'dangling_citation'
  | 'unresolved_citation'
  | 'invalid_file'
  | 'ungrounded_number'
  | 'unavailable_report'
  | 'provenance_not_found'
  | 'provenance_unreachable'
  | 'reference_not_found'
  | 'reference_mismatch'
  | 'reference_retracted'
  | 'no_source_text'
  | 'quote_not_in_source'
  | NoticeCode;

/**
 * One problem and its status against the base. Identity: the report (`file`, and `name` when
 * one file holds several reports), `kind`, `claim_id`, and `evidence_id`, `number` and `subject`
 * where the kind has them; never the line. A claim whose text changed is the same claim with a
 * new text.
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
  /**
   * What else identifies it, for the kinds that need it: the quotation of a `quote_not_in_source`,
   * the two syntaxes of a `marker_syntax_mismatch`, the list of a `numbering_gap`.
   */
  subject?: string;
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

/** A claim in both versions whose statement the pull request changed. */
export interface ClaimEdit {
  file: string;
  name?: string;
  claim_id: string;
  /** The statement at the base, and now. */
  before: string;
  after: string;
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
  /**
   * Claims in both versions whose statement changed (whitespace aside), so a verdict rejected
   * because the claim changed can show what changed. Written by every comparison; absent from
   * results files of earlier versions.
   */
  claim_edits?: ClaimEdit[];
}

/** What the waiver file accepted, and how each waiver stands this run. */
export interface WaiverSection {
  /** The waiver file, relative to the working directory. */
  file: string;
  entries: WaiverRow[];
  /** Entries (or the whole file) that could not be read; they waive nothing. */
  errors: { line: number | null; message: string }[];
  /** Why the pull request's changes to the file could not be told (every waiver then counts as added); absent otherwise. */
  base_note?: string;
}

/**
 * One waiver. Identity as in `base.problems`: `file` (and `name`), `kind`, `claim_id`, and
 * `evidence_id`, `number` (normalised, e.g. "44000000 EUR") and `subject` where the kind has them.
 */
export interface WaiverRow {
  /** Line of the entry in the waiver file. */
  line: number;
  file: string;
  name?: string;
  kind: ProblemKind;
  claim_id: string | null;
  evidence_id?: string;
  number?: string;
  subject?: string;
  reason: string;
  /** Last day (UTC) it applies, YYYY-MM-DD. */
  expires?: string;
  /**
   * `applied`: it waives `matched` problems; `stale`: it matches no problem of its report;
   * `expired`: past its date, it waives nothing (`matched` problems count again);
   * `not_checked`: its report was not checked this run.
   */
  status: 'applied' | 'stale' | 'expired' | 'not_checked';
  matched: number;
  /** `added` by this pull request, or `changed` (its reason or expiry); absent when the base has it as it is, or without a base. */
  change?: 'added' | 'changed';
}
