// Re-attribution: where in a report's other evidence a number or a quote that its cited source
// lacks really stands. A lead section that cites its sources in running order, a quote bound to
// the wrong record, a Markdown sentence that cites the wrong entry of its list: the report holds
// the right source, and this says which. Never a guess: a number counts as found only where the
// grounding rules of src/numbers/ find it (the same rules that called it ungrounded), a quote only
// where it occurs verbatim or after the near-miss ladder's foldings (./quote.ts). No model.
//
// Linear in the report: every record's numbers are read once and put in one sorted table of
// values (and dates by year), and every part's folded words in one table of words, so each number
// or quote looked up visits only the records that hold its value or its rarest word, never every
// text of the report.
import { citedNumbers, citedText } from './cited-numbers.js';
import { decodeDate } from '../numbers/dates.js';
import {
  extractNumbers,
  groundNumbers,
  indexFacts,
  indexNumbers,
  occursVerbatim,
  type CitedText,
  type FactIndex,
} from '../numbers/index.js';
import type { NumericFact } from '../numbers/types.js';
import { blankControlSequences } from '../text/controls.js';
import { trimPythonWhitespace } from '../text/whitespace.js';
import {
  countedWordAfter,
  eventWords,
  isDated,
  numberSense,
  rangeStartOf,
  sameCountedWord,
  type NumberSense,
} from './number-sense.js';
import { explainUnboundQuote, normalizedText } from './quote.js';
import type { IndexedEvidence } from './report-index.js';
import type { FoundIn } from '../results/found-in.js';

export type { FoundIn };

/** What a look-up found: the first places, in report order (at most the locator's limit), and how many there are in all. */
export interface Places {
  found: FoundIn[];
  total: number;
}

export interface EvidenceLocator {
  /**
   * Records other than `exclude` whose text grounds the number as the same fact, in report order:
   * `text` is what the fact was read from, for the word it counts (./number-sense.ts); `others`
   * the claim's other numbers: a year or a date is found only in a part that holds one of them
   * too, when there are any ("a 30% cut by 2030" is not in "spending to 2030").
   */
  number(fact: NumericFact, exclude: ReadonlySet<string>, text: string, others?: readonly NumericFact[]): Places;
  /** Records other than `exclude` in one of whose parts the quote occurs, in report order. */
  quote(quote: string, exclude: ReadonlySet<string>): Places;
}

/** Where a number is, looked up once per question (lookupKey): the places, and their records' IDs. */
interface KnownPlaces {
  places: { record: Record; where: Pick<Part, 'where' | 'line'> }[];
  ids: Set<string>;
}

interface Part {
  text: string;
  where: string;
  line?: number;
}

interface Record {
  evidence: IndexedEvidence;
  /** What grounding reads of the record: the excerpt, and the title when it is the source's own. */
  cited: CitedText;
  /** The excerpt's parts a quote must lie within (snippets, snapshot passages), or the excerpt. */
  parts: Part[];
  /** The title, when the source has one of its own and it is not already a part. */
  title?: Part;
}

/** Too short to say anything: a quote of one word occurs everywhere. */
const MIN_QUOTE_WORDS = 2;
const WORD = /[\p{L}\p{N}]+/gu;
const TOLERANCE = 1e-9;
const FOLD = { fold: true, plain: true } as const;

/**
 * `reportQuoted`: records whose excerpt is the report's own quotation of the source (a Markdown
 * text fragment, a footnote's quote), not text read from it. They are never named as a place:
 * the report's word for what a source says is what is being checked. Each look-up lists at most
 * `limit` places and counts the rest: a figure that many records hold and many claims miss would
 * otherwise make a place per record per claim, growing with the square of the report.
 */
