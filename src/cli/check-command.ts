import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { runCheck, NoReportsError } from '../check/run.js';
import { INPUTS } from '../config/inputs.js';
import { readCoreSettings, SettingsError } from '../config/settings.js';
import { PatternError } from '../files/find-reports.js';
import { renderTerminal } from '../render/terminal.js';
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
  let settings;
  try {
    settings = readCoreSettings((name) => (name === 'reports' ? patterns.join('\n') : (flags[name] as string | undefined)));
  } catch (error) {
    if (error instanceof SettingsError) throw new UsageError(error.message);
    throw error;
  }

  let results;
  try {
    results = await runCheck({ cwd: io.cwd, patterns: settings.patterns, thresholds: settings.thresholds, mode: 'auto', verifier: { missing: 'missing_api_key' } });
  } catch (error) {
    if (error instanceof NoReportsError || error instanceof PatternError) throw new UsageError(error.message);
    throw error;
  }
  io.stdout.write(renderTerminal(results, terminalStyle(io.stdout, io.env)));
  if (typeof flags.json === 'string') {
    const target = path.resolve(io.cwd, flags.json);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, JSON.stringify(results, null, 2) + '\n');
  }
  return results.gate.passed ? 0 : 1;
}
