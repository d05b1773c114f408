// The PDF reader's bounds (src/provenance/extract/pdf.ts): a PDF is read in a worker thread with
// a time limit, no stream may decode to more than a set size, and only so many pages and so
// much text are read. The PDFs are made here with pdf-lib, crafted to pass each bound.
import { createDeflate } from 'node:zlib';
import { PDFDocument, PDFName, StandardFonts, type PDFPage } from 'pdf-lib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PDF_LIMITS } from '../../src/provenance/extract/pdf.js';
import { startFakeWeb, type FakeWeb } from '../helpers/fake-web.js';
import { paperPdf } from './fixtures.js';
import { checkSources, reportFolder } from './support.js';

const BEFORE = 'Bus ridership on the northern corridor rose by 7 percent in the spring.';
const AFTER = 'Cycle counts at the river bridge doubled between April and June.';

/** `megabytes` MiB of blanks, deflated (about a thousandth of that) without holding them at once. */
async function deflatedBlanks(megabytes: number): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  const blanks = Buffer.alloc(1024 * 1024, 0x20);
  for (let i = 0; i < megabytes; i++)
    if (!deflate.write(blanks)) await new Promise((resolve) => deflate.once('drain', resolve));
  deflate.end();
  await done;
  return Buffer.concat(chunks);
}

/** A page whose content is: a line of text, then `megabytes` MiB of blanks compressed to almost nothing, then another line. */
async function bombPdf(megabytes: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const fontName = 'F1';
  const page = doc.addPage();
  page.node.setFontDictionary(PDFName.of(fontName), font.ref);
  const line = (text: string, y: number) => Buffer.from(`BT /${fontName} 11 Tf 50 ${y} Td (${text}) Tj ET\n`, 'latin1');
  const stream = (bytes: Buffer) => doc.context.register(doc.context.flateStream(bytes));
  const blanks = await deflatedBlanks(megabytes);
  const bomb = doc.context.register(doc.context.stream(blanks, { Filter: 'FlateDecode' }));
  page.node.set(PDFName.of('Contents'), doc.context.obj([stream(line(BEFORE, 700)), bomb, stream(line(AFTER, 680))]));
  return doc.save({ useObjectStreams: false });
}

/** `count` pages, the n-th saying which it is, and `filler` bytes of text on each. */
async function pagesPdf(count: number, filler = 0): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= count; n++) {
    const page: PDFPage = doc.addPage();
    page.drawText(`Entry point ${n} recorded ${1000 + n} weekday vehicles.`, { x: 50, y: 750, size: 11, font });
    for (let row = 0; row * 90 < filler; row++)
      page.drawText('Counts were audited by the monitoring office before publication. '.repeat(2).slice(0, 90), {
        x: 50,
        y: 720 - (row % 60) * 11,
        size: 6,
        font,
      });
  }
  return doc.save();
}

let web: FakeWeb;
beforeAll(async () => {
  web = await startFakeWeb();
  const pdf = (body: Uint8Array) => ({ headers: { 'content-type': 'application/pdf' }, body: Buffer.from(body) });
  web.route('/bomb.pdf', pdf(await bombPdf(64)));
  web.route('/slow.pdf', pdf(await bombPdf(300)));
  web.route('/pages.pdf', pdf(await pagesPdf(30)));
  web.route('/text.pdf', pdf(await pagesPdf(20, 3000)));
  web.route('/paper.pdf', pdf(await paperPdf()));
}, 60_000);
afterAll(() => web.close());
beforeEach(() => web.reset());

