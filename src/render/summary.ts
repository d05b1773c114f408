// The job summary: the whole result in markdown, within GitHub's 1 MiB step-summary limit.
// Order is priority: what decides the gate first, long lists after, so that when the budget
// runs out it is the tail of a long list that is left out, never the decision.
import type { ReportResult, ResultsFile } from '../results/types.js';
import { claimById, claimFile, contradictedClaims, highConfidenceUnsupported, reportLabel } from '../results/select.js';
import { Budget, Omissions, utf8Bytes } from './budget.js';
import { inert } from './escape.js';
import { groupBy, hasVerdicts, percent, plural } from './format.js';
import { addListSection, claimItem, claimLine, contradictedItem, decision, gateTable, location, verdictCounts } from './markdown-blocks.js';
import { overallStatus } from './overall-status.js';
import type { SetupHints } from './terminal.js';

export const SUMMARY_LIMIT_BYTES = 1024 * 1024;
// Room for every closing tag and "left out" note; far more than they take.
const RESERVE_BYTES = 16 * 1024;
const SHORT_LIST = 10;

/** How to supply what the verifier lacked, in the action's words (its log and its summary). */
export const ACTION_HINTS: SetupHints = { apiKey: 'set the openai-api-key input from a secret', model: 'set the model input' };

export interface SummaryOptions {
  /** Where the full results file was written, named in notes about what was left out. */
  resultsPath?: string;
  /** Lines from the action about this run (e.g. why no comment was posted); shown escaped. */
  notes?: readonly string[];
  limitBytes?: number;
}

export function renderSummary(results: ResultsFile, options: SummaryOptions = {}): string {
  const budget = new Budget(options.limitBytes ?? SUMMARY_LIMIT_BYTES, RESERVE_BYTES, utf8Bytes);
  const omissions = new Omissions();
  const restIn = options.resultsPath ? `the results file (${inert(options.resultsPath, 200)})` : 'the results file';

  budget.force(heading(results));
  for (const note of options.notes ?? []) budget.tryAdd(`> ${inert(note, 1000)}\n\n`);
  budget.tryAdd(`### Gate\n\n${gateTable(results.gate.checks, results.totals)}`);
  addReportTable(budget, omissions, results.reports);
  const semantic = semanticLine(results.reports);
  if (semantic) budget.tryAdd(`${semantic}\n\n`);

  const contradicted = contradictedClaims(results);
  addListSection(budget, omissions, {
    title: 'Contradicted claims',
    items: contradicted,
    render: ({ report, claim }) => contradictedItem(report, claim, 1000, 500),
    open: contradicted.length <= SHORT_LIST,
    restIn,
  });
  const unsupported = highConfidenceUnsupported(results);
  addListSection(budget, omissions, {
    title: 'High-confidence claims without support',
    items: unsupported,
    render: ({ file, claim }) => claimItem(file, claim, 1000, ` (${claim.verdict})`),
    open: unsupported.length <= SHORT_LIST,
    restIn,
  });
  addInvalidFiles(budget, omissions, results.reports, restIn);
  addRejected(budget, omissions, results.reports, restIn);
  addFindings(budget, omissions, results.reports, restIn);
  addProviderRejections(budget, omissions, results.reports, restIn);

  if (omissions.any) {
    const parts = omissions.entries().map(([section, count]) => `${section}: ${count}`);
    budget.force(`**Left out to stay under GitHub's step-summary size limit** (${parts.join('; ')}); ${restIn} has everything.\n`);
  }
  return budget.toString();
}

function heading(results: ResultsFile): string {
  const { totals } = results;
  const scope = `${plural(totals.reports, 'report')} · ${plural(totals.claims, 'claim')} · ${plural(totals.pairs, 'claim/evidence pair')} · status ${overallStatus(results)}`;
  return `## ${decision(results.gate)}\n\n${scope}\n\n${verdictCounts(totals)}\n\n`;
}

function addReportTable(budget: Budget, omissions: Omissions, reports: readonly ReportResult[]): void {
  const many = reports.length > SHORT_LIST;
  const head = '| Report | Status | Claims | Supports | Contradicts | Insufficient | Unverifiable | Coverage | Exact quotes |\n| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |\n';
  const open = many ? `<details>\n<summary><strong>Reports (${reports.length})</strong></summary>\n\n` : '### Reports\n\n';
  if (!budget.tryAdd(open + head)) {
    omissions.add('Reports table rows', reports.length);
    return;
  }
  let shown = 0;
  for (const report of reports) {
    if (!budget.tryAdd(reportRow(report))) break;
    shown++;
  }
  if (shown < reports.length) {
    omissions.add('Reports table rows', reports.length - shown);
    budget.force(`| … ${reports.length - shown} more left out | | | | | | | | |\n`);
  }
  budget.force(many ? '\n</details>\n\n' : '\n');
}

function reportRow(report: ReportResult): string {
  const name = inert(reportLabel(report), 200);
  const s = report.summary;
  if (!s) return `| ${name} | invalid | | | | | | | |\n`;
  // With no verifier result at all there is no coverage or quote ratio to speak of.
  const ratios = hasVerdicts(s.status) ? [percent(s.coverage_ratio), percent(s.exact_quote_ratio)] : ['—', '—'];
  const cells = [s.status, s.claim_count, s.supported_claim_count, s.contradicted_claim_count, s.insufficient_claim_count, s.unverifiable_claim_count, ...ratios];
  return `| ${name} | ${cells.join(' | ')} |\n`;
}

