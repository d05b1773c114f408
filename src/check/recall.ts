// Citation recall (docs/checks.md#citation-recall): the sentences of a report that state a fact
// a reader could check (a number, a date, a percentage, a quotation of two words or more, a
// superlative such as "the first" or "the largest") and cite nothing, in a report that cites
// elsewhere. Each is an `uncited_claim` notice; the report's figure is the share of its factual
// sentences that cite a source. Left out: headings (no adapter makes them sentences), table
// cells, the report's own title, questions, and a sentence that only restates an earlier cited
// sentence of its paragraph (every fact of it is in that sentence).
import {
  addToUnion,
  extractNumbers,
  groundNumbers,
  indexNumbers,
  unionIndex,
  type FactIndex,
} from '../numbers/index.js';
import type { NumericFact } from '../numbers/types.js';
import type { SourceClaim } from '../formats/model.js';
import type { CitationRecall, NoticeFinding } from '../results/types.js';
import { quotationsIn } from '../binding/quotations.js';
import { blankControlSequences } from '../text/controls.js';

/** What makes a sentence checkable, as the notice names it. */
export interface CheckableFacts {
  numbers: readonly NumericFact[];
  quotations: readonly string[];
  superlatives: readonly string[];
}

// A superlative that states a fact someone can look up: a rank or an extreme of something
// measurable. "The most important", "the best", "the only way" are judgements; "the first" only
// as a first in history ("the first city to", "for the first time"), not the first of a list.
const SUPERLATIVE = new RegExp(
  [
    String.raw`\b(?:the|its|their|his|her|world's|country's|nation's)\s+(?:largest|biggest|smallest|highest|lowest|oldest|youngest|longest|shortest|fastest|slowest|earliest|tallest|deepest|heaviest|busiest|richest|poorest|best[-\s]selling|most\s+(?:populous|visited|streamed|watched|downloaded))\b(?!-)`,
    String.raw`\b(?:the|its|their|his|her)\s+first\s+(?:[\p{L}-]+\s+){0,4}(?:to|ever|in\s+(?:history|the\s+world)|\p{L}{3,}ed\s+(?:by|in))\b`,
    String.raw`\bfor\s+the\s+first\s+time\b`,
  ].join('|'),
  'giu',
);

// Words that attribute a quotation to someone: without one, words in quotation marks are a
// term, a title or a scare quote ("set and forget"), not something a source is said to say.
const ATTRIBUTION =
  /\b(?:said|says|saying|wrote|writes|stated|told|tells|according\s+to|calls?\s+it|called\s+(?:it|them|this|the)|described|describes|put\s+it|noted|argued|argues|claimed|announced|declared|quoted|tweeted|remarked|explained|explains|commented|warned|warns|recalled|admitted|insisted|concluded|testified|acknowledged|acknowledges|promised|pledged|committed\s+to|insists)\b/iu;

// What a sentence holds that is no fact of its own: a label's number at its start ("Insight 3:",
// "Gap 2."), an issue or item number ("#8921"), examples ("(e.g., 10, 20, 30)").
const LABEL = /^\s*[\p{Lu}][\p{L}-]*(?:\s+[\p{Lu}][\p{L}-]*)?\s+\d{1,3}[a-z]?\s*(?:[:.)—–]|\s-\s)/u;
const ITEM_NUMBER = /#\d+/g;
// A number after a word that names a part of the report or of a list ("Finding 5", "Step 3",
// "Tier 2"): it names, it does not count.
const PART_NUMBER =
  /\b(?:Finding|Step|Insight|Pattern|Gap|Option|Tier|Level|Stage|Round|Section|Part|Chapter|Question|Issue|Case|Scenario|Example|Lesson|Tip|Rule|Point|Item|Priority|Recommendation|Theme|Pillar|Layer|Sprint|Milestone|Wave|Track|Objective|Goal|Task|Claim|Source|Appendix|Table|Figure|Fig\.|Phase|Bug)s?\s+\d{1,3}(?:\.\d)?[a-z]?(?:(?:,\s*|,?\s+(?:and|or)\s+|\s*[-–]\s*)\d{1,3}[a-z]?)*\b/gu;
const EXAMPLES = /\((?:e\.g\.|i\.e\.|for example|for instance|such as)[^)]*\)/giu;

