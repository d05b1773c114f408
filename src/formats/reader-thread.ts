// The reader's side of ./bounded-read.ts: a process started from the shell's bundle with this role,
// it reads each report it is sent (./read-report.ts, loaded only in the reader) and sends back
// what it read, or why it could not.
import { serveJobs, workerRole } from '../threads/worker-entry.js';
import type { ReadingJob, ReadingResult } from './read-report.js';

/** The role of a reader started to read reports. */
export const REPORT_READER_ROLE = 'citegate-report-reading';

/** True when this is a report reader: it then serves (and the shell does nothing else). */
export async function serveIfReportReader(): Promise<boolean> {
  if (workerRole() !== REPORT_READER_ROLE) return false;
  const { readReport } = await import('./read-report.js');
  serveJobs<ReadingJob>((job, post) => {
    readReport(job).then(
      (result) => post(result),
      (error: unknown) =>
        post({
          ok: false,
          error: { message: `not read: ${error instanceof Error ? error.message : String(error)}`, line: 1, column: 1 },
        } satisfies ReadingResult),
    );
  });
  return true;
}
