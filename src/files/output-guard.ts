// No output file may land on an input: a results file or a cache written over a report
// destroys it, and one that the report patterns match is checked as a report by the next run.
// Nor is any written through a symbolic link (a pull request can commit one), nor, in the
// action, outside the workspace and the runner's temporary folder. The shells call
// guardOutputs once the report files are found and before any is read; writeFileAtomic checks
// the links again when it writes (writeOptions gives it the same rule).
import { lstat, readlink, realpath } from 'node:fs/promises';
import path from 'node:path';
import picomatch from 'picomatch';
import { isStandardStream, type WriteOptions } from './atomic-write.js';
import { within } from './link-view.js';

/** One output file of a run, under the name the user gave it by: `--json`, `results-path`, `cache-path`… */
export interface OutputPath {
  name: string;
  /** As the user wrote it; empty, null or undefined when this run writes no such file. */
  path: string | null | undefined;
  /**
   * Refuse the path when it is a symbolic link, even where the policy follows links. For files
   * named after a report (verdict files), which the user never chose: a link there, committed
   * by anyone, would make citegate write wherever it leads.
   */
  refuseLink?: boolean;
}

/** Where a shell's outputs may go: one rule for all of them, given to the guard and to every write. */
export interface OutputPolicy {
  /**
   * The only folders an output may be written in (the action: the workspace and RUNNER_TEMP),
   * each with the words a message names it by (its path included). Absent: anywhere (the command line), and no part of
   * the path below the working directory may be a symbolic link.
   */
  within?: readonly { name: string; folder: string }[];
  /** Write through symbolic links (the command line's --write-through-links). */
  followLinks?: boolean;
  /** Added to the message refusing a link: how to write through it anyway. */
  linkAdvice?: string;
}

/** What writeFileAtomic needs of the policy, for the outputs of a run in `cwd`. */
export function writeOptions(policy: OutputPolicy, cwd: string): WriteOptions {
  return {
    roots: policy.within ? policy.within.map((root) => path.resolve(cwd, root.folder)) : [path.resolve(cwd)],
    ...(policy.followLinks ? { followLinks: true } : {}),
  };
}

/** The first symbolic link along an output's path: the file itself, or a folder of it below its root. */
export interface LinkAlong {
  /** The link, as a message shows it (relative to the working directory when inside it). */
  at: string;
  /** What the link says. */
  target: string;
  /** The link is a folder of the path. */
  folder: boolean;
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
  /** `link`: the first symbolic link along the path; `outside`: not in any folder of `policy.within`. */
  outputs: readonly (OutputPath & { path: string } & ResolvedPath & { link?: LinkAlong; outside?: true })[];
  policy?: OutputPolicy;
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
    super(
      problems.length === 1
        ? (problems[0] as string)
        : `the output paths are refused:\n${problems.map((problem) => `  ${problem}`).join('\n')}`,
    );
  }
}

/** Every way an output collides with a report or with another output; [] when none does. Pure. */
export function outputConflicts(input: GuardInput): string[] {
  const problems: string[] = [];
  const matchers = patternMatchers(input.patterns, input.cwd);
  input.outputs.forEach((output, at) => {
    const label = `${output.name} ${output.path}`;
    // A file named after a report (a verdict file) never goes through a link, whatever else is wrong.
    if (output.refuseLink && output.link !== undefined) {
      problems.push(linkProblem(label, output, input.policy) as string);
      return;
    }
    if (output.outside && input.policy?.within) {
      const names = input.policy.within.map((root) => root.name).join(' and ');
      problems.push(
        `${label} is outside ${names}, and citegate writes nowhere else here; use a path relative to the workspace`,
      );
      return;
    }
    const same = (candidate: ResolvedPath) => candidate.real === output.real || candidate.absolute === output.absolute;
    const report = input.reports.find((candidate) => !candidate.found && same(candidate));
    if (report) {
      const what =
        input.inputs === 'inputs'
          ? `the input file ${report.file} that this run reads`
          : `the report file ${report.file} that this run checks`;
      problems.push(`${label} is ${what}; choose another path`);
      return;
    }
    const relative = [path.relative(input.cwd, output.absolute), path.relative(input.realCwd, output.real)].map(
      toPosix,
    );
    const pattern = matchers.find((matcher) => relative.some((candidate) => matcher.matches(candidate)));
    if (pattern) {
      problems.push(
        `${label} matches the report pattern ${JSON.stringify(pattern.pattern)}, so a later run would check it as a report; choose another path`,
      );
      return;
    }
    // A report's other files (an article, a verdict file), which no pattern names.
    const found = input.reports.find((candidate) => candidate.found && same(candidate));
    if (found) {
      problems.push(`${label} is the file ${found.file} of a report that citegate check reads; choose another path`);
      return;
    }
    // After the collisions: an output on a report says that first, linked or not.
    const linked = linkProblem(label, output, input.policy);
    if (linked !== null) {
      problems.push(linked);
      return;
    }
    const twin = input.outputs.slice(0, at).find((other) => other.real === output.real);
    if (twin) problems.push(`${label} is the same file as ${twin.name} ${twin.path}; choose two different paths`);
  });
  return problems;
}

