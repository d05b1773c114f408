/**
 * Python-compatible whitespace handling for fingerprints.
 *
 * "Whitespace" here is exactly the set of code points for which CPython 3.11's
 * `str.isspace()` is true (Unicode 14.0). Verified with
 *   python3 -c "print([hex(c) for c in range(0x110000) if chr(c).isspace()])"
 * over every code point 0..0x10FFFF; the result is these 29 code points:
 *
 *   U+0009..U+000D  TAB, LF, VT, FF, CR
 *   U+001C..U+001F  FS, GS, RS, US (information separators)
 *   U+0020          SPACE
 *   U+0085          NEXT LINE (NEL)
 *   U+00A0          NO-BREAK SPACE
 *   U+1680          OGHAM SPACE MARK
 *   U+2000..U+200A  EN QUAD .. HAIR SPACE
 *   U+2028          LINE SEPARATOR
 *   U+2029          PARAGRAPH SEPARATOR
 *   U+202F          NARROW NO-BREAK SPACE
 *   U+205F          MEDIUM MATHEMATICAL SPACE
 *   U+3000          IDEOGRAPHIC SPACE
 *
 * This is NOT JavaScript's `\s` / `String.prototype.trim()` set: JS also
 * treats U+FEFF (BOM / ZWNBSP) as whitespace and does not treat U+001C..U+001F
 * or U+0085 as whitespace. U+180E and U+200B are whitespace in neither.
 * test/text/fingerprint.test.ts checks `isPythonSpace` against the set Python
 * emits into test/vectors/fingerprints.json for every code point.
 *
 * All members are BMP, non-surrogate code points, so the code-unit regexps
 * below (no `u` flag) are exact and leave lone surrogates alone.
 */

/** Character class body for the Python whitespace set. */
const WS_CLASS = '\\t-\\r\\x1c-\\x20\\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000';

/** Same set without U+0020. */
const WS_CLASS_NO_SPACE = '\\t-\\r\\x1c-\\x1f\\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000';

/**
 * Every maximal whitespace run that is not already exactly one U+0020:
 * runs of two or more, or a single non-U+0020 whitespace code unit. Lone
 * spaces (the common case) are not matched, so already-normal text costs one
 * scan and no allocation.
 */
const WS_RUN_TO_REPLACE = new RegExp(`[${WS_CLASS}]{2,}|[${WS_CLASS_NO_SPACE}]`, 'g');

/** `str.isspace()` for a single code point (CPython 3.11 / Unicode 14.0). */
export function isPythonSpace(codePoint: number): boolean {
  if (codePoint <= 0x20) {
    return codePoint === 0x20 || (codePoint >= 0x09 && codePoint <= 0x0d) || codePoint >= 0x1c;
  }
  if (codePoint < 0x85) return false;
  if (codePoint === 0x85 || codePoint === 0xa0) return true;
  if (codePoint < 0x1680) return false;
  return (
    codePoint === 0x1680 ||
    (codePoint >= 0x2000 && codePoint <= 0x200a) ||
    codePoint === 0x2028 ||
    codePoint === 0x2029 ||
    codePoint === 0x202f ||
    codePoint === 0x205f ||
    codePoint === 0x3000
  );
}

/**
 * Python `" ".join(text.split())`: every run of whitespace becomes one
 * U+0020 and whitespace at both ends is removed. Equivalently,
 * `re.sub(WS + "+", " ", text).strip()`.
 */
export function collapseWhitespace(text: string): string {
  const replaced = text.replace(WS_RUN_TO_REPLACE, ' ');
  // After the replace, leading/trailing whitespace is at most one U+0020 each.
  let start = 0;
  let end = replaced.length;
  if (end > 0 && replaced.charCodeAt(0) === 0x20) start = 1;
  if (end > start && replaced.charCodeAt(end - 1) === 0x20) end -= 1;
  return start === 0 && end === replaced.length ? replaced : replaced.slice(start, end);
}

/**
 * Python `text.strip()` with no arguments. Implemented as a linear scan
 * (an anchored `[ws]+$` regexp is quadratic on long interior whitespace runs).
 */
export function trimPythonWhitespace(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && isPythonSpace(text.charCodeAt(start))) start++;
  while (end > start && isPythonSpace(text.charCodeAt(end - 1))) end--;
  return start === 0 && end === text.length ? text : text.slice(start, end);
}
