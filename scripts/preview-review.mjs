// What a reviewer sees for the examples on a pull request: makes a git repository whose base
// commit is an edited copy of examples/ and whose head is examples/ as committed, runs the
// bundled command line with --base, and writes the comment and the job summary as markdown
// (and, with --html, as HTML pages styled like GitHub for a headless browser to photograph).
//
//   npm run build && node scripts/preview-review.mjs OUT_DIR [--html [--png]] [--scenario verdicts|edits] [-- extra citegate flags]
//
// --png photographs the two pages with headless Chromium (`chromium`, or the CHROMIUM variable),
// 1030 pixels wide (PREVIEW_WIDTH), in parts 1200 pixels high: comment.png, summary-1.png, ….
//
// Links go to https://github.com/acme/docs at the temporary head commit, unless
// PREVIEW_REPOSITORY (owner/name) and PREVIEW_SHA (a commit of that repository whose examples/
// are these) name a real place, as for the README's sample.
//
// Two pull requests (--scenario NAME):
// - `verdicts` (the default; the screenshots in docs/reviewing.md): the base differs from the
//   head (examples/ as committed) in three ways a documentation pull request might bring:
//   - northport: the verifier's committed verdict on the freight-scheme claim was `supports`
//     (the pull request re-ran it: now `contradicts`);
//   - westmark: the applications claim said "12 percent" (now "15 percent", which its source lacks);
//   - meridian: the revenue claim also cited a draft report that is not in the file (fixed).
// - `edits` (issue 21's pull request): the base is examples/ as committed, and the head edits
//   Meridian's report after it was verified: a claim reworded, a quote altered ("1200" written
//   "1,200"), and "41 million euros" changed to "44 million euros".
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const dashes = args.indexOf('--');
const extra = dashes >= 0 ? args.slice(dashes + 1) : ['--gate-on', 'new', '--max-contradicted', '0'];
const own = dashes >= 0 ? args.slice(0, dashes) : args;
const out = path.resolve(
  own.find((arg, index) => !arg.startsWith('--') && own[index - 1] !== '--scenario') ?? 'preview',
);
const png = own.includes('--png');
const html = own.includes('--html') || png;
const scenarioAt = own.indexOf('--scenario');
const scenario = scenarioAt >= 0 ? own[scenarioAt + 1] : 'verdicts';
if (!['verdicts', 'edits'].includes(scenario)) throw new Error(`--scenario ${scenario}: use verdicts or edits`);
mkdirSync(out, { recursive: true });

const repo = mkdtempSync(path.join(tmpdir(), 'citegate-preview-'));
const git = (...gitArgs) => execFileSync('git', gitArgs, { cwd: repo, encoding: 'utf8' });
const edit = (file, from, to) => {
  const target = path.join(repo, 'examples/reports', file);
  const text = readFileSync(target, 'utf8');
  if (!text.includes(from)) throw new Error(`${file}: ${JSON.stringify(from)} not found`);
  writeFileSync(target, text.replace(from, to));
};

cpSync(path.join(root, 'examples'), path.join(repo, 'examples'), { recursive: true });
git('init', '-q', '-b', 'main');
git('config', 'user.email', 'preview@example.invalid');
git('config', 'user.name', 'preview');
if (scenario === 'verdicts') {
  edit(
    'northport-congestion-pilot.report.json',
    '"evidence_id": "ev-council-freight-guidance",\n      "verdict": "contradicts"',
    '"evidence_id": "ev-council-freight-guidance",\n      "verdict": "supports"',
  );
  edit(
    'westmark-heat-pump-grants.report.json',
    'Grant applications grew by 15 percent',
    'Grant applications grew by 12 percent',
  );
  edit(
    'meridian-fy2025-revenue.report.json',
    '"evidence_ids": [\n          "ev-meridian-annual-report-2025",',
    '"evidence_ids": [\n          "ev-meridian-draft-2025",\n          "ev-meridian-annual-report-2025",',
  );
}
git('add', '-A');
git('commit', '-qm', 'base');
if (scenario === 'verdicts') {
  cpSync(path.join(root, 'examples'), path.join(repo, 'examples'), { recursive: true });
} else {
  const meridian = 'meridian-fy2025-revenue.report.json';
  const reworded = [
    "Meridian's audited group revenue for 2025 was EUR 112 million, up 14% from 2024.",
    "Meridian's audited group revenue rose 14% in 2025, to EUR 112 million.",
  ];
  edit(meridian, `"statement": "${reworded[0]}"`, `"statement": "${reworded[1]}"`);
  edit(meridian, `1. ${reworded[0]}`, `1. ${reworded[1]}`);
  edit(
    meridian,
    '"quote": "At the end of the year the group employed 1200 people"',
    '"quote": "At the end of the year the group employed 1,200 people"',
  );
  edit(
    meridian,
    '"statement": "Long-term maintenance contracts brought in 41 million euros',
    '"statement": "Long-term maintenance contracts brought in 44 million euros',
  );
  edit(
    meridian,
    '3. Long-term maintenance contracts brought in 41 million euros',
    '3. Long-term maintenance contracts brought in 44 million euros',
  );
}
git('add', '-A');
git('commit', '-qm', 'head');
const head = git('rev-parse', 'HEAD').trim();

