// Before a Markdown report is parsed, one linear pass counts the lines that open a link reference
// definition ("[label]: url"), the lines that open a numbered source entry ("[12] …", "12. …"),
// and the lines that may open an unnumbered one (./structure.ts: a list item, a table row, a
// paragraph, a paragraph's line with a link or URL or with a label of its own, under a Sources
// heading or not), at any depth of block quote or list.
// A real report has fewer than 1,000 of each (the longest source lists of the real reports in
// the corpora, Perplexity's and Gemini's, have about 250 entries). Reading costs about 0.1 to
// 0.15 ms of CPU per entry, most of it markdown-it, the garbage collector and sending the read
// report back from the reader process: 100,000 numbered entries took 7 s of CPU and passed the
// reader's 30 s on a loaded machine, 25,000 took 3.5 s; 60,000 unnumbered ones ("- Source:
// url" items, table rows, paragraphs) took 5.2 to 6.1 s. MAX_LISTED_LINES keeps a file just
// under the limit under 5 s of CPU (bench/hostile.mjs). Past it, of any kind, the report is
// invalid and says which limit it passed, at the line that passed it (docs/security.md,
// "Per-file limits").

/** Link reference definitions, numbered source entries, and lines that may open an unnumbered one, a Markdown report may have (each). */
export const MAX_LISTED_LINES = 20_000;

// Each line may open with any run of spaces, tabs, ">" and bullets ("-", "*", "+"): a definition or
// entry in a block quote ("> [1]: url"), in a bulleted list ("- [1] Title") or in a list item
// (indented four spaces or more) is counted too. That also counts an indented code line, so the
// count is an upper bound, which is all a limit that only refuses needs.
// One character class, so a failed match gives back at most the line's prefix: linear.
/** The line's prefix, then "[label]:" (the label on the line, as a definition's label mostly is). */
const DEFINITION = /[ \t>*+-]*\[[^\]\n]{1,999}\]:/y;
/** The line's prefix, then "[12]" or "12." or "12)" and a space: a numbered source entry or list item. */
const NUMBERED = /[ \t>*+-]*(?:\[\d{1,20}\]|\d{1,20}[.)])[ \t]/y;

// An unnumbered entry opens where ./structure.ts starts a new one: at a list item, at a table row
// (with or without a "|": GFM's rows run to the next blank line), at a paragraph (after a blank
// line, a heading, a code fence or an HTML block), or at a paragraph's line with a link or URL
// after one with a URL, or at a line that opens with its own label (./sources.ts LEADING_LABEL:
// "[a] …", "[^a] …", "12. …" however written). So a line counts when it is not blank and follows a
// blank line, or opens (after any whitespace, a no-break space too, and ">") with a bullet, "#",
// "|", a fence ("`", "~"), "[", a digit, "\\" or "&" (an escaped or encoded "[a]" or "12."), or
// holds ":" (a URL, an autolink), "](", "][" or a "[" not of a "[12]" (a link, a shortcut
// reference "[label]" once a definition names it), "www." (GitHub's autolink with no
// scheme, ./parse.ts), "<" (an autolink, an HTML block), a character reference (it can spell a
// URL's ":" or "www.") or "|", or stands in a run of lines after one with a "|" (a table's rows). A plain
// continuation line of a paragraph is the only line left out, so nearly every line of a real
// report counts, and a real report has at most a few thousand lines.
// The definitions and numbered entries above are counted as such, not again here. A line break
// written as a character reference ("&#10;", "&NewLine;") ends a line for ./sources.ts too (its
// lines() splits a text at each "\n" of its value), so each one counts as a line of its own,
// whatever line it stands on.
/** The line's prefix, then the end of the line: a blank line (in a block quote, ">" alone is one). */
const BLANK = /[ \t>]*(?:\n|$)/y;
/**
 * The line's whitespace and ">", then a bullet and a space (a bulleted list item), a heading, table
 * row or fence opening, or the start of a label ("[a]", "12.", "\\[a]", "&#91;a]").
 */
