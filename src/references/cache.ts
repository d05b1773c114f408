// The references cache: what a registry said about an identifier (its record, that it has no
// such identifier, that doi.org knows it), keyed by `scheme:id`, and what a title search found,
// keyed by `title:` and the normalised title. Never a failure of the moment (timeouts, 429,
// 5xx), which the next run tries again. A kind of the bounded JSON Lines store:
//   {"format":"citegate-references-cache","version":1,"run":3}
//   {"key":"doi:10.1038/nature14539","last_run":3,"value":{"kind":"found",…}}
import type { WriteOptions } from '../files/atomic-write.js';
import { z } from 'zod';
import { JsonLinesStore, type StoreKind } from '../files/jsonl-store.js';
import { RegistryAnswer } from './record.js';

export const CACHE_FORMAT = 'citegate-references-cache';
export const CACHE_VERSION = 1;
/** An answer that an identifier does not exist is kept at most this long: it may be registered tomorrow. */
export const NOT_FOUND_MAX_AGE_MS = 86_400_000;

/** A title search's answer: the records Crossref returned for it (the best is picked when used). */
export const TitleAnswer = z.object({
  kind: z.literal('title_search'),
  records: z.array(z.unknown()),
  checked_at: z.string(),
});

export const CachedAnswer = z.union([RegistryAnswer, TitleAnswer]);
export type CachedAnswer = z.infer<typeof CachedAnswer>;

const REFERENCES_CACHE: StoreKind<CachedAnswer> = {
  format: CACHE_FORMAT,
  version: CACHE_VERSION,
  field: 'value',
  schema: CachedAnswer,
  bound: { keepRuns: 10, maxEntries: 200_000, maxBytes: 100_000_000 },
  label: 'the references cache',
  saves: 'registry answers',
  setting: 'references-cache-path',
  foreign: { noun: 'a citegate references cache', advice: 'choose another references-cache-path, or delete the file' },
};

export type ReferencesCache = JsonLinesStore<CachedAnswer>;

/**
 * The cache. One the repository tracks is neither read nor written (src/files/jsonl-store.ts):
 * a pull request could commit answers to it. Its warning is then the store's.
 */
export function loadReferencesCache(file: string, write: WriteOptions = {}): Promise<ReferencesCache> {
  return JsonLinesStore.load(file, REFERENCES_CACHE, { write });
}

export function isFresh(answer: CachedAnswer, now: number, maxAgeMs: number): boolean {
  const checked = Date.parse(answer.checked_at);
  const maxAge = answer.kind === 'not_found' ? Math.min(maxAgeMs, NOT_FOUND_MAX_AGE_MS) : maxAgeMs;
  return Number.isFinite(checked) && checked <= now && now - checked < maxAge;
}
