/**
 * Numeric grounding: the numbers in a claim that none of its cited excerpts contains, in any spelling. A
 * source's title counts as part of its excerpt ("AlphaFold 3" in the title grounds the claim's 3).
 * "12 percent" = "12 %" = "12%" = "12 pct"; "112 million euros" = "EUR 112 million" = "€112m" =
 * "112,000,000"; "twelve" = "12"; "1.000" = "1,000" = "1 000"; "1 March 2018" = "2018-03-01";
 * "doubled" = "2-fold" = "twice"; "a third" = "33%"; "0.42" = "42%"; "the 1970s" = "the '70s" = "the
 * Seventies". A claim number is grounded by an excerpt value that rounds to it at the claim's precision
 * ("39%" by "39.2%"). Pure and deterministic. A finding is a lead for a reviewer, not proof of an error.
 *
 * What the check does NOT understand:
 * - Arithmetic. A number derived from the excerpt (a sum, a difference, "a 12% rise" computed from 100 and
 *   112, "doubled" from "rose by 100%") is reported, however correct.
 * - Approximation beyond rounding. Hedges ("about", "nearly", "some") widen nothing: "about 45%" against
 *   "39.2%" is reported; "more than", "at least" are ignored, so "more than 12" is grounded by "12". Number
 *   words, multiples, years and dates are exact ("two" is not grounded by 1.77); fractions and shares are
 *   exact values an excerpt may round ("a third" by "33%").
 * - What a number measures. The value only has to occur somewhere in the cited excerpts: "12 deaths" is
 *   grounded by "12 hospitals", "fell 5%" by "rose 5%" (signs are dropped), "15 percent" by "15 patients"
 *   (a unit on one side only never conflicts; a proportion read as a percentage needs a percentage).
 * - Units other than percent, dates and currencies (USD, EUR, GBP, JPY, CHF, CNY, INR, AUD, CAD): "5 mg" is
 *   grounded by "5 g". A bare "$" is US dollars, "pounds" are sterling, "percentage points" are percent.
 * - Conversions: "1 in 5", "one fifth" and "20%" are one value; "half an hour" and "30 minutes" are not.
 *   A unit conversion the claim states in parentheses is checked ("125 mph (201 km/h)": the side that is
 *   the other converted, at the precision written, is grounded with it; ./conversions.ts), no other;
 *   digit fractions, ratios and times ("3/4", "1:2", "10:30"), scientific notation ("1.2 × 10^6", "1e6")
 *   and Roman numerals ("Phase III") are never checked. A decade is its first year: "the 1970s" is not
 *   grounded by "in 1975".
 * - Ordinals are numbers: "24th", "twenty-fourth", "the fifth" are checked, grounded by the same number in
 *   any form ("24th" by "24th", "twenty-fourth" or "24"; a rank up to 31 also by the day of a date, "on
 *   the 24th" by "24 March"). "first", "second" and "third" on their own ground but are never reported.
 * - Idioms are not counts: "a two-way flow", "one-sided", "three-dimensional", "a 2-way street" (a hyphen
 *   and a word of IDIOM_TAILS in ./words.ts) neither state nor ground a number.
 * - Schedules: "2+1", "1+1" (small counts joined by "+", nothing around them) are one name, checked and
 *   grounded only by the same schedule; "2+1=3" and "2 + 1" are numbers.
 * - Ambiguous spellings are grounded by any of their readings: "1.000" by 1 or 1000, "01/03/2018" by
 *   1 March or 3 January, "10m" by 10 or 10 million, "12 500" by 12500 or by a 12 and a 500, "May 12" by
 *   the date or by a 12, "the 70s" by 70 or 1970. "1,000" is one thousand; in "1.000,5" and "1,000.5" the
 *   last mark is decimal.
 * - Numbers that name rather than count are never reported, and in an excerpt they ground only a claim
 *   number that stands in the same kind of name ("coronavirus disease 2019" by COVID-19, "interleukin 6"
 *   by IL-6, "group 12 patients" by "group 12"), never a count: identifiers (COVID-19, SARS-CoV-2, N95,
 *   H1N1, IL-6, B.1.1.7, 2019-nCoV, 3D, 5G, GPT-4, LaTeX's "AP_{50}", "pass@1"), numbers after label words ("Phase 3", "Type 2",
 *   "Table 1", "Fig. 2", "No. 5", "group 3") unless a count follows ("group 12 patients", "dose 2 weeks
 *   later"), the known names "COVID 19", "coronavirus disease 2019" and "SARS CoV 2", list markers ("1."
 *   or "3)" opening a line, "(2)"). Never reported but still able to ground a count: versions ("1.2.3"),
 *   "first", "second", "third", "one" and "zero" on their own, "a million", and "12." after a sentence ("... rose. 12. The"),
 *   which may be a list marker or a number. URLs, DOIs and reference markers ("[3]") are not read. Names
 *   outside the label list ("Windows 10", "World War 2") are read as numbers.
 * - Sizes: "1x1", "1×1", "1 x 1", "1*1", "1\\*1" are each two numbers. A number word after "the", "these",
 *   "those" ("the two methods") points back at what the text named: never reported, it may still ground.
 * - Number words: zero to ninety-nine, with "hundred", "thousand", "million", "billion", "trillion"
 *   ("two hundred", "three million"); multiples ("twice", "doubled", "triple", "threefold"; "double",
 *   "doubling" only as verbs); fractions ("half", "a third", "two-thirds", "three quarters"; not "the first
 *   half", "a third dose", "half-life", "two and a half"); decades ("the Seventies"). Not longer phrases
 *   ("two hundred and fifty thousand"), not "dozen", not other languages. Months are English and
 *   capitalised; digits are ASCII.
 * - Ranges: each end is checked on its own ("10-12 percent" needs a 10 and a 12, in any form; a unit or
 *   scale stated once applies to both ends).
 * - Dates must agree on every part the claim states: "March 2018" is grounded by "1 March 2018" but not
 *   by "2018"; a year in the claim is grounded by that year inside any excerpt date.
 */
