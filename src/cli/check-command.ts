import path from 'node:path';
import { parseArgs } from 'node:util';
import { runCheck, NoReportsError } from '../check/run.js';
import { INPUTS } from '../config/inputs.js';
import { readAllSettings, readCoreSettings, SettingsError, type SettingSource } from '../config/settings.js';
import { describeFileError, writeFileAtomic } from '../files/atomic-write.js';
import { PatternError } from '../files/find-reports.js';
import { guardPatterns } from '../formats/discover.js';
import { guardOutputs, OutputPathError, type OutputPath } from '../files/output-guard.js';
import { renderTerminal } from '../render/terminal.js';
import { createSemanticSetup, readSemanticSettings } from '../semantic/index.js';
import { terminalProgress } from '../semantic/progress.js';
import { showControls } from '../text/controls.js';
import { terminalStyle } from './terminal-style.js';
import { usage, UsageError } from './usage.js';

export interface CliIo {
  cwd: string;
  env: NodeJS.ProcessEnv;
  stdout: NodeJS.WriteStream;
  stderr: NodeJS.WriteStream;
}

function parseCheckArgs(args: string[]) {
  const options: Record<string, { type: 'string' | 'boolean'; multiple?: boolean }> = {
    json: { type: 'string' },
    help: { type: 'boolean' },
    reports: { type: 'string', multiple: true },
  };
  for (const input of INPUTS) if (input.scope === 'both' && input.name !== 'reports') options[input.name] = { type: 'string' };
  try {
    return parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

/** `citegate check`: returns the exit status. */
export async function checkCommand(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCheckArgs(args);
  if (values.help) {
    io.stdout.write(usage());
    return 0;
  }
  const flags = values as Record<string, string | string[] | boolean | undefined>;
  const patterns = [...positionals, ...((flags.reports as string[] | undefined) ?? [])];
  const get = cliSettingSource(flags, patterns, io.env);
  let settings;
  let semantic;
  try {
    [settings, semantic] = readAllSettings(() => readCoreSettings(get), () => readSemanticSettings(get));
  } catch (error) {
    if (error instanceof SettingsError) throw new UsageError(`invalid settings:\n${error.problems.map((problem) => `  ${problem}`).join('\n')}`);
    throw error;
  }
  const jsonPath = typeof flags.json === 'string' ? flags.json : undefined;
  // Every file this command writes, by the name the user knows it by: the guard refuses any
  // that would land on a report. A new output file is one more line here.
  const outputs: OutputPath[] = [
    { name: '--json', path: jsonPath },
    { name: '--cache-path', path: semantic.cachePath },
  ];
  const progress = terminalProgress(io.stderr);
  const setup = createSemanticSetup(semantic, {
    cwd: io.cwd,
    // Warnings quote file paths and what a server answered: shown with controls escaped.
    warn: (message) => io.stderr.write(`citegate: warning: ${showControls(message)}\n`),
    ...(progress ? { progress } : {}),
  });

  let results;
  try {
    results = await runCheck({
      cwd: io.cwd,
      patterns: settings.patterns,
      thresholds: settings.thresholds,
      mode: setup.mode,
      verifier: setup.verifier,
      format: settings.format,
      beforeReading: (files) => guardOutputs({ cwd: io.cwd, outputs, reportFiles: files, patterns: guardPatterns(settings) }),
    });
  } catch (error) {
    if (error instanceof NoReportsError || error instanceof PatternError || error instanceof OutputPathError) throw new UsageError(error.message);
    throw error;
  }
  io.stdout.write(renderTerminal(results, terminalStyle(io.stdout, io.env)));
  if (jsonPath !== undefined) {
    try {
      await writeFileAtomic(path.resolve(io.cwd, jsonPath), JSON.stringify(results, null, 2) + '\n');
    } catch (error) {
      // The results were printed in full; only the file is missing, and the status says so.
      io.stderr.write(`citegate: could not write the results file (--json) ${jsonPath}: ${describeFileError(error)}\n`);
      return 2;
    }
  }
  return results.gate.passed ? 0 : 1;
}

/**
 * Settings as the command line sees them: flags, except the API key, which is read from
 * OPENAI_API_KEY only so that it never appears in a shell history or a process list.
 */
export function cliSettingSource(flags: Record<string, unknown>, patterns: readonly string[] | null, env: NodeJS.ProcessEnv): SettingSource {
  return (name) => {
    if (name === 'reports' && patterns !== null) return patterns.join('\n');
    if (name === 'openai-api-key') return env.OPENAI_API_KEY;
    const value = flags[name];
    return typeof value === 'string' ? value : undefined;
  };
}
