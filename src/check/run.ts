import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { decide } from '../gate/decide.js';
import type { Thresholds } from '../gate/thresholds.js';
import { findReportFiles } from '../files/find-reports.js';
import { parseReportFile, type ReportFileError } from '../report/parse.js';
import { RESULTS_VERSION, type ReportResult, type ResultsFile } from '../results/types.js';
import { finishReport } from './finish.js';
import { pairsToVerify, prepareReport, type PreparedReport, type SemanticMode } from './prepare.js';
import { outcomeWithoutProvider, type NotRunReason, type SemanticOutcome } from './semantic-outcome.js';
import { computeTotals } from './totals.js';

/** Verifies the pairs of every prepared report, across reports so requests can be batched. */
export interface SemanticVerifier {
  verify(reports: readonly PreparedReport[], mode: SemanticMode): Promise<SemanticOutcome[]>;
}

export interface CheckOptions {
  cwd: string;
  patterns: readonly string[];
  thresholds: Thresholds;
  mode: SemanticMode;
  /** Absent when no model is configured: `why` says which part is missing. */
  verifier: SemanticVerifier | { missing: NotRunReason };
}

export class NoReportsError extends Error {}

/** The whole check: find, read, parse, bind, verify, aggregate, decide. */
export async function runCheck(options: CheckOptions): Promise<ResultsFile> {
  const files = await findReportFiles(options.patterns, options.cwd);
  if (files.length === 0) {
    throw new NoReportsError(`no report file matched ${options.patterns.map((pattern) => JSON.stringify(pattern)).join(', ') || 'the default pattern'} in ${options.cwd}`);
  }

  const reports: (ReportResult | PreparedReport)[] = [];
  for (const file of files) {
    const parsed = await readReport(options.cwd, file);
    reports.push(parsed.ok ? prepareReport(parsed) : invalidReport(file, parsed.error));
  }
  const prepared = reports.filter((report): report is PreparedReport => 'index' in report);
  const outcomes = await verifyAll(prepared, options);
  const results = reports.map((report) => ('index' in report ? finishReport(report, outcomes.get(report) as SemanticOutcome) : report));
  const totals = computeTotals(results);
  return { version: RESULTS_VERSION, reports: results, totals, gate: decide(totals, options.thresholds) };
}

async function readReport(cwd: string, file: string) {
  try {
    return parseReportFile(file, await readFile(path.join(cwd, file)));
  } catch (error) {
    return { ok: false as const, file, error: { message: `cannot read the file: ${(error as Error).message}` } };
  }
}

async function verifyAll(prepared: PreparedReport[], options: CheckOptions): Promise<Map<PreparedReport, SemanticOutcome>> {
  const { verifier, mode } = options;
  const outcomes = new Map<PreparedReport, SemanticOutcome>();
  if ('missing' in verifier || mode === 'off') {
    for (const report of prepared) {
      const reason = mode === 'off' ? 'semantic_off' : 'missing' in verifier ? verifier.missing : null;
      outcomes.set(report, outcomeWithoutProvider(mode, pairsToVerify(report, mode === 'off' ? 'auto' : mode).length, reason));
    }
    return outcomes;
  }
  const results = await verifier.verify(prepared, mode);
  prepared.forEach((report, index) => outcomes.set(report, results[index] as SemanticOutcome));
  return outcomes;
}

export function invalidReport(file: string, error: ReportFileError): ReportResult {
  const empty = outcomeWithoutProvider('off', 0, null).provider;
  return { file, error, summary: null, claims: [], pairs: [], rejected: [], findings: [], evidence: [], provider: { ...empty, state: 'not_needed', failure_code: null } };
}
