// Peak memory of provenance checking at the default settings, with pages at the body cap
// (provenance-max-body, 20 MB): eight real-looking 20 MB article pages sent gzip-compressed,
// and eight copies of a brotli bomb (a few kilobytes that decompress to deeply nested markup
// far past the cap). Each page is cited by a record whose excerpt is not on it, the costliest
// case: every rung of the matching ladder and the closest passage. The number is the peak
// resident set of the whole process tree: the run and the reader processes that read its pages,
// sampled from /proc every 10 ms (Linux; elsewhere the run's own maxRSS, which the command line
// writes as it exits).
//
// Run by bench/provenance.mjs (npm run bench:provenance), or alone with a bundle to measure:
//   node bench/provenance-memory.mjs path/to/cli/index.js
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { startFakeWeb } from '../test/helpers/fake-web.mjs';
import { sampleTree } from './tree-usage.mjs';

export const PAGES = 8;
const CAP = 20_000_000;
/** The documented bound (docs/provenance.md, "Memory"). */
export const BOUND_MB = 1000;

/** A page as a report generator would cite: prose paragraphs with links, lists, a nav and a footer; about `size` bytes. */
function articlePage(size, seed) {
  const words =
    'the port authority said that container traffic rose by percent in while passenger numbers fell during winter months according to annual report published council city'.split(
      ' ',
    );
  let state = seed;
  const random = () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
  const sentence = () => {
    const chosen = Array.from(
      { length: 8 + Math.floor(random() * 20) },
      () => words[Math.floor(random() * words.length)],
    );
    return `${chosen.join(' ')} ${Math.floor(random() * 1000)}.`;
  };
  const parts = [
    `<!doctype html><html><head><title>Annual report ${seed}</title></head><body><nav><a href="/">Home</a> <a href="/about">About</a></nav><main><article><h1>Annual report ${seed}</h1>`,
  ];
  let length = parts[0].length;
  while (length < size - 100) {
    const paragraph =
      random() < 0.05
        ? `<ul>${Array.from({ length: 5 }, () => `<li>${sentence()}</li>`).join('')}</ul>\n`
        : `<p>${Array.from({ length: 5 }, sentence).join(' ')} <a href="/more">more</a></p>\n`;
    parts.push(paragraph);
    length += paragraph.length;
  }
  parts.push('</article></main><footer>Footer</footer></body></html>');
  return parts.join('');
}

function report(origin, paths) {
  const evidence = paths.map((page, i) => ({
    id: `ev-${i}`,
    title: `Page ${i}`,
    url: `${origin}${page}`,
    excerpt: `Tram ridership on the harbour line rose by ${17 + i} percent after the timetable change of March.`,
    relation: 'supports',
  }));
  return {
    inquiry_id: 'inq-memory',
    title: 'Memory',
    summary: 'Synthetic.',
    claims: [
      {
        id: 'claim-1',
        statement: 'Ridership rose.',
        evidence_ids: evidence.map((record) => record.id),
        confidence: 'medium',
      },
    ],
    evidence,
    open_questions: [],
  };
}

/**
 * Runs the bundle with a preload that writes its peak resident set (MB) to a file as it exits,
 * and samples the resident set of the whole process tree (the run and its page readers) every
 * 10 ms: the readers are child processes, which the run's own maxRSS does not count.
 */
function runMeasured(cli, args, cwd) {
  const peakFile = path.join(cwd, 'peak-rss.txt');
  const preload = path.join(cwd, 'peak-rss.mjs');
  writeFileSync(
    preload,
    `import { writeFileSync } from 'node:fs';\nprocess.on('exit', () => writeFileSync(${JSON.stringify(peakFile)}, String(Math.round(process.resourceUsage().maxRSS / 1024))));\n`,
  );
  return new Promise((resolve) => {
    const started = performance.now();
    let treePeakMb = 0;
    let sampler;
    const child = execFile(
      process.execPath,
      ['--import', pathToFileURL(preload).href, cli, ...args],
      { cwd, env: { ...process.env, NO_COLOR: '1' }, encoding: 'utf8', maxBuffer: 64 << 20 },
      (error, stdout, stderr) => {
        clearInterval(sampler);
        let peakMb = null;
        try {
          peakMb = Number(readFileSync(peakFile, 'utf8'));
        } catch {
          // The process died before its exit hook (out of memory): no peak to read.
        }
        resolve({
          status: error ? (error.code ?? error.signal ?? -1) : 0,
          stdout,
          stderr,
          ms: performance.now() - started,
          peakMb,
          // No /proc (not Linux): the run's own peak is all there is.
          treePeakMb: treePeakMb === 0 ? null : Math.round(treePeakMb),
        });
      },
    );
    sampler = setInterval(() => {
      treePeakMb = Math.max(treePeakMb, sampleTree(child.pid) / 1024);
    }, 10);
  });
}

