// The provenance step of a run: every distinct http(s) URL of every report's evidence is looked
// up once (from the cache, with a conditional request, or fetched), its text extracted once,
// and each record citing it judged against that text.
import { createHash } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import path from 'node:path';
import pLimit from 'p-limit';
import packageJson from '../../package.json' with { type: 'json' };
import type { PreparedReport } from '../check/prepare.js';
import type { ProvenanceChecker, ProvenanceOutcome } from '../check/run.js';
import type { ProvenanceRow, ProvenanceRunStats } from '../results/types.js';
import { describeFileError, type WriteOptions } from '../files/atomic-write.js';
import { httpUrlKey } from '../text/http-url.js';
import { addressPolicy, type AddressPolicy, type LookupFunction } from './address.js';
import { isFresh, loadProvenanceCache, type CachedPage, type ProvenanceCache } from './cache.js';
import { extractText, type ExtractOptions } from './extract/index.js';
import type { HtmlLimits } from './extract/html-reader.js';
import type { PdfLimits } from './extract/pdf.js';
import { fetchUrl, type FetchFailure, type FetchedResponse, type FetchResult, type FetchSettings } from './fetch.js';
import { hostLimiter } from './limiter.js';
import { excerptParts } from './parts.js';
import type { ProvenanceProgress } from './progress.js';
import type { ProvenanceSettings } from './settings.js';
import { stopIdleWorkers } from '../threads/worker-pool.js';
import { formatBytes, PageIndex, recordRow, skippedRow, type PageOutcome } from './status.js';

export const USER_AGENT = `citegate/${packageJson.version} (provenance check; +https://github.com/citegate/citegate)`;
export const MAX_REDIRECTS = 5;
export const MAX_RETRIES = 2;
export const CONCURRENCY = { overall: 8, perHost: 2 };

export interface ProvenanceHooks {
  /** Where a relative cache path is resolved; default process.cwd(). */
  cwd?: string;
  /** How the cache is written (src/files/output-guard.ts's writeOptions); default: never through a symbolic link below `cwd`. */
  write?: WriteOptions;
  /** Non-fatal problems (an unreadable or unwritable cache). */
  warn?: (message: string) => void;
  progress?: (event: ProvenanceProgress) => void;
  now?: () => Date;
  /** The configured secrets (the API key, the action's GitHub token), kept out of the cache. */
  secrets?: readonly string[];
  // Seams for tests: DNS without the network, retries without waiting, an address rule to test
  // redirects against while the test server itself sits on loopback.
  lookup?: LookupFunction;
  sleep?: (ms: number) => Promise<void>;
  addressPolicy?: AddressPolicy;
  /** The PDF reader's bounds (src/provenance/extract/pdf.ts), small in the tests that reach them. */
  pdfLimits?: Partial<Omit<PdfLimits, 'maxTextBytes'>>;
  /** The HTML reader's bounds (src/provenance/extract/html-reader.ts), likewise. */
  htmlLimits?: Partial<HtmlLimits>;
}

export function createProvenanceChecker(settings: ProvenanceSettings, hooks: ProvenanceHooks = {}): ProvenanceChecker {
  return { check: (reports) => checkProvenance(reports, settings, hooks) };
}

/** The cache key and the URL fetched: http(s) only, without fragment or credentials. */
export function urlKey(raw: string): string | null {
  return httpUrlKey(raw);
}

/**
 * The run's page fetcher: the cache, the network rule, the limits and the extraction of
 * `provenance: check`, for any caller that needs pages (provenance here, `citegate snapshot`).
 * `close` saves the cache and releases the connections; call it once, after the last page.
 */
export interface PageFetcher {
  stats: ProvenanceRunStats;
  /** One URL key (see urlKey): from the cache while fresh, else fetched; never throws. */
  page(key: string): Promise<PageOutcome>;
  /** One request through the same rule and limits, for a small JSON answer (an archive's API); nothing is cached. */
  raw(url: string): Promise<FetchResult>;
  close(): Promise<void>;
}

