// npm run bench:hostile (and the end of npm run bench; node bench/hostile.mjs [CASE]): Markdown
// reports and provider answers as a hostile pull request writes them, each checked by the bundled
// command line in a fresh process (needs npm run build), as docs/security.md's per-file limits
// promise:
// - every case of CommonMark's own pathological tests (cmark's test/pathological_tests.py), at
//   cmark's sizes and at a tenth of them;
// - the Markdown and provider cases of issue 27 (items 1, 2, 3, 5, 7, 8, 9, 10, 12, 13) at ten
//   times the issue's sizes and at the issue's sizes (a size over the 10 MB a report may have is
//   refused at once, and says so), and files just under the Markdown pre-scan's entry limit.
// What is judged is the whole process tree of each run: the main process and the reader
// processes it forks for Markdown and provider JSON (bench/tree-usage.mjs). Each line gives the
// CPU time (user + system) of the tree, its peak memory (resident sets summed), the wall time
// for information, and what the run made of the file; each case then gives the growth of the
// CPU time for the larger input (a bare start-up subtracted) against the growth of the input.
// CPU time, not wall time, is judged: on a shared 2-core machine the wall time measures the
// other jobs as much as citegate. Targets: under 5 s of CPU and 1 GB at both sizes, and growth
// at most linear: a CPU ratio of at most 1.3 times the size ratio (13 for ten times the input),
// which leaves room for the noise of a shared machine (work under 0.2 s beyond a bare start-up
// counts as 0.2 s). PASS or OVER per case; exit status 1
// when a case is OVER.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { requireBundle } from './bundled-cli.mjs';
import { budgetMisses, LIMIT_MB, LIMIT_MS, runTree, seconds, verdict } from './tree-usage.mjs';

requireBundle('npm run bench:hostile');
const only = process.argv[2];

const repeat = (text, n) => text.repeat(n);
const lines = (n, line) => Array.from({ length: n }, (_, i) => line(i)).join('\n');
const SOURCES = '\n\n### Sources\n[1] A: https://a.example/1\n';

