// HTML to text within bounds: in a reader process of the shared pool (src/threads/worker-pool.ts),
// with a time limit and a heap limit, as PDFs are read. The reader sends all visible text first, then
// the main content; a page whose main content cannot be picked within the bounds is searched
// in all its visible text, and says so. A page whose visible text cannot be read within them
// is `unsupported`, with the reason.
import { htmlText } from './html.js';
import type { HtmlMessage } from './html-worker.js';
import type { PageText } from './types.js';
import { HTML_WORKER_ROLE, workerEntry } from './worker-entry.js';
import { runInWorker } from '../../threads/worker-pool.js';
import { seconds } from '../../text/duration.js';

export interface HtmlLimits {
  /** Wall-clock time to read one page, from when its reading starts. */
  timeoutMs: number;
  /** The heap of a reader process, for a page over SMALL_PAGE_BYTES; a smaller page gets at most SMALL_PAGE_HEAP_MB. */
  heapMb: number;
}

export const HTML_LIMITS: HtmlLimits = { timeoutMs: 30_000, heapMb: 256 };

/**
 * A page of this size or less is read by a reader with a smaller heap: such readers fit the
 * pool's budget (src/threads/worker-pool.ts) beside one reading a large page, while two large pages are
 * read one after the other (a 20 MB page takes its reader about 300 MB).
 */
export const SMALL_PAGE_BYTES = 2_000_000;
export const SMALL_PAGE_HEAP_MB = 128;

/** A reader is replaced after this many pages (starting one takes most of a second; reading a small page, milliseconds). */
const PAGES_PER_READER = 500;

export async function boundedHtmlText(
  body: Buffer,
  contentType: string | null,
  limits: HtmlLimits = HTML_LIMITS,
): Promise<PageText> {
  const entry = workerEntry();
  // From src/ (the tests of the pieces), with no bundle to run as a reader: in-process.
  if (entry === undefined) return htmlText(body, contentType);
  const large = body.length > SMALL_PAGE_BYTES;
  const heapMb = large ? limits.heapMb : Math.min(limits.heapMb, SMALL_PAGE_HEAP_MB);
  const end = await runInWorker<HtmlMessage>(
    {
      script: new URL(entry),
      workerData: { role: HTML_WORKER_ROLE },
      heapMb,
      // A large page's reader ends with its page: the heap V8 grew for it (a 20 MB page's reader
      // holds about 400 MB) goes back at once, not while the run judges the page's text.
      jobsPerWorker: large ? 1 : PAGES_PER_READER,
    },
    { bytes: body, contentType },
    { timeoutMs: limits.timeoutMs, isFinal: (message) => message.stage !== 'all' },
  );
  const visible = end.messages.find(
    (message): message is Extract<HtmlMessage, { stage: 'all' }> => message.stage === 'all',
  );
  const last = end.messages[end.messages.length - 1];
  if (end.ok && last?.stage === 'main' && visible)
    return { kind: 'html', main: last.main, all: visible.all, wall: visible.wall, title: visible.title };
  if (end.ok && last?.stage === 'failed') throw new Error(last.message);
  const why = end.ok
    ? 'the reader sent no text'
    : end.reason === 'timeout'
      ? `reading it took longer than ${seconds(limits.timeoutMs)}, the time limit for one page`
      : end.reason === 'memory'
        ? `reading it needed more than ${heapMb} MB of memory, the limit for a page of its size`
        : end.message;
  if (!visible) throw new Error(why);
  // The visible text was read; only the main content was not.
  return {
    kind: 'html',
    main: null,
    all: visible.all,
    wall: visible.wall,
    title: visible.title,
    note: `the main content could not be picked out (${why}), so all visible text was searched`,
  };
}
