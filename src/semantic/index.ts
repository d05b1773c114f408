// The semantic verifier's public entry, shared by the command line and the action.
import type { SemanticMode } from '../check/prepare.js';
import type { SemanticVerifier } from '../check/run.js';
import type { NotRunReason } from '../check/semantic-outcome.js';
import type { SemanticSettings } from './settings.js';
import type { SemanticHooks, VerifierConfig } from './verifier.js';

export { readSemanticSettings, type SemanticSettings } from './settings.js';
export type { ProgressEvent } from './progress.js';
export { progressLine } from './progress.js';
export type { SemanticHooks } from './verifier.js';

export interface SemanticSetup {
  mode: SemanticMode;
  verifier: SemanticVerifier | { missing: NotRunReason };
}

/**
 * Decides whether the model can be used and builds the verifier. Nothing here loads the
 * `openai` module: the verifier imports it only when a request is about to be sent. Nor the
 * verifier itself (its cache, prompt, requests and their schemas): it is imported on the first
 * `verify`, so that a run without a model (no API key, `semantic: off`) never loads it.
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
  return { mode, verifier: lazyVerifier({ ...settings, apiKey, model, ...options }, hooks) };
}

/**
 * The setup for checking the base versions of a comparison, after the head's run: the model is
 * never asked (the committed results and the cache only), and the cache is only read: the base
 * neither counts as a run of it nor rewrites it.
 */
export function createBaseSemanticSetup(settings: SemanticSettings, hooks: SemanticHooks = {}): SemanticSetup {
  return createSemanticSetup({ ...settings, maxPairs: 0 }, hooks, { readOnlyCache: true });
}

/** ./verifier.ts's createVerifier, loaded on the first `verify` (the one place that needs it). */
function lazyVerifier(config: VerifierConfig, hooks: SemanticHooks): SemanticVerifier {
  let loading: Promise<SemanticVerifier> | undefined;
  let made: SemanticVerifier | undefined;
  return {
    maxPairs: config.maxPairs,
    usage: () => made?.usage?.() ?? null,
    async verify(reports, mode) {
      made = await (loading ??= import('./verifier.js').then(({ createVerifier }) => createVerifier(config, hooks)));
      return made.verify(reports, mode);
    },
  };
}
