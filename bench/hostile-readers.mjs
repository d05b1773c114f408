// npm run bench:hostile-readers (the end of npm run bench; node bench/hostile-readers.mjs [CASE…]):
// the readers of snapshots, waivers, references and SARIF under what a hostile pull request commits (issue 27 items 4, 6, 11, 15,
// 16 and 17), each at the issue's size and at ten times it, through the bundled command line
// (npm run build first), each run in a fresh process. What is judged is the whole process tree of
// each run, the main process and any reader process it forks (bench/tree-usage.mjs): its CPU
// time (user + system) and its peak memory (resident sets summed). For each it prints the CPU
// time, the peak memory, the wall time (for information) and the growth (10× time / 1× time,
// against 10 for linear), then PASS or OVER: each size must stay under 5 s of CPU and 1 GB, and
// grow at most linearly. CPU time is what is judged, not wall time: on a shared 2-core machine
// the wall time says more about its other jobs. The growth compares CPU time less a bare start
// of the bundle, so a fixed start-up cost does not hide a super-linear part. Exit status 1 when
// a target is missed. Item 22 (SARIF URIs) has no size, and item 21's markers and the Markdown
// cases are in the Markdown benchmark.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { requireBundle } from './bundled-cli.mjs';
import { budgetMisses, LIMIT_MB, LIMIT_MS, runTree, seconds, verdict } from './tree-usage.mjs';

/** Growth over ten times the input, beyond which a case is not linear (10, with room for noise and GC). */
const LINEAR = 13;

const sha = (text) => createHash('sha256').update(text, 'utf8').digest('hex');
/** The claim fingerprint of an ASCII statement with single spaces: Python's casefold is lower-casing there. */
const claimSha = (statement) => sha(statement.toLowerCase());
const git = (cwd, ...args) =>
  execFileSync('git', ['-c', 'user.name=bench', '-c', 'user.email=bench@example.invalid', ...args], {
    cwd,
    stdio: 'pipe',
    maxBuffer: 1 << 30,
  });
const writeJson = (file, value) => writeFileSync(file, JSON.stringify(value, null, 2));

function pipelineReport(claims, evidence) {
  return {
    inquiry_id: 'bench',
    title: 'A hostile report',
    summary: 'Written by the benchmark.',
    claims: claims.map((claim) => ({ confidence: 'medium', ...claim })),
    evidence: evidence.map((record) => ({ title: `Source ${record.id}`, relation: 'supports', ...record })),
    open_questions: [],
  };
}

function snapshotSource(url, passages, sentences) {
  return {
    url,
    status: 'ok',
    final_url: url,
    http_status: 200,
    fetched_at: '2026-01-01T00:00:00.000Z',
    content_type: 'text/html',
    archive: null,
    title: null,
    title_sha256: null,
    text_sha256: null,
    text_length: null,
    omitted: 0,
    detail: 'written by the benchmark',
    passages: passages.map((text) => ({ start: 0, end: text.length, sha256: sha(text), text })),
    sentences: sentences.map(({ id, statement, passages: listed }) => ({
      claim_id: id,
      claim_sha256: claimSha(statement),
      sentence: statement,
      passages: listed,
      quotes: [],
    })),
  };
}

const snapshotFile = (sources) => ({ generator: 'citegate snapshot', version: 1, sources });

