// NCBI E-utilities esummary (https://eutils.ncbi.nlm.nih.gov/entrez/eutils/esummary.fcgi),
// JSON: `{"result": {"uids": [...], "<uid>": {uid, title, authors[{name: "LeCun Y", authtype}],
// pubdate, epubdate, source, fulljournalname, pubtype[], references[{reftype, pmid}]}}}` for
// db=pubmed, and the same shape for db=pmc (uid is the PMC number without "PMC"). An ID NCBI
// does not have is `{"uid": "…", "error": "cannot get document summary"}` or absent.
// A retracted article carries the publication type "Retracted Publication".
import { z } from 'zod';
import { yearOf, years, type RegistryRecord, type Retraction } from '../record.js';

/** IDs per request: E-utilities take up to 200 in a GET. */
export const PUBMED_BATCH = 200;

const Summary = z.looseObject({
  uid: z.string(),
  error: z.string().optional(),
  title: z.string().optional(),
  authors: z.array(z.looseObject({ name: z.string(), authtype: z.string().optional() })).optional(),
  pubdate: z.string().optional(),
  epubdate: z.string().optional(),
  source: z.string().optional(),
  fulljournalname: z.string().optional(),
  pubtype: z.array(z.string()).optional(),
  references: z
    .array(z.looseObject({ reftype: z.string().optional(), pmid: z.union([z.string(), z.number()]).optional() }))
    .optional(),
});
const Body = z.looseObject({ result: z.looseObject({ uids: z.array(z.string()) }).catchall(z.unknown()) });

export type PubmedDatabase = 'pubmed' | 'pmc';

export function esummaryUrl(
  base: string,
  database: PubmedDatabase,
  ids: readonly string[],
  email: string | null,
): string {
  const query = new URLSearchParams({
    db: database,
    id: ids.join(','),
    retmode: 'json',
    tool: 'citegate',
    ...(email ? { email } : {}),
  });
  return `${base.replace(/\/+$/, '')}/esummary.fcgi?${query}`;
}

/** Records keyed by uid (a PMID, or a PMC number without "PMC"); null when the body is not an esummary answer. */
export function parseEsummary(body: unknown, database: PubmedDatabase): Map<string, RegistryRecord> | null {
  const parsed = Body.safeParse(body);
  if (!parsed.success) return null;
  const records = new Map<string, RegistryRecord>();
  for (const uid of parsed.data.result.uids) {
    const summary = Summary.safeParse(parsed.data.result[uid]);
    if (!summary.success || summary.data.error || !summary.data.title) continue;
    records.set(uid, summaryRecord(summary.data, database));
  }
  return records;
}

function summaryRecord(summary: z.infer<typeof Summary>, database: PubmedDatabase): RegistryRecord {
  const pmc = database === 'pmc';
  return {
    registry: pmc ? 'pmc' : 'pubmed',
    id: pmc ? `PMC${summary.uid}` : summary.uid,
    url: pmc
      ? `https://pmc.ncbi.nlm.nih.gov/articles/PMC${summary.uid}/`
      : `https://pubmed.ncbi.nlm.nih.gov/${summary.uid}/`,
    titles: [summary.title as string],
    authors: (summary.authors ?? []).map((author) => ({
      family: author.authtype === 'CollectiveName' ? null : familyOf(author.name),
      name: author.name,
    })),
    years: years([yearOf(summary.pubdate), yearOf(summary.epubdate)]),
    venues: [summary.fulljournalname, summary.source].filter((venue): venue is string => Boolean(venue)),
    type: summary.pubtype?.[0] ?? null,
    retraction: retractionOf(summary),
  };
}

/** "LeCun Y" → "LeCun", "van der Berg CD" → "van der Berg": MEDLINE writes initials last. */
function familyOf(name: string): string {
  const words = name.trim().split(/\s+/);
  return words.length > 1 && /^\p{Lu}{1,3}$/u.test(words[words.length - 1] as string)
    ? words.slice(0, -1).join(' ')
    : name;
}

function retractionOf(summary: z.infer<typeof Summary>): Retraction | null {
  if (!(summary.pubtype ?? []).some((type) => type.toLowerCase() === 'retracted publication')) return null;
  const notice = (summary.references ?? []).find((reference) => /retraction in/i.test(reference.reftype ?? ''));
  return {
    kind: 'retracted',
    notice: notice?.pmid === undefined ? null : `PMID ${notice.pmid}`,
    date: null,
    source: 'pubmed',
  };
}
