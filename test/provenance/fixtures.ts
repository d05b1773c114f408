// Pages for the provenance tests: a news article with navigation and boilerplate around the
// excerpt, its typographic twin, a changed version, a PDF (made here with pdf-lib), and more.
import { PDFDocument, StandardFonts } from 'pdf-lib';

export const EXCERPT =
  'Weekday vehicle entries into the Central Zone averaged 118,400 per day, down 12 percent from 134,500 in the same period of 2025.';
/** As a typesetter writes it: curly quotes, a non-breaking space, an en dash. */
export const TYPOGRAPHIC_EXCERPT =
  'The council\'s "Central Zone" charge applies on weekdays, 7-19 h, to every vehicle entering the zone.';
export const NAV_ONLY = 'Most read this week: ferry timetable changes for the winter season';

const boilerplate = (main: string) => `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>Congestion pilot: first six months | Northport Courier</title>
  <style>.nav { display: flex }</style>
  <script>window.analytics = { track: function () {} }; var hidden = "${EXCERPT.slice(0, 20)} script text";</script>
</head>
<body>
  <header class="site-header"><a href="/">Northport Courier</a> <a href="/news">News</a> <a href="/transport">Transport</a> <a href="/login">Sign in</a></header>
  <nav class="menu"><ul><li><a href="/a">Politics</a></li><li><a href="/b">Business</a></li><li><a href="/c">Culture</a></li></ul></nav>
  <aside class="sidebar"><h3>Most read</h3><p>${NAV_ONLY}</p><p>Harbour festival returns in June</p></aside>
  <main>
    <article>
      <h1>Congestion pilot: the first six months in numbers</h1>
      <p class="byline">By A. Reporter, transport correspondent</p>
${main}
    </article>
  </main>
  <div class="cookie-banner">We use cookies to improve your experience. <button>Accept all</button></div>
  <footer><p>© 2026 Northport Courier. All rights reserved.</p><p><a href="/privacy">Privacy</a> · <a href="/terms">Terms</a></p></footer>
</body>
</html>`;

const paragraphs = (
  middle: string,
) => `      <p>Six months after the congestion charge began, the city's monitoring office has published its first full report on how traffic in the centre has changed, and the figures are closely watched by other councils considering similar schemes.</p>
      <p>${middle}</p>
      <p>Bus journey times on the four radial corridors improved as well, the report says, although the office cautions that roadworks on two of those corridors were finished during the same period and may account for part of the change.</p>
      <p>Retailers in the zone reported mixed results. Footfall surveys commissioned by the business association show a small rise on Saturdays and a small fall on weekday evenings, with no clear trend overall across the six months.</p>
      <p>The council will decide in the autumn whether to make the pilot permanent, after a public consultation that opens next month and runs for twelve weeks.</p>`;

export const ARTICLE = boilerplate(paragraphs(EXCERPT));
export const TYPOGRAPHIC_ARTICLE = boilerplate(
  paragraphs(
    'Weekday vehicle entries into the Central\u00a0Zone averaged 118,400\u00a0per day,\n        down 12\u00a0percent from 134,500 in the same period of 2025. The council\u2019s \u201cCentral\u00a0Zone\u201d charge applies on weekdays, 7\u201319\u00a0h, to every vehicle entering the zone.',
  ),
);
export const CHANGED_ARTICLE = boilerplate(
  paragraphs(
    'Weekday vehicle entries into the Central Zone averaged 121,900 per day, down 9 percent from 134,500 in the same period of 2025, the revised report says.',
  ),
);

/** A one-page PDF whose text holds the excerpt, split over two lines as a paper's column would. */
export async function paperPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.TimesRoman);
  doc.addPage().drawText('Northport Traffic Monitoring Office. Report H1 2026.', { x: 50, y: 750, size: 12, font });
  const page = doc.addPage();
  const lines = [
    'Results. Weekday vehicle entries into the Central Zone averaged 118,400',
    'per day, down 12 percent from 134,500 in the same period of 2025.',
    'Table 2 gives the figures by entry point.',
  ];
  lines.forEach((line, i) => page.drawText(line, { x: 50, y: 700 - i * 16, size: 11, font }));
  return doc.save();
}

export const LATIN1_TEXT =
  'Le café crème coûte désormais 4,20 francs à Genève, contre 3,90 francs l\u2019an passé.'.replace('\u2019', "'");
export function latin1Page(declare: 'header' | 'meta' | 'none'): { headers: Record<string, string>; body: Buffer } {
  const meta = declare === 'meta' ? '<meta charset="iso-8859-1">' : '';
  const html = `<!doctype html><html><head>${meta}<title>Prix</title></head><body><p>${LATIN1_TEXT}</p></body></html>`;
  return {
    headers: { 'content-type': declare === 'header' ? 'text/html; charset=ISO-8859-1' : 'text/html' },
    body: Buffer.from(html, 'latin1'),
  };
}

export const LOGIN_PAGE = `<!doctype html><html><head><title>Sign in</title></head><body><form><p>Sign in to continue reading.</p><input type="email" name="email"><input type="password" name="password"><button>Sign in</button></form></body></html>`;
export const CAPTCHA_PAGE = `<!doctype html><html><head><title>Just a moment...</title></head><body><div class="h-captcha" data-sitekey="x"></div><p>Checking your browser before accessing the site.</p></body></html>`;
