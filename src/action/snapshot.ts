// The action's `snapshot: missing`: citegate snapshot --only-missing before the check, so that
// a scheduled workflow can commit the snapshot files through a pull request. Refused on events a
// pull request triggers: there the pull request would choose which URLs the runner fetches and
// what text is written into the workspace a later step may commit.
import * as core from '@actions/core';
import { SettingsError } from '../config/settings.js';
import { guardOutputs } from '../files/output-guard.js';
import type { FormatChoice } from '../formats/model.js';
import { reportGlobs } from '../formats/patterns.js';
import type { RunContext } from '../github/event.js';
import type { ProvenanceSettings } from '../provenance/setup.js';
import { isSnapshotFile } from '../formats/snapshot/file.js';
import type { SnapshotSettings } from '../snapshot/settings.js';

/** Throws SettingsError for `snapshot: missing` on an event a pull request triggers. */
export function refuseSnapshotOnPullRequests(settings: SnapshotSettings, context: RunContext): void {
  if (settings.mode === 'off') return;
  if (context.pullRequest === null && !context.eventName.startsWith('pull_request')) return;
  throw new SettingsError([
    `snapshot: missing is not run on ${context.eventName || 'pull request'} events: the pull request would choose which pages the runner fetches and what is written for a later step to commit. Run it on schedule or workflow_dispatch and commit the snapshots through a pull request (docs/snapshots.md)`,
  ]);
}

export async function snapshotMissing(options: {
  cwd: string;
  patterns: readonly string[];
  format: FormatChoice;
  provenance: ProvenanceSettings;
  snapshot: SnapshotSettings;
  log: (line: string) => void;
  warn: (message: string) => void;
}): Promise<void> {
  const { planSnapshots } = await import('../snapshot/run.js');
  const { writeSnapshots } = await import('../snapshot/write.js');
  const { cwd, patterns, format, provenance } = options;
  core.startGroup('citegate: snapshotting the sources cited by URL alone');
  try {
    const plan = await planSnapshots({
      cwd,
      patterns,
      format,
      settings: options.snapshot,
      redo: false,
      fetcher: async () =>
        (await import('../provenance/index.js')).openPageFetcher(provenance, { cwd, warn: options.warn }),
      beforeReading: async (files) => {
        const written = new Set(files.filter(isSnapshotFile));
        await guardOutputs({
          cwd,
          outputs: [
            ...[...written].map((file) => ({ name: 'snapshot file', path: file, refuseLink: true })),
            { name: 'provenance-cache-path', path: provenance.cachePath },
          ],
          reportFiles: files.filter((file) => !written.has(file)),
          patterns: await reportGlobs(patterns, cwd, format),
        });
      },
    });
    const { lines } = await writeSnapshots(cwd, plan);
    for (const line of lines) options.log(line);
  } finally {
    core.endGroup();
  }
}
