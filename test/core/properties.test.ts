import fc from 'fast-check';
import { findNodeAtLocation, parseTree } from 'jsonc-parser';
import { describe, expect, it } from 'vitest';
import { claimVerdicts, summarize } from '../../src/binding/aggregate.js';
import { bindResults } from '../../src/binding/bind.js';
import { pairKey } from '../../src/binding/pair-key.js';
import { indexReport } from '../../src/binding/report-index.js';
import { arrayElementOffsets, offsetOfPath } from '../../src/report/locate.js';
import { ResearchReport, type ClaimEvidenceVerification } from '../../src/report/schema.js';
import { claimFingerprint, evidenceFingerprint } from '../../src/text/fingerprint.js';
import { report } from '../helpers/reports.js';

const claimIds = ['c1', 'c2', 'c3', 'c4'];
const evidenceIds = ['e1', 'e2', 'e3', 'gone'];
const verdicts = ['supports', 'contradicts', 'insufficient', 'unverifiable'] as const;

const reportArb = fc.record({
  claims: fc.uniqueArray(
    fc.record({
      id: fc.constantFrom(...claimIds),
      statement: fc.constantFrom('Costs fell by 12 percent.', 'Ridership rose.', 'ß ist groß'),
      evidence_ids: fc.array(fc.constantFrom(...evidenceIds), { maxLength: 4 }),
      confidence: fc.constantFrom('low', 'medium', 'high'),
    }),
    { selector: (claim) => claim.id, maxLength: 4 },
  ),
  evidence: fc.uniqueArray(fc.record({ id: fc.constantFrom('e1', 'e2', 'e3'), excerpt: fc.constantFrom('Costs fell by 12 percent in 2024.', 'Ridership rose in May.') }), {
    selector: (record) => record.id,
    maxLength: 3,
  }),
});

function resultsArb(statements: Map<string, string>, excerpts: Map<string, string>) {
  return fc.array(
    fc.record({
      claim_id: fc.constantFrom(...claimIds, 'ghost'),
      evidence_id: fc.constantFrom(...evidenceIds),
      verdict: fc.constantFrom(...verdicts),
      quote: fc.constantFrom(null, 'fell by 12 percent', 'Ridership rose', ' rose', 'nowhere'),
      freshClaim: fc.boolean(),
      freshEvidence: fc.boolean(),
    }),
    { maxLength: 12 },
  ).map((drafts) =>
    drafts.map(({ freshClaim, freshEvidence, ...draft }): ClaimEvidenceVerification => ({
      ...draft,
      limitations: [],
      confidence: 0.5,
      verifier_version: 'p',
      claim_sha256: freshClaim ? claimFingerprint(statements.get(draft.claim_id) ?? '') : 'a'.repeat(64),
      evidence_sha256: freshEvidence ? evidenceFingerprint(excerpts.get(draft.evidence_id) ?? '') : 'b'.repeat(64),
    })),
  );
}

const scenario = reportArb.chain((draft) => {
  const parsed = ResearchReport.parse(report(draft.claims, draft.evidence));
  const statements = new Map(parsed.claims.map((claim) => [claim.id, claim.statement]));
  const excerpts = new Map(parsed.evidence.map((record) => [record.id, record.excerpt]));
  return resultsArb(statements, excerpts).map((results) => ({ parsed, results }));
});

describe('binding properties', () => {
  it('never keeps a result for a pair the report does not contain, and keeps each pair once', () => {
    fc.assert(
      fc.property(scenario, ({ parsed, results }) => {
        const index = indexReport(parsed, []);
        const { kept, rejected } = bindResults(index, results, 'committed');
        const evidenceInReport = new Set(parsed.evidence.map((record) => record.id));
        for (const { pair, result } of kept) {
          const claim = parsed.claims.find((candidate) => candidate.id === pair.claimId);
          expect(claim?.evidence_ids).toContain(pair.evidenceId);
          expect(evidenceInReport.has(pair.evidenceId)).toBe(true);
          expect(pairKey(result.claim_id, result.evidence_id)).toBe(pair.key);
        }
        expect(new Set(kept.map(({ pair }) => pair.key)).size).toBe(kept.length);
        expect(kept.length + rejected.length).toBe(results.length);
      }),
      { numRuns: 500 },
    );
  });

  it('aggregates with contradicts > supports > insufficient > unverifiable, and the counts add up', () => {
    fc.assert(
      fc.property(scenario, ({ parsed, results }) => {
        const index = indexReport(parsed, []);
        const { kept } = bindResults(index, results, 'committed');
        const basis = { kind: 'bound', failureCode: null } as const;
        const verdictsByClaim = claimVerdicts(index, kept);
        for (const claim of index.claims) {
          const mine = kept.filter(({ pair }) => pair.claimId === claim.id).map(({ result }) => result.verdict);
          const expected = mine.includes('contradicts') ? 'contradicts' : mine.includes('supports') ? 'supports' : mine.includes('insufficient') ? 'insufficient' : 'unverifiable';
          expect(verdictsByClaim.get(claim.id)).toBe(expected);
        }
        const summary = summarize(index, kept, verdictsByClaim, basis);
        expect(summary.supported_claim_count + summary.contradicted_claim_count + summary.insufficient_claim_count + summary.unverifiable_claim_count).toBe(summary.claim_count);
        expect(summary.verified_pair_count).toBeLessThanOrEqual(summary.pair_count);
        expect(summary.coverage_ratio).toBeGreaterThanOrEqual(0);
        expect(summary.coverage_ratio).toBeLessThanOrEqual(1);
        expect(summary.status === 'complete').toBe(summary.verified_pair_count === summary.pair_count);
      }),
      { numRuns: 500 },
    );
  });
});

describe('JSON positions', () => {
  const documentArb = fc.record({ claims: fc.array(fc.jsonValue({ maxDepth: 3 }), { maxLength: 5 }), other: fc.jsonValue({ maxDepth: 3 }) });

  it('finds the same array element offsets as a full JSON parser', () => {
    fc.assert(
      fc.property(documentArb, fc.constantFrom(0, 2), fc.boolean(), (document, indent, envelope) => {
        const value = envelope ? { verifications: [], report: document } : document;
        const text = JSON.stringify(value, null, indent);
        const path = envelope ? ['report', 'claims'] : ['claims'];
        const node = findNodeAtLocation(parseTree(text)!, path);
        expect(arrayElementOffsets(text, path)).toEqual(node?.children?.map((child) => child.offset) ?? []);
        if (document.claims.length > 0) {
          const last = document.claims.length - 1;
          expect(offsetOfPath(text, [...path, last])).toBe(node?.children?.[last]?.offset);
        }
      }),
      { numRuns: 500 },
    );
  });
});
