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
import { PASSAGE_SEPARATOR, sourceExcerptParts } from './bind.js';

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
  const needingSet = new Set<LoadedReport>(needing);
  const path = snapshotFilePath({ file: input.path, isFolder: input.isFolder });
  const read = await readSnapshotFile(readFile, path);
  if (!read.ok) {
    return reports.map((report) =>
      needingSet.has(report)
        ? {
            format: (report as NormalisedReport).format,
            file: report.file,
            ...(report.name === undefined ? {} : { name: report.name }),
            error: read.error,
          }
        : report,
    );
  }
  // Each URL is parsed once, though a record and its source usually write the same one.
  const keys = new Map<string, string | null>();
  const keyOf = (url: string): string | null => {
    let key = keys.get(url);
    if (key === undefined) {
      key = httpUrlKey(url);
      keys.set(url, key);
    }
    return key;
  };
  // Each source's URL is keyed once: matching records to sources is one lookup each, not a scan.
  const byKey = new Map<string, number>();
  read.file.sources.forEach((source, at) => {
    const key = keyOf(source.url);
    if (key !== null && !byKey.has(key)) byKey.set(key, at);
  });
  for (const report of needing)
    report.evidence = report.evidence.map((record) => {
      // The URL parsed once per record: thousands of records cite by URL alone.
      const key = record.excerpt.trim() === '' ? keyOf(record.url) : null;
      return key === null ? record : withSnapshot(record, read.file, byKey.get(key) ?? -1);
    });
  return reports;
}

function withSnapshot(record: SourceEvidence, file: SnapshotFileState, at: number): SourceEvidence {
  const source = file.sources[at];
  const parts = sourceExcerptParts(source);
  // The record's excerpt only (indexing fingerprints it): each pair's own is made when it binds.
  const excerpt = parts.join(PASSAGE_SEPARATOR);
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
