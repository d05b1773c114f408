import type { ReportIndex } from '../binding/report-index.js';
import { extractNumbers, groundNumbers, indexNumbers, type FactIndex } from '../numbers/index.js';
import type { Finding } from '../results/types.js';

/**
 * `ungrounded_number` findings: numbers in a claim that none of its cited excerpts contains.
 * Excerpts are read once each, and only when a claim with numbers cites them.
 */
export function numericFindings(index: ReportIndex): Finding[] {
  const excerptNumbers = new Map<string, FactIndex>();
  const numbersOf = (evidenceId: string): FactIndex => {
    let numbers = excerptNumbers.get(evidenceId);
    if (!numbers) {
      numbers = indexNumbers(index.evidence.get(evidenceId)?.excerpt ?? '');
      excerptNumbers.set(evidenceId, numbers);
    }
    return numbers;
  };

  const findings: Finding[] = [];
  for (const claim of index.claims) {
    if (claim.evidenceIds.length === 0) continue;
    const claimNumbers = extractNumbers(claim.statement);
    if (claimNumbers.length === 0) continue;
    for (const number of groundNumbers(claimNumbers, claim.evidenceIds.map(numbersOf))) {
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
