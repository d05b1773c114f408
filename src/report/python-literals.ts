// Python's json.dump writes a float NaN as `NaN` and the infinities as `Infinity` and `-Infinity`
// (allow_nan=True is its default), and json.load reads them back; JSON has none of them. STORM
// with a local-corpus retriever writes `"description": NaN` into url_to_info.json (pandas reads
// an empty CSV cell as NaN). A file that JSON.parse refuses only for these is read with each one
// as null. Positions stay those of the file as written: the substituted text is only parsed,
// every position is found in the original text (./locate.ts reads a bare word as a value).
// The scanner's own file: the package's entry loads all of jsonc-parser (./syntax-error.ts).
import { createScanner } from 'jsonc-parser/lib/umd/impl/scanner.js';

// jsonc-parser's SyntaxKind values, as published (a `const enum` isolated modules cannot read).
const UNKNOWN = 16;
const EOF = 17;

export type PythonLiteralName = 'NaN' | 'Infinity' | '-Infinity';

export interface PythonLiteral {
  literal: PythonLiteralName;
  /** Offset in the file's text. */
  offset: number;
}

export interface WithoutPythonLiterals {
  /** The text with every literal written `null`: for JSON.parse only, its offsets are not the file's. */
  text: string;
  literals: PythonLiteral[];
  /** The offset in the file of an offset in `text`. */
  originalOffset: (offset: number) => number;
}

/**
 * The literals outside strings, in order, and the text with each written `null`; null when there
 * is none. Linear: one pass of jsonc-parser's scanner, no recursion.
 */
export function withoutPythonLiterals(text: string): WithoutPythonLiterals | null {
  const literals: PythonLiteral[] = [];
  const scanner = createScanner(text, true);
  let minus = -1;
  for (let token = scanner.scan() as number; token !== EOF; token = scanner.scan() as number) {
    if (token !== UNKNOWN) {
      minus = -1;
      continue;
    }
    const value = scanner.getTokenValue();
    const offset = scanner.getTokenOffset();
    if (value === '-') {
      minus = offset;
      continue;
    }
    if (value === 'NaN') literals.push({ literal: 'NaN', offset });
    else if (value === 'Infinity')
      literals.push(minus === offset - 1 ? { literal: '-Infinity', offset: minus } : { literal: 'Infinity', offset });
    minus = -1;
  }
  if (literals.length === 0) return null;
  const parts: string[] = [];
  let from = 0;
  for (const { literal, offset } of literals) {
    parts.push(text.slice(from, offset), 'null');
    from = offset + literal.length;
  }
  parts.push(text.slice(from));
  return {
    text: parts.join(''),
    literals,
    originalOffset: (offset) => {
      // Each literal before the offset made the text longer by 4 ("null") less its own length.
      let shift = 0;
      for (const { literal, offset: at } of literals) {
        const start = at + shift;
        if (offset < start) break;
        if (offset < start + 4) return at;
        shift += 4 - literal.length;
      }
      return offset - shift;
    },
  };
}
