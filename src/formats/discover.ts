// Which reports the patterns name, and in which format. A pipeline report is a file; a STORM or
// Co-STORM report is a folder, found through the file that marks it (url_to_info.json,
// instance_dump.json); an ALCE result file has no telling name and is found only when named.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { escapePath, isDynamicPattern } from 'tinyglobby';
import { findReportFiles, PatternError, type FoundReport, type PatternScope } from '../files/find-reports.js';
import { COSTORM_DUMP, COSTORM_REPORT } from './costorm/index.js';
import type { FormatChoice, FormatName } from './model.js';
import { STORM_ARTICLES, STORM_SOURCES } from './storm/index.js';
import { joinPath } from './read.js';
import { FOLDER_VERDICT_FILE, VERDICT_FILE_IGNORE, verdictFilePath } from './verdict-file.js';

/** What each format finds when `reports` is left at its default. */
export const DEFAULT_PATTERNS: Readonly<Record<FormatChoice, readonly string[]>> = {
  auto: ['**/*.report.json', `**/${STORM_SOURCES}`, `**/${COSTORM_DUMP}`],
  abundance: ['**/*.report.json'],
  storm: [`**/${STORM_SOURCES}`],
  costorm: [`**/${COSTORM_DUMP}`],
  alce: [],
};

/** The `reports` input's default, as action.yml and --help show it. */
export const DEFAULT_REPORTS_SETTING = DEFAULT_PATTERNS.auto.join(', ');

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
}

function isDefault(patterns: readonly string[]): boolean {
  const defaults = DEFAULT_PATTERNS.auto;
  return patterns.length === 0 || (patterns.length === defaults.length && patterns.every((pattern, index) => pattern === defaults[index]));
}

/** A folder named as a pattern means the reports in it, of the chosen format (all of them for `auto`). */
async function expandFolder(pattern: string, cwd: string, format: FormatChoice): Promise<string[]> {
  if (isDynamicPattern(pattern)) return [pattern];
  const info = await stat(path.resolve(cwd, pattern)).catch(() => undefined);
  if (!info?.isDirectory()) return [pattern];
  const folder = escapePath(pattern.replace(/\/+$/, ''));
  const inside = format === 'alce' ? ['**/*.json'] : DEFAULT_PATTERNS[format];
  return inside.map((glob) => `${folder}/${glob}`);
}

export async function discoverReports(patterns: readonly string[], cwd: string, format: FormatChoice, scope: PatternScope = 'workspace'): Promise<ReportInput[]> {
  const given = isDefault(patterns) ? DEFAULT_PATTERNS[format] : patterns;
  if (given.length === 0) {
    throw new PatternError('format alce has no default pattern: name the ALCE result files, e.g. citegate check "result/*.json" --format alce');
  }
  const expanded: string[] = [];
  for (const pattern of given) {
    if (!pattern.startsWith('!')) expanded.push(...(await expandFolder(pattern, cwd, format)));
    // An excluded folder excludes everything in it.
    else if ((await expandFolder(pattern.slice(1), cwd, 'auto'))[0] === pattern.slice(1)) expanded.push(pattern);
    else expanded.push(pattern, `!${escapePath(pattern.slice(1).replace(/\/+$/, ''))}/**`);
  }
  // Verdict files sit beside the reports and are never reports themselves.
  const found = await findReportFiles([...expanded, `!${VERDICT_FILE_IGNORE}`], cwd, scope);
  return classify(found, format);
}

/** Every file a check of this report may read: what no output may ever land on. */
export function inputFiles(input: ReportInput): string[] {
  if (input.refusal !== undefined) return [];
  if (!input.isFolder) return [input.path, verdictFilePath({ file: input.path, isFolder: false })];
  const names = input.format === 'costorm' ? [COSTORM_REPORT, COSTORM_DUMP] : [STORM_SOURCES, ...STORM_ARTICLES];
  return [...names, FOLDER_VERDICT_FILE].map((name) => joinPath(input.path, name));
}

/**
 * The report patterns as the output guard should match them: the user's, or the chosen
 * format's defaults (an output named like a STORM url_to_info.json would be read next run).
 */
export function guardPatterns(settings: { patterns: readonly string[]; format: FormatChoice }): string[] {
  return settings.patterns.length > 0 ? [...settings.patterns] : [...DEFAULT_PATTERNS[settings.format]];
}

/** Matched files to reports: a marker file stands for its folder; a refused match stays a file, listed as invalid. */
export function classify(found: readonly (FoundReport | string)[], format: FormatChoice): ReportInput[] {
  const inputs = new Map<string, ReportInput>();
  const add = (input: ReportInput) => {
    const key = `${input.isFolder ? 'd' : 'f'}:${input.format}:${input.path}`;
    const earlier = inputs.get(key);
    // Several marker files of one folder, or links to them: one report, with every link kept.
    const links = [...(earlier?.links ?? []), ...(input.links ?? [])];
    inputs.set(key, { ...input, ...(links.length > 0 ? { links } : {}) });
  };
  for (const entry of found) {
    const { file, refusal, links } = typeof entry === 'string' ? { file: entry, refusal: undefined, links: undefined } : entry;
    if (refusal !== undefined) {
      add({ path: file, isFolder: false, format: null, refusal });
      continue;
    }
    const linked = links && links.length > 0 ? { links } : {};
    const slash = file.lastIndexOf('/');
    const folder = slash === -1 ? '.' : file.slice(0, slash);
    const name = file.slice(slash + 1);
    if (format === 'storm' || format === 'costorm') add({ path: folder, isFolder: true, format, ...linked });
    else if (format === 'abundance' || format === 'alce') add({ path: file, isFolder: false, format, ...linked });
    else if (name === STORM_SOURCES || (STORM_ARTICLES as readonly string[]).includes(name)) add({ path: folder, isFolder: true, format: 'storm', ...linked });
    else if (name === COSTORM_DUMP || name === COSTORM_REPORT) add({ path: folder, isFolder: true, format: 'costorm', ...linked });
    else add({ path: file, isFolder: false, format: /\.report\.json$/i.test(name) ? 'abundance' : null, ...linked });
  }
  return [...inputs.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
