// A page's extracted text cut into passages: the units a snapshot stores and a sentence is
// matched against. Extraction puts each block (a paragraph, a heading, a list item, a table
// row; a line of a PDF) on its own line; a passage is one or more whole lines, at least
// PASSAGE_MIN characters when the lines allow it and never more than PASSAGE_MAX: a longer line is
// cut at sentence boundaries (Intl.Segmenter, as articles are), a longer sentence at a space.
import { sentenceSpans } from '../formats/sentences/segment.js';

/** A passage: [start, end) in the extracted text (UTF-16 code units), trimmed of whitespace. */
export interface Span {
  start: number;
  end: number;
}

export const PASSAGE_MIN = 250;
export const PASSAGE_MAX = 1000;

/**
 * The text's passages, in order; together they cover every non-blank character. `groupOf` tells
 * lines apart that must never share a passage (the main content and the page around it).
 */
export function splitPassages(text: string, groupOf: (line: string) => number = () => 0): Span[] {
  const pieces: (Span & { group: number })[] = [];
  let lineStart = 0;
  while (lineStart <= text.length) {
    const newline = text.indexOf('\n', lineStart);
    const lineEnd = newline === -1 ? text.length : newline;
    const line = trimmed(text, lineStart, lineEnd);
    if (line) {
      const group = groupOf(text.slice(line.start, line.end));
      // One push per piece: a line of a large page may cut into more pieces than a spread can pass.
      for (const piece of cutLong(text, line)) pieces.push({ ...piece, group });
    }
    if (newline === -1) break;
    lineStart = newline + 1;
  }
  // Short blocks (a heading, a caption, a line of a PDF) join the next while the passage is short.
  const passages: (Span & { group: number })[] = [];
  for (const piece of pieces) {
    const last = passages[passages.length - 1];
    if (
      last &&
      last.group === piece.group &&
      last.end - last.start < PASSAGE_MIN &&
      piece.end - last.start <= PASSAGE_MAX
    )
      last.end = piece.end;
    else passages.push({ ...piece });
  }
  return passages.map(({ start, end }) => ({ start, end }));
}

function trimmed(text: string, start: number, end: number): Span | null {
  while (start < end && /\s/.test(text.charAt(start))) start++;
  while (end > start && /\s/.test(text.charAt(end - 1))) end--;
  return start < end ? { start, end } : null;
}

/** A line over PASSAGE_MAX, cut at sentence ends, and a sentence over it at the last space before it. */
function cutLong(text: string, line: Span): Span[] {
  if (line.end - line.start <= PASSAGE_MAX) return [line];
  const out: Span[] = [];
  let open: Span | null = null;
  for (const [from, to] of sentenceSpans(text.slice(line.start, line.end))) {
    const sentence = trimmed(text, line.start + from, line.start + to);
    if (!sentence) continue;
    if (open && sentence.end - open.start <= PASSAGE_MAX) {
      open.end = sentence.end;
      continue;
    }
    if (open) out.push(open);
    open = null;
    const parts = cutAtSpaces(text, sentence);
    for (let index = 0; index < parts.length - 1; index++) out.push(parts[index] as Span);
    open = parts[parts.length - 1] ?? null;
  }
  if (open) out.push(open);
  return out;
}

function cutAtSpaces(text: string, span: Span): Span[] {
  const out: Span[] = [];
  let start = span.start;
  while (span.end - start > PASSAGE_MAX) {
    let cut = text.lastIndexOf(' ', start + PASSAGE_MAX);
    if (cut <= start) cut = start + PASSAGE_MAX;
    // Never cut a surrogate pair in half.
    if (/[\uD800-\uDBFF]/.test(text.charAt(cut - 1))) cut--;
    const part = trimmed(text, start, cut);
    if (part) out.push(part);
    start = cut;
  }
  const rest = trimmed(text, start, span.end);
  if (rest) out.push(rest);
  return out;
}