/** The facts a sentence states that a reader could check. */
function checkableFacts(statement: string): CheckableFacts {
  const text = blankControlSequences(statement)
    .replace(LABEL, (label) => ' '.repeat(label.length))
    .replace(ITEM_NUMBER, (item) => ' '.repeat(item.length))
    .replace(PART_NUMBER, (part) => ' '.repeat(part.length))
    .replace(EXAMPLES, (examples) => ' '.repeat(examples.length));
  const attributed = ATTRIBUTION.test(text);
  return {
    // A count written in words ("the five databases", "three caveats") most often points back at
    // what the report listed; a number written in digits states one.
    numbers: extractNumbers(text).filter((fact) => !fact.groundOnly && /\d/.test(fact.text)),
    quotations: attributed ? quotationsIn(text) : [],
    superlatives: [...text.matchAll(SUPERLATIVE)].map((match) => match[0].replace(/\s+/g, ' ').toLowerCase()),
  };
}

const isFactual = (facts: CheckableFacts): boolean =>
  facts.numbers.length > 0 || facts.quotations.length > 0 || facts.superlatives.length > 0;

/**
 * A sentence whose only facts are years or dates states a fact when it says what happened then
 * ("OpenAI announced MCP support in March 2025"); in the present tense a year is the time the
 * report speaks from ("In 2025, performance optimization is a multi-faceted process"), no fact.
 */
function onlyTimeFrame(facts: CheckableFacts, statement: string): boolean {
  if (facts.quotations.length > 0 || facts.superlatives.length > 0) return false;
  if (!facts.numbers.every((fact) => fact.kind === 'year' || fact.kind === 'date' || isYearRange(fact))) return false;
  return !PAST.test(statement.replace(NOT_PAST, ' '));
}

const isYearRange = (fact: NumericFact): boolean =>
  fact.kind === 'range' && (fact.parts ?? []).every((part) => part.kind === 'year' || part.kind === 'date');
const PAST =
  /\b(?:was|were|had|did|began|became|won|lost|took|made|led|held|wrote|sold|bought|left|met|ran|rose|fell|grew|saw|gave|got|went|came|found|built|began|\p{L}{3,}ed)\b/iu;
// Words ending in -ed that are no past tense in the sentences this reads.
const NOT_PAST =
  /\b(?:based|related|used|advanced|limited|need|needed|red|detailed|focused|automated|dedicated|integrated|distributed|unified|sophisticated|centered|centred|proposed|expected|specialized|specialised|established|combined|sized|tailored|informed|balanced|varied|mixed|shared|speed|seed|feed|indeed|embed|bed|shed|led\s+by)\b/giu;

/** A line of the report's metadata: "Last updated 2026-02-25.", "Word count: ~6,200 words." */
const METADATA =
  /^\s*(?:last\s+(?:updated|modified|reviewed)|updated|published|date|version|word\s+count|generated|prepared|compiled|report\s+date)\b/iu;

/** A hypothetical: "Even if the rate were 5%, it would…". */
const HYPOTHETICAL = /\b(?:if|unless|assuming|suppose|supposing)\b[^.]*\b(?:were|would|could|might)\b/iu;
// A domain and path written in the sentence ("zilliz.com/blog/…"): the sentence names its source.
const DOMAIN_PATH = /\b[a-z0-9-]+\.(?:com|org|net|io|ai|dev|gov|edu|co|uk|de)\/\S/iu;

