// The terminal lists a bounded number of items per section, as the comment and the summary do:
// a hostile or merely huge report can have 300,000 findings, and a log of 300,000 lines helps no
// one (nor does the minute it takes to write it). Every count stays whole; the results file holds
// every item, and the line after a cut list says so.

/** Items listed per section of the terminal; the first of them, the worst first. */
export const TERMINAL_LISTED = 200;

/** Where a cut list's items all are, as the command line names it by default. */
export const RESULTS_FILE_HINT = 'the results file (--json PATH)';

/** "  … and 140,800 more: every one is in the results file (--json results.json)". */
export function moreLine(rest: number, restIn: string, indent = '  '): string[] {
  return rest > 0 ? [`${indent}… and ${rest} more: every one is in ${restIn}`] : [];
}

/**
 * The lines of at most TERMINAL_LISTED items and, when there were more, the line saying so. Lines
 * are appended one by one (an item may have several): never a spread of an input-sized array.
 */
export function cappedLines<T>(items: readonly T[], linesOf: (item: T) => string[], restIn: string): string[] {
  const out: string[] = [];
  const shown = Math.min(items.length, TERMINAL_LISTED);
  for (let index = 0; index < shown; index++) for (const line of linesOf(items[index] as T)) out.push(line);
  for (const line of moreLine(items.length - shown, restIn)) out.push(line);
  return out;
}
