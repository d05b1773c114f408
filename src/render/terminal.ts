import { censusLine } from './census.js';
import { dialectLabel } from '../formats/markdown/dialects.js';
import { FORMAT_NOUNS } from '../formats/model.js';
import { isLimitSet } from '../gate/decide.js';
import { listProblems, problemStatuses, type Problem } from '../results/problems.js';
import { waivedKeys } from '../waivers/apply.js';
import type { ClaimRow, Finding, ResultsFile, WaiverRow } from '../results/types.js';
import { snapshotChangeLine } from './snapshot-changes.js';
import { citedIds, foundInLine } from './found-in.js';
import { recallFigure, recallReports, recallTotalLine, usageWords } from './recall-words.js';
import {
  claimById,
  claimFile,
  contradictedClaims,
  highConfidenceUnsupported,
  quoteCounts,
  rejectionPlace,
  reportLabel,
  type LocatedClaim,
} from '../results/select.js';
import { showControlsIn } from '../text/controls.js';
import { changeSentence, comparison } from './change.js';
import { provenanceTerminalSection } from './provenance-terminal.js';
import { referenceTerminalSection } from './reference-terminal.js';
import {
  bindingErrorParts,
  formatAllValue,
  formatLimit,
  formatNewValue,
  formatValue,
  groupBy,
  hasVerdicts,
  oneLine,
  percent,
  place,
  plural,
} from './format.js';
import { nearMiss, plainWindow } from './quote-diff.js';
import { plainStyle, type Style, type Stylize } from './style.js';
import { wrapLines } from './wrap.js';
import { cappedLines, moreLine, RESULTS_FILE_HINT, TERMINAL_LISTED } from './terminal-cap.js';
import {
  modelOutage,
  rejectionDetail,
  ruleWithCode,
  trustItemWords,
  trustNote,
  unavailableReports,
  UNCONFIRMED_WORDS,
  unconfirmedValues,
  unverifiedReasons,
  ungroundedWhere,
  type SetupHints,
} from './words.js';

export const CLI_HINTS: SetupHints = {
  apiKey: 'set OPENAI_API_KEY',
  model: 'pass --model',
  rejectedAnswers: 'listed above under Model answers rejected',
};

const COLUMNS = [
  'report',
  'status',
  'claims',
  'supports',
  'contradicts',
  'insufficient',
  'unverifiable',
  'coverage',
  'quotes',
] as const;

/**
 * The command line's output (and the action's log): a table per report, then the problems,
 * then the gate. Every string of the results is report text or derived from it (IDs,
 * statements, file names, quotes in rejection details, model output, error messages), so all
 * of them are shown with their control characters escaped (src/text/controls.ts) before
 * anything is laid out: nothing a report holds can move the cursor, hide text, write the
 * clipboard, reorder the line or start a line of its own. Each list shows at most
 * TERMINAL_LISTED items (./terminal-cap.ts), the worst first, and then says how many more
 * `restIn` (the results file) holds; every count and the gate are whole.
 */
export function renderTerminal(
  raw: ResultsFile,
  style: Stylize = plainStyle,
  hints: SetupHints = CLI_HINTS,
  width = Infinity,
  restIn: string = RESULTS_FILE_HINT,
): string {
  const results = showControlsIn(raw);
  const header = [
    style(
      'bold',
      `citegate: ${plural(results.reports.length, 'report')}, ${plural(results.totals.claims, 'claim')}, ${plural(results.totals.pairs, 'claim/evidence pair')}`,
    ),
    '',
  ];
  const census = censusLine(results);
  if (census) header.splice(1, 0, style('yellow', `${census}.`));
  // Sections as arrays joined once (flat): each may be as long as the input, far past the
  // number of arguments a spread into push can pass.
  const sections: string[][] = [
    header,
    formatsLine(results, style),
    reportTable(results, style, width),
    [''],
    recallSection(results, style),
    invalidSection(results, style),
    claimList('Contradicted claims', contradictedClaims(results), 'red', style, restIn),
    claimList('High-confidence claims without support', highConfidenceUnsupported(results), 'yellow', style, restIn),
    rejectedSection(results, style, restIn),
    findingsSection(results, style, restIn),
    provenanceTerminalSection(results, style, restIn),
    referenceTerminalSection(results, style, restIn),
    verifierSection(results, style, hints),
    gateSection(results, style),
    baseLines(results),
  ];
  // The command line fits its lines to the terminal (the action's log has no width).
  return wrapLines(sections.flat(), width).join('\n') + '\n';
}

