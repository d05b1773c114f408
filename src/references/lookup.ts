// Asking the registries: every distinct identifier once per run, from the cache while fresh,
// else in as few requests as each registry allows (Crossref and arXiv and E-utilities take many
// IDs per request), each registry paced by its own lane (./lanes.ts). A DOI is called not found
// only when Crossref, DataCite and doi.org have all said they do not know it.
import { fetchUrl, type FetchSettings } from '../provenance/fetch.js';
import { isFresh, type CachedAnswer, type ReferencesCache } from './cache.js';
import type { FoundIdentifier } from './identifiers.js';
import { hasDotSegment, identifierKey } from './identifiers.js';
import {
  REGISTRY_NAMES,
  RegistryRecord,
  type LookupResult,
  type Registry,
  type RegistryAnswer,
  type Unanswered,
} from './record.js';
import { ARXIV_BATCH, arxivQueryUrl, parseArxivFeed } from './registries/arxiv.js';
import {
  batchable,
  CROSSREF_BATCH,
  crossrefBatchUrl,
  crossrefTitleUrl,
  crossrefWorkUrl,
  parseCrossrefList,
  parseCrossrefWork,
} from './registries/crossref.js';
import { dataciteDoiUrl, isDatacitePrefix, parseDataciteDoi } from './registries/datacite.js';
import { handleExists, handleUrl } from './registries/doi-org.js';
import { esummaryUrl, parseEsummary, PUBMED_BATCH, type PubmedDatabase } from './registries/pubmed.js';
import type { ReferenceSettings } from './settings.js';
import { normaliseTitle } from './similarity.js';

/** How each registry is asked: one fetch setting (and so one pacer) per lane. */
export interface Lanes {
  crossrefSingle: FetchSettings;
  crossrefList: FetchSettings;
  datacite: FetchSettings;
  arxiv: FetchSettings;
  pubmed: FetchSettings;
  doi: FetchSettings;
}

export interface LookupEnv {
  settings: ReferenceSettings;
  lanes: Lanes;
  store: ReferencesCache;
  now: () => Date;
  /** Called for each identifier or title answered from the cache. */
  fromCache: () => void;
  /** Called as each identifier or title is settled (for progress). */
  settled: () => void;
}

/** An answer for one identifier, and whether it came from the cache. */
export type Looked = LookupResult & { cached?: boolean };

type Http = { kind: 'ok'; status: number; body: Buffer } | Unanswered;

/** Every identifier's answer, keyed by `scheme:id`. */
export async function lookUpIdentifiers(
  identifiers: readonly FoundIdentifier[],
  env: LookupEnv,
): Promise<Map<string, Looked>> {
  const results = new Map<string, Looked>();
  const pending: FoundIdentifier[] = [];
  for (const identifier of identifiers) {
    const cached = fromCache(identifierKey(identifier), env);
    if (cached && cached.kind !== 'title_search') {
      results.set(identifierKey(identifier), { ...cached, cached: true });
      env.settled();
    } else pending.push(identifier);
  }
  const settle = (identifier: Pick<FoundIdentifier, 'scheme' | 'id'>, result: LookupResult) => {
    results.set(identifierKey(identifier), result);
    if (result.kind !== 'unreachable') env.store.set(identifierKey(identifier), result);
    env.settled();
  };
  const of = (scheme: FoundIdentifier['scheme']) =>
    pending.filter((identifier) => identifier.scheme === scheme).map((identifier) => identifier.id);
  await Promise.all([
    lookUpDois(of('doi'), env, (id, result) => settle({ scheme: 'doi', id }, result)),
    lookUpArxiv(of('arxiv'), env, (id, result) => settle({ scheme: 'arxiv', id }, result)),
    lookUpPubmed(of('pmid'), 'pubmed', env, (id, result) => settle({ scheme: 'pmid', id }, result)),
    lookUpPubmed(of('pmcid'), 'pmc', env, (id, result) => settle({ scheme: 'pmcid', id }, result)),
  ]);
  return results;
}

