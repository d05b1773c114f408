// `only-changed`: the report files a pull request adds or modifies, within the `reports` globs.
import * as core from '@actions/core';
import { untrustedMessage } from './log.js';
import { escapePath } from 'tinyglobby';
import { findReportFiles } from '../files/find-reports.js';
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
): Promise<Selection> {
  const everything: Selection = { kind: 'patterns', patterns, note: null };
  const pr = context.pullRequest;
  if (!pr || !context.owner || !context.repo) return everything;
  if (token === '') {
    core.warning('citegate: only-changed needs the github-token input to list the pull request\'s files; checking every report.');
    return everything;
  }

  let changed: Set<string>;
  try {
    changed = new Set(await listChangedFiles(await client(token), { owner: context.owner, repo: context.repo, number: pr.number }));
  } catch (error) {
    core.warning(untrustedMessage(`citegate: could not list the pull request's files (${error instanceof Error ? error.message : String(error)}); checking every report.`));
    return everything;
  }
  const all = await findReportFiles(patterns, cwd);
  // No report file at all: the check itself refuses the patterns, as it does without only-changed.
  if (all.length === 0) return everything;
  // A report reached through a symbolic link counts as changed when the link itself changed.
  const selected = all.filter((found) => changed.has(found.file) || found.links?.some((link) => changed.has(link))).map((found) => found.file);
  if (selected.length === 0) {
    return { kind: 'none', note: `only-changed: this pull request adds or modifies none of the ${all.length} report files, so there is nothing to check.` };
  }
  // Exact paths, escaped so that a file name with glob characters matches only itself.
  return {
    kind: 'patterns',
    patterns: selected.map((file) => escapePath(file)),
    note: `only-changed: checked the ${selected.length} of ${all.length} report files that this pull request adds or modifies.`,
  };
}
