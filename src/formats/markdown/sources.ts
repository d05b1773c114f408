// The report's source lists, and the blocks that hold its claims. A source list is a section under
// a heading such as "Sources", "References" or "Works cited" (up to the next heading as high),
// the reference definitions (`[3]: https://… "Title"`) and the footnote definitions (`[^3]: …`).
// Each entry keeps its number, its URL, its title and the line as the report writes it.
import type {
  BlockContent,
  DefinitionContent,
  Heading,
  List,
  ListItem,
  Paragraph,
  PhrasingContent,
  Root,
  RootContent,
  TableCell,
} from 'mdast';
import { normaliseLabel } from './inline.js';

export interface SourceEntry {
  /** Which list: the definitions, the footnotes, or the n-th source section (from 0). */
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
  /** Under a "Works cited" heading (Gemini). */
  worksCited?: boolean;
  /** A citation citegate placed in a provider's answer: its label is not a number of the report. */
  placed?: boolean;
}

/** A block whose sentences are claims: a paragraph, a heading's text is not one. */
export interface ClaimBlock {
  children: PhrasingContent[];
  offset: number;
  /** A table cell's text. */
  cell?: true;
  /** The heading the block stands under (its text), where there is one. */
  heading?: string;
}

export interface SourceSection {
  heading: string;
  offset: number;
  worksCited: boolean;
  /** Entries numbered in the list, in order (for gaps). */
  entries: SourceEntry[];
}

export interface DocumentParts {
  blocks: ClaimBlock[];
  sections: SourceSection[];
  definitions: SourceEntry[];
  /** Every reference definition's URL by label (what `[text][label]` links to). */
  targets: Map<string, string>;
  footnotes: SourceEntry[];
  /** Raw HTML blocks (Perplexity's hidden footnote list), kept to recognise the dialect. */
  html: string[];
  /** A label's first definition (the one links use): its offset. */
  definedAt: Map<string, number>;
  /** Definitions of a label already defined: never bound, reported. */
  redefined: Redefinition[];
}

export interface Redefinition {
  /** The label as written. */
  written: string;
  url: string;
  offset: number;
  /** The definition that counts. */
  first: { url: string; offset: number };
}

// "Sources", "## **Works cited**", "References and Research Sources", "Citations:", "Bibliography".
const SOURCE_HEADING =
  /^(?:\d+[.)]?\s*)?(?:sources?|references?|works cited|citations?|bibliography|cited sources|reference list|references and (?:research )?(?:sources|resources)|sources and references|sources cited)\s*:?$/i;

function plain(node: { children?: unknown; value?: unknown }): string {
  if (typeof node.value === 'string') return node.value;
  if (Array.isArray(node.children))
    return (node.children as { children?: unknown; value?: unknown }[]).map(plain).join('');
  return '';
}

function offsetOf(node: { position?: { start: { offset?: number } } }): number {
  return node.position?.start.offset ?? 0;
}

