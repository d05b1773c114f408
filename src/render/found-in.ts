// How every output says where else in the report a missing number or quote stands (`found_in`,
// src/check/found-in.ts): "2019 is in [3] Loudwire's best rock albums (snippet 2), not in the
// cited [1]". The terminal writes it as one line under the finding, the comment and the summary
// as a nested item linking each record to its line, SARIF as related locations.
import type { FoundIn } from '../binding/reattribute.js';
import type { ReportResult } from '../results/types.js';
import { inert, safeLinkUrl } from './escape.js';
import { listWords, oneLine } from './format.js';
import { blobUrl, type LinkContext } from './links.js';

/** Anything that may carry `found_in`: a finding, a rejected result, a claim. */
export interface HasFoundIn {
  found_in?: readonly FoundIn[];
  found_in_total?: number;
}

/** Places named in a line; the results file lists up to 10, and how many there were. */
const SHOWN = 3;

/** How the report names a record: `[3]` for a numbered source (STORM, ALCE, a numbered list), else its ID. */
function evidenceName(id: string): string {
  return /^\d{1,6}$/.test(id) ? `[${id}]` : id;
}

/** A URL as its ID (Markdown records): the title says it better, so the ID is left out. */
const idIsUrl = (id: string): boolean => /^https?:\/\//i.test(id);

// Each report's pairs grouped by claim, built once: a report may have thousands of findings to
// place, and a scan of all its pairs per finding grew with the square of the report.
const citedIndex = new WeakMap<ReportResult, Map<string, string[]>>();

/** The evidence IDs a claim cites, in the report's pairs. */
export function citedIds(report: ReportResult, claimId: string): string[] {
  let index = citedIndex.get(report);
  if (!index) {
    index = new Map();
    for (const pair of report.pairs) {
      const ids = index.get(pair.claim_id);
      if (ids) ids.push(pair.evidence_id);
      else index.set(pair.claim_id, [pair.evidence_id]);
    }
    citedIndex.set(report, index);
  }
  return [...(index.get(claimId) ?? [])];
}

/** "[3] Loudwire's best rock albums (snippet 2)": one place in plain text. */
export function placeText(found: FoundIn, max = 80): string {
  const name = idIsUrl(found.evidence_id) ? '' : `${evidenceName(found.evidence_id)} `;
  const folding = found.folding ? `, after ${FOLDING_WORDS[found.folding]}` : '';
  return `${name}${oneLine(found.label, max)} (${found.where}${folding})`;
}

const FOLDING_WORDS: Record<NonNullable<FoundIn['folding']>, string> = {
  whitespace: 'collapsing whitespace',
  case: 'case folding',
  typography: 'plain quotes and dashes',
};

/** "[1]", "[1] and [2]", "ev-a": what the finding's claim cites, by name. */
function citedWords(cited: readonly string[]): string {
  return listWords(cited.map((id) => (idIsUrl(id) ? oneLine(id, 60) : evidenceName(id))));
}

/**
 * One line in plain text: `"2019" is in [3] Title (snippet 2), not in the cited [1]`; with
 * several places, `… is in 3 other sources: [3] … (snippet 2); [5] … (excerpt)`. Null without `found_in`.
 */
export function foundInLine(subject: string, item: HasFoundIn, cited: readonly string[]): string | null {
  const found = item.found_in ?? [];
  if (found.length === 0) return null;
  const total = item.found_in_total ?? found.length;
  const shown = found.slice(0, SHOWN);
  const places = shown.map((place) => placeText(place)).join('; ');
  const more = total > shown.length ? `; and ${total - shown.length} more` : '';
  const where = total === 1 ? `is in ${places}` : `is in ${total} other sources: ${places}${more}`;
  const not = cited.length === 0 ? '' : `, not in the cited ${citedWords(cited)}`;
  return `${subject} ${where}${not}`;
}

/**
 * Markdown: "found in [3] [Loudwire's best rock albums](line link) (snippet 2)", each record
 * linked to its line in the report (the passage's line in a snapshot file), or to its URL where
 * the record has no line (the pipeline's records). Null without `found_in`.
 */
export function foundInMarkdown(
  report: ReportResult,
  item: HasFoundIn,
  links: LinkContext | null,
  cited: readonly string[],
  subject?: string,
): string | null {
  const found = item.found_in ?? [];
  if (found.length === 0) return null;
  const rows = new Map(report.evidence.map((row) => [row.id, row]));
  const total = item.found_in_total ?? found.length;
  const places = found.slice(0, SHOWN).map((place) => {
    const row = rows.get(place.evidence_id);
    const file = place.file ?? row?.file ?? (row?.line === undefined ? undefined : report.file);
    const line = place.line ?? row?.line;
    const href =
      (file === undefined ? null : blobUrl(links, links?.headSha, file, line)) ?? safeLinkUrl(row?.url ?? '');
    const name = idIsUrl(place.evidence_id) ? '' : `${inert(evidenceName(place.evidence_id), 110)} `;
    const label = `${name}${inert(place.label, 100)}`;
    const folding = place.folding ? `, after ${FOLDING_WORDS[place.folding]}` : '';
    return `${href === null ? `**${label}**` : `[${label}](${href})`} (${inert(place.where, 60)}${folding})`;
  });
  const more = total > places.length ? `; and ${total - places.length} more` : '';
  const lead = subject === undefined ? 'found in' : `${subject} found in`;
  const not = cited.length === 0 ? '' : `, not in the cited ${inert(citedWords(cited), 200)}`;
  return total === 1
    ? `${lead} ${places[0]}${not}`
    : `${lead} ${total} other sources: ${places.join('; ')}${more}${not}`;
}
