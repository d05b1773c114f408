// only-changed with folder reports: a STORM folder changes when its article, its sources or its
// verdict file does; a pipeline report also changes when its verdict file does.
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { selectReports } from '../../src/action/changed.js';
import { discoverReports } from '../../src/formats/discover.js';
import { createClient } from '../../src/github/client.js';
import { PULL_REQUEST_CONTEXT, useFakeGitHub } from '../helpers/fake-github.js';
import { check, copyInto, STORM_SAMPLE } from './support.js';

const github = useFakeGitHub();
const context = PULL_REQUEST_CONTEXT;
const client = (token: string) => createClient(token, github.url);

function repository(): string {
  const dir = copyInto({ 'wiki/taylor-hawkins': STORM_SAMPLE, 'wiki/other-topic': STORM_SAMPLE });
  writeFileSync(path.join(dir, 'q3.report.json'), '{}');
  return dir;
}

async function selected(changed: string[]): Promise<string[]> {
  const dir = repository();
  github.files = changed.map((filename) => ({ filename, status: 'modified' }));
  const selection = await selectReports([], dir, context, 'token', client);
  if (selection.kind === 'none') return [];
  return (await discoverReports(selection.patterns, dir, 'auto')).map((input) => input.path);
}

describe('only-changed with folder reports', () => {
  it('selects the STORM folder whose article or verdict file changed, and no other', async () => {
    expect(await selected(['wiki/taylor-hawkins/storm_polished_article.txt'])).toEqual(['wiki/taylor-hawkins']);
    expect(await selected(['wiki/other-topic/citegate.verdicts.json', 'README.md'])).toEqual(['wiki/other-topic']);
  });

  it('selects a pipeline report whose verdict file changed; nothing when only other files did', async () => {
    expect(await selected(['q3.report.verdicts.json'])).toEqual(['q3.report.json']);
    expect(await selected(['q3.report.snapshots.json'])).toEqual(['q3.report.json']);
    expect(await selected(['wiki/notes.md', 'wiki/taylor-hawkins/drafts/old.txt'])).toEqual([]);
  });

  it('checks again exactly what discovery found: a folder matched through its article, its sources missing', async () => {
    const dir = repository();
    rmSync(path.join(dir, 'wiki/taylor-hawkins/url_to_info.json'));
    github.files = [{ filename: 'wiki/taylor-hawkins/storm_polished_article.txt', status: 'modified' }];
    const patterns = ['wiki/**/storm_polished_article.txt'];
    const selection = await selectReports(patterns, dir, context, 'token', client);
    expect(selection).toMatchObject({ kind: 'patterns', patterns: ['wiki/taylor-hawkins/storm_polished_article.txt'] });
    // The folder is listed as invalid, as without only-changed, not lost to "no report file matched".
    const results = await check(dir, { patterns: selection.kind === 'patterns' ? selection.patterns : [] });
    expect(results.reports.map((entry) => [entry.file, entry.error?.message])).toEqual([
      ['wiki/taylor-hawkins', 'not a STORM folder: there is no url_to_info.json'],
    ]);
  });
});
