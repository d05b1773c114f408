import {
  pairEvidence,
  type IndexedClaim,
  type IndexedEvidence,
  type Pair,
  type ReportIndex,
} from '../binding/report-index.js';
import {
  extractNumbers,
  groundNumbers,
  occursVerbatim,
  withoutStatedConversions,
  type CitedText,
} from '../numbers/index.js';
import { citedNumbers, citedText } from '../binding/cited-numbers.js';
import type { UngroundedNumberFinding } from '../results/types.js';
import { blankControlSequences } from '../text/controls.js';

/**
 * `ungrounded_number` findings: numbers in a claim that none of its cited sources contains, in
 * its excerpt or its title (a title the adapter made up, such as the url, does not count).
 * A snapshotted source is judged, pair by pair, on the passages stored for that sentence.
 * A number copied verbatim from a source is settled by a text search; only the rest need the
 * source's numbers, which are read once per source and only when needed. Terminal control
 * sequences are blanked out of every side first: their parameters ("52" of OSC 52, "8m" of
 * ESC[8m) are not numbers of the text.
 */
export function numericFindings(index: ReportIndex): UngroundedNumberFinding[] {
  return ungroundedNumbers(index, index.claims, false);
}

/**
 * Compared with a base commit: numbers that only snapshot passages the pull request wrote ground
 * (src/formats/snapshot/written.ts), judged as above with those passages left out. The base comparison
 * counts each one that was ungrounded at the base as still ungrounded (src/base/written-grounding.ts).
 */
export function writtenGroundedNumbers(
  index: ReportIndex,
  ungrounded: readonly UngroundedNumberFinding[],
): UngroundedNumberFinding[] {
  const wrote = new Set<string>();
  for (const pair of index.pairs) if (pair.trustedEvidence) wrote.add(pair.claimId);
  if (wrote.size === 0) return [];
  const claims = index.claims.filter((claim) => wrote.has(claim.id));
  // `ungrounded` is what numericFindings found with every passage (each claim is judged alone,
  // so its findings for these claims are those a pass over them alone would find).
  const grounded = new Set(ungrounded.map((finding) => `${finding.claim_id}\n${finding.text}`));
  return ungroundedNumbers(index, claims, true)
    .filter((finding) => !grounded.has(`${finding.claim_id}\n${finding.text}`))
    .map((finding) => ({
      ...finding,
      grounded_by: 'pull_request_passages' as const,
      message: `"${finding.text}" (${finding.value}${finding.unit ? ` ${finding.unit}` : ''}) occurs, of the excerpts claim ${finding.claim_id} cites, only in snapshot passages this pull request wrote`,
    }));
}

/** `trusted`: a pair judged on snapshot passages some of which the pull request wrote is judged on the others only. */
function ungroundedNumbers(
  index: ReportIndex,
  claims: readonly IndexedClaim[],
  trusted: boolean,
): UngroundedNumberFinding[] {
  // Keyed by what a pair is judged on: a record (its excerpt, shared by every claim citing it), or
  // a snapshotted sentence's own passages (an object of that pair's alone). Objects as keys, and
  // each claim's pairs read from the claim: a pair looked up by a key string built for every
  // lookup cost more than the text search it led to.
  // Each record's text and numbers are kept with the record (../binding/cited-numbers.ts), shared
  // with re-attribution, which reads the same records for found_in.
  const noText: CitedText = { excerpt: '' };
  const textOf = (evidence: IndexedEvidence | undefined): CitedText => (evidence ? citedText(evidence) : noText);
  /**
   * The texts a claim's pairs are judged on, or null while one of them has none (see below).
   * `trusted`: a pair's passages less those the pull request wrote, where it wrote some.
   */
  const citedTexts = (claim: IndexedClaim): CitedText[] | null => {
    const cited: CitedText[] = [];
    for (const pair of claim.pairs) {
      if (!hasText(pair)) return null;
      const text = textOf(pairEvidence(index, pair));
      if (text.excerpt.trim() === '') return null;
      cited.push(trusted && pair.trustedEvidence ? textOf(pair.trustedEvidence) : text);
    }
    return cited;
  };
  const inSource = (fact: { text: string }, { excerpt, title }: CitedText): boolean =>
    occursVerbatim(fact, excerpt) || (title !== undefined && occursVerbatim(fact, title));

  const findings: UngroundedNumberFinding[] = [];
  for (const claim of claims) {
    // A claim citing a source that cannot be traced has sources we do not know: its numbers may be in them.
    if (claim.evidenceIds.length === 0 || claim.hasUnresolved) continue;
    // Nor is a claim judged while a source it cites has no text (a URL-only source not yet
    // snapshotted, its own no_source_text finding): a number missing from the others may be in it.
    const sources = citedTexts(claim);
    if (sources === null) continue;
    const statement = blankControlSequences(claim.statement);
    const facts = extractNumbers(statement);
    const unsettled = facts.filter((fact) => !fact.groundOnly && !sources.some((text) => inSource(fact, text)));
    if (unsettled.length === 0) continue;
    const cited = sources.map(citedNumbers);
    // A number the claim itself converts from a grounded one ("125 mph (201 km/h)") is grounded.
    for (const number of withoutStatedConversions(statement, facts, groundNumbers(unsettled, cited))) {
      const unit = number.unit ? ` ${number.unit}` : '';
      findings.push({
        code: 'ungrounded_number',
        claim_id: claim.id,
        line: claim.line,
        text: number.text,
        value: number.value,
        unit: number.unit,
        message: `"${number.text}" (${number.value}${unit}) occurs in none of the excerpts claim ${claim.id} cites`,
      });
    }
  }
  return findings;
}

/** False for a pair whose source has no text: a blank excerpt and no bound snapshot passages. */
function hasText(pair: Pair): boolean {
  return pair.sourceText === undefined || pair.sourceText.kind === 'bound';
}
