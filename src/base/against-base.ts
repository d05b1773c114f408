// The base comparison's shell: checks the base version of every checked report (asking the
// model nothing: committed results and the cache only), compares, and decides the gate again
// when `gate-on: new` asks for it. Files are read through an injected reader (git or the API).
import pLimit from 'p-limit';
import { escapePath } from 'tinyglobby';
import { checkLoaded, type CheckOptions } from '../check/run.js';
import { computeTotals } from '../check/totals.js';
import { classify, formatByName, type ReportInput } from '../formats/discover.js';
import { reportGlobs } from '../formats/patterns.js';
import type { PatternScope } from '../files/find-reports.js';
import { patternMatchers } from '../files/output-guard.js';
import { loadReports } from '../formats/load.js';
import { isInvalid, type FormatChoice, type FormatName, type LoadedReport } from '../formats/model.js';
import type { DialectChoice } from '../formats/markdown/dialects.js';
import { isMissingFile } from '../formats/read.js';
import { decide, type GateOn } from '../gate/decide.js';
import type { Thresholds } from '../gate/thresholds.js';
import type { BaseSection, NotCompared, ResultsFile } from '../results/types.js';
import { baseSection, compareReports } from './compare.js';
import { decideBothWays } from '../check/unconfirmed-gate.js';
import { withWrittenGrounding, withoutWrittenGrounding } from './written-grounding.js';
import { snapshotChangesSection } from '../formats/snapshot/written.js';

export interface BaseReader {
  sha: string;
  source: 'git' | 'api';
  /**
   * A file at the base commit; rejects with code ENOENT when the commit does not have it, and
   * with a NotComparableError when the file cannot be compared at all (outside the repository,
   * a folder at the base).
   */
  readFile(relativePath: string): Promise<Uint8Array>;
  /**
   * Files the change removes (paths relative to the working directory), to list the reports
   * the pull request removed; absent when the reader cannot tell.
   */
  removedFiles?(): Promise<string[]>;
}

/** What the shell found to compare with: a reader, a reason there is none, or no pull request at all. */
export type BaseSource = { reader: BaseReader } | { unavailable: string; sha: string | null } | null;

export function missingAtBase(relativePath: string, sha: string): Error {
  return Object.assign(new Error(`${relativePath} does not exist at ${sha.slice(0, 12)}`), { code: 'ENOENT' });
}

/** What a reader throws for a file the base has no version of to compare with; its message is the reason, in words ("x is outside the repository"). */
export class NotComparableError extends Error {}

export interface BaseOptions {
  cwd: string;
  thresholds: Thresholds;
  mode: CheckOptions['mode'];
  /** The verifier for the base: never one that asks the model (the cache only, or none). */
  verifier: CheckOptions['verifier'];
  gateOn: GateOn;
  /** Read the base versions as the head's were read. */
  format?: CheckOptions['format'];
  markdownDialect?: CheckOptions['markdownDialect'];
  /** The base versions already read (the trust rule reads the committed verdicts first); made here when absent. */
  versions?: BaseVersions;
  /** The `reports` patterns: a file the change removed that they match was a report the pull request removed. */
  patterns?: readonly string[];
  patternScope?: PatternScope;
  /** Look for uncited factual sentences at the base too, so the head's are told new or unchanged. */
  citationRecall?: boolean;
}

const NOT_A_PULL_REQUEST = 'there is no pull request (or --base) to compare with';

