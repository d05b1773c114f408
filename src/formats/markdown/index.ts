// A Markdown research report, as deep-research tools write it (./dialects.ts): every sentence of
// the body is a claim, each citation marker binds to the source entry it names, and each distinct
// source (by URL identity, ./url-identity.ts) is one evidence record. What is wrong with the
// citation apparatus is reported: a marker naming nothing (dangling), one that cannot be told
// (unresolved, a binding error), and the rest as notices (an unused source, a source listed
// twice, a marker in another syntax than its list, an entry with no URL, gaps).
import { evidenceFingerprint } from '../../text/fingerprint.js';
import { truncate } from '../../text/truncate.js';
import type { CitationMarks } from '../../results/types.js';
import type { ReportNotice, SourceClaim, SourceEvidence } from '../model.js';
import { lineLocator, type LineColumn } from '../positions.js';
import { sentenceClaims, type ArticleSentence } from '../sentences/article.js';
import { sentenceSpans } from '../sentences/segment.js';
import { SNIPPET_SEPARATOR } from '../snippets.js';
import { detectDialect, DIALECTS, structuralDialects, type Dialect, type DialectChoice } from './dialects.js';
import { Census, type UnreadMark } from './census.js';
import { flattenInline, NAMED_WITH_NUMBER, normaliseLabel, type Flat, type Marker } from './inline.js';
import { MarkdownLimitError, parseMarkdown } from './parse.js';
import { MAX_SENTENCES, sentencesOverLimit } from './prescan.js';
import type { SourceEntry } from './sources.js';
import { citedNumbers, splitDocument, type DocumentParts } from './structure.js';
import { isOtherScheme, urlIdentity } from './url-identity.js';

const WORDLIKE = /[\p{L}\p{N}]/u;

export interface MarkdownRead {
  claims: SourceClaim[];
  evidence: SourceEvidence[];
  notices: ReportNotice[];
  dialect: Dialect;
  /** Set when the report cites but has nothing to resolve a citation to: it is invalid. */
  noSource?: { message: string; at: LineColumn };
  /** The census: every citation-like mark, bound or not (./census.ts). */
  citationMarks: CitationMarks;
}

// What a research run writes in place of its report when it fails: open_deep_research's graph
// returns f"Error generating final report: {e}" as the report; a traceback; a bare error line.
const FAILED_RUN =
  /^(?:error generating (?:the )?(?:final )?report\b|traceback \(most recent call last\)|(?:error|exception|failed)\s*:)/i;

/** A file that is a failed run's error message, not a report: why, or null. */
export function failedRunStub(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed.length > 4000 || !FAILED_RUN.test(trimmed) || /^#{1,6}\s/m.test(trimmed)) return null;
  const first = trimmed.split(/\r?\n/, 1)[0] ?? '';
  const shown = truncate(first, 120);
  return `the file is a failed run's error message ("${shown}"), not a report: nothing in it can be checked. Run the research again, and commit the report it writes`;
}

/**
 * The parsed text; a limit the parser meets (./prescan.ts's counts, nesting) names the line of the
 * text, which for a provider's answer is not a line of its file: `at` gives the file's, as the
 * sentence limit below has it.
 */
function parseAt(text: string, at: MarkdownExtras['at']): ReturnType<typeof parseMarkdown> {
  try {
    return parseMarkdown(text);
  } catch (error) {
    if (!(error instanceof MarkdownLimitError) || at === undefined) throw error;
    const { line } = at(lineStart(text, error.line));
    const said = `at line ${error.line} (`;
    throw new MarkdownLimitError(error.message.replace(said, `at line ${line} (`), line);
  }
}

/** Where line `line` (1-based) of the text starts; a line ends at LF, CRLF or a lone CR, as the parser counts them. */
function lineStart(text: string, line: number): number {
  let seen = 1;
  if (line > seen)
    for (const lineBreak of text.matchAll(/\r\n?|\n/g))
      if (++seen === line) return lineBreak.index + lineBreak[0].length;
  return 0;
}

interface Sentence extends ArticleSentence {
  markers: Marker[];
  /** The group of source lists its numbers index. */
  scope: number;
}

