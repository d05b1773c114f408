import { realpath } from 'node:fs/promises';
import { discoverReports, inputFiles, verdictFileOf } from '../formats/discover.js';
import { loadReports } from '../formats/load.js';
import type { DialectChoice } from '../formats/markdown/dialects.js';
import { isInvalid, type FormatChoice, type InvalidInput, type LoadedReport } from '../formats/model.js';
import { workspaceReader, type ReadFile } from '../formats/read.js';
import { decide } from '../gate/decide.js';
import type { Thresholds } from '../gate/thresholds.js';
import type { PatternScope } from '../files/find-reports.js';
import type { ReportFileError } from '../report/json-file.js';
import {
  RESULTS_VERSION,
  type ProvenanceRow,
  type ProvenanceRunStats,
  type ReferenceRow,
  type ReferenceRunStats,
  type ReportResult,
  type ResultsFile,
  type SemanticUsage,
} from '../results/types.js';
import { finishReport } from './finish.js';
import { orphanRejections, prepareNormalised, type PreparedReport, type SemanticMode } from './prepare.js';
import { outcomeWithoutProvider, providerNotRun, type NotRunReason, type SemanticOutcome } from './semantic-outcome.js';
import { computeTotals } from './totals.js';
import { applyTrust, trustSection, type VerdictTrust } from './trust.js';
import { decideBothWays } from './unconfirmed-gate.js';
import { markWrittenPassages, snapshotChangesSection, type SnapshotBase } from '../formats/snapshot/written.js';

/**
 * Verifies the pairs of every prepared report, across reports so requests can be batched.
 * Never called with `semantic: off`: runCheck settles that without it.
 */
