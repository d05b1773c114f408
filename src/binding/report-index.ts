import type { Confidence, ResearchReport } from '../report/schema.js';
import { claimFingerprint, evidenceFingerprint } from '../text/fingerprint.js';
import { pairKey } from './pair-key.js';

export interface IndexedClaim {
  id: string;
  statement: string;
  confidence: Confidence;
  line: number;
  sha256: string;
  /** Cited evidence IDs that exist in the report, once each, in citation order. */
  evidenceIds: string[];
}

export interface IndexedEvidence {
  id: string;
  title: string;
  url: string;
  excerpt: string;
  sha256: string;
  /** Shown to the semantic verifier so it can judge a dated source; null when unknown. */
  publishedAt?: string | null;
  /** The parts a quote must lie within, e.g. a STORM source's search snippets (shared contract with the formats branch). */
  snippets?: string[];
  /** Where the record is, for annotations (shared contract with the formats branch). */
  location?: EvidenceLocation;
}

export interface EvidenceLocation {
  file: string;
  line: number;
  column: number;
}

export interface Pair {
  key: string;
  claimId: string;
  evidenceId: string;
}

export interface DanglingCitation {
  claimId: string;
  evidenceId: string;
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
}

export function indexReport(report: ResearchReport, claimLines: readonly number[]): ReportIndex {
  const evidence = new Map<string, IndexedEvidence>();
  for (const record of report.evidence) {
    evidence.set(record.id, {
      id: record.id,
      title: record.title,
      url: record.url,
      excerpt: record.excerpt,
      sha256: evidenceFingerprint(record.excerpt),
      publishedAt: record.published_at ?? null,
    });
  }

  const claims: IndexedClaim[] = [];
  const pairs: Pair[] = [];
  const pairsByKey = new Map<string, Pair>();
  const dangling: DanglingCitation[] = [];
  report.claims.forEach((claim, index) => {
    const line = claimLines[index] ?? 0;
    const cited = new Set<string>();
    const danglingIds = new Set<string>();
    for (const evidenceId of claim.evidence_ids) {
      if (evidence.has(evidenceId)) cited.add(evidenceId);
      else danglingIds.add(evidenceId);
    }
    for (const evidenceId of cited) {
      const pair = { key: pairKey(claim.id, evidenceId), claimId: claim.id, evidenceId };
      pairs.push(pair);
      pairsByKey.set(pair.key, pair);
    }
    for (const evidenceId of danglingIds) dangling.push({ claimId: claim.id, evidenceId, line });
    claims.push({
      id: claim.id,
      statement: claim.statement,
      confidence: claim.confidence,
      line,
      sha256: claimFingerprint(claim.statement),
      evidenceIds: [...cited],
    });
  });
  const claimsById = new Map(claims.map((claim) => [claim.id, claim]));
  return { claims, claimsById, evidence, pairs, pairsByKey, dangling };
}
