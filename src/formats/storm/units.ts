// What the polished and the draft article are aligned by: not sentences but the text between
// citation markers. Polishing may change where a sentence ends without changing its text or its
// markers: in a Thai article it only added a "." after a marker ("…ก[1] ข[2]" became
// "…ก[1]. ข[2]"), which splits one sentence into two. Cut at markers, with punctuation and spacing
// left out of the comparison, both read "ก" citing [1] and "ข" citing [2].

/** A run of text and the markers that close it. */
export interface CitationUnit {
  /** The text for comparison: letters, digits and combining marks only, case folded; headings start with "#". */
  key: string;
  /** The markers right after the text, in order ("[3][1]" is ["3", "1"]; "01" reads as "1"). */
  citations: string[];
  /** Where the text starts in the article. */
  offset: number;
  /** A Markdown heading line (it cites nothing, and anchors the alignment). */
  heading: boolean;
}

// "[3]", "[1, 2]" (STORM's remove_citations reads both), with the spaces before it: as ../sentences/article.ts reads them.
const MARKER = /[^\S\r\n]*\[(\d+(?:\s*,\s*\d+)*)\]/g;
// An ATX heading as CommonMark reads it (as ../sentences/article.ts does).
const HEADING = /^ {0,3}#{1,6}(?:[ \t]|$)/;
const LINE_BREAK = /\r\n?|\n/g;
// What the comparison leaves out: anything that is not a letter, a digit or a combining mark
// (Thai vowel and tone marks are combining marks).
const NOT_TEXT = /[^\p{L}\p{N}\p{M}]+/gu;

/** The text of `raw` for comparison: NFKC, lower case, without punctuation, symbols or spaces. */
export function comparable(raw: string): string {
  return raw.normalize('NFKC').toLowerCase().replace(NOT_TEXT, '');
}

/**
 * The article cut into units, line by line: each heading is one unit; in a paragraph, the text up
 * to each run of markers (markers with nothing but spaces between them) is one unit citing them,
 * and the text after the last run one citing nothing. A run with no text of its own before it
 * (". [2]" after "[1]", a line of bare markers) joins the unit before it. Linear in the text.
 */
export function citationUnits(text: string): CitationUnit[] {
  const units: CitationUnit[] = [];
  let lineStart = 0;
  const lineBreaks = text.matchAll(LINE_BREAK);
  for (;;) {
    const lineBreak = lineBreaks.next();
    const lineEnd = lineBreak.done ? text.length : lineBreak.value.index;
    const line = text.slice(lineStart, lineEnd);
    if (HEADING.test(line)) {
      units.push({ key: `#${comparable(line)}`, citations: [], offset: lineStart, heading: true });
    } else if (line.trim() !== '') {
      paragraphUnits(line, lineStart, units);
    }
    if (lineBreak.done) break;
    lineStart = lineEnd + lineBreak.value[0].length;
  }
  return units;
}

function paragraphUnits(line: string, lineStart: number, units: CitationUnit[]): void {
  let from = 0;
  let open: CitationUnit | null = null;
  for (const match of line.matchAll(MARKER)) {
    const start = from;
    const between = line.slice(start, match.index);
    const ids = (match[1] as string).split(',').map((id) => String(Number.parseInt(id.trim(), 10)));
    from = match.index + match[0].length;
    // A marker right after another (only spaces between) continues the run.
    if (open && between.trim() === '') {
      for (const id of ids) open.citations.push(id);
      continue;
    }
    const key = comparable(between);
    const previous = units[units.length - 1];
    if (key === '' && previous && !previous.heading) {
      // ". [2]", a line of bare markers: the markers belong with the text before.
      for (const id of ids) previous.citations.push(id);
      open = previous;
      continue;
    }
    open = { key, citations: ids, offset: lineStart + start + leading(between), heading: false };
    units.push(open);
  }
  const rest = line.slice(from);
  const key = comparable(rest);
  if (key !== '') units.push({ key, citations: [], offset: lineStart + from + leading(rest), heading: false });
}

const leading = (raw: string): number => raw.length - raw.trimStart().length;
