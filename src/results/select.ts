import type { ClaimRow, ResultsFile } from './types.js';

/** A claim with the file it is in: what lists of problem claims show. */
export interface LocatedClaim {
  file: string;
  claim: ClaimRow;
}

function claimsWhere(results: ResultsFile, keep: (claim: ClaimRow) => boolean): LocatedClaim[] {
  return results.reports.flatMap((report) => report.claims.filter(keep).map((claim) => ({ file: report.file, claim })));
}

export function contradictedClaims(results: ResultsFile): LocatedClaim[] {
  return claimsWhere(results, (claim) => claim.verdict === 'contradicts');
}

/** High-confidence claims whose verdict is not `supports` (the reference's "unsubstantiated"). */
export function highConfidenceUnsupported(results: ResultsFile): LocatedClaim[] {
  return claimsWhere(results, (claim) => claim.confidence === 'high' && claim.verdict !== 'supports');
}
