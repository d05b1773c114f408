// The one normalised model every input format is turned into. Binding, numeric grounding, the
// semantic verifier, the gate and the renderers read only this (through src/binding's index),
// never a format's own files: a new format is a new adapter in src/formats/<format>/.
import type { Confidence } from '../report/schema.js';
import type { ClaimEvidenceVerification } from '../report/schema.js';
import type { ReportFileError } from '../report/json-file.js';
import type { NoticeCode } from '../results/findings.js';
import type { ArticleReading, CitationMarks, UnresolvedReason } from '../results/types.js';
import type { SnapshotSource } from './snapshot/file.js';

// The results file records them as read, so they are its types (src/results/).
export { UNRESOLVED_REASONS } from '../results/verification.js';
export type { ArticleReading, UnresolvedReason } from '../results/types.js';

export const FORMATS = ['abundance', 'storm', 'costorm', 'alce', 'markdown', 'provider-json'] as const;
/** `abundance` is the research pipeline's `ResearchReport` JSON, citegate's original format. */
export type FormatName = (typeof FORMATS)[number];
export type FormatChoice = FormatName | 'auto';

/** What each format is, in the words of the line that says how the reports were read. */
export const FORMAT_DESCRIPTIONS: Readonly<Record<FormatName, string>> = {
  abundance: 'research pipeline report JSON',
  storm: 'STORM folder: an article and url_to_info.json',
  costorm: 'Co-STORM folder: report.md and instance_dump.json',
  alce: 'ALCE result JSON: one report per item of data',
  markdown: 'a Markdown research report: sentences, citation markers and source lists',
  'provider-json': "a model provider's JSON answer with its citations",
};

/** What each format's users call one of its reports, and several: the Formats line's nouns. */
export const FORMAT_NOUNS: Readonly<Record<FormatName, readonly [string, string]>> = {
  abundance: ['pipeline report (JSON)', 'pipeline reports (JSON)'],
  storm: ['STORM run', 'STORM runs'],
  costorm: ['Co-STORM run', 'Co-STORM runs'],
  alce: ['ALCE answer (result JSON)', 'ALCE answers (result JSON)'],
  markdown: ['Markdown report', 'Markdown reports'],
  'provider-json': ['provider answer (JSON)', 'provider answers (JSON)'],
};

/** A place in a file: 1-based line and column (UTF-16 code units, as an editor counts them). */
export interface Location {
  file: string;
  line: number;
  column: number;
}

/** A citation the adapter read but could not resolve to one evidence record. */
export interface UnresolvedCitation {
  /** The citation as the report writes it, without brackets: "3" for `[3]`. */
  marker: string;
  reason: UnresolvedReason;
  /** One sentence: why, and what to commit or change so it resolves. */
  detail: string;
}

export interface SourceClaim {
  id: string;
  statement: string;
  /** Cited evidence IDs as the claim cites them: repeats and IDs with no record included. */
  evidenceIds: readonly string[];
  /** Citations the adapter could not resolve (never in `evidenceIds`): binding errors. */
  unresolved?: readonly UnresolvedCitation[];
  confidence: Confidence;
  line: number;
  /** Only where the claim is not in the report's own file (a STORM article), or a column is known. */
  file?: string;
  column?: number;
  /** The claim's fingerprint when the adapter already computed it (sentence IDs derive from it). */
  sha256?: string;
  /**
   * Sentence formats: which paragraph of the report the sentence is in (equal numbers, same
   * paragraph; a Markdown block, an article's line), and whether it is a table cell's text.
   * Citation recall (src/check/recall.ts) reads them; absent: each claim stands alone.
   */
  paragraph?: number;
  tableCell?: true;
  /** The heading the sentence stands under, where the format has headings. */
  section?: string;
}

export interface SourceEvidence {
  id: string;
  title: string;
  /**
   * True when the source has no title of its own and `title` is a stand-in the adapter made (its
   * url, "Document [3]"): a stand-in grounds no number (docs/numeric-grounding.md#titles).
   */
  titleIsStandIn?: boolean;
  url: string;
  /** What is fingerprinted and quoted from. */
  excerpt: string;
  /**
   * `report_quotation`: the excerpt is what the report says the page holds (a Markdown link's
   * `#:~:text=` fragment, a footnote's quotation), not text read from the page.
   */
  excerptOrigin?: 'report_quotation';
  publishedAt?: string | null;
  /** The parts a quote must lie within (STORM's search snippets); absent: the whole excerpt. */
  snippets?: readonly string[];
  /** Where the evidence record is, for annotations. */
  location?: Location;
  /** The source-list entry as the report writes it (a Markdown reference line), where there is one. */
  reference?: string;
  /**
   * Set on a record that cites an http(s) URL and has no excerpt of its own: the snapshot file
   * that holds (or would hold) its page's passages, and that file's entry for the URL
   * (./snapshot/). The record's excerpt is then every stored passage, and each sentence citing
   * it is judged on its own passages.
   */
  sourceText?: SourceTextState;
}

