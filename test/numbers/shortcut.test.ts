import fc from 'fast-check';
import { describe, it } from 'vitest';
import { flagged } from './helpers.js';

// The report check settles a claim number copied verbatim from an excerpt by a text search. Names, labels,
// list markers and words read as numbers only in context (issue 13) must not make that search find what
// reading every number would not: `flagged` asserts both agree.

const tokens = [
  '12',
  'two',
  '2',
  '19',
  '2019',
  '2012',
  'group 12 patients',
  'group 12',
  '(2)',
  '2) the',
  'COVID 19',
  'COVID-19',
  'SARS-CoV-2',
  'coronavirus disease 2019',
  'coronavirus disease 2012',
  'Phase 3',
  'half of',
  'a third of',
  'a third dose',
  'the first half',
  'doubled',
  'double the',
  'double-blind',
  'twice',
  'the 1970s',
  "the '70s",
  'the Seventies',
  '0.42',
  '42%',
  '39.2%',
  '39%',
  'three quarters',
  'interleukin 6',
  'IL-6',
];
const words = ['the', 'rose', 'by', 'in', 'of', 'patients', 'and', 'about', 'since', 'were'];
const sentence = fc
  .array(fc.tuple(fc.constantFrom(...words), fc.constantFrom(...tokens)), { minLength: 1, maxLength: 5 })
  .map((pairs) => `${pairs.flat().join(' ')}.`);

describe('the verbatim shortcut with names, labels and words read in context', () => {
  it('finds what reading every number of every excerpt finds', () => {
    fc.assert(
      fc.property(sentence, fc.array(sentence, { minLength: 1, maxLength: 3 }), (claim, excerpts) => {
        flagged(claim, ...excerpts);
      }),
      { numRuns: 1000 },
    );
  });
});
