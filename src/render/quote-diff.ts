// An unbound quote set beside the excerpt's nearest passage: where the two first differ, and
// why in words ("curly vs straight quotes"), so the near miss can be seen at a glance.
import type { Rejection } from '../binding/bind.js';
import type { NearMissKind } from '../binding/quote.js';
import { escapeMarkdown } from './escape.js';

const QUOTES_STRAIGHT = new Set(["'", '"']);
const QUOTES_CURLY = new Set([
  '\u2018',
  '\u2019',
  '\u201a',
  '\u201b',
  '\u2032',
  '\u201c',
  '\u201d',
  '\u201e',
  '\u201f',
  '\u2033',
  '\u00ab',
  '\u00bb',
]);
const DASHES = new Set(['\u2010', '\u2011', '\u2012', '\u2013', '\u2014', '\u2015', '\u2212']);
const LIGATURES = new Set(['\ufb00', '\ufb01', '\ufb02', '\ufb03', '\ufb04', '\ufb05', '\ufb06']);

/** Index (in code points) of the first difference, or the shorter length when one is a prefix. */
function firstDifference(a: readonly string[], b: readonly string[], same = (x: string, y: string) => x === y): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) if (!same(a[i] as string, b[i] as string)) return i;
  return length;
}

const isSpace = (char: string | undefined) => char !== undefined && /\s/.test(char);

/** The run of whitespace at or just before `at`: [start, end). */
function spaceRun(chars: readonly string[], at: number): [number, number] {
  let start = at;
  while (start > 0 && isSpace(chars[start - 1])) start--;
  let end = at;
  while (end < chars.length && isSpace(chars[end])) end++;
  return [start, end];
}

function runName(chars: readonly string[]): string {
  if (chars.length === 0) return 'no space';
  if (chars.some((char) => char === '\n' || char === '\r')) return 'a line break';
  if (chars.every((char) => char === ' ')) return chars.length === 1 ? 'one space' : `${chars.length} spaces`;
  return chars.length === 1 ? charName(chars[0]) : `${chars.length} whitespace characters`;
}

export interface QuoteDifference {
  /** Where to mark, and how many characters, in the quote and in the passage. */
  quote: [at: number, length: number];
  passage: [at: number, length: number];
  reason: string;
}

/** Where an unbound quote first departs from the excerpt's nearest passage, and why, in words. */
function quoteDifference(
  kind: NearMissKind,
  quote: readonly string[],
  passage: readonly string[],
  matched?: number,
  length?: number,
): QuoteDifference {
  // `none` matched case-folded text; compare the same way so the mark falls where the words part.
  const at = firstDifference(
    quote,
    passage,
    kind === 'none' ? (x, y) => x.toLowerCase() === y.toLowerCase() : undefined,
  );
  if (kind === 'whitespace' && (isSpace(quote[at]) || isSpace(passage[at]) || isSpace(quote[at - 1]))) {
    const [qs, qe] = spaceRun(quote, at);
    const [ps, pe] = spaceRun(passage, at);
    return {
      quote: [qs, Math.max(1, qe - qs)],
      passage: [ps, Math.max(1, pe - ps)],
      reason: `different spacing: ${runName(quote.slice(qs, qe))} in the quote, ${runName(passage.slice(ps, pe))} in the excerpt`,
    };
  }
  // An untrimmed quote has a space the passage lacks: mark it in the quote only.
  return {
    quote: [at, 1],
    passage: [at, kind === 'untrimmed' ? 0 : 1],
    reason: differenceReason(kind, quote[at], passage[at], matched, length),
  };
}

/**
 * An unbound quote beside the excerpt's nearest passage (both in code points) and where they
 * part; null when the rejection is not an unbound quote with a near miss to show.
 */
export function nearMiss(
  rejection: Rejection,
): { quote: string[]; passage: string[]; difference: QuoteDifference } | null {
  const miss = rejection.near_miss;
  if (rejection.reason !== 'unbound_quote' || !miss || rejection.quote === undefined || miss.passage === undefined)
    return null;
  const quote = Array.from(rejection.quote);
  const passage = Array.from(miss.passage);
  return { quote, passage, difference: quoteDifference(miss.kind, quote, passage, miss.matched, miss.length) };
}