describe('reading a PDF, within bounds', () => {
  it('a stream that decodes past maxBufferBytes is not read: the text around it is, and the record says the PDF was cut', async () => {
    const dir = reportFolder([
      { id: 'e-before', url: web.url('/bomb.pdf'), excerpt: BEFORE },
      { id: 'e-after', url: `${web.url('/bomb.pdf')}#after`, excerpt: AFTER },
      { id: 'e-absent', url: `${web.url('/bomb.pdf')}#absent`, excerpt: 'Tram punctuality fell to 81 percent.' },
    ]);
    const run = await checkSources(dir, { hooks: { pdfLimits: { maxBufferBytes: 8_000_000 } } });
    expect(run.rows.get('e-before')).toMatchObject({ status: 'found', truncated: true });
    expect(run.rows.get('e-after')).toMatchObject({ status: 'found', truncated: true });
    expect(run.rows.get('e-absent')).toMatchObject({ status: 'not_found', truncated: true });
    expect(run.rows.get('e-absent')?.detail).toBe(
      'the page was read and the excerpt is not on it (a stream of the PDF decodes to more than 8 MB and was not read)',
    );
    expect(web.requests).toHaveLength(1);
  });

  it('a PDF that takes longer than the time limit is stopped, mid-stream, and is unsupported', async () => {
    const dir = reportFolder([{ id: 'e-1', url: web.url('/slow.pdf'), excerpt: AFTER }]);
    // 300 MiB of blanks take seconds to decode; the limit is a small fraction of that.
    const run = await checkSources(dir, { hooks: { pdfLimits: { timeoutMs: 200, maxBufferBytes: 2_000_000_000 } } });
    expect(run.rows.get('e-1')).toMatchObject({ status: 'unsupported' });
    expect(run.rows.get('e-1')?.detail).toBe(
      'the PDF could not be read: reading it took longer than 200 ms, the time limit for one PDF',
    );
  });

  it('reads at most maxPages pages: what is on them is found, what is after them is not, and the record says so', async () => {
    const dir = reportFolder([
      { id: 'e-5', url: web.url('/pages.pdf'), excerpt: 'Entry point 5 recorded 1005 weekday vehicles.' },
      { id: 'e-25', url: `${web.url('/pages.pdf')}#25`, excerpt: 'Entry point 25 recorded 1025 weekday vehicles.' },
    ]);
    const run = await checkSources(dir, { hooks: { pdfLimits: { maxPages: 10 } } });
    expect(run.rows.get('e-5')).toMatchObject({ status: 'found', truncated: true });
    expect(run.rows.get('e-25')).toMatchObject({ status: 'not_found', truncated: true });
    expect(run.rows.get('e-25')?.detail).toBe(
      "the page was read and the excerpt is not on it (only the first 10 of the PDF's 30 pages were read)",
    );
  });

  it("keeps at most provenance-max-body bytes of a PDF's text, however well it was compressed", async () => {
    const body = await pagesPdf(20, 3000);
    const dir = reportFolder([
      { id: 'e-1', url: web.url('/text.pdf'), excerpt: 'Entry point 1 recorded 1001 weekday vehicles.' },
      { id: 'e-20', url: `${web.url('/text.pdf')}#20`, excerpt: 'Entry point 20 recorded 1020 weekday vehicles.' },
    ]);
    // The body (about 19 kB) is read whole; its text (about 60 kB) is not.
    const maxBodyBytes = 21_000;
    expect(body.length).toBeLessThan(maxBodyBytes);
    const run = await checkSources(dir, { settings: { maxBodyBytes } });
    expect(run.rows.get('e-1')).toMatchObject({ status: 'found', truncated: true });
    expect(run.rows.get('e-20')).toMatchObject({ status: 'not_found', truncated: true });
    expect(run.rows.get('e-20')?.detail).toMatch(
      /^the page was read and the excerpt is not on it \(only the first [\d.]+ kB of the PDF's text were read \(provenance-max-body\), 7 of 20 pages\)$/,
    );
  });

  it('reads an ordinary PDF whole, to the same text as before the worker (so cached fingerprints stay valid)', async () => {
    const { extractText, getDocumentProxy } = await import('unpdf');
    const options = {
      isEvalSupported: false,
      verbosity: 0,
      disableFontFace: true,
      useSystemFonts: false,
      stopAtErrors: false,
    };
    const expected = (await extractText(await getDocumentProxy(await paperPdf(), options), { mergePages: true })).text;
    const dir = reportFolder([{ id: 'e-1', url: web.url('/paper.pdf'), excerpt: 'down 12 percent from 134,500' }]);
    const run = await checkSources(dir);
    const row = run.rows.get('e-1');
    expect(row).toMatchObject({ status: 'found', truncated: false });
    const { createHash } = await import('node:crypto');
    expect(row?.text_sha256).toBe(createHash('sha256').update(expected, 'utf8').digest('hex'));
  });

  it('the bounds in force are the documented ones', () => {
    expect(PDF_LIMITS).toEqual({ timeoutMs: 30_000, maxPages: 2_000, maxBufferBytes: 250_000_000, heapMb: 512 });
  });
});
