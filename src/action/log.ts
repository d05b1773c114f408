import { randomUUID } from 'node:crypto';
import * as core from '@actions/core';
import type { ResultsFile } from '../results/types.js';
import type { WriteFailure } from '../session/outputs.js';
import type { ShellLog } from '../session/shell.js';
import { showControls, showControlsKeepingLines } from '../text/controls.js';
import type { Redact } from '../text/redact.js';

/**
 * Prints text that quotes report content. A line of a report (a file name, a rejection
 * detail) could start with `::` and be taken for a workflow command; between
 * `::stop-commands::TOKEN` and `::TOKEN::` the runner runs none, and the token is unguessable.
 * The log viewer renders ANSI sequences, so every control but the line feeds between lines is
 * shown escaped (the renderers already escape each value, line feeds included; this is the
 * last guard).
 */
export function logUntrusted(text: string): void {
  const token = randomUUID();
  core.info(`::stop-commands::${token}`);
  core.info(showControlsKeepingLines(text.replace(/\n$/, '')));
  core.info(`::${token}::`);
}

/**
 * A message for a warning, error or notice that quotes report or server text. @actions/core
 * keeps the command on one line; the escapes keep ANSI sequences and bidi controls from acting
 * in the log viewer and in the annotation.
 */
export function untrustedMessage(text: string): string {
  return showControls(text);
}

/** The session's log in the action: warnings as annotations, long stages in groups, progress every tenth of the way. */
export function actionLog(redact: Redact): ShellLog {
  return {
    // The verifier's own warnings are logged as it words them; the others say they are citegate's.
    warn: (message, from) =>
      core.warning(untrustedMessage(redact(from === 'semantic' ? message : `citegate: ${message}`))),
    info: (line) => logUntrusted(redact(line)),
    progress: everyTenth,
    group: async (title, work) => {
      core.startGroup(title);
      try {
        return await work();
      } finally {
        core.endGroup();
      }
    },
  };
}

/** Logs progress (the verifier's, provenance fetching's) about every tenth of the way, not on every request. */
function everyTenth<E extends { done: number; total: number }>(line: (event: E) => string): (event: E) => void {
  let lastTenth = -1;
  return (event) => {
    const tenth = event.total === 0 ? 10 : Math.floor((event.done / event.total) * 10);
    if (tenth === lastTenth) return;
    lastTenth = tenth;
    core.info(line(event));
  };
}

/** What the results say that needs a warning of its own: the waiver file's errors, and a comparison not made. */
export function warnAboutResults(results: ResultsFile): void {
  for (const error of results.waivers?.errors ?? [])
    core.warning(
      untrustedMessage(
        `citegate: ${results.waivers?.file}${error.line === null ? '' : `:${error.line}`}: ${error.message}`,
      ),
    );
  if (results.base?.note)
    core.warning(untrustedMessage(`citegate: ${results.base.note} Every problem counts as without a base.`));
  else if (results.gate.gate_on_note) core.notice(`citegate: ${results.gate.gate_on_note}`);
}

/** The job summary's line for a file the step could not write, naming its absolute path or the input as given. */
export function writeFailureNote({ file, target, reason }: WriteFailure, absolute: boolean): string {
  const what = file.description.charAt(0).toUpperCase() + file.description.slice(1);
  return `${what} could not be written (${file.name} ${absolute ? target : file.path}): ${reason}.`;
}

/**
 * What the writes leave to say, added to the summary's `notes`: each file that could not be
 * written (the results file by its absolute path, the SARIF file as the input gave it), and what
 * GitHub code scanning's cap of 5,000 results a run left out of the SARIF file (in the log too).
 * Whether the results file was written.
 */
export function noteWrites(
  failures: readonly WriteFailure[],
  resultsFile: WriteFailure['file'],
  sarifLeftOut: string | null,
  notes: string[],
): boolean {
  for (const failure of failures) notes.push(writeFailureNote(failure, failure.file === resultsFile));
  if (sarifLeftOut && !failures.some(({ file }) => file.name === 'sarif-path')) {
    notes.push(sarifLeftOut);
    core.notice(`citegate: ${sarifLeftOut}`);
  }
  return !failures.some((failure) => failure.file === resultsFile);
}

/** Where the items a cut list in the log leaves out are. */
export function restIn(resultsWritten: boolean, settings: { resultsPath: string }): string {
  return resultsWritten
    ? `the results file (results-path: ${settings.resultsPath})`
    : 'the results file (it could not be written: see the error above)';
}

/** The step's failure for a file it could not write. */
export function writeFailureMessage({ file, target, reason }: WriteFailure): string {
  return `citegate: could not write ${file.description} (${file.name}) ${target}: ${reason}`;
}

export async function writeSummary(markdown: string): Promise<void> {
  // Without GITHUB_STEP_SUMMARY (a local run) there is nowhere to write; the log has it all.
  if (!process.env.GITHUB_STEP_SUMMARY) return;
  try {
    await core.summary.addRaw(markdown).write();
  } catch (error) {
    // The gate's decision does not depend on the summary being writable.
    core.warning(
      untrustedMessage(
        `citegate: could not write the job summary: ${error instanceof Error ? error.message : String(error)}`,
      ),
    );
  }
}