function invalidSection(results: ResultsFile, style: Stylize): string[] {
  const invalid = results.reports.filter((report) => report.error);
  if (invalid.length === 0) return [];
  const out = [style('bold', 'Invalid report files')];
  for (const report of invalid) {
    const error = report.error!;
    const where = error.line ? `:${error.line}:${error.column ?? 1}` : '';
    const which = report.name === undefined ? '' : `${report.name}: `;
    out.push(`  ${style('red', `${error.file ?? report.file}${where}`)}  ${which}${error.message}`);
  }
  out.push('');
  return out;
}

/** How the reports were read, when any is not in the pipeline's format (whose output stays as it was). */
function formatsLine(results: ResultsFile, style: Stylize): string[] {
  if (!results.reports.some((report) => report.format !== undefined)) return [];
  const counts = groupBy(results.reports, (report) => report.format ?? 'abundance');
  // A Markdown or provider report says how it was written: "2 markdown (numbered_sources: [n] + a numbered source list)".
  const parts = [...counts].flatMap(([format, reports]) => {
    if (!reports.some((report) => report.dialect !== undefined)) {
      const read = articlesRead(reports).replace(/^; /, '');
      return [`${formatCount(format, reports.length)}${read === '' ? '' : ` (${read})`}`];
    }
    return [...groupBy(reports, (report) => report.dialect ?? '')].map(
      ([dialect, some]) => `${formatCount(format, some.length)}${dialect === '' ? '' : ` (${dialectLabel(dialect)})`}`,
    );
  });
  return [style('dim', `Formats: ${parts.join('; ')}`), ''];
}

/** "5 pipeline reports (JSON)", "1 STORM run": a format as its users call what it writes. */
function formatCount(format: keyof typeof FORMAT_NOUNS, count: number): string {
  const [one, many] = FORMAT_NOUNS[format];
  return `${count} ${count === 1 ? one : many}`;
}

/** Which STORM article was read and in which numbering, as briefly as the Formats line allows. */
const ARTICLE_READ = new Map<string, [string, string]>([
  [
    'polished:draft',
    ["polished article, [n] read in the draft's numbering", "polished articles, [n] read in the draft's numbering"],
  ],
  [
    'polished:unknown',
    ['polished article with no draft: [n] unresolved', 'polished articles with no draft: [n] unresolved'],
  ],
  ['draft:url_to_info', ['draft article', 'draft articles']],
]);

function articlesRead(reports: readonly ResultsFile['reports'][number][]): string {
  const read = groupBy(
    reports.filter((report) => report.article),
    (report) => `${report.article?.version}:${report.article?.numbering}`,
  );
  if (read.size === 0) return '';
  const phrases = [...read].map(([key, group]) => {
    const [one, many] = ARTICLE_READ.get(key) ?? [key, key];
    return reports.length === 1 ? one : `${group.length} ${group.length === 1 ? one : many}`;
  });
  return `; ${phrases.join(', ')}`;
}

