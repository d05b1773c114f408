// The job summary: the whole result in markdown, within GitHub's 1 MiB step-summary limit.
// Order is priority: what decides the gate first, long lists after, so that when the budget
// runs out it is the tail of a long list that is left out, never the decision.
import { claimById, claimFile, quoteCounts } from '../results/select.js';
import type { ReportResult, ResultsFile } from '../results/types.js';
import { Budget, Omissions, utf8Bytes } from './budget.js';
import { baseLine, changeLead, countsTable, fixedItems, verdictChangeItems } from './change.js';
import { censusLine, passedBut } from './census.js';
import { inert } from './escape.js';
import { groupBy, hasVerdicts, percent, plural } from './format.js';
import { blobUrl, locationLink, type LinkContext } from './links.js';
import { addFoldedSection, addListSection, decision, gateTable, trustBlock, verdictCounts } from './markdown-blocks.js';
import { checkSections } from './sections.js';
import { modelOutage, verifierLine } from './words.js';
import { recallBlock } from './recall-section.js';
import { usageWords } from './recall-words.js';
import { overallStatus } from './overall-status.js';
import { addProvenanceSection } from './provenance-section.js';
import { addReferenceSection } from './reference-section.js';
import { addWaiverSections, waiverLead } from './waivers-section.js';
import { snapshotChangeLead } from './snapshot-changes.js';
import { addSourceTextSections } from './source-text.js';
import type { SetupHints } from './words.js';

export const SUMMARY_LIMIT_BYTES = 1024 * 1024;
// Room for every closing tag and "left out" note; far more than they take.
const RESERVE_BYTES = 16 * 1024;
const SHORT_LIST = 10;

/** How to supply what the verifier lacked, in the action's words (its log and its summary). */
export const ACTION_HINTS: SetupHints = {
  apiKey: 'set the openai-api-key input from a secret',
  model: 'set the model input',
};

export interface SummaryOptions {
  /** Where the full results file was written, named in notes about what was left out. */
  resultsPath?: string;
  /** Lines from the action about this run (e.g. why no comment was posted); shown escaped. */
  notes?: readonly string[];
  limitBytes?: number;
  /** Where `path:line` links point; without it locations are plain text. */
  links?: LinkContext | null;
  hints?: SetupHints;
  /** The pull request comes from a fork (so it has no secrets). */
  fork?: boolean;
}

export function renderSummary(results: ResultsFile, options: SummaryOptions = {}): string {
  const budget = new Budget(options.limitBytes ?? SUMMARY_LIMIT_BYTES, RESERVE_BYTES, utf8Bytes);
  const omissions = new Omissions();
  const restIn = options.resultsPath ? `the results file (${inert(options.resultsPath, 200)})` : 'the results file';
  const links = options.links ?? null;

  budget.force(heading(results));
  for (const note of options.notes ?? []) budget.tryAdd(`> ${inert(note, 1000)}\n\n`);
  const verifier = verifierLine(results, options.hints ?? ACTION_HINTS, options.fork);
  if (verifier) budget.tryAdd(`${verifier}\n\n`);
  const usage = usageWords(results);
  if (usage) budget.tryAdd(`Semantic verifier: ${usage}.\n\n`);
  const trust = trustBlock(results, options.fork ?? false, SHORT_LIST, restIn);
  if (trust) budget.tryAdd(`${trust}\n`);
  budget.tryAdd(`### Gate\n\n${gateTable(results.gate.checks, results.totals, results)}`);
  if (results.gate.gate_on_note) budget.tryAdd(`${inert(results.gate.gate_on_note, 500)}\n\n`);
  addBaseComparison(budget, omissions, results, links, restIn);
  addReportTable(budget, omissions, results.reports, links);
  const recall = recallBlock(results, links, Number.POSITIVE_INFINITY);
  if (recall) budget.tryAdd(recall);
  const semantic = semanticLine(results.reports);
  if (semantic) budget.tryAdd(`${semantic}\n\n`);

  for (const section of checkSections(results, { links, detail: 'summary' })) {
    addFoldedSection(budget, omissions, section, {
      level: '###',
      visible: SHORT_LIST,
      cap: Number.POSITIVE_INFINITY,
      restIn,
    });
  }
  addWaiverSections(budget, omissions, results, { links, restIn, level: '###' });
  addProvenanceSection(budget, omissions, results, { restIn, maxText: 500, openUpTo: SHORT_LIST, links });
  addReferenceSection(budget, omissions, results, { restIn, openUpTo: SHORT_LIST, links, detail: 'summary' });
  addSourceTextSections(budget, omissions, results, { restIn, links });
  addProviderRejections(budget, omissions, results.reports, restIn, links);

  if (omissions.any) {
    const parts = omissions.entries().map(([section, count]) => `${section}: ${count}`);
    budget.force(
      `**Left out to stay under GitHub's step-summary size limit** (${parts.join('; ')}); ${restIn} has everything.\n`,
    );
  }
  return budget.toString();
}

