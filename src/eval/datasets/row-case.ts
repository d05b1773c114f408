// One labelled claim/evidence row as a one-claim, one-evidence case. Pure.
import type { Verdict } from '../../report/schema.js';
import { caseIndex, type Case } from '../cases.js';

export interface LabelledRow {
  /** The dataset's ID for the row (or a made-up one); names the case in every output. */
  id: string;
  claim: string;
  excerpt: string;
  title: string;
  url: string;
  verdict: Verdict;
  category?: string;
}

/**
 * IDs sent to the model are `claim-N` / `ev-N` (N = the row's position among the usable rows),
 * never dataset text: they must be unique within a request and safe to echo.
 */
export function rowCase(row: LabelledRow, position: number): Case | string {
  if (row.claim.trim() === '') return 'the claim is empty';
  if (row.excerpt.trim() === '') return 'the evidence text is empty';
  const entry: Case = {
    id: row.id,
    category: row.category ?? '',
    inquiry: '',
    claim: { id: `claim-${position}`, statement: row.claim, evidence_ids: [`ev-${position}`], confidence: 'medium' },
    evidence: {
      id: `ev-${position}`,
      title: row.title.slice(0, 500) || 'Evidence',
      url: row.url,
      excerpt: row.excerpt,
      published_at: null,
    },
    expectation: { verdict: row.verdict, quote_contains: null, limitation_terms: [] },
  };
  try {
    caseIndex(entry);
  } catch (error) {
    return `cannot be made into a one-claim report: ${firstLine((error as Error).message)}`;
  }
  return entry;
}

function firstLine(text: string): string {
  return (
    text
      .split('\n')
      .find((line) => line.trim() !== '')
      ?.trim() ?? text
  );
}

/** Collects cases from rows in order, numbering them and refusing a repeated ID. */
export class CaseCollector {
  readonly cases: Case[] = [];
  private readonly seen = new Map<string, number>();

  /** Returns null when the row became a case, else why it was skipped. */
  add(row: LabelledRow, line: number): string | null {
    const first = this.seen.get(row.id);
    if (first !== undefined) return `repeats the ID ${JSON.stringify(row.id)} of line ${first}`;
    const made = rowCase(row, this.cases.length + 1);
    if (typeof made === 'string') return made;
    this.seen.set(row.id, line);
    this.cases.push(made);
    return null;
  }
}