function charName(char: string | undefined): string {
  if (char === undefined) return 'the end';
  if (char === ' ') return 'a space';
  if (char === '\n' || char === '\r') return 'a line break';
  if (char === '\t') return 'a tab';
  if (char === '\u00a0') return 'a non-breaking space';
  if (/\s/.test(char)) return 'an unusual space';
  if (QUOTES_STRAIGHT.has(char)) return 'a straight quote';
  if (QUOTES_CURLY.has(char)) return 'a curly quote';
  if (char === '-') return 'a hyphen';
  if (DASHES.has(char)) return 'a dash';
  if (char === '\u2026') return 'an ellipsis character';
  if (LIGATURES.has(char)) return 'a ligature';
  return `“${char}”`;
}

/** Why the quote is not verbatim, in words, from the near miss's kind and the first differing characters. */
function differenceReason(
  kind: NearMissKind,
  inQuote: string | undefined,
  inExcerpt: string | undefined,
  matched?: number,
  length?: number,
): string {
  switch (kind) {
    case 'empty':
      return 'the quote is empty';
    case 'untrimmed':
      return 'the quote starts or ends with a space the excerpt does not have there';
    case 'across_snippets':
      return 'the quote runs across two of the source’s snippets, and must lie within one';
    case 'whitespace':
      return `different spacing: ${charName(inQuote)} in the quote, ${charName(inExcerpt)} in the excerpt`;
    case 'case':
      return inQuote !== undefined && inQuote === inQuote.toUpperCase() ? 'upper vs lower case' : 'lower vs upper case';
    case 'typography': {
      const a = charName(inQuote);
      const b = charName(inExcerpt);
      if (a === 'a straight quote' && b === 'a curly quote') return 'straight vs curly quotes';
      if (a === 'a curly quote' && b === 'a straight quote') return 'curly vs straight quotes';
      if (a === 'a hyphen' && b === 'a dash') return 'a hyphen vs a dash';
      if (a === 'a dash' && b === 'a hyphen') return 'a dash vs a hyphen';
      return `typography: ${a} in the quote, ${b} in the excerpt`;
    }
    case 'none':
      return matched !== undefined && length
        ? `the words differ: only the first ${matched} of its ${length} characters match`
        : 'the quote is not in the excerpt';
  }
}

const VISIBLE: Record<string, string> = { ' ': '␣', '\n': '⏎', '\r': '⏎', '\t': '⇥', '\u00a0': '⍽' };

/**
 * A window of `chars` around `at` (up to `before` characters before it), escaped, with the
 * characters from `at` made visible and marked (none when `length` is 0). The marker is our own
 * `<b><ins>`, never report text.
 */
export function markedWindow(chars: readonly string[], at: number, length = 1, before = 40, after = 60): string {
  const start = Math.max(0, at - before);
  const stop = Math.min(chars.length, at + length);
  const end = Math.min(chars.length, stop + after);
  const head = escapeEdge(chars.slice(start, at).join(''));
  const marked = chars
    .slice(at, stop)
    .map((char) => escapeMarkdown(VISIBLE[char] ?? char))
    .join('');
  const mark = length === 0 ? '' : at < chars.length ? `<b><ins>${marked}</ins></b>` : '<b><ins>␄</ins></b>';
  const tail = escapeEdge(chars.slice(stop, end).join(''));
  return `${start > 0 ? '…' : ''}${head}${mark}${tail}${end < chars.length ? '…' : ''}`;
}

/** escapeMarkdown trims; the spaces at a window's edges beside the mark must stay. */
export function escapeEdge(text: string): string {
  const lead = /^\s/.test(text) ? ' ' : '';
  const trail = /\s$/.test(text) && text.trim() !== '' ? ' ' : '';
  return text.trim() === '' ? (text === '' ? '' : ' ') : `${lead}${escapeMarkdown(text)}${trail}`;
}

/**
 * markedWindow for the terminal: the same window, as plain text, with the marked characters
 * made visible and put in brackets ("months ([“]1+1”)"). The text has had its control
 * characters escaped already (src/text/controls.ts); line breaks are flattened here.
 */
export function plainWindow(chars: readonly string[], at: number, length = 1, before = 40, after = 60): string {
  const start = Math.max(0, at - before);
  const stop = Math.min(chars.length, at + length);
  const end = Math.min(chars.length, stop + after);
  const flat = (part: readonly string[]) => part.join('').replace(/\s/g, ' ');
  const marked = chars
    .slice(at, stop)
    .map((char) => VISIBLE[char] ?? char)
    .join('');
  const mark = length === 0 ? '' : at < chars.length ? `[${marked}]` : '[␄]';
  return `${start > 0 ? '…' : ''}${flat(chars.slice(start, at))}${mark}${flat(chars.slice(stop, end))}${end < chars.length ? '…' : ''}`;
}
