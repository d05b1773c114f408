import type { NumberUnit } from './types.js';

// Vocabulary tables. Patterns are exported as regex sources so the scanners can compile them once.

/** A space in a pattern, no-break ones included. */
export const SP = '[\\s\\u00A0\\u202F]';

export const SMALL_NUMBERS: ReadonlyMap<string, number> = new Map([
  ['zero', 0],
  ['one', 1],
  ['two', 2],
  ['three', 3],
  ['four', 4],
  ['five', 5],
  ['six', 6],
  ['seven', 7],
  ['eight', 8],
  ['nine', 9],
  ['ten', 10],
  ['eleven', 11],
  ['twelve', 12],
  ['thirteen', 13],
  ['fourteen', 14],
  ['fifteen', 15],
  ['sixteen', 16],
  ['seventeen', 17],
  ['eighteen', 18],
  ['nineteen', 19],
]);

export const TENS: ReadonlyMap<string, number> = new Map([
  ['twenty', 20],
  ['thirty', 30],
  ['forty', 40],
  ['fifty', 50],
  ['sixty', 60],
  ['seventy', 70],
  ['eighty', 80],
  ['ninety', 90],
]);

export const SCALE_WORDS: ReadonlyMap<string, number> = new Map([
  ['hundred', 1e2],
  ['thousand', 1e3],
  ['million', 1e6],
  ['billion', 1e9],
  ['trillion', 1e12],
]);

/** Abbreviated scales glued to a number ("€112m", "£2bn", "$5k"); keys lower case. */
export const SCALE_SUFFIXES: ReadonlyMap<string, number> = new Map([
  ['k', 1e3],
  ['m', 1e6],
  ['mn', 1e6],
  ['mln', 1e6],
  ['b', 1e9],
  ['bn', 1e9],
  ['tn', 1e12],
  ['trn', 1e12],
]);

/** Suffixes that can only mean a scale, so they need no currency next to them to be read as one. */
export const UNAMBIGUOUS_SCALE_SUFFIXES: ReadonlySet<string> = new Set(['mn', 'mln', 'bn', 'tn', 'trn']);

export const NUMBER_WORD_SOURCE = [...SMALL_NUMBERS.keys(), ...TENS.keys(), ...SCALE_WORDS.keys()].join('|');
export const UNIT_WORD_SOURCE = [...SMALL_NUMBERS.keys()].slice(1, 10).join('|');

// Capitalised only: "may" and "march" are common English words.
export const MONTHS: ReadonlyMap<string, number> = new Map([
  ['January', 1],
  ['Jan', 1],
  ['February', 2],
  ['Feb', 2],
  ['March', 3],
  ['Mar', 3],
  ['April', 4],
  ['Apr', 4],
  ['May', 5],
  ['June', 6],
  ['Jun', 6],
  ['July', 7],
  ['Jul', 7],
  ['August', 8],
  ['Aug', 8],
  ['September', 9],
  ['Sept', 9],
  ['Sep', 9],
  ['October', 10],
  ['Oct', 10],
  ['November', 11],
  ['Nov', 11],
  ['December', 12],
  ['Dec', 12],
]);
export const MONTH_SOURCE = [...MONTHS.keys()].sort((a, b) => b.length - a.length).join('|');

/**
 * Words after which a number may name a thing rather than count it: "Phase 3", "Type 2 diabetes",
 * "Table 1", "group 3". Lower case; a trailing dot is ignored ("Fig. 3"). The number is a name only when
 * no count follows it: in "group 12 patients" the 12 is checked (see COUNT_NOUNS).
 */
export const LABEL_WORDS: ReadonlySet<string> = new Set([
  'phase',
  'stage',
  'grade',
  'type',
  'class',
  'category',
  'level',
  'tier',
  'figure',
  'fig',
  'table',
  'section',
  'sec',
  'subsection',
  'chapter',
  'appendix',
  'annex',
  'step',
  'version',
  'ver',
  'article',
  'item',
  'page',
  'pp',
  'vol',
  'volume',
  'issue',
  'part',
  'schedule',
  'clause',
  'paragraph',
  'para',
  'model',
  'generation',
  'gen',
  'series',
  'wave',
  'dose',
  'arm',
  'group',
  'cohort',
  'study',
  'lineage',
  'clade',
  'no',
  'nr',
  'iso',
  'icd',
  'rule',
  'layer',
  'layers',
  // "arXiv 2512.20845" names a paper; "Finding 1:" heads a research report's point.
  'arxiv',
  'finding',
  // "Reference 1 from collected information": a STORM lead's made-up reference list (deepscholar-bench).
  'reference',
  'ref',
]);

/**
 * Words whose next number is a name only for the numbers listed: "COVID 19", "coronavirus disease 2019",
 * "SARS CoV 2". Any other number after them ("coronavirus disease 2012") is read as a number. The value
 * is the kind of name, shared with the identifiers spelled with a hyphen (COVID-19, SARS-CoV-2).
 */