function reportTable(results: ResultsFile, style: Stylize, width: number): string[] {
  const rows = results.reports.map((report) => {
    const summary = report.summary;
    if (!summary) return [reportLabel(report), 'invalid', '', '', '', '', '', '', ''];
    return [
      reportLabel(report),
      summary.status,
      String(summary.claim_count),
      String(summary.supported_claim_count),
      String(summary.contradicted_claim_count),
      String(summary.insufficient_claim_count),
      String(summary.unverifiable_claim_count),
      hasVerdicts(summary.status) ? percent(summary.coverage_ratio) : '—',
      quotesCell(report),
    ];
  });
  const widths = COLUMNS.map((column, index) =>
    rows.reduce((widest, row) => Math.max(widest, (row[index] ?? '').length), column.length),
  );
  const statusStyle = (status: string): Style =>
    status === 'complete' ? 'green' : status === 'invalid' ? 'red' : 'yellow';
  // Too wide for the terminal: each report on a line of its own (a path is never cut), its figures under it.
  if (widths.reduce((sum, columnWidth) => sum + columnWidth, 0) + 2 * (widths.length - 1) > width)
    return reportBlocks(rows, (status) => style(statusStyle(status), status));
  // Padding first, colour after: escape codes would throw the column widths off.
  const line = (cells: readonly string[], colour: (cell: string, index: number) => string = (cell) => cell): string =>
    cells
      .map((cell, index) =>
        colour(index === 0 ? cell.padEnd(widths[index] ?? 0) : cell.padStart(widths[index] ?? 0), index),
      )
      .join('  ')
      .trimEnd();
  return [
    style('dim', line(COLUMNS)),
    ...rows.map((row) => line(row, (cell, index) => (index === 1 ? style(statusStyle(row[1] ?? ''), cell) : cell))),
  ];
}

/** The report table for a narrow terminal: the path alone, then the status and the verdicts that occur, then coverage and quotes. */
function reportBlocks(rows: readonly string[][], status: (status: string) => string): string[] {
  const verdicts = ['supports', 'contradicts', 'insufficient', 'unverifiable'];
  return rows.flatMap(([label = '', state = '', claims = '', ...rest]) => {
    if (state === 'invalid') return [label, `  ${status(state)}`];
    const counted = verdicts.flatMap((verdict, index) => (rest[index] !== '0' ? [`${rest[index]} ${verdict}`] : []));
    const [coverage = '—', quotes = '—'] = rest.slice(verdicts.length);
    const figures = [
      ...(coverage === '—' ? [] : [`coverage ${coverage}`]),
      ...(quotes === '—' ? [] : [`quotes ${quotes}`]),
    ];
    return [
      label,
      `  ${status(state)}, ${plural(Number(claims), 'claim')}${counted.length > 0 ? `: ${counted.join(', ')}` : ''}`,
      ...(figures.length > 0 ? [`  ${figures.join(', ')}`] : []),
    ];
  });
}

/** "2/8": quotes word for word of those checked (src/results/select.ts quoteCounts); "—" when none was. */
function quotesCell(report: ResultsFile['reports'][number]): string {
  const { bound, checked } = quoteCounts(report);
  return checked > 0 ? `${bound}/${checked}` : '—';
}

function claimList(title: string, claims: LocatedClaim[], colour: Style, style: Stylize, restIn: string): string[] {
  if (claims.length === 0) return [];
  const lines = cappedLines(
    claims,
    ({ file, claim, report }) => [
      `  ${style(colour, place(file, claim.line, claim.column))}  ${claim.id}  ${oneLine(claim.statement)}${claim.unconfirmed ? `  (${UNCONFIRMED_WORDS})` : ''}`,
      ...claimElsewhere(report, claim).map((line) => `      ${line}`),
    ],
    restIn,
  );
  lines.unshift(style('bold', `${title} (${claims.length})`));
  lines.push('');
  return lines;
}

/**
 * Each rule in words with its code in parentheses, as the job summary names it; a rejection's
 * detail only where it says more than the rule (no hash prefixes: the results file has the
 * hashes); an unbound quote's difference in words, then the quote beside the excerpt's nearest passage.
 */
