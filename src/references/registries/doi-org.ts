// doi.org's handle API (https://doi.org/api/handles/{doi}): whether a DOI exists at all, at any
// registration agency (mEDRA, JaLC, KISTI, … as well as Crossref and DataCite). Asked only for a
// DOI neither Crossref nor DataCite holds, before it is called not found: 200 with
// `{"responseCode": 1, …}` when it exists, 404 with `{"responseCode": 100}` when it does not.
import { encodeDoi } from './crossref.js';

export function handleUrl(base: string, doi: string): string {
  return `${base.replace(/\/+$/, '')}/api/handles/${encodeDoi(doi)}`;
}

export function handleExists(body: unknown): boolean | null {
  if (typeof body !== 'object' || body === null) return null;
  const code = (body as { responseCode?: unknown }).responseCode;
  return code === 1 ? true : code === 100 ? false : null;
}
