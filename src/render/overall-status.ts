import type { VerificationStatus } from '../binding/aggregate.js';
import type { ResultsFile } from '../results/types.js';

export type OverallStatus = VerificationStatus | 'invalid';

// Worst first: a file that is not a report at all, then nothing verified because the verifier
// could not run, then nothing verified because it was switched off, then some pairs left.
const WORST_FIRST: readonly OverallStatus[] = ['invalid', 'unavailable', 'disabled', 'partial', 'complete'];

/** The worst status over all reports (`complete` when every report is complete). */
export function overallStatus(results: ResultsFile): OverallStatus {
  let worst = WORST_FIRST.length - 1;
  for (const report of results.reports) {
    const status: OverallStatus = report.summary ? report.summary.status : 'invalid';
    worst = Math.min(worst, WORST_FIRST.indexOf(status));
  }
  return WORST_FIRST[worst] as OverallStatus;
}
