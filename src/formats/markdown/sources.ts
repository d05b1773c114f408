// Source entries as a report writes them: a line of a source list (./structure.ts finds the lists)
// read for its number, its URL and its title; a footnote definition (`[^3]: …`). Each entry keeps
// the line as the report writes it.
import type { BlockContent, DefinitionContent, Paragraph, PhrasingContent } from 'mdast';
import { normaliseLabel, plain } from './inline.js';

export interface SourceEntry {
  /** Which list, in words: "definitions", "footnotes", `the "Sources" list 2`. */
  list: string;
  /** Its number or label, normalised ("3", "1_4"); absent for an unnumbered entry. */
  label?: string;
  /** The number as written ("3", "^1_4"). */
  written?: string;
  syntax: 'definition' | 'footnote' | 'section' | 'provider';
  url?: string;
  title: string;
  /** Jina's footnotes quote the source before its link: source text. */
  quote?: string;
  /** The entry as the report writes it. */
  raw: string;
  offset: number;
  /** A source list's group: lists whose numbering restarts each apply to the text since the previous one (./structure.ts). */
  scope?: number;
  /** Under a "Works cited" heading (Gemini). */
  worksCited?: boolean;
  /** A citation citegate placed in a provider's answer: its label is not a number of the report. */
  placed?: boolean;
  /** A provider's citation with no place in the answer (`citation_without_span` says so): not also an unused source. */
  unplaced?: boolean;
}

export function offsetOf(node: { position?: { start: { offset?: number } } }): number {
  return node.position?.start.offset ?? 0;
}

/** One line of a list entry or paragraph: its inline nodes, split at hard and soft breaks. */
export interface Line {
  nodes: PhrasingContent[];
  start: number;
  end: number;
}

export function lines(children: readonly PhrasingContent[], source: string, paragraphStart = 0): Line[] {
  const out: Line[] = [];
  let current: PhrasingContent[] = [];
  let currentStart = -1;
  let currentEnd = -1;
  // Where the last node with a position ended: a node made without one (an autolink literal after "[") stands there.
  let reached = paragraphStart;
  const flush = () => {
    if (currentStart !== -1) out.push({ nodes: current, start: currentStart, end: Math.max(currentEnd, currentStart) });
    current = [];
    currentStart = -1;
    currentEnd = -1;
  };
  const add = (node: PhrasingContent, start: number, end: number) => {
    current.push(node);
    if (node.type === 'text' && node.value.trim() === '') return;
    if (currentStart === -1) currentStart = start;
    currentEnd = end;
  };
  for (const node of children) {
    const start = node.position?.start.offset ?? reached;
    const end = node.position?.end.offset ?? reached;
    reached = end;
    if (node.type === 'break') flush();
    else if (node.type === 'text' && node.value.includes('\n')) {
      // A soft line break ends an entry: "[1] Title: URL" lines often have none between them. Each
      // piece is found in the source after its line break and the container's prefix ("> ", an
      // indent), in one pass over the node's source.
      const pieces = node.value.split('\n');
      let at = start;
      pieces.forEach((piece, index) => {
        if (index > 0) {
          flush();
          while (at < end && source[at] !== '\n') at++;
          at++;
          if (piece !== '') while (at < end && source[at] !== piece[0] && source[at] !== '\n') at++;
        }
        const pieceStart = Math.min(at, end);
        if (piece !== '')
          add(
            {
              type: 'text',
              value: piece,
              position: {
                start: { line: 0, column: 0, offset: pieceStart },
                end: { line: 0, column: 0, offset: pieceStart + piece.length },
              },
            },
            pieceStart,
            pieceStart + piece.length,
          );
        if (index === 0) at = start + piece.length;
        else at = pieceStart + piece.length;
      });
    } else add(node, start, end);
  }
  flush();
  return out;
}

// "[3] ", "[^3]: ", "3. ", "3) " at an entry's start.
const LEADING_LABEL = /^\s*(?:\[(\^?)([\w.-]{1,12})\]\s*:?|(\d{1,4})[.)](?=\s))\s*/;
const BARE_URL = /\b[a-z][a-z0-9+.-]*:\/\/[^\s<>()\]]+/i;
const EDGE_SEPARATORS = /^[\s:,;–—|-]+|[\s:,;–—|-]+$/g;

/** What a line of a possible source list says: its number, its URL, its title, and how it reads. */
export interface LineFacts {
  label?: string;
  written?: string;
  /** The line opens with its own number ("[3] ", "3. ", "[^3]: "), not only its list item's. */
  leadingLabel: boolean;
  url?: string;
  /** The URL is an absolute http(s) one (a table of contents links "#introduction"). */
  http: boolean;
  title: string;
  /** After its number, the line opens with a link or a URL. */
  startsWithUrl: boolean;
  /** Words outside links and URLs: a title has few, a sentence with a link more. */
  words: number;
  /** Words after the first link or URL ("- [Title](url) - note"). */
  afterLinkWords: number;
  /** Wholly bold or italic, with no number and no URL: a group heading or a note. */
  emphasisOnly: boolean;
}