export async function openPageFetcher(settings: ProvenanceSettings, hooks: ProvenanceHooks = {}): Promise<PageFetcher> {
  const now = hooks.now ?? (() => new Date());
  const cacheFile = path.resolve(hooks.cwd ?? process.cwd(), settings.cachePath);
  const store = await loadProvenanceCache(cacheFile, {
    ...(hooks.secrets ? { secrets: hooks.secrets } : {}),
    write: hooks.write ?? { roots: [hooks.cwd ?? process.cwd()] },
  });
  const stats: ProvenanceRunStats = { urls: 0, requests: 0, fresh_from_cache: 0, revalidated: 0, warnings: [] };
  const warn = (message: string) => {
    stats.warnings.push(message);
    hooks.warn?.(message);
  };
  for (const warning of store.warnings) warn(warning);

  const agents = { http: new http.Agent({ keepAlive: true }), https: new https.Agent({ keepAlive: true }) };
  const fetchSettings: FetchSettings = {
    policy: hooks.addressPolicy ?? addressPolicy(settings.allowPrivate),
    timeoutMs: settings.timeoutMs,
    maxBodyBytes: settings.maxBodyBytes,
    maxRedirects: MAX_REDIRECTS,
    maxRetries: MAX_RETRIES,
    userAgent: USER_AGENT,
    schedule: hostLimiter(CONCURRENCY.overall, CONCURRENCY.perHost),
    agents,
    ...(hooks.lookup ? { lookup: hooks.lookup } : {}),
    ...(hooks.sleep ? { sleep: hooks.sleep } : {}),
    onRequest: () => {
      stats.requests++;
    },
  };
  const extractOptions: ExtractOptions = {
    maxTextBytes: settings.maxBodyBytes,
    ...(hooks.pdfLimits ? { pdf: hooks.pdfLimits } : {}),
    ...(hooks.htmlLimits ? { html: hooks.htmlLimits } : {}),
  };
  return {
    stats,
    page: (key) => lookUp(key, store, settings, fetchSettings, stats, now, extractOptions).catch(unexpected),
    raw: (url) => fetchUrl(url, fetchSettings),
    close: async () => {
      agents.http.destroy();
      agents.https.destroy();
      // The reader threads are not needed any more: their memory goes back before the cache is written.
      await stopIdleWorkers();
      try {
        // Saved (and counted as a run) when this run used or added a page.
        await store.save();
      } catch (error) {
        warn(`cannot write the provenance cache ${cacheFile}: ${describeFileError(error)}`);
      }
    },
  };
}

async function checkProvenance(
  reports: readonly PreparedReport[],
  settings: ProvenanceSettings,
  hooks: ProvenanceHooks,
): Promise<ProvenanceOutcome> {
  const fetcher = await openPageFetcher(settings, hooks);
  const { stats } = fetcher;
  const records = reports.flatMap((report) =>
    [...report.index.evidence.values()].map((evidence) => ({
      report,
      evidence,
      key: urlKey(evidence.url),
      parts: excerptParts(evidence.excerpt, evidence.snippets),
    })),
  );
  // The records citing each URL, judged as soon as its page is read: a page's text and its
  // normalised forms are then let go, so that memory does not grow with the number of pages.
  const byKey = new Map<string, typeof records>();
  for (const record of records) {
    if (record.key === null) continue;
    const citing = byKey.get(record.key);
    if (citing) citing.push(record);
    else byKey.set(record.key, [record]);
  }
  const keys = [...byKey.keys()];
  stats.urls = keys.length;
  const rowOf = new Map<(typeof records)[number], ProvenanceRow>();

  let done = 0;
  const report = () =>
    hooks.progress?.({ done, total: keys.length, requests: stats.requests, fromCache: stats.fresh_from_cache });
  report();
  // A URL holds its slot from the request to the last record judged: bodies waiting to be read
  // are at most CONCURRENCY.overall, however slow reading is.
  const slots = pLimit(CONCURRENCY.overall);
  try {
    await Promise.all(
      keys.map((key) =>
        slots(async () => {
          const outcome = await fetcher.page(key);
          const citing = byKey.get(key) ?? [];
          const index = outcome.text ? new PageIndex(outcome.text) : null;
          index?.prepare(citing.flatMap((record) => record.parts));
          for (const record of citing) rowOf.set(record, recordRow(outcome, record.parts, index));
          done++;
          report();
        }),
      ),
    );
  } finally {
    await fetcher.close();
  }

  const rows = new Map<PreparedReport, Map<string, ProvenanceRow>>();
  for (const record of records) {
    const { report: owner, evidence, parts } = record;
    const row = rowOf.get(record) ?? skippedRow(evidence.url, parts.length);
    let byId = rows.get(owner);
    if (!byId) rows.set(owner, (byId = new Map<string, ProvenanceRow>()));
    byId.set(evidence.id, row);
  }
  return { rows, stats };
}

