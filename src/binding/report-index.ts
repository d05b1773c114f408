import { reportSources } from '../formats/abundance/index.js';
import type { SourceClaim, SourceEvidence, Location, SourceTextState, UnresolvedReason } from '../formats/model.js';
import type { Confidence, ResearchReport } from '../report/schema.js';
import { claimFingerprint, evidenceFingerprint } from '../text/fingerprint.js';
import { pairKey } from './pair-key.js';
import { sentenceSourceText, type PairSourceText } from '../formats/snapshot/bind.js';

export interface IndexedClaim {
  id: string;
  statement: string;
  confidence: Confidence;
  line: number;
  /** Set when the claim is not in the report's own file (a STORM article). */
  file?: string;
  column?: number;
  sha256: string;
  /** Cited evidence IDs that exist in the report, once each, in citation order. */
  evidenceIds: string[];
  /** True when some citation of the claim could not be resolved: its cited sources are not all known. */
  hasUnresolved?: boolean;
  /**
   * Its expected pairs, one per `evidenceIds` entry in the same order: what a pass over the
   * claims reads instead of looking each pair up by its key (a string built per lookup).
   */
  pairs: Pair[];
}

export interface IndexedEvidence {
  id: string;
  title: string;
  /** The title is the adapter's stand-in (the url, "Document [3]"), not the source's. */
  titleIsStandIn?: boolean;
  url: string;
  excerpt: string;
  sha256: string;
  /** Shown to the semantic verifier so it can judge a dated source; null when unknown. */
  publishedAt?: string | null;
  /** The parts a quote must lie within (STORM's snippets); absent: anywhere in the excerpt. */
  snippets?: readonly string[];
  /** Where the evidence record is. */
  location?: Location;
  /** A record with a URL and no excerpt of its own: its snapshot (src/formats/snapshot/). */
  sourceText?: SourceTextState;
}

export interface Pair {
  key: string;
  claimId: string;
  evidenceId: string;
  /**
   * What this pair is judged on when it is not the record's excerpt: the snapshot passages
   * stored for this sentence (see pairEvidence), and how the snapshot bound.
   */
  evidence?: IndexedEvidence;
  sourceText?: PairSourceText;
  /**
   * Compared with a base commit, for a pair judged on snapshot passages some of which the pull
   * request wrote: the same evidence with only the passages the base had (src/formats/snapshot/written.ts).
   */
  trustedEvidence?: IndexedEvidence;
}

/** The evidence a pair is judged on: its sentence's own passages for a snapshotted source, else the record. */
export function pairEvidence(index: ReportIndex, pair: Pair): IndexedEvidence | undefined {
  return pair.evidence ?? index.evidence.get(pair.evidenceId);
}

export interface DanglingCitation {
  claimId: string;
  evidenceId: string;
  line: number;
}

/** A citation its adapter could not resolve (src/formats/model.ts UnresolvedCitation), placed. */
export interface UnresolvedCitationAt {
  claimId: string;
  marker: string;
  reason: UnresolvedReason;
  detail: string;
  line: number;
}

/** Everything binding needs to know about a report, computed once. */
export interface ReportIndex {
  claims: IndexedClaim[];
  claimsById: ReadonlyMap<string, IndexedClaim>;
  evidence: ReadonlyMap<string, IndexedEvidence>;
  /** Expected pairs (reference rule 1), in claim order then citation order. */
  pairs: Pair[];
  /**
   * The expected pairs by pairKey. Built on first use: hashing a string key per pair cost more
   * than the rest of indexing, and the check finds a committed result's pair from its claim
   * (findPair) instead.
   */
  pairsByKey: ReadonlyMap<string, Pair>;
  dangling: DanglingCitation[];
  unresolved: UnresolvedCitationAt[];
  /** Claim IDs derive from the sentence text: an unknown claim ID means the sentence changed. */
  sentenceIds?: boolean;
}

/** The claims and evidence of a report in any format (src/formats/model.ts). */
export interface IndexSource {
  claims: readonly SourceClaim[];
  evidence: readonly SourceEvidence[];
  sentenceIds?: boolean;
}

/** The index of a pipeline report; `claimLines[i]` is claim i's line. */
export function indexReport(report: ResearchReport, claimLines: readonly number[]): ReportIndex {
  return indexSources(reportSources(report, claimLines));
}

