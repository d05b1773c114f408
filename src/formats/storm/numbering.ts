// STORM's polished article is numbered differently from url_to_info.json. Polishing deep-copies
// the draft, adds a lead section and calls post_processing(), whose reorder_reference_index()
// renumbers every [n] by first appearance (the lead first) and updates only the in-memory
// reference map; url_to_info.json was written from the draft before and is never written again
// (docs/formats.md, "The polished article's numbering", cites the lines). The renumbering is ONE
// map for the whole article (stanford-oval/storm fb951af storm_dataclass.py 374-412: one
// `ref_index_mapping`, applied to every section by update_citation_index), and the body is the
// draft's text with each marker replaced in place. So the text between markers, aligned between
// the two articles, gives the draft's number for each polished number, and a number traced once
// is that number wherever it stands. Nothing is guessed: a number no aligned text traces, or
// that the alignments give two draft numbers (or two polished numbers one draft number), stays
// unresolved.
import { citationUnits, type CitationUnit } from './units.js';

/** An article's text, the file name messages use, and the line of an offset in it. */
export interface NumberedArticle {
  name: string;
  text: string;
  lineOf: (offset: number) => number;
}

export interface RecoveredNumbering {
  /** Polished marker → the draft's marker (url_to_info.json's index), for every marker the alignments trace one way. */
  traced: ReadonlyMap<string, string>;
  /** Polished markers the aligned text contradicts, each with why, in words. */
  conflicts: ReadonlyMap<string, string>;
  /** How many runs of text (between markers) of the polished article are also in the draft. */
  alignedSentences: number;
}

/** One aligned run of text: the polished marker at position i of its run reads as the draft's at position i. */
interface Reading {
  draft: string;
  /** The polished unit that says so (for messages). */
  unit: CitationUnit;
}

/**
 * The lead STORM's polishing adds: the "# summary" section it puts first, when the draft has none.
 * The lead is new text a language model wrote, citing in the draft's numbers as it saw fit: a
 * sentence it copies from the body may carry another marker, so its text traces nothing.
 */
function leadUnits(polished: readonly CitationUnit[], draft: readonly CitationUnit[]): Set<CitationUnit> {
  const lead = new Set<CitationUnit>();
  const first = polished.findIndex((unit) => unit.heading);
  const heading = polished[first];
  if (!heading || heading.key !== '#summary' || draft.some((unit) => unit.key === '#summary')) return lead;
  for (let i = first + 1; i < polished.length && !(polished[i] as CitationUnit).heading; i++)
    lead.add(polished[i] as CitationUnit);
  return lead;
}

/**
 * The polished → draft numbering the aligned text proves. The articles are cut into runs of
 * text ending at markers (./units.ts) and aligned by their text in order (a patience alignment:
 * text unique to both first, then the gaps between), leaving out the lead. Each aligned run
 * citing as many markers on both sides reads marker i as marker i. The numbering is one map:
 * a polished marker read as exactly one draft marker is traced, and a draft marker traced to
 * one polished marker is no longer a reading of any other (so "[3] is the draft's [1] here but
 * [2] everywhere else" is [2] when [1] is already another marker's); only readings that still
 * disagree after that are conflicts.
 */
export function recoverNumbering(polishedArticle: NumberedArticle, draftArticle: NumberedArticle): RecoveredNumbering {
  const where = (unit: CitationUnit) => `${polishedArticle.name}:${polishedArticle.lineOf(unit.offset)}`;
  const polishedUnits = citationUnits(polishedArticle.text);
  const draftUnits = citationUnits(draftArticle.text);
  const lead = leadUnits(polishedUnits, draftUnits);
  const polished = polishedUnits.filter((unit) => !lead.has(unit));
  const pairs = alignSequences(
    polished.map((unit) => unit.key),
    draftUnits.map((unit) => unit.key),
  );

  // Every reading of every polished marker, by draft marker (the first unit that reads it so).
  const readings = new Map<string, Map<string, Reading>>();
  let aligned = 0;
  for (const [p, d] of pairs) {
    const ours = polished[p] as CitationUnit;
    const theirs = draftUnits[d] as CitationUnit;
    if (!ours.heading) aligned++;
    // A run that gained or lost a marker (an LM rewrite, a hand edit) reads no marker as another.
    if (ours.citations.length !== theirs.citations.length) continue;
    ours.citations.forEach((marker, index) => {
      const draft = theirs.citations[index] as string;
      const seen = readings.get(marker) ?? new Map<string, Reading>();
      if (!seen.has(draft)) seen.set(draft, { draft, unit: ours });
      readings.set(marker, seen);
    });
  }
  const { traced, conflicts } = solveOneMap(readings, where);
  return { traced, conflicts, alignedSentences: aligned };
}

/**
 * One map from the readings: a marker left with one possible draft marker is traced, and that
 * draft marker is taken from every other marker's possibilities, which may leave another with
 * one; two markers left with the same one only, or one left with several, conflict. A queue of the
 * markers left with one keeps it linear in the readings (no pass over every marker per step).
 */