export interface SourceTextState {
  file: string;
  /** The snapshot's entry for this URL; absent when the file has none, or there is no file. */
  source?: SnapshotSource;
  /** Lines of the entry's passages and sentences in the snapshot file. */
  passageLines?: readonly number[];
  sentenceLines?: readonly number[];
  /**
   * Compared with a base commit: the parts of the entry the base's snapshot file does not have,
   * which the pull request wrote (src/formats/snapshot/written.ts). Absent without a base: all trusted.
   */
  written?: WrittenParts;
}

/** The title and passages (indexes) of a snapshot entry that a pull request wrote. */
export interface WrittenParts {
  title: boolean;
  passages: ReadonlySet<number>;
}

/** A committed verdict that names no report of its file (an ALCE item that is not there). */
export interface OrphanVerdict {
  verification: ClaimEvidenceVerification;
  detail: string;
  /** Where it is written: the verdict file and its line. */
  writtenIn?: { file: string; line: number };
}

/** The verdict file that `citegate verify` writes beside a report (see ./verdict-file.ts). */
export interface VerdictFileState {
  path: string;
  /** False when there is no such file yet. */
  exists: boolean;
  /** This report's verdicts from the file, in file order. */
  verifications: ClaimEvidenceVerification[];
  /** Each verdict's line in the file (absent or empty when there is no file). */
  lines?: ReadonlyMap<ClaimEvidenceVerification, number>;
}

/**
 * Something an adapter noticed about a report's citations or sources that is not a binding
 * error (an unused source, one source under two numbers, a source with no URL): a finding with
 * its own code (a row of src/results/rules.ts), placed where it is.
 */
export interface ReportNotice {
  code: NoticeCode;
  message: string;
  line: number;
  column?: number;
  /** Only where it is not the report's own file. */
  file?: string;
  /** The claim it concerns, when one does (a marker whose syntax disagrees with its list). */
  claimId?: string;
  /** The evidence record or source-list entry it concerns, as the results name it. */
  evidenceId?: string;
  /**
   * What identifies it when no evidence record does (the two syntaxes that disagree, the list
   * with a gap): with the code and the evidence, the identity the base comparison and waivers
   * match it by. Never its line or its message, which an unrelated edit changes.
   */
  subject?: string;
}

export interface NormalisedReport {
  format: FormatName;
  /** How a Markdown or provider report was written (src/formats/markdown/dialects.ts): recorded per report. */
  dialect?: string;
  /** The report as results name it: a JSON file, or a STORM / Co-STORM topic folder. */
  file: string;
  /** Display name when a file holds several reports (an ALCE item). */
  name?: string;
  /** The ALCE item's index in `data`: how its verdicts are told apart in a shared verdict file. */
  item?: number;
  claims: SourceClaim[];
  evidence: SourceEvidence[];
  /** True when claim IDs are derived from the sentence text (item 5 of docs/formats.md). */
  sentenceIds: boolean;
  /** The pipeline envelope's own results; null for anything but an envelope. */
  envelope: ClaimEvidenceVerification[] | null;
  verdictFile: VerdictFileState;
  orphans?: OrphanVerdict[];
  /** A STORM folder: which article was read and which numbering its citations were read in. */
  article?: ArticleReading;
  /** Findings about the report's citations and sources that are not binding errors. */
  notices?: ReportNotice[];
  /** The census of a Markdown or provider report: every citation-like mark, bound or not. */
  citationMarks?: CitationMarks;
  /** When the report was written, where it says (the pipeline's `completed_at`): archived copies near it are preferred. */
  date?: string;
}

/** An input that could not be read as a report: one error naming the file and position. */
export interface InvalidInput {
  format?: FormatName;
  dialect?: string;
  file: string;
  name?: string;
  error: ReportFileError;
  /** Orphan verdicts of a file none of whose reports could be read: rejected here, not lost. */
  orphans?: OrphanVerdict[];
  /** A Markdown or provider report made invalid by its citations: the marks it holds, none of them read. */
  citationMarks?: CitationMarks;
  /**
   * The report is not there: its file, or the file that marks its folder (url_to_info.json,
   * instance_dump.json), is missing.
   * The base comparison takes it as a report the pull request adds; a check of the working
   * tree lists it as invalid like any other.
   */
  absent?: true;
}

export type LoadedReport = NormalisedReport | InvalidInput;

export function isInvalid(report: LoadedReport): report is InvalidInput {
  return 'error' in report;
}
