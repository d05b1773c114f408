// A small local site for the snapshot tests: an article with navigation, a cookie banner and a
// footer around it; a PDF (made here with pdf-lib); a Latin-1 page; a page that changes; a page
// that is gone, with an archived copy served by a fake Wayback Machine availability API; and a
// long page full of numbers for the size bound.
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { startFakeWeb, type FakeWeb } from '../helpers/fake-web.js';

/** Five paragraphs about ferry ridership (so BM25 ranks them first), and the fleet's size far below. */
const ARTICLE_BODY = [
  'Ferry ridership on the harbour routes rose 18 percent in 2025, the transit review found, the largest rise on any of the city’s networks.',
  'Ridership on the harbour ferry routes grew fastest at the morning peak, when harbour ferries carried commuters from the eastern terminals.',
  'The review attributes the rise in harbour ferry ridership to new routes, more frequent ferries and the closure of the harbour bridge.',
  'Harbour ferry routes to the western terminals saw smaller rises in ridership, and one route lost riders after a fare change.',
  'The review called the harbour link “the busiest crossing in the region”, ahead of the two road tunnels.',
  'Maintenance of the terminals was contracted out in 2024 to a consortium of three local firms.',
  'At the end of the year the operator kept 37 vessels in service, two more than a year earlier.',
];

export const ARTICLE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Harbour transit review 2026 | Northport Courier</title></head>
<body>
  <header><a href="/">Northport Courier</a> <a href="/news">News</a> <a href="/login">Sign in</a></header>
  <nav><ul><li><a href="/a">Ferry timetables</a></li><li><a href="/b">Harbour ferry routes map</a></li></ul></nav>
  <aside><h3>Most read</h3><p>Harbour ferry ridership quiz: how well do you know the routes?</p></aside>
  <main><article>
    <h1>Harbour transit review: ferries carry more riders than ever</h1>
${ARTICLE_BODY.map((paragraph) => `    <p>${paragraph}</p>`).join('\n')}
  </article></main>
  <div class="cookie-banner">We use cookies to improve your experience of harbour ferry routes. <button>Accept all</button></div>
  <footer><p>© 2026 Northport Courier. All rights reserved.</p></footer>
</body></html>`;

export async function reportPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.TimesRoman);
  const page = doc.addPage();
  const lines = [
    'Northport Air Quality Report 2026.',
    'Roadside nitrogen dioxide concentrations in the zone fell by 8 percent',
    'compared with the same months of 2025.',
  ];
  lines.forEach((line, i) => page.drawText(line, { x: 50, y: 700 - i * 16, size: 11, font }));
  return doc.save();
}

export const LATIN1_SENTENCE = 'Le café du terminal a servi 1 200 passagers par jour, selon la capitainerie.';
function latin1Page(): Buffer {
  return Buffer.from(
    `<html><head><title>Capitainerie</title></head><body><p>${LATIN1_SENTENCE}</p><p>Le port reste ouvert toute l'année.</p></body></html>`,
    'latin1',
  );
}

export const CHANGING = {
  before:
    '<html><head><title>Fares</title></head><body><p>The single harbour ferry fare is 3.20 euros for adults.</p></body></html>',
  after:
    '<html><head><title>Fares</title></head><body><p>The single harbour ferry fare is 3.60 euros for adults from May.</p></body></html>',
};

export const ARCHIVED =
  '<html><head><title>Freight guidance 2019</title></head><body><p>The 2019 freight guidance set off-peak delivery windows from 19:00 to 07:00 for the Central Zone.</p></body></html>';
export const ARCHIVE_STAMP = '20250301120000';

/** Twenty long paragraphs, each with its own number, for the size bound. */
export const LONG_NUMBERS = Array.from(
  { length: 40 },
  (_, i) =>
    `In survey wave ${i + 1} the counters recorded ${1000 + i * 37} crossings of the harbour; ${'the counts were audited twice by the office, compared with matched control sites, and published with their methods and margins of error. '.repeat(4)}`,
);

export interface Site {
  web: FakeWeb;
  url: (path: string) => string;
  /** Requests the fake archive API received, with their query. */
  archiveQueries: URLSearchParams[];
  change: () => void;
  close: () => Promise<void>;
}

export async function startSite(): Promise<Site> {
  const web = await startFakeWeb();
  const pdf = Buffer.from(await reportPdf());
  let changed = false;
  const archiveQueries: URLSearchParams[] = [];
  web.route('/article', { body: ARTICLE });
  web.route('/air-quality.pdf', { headers: { 'content-type': 'application/pdf' }, body: pdf as unknown as string });
  web.route('/latin1', {
    headers: { 'content-type': 'text/html; charset=iso-8859-1' },
    body: latin1Page() as unknown as string,
  });
  web.route(
    '/fares',
    (_req, res) =>
      void res.writeHead(200, { 'content-type': 'text/html' }).end(changed ? CHANGING.after : CHANGING.before),
  );
  web.route('/freight-guidance', { status: 404, headers: { 'content-type': 'text/plain' }, body: 'not found' });
  web.route('/long', {
    body: `<html><body>${LONG_NUMBERS.map((paragraph) => `<p>${paragraph}</p>`).join('')}</body></html>`,
  });
  web.route('/wayback/available', (_req, res, { url }) => {
    archiveQueries.push(url.searchParams);
    const wanted = url.searchParams.get('url') ?? '';
    const closest = wanted.endsWith('/freight-guidance')
      ? {
          available: true,
          url: `${web.origin}/web/${ARCHIVE_STAMP}/${wanted}`,
          timestamp: ARCHIVE_STAMP,
          status: '200',
        }
      : undefined;
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ url: wanted, archived_snapshots: closest ? { closest } : {} }));
  });
  web.fallback((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path.startsWith(`/web/${ARCHIVE_STAMP}id_/`))
      return void res.writeHead(200, { 'content-type': 'text/html' }).end(ARCHIVED);
    res.writeHead(404, { 'content-type': 'text/plain' }).end('no such page');
  });
  return {
    web,
    url: (path) => web.url(path),
    archiveQueries,
    change: () => (changed = true),
    close: () => web.close(),
  };
}
