// DataCite's REST API (https://api.datacite.org), for DOIs Crossref does not hold: Zenodo
// (10.5281), arXiv's (10.48550), figshare, Dryad. `GET /dois/{doi}` answers JSON:API:
// `{"data": {"id", "type": "dois", "attributes": {doi, titles[{title}], creators[{name,
// givenName, familyName, nameType}], publicationYear, publisher, container, types}}}`; an
// unknown DOI is a 404 with `{"errors": [{"status": "404", "title": "…"}]}`.
import { z } from 'zod';
import type { RegistryRecord } from '../record.js';
import { encodeDoi } from './crossref.js';

/** Prefixes registered with DataCite: looked up there first, saving a Crossref miss. */
export const DATACITE_PREFIXES = new Set([
  '10.5281',
  '10.48550',
  '10.6084',
  '10.5061',
  '10.17605',
  '10.4121',
  '10.7910',
  '10.25384',
]);

const Attributes = z.looseObject({
  doi: z.string(),
  titles: z.array(z.looseObject({ title: z.string(), titleType: z.string().nullish() })).default([]),
  creators: z
    .array(
      z.looseObject({ name: z.string().nullish(), givenName: z.string().nullish(), familyName: z.string().nullish() }),
    )
    .default([]),
  publicationYear: z.union([z.number(), z.string()]).nullish(),
  publisher: z.union([z.string(), z.looseObject({ name: z.string() })]).nullish(),
  container: z.looseObject({ title: z.string().nullish() }).nullish(),
  types: z.looseObject({ resourceTypeGeneral: z.string().nullish() }).nullish(),
});
const Body = z.looseObject({ data: z.looseObject({ attributes: Attributes }) });

export function dataciteDoiUrl(base: string, doi: string, mailto: string | null): string {
  const url = `${base.replace(/\/+$/, '')}/dois/${encodeDoi(doi)}`;
  return mailto ? `${url}?mailto=${encodeURIComponent(mailto)}` : url;
}

export function isDatacitePrefix(doi: string): boolean {
  return DATACITE_PREFIXES.has(doi.slice(0, doi.indexOf('/')));
}

export function parseDataciteDoi(body: unknown): RegistryRecord | null {
  const parsed = Body.safeParse(body);
  if (!parsed.success) return null;
  const a = parsed.data.data.attributes;
  const year = Number(a.publicationYear);
  const publisher = typeof a.publisher === 'string' ? a.publisher : (a.publisher?.name ?? null);
  // The main title first: others are subtitles and translations.
  const titles = [...a.titles]
    .sort((x, y) => Number(Boolean(x.titleType)) - Number(Boolean(y.titleType)))
    .map((title) => title.title.replace(/\s+/g, ' ').trim());
  return {
    registry: 'datacite',
    id: a.doi.toLowerCase(),
    url: `https://doi.org/${a.doi}`,
    titles,
    authors: a.creators.map((creator) => ({
      family: creator.familyName ?? null,
      name: creator.name ?? [creator.familyName, creator.givenName].filter(Boolean).join(', '),
    })),
    years: Number.isInteger(year) ? [year] : [],
    venues: [a.container?.title, publisher].filter((venue): venue is string => Boolean(venue)),
    type: a.types?.resourceTypeGeneral ?? null,
    retraction: null,
  };
}
