// Markdown to a syntax tree (mdast: what ./sources.ts and ./inline.ts read) with a source position
// on every node, inline ones included, with GitHub's extensions: tables, footnotes, autolink
// literals (a bare https://… or www.… is a link), strikethrough, task list items.
// The parser is markdown-it (./engine.ts), which stays linear on every hostile shape we know of;
// the tree is built here from its token stream with explicit stacks (nothing here recurses over
// the input's depth), and every text node carries where each of its characters came from
// (`data.runs`, ./offsets.ts), so that no character has to be searched for in the source.
import type {
  Definition,
  FootnoteDefinition,
  Heading,
  Link,
  LinkReference,
  List,
  ListItem,
  Nodes,
  Paragraph,
  Parent,
  PhrasingContent,
  Root,
  Table,
  TableCell,
  TableRow,
  Text,
} from 'mdast';
import type { Token } from 'markdown-it';
import type { Position } from 'unist';
import { markdownEngine, MAX_NESTING, type ParseRecord, type Placed } from './engine.js';
import { listedLinesOverLimit } from './prescan.js';

declare module 'mdast' {
  interface TextData {
    /**
     * Where the text's characters are in the source: triples of (index in the value, offset in
     * the source, length in the source). A character at index i of a run starting at `at` is at
     * `offset + min(i - at, length - 1)`: a run of literal text maps one to one, an entity or
     * escape (`&amp;`, `\*`) maps all it stands for to where it starts.
     */
    runs?: number[];
  }
}

/** Emphasis nested deeper than this inside other emphasis keeps its words and loses only its formatting. */
export const MAX_INLINE_NESTING = 16;

/** A text citegate does not read: it is nested past what the parser reads. */
export class MarkdownLimitError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(message);
  }
}

export function parseMarkdown(text: string): Root {
  const source = new SourceMap(text);
  // Counted before parsing, in one linear pass over the lines as the parser sees them (a CR alone
  // ends one too): too many definitions or entries is refused whole.
  const over = listedLinesOverLimit(source.normalized);
  if (over) throw new MarkdownLimitError(over.message, over.line);
  const env: ParseRecord = { anchors: new Map(), nestingLine: -1 };
  const tokens = markdownEngine().parse(source.normalized, env as unknown as Record<string, unknown>);
  if (env.nestingLine !== -1) {
    const line = env.nestingLine + 1;
    throw new MarkdownLimitError(
      `block quotes and lists are nested more than ${MAX_NESTING} levels deep at line ${line} (a block quote counts one level, a list two): citegate reads no deeper, so this report is not read`,
      line,
    );
  }
  return new TreeBuilder(source, env).build(tokens);
}

/**
 * The text as the parser reads it (CRLF and CR line endings as LF, NUL as U+FFFD, which keeps
 * every offset but a CRLF's) and the way back to offsets, lines and columns of the text itself.
 */
class SourceMap {
  readonly normalized: string;
  /** Normalized offsets of the line feeds that stand for a CRLF. */
  private readonly crlf: Int32Array;
  private readonly lineStarts: Int32Array;

  constructor(text: string) {
    const crlf: number[] = [];
    for (let at = text.indexOf('\r\n'); at !== -1; at = text.indexOf('\r\n', at + 2)) crlf.push(at - crlf.length);
    this.crlf = Int32Array.from(crlf);
    // eslint-disable-next-line no-control-regex -- NUL, as CommonMark replaces it
    this.normalized = text.replace(/\r\n?/g, '\n').replace(/\u0000/g, '\uFFFD');
    const starts = [0];
    for (let at = this.normalized.indexOf('\n'); at !== -1; at = this.normalized.indexOf('\n', at + 1))
      starts.push(at + 1);
    this.lineStarts = Int32Array.from(starts);
  }

  /** The offset in the text of a normalized offset. */
  offset(normalized: number): number {
    return normalized + countBelow(this.crlf, normalized);
  }

  point(normalized: number): { line: number; column: number; offset: number } {
    const line = countBelow(this.lineStarts, normalized + 1);
    return {
      line,
      column: normalized - (this.lineStarts[line - 1] ?? 0) + 1,
      offset: this.offset(normalized),
    };
  }

  position(start: number, end: number): Position {
    return { start: this.point(start), end: this.point(Math.max(start, end)) };
  }
}