function heading(results: ResultsFile): string {
  const { totals, gate } = results;
  const change = changeLead(results);
  const lead = change ? `${change}\n\n` : '';
  const scope = `${plural(totals.reports, 'report')} · ${plural(totals.claims, 'claim')} · ${plural(totals.pairs, 'claim/evidence pair')} · status ${overallStatus(results)}`;
  const waivers = waiverLead(results);
  const census = censusLine(results, (report) => inert(report.file, 200));
  const lost = census ? `**${census}.**\n\n` : '';
  const snapshots = snapshotChangeLead(results);
  return `## ${decision(gate, totals, passedBut(modelOutage(results), results))}\n\n${lost}${lead}${waivers ? `${waivers}\n\n` : ''}${snapshots ? `${snapshots}\n\n` : ''}${scope}\n\n${verdictCounts(totals)}\n\n`;
}

/** The base comparison in full: which commit, the counts, every verdict change and every fixed problem. */
function addBaseComparison(
  budget: Budget,
  omissions: Omissions,
  results: ResultsFile,
  links: LinkContext | null,
  restIn: string,
): void {
  const line = baseLine(results, links);
  if (line === null) return;
  if (!budget.tryAdd(`### Compared with the base\n\n${line}\n\n`)) return;
  const table = countsTable(results);
  if (table) budget.tryAdd(`${table}\n`);
  const changed = verdictChangeItems(results, links, 1000);
  addListSection(budget, omissions, {
    title: 'Verdicts changed by this pull request',
    items: changed,
    render: (item) => item,
    open: changed.length <= SHORT_LIST,
    restIn,
  });
  const fixed = fixedItems(results, links);
  addListSection(budget, omissions, {
    title: 'Fixed by this pull request (lines in the base commit)',
    items: fixed,
    render: (item) => item,
    open: fixed.length <= SHORT_LIST,
    restIn,
  });
}

/**
 * A row per report, in five columns so that it fits a narrow page: the claims' verdicts share
 * one cell. "Quotes word for word" counts the results whose quote was checked against its
 * excerpt: kept ones (a kept result without a quote counts as not word for word, as in
 * exact_quote_ratio) and those rejected because their quote is not in the excerpt (which
 * exact_quote_ratio leaves out, so a report whose quotes were all rejected no longer reads 100%).
 */
function addReportTable(
  budget: Budget,
  omissions: Omissions,
  reports: readonly ReportResult[],
  links: LinkContext | null,
): void {
  const many = reports.length > SHORT_LIST;
  const head = '| Report | Status | Claims | Coverage | Quotes word for word |\n| --- | --- | --- | ---: | ---: |\n';
  const open = many
    ? `<details>\n<summary><strong>Reports (${reports.length})</strong></summary>\n\n`
    : '### Reports\n\n';
  if (!budget.tryAdd(open + head)) {
    omissions.add('Reports table rows', reports.length);
    return;
  }
  let shown = 0;
  for (const report of reports) {
    if (!budget.tryAdd(reportRow(report, links))) break;
    shown++;
  }
  if (shown < reports.length) {
    omissions.add('Reports table rows', reports.length - shown);
    budget.force(`| … ${reports.length - shown} more left out | | | | |\n`);
  }
  budget.force(`\n${QUOTES_NOTE}\n`);
  budget.force(many ? '\n</details>\n\n' : '\n');
}