export function evidenceLocator(
  evidence: ReadonlyMap<string, IndexedEvidence>,
  reportQuoted: ReadonlySet<string>,
  limit: number,
): EvidenceLocator {
  const records: Record[] = [];
  for (const record of evidence.values())
    if (record.excerpt.trim() !== '' && !reportQuoted.has(record.id)) records.push(recordOf(record));
  let numbers: NumberTable | undefined;
  let words: WordTable | undefined;
  const lookups = new Map<string, KnownPlaces>();
  return {
    number(fact, exclude, text, others = []) {
      const sense = numberSense(fact, text);
      if (sense.kind === 'never') return { found: [], total: 0 };
      const companions = isDated(fact)
        ? others.filter(
            (other) => other !== fact && other.value !== fact.value && numberSense(other, text).kind !== 'never',
          )
        : [];
      // A date alone says only when: the place must say what too, in one of the claim's words beside it.
      const events = isDated(fact) && companions.length === 0 ? eventWords(text, fact.start, fact.end) : undefined;
      numbers ??= numberTable(records);
      const table = numbers;
      // Where a number stands depends on the fact and on what the claim asks of a place (the
      // counted word, the companions, the event words), not on the claim itself: one look-up
      // serves every claim that asks the same (a figure wrong in many claims), less what each cites.
      const key = lookupKey(fact, sense, companions, events);
      let known = lookups.get(key);
      if (!known) {
        const places = [...candidatesFor(table, fact)]
          .sort((a, b) => a - b)
          .flatMap((at) => {
            const record = records[at] as Record;
            if (!grounds(record.cited, table.indexes[at] as FactIndex, fact)) return [];
            const where =
              sense.kind === 'counted'
                ? countedWhere(record, fact, sense, table.partFacts)
                : companions.length > 0
                  ? companionWhere(record, fact, companions, table.partIndexes)
                  : events !== undefined
                    ? eventWhere(record, fact, events, table.partIndexes)
                    : numberWhere(record, fact, table.partIndexes);
            return where ? [{ record, where }] : [];
          });
        known = { places, ids: new Set(places.map(({ record }) => record.evidence.id)) };
        lookups.set(key, known);
      }
      // Each claim takes the first places it does not cite, and the count less those it cites:
      // a walk of every place per claim would grow with the square of the report.
      let cited = 0;
      for (const id of exclude) if (known.ids.has(id)) cited++;
      const found: FoundIn[] = [];
      for (const { record, where } of known.places) {
        if (found.length >= limit) break;
        if (!exclude.has(record.evidence.id)) found.push(foundAt(record, where));
      }
      return { found, total: known.places.length - cited };
    },
    quote(raw, exclude) {
      const quote = trimPythonWhitespace(raw);
      const folded = normalizedText(quote, FOLD);
      const tokens = folded.match(WORD) ?? [];
      if (tokens.length < MIN_QUOTE_WORDS) return { found: [], total: 0 };
      words ??= wordTable(records);
      const found: FoundIn[] = [];
      let total = 0;
      for (const at of quoteCandidates(words, tokens)) {
        const record = records[at] as Record;
        if (exclude.has(record.evidence.id)) continue;
        const places = [...record.parts, ...(record.title ? [record.title] : [])];
        for (const part of places) {
          if (!(words.folded.get(part) ?? '').includes(folded)) continue;
          const match = quoteMatch(quote, part.text);
          if (match === null) continue;
          if (total++ < limit)
            found.push({ ...foundAt(record, part), ...(match === 'exact' ? {} : { folding: match }) });
          break;
        }
      }
      return { found, total };
    },
  };
}

function recordOf(evidence: IndexedEvidence): Record {
  const cited = citedText(evidence);
  const parts = partsOf(evidence);
  // A snapshot's first part is already the page's title.
  const titleIsPart = evidence.sourceText?.source?.title ? true : false;
  return {
    evidence,
    cited,
    parts,
    ...(cited.title !== undefined && !titleIsPart ? { title: { text: evidence.title, where: 'title' } } : {}),
  };
}

