// An article with `[n]` citations (STORM, Co-STORM, an ALCE answer) to its sentences: every
// sentence of the body is a claim; Markdown headings are not. A sentence cites the markers that
// stand in it or right after its full stop: "siblings[1].", "music.[1][2]", "in 2005 [1].".
import { claimFingerprint } from '../../text/fingerprint.js';
import type { SourceClaim } from '../model.js';
import { lineLocator } from '../positions.js';
import { sentenceSpans } from './segment.js';

export interface ArticleSentence {
  /** The sentence without its citation markers, trimmed. */
  statement: string;
  /** Cited numbers as written ("01" reads as "1"), in order, repeats kept. */
  citations: string[];
  /** Offset in the article text where the sentence starts. */
  offset: number;
  /** Which paragraph (line, Markdown block) of the text the sentence is in: citation recall reads it. */
  paragraph?: number;
  /** The sentence is a table cell's text, not prose. */
  tableCell?: true;
  /** The heading the sentence stands under (its text), where there is one. */
  section?: string;
  /**
   * Markers standing between the sentence before and this one ("one. [2] Two."), read neither
   * way (`between: 'unresolved'`): which of the two they cite is not known.
   */
  unplaced?: string[];
}

/**
 * How a run of markers standing between two sentences, after one's full stop and a space and
 * before the next one's text ("one. [2] Two."), is read: as citing the sentence before it (STORM,
 * Co-STORM, an ALCE answer that puts its markers after the full stop), the sentence after it
 * (ALCE's post_hoc_cite.py writes `[k] ` in front of each sentence, and eval.py's NLTK splitting
 * reads it so), or neither (`unresolved`: the answer shows no placement).
 */
export type BetweenMarkers = 'previous' | 'next' | 'unresolved';

/** Where an answer's markers stand, which tells how it places them. */
export interface MarkerLayout {
  /** A marker opens the text, before its first sentence ("[1] Inductive bias …"). */
  opens: boolean;
  /** A marker stands after a sentence's last word or full stop, not before another sentence ("… data. [1]", "… data [1]" at a line's end, "music.[1] Next"). */
  closesLine: boolean;
  /** Runs of markers standing between two sentences of one line ("one. [2] Two."). */
  between: number;
}

// "[3]", "[1, 2]" (STORM's remove_citations reads both), with the spaces before it.
const MARKER = /[^\S\r\n]*\[(\d+(?:\s*,\s*\d+)*)\]/g;
// An ATX heading as CommonMark reads it: up to three spaces, one to six "#", then a space, a tab
// or the end of the line. "#The extension…" and "#4 on the chart…" are text.
const HEADING = /^ {0,3}#{1,6}(?:[ \t]|$)/;
// A list item's marker ("1.", "10)", "-", "*", "+", "•") and the spaces after it: it opens the
// item's first sentence and is no sentence of its own. Up to three digits, so that a line opening
// with a year ("1972. …") is not taken for one.
const LIST_MARKER = /^[ \t]*(?:\d{1,3}[.)]|[-*+•])(?:[ \t]+|$)/;
const INLINE_ITEM_MARKER = /^\d{1,3}[.)]$/;
// A line ends at LF, CRLF or a lone CR (an old Mac file), as editors and UAX #29 read them.
const LINE_BREAK = /\r\n?|\n/g;
const WORDLIKE = /[\p{L}\p{N}]/u;

interface Marker {
  /** Where the marker was, in the paragraph with markers removed. */
  at: number;
  ids: string[];
  /** Spaces stand before it, or it is the first of the line ("one. [2]", not "one.[2]"). */
  spaced: boolean;
}

