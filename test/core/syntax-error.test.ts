import fc from 'fast-check';
import { parse as jsoncParse, printParseErrorCode, type ParseError } from 'jsonc-parser';
import { describe, expect, it } from 'vitest';
import { locateSyntaxError } from '../../src/report/syntax-error.js';

const validJson = (text: string): boolean => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

/** JSON text, pretty or compact, then broken (or not) by a cut, a deletion or an insertion. */
const mangledJson = fc
  .tuple(
    fc.json({ maxDepth: 4 }),
    fc.constantFrom(0, 2),
    fc.nat(),
    fc.constantFrom('cut', 'delete', 'insert', 'none'),
    fc.constantFrom(...'{}[],:" \n\t\\0-1e.tx/\u00a0\u2028\u000b'),
  )
  .map(([json, indent, at, how, char]) => {
    const text = JSON.stringify(JSON.parse(json), null, indent);
    const i = text.length === 0 ? 0 : at % text.length;
    if (how === 'cut') return text.slice(0, i);
    if (how === 'delete') return text.slice(0, i) + text.slice(i + 1);
    if (how === 'insert') return text.slice(0, i) + char + text.slice(i);
    return text;
  });

describe('locating a JSON syntax error', () => {
  it('finds an error exactly when JSON.parse refuses the text', () => {
    fc.assert(
      fc.property(mangledJson, (text) => {
        expect(locateSyntaxError(text) === undefined).toBe(validJson(text));
      }),
      { numRuns: 3000 },
    );
  });

  it("gives jsonc-parser's first error, code and offset, on input shallow enough for it", () => {
    fc.assert(
      fc.property(mangledJson, (text) => {
        const errors: ParseError[] = [];
        jsoncParse(text, errors, { allowTrailingComma: false, disallowComments: true, allowEmptyContent: false });
        const found = locateSyntaxError(text);
        const first = errors[0];
        if (!first) {
          expect(found).toBeUndefined();
          return;
        }
        expect({ offset: found?.offset, problem: found?.problem }).toEqual({
          offset: first.offset,
          problem: printParseErrorCode(first.error)
            .replace(/([a-z])([A-Z])/g, '$1 $2')
            .toLowerCase(),
        });
      }),
      { numRuns: 3000 },
    );
  });

  it('refuses a comment as a comment, finished or not, as jsonc-parser does (fast-check seed 297652720 found the unfinished one)', () => {
    expect(locateSyntaxError('[1]/*')).toMatchObject({ problem: 'invalid comment token', offset: 3 });
    expect(locateSyntaxError('{"a":1/* x */}')).toMatchObject({ problem: 'invalid comment token', offset: 6 });
    expect(locateSyntaxError('// x\n1')).toMatchObject({ problem: 'invalid comment token', offset: 0 });
  });

  it('reads any depth without recursing', () => {
    expect(locateSyntaxError('['.repeat(1_000_000))).toEqual({
      problem: 'close bracket expected',
      offset: 1_000_000,
      openContainers: 1_000_000,
      atEnd: true,
    });
    expect(locateSyntaxError('{"a":'.repeat(200_000))).toMatchObject({
      problem: 'value expected',
      offset: 1_000_000,
      openContainers: 200_000,
      atEnd: true,
    });
    expect(locateSyntaxError(`${'['.repeat(200_000)}1,]${']'.repeat(199_999)}`)).toMatchObject({
      problem: 'value expected',
      offset: 200_002,
      atEnd: false,
    });
    expect(locateSyntaxError(`${'['.repeat(200_000)}${']'.repeat(200_000)}`)).toBeUndefined();
  });

  it('names where in the document the error is: the member or element being read, else the container', () => {
    const pathOf = (text: string) => locateSyntaxError(text)?.path;
    expect(pathOf('{"verifications": [{"claim_id": "c1",}]}')).toEqual(['verifications', 0]);
    expect(pathOf('{"verifications": [{"claim_id": "c1"}, {"quote": tru}]}')).toEqual(['verifications', 1, 'quote']);
    expect(pathOf('{"a": 1 "b": 2}')).toEqual(['a']);
    expect(pathOf('{"a": [1, 2, ]}')).toEqual(['a', 2]);
    expect(pathOf('{"a\\u0062": }')).toEqual(['ab']);
    expect(pathOf('{"a": [1, 2')).toEqual(['a', 1]);
    expect(pathOf('{} x')).toEqual([]);
    // Past 64 levels the path is left out: no report nests so deep.
    expect(pathOf('['.repeat(64))).toEqual(Array(64).fill(0));
    expect(locateSyntaxError('['.repeat(65))).not.toHaveProperty('path');
  });
});