/** A record's parts as a reader finds them: STORM's snippets, a snapshot's title and passages, or the excerpt. */
function partsOf(evidence: IndexedEvidence): Part[] {
  const state = evidence.sourceText;
  const snippets = evidence.snippets;
  if (state?.source && snippets) {
    const hasTitle = state.source.title ? 1 : 0;
    return snippets.map((text, index) => {
      if (index < hasTitle) return { text, where: 'page title' };
      const passage = index - hasTitle;
      const line = state.passageLines?.[passage];
      return { text, where: `passage ${passage + 1}`, ...(line === undefined ? {} : { line }) };
    });
  }
  if (snippets && snippets.length > 0) return snippets.map((text, index) => ({ text, where: `snippet ${index + 1}` }));
  return [{ text: evidence.excerpt, where: 'excerpt' }];
}

/** The place, with the line of the part (a snapshot passage) or else of the record, where known. */
function foundAt(record: Record, part: Pick<Part, 'where' | 'line'>): FoundIn {
  const { evidence } = record;
  const snapshot = evidence.sourceText?.file;
  const at =
    part.line !== undefined && snapshot !== undefined
      ? { file: snapshot, line: part.line }
      : evidence.location
        ? { file: evidence.location.file, line: evidence.location.line }
        : {};
  return {
    evidence_id: evidence.id,
    label: evidence.titleIsStandIn ? evidence.url : evidence.title,
    where: part.where,
    ...at,
  };
}

// ---------------------------------------------------------------------------------------------
// Numbers

interface NumberTable {
  indexes: FactIndex[];
  /** Every distinct number value of the records, ascending; the records holding values[i] are owners[firstOwner[i] .. firstOwner[i + 1]). */
  values: Float64Array;
  firstOwner: Int32Array;
  owners: Int32Array;
  /** The widest rounding step any record wrote a value with: the reach of a claim value that is exact. */
  maxStep: number;
  /** Records holding a date of each year; records holding a date with no year. */
  years: Map<number, number[]>;
  yearless: number[];
  /** Records holding numbers that stand in names (COVID-19, "group 3"). */
  named: number[];
  /** Each part's numbers, read when a record that holds the number needs its part named. */
  partIndexes: WeakMap<Part, PartNumbers>;
  /** Each part's numbers with the word each counts, read when a counted number is looked up. */
  partFacts: WeakMap<Part, CountedFact[]>;
}

interface CountedFact {
  /** The number and the word it counts, as the part writes them ("20 countries"). */
  text: string;
  word: string;
  hyphen: boolean;
  /** The start of the range the number ends ("15 and 20 weeks"), if it ends one. */
  from?: number;
}

function numberTable(records: readonly Record[]): NumberTable {
  const indexes = records.map((record) => citedNumbers(record.cited));
  // Records by value, then the distinct values sorted natively: grouping first spares a sort of
  // one pair per entry with a comparator (most of a report's entries repeat a few values).
  const byValue = new Map<number, number[]>();
  const years = new Map<number, number[]>();
  const yearless: number[] = [];
  const named: number[] = [];
  let maxStep = 0;
  let ownerCount = 0;
  indexes.forEach((index, at) => {
    for (const entry of index.entries) {
      const list = byValue.get(entry.value);
      if (!list) {
        byValue.set(entry.value, [at]);
        ownerCount++;
      } else if (list[list.length - 1] !== at) {
        list.push(at);
        ownerCount++;
      }
      if (entry.step !== null && entry.step > maxStep) maxStep = entry.step;
    }
    for (const date of index.dates) {
      if (date.year === 0) {
        if (yearless[yearless.length - 1] !== at) yearless.push(at);
        continue;
      }
      const list = years.get(date.year);
      if (!list) years.set(date.year, [at]);
      else if (list[list.length - 1] !== at) list.push(at);
    }
    if (index.names.size > 0) named.push(at);
  });
  const values = Float64Array.from(byValue.keys()).sort();
  const firstOwner = new Int32Array(values.length + 1);
  const owners = new Int32Array(ownerCount);
  let next = 0;
  values.forEach((value, at) => {
    firstOwner[at] = next;
    for (const owner of byValue.get(value) as number[]) owners[next++] = owner;
  });
  firstOwner[values.length] = next;
  return {
    indexes,
    values,
    firstOwner,
    owners,
    maxStep,
    years,
    yearless,
    named,
    partIndexes: new WeakMap(),
    partFacts: new WeakMap(),
  };
}