function linkProblem(
  label: string,
  output: OutputPath & { link?: LinkAlong },
  policy: OutputPolicy | undefined,
): string | null {
  const { link } = output;
  if (link === undefined || (policy?.followLinks && !output.refuseLink)) return null;
  const advice = output.refuseLink ? '' : (policy?.linkAdvice ?? '');
  return link.folder
    ? `${label} goes through the symbolic link ${link.at} (to ${link.target}); citegate never writes through one: remove it, or choose another path${advice}`
    : `${label} is a symbolic link (to ${link.target}); citegate never writes through one: remove it, or replace it with the file itself${advice}`;
}

/** Resolves the outputs and the reports, then refuses every collision and every link at once (OutputPathError). */
export async function guardOutputs(options: {
  cwd: string;
  outputs: readonly OutputPath[];
  reportFiles: readonly string[];
  patterns: readonly string[];
  inputs?: GuardInput['inputs'];
  /** Every file of the reports the patterns find, for a run that reads none of them (eval): never written either. */
  foundReportFiles?: readonly string[];
  /** Default: anywhere, never through a symbolic link below the working directory nor at the file itself. */
  policy?: OutputPolicy;
}): Promise<void> {
  const given = options.outputs.filter(
    (output): output is OutputPath & { path: string } => typeof output.path === 'string' && output.path.trim() !== '',
  );
  const cwd = path.resolve(options.cwd);
  const policy = options.policy ?? {};
  const { roots = [] } = writeOptions(policy, cwd);
  const problems = outputConflicts({
    cwd,
    realCwd: await realPath(cwd),
    outputs: await Promise.all(
      given.map(async (output) => {
        const resolved = await resolvePath(options.cwd, output.path);
        const root = roots.find((candidate) => resolved.absolute !== candidate && within(resolved.absolute, candidate));
        const link = await linkAlong(resolved.absolute, root, cwd);
        return {
          ...output,
          ...resolved,
          ...(link === null ? {} : { link }),
          ...(policy.within && root === undefined ? { outside: true as const } : {}),
        };
      }),
    ),
    policy,
    reports: [
      ...(await Promise.all(
        options.reportFiles.map(async (file) => ({ file, ...(await resolvePath(options.cwd, file)) })),
      )),
      ...(await Promise.all(
        (options.foundReportFiles ?? []).map(async (file) => ({
          file,
          found: true as const,
          ...(await resolvePath(options.cwd, file)),
        })),
      )),
    ],
    patterns: options.patterns,
    ...(options.inputs ? { inputs: options.inputs } : {}),
  });
  if (problems.length > 0) throw new OutputPathError(problems);
}

/**
 * The first symbolic link along `absolute`: each folder below `root` (the working directory,
 * or a folder of the action's), then the file itself; null when there is none.
 */
export async function linkAlong(absolute: string, root: string | undefined, cwd: string): Promise<LinkAlong | null> {
  if (isStandardStream(absolute)) return null;
  const parts =
    root === undefined
      ? []
      : path
          .relative(root, path.dirname(absolute))
          .split(path.sep)
          .filter((part) => part !== '');
  const candidates = parts.map((_, at) => path.join(root as string, ...parts.slice(0, at + 1)));
  for (const candidate of [...candidates, absolute]) {
    const info = await lstat(candidate).catch(() => undefined);
    if (info === undefined) return null;
    if (info.isSymbolicLink()) {
      const shown = within(candidate, cwd) ? path.relative(cwd, candidate).split(path.sep).join('/') : candidate;
      return { at: shown, target: await readlink(candidate).catch(() => '?'), folder: candidate !== absolute };
    }
  }
  return null;
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
  const excluded = picomatch(
    [
      '**/node_modules/**',
      '**/.git/**',
      ...patterns.filter((pattern) => pattern.startsWith('!')).map((pattern) => normalise(pattern.slice(1))),
    ],
    options,
  );
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
