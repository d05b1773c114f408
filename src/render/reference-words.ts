// References in words for every surface (terminal, job summary, comment, annotations).
import { REGISTRY_NAMES } from '../results/reference-rows.js';
import type { ReferenceDifference, ReferenceRow, ReferenceStatus, ResultsFile } from '../results/types.js';

export const REFERENCE_STATUS_WORDS: Record<ReferenceStatus, string> = {
  retracted: 'retracted',
  not_found: 'not found',
  malformed: 'malformed',
  mismatch: 'mismatch',
  matches: 'matches',
  unverified: 'unverified',
  unreachable: 'unreachable',
  found_by_title: 'found by title',
  not_found_by_title: 'not found by title',
  no_identifier: 'no identifier',
};

export const FIELD_WORDS: Record<ReferenceDifference['field'], string> = {
  title: 'title',
  first_author: 'first author',
  year: 'year',
  venue: 'venue',
};

const SCHEME_WORDS: Record<string, string> = { doi: 'DOI', arxiv: 'arXiv', pmid: 'PMID', pmcid: 'PMC' };

/** "DOI 10.1038/nature14539", "arXiv 1706.03762v5": the identifier a row is about; null without one. */
export function identifierText(row: ReferenceRow): string | null {
  if (row.identifier === null) return null;
  const at = row.identifier.indexOf(':');
  return `${SCHEME_WORDS[row.identifier.slice(0, at)] ?? row.identifier.slice(0, at)} ${row.identifier.slice(at + 1)}`;
}

/** "14 evidence records: 9 matches · 1 retracted · …" (statuses with a count only). */
export function referenceCounts(results: ResultsFile): string | null {
  const counts = results.totals.references;
  if (!counts) return null;
  const records = Object.values(counts).reduce((sum, count) => sum + count, 0);
  const parts = (Object.keys(REFERENCE_STATUS_WORDS) as ReferenceStatus[])
    .filter((status) => counts[status] > 0)
    .map((status) => `${counts[status]} ${REFERENCE_STATUS_WORDS[status]}`);
  return `${records} evidence record${records === 1 ? '' : 's'}${parts.length > 0 ? `: ${parts.join(' · ')}` : ''}`;
}

/** "12 identifiers looked up with 5 requests: Crossref 2, arXiv 1, PubMed 2; 3 from cache". */
export function lookupCounts(results: ResultsFile): string | null {
  const stats = results.references;
  if (!stats) return null;
  const per = (Object.entries(stats.requests) as [keyof typeof REGISTRY_NAMES, number][])
    .filter(([, count]) => count > 0)
    .map(([registry, count]) => `${REGISTRY_NAMES[registry]} ${count}`);
  const total = Object.values(stats.requests).reduce((sum, count) => sum + count, 0);
  return `${stats.identifiers} identifier${stats.identifiers === 1 ? '' : 's'} looked up with ${total} request${total === 1 ? '' : 's'}${per.length > 0 ? `: ${per.join(', ')}` : ''}; ${stats.from_cache} from cache`;
}
