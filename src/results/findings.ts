// The findings of a report: binding errors an adapter or the check found, the snapshot
// findings, ungrounded numbers, and the notices (./finding-codes.ts) of a report's citations.
import type { ElsewhereInReport } from './found-in.js';
import type { UnresolvedReason } from './verification.js';

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
  /** On the page only in snapshot passages this pull request wrote, which do not count (docs/snapshots.md). */
  grounded_by?: 'pull_request_passages';
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
  /**
   * `pull_request_passages`: compared with a base commit, the number occurs only in snapshot
   * passages the pull request wrote (src/formats/snapshot/written.ts), and it was ungrounded at the base.
   */
  grounded_by?: 'pull_request_passages';
}

export const NOTICE_CODES = [
  'unused_source',
  'duplicate_source',
  'url_variant',
  'marker_syntax_mismatch',
  'source_without_url',
  'non_http_url',
  'numbering_gap',
  'citation_without_span',
  'no_citations',
  'python_literal',
  'duplicate_definition',
  'unread_marker',
  'uncited_claim',
] as const;

export type NoticeCode = (typeof NOTICE_CODES)[number];

export type NoticeLevel = 'warning' | 'note';

export function isNoticeCode(code: string): code is NoticeCode {
  return (NOTICE_CODES as readonly string[]).includes(code);
}
