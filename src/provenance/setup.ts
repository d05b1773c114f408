// What the shells call: light, so that `provenance: off` loads nothing else from this folder.
import type { ProvenanceChecker } from '../check/run.js';
import { isLimitSet } from '../gate/decide.js';
import { PROVENANCE_THRESHOLDS, type Thresholds } from '../gate/thresholds.js';
import type { ProvenanceHooks } from './checker.js';
import type { ProvenanceSettings } from './settings.js';

export { readProvenanceSettings, type ProvenanceSettings } from './settings.js';
export { provenanceProgressLine, terminalProvenanceProgress, type ProvenanceProgress } from './progress.js';

/** The checker for `provenance: check` (loaded on demand), or undefined when provenance is off. */
export async function loadProvenanceChecker(
  settings: ProvenanceSettings,
  hooks: ProvenanceHooks,
): Promise<ProvenanceChecker | undefined> {
  if (settings.mode === 'off') return undefined;
  const { createProvenanceChecker } = await import('./index.js');
  return createProvenanceChecker(settings, hooks);
}

/** A provenance limit set while provenance is off checks nothing: said, not silently passed. */
export function unusedProvenanceLimits(thresholds: Thresholds, settings: ProvenanceSettings): string[] {
  if (settings.mode !== 'off') return [];
  return PROVENANCE_THRESHOLDS.filter((name) => isLimitSet(thresholds[name])).map(
    (name) => `${name} is set but provenance is off, so it checks nothing (set provenance: check)`,
  );
}