/** Crossref's records whose title a reference without an identifier gives; null when Crossref did not answer. */
export async function searchTitle(
  title: string,
  env: LookupEnv,
): Promise<{ records: RegistryRecord[]; cached: boolean; checkedAt: string } | Unanswered> {
  const key = `title:${normaliseTitle(title)}`;
  const cached = fromCache(key, env);
  if (cached?.kind === 'title_search')
    return {
      records: cached.records.flatMap((record) => parsedRecord(record)),
      cached: true,
      checkedAt: cached.checked_at,
    };
  const response = await get(
    env.lanes.crossrefList,
    'crossref',
    crossrefTitleUrl(env.settings.urls.crossref, title, env.settings.mailto),
  );
  if (response.kind === 'unreachable') return response;
  const records = response.status === 200 ? parseCrossrefList(json(response.body)) : null;
  if (!records)
    return unanswered('crossref', `Crossref answered HTTP ${response.status} without a work list`, response.status);
  const checkedAt = env.now().toISOString();
  env.store.set(key, { kind: 'title_search', records, checked_at: checkedAt });
  return { records, cached: false, checkedAt };
}

function parsedRecord(value: unknown): RegistryRecord[] {
  const parsed = RegistryRecord.safeParse(value);
  return parsed.success ? [parsed.data] : [];
}

function fromCache(key: string, env: LookupEnv): CachedAnswer | null {
  const cached = env.store.get(key);
  if (!cached || !isFresh(cached, env.now().getTime(), env.settings.maxAgeMs)) return null;
  env.fromCache();
  return cached;
}

// ---- DOIs: Crossref, then DataCite, then doi.org (DataCite first for its own prefixes) ----

