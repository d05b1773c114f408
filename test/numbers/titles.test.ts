// A number in the title of a cited source grounds the claim's number as one in its excerpt does
// (issue 17, item 3): the pipeline's evidence titles here; STORM, Co-STORM and ALCE titles in
// test/formats/titles.test.ts.
import { describe, expect, it } from 'vitest';
import { indexReport } from '../../src/binding/report-index.js';
import { numericFindings } from '../../src/check/numeric-findings.js';
import { findUngroundedNumbers } from '../../src/numbers/index.js';
import { ResearchReport } from '../../src/report/schema.js';
import { report } from '../helpers/reports.js';

/** The claim's numbers that the cited source (excerpt and title) does not ground, both ways, which must agree. */
function flaggedWithTitle(claim: string, excerpt: string, title: string): string[] {
  const parsed = ResearchReport.parse(
    report([{ id: 'c1', statement: claim, evidence_ids: ['e1'] }], [{ id: 'e1', excerpt, title }]),
  );
  const viaCheck = numericFindings(indexReport(parsed, [1])).map((finding) =>
    finding.code === 'ungrounded_number' ? finding.text : '',
  );
  const viaEveryNumber = findUngroundedNumbers(claim, [{ excerpt, title }]).map((found) => found.text);
  expect(viaCheck).toEqual(viaEveryNumber);
  return viaEveryNumber;
}

describe('titles ground numbers', () => {
  it.each([
    // The false alarms seen on real runs: the figure is in the cited source's title only.
    [
      'AlphaFold 3 predicts the structure of protein complexes.',
      'The new model predicts the joint structure of complexes.',
      'AlphaFold 3 predicts the structures and interactions of all of life’s molecules',
    ],
    [
      'Hurricane Idalia made landfall on August 30, 2023.',
      'Idalia made landfall near Keaton Beach on 30 August as a category 3 storm.',
      'Hurricane Idalia 2023: a post-storm report',
    ],
    [
      'Hurricane Idalia of 2023 was a category 3 storm.',
      'Idalia made landfall near Keaton Beach as a category 3 storm.',
      'Hurricane Idalia 2023',
    ],
    // Near misses apply to titles as to excerpts: words, rounding, scale, shares.
    [
      'Three councils signed the pact.',
      'The councils signed the pact in June.',
      '3 councils sign the regional transport pact',
    ],
    [
      'About 39% of staff were infected.',
      'Staff were tested for antibodies.',
      'Antibodies in 39.2% of ward staff after the first wave',
    ],
    ['The fund holds $1.2 billion.', 'The fund grew again this year.', 'A $1,200 million fund for the harbour'],
    ['A third of households took part.', 'Households took part in the survey.', 'Survey: 33% of households take part'],
  ])('%j is grounded by the title', (claim, excerpt, title) => {
    expect(flaggedWithTitle(claim, excerpt, title)).toEqual([]);
    // Without the title's number the same claim is flagged: the title is what grounds it.
    expect(flaggedWithTitle(claim, excerpt, 'A source')).not.toEqual([]);
  });

  it('flags a number neither the excerpt nor the title holds, and a date whose day only the title lacks', () => {
    expect(
      flaggedWithTitle(
        'AlphaFold 4 predicts complexes.',
        'The model predicts complexes.',
        'AlphaFold 3 predicts complexes',
      ),
    ).toEqual(['4']);
    expect(
      flaggedWithTitle(
        'Idalia landed on August 31, 2023.',
        'Idalia made landfall on 30 August.',
        'Hurricane Idalia 2023',
      ),
    ).toEqual(['August 31, 2023']);
    expect(
      flaggedWithTitle('About 45% of staff were infected.', 'Staff were tested.', 'Antibodies in 39.2% of ward staff'),
    ).toEqual(['45%']);
  });

  it('a name in the title grounds only the same name, as in an excerpt', () => {
    expect(
      flaggedWithTitle(
        'Two layers of cloth were used.',
        'Masks were worn on the wards.',
        'Masks and SARS-CoV-2 on wards',
      ),
    ).toEqual(['Two']);
    expect(
      flaggedWithTitle(
        'Transmission of SARS-CoV-2 fell.',
        'Transmission fell on the wards.',
        'Masks and SARS-CoV-2 on wards',
      ),
    ).toEqual([]);
  });
});
