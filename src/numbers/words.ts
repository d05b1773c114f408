import type { NumberUnit } from './types.js';

// Vocabulary tables. Patterns are exported as regex sources so the scanners can compile them once.

/** A space in a pattern, no-break ones included. */
export const SP = '[\\s\\u00A0\\u202F]';

export const SMALL_NUMBERS: ReadonlyMap<string, number> = new Map([
  ['zero', 0], ['one', 1], ['two', 2], ['three', 3], ['four', 4], ['five', 5], ['six', 6], ['seven', 7],
  ['eight', 8], ['nine', 9], ['ten', 10], ['eleven', 11], ['twelve', 12], ['thirteen', 13],
  ['fourteen', 14], ['fifteen', 15], ['sixteen', 16], ['seventeen', 17], ['eighteen', 18], ['nineteen', 19],
]);

export const TENS: ReadonlyMap<string, number> = new Map([
  ['twenty', 20], ['thirty', 30], ['forty', 40], ['fifty', 50], ['sixty', 60], ['seventy', 70],
  ['eighty', 80], ['ninety', 90],
]);

export const SCALE_WORDS: ReadonlyMap<string, number> = new Map([
  ['hundred', 1e2], ['thousand', 1e3], ['million', 1e6], ['billion', 1e9], ['trillion', 1e12],
]);

/** Abbreviated scales glued to a number ("€112m", "£2bn", "$5k"); keys lower case. */
export const SCALE_SUFFIXES: ReadonlyMap<string, number> = new Map([
  ['k', 1e3], ['m', 1e6], ['mn', 1e6], ['mln', 1e6], ['b', 1e9], ['bn', 1e9], ['tn', 1e12], ['trn', 1e12],
]);

/** Suffixes that can only mean a scale, so they need no currency next to them to be read as one. */
export const UNAMBIGUOUS_SCALE_SUFFIXES: ReadonlySet<string> = new Set(['mn', 'mln', 'bn', 'tn', 'trn']);

export const NUMBER_WORD_SOURCE = [...SMALL_NUMBERS.keys(), ...TENS.keys(), ...SCALE_WORDS.keys()].join('|');
export const UNIT_WORD_SOURCE = [...SMALL_NUMBERS.keys()].slice(1, 10).join('|');

// Capitalised only: "may" and "march" are common English words.
export const MONTHS: ReadonlyMap<string, number> = new Map([
  ['January', 1], ['Jan', 1], ['February', 2], ['Feb', 2], ['March', 3], ['Mar', 3], ['April', 4],
  ['Apr', 4], ['May', 5], ['June', 6], ['Jun', 6], ['July', 7], ['Jul', 7], ['August', 8], ['Aug', 8],
  ['September', 9], ['Sept', 9], ['Sep', 9], ['October', 10], ['Oct', 10], ['November', 11], ['Nov', 11],
  ['December', 12], ['Dec', 12],
]);
export const MONTH_SOURCE = [...MONTHS.keys()].sort((a, b) => b.length - a.length).join('|');

/**
 * Words after which a number names a thing rather than counting it: "Phase 3", "Type 2 diabetes",
 * "Table 1", "COVID 19", "coronavirus disease 2019". Lower case; a trailing dot is ignored ("Fig. 3").
 */
export const LABEL_WORDS: ReadonlySet<string> = new Set([
  'phase', 'stage', 'grade', 'type', 'class', 'category', 'level', 'tier', 'figure', 'fig', 'table',
  'section', 'sec', 'subsection', 'chapter', 'appendix', 'annex', 'step', 'version', 'ver', 'article',
  'item', 'page', 'pp', 'vol', 'volume', 'issue', 'part', 'schedule', 'clause', 'paragraph', 'para',
  'model', 'generation', 'gen', 'series', 'wave', 'dose', 'arm', 'group', 'cohort', 'study', 'lineage',
  'clade', 'no', 'nr', 'covid', 'sars', 'mers', 'cov', 'coronavirus', 'disease', 'iso', 'icd', 'rule',
]);

/** English prefixes that may join a number with a hyphen without making an identifier ("mid-2020"). */
export const HYPHEN_PREFIXES: ReadonlySet<string> = new Set([
  'mid', 'pre', 'post', 'late', 'early', 'end', 'non', 'over', 'under', 'top', 'sub', 'ultra', 'circa',
  'ca', 'since', 'by', 'from', 'to', 'up', 'around', 'about', 'approx', 'almost', 'nearly', 'some',
]);

export const CURRENCY_CODES: ReadonlyMap<string, NumberUnit> = new Map([
  ['USD', 'USD'], ['EUR', 'EUR'], ['GBP', 'GBP'], ['JPY', 'JPY'], ['CHF', 'CHF'], ['CNY', 'CNY'],
  ['RMB', 'CNY'], ['INR', 'INR'], ['AUD', 'AUD'], ['CAD', 'CAD'],
]);

export const CURRENCY_SYMBOLS: ReadonlyMap<string, NumberUnit | null> = new Map<string, NumberUnit | null>([
  ['$', 'USD'], ['US$', 'USD'], ['A$', 'AUD'], ['C$', 'CAD'], ['€', 'EUR'], ['£', 'GBP'], ['¥', 'JPY'],
  ['₹', 'INR'], ['Rs', 'INR'], ['Rs.', 'INR'],
  // Other dollars: a currency, but not one the unit list tells apart.
  ['NZ$', null], ['HK$', null], ['S$', null],
]);

/** Currency names written after the amount; keys lower case, longest first in the pattern. */
export const CURRENCY_WORDS: ReadonlyMap<string, NumberUnit> = new Map([
  ['us dollars', 'USD'], ['us dollar', 'USD'], ['u.s. dollars', 'USD'], ['u.s. dollar', 'USD'],
  ['australian dollars', 'AUD'], ['australian dollar', 'AUD'], ['canadian dollars', 'CAD'],
  ['canadian dollar', 'CAD'], ['dollars', 'USD'], ['dollar', 'USD'], ['euros', 'EUR'], ['euro', 'EUR'],
  ['pounds sterling', 'GBP'], ['pound sterling', 'GBP'], ['pounds', 'GBP'], ['pound', 'GBP'],
  ['yen', 'JPY'], ['swiss francs', 'CHF'], ['swiss franc', 'CHF'], ['francs', 'CHF'], ['yuan', 'CNY'],
  ['renminbi', 'CNY'], ['rupees', 'INR'], ['rupee', 'INR'],
]);

function escapeRegex(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export const CURRENCY_WORD_SOURCE = [...CURRENCY_WORDS.keys()]
  .sort((a, b) => b.length - a.length)
  .map(escapeRegex)
  .join('|');
export const CURRENCY_CODE_SOURCE = [...CURRENCY_CODES.keys()].join('|');
