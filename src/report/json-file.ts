// The one reader of every JSON file citegate takes as input: report files, verdict files, STORM's
// url_to_info.json, Co-STORM's instance_dump.json and ALCE result files. Each gets the same
// rules and the same errors, with file, line, column and JSON path: strict UTF-8, JSON syntax,
// no key repeated in one object (JSON.parse keeps the last value without a word, while
// positions come from the first), then the caller's schema.
import type { z } from 'zod';
import { bytePosition, decodeUtf8 } from './decode.js';
import {
  formatPath,
  offsetOfPath,
  positionOf,
  positionsOf,
  scanStructure,
  type DuplicateKey,
  type JsonPath,
  type Position,
} from './locate.js';
import { withoutPythonLiterals, type PythonLiteral } from './python-literals.js';
import { locateSyntaxError } from './syntax-error.js';

/** Why an input file cannot be read, and where. */
export interface ReportFileError {
  message: string;
  /** The file the position is in, when it is not the report's own (a STORM folder's url_to_info.json). */
  file?: string;
  line?: number;
  column?: number;
  path?: string;
}

export interface JsonReadOptions {
  /** Named in every error; leave out for the report's own file. */
  file?: string;
  /**
   * The array whose elements' start offsets the caller needs (a report's claims), found by the
   * same pass that looks for repeated keys: given the parsed value, as the path may depend on it.
   */
  elementsOf?: (value: unknown) => JsonPath;
  /** Keys of arrays beside the one at `elementsOf` (in the same object) whose element offsets the same pass records. */
  alongside?: readonly string[];
  /**
   * Read Python's `NaN`, `Infinity` and `-Infinity` (json.dump writes them, JSON has none) as
   * null: for files a Python program wrote (STORM, Co-STORM, ALCE, the pipeline's reports). The
   * result lists each one (`pythonLiterals`), for the caller to say so.
   */
  pythonLiterals?: boolean;
}

export interface JsonText<T> {
  ok: true;
  text: string;
  value: T;
  /** Start offsets of the elements of the array at `elementsOf` ([] without one). */
  elementOffsets: number[];
  /** Start offsets of the elements of each array named in `alongside`, by its key (absent without it). */
  alongsideOffsets?: ReadonlyMap<string, number[]>;
  /** Python's NaN and infinities read as null (only with `pythonLiterals`), each where the file has it. */
  pythonLiterals?: PythonLiteral[];
}

export type JsonRead<T> =
  | JsonText<T>
  /** `value`: what JSON.parse made of text that is JSON but breaks a rule (a repeated key), to tell its format by. */
  | { ok: false; error: ReportFileError; value?: unknown };

/** Bytes to text, strictly UTF-8 (a leading byte-order mark is dropped): for JSON and for the formats' text files. */
export function decodeText(bytes: Uint8Array): { ok: true; text: string } | { ok: false; error: ReportFileError } {
  const decoded = decodeUtf8(bytes);
  if (decoded.ok) return decoded;
  const byte = (bytes[decoded.byteOffset] ?? 0).toString(16).padStart(2, '0').toUpperCase();
  return {
    ok: false,
    error: {
      message: `not UTF-8: invalid byte 0x${byte} at byte ${decoded.byteOffset}`,
      ...bytePosition(bytes, decoded.byteOffset),
    },
  };
}

/** Decodes and parses one JSON file, refusing repeated keys; the value is not yet checked against any schema. */
export function parseJsonFile(bytes: Uint8Array, options: JsonReadOptions = {}): JsonRead<unknown> {
  const fail = failWith(options.file);
  const decoded = decodeText(bytes);
  if (!decoded.ok) return fail(decoded.error);
  const { text } = decoded;
  if (text.trim() === '') return fail({ message: 'file is empty', path: '$', line: 1, column: 1 });
  let value: unknown;
  let literals: PythonLiteral[] | undefined;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const python = options.pythonLiterals ? withoutPythonLiterals(text) : null;
    if (!python) return fail(describeSyntaxError(text, error));
    try {
      value = JSON.parse(python.text);
    } catch (again) {
      // Another error besides the literals: located in the file as written.
      return fail(describeSyntaxError(python.text, again, (offset) => positionOf(text, python.originalOffset(offset))));
    }
    literals = python.literals;
  }
  // Every position from here on is read from the file as written, literals and all.
  const structure = scanStructure(text, options.elementsOf?.(value) ?? [], options.alongside);
  if (structure.duplicate) return { ...fail(describeDuplicateKey(text, structure.duplicate)), value };
  return {
    ok: true,
    text,
    value,
    elementOffsets: structure.elementOffsets,
    ...(structure.alongsideOffsets ? { alongsideOffsets: structure.alongsideOffsets } : {}),
    ...(literals ? { pythonLiterals: literals } : {}),
  };
}

