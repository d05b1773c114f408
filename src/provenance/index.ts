// Provenance's public entry, loaded by the shells only with `provenance: check` (a dynamic
// import), so a run without it never loads the fetching code or the extraction libraries.
export { createProvenanceChecker, openPageFetcher, urlKey, type PageFetcher, type ProvenanceHooks } from './checker.js';
export type { PageOutcome } from './status.js';
