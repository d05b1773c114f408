// The reference step of a run: every identifier of every report's evidence records is found,
// each distinct one looked up once (./lookup.ts), and each record given its row (./status.ts).
import http from 'node:http';
import https from 'node:https';
import path from 'node:path';
import packageJson from '../../package.json' with { type: 'json' };
import type { PreparedReport } from '../check/prepare.js';
import type { ReferenceChecker, ReferenceOutcome } from '../check/run.js';
import { describeFileError } from '../files/atomic-write.js';
import type { FetchSettings } from '../provenance/fetch.js';
import type { AddressPolicy, LookupFunction } from '../provenance/address.js';
import type { ReferenceRow, ReferenceRunStats } from '../results/types.js';
import { loadReferencesCache } from './cache.js';
import type { WriteOptions } from '../files/atomic-write.js';
import { claimedMetadata } from './claimed.js';
import { findIdentifiers, identifierKey, type FoundIdentifier } from './identifiers.js';
import { lookUpIdentifiers, searchTitle, type Lanes, type LookupEnv } from './lookup.js';
import { Pacer, sharedLimit } from './pacer.js';
import type { Registry } from './record.js';
import type { ReferenceSettings } from './settings.js';
import { referenceRow, rowWithoutIdentifier } from './status.js';

export const MAX_RETRIES = 2;
export const MAX_REDIRECTS = 3;
const MAX_BODY_BYTES = 20_000_000;

/**
 * Requests per second and requests in flight per registry, as each documents them (sources in
 * docs/references.md); every figure is kept RATE_MARGIN below (./pacer.ts).
 */
export function registryPace(mailto: string | null) {
  const polite = mailto !== null;
  return {
    // Crossref: single records 5/s (public) or 10/s (polite, with mailto); list queries 1/s or 3/s; 1 or 3 at a time.
    crossref: { single: polite ? 10 : 5, list: polite ? 3 : 1, concurrency: polite ? 3 : 1 },
    // DataCite: 1,000 requests per 5 minutes identified (mailto); anonymous clients stay at 1/s.
    datacite: { rps: polite ? 3 : 1, concurrency: 1 },
    // arXiv: one request every three seconds, one connection.
    arxiv: { rps: 1 / 3, concurrency: 1 },
    // NCBI E-utilities: 3 requests per second without an API key.
    pubmed: { rps: 3, concurrency: 1 },
    // doi.org's handle API publishes no limit: one a second.
    doi: { rps: 1, concurrency: 1 },
  };
}

export interface ReferenceHooks {
  cwd?: string;
  /** How the cache is written (src/files/output-guard.ts's writeOptions); default: never through a symbolic link below `cwd`. */
  write?: WriteOptions;
  warn?: (message: string) => void;
  progress?: (event: { done: number; total: number; requests: number; fromCache: number }) => void;
  now?: () => Date;
  // Seams for tests: retries without waiting, DNS without the network.
  sleep?: (ms: number) => Promise<void>;
  lookup?: LookupFunction;
}

export function createReferenceChecker(settings: ReferenceSettings, hooks: ReferenceHooks = {}): ReferenceChecker {
  return { check: (reports) => checkReferences(reports, settings, hooks) };
}

