// Reading the JSON files of the other formats with the same errors as a report file (not UTF-8,
// invalid JSON, wrong shape: each with its line and column), and finding where values are.
import { z } from 'zod';
import { bytePosition, decodeUtf8 } from '../report/decode.js';
import { describeSchemaError, describeSyntaxError, type ReportFileError } from '../report/parse.js';

export type JsonFileRead<T> = { ok: true; text: string; value: T } | { ok: false; error: ReportFileError };

/** Bytes to text, strictly UTF-8 (a leading byte-order mark is dropped). */
export function decodeText(bytes: Uint8Array): { ok: true; text: string } | { ok: false; error: ReportFileError } {
  const decoded = decodeUtf8(bytes);
  if (decoded.ok) return decoded;
  const at = bytePosition(bytes, decoded.byteOffset);
  const byte = (bytes[decoded.byteOffset] ?? 0).toString(16).padStart(2, '0').toUpperCase();
  return { ok: false, error: { message: `not UTF-8: invalid byte 0x${byte} at byte ${decoded.byteOffset}`, ...at } };
}

/** Decodes, parses and validates one JSON file; `file` is named in the error when given. */
export function readJsonFile<T>(bytes: Uint8Array, schema: z.ZodType<T>, file?: string): JsonFileRead<T> {
  const fail = (error: ReportFileError): JsonFileRead<T> => ({ ok: false, error: file === undefined ? error : { ...error, file } });
  const decoded = decodeText(bytes);
  if (!decoded.ok) return fail(decoded.error);
  const text = decoded.text;
  if (text.trim() === '') return fail({ message: 'file is empty', line: 1, column: 1 });
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return fail(describeSyntaxError(text, error));
  }
  const checked = schema.safeParse(data);
  if (!checked.success) return fail(describeSchemaError(text, checked.error.issues));
  return { ok: true, text, value: checked.data };
}

export type JsonPattern = readonly (string | number | '*')[];

interface Frame {
  isArray: boolean;
  /** This container's own path matches the pattern so far. */
  matched: boolean;
  /** The current member's key (objects) or index (arrays). */
  key: string | number;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;

function stringEnd(text: string, start: number): number {
  let end = text.indexOf('"', start + 1);
  while (end !== -1) {
    let slashes = 0;
    for (let k = end - 1; text.charCodeAt(k) === BACKSLASH; k--) slashes++;
    if (slashes % 2 === 0) return end;
    end = text.indexOf('"', end + 1);
  }
  return text.length;
}

function decodeKey(raw: string): string {
  if (!raw.includes('\\')) return raw.slice(1, -1);
  try {
    return JSON.parse(raw) as string;
  } catch {
    return raw.slice(1, -1);
  }
}

/**
 * Where every value whose path matches `pattern` starts (`'*'` matches any key or index), in
 * one pass over valid JSON text: the formats' files hold thousands of sources, and a scan per
 * source would be quadratic. Offsets come out ascending, ready for positionsOf.
 */
export function valueOffsets(text: string, pattern: JsonPattern): { path: (string | number)[]; offset: number }[] {
  const found: { path: (string | number)[]; offset: number }[] = [];
  const stack: Frame[] = [];
  let expectKey = false;
  let valueStart = true;
  const fits = (depth: number, key: string | number) => pattern[depth] === '*' || pattern[depth] === key;

  // A value starts at `offset`; true when it is one of the values sought.
  const startValue = (offset: number): void => {
    if (!valueStart) return;
    valueStart = false;
    const depth = stack.length;
    const parent = stack[depth - 1];
    if (depth === pattern.length && (depth === 0 || (parent!.matched && fits(depth - 1, parent!.key)))) {
      found.push({ path: stack.map((frame) => frame.key), offset });
    }
  };
  const push = (isArray: boolean): void => {
    const depth = stack.length;
    const parent = stack[depth - 1];
    const matched = depth < pattern.length && (depth === 0 || (parent!.matched && fits(depth - 1, parent!.key)));
    stack.push({ isArray, matched, key: isArray ? 0 : '' });
  };

  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      const end = stringEnd(text, i);
      const top = stack[stack.length - 1];
      if (expectKey && top && !top.isArray) {
        // Keys matter only inside containers on the pattern's path.
        top.key = top.matched ? decodeKey(text.slice(i, end + 1)) : '';
        expectKey = false;
      } else startValue(i);
      i = end;
    } else if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      startValue(i);
      push(c === 0x5b);
      expectKey = c === 0x7b;
      valueStart = c === 0x5b;
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) {
      stack.pop();
      valueStart = false;
    } else if (c === 0x3a /* : */) {
      valueStart = true;
    } else if (c === 0x2c /* , */) {
      const top = stack[stack.length - 1];
      if (top?.isArray) {
        top.key = (top.key as number) + 1;
        valueStart = true;
      } else expectKey = true;
    } else if (c > 0x20) {
      startValue(i);
    }
  }
  return found;
}

/**
 * For the JSON string literal whose opening quote is at `quoteOffset`, the text offset of each
 * code unit of its decoded value (and one past the end): escapes make the two differ, and a
 * sentence inside an ALCE `output` is annotated at its own column.
 */
export function stringValueOffsets(text: string, quoteOffset: number): Int32Array {
  const end = stringEnd(text, quoteOffset);
  const offsets: number[] = [];
  for (let i = quoteOffset + 1; i < end; ) {
    offsets.push(i);
    if (text.charCodeAt(i) !== BACKSLASH) i++;
    else i += text[i + 1] === 'u' ? 6 : 2;
  }
  offsets.push(end);
  return Int32Array.from(offsets);
}

// Fingerprints hash UTF-8, and a lone surrogate (a JSON "\ud800" escape) has no UTF-8 form.
const LONE_SURROGATE = /[\ud800-\udfff]/u;
/** A string that is fingerprinted or split into claims. */
export const HashableText = z.string().refine((text) => !LONE_SURROGATE.test(text), 'contains a lone UTF-16 surrogate escape, which has no UTF-8 form to fingerprint');
