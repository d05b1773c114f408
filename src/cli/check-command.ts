// `citegate check`: the command line's shell over the check session (src/session/). It gives the
// session what only the command line decides: flags and environment in, --base read with git,
// warnings and progress on stderr, paths that may point anywhere (links refused unless
// --write-through-links), and the files the flags ask for; then prints the results.
import { gitBaseReader } from '../base/git.js';
import { INPUTS } from '../config/inputs.js';
import { readCoreSettings } from '../config/settings.js';
import { readRunContext } from '../github/event.js';
import { renderTerminal } from '../render/terminal.js';
import { terminalLine } from '../semantic/progress.js';
import { commentPreview, resultsJson, sarifOutput, summaryPreview, writeOutputs } from '../session/outputs.js';
import { runSession } from '../session/run.js';
import { readSessionSettings } from '../session/settings.js';
import type { Shell } from '../session/shell.js';
import { showControls } from '../text/controls.js';
import { terminalStyle } from './terminal-style.js';
import { parseCommandLine, readCliSettings, reportUsageErrors } from './command-line.js';
import { cliRedactor, UsageError, type CliIo } from './io.js';
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
  const [settings] = readCliSettings(
    line,
    io.env,
    (get) => readSessionSettings(get, (own) => ({ core: readCoreSettings(own) })).session,
  );
  const jsonPath = stringFlag(flags.json);
  // GITHUB_SERVER_URL, GITHUB_REPOSITORY and GITHUB_SHA, when set, make the previews' links.
  const context = readRunContext(io.env);
  const sarif = sarifOutput();
  const shell: Shell = {
    cwd: io.cwd,
    // Paths and patterns typed on the command line may point anywhere, as with any linter.
    patternScope: 'anywhere',
    context,
    secrets: [io.env.OPENAI_API_KEY ?? ''],
    // Redacted before anything renders or writes them (./io.ts also redacts what is printed).
    redact: cliRedactor(io.env),
    // A path typed here may point anywhere, but not through a symbolic link (a clone may hold one
    // that leads elsewhere) unless the user says so.
    policy: flags['write-through-links']
      ? { followLinks: true }
      : { linkAdvice: ' (or pass --write-through-links to write through it)' },
    // Every file this command writes, by the name the user knows it by, the results file first:
    // whatever happens in a renderer, the results are on disk. A new output file is one more line here.
    files: [
      { name: '--json', path: jsonPath, description: 'the results file', render: resultsJson },
      {
        name: '--comment-md',
        path: stringFlag(flags['comment-md']),
        description: 'the comment preview',
        render: commentPreview(context),
      },
      {
        name: '--summary-md',
        path: stringFlag(flags['summary-md']),
        description: 'the summary preview',
        render: summaryPreview(context, jsonPath),
      },
      { name: '--sarif', path: stringFlag(flags.sarif), description: 'the SARIF file', render: sarif.render },
    ],
    nameOf: (setting) => `--${setting}`,
    // --base REF: the base version of each report, read with git.
    base: async () => {
      if (typeof flags.base !== 'string') return null;
      const reader = await gitBaseReader(io.cwd, flags.base);
      if (!reader)
        throw new UsageError(`--base ${JSON.stringify(flags.base)} is not a commit git can find in ${io.cwd}`);
      return { reader };
    },
    log: {
      // Warnings quote file paths and what a server answered: shown with controls escaped.
      warn: (message) => io.stderr.write(`citegate: warning: ${showControls(message)}\n`),
      info: (text) => io.stderr.write(`${showControls(text)}\n`),
      // A line rewritten in place on a terminal; nothing into a pipe.
      progress: (line) => terminalLine(io.stderr, line),
      group: (_title, work) => work(),
    },
  };
  // No report matched, a pattern out of bounds or an output path over an input: exit status 2.
  const { results } = await reportUsageErrors(() => runSession(settings, shell));
  const failures = await writeOutputs(shell, results);
  // Long lists are cut in the terminal; the line after one says where every item is.
  const jsonWritten = jsonPath !== undefined && !failures.some(({ file }) => file.name === '--json');
  const restIn = jsonWritten
    ? `the results file (--json ${showControls(jsonPath)})`
    : 'the results file (write it with --json PATH)';
  io.stdout.write(
    renderTerminal(results, terminalStyle(io.stdout, io.env), undefined, terminalWidth(io.env, io.stdout), restIn),
  );
  // Over GitHub code scanning's 5,000 results a run, the SARIF file says what it left out, and so does this line.
  const sarifLeftOut = sarif.leftOut();
  if (sarifLeftOut && !failures.some(({ file }) => file.name === '--sarif')) io.stdout.write(`${sarifLeftOut}\n`);
  // The results were printed in full; only a file is missing: said after the output, and the status says so.
  for (const { file, reason } of failures)
    io.stderr.write(
      `citegate: could not write ${file.description} (${file.name}) ${showControls(file.path ?? '')}: ${reason}\n`,
    );
  if (failures.length > 0) return 2;
  return results.gate.passed ? 0 : 1;
}

function stringFlag(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}
