// What a reference says about the work it cites: its title (the record's title), and from the
// reference text where the format has one, who wrote it, when, and where it appeared. Pure and
// conservative: a field the text does not state plainly is null, and a null field is never
// compared. Reference styles read: APA (`Author, A. (2017). Title. Venue.`), Vancouver
// (`Author A, Author B. Title. Venue. 2015;…`), IEEE (`A. Author, “Title,” in Venue, 2016.`),
// Markdown (`[Title](url)`, `*Venue*`).
import { truncate } from '../text/truncate.js';
import { withoutArxivPrefix } from './identifiers.js';

export interface ClaimedMetadata {
  /** The title as the record gives it, with site suffixes (` | Nature`) also tried without. */
  title: string | null;
  titles: string[];
  /** The reference text before its title: the authors as written (shortened). */
  authors: string | null;
  year: number | null;
  venue: string | null;
}

const YEAR = /\b(1[89]\d{2}|20\d{2})[a-z]?\b/g;
const IDENTIFIER_PHRASES =
  /\b(?:doi\s*:\s*\S+|arxiv\s*:\s*\S+|pmid\s*:?\s*\d+|pmcid\s*:?\s*PMC\d+|PMC\d+|10\.\d{4,9}\/\S+)/gi;

export function claimedMetadata(title: string, reference: string | undefined): ClaimedMetadata {
  const cleanTitle = citedTitle(
    reference !== undefined && isWholeEntry(title, reference)
      ? (titleOfEntry(plainReference(reference).text) ?? title)
      : title,
  );
  const titles = cleanTitle === null ? [] : titleCandidates(cleanTitle);
  const parsed = reference ? parseReference(reference, cleanTitle) : { authors: null, year: null, venue: null };
  return { title: cleanTitle, titles, ...parsed };
}

/** The title a reader would cite, or null when the record's title is only a URL or an identifier. */
function citedTitle(raw: string): string | null {
  const title = withoutArxivPrefix(raw).replace(/\s+/g, ' ').trim();
  if (
    title === '' ||
    /^(?:https?:\/\/\S+|doi\s*:\s*\S+|10\.\d{4,9}\/\S+|arxiv\s*:\s*\S+|PMC\d+|PMID\s*:?\s*\d+|Document \[\d+\])$/i.test(
      title,
    )
  )
    return null;
  return title;
}

/** A web page's title may end in its site's name (` | Nature`, ` - PubMed`): tried with and without. */
function titleCandidates(title: string): string[] {
  const parts = title.split(/\s+[|–—-]\s+/);
  const last = parts[parts.length - 1] ?? '';
  if (parts.length < 2 || last.split(' ').length > 5) return [title];
  return [title, parts.slice(0, -1).join(' - ')];
}

interface Parsed {
  authors: string | null;
  year: number | null;
  venue: string | null;
}

/**
 * A Markdown source list whose entries are free-form references ("1. LeCun, Y., … (2015). Deep
 * learning. *Nature*, … https://doi.org/…") gives the record the whole entry as its title: the
 * title proper is then read from the reference, as a reader would cite it.
 */
function isWholeEntry(title: string, reference: string): boolean {
  const entry = plainReference(reference).text.toLowerCase();
  const head = title.replace(/[*_]/g, '').replace(/\s+/g, ' ').trim().toLowerCase().slice(0, 40);
  return head.length >= 20 && entry.startsWith(head);
}

