// A section for every failed check, as one table from check name to how its items are listed:
// a new check is one entry, and a failed check without an entry still gets a section that says
// where its items are. The comment and the job summary render the same sections, at two
// lengths. Claims appear once, under the most severe claim section shown.
import type { Problem } from '../base/problems.js';
import { CHECK_PROBLEM_KINDS, listProblems, problemStatuses } from '../base/problems.js';
import { isLimitSet, type GateCheck } from '../gate/decide.js';
import type { ThresholdName } from '../gate/thresholds.js';
import { claimById } from '../results/select.js';
import type { ProblemKind, ProblemStatus, ReportResult, ResultsFile } from '../results/types.js';
import { comparison } from './change.js';
import { inert, linkOrText } from './escape.js';
import { formatLimit, formatValue, groupBy, hasVerdicts, percent, plural } from './format.js';
import { locationLink, type LinkContext } from './links.js';
import { contradictingPairs } from './markdown-blocks.js';
import { provenanceItem } from './provenance-section.js';
import { markedWindow, nearMiss } from './quote-diff.js';
import { rejectionDetail, RULE_WORDS, ruleWithCode, UNRESOLVED_WORDS, unsupportedReason, ungroundedSentence } from './words.js';

export type Detail = 'comment' | 'summary';

export interface SectionContext {
  links: LinkContext | null;
  detail: Detail;
}

export interface SectionItem {
  /** One markdown list item (with any nested lines), ending in a newline; made only when shown. */
  markdown: () => string;
  status?: ProblemStatus;
}

export interface Section {
  check: string;
  /** Trusted text: the heading, with the count and how the check stands. */
  heading: string;
  failed: boolean;
  items: SectionItem[];
  /** Trusted text under the heading: claims listed in another section, or where the items are. */
  note: string | null;
}

interface SectionSpec {
  check: ThresholdName;
  title: string;
  /** Listed whether or not the check has a limit: in the comment, in the summary. */
  always: { comment: boolean; summary: boolean };
  /** A claim section: each claim is listed under the first claim section shown. */
  claims?: boolean;
  /** Items from the run's problems of the check's kinds (CHECK_PROBLEM_KINDS). */
  problem?: (problem: Problem, context: SectionContext) => string;
  /** Items of a check that counts no problems (the ratios). */
  items?: (results: ResultsFile, context: SectionContext) => string[];
  /** How the measured value reads in the heading, when it is not a count of items. */
  value?: (check: GateCheck) => string;
  /** Trusted text under the first section with items that has it, when the run was compared with a base. */
  baseNote?: string;
}

const STATEMENT_MAX: Record<Detail, number> = { comment: 300, summary: 1000 };
const PAGE_TEXT_MAX: Record<Detail, number> = { comment: 200, summary: 500 };

/** What new and unchanged mean for a provenance problem: the base is never fetched. */
export const PROVENANCE_BASE_NOTE =
  'New: this pull request added the evidence record or changed its URL or excerpt. Unchanged: the base has the same record (ID, URL and excerpt), so its source changed, not the pull request. The base is never fetched, so none counts as fixed.';

const provenanceProblem = (problem: Problem, context: SectionContext) =>
  problem.record ? provenanceItem(problem.record, PAGE_TEXT_MAX[context.detail], context.links) : `${where(problem, context)} evidence ${inert(problem.evidence_id ?? '', 100)}: ${inert(problem.text, 400)}\n`;

const evidenceMaps = new WeakMap<ReportResult, Map<string, ReportResult['evidence'][number]>>();
function evidenceOf(report: ReportResult): Map<string, ReportResult['evidence'][number]> {
  let map = evidenceMaps.get(report);
  if (!map) evidenceMaps.set(report, (map = new Map(report.evidence.map((record) => [record.id, record]))));
  return map;
}