function solveOneMap(
  readings: ReadonlyMap<string, ReadonlyMap<string, Reading>>,
  where: (unit: CitationUnit) => string,
): { traced: Map<string, string>; conflicts: Map<string, string> } {
  const traced = new Map<string, string>();
  const conflicts = new Map<string, string>();
  const takenBy = new Map<string, string>();
  const readers = new Map<string, string[]>();
  const open = new Map<string, number>();
  for (const [marker, seen] of readings) {
    open.set(marker, seen.size);
    for (const draft of seen.keys()) {
      const list = readers.get(draft);
      if (list) list.push(marker);
      else readers.set(draft, [marker]);
    }
  }
  const settled = (marker: string) => traced.has(marker) || conflicts.has(marker);
  const onlyOpen = (marker: string): Reading | undefined =>
    [...(readings.get(marker)?.values() ?? [])].find((reading) => !takenBy.has(reading.draft));
  const queue = [...open].filter(([, count]) => count === 1).map(([marker]) => marker);
  for (let at = 0; at < queue.length; at++) {
    const next = queue[at] as string;
    if (settled(next) || open.get(next) !== 1) continue;
    const draft = (onlyOpen(next) as Reading).draft;
    // Other markers left with this draft marker only: a map renumbers each draft marker once.
    const rivals = (readers.get(draft) ?? []).filter(
      (marker) => marker !== next && !settled(marker) && open.get(marker) === 1,
    );
    if (rivals.length > 0) {
      const markers = [next, ...rivals];
      for (const marker of markers)
        conflicts.set(
          marker,
          `in text that is the same in both articles, ${markers.map((m) => `[${m}]`).join(' and ')} all stand for the draft's [${draft}] (${markers.map((m) => `[${m}] at ${where((readings.get(m)?.get(draft) as Reading).unit)}`).join(', ')})`,
        );
      continue;
    }
    traced.set(next, draft);
    takenBy.set(draft, next);
    for (const marker of readers.get(draft) ?? []) {
      if (marker === next || settled(marker)) continue;
      const left = (open.get(marker) as number) - 1;
      open.set(marker, left);
      if (left === 1) queue.push(marker);
    }
  }
  for (const [marker, seen] of readings) {
    if (settled(marker)) continue;
    const left = [...seen.values()].filter((reading) => !takenBy.has(reading.draft));
    const shown = (left.length > 0 ? left : [...seen.values()]).map(
      (reading) => `[${reading.draft}] at ${where(reading.unit)}`,
    );
    conflicts.set(
      marker,
      left.length > 1
        ? `in text that is the same in both articles, [${marker}] stands for the draft's ${shown.join(' and ')}`
        : `in text that is the same in both articles, [${marker}] stands for the draft's ${shown.join(' and ')}, each of which stands for another marker elsewhere`,
    );
  }
  return { traced, conflicts };
}

/**
 * Index pairs (i, j) with a[i] === b[j], increasing in both: equal heads and tails are matched,
 * then the elements unique to both sides (their longest increasing run) anchor the match, and
 * each gap between anchors is aligned the same way. A lead section added in front, or sentences
 * one side dropped, leave the rest aligned.
 */
function alignSequences(a: readonly string[], b: readonly string[]): [number, number][] {
  const pairs: [number, number][] = [];
  const ranges: [number, number, number, number][] = [[0, a.length, 0, b.length]];
  while (ranges.length > 0) {
    let [a0, a1, b0, b1] = ranges.pop() as [number, number, number, number];
    while (a0 < a1 && b0 < b1 && a[a0] === b[b0]) pairs.push([a0++, b0++]);
    while (a0 < a1 && b0 < b1 && a[a1 - 1] === b[b1 - 1]) pairs.push([--a1, --b1]);
    const anchors = uniqueAnchors(a, a0, a1, b, b0, b1);
    if (anchors.length === 0) continue;
    let [prevA, prevB] = [a0, b0];
    for (const [i, j] of anchors) {
      pairs.push([i, j]);
      ranges.push([prevA, i, prevB, j]);
      [prevA, prevB] = [i + 1, j + 1];
    }
    ranges.push([prevA, a1, prevB, b1]);
  }
  return pairs.sort(([x], [y]) => x - y);
}

/** Elements occurring once in a[a0, a1) and once in b[b0, b1), as the longest run increasing on both sides. */
function uniqueAnchors(
  a: readonly string[],
  a0: number,
  a1: number,
  b: readonly string[],
  b0: number,
  b1: number,
): [number, number][] {
  const countA = new Map<string, number>();
  for (let i = a0; i < a1; i++) countA.set(a[i] as string, (countA.get(a[i] as string) ?? 0) + 1);
  const inB = new Map<string, number>();
  const countB = new Map<string, number>();
  for (let j = b0; j < b1; j++) {
    const key = b[j] as string;
    countB.set(key, (countB.get(key) ?? 0) + 1);
    inB.set(key, j);
  }
  const candidates: [number, number][] = [];
  for (let i = a0; i < a1; i++) {
    const key = a[i] as string;
    if (countA.get(key) === 1 && countB.get(key) === 1) candidates.push([i, inB.get(key) as number]);
  }
  return longestIncreasing(candidates);
}

/** The longest subsequence of pairs (increasing in the first) that also increases in the second (patience sorting). */
function longestIncreasing(pairs: readonly [number, number][]): [number, number][] {
  const tails: number[] = [];
  const previous: number[] = new Array<number>(pairs.length).fill(-1);
  for (let k = 0; k < pairs.length; k++) {
    const value = (pairs[k] as [number, number])[1];
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((pairs[tails[middle] as number] as [number, number])[1] < value) low = middle + 1;
      else high = middle;
    }
    if (low > 0) previous[k] = tails[low - 1] as number;
    tails[low] = k;
  }
  const run: [number, number][] = [];
  for (let k = tails.length > 0 ? (tails[tails.length - 1] as number) : -1; k !== -1; k = previous[k] as number)
    run.push(pairs[k] as [number, number]);
  return run.reverse();
}
