// The README's sample comment ("What reviewers see") made by the committed bundle: runs
// scripts/preview-review.mjs (the `verdicts` pull request on examples/) and puts the comment.md
// it writes between the README's <table><tr><td> and </td></tr></table>.
//
//   npm run build && node scripts/gen-readme-comment.mjs           rewrite the README's comment
//   node scripts/gen-readme-comment.mjs --check                    exit 1, with a diff, when it differs
//
// The links go to citegate/citegate at the commit the README already names (PREVIEW_SHA
// overrides it): a commit whose examples/ are these. The temporary repository's commits are made
// at a fixed date, so the base commit a "Fixed" link names is the same on every run for the same
// examples/. test/repo/readme-comment.test.ts runs --check, so a change to what the comment says
// fails until this is run again.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const readmePath = path.join(root, 'README.md');
const OPEN = '<table><tr><td>\n\n';
const CLOSE = '\n\n</td></tr></table>';
const REPOSITORY = 'citegate/citegate';
const FIXED_DATE = '2026-01-01T00:00:00Z';

const readme = readFileSync(readmePath, 'utf8');
const start = readme.indexOf(OPEN);
const end = readme.indexOf(CLOSE, start);
if (start < 0 || end < 0) throw new Error('README.md has no <table><tr><td> … </td></tr></table> around its comment');
const current = readme.slice(start + OPEN.length, end);
const named = new RegExp(`https://github\\.com/${REPOSITORY}/blob/([0-9a-f]{40})/examples/`).exec(current)?.[1];
const sha = process.env.PREVIEW_SHA ?? named;
if (!sha) throw new Error('no commit to link to: the README names none; set PREVIEW_SHA');

const out = mkdtempSync(path.join(tmpdir(), 'citegate-readme-'));
try {
  // As the README says: gate-on new, max-contradicted 0, no API key, and the pipeline's committed
  // verdicts trusted as they are (the pull request is the pipeline's re-run of the verifier).
  const flags = ['--gate-on', 'new', '--max-contradicted', '0', '--trust-committed-verdicts', 'all'];
  const run = spawnSync(process.execPath, [path.join(root, 'scripts/preview-review.mjs'), out, '--', ...flags], {
    encoding: 'utf8',
    env: {
      ...process.env,
      PREVIEW_REPOSITORY: REPOSITORY,
      PREVIEW_SHA: sha,
      GIT_AUTHOR_DATE: FIXED_DATE,
      GIT_COMMITTER_DATE: FIXED_DATE,
    },
  });
  if (run.status !== 0) throw new Error(`preview-review.mjs exited ${run.status}: ${run.stderr}`);
  const made = readFileSync(path.join(out, 'comment.md'), 'utf8').trimEnd();
  if (process.argv.includes('--check')) {
    if (made === current) process.exit(0);
    const before = current.split('\n');
    const after = made.split('\n');
    const lines = [];
    for (let i = 0; i < Math.max(before.length, after.length); i++) {
      if (before[i] === after[i]) continue;
      if (before[i] !== undefined) lines.push(`- ${before[i]}`);
      if (after[i] !== undefined) lines.push(`+ ${after[i]}`);
      if (lines.length > 40) break;
    }
    console.error(
      `README.md's comment is not what the bundle makes now; run: node scripts/gen-readme-comment.mjs\n${lines.join('\n')}`,
    );
    process.exit(1);
  }
  writeFileSync(readmePath, readme.slice(0, start + OPEN.length) + made + readme.slice(end));
  console.log(made === current ? "README.md's comment is up to date" : "README.md's comment rewritten");
} finally {
  rmSync(out, { recursive: true, force: true });
}
