// JSON Lines: one JSON value per line. A line that is not JSON, or repeats a key in an object,
// is a problem for that line only.
import { formatPath, scanStructure } from '../../report/locate.js';
import type { RowProblem } from './types.js';
import { isJsonObject } from '../../text/json-value.js';

export type JsonLine = { line: number; value: unknown } | { line: number; error: string };

export function jsonLines(text: string): JsonLine[] {
  const out: JsonLine[] = [];
  const lines = text.replace(/^\uFEFF/, '').split('\n');
  lines.forEach((raw, at) => {
    const content = raw.replace(/\r$/, '');
    if (content.trim() === '') return;
    let value: unknown;
    try {
      value = JSON.parse(content);
    } catch (error) {
      out.push({ line: at + 1, error: `not JSON (${(error as Error).message})` });
      return;
    }
    // JSON.parse keeps the last of two equal keys without a word: a second label would win.
    const { duplicate } = scanStructure(content, []);
    if (duplicate)
      out.push({
        line: at + 1,
        error: `${formatPath(duplicate.path)}: duplicate key ${JSON.stringify(duplicate.key)} (first at column ${duplicate.firstOffset + 1})`,
      });
    else out.push({ line: at + 1, value });
  });
  return out;
}

/**
 * The lines that hold a JSON object, in order; every other line becomes a problem of `file` as
 * it is reached (not JSON, a repeated key, or `notObject`), so problems stay in line order.
 */
export function* objectLines(
  lines: readonly JsonLine[],
  file: string,
  problems: RowProblem[],
  notObject = 'not a JSON object',
): Generator<{ line: number; row: Record<string, unknown> }> {
  for (const entry of lines) {
    if ('error' in entry) problems.push({ file, line: entry.line, message: entry.error });
    else if (!isJsonObject(entry.value)) problems.push({ file, line: entry.line, message: notObject });
    else yield { line: entry.line, row: entry.value };
  }
}

/** A JSON ID (string or number) as text; null for anything else. */
export function idText(value: unknown): string | null {
  if (typeof value === 'string' && value.trim() !== '') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}
