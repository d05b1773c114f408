// The zod-free check of a report's committed results (src/report/plain-verifications.ts) keeps
// exactly what zod keeps: a result it takes, zod takes and gives back unchanged, key for key and
// in the same order; anything else it leaves to zod.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { lengthWithin, limitsOf } from '../../src/report/plain-report.js';
import { maxItems, plainVerifications } from '../../src/report/plain-verifications.js';
import { ClaimEvidenceVerification, ReportEnvelope } from '../../src/report/schema.js';
import { parseReportFile } from '../../src/report/parse.js';
import { report, verification } from '../helpers/reports.js';

const Results = z.array(ClaimEvidenceVerification);
/** Mostly `valid`, sometimes one of the edges or wrong values in `other`. */
const mostly = (valid: fc.Arbitrary<unknown>, ...other: fc.Arbitrary<unknown>[]): fc.Arbitrary<unknown> =>
  fc.oneof({ arbitrary: valid, weight: 30 }, ...other.map((arbitrary) => ({ arbitrary, weight: 1 })));
const sha = mostly(fc.stringMatching(/^[0-9a-f]{64}$/), fc.stringMatching(/^[0-9a-fA-F]{63,65}$/), fc.constant(''));
const text = (max: number) =>
  mostly(
    fc.string({ maxLength: 8 }),
    fc.constantFrom(max - 1, max, max + 1).map((length) => 'x'.repeat(length)),
    fc.integer(),
  );
// Mostly what the pipeline writes, with each rule's edges and wrong types mixed in.
const resultArb = fc.record({
  claim_id: mostly(fc.string({ maxLength: 6 }), fc.integer()),
  evidence_id: mostly(fc.string({ maxLength: 6 }), fc.constant(null)),
  verdict: mostly(
    fc.constantFrom('supports', 'contradicts', 'insufficient', 'unverifiable'),
    fc.constantFrom('Supports', 'maybe'),
  ),
  quote: mostly(fc.constant(null), text(2000)),
  limitations: mostly(
    fc.array(fc.string({ maxLength: 4 }), { maxLength: 3 }),
    fc.array(fc.string({ maxLength: 2 }), { minLength: 9, maxLength: 11 }),
    fc.array(fc.integer(), { minLength: 1, maxLength: 2 }),
  ),
  confidence: mostly(
    fc.oneof(fc.double({ min: 0, max: 1, noNaN: true }), fc.constantFrom('low', 'medium', 'high')),
    fc.double({ min: -0.5, max: 1.5, noNaN: true }),
    fc.constantFrom(-0, 1e-300, 'certain', null),
  ),
  claim_sha256: sha,
  evidence_sha256: sha,
  verifier_version: mostly(fc.string({ minLength: 1, maxLength: 8 }), fc.constant(''), text(120)),
});
// The same results, sometimes with a key dropped, an extra key or the keys in another order.
const writtenArb = fc.tuple(resultArb, fc.nat(60), fc.boolean()).map(([result, change, reverse]) => {
  const entries: [string, unknown][] = Object.entries(result);
  if (change < entries.length && change % 3 === 0) entries.splice(change, 1);
  if (change === 19) entries.push(['extra', 1]);
  if (change === 20) entries.push(['__proto__', {}]);
  if (reverse && change % 2 === 0) entries.reverse();
  return JSON.parse(JSON.stringify(Object.fromEntries(entries))) as unknown;
});

describe("a report's committed results checked without zod", () => {
  it('takes only what zod takes, and gives back what zod gives, key for key', () => {
    let taken = 0;
    fc.assert(
      fc.property(fc.array(writtenArb, { maxLength: 3 }), (results) => {
        const plain = plainVerifications(results);
        const checked = Results.safeParse(results);
        if (plain === null) return;
        if (results.length > 0) taken++;
        expect(checked.success).toBe(true);
        expect(JSON.stringify(plain)).toBe(JSON.stringify(checked.data));
      }),
      { numRuns: 3000 },
    );
    // The generator reaches the results it takes, not only those it leaves to zod.
    expect(taken).toBeGreaterThan(20);
  });

  it("takes results as the pipeline writes them, and a report's file reads the same either way", () => {
    const claim = { id: 'c1', statement: 'Average travel time fell by 12 percent.', evidence_ids: ['e1'] };
    const evidence = { id: 'e1', excerpt: 'The evaluation found that average travel time fell by 12 percent.' };
    const results = [verification(claim, evidence, 'supports', 'fell by 12 percent')];
    expect(plainVerifications(results)).toBe(results);
    const file = { report: report([claim], [evidence]), verifications: results };
    const parsed = parseReportFile('r.report.json', new TextEncoder().encode(JSON.stringify(file)));
    if (!parsed.ok) throw new Error(parsed.error.message);
    const zod = ReportEnvelope.parse(file);
    expect(JSON.stringify({ report: parsed.report, verifications: parsed.verifications })).toBe(
      JSON.stringify({ report: zod.report, verifications: zod.verifications }),
    );
  });

  it('leaves a result zod refuses to zod, for its error', () => {
    const claim = { id: 'c1', statement: 'Average travel time fell by 12 percent.', evidence_ids: ['e1'] };
    const evidence = { id: 'e1', excerpt: 'The evaluation found that average travel time fell by 12 percent.' };
    const result = { ...verification(claim, evidence, 'supports', 'fell by 12 percent'), confidence: 1.5 };
    expect(plainVerifications([result])).toBeNull();
    const file = { report: report([claim], [evidence]), verifications: [result] };
    const parsed = parseReportFile('r.report.json', new TextEncoder().encode(JSON.stringify(file)));
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error.path).toBe('$.verifications[0].confidence');
  });
});

describe('string limits counted as zod counts them, in code points', () => {
  it('keeps a quote of 1,500 emoji (3,000 UTF-16 units) on the plain path, as zod keeps it', () => {
    const claim = { id: 'c1', statement: 'Average travel time fell by 12 percent.', evidence_ids: ['e1'] };
    const evidence = { id: 'e1', excerpt: 'The evaluation found that average travel time fell by 12 percent.' };
    const results = [{ ...verification(claim, evidence, 'supports', 'fell by 12 percent'), quote: '😀'.repeat(1500) }];
    expect(Results.safeParse(results).success).toBe(true);
    expect(plainVerifications(results)).toBe(results);
  });

  it('refuses what zod refuses at either end, a floor included (one emoji is two units but one code point)', () => {
    const piece = fc.constantFrom('a', '😀', '\ud800', 'é');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 8 }), fc.nat(5), fc.nat(5), (pieces, min, extra) => {
        const schema = z
          .string()
          .min(min)
          .max(min + extra);
        const value = pieces.join('');
        expect(lengthWithin(value, limitsOf(schema))).toBe(schema.safeParse(value).success);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('the limit on limitations, read from the schema', () => {
  it('is the array’s maximum, and -1 (zod decides) when the array or its items have another check', () => {
    expect(maxItems(z.array(z.string()).max(10))).toBe(10);
    expect(maxItems(z.array(z.string()))).toBe(Infinity);
    expect(maxItems(z.array(z.string()).max(10).min(1))).toBe(-1);
    expect(maxItems(z.array(z.string().max(3)).max(10))).toBe(-1);
  });
});
