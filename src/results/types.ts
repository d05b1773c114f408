// The results file (`--json PATH`, the action's `results-path`): the one data model every
// renderer (terminal, job summary, pull-request comment, annotations) reads from.
//
// Each section's types live in a file of their own (one concern each), exported from here too,
// so that this one import names the whole file. They sit low (src/results/ is below the
// folders that compute them), so every floor above can name them without a circle.
import type { Confidence, Verdict } from '../report/schema.js';
import type { ReportFileError } from '../report/json-file.js';
import type { BaseSection } from './base-section.js';
import type { Finding, QuoteNotInSourceFinding, UngroundedNumberFinding } from './findings.js';
import type { CitationRecall, LocatedText } from './found-in.js';
import type { GateDecision } from './gate-section.js';
import type { ProvenanceRow, ProvenanceRunStats } from './provenance-rows.js';
import type { ProviderSection, SemanticRunSection } from './provider-section.js';
import type { ReferenceRow, ReferenceRunStats } from './reference-rows.js';
import type { CitationMarks, Totals } from './totals.js';
import type { KeptFromBase, SetAsideVerdict, VerdictTrustSection, WithoutUnconfirmed } from './trust-section.js';
import type { Rejection, ResultSource, VerificationSummary } from './verification.js';
import type { WaiverSection } from './waiver-section.js';

export type * from './base-section.js';
export type * from './findings.js';
export type * from './found-in.js';
export type * from './gate-section.js';
export type * from './provenance-rows.js';
export type * from './provider-section.js';
export type * from './reference-rows.js';
export type * from './totals.js';
export type * from './trust-section.js';
export type * from './verification.js';
export type * from './waiver-section.js';

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
  /** Present when, compared with a base commit, the pull request changed snapshot passages the run read. */
  snapshot_changes?: SnapshotChangesSection;
}

/** What a pull request changed in the snapshot files the run read (docs/snapshots.md). */
export interface SnapshotChangesSection {
  /** Passages (and titles) written, rewritten or removed, over every file. */
  passages: number;
  /** Numbers only those passages ground (`reports[].numbers_grounded_by_pull_request`). */
  numbers: number;
  files: { file: string; passages: number }[];
  /** The base could not be read: no passage could be shown to be the base's, so every number only these passages ground counts as ungrounded. */
  base_unread?: true;
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
  /** The base's findings for unchanged text that the pull request removed or changed: they still count. Present only when there are some. */
  kept_from_base?: KeptFromBase[];
  /** Present when some of them count unconfirmed: what differs without them (docs/security.md). */
  without_unconfirmed?: WithoutUnconfirmed;
  findings: Finding[];
  /**
   * Compared with a base commit: numbers only snapshot passages the pull request wrote ground
   * (and the base did not have as ungrounded). Present only when there are some.
   */
  numbers_grounded_by_pull_request?: UngroundedNumberFinding[];
  /**
   * Compared with a base commit: quotations found on their page only in snapshot passages the
   * pull request wrote (and that the base did not have as not in their source). Present only when there are some.
   */
  quotes_found_by_pull_request?: QuoteNotInSourceFinding[];
  evidence: EvidenceRow[];
  provider: ProviderSection;
  /**
   * The census of a `markdown` or `provider-json` report (an invalid one too): every
   * citation-like mark it holds, bound to a source or not (docs/results-file.md, "The census").
   */
  citation_marks?: CitationMarks;
  /**
   * Present with `citation-recall: check` on a report that cites some source: its sentences
   * stating a checkable fact, and how many of them cite one (docs/checks.md#citation-recall).
   */
  citation_recall?: CitationRecall;
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
  /** Its verdict rests on a verdict this pull request adds that nothing confirmed (see `without_unconfirmed`). */
  unconfirmed?: true;
  /**
   * On a claim whose cited evidence leaves it unsupported (`insufficient`, `contradicts`): the
   * other records of the report holding a quotation the claim states and its sources lack, each
   * with the quotation (`text`). Absent when none does (docs/checks.md#found-in-where-the-number-or-quote-really-is).
   */
  found_in?: LocatedText[];
  /** More places than `found_in` lists (it keeps the first 10): how many in all. */
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
  /** The verdict is one this pull request adds, counted unconfirmed: not confirmed by the base or the model. */
  unconfirmed?: true;
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
  /**
   * `report_quotation`: the excerpt is the report's own quotation of the page (a `#:~:text=`
   * fragment of the URL it cites, a footnote's quoted passage), not text read from the page; with
   * `provenance: check` it is looked for on the page.
   */
  excerpt_origin?: 'report_quotation';
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
 * Which article of a STORM folder was read, and how its `[n]` were read: as url_to_info.json's
 * numbers (the draft), through the numbering recovered from the draft (the polished article),
 * or not at all (a polished article with no draft: every citation unresolved).
 */
export interface ArticleReading {
  file: string;
  version: 'draft' | 'polished';
  numbering: 'url_to_info' | 'draft' | 'unknown';
  /** With `draft`: each traced marker of the article → the url_to_info.json index it stands for. */
  markers?: Record<string, string>;
}
