// Provenance in words for every surface (terminal, job summary, comment, annotations): each
// status's name and the run's counts. Which records to list, and where they are, is
// src/results/provenance-records.ts (re-exported here for the renderers).
import type { ProvenanceStatus, ResultsFile } from '../results/types.js';

export { NOT_AT_SOURCE, NOT_CHECKED, provenanceRecords, type ProvenanceRecord } from '../results/provenance-records.js';

export const STATUS_WORDS: Record<ProvenanceStatus, string> = {
  found: 'found',
  partly_found: 'partly found',
  not_found: 'not found',
  gone: 'gone',
  blocked: 'blocked',
  unreachable: 'unreachable',
  unsupported: 'unsupported',
  refused: 'refused',
  skipped: 'skipped',
};

/** "12 evidence records over 7 URLs: 8 found · 1 partly found · …" (statuses with a count only). */
export function provenanceCounts(results: ResultsFile): string | null {
  const counts = results.totals.provenance;
  if (!counts) return null;
  const records = Object.values(counts).reduce((sum, count) => sum + count, 0);
  const parts = (Object.keys(STATUS_WORDS) as ProvenanceStatus[])
    .filter((status) => counts[status] > 0)
    .map((status) => `${counts[status]} ${STATUS_WORDS[status]}`);
  const urls = results.provenance
    ? ` over ${results.provenance.urls} URL${results.provenance.urls === 1 ? '' : 's'}`
    : '';
  return `${records} evidence record${records === 1 ? '' : 's'}${urls}${parts.length > 0 ? `: ${parts.join(' · ')}` : ''}`;
}

/** "31 requests, 4 from cache, 2 unchanged (304)". */
export function fetchCounts(results: ResultsFile): string | null {
  const stats = results.provenance;
  if (!stats) return null;
  const revalidated = stats.revalidated > 0 ? `, ${stats.revalidated} unchanged (304)` : '';
  return `${stats.requests} request${stats.requests === 1 ? '' : 's'}, ${stats.fresh_from_cache} from cache${revalidated}`;
}
