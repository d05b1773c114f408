import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { glob, isDynamicPattern } from 'tinyglobby';

export const DEFAULT_REPORT_GLOB = '**/*.report.json';

/** Splits the `reports` input: patterns separated by newlines or commas, blanks dropped. */
export function splitPatterns(raw: string | readonly string[]): string[] {
  const parts = typeof raw === 'string' ? [raw] : raw;
  return parts.flatMap((part) => part.split(/[\n,]/)).map((part) => part.trim()).filter((part) => part !== '');
}

export class PatternError extends Error {}

// A folder named as a pattern means the report files in it: `examples` is examples/**/*.report.json.
async function expandFolder(pattern: string, cwd: string): Promise<string> {
  if (isDynamicPattern(pattern)) return pattern;
  const info = await stat(path.join(cwd, pattern)).catch(() => undefined);
  return info?.isDirectory() ? `${pattern.replace(/\/+$/, '')}/${DEFAULT_REPORT_GLOB}` : pattern;
}

/**
 * Report files matching the patterns (`!pattern` excludes), relative to `cwd`, sorted.
 * A pattern may not reach outside `cwd`, and neither may a match through a symbolic link.
 */
export async function findReportFiles(patterns: readonly string[], cwd: string): Promise<string[]> {
  const include: string[] = [];
  const exclude: string[] = [];
  for (const pattern of patterns) {
    const negated = pattern.startsWith('!');
    const body = negated ? pattern.slice(1) : pattern;
    if (path.isAbsolute(body) || body.split(/[\\/]/).includes('..')) {
      throw new PatternError(`pattern ${JSON.stringify(pattern)} reaches outside the working directory; use a path relative to it`);
    }
    (negated ? exclude : include).push(negated ? body : await expandFolder(body, cwd));
  }
  if (include.length === 0) include.push(DEFAULT_REPORT_GLOB);

  const matches = await glob(include, {
    cwd,
    ignore: ['**/node_modules/**', '**/.git/**', ...exclude],
    onlyFiles: true,
    dot: false,
    followSymbolicLinks: false,
    expandDirectories: false,
  });
  const root = await realpath(cwd);
  const inside: string[] = [];
  for (const match of matches) {
    const real = await realpath(path.join(cwd, match)).catch(() => undefined);
    if (real && (real === root || real.startsWith(root + path.sep))) inside.push(match.split(path.sep).join('/'));
  }
  return inside.sort();
}