/** The title in a reference: quoted (IEEE), after "(2015)." (APA), or after the authors' "Surname AB, …." (Vancouver). */
function titleOfEntry(text: string): string | null {
  const quoted = /[“"]([^”"]{8,}?)[,.]?[”"]/.exec(text);
  if (quoted) return (quoted[1] as string).trim();
  // The title ends at a full stop before the venue: an italic, "In", or a capital.
  const END = /[.?!](?=\s+(?:In\s|\p{Lu}|$)|\s*$)/u;
  const apa = /\((?:1[89]|20)\d{2}[a-z]?(?:,[^)]{0,30})?\)\.\s+/.exec(text);
  const vancouver = /^(?:[\p{Lu}][\p{L}'’-]+(?:\s[\p{Lu}]{1,3})?(?:,\s|\.\s))+/u.exec(text);
  const start = apa ? apa.index + apa[0].length : vancouver ? vancouver[0].length : -1;
  if (start === -1) return null;
  const rest = text.slice(start);
  const end = END.exec(rest);
  const title = (end ? rest.slice(0, end.index + 1) : rest).replace(/[.]$/, '').trim();
  return title.length >= 3 ? title : null;
}

/** A reference's text without its list marker, links, URLs and identifiers; italics noted. */
function plainReference(raw: string): { text: string; italics: string[] } {
  const italics: string[] = [];
  const text = raw
    .replace(/^\s*(?:\[\d+\]|\d+[.)]|[-*+])\s+/, '')
    .replace(/\[([^\]]*)\]\([^)]*(?:\([^)]*\)[^)]*)*\)/g, '$1')
    .replace(/https?:\/\/\S+/gi, ' ')
    .replace(IDENTIFIER_PHRASES, ' ')
    .replace(/(?<![*\w])[*_]{1,2}([^*_]+?)[*_]{1,2}(?![*\w])/g, (_match, inner: string) => {
      italics.push(inner.trim());
      return inner;
    })
    .replace(/\b(?:Available (?:at|from)|Retrieved from|Accessed)\b.*$/i, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return { text, italics };
}

function parseReference(raw: string, title: string | null): Parsed {
  const { text, italics } = plainReference(raw);

  const span = titleSpan(text, title);
  const before = span ? text.slice(0, span.start) : '';
  const after = span ? text.slice(span.end) : text;
  const authors = authorsOf(span ? before : apaAuthors(text));
  const year = yearOf(text, before, after);
  const italic = italics.find((candidate) => !title || candidate.toLowerCase() !== title.toLowerCase());
  const venue = italic ?? (span ? venueAfter(after) : null);
  return { authors, year, venue: venue && /\p{L}{2}/u.test(venue) ? venue : null };
}

/** Where the title is in the text: the record's title, else a quoted one (IEEE). */
function titleSpan(text: string, title: string | null): { start: number; end: number } | null {
  if (title) {
    const plain = title.replace(/[.?!]+$/, '');
    const at = text.toLowerCase().indexOf(plain.toLowerCase());
    if (at !== -1 && plain.length > 0) return { start: at, end: at + plain.length };
  }
  const quoted = /[“"]([^”"]{8,})[”"]/.exec(text);
  return quoted ? { start: quoted.index, end: quoted.index + quoted[0].length } : null;
}

/** APA without a located title: the authors end at `(2017)`. */
function apaAuthors(text: string): string {
  const year = /\((?:1[89]|20)\d{2}[a-z]?\)/.exec(text);
  return year ? text.slice(0, year.index) : '';
}

function authorsOf(segment: string): string | null {
  const trimmed = segment
    .replace(/\((?:1[89]|20)\d{2}[a-z]?\)\s*[.,]?\s*$/, '')
    .replace(/[\s.,:;(“"]+$/, '')
    .trim();
  if (!/\p{Lu}\p{Ll}/u.test(trimmed) && !/\p{Lu}{2}/u.test(trimmed)) return null;
  return truncate(trimmed, 120);
}

/** The year in parentheses (APA), else the first after the title, else the first at all. */
function yearOf(text: string, before: string, after: string): number | null {
  const parenthesised = [...text.matchAll(/\(((?:1[89]|20)\d{2})[a-z]?\)/g)].map((match) => Number(match[1]));
  if (parenthesised.length > 0) return parenthesised[0] as number;
  const first = (segment: string) => {
    const match = new RegExp(YEAR.source).exec(segment);
    return match ? Number(match[1]) : null;
  };
  return first(after) ?? first(before);
}

/** The venue right after the title (`. Nature. 2015;…`, `,” in CVPR, 2016.`): up to a year, a volume or the end. */
function venueAfter(after: string): string | null {
  const rest = after.replace(/^[\s.,:;”"?!]+/, '').replace(/^in\s+/i, '');
  const match = /^(.+?)(?=\s*(?:[.,;:(]\s*)?(?:(?:1[89]|20)\d{2}\b|\d|vol\.|pp\.|$))/i.exec(rest);
  const venue = match?.[1]?.replace(/[\s.,;:]+$/, '').trim() ?? '';
  return venue.length >= 2 && venue.length <= 150 ? venue : null;
}