/** Under the reports table: what its last two columns count. */
export const QUOTES_NOTE =
  'Coverage: cited claims with a kept verifier result. Quotes word for word: of the results whose quote was checked against its excerpt (those kept, and those rejected because the quote is not in the excerpt), how many quote it word for word; a result kept without a quote counts as not.';

function reportRow(report: ReportResult, links: LinkContext | null): string {
  const url = blobUrl(links, links?.headSha, report.file);
  const label = inert(report.name === undefined ? report.file : `${report.file} (${report.name})`, 200);
  const name = url === null ? label : `[${label}](${url})`;
  const s = report.summary;
  if (!s) return `| ${name} | invalid | | | |\n`;
  const verdicts = [
    [s.supported_claim_count, 'supported'],
    [s.contradicted_claim_count, 'contradicted'],
    [s.insufficient_claim_count, 'insufficient'],
    [s.unverifiable_claim_count, 'unverifiable'],
  ] as const;
  const parts = verdicts
    .filter(([count]) => count > 0)
    .map(([count, word]) => (word === 'contradicted' ? `**${count} ${word}**` : `${count} ${word}`));
  const claims = `${s.claim_count}${parts.length > 0 ? `: ${parts.join(', ')}` : ''}`;
  const { bound, checked } = quoteCounts(report);
  // With no verifier result at all there is no coverage or quote ratio to speak of.
  const coverage = hasVerdicts(s.status) ? percent(s.coverage_ratio) : '—';
  const quotes = checked > 0 ? `${bound} of ${checked}` : '—';
  return `| ${name} | ${s.status} | ${claims} | ${coverage} | ${quotes} |\n`;
}

/** "Semantic verifier, by report: complete for 2 reports, model m; unavailable (missing_api_key) for 1 report." (Why pairs went without a verdict is the verifier line.) */
function semanticLine(reports: readonly ReportResult[]): string | null {
  const valid = reports.filter((report) => report.summary);
  if (valid.length === 0) return null;
  const groups = groupBy(
    valid,
    (report) => `${report.provider.state}|${report.provider.failure_code ?? ''}|${report.provider.model ?? ''}`,
  );
  const parts = [...groups.values()].map((group) => {
    const { state, failure_code, model } = (group[0] as ReportResult).provider;
    const why = failure_code ? ` (${inert(failure_code, 100)})` : '';
    const by = model ? `, model ${inert(model, 100)}` : '';
    return `${state.replace('_', ' ')}${why} for ${plural(group.length, 'report')}${by}`;
  });
  return `Semantic verifier, by report: ${parts.join('; ')}.`;
}

function addProviderRejections(
  budget: Budget,
  omissions: Omissions,
  reports: readonly ReportResult[],
  restIn: string,
  links: LinkContext | null,
): void {
  const rejected = reports.flatMap((report) => report.provider.rejected.map((rejection) => ({ report, rejection })));
  if (rejected.length === 0) return;
  const groups = groupBy(rejected, (item) => item.rejection.reason);
  const counts = [...groups].map(([reason, group]) => `${reason.replace(/_/g, ' ')} ${group.length}`).join(', ');
  budget.tryAdd(
    `**${plural(rejected.length, 'model answer')} rejected** by binding (${counts}). These are not binding errors of the reports; the pairs stay unverified.\n\n`,
  );
  for (const [reason, group] of groups) {
    addListSection(budget, omissions, {
      title: `Model answers rejected: ${reason.replace(/_/g, ' ')}`,
      items: group,
      render: ({ report, rejection }) => {
        const where = locationLink(
          links,
          claimFile(report, rejection.claim_id),
          claimById(report, rejection.claim_id)?.line,
        );
        return `- ${where} claim ${inert(rejection.claim_id ?? '?', 100)} → evidence ${inert(rejection.evidence_id ?? '?', 100)}: ${inert(rejection.detail, 500)}\n`;
      },
      open: false,
      cap: 20,
      restIn,
    });
  }
}
