// The evaluation set: cases of one claim and one evidence record with the expected judgement.
import { readBoundedFile } from '../files/read-bounded.js';
import { z } from 'zod';
import { indexReport, type ReportIndex } from '../binding/report-index.js';
import { located, parseJsonFile } from '../report/json-file.js';
import { Confidence, ResearchReport, Verdict } from '../report/schema.js';
// Imported, not read from disk, so that the bundle carries it.
import reference from './reference-cases.json' with { type: 'json' };

export const EvalCase = z.object({
  id: z.string().min(1),
  category: z.string().default(''),
  inquiry: z.string().default(''),
  claim: z.object({
    id: z.string().min(1),
    statement: z.string().min(1),
    evidence_ids: z.array(z.string()).min(1),
    confidence: Confidence.default('medium'),
  }),
  evidence: z.object({
    id: z.string().min(1),
    title: z.string().min(1),
    url: z.string().min(8),
    excerpt: z.string().min(1),
    published_at: z.string().nullable().default(null),
  }),
  expectation: z.object({
    verdict: Verdict,
    quote_contains: z.string().min(1),
    limitation_terms: z.array(z.string()).default([]),
  }),
});
export type EvalCase = z.infer<typeof EvalCase>;

export const EvalCaseSet = z.object({ version: z.string(), cases: z.array(EvalCase).min(1) });
export type EvalCaseSet = z.infer<typeof EvalCaseSet>;

/**
 * A case as the trials score it. A dataset row has no gold quote: its `quote_contains` is null
 * and that check is left out (as `limitations` is for a case with no limitation terms).
 */
export type Case = Omit<EvalCase, 'expectation'> & {
  expectation: Omit<EvalCase['expectation'], 'quote_contains'> & { quote_contains: string | null };
};
export interface CaseSet {
  version: string;
  cases: Case[];
}

export class CasesError extends Error {}

export function referenceCases(): EvalCaseSet {
  return EvalCaseSet.parse(reference);
}

export async function loadCases(file: string): Promise<EvalCaseSet> {
  let bytes: Uint8Array;
  try {
    bytes = await readBoundedFile(file);
  } catch (error) {
    throw new CasesError(`cannot read the cases file ${file}: ${(error as Error).message}`);
  }
  // The reports' JSON reader: a repeated key (a second verdict) is refused, not kept silently.
  const read = parseJsonFile(bytes);
  if (!read.ok) throw new CasesError(`the cases file ${located(file, read.error)}`);
  const data = read.value;
  const parsed = EvalCaseSet.safeParse(data);
  if (!parsed.success)
    throw new CasesError(
      `the cases file ${file} does not have the shape of the reference cases:\n${z.prettifyError(parsed.error)}`,
    );
  const ids = parsed.data.cases.map((entry) => entry.id);
  const repeated = ids.filter((id, at) => ids.indexOf(id) !== at);
  if (repeated.length > 0)
    throw new CasesError(`the cases file ${file} repeats case IDs: ${[...new Set(repeated)].join(', ')}`);
  // Each case must make the one-pair report the trials build, for the baseline as for the model.
  for (const entry of parsed.data.cases) {
    try {
      caseIndex(entry);
    } catch (error) {
      const why =
        error instanceof z.ZodError
          ? `case ${entry.id} is not a valid report:\n${z.prettifyError(error)}`
          : (error as Error).message;
      throw new CasesError(`the cases file ${file}: ${why}`);
    }
  }
  return parsed.data;
}

/** A case as a one-claim report, indexed like any report (fingerprints and expected pairs). */
export function caseIndex(entry: Case): ReportIndex {
  const report = ResearchReport.parse({
    inquiry_id: entry.id,
    title: entry.inquiry || entry.id,
    summary: '',
    claims: [entry.claim],
    evidence: [entry.evidence],
  });
  const index = indexReport(report, [0]);
  if (index.pairs.length === 0)
    throw new CasesError(`case ${entry.id}: the claim does not cite its evidence ${entry.evidence.id}`);
  return index;
}
