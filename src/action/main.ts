// The action's shell: inputs in, the same check as the command line, then the results file,
// outputs, log, annotations, comment and job summary. The step fails when the gate fails, when
// the results file cannot be written (after everything else is done), and when the check
// cannot run at all (bad inputs, an output path on a report, no report matched).
import path from 'node:path';
import * as core from '@actions/core';
import { NoReportsError, runCheck } from '../check/run.js';
import { computeTotals } from '../check/totals.js';
import { readAllSettings, SettingsError, type SettingSource } from '../config/settings.js';
import { describeFileError, writeFileAtomic, type WriteOptions } from '../files/atomic-write.js';
import { PatternError } from '../files/find-reports.js';
import {
  guardOutputs,
  OutputPathError,
  writeOptions,
  type OutputPath,
  type OutputPolicy,
} from '../files/output-guard.js';
import { reportGlobs } from '../formats/patterns.js';
import { BaseVersions, compareWithBase, withoutComparison, type BaseSource } from '../base/against-base.js';
import { verdictTrust } from '../base/trusted-verdicts.js';
import { renderSarif } from '../render/sarif.js';
import { withWaivers } from '../waivers/load.js';
import packageJson from '../../package.json' with { type: 'json' };
import { createClient } from '../github/client.js';
import { linkContext, readRunContext } from '../github/event.js';
import { inert } from '../render/escape.js';
import { decision, failedCheckList } from '../render/markdown-blocks.js';
import { ACTION_HINTS, renderSummary } from '../render/summary.js';
import { renderTerminal } from '../render/terminal.js';
import { RESULTS_VERSION, type ResultsFile } from '../results/types.js';
import { showControlsKeepingLines } from '../text/controls.js';
import { redactDeep, redactor, type Redact } from '../text/redact.js';
import {
  loadProvenanceChecker,
  provenanceProgressLine,
  readProvenanceSettings,
  unusedProvenanceLimits,
} from '../provenance/setup.js';
import {
  loadReferenceChecker,
  readReferenceSettings,
  referenceProgressLine,
  unusedReferenceLimits,
} from '../references/setup.js';
import {
  createBaseSemanticSetup,
  createSemanticSetup,
  progressLine,
  readSemanticSettings,
  type SemanticSettings,
} from '../semantic/index.js';
import { baseSourceFor } from './base.js';
import { emitAnnotations } from './annotate.js';
import { selectReports } from './changed.js';
import { publishComment, type CommentRequest } from './comment.js';
import { readActionSettings, type ActionSettings } from './inputs.js';
import { logUntrusted, untrustedMessage } from './log.js';
import { actionOutputs } from './outputs.js';
import { refuseSnapshotOnPullRequests, snapshotMissing } from './snapshot.js';
import { readSnapshotSettings } from '../snapshot/settings.js';

/** An input as the runner passes it (INPUT_<NAME>, hyphens kept); undefined when not passed at all. */
function inputSource(env: NodeJS.ProcessEnv): SettingSource {
  return (name) =>
    env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] === undefined ? undefined : core.getInput(name);
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

