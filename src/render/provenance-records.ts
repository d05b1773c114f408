// The evidence records that provenance could not confirm, located for every surface (terminal,
// job summary, comment, annotations). Self-contained so that the renderers can move without it.
import type { EvidenceRow, ProvenanceRow, ProvenanceStatus, ReportResult, ResultsFile } from '../results/types.js';

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

export const STATUS_WORDS: Record<ProvenanceStatus, string> = {
  found: 'found',
  partly_found: 'partly found',
  not_found: 'not found',
  gone: 'gone',
  blocked: 'blocked',
  unreachable: 'unreachable',
  unsupported: 'unsupported',
  refused: 'refused',
  skipped: 'skipped',
};

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

/** Records with one of `statuses`, in report order and, within a report, record order. */
export function provenanceRecords(results: ResultsFile, statuses: readonly ProvenanceStatus[]): ProvenanceRecord[] {
  const out: ProvenanceRecord[] = [];
  for (const report of results.reports) {
    for (const record of report.evidence) {
      if (!record.provenance || !statuses.includes(record.provenance.status)) continue;
      const claimLine = record.line === undefined ? firstCitingClaimLine(report, record.id) : undefined;
      out.push({
        report,
        record: record as ProvenanceRecord['record'],
        file: record.file ?? report.file,
        line: record.line ?? claimLine,
        lineOf: record.line !== undefined ? 'record' : claimLine !== undefined ? 'claim' : 'none',
      });
    }
  }
  return out;
}

/** "12 evidence records over 7 URLs: 8 found · 1 partly found · …" (statuses with a count only). */
export function provenanceCounts(results: ResultsFile): string | null {
  const counts = results.totals.provenance;
  if (!counts) return null;
  const records = Object.values(counts).reduce((sum, count) => sum + count, 0);
  const parts = (Object.keys(STATUS_WORDS) as ProvenanceStatus[]).filter((status) => counts[status] > 0).map((status) => `${counts[status]} ${STATUS_WORDS[status]}`);
  const urls = results.provenance ? ` over ${results.provenance.urls} URL${results.provenance.urls === 1 ? '' : 's'}` : '';
  return `${records} evidence record${records === 1 ? '' : 's'}${urls}${parts.length > 0 ? `: ${parts.join(' · ')}` : ''}`;
}

/** "31 requests, 4 from cache, 2 unchanged (304)". */
export function fetchCounts(results: ResultsFile): string | null {
  const stats = results.provenance;
  if (!stats) return null;
  const revalidated = stats.revalidated > 0 ? `, ${stats.revalidated} unchanged (304)` : '';
  return `${stats.requests} request${stats.requests === 1 ? '' : 's'}, ${stats.fresh_from_cache} from cache${revalidated}`;
}
