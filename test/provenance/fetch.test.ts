// Provenance end to end in process: real report files, the real checker, real HTTP to a server
// on 127.0.0.1, real extraction libraries. Loopback is allowed here (provenance-allow-private)
// except in the network-rule tests at the end.
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { nonPublicRange } from '../../src/provenance/address.js';
import { startFakeWeb, type FakeWeb } from '../helpers/fake-web.js';
import {
  ARTICLE,
  CAPTCHA_PAGE,
  CHANGED_ARTICLE,
  EXCERPT,
  LATIN1_TEXT,
  LOGIN_PAGE,
  NAV_ONLY,
  TYPOGRAPHIC_ARTICLE,
  TYPOGRAPHIC_EXCERPT,
  latin1Page,
  paperPdf,
} from './fixtures.js';
import { finishReport } from '../../src/check/finish.js';
import { prepareReport } from '../../src/check/prepare.js';
import { outcomeWithoutProvider } from '../../src/check/semantic-outcome.js';
import { createProvenanceChecker } from '../../src/provenance/checker.js';
import { parseReportFile } from '../../src/report/parse.js';
import { report } from '../helpers/reports.js';
import { checkSources, recordingSleep, reportFolder, TEST_SETTINGS, type Source } from './support.js';

let web: FakeWeb;
const html = { 'content-type': 'text/html; charset=utf-8' };

beforeAll(async () => {
  web = await startFakeWeb();
  web.route('/article', { headers: html, body: ARTICLE });
  web.route('/typographic', { headers: html, body: TYPOGRAPHIC_ARTICLE });
  web.route('/changed', { headers: html, body: CHANGED_ARTICLE });
  web.route('/paper.pdf', { headers: { 'content-type': 'application/pdf' }, body: await paperPdf() });
  for (const declare of ['header', 'meta', 'none'] as const) web.route(`/latin1-${declare}`, latin1Page(declare));
  web.route('/gzip', { headers: { ...html, 'content-encoding': 'gzip' }, body: gzipSync(ARTICLE) });
  web.route('/brotli', {
    headers: { ...html, 'content-encoding': 'br' },
    body: brotliCompressSync(Buffer.from(ARTICLE)),
  });
  web.route('/r1', { status: 301, headers: { location: '/r2' } });
  web.route('/r2', { status: 302, headers: { location: `${web.origin}/r3?from=r2` } });
  web.route('/r3', { status: 307, headers: { location: '/article' } });
  web.route('/loop', { status: 302, headers: { location: '/loop' } });
  web.route('/404', { status: 404, body: 'not found' });
  web.route('/410', { status: 410, body: 'gone' });
  web.route('/403', { status: 403, body: 'forbidden' });
  web.route('/401', { status: 401, body: 'who are you' });
  web.route('/429', { status: 429, headers: { 'retry-after': '3' }, body: 'slow down' });
  web.route('/429-long', { status: 429, headers: { 'retry-after': '3600' }, body: 'come back in an hour' });
  web.route('/429-once', (_req, res, { count }) => {
    if (count === 1) res.writeHead(429, { 'retry-after': '1' }).end('slow down');
    else res.writeHead(200, html).end(ARTICLE);
  });
  web.route('/503-once', (_req, res, { count }) => {
    if (count === 1) res.writeHead(503).end('busy');
    else res.writeHead(200, html).end(ARTICLE);
  });
  web.route('/500', { status: 500, body: 'broken' });
  web.route('/hang', (_req, res) => {
    res.writeHead(200, html);
    res.write('<!doctype html><html><body><p>The first part of a page that never ');
  });
  web.route('/silent', () => {});
  web.route('/big', {
    headers: html,
    body: `<!doctype html><html><body><p>${'filler text '.repeat(20_000)}</p><p>${EXCERPT}</p></body></html>`,
  });
  web.route('/big-early', {
    headers: html,
    body: `<!doctype html><html><body><p>${EXCERPT}</p><p>${'filler text '.repeat(20_000)}</p></body></html>`,
  });
  web.route('/plain', {
    headers: { 'content-type': 'text/plain; charset=utf-8' },
    body: `Monitoring office bulletin\n\n${EXCERPT}\n`,
  });
  web.route('/image', { headers: { 'content-type': 'image/png' }, body: Buffer.from([0x89, 0x50, 0x4e, 0x47]) });
  web.route('/login', { headers: html, body: LOGIN_PAGE });
  web.route('/captcha', { headers: html, body: CAPTCHA_PAGE });
  web.route('/stitched', { headers: html, body: ARTICLE });
});
afterAll(() => web.close());
beforeEach(() => web.reset());

