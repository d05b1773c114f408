// Issue 28, item 1: Python's json.dump writes NaN, Infinity and -Infinity (allow_nan=True is its
// default) and json.load reads them back. STORM with a local-corpus retriever (VectorRM over a CSV
// whose description cell is empty: pandas reads it as NaN) writes `"description": NaN` into
// url_to_info.json, and citegate refused the whole folder. The url_to_info.json here is written for
// the test in the shape knowledge_storm's Information.to_dict() gives (url, description, snippets,
// title, meta, citation_uuid), with the NaN where such a run has it. A real run has since been found
// (UranusPoseidon/MyStorm at dee570c, VectorRM over a CSV of arXiv abstracts: 23 "description": NaN,
// read with this note and every marker traced; its snippets are not ours to copy).
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseJsonFile, readJsonFile } from '../../src/report/json-file.js';
import { withoutPythonLiterals } from '../../src/report/python-literals.js';
import type { ResultsFile } from '../../src/results/types.js';
import { runCli } from '../helpers/run-cli.js';

const bytes = (text: string) => new TextEncoder().encode(text);

const URL_TO_INFO = `{"url_to_unified_index": {"local://corpus/row-17": 1, "local://corpus/row-4": 2}, "url_to_info": {"local://corpus/row-17": {"url": "local://corpus/row-17", "description": NaN, "snippets": ["The Kettle Valley line opened in 1915 and climbed 1,100 metres through the Coquihalla pass."], "title": "Kettle Valley Railway", "meta": {"score": Infinity}, "citation_uuid": -1}, "local://corpus/row-4": {"url": "local://corpus/row-4", "description": NaN, "snippets": ["Snow sheds and 43 trestles kept the line open until a 1959 washout."], "title": "Coquihalla subdivision", "meta": {"score": -Infinity}, "citation_uuid": -1}}}`;
const DRAFT = `# History

The Kettle Valley line opened in 1915 and climbed 1,100 metres through the Coquihalla pass[1]. It needed 43 trestles and snow sheds to stay open[2].
`;

describe("Python's NaN and infinities in JSON a Python program wrote", () => {
  it('finds each literal outside strings, with -Infinity as one, and leaves strings alone', () => {
    const text = '{"a": NaN, "b": [Infinity, -Infinity], "c": "NaN and Infinity", "d": -1}';
    const found = withoutPythonLiterals(text);
    expect(found?.literals).toEqual([
      { literal: 'NaN', offset: text.indexOf('NaN') },
      { literal: 'Infinity', offset: text.indexOf('Infinity') },
      { literal: '-Infinity', offset: text.indexOf('-Infinity') },
    ]);
    expect(JSON.parse(found!.text)).toEqual({ a: null, b: [null, null], c: 'NaN and Infinity', d: -1 });
    expect(withoutPythonLiterals('{"a": 1}')).toBeNull();
  });

  it('reads them as null only when asked, and keeps every position that of the file as written', () => {
    const text = '{\n  "a": NaN,\n  "b": [NaN, -Infinity],\n  "c": 1\n}';
    expect(parseJsonFile(bytes(text))).toMatchObject({
      ok: false,
      error: { message: expect.stringContaining('invalid JSON') },
    });
    const read = parseJsonFile(bytes(text), { pythonLiterals: true, elementsOf: () => ['b'] });
    expect(read).toMatchObject({ ok: true, value: { a: null, b: [null, null], c: 1 } });
    if (!read.ok) throw new Error('not read');
    expect(read.text).toBe(text);
    expect(read.elementOffsets).toEqual([text.indexOf('[NaN') + 1, text.indexOf('-Infinity')]);
    // A schema error on a later value is placed in the file as written.
    const schema = z.object({ a: z.null(), b: z.array(z.null()), c: z.string() });
    expect(readJsonFile(bytes(text), schema, { pythonLiterals: true })).toMatchObject({
      ok: false,
      error: { path: '$.c', line: 4, column: 8 },
    });
    // One the NaN itself breaks says what the file wrote there.
    expect(readJsonFile(bytes(text), z.object({ a: z.string() }).loose(), { pythonLiterals: true })).toMatchObject({
      ok: false,
      error: {
        line: 2,
        column: 8,
        message: expect.stringContaining("the file writes Python's NaN there, read as null"),
      },
    });
  });

  it('places a syntax error after a literal where the file has it', () => {
    const text = '{"a": NaN, "b": -Infinity, "c": [1 2]}';
    const read = parseJsonFile(bytes(text), { pythonLiterals: true });
    expect(read).toMatchObject({ ok: false, error: { line: 1, column: text.indexOf('2]') + 1 } });
  });

  it('checks a STORM folder whose url_to_info.json holds NaN, and says so in a note (bundled command line)', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'citegate-nan-'));
    writeFileSync(path.join(dir, 'url_to_info.json'), URL_TO_INFO);
    writeFileSync(path.join(dir, 'storm_gen_article.txt'), DRAFT);
    const run = runCli(['check', '.', '--semantic', 'off', '--json', 'out.json'], dir);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const results = JSON.parse(readFileSync(path.join(dir, 'out.json'), 'utf8')) as ResultsFile;
    const [report] = results.reports;
    expect(report?.error).toBeUndefined();
    expect(report?.claims).toHaveLength(2);
    expect(report?.pairs.map((pair) => pair.evidence_id)).toEqual(['1', '2']);
    const notes = report?.findings.filter((finding) => finding.code === 'python_literal');
    expect(notes).toEqual([
      expect.objectContaining({
        file: 'url_to_info.json',
        line: 1,
        column: URL_TO_INFO.indexOf('NaN') + 1,
        message: expect.stringContaining(
          "url_to_info.json writes Python's NaN twice and Infinity once and -Infinity once",
        ),
      }),
    ]);
    expect(run.stdout).toContain('python_literal');
  }, 60_000);
});
