/**
 * Numeric grounding: the numbers in a claim that none of its cited excerpts contains, in any spelling.
 * "12 percent" = "12 %" = "12%" = "12 pct"; "112 million euros" = "EUR 112 million" = "€112m" =
 * "112,000,000"; "twelve" = "12"; "1.000" = "1,000" = "1 000"; "1 March 2018" = "2018-03-01". Pure and
 * deterministic. A finding is a lead for a reviewer, not proof of an error.
 *
 * What the check does NOT understand:
 * - Arithmetic. A number derived from the excerpt (a sum, a difference, "a 12% rise" computed from 100 and
 *   112, "doubled") is reported, however correct.
 * - Rounding and approximation. "about 12 percent" against "12.3%" is reported; "nearly", "more than",
 *   "at least" are ignored, so "more than 12" is grounded by "12". Values match within a relative 1e-9.
 * - What a number measures. The value only has to occur somewhere in the cited excerpts: "12 deaths" is
 *   grounded by "12 hospitals", "fell 5%" by "rose 5%" (signs are dropped), "15 percent" by "15 patients"
 *   (a unit on one side only never conflicts), "two layers" by the 2 of "SARS-CoV-2" (see below).
 * - Units other than percent, dates and currencies (USD, EUR, GBP, JPY, CHF, CNY, INR, AUD, CAD): "5 mg" is
 *   grounded by "5 g". A bare "$" is US dollars, "pounds" are sterling, "percentage points" are percent.
 * - Conversions: "1 in 5" is grounded by "20%" (or by a 1 and a 5), but not by "one fifth"; fractions
 *   ("two-thirds", "3/4"), ratios and times ("1:2", "10:30"), scientific notation ("1.2 × 10^6", "1e6"),
 *   Roman numerals ("Phase III") and ordinals ("first", "3rd") are never checked.
 * - Ambiguous spellings are grounded by any of their readings: "1.000" by 1 or 1000, "01/03/2018" by
 *   1 March or 3 January, "10m" by 10 or 10 million, "12 500" by 12500 or by a 12 and a 500, "May 12" by
 *   the date or by a 12. "1,000" is one thousand; in "1.000,5" and "1,000.5" the last mark is decimal.
 * - Numbers that name rather than count are never reported, though they still ground a claim number:
 *   identifiers (COVID-19, SARS-CoV-2, N95, H1N1, IL-6, B.1.1.7, 2019-nCoV, 3D, 5G), numbers after label
 *   words ("Phase 3", "Type 2", "Table 1", "Fig. 2", "No. 5", "coronavirus disease 2019", "COVID 19"),
 *   versions ("1.2.3"), URLs, DOIs, reference markers ("[3]"), list markers ("1.", "(2)", "3)"), the words
 *   "one" and "zero" on their own, "a million". Names outside the label list ("Windows 10", "World War 2")
 *   are read as numbers.
 * - Number words: zero to ninety-nine, with "hundred", "thousand", "million", "billion", "trillion"
 *   ("two hundred", "three million"); not longer phrases ("two hundred and fifty thousand"), not
 *   "dozen" or "half", not other languages. Months are English and capitalised; digits are ASCII.
 * - Ranges: each end is checked on its own ("10-12 percent" needs a 10 and a 12, in any form; a unit or
 *   scale stated once applies to both ends).
 * - Dates must agree on every part the claim states: "March 2018" is grounded by "1 March 2018" but not
 *   by "2018"; a year in the claim is grounded by that year inside any excerpt date.
 */
import type { UngroundedNumber } from './types.js';
import { extractNumbers } from './extract.js';
import { groundNumbers, indexFacts, type FactIndex } from './ground.js';

export type { NumberUnit, NumericFact, NumericKind, UngroundedNumber } from './types.js';
export type { FactIndex } from './ground.js';
export { extractNumbers } from './extract.js';
export { groundNumbers } from './ground.js';
export { occursVerbatim } from './verbatim.js';

/** The numbers of an excerpt, indexed for grounding: make it once per excerpt, use it for every claim citing it. */
export function indexNumbers(excerpt: string): FactIndex {
  return indexFacts(extractNumbers(excerpt));
}

/** Numbers in the statement that none of the excerpts contains in any spelling; [] without excerpts. */
export function findUngroundedNumbers(statement: string, excerpts: readonly string[]): UngroundedNumber[] {
  if (excerpts.length === 0) return [];
  return groundNumbers(extractNumbers(statement), excerpts.map(indexNumbers));
}
