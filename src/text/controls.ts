// Characters that a terminal or a CI log acts on instead of showing: C0 and C1 controls (ESC
// starts the CSI and OSC sequences that move the cursor, erase lines, hide text or write the
// clipboard), line breaks, and the bidirectional controls that reorder what is displayed.
// Report text is untrusted, so wherever it is printed these are shown as visible escapes;
// the results file keeps the text exactly as the report has it.

/**
 * Shown as escapes: every C0 control but tab, DEL, every C1 control, the Unicode line and
 * paragraph separators, the bidi embeddings, overrides and isolates (U+202A–U+202E,
 * U+2066–U+2069) and the bidi marks (U+200E, U+200F, U+061C), which are invisible and can
 * reorder the neutral characters around them.
 */
// eslint-disable-next-line no-control-regex
const SHOWN = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/g;
/* eslint-disable no-control-regex -- a block, not next-line: Prettier puts this literal on a line of its own */
const SHOWN_BUT_LINE_FEED =
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/g;
/* eslint-enable no-control-regex */

/** `\n` and `\r` by name, other ASCII controls as `\xHH`, everything else as `\uHHHH` (lowercase hex). */
function escapeOf(char: string): string {
  if (char === '\n') return '\\n';
  if (char === '\r') return '\\r';
  const code = char.charCodeAt(0);
  return code < 0x80 ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
}

/** One value (an ID, a statement, a file name) for a terminal or a log: nothing in it acts, line breaks included. */
export function showControls(text: string): string {
  return text.replace(SHOWN, escapeOf);
}

/** Text made of lines (a message listing several problems, a stack trace): the same, but line feeds stay. */
export function showControlsKeepingLines(text: string): string {
  return text.replace(SHOWN_BUT_LINE_FEED, escapeOf);
}

// SHOWN without the g flag, to test a string without replacing (no lastIndex to carry).
const HOLDS_SHOWN = new RegExp(SHOWN.source);

/**
 * The value with `showControls` applied to every string in it. Only what holds a control is
 * copied; the rest is handed back as it is (a results file of 30,000 pairs has almost nothing
 * to escape, and copying all of it to print a summary cost more than checking it).
 */
export function showControlsIn<T>(value: T): T {
  if (typeof value === 'string') return (HOLDS_SHOWN.test(value) ? showControls(value) : value) as T;
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    for (let index = 0; index < value.length; index++) {
      const item: unknown = value[index];
      const shown = showControlsIn(item);
      if (shown !== item) (copy ??= [...value])[index] = shown;
    }
    return (copy ?? value) as T;
  }
  if (value !== null && typeof value === 'object') {
    let copy: Record<string, unknown> | undefined;
    for (const key of Object.keys(value)) {
      const item: unknown = (value as Record<string, unknown>)[key];
      const shown = showControlsIn(item);
      if (shown !== item) (copy ??= { ...(value as Record<string, unknown>) })[key] = shown;
    }
    return (copy ?? value) as T;
  }
  return value;
}

// ECMA-48 control sequences, whose parameters are digits that are not part of the text: CSI
// (ESC [ or U+009B, parameter bytes, intermediate bytes, a final byte, "ESC[8m"), the control
// strings OSC, DCS, SOS, PM and APC (ESC ] P X ^ _ or U+009D U+0090 U+0098 U+009E U+009F, up
// to BEL, ESC \ or U+009C, "ESC]52;c;…BEL") and two-character escapes ("ESC 7", "ESC ( B").
// A control string without its terminator loses only its introducer and numeric selector: the
// text after it is still read, so a stray introducer cannot hide a claim's numbers.
const STRING_START = '(?:\\u001b[\\]PX^_]|[\\u0090\\u0098\\u009d\\u009e\\u009f])';
const CONTROL_SEQUENCE = new RegExp(
  [
    '(?:\\u001b\\[|\\u009b)[\\u0030-\\u003f]*[\\u0020-\\u002f]*[\\u0040-\\u007e]?',
    `${STRING_START}[^\\u0007\\u001b\\u009c]{0,4096}(?:\\u0007|\\u001b\\\\|\\u009c)`,
    `${STRING_START}[0-9;]*`,
    '\\u001b[\\u0020-\\u002f]*[\\u0030-\\u007e]?',
  ].join('|'),
  'g',
);
// eslint-disable-next-line no-control-regex
const MAY_HOLD_SEQUENCE = /[\u001b\u0090\u0098\u009b\u009d\u009e\u009f]/;

/**
 * The text with every control sequence replaced by as many spaces, so that offsets into it
 * still point at the same characters: what numeric grounding reads, so that "52" of OSC 52 or
 * "8m" of ESC[8m is never taken for a number of the claim or of an excerpt.
 */
export function blankControlSequences(text: string): string {
  if (!MAY_HOLD_SEQUENCE.test(text)) return text;
  return text.replace(CONTROL_SEQUENCE, (sequence) => ' '.repeat(sequence.length));
}
