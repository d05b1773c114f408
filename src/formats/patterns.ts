// The user's report patterns turned into the globs that are searched: the one place that does
// it, for discovery (and so the file finder) and for the output guard, which must refuse
// exactly what a later run would find. A folder named as a pattern means the reports in it; an
// excluded folder, everything in it; patterns that only exclude keep the format's defaults.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { escapePath, glob, isDynamicPattern } from 'tinyglobby';
import { checkPatternScope, PatternError, type PatternScope } from '../files/find-reports.js';
import { COSTORM_DUMP } from './costorm/index.js';
import type { FormatChoice } from './model.js';
import { STORM_SOURCES } from './storm/index.js';
import { VERDICT_FILE_IGNORE } from './verdict-file.js';
import { SNAPSHOT_FILE_IGNORE } from './snapshot/file.js';

/** What each format finds when `reports` is left at its default. */
export const DEFAULT_PATTERNS: Readonly<Record<FormatChoice, readonly string[]>> = {
  auto: ['**/*.report.json', `**/${STORM_SOURCES}`, `**/${COSTORM_DUMP}`],
  abundance: ['**/*.report.json'],
  storm: [`**/${STORM_SOURCES}`],
  costorm: [`**/${COSTORM_DUMP}`],
  alce: [],
  markdown: [],
  'provider-json': [],
};

/** What a chosen format reads inside a folder named as a pattern. */
const INSIDE_FOLDER: Readonly<Record<FormatChoice, readonly string[]>> = {
  ...DEFAULT_PATTERNS,
  alce: ['**/*.json'],
  markdown: ['**/*.md', '**/*.markdown'],
  'provider-json': ['**/*.json'],
};

/** The error for a format that has no default pattern: name the files, with an example. */
const NEEDS_PATTERN: Partial<Record<FormatChoice, string>> = {
  alce: 'format alce has no default pattern: name the ALCE result files, e.g. citegate check "result/*.json" --format alce',
  markdown:
    'format markdown has no default pattern (a repository has many Markdown files that are not reports): name the reports, e.g. citegate check "research/**/*.md" --format markdown',
  'provider-json':
    'format provider-json has no default pattern: name the saved answers, e.g. citegate check "answers/*.json" --format provider-json',
};

/** The `reports` input's default, as action.yml and --help show it. */
export const DEFAULT_REPORTS_SETTING = DEFAULT_PATTERNS.auto.join(', ');

function isDefault(patterns: readonly string[]): boolean {
  const defaults = DEFAULT_PATTERNS.auto;
  return (
    patterns.length === 0 ||
    (patterns.length === defaults.length && patterns.every((pattern, index) => pattern === defaults[index]))
  );
}

/**
 * What a pattern names literally: the file or folder at the path as written, or, when that is no
 * path, at the path with its glob escapes taken out ("What_is_RAG\\?"). STORM names a topic's
 * folder after the topic, so "What_is_RAG?" and "Retrieval_Augmented_Generation_(RAG)" are folder
 * names that read as globs, and a glob matches files only: named on the command line, such a folder
 * found nothing. `glob` is the escaped path, which tinyglobby matches literally.
 */
async function namedPath(pattern: string, cwd: string): Promise<{ glob: string; isFolder: boolean } | undefined> {
  const written = pattern.replace(/\/+$/, '');
  // On Windows a backslash separates folders; it escapes only where "/" does.
  const unescaped = path.sep === '/' ? written.replace(/\\(.)/g, '$1') : written;
  for (const candidate of unescaped === written ? [written] : [written, unescaped]) {
    const info = await stat(path.resolve(cwd, candidate)).catch(() => undefined);
    if (info !== undefined) return { glob: escapePath(candidate), isFolder: info.isDirectory() };
  }
  return undefined;
}

/**
 * Whether a pattern finds a file or folder: asked only of a pattern holding a comma, which may be
 * a list of several written the old way and must not quietly find nothing.
 */
async function findsAnything(pattern: string, cwd: string): Promise<boolean> {
  if ((await namedPath(pattern, cwd)) !== undefined) return true;
  if (!isDynamicPattern(pattern)) return false;
  return (
    (await glob([pattern], { cwd, onlyFiles: false, dot: false, ignore: ['**/node_modules/**', '**/.git/**'] }))
      .length > 0
  );
}

/**
 * The globs one pattern is searched as. A glob-free pattern that names a folder means the reports in
 * it; a pattern that reads as a glob is searched as one and, when it also names a file or folder
 * literally, as that too: read both ways, a name can only add reports, never hide the glob's.
 */
async function globsFor(pattern: string, cwd: string, inside: readonly string[]): Promise<string[]> {
  const named = await namedPath(pattern, cwd);
  if (named === undefined) return [pattern];
  const literal = named.isFolder ? inside.map((glob) => `${named.glob}/${glob}`) : [named.glob];
  if (!isDynamicPattern(pattern)) return named.isFolder ? literal : [pattern];
  return [...new Set([pattern, ...literal])];
}

/**
 * The globs to search for `patterns` (`!pattern` excludes) read as `format`: includes first,
 * then `!`-excludes, verdict files always excluded (they sit beside reports and are never
 * reports themselves). Throws PatternError for a pattern outside `scope`, and for a format with
 * no default pattern (`alce`, `markdown`, `provider-json`) without a pattern that names files.
 */
export async function reportGlobs(
  patterns: readonly string[],
  cwd: string,
  format: FormatChoice,
  scope: PatternScope = 'workspace',
): Promise<string[]> {
  checkPatternScope(patterns, scope);
  const given = isDefault(patterns) ? DEFAULT_PATTERNS[format] : patterns;
  const includes = given.filter((pattern) => !pattern.startsWith('!'));
  // Patterns that only exclude narrow the default search; they do not replace it.
  const searched = includes.length > 0 ? includes : DEFAULT_PATTERNS[format];
  if (searched.length === 0)
    throw new PatternError(NEEDS_PATTERN[format] ?? `format ${format} has no default pattern: name its files`);
  const inside = INSIDE_FOLDER[format];
  const globs: string[] = [];
  for (const pattern of searched) {
    if (pattern.includes(',') && !pattern.includes('{') && !(await findsAnything(pattern, cwd)))
      throw new PatternError(
        `pattern ${JSON.stringify(pattern)} finds no file. A pattern is a whole argument (in the action's reports input written on several lines, a whole line), commas included, so that a file named "Speed, Simple Tips.md" can be named; to give several patterns, give each its own argument or line`,
      );
    globs.push(...(await globsFor(pattern, cwd, inside)));
  }
  for (const pattern of given.filter((entry) => entry.startsWith('!'))) {
    const named = await namedPath(pattern.slice(1), cwd);
    const literal = named === undefined ? [] : named.isFolder ? [`!${named.glob}/**`] : [`!${named.glob}`];
    globs.push(...new Set([pattern, ...literal]));
  }
  return [...globs, `!${VERDICT_FILE_IGNORE}`, `!${SNAPSHOT_FILE_IGNORE}`];
}
