import { parse as tolerantParse, printParseErrorCode, type ParseError } from 'jsonc-parser';
import type { z } from 'zod';
import { bytePosition, decodeUtf8 } from './decode.js';
import { arrayElementOffsets, formatPath, offsetOfPath, positionOf, positionsOf, type JsonPath, type Position } from './locate.js';
import { ReportEnvelope, ResearchReport as ResearchReportSchema, type ClaimEvidenceVerification, type ResearchReport } from './schema.js';

export interface ReportFileError {
  message: string;
  /** The file the position is in, when it is not the report's own (a STORM folder's url_to_info.json). */
  file?: string;
  line?: number;
  column?: number;
  path?: string;
}

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

/** Bytes of one report file to a validated report, or one error with its position. */
export function parseReportFile(file: string, bytes: Uint8Array): ReportFileParse {
  const invalid = (error: ReportFileError): InvalidReportFile => ({ ok: false, file, error });

  const decoded = decodeUtf8(bytes);
  if (!decoded.ok) {
    const at = bytePosition(bytes, decoded.byteOffset);
    return invalid({ message: `not UTF-8: invalid byte 0x${hex(bytes[decoded.byteOffset])} at byte ${decoded.byteOffset}`, ...at });
  }
  const text = decoded.text;
  if (text.trim() === '') return invalid({ message: 'file is empty', line: 1, column: 1 });

  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return invalid(describeSyntaxError(text, error));
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return invalid({ message: 'expected a JSON object (a report, or {"report": …, "verifications": […]})', line: 1, column: 1, path: '$' });
  }

  const isEnvelope = 'report' in data;
  const checked = isEnvelope ? ReportEnvelope.safeParse(data) : ResearchReportSchema.safeParse(data);
  if (!checked.success) return invalid(describeSchemaError(text, checked.error.issues));

  const report = isEnvelope ? (checked.data as z.infer<typeof ReportEnvelope>).report : (checked.data as ResearchReport);
  const verifications = isEnvelope ? (checked.data as z.infer<typeof ReportEnvelope>).verifications : null;
  const reportPath: JsonPath = isEnvelope ? ['report'] : [];

  const duplicate = firstDuplicateId(report);
  if (duplicate) {
    const path = [...reportPath, duplicate.list, duplicate.index, 'id'];
    return invalid({ ...at(text, path), message: `duplicate ${duplicate.list === 'claims' ? 'claim' : 'evidence'} ID ${JSON.stringify(duplicate.id)} (first at index ${duplicate.firstIndex})` });
  }

  const claimOffsets = arrayElementOffsets(text, [...reportPath, 'claims']);
  const claimLines = positionsOf(text, claimOffsets).map((position) => position.line);
  const evidencePositions = positionsOf(text, arrayElementOffsets(text, [...reportPath, 'evidence']));
  return { ok: true, file, report, verifications, claimLines, evidencePositions };
}

function hex(byte: number | undefined): string {
  return (byte ?? 0).toString(16).padStart(2, '0').toUpperCase();
}

function at(text: string, path: JsonPath): Omit<ReportFileError, 'message'> {
  const offset = offsetOfPath(text, path);
  return { path: formatPath(path), ...(offset === undefined ? {} : positionOf(text, offset)) };
}

export function describeSyntaxError(text: string, error: unknown): ReportFileError {
  const errors: ParseError[] = [];
  try {
    tolerantParse(text, errors, { allowTrailingComma: false, disallowComments: true, allowEmptyContent: false });
  } catch {
    // jsonc-parser recurses; on pathologically deep input fall back to V8's message.
  }
  const first = errors[0];
  if (!first) return { message: `invalid JSON: ${(error as Error).message}` };
  const where = positionOf(text, first.offset);
  return { message: `invalid JSON: ${humanParseError(printParseErrorCode(first.error))}`, ...where };
}

function humanParseError(code: string): string {
  // 'CommaExpected' -> 'comma expected'
  return code.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

export function describeSchemaError(text: string, issues: readonly z.core.$ZodIssue[]): ReportFileError {
  const first = issues[0] as z.core.$ZodIssue;
  const path = first.path.filter((part): part is string | number => typeof part !== 'symbol');
  const more = issues.length > 1 ? ` (and ${issues.length - 1} more problem${issues.length > 2 ? 's' : ''})` : '';
  const located = at(text, path);
  return { ...located, message: `${located.path}: ${first.message}${more}` };
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
