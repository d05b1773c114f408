// The outputs of a session: the guard that refuses, before any report is read, an output path
// that would land on a report, leave the shell's folders or go through a link (the shell's
// files and the caches the stages write), and the writing of the shell's files from the results.
import path from 'node:path';
import packageJson from '../../package.json' with { type: 'json' };
import { describeFileError, writeFileAtomic } from '../files/atomic-write.js';
import { guardOutputs, writeOptions, type OutputPath } from '../files/output-guard.js';
import { reportGlobs } from '../formats/patterns.js';
import { linkContext, type RunContext } from '../github/event.js';
import type { ResultsFile } from '../results/types.js';
import type { SessionSettings } from './settings.js';
import type { OutputFile, Shell } from './shell.js';

/** Every path the run writes, by the shell's names: its files, then each cache a stage writes. */
export function outputPaths(settings: SessionSettings, shell: Shell): OutputPath[] {
  const { semantic, provenance, references } = settings;
  return [
    ...shell.files.map(({ name, path }) => ({ name, path })),
    { name: shell.nameOf('cache-path'), path: semantic.cachePath },
    ...(provenance.mode === 'check'
      ? [{ name: shell.nameOf('provenance-cache-path'), path: provenance.cachePath }]
      : []),
    ...(references.mode === 'check'
      ? [{ name: shell.nameOf('references-cache-path'), path: references.cachePath }]
      : []),
  ];
}

/** The guard the check calls once the reports are found, before any is read (OutputPathError). */
export function outputGuard(
  settings: SessionSettings,
  shell: Shell,
): (reportFiles: readonly string[]) => Promise<void> {
  const { core } = settings;
  return async (reportFiles) =>
    guardOutputs({
      cwd: shell.cwd,
      outputs: outputPaths(settings, shell),
      reportFiles,
      // The globs of the `reports` setting itself, not the files only-changed selects: an output must not match any report.
      patterns: await reportGlobs(core.patterns, shell.cwd, core.format, shell.patternScope),
      policy: shell.policy,
    });
}

/** A file that could not be written: the rest were, and the shell says which failed and why. */
export interface WriteFailure {
  file: OutputFile;
  /** The absolute path it was written to. */
  target: string;
  reason: string;
}

/**
 * Writes each of `files` that was asked for, in order, redacted, through the shell's policy (the
 * links are checked again at write time). A failure costs that file only.
 */
export async function writeOutputs(
  shell: Shell,
  results: ResultsFile,
  files: readonly OutputFile[] = shell.files,
): Promise<WriteFailure[]> {
  const write = writeOptions(shell.policy, shell.cwd);
  const failures: WriteFailure[] = [];
  for (const file of files) {
    if (file.path === undefined) continue;
    const target = path.resolve(shell.cwd, file.path);
    try {
      await writeFileAtomic(target, shell.redact(await file.render(results)), write);
    } catch (error) {
      failures.push({ file, target, reason: describeFileError(error) });
    }
  }
  return failures;
}

/** The results file. */
export function resultsJson(results: ResultsFile): string {
  return JSON.stringify(results, null, 2) + '\n';
}

/** SARIF 2.1.0, for code scanning. */
export async function sarifJson(results: ResultsFile): Promise<string> {
  const { renderSarif } = await import('../render/sarif.js');
  return JSON.stringify(renderSarif(results, { version: packageJson.version }), null, 2) + '\n';
}

/** The markdown the action would post as its comment, for a preview (GITHUB_SERVER_URL, GITHUB_REPOSITORY and GITHUB_SHA, when set, make the links). */
export function commentPreview(context: RunContext): (results: ResultsFile) => Promise<string> {
  return async (results) =>
    (await import('../render/comment.js')).renderComment(results, {
      key: 'default',
      runUrl: context.runUrl,
      links: linkContext(context, results.base?.sha ?? null),
    });
}

/** The job summary the action would write, for a preview. */
export function summaryPreview(
  context: RunContext,
  resultsPath: string | undefined,
): (results: ResultsFile) => Promise<string> {
  return async (results) =>
    (await import('../render/summary.js')).renderSummary(results, {
      resultsPath,
      links: linkContext(context, results.base?.sha ?? null),
    });
}