export const KNOWN_NAMES: ReadonlyMap<string, { kind: string; numbers: readonly number[] }> = new Map([
  ['covid', { kind: 'covid', numbers: [19, 2019] }],
  // "novel coronavirus 2019", "Severe Acute Respiratory Syndrome Coronavirus 2"
  ['coronavirus', { kind: 'covid', numbers: [2, 2019] }],
  // after "coronavirus": "coronavirus disease 2019"
  ['disease', { kind: 'covid', numbers: [2019] }],
  ['cov', { kind: 'cov', numbers: [2] }],
]);

/**
 * Plural nouns that a number before them counts: after a label word they make the number a count
 * ("group 12 patients", "dose 2 weeks later"). Kept to nouns that rarely follow a label's number:
 * "Phase 3 trials" and "wave 2 infections" stay names.
 */
export const COUNT_NOUNS: ReadonlySet<string> = new Set([
  'patients',
  'people',
  'persons',
  'participants',
  'subjects',
  'individuals',
  'adults',
  'children',
  'infants',
  'men',
  'women',
  'volunteers',
  'respondents',
  'households',
  'cases',
  'deaths',
  'days',
  'weeks',
  'months',
  'years',
  'hours',
  'minutes',
  'seconds',
  'times',
]);

/** Words that state a multiple: "doubled" is 2, "threefold" is 3. "n-fold" and "n times" are read as digits or number words. */
export const MULTIPLIER_WORDS: ReadonlyMap<string, number> = new Map([
  ['twice', 2],
  ['thrice', 3],
  ['doubled', 2],
  ['tripled', 3],
  ['quadrupled', 4],
  ['twofold', 2],
  ['threefold', 3],
  ['fourfold', 4],
  ['fivefold', 5],
  ['sixfold', 6],
  ['sevenfold', 7],
  ['eightfold', 8],
  ['ninefold', 9],
  ['tenfold', 10],
  ['hundredfold', 100],
  ['thousandfold', 1000],
]);

/**
 * "double" and "triple" are also adjectives ("double-blind", "a triple therapy"), "doubling" a noun
 * ("doubling time", "doubling rate"): read only where a verb's object or a preposition follows.
 */
export const MULTIPLIER_VERBS: ReadonlyMap<string, number> = new Map([
  ['double', 2],
  ['doubles', 2],
  ['doubling', 2],
  ['triple', 3],
  ['triples', 3],
  ['tripling', 3],
  ['quadruple', 4],
  ['quadruples', 4],
  ['quadrupling', 4],
]);

/** Denominators of fraction words; keys lower case, singular and plural. */
export const FRACTION_DENOMINATORS: ReadonlyMap<string, number> = new Map([
  ['half', 2],
  ['halves', 2],
  ['third', 3],
  ['thirds', 3],
  ['quarter', 4],
  ['quarters', 4],
  ['fourth', 4],
  ['fourths', 4],
  ['fifth', 5],
  ['fifths', 5],
  ['sixth', 6],
  ['sixths', 6],
  ['seventh', 7],
  ['sevenths', 7],
  ['eighth', 8],
  ['eighths', 8],
  ['ninth', 9],
  ['ninths', 9],
  ['tenth', 10],
  ['tenths', 10],
]);
export const FRACTION_WORD_SOURCE = [...FRACTION_DENOMINATORS.keys()].join('|');
/** The singular fraction words ("a third"); a plural one follows the number word the scan finds ("two-thirds"). */
const SINGULAR_FRACTIONS = [...FRACTION_DENOMINATORS.keys()].filter((word) => !word.endsWith('s'));

/** Decades in words: "the Seventies" is the 1970s, "in his seventies" an age. */
export const DECADE_WORDS: ReadonlyMap<string, number> = new Map([
  ['twenties', 20],
  ['thirties', 30],
  ['forties', 40],
  ['fifties', 50],
  ['sixties', 60],
  ['seventies', 70],
  ['eighties', 80],
  ['nineties', 90],
]);

/**
 * Ordinal words and the rank each states: "fourth" is 4, "twentieth" 20. "first", "second" and
 * "third" are not here: they are mostly no rank at all ("at first", "a second look", "third-party"),
 * and "second" is also a unit of time. After a tens word they are ("twenty-first", UNIT_ORDINALS).
 */
export const ORDINAL_WORDS: ReadonlyMap<string, number> = new Map([
  ['fourth', 4],
  ['fifth', 5],
  ['sixth', 6],
  ['seventh', 7],
  ['eighth', 8],
  ['ninth', 9],
  ['tenth', 10],
  ['eleventh', 11],
  ['twelfth', 12],
  ['thirteenth', 13],
  ['fourteenth', 14],
  ['fifteenth', 15],
  ['sixteenth', 16],
  ['seventeenth', 17],
  ['eighteenth', 18],
  ['nineteenth', 19],
  ['twentieth', 20],
  ['thirtieth', 30],
  ['fortieth', 40],
  ['fiftieth', 50],
  ['sixtieth', 60],
  ['seventieth', 70],
  ['eightieth', 80],
  ['ninetieth', 90],
  ['hundredth', 100],
  ['thousandth', 1000],
]);

