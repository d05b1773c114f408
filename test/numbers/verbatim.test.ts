import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { occursVerbatim } from '../../src/numbers/index.js';
import { findingsBothWays } from './helpers.js';

describe('occursVerbatim', () => {
  it.each([
    ['12 percent', 'travel time fell by 12 percent overall', true],
    ['12 percent', 'travel time fell by 112 percent overall', false],
    ['12 percent', 'it fell by 1.12 percent', false],
    ['12', 'serotype 12,5 and more', false],
    ['12', 'a total of 12.5 units', false],
    ['12', 'in 12 of 13 serotypes', true],
    ['19', 'COVID-19 cases', false],
    ['2018', 'in 2018.', true],
    ['EUR 112 million', 'revenue of EUR 112 million, compared with', true],
    ['5', '5%', false],
  ])('%j in %j: %s', (text, excerpt, expected) => {
    expect(occursVerbatim({ text }, excerpt)).toBe(expected);
  });
});

describe('the verbatim shortcut in the report check', () => {
  const spellings = [
    '12',
    '12 percent',
    '12%',
    '1,200',
    '1200',
    'EUR 112 million',
    '112 million euros',
    '2018',
    'twelve',
    '3.5%',
    '10-12',
    'COVID-19',
    '15 percent',
    '0.35',
  ];
  // Dates are read in context ("12 of March 2018" is a day, not a count): only the subset property holds.
  const dates = ['1 March 2018', 'March 2018'];
  const words = ['fell by', 'rose to', 'in', 'about', 'and', 'of', 'reported', 'the total'];
  const number = fc.constantFrom(...spellings);
  const word = fc.constantFrom(...words);
  // Numbers between words, as sentences have them; back to back ("12 112 million") the extractor
  // may read two spellings as one number, where the shortcut sees each alone.
  const sentence = fc
    .array(fc.tuple(word, number), { minLength: 1, maxLength: 5 })
    .map((pairs) => `${pairs.flat().join(' ')}.`);
  const anyText = fc
    .array(fc.oneof(number, word, fc.constantFrom(...dates, '(', ')', ',')), { minLength: 1, maxLength: 10 })
    .map((parts) => `${parts.join(' ')}.`);

  it('finds what reading every number of every excerpt finds, on sentences', () => {
    fc.assert(
      fc.property(sentence, fc.array(sentence, { minLength: 1, maxLength: 3 }), (statement, excerpts) => {
        const { viaCheck: viaShortcut, viaEveryNumber } = findingsBothWays(statement, excerpts);
        expect(viaShortcut).toEqual(viaEveryNumber);
      }),
      { numRuns: 2000 },
    );
  });

  it('never raises a finding that reading every number would not, on any text', () => {
    fc.assert(
      fc.property(anyText, fc.array(anyText, { minLength: 1, maxLength: 3 }), (statement, excerpts) => {
        const { viaCheck: viaShortcut, viaEveryNumber } = findingsBothWays(statement, excerpts);
        for (const text of viaShortcut) expect(viaEveryNumber).toContain(text);
      }),
      { numRuns: 2000 },
    );
  });
});
