import type { ReportIndex } from '../binding/report-index.js';
import { extractNumbers, groundNumbers, indexNumbers, occursVerbatim, withoutStatedConversions, type CitedText, type FactIndex } from '../numbers/index.js';
import type { Finding } from '../results/types.js';
import { blankControlSequences } from '../text/controls.js';

/**
 * `ungrounded_number` findings: numbers in a claim that none of its cited sources contains, in
 * its excerpt or its title (a title the adapter made up, such as the url, does not count).
 * A number copied verbatim from a source is settled by a text search; only the rest need the
 * source's numbers, which are read once per source and only when needed. Terminal control
 * sequences are blanked out of every side first: their parameters ("52" of OSC 52, "8m" of
 * ESC[8m) are not numbers of the text.
 */
export function numericFindings(index: ReportIndex): Finding[] {
  const texts = new Map<string, CitedText>();
  const textOf = (evidenceId: string): CitedText => {
    let text = texts.get(evidenceId);
    if (text === undefined) {
      const record = index.evidence.get(evidenceId);
      const title = record && !record.titleIsStandIn ? blankControlSequences(record.title) : '';
      text = { excerpt: blankControlSequences(record?.excerpt ?? ''), ...(title ? { title } : {}) };
      texts.set(evidenceId, text);
    }
    return text;
  };
  const inSource = (fact: { text: string }, evidenceId: string): boolean => {
    const { excerpt, title } = textOf(evidenceId);
    return occursVerbatim(fact, excerpt) || (title !== undefined && occursVerbatim(fact, title));
  };
  const sourceNumbers = new Map<string, FactIndex>();
  const numbersOf = (evidenceId: string): FactIndex => {
    let numbers = sourceNumbers.get(evidenceId);
    if (!numbers) {
      numbers = indexNumbers(textOf(evidenceId));
      sourceNumbers.set(evidenceId, numbers);
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
    const statement = blankControlSequences(claim.statement);
    const facts = extractNumbers(statement);
    const unsettled = facts.filter((fact) => !fact.groundOnly && !claim.evidenceIds.some((evidenceId) => inSource(fact, evidenceId)));
    if (unsettled.length === 0) continue;
    // A number the claim itself converts from a grounded one ("125 mph (201 km/h)") is grounded.
    for (const number of withoutStatedConversions(statement, facts, groundNumbers(unsettled, claim.evidenceIds.map(numbersOf)))) {
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
