// Crossref's REST API (https://api.crossref.org): `GET /works/{doi}` for one DOI, `GET /works?
// filter=doi:A,doi:B` for several (a list query: Crossref rates it apart, see ../lanes.ts), and
// `query.bibliographic` for a title. A work's record: `message` with DOI, title[], subtitle[],
// author[{given, family | name}], issued/published-print/published-online {date-parts},
// container-title[], short-container-title[], type, and updated-by[{type, DOI, source,
// updated}] where retractions are recorded (Retraction Watch's data included, `source:
// "retraction-watch"`). An unknown DOI is a 404 with a plain-text body.
import { z } from 'zod';
import { yearOf, years, type RegistryRecord, type Retraction } from '../record.js';

/** The fields a list query asks for: only what a reference is compared with. */
export const CROSSREF_SELECT =
  'DOI,title,subtitle,author,issued,published-print,published-online,container-title,short-container-title,type,updated-by';
/** DOIs per list query: the URL stays far below common limits (about 40 × 40 characters). */
export const CROSSREF_BATCH = 40;
/** Update types that withdraw a work; a correction or an expression of concern does not. */
const RETRACTING = new Set(['retraction', 'partial_retraction', 'withdrawal', 'removal']);

const DateParts = z.looseObject({ 'date-parts': z.array(z.array(z.number().nullable())).optional() }).optional();
const Work = z.looseObject({
  DOI: z.string(),
  title: z.array(z.string()).optional(),
  subtitle: z.array(z.string()).optional(),
  author: z
    .array(z.looseObject({ given: z.string().optional(), family: z.string().optional(), name: z.string().optional() }))
    .optional(),
  issued: DateParts,
  'published-print': DateParts,
  'published-online': DateParts,
  'container-title': z.array(z.string()).optional(),
  'short-container-title': z.array(z.string()).optional(),
  type: z.string().optional(),
  'updated-by': z
    .array(
      z.looseObject({
        type: z.string().optional(),
        DOI: z.string().optional(),
        source: z.string().optional(),
        updated: z
          .looseObject({
            'date-time': z.string().optional(),
            'date-parts': z.array(z.array(z.number().nullable())).optional(),
          })
          .optional(),
      }),
    )
    .optional(),
});
type Work = z.infer<typeof Work>;

const Single = z.looseObject({ status: z.literal('ok'), message: Work });
const List = z.looseObject({ status: z.literal('ok'), message: z.looseObject({ items: z.array(z.unknown()) }) });

export function encodeDoi(doi: string): string {
  return doi.split('/').map(encodeURIComponent).join('/');
}

export function crossrefWorkUrl(base: string, doi: string, mailto: string | null): string {
  return withMailto(`${base.replace(/\/+$/, '')}/works/${encodeDoi(doi)}`, mailto);
}

export function crossrefBatchUrl(base: string, dois: readonly string[], mailto: string | null): string {
  const query = new URLSearchParams({
    filter: dois.map((doi) => `doi:${doi}`).join(','),
    rows: String(dois.length),
    select: CROSSREF_SELECT,
  });
  return withMailto(`${base.replace(/\/+$/, '')}/works?${query}`, mailto);
}

export function crossrefTitleUrl(base: string, title: string, mailto: string | null): string {
  const query = new URLSearchParams({ 'query.bibliographic': title.slice(0, 300), rows: '5', select: CROSSREF_SELECT });
  return withMailto(`${base.replace(/\/+$/, '')}/works?${query}`, mailto);
}

function withMailto(url: string, mailto: string | null): string {
  return mailto ? `${url}${url.includes('?') ? '&' : '?'}mailto=${encodeURIComponent(mailto)}` : url;
}

/** A DOI a list query cannot hold (its filter syntax splits at commas). */
export function batchable(doi: string): boolean {
  return !doi.includes(',');
}

/** `GET /works/{doi}`'s 200 body: the record, or null when it is not a Crossref work. */
export function parseCrossrefWork(body: unknown): RegistryRecord | null {
  const parsed = Single.safeParse(body);
  return parsed.success ? crossrefRecord(parsed.data.message) : null;
}

/** A list query's body: its works, keyed by DOI (lower case), or null when it is not a work list. */
export function parseCrossrefList(body: unknown): RegistryRecord[] | null {
  const parsed = List.safeParse(body);
  if (!parsed.success) return null;
  return parsed.data.message.items.flatMap((item) => {
    const work = Work.safeParse(item);
    return work.success ? [crossrefRecord(work.data)] : [];
  });
}

function crossrefRecord(work: Work): RegistryRecord {
  const title = work.title?.[0]?.replace(/\s+/g, ' ').trim();
  const subtitle = work.subtitle?.[0]?.replace(/\s+/g, ' ').trim();
  const titles = title ? [title, ...(subtitle ? [`${title}: ${subtitle}`] : [])] : [];
  return {
    registry: 'crossref',
    id: work.DOI.toLowerCase(),
    url: `https://doi.org/${work.DOI}`,
    titles,
    authors: (work.author ?? []).map((author) =>
      author.family
        ? { family: author.family, name: author.given ? `${author.family}, ${author.given}` : author.family }
        : { family: null, name: author.name ?? author.given ?? '' },
    ),
    years: years(
      [work.issued, work['published-print'], work['published-online']].map((date) => yearOf(date?.['date-parts']?.[0])),
    ),
    venues: [...(work['container-title'] ?? []), ...(work['short-container-title'] ?? [])].filter(
      (venue) => venue.trim() !== '',
    ),
    type: work.type ?? null,
    retraction: retractionOf(work, title),
  };
}

function retractionOf(work: Work, title: string | undefined): Retraction | null {
  const update = (work['updated-by'] ?? []).find((entry) => RETRACTING.has((entry.type ?? '').toLowerCase()));
  if (update) {
    const date = update.updated?.['date-time']?.slice(0, 10) ?? dateOf(update.updated?.['date-parts']?.[0]);
    return {
      kind: (update.type as string).toLowerCase(),
      notice: update.DOI ?? null,
      date,
      source: update.source ?? null,
    };
  }
  // Some publishers mark only the title.
  if (title && /^RETRACTED\b/i.test(title)) return { kind: 'retraction', notice: null, date: null, source: 'title' };
  return null;
}

function dateOf(parts: readonly (number | null)[] | undefined): string | null {
  if (!parts || typeof parts[0] !== 'number') return null;
  return parts
    .filter((part): part is number => typeof part === 'number')
    .map((part, index) => (index === 0 ? String(part) : String(part).padStart(2, '0')))
    .join('-');
}
