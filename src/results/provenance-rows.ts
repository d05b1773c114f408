// Provenance in the results file: each evidence record's `provenance` row, the run's
// `provenance` section, and the counts (docs/provenance.md).

/**
 * What provenance checking found for one evidence record (see docs/provenance.md):
 * - `found`: every part of the excerpt occurs on the page; `partly_found`: some parts do;
 * - `not_found`: the page was read and no part occurs; `gone`: 404 or 410;
 * - `blocked`: 401, 403, 407, 429 (after retries) or 451, or a login or captcha page;
 * - `unreachable`: DNS failure, timeout, TLS or connection error, a server error after
 *   retries, another HTTP error, or too many redirects;
 * - `unsupported`: a content type or encoding it cannot read;
 * - `refused`: the URL or a redirect led to a non-public address (the network rule);
 * - `skipped`: not an http(s) URL, so nothing was fetched.
 */
export type ProvenanceStatus =
  'found' | 'partly_found' | 'not_found' | 'gone' | 'blocked' | 'unreachable' | 'unsupported' | 'refused' | 'skipped';

/** The least folding a match needed: none (`exact`), whitespace, case, or typography too. */
export type ProvenanceFolding = 'exact' | 'whitespace' | 'case' | 'typography';

export interface ProvenanceRow {
  status: ProvenanceStatus;
  /** For found and partly found records: the most folding any found part needed. */
  folding: ProvenanceFolding | null;
  /** Parts of the excerpt (split at "…", "...", " · "; each snippet on its own) found / all; null when the page was not read. */
  share: number | null;
  parts_found: number;
  parts_total: number;
  /** `main`: every found part is in the page's main content; `page`: the all-visible-text fallback was needed. */
  found_in: 'main' | 'page' | null;
  /**
   * The last HTTP status received (after redirects and retries): 304 when the cached page was
   * confirmed unchanged, the cached page's own status for a fresh cache hit; null when no response arrived.
   */
  http_status: number | null;
  /** The URL after redirects (for a failed fetch, the URL whose request failed, e.g. a refused redirect target). */
  final_url: string | null;
  content_type: string | null;
  /** When the page was fetched (or last confirmed unchanged by a 304), ISO 8601; null when nothing was read. */
  fetched_at: string | null;
  /** `fresh`: taken from the cache within provenance-max-age; `revalidated`: the server answered 304; null: fetched this run. */
  cache: 'fresh' | 'revalidated' | null;
  /** The body was over provenance-max-body and only its start was read. */
  truncated: boolean;
  /** SHA-256 of the page's extracted text (all visible text), for telling a changed page apart. */
  text_sha256: string | null;
  /** One sentence saying why the record has its status. */
  detail: string;
  /** For partly found and not found records: the passage of the page closest to the longest missing part. */
  closest: ClosestPassage | null;
}

export interface ClosestPassage {
  /** The missing part of the excerpt. */
  part: string;
  /** The page's passage with the most of that part's words, as the page writes it (shortened). */
  passage: string;
  /** Share of the part's words that the passage contains (0..1). */
  overlap: number;
}

/** What a provenance run fetched, over all reports. */
export interface ProvenanceRunStats {
  /** Distinct http(s) URLs looked up (each fetched at most once). */
  urls: number;
  /** HTTP requests sent, redirects and retries included. */
  requests: number;
  /** URLs answered from the cache without a request. */
  fresh_from_cache: number;
  /** URLs the server confirmed unchanged (304). */
  revalidated: number;
  /** Non-fatal problems (an unreadable cache, a cache that could not be written). */
  warnings: string[];
}

/** Records per provenance status, summed over reports. */
export type ProvenanceTotals = Record<ProvenanceStatus, number>;