/** A question (the report's own, or a heading-like one) ends with a question mark, behind closing quotes and brackets. */
const QUESTION = /\?["'”’)\]*_]*$/u;
/** A prose sentence ends with a full stop or an exclamation mark; a label ("Total cost: $0.25"), a list's lead-in ("… three steps:") or a fragment does not. */
const SENTENCE_END = /[.!…]["'”’)\]*_]*$/u;
/**
 * The report speaking of itself or to its reader ("this analysis finds", "we consulted 80
 * sources", "if you want"): its own method and advice, not a fact about the world. "US" (upper
 * case) is the country.
 */
const SELF =
  /\b(?:[Tt]his|[Tt]hese|[Oo]ur|[Tt]he\s+present)\s+(?:report|analysis|section|study|review|document|guide|paper|article|survey|research|investigation|assessment|evaluation|table|chart|figure|list|summary|overview)\b|\b(?:[Ww]e|[Oo]ur|[Oo]urs|us|I|[Mm]y|[Mm]e|[Yy]ou|[Yy]our|[Yy]ours)\b/u;

export interface RecallInput {
  claims: readonly SourceClaim[];
  /** The report's title, when it has one apart from its sentences (a pipeline report's `title`). */
  title?: string;
}

/** The report's uncited factual sentences as notices, and its figure; null when it cites nothing at all. */
export function citationRecall(input: RecallInput): { findings: NoticeFinding[]; figure: CitationRecall } | null {
  const { claims } = input;
  const cites = (claim: SourceClaim) => claim.evidenceIds.length > 0 || (claim.unresolved?.length ?? 0) > 0;
  // A report that cites nothing has its own notice (no_citations), not one per sentence.
  if (!claims.some(cites)) return null;
  const title = normalTitle(input.title ?? '');
  const findings: NoticeFinding[] = [];
  let factual = 0;
  let citing = 0;
  // The cited sentences of the current paragraph so far: what a later sentence may restate.
  let paragraph: number | undefined;
  let earlier = noneEarlier();
  for (const claim of claims) {
    if (claim.paragraph === undefined || claim.paragraph !== paragraph) earlier = noneEarlier();
    paragraph = claim.paragraph;
    if (claim.tableCell) continue;
    const statement = claim.statement.trim();
    if (QUESTION.test(statement) || (title !== '' && normalTitle(statement) === title)) continue;
    const facts = checkableFacts(statement);
    // A cited item counts whatever its form (a cited list item "Power: 30 kW [3]" is a claim by
    // its citation); an uncited one only when it is a prose sentence about the world.
    if (cites(claim)) {
      if (claim.paragraph !== undefined) remember(earlier, statement);
      if (isFactual(facts)) {
        factual++;
        citing++;
      }
      continue;
    }
    if (!isFactual(facts) || !isProse(claim, statement) || restates(facts, earlier)) continue;
    if (claim.paragraph !== undefined && onlyTimeFrame(facts, statement)) continue;
    factual++;
    findings.push({
      code: 'uncited_claim',
      level: 'note',
      message: `claim ${claim.id} states ${factWords(facts)} and cites no source`,
      line: claim.line,
      ...(claim.column === undefined ? {} : { column: claim.column }),
      ...(claim.file === undefined ? {} : { file: claim.file }),
      claim_id: claim.id,
    });
  }
  return { findings, figure: { factual_sentences: factual, citing, ratio: factual === 0 ? null : citing / factual } };
}

/**
 * Advice and instructions: what the reader should do is the report's counsel, not a fact ("Teams
 * should weigh…", "Implement sampling at 10%…", a prompt quoted as an example).
 */
const ADVICE = /\b(?:should|must|ought\s+to|recommend(?:s|ed)?|suggest(?:s|ed)?)\b/iu;
const IMPERATIVE =
  /^["'“‘(\s]*(?:[\p{L} ]{1,30}:\s+)?(?:Act|Automate|Compare|Download|Identify|Note|Pull|Return|Search|Add|Adopt|Apply|Ask|Avoid|Build|Check|Choose|Configure|Consider|Define|Deploy|Do|Enable|Ensure|Evaluate|Focus|Implement|Include|Install|Keep|Leverage|Limit|Make|Migrate|Monitor|Plan|Prefer|Prioritize|Prioritise|Reduce|Review|Run|Set|Start|Test|Treat|Try|Use|Verify|Write)\b/u;
/**
 * A source named in the sentence itself, as papers cite: "Cemri et al.", "(Smith, 2020)", an arXiv
 * ID, a DOI, a URL, a bracketed tag the format does not read as a marker ("[Q11]"). The sentence
 * cites, though not in a form that binds.
 */
const INLINE_CITATION =
  /\bet\s+al\b|\([\p{Lu}][\p{L}'-]+(?:\s+(?:and|&)\s+[\p{Lu}][\p{L}'-]+)?,?\s+(?:19|20)\d{2}[a-z]?\)|\barXiv[:\s]*\d{4}\.\d{4,5}|\bdoi:|\b10\.\d{4,9}\/|https?:\/\/|\[[A-Z]{1,4}\d{1,3}(?:[/,]\s*[A-Z]{0,4}\d{1,3})*\]/u;

/**
 * Sections about the report itself: how it was researched, what it left out, its metadata. What
 * they count is the report's work ("Retrieved 14 sources"), not the world's facts.
 */
const ABOUT_THE_REPORT =
  /\b(?:method(?:s|ology)?|research\s+(?:process|log|notes|design|approach)|process\s+log|appendix|about\s+this|metadata|limitations?|scope|changelog|change\s+log|verification|how\s+this|search\s+strategy|sources?\s+consulted|quality\s+(?:check|assessment|metrics)|confidence\s+(?:level|assessment)|caveats?|next\s+steps|self-critique|audit\s+trail|(?:run|research|report)\s+(?:stats|statistics|details|cost|metrics))\b/iu;

/**
 * In a sentence format (whose sentences have paragraphs), a prose sentence about the world: it
 * ends as a sentence does, does not speak of the report or to its reader, gives no advice or
 * instruction, and names no source of its own. A pipeline report's claims are claims by construction.
 */
function isProse(claim: SourceClaim, statement: string): boolean {
  if (claim.paragraph === undefined) return true;
  if (claim.section !== undefined && ABOUT_THE_REPORT.test(claim.section)) return false;
  return (
    SENTENCE_END.test(statement) &&
    !SELF.test(statement) &&
    !ADVICE.test(statement) &&
    !IMPERATIVE.test(statement) &&
    !HYPOTHETICAL.test(statement) &&
    !METADATA.test(statement) &&
    !INLINE_CITATION.test(statement) &&
    !DOMAIN_PATH.test(statement)
  );
}

/**
 * The cited sentences of a paragraph so far, kept so that a later sentence is checked against all
 * of them at once (linear in the paragraph, not quadratic): their numbers in one union index, and
 * their words, each with the sentences that hold it whole.
 */
interface Earlier {
  /** Their numbers, each sentence's own index, folded into `numbers` when a sentence is first checked. */
  pending: FactIndex[];
  numbers: FactIndex | undefined;
  texts: string[];
  words: Map<string, number[]>;
  /** A phrase of fewer than three words (no whole word to look up), and how many texts it was tried on. */
  short: Map<string, { tried: number; found: boolean }>;
}

const noneEarlier = (): Earlier => ({ pending: [], numbers: undefined, texts: [], words: new Map(), short: new Map() });
const WORD = /[\p{L}\p{N}]+/gu;

function remember(earlier: Earlier, statement: string): void {
  earlier.pending.push(indexNumbers(blankControlSequences(statement)));
  const text = statement.toLowerCase();
  const at = earlier.texts.length;
  earlier.texts.push(text);
  for (const [word] of text.matchAll(WORD)) {
    const list = earlier.words.get(word);
    if (!list) earlier.words.set(word, [at]);
    else if (list[list.length - 1] !== at) list.push(at);
  }
}

/** Every fact of the sentence is in a cited sentence before it in its paragraph: it says again what that one cited. */
function restates(facts: CheckableFacts, earlier: Earlier): boolean {
  if (earlier.texts.length === 0) return false;
  if (facts.numbers.length > 0) {
    earlier.numbers ??= unionIndex();
    for (const index of earlier.pending) addToUnion(earlier.numbers, index);
    earlier.pending = [];
    if (groundNumbers(facts.numbers, [earlier.numbers]).length > 0) return false;
  }
  const inEarlier = (phrase: string) => inEarlierText(phrase.toLowerCase(), earlier);
  return facts.quotations.every(inEarlier) && facts.superlatives.every(inEarlier);
}

/**
 * Whether one of the earlier texts holds the phrase. A word between a phrase's first and last is a
 * whole word of any text holding it, so only the texts holding its rarest such word are read; a
 * shorter phrase is tried on each text once a paragraph.
 */
function inEarlierText(phrase: string, earlier: Earlier): boolean {
  const tokens = phrase.match(WORD) ?? [];
  if (tokens.length >= 3) {
    let rarest: readonly number[] | undefined;
    for (const token of tokens.slice(1, -1)) {
      const list = earlier.words.get(token) ?? [];
      if (rarest === undefined || list.length < rarest.length) rarest = list;
    }
    return (rarest ?? []).some((at) => (earlier.texts[at] as string).includes(phrase));
  }
  let tried = earlier.short.get(phrase);
  if (!tried) earlier.short.set(phrase, (tried = { tried: 0, found: false }));
  for (; !tried.found && tried.tried < earlier.texts.length; tried.tried++)
    tried.found = (earlier.texts[tried.tried] as string).includes(phrase);
  return tried.found;
}

/** "a number (15 percent)", "a quotation", "a superlative (the first)": what the notice says the sentence states. */
function factWords(facts: CheckableFacts): string {
  const parts: string[] = [];
  const first = facts.numbers[0];
  // The first three as written, so the reader finds them in the sentence.
  const shown = facts.numbers.slice(0, 3).map((fact) => fact.text);
  const more = facts.numbers.length > shown.length ? '; …' : '';
  if (first)
    parts.push(
      `${facts.numbers.length === 1 ? 'a number' : `${facts.numbers.length} numbers`} (${shown.join('; ')}${more})`,
    );
  if (facts.quotations.length > 0) parts.push(facts.quotations.length === 1 ? 'a quotation' : 'quotations');
  if (facts.superlatives[0]) parts.push(`a superlative (${facts.superlatives[0]})`);
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

const normalTitle = (text: string): string =>
  text
    .replace(/[#*_`]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
