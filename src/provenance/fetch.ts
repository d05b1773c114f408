// The network adapter: fetches one URL as a careful crawler does. GET only, at most 5
// redirects, a timeout per attempt, a body cap, gzip/deflate/brotli, retries on 429 and 5xx
// honouring Retry-After, a User-Agent that names citegate, no cookies, no credentials, and
// the network rule (src/provenance/address.ts) before every connection, redirects included.
import http from 'node:http';
import https from 'node:https';
import { pipeline, type Readable } from 'node:stream';
import zlib from 'node:zlib';
import { retryAfterMs } from '../semantic/retry.js';
import {
  guardedLookup,
  isRefusedAddressError,
  nonPublicRange,
  refuseLiteral,
  type AddressPolicy,
  type LookupFunction,
} from './address.js';
import type { Schedule } from './limiter.js';
import { inSeconds } from '../text/duration.js';

export interface FetchSettings {
  policy: AddressPolicy;
  timeoutMs: number;
  maxBodyBytes: number;
  maxRedirects: number;
  maxRetries: number;
  userAgent: string;
  schedule: Schedule;
  /** Keep-alive agents shared by the run's requests. */
  agents: { http: http.Agent; https: https.Agent };
  /** DNS resolution; tests inject one so that no query leaves the machine. */
  lookup?: LookupFunction;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  /** Called once per HTTP request sent (redirects and retries included). */
  onRequest?: () => void;
  /** Called with every response's status and headers (retries included): a caller pacing requests reads Retry-After here. */
  onResponse?: (status: number, headers: http.IncomingHttpHeaders) => void;
}

/** Validators of a cached copy, sent so that an unchanged page costs a 304 and no body. */
export interface Conditional {
  etag: string | null;
  lastModified: string | null;
}

export interface FetchedResponse {
  kind: 'response';
  /** The last status: 2xx (body read), 304, or an error status after retries. */
  status: number;
  finalUrl: string;
  contentType: string | null;
  etag: string | null;
  lastModified: string | null;
  /** Decompressed; empty unless the status is 2xx. */
  body: Buffer;
  truncated: boolean;
  /** Some hop connected to a non-public address (only possible with provenance-allow-private). */
  viaPrivate: boolean;
  /** Set when the server asked to wait longer than citegate waits: no retry was made. */
  retryAfterRefusedMs?: number;
}

export type FailureReason =
  'refused' | 'dns' | 'timeout' | 'tls' | 'connection' | 'redirects' | 'redirect_scheme' | 'encoding';

export interface FetchFailure {
  kind: 'failed';
  reason: FailureReason;
  detail: string;
  /** The URL whose request failed (after any redirects). */
  finalUrl: string;
}

export type FetchResult = FetchedResponse | FetchFailure;

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
// Longer waits than this are not honoured: the record is reported instead of the job idling.
const MAX_RETRY_AFTER_MS = 60_000;
const ACCEPT = 'text/html,application/xhtml+xml,application/pdf;q=0.9,text/plain;q=0.8,*/*;q=0.5';

class AttemptError extends Error {
  constructor(
    readonly reason: FailureReason,
    message: string,
  ) {
    super(message);
  }
}

interface Attempt {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  truncated: boolean;
  remoteAddress: string | undefined;
}

