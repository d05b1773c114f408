// Untrusted text (claims, excerpts, quotes, titles, model output, file names) rendered into
// GitHub markdown must stay text. CommonMark treats a character reference (`&#91;`) as a
// literal character, never as syntax, so every character that markdown, HTML or GFM tables
// give meaning to is written as a reference. GitHub's mention, issue-reference and autolink
// filters run later, on the decoded text, so references alone do not stop them: a zero-width
// space (U+200B) is put where it breaks their patterns (`@`, `#`, `://`, `www.`, `GH-`).
// Annotations are plain text in the log instead, where control characters are what acts.
import { showControls } from '../text/controls.js';
import { httpUrl } from '../text/http-url.js';
import { truncate } from '../text/truncate.js';

export { truncate };

const ZWSP = '&#8203;';

/** Characters written as numeric references wherever they appear. */
const REFERENCES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '|': '&#124;', // a table cell boundary, even inside a link or code span
  '`': '&#96;', // code spans
  '\\': '&#92;', // backslash escapes
  '[': '&#91;', // links, images, footnotes, task lists
  ']': '&#93;',
  '*': '&#42;', // emphasis, list bullets, thematic breaks
  _: '&#95;',
  '~': '&#126;', // strikethrough, code fences
  $: '&#36;', // GitHub math
  '!': '&#33;', // images
  ':': '&#58;', // emoji shortcodes
  '@': `&#64;${ZWSP}`, // mentions (@user, @org/team) and e-mail autolinks
  '#': `&#35;${ZWSP}`, // issue references (#1, owner/repo#1), headings
};

/** Line breaks end a table row or a list item: every kind becomes one space. */
const LINE_BREAKS = /[\r\n\u2028\u2029\u0085\v\f]+/g;
/** Control characters (tab excepted, it is folded to a space) render as nothing useful. */
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u0008\u000e-\u001f\u007f-\u009f]/g;
/** Bidirectional overrides can make the displayed text differ from what was written. */
const BIDI = /[\u202a-\u202e\u2066-\u2069]/g;
const SPECIAL = /[&<>"'|`\\[\]*_~$!:@#]/g;

/** Untrusted text as inert inline markdown: one line, no markup, no mentions, no links. */
export function escapeMarkdown(text: string): string {
  const flat = text.replace(LINE_BREAKS, ' ').replace(/\t/g, ' ').replace(CONTROLS, '').replace(BIDI, '').trim();
  return flat
    .replace(SPECIAL, (char) => REFERENCES[char] as string)
    .replace(/\/\//g, `/${ZWSP}/`) // `://` autolinks (the colon is already a reference)
    .replace(/(w)(w)(w)\./gi, `$1$2$3${ZWSP}.`) // www. autolinks
    .replace(/\b(gh)-/gi, `$1${ZWSP}-`) // GH-123 issue references
    .replace(/^[-+=]/, (char) => `&#${char.charCodeAt(0)};`) // a list bullet or setext underline at the start of a list item
    .replace(/^(\d+)([.)])/, (_all, digits: string, mark: string) => `${digits}&#${mark.charCodeAt(0)};`); // an ordered list
}

/** Flattens, shortens and escapes: the usual way to show an untrusted string. */
export function inert(text: string, max = 500): string {
  return escapeMarkdown(truncate(text.replace(LINE_BREAKS, ' ').trim(), max));
}

/**
 * Untrusted text in an annotation (shown as plain text, never markdown, in the log and on the
 * checks page, whose viewer renders ANSI): control characters shown escaped (line breaks as
 * `\n`, ESC as `\x1b`, bidi controls as `\u202e`), other whitespace runs flattened to one
 * space, shortened so one claim or page cannot flood the checks page.
 */
export function annotationText(text: string, max: number): string {
  return truncate(showControls(text).replace(/\s+/g, ' ').trim(), max);
}

/**
 * A URL safe to use as a markdown link destination, or null when it must not be linked:
 * only absolute http(s) URLs qualify. Everything outside a conservative set of URL characters
 * is percent-encoded, so the destination cannot end early (`)`, space), split a table (`|`)
 * or carry markup.
 */
export function safeLinkUrl(raw: string): string | null {
  const url = httpUrl(raw.trim());
  if (url === null) return null;
  if (url.username !== '' || url.password !== '') return null; // credentials in a link are never intended
  return url.href.replace(/[^A-Za-z0-9\-._~:/?#@!$&+,;=%]/g, (char) => percentEncode(char)).replace(/&/g, '&amp;');
}

function percentEncode(char: string): string {
  return Array.from(
    new TextEncoder().encode(char),
    (byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
  ).join('');
}

/** `[text](url)` when the URL is linkable, else the text followed by the inert URL. */
export function linkOrText(text: string, url: string, maxText = 200): string {
  const label = inert(text, maxText);
  const href = safeLinkUrl(url);
  return href === null ? `${label} (${inert(url, 200)})` : `[${label}](${href})`;
}

/**
 * The value of an HTML-comment marker: letters, digits and `._` kept, everything else
 * percent-encoded, so the marker can neither end the comment (`--`, `>`) nor be confused
 * with another key.
 */
export function markerValue(key: string): string {
  return Array.from(key, (char) => (/^[A-Za-z0-9._]$/.test(char) ? char : percentEncode(char))).join('');
}
