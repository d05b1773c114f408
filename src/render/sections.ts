// A section for every failed check, as one table from check name to how its items are listed:
// a new check is one entry, and a failed check without an entry still gets a section that says
// where its items are. The comment and the job summary render the same sections, at two
// lengths. Claims appear once, under the most severe claim section shown.
import type { Problem } from '../results/problems.js';
import { CHECK_PROBLEM_KINDS, listProblems, problemStatuses } from '../results/problems.js';
import { problemsWithoutUnconfirmed } from '../base/problems-without-unconfirmed.js';
import { isLimitSet, type GateCheck } from '../gate/decide.js';
import type { ThresholdName } from '../gate/thresholds.js';
import { claimById } from '../results/select.js';
import type {
  ClaimEdit,
  ProblemKind,
  ProblemStatus,
  ReportResult,
  ResultsFile,
  UngroundedNumberFinding,
} from '../results/types.js';
import { waivedKeys } from '../waivers/apply.js';
import { comparison } from './change.js';
import { inert, linkOrText } from './escape.js';
import { formatLimit, formatValue, groupBy, hasVerdicts, percent, plural } from './format.js';
import { locationLink, type LinkContext } from './links.js';
import { contradictingPairs, type Detail } from './markdown-blocks.js';
import { provenanceItem } from './provenance-section.js';
import { REFERENCE_BASE_NOTE, referenceItem } from './reference-section.js';
import { escapeEdge, markedWindow, nearMiss } from './quote-diff.js';
import { noSourceTextItem, quoteNotInSourceItem, snapshotCommands } from './source-text.js';
import { NOTICE_CODES, noticeLevel } from '../results/finding-codes.js';
import { changedWordsMarkdown } from './word-diff.js';
import { citedIds, foundInMarkdown } from './found-in.js';
import {
  rejectionDetail,
  RULE_WORDS,
  ruleWithCode,
  UNCONFIRMED_WORDS,
  unconfirmedValues,
  UNRESOLVED_WORDS,
  unsupportedReason,
  ungroundedWhere,
} from './words.js';

export interface SectionContext {
  links: LinkContext | null;
  detail: Detail;
  /** Claims the pull request edited, by claimKey: what a claim read at the base (checkSections fills it). */
  edits?: ReadonlyMap<string, ClaimEdit>;
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
  /**
   * Items folded apart under their own summary: under gate-on: new, the problems the base
   * already had, which the check does not count.
   */
  folded?: { title: string; items: SectionItem[] };
}

