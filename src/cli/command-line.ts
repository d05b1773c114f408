// What check and verify share in reading their command line: strict flags, the report patterns
// (positionals, then every --reports), and the settings read from them.
import { NoReportsError } from '../check/run.js';
import { readAllSettings, SettingsError, type SettingSource } from '../config/settings.js';
import { PatternError } from '../files/find-reports.js';
import { OutputPathError } from '../files/output-guard.js';
import { INPUTS } from '../config/inputs.js';
import { nearestFlags } from './did-you-mean.js';
import { UsageError } from './io.js';

export type CommandFlags = Record<string, string | string[] | boolean | undefined>;

export type FlagOptions = Record<string, { type: 'string' | 'boolean'; multiple?: boolean }>;

/** A command line as read: the flags, the report patterns, and every problem found in it (not yet thrown). */
export interface CommandLine {
  command: string;
  flags: CommandFlags;
  patterns: string[];
  problems: string[];
}

/** Parses `args` against `options` (plus the repeatable --reports); every problem is kept for readCliSettings to list. */
export function parseCommandLine(command: string, args: string[], options: FlagOptions): CommandLine {
  const { values, positionals, problems } = readFlags(command, args, {
    ...options,
    reports: { type: 'string', multiple: true },
  });
  const flags = values as CommandFlags;
  return { command, flags, patterns: [...positionals, ...((flags.reports as string[] | undefined) ?? [])], problems };
}

/** readFlags, throwing one UsageError that lists every problem (for commands that take no settings). */
export function parseStrictly(
  command: string,
  args: string[],
  options: FlagOptions,
): { values: Record<string, unknown>; positionals: string[] } {
  const { values, positionals, problems } = readFlags(command, args, options);
  if (problems.length > 0 && values.help !== true) throw usageProblems(command, problems);
  return { values, positionals };
}

/**
 * Reads a command line the way citegate documents it, and finds every problem in one pass:
 * an unknown flag (with the nearest flags of this command), a flag without its value, a value
 * given to a switch, and a flag given twice that is not `multiple` (taking the last value
 * without a word would let `--max-contradicted 0 … --max-contradicted none` lift a limit).
 * A value may start with a dash (`--max-contradicted -1` is a bad number, not a missing value),
 * unless it is one of the command's own flags. `--` ends the flags; `-h` is `--help`.
 */
export function readFlags(
  command: string,
  args: string[],
  options: FlagOptions,
): { values: Record<string, unknown>; positionals: string[]; problems: string[] } {
  const values: Record<string, unknown> = {};
  const positionals: string[] = [];
  const problems: string[] = [];
  const given = new Map<string, (string | undefined)[]>();
  const spec = (name: string) => (Object.hasOwn(options, name) ? options[name] : undefined);
  const isOwnFlag = (arg: string) =>
    arg === '-h' || (arg.startsWith('--') && spec(arg.slice(2).split('=')[0] ?? '') !== undefined);
  for (let index = 0; index < args.length; index++) {
    const arg = args[index] ?? '';
    if (arg === '--') {
      positionals.push(...args.slice(index + 1));
      break;
    }
    if (arg === '-h') {
      values.help = true;
      continue;
    }
    if (!arg.startsWith('-') || arg === '-') {
      positionals.push(arg);
      continue;
    }
    const equals = arg.indexOf('=');
    const name = arg.startsWith('--') ? arg.slice(2, equals < 0 ? undefined : equals) : arg.slice(1);
    const inline = equals < 0 ? undefined : arg.slice(equals + 1);
    const option = arg.startsWith('--') ? spec(name) : undefined;
    if (option === undefined) {
      const { message, takesValue } = unknownFlag(command, arg.startsWith('--') ? `--${name}` : arg, options);
      problems.push(message);
      // The value meant for the mistyped flag is not a report pattern.
      if (takesValue && inline === undefined && index + 1 < args.length && !(args[index + 1] ?? '').startsWith('-'))
        index++;
      continue;
    }
    let value: string | undefined;
    if (option.type === 'boolean') {
      if (inline !== undefined) problems.push(`--${name} takes no value, not ${JSON.stringify(inline)}`);
    } else if (inline !== undefined) value = inline;
    else if (index + 1 < args.length && !isOwnFlag(args[index + 1] ?? '')) value = args[++index];
    else {
      problems.push(
        `--${name} needs a value${index + 1 < args.length ? `, before ${args[index + 1]}` : ''}: --${name} ${placeholderOf(name)}`,
      );
      continue;
    }
    given.set(name, [...(given.get(name) ?? []), value]);
    if (option.type === 'boolean') values[name] = true;
    else if (option.multiple) values[name] = [...((values[name] as string[] | undefined) ?? []), value ?? ''];
    else values[name] = value;
  }
  for (const [name, seen] of given) {
    if (seen.length < 2 || spec(name)?.multiple) continue;
    const shown = seen.every((value) => value === undefined)
      ? ''
      : ` (${seen.map((value) => JSON.stringify(value ?? '')).join(', ')})`;
    problems.push(`--${name} is given ${seen.length} times${shown}; give it once`);
  }
  return { values, positionals, problems };
}

