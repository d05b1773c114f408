// Politeness towards one registry: at most `concurrency` requests in flight, request starts at
// least `intervalMs` apart (its documented requests per second, with a margin), and after a
// 429 or 503 with Retry-After no request to that registry starts before the time it named.
// The provenance limiter (src/provenance/limiter.ts) bounds concurrency per host; registries
// also publish a rate, so each has its own pacer, whatever host a proxy puts it on.
import type http from 'node:http';
import pLimit, { type LimitFunction } from 'p-limit';
import type { Schedule } from '../provenance/limiter.js';
import { retryAfterMs } from '../semantic/retry.js';

/** Requests per second are kept this much below the documented figure: network jitter must not push two starts closer at the server. */
export const RATE_MARGIN = 1.1;
/** A Retry-After longer than this is not waited for (the fetcher reports the lookup instead). */
const MAX_PAUSE_MS = 60_000;

export interface PacerOptions {
  requestsPerSecond: number;
  /** A limit shared by lanes of one registry (Crossref's single-record and list pools share one connection budget). */
  limit: LimitFunction;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

export class Pacer {
  private nextStart = 0;
  private pausedUntil = 0;
  readonly intervalMs: number;
  private readonly now: () => number;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(private readonly options: PacerOptions) {
    this.intervalMs = Math.ceil((1000 / options.requestsPerSecond) * RATE_MARGIN);
    this.now = options.now ?? Date.now;
    this.sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  }

  /** The fetcher's schedule for this registry: every attempt, retries included, is paced. */
  readonly schedule: Schedule = (_host, task) =>
    this.options.limit(async () => {
      for (;;) {
        const now = this.now();
        const start = Math.max(now, this.nextStart, this.pausedUntil);
        if (start <= now) break;
        await this.sleep(start - now);
      }
      this.nextStart = this.now() + this.intervalMs;
      return task();
    });

  /** The fetcher's response hook: a 429 or 503 that names a wait holds back every request of this registry. */
  readonly onResponse = (status: number, headers: http.IncomingHttpHeaders): void => {
    if (status !== 429 && status !== 503) return;
    const value = headers['retry-after'];
    const wait = retryAfterMs(new Headers(typeof value === 'string' ? { 'retry-after': value } : {}));
    if (wait !== null && wait <= MAX_PAUSE_MS) this.pausedUntil = Math.max(this.pausedUntil, this.now() + wait);
  };
}

/** A concurrency limit to share between the lanes of one registry. */
export function sharedLimit(concurrency: number): LimitFunction {
  return pLimit(concurrency);
}