interface SectionSpec {
  check: ThresholdName;
  /** Other checks whose problems this one section lists (the reference checks share one). */
  also?: readonly ThresholdName[];
  title: string;
  /** Listed whether or not the check has a limit: in the comment, in the summary. */
  always: { comment: boolean; summary: boolean };
  /** A claim section: each claim is listed under the first claim section shown. */
  claims?: boolean;
  /** Items from the run's problems of the check's kinds (CHECK_PROBLEM_KINDS). */
  problem?: (problem: Problem, context: SectionContext) => string;
  /** Kinds also listed (after the counted ones), though the check does not count them: the notes among the notices. */
  listed?: Partial<Record<Detail, readonly ProblemKind[]>>;
  /** Trusted text under the section when it has items. */
  note?: (results: ResultsFile) => string | null;
  /** One item for several problems about one claim (same status), instead of one item each. */
  group?: (problems: readonly Problem[], context: SectionContext) => string;
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
  problem.record
    ? provenanceItem(problem.record, PAGE_TEXT_MAX[context.detail], context.links)
    : `${where(problem, context)} evidence ${inert(problem.evidence_id ?? '', 100)}: ${inert(problem.text, 400)}\n`;

const evidenceMaps = new WeakMap<ReportResult, Map<string, ReportResult['evidence'][number]>>();
function evidenceOf(report: ReportResult): Map<string, ReportResult['evidence'][number]> {
  let map = evidenceMaps.get(report);
  if (!map) evidenceMaps.set(report, (map = new Map(report.evidence.map((record) => [record.id, record]))));
  return map;
}

const claimLabel = (problem: Problem, reason?: string) =>
  `claim ${inert(problem.claim_id ?? '', 100)}${reason ? ` (${reason})` : ''}`;
/** A claim whose verdict rests on a verdict this pull request adds that nothing confirmed says so, after its verdict. */
const markedReason = (problem: Problem, reason?: string) =>
  problem.claim?.unconfirmed ? `${reason ?? problem.claim.verdict}, ${UNCONFIRMED_WORDS}` : reason;
const where = (problem: Problem, context: SectionContext, column?: number) =>
  locationLink(context.links, problem.at ?? problem.report.file, problem.line, column);
const statement = (problem: Problem, context: SectionContext) => inert(problem.text, STATEMENT_MAX[context.detail]);
/** A claim's item: where, which (with why, when given), its statement, and where else its quotations are. */
const claimItem = (problem: Problem, context: SectionContext, reason?: string) =>
  `${where(problem, context)} ${claimLabel(problem, markedReason(problem, reason))}: ${statement(problem, context)}\n${claimElsewhere(problem, context)}`;

/** Under a claim its sources leave unsupported: "“quotation” found in [3] …", one nested item per quotation. */
function claimElsewhere(problem: Problem, context: SectionContext): string {
  const found = problem.claim?.found_in;
  if (!found || found.length === 0) return '';
  const cited = citedIds(problem.report, problem.claim_id ?? '');
  return [...groupBy(found, (place) => place.text)]
    .map(([text, places]) => {
      const line = foundInMarkdown(problem.report, { found_in: places }, context.links, cited, `“${inert(text, 200)}”`);
      return line ? `  - ${line}\n` : '';
    })
    .join('');
}
/** A claim without support, with why it has none. */
const unsupportedClaimItem = (problem: Problem, context: SectionContext) =>
  claimItem(problem, context, problem.claim ? unsupportedReason(problem.report, problem.claim) : undefined);

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
        const quote =
          pair.quote === null ? 'no quote' : `“${inert(pair.quote, context.detail === 'comment' ? 200 : 500)}”`;
        return `  - contradicted by ${source}: ${quote}${pair.unconfirmed ? ` (${UNCONFIRMED_WORDS})` : ''}\n`;
      });
      // The mark is on the verdict that counts unconfirmed, under the claim.
      return `${where(problem, context)} ${claimLabel(problem)}: ${statement(problem, context)}\n${by.join('')}`;
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
    problem: (problem, context) => bindingErrorGroup([problem], context),
    group: bindingErrorGroup,
  },
  {
    check: 'max-unread-markers',
    title: 'Citation marks that could not be read',
    always: { comment: true, summary: true },
    problem: noticeItem,
  },
  {
    check: 'max-ungrounded-numbers',
    title: 'Ungrounded numbers',
    always: { comment: true, summary: true },
    problem: (problem, context) => ungroundedItem([problem], context),
    group: ungroundedItem,
  },
  {
    check: 'max-warnings',
    title: 'Warnings about citations and sources',
    always: { comment: false, summary: true },
    problem: noticeItem,
    // Uncited factual sentences are notes with a section (and a check) of their own.
    listed: { summary: NOTICE_CODES.filter((code) => noticeLevel(code) === 'note' && code !== 'uncited_claim') },
  },
  {
    check: 'max-uncited-claims',
    title: 'Factual sentences citing nothing',
    always: { comment: false, summary: true },
    problem: (problem, context) => {
      const claim = claimById(problem.report, problem.claim_id);
      const states = problem.finding && 'message' in problem.finding ? statesWords(problem.finding.message) : '';
      return `${where(problem, context, problem.column)} ${claimLabel(problem)}${states}: ${inert(claim?.statement ?? problem.text, STATEMENT_MAX[context.detail])}\n`;
    },
  },
  {
    check: 'max-quotes-not-in-source',
    title: 'Quotations not on their source’s page',
    always: { comment: true, summary: true },
    problem: (problem, context) =>
      problem.finding?.code === 'quote_not_in_source'
        ? quoteNotInSourceItem(problem.report, problem.finding, context.links)
        : `${where(problem, context)} ${inert(problem.text, 300)}\n`,
  },
  {
    check: 'max-no-source-text',
    title: 'Claims whose source has no text',
    always: { comment: true, summary: true },
    problem: (problem, context) =>
      problem.finding?.code === 'no_source_text'
        ? noSourceTextItem(problem.report, problem.finding, context.links)
        : `${where(problem, context)} ${inert(problem.text, 300)}\n`,
    note: snapshotCommands,
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
    check: 'max-retracted',
    also: ['max-references-not-found', 'max-references-mismatch'],
    title: 'References that do not check out',
    always: { comment: true, summary: true },
    problem: (problem, context) =>
      problem.reference
        ? referenceItem(problem.reference, context.links, context.detail)
        : `${where(problem, context)} evidence ${inert(problem.evidence_id ?? '', 100)}: ${inert(problem.text, 400)}\n`,
    baseNote: REFERENCE_BASE_NOTE,
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
        .filter(
          (report) => report.summary && hasVerdicts(report.summary.status) && report.summary.cited_claim_count > 0,
        )
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

/** " states a number (15 percent)": what the uncited_claim notice says the sentence states. */
function statesWords(message: string): string {
  const states = / (states .*) and cites no source$/.exec(message)?.[1];
  return states ? ` ${inert(states, 200)}` : '';
}

/** A notice of a report's citations and sources, at its own place; a note (which no check counts) says so. */
function noticeItem(problem: Problem, context: SectionContext): string {
  const note = problem.finding && 'level' in problem.finding && problem.finding.level === 'note' ? 'note: ' : '';
  return `${where(problem, context, problem.column)} ${note}${inert(problem.text, PAGE_TEXT_MAX[context.detail])} (${problem.kind})\n`;
}

/** A claim's identity across the sections and the base comparison's claim edits. */
export function claimKey(report: Pick<ReportResult, 'file' | 'name'>, claimId: string | null): string {
  return `${report.file}\u0000${report.name ?? ''}\u0000${claimId}`;
}

interface BindingPart {
  /** How the error names its evidence ("→ evidence", "cites evidence"), and which (escaped); none for an error without one. */
  lead: string;
  evidence: string | null;
  /** The rule in words, with what makes this case plain (the words that changed, the difference). */
  words: string;
  /** Lines nested under the item (without their list marker). */
  nested: string[];
}

function bindingPart(problem: Problem, context: SectionContext): BindingPart {
  const summary = context.detail === 'summary';
  const words = (rule: keyof typeof RULE_WORDS) => (summary ? ruleWithCode(rule) : RULE_WORDS[rule]);
  const { rejection } = problem;
  if (problem.kind === 'dangling_citation') {
    return {
      lead: 'cites evidence',
      evidence: inert(problem.evidence_id ?? '', 100),
      words: `which the report does not contain${summary ? ' (dangling_citation)' : ''}`,
      nested: [],
    };
  }
  if (problem.kind === 'unresolved_citation' && problem.finding?.code === 'unresolved_citation') {
    const { reason, detail } = problem.finding;
    // The comment names the reason in words; the summary adds its code and what to do about it.
    return {
      lead: 'cites',
      evidence: `[${inert(problem.evidence_id ?? '', 100)}]`,
      words: summary ? `${UNRESOLVED_WORDS[reason]} (${reason})` : UNRESOLVED_WORDS[reason],
      nested: summary ? [inert(detail, 1000)] : [],
    };
  }
  if (!rejection) return { lead: '', evidence: null, words: inert(problem.text, 300), nested: [] };
  const part = { lead: '→ evidence', evidence: inert(rejection.evidence_id, 100) };
  const miss = nearMiss(rejection);
  if (miss) {
    const { quote, passage, difference: diff } = miss;
    // The comment marks the difference in one short line; the summary sets the two one under the other.
    const nested = summary
      ? [
          `committed quote: “${markedWindow(quote, ...diff.quote)}”`,
          `nearest in the excerpt: “${markedWindow(passage, ...diff.passage)}”`,
        ]
      : [
          `quote “${markedWindow(quote, ...diff.quote, 25, 30)}” · excerpt “${markedWindow(passage, ...diff.passage, 25, 30)}”`,
        ];
    const elsewhere = foundInMarkdown(
      problem.report,
      rejection,
      context.links,
      [rejection.evidence_id],
      'the quote is',
    );
    return {
      ...part,
      words: `${words(rejection.reason)}: ${diff.reason}`,
      nested: elsewhere ? [...nested, elsewhere] : nested,
    };
  }
  if (rejection.reason === 'stale_claim_hash') {
    const edit = context.edits?.get(claimKey(problem.report, problem.claim_id));
    const changed = edit ? changedWordsMarkdown(edit.before, edit.after, summary ? 1000 : 300) : null;
    return { ...part, words: `${words(rejection.reason)}${changed ? `: ${changed}` : ''}`, nested: [] };
  }
  const detail = rejectionDetail(rejection);
  return {
    ...part,
    words: `${words(rejection.reason)}${detail ? `: ${inert(detail, summary ? 1000 : 300)}` : ''}`,
    nested: [],
  };
}

/**
 * Binding errors about one claim as one item: the claim once, then each error; errors that read
 * the same (two results rejected because the claim changed) on one line, naming each evidence.
 */
function bindingErrorGroup(problems: readonly Problem[], context: SectionContext): string {
  const first = problems[0] as Problem;
  if (first.kind === 'invalid_file') {
    const column = first.report.error?.line ? first.report.error.column : undefined;
    const words = context.detail === 'summary' ? ruleWithCode('invalid_file') : RULE_WORDS.invalid_file;
    return `${where(first, context, column)} ${words}: ${inert(first.text, context.detail === 'summary' ? 1000 : 300)}\n`;
  }
  const merged = new Map<string, { evidence: string[]; part: BindingPart }>();
  for (const problem of problems) {
    const part = bindingPart(problem, context);
    const same = [part.lead, part.words, ...part.nested].join('\u0000');
    const entry = merged.get(same);
    if (entry && part.evidence !== null) entry.evidence.push(part.evidence);
    else
      merged.set(same + (entry ? `\u0000${merged.size}` : ''), {
        evidence: part.evidence === null ? [] : [part.evidence],
        part,
      });
  }
  const line = ({ evidence, part }: { evidence: string[]; part: BindingPart }) =>
    part.lead === ''
      ? part.words
      : `${part.lead} ${evidence.join(', ')}${part.lead === 'cites evidence' ? ',' : ':'} ${part.words}`;
  const nestedLines = (part: BindingPart, indent: string) =>
    part.nested.map((nested) => `${indent}- ${nested}\n`).join('');
  const label = first.claim_id === null ? '' : ` ${claimLabel(first)}`;
  const entries = [...merged.values()];
  if (entries.length === 1) {
    const only = entries[0] as (typeof entries)[number];
    return `${where(first, context)}${label} ${line(only)}\n${nestedLines(only.part, '  ')}`;
  }
  return `${where(first, context)}${label}: ${plural(problems.length, 'binding error')}\n${entries.map((entry) => `  - ${line(entry)}\n${nestedLines(entry.part, '    ')}`).join('')}`;
}

/** The claim's statement with the numbers in it marked: “… brought in **44 million euros**, or …”. */
function markedStatement(text: string, marks: readonly string[], max: number): string {
  if (Array.from(text).length > max) return `“${inert(text, max)}”`;
  const spans = marks
    .map((mark) => ({ at: text.indexOf(mark), length: mark.length }))
    .filter((span) => span.at >= 0 && span.length > 0)
    .sort((a, b) => a.at - b.at);
  let out = '';
  let at = 0;
  for (const span of spans) {
    if (span.at < at) continue;
    out += escapeEdge(text.slice(at, span.at)) + `**${inert(text.slice(span.at, span.at + span.length), 100)}**`;
    at = span.at + span.length;
  }
  return `“${out}${escapeEdge(text.slice(at))}”`.replace(/“ /, '“').replace(/ ”$/, '”');
}

/**
 * Ungrounded numbers: the number as the claim writes it, where it is missing, and the claim's
 * sentence with it marked. Several numbers of one claim are one item.
 */
function ungroundedItem(problems: readonly Problem[], context: SectionContext): string {
  const first = problems[0] as Problem;
  const findings = problems
    .map((problem) => problem.finding)
    .filter((finding): finding is UngroundedNumberFinding => finding?.code === 'ungrounded_number');
  if (findings.length === 0) return `${where(first, context)} ${statement(first, context)}\n`;
  const numbers = findings.map((finding) => `**${inert(finding.text, 100)}**`);
  const missing = ungroundedWhere(first.report, findings[0]!);
  const subject =
    numbers.length === 1
      ? `${numbers[0]} in ${claimLabel(first)} ${missing}`
      : `${numbers.slice(0, -1).join(', ')} and ${numbers[numbers.length - 1]} in ${claimLabel(first)} ${missing.replace(/^is /, 'are ')}`;
  const sentence = claimById(first.report, first.claim_id)?.statement ?? first.text;
  const cited = citedIds(first.report, findings[0]!.claim_id);
  const elsewhere = findings.flatMap((finding) => {
    const line = foundInMarkdown(first.report, finding, context.links, cited, `**${inert(finding.text, 100)}**`);
    return line ? [`  - ${line}\n`] : [];
  });
  return `${where(first, context)} ${subject}: ${markedStatement(
    sentence,
    findings.map((finding) => finding.text),
    STATEMENT_MAX[context.detail],
  )}\n${elsewhere.join('')}`;
}

const STATUS_ORDER: Record<ProblemStatus, number> = { new: 0, unchanged: 1, fixed: 2 };
const KIND_ORDER: readonly ProblemKind[] = [
  'invalid_file',
  'rejected_result',
  'dangling_citation',
  'unresolved_citation',
];

function statusTag(status: ProblemStatus | undefined): string {
  return status === 'new' ? '**new** ' : '';
}

/** How the check stands, for the heading: "max-contradicted: limit ≤ 0 on new ones". */
function standing(check: GateCheck): string {
  if (!isLimitSet(check.limit)) return `${check.name}: no limit set`;
  const limit = `${check.name}: limit ${formatLimit(check.limit, check.name)}`;
  if (check.counted !== 'new') return limit;
  if (check.base_value !== undefined)
    return `${limit}, or no lower than the base's ${formatValue(check.base_value, check.name)}`;
  return `${limit} on new ones`;
}

/** One check's standing, or for a section of several, those with a limit ("no limit set" when none has one). */
function standings(checks: readonly GateCheck[]): string {
  if (checks.length === 1) return standing(checks[0] as GateCheck);
  const limited = checks.filter((check) => isLimitSet(check.limit));
  return limited.length === 0 ? 'no limit set' : limited.map(standing).join('; ');
}

/** "4 new, 14 unchanged" against a base; the total without one. */
function countText(total: number, statuses: ProblemStatus[], hasBase: boolean): string {
  if (!hasBase) return String(total);
  const fresh = statuses.filter((status) => status === 'new').length;
  if (fresh === total) return `${total} new`;
  return `${fresh} new, ${total - fresh} unchanged`;
}

interface SectionView {
  results: ResultsFile;
  byKind: Map<ProblemKind, Problem[]>;
  statuses: ReadonlyMap<Problem, ProblemStatus>;
}

/**
 * The run's problems as each check counted them: with the verdicts a pull request adds that
 * count unconfirmed, or without them for a check whose value is worse that way.
 */
function sectionViews(results: ResultsFile, problems: Problem[]): { of(check: GateCheck): SectionView } {
  const counted: SectionView = {
    results,
    byKind: groupBy(problems, (problem) => problem.kind),
    statuses: problemStatuses(results, problems),
  };
  let without: SectionView | null | undefined;
  return {
    of(check) {
      const both = check.unconfirmed;
      if (!both || check.value !== both.without || both.with === both.without) return counted;
      if (without === undefined) {
        const view = problemsWithoutUnconfirmed(results);
        without = view && { ...view, byKind: groupBy(view.problems, (problem) => problem.kind) };
      }
      return without ?? counted;
    },
  };
}

/**
 * The sections to show, failed checks first: `always` ones when they have items, every failed
 * check (with its items, or a note saying where they are), in the table's order.
 */
export function checkSections(results: ResultsFile, context: SectionContext): Section[] {
  const problems = listProblems(results);
  const hasBase = comparison(results) !== null;
  const checks = new Map(results.gate.checks.map((check) => [check.name as string, check]));
  const waived = waivedKeys(results);
  // A check the run's unconfirmed verdicts made look better than it is counted the run without
  // them (src/gate/strictest.ts): its section lists what it counted.
  const views = sectionViews(results, problems);

  type Built = Section & {
    order: number;
    spec?: SectionSpec;
    claimProblems: Problem[];
    statuses: ReadonlyMap<Problem, ProblemStatus>;
  };
  const built: Built[] = [];
  SECTIONS.forEach((spec, order) => {
    const names = [spec.check, ...(spec.also ?? [])];
    const ownChecks = names.flatMap((name) => checks.get(name) ?? []);
    const check = ownChecks[0];
    if (!check) return;
    const failed = ownChecks.some((each) => !each.passed);
    const { results: counted, byKind, statuses } = views.of(check);
    const kinds = names.flatMap((name) => CHECK_PROBLEM_KINDS[name] ?? []);
    const listedKinds = [...kinds, ...(spec.listed?.[context.detail] ?? [])];
    // Waived problems do not count: they are listed under Waivers instead.
    const listedAll = spec.problem ? listedKinds.flatMap((kind) => byKind.get(kind) ?? []) : [];
    const listed = listedAll.filter((problem) => !waived.has(problem.key));
    const all = listedAll.filter((problem) => kinds.includes(problem.kind));
    const own = listed.filter((problem) => kinds.includes(problem.kind));
    const plain = spec.items ? spec.items(counted, context) : [];
    const count = spec.problem ? own.length : plain.length;
    const show = failed || (spec.always[context.detail] && (spec.problem ? listed.length : count) > 0);
    if (!show) return;
    const accepted = all.length - own.length;
    const value = spec.value
      ? spec.value(check)
      : `${countText(
          own.length,
          own.map((problem) => statuses.get(problem) ?? 'unchanged'),
          hasBase,
        )}${accepted > 0 ? `, ${accepted} waived` : ''}`;
    const mark = failed ? '❌ ' : ownChecks.some((each) => isLimitSet(each.limit)) ? '✅ ' : '';
    const both = unconfirmedValues(check, results);
    built.push({
      check: spec.check,
      heading: `${mark}${spec.title}: ${value}${both ? `; ${both}` : ''} (${standings(ownChecks)})`,
      failed,
      items: plain.map((markdown) => ({ markdown: () => `- ${markdown}` })),
      note: listed.length > 0 ? (spec.note?.(results) ?? null) : null,
      order,
      spec,
      claimProblems: listed,
      statuses,
    });
  });
  // A failed check the table does not know (a check added later) still gets its section.
  for (const check of results.gate.checks) {
    if (check.passed || SECTIONS.some((spec) => spec.check === check.name || spec.also?.includes(check.name))) continue;
    built.push({
      check: check.name,
      heading: `❌ ${check.name}: ${formatValue(check.value, check.name)} (limit ${formatLimit(check.limit, check.name)})`,
      failed: true,
      items: [],
      note:
        context.detail === 'comment'
          ? 'The job summary and the results file list what this check counted.'
          : 'The results file lists what this check counted.',
      order: SECTIONS.length,
      claimProblems: [],
      statuses: new Map(),
    });
  }

  // What each edited claim read at the base: a verdict rejected because the claim changed shows the words.
  const edits = new Map((comparison(results)?.claim_edits ?? []).map((edit) => [claimKey(edit, edit.claim_id), edit]));
  const itemContext: SectionContext = { ...context, edits };
  // Claims once each: under the first claim section shown, in the table's (severity) order.
  const claimed = new Map<string, string>();
  for (const section of [...built].sort((a, b) => a.order - b.order)) {
    const spec = section.spec;
    if (!spec?.problem) continue;
    const { statuses } = section;
    const listed: Problem[] = [];
    const elsewhere = new Map<string, { count: number; fresh: Problem[] }>();
    for (const problem of section.claimProblems) {
      const id = claimKey(problem.report, problem.claim_id);
      const first = spec.claims ? claimed.get(id) : undefined;
      if (first !== undefined) {
        const entry = elsewhere.get(first) ?? { count: 0, fresh: [] };
        entry.count++;
        if (statuses.get(problem) === 'new') entry.fresh.push(problem);
        elsewhere.set(first, entry);
        continue;
      }
      if (spec.claims) claimed.set(id, spec.title);
      listed.push(problem);
    }
    const order = (problem: Problem) =>
      STATUS_ORDER[statuses.get(problem) ?? 'unchanged'] * 10 + Math.max(0, KIND_ORDER.indexOf(problem.kind));
    const sorted = listed
      .map((problem, index) => ({ problem, index }))
      .sort((a, b) => order(a.problem) - order(b.problem) || a.index - b.index);
    // Several problems about one claim with one status are one item (an edit that broke two results).
    const groups = new Map<string, Problem[]>();
    for (const { problem } of sorted) {
      const key =
        spec.group && problem.claim_id !== null
          ? `${claimKey(problem.report, problem.claim_id)}\u0000${statuses.get(problem) ?? ''}`
          : `\u0001${groups.size}`;
      const group = groups.get(key);
      if (group) group.push(problem);
      else groups.set(key, [problem]);
    }
    const items = [...groups.values()].map((group): SectionItem => {
      const status = statuses.get(group[0] as Problem);
      const render = () =>
        group.length > 1 && spec.group
          ? spec.group(group, itemContext)
          : spec.problem!(group[0] as Problem, itemContext);
      return { markdown: () => `- ${statusTag(status)}${render()}`, ...(status ? { status } : {}) };
    });
    // Under gate-on: new, what the base already had is not counted: folded apart, below the new.
    const check = checks.get(spec.check);
    if (check?.counted === 'new' && hasBase) {
      const unchanged = items.filter((item) => item.status !== 'new');
      section.items = items.filter((item) => item.status === 'new');
      if (unchanged.length > 0)
        section.folded = {
          title: `${plural(unchanged.length, 'unchanged item')}: already in the base, not counted (gate-on: new)`,
          items: unchanged,
        };
    } else section.items = items;
    if (elsewhere.size > 0) {
      section.note = [...elsewhere]
        .map(([title, { count, fresh }]) => {
          const where = `${plural(count, 'more claim')} ${count === 1 ? 'is' : 'are'} listed under ${title}`;
          if (fresh.length === 0) return `${where}.`;
          const ids = fresh
            .slice(0, 5)
            .map((problem) => inert(problem.claim_id ?? '', 100))
            .join(', ');
          return `${where}${count === 1 ? ', new here' : `, ${fresh.length} of them new here`}: claim ${ids}${fresh.length > 5 ? ', …' : ''}.`;
        })
        .join(' ');
    }
  }
  const shown = built.sort((a, b) => Number(b.failed) - Number(a.failed) || a.order - b.order);
  // Said once, under the first section it applies to.
  if (hasBase) {
    const first = shown.find(
      (section) =>
        section.spec?.baseNote !== undefined && (section.items.length > 0 || (section.folded?.items.length ?? 0) > 0),
    );
    if (first) first.note = first.spec?.baseNote ?? null;
  }
  return shown.map(({ check, heading, failed, items, note, folded }) => ({
    check,
    heading,
    failed,
    items,
    note,
    ...(folded ? { folded } : {}),
  }));
}
