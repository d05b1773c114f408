import { plural } from '../text/plural.js';
import { terminalLine } from '../semantic/progress.js';

/** Where provenance fetching stands: URLs settled so far, out of the run's distinct URLs. */
export interface ProvenanceProgress {
  done: number;
  total: number;
  /** HTTP requests sent so far (redirects and retries included). */
  requests: number;
  /** URLs answered from the cache without a request. */
  fromCache: number;
}

/** "citegate: provenance 120/200 URLs, 131 requests, 40 from cache". */
export function provenanceProgressLine(event: ProvenanceProgress): string {
  return `citegate: provenance ${event.done}/${plural(event.total, 'URL')}, ${plural(event.requests, 'request')}, ${event.fromCache} from cache`;
}

/**
 * The terminal's progress line on stderr, rewritten in place, ending with a newline when every
 * URL is settled (the semantic verifier's, src/semantic/progress.ts). Silent off a terminal.
 */
export function terminalProvenanceProgress(
  stream: NodeJS.WriteStream,
): ((event: ProvenanceProgress) => void) | undefined {
  return terminalLine(stream, provenanceProgressLine);
}