async function lookUpDois(
  dois: readonly string[],
  env: LookupEnv,
  settle: (doi: string, result: LookupResult) => void,
): Promise<void> {
  if (dois.length === 0) return;
  const { urls, mailto } = env.settings;
  const now = () => env.now().toISOString();
  const failures = new Map<string, Unanswered>();
  const failed = (doi: string, failure: Unanswered) => {
    if (!failures.has(doi)) failures.set(doi, failure);
  };
  const found = (doi: string, record: RegistryRecord) => settle(doi, { kind: 'found', record, checked_at: now() });

  const crossrefSingle = async (doi: string): Promise<boolean> => {
    const response = await get(env.lanes.crossrefSingle, 'crossref', crossrefWorkUrl(urls.crossref, doi, mailto));
    if (response.kind === 'unreachable') return (failed(doi, response), false);
    if (response.status === 404) return false;
    const record = response.status === 200 ? parseCrossrefWork(json(response.body)) : null;
    if (!record)
      return (
        failed(
          doi,
          unanswered('crossref', `Crossref answered HTTP ${response.status} without a work`, response.status),
        ),
        false
      );
    found(doi, record);
    return true;
  };
  const datacite = async (doi: string): Promise<boolean> => {
    const response = await get(env.lanes.datacite, 'datacite', dataciteDoiUrl(urls.datacite, doi, mailto));
    if (response.kind === 'unreachable') return (failed(doi, response), false);
    if (response.status === 404) return false;
    const record = response.status === 200 ? parseDataciteDoi(json(response.body)) : null;
    if (!record)
      return (
        failed(
          doi,
          unanswered('datacite', `DataCite answered HTTP ${response.status} without a DOI record`, response.status),
        ),
        false
      );
    found(doi, record);
    return true;
  };

  // Crossref first, several DOIs to a list query.
  const crossrefFirst = dois.filter((doi) => !isDatacitePrefix(doi));
  const missing: string[] = [];
  const batched = crossrefFirst.length > 1 ? crossrefFirst.filter(batchable) : [];
  await Promise.all([
    ...chunks(batched, CROSSREF_BATCH).map(async (chunk) => {
      const response = await get(env.lanes.crossrefList, 'crossref', crossrefBatchUrl(urls.crossref, chunk, mailto));
      const records = response.kind === 'ok' && response.status === 200 ? parseCrossrefList(json(response.body)) : null;
      if (!records) {
        const failure =
          response.kind === 'unreachable'
            ? response
            : unanswered('crossref', `Crossref answered HTTP ${response.status} without a work list`, response.status);
        for (const doi of chunk) {
          failed(doi, failure);
          missing.push(doi);
        }
        return;
      }
      const byDoi = new Map(records.map((record) => [record.id, record]));
      for (const doi of chunk) {
        const record = byDoi.get(doi);
        if (record) found(doi, record);
        else missing.push(doi);
      }
    }),
    ...crossrefFirst
      .filter((doi) => !batched.includes(doi))
      .map(async (doi) => {
        if (!(await crossrefSingle(doi))) missing.push(doi);
      }),
  ]);

  // DataCite for what Crossref does not hold, and first for DataCite's own prefixes.
  const dataciteFirst = dois.filter(isDatacitePrefix);
  const stillMissing: string[] = [];
  await Promise.all(
    [...missing, ...dataciteFirst].map(async (doi) => {
      if (await datacite(doi)) return;
      if (dataciteFirst.includes(doi) && (await crossrefSingle(doi))) return;
      stillMissing.push(doi);
    }),
  );

  // doi.org: does the DOI exist at all (another agency), before it is called not found.
  await Promise.all(
    stillMissing.map(async (doi) => {
      const failure = failures.get(doi);
      if (failure) return settle(doi, failure);
      const response = await get(env.lanes.doi, 'doi.org', handleUrl(urls.doi, doi));
      if (response.kind === 'unreachable') return settle(doi, response);
      // The fetcher keeps no body for a 404: the status says the handle does not exist.
      const exists =
        response.status === 404 ? false : response.status === 200 ? handleExists(json(response.body)) : null;
      const checked_at = now();
      if (exists === true) {
        settle(doi, {
          kind: 'exists',
          registry: 'doi.org',
          url: `https://doi.org/${doi}`,
          detail:
            'doi.org knows the DOI, but neither Crossref nor DataCite holds its metadata (another registration agency), so the work could not be compared',
          checked_at,
        });
      } else if (exists === false) {
        settle(doi, {
          kind: 'not_found',
          registry: 'doi.org',
          detail: 'neither Crossref nor DataCite has this DOI, and doi.org does not know it',
          checked_at,
        });
      } else {
        settle(
          doi,
          unanswered(
            'doi.org',
            `doi.org answered HTTP ${response.status} without saying whether the DOI exists`,
            response.status,
          ),
        );
      }
    }),
  );
}

// ---- arXiv ----

async function lookUpArxiv(
  ids: readonly string[],
  env: LookupEnv,
  settle: (id: string, result: LookupResult) => void,
): Promise<void> {
  await Promise.all(
    chunks(ids, ARXIV_BATCH).map(async (chunk) => {
      const response = await get(env.lanes.arxiv, 'arxiv', arxivQueryUrl(env.settings.urls.arxiv, chunk));
      const feed =
        response.kind === 'ok' && response.status === 200 ? parseArxivFeed(response.body.toString('utf8')) : null;
      if (!feed || feed.error) {
        const failure =
          response.kind === 'unreachable'
            ? response
            : unanswered(
                'arxiv',
                feed?.error
                  ? `arXiv answered an error: ${feed.error.slice(0, 200)}`
                  : `arXiv answered HTTP ${response.status} without an Atom feed`,
                response.status,
              );
        for (const id of chunk) settle(id, failure);
        return;
      }
      const checked_at = env.now().toISOString();
      for (const id of chunk) {
        const record = feed.byId.get(id);
        if (record) settle(id, { kind: 'found', record, checked_at });
        else
          settle(id, {
            kind: 'not_found',
            registry: 'arxiv',
            detail: /v\d+$/.test(id)
              ? `arXiv has no paper with the ID and version ${id}`
              : `arXiv has no paper with the ID ${id}`,
            checked_at,
          });
      }
    }),
  );
}

