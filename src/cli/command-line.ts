// What check and verify share in reading their command line: strict flags, the report patterns
// (positionals, then every --reports), and the settings read from them.
import { parseArgs } from 'node:util';
import { NoReportsError } from '../check/run.js';
import { readAllSettings, SettingsError, type SettingSource } from '../config/settings.js';
import { PatternError } from '../files/find-reports.js';
import { OutputPathError } from '../files/output-guard.js';
import { UsageError } from './io.js';

export type CommandFlags = Record<string, string | string[] | boolean | undefined>;

/** Parses `args` against `options` (plus the repeatable --reports); a bad or repeated flag is a UsageError. */
export function parseCommandLine(args: string[], options: Record<string, { type: 'string' | 'boolean' }>): { flags: CommandFlags; patterns: string[] } {
  const { values, positionals } = parseStrictly(args, { ...options, reports: { type: 'string', multiple: true } });
  const flags = values as CommandFlags;
  return { flags, patterns: [...positionals, ...((flags.reports as string[] | undefined) ?? [])] };
}

type FlagOptions = Record<string, { type: 'string' | 'boolean'; multiple?: boolean }>;

/**
 * node:util's parseArgs, strict, with positionals; a bad flag is a UsageError, and so is a flag
 * given twice that is not `multiple`: parseArgs would keep the last value without a word, and
 * `--max-contradicted 0 … --max-contradicted none` would lift a limit the user meant to set.
 */
export function parseStrictly(args: string[], options: FlagOptions): { values: Record<string, unknown>; positionals: string[] } {
  let parsed;
  try {
    parsed = parseArgs({ args, options, allowPositionals: true, strict: true, tokens: true });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const given = new Map<string, { rawName: string; values: (string | undefined)[] }>();
  for (const token of parsed.tokens) {
    if (token.kind !== 'option' || options[token.name]?.multiple) continue;
    const entry = given.get(token.name) ?? { rawName: token.rawName, values: [] };
    entry.values.push(token.value);
    given.set(token.name, entry);
  }
  const repeated = [...given.values()].filter((entry) => entry.values.length > 1);
  if (repeated.length > 0) {
    throw new UsageError(
      repeated
        .map(({ rawName, values }) => {
          const shown = values.every((value) => value === undefined) ? '' : ` (${values.map((value) => JSON.stringify(value ?? '')).join(', ')})`;
          return `${rawName} is given ${values.length} times${shown}; give it once`;
        })
        .join('\n'),
    );
  }
  return { values: parsed.values, positionals: parsed.positionals };
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
