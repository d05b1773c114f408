// Threads that read untrusted inputs (./worker-pool.ts) run the shell's own bundle: the libraries
// a thread needs are bundled there, not beside it. Each shell says where its bundle is
// (setWorkerEntry) and, on start, first asks whether it was started as such a thread: each kind
// of thread is started with its role in workerData (workerRole). Tests that import src/ never
// set an entry: they read in-process, unbounded.
import { isMainThread, workerData } from 'node:worker_threads';

let entry: string | undefined;

/** The shell's bundle (its import.meta.url), which a reading thread runs. */
export function setWorkerEntry(url: string | URL): void {
  entry = String(url);
}

export function workerEntry(): string | undefined {
  return entry;
}

/** The role this thread was started for, or undefined in the main thread. */
export function workerRole(): string | undefined {
  if (isMainThread) return undefined;
  const role = (workerData as { role?: unknown } | null)?.role;
  return typeof role === 'string' ? role : undefined;
}
