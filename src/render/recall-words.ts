// Citation recall and the verifier's cost in words, for every output: "factual sentences citing a
// source: 82% (41 of 50)"; "12 model requests, 45,210 input and 3,104 output tokens, 30 answers
// from the cache, estimated cost $0.14". Trusted text only (numbers and fixed words); report
// names are escaped by the callers.
import type { CitationRecall, ReportResult, ResultsFile, SemanticUsage } from '../results/types.js';
import { percent, plural } from './format.js';

/** "82% (41 of 50)"; "none (0 of 0)" for a report with no factual sentence. */
export function recallFigure(recall: CitationRecall): string {
  if (recall.ratio === null) return 'no factual sentence';
  return `${percent(recall.ratio)} (${recall.citing} of ${recall.factual_sentences})`;
}

/** The reports that have the figure (citation recall ran, and they cite somewhere), lowest share first. */
export function recallReports(results: ResultsFile): { report: ReportResult; recall: CitationRecall }[] {
  return results.reports
    .flatMap((report) => (report.citation_recall ? [{ report, recall: report.citation_recall }] : []))
    .sort((a, b) => (a.recall.ratio ?? 2) - (b.recall.ratio ?? 2));
}

/** "Factual sentences citing a source: 82% (41 of 50)" over the run; null when citation recall did not run. */
export function recallTotalLine(results: ResultsFile): string | null {
  const total = results.totals.citation_recall;
  if (!total) return null;
  const reports = recallReports(results).length;
  const over = reports > 1 ? ` over ${plural(reports, 'report')}` : '';
  return `Factual sentences citing a source: ${recallFigure(total)}${over}`;
}

const thousands = (value: number): string => value.toLocaleString('en-US');

/** "$0.14" (four decimals below a cent, so a small run does not read as free). */
function money(value: number): string {
  return value >= 0.01 || value === 0 ? `$${value.toFixed(2)}` : `$${value.toFixed(4)}`;
}

/**
 * What verification cost: "12 model requests, 45,210 input and 3,104 output tokens, 30 answers
 * from the cache, estimated cost $0.14 (at $2.50/$10.00 per million input/output tokens)". Null
 * when the verifier did not run.
 */
export function usageWords(results: ResultsFile): string | null {
  const usage: SemanticUsage | undefined = results.semantic?.usage;
  if (!usage) return null;
  const parts = [plural(usage.requests, 'model request')];
  if (usage.responses_with_usage > 0) {
    const partial =
      usage.responses_with_usage < usage.responses
        ? ` (${usage.responses_with_usage} of ${plural(usage.responses, 'response')} reported them)`
        : '';
    parts.push(`${thousands(usage.input_tokens)} input and ${thousands(usage.output_tokens)} output tokens${partial}`);
  } else if (usage.responses > 0) parts.push('no token counts in the responses');
  parts.push(`${plural(usage.cached_answers, 'answer')} from the cache`);
  const cost = usage.estimated_cost;
  if (cost)
    parts.push(
      `estimated cost ${money(cost.total)} (at ${money(cost.input_per_million)}/${money(cost.output_per_million)} per million input/output tokens)`,
    );
  return parts.join(', ');
}
