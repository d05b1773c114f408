// Fitting plain terminal text to a width: lines are broken at spaces only, so a path, a URL or
// an identifier a user must copy is never cut; one longer than the width gets a line of its own.

// eslint-disable-next-line no-control-regex
const STYLE_CODE = /\u001b\[[0-9;]*m/g;

/** How many columns `text` takes: style codes take none. */
export function visibleWidth(text: string): number {
  return [...text.replace(STYLE_CODE, '')].length;
}

/**
 * `line` broken into lines of at most `width` columns. Continuation lines start at `indent`
 * columns (by default the line's own indentation plus 4, a hanging indent). A word wider than
 * the room left stays whole on a line of its own.
 */
export function wrapLine(line: string, width: number, indent?: number): string[] {
  if (!Number.isFinite(width) || visibleWidth(line) <= width) return [line];
  const lead = /^ */.exec(line)?.[0] ?? '';
  const hang = ' '.repeat(Math.min(indent ?? lead.length + 4, Math.floor(width / 2)));
  // Words with the spaces before each, so that a line keeps its double-space separators.
  const parts = line.slice(lead.length).split(/( +)/);
  const out: string[] = [];
  let current = `${lead}${parts[0] ?? ''}`;
  for (let index = 1; index + 1 < parts.length; index += 2) {
    const word = parts[index + 1] ?? '';
    const candidate = `${current}${parts[index]}${word}`;
    if (visibleWidth(candidate) <= width || current.trim() === '') {
      current = candidate;
      continue;
    }
    out.push(current);
    current = `${hang}${word}`;
  }
  out.push(current);
  return out;
}

/** Every line of `lines` wrapped to `width` (each with its own hanging indent). */
export function wrapLines(lines: readonly string[], width: number): string[] {
  return lines.flatMap((line) => wrapLine(line, width));
}
