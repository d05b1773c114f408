// The Markdown parser: markdown-it (CommonMark, with GitHub's tables and strikethrough built in),
// markdown-it-footnote's `[^n]:` definitions, and bare URLs as links. markdown-it is linear on
// CommonMark's pathological inputs, where micromark was not (docs/security.md), but it gives
// inline tokens no positions and keeps no reference definitions as tokens. This file adds both,
// without changing what it parses:
// - every block rule call stamps the tokens it pushed with where they start and end, and records,
//   for each inline token, where each line of its content begins in the text ("anchors"), while
//   the state still has the container prefixes (`> `, a list item's indent) of each line;
// - every inline rule call stamps its tokens with where they start and end in that content;
//   pending text is always one slice of the content, which starts where the text first grew;
// - each reference definition is captured as it is parsed, and left in the token stream as a
//   `definition` token (markdown-it keeps only the first of each label, as CommonMark says; the
//   token stream keeps them all, as mdast does).
// Nesting past MAX_NESTING is where markdown-it stops reading a block's content: it is noted, and
// the reader then refuses the report rather than read part of it (./parse.ts).
import markdownIt, { type MarkdownIt, type StateBlock, type StateInline, type Token } from 'markdown-it';
import footnote from 'markdown-it-footnote';

/** Levels of block nesting read (a block quote is one level, a list two: the list and its item). */
export const MAX_NESTING = 100;

/** A token with where it stands: offsets in the parsed text (block tokens) or in its inline token's content. */
export interface Placed extends Token {
  start?: number;
  end?: number;
  /** The rule call that pushed it (how a rule's own tokens are told from those of rules it called). */
  depth?: number;
  /** A link's label ends here (a link_open from the link rule). */
  labelEnd?: number;
}

/** What one parse records beside its tokens (markdown-it's env). */
export interface ParseRecord {
  /** Per inline token: [content index, text offset] pairs, each where a line of its content begins. */
  anchors: Map<Token, number[]>;
  /** The first line past MAX_NESTING, or -1. */
  nestingLine: number;
  references?: Record<string, { href: string; title: string }>;
  footnotes?: { refs?: Record<string, number> };
}

type BlockRule = (state: StateBlock, startLine: number, endLine: number, silent: boolean) => boolean;
type InlineRule = (state: StateInline, silent: boolean) => boolean;

interface BlockStateExtra {
  depth: number;
}
interface InlineStateExtra {
  depth: number;
  pendingStart: number;
  /** For each index, the next `]`, space or line break at or after it (footnote labels), built on first use. */
  labelStops?: Int32Array;
}

const isSchemeChar = (code: number) =>
  (code >= 65 && code <= 90) ||
  (code >= 97 && code <= 122) ||
  (code >= 48 && code <= 57) ||
  code === 43 ||
  code === 45 ||
  code === 46;
const JS_SPACE = /\s/;

function record(state: { env: unknown }): ParseRecord {
  return state.env as ParseRecord;
}

let engine: MarkdownIt | undefined;

/** The one configured parser (building it takes a few milliseconds: once per process). */
export function markdownEngine(): MarkdownIt {
  engine ??= build();
  return engine;
}

