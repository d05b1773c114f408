// The problems of a run, each with the identity that finds it again in the base commit's run.
// Pure: renderers list problems from here, the comparison matches them, the gate counts them.
import type { ThresholdName } from './gate-section.js';
import { PROVENANCE_PROBLEM_STATUSES, reportProvenanceRecords, type ProvenanceRecord } from './provenance-records.js';
import { REFERENCE_PROBLEM_STATUSES, reportReferenceRecords, type ReferenceRecord } from './reference-records.js';
import { countsAsWarning, NOTICE_CODES } from './finding-codes.js';
import { isContradicted, isHighConfidenceUnsupported, rejectionPlace } from './select.js';
import type { Rejection } from './verification.js';
import type { ClaimRow, Finding, ProblemKind, ProblemRow, ProblemStatus, ReportResult, ResultsFile } from './types.js';

/** A problem found in one run: the results file's row (less its status, and its report's file and name), with what it came from. */
export interface Problem extends Pick<
  ProblemRow,
  'kind' | 'claim_id' | 'evidence_id' | 'number' | 'subject' | 'line' | 'at' | 'text'
> {
  /** Identity: equal keys in the head and the base are the same problem. */
  key: string;
  /** The column of `line`, where the finding has its own (a notice); else the claim's. */
  column?: number;
  report: ReportResult;
  claim?: ClaimRow;
  rejection?: Rejection;
  finding?: Finding;
  /** For the provenance kinds: the evidence record, located. */
  record?: ProvenanceRecord;
  /** For the reference kinds: the evidence record, located. */
  reference?: ReferenceRecord;
}

/** Which problems each threshold counts; a check without an entry counts its own totals only. */
export const CHECK_PROBLEM_KINDS: Partial<Record<ThresholdName, readonly ProblemKind[]>> = {
  'max-binding-errors': ['invalid_file', 'rejected_result', 'dangling_citation', 'unresolved_citation'],
  'max-contradicted': ['contradicted'],
  'max-high-confidence-unsupported': ['high_confidence_unsupported'],
  'max-insufficient': ['insufficient'],
  'max-unverifiable': ['unverifiable'],
  'max-ungrounded-numbers': ['ungrounded_number'],
  // The notices each count as their rules-table level says: warnings here, notes nowhere; unread
  // marks and uncited claims on their own.
  'max-warnings': NOTICE_CODES.filter((code) => countsAsWarning(code) && code !== 'uncited_claim'),
  'max-unread-markers': ['unread_marker'],
  'max-no-source-text': ['no_source_text'],
  'max-quotes-not-in-source': ['quote_not_in_source'],
  'max-uncited-claims': ['uncited_claim'],
  'fail-on-unavailable': ['unavailable_report'],
  'max-provenance-not-found': ['provenance_not_found'],
  'max-provenance-unreachable': ['provenance_unreachable'],
  'max-references-not-found': ['reference_not_found'],
  'max-references-mismatch': ['reference_mismatch'],
  'max-retracted': ['reference_retracted'],
};

/** Problems of evidence records at their sources: the base is never fetched, so these are decided by the record (src/base/compare.ts). */
export const PROVENANCE_KINDS = [
  'provenance_not_found',
  'provenance_unreachable',
] as const satisfies readonly ProblemKind[];

export function isProvenanceKind(kind: ProblemKind): kind is (typeof PROVENANCE_KINDS)[number] {
  return (PROVENANCE_KINDS as readonly ProblemKind[]).includes(kind);
}

/** Problems of the works evidence records cite: the base is never looked up either, so these too are decided by the record. */
export const REFERENCE_KINDS = [
  'reference_not_found',
  'reference_mismatch',
  'reference_retracted',
] as const satisfies readonly ProblemKind[];

export function isReferenceKind(kind: ProblemKind): kind is (typeof REFERENCE_KINDS)[number] {
  return (REFERENCE_KINDS as readonly ProblemKind[]).includes(kind);
}

/** The report's identity: its file, and its name when one file holds several reports. */
export function reportIdentity(report: Pick<ReportResult, 'file' | 'name'>): string {
  return report.name === undefined ? report.file : `${report.file}#${report.name}`;
}

export function numberIdentity(finding: { value: number; unit: string | null }): string {
  return finding.unit ? `${finding.value} ${finding.unit}` : String(finding.value);
}

/**
 * A problem's identity; a claim's text is not part of it, so an edited claim stays the same
 * problem, nor is its line. The subject is added only where a kind has one, so every other key
 * (and the SARIF fingerprint made from it) stays what it was before kinds had subjects.
 */
export function problemKey(
  report: Pick<ReportResult, 'file' | 'name'>,
  kind: ProblemKind,
  claimId: string | null,
  evidenceId?: string,
  number?: string,
  subject?: string,
): string {
  const identity = [reportIdentity(report), kind, claimId, evidenceId ?? null, number ?? null];
  return JSON.stringify(subject === undefined ? identity : [...identity, subject]);
}

/** The key of a results-file row that names a problem (`base.problems[]`, `waivers.entries[]`). */
export function rowKey(
  row: Pick<ProblemRow, 'file' | 'name' | 'kind' | 'claim_id' | 'evidence_id' | 'number' | 'subject'>,
): string {
  return problemKey(row, row.kind, row.claim_id, row.evidence_id, row.number, row.subject);
}

const keyOf = problemKey;

