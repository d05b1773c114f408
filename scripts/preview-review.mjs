// What a reviewer sees for the examples on a pull request: makes a git repository whose base
// commit is an edited copy of examples/ and whose head is examples/ as committed, runs the
// bundled command line with --base, and writes the comment and the job summary as markdown
// (and, with --html, as HTML pages styled like GitHub for a headless browser to photograph).
//
//   npm run build && node scripts/preview-review.mjs OUT_DIR [--html] [-- extra citegate flags]
//
// Links go to https://github.com/acme/docs at the temporary head commit, unless
// PREVIEW_REPOSITORY (owner/name) and PREVIEW_SHA (a commit of that repository whose examples/
// are these) name a real place, as for the README's sample.
//
// The base differs from the head in three ways a documentation pull request might bring:
// - northport: the verifier's committed verdict on the freight-scheme claim was `supports`
//   (the pull request re-ran it: now `contradicts`);
// - westmark: the applications claim said "12 percent" (now "15 percent", which its source lacks);
// - meridian: the revenue claim also cited a draft report that is not in the file (fixed).
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const dashes = args.indexOf('--');
const extra = dashes >= 0 ? args.slice(dashes + 1) : ['--gate-on', 'new', '--max-contradicted', '0'];
const own = dashes >= 0 ? args.slice(0, dashes) : args;
const out = path.resolve(own.find((arg) => !arg.startsWith('--')) ?? 'preview');
const html = own.includes('--html');
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
edit('northport-congestion-pilot.report.json', '"evidence_id": "ev-council-freight-guidance",\n      "verdict": "contradicts"', '"evidence_id": "ev-council-freight-guidance",\n      "verdict": "supports"');
edit('westmark-heat-pump-grants.report.json', 'Grant applications grew by 15 percent', 'Grant applications grew by 12 percent');
edit('meridian-fy2025-revenue.report.json', '"evidence_ids": [\n          "ev-meridian-annual-report-2025",', '"evidence_ids": [\n          "ev-meridian-draft-2025",\n          "ev-meridian-annual-report-2025",');
git('add', '-A');
git('commit', '-qm', 'base');
cpSync(path.join(root, 'examples'), path.join(repo, 'examples'), { recursive: true });
git('add', '-A');
git('commit', '-qm', 'head');
const head = git('rev-parse', 'HEAD').trim();

const env = { ...process.env, GITHUB_SERVER_URL: 'https://github.com', GITHUB_REPOSITORY: process.env.PREVIEW_REPOSITORY ?? 'acme/docs', GITHUB_SHA: process.env.PREVIEW_SHA ?? head, OPENAI_API_KEY: '' };
delete env.GITHUB_EVENT_PATH;
// CITEGATE_CLI: another entry point (e.g. a runner of the sources while iterating).
const cli = process.env.CITEGATE_CLI ?? path.join(root, 'dist/cli/index.js');
const run = spawnSync(process.execPath, [cli, 'check', 'examples', '--base', 'HEAD~1', '--comment-md', path.join(out, 'comment.md'), '--summary-md', path.join(out, 'summary.md'), '--json', path.join(out, 'results.json'), ...extra], { cwd: repo, env, encoding: 'utf8' });
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
