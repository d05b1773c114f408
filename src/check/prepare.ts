import { bindResults, type Binding, type KeptResult, type Rejection, type WrittenIn } from '../binding/bind.js';
import type { SetAsideReason } from '../results/types.js';
import { indexSources, ownPairs, type Pair, type ReportIndex } from '../binding/report-index.js';
import { normaliseParsed } from '../formats/abundance/index.js';
import type { NormalisedReport, OrphanVerdict } from '../formats/model.js';
import type { ParsedReportFile } from '../report/parse.js';
import type { ClaimEvidenceVerification } from '../report/schema.js';
import { alteredSnapshotRejections } from './snapshot-findings.js';

export type SemanticMode = 'auto' | 'always' | 'off';

/** A valid report with its committed results bound: what every later step starts from. */
export interface PreparedReport {
  file: string;
  index: ReportIndex;
  /** True when committed results exist: an envelope's `verifications` (even empty), or verdicts in a verdict file. */
  hasCommitted: boolean;
  committed: Binding;
  /** The report as its adapter read it (format, display name, verdict file). */
  source: NormalisedReport;
  /** Committed results that bind but do not count under the trust rule (./trust.ts): their pairs are asked like pairs without one. */
  setAside?: { results: KeptResult[]; reason: SetAsideReason };
  /** Findings committed at the base that the pull request removed or changed for unchanged text: they still count (./trust.ts), and are in `committed`. */
  keptFromBase?: KeptResult[];
}

export function prepareReport(parsed: ParsedReportFile): PreparedReport {
  return prepareNormalised(normaliseParsed(parsed));
}

/**
 * Committed results are the envelope's own, first, then the verdict file's: one binding, so a
 * verdict file's result for a pair the envelope already fills is a `duplicate`.
 */
export function prepareNormalised(source: NormalisedReport): PreparedReport {
  const index = indexSources(source);
  const results = [...(source.envelope ?? []), ...source.verdictFile.verifications];
  const hasCommitted = source.envelope !== null || source.verdictFile.verifications.length > 0;
  const { path, lines } = source.verdictFile;
  const writtenIn = (result: ClaimEvidenceVerification): WrittenIn | undefined => {
    const line = lines?.get(result);
    return line === undefined ? undefined : { file: path, line };
  };
  const committed: Binding = hasCommitted
    ? bindResults(index, results, 'committed', undefined, new Set(), writtenIn)
    : { kept: [], rejected: [] };
  // One by one: the orphans may outnumber the arguments a spread can pass.
  for (const rejection of orphanRejections(source.orphans)) committed.rejected.push(rejection);
  for (const rejection of alteredSnapshotRejections(index)) committed.rejected.push(rejection);
  return {
    file: source.file,
    index,
    hasCommitted: hasCommitted || (source.orphans?.length ?? 0) > 0,
    committed,
    source,
  };
}

/** Verdicts that name no report of their file: `unknown_pair` binding errors. */
export function orphanRejections(orphans: readonly OrphanVerdict[] = []): Rejection[] {
  return orphans.map(({ verification, detail, writtenIn }) => ({
    claim_id: verification.claim_id,
    evidence_id: verification.evidence_id,
    reason: 'unknown_pair',
    detail,
    line: null,
    ...(writtenIn ? { written_in: writtenIn } : {}),
  }));
}

/**
 * The pairs the semantic verifier is asked about: `auto` only those without a kept committed
 * result. Never a pair whose source has no text (a URL-only source of a Markdown report): the
 * model would judge the claim against nothing. Such a pair stays without a verdict.
 */
export function pairsToVerify(prepared: PreparedReport, mode: SemanticMode): Pair[] {
  if (mode === 'off') return [];
  // A pair whose source has no text (no excerpt, no bound snapshot) gives the model nothing to judge.
  const withText = prepared.index.pairs.filter(
    (pair) => pair.sourceText === undefined || pair.sourceText.kind === 'bound',
  );
  if (mode === 'always') return withText;
  const { kept } = prepared.committed;
  // The index's own pair objects stand for their keys: no string hashed per pair.
  if (ownPairs(prepared.index, kept)) {
    const filled = new Set(kept.map(({ pair }) => pair));
    return withText.filter((pair) => !filled.has(pair));
  }
  const filled = new Set(kept.map(({ pair }) => pair.key));
  return withText.filter((pair) => !filled.has(pair.key));
}