// [name, file name, make(scale), small scale, large scale]
const CMARK = [
  ['nested strong emph', 'x.md', (n) => `${repeat('*a **a ', n)}b${repeat(' a** a*', n)}`, 6500, 65_000],
  ['many emph closers with no openers', 'x.md', (n) => repeat('a_ ', n), 6500, 65_000],
  ['many emph openers with no closers', 'x.md', (n) => repeat('_a ', n), 6500, 65_000],
  ['many link closers with no openers', 'x.md', (n) => repeat('a]', n), 6500, 65_000],
  ['many link openers with no closers', 'x.md', (n) => repeat('[a', n), 6500, 65_000],
  ['mismatched openers and closers', 'x.md', (n) => repeat('*a_ ', n), 5000, 50_000],
  ['openers and closers multiple of 3', 'x.md', (n) => `a**b${repeat('c* ', n)}`, 5000, 50_000],
  ['link openers and emph closers', 'x.md', (n) => repeat('[ a_', n), 5000, 50_000],
  ['hard link/emph case', 'x.md', (n) => repeat('**x [a*b**c*](d)\n\n', n), 1, 10],
  ['nested brackets', 'x.md', (n) => `${repeat('[', n)}a${repeat(']', n)}`, 5000, 50_000],
  ['nested block quotes', 'x.md', (n) => `${repeat('> ', n)}a`, 5000, 50_000],
  ['deeply nested lists', 'x.md', (n) => lines(n, (x) => `${'  '.repeat(x)}* a`), 100, 1000],
  ['U+0000 in input', 'x.md', (n) => repeat('abc\u0000de\u0000', n), 1, 10],
  ['backticks', 'x.md', (n) => Array.from({ length: n - 1 }, (_, x) => `e${'`'.repeat(x + 1)}`).join(''), 1000, 10_000],
  ['unclosed links A', 'x.md', (n) => repeat('[a](<b', n), 5000, 50_000],
  ['unclosed links B', 'x.md', (n) => repeat('[a](b', n), 5000, 50_000],
  [
    'many references',
    'x.md',
    (n) => `${lines(n * 16 - 1, (x) => `[${x + 1}]: u`)}\n${repeat('[0] ', n)}`,
    5000,
    50_000,
  ],
];

function openAiResponse(n) {
  let text = '';
  const annotations = [];
  for (let i = 0; i < n; i++) {
    const start = text.length;
    text += `Route ${i} grew. `;
    annotations.push({
      type: 'url_citation',
      url: `https://a.example/${i}`,
      start_index: start,
      end_index: text.length - 1,
    });
  }
  return JSON.stringify({
    object: 'response',
    output: [{ type: 'message', content: [{ type: 'output_text', text, annotations }] }],
  });
}

/** src/formats/markdown/prescan.ts's MAX_LISTED_LINES: a file just at it must still be read within the targets. */
const LISTED_LIMIT = 20_000;
/** src/formats/markdown/prescan.ts MAX_SENTENCES. */
const SENTENCE_LIMIT = 50_000;

const ISSUE = [
  [
    '1: [99999999999] in a source list',
    'x.md',
    (n) =>
      `Claim [1].\n\n### Sources\n${lines(n, (i) => `[${99_999_999_999 - i}] B: https://b.example/${i}`)}\n[1] A: https://a.example/1\n`,
    1,
    10,
  ],
  [
    '2: lone surrogates in an answer',
    'x.json',
    (n) =>
      `{"choices": [{"message": {"content": "${repeat('Fares rose \\ud800 in May [1]. ', n)}"}}], "citations": ["https://a.example/1"]}`,
    1,
    10,
  ],
  ['3: nested > (3,000)', 'x.md', (n) => `${repeat('>', n)} Claim [1].\n`, 3000, 30_000],
  [
    '5: numbered entries (1/10, 1x)',
    'x.md',
    (n) => `Claim [1].\n\n${lines(n, (i) => `[${i + 1}]: https://a.example/${i}`)}\n`,
    12_500,
    125_000,
  ],
  [
    '7: a 58 MB answer (1/10, 1x; 10x > 100 MB)',
    'x.json',
    (n) =>
      JSON.stringify({
        choices: [{ message: { content: repeat('The council counted 12 buses in May [1]. ', n) } }],
        citations: ['https://a.example/1'],
      }),
    141_000,
    1_410_000,
  ],
  [
    '8: nested lists, depth 1000 and 3160',
    'x.md',
    (n) => lines(n, (i) => `${'  '.repeat(i)}- Claim ${i} [1].`) + SOURCES,
    1000,
    3160,
  ],
  ['9: setext underlines', 'x.md', (n) => repeat('a\n=\n', n), 10_000, 100_000],
  ['9: alternating _ and *', 'x.md', (n) => repeat('_*', n), 25_000, 250_000],
  ['9: open [a](', 'x.md', (n) => repeat('[a](', n), 25_000, 250_000],
  [
    '9: backtick runs',
    'x.md',
    (n) => Array.from({ length: n }, (_, x) => `e${'`'.repeat((x % 400) + 1)}`).join(''),
    2000,
    20_000,
  ],
  ['9: > on one line', 'x.md', (n) => `${repeat('>', n)} a\n`, 100_000, 1_000_000],
  ['10: [1] markers in a paragraph', 'x.md', (n) => `Claim ${repeat('[1]', n)}.${SOURCES}`, 40_000, 400_000],
  [
    '10: cited sentences in a paragraph',
    'x.md',
    (n) => `${lines(n, (i) => `Sentence ${i} cites [1].`).replace(/\n/g, ' ')}${SOURCES}`,
    40_000,
    400_000,
  ],
  ['12: OpenAI annotations', 'x.json', openAiResponse, 20_000, 200_000],
  [
    '13: link definitions',
    'x.md',
    (n) => `Claim [1].\n\n${lines(n, (i) => `[${i + 1}]: https://a.example/${i}`)}\n`,
    50_000,
    500_000,
  ],
  [
    // 60,000 unnumbered entries took 5.25 s of CPU to read (a per-paragraph recount of the list's
    // entries had made them run into the 30 s limit): the lines that may open one are counted
    // now, and past 20,000 the report is refused before it is parsed.
    'unnumbered entries (1/10, 1x)',
    'x.md',
    (n) => `Claim [1].\n\n### Sources\n\n${lines(n, (i) => `- Source ${i}: https://a.example/${i}`)}\n`,
    6_000,
    60_000,
  ],
  [
    'at the limit: "[n]: url" definitions',
    'x.md',
    (n) => `Claim [1].\n\n${lines(n, (i) => `[${i + 1}]: https://a.example/${i}`)}\n`,
    LISTED_LIMIT / 10,
    LISTED_LIMIT,
  ],
  [
    'at the limit: "[n] A: url" entries',
    'x.md',
    (n) => `Claim [1].\n\n### Sources\n${lines(n, (i) => `[${i + 1}] A: https://a.example/${i}`)}\n`,
    LISTED_LIMIT / 10,
    LISTED_LIMIT,
  ],
  [
    // The claim and the heading are lines that may open an unnumbered entry too: n - 2 entries
    // make n counted lines.
    'at the limit: unnumbered "- a: url"',
    'x.md',
    (n) => `Claim [1].\n\n### Sources\n\n${lines(n - 2, (i) => `- Source ${i}: https://a.example/${i}`)}\n`,
    LISTED_LIMIT / 10,
    LISTED_LIMIT,
  ],
  [
    // Table rows are the dearest unnumbered entries to read (60,000 took 6.1 s).
    'at the limit: unnumbered table rows',
    'x.md',
    (n) =>
      `Claim [1].\n\n### Sources\n\n| Title | URL |\n|---|---|\n${lines(n - 4, (i) => `| Source ${i} | https://a.example/${i} |`)}\n`,
    LISTED_LIMIT / 10,
    LISTED_LIMIT,
  ],
  [
    'at the limit: cited sentences in an answer',
    'x.json',
    (n) =>
      JSON.stringify({
        choices: [{ message: { content: repeat('The council counted 12 buses in May [1]. ', n) } }],
        citations: ['https://a.example/1'],
      }),
    SENTENCE_LIMIT / 10,
    SENTENCE_LIMIT,
  ],
];

async function run(file, dir) {
  const out = path.join(dir, 'results.json');
  const args = [
    'check',
    file,
    '--semantic',
    'off',
    '--json',
    out,
    ...(file.endsWith('.md') ? ['--format', 'markdown'] : []),
  ];
  const tree = await runTree(args, { cwd: dir, env: { NO_COLOR: '1' } });
  let what;
  try {
    const report = JSON.parse(readFileSync(out, 'utf8')).reports[0];
    what = report.error ? `invalid: ${report.error.message.slice(0, 70)}` : `read: ${report.claims.length} claims`;
  } catch {
    what = `NO RESULTS (exit ${tree.status}): ${tree.stderr.trim().split('\n').slice(-2).join(' ').slice(0, 80)}`;
  }
  return { ms: tree.ms, cpuMs: tree.cpuMs, peakMb: tree.peakMb, processes: tree.processes, what };
}

async function measure(file, text) {
  const dir = mkdtempSync(path.join(tmpdir(), 'citegate-hostile-'));
  try {
    writeFileSync(path.join(dir, file), text);
    return { ...(await run(file, dir)), bytes: Buffer.byteLength(text) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const size = (bytes) => (bytes >= 1e6 ? `${(bytes / 1e6).toFixed(1)} MB` : `${(bytes / 1e3).toFixed(1)} KB`);
const verdicts = [];
const baseline = await measure('x.md', 'One claim [1].' + SOURCES);
console.log(
  `Hostile Markdown and provider answers, bundled command line, whole process tree (main + readers). Judged: CPU time (user + system; wall time is for information, as it measures the machine's other jobs too) and peak memory. Targets: under ${LIMIT_MS / 1000} s CPU and ${LIMIT_MB} MB at both sizes, CPU growth at most 1.3x the input's.`,
);
console.log(
  `load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(
      ' ',
    )}; start-up (a one-line report): ${seconds(baseline.cpuMs)} CPU, ${baseline.peakMb} MB, ${seconds(baseline.ms)} wall`,
);
console.log('case | input | CPU | peak | wall | processes | result');
for (const [group, cases] of [
  ['cmark pathological_tests.py', CMARK],
  ['issue 27, 10x', ISSUE],
]) {
  console.log(`== ${group}`);
  for (const [name, file, make, small, large] of cases) {
    if (only && !name.includes(only)) continue;
    const a = await measure(file, make(small));
    const b = await measure(file, make(large));
    const inputGrowth = b.bytes / a.bytes;
    // Work below 0.2 s counts as 0.2 s: a start-up on a loaded machine varies by about that much,
    // and a ratio of two such noises says nothing about growth.
    const work = (m) => Math.max(m.cpuMs - baseline.cpuMs, 200);
    const growth = work(b) / work(a);
    const misses = [
      ...budgetMisses([a, b]),
      ...(growth > 1.3 * inputGrowth ? ['super-linear'] : []),
      ...([a, b].some((m) => m.what.startsWith('NO RESULTS')) ? ['no results'] : []),
    ];
    for (const m of [a, b])
      console.log(
        `${name.padEnd(36)} ${size(m.bytes).padStart(9)} ${`${seconds(m.cpuMs)} CPU`.padStart(12)} ${`${m.peakMb} MB`.padStart(8)} ${`${seconds(m.ms)} wall`.padStart(13)} ${String(m.processes).padStart(2)}  ${m.what}`,
      );
    console.log(
      `${''.padEnd(36)} growth for x${inputGrowth.toFixed(1)} input: CPU x${growth.toFixed(1)}  ${verdict(misses)}`,
    );
    verdicts.push({ name, ok: misses.length === 0 });
  }
}
const over = verdicts.filter((verdict) => !verdict.ok);
console.log(
  `== targets: each under ${LIMIT_MS / 1000} s CPU and ${LIMIT_MB} MB (whole process tree), CPU growth at most 1.3x the input's: ${verdicts.length - over.length} of ${verdicts.length} PASS${over.length ? `; OVER: ${over.map((v) => v.name).join(', ')}` : ''}`,
);
if (over.length > 0) process.exitCode = 1;
