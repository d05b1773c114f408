// npm run bench:hostile (and the end of npm run bench): Markdown reports and provider answers as a
// hostile pull request writes them, each checked by the bundled command line in a fresh process
// (needs npm run build), as docs/security.md's per-file limits promise:
// - every case of CommonMark's own pathological tests (cmark's test/pathological_tests.py), at
//   cmark's sizes and at a tenth of them;
// - the Markdown and provider cases of issue 27 (items 1, 2, 3, 5, 7, 8, 9, 10, 12, 13) at ten
//   times the issue's sizes and at the issue's sizes (a size over the 10 MB a report may have is
//   refused at once, and says so).
// Each line gives the wall time, the CPU time (user + system, all threads), the peak memory (RSS
// of the whole process), what the run made of the file, and the growth of the CPU time for the
// larger input (start-up subtracted) against the growth of the input. Targets: under 5 s and
// 1 GB each, and growth at most linear: a CPU ratio of at most 1.3 times the size ratio (13 for
// ten times the input), which leaves room for the noise of a shared machine.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { requireBundle } from './bundled-cli.mjs';

requireBundle('npm run bench:hostile');
const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));
const cli = process.env.BENCH_CLI ?? path.join(root, 'dist', 'cli', 'index.js');
const HOOK = `data:text/javascript,process.on('exit',()=>{const u=process.cpuUsage();process.stderr.write('\\nbench-cpu-ms '+Math.round((u.user+u.system)/1000)+' bench-rss-kb '+process.resourceUsage().maxRSS+'\\n')})`;
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
];

function run(file, dir) {
  return new Promise((resolve) => {
    const started = performance.now();
    const out = path.join(dir, 'results.json');
    execFile(
      process.execPath,
      [
        '--import',
        HOOK,
        cli,
        'check',
        file,
        '--semantic',
        'off',
        '--json',
        out,
        ...(file.endsWith('.md') ? ['--format', 'markdown'] : []),
      ],
      { cwd: dir, env: { ...process.env, NO_COLOR: '1' }, encoding: 'utf8', maxBuffer: 256 << 20 },
      (error, stdout, stderr) => {
        const ms = performance.now() - started;
        const cpuMs = Number(/bench-cpu-ms (\d+)/.exec(stderr)?.[1] ?? NaN);
        const rssMb = Number(/bench-rss-kb (\d+)/.exec(stderr)?.[1] ?? NaN) / 1024;
        let what;
        try {
          const report = JSON.parse(readFileSync(out, 'utf8')).reports[0];
          what = report.error
            ? `invalid: ${report.error.message.slice(0, 70)}`
            : `read: ${report.claims.length} claims`;
        } catch {
          what = `NO RESULTS (exit ${error?.code ?? 0}): ${stderr.trim().split('\n').slice(-2).join(' ').slice(0, 80)}`;
        }
        resolve({ ms, cpuMs, rssMb, what });
      },
    );
  });
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
  `load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(
      ' ',
    )}; start-up (a one-line report): ${baseline.ms.toFixed(0)} ms wall, ${baseline.cpuMs} ms CPU, ${baseline.rssMb.toFixed(0)} MB`,
);
console.log('case | input | wall | CPU | peak RSS | result | CPU growth (input growth)');
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
    const work = (m) => Math.max(m.cpuMs - baseline.cpuMs, 20);
    const growth = work(b) / work(a);
    const ok = b.ms < 5000 && b.rssMb < 1024 && a.ms < 5000 && growth <= 1.3 * inputGrowth;
    for (const [label, m] of [
      ['', a],
      ['', b],
    ])
      console.log(
        `${label}${name.padEnd(36)} ${size(m.bytes).padStart(9)} ${`${m.ms.toFixed(0)} ms`.padStart(9)} ${`${m.cpuMs} ms`.padStart(9)} ${`${m.rssMb.toFixed(0)} MB`.padStart(7)}  ${m.what}`,
      );
    console.log(
      `${''.padEnd(36)} growth x${growth.toFixed(1)} (input x${inputGrowth.toFixed(1)})  ${ok ? 'ok' : 'OVER TARGET'}`,
    );
    verdicts.push({ name, ok });
  }
}
const over = verdicts.filter((verdict) => !verdict.ok);
console.log(
  `== targets: each under 5 s and 1 GB, CPU growth at most 1.3x the input's: ${verdicts.length - over.length} of ${verdicts.length} ok${over.length ? `; over: ${over.map((v) => v.name).join(', ')}` : ''}`,
);
