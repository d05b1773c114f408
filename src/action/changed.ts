// `only-changed`: the reports a pull request adds or modifies, within the `reports` globs. A
// folder report (STORM, Co-STORM) changes when a file directly in it does; any report changes
// when its verdict file or its snapshot file does.
import path from 'node:path';
import * as core from '@actions/core';
import { computeTotals } from '../check/totals.js';
import { inert } from '../render/escape.js';
import { decision } from '../render/markdown-blocks.js';
import { RESULTS_VERSION, type ResultsFile } from '../results/types.js';
import { outputGuard, writeOutputs } from '../session/outputs.js';
import type { SessionSettings } from '../session/settings.js';
import type { OutputFile, Shell } from '../session/shell.js';
import type { CommentRequest } from './comment.js';
import { untrustedMessage, writeFailureMessage, writeFailureNote, writeSummary } from './log.js';
import { actionOutputs } from './outputs.js';
import { discoverReports, type ReportInput } from '../formats/discover.js';
import type { FormatChoice } from '../formats/model.js';
import { verdictFilePath } from '../formats/verdict-file.js';
import { snapshotFilePath } from '../formats/snapshot/file.js';
import type { GitHubClient } from '../github/client.js';
import { listChangedFiles } from '../github/changed-files.js';
import type { RunContext } from '../github/event.js';

export type Selection =
  /** Check these patterns (the user's, or exactly the changed report files). */
  | { kind: 'patterns'; patterns: string[]; note: string | null }
  /** The pull request changes no report file: nothing to check. */
  | { kind: 'none'; note: string };

export async function selectReports(
  patterns: string[],
  cwd: string,
  context: RunContext,
  token: string,
  client: (token: string) => Promise<GitHubClient>,
  format: FormatChoice = 'auto',
): Promise<Selection> {
  const everything: Selection = { kind: 'patterns', patterns, note: null };
  const pr = context.pullRequest;
  if (!pr || !context.owner || !context.repo) return everything;
  if (token === '') {
    core.warning(
      "citegate: only-changed needs the github-token input to list the pull request's files; checking every report.",
    );
    return everything;
  }

  let changed: Set<string>;
  try {
    changed = new Set(
      await listChangedFiles(await client(token), { owner: context.owner, repo: context.repo, number: pr.number }),
    );
  } catch (error) {
    core.warning(
      untrustedMessage(
        `citegate: could not list the pull request's files (${error instanceof Error ? error.message : String(error)}); checking every report.`,
      ),
    );
    return everything;
  }
  const all = await discoverReports(patterns, cwd, format);
  // No report file at all: the check itself refuses the patterns, as it does without only-changed.
  if (all.length === 0) return everything;
  const folders = changedFolders(changed);
  // A report reached through a symbolic link counts as changed when the link itself changed.
  const selected = all.filter((input) => isChanged(input, changed, folders));
  if (selected.length === 0) {
    return {
      kind: 'none',
      note: `only-changed: this pull request adds or modifies none of the ${all.length} report files, so there is nothing to check.`,
    };
  }
  return {
    kind: 'patterns',
    patterns: selected.map((input) => input.pattern),
    note: `only-changed: checked the ${selected.length} of ${all.length} report files that this pull request adds or modifies.`,
  };
}

/** The folder of each changed file (`.` for the top), so that a folder report is one look-up, not a scan of them all. */
function changedFolders(changed: ReadonlySet<string>): Set<string> {
  const folders = new Set<string>();
  for (const file of changed) {
    const slash = file.lastIndexOf('/');
    folders.add(slash === -1 ? '.' : file.slice(0, slash));
  }
  return folders;
}

function isChanged(input: ReportInput, changed: ReadonlySet<string>, folders: ReadonlySet<string>): boolean {
  if (input.links?.some((link) => changed.has(link))) return true;
  if (changed.has(verdictFilePath({ file: input.path, isFolder: input.isFolder }))) return true;
  // A changed snapshot changes what the report's URL-only sources say (docs/snapshots.md).
  if (changed.has(snapshotFilePath({ file: input.path, isFolder: input.isFolder }))) return true;
  if (!input.isFolder) return changed.has(input.path);
  return folders.has(input.path);
}

/**
 * only-changed with no changed report: the gate passes, and every output still says so. Only the
 * results file is written; an earlier run's comment may report a failure in a report this pull
 * request no longer changes, so it is replaced, but no comment is started.
 */
export async function finishWithoutReports(
  settings: SessionSettings,
  shell: Shell,
  resultsFile: OutputFile,
  note: string,
  comment: (results: ResultsFile, extra: Partial<CommentRequest>) => Promise<unknown>,
): Promise<void> {
  await outputGuard(settings, shell)([]);
  core.notice(`citegate: ${note}`);
  const results: ResultsFile = {
    version: RESULTS_VERSION,
    reports: [],
    totals: computeTotals([]),
    gate: { passed: true, checks: [] },
  };
  const [failure] = await writeOutputs(shell, results, [resultsFile]);
  const resultsPath = path.resolve(shell.cwd, resultsFile.path ?? '');
  for (const [name, value] of Object.entries(actionOutputs(results, failure ? '' : resultsPath, 'skipped')))
    core.setOutput(name, value);
  const failureNote = failure ? `\n\n> ${inert(writeFailureNote(failure, true), 1000)}` : '';
  await writeSummary(`## ${decision(results.gate)}\n\n${note}${failureNote}\n`);
  await comment(results, { note, updateOnly: true });
  if (failure) core.setFailed(writeFailureMessage(failure));
}