/** The head's results with the `base` section and, for `gate-on: new`, the gate decided on new problems. */
export async function compareWithBase(
  head: ResultsFile,
  source: BaseSource,
  options: BaseOptions,
): Promise<ResultsFile> {
  if (source === null || !('reader' in source))
    return withoutComparison(head, source, options.gateOn, options.thresholds);
  const { reader } = source;
  if (head.reports.length === 0) return head;

  const versions = options.versions ?? new BaseVersions(reader, options.format ?? 'auto', options.markdownDialect);
  // The list of removed files (an API request) while the head's reports are read at the base.
  const [removed, headRead] = await Promise.all([
    removedInputs(head, versions, options),
    readBase(baseInputs(head, options.format ?? 'auto'), versions),
  ]);
  const read = 'failure' in headRead ? headRead : joinReads(headRead, await readBase(removed, versions));
  if ('failure' in read) {
    const why = `the base version of ${read.failure.file} could not be read (${read.failure.message})`;
    return withoutBase(head, options.gateOn, why, unreadBase(reader.sha, why, reader.source), options.thresholds);
  }
  // Never a provenance checker for the base: it is not fetched (today's page is all a fetch could
  // read). Its records' excerpt fingerprints say which records the pull request changed.
  const baseResults = await checkLoaded(read.present, {
    thresholds: options.thresholds,
    mode: options.mode,
    verifier: options.verifier,
    excerptFingerprints: true,
    citationRecall: options.citationRecall ?? false,
  });
  const baseReports = baseResults.reports;
  // A number ungrounded at the base that only snapshot passages the pull request wrote ground
  // is ungrounded still (./written-grounding.ts): the head's totals and gate count it again.
  const written = withWrittenGrounding(head.reports, baseReports);
  const current = written.restored === 0 ? head : recounted(head, written.reports, false);
  // A report not compared has no base version: every problem in it is new, as in an added one.
  const comparison = compareReports(current.reports, baseReports);
  const base = baseSection(reader.sha, reader.source, current, baseReports, comparison, read.notCompared);
  // gate-on: new decides again on the new problems: a contradicted claim the pull request adds
  // is new whether the model or (unconfirmed) the pull request's own verdict says so; and, as in
  // the check, the run is decided both with and without its unconfirmed verdicts. The head's
  // gate is decided again, both ways, when numbers that only passages the pull request wrote
  // ground count as ungrounded again.
  const baseTotals = computeTotals(baseReports);
  const gate =
    options.gateOn === 'new'
      ? decideBothWays(current, (view) =>
          decide(view.totals, options.thresholds, {
            counts: view === current ? comparison.newCounts : compareReports(view.reports, baseReports).newCounts,
            baseTotals,
          }),
        )
      : current === head
        ? head.gate
        : decideBothWays(current, (view) => decide(view.totals, options.thresholds));
  return { ...current, gate, base };
}

/** No base to read: the head's results with why, and for `gate-on: new` a gate that counted every problem. */
export function withoutComparison(
  head: ResultsFile,
  source: Exclude<BaseSource, { reader: BaseReader }>,
  gateOn: GateOn,
  thresholds: Thresholds,
): ResultsFile {
  if (source === null) return withoutBase(head, gateOn, NOT_A_PULL_REQUEST, undefined);
  return withoutBase(head, gateOn, source.unavailable, unreadBase(source.sha, source.unavailable), thresholds);
}

type BaseRead =
  { present: LoadedReport[]; notCompared: NotCompared[] } | { failure: { file: string; message: string } };

/** Base versions read at once: through the API each is a request, and a pull request may touch dozens. */
export const BASE_READS_IN_FLIGHT = 6;

/** One report's base version: what it loaded (nothing when absent: the pull request added it), why it is not comparable, or why it could not be read. */
export type OneRead =
  { loaded: LoadedReport[] } | { notCompared: NotCompared } | { failure: { file: string; message: string } };

/**
 * The base versions of reports, each read once however often it is asked for: the trust rule
 * reads the committed verdicts before the head is checked, the comparison reads the rest after.
 */
export class BaseVersions {
  private readonly reads = new Map<string, Promise<OneRead>>();
  private readonly limit = pLimit(BASE_READS_IN_FLIGHT);
  /** A read failed: the comparison is over, so the reads it still waits for are not made. */
  private failed = false;

