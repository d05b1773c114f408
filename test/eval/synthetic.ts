// Small synthetic datasets in each real format's shape (no row of any real dataset), and a fake
// verifier scripted with a known confusion.
import type { Verdict } from '../../src/report/schema.js';
import { answerPairs, firstSentence, type FakeReply, type FakeWirePair } from '../helpers/fake-openai.js';

export interface SyntheticRow {
  id: string;
  claim: string;
  evidence: string;
  gold: Exclude<Verdict, 'unverifiable'>;
  /** The row's position among the rows of its gold label (0-based). */
  rank: number;
}

const TOPICS = [
  'travel time on corridor',
  'bus ridership on route',
  'energy use in building',
  'waiting time at clinic',
  'output of plant',
];

/** Rows in a fixed, interleaved label order, e.g. 25 supports, 20 contradicts, 15 insufficient. */
export function syntheticRows(
  counts: Partial<Record<SyntheticRow['gold'], number>> = { supports: 25, contradicts: 20, insufficient: 15 },
): SyntheticRow[] {
  const rows: SyntheticRow[] = [];
  const left = {
    supports: counts.supports ?? 0,
    contradicts: counts.contradicts ?? 0,
    insufficient: counts.insufficient ?? 0,
  };
  const ranks = { supports: 0, contradicts: 0, insufficient: 0 };
  for (let n = 1; left.supports + left.contradicts + left.insufficient > 0; n++) {
    for (const gold of ['supports', 'contradicts', 'insufficient'] as const) {
      if (left[gold] === 0) continue;
      left[gold]--;
      const k = rows.length + 1;
      const topic = `${TOPICS[k % TOPICS.length]} ${k}`;
      const percent = 5 + (k % 30);
      const claim = `The pilot cut ${topic} by ${percent} percent.`;
      const evidence =
        gold === 'supports'
          ? `After the pilot, ${topic} fell by ${percent} percent against matched controls. The counts were audited.`
          : gold === 'contradicts'
            ? `After the pilot, ${topic} rose by ${percent} percent against matched controls. The counts were audited.`
            : `The pilot began in spring and covered ${topic}. No outcome data have been published yet.`;
      rows.push({ id: `syn-${k}`, claim, evidence, gold, rank: ranks[gold]++ });
    }
  }
  return rows;
}

const HEALTHVER_LABEL = { supports: 'Supports', contradicts: 'Refutes', insufficient: 'Neutral' } as const;
const FEVER_LABEL = { supports: 'SUPPORTS', contradicts: 'REFUTES', insufficient: 'NOT ENOUGH INFO' } as const;

const csvField = (text: string) => (/[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/** HealthVer's columns: id,evidence,claim,label,topic_ip,question. */
export function healthVerCsv(rows: readonly SyntheticRow[]): string {
  const lines = ['id,evidence,claim,label,topic_ip,question'];
  rows.forEach((row, at) =>
    lines.push(
      [
        row.id.replace('syn-', ''),
        row.evidence,
        row.claim,
        HEALTHVER_LABEL[row.gold],
        String(at % 7),
        'did the pilot work?',
      ]
        .map(csvField)
        .join(','),
    ),
  );
  return lines.join('\n') + '\n';
}

/** VitaminC-style FEVER JSON Lines: unique_id, claim, evidence (text), label, page. */
export function feverJsonl(rows: readonly SyntheticRow[]): string {
  return (
    rows
      .map((row) =>
        JSON.stringify({
          unique_id: row.id,
          case_id: row.id,
          claim: row.claim,
          evidence: row.evidence,
          label: FEVER_LABEL[row.gold],
          page: 'Pilot programme',
        }),
      )
      .join('\n') + '\n'
  );
}

/**
 * SciFact's shape: claims {id, claim, evidence: {doc_id: [{sentences, label}]}, cited_doc_ids} and a
 * corpus {doc_id, title, abstract: [sentences], structured}. One claim per row, citing one document.
 */
export function sciFact(rows: readonly SyntheticRow[]): { claims: string; corpus: string } {
  const claims = rows.map((row, at) => {
    const docId = 1000 + at;
    const evidence =
      row.gold === 'insufficient'
        ? {}
        : { [docId]: [{ sentences: [0], label: row.gold === 'supports' ? 'SUPPORT' : 'CONTRADICT' }] };
    return JSON.stringify({ id: at + 1, claim: row.claim, evidence, cited_doc_ids: [docId] });
  });
  const corpus = rows.map((row, at) =>
    JSON.stringify({
      doc_id: 1000 + at,
      title: `Evaluation ${row.id}`,
      abstract: row.evidence.split(/(?<=\.) /),
      structured: false,
    }),
  );
  return { claims: claims.join('\n') + '\n', corpus: corpus.join('\n') + '\n' };
}

/** citegate's own case shape. */
export function citegateCases(rows: readonly SyntheticRow[]): string {
  const cases = rows.map((row, at) => ({
    id: row.id,
    claim: { id: `claim-${at + 1}`, statement: row.claim, evidence_ids: [`ev-${at + 1}`] },
    evidence: {
      id: `ev-${at + 1}`,
      title: 'Pilot evaluation',
      url: `https://example.org/${row.id}`,
      excerpt: row.evidence,
    },
    expectation: { verdict: row.gold, quote_contains: firstSentence(row.evidence) },
  }));
  return JSON.stringify({ version: 'synthetic-1', cases }, null, 2) + '\n';
}

/**
 * The known confusion: every fifth gold-supports row (rank 4, 9, …) is called contradicts, every
 * fourth gold-contradicts row supports, every third gold-insufficient row unverifiable; the rest
 * are right. Every answer quotes the excerpt's first sentence, so it binds.
 */
export function scriptedVerdict(row: SyntheticRow): Verdict {
  if (row.gold === 'supports') return row.rank % 5 === 4 ? 'contradicts' : 'supports';
  if (row.gold === 'contradicts') return row.rank % 4 === 3 ? 'supports' : 'contradicts';
  return row.rank % 3 === 2 ? 'unverifiable' : 'insufficient';
}

export function scriptedConfusion(
  rows: readonly SyntheticRow[],
  verdictOf: (row: SyntheticRow, call: number) => Verdict = scriptedVerdict,
): (call: { index: number; pairs: FakeWirePair[] }) => FakeReply {
  const byClaim = new Map(rows.map((row) => [row.claim, row]));
  return (call) => ({
    verifications: answerPairs(call.pairs, (pair) => {
      const row = byClaim.get(pair.claim);
      return row ? { verdict: verdictOf(row, call.index), confidence: 0.8 } : {};
    }),
  });
}

/** Only false contradictions: every fifth gold-supports row is called contradicts, the rest are right. */
export function onlyFalseContradictions(row: SyntheticRow): Verdict {
  return row.gold === 'supports' && row.rank % 5 === 4 ? 'contradicts' : row.gold;
}
