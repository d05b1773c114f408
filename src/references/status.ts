// From a record's identifiers and what the registries said to its references row. Pure: the
// lookups and the cache are elsewhere.
import type { ReferenceDifference, ReferenceIdentifierRow, ReferenceRow, ReferenceStatus } from '../results/types.js';
import type { ClaimedMetadata } from './claimed.js';
import { compareWithRecord } from './compare.js';
import { identifierKey, type FoundIdentifier } from './identifiers.js';
import type { Looked } from './lookup.js';
import { registryName } from './lookup.js';
import type { RegistryRecord } from './record.js';
import { compareTitles, TITLE_MATCH } from './similarity.js';

type IdentifierStatus = ReferenceIdentifierRow['status'];

/** Which identifier decides a record's status: problems first, then a confirmed work, then what could not be said. */
const SEVERITY: readonly IdentifierStatus[] = [
  'retracted',
  'not_found',
  'malformed',
  'mismatch',
  'matches',
  'unverified',
  'unreachable',
];

const SCHEME_WORDS: Record<FoundIdentifier['scheme'], string> = {
  doi: 'DOI',
  arxiv: 'arXiv ID',
  pmid: 'PMID',
  pmcid: 'PMC ID',
};
const WITH_ARTICLE: Record<FoundIdentifier['scheme'], string> = {
  doi: 'a DOI',
  arxiv: 'an arXiv ID',
  pmid: 'a PMID',
  pmcid: 'a PMC ID',
};

interface Judged {
  row: ReferenceIdentifierRow;
  record: RegistryRecord | null;
  differences: ReferenceDifference[];
  titleSimilarity: number | null;
  checkedAt: string | null;
  cached: boolean;
}

/** The row of a record with identifiers. */
export function referenceRow(
  identifiers: readonly FoundIdentifier[],
  answers: ReadonlyMap<string, Looked>,
  claimed: ClaimedMetadata,
): ReferenceRow {
  const judged = identifiers.map((identifier) => judge(identifier, answers.get(identifierKey(identifier)), claimed));
  const decisive = SEVERITY.map((status) => judged.find((entry) => entry.row.status === status)).find(
    (entry) => entry !== undefined,
  ) as Judged;
  const looked = judged.filter((entry) => entry.row.status !== 'malformed');
  return {
    status: decisive.row.status,
    identifier: `${decisive.row.scheme}:${decisive.row.id}`,
    identifiers: judged.map((entry) => entry.row),
    registry: decisive.row.registry,
    record_url: decisive.row.record_url,
    cited: citedOf(claimed),
    record: decisive.record ? recordSummary(decisive.record) : null,
    differences: decisive.differences,
    title_similarity: decisive.titleSimilarity,
    retraction: decisive.record?.retraction ?? null,
    checked_at: decisive.checkedAt,
    cache: looked.length > 0 && looked.every((entry) => entry.cached) ? 'fresh' : null,
    detail: decisive.row.detail,
  };
}

/** The row of a record without identifiers, with what a title search found when one was made. */
export function rowWithoutIdentifier(
  claimed: ClaimedMetadata,
  search?: { records: RegistryRecord[]; cached: boolean; checkedAt: string } | { unreachable: string },
): ReferenceRow {
  const empty: Omit<ReferenceRow, 'status' | 'detail'> = {
    identifier: null,
    identifiers: [],
    registry: null,
    record_url: null,
    cited: citedOf(claimed),
    record: null,
    differences: [],
    title_similarity: null,
    retraction: null,
    checked_at: null,
    cache: null,
  };
  if (!search)
    return {
      status: 'no_identifier',
      ...empty,
      detail: 'the record gives no DOI, arXiv, PubMed or PMC ID, so nothing was looked up',
    };
  if ('unreachable' in search)
    return {
      status: 'unreachable',
      ...empty,
      registry: 'crossref',
      detail: `the title could not be looked up: ${search.unreachable}`,
    };
  const scored = search.records
    .map((record) => ({ record, comparison: compareTitles(claimed.title ?? '', record.titles) }))
    .sort((a, b) => b.comparison.similarity - a.comparison.similarity);
  const best = scored[0];
  const base = {
    ...empty,
    registry: 'crossref' as const,
    checked_at: search.checkedAt,
    cache: search.cached ? ('fresh' as const) : null,
  };
  if (!best || !best.comparison.matches) {
    const closest = best
      ? `; the closest is “${best.record.titles[0] ?? ''}” (similarity ${best.comparison.similarity.toFixed(2)})`
      : '';
    return {
      status: 'not_found_by_title',
      ...base,
      title_similarity: best?.comparison.similarity ?? null,
      detail: `Crossref has no work with this title${closest}. A title search alone does not show that a work does not exist`,
    };
  }
  const { record } = best;
  const retracted = record.retraction
    ? `; Crossref records a ${record.retraction.kind}${record.retraction.notice ? ` (${record.retraction.notice})` : ''}`
    : '';
  return {
    status: 'found_by_title',
    ...base,
    record_url: record.url,
    record: recordSummary(record),
    title_similarity: best.comparison.similarity,
    retraction: record.retraction,
    detail: `Crossref has a work with this title (${record.id}), found by title only: the reference gives no identifier to confirm it${retracted}`,
  };
}