/** What a caller that is not a Markdown file adds: a provider's answer has its sources beside the text. */
export interface MarkdownExtras {
  /** Source entries given outside the text (a provider's citations), looked up like the report's own. */
  entries?: SourceEntry[];
  /** Where an offset of the text is in the file (the text may be a JSON string). */
  at?: (offset: number) => LineColumn;
}

/** The claims, evidence and notices of a Markdown text (pure: the loader reads the file). */
export function readMarkdown(text: string, choice: DialectChoice = 'auto', extras: MarkdownExtras = {}): MarkdownRead {
  const root = parseAt(text, extras.at);
  const parts = splitDocument(root, text);
  const entries = [
    ...parts.definitions,
    ...parts.footnotes,
    ...parts.sections.flatMap((section) => section.entries),
    ...(extras.entries ?? []),
  ];
  const gemini =
    choice === 'gemini' ||
    (choice === 'auto' &&
      structuralDialects(parts, text).includes('gemini') &&
      structuralDialects(parts, text).length === 1);
  // Digits glued to words ("simulators3.") that index a numbered source list, many and varied:
  // the report's marker style (a Gemini Docs export, a copied Copilot answer), read as markers.
  const gluedWords = gluedWordStyle(text, entries);
  const glued = gemini || (gluedWords && citedNumbers(text).size === 0);
  // Named as Gemini with no "Works cited" heading, or glued with none: its numbered lists are the ones glued digits name.
  if (glued && !entries.some((entry) => entry.worksCited))
    for (const entry of entries) if (entry.syntax === 'section' && entry.label !== undefined) entry.worksCited = true;
  const worksCited = new Set(
    entries.filter((entry) => entry.worksCited && entry.label !== undefined).map((entry) => entry.label as string),
  );
  const labels = new Set(entries.flatMap((entry) => (entry.label === undefined ? [] : [entry.label])));
  const context = {
    source: text,
    gluedDigits: glued,
    gluedWords,
    numbered: labels.size > 0,
    highest: highestNumber(labels),
    listed: (label: string) => worksCited.has(label),
    labelled: (label: string) => labels.has(label),
    definitions: parts.targets,
  };

  const sentences: Sentence[] = [];
  for (const block of parts.blocks) {
    const flat = flattenInline(block.children, context);
    // A heading is a claim only where it carries a citation mark; a link in it is a title's, not a citation.
    if (block.heading && !flat.markers.some(isMarkInHeading)) continue;
    const first = sentences.length;
    blockSentences(flat, sentences, block.scope, block.citesPrevious === true);
    if (sentences.length > MAX_SENTENCES) {
      const past = sentences[MAX_SENTENCES] as Sentence;
      const { line } = (extras.at ?? lineLocator(text))(past.offset);
      throw new MarkdownLimitError(sentencesOverLimit(line), line);
    }
    // Where each sentence stands, for citation recall (src/check/recall.ts).
    for (let at = first; at < sentences.length; at++) {
      const sentence = sentences[at] as (typeof sentences)[number];
      sentence.paragraph = block.offset;
      if (block.cell) sentence.tableCell = true;
      if (block.section !== undefined) sentence.section = block.section;
    }
  }
  const markers = sentences.flatMap((sentence) => sentence.markers);
  const dialect: Dialect = choice === 'auto' ? (gemini ? 'gemini' : detectDialect(parts, text, markers)) : choice;
  const at = extras.at ?? lineLocator(text);

  if (markers.length > 0 && entries.length === 0 && !markers.some((marker) => marker.syntax === 'link')) {
    const first = markers[0] as Marker;
    return {
      claims: [],
      evidence: [],
      notices: [],
      dialect,
      noSource: { message: noSourceMessage(dialect, markers), at: at(first.offset) },
      citationMarks: { seen: markers.length, bound: 0, unread: markers.length },
    };
  }

  const sources = new SourceRecords(at);
  for (const entry of entries) sources.addEntry(entry);
  const lookups = scopeLookups(parts, entries, extras.entries ?? []);
  const mismatches = new Map<string, { count: number; first: Marker }>();
  const census = new Census();
  const unreadIn: { mark: UnreadMark; sentence: number }[] = [];

  const citations = sentences.map((sentence, index) => {
    const evidenceIds: string[] = [];
    const lookup = lookups[sentence.scope] ?? (lookups[0] as Lookup);
    for (const marker of sentence.markers) {
      const outcome = resolve(marker, lookup, sources, !marker.index);
      // A mark of Perplexity's hidden list of every footnote names a listed source: read, not a citation of the sentence.
      if ('id' in outcome) {
        census.bound();
        if (marker.index) continue;
        evidenceIds.push(outcome.id);
        if (outcome.mismatch) {
          const seen = mismatches.get(outcome.mismatch);
          mismatches.set(outcome.mismatch, { count: (seen?.count ?? 0) + 1, first: seen?.first ?? marker });
        }
      } else {
        const mark: UnreadMark = {
          offset: marker.offset,
          written: marker.written,
          ...(marker.label === undefined ? {} : { label: marker.label }),
          ...outcome.unread,
        };
        census.unread(mark);
        unreadIn.push({ mark, sentence: index });
      }
    }
    return evidenceIds;
  });

  const articleSentences: ArticleSentence[] = sentences.map((sentence, index) => ({
    statement: sentence.statement,
    citations: citations[index] ?? [],
    offset: sentence.offset,
    ...(sentence.paragraph === undefined ? {} : { paragraph: sentence.paragraph }),
    ...(sentence.tableCell ? { tableCell: true as const } : {}),
    ...(sentence.section === undefined ? {} : { section: sentence.section }),
  }));
  const claims = sentenceClaims(
    articleSentences,
    sentences.map((sentence) => at(sentence.offset)),
  );
  // An unread mark is known by the claim it stands in (whose ID follows the sentence's text).
  for (const { mark, sentence } of unreadIn) mark.where = claims[sentence]?.id ?? 'the text';

  const notices = [
    ...sources.notices(),
    ...mismatchNotices(mismatches, at),
    ...gapNotices(parts, at),
    ...census.notices(at),
    ...redefinitionNotices(parts, at),
  ];
  if (markers.length === 0 && entries.length === 0)
    notices.push({
      code: 'no_citations',
      message: 'the report has no citation marker, link or source list: none of its sentences cites a source',
      line: 1,
      column: 1,
    });
  return { claims, evidence: sources.records(), notices, dialect, citationMarks: census.counts() };
}

