// What a registry says about one identifier, in one shape for all registries: the record a
// reference is compared with, or that the registry does not know it. Stored in the cache as is.
import { z } from 'zod';

export { REGISTRY_NAMES } from '../results/reference-rows.js';

export const REGISTRIES = ['crossref', 'datacite', 'arxiv', 'pubmed', 'pmc', 'doi.org'] as const;
export type Registry = (typeof REGISTRIES)[number];

export const Author = z.object({
  /** Family name where the registry gives one; null for a name it does not split (an organisation). */
  family: z.string().nullable(),
  /** The name as the registry writes it. */
  name: z.string(),
});
export type Author = z.infer<typeof Author>;

export const Retraction = z.object({
  /** `retraction`, `withdrawal`, `removal` (Crossref update types), or `retracted` (PubMed's publication type). */
  kind: z.string(),
  /** The notice: a DOI (Crossref) or a PMID (PubMed), when the registry names it. */
  notice: z.string().nullable(),
  /** ISO date of the notice, when given. */
  date: z.string().nullable(),
  /** Who recorded it: `publisher`, `retraction-watch` (Crossref), `pubmed`. */
  source: z.string().nullable(),
});
export type Retraction = z.infer<typeof Retraction>;

export const RegistryRecord = z.object({
  registry: z.enum(REGISTRIES),
  /** The identifier as the registry names it (a DOI as it returns it, `1706.03762v5`, a PMID). */
  id: z.string(),
  /** The record's page for a reader: https://doi.org/…, https://arxiv.org/abs/…, https://pubmed.ncbi.nlm.nih.gov/…/ */
  url: z.string(),
  /** The title first, then the other forms a reference may cite (with its subtitle). */
  titles: z.array(z.string()),
  authors: z.array(Author),
  /** Every year the record gives (issued, print, online; first and this version). */
  years: z.array(z.number().int()),
  /** Journal or proceedings names, full and short; arXiv's journal reference. */
  venues: z.array(z.string()),
  type: z.string().nullable(),
  retraction: Retraction.nullable(),
});
export type RegistryRecord = z.infer<typeof RegistryRecord>;

/** One registry's answer about one identifier, as cached: what the registry said, never a failure of the moment. */
export const RegistryAnswer = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('found'), record: RegistryRecord, checked_at: z.string() }),
  z.object({ kind: z.literal('not_found'), registry: z.enum(REGISTRIES), detail: z.string(), checked_at: z.string() }),
  /** doi.org knows the DOI but no registry citegate reads has its metadata (another agency: mEDRA, JaLC, …). */
  z.object({
    kind: z.literal('exists'),
    registry: z.enum(REGISTRIES),
    url: z.string(),
    detail: z.string(),
    checked_at: z.string(),
  }),
]);
export type RegistryAnswer = z.infer<typeof RegistryAnswer>;

/** A lookup that got no answer this run: not cached, tried again next run. */
export interface Unanswered {
  kind: 'unreachable';
  registry: Registry;
  detail: string;
  httpStatus: number | null;
}

export type LookupResult = RegistryAnswer | Unanswered;

/** The year of a Crossref/E-utilities date: `[[2015,5,28]]`, `2015 May 28`, `2019-03-06T16:10:27Z`. */
export function yearOf(value: unknown): number | null {
  const text = Array.isArray(value) ? String((value as unknown[])[0]) : String(value ?? '');
  const match = /(?:^|\D)(1[5-9]\d{2}|20\d{2})(?!\d)/.exec(text);
  return match ? Number(match[1]) : null;
}

/** Distinct years, oldest first. */
export function years(values: readonly (number | null)[]): number[] {
  return [...new Set(values.filter((value): value is number => value !== null))].sort((a, b) => a - b);
}
