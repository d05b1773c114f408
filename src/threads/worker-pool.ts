// The worker threads that read what a run cannot trust to be small: pages (PDFs,
// src/provenance/extract/pdf-worker.mjs, and HTML, run from the shell's own bundle) and report
// files (Markdown and provider answers, src/formats/bounded-read.ts). An input's size says little
// about the work it takes (a few kilobytes of PDF stream decode to gigabytes; a 55 KB page of
// nested <div>s kept Readability busy for minutes), so it is read where it can be stopped: in a
// thread with a heap limit, terminated when it passes its time limit, even inside one call.
//
// One pool for every kind, so that the memory they take has one bound: the heap limits of the
// threads that exist at a time, busy or waiting, add up to at most HEAP_BUDGET_MB (a large HTML
// page's reader and a small one's, or three small ones); a job whose thread would pass it
// waits, and a thread whose heap limit is over the budget (a PDF reader's) runs alone.
import { Worker } from 'node:worker_threads';

/** The heap limits of all reading threads together. */
export const HEAP_BUDGET_MB = 384;

export interface WorkerKind {
  /** The thread's script, and what it is given as workerData. */
  script: URL | string;
  workerData: unknown;
  /** The thread's heap limit (V8's old generation); over HEAP_BUDGET_MB, its job runs alone. */
  heapMb: number;
  /** A thread is replaced after this many jobs, so that nothing one page left behind can add up. */
  jobsPerWorker: number;
}

/** How a job ended: the messages the thread sent (the last one final), or why it was stopped, with the messages sent before. */
export type JobEnd<M> =
  | { ok: true; messages: M[] }
  | { ok: false; reason: 'timeout' | 'memory' | 'exit' | 'error'; message: string; messages: M[] };

interface Thread {
  worker: Worker;
  kind: WorkerKind;
  jobs: number;
}

/** Started threads waiting for a job; they do not keep the process alive. */
const idle: Thread[] = [];
/** The heap limits of the threads at work. */
let busyMb = 0;
const waiting: (() => void)[] = [];

const idleMb = () => idle.reduce((sum, thread) => sum + thread.kind.heapMb, 0);

/**
 * Runs one job on a thread of `kind`: posts `job` (moving `transfer`), collects the thread's
 * messages until `isFinal` says one is the last, and stops the thread after `timeoutMs`.
 */
export async function runInWorker<M>(
  kind: WorkerKind,
  job: unknown,
  transfer: readonly ArrayBuffer[],
  options: { timeoutMs: number; isFinal: (message: M) => boolean },
): Promise<JobEnd<M>> {
  while (busyMb > 0 && busyMb + kind.heapMb > HEAP_BUDGET_MB)
    await new Promise<void>((resolve) => waiting.push(resolve));
  busyMb += kind.heapMb;
  try {
    return await runOn(take(kind), job, transfer, options);
  } finally {
    busyMb -= kind.heapMb;
    for (const wake of waiting.splice(0)) wake();
  }
}

/** Stops the idle threads (the run no longer needs them): their memory goes back at once. */
export async function stopIdleWorkers(): Promise<void> {
  await Promise.all(idle.splice(0).map((thread) => thread.worker.terminate()));
}

function sameKind(a: WorkerKind, b: WorkerKind): boolean {
  return (
    String(a.script) === String(b.script) &&
    a.heapMb === b.heapMb &&
    JSON.stringify(a.workerData) === JSON.stringify(b.workerData)
  );
}

function take(kind: WorkerKind): Thread {
  const at = idle.findIndex((thread) => sameKind(thread.kind, kind));
  if (at !== -1) return idle.splice(at, 1)[0] as Thread;
  // A new thread: first make room, so that busy and idle threads stay within the budget (busyMb counts this job already).
  while (idle.length > 0 && idleMb() + busyMb > HEAP_BUDGET_MB) void (idle.shift() as Thread).worker.terminate();
  const worker = new Worker(kind.script, {
    workerData: kind.workerData,
    resourceLimits: { maxOldGenerationSizeMb: kind.heapMb },
  });
  const thread: Thread = { worker, kind, jobs: 0 };
  // A thread that fails while it waits is dropped, never a crash of the run.
  worker
    .on('error', () => undefined)
    .once('exit', () => {
      const waitingAt = idle.indexOf(thread);
      if (waitingAt !== -1) idle.splice(waitingAt, 1);
    });
  return thread;
}

function runOn<M>(
  thread: Thread,
  job: unknown,
  transfer: readonly ArrayBuffer[],
  options: { timeoutMs: number; isFinal: (message: M) => boolean },
): Promise<JobEnd<M>> {
  const { worker } = thread;
  worker.ref();
  const messages: M[] = [];
  return new Promise<JobEnd<M>>((resolve) => {
    let settled = false;
    const settle = (keep: boolean, end: JobEnd<M>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      thread.jobs += 1;
      // Kept waiting while it fits beside the others (busyMb still counts it).
      if (keep && thread.jobs < thread.kind.jobsPerWorker && idleMb() + busyMb <= HEAP_BUDGET_MB) {
        worker.unref();
        idle.push(thread);
      } else {
        void worker.terminate();
      }
      resolve(end);
    };
    const onMessage = (message: M) => {
      messages.push(message);
      if (options.isFinal(message)) settle(true, { ok: true, messages });
    };
    const onError = (error: Error & { code?: string }) =>
      settle(
        false,
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? { ok: false, reason: 'memory', message: `needed more than ${thread.kind.heapMb} MB of memory`, messages }
          : { ok: false, reason: 'error', message: error.message, messages },
      );
    const onExit = (code: number) =>
      settle(false, { ok: false, reason: 'exit', message: `the reader stopped (exit code ${code})`, messages });
    const timer = setTimeout(
      () =>
        settle(false, {
          ok: false,
          reason: 'timeout',
          message: `took longer than ${seconds(options.timeoutMs)}`,
          messages,
        }),
      options.timeoutMs,
    );
    worker.on('message', onMessage).on('error', onError).on('exit', onExit);
    worker.postMessage(job, [...transfer]);
  });
}

/** The bytes of `body` to post to a thread, and what to transfer: the body's own memory when `move` and it has its memory to itself, else a copy. */
export function bytesToPost(body: Buffer, move: boolean): { bytes: Uint8Array; transfer: ArrayBuffer[] } {
  const own =
    move && body.byteOffset === 0 && body.byteLength === body.buffer.byteLength && body.buffer instanceof ArrayBuffer;
  const bytes = own ? new Uint8Array(body.buffer as ArrayBuffer) : new Uint8Array(body);
  return { bytes, transfer: [bytes.buffer as ArrayBuffer] };
}

export const seconds = (ms: number) => (ms >= 1000 ? `${Math.round(ms / 100) / 10} s` : `${ms} ms`);
