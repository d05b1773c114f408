import type { z } from 'zod';
import { bytePosition, decodeUtf8 } from './decode.js';
import { arrayElementOffsets, formatPath, offsetOfPath, positionOf, positionsOf, scanStructure, type DuplicateKey, type JsonPath, type Position } from './locate.js';
import { ReportEnvelope, ResearchReport as ResearchReportSchema, type ClaimEvidenceVerification, type ResearchReport } from './schema.js';
import { locateSyntaxError } from './syntax-error.js';

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
  const reportPath: JsonPath = isEnvelope ? ['report'] : [];
  // JSON.parse keeps the last of two equal keys; the line numbers would come from the first.
  const structure = scanStructure(text, [...reportPath, 'claims']);
  if (structure.duplicate) return invalid(describeDuplicateKey(text, structure.duplicate));

  const checked = isEnvelope ? ReportEnvelope.safeParse(data) : ResearchReportSchema.safeParse(data);
  if (!checked.success) return invalid(describeSchemaError(text, checked.error.issues));

  const report = isEnvelope ? (checked.data as z.infer<typeof ReportEnvelope>).report : (checked.data as ResearchReport);
  const verifications = isEnvelope ? (checked.data as z.infer<typeof ReportEnvelope>).verifications : null;

  const duplicate = firstDuplicateId(report);
  if (duplicate) {
    const path = [...reportPath, duplicate.list, duplicate.index, 'id'];
    return invalid({ ...at(text, path), message: `duplicate ${duplicate.list === 'claims' ? 'claim' : 'evidence'} ID ${JSON.stringify(duplicate.id)} (first at index ${duplicate.firstIndex})` });
  }

  const claimLines = positionsOf(text, structure.elementOffsets).map((position) => position.line);
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
  const found = locateSyntaxError(text);
  if (!found) {
    // Never expected (the locator and JSON.parse agree on what is JSON); keep V8's position if it gave one.
    const offset = /at position (\d+)/.exec((error as Error).message)?.[1];
    return { message: `invalid JSON: ${(error as Error).message}`, ...(offset === undefined ? {} : positionOf(text, Number(offset))) };
  }
  const open = found.openContainers;
  const ending = found.atEnd && open > 0 ? ` (the input ends with ${open} ${open === 1 ? 'array or object' : 'arrays or objects'} still open)` : '';
  return { message: `invalid JSON: ${found.problem}${ending}`, ...positionOf(text, found.offset) };
}

function describeDuplicateKey(text: string, duplicate: DuplicateKey): ReportFileError {
  const [first, second] = positionsOf(text, [duplicate.firstOffset, duplicate.offset]) as [Position, Position];
  // The path leads the message, as for schema errors: on a one-line report it says more than a column.
  const path = formatPath(duplicate.path);
  return { message: `${path}: duplicate key ${JSON.stringify(duplicate.key)} (first at line ${first.line}, column ${first.column})`, path, ...second };
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
