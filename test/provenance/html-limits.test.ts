// The HTML reader's bounds (src/provenance/extract/html-reader.ts): a page is read in a thread
// of the bundled command line with a time and a heap limit. A page whose main content takes too
// long is still searched in all its visible text, and says so; one whose text cannot be read
// within the bounds is unsupported, with the reason. The threads run dist/cli/index.js, as
// they do for a user (from src/ there is no bundle to start a thread on).
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { boundedHtmlText, SMALL_PAGE_BYTES } from '../../src/provenance/extract/html-reader.js';
import { setWorkerEntry } from '../../src/provenance/extract/worker-entry.js';
import { stopIdleWorkers } from '../../src/threads/worker-pool.js';
import { startFakeWeb, type FakeWeb } from '../helpers/fake-web.js';
import { ensureBuilt } from '../helpers/run-action.js';
import { runCliAsync } from '../helpers/run-cli.js';
import { checkSources, reportFolder } from './support.js';

const EXCERPT = 'The harbour line carried 12 percent more passengers in March.';
/** 5,000 nested <div>s, a little text and a comma at each level: what kept Readability busy for 418 s. */
const DEEP = `<!doctype html><html><body>${Array.from({ length: 5000 }, (_, i) => `<div>note ${i}, more, text.`).join('')}<p>${EXCERPT}</p>${'</div>'.repeat(5000)}</body></html>`;
/** Nesting whose DOM linkedom cannot build within minutes (its parser's work grows with the square of the depth). */
const NESTED = (depth: number) =>
  `<!doctype html><html><body>${'<div>'.repeat(depth)}${EXCERPT}${'</div>'.repeat(depth)}</body></html>`;
const ARTICLE = `<!doctype html><html><head><title>Harbour line</title></head><body><nav><a href="/">Home</a></nav><article><h1>Harbour line</h1><p>${EXCERPT}</p><p>Other lines were unchanged over the same months, the operator said in its report.</p></article></body></html>`;

let web: FakeWeb;
beforeAll(async () => {
  ensureBuilt();
  web = await startFakeWeb();
  const html = (body: string) => ({ headers: { 'content-type': 'text/html; charset=utf-8' }, body });
  web.route('/deep', html(DEEP));
  web.route('/nested', html(NESTED(1_000_000)));
  web.route('/article', html(ARTICLE));
}, 300_000);
afterAll(() => web.close());

describe("reading HTML in a bounded thread (the bundle's)", () => {
  beforeAll(() => setWorkerEntry(pathToFileURL(path.resolve('dist/cli/index.js'))));

  it('reads an ordinary page as before: the main content, found in it', async () => {
    const { rows } = await checkSources(reportFolder([{ id: 'e', url: web.url('/article'), excerpt: EXCERPT }]), {
      hooks: { htmlLimits: { timeoutMs: 60_000 } },
    });
    expect(rows.get('e')).toMatchObject({
      status: 'found',
      found_in: 'main',
      detail: 'the excerpt occurs in the main content, verbatim',
    });
  });

  it('searches all visible text of a page whose main content is not picked within the time limit, and says so', async () => {
    const { rows } = await checkSources(
      reportFolder([
        { id: 'on', url: web.url('/deep'), excerpt: EXCERPT },
        { id: 'off', url: web.url('/deep'), excerpt: 'Ferries ran every ten minutes.' },
      ]),
      { hooks: { htmlLimits: { timeoutMs: 2_000 } } },
    );
    expect(rows.get('on')).toMatchObject({ status: 'found', found_in: 'page' });
    expect(rows.get('off')?.status).toBe('not_found');
    expect(rows.get('off')?.detail).toBe(
      'the page was read and the excerpt is not on it (the main content could not be picked out (reading it took longer than 2 s, the time limit for one page), so all visible text was searched)',
    );
  });

  // The processes this test's process has started that have not ended (Linux).
  const children = () =>
    readdirSync('/proc/self/task').flatMap((task) =>
      readFileSync(`/proc/self/task/${task}/children`, 'utf8').split(' ').filter(Boolean),
    );
  const settled = async (expected: number) => {
    for (let waited = 0; children().length !== expected && waited < 5_000; waited += 50)
      await new Promise((resolve) => setTimeout(resolve, 50));
    return children().length;
  };

  it.runIf(process.platform === 'linux')(
    "a large page's reader ends with its page (its memory goes back at once); a small page's waits for the next",
    async () => {
      await stopIdleWorkers();
      expect(await settled(0)).toBe(0);
      const paragraph = `<p>${'Other lines were unchanged over the same months. '.repeat(20)}</p>\n`;
      const large = ARTICLE.replace(
        '</article>',
        `${paragraph.repeat(Math.ceil(SMALL_PAGE_BYTES / paragraph.length))}</article>`,
      );
      expect(large.length).toBeGreaterThan(SMALL_PAGE_BYTES);
      const limits = { timeoutMs: 60_000, heapMb: 256 };
      const read = await boundedHtmlText(Buffer.from(large), 'text/html', limits);
      expect(read.main).toContain(EXCERPT);
      expect(await settled(0)).toBe(0);
      const small = await boundedHtmlText(Buffer.from(ARTICLE), 'text/html', limits);
      expect(small.main).toContain(EXCERPT);
      expect(await settled(1)).toBe(1);
      await stopIdleWorkers();
    },
    120_000,
  );

  it('calls a page unsupported whose text cannot be read within the time limit, with the reason', async () => {
    const { rows } = await checkSources(reportFolder([{ id: 'e', url: web.url('/nested'), excerpt: EXCERPT }]), {
      hooks: { htmlLimits: { timeoutMs: 2_000 } },
    });
    expect(rows.get('e')).toMatchObject({
      status: 'unsupported',
      detail: 'the HTML could not be read: reading it took longer than 2 s, the time limit for one page',
    });
  });
});

describe('through the bundled command line, at the default bounds', () => {
  it('a page of 5,000 nested <div>s and one of 1,000,000 end within the 30 s bound instead of running for minutes', async () => {
    const dir = reportFolder([
      { id: 'deep', url: web.url('/deep'), excerpt: EXCERPT },
      { id: 'nested', url: web.url('/nested'), excerpt: EXCERPT },
    ]);
    const run = await runCliAsync(
      ['check', '--provenance', 'check', '--provenance-allow-private', 'true', '--json', 'results.json'],
      dir,
    );
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('1 found');
    expect(run.stdout).toContain('nested  unsupported');
    expect(run.stdout).toContain(
      'the HTML could not be read: reading it took longer than 30 s, the time limit for one page',
    );
  });
});