/** Checks `PAGES` pages of each kind with `cli`; prints what it measured; returns whether it stayed under the bound. */
export async function measureProvenanceMemory(cli, count = PAGES, kinds = ['article pages', 'brotli bombs']) {
  const web = await startFakeWeb();
  const dir = mkdtempSync(path.join(tmpdir(), 'citegate-bench-memory-'));
  const pages = Array.from({ length: count }, (_, i) => zlib.gzipSync(articlePage(CAP, i + 1)));
  // Nested <div>s with a word in each, far past the cap once decompressed: the body is cut at 20 MB.
  const bomb = zlib.brotliCompressSync(Buffer.from('<div>word '.repeat(10_000_000)), {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
  });
  for (let i = 0; i < count; i++) {
    web.route(`/article/${i}`, {
      headers: { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip' },
      body: pages[i],
    });
    web.route(`/bomb/${i}`, {
      headers: { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'br' },
      body: bomb,
    });
  }
  let ok = true;
  try {
    console.log(
      `memory: ${count} article pages of ${CAP / 1e6} MB (gzip, ${(pages[0].length / 1e6).toFixed(1)} MB on the wire) and ${count} brotli bombs (${(bomb.length / 1e3).toFixed(0)} kB, cut at ${CAP / 1e6} MB), at the default settings; bound ${BOUND_MB} MB`,
    );
    for (const [kind, prefix] of [
      ['article pages', '/article/'],
      ['brotli bombs', '/bomb/'],
    ].filter(([name]) => kinds.includes(name))) {
      const folder = path.join(dir, kind.replace(' ', '-'));
      mkdirSync(folder);
      const paths = Array.from({ length: count }, (_, i) => `${prefix}${i}`);
      writeFileSync(path.join(folder, 'r.report.json'), JSON.stringify(report(web.origin, paths), null, 2));
      const run = await runMeasured(
        cli,
        ['check', '--provenance', 'check', '--provenance-allow-private', 'true', '--json', 'results.json'],
        folder,
      );
      let statuses = '';
      try {
        const results = JSON.parse(readFileSync(path.join(folder, 'results.json'), 'utf8'));
        statuses = Object.entries(results.totals.provenance)
          .filter(([, count]) => count > 0)
          .map(([status, count]) => `${status} ${count}`)
          .join(', ');
      } catch {
        statuses = 'no results file';
      }
      // The measured value is the whole tree's peak where /proc can be read (Linux), else the run's own.
      const measured = run.treePeakMb ?? run.peakMb;
      const over = measured === null || measured >= BOUND_MB || run.status !== 0;
      const main = run.peakMb === null ? 'not reported (the process died)' : `${run.peakMb} MB`;
      const tree = run.treePeakMb === null ? 'not measured (no /proc)' : `${run.treePeakMb} MB`;
      console.log(
        `  ${count} ${kind}: peak ${tree} (the run and its readers; the run alone ${main}), ${(run.ms / 1000).toFixed(1)} s wall, exit ${run.status}; ${statuses}   target < ${BOUND_MB} MB: ${over ? 'OVER' : 'PASS'}`,
      );
      if (run.status !== 0)
        console.log(
          run.stderr
            .split('\n')
            .slice(0, 6)
            .map((line) => `    ${line}`)
            .join('\n'),
        );
      if (over) ok = false;
    }
    console.log(`  machine: ${cpus().length} cores, load average ${loadavg()[0].toFixed(1)}`);
  } finally {
    await web.close();
    rmSync(dir, { recursive: true, force: true });
  }
  return ok;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // node bench/provenance-memory.mjs [CLI] [PAGES] [article|bomb]: one bundle, another count or one kind, to see where memory goes.
  const cli = path.resolve(process.argv[2] ?? 'dist/cli/index.js');
  const kinds =
    process.argv[4] === undefined ? undefined : [process.argv[4] === 'bomb' ? 'brotli bombs' : 'article pages'];
  if (!(await measureProvenanceMemory(cli, Number(process.argv[3] ?? PAGES), kinds))) process.exitCode = 1;
}
