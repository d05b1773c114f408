// A number the pull request "fixed" by writing the snapshot passages that ground it is not fixed.
// The head's check lists, per report, the numbers that only passages the pull request wrote
// ground (src/check/numeric-findings.ts writtenGroundedNumbers); each one that was an ungrounded
// number at the base (same report, claim and number) is an ungrounded number of the head again,
// so the comparison finds it unchanged and the gate counts it: passages a pull request writes may
// make the gate stricter, never looser. Pure.
import type { ReportResult, UngroundedNumberFinding } from '../results/types.js';
import { findingKey, reportIdentity, reportProblems } from '../results/problems.js';

/** The head's reports with each such number restored as a finding, and how many were. */
export function withWrittenGrounding(
  head: readonly ReportResult[],
  base: readonly ReportResult[],
): { reports: ReportResult[]; restored: number } {
  if (!head.some((report) => report.numbers_grounded_by_pull_request)) return { reports: [...head], restored: 0 };
  const baseById = new Map(base.map((report) => [reportIdentity(report), report]));
  let restored = 0;
  const reports = head.map((report) => {
    const written = report.numbers_grounded_by_pull_request;
    const before = baseById.get(reportIdentity(report));
    if (!written || !before) return report;
    const ungroundedAtBase = new Set(
      reportProblems(before)
        .filter((problem) => problem.kind === 'ungrounded_number')
        .map((problem) => problem.key),
    );
    const again: UngroundedNumberFinding[] = [];
    const still: UngroundedNumberFinding[] = [];
    for (const finding of written) (ungroundedAtBase.has(findingKey(report, finding)) ? again : still).push(finding);
    if (again.length === 0) return report;
    restored += again.length;
    const { numbers_grounded_by_pull_request: _listed, ...rest } = report;
    return {
      ...rest,
      findings: [
        ...report.findings,
        ...again.map((finding) => ({
          ...finding,
          message: `${finding.message}; it was ungrounded at the base, and passages a pull request writes do not ground it`,
        })),
      ],
      ...(still.length > 0 ? { numbers_grounded_by_pull_request: still } : {}),
    };
  });
  return { reports, restored };
}

/**
 * The base could not be read: no passage can be shown to be the base's, so every number that only
 * passages the pull request wrote ground (or, with no base at all in a pull request, every
 * snapshot passage: src/base/snapshot-base.ts) is an ungrounded number again, whatever it was at
 * the base. Fail closed, as committed verdicts are set aside when the base cannot be read.
 */
export function withoutWrittenGrounding(head: readonly ReportResult[]): { reports: ReportResult[]; restored: number } {
  let restored = 0;
  const reports = head.map((report) => {
    const written = report.numbers_grounded_by_pull_request;
    if (!written) return report;
    restored += written.length;
    const { numbers_grounded_by_pull_request: _listed, ...rest } = report;
    return {
      ...rest,
      findings: [
        ...report.findings,
        ...written.map((finding) => ({
          ...finding,
          message: `${finding.message}; the base could not be read, so these passages cannot be shown to be the base's, and passages a pull request writes do not ground it`,
        })),
      ],
    };
  });
  return { reports, restored };
}
