// The evidence records that provenance could not confirm, each located: the base comparison
// makes problems of them, and every surface (terminal, job summary, comment, annotations) lists them.
import type { EvidenceRow, ProvenanceRow, ProvenanceStatus, ReportResult, ResultsFile } from './types.js';

export interface ProvenanceRecord {
  report: ReportResult;
  record: EvidenceRow & { provenance: ProvenanceRow };
  /** The file the line refers to. */
  file: string;
  line: number | undefined;
  /**
   * `record`: the evidence record's own line; `claim`: the first claim citing it (the record's
   * line is not known, e.g. an input format that does not give one); `none`: neither is known.
   */
  lineOf: 'record' | 'claim' | 'none';
}

/** Evidence whose excerpt is not (all) at its source: what a reviewer should look at first. */
export const NOT_AT_SOURCE: readonly ProvenanceStatus[] = ['not_found', 'gone', 'partly_found'];
/** Sources that could not be read, so nothing is known about the excerpt. */
export const NOT_CHECKED: readonly ProvenanceStatus[] = ['blocked', 'unreachable', 'refused', 'unsupported', 'skipped'];

/** The statuses each provenance threshold counts (src/gate/decide.ts measures the same). */
export const PROVENANCE_PROBLEM_STATUSES = {
  provenance_not_found: ['not_found', 'gone'],
  provenance_unreachable: ['blocked', 'unreachable'],
} as const satisfies Record<string, readonly ProvenanceStatus[]>;

// Built once per report: a report of thousands of records must not scan its pairs for each.
const citingLines = new WeakMap<ReportResult, Map<string, number>>();

function firstCitingClaimLine(report: ReportResult, evidenceId: string): number | undefined {
  let lines = citingLines.get(report);
  if (!lines) {
    const claimLines = new Map(report.claims.map((claim) => [claim.id, claim.line]));
    lines = new Map();
    for (const pair of report.pairs) {
      const line = claimLines.get(pair.claim_id);
      if (line !== undefined && !lines.has(pair.evidence_id)) lines.set(pair.evidence_id, line);
    }
    citingLines.set(report, lines);
  }
  return lines.get(evidenceId);
}

/** One report's records with one of `statuses`, in record order. */
export function reportProvenanceRecords(
  report: ReportResult,
  statuses: readonly ProvenanceStatus[],
): ProvenanceRecord[] {
  const out: ProvenanceRecord[] = [];
  for (const record of report.evidence) {
    if (!record.provenance || !statuses.includes(record.provenance.status)) continue;
    out.push({ report, record: record as ProvenanceRecord['record'], ...evidencePlace(report, record) });
  }
  return out;
}

/** Where an evidence record is shown: its own line, else the first claim citing it (and which of the two). */
export function evidencePlace(
  report: ReportResult,
  record: EvidenceRow,
): Pick<ProvenanceRecord, 'file' | 'line' | 'lineOf'> {
  const claimLine = record.line === undefined ? firstCitingClaimLine(report, record.id) : undefined;
  return {
    file: record.file ?? report.file,
    line: record.line ?? claimLine,
    lineOf: record.line !== undefined ? 'record' : claimLine !== undefined ? 'claim' : 'none',
  };
}

/** Records with one of `statuses`, in report order and, within a report, record order. */
export function provenanceRecords(results: ResultsFile, statuses: readonly ProvenanceStatus[]): ProvenanceRecord[] {
  return results.reports.flatMap((report) => reportProvenanceRecords(report, statuses));
}
