// The provenance cache: fresh pages cost no request, stale ones a conditional request, and the
// file is JSON Lines with a bound, written atomically.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeWeb, type FakeWeb } from '../helpers/fake-web.js';
import { ARTICLE, CHANGED_ARTICLE, EXCERPT } from './fixtures.js';
import { checkSources, reportFolder } from './support.js';

let web: FakeWeb;
let version = 'v1';
const DAY = 86_400_000;
const start = Date.parse('2026-09-01T08:00:00Z');
const at = (ms: number) => () => new Date(start + ms);

beforeAll(async () => {
  web = await startFakeWeb();
  web.route('/validated', (req, res) => {
    const etag = `"${version}"`;
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, { etag }).end();
      return;
    }
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      etag,
      'last-modified': 'Tue, 01 Sep 2026 06:00:00 GMT',
    });
    res.end(version === 'v1' ? ARTICLE : CHANGED_ARTICLE);
  });
  web.route('/dated', (req, res) => {
    if (req.headers['if-modified-since'] === 'Tue, 01 Sep 2026 06:00:00 GMT') {
      res.writeHead(304).end();
      return;
    }
    res
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'last-modified': 'Tue, 01 Sep 2026 06:00:00 GMT' })
      .end(ARTICLE);
  });
  web.route('/plain', { headers: { 'content-type': 'text/html' }, body: ARTICLE });
  web.route('/gone', { status: 404 });
  web.route('/busy', { status: 503 });
});
afterAll(() => web.close());
beforeEach(() => {
  web.reset();
  version = 'v1';
});

