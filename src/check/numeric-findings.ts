import type { ReportIndex } from '../binding/report-index.js';
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
  const excerpts = new Map<string, string>();
  const excerptOf = (evidenceId: string): string => {
    let excerpt = excerpts.get(evidenceId);
    if (excerpt === undefined) {
      excerpt = blankControlSequences(index.evidence.get(evidenceId)?.excerpt ?? '');
      excerpts.set(evidenceId, excerpt);
    }
    return excerpt;
  };
  const excerptNumbers = new Map<string, FactIndex>();
  const numbersOf = (evidenceId: string): FactIndex => {
    let numbers = excerptNumbers.get(evidenceId);
    if (!numbers) {
      numbers = indexNumbers(excerptOf(evidenceId));
      excerptNumbers.set(evidenceId, numbers);
    }
    return numbers;
  };

  const findings: Finding[] = [];
  for (const claim of index.claims) {
    // A claim citing a source that cannot be traced has sources we do not know: its numbers may be in them.
    if (claim.evidenceIds.length === 0 || claim.hasUnresolved) continue;
    // Nor is a claim judged when a source it cites has no text (a Markdown report's URL-only source):
    // a number missing from the others may be in that one, and an empty excerpt holds none.
    if (claim.evidenceIds.some((evidenceId) => (index.evidence.get(evidenceId)?.excerpt ?? '').trim() === '')) continue;
    const unsettled = extractNumbers(blankControlSequences(claim.statement)).filter(
      (fact) => !fact.groundOnly && !claim.evidenceIds.some((evidenceId) => occursVerbatim(fact, excerptOf(evidenceId))),
    );
    if (unsettled.length === 0) continue;
    for (const number of groundNumbers(unsettled, claim.evidenceIds.map(numbersOf))) {
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
