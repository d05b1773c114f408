// The run's problems without the verdicts a pull request adds that count unconfirmed
// (src/check/unconfirmed.ts), each with its status against the base, read back from the results
// file alone: the waivers and the renderers decide and list the second view the gate decided on.
import { resultsWithoutUnconfirmed } from '../check/unconfirmed.js';
import type { ProblemStatus, ResultsFile } from '../results/types.js';
import {
  isProvenanceKind,
  isReferenceKind,
  listProblems,
  problemStatuses,
  rowKey,
  type Problem,
} from '../results/problems.js';

export interface ProblemsView {
  results: ResultsFile;
  problems: Problem[];
  statuses: Map<Problem, ProblemStatus>;
}

/**
 * The problems of the run without its unconfirmed verdicts; null when it counts none. A problem
 * of a claim's verdict (or a report left unverified) that only this view has is matched against
 * the base's problems by identity, as the comparison matches them (src/base/compare.ts): the
 * base's are the rows it found unchanged and those it found fixed. The others (numbers,
 * bindings, provenance) are the run's own, with the status the comparison gave them.
 */
export function problemsWithoutUnconfirmed(results: ResultsFile): ProblemsView | null {
  const without = resultsWithoutUnconfirmed(results);
  if (!without) return null;
  const problems = listProblems(without);
  const base = results.base;
  if (!base || base.note !== null) return { results: without, problems, statuses: new Map() };
  const atBase = new Map<string, number>();
  for (const row of base.problems)
    if (row.status !== 'new' && !isProvenanceKind(row.kind) && !isReferenceKind(row.kind))
      atBase.set(rowKey(row), (atBase.get(rowKey(row)) ?? 0) + 1);
  const records = problemStatuses(results, problems);
  const statuses = new Map<Problem, ProblemStatus>();
  for (const problem of problems) {
    if (isProvenanceKind(problem.kind) || isReferenceKind(problem.kind)) {
      const status = records.get(problem);
      if (status) statuses.set(problem, status);
      continue;
    }
    const left = atBase.get(problem.key) ?? 0;
    if (left > 0) atBase.set(problem.key, left - 1);
    statuses.set(problem, left > 0 ? 'unchanged' : 'new');
  }
  return { results: without, problems, statuses };
}
