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
  for (const record of source.evidence) {
    evidence.set(record.id, {
      id: record.id,
      title: record.title,
      ...(record.titleIsStandIn ? { titleIsStandIn: true } : {}),
      url: record.url,
      excerpt: record.excerpt,
      // A snapshotted record's excerpt is often its one sentence's excerpt: hashed after binding (below).
      sha256: record.sourceText ? '' : evidenceFingerprint(record.excerpt),
      publishedAt: record.publishedAt ?? null,
      ...(record.snippets ? { snippets: record.snippets } : {}),
      ...(record.location ? { location: record.location } : {}),
      ...(record.sourceText ? { sourceText: record.sourceText } : {}),
    });
  }

  const claims: IndexedClaim[] = [];
  const pairs: Pair[] = [];
  const pairsByKey = new Map<string, Pair>();
  const dangling: DanglingCitation[] = [];
  const unresolved: UnresolvedCitationAt[] = [];
  for (const claim of source.claims) {
    const line = claim.line;
    const cited = new Set<string>();
    const danglingIds = new Set<string>();
    for (const evidenceId of claim.evidenceIds) {
      if (evidence.has(evidenceId)) cited.add(evidenceId);
      else danglingIds.add(evidenceId);
    }
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
      pairsByKey.set(pair.key, pair);
    }
    for (const evidenceId of danglingIds) dangling.push({ claimId: claim.id, evidenceId, line });
    for (const { marker, reason, detail } of claim.unresolved ?? [])
      unresolved.push({ claimId: claim.id, marker, reason, detail, line });
    claims.push({
      id: claim.id,
      statement: claim.statement,
      confidence: claim.confidence,
      line,
      ...(claim.file === undefined ? {} : { file: claim.file }),
      ...(claim.column === undefined ? {} : { column: claim.column }),
      sha256: claimSha256,
      evidenceIds: [...cited],
      ...(claim.unresolved && claim.unresolved.length > 0 ? { hasUnresolved: true } : {}),
      pairs: claimPairs,
    });
  }
  for (const record of evidence.values()) if (record.sha256 === '') record.sha256 = evidenceFingerprint(record.excerpt);
  const claimsById = new Map(claims.map((claim) => [claim.id, claim]));
  return {
    claims,
    claimsById,
    evidence,
    pairs,
    pairsByKey,
    dangling,
    unresolved,
    ...(source.sentenceIds ? { sentenceIds: true } : {}),
  };
}
