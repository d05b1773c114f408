import { pairKey } from '../binding/pair-key.js';
import { pairEvidence, type IndexedClaim, type ReportIndex } from '../binding/report-index.js';
import {
  extractNumbers,
  groundNumbers,
  indexNumbers,
  occursVerbatim,
  withoutStatedConversions,
  type CitedText,
  type FactIndex,
} from '../numbers/index.js';
import type { Finding, UngroundedNumberFinding } from '../results/types.js';
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
export function numericFindings(index: ReportIndex): Finding[] {
  return ungroundedNumbers(index, index.claims, false);
}

/**
 * Compared with a base commit: numbers that only snapshot passages the pull request wrote ground
 * (src/formats/snapshot/written.ts), judged as above with those passages left out. The base comparison
 * counts each one that was ungrounded at the base as still ungrounded (src/base/written-grounding.ts).
 */
export function writtenGroundedNumbers(index: ReportIndex): UngroundedNumberFinding[] {
  const wrote = new Set<string>();
  for (const pair of index.pairs) if (pair.trustedEvidence) wrote.add(pair.claimId);
  if (wrote.size === 0) return [];
  const claims = index.claims.filter((claim) => wrote.has(claim.id));
  const grounded = new Set(
    ungroundedNumbers(index, claims, false).map((finding) => `${finding.claim_id}\n${finding.text}`),
  );
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
  // Keyed by what the pair is judged on: a record's excerpt, or a snapshotted sentence's passages.
  const texts = new Map<string, CitedText>();
  const sourceNumbers = new Map<string, FactIndex>();
  const sourceOf = (claimId: string, evidenceId: string, full = false) => {
    const pair = index.pairsByKey.get(pairKey(claimId, evidenceId));
    if (pair?.trustedEvidence && trusted && !full)
      return { key: `trusted:${pair.key}`, evidence: pair.trustedEvidence };
    const key = pair?.evidence ? pair.key : `record:${evidenceId}`;
    return { key, evidence: pair ? pairEvidence(index, pair) : index.evidence.get(evidenceId) };
  };
  const textOf = (claimId: string, evidenceId: string, full = false): { key: string; text: CitedText } => {
    const { key, evidence } = sourceOf(claimId, evidenceId, full);
    let text = texts.get(key);
    if (text === undefined) {
      const title = evidence && !evidence.titleIsStandIn ? blankControlSequences(evidence.title) : '';
      text = { excerpt: blankControlSequences(evidence?.excerpt ?? ''), ...(title ? { title } : {}) };
      texts.set(key, text);
    }
    return { key, text };
  };
  const inSource = (fact: { text: string }, claimId: string, evidenceId: string): boolean => {
    const { excerpt, title } = textOf(claimId, evidenceId).text;
    return occursVerbatim(fact, excerpt) || (title !== undefined && occursVerbatim(fact, title));
  };
  const numbersOf = (claimId: string, evidenceId: string): FactIndex => {
    const { key, text } = textOf(claimId, evidenceId);
    let numbers = sourceNumbers.get(key);
    if (!numbers) {
      numbers = indexNumbers(text);
      sourceNumbers.set(key, numbers);
    }
    return numbers;
  };

  const findings: UngroundedNumberFinding[] = [];
  for (const claim of claims) {
    // A claim citing a source that cannot be traced has sources we do not know: its numbers may be in them.
    if (claim.evidenceIds.length === 0 || claim.hasUnresolved) continue;
    // Nor is a claim judged while a source it cites has no text (a URL-only source not yet
    // snapshotted, its own no_source_text finding): a number missing from the others may be in it.
    if (
      !claim.evidenceIds.every(
        (evidenceId) =>
          hasText(index, claim.id, evidenceId) && textOf(claim.id, evidenceId, true).text.excerpt.trim() !== '',
      )
    )
      continue;
    const statement = blankControlSequences(claim.statement);
    const facts = extractNumbers(statement);
    const unsettled = facts.filter(
      (fact) => !fact.groundOnly && !claim.evidenceIds.some((evidenceId) => inSource(fact, claim.id, evidenceId)),
    );
    if (unsettled.length === 0) continue;
    const cited = claim.evidenceIds.map((evidenceId) => numbersOf(claim.id, evidenceId));
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
function hasText(index: ReportIndex, claimId: string, evidenceId: string): boolean {
  const pair = index.pairsByKey.get(pairKey(claimId, evidenceId));
  return pair?.sourceText === undefined || pair.sourceText.kind === 'bound';
}
