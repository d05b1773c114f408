// The provenance section of the job summary and the pull-request comment: the evidence not
// found at its source, each with the closest passage the page does contain, then the sources
// that could not be checked. Every untrusted string (report text, page text, server-supplied
// details) goes through ./escape.ts. Self-contained, so it moves with whichever renderer calls it.
import type { ResultsFile } from '../results/types.js';
import type { Budget, Omissions } from './budget.js';
import { inert, linkOrText } from './escape.js';
import { addListSection, location } from './markdown-blocks.js';
import { fetchCounts, NOT_AT_SOURCE, NOT_CHECKED, provenanceCounts, provenanceRecords, STATUS_WORDS, type ProvenanceRecord } from './provenance-records.js';

export interface ProvenanceSectionOptions {
  /** Where the items not shown can be found. */
  restIn: string;
  /** Most items per list (the comment keeps short); unset: as many as fit. */
  cap?: number;
  /** Longest excerpt part or passage shown, in characters. */
  maxText: number;
  /** Lists up to this long are expanded. */
  openUpTo: number;
}

function item(entry: ProvenanceRecord, maxText: number): string {
  const row = entry.record.provenance;
  const share = row.status === 'partly_found' ? ` (${row.parts_found} of ${row.parts_total} parts)` : '';
  const source = linkOrText(entry.record.title, entry.record.url, 120);
  const at = entry.lineOf === 'claim' ? ' (line of the first claim citing it)' : '';
  const lines = [`- ${location(entry.file, entry.line)}${at} evidence ${inert(entry.record.id, 100)}, ${source}: **${STATUS_WORDS[row.status]}**${share}: ${inert(row.detail, 400)}\n`];
  if (row.closest) {
    lines.push(`  - not on the page: “${inert(row.closest.part, maxText)}”\n`);
    lines.push(`  - closest passage (${Math.round(row.closest.overlap * 100)}% of its words): “${inert(row.closest.passage, maxText)}”\n`);
  }
  return lines.join('');
}

export function addProvenanceSection(budget: Budget, omissions: Omissions, results: ResultsFile, options: ProvenanceSectionOptions): void {
  const counts = provenanceCounts(results);
  if (counts === null) return;
  const fetched = fetchCounts(results);
  budget.tryAdd(`**Provenance:** ${counts}${fetched ? ` (${fetched})` : ''}.\n\n`);
  const sections = [
    { title: 'Evidence not found at its source', statuses: NOT_AT_SOURCE },
    { title: 'Sources that could not be checked', statuses: NOT_CHECKED },
  ];
  for (const { title, statuses } of sections) {
    const items = provenanceRecords(results, statuses);
    addListSection(budget, omissions, {
      title,
      items,
      render: (entry) => item(entry, options.maxText),
      open: items.length <= options.openUpTo,
      ...(options.cap === undefined ? {} : { cap: options.cap }),
      restIn: options.restIn,
    });
  }
}
