// The reading processes that read what a run cannot trust to be small: pages (PDFs,
// src/provenance/extract/pdf-worker.mjs, and HTML, run from the shell's own bundle) and report
// files (Markdown and provider answers, src/formats/bounded-read.ts). An input's size says little
// about the work it takes (a few kilobytes of PDF stream decode to gigabytes; a 55 KB page of
// nested <div>s kept Readability busy for minutes), so it is read where it can be stopped: in a
// child process with a heap limit (--max-old-space-size), killed when it passes its time limit,
// even inside one call.
//
// Why processes, not worker threads: a worker's heap limit (resourceLimits) is best-effort. On
// Node 24, the runtime action.yml names, a reader that grows one large array (markdown-it's token
// list for half a million list items) passed its limit with "FATAL ERROR: Reached heap limit",
// which aborts the whole process: every report, the summary and the comment were lost
// (nodejs/node#47224). A child process that passes its limit ends alone; the run reads the abort
// on its stderr and names the limit.
//
// One pool for every kind, so that the memory they take has one bound: the heap limits of the
// processes that exist at a time, busy or waiting, add up to at most HEAP_BUDGET_MB (a large HTML
// page's reader and a small one's, or three small ones); a job whose process would pass it
// waits, and a process whose heap limit is over the budget (a PDF reader's) runs alone. A reader
// is given no environment but where Node's compile cache is (compileCacheEnv): no secret of the
// run is within its reach.
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { READER_FLAG } from './worker-entry.js';
import { seconds } from '../text/duration.js';

/** The heap limits of all reading processes together. */
export const HEAP_BUDGET_MB = 384;

export interface WorkerKind {
  /** The reader's script, and what it is given (the JSON after READER_FLAG on its command line). */
  script: URL | string;
  workerData: unknown;
  /** The reader's heap limit (V8's old generation); over HEAP_BUDGET_MB, its job runs alone. */
  heapMb: number;
  /** A reader is replaced after this many jobs, so that nothing one page left behind can add up. */
  jobsPerWorker: number;
}

/** How a job ended: the messages the reader sent (the last one final), or why it was stopped, with the messages sent before. */
export type JobEnd<M> =
  | { ok: true; messages: M[] }
  | { ok: false; reason: 'timeout' | 'memory' | 'exit' | 'error'; message: string; messages: M[] };

interface Reader {
  child: ChildProcess;
  kind: WorkerKind;
  jobs: number;
  /** The end of what it wrote to stderr: where V8 says it passed its heap limit. */
  stderr: string;
}

/** Started readers waiting for a job; they do not keep the run alive. */
const idle: Reader[] = [];
/** The heap limits of the readers at work. */
let busyMb = 0;
const waiting: (() => void)[] = [];

const idleMb = () => idle.reduce((sum, reader) => sum + reader.kind.heapMb, 0);

/** What V8 writes when a process passes its heap limit (then it aborts). */
const OUT_OF_MEMORY = /heap out of memory|Reached heap limit|Allocation failed/;
const STDERR_KEPT = 4096;

/**
 * The only variables a reader is given: those that say whether and where Node keeps its compile
 * cache (src/files/compile-cache.ts), which a reader turns on as the run does. The temporary
 * folder's variables are among them because the cache is kept there by default.
 */
const COMPILE_CACHE_VARIABLES = ['NODE_DISABLE_COMPILE_CACHE', 'NODE_COMPILE_CACHE', 'TMPDIR', 'TMP', 'TEMP'];

function compileCacheEnv(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const name of COMPILE_CACHE_VARIABLES) {
    const value = env[name];
    if (value !== undefined) kept[name] = value;
  }
  return kept;
}

/** V8's stack limit in a reader, in KB: what a worker thread has by default (stackSizeMb 4). */
const READER_STACK_KB = 3900;

/**
 * Runs one job in a reader of `kind`: sends `job` (a copy: structured clone), collects the
 * reader's messages until `isFinal` says one is the last, and kills the reader after `timeoutMs`.
 */
export async function runInWorker<M>(
  kind: WorkerKind,
  job: unknown,
  options: { timeoutMs: number; isFinal: (message: M) => boolean },
): Promise<JobEnd<M>> {
  while (busyMb > 0 && busyMb + kind.heapMb > HEAP_BUDGET_MB)
    await new Promise<void>((resolve) => waiting.push(resolve));
  busyMb += kind.heapMb;
  try {
    return await runOn(take(kind), job, options);
  } finally {
    busyMb -= kind.heapMb;
    for (const wake of waiting.splice(0)) wake();
  }
}