function build(): MarkdownIt {
  const md = markdownIt('default', { html: true, linkify: true, typographer: false, maxNesting: MAX_NESTING });
  // URLs as written (escapes and entities resolved), as mdast keeps them: no percent-encoding, no
  // punycode, and no scheme refused (a javascript: link is still a link, as on GitHub, and reported as such).
  md.normalizeLink = (url: string) => url;
  md.normalizeLinkText = (text: string) => text;
  md.validateLink = () => true;
  md.use(footnote);
  // Footnotes stay where they are defined (footnote_tail moves them to the end, with a quadratic
  // concatenation); `^[inline]` footnotes are not GitHub's; references are found by the linear rule below.
  md.core.ruler.disable(['footnote_tail', 'linkify', 'text_join', 'replacements', 'smartquotes']);
  md.inline.ruler.disable(['footnote_inline']);
  md.inline.ruler.at('footnote_ref', footnoteRef);
  // Adjacent text is joined when the tree is built, where each piece still has its place.
  md.inline.ruler2.disable(['fragments_join']);

  const BlockBase = md.block.State;
  class BlockState extends BlockBase implements BlockStateExtra {
    depth = 0;
    override push(type: string, tag: string, nesting: -1 | 0 | 1): Token {
      const token = super.push(type, tag, nesting) as Placed;
      token.depth = this.depth;
      return token;
    }
  }
  md.block.State = BlockState;

  const InlineBase = md.inline.State;
  class InlineState extends InlineBase implements InlineStateExtra {
    depth = 0;
    pendingStart = 0;
    labelStops?: Int32Array;
    override pushPending(): Token {
      const token = super.pushPending() as Placed;
      token.start = this.pendingStart;
      token.end = this.pendingStart + token.content.length;
      return token;
    }
    override push(type: string, tag: string, nesting: -1 | 0 | 1): Token {
      const token = super.push(type, tag, nesting) as Placed;
      token.depth = this.depth;
      if (type === 'link_open') token.labelEnd = this.posMax;
      return token;
    }
  }
  md.inline.State = InlineState;

  for (const rule of md.block.ruler.__rules__) rule.fn = placingBlockRule(rule.name, rule.fn);
  md.block.ruler.__cache__ = null;
  for (const rule of md.inline.ruler.__rules__) rule.fn = placingInlineRule(rule.name, rule.fn);
  md.inline.ruler.__cache__ = null;

  // Past MAX_NESTING markdown-it skips the rest of the block: note where, so that it is never silent.
  const tokenize = md.block.tokenize.bind(md.block);
  md.block.tokenize = (state: StateBlock, startLine: number, endLine: number) => {
    if (state.level >= MAX_NESTING) {
      const line = state.skipEmptyLines(startLine);
      const notes = record(state);
      if (line < endLine && notes.nestingLine === -1) notes.nestingLine = line;
    }
    tokenize(state, startLine, endLine);
  };
  return md;
}

function placingBlockRule(name: string, rule: BlockRule): BlockRule {
  return (state, startLine, endLine, silent) => {
    if (silent) return rule(state, startLine, endLine, true);
    const extra = state as StateBlock & BlockStateExtra;
    const first = state.tokens.length;
    const start = state.bMarks[startLine]! + state.tShift[startLine]!;
    let captured: ParseRecord['references'];
    let kept: ParseRecord['references'];
    if (name === 'reference') {
      // A fresh table, so that this definition is captured even when its label is already defined.
      kept = record(state).references ?? {};
      record(state).references = captured = {};
    }
    extra.depth++;
    let ok: boolean;
    try {
      ok = rule(state, startLine, endLine, false);
    } finally {
      extra.depth--;
      if (kept) record(state).references = kept;
    }
    if (!ok) return false;
    if (captured && kept) addDefinition(state, captured, kept, start, startLine);
    else placeBlockTokens(name, state, first, start, startLine);
    return true;
  };
}

/** The definition just parsed, as a token where it stood; the first of a label is the one links use. */
function addDefinition(
  state: StateBlock,
  captured: NonNullable<ParseRecord['references']>,
  kept: NonNullable<ParseRecord['references']>,
  start: number,
  startLine: number,
): void {
  const key = Object.keys(captured)[0];
  if (key === undefined) return;
  const target = captured[key]!;
  if (!Object.hasOwn(kept, key)) kept[key] = target;
  // The label as written: up to the first `]` that no backslash escapes.
  const src = state.src;
  let end = start + 1;
  while (end < src.length && src.charCodeAt(end) !== 93) end += src.charCodeAt(end) === 92 ? 2 : 1;
  const token = state.push('definition', '', 0) as Placed;
  token.meta = { label: src.slice(start + 1, end), href: target.href, title: target.title };
  token.map = [startLine, state.line];
  token.start = start;
  token.end = state.eMarks[lastContentLine(state, startLine)]!;
}