type NumberRanges = Map<string, { low: number; high: number }>;

/** The lowest and highest number the entries have, by prefix ("" or "^" for footnotes), added to `ranges`. */
function numberRanges(entries: readonly SourceEntry[], ranges: NumberRanges = new Map()): NumberRanges {
  for (const entry of entries) {
    if (entry.label === undefined || entry.placed || !/^\d+$/.test(entry.label)) continue;
    const prefix = entry.syntax === 'footnote' ? '^' : '';
    const value = Number(entry.label);
    const range = ranges.get(prefix);
    if (!range) ranges.set(prefix, { low: value, high: value });
    else {
      range.low = Math.min(range.low, value);
      range.high = Math.max(range.high, value);
    }
  }
  return ranges;
}

/** "1 to 11", "1 to 11, ^1 to ^4": what the report's lists number, for an out-of-range mark's notice; null when nothing is numbered. */
function numberedRange(ranges: NumberRanges): string | null {
  const parts = [...ranges].map(([prefix, { low, high }]) =>
    low === high ? `${prefix}${low} only` : `${prefix}${low} to ${prefix}${high}`,
  );
  return parts.length === 0 ? null : parts.join(', ');
}

// A lower-case word of three letters or more with one to three digits glued to it, before a
// stop or a line's end: "simulators3.", "norms3,". Not "mp3", "ipv6", "utf8", "x86" (the word is
// a technical name that carries its number).
const GLUED_WORD = /(?<![\p{L}\p{N}_-])(\p{Ll}{3,})(\d{1,3})(?=[.,;:]?[ \t]*$|[.,;:][ \t])/gmu;

