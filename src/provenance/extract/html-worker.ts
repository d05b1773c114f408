// The HTML reader's side (./html-reader.ts starts it): for each page, first all visible text,
// sent at once, then the main content (Readability: what can take minutes). Should the second
// step pass its time or memory limit, the first is still there to search.
import { serveJobs } from '../../threads/worker-entry.js';
import { mainContent, parsePage } from './html.js';

export interface HtmlJob {
  bytes: Uint8Array;
  contentType: string | null;
}

export type HtmlMessage =
  | { stage: 'all'; all: string; wall: 'login' | 'captcha' | null; title: string | null }
  | { stage: 'main'; main: string | null }
  | { stage: 'failed'; message: string };

export function serveHtmlExtraction(): void {
  serveJobs<HtmlJob>(({ bytes, contentType }, post) => {
    void (async () => {
      try {
        const page = await parsePage(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), contentType);
        post({ stage: 'all', all: page.all, wall: page.wall, title: page.title } satisfies HtmlMessage);
        post({ stage: 'main', main: mainContent(page.document) } satisfies HtmlMessage);
      } catch (error) {
        post({
          stage: 'failed',
          message: error instanceof Error ? error.message : String(error),
        } satisfies HtmlMessage);
      }
    })();
  });
}
