// Reading a report's snapshot file into the normalised model, for every format alike: each
// evidence record that cites an http(s) URL and has no excerpt gets its `sourceText` (the file's
// entry for the URL, if any) and, as its excerpt, every passage stored for it. Reports with no
// such record never read the file. A snapshot file that is not JSON or not of its shape makes
// its reports invalid, as a verdict file does.
import type { LoadedReport, NormalisedReport, SourceEvidence } from '../model.js';
import { isInvalid } from '../model.js';
import type { ReadFile } from '../read.js';
import { httpUrlKey } from '../../text/http-url.js';
import { readSnapshotFile, snapshotFilePath, type SnapshotFileState } from './file.js';
import { excerptOf, sourceExcerptParts } from './bind.js';

/** A record snapshots serve: an http(s) URL and no excerpt (nothing but whitespace). */
export function needsSourceText(evidence: Pick<SourceEvidence, 'url' | 'excerpt'>): boolean {
  return evidence.excerpt.trim() === '' && httpUrlKey(evidence.url) !== null;
}

export async function attachSnapshots(
  reports: LoadedReport[],
  readFile: ReadFile,
  input: { path: string; isFolder: boolean },
): Promise<LoadedReport[]> {
  const needing = reports.filter(
    (report): report is NormalisedReport => !isInvalid(report) && report.evidence.some(needsSourceText),
  );
  if (needing.length === 0) return reports;
  const path = snapshotFilePath({ file: input.path, isFolder: input.isFolder });
  const read = await readSnapshotFile(readFile, path);
  if (!read.ok) {
    return reports.map((report) =>
      needing.includes(report as NormalisedReport)
        ? {
            format: (report as NormalisedReport).format,
            file: report.file,
            ...(report.name === undefined ? {} : { name: report.name }),
            error: read.error,
          }
        : report,
    );
  }
  for (const report of needing)
    report.evidence = report.evidence.map((record) =>
      needsSourceText(record) ? withSnapshot(record, read.file) : record,
    );
  return reports;
}

function withSnapshot(record: SourceEvidence, file: SnapshotFileState): SourceEvidence {
  const key = httpUrlKey(record.url);
  const at = file.sources.findIndex((source) => httpUrlKey(source.url) === key);
  const source = file.sources[at];
  const parts = sourceExcerptParts(source);
  const { excerpt } = excerptOf(parts);
  return {
    ...record,
    excerpt,
    snippets: parts,
    sourceText: {
      file: file.path,
      ...(source
        ? { source, passageLines: file.lines.passages[at] ?? [], sentenceLines: file.lines.sentences[at] ?? [] }
        : {}),
    },
  };
}