/** "Semantic verifier: complete for 2 reports (model m); unavailable (missing_api_key) for 1 report." */
function semanticLine(reports: readonly ReportResult[]): string | null {
  const valid = reports.filter((report) => report.summary);
  if (valid.length === 0) return null;
  const groups = groupBy(valid, (report) => `${report.provider.state}|${report.provider.failure_code ?? ''}|${report.provider.model ?? ''}`);
  const parts = [...groups.values()].map((group) => {
    const { state, failure_code, model } = (group[0] as ReportResult).provider;
    const why = failure_code ? ` (${inert(failure_code, 100)})` : '';
    const by = model ? `, model ${inert(model, 100)}` : '';
    return `${state.replace('_', ' ')}${why} for ${plural(group.length, 'report')}${by}`;
  });
  const unverified = valid.reduce((sum, report) => sum + report.provider.unverified, 0);
  const codes = new Set(valid.map((report) => report.provider.failure_code));
  const hints = [
    codes.has('missing_api_key') ? `no API key: ${ACTION_HINTS.apiKey}` : '',
    codes.has('missing_model') ? `no model: ${ACTION_HINTS.model}` : '',
  ].filter(Boolean);
  const left = unverified > 0 ? ` ${plural(unverified, 'pair')} left without a model verdict${hints.length > 0 ? ` (${hints.join('; ')})` : ''}.` : '';
  return `Semantic verifier: ${parts.join('; ')}.${left}`;
}

function addInvalidFiles(budget: Budget, omissions: Omissions, reports: readonly ReportResult[], restIn: string): void {
  const invalid = reports.filter((report) => report.error);
  addListSection(budget, omissions, {
    title: 'Invalid report files',
    items: invalid,
    render: (report) => {
      const which = report.name === undefined ? '' : `${inert(report.name, 200)}: `;
      return `- ${location(report.error?.file ?? report.file, report.error?.line, report.error?.column)} ${which}${inert(report.error?.message ?? '', 1000)}\n`;
    },
    open: invalid.length <= SHORT_LIST,
    restIn,
  });
}

function addRejected(budget: Budget, omissions: Omissions, reports: readonly ReportResult[], restIn: string): void {
  const rejected = reports.flatMap((report) => report.rejected.map((rejection) => ({ report, rejection })));
  for (const [reason, group] of groupBy(rejected, (item) => item.rejection.reason)) {
    addListSection(budget, omissions, {
      title: `Rejected committed results: ${reason.replace(/_/g, ' ')}`,
      items: group,
      render: ({ report, rejection }) => {
        const line = rejection.line ?? claimLine(report, rejection.claim_id);
        const where = line === undefined ? location(reportLabel(report)) : location(claimFile(report, rejection.claim_id), line, claimById(report, rejection.claim_id)?.column);
        return `- ${where} claim ${inert(rejection.claim_id, 100)} → evidence ${inert(rejection.evidence_id, 100)}: ${inert(rejection.detail, 1000)}\n`;
      },
      open: group.length <= SHORT_LIST,
      restIn,
    });
  }
}

function addFindings(budget: Budget, omissions: Omissions, reports: readonly ReportResult[], restIn: string): void {
  const findings = reports.flatMap((report) => report.findings.map((finding) => ({ file: claimFile(report, finding.claim_id), column: claimById(report, finding.claim_id)?.column, finding })));
  const sections = [
    { code: 'dangling_citation', title: 'Dangling citations' },
    { code: 'ungrounded_number', title: 'Ungrounded numbers' },
  ] as const;
  for (const { code, title } of sections) {
    const group = findings.filter((item) => item.finding.code === code);
    addListSection(budget, omissions, {
      title,
      items: group,
      render: ({ file, column, finding }) => `- ${location(file, finding.line, column)} ${inert(finding.message, 1000)}\n`,
      open: group.length <= SHORT_LIST,
      restIn,
    });
  }
}

function addProviderRejections(budget: Budget, omissions: Omissions, reports: readonly ReportResult[], restIn: string): void {
  const rejected = reports.flatMap((report) => report.provider.rejected.map((rejection) => ({ report, rejection })));
  if (rejected.length === 0) return;
  const groups = groupBy(rejected, (item) => item.rejection.reason);
  const counts = [...groups].map(([reason, group]) => `${reason.replace(/_/g, ' ')} ${group.length}`).join(', ');
  budget.tryAdd(`**${plural(rejected.length, 'model answer')} rejected** by binding (${counts}). These are not binding errors of the reports; the pairs stay unverified.\n\n`);
  for (const [reason, group] of groups) {
    addListSection(budget, omissions, {
      title: `Model answers rejected: ${reason.replace(/_/g, ' ')}`,
      items: group,
      render: ({ report, rejection }) => {
        const line = claimLine(report, rejection.claim_id);
        const where = line === undefined ? location(reportLabel(report)) : location(claimFile(report, rejection.claim_id), line, claimById(report, rejection.claim_id)?.column);
        return `- ${where} claim ${inert(rejection.claim_id ?? '?', 100)} → evidence ${inert(rejection.evidence_id ?? '?', 100)}: ${inert(rejection.detail, 500)}\n`;
      },
      open: false,
      cap: 20,
      restIn,
    });
  }
}
