import { casefold } from '../text/casefold.js';
import { collapseWhitespace, isPythonSpace, trimPythonWhitespace } from '../text/whitespace.js';
import type { NearMiss } from '../results/verification.js';

export type { NearMiss, NearMissKind } from '../results/verification.js';

/**
 * Reference quote binding: after trimming Python whitespace the quote is non-empty, occurs as
 * an exact, case-sensitive substring of the raw excerpt, and equals its trimmed form.
 */
export function quoteBinds(quote: string, excerpt: string): boolean {
  const trimmed = trimPythonWhitespace(quote);
  return trimmed !== '' && trimmed === quote && excerpt.includes(trimmed);
}

/**
 * Quote binding for an evidence record made of parts (STORM's snippets, joined by a blank line
 * into one excerpt): the quote must also lie within one part, never across two.
 */
export function quoteBindsEvidence(
  quote: string,
  evidence: { excerpt: string; snippets?: readonly string[] | undefined },
): boolean {
  if (!quoteBinds(quote, evidence.excerpt)) return false;
  return evidence.snippets === undefined || evidence.snippets.some((snippet) => snippet.includes(quote));
}

/** Longest passage kept in a near miss: the schema caps quotes at 2,000 characters. */
const PASSAGE_MAX = 2_100;

function passageAt(excerpt: string, start: number, end: number): string {
  let stop = Math.min(end, start + PASSAGE_MAX, excerpt.length);
  // Never cut a surrogate pair in half.
  if (stop < excerpt.length && /[\uD800-\uDBFF]/.test(excerpt.charAt(stop - 1))) stop++;
  return excerpt.slice(start, stop);
}

export interface Normalized {
  text: string;
  /** For each code unit of `text`, the raw excerpt offset it came from. */
  origin: number[];
}

const TYPOGRAPHY: Record<string, string> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201a': "'",
  '\u201b': "'",
  '\u2032': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u201e': '"',
  '\u201f': '"',
  '\u2033': '"',
  '\u00ab': '"',
  '\u00bb': '"',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2013': '-',
  '\u2014': '-',
  '\u2015': '-',
  '\u2212': '-',
  '\u2026': '...',
  '\ufb00': 'ff',
  '\ufb01': 'fi',
  '\ufb02': 'fl',
  '\ufb03': 'ffi',
  '\ufb04': 'ffl',
  '\ufb05': 'st',
  '\ufb06': 'st',
};

export interface FoldOptions {
  fold: boolean;
  plain: boolean;
}

/**
 * The foldings tried after an exact match fails, from the smallest to the largest. Shared with
 * provenance matching (src/provenance/match.ts), so both explain a near miss in the same terms.
 */
export const FOLDING_LADDER: readonly (readonly ['whitespace' | 'case' | 'typography', FoldOptions])[] = [
  ['whitespace', { fold: false, plain: false }],
  ['case', { fold: true, plain: false }],
  ['typography', { fold: true, plain: true }],
];

/** Collapses whitespace runs to one space (and trims), then optionally case folds and makes typography plain. */
export function normalize(raw: string, options: FoldOptions): Normalized {
  let text = '';
  const origin: number[] = [];
  let pendingSpace = -1;
  for (let i = 0; i < raw.length;) {
    const codePoint = raw.codePointAt(i) as number;
    const width = codePoint > 0xffff ? 2 : 1;
    if (isPythonSpace(codePoint)) {
      if (pendingSpace < 0) pendingSpace = i;
    } else {
      if (pendingSpace >= 0 && text !== '') {
        text += ' ';
        origin.push(pendingSpace);
      }
      pendingSpace = -1;
      let piece = raw.slice(i, i + width);
      if (options.plain) piece = TYPOGRAPHY[piece] ?? piece;
      if (options.fold) piece = casefold(piece);
      text += piece;
      for (let k = 0; k < piece.length; k++) origin.push(i);
    }
    i += width;
  }
  return { text, origin };
}

/**
 * normalize(raw, options).text without the origins, in a few passes over the whole string: for
 * a page of 20 MB, the origins (a number per character) and a string built one character at a
 * time took gigabytes. Each step maps code points one to one or to a fixed string, so applying
 * it to the whole text gives what normalize gives.
 */
