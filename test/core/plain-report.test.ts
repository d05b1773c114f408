// The zod-free check of a report's claims and evidence records (src/report/plain-report.ts)
// keeps exactly what zod keeps: a report it takes, zod takes and gives back the same, key for
// key and in the same order; anything else it leaves to zod.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { plainReport } from '../../src/report/plain-report.js';
import { ResearchReport } from '../../src/report/schema.js';

/** Mostly `valid`, sometimes one of the edges or wrong values in `other`. */
const mostly = (valid: fc.Arbitrary<unknown>, ...other: fc.Arbitrary<unknown>[]): fc.Arbitrary<unknown> =>
  fc.oneof({ arbitrary: valid, weight: 30 }, ...other.map((arbitrary) => ({ arbitrary, weight: 1 })));
// zod counts code points: a string of astral characters (two UTF-16 units each) near a limit is
// where a count in units would differ from zod's.
const sized = (min: number, max: number) =>
  mostly(
    fc.string({ minLength: min, maxLength: min + 6 }),
    fc.constantFrom(min - 1, max, max + 1).map((length) => 'x'.repeat(Math.max(0, length))),
    fc.integer(),
    fc.string({ unit: 'binary', minLength: Math.ceil(min / 2), maxLength: min + 2 }),
    fc
      .constantFrom(min - 1, min, Math.ceil(min / 2), max, max + 1)
      .map((length) => '\u{1f600}'.repeat(Math.max(0, length))),
    fc.constantFrom(max, max + 1).map((length) => `${'\u{1f600}'.repeat(Math.max(0, length - 1))}x`),
  );
const hashed = mostly(fc.string({ maxLength: 8 }), fc.constant('a\ud800b'), fc.constant(null));
const strings = mostly(fc.array(fc.string({ maxLength: 3 }), { maxLength: 3 }), fc.constant([1]), fc.constant('e1'));

const claimArb = fc.record(
  {
    id: sized(1, 100),
    statement: hashed,
    evidence_ids: strings,
    counter_evidence: mostly(fc.constant([]), fc.constant([{ summary: 's' }]), fc.constant({})),
    confidence: mostly(fc.constantFrom('low', 'medium', 'high'), fc.constantFrom('High', null)),
    uncertainty_notes: strings,
  },
  { requiredKeys: ['id', 'statement'] },
);
const evidenceArb = fc.record(
  {
    id: sized(1, 100),
    title: sized(1, 500),
    url: sized(8, 4000),
    excerpt: mostly(fc.string({ maxLength: 8 }), fc.constant('a\udc00'), fc.constant('x'.repeat(50_001))),
    relation: mostly(fc.constantFrom('supports', 'challenges', 'context'), fc.constant('refutes')),
    research_unit_id: mostly(fc.string({ maxLength: 4 }), fc.constant(3)),
    published_at: mostly(
      fc.constantFrom(null, '2025-06-01T00:00:00Z', '2025-06-01T00:00:00+02:00', '2025-06-01T00:00:00'),
      fc.constantFrom('2025-06-01', 'June 2025', 5),
    ),
  },
  { requiredKeys: ['id', 'title', 'url', 'excerpt'] },
);
/** The same object, sometimes with an extra key or its keys in another order, as JSON.parse gives it. */
const written = <T extends object>(arb: fc.Arbitrary<T>) =>
  fc.tuple(arb, fc.nat(40), fc.boolean()).map(([value, change, reverse]) => {
    const entries: [string, unknown][] = Object.entries(value);
    if (change === 19) entries.push(['extra', 1]);
    if (change === 20) entries.push(['__proto__', {}]);
    if (change === 21) entries.push(['assessment', {}]);
    if (reverse) entries.reverse();
    return JSON.parse(JSON.stringify(Object.fromEntries(entries))) as unknown;
  });
const reportArb = fc.record({
  inquiry_id: mostly(fc.constant('i'), fc.constant(1)),
  title: fc.constant('t'),
  summary: fc.constant('s'),
  claims: fc.array(written(claimArb), { maxLength: 3 }),
  evidence: fc.array(written(evidenceArb), { maxLength: 3 }),
  open_questions: mostly(fc.constant([]), fc.constant(['q']), fc.constant([2])),
});

describe("a report's claims and records checked without zod", () => {
  it('takes only what zod takes, and gives back what zod gives, key for key', () => {
    let taken = 0;
    fc.assert(
      fc.property(written(reportArb), (report) => {
        const plain = plainReport(report);
        if (plain === null) return;
        const checked = ResearchReport.safeParse(report);
        if (plain.claims.length + plain.evidence.length > 1) taken++;
        expect(checked.success).toBe(true);
        expect(JSON.stringify(plain)).toBe(JSON.stringify(checked.data));
      }),
      { numRuns: 3000 },
    );
    // The generator reaches the reports it takes, not only those it leaves to zod.
    expect(taken).toBeGreaterThan(20);
  });

  it('measures lengths as zod does, in code points: a URL of four emoji is too short', () => {
    const evidence = (url: string, title = 'T') => ({ id: 'e1', title, url, excerpt: 'E.' });
    const report = (record: object) => ({ inquiry_id: 'i', title: 't', summary: 's', claims: [], evidence: [record] });
    for (const url of ['\u{1f600}'.repeat(4), 'http:/\u{1f600}', '\u{1f600}'.repeat(7)]) {
      expect(ResearchReport.safeParse(report(evidence(url))).success).toBe(false);
      expect(plainReport(report(evidence(url)))).toBeNull();
    }
    // 500 emoji are 1,000 units and 500 code points: zod keeps such a title, and so does this.
    const long = report(evidence('https://example.org', '\u{1f600}'.repeat(500)));
    expect(ResearchReport.safeParse(long).success).toBe(true);
    expect(JSON.stringify(plainReport(long))).toBe(JSON.stringify(ResearchReport.parse(long)));
  });

  it('leaves counter-evidence, an assessment or an extra key to zod', () => {
    const claim = { id: 'c1', statement: 'S.', evidence_ids: ['e1'] };
    const evidence = { id: 'e1', title: 'T', url: 'https://example.org', excerpt: 'E.' };
    const report = { inquiry_id: 'i', title: 't', summary: 's', claims: [claim], evidence: [evidence] };
    expect(plainReport(report)).not.toBeNull();
    expect(plainReport({ ...report, claims: [{ ...claim, counter_evidence: [{ summary: 's' }] }] })).toBeNull();
    expect(plainReport({ ...report, evidence: [{ ...evidence, assessment: {} }] })).toBeNull();
    expect(plainReport({ ...report, claims: [{ ...claim, extra: 1 }] })).toBeNull();
  });
});
