// Builders for report files in tests: realistic defaults, correct fingerprints.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { claimFingerprint, evidenceFingerprint } from '../../src/text/fingerprint.js';

export interface TestClaim {
  id: string;
  statement: string;
  evidence_ids: string[];
  confidence?: 'low' | 'medium' | 'high';
  [extra: string]: unknown;
}

export interface TestEvidence {
  id: string;
  excerpt: string;
  title?: string;
  url?: string;
  [extra: string]: unknown;
}

export function report(claims: TestClaim[], evidence: TestEvidence[], extra: Record<string, unknown> = {}) {
  return {
    inquiry_id: 'inq-test',
    title: 'Test report',
    summary: 'A report written for a test.',
    claims,
    evidence: evidence.map((record) => ({
      title: `Source ${record.id}`,
      url: `https://example.org/${record.id}`,
      relation: 'supports',
      ...record,
    })),
    open_questions: [],
    ...extra,
  };
}

export function verification(
  claim: Pick<TestClaim, 'id' | 'statement'>,
  evidence: Pick<TestEvidence, 'id' | 'excerpt'>,
  verdict: 'supports' | 'contradicts' | 'insufficient' | 'unverifiable',
  quote: string | null,
  overrides: Record<string, unknown> = {},
) {
  return {
    claim_id: claim.id,
    evidence_id: evidence.id,
    verdict,
    quote,
    limitations: [],
    confidence: 0.9,
    claim_sha256: claimFingerprint(claim.statement),
    evidence_sha256: evidenceFingerprint(evidence.excerpt),
    verifier_version: 'test-verifier-1',
    ...overrides,
  };
}

/** A temporary folder with the given files (name -> JSON value or raw string/bytes). */
export function tempFolder(files: Record<string, unknown>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'citegate-test-'));
  for (const [name, content] of Object.entries(files)) {
    const target = path.join(dir, name);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(
      target,
      typeof content === 'string' || content instanceof Uint8Array ? content : JSON.stringify(content, null, 2),
    );
  }
  return dir;
}
