// HTML is read in reader processes of the shared pool (src/threads/worker-pool.ts) that run the
// shell's own bundle (src/threads/worker-entry.ts); this is the HTML reader's role and how it starts serving.
import { workerRole } from '../../threads/worker-entry.js';

export { setWorkerEntry, workerEntry } from '../../threads/worker-entry.js';

/** The role of a reader started to read HTML. */
export const HTML_WORKER_ROLE = 'citegate-html-extraction';

/** True when this is an HTML reader: it then serves (and the shell does nothing else). */
export async function serveIfExtractionWorker(): Promise<boolean> {
  if (workerRole() !== HTML_WORKER_ROLE) return false;
  const { serveHtmlExtraction } = await import('./html-worker.js');
  serveHtmlExtraction();
  return true;
}