/** Stops the idle readers (the run no longer needs them): their memory goes back at once. */
export function stopIdleWorkers(): Promise<void> {
  for (const reader of idle.splice(0)) stop(reader);
  return Promise.resolve();
}

function sameKind(a: WorkerKind, b: WorkerKind): boolean {
  return (
    String(a.script) === String(b.script) &&
    a.heapMb === b.heapMb &&
    JSON.stringify(a.workerData) === JSON.stringify(b.workerData)
  );
}

function take(kind: WorkerKind): Reader {
  const at = idle.findIndex((reader) => sameKind(reader.kind, kind));
  if (at !== -1) return idle.splice(at, 1)[0] as Reader;
  // A new reader: first make room, so that busy and idle readers stay within the budget (busyMb counts this job already).
  while (idle.length > 0 && idleMb() + busyMb > HEAP_BUDGET_MB) stop(idle.shift() as Reader);
  const script = String(kind.script).startsWith('file:') ? fileURLToPath(kind.script) : String(kind.script);
  // node:child_process, loaded with the first reader (as src/files/packed-entry.ts loads node:zlib): a run that starts none (most) does not load it.
  const child = process
    .getBuiltinModule('node:child_process')
    .fork(script, [READER_FLAG, JSON.stringify(kind.workerData ?? null)], {
      // The stack a worker thread has (4 MB, less V8's margin), not a main thread's 1 MB: deep
      // but legitimate input (Readability on 5,000 nested <div>s) reads as it did in a thread. A
      // stack deeper than the system gives ends this reader alone.
      execArgv: [`--max-old-space-size=${kind.heapMb}`, `--stack-size=${READER_STACK_KB}`],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      env: compileCacheEnv(),
    });
  const reader: Reader = { child, kind, jobs: 0, stderr: '' };
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    reader.stderr = (reader.stderr + chunk).slice(-STDERR_KEPT);
  });
  // A reader that fails while it waits is dropped, never a crash of the run.
  child
    .on('error', () => undefined)
    .once('exit', () => {
      const waitingAt = idle.indexOf(reader);
      if (waitingAt !== -1) idle.splice(waitingAt, 1);
    });
  return reader;
}

function stop(reader: Reader): void {
  reader.child.kill('SIGKILL');
}

/** Whether the reader keeps the run alive: only while it has a job. */
function hold(reader: Reader, held: boolean): void {
  const { child } = reader;
  const handles = [child, child.channel, child.stderr] as ({ ref(): void; unref(): void } | null | undefined)[];
  for (const handle of handles) {
    if (held) handle?.ref();
    else handle?.unref();
  }
}

function runOn<M>(
  reader: Reader,
  job: unknown,
  options: { timeoutMs: number; isFinal: (message: M) => boolean },
): Promise<JobEnd<M>> {
  const { child } = reader;
  hold(reader, true);
  const messages: M[] = [];
  return new Promise<JobEnd<M>>((resolve) => {
    let settled = false;
    const settle = (keep: boolean, end: JobEnd<M>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      child.off('message', onMessage).off('error', onError).off('close', onClose);
      reader.jobs += 1;
      // Kept waiting while it fits beside the others (busyMb still counts it).
      if (keep && reader.jobs < reader.kind.jobsPerWorker && idleMb() + busyMb <= HEAP_BUDGET_MB) {
        hold(reader, false);
        idle.push(reader);
      } else {
        stop(reader);
      }
      resolve(end);
    };
    const onMessage = (message: unknown) => {
      messages.push(message as M);
      if (options.isFinal(message as M)) settle(true, { ok: true, messages });
    };
    const onError = (error: Error) => settle(false, { ok: false, reason: 'error', message: error.message, messages });
    // 'close' comes after the reader's stderr has ended, so the abort V8 wrote there is read.
    const onClose = (code: number | null, signal: NodeJS.Signals | null) =>
      settle(
        false,
        OUT_OF_MEMORY.test(reader.stderr)
          ? { ok: false, reason: 'memory', message: `needed more than ${reader.kind.heapMb} MB of memory`, messages }
          : {
              ok: false,
              reason: 'exit',
              message: `the reader stopped (${signal ? `signal ${signal}` : `exit code ${String(code)}`})`,
              messages,
            },
      );
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
    child.on('message', onMessage).on('error', onError).on('close', onClose);
    child.send(job as object, (error) => {
      if (error) onError(error);
    });
  });
}
