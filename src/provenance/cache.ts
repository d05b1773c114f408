// The provenance cache: what a URL's page said when it was last read, keyed by URL. Only what
// the server said about the page is kept (its text, a 404/410, a content type not read), never
// a failure of the moment (timeouts, 429, 5xx, refusals), which the next run tries again.
// A kind of the bounded JSON Lines store (src/files/jsonl-store.ts):
//   {"format":"citegate-provenance-cache","version":1,"run":12}
//   {"key":"https://…","last_run":12,"value":{"kind":"page",…}}
import { z } from 'zod';
import type { WriteOptions } from '../files/atomic-write.js';
import { JsonLinesStore, type StoreKind } from '../files/jsonl-store.js';

export const CACHE_FORMAT = 'citegate-provenance-cache';
export const CACHE_VERSION = 1;
/** Entries unused in this many runs are dropped first; then the least recently used over the size bound. */
export const CACHE_KEEP_RUNS = 10;
export const CACHE_MAX_BYTES = 200_000_000;
/** A cached page whose text is over this many bytes is held deflated in memory until the cache is saved. */
export const PACK_OVER_BYTES = 1_000_000;

export const CachedPage = z.object({
  kind: z.enum(['page', 'gone', 'unsupported']),
  fetched_at: z.string(),
  http_status: z.number().int(),
  final_url: z.string(),
  content_type: z.string().nullable(),
  etag: z.string().nullable(),
  last_modified: z.string().nullable(),
  truncated: z.boolean(),
  body_bytes: z.number().int().nullable(),
  /** Read from a non-public address (provenance-allow-private): used only when that is allowed again. */
  via_private: z.boolean(),
  text_sha256: z.string().nullable(),
  text_kind: z.enum(['html', 'pdf', 'text']).nullable(),
  main: z.string().nullable(),
  all: z.string().nullable(),
  wall: z.enum(['login', 'captcha']).nullable(),
  /** The page's title (HTML), kept for `citegate snapshot`; absent in entries written before it was kept. */
  title: z.string().nullable().optional(),
  detail: z.string(),
});
export type CachedPage = z.infer<typeof CachedPage>;

const PROVENANCE_CACHE: StoreKind<CachedPage> = {
  format: CACHE_FORMAT,
  version: CACHE_VERSION,
  field: 'value',
  schema: CachedPage,
  bound: { keepRuns: CACHE_KEEP_RUNS, maxBytes: CACHE_MAX_BYTES },
  // A page of over a megabyte of text is held deflated until the save (docs/provenance.md, "Memory").
  packOver: PACK_OVER_BYTES,
  label: 'the provenance cache',
  saves: 'pages',
  setting: 'provenance-cache-path',
  foreign: { noun: 'a citegate provenance cache', advice: 'choose another provenance-cache-path, or delete the file' },
};

export type ProvenanceCache = JsonLinesStore<CachedPage>;

/** Never throws: a missing file is an empty cache, every other problem one of its warnings. `secrets` never reach the file. */
export function loadProvenanceCache(
  file: string,
  options: { secrets?: readonly string[]; write?: WriteOptions } = {},
): Promise<ProvenanceCache> {
  return JsonLinesStore.load(file, PROVENANCE_CACHE, {
    secrets: options.secrets ?? [],
    ...(options.write ? { write: options.write } : {}),
  });
}

export function isFresh(entry: CachedPage, now: number, maxAgeMs: number): boolean {
  const fetched = Date.parse(entry.fetched_at);
  return Number.isFinite(fetched) && now - fetched < maxAgeMs && fetched <= now;
}