/**
 * "first", "second" and "third" on their own: a rank that may ground a claim's "3rd" but is never
 * reported ("at first", "a second look", "the third way" state no figure a source must hold).
 */
export const WEAK_ORDINALS: ReadonlyMap<string, number> = new Map([
  ['first', 1],
  ['second', 2],
  ['third', 3],
]);

/** The ordinal words after a tens word and a hyphen: "twenty-first" is 21, "twenty-fourth" 24. */
export const UNIT_ORDINALS: ReadonlyMap<string, number> = new Map([
  ...WEAK_ORDINALS,
  ...[...ORDINAL_WORDS].filter(([, value]) => value <= 9),
]);
export const UNIT_ORDINAL_SOURCE = [...UNIT_ORDINALS.keys()].join('|');

/**
 * Words after a number and a hyphen that make the pair an idiom, not a count: "a two-way flow",
 * "one-sided", "three-dimensional", "a two-pronged approach". Lower case.
 */
export const IDIOM_TAILS: ReadonlySet<string> = new Set([
  'way',
  'ways',
  'sided',
  'dimensional',
  'dimensionally',
  'faced',
  'handed',
  'edged',
  'pronged',
  'tiered',
  'headed',
  'minded',
  'off',
  'liner',
  'liners',
  'stop',
  'shot',
  'size',
]);

/**
 * Words read as numbers only in context (a multiple, a fraction after "a", a decade, an ordinal),
 * found by the scan like number words.
 */
export const CONTEXT_WORD_SOURCE = [
  ...new Set([
    ...MULTIPLIER_WORDS.keys(),
    ...MULTIPLIER_VERBS.keys(),
    ...SINGULAR_FRACTIONS,
    ...DECADE_WORDS.keys(),
    ...ORDINAL_WORDS.keys(),
    ...WEAK_ORDINALS.keys(),
  ]),
]
  // Longest first: the scan's alternation takes the first that matches ("sixtieth" before "sixth").
  .sort((a, b) => b.length - a.length)
  .join('|');

/** English prefixes that may join a number with a hyphen without making an identifier ("mid-2020"). */
export const HYPHEN_PREFIXES: ReadonlySet<string> = new Set([
  'mid',
  'pre',
  'post',
  'late',
  'early',
  'end',
  'non',
  'over',
  'under',
  'top',
  'sub',
  'ultra',
  'circa',
  'ca',
  'since',
  'by',
  'from',
  'to',
  'up',
  'around',
  'about',
  'approx',
  'almost',
  'nearly',
  'some',
]);

export const CURRENCY_CODES: ReadonlyMap<string, NumberUnit> = new Map([
  ['USD', 'USD'],
  ['EUR', 'EUR'],
  ['GBP', 'GBP'],
  ['JPY', 'JPY'],
  ['CHF', 'CHF'],
  ['CNY', 'CNY'],
  ['RMB', 'CNY'],
  ['INR', 'INR'],
  ['AUD', 'AUD'],
  ['CAD', 'CAD'],
]);

export const CURRENCY_SYMBOLS: ReadonlyMap<string, NumberUnit | null> = new Map<string, NumberUnit | null>([
  ['$', 'USD'],
  ['US$', 'USD'],
  ['A$', 'AUD'],
  ['C$', 'CAD'],
  ['€', 'EUR'],
  ['£', 'GBP'],
  ['¥', 'JPY'],
  ['₹', 'INR'],
  ['Rs', 'INR'],
  ['Rs.', 'INR'],
  // Other dollars: a currency, but not one the unit list tells apart.
  ['NZ$', null],
  ['HK$', null],
  ['S$', null],
]);

/** Currency names written after the amount; keys lower case, longest first in the pattern. */
export const CURRENCY_WORDS: ReadonlyMap<string, NumberUnit> = new Map([
  ['us dollars', 'USD'],
  ['us dollar', 'USD'],
  ['u.s. dollars', 'USD'],
  ['u.s. dollar', 'USD'],
  ['australian dollars', 'AUD'],
  ['australian dollar', 'AUD'],
  ['canadian dollars', 'CAD'],
  ['canadian dollar', 'CAD'],
  ['dollars', 'USD'],
  ['dollar', 'USD'],
  ['euros', 'EUR'],
  ['euro', 'EUR'],
  ['pounds sterling', 'GBP'],
  ['pound sterling', 'GBP'],
  ['pounds', 'GBP'],
  ['pound', 'GBP'],
  ['yen', 'JPY'],
  ['swiss francs', 'CHF'],
  ['swiss franc', 'CHF'],
  ['francs', 'CHF'],
  ['yuan', 'CNY'],
  ['renminbi', 'CNY'],
  ['rupees', 'INR'],
  ['rupee', 'INR'],
]);

function escapeRegex(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export const CURRENCY_WORD_SOURCE = [...CURRENCY_WORDS.keys()]
  .sort((a, b) => b.length - a.length)
  .map(escapeRegex)
  .join('|');
export const CURRENCY_CODE_SOURCE = [...CURRENCY_CODES.keys()].join('|');
