import path from 'node:path';
import { BaseVersions, compareWithBase, type BaseReader } from '../base/against-base.js';
import { verdictTrust } from '../base/trusted-verdicts.js';
import { gitBaseReader } from '../base/git.js';
import { runCheck } from '../check/run.js';
import { linkContext, readRunContext } from '../github/event.js';
import { INPUTS } from '../config/inputs.js';
import { readCoreSettings } from '../config/settings.js';
import { describeFileError, writeFileAtomic, type WriteOptions } from '../files/atomic-write.js';
import { reportGlobs } from '../formats/patterns.js';
import { guardOutputs, writeOptions, type OutputPath, type OutputPolicy } from '../files/output-guard.js';
import {
  loadProvenanceChecker,
  readProvenanceSettings,
  terminalProvenanceProgress,
  unusedProvenanceLimits,
} from '../provenance/setup.js';
import {
  loadReferenceChecker,
  readReferenceSettings,
  terminalReferenceProgress,
  unusedReferenceLimits,
} from '../references/setup.js';
import { renderTerminal } from '../render/terminal.js';
import { withWaivers } from '../waivers/load.js';
import packageJson from '../../package.json' with { type: 'json' };
import { createBaseSemanticSetup, createSemanticSetup, readSemanticSettings } from '../semantic/index.js';
import { terminalProgress } from '../semantic/progress.js';
import { showControls } from '../text/controls.js';
import { terminalStyle } from './terminal-style.js';
import { parseCommandLine, readCliSettings, reportUsageErrors } from './command-line.js';
import { cliRedactor, UsageError, type CliIo } from './io.js';
import { redactDeep } from '../text/redact.js';
import { checkUsage } from './usage.js';
import { terminalWidth } from './terminal-width.js';

function checkFlags(): Record<string, { type: 'string' | 'boolean' }> {
  const options: Record<string, { type: 'string' | 'boolean' }> = {
    json: { type: 'string' },
    'comment-md': { type: 'string' },
    'summary-md': { type: 'string' },
    sarif: { type: 'string' },
    base: { type: 'string' },
    'write-through-links': { type: 'boolean' },
    help: { type: 'boolean' },
  };
  for (const input of INPUTS)
    if (input.scope === 'both' && input.name !== 'reports') options[input.name] = { type: 'string' };
  return options;
}

