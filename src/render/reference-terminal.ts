// The command line's references section: the references the checks count (retracted, not
// found, malformed, another work), each with the fields that differ, then those that could not
// be confirmed, then the counts.
import {
  COUNTED_REFERENCE_STATUSES,
  referenceRecords,
  UNCHECKED_REFERENCE_STATUSES,
  type ReferenceRecord,
} from '../results/reference-records.js';
import type { ResultsFile } from '../results/types.js';
import { oneLine, place } from './format.js';
import {
  FIELD_WORDS,
  identifierText,
  lookupCounts,
  referenceCounts,
  REFERENCE_STATUS_WORDS,
} from './reference-words.js';
import type { Stylize } from './style.js';
import { cappedLines, RESULTS_FILE_HINT } from './terminal-cap.js';

function recordLines(item: ReferenceRecord, style: Stylize, colour: 'red' | 'yellow'): string[] {
  const row = item.record.references;
  const out = [
    `  ${style(colour, place(item.file, item.line))}  ${item.record.id}  ${REFERENCE_STATUS_WORDS[row.status]}  ${identifierText(row) ?? oneLine(item.record.title, 80)}${row.record_url ? `  ${row.record_url}` : ''}`,
  ];
  out.push(`      ${oneLine(row.detail, 300)}${item.lineOf === 'claim' ? ' [line: the first claim citing it]' : ''}`);
  for (const difference of row.differences) {
    const similarity = difference.similarity === undefined ? '' : ` (similarity ${difference.similarity.toFixed(2)})`;
    out.push(
      `      ${FIELD_WORDS[difference.field]}:  cited "${oneLine(difference.cited, 120)}"  registry "${oneLine(difference.registry, 120)}"${similarity}`,
    );
  }
  return out;
}

export function referenceTerminalSection(
  results: ResultsFile,
  style: Stylize,
  restIn: string = RESULTS_FILE_HINT,
): string[] {
  const counts = referenceCounts(results);
  if (counts === null) return [];
  const out: string[] = [];
  const counted = COUNTED_REFERENCE_STATUSES.flatMap((status) => referenceRecords(results, [status]));
  if (counted.length > 0) {
    out.push(style('bold', `References that do not check out (${counted.length})`));
    for (const line of cappedLines(counted, (item) => recordLines(item, style, 'red'), restIn)) out.push(line);
    out.push('');
  }
  const unchecked = referenceRecords(results, UNCHECKED_REFERENCE_STATUSES);
  if (unchecked.length > 0) {
    out.push(style('bold', `References that could not be confirmed (${unchecked.length})`));
    for (const line of cappedLines(unchecked, (item) => recordLines(item, style, 'yellow'), restIn)) out.push(line);
    out.push('');
  }
  const looked = lookupCounts(results);
  out.push(style('dim', `References: ${counts}${looked ? `; ${looked}` : ''}.`));
  out.push('');
  return out;
}