function lastContentLine(state: StateBlock, startLine: number): number {
  let last = Math.max(startLine, state.line - 1);
  while (last > startLine && state.isEmpty(last)) last--;
  return last;
}

function placeBlockTokens(name: string, state: StateBlock, first: number, start: number, startLine: number): void {
  const depth = (state as StateBlock & BlockStateExtra).depth + 1;
  const end = state.eMarks[lastContentLine(state, startLine)]!;
  const tokens = state.tokens as Placed[];
  const last = tokens.length - 1;
  if (name === 'footnote_def') {
    // The plugin pushes its two tokens itself.
    Object.assign(tokens[first]!, { start, end, map: [startLine, state.line] });
    Object.assign(tokens[last]!, { start, end });
  }
  let row: { start: number; end: number; cells: CellPlace[]; next: number } | null = null;
  for (let i = first; i <= last; i++) {
    const token = tokens[i]!;
    if (token.depth !== depth) continue;
    if (name === 'table' && token.type === 'tr_open' && token.map) {
      const line = token.map[0];
      row = { ...rowPlace(state, line), next: 0 };
      Object.assign(token, { start: row.start, end: row.end });
      continue;
    }
    if (row && token.type === 'inline') {
      const cell = row.cells[row.next++];
      token.start = cell?.start ?? row.end;
      token.end = cell?.end ?? row.end;
      if (cell && token.content !== '') record(state).anchors.set(token, cell.anchors);
      continue;
    }
    if (row && token.type !== 'tr_close') {
      token.start = row.start;
      token.end = row.end;
      continue;
    }
    if (row && token.type === 'tr_close') {
      Object.assign(token, { start: row.start, end: row.end });
      row = null;
      continue;
    }
    // A list's later items start on their own line (at their marker).
    const line = token.map?.[0];
    token.start = line !== undefined && line > startLine ? state.bMarks[line]! + state.tShift[line]! : start;
    token.end = end;
    if (token.type === 'inline' && token.map && token.content !== '')
      record(state).anchors.set(token, lineAnchors(name, state, token));
  }
}

/** Where each line of a paragraph's or heading's content begins in the text. */
function lineAnchors(name: string, state: StateBlock, token: Token): number[] {
  const src = state.src;
  const content = token.content;
  const anchors: number[] = [];
  let line = token.map![0];
  let at = 0;
  for (;;) {
    const newline = content.indexOf('\n', at);
    let offset = state.bMarks[line]! + state.tShift[line]!;
    let index = at;
    if (at === 0) {
      // The first line is trimmed as JavaScript trims (after a heading's `#`s).
      if (name === 'heading') while (src.charCodeAt(offset) === 35) offset++;
      while (offset < state.eMarks[line]! && JS_SPACE.test(src[offset]!)) offset++;
    } else {
      // A later line keeps its indentation in the content; the text starts after it.
      const stop = newline === -1 ? content.length : newline;
      while (index < stop && (content.charCodeAt(index) === 32 || content.charCodeAt(index) === 9)) index++;
    }
    anchors.push(index, offset);
    if (newline === -1) return anchors;
    at = newline + 1;
    line++;
  }
}

interface CellPlace {
  start: number;
  end: number;
  anchors: number[];
}

