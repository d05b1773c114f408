// A report's blocks in document order, and its source lists found by their structure, not by a
// heading's name: a run of entries is a source list wherever it stands (under a heading, after a
// label line such as "References:" or "**Sources:**", or after nothing), where an entry is a
// number or label with a URL, or a title with its URL on the next line. A heading or a label is a
// hint that lets looser entries in (a title with no URL, a link list), never a requirement.
// A list ends at a thematic break, at a heading (a sub-heading of a Sources heading excepted), or
// at a paragraph that is not an entry. Lists whose numbering restarts at 1 each apply to the text
// since the previous one (a pasted thread of answers, each with its list); the text after the
// last list applies to it. One pass over the tree, with an explicit stack (no recursion).
import type { Heading, List, Paragraph, PhrasingContent, Root, RootContent, Table, TableCell } from 'mdast';
import { normaliseLabel, plain } from './inline.js';
import { textFragmentQuote } from './url-identity.js';
import {
  footnoteEntry,
  isEmphasisOnly,
  lineFacts,
  lines,
  offsetOf,
  slice,
  type Line,
  type LineFacts,
  type SourceEntry,
} from './sources.js';

/** A block whose sentences are claims: a paragraph, a table cell, a heading that carries a citation mark. */
export interface ClaimBlock {
  children: PhrasingContent[];
  offset: number;
  /** Which group of source lists its numbers index (see `DocumentParts.scopes`). */
  scope: number;
  /** A heading: its sentences are claims only when it carries a citation mark. */
  heading?: true;
  /** A row of links right under a finding (`- [Source](url)`): its links cite the block before it. */
  citesPrevious?: true;
  /** A table cell's text. */
  cell?: true;
  /** The text of the heading the block stands under, where there is one (citation recall leaves some sections out). */
  section?: string;
}

export interface SourceSection {
  /** What introduced it ("Sources", "References:"), or how it looks when nothing did ("numbered list at line 40"). */
  heading: string;
  offset: number;
  worksCited: boolean;
  /** Entries in order (for gaps). */
  entries: SourceEntry[];
  /** Which group of lists it belongs to: lists whose numbering restarts each open a group. */
  scope: number;
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
  /** How many groups of source lists there are (at least 1); a claim block's `scope` is one of them. */
  scopes: number;
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

// "Sources", "## **Works cited**", "References and Research Sources", "Citations:", "Key Citations",
// "Bibliography", "SOURCES USED IN THIS SECTION:", "All sources used in research". A few words may
// come first (key, all, cited …), never any word: "Renewable Energy Sources" lists no sources.
export const SOURCE_HEADING =
  /^(?:\d+[.)]?\s*)?(?:(?:key|main|primary|selected|cited|additional|further|all|full|research|other|useful|external|online|academic|relevant|supporting|web)\s+){0,2}(?:sources?|references?|works cited|citations?|bibliography|reference list|further reading|reading list|links)(?:\s+(?:and|&)\s+(?:(?:research|further)\s+)?(?:sources|resources|references|citations|links|further reading))?(?:\s+(?:used|cited|consulted|list)(?:\s+in\s+(?:this|the)\s+(?:section|report|research|answer))?)?(?:\s+in\s+research)?\s*:?$/i;

/** One unit of the document in order, as the grouping pass reads it. */
type Unit =
  | { kind: 'heading'; node: Heading; text: string }
  | { kind: 'break' }
  | { kind: 'paragraph'; node: Paragraph; item: ItemPlace | null }
  | { kind: 'table'; node: Table; item: ItemPlace | null };

/** Where a paragraph stands in a list: which item, its number in an ordered list, and whether it opens the item. */
interface ItemPlace {
  id: number;
  number?: number;
  opens: boolean;
  depth: number;
}

