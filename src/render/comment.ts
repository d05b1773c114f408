// The sticky pull-request comment: what this pull request changed, then a section for every
// failed check (five items, the rest folded, then a pointer to the job summary), one line on
// the verifier, and every location a link. Within GitHub's 65,536-character comment limit.
import type { ResultsFile } from '../results/types.js';
import { Budget, Omissions, utf16Units } from './budget.js';
import { baseLine, changeLead, countsTable, fixedItems, removedLine, verdictChangeItems } from './change.js';
import { censusLine, passedBut } from './census.js';
import { inert, markerValue, safeLinkUrl } from './escape.js';
import { plural } from './format.js';
import type { LinkContext } from './links.js';
import { addFoldedSection, addListSection, decision, trustBlock, verdictCounts } from './markdown-blocks.js';
import { checkSections } from './sections.js';
import { ACTION_HINTS } from './summary.js';
import type { SetupHints } from './words.js';
import { modelOutage, verifierLine } from './words.js';
import { recallBlock } from './recall-section.js';
import { usageWords } from './recall-words.js';
import { addProvenanceSection } from './provenance-section.js';
import { addReferenceSection } from './reference-section.js';
import { addWaiverSections, waiverLead } from './waivers-section.js';
import { snapshotChangeLead } from './snapshot-changes.js';
import { addSourceTextSections } from './source-text.js';

export const COMMENT_LIMIT_CHARS = 65_536;
const RESERVE_CHARS = 2_000;
/** Items shown open in each section; the rest are folded, up to CAP in all. */
const VISIBLE = 5;
const CAP = 20;

/** The hidden first line that identifies this action's comment for a key. */
export function commentMarker(key: string): string {
  return `<!-- citegate:comment-key=${markerValue(key)} -->`;
}

export interface CommentOptions {
  key: string;
  /** Link to the workflow run; omitted when unknown or not http(s). */
  runUrl?: string | null;
  /** A line about this run from the action, shown escaped under the heading. */
  note?: string;
  limitChars?: number;
  /** Where `path:line` links point; without it locations are plain text. */
  links?: LinkContext | null;
  /** How to supply what the verifier lacked (default: the action's inputs). */
  hints?: SetupHints;
  /** The pull request comes from a fork (so it has no secrets). */
  fork?: boolean;
}

export function renderComment(results: ResultsFile, options: CommentOptions): string {
  const budget = new Budget(options.limitChars ?? COMMENT_LIMIT_CHARS, RESERVE_CHARS, utf16Units);
  const omissions = new Omissions();
  const links = options.links ?? null;
  const runLink = options.runUrl ? safeLinkUrl(options.runUrl) : null;
  const restIn = runLink ? `the [job summary](${runLink})` : 'the job summary';
  const { totals, gate } = results;

  budget.force(`${commentMarker(options.key)}\n`);
  budget.force(`### ${decision(gate, totals, passedBut(modelOutage(results), results))}\n\n`);
  const census = censusLine(results, (report) => inert(report.file, 200));
  if (census) budget.force(`**${census}.**\n\n`);
  const change = changeLead(results);
  if (change) budget.force(`${change}\n\n`);
  const table = countsTable(results);
  if (table) budget.tryAdd(`${table}\n`);
  // Before any section: a pull request may waive its own findings, and the reviewer must see it.
  const waivers = waiverLead(results);
  if (waivers) budget.force(`${waivers}\n\n`);
  const snapshots = snapshotChangeLead(results);
  if (snapshots) budget.force(`${snapshots}\n\n`);
  if (results.base && results.base.note !== null) budget.tryAdd(`${baseLine(results, links)}\n\n`);
  const removed = removedLine(results);
  if (removed) budget.tryAdd(`${removed}\n\n`);
  if (gate.gate_on_note) budget.tryAdd(`${inert(gate.gate_on_note, 500)}\n\n`);
  const verifier = verifierLine(results, options.hints ?? ACTION_HINTS, options.fork);
  if (verifier) budget.tryAdd(`${verifier}\n\n`);
  const usage = usageWords(results);
  if (usage) budget.tryAdd(`Semantic verifier: ${usage}.\n\n`);
  const trust = trustBlock(results, options.fork ?? false, VISIBLE, restIn);
  if (trust) budget.tryAdd(`${trust}\n`);
  if (options.note) budget.force(`${inert(options.note, 500)}\n\n`);
  budget.force(`${plural(totals.reports, 'report')} · ${plural(totals.claims, 'claim')}: ${verdictCounts(totals)}\n\n`);
  const recall = recallBlock(results, links, VISIBLE, true);
  if (recall) budget.tryAdd(recall);

  for (const section of checkSections(results, { links, detail: 'comment' })) {
    addFoldedSection(budget, omissions, section, { level: '####', visible: VISIBLE, cap: CAP, restIn });
  }
  addWaiverSections(budget, omissions, results, { links, restIn, cap: CAP, level: '####' });
  addProvenanceSection(budget, omissions, results, { restIn, cap: CAP, maxText: 200, openUpTo: VISIBLE, links });
  addReferenceSection(budget, omissions, results, { restIn, cap: CAP, openUpTo: VISIBLE, links, detail: 'comment' });
  addSourceTextSections(budget, omissions, results, { restIn, cap: CAP, links });
  const changed = verdictChangeItems(results, links, 300);
  addListSection(budget, omissions, {
    title: 'Verdicts changed by this pull request',
    items: changed,
    render: (item) => item,
    open: false,
    cap: CAP,
    restIn,
  });
  addListSection(budget, omissions, {
    title: 'Fixed by this pull request',
    items: fixedItems(results, links),
    render: (item) => item,
    open: false,
    cap: CAP,
    restIn,
  });

  if (omissions.any)
    budget.force(`Some items were left out to stay under GitHub's comment size limit: see ${restIn}.\n\n`);
  budget.force(
    runLink ? `Full results: [job summary of this run](${runLink})\n` : 'Full results: the job summary of this run\n',
  );
  return budget.toString();
}
