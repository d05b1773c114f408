// The reading thread's side of ./bounded-read.ts: started from the shell's bundle with this role,
// it reads each report it is sent (./read-report.ts, loaded only in the thread) and sends back
// what it read, or why it could not.
import { parentPort } from 'node:worker_threads';
import { workerRole } from '../threads/worker-entry.js';
import type { ReadingJob, ReadingResult } from './read-report.js';

/** workerData.role of a thread started to read reports. */
export const REPORT_READER_ROLE = 'citegate-report-reading';

/** True when this is a report-reading thread: it then serves (and the shell does nothing else). */
export async function serveIfReportReader(): Promise<boolean> {
  const port = parentPort;
  if (workerRole() !== REPORT_READER_ROLE || !port) return false;
  const { readReport } = await import('./read-report.js');
  port.on('message', (job: ReadingJob) => {
    readReport(job).then(
      (result) => port.postMessage(result),
      (error: unknown) =>
        port.postMessage({
          ok: false,
          error: { message: `not read: ${error instanceof Error ? error.message : String(error)}`, line: 1, column: 1 },
        } satisfies ReadingResult),
    );
  });
  return true;
}
