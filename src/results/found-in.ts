// Re-attribution (docs/checks.md#found-in-where-the-number-or-quote-really-is): where else in a report a finding's number or quote
// stands. src/binding/reattribute.ts finds the places; these are the shapes the results carry.

/** One place of the report's evidence that holds the number or quote. */
export interface FoundIn {
  evidence_id: string;
  /** The record as a reader knows it: its title, or its URL when it has no title of its own. */
  label: string;
  /** Which part of the record: `snippet 2` (STORM), `passage 3` (a snapshot), `page title`, `title`, `excerpt`. */
  where: string;
  /** Where that part is written (a snapshot passage's line), else where the record is; absent when unknown. */
  file?: string;
  line?: number;
  /** For a quote found only after folding: the least folding it took (src/binding/quote.ts's ladder). */
  folding?: 'whitespace' | 'case' | 'typography';
}

/** Where else in the report a finding's number or quote stands (docs/checks.md#found-in-where-the-number-or-quote-really-is). */
export interface ElsewhereInReport {
  /**
   * The report's other evidence records that hold it, by the rules that found it missing (the
   * number's grounding, the quote's near-miss ladder), in report order, at most 10. Absent when none does.
   */
  found_in?: FoundIn[];
  /** More places than `found_in` lists: how many in all. */
  found_in_total?: number;
}

/** A place that holds a claim's quotation: FoundIn and the quotation it holds. */
export type LocatedText = FoundIn & { text: string };

/** "factual sentences citing a source: 82% (41 of 50)" (docs/checks.md#citation-recall). */
export interface CitationRecall {
  factual_sentences: number;
  citing: number;
  /** citing / factual_sentences; null when there is no factual sentence. */
  ratio: number | null;
}
