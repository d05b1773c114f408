// The base comparison, pure: which of the head's problems are new, which were already in the
// base commit, which the pull request fixed, and which claims changed verdict.
import type { ThresholdName } from '../gate/thresholds.js';
import type {
  BaseSection,
  ClaimEdit,
  NotCompared,
  ProblemRow,
  ProblemStatus,
  ReportResult,
  ResultsFile,
  VerdictChange,
} from '../results/types.js';
import {
  CHECK_PROBLEM_KINDS,
  isProvenanceKind,
  isReferenceKind,
  reportIdentity,
  reportProblems,
  type Problem,
} from '../results/problems.js';

export interface Comparison {
  problems: ProblemRow[];
  verdict_changes: VerdictChange[];
  claim_edits: ClaimEdit[];
  /** Per threshold with problem kinds: how many of its problems are new (booleans for yes/no checks). */
  newCounts: Partial<Record<ThresholdName, number | boolean>>;
}

function row(problem: Problem, status: ProblemStatus): ProblemRow {
  const { report } = problem;
  return {
    kind: problem.kind,
    status,
    file: report.file,
    ...(report.name === undefined ? {} : { name: report.name }),
    claim_id: problem.claim_id,
    ...(problem.evidence_id === undefined ? {} : { evidence_id: problem.evidence_id }),
    ...(problem.number === undefined ? {} : { number: problem.number }),
    ...(problem.subject === undefined ? {} : { subject: problem.subject }),
    line: problem.line,
    ...(problem.at === undefined ? {} : { at: problem.at }),
    text: problem.text,
  };
}

/**
 * Compares the head's reports with their base versions. `base` holds the reports that exist at
 * the base commit; a head report without one was added by the pull request, so all its
 * problems are new, and a base report without one in the head was removed by it, so all its
 * problems are fixed (marked `report_removed`). Equal identities are matched one to one, in order: the first as many as
 * the base had are unchanged, the rest new, and base problems left over were fixed.
 *
 * Provenance problems are decided by the evidence record instead, because the base is never
 * fetched (it has no provenance rows, and fetching it would only read today's page again): a
 * record the base has with the same ID, URL and excerpt fingerprint is unchanged (the page
 * changed, not the pull request); a record the pull request added, or whose URL or excerpt it
 * changed, is new; none is ever fixed.
 */
export function compareReports(head: readonly ReportResult[], base: readonly ReportResult[]): Comparison {
  const baseById = new Map(base.map((report) => [reportIdentity(report), report]));
  const rows: ProblemRow[] = [];
  const fixed: ProblemRow[] = [];
  const verdictChanges: VerdictChange[] = [];
  const claimEdits: ClaimEdit[] = [];
  const newProblems: Problem[] = [];

  for (const report of head) {
    const before = baseById.get(reportIdentity(report));
    const headProblems = reportProblems(report);
    const remaining = new Map<string, Problem[]>();
    for (const problem of before ? reportProblems(before) : []) {
      if (isProvenanceKind(problem.kind) || isReferenceKind(problem.kind)) continue;
      const list = remaining.get(problem.key);
      if (list) list.push(problem);
      else remaining.set(problem.key, [problem]);
    }
    for (const problem of headProblems) {
      const match = isProvenanceKind(problem.kind)
        ? sameRecordAtBase(problem, before)
        : isReferenceKind(problem.kind)
          ? sameReferenceAtBase(problem, before)
          : remaining.get(problem.key)?.shift() !== undefined;
      rows.push(row(problem, match ? 'unchanged' : 'new'));
      if (!match) newProblems.push(problem);
    }
    for (const left of remaining.values()) for (const problem of left) fixed.push(row(problem, 'fixed'));
    // One by one: a report's changes may outnumber the arguments a spread can pass.
    if (before) for (const change of changedVerdicts(before, report)) verdictChanges.push(change);
    if (before) for (const edit of editedClaims(before, report)) claimEdits.push(edit);
  }
  // A report the base has and the head does not (its file removed, an ALCE item dropped): what
  // it held is gone, and only that counts as fixed.
  const atHead = new Set(head.map(reportIdentity));
  for (const report of base) {
    if (atHead.has(reportIdentity(report))) continue;
    for (const problem of reportProblems(report))
      if (!isProvenanceKind(problem.kind)) fixed.push({ ...row(problem, 'fixed'), report_removed: true });
  }

  const newCounts: Partial<Record<ThresholdName, number | boolean>> = {};
  for (const [name, kinds] of Object.entries(CHECK_PROBLEM_KINDS) as [ThresholdName, readonly string[]][]) {
    const count = newProblems.filter((problem) => kinds.includes(problem.kind)).length;
    newCounts[name] = name === 'fail-on-unavailable' ? count > 0 : count;
  }
  return { problems: [...rows, ...fixed], verdict_changes: verdictChanges, claim_edits: claimEdits, newCounts };
}

