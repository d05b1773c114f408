// The snapshot settings, and the action's refusal to snapshot on events a pull request triggers.
import { describe, expect, it } from 'vitest';
import { refuseSnapshotOnPullRequests } from '../../src/action/snapshot.js';
import { SettingsError } from '../../src/config/settings.js';
import { readRunContext } from '../../src/github/event.js';
import { readSnapshotSettings } from '../../src/snapshot/settings.js';

const settings = (values: Record<string, string>) => readSnapshotSettings((name) => values[name]);

describe('snapshot settings', () => {
  it('defaults: off in the action, the Wayback Machine for gone pages', () => {
    expect(settings({})).toEqual({
      mode: 'off',
      archive: 'wayback',
      archiveUrl: 'https://archive.org/wayback/available',
    });
  });

  it('lists every bad value at once', () => {
    expect(() => settings({ snapshot: 'all', archive: 'archive.today', 'archive-url': 'ftp://mirror' })).toThrow(
      SettingsError,
    );
    try {
      settings({ snapshot: 'all', archive: 'archive.today', 'archive-url': 'ftp://mirror' });
    } catch (error) {
      expect((error as SettingsError).problems).toEqual([
        'snapshot must be off or missing, not "all"',
        'archive must be wayback or off, not "archive.today"',
        'archive-url must be an http(s) URL, not "ftp://mirror"',
      ]);
    }
  });

  it('the action refuses snapshot: missing on pull-request events, and runs it on a schedule', () => {
    const missing = settings({ snapshot: 'missing' });
    for (const event of ['pull_request', 'pull_request_target']) {
      expect(() => refuseSnapshotOnPullRequests(missing, readRunContext({ GITHUB_EVENT_NAME: event }))).toThrow(
        /snapshot: missing is not run on pull_request/,
      );
    }
    expect(() =>
      refuseSnapshotOnPullRequests(missing, readRunContext({ GITHUB_EVENT_NAME: 'schedule' })),
    ).not.toThrow();
    expect(() =>
      refuseSnapshotOnPullRequests(settings({}), readRunContext({ GITHUB_EVENT_NAME: 'pull_request' })),
    ).not.toThrow();
  });
});