/** One UsageError for every problem of a command line: one line for one, a list for several, and where to look. */
export function usageProblems(
  command: string,
  problems: readonly string[],
  heading = 'the command line has',
): UsageError {
  const lost = problems.some((problem) => / is not a flag of citegate \S*$/.test(problem));
  const hint = lost ? `\n${command === '' ? 'citegate --help' : `citegate ${command} --help`} lists every flag.` : '';
  if (problems.length === 1) return new UsageError(`${problems[0]}${hint}`);
  return new UsageError(
    `${heading} ${problems.length} problems:\n${problems.map((problem) => `  ${problem}`).join('\n')}${hint}`,
  );
}

/** What a flag's value is called in help: the input's placeholder, else VALUE. */
function placeholderOf(name: string): string {
  return (
    INPUTS.find((input) => input.name === name)?.placeholder ??
    (/path|cache|json|html|sarif|md$/.test(name) ? 'PATH' : 'VALUE')
  );
}

/**
 * Why a flag is unknown, in words that help: a setting only the action has, a flag of another
 * command, or the nearest flags of this one ("did you mean --max-binding-errors?").
 */
function unknownFlag(command: string, typed: string, options: FlagOptions): { message: string; takesValue: boolean } {
  const name = typed.replace(/^-+/, '');
  const here = `${typed} is not a flag of citegate ${command}`;
  if (name === 'openai-api-key' || name === 'api-key' || name === 'key')
    return { message: `${here}: the API key is read from OPENAI_API_KEY, never from a flag`, takesValue: true };
  const input = INPUTS.find((entry) => entry.name === name);
  const renamed: Record<string, string> = { 'results-path': 'json', 'sarif-path': 'sarif' };
  const renamedTo = renamed[name];
  if (renamedTo !== undefined && Object.hasOwn(options, renamedTo))
    return {
      message: `${here}; did you mean --${renamedTo}? (the action's ${name} is --${renamedTo} here)`,
      takesValue: true,
    };
  if (input?.scope === 'action')
    return { message: `${here}: ${name} is an input of the GitHub Action only`, takesValue: true };
  if (input !== undefined)
    return {
      message: `${here}: it is a flag of citegate ${input.scope === 'snapshot' ? 'snapshot' : 'check'}`,
      takesValue: true,
    };
  const near = nearestFlags(typed.startsWith('--') ? name : name.replace(/^-*/, ''), Object.keys(options));
  if (near.length === 0) return { message: here, takesValue: false };
  const takesValue = near.some((flag) => options[flag]?.type === 'string');
  return { message: `${here}; did you mean ${near.map((flag) => `--${flag}`).join(' or ')}?`, takesValue };
}

/**
 * Every reader's settings from the command line (readAllSettings). The command line's own
 * problems and every invalid setting are one UsageError listing them all; settings problems
 * alone keep their heading, "invalid settings:".
 */
export function readCliSettings<T extends readonly unknown[]>(
  line: CommandLine,
  env: NodeJS.ProcessEnv,
  ...readers: { [K in keyof T]: (get: SettingSource) => T[K] }
): T {
  const get = cliSettingSource(line.flags, line.patterns, env);
  let settings: T | undefined;
  let invalid: string[] = [];
  try {
    settings = readAllSettings<T>(...(readers.map((read) => () => read(get)) as { [K in keyof T]: () => T[K] }));
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    invalid = error.problems;
  }
  if (line.problems.length === 0 && invalid.length > 0)
    throw new UsageError(`invalid settings:\n${invalid.map((problem) => `  ${problem}`).join('\n')}`);
  if (line.problems.length > 0 || settings === undefined)
    throw usageProblems(line.command, [...line.problems, ...invalid]);
  return settings;
}

/**
 * Runs the part of a command that finds and reads the reports: no report matched, a pattern
 * out of bounds or an output path over an input is a UsageError (exit status 2), as a bad flag is.
 */
export async function reportUsageErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof NoReportsError || error instanceof PatternError || error instanceof OutputPathError)
      throw new UsageError(error.message);
    throw error;
  }
}

/**
 * Settings as the command line sees them: flags, except the API key, which is read from
 * OPENAI_API_KEY only so that it never appears in a shell history or a process list.
 */
function cliSettingSource(flags: CommandFlags, patterns: readonly string[], env: NodeJS.ProcessEnv): SettingSource {
  const get = (name: string): string | undefined => {
    if (name === 'reports') return patterns.join('\n');
    if (name === 'openai-api-key') return env.OPENAI_API_KEY;
    const value = flags[name];
    return typeof value === 'string' ? value : undefined;
  };
  // Each argument (and each --reports) is one pattern, commas and all: a shell already split them.
  return Object.assign(get, { list: (name: string) => (name === 'reports' ? patterns : undefined) });
}
