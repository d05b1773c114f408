// The command line's provenance section: the evidence not found at its source, with the
// closest passage the page does contain, then the sources that could not be checked.
import type { ResultsFile } from '../results/types.js';
import { oneLine, place } from './format.js';
import {
  fetchCounts,
  NOT_AT_SOURCE,
  NOT_CHECKED,
  provenanceCounts,
  provenanceRecords,
  STATUS_WORDS,
  type ProvenanceRecord,
} from './provenance-records.js';
import type { Stylize } from './style.js';
import { cappedLines, RESULTS_FILE_HINT } from './terminal-cap.js';

// Page text is a third party's: renderTerminal has already shown its control characters and
// bidirectional overrides escaped (src/text/controls.ts); here it is only flattened and cut.
const PAGE_TEXT_MAX = 160;

function recordLines(item: ProvenanceRecord, style: Stylize, colour: 'red' | 'yellow'): string[] {
  const row = item.record.provenance;
  const share = row.status === 'partly_found' ? ` ${row.parts_found}/${row.parts_total}` : '';
  const http =
    row.http_status !== null && row.status !== 'partly_found' && row.status !== 'not_found'
      ? ` (HTTP ${row.http_status})`
      : '';
  const out = [
    `  ${style(colour, place(item.file, item.line))}  ${item.record.id}  ${STATUS_WORDS[row.status]}${share}${http}  ${oneLine(item.record.url, 200)}`,
  ];
  out.push(`      ${oneLine(row.detail, 300)}${item.lineOf === 'claim' ? ' [line: the first claim citing it]' : ''}`);
  if (row.closest) {
    out.push(`      missing:  "${oneLine(row.closest.part, PAGE_TEXT_MAX)}"`);
    out.push(
      `      closest:  "${oneLine(row.closest.passage, PAGE_TEXT_MAX)}" (${Math.round(row.closest.overlap * 100)}% of its words)`,
    );
  }
  return out;
}

export function provenanceTerminalSection(
  results: ResultsFile,
  style: Stylize,
  restIn: string = RESULTS_FILE_HINT,
): string[] {
  const counts = provenanceCounts(results);
  if (counts === null) return [];
  const out: string[] = [];
  const missing = provenanceRecords(results, NOT_AT_SOURCE);
  if (missing.length > 0) {
    out.push(style('bold', `Evidence not found at its source (${missing.length})`));
    for (const line of cappedLines(missing, (item) => recordLines(item, style, 'red'), restIn)) out.push(line);
    out.push('');
  }
  const unchecked = provenanceRecords(results, NOT_CHECKED);
  if (unchecked.length > 0) {
    out.push(style('bold', `Sources that could not be checked (${unchecked.length})`));
    for (const line of cappedLines(unchecked, (item) => recordLines(item, style, 'yellow'), restIn)) out.push(line);
    out.push('');
  }
  const fetched = fetchCounts(results);
  out.push(style('dim', `Provenance: ${counts}${fetched ? `; ${fetched}` : ''}.`));
  out.push('');
  return out;
}
