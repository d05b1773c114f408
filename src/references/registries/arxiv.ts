// The arXiv API (https://export.arxiv.org/api/query): `?id_list=A,B&max_results=N` answers an
// Atom feed with one <entry> per paper found, in no particular order: <id> is the abstract
// page with the version (http://arxiv.org/abs/1706.03762v7), <title>, <author><name>,
// <published> (the first version), <updated> (this version), and in the arXiv namespace
// <arxiv:journal_ref>, <arxiv:doi>, <arxiv:comment>. An ID arXiv does not have is simply
// absent (HTTP 200, no entry). Read with a namespace-aware XML parser, never with patterns.
import { DOMParser, type Element } from '@xmldom/xmldom';
import { yearOf, years, type RegistryRecord } from '../record.js';

const ATOM = 'http://www.w3.org/2005/Atom';
const ARXIV = 'http://arxiv.org/schemas/atom';
/** IDs per request: arXiv asks for few, paced requests, so each carries many. */
export const ARXIV_BATCH = 50;

export function arxivQueryUrl(base: string, ids: readonly string[]): string {
  const query = new URLSearchParams({ id_list: ids.join(','), max_results: String(ids.length) });
  return `${base}${base.includes('?') ? '&' : '?'}${query}`;
}

export interface ArxivFeed {
  /** Entries keyed by their ID as returned (with version) and by the ID without version. */
  byId: Map<string, RegistryRecord>;
  /** An error entry (older API versions answer one for a bad ID): the feed says nothing about the others. */
  error: string | null;
}

/** The feed's entries, or null when the body is not an Atom feed. */
export function parseArxivFeed(xml: string): ArxivFeed | null {
  let feed: Element | null;
  try {
    const document = new DOMParser({ onError: () => {} }).parseFromString(xml, 'application/xml');
    feed = document.documentElement;
  } catch {
    return null;
  }
  if (!feed || feed.localName !== 'feed' || feed.namespaceURI !== ATOM) return null;
  const byId = new Map<string, RegistryRecord>();
  let error: string | null = null;
  for (const entry of children(feed, ATOM, 'entry')) {
    const idUrl = text(entry, ATOM, 'id');
    if (idUrl.includes('/api/errors')) {
      error = text(entry, ATOM, 'summary') || 'arXiv answered an error';
      continue;
    }
    const id = /\/abs\/(.+)$/.exec(idUrl)?.[1];
    if (!id) continue;
    const record = entryRecord(entry, id);
    byId.set(id, record);
    byId.set(id.replace(/v\d+$/, ''), record);
  }
  return { byId, error };
}

function entryRecord(entry: Element, id: string): RegistryRecord {
  const journal = text(entry, ARXIV, 'journal_ref');
  return {
    registry: 'arxiv',
    id,
    url: `https://arxiv.org/abs/${id}`,
    titles: [text(entry, ATOM, 'title')].filter((title) => title !== ''),
    authors: children(entry, ATOM, 'author').map((author) => {
      const name = text(author, ATOM, 'name');
      return { family: name.split(' ').pop() ?? null, name };
    }),
    years: years([yearOf(text(entry, ATOM, 'published')), yearOf(text(entry, ATOM, 'updated'))]),
    venues: journal ? [journal] : [],
    type: 'preprint',
    retraction: null,
  };
}

function children(parent: Element, namespace: string, name: string): Element[] {
  const out: Element[] = [];
  for (let node = parent.firstChild; node; node = node.nextSibling) {
    const element = node as Element;
    if (node.nodeType === 1 && element.localName === name && element.namespaceURI === namespace) out.push(element);
  }
  return out;
}

/** The text of a child element, whitespace collapsed (arXiv wraps titles over lines). */
function text(parent: Element, namespace: string, name: string): string {
  return (children(parent, namespace, name)[0]?.textContent ?? '').replace(/\s+/g, ' ').trim();
}