/** Whether digits glued to words are the report's markers: five or more, naming at least three numbers its source lists have. */
function gluedWordStyle(text: string, entries: readonly SourceEntry[]): boolean {
  const listed = new Set(
    entries.filter((entry) => entry.syntax === 'section' && entry.label !== undefined).map((entry) => entry.label),
  );
  if (listed.size === 0) return false;
  let count = 0;
  const distinct = new Set<string>();
  for (const match of text.matchAll(GLUED_WORD)) {
    const label = String(Number(match[2]));
    if (!listed.has(label) || NAMED_WITH_NUMBER.test(match[1] as string)) continue;
    count++;
    distinct.add(label);
  }
  return count >= 5 && distinct.size >= 3;
}

/** The highest plain number among the labels (0 when none). */
function highestNumber(labels: ReadonlySet<string>): number {
  let highest = 0;
  for (const label of labels) if (/^\d+$/.test(label)) highest = Math.max(highest, Number(label));
  return highest;
}

/**
 * Where each sentence looks its numbers up: the definitions, footnotes and a provider's citations
 * everywhere, and the source lists of its group (lists whose numbering restarts each apply to the
 * text since the previous one).
 */
function scopeLookups(parts: DocumentParts, entries: readonly SourceEntry[], extra: readonly SourceEntry[]): Lookup[] {
  if (parts.scopes <= 1) {
    const byLabel = labelMap(entries);
    return [{ entries: (label) => byLabel.get(label) ?? [], numbered: numberedRange(numberRanges(entries)) }];
  }
  // What every group reaches is mapped once; each group maps only its own lists' entries (a copy
  // of every definition per group grew with the groups times the definitions).
  const global = [...parts.definitions, ...parts.footnotes, ...extra];
  const shared = labelMap(global);
  const sharedRanges = numberRanges(global);
  const own: SourceEntry[][] = Array.from({ length: parts.scopes }, () => []);
  for (const section of parts.sections) for (const entry of section.entries) own[section.scope]?.push(entry);
  return own.map((group) => {
    const byLabel = labelMap(group);
    const ranges: NumberRanges = new Map([...sharedRanges].map(([prefix, range]) => [prefix, { ...range }]));
    return {
      // The shared entries first, then the group's, as one list of both had them.
      entries: (label) => {
        const everywhere = shared.get(label);
        const here = byLabel.get(label);
        if (everywhere === undefined) return here ?? [];
        return here === undefined ? everywhere : [...everywhere, ...here];
      },
      numbered: numberedRange(numberRanges(group, ranges)),
    };
  });
}

/** The entries by label, in their order. */
function labelMap(entries: readonly SourceEntry[]): Map<string, SourceEntry[]> {
  const byLabel = new Map<string, SourceEntry[]>();
  for (const entry of entries) {
    if (entry.label === undefined) continue;
    const same = byLabel.get(entry.label);
    if (same) same.push(entry);
    else byLabel.set(entry.label, [entry]);
  }
  return byLabel;
}

/** A mark that makes a heading a claim: a marker, not a link that is the heading's own words. */
function isMarkInHeading(marker: Marker): boolean {
  return marker.syntax !== 'link' || marker.label !== undefined || marker.unread !== undefined;
}

/**
 * A block's sentences: markers belong to the sentence holding the character before them. A row
 * of links under a finding (`citesPrevious`) adds no sentence: its links cite the one before.
 */
function blockSentences(flat: Flat, out: Sentence[], scope: number, citesPrevious: boolean): void {
  if (citesPrevious && out.length > 0) {
    for (const marker of flat.markers) out[out.length - 1]?.markers.push(marker);
    return;
  }
  const spans = sentenceSpans(flat.text).filter(([start, end]) => WORDLIKE.test(flat.text.slice(start, end)));
  const first = out.length;
  for (const [start, end] of spans) {
    const raw = flat.text.slice(start, end);
    const lead = raw.length - raw.trimStart().length;
    out.push({ statement: raw.trim(), citations: [], offset: flat.origin[start + lead] ?? 0, markers: [], scope });
  }
  let span = 0;
  for (const marker of flat.markers) {
    while (span < spans.length - 1 && marker.at > (spans[span] as [number, number])[1]) span++;
    // A block of bare markers (a line of them) belongs to the sentence before it.
    const target = spans.length > 0 ? out[first + span] : out[out.length - 1];
    target?.markers.push(marker);
  }
}