/** One URL: from the cache while fresh, else fetched (conditionally when the cache has validators). */
async function lookUp(
  key: string,
  store: ProvenanceCache,
  settings: ProvenanceSettings,
  fetchSettings: FetchSettings,
  stats: ProvenanceRunStats,
  now: () => Date,
  extractOptions: ExtractOptions,
): Promise<PageOutcome> {
  const cached = store.get(key);
  // A page read from a private address is reused only while such addresses are allowed.
  const usable = cached && (settings.allowPrivate || !cached.via_private) ? cached : undefined;
  if (usable && isFresh(usable, now().getTime(), settings.maxAgeMs)) {
    stats.fresh_from_cache++;
    return fromCache(usable, 'fresh');
  }
  const conditional =
    usable?.kind === 'page' && (usable.etag || usable.last_modified)
      ? { etag: usable.etag, lastModified: usable.last_modified }
      : undefined;
  const result = await fetchUrl(key, fetchSettings, conditional);
  const fetchedAt = now().toISOString();
  if (result.kind === 'failed') return fromFailure(result);
  if (result.status === 304 && usable && conditional) {
    stats.revalidated++;
    const refreshed: CachedPage = { ...usable, fetched_at: fetchedAt };
    store.set(key, refreshed);
    return { ...fromCache(refreshed, 'revalidated'), httpStatus: 304 };
  }
  if (result.status >= 200 && result.status < 300) {
    // Extraction holds the thread for a while: first let the requests that just took this
    // one's place go out on the wire, so the network keeps working meanwhile.
    await new Promise((resolve) => setImmediate(resolve));
    const entry = await readPage(result, fetchedAt, extractOptions);
    store.set(key, entry);
    return fromCache(entry, null);
  }
  if (result.status === 404 || result.status === 410) {
    const entry = cachedResponse(result, fetchedAt, 'gone', `the server answered HTTP ${result.status}`);
    store.set(key, entry);
    return fromCache(entry, null);
  }
  return fromHttpError(result, fetchedAt);
}

async function readPage(
  fetched: FetchedResponse,
  fetchedAt: string,
  extractOptions: ExtractOptions,
): Promise<CachedPage> {
  // What is known of the body before its bytes move to the reading thread.
  const response = { ...fetched, body: { length: fetched.body.length } };
  const extraction = await extractText(fetched.body, fetched.contentType, fetched.truncated, extractOptions);
  if (!extraction.ok) return cachedResponse(response, fetchedAt, 'unsupported', extraction.detail);
  const { text } = extraction;
  // Text cut short (a PDF over its bounds) is a cut page, as a body cut at provenance-max-body is;
  // text read another way (an HTML page's main content not picked in time) says how.
  const cut = text.cut ?? null;
  return {
    ...cachedResponse(response, fetchedAt, 'page', cut ?? text.note ?? ''),
    ...(cut === null ? {} : { truncated: true }),
    text_sha256: createHash('sha256').update(text.all, 'utf8').digest('hex'),
    text_kind: text.kind,
    main: text.main,
    all: text.all,
    wall: text.wall,
    ...(text.title ? { title: text.title } : {}),
  };
}

