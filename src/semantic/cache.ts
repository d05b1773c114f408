// The local cache of model answers: a kind of the bounded JSON Lines store
// (src/files/jsonl-store.ts). Keys and entries are plain data, and a cached answer is trusted
// no more than a committed one (the verifier re-binds it).
//   {"format":"citegate-semantic-cache","version":2,"run":12}
//   {"key":"<sha256>","last_run":12,"entry":{"verdict":"supports",…,"model":"…","verifier_version":"…"}}
import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { WriteOptions } from '../files/atomic-write.js';
import { JsonLinesStore, type StoreKind } from '../files/jsonl-store.js';
import { Verdict } from '../report/schema.js';

const CACHE_FORMAT = 'citegate-semantic-cache';
const CACHE_VERSION = 2;

/** The size bound, applied whenever the cache is saved; see boundEntries in src/files/jsonl-store.ts. */
export const CACHE_LIMITS = {
  /** An entry that none of the last this-many runs used is dropped. */
  keepRuns: 50,
  /** Beyond this many entries, the least recently used are dropped. */
  maxEntries: 100_000,
} as const;

/** An answer as stored: no IDs (the key is the content, IDs may change) and never a secret. */
export const CacheEntry = z.object({
  verdict: Verdict,
  quote: z.string().max(2000).nullable(),
  limitations: z.array(z.string()).max(10),
  confidence: z.number().min(0).max(1),
  claim_sha256: z.string(),
  evidence_sha256: z.string(),
  model: z.string(),
  verifier_version: z.string(),
});
export type CacheEntry = z.infer<typeof CacheEntry>;

const Version1File = z.object({
  format: z.literal(CACHE_FORMAT),
  version: z.literal(1),
  entries: z.record(z.string(), z.unknown()),
});

/**
 * What an answer depends on: the claim and the excerpt (by fingerprint), the model, and the
 * prompt and schema (by verifier version). A change to any of them asks the model again.
 */
export function cacheKey(claimSha256: string, evidenceSha256: string, model: string, verifierVersion: string): string {
  return createHash('sha256')
    .update(JSON.stringify([claimSha256, evidenceSha256, model, verifierVersion]), 'utf8')
    .digest('hex');
}

/** The key an entry must be stored under: an entry under any other key answers another question. */
export function keyOfEntry(entry: CacheEntry): string {
  return cacheKey(entry.claim_sha256, entry.evidence_sha256, entry.model, entry.verifier_version);
}

const ANSWER_CACHE: StoreKind<CacheEntry> = {
  format: CACHE_FORMAT,
  version: CACHE_VERSION,
  field: 'entry',
  schema: CacheEntry,
  bound: CACHE_LIMITS,
  label: 'the semantic cache',
  saves: 'answers',
  setting: 'cache-path',
  foreign: { noun: 'a citegate cache file', advice: 'choose another cache-path, or delete the file' },
  keyProblem: (key, entry) =>
    keyOfEntry(entry) === key
      ? null
      : 'the entry does not match its key (its model, verifier version or fingerprints differ)',
  legacy: { version: 1, entries: (document) => Version1File.safeParse(document).data?.entries ?? null },
};

export type AnswerCache = JsonLinesStore<CacheEntry>;

/**
 * Reads the cache (src/files/jsonl-store.ts). Never throws: a missing file is an empty cache,
 * every other problem a warning. An old single-document cache (version 1) is read and marked
 * for rewriting. `readOnly`: for the base of a comparison, which neither counts a run nor saves.
 * `secrets` are redacted from every entry written.
 */
export function loadCache(
  file: string,
  options: { readOnly?: boolean; secrets?: readonly string[]; write?: WriteOptions } = {},
): Promise<AnswerCache> {
  return JsonLinesStore.load(file, ANSWER_CACHE, options);
}
