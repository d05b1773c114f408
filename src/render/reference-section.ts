// References in the job summary and the pull-request comment. The records the three reference
// checks count (not found or malformed, retracted, another work) are listed in one section
// (./sections.ts) with their status against the base, by `referenceItem`; here are the
// "References: …" counts line and the records no check counts (unreachable, unverified, found
// or not found by title). Every untrusted string (report text, registry text) goes through ./escape.ts.
import { REGISTRY_NAMES } from '../results/reference-rows.js';
import { referenceRecords, UNCHECKED_REFERENCE_STATUSES, type ReferenceRecord } from '../results/reference-records.js';
import type { ReferenceDifference, ReferenceRow, ResultsFile } from '../results/types.js';
import type { Budget, Omissions } from './budget.js';
import { inert, linkOrText } from './escape.js';
import { locationLink, type LinkContext } from './links.js';
import { addListSection, type Detail } from './markdown-blocks.js';
import {
  FIELD_WORDS,
  identifierText,
  lookupCounts,
  referenceCounts,
  REFERENCE_STATUS_WORDS,
} from './reference-words.js';

/** What new and unchanged mean for a reference problem: the base is never looked up. */
export const REFERENCE_BASE_NOTE =
  'New: this pull request added the evidence record or changed its URL, title or reference text. Unchanged: the base has the same record, so the registry changed its answer, not the pull request. The base is never looked up, so none counts as fixed.';

/** One record as a list item's text (without the "- "): where, which, the status and why, then each differing field. */
export function referenceItem(entry: ReferenceRecord, links: LinkContext | null, detail: Detail = 'comment'): string {
  const row = entry.record.references;
  const max = detail === 'comment' ? 200 : 500;
  const at = entry.lineOf === 'claim' ? ' (line of the first claim citing it)' : '';
  const source = linkOrText(entry.record.title, entry.record.url, 120);
  const lines = [
    `${locationLink(links, entry.file, entry.line)}${at} evidence ${inert(entry.record.id, 100)}, ${source}: **${REFERENCE_STATUS_WORDS[row.status]}**: ${identifierLink(row)}${inert(row.detail, 400)}\n`,
  ];
  for (const difference of row.differences) lines.push(`  - ${differenceLine(difference, row, max)}\n`);
  if (row.retraction?.notice && row.status === 'retracted')
    lines.push(`  - notice: ${noticeLink(row.retraction.notice)}\n`);
  return lines.join('');
}

function identifierLink(row: ReferenceRow): string {
  const text = identifierText(row);
  // A malformed identifier's detail quotes it already.
  if (text === null || row.status === 'malformed') return '';
  return `${row.record_url ? linkOrText(text, row.record_url, 120) : inert(text, 120)}: `;
}

function differenceLine(difference: ReferenceDifference, row: ReferenceRow, max: number): string {
  const registry = row.registry === null ? 'the registry' : REGISTRY_NAMES[row.registry];
  const similarity = difference.similarity === undefined ? '' : ` (similarity ${difference.similarity.toFixed(2)})`;
  return `${FIELD_WORDS[difference.field]}: cited “${inert(difference.cited, max)}” · ${registry} “${inert(difference.registry, max)}”${similarity}`;
}

function noticeLink(notice: string): string {
  if (/^10\.\d{4,9}\//.test(notice)) return linkOrText(notice, `https://doi.org/${notice}`, 120);
  const pmid = /^PMID (\d+)$/.exec(notice);
  return pmid ? linkOrText(notice, `https://pubmed.ncbi.nlm.nih.gov/${pmid[1]}/`, 60) : inert(notice, 120);
}

export interface ReferenceSectionOptions {
  restIn: string;
  cap?: number;
  openUpTo: number;
  links?: LinkContext | null;
  detail: Detail;
}

export function addReferenceSection(
  budget: Budget,
  omissions: Omissions,
  results: ResultsFile,
  options: ReferenceSectionOptions,
): void {
  const counts = referenceCounts(results);
  if (counts === null) return;
  const looked = lookupCounts(results);
  budget.tryAdd(`**References:** ${counts}${looked ? ` (${looked})` : ''}.\n\n`);
  const items = referenceRecords(results, UNCHECKED_REFERENCE_STATUSES);
  addListSection(budget, omissions, {
    title: 'References that could not be confirmed',
    items,
    render: (entry) => `- ${referenceItem(entry, options.links ?? null, options.detail)}`,
    open: items.length <= options.openUpTo,
    ...(options.cap === undefined ? {} : { cap: options.cap }),
    restIn: options.restIn,
  });
}