function rejectedSection(results: ResultsFile, style: Stylize, restIn: string): string[] {
  const rejected = results.reports.flatMap((report) => report.rejected.map((rejection) => ({ report, rejection })));
  if (rejected.length === 0) return [];
  const out = [style('bold', `Rejected committed results (${rejected.length})`)];
  // Every rule with its count; the first TERMINAL_LISTED rejections in all listed under their rules.
  let listed = 0;
  for (const [reason, group] of groupBy(rejected, (item) => item.rejection.reason)) {
    out.push(`  ${style('red', ruleWithCode(reason))}: ${group.length}`);
    for (const { report, rejection } of group) {
      if (listed++ >= TERMINAL_LISTED) break;
      const at = rejectionPlace(report, rejection);
      const where = at.line === null ? reportLabel(report) : place(at.file, at.line, at.column);
      const head = `    ${where}  ${rejection.claim_id} → ${rejection.evidence_id}`;
      const miss = nearMiss(rejection);
      if (miss) {
        const { quote, passage, difference: diff } = miss;
        out.push(`${head}  ${diff.reason}`);
        out.push(`        quote:    "${plainWindow(quote, ...diff.quote)}"`);
        out.push(`        excerpt:  "${plainWindow(passage, ...diff.passage)}"`);
        const elsewhere = foundInLine('the quote', rejection, [rejection.evidence_id]);
        if (elsewhere) out.push(`        ${elsewhere}`);
        continue;
      }
      const detail = rejectionDetail(rejection);
      out.push(detail === null ? head : `${head}  ${oneLine(detail, 300)}`);
    }
  }
  for (const line of moreLine(rejected.length - Math.min(rejected.length, TERMINAL_LISTED), restIn)) out.push(line);
  out.push('');
  return out;
}

function findingsSection(results: ResultsFile, style: Stylize, restIn: string): string[] {
  const findings = results.reports.flatMap((report) => report.findings.map((finding) => ({ report, finding })));
  const providerRejections = results.reports.flatMap((report) =>
    report.provider.rejected.map((rejection) => ({ file: reportLabel(report), rejection })),
  );
  const out: string[] = [];
  if (findings.length > 0) {
    // Each finding is a problem: against a base it is new or was there already, and a waiver accepts it.
    // Without a comparison or an applied waiver no finding is tagged, and the problems (two keys
    // for each of 141,000 findings of a hostile answer, 1.3 s) are not listed at all.
    const waived = waivedKeys(results);
    const compared = comparison(results) !== null;
    const problems = compared || waived.size > 0 ? listProblems(results) : [];
    const statuses = problemStatuses(results, problems);
    const byFinding = new Map<Finding, Problem>();
    for (const problem of problems) if (problem.finding) byFinding.set(problem.finding, problem);
    out.push(style('bold', `Findings (${findings.length})`));
    const tagOf = (finding: Finding): string => {
      const problem = byFinding.get(finding);
      return problem && waived.has(problem.key)
        ? 'waived  '
        : problem && statuses.get(problem) === 'new'
          ? 'new  '
          : '';
    };
    // The worst first, as the comment orders them: new, then those there already, then the waived;
    // each in the results file's order (three buckets, linear however many findings there are).
    const ranked: (typeof findings)[] = [[], [], []];
    for (const item of findings) {
      const tag = tagOf(item.finding);
      (ranked[tag === 'new  ' ? 0 : tag === '' ? 1 : 2] as typeof findings).push(item);
    }
    // Placed only when listed: at most TERMINAL_LISTED of them, however many there are.
    const listLines = ({ report, finding }: (typeof findings)[number]): string[] => {
      const { file, column } =
        'level' in finding
          ? { file: finding.file ?? report.file, column: finding.column }
          : { file: claimFile(report, finding.claim_id), column: claimById(report, finding.claim_id)?.column };
      // The results file's message carries the normalised value ("20220300 date"); a reader wants the words.
      const message =
        finding.code === 'ungrounded_number'
          ? `"${oneLine(finding.text, 100)}" in claim ${finding.claim_id} ${ungroundedWhere(report, finding)}`
          : finding.message;
      const elsewhere = findingElsewhere(report, finding);
      return [
        `  ${style('yellow', place(file, finding.line, column))}  ${tagOf(finding)}${finding.code}  ${message}`,
        ...(elsewhere ? [`      ${elsewhere}`] : []),
      ];
    };
    const worstFirst = ranked.flat();
    for (const line of cappedLines(worstFirst, listLines, restIn)) out.push(line);
    out.push('');
  }
  if (providerRejections.length > 0) {
    out.push(style('bold', `Model answers rejected (${providerRejections.length}; not binding errors)`));
    for (const [reason, group] of groupBy(providerRejections, (item) => item.rejection.reason)) {
      out.push(`  ${reason} (${group.length})`);
      for (const { file, rejection } of group.slice(0, 20)) {
        out.push(`    ${file}  ${rejection.claim_id ?? '?'} → ${rejection.evidence_id ?? '?'}  ${rejection.detail}`);
      }
      if (group.length > 20) out.push(`    … and ${group.length - 20} more in the results file`);
    }
    out.push('');
  }
  return out;
}