function cachedResponse(
  response: Omit<FetchedResponse, 'body'> & { body: { length: number } },
  fetchedAt: string,
  kind: CachedPage['kind'],
  detail: string,
): CachedPage {
  return {
    kind,
    fetched_at: fetchedAt,
    http_status: response.status,
    final_url: response.finalUrl,
    content_type: response.contentType,
    etag: response.etag,
    last_modified: response.lastModified,
    truncated: response.truncated,
    body_bytes: response.body.length,
    via_private: response.viaPrivate,
    text_sha256: null,
    text_kind: null,
    main: null,
    all: null,
    wall: null,
    detail,
  };
}

function fromCache(entry: CachedPage, cache: PageOutcome['cache']): PageOutcome {
  const text =
    entry.kind === 'page' && entry.all !== null && entry.text_kind !== null
      ? { kind: entry.text_kind, main: entry.main, all: entry.all, wall: entry.wall, title: entry.title ?? null }
      : null;
  return {
    status: entry.kind,
    httpStatus: entry.http_status,
    finalUrl: entry.final_url,
    contentType: entry.content_type,
    fetchedAt: entry.fetched_at,
    cache,
    truncated: entry.truncated,
    bodyBytes: entry.body_bytes,
    textSha256: entry.text_sha256,
    detail:
      entry.truncated && entry.kind === 'unsupported'
        ? `${entry.detail} (cut at ${formatBytes(entry.body_bytes)})`
        : entry.detail,
    text,
  };
}

function fromHttpError(response: FetchedResponse, fetchedAt: string): PageOutcome {
  const status = response.status;
  const waited =
    response.retryAfterRefusedMs === undefined
      ? ''
      : `; it asked to wait ${Math.round(response.retryAfterRefusedMs / 1000)} s, longer than citegate waits (60 s)`;
  let kind: PageOutcome['status'] = 'unreachable';
  let detail = `the server answered HTTP ${status}`;
  if (status === 401 || status === 403 || status === 407 || status === 451) {
    kind = 'blocked';
    detail = `the server refused to serve the page (HTTP ${status})`;
  } else if (status === 429) {
    kind = 'blocked';
    detail = `the server kept answering HTTP 429 (too many requests)${waited || ` after ${MAX_RETRIES} retries`}`;
  } else if (status >= 500) {
    detail = `the server answered HTTP ${status}${waited || ` after ${MAX_RETRIES} retries`}`;
  } else if (status === 304) {
    detail = 'the server answered HTTP 304 to a request that was not conditional';
  }
  return withoutText(kind, detail, {
    httpStatus: status,
    finalUrl: response.finalUrl,
    contentType: response.contentType,
    fetchedAt,
  });
}

/** A page that broke something unforeseen is reported on its own row; the run goes on. */
function unexpected(error: unknown): PageOutcome {
  const message = error instanceof Error ? error.message : String(error);
  return withoutText('unsupported', `citegate could not check this page: ${message.slice(0, 300)}`);
}

function fromFailure(failure: FetchFailure): PageOutcome {
  const status: PageOutcome['status'] =
    failure.reason === 'refused'
      ? 'refused'
      : failure.reason === 'redirect_scheme' || failure.reason === 'encoding'
        ? 'unsupported'
        : 'unreachable';
  const detail =
    failure.reason === 'refused'
      ? `${failure.detail}: not fetched (provenance-allow-private: true allows it, for local use only)`
      : failure.detail;
  return withoutText(status, detail, { finalUrl: failure.finalUrl });
}

/** An outcome with no text and nothing cached: only what is known of the response, if any. */
function withoutText(
  status: PageOutcome['status'],
  detail: string,
  known: Partial<Pick<PageOutcome, 'httpStatus' | 'finalUrl' | 'contentType' | 'fetchedAt'>> = {},
): PageOutcome {
  return {
    status,
    httpStatus: null,
    finalUrl: null,
    contentType: null,
    fetchedAt: null,
    cache: null,
    truncated: false,
    bodyBytes: null,
    textSha256: null,
    detail,
    text: null,
    ...known,
  };
}
