// Bundles each entry with ncc into dist/<name>/index.js. dist/ is committed (an action runs
// from the repository as it is) and .ci/run checks it is exactly what this script makes.
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Script } from 'node:vm';
import ts from 'typescript';
import { chunkLoader } from './chunk-loader.mjs';

// --transpile-only compiles each file on its own, which cannot see `"type": "module"`: the
// output is CommonJS, so ESM-only packages (@actions/core, @actions/github) and top-level
// await fail to bundle. Both entries are therefore compiled with the full program. It also
// makes the command line start faster: as ES modules, zod's 64 locales and its JSON Schema
// converters drop out of the bundle loaded at start (1.9 MB as CommonJS, 1.3 MB).
const entries = {
  cli: { entry: 'src/cli/bin.ts', flags: [] },
  action: { entry: 'src/action/index.ts', flags: [] },
};

// The entries are built side by side: each ncc is one busy thread for a minute or more (its own
// type check, then webpack), and a machine with two cores would otherwise leave one idle.
const builds = Object.entries(entries)
  .filter(([, { entry }]) => existsSync(entry))
  .map(([name, { entry, flags }]) => {
    rmSync(`dist/${name}`, { recursive: true, force: true });
    // ncc prints nothing while it works (minutes on a busy machine): say what is being built.
    console.log(`build: ${entry} -> dist/${name}/`);
    return new Promise((resolve, reject) => {
      const child = execFile(
        'npx',
        ['ncc', 'build', entry, '-o', `dist/${name}`, '--license', 'licenses.txt', ...flags, '--quiet'],
        { maxBuffer: 64 << 20 },
        (error) =>
          error ? reject(new Error(`build of ${entry} failed (${error.message.split('\n')[0]})`)) : resolve(),
      );
      child.stdout.pipe(process.stdout);
      child.stderr.pipe(process.stderr);
    });
  });
const failed = (await Promise.allSettled(builds)).filter((outcome) => outcome.status === 'rejected');
for (const { reason } of failed) console.error(`build: ${reason.message}`);
if (failed.length > 0) process.exitCode = 1;
else
  for (const name of Object.keys(entries))
    if (existsSync(`dist/${name}`)) {
      dropFdirPicomatch(`dist/${name}`);
      eagerModuleFunctions(`dist/${name}`);
      // The command line only: the action runs once on a new machine, where a cache written at
      // its exit would be time spent for no next run.
      if (name === 'cli') scriptChunks(`dist/${name}`);
    }