/** The line under a finding saying where else in the report its number or quotation is. */
function findingElsewhere(report: ResultsFile['reports'][number], finding: Finding): string | null {
  if (finding.code === 'ungrounded_number')
    return foundInLine(`"${oneLine(finding.text, 100)}"`, finding, citedIds(report, finding.claim_id));
  if (finding.code === 'quote_not_in_source')
    return foundInLine(`"${oneLine(finding.text, 100)}"`, finding, [finding.evidence_id]);
  return null;
}

/** Under a claim its sources leave unsupported: where else each quotation it states is, one line each. */
function claimElsewhere(report: ResultsFile['reports'][number], claim: ClaimRow): string[] {
  const cited = citedIds(report, claim.id);
  return [...groupBy(claim.found_in ?? [], (place) => place.text)].flatMap(
    ([text, found]) => foundInLine(`"${oneLine(text, 100)}"`, { found_in: found }, cited) ?? [],
  );
}

/** Says plainly when pairs got no verdict from a model this run, why, and how to get one; and what verifying cost. */
function verifierSection(results: ResultsFile, style: Stylize, hints: SetupHints): string[] {
  const unverified = results.reports.reduce((sum, report) => sum + report.provider.unverified, 0);
  const usage = usageWords(results);
  const lines = usage ? [style('dim', `Semantic verifier: ${usage}.`)] : [];
  if (unverified > 0) {
    const why = unverifiedReasons(results, hints);
    const reason = why.length > 0 ? `: ${why.join('; ')}` : `: ${unverifiedCounts(results)}`;
    lines.push(style('dim', `Semantic verifier: ${plural(unverified, 'pair')} left without a model verdict${reason}.`));
  }
  return lines.length > 0 ? [...lines, ''] : [];
}

/** "Factual sentences citing a source: 78% (42 of 54)", and each report's figure when there are several. */
function recallSection(results: ResultsFile, style: Stylize): string[] {
  const total = recallTotalLine(results);
  if (total === null) return [];
  const reports = recallReports(results);
  if (reports.length <= 1) return [style('bold', total), ''];
  return [
    style('bold', total),
    ...reports.map(({ report, recall }) => `  ${reportLabel(report)}  ${recallFigure(recall)}`),
    '',
  ];
}

/**
 * The limit in words; fail-on-unavailable is a switch, so it says whether it is on, not "no
 * limit": its value is the number of reports not verified at all, which fail the gate only when on.
 */
function limitWords(check: ResultsFile['gate']['checks'][number]): string {
  if (check.name !== 'fail-on-unavailable') return formatLimit(check.limit, check.name);
  return isLimitSet(check.limit) ? 'on: must be 0' : 'off: not counted as a failure';
}

