// A reference against the registry's record: which of title, first author, year and venue
// differ, both values shown. Pure. A field the reference does not state is not compared; nor
// is a venue it names by an acronym the registry does not use (`NeurIPS` against `Advances in
// Neural Information Processing Systems`), nor the venue of a preprint record.
import type { ReferenceDifference } from '../results/types.js';
import type { ClaimedMetadata } from './claimed.js';
import type { RegistryRecord } from './record.js';
import { compareTitles } from './similarity.js';

export type Difference = ReferenceDifference;
export type Field = Difference['field'];

export interface RecordComparison {
  differences: Difference[];
  /** The fields both sides state, compared. */
  compared: Field[];
  /** The title's similarity, when compared. */
  titleSimilarity: number | null;
}

const VENUE_STOPWORDS = new Set(['the', 'of', 'and', 'in', 'on', 'for', 'a', 'an', 'de', 'der', 'und', 'et']);

export function compareWithRecord(claimed: ClaimedMetadata, record: RegistryRecord): RecordComparison {
  const differences: Difference[] = [];
  const compared: Field[] = [];
  let titleSimilarity: number | null = null;

  if (claimed.title !== null && record.titles.length > 0) {
    compared.push('title');
    const best = claimed.titles
      .map((title) => compareTitles(title, record.titles))
      .reduce((a, b) => (b.similarity > a.similarity ? b : a));
    titleSimilarity = best.similarity;
    if (!best.matches)
      differences.push({
        field: 'title',
        cited: claimed.title,
        registry: record.titles[0] as string,
        similarity: best.similarity,
      });
  }

  const first = record.authors[0];
  if (claimed.authors !== null && first) {
    compared.push('first_author');
    if (!firstAuthorMatches(claimed.authors, first.family ?? first.name))
      differences.push({ field: 'first_author', cited: claimed.authors, registry: first.name });
  }

  if (claimed.year !== null && record.years.length > 0) {
    compared.push('year');
    // A year either side: online first in December, in print in January; a preprint's year.
    if (!record.years.some((year) => Math.abs(year - (claimed.year as number)) <= 1)) {
      const span =
        record.years.length === 1
          ? String(record.years[0])
          : `${record.years[0]}–${record.years[record.years.length - 1]}`;
      differences.push({ field: 'year', cited: String(claimed.year), registry: span });
    }
  }

  if (
    claimed.venue !== null &&
    record.venues.length > 0 &&
    record.registry !== 'arxiv' &&
    record.registry !== 'datacite'
  ) {
    const verdict = venueMatches(claimed.venue, record.venues);
    if (verdict !== 'not_comparable') {
      compared.push('venue');
      if (verdict === 'differs')
        differences.push({ field: 'venue', cited: claimed.venue, registry: record.venues[0] as string });
    }
  }
  return { differences, compared, titleSimilarity };
}

/** Letters only, accents away, lower case: how names and venues are compared. */
export function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * The registry's first author is the reference's first: one of the family name's words is one
 * of the first two name words of the reference's authors (initials, `and`, `et al.` left out),
 * so `Vaswani, A.`, `A. Vaswani`, `Ashish Vaswani` and `Vaswani A` all match `Vaswani`.
 */
export function firstAuthorMatches(citedAuthors: string, family: string): boolean {
  const words = citedAuthors
    .split(/[\s,;&]+/)
    .filter((word) => word !== '' && !isInitial(word) && !/^(?:and|et|al\.?|eds?\.?|by|with)$/i.test(word))
    .map(fold)
    .filter((word) => word !== '')
    .slice(0, 2);
  const familyWords = fold(family)
    .split(' ')
    .filter((word) => word.length > 1 || fold(family).length === 1);
  return familyWords.some((word) => words.some((cited) => cited === word || cited.split(' ').includes(word)));
}

/** `A.`, `J.-P.`, `GE` after a name, `K` — not `He`, `Li`. */
function isInitial(word: string): boolean {
  const bare = word.replace(/[.,]/g, '');
  return (
    /^\p{Lu}$/u.test(bare) ||
    /^(?:\p{Lu}\.-?)+$/u.test(word) ||
    /^\p{Lu}-\p{Lu}$/u.test(bare) ||
    (/^\p{Lu}{2,3}$/u.test(bare) && word === bare)
  );
}

type VenueVerdict = 'matches' | 'differs' | 'not_comparable';

function venueMatches(cited: string, venues: readonly string[]): VenueVerdict {
  const registryWords = venues.map(significantWords);
  const known = new Set(registryWords.flat());
  // An acronym (`CVPR`, `NeurIPS`, `NAACL-HLT`) the registry does not write is no difference: it may be right.
  const acronyms = new Set(
    cited
      .split(/[^\p{L}\p{N}]+/u)
      .filter((word) => (word.match(/\p{Lu}/gu)?.length ?? 0) >= 2)
      .map(fold),
  );
  const citedWords = significantWords(cited).filter((word) => !acronyms.has(word) || known.has(word));
  if (citedWords.length === 0) return 'not_comparable';
  const abbreviates = (short: string, long: string) =>
    short === long || (short.length >= 3 && long.startsWith(short[0] as string) && isSubsequence(short, long));
  // Every word of the cited venue abbreviates a word of a registry venue, or the other way round.
  const covered = (from: string[], into: string[]) =>
    from.length > 0 && from.every((word) => into.some((other) => abbreviates(word, other)));
  return registryWords.some((words) => covered(citedWords, words) || covered(words, citedWords))
    ? 'matches'
    : 'differs';
}

function significantWords(text: string): string[] {
  return fold(text)
    .split(' ')
    .filter((word) => word.length > 1 && !VENUE_STOPWORDS.has(word));
}

function isSubsequence(short: string, long: string): boolean {
  let at = 0;
  for (const char of long) if (char === short[at]) at++;
  return at === short.length;
}