// ---- PubMed and PMC ----

async function lookUpPubmed(
  ids: readonly string[],
  database: PubmedDatabase,
  env: LookupEnv,
  settle: (id: string, result: LookupResult) => void,
): Promise<void> {
  const registry: Registry = database === 'pmc' ? 'pmc' : 'pubmed';
  await Promise.all(
    chunks(ids, PUBMED_BATCH).map(async (chunk) => {
      const uids = chunk.map((id) => (database === 'pmc' ? id.replace(/^PMC/, '') : id));
      const response = await get(
        env.lanes.pubmed,
        registry,
        esummaryUrl(env.settings.urls.pubmed, database, uids, env.settings.mailto),
      );
      const records =
        response.kind === 'ok' && response.status === 200 ? parseEsummary(json(response.body), database) : null;
      if (!records) {
        const failure =
          response.kind === 'unreachable'
            ? response
            : unanswered(
                registry,
                `E-utilities answered HTTP ${response.status} without a document summary`,
                response.status,
              );
        for (const id of chunk) settle(id, failure);
        return;
      }
      const checked_at = env.now().toISOString();
      chunk.forEach((id, index) => {
        const record = records.get(uids[index] as string);
        if (record) settle(id, { kind: 'found', record, checked_at });
        else
          settle(id, {
            kind: 'not_found',
            registry,
            detail: database === 'pmc' ? `PubMed Central has no article ${id}` : `PubMed has no record with PMID ${id}`,
            checked_at,
          });
      });
    }),
  );
}

// ---- HTTP ----

/** One GET through the provenance fetcher; any status but 2xx and 404 (after its retries) is no answer. */
async function get(lane: FetchSettings, registry: Registry, url: string): Promise<Http> {
  // Never sent: a dot segment would take the request out of the registry's API path. Identifiers
  // with one are malformed before they get here (./identifiers.ts); this keeps it so for any URL.
  if (hasDotSegment(rawPath(url)))
    return unanswered(
      registry,
      `citegate did not send ${url}: a "." or ".." segment would leave the registry's path`,
      null,
    );
  const result = await fetchUrl(url, lane);
  if (result.kind === 'failed') return unanswered(registry, result.detail, null);
  if ((result.status >= 200 && result.status < 300) || result.status === 404) {
    if (result.truncated)
      return unanswered(
        registry,
        `the answer was larger than citegate reads (${result.body.length} bytes)`,
        result.status,
      );
    return { kind: 'ok', status: result.status, body: result.body };
  }
  const waited =
    result.retryAfterRefusedMs === undefined
      ? ''
      : `; it asked to wait ${Math.round(result.retryAfterRefusedMs / 1000)} s, longer than citegate waits (60 s)`;
  const what = result.status === 429 ? 'HTTP 429 (too many requests)' : `HTTP ${result.status}`;
  return unanswered(
    registry,
    `${registryName(registry)} answered ${what}${waited || (result.status === 429 || result.status >= 500 ? ' after retries' : '')}`,
    result.status,
  );
}

/** The path of a URL as written, before a URL parser resolves its dot segments (a backslash is a slash to it too). */
function rawPath(url: string): string {
  return (/^[a-z][a-z0-9+.-]*:\/\/[^/\\?#]*([^?#]*)/i.exec(url)?.[1] ?? '').replace(/\\/g, '/');
}

function unanswered(registry: Registry, detail: string, httpStatus: number | null): Unanswered {
  return { kind: 'unreachable', registry, detail, httpStatus };
}

export function registryName(registry: Registry): string {
  return REGISTRY_NAMES[registry];
}

function json(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export type { RegistryAnswer };
