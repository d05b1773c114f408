// Scholarly identifiers in an evidence record: DOIs, arXiv IDs, PubMed and PMC IDs, from its URL,
// its title and the reference text as the report writes it. Pure. Each is normalised so that one
// work cited twice is looked up once; a form that names an identifier but cannot be one
// (`doi:10.12/x`, `arXiv:1706.0376`) is kept as malformed, with why.
import { httpUrl } from '../text/http-url.js';

export type IdentifierScheme = 'doi' | 'arxiv' | 'pmid' | 'pmcid';
export type FoundIn = 'url' | 'title' | 'reference';

export interface FoundIdentifier {
  scheme: IdentifierScheme;
  /** Normalised: a DOI lower-cased, an arXiv ID with its version if written, `PMC` upper-case. */
  id: string;
  /** As the record writes it (shortened). */
  written: string;
  foundIn: FoundIn;
  /** Why it cannot be an identifier of its scheme; absent when it is well-formed. */
  malformed?: string;
}

export interface IdentifierSources {
  url: string;
  title: string;
  reference?: string | undefined;
}

/** Crossref's pattern for modern DOIs (10.NNNN/suffix), which covers almost all registered ones. */
const DOI_SHAPE = /^10\.\d{4,9}\/\S+$/;
const DOI_IN_TEXT = /\b10\.\d{4,9}\/[^\s"<>{}|\\^`[\]]+/g;
/** A DOI named as such (doi:, DOI , doi.org/…) but of any shape, so a malformed one is caught. */
const NAMED_DOI = /(?:\bdoi\s*:\s*|\b(?:dx\.)?doi\.org\/)(10[^\s"<>]*)/gi;

const NEW_ARXIV = /^(\d{2})(\d{2})\.(\d{1,9})(v\d+)?$/;
const OLD_ARXIV = /^([a-z]+(?:-[a-z]+)?)(\.[A-Z]{2})?\/(\d{2})(\d{2})(\d{3})(v\d+)?$/;
const ARXIV_IN_URL = /^\/(?:abs|pdf|html|format)\/(.+?)(?:\.pdf)?\/?$/;
const NAMED_ARXIV = /\barxiv\s*:?\s*(\d{4}\.\d+(?:v\d+)?|[a-z]+(?:-[a-z]+)?(?:\.[a-z]{2})?\/\d+(?:v\d+)?)/gi;
const ARXIV_TITLE_PREFIX = /^\s*\[(\d{4}\.\d{4,5}(?:v\d+)?)\]\s*/;

const NAMED_PMID = /\bPMID\s*:?\s*(\d+)\b/g;
const PMCID_IN_TEXT = /\bPMC(\d{4,})\b/g;
const PMID_SHAPE = /^[1-9]\d{0,8}$/;
const PMCID_SHAPE = /^[1-9]\d{0,8}$/;

const LINK = /https?:\/\/[^\s<>"'\]]+/gi;

// Characters that end a sentence or a list, not a DOI: a DOI may contain them, but not last.
const TRAILING = /[.,;:'"’”)\]}>]+$/;

/** Every identifier of a record, each once (the first place it was found wins). */
export function findIdentifiers(sources: IdentifierSources): FoundIdentifier[] {
  const found = new Map<string, FoundIdentifier>();
  const add = (identifier: FoundIdentifier) => {
    const key = identifierKey(identifier);
    if (!found.has(key)) found.set(key, identifier);
  };
  for (const identifier of fromUrl(sources.url)) add(identifier);
  for (const identifier of fromText(sources.title, 'title')) add(identifier);
  if (sources.reference) for (const identifier of fromText(sources.reference, 'reference')) add(identifier);
  // A malformed form of an identifier that was also found well-formed is the same one, written twice.
  const wellFormed = new Set(
    [...found.values()]
      .filter((identifier) => !identifier.malformed)
      .map((identifier) => `${identifier.scheme}:${identifier.id}`),
  );
  return [...found.values()].filter(
    (identifier) => !identifier.malformed || !wellFormed.has(`${identifier.scheme}:${identifier.id}`),
  );
}

export function identifierKey(identifier: Pick<FoundIdentifier, 'scheme' | 'id'>): string {
  return `${identifier.scheme}:${identifier.id}`;
}

/** The title without an arXiv page's `[1706.03762] ` prefix: the title a reader would cite. */
export function withoutArxivPrefix(title: string): string {
  return title.replace(ARXIV_TITLE_PREFIX, '');
}

// ---- DOIs ----

/** A DOI as written (a doi.org link, `doi:`, bare) to its normalised form, or why it cannot be one. */
export function normaliseDoi(raw: string): { id: string } | { malformed: string } {
  let text = raw.trim();
  try {
    text = decodeURIComponent(text);
  } catch {
    // A stray % is part of what is written; the shape check below decides.
  }
  text = text
    .replace(/^(?:https?:\/\/)?(?:dx\.)?doi\.org\//i, '')
    .replace(/^doi\s*:?\s*/i, '')
    // LaTeX escapes (`10.1162/tacl\_a\_00276`): the DOI is what they render.
    .replace(/\\([_%&#$])/g, '$1')
    .replace(TRAILING, (tail) => trailingToKeep(text, tail));
  if (!text.startsWith('10.')) return { malformed: 'a DOI starts with "10."' };
  const slash = text.indexOf('/');
  if (slash === -1 || slash === text.length - 1) return { malformed: 'a DOI has a suffix after "/"' };
  if (!/^10\.\d{4,9}$/.test(text.slice(0, slash)))
    return {
      malformed: `the prefix ${JSON.stringify(text.slice(0, slash).slice(0, 30))} is not 10. and 4 to 9 digits`,
    };
  if (!DOI_SHAPE.test(text)) return { malformed: 'a DOI has no spaces' };
  // Registries are asked at …/works/{doi}, …/dois/{doi}, …/api/handles/{doi}: a "." or ".."
  // segment (written, or percent-encoded and decoded above) would move the request elsewhere
  // on their host (10.5281/../../admin → /admin). No registered DOI has one.
  if (hasDotSegment(text.slice(slash + 1)))
    return { malformed: 'its suffix has a "." or ".." segment, which would change the registry\'s path' };
  return { id: text.toLowerCase() };
}

/** A path segment a URL parser removes or climbs with: `.`, `..`, or either with `%2e` for a dot (WHATWG URL). */
export function hasDotSegment(path: string): boolean {
  return path.split('/').some((segment) => /^(?:\.|%2e){1,2}$/i.test(segment));
}

/** Closing brackets that close one the DOI opened (`10.1016/S0140-6736(97)11096-0`) are the DOI's own. */
function trailingToKeep(text: string, tail: string): string {
  const body = text.slice(0, text.length - tail.length);
  let keep = '';
  let open = (body.match(/\(/g)?.length ?? 0) - (body.match(/\)/g)?.length ?? 0);
  for (const char of tail) {
    if (char === ')' && open > 0) {
      keep += char;
      open--;
    } else break;
  }
  return keep;
}

// ---- arXiv ----

/** An arXiv ID (new `1706.03762v5` or old `hep-th/9901001`) normalised, or why it cannot be one. */
export function normaliseArxiv(raw: string): { id: string } | { malformed: string } {
  const text = raw
    .trim()
    .replace(/^arxiv\s*:?\s*/i, '')
    .replace(/\.pdf$/i, '')
    .replace(/[.,;)\]]+$/, '');
  const modern = NEW_ARXIV.exec(text);
  if (modern) {
    const [, yy, mm, number, version] = modern as unknown as [string, string, string, string, string | undefined];
    const month = Number(mm);
    if (month < 1 || month > 12) return { malformed: `${yy}${mm} is not a year and month (YYMM)` };
    // Four-digit numbers until December 2014, five from January 2015 (arXiv's identifier scheme).
    const digits = Number(yy) < 15 ? 4 : 5;
    if (Number(yy) < 7 || (Number(yy) === 7 && month < 4))
      return { malformed: 'new-style arXiv IDs start in April 2007 (0704)' };
    if (number.length !== digits)
      return { malformed: `arXiv IDs from ${yy}${mm} have ${digits}-digit numbers, not ${number.length}` };
    if (version === 'v0') return { malformed: 'arXiv versions start at v1' };
    return { id: `${yy}${mm}.${number}${version ?? ''}` };
  }
  const old = OLD_ARXIV.exec(text);
  if (old) {
    const [, archive, subject, yy, mm, number, version] = old as unknown as [
      string,
      string,
      string | undefined,
      string,
      string,
      string,
      string | undefined,
    ];
    const month = Number(mm);
    if (month < 1 || month > 12) return { malformed: 'old-style arXiv IDs are archive/YYMMNNN' };
    return { id: `${archive}${subject ?? ''}/${yy}${mm}${number}${version ?? ''}` };
  }
  return { malformed: 'arXiv IDs are YYMM.NNNNN (with an optional version vN) or archive/YYMMNNN' };
}

// ---- PubMed ----

function pmid(raw: string, written: string, foundIn: FoundIn): FoundIdentifier {
  return PMID_SHAPE.test(raw)
    ? { scheme: 'pmid', id: raw, written, foundIn }
    : { scheme: 'pmid', id: raw, written, foundIn, malformed: 'a PubMed ID is 1 to 9 digits' };
}

function pmcid(digits: string, written: string, foundIn: FoundIn): FoundIdentifier {
  return PMCID_SHAPE.test(digits)
    ? { scheme: 'pmcid', id: `PMC${digits}`, written, foundIn }
    : { scheme: 'pmcid', id: `PMC${digits}`, written, foundIn, malformed: 'a PMC ID is PMC and 1 to 9 digits' };
}

// ---- where they are written ----

function doiIdentifier(raw: string, foundIn: FoundIn): FoundIdentifier {
  const written = raw.slice(0, 200);
  const normal = normaliseDoi(raw);
  return 'id' in normal
    ? { scheme: 'doi', id: normal.id, written, foundIn }
    : { scheme: 'doi', id: raw.trim().toLowerCase().slice(0, 200), written, foundIn, malformed: normal.malformed };
}

function arxivIdentifier(raw: string, foundIn: FoundIn): FoundIdentifier {
  const written = raw.slice(0, 200);
  const normal = normaliseArxiv(raw);
  return 'id' in normal
    ? { scheme: 'arxiv', id: normal.id, written, foundIn }
    : { scheme: 'arxiv', id: raw.trim().slice(0, 200), written, foundIn, malformed: normal.malformed };
}

/** Identifiers a URL names by its host and path; a DOI embedded anywhere in it (publisher URLs). */
function fromUrl(raw: string): FoundIdentifier[] {
  const url = httpUrl(raw.trim());
  if (url === null) return fromText(raw, 'url', false);
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  let path = url.pathname;
  try {
    path = decodeURIComponent(path);
  } catch {
    // keep the encoded path
  }
  if (host === 'doi.org' || host === 'dx.doi.org') return [doiIdentifier(path.slice(1), 'url')];
  if (host === 'arxiv.org' || host === 'export.arxiv.org') {
    const match = ARXIV_IN_URL.exec(path);
    return match ? [arxivIdentifier(match[1] as string, 'url')] : [];
  }
  if (host === 'pubmed.ncbi.nlm.nih.gov') {
    const match = /^\/([^/]+)\/?$/.exec(path);
    return match ? [pmid(match[1] as string, url.href, 'url')] : [];
  }
  if (host === 'ncbi.nlm.nih.gov' || host === 'pmc.ncbi.nlm.nih.gov' || host === 'europepmc.org') {
    const pmc = /\/PMC(\d+)/i.exec(path);
    if (pmc) return [pmcid(pmc[1] as string, url.href, 'url')];
    const med = /^\/(?:pubmed|article\/MED|abstract\/MED)\/([^/]+)\/?$/i.exec(path);
    if (med) return [pmid(med[1] as string, url.href, 'url')];
  }
  // Publisher URLs that carry the DOI (…/doi/full/10.1080/…, ?doi=10.1371/…).
  let query = url.search;
  try {
    query = decodeURIComponent(query);
  } catch {
    // keep the encoded query
  }
  const out: FoundIdentifier[] = [];
  const seen = new Set<string>();
  for (const match of `${path} ${query.replace(/[&=]/g, ' ')}`.matchAll(DOI_IN_TEXT)) {
    const raw = stripPublisherSuffix(match[0]);
    // A DOI written again is the same one: read once, however often a link repeats it.
    if (seen.has(raw)) continue;
    seen.add(raw);
    out.push(doiIdentifier(raw, 'url'));
  }
  return out;
}

/** `10.1002/anie.201915678/full` → the DOI: publisher paths append views after it. */
function stripPublisherSuffix(doi: string): string {
  return doi
    .replace(/\/(?:full|abstract|pdf|epdf|html|meta|references|figures|suppl(?:_file)?)(?:\/.*)?$/i, '')
    .replace(/\.pdf$/i, '');
}

/** Identifiers written in text: named (doi:, arXiv:, PMID:, PMC…) or bare DOIs and URLs. */
function fromText(text: string, foundIn: FoundIn, followUrls = true): FoundIdentifier[] {
  const out: FoundIdentifier[] = [];
  // Each link read for what it names, and blanked out of the text in the same pass (one pass
  // however many links; one push per identifier, never an argument each).
  const rest = followUrls
    ? text.replace(LINK, (match) => {
        const url = match.replace(TRAILING, (tail) => trailingToKeep(match, tail));
        for (const identifier of fromUrl(url)) out.push({ ...identifier, foundIn });
        return ` ${match.slice(url.length)}`;
      })
    : text;
  const title = foundIn === 'title' ? ARXIV_TITLE_PREFIX.exec(rest) : null;
  if (title) out.push(arxivIdentifier(title[1] as string, foundIn));
  // Each DOI as written read once, however often the text repeats it.
  const dois = new Set<string>();
  for (const match of rest.matchAll(NAMED_DOI)) dois.add(match[1] as string);
  for (const match of rest.matchAll(DOI_IN_TEXT)) dois.add(match[0]);
  for (const raw of dois) out.push(doiIdentifier(raw, foundIn));
  for (const match of rest.matchAll(NAMED_ARXIV)) out.push(arxivIdentifier(match[1] as string, foundIn));
  for (const match of rest.matchAll(NAMED_PMID)) out.push(pmid(match[1] as string, match[0], foundIn));
  for (const match of rest.matchAll(PMCID_IN_TEXT)) out.push(pmcid(match[1] as string, match[0], foundIn));
  return out;
}