const OPENS_BLOCK = /(?:[^\S\n]|>)*(?:[*+-](?:[ \t\n]|$)|[#|`~[\\&\d])/y;
/**
 * A URL's or autolink's ":", a link's "](" or "][", a shortcut reference link's "[" (any "[" but a
 * citation mark's "[12]", which ./sources.ts reads as citing, not as the line's URL), a www.
 * autolink's "www." (any case, as ./parse.ts reads it), an autolink's or HTML's "<", a character
 * reference ("&#58;", "&colon;"; not the "&" of "R&D").
 */
const MARK = /:|\]\(|\]\[|\[(?!\d{1,20}\])|<|&(?:#|[a-z][a-z0-9]{1,31};)|www\./gi;
/** A line feed written as a numeric or named character reference, as markdown-it decodes them. */
const LINE_FEED_ENTITY = /&(?:#0*10|#x0*a|NewLine);/gi;

/** What the text is over, and where, when it has more than MAX_LISTED_LINES lines of one kind; else null. */
export function listedLinesOverLimit(text: string): { message: string; line: number } | null {
  let definitions = 0;
  let numbered = 0;
  let unnumbered = 0;
  // Where the next MARK, "|" and LINE_FEED_ENTITY are, each searched for again only once the scan
  // has passed it (the text's length when there is none): each character is searched once.
  let mark = -1;
  let pipe = -1;
  let lineFeed = -1;
  let afterBlank = true;
  let inTable = false;
  let line = 1;
  for (let start = 0; start < text.length; line++) {
    const end = text.indexOf('\n', start);
    const lineEnd = end === -1 ? text.length : end;
    for (;;) {
      if (lineFeed < start) {
        LINE_FEED_ENTITY.lastIndex = start;
        lineFeed = LINE_FEED_ENTITY.exec(text)?.index ?? text.length;
      }
      if (lineFeed >= lineEnd) break;
      if (++unnumbered > MAX_LISTED_LINES) return overLimit(UNNUMBERED, line);
      LINE_FEED_ENTITY.lastIndex = lineFeed + 1;
      lineFeed = LINE_FEED_ENTITY.exec(text)?.index ?? text.length;
    }
    DEFINITION.lastIndex = start;
    NUMBERED.lastIndex = start;
    BLANK.lastIndex = start;
    if (DEFINITION.test(text)) {
      if (++definitions > MAX_LISTED_LINES) return overLimit('link reference definitions ("[label]: url" lines)', line);
      afterBlank = false;
    } else if (NUMBERED.test(text)) {
      if (++numbered > MAX_LISTED_LINES)
        return overLimit('numbered source entries or list items ("[n] …" or "n. …" lines)', line);
      afterBlank = false;
    } else if (BLANK.test(text)) {
      afterBlank = true;
      inTable = false;
    } else {
      if (mark < start) {
        MARK.lastIndex = start;
        mark = MARK.exec(text)?.index ?? text.length;
      }
      if (pipe < start) {
        pipe = text.indexOf('|', start);
        if (pipe === -1) pipe = text.length;
      }
      if (pipe < lineEnd) inTable = true;
      OPENS_BLOCK.lastIndex = start;
      if ((afterBlank || inTable || mark < lineEnd || OPENS_BLOCK.test(text)) && ++unnumbered > MAX_LISTED_LINES)
        return overLimit(UNNUMBERED, line);
      afterBlank = false;
    }
    if (end === -1) break;
    start = end + 1;
  }
  return null;
}

const UNNUMBERED =
  'lines that may open an unnumbered source entry (list items, table rows, paragraphs, lines with a link, a URL or a label of their own)';

function overLimit(what: string, line: number): { message: string; line: number } {
  return {
    message: `more than ${MAX_LISTED_LINES.toLocaleString('en-US')} ${what}: the one past the limit is at line ${line} (a real report has fewer than 1,000); citegate reads no more, so this report is not read (docs/security.md, "Per-file limits")`,
    line,
  };
}

/**
 * Sentences a Markdown report (or a provider answer's text) may have. Each one is a claim the
 * whole run carries: binding, findings, the results file. A real report has a few hundred; 40,000
 * took 2.4 s of CPU and 141,000 (a 5.8 MB answer) 7.3 s, whole process tree (bench/hostile.mjs).
 * Past the limit, the reader stops where it is and the report is invalid, naming the limit.
 */
export const MAX_SENTENCES = 50_000;

export function sentencesOverLimit(line: number): string {
  return `more than ${MAX_SENTENCES.toLocaleString('en-US')} sentences: the one past the limit is at line ${line} (a real report has a few hundred); citegate reads no more, so this report is not read (docs/security.md, "Per-file limits")`;
}
