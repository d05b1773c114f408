// npm run bench [-- RUNS]: the core check on a synthetic report of 10,000 claims x 3 citations,
// 5,000 excerpts of about 2 KB and one committed result per pair; then a report ten times
// smaller. Both sizes are measured in two layouts: pretty-printed, and on one line as Python's
// json.dump writes it by default (how a pipeline commits a report). Each size and layout is
// measured in a fresh process so peak memory belongs to that run alone.
// Then an article: a STORM folder of 2,000 sentences citing 500 sources of 5 snippets each; a
// Markdown report of 2,000 sentences in open_deep_research's shape citing 500 sources; then long
// paragraphs: 50,000 sentences on one line (V8's sentence segmenter used to be quadratic in the
// length of a line) against the same over 5,000 lines, and 5,000 on one line.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ASCII_WORDS as WORDS, pythonJsonDump, syntheticReport } from './synthetic.mjs';

const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));
const buildDir = path.join(root, 'node_modules', '.cache', 'citegate-bench');
const runs = process.argv[2] ?? '7';
const articleBuildDir = path.join(root, 'node_modules', '.cache', 'citegate-bench-article');
const markdownBuildDir = path.join(root, 'node_modules', '.cache', 'citegate-bench-markdown');

const LAYOUTS = {
  pretty: { label: 'pretty-printed (2-space indent)', write: (value) => JSON.stringify(value, null, 2) },
  oneLine: { label: 'one line, as Python\'s json.dump writes it (", " and ": ", ensure_ascii)', write: pythonJsonDump },
};

