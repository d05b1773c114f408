// How `auto` tells a provider's answer from other JSON (src/formats/load.ts), apart from the
// reader (./index.ts): every JSON report is asked, and only a provider's answer needs the reader.
import type { PROVIDER_DIALECTS } from '../markdown/dialects.js';

export type ProviderDialect = keyof typeof PROVIDER_DIALECTS;

/** The provider a JSON value is an answer of, or null: how `auto` tells these files apart. */
export function providerOf(value: unknown): ProviderDialect | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const object = value as Record<string, unknown>;
  if (object.type === 'message' && Array.isArray(object.content)) return 'anthropic';
  if (object.object === 'response' && Array.isArray(object.output)) return 'openai_responses';
  if (Array.isArray(object.choices))
    return Array.isArray(object.citations) || Array.isArray(object.search_results) ? 'perplexity' : 'openrouter';
  return null;
}