/** A parsed file's value checked against `schema`; the first problem is located in the text. */
export function checkJson<T>(parsed: JsonText<unknown>, schema: z.ZodType<T>, file?: string): JsonRead<T> {
  const checked = schema.safeParse(parsed.value);
  if (!checked.success)
    return failWith(file)(describeSchemaError(parsed.text, checked.error.issues, parsed.pythonLiterals));
  return { ...parsed, value: checked.data };
}

/** Decodes, parses and validates one JSON file. */
export function readJsonFile<T>(bytes: Uint8Array, schema: z.ZodType<T>, options: JsonReadOptions = {}): JsonRead<T> {
  const parsed = parseJsonFile(bytes, options);
  return parsed.ok ? checkJson(parsed, schema, options.file) : parsed;
}

/** An error as one line: `file:line:column: message`, as far as the position is known. */
export function located(file: string, error: ReportFileError): string {
  const at = error.line === undefined ? '' : `:${error.line}${error.column === undefined ? '' : `:${error.column}`}`;
  return `${file}${at}: ${error.message}`;
}

function failWith(file: string | undefined) {
  return <T>(error: ReportFileError): JsonRead<T> => ({
    ok: false,
    error: file === undefined ? error : { ...error, file },
  });
}

/** Where a value is: its JSON path, and its line and column when the text has it. */
export function locatePath(text: string, path: JsonPath): Omit<ReportFileError, 'message'> {
  const offset = offsetOfPath(text, path);
  return { path: formatPath(path), ...(offset === undefined ? {} : positionOf(text, offset)) };
}

/** `at`: where an offset of `text` is in the file (the file's own text, unless literals were replaced). */
function describeSyntaxError(
  text: string,
  error: unknown,
  at: (offset: number) => Position = (offset) => positionOf(text, offset),
): ReportFileError {
  const found = locateSyntaxError(text);
  if (!found) {
    // Never expected (the locator and JSON.parse agree on what is JSON); keep V8's position if it gave one.
    const offset = /at position (\d+)/.exec((error as Error).message)?.[1];
    return {
      message: `invalid JSON: ${(error as Error).message}`,
      ...(offset === undefined ? {} : at(Number(offset))),
    };
  }
  const open = found.openContainers;
  const ending =
    found.atEnd && open > 0
      ? ` (the input ends with ${open} ${open === 1 ? 'array or object' : 'arrays or objects'} still open)`
      : '';
  return {
    message: `invalid JSON: ${found.problem}${ending}`,
    ...(found.path ? { path: formatPath(found.path) } : {}),
    ...at(found.offset),
  };
}

function describeDuplicateKey(text: string, duplicate: DuplicateKey): ReportFileError {
  const [first, second] = positionsOf(text, [duplicate.firstOffset, duplicate.offset]) as [Position, Position];
  // The path leads the message, as for schema errors: on a one-line file it says more than a column.
  const path = formatPath(duplicate.path);
  return {
    message: `${path}: duplicate key ${JSON.stringify(duplicate.key)} (first at line ${first.line}, column ${first.column})`,
    path,
    ...second,
  };
}

function describeSchemaError(
  text: string,
  issues: readonly z.core.$ZodIssue[],
  literals: readonly PythonLiteral[] = [],
): ReportFileError {
  const first = issues[0] as z.core.$ZodIssue;
  const path = first.path.filter((part): part is string | number => typeof part !== 'symbol');
  const more = issues.length > 1 ? ` (and ${issues.length - 1} more problem${issues.length > 2 ? 's' : ''})` : '';
  const offset = offsetOfPath(text, path);
  const located = { path: formatPath(path), ...(offset === undefined ? {} : positionOf(text, offset)) };
  // A value the schema refuses because it was Python's NaN, read as null: say what the file wrote.
  const literal = offset === undefined ? undefined : literals.find((entry) => entry.offset === offset);
  const written = literal ? ` (the file writes Python's ${literal.literal} there, read as null)` : '';
  return { ...located, message: `${located.path}: ${first.message}${written}${more}` };
}
