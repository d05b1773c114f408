// The evidence records whose reference a check found wanting, each located: the base comparison
// makes problems of them, and every surface (terminal, job summary, comment, annotations) lists them.
import { evidencePlace } from './provenance-records.js';
import type { EvidenceRow, ReferenceRow, ReferenceStatus, ReportResult, ResultsFile } from './types.js';

export interface ReferenceRecord {
  report: ReportResult;
  record: EvidenceRow & { references: ReferenceRow };
  /** The file the line refers to. */
  file: string;
  line: number | undefined;
  /** `record`: the record's own line; `claim`: the first claim citing it; `none`: neither is known. */
  lineOf: 'record' | 'claim' | 'none';
}

/** The statuses each reference threshold counts (src/gate/decide.ts measures the same). */
export const REFERENCE_PROBLEM_STATUSES = {
  reference_not_found: ['not_found', 'malformed'],
  reference_mismatch: ['mismatch'],
  reference_retracted: ['retracted'],
} as const satisfies Record<string, readonly ReferenceStatus[]>;

/** Statuses a threshold counts, most severe first: how the sections order them. */
export const COUNTED_REFERENCE_STATUSES: readonly ReferenceStatus[] = [
  'retracted',
  'not_found',
  'malformed',
  'mismatch',
];
/** Statuses no threshold counts but a reader should see. */
export const UNCHECKED_REFERENCE_STATUSES: readonly ReferenceStatus[] = [
  'unreachable',
  'unverified',
  'not_found_by_title',
  'found_by_title',
];

/** One report's records with one of `statuses`, in record order. */
export function reportReferenceRecords(report: ReportResult, statuses: readonly ReferenceStatus[]): ReferenceRecord[] {
  const out: ReferenceRecord[] = [];
  for (const record of report.evidence) {
    if (!record.references || !statuses.includes(record.references.status)) continue;
    out.push({ report, record: record as ReferenceRecord['record'], ...evidencePlace(report, record) });
  }
  return out;
}

/** Records with one of `statuses`, in report order and, within a report, record order. */
export function referenceRecords(results: ResultsFile, statuses: readonly ReferenceStatus[]): ReferenceRecord[] {
  return results.reports.flatMap((report) => reportReferenceRecords(report, statuses));
}
