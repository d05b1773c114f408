import { plural } from '../text/plural.js';

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
  /** Requests whose answer was cut off at the output limit and whose pairs were asked again in two halves. */
  splits: number;
}

/** The text of the terminal's progress line, e.g. "citegate: semantic 120/1000 pairs, 15 requests, 2 retries" (", 1 split" once a batch was split). */
export function progressLine(event: ProgressEvent): string {
  const splits = event.splits > 0 ? `, ${plural(event.splits, 'split')}` : '';
  return `citegate: semantic ${event.done}/${event.total} pairs, ${plural(event.requests, 'request')}, ${plural(event.retries, 'retry', 'retries')}${splits}`;
}

/**
 * A progress reporter for a terminal: the line is rewritten in place with \r and ends with a
 * newline once every pair is done. Off a terminal it stays silent, so logs keep only results.
 */
export function terminalProgress(stream: NodeJS.WriteStream): ((event: ProgressEvent) => void) | undefined {
  return terminalLine(stream, progressLine);
}

/** The same for any count of work done (provenance's too, src/provenance/progress.ts), given its line. */
export function terminalLine<E extends { done: number; total: number }>(
  stream: NodeJS.WriteStream,
  line: (event: E) => string,
): ((event: E) => void) | undefined {
  if (stream.isTTY !== true) return undefined;
  return (event) => {
    stream.write(`\r\x1b[K${line(event)}${event.done >= event.total ? '\n' : ''}`);
  };
}
