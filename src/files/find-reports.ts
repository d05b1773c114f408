import { lstat, realpath } from 'node:fs/promises';
import path from 'node:path';
import { escapePath, glob, isDynamicPattern } from 'tinyglobby';
import { linkView, within } from './link-view.js';

/**
 * Splits the action's `reports` input, blanks dropped: a value of several lines is one pattern
 * per line, commas and all (a file named "Speed, Simple Tips.md"); a value of one line is
 * patterns separated by commas ("**\/*.report.json, **\/url_to_info.json"). A list (the command
 * line's arguments) is taken as it is: each entry one pattern.
 */
export function splitPatterns(raw: string | readonly string[]): string[] {
  const parts = typeof raw !== 'string' ? raw : /[\r\n]/.test(raw) ? raw.split(/\r\n?|\n/) : raw.split(',');
  return parts.map((part) => part.trim()).filter((part) => part !== '');
}

export class PatternError extends Error {}

/**
 * Where patterns may point. `workspace` (the action's `reports` input): inside the working
 * directory, and so must every file they reach. `anywhere` (the command line): a path or pattern
 * the user types may name any file or folder, as with any linter; symbolic links met while
 * searching a folder still must stay inside it.
 */
export type PatternScope = 'workspace' | 'anywhere';

export interface FoundReport {
  /**
   * How results name the file: relative to the working directory with `/`, or absolute when it
   * lies outside. A symbolic link is checked as the file it leads to, under that file's name.
   */
  file: string;
  /** Why this match is not read as a report (a symbolic link that leads outside or nowhere). */
  refusal?: string;
  /** Symbolic links that matched and lead to this file, named as `file` is. */
  links?: string[];
  /**
   * Only for a file outside the working directory (the command line): the real folder it was
   * found in, where the files its report reads besides it (an article, a verdict file) may
   * lead too: the folder a pattern names, or a named file's own folder.
   */
  within?: string;
}

export const LINK_OUTSIDE = 'symbolic link leads outside the working directory';
export const LINK_OUTSIDE_FOLDER = 'symbolic link leads outside the folder searched';

/**
 * A pattern's part before its first glob character: the folder it searches, or the file it
 * names, as a path (a glob character escaped to stand for itself, as only-changed names files,
 * is that character in the path).
 */
function staticPart(pattern: string): string {
  const segments = pattern.split('/');
  const end = segments.findIndex((segment) => isDynamicPattern(segment));
  const base = (end === -1 ? segments : segments.slice(0, end))
    .map((segment) => segment.replace(/\\(.)/g, '$1'))
    .join('/');
  return base === '' && pattern.startsWith('/') ? '/' : base;
}

async function realBase(pattern: string, cwd: string): Promise<string | undefined> {
  return realpath(path.resolve(cwd, staticPart(pattern))).catch(() => undefined);
}

/** When `file` is a symbolic link whose real path gave `error`: why it cannot be followed; else undefined. */
export async function brokenLink(file: string, error: NodeJS.ErrnoException): Promise<string | undefined> {
  const isLink = await lstat(file).then(
    (info) => info.isSymbolicLink(),
    () => false,
  );
  if (!isLink) return undefined;
  if (error.code === 'ENOENT') return 'symbolic link leads nowhere: its target does not exist';
  if (error.code === 'ELOOP') return 'symbolic link cannot be followed: it loops';
  return `symbolic link cannot be followed: ${error.message}`;
}

async function whyUnreadable(file: string, error: NodeJS.ErrnoException): Promise<string> {
  return (await brokenLink(file, error)) ?? `cannot read the file: ${error.message}`;
}

/** Throws PatternError for a pattern that reaches outside the working directory in the `workspace` scope. */
export function checkPatternScope(patterns: readonly string[], scope: PatternScope): void {
  if (scope !== 'workspace') return;
  for (const pattern of patterns) {
    const body = pattern.startsWith('!') ? pattern.slice(1) : pattern;
    if (path.isAbsolute(body) || body.split(/[\\/]/).includes('..')) {
      throw new PatternError(
        `pattern ${JSON.stringify(pattern)} reaches outside the working directory; use a path relative to it`,
      );
    }
  }
}

/** The files found so far, each real file once, and the matches refused, each link once. */
class FoundList {
  private readonly files = new Map<string, FoundReport>();
  /** The links that lead to each real file, sorted into its entry once, in list(). */
  private readonly links = new Map<string, Set<string>>();
  private readonly refused = new Map<string, FoundReport>();

  constructor(
    private readonly cwd: string,
    /** The working directory's real path. */
    readonly root: string,
  ) {}

  /** Relative to the working directory with `/` inside it, absolute outside it. */
  private name(absolute: string, base: string): string {
    const relative = path.relative(base, absolute);
    return relative === '' || relative.startsWith('..') || path.isAbsolute(relative)
      ? absolute
      : relative.split(path.sep).join('/');
  }

  /** A match (as walked) that leads to the real file `real`, inside `root`: named by the real file, the link remembered. */
  accept(walked: string, real: string, root: string): void {
    // A root that is the file itself was named by the user: the file's folder is where its report may read.
    const folder = root === real ? path.dirname(real) : root;
    const entry = this.files.get(real) ?? {
      file: this.name(real, this.root),
      ...(within(real, this.root) ? {} : { within: folder }),
    };
    const alias = this.name(walked, this.cwd);
    this.files.set(real, entry);
    if (alias === entry.file) return;
    const links = this.links.get(real) ?? new Set<string>();
    this.links.set(real, links.add(alias));
  }

  async refuse(walked: string, refusal: string): Promise<void> {
    // Through a linked folder one link can be reached by two paths: keyed by where it really is.
    const key = path.join(
      await realpath(path.dirname(walked)).catch(() => path.dirname(walked)),
      path.basename(walked),
    );
    const entry = { file: this.name(walked, this.cwd), refusal };
    const known = this.refused.get(key);
    if (!known || entry.file.length < known.file.length) this.refused.set(key, entry);
  }

