import { expect, it } from 'vitest';
import { indexReport } from '../../src/binding/report-index.js';
import { numericFindings } from '../../src/check/numeric-findings.js';
import { extractNumbers, findUngroundedNumbers, type NumericFact } from '../../src/numbers/index.js';
import { ResearchReport } from '../../src/report/schema.js';
import { report } from '../helpers/reports.js';

/** The checkable facts of a text, reduced to what the tests compare. */
export function checked(text: string): Pick<NumericFact, 'text' | 'value' | 'unit' | 'kind'>[] {
  return extractNumbers(text)
    .filter((f) => !f.groundOnly)
    .map(({ text: t, value, unit, kind }) => ({ text: t, value, unit, kind }));
}

/** Every reading of the checkable facts, flattened. */
export function readings(text: string): number[] {
  return extractNumbers(text)
    .filter((f) => !f.groundOnly)
    .flatMap((f) => [...(f.values ?? [f.value])]);
}

/**
 * The texts of the claim's numbers that the excerpts do not ground, as the report check finds them (with
 * its verbatim shortcut) and as reading every number finds them.
 */
export function findingsBothWays(
  claim: string,
  excerpts: readonly string[],
): { viaCheck: string[]; viaEveryNumber: string[] } {
  const evidence = excerpts.map((excerpt, i) => ({ id: `e${i}`, excerpt }));
  const parsed = ResearchReport.parse(
    report([{ id: 'c1', statement: claim, evidence_ids: evidence.map((e) => e.id) }], evidence),
  );
  return {
    viaCheck: numericFindings(indexReport(parsed, [1])).map((finding) =>
      finding.code === 'ungrounded_number' ? finding.text : '',
    ),
    viaEveryNumber: findUngroundedNumbers(claim, excerpts).map((found) => found.text),
  };
}

/** The findings both ways (findingsBothWays), which must agree. */
export function flagged(claim: string, ...excerpts: string[]): string[] {
  const { viaCheck, viaEveryNumber } = findingsBothWays(claim, excerpts);
  expect(viaCheck).toEqual(viaEveryNumber);
  return viaEveryNumber;
}

/** One test per row: the excerpt grounds every number of the claim. */
export function itGrounds(rows: [claim: string, excerpt: string][]): void {
  it.each(rows)('%j is grounded by %j', (claim, excerpt) => {
    expect(flagged(claim, excerpt)).toEqual([]);
  });
}

/** One test per row: against the excerpt, exactly these numbers of the claim are flagged. */
export function itFlags(rows: [claim: string, excerpt: string, expected: string[]][]): void {
  it.each(rows)('%j against %j flags %j', (claim, excerpt, expected) => {
    expect(flagged(claim, excerpt)).toEqual(expected);
  });
}
