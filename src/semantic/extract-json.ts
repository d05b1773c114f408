// Taking the answer's JSON object out of a model response. Servers that enforce structured
// output return the bare object; many OpenAI-compatible ones (and some routed providers)
// ignore `response_format` and wrap it in a ```json fence or in a sentence or two. The object
// is taken only when there is exactly one candidate: two answers are never guessed between.

import { isJsonObject, parseJsonOrUndefined } from '../text/json-value.js';

export type ExtractedJson = { ok: true; value: unknown } | { ok: false; detail: string };

const FENCE = /```[ \t]*([A-Za-z0-9_-]*)[ \t]*\r?\n([\s\S]*?)\r?\n?[ \t]*```/g;

function hasVerifications(value: unknown): boolean {
  return isJsonObject(value) && Array.isArray(value.verifications);
}

/**
 * The end of the JSON value that starts with `{` at `start` (one past its closing brace),
 * skipping braces inside strings; -1 when it never closes.
 */
function closingBrace(text: string, start: number): number {
  let depth = 0;
  let inString = false;
  for (let at = start; at < text.length; at++) {
    const char = text[at];
    if (inString) {
      if (char === '\\') at++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{') depth++;
    else if (char === '}' && --depth === 0) return at + 1;
  }
  return -1;
}

/** Every top-level JSON object in prose, in order: a `{` that opens a value that parses. */
function objectsInProse(text: string): unknown[] {
  const found: unknown[] = [];
  for (let at = text.indexOf('{'); at >= 0;) {
    const end = closingBrace(text, at);
    const parsed = end > 0 ? parseJsonOrUndefined(text.slice(at, end)) : undefined;
    if (isJsonObject(parsed)) {
      found.push(parsed);
      at = text.indexOf('{', end);
    } else at = text.indexOf('{', at + 1);
  }
  return found;
}

/** One candidate, preferring those that carry a `verifications` array. */
function single(candidates: readonly unknown[], where: string): ExtractedJson | null {
  const answers = candidates.filter(hasVerifications);
  if (answers.length === 1) return { ok: true, value: answers[0] };
  if (answers.length > 1)
    return {
      ok: false,
      detail: `the response holds ${answers.length} JSON objects with a "verifications" array ${where}; expected one`,
    };
  if (candidates.length === 1) return { ok: true, value: candidates[0] };
  if (candidates.length > 1)
    return {
      ok: false,
      detail: `the response holds ${candidates.length} JSON objects ${where}, none with a "verifications" array`,
    };
  return null;
}

/**
 * The response's JSON object: the whole content when it parses, else the one object in a
 * fenced code block, else the one object in the surrounding prose.
 */
export function extractJsonObject(content: string): ExtractedJson {
  const whole = parseJsonOrUndefined(content.trim());
  if (whole !== undefined) return { ok: true, value: whole };

  const fenced = [...content.matchAll(FENCE)]
    .map((match) => parseJsonOrUndefined((match[2] ?? '').trim()))
    .filter(isJsonObject);
  const fromFence = single(fenced, 'in code fences');
  if (fromFence) return fromFence;

  const fromProse = single(objectsInProse(content), 'in its text');
  if (fromProse) return fromProse;
  const start = content.trim().slice(0, 60);
  return { ok: false, detail: `the response is not JSON and holds no JSON object; it starts ${JSON.stringify(start)}` };
}