async function check(
  env: NodeJS.ProcessEnv,
  get: SettingSource,
  secrets: readonly string[],
  redact: Redact,
): Promise<void> {
  const [settings, semanticSettings, provenanceSettings, referenceSettings, snapshotSettings] = readAllSettings(
    () => readActionSettings(get),
    () => readSemanticSettings(get),
    () => readProvenanceSettings(get),
    () => readReferenceSettings(get),
    () => readSnapshotSettings(get),
  );
  const cwd = env.GITHUB_WORKSPACE || process.cwd();
  const context = readRunContext(env);
  refuseSnapshotOnPullRequests(snapshotSettings, context);
  const client = (token: string) => createClient(token);
  const notes: string[] = [];
  const resultsPath = path.resolve(cwd, settings.resultsPath);
  // What a pull request commits may not redirect a write: outputs go inside the workspace or
  // the runner's temporary folder, and never through a symbolic link.
  const policy = actionOutputPolicy(cwd, env);
  const write = writeOptions(policy, cwd);
  // Every file this step writes, by its input's name: the guard refuses any that would land on
  // a report, leave those folders or go through a link. A new output file is one more line here.
  const outputs: OutputPath[] = [
    { name: 'results-path', path: settings.resultsPath },
    ...(settings.sarifPath ? [{ name: 'sarif-path', path: settings.sarifPath }] : []),
    { name: 'cache-path', path: semanticSettings.cachePath },
    ...(provenanceSettings.mode === 'check'
      ? [{ name: 'provenance-cache-path', path: provenanceSettings.cachePath }]
      : []),
    ...(referenceSettings.mode === 'check'
      ? [{ name: 'references-cache-path', path: referenceSettings.cachePath }]
      : []),
  ];
  // The globs of the `reports` input itself, not of the files only-changed selects: an output must not match any report.
  const guard = async (files: readonly string[]) =>
    guardOutputs({
      cwd,
      outputs,
      reportFiles: files,
      patterns: await reportGlobs(settings.core.patterns, cwd, settings.core.format),
      policy,
    });
  const comment = (results: ResultsFile, extra: Partial<CommentRequest> = {}) =>
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

  let patterns = settings.core.patterns;
  if (settings.onlyChanged) {
    const selection = await selectReports(patterns, cwd, context, settings.githubToken, client, settings.core.format);
    if (selection.kind === 'none') {
      await guard([]);
      core.notice(`citegate: ${selection.note}`);
      const { results, writeFailure } = await finishWithoutReports(resultsPath, selection.note, write);
      // An earlier run's comment may report a failure in a report this pull request no longer
      // changes: replace it, but start no comment when there was nothing to check.
      await comment(results, { note: selection.note, updateOnly: true });
      if (writeFailure) core.setFailed(writeFailure);
      return;
    }
    patterns = selection.patterns;
    if (selection.note) notes.push(selection.note);
  }

  const setup = createSemanticSetup(semanticSettings, {
    progress: everyTenth(progressLine),
    warn: (message) => core.warning(untrustedMessage(redact(message))),
    cwd,
    secrets,
    write,
  });
  if (context.pullRequest?.fromFork && 'missing' in setup.verifier && setup.verifier.missing === 'missing_api_key') {
    notes.push(
      'The semantic verifier did not run: workflows on pull requests from forks get no secrets, so there is no API key. The deterministic checks ran.',
    );
  }
  for (const message of unusedProvenanceLimits(settings.core.thresholds, provenanceSettings))
    core.warning(`citegate: ${message}`);
  if (snapshotSettings.mode === 'missing') {
    await snapshotMissing({
      cwd,
      patterns,
      format: settings.core.format,
      provenance: provenanceSettings,
      snapshot: snapshotSettings,
      log: (line) => logUntrusted(redact(line)),
      warn: (message) => core.warning(untrustedMessage(redact(`citegate: ${message}`))),
    });
  }
  const provenance = await loadProvenanceChecker(provenanceSettings, {
    cwd,
    warn: (message) => core.warning(untrustedMessage(redact(`citegate: ${message}`))),
    progress: everyTenth(provenanceProgressLine),
    secrets,
    write,
  });
  for (const message of unusedReferenceLimits(settings.core.thresholds, referenceSettings))
    core.warning(`citegate: ${message}`);
  const references = await loadReferenceChecker(referenceSettings, {
    cwd,
    warn: (message) => core.warning(untrustedMessage(redact(`citegate: ${message}`))),
    progress: everyTenth(referenceProgressLine),
  });
  // On a pull request: where its base is read from. Only committed verdicts identical at the
  // base count (docs/security.md); the base versions read for that serve the comparison too.
  const source = await baseSourceFor(context, cwd, settings.githubToken, client);
  const versions =
    source && 'reader' in source
      ? new BaseVersions(source.reader, settings.core.format, settings.core.markdownDialect)
      : null;
  const trust = verdictTrust(settings.core.trust, source, versions);
  core.startGroup(
    provenance
      ? 'citegate: checking the reports and fetching their sources'
      : references
        ? 'citegate: checking the reports and looking up their references'
        : 'citegate: checking the reports',
  );
  const head = await runCheck({
    cwd,
    patterns,
    thresholds: settings.core.thresholds,
    mode: setup.mode,
    verifier: setup.verifier,
    format: settings.core.format,
    markdownDialect: settings.core.markdownDialect,
    citationRecall: settings.core.citationRecall,
    trust,
    beforeReading: guard,
    ...(provenance ? { provenance } : {}),
    ...(references ? { references } : {}),
  }).finally(() => core.endGroup());
  const compared = await compareBase(head, source, versions, { cwd, settings, semanticSettings, secrets });
  // Every renderer and every file below reads these: a secret a server echoed into a detail is
  // gone before markdown escaping could disguise it.
  const results = redactDeep(
    await withWaivers(compared, {
      cwd,
      ...settings.core.waivers,
      reader: source && 'reader' in source ? source.reader : null,
    }),
    redact,
  );
  for (const error of results.waivers?.errors ?? [])
    core.warning(
      untrustedMessage(
        `citegate: ${results.waivers?.file}${error.line === null ? '' : `:${error.line}`}: ${error.message}`,
      ),
    );
  if (results.base?.note)
    core.warning(untrustedMessage(`citegate: ${results.base.note} Every problem counts as without a base.`));
  else if (results.gate.gate_on_note) core.notice(`citegate: ${results.gate.gate_on_note}`);

  // A results file that cannot be written costs that file only: everything else is still
  // reported, and the step fails at the end naming the path.
  const writeFailure = await writeResults(resultsPath, results, redact, write);
  if (writeFailure)
    notes.push(`The results file could not be written (results-path ${resultsPath}): ${writeFailure.reason}.`);
  const sarifFailure = settings.sarifPath
    ? await writeSarif(path.resolve(cwd, settings.sarifPath), results, redact, write)
    : null;
  if (sarifFailure)
    notes.push(`The SARIF file could not be written (sarif-path ${settings.sarifPath}): ${sarifFailure.reason}.`);
  // The outputs (plain counts) before anything renders the results.
  for (const [name, value] of Object.entries(actionOutputs(results, writeFailure ? '' : resultsPath)))
    core.setOutput(name, value);
  logUntrusted(redact(renderTerminal(results, undefined, ACTION_HINTS)));
  emitAnnotations(results);

  const commentNote = await comment(results);
  if (commentNote) notes.push(commentNote);
  const fork = context.pullRequest?.fromFork ?? false;
  await writeSummary(
    redact(renderSummary(results, { resultsPath: settings.resultsPath, notes, links: linkContext(context), fork })),
  );

  if (!results.gate.passed) core.setFailed(`citegate: the gate failed: ${failedCheckList(results.gate.checks)}`);
  if (writeFailure) core.setFailed(redact(writeFailure.message));
  if (sarifFailure) core.setFailed(redact(sarifFailure.message));
}

