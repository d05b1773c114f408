// Provenance in the job summary and the pull-request comment. The records the two provenance
// checks count (not found or gone; blocked or unreachable) are listed in those checks' sections
// (./sections.ts), with their status against the base, by `provenanceItem`; here are the
// "Provenance: …" counts line and the records no check counts (partly found; refused,
// unsupported, skipped). Every untrusted string (report text, page text, server-supplied
// details) goes through ./escape.ts.
import { archivedLink } from './source-text.js';
import { PROVENANCE_PROBLEM_STATUSES } from '../results/provenance-records.js';
import type { ProvenanceStatus, ResultsFile } from '../results/types.js';
import type { Budget, Omissions } from './budget.js';
import { inert, linkOrText } from './escape.js';
import { locationLink, type LinkContext } from './links.js';
import { addListSection } from './markdown-blocks.js';
import {
  fetchCounts,
  NOT_AT_SOURCE,
  NOT_CHECKED,
  provenanceCounts,
  provenanceRecords,
  STATUS_WORDS,
  type ProvenanceRecord,
} from './provenance-records.js';

export interface ProvenanceSectionOptions {
  /** Where the items not shown can be found. */
  restIn: string;
  /** Most items per list (the comment keeps short); unset: as many as fit. */
  cap?: number;
  /** Longest excerpt part or passage shown, in characters. */
  maxText: number;
  /** Lists up to this long are expanded. */
  openUpTo: number;
  /** Where `path:line` links point; without it locations are plain text. */
  links?: LinkContext | null;
}

/** One record as a list item's text (without the "- "): where, which, the status and why, then the closest passage. */
export function provenanceItem(entry: ProvenanceRecord, maxText: number, links: LinkContext | null): string {
  const row = entry.record.provenance;
  const share = row.status === 'partly_found' ? ` (${row.parts_found} of ${row.parts_total} parts)` : '';
  const source = linkOrText(entry.record.title, entry.record.url, 120);
  const at = entry.lineOf === 'claim' ? ' (line of the first claim citing it)' : '';
  const lines = [
    `${locationLink(links, entry.file, entry.line)}${at} evidence ${inert(entry.record.id, 100)}, ${source}${archivedLink(entry.record)}: **${STATUS_WORDS[row.status]}**${share}: ${inert(row.detail, 400)}\n`,
  ];
  if (row.closest) {
    lines.push(`  - not on the page: “${inert(row.closest.part, maxText)}”\n`);
    lines.push(
      `  - closest passage (${Math.round(row.closest.overlap * 100)}% of its words): “${inert(row.closest.passage, maxText)}”\n`,
    );
  }
  return lines.join('');
}

/** Statuses a provenance check counts: their records are in the checks' sections. */
const COUNTED: readonly ProvenanceStatus[] = Object.values(PROVENANCE_PROBLEM_STATUSES).flat();

export function addProvenanceSection(
  budget: Budget,
  omissions: Omissions,
  results: ResultsFile,
  options: ProvenanceSectionOptions,
): void {
  const counts = provenanceCounts(results);
  if (counts === null) return;
  const fetched = fetchCounts(results);
  budget.tryAdd(`**Provenance:** ${counts}${fetched ? ` (${fetched})` : ''}.\n\n`);
  const sections = [
    {
      title: 'Evidence partly found at its source',
      statuses: NOT_AT_SOURCE.filter((status) => !COUNTED.includes(status)),
    },
    {
      title: 'Other sources that could not be checked',
      statuses: NOT_CHECKED.filter((status) => !COUNTED.includes(status)),
    },
  ];
  for (const { title, statuses } of sections) {
    const items = provenanceRecords(results, statuses);
    addListSection(budget, omissions, {
      title,
      items,
      render: (entry) => `- ${provenanceItem(entry, options.maxText, options.links ?? null)}`,
      open: items.length <= options.openUpTo,
      ...(options.cap === undefined ? {} : { cap: options.cap }),
      restIn: options.restIn,
    });
  }
}
