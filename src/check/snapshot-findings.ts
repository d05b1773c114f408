// What `check` says about snapshotted sources: a pair with no source text (with the command that
// fixes it), a quotation a claim states that its source's page does not have, a snapshot passage
// edited by hand (a rejection, like a stale verdict), and each record's snapshot row.
import type { Rejection } from '../binding/bind.js';
import type { IndexedEvidence, ReportIndex } from '../binding/report-index.js';
import type { EvidenceSnapshotRow, Finding, QuoteNotInSourceFinding } from '../results/types.js';
import type { SnapshotPassage } from '../formats/snapshot/file.js';
import { findQuotation, quotationsIn } from '../binding/quotations.js';

/** The command that writes a report's missing passages, as a user would type it. */
export function snapshotCommand(reportFile: string): string {
  return `citegate snapshot ${/^[\w./@%+=:,-]+$/.test(reportFile) ? reportFile : `'${reportFile.replace(/'/g, `'\\''`)}'`}`;
}

export function sourceTextFindings(reportFile: string, index: ReportIndex): Finding[] {
  const findings: Finding[] = [];
  for (const claim of index.claims) {
    for (const { evidenceId, sourceText: text } of claim.pairs) {
      const record = index.evidence.get(evidenceId) as IndexedEvidence;
      if (!text) continue;
      if (text.kind === 'missing') {
        const command = snapshotCommand(reportFile);
        findings.push({
          code: 'no_source_text',
          claim_id: claim.id,
          evidence_id: evidenceId,
          line: claim.line,
          reason: text.reason,
          url: record.url,
          snapshot_file: text.file,
          command,
          message: `claim ${claim.id} cites evidence ${evidenceId} (${record.url}), which has no excerpt and no snapshot passages for this sentence: ${text.detail}; run ${command}`,
        });
      }
      if (text.kind !== 'bound') continue;
      for (const quotation of quotationsIn(claim.statement)) {
        if (inPassages(quotation, text.passages)) continue;
        findings.push({
          code: 'quote_not_in_source',
          claim_id: claim.id,
          evidence_id: evidenceId,
          line: claim.line,
          text: quotation,
          url: record.url,
          message: `claim ${claim.id} quotes “${quotation.length > 200 ? `${quotation.slice(0, 199)}…` : quotation}”, which is not on the page of evidence ${evidenceId} (${record.url})`,
        });
      }
    }
  }
  return findings;
}

/**
 * Compared with a base commit: quotations found on the page only in snapshot passages the pull
 * request wrote (src/formats/snapshot/written.ts), as the `quote_not_in_source` each would be
 * without them. The base comparison counts each one that was not in its source at the base as
 * still not in it, as it does for numbers (src/base/written-grounding.ts).
 */
export function writtenFoundQuotes(index: ReportIndex): QuoteNotInSourceFinding[] {
  const found: QuoteNotInSourceFinding[] = [];
  for (const claim of index.claims) {
    for (const { evidenceId, sourceText: text } of claim.pairs) {
      if (text?.kind !== 'bound' || text.basePassages === undefined) continue;
      const record = index.evidence.get(evidenceId) as IndexedEvidence;
      for (const quotation of quotationsIn(claim.statement)) {
        if (!inPassages(quotation, text.passages) || inPassages(quotation, text.basePassages)) continue;
        found.push({
          code: 'quote_not_in_source',
          claim_id: claim.id,
          evidence_id: evidenceId,
          line: claim.line,
          text: quotation,
          url: record.url,
          grounded_by: 'pull_request_passages',
          message: `claim ${claim.id} quotes “${quotation.length > 200 ? `${quotation.slice(0, 199)}…` : quotation}”, which is on the page of evidence ${evidenceId} (${record.url}) only in snapshot passages this pull request wrote`,
        });
      }
    }
  }
  return found;
}

/**
 * Whether a quotation is in the passages stored for its sentence (snapshot keeps the passage
 * holding every quotation found on the page): in one passage, or across passages that stand
 * side by side on the page, with the near-miss ladder's folding.
 */
function inPassages(quotation: string, passages: readonly SnapshotPassage[]): boolean {
  const sorted = [...passages].sort((a, b) => a.start - b.start);
  const runs: string[] = [];
  let last: SnapshotPassage | undefined;
  for (const passage of sorted) {
    // Extraction ends each block with one line break: passages that far apart are contiguous text.
    if (last && passage.start - last.end <= 2 && runs.length > 0) runs[runs.length - 1] += `\n${passage.text}`;
    else runs.push(passage.text);
    last = passage;
  }
  return runs.some((run) => findQuotation(quotation, run) !== null);
}

/** Snapshots edited by hand: each pair whose stored passages no longer match their fingerprints. */
export function alteredSnapshotRejections(index: ReportIndex): Rejection[] {
  const rejections: Rejection[] = [];
  for (const pair of index.pairs) {
    const text = pair.sourceText;
    if (text?.kind !== 'altered') continue;
    rejections.push({
      claim_id: pair.claimId,
      evidence_id: pair.evidenceId,
      reason: 'altered_snapshot',
      detail: `${text.detail}; run citegate snapshot --all to write it again from the page`,
      line: index.claimsById.get(pair.claimId)?.line ?? null,
      ...(text.line === null ? {} : { written_in: { file: text.file, line: text.line } }),
    });
  }
  return rejections;
}

/** The snapshot row of a record with a URL and no excerpt. */
export function snapshotRow(record: IndexedEvidence): EvidenceSnapshotRow | undefined {
  const state = record.sourceText;
  if (!state) return undefined;
  const source = state.source;
  return {
    file: state.file,
    status: source?.status ?? 'none',
    fetched_at: source?.fetched_at ?? null,
    final_url: source?.final_url ?? null,
    text_sha256: source?.text_sha256 ?? null,
    passages: source?.passages.length ?? 0,
    archive: source?.archive ? { url: source.archive.url, timestamp: source.archive.timestamp } : null,
  };
}
