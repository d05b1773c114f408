// Where JSON that JSON.parse refused goes wrong. V8's messages carry no position for many
// errors ("Unexpected end of JSON input"), and jsonc-parser's parser recurses, so it overflows
// the stack on deeply nested input. This walks jsonc-parser's token scanner with an explicit
// stack instead: any depth, and the same first error (code and offset) as jsonc-parser's
// parser reports with comments and trailing commas disallowed.
// The scanner's own file, not the package's entry: that one loads the parser, formatter and
// editor too (87 KB the command line would parse at every start for an error path).
import { createScanner } from 'jsonc-parser/lib/umd/impl/scanner.js';

// jsonc-parser's SyntaxKind, ScanError and ParseErrorCode are `const enum`s, which isolated
// modules cannot read: their values, as published.
const OPEN_BRACE = 1;
const CLOSE_BRACE = 2;
const OPEN_BRACKET = 3;
const CLOSE_BRACKET = 4;
const COMMA = 5;
const COLON = 6;
const STRING = 10;
const LINE_COMMENT = 12;
const BLOCK_COMMENT = 13;
const LINE_BREAK = 14;
const TRIVIA = 15;
const UNKNOWN = 16;
const EOF = 17;
const VALUE_TOKENS = new Set([7 /* null */, 8 /* true */, 9 /* false */, STRING, 11 /* number */]);

const INVALID_SYMBOL = 1;
const PROPERTY_NAME_EXPECTED = 3;
const VALUE_EXPECTED = 4;
const COLON_EXPECTED = 5;
const COMMA_EXPECTED = 6;
const CLOSE_BRACE_EXPECTED = 7;
const CLOSE_BRACKET_EXPECTED = 8;
const END_OF_FILE_EXPECTED = 9;
const INVALID_COMMENT_TOKEN = 10;
/** A ScanError plus this is the matching ParseErrorCode (UnexpectedEndOfComment … InvalidCharacter). */
const SCAN_ERROR_TO_PARSE_ERROR = 10;

export interface SyntaxErrorAt {
  /** e.g. "comma expected" */
  problem: string;
  offset: number;
  /** Arrays and objects still open at `offset`. */
  openContainers: number;
  /** True when the error is that the input ended. */
  atEnd: boolean;
  /**
   * Where in the document the error is: the member or element being read (in an array, the
   * last one begun), else the container. Left out past MAX_PATH_DEPTH: no report nests so deep,
   * and such a path would be longer than the file's useful text.
   */
  path?: (string | number)[];
}

const MAX_PATH_DEPTH = 64;

interface Open {
  isArray: boolean;
  needsComma: boolean;
  /** The current element's index, or the current member's name (undefined before the first). */
  key: string | number | undefined;
}

class Found {
  constructor(
    readonly code: number,
    readonly offset: number,
  ) {}
}

/** The first syntax error in `text`, or undefined when it is valid JSON. Never recurses. */
export function locateSyntaxError(text: string): SyntaxErrorAt | undefined {
  const scanner = createScanner(text, false);
  const stack: Open[] = [];

  const next = (): number => {
    for (;;) {
      const token = scanner.scan() as number;
      const scanError = scanner.getTokenError() as number;
      // A comment is refused as a comment, finished or not (JSON has none), before any scan error:
      // an unterminated `/*` is an invalid comment token, as jsonc-parser reports it.
      if (token === LINE_COMMENT || token === BLOCK_COMMENT)
        throw new Found(INVALID_COMMENT_TOKEN, scanner.getTokenOffset());
      if (scanError !== 0) throw new Found(scanError + SCAN_ERROR_TO_PARSE_ERROR, scanner.getTokenOffset());
      if (token === UNKNOWN) throw new Found(INVALID_SYMBOL, scanner.getTokenOffset());
      if (token !== TRIVIA && token !== LINE_BREAK) return token;
    }
  };
  const fail = (code: number): never => {
    throw new Found(code, scanner.getTokenOffset());
  };

  try {
    let token = next();
    // `value`: a value must start here; `member`: at the head of an array's or object's loop.
    let state: 'value' | 'member' = 'value';
    for (;;) {
      if (state === 'value') {
        if (token === OPEN_BRACKET || token === OPEN_BRACE) {
          stack.push({
            isArray: token === OPEN_BRACKET,
            needsComma: false,
            key: token === OPEN_BRACKET ? 0 : undefined,
          });
          token = next();
          state = 'member';
          continue;
        }
        if (!VALUE_TOKENS.has(token)) fail(VALUE_EXPECTED);
        token = next();
      } else {
        const top = stack[stack.length - 1] as Open;
        if (token === (top.isArray ? CLOSE_BRACKET : CLOSE_BRACE)) {
          stack.pop();
          token = next();
        } else if (token === EOF) {
          fail(top.isArray ? CLOSE_BRACKET_EXPECTED : CLOSE_BRACE_EXPECTED);
        } else {
          if (token === COMMA) {
            if (!top.needsComma) fail(VALUE_EXPECTED);
            // The next element's index; an object's next member has no name yet.
            top.key = top.isArray ? (top.key as number) + 1 : undefined;
            token = next();
          } else if (top.needsComma) {
            fail(COMMA_EXPECTED);
          }
          if (!top.isArray) {
            if (token !== STRING) fail(PROPERTY_NAME_EXPECTED);
            top.key = scanner.getTokenValue();
            token = next();
            if (token !== COLON) fail(COLON_EXPECTED);
            token = next();
          }
          state = 'value';
          continue;
        }
      }
      // A value is complete: it ends the document or is one member of its container.
      const parent = stack[stack.length - 1];
      if (!parent) {
        if (token !== EOF) fail(END_OF_FILE_EXPECTED);
        return undefined;
      }
      parent.needsComma = true;
      state = 'member';
    }
  } catch (error) {
    if (!(error instanceof Found)) throw error;
    const path =
      stack.length > MAX_PATH_DEPTH ? undefined : stack.flatMap((open) => (open.key === undefined ? [] : [open.key]));
    return {
      problem: humanParseError(parseErrorName(error.code)),
      offset: error.offset,
      openContainers: stack.length,
      atEnd: error.offset >= text.length,
      ...(path ? { path } : {}),
    };
  }
}

// jsonc-parser's printParseErrorCode, by code (1 InvalidSymbol … 16 InvalidCharacter), kept here
// with the scanner so that its package entry is not loaded for it.
const PARSE_ERROR_NAMES = [
  'InvalidSymbol',
  'InvalidNumberFormat',
  'PropertyNameExpected',
  'ValueExpected',
  'ColonExpected',
  'CommaExpected',
  'CloseBraceExpected',
  'CloseBracketExpected',
  'EndOfFileExpected',
  'InvalidCommentToken',
  'UnexpectedEndOfComment',
  'UnexpectedEndOfString',
  'UnexpectedEndOfNumber',
  'InvalidUnicode',
  'InvalidEscapeCharacter',
  'InvalidCharacter',
];

function parseErrorName(code: number): string {
  return PARSE_ERROR_NAMES[code - 1] ?? '<unknown ParseErrorCode>';
}

function humanParseError(code: string): string {
  // 'CommaExpected' -> 'comma expected'
  return code.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}
