// The settings of `citegate snapshot` and of the action's `snapshot` input, validated. The
// fetching settings are provenance's own (provenance-allow-private, -timeout, -max-body,
// -max-age, -cache-path), read by readProvenanceSettings.
import { INPUTS } from '../config/inputs.js';
import { SettingsError, type SettingSource } from '../config/settings.js';
import { httpUrl } from '../text/http-url.js';

export type ArchiveMode = 'wayback' | 'off';
export type SnapshotMode = 'off' | 'missing';

export interface SnapshotSettings {
  /** The action only: `missing` snapshots, before the check, every source that has none. */
  mode: SnapshotMode;
  /** Where a page that is gone or blocked is looked up: the Wayback Machine, or nowhere. */
  archive: ArchiveMode;
  /** The Wayback Machine's availability API, or a mirror of it (tests use a local one). */
  archiveUrl: string;
}

export function readSnapshotSettings(get: SettingSource): SnapshotSettings {
  const problems: string[] = [];
  const read = (name: string): string => {
    const raw = get(name)?.trim();
    return raw === undefined || raw === '' ? (INPUTS.find((input) => input.name === name)?.default ?? '') : raw;
  };
  const modeRaw = read('snapshot');
  const mode = (['off', 'missing'] as const).find((candidate) => candidate === modeRaw.toLowerCase());
  if (!mode) problems.push(`snapshot must be off or missing, not ${JSON.stringify(modeRaw)}`);
  const archiveRaw = read('archive');
  const archive = (['wayback', 'off'] as const).find((candidate) => candidate === archiveRaw.toLowerCase());
  if (!archive) problems.push(`archive must be wayback or off, not ${JSON.stringify(archiveRaw)}`);
  const archiveUrl = read('archive-url');
  if (httpUrl(archiveUrl) === null)
    problems.push(`archive-url must be an http(s) URL, not ${JSON.stringify(archiveUrl)}`);
  if (problems.length > 0) throw new SettingsError(problems);
  return { mode: mode as SnapshotMode, archive: archive as ArchiveMode, archiveUrl };
}
