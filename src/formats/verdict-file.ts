// Verdict files: the semantic verifier's results committed beside a report by `citegate verify`,
// in the pipeline's ClaimEvidenceVerification shape plus the model's name, and bound by `check`
// exactly like an envelope's results. The report itself is never written.
import { z } from 'zod';
import { ClaimEvidenceVerification } from '../report/schema.js';
import { readJsonFile, type ReportFileError } from '../report/json-file.js';
import { positionsOf } from '../report/locate.js';
import type { LoadedReport, NormalisedReport, SourceClaim, SourceEvidence, VerdictFileState } from './model.js';
import { joinPath, readFailure, readIfPresent, type ReadFile } from './read.js';

/** The verdict file of a folder report (STORM, Co-STORM). */
export const FOLDER_VERDICT_FILE = 'citegate.verdicts.json';
const SUFFIX = '.verdicts.json';

/**
 * Where a report's verdicts live: `NAME.verdicts.json` beside a file `NAME.json` (so
 * `q3.report.json` → `q3.report.verdicts.json`), `citegate.verdicts.json` inside a folder.
 */
export function verdictFilePath(report: { file: string; isFolder: boolean }): string {
  if (report.isFolder) return joinPath(report.file, FOLDER_VERDICT_FILE);
  return `${report.file.replace(/\.(?:json|md|markdown)$/i, '')}${SUFFIX}`;
}

export const VERDICT_FILE_IGNORE = `**/*${SUFFIX}`;

// The file's shape, built on first use: a check with no verdict file does not build it when the
// command line starts.
function buildVerdictFile() {
  /** A verdict as written: the pipeline's result, the model that gave it, and (ALCE) its item. */
  const Verdict = ClaimEvidenceVerification.extend({
    model: z.string().optional(),
    item: z.number().int().nonnegative().optional(),
  });
  return z.looseObject({ verifications: z.array(Verdict) });
}
let verdictFile: ReturnType<typeof buildVerdictFile> | undefined;

/** A verdict as written: the pipeline's result, the model that gave it, and (ALCE) its item. */
export type Verdict = z.infer<ReturnType<typeof buildVerdictFile>>['verifications'][number];

export type VerdictFileRead =
  { ok: true; file: Required<VerdictFileState> & { verifications: Verdict[] } } | { ok: false; error: ReportFileError };

export async function readVerdictFile(readFile: ReadFile, path: string): Promise<VerdictFileRead> {
  let bytes: Uint8Array | null;
  try {
    bytes = await readIfPresent(readFile, path);
  } catch (error) {
    return { ok: false, error: { file: path, message: readFailure(error, 'the verdict file') } };
  }
  if (bytes === null) return { ok: true, file: { path, exists: false, verifications: [], lines: new Map() } };
  const read = readJsonFile(bytes, (verdictFile ??= buildVerdictFile()), {
    file: path,
    elementsOf: () => ['verifications'],
  });
  if (!read.ok) return { ok: false, error: { ...read.error, message: `verdict file: ${read.error.message}` } };
  // Each verdict's line, so that one naming a sentence that is gone is shown where it is written.
  const lines = positionsOf(read.text, read.elementOffsets).map((position) => position.line);
  const { verifications } = read.value;
  return {
    ok: true,
    file: {
      path,
      exists: true,
      verifications,
      lines: new Map(verifications.map((verdict, index) => [verdict, lines[index] ?? 1])),
    },
  };
}

/** A STORM or Co-STORM folder's report, with the verdict file inside the folder. */
export async function folderReport(
  format: 'storm' | 'costorm',
  folder: string,
  readFile: ReadFile,
  claims: SourceClaim[],
  evidence: SourceEvidence[],
  extra: Pick<NormalisedReport, 'article' | 'notices'> = {},
): Promise<LoadedReport> {
  const verdicts = await readVerdictFile(readFile, verdictFilePath({ file: folder, isFolder: true }));
  if (!verdicts.ok) return { format, file: folder, error: verdicts.error };
  const { notices, ...rest } = extra;
  return {
    format,
    file: folder,
    claims,
    evidence,
    sentenceIds: true,
    envelope: null,
    verdictFile: verdicts.file,
    ...rest,
    ...(notices && notices.length > 0 ? { notices } : {}),
  };
}

const FIELD_ORDER = [
  'claim_id',
  'evidence_id',
  'item',
  'verdict',
  'quote',
  'limitations',
  'confidence',
  'claim_sha256',
  'evidence_sha256',
  'verifier_version',
  'model',
] as const;

/** The file's text: stable field order and two-space indent, so that a re-run diffs cleanly. */
export function renderVerdictFile(verdicts: readonly Verdict[]): string {
  const ordered = verdicts.map((verdict) => {
    const out: Record<string, unknown> = {};
    for (const key of FIELD_ORDER) if (verdict[key] !== undefined) out[key] = verdict[key];
    for (const [key, value] of Object.entries(verdict)) if (!(key in out)) out[key] = value;
    return out;
  });
  return `${JSON.stringify({ generator: 'citegate verify', verifications: ordered }, null, 2)}\n`;
}
