// Readers of untrusted inputs (./worker-pool.ts) are child processes that run the shell's own
// bundle: the libraries a reader needs are bundled there, not beside it. Each shell says where its
// bundle is (setWorkerEntry) and, on start, first asks whether it was started as a reader: each
// kind of reader is started with READER_FLAG and its role (workerRole) on its command line, and
// has an IPC channel to the run. Tests that import src/ never set an entry: they read
// in-process, unbounded.

import type { EventEmitter } from 'node:events';

/** The first argument of a reader's command line; the second is its data, as JSON. */
export const READER_FLAG = '--citegate-reader';
/** The event on `process` at which the bundle writes its chunks' code cache (scripts/chunk-loader.mjs); without a listener, nothing. */
export const CHUNK_CACHE_EVENT = 'citegate:write-chunk-cache';

let entry: string | undefined;

/** The shell's bundle (its import.meta.url), which a reader runs. */
export function setWorkerEntry(url: string | URL): void {
  entry = String(url);
}

export function workerEntry(): string | undefined {
  return entry;
}

/** The data this process was started with as a reader, or undefined when it is not one. */
export function readerData(): unknown {
  // Only with the run's IPC channel: a user who types the flag gets the command line's answer.
  if (process.argv[2] !== READER_FLAG || typeof process.send !== 'function') return undefined;
  try {
    return JSON.parse(process.argv[3] ?? 'null') as unknown;
  } catch {
    return undefined;
  }
}

/** The role this process was started for as a reader, or undefined. */
export function workerRole(): string | undefined {
  const role = (readerData() as { role?: unknown } | null | undefined)?.role;
  return typeof role === 'string' ? role : undefined;
}

/**
 * Serves each job the run sends with `handle`, and sends back what it posts. A reader ends when
 * the run does (its channel closes), so none outlives a run that was killed.
 */
export function serveJobs<J>(handle: (job: J, post: (message: unknown) => void) => void): void {
  let served = false;
  const post = (message: unknown) => {
    // A reader is stopped with SIGKILL once the reports are read, so it never reaches the exit at
    // which the command line's bundle writes the code cache of its chunks (scripts/chunk-loader.mjs):
    // it is asked to write it now, when its first answer has run the code a reader runs, and before
    // that answer is sent: written after it, the run could read its last report and kill the
    // reader half-way through the files (nothing is written once the cache has had four runs).
    if (!served) {
      served = true;
      (process as EventEmitter).emit(CHUNK_CACHE_EVENT);
    }
    process.send?.(message);
  };
  process.on('message', (job) => handle(job as J, post));
  process.once('disconnect', () => process.exit(0));
}
