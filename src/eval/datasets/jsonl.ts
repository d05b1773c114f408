// JSON Lines: one JSON value per line. A line that is not JSON is a problem for that line only.

export type JsonLine = { line: number; value: unknown } | { line: number; error: string };

export function jsonLines(text: string): JsonLine[] {
  const out: JsonLine[] = [];
  const lines = text.replace(/^\uFEFF/, '').split('\n');
  lines.forEach((raw, at) => {
    const content = raw.replace(/\r$/, '');
    if (content.trim() === '') return;
    try {
      out.push({ line: at + 1, value: JSON.parse(content) });
    } catch (error) {
      out.push({ line: at + 1, error: `not JSON (${(error as Error).message})` });
    }
  });
  return out;
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A JSON ID (string or number) as text; null for anything else. */
export function idText(value: unknown): string | null {
  if (typeof value === 'string' && value.trim() !== '') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}