/** Fetches `url` (http or https, checked by the caller), following redirects and retrying. */
export async function fetchUrl(url: string, settings: FetchSettings, conditional?: Conditional): Promise<FetchResult> {
  let current = withoutCredentials(new URL(url));
  let viaPrivate = false;
  for (let redirects = 0; ; redirects++) {
    const outcome = await attemptWithRetries(current, settings, conditional);
    if ('failure' in outcome)
      return {
        kind: 'failed',
        reason: outcome.failure.reason,
        detail: outcome.failure.message,
        finalUrl: current.href,
      };
    const { attempt, retryAfterRefusedMs } = outcome;
    if (attempt.remoteAddress && nonPublicRange(attempt.remoteAddress) !== null) viaPrivate = true;
    const location = header(attempt.headers, 'location');
    if (REDIRECTS.has(attempt.status) && location) {
      if (redirects >= settings.maxRedirects)
        return {
          kind: 'failed',
          reason: 'redirects',
          detail: `more than ${settings.maxRedirects} redirects`,
          finalUrl: current.href,
        };
      let next: URL;
      try {
        next = new URL(location, current);
      } catch {
        return {
          kind: 'failed',
          reason: 'redirect_scheme',
          detail: `a redirect to an invalid URL (${location.slice(0, 200)})`,
          finalUrl: current.href,
        };
      }
      if (next.protocol !== 'http:' && next.protocol !== 'https:') {
        return {
          kind: 'failed',
          reason: 'redirect_scheme',
          detail: `a redirect to a ${next.protocol} URL, which is not fetched`,
          finalUrl: current.href,
        };
      }
      current = withoutCredentials(next);
      continue;
    }
    return {
      kind: 'response',
      status: attempt.status,
      finalUrl: current.href,
      contentType: header(attempt.headers, 'content-type'),
      etag: header(attempt.headers, 'etag'),
      lastModified: header(attempt.headers, 'last-modified'),
      body: attempt.body,
      truncated: attempt.truncated,
      viaPrivate,
      ...(retryAfterRefusedMs === undefined ? {} : { retryAfterRefusedMs }),
    };
  }
}

/** Credentials in a URL are never sent, to the first host or any redirect target (nor kept in a cache key). */
export function withoutCredentials(url: URL): URL {
  const copy = new URL(url.href);
  copy.username = '';
  copy.password = '';
  copy.hash = '';
  return copy;
}

function header(headers: http.IncomingHttpHeaders, name: string): string | null {
  const value = headers[name];
  if (value === undefined) return null;
  return Array.isArray(value) ? (value[0] ?? null) : value;
}

async function attemptWithRetries(
  url: URL,
  settings: FetchSettings,
  conditional: Conditional | undefined,
): Promise<{ attempt: Attempt; retryAfterRefusedMs?: number } | { failure: AttemptError }> {
  const sleep = settings.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const random = settings.random ?? Math.random;
  for (let retry = 0; ; retry++) {
    let attempt: Attempt;
    try {
      attempt = await settings.schedule(url.hostname, () => requestOnce(url, settings, conditional));
    } catch (error) {
      return { failure: error instanceof AttemptError ? error : new AttemptError('connection', String(error)) };
    }
    settings.onResponse?.(attempt.status, attempt.headers);
    if (!(attempt.status === 429 || attempt.status >= 500) || retry >= settings.maxRetries) return { attempt };
    const requested = retryAfterMs(toHeaders(attempt.headers));
    if (requested !== null && requested > MAX_RETRY_AFTER_MS) return { attempt, retryAfterRefusedMs: requested };
    await sleep(requested ?? Math.min(8_000, 1_000 * 2 ** retry) * (1 - 0.25 * random()));
  }
}

function toHeaders(incoming: http.IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
  }
  return headers;
}

