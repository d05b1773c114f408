// Titles ground numbers in every format that gives one (issue 17, item 3): STORM's and Co-STORM's
// `title` of a source, ALCE's `docs[].title`. A title the adapter makes up (the url, "Document
// [2]") is no title and grounds nothing.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempFolder } from '../helpers/reports.js';
import { check, only, ungrounded } from './support.js';

const URL_A = 'https://news.example.org/2024/alphafold';
const URL_B = 'https://weather.example.org/2023/idalia';
const ARTICLE =
  '# summary\n\nAlphaFold 3 predicts the structure of protein complexes[1]. Hurricane Idalia made landfall on August 30, 2023[2].\n';
const SNIPPETS = {
  [URL_A]: ['The new model predicts the joint structure of complexes of proteins and nucleic acids.'],
  [URL_B]: ['Idalia made landfall near Keaton Beach on 30 August as a category 3 storm.'],
};

function storm(titles: Record<string, string>) {
  const dir = tempFolder({
    'topic/url_to_info.json': {
      url_to_unified_index: { [URL_A]: 1, [URL_B]: 2 },
      url_to_info: Object.fromEntries(
        Object.entries(SNIPPETS).map(([url, snippets]) => [
          url,
          { url, title: titles[url] ?? '', description: '', snippets },
        ]),
      ),
    },
  });
  writeFileSync(path.join(dir, 'topic/storm_gen_article.txt'), ARTICLE);
  return dir;
}

function costorm(titles: Record<string, string>) {
  const dict = Object.fromEntries(
    Object.entries(SNIPPETS).map(([url, snippets], index) => [
      String(index + 1),
      { url, title: titles[url] ?? '', snippets, meta: {}, citation_uuid: index + 1 },
    ]),
  );
  const dir = tempFolder({ 'run/instance_dump.json': { knowledge_base: { info_uuid_to_info_dict: dict } } });
  writeFileSync(path.join(dir, 'run/report.md'), ARTICLE);
  return dir;
}

function alce(titles: Record<string, string>) {
  const docs = Object.entries(SNIPPETS).map(([url, [text]]) => ({ title: titles[url] ?? '', text, url }));
  const output = ARTICLE.split('\n')[2]!;
  return tempFolder({
    'result/asqa-gpt-4-gtr-shot2-ndoc2-42.json': { args: {}, data: [{ question: 'What happened?', docs, output }] },
  });
}

const TITLES = {
  [URL_A]: 'AlphaFold 3 predicts the structures and interactions of all of life’s molecules',
  [URL_B]: 'Hurricane Idalia 2023: a post-storm report',
};
const FORMATS = [
  ['storm', storm, {}],
  ['costorm', costorm, {}],
  ['alce', alce, { patterns: ['result/*.json'] }],
] as const;

describe.each(FORMATS)('%s: titles ground numbers', (format, make, options) => {
  it('"AlphaFold 3" and the year of "Hurricane Idalia 2023" stand only in the cited titles: grounded', async () => {
    expect(ungrounded(only(await check(make(TITLES), options), format))).toEqual([]);
  });

  it('without those titles both are flagged', async () => {
    expect(
      ungrounded(only(await check(make({ [URL_A]: 'A new model', [URL_B]: 'Idalia report' }), options), format)),
    ).toEqual(['3', 'August 30, 2023']);
  });

  it('with no title at all, the stand-in (the url with its 2023 and 2024) grounds nothing', async () => {
    const report = only(await check(make({}), options), format);
    expect(report.evidence.map((record) => record.title)).toEqual(
      format === 'alce' ? ['Document [1]', 'Document [2]'] : [URL_A, URL_B],
    );
    expect(ungrounded(report)).toEqual(['3', 'August 30, 2023']);
  });
});

describe('a stand-in title grounds nothing', () => {
  it('Co-STORM: an entry with neither title nor url is "information 3"; its 3 does not ground the claim\'s', async () => {
    const dir = tempFolder({
      'run/instance_dump.json': {
        knowledge_base: {
          info_uuid_to_info_dict: {
            '3': { url: '', title: '', snippets: ['The new model predicts complexes.'], meta: {}, citation_uuid: 3 },
          },
        },
      },
    });
    writeFileSync(path.join(dir, 'run/report.md'), '# summary\n\nAlphaFold 3 predicts complexes[3].\n');
    const report = only(await check(dir), 'costorm');
    expect(report.evidence[0]?.title).toBe('information 3');
    expect(ungrounded(report)).toEqual(['3']);
  });

  it("STORM: a source with no title stands under its url, here a local document name; its 3 does not ground the claim's", async () => {
    const name = 'AlphaFold 3 preprint.pdf';
    const dir = tempFolder({
      'topic/url_to_info.json': {
        url_to_unified_index: { [name]: 1 },
        url_to_info: {
          [name]: { url: name, title: '', description: '', snippets: ['The new model predicts complexes.'] },
        },
      },
    });
    writeFileSync(path.join(dir, 'topic/storm_gen_article.txt'), '# summary\n\nAlphaFold 3 predicts complexes[1].\n');
    const report = only(await check(dir), 'storm');
    expect(report.evidence[0]?.title).toBe(name);
    expect(ungrounded(report)).toEqual(['3']);
  });
});
