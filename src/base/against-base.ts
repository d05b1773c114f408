// The base comparison's shell: checks the base version of every checked report (asking the
// model nothing: committed results and the cache only), compares, and decides the gate again
// when `gate-on: new` asks for it. Files are read through an injected reader (git or the API).
import { escapePath } from 'tinyglobby';
import { runCheck, type CheckOptions } from '../check/run.js';
import { computeTotals } from '../check/totals.js';
import { decide, type GateOn } from '../gate/decide.js';
import type { Thresholds } from '../gate/thresholds.js';
import type { BaseSection, ResultsFile } from '../results/types.js';
import { baseSection, compareReports } from './compare.js';

export interface BaseReader {
  sha: string;
  source: 'git' | 'api';
  /** A file at the base commit; rejects with code ENOENT when the commit does not have it. */
  readFile(relativePath: string): Promise<Uint8Array>;
}

/** What the shell found to compare with: a reader, a reason there is none, or no pull request at all. */
export type BaseSource = { reader: BaseReader } | { unavailable: string; sha: string | null } | null;

export function missingAtBase(relativePath: string, sha: string): Error {
  return Object.assign(new Error(`${relativePath} does not exist at ${sha.slice(0, 12)}`), { code: 'ENOENT' });
}

export interface BaseOptions {
  cwd: string;
  thresholds: Thresholds;
  mode: CheckOptions['mode'];
  /** The verifier for the base: never one that asks the model (the cache only, or none). */
  verifier: CheckOptions['verifier'];
  gateOn: GateOn;
  /** Read the base versions as the head's were read. */
  format?: CheckOptions['format'];
}

const NOT_A_PULL_REQUEST = 'there is no pull request (or --base) to compare with';

/** The head's results with the `base` section and, for `gate-on: new`, the gate decided on new problems. */
export async function compareWithBase(head: ResultsFile, source: BaseSource, options: BaseOptions): Promise<ResultsFile> {
  if (source === null) return withoutBase(head, options, NOT_A_PULL_REQUEST, undefined);
  if ('unavailable' in source) return withoutBase(head, options, source.unavailable, unreadBase(source.sha, source.unavailable));
  const { reader } = source;
  if (head.reports.length === 0) return head;

  const missing = new Set<string>();
  let failure: { file: string; message: string } | null = null;
  const readFile = async (relativePath: string): Promise<Uint8Array> => {
    try {
      return await reader.readFile(relativePath);
    } catch (error) {
      if ((error as { code?: unknown }).code === 'ENOENT') missing.add(relativePath);
      else failure ??= { file: relativePath, message: error instanceof Error ? error.message : String(error) };
      throw error;
    }
  };
  const files = [...new Set(head.reports.map((report) => report.file))];
  // Never a provenance checker for the base: it is not fetched (today's page is all a fetch could
  // read). Its records' excerpt fingerprints say which records the pull request changed.
  const baseResults = await runCheck({
    cwd: options.cwd,
    patterns: files.map((file) => escapePath(file)),
    thresholds: options.thresholds,
    mode: options.mode,
    verifier: options.verifier,
    readFile,
    excerptFingerprints: true,
    ...(options.format ? { format: options.format } : {}),
  });
  if (failure !== null) {
    const { file, message } = failure as { file: string; message: string };
    const why = `the base version of ${file} could not be read (${message})`;
    return withoutBase(head, options, why, unreadBase(reader.sha, why, reader.source));
  }

  const baseReports = baseResults.reports.filter((report) => !missing.has(report.file));
  const comparison = compareReports(head.reports, baseReports);
  const base = baseSection(reader.sha, reader.source, head, baseReports, comparison);
  const gate = options.gateOn === 'new' ? decide(head.totals, options.thresholds, { counts: comparison.newCounts, baseTotals: computeTotals(baseReports) }) : head.gate;
  return { ...head, gate, base };
}

function unreadBase(sha: string | null, why: string, source: BaseSection['source'] = null): BaseSection {
  return { sha, source, compared: [], added: [], note: `No base comparison: ${why}.`, problems: [], verdict_changes: [] };
}

function withoutBase(head: ResultsFile, options: BaseOptions, why: string, base: BaseSection | undefined): ResultsFile {
  const gate = options.gateOn === 'new' ? { ...head.gate, gate_on: 'all' as const, gate_on_note: `gate-on: new counted every problem, because ${why}.` } : head.gate;
  return { ...head, gate, ...(base ? { base } : {}) };
}
