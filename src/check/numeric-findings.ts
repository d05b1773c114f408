import { pairKey } from '../binding/pair-key.js';
import { pairEvidence, type ReportIndex } from '../binding/report-index.js';
import { extractNumbers, groundNumbers, indexNumbers, occursVerbatim, type FactIndex } from '../numbers/index.js';
import type { Finding } from '../results/types.js';
import { blankControlSequences } from '../text/controls.js';

/**
 * `ungrounded_number` findings: numbers in a claim that none of its cited excerpts contains.
 * A number copied verbatim from an excerpt is settled by a text search; only the rest need the
 * excerpt's numbers, which are read once per excerpt and only when needed. Terminal control
 * sequences are blanked out of both sides first: their parameters ("52" of OSC 52, "8m" of
 * ESC[8m) are not numbers of the text.
 */
export function numericFindings(index: ReportIndex): Finding[] {
  // Keyed by what the pair is judged on: a record's excerpt, or a snapshotted sentence's passages.
  const excerpts = new Map<string, string>();
  const excerptNumbers = new Map<string, FactIndex>();
  const evidenceOf = (claimId: string, evidenceId: string) => {
    const pair = index.pairsByKey.get(pairKey(claimId, evidenceId));
    const evidence = pair ? pairEvidence(index, pair) : index.evidence.get(evidenceId);
    return { key: pair?.evidence ? pair.key : `record:${evidenceId}`, excerpt: evidence?.excerpt ?? '' };
  };
  const excerptOf = (claimId: string, evidenceId: string): string => {
    const { key, excerpt: raw } = evidenceOf(claimId, evidenceId);
    let excerpt = excerpts.get(key);
    if (excerpt === undefined) {
      excerpt = blankControlSequences(raw);
      excerpts.set(key, excerpt);
    }
    return excerpt;
  };
  const numbersOf = (claimId: string, evidenceId: string): FactIndex => {
    const { key } = evidenceOf(claimId, evidenceId);
    let numbers = excerptNumbers.get(key);
    if (!numbers) {
      numbers = indexNumbers(excerptOf(claimId, evidenceId));
      excerptNumbers.set(key, numbers);
    }
    return numbers;
  };

  const findings: Finding[] = [];
  for (const claim of index.claims) {
    // A source with no text (no snapshot yet) is its own finding, not a number missing from it.
    const cited = claim.evidenceIds.filter((evidenceId) => hasText(index, claim.id, evidenceId));
    if (cited.length === 0) continue;
    const unsettled = extractNumbers(blankControlSequences(claim.statement)).filter(
      (fact) => !fact.groundOnly && !cited.some((evidenceId) => occursVerbatim(fact, excerptOf(claim.id, evidenceId))),
    );
    if (unsettled.length === 0) continue;
    for (const number of groundNumbers(unsettled, cited.map((evidenceId) => numbersOf(claim.id, evidenceId)))) {
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

/** False only for a pair whose source has no excerpt and no bound snapshot passages. */
function hasText(index: ReportIndex, claimId: string, evidenceId: string): boolean {
  const pair = index.pairsByKey.get(pairKey(claimId, evidenceId));
  return pair?.sourceText === undefined || pair.sourceText.kind === 'bound';
}