/** What identifies a finding besides its report and code: its claim, and its evidence, number or subject where it has them. */
export function findingIdentity(finding: Finding): Pick<ProblemRow, 'claim_id' | 'evidence_id' | 'number' | 'subject'> {
  const claim_id = 'claim_id' in finding && finding.claim_id !== undefined ? finding.claim_id : null;
  const evidence =
    'evidence_id' in finding && finding.evidence_id !== undefined ? { evidence_id: finding.evidence_id } : {};
  if (finding.code === 'ungrounded_number') return { claim_id, number: numberIdentity(finding) };
  // A quotation is told from the claim's other quotations by its words.
  if (finding.code === 'quote_not_in_source') return { claim_id, ...evidence, subject: finding.text };
  return {
    claim_id,
    ...evidence,
    ...('subject' in finding && finding.subject !== undefined ? { subject: finding.subject } : {}),
  };
}

/** A finding's problem key. */
export function findingKey(report: Pick<ReportResult, 'file' | 'name'>, finding: Finding): string {
  const { claim_id, evidence_id, number, subject } = findingIdentity(finding);
  return problemKey(report, finding.code, claim_id, evidence_id, number, subject);
}

const CLAIM_KINDS: readonly [ProblemKind, (claim: ClaimRow) => boolean][] = [
  ['contradicted', isContradicted],
  ['high_confidence_unsupported', isHighConfidenceUnsupported],
  ['insufficient', (claim) => claim.verdict === 'insufficient'],
  ['unverifiable', (claim) => claim.verdict === 'unverifiable'],
];

/** Every problem of one report, in a fixed order (the comparison relies on it). */
export function reportProblems(report: ReportResult): Problem[] {
  const problems: Problem[] = [];
  const where = (file: string | undefined) => (file !== undefined && file !== report.file ? { at: file } : {});
  if (report.error) {
    problems.push({
      kind: 'invalid_file',
      key: keyOf(report, 'invalid_file', null),
      report,
      claim_id: null,
      line: report.error.line ?? null,
      text: report.error.message,
    });
  }
  if (report.summary?.status === 'unavailable') {
    const text = `no claim could be verified (${report.summary.failure_code ?? 'unavailable'})`;
    problems.push({
      kind: 'unavailable_report',
      key: keyOf(report, 'unavailable_report', null),
      report,
      claim_id: null,
      line: null,
      text,
    });
  }
  for (const [kind, applies] of CLAIM_KINDS) {
    for (const claim of report.claims) {
      if (!applies(claim)) continue;
      problems.push({
        kind,
        key: keyOf(report, kind, claim.id),
        report,
        claim_id: claim.id,
        line: claim.line,
        ...where(claim.file),
        text: claim.statement,
        claim,
      });
    }
  }
  const claimFile = new Map(report.claims.map((claim) => [claim.id, claim.file]));
  for (const rejection of report.rejected) {
    const { claim_id, evidence_id } = rejection;
    const place = rejectionPlace(report, rejection);
    problems.push({
      kind: 'rejected_result',
      key: keyOf(report, 'rejected_result', claim_id, evidence_id),
      report,
      claim_id,
      evidence_id,
      line: place.line,
      ...where(place.file),
      text: rejection.detail,
      rejection,
    });
  }
  // Every finding is a problem of its code: one path for all of them, so a finding added later is compared, waived and counted too.
  for (const finding of report.findings) {
    const identity = findingIdentity(finding);
    // A notice is placed where it is (a source list entry, at its column); the others at their claim.
    const file =
      'level' in finding ? finding.file : identity.claim_id === null ? undefined : claimFile.get(identity.claim_id);
    const column = 'level' in finding ? finding.column : undefined;
    problems.push({
      kind: finding.code,
      key: findingKey(report, finding),
      report,
      ...identity,
      line: finding.line,
      ...(column === undefined ? {} : { column }),
      ...where(file),
      text: finding.message,
      finding,
    });
  }
  // Provenance and reference problems are about an evidence record: no claim, the record's place.
  const recordProblem = (
    kind: ProblemKind,
    located: { record: { id: string }; line: number | undefined; file: string },
    text: string,
  ) => ({
    kind,
    key: keyOf(report, kind, null, located.record.id),
    report,
    claim_id: null,
    evidence_id: located.record.id,
    line: located.line ?? null,
    ...where(located.file),
    text,
  });
  for (const kind of PROVENANCE_KINDS) {
    for (const record of reportProvenanceRecords(report, PROVENANCE_PROBLEM_STATUSES[kind])) {
      problems.push({ ...recordProblem(kind, record, record.record.provenance.detail), record });
    }
  }
  for (const kind of REFERENCE_KINDS) {
    for (const reference of reportReferenceRecords(report, REFERENCE_PROBLEM_STATUSES[kind])) {
      problems.push({ ...recordProblem(kind, reference, reference.record.references.detail), reference });
    }
  }
  return problems;
}

export function listProblems(results: ResultsFile): Problem[] {
  return results.reports.flatMap(reportProblems);
}

/**
 * The status of each of the run's problems, read back from the results file's `base` section
 * (which lists them in `listProblems` order); an empty map when there was no comparison.
 */
export function problemStatuses(
  results: ResultsFile,
  problems: readonly Problem[] = listProblems(results),
): Map<Problem, ProblemStatus> {
  const statuses = new Map<Problem, ProblemStatus>();
  const base = results.base;
  if (!base || base.note !== null) return statuses;
  const queues = new Map<string, ProblemStatus[]>();
  for (const row of base.problems) {
    if (row.status === 'fixed') continue;
    const key = rowKey(row);
    const queue = queues.get(key);
    if (queue) queue.push(row.status);
    else queues.set(key, [row.status]);
  }
  for (const problem of problems) {
    const status = queues.get(problem.key)?.shift();
    if (status) statuses.set(problem, status);
  }
  return statuses;
}
