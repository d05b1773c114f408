// What a reading thread does with one file (./bounded-read.ts): a Markdown report or a provider's
// answer, from its bytes to what it says. Pure but for loading the readers.
import { decodeText, parseJsonFile, type ReportFileError } from '../report/json-file.js';
import type { DialectChoice } from './markdown/dialects.js';
import type { MarkdownRead } from './markdown/index.js';
import { MarkdownLimitError } from './markdown/parse.js';
import type { ReportNotice } from './model.js';

export type ReadingJob =
  { kind: 'markdown'; bytes: Uint8Array; dialect: DialectChoice } | { kind: 'provider-json'; bytes: Uint8Array };

export type ReadingResult =
  | { ok: true; dialect: string; read: MarkdownRead; notices: ReportNotice[] }
  | { ok: false; dialect?: string; error: ReportFileError };

export async function readReport(job: ReadingJob): Promise<ReadingResult> {
  try {
    if (job.kind === 'markdown') {
      const decoded = decodeText(job.bytes);
      if (!decoded.ok) return { ok: false, error: decoded.error };
      const { readMarkdown } = await import('./markdown/index.js');
      const read = readMarkdown(decoded.text, job.dialect);
      return { ok: true, dialect: read.dialect, read, notices: read.notices };
    }
    const { readProviderAnswer } = await import('./provider-json/index.js');
    const answer = await readProviderAnswer(parseJsonFile(job.bytes, { pythonLiterals: true }));
    if ('error' in answer)
      return { ok: false, ...(answer.dialect ? { dialect: answer.dialect } : {}), error: answer.error };
    return { ok: true, dialect: answer.dialect, read: answer.read, notices: answer.notices };
  } catch (error) {
    // Nested past what the parser reads: the report is not read, and says where and why.
    if (error instanceof MarkdownLimitError)
      return { ok: false, error: { message: error.message, line: error.line, column: 1 } };
    throw error;
  }
}
