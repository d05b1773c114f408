// The research pipeline's `ResearchReport` JSON (bare, or an envelope with its own results):
// src/report/ reads and validates it exactly as before; this turns the result into the model.
import type { JsonRead } from '../../report/json-file.js';
import { reportFromJson, type ParsedReportFile } from '../../report/parse.js';
import type { ClaimEvidenceVerification, ResearchReport } from '../../report/schema.js';
import type { LoadedReport, NormalisedReport, SourceClaim, SourceEvidence, VerdictFileState } from '../model.js';
import type { ReadFile } from '../read.js';
import { readVerdictFile, verdictFilePath } from '../verdict-file.js';

/**
 * A report file already read by the JSON reader (asked for REPORT_ARRAYS), to the model, with
 * its verdict file (`NAME.verdicts.json`) if there is one.
 */
export async function abundanceFromJson(
  file: string,
  json: JsonRead<unknown>,
  readFile: ReadFile,
): Promise<LoadedReport> {
  const parsed = reportFromJson(file, json);
  if (!parsed.ok) return { file, error: parsed.error };
  const verdicts = await readVerdictFile(readFile, verdictFilePath({ file, isFolder: false }));
  if (!verdicts.ok) return { file, error: verdicts.error };
  return normaliseParsed(parsed, verdicts.file);
}

/** A pipeline report's claims (claim i on line `claimLines[i]`, else 0) and evidence, as every format gives them. */
export function reportSources(
  report: ResearchReport,
  claimLines: readonly number[],
): { claims: SourceClaim[]; evidence: SourceEvidence[] } {
  return {
    claims: report.claims.map((claim, index) => ({
      id: claim.id,
      statement: claim.statement,
      evidenceIds: claim.evidence_ids,
      confidence: claim.confidence,
      line: claimLines[index] ?? 0,
    })),
    evidence: report.evidence.map((record) => ({
      id: record.id,
      title: record.title,
      url: record.url,
      excerpt: record.excerpt,
      publishedAt: record.published_at ?? null,
    })),
  };
}

/** The model of a parsed report file; with no verdict file state, as if it had none. */
export function normaliseParsed(parsed: ParsedReportFile, verdictFile?: VerdictFileState): NormalisedReport {
  const { file, report } = parsed;
  const { claims, evidence } = reportSources(report, parsed.claimLines);
  return {
    format: 'abundance',
    file,
    claims,
    // reportSources' own records with their location added: literals, not spreads (a slow
    // object copy per record), with the keys in the same order.
    evidence: evidence.map((record, index) => {
      const position = parsed.evidencePositions[index];
      if (!position) return record;
      const { id, title, url, excerpt, publishedAt } = record;
      return { id, title, url, excerpt, publishedAt, location: { file, line: position.line, column: position.column } };
    }),
    sentenceIds: false,
    ...(report.completed_at ? { date: report.completed_at } : {}),
    envelope: parsed.verifications as ClaimEvidenceVerification[] | null,
    verdictFile: verdictFile ?? { path: verdictFilePath({ file, isFolder: false }), exists: false, verifications: [] },
  };
}
