// What the shells call: light, so that `references: off` loads nothing else from this folder.
import type { ReferenceChecker } from '../check/run.js';
import { isLimitSet } from '../gate/decide.js';
import { REFERENCE_THRESHOLDS, type Thresholds } from '../gate/thresholds.js';
import { plural } from '../text/plural.js';
import { terminalLine } from '../semantic/progress.js';
import type { ReferenceHooks } from './checker.js';
import type { ReferenceSettings } from './settings.js';

export { readReferenceSettings, type ReferenceSettings } from './settings.js';

export interface ReferenceProgress {
  done: number;
  total: number;
  requests: number;
  fromCache: number;
}

/** The checker for `references: check` (loaded on demand), or undefined when references are off. */
export async function loadReferenceChecker(
  settings: ReferenceSettings,
  hooks: ReferenceHooks,
): Promise<ReferenceChecker | undefined> {
  if (settings.mode === 'off') return undefined;
  const { createReferenceChecker } = await import('./index.js');
  return createReferenceChecker(settings, hooks);
}

/** A reference limit set while references are off checks nothing: said, not silently passed. */
export function unusedReferenceLimits(thresholds: Thresholds, settings: ReferenceSettings): string[] {
  if (settings.mode !== 'off') return [];
  return REFERENCE_THRESHOLDS.filter((name) => isLimitSet(thresholds[name])).map(
    (name) => `${name} is set but references are off, so it checks nothing (set references: check)`,
  );
}

/** "citegate: references 40/120 identifiers, 6 requests, 30 from cache". */
export function referenceProgressLine(event: ReferenceProgress): string {
  return `citegate: references ${event.done}/${plural(event.total, 'identifier')}, ${plural(event.requests, 'request')}, ${event.fromCache} from cache`;
}

/** The terminal's progress line on stderr, rewritten in place; silent off a terminal. */
export function terminalReferenceProgress(
  stream: NodeJS.WriteStream,
): ((event: ReferenceProgress) => void) | undefined {
  return terminalLine(stream, referenceProgressLine);
}