const env = {
  ...process.env,
  GITHUB_SERVER_URL: 'https://github.com',
  GITHUB_REPOSITORY: process.env.PREVIEW_REPOSITORY ?? 'acme/docs',
  GITHUB_SHA: process.env.PREVIEW_SHA ?? head,
  OPENAI_API_KEY: '',
};
delete env.GITHUB_EVENT_PATH;
// CITEGATE_CLI: another entry point (e.g. a runner of the sources while iterating).
const cli = process.env.CITEGATE_CLI ?? path.join(root, 'dist/cli/index.js');
const run = spawnSync(
  process.execPath,
  [
    cli,
    'check',
    'examples',
    '--base',
    'HEAD~1',
    '--comment-md',
    path.join(out, 'comment.md'),
    '--summary-md',
    path.join(out, 'summary.md'),
    '--json',
    path.join(out, 'results.json'),
    ...extra,
  ],
  { cwd: repo, env, encoding: 'utf8' },
);
writeFileSync(path.join(out, 'terminal.txt'), run.stdout + run.stderr);
console.log(`citegate exited ${run.status}; wrote ${out}/comment.md, summary.md, results.json, terminal.txt`);

if (html) {
  // Rendered as GitHub renders it: a CommonMark/GFM parser with raw HTML allowed (GitHub then
  // sanitises it) and GitHub's stylesheet. Both are dev dependencies.
  const require = createRequire(import.meta.url);
  const MarkdownIt = require('markdown-it');
  const css = readFileSync(require.resolve('github-markdown-css/github-markdown-light.css'), 'utf8');
  const md = new MarkdownIt({ html: true, linkify: true });
  for (const name of ['comment', 'summary']) {
    const body = md.render(readFileSync(path.join(out, `${name}.md`), 'utf8'));
    const page = `<!doctype html><meta charset="utf-8"><style>${css}\nbody{margin:0;background:#fff}.markdown-body{box-sizing:border-box;max-width:980px;margin:0 auto;padding:24px;border:1px solid #d0d7de;border-radius:6px}</style><article class="markdown-body">${body}</article>`;
    writeFileSync(path.join(out, `${name}.html`), page);
  }
  console.log(`wrote ${out}/comment.html and summary.html`);
}

if (png) {
  const chromium = process.env.CHROMIUM ?? 'chromium';
  const width = Number(process.env.PREVIEW_WIDTH ?? 1030);
  const PART = 1200;
  const shoot = (page, size, more) => {
    const file = path.join(out, '.page.html');
    writeFileSync(file, page);
    const profile = mkdtempSync(path.join(tmpdir(), 'citegate-chromium-'));
    const flags = [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--hide-scrollbars',
      `--user-data-dir=${profile}`,
      `--window-size=${size}`,
    ];
    const done = spawnSync(chromium, [...flags, ...more, file], { encoding: 'utf8' });
    rmSync(profile, { recursive: true, force: true });
    if (done.status !== 0) throw new Error(`${chromium} exited ${done.status}: ${done.stderr}`);
    return done.stdout;
  };
  for (const name of ['comment', 'summary']) {
    const page = readFileSync(path.join(out, `${name}.html`), 'utf8');
    // The page's height, measured by the browser itself: a script writes it into the title.
    const dom = shoot(
      `${page}<script>document.title = String(document.documentElement.scrollHeight)</script>`,
      `${width},800`,
      ['--dump-dom'],
    );
    const height = Number(/<title>(\d+)<\/title>/.exec(dom)?.[1] ?? NaN);
    if (!Number.isFinite(height)) throw new Error(`could not measure ${name}.html`);
    const parts = Math.ceil(height / PART);
    for (let part = 0; part < parts; part++) {
      const target = path.join(out, parts === 1 ? `${name}.png` : `${name}-${part + 1}.png`);
      const shifted = `${page}<style>body{margin-top:-${part * PART}px}</style>`;
      shoot(shifted, `${width},${Math.min(PART, height - part * PART)}`, [`--screenshot=${target}`]);
    }
    console.log(`wrote ${parts === 1 ? `${out}/${name}.png` : `${out}/${name}-1.png … ${name}-${parts}.png`}`);
  }
  rmSync(path.join(out, '.page.html'), { force: true });
}
