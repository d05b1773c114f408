// Every JSON file a format reads is read by one reader, under the rules a report file has had
// since issue 8: a key repeated in one object makes the file invalid (JSON.parse would keep the
// last value silently), and every error names the file, line, column and JSON path.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FOLDER_VERDICT_FILE } from '../../src/formats/verdict-file.js';
import { report, tempFolder, verification } from '../helpers/reports.js';
import { ALCE_FIXTURE, check, copyInto, COSTORM_FIXTURE, STORM_SAMPLE } from './support.js';

/** `text` with a second `"key": value` member added at the start of the object that opens at `objectStart`. */
function repeatKey(text: string, objectStart: string, key: string, value: string): string {
  const at = text.indexOf(objectStart);
  if (at === -1) throw new Error(`no ${objectStart} in the text`);
  const open = text.indexOf('{', at + objectStart.length - 1);
  return `${text.slice(0, open + 1)}\n${JSON.stringify(key)}: ${value},${text.slice(open + 1)}`;
}

const lineOf = (text: string, needle: string, from = 0) => text.slice(0, text.indexOf(needle, from)).split('\n').length;

describe('duplicate keys in the JSON files the formats read', () => {
  it('refuse a verdict file that says "verifications" twice (the second list would win)', async () => {
    const evidence = { id: 'e1', excerpt: 'Employment rose by 12 percent overall.' };
    const claim = { id: 'c1', statement: 'Employment rose by 12 percent.', evidence_ids: ['e1'] };
    const supports = verification(claim, evidence, 'supports', 'Employment rose by 12 percent overall');
    const contradicts = { ...supports, verdict: 'contradicts' };
    const text = `{"verifications": ${JSON.stringify([contradicts])},\n "verifications": ${JSON.stringify([supports])}}`;
    const dir = tempFolder({ 'a.report.json': report([claim], [evidence]), 'a.report.verdicts.json': text });
    const results = await check(dir);
    expect(results.reports[0]?.error).toEqual({
      file: 'a.report.verdicts.json',
      message: 'verdict file: $.verifications: duplicate key "verifications" (first at line 1, column 2)',
      path: '$.verifications',
      line: 2,
      column: 2,
    });
  });

  it('refuse a STORM url_to_info.json whose source holds two snippet lists', async () => {
    const dir = copyInto({ t: STORM_SAMPLE });
    const file = path.join(dir, 't/url_to_info.json');
    const url = 'https://www.rollingstone.com/music/music-features/taylor-hawkins-foo-fighters-tribute-1347073/';
    const text = repeatKey(readFileSync(file, 'utf8'), `"url_to_info": {"${url}": {`, 'snippets', '["decoy text"]');
    writeFileSync(file, text);
    const error = (await check(dir)).reports[0]?.error;
    expect(error).toMatchObject({ file: 't/url_to_info.json', path: `$.url_to_info["${url}"].snippets` });
    expect(error?.message).toMatch(
      /^\$\.url_to_info\[".+"\]\.snippets: duplicate key "snippets" \(first at line 2, column 1\)$/,
    );
    // The sample is one line: the decoy went in on a line of its own, before the real list.
    const second = text.indexOf('"snippets"', text.indexOf('"snippets"') + 1);
    expect(error).toMatchObject({ line: 2, column: second - text.lastIndexOf('\n', second) });
  });

  it('refuse a Co-STORM instance_dump.json with a repeated knowledge_base', async () => {
    const dir = copyInto({ tram: COSTORM_FIXTURE });
    const file = path.join(dir, 'tram/instance_dump.json');
    const text = readFileSync(file, 'utf8').replace(
      /\n}\s*$/,
      ',\n  "knowledge_base": {"info_uuid_to_info_dict": {}}\n}\n',
    );
    writeFileSync(file, text);
    const error = (await check(dir)).reports[0]?.error;
    expect(error).toMatchObject({
      file: 'tram/instance_dump.json',
      path: '$.knowledge_base',
      line: lineOf(text, '"knowledge_base"', text.lastIndexOf('"knowledge_base"')),
      column: 3,
    });
    expect(error?.message).toBe(
      `$.knowledge_base: duplicate key "knowledge_base" (first at line ${lineOf(text, '"knowledge_base"')}, column 3)`,
    );
  });

  it('refuse an ALCE result file whose item has two outputs', async () => {
    const dir = copyInto({ 'run.json': ALCE_FIXTURE });
    const file = path.join(dir, 'run.json');
    const text = repeatKey(readFileSync(file, 'utf8'), '"data": [', 'output', '"A decoy answer [1]."');
    writeFileSync(file, text);
    const reports = (await check(dir, { patterns: ['run.json'] })).reports;
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({
      file: 'run.json',
      format: 'alce',
      error: {
        path: '$.data[0].output',
        message: expect.stringMatching(
          /^\$\.data\[0\]\.output: duplicate key "output" \(first at line \d+, column \d+\)$/,
        ),
      },
    });
  });

  it('name the file, line, column and JSON path of invalid JSON in url_to_info.json', async () => {
    const dir = copyInto({ t: STORM_SAMPLE });
    writeFileSync(
      path.join(dir, 't/url_to_info.json'),
      '{"url_to_unified_index": {"https://a.example": 1},\n "url_to_info": {"https://a.example": {"snippets": ["x",]}}}',
    );
    const error = (await check(dir)).reports[0]?.error;
    expect(error).toEqual({
      file: 't/url_to_info.json',
      message: 'invalid JSON: value expected',
      path: '$.url_to_info["https://a.example"].snippets[1]',
      line: 2,
      column: 57,
    });
  });

  it('name the position of every other error too: a verdict file whose shape is wrong', async () => {
    const dir = copyInto({ t: STORM_SAMPLE });
    writeFileSync(path.join(dir, 't', FOLDER_VERDICT_FILE), '{\n  "verifications": [\n    {"claim_id": 1}\n  ]\n}\n');
    const error = (await check(dir)).reports[0]?.error;
    expect(error).toMatchObject({
      file: `t/${FOLDER_VERDICT_FILE}`,
      path: '$.verifications[0].claim_id',
      line: 3,
      column: 18,
    });
  });
});
