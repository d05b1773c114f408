import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { extractNumbers, findUngroundedNumbers } from '../../src/numbers/index.js';

const words = fc.constantFrom(
  'the',
  'rate',
  'rose',
  'by',
  'in',
  'of',
  'patients',
  'costs',
  'about',
  'and',
  'since',
  'sites',
);
const numberToken = fc.oneof(
  fc.integer({ min: 0, max: 10_000_000 }).map(String),
  fc.integer({ min: 0, max: 100_000 }).map((n) => n.toLocaleString('en-US')),
  fc.integer({ min: 0, max: 100_000 }).map((n) => n.toLocaleString('de-DE')),
  fc.double({ min: 0, max: 1000, noNaN: true }).map((d) => d.toFixed(2)),
  fc.integer({ min: 0, max: 100 }).map((n) => `${n}%`),
  fc.integer({ min: 0, max: 100 }).map((n) => `${n} percent`),
  fc.integer({ min: 1, max: 999 }).map((n) => `EUR ${n} million`),
  fc.integer({ min: 1, max: 999 }).map((n) => `$${n}bn`),
  fc.integer({ min: 1990, max: 2040 }).map(String),
  fc.integer({ min: 1, max: 28 }).map((d) => `${d} March 2020`),
  fc.tuple(fc.integer({ min: 1, max: 50 }), fc.integer({ min: 51, max: 99 })).map(([a, b]) => `${a}-${b}`),
  fc.constantFrom('twelve', 'Twenty', 'one', 'COVID-19', 'N95', 'Phase 3', '[4]', 'H1N1', 'twenty-five'),
);
const sentence = fc
  .array(fc.oneof(words, numberToken), { minLength: 1, maxLength: 14 })
  .map((parts) => `${parts.join(' ')}.`);

describe('properties', () => {
  it('an integer written as digits is grounded by the same integer in en-US or de-DE grouping', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), fc.constantFrom('en-US', 'de-DE'), (n, locale) => {
        const claim = `The programme reached ${n} households.`;
        const excerpt = `By then it had reached ${n.toLocaleString(locale)} households in total.`;
        expect(findUngroundedNumbers(claim, [excerpt])).toEqual([]);
      }),
    );
  });

  it('a sentence grounds itself', () => {
    fc.assert(
      fc.property(sentence, (s) => {
        expect(findUngroundedNumbers(s, [s])).toEqual([]);
      }),
      { numRuns: 500 },
    );
  });

  it('a sentence is grounded by itself inside a longer excerpt', () => {
    fc.assert(
      fc.property(sentence, sentence, (s, other) => {
        expect(findUngroundedNumbers(s, [`${other} ${s} ${other}`])).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('facts lie inside the text, in order, and do not overlap', () => {
    fc.assert(
      fc.property(sentence, (s) => {
        let last = 0;
        for (const f of extractNumbers(s)) {
          expect(f.start).toBeGreaterThanOrEqual(last);
          expect(f.end).toBeLessThanOrEqual(s.length);
          expect(s.slice(f.start, f.end)).toBe(f.text);
          last = f.end;
        }
      }),
      { numRuns: 500 },
    );
  });

  it('never throws on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), fc.string({ maxLength: 200 }), (a, b) => {
        findUngroundedNumbers(a, [b]);
      }),
      { numRuns: 1000 },
    );
  });

  it('a different integer percentage is not grounded', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }), (a, b) => {
        fc.pre(a !== b);
        const found = findUngroundedNumbers(`It fell by ${a} percent.`, [`It fell by ${b}%.`]);
        expect(found.map((u) => u.value)).toEqual([a]);
      }),
    );
  });
});
