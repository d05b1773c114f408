import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { reportJsonSchema } from '../../src/report/json-schema.js';

describe('published JSON Schema', () => {
  it('is what the zod schemas generate (regenerate: npm run schema)', () => {
    const committed = JSON.parse(readFileSync('schema/report.schema.json', 'utf8'));
    expect(committed).toEqual(reportJsonSchema());
  });

  it('describes both file shapes and keeps unknown fields allowed', () => {
    const schema = reportJsonSchema() as {
      anyOf: { properties: Record<string, unknown>; additionalProperties?: unknown }[];
    };
    expect(schema.anyOf).toHaveLength(2);
    expect(Object.keys(schema.anyOf[0]!.properties)).toEqual(expect.arrayContaining(['report', 'verifications']));
    expect(Object.keys(schema.anyOf[1]!.properties)).toEqual(
      expect.arrayContaining(['claims', 'evidence', 'inquiry_id']),
    );
    expect(schema.anyOf[1]!.additionalProperties).not.toBe(false);
  });
});