/** `citegate check`: returns the exit status. */
export async function checkCommand(args: string[], io: CliIo): Promise<number> {
  const line = parseCommandLine('check', args, checkFlags());
  const { flags } = line;
  if (flags.help) {
    io.stdout.write(checkUsage(terminalWidth(io.env, io.stdout)));
    return 0;
  }
  const [settings, semantic, provenanceSettings, referenceSettings] = readCliSettings(
    line,
    io.env,
    readCoreSettings,
    readSemanticSettings,
    readProvenanceSettings,
    readReferenceSettings,
  );
  const jsonPath = typeof flags.json === 'string' ? flags.json : undefined;
  // A path typed here may point anywhere, but not through a symbolic link (a clone may hold one
  // that leads elsewhere) unless the user says so.
  const policy: OutputPolicy = flags['write-through-links']
    ? { followLinks: true }
    : { linkAdvice: ' (or pass --write-through-links to write through it)' };
  const write = writeOptions(policy, io.cwd);
  // Every file this command writes, by the name the user knows it by: the guard refuses any
  // that would land on a report or go through a link. A new output file is one more line here.
  const outputs: OutputPath[] = [
    { name: '--json', path: jsonPath },
    { name: '--comment-md', path: stringFlag(flags['comment-md']) },
    { name: '--summary-md', path: stringFlag(flags['summary-md']) },
    { name: '--sarif', path: stringFlag(flags.sarif) },
    { name: '--cache-path', path: semantic.cachePath },
    ...(provenanceSettings.mode === 'check'
      ? [{ name: '--provenance-cache-path', path: provenanceSettings.cachePath }]
      : []),
    ...(referenceSettings.mode === 'check'
      ? [{ name: '--references-cache-path', path: referenceSettings.cachePath }]
      : []),
  ];
  // Warnings quote file paths and what a server answered: shown with controls escaped.
  const warn = (message: string) => io.stderr.write(`citegate: warning: ${showControls(message)}\n`);
  const progress = terminalProgress(io.stderr);
  const setup = createSemanticSetup(semantic, { cwd: io.cwd, write, warn, ...(progress ? { progress } : {}) });
  for (const message of unusedProvenanceLimits(settings.thresholds, provenanceSettings)) warn(message);
  const provenanceProgress = terminalProvenanceProgress(io.stderr);
  const secrets = [io.env.OPENAI_API_KEY ?? ''];
  const provenance = await loadProvenanceChecker(provenanceSettings, {
    cwd: io.cwd,
    write,
    warn,
    secrets,
    ...(provenanceProgress ? { progress: provenanceProgress } : {}),
  });
  for (const message of unusedReferenceLimits(settings.thresholds, referenceSettings)) warn(message);
  const referenceProgress = terminalReferenceProgress(io.stderr);
  const references = await loadReferenceChecker(referenceSettings, {
    cwd: io.cwd,
    write,
    warn,
    ...(referenceProgress ? { progress: referenceProgress } : {}),
  });

  // --base REF: the base version of each report, read with git; resolved before any work.
  let base: { reader: BaseReader } | null = null;
  if (typeof flags.base === 'string') {
    const reader = await gitBaseReader(io.cwd, flags.base);
    if (!reader) throw new UsageError(`--base ${JSON.stringify(flags.base)} is not a commit git can find in ${io.cwd}`);
    base = { reader };
  }

  // With --base, only committed verdicts identical at the base count (docs/security.md); the
  // base versions read for that are read once, for the comparison too.
  const versions = base ? new BaseVersions(base.reader, settings.format, settings.markdownDialect) : null;
  const trust = verdictTrust(settings.trust, base, versions);
  // Redacted before anything renders or writes them (./io.ts also redacts what is printed).
  const redact = cliRedactor(io.env);
  const results = redactDeep(
    await reportUsageErrors(async () => {
      const head = await runCheck({
        cwd: io.cwd,
        patterns: settings.patterns,
        // Paths and patterns typed on the command line may point anywhere, as with any linter.
        patternScope: 'anywhere',
        thresholds: settings.thresholds,
        mode: setup.mode,
        verifier: setup.verifier,
        ...(provenance ? { provenance } : {}),
        ...(references ? { references } : {}),
        format: settings.format,
        markdownDialect: settings.markdownDialect,
        citationRecall: settings.citationRecall,
        trust,
        beforeReading: async (files) =>
          guardOutputs({
            cwd: io.cwd,
            outputs,
            reportFiles: files,
            patterns: await reportGlobs(settings.patterns, io.cwd, settings.format, 'anywhere'),
            policy,
          }),
      });
      // After the head, so the base reuses the answers the head just cached; the model is never
      // asked for it, and the cache is only read (one run of check counts one run of the cache).
      const baseSetup = createBaseSemanticSetup(semantic, { cwd: io.cwd });
      const compared = await compareWithBase(head, base, {
        cwd: io.cwd,
        thresholds: settings.thresholds,
        mode: baseSetup.mode,
        verifier: baseSetup.verifier,
        gateOn: settings.gateOn,
        format: settings.format,
        markdownDialect: settings.markdownDialect,
        patterns: settings.patterns,
        patternScope: 'anywhere',
        citationRecall: settings.citationRecall,
        ...(versions ? { versions } : {}),
      });
      return withWaivers(compared, {
        cwd: io.cwd,
        ...settings.waivers,
        reader: base && 'reader' in base ? base.reader : null,
      });
    }),
    redact,
  );
  // The results file first, then what renders them: whatever happens in a renderer, the results are on disk.
  const failures = [
    await writeOutput(
      io.cwd,
      'the results file (--json)',
      jsonPath,
      () => redact(JSON.stringify(results, null, 2) + '\n'),
      write,
    ),
  ];
  io.stdout.write(
    renderTerminal(results, terminalStyle(io.stdout, io.env), undefined, terminalWidth(io.env, io.stdout)),
  );
  // The markdown the action would post, for a preview (GITHUB_SERVER_URL, GITHUB_REPOSITORY and GITHUB_SHA, when set, make the links).
  const context = readRunContext(io.env);
  const links = linkContext(context, results.base?.sha ?? null);
  // The renderers are loaded only for the files asked for: a plain check starts faster.
  failures.push(
    await writeOutput(
      io.cwd,
      'the comment preview (--comment-md)',
      stringFlag(flags['comment-md']),
      async () =>
        redact(
          (await import('../render/comment.js')).renderComment(results, {
            key: 'default',
            runUrl: context.runUrl,
            links,
          }),
        ),
      write,
    ),
    await writeOutput(
      io.cwd,
      'the summary preview (--summary-md)',
      stringFlag(flags['summary-md']),
      async () =>
        redact((await import('../render/summary.js')).renderSummary(results, { resultsPath: jsonPath, links })),
      write,
    ),
    await writeOutput(
      io.cwd,
      'the SARIF file (--sarif)',
      stringFlag(flags.sarif),
      async () =>
        redact(
          JSON.stringify(
            (await import('../render/sarif.js')).renderSarif(results, { version: packageJson.version }),
            null,
            2,
          ) + '\n',
        ),
      write,
    ),
  );
  // The results were printed in full; only a file is missing: said after the output, and the status says so.
  for (const failure of failures) if (failure !== null) io.stderr.write(`${failure}\n`);
  if (failures.some((failure) => failure !== null)) return 2;
  return results.gate.passed ? 0 : 1;
}

/** Writes one output file; the line saying why it could not be written, or null. */
async function writeOutput(
  cwd: string,
  what: string,
  target: string | undefined,
  text: () => string | Promise<string>,
  write: WriteOptions,
): Promise<string | null> {
  if (target === undefined) return null;
  try {
    await writeFileAtomic(path.resolve(cwd, target), await text(), write);
    return null;
  } catch (error) {
    return `citegate: could not write ${what} ${showControls(target)}: ${describeFileError(error)}`;
  }
}

function stringFlag(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}
