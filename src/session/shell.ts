// What a shell gives the check session: only what differs between the action and the command
// line. Where the base comes from, how to log and show progress, where outputs may go and which
// files it writes from the results, and the GitHub run it is part of.
import type { BaseSource } from '../base/against-base.js';
import type { PatternScope } from '../files/find-reports.js';
import type { OutputPolicy } from '../files/output-guard.js';
import type { RunContext } from '../github/event.js';
import type { ResultsFile } from '../results/types.js';
import type { Redact } from '../text/redact.js';

export interface Shell {
  /** The working directory: reports are found, and relative paths resolved, there. */
  cwd: string;
  /** Where report patterns may point: `workspace` (the action) or `anywhere` (the command line). */
  patternScope: PatternScope;
  /** The GitHub run (the pull request, whether it comes from a fork): the event, or the command line's environment. */
  context: RunContext;
  /** Kept out of every cache; `redact` takes them out of the results and of every file written. */
  secrets: readonly string[];
  redact: Redact;
  /** Where outputs may be written (src/files/output-guard.ts): the shell's one policy. */
  policy: OutputPolicy;
  /** The files written from the results, in order: the results file first. */
  files: readonly OutputFile[];
  /** How the shell names a setting in a message: the action's input, the command line's `--flag`. */
  nameOf(setting: string): string;
  /** The base commit to compare with (null: there is none), asked for when the base stage runs. */
  base(): Promise<BaseSource>;
  log: ShellLog;
}

/** One file the shell writes from the (redacted) results. */
export interface OutputFile {
  /** The name the user gave its path by: `results-path`, `--json`. */
  name: string;
  /** As given, relative to the working directory; undefined when it was not asked for. */
  path: string | undefined;
  /** What it is, in a message: "the results file". */
  description: string;
  /** Its text; a renderer is loaded here, only when the file is asked for. */
  render(results: ResultsFile): string | Promise<string>;
}

/** Whose words a warning is in: the semantic verifier's own, or a stage's of the session. */
export type WarningFrom = 'semantic' | 'settings' | 'provenance' | 'snapshot' | 'references';

export interface ShellLog {
  /** A problem the run goes on after. */
  warn(message: string, from: WarningFrom): void;
  /** A line about work done (the snapshot files written). */
  info(line: string): void;
  /** A reporter of work done that shows the given line; undefined to show none. */
  progress<E extends { done: number; total: number }>(line: (event: E) => string): ((event: E) => void) | undefined;
  /** Runs a long stage under its title (the action's log groups). */
  group<T>(title: string, work: () => Promise<T>): Promise<T>;
}
