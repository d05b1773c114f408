// The user's report patterns are turned into globs in one place (src/formats/patterns.ts), and
// discovery and the output guard both use them: an output is refused exactly when a later run
// would find it as a report, and patterns that only exclude keep every format's defaults.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { guardOutputs, OutputPathError } from '../../src/files/output-guard.js';
import { discoverReports } from '../../src/formats/discover.js';
import type { FormatChoice } from '../../src/formats/model.js';
import { reportGlobs } from '../../src/formats/patterns.js';
import { report, tempFolder } from '../helpers/reports.js';
import { check, STORM_SAMPLE } from './support.js';

const sources = readFileSync(path.join(STORM_SAMPLE, 'url_to_info.json'), 'utf8');
const article = readFileSync(path.join(STORM_SAMPLE, 'storm_polished_article.txt'), 'utf8');
const pipeline = JSON.stringify(
  report(
    [{ id: 'c1', statement: 'Ridership rose.', evidence_ids: ['e1'] }],
    [{ id: 'e1', excerpt: 'Ridership rose in May.' }],
  ),
);

function repository(): string {
  return tempFolder({
    'storm/t/url_to_info.json': sources,
    'storm/t/storm_polished_article.txt': article,
    'docs/a.report.json': pipeline,
    'drafts/b.report.json': pipeline,
    'drafts/storm/u/url_to_info.json': sources,
    'drafts/storm/u/storm_polished_article.txt': article,
  });
}

async function refused(cwd: string, output: string, patterns: string[], format: FormatChoice): Promise<boolean> {
  try {
    await guardOutputs({
      cwd,
      outputs: [{ name: '--json', path: output }],
      reportFiles: [],
      patterns: await reportGlobs(patterns, cwd, format, 'anywhere'),
    });
    return false;
  } catch (error) {
    if (error instanceof OutputPathError) return true;
    throw error;
  }
}

const paths = async (cwd: string, patterns: string[], format: FormatChoice = 'auto') =>
  (await discoverReports(patterns, cwd, format, 'anywhere')).map((input) => input.path);

describe('the output guard matches the patterns as discovery expands them', () => {
  it('refuses --json storm/new/url_to_info.json when the reports are `storm`', async () => {
    const cwd = tempFolder({ 'storm/t/url_to_info.json': sources });
    const guard = guardOutputs({
      cwd,
      outputs: [{ name: '--json', path: 'storm/new/url_to_info.json' }],
      reportFiles: ['storm/t/url_to_info.json'],
      patterns: await reportGlobs(['storm'], cwd, 'auto'),
    });
    await expect(guard).rejects.toThrow(
      '--json storm/new/url_to_info.json matches the report pattern "storm/**/url_to_info.json", so a later run would check it as a report; choose another path',
    );
  });

  it('refuses an output exactly when the next run would find a report there', async () => {
    const cases: { patterns: string[]; format: FormatChoice }[] = [
      { patterns: [], format: 'auto' },
      { patterns: ['storm'], format: 'auto' },
      { patterns: ['storm/'], format: 'storm' },
      { patterns: ['docs', 'storm'], format: 'abundance' },
      { patterns: ['!drafts/**'], format: 'auto' },
      { patterns: ['!drafts'], format: 'costorm' },
      { patterns: ['**/*.json', '!docs'], format: 'auto' },
    ];
    const outputs = [
      'storm/new/url_to_info.json',
      'storm/new/instance_dump.json',
      'storm/new/x.report.json',
      'out.report.json',
      'docs/out.json',
      'drafts/new/url_to_info.json',
      'docs/new.report.json',
      'results.json',
      'storm/t/out.report.verdicts.json',
    ];
    const disagreements: string[] = [];
    for (const { patterns, format } of cases) {
      for (const output of outputs) {
        const cwd = repository();
        const before = await paths(cwd, patterns, format);
        const guarded = await refused(cwd, output, patterns, format);
        mkdirSync(path.dirname(path.join(cwd, output)), { recursive: true });
        writeFileSync(path.join(cwd, output), '{}');
        const found = (await paths(cwd, patterns, format)).length > before.length;
        if (guarded !== found)
          disagreements.push(
            `${JSON.stringify(patterns)} --format ${format}: ${output} is ${guarded ? '' : 'not '}refused but ${found ? 'found' : 'not found'} next run`,
          );
      }
    }
    expect(disagreements).toEqual([]);
  });
});

describe('patterns that only exclude', () => {
  it('keep the default patterns of `auto`: STORM and Co-STORM folders too, not only *.report.json', async () => {
    const cwd = repository();
    expect(await paths(cwd, [])).toEqual(['docs/a.report.json', 'drafts/b.report.json', 'drafts/storm/u', 'storm/t']);
    expect(await paths(cwd, ['!drafts/**'])).toEqual(['docs/a.report.json', 'storm/t']);
    const results = await check(cwd, { patterns: ['!drafts'] });
    expect(results.reports.map((entry) => [entry.file, entry.format ?? 'abundance'])).toEqual([
      ['docs/a.report.json', 'abundance'],
      ['storm/t', 'storm'],
    ]);
  });

  it("keep the chosen format's defaults, and alce still needs a pattern that names files", async () => {
    const cwd = repository();
    expect(await paths(cwd, ['!docs/**'], 'storm')).toEqual(['drafts/storm/u', 'storm/t']);
    expect(await paths(cwd, ['!drafts'], 'abundance')).toEqual(['docs/a.report.json']);
    await expect(paths(cwd, ['!drafts'], 'alce')).rejects.toThrow('format alce has no default pattern');
  });
});

// STORM names a topic's folder after the topic: "What_is_RAG?", "Retrieval_Augmented_Generation_(RAG)"
// (real folder names; see test/fixtures/formats/storm-round2/SOURCE.md). "?" cannot stand in a Windows
// file name.
describe.runIf(process.platform !== 'win32')('a folder whose name reads as a glob', () => {
  const named = () =>
    tempFolder({
      'What_is_RAG?/url_to_info.json': sources,
      'What_is_RAG?/storm_polished_article.txt': article,
      'Retrieval_Augmented_Generation_(RAG)/url_to_info.json': sources,
      'Retrieval_Augmented_Generation_(RAG)/storm_polished_article.txt': article,
    });

  it('is found when named, as written or escaped', async () => {
    const cwd = named();
    expect(await paths(cwd, ['What_is_RAG?'])).toEqual(['What_is_RAG?']);
    expect(await paths(cwd, ['What_is_RAG\\?'])).toEqual(['What_is_RAG?']);
    expect(await paths(cwd, ['Retrieval_Augmented_Generation_(RAG)'])).toEqual([
      'Retrieval_Augmented_Generation_(RAG)',
    ]);
  });

  it('guards its inside as it guards a plain folder: a write a later run would read is refused', async () => {
    const cwd = named();
    expect(await refused(cwd, 'What_is_RAG?/new/url_to_info.json', ['What_is_RAG?'], 'auto')).toBe(true);
    expect(await refused(cwd, 'What_is_RAG?/results.json', ['What_is_RAG?'], 'auto')).toBe(false);
  });
});