  constructor(
    readonly reader: BaseReader,
    private readonly format: FormatChoice,
    private readonly markdownDialect?: DialectChoice,
  ) {}

  /**
   * The base version of the report the head read from `input` (a file, or a folder).
   * `stopAfterFailure`: once any read failed, a read not yet started is not made (it resolves
   * to nothing read, and is not remembered).
   */
  read(input: ReportInput, stopAfterFailure = false): Promise<OneRead> {
    const done = this.reads.get(input.path);
    if (done) return done;
    const read = this.limit(async (): Promise<OneRead> => {
      if (stopAfterFailure && this.failed) {
        this.reads.delete(input.path);
        return { loaded: [] };
      }
      const result = await readOne(input, this.reader, this.markdownDialect);
      if ('failure' in result) this.failed = true;
      return result;
    });
    this.reads.set(input.path, read);
    return read;
  }

  /** Runs a request of another kind (the list of removed files) within the same bound on requests in flight. */
  schedule<T>(request: () => Promise<T>): Promise<T> {
    return this.limit(request);
  }

  /** The same for a report as the head's results (or its loader) name it. */
  readReport(report: { file: string; format?: FormatName }): Promise<OneRead> {
    return this.read(baseInput(report.file, report.format, this.format));
  }
}

/**
 * Reads the base version of each report, a few at a time, each through its own reader, so that
 * what goes wrong while reading one is known to be that report's: absent (its loader says so:
 * the pull request added it), not comparable (the reader says why), or unreadable, which ends
 * the comparison (the first such report in the head's order of those read is the one named).
 */
async function readBase(inputs: readonly ReportInput[], versions: BaseVersions): Promise<BaseRead> {
  const reads = await Promise.all(inputs.map((input) => versions.read(input, true)));
  const present: LoadedReport[] = [];
  const notCompared: NotCompared[] = [];
  for (const read of reads) {
    if ('failure' in read) return read;
    if ('notCompared' in read) notCompared.push(read.notCompared);
    else for (const report of read.loaded) present.push(report);
  }
  return { present, notCompared };
}

function joinReads(first: Exclude<BaseRead, { failure: unknown }>, second: BaseRead): BaseRead {
  if ('failure' in second) return second;
  return { present: [...first.present, ...second.present], notCompared: [...first.notCompared, ...second.notCompared] };
}

async function readOne(
  input: ReportInput,
  reader: BaseReader,
  markdownDialect: DialectChoice | undefined,
): Promise<OneRead> {
  let failure: { file: string; error: unknown } | null = null;
  const readFile = async (relativePath: string): Promise<Uint8Array> => {
    try {
      return await reader.readFile(relativePath);
    } catch (error) {
      if (!isMissingFile(error)) failure ??= { file: relativePath, error };
      throw error;
    }
  };
  const loaded = await loadReports([input], () => readFile, markdownDialect === undefined ? {} : { markdownDialect });
  if (failure === null) return { loaded: loaded.filter((report) => !(isInvalid(report) && report.absent)) };
  const { file, error } = failure as { file: string; error: unknown };
  if (error instanceof NotComparableError) return { notCompared: { file: input.path, reason: error.message } };
  return { failure: { file, message: error instanceof Error ? error.message : String(error) } };
}

/**
 * The reports the pull request removed: files the change removes that the `reports` patterns
 * match, as discovery would have read them (a STORM or Co-STORM folder by its marking file),
 * less any report the head still has. None when the reader cannot list removed files.
 */
async function removedInputs(head: ResultsFile, versions: BaseVersions, options: BaseOptions): Promise<ReportInput[]> {
  const { reader } = versions;
  if (!reader.removedFiles || !options.patterns) return [];
  const list = reader.removedFiles.bind(reader);
  const files = await versions.schedule(list);
  if (files.length === 0) return [];
  const format = options.format ?? 'auto';
  const matchers = patternMatchers(
    await reportGlobs(options.patterns, options.cwd, format, options.patternScope),
    options.cwd,
  );
  const matched = files.filter((file) => matchers.some((matcher) => matcher.matches(file)));
  const atHead = new Set(head.reports.map((report) => report.file));
  return classify(
    matched.map((file) => ({ file })),
    format,
  ).filter((input) => !atHead.has(input.path));
}