/** Where the unverified pairs went, from the reports' provider sections (no file needed to read it). */
function unverifiedCounts(results: ResultsFile): string {
  const sum = (key: keyof ResultsFile['reports'][number]['provider']['unverified_reasons']) =>
    results.reports.reduce((total, report) => total + report.provider.unverified_reasons[key], 0);
  const parts = [
    sum('failed_requests') > 0 ? `${sum('failed_requests')} in failed requests` : '',
    sum('max_pairs') > 0 ? `${sum('max_pairs')} over max-pairs` : '',
    sum('rejected') > 0 ? `${sum('rejected')} whose answer did not bind` : '',
    sum('not_asked') > 0 ? `${sum('not_asked')} not asked` : '',
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : 'the model gave no usable answer for them';
}

function gateSection(results: ResultsFile, style: Stylize): string[] {
  const { gate } = results;
  const width = Math.max(...gate.checks.map((check) => check.name.length));
  // Under gate-on: new the value is the new count, as the results file's `value` has it: "1 new".
  // fail-on-unavailable's value is a yes/no; the count of such reports reads unambiguously.
  const values = gate.checks.map((check) =>
    check.name === 'fail-on-unavailable' && check.all_value === undefined
      ? String(unavailableReports(results, check))
      : check.all_value !== undefined
        ? formatNewValue(check.value, check.name)
        : formatValue(check.value, check.name),
  );
  const valueWidth = Math.max(6, ...values.map((value) => value.length));
  const out = [style('bold', 'Gate')];
  gate.checks.forEach((check, index) => {
    const unset = !isLimitSet(check.limit);
    const mark = unset ? style('dim', '·') : check.passed ? style('green', '✓') : style('red', '✗');
    const counted =
      check.all_value !== undefined
        ? formatAllValue(check.all_value, check.name)
        : check.base_value !== undefined
          ? `base ${formatValue(check.base_value, check.name)}`
          : check.name === 'max-binding-errors'
            ? bindingErrorParts(results.totals)
            : '';
    // One parenthesis: what else the value counts, and both values where unconfirmed verdicts change it.
    const aside = [counted, unconfirmedValues(check, results, true)].filter((part) => part !== '').join('; ');
    const note = aside === '' ? '' : `  (${aside})`;
    const waived = check.waived ? `  (${check.waived} waived)` : '';
    const text = `${check.name.padEnd(width)}  ${(values[index] ?? '').padStart(valueWidth)}  ${limitWords(check)}${note}${waived}`;
    out.push(`  ${mark} ${unset ? style('dim', text) : text}`);
  });
  const failed = gate.checks.filter((check) => !check.passed).length;
  const outage = modelOutage(results);
  if (gate.passed && outage) out.push('', style('yellow', style('bold', `PASSED, but ${outage}`)));
  else
    out.push(
      '',
      gate.passed
        ? style('green', style('bold', 'PASSED'))
        : style(
            'red',
            style('bold', `FAILED: ${plural(failed, 'check')} over the limit${outage ? `, and ${outage}` : ''}`),
          ),
    );
  return out;
}

/**
 * The base comparison: what the change did in one sentence, the reports added or not compared
 * (each with its reason), or why there was no comparison; and why gate-on: new counted all.
 */
function baseLines(results: ResultsFile): string[] {
  const { base, gate } = results;
  const lines: string[] = [];
  const change = changeSentence(results);
  if (change && base?.sha)
    lines.push(
      `Compared with ${base.sha.slice(0, 12)}: ${change}${gate.gate_on === 'new' ? ' Only new problems counted (gate-on: new).' : ''}`,
    );
  const compared = comparison(results);
  const notCompared = compared?.not_compared ?? [];
  const removed = compared?.removed ?? [];
  if (compared && (compared.added.length > 0 || notCompared.length > 0 || removed.length > 0)) {
    const parts = [
      `${compared.compared.length} in both`,
      ...(compared.added.length > 0 ? [`${compared.added.length} added by this pull request`] : []),
      ...(removed.length > 0 ? [`${removed.length} removed by this pull request`] : []),
      ...(notCompared.length > 0 ? [`${notCompared.length} not compared`] : []),
    ];
    lines.push(`Reports: ${parts.join('; ')}.`);
    // One line each, pushed one by one: a pull request may remove more reports than a spread can pass.
    if (removed.length > 0) {
      lines.push('Removed by this pull request (the problems each held count as fixed):');
      for (const file of removed) lines.push(`  ${file}`);
    }
    if (notCompared.length > 0) {
      lines.push('Not compared with the base (every problem in it counts as new):');
      for (const entry of notCompared) lines.push(`  ${entry.reason}`);
    }
  }
  const trust = trustNote(results);
  if (trust) {
    lines.push(trust.note);
    for (const item of trust.disagreements.slice(0, 20))
      lines.push(`  ${item.file}  ${item.claim_id} → ${item.evidence_id}  ${trustItemWords(item)}`);
    if (trust.disagreements.length > 20)
      lines.push(`  … and ${trust.disagreements.length - 20} more in the results file`);
  }
  if (base?.note) lines.push(base.note);
  if (gate.gate_on_note) lines.push(gate.gate_on_note);
  const snapshots = snapshotChangeLine(results);
  if (snapshots) lines.push(snapshots);
  // One by one: a pull request may add more waivers than a spread can pass as arguments.
  for (const line of waiverLines(results)) lines.push(line);
  return lines.length > 0 ? ['', ...lines] : [];
}

/** Waivers of each kind the terminal lists; the results file has every one. */
const WAIVERS_LISTED = 20;

/**
 * The waivers: how many applied (and were added by the pull request), and the first few that
 * were added or changed, no longer apply or could not be read (a pull request may add
 * thousands: the log lists the first of each kind, the results file every one).
 */
function waiverLines(results: ResultsFile): string[] {
  const section = results.waivers;
  if (!section) return [];
  // Each status counted in one pass over the entries (a pull request may add thousands).
  const counts = new Map<WaiverRow['status'], number>();
  let added = 0;
  for (const row of section.entries) {
    counts.set(row.status, (counts.get(row.status) ?? 0) + 1);
    if (row.change !== undefined) added++;
  }
  const stale = counts.get('stale') ?? 0;
  const expired = counts.get('expired') ?? 0;
  const parts = [
    `${counts.get('applied') ?? 0} applied`,
    ...(added > 0 ? [`${added} added or changed by this pull request`] : []),
    ...(stale > 0 ? [`${stale} stale`] : []),
    ...(expired > 0 ? [`${expired} expired`] : []),
    ...(section.errors.length > 0 ? [plural(section.errors.length, 'error')] : []),
  ];
  const lines = [`Waivers (${section.file}): ${parts.join(', ')}.`];
  const what = (row: WaiverRow) =>
    `${section.file}:${row.line}  ${row.kind} ${[row.claim_id, row.evidence_id, row.number].filter((part) => part !== null && part !== undefined).join(' ')}`;
  const listed = { changed: 0, stale: 0, expired: 0 };
  const listOne = (kind: keyof typeof listed, line: string) => {
    if (listed[kind]++ < WAIVERS_LISTED) lines.push(line);
  };
  for (const row of section.entries) {
    if (row.change !== undefined) listOne('changed', `  ${what(row)}: ${row.change} by this pull request`);
    if (row.status === 'stale')
      listOne('stale', `  ${what(row)}: stale, the report has no such problem now; remove it`);
    if (row.status === 'expired') listOne('expired', `  ${what(row)}: expired on ${row.expires}, it no longer waives`);
  }
  const more = { changed: 'added or changed by this pull request', stale: 'stale', expired: 'expired' };
  for (const kind of ['changed', 'stale', 'expired'] as const)
    if (listed[kind] > WAIVERS_LISTED)
      lines.push(`  … and ${listed[kind] - WAIVERS_LISTED} more ${more[kind]} in the results file`);
  for (const error of section.errors.slice(0, WAIVERS_LISTED))
    lines.push(`  ${section.file}${error.line === null ? '' : `:${error.line}`}: ${error.message}`);
  if (section.errors.length > WAIVERS_LISTED)
    lines.push(`  … and ${section.errors.length - WAIVERS_LISTED} more errors in the results file`);
  return lines;
}
