// What check and verify share in reading their command line: strict flags, the report patterns
// (positionals, then every --reports), and the settings read from them.
import { parseArgs } from 'node:util';
import { NoReportsError } from '../check/run.js';
import { readAllSettings, SettingsError, type SettingSource } from '../config/settings.js';
import { PatternError } from '../files/find-reports.js';
import { OutputPathError } from '../files/output-guard.js';
import { UsageError } from './io.js';

export type CommandFlags = Record<string, string | string[] | boolean | undefined>;

/** Parses `args` against `options` (plus the repeatable --reports); a bad flag is a UsageError. */
export function parseCommandLine(args: string[], options: Record<string, { type: 'string' | 'boolean' }>): { flags: CommandFlags; patterns: string[] } {
  let parsed;
  try {
    parsed = parseArgs({ args, options: { ...options, reports: { type: 'string', multiple: true } }, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const flags = parsed.values as CommandFlags;
  return { flags, patterns: [...parsed.positionals, ...((flags.reports as string[] | undefined) ?? [])] };
}

/** Every reader's settings from the command line (readAllSettings); invalid settings are one UsageError listing each problem. */
export function readCliSettings<T extends readonly unknown[]>(flags: CommandFlags, patterns: readonly string[], env: NodeJS.ProcessEnv, ...readers: { [K in keyof T]: (get: SettingSource) => T[K] }): T {
  const get = cliSettingSource(flags, patterns, env);
  try {
    return readAllSettings<T>(...(readers.map((read) => () => read(get)) as { [K in keyof T]: () => T[K] }));
  } catch (error) {
    if (error instanceof SettingsError) throw new UsageError(`invalid settings:\n${error.problems.map((problem) => `  ${problem}`).join('\n')}`);
    throw error;
  }
}

/**
 * Runs the part of a command that finds and reads the reports: no report matched, a pattern
 * out of bounds or an output path over an input is a UsageError (exit status 2), as a bad flag is.
 */
export async function reportUsageErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof NoReportsError || error instanceof PatternError || error instanceof OutputPathError) throw new UsageError(error.message);
    throw error;
  }
}

/**
 * Settings as the command line sees them: flags, except the API key, which is read from
 * OPENAI_API_KEY only so that it never appears in a shell history or a process list.
 */
function cliSettingSource(flags: CommandFlags, patterns: readonly string[], env: NodeJS.ProcessEnv): SettingSource {
  return (name) => {
    if (name === 'reports') return patterns.join('\n');
    if (name === 'openai-api-key') return env.OPENAI_API_KEY;
    const value = flags[name];
    return typeof value === 'string' ? value : undefined;
  };
}