describe('the provenance cache', () => {
  it('makes no request within provenance-max-age, then a conditional one that gets 304', async () => {
    const dir = reportFolder([
      { id: 'e-etag', url: web.url('/validated'), excerpt: EXCERPT },
      { id: 'e-date', url: web.url('/dated'), excerpt: EXCERPT },
    ]);
    const first = await checkSources(dir, { hooks: { now: at(0) } });
    expect(first.rows.get('e-etag')).toMatchObject({
      status: 'found',
      cache: null,
      fetched_at: '2026-09-01T08:00:00.000Z',
    });
    expect(web.requests).toHaveLength(2);

    web.reset();
    const second = await checkSources(dir, { hooks: { now: at(6 * DAY) } });
    expect(web.requests).toHaveLength(0);
    expect(second.rows.get('e-etag')).toMatchObject({
      status: 'found',
      cache: 'fresh',
      fetched_at: '2026-09-01T08:00:00.000Z',
    });
    expect(second.results.provenance).toMatchObject({ urls: 2, requests: 0, fresh_from_cache: 2, revalidated: 0 });

    const third = await checkSources(dir, { hooks: { now: at(8 * DAY) } });
    const byPath = new Map(web.requests.map((request) => [request.path, request.headers]));
    expect(byPath.get('/validated')?.['if-none-match']).toBe('"v1"');
    expect(byPath.get('/validated')?.['if-modified-since']).toBe('Tue, 01 Sep 2026 06:00:00 GMT');
    expect(byPath.get('/dated')?.['if-none-match']).toBeUndefined();
    expect(byPath.get('/dated')?.['if-modified-since']).toBe('Tue, 01 Sep 2026 06:00:00 GMT');
    expect(third.rows.get('e-etag')).toMatchObject({
      status: 'found',
      cache: 'revalidated',
      http_status: 304,
      fetched_at: '2026-09-09T08:00:00.000Z',
    });
    expect(third.rows.get('e-date')).toMatchObject({ status: 'found', cache: 'revalidated' });
    expect(third.results.provenance).toMatchObject({ requests: 2, revalidated: 2 });

    // Revalidation restarts the clock.
    web.reset();
    await checkSources(dir, { hooks: { now: at(9 * DAY) } });
    expect(web.requests).toHaveLength(0);
  });

  it('reads a page again when the server says it changed, and the fingerprint shows it', async () => {
    const dir = reportFolder([{ id: 'e-1', url: web.url('/validated'), excerpt: EXCERPT }]);
    const before = (await checkSources(dir, { hooks: { now: at(0) } })).rows.get('e-1');
    version = 'v2';
    const after = (await checkSources(dir, { hooks: { now: at(8 * DAY) } })).rows.get('e-1');
    expect(before?.status).toBe('found');
    expect(after).toMatchObject({ status: 'not_found', cache: null, http_status: 200 });
    expect(after?.text_sha256).not.toBe(before?.text_sha256);
  });

  it('revalidates on every run with provenance-max-age 0', async () => {
    const dir = reportFolder([{ id: 'e-1', url: web.url('/validated'), excerpt: EXCERPT }]);
    await checkSources(dir, { settings: { maxAgeMs: 0 } });
    const again = await checkSources(dir, { settings: { maxAgeMs: 0 } });
    expect(web.requests.map((request) => request.headers['if-none-match'] ?? null)).toEqual([null, '"v1"']);
    expect(again.rows.get('e-1')?.cache).toBe('revalidated');
  });

  it('keeps what the server said (a page, a 404), never a failure of the moment', async () => {
    const dir = reportFolder([
      { id: 'e-page', url: web.url('/plain'), excerpt: EXCERPT },
      { id: 'e-gone', url: web.url('/gone'), excerpt: EXCERPT },
      { id: 'e-busy', url: web.url('/busy'), excerpt: EXCERPT },
    ]);
    const noWait = async () => {};
    await checkSources(dir, { hooks: { sleep: noWait } });
    web.reset();
    const again = await checkSources(dir, { hooks: { sleep: noWait } });
    expect(web.requests.map((request) => request.path)).toEqual(['/busy', '/busy', '/busy']);
    expect(again.rows.get('e-gone')).toMatchObject({ status: 'gone', cache: 'fresh' });
    expect(again.rows.get('e-busy')).toMatchObject({ status: 'unreachable', cache: null });
  });

  it('is a JSON Lines file keyed by URL with the text fingerprint, fetch time, ETag and Last-Modified, written atomically', async () => {
    const dir = reportFolder([{ id: 'e-1', url: `${web.url('/validated')}#part-2`, excerpt: EXCERPT }]);
    await checkSources(dir, { hooks: { now: at(0) } });
    const file = path.join(dir, '.citegate/provenance.jsonl');
    const lines = readFileSync(file, 'utf8')
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines[0]).toEqual({ format: 'citegate-provenance-cache', version: 1, run: 1 });
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatchObject({
      key: web.url('/validated'),
      last_run: 1,
      value: {
        kind: 'page',
        fetched_at: '2026-09-01T08:00:00.000Z',
        etag: '"v1"',
        last_modified: 'Tue, 01 Sep 2026 06:00:00 GMT',
        http_status: 200,
        via_private: true,
      },
    });
    expect(lines[1].value.text_sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(lines[1].value.all).toContain(EXCERPT);
    expect(readdirSync(path.dirname(file)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('does not use a page read from a private address once such addresses are refused', async () => {
    const dir = reportFolder([{ id: 'e-1', url: web.url('/plain'), excerpt: EXCERPT }]);
    await checkSources(dir);
    web.reset();
    const refused = await checkSources(dir, { settings: { allowPrivate: false } });
    expect(refused.rows.get('e-1')?.status).toBe('refused');
    expect(web.requests).toHaveLength(0);
  });

  it('warns about a cache it cannot read and goes on without it', async () => {
    const dir = reportFolder([{ id: 'e-1', url: web.url('/plain'), excerpt: EXCERPT }]);
    writeFileSync(path.join(dir, 'not-a-folder'), '');
    const unreadable = await checkSources(dir, { settings: { cachePath: 'not-a-folder/provenance.jsonl' } });
    expect(unreadable.rows.get('e-1')?.status).toBe('found');
    expect(unreadable.warnings.join('\n')).toContain('cannot write the provenance cache');
    expect(unreadable.results.provenance?.warnings).toEqual(unreadable.warnings);
  });

  // Bug 3 of the second review: --provenance-cache-path NOTES.md replaced the notes.
  it("never overwrites a file that is not a provenance cache: one warning, the file left as it is, this run's pages not saved there", async () => {
    const dir = reportFolder([{ id: 'e-1', url: web.url('/plain'), excerpt: EXCERPT }]);
    const foreign: Record<string, string> = {
      'NOTES.md': 'my notes\n',
      'other.jsonl': '{"format":"something-else"}\n',
      'answers.jsonl': '{"format":"citegate-semantic-cache","version":2,"run":4}\n',
    };
    for (const [name, text] of Object.entries(foreign)) {
      writeFileSync(path.join(dir, name), text);
      const run = await checkSources(dir, { settings: { cachePath: name } });
      expect(readFileSync(path.join(dir, name), 'utf8')).toBe(text);
      expect(run.rows.get('e-1')?.status).toBe('found');
      expect(run.warnings).toEqual([
        `${path.join(dir, name)} is not a citegate provenance cache: it is left as it is, and this run's pages are not saved (choose another provenance-cache-path, or delete the file)`,
      ]);
      expect(run.results.provenance?.warnings).toEqual(run.warnings);
    }
    expect(web.requests).toHaveLength(3);
  });

  it('leaves a provenance cache of a newer version as it is', async () => {
    const dir = reportFolder([{ id: 'e-1', url: web.url('/plain'), excerpt: EXCERPT }]);
    const text = '{"format":"citegate-provenance-cache","version":2,"run":9}\n';
    writeFileSync(path.join(dir, 'newer.jsonl'), text);
    const run = await checkSources(dir, { settings: { cachePath: 'newer.jsonl' } });
    expect(run.warnings).toEqual([
      `the provenance cache ${path.join(dir, 'newer.jsonl')} has version 2, which this citegate cannot read: it is left as it is, and this run's pages are not saved`,
    ]);
    expect(readFileSync(path.join(dir, 'newer.jsonl'), 'utf8')).toBe(text);
  });

  it('a bad line costs only that line: the other pages are used without a request', async () => {
    const dir = reportFolder([{ id: 'e-1', url: web.url('/plain'), excerpt: EXCERPT }]);
    await checkSources(dir, { hooks: { now: at(0) } });
    const file = path.join(dir, '.citegate/provenance.jsonl');
    const [header, ...pages] = readFileSync(file, 'utf8').trimEnd().split('\n');
    writeFileSync(file, [header, '{ not json', ...pages].join('\n') + '\n');
    web.reset();
    const again = await checkSources(dir, { hooks: { now: at(DAY) } });
    expect(web.requests).toHaveLength(0);
    expect(again.rows.get('e-1')).toMatchObject({ status: 'found', cache: 'fresh' });
    expect(again.warnings).toEqual([
      `the provenance cache ${file} has 1 unusable line, skipped (the other entries are used); the first is line 2: not JSON`,
    ]);
    expect(readFileSync(file, 'utf8')).not.toContain('not json');
  });
});
