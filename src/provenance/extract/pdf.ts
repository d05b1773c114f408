// PDF to text with PDF.js (Mozilla's PDF reader, unpdf's serverless build: no canvas, no
// network; font programs are never evaluated as code), in reader processes with bounds. A PDF's
// size says little about the work it takes: a few hundred kilobytes of compressed stream can
// decode to gigabytes, and a small file can hold a hundred thousand pages. In-process, such a
// PDF held the event loop and the memory of the whole run, with no way to stop it.
//
// The bounds: a time limit (the reader process is killed, which stops it even inside one stream),
// a heap limit for the reader, no byte buffer over maxBufferBytes (so no stream decodes to
// more), at most maxPages pages and maxTextBytes of text. A PDF stopped by time or memory is
// `unsupported`; one cut by the page or text bound keeps the text read before it, and one with
// a stream over the buffer bound the text of everything else (PDF.js skips a stream it cannot
// decode); either way the record says the text was cut. The readers are the shared pool's
// (src/threads/worker-pool.ts), shared with HTML and reports.
import { pathToFileURL } from 'node:url';
import { formatBytes } from '../status.js';
import type { PageText } from './types.js';
import { runInWorker } from '../../threads/worker-pool.js';
import { seconds } from '../../text/duration.js';

export interface PdfLimits {
  /** Wall-clock time to read one PDF, from when its reading starts. */
  timeoutMs: number;
  maxPages: number;
  /** Text kept of one PDF, in UTF-8 bytes (provenance-max-body, as for a body). */
  maxTextBytes: number;
  /** The largest byte buffer the reader may make: the most one PDF stream can decode to. */
  maxBufferBytes: number;
  /** The heap of a reader process. */
  heapMb: number;
}

export const PDF_LIMITS: Omit<PdfLimits, 'maxTextBytes'> = {
  timeoutMs: 30_000,
  maxPages: 2_000,
  maxBufferBytes: 250_000_000,
  heapMb: 512,
};

/** A reader is replaced after this many PDFs, so that nothing one PDF left can add up. */
const PDFS_PER_READER = 20;

// `new URL(…, import.meta.url)`: from src/, the files themselves; in dist/, ncc copies both
// beside the bundle and gives their paths as strings.
const WORKER = new URL('./pdf-worker.mjs', import.meta.url);
const PDFJS = new URL('../../../node_modules/unpdf/dist/pdfjs.mjs', import.meta.url);
const href = (location: URL | string): string =>
  String(location).startsWith('file:') ? String(location) : pathToFileURL(String(location)).href;

type WorkerResult =
  | { ok: true; text: string; pages: number; pagesRead: number; cut: 'pages' | 'text' | 'stream' | null }
  | { ok: false; message: string };

export async function pdfText(body: Buffer, limits: PdfLimits): Promise<PageText> {
  const { maxPages, maxTextBytes, maxBufferBytes } = limits;
  const end = await runInWorker<WorkerResult>(
    { script: WORKER, workerData: { pdfjs: href(PDFJS) }, heapMb: limits.heapMb, jobsPerWorker: PDFS_PER_READER },
    { bytes: body, limits: { maxPages, maxTextBytes, maxBufferBytes } },
    { timeoutMs: limits.timeoutMs, isFinal: () => true },
  );
  if (!end.ok) {
    if (end.reason === 'timeout')
      throw new Error(`reading it took longer than ${seconds(limits.timeoutMs)}, the time limit for one PDF`);
    if (end.reason === 'memory')
      throw new Error(`reading it needed more than ${limits.heapMb} MB of memory, the limit for one PDF`);
    throw new Error(end.reason === 'exit' ? end.message.replace('the reader', 'the PDF reader') : end.message);
  }
  const result = end.messages[0] as WorkerResult;
  if (!result.ok) throw new Error(result.message);
  return { kind: 'pdf', main: null, all: result.text, wall: null, cut: cutNote(result, limits) };
}

function cutNote(result: Extract<WorkerResult, { ok: true }>, limits: PdfLimits): string | null {
  const { pages, pagesRead } = result;
  if (result.cut === 'pages') return `only the first ${limits.maxPages} of the PDF's ${pages} pages were read`;
  if (result.cut === 'text')
    return `only the first ${formatBytes(limits.maxTextBytes)} of the PDF's text were read (provenance-max-body), ${pagesRead} of ${pages} pages`;
  if (result.cut === 'stream')
    return `a stream of the PDF decodes to more than ${formatBytes(limits.maxBufferBytes)} and was not read`;
  return null;
}
