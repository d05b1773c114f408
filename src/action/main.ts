// The action's shell: inputs in, the same check as the command line, then the results file,
// outputs, log, annotations, comment and job summary. The step fails when the gate fails, and
// when the check cannot run at all (bad inputs, no report matched).
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as core from '@actions/core';
import { NoReportsError, runCheck } from '../check/run.js';
import { computeTotals } from '../check/totals.js';
import { SettingsError, type SettingSource } from '../config/settings.js';
import { PatternError } from '../files/find-reports.js';
import { createClient } from '../github/client.js';
import { readRunContext } from '../github/event.js';
import { decision, failedCheckList } from '../render/markdown-blocks.js';
import { ACTION_HINTS, renderSummary } from '../render/summary.js';
import { renderTerminal } from '../render/terminal.js';
import { RESULTS_VERSION, type ResultsFile } from '../results/types.js';
import { showControlsKeepingLines } from '../text/controls.js';
import { createSemanticSetup, progressLine, readSemanticSettings, type ProgressEvent } from '../semantic/index.js';
import { emitAnnotations } from './annotate.js';
import { selectReports } from './changed.js';
import { publishComment, type CommentRequest } from './comment.js';
import { readActionSettings } from './inputs.js';
import { logUntrusted, untrustedMessage } from './log.js';
import { actionOutputs } from './outputs.js';
import { redactor } from './redact.js';

/** An input as the runner passes it (INPUT_<NAME>, hyphens kept); undefined when not passed at all. */
function inputSource(env: NodeJS.ProcessEnv): SettingSource {
  return (name) => (env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] === undefined ? undefined : core.getInput(name));
}

export async function run(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const get = inputSource(env);
  // Masked before anything else is read, so no later message can print them.
  const secrets = [get('openai-api-key') ?? '', get('github-token') ?? ''].filter((secret) => secret !== '');
  for (const secret of secrets) core.setSecret(secret);
  const redact = redactor(secrets);
  try {
    await check(env, get, redact);
  } catch (error) {
    // Messages quote inputs, patterns and paths: line feeds stay, other controls are shown escaped.
    if (error instanceof SettingsError) core.setFailed(showControlsKeepingLines(`citegate: invalid inputs:\n${error.message}`));
    else if (error instanceof NoReportsError || error instanceof PatternError) core.setFailed(showControlsKeepingLines(redact(`citegate: ${error.message}`)));
    else core.setFailed(showControlsKeepingLines(redact(`citegate could not run: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)));
  }
}

async function check(env: NodeJS.ProcessEnv, get: SettingSource, redact: (text: string) => string): Promise<void> {
  const settings = readActionSettings(get);
  const semanticSettings = readSemanticSettings(get);
  const cwd = env.GITHUB_WORKSPACE || process.cwd();
  const context = readRunContext(env);
  const client = (token: string) => createClient(token);
  const notes: string[] = [];
  const resultsPath = path.resolve(cwd, settings.resultsPath);
  const comment = (results: ResultsFile, extra: Partial<CommentRequest> = {}) =>
    publishComment({ mode: settings.comment, key: settings.commentKey, token: settings.githubToken, context, results, client, redact, ...extra });

  let patterns = settings.core.patterns;
  if (settings.onlyChanged) {
    const selection = await selectReports(patterns, cwd, context, settings.githubToken, client, settings.core.format);
    if (selection.kind === 'none') {
      core.notice(`citegate: ${selection.note}`);
      const results = await finishWithoutReports(resultsPath, selection.note);
      // An earlier run's comment may report a failure in a report this pull request no longer
      // changes: replace it, but start no comment when there was nothing to check.
      await comment(results, { note: selection.note, updateOnly: true });
      return;
    }
    patterns = selection.patterns;
    if (selection.note) notes.push(selection.note);
  }

  const setup = createSemanticSetup(semanticSettings, { progress: progressLogger(), warn: (message) => core.warning(untrustedMessage(redact(message))), cwd });
  if (context.pullRequest?.fromFork && 'missing' in setup.verifier && setup.verifier.missing === 'missing_api_key') {
    notes.push('The semantic verifier did not run: workflows on pull requests from forks get no secrets, so there is no API key. The deterministic checks ran.');
  }
  core.startGroup('citegate: checking the reports');
  const results = await runCheck({ cwd, patterns, thresholds: settings.core.thresholds, mode: setup.mode, verifier: setup.verifier, format: settings.core.format }).finally(() => core.endGroup());

  await writeResults(resultsPath, results, redact);
  logUntrusted(redact(renderTerminal(results, undefined, ACTION_HINTS)));
  for (const [name, value] of Object.entries(actionOutputs(results, resultsPath))) core.setOutput(name, value);
  emitAnnotations(results);

  const commentNote = await comment(results);
  if (commentNote) notes.push(commentNote);
  await writeSummary(redact(renderSummary(results, { resultsPath: settings.resultsPath, notes })));

  if (!results.gate.passed) core.setFailed(`citegate: the gate failed: ${failedCheckList(results.gate.checks)}`);
}

/** only-changed with no changed report: the gate passes, and every output still says so. */
async function finishWithoutReports(resultsPath: string, note: string): Promise<ResultsFile> {
  const results: ResultsFile = { version: RESULTS_VERSION, reports: [], totals: computeTotals([]), gate: { passed: true, checks: [] } };
  await writeResults(resultsPath, results, (text) => text);
  for (const [name, value] of Object.entries(actionOutputs(results, resultsPath, 'skipped'))) core.setOutput(name, value);
  await writeSummary(`## ${decision(results.gate)}\n\n${note}\n`);
  return results;
}

async function writeResults(target: string, results: ResultsFile, redact: (text: string) => string): Promise<void> {
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, redact(JSON.stringify(results, null, 2)) + '\n');
}

async function writeSummary(markdown: string): Promise<void> {
  // Without GITHUB_STEP_SUMMARY (a local run) there is nowhere to write; the log has it all.
  if (!process.env.GITHUB_STEP_SUMMARY) return;
  try {
    await core.summary.addRaw(markdown).write();
  } catch (error) {
    // The gate's decision does not depend on the summary being writable.
    core.warning(untrustedMessage(`citegate: could not write the job summary: ${error instanceof Error ? error.message : String(error)}`));
  }
}

/** Logs the verifier's progress about every tenth of the way, not on every request. */
function progressLogger(): (event: ProgressEvent) => void {
  let lastTenth = -1;
  return (event) => {
    const tenth = event.total === 0 ? 10 : Math.floor((event.done / event.total) * 10);
    if (tenth === lastTenth) return;
    lastTenth = tenth;
    core.info(progressLine(event));
  };
}