/** The document's units in order, definitions, footnotes and HTML collected on the way. */
function units(root: Root, source: string, parts: DocumentParts): Unit[] {
  const out: Unit[] = [];
  let items = 0;
  const stack: { node: RootContent; item: ItemPlace | null }[] = [];
  for (let i = root.children.length - 1; i >= 0; i--) stack.push({ node: root.children[i] as RootContent, item: null });
  while (stack.length > 0) {
    const { node, item } = stack.pop() as { node: RootContent; item: ItemPlace | null };
    switch (node.type) {
      case 'heading':
        out.push({ kind: 'heading', node, text: plain(node).replace(/[*_`]/g, '').trim() });
        break;
      case 'thematicBreak':
        out.push({ kind: 'break' });
        break;
      case 'paragraph':
        out.push({ kind: 'paragraph', node, item });
        break;
      case 'table':
        out.push({ kind: 'table', node, item });
        break;
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
          break;
        }
        parts.definedAt.set(label, offsetOf(node));
        // Only numbered definitions are a source list ([3]: https://… "Title"); [logo]: … and
        // Gemini's embedded [image1]: <data:…> are link and image targets (links cite where used).
        parts.targets.set(label, node.url);
        if (/^\d+$/.test(label))
          parts.definitions.push({
            list: 'definitions',
            label,
            written: node.label ?? node.identifier,
            syntax: 'definition',
            url: node.url,
            ...fragmentQuote(node.url),
            title: node.title ?? '',
            raw: slice(source, node),
            offset: offsetOf(node),
          });
        break;
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
        break;
      case 'html':
        parts.html.push(node.value);
        break;
      case 'list':
        pushList(node, item, stack, () => items++);
        break;
      case 'blockquote':
        for (let i = node.children.length - 1; i >= 0; i--) stack.push({ node: node.children[i] as RootContent, item });
        break;
      default:
        // Code, YAML front matter, math: never claims, never sources.
        break;
    }
  }
  return out;
}

function pushList(
  list: List,
  parent: ItemPlace | null,
  stack: { node: RootContent; item: ItemPlace | null }[],
  nextId: () => number,
): void {
  const depth = (parent?.depth ?? 0) + 1;
  const places = list.children.map((_, index) => ({
    id: nextId(),
    ...(list.ordered ? { number: (list.start ?? 1) + index } : {}),
    depth,
  }));
  for (let index = list.children.length - 1; index >= 0; index--) {
    const children = list.children[index]?.children ?? [];
    const place = places[index] as Omit<ItemPlace, 'opens'>;
    for (let c = children.length - 1; c >= 0; c--)
      stack.push({ node: children[c] as RootContent, item: { ...place, opens: c === 0 } });
  }
}

/** The hint a run of entries stands under. */
interface Hint {
  kind: 'heading' | 'label';
  text: string;
  offset: number;
  /** A heading's depth: the list runs to the next heading as high. */
  depth: number;
}

/** An entry being read: its facts so far, from its first line and its continuation lines. */
interface Draft {
  facts: LineFacts;
  /** The list item it opened in, to tell its continuation lines from the next item, and how deep that item is. */
  item: number | null;
  depth: number;
  start: number;
  end: number;
}

/** A run of entries being gathered, and the claim blocks it took, which go back to the text if it is no list. */
interface Run {
  hint: Hint | null;
  drafts: Draft[];
  /** How many of `drafts` have a URL, kept as they are fed: counting them for each paragraph was quadratic. */
  withUrl: number;
  taken: ClaimBlock[];
  /** The unit before the run was prose (a finding): unnumbered link rows there cite it. */
  afterProse: boolean;
  offset: number;
}

/** The text's citation numbers ("[3]", "[1, 2]", "[cite: 4]"), for telling an unannounced numbered list of sources from a list of claims. */
export function citedNumbers(source: string): Set<string> {
  const numbers = new Set<string>();
  // Not "[10](https://…)": a numbered link cites its URL, not a list's entry.
  for (const match of source.matchAll(/\[(?:cite:\s*)?(\d{1,4}(?:\s*[,–-]\s*\d{1,4})*)\](?!\()/g))
    for (const piece of (match[1] as string).split(/[,–-]/)) numbers.add(normaliseLabel(piece));
  for (const match of source.matchAll(/\[\^(\d{1,4})\]/g)) numbers.add(normaliseLabel(match[1] as string));
  return numbers;
}

export function splitDocument(root: Root, source: string): DocumentParts {
  const parts: DocumentParts = {
    blocks: [],
    sections: [],
    definitions: [],
    targets: new Map(),
    footnotes: [],
    html: [],
    scopes: 1,
    definedAt: new Map(),
    redefined: [],
  };
  const cited = citedNumbers(source);
  let scope = 0;
  let scopeNumbered = false;
  let run: Run | null = null;
  // Blocks from this index on stand after the last list, in the text the next list applies to.
  let sinceList = 0;
  // What stood before: prose (a finding), or a heading, label or break (a list there is a list).
  let afterProse = false;
  // The text of the last heading: the section a block stands in.
  let section: string | undefined;
  const under = () => (section === undefined ? {} : { section });

  const claim = (children: PhrasingContent[], offset: number, extra: Partial<ClaimBlock> = {}): ClaimBlock => {
    const block: ClaimBlock = { children, offset, scope, ...under(), ...extra };
    parts.blocks.push(block);
    return block;
  };
  /** A block a run takes: held in the run until the run is judged. */
  const take = (into: Run, children: PhrasingContent[], offset: number): void => {
    into.taken.push({ children, offset, scope, ...under() });
  };
  const close = (): void => {
    if (run) finishRun(run);
    run = null;
  };
  const finishRun = (done: Run): void => {
    const entries = settle(done.drafts, source);
    const verdict = judge(done, entries, cited);
    // The run's blocks wait in the run until it is judged: claims after all, or citations of the finding before, or sources.
    if (verdict === 'text' || verdict === 'cites-previous') {
      for (const block of done.taken) {
        if (verdict === 'cites-previous') block.citesPrevious = true;
        block.scope = scope;
        parts.blocks.push(block);
      }
      return;
    }
    const numbered = entries.some((entry) => entry.label !== undefined);
    const restarts = numbered && entries.some((entry) => entry.label === '1');
    if (numbered && restarts && scopeNumbered) {
      // Numbering restarts: a new group, applying to the text since the previous list (each block moves once).
      scope++;
      for (let index = sinceList; index < parts.blocks.length; index++)
        (parts.blocks[index] as ClaimBlock).scope = scope;
    }
    if (numbered) scopeNumbered = true;
    sinceList = parts.blocks.length;
    const index = parts.sections.length;
    const name = done.hint ? done.hint.text : `${numbered ? 'numbered' : 'link'} list at offset ${done.offset}`;
    const section: SourceSection = {
      heading: name,
      offset: done.hint?.offset ?? done.offset,
      worksCited: /^works cited/i.test(done.hint?.text ?? ''),
      entries: [],
      scope,
    };
    for (const entry of entries) {
      entry.list = `the "${name}" list ${index + 1}`;
      entry.scope = scope;
      if (section.worksCited) entry.worksCited = true;
      section.entries.push(entry);
    }
    parts.sections.push(section);
  };

  for (const unit of units(root, source, parts)) {
    if (unit.kind === 'heading') {
      const depth = unit.node.depth;
      if (run !== null && (run as Run).hint?.kind === 'heading' && depth > ((run as Run).hint as Hint).depth) continue;
      close();
      section = unit.text;
      if (SOURCE_HEADING.test(unit.text)) {
        run = newRun(
          { kind: 'heading', text: unit.text, offset: offsetOf(unit.node), depth },
          false,
          offsetOf(unit.node),
        );
      }
      // A heading is a claim only where it carries a citation mark ("### PRIMARY RECOMMENDATION[^1]").
      claim(unit.node.children, offsetOf(unit.node), { heading: true });
      afterProse = false;
      continue;
    }
    if (unit.kind === 'break') {
      close();
      afterProse = false;
      continue;
    }
    if (unit.kind === 'table') {
      const rows = tableLines(unit.node, source);
      if (run !== null) {
        for (const line of rows) feed(run, lineFacts(line, source, undefined), null, line, true);
        continue;
      }
      for (const row of unit.node.children)
        for (const cell of row.children as TableCell[]) claim(cell.children, offsetOf(cell), { cell: true });
      afterProse = true;
      continue;
    }
    // A paragraph.
    if (run === null && isBoilerplate(unit.node, source)) continue;
    const paragraphLines = lines(unit.node.children, source, offsetOf(unit.node));
    if (paragraphLines.length === 0) continue;
    const first = paragraphLines[0] as Line;
    const firstText = source.slice(first.start, first.end);
    if (unit.item === null && isLabelLine(firstText)) {
      // "References:", "**Sources:**", "Citations:" (a paragraph, or the first line of one).
      close();
      run = newRun(
        { kind: 'label', text: firstText.replace(/[*_`]/g, '').trim(), offset: first.start, depth: 7 },
        false,
        first.start,
      );
      for (const line of paragraphLines.slice(1)) feed(run, lineFacts(line, source, undefined), null, line, false);
      afterProse = false;
      continue;
    }
    const opening = unit.item?.opens === true;
    const facts = paragraphLines.map((line, index) =>
      lineFacts(line, source, index === 0 && opening ? unit.item?.number : undefined),
    );
    const entryLike = facts.some((fact) => fact.url !== undefined || (fact.label !== undefined && fact.leadingLabel));
    const currentRun = run as Run | null;
    if (currentRun !== null) {
      if (accepts(currentRun, unit.item, facts, paragraphLines)) {
        take(currentRun, unit.node.children, offsetOf(unit.node));
        facts.forEach((fact, index) => feed(currentRun, fact, unit.item, paragraphLines[index] as Line, index === 0));
        afterProse = false;
        continue;
      }
      if (currentRun.hint !== null && currentRun.taken.length === 0 && unit.item === null) {
        // An introduction under a Sources heading ("The sources consulted:"): text, and the list still to come.
        claim(unit.node.children, offsetOf(unit.node));
        continue;
      }
      close();
    }
    if (entryLike && startsUnannounced(facts, unit.item)) {
      const fresh = newRun(null, afterProse && facts[0]?.label === undefined, first.start);
      run = fresh;
      take(fresh, unit.node.children, offsetOf(unit.node));
      facts.forEach((fact, index) => feed(fresh, fact, unit.item, paragraphLines[index] as Line, index === 0));
      afterProse = false;
      continue;
    }
    claim(unit.node.children, offsetOf(unit.node));
    afterProse = !isEmphasisOnly(unit.node.children);
  }
  close();
  parts.scopes = scope + 1;
  // One list is "the Sources list"; several are told apart by their place.
  if (parts.sections.length === 1)
    for (const entry of parts.sections[0]?.entries ?? []) entry.list = entry.list.replace(/ 1$/, '');
  return parts;
}