/** A link whose text is its site's name ("iea.org", "www.iea.org"). */
function hostNamed(text: string, url: string): boolean {
  const host = /^https?:\/\/(?:www\.)?([^/?#:]+)/i.exec(url)?.[1]?.toLowerCase();
  return (
    host !== undefined &&
    text
      .trim()
      .toLowerCase()
      .replace(/^www\./, '') === host
  );
}

const countWords = (text: string): number => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

/** A line's number, URL and title; `number` is its ordered list item's number when it opens one. */
export function lineFacts(line: Line, source: string, number: number | undefined): LineFacts {
  let label = number === undefined ? undefined : String(number);
  let written = label;
  let leadingLabel = false;
  let url: string | undefined;
  let startsWithUrl = false;
  let words = 0;
  let afterLinkWords = 0;
  let seenUrl = false;
  let meaningful = 0;
  let citing = false;
  const titleParts: string[] = [];
  line.nodes.forEach((node, index) => {
    if (node.type === 'link') {
      const text = plain(node).trim();
      if (index === 0 && label === undefined && /^\[?\^?\d{1,4}\]?$/.test(text)) {
        // [1](https://…): the link is the number.
        label = normaliseLabel(text.replace(/[[\]^]/g, ''));
        written = text;
        leadingLabel = true;
        url ??= node.url;
        return;
      }
      // "…per query[10](https://…)", "…in 2024 ([iea.org](https://…))": after words, a link named by a
      // number or its site is a citation of the line's sentence, which makes it a claim, not an entry.
      if (meaningful > 0 && (/^\[?\^?\d{1,4}\]?$/.test(text) || hostNamed(text, node.url))) {
        citing = true;
        return;
      }
      if (meaningful === 0) startsWithUrl = true;
      meaningful++;
      url ??= node.url;
      seenUrl = true;
      // A title link ([Title](url)) gives its words; a bare one ([url](url)) none.
      if (text !== node.url && text !== node.url.replace(/^https?:\/\//, '')) titleParts.push(text);
      return;
    }
    let text = plain(node as { value?: unknown; children?: unknown });
    if (index === 0 && node.type === 'text') {
      const leading = LEADING_LABEL.exec(text);
      if (leading) {
        if (label === undefined) {
          written = `${leading[1] ?? ''}${leading[2] ?? leading[3]}`;
          label = normaliseLabel(leading[2] ?? leading[3] ?? '');
        }
        leadingLabel = true;
        text = text.slice(leading[0].length);
      }
    }
    const bare = BARE_URL.exec(text);
    if (bare) {
      const before = text.slice(0, bare.index);
      if (meaningful === 0 && before.trim() === '') startsWithUrl = true;
      words += countWords(before);
      if (seenUrl) afterLinkWords += countWords(before);
      if (url === undefined) url = bare[0].replace(/[.,;]+$/, '');
      seenUrl = true;
      const after = text.slice(bare.index + bare[0].length);
      words += countWords(after);
      afterLinkWords += countWords(after);
      text = `${before} ${after}`;
    } else {
      const count = countWords(text);
      words += count;
      if (seenUrl) afterLinkWords += count;
    }
    if (text.trim() !== '') meaningful++;
    titleParts.push(text);
  });
  const title = titleParts.join('').replace(/\s+/g, ' ').replace(EDGE_SEPARATORS, '').trim();
  if (citing && !startsWithUrl) url = undefined;
  return {
    ...(label === undefined ? {} : { label, written: written ?? label }),
    leadingLabel,
    ...(url === undefined ? {} : { url }),
    http: url !== undefined && /^https?:\/\//i.test(url.trim()),
    title,
    startsWithUrl,
    words,
    afterLinkWords,
    emphasisOnly: label === undefined && url === undefined && isEmphasisOnly(line.nodes),
  };
}

/**
 * "**Vendor Documentation**", "*Sources are listed in citation order.*": a group heading or a note
 * written wholly in bold or italics, with no number and no URL, introduces entries and is not one.
 */
export function isEmphasisOnly(nodes: readonly PhrasingContent[]): boolean {
  const meaningful = nodes.filter((node) => !(node.type === 'text' && node.value.trim() === ''));
  return meaningful.length === 1 && (meaningful[0]?.type === 'strong' || meaningful[0]?.type === 'emphasis');
}

/** `[^3]: https://…`, `[^1_4]: https://…`, Jina's `[^3]: quoted text [Title](https://…)`, `[^2]: paste.txt`. */
export function footnoteEntry(
  identifier: string,
  written: string,
  children: readonly (BlockContent | DefinitionContent)[],
  source: string,
  offset: number,
  raw: string,
): SourceEntry {
  const paragraph = children.find((child): child is Paragraph => child.type === 'paragraph');
  const nodes = paragraph?.children ?? [];
  const links = nodes.filter((node) => node.type === 'link');
  const last = links[links.length - 1];
  const base = {
    list: 'footnotes',
    label: normaliseLabel(identifier),
    written: `^${written}`,
    syntax: 'footnote' as const,
    raw,
    offset,
  };
  if (!last) {
    const text = plain({ children: nodes }).trim();
    const bare = BARE_URL.exec(text);
    return {
      ...base,
      ...(bare ? { url: bare[0] } : {}),
      title:
        text
          .replace(bare?.[0] ?? '\u0000', '')
          .replace(EDGE_SEPARATORS, '')
          .trim() || text,
    };
  }
  const before = plain({ children: nodes.slice(0, nodes.indexOf(last)) })
    .replace(/\s+/g, ' ')
    .trim();
  const linkText = plain(last).trim();
  const titled = linkText !== last.url;
  // Jina: the quote (its punctuation made spaces) and then [Title](URL). Perplexity: the URL alone.
  const quote = titled && before !== '' && links.length === 1 ? before : undefined;
  const title = (titled ? linkText : before || linkText).replace(EDGE_SEPARATORS, '').trim();
  return { ...base, url: last.url, title: title || last.url, ...(quote ? { quote } : {}) };
}

export function slice(
  source: string,
  node: { position?: { start: { offset?: number }; end: { offset?: number } } },
): string {
  return source.slice(node.position?.start.offset ?? 0, node.position?.end.offset ?? 0).trim();
}
