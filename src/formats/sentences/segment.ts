// Sentence boundaries. Intl.Segmenter applies Unicode's sentence rules (UAX #29), which break
// after any full stop followed by a capital or a digit ("Feb. 17", "U.S. Army", "Mr. Smith") and
// after a question or exclamation mark whatever follows ("“Why?” he asked"). Two repairs follow
// the segmenter: a break right after a known abbreviation is undone unless a word that starts
// sentences ("The", "He", "In") follows it, and a break after "?" or "!" before a lower-case
// letter is undone (Unicode's SB8 keeps that for a full stop only). See docs/formats.md#storm.
import { isAbbreviationBreak } from './abbreviations.js';

// Made on first use, not when the module loads: making it loads ICU's sentence rules, about as long
// as the rest of the command line's start (15-30 ms), and a check of JSON reports never segments.
let segmenter: Intl.Segmenter | undefined;

/**
 * How much text the segmenter is given at once. V8's segmenter costs time in proportion to the
 * whole string for each sentence it returns, so one long paragraph is quadratic (a 1.7 MB line
 * took 141 s); bounded pieces keep it linear. About 2,000 characters was fastest on the benchmark.
 */
export const SEGMENT_CHUNK = 2048;

/**
 * A character that ends every look-ahead of the sentence rules. Whether UAX #29 breaks after a
 * full stop can depend on what follows it up to the next letter (SB8: "etc. 12 apples" does not
 * break, "etc. 12 Apples" does), a full stop or question mark, or a line break; a boundary followed
 * by one of these within the piece is the one the whole text has.
 */
const SETTLES = /[\p{Lu}\p{Ll}\p{Lt}\p{Lo}.?!\n\r\u0085\u2029\u3002]/u;

function lastSettling(piece: string): number {
  for (let i = piece.length - 1; i >= 0; i--) if (SETTLES.test(piece[i] as string)) return i;
  return -1;
}

/**
 * [start, end) of each UAX #29 sentence segment of `text`, exactly as one call of the segmenter on
 * the whole text gives them, but in linear time: the text is segmented in pieces of about `chunk`
 * characters, and each piece's segments are kept up to the last boundary that what follows it
 * within the piece settles (SETTLES); the next piece starts there. A piece with no such boundary
 * (one very long sentence) is doubled until it has one.
 */
export function segmentBoundaries(text: string, chunk = SEGMENT_CHUNK): [number, number][] {
  const spans: [number, number][] = [];
  let from = 0;
  let size = chunk;
  while (from < text.length) {
    const end = Math.min(text.length, from + size);
    const piece = text.slice(from, end);
    const starts: number[] = [];
    segmenter ??= new Intl.Segmenter('en', { granularity: 'sentence' });
    for (const { index } of segmenter.segment(piece)) starts.push(index);
    starts.push(piece.length);
    let keep = starts.length - 1;
    if (end < text.length) {
      const settled = lastSettling(piece);
      while (keep > 0 && (starts[keep] as number) > settled) keep--;
      if (keep === 0) {
        size *= 2;
        continue;
      }
    }
    for (let k = 0; k < keep; k++) spans.push([from + (starts[k] as number), from + (starts[k + 1] as number)]);
    from += starts[keep] as number;
    size = chunk;
  }
  return spans;
}

/** [start, end) of each sentence of `text`, trailing whitespace included. */
export function sentenceSpans(text: string): [number, number][] {
  const spans: [number, number][] = [];
  let open: [number, number] | null = null;
  for (const [start, end] of segmentBoundaries(text)) {
    if (open && isAbbreviationBreak(text.slice(open[0], open[1]), text.slice(start, end))) open[1] = end;
    else {
      if (open) spans.push(open);
      open = [start, end];
    }
  }
  if (open) spans.push(open);
  return spans;
}
