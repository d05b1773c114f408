// The settings of one check session: the shell's own (which carry the core ones of
// src/config/settings.ts) and every stage's, read from the shell's source in one pass, so that a
// user sees every bad value at once.
import { readAllSettings, type CoreSettings, type SettingSource } from '../config/settings.js';
import { readProvenanceSettings, type ProvenanceSettings } from '../provenance/setup.js';
import { readReferenceSettings, type ReferenceSettings } from '../references/setup.js';
import { readSemanticSettings, type SemanticSettings } from '../semantic/index.js';
import { readSnapshotSettings, type SnapshotSettings } from '../snapshot/settings.js';

export interface SessionSettings {
  core: CoreSettings;
  semantic: SemanticSettings;
  provenance: ProvenanceSettings;
  references: ReferenceSettings;
  /** The action's `snapshot: missing`; the command line has no such flag, so there it is off. */
  snapshot: SnapshotSettings;
}

/**
 * Reads the shell's own settings, then every stage's, in that order (the order the problems
 * are listed in); throws one SettingsError with the problems of all of them.
 */
export function readSessionSettings<Own extends { core: CoreSettings }>(
  get: SettingSource,
  readOwn: (get: SettingSource) => Own,
): { own: Own; session: SessionSettings } {
  const [own, semantic, provenance, references, snapshot] = readAllSettings(
    () => readOwn(get),
    () => readSemanticSettings(get),
    () => readProvenanceSettings(get),
    () => readReferenceSettings(get),
    () => readSnapshotSettings(get),
  );
  return { own, session: { core: own.core, semantic, provenance, references, snapshot } };
}
