// The run's totals: what the gate's thresholds measure.
import type { CitationRecall } from './found-in.js';
import type { ProvenanceTotals } from './provenance-rows.js';
import type { ReferenceTotals } from './reference-rows.js';

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
  /**
   * The census over every `markdown` and `provider-json` report (invalid ones included): present
   * when some report is of those formats. `unread` is what "N of M citation marks could not be
   * read" says.
   */
  citation_marks?: CitationMarks;
  /** `unread_marker` findings: what `max-unread-markers` counts (present with `citation_marks`). */
  unread_markers?: number;
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

/**
 * Citation marks counted in a report: `seen` = `bound` + `unread`. Each unread mark is an
 * `unread_marker` finding (the mark as written, where, and why it could not be read), except in
 * an invalid report, whose error stands for all of them.
 */
export interface CitationMarks {
  seen: number;
  bound: number;
  unread: number;
}