type Resolution = { id: string; mismatch?: string } | { unread: Pick<UnreadMark, 'reason' | 'detail'> };

const SYNTAX_WORDS: Record<string, string> = {
  bracket: '[n]',
  cite: '[cite: n]',
  footnote: '[^n]',
  reference: '[text][n]',
  link: '[n](url)',
  glued: 'glued digits',
  definition: '[n]: URL definitions',
  section: 'a numbered list of sources',
  footnotes: '[^n]: footnotes',
};

/** Where a marker's number is looked up: the entries by label, and what the lists number (for the reason a number is not there). */
interface Lookup {
  entries: (label: string) => readonly SourceEntry[];
  /** "1 to 11", "1 to 11 and ^1 to ^4": what the lists in reach number, or null when none numbers anything. */
  numbered: string | null;
}

/** `cite`: whether the mark cites the source it names (not a mark of Perplexity's hidden list). */
function resolve(marker: Marker, lookup: Lookup, sources: SourceRecords, cite = true): Resolution {
  if (marker.unread) return { unread: marker.unread };
  if (marker.syntax === 'export')
    return {
      unread: {
        reason: 'not_in_export',
        detail: 'a search result of the ChatGPT session; export the report with its links',
      },
    };
  if (marker.ambiguous !== undefined)
    return { unread: { reason: 'ambiguous', detail: `${marker.ambiguous}; write the citation as [n]` } };
  if (marker.url !== undefined) return { id: sources.addLink(marker) };
  const label = marker.label as string;
  const all = lookup.entries(label);
  // Gemini's glued digits name only Works cited entries.
  const candidates = marker.syntax === 'glued' ? all.filter((entry) => entry.worksCited) : all;
  if (candidates.length === 0) {
    if (lookup.numbered === null)
      return {
        unread: { reason: 'no_list', detail: 'the report numbers no source, in a list, a definition or a footnote' },
      };
    return { unread: { reason: 'out_of_range', detail: `the sources are numbered ${lookup.numbered}` } };
  }
  const ids = [...new Set(candidates.map((entry) => sources.idOf(entry)))];
  if (ids.length > 1) {
    const lists = candidates.map((entry) => `${entry.list}: ${entry.url ?? entry.title}`).join('; ');
    return { unread: { reason: 'conflicting_lists', detail: `${lists}; give each source one number` } };
  }
  const id = ids[0] as string;
  if (cite) sources.cite(id);
  const expected =
    marker.syntax === 'footnote'
      ? 'footnote'
      : marker.syntax === 'bracket' || marker.syntax === 'reference' || marker.syntax === 'cite'
        ? ['definition', 'section']
        : null;
  const matches =
    expected === null ||
    candidates.some(
      (entry) =>
        entry.syntax === 'provider' ||
        (Array.isArray(expected) ? expected.includes(entry.syntax) : entry.syntax === expected),
    );
  if (matches) return { id };
  const listed = candidates[0] as SourceEntry;
  const listSyntax = listed.syntax === 'footnote' ? 'footnotes' : listed.syntax;
  return { id, mismatch: `${marker.syntax}→${listSyntax}` };
}

interface RecordState {
  evidence: SourceEvidence;
  /** The numbers it is listed under, each with its list. */
  labels: Map<string, { label: string; list: string; scope: number }>;
  urls: Set<string>;
  quotes: string[];
  cited: boolean;
  /** A provider's citation with no place: its own notice says so, not unused_source. */
  unplaced?: boolean;
  /** Where the record was first listed or cited. */
  offset: number;
}

/** One evidence record per distinct source, in the order the report first names them. */
class SourceRecords {
  private readonly byId = new Map<string, RecordState>();
  private readonly entryIds = new Map<SourceEntry, string>();
  private readonly entryNotices: ReportNotice[] = [];