// A generator's own links ("Answer from Perplexity: pplx.ai/share", "Contribute on GitHub"): no claim, no source.
const BOILERPLATE_TEXT =
  /^(?:answer from perplexity|contribute on github|edit (?:this page )?on github|view on github|open in (?:chatgpt|colab)|share(?: this)?(?: answer| report)?|back to top|report generated by .{1,40})\b/i;
const BOILERPLATE_HOST =
  /^(?:www\.)?(?:perplexity\.ai|pplx\.ai|chatgpt\.com|chat\.openai\.com|gemini\.google\.com|g\.co|claude\.ai)$/i;

// What marks a citation in a paragraph's text: "[1]", "[^2]", "【3†…】", ChatGPT's private-use citations.
const CITATION_LIKE = /\[\^?\s*\d|【|[\uE200-\uE202]|\bcite(?:turn\d)/u;

/**
 * Whether a paragraph holds a citation mark: a footnote or reference link, a link whose text is
 * a number, or a bracketed number in its text. Such a paragraph is never dropped as boilerplate:
 * its marks are read (or reported) as any other paragraph's are.
 */
function holdsMarks(paragraph: Paragraph): boolean {
  const stack: { type: string; children?: unknown }[] = [...paragraph.children];
  while (stack.length > 0) {
    const node = stack.pop() as PhrasingContent;
    if (node.type === 'footnoteReference' || node.type === 'linkReference') return true;
    if (node.type === 'link' && /^\s*\[?\s*\^?\d{1,4}\s*\]?\s*$/.test(plain(node))) return true;
    if ('children' in node && Array.isArray(node.children)) for (const child of node.children) stack.push(child);
  }
  return CITATION_LIKE.test(plain(paragraph));
}

/** A short paragraph that only points at the tool that wrote the report, and cites nothing. */
function isBoilerplate(paragraph: Paragraph, source: string): boolean {
  const text = slice(source, paragraph);
  if (text.length > 160) return false;
  const links = paragraph.children.filter((node) => node.type === 'link');
  if (links.length !== 1 || holdsMarks(paragraph)) return false;
  const host = /^https?:\/\/([^/?#:]+)/i.exec(links[0]?.url ?? '')?.[1] ?? '';
  return (
    BOILERPLATE_TEXT.test(plain(paragraph).trim()) ||
    (BOILERPLATE_HOST.test(host) &&
      !/\/search\/[a-z0-9-]{12,}/i.test(links[0]?.url ?? '') &&
      plain(paragraph).split(/\s+/).length <= 8)
  );
}

/** The passage an entry's URL quotes in its text fragment: the report's quotation of the page. */
function fragmentQuote(url: string | undefined): { quote?: string } {
  const quote = url === undefined ? null : textFragmentQuote(url);
  return quote === null ? {} : { quote };
}

function newRun(hint: Hint | null, afterProse: boolean, offset: number): Run {
  return { hint, drafts: [], withUrl: 0, taken: [], afterProse, offset };
}

/** "References:", "**Sources:**", "Citations", "Sources" ending in a hard break: a label, not a sentence. */
function isLabelLine(text: string): boolean {
  const bare = text
    .replace(/[*_`#]/g, '')
    .replace(/\\$/, '')
    .trim();
  return bare.length <= 60 && SOURCE_HEADING.test(bare);
}

/**
 * Whether a paragraph continues the run: under a hint, every list item does (a title with no URL
 * is an entry without one), and a paragraph does while it is an entry (a label, a URL) or, in a
 * list whose entries mostly have no URL (references written APA-style), while it has neither; in
 * a run nothing announced, only entries do.
 */
function accepts(run: Run, item: ItemPlace | null, facts: readonly LineFacts[], paragraph: readonly Line[]): boolean {
  const entry = facts.some((fact) => fact.url !== undefined || (fact.label !== undefined && fact.leadingLabel));
  if (run.hint === null) return entry && startsUnannounced(facts, item, run);
  const mostlyUrls = run.drafts.length > 0 && run.withUrl * 2 >= run.drafts.length;
  // A new list item of twenty words or more with no URL, in a list whose entries have URLs: a claim, and the list has ended.
  if (item?.opens && !entry && mostlyUrls && (facts[0]?.words ?? 0) >= 20) return false;
  if (item !== null || entry) return true;
  if (isEmphasisOnly(paragraph[0]?.nodes ?? [])) return true;
  return run.drafts.length > 0 && !mostlyUrls;
}

/**
 * Whether a paragraph can stand in a run nothing announced: each of its lines opens with a number
 * and has a URL, or opens with a link or a URL (a link list), and is short enough to be a title.
 */
function startsUnannounced(facts: readonly LineFacts[], item: ItemPlace | null, run?: Run): boolean {
  const first = facts[0];
  if (!first) return false;
  // A continuation line of an item already in the run ("URL: https://…" under "1. Title").
  if (run && item !== null && !item.opens) return true;
  // Only http(s) URLs make a list nothing announced: "1. [Introduction](#introduction)" is a table of contents.
  return facts.every(
    (fact, index) =>
      (fact.http && fact.words <= 40 && (fact.label !== undefined || fact.startsWithUrl)) ||
      (index > 0 && fact.url === undefined && fact.label === undefined),
  );
}

/**
 * Adds a line to the run: a new entry (a line with its own number, a new list item, a new
 * paragraph, a second URL), or the continuation of the open one (`opensParagraph`: the line is
 * a paragraph's first).
 */
function feed(run: Run, facts: LineFacts, item: ItemPlace | null, line: Line, opensParagraph: boolean): void {
  const open = run.drafts[run.drafts.length - 1];
  let continues = false;
  if (open !== undefined && !(facts.label !== undefined && facts.leadingLabel)) {
    const bothUrls = facts.url !== undefined && open.facts.url !== undefined;
    if (item === null) continues = !opensParagraph && !bothUrls;
    else {
      // A later line or paragraph of the open entry's item, or a list nested in it.
      const within =
        open.item === item.id || item.depth > open.depth || (open.item !== null && !(item.opens && opensParagraph));
      // "[45] Trackers:" then "- Qdrant: #5595 …" and, on the item's next lines, three URLs: one numbered entry.
      continues = within && (!bothUrls || (open.facts.leadingLabel && !opensParagraph));
    }
  }
  if (continues && open) {
    // "1. Title" then "URL: https://…": one source, its URL on the next line.
    if (open.facts.url === undefined && facts.url !== undefined) {
      open.facts = { ...open.facts, url: facts.url };
      run.withUrl++;
    }
    open.end = line.end;
    return;
  }
  if (facts.label === undefined && facts.url === undefined && facts.emphasisOnly) return;
  run.drafts.push({ facts, item: item?.id ?? null, depth: item?.depth ?? 0, start: line.start, end: line.end });
  if (facts.url !== undefined) run.withUrl++;
}

/** The run's entries: an unnumbered line with no URL right before an entry with one is that entry's group heading, not a source. */
function settle(drafts: readonly Draft[], source: string): SourceEntry[] {
  const entries: SourceEntry[] = [];
  drafts.forEach((draft, index) => {
    const next = drafts[index + 1];
    const { facts } = draft;
    if (
      facts.label === undefined &&
      facts.url === undefined &&
      next?.facts.url !== undefined &&
      next.facts.label === undefined
    )
      return;
    entries.push({
      list: '',
      ...(facts.label === undefined ? {} : { label: facts.label, written: facts.written ?? facts.label }),
      syntax: 'section',
      ...(facts.url === undefined ? {} : { url: facts.url }),
      ...fragmentQuote(facts.url),
      title: facts.title,
      raw: source.slice(draft.start, draft.end).trim(),
      offset: draft.start,
    });
  });
  return entries;
}

/**
 * What a finished run is: a source list (`list`), link rows that cite the finding above them
 * (`cites-previous`), or ordinary text after all (`text`). A run under a hint is a list when it
 * has an entry with a URL or a number; one nothing announced must look like one: numbered entries the text cites, or
 * rows that each open with a link.
 */
function judge(
  run: Run,
  entries: readonly SourceEntry[],
  cited: ReadonlySet<string>,
): 'list' | 'cites-previous' | 'text' {
  // Under a hint, a list has an entry with a URL or a number ("**Source Types:** …" counts, it does not list).
  if (run.hint) return entries.some((entry) => entry.url !== undefined || entry.label !== undefined) ? 'list' : 'text';
  if (entries.length === 0) return 'text';
  const numbered = entries.filter((entry) => entry.label !== undefined && entry.url !== undefined);
  const drafts = run.drafts;
  const linkRows = drafts.every((draft) => draft.facts.startsWithUrl && draft.facts.afterLinkWords <= 12);
  if (numbered.length === entries.length) {
    if (numbered.some((entry) => cited.has(entry.label as string))) return 'list';
    return linkRows && entries.length >= 2 ? 'list' : 'text';
  }
  if (numbered.length > 0 || !linkRows) return 'text';
  // `- [Source](url)` right under a finding cites it; a link list elsewhere lists sources.
  if (run.afterProse) return 'cites-previous';
  return entries.length >= 2 ? 'list' : 'text';
}

/** A table's rows as lines (cells joined), for a table inside a source list. */
function tableLines(table: Table, source: string): Line[] {
  const out: Line[] = [];
  table.children.forEach((row, index) => {
    // The header row names the columns.
    if (index === 0) return;
    const nodes: PhrasingContent[] = [];
    for (const cell of row.children) {
      if (nodes.length > 0) nodes.push({ type: 'text', value: ' | ' });
      for (const child of cell.children) nodes.push(child);
    }
    const start = offsetOf(row);
    const end = row.position?.end.offset ?? start;
    if (source.slice(start, end).trim() !== '') out.push({ nodes, start, end });
  });
  return out;
}
