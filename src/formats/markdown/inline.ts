// A paragraph's (or table cell's) inline content to plain text without its citation markers,
// each character of the text keeping its offset in the file, and each marker where it stood.
// Markers are syntax nodes where the parser made them (a footnote reference, a link whose text is
// a number, a reference link `[host][3]`, a parenthesised group of links) and, inside a text
// node's value, what the parser leaves as text: `[3]`, `[1, 2]`, an undefined `[^4]`, ChatGPT's
// private-use citations and, in the Gemini dialect only, digits glued to a sentence's end.
import type { PhrasingContent } from 'mdast';
import { hiddenName, type UnreadMark } from './census.js';
import { textOffsets } from './offsets.js';
import { truncate } from '../../text/truncate.js';
import { textFragmentQuote } from './url-identity.js';

/** How a marker is written: the syntax decides which source list it is looked up in first. */
export type MarkerSyntax = 'bracket' | 'cite' | 'footnote' | 'reference' | 'link' | 'export' | 'glued';

export interface Marker {
  /** Index in the flat text where the marker stood. */
  at: number;
  /** Offset in the file. */
  offset: number;
  syntax: MarkerSyntax;
  /** What it names in a source list ("3", "1_4"); absent for a link, which names its URL. */
  label?: string;
  /** The marker as written, for messages ("[3]", "[^1_4]", "turn0search3"). */
  written: string;
  /** A link's own URL. */
  url?: string;
  /** Gemini digits that may be a marker or part of the text: reported, never bound. */
  ambiguous?: string;
  /** The passage the link's text fragment quotes (`#:~:text=`): the report's quotation of the page. */
  quote?: string;
  /** A mark taken for a citation that cannot be read (a hidden character, a non-http target): reported, never bound. */
  unread?: Pick<UnreadMark, 'reason' | 'detail'>;
  /**
   * A mark of Perplexity's hidden list of every footnote, closing a paragraph: counted by the
   * census (read where it names a listed source, else reported), never a citation of the sentence.
   */
  index?: true;
}

export interface Flat {
  text: string;
  origin: number[];
  markers: Marker[];
}

export interface FlatContext {
  source: string;
  /** Gemini: read digits glued to a sentence's end as markers where unambiguous. */
  gluedDigits: boolean;
  /** Digits glued to lower-case words ("simulators3.") are the report's markers (many, naming listed sources). */
  gluedWords?: boolean;
  /** Whether a numbered entry exists (Gemini digits bind only to one that does). */
  listed: (label: string) => boolean;
  /** Whether any entry has this label: `[3a]` is a marker only where an entry is labelled "3a". */
  labelled?: (label: string) => boolean;
  /** Whether the report numbers any source (false: a bracketed group of numbers is read as a citation only where it looks like one). */
  numbered?: boolean;
  /** The highest number a source list gives. */
  highest?: number;
  /** The URL of each reference definition, by normalised label (a non-numeric `[text][label]` link). */
  definitions: ReadonlyMap<string, string>;
}

/** A label as lists and markers are matched: case-insensitive, "03" as "3". */
export function normaliseLabel(label: string): string {
  const trimmed = label.trim().toLowerCase();
  return /^\d+$/.test(trimmed) ? String(Number.parseInt(trimmed, 10)) : trimmed;
}

// [^4], [3], [1, 2], [1-3], [1_2] (a Perplexity thread's number), [3a] (an entry added between [3] and [4]); ChatGPT's  cite  turn0search3  … ,
// other private-use objects, 【12†L3-L9】, and "citeturn0search3turn0search4" where a copy lost the private-use characters.
const TEXT_MARKER =
  /\[\^([\w.-]+(?:\s*,\s*\^?[\w.-]+)*)\]|\[(\d{1,4}(?:_\d{1,4})?(?:\s*[,;–-]\s*\d{1,4}(?:_\d{1,4})?)*)\]|\uE200cite\uE202([^\uE201]*)\uE201|\uE200([a-z_]+)\uE202([^\uE201]*)\uE201|【([^】]*?)】|\bcite((?:turn\d+[a-z_]+\d+)+)|\[(\d{1,4}[a-z])\]|\[cite:\s*(\d{1,4}(?:\s*[,–-]\s*\d{1,4})*)\s*\]|\[cite_(?:start|end)\]|(\[\^?(?=[^\]\n]{0,40}\d)(?=[^\]\n]{0,40}[\u00AD\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF])[\d\s,–\-^\u00AD\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]{1,40}\])|(\[[A-Za-z][A-Za-z_ ]{1,20}:\s*\d{1,4}(?:\s*,\s*\d{1,4})*\s*\])/gu;