import type { UngroundedNumber } from './types.js';
import { extractNumbers } from './extract.js';
import { groundNumbers, indexFacts, type FactIndex } from './ground.js';
import { withoutStatedConversions } from './conversions.js';

export type { NumberUnit, NumericFact, NumericKind, UngroundedNumber } from './types.js';
export type { FactIndex } from './ground.js';
export { extractNumbers } from './extract.js';
export { addToUnion, groundNumbers, indexFacts, unionIndex } from './ground.js';
export { withoutStatedConversions } from './conversions.js';
export { occursVerbatim } from './verbatim.js';

/** A source as grounding reads it: its excerpt, and its title when it has one of its own. */
export interface CitedText {
  excerpt: string;
  title?: string;
}

/**
 * The numbers of a cited source, indexed for grounding: make it once per source, use it for every
 * claim citing it. The title's numbers join the excerpt's in one index, so the rules that combine
 * parts of a source hold across them ("on 30 August" in the excerpt and "2023" in the title ground
 * "30 August 2023").
 */
export function indexNumbers(source: string | CitedText): FactIndex {
  const { excerpt, title } = typeof source === 'string' ? { excerpt: source, title: undefined } : source;
  const facts = extractNumbers(excerpt);
  if (title) for (const fact of extractNumbers(title)) facts.push(fact);
  return indexFacts(facts);
}

/** Numbers in the statement that none of the cited sources contains in any spelling; [] without sources. */
export function findUngroundedNumbers(statement: string, cited: readonly (string | CitedText)[]): UngroundedNumber[] {
  if (cited.length === 0) return [];
  const facts = extractNumbers(statement);
  return withoutStatedConversions(
    statement,
    facts,
    groundNumbers(
      facts,
      cited.map((source) => indexNumbers(source)),
    ),
  );
}