/** The first position whose value is at least `value`. */
function lowerBound(values: Float64Array, value: number): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((values[mid] as number) < value) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * Every record that may ground the fact: those with a value within rounding reach of one of its
 * readings (or of the percentage a proportion reads as), a date of its year, or a name. A superset:
 * each is then checked by the grounding rules themselves.
 */
function candidatesFor(table: NumberTable, fact: NumericFact): Set<number> {
  const found = new Set<number>();
  const addRange = (value: number, reach: number) => {
    const from = lowerBound(table.values, value - reach);
    for (let at = from; at < table.values.length && (table.values[at] as number) <= value + reach; at++)
      for (let owner = table.firstOwner[at] as number; owner < (table.firstOwner[at + 1] as number); owner++)
        found.add(table.owners[owner] as number);
  };
  const visit = (f: NumericFact) => {
    for (const value of f.values ?? [f.value]) {
      if (f.unit === 'date') {
        const { year } = decodeDate(value);
        if (year === 0) for (const list of table.years.values()) for (const at of list) found.add(at);
        else for (const at of table.years.get(year) ?? []) found.add(at);
        for (const at of table.yearless) found.add(at);
        continue;
      }
      const scale = f.step !== undefined && f.step !== 0 && f.value !== 0 ? Math.abs(value / f.value) : 1;
      const step = f.step === undefined ? 0 : f.step === 0 ? table.maxStep : f.step * scale;
      const reach = Math.max(step / 2, Math.abs(value) * TOLERANCE) * (1 + TOLERANCE) + TOLERANCE;
      addRange(value, reach);
      // A proportion may stand for a percentage ("0.42" for 42%).
      if (f.unit === null && value > 0 && value < 1) addRange(value * 100, reach * 100);
    }
    if (f.name !== undefined || f.wordBefore !== undefined) for (const at of table.named) found.add(at);
    for (const part of f.parts ?? []) visit(part);
  };
  visit(fact);
  return found;
}

/**
 * What grounding and the look-up read of a fact: everything but where the claim writes it
 * (`start`, `end`, of the fact and of its parts), which only the word it counts depends on.
 */
function factKey(fact: NumericFact): string {
  return JSON.stringify(fact, (key, value: unknown) => (key === 'start' || key === 'end' ? undefined : value));
}

/** What a look-up of a number asks: the fact, and what a place must show beside it. */
function lookupKey(
  fact: NumericFact,
  sense: NumberSense,
  companions: readonly NumericFact[],
  events: ReadonlySet<string> | undefined,
): string {
  // No event words (null) and an empty set of them ask different things.
  return JSON.stringify([factKey(fact), sense, companions.map(factKey), events ? [...events].sort() : null]);
}

function grounds(text: CitedText, index: FactIndex, fact: NumericFact): boolean {
  if (occursVerbatim(fact, text.excerpt) || (text.title !== undefined && occursVerbatim(fact, text.title))) return true;
  return groundNumbers([fact], [index]).length === 0;
}

/**
 * A part's text as grounding reads it (control sequences blanked) and its numbers, kept with the
 * part: blanking scans the whole text, and a part is asked about each number a claim misses.
 */
interface PartNumbers {
  text: string;
  /** The part's numbers where it writes them, read only when a text search does not settle it. */
  facts?: NumericFact[];
  index?: FactIndex;
}

