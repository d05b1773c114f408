// Before a Markdown report is parsed, one linear pass counts the lines that open a link reference
// definition ("[label]: url") and the lines that open a numbered source entry ("[12] …", "12. …"),
// at any depth of block quote or list.
// A real report has fewer than 1,000 of either (the longest source lists of the real reports in
// the corpora, Perplexity's and Gemini's, have about 250 entries). Reading costs about 0.1 to
// 0.15 ms of CPU per entry, most of it markdown-it, the garbage collector and sending the read
// report back from the reader process: 100,000 numbered entries took 7 s of CPU and passed the
// reader's 30 s on a loaded machine, 25,000 took 3.5 s. MAX_LISTED_LINES keeps a file just
// under the limit under 5 s of CPU (bench/hostile.mjs). Past it, of either kind, the report is
// invalid and says which limit it passed, at the line that passed it (docs/security.md,
// "Per-file limits").

/** Link reference definitions, and numbered source entries, a Markdown report may have. */
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

/** What the text is over, and where, when it has more than MAX_LISTED_LINES lines of either kind; else null. */
export function listedLinesOverLimit(text: string): { message: string; line: number } | null {
  let definitions = 0;
  let numbered = 0;
  let line = 1;
  for (let start = 0; start < text.length; line++) {
    const end = text.indexOf('\n', start);
    DEFINITION.lastIndex = start;
    if (DEFINITION.test(text)) {
      if (++definitions > MAX_LISTED_LINES) return overLimit('link reference definitions ("[label]: url" lines)', line);
    } else {
      NUMBERED.lastIndex = start;
      if (NUMBERED.test(text) && ++numbered > MAX_LISTED_LINES)
        return overLimit('numbered source entries or list items ("[n] …" or "n. …" lines)', line);
    }
    if (end === -1) break;
    start = end + 1;
  }
  return null;
}

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
