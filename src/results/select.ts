import type { Rejection } from './verification.js';
import type { ClaimRow, ReportResult, ResultsFile } from './types.js';

/** A claim with the file it is in (its own, e.g. a STORM article, or its report's): what lists of problem claims show. */
export interface LocatedClaim {
  file: string;
  claim: ClaimRow;
  report: ReportResult;
}

function claimsWhere(results: ResultsFile, keep: (claim: ClaimRow) => boolean): LocatedClaim[] {
  return results.reports.flatMap((report) =>
    report.claims.filter(keep).map((claim) => ({ file: claim.file ?? report.file, claim, report })),
  );
}

export const isContradicted = (claim: ClaimRow): boolean => claim.verdict === 'contradicts';

/** A high-confidence claim whose verdict is not `supports` (the reference's "unsubstantiated"). */
export const isHighConfidenceUnsupported = (claim: ClaimRow): boolean =>
  claim.confidence === 'high' && claim.verdict !== 'supports';

export function contradictedClaims(results: ResultsFile): LocatedClaim[] {
  return claimsWhere(results, isContradicted);
}

/** High-confidence claims whose verdict is not `supports`. */
export function highConfidenceUnsupported(results: ResultsFile): LocatedClaim[] {
  return claimsWhere(results, isHighConfidenceUnsupported);
}

// Built once per report: a run may list thousands of findings.
const claimIndex = new WeakMap<ReportResult, Map<string, ClaimRow>>();

export function claimById(report: ReportResult, claimId: string | null): ClaimRow | undefined {
  if (claimId === null) return undefined;
  let index = claimIndex.get(report);
  if (!index) claimIndex.set(report, (index = new Map(report.claims.map((claim) => [claim.id, claim]))));
  return index.get(claimId);
}

/** The file a claim's line refers to: its own (a STORM article) or its report's. */
export function claimFile(report: ReportResult, claimId: string | null): string {
  return claimById(report, claimId)?.file ?? report.file;
}

/** How a report is named in lists and tables: its file, and which report of it when it holds several. */
export function reportLabel(report: ReportResult): string {
  return report.name === undefined ? report.file : `${report.file} ${report.name}`;
}

/**
 * Where to show a rejected committed result: at its claim; else (the claim is gone, as a STORM
 * sentence that changed) where the result is written in its verdict file; else at the report.
 */
export function rejectionPlace(
  report: ReportResult,
  rejection: Rejection,
): { file: string; line: number | null; column?: number } {
  const claim = claimById(report, rejection.claim_id);
  if (rejection.line !== null)
    return {
      file: claim?.file ?? report.file,
      line: rejection.line,
      ...(claim?.column === undefined ? {} : { column: claim.column }),
    };
  if (rejection.written_in) return { file: rejection.written_in.file, line: rejection.written_in.line };
  return { file: report.file, line: null };
}

/**
 * The reports table's "quotes": results whose quote is word for word in its excerpt, of those
 * checked for one: kept results (one kept without a quote counts as not, as in
 * exact_quote_ratio) and committed results rejected as unbound_quote (which exact_quote_ratio
 * leaves out, so a report whose quotes were rejected does not read 100%).
 */
export function quoteCounts(report: ReportResult): { bound: number; checked: number } {
  const kept = report.pairs.filter((pair) => pair.verdict !== null);
  const bound = kept.filter((pair) => pair.quote !== null).length;
  const unbound = report.rejected.filter((rejection) => rejection.reason === 'unbound_quote').length;
  return { bound, checked: kept.length + unbound };
}
