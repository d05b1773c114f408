// Retrying requests ourselves (the SDK runs with maxRetries 0) so that every retry is counted
// for the progress line and the results file.

/** A failed attempt, stripped of the SDK's classes so the policy stays pure. */
export interface AttemptFailure {
  /** HTTP status, null when no response arrived. */
  status: number | null;
  /** The response's headers when one arrived. */
  headers: Headers | null;
  kind: 'http' | 'timeout' | 'connection' | 'other';
  /** Safe to print: never contains the API key. */
  message: string;
}

export class RequestFailedError extends Error {
  constructor(
    readonly failure: AttemptFailure,
    readonly attempts: number,
  ) {
    super(failure.message);
  }
}

/** Rate limits, server errors, lost connections and timeouts are worth another attempt; 4xx are not. */
export function isRetryable(failure: AttemptFailure): boolean {
  if (failure.kind === 'timeout' || failure.kind === 'connection') return true;
  if (failure.status === null) return false;
  return failure.status === 408 || failure.status === 429 || failure.status >= 500;
}

// Longer waits than this are not honoured (the default backoff applies): a CI job should not
// sit idle for minutes on one request.
const MAX_HONOURED_WAIT_MS = 60_000;

/** The server's requested wait: `retry-after-ms` (milliseconds), else `Retry-After` (seconds or an HTTP date). */
export function retryAfterMs(headers: Headers | null, now = Date.now()): number | null {
  if (!headers) return null;
  const ms = headers.get('retry-after-ms');
  if (ms !== null && ms.trim() !== '' && Number.isFinite(Number(ms))) return Math.max(0, Number(ms));
  const after = headers.get('retry-after');
  if (after === null || after.trim() === '') return null;
  const seconds = Number(after);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(after);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/**
 * The wait before retry number `retry` (0-based): the server's Retry-After when it gives a
 * sensible one, else 0.5 s doubling up to 8 s, with up to 25 % jitter so that concurrent
 * requests that failed together do not retry together.
 */
export function retryDelayMs(failure: AttemptFailure, retry: number, random: () => number = Math.random): number {
  const requested = retryAfterMs(failure.headers);
  if (requested !== null && requested <= MAX_HONOURED_WAIT_MS) return requested;
  const backoff = Math.min(8_000, 500 * 2 ** retry);
  return backoff * (1 - 0.25 * random());
}

export interface RetryOptions {
  maxRetries: number;
  onRetry?: (failure: AttemptFailure, delayMs: number) => void;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
}

/** Runs `attempt` until it succeeds, fails for good, or retries run out; throws RequestFailedError. */
export async function withRetries<T>(
  attempt: () => Promise<T>,
  toFailure: (error: unknown) => AttemptFailure,
  options: RetryOptions,
): Promise<T> {
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  for (let retry = 0; ; retry++) {
    try {
      return await attempt();
    } catch (error) {
      const failure = toFailure(error);
      if (retry >= options.maxRetries || !isRetryable(failure)) throw new RequestFailedError(failure, retry + 1);
      const delay = retryDelayMs(failure, retry, options.random);
      options.onRetry?.(failure, delay);
      await sleep(delay);
    }
  }
}
