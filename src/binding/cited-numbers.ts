// What grounding reads of an evidence record (its excerpt, and its title when it is the source's
// own, control sequences blanked) and that text's numbers, made once per record and kept with it:
// the ungrounded-number check (src/check/numeric-findings.ts) and re-attribution (./reattribute.ts)
// read the same records, and indexing a record's numbers scans its whole text.
import { indexNumbers, type CitedText, type FactIndex } from '../numbers/index.js';
import { blankControlSequences } from '../text/controls.js';
import type { IndexedEvidence } from './report-index.js';

const texts = new WeakMap<IndexedEvidence, CitedText>();
const indexes = new WeakMap<CitedText, FactIndex>();

/** The record's text as grounding reads it; the same object for the same record. */
export function citedText(evidence: IndexedEvidence): CitedText {
  let text = texts.get(evidence);
  if (text === undefined) {
    const title = evidence.titleIsStandIn ? '' : blankControlSequences(evidence.title);
    text = { excerpt: blankControlSequences(evidence.excerpt), ...(title ? { title } : {}) };
    texts.set(evidence, text);
  }
  return text;
}

/** The numbers of a text `citedText` made (or any other), indexed once. */
export function citedNumbers(text: CitedText): FactIndex {
  let index = indexes.get(text);
  if (index === undefined) {
    index = indexNumbers(text);
    indexes.set(text, index);
  }
  return index;
}
