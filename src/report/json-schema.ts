import { z } from 'zod';
import { ReportFile } from './schema.js';

/**
 * The report format as JSON Schema, for editors and other tools. Generated from the zod
 * schemas the gate validates with, so the two cannot disagree; `input` mode because a file
 * may omit fields that have defaults.
 */
export function reportJsonSchema(): Record<string, unknown> {
  const schema = z.toJSONSchema(ReportFile, { io: 'input', target: 'draft-2020-12' }) as Record<string, unknown>;
  return {
    $schema: schema.$schema,
    $id: 'https://github.com/citegate/citegate/schema/report.schema.json',
    title: 'citegate report file',
    description:
      'A research report in the pipeline format, bare or as {"report": …, "verifications": […]} with committed verifier results.',
    ...Object.fromEntries(Object.entries(schema).filter(([key]) => key !== '$schema')),
  };
}
