// The waiver file as the results file records it (`waivers`): each waiver and how it stands.
import type { ProblemKind } from './base-section.js';

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
