import type { z } from 'zod';
import {
  checkJson,
  locatePath,
  parseJsonFile,
  type JsonRead,
  type JsonText,
  type ReportFileError,
} from './json-file.js';
import { plainReport } from './plain-report.js';
import { plainVerifications } from './plain-verifications.js';
import { arrayElementOffsets, positionsOf, type JsonPath, type Position } from './locate.js';
import {
  ReportEnvelope,
  ResearchReport as ResearchReportSchema,
  type ClaimEvidenceVerification,
  type ResearchReport,
} from './schema.js';

export interface ParsedReportFile {
  ok: true;
  file: string;
  report: ResearchReport;
  /** The pipeline's committed verifier results; null for a bare report (no envelope). */
  verifications: ClaimEvidenceVerification[] | null;
  /** 1-based line of each claim, in claim order. */
  claimLines: number[];
  /** Line and column of each evidence record, in evidence order. */
  evidencePositions: Position[];
}

export interface InvalidReportFile {
  ok: false;
  file: string;
  error: ReportFileError;
}

export type ReportFileParse = ParsedReportFile | InvalidReportFile;

const isEnvelope = (value: unknown): boolean => typeof value === 'object' && value !== null && 'report' in value;

/** Where a report's claims are: the path the JSON reader is asked for, so that one pass finds them and any repeated key. */
export function reportClaimsPath(value: unknown): JsonPath {
  return isEnvelope(value) ? ['report', 'claims'] : ['claims'];
}

/** What the JSON reader is asked for a report: its claims' offsets and, in the same pass, its evidence's. */
export const REPORT_ARRAYS = { elementsOf: reportClaimsPath, alongside: ['evidence'] } as const;

/** Bytes of one report file to a validated report, or one error with its position. */
export function parseReportFile(file: string, bytes: Uint8Array): ReportFileParse {
  return reportFromJson(file, parseJsonFile(bytes, REPORT_ARRAYS));
}

/** A report file already read by the JSON reader (asked for `REPORT_ARRAYS`) to a validated report. */
export function reportFromJson(file: string, parsed: JsonRead<unknown>): ReportFileParse {
  const invalid = (error: ReportFileError): InvalidReportFile => ({ ok: false, file, error });
  if (!parsed.ok) return invalid(parsed.error);
  const { text, value: data } = parsed;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return invalid({
      message: 'expected a JSON object (a report, or {"report": …, "verifications": […]})',
      line: 1,
      column: 1,
      path: '$',
    });
  }
  const envelope = isEnvelope(data);
  const reportPath: JsonPath = envelope ? ['report'] : [];
  const checked = envelope ? checkEnvelope(parsed, data) : checkJson(parsed, ResearchReportSchema);
  if (!checked.ok) return invalid(checked.error);

  const report = envelope
    ? (checked.value as z.infer<typeof ReportEnvelope>).report
    : (checked.value as ResearchReport);
  const verifications = envelope ? (checked.value as z.infer<typeof ReportEnvelope>).verifications : null;

  const duplicate = firstDuplicateId(report);
  if (duplicate) {
    const path = [...reportPath, duplicate.list, duplicate.index, 'id'];
    return invalid({
      ...locatePath(text, path),
      message: `duplicate ${duplicate.list === 'claims' ? 'claim' : 'evidence'} ID ${JSON.stringify(duplicate.id)} (first at index ${duplicate.firstIndex})`,
    });
  }

  const claimLines = positionsOf(text, parsed.elementOffsets).map((position) => position.line);
  // Found by the reader's one pass when it was asked for them (REPORT_ARRAYS), else by a pass of their own.
  const evidenceOffsets =
    parsed.alongsideOffsets?.get('evidence') ?? arrayElementOffsets(text, [...reportPath, 'evidence']);
  const evidencePositions = positionsOf(text, evidenceOffsets);
  return { ok: true, file, report, verifications, claimLines, evidencePositions };
}

/**
 * An envelope checked against ReportEnvelope. Its verifier results, when written plainly, are
 * checked without zod (./plain-verifications.ts) and zod checks the report alone; a report zod
 * refuses, or results written otherwise, are checked whole as before, for the same error.
 */
function checkEnvelope(
  parsed: JsonText<unknown>,
  data: object,
): JsonRead<Pick<z.infer<typeof ReportEnvelope>, 'report' | 'verifications'>> {
  const verifications = plainVerifications((data as { verifications?: unknown }).verifications);
  if (verifications) {
    const written = (data as { report: unknown }).report;
    // Claims and records written plainly are checked without zod too (./plain-report.ts).
    const plain = plainReport(written);
    if (plain) return { ...parsed, value: { report: plain, verifications } };
    const report = ResearchReportSchema.safeParse(written);
    if (report.success) return { ...parsed, value: { report: report.data, verifications } };
  }
  return checkJson(parsed, ReportEnvelope);
}

interface DuplicateId {
  list: 'claims' | 'evidence';
  id: string;
  index: number;
  firstIndex: number;
}

function firstDuplicateId(report: ResearchReport): DuplicateId | undefined {
  for (const list of ['claims', 'evidence'] as const) {
    const seen = new Map<string, number>();
    const items = report[list];
    for (let index = 0; index < items.length; index++) {
      const id = (items[index] as { id: string }).id;
      const firstIndex = seen.get(id);
      if (firstIndex !== undefined) return { list, id, index, firstIndex };
      seen.set(id, index);
    }
  }
  return undefined;
}
