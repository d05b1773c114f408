// The action's `snapshot: missing` (run by the session, src/session/snapshot-missing.ts) is
// refused on events a pull request triggers: there the pull request would choose which URLs the
// runner fetches and what text is written into the workspace a later step may commit.
import { SettingsError } from '../config/settings.js';
import type { RunContext } from '../github/event.js';
import type { SnapshotSettings } from '../snapshot/settings.js';

/** Throws SettingsError for `snapshot: missing` on an event a pull request triggers. */
export function refuseSnapshotOnPullRequests(settings: SnapshotSettings, context: RunContext): void {
  if (settings.mode === 'off') return;
  if (context.pullRequest === null && !context.eventName.startsWith('pull_request')) return;
  throw new SettingsError([
    `snapshot: missing is not run on ${context.eventName || 'pull request'} events: the pull request would choose which pages the runner fetches and what is written for a later step to commit. Run it on schedule or workflow_dispatch and commit the snapshots through a pull request (docs/snapshots.md)`,
  ]);
}