/** A git repository whose base commit has `base` and whose head commit `head` (name → text), for --base HEAD~1. */
function repository(dir, base, head) {
  for (const [name, text] of Object.entries(base)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  git(dir, 'init', '-q');
  git(dir, 'add', '.');
  git(dir, 'commit', '-qm', 'base');
  for (const [name, text] of Object.entries(head)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  git(dir, 'add', '.');
  git(dir, 'commit', '-qm', 'head');
}

// Each case writes its input for `n` (the issue's size, then ten times it) into `dir` and says
// how to run it; `check` reads the results and says what is wrong, or null.
const CASES = [
  {
    name: 'snapshot: a sentence lists passage 0 n times (item 4)',
    sizes: [2000, 20000],
    unit: 'repeats',
    setup(dir, n) {
      const statement = 'Ridership rose 18 percent in 2025.';
      const passage = 'Ridership on the harbour routes rose 18 percent in 2025. '.repeat(5300).slice(0, 300_000);
      writeJson(
        path.join(dir, 'q.report.json'),
        pipelineReport(
          [{ id: 'c1', statement, evidence_ids: ['e1'] }],
          [{ id: 'e1', url: 'https://example.org/page', excerpt: '' }],
        ),
      );
      writeJson(
        path.join(dir, 'q.report.snapshots.json'),
        snapshotFile([
          snapshotSource('https://example.org/page', [passage], [{ id: 'c1', statement, passages: Array(n).fill(0) }]),
        ]),
      );
      return ['check', '--semantic', 'off', '--json', 'r.json'];
    },
    check: (results) => (results.reports[0].evidence[0].snapshot?.passages === 1 ? null : 'the passage was not bound'),
  },
  {
    name: 'waivers: a pull request adds n waivers (item 6)',
    sizes: [100_000, 1_000_000],
    unit: 'waivers',
    setup(dir, n) {
      const statement = 'Employment increased in every sector.';
      const entries = [];
      for (let i = 0; i < n; i++)
        entries.push(`  - report: q.report.json\n    kind: contradicted\n    claim: c${i}\n    reason: r\n`);
      repository(
        dir,
        {
          'q.report.json': JSON.stringify(
            pipelineReport(
              [{ id: 'c0', statement, evidence_ids: ['e1'] }],
              [{ id: 'e1', url: 'https://example.org/a', excerpt: 'Employment rose.' }],
            ),
          ),
        },
        { '.citegate/waivers.yml': `waivers:\n${entries.join('')}` },
      );
      return ['check', '--semantic', 'off', '--base', 'HEAD~1', '--json', 'r.json'];
    },
    check: (results) =>
      results.waivers?.errors?.[0]?.message?.includes('more than the 1 MB citegate reads')
        ? null
        : 'the waiver file was not refused by its size',
  },
  {
    name: 'waivers: 9,000 (about as many as 1 MB holds), and a tenth of them (item 6, under the limit)',
    sizes: [900, 9_000],
    unit: 'waivers',
    setup(dir, n) {
      const statement = 'Employment increased in every sector.';
      const entries = [];
      for (let i = 0; i < n; i++)
        entries.push(
          `  - report: q.report.json\n    kind: ungrounded_number\n    claim: c${i}\n    number: 18 percent\n    reason: r\n`,
        );
      repository(
        dir,
        {
          'q.report.json': JSON.stringify(
            pipelineReport(
              [{ id: 'c0', statement, evidence_ids: ['e1'] }],
              [{ id: 'e1', url: 'https://example.org/a', excerpt: 'Employment rose.' }],
            ),
          ),
        },
        { '.citegate/waivers.yml': `waivers:\n${entries.join('')}` },
      );
      return ['check', '--semantic', 'off', '--base', 'HEAD~1', '--json', 'r.json'];
    },
    check: (results, n) =>
      results.waivers?.entries?.length === n ? null : `${results.waivers?.entries?.length} waivers read, not ${n}`,
  },
  {
    name: 'snapshot: n sources matched to their records (item 11)',
    sizes: [5000, 50_000],
    unit: 'sources',
    setup(dir, n) {
      const claims = [];
      const evidence = [];
      const sources = [];
      for (let i = 0; i < n; i++) {
        const statement = `Ridership on route ${i} rose.`;
        const url = `https://example.org/route/${i}`;
        claims.push({ id: `c${i}`, statement, evidence_ids: [`e${i}`] });
        evidence.push({ id: `e${i}`, url, excerpt: '' });
        sources.push(
          snapshotSource(url, [`Ridership on route ${i} rose sharply.`], [{ id: `c${i}`, statement, passages: [0] }]),
        );
      }
      writeFileSync(path.join(dir, 'q.report.json'), JSON.stringify(pipelineReport(claims, evidence)));
      writeFileSync(path.join(dir, 'q.report.snapshots.json'), JSON.stringify(snapshotFile(sources)));
      return ['check', '--semantic', 'off', '--json', 'r.json'];
    },
    check: (results) => (results.totals.no_source_text === 0 ? null : 'some record found no source'),
  },
  {
    name: 'snapshot: a pull request rewrites n passages to ground numbers (item 15)',
    sizes: [1000, 10_000],
    unit: 'passages',
    setup(dir, n) {
      const claims = [];
      const evidence = [];
      const base = [];
      const head = [];
      for (let i = 0; i < n; i++) {
        const statement = `Ridership on route ${i} rose 7.5 percent.`;
        const url = `https://example.org/route/${i}`;
        claims.push({ id: `c${i}`, statement, evidence_ids: [`e${i}`] });
        evidence.push({ id: `e${i}`, url, excerpt: '' });
        const sentence = [{ id: `c${i}`, statement, passages: [0] }];
        base.push(snapshotSource(url, [`Ridership on route ${i} rose sharply.`], sentence));
        head.push(snapshotSource(url, [`Ridership on route ${i} rose 7.5 percent.`], sentence));
      }
      const report = JSON.stringify(pipelineReport(claims, evidence));
      repository(
        dir,
        { 'q.report.json': report, 'q.report.snapshots.json': JSON.stringify(snapshotFile(base)) },
        { 'q.report.snapshots.json': JSON.stringify(snapshotFile(head)) },
      );
      return ['check', '--semantic', 'off', '--base', 'HEAD~1', '--json', 'r.json'];
    },
    check: (results, n) =>
      results.snapshot_changes?.passages === n && results.totals.ungrounded_numbers === n
        ? null
        : `${results.snapshot_changes?.passages} passages changed and ${results.totals.ungrounded_numbers} numbers ungrounded, not ${n}`,
  },
  {
    name: 'references: n records whose DOI has dot segments (item 16)',
    sizes: [1000, 10_000],
    unit: 'records',
    setup(dir, n) {
      const evidence = Array.from({ length: n }, (_, i) => ({
        id: `e${i}`,
        url: `https://example.org/${i}`,
        title: `Secret doi:10.5281/${i}/../../../../admin/secret`,
        excerpt: 'Text.',
      }));
      writeJson(
        path.join(dir, 'q.report.json'),
        pipelineReport(
          [{ id: 'c1', statement: 'A claim.', evidence_ids: evidence.map((record) => record.id) }],
          evidence,
        ),
      );
      // Nothing listens there: a request sent would be unreachable, not malformed.
      const nowhere = 'http://127.0.0.1:9';
      return [
        'check',
        '--semantic',
        'off',
        '--references',
        'check',
        '--crossref-url',
        nowhere,
        '--datacite-url',
        nowhere,
        '--doi-url',
        nowhere,
        '--json',
        'r.json',
      ];
    },
    check: (results) =>
      results.reports[0].evidence.every((row) => row.references?.status === 'malformed')
        ? null
        : 'a DOI with dot segments was not malformed',
  },
  {
    name: 'references: a link that names one DOI n times (pattern sweep)',
    sizes: [20_000, 200_000],
    unit: 'DOIs',
    setup(dir, n) {
      const link = `https://example.org/search?${'doi=10.1038/nature14539&'.repeat(n)}`;
      writeFileSync(
        path.join(dir, 'report.md'),
        // In angle brackets: markdown-it linkifies a bare URL only to about its first 10,000 characters.
        `# Report\n\nDeep networks learn representations [1].\n\n## Sources\n\n1. Deep learning. <${link}>\n`,
      );
      const nowhere = 'http://127.0.0.1:9';
      return [
        'check',
        'report.md',
        '--semantic',
        'off',
        '--references',
        'check',
        '--crossref-url',
        nowhere,
        '--datacite-url',
        nowhere,
        '--doi-url',
        nowhere,
        '--references-timeout',
        '1',
        '--json',
        'r.json',
      ];
    },
    check: (results) =>
      results.reports[0].evidence[0]?.references?.identifiers?.length === 1 ? null : 'the DOI was not read once',
  },
  {
    name: 'SARIF: a run of n findings (item 17)',
    sizes: [30_000, 300_000],
    unit: 'findings',
    setup(dir, n) {
      // Claims of 1,000 dangling citations each: binding errors, so every result is an error.
      const per = 1000;
      const claims = Array.from({ length: Math.ceil(n / per) }, (_, c) => ({
        id: `c${c}`,
        statement: 'Ridership rose.',
        evidence_ids: Array.from({ length: per }, (_, i) => `gone-${c}-${i}`),
      }));
      writeFileSync(
        path.join(dir, 'q.report.json'),
        JSON.stringify(
          pipelineReport(claims, [{ id: 'e1', url: 'https://example.org/a', excerpt: 'Ridership rose.' }]),
        ),
      );
      return ['check', '--semantic', 'off', '--sarif', 's.sarif', '--json', 'r.json'];
    },
    check: (_results, n, dir) => {
      const log = JSON.parse(readFileSync(path.join(dir, 's.sarif'), 'utf8'));
      const run = log.runs[0];
      return run.results.length === 5000 && run.properties['citegate/results'].total === n
        ? null
        : `${run.results.length} results written of ${run.properties?.['citegate/results']?.total}`;
    },
  },
];

/** Runs the bundle in `dir`: exit status, stderr, wall ms, and the CPU ms and peak MB of its whole process tree. */
const measure = (args, dir) => runTree(args, { cwd: dir, env: { NO_COLOR: '1', OPENAI_API_KEY: '' } });

const pad = (text, width) => String(text).padStart(width);

requireBundle('bench/hostile-readers.mjs');
const only = process.argv.slice(2);
const bare = mkdtempSync(path.join(tmpdir(), 'citegate-bench-hostile-'));
// A bare start of the bundle: what every run costs before it reads anything.
const start = await measure(['--version'], bare);
rmSync(bare, { recursive: true, force: true });
console.log(
  `Hostile inputs for the readers of snapshots, waivers, references and SARIF (bundled command line, whole process tree: main + readers). Judged: CPU time (user + system; wall time is for information, as it measures the machine's other jobs too) and peak memory. Targets at both sizes: under ${LIMIT_MS / 1000} s of CPU and ${LIMIT_MB} MB, growth for 10× at most linear.`,
);
console.log(`A bare start of the bundle (--version): ${seconds(start.cpuMs)} CPU, ${start.peakMb} MB.\n`);
let failed = 0;
for (const testCase of CASES) {
  if (only.length > 0 && !only.some((word) => testCase.name.includes(word))) continue;
  console.log(testCase.name);
  const runs = [];
  for (const n of testCase.sizes) {
    const dir = mkdtempSync(path.join(tmpdir(), 'citegate-bench-hostile-'));
    try {
      const args = testCase.setup(dir, n);
      const run = await measure(args, dir);
      let problem = run.status === 0 || run.status === 1 ? null : `exit ${run.status}: ${run.stderr.slice(0, 300)}`;
      if (!problem) {
        try {
          problem = testCase.check(JSON.parse(readFileSync(path.join(dir, 'r.json'), 'utf8')), n, dir);
        } catch (error) {
          problem = `no results: ${error.message}`;
        }
      }
      runs.push({ n, ...run, problem });
      console.log(
        `  ${pad(n.toLocaleString('en-US'), 10)} ${testCase.unit.padEnd(9)} CPU ${pad(seconds(run.cpuMs), 8)}  peak ${pad(`${run.peakMb} MB`, 8)}  wall ${pad(seconds(run.ms), 8)}  processes ${run.processes}${problem ? `  WRONG: ${problem}` : ''}`,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  const [small, large] = runs;
  const growth = Math.max(large.cpuMs - start.cpuMs, 1) / Math.max(small.cpuMs - start.cpuMs, 1);
  const misses = [
    ...budgetMisses(runs),
    ...(growth > LINEAR ? ['super-linear'] : []),
    ...(runs.some((run) => run.problem) ? ['wrong result'] : []),
  ];
  if (misses.length > 0) failed++;
  console.log(
    `  growth for 10×: CPU ×${growth.toFixed(1)} (less the bare start), memory ×${(large.peakMb / small.peakMb).toFixed(1)}  ${verdict(misses)}\n`,
  );
}
if (failed > 0) {
  console.log(`${failed} case(s) OVER a target.`);
  process.exitCode = 1;
}
