// Which snapshot passages a pull request wrote. A snapshot file is committed input: a pull request
// can replace a passage's text and recompute its SHA-256, which binds the passage to its text but
// not to the page. Compared with a base commit, a passage (or title) whose text the base's snapshot
// file does not hold for the same URL was written by the pull request. The check then tells the
// reviewer how many it changed, and a number those passages alone ground is never counted as
// fixed (src/base/written-grounding.ts): what a pull request writes may make the gate stricter,
// never looser. Pure, but for the base's file, which the shell reads (src/base/snapshot-base.ts).
import { isInvalid, type LoadedReport, type WrittenParts } from '../model.js';
import type { ReportResult, SnapshotChangesSection } from '../../results/types.js';
import { httpUrlKey } from '../../text/http-url.js';
import type { SnapshotFileState, SnapshotSource } from './file.js';

/** One source of the base's snapshot file: the fingerprints of its passages and its title. */
export interface BaseSnapshotSource {
  passages: ReadonlySet<string>;
  title: string | null;
}

/** The base's version of a snapshot file, by source URL key (empty: the base has no such file, or it cannot be read). */
export type BaseSnapshot = ReadonlyMap<string, BaseSnapshotSource>;

/** Reads the base commit's version of a snapshot file (the shell's half). */
export interface SnapshotBase {
  read(file: string): Promise<BaseSnapshot>;
}

/** What the pull request changed in the snapshot files the check read. */
export interface SnapshotChanges {
  /** Passages (and titles) written, rewritten or removed, in all. */
  passages: number;
  files: { file: string; passages: number }[];
}

/** The base's sources of a snapshot file as read (a file the base does not have is empty). */
export function baseSnapshotOf(file: SnapshotFileState): BaseSnapshot {
  const sources = new Map<string, BaseSnapshotSource>();
  for (const source of file.sources) {
    const key = httpUrlKey(source.url);
    if (key === null || sources.has(key) || source.status !== 'ok') continue;
    sources.set(key, {
      passages: new Set(source.passages.map((passage) => passage.sha256)),
      title: source.title === null ? null : source.title_sha256,
    });
  }
  return sources;
}

/**
 * The parts of a head source the base does not have, and how many passages changed: a rewrite
 * counts once (one written, one gone), an added or removed passage once, a changed title once.
 */
export function writtenParts(
  source: SnapshotSource | undefined,
  base: BaseSnapshotSource | undefined,
): WrittenParts & { changed: number } {
  const passages = new Set<number>();
  const head = source && source.status === 'ok' ? source : undefined;
  const headHashes = new Set<string>();
  head?.passages.forEach((passage, index) => {
    headHashes.add(passage.sha256);
    if (!base?.passages.has(passage.sha256)) passages.add(index);
  });
  let removed = 0;
  for (const hash of base?.passages ?? []) if (!headHashes.has(hash)) removed++;
  const title = head?.title != null && head.title_sha256 !== (base?.title ?? null);
  const titleGone = head?.title == null && base?.title != null;
  return { title, passages, changed: Math.max(passages.size, removed) + (title || titleGone ? 1 : 0) };
}

/**
 * Marks, on each record a snapshot serves, the parts of its source the pull request wrote, and
 * counts the changes per snapshot file (each cited URL once). Runs before the reports are bound.
 */
export async function markWrittenPassages(
  reports: readonly LoadedReport[],
  base: SnapshotBase,
): Promise<SnapshotChanges | null> {
  const counted = new Map<string, Map<string, number>>();
  for (const report of reports) {
    if (isInvalid(report)) continue;
    for (const record of report.evidence) {
      const state = record.sourceText;
      const key = httpUrlKey(record.url);
      if (!state || key === null) continue;
      const parts = writtenParts(state.source, (await base.read(state.file)).get(key));
      state.written = { title: parts.title, passages: parts.passages };
      const perFile = counted.get(state.file) ?? new Map<string, number>();
      counted.set(state.file, perFile);
      perFile.set(key, parts.changed);
    }
  }
  const files = [...counted]
    .map(([file, sources]) => ({ file, passages: [...sources.values()].reduce((sum, count) => sum + count, 0) }))
    .filter((entry) => entry.passages > 0)
    .sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  if (files.length === 0) return null;
  return { passages: files.reduce((sum, entry) => sum + entry.passages, 0), files };
}

/** The results file's `snapshot_changes`: the changes, and how many numbers only passages the pull request wrote ground. */
export function snapshotChangesSection(
  changes: Pick<SnapshotChanges, 'passages' | 'files'>,
  reports: readonly ReportResult[],
): SnapshotChangesSection {
  let numbers = 0;
  for (const report of reports) numbers += report.numbers_grounded_by_pull_request?.length ?? 0;
  return { passages: changes.passages, numbers, files: changes.files };
}
