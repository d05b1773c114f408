// The floors of src/: each folder imports only from folders on the floors below it, and the
// files inside one folder never import each other in a circle. FLOORS below is the one
// declaration of the layout; docs/development.md draws the same floors, and this test reads both.
// Imports are read with the TypeScript compiler's own scanner (static, dynamic and type-only
// imports, and `export … from`), never with a pattern over the code.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * From the top floor down. A folder imports only from folders on a lower line; folders on one
 * line do not import each other. A new folder is placed here (and in docs/development.md).
 */
const FLOORS: readonly (readonly string[])[] = [
  ['cli', 'action'],
  ['session', 'eval'],
  ['github', 'snapshot', 'verify'],
  ['references'],
  ['provenance'],
  ['semantic', 'render'],
  ['config', 'waivers'],
  ['base'],
  ['check'],
  ['binding', 'gate'],
  ['formats'],
  ['results'],
  ['report', 'files', 'threads'],
  ['text', 'numbers'],
];

const root = fileURLToPath(new URL('../../', import.meta.url));
const src = path.join(root, 'src');
const CODE = /\.(?:ts|mts|mjs|js)$/;

interface Import {
  /** Both relative to src/, with forward slashes. */
  from: string;
  to: string;
}

/** Every code file under `folder`, relative to it. */
function codeFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && CODE.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** The file a relative specifier names (`./x.js` is `./x.ts` in the sources; a JSON file is itself). */
function resolve(fromFile: string, specifier: string): string | null {
  const target = path.resolve(path.dirname(fromFile), specifier);
  const candidates = [target, target.replace(/\.js$/, '.ts'), target.replace(/\.mjs$/, '.mts'), `${target}.ts`];
  return candidates.find((candidate) => existsSync(candidate)) ?? null;
}

/** Every import between two files of src/ (packages and files outside src/, such as package.json, are left out). */
function importsOf(srcRoot: string): { imports: Import[]; unresolved: string[] } {
  const imports: Import[] = [];
  const unresolved: string[] = [];
  for (const file of codeFiles(srcRoot)) {
    const absolute = path.join(srcRoot, file);
    const { importedFiles } = ts.preProcessFile(readFileSync(absolute, 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const target = resolve(absolute, fileName);
      if (target === null) {
        if (path.resolve(path.dirname(absolute), fileName).startsWith(srcRoot + path.sep))
          unresolved.push(`${file} imports ${fileName}, which is not a file of src/`);
        continue;
      }
      if (!target.startsWith(srcRoot + path.sep)) continue;
      imports.push({ from: file, to: path.relative(srcRoot, target).split(path.sep).join('/') });
    }
  }
  return { imports, unresolved };
}

const folderOf = (file: string): string => (file.includes('/') ? (file.split('/')[0] as string) : '');

/** Each import that does not go down: its folder's floor is not below the importer's. */
function importsNotDown(imports: readonly Import[], floors: readonly (readonly string[])[]): string[] {
  const floorOf = new Map(floors.flatMap((line, index) => line.map((folder) => [folder, floors.length - index])));
  const problems: string[] = [];
  for (const { from, to } of imports) {
    const [a, b] = [folderOf(from), folderOf(to)];
    if (a === b) continue;
    const [floorA, floorB] = [floorOf.get(a), floorOf.get(b)];
    if (floorA === undefined || floorB === undefined) continue; // said by the test of the floors' folders
    if (floorB >= floorA)
      problems.push(
        `src/${from} imports src/${to}: ${b}/ is on floor ${floorB}, ${floorB === floorA ? 'the same floor as' : 'above'} ${a}/ (floor ${floorA})`,
      );
  }
  return problems;
}

/** The circles of imports among the files of one folder, each as its files in order. */
function circlesWithinFolders(imports: readonly Import[]): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of imports) {
    if (folderOf(from) !== folderOf(to) || from === to) continue;
    next.set(from, [...(next.get(from) ?? []), to]);
    if (!next.has(to)) next.set(to, []);
  }
  // Tarjan's strongly connected components, with an explicit stack (no recursion).
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const circles: string[][] = [];
  let counter = 0;
  for (const start of [...next.keys()].sort()) {
    if (index.has(start)) continue;
    const work: { node: string; edge: number }[] = [{ node: start, edge: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const top = work[work.length - 1] as { node: string; edge: number };
      const edges = next.get(top.node) ?? [];
      if (top.edge < edges.length) {
        const target = edges[top.edge++] as string;
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, edge: 0 });
        } else if (onStack.has(target)) low.set(top.node, Math.min(low.get(top.node)!, index.get(target)!));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(top.node)!));
      if (low.get(top.node) !== index.get(top.node)) continue;
      const circle: string[] = [];
      let member: string;
      do {
        member = stack.pop() as string;
        onStack.delete(member);
        circle.push(member);
      } while (member !== top.node);
      if (circle.length > 1) circles.push(circle.sort());
    }
  }
  return circles;
}