  constructor(private readonly at: (offset: number) => LineColumn) {}

  idOf(entry: SourceEntry): string {
    return this.entryIds.get(entry) ?? this.addEntry(entry);
  }

  addEntry(entry: SourceEntry): string {
    const known = this.entryIds.get(entry);
    if (known !== undefined) return known;
    const place = this.at(entry.offset);
    const url = entry.url?.trim();
    const identity = url === undefined ? undefined : urlIdentity(url);
    let id: string;
    if (identity !== null && identity !== undefined) id = identity;
    else if (url !== undefined && url !== '') {
      // A placeholder ("#", "#section", "javascript:void(0)") names no source: each entry is its own, not one source listed four times.
      id = isPlaceholder(url)
        ? `${url}@${entry.label !== undefined ? (entry.written ?? entry.label) : evidenceFingerprint(entry.raw).slice(0, 10)}`
        : url;
      if (isOtherScheme(url))
        this.entryNotices.push({
          code: 'non_http_url',
          message: `${describe(entry)} gives the URL ${url}, which is not http or https: nothing can be fetched from it`,
          ...place,
          evidenceId: id,
        });
      else
        this.entryNotices.push({
          code: 'non_http_url',
          message: `${describe(entry)} gives "${url}", which is not an absolute http(s) URL`,
          ...place,
          evidenceId: id,
        });
    } else {
      id =
        entry.label !== undefined
          ? (entry.written ?? entry.label)
          : `ref-${evidenceFingerprint(entry.raw).slice(0, 10)}`;
      this.entryNotices.push({
        code: 'source_without_url',
        message: `${describe(entry)} gives no URL ("${shorten(entry.raw, 120)}"): nothing can be fetched or checked against it`,
        ...place,
        evidenceId: id,
      });
    }
    this.entryIds.set(entry, id);
    const state = this.ensure(id, entry.title || url || entry.raw, url ?? '', entry.offset);
    if (state.evidence.reference === undefined) state.evidence.reference = entry.raw;
    if (entry.label !== undefined && !entry.placed)
      state.labels.set(`${entry.list}\u0000${entry.written ?? entry.label}`, {
        label: `[${entry.written ?? entry.label}]`,
        list: entry.list,
        scope: entry.scope ?? -1,
      });
    if (url) state.urls.add(url);
    if (entry.quote && !state.quotes.includes(entry.quote)) state.quotes.push(entry.quote);
    if (entry.unplaced) state.unplaced = true;
    return id;
  }

  addLink(marker: Marker): string {
    const url = (marker.url as string).trim();
    const id = urlIdentity(url) ?? url;
    const state = this.ensure(id, url, url, marker.offset);
    state.urls.add(url);
    state.cited = true;
    if (marker.quote !== undefined && !state.quotes.includes(marker.quote)) state.quotes.push(marker.quote);
    return id;
  }

  cite(id: string): void {
    const state = this.byId.get(id);
    if (state) state.cited = true;
  }

  private ensure(id: string, title: string, url: string, offset: number): RecordState {
    let state = this.byId.get(id);
    if (!state) {
      state = {
        evidence: {
          id,
          title: title.replace(/\s+/g, ' ').trim() || id,
          url,
          excerpt: '',
          location: { file: '', ...this.at(offset) },
        },
        labels: new Map(),
        urls: new Set(),
        quotes: [],
        cited: false,
        offset,
      };
      this.byId.set(id, state);
    }
    return state;
  }

  records(): SourceEvidence[] {
    return [...this.byId.values()].map(({ evidence, quotes }) => {
      const { location, ...rest } = evidence;
      const excerpt = quotes.join(SNIPPET_SEPARATOR);
      return {
        ...rest,
        excerpt,
        // What the report quotes (a text fragment, a footnote's quotation), not text read from the page.
        ...(quotes.length > 0 ? { excerptOrigin: 'report_quotation' as const } : {}),
        ...(quotes.length > 1 ? { snippets: quotes } : {}),
        ...(location ? { location: { ...location } } : {}),
      };
    });
  }

