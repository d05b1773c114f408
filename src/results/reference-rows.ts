// Reference checking in the results file: each evidence record's `references` row, the run's
// `references` section, and the counts (docs/references.md).

/**
 * What reference checking found for one evidence record (see docs/references.md):
 * - `matches`: a registry holds the identifier and the work is the one the reference describes;
 * - `mismatch`: the identifier names another work (title, first author, year or venue differ);
 * - `not_found`: no registry has the identifier (the fabricated-reference case);
 * - `malformed`: the identifier cannot exist (a DOI prefix of two digits, an arXiv ID of the wrong length);
 * - `retracted`: the work was retracted or withdrawn;
 * - `unverified`: doi.org knows the DOI, but no registry citegate reads has its metadata;
 * - `unreachable`: no registry answered (timeout, 429 after retries, a server error);
 * - `found_by_title`, `not_found_by_title`: no identifier, looked up by title (lower confidence, never counted);
 * - `no_identifier`: nothing to look up.
 */
export type ReferenceStatus =
  | 'matches'
  | 'mismatch'
  | 'not_found'
  | 'malformed'
  | 'retracted'
  | 'unverified'
  | 'unreachable'
  | 'found_by_title'
  | 'not_found_by_title'
  | 'no_identifier';

export type ReferenceRegistry = 'crossref' | 'datacite' | 'arxiv' | 'pubmed' | 'pmc' | 'doi.org';

/** One identifier of a record and what its registry said. */
export interface ReferenceIdentifierRow {
  scheme: 'doi' | 'arxiv' | 'pmid' | 'pmcid';
  /** Normalised: a DOI lower-cased, an arXiv ID with its version when written. */
  id: string;
  /** As the record writes it. */
  written: string;
  /** Where it was found: the record's `url`, its `title`, or its `reference` text. */
  found_in: 'url' | 'title' | 'reference';
  status: 'matches' | 'mismatch' | 'not_found' | 'malformed' | 'retracted' | 'unverified' | 'unreachable';
  /** The registry that answered (the last asked, for not found). */
  registry: ReferenceRegistry | null;
  /** The registry's page for the record, when it has one. */
  record_url: string | null;
  detail: string;
}

/** A field of the reference that differs from the registry's record, both values shown. */
export interface ReferenceDifference {
  field: 'title' | 'first_author' | 'year' | 'venue';
  cited: string;
  registry: string;
  /** For the title: the similarity (0 to 1) of the closest forms; a match needs 0.85. */
  similarity?: number;
}

export interface ReferenceRow {
  status: ReferenceStatus;
  /** The identifier the status is about, `scheme:id` (the first with that status); null without one. */
  identifier: string | null;
  identifiers: ReferenceIdentifierRow[];
  registry: ReferenceRegistry | null;
  /** Link to the registry's record of `identifier` (or of the work found by title). */
  record_url: string | null;
  /** What the reference states: its title, and from its reference text the authors, year and venue (null where it states none). */
  cited: { title: string | null; authors: string | null; year: number | null; venue: string | null };
  /** What the registry holds for `identifier`; null when nothing was found. */
  record: {
    title: string | null;
    first_author: string | null;
    year: number | null;
    venue: string | null;
    type: string | null;
  } | null;
  differences: ReferenceDifference[];
  /** The closest title similarity (0 to 1), when titles were compared. */
  title_similarity: number | null;
  /** The retraction or withdrawal notice, when the registry records one. */
  retraction: { kind: string; notice: string | null; date: string | null; source: string | null } | null;
  /** When the registry's answer was fetched (a cached answer keeps its time); null when none came. */
  checked_at: string | null;
  /** `fresh`: every answer came from the cache within references-max-age; null: asked this run (or nothing to ask). */
  cache: 'fresh' | null;
  /** One sentence saying why. */
  detail: string;
}

/** What a reference check looked up, over all reports. */
export interface ReferenceRunStats {
  /** Distinct well-formed identifiers looked up (each once per run). */
  identifiers: number;
  /** HTTP requests sent to each registry, retries included. */
  requests: Record<ReferenceRegistry, number>;
  /** Identifiers (and titles) answered from the cache without a request. */
  from_cache: number;
  /** Non-fatal problems (a cache the repository tracks, an unwritable cache). */
  warnings: string[];
}

/** Records per reference status, summed over reports. */
export type ReferenceTotals = Record<ReferenceStatus, number>;

/** Each registry as a reader knows it. */
export const REGISTRY_NAMES: Record<ReferenceRegistry, string> = {
  crossref: 'Crossref',
  datacite: 'DataCite',
  arxiv: 'arXiv',
  pubmed: 'PubMed',
  pmc: 'PubMed Central',
  'doi.org': 'doi.org',
};