async function one(source: Omit<Source, 'id'>, options: Parameters<typeof checkSources>[1] = {}) {
  const { rows, results, warnings } = await checkSources(reportFolder([{ id: 'e-1', ...source }]), options);
  return { row: rows.get('e-1')!, results, warnings };
}

describe('reading pages', () => {
  it('finds the excerpt in the main content of an article wrapped in navigation and boilerplate', async () => {
    const { row } = await one({ url: web.url('/article'), excerpt: EXCERPT });
    expect(row).toMatchObject({
      status: 'found',
      folding: 'exact',
      share: 1,
      parts_found: 1,
      parts_total: 1,
      found_in: 'main',
      http_status: 200,
      final_url: web.url('/article'),
      cache: null,
      truncated: false,
    });
    expect(row.content_type).toBe('text/html; charset=utf-8');
    expect(row.fetched_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(row.text_sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('keeps the main content apart: text only in the sidebar is found by the all-visible-text fallback', async () => {
    const { row } = await one({ url: web.url('/article'), excerpt: NAV_ONLY });
    expect(row).toMatchObject({ status: 'found', found_in: 'page' });
    expect(row.detail).toContain('outside the main content');
  });

  it('never reads script text as page text', async () => {
    const { row } = await one({ url: web.url('/article'), excerpt: 'script text' });
    expect(row.status).toBe('not_found');
  });

  it('says which folding was needed: whitespace for non-breaking spaces, typography for curly quotes and dashes', async () => {
    const { rows } = await checkSources(
      reportFolder([
        { id: 'e-nbsp', url: web.url('/typographic'), excerpt: EXCERPT },
        { id: 'e-quotes', url: web.url('/typographic'), excerpt: TYPOGRAPHIC_EXCERPT },
        { id: 'e-case', url: web.url('/article'), excerpt: EXCERPT.toUpperCase() },
      ]),
    );
    expect(rows.get('e-nbsp')).toMatchObject({ status: 'found', folding: 'whitespace' });
    expect(rows.get('e-quotes')).toMatchObject({ status: 'found', folding: 'typography' });
    expect(rows.get('e-case')).toMatchObject({ status: 'found', folding: 'case' });
    expect(web.requests.filter((request) => request.path === '/typographic')).toHaveLength(1);
  });

  it('reports a changed page as not found, with the closest passage the page does contain', async () => {
    const { row } = await one({ url: web.url('/changed'), excerpt: EXCERPT });
    expect(row).toMatchObject({ status: 'not_found', share: 0, parts_found: 0, folding: null });
    expect(row.closest?.passage).toContain('121,900 per day, down 9 percent from 134,500');
    expect(row.closest?.overlap).toBeGreaterThan(0.7);
    expect(row.closest?.overlap).toBeLessThan(1);
  });

  it('reads the text of a PDF', async () => {
    const { row } = await one({ url: web.url('/paper.pdf'), excerpt: EXCERPT });
    expect(row).toMatchObject({ status: 'found', content_type: 'application/pdf', found_in: 'page' });
    expect(row.detail).toContain('in the PDF');
  });

  it.each(['header', 'meta', 'none'] as const)(
    'decodes an ISO-8859-1 page (charset declared in the %s)',
    async (declare) => {
      const { row } = await one({ url: web.url(`/latin1-${declare}`), excerpt: LATIN1_TEXT });
      expect(row.status).toBe('found');
    },
  );

  it('decompresses gzip and brotli, and asks for them', async () => {
    const { rows } = await checkSources(
      reportFolder([
        { id: 'e-gzip', url: web.url('/gzip'), excerpt: EXCERPT },
        { id: 'e-br', url: web.url('/brotli'), excerpt: EXCERPT },
      ]),
    );
    expect(rows.get('e-gzip')?.status).toBe('found');
    expect(rows.get('e-br')?.status).toBe('found');
    expect(web.requests[0]?.headers['accept-encoding']).toBe('gzip, deflate, br');
  });

  it('reads plain text, and says what it cannot read', async () => {
    const { rows } = await checkSources(
      reportFolder([
        { id: 'e-plain', url: web.url('/plain'), excerpt: EXCERPT },
        { id: 'e-image', url: web.url('/image'), excerpt: EXCERPT },
        { id: 'e-ftp', url: 'ftp://files.example.org/report.txt', excerpt: EXCERPT },
      ]),
    );
    expect(rows.get('e-plain')?.status).toBe('found');
    expect(rows.get('e-image')).toMatchObject({ status: 'unsupported', http_status: 200 });
    expect(rows.get('e-image')?.detail).toContain('image/png');
    expect(rows.get('e-ftp')).toMatchObject({ status: 'skipped', http_status: null });
    expect(web.requests.map((request) => request.path).sort()).toEqual(['/image', '/plain']);
  });

  it('calls a login or captcha page without the excerpt blocked, and one with it found', async () => {
    const { rows } = await checkSources(
      reportFolder([
        { id: 'e-login', url: web.url('/login'), excerpt: EXCERPT },
        { id: 'e-captcha', url: web.url('/captcha'), excerpt: EXCERPT },
        { id: 'e-on-login', url: web.url('/login'), excerpt: 'Sign in to continue reading.' },
      ]),
    );
    expect(rows.get('e-login')).toMatchObject({ status: 'blocked', http_status: 200 });
    expect(rows.get('e-login')?.detail).toContain('login wall');
    expect(rows.get('e-captcha')?.detail).toContain('captcha wall');
    expect(rows.get('e-on-login')?.status).toBe('found');
  });

  it('looks for each part of a stitched excerpt on its own and reports the share found', async () => {
    const stitched = `… Six months after the congestion charge began … ${EXCERPT} · The mayor said the scheme had failed completely.`;
    const { row } = await one({ url: web.url('/stitched'), excerpt: stitched });
    expect(row).toMatchObject({ status: 'partly_found', parts_found: 2, parts_total: 3 });
    expect(row.share).toBeCloseTo(2 / 3);
    expect(row.closest?.part).toBe('The mayor said the scheme had failed completely.');
  });
});

describe('records from other input formats (the formats branch’s snippets and location)', () => {
  it('looks for each snippet on its own, and annotates where the adapter located the record', async () => {
    const claim = { id: 'c-1', statement: 'Entries fell.', evidence_ids: ['e-storm'] };
    const bytes = Buffer.from(
      JSON.stringify(
        report(
          [claim],
          [{ id: 'e-storm', url: web.url('/article'), excerpt: 'the description, which is not looked for' }],
        ),
      ),
    );
    const parsed = parseReportFile('storm/run.report.json', bytes);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const prepared = prepareReport(parsed);
    const record = prepared.index.evidence.get('e-storm')!;
    record.snippets = [`${EXCERPT} · The mayor called it a failure.`, 'Retailers in the zone reported mixed results.'];
    record.location = { file: 'storm/url_to_info.json', line: 7, column: 5 };
    const { rows } = await createProvenanceChecker(TEST_SETTINGS, { cwd: reportFolder([]) }).check([prepared]);
    const row = rows.get(prepared)?.get('e-storm');
    expect(row).toMatchObject({ status: 'partly_found', parts_found: 2, parts_total: 3 });
    expect(row?.closest?.part).toBe('The mayor called it a failure.');
    const result = finishReport(prepared, outcomeWithoutProvider(prepared, 'off', 'semantic_off'), rows.get(prepared));
    expect(result.evidence[0]).toMatchObject({
      id: 'e-storm',
      file: 'storm/url_to_info.json',
      line: 7,
      provenance: { status: 'partly_found' },
    });
  });
});

describe('fetching as a careful crawler does', () => {
  it('fetches each URL once however many records cite it, and names itself', async () => {
    const sources = Array.from({ length: 5 }, (_, i) => ({
      id: `e-${i}`,
      url: `${web.url('/article')}#section-${i}`,
      excerpt: EXCERPT,
    }));
    const events: unknown[] = [];
    const { rows, results } = await checkSources(reportFolder(sources), {
      hooks: { progress: (event) => events.push(event) },
    });
    expect(events).toEqual([
      { done: 0, total: 1, requests: 0, fromCache: 0 },
      { done: 1, total: 1, requests: 1, fromCache: 0 },
    ]);
    expect([...rows.values()].every((row) => row.status === 'found')).toBe(true);
    expect(web.requests).toHaveLength(1);
    expect(web.requests[0]?.headers['user-agent']).toMatch(
      /^citegate\/\d+\.\d+\.\d+ \(provenance check; \+https:\/\/github\.com\/citegate\/citegate\)$/,
    );
    expect(web.requests[0]?.headers.cookie).toBeUndefined();
    expect(results.provenance).toMatchObject({ urls: 1, requests: 1, fresh_from_cache: 0 });
  });

  it('never sends credentials written in the URL', async () => {
    const url = web.url('/article').replace('http://', 'http://reader:secret@');
    const { row } = await one({ url, excerpt: EXCERPT });
    expect(row.status).toBe('found');
    expect(web.requests[0]?.headers.authorization).toBeUndefined();
  });

  it('follows a redirect chain and reports the final URL', async () => {
    const { row } = await one({ url: web.url('/r1'), excerpt: EXCERPT });
    expect(row).toMatchObject({ status: 'found', final_url: web.url('/article') });
    expect(web.requests.map((request) => request.path)).toEqual(['/r1', '/r2', '/r3?from=r2', '/article']);
  });

  it('stops after 5 redirects', async () => {
    const { row } = await one({ url: web.url('/loop'), excerpt: EXCERPT });
    expect(row).toMatchObject({ status: 'unreachable', detail: 'more than 5 redirects' });
    expect(web.requests).toHaveLength(6);
  });

  it('reports 404 and 410 as gone, 401 and 403 as blocked', async () => {
    const { rows } = await checkSources(
      reportFolder(
        ['404', '410', '401', '403'].map((code) => ({ id: `e-${code}`, url: web.url(`/${code}`), excerpt: EXCERPT })),
      ),
    );
    expect(rows.get('e-404')).toMatchObject({ status: 'gone', http_status: 404 });
    expect(rows.get('e-410')).toMatchObject({ status: 'gone', http_status: 410 });
    expect(rows.get('e-401')).toMatchObject({ status: 'blocked', http_status: 401 });
    expect(rows.get('e-403')).toMatchObject({ status: 'blocked', http_status: 403 });
    expect(web.requests).toHaveLength(4); // no retries on 4xx
  });

  it('retries 429 as Retry-After asks, then calls it blocked', async () => {
    const { sleep, delays } = recordingSleep();
    const { row } = await one({ url: web.url('/429'), excerpt: EXCERPT }, { hooks: { sleep } });
    expect(row).toMatchObject({ status: 'blocked', http_status: 429 });
    expect(delays).toEqual([3000, 3000]);
    expect(web.requests).toHaveLength(3);
  });

  it('goes on after a 429 once Retry-After has passed', async () => {
    const { sleep, delays } = recordingSleep();
    const { row } = await one({ url: web.url('/429-once'), excerpt: EXCERPT }, { hooks: { sleep } });
    expect(row.status).toBe('found');
    expect(delays).toEqual([1000]);
  });

  it('does not wait an hour when Retry-After asks for one', async () => {
    const { sleep, delays } = recordingSleep();
    const { row } = await one({ url: web.url('/429-long'), excerpt: EXCERPT }, { hooks: { sleep } });
    expect(row).toMatchObject({ status: 'blocked' });
    expect(row.detail).toContain('asked to wait 3600 s');
    expect(delays).toEqual([]);
  });

  it('retries a server error with backoff, and calls a persistent one unreachable', async () => {
    const { sleep, delays } = recordingSleep();
    const { rows } = await checkSources(
      reportFolder([
        { id: 'e-once', url: web.url('/503-once'), excerpt: EXCERPT },
        { id: 'e-500', url: web.url('/500'), excerpt: EXCERPT },
      ]),
      { hooks: { sleep } },
    );
    expect(rows.get('e-once')?.status).toBe('found');
    expect(rows.get('e-500')).toMatchObject({ status: 'unreachable', http_status: 500 });
    expect(delays).toHaveLength(3);
    for (const delay of delays) expect(delay).toBeGreaterThan(0);
  });

  it('gives up on a response that never ends, and on a server that never answers', async () => {
    const { rows } = await checkSources(
      reportFolder([
        { id: 'e-hang', url: web.url('/hang'), excerpt: EXCERPT },
        { id: 'e-silent', url: web.url('/silent'), excerpt: EXCERPT },
      ]),
      { settings: { timeoutMs: 300 } },
    );
    expect(rows.get('e-hang')).toMatchObject({
      status: 'unreachable',
      http_status: null,
      detail: 'no complete response within 0.3 s',
    });
    expect(rows.get('e-silent')).toMatchObject({ status: 'unreachable', detail: 'no complete response within 0.3 s' });
  });

  it('cuts a body over the cap and says so', async () => {
    const { rows } = await checkSources(
      reportFolder([
        { id: 'e-late', url: web.url('/big'), excerpt: EXCERPT },
        { id: 'e-early', url: web.url('/big-early'), excerpt: EXCERPT },
      ]),
      { settings: { maxBodyBytes: 50_000 } },
    );
    expect(rows.get('e-late')).toMatchObject({ status: 'not_found', truncated: true });
    expect(rows.get('e-late')?.detail).toContain('only the first 50 kB of the body were read');
    expect(rows.get('e-early')).toMatchObject({ status: 'found', truncated: true });
  });

  it('reports an unforeseen failure on the record’s own row, and the run goes on', async () => {
    // An invalid clock makes the fetch time unwritable: an error nothing in the fetch path expects.
    const { row } = await one(
      { url: web.url('/article'), excerpt: EXCERPT },
      { hooks: { now: () => new Date(Number.NaN) } },
    );
    expect(row).toMatchObject({
      status: 'unsupported',
      detail: 'citegate could not check this page: Invalid time value',
    });
  });

  it('reports a DNS failure as unreachable', async () => {
    const lookup = (
      _host: string,
      _options: object,
      callback: (error: NodeJS.ErrnoException | null, address: string) => void,
    ) => callback(Object.assign(new Error('getaddrinfo ENOTFOUND nowhere.test'), { code: 'ENOTFOUND' }), '');
    const { row } = await one({ url: 'http://nowhere.test/page', excerpt: EXCERPT }, { hooks: { lookup } });
    expect(row).toMatchObject({ status: 'unreachable', detail: 'DNS lookup failed (ENOTFOUND)' });
  });
});

describe('the network rule: no way into the runner’s network', () => {
  let inside: FakeWeb;
  beforeAll(async () => {
    // Stands for a host on the runner's private network: it must never be asked anything.
    inside = await startFakeWeb({ host: '127.0.0.2' });
    inside.route('/secret', { headers: html, body: `<p>${EXCERPT}</p>` });
    web.route('/to-inside', { status: 302, headers: { location: `http://127.0.0.2:${inside.port}/secret` } });
    web.route('/to-inside-by-name', {
      status: 302,
      headers: { location: `http://intranet.test:${inside.port}/secret` },
    });
    web.route('/to-ipv6-loopback', { status: 302, headers: { location: `http://[::1]:${inside.port}/secret` } });
  });
  afterAll(() => inside.close());
  beforeEach(() => inside.reset());

  // Names resolve without the network: news.test stands for a public name that resolves to loopback.
  const lookup = (
    host: string,
    _options: object,
    callback: (error: NodeJS.ErrnoException | null, addresses: { address: string; family: number }[]) => void,
  ) => callback(null, [{ address: host === 'intranet.test' ? '127.0.0.2' : '127.0.0.1', family: 4 }]);

  it('refuses a loopback address, written as such or reached through DNS, when private addresses are not allowed', async () => {
    const { rows } = await checkSources(
      reportFolder([
        { id: 'e-literal', url: web.url('/article'), excerpt: EXCERPT },
        { id: 'e-name', url: `http://news.test:${web.port}/article`, excerpt: EXCERPT },
      ]),
      { settings: { allowPrivate: false }, hooks: { lookup: lookup as never } },
    );
    expect(rows.get('e-literal')).toMatchObject({ status: 'refused', http_status: null });
    expect(rows.get('e-literal')?.detail).toContain('127.0.0.1, a loopback address, which is not public');
    expect(rows.get('e-name')?.status).toBe('refused');
    expect(rows.get('e-name')?.detail).toContain('news.test resolves to 127.0.0.1');
    expect(web.requests).toHaveLength(0);
  });

  // The test server must sit on loopback, so the origin is let through by an address rule that
  // treats 127.0.0.1 alone as public; everything else is judged by the real rule.
  const originIsPublic = (address: string) => (address === '127.0.0.1' ? null : nonPublicRange(address));

  it('refuses a redirect to a private address, checked after DNS resolution at every hop', async () => {
    const { rows } = await checkSources(
      reportFolder([
        { id: 'e-redirect', url: web.url('/to-inside'), excerpt: EXCERPT },
        { id: 'e-by-name', url: web.url('/to-inside-by-name'), excerpt: EXCERPT },
        { id: 'e-ipv6', url: web.url('/to-ipv6-loopback'), excerpt: EXCERPT },
        { id: 'e-allowed', url: web.url('/article'), excerpt: EXCERPT },
      ]),
      { settings: { allowPrivate: false }, hooks: { addressPolicy: originIsPublic, lookup: lookup as never } },
    );
    expect(rows.get('e-redirect')).toMatchObject({
      status: 'refused',
      final_url: `http://127.0.0.2:${inside.port}/secret`,
    });
    expect(rows.get('e-by-name')?.detail).toContain('intranet.test resolves to 127.0.0.2, a loopback address');
    expect(rows.get('e-ipv6')?.detail).toContain('::1, a loopback address');
    expect(rows.get('e-allowed')?.status).toBe('found');
    expect(inside.requests).toHaveLength(0);
    expect(web.requests.map((request) => request.path).sort()).toEqual([
      '/article',
      '/to-inside',
      '/to-inside-by-name',
      '/to-ipv6-loopback',
    ]);
  });

  it('follows the same redirect when private addresses are allowed (local use)', async () => {
    const { row } = await one({ url: web.url('/to-inside'), excerpt: EXCERPT });
    expect(row.status).toBe('found');
    expect(inside.requests).toHaveLength(1);
  });
});
