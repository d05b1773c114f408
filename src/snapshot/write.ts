// Writing a snapshot file the plan made (src/snapshot/run.ts), for both shells: through a
// temporary file and a rename, and not at all when the file already holds these bytes.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describeFileError, writeFileAtomic } from '../files/atomic-write.js';
import { writeOptions } from '../files/output-guard.js';
import { plural } from '../text/plural.js';
import { showControls } from '../text/controls.js';
import type { SnapshotFilePlan, SnapshotPlan } from './run.js';

/** One line saying what was written (or why not); `failed` when the file could not be written. */
export async function writeSnapshotFile(
  cwd: string,
  file: SnapshotFilePlan,
): Promise<{ text: string; failed: boolean }> {
  const counts = [
    `${plural(file.sources, 'source')} (${file.fetched} read, ${file.kept} kept)`,
    `${plural(file.passages, 'passage')} (${file.characters.toLocaleString('en-US')} characters)`,
    ...(file.archived > 0 ? [`${file.archived} from the Wayback Machine`] : []),
    ...(file.omitted > 0 ? [`${plural(file.omitted, 'passage')} left out by the size bound`] : []),
    ...(file.failed.length > 0 ? [`${file.failed.length} could not be read`] : []),
  ].join(', ');
  const target = path.resolve(cwd, file.path);
  const current = await readFile(target, 'utf8').catch(() => null);
  if (current === file.text) return { text: `${file.path}: unchanged, ${counts}`, failed: false };
  try {
    // Beside a report a pull request may have committed: never through a symbolic link it put there.
    await writeFileAtomic(target, file.text, writeOptions({}, cwd));
  } catch (error) {
    return { text: `${file.path}: could not be written: ${describeFileError(error)}`, failed: true };
  }
  return { text: `wrote ${file.path}: ${counts}`, failed: false };
}

/** Writes every snapshot file of the plan; the lines say what was written, read, kept and not read. */
export async function writeSnapshots(cwd: string, plan: SnapshotPlan): Promise<{ lines: string[]; failed: boolean }> {
  const out: string[] = [
    `citegate snapshot: ${plural(
      plan.files.reduce((sum, file) => sum + file.reports.length, 0),
      'report',
    )}, ${plural(plan.sources, 'source')} cited by URL alone`,
  ];
  let failed = plan.invalid.length > 0;
  for (const file of plan.files) {
    const line = await writeSnapshotFile(cwd, file);
    if (line.failed || file.failed.length > 0) failed = true;
    out.push(`  ${showControls(line.text)}`);
    for (const { url, detail } of file.failed) out.push(`    not read: ${showControls(`${url}: ${detail}`)}`);
  }
  if (plan.files.length === 0 && plan.invalid.length === 0)
    out.push('  no evidence record has a URL without an excerpt: nothing to snapshot');
  if (plan.invalid.length > 0) {
    out.push('', `Reports that could not be read (${plan.invalid.length}); nothing was written for them`);
    for (const report of plan.invalid) {
      const where = report.error.line ? `:${report.error.line}:${report.error.column ?? 1}` : '';
      out.push(
        `  ${showControls(`${report.error.file ?? report.file}${where}  ${report.name === undefined ? '' : `${report.name}: `}${report.error.message}`)}`,
      );
    }
  }
  return { lines: out, failed };
}