/**
 * On a pull request: checks the base version of every checked report (the model is asked
 * nothing: committed results and the cache only) and marks each problem new, unchanged or fixed.
 */
async function compareBase(
  head: ResultsFile,
  source: BaseSource,
  versions: BaseVersions | null,
  options: { cwd: string; settings: ActionSettings; semanticSettings: SemanticSettings; secrets: readonly string[] },
): Promise<ResultsFile> {
  const { cwd, settings } = options;
  // No base to read (a push, or a base that cannot be read): no group, no work, only the note.
  if (source === null || !('reader' in source)) return withoutComparison(head, source, settings.core.gateOn);
  // After the head, so the base reuses the answers the head just cached (read only: the base
  // does not count as a run of the cache, nor rewrite it).
  const baseSetup = createBaseSemanticSetup(options.semanticSettings, { cwd, secrets: options.secrets });
  core.startGroup('citegate: checking the base versions');
  try {
    return await compareWithBase(head, source, {
      cwd,
      thresholds: settings.core.thresholds,
      mode: baseSetup.mode,
      verifier: baseSetup.verifier,
      gateOn: settings.core.gateOn,
      format: settings.core.format,
      markdownDialect: settings.core.markdownDialect,
      // The reports input itself, not only-changed's selection: a report removed is one of these.
      patterns: settings.core.patterns,
      citationRecall: settings.core.citationRecall,
      ...(versions ? { versions } : {}),
    });
  } finally {
    core.endGroup();
  }
}

/** only-changed with no changed report: the gate passes, and every output still says so. */
async function finishWithoutReports(
  resultsPath: string,
  note: string,
  write: WriteOptions,
): Promise<{ results: ResultsFile; writeFailure: string | null }> {
  const results: ResultsFile = {
    version: RESULTS_VERSION,
    reports: [],
    totals: computeTotals([]),
    gate: { passed: true, checks: [] },
  };
  const writeFailure = await writeResults(resultsPath, results, (text) => text, write);
  for (const [name, value] of Object.entries(actionOutputs(results, writeFailure ? '' : resultsPath, 'skipped')))
    core.setOutput(name, value);
  const failureNote = writeFailure
    ? `\n\n> ${inert(`The results file could not be written (results-path ${resultsPath}): ${writeFailure.reason}.`, 1000)}`
    : '';
  await writeSummary(`## ${decision(results.gate)}\n\n${note}${failureNote}\n`);
  return { results, writeFailure: writeFailure?.message ?? null };
}

/** Writes the results file; on failure returns why (for the summary) and the step's failure message. */
async function writeResults(
  target: string,
  results: ResultsFile,
  redact: Redact,
  write: WriteOptions,
): Promise<{ reason: string; message: string } | null> {
  try {
    await writeFileAtomic(target, redact(JSON.stringify(results, null, 2)) + '\n', write);
    return null;
  } catch (error) {
    const reason = describeFileError(error);
    return { reason, message: `citegate: could not write the results file (results-path) ${target}: ${reason}` };
  }
}

/** Writes the SARIF file (sarif-path); on failure returns why, as writeResults does. */
async function writeSarif(
  target: string,
  results: ResultsFile,
  redact: (text: string) => string,
  write: WriteOptions,
): Promise<{ reason: string; message: string } | null> {
  try {
    await writeFileAtomic(
      target,
      redact(JSON.stringify(renderSarif(results, { version: packageJson.version }), null, 2)) + '\n',
      write,
    );
    return null;
  } catch (error) {
    const reason = describeFileError(error);
    return { reason, message: `citegate: could not write the SARIF file (sarif-path) ${target}: ${reason}` };
  }
}

async function writeSummary(markdown: string): Promise<void> {
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

/** The action writes inside the workspace and RUNNER_TEMP only, never through a symbolic link. */
function actionOutputPolicy(cwd: string, env: NodeJS.ProcessEnv): OutputPolicy {
  const folder = (name: string, at: string) => ({ name: `${name} ${at}`, folder: at });
  const within = [folder('the workspace (GITHUB_WORKSPACE)', path.resolve(cwd))];
  if (env.RUNNER_TEMP)
    within.push(folder("the runner's temporary folder (RUNNER_TEMP)", path.resolve(env.RUNNER_TEMP)));
  return { within };
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
