// A number the pull request "fixed", or a quotation it "found", by writing the snapshot passages
// that hold it is not fixed. The head's check lists, per report, the numbers that only passages
// the pull request wrote ground (src/check/numeric-findings.ts writtenGroundedNumbers) and the
// quotations only they hold (src/check/snapshot-findings.ts sourceTextFindings); each one that was
// a problem at the base (same report, claim and number or quotation) is a problem of the head
// again, so the comparison finds it unchanged and the gate counts it: passages a pull request
// writes may make the gate stricter, never looser. Pure.
import type { QuoteNotInSourceFinding, ReportResult, UngroundedNumberFinding } from '../results/types.js';
import { findingKey, reportIdentity, reportProblems } from '../results/problems.js';

type Written = UngroundedNumberFinding | QuoteNotInSourceFinding;

/** What a finding held only by passages the pull request wrote says when it counts again. */
const AGAIN = {
  ungrounded_number: 'it was ungrounded at the base, and passages a pull request writes do not ground it',
  quote_not_in_source: 'it was not in its source at the base, and passages a pull request writes do not hold it',
} as const;

const UNREAD_BASE = {
  ungrounded_number:
    "the base could not be read, so these passages cannot be shown to be the base's, and passages a pull request writes do not ground it",
  quote_not_in_source:
    "the base could not be read, so these passages cannot be shown to be the base's, and passages a pull request writes do not hold it",
} as const;

/**
 * The report with each listed finding for which `counts` holds restored as a finding (its
 * message ending in `why`), and the rest left listed.
 */
function restore(
  report: ReportResult,
  counts: (finding: Written) => boolean,
  why: (finding: Written) => string,
): { report: ReportResult; restored: number } {
  const numbers = report.numbers_grounded_by_pull_request ?? [];
  const quotes = report.quotes_found_by_pull_request ?? [];
  if (numbers.length === 0 && quotes.length === 0) return { report, restored: 0 };
  const again: Written[] = [];
  const stillNumbers = numbers.filter((finding) => !(counts(finding) && again.push(finding)));
  const stillQuotes = quotes.filter((finding) => !(counts(finding) && again.push(finding)));
  if (again.length === 0) return { report, restored: 0 };
  const { numbers_grounded_by_pull_request: _numbers, quotes_found_by_pull_request: _quotes, ...rest } = report;
  return {
    report: {
      ...rest,
      findings: [
        ...report.findings,
        ...again.map((finding) => ({ ...finding, message: `${finding.message}; ${why(finding)}` })),
      ],
      ...(stillNumbers.length > 0 ? { numbers_grounded_by_pull_request: stillNumbers } : {}),
      ...(stillQuotes.length > 0 ? { quotes_found_by_pull_request: stillQuotes } : {}),
    },
    restored: again.length,
  };
}

/** The head's reports with each such number or quotation restored as a finding, and how many were. */
export function withWrittenGrounding(
  head: readonly ReportResult[],
  base: readonly ReportResult[],
): { reports: ReportResult[]; restored: number } {
  if (!head.some((report) => report.numbers_grounded_by_pull_request || report.quotes_found_by_pull_request))
    return { reports: [...head], restored: 0 };
  const baseById = new Map(base.map((report) => [reportIdentity(report), report]));
  let restored = 0;
  const reports = head.map((report) => {
    const before = baseById.get(reportIdentity(report));
    if (!before) return report;
    const atBase = new Set(
      reportProblems(before)
        .filter((problem) => problem.kind === 'ungrounded_number' || problem.kind === 'quote_not_in_source')
        .map((problem) => problem.key),
    );
    const done = restore(
      report,
      (finding) => atBase.has(findingKey(report, finding)),
      (finding) => AGAIN[finding.code],
    );
    restored += done.restored;
    return done.report;
  });
  return { reports, restored };
}

/**
 * The base could not be read: no passage can be shown to be the base's, so every number that only
 * passages the pull request wrote ground, and every quotation only they hold (or, with no base at
 * all in a pull request, every snapshot passage: src/base/snapshot-base.ts), is a problem again,
 * whatever it was at the base. Fail closed, as committed verdicts are set aside when the base
 * cannot be read.
 */
export function withoutWrittenGrounding(head: readonly ReportResult[]): { reports: ReportResult[]; restored: number } {
  let restored = 0;
  const reports = head.map((report) => {
    const done = restore(
      report,
      () => true,
      (finding) => UNREAD_BASE[finding.code],
    );
    restored += done.restored;
    return done.report;
  });
  return { reports, restored };
}
