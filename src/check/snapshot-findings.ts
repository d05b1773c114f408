// What `check` says about snapshotted sources: a pair with no source text (with the command that
// fixes it), a quotation a claim states that its source's page does not have, a snapshot passage
// edited by hand (a rejection, like a stale verdict), and each record's snapshot row.
import type { Rejection } from '../binding/bind.js';
import type { IndexedEvidence, ReportIndex } from '../binding/report-index.js';
import type { EvidenceSnapshotRow, Finding, QuoteNotInSourceFinding } from '../results/types.js';
import type { SnapshotPassage } from '../formats/snapshot/file.js';
import { findQuotation, quotationsIn } from '../binding/quotations.js';
import { truncate } from '../text/truncate.js';

/** The command that writes a report's missing passages, as a user would type it. */
export function snapshotCommand(reportFile: string): string {
  return `citegate snapshot ${/^[\w./@%+=:,-]+$/.test(reportFile) ? reportFile : `'${reportFile.replace(/'/g, `'\\''`)}'`}`;
}

/**
 * The findings, and, compared with a base commit, the quotations found on the page only in
 * snapshot passages the pull request wrote (src/formats/snapshot/written.ts), as the
 * `quote_not_in_source` each would be without them: the base comparison counts each one that was
 * not in its source at the base as still not in it, as it does for numbers
 * (src/base/written-grounding.ts). One pass reads each quotation's passages once for both.
 */
export function sourceTextFindings(
  reportFile: string,
  index: ReportIndex,
): { findings: Finding[]; written: QuoteNotInSourceFinding[] } {
  const findings: Finding[] = [];
  const written: QuoteNotInSourceFinding[] = [];
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
        const where = { claim, evidenceId, url: record.url, quotation };
        if (!inPassages(quotation, text.passages)) findings.push(quoteFinding(where, false));
        else if (text.basePassages !== undefined && !inPassages(quotation, text.basePassages))
          written.push(quoteFinding(where, true));
      }
    }
  }
  return { findings, written };
}

/** A quotation of a claim not on its source's page, or (`written`) on it only in passages the pull request wrote. */
function quoteFinding(
  {
    claim,
    evidenceId,
    url,
    quotation,
  }: { claim: { id: string; line: number }; evidenceId: string; url: string; quotation: string },
  written: boolean,
): QuoteNotInSourceFinding {
  const quoted = `claim ${claim.id} quotes “${truncate(quotation, 200)}”`;
  return {
    code: 'quote_not_in_source',
    claim_id: claim.id,
    evidence_id: evidenceId,
    line: claim.line,
    text: quotation,
    url,
    ...(written
      ? {
          grounded_by: 'pull_request_passages' as const,
          message: `${quoted}, which is on the page of evidence ${evidenceId} (${url}) only in snapshot passages this pull request wrote`,
        }
      : { message: `${quoted}, which is not on the page of evidence ${evidenceId} (${url})` }),
  };
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
