// The census in words: "12 of 340 citation marks could not be read", said near the top of the
// terminal, the job summary and the comment whenever a mark was not read, with the reports that
// lost most of theirs named, so that a report whose citations are lost never looks clean.
import type { ReportResult, ResultsFile } from '../results/types.js';
import { plural } from './format.js';

/** Reports named after the line, worst first. */
const NAMED = 3;

/** A report's marks are mostly unread when more than half of them are. */
export function mostlyUnread(marks: { seen: number; unread: number } | undefined): boolean {
  return marks !== undefined && marks.unread > 0 && marks.unread * 2 > marks.seen;
}

/** The reports that lost most of their marks, worst first. */
export function reportsMostlyUnread(results: ResultsFile): ReportResult[] {
  return results.reports
    .filter((report) => mostlyUnread(report.citation_marks))
    .sort((a, b) => (b.citation_marks?.unread ?? 0) - (a.citation_marks?.unread ?? 0));
}

/**
 * "12 of 340 citation marks could not be read" and, for reports that lost most of theirs,
 * "among them all 183 in reports/gemini.md"; null when every mark was read. `file` shows a report's name
 * (the comment escapes and links it; the terminal prints it).
 */
export function censusLine(
  results: ResultsFile,
  file: (report: ReportResult) => string = (r) => r.file,
): string | null {
  const marks = results.totals.citation_marks;
  if (!marks || marks.unread === 0) return null;
  const head = `${marks.unread} of ${plural(marks.seen, 'citation mark')} could not be read`;
  const worst = reportsMostlyUnread(results);
  if (worst.length === 0) return `${head}: the sentences they stand in are not checked against their sources`;
  const named = worst.slice(0, NAMED).map((report) => {
    const { seen, unread } = report.citation_marks as { seen: number; unread: number };
    return `${unread === seen ? `all ${seen}` : `${unread} of ${seen}`} in ${file(report)}`;
  });
  const more = worst.length > NAMED ? `, and most of ${plural(worst.length - NAMED, 'more report')}` : '';
  return `${head}, among them ${named.join(', ')}${more}: those citations are not checked at all`;
}

/**
 * What the decision line adds when the gate passed although some report lost most of its
 * marks (max-unread-markers lifted): "most citation marks of 1 report could not be read".
 */
export function lostMarksPhrase(results: ResultsFile): string | null {
  const worst = reportsMostlyUnread(results);
  if (worst.length === 0) return null;
  return `most citation marks of ${plural(worst.length, 'report')} could not be read`;
}

/** The decision line's "but …": the model's outage and the lost marks, either or both. */
export function passedBut(outage: string | null, results: ResultsFile): string | null {
  const lost = lostMarksPhrase(results);
  return [outage, lost].filter((part) => part !== null).join(', and ') || null;
}