type Span = [start: number, end: number, textStart: number];
// A sentence's last character ends it as a full stop, question or exclamation mark does, behind
// any closing quotes and brackets: Punkt (NLTK's splitter, eval.py's) breaks only there.
const SENTENCE_END = /[.?!…]["'”’)\]]*$/u;

/** The sentence (markers removed) ends with a full stop, question or exclamation mark. */
export function endsSentence(statement: string): boolean {
  return SENTENCE_END.test(statement.trimEnd());
}

/** Where a marker stands among its paragraph's sentences. */
function placeOf(
  marker: Marker,
  clean: string,
  spans: readonly Span[],
  span: number,
): 'inside' | 'opens' | 'between' | 'closes' {
  const [start, end, textStart] = spans[span] as Span;
  if (
    span === 0 &&
    marker.at <= textStart + (clean.slice(textStart, end).length - clean.slice(textStart, end).trimStart().length)
  )
    return 'opens';
  const textEnd = start + clean.slice(start, end).trimEnd().length;
  if (marker.at < textEnd) return 'inside';
  if (!marker.spaced && !SENTENCE_END.test(clean.slice(start, textEnd))) return 'inside';
  return span < spans.length - 1 && marker.spaced ? 'between' : 'closes';
}

/** The article's sentences, in order; `text` is the whole article (or answer). */
export function articleSentences(text: string, between: BetweenMarkers = 'previous'): ArticleSentence[] {
  return readArticle(text, between).sentences;
}

/** Where the markers of `text` stand (see MarkerLayout). */
export function markerLayout(text: string): MarkerLayout {
  return readArticle(text, 'previous').layout;
}

function readArticle(text: string, between: BetweenMarkers): { sentences: ArticleSentence[]; layout: MarkerLayout } {
  const sentences: ArticleSentence[] = [];
  const layout: MarkerLayout = { opens: false, closesLine: false, between: 0 };
  let lineStart = 0;
  let heading: string | undefined;
  const lineBreaks = text.matchAll(LINE_BREAK);
  for (;;) {
    const lineBreak = lineBreaks.next();
    const lineEnd = lineBreak.done ? text.length : lineBreak.value.index;
    const line = text.slice(lineStart, lineEnd);
    if (HEADING.test(line))
      heading = line
        .replace(HEADING, '')
        .replace(/#+\s*$/, '')
        .trim();
    else if (line.trim() !== '') {
      const marker = LIST_MARKER.exec(line)?.[0].length ?? 0;
      const first = sentences.length;
      paragraphSentences(line.slice(marker), lineStart + marker, sentences, between, layout);
      if (heading !== undefined) for (let at = first; at < sentences.length; at++) sentences[at]!.section = heading;
    }
    if (lineBreak.done) break;
    lineStart = lineEnd + lineBreak.value[0].length;
  }
  return { sentences, layout };
}

function paragraphSentences(
  line: string,
  lineStart: number,
  out: ArticleSentence[],
  between: BetweenMarkers,
  layout: MarkerLayout,
): void {
  // The paragraph without markers, and for each of its code units the offset it came from.
  let clean = '';
  const origin: number[] = [];
  const markers: Marker[] = [];
  let from = 0;
  const keep = (to: number) => {
    for (let i = from; i < to; i++) origin.push(lineStart + i);
    clean += line.slice(from, to);
  };
  for (const match of line.matchAll(MARKER)) {
    keep(match.index);
    markers.push({
      at: clean.length,
      spaced: match[0].startsWith('[') ? match.index === 0 : true,
      ids: (match[1] as string).split(',').map((id) => String(Number.parseInt(id.trim(), 10))),
    });
    from = match.index + match[0].length;
  }
  keep(line.length);

  const first = out.length;
  const spans = itemSentences(
    clean,
    sentenceSpans(clean).filter(([start, end]) => WORDLIKE.test(clean.slice(start, end))),
  );
  for (const [, end, textStart] of spans) {
    const raw = clean.slice(textStart, end);
    const lead = raw.length - raw.trimStart().length;
    out.push({
      statement: raw.trim(),
      citations: [],
      offset: origin[textStart + lead] ?? lineStart,
      paragraph: lineStart,
    });
  }
  // A marker belongs to the sentence holding the character before it; one with no sentence of
  // its own (a line of bare markers) to the sentence before it. A run standing between two
  // sentences goes where `between` says.
  let span = 0;
  let previous: Marker | undefined;
  let runPlace: ReturnType<typeof placeOf> | undefined;
  for (const marker of markers) {
    while (span < spans.length - 1 && marker.at > (spans[span] as Span)[1]) span++;
    if (spans.length === 0) {
      // One by one: a run of markers may be longer than a spread can pass.
      for (const id of marker.ids) out[out.length - 1]?.citations.push(id);
      continue;
    }
    // "one. [2][3] Two.", "one. [2] [3] Two.": a run (nothing but spaces between its markers) is
    // placed by its first marker.
    const sameRun = previous !== undefined && previous.at === marker.at && runPlace !== undefined;
    const place = sameRun ? (runPlace as ReturnType<typeof placeOf>) : placeOf(marker, clean, spans, span);
    if (!sameRun) {
      if (place === 'opens' && first === 0) layout.opens = true;
      if (place === 'closes') layout.closesLine = true;
      if (place === 'between') layout.between++;
    }
    previous = marker;
    runPlace = place;
    const sentence = out[first + span] as ArticleSentence;
    if (place !== 'between' || between === 'previous') for (const id of marker.ids) sentence.citations.push(id);
    else if (between === 'next')
      for (const id of marker.ids) (out[first + span + 1] as ArticleSentence).citations.push(id);
    else {
      const next = out[first + span + 1] as ArticleSentence;
      next.unplaced = [...(next.unplaced ?? []), ...marker.ids];
    }
  }
}

/**
 * A list marker standing as a sentence of its own inside a line ("…non-tumor. 2. Image
 * segmentation…", an inline list) opens the sentence after it: [start, end, where the text
 * starts]. Markers that follow it ("2. [2] Image…", as ALCE's post_hoc_cite.py places them)
 * cite that sentence.
 */
function itemSentences(clean: string, spans: readonly [number, number][]): [number, number, number][] {
  const out: [number, number, number][] = [];
  for (let k = 0; k < spans.length; k++) {
    const [start, end] = spans[k] as [number, number];
    const next = spans[k + 1];
    if (next && INLINE_ITEM_MARKER.test(clean.slice(start, end).trim())) {
      out.push([start, next[1], next[0]]);
      k++;
    } else out.push([start, end, start]);
  }
  return out;
}

/**
 * Stable claim IDs: `s-` and the first 10 hex digits of the sentence's fingerprint, `-2`, `-3`
 * for later sentences with the same. An edit changes that sentence's ID alone; inserting or
 * deleting a sentence shifts no other ID.
 */
export function sentenceIds(statements: readonly string[]): { id: string; sha256: string }[] {
  const seen = new Map<string, number>();
  return statements.map((statement) => {
    const sha256 = claimFingerprint(statement);
    const base = `s-${sha256.slice(0, 10)}`;
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return { id: count === 1 ? base : `${base}-${count}`, sha256 };
  });
}

/** Sentences as claims; `positions[i]` is where sentence i starts in `file`. */
export function sentenceClaims(
  sentences: readonly ArticleSentence[],
  positions: readonly { line: number; column: number }[],
  file?: string,
): SourceClaim[] {
  const ids = sentenceIds(sentences.map((sentence) => sentence.statement));
  return sentences.map((sentence, index) => {
    const { id, sha256 } = ids[index] as { id: string; sha256: string };
    const position = positions[index] ?? { line: 0, column: 0 };
    return {
      id,
      statement: sentence.statement,
      evidenceIds: sentence.citations,
      confidence: 'medium',
      ...(file === undefined ? {} : { file }),
      line: position.line,
      column: position.column,
      sha256,
      ...(sentence.paragraph === undefined ? {} : { paragraph: sentence.paragraph }),
      ...(sentence.tableCell ? { tableCell: true as const } : {}),
      ...(sentence.section === undefined ? {} : { section: sentence.section }),
    };
  });
}

/** An article file's sentences as claims, each placed at its line and column in `file`. */
export function articleClaims(text: string, file: string): SourceClaim[] {
  const sentences = articleSentences(text);
  const at = lineLocator(text);
  return sentenceClaims(
    sentences,
    sentences.map((sentence) => at(sentence.offset)),
    file,
  );
}
