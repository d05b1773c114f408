// The action's shell over the check session (src/session/): inputs in; then the results file,
// outputs, log, annotations, comment and job summary. The step fails when the gate fails, when
// the results file cannot be written (after everything else is done), and when the check
// cannot run at all (bad inputs, an output path on a report, no report matched).
import path from 'node:path';
import * as core from '@actions/core';
import { NoReportsError } from '../check/run.js';
import { SettingsError, type SettingSource } from '../config/settings.js';
import { PatternError } from '../files/find-reports.js';
import { OutputPathError } from '../files/output-guard.js';
import { createClient } from '../github/client.js';
import { linkContext, readRunContext } from '../github/event.js';
import { failedCheckList } from '../render/markdown-blocks.js';
import { ACTION_HINTS, renderSummary } from '../render/summary.js';
import { renderTerminal } from '../render/terminal.js';
import { resultsJson, sarifOutput, writeOutputs } from '../session/outputs.js';
import { runSession } from '../session/run.js';
import { readSessionSettings } from '../session/settings.js';
import type { Shell } from '../session/shell.js';
import { showControlsKeepingLines } from '../text/controls.js';
import { redactor, type Redact } from '../text/redact.js';
import { emitAnnotations } from './annotate.js';
import { baseSourceFor } from './base.js';
import { finishWithoutReports, selectReports } from './changed.js';
import { publishComment, type CommentRequest } from './comment.js';
import { readActionSettings } from './inputs.js';
import {
  actionLog,
  logUntrusted,
  warnAboutResults,
  writeFailureMessage,
  writeFailureNote,
  writeSummary,
} from './log.js';
import { actionOutputPolicy, actionOutputs } from './outputs.js';
import { refuseSnapshotOnPullRequests } from './snapshot.js';

/**
 * An input as the runner passes it (INPUT_<NAME>, hyphens kept); undefined when not passed at all.
 * `reports` keeps its line breaks: a block of one line ("reports: |") is one pattern, commas and all.
 */
function inputSource(env: NodeJS.ProcessEnv): SettingSource {
  return (name) =>
    env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] === undefined
      ? undefined
      : core.getInput(name, { trimWhitespace: name !== 'reports' });
}

export async function run(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const get = inputSource(env);
  // Masked before anything else is read, so no later message can print them.
  const secrets = [get('openai-api-key') ?? '', get('github-token') ?? ''].filter((secret) => secret !== '');
  for (const secret of secrets) core.setSecret(secret);
  const redact = redactor(secrets);
  try {
    await check(env, get, secrets, redact);
  } catch (error) {
    // Messages quote inputs, patterns and paths: line feeds stay, other controls are shown escaped.
    if (error instanceof SettingsError)
      core.setFailed(
        showControlsKeepingLines(
          `citegate: invalid inputs:\n${error.problems.map((problem) => `  ${problem}`).join('\n')}`,
        ),
      );
    else if (error instanceof NoReportsError || error instanceof PatternError || error instanceof OutputPathError)
      core.setFailed(showControlsKeepingLines(redact(`citegate: ${error.message}`)));
    else
      core.setFailed(
        showControlsKeepingLines(
          redact(`citegate could not run: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`),
        ),
      );
  }
}

async function check(env: NodeJS.ProcessEnv, get: SettingSource, secrets: string[], redact: Redact): Promise<void> {
  const { own: settings, session } = readSessionSettings(get, readActionSettings);
  const cwd = env.GITHUB_WORKSPACE || process.cwd();
  const context = readRunContext(env);
  refuseSnapshotOnPullRequests(session.snapshot, context);
  const client = (token: string) => createClient(token);
  const resultsPath = path.resolve(cwd, settings.resultsPath);
  const resultsFile = {
    name: 'results-path',
    path: settings.resultsPath,
    description: 'the results file',
    render: resultsJson,
  };
  const sarif = sarifOutput();
  const shell: Shell = {
    cwd,
    patternScope: 'workspace',
    context,
    secrets,
    redact,
    // What a pull request commits may not redirect a write: outputs go inside the workspace or
    // the runner's temporary folder, and never through a symbolic link.
    policy: actionOutputPolicy(cwd, env),
    // Every file this step writes, by its input's name, the results file first. A new output file is one more line here.
    files: [
      resultsFile,
      {
        name: 'sarif-path',
        path: settings.sarifPath || undefined,
        description: 'the SARIF file',
        render: sarif.render,
      },
    ],
    nameOf: (input) => input,
    // On a pull request: its base commit, read with git, else through the contents API.
    base: () => baseSourceFor(context, cwd, settings.githubToken, client),
    log: actionLog(redact),
  };
  const comment = (results: CommentRequest['results'], extra: Partial<CommentRequest> = {}) =>
    publishComment({
      mode: settings.comment,
      key: settings.commentKey,
      token: settings.githubToken,
      context,
      results,
      client,
      redact,
      ...extra,
    });

  const selection = settings.onlyChanged
    ? await selectReports(session.core.patterns, cwd, context, settings.githubToken, client, session.core.format)
    : { kind: 'patterns' as const, patterns: session.core.patterns, note: null };
  if (selection.kind === 'none') return finishWithoutReports(session, shell, resultsFile, selection.note, comment);

  const { results, notes } = await runSession(session, shell, selection);
  warnAboutResults(results);
  // A file that cannot be written costs that file only: everything else is still reported, and
  // the step fails at the end naming the path.
  const failures = await writeOutputs(shell, results);
  // The results file's note names its absolute path; the SARIF file's, the input as given.
  for (const failure of failures) notes.push(writeFailureNote(failure, failure.file === resultsFile));
  const resultsWritten = !failures.some((failure) => failure.file === resultsFile);
  // Over GitHub code scanning's 5,000 results a run: what the SARIF file left out, in the summary and the log.
  const sarifLeftOut = sarif.leftOut();
  if (sarifLeftOut && !failures.some(({ file }) => file.name === 'sarif-path')) {
    notes.push(sarifLeftOut);
    core.notice(`citegate: ${sarifLeftOut}`);
  }
  // The outputs (plain counts) before anything renders the results.
  for (const [name, value] of Object.entries(actionOutputs(results, resultsWritten ? resultsPath : '')))
    core.setOutput(name, value);
  // Long lists are cut in the log; the line after one says where every item is.
  const restIn = resultsWritten
    ? `the results file (results-path: ${settings.resultsPath})`
    : 'the results file (it could not be written: see the error above)';
  logUntrusted(redact(renderTerminal(results, undefined, ACTION_HINTS, undefined, restIn)));
  emitAnnotations(results);

  const commentNote = await comment(results);
  if (commentNote) notes.push(commentNote);
  const fork = context.pullRequest?.fromFork ?? false;
  await writeSummary(
    redact(renderSummary(results, { resultsPath: settings.resultsPath, notes, links: linkContext(context), fork })),
  );

  if (!results.gate.passed) core.setFailed(`citegate: the gate failed: ${failedCheckList(results.gate.checks)}`);
  for (const failure of failures) core.setFailed(redact(writeFailureMessage(failure)));
}
