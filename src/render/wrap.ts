// Fitting plain terminal text to a width: lines are broken at spaces only, so a path, a URL or
// an identifier a user must copy is never cut; one longer than the width gets a line of its own.

// eslint-disable-next-line no-control-regex
const STYLE_CODE = /\u001b\[[0-9;]*m/g;

/** How many columns `text` takes: style codes take none, a surrogate pair one (no array of its characters is made). */
export function visibleWidth(text: string): number {
  const plain = text.includes('\u001b') ? text.replace(STYLE_CODE, '') : text;
  let width = plain.length;
  for (let index = plain.search(/[\uD800-\uDBFF]/); index !== -1 && index < plain.length - 1; index++) {
    const code = plain.charCodeAt(index);
    const next = plain.charCodeAt(index + 1);
    if (code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      width--;
      index++;
    }
  }
  return width;
}

/**
 * `line` broken into lines of at most `width` columns. Continuation lines start at `indent`
 * columns (by default the line's own indentation plus 4, a hanging indent). A word wider than
 * the room left stays whole on a line of its own.
 */
export function wrapLine(line: string, width: number, indent?: number): string[] {
  // No wider than its length in code units: most lines are shorter than the width and need no measuring.
  if (!Number.isFinite(width) || line.length <= width || visibleWidth(line) <= width) return [line];
  let leadLength = 0;
  while (line.charCodeAt(leadLength) === SPACE) leadLength++;
  const hang = ' '.repeat(Math.min(indent ?? leadLength + 4, Math.floor(width / 2)));
  // Words with the spaces before each, so that a line keeps its double-space separators; read
  // in place (no array of parts), and the width of the line so far kept, not measured again.
  const out: string[] = [];
  let end = wordEnd(line, leadLength);
  let current = line.slice(0, end);
  let currentWidth = visibleWidth(current);
  let blank = current.trim() === '';
  while (end < line.length) {
    const wordStart = spacesEnd(line, end);
    // Trailing spaces are a last, empty word after them (as split(/( +)/) reads them).
    const nextEnd = wordStart >= line.length ? line.length : wordEnd(line, wordStart);
    const spaces = wordStart - end;
    const word = line.slice(wordStart, nextEnd);
    const wordWidth = visibleWidth(word);
    if (currentWidth + spaces + wordWidth <= width || blank) {
      current += line.slice(end, nextEnd);
      currentWidth += spaces + wordWidth;
      blank = blank && word.trim() === '';
    } else {
      out.push(current);
      current = `${hang}${word}`;
      currentWidth = hang.length + wordWidth;
      blank = current.trim() === '';
    }
    end = nextEnd;
  }
  out.push(current);
  return out;
}

const SPACE = 0x20;

function spacesEnd(line: string, from: number): number {
  while (line.charCodeAt(from) === SPACE) from++;
  return from;
}

function wordEnd(line: string, from: number): number {
  const space = line.indexOf(' ', from);
  return space === -1 ? line.length : space;
}

/** Every line of `lines` wrapped to `width` (each with its own hanging indent). */
export function wrapLines(lines: readonly string[], width: number): string[] {
  // A loop, not flatMap: a run of 300,000 findings prints 600,000 lines.
  const out: string[] = [];
  for (const line of lines) {
    if (line.length <= width) out.push(line);
    else for (const part of wrapLine(line, width)) out.push(part);
  }
  return out;
}