describe('the floors of src/', () => {
  const { imports, unresolved } = importsOf(src);

  it('reads the imports of every kind', () => {
    // Static, type-only, dynamic and re-exports, as the shells and the renderers use them.
    expect(imports).toContainEqual({ from: 'cli/index.ts', to: 'cli/check-command.ts' });
    expect(imports.length).toBeGreaterThan(500);
    expect(unresolved).toEqual([]);
  });

  it('places every folder of src/ on one floor', () => {
    const folders = readdirSync(src, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    const declared = FLOORS.flat();
    expect(folders.filter((folder) => !declared.includes(folder))).toEqual([]);
    expect(declared.filter((folder) => !folders.includes(folder))).toEqual([]);
    expect(new Set(declared).size).toBe(declared.length);
    expect(codeFiles(src).filter((file) => !file.includes('/'))).toEqual([]);
  });

  it('has every folder import only from the floors below it', () => {
    expect(importsNotDown(imports, FLOORS)).toEqual([]);
  });

  it('has no circle of imports among the files of one folder', () => {
    expect(circlesWithinFolders(imports)).toEqual([]);
  });

  it('draws the same floors in docs/development.md, each folder with what it is for', () => {
    const layout = readFileSync(path.join(root, 'docs/development.md'), 'utf8').split('## Layout')[1] ?? '';
    const picture = layout.split('```')[1] ?? '';
    const drawn = [...picture.matchAll(/^ *(\d+) {2}([a-z-]+\/(?: · [a-z-]+\/)*) *$/gm)].map((match) => ({
      floor: Number(match[1]),
      folders: (match[2] as string).split(' · ').map((folder) => folder.replace(/\/$/, '')),
    }));
    expect(drawn).toEqual(FLOORS.map((folders, index) => ({ floor: FLOORS.length - index, folders: [...folders] })));
    const described = [...picture.matchAll(/^ {6}([a-z-]+)\/ +\S/gm)].map((match) => match[1]);
    expect(described).toEqual(FLOORS.flat());
  });

  it('finds an import that goes up, one across a floor, and a circle', () => {
    const floors = [['top'], ['left', 'right'], ['ground']];
    const made: Import[] = [
      { from: 'top/a.ts', to: 'left/b.ts' },
      { from: 'left/b.ts', to: 'ground/c.ts' },
      { from: 'ground/c.ts', to: 'top/a.ts' },
      { from: 'left/b.ts', to: 'right/d.ts' },
      { from: 'ground/e.ts', to: 'ground/f.ts' },
      { from: 'ground/f.ts', to: 'ground/g.ts' },
      { from: 'ground/g.ts', to: 'ground/e.ts' },
    ];
    expect(importsNotDown(made, floors)).toEqual([
      'src/ground/c.ts imports src/top/a.ts: top/ is on floor 3, above ground/ (floor 1)',
      'src/left/b.ts imports src/right/d.ts: right/ is on floor 2, the same floor as left/ (floor 2)',
    ]);
    expect(circlesWithinFolders(made)).toEqual([['ground/e.ts', 'ground/f.ts', 'ground/g.ts']]);
  });
});

describe('the two shells over the check session (issue 30)', () => {
  // Each shell gives the session only what differs; a check wired by hand into a shell again
  // would show first as a shell that grows.
  it.each(['src/action/main.ts', 'src/cli/check-command.ts'])('%s is at most 150 lines', (file) => {
    const lines = readFileSync(file, 'utf8').replace(/\n$/, '').split('\n').length;
    expect(lines).toBeLessThanOrEqual(150);
  });
});
