import { plural } from '../render/format.js';

/** Where the verifier stands: pairs sent to the model so far, out of all it will send this run. */
export interface ProgressEvent {
  /** Pairs whose request has finished (answered or failed). */
  done: number;
  /** Pairs this run sends to the model (after the cache and the max-pairs budget). */
  total: number;
  /** Requests finished so far (a request retried twice counts once here). */
  requests: number;
  /** Extra attempts made so far because of rate limits, server errors, timeouts or lost connections. */
  retries: number;
}

/** The text of the terminal's progress line, e.g. "citegate: semantic 120/1000 pairs, 15 requests, 2 retries". */
export function progressLine(event: ProgressEvent): string {
  return `citegate: semantic ${event.done}/${event.total} pairs, ${plural(event.requests, 'request')}, ${plural(event.retries, 'retry', 'retries')}`;
}

/**
 * A progress reporter for a terminal: the line is rewritten in place with \r and ends with a
 * newline once every pair is done. Off a terminal it stays silent, so logs keep only results.
 */
export function terminalProgress(stream: NodeJS.WriteStream): ((event: ProgressEvent) => void) | undefined {
  if (stream.isTTY !== true) return undefined;
  return (event) => {
    stream.write(`\r\x1b[K${progressLine(event)}${event.done >= event.total ? '\n' : ''}`);
  };
}
