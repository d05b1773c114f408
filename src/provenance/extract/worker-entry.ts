// HTML is read in worker threads (./html-reader.ts) that run the shell's own bundle: the
// libraries a thread needs (linkedom, Readability, the charset sniffer) are bundled there, not
// beside it. Each shell says where its bundle is (setWorkerEntry) and, on start, first asks
// whether it was started as such a thread (serveIfExtractionWorker). Tests that import src/
// never set an entry: they read HTML in-process, unbounded, as before.
import { isMainThread, workerData } from 'node:worker_threads';

/** workerData.role of a thread started to read HTML. */
export const HTML_WORKER_ROLE = 'citegate-html-extraction';

let entry: string | undefined;

/** The shell's bundle (its import.meta.url), which an HTML thread runs. */
export function setWorkerEntry(url: string | URL): void {
  entry = String(url);
}

export function workerEntry(): string | undefined {
  return entry;
}

/** True when this is an HTML thread: it then serves (and the shell does nothing else). */
export async function serveIfExtractionWorker(): Promise<boolean> {
  if (isMainThread || (workerData as { role?: unknown } | null)?.role !== HTML_WORKER_ROLE) return false;
  const { serveHtmlExtraction } = await import('./html-worker.js');
  serveHtmlExtraction();
  return true;
}
