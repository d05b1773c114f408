import { claimVerdicts, summarize, type VerdictBasis } from '../binding/aggregate.js';
import type { KeptResult } from '../binding/bind.js';
import { ownPairs, pairEvidence, type Pair, type ReportIndex } from '../binding/report-index.js';
import type { ReportNotice } from '../formats/model.js';
import { noticeLevel } from '../results/finding-codes.js';
import type {
  ClaimRow,
  EvidenceRow,
  Finding,
  PairRow,
  ProvenanceRow,
  ReferenceRow,
  ReportResult,
} from '../results/types.js';
import { referenceFingerprint } from '../text/reference-fingerprint.js';
import type { PreparedReport } from './prepare.js';
import type { SemanticOutcome } from './semantic-outcome.js';
import { numericFindings, writtenGroundedNumbers } from './numeric-findings.js';
import { snapshotRow, sourceTextFindings } from './snapshot-findings.js';
import { keptFromBaseRows, setAsideRows } from './trust.js';
import { differencesWithout, unconfirmedResults, withUnconfirmed, type VerdictRows } from './unconfirmed.js';
import { locateElsewhere } from './found-in.js';
import { citationRecall } from './recall.js';

/** Combines committed and semantic results into the report's verdicts, summary and findings. */
export function finishReport(
  prepared: PreparedReport,
  semantic: SemanticOutcome,
  provenance?: ReadonlyMap<string, ProvenanceRow>,
  excerptFingerprints = false,
  references?: ReadonlyMap<string, ReferenceRow>,
  recall = false,
): ReportResult {
  const { index } = prepared;
  // What the trust rule alone keeps, and the set-aside verdicts that count unconfirmed beside it
  // (./unconfirmed.ts): the report shows them counted, and keeps what differs without them.
  const trusted = mergeKept(prepared.committed.kept, semantic);
  const unconfirmed = unconfirmedResults(prepared, trusted);
  const marked = new Set(unconfirmed);
  const counted = verdictRows(
    index,
    withUnconfirmed(trusted, unconfirmed),
    verdictBasis(prepared, semantic, unconfirmed),
    marked,
  );
  const without =
    unconfirmed.length > 0 ? verdictRows(index, trusted, verdictBasis(prepared, semantic, []), marked) : null;
  const { summary, pairs } = counted;
  // A claim whose verdict rests on them: it reads otherwise without them.
  const otherwise = new Map(without?.claims.map((claim) => [claim.id, claim.verdict]));
  const claims = counted.claims.map((claim) =>
    without && otherwise.get(claim.id) !== claim.verdict ? { ...claim, unconfirmed: true as const } : claim,
  );
  // Factual sentences that cite nothing, in a report that cites elsewhere.
  const uncited = recall ? citationRecall({ claims: prepared.source.claims }) : null;
  // Records whose excerpt is the report's own quotation of the source, not the source's text.
  const quoted = new Set(
    prepared.source.evidence.filter((record) => record.excerptOrigin !== undefined).map((record) => record.id),
  );
  const ungrounded = numericFindings(index);
  const snapshotted = sourceTextFindings(prepared.file, index);
  // Where the report's other evidence holds a number or quote its cited source lacks.
  const { claims: locatedClaims, ...located } = locateElsewhere(
    index,
    [
      ...danglingFindings(index),
      ...unresolvedFindings(index),
      ...ungrounded,
      ...snapshotted.findings,
      ...noticeFindings(prepared.source.notices),
      ...(uncited?.findings ?? []),
    ],
    prepared.committed.rejected,
    claims,
    quoted,
  );
  // The pipeline's results stay byte for byte as they were: evidence positions only for the other
  // formats, or where provenance reports on the record (its annotation needs the line); the
  // excerpt's fingerprint only there too (the base comparison needs it), or when asked for.
  const { format, name, article } = prepared.source;
  const writtenGrounded = writtenGroundedNumbers(index, ungrounded);
  const writtenQuotes = snapshotted.written;
  const otherFormat = format !== 'abundance';
  // The reference text, where the format has one, is in the source records (the index does not
  // keep it): gathered on first need.
  let referenceTexts: Map<string, string | undefined> | undefined;
  const referenceText = (id: string) =>
    (referenceTexts ??= new Map(prepared.source.evidence.map((record) => [record.id, record.reference]))).get(id);
  // The optional keys are assigned in their order, not spread: a spread per key per record went
  // through the runtime's slow object copy.
  const evidence = [...index.evidence.values()].map((record): EvidenceRow => {
    const { id, title, url, location, sha256 } = record;
    const row = provenance?.get(id);
    const reference = references?.get(id);
    const snapshot = snapshotRow(record);
    const located = location && (otherFormat || row !== undefined || reference !== undefined);
    const evidenceRow: EvidenceRow = { id, title, url };
    if (located) {
      if (location.file !== prepared.file) evidenceRow.file = location.file;
      evidenceRow.line = location.line;
    }
    if (row !== undefined || excerptFingerprints) evidenceRow.excerpt_sha256 = sha256;
    if (row) evidenceRow.provenance = row;
    if (reference !== undefined || excerptFingerprints)
      evidenceRow.reference_sha256 = referenceFingerprint({ url, title, reference: referenceText(id) });
    if (reference) evidenceRow.references = reference;
    if (snapshot) evidenceRow.snapshot = snapshot;
    if (quoted.has(id)) evidenceRow.excerpt_origin = 'report_quotation';
    return evidenceRow;
  });
  return {
    file: prepared.file,
    // The pipeline's results stay as they were: no format, and it has no display name.
    ...(otherFormat
      ? {
          format,
          ...(prepared.source.dialect === undefined ? {} : { dialect: prepared.source.dialect }),
          ...(name === undefined ? {} : { name }),
        }
      : {}),
    ...(article === undefined ? {} : { article }),
    summary,
    claims: locatedClaims,
    pairs,
    rejected: located.rejected,
    ...(prepared.setAside ? { set_aside: setAsideRows(prepared, semantic, marked) } : {}),
    ...(prepared.keptFromBase ? { kept_from_base: keptFromBaseRows(prepared) } : {}),
    ...(without ? { without_unconfirmed: differencesWithout(counted, without) } : {}),
    findings: located.findings,
    ...(writtenGrounded.length > 0 ? { numbers_grounded_by_pull_request: writtenGrounded } : {}),
    ...(writtenQuotes.length > 0 ? { quotes_found_by_pull_request: writtenQuotes } : {}),
    evidence,
    provider: semantic.provider,
    ...(prepared.source.citationMarks ? { citation_marks: prepared.source.citationMarks } : {}),
    ...(uncited ? { citation_recall: uncited.figure } : {}),
  };
}