/** How many values of the sorted array are below `value`. */
function countBelow(sorted: Int32Array, value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (sorted[mid]! < value) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** mdast's identifier of a label: whitespace collapsed, case folded. */
export function normalizeIdentifier(label: string): string {
  return label
    .replace(/[\t\n\r ]+/g, ' ')
    .replace(/^ | $/g, '')
    .toLowerCase()
    .toUpperCase()
    .toLowerCase();
}

type Container = Parent & { position?: Position };
interface Frame {
  /** Null for a token that opens no node of its own (a table's head and body; emphasis past the cap). */
  node: Container | null;
  children: Nodes[];
}

const FORMATTING: Record<string, 'emphasis' | 'strong' | 'delete'> = {
  em_open: 'emphasis',
  strong_open: 'strong',
  s_open: 'delete',
};
const CLOSING_FORMATTING = new Set(['em_close', 'strong_close', 's_close']);
const TASK = /^\[[ xX]\](?:[ \t]+|$)/;
const WWW = /www\./i;

class TreeBuilder {
  constructor(
    private readonly source: SourceMap,
    private readonly env: ParseRecord,
  ) {}

  build(tokens: readonly Token[]): Root {
    const root: Root = {
      type: 'root',
      children: [],
      position: this.source.position(0, this.source.normalized.length),
    };
    const stack: Frame[] = [{ node: root, children: root.children }];
    for (const token of tokens as readonly Placed[]) {
      const start = token.start ?? 0;
      const end = token.end ?? start;
      const position = () => this.source.position(start, end);
      const top = stack[stack.length - 1]!;
      switch (token.type) {
        case 'paragraph_open':
          open(stack, { type: 'paragraph', children: [], position: position() } satisfies Paragraph);
          break;
        case 'heading_open':
          open(stack, {
            type: 'heading',
            depth: Number(token.tag.slice(1)) as Heading['depth'],
            children: [],
            position: position(),
          } satisfies Heading);
          break;
        case 'blockquote_open':
          open(stack, { type: 'blockquote', children: [], position: position() });
          break;
        case 'bullet_list_open':
        case 'ordered_list_open': {
          const ordered = token.type === 'ordered_list_open';
          open(stack, {
            type: 'list',
            ordered,
            start: ordered ? Number(token.attrGet('start') ?? 1) : null,
            spread: false,
            children: [],
            position: position(),
          } satisfies List);
          break;
        }
        case 'list_item_open':
          open(stack, { type: 'listItem', spread: false, checked: null, children: [], position: position() });
          break;
        case 'table_open':
          open(stack, { type: 'table', align: [], children: [], position: position() } satisfies Table);
          break;
        case 'tr_open':
          open(stack, { type: 'tableRow', children: [], position: position() } satisfies TableRow);
          break;
        case 'th_open':
        case 'td_open':
          open(stack, { type: 'tableCell', children: [], position: position() } satisfies TableCell);
          break;
        case 'footnote_reference_open': {
          const label = String((token.meta as { label: string }).label);
          open(stack, {
            type: 'footnoteDefinition',
            identifier: normalizeIdentifier(label),
            label,
            children: [],
            position: position(),
          } satisfies FootnoteDefinition);
          break;
        }
        case 'inline':
          this.inline(token, top.children);
          break;
        case 'fence':
        case 'code_block':
          top.children.push({
            type: 'code',
            lang: token.info.trim().split(/\s/)[0] || null,
            meta: null,
            value: token.content.replace(/\n$/, ''),
            position: position(),
          });
          break;
        case 'html_block':
          top.children.push({ type: 'html', value: token.content.replace(/\n+$/, ''), position: position() });
          break;
        case 'hr':
          top.children.push({ type: 'thematicBreak', position: position() });
          break;
        case 'definition': {
          const meta = token.meta as { label: string; href: string; title: string };
          top.children.push({
            type: 'definition',
            identifier: normalizeIdentifier(meta.label),
            label: meta.label,
            url: meta.href,
            title: meta.title === '' ? null : meta.title,
            position: position(),
          } satisfies Definition);
          break;
        }
        default:
          if (token.nesting === 1) stack.push({ node: null, children: top.children });
          else if (token.nesting === -1 && stack.length > 1) {
            const frame = stack.pop()!;
            if (frame.node?.position && token.end !== undefined)
              frame.node.position.end = this.source.point(Math.max(token.end, token.start ?? 0));
            if (frame.node?.type === 'listItem') taskListItem(frame.node as ListItem);
          }
      }
    }
    return root;
  }

  /** An inline token's children as phrasing content, appended to `out`. */
  private inline(token: Token, out: Nodes[]): void {
    const children = (token.children ?? []) as Placed[];
    if (children.length === 0) return;
    const anchors = this.env.anchors.get(token) ?? [0, (token as Placed).start ?? 0];
    const content = token.content;
    const toText = (index: number): number => {
      // The last anchor at or before the index: its line.
      let low = 0;
      let high = anchors.length / 2 - 1;
      while (low < high) {
        const mid = (low + high + 1) >>> 1;
        if (anchors[mid * 2]! <= index) low = mid;
        else high = mid - 1;
      }
      return anchors[low * 2 + 1]! + (index - anchors[low * 2]!);
    };
    const stack: Frame[] = [{ node: null, children: out }];
    const text = new TextBuffer(this.source);
    let formatting = 0;
    let inLink = 0;
    const flush = () => {
      for (const node of text.take(inLink === 0)) stack[stack.length - 1]!.children.push(node);
    };
    const place = (node: Nodes, start: number, end: number) => {
      node.position = this.source.position(toText(start), end > start ? toText(end - 1) + 1 : toText(start));
      return node;
    };
    for (const child of children) {
      const start = child.start ?? 0;
      const end = child.end ?? start;
      const top = stack[stack.length - 1]!;
      switch (child.type) {
        case 'text':
          if (child.content !== '')
            text.add(
              child.content,
              toText(start),
              toText(Math.max(start, end - 1)) + 1,
              end - start === child.content.length,
            );
          continue;
        case 'text_special':
        case 'softbreak':
          text.add(child.type === 'softbreak' ? '\n' : child.content, toText(start), toText(start) + 1, false);
          continue;
      }
      flush();
      switch (child.type) {
        case 'hardbreak':
          top.children.push(place({ type: 'break' }, start, end));
          break;
        case 'code_inline':
          top.children.push(place({ type: 'inlineCode', value: child.content }, start, end));
          break;
        case 'html_inline':
          top.children.push(place({ type: 'html', value: child.content }, start, end));
          break;
        case 'image':
          top.children.push(
            place(
              {
                type: 'image',
                url: String(child.attrGet('src') ?? ''),
                alt: child.content,
                title: child.attrGet('title') === null ? null : String(child.attrGet('title')),
              },
              start,
              end,
            ),
          );
          break;
        case 'footnote_ref': {
          const label = String((child.meta as { label: string }).label);
          top.children.push(
            place({ type: 'footnoteReference', identifier: normalizeIdentifier(label), label }, start, end),
          );
          break;
        }
        case 'link_open': {
          const node = place(linkNode(child, content), start, end) as Link | LinkReference;
          top.children.push(node);
          stack.push({ node, children: node.children });
          inLink++;
          break;
        }
        default: {
          const kind = FORMATTING[child.type];
          if (kind !== undefined) {
            // Past the cap the words stay and only the formatting goes: no tree is deeper than a walk can go.
            if (formatting >= MAX_INLINE_NESTING) stack.push({ node: null, children: top.children });
            else {
              const node = place({ type: kind, children: [] }, start, end) as Container;
              top.children.push(node as PhrasingContent);
              stack.push({ node, children: node.children });
            }
            formatting++;
          } else if (child.nesting === -1 && stack.length > 1) {
            const frame = stack.pop()!;
            if (child.type === 'link_close') inLink--;
            else if (CLOSING_FORMATTING.has(child.type)) formatting--;
            if (frame.node?.position) frame.node.position.end = this.source.point(toText(Math.max(start, end - 1)) + 1);
          } else if (child.nesting === 1) stack.push({ node: null, children: top.children });
        }
      }
    }
    flush();
  }
}

function open<T extends Container>(stack: Frame[], node: T): void {
  stack[stack.length - 1]!.children.push(node as Nodes);
  stack.push({ node, children: node.children as Nodes[] });
}

/** `[text](url)` a link; `[text][label]`, `[label][]` and `[label]` a reference, as mdast tells them apart. */
function linkNode(open: Placed, content: string): Link | LinkReference {
  const url = String(open.attrGet('href') ?? '');
  const title = open.attrGet('title');
  const start = open.start ?? 0;
  const end = open.end ?? start;
  const labelEnd = open.labelEnd ?? end;
  if (open.markup === 'linkify' || open.markup === 'autolink') return { type: 'link', url, title: null, children: [] };
  const after = content.charCodeAt(labelEnd + 1);
  if (end > labelEnd + 1 && after === 40)
    return { type: 'link', url, title: title === null ? null : String(title), children: [] };
  // A reference: `[text][label]` (full), `[text][]` (collapsed) or `[text]` (shortcut).
  const written = end > labelEnd + 1 && after === 91 ? content.slice(labelEnd + 2, end - 1) : '';
  const label = written === '' ? content.slice(start + 1, labelEnd) : written;
  return {
    type: 'linkReference',
    identifier: normalizeIdentifier(label),
    label,
    referenceType: written !== '' ? 'full' : end > labelEnd + 1 ? 'collapsed' : 'shortcut',
    children: [],
  };
}

/** `- [x] done`: GitHub's task list item; the box is not part of the item's text. */
function taskListItem(item: ListItem): void {
  const paragraph = item.children[0];
  if (paragraph?.type !== 'paragraph') return;
  const head = paragraph.children[0];
  if (head?.type !== 'text') return;
  const box = TASK.exec(head.value);
  if (!box) return;
  item.checked = box[0][1] !== ' ';
  const rest = sliceText(head, box[0].length, head.value.length);
  if (rest === null) paragraph.children.shift();
  else paragraph.children[0] = rest;
}

/** Consecutive text, joined into one node (as mdast has it) once something else comes. */
class TextBuffer {
  private parts: string[] = [];
  private runs: number[] = [];
  private length = 0;
  private start = 0;
  private end = 0;

  constructor(private readonly source: SourceMap) {}

  /** `exact`: the value is the source between start and end, character for character. */
  add(value: string, start: number, end: number, exact: boolean): void {
    if (this.parts.length === 0) this.start = start;
    this.parts.push(value);
    this.runs.push(this.length, this.source.offset(start), exact ? value.length : 1);
    this.length += value.length;
    this.end = Math.max(this.end, end);
  }

  /** The text node (or, with `links`, nodes: text and the www.… links in it), and an empty buffer. */
  take(links: boolean): Nodes[] {
    if (this.parts.length === 0) return [];
    const node: Text = {
      type: 'text',
      value: this.parts.length === 1 ? this.parts[0]! : this.parts.join(''),
      position: this.source.position(this.start, this.end),
      data: { runs: this.runs },
    };
    this.parts = [];
    this.runs = [];
    this.length = 0;
    this.end = 0;
    return links && WWW.test(node.value) ? wwwLinks(node) : [node];
  }
}

/**
 * GitHub's `www.example.com` autolinks (a link to http://www.example.com): after no letter or
 * digit, a domain, then anything up to a space or `<`, less trailing punctuation and unbalanced
 * closing parentheses (GFM's rules, as mdast reads them).
 */
function wwwLinks(node: Text): Nodes[] {
  const out: Nodes[] = [];
  let at = 0;
  WWW_LINK.lastIndex = 0;
  for (let match = WWW_LINK.exec(node.value); match; match = WWW_LINK.exec(node.value)) {
    const raw = trimAutolink(match[0]);
    if (raw.length <= 4) continue;
    const before = sliceText(node, at, match.index);
    if (before) out.push(before);
    const label = sliceText(node, match.index, match.index + raw.length)!;
    out.push({ type: 'link', url: `http://${raw}`, title: null, children: [label], position: label.position! });
    at = match.index + raw.length;
    WWW_LINK.lastIndex = at;
  }
  if (at === 0) return [node];
  const after = sliceText(node, at, node.value.length);
  if (after) out.push(after);
  return out;
}
const WWW_LINK = /(?<![\p{L}\p{N}_])www\.[\p{L}\p{N}_-]+(?:\.[\p{L}\p{N}_-]+)*[^\s<]*/giu;

function trimAutolink(link: string): string {
  let end = link.length;
  let open = 0;
  let close = 0;
  for (const char of link)
    if (char === '(') open++;
    else if (char === ')') close++;
  for (;;) {
    const last = link[end - 1];
    if (last !== undefined && '?!.,:*_~\'"'.includes(last)) end--;
    else if (last === ')' && close > open) {
      end--;
      close--;
    } else return link.slice(0, end);
  }
}

/** The index (a multiple of 3) of the run holding character `index` of a runs array. */
function runAt(runs: readonly number[], index: number): number {
  let low = 0;
  let high = runs.length / 3 - 1;
  while (low < high) {
    const mid = (low + high + 1) >>> 1;
    if (runs[mid * 3]! <= index) low = mid;
    else high = mid - 1;
  }
  return low * 3;
}

/** Where character `index` of a text is in the source (see TextData.runs). */
export function runOffset(runs: readonly number[], index: number): number {
  const run = runAt(runs, index);
  return runs[run + 1]! + Math.min(index - runs[run]!, runs[run + 2]! - 1);
}

/** The characters [from, to) of a text node, with their places; null when empty. */
function sliceText(node: Text, from: number, to: number): Text | null {
  if (to <= from) return null;
  const runs = node.data?.runs ?? [0, node.position?.start.offset ?? 0, node.value.length];
  const out: number[] = [];
  for (let i = runAt(runs, from); i < runs.length && runs[i]! < to; i += 3) {
    const at = runs[i]!;
    const span = runs[i + 2]!;
    const skip = Math.max(0, from - at);
    out.push(Math.max(0, at - from), runs[i + 1]! + Math.min(skip, span - 1), Math.max(1, span - skip));
  }
  const start = runOffset(out, 0);
  const end = runOffset(out, to - from - 1) + 1;
  const base = node.position!;
  // Lines and columns as the node's own (a slice of one line, which is what is sliced: a task box, a www link).
  return {
    type: 'text',
    value: node.value.slice(from, to),
    position: {
      start: { line: base.start.line, column: base.start.column + (start - base.start.offset!), offset: start },
      end: { line: base.end.line, column: base.end.column - (base.end.offset! - end), offset: end },
    },
    data: { runs: out },
  };
}
