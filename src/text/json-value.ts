// Loose JSON for inputs that may be anything (a model's answer, a cache line): a value to test
// rather than an error to report with its position (that is src/report/json-file.ts's job).

/** The parsed value, or undefined when `text` is not JSON (no JSON text parses to undefined). */
export function parseJsonOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** A JSON object: not null, not an array. */
export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
