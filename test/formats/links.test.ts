// The files a report reads besides the one discovery found (a STORM article, a Co-STORM
// report.md, a verdict file) obey the rule for symbolic links that discovery applies: one that
// leads outside the working directory, or nowhere, makes the report invalid and is never read.
// On the command line a report outside the working directory, named by the user, may read
// what lies in its own folder.
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FOLDER_VERDICT_FILE } from '../../src/formats/verdict-file.js';
import { report, tempFolder, verification } from '../helpers/reports.js';
import { runCli } from '../helpers/run-cli.js';
import { check, copyInto, COSTORM_FIXTURE, STORM_SAMPLE } from './support.js';

const OUTSIDE = 'symbolic link leads outside the working directory';
const SECRET = 'GITHUB_TOKEN=ghs_not_for_the_summary. AWS_SECRET=also_not.';
const sources = readFileSync(path.join(STORM_SAMPLE, 'url_to_info.json'), 'utf8');
const claim = { id: 'c1', statement: 'Employment rose by 12 percent.', evidence_ids: ['e1'] };
const evidence = { id: 'e1', excerpt: 'Employment rose by 12 percent overall.' };
const verdicts = JSON.stringify({
  verifications: [verification(claim, evidence, 'supports', 'Employment rose by 12 percent overall')],
});

/** A folder outside every working directory used here, holding `secret.txt` and a valid verdict file. */
function outside(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'citegate-outside-'));
  writeFileSync(path.join(dir, 'secret.txt'), `${SECRET}\n`);
  writeFileSync(path.join(dir, 'verdicts.json'), verdicts);
  return dir;
}

const errors = (results: Awaited<ReturnType<typeof check>>) =>
  results.reports.map((entry) => ({ file: entry.file, error: entry.error ?? null }));

describe('files a report reads besides itself, in the working directory (the action)', () => {
  it('a STORM article that is a link to a file outside is not read: the folder is invalid', async () => {
    const cwd = tempFolder({ 't/url_to_info.json': sources });
    symlinkSync(path.join(outside(), 'secret.txt'), path.join(cwd, 't/storm_gen_article.txt'));
    const results = await check(cwd);
    expect(JSON.stringify(results)).not.toContain('ghs_not_for_the_summary');
    expect(errors(results)).toEqual([{ file: 't', error: { file: 't/storm_gen_article.txt', message: OUTSIDE } }]);
    expect(results.totals).toMatchObject({ invalid_reports: 1, binding_errors: 1 });
  });

  it("a Co-STORM report.md, a folder verdict file and a report's verdict file that lead outside are refused too", async () => {
    const far = outside();
    const cwd = copyInto({ tram: COSTORM_FIXTURE, storm: STORM_SAMPLE });
    writeFileSync(path.join(cwd, 'a.report.json'), JSON.stringify(report([claim], [evidence])));
    const link = (target: string, at: string) => {
      mkdirSync(path.dirname(path.join(cwd, at)), { recursive: true });
      symlinkSync(target, path.join(cwd, at));
    };
    link(path.join(far, 'verdicts.json'), 'a.report.verdicts.json');
    link(path.join(far, 'verdicts.json'), `storm/${FOLDER_VERDICT_FILE}`);
    const md = path.join(cwd, 'tram/report.md');
    writeFileSync(path.join(far, 'report.md'), readFileSync(md));
    const { rmSync } = await import('node:fs');
    rmSync(md);
    link(path.join(far, 'report.md'), 'tram/report.md');
    expect(errors(await check(cwd))).toEqual([
      { file: 'a.report.json', error: { file: 'a.report.verdicts.json', message: OUTSIDE } },
      { file: 'storm', error: { file: `storm/${FOLDER_VERDICT_FILE}`, message: OUTSIDE } },
      { file: 'tram', error: { file: 'tram/report.md', message: OUTSIDE } },
    ]);
  });

  it('a link that stays inside is followed; one that leads nowhere is said, not taken for a missing file', async () => {
    const cwd = tempFolder({
      'shared/verdicts.json': verdicts,
      'a.report.json': report([claim], [evidence]),
      'b.report.json': report([claim], [evidence]),
    });
    symlinkSync('shared/verdicts.json', path.join(cwd, 'a.report.verdicts.json'));
    symlinkSync('shared/gone.json', path.join(cwd, 'b.report.verdicts.json'));
    const results = await check(cwd);
    expect(errors(results)).toEqual([
      { file: 'a.report.json', error: null },
      {
        file: 'b.report.json',
        error: { file: 'b.report.verdicts.json', message: 'symbolic link leads nowhere: its target does not exist' },
      },
    ]);
    expect(results.reports[0]?.summary).toMatchObject({ status: 'complete' });
  });
});

describe('on the command line', () => {
  it('a report named outside the working directory reads its own verdict file, and no link out of its folder', async () => {
    const far = outside();
    const other = tempFolder({
      'x.report.json': report([claim], [evidence]),
      'x.report.verdicts.json': verdicts,
      'y.report.json': report([claim], [evidence]),
    });
    symlinkSync(path.join(far, 'verdicts.json'), path.join(other, 'y.report.verdicts.json'));
    const cwd = tempFolder({});
    const results = await check(cwd, {
      patterns: [path.join(other, 'x.report.json'), path.join(other, 'y.report.json')],
      patternScope: 'anywhere',
    });
    expect(errors(results)).toEqual([
      { file: path.join(other, 'x.report.json'), error: null },
      {
        file: path.join(other, 'y.report.json'),
        error: {
          file: path.join(other, 'y.report.verdicts.json'),
          message: 'symbolic link leads outside the folder searched',
        },
      },
    ]);
    expect(results.reports[0]?.summary).toMatchObject({ status: 'complete' });
  });

  it("a typed folder's STORM member may be a link inside that folder, not out of it", async () => {
    const far = outside();
    const other = tempFolder({
      'runs/t/url_to_info.json': sources,
      'runs/t/drafts/article.txt': 'Taylor Hawkins was a drummer[1].\n',
      'runs/u/url_to_info.json': sources,
    });
    symlinkSync('drafts/article.txt', path.join(other, 'runs/t/storm_gen_article.txt'));
    symlinkSync(path.join(far, 'secret.txt'), path.join(other, 'runs/u/storm_gen_article.txt'));
    const results = await check(tempFolder({}), { patterns: [path.join(other, 'runs')], patternScope: 'anywhere' });
    expect(JSON.stringify(results)).not.toContain('ghs_not_for_the_summary');
    expect(errors(results)).toEqual([
      { file: path.join(other, 'runs/t'), error: null },
      {
        file: path.join(other, 'runs/u'),
        error: {
          file: path.join(other, 'runs/u/storm_gen_article.txt'),
          message: 'symbolic link leads outside the folder searched',
        },
      },
    ]);
  });

  it('citegate check never puts what a link outside leads to into --json (bundled dist/cli)', () => {
    const cwd = tempFolder({ 't/url_to_info.json': sources });
    symlinkSync(path.join(outside(), 'secret.txt'), path.join(cwd, 't/storm_gen_article.txt'));
    const run = runCli(['check', '--json', 'out.json'], cwd);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain(`t/storm_gen_article.txt  ${OUTSIDE}`);
    expect(`${run.stdout}${run.stderr}${readFileSync(path.join(cwd, 'out.json'), 'utf8')}`).not.toContain(
      'ghs_not_for_the_summary',
    );
  });
});
