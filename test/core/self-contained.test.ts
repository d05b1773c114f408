// A user's clone has nothing beside it: tests, benchmarks and scripts may read only files inside
// the repository. Every relative path written in their source (`'../x'`, `new URL('../../y',
// import.meta.url)`, the fixed start of a template) must resolve inside it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const SOURCE = /\.(?:[cm]?[jt]s|py|sh)$/;

function sources(folder: string): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

/** Relative paths quoted in a source file, cut at the first `${` of a template. */
function relativePaths(text: string): string[] {
  return [...text.matchAll(/(['"`])(\.\.?\/[^'"`\n]*)\1?/g)].map(
    (match) => (match[2] as string).split('${')[0] as string,
  );
}

describe('the repository is self-contained', () => {
  it('finds the files it scans', () => {
    expect(sources('test')).toContain(path.join('test', 'numbers', 'reference.test.ts'));
    expect(relativePaths("new URL('../../a/b.json', import.meta.url); `../${x}/c`")).toEqual(['../../a/b.json', '../']);
  });

  it.each(['test', 'bench', 'scripts'].flatMap(sources))('%s reads nothing outside the repository', (file) => {
    const folder = path.dirname(path.join(root, file));
    const outside = relativePaths(readFileSync(path.join(root, file), 'utf8')).filter((relative) => {
      const target = path.resolve(folder, relative);
      return target !== path.resolve(root) && !target.startsWith(path.resolve(root) + path.sep);
    });
    expect(outside).toEqual([]);
  });
});
