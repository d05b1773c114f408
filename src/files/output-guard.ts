// No output file may land on an input: a results file or a cache written over a report
// destroys it, and one that the report patterns match is checked as a report by the next run.
// The shells call guardOutputs once the report files are found and before any is read.
import { readlink, realpath } from 'node:fs/promises';
import path from 'node:path';
import picomatch from 'picomatch';

/** One output file of a run, under the name the user gave it by: `--json`, `results-path`, `cache-path`… */
export interface OutputPath {
  name: string;
  /** As the user wrote it; empty, null or undefined when this run writes no such file. */
  path: string | null | undefined;
  /**
   * Refuse the path when it is a symbolic link. For files named after a report (verdict files),
   * which the user never chose: a link there, committed by anyone, would make citegate write
   * wherever it leads.
   */
  refuseLink?: boolean;
}

/** A path made absolute, and made real through every symbolic link that exists along it. */
export interface ResolvedPath {
  absolute: string;
  real: string;
}

export interface GuardInput {
  cwd: string;
  /** `cwd` through its symbolic links. */
  realCwd: string;
  /** `link`: what the path says when it is a symbolic link itself (asked only with refuseLink). */
  outputs: readonly (OutputPath & { path: string } & ResolvedPath & { link?: string })[];
  /**
   * The report files this run checks, as found (relative to `cwd`, or absolute); `found`: a
   * file of a report that this run does not read, but a check would (eval).
   */
  reports: readonly ({ file: string; found?: true } & ResolvedPath)[];
  /** How messages call those files: a report file this run checks (the default), or an input file it reads (eval). */
  inputs?: 'reports' | 'inputs';
  /** The globs the reports are searched with (src/formats/patterns.ts makes them; `!glob` excludes). */
  patterns: readonly string[];
}

export class OutputPathError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(problems.length === 1 ? (problems[0] as string) : `the output paths collide with the reports:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
  }
}

/** Every way an output collides with a report or with another output; [] when none does. Pure. */
export function outputConflicts(input: GuardInput): string[] {
  const problems: string[] = [];
  const matchers = patternMatchers(input.patterns, input.cwd);
  input.outputs.forEach((output, at) => {
    const label = `${output.name} ${output.path}`;
    if (output.refuseLink && output.link !== undefined) {
      problems.push(`${label} is a symbolic link (to ${output.link}); citegate never writes through one: remove it, or replace it with the file itself`);
      return;
    }
    const same = (candidate: ResolvedPath) => candidate.real === output.real || candidate.absolute === output.absolute;
    const report = input.reports.find((candidate) => !candidate.found && same(candidate));
    if (report) {
      const what = input.inputs === 'inputs' ? `the input file ${report.file} that this run reads` : `the report file ${report.file} that this run checks`;
      problems.push(`${label} is ${what}; choose another path`);
      return;
    }
    const relative = [path.relative(input.cwd, output.absolute), path.relative(input.realCwd, output.real)].map(toPosix);
    const pattern = matchers.find((matcher) => relative.some((candidate) => matcher.matches(candidate)));
    if (pattern) {
      problems.push(`${label} matches the report pattern ${JSON.stringify(pattern.pattern)}, so a later run would check it as a report; choose another path`);
      return;
    }
    // A report's other files (an article, a verdict file), which no pattern names.
    const found = input.reports.find((candidate) => candidate.found && same(candidate));
    if (found) {
      problems.push(`${label} is the file ${found.file} of a report that citegate check reads; choose another path`);
      return;
    }
    const twin = input.outputs.slice(0, at).find((other) => other.real === output.real);
    if (twin) problems.push(`${label} is the same file as ${twin.name} ${twin.path}; choose two different paths`);
  });
  return problems;
}

/** Resolves the outputs and the reports, then refuses every collision at once (OutputPathError). */
export async function guardOutputs(options: {
  cwd: string;
  outputs: readonly OutputPath[];
  reportFiles: readonly string[];
  patterns: readonly string[];
  inputs?: GuardInput['inputs'];
  /** Every file of the reports the patterns find, for a run that reads none of them (eval): never written either. */
  foundReportFiles?: readonly string[];
}): Promise<void> {
  const given = options.outputs.filter((output): output is OutputPath & { path: string } => typeof output.path === 'string' && output.path.trim() !== '');
  const problems = outputConflicts({
    cwd: path.resolve(options.cwd),
    realCwd: await realPath(path.resolve(options.cwd)),
    outputs: await Promise.all(
      given.map(async (output) => {
        const resolved = await resolvePath(options.cwd, output.path);
        const link = output.refuseLink ? await readlink(resolved.absolute).catch(() => undefined) : undefined;
        return { ...output, ...resolved, ...(link === undefined ? {} : { link }) };
      }),
    ),
    reports: [
      ...(await Promise.all(options.reportFiles.map(async (file) => ({ file, ...(await resolvePath(options.cwd, file)) })))),
      ...(await Promise.all((options.foundReportFiles ?? []).map(async (file) => ({ file, found: true as const, ...(await resolvePath(options.cwd, file)) })))),
    ],
    patterns: options.patterns,
    ...(options.inputs ? { inputs: options.inputs } : {}),
  });
  if (problems.length > 0) throw new OutputPathError(problems);
}

/** `./a/../x.json` and `linked-folder/x.json` resolve to the file they would write. */
export async function resolvePath(cwd: string, given: string): Promise<ResolvedPath> {
  const absolute = path.resolve(cwd, given);
  return { absolute, real: await realPath(absolute) };
}

/** The real path of the deepest part that exists, with the rest appended as written. */
async function realPath(absolute: string): Promise<string> {
  const rest: string[] = [];
  let current = absolute;
  for (;;) {
    try {
      return path.join(await realpath(current), ...rest);
    } catch {
      const parent = path.dirname(current);
      if (parent === current) return absolute;
      rest.unshift(path.basename(current));
      current = parent;
    }
  }
}

interface PatternMatcher {
  pattern: string;
  matches: (relativePath: string) => boolean;
}

/**
 * The globs as src/files/find-reports.ts applies them through tinyglobby: normalised paths,
 * dot files skipped, node_modules and .git ignored, `!glob` excluding.
 */
export function patternMatchers(patterns: readonly string[], cwd: string): PatternMatcher[] {
  const options = { dot: false, posix: true };
  const normalise = (pattern: string) => {
    const trimmed = pattern.replace(/\/+$/, '');
    return path.isAbsolute(trimmed) ? toPosix(path.relative(cwd, trimmed)) : path.posix.normalize(trimmed);
  };
  const excluded = picomatch(['**/node_modules/**', '**/.git/**', ...patterns.filter((pattern) => pattern.startsWith('!')).map((pattern) => normalise(pattern.slice(1)))], options);
  return patterns
    .filter((pattern) => !pattern.startsWith('!'))
    .map((pattern) => {
      const included = picomatch(normalise(pattern), options);
      return { pattern, matches: (relativePath) => included(relativePath) && !excluded(relativePath) };
    });
}

function toPosix(relativePath: string): string {
  return relativePath.split(path.sep).join('/');
}