export function indexSources(source: IndexSource): ReportIndex {
  const evidence = new Map<string, IndexedEvidence>();
  for (const record of source.evidence) evidence.set(record.id, indexedEvidence(record));

  const claims: IndexedClaim[] = [];
  const pairs: Pair[] = [];
  const dangling: DanglingCitation[] = [];
  const unresolved: UnresolvedCitationAt[] = [];
  for (const claim of source.claims) {
    const line = claim.line;
    const { cited, danglingIds } = splitCitations(claim.evidenceIds, evidence);
    const claimSha256 = claim.sha256 ?? claimFingerprint(claim.statement);
    const claimPairs: Pair[] = [];
    for (const evidenceId of cited) {
      const pair: Pair = { key: pairKey(claim.id, evidenceId), claimId: claim.id, evidenceId };
      const record = evidence.get(evidenceId) as IndexedEvidence;
      if (record.sourceText) {
        const { text, excerpt, trusted } = sentenceSourceText(record.sourceText, claim.id, claimSha256);
        if (record.sha256 === '' && excerpt.excerpt === record.excerpt) record.sha256 = excerpt.sha256;
        pair.sourceText = text;
        pair.evidence = { ...record, ...excerpt };
        if (trusted) pair.trustedEvidence = { ...record, ...trusted };
      }
      pairs.push(pair);
      claimPairs.push(pair);
    }
    for (const evidenceId of danglingIds) dangling.push({ claimId: claim.id, evidenceId, line });
    for (const { marker, reason, detail } of claim.unresolved ?? [])
      unresolved.push({ claimId: claim.id, marker, reason, detail, line });
    const hasUnresolved = claim.unresolved !== undefined && claim.unresolved.length > 0;
    // Most claims have none of the optional keys: one literal, not a spread per key (each went
    // through the runtime's slow object copy). Either way the keys come in the same order.
    const indexed: IndexedClaim =
      claim.file === undefined && claim.column === undefined && !hasUnresolved
        ? {
            id: claim.id,
            statement: claim.statement,
            confidence: claim.confidence,
            line,
            sha256: claimSha256,
            evidenceIds: cited,
            pairs: claimPairs,
          }
        : {
            id: claim.id,
            statement: claim.statement,
            confidence: claim.confidence,
            line,
            ...(claim.file === undefined ? {} : { file: claim.file }),
            ...(claim.column === undefined ? {} : { column: claim.column }),
            sha256: claimSha256,
            evidenceIds: cited,
            ...(hasUnresolved ? { hasUnresolved: true } : {}),
            pairs: claimPairs,
          };
    claims.push(indexed);
  }
  for (const record of evidence.values()) if (record.sha256 === '') record.sha256 = evidenceFingerprint(record.excerpt);
  const claimsById = new Map<string, IndexedClaim>();
  for (const claim of claims) claimsById.set(claim.id, claim);
  let pairsByKey: Map<string, Pair> | undefined;
  return {
    claims,
    claimsById,
    evidence,
    pairs,
    get pairsByKey(): ReadonlyMap<string, Pair> {
      return (pairsByKey ??= keyedPairs(pairs));
    },
    dangling,
    unresolved,
    ...(source.sentenceIds ? { sentenceIds: true } : {}),
  };
}

/** An evidence record as the index keeps it; its fingerprint is left '' for a snapshotted record (hashed after binding). */
function indexedEvidence(record: SourceEvidence): IndexedEvidence {
  // A literal, not a spread per optional key (each a slow object copy), with the keys in the order the spreads gave them.
  const sha256 = record.sourceText ? '' : evidenceFingerprint(record.excerpt);
  const publishedAt = record.publishedAt ?? null;
  const { id, title, url, excerpt } = record;
  const indexed: IndexedEvidence = record.titleIsStandIn
    ? { id, title, titleIsStandIn: true, url, excerpt, sha256, publishedAt }
    : { id, title, url, excerpt, sha256, publishedAt };
  if (record.snippets) indexed.snippets = record.snippets;
  if (record.location) indexed.location = record.location;
  if (record.sourceText) indexed.sourceText = record.sourceText;
  return indexed;
}

/**
 * A claim's cited IDs that name a record and those that do not, each once, in citation order.
 * A claim cites a few sources: an array is searched, without a Set per claim; a long list uses
 * Sets, so that it never turns quadratic.
 */
function splitCitations(
  ids: readonly string[],
  evidence: ReadonlyMap<string, IndexedEvidence>,
): { cited: string[]; danglingIds: readonly string[] } {
  if (ids.length > FEW_PAIRS) {
    const cited = new Set<string>();
    const danglingIds = new Set<string>();
    for (const id of ids) (evidence.has(id) ? cited : danglingIds).add(id);
    return { cited: [...cited], danglingIds: [...danglingIds] };
  }
  const cited: string[] = [];
  const danglingIds: string[] = [];
  for (const id of ids) {
    const into = evidence.has(id) ? cited : danglingIds;
    if (!into.includes(id)) into.push(id);
  }
  return { cited, danglingIds };
}

/** Pairs by pairKey; of two pairs with one key (two claims with one ID), the later, as a Map keeps it. */
function keyedPairs(pairs: readonly Pair[]): Map<string, Pair> {
  const byKey = new Map<string, Pair>();
  for (const pair of pairs) byKey.set(pair.key, pair);
  return byKey;
}

/** Claims citing more sources than this find a pair by its key; fewer, by looking through the claim's own. */
const FEW_PAIRS = 16;

/** Whether no two claims share an ID: then no two expected pairs share a key, and each is in its claim's `pairs`. */
function uniqueClaimIds(index: ReportIndex): boolean {
  return index.claimsById.size === index.claims.length;
}

/**
 * index.pairsByKey.get(pairKey(claimId, evidenceId)), without building a key per lookup: a
 * claim cites a few sources, and its own pairs are searched. Two claims with one ID fall back
 * on the key, whose pair is the later claim's (as the map keeps it).
 */
export function findPair(index: ReportIndex, claimId: string, evidenceId: string): Pair | undefined {
  const claim = index.claimsById.get(claimId);
  if (claim === undefined) return undefined;
  if (claim.pairs.length > FEW_PAIRS || !uniqueClaimIds(index))
    return index.pairsByKey.get(pairKey(claimId, evidenceId));
  for (const pair of claim.pairs) if (pair.evidenceId === evidenceId) return pair;
  return undefined;
}

/**
 * Whether the pairs of these results can be keyed by the objects themselves rather than their keys:
 * each is one of the index's own pairs and no two of those share a key. Pairs are only made
 * here, so this holds for results bound to this index; it is checked all the same, since a
 * Set of strings would treat a copy as the same pair.
 */
export function ownPairs(index: ReportIndex, kept: readonly { pair: Pair }[]): boolean {
  if (!uniqueClaimIds(index)) return false;
  // findPair, not a second search of the claim's pairs: a claim citing many sources is then looked
  // up by key as findPair does, instead of turning the whole report over to string keys.
  for (const { pair } of kept) if (findPair(index, pair.claimId, pair.evidenceId) !== pair) return false;
  return true;
}
