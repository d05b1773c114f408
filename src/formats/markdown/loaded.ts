// The report a Markdown text makes once read, for both formats that read one (a Markdown file, a
// provider's answer): its committed verdict file beside it, its records placed in the file.
// Kept apart from ./index.ts so that the provider format can use it without loading the parser.
import type { LoadedReport, ReportNotice, SourceClaim, SourceEvidence } from '../model.js';
import type { CitationMarks } from '../../results/types.js';
import type { ReadFile } from '../read.js';
import { readVerdictFile, verdictFilePath } from '../verdict-file.js';

export async function loadedTextReport(
  format: 'markdown' | 'provider-json',
  dialect: string,
  file: string,
  read: { claims: SourceClaim[]; evidence: SourceEvidence[]; citationMarks?: CitationMarks },
  notices: ReportNotice[],
  readFile: ReadFile,
): Promise<LoadedReport> {
  const verdicts = await readVerdictFile(readFile, verdictFilePath({ file, isFolder: false }));
  if (!verdicts.ok) return { format, dialect, file, error: verdicts.error };
  return {
    format,
    dialect,
    file,
    claims: read.claims,
    evidence: read.evidence.map((record) =>
      record.location ? { ...record, location: { ...record.location, file } } : record,
    ),
    sentenceIds: true,
    envelope: null,
    verdictFile: verdicts.file,
    notices,
    ...(read.citationMarks ? { citationMarks: read.citationMarks } : {}),
  };
}