  /** Why a link reached at `walked` may not be followed. */
  outside(walked: string): string {
    return within(walked, path.resolve(this.cwd)) ? LINK_OUTSIDE : LINK_OUTSIDE_FOLDER;
  }

  list(): FoundReport[] {
    for (const [real, links] of this.links) (this.files.get(real) as FoundReport).links = [...links].sort();
    return [...this.files.values(), ...this.refused.values()].sort((a, b) =>
      a.file < b.file ? -1 : a.file > b.file ? 1 : 0,
    );
  }
}

/**
 * Files matching the globs (`!glob` excludes; src/formats/patterns.ts makes them from the
 * user's patterns), sorted by name, each real file once. Matches that cannot be read as reports
 * (links leading outside, or nowhere) are listed with a `refusal`, never dropped.
 */
export async function findReportFiles(
  globs: readonly string[],
  cwd: string,
  scope: PatternScope = 'workspace',
): Promise<FoundReport[]> {
  checkPatternScope(globs, scope);
  const include = globs.filter((pattern) => !pattern.startsWith('!'));
  const exclude = globs.filter((pattern) => pattern.startsWith('!')).map((pattern) => pattern.slice(1));
  const found = new FoundList(cwd, await realpath(cwd));

  // Where a symbolic link may lead: the working directory, and on the command line whatever
  // each pattern itself names (a typed file may be a link to anywhere). In the workspace, a
  // pattern whose fixed part is a link leading out is listed, and not searched.
  const roots = [found.root];
  const searched: string[] = [];
  for (const pattern of include) {
    const base = await realBase(pattern, cwd);
    if (scope === 'anywhere' && base !== undefined) roots.push(base);
    if (scope === 'workspace' && base !== undefined && !within(base, found.root))
      await found.refuse(path.resolve(cwd, staticPart(pattern)), LINK_OUTSIDE);
    else searched.push(pattern);
  }

  const view = linkView(roots);
  const walkedFiles: string[] = [];
  for (const search of searches(searched, exclude, cwd)) {
    const matches = await glob(search.patterns, {
      cwd: search.cwd,
      ignore: ['**/node_modules/**', '**/.git/**', ...search.exclude],
      onlyFiles: true,
      dot: false,
      followSymbolicLinks: true,
      expandDirectories: false,
      fs: view.fs,
    });
    for (const match of matches) walkedFiles.push(path.resolve(search.cwd, match));
  }
  for (const walked of walkedFiles) {
    const real = await realpath(walked).catch(async (error: NodeJS.ErrnoException) => {
      await found.refuse(walked, await whyUnreadable(walked, error));
      return undefined;
    });
    if (real === undefined) continue;
    const root = roots.find((allowed) => within(real, allowed));
    if (root !== undefined) found.accept(walked, real, root);
    else await found.refuse(walked, found.outside(walked));
  }
  for (const folder of view.outsideFolders) await found.refuse(folder, found.outside(folder));
  return found.list();
}

export interface Search {
  cwd: string;
  patterns: string[];
  exclude: string[];
}

/**
 * The globs searched together, and where from. Patterns inside the working directory are searched
 * in one walk from it, as they always were. A pattern whose fixed part lies outside it (the
 * command line's `citegate check /tmp/run`) is searched from that folder, on its own: given to
 * the one walk, tinyglobby would start it at the common ancestor (`/`), list every folder on the
 * way down and test each entry there (17,000 in a busy /tmp: 0.2 s of CPU before any report).
 */
export function searches(include: readonly string[], exclude: readonly string[], cwd: string): Search[] {
  const inside: string[] = [];
  const outside: Search[] = [];
  const home = path.resolve(cwd);
  for (const pattern of include) {
    const segments = pattern.split('/');
    const dynamic = segments.findIndex((segment) => isDynamicPattern(segment));
    // The folder the pattern starts from: before its first glob, or the named file's own folder.
    const fixed = dynamic === -1 ? segments.length - 1 : dynamic;
    const folder = path.resolve(cwd, segments.slice(0, fixed).map(unescapeSegment).join('/') || '.');
    if (within(folder, home)) {
      inside.push(pattern);
      continue;
    }
    outside.push({
      cwd: folder,
      patterns: [segments.slice(fixed).join('/')],
      exclude: exclude.flatMap((glob) => rebasedExclude(glob, cwd, folder)),
    });
  }
  return [...(inside.length > 0 ? [{ cwd, patterns: inside, exclude: [...exclude] }] : []), ...outside];
}

function unescapeSegment(segment: string): string {
  return segment.replace(/\\(.)/g, '$1');
}

/**
 * An exclusion written for the working directory, for a search from `folder`: one that applies
 * at any depth (`**\/…`) as it is, one that can reach into or over `folder` as an absolute
 * pattern, and none that lies elsewhere (it excludes nothing there, and would widen the walk).
 */
function rebasedExclude(glob: string, cwd: string, folder: string): string[] {
  if (glob.startsWith('**/')) return [glob];
  const segments = glob.split('/');
  const dynamic = segments.findIndex((segment) => isDynamicPattern(segment));
  const fixed = dynamic === -1 ? segments.length : dynamic;
  const base = path.resolve(cwd, segments.slice(0, fixed).map(unescapeSegment).join('/') || '.');
  if (!within(base, folder) && !within(folder, base)) return [];
  const rest = segments.slice(fixed).join('/');
  const absolute = escapePath(base.split(path.sep).join('/'));
  return [rest === '' ? absolute : `${absolute.replace(/\/$/, '')}/${rest}`];
}