interface RecordFacts {
  url: string;
  /** Its own (with provenance, and in the base's check), else a citing pair's; null when neither is known. */
  excerpt: string | null;
}

// Built once per report: a report of thousands of records must not scan them for each problem.
const recordFacts = new WeakMap<ReportResult, Map<string, RecordFacts>>();

function factsOf(report: ReportResult): Map<string, RecordFacts> {
  let facts = recordFacts.get(report);
  if (!facts) {
    const cited = new Map<string, string>();
    for (const pair of report.pairs)
      if (pair.evidence_sha256 !== '' && !cited.has(pair.evidence_id))
        cited.set(pair.evidence_id, pair.evidence_sha256);
    facts = new Map(
      report.evidence.map((row) => [
        row.id,
        { url: row.url, excerpt: row.excerpt_sha256 ?? cited.get(row.id) ?? null },
      ]),
    );
    recordFacts.set(report, facts);
  }
  return facts;
}

/** A provenance problem's record is in the base as it is in the head: same ID, URL and excerpt fingerprint. */
function sameRecordAtBase(problem: Problem, before: ReportResult | undefined): boolean {
  if (!before || problem.evidence_id === undefined) return false;
  const then = factsOf(before).get(problem.evidence_id);
  const now = factsOf(problem.report).get(problem.evidence_id);
  return (
    then !== undefined &&
    now !== undefined &&
    then.url === now.url &&
    then.excerpt !== null &&
    then.excerpt === now.excerpt
  );
}

/**
 * A reference problem's record is in the base as it is in the head: same ID and the same
 * reference fingerprint (its URL, title and reference text: what the check reads).
 */
function sameReferenceAtBase(problem: Problem, before: ReportResult | undefined): boolean {
  if (!before || problem.evidence_id === undefined) return false;
  const then = before.evidence.find((row) => row.id === problem.evidence_id)?.reference_sha256;
  const now = problem.report.evidence.find((row) => row.id === problem.evidence_id)?.reference_sha256;
  return then !== undefined && then === now;
}

function changedVerdicts(before: ReportResult, after: ReportResult): VerdictChange[] {
  const was = new Map(before.claims.map((claim) => [claim.id, claim.verdict]));
  const changes: VerdictChange[] = [];
  for (const claim of after.claims) {
    const from = was.get(claim.id);
    if (from === undefined || from === claim.verdict) continue;
    changes.push({
      file: after.file,
      ...(after.name === undefined ? {} : { name: after.name }),
      claim_id: claim.id,
      line: claim.line,
      ...(claim.file !== undefined && claim.file !== after.file ? { at: claim.file } : {}),
      from,
      to: claim.verdict,
      statement: claim.statement,
    });
  }
  return changes;
}

/** Claims in both versions whose statement changed (not only its spacing). */
function editedClaims(before: ReportResult, after: ReportResult): ClaimEdit[] {
  const was = new Map(before.claims.map((claim) => [claim.id, claim.statement]));
  const words = (text: string) =>
    text
      .split(/\s+/)
      .filter((word) => word !== '')
      .join(' ');
  const edits: ClaimEdit[] = [];
  for (const claim of after.claims) {
    const then = was.get(claim.id);
    if (then === undefined || words(then) === words(claim.statement)) continue;
    edits.push({
      file: after.file,
      ...(after.name === undefined ? {} : { name: after.name }),
      claim_id: claim.id,
      before: then,
      after: claim.statement,
    });
  }
  return edits;
}

/** The results file's `base` section for a comparison that could be made. */
export function baseSection(
  sha: string,
  source: BaseSection['source'],
  head: ResultsFile,
  base: readonly ReportResult[],
  comparison: Comparison,
  notCompared: readonly NotCompared[] = [],
): BaseSection {
  const atBase = new Set(base.map(reportIdentity));
  const left = new Set(notCompared.map((entry) => entry.file));
  const compared = head.reports.filter((report) => atBase.has(reportIdentity(report))).map(reportIdentity);
  const added = head.reports
    .filter((report) => !atBase.has(reportIdentity(report)) && !left.has(report.file))
    .map(reportIdentity);
  const atHead = new Set(head.reports.map(reportIdentity));
  const removed = [...new Set(base.filter((report) => !atHead.has(reportIdentity(report))).map(reportIdentity))];
  return {
    sha,
    source,
    compared,
    added,
    removed,
    not_compared: [...notCompared],
    note: null,
    problems: comparison.problems,
    verdict_changes: comparison.verdict_changes,
    claim_edits: comparison.claim_edits,
  };
}
