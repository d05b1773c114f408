// A JSON object keyed by input (STORM's URLs, Co-STORM's citation numbers) as a Map. z.record
// builds a plain object: a key `__proto__` is dropped without a word, and a lookup of a key the
// object lacks finds `constructor` or `toString` on its prototype instead. A Map has neither
// problem, and every key the file writes is kept as written.
import { z } from 'zod';
import { isJsonObject } from '../text/json-value.js';

/** Validates an object whose every value matches `value`, into a Map; issues name the key as z.record's do. */
export function recordMap<T>(value: z.ZodType<T>): z.ZodType<Map<string, T>, unknown> {
  return z.unknown().transform((input, ctx) => {
    if (!isJsonObject(input)) {
      const received = Array.isArray(input) ? 'array' : input === null ? 'null' : typeof input;
      ctx.addIssue({
        code: 'invalid_type',
        expected: 'record',
        input,
        message: `Invalid input: expected record, received ${received}`,
      });
      return z.NEVER;
    }
    const map = new Map<string, T>();
    for (const key of Object.keys(input)) {
      const parsed = value.safeParse(input[key]);
      if (parsed.success) map.set(key, parsed.data);
      else
        for (const issue of parsed.error.issues)
          ctx.addIssue({ ...issue, path: [key, ...issue.path] } as Parameters<typeof ctx.addIssue>[0]);
    }
    return map;
  });
}