function measure(claimCount, layout) {
  const dir = mkdtempSync(path.join(tmpdir(), 'citegate-bench-'));
  try {
    const text = LAYOUTS[layout].write(syntheticReport(claimCount));
    // eslint-disable-next-line no-control-regex -- the ASCII range, from U+0000
    if (layout === 'oneLine' && (text.includes('\n') || /[^\x00-\x7f]/.test(text)))
      throw new Error('the one-line layout must be one line of ASCII');
    writeFileSync(path.join(dir, 'bench.report.json'), text);
    const out = execFileSync(process.execPath, [path.join(buildDir, 'index.js'), dir, runs], { encoding: 'utf8' });
    return { ...JSON.parse(out), megabytes: Buffer.byteLength(text) / 1e6 };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// A STORM topic folder: sections of twenty sentences, each sentence citing one or two of 500
// sources and restating a number from its first source's snippets (one in twenty gets it wrong).
function syntheticStormFolder(sentenceCount, sourceCount, snippetsPerSource, perParagraph = 5) {
  const urls = Array.from({ length: sourceCount }, (_, i) => `https://news.example.org/${i}/story`);
  const snippet = (source, k) => {
    const words = [
      `Source ${source} part ${k}: the council counted ${source * 10 + k} buses on route ${source % 97} in May 2024.`,
    ];
    for (let i = 0; words.join(' ').length < 300; i++) words.push(WORDS[(source * 3 + k * 5 + i * 11) % WORDS.length]);
    return `${words.join(' ')}.`;
  };
  const info = Object.fromEntries(
    urls.map((url, i) => [
      url,
      {
        url,
        title: `Story ${i}`,
        description: `About ${i}.`,
        snippets: Array.from({ length: snippetsPerSource }, (_, k) => snippet(i, k)),
      },
    ]),
  );
  const lines = [];
  for (let i = 0; i < sentenceCount; i++) {
    if (i % 20 === 0 && perParagraph === 5) lines.push('', `# Section ${i / 20 + 1}`, '');
    const source = i % sourceCount;
    const count = source * 10 + (i % snippetsPerSource) + (i % 20 === 7 ? snippetsPerSource : 0);
    const markers = i % 3 === 0 ? `[${source + 1}][${((i * 7) % sourceCount) + 1}]` : `[${source + 1}]`;
    // A distinct sentence each time, in words: a number here would be one no source holds.
    const district = [
      i % 26,
      Math.floor(i / 26) % 26,
      Math.floor(i / 676) % 26,
      ...(i < 17_576 ? [] : [Math.floor(i / 17_576)]),
    ]
      .map((k) => String.fromCharCode(97 + k))
      .join('');
    const sentence = `The council counted ${count} buses on route ${source % 97} in May 2024, as the U.S. survey of district ${district} notes${markers}.`;
    // Paragraphs of five sentences, as STORM writes them (or of `perParagraph`).
    if (i % perParagraph === 0) lines.push(sentence);
    else lines[lines.length - 1] += ` ${sentence}`;
  }
  return {
    'url_to_info.json': JSON.stringify({
      url_to_unified_index: Object.fromEntries(urls.map((url, i) => [url, i + 1])),
      url_to_info: info,
    }),
    'storm_gen_article_polished.txt': lines.join('\n').trim(),
    // STORM writes the draft beside the polished article, and citegate reads the polished one's
    // [n] through it (url_to_info.json keeps the draft's numbers). Without it every citation is
    // unresolved and the benchmark measured a check of no pairs. Here polishing changed nothing.
    'storm_gen_article.txt': lines.join('\n').trim(),
  };
}

function measureArticle(sentenceCount = 2000, perParagraph = 5, articleRuns = '7') {
  const dir = mkdtempSync(path.join(tmpdir(), 'citegate-bench-article-'));
  try {
    mkdirSync(path.join(dir, 'topic'));
    let bytes = 0;
    let articleBytes = 0;
    for (const [name, text] of Object.entries(syntheticStormFolder(sentenceCount, 500, 5, perParagraph))) {
      writeFileSync(path.join(dir, 'topic', name), text);
      bytes += Buffer.byteLength(text);
      if (name === 'storm_gen_article_polished.txt') articleBytes = Buffer.byteLength(text);
    }
    const out = execFileSync(process.execPath, [path.join(articleBuildDir, 'index.js'), dir, articleRuns], {
      encoding: 'utf8',
    });
    return { ...JSON.parse(out), megabytes: bytes / 1e6, articleMegabytes: articleBytes / 1e6 };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// A Markdown report as open_deep_research writes it: sections of twenty sentences with [n] and
// [n][m] markers, a table and a bulleted list in each section, and one "### Sources" list of
// "[n] Title: URL" lines (the sources have no text, so no number is judged against them).
function syntheticMarkdown(sentenceCount, sourceCount) {
  const lines = ['# Bus counts in the districts', ''];
  for (let i = 0; i < sentenceCount; i++) {
    if (i % 20 === 0) lines.push('', `## Section ${i / 20 + 1}`, '');
    const source = i % sourceCount;
    const markers = i % 3 === 0 ? `[${source + 1}][${((i * 7) % sourceCount) + 1}]` : `[${source + 1}]`;
    const district = [i % 26, Math.floor(i / 26) % 26, Math.floor(i / 676)]
      .map((k) => String.fromCharCode(97 + k))
      .join('');
    const sentence = `The council counted ${source * 10 + 3} buses on route ${source % 97} in May 2024, as the **U.S.** survey of district ${district} notes ${markers}.`;
    if (i % 20 === 18) lines.push('', '| District | Buses |', '| --- | --- |', `| ${district} | ${sentence} |`, '');
    else if (i % 20 === 19) lines.push('', `- ${sentence}`, '');
    else if (i % 5 === 0) lines.push('', sentence);
    else lines[lines.length - 1] += ` ${sentence}`;
  }
  lines.push('', '### Sources', '');
  for (let i = 0; i < sourceCount; i++)
    lines.push(
      `[${i + 1}] Bus count, route ${i % 97}: district report ${i}: https://news.example.org/${i}/story?utm_source=feed  `,
    );
  return lines.join('\n');
}

function measureMarkdown() {
  const dir = mkdtempSync(path.join(tmpdir(), 'citegate-bench-markdown-'));
  try {
    const text = syntheticMarkdown(2000, 500);
    writeFileSync(path.join(dir, 'report.md'), text);
    const out = execFileSync(process.execPath, [path.join(markdownBuildDir, 'index.js'), dir, '7'], {
      encoding: 'utf8',
    });
    return { ...JSON.parse(out), megabytes: Buffer.byteLength(text) / 1e6 };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

execFileSync('npx', ['ncc', 'build', path.join(root, 'bench/core.ts'), '-o', buildDir, '--transpile-only', '--quiet'], {
  cwd: root,
  stdio: 'inherit',
});
execFileSync(
  'npx',
  ['ncc', 'build', path.join(root, 'bench/article.ts'), '-o', articleBuildDir, '--transpile-only', '--quiet'],
  { cwd: root, stdio: 'inherit' },
);
execFileSync(
  'npx',
  ['ncc', 'build', path.join(root, 'bench/markdown.ts'), '-o', markdownBuildDir, '--transpile-only', '--quiet'],
  { cwd: root, stdio: 'inherit' },
);

const f = (ms) => `${ms.toFixed(0)} ms`;
const mark = (ok) => (ok ? 'ok' : 'OVER TARGET');
const verdicts = [];
// Issue 30's targets, on CPU time (on a shared machine it says more than the wall time): the
// whole check at most twice the lower bound, and linear growth (x10.5 at most for x10 claims).
const issue30 = [];
const verdict = (ok) => (ok ? 'PASS' : 'OVER');
for (const layout of ['pretty', 'oneLine']) {
  const full = measure(10_000, layout);
  const small = measure(1_000, layout);
  const growth = full.checkMs / small.checkMs;
  console.log(`== ${LAYOUTS[layout].label}`);
  console.log(
    `report: 10,000 claims, ${full.pairs.toLocaleString('en-US')} pairs, ${full.megabytes.toFixed(1)} MB (best of ${runs} runs, each size in a fresh process)`,
  );
  console.log(
    `whole check:       ${f(full.checkMs)}  (${Math.round(full.pairs / (full.checkMs / 1000)).toLocaleString('en-US')} pairs/s)   target < 1000 ms   CPU ${f(full.checkCpuMs)}`,
  );
  console.log(
    `lower bound:       ${f(full.lowerBoundMs)}  (read + JSON.parse + hash every claim and excerpt once)   CPU ${f(full.lowerBoundCpuMs)}`,
  );
  console.log(
    `ratio:             ${(full.checkMs / full.lowerBoundMs).toFixed(2)}x   target <= 3x   CPU ${(full.checkCpuMs / full.lowerBoundCpuMs).toFixed(2)}x`,
  );
  // Where the CPU time above the lower bound goes, each stage timed on a freshly prepared report.
  const rest = full.checkCpuMs - full.prepareCpuMs - full.numericCpuMs - full.foundInCpuMs;
  console.log(
    `stages (CPU):      preparing ${f(full.prepareCpuMs)} (${(full.prepareCpuMs / full.lowerBoundCpuMs).toFixed(2)}x the lower bound: read, parse with positions, validate, index, fingerprint), numeric grounding ${f(full.numericCpuMs)} (${full.numericFindings} findings), found_in ${f(full.foundInCpuMs)} (the numbers of every other excerpt), the rest ${f(rest)} (bind, aggregate, decide, and the collector)`,
  );
  console.log(`peak memory:       ${full.peakRssMb.toFixed(0)} MB RSS`);
  const cpuGrowth = full.checkCpuMs / small.checkCpuMs;
  console.log(
    `1/10 size:         ${f(small.checkMs)} for ${small.pairs.toLocaleString('en-US')} pairs (${small.megabytes.toFixed(1)} MB); growth x${growth.toFixed(1)} for x10 input (linear = 10)   target <= 11x   CPU ${f(small.checkCpuMs)}, x${cpuGrowth.toFixed(1)}`,
  );
  const cpuRatio = full.checkCpuMs / full.lowerBoundCpuMs;
  issue30.push(
    `${layout === 'pretty' ? 'pretty-printed' : 'one line      '}  CPU ratio ${cpuRatio.toFixed(2)}x  target <= 2x  ${verdict(cpuRatio <= 2)}   CPU growth x${cpuGrowth.toFixed(1)} for x10  target <= 10.5x  ${verdict(cpuGrowth <= 10.5)}`,
  );
  verdicts.push(
    `${layout === 'pretty' ? 'pretty-printed' : 'one line      '}  ${f(full.checkMs).padStart(8)} ${mark(full.checkMs < 1000).padEnd(11)}  growth x${growth.toFixed(1).padEnd(5)} ${mark(growth <= 11).padEnd(11)}  (CPU ${f(full.checkCpuMs)}, x${cpuGrowth.toFixed(1)})`,
  );
}
console.log('== targets: whole check < 1000 ms, growth <= 11x (wall time; CPU time in brackets)');
for (const line of verdicts) console.log(line);
console.log('== issue 30: the ASCII 10,000-claim check, CPU time against the lower bound');
for (const line of issue30) console.log(line);

const article = measureArticle();
console.log('');
console.log(
  `article: STORM folder, ${article.claims.toLocaleString('en-US')} sentences citing ${article.evidence} sources of 5 snippets (${article.pairs.toLocaleString('en-US')} pairs, ${article.megabytes.toFixed(1)} MB), --semantic off, best of 7 runs in a fresh process`,
);
console.log(`whole check:       ${f(article.checkMs)}   target < 1000 ms   ${mark(article.checkMs < 1000)}`);
console.log(`sentence split:    ${f(article.splitMs)} of it (Intl.Segmenter, markers, abbreviations)`);
console.log(`numeric grounding: ${article.ungrounded} ungrounded numbers found (one sentence in twenty is wrong)`);
console.log(`peak memory:       ${article.peakRssMb.toFixed(0)} MB RSS`);

const markdown = measureMarkdown();
console.log('');
console.log(
  `markdown: ${markdown.claims.toLocaleString('en-US')} sentences (${markdown.dialect}) citing ${markdown.evidence} sources (${markdown.pairs.toLocaleString('en-US')} pairs, ${markdown.megabytes.toFixed(1)} MB), --semantic off, best of 7 runs in a fresh process`,
);
console.log(
  `whole check:       ${f(markdown.checkMs)}   target < 1000 ms   ${mark(markdown.checkMs < 1000)}   CPU ${f(markdown.checkCpuMs)}`,
);
console.log(`reading:           ${f(markdown.readMs)} of it (markdown-it parse, source lists, sentences, markers)`);
console.log(
  `notices:           ${markdown.notices}; ungrounded numbers: ${markdown.ungrounded} (URL-only sources: no number is judged)`,
);
console.log(`peak memory:       ${markdown.peakRssMb.toFixed(0)} MB RSS`);
// One long line: the whole check and the split alone, against the same sentences over 5,000
// lines, and a tenth of them on one line.
const oneLine = measureArticle(50_000, Infinity, '3');
const manyLines = measureArticle(50_000, 10, '3');
const tenthLine = measureArticle(5_000, Infinity, '3');
const lineRatio = oneLine.splitMs / manyLines.splitMs;
const lineGrowth = oneLine.splitMs / tenthLine.splitMs;
console.log('');
console.log(
  `long paragraphs: STORM folder, ${oneLine.claims.toLocaleString('en-US')} sentences (${oneLine.articleMegabytes.toFixed(1)} MB article), --semantic off, best of 3 runs in a fresh process`,
);
console.log(
  `one line:          whole check ${f(oneLine.checkMs)}, sentence split ${f(oneLine.splitMs)}, ${oneLine.claims.toLocaleString('en-US')} claims, peak ${oneLine.peakRssMb.toFixed(0)} MB RSS`,
);
console.log(
  `5,000 lines:       whole check ${f(manyLines.checkMs)}, sentence split ${f(manyLines.splitMs)}, ${manyLines.claims.toLocaleString('en-US')} claims`,
);
console.log(`one line / lines:  split x${lineRatio.toFixed(2)}   target <= 3x   ${mark(lineRatio <= 3)}`);
console.log(
  `1/10 on one line:  sentence split ${f(tenthLine.splitMs)}; growth x${lineGrowth.toFixed(1)} for x10 input (linear = 10)   target <= 11x   ${mark(lineGrowth <= 11)}`,
);