/**
 * Whether the part on its own grounds the fact, as `grounds` says: the number copied verbatim
 * (the common case: a claim that cites the wrong one of two sources) is settled by a text
 * search, so the part's numbers are read only when it is not.
 */
function partGrounds(read: PartNumbers, fact: NumericFact): boolean {
  if (occursVerbatim(fact, read.text)) return true;
  read.index ??= indexFacts(partFacts(read));
  return groundNumbers([fact], [read.index]).length === 0;
}

/** The part's numbers, read once (the same as `indexNumbers` reads: one extraction serves both). */
function partFacts(read: PartNumbers): NumericFact[] {
  return (read.facts ??= extractNumbers(read.text));
}

/**
 * Which parts hold the number, each on its own ("snippets 2 and 5"), else the title; a plain
 * excerpt and its title together, as grounding reads them. Null when only several parts together
 * do ("on 30 August" in one snippet, "2023" in another): that is not where the number stands.
 */
function numberWhere(
  record: Record,
  fact: NumericFact,
  cache: WeakMap<Part, PartNumbers>,
): Pick<Part, 'where' | 'line'> | null {
  const holds = (part: Part) => partGrounds(partNumbers(record, part, cache), fact);
  const parts = record.parts.filter(holds);
  if (parts.length === 1) return parts[0] as Part;
  if (parts.length > 1) return { where: joinWhere(parts.map((part) => part.where)) };
  if (record.title && holds(record.title)) return record.title;
  return record.parts.length === 1 && record.title ? { where: 'excerpt and title' } : null;
}

/**
 * Which parts (else the title) hold the number right before the same counted word, each on its
 * own: "20 weeks" stands where a part says "20 weeks" or "twenty weeks", never where it says
 * "20 countries" and "weeks" somewhere else. Null when no part does.
 */
function countedWhere(
  record: Record,
  fact: NumericFact,
  sense: { word: string; hyphen: boolean; from?: number },
  cache: WeakMap<Part, CountedFact[]>,
): Pick<Part, 'where' | 'line'> | null {
  return partsWhere(record, (part) => {
    let counted = cache.get(part);
    if (!counted) {
      const text = blankControlSequences(part.text);
      counted = extractNumbers(text).flatMap((found): CountedFact[] => {
        const counted = countedWordAfter(text, found.end);
        if (counted === undefined) return [];
        const from = rangeStartOf(text, found.start, found.end);
        return [{ text: text.slice(found.start, found.end), ...counted, ...(from === undefined ? {} : { from }) }];
      });
      cache.set(part, counted);
    }
    return counted.some(
      (found) =>
        sameCountedWord(found.word, sense.word) &&
        (!found.hyphen || sense.hyphen) &&
        found.from === sense.from &&
        grounds({ excerpt: found.text }, indexNumbers(found.text), fact),
    );
  });
}

/** Which parts (else the title) hold the year or date together with another of the claim's numbers. */
function companionWhere(
  record: Record,
  fact: NumericFact,
  companions: readonly NumericFact[],
  cache: WeakMap<Part, PartNumbers>,
): Pick<Part, 'where' | 'line'> | null {
  return partsWhere(record, (part) => {
    const read = partNumbers(record, part, cache);
    const holds = (f: NumericFact) => partGrounds(read, f);
    return holds(fact) && companions.some(holds);
  });
}

/**
 * Which parts (else the title) hold the year or date, each on its own, with one of the claim's
 * words beside it (`events`, ./number-sense.ts eventWords): "released in 2019" is in "came out
 * in 2019 … Nightfall" only through "Nightfall". A part that holds the date only with other
 * words tells of another event of that day.
 */