  notices(): ReportNotice[] {
    const out = [...this.entryNotices];
    for (const { evidence, labels, urls, cited, offset, unplaced } of this.byId.values()) {
      const place = this.at(offset);
      const listed = [...labels.values()];
      const oneList = new Set(listed.map((entry) => entry.list)).size === 1;
      const names = listed.map((entry) => (oneList ? entry.label : `${entry.label} (${entry.list})`));
      if (listedTwiceInScope(listed))
        out.push({
          code: 'duplicate_source',
          message: `${names.join(', ')} list the same source ${evidence.url || evidence.id}`,
          ...place,
          evidenceId: evidence.id,
        });
      if (urls.size > 1)
        out.push({
          code: 'url_variant',
          message: `one source is written as ${[...urls].join(' and ')}: the same page once tracking parameters, text fragments and trailing slashes are set aside`,
          ...place,
          evidenceId: evidence.id,
        });
      if (!cited && !unplaced)
        out.push({
          code: 'unused_source',
          message: `${listed.length > 0 ? `${listed[0]?.label} ` : ''}${evidence.url || evidence.title} is listed but no sentence cites it`,
          ...place,
          evidenceId: evidence.id,
        });
    }
    return out.sort((a, b) => a.line - b.line || (a.column ?? 0) - (b.column ?? 0));
  }
}

/**
 * Whether one source has two numbers a sentence could mean: two in one group of lists, or one in
 * the definitions or footnotes (which every sentence reaches) and another anywhere. Lists whose
 * numbering restarts (a thread of answers) each number their own sources.
 */
function listedTwiceInScope(listed: readonly { scope: number }[]): boolean {
  let everywhere = 0;
  const perScope = new Map<number, number>();
  for (const { scope } of listed) {
    if (scope === -1) everywhere++;
    else perScope.set(scope, (perScope.get(scope) ?? 0) + 1);
  }
  if (everywhere >= 2 || (everywhere === 1 && perScope.size > 0)) return true;
  for (const count of perScope.values()) if (count >= 2) return true;
  return false;
}