export interface SemanticVerifier {
  verify(reports: readonly PreparedReport[], mode: Exclude<SemanticMode, 'off'>): Promise<SemanticOutcome[]>;
  /** Most pairs it sends in a run (`max-pairs`); null: no limit. */
  readonly maxPairs?: number | null;
  /** After verify: what it asked the model and what that cost (the results' `semantic.usage`). */
  usage?(): SemanticUsage | null;
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

/** What reference checking found: a row per evidence record of each report, and what it looked up. */
export interface ReferenceOutcome {
  rows: Map<PreparedReport, Map<string, ReferenceRow>>;
  stats: ReferenceRunStats;
}

/** Looks up each evidence record's identifiers in the registries (src/references/). */
export interface ReferenceChecker {
  check(reports: readonly PreparedReport[]): Promise<ReferenceOutcome>;
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
  /** How to read each report; `auto` (the default) decides by name and shape. */
  format?: FormatChoice;
  /** The Markdown dialect the user named (`markdown-dialect`); `auto` by default. */
  markdownDialect?: DialectChoice;
  /**
   * Reads every byte of every report, sources file and verdict file (paths relative to `cwd`);
   * a missing file throws an error with code 'ENOENT'. Default: the file system, refusing a
   * symbolic link that leads out of the working directory (or, for a report the command line
   * names outside it, out of that report's folder). The base comparison passes a reader of the
   * base commit (git or the GitHub contents API).
   */
  readFile?: ReadFile;
  /**
   * Runs once the reports are found, before any is read, with every file the check may read (a
   * folder report's article, sources and verdict file; a file report and its verdict file) and,
   * apart, the reports' verdict files (what `citegate verify` writes); what it throws ends the
   * check. The shells refuse here output paths that would land on an input
   * (src/files/output-guard.ts).
   */
  beforeReading?: (files: readonly string[], verdictFiles: readonly string[]) => Promise<void> | void;
  /** Set with `provenance: check`; absent, nothing is fetched. */
  provenance?: ProvenanceChecker;
  /** Set with `references: check`; absent, nothing is looked up. */
  references?: ReferenceChecker;
  /** Which committed verdicts count (./trust.ts); absent: every one (the base of a comparison, `citegate verify`). */
  trust?: VerdictTrust;
  /**
   * The base commit's snapshot files (a pull request, `--base`): the passages the pull request
   * wrote are told apart (src/formats/snapshot/written.ts). Absent: every committed passage is trusted.
   */
  snapshotBase?: SnapshotBase;
  /**
   * Give every evidence record its `excerpt_sha256` and `reference_sha256` (records with a
   * provenance or references row always have them). The base comparison's check of the base
   * versions sets it, to tell which records the pull request changed; otherwise the results
   * stay as they were.
   */
  excerptFingerprints?: boolean;
  /** Look for factual sentences that cite nothing (`citation-recall: check`; src/check/recall.ts). */
  citationRecall?: boolean;
}

export class NoReportsError extends Error {}

/** The whole check: find, read, parse, bind, verify, aggregate, decide. */
export async function runCheck(options: CheckOptions): Promise<ResultsFile> {
  return checkLoaded(await loadForCheck(options), options);
}

/** What the check does with reports already read: bind, verify, fetch, aggregate, decide. */
export async function checkLoaded(
  loaded: readonly LoadedReport[],
  options: Pick<
    CheckOptions,
    | 'thresholds'
    | 'mode'
    | 'verifier'
    | 'provenance'
    | 'references'
    | 'excerptFingerprints'
    | 'trust'
    | 'snapshotBase'
    | 'citationRecall'
  >,
): Promise<ResultsFile> {
  // Before binding: which snapshot passages the pull request wrote (each pair's excerpt is made then).
  const snapshotChanges = options.snapshotBase ? await markWrittenPassages(loaded, options.snapshotBase) : null;
  const reports = loaded.map((report) =>
    isInvalid(report) ? invalidReport(report.file, report.error, report) : prepareNormalised(report),
  );
  const prepared = reports.filter((report): report is PreparedReport => 'index' in report);
  // Before the verifier: the pairs of set-aside verdicts are asked like pairs without one.
  const { trust } = options;
  if (trust) await Promise.all(prepared.map((report) => applyTrust(report, trust)));
  // Both wait on the network, so they run side by side.
  const [outcomes, provenance, references] = await Promise.all([
    verifyAll(prepared, options),
    options.provenance?.check(prepared),
    options.references?.check(prepared),
  ]);
  const results = reports.map((report) =>
    'index' in report
      ? finishReport(
          report,
          outcomes.get(report) as SemanticOutcome,
          provenance?.rows.get(report),
          options.excerptFingerprints,
          references?.rows.get(report),
          options.citationRecall,
        )
      : report,
  );
  const totals = computeTotals(
    results,
    provenance !== undefined,
    references !== undefined,
    options.citationRecall ?? false,
  );
  const { verifier } = options;
  const usage = options.mode !== 'off' && !('missing' in verifier) ? (verifier.usage?.() ?? null) : null;
  const semantic =
    options.mode !== 'off' && !('missing' in verifier)
      ? { semantic: { max_pairs: verifier.maxPairs ?? null, ...(usage ? { usage } : {}) } }
      : {};
  const section = trust
    ? trustSection(
        trust,
        results.flatMap((report) => report.set_aside ?? []),
        results.reduce((sum, report) => sum + (report.kept_from_base?.length ?? 0), 0),
      )
    : null;
  const verdictTrust = section ? { verdict_trust: section } : {};
  const run: ResultsFile = {
    version: RESULTS_VERSION,
    reports: results,
    totals,
    gate: decide(totals, options.thresholds),
    ...(provenance ? { provenance: provenance.stats } : {}),
    ...(references ? { references: references.stats } : {}),
    ...semantic,
    ...verdictTrust,
    ...(snapshotChanges ? { snapshot_changes: snapshotChangesSection(snapshotChanges, results) } : {}),
  };
  // Verdicts the pull request adds that count unconfirmed may fail a check, never pass one.
  return { ...run, gate: decideBothWays(run, (view) => decide(view.totals, options.thresholds)) };
}

/** Finds and reads every report the patterns name; throws NoReportsError when there is none. */
export async function loadForCheck(
  options: Pick<
    CheckOptions,
    'cwd' | 'patterns' | 'patternScope' | 'format' | 'markdownDialect' | 'readFile' | 'beforeReading'
  >,
) {
  const inputs = await discoverReports(options.patterns, options.cwd, options.format ?? 'auto', options.patternScope);
  if (inputs.length === 0) {
    throw new NoReportsError(
      `no report file matched ${options.patterns.map((pattern) => JSON.stringify(pattern)).join(', ') || 'the default patterns'} in ${options.cwd}`,
    );
  }
  await options.beforeReading?.(inputs.flatMap(inputFiles), inputs.flatMap(verdictFileOf));
  const { readFile } = options;
  const load = { ...(options.markdownDialect === undefined ? {} : { markdownDialect: options.markdownDialect }) };
  if (readFile) return loadReports(inputs, () => readFile, load);
  const realCwd = await realpath(options.cwd);
  return loadReports(inputs, (input) => workspaceReader(options.cwd, realCwd, input.within), load);
}

async function verifyAll(
  prepared: PreparedReport[],
  options: Pick<CheckOptions, 'mode' | 'verifier'>,
): Promise<Map<PreparedReport, SemanticOutcome>> {
  const { verifier, mode } = options;
  const withoutModel = (reason: NotRunReason) =>
    new Map(prepared.map((report) => [report, outcomeWithoutProvider(report, mode, reason)]));
  if (mode === 'off') return withoutModel('semantic_off');
  if ('missing' in verifier) return withoutModel(verifier.missing);
  const results = await verifier.verify(prepared, mode);
  return new Map(prepared.map((report, index) => [report, results[index] as SemanticOutcome]));
}

export function invalidReport(
  file: string,
  error: ReportFileError,
  input?: Pick<InvalidInput, 'format' | 'dialect' | 'name' | 'orphans' | 'citationMarks'>,
): ReportResult {
  const format =
    input?.format === undefined || input.format === 'abundance'
      ? {}
      : { format: input.format, ...(input.dialect === undefined ? {} : { dialect: input.dialect }) };
  const name = input?.name === undefined ? {} : { name: input.name };
  const rejected = orphanRejections(input?.orphans);
  return {
    file,
    ...format,
    ...name,
    error,
    summary: null,
    claims: [],
    pairs: [],
    rejected,
    findings: [],
    evidence: [],
    provider: providerNotRun('not_needed', 0, null),
    ...(input?.citationMarks ? { citation_marks: input.citationMarks } : {}),
  };
}
