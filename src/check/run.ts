import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { decide } from '../gate/decide.js';
import type { Thresholds } from '../gate/thresholds.js';
import { findReportFiles, type PatternScope } from '../files/find-reports.js';
import { parseReportFile, type ReportFileError } from '../report/parse.js';
import { RESULTS_VERSION, type ProvenanceRow, type ProvenanceRunStats, type ReportResult, type ResultsFile } from '../results/types.js';
import { finishReport } from './finish.js';
import { prepareReport, type PreparedReport, type SemanticMode } from './prepare.js';
import { outcomeWithoutProvider, providerNotRun, type NotRunReason, type SemanticOutcome } from './semantic-outcome.js';
import { computeTotals } from './totals.js';

/**
 * Verifies the pairs of every prepared report, across reports so requests can be batched.
 * Never called with `semantic: off`: runCheck settles that without it.
 */
export interface SemanticVerifier {
  verify(reports: readonly PreparedReport[], mode: Exclude<SemanticMode, 'off'>): Promise<SemanticOutcome[]>;
}

/** What provenance checking found: a row per evidence record of each report, and what it fetched. */
export interface ProvenanceOutcome {
  rows: Map<PreparedReport, Map<string, ProvenanceRow>>;
  stats: ProvenanceRunStats;
}

/** Fetches each evidence record's URL and looks for its excerpt (src/provenance/). */
export interface ProvenanceChecker {
  check(reports: readonly PreparedReport[]): Promise<ProvenanceOutcome>;
}

export interface CheckOptions {
  cwd: string;
  patterns: readonly string[];
  /** Where patterns may point: `workspace` (the default, the action) or `anywhere` (the command line). */
  patternScope?: PatternScope;
  thresholds: Thresholds;
  mode: SemanticMode;
  /** `missing` when no model can be asked: it names what is not configured. */
  verifier: SemanticVerifier | { missing: NotRunReason };
  /**
   * Runs once the report files are found, before any is read; what it throws ends the check.
   * The shells refuse here output paths that would land on a report (src/files/output-guard.ts).
   */
  beforeReading?: (files: readonly string[]) => Promise<void> | void;
  /**
   * Reads a report's bytes by its path relative to `cwd`; default: the file system. The base
   * comparison passes a reader of the base commit (git or the GitHub contents API).
   */
  readFile?: (relativePath: string) => Promise<Uint8Array>;
  /** Set with `provenance: check`; absent, nothing is fetched. */
  provenance?: ProvenanceChecker;
}

export class NoReportsError extends Error {}

/** The whole check: find, read, parse, bind, verify, aggregate, decide. */
export async function runCheck(options: CheckOptions): Promise<ResultsFile> {
  const files = await findReportFiles(options.patterns, options.cwd, options.patternScope);
  if (files.length === 0) {
    throw new NoReportsError(`no report file matched ${options.patterns.map((pattern) => JSON.stringify(pattern)).join(', ') || 'the default pattern'} in ${options.cwd}`);
  }
  await options.beforeReading?.(files.map(({ file }) => file));

  // Outside the working directory (command line only) a file is named by its absolute path.
  const read = options.readFile ?? ((file: string) => readFile(path.resolve(options.cwd, file)));
  const reports: (ReportResult | PreparedReport)[] = [];
  for (const { file, refusal } of files) {
    if (refusal !== undefined) {
      reports.push(invalidReport(file, { message: refusal }));
      continue;
    }
    const parsed = await readReport(read, file, options.provenance !== undefined);
    reports.push(parsed.ok ? prepareReport(parsed) : invalidReport(file, parsed.error));
  }
  const prepared = reports.filter((report): report is PreparedReport => 'index' in report);
  // Both wait on the network, so they run side by side.
  const [outcomes, provenance] = await Promise.all([verifyAll(prepared, options), options.provenance?.check(prepared)]);
  const results = reports.map((report) => ('index' in report ? finishReport(report, outcomes.get(report) as SemanticOutcome, provenance?.rows.get(report)) : report));
  const totals = computeTotals(results, provenance !== undefined);
  return { version: RESULTS_VERSION, reports: results, totals, gate: decide(totals, options.thresholds), ...(provenance ? { provenance: provenance.stats } : {}) };
}

async function readReport(read: (relativePath: string) => Promise<Uint8Array>, file: string, locateEvidence: boolean) {
  try {
    return parseReportFile(file, await read(file), { locateEvidence });
  } catch (error) {
    return { ok: false as const, file, error: { message: `cannot read the file: ${(error as Error).message}` } };
  }
}

async function verifyAll(prepared: PreparedReport[], options: CheckOptions): Promise<Map<PreparedReport, SemanticOutcome>> {
  const { verifier, mode } = options;
  const withoutModel = (reason: NotRunReason) => new Map(prepared.map((report) => [report, outcomeWithoutProvider(report, mode, reason)]));
  if (mode === 'off') return withoutModel('semantic_off');
  if ('missing' in verifier) return withoutModel(verifier.missing);
  const results = await verifier.verify(prepared, mode);
  return new Map(prepared.map((report, index) => [report, results[index] as SemanticOutcome]));
}

export function invalidReport(file: string, error: ReportFileError): ReportResult {
  return { file, error, summary: null, claims: [], pairs: [], rejected: [], findings: [], evidence: [], provider: providerNotRun('not_needed', 0, null) };
}