// Gemini: "parameters.5", "the tractor".1", "by 15%.3" (a non-digit, a full stop, digits);
// "2030.25" (a year then digits); "3.5.12" (a decimal then a second point); "Blender13." (letters then digits).
const GLUED =
  /(?<=([\p{L}"”’')\]*%]+))([.,;:])(\d{1,3})(?=\s|$)|(?<![\d.])\b((?:19|20)\d{2})\.(\d{1,3})(?=\s|$)|(?<![\d.])\b(\d+\.\d+)\.(\d{1,3})(?=\s|$)|(?<=\p{Ll})(\d{1,3})(?=[.,;:](?:\s|$)|$)/gu;
// Words that carry a number of their own ("mp3", "ipv6", "phase2"): never a glued marker.
export const NAMED_WITH_NUMBER =
  /^(?:mp|ipv|utf|sha|md|arm|python|gpt|llama|qwen|gemma|phi|covid|web|html|http|php|es|win|ios|macos|ubuntu|debian|centos|fedora|grade|level|class|tier|type|version|model|step|phase|part|chapter|section|figure|table|page|item|room|route|area|zone|stage|round|season|episode|series)$/;
// A line of a paragraph (not its first) that is only a host name, with ChatGPT's "+2" for more sources.
const PILL = /(?<=\n)[ \t]*((?:[a-z0-9-]+\.)+[a-z]{2,}(?:[ \t]*\+\d+)?)[ \t]*(?=\n|$)/g;
// "package.json", "README.md" on a line of their own are files, not sites.
const FILE_NAME =
  /\.(?:md|json|html?|js|mjs|cjs|ts|tsx|py|txt|csv|ya?ml|xml|pdf|png|jpe?g|gif|svg|sh|toml|lock|css|ipynb|rs|go|java|rb|zip|gz|tar)(?:[ \t]*\+\d+)?$/i;
const PAREN_OPEN = /\(\s*$/;
const PAREN_CLOSE = /^\s*\)/;
const GROUP_SEPARATOR = /^\s*(?:[;,]|and)?\s*$/;
const NUMBER_LABEL = /^\s*\[?\s*\^?\s*(\d{1,4})\s*\]?\s*$/;

type TextNode = { children?: unknown; value?: unknown };

/** A node's text, its descendants' values in order: walked with a stack, not by recursion over the input's depth. */
export function plain(node: TextNode): string {
  let text = '';
  const stack: TextNode[] = [node];
  while (stack.length > 0) {
    const next = stack.pop() as TextNode;
    if (typeof next.value === 'string') text += next.value;
    else if (Array.isArray(next.children))
      for (let index = next.children.length - 1; index >= 0; index--) stack.push(next.children[index] as TextNode);
  }
  return text;
}

/**
 * `[northport.example](https://northport.example/tram)`, Perplexity's `[surgitech](http://surgitech.net/…)`
 * and `[nature +2](…)`: a link named by its site (the host, or its name without the domain's
 * ending) is a citation, not words of the sentence.
 */
function isHostLabel(text: string, url: string): boolean {
  let host: string;
  try {
    host = new URL(url).hostname.replace(/^www\./, '').toLowerCase();
  } catch {
    return false;
  }
  const label = text
    .trim()
    .toLowerCase()
    .replace(/\s*\+\d+$/, '')
    .replace(/^www\./, '');
  if (label === '') return false;
  const parts = host.split('.');
  // "doc-market.eu" → "doc-market"; "en.wikipedia.org" → "en.wikipedia", "wikipedia".
  const names = [host, parts.slice(0, -1).join('.'), parts[parts.length - 2] ?? ''];
  return names.includes(label);
}

// A sentence's end, then spaces, at the end of the text before a link: "…in the U.S. [The Straits Times](…)".
const SENTENCE_END_BEFORE = /[.!?…。]["”’)\]]*[ \t]+$/u;
// What may follow a link that closes a sentence: nothing, a line's end, the next sentence, another link.
const AFTER_CITING_LINK = /^(?:[ \t]*$|[ \t]*[.;,]?[ \t]*\n|[ \t]+[\p{Lu}\p{N}"“([])/u;

/**
 * Links standing alone after a sentence's full stop, alone or in a run ("… U.S. [A](…) [B](…)"):
 * they cite that sentence (Perplexity's and ChatGPT's copied pills). One pass over the siblings.
 */
function closingLinks(children: readonly PhrasingContent[]): Set<number> {
  const closing = new Set<number>();
  let index = 0;
  while (index < children.length) {
    if (children[index]?.type !== 'link') {
      index++;
      continue;
    }
    const first = index;
    let last = index;
    while (
      children[last + 2]?.type === 'link' &&
      children[last + 1]?.type === 'text' &&
      /^[ \t]*$/.test((children[last + 1] as { value: string }).value)
    )
      last += 2;
    index = last + 1;
    const before = children[first - 1];
    if (before?.type !== 'text' || !SENTENCE_END_BEFORE.test(before.value)) continue;
    const after = children[last + 1];
    if (after === undefined || after.type === 'break' || (after.type === 'text' && AFTER_CITING_LINK.test(after.value)))
      for (let link = first; link <= last; link += 2) closing.add(link);
  }
  return closing;
}

// "nature.com", "en.wikipedia.org": a site's name as a citation's text.
const HOST_LIKE = /^(?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}$/i;

/** A target as the notice shows it: a script or data URL cut short. */
function shortTarget(url: string): string {
  return truncate(url.replace(/\s+/g, ' '), 60);
}

function quoteOf(url: string): { quote?: string } {
  const quote = textFragmentQuote(url);
  return quote === null ? {} : { quote };
}

function isHttp(url: string): boolean {
  return /^https?:\/\//i.test(url.trim());
}

/** A link or reference link that may stand in a citation group. */
function citingLink(node: PhrasingContent, context: FlatContext): boolean {
  if (node.type === 'link') return isHttp(node.url);
  if (node.type === 'linkReference')
    return /^\d+$/.test(normaliseLabel(node.identifier)) || context.definitions.has(normaliseLabel(node.identifier));
  return false;
}

/** `( link [; link]* )`: the index of the `)` text node, or -1. */
function groupEnd(children: readonly PhrasingContent[], from: number, context: FlatContext): number {
  let index = from;
  for (;;) {
    const link = children[index];
    if (!link || !citingLink(link, context)) return -1;
    const next = children[index + 1];
    if (next?.type !== 'text') return -1;
    if (PAREN_CLOSE.test(next.value)) return index + 1;
    if (!GROUP_SEPARATOR.test(next.value)) return -1;
    index += 2;
  }
}

export function flattenInline(children: readonly PhrasingContent[], context: FlatContext): Flat {
  const flat: Flat = { text: '', origin: [], markers: [] };
  const text = { parts: [], length: 0 };
  building.set(flat, text);
  walk(children, context, flat);
  flat.text = text.parts.join('');
  building.delete(flat);
  return flat;
}

/**
 * The text of a Flat being built, in pieces joined once at the end: cutting the whole string
 * back at every marker was quadratic in a paragraph of many markers.
 */
const building = new WeakMap<Flat, { parts: string[]; length: number }>();

/** A marker stands where it was written, without the space before it: "a record [1]." reads "a record.". */
function addMarker(flat: Flat, marker: Omit<Marker, 'at'>): void {
  const text = building.get(flat)!;
  if (!marker.ambiguous) {
    for (let last = text.parts[text.parts.length - 1]; last !== undefined; last = text.parts[text.parts.length - 1]) {
      let end = last.length;
      while (end > 0 && (last[end - 1] === ' ' || last[end - 1] === '\t')) end--;
      text.length -= last.length - end;
      flat.origin.length = text.length;
      if (end > 0) {
        if (end < last.length) text.parts[text.parts.length - 1] = last.slice(0, end);
        break;
      }
      text.parts.pop();
    }
  }
  flat.markers.push({ at: text.length, ...marker });
}

function emit(flat: Flat, value: string, offsets: readonly number[], from = 0, to = value.length): void {
  if (to <= from) return;
  const text = building.get(flat)!;
  // A soft line break inside a paragraph is a space: a wrapped line does not end a sentence.
  text.parts.push(value.slice(from, to).replace(/[\n\r]/g, ' '));
  text.length += to - from;
  for (let i = from; i < to; i++) flat.origin.push(offsets[i] ?? offsets[offsets.length - 1] ?? 0);
}

function start(node: PhrasingContent): number {
  return node.position?.start.offset ?? 0;
}

// <span style="display:none">: GitHub's sanitizer removes the style attribute, so what the span
// holds is shown on GitHub like the rest of the paragraph.
const HIDDEN_SPAN = /^<span\b[^>]*display\s*:\s*none/i;
const SPAN_CLOSE = /^<\/span>/i;
const FOOTNOTE_MARKS = /^(?:\s*\[\^[\w.-]+\])*\s*$/;

/**
 * Perplexity's hidden list of every footnote, `<span style="display:none">[^1][^2]…</span>` at a
 * paragraph's end: the span's index among the siblings and its closing tag's, or null. Only a
 * span on a line of its own, that holds nothing but footnote marks and that nothing but white
 * space follows, is one: any other hidden span is read as GitHub shows it, its marks as citations.
 */
function footnoteIndex(children: readonly PhrasingContent[], open: number): number | null {
  // Perplexity writes the span on a line of its own; on the line of a sentence, its marks cite it.
  const before = children[open - 1];
  if (before && before.type !== 'break' && !(before.type === 'text' && /\n\s*$/.test(before.value))) return null;
  let close = open + 1;
  for (; close < children.length; close++) {
    const node = children[close] as PhrasingContent;
    if (node.type === 'html' && SPAN_CLOSE.test(node.value)) break;
    if (node.type === 'footnoteReference') continue;
    if (node.type === 'text' && FOOTNOTE_MARKS.test(node.value)) continue;
    if (node.type === 'break') continue;
    return null;
  }
  if (close >= children.length || close === open + 1) return null;
  for (let after = close + 1; after < children.length; after++) {
    const node = children[after] as PhrasingContent;
    if (node.type === 'break' || (node.type === 'text' && /^\s*$/.test(node.value))) continue;
    return null;
  }
  return close;
}

function walk(children: readonly PhrasingContent[], context: FlatContext, flat: Flat): void {
  // Characters to drop from a text node: a group's "(" at its end, its ")" at the start of the next.
  const trimEnd = new Map<number, number>();
  const trimStart = new Map<number, number>();
  const inGroup = new Set<number>();
  const closing = closingLinks(children);
  children.forEach((node, index) => {
    if (node.type !== 'text' || !PAREN_OPEN.test(node.value)) return;
    const close = groupEnd(children, index + 1, context);
    if (close === -1) return;
    const open = /\s*\(\s*$/.exec(node.value) as RegExpExecArray;
    trimEnd.set(index, open[0].length);
    trimStart.set(close, (PAREN_CLOSE.exec((children[close] as { value: string }).value) as RegExpExecArray)[0].length);
    for (let link = index + 1; link < close; link += 2) inGroup.add(link);
    for (let separator = index + 2; separator < close; separator += 2)
      trimStart.set(separator, (children[separator] as { value: string }).value.length);
  });

  // The marks of Perplexity's hidden footnote list are flagged as its index, never dropped.
  let indexEnd = -1;
  let indexFrom = 0;
  children.forEach((node, index) => {
    if (index === indexEnd) {
      for (let marker = indexFrom; marker < flat.markers.length; marker++)
        (flat.markers[marker] as Marker).index = true;
      indexEnd = -1;
    }
    if (node.type === 'html') {
      if (indexEnd === -1 && HIDDEN_SPAN.test(node.value)) {
        indexEnd = footnoteIndex(children, index) ?? -1;
        indexFrom = flat.markers.length;
      }
      return;
    }
    switch (node.type) {
      case 'text': {
        const offsets = textOffsets(node, context.source);
        const from = trimStart.get(index) ?? 0;
        const to = node.value.length - (trimEnd.get(index) ?? 0);
        // "![][image47].22", "**bold**.5": what stands before the stop is another node, not a letter.
        const afterNode = index > 0 && children[index - 1]?.type !== 'text' && children[index - 1]?.type !== 'break';
        if (from < to) scanText(node.value, offsets, from, to, context, flat, afterNode);
        return;
      }
      case 'inlineCode': {
        // Code is quoted, never a citation: kept as the sentence's words, not scanned for markers.
        const at = start(node) + 1;
        emit(
          flat,
          node.value,
          Array.from(node.value, (_, i) => at + i),
        );
        return;
      }
      case 'break':
        emit(flat, ' ', [start(node)]);
        return;
      case 'footnoteReference':
        addMarker(flat, {
          offset: start(node),
          syntax: 'footnote',
          label: normaliseLabel(node.identifier),
          written: `[^${node.label ?? node.identifier}]`,
        });
        return;
      case 'linkReference': {
        const label = normaliseLabel(node.identifier);
        if (/^\d+$/.test(label) || inGroup.has(index)) {
          // ChatGPT's ([host][3]): the reference definition [3] is the source; the host is not part of the sentence.
          const url = context.definitions.get(label);
          if (/^\d+$/.test(label))
            addMarker(flat, {
              offset: start(node),
              syntax: 'reference',
              label,
              // As written: `[text][3]`, `[3][]` or `[3]` (not "[3][3]").
              written:
                node.referenceType === 'full'
                  ? `[${plain(node)}][${node.label ?? node.identifier}]`
                  : `[${node.label ?? node.identifier}]${node.referenceType === 'collapsed' ? '[]' : ''}`,
            });
          else if (url) addMarker(flat, { offset: start(node), syntax: 'link', url, written: url });
          return;
        }
        walk(node.children, context, flat);
        const url = context.definitions.get(label);
        if (url && isHttp(url)) addMarker(flat, { offset: start(node), syntax: 'link', url, written: url });
        return;
      }
      case 'link': {
        if (!isHttp(node.url)) {
          const text = plain(node);
          // [2](javascript:…), [5](#ref-5), [[5]](#cite_note-5): a citation's shape with nothing to fetch behind it.
          if (NUMBER_LABEL.test(text) || HOST_LIKE.test(text.trim()))
            addMarker(flat, {
              offset: start(node),
              syntax: 'link',
              written: `[${text}](${node.url})`,
              unread: {
                reason: 'non_http_target',
                detail: node.url === '' ? 'an empty target' : shortTarget(node.url),
              },
            });
          else walk(node.children, context, flat);
          return;
        }
        const text = plain(node);
        const number = NUMBER_LABEL.exec(text);
        // A ChatGPT citation copied from its UI links the page with the quoted passage as a text fragment.
        const fragment = node.url.includes('#:~:text=');
        if (number || inGroup.has(index) || isHostLabel(text, node.url) || fragment || closing.has(index)) {
          // [3](url), [\[3\]](url) (DOCX), a group ([Site, 2024](url); …): the link is the marker.
          addMarker(flat, {
            offset: start(node),
            syntax: 'link',
            url: node.url,
            written: number ? `[${text}](${node.url})` : node.url,
            ...(number ? { label: normaliseLabel(number[1] as string) } : {}),
            ...quoteOf(node.url),
          });
          return;
        }
        // A link in running text keeps its words and cites its page.
        walk(node.children, context, flat);
        addMarker(flat, { offset: start(node), syntax: 'link', url: node.url, written: node.url });
        return;
      }
      case 'image':
      case 'imageReference':
      case 'footnoteDefinition' as string:
        return;
      default:
        if ('children' in node) walk(node.children as PhrasingContent[], context, flat);
    }
  });
}

/** A text node's value, its markers taken out. */
function scanText(
  value: string,
  offsets: readonly number[],
  from: number,
  to: number,
  context: FlatContext,
  flat: Flat,
  afterNode = false,
): void {
  const part = value.slice(0, to);
  let kept = from;
  const found: { index: number; length: number; markers: Omit<Marker, 'at'>[]; replacement?: string }[] = [];
  TEXT_MARKER.lastIndex = from;
  for (let match = TEXT_MARKER.exec(part); match; match = TEXT_MARKER.exec(part)) {
    const offset = offsets[match.index] ?? 0;
    const [
      written,
      footnote,
      numbers,
      cite,
      objectKind,
      objectBody,
      export_,
      stripped,
      lettered,
      citeNumbers,
      hidden,
      unknown,
    ] = match;
    if (citeNumbers !== undefined) {
      // Gemini through the API: "[cite: 1, 2, 3]", numbers of its Sources list.
      found.push({
        index: match.index,
        length: written.length,
        markers: expandNumbers(citeNumbers).map((label) => ({ offset, syntax: 'cite' as const, label, written })),
      });
      continue;
    }
    if (written.startsWith('[cite_')) {
      // "[cite_start]" opens the span a later [cite: n] cites: no mark and no words of the sentence.
      found.push({ index: match.index, length: written.length, markers: [] });
      continue;
    }
    if (hidden !== undefined) {
      found.push({
        index: match.index,
        length: written.length,
        markers: [
          {
            offset,
            syntax: 'bracket',
            written,
            unread: { reason: 'hidden_character', detail: `${hiddenName(written)} inside the brackets` },
          },
        ],
      });
      continue;
    }
    if (unknown !== undefined) {
      found.push({
        index: match.index,
        length: written.length,
        markers: [{ offset, syntax: 'bracket', written, unread: { reason: 'unknown_syntax', detail: '' } }],
      });
      continue;
    }
    // [^3], and Jina's and others' groups [^1, ^2] and [^1,^2]: one marker each.
    if (footnote !== undefined)
      found.push({
        index: match.index,
        length: written.length,
        markers: footnote.split(',').map((piece) => ({
          offset,
          syntax: 'footnote' as const,
          label: normaliseLabel(piece.replace(/^\s*\^?/, '')),
          written,
        })),
      });
    else if (numbers !== undefined) {
      // "sizes: [2, 4, 8, 16, 32]", "D=[3,6,9]": a list of values in the sentence, never a citation.
      if (isValueList(part, match.index, numbers, context)) continue;
      // "[1876]": a year in brackets, unless a list numbers its sources that far.
      if (/^\d{4}$/.test(numbers) && !context.labelled?.(normaliseLabel(numbers))) continue;
      found.push({
        index: match.index,
        length: written.length,
        markers: expandNumbers(numbers).map((label) => ({ offset, syntax: 'bracket' as const, label, written })),
      });
    } else if (cite !== undefined) {
      const ids = cite.split('\uE202').filter((id) => id.trim() !== '');
      found.push({
        index: match.index,
        length: written.length,
        markers: (ids.length > 0 ? ids : ['cite']).map((id) => ({
          offset,
          syntax: 'export' as const,
          label: id.trim(),
          written: id.trim(),
        })),
      });
    } else if (objectKind !== undefined) {
      // entity["organization","Name",…] shows its name; image groups and the like show nothing.
      found.push({
        index: match.index,
        length: written.length,
        markers: [],
        replacement: objectKind === 'entity' ? entityName(objectBody ?? '') : '',
      });
    } else if (stripped !== undefined) {
      found.push({
        index: match.index,
        length: written.length,
        markers: (stripped.match(/turn\d+[a-z_]+\d+/g) ?? []).map((id) => ({
          offset,
          syntax: 'export' as const,
          label: id,
          written: id,
        })),
      });
    } else if (export_ !== undefined) {
      found.push({
        index: match.index,
        length: written.length,
        markers: [{ offset, syntax: 'export', label: export_, written }],
      });
    } else if (lettered !== undefined && context.labelled?.(normaliseLabel(lettered))) {
      // Otherwise "[7b]" is the sentence's own text (a footnote mark, an item of a list).
      found.push({
        index: match.index,
        length: written.length,
        markers: [{ offset, syntax: 'bracket', label: normaliseLabel(lettered), written }],
      });
    }
  }
  // ChatGPT's citation pills pasted as their site's name, each on a line of its own inside the paragraph.
  PILL.lastIndex = from;
  for (let match = PILL.exec(part); match; match = PILL.exec(part)) {
    const host = match[1] as string;
    if (FILE_NAME.test(host)) continue;
    const index = match.index + match[0].indexOf(host);
    found.push({
      index,
      length: match[0].length - (index - match.index),
      markers: [
        {
          offset: offsets[index] ?? 0,
          syntax: 'export',
          label: host,
          written: host,
          unread: { reason: 'hostname_pill', detail: '' },
        },
      ],
    });
  }
  if (context.gluedDigits)
    found.push(
      ...gluedDigits(part, offsets, from, context, afterNode).filter(
        (glued) =>
          !found.some((other) => glued.index < other.index + other.length && other.index < glued.index + glued.length),
      ),
    );
  found.sort((a, b) => a.index - b.index);
  for (const item of found) {
    emit(flat, value, offsets, kept, item.index);
    for (const marker of item.markers) addMarker(flat, marker);
    if (item.replacement)
      emit(
        flat,
        item.replacement,
        Array.from(item.replacement, () => offsets[item.index] ?? 0),
      );
    kept = item.index + item.length;
  }
  emit(flat, value, offsets, kept, to);
}

/**
 * A bracketed group of numbers that is a list of values, not citations: after "=" or ":"; three
 * or more numbers, half of them beyond the highest source number; or, in a report that numbers no
 * source, written without spaces ("[3,4,7]") or not in increasing order ("[16, 8, 16, 16, 32]").
 * A single "[3]" is always a citation mark.
 */
function isValueList(text: string, index: number, numbers: string, context: FlatContext): boolean {
  let before = index - 1;
  while (before >= 0 && (text[before] === ' ' || text[before] === '\t')) before--;
  if (text[before] === '=' || text[before] === ':') return true;
  if (!/[,;–-]/.test(numbers)) return false;
  if (context.numbered !== false) {
    // "[2, 4, 8, 16, 32]" where the sources are numbered to 4: most of it beyond the list, values.
    const highest = context.highest ?? 0;
    const values = numbers.split(/\s*[,;–-]\s*/).map(Number);
    return values.length >= 3 && values.filter((value) => value > highest).length * 2 >= values.length;
  }
  if (/[,;]\S/.test(numbers)) return true;
  const values = numbers.split(/\s*[,;–-]\s*/).map(Number);
  return values.some((value, at) => at > 0 && value <= (values[at - 1] as number));
}

function expandNumbers(written: string): string[] {
  const labels: string[] = [];
  // "[1, 2]", and AutoSurvey's "[16; 17]".
  for (const piece of written.split(/[,;]/)) {
    const range = /^\s*(\d+)\s*[–-]\s*(\d+)\s*$/.exec(piece);
    if (piece.includes('_')) {
      labels.push(normaliseLabel(piece));
      continue;
    }
    if (range) {
      const first = Number(range[1]);
      const last = Number(range[2]);
      // A range of sources ([3-5]); a backwards or very long one is read as its two ends.
      if (last >= first && last - first <= 50) for (let n = first; n <= last; n++) labels.push(String(n));
      else labels.push(String(first), String(last));
    } else labels.push(normaliseLabel(piece));
  }
  return labels;
}

function entityName(body: string): string {
  try {
    const parsed: unknown = JSON.parse(body);
    if (Array.isArray(parsed) && typeof parsed[1] === 'string') return parsed[1];
  } catch {
    // Not JSON: nothing readable to show.
  }
  return '';
}

/**
 * Gemini's glued digits. Bound as a marker only where the digits name a listed entry and reading
 * them as part of the text is implausible (after a letter and a full stop; a year followed by
 * more digits; a decimal with a second point). Digits glued to a word ("Blender13.") that name
 * an entry, and the implausible shapes that name none, are ambiguous: reported, left in the text.
 */
function gluedDigits(
  text: string,
  offsets: readonly number[],
  from: number,
  context: FlatContext,
  afterNode: boolean,
): { index: number; length: number; markers: Omit<Marker, 'at'>[] }[] {
  const found: { index: number; length: number; markers: Omit<Marker, 'at'>[] }[] = [];
  const leading = afterNode && from === 0 ? /^([.,;:])(\d{1,3})(?=\s|$)/.exec(text) : null;
  if (leading) {
    const label = normaliseLabel(leading[2] as string);
    // As after a word: bound where listed, else ambiguous.
    const index = 1;
    const marker = context.listed(label)
      ? { offset: offsets[index] ?? 0, syntax: 'glued' as const, label, written: leading[0] }
      : {
          offset: offsets[index] ?? 0,
          syntax: 'glued' as const,
          label,
          written: leading[0],
          ambiguous: `"${leading[0]}" reads as marker ${label}, which Works cited does not list`,
        };
    found.push({ index, length: marker.ambiguous ? 0 : (leading[2] as string).length, markers: [marker] });
  }
  GLUED.lastIndex = from;
  for (let match = GLUED.exec(text); match; match = GLUED.exec(text)) {
    const [, before, , afterStop, year, afterYear, decimal, afterDecimal, afterWord] = match;
    const digits = (afterStop ?? afterYear ?? afterDecimal ?? afterWord) as string;
    const index = match.index + match[0].length - digits.length;
    const offset = offsets[index] ?? 0;
    const label = normaliseLabel(digits);
    const listed = context.listed(label);
    const written =
      afterWord === undefined
        ? match[0]
        : `${/[\p{L}\p{N}]*$/u.exec(text.slice(0, match.index))?.[0] ?? ''}${afterWord}`;
    if (afterWord !== undefined) {
      // In a report whose markers are glued to words, a lower-case word's digits that name a listed source are one.
      const word = written.slice(0, written.length - afterWord.length);
      if (listed && context.gluedWords && /^\p{Ll}{3,}$/u.test(word) && !NAMED_WITH_NUMBER.test(word)) {
        found.push({ index, length: digits.length, markers: [{ offset, syntax: 'glued', label, written }] });
        continue;
      }
      if (listed)
        found.push({
          index,
          length: 0,
          markers: [
            {
              offset,
              syntax: 'glued',
              label,
              written,
              ambiguous: `"${written}" may be a name with a number or the word followed by marker ${label}`,
            },
          ],
        });
      continue;
    }
    if (listed) {
      found.push({ index, length: digits.length, markers: [{ offset, syntax: 'glued', label, written }] });
      continue;
    }
    // "H.264", "U.S.5": one letter before the stop is an abbreviation or a name, not a sentence's end.
    if (afterStop !== undefined && /^\p{L}$/u.test(before ?? '')) continue;
    const why =
      year !== undefined
        ? `"${written}" may be the year ${year} followed by marker ${label}, which Works cited does not list, or a number`
        : decimal !== undefined
          ? `"${written}" may be ${decimal} followed by marker ${label}, which Works cited does not list`
          : `"${written}" reads as marker ${label}, which Works cited does not list`;
    found.push({ index, length: 0, markers: [{ offset, syntax: 'glued', label, written, ambiguous: why }] });
  }
  return found;
}