/**
 * The head's reports, each file or folder once, to be read at the base as the head read them.
 * Never found again by discovery: what a search of the working tree says about a path is not
 * what the base holds there (a match the head refused, a link leading outside or nowhere, may
 * have been a report at the base, or nothing), and a name searched for again is not the match
 * it was (a folder's name finds the reports below it too; a link named is followed anywhere).
 */
function baseInputs(head: ResultsFile, format: FormatChoice): ReportInput[] {
  const inputs = new Map<string, ReportInput>();
  for (const report of head.reports) {
    if (inputs.has(report.file)) continue; // an ALCE file's several items
    inputs.set(report.file, baseInput(report.file, report.format, format));
  }
  return [...inputs.values()];
}

/** A report to read at the base as the head read it: a folder report's results always name its format; a file's, unless it is a pipeline report. */
function baseInput(file: string, found: FormatName | undefined, format: FormatChoice): ReportInput {
  const isFolder = found === 'storm' || found === 'costorm';
  return {
    path: file,
    isFolder,
    format: isFolder ? found : fileFormat(file, found, format),
    pattern: escapePath(file),
  };
}

/** As discovery decides it for a file: the format chosen, else ALCE where the head found it, a pipeline report by name, or (null) by its shape. */
function fileFormat(file: string, found: FormatName | undefined, chosen: FormatChoice): FormatName | null {
  if (chosen === 'abundance' || chosen === 'alce' || chosen === 'markdown' || chosen === 'provider-json') return chosen;
  if (found === 'alce' || found === 'markdown' || found === 'provider-json') return found;
  return formatByName(file);
}

function unreadBase(sha: string | null, why: string, source: BaseSection['source'] = null): BaseSection {
  return {
    sha,
    source,
    compared: [],
    added: [],
    removed: [],
    not_compared: [],
    note: `No base comparison: ${why}.`,
    problems: [],
    verdict_changes: [],
  };
}

/**
 * The head's results without a comparison. In a pull request whose base cannot be read (`base`
 * set), a number that only snapshot passages the pull request wrote ground counts as ungrounded
 * (./written-grounding.ts), and the gate is decided again on that.
 */
function withoutBase(
  head: ResultsFile,
  gateOn: GateOn,
  why: string,
  base: BaseSection | undefined,
  thresholds?: Thresholds,
): ResultsFile {
  const written = base && thresholds ? withoutWrittenGrounding(head.reports) : { reports: head.reports, restored: 0 };
  const current = written.restored === 0 ? head : recounted(head, written.reports, true);
  const decided =
    current === head || !thresholds ? head.gate : decideBothWays(current, (view) => decide(view.totals, thresholds));
  const gate =
    gateOn === 'new'
      ? { ...decided, gate_on: 'all' as const, gate_on_note: `gate-on: new counted every problem, because ${why}.` }
      : decided;
  return { ...current, gate, ...(base ? { base } : {}) };
}

/**
 * The head with its reports' problems counted again after written grounding moved some
 * (./written-grounding.ts): its totals and its snapshot changes; `baseUnread` when the base
 * could not be read to tell which passages are the base's.
 */
function recounted(head: ResultsFile, reports: ResultsFile['reports'], baseUnread: boolean): ResultsFile {
  return {
    ...head,
    reports,
    totals: computeTotals(reports, head.provenance !== undefined, head.references !== undefined),
    ...(head.snapshot_changes
      ? {
          snapshot_changes: {
            ...snapshotChangesSection(head.snapshot_changes, reports),
            ...(baseUnread ? { base_unread: true } : {}),
          },
        }
      : {}),
  };
}
