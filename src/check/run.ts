import { discoverReports, inputFiles } from '../formats/discover.js';
import { loadReports } from '../formats/load.js';
import { isInvalid, type FormatChoice, type InvalidInput } from '../formats/model.js';
import { fileSystemReader, type ReadFile } from '../formats/read.js';
import { decide } from '../gate/decide.js';
import type { Thresholds } from '../gate/thresholds.js';
import type { ReportFileError } from '../report/parse.js';
import { RESULTS_VERSION, type ReportResult, type ResultsFile } from '../results/types.js';
import { finishReport } from './finish.js';
import { prepareNormalised, type PreparedReport, type SemanticMode } from './prepare.js';
import { outcomeWithoutProvider, providerNotRun, type NotRunReason, type SemanticOutcome } from './semantic-outcome.js';
import { computeTotals } from './totals.js';

/**
 * Verifies the pairs of every prepared report, across reports so requests can be batched.
 * Never called with `semantic: off`: runCheck settles that without it.
 */
export interface SemanticVerifier {
  verify(reports: readonly PreparedReport[], mode: Exclude<SemanticMode, 'off'>): Promise<SemanticOutcome[]>;
}

export interface CheckOptions {
  cwd: string;
  patterns: readonly string[];
  thresholds: Thresholds;
  mode: SemanticMode;
  /** `missing` when no model can be asked: it names what is not configured. */
  verifier: SemanticVerifier | { missing: NotRunReason };
  /** How to read each report; `auto` (the default) decides by name and shape. */
  format?: FormatChoice;
  /**
   * Reads every byte of every report, sources file and verdict file (paths relative to `cwd`);
   * a missing file throws an error with code 'ENOENT'. Default: the file system under `cwd`.
   */
  readFile?: ReadFile;
  /**
   * Runs once the reports are found, before any is read, with every file the check may read (a
   * folder report's article, sources and verdict file; a file report and its verdict file);
   * what it throws ends the check. The shells refuse here output paths that would land on an
   * input (src/files/output-guard.ts).
   */
  beforeReading?: (files: readonly string[]) => Promise<void> | void;
}

export class NoReportsError extends Error {}

/** The whole check: find, read, parse, bind, verify, aggregate, decide. */
export async function runCheck(options: CheckOptions): Promise<ResultsFile> {
  const reports = (await loadForCheck(options)).map((report) => (isInvalid(report) ? invalidReport(report.file, report.error, report) : prepareNormalised(report)));
  const prepared = reports.filter((report): report is PreparedReport => 'index' in report);
  const outcomes = await verifyAll(prepared, options);
  const results = reports.map((report) => ('index' in report ? finishReport(report, outcomes.get(report) as SemanticOutcome) : report));
  const totals = computeTotals(results);
  return { version: RESULTS_VERSION, reports: results, totals, gate: decide(totals, options.thresholds) };
}

/** Finds and reads every report the patterns name; throws NoReportsError when there is none. */
export async function loadForCheck(options: Pick<CheckOptions, 'cwd' | 'patterns' | 'format' | 'readFile' | 'beforeReading'>) {
  const inputs = await discoverReports(options.patterns, options.cwd, options.format ?? 'auto');
  if (inputs.length === 0) {
    throw new NoReportsError(`no report file matched ${options.patterns.map((pattern) => JSON.stringify(pattern)).join(', ') || 'the default patterns'} in ${options.cwd}`);
  }
  await options.beforeReading?.(inputs.flatMap(inputFiles));
  return loadReports(inputs, options.readFile ?? fileSystemReader(options.cwd));
}

async function verifyAll(prepared: PreparedReport[], options: CheckOptions): Promise<Map<PreparedReport, SemanticOutcome>> {
  const { verifier, mode } = options;
  const withoutModel = (reason: NotRunReason) => new Map(prepared.map((report) => [report, outcomeWithoutProvider(report, mode, reason)]));
  if (mode === 'off') return withoutModel('semantic_off');
  if ('missing' in verifier) return withoutModel(verifier.missing);
  const results = await verifier.verify(prepared, mode);
  return new Map(prepared.map((report, index) => [report, results[index] as SemanticOutcome]));
}

export function invalidReport(file: string, error: ReportFileError, input?: Pick<InvalidInput, 'format' | 'name'>): ReportResult {
  const format = input?.format === undefined || input.format === 'abundance' ? {} : { format: input.format };
  const name = input?.name === undefined ? {} : { name: input.name };
  return { file, ...format, ...name, error, summary: null, claims: [], pairs: [], rejected: [], findings: [], evidence: [], provider: providerNotRun('not_needed', 0, null) };
}