export function normalizedText(raw: string, options: FoldOptions): string {
  let text = collapseWhitespace(raw);
  if (options.plain) text = text.replace(TYPOGRAPHIC, (char) => TYPOGRAPHY[char] as string);
  return options.fold ? casefold(text) : text;
}

const TYPOGRAPHIC = new RegExp(`[${Object.keys(TYPOGRAPHY).join('')}]`, 'g');

/** Why `quote` does not bind to `excerpt`, and where the nearest match starts. */
export function explainUnboundQuote(quote: string, excerpt: string, snippets?: readonly string[]): NearMiss {
  const trimmed = trimPythonWhitespace(quote);
  if (trimmed === '') return { kind: 'empty', offset: null };
  const verbatim = excerpt.indexOf(trimmed);
  if (verbatim >= 0 && trimmed === quote && snippets !== undefined)
    return {
      kind: 'across_snippets',
      offset: verbatim,
      passage: passageAt(excerpt, verbatim, verbatim + trimmed.length),
    };
  if (verbatim >= 0)
    return { kind: 'untrimmed', offset: verbatim, passage: passageAt(excerpt, verbatim, verbatim + trimmed.length) };

  let last: { quote: Normalized; excerpt: Normalized } | undefined;
  for (const [kind, options] of FOLDING_LADDER) {
    last = { quote: normalize(trimmed, options), excerpt: normalize(excerpt, options) };
    const at = last.excerpt.text.indexOf(last.quote.text);
    if (at >= 0) {
      const start = last.excerpt.origin[at] ?? 0;
      const lastOrigin = last.excerpt.origin[at + last.quote.text.length - 1] ?? start;
      const end = lastOrigin + ((excerpt.codePointAt(lastOrigin) ?? 0) > 0xffff ? 2 : 1);
      return { kind, offset: start, passage: passageAt(excerpt, start, end) };
    }
  }
  const { quote: needle, excerpt: haystack } = last as { quote: Normalized; excerpt: Normalized };
  const best = longestMatchingPrefix(needle.text, haystack.text);
  const offset = best.matched > 0 ? (haystack.origin[best.at] ?? null) : null;
  return {
    kind: 'none',
    offset,
    matched: best.matched,
    length: needle.text.length,
    ...(offset === null ? {} : { passage: passageAt(excerpt, offset, offset + trimmed.length) }),
  };
}

/** The longest prefix of `needle` found in `haystack` (binary search: occurrence is monotone). */
function longestMatchingPrefix(needle: string, haystack: string): { at: number; matched: number } {
  let low = 0;
  let high = needle.length;
  let at = -1;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    const found = haystack.indexOf(needle.slice(0, mid));
    if (found >= 0) {
      low = mid;
      at = found;
    } else high = mid - 1;
  }
  // `at` was set by the success that raised `low` to its final value.
  return { at, matched: low };
}

/** A short stretch of the excerpt from `offset`, so a reader sees what the quote nearly matched. */
function snippet(excerpt: string, offset: number): string {
  const text = excerpt.slice(offset, offset + 60).replace(/\s+/g, ' ');
  return `"${text}${offset + 60 < excerpt.length ? '…' : ''}"`;
}

export function describeNearMiss(miss: NearMiss, excerpt: string): string {
  const where = miss.offset === null ? '' : ` at offset ${miss.offset}, ${snippet(excerpt, miss.offset)}`;
  switch (miss.kind) {
    case 'empty':
      return 'the quote is empty after trimming whitespace';
    case 'untrimmed':
      return `the quote has leading or trailing whitespace; trimmed, it occurs${where}`;
    case 'whitespace':
      return `the quote occurs only after collapsing whitespace,${where}`;
    case 'case':
      return `the quote occurs only after collapsing whitespace and case folding,${where}`;
    case 'typography':
      return `the quote occurs only after replacing typographic quotes, dashes and ligatures,${where}`;
    case 'across_snippets':
      return `the quote occurs only across two snippets of the source${where}; a quote must lie within one snippet`;
    case 'none':
      return miss.offset === null
        ? 'the quote does not occur in the excerpt, not even in part'
        : `the quote does not occur in the excerpt; its first ${miss.matched} of ${miss.length} characters match${where}`;
  }
}