function requestOnce(url: URL, settings: FetchSettings, conditional: Conditional | undefined): Promise<Attempt> {
  const refused = refuseLiteral(url.hostname, settings.policy);
  if (refused) return Promise.reject(new AttemptError('refused', refused.message));
  settings.onRequest?.();

  const headers: Record<string, string> = {
    'user-agent': settings.userAgent,
    accept: ACCEPT,
    'accept-encoding': 'gzip, deflate, br',
  };
  if (conditional?.etag) headers['if-none-match'] = conditional.etag;
  if (conditional?.lastModified) headers['if-modified-since'] = conditional.lastModified;

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), settings.timeoutMs);
  const secure = url.protocol === 'https:';
  const timedOut = () => new AttemptError('timeout', `no complete response within ${inSeconds(settings.timeoutMs)}`);

  return new Promise<Attempt>((resolve, reject) => {
    const request = (secure ? https : http).request(url, {
      method: 'GET',
      headers,
      agent: secure ? settings.agents.https : settings.agents.http,
      lookup: guardedLookup(settings.policy, settings.lookup) as unknown as http.RequestOptions['lookup'],
      signal: controller.signal,
    });
    request.on('error', (error) => reject(controller.signal.aborted ? timedOut() : classify(error)));
    request.on('response', (response) => {
      const status = response.statusCode ?? 0;
      const remoteAddress = response.socket?.remoteAddress;
      if (status < 200 || status >= 300) {
        response.destroy();
        resolve({ status, headers: response.headers, body: Buffer.alloc(0), truncated: false, remoteAddress });
        return;
      }
      readBody(response, settings.maxBodyBytes).then(
        ({ body, truncated }) => resolve({ status, headers: response.headers, body, truncated, remoteAddress }),
        (error: unknown) =>
          reject(controller.signal.aborted ? timedOut() : error instanceof AttemptError ? error : classify(error)),
      );
    });
    request.end();
  }).finally(() => clearTimeout(timer));
}

/** The body, decompressed, cut at `cap` bytes (a decompression bomb stops there too). */
async function readBody(response: http.IncomingMessage, cap: number): Promise<{ body: Buffer; truncated: boolean }> {
  const encoding = (header(response.headers, 'content-encoding') ?? 'identity').trim().toLowerCase();
  const decoder = decompressor(encoding);
  if (decoder === undefined) {
    response.destroy();
    throw new AttemptError(
      'encoding',
      `the content encoding ${JSON.stringify(encoding.slice(0, 40))} is not supported`,
    );
  }
  const source: Readable = decoder ? pipeline(response, decoder, () => {}) : response;
  const chunks: Buffer[] = [];
  let size = 0;
  let truncated = false;
  try {
    for await (const chunk of source) {
      const buffer = chunk as Buffer;
      if (size + buffer.length > cap) {
        chunks.push(buffer.subarray(0, cap - size));
        size = cap;
        truncated = true;
        break;
      }
      chunks.push(buffer);
      size += buffer.length;
    }
  } finally {
    if (truncated) {
      response.destroy();
      source.destroy();
    }
  }
  return { body: Buffer.concat(chunks, size), truncated };
}

/** null: no decoding needed; undefined: an encoding citegate cannot decode. */
function decompressor(encoding: string): zlib.Gunzip | zlib.Inflate | zlib.BrotliDecompress | null | undefined {
  switch (encoding) {
    case 'identity':
    case '':
      return null;
    case 'gzip':
    case 'x-gzip':
      return zlib.createGunzip();
    case 'deflate':
      return zlib.createInflate();
    case 'br':
      return zlib.createBrotliDecompress();
    default:
      return undefined;
  }
}

function classify(error: unknown): AttemptError {
  if (isRefusedAddressError(error)) return new AttemptError('refused', error.message);
  const code = String((error as NodeJS.ErrnoException | null)?.code ?? '');
  const message = (error as Error | null)?.message ?? String(error);
  if (['ENOTFOUND', 'EAI_AGAIN', 'EAI_FAIL', 'EAI_NODATA', 'EAI_NONAME', 'ENODATA'].includes(code))
    return new AttemptError('dns', `DNS lookup failed (${code})`);
  if (
    /^(ERR_TLS|ERR_SSL|ERR_OSSL|CERT_|UNABLE_TO_|DEPTH_ZERO|SELF_SIGNED|HOSTNAME_MISMATCH)/.test(code) ||
    code === 'EPROTO'
  )
    return new AttemptError('tls', `TLS error (${code}): ${message}`);
  if (code === 'Z_DATA_ERROR' || code === 'Z_BUF_ERROR' || code.startsWith('ERR__ERROR_FORMAT'))
    return new AttemptError('connection', `the compressed body is corrupt (${code})`);
  return new AttemptError('connection', code ? `connection failed (${code})` : `connection failed: ${message}`);
}