/** A link target that stands for no page: an anchor of the report itself, a script that does nothing, a blank page. */
function isPlaceholder(url: string): boolean {
  return /^(?:#.*|javascript:.*|about:blank)$/is.test(url.trim());
}

function describe(entry: SourceEntry): string {
  if (entry.syntax === 'footnote') return `footnote [^${entry.written?.replace(/^\^/, '') ?? entry.label}]`;
  if (entry.syntax === 'definition') return `definition [${entry.written ?? entry.label}]`;
  return entry.label !== undefined ? `source [${entry.written ?? entry.label}]` : 'a source entry';
}

function shorten(text: string, max: number): string {
  return truncate(text.replace(/\s+/g, ' ').trim(), max);
}

function mismatchNotices(
  mismatches: ReadonlyMap<string, { count: number; first: Marker }>,
  at: (offset: number) => LineColumn,
): ReportNotice[] {
  return [...mismatches].map(([pair, { count, first }]) => {
    const [marker, list] = pair.split('→') as [string, string];
    const markers =
      count === 1
        ? `1 marker is written ${SYNTAX_WORDS[marker]}`
        : `${count} markers are written ${SYNTAX_WORDS[marker]}`;
    // One notice per pair of syntaxes, and that pair is what identifies it: the count and the first marker change with any edit.
    const subject = `${SYNTAX_WORDS[marker]} markers, ${SYNTAX_WORDS[list]}`;
    return {
      code: 'marker_syntax_mismatch',
      message: `${markers} while the sources are ${SYNTAX_WORDS[list]} (first: ${first.written}); each is bound to the entry of its number`,
      ...at(first.offset),
      subject,
    };
  });
}

/** Numbers a list skips (1, 2, 4: 3 is missing), once per list. */
function gapNotices(parts: DocumentParts, at: (offset: number) => LineColumn): ReportNotice[] {
  const lists: { list: string; entries: SourceEntry[] }[] = [
    { list: 'reference definitions', entries: parts.definitions },
    { list: 'footnotes', entries: parts.footnotes },
    ...parts.sections.map((section, index) => ({
      list: `"${section.heading}" list${parts.sections.length > 1 ? ` ${index + 1}` : ''}`,
      entries: section.entries,
    })),
  ];
  const notices: ReportNotice[] = [];
  for (const { list, entries } of lists) {
    const gaps = numberingGaps(entries);
    if (gaps === null) continue;
    const shown =
      gaps.count > gaps.first.length
        ? `${gaps.first.join(', ')} and ${gaps.count - gaps.first.length} more`
        : gaps.first.join(', ');
    // The list identifies the gap: the numbers it skips may change, and it is still the same notice.
    notices.push({
      code: 'numbering_gap',
      message: `the ${list} numbers its sources up to ${gaps.highest} but has no ${shown}`,
      ...at((entries[0] as SourceEntry).offset),
      subject: list,
    });
  }
  return notices;
}

/**
 * The numbers a list skips between its lowest and highest: how many, and the first ten. Counted,
 * never enumerated ([99999999999] is one entry, not a range to walk), and with loops, not one
 * argument per entry.
 */
export function numberingGaps(
  entries: readonly SourceEntry[],
): { highest: number; count: number; first: number[] } | null {
  const present = new Set<number>();
  for (const entry of entries) {
    const label = entry.label ?? '';
    if (!/^\d+$/.test(label)) continue;
    const number = Number(label);
    if (Number.isSafeInteger(number)) present.add(number);
  }
  if (present.size < 2) return null;
  const sorted = Array.from(present).sort((a, b) => a - b);
  const lowest = sorted[0] as number;
  const highest = sorted[sorted.length - 1] as number;
  const count = highest - lowest + 1 - sorted.length;
  if (count === 0) return null;
  const first: number[] = [];
  for (let i = 0; i + 1 < sorted.length && first.length < 10; i++)
    for (let n = (sorted[i] as number) + 1; n < (sorted[i + 1] as number) && first.length < 10; n++) first.push(n);
  return { highest, count, first };
}

/** A label defined twice: the first definition is the one links and markers use. */
function redefinitionNotices(parts: DocumentParts, at: (offset: number) => LineColumn): ReportNotice[] {
  return parts.redefined.map((definition) => ({
    code: 'duplicate_definition' as const,
    message: `[${definition.written}] is defined again here (${definition.url || 'no URL'}); links and markers use its first definition, at line ${at(definition.first.offset).line} (${definition.first.url || 'no URL'}), as CommonMark and GitHub do`,
    ...at(definition.offset),
    subject: `[${normaliseLabel(definition.written)}]`,
  }));
}

function noSourceMessage(dialect: Dialect, markers: readonly Marker[]): string {
  const count = markers.length === 1 ? '1 citation marker' : `${markers.length} citation markers`;
  if (
    markers.some((marker) => marker.unread?.reason === 'hostname_pill') &&
    markers.every((marker) => marker.syntax === 'export')
  )
    return `a ChatGPT answer copied from its window with ${count} (first: ${markers[0]?.written}) that are its citation pills pasted as site names, and no source list, definition or link to resolve them: the pages they cited are not in the file, so these citations cannot be resolved. Copy the answer with its sources (ChatGPT's "Sources" panel, or a download with links) so that each citation names a URL`;
  if (dialect === 'chatgpt_deep_research' || markers.every((marker) => marker.syntax === 'export')) {
    return `a ChatGPT export (a deep-research report or a copied answer) with ${count} (first: ${markers[0]?.written}) and no source list, definition or link to resolve them: its markers name search results of the ChatGPT session by ID, whose URLs the file does not hold, so these citations cannot be resolved. Export or copy the report with its sources (links, or a numbered Sources list) so that each citation names a URL`;
  }
  return `the report has ${count} (first: ${markers[0]?.written}) but no source list, reference definition, footnote or link to resolve them to: add a Sources list ("[n] Title: URL" lines under a Sources heading) or "[n]: URL" definitions`;
}

export { DIALECTS };