const claimLabel = (problem: Problem, reason?: string) => `claim ${inert(problem.claim_id ?? '', 100)}${reason ? ` (${reason})` : ''}`;
const where = (problem: Problem, context: SectionContext, column?: number) => locationLink(context.links, problem.at ?? problem.report.file, problem.line, column);
const statement = (problem: Problem, context: SectionContext) => inert(problem.text, STATEMENT_MAX[context.detail]);
/** A claim's item: where, which (with why, when given), and its statement. */
const claimItem = (problem: Problem, context: SectionContext, reason?: string) => `${where(problem, context)} ${claimLabel(problem, reason)}: ${statement(problem, context)}\n`;
/** A claim without support, with why it has none. */
const unsupportedClaimItem = (problem: Problem, context: SectionContext) => claimItem(problem, context, problem.claim ? unsupportedReason(problem.report, problem.claim) : undefined);

/** The table: display order among shown sections, and severity order among claim sections. */
export const SECTIONS: readonly SectionSpec[] = [
  {
    check: 'max-contradicted',
    title: 'Contradicted claims',
    always: { comment: true, summary: true },
    claims: true,
    problem: (problem, context) => {
      const evidence = evidenceOf(problem.report);
      const by = contradictingPairs(problem.report, problem.claim_id ?? '').map((pair) => {
        const record = evidence.get(pair.evidence_id);
        const source = record ? linkOrText(record.title, record.url) : `evidence ${inert(pair.evidence_id, 100)}`;
        const quote = pair.quote === null ? 'no quote' : `“${inert(pair.quote, context.detail === 'comment' ? 200 : 500)}”`;
        return `  - contradicted by ${source}: ${quote}\n`;
      });
      return `${claimItem(problem, context)}${by.join('')}`;
    },
  },
  {
    check: 'max-high-confidence-unsupported',
    title: 'High-confidence claims without support',
    always: { comment: true, summary: true },
    claims: true,
    problem: unsupportedClaimItem,
  },
  {
    check: 'max-binding-errors',
    title: 'Binding errors',
    always: { comment: false, summary: true },
    problem: bindingErrorItem,
  },
  {
    check: 'max-ungrounded-numbers',
    title: 'Ungrounded numbers',
    always: { comment: false, summary: true },
    problem: (problem, context) => `${where(problem, context)} ${problem.finding?.code === 'ungrounded_number' ? ungroundedSentence(problem.report, problem.finding) : statement(problem, context)}\n`,
  },
  {
    check: 'max-provenance-not-found',
    title: 'Evidence not found at its source',
    always: { comment: true, summary: true },
    problem: provenanceProblem,
    baseNote: PROVENANCE_BASE_NOTE,
  },
  {
    check: 'max-provenance-unreachable',
    title: 'Sources that could not be checked',
    always: { comment: true, summary: true },
    problem: provenanceProblem,
    baseNote: PROVENANCE_BASE_NOTE,
  },
  {
    check: 'max-insufficient',
    title: 'Insufficient claims',
    always: { comment: false, summary: false },
    claims: true,
    problem: claimItem,
  },
  {
    check: 'max-unverifiable',
    title: 'Unverifiable claims',
    always: { comment: false, summary: false },
    claims: true,
    problem: unsupportedClaimItem,
  },
  {
    check: 'min-coverage',
    title: 'Coverage',
    always: { comment: false, summary: false },
    value: (check) => formatValue(check.value, check.name),
    items: (results, context) =>
      results.reports
        .filter((report) => report.summary && hasVerdicts(report.summary.status) && report.summary.cited_claim_count > 0)
        .sort((a, b) => (a.summary?.coverage_ratio ?? 0) - (b.summary?.coverage_ratio ?? 0))
        .map((report) => {
          const s = report.summary!;
          return `${locationLink(context.links, report.file)} ${percent(s.coverage_ratio)}: ${s.verified_claim_count} of ${plural(s.cited_claim_count, 'cited claim')} verified\n`;
        }),
  },
  {
    check: 'min-exact-quote-ratio',
    title: 'Exact quotes',
    always: { comment: false, summary: false },
    value: (check) => formatValue(check.value, check.name),
    items: (results, context) =>
      results.reports.flatMap((report) =>
        report.pairs
          .filter((pair) => pair.verdict !== null && pair.quote === null)
          .map((pair) => {
            const claim = claimById(report, pair.claim_id);
            return `${locationLink(context.links, claim?.file ?? report.file, claim?.line)} claim ${inert(pair.claim_id, 100)} → evidence ${inert(pair.evidence_id, 100)}: kept without a quote\n`;
          }),
      ),
  },
  {
    check: 'fail-on-unavailable',
    title: 'Reports not verified at all',
    always: { comment: false, summary: false },
    problem: (problem, context) => `${where(problem, context)} ${inert(problem.text, 300)}\n`,
  },
];

