// Which reports the patterns name and how `auto` decides their format.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { classify, discoverReports } from '../../src/formats/discover.js';
import { report, verification } from '../helpers/reports.js';
import { ALCE_FIXTURE, check, copyInto, COSTORM_FIXTURE, root, STORM_SAMPLE } from './support.js';

const claim = { id: 'c1', statement: 'Ridership rose by 12 percent.', evidence_ids: ['e1'] };
const evidence = { id: 'e1', excerpt: 'Ridership rose by 12 percent in 2025.' };

function mixed(): string {
  const dir = copyInto({
    'docs/storm/taylor-hawkins': STORM_SAMPLE,
    'docs/costorm/tram': COSTORM_FIXTURE,
    'docs/alce/run.json': ALCE_FIXTURE,
  });
  writeFileSync(path.join(dir, 'docs/city.report.json'), JSON.stringify(report([claim], [evidence])));
  writeFileSync(
    path.join(dir, 'docs/city.report.verdicts.json'),
    JSON.stringify({ verifications: [verification(claim, evidence, 'supports', 'Ridership rose by 12 percent')] }),
  );
  return dir;
}

describe('discovery', () => {
  it('by default finds pipeline reports, STORM folders and Co-STORM folders, never verdict files', async () => {
    const inputs = await discoverReports([], mixed(), 'auto');
    expect(inputs).toEqual([
      { path: 'docs/city.report.json', isFolder: false, format: 'abundance', pattern: 'docs/city.report.json' },
      { path: 'docs/costorm/tram', isFolder: true, format: 'costorm', pattern: 'docs/costorm/tram/instance_dump.json' },
      {
        path: 'docs/storm/taylor-hawkins',
        isFolder: true,
        format: 'storm',
        pattern: 'docs/storm/taylor-hawkins/url_to_info.json',
      },
    ]);
  });

  it('a folder pattern means every report in it; an ALCE file is read when named, decided by its shape', async () => {
    const dir = mixed();
    expect((await discoverReports(['docs/storm'], dir, 'auto')).map((input) => input.path)).toEqual([
      'docs/storm/taylor-hawkins',
    ]);
    expect(await discoverReports(['docs/alce/*.json'], dir, 'auto')).toEqual([
      { path: 'docs/alce/run.json', isFolder: false, format: null, pattern: 'docs/alce/run.json' },
    ]);
    const results = await check(dir, { patterns: ['docs', 'docs/alce/run.json'] });
    expect(results.reports.map((result) => result.format ?? 'abundance')).toEqual([
      'alce',
      'alce',
      'alce',
      'abundance',
      'costorm',
      'storm',
    ]);
  });

  it('an excluded folder excludes what is in it', async () => {
    const inputs = await discoverReports(['docs', '!docs/storm'], mixed(), 'auto');
    expect(inputs.map((input) => input.path)).toEqual(['docs/city.report.json', 'docs/costorm/tram']);
  });

  it('a chosen format reads only what it can find by default, and reads every match as that format', async () => {
    const dir = mixed();
    expect((await discoverReports([], dir, 'storm')).map((input) => input.path)).toEqual(['docs/storm/taylor-hawkins']);
    expect((await discoverReports([], dir, 'abundance')).map((input) => input.path)).toEqual(['docs/city.report.json']);
    expect(await discoverReports(['docs/alce/run.json'], dir, 'alce')).toEqual([
      { path: 'docs/alce/run.json', isFolder: false, format: 'alce', pattern: 'docs/alce/run.json' },
    ]);
    await expect(discoverReports([], dir, 'alce')).rejects.toThrow('format alce has no default pattern');
    // Forced to the pipeline's format, an ALCE file is judged as one, and found wanting.
    const forced = await check(dir, { patterns: ['docs/alce/run.json'], format: 'abundance' });
    expect(forced.reports[0]?.error?.message).toMatch(/^\$: Invalid input|expected/);
  });

  it('a STORM article named on its own is its folder with that article; report.md stands for its folder', () => {
    expect(
      classify(
        ['a/storm_gen_article.txt', 'b/report.md', 'c (1).json', 'd/storm_polished_article.txt'].map((file) => ({
          file,
        })),
        'auto',
      ),
    ).toEqual([
      {
        path: 'a',
        isFolder: true,
        format: 'storm',
        pattern: 'a/storm_gen_article.txt',
        article: 'storm_gen_article.txt',
      },
      { path: 'b', isFolder: true, format: 'costorm', pattern: 'b/report.md', markdownFile: 'b/report.md' },
      { path: 'c (1).json', isFolder: false, format: null, pattern: 'c \\(1\\).json' },
      {
        path: 'd',
        isFolder: true,
        format: 'storm',
        pattern: 'd/storm_polished_article.txt',
        article: 'storm_polished_article.txt',
      },
    ]);
    expect(classify([{ file: 'a/storm_gen_article.txt' }], 'storm')).toEqual([
      {
        path: 'a',
        isFolder: true,
        format: 'storm',
        pattern: 'a/storm_gen_article.txt',
        article: 'storm_gen_article.txt',
      },
    ]);
  });

  it('a folder matched through url_to_info.json is read as usual, whatever article of it matched too', () => {
    expect(
      classify(
        ['a/storm_gen_article.txt', 'a/url_to_info.json', 'b/report.md', 'c (1).json'].map((file) => ({ file })),
        'auto',
      ),
    ).toEqual([
      { path: 'a', isFolder: true, format: 'storm', pattern: 'a/url_to_info.json' },
      { path: 'b', isFolder: true, format: 'costorm', pattern: 'b/report.md', markdownFile: 'b/report.md' },
      { path: 'c (1).json', isFolder: false, format: null, pattern: 'c \\(1\\).json' },
    ]);
  });

  it("binds a pipeline report's verdict file like an envelope", async () => {
    const results = await check(mixed(), { patterns: ['docs/*.report.json'] });
    expect(results.reports[0]).toMatchObject({ rejected: [], summary: { status: 'complete' } });
    expect(results.reports[0]).not.toHaveProperty('format');
  });

  it('`citegate check examples` finds the STORM sample beside the pipeline examples', async () => {
    const inputs = await discoverReports(['examples'], root, 'auto');
    expect(inputs.filter((input) => input.isFolder)).toEqual([
      {
        path: 'examples/storm/taylor-hawkins',
        isFolder: true,
        format: 'storm',
        pattern: 'examples/storm/taylor-hawkins/url_to_info.json',
      },
    ]);
    expect(inputs.filter((input) => !input.isFolder)).toHaveLength(5);
  });
});
