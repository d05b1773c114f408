// The local cache of model answers. A thin file adapter: keys and entries are plain data, and
// a cached answer is trusted no more than a committed one (the verifier re-binds it).
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { Verdict } from '../report/schema.js';

const CACHE_FORMAT = 'citegate-semantic-cache';
const CACHE_VERSION = 1;

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

const CacheFile = z.object({
  format: z.literal(CACHE_FORMAT),
  version: z.literal(CACHE_VERSION),
  entries: z.record(z.string(), CacheEntry),
});

/**
 * What an answer depends on: the claim and the excerpt (by fingerprint), the model, and the
 * prompt and schema (by verifier version). A change to any of them asks the model again.
 */
export function cacheKey(claimSha256: string, evidenceSha256: string, model: string, verifierVersion: string): string {
  return createHash('sha256').update(JSON.stringify([claimSha256, evidenceSha256, model, verifierVersion]), 'utf8').digest('hex');
}

export interface LoadedCache {
  entries: Map<string, CacheEntry>;
  /** Set when the file existed but could not be used; the run goes on without it. */
  warning: string | null;
}

export async function loadCache(file: string): Promise<LoadedCache> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    // No file yet (or a path component is a file, which the write will report).
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return { entries: new Map(), warning: null };
    return { entries: new Map(), warning: `cannot read the semantic cache ${file} (${(error as Error).message}); continuing without it` };
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { entries: new Map(), warning: `the semantic cache ${file} is not JSON; ignoring it (it will be rewritten)` };
  }
  const parsed = CacheFile.safeParse(data);
  if (!parsed.success) {
    return { entries: new Map(), warning: `the semantic cache ${file} is not a citegate cache of version ${CACHE_VERSION}; ignoring it (it will be rewritten)` };
  }
  return { entries: new Map(Object.entries(parsed.data.entries)), warning: null };
}

/** Writes the whole cache through a temporary file and a rename, so a reader never sees half a file. */
export async function saveCache(file: string, entries: ReadonlyMap<string, CacheEntry>): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const sorted = Object.fromEntries([...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    await writeFile(temporary, JSON.stringify({ format: CACHE_FORMAT, version: CACHE_VERSION, entries: sorted }) + '\n');
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}