function bindingErrorItem(problem: Problem, context: SectionContext): string {
  const summary = context.detail === 'summary';
  const words = (rule: keyof typeof RULE_WORDS) => (summary ? ruleWithCode(rule) : RULE_WORDS[rule]);
  const { rejection } = problem;
  if (problem.kind === 'invalid_file') {
    const column = problem.report.error?.line ? problem.report.error.column : undefined;
    return `${where(problem, context, column)} ${words('invalid_file')}: ${inert(problem.text, summary ? 1000 : 300)}\n`;
  }
  if (problem.kind === 'dangling_citation') {
    return `${where(problem, context)} ${claimLabel(problem)} cites evidence ${inert(problem.evidence_id ?? '', 100)}, which the report does not contain${summary ? ' (dangling_citation)' : ''}\n`;
  }
  if (problem.kind === 'unresolved_citation' && problem.finding?.code === 'unresolved_citation') {
    const { reason, message } = problem.finding;
    const why = summary ? `${inert(message, 1000)} (${reason})` : UNRESOLVED_WORDS[reason];
    return `${where(problem, context)} ${claimLabel(problem)} cites [${inert(problem.evidence_id ?? '', 100)}]: ${why}\n`;
  }
  if (!rejection) return `${where(problem, context)} ${inert(problem.text, 300)}\n`;
  const head = `${where(problem, context)} ${claimLabel(problem)} → evidence ${inert(rejection.evidence_id, 100)}: ${words(rejection.reason)}`;
  const miss = nearMiss(rejection);
  if (miss) {
    const { quote, passage, difference: diff } = miss;
    if (!summary) return `${head}: ${diff.reason}\n`;
    return `${head}: ${diff.reason}\n  - committed quote: “${markedWindow(quote, ...diff.quote)}”\n  - nearest in the excerpt: “${markedWindow(passage, ...diff.passage)}”\n`;
  }
  const detail = rejectionDetail(rejection);
  return `${head}${detail ? `: ${inert(detail, summary ? 1000 : 300)}` : ''}\n`;
}

const STATUS_ORDER: Record<ProblemStatus, number> = { new: 0, unchanged: 1, fixed: 2 };
const KIND_ORDER: readonly ProblemKind[] = ['invalid_file', 'rejected_result', 'dangling_citation', 'unresolved_citation'];

function statusTag(status: ProblemStatus | undefined): string {
  return status === 'new' ? '**new** ' : '';
}

/** How the check stands, for the heading: "max-contradicted: limit ≤ 0 on new ones". */
function standing(check: GateCheck): string {
  if (!isLimitSet(check.limit)) return `${check.name}: no limit set`;
  const limit = `${check.name}: limit ${formatLimit(check.limit, check.name)}`;
  if (check.counted !== 'new') return limit;
  if (check.base_value !== undefined) return `${limit}, or no lower than the base's ${formatValue(check.base_value, check.name)}`;
  return `${limit} on new ones`;
}

function countText(total: number, statuses: ProblemStatus[], hasBase: boolean): string {
  if (!hasBase) return String(total);
  const fresh = statuses.filter((status) => status === 'new').length;
  return fresh === total ? `${total} new` : `${total}, ${fresh} new`;
}

/**
 * The sections to show, failed checks first: `always` ones when they have items, every failed
 * check (with its items, or a note saying where they are), in the table's order.
 */
