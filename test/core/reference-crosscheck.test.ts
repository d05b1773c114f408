// Cross-checks the TypeScript core against scripts/reference_binding.py, an independent
// Python reading of ../shared/reference/semantics.md. The expected values in
// test/vectors/reference-summaries.json are written by scripts/make-examples.py, which also
// writes the example reports in examples/reports/.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { finishReport } from '../../src/check/finish.js';
import { prepareReport } from '../../src/check/prepare.js';
import { outcomeWithoutProvider } from '../../src/check/semantic-outcome.js';
import { parseReportFile } from '../../src/report/parse.js';
import type { VerificationSummary } from '../../src/binding/aggregate.js';

interface Expected {
  summary: VerificationSummary;
  claim_verdicts: { claim_id: string; verdict: string }[];
  kept: { claim_id: string; evidence_id: string; verdict: string; quote: string | null }[];
  rejected: { claim_id: string; evidence_id: string; reason: string }[];
  dangling: { claim_id: string; evidence_id: string }[];
}

interface VectorFile {
  gate_context: { mode: 'auto'; failure_code: 'missing_api_key' };
  reports: (Expected & { file: string })[];
  synthetic: (Expected & { name: string; description: string; input: unknown })[];
}

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const vectors = JSON.parse(
  readFileSync(new URL('../vectors/reference-summaries.json', import.meta.url), 'utf8'),
) as VectorFile;

/** The core as `citegate check` runs it without an API key (see src/check/run.ts). */
function runCore(file: string, bytes: Uint8Array) {
  const parsed = parseReportFile(file, bytes);
  if (!parsed.ok) throw new Error(`${file} is not a valid report: ${parsed.error.message}`);
  const prepared = prepareReport(parsed);
  const semantic = outcomeWithoutProvider(prepared, 'auto', 'missing_api_key');
  return { prepared, result: finishReport(prepared, semantic) };
}

function observed(file: string, bytes: Uint8Array): Expected {
  const { prepared, result } = runCore(file, bytes);
  return {
    summary: result.summary as VerificationSummary,
    claim_verdicts: result.claims.map(({ id, verdict }) => ({ claim_id: id, verdict })),
    kept: prepared.committed.kept.map(({ pair, result: r }) => ({
      claim_id: pair.claimId,
      evidence_id: pair.evidenceId,
      verdict: r.verdict,
      quote: r.quote,
    })),
    rejected: result.rejected.map(({ claim_id, evidence_id, reason }) => ({ claim_id, evidence_id, reason })),
    dangling: result.findings
      .filter((f) => f.code === 'dangling_citation')
      .map((f) => ({ claim_id: f.claim_id, evidence_id: (f as { evidence_id: string }).evidence_id })),
  };
}

function expectAgreement(actual: Expected, expected: Expected): void {
  expect(actual.summary, 'summary').toEqual(expected.summary);
  expect(actual.claim_verdicts, 'per-claim verdicts').toEqual(expected.claim_verdicts);
  expect(actual.kept, 'kept results, in result order').toEqual(expected.kept);
  expect(actual.rejected, 'rejections (reason and order)').toEqual(expected.rejected);
  expect(actual.dangling, 'dangling citations').toEqual(expected.dangling);
}

describe('example reports agree with the Python reference', () => {
  it('covers every example file', () => {
    const files = readdirSync(new URL('../../examples/reports/', import.meta.url))
      .filter((name) => name.endsWith('.report.json'))
      .map((name) => `examples/reports/${name}`)
      .sort();
    expect(vectors.reports.map(({ file }) => file).sort()).toEqual(files);
  });

  it.each(vectors.reports.map((entry) => [entry.file, entry] as const))('%s', (file, expected) => {
    const bytes = readFileSync(new URL(`../../${file}`, import.meta.url));
    expectAgreement(observed(file, bytes), expected);
  });

  it('puts each claim on the line where its object starts', () => {
    for (const { file } of vectors.reports) {
      const text = readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');
      const lines = text.split('\n');
      const { result } = runCore(file, new TextEncoder().encode(text));
      for (const claim of result.claims) {
        expect(lines[claim.line - 1]?.trim(), `${file} ${claim.id}`).toBe('{');
        expect(lines[claim.line]?.trim()).toBe(`"id": ${JSON.stringify(claim.id)},`);
      }
    }
  });
});

describe('synthetic edge cases agree with the Python reference', () => {
  it.each(vectors.synthetic.map((entry) => [entry.name, entry] as const))('%s', (name, expected) => {
    const bytes = new TextEncoder().encode(JSON.stringify(expected.input, null, 2));
    expectAgreement(observed(`${name}.report.json`, bytes), expected);
  });
});

describe('scripts/make-examples.py', () => {
  it('reports that the committed examples and vectors are current', () => {
    const output = execFileSync('python3', ['scripts/make-examples.py', '--check'], {
      cwd: repoRoot,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    expect(output).toContain('up to date');
  });
});
