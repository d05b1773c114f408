// From what a URL gave (a page's text, an HTTP error, a failure) and an evidence record's
// parts to the record's provenance row. Pure: the fetching and the cache are elsewhere.
import type { ClosestPassage, ProvenanceFolding, ProvenanceRow } from '../results/types.js';
import { closestPassage, pageWords, type PageWords } from './closest.js';
import type { PageText } from './extract/types.js';
import { findPart, Haystack, mostFolding } from './match.js';

/** What one URL gave this run; every record citing it is judged against it. */
export interface PageOutcome {
  /** `page`: text was read. Anything else is the status of every record citing the URL. */
  status: 'page' | 'gone' | 'blocked' | 'unreachable' | 'unsupported' | 'refused';
  httpStatus: number | null;
  finalUrl: string | null;
  contentType: string | null;
  fetchedAt: string | null;
  cache: ProvenanceRow['cache'];
  truncated: boolean;
  /** Bytes of the body read (after decompression); null when none was. */
  bodyBytes: number | null;
  textSha256: string | null;
  detail: string;
  text: PageText | null;
}

/** A page's text, ready for many records: normalised forms and words are computed once. */
export class PageIndex {
  readonly main: Haystack | null;
  readonly all: Haystack;
  private words: PageWords | undefined;

  constructor(readonly text: PageText) {
    this.main = text.main === null ? null : new Haystack(text.main);
    this.all = new Haystack(text.all);
  }

  pageWords(): PageWords {
    return (this.words ??= pageWords(this.text.all));
  }

  /** Looks for all these parts at once (Haystack.matchAll), before the records citing the page are judged one by one. */
  prepare(parts: readonly string[]): void {
    this.main?.matchAll(parts);
    this.all.matchAll(parts);
  }
}

const FOLDING_WORDS: Record<ProvenanceFolding, string> = {
  exact: 'verbatim',
  whitespace: 'after collapsing whitespace',
  case: 'after collapsing whitespace and case folding',
  typography: 'after folding whitespace, case and typography (quotes, dashes, ligatures)',
};

function base(outcome: PageOutcome, partsTotal: number): Omit<ProvenanceRow, 'status' | 'detail'> {
  return {
    folding: null,
    share: null,
    parts_found: 0,
    parts_total: partsTotal,
    found_in: null,
    http_status: outcome.httpStatus,
    final_url: outcome.finalUrl,
    content_type: outcome.contentType,
    fetched_at: outcome.fetchedAt,
    cache: outcome.cache,
    truncated: outcome.truncated,
    text_sha256: outcome.textSha256,
    closest: null,
  };
}

/** A record whose URL is not http(s): nothing is fetched, and the row says so. */
export function skippedRow(url: string, partsTotal: number): ProvenanceRow {
  return {
    status: 'skipped',
    folding: null,
    share: null,
    parts_found: 0,
    parts_total: partsTotal,
    found_in: null,
    http_status: null,
    final_url: null,
    content_type: null,
    fetched_at: null,
    cache: null,
    truncated: false,
    text_sha256: null,
    detail: `not an http(s) URL (${url.slice(0, 100)}), so nothing was fetched`,
    closest: null,
  };
}

/** The row of one record: its parts looked for in the main content, then in all visible text. */
export function recordRow(outcome: PageOutcome, parts: readonly string[], page: PageIndex | null): ProvenanceRow {
  if (outcome.status !== 'page' || !page)
    return {
      status: outcome.status === 'page' ? 'unreachable' : outcome.status,
      ...base(outcome, parts.length),
      detail: outcome.detail,
    };
  if (parts.length === 0)
    return { status: 'skipped', ...base(outcome, 0), detail: 'the excerpt has no words to look for' };

  const inMain = parts.map((part) => (page.main ? findPart(part, page.main) : null));
  // The fallback: what the main-content pass missed may be in a table, a caption, a sidebar.
  const anywhere = parts.map((part, i) => inMain[i] ?? findPart(part, page.all));
  const foundFoldings = anywhere.filter((folding): folding is ProvenanceFolding => folding !== null);
  const found = foundFoldings.length;
  const foundIn: ProvenanceRow['found_in'] =
    found === 0
      ? null
      : page.main !== null && anywhere.every((folding, i) => folding === null || inMain[i] !== null)
        ? 'main'
        : 'page';
  const folding = mostFolding(foundFoldings);
  const missing = parts.filter((_part, i) => anywhere[i] === null);
  const closest = missing.length > 0 ? closestTo(missing, page) : null;
  const row = {
    ...base(outcome, parts.length),
    folding,
    share: found / parts.length,
    parts_found: found,
    found_in: foundIn,
    closest,
  };
  const where =
    foundIn === 'main'
      ? 'in the main content'
      : page.text.kind === 'html'
        ? 'on the page (outside the main content)'
        : `in the ${page.text.kind === 'pdf' ? 'PDF' : 'text'}`;
  // A page's detail, when it has one, says how its text was cut (a PDF over its bounds) or read
  // (an HTML page searched in all its visible text because its main content took too long).
  const cut = outcome.detail
    ? ` (${outcome.detail})`
    : outcome.truncated
      ? ` (only the first ${formatBytes(outcome.bodyBytes)} of the body were read: provenance-max-body)`
      : '';

  if (found === parts.length) {
    const what = parts.length === 1 ? 'the excerpt occurs' : `all ${parts.length} parts of the excerpt occur`;
    return { status: 'found', ...row, detail: `${what} ${where}, ${FOLDING_WORDS[folding as ProvenanceFolding]}` };
  }
  if (found > 0) {
    const rest = parts.length - found === 1 ? 'the other does not' : `the other ${parts.length - found} do not`;
    return {
      status: 'partly_found',
      ...row,
      detail: `${found} of ${parts.length} parts of the excerpt occur ${where} (${FOLDING_WORDS[folding as ProvenanceFolding]}); ${rest}${cut}`,
    };
  }
  if (page.text.wall) {
    return {
      status: 'blocked',
      ...row,
      closest: null,
      detail: `the page is a ${page.text.wall} wall and the excerpt is not on it`,
    };
  }
  const empty =
    page.text.all.trim() === '' ? ' (the page has no text: it may be built by JavaScript, or be a scanned image)' : '';
  return { status: 'not_found', ...row, detail: `the page was read and the excerpt is not on it${empty}${cut}` };
}

function closestTo(missing: readonly string[], page: PageIndex): ClosestPassage | null {
  const longest = missing.reduce((a, b) => (b.length > a.length ? b : a));
  return closestPassage(longest, page.text.all, page.pageWords());
}

export function formatBytes(bytes: number | null): string {
  if (bytes === null) return 'part';
  if (bytes >= 1_000_000) return `${Math.round(bytes / 100_000) / 10} MB`;
  return bytes >= 1000 ? `${Math.round(bytes / 100) / 10} kB` : `${bytes} bytes`;
}
