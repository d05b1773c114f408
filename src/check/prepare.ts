import { bindResults, type Binding } from '../binding/bind.js';
import { indexReport, type Pair, type ReportIndex } from '../binding/report-index.js';
import type { Position } from '../report/locate.js';
import type { ParsedReportFile } from '../report/parse.js';

export type SemanticMode = 'auto' | 'always' | 'off';

/** A valid report with its committed results bound: what every later step starts from. */
export interface PreparedReport {
  file: string;
  index: ReportIndex;
  /** True when the file is an envelope, i.e. carries a `verifications` array (even empty). */
  hasCommitted: boolean;
  committed: Binding;
}

export function prepareReport(parsed: ParsedReportFile): PreparedReport {
  const index = indexReport(parsed.report, parsed.claimLines);
  if (parsed.evidencePositions) locateEvidence(index, parsed.file, parsed.evidencePositions);
  const committed = parsed.verifications ? bindResults(index, parsed.verifications, 'committed') : { kept: [], rejected: [] };
  return { file: parsed.file, index, hasCommitted: parsed.verifications !== null, committed };
}

/**
 * Gives each evidence record of a report-format file its position, unless an input adapter
 * already did (seam: the formats branch's adapters set `location` themselves).
 */
function locateEvidence(index: ReportIndex, file: string, positions: readonly Position[]): void {
  [...index.evidence.values()].forEach((record, i) => {
    const position = positions[i];
    if (!record.location && position) record.location = { file, line: position.line, column: position.column };
  });
}

/** The pairs the semantic verifier is asked about: `auto` only those without a kept committed result. */
export function pairsToVerify(prepared: PreparedReport, mode: SemanticMode): Pair[] {
  if (mode === 'off') return [];
  if (mode === 'always') return prepared.index.pairs;
  const filled = new Set(prepared.committed.kept.map(({ pair }) => pair.key));
  return prepared.index.pairs.filter((pair) => !filled.has(pair.key));
}
