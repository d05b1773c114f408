// A union of indexes (citation recall's cited sentences of one paragraph, src/check/recall.ts)
// grounds exactly what the list of those indexes grounds: each grounding rule asks for one entry,
// date or name of some index, and a date without a year takes its year from its own excerpt only.
import { describe, expect, it } from 'vitest';
import { addToUnion, extractNumbers, groundNumbers, indexNumbers, unionIndex } from '../../src/numbers/index.js';

const CLAIMS = [
  'It rose 39% to 1,234 units in 2019.',
  'About 1.2 million people moved on 1 March 2018.',
  'A third of staff left on the 24th.',
  'The rate was 0.42, or 42 percent.',
  'COVID-19 cases reached 10m by March.',
  'It cost $3.4bn, about 12.5% more, on 30 August 2023.',
  'Phase 3 began in 2021 with 2+1 doses.',
];
const EXCERPTS = [
  'Output rose 39.2% to 1234 units in 2019.',
  'On 1 March the ministry said 1,200,000 people moved.',
  '(2018) was the year of the census.',
  'Some 33% of staff left on 24 March.',
  'The rate was 42%; COVID-19 cases reached 10 million.',
  'It cost 3,400 million dollars on 30 August.',
  'In 2023 the price rose 12.5 percent.',
  'The phase 3 trial began in 2021; the 2+1 schedule stands.',
];

describe('a union of indexes grounds what the list of them grounds', () => {
  it.each(CLAIMS)('%s', (claim) => {
    const facts = extractNumbers(claim);
    const indexes = EXCERPTS.map((excerpt) => indexNumbers(excerpt));
    // Every prefix of the excerpts: the union grows as the paragraph's cited sentences do.
    const union = unionIndex();
    indexes.forEach((index, at) => {
      addToUnion(union, index);
      expect(groundNumbers(facts, [union])).toEqual(groundNumbers(facts, indexes.slice(0, at + 1)));
    });
  });

  it('a date without a year takes its year from its own excerpt only, as with the list', () => {
    // "1 March" is in one excerpt, "2018" in another: neither grounds "1 March 2018" on its own.
    const facts = extractNumbers('It opened on 1 March 2018.');
    const indexes = [indexNumbers('It opened on 1 March.'), indexNumbers('The year 2018 was busy.')];
    const union = unionIndex();
    for (const index of indexes) addToUnion(union, index);
    expect(groundNumbers(facts, indexes).map((u) => u.text)).toEqual(['1 March 2018']);
    expect(groundNumbers(facts, [union]).map((u) => u.text)).toEqual(['1 March 2018']);
  });
});