function eventWhere(
  record: Record,
  fact: NumericFact,
  events: ReadonlySet<string>,
  cache: WeakMap<Part, PartNumbers>,
): Pick<Part, 'where' | 'line'> | null {
  if (events.size === 0) return null;
  return partsWhere(record, (part) => {
    const read = partNumbers(record, part, cache);
    if (!partGrounds(read, fact)) return false;
    return partFacts(read).some((found) => {
      const written = read.text.slice(found.start, found.end);
      if (!grounds({ excerpt: written }, indexNumbers(written), fact)) return false;
      for (const word of eventWords(read.text, found.start, found.end)) if (events.has(word)) return true;
      return false;
    });
  });
}

/**
 * A part's PartNumbers, made once. A part that is the record's whole excerpt takes the text
 * grounding already blanked (the same function of the same string), sparing a scan of it.
 */
function partNumbers(record: Record, part: Part, cache: WeakMap<Part, PartNumbers>): PartNumbers {
  let read = cache.get(part);
  if (!read) {
    const text = part.text === record.evidence.excerpt ? record.cited.excerpt : blankControlSequences(part.text);
    read = { text };
    cache.set(part, read);
  }
  return read;
}

/** The parts that each on their own hold what is looked for, else the title; null when none does. */
function partsWhere(record: Record, holds: (part: Part) => boolean): Pick<Part, 'where' | 'line'> | null {
  const parts = record.parts.filter(holds);
  if (parts.length === 1) return parts[0] as Part;
  if (parts.length > 1) return { where: joinWhere(parts.map((part) => part.where)) };
  return record.title && holds(record.title) ? record.title : null;
}

/** "snippets 2 and 5", "passages 1, 3 and 4 more": several parts of one kind in one phrase. */
function joinWhere(places: readonly string[]): string {
  const kind = places[0]?.split(' ')[0] ?? '';
  if (!places.every((place) => place.startsWith(`${kind} `))) return places.join(', ');
  const numbers = places.map((place) => place.slice(kind.length + 1));
  const shown = numbers.length > 4 ? [...numbers.slice(0, 3), `${numbers.length - 3} more`] : numbers;
  return `${kind}s ${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}`;
}

// ---------------------------------------------------------------------------------------------
// Quotes

interface WordTable {
  /** Each folded word, and the records (in report order, once each) whose parts hold it. */
  records: Map<string, number[]>;
  /** Each part's text folded as the ladder's last step folds it. */
  folded: Map<Part, string>;
}

function wordTable(records: readonly Record[]): WordTable {
  const table: WordTable = { records: new Map(), folded: new Map() };
  records.forEach((record, at) => {
    for (const part of [...record.parts, ...(record.title ? [record.title] : [])]) {
      const folded = normalizedText(part.text, FOLD);
      table.folded.set(part, folded);
      for (const [word] of folded.matchAll(WORD)) {
        const list = table.records.get(word);
        if (!list) table.records.set(word, [at]);
        else if (list[list.length - 1] !== at) list.push(at);
      }
    }
  });
  return table;
}

/**
 * The records (in report order) that hold the quote's rarest whole word. The quote's first and
 * last words may be cut ("he trial was" inside "The trial was"), so only the words between them
 * are sure to be whole; a quote of two words has none, and is looked up by both as whole words
 * (a two-word quote cut inside a word is not found: a lead missed, never one made up).
 */
function quoteCandidates(table: WordTable, tokens: readonly string[]): readonly number[] {
  const inner = tokens.length > 2 ? tokens.slice(1, -1) : tokens;
  let best: readonly number[] | undefined;
  for (const token of inner) {
    const list = table.records.get(token) ?? [];
    if (best === undefined || list.length < best.length) best = list;
    if (best.length === 0) break;
  }
  return best ?? [];
}

/** Whether the quote is in the text: verbatim, or after the ladder's whitespace, case or typography folding. */
function quoteMatch(quote: string, text: string): 'exact' | 'whitespace' | 'case' | 'typography' | null {
  if (text.includes(quote)) return 'exact';
  const miss = explainUnboundQuote(quote, text);
  return miss.kind === 'whitespace' || miss.kind === 'case' || miss.kind === 'typography' ? miss.kind : null;
}
