/**
 * Shortens to at most `max` characters (code points, never a half surrogate pair), with an ellipsis.
 * It reads at most `max + 1` characters of the text, so shortening a long text costs no more than a
 * short one (messages shorten whole pages and lines).
 */
export function truncate(text: string, max: number): string {
  // A text of at most `max` UTF-16 units has at most `max` code points.
  if (text.length <= max) return text;
  const keep = Math.max(0, max - 1);
  let cut = 0;
  let points = 0;
  let at = 0;
  while (at < text.length && points <= max) {
    if (points === keep) cut = at;
    at += isPairAt(text, at) ? 2 : 1;
    points++;
  }
  return points > max ? `${text.slice(0, cut)}…` : text;
}

/** Whether a surrogate pair (one astral character) starts at `at`; a lone surrogate counts as one character, as Array.from counts it. */
function isPairAt(text: string, at: number): boolean {
  const high = text.charCodeAt(at);
  return high >= 0xd800 && high <= 0xdbff && (text.charCodeAt(at + 1) & 0xfc00) === 0xdc00;
}
