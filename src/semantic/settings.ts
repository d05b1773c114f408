import type { SemanticMode } from '../check/prepare.js';
import { INPUTS } from '../config/inputs.js';
import { SettingsError, type SettingSource } from '../config/settings.js';
import { httpUrl } from '../text/http-url.js';

/** The semantic verifier's settings, validated. Names and defaults are the inputs' in src/config/inputs.ts. */
export interface SemanticSettings {
  mode: SemanticMode;
  /** null: not configured, so the verifier cannot run (`missing_model`). */
  model: string | null;
  /** null: the SDK's default endpoint. */
  baseUrl: string | null;
  /** null: no key (`missing_api_key`). Never printed. */
  apiKey: string | null;
  batchSize: number;
  concurrency: number;
  requestTimeoutMs: number;
  maxRetries: number;
  /** null: no budget (`none`). */
  maxPairs: number | null;
  /** As given; resolved against the working directory when used. */
  cachePath: string;
  /** `model-prices`: what a million input and a million output tokens cost; null: not given (no estimate). */
  modelPrices: ModelPrices | null;
}

/** Prices per million tokens, in whatever currency the user wrote them in (shown with `$`). */
export interface ModelPrices {
  input: number;
  output: number;
}

// "2.50/10", "0.15 / 0.60": the price of a million input tokens, then of a million output tokens.
const PRICES = /^(\d+(?:\.\d+)?|\.\d+)\s*\/\s*(\d+(?:\.\d+)?|\.\d+)$/;

/** `model-prices` as written: null when not given, an error message when not INPUT/OUTPUT. */
export function parseModelPrices(raw: string | undefined): { prices: ModelPrices | null } | { error: string } {
  const text = (raw ?? '')
    .trim()
    .replace(/^\$\s*/, '')
    .replace(/\/\s*\$\s*/, '/');
  if (text === '') return { prices: null };
  const match = PRICES.exec(text);
  const input = Number(match?.[1]);
  const output = Number(match?.[2]);
  if (!match || !Number.isFinite(input) || !Number.isFinite(output) || input > 1e6 || output > 1e6)
    return {
      error: `model-prices must be the price of a million input tokens and of a million output tokens, as INPUT/OUTPUT (like 2.50/10.00), not ${JSON.stringify(raw)}`,
    };
  return { prices: { input, output } };
}

/** The cost of the tokens at the prices, rounded to a hundredth of a cent. */
export function estimatedCost(
  inputTokens: number,
  outputTokens: number,
  prices: ModelPrices,
): { input_per_million: number; output_per_million: number; total: number } {
  const total = (inputTokens * prices.input + outputTokens * prices.output) / 1e6;
  return { input_per_million: prices.input, output_per_million: prices.output, total: Math.round(total * 1e4) / 1e4 };
}

const MODES: readonly SemanticMode[] = ['auto', 'always', 'off'];

/** Reads and validates the semantic settings; throws SettingsError listing every bad value. */
export function readSemanticSettings(get: SettingSource): SemanticSettings {
  const problems: string[] = [];
  // '' counts as unset: the action hands over '' for an input nobody set.
  const read = (name: string): string | undefined => {
    const raw = get(name)?.trim();
    return raw === undefined || raw === '' ? undefined : raw;
  };
  const readOrDefault = (name: string): string =>
    read(name) ?? INPUTS.find((input) => input.name === name)?.default ?? '';
  const integer = (name: string, min: number, max: number): number => {
    const raw = readOrDefault(name);
    const value = /^\d+$/.test(raw) ? Number(raw) : NaN;
    if (!Number.isSafeInteger(value) || value < min || value > max) {
      const range = max === Number.MAX_SAFE_INTEGER ? `from ${min} (or none)` : `from ${min} to ${max}`;
      problems.push(`${name} must be a whole number ${range}, not ${JSON.stringify(raw)}`);
    }
    return value;
  };

  const modeRaw = readOrDefault('semantic');
  const mode = MODES.find((candidate) => candidate === modeRaw.toLowerCase());
  if (!mode) problems.push(`semantic must be one of auto, always, off, not ${JSON.stringify(modeRaw)}`);

  const baseUrl = read('base-url') ?? null;
  if (baseUrl !== null && httpUrl(baseUrl) === null)
    problems.push(`base-url must be an http(s) URL, not ${JSON.stringify(baseUrl)}`);

  const timeoutRaw = readOrDefault('request-timeout');
  const timeoutSeconds = /^\d+(\.\d+)?$/.test(timeoutRaw) ? Number(timeoutRaw) : NaN;
  if (!(timeoutSeconds > 0 && timeoutSeconds <= 3600))
    problems.push(
      `request-timeout must be a number of seconds above 0 and at most 3600, not ${JSON.stringify(timeoutRaw)}`,
    );

  const prices = parseModelPrices(read('model-prices'));
  if ('error' in prices) problems.push(prices.error);

  const settings: SemanticSettings = {
    mode: mode ?? 'auto',
    model: read('model') ?? null,
    baseUrl,
    apiKey: read('openai-api-key') ?? null,
    batchSize: integer('batch-size', 1, 100),
    concurrency: integer('concurrency', 1, 64),
    requestTimeoutMs: Math.round(timeoutSeconds * 1000),
    maxRetries: integer('max-retries', 0, 10),
    maxPairs:
      readOrDefault('max-pairs').toLowerCase() === 'none' ? null : integer('max-pairs', 0, Number.MAX_SAFE_INTEGER),
    cachePath: readOrDefault('cache-path'),
    modelPrices: 'prices' in prices ? prices.prices : null,
  };
  if (problems.length > 0) throw new SettingsError(problems);
  return settings;
}
