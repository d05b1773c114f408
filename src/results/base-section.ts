// The base comparison in the results file (`base`): every problem with its status against the
// base commit, the verdicts that changed, and the claims whose text changed.
import type { Verdict } from '../report/schema.js';
import type { NoticeCode } from './findings.js';

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