async function checkReferences(
  reports: readonly PreparedReport[],
  settings: ReferenceSettings,
  hooks: ReferenceHooks,
): Promise<ReferenceOutcome> {
  const now = hooks.now ?? (() => new Date());
  const cacheFile = path.resolve(hooks.cwd ?? process.cwd(), settings.cachePath);
  const requests: Record<Registry, number> = { crossref: 0, datacite: 0, arxiv: 0, pubmed: 0, pmc: 0, 'doi.org': 0 };
  const stats: ReferenceRunStats = { identifiers: 0, requests, from_cache: 0, warnings: [] };
  const warn = (message: string) => {
    stats.warnings.push(message);
    hooks.warn?.(message);
  };
  const store = await loadReferencesCache(cacheFile, hooks.write ?? { roots: [hooks.cwd ?? process.cwd()] });
  for (const message of store.warnings) warn(message);

  const records = reports.flatMap((report) =>
    report.source.evidence.map((evidence) => ({
      report,
      id: evidence.id,
      identifiers: findIdentifiers({ url: evidence.url, title: evidence.title, reference: evidence.reference }),
      claimed: claimedMetadata(evidence.title, evidence.reference),
    })),
  );
  const distinct = new Map<string, FoundIdentifier>();
  for (const record of records)
    for (const identifier of record.identifiers)
      if (!identifier.malformed && !distinct.has(identifierKey(identifier)))
        distinct.set(identifierKey(identifier), identifier);
  const titled = settings.titleSearch
    ? [
        ...new Set(
          records
            .filter((record) => record.identifiers.length === 0 && record.claimed.title !== null)
            .map((record) => record.claimed.title as string),
        ),
      ]
    : [];
  stats.identifiers = distinct.size;

  const agents = { http: new http.Agent({ keepAlive: true }), https: new https.Agent({ keepAlive: true }) };
  let done = 0;
  const total = distinct.size + titled.length;
  const totalRequests = () => Object.values(requests).reduce((sum, count) => sum + count, 0);
  const progress = () => hooks.progress?.({ done, total, requests: totalRequests(), fromCache: stats.from_cache });
  const env: LookupEnv = {
    settings,
    lanes: lanes(settings, agents, requests, hooks),
    store,
    now,
    fromCache: () => {
      stats.from_cache++;
    },
    settled: () => {
      done++;
      progress();
    },
  };
  progress();
  let answers;
  const searches = new Map<string, Awaited<ReturnType<typeof searchTitle>>>();
  try {
    [answers] = await Promise.all([
      lookUpIdentifiers([...distinct.values()], env),
      Promise.all(
        titled.map(async (title) => {
          searches.set(title, await searchTitle(title, env));
          env.settled();
        }),
      ),
    ]);
  } finally {
    agents.http.destroy();
    agents.https.destroy();
  }
  try {
    await store.save();
  } catch (error) {
    warn(`cannot write the references cache ${cacheFile}: ${describeFileError(error)}`);
  }

  const rows = new Map<PreparedReport, Map<string, ReferenceRow>>();
  for (const record of records) {
    let row: ReferenceRow;
    if (record.identifiers.length > 0) row = referenceRow(record.identifiers, answers, record.claimed);
    else if (settings.titleSearch && record.claimed.title !== null) {
      const search = searches.get(record.claimed.title);
      row = rowWithoutIdentifier(
        record.claimed,
        !search ? undefined : 'records' in search ? search : { unreachable: search.detail },
      );
    } else row = rowWithoutIdentifier(record.claimed);
    let byId = rows.get(record.report);
    if (!byId) rows.set(record.report, (byId = new Map<string, ReferenceRow>()));
    byId.set(record.id, row);
  }
  return { rows, stats };
}

/** One lane per way of asking a registry, each with its pacer; Crossref's two share its concurrency. */
function lanes(
  settings: ReferenceSettings,
  agents: FetchSettings['agents'],
  requests: Record<Registry, number>,
  hooks: ReferenceHooks,
): Lanes {
  const pace = registryPace(settings.mailto);
  const userAgent = `citegate/${packageJson.version} (reference check; +https://github.com/citegate/citegate${settings.mailto ? `; mailto:${settings.mailto}` : ''})`;
  // Registry URLs are settings, never a report's: the provenance network rule guards against
  // report URLs, so it does not apply here (a proxy or a test server may be on a private address).
  const allowAll: AddressPolicy = () => null;
  const lane = (registry: Registry, pacer: Pacer): FetchSettings => ({
    policy: allowAll,
    timeoutMs: settings.timeoutMs,
    maxBodyBytes: MAX_BODY_BYTES,
    maxRedirects: MAX_REDIRECTS,
    maxRetries: MAX_RETRIES,
    userAgent,
    schedule: pacer.schedule,
    agents,
    ...(hooks.lookup ? { lookup: hooks.lookup } : {}),
    ...(hooks.sleep ? { sleep: hooks.sleep } : {}),
    onRequest: () => {
      requests[registry]++;
    },
    onResponse: pacer.onResponse,
  });
  const crossref = sharedLimit(pace.crossref.concurrency);
  const pubmed = new Pacer({ requestsPerSecond: pace.pubmed.rps, limit: sharedLimit(pace.pubmed.concurrency) });
  return {
    crossrefSingle: lane('crossref', new Pacer({ requestsPerSecond: pace.crossref.single, limit: crossref })),
    crossrefList: lane('crossref', new Pacer({ requestsPerSecond: pace.crossref.list, limit: crossref })),
    datacite: lane(
      'datacite',
      new Pacer({ requestsPerSecond: pace.datacite.rps, limit: sharedLimit(pace.datacite.concurrency) }),
    ),
    arxiv: lane('arxiv', new Pacer({ requestsPerSecond: pace.arxiv.rps, limit: sharedLimit(pace.arxiv.concurrency) })),
    pubmed: lane('pubmed', pubmed),
    doi: lane('doi.org', new Pacer({ requestsPerSecond: pace.doi.rps, limit: sharedLimit(pace.doi.concurrency) })),
  };
}
