// Quotations inside claims: a sentence that puts words in quotation marks and cites a source
// claims the source says them. They are looked for in the source's text with the ladder an
// unbound quote's near miss uses (src/binding/quote.ts): verbatim, then after collapsing
// whitespace, case folding, and making typographic quotes, dashes and ligatures plain.
import { explainUnboundQuote } from './quote.js';
import type { SnapshotQuote } from '../formats/snapshot/file.js';

// Double quotation marks in the pairs English and European text use; single quotes are left
// out, as ’ is also the apostrophe ("the council’s ‘plan’" would pair the wrong marks).
const QUOTATION = /“([^“”]+)”|"([^"]+)"|„([^„“”]+)[“”]|«([^«»]+)»|»([^«»]+)«/gu;
// Two words at least: one word in quotation marks is a term or a scare quote (different
// "lenses"), not words the source is said to say.
const WORDS = /[\p{L}\p{N}]+/gu;
const MIN_WORDS = 2;
const MAX_QUOTE = 2000;

/** The quotations a sentence states, trimmed, each once, in order. */
export function quotationsIn(sentence: string): string[] {
  const found: string[] = [];
  for (const match of sentence.matchAll(QUOTATION)) {
    const inner = (match.slice(1).find((group) => group !== undefined) ?? '').replace(/^[\s\u00a0]+|[\s\u00a0]+$/g, '');
    if (inner.length > MAX_QUOTE || (inner.match(WORDS)?.length ?? 0) < MIN_WORDS || found.includes(inner)) continue;
    found.push(inner);
  }
  return found;
}

/** Where `quote` is in `text`, and how much folding that took; null when it is not there. */
export function findQuotation(quote: string, text: string): Omit<SnapshotQuote, 'text'> | null {
  const at = text.indexOf(quote);
  if (at >= 0) return { found: 'exact', start: at, end: at + quote.length };
  const miss = explainUnboundQuote(quote, text);
  if (miss.offset === null || miss.passage === undefined) return null;
  if (miss.kind !== 'whitespace' && miss.kind !== 'case' && miss.kind !== 'typography') return null;
  return { found: miss.kind, start: miss.offset, end: miss.offset + miss.passage.length };
}
