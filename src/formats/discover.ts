// Which reports the patterns name, and in which format. A pipeline report is a file; a STORM or
// Co-STORM report is a folder, found through the file that marks it (url_to_info.json,
// instance_dump.json); an ALCE result file has no telling name and is found only when named.
import { escapePath } from 'tinyglobby';
import { findReportFiles, type FoundReport, type PatternScope } from '../files/find-reports.js';
import { COSTORM_DUMP, COSTORM_REPORT } from './costorm/index.js';
import type { FormatChoice, FormatName } from './model.js';
import { reportGlobs } from './patterns.js';
import { STORM_ARTICLES, STORM_SOURCES } from './storm/index.js';
import { joinPath } from './read.js';
import { FOLDER_VERDICT_FILE, verdictFilePath } from './verdict-file.js';
import { FOLDER_SNAPSHOT_FILE, snapshotFilePath } from './snapshot/file.js';

/** One report to read: a file, or a topic folder. */
export interface ReportInput {
  path: string;
  isFolder: boolean;
  /** null: `auto` decides from the file's content (a JSON file not named *.report.json). */
  format: FormatName | null;
  /** Why the match is not read (a symbolic link that leads outside or nowhere): an invalid report. */
  refusal?: string;
  /** Symbolic links that matched and lead to this report's file. */
  links?: readonly string[];
  /** A pattern that finds this report again and nothing else (only-changed checks just these). */
  pattern: string;
  /** Outside the working directory only: the real folder the files this report reads must lie in (see FoundReport). */
  within?: string;
  /** A STORM folder matched through an article file named on its own: the article to read (its file name). */
  article?: string;
  /** A Co-STORM folder found through its report.md: that file, read as a Markdown report if the folder has no instance_dump.json. */
  markdownFile?: string;
}

export async function discoverReports(
  patterns: readonly string[],
  cwd: string,
  format: FormatChoice,
  scope: PatternScope = 'workspace',
): Promise<ReportInput[]> {
  const found = await findReportFiles(await reportGlobs(patterns, cwd, format, scope), cwd, scope);
  return classify(found, format);
}

/** Every file a check of this report may read: what no output may ever land on. */
export function inputFiles(input: ReportInput): string[] {
  if (input.refusal !== undefined) return [];
  if (!input.isFolder)
    return [
      input.path,
      verdictFilePath({ file: input.path, isFolder: false }),
      snapshotFilePath({ file: input.path, isFolder: false }),
    ];
  const names = input.format === 'costorm' ? [COSTORM_REPORT, COSTORM_DUMP] : [STORM_SOURCES, ...STORM_ARTICLES];
  const markdown =
    input.markdownFile === undefined ? [] : [verdictFilePath({ file: input.markdownFile, isFolder: false })];
  return [
    ...[...names, FOLDER_VERDICT_FILE, FOLDER_SNAPSHOT_FILE].map((name) => joinPath(input.path, name)),
    ...markdown,
  ];
}

/** The snapshot file of a report (what `citegate snapshot` writes); none for a refused match. */
export function snapshotFileOf(input: ReportInput): string[] {
  return input.refusal === undefined ? [snapshotFilePath({ file: input.path, isFolder: input.isFolder })] : [];
}

/** The verdict file of a report (what `citegate verify` writes); none for a refused match. */
export function verdictFileOf(input: ReportInput): string[] {
  return input.refusal === undefined ? [verdictFilePath({ file: input.path, isFolder: input.isFolder })] : [];
}

/** Matched files to reports: a marker file stands for its folder; a refused match stays a file, listed as invalid. */
export function classify(found: readonly FoundReport[], format: FormatChoice): ReportInput[] {
  const inputs = new Map<string, ReportInput>();
  const add = (input: ReportInput) => {
    const key = `${input.isFolder ? 'd' : 'f'}:${input.format}:${input.path}:${input.article ?? ''}`;
    const earlier = inputs.get(key);
    // Several marker files of one folder, or links to them: one report, with every link kept.
    const links = [...(earlier?.links ?? []), ...(input.links ?? [])];
    inputs.set(key, { ...input, ...(links.length > 0 ? { links } : {}), pattern: earlier?.pattern ?? input.pattern });
  };
  for (const { file, refusal, links, within } of found) {
    // The matched file itself, escaped so that a name with glob characters matches only itself.
    const pattern = escapePath(file);
    if (refusal !== undefined) {
      add({ path: file, isFolder: false, format: null, refusal, pattern });
      continue;
    }
    const linked = {
      ...(links && links.length > 0 ? { links } : {}),
      pattern,
      ...(within === undefined ? {} : { within }),
    };
    const slash = file.lastIndexOf('/');
    const folder = slash === -1 ? '.' : file.slice(0, slash);
    const name = file.slice(slash + 1);
    // A STORM article matched by name is the article to read: its folder, that article.
    const article = (STORM_ARTICLES as readonly string[]).includes(name) ? { article: name } : {};
    if (format === 'storm') add({ path: folder, isFolder: true, format, ...linked, ...article });
    else if (format === 'costorm') add({ path: folder, isFolder: true, format, ...linked });
    else if (format === 'abundance' || format === 'alce' || format === 'markdown' || format === 'provider-json')
      add({ path: file, isFolder: false, format, ...linked });
    else if (name === STORM_SOURCES || 'article' in article)
      add({ path: folder, isFolder: true, format: 'storm', ...linked, ...article });
    else if (name === COSTORM_DUMP) add({ path: folder, isFolder: true, format: 'costorm', ...linked });
    else if (name === COSTORM_REPORT)
      add({ path: folder, isFolder: true, format: 'costorm', ...linked, markdownFile: file });
    else add({ path: file, isFolder: false, format: formatByName(name), ...linked });
  }
  // A folder matched through url_to_info.json is the folder, read as usual: an article of it
  // matched too (a glob such as "topic/*") names no particular article.
  const folders = new Set(
    [...inputs.values()]
      .filter((input) => input.isFolder && input.format === 'storm' && input.article === undefined)
      .map((input) => input.path),
  );
  const kept = [...inputs.values()].filter((input) => input.article === undefined || !folders.has(input.path));
  return kept.sort((a, b) =>
    a.path < b.path ? -1 : a.path > b.path ? 1 : (a.article ?? '') < (b.article ?? '') ? -1 : 1,
  );
}

/** A file's format by its name alone: a pipeline report (`*.report.json`), a Markdown report (`*.md`), else undecided (null: by its shape). */
export function formatByName(file: string): 'abundance' | 'markdown' | null {
  if (/\.report\.json$/i.test(file)) return 'abundance';
  return /\.(?:md|markdown)$/i.test(file) ? 'markdown' : null;
}