export function splitDocument(root: Root, source: string): DocumentParts {
  const parts: DocumentParts = {
    blocks: [],
    sections: [],
    definitions: [],
    targets: new Map(),
    footnotes: [],
    html: [],
    definedAt: new Map(),
    redefined: [],
  };
  let section: { depth: number; section: SourceSection } | null = null;
  let heading: string | undefined;
  for (const node of root.children) {
    if (node.type === 'heading') {
      if (section && node.depth <= section.depth) section = null;
      const text = plain(node).replace(/[*_`]/g, '').trim();
      heading = text;
      if (SOURCE_HEADING.test(text)) {
        const entry: SourceSection = {
          heading: text,
          offset: offsetOf(node),
          worksCited: /^works cited/i.test(text),
          entries: [],
        };
        parts.sections.push(entry);
        section = { depth: (node as Heading).depth, section: entry };
      }
      continue;
    }
    const before = parts.blocks.length;
    collect(node, source, parts, section?.section ?? null);
    if (heading !== undefined)
      for (let at = before; at < parts.blocks.length; at++) parts.blocks[at]!.heading = heading;
  }
  // One list is "the Sources list"; several are told apart by their place.
  if (parts.sections.length === 1)
    for (const entry of parts.sections[0]?.entries ?? []) entry.list = entry.list.replace(/ 1$/, '');
  return parts;
}

function collect(
  node: RootContent | BlockContent | DefinitionContent,
  source: string,
  parts: DocumentParts,
  section: SourceSection | null,
): void {
  switch (node.type) {
    case 'definition': {
      // The first definition of a label is the one links use, as CommonMark and GitHub have it;
      // a later one ([ref]: then [REF]:) is reported, and never bound.
      const label = normaliseLabel(node.identifier);
      const first = parts.definedAt.get(label);
      if (first !== undefined) {
        parts.redefined.push({
          written: node.label ?? node.identifier,
          url: node.url,
          offset: offsetOf(node),
          first: { url: parts.targets.get(label) ?? '', offset: first },
        });
        return;
      }
      parts.definedAt.set(label, offsetOf(node));
      // Only numbered definitions are a source list ([3]: https://… "Title"); [logo]: … and
      // Gemini's embedded [image1]: <data:…> are link and image targets (links cite where used).
      parts.targets.set(label, node.url);
      if (!/^\d+$/.test(label)) return;
      parts.definitions.push({
        list: 'definitions',
        label: normaliseLabel(node.identifier),
        written: node.label ?? node.identifier,
        syntax: 'definition',
        url: node.url,
        title: node.title ?? '',
        raw: slice(source, node),
        offset: offsetOf(node),
      });
      return;
    }
    case 'footnoteDefinition':
      parts.footnotes.push(
        footnoteEntry(
          node.identifier,
          node.label ?? node.identifier,
          node.children,
          source,
          offsetOf(node),
          slice(source, node),
        ),
      );
      return;
    case 'html':
      parts.html.push(node.value);
      return;
    case 'code':
    case 'thematicBreak':
    case 'yaml' as string:
      return;
    case 'paragraph':
      if (section)
        for (const line of lines(node.children, source)) addSectionEntry(section, line, source, undefined, parts);
      else parts.blocks.push({ children: node.children, offset: offsetOf(node) });
      return;
    case 'list':
      if (section) listEntries(node, section, source, parts);
      else for (const item of node.children) for (const child of item.children) collect(child, source, parts, null);
      return;
    case 'table':
      if (section) return;
      for (const row of node.children)
        for (const cell of row.children as TableCell[])
          parts.blocks.push({ children: cell.children, offset: offsetOf(cell), cell: true });
      return;
    case 'heading':
      return;
    default:
      if ('children' in node)
        for (const child of node.children as (BlockContent | DefinitionContent)[])
          collect(child, source, parts, section);
  }
}

function listEntries(list: List, section: SourceSection, source: string, parts: DocumentParts): void {
  list.children.forEach((item: ListItem, index) => {
    const number = list.ordered ? (list.start ?? 1) + index : undefined;
    let first = true;
    for (const child of item.children) {
      if (child.type === 'paragraph' && first) {
        for (const line of lines(child.children, source)) {
          addSectionEntry(section, line, source, first ? number : undefined, parts);
          first = false;
        }
      } else if (child.type === 'list') listEntries(child, section, source, parts);
      else if (child.type === 'definition' || child.type === 'footnoteDefinition')
        collect(child, source, parts, section);
    }
  });
}

/** One line of a list entry or paragraph: its inline nodes, split at hard and soft breaks. */
interface Line {
  nodes: PhrasingContent[];
  start: number;
  end: number;
}

function lines(children: readonly PhrasingContent[], source: string): Line[] {
  const out: Line[] = [];
  let current: PhrasingContent[] = [];
  const flush = () => {
    const meaningful = current.filter((node) => !(node.type === 'text' && node.value.trim() === ''));
    if (meaningful.length > 0) {
      const first = meaningful[0] as PhrasingContent;
      const last = meaningful[meaningful.length - 1] as PhrasingContent;
      out.push({ nodes: current, start: offsetOf(first), end: last.position?.end.offset ?? offsetOf(last) });
    }
    current = [];
  };
  for (const node of children) {
    if (node.type === 'break') flush();
    else if (node.type === 'text' && node.value.includes('\n')) {
      // A soft line break ends an entry: "[1] Title: URL" lines often have none between them.
      const pieces = node.value.split('\n');
      let offset = offsetOf(node);
      pieces.forEach((piece, index) => {
        if (index > 0) flush();
        const at = source.indexOf(piece, offset);
        const start = at === -1 ? offset : at;
        if (piece !== '')
          current.push({
            type: 'text',
            value: piece,
            position: {
              start: { line: 0, column: 0, offset: start },
              end: { line: 0, column: 0, offset: start + piece.length },
            },
          });
        offset = start + piece.length;
      });
    } else current.push(node);
  }
  flush();
  return out;
}

// "[3] ", "[^3]: ", "3. ", "3) " at an entry's start.
const LEADING_LABEL = /^\s*(?:\[(\^?)([\w.-]{1,12})\]\s*:?|(\d{1,4})[.)](?=\s))\s*/;
const BARE_URL = /\b[a-z][a-z0-9+.-]*:\/\/[^\s<>()\]]+/i;
const EDGE_SEPARATORS = /^[\s:,;–—|-]+|[\s:,;–—|-]+$/g;

function addSectionEntry(
  section: SourceSection,
  line: Line,
  source: string,
  number: number | undefined,
  parts: DocumentParts,
): void {
  const entry = parseLine(line, source, number, `the "${section.heading}" list ${parts.sections.indexOf(section) + 1}`);
  if (!entry) return;
  if (section.worksCited) entry.worksCited = true;
  section.entries.push(entry);
}

/** An entry of a source section: its label, URL and title. */
function parseLine(line: Line, source: string, number: number | undefined, list: string): SourceEntry | null {
  const raw = source.slice(line.start, line.end).trim();
  if (raw === '') return null;
  let label = number === undefined ? undefined : String(number);
  let written = label;
  let url: string | undefined;
  const titleParts: string[] = [];
  line.nodes.forEach((node, index) => {
    if (node.type === 'link') {
      const text = plain(node).trim();
      if (index === 0 && label === undefined && /^\[?\^?\d{1,4}\]?$/.test(text)) {
        // [1](https://…): the link is the number.
        label = normaliseLabel(text.replace(/[[\]^]/g, ''));
        written = text;
        url ??= node.url;
        return;
      }
      url ??= node.url;
      // A title link ([Title](url)) gives its words; a bare one ([url](url)) none.
      if (text !== node.url && text !== node.url.replace(/^https?:\/\//, '')) titleParts.push(text);
      return;
    }
    let text = plain(node as { value?: unknown; children?: unknown });
    if (index === 0 && node.type === 'text') {
      const leading = LEADING_LABEL.exec(text);
      if (leading && label === undefined) {
        written = `${leading[1] ?? ''}${leading[2] ?? leading[3]}`;
        label = normaliseLabel(leading[2] ?? leading[3] ?? '');
        text = text.slice(leading[0].length);
      }
    }
    if (url === undefined) {
      const bare = BARE_URL.exec(text);
      if (bare) {
        url = bare[0].replace(/[.,;]+$/, '');
        text = text.replace(bare[0], ' ');
      }
    }
    titleParts.push(text);
  });
  if (label === undefined && url === undefined && isEmphasisOnly(line.nodes)) return null;
  const title = titleParts.join('').replace(/\s+/g, ' ').replace(EDGE_SEPARATORS, '').trim();
  return {
    list,
    ...(label === undefined ? {} : { label, written: written ?? label }),
    syntax: 'section',
    ...(url === undefined ? {} : { url }),
    title,
    raw,
    offset: line.start,
  };
}

/**
 * "**Vendor Documentation**", "*Sources are listed in citation order.*": a group heading or a note
 * written wholly in bold or italics, with no number and no URL, introduces entries and is not one.
 */
function isEmphasisOnly(nodes: readonly PhrasingContent[]): boolean {
  const meaningful = nodes.filter((node) => !(node.type === 'text' && node.value.trim() === ''));
  return meaningful.length === 1 && (meaningful[0]?.type === 'strong' || meaningful[0]?.type === 'emphasis');
}

/** `[^3]: https://…`, `[^1_4]: https://…`, Jina's `[^3]: quoted text [Title](https://…)`, `[^2]: paste.txt`. */
function footnoteEntry(
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

function slice(source: string, node: { position?: { start: { offset?: number }; end: { offset?: number } } }): string {
  return source.slice(node.position?.start.offset ?? 0, node.position?.end.offset ?? 0).trim();
}

export type { Heading };