function judge(identifier: FoundIdentifier, answer: Looked | undefined, claimed: ClaimedMetadata): Judged {
  const base = {
    scheme: identifier.scheme,
    id: identifier.id,
    written: identifier.written,
    found_in: identifier.foundIn,
  };
  const none = { record: null, differences: [], titleSimilarity: null, checkedAt: null, cached: false };
  const what = SCHEME_WORDS[identifier.scheme];
  if (identifier.malformed) {
    return {
      row: {
        ...base,
        status: 'malformed',
        registry: null,
        record_url: null,
        detail: `“${identifier.written}” cannot be ${WITH_ARTICLE[identifier.scheme]}: ${identifier.malformed}`,
      },
      ...none,
    };
  }
  if (!answer)
    return {
      row: {
        ...base,
        status: 'unreachable',
        registry: null,
        record_url: null,
        detail: `the ${what} was not looked up`,
      },
      ...none,
    };
  const cached = answer.cached === true;
  if (answer.kind === 'unreachable') {
    return {
      row: {
        ...base,
        status: 'unreachable',
        registry: answer.registry,
        record_url: null,
        detail: `${registryName(answer.registry)} could not be asked: ${answer.detail}`,
      },
      ...none,
      cached,
    };
  }
  if (answer.kind === 'not_found') {
    const url = identifier.scheme === 'doi' ? `https://doi.org/${identifier.id}` : null;
    return {
      row: { ...base, status: 'not_found', registry: answer.registry, record_url: url, detail: answer.detail },
      ...none,
      checkedAt: answer.checked_at,
      cached,
    };
  }
  if (answer.kind === 'exists') {
    return {
      row: { ...base, status: 'unverified', registry: answer.registry, record_url: answer.url, detail: answer.detail },
      ...none,
      checkedAt: answer.checked_at,
      cached,
    };
  }
  const { record } = answer;
  const { differences, titleSimilarity } = compareWithRecord(claimed, record);
  const registry = registryName(record.registry);
  const titleDiffers = differences.some((difference) => difference.field === 'title');
  let status: IdentifierStatus;
  let detail: string;
  if (record.retraction && !titleDiffers) {
    status = 'retracted';
    const notice = record.retraction.notice
      ? ` (notice ${record.retraction.notice}${record.retraction.date ? `, ${record.retraction.date}` : ''})`
      : record.retraction.date
        ? ` (${record.retraction.date})`
        : '';
    const by = record.retraction.source === 'retraction-watch' ? ', from Retraction Watch' : '';
    detail = `${registry} records a ${record.retraction.kind} of this work${notice}${by}`;
  } else if (differences.length > 0) {
    status = 'mismatch';
    const fields = differences.map((difference) => FIELD_WORDS[difference.field]);
    detail = titleDiffers
      ? `the ${what} names another work in ${registry}: its ${fields.join(', ')} ${fields.length === 1 ? 'differs' : 'differ'}`
      : `${registry} holds this work, but its ${fields.join(', ')} ${fields.length === 1 ? 'differs' : 'differ'} from the reference`;
  } else {
    status = 'matches';
    detail =
      titleSimilarity === null
        ? `${registry} holds this ${what} (the record gives no title to compare)`
        : `${registry} holds this ${what}, and its title matches${titleSimilarity < 1 ? ` (similarity ${titleSimilarity.toFixed(2)}, at least ${TITLE_MATCH} needed)` : ''}`;
  }
  return {
    row: { ...base, status, registry: record.registry, record_url: record.url, detail },
    record,
    differences,
    titleSimilarity,
    checkedAt: answer.checked_at,
    cached,
  };
}

const FIELD_WORDS: Record<ReferenceDifference['field'], string> = {
  title: 'title',
  first_author: 'first author',
  year: 'year',
  venue: 'venue',
};

function citedOf(claimed: ClaimedMetadata): ReferenceRow['cited'] {
  return { title: claimed.title, authors: claimed.authors, year: claimed.year, venue: claimed.venue };
}

function recordSummary(record: RegistryRecord): NonNullable<ReferenceRow['record']> {
  return {
    title: record.titles[0] ?? null,
    first_author: record.authors[0]?.name ?? null,
    year: record.years[0] ?? null,
    venue: record.venues[0] ?? null,
    type: record.type,
  };
}

export type { ReferenceStatus };
