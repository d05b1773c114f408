// Markdown reports and provider answers are read as HTML pages are (src/provenance/extract/): in a
// reader process of the shared pool (src/threads/worker-pool.ts), with a time limit and a heap limit. A
// third-party parser's worst case, or ours, can then cost one report, never the run: a file not
// read within the limits is an invalid report that names the limit, and the run goes on with
// the others (docs/security.md, "Per-file limits"). Its verdict file is read here, in the run.
import type { ReportFileError } from '../report/json-file.js';
import { workerEntry } from '../threads/worker-entry.js';
import { runInWorker } from '../threads/worker-pool.js';
import { seconds } from '../text/duration.js';
import { loadedTextReport } from './markdown/loaded.js';
import type { LoadedReport } from './model.js';
import type { ReadFile } from './read.js';
import type { ReadingJob, ReadingResult } from './read-report.js';
import { REPORT_READER_ROLE } from './reader-thread.js';

export interface ReadingLimits {
  /** Wall-clock time to read one report, from when its reader starts on it. */
  timeoutMs: number;
  /** The heap of the reader process (V8's old generation) for a file over SMALL_REPORT_BYTES. */
  heapMb: number;
  /** The heap for a file of SMALL_REPORT_BYTES or less (all real reports): such a reader is kept for the next report. */
  smallHeapMb: number;
}

export const READING_LIMITS: ReadingLimits = { timeoutMs: 30_000, heapMb: 768, smallHeapMb: 256 };
/**
 * The largest Markdown report or provider answer read: reading takes about 60 times the file in
 * memory, and the largest real report we have seen is under 1 MB. A larger file is not read.
 */
export const MAX_TEXT_REPORT_BYTES = 10_000_000;
export const SMALL_REPORT_BYTES = 2_000_000;

/** A reader is replaced after this many reports (starting one takes a tenth of a second). */
const REPORTS_PER_READER = 200;

/** Reads a Markdown report or a provider's answer within the limits, into the report it makes. */
export async function loadBounded(
  file: string,
  job: ReadingJob,
  readFile: ReadFile,
  limits: ReadingLimits = READING_LIMITS,
): Promise<LoadedReport> {
  const result = await readBounded(job, limits);
  const format = job.kind;
  if (!result.ok) return { format, ...(result.dialect ? { dialect: result.dialect } : {}), file, error: result.error };
  if (result.read.noSource)
    return {
      format,
      dialect: result.dialect,
      file,
      error: { message: result.read.noSource.message, ...result.read.noSource.at },
      citationMarks: result.read.citationMarks,
    };
  return loadedTextReport(format, result.dialect, file, result.read, result.notices, readFile);
}

export async function readBounded(job: ReadingJob, limits: ReadingLimits = READING_LIMITS): Promise<ReadingResult> {
  if (job.bytes.length > MAX_TEXT_REPORT_BYTES)
    return {
      ok: false,
      error: {
        message: `not read: the file is ${megabytes(job.bytes.length)}, over the ${megabytes(MAX_TEXT_REPORT_BYTES)} a ${job.kind === 'markdown' ? 'Markdown report' : "provider's answer"} may have (docs/security.md, "Per-file limits")`,
        line: 1,
        column: 1,
      },
    };
  const entry = workerEntry();
  if (entry === undefined) {
    // From src/ (the tests of the pieces), with no bundle to run as a reader: in-process.
    const { readReport } = await import('./read-report.js');
    return readReport(job);
  }
  const heapMb = job.bytes.length > SMALL_REPORT_BYTES ? limits.heapMb : limits.smallHeapMb;
  const end = await runInWorker<ReadingResult>(
    { script: new URL(entry), workerData: { role: REPORT_READER_ROLE }, heapMb, jobsPerWorker: REPORTS_PER_READER },
    job,
    { timeoutMs: limits.timeoutMs, isFinal: () => true },
  );
  const last = end.messages[end.messages.length - 1];
  if (end.ok && last) return last;
  return {
    ok: false,
    error: notRead(end.ok ? 'the reader sent nothing' : end.reason, end.ok ? '' : end.message, limits, heapMb),
  };
}

function notRead(reason: string, message: string, limits: ReadingLimits, heapMb: number): ReportFileError {
  const why =
    reason === 'timeout'
      ? `reading it took longer than ${seconds(limits.timeoutMs)}, the time limit for one report`
      : reason === 'memory'
        ? `reading it needed more than ${heapMb} MB of memory, the limit for a report of its size`
        : `its reader stopped (${message})`;
  return { message: `not read: ${why} (docs/security.md, "Per-file limits")`, line: 1, column: 1 };
}

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toLocaleString('en-US', { maximumFractionDigits: 1 })} MB`;