/**
 * In `always` mode the model was asked about every pair and its kept answers win; committed
 * results fill the pairs it left. Otherwise the model was only asked about unfilled pairs.
 */
function mergeKept(committed: readonly KeptResult[], semantic: SemanticOutcome): KeptResult[] {
  if (semantic.mode !== 'always') return [...committed, ...semantic.kept];
  const answered = new Set(semantic.kept.map(({ pair }) => pair.key));
  return [...semantic.kept, ...committed.filter(({ pair }) => !answered.has(pair.key))];
}

/** A report's verdicts, per claim and per pair, and its summary, from the results it keeps. */
function verdictRows(
  index: ReportIndex,
  kept: readonly KeptResult[],
  basis: VerdictBasis,
  unconfirmed: ReadonlySet<KeptResult>,
): VerdictRows {
  // With no verifier output at all (`not_run`) nothing was kept, so every claim is unverifiable.
  const verdicts = claimVerdicts(index, kept);
  const summary = summarize(index, kept, verdicts, basis);
  // Keyed by the pair objects themselves when they are the index's own (no string hashed per pair).
  const byObject = ownPairs(index, kept);
  const keptByPair = new Map<Pair | string, KeptResult>();
  for (const result of kept) keptByPair.set(byObject ? result.pair : result.pair.key, result);
  // The optional keys come last, so they are assigned, not spread: a spread per row went
  // through the runtime's slow object copy, 30,000 times on a large report.
  const pairs = index.pairs.map((pair): PairRow => {
    const result = keptByPair.get(byObject ? pair : pair.key);
    const row: PairRow = {
      claim_id: pair.claimId,
      evidence_id: pair.evidenceId,
      claim_sha256: index.claimsById.get(pair.claimId)?.sha256 ?? '',
      evidence_sha256: pairEvidence(index, pair)?.sha256 ?? '',
      verdict: result?.result.verdict ?? null,
      quote: result?.result.quote ?? null,
      source: result?.source ?? null,
    };
    // A result counted unconfirmed is the very object the trust rule set aside (./unconfirmed.ts).
    if (result !== undefined && unconfirmed.has(result)) row.unconfirmed = true;
    return row;
  });
  const claims = index.claims.map((claim): ClaimRow => {
    const row: ClaimRow = {
      id: claim.id,
      verdict: verdicts.get(claim.id) ?? 'unverifiable',
      confidence: claim.confidence,
      line: claim.line,
      statement: claim.statement,
    };
    if (claim.file !== undefined) row.file = claim.file;
    if (claim.column !== undefined) row.column = claim.column;
    return row;
  });
  return { summary, claims, pairs };
}

function verdictBasis(
  prepared: PreparedReport,
  semantic: SemanticOutcome,
  unconfirmed: readonly KeptResult[],
): VerdictBasis {
  const failureCode = semantic.provider.failure_code;
  const nothingToAsk = semantic.provider.state === 'not_needed' && !semantic.notRunReason;
  // Verdicts counted unconfirmed are results bound to the report: it is verified in part.
  if (prepared.hasCommitted || semantic.responded || nothingToAsk || unconfirmed.length > 0)
    return { kind: 'bound', failureCode };
  // No result exists and none could have been asked for: the reference's "cannot run" summary.
  return {
    kind: 'not_run',
    status: semantic.provider.state === 'disabled' ? 'disabled' : 'unavailable',
    failureCode: failureCode ?? semantic.notRunReason ?? 'provider_failed',
  };
}

function danglingFindings(index: ReportIndex): Finding[] {
  return index.dangling.map(({ claimId, evidenceId, line }) => ({
    code: 'dangling_citation',
    claim_id: claimId,
    evidence_id: evidenceId,
    line,
    message: `claim ${claimId} cites evidence ${evidenceId}, which the report does not contain`,
  }));
}

/** An adapter's notices as findings, each with the level its code has (src/results/finding-codes.ts). */
function noticeFindings(notices: readonly ReportNotice[] = []): Finding[] {
  return notices.map(({ code, message, line, column, file, claimId, evidenceId, subject }) => ({
    code,
    level: noticeLevel(code),
    message,
    line,
    ...(column === undefined ? {} : { column }),
    ...(file === undefined ? {} : { file }),
    ...(claimId === undefined ? {} : { claim_id: claimId }),
    ...(evidenceId === undefined ? {} : { evidence_id: evidenceId }),
    ...(subject === undefined ? {} : { subject }),
  }));
}

function unresolvedFindings(index: ReportIndex): Finding[] {
  return index.unresolved.map(({ claimId, marker, reason, detail, line }) => ({
    code: 'unresolved_citation',
    reason,
    claim_id: claimId,
    evidence_id: marker,
    line,
    detail,
    message: `claim ${claimId} cites [${marker}], which cannot be resolved to a source: ${detail}`,
  }));
}
