// The semantic verifier's public entry, shared by the command line and the action.
import type { SemanticMode } from '../check/prepare.js';
import type { WriteOptions } from '../files/atomic-write.js';
import type { SemanticVerifier } from '../check/run.js';
import type { NotRunReason } from '../check/semantic-outcome.js';
import type { ProgressEvent } from './progress.js';
import type { SemanticSettings } from './settings.js';
import { createVerifier } from './verifier.js';

export { readSemanticSettings, type SemanticSettings } from './settings.js';
export type { ProgressEvent } from './progress.js';
export { progressLine } from './progress.js';

export interface SemanticSetup {
  mode: SemanticMode;
  verifier: SemanticVerifier | { missing: NotRunReason };
}

export interface SemanticHooks {
  progress?: (event: ProgressEvent) => void;
  /** Non-fatal problems (an unreadable cache, failed requests); never contains the API key. */
  warn?: (message: string) => void;
  /** Where a relative `cache-path` is resolved; default process.cwd(). */
  cwd?: string;
  /** How the cache is written (src/files/output-guard.ts's writeOptions); default: never through a symbolic link below `cwd`. */
  write?: WriteOptions;
  /** Today's date for the prompt; injectable for tests. */
  now?: () => Date;
  /** Secrets besides the API key (the action's GitHub token) kept out of the cache. */
  secrets?: readonly string[];
}

/**
 * Decides whether the model can be used and builds the verifier. Nothing here loads the
 * `openai` module: the verifier imports it only when a request is about to be sent.
 */
export function createSemanticSetup(
  settings: SemanticSettings,
  hooks: SemanticHooks = {},
  options: { readOnlyCache?: boolean } = {},
): SemanticSetup {
  const { mode, model, apiKey } = settings;
  if (mode === 'off') return { mode, verifier: { missing: 'semantic_off' } };
  if (apiKey === null) return { mode, verifier: { missing: 'missing_api_key' } };
  if (model === null) return { mode, verifier: { missing: 'missing_model' } };
  return { mode, verifier: createVerifier({ ...settings, apiKey, model, ...options }, hooks) };
}

/**
 * The setup for checking the base versions of a comparison, after the head's run: the model is
 * never asked (the committed results and the cache only), and the cache is only read: the base
 * neither counts as a run of it nor rewrites it.
 */
export function createBaseSemanticSetup(settings: SemanticSettings, hooks: SemanticHooks = {}): SemanticSetup {
  return createSemanticSetup({ ...settings, maxPairs: 0 }, hooks, { readOnlyCache: true });
}