// webpack wraps each module of a chunk in an arrow function, `/***/ ((module, exports, require) => {`,
// and V8 compiles an arrow function lazily: it is preparsed with its chunk, then parsed again in
// full when the module is first required, nearly every module of a loaded chunk. A function
// expression in parentheses, `(function(…) {`, V8 compiles at once with the chunk: each module is
// parsed once. On Node 20, which has no compile cache, that is 20 to 30 ms less CPU for
// `citegate check examples` (docs/benchmarks.md#cold-start); with Node 24's cache it is the same.
// The wrapper is called with `this` set to the module's exports, which an arrow ignores: webpack
// already writes `undefined` for an ES module's top-level `this`, and keeps the function form for
// a CommonJS module that uses its `this`.
// A webpack that writes its wrappers another way would leave every module lazy without a word, so
// the build fails when it finds none to rewrite, or an arrow wrapper the pattern did not match.
function eagerModuleFunctions(dir) {
  let rewritten = 0;
  let missed = 0;
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.js'))) {
    const text = readFileSync(`${dir}/${file}`, 'utf8');
    const eager = text.replace(/^\/\*{3}\/ \(\(([\w, ]*)\) => \{$/gm, (_, params) => {
      rewritten++;
      return `/***/ (function(${params}) {`;
    });
    missed += eager.match(/^\/\*{3}\/ \(\(.*=> \{$/gm)?.length ?? 0;
    writeFileSync(`${dir}/${file}`, eager);
  }
  if (rewritten === 0 || missed > 0) {
    console.error(
      `build: ${rewritten} module wrappers of ${dir} written as functions, ${missed} arrow wrappers left as they were; expected some and none (scripts/build.mjs)`,
    );
    process.exitCode = 1;
  }
}

// fdir (tinyglobby's directory walker) tries, when it loads, to require picomatch from the
// node_modules around the bundle, for its own glob() method, which tinyglobby never calls (it
// gives fdir its own matchers, bundled). Where node_modules is there (an npm install, this
// repository) that loaded five more files at every start (5 to 8 ms of CPU). The try is dropped
// from the bundle; a new fdir without it makes this fail, so the patch is looked at again.
function dropFdirPicomatch(dir) {
  const optional = 'try {\n\t__require.resolve("picomatch");\n\tpm = __require("picomatch");\n} catch {}';
  let found = 0;
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.js'))) {
    const text = readFileSync(`${dir}/${file}`, 'utf8');
    if (!text.includes(optional)) continue;
    found++;
    writeFileSync(
      `${dir}/${file}`,
      text.replace(optional, '/* citegate: picomatch is not required here (scripts/build.mjs) */'),
    );
  }
  if (found !== 1) {
    console.error(
      `build: fdir's optional picomatch require found in ${found} files of ${dir}, expected 1 (scripts/build.mjs)`,
    );
    process.exitCode = 1;
  }
}

// Each chunk of `dir` made a script that evaluates to a function, which ./chunk-loader.mjs
// compiles with its own code cache (why: that file). A chunk is an ES module of three exports,
// `export const id = …; export const ids = […]; export const modules = {…};`, and may import
// node:module's createRequire and use import.meta.url; as a script it is
// `(function (url, createRequire) { 'use strict'; return { id: …, ids: […], modules: {…} }; })`,
// strict as a module is, with every line where it was (a stack trace's line numbers stay right).
// The entry's `import()` of a chunk becomes the loader's.
function scriptChunks(dir) {
  const opening = "(function (__citegate_import_meta_url, __WEBPACK_EXTERNAL_createRequire) { 'use strict';";
  const importLine = 'import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";\n';
  const head = /^export const id = (\d+);\nexport const ids = (\[[\d,]*\]);\nexport const modules = \{/;
  for (const file of readdirSync(dir).filter((name) => /^\d+\.index\.js$/.test(name))) {
    let text = readFileSync(`${dir}/${file}`, 'utf8');
    const imports = text.startsWith(importLine);
    if (imports) text = text.slice(importLine.length);
    if (!head.test(text) || !text.endsWith('\n};\n'))
      throw new Error(`build: ${dir}/${file} is not a chunk as webpack writes them (scripts/build.mjs)`);
    text = text.replace(head, (_, id, ids) => `${imports ? '\n' : ''}return { id: ${id},\nids: ${ids},\nmodules: {`);
    text = `${opening}${imports ? '' : ' '}${text.slice(0, -'\n};\n'.length)}\n} };\n})\n`;
    text = text.replaceAll('import.meta.url', '__citegate_import_meta_url');
    // A module feature left in a chunk (an import statement, import.meta.dirname, an `import()`,
    // which a script compiled without a module loader cannot run) would fail when it loads, or
    // when that line runs: the build fails instead.
    new Script(text, { filename: file });
    const moduleSyntax = moduleSyntaxIn(text);
    if (moduleSyntax !== undefined)
      throw new Error(
        `build: ${dir}/${file} uses ${moduleSyntax}, which a chunk loaded as a script cannot (scripts/build.mjs)`,
      );
    writeFileSync(`${dir}/${file}`, text);
  }
  const entry = readFileSync(`${dir}/index.js`, 'utf8');
  const load = 'import("./" + __nccwpck_require__.u(chunkId))';
  const modulesStart = '/******/ var __webpack_modules__ = ({';
  if (entry.split(load).length !== 2 || entry.split(modulesStart).length !== 2)
    throw new Error(`build: ${dir}/index.js does not load its chunks as expected (scripts/build.mjs)`);
  const loader = `const __citegate_loadChunk = (${chunkLoader.toString()})(__WEBPACK_EXTERNAL_createRequire, import.meta.url);\n`;
  writeFileSync(
    `${dir}/index.js`,
    entry
      .replace(load, () => '__citegate_loadChunk(__nccwpck_require__.u(chunkId))')
      .replace(modulesStart, () => `${loader}${modulesStart}`),
  );
}

/** The first `import(…)` or `import.meta` in a script's text, as written, or undefined (comments and strings do not count). */
function moduleSyntaxIn(text) {
  const source = ts.createSourceFile('chunk.js', text, ts.ScriptTarget.Latest, false, ts.ScriptKind.JS);
  const pending = [source];
  while (pending.length > 0) {
    const node = pending.pop();
    if (
      (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) ||
      (ts.isMetaProperty(node) && node.keywordToken === ts.SyntaxKind.ImportKeyword)
    )
      return node.getText(source).slice(0, 60);
    ts.forEachChild(node, (child) => {
      pending.push(child);
    });
  }
  return undefined;
}