/** A table row's cells as markdown-it splits them (an unescaped `|`; `\|` is a `|` in the cell). */
function rowPlace(state: StateBlock, line: number): { start: number; end: number; cells: CellPlace[] } {
  const src = state.src;
  let from = state.bMarks[line]! + state.tShift[line]!;
  let to = state.eMarks[line]!;
  while (from < to && JS_SPACE.test(src[from]!)) from++;
  while (to > from && JS_SPACE.test(src[to - 1]!)) to--;
  const raw: { start: number; end: number; removed: number[] }[] = [];
  let cellStart = from;
  let removed: number[] = [];
  let escaped = false;
  for (let pos = from; pos < to; pos++) {
    const code = src.charCodeAt(pos);
    if (code === 124) {
      if (!escaped) {
        raw.push({ start: cellStart, end: pos, removed });
        cellStart = pos + 1;
        removed = [];
      } else removed.push(pos - 1);
    }
    escaped = code === 92;
  }
  raw.push({ start: cellStart, end: to, removed });
  if (raw.length > 0 && raw[0]!.end === raw[0]!.start) raw.shift();
  if (raw.length > 0 && raw[raw.length - 1]!.end === raw[raw.length - 1]!.start) raw.pop();
  const cells = raw.map(({ start, end, removed }) => {
    let a = start;
    while (a < end && JS_SPACE.test(src[a]!)) a++;
    let b = end;
    while (b > a && JS_SPACE.test(src[b - 1]!)) b--;
    const anchors = [0, a];
    let dropped = 0;
    for (const backslash of removed) {
      if (backslash < a) continue;
      dropped++;
      anchors.push(backslash + 1 - a - dropped, backslash + 1);
    }
    return { start: a, end: b, anchors };
  });
  return { start: from, end: to, cells };
}

function placingInlineRule(name: string, rule: InlineRule): InlineRule {
  return (state, silent) => {
    if (silent) return rule(state, true);
    const extra = state as StateInline & InlineStateExtra;
    // Pending text grows from here when it is empty now (the text rule, or the fallback after every rule).
    if (state.pending === '') extra.pendingStart = state.pos;
    const before = state.pos;
    const pendingLength = state.pending.length;
    const first = state.tokens.length;
    extra.depth++;
    let ok: boolean;
    try {
      ok = rule(state, false);
    } finally {
      extra.depth--;
    }
    if (ok && state.tokens.length > first) placeInlineTokens(name, state, first, before, pendingLength);
    return ok;
  };
}

function placeInlineTokens(name: string, state: StateInline, first: number, before: number, pending: number): void {
  const depth = (state as StateInline & InlineStateExtra).depth + 1;
  const after = state.pos;
  let start = before;
  if (name === 'linkify') {
    // The scheme was already pending text: the link starts where it does (as the rule finds it).
    const min = before - Math.min(10, pending, before);
    while (start > min && isSchemeChar(state.src.charCodeAt(start - 1))) start--;
  }
  let cursor = before;
  const tokens = state.tokens as Placed[];
  for (let i = first; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (token.depth !== depth || token.start !== undefined) continue;
    if (name === 'emphasis' || name === 'strikethrough') {
      // One delimiter token per `*` (or `~~`), in order.
      token.start = cursor;
      cursor += token.content.length;
      token.end = cursor;
    } else if (name === 'autolink' && token.type === 'text') {
      token.start = before + 1;
      token.end = after - 1;
    } else {
      token.start = start;
      token.end = after;
    }
  }
}

/**
 * `[^label]` where a footnote defines the label, as markdown-it-footnote reads it, but linear: the
 * label's end is looked up in a table built once per inline text, not scanned for from every `[^`.
 */
function footnoteRef(state: StateInline, silent: boolean): boolean {
  const refs = (state.env as unknown as ParseRecord).footnotes?.refs;
  const start = state.pos;
  if (!refs || state.src.charCodeAt(start) !== 91 || state.src.charCodeAt(start + 1) !== 94) return false;
  const extra = state as StateInline & InlineStateExtra;
  extra.labelStops ??= labelStops(state.src);
  const end = extra.labelStops[start + 2]!;
  if (end === start + 2 || end >= state.posMax || state.src.charCodeAt(end) !== 93) return false;
  const label = state.src.slice(start + 2, end);
  if (!Object.hasOwn(refs, `:${label}`)) return false;
  if (!silent) {
    const token = state.push('footnote_ref', '', 0);
    token.meta = { label };
  }
  state.pos = end + 1;
  return true;
}

function labelStops(src: string): Int32Array {
  const stops = new Int32Array(src.length + 2);
  let next = src.length;
  stops[src.length] = stops[src.length + 1] = next;
  for (let i = src.length - 1; i >= 0; i--) {
    const code = src.charCodeAt(i);
    if (code === 93 || code === 32 || code === 10) next = i;
    stops[i] = next;
  }
  return stops;
}