export function checkSections(results: ResultsFile, context: SectionContext): Section[] {
  const problems = listProblems(results);
  const statuses = problemStatuses(results, problems);
  const hasBase = comparison(results) !== null;
  const checks = new Map(results.gate.checks.map((check) => [check.name as string, check]));
  const byKind = groupBy(problems, (problem) => problem.kind);

  type Built = Section & { order: number; spec?: SectionSpec; claimProblems: Problem[] };
  const built: Built[] = [];
  SECTIONS.forEach((spec, order) => {
    const check = checks.get(spec.check);
    if (!check) return;
    const failed = !check.passed;
    const kinds = CHECK_PROBLEM_KINDS[spec.check] ?? [];
    const own = spec.problem ? kinds.flatMap((kind) => byKind.get(kind) ?? []) : [];
    const plain = spec.items ? spec.items(results, context) : [];
    const count = spec.problem ? own.length : plain.length;
    const show = failed || (spec.always[context.detail] && count > 0);
    if (!show) return;
    const value = spec.value ? spec.value(check) : countText(own.length, own.map((problem) => statuses.get(problem) ?? 'unchanged'), hasBase);
    const mark = failed ? '❌ ' : isLimitSet(check.limit) ? '✅ ' : '';
    built.push({
      check: spec.check,
      heading: `${mark}${spec.title}: ${value} (${standing(check)})`,
      failed,
      items: plain.map((markdown) => ({ markdown: () => `- ${markdown}` })),
      note: null,
      order,
      spec,
      claimProblems: own,
    });
  });
  // A failed check the table does not know (a check added later) still gets its section.
  for (const check of results.gate.checks) {
    if (check.passed || SECTIONS.some((spec) => spec.check === check.name)) continue;
    built.push({
      check: check.name,
      heading: `❌ ${check.name}: ${formatValue(check.value, check.name)} (limit ${formatLimit(check.limit, check.name)})`,
      failed: true,
      items: [],
      note: context.detail === 'comment' ? 'The job summary and the results file list what this check counted.' : 'The results file lists what this check counted.',
      order: SECTIONS.length,
      claimProblems: [],
    });
  }

  // Claims once each: under the first claim section shown, in the table's (severity) order.
  const claimed = new Map<string, string>();
  for (const section of [...built].sort((a, b) => a.order - b.order)) {
    const spec = section.spec;
    if (!spec?.problem) continue;
    const listed: Problem[] = [];
    const elsewhere = new Map<string, number>();
    for (const problem of section.claimProblems) {
      const id = `${problem.report.file}\u0000${problem.report.name ?? ''}\u0000${problem.claim_id}`;
      const first = spec.claims ? claimed.get(id) : undefined;
      if (first !== undefined) {
        elsewhere.set(first, (elsewhere.get(first) ?? 0) + 1);
        continue;
      }
      if (spec.claims) claimed.set(id, spec.title);
      listed.push(problem);
    }
    const order = (problem: Problem) => STATUS_ORDER[statuses.get(problem) ?? 'unchanged'] * 10 + Math.max(0, KIND_ORDER.indexOf(problem.kind));
    const sorted = listed.map((problem, index) => ({ problem, index })).sort((a, b) => order(a.problem) - order(b.problem) || a.index - b.index);
    section.items = sorted.map(({ problem }) => {
      const status = statuses.get(problem);
      return { markdown: () => `- ${statusTag(status)}${spec.problem!(problem, context)}`, ...(status ? { status } : {}) };
    });
    if (elsewhere.size > 0) section.note = [...elsewhere].map(([title, count]) => `${plural(count, 'more claim')} ${count === 1 ? 'is' : 'are'} listed under ${title}.`).join(' ');
  }
  const shown = built.sort((a, b) => Number(b.failed) - Number(a.failed) || a.order - b.order);
  // Said once, under the first section it applies to.
  if (hasBase) {
    const first = shown.find((section) => section.spec?.baseNote !== undefined && section.items.length > 0);
    if (first) first.note = first.spec?.baseNote ?? null;
  }
  return shown.map(({ check, heading, failed, items, note }) => ({ check, heading, failed, items, note }));
}
