import { z } from 'zod';
import { hasLoneSurrogate } from '../text/fingerprint.js';

// The research pipeline's report artifact (reference semantics.md). Field names are the
// pipeline's snake_case; unknown fields are allowed and kept (looseObject) so that a newer
// pipeline's extra fields never make a report invalid here.

export const Confidence = z.enum(['low', 'medium', 'high']);
export const Verdict = z.enum(['supports', 'contradicts', 'insufficient', 'unverifiable']);
export const Relation = z.enum(['supports', 'challenges', 'context']);

const Sha256Hex = z.string().regex(/^[0-9a-f]{64}$/, 'expected 64 lowercase hex characters');
// Fingerprints hash UTF-8; a lone surrogate (a JSON "\ud800" escape) has no UTF-8 form, and
// the pipeline's Python could not have hashed it either.
const HashedText = z
  .string()
  .refine(
    (text) => !hasLoneSurrogate(text),
    'contains a lone UTF-16 surrogate escape, which has no UTF-8 form to fingerprint',
  );

export const IsoDateTime = z.iso.datetime({ offset: true, local: true });

export const CounterEvidence = z.looseObject({
  summary: z.string(),
  evidence_ids: z.array(z.string()).default([]),
  impact: z.string().optional(),
});

export const Claim = z.looseObject({
  id: z.string().min(1),
  statement: HashedText,
  evidence_ids: z.array(z.string()).default([]),
  counter_evidence: z.array(CounterEvidence).default([]),
  confidence: Confidence.default('medium'),
  uncertainty_notes: z.array(z.string()).default([]),
});

export const Assessment = z.looseObject({
  source_kind: z.string().optional(),
  credibility: z.string().optional(),
  relevance: z.string().optional(),
  is_primary: z.boolean().optional(),
  limitations: z.array(z.string()).default([]),
});

/** The most characters a source's text may have: a pipeline excerpt, a provider's cited text. */
export const MAX_EXCERPT_CHARS = 50_000;

export const EvidenceRecord = z.looseObject({
  id: z.string().min(1),
  title: z.string().min(1).max(500),
  url: z.string().min(8).max(4000),
  // Empty for a source cited by URL alone: its text then comes from the report's snapshot file (docs/snapshots.md).
  excerpt: HashedText.check(z.maxLength(MAX_EXCERPT_CHARS)),
  relation: Relation.optional(),
  research_unit_id: z.string().optional(),
  published_at: IsoDateTime.nullable().optional(),
  assessment: Assessment.optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
});

// `confidence` of a verifier result is not pinned down by the reference; the pipeline
// writes a number in [0, 1], older runs wrote low/medium/high. Both are accepted.
export const VerifierConfidence = z.union([z.number().min(0).max(1), Confidence]);

export const ClaimEvidenceVerification = z.looseObject({
  claim_id: z.string(),
  evidence_id: z.string(),
  verdict: Verdict,
  quote: z.string().max(2000).nullable(),
  limitations: z.array(z.string()).max(10).default([]),
  confidence: VerifierConfidence,
  claim_sha256: Sha256Hex,
  evidence_sha256: Sha256Hex,
  verifier_version: z.string().min(1).max(120),
});

export const ResearchReport = z.looseObject({
  inquiry_id: z.string(),
  title: z.string(),
  summary: z.string(),
  claims: z.array(Claim),
  evidence: z.array(EvidenceRecord),
  open_questions: z.array(z.string()).default([]),
  confidence: Confidence.optional(),
  markdown: z.string().optional(),
  completed_at: IsoDateTime.nullable().optional(),
});

/** What the pipeline commits: the report with the verifier results it produced. */
export const ReportEnvelope = z.looseObject({
  report: ResearchReport,
  verifications: z.array(ClaimEvidenceVerification),
});

/** A report file holds either a bare report or an envelope. */
export const ReportFile = z.union([ReportEnvelope, ResearchReport]);

export type Confidence = z.infer<typeof Confidence>;
export type Verdict = z.infer<typeof Verdict>;
export type Claim = z.infer<typeof Claim>;
export type EvidenceRecord = z.infer<typeof EvidenceRecord>;
export type ClaimEvidenceVerification = z.infer<typeof ClaimEvidenceVerification>;
export type ResearchReport = z.infer<typeof ResearchReport>;
export type ReportEnvelope = z.infer<typeof ReportEnvelope>;
