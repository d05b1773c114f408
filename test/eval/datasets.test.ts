// Each dataset format on a small synthetic file in the real format's shape: the cases it makes,
// and each bad row reported with its file and line, skipped, never ending the run.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { caseIndex } from '../../src/eval/cases.js';
import { DatasetError, loadDataset } from '../../src/eval/datasets/index.js';
import { parseCitegateCases } from '../../src/eval/datasets/citegate.js';
import { parseFever } from '../../src/eval/datasets/fever.js';
import { parseHealthVer } from '../../src/eval/datasets/healthver.js';
import { parseSciFact } from '../../src/eval/datasets/scifact.js';
import { stratifiedSample } from '../../src/eval/sample.js';
import { tempFolder } from '../helpers/reports.js';
import { citegateCases, feverJsonl, healthVerCsv, sciFact, syntheticRows } from './synthetic.js';

const rows = syntheticRows({ supports: 3, contradicts: 2, insufficient: 2 });
const golds = rows.map((row) => row.gold);

describe('healthver-csv', () => {
  it('maps Supports / Refutes / Neutral to supports / contradicts / insufficient, one case per row', async () => {
    const loaded = await parseHealthVer(healthVerCsv(rows), 'hv.csv');
    expect(loaded.problems).toEqual([]);
    expect(loaded.rows).toBe(7);
    expect(loaded.cases.map((entry) => entry.expectation.verdict)).toEqual(golds);
    const first = loaded.cases[0]!;
    expect(first).toMatchObject({
      id: '1',
      claim: { id: 'claim-1', statement: rows[0]!.claim, evidence_ids: ['ev-1'] },
      evidence: { id: 'ev-1', excerpt: rows[0]!.evidence },
    });
    // No gold quote and no limitation terms: those checks are left out.
    expect(first.expectation).toMatchObject({ quote_contains: null, limitation_terms: [] });
    for (const entry of loaded.cases) expect(caseIndex(entry).pairs).toHaveLength(1);
  });

  it('reports each bad row with its line (a quoted field may span lines) and keeps the others', async () => {
    const text = [
      'id,evidence,claim,label,topic_ip,question', // 1
      '1,"An excerpt that spans', // 2
      'two lines.",A claim.,Supports,1,q', // 3
      '2,Evidence.,A claim.,Maybe,1,q', // 4 unknown label
      '3,Evidence.,A claim.', // 5 too few fields
      '4,Evidence.,,Refutes,1,q', // 6 empty claim
      '1,Other evidence.,Another claim.,Neutral,1,q', // 7 repeated ID
      '5,"He said ""no"".",A quoted claim.,Refutes,1,q', // 8 fine
      '6,"never closed,A claim.,Neutral,1,q', // 9 unclosed quote
      '7,Evidence.,A claim.,Neutral,1,q', // 10 swallowed by the open quote
    ].join('\n');
    const loaded = await parseHealthVer(text, 'data/hv.csv');
    expect(loaded.cases.map((entry) => entry.id)).toEqual(['1', '5']);
    expect(loaded.cases[0]!.evidence.excerpt).toBe('An excerpt that spans\ntwo lines.');
    expect(loaded.cases[1]!.evidence.excerpt).toBe('He said "no".');
    expect(loaded.problems).toEqual([
      { file: 'data/hv.csv', line: 4, message: 'label "Maybe" is not Supports, Refutes or Neutral' },
      { file: 'data/hv.csv', line: 5, message: 'has 3 fields; the header has 6' },
      { file: 'data/hv.csv', line: 6, message: 'the claim is empty' },
      { file: 'data/hv.csv', line: 7, message: 'repeats the ID "1" of line 2' },
      {
        file: 'data/hv.csv',
        line: 9,
        message: 'a quoted field opened here is never closed; the rest of the file (lines 9-10) is skipped',
      },
    ]);
    expect(loaded.rows).toBe(loaded.cases.length + loaded.problems.length);
  });

  it('refuses a file whose header lacks a needed column, naming the file', async () => {
    await expect(parseHealthVer('id,claim,verdict\n1,a,Supports\n', 'x.csv')).rejects.toThrow(
      /x\.csv:1: the header has no column named evidence or label/,
    );
  });
});

describe('scifact', () => {
  it('makes one case per cited document: SUPPORT, CONTRADICT, and NEI for a cited document without evidence', () => {
    const { claims, corpus } = sciFact(rows);
    const loaded = parseSciFact(claims, 'claims.jsonl', corpus, 'corpus.jsonl');
    expect(loaded.problems).toEqual([]);
    expect(loaded.cases.map((entry) => entry.expectation.verdict)).toEqual(golds);
    expect(loaded.cases[0]).toMatchObject({
      id: '1/1000',
      evidence: { title: 'Evaluation syn-1', excerpt: rows[0]!.evidence },
    });
  });

  it("joins the abstract into the excerpt, lists a claim's evidence documents before its other cited ones", () => {
    const claims = JSON.stringify({
      id: 7,
      claim: 'A drug lowers blood pressure.',
      evidence: {
        '22': [
          { sentences: [1], label: 'CONTRADICT' },
          { sentences: [2], label: 'CONTRADICT' },
        ],
      },
      cited_doc_ids: [11, 22],
    });
    const corpus = [
      JSON.stringify({
        doc_id: 11,
        title: 'Trial A',
        abstract: ['Background.', 'It was tolerated.'],
        structured: false,
      }),
      JSON.stringify({ doc_id: 22, title: 'Trial B', abstract: [' Methods. ', 'Pressure rose.'], structured: true }),
    ].join('\n');
    const loaded = parseSciFact(claims, 'c.jsonl', corpus, 'k.jsonl');
    expect(loaded.cases.map((entry) => [entry.id, entry.expectation.verdict, entry.evidence.excerpt])).toEqual([
      ['7/22', 'contradicts', 'Methods. Pressure rose.'],
      ['7/11', 'insufficient', 'Background. It was tolerated.'],
    ]);
  });

  it('reports bad claims and corpus lines with their own file and line', () => {
    const claims = [
      JSON.stringify({ id: 1, claim: 'Fine.', evidence: {}, cited_doc_ids: [1] }),
      '{"id": 2, "claim": ',
      JSON.stringify({ id: 3, claim: 'Test split, labels withheld.' }),
      JSON.stringify({ id: 4, claim: 'Cites a missing document.', evidence: {}, cited_doc_ids: [99] }),
      JSON.stringify({
        id: 5,
        claim: 'Odd label.',
        evidence: { '1': [{ sentences: [0], label: 'MAYBE' }] },
        cited_doc_ids: [1],
      }),
    ].join('\n');
    const corpus = [
      JSON.stringify({ doc_id: 1, title: 'T', abstract: ['One sentence.'] }),
      JSON.stringify({ doc_id: 2, title: 'T', abstract: 'not a list' }),
    ].join('\n');
    const loaded = parseSciFact(claims, 'claims.jsonl', corpus, 'corpus.jsonl');
    expect(loaded.cases.map((entry) => entry.id)).toEqual(['1/1']);
    expect(loaded.problems.map((problem) => `${problem.file}:${problem.line}`)).toEqual([
      'corpus.jsonl:2',
      'claims.jsonl:2',
      'claims.jsonl:3',
      'claims.jsonl:4',
      'claims.jsonl:5',
    ]);
    expect(loaded.problems[2]!.message).toMatch(/test split withholds its labels/);
    expect(loaded.problems[3]!.message).toBe('claim 4 cites document 99, which is not in corpus.jsonl');
    expect(loaded.problems[4]!.message).toMatch(/"MAYBE" is not SUPPORT or CONTRADICT/);
  });

  it('reads corpus.jsonl beside the claims file unless --corpus names another', async () => {
    const dir = tempFolder({});
    const { claims, corpus } = sciFact(rows);
    mkdirSync(path.join(dir, 'data'));
    writeFileSync(path.join(dir, 'data', 'claims_dev.jsonl'), claims);
    writeFileSync(path.join(dir, 'data', 'corpus.jsonl'), corpus);
    writeFileSync(path.join(dir, 'other.jsonl'), corpus);
    expect((await loadDataset({ format: 'scifact', file: 'data/claims_dev.jsonl', cwd: dir })).files).toEqual([
      'data/claims_dev.jsonl',
      path.join('data', 'corpus.jsonl'),
    ]);
    expect(
      (await loadDataset({ format: 'scifact', file: 'data/claims_dev.jsonl', corpus: 'other.jsonl', cwd: dir })).cases,
    ).toHaveLength(7);
    await expect(
      loadDataset({ format: 'scifact', file: 'data/claims_dev.jsonl', corpus: 'none.jsonl', cwd: dir }),
    ).rejects.toBeInstanceOf(DatasetError);
  });
});

describe('fever-jsonl', () => {
  it('maps SUPPORTS / REFUTES / NOT ENOUGH INFO, names cases by unique_id and titles them by page', () => {
    const loaded = parseFever(feverJsonl(rows), 'f.jsonl');
    expect(loaded.problems).toEqual([]);
    expect(loaded.cases.map((entry) => entry.expectation.verdict)).toEqual(golds);
    expect(loaded.cases[0]).toMatchObject({
      id: 'syn-1',
      evidence: { title: 'Pilot programme', excerpt: rows[0]!.evidence },
    });
  });

  it('reads gold_label too, falls back to id then the line, and reports what it cannot use', () => {
    const text = [
      JSON.stringify({ id: 10, claim: 'A.', evidence: 'Some text.', gold_label: 'refutes' }),
      JSON.stringify({ claim: 'B.', evidence: 'Other text.', label: 'NOT ENOUGH INFO' }),
      '',
      JSON.stringify({ id: 11, claim: 'C.', label: 'SUPPORTS', evidence: [[[1, 2, 'Page', 0]]] }),
      'not json',
      JSON.stringify({ id: 12, claim: 'D.', evidence: 'Text.', label: 'MAYBE' }),
      JSON.stringify([1, 2]),
    ].join('\r\n');
    const loaded = parseFever(text, 'f.jsonl');
    expect(loaded.cases.map((entry) => [entry.id, entry.expectation.verdict])).toEqual([
      ['10', 'contradicts'],
      ['line-2', 'insufficient'],
    ]);
    expect(loaded.problems.map((problem) => problem.line)).toEqual([4, 5, 6, 7]);
    expect(loaded.problems[0]!.message).toMatch(/Wikipedia sentence pointers .* not the evidence text/);
    expect(loaded.problems[1]!.message).toMatch(/^not JSON/);
    expect(loaded.rows).toBe(6);
  });
  it('reports a row that repeats a key (JSON would keep the last label without a word) and keeps the others', () => {
    const text = [
      JSON.stringify({ id: 1, claim: 'A.', evidence: 'Some text.', label: 'SUPPORTS' }),
      '{"id": 2, "claim": "B.", "evidence": "Other text.", "label": "SUPPORTS", "label": "REFUTES"}',
    ].join('\n');
    const loaded = parseFever(text, 'f.jsonl');
    expect(loaded.cases.map((entry) => entry.id)).toEqual(['1']);
    expect(loaded.problems).toEqual([
      { file: 'f.jsonl', line: 2, message: '$.label: duplicate key "label" (first at column 53)' },
    ]);
  });
});

describe('citegate', () => {
  it("reads the reference cases' shape, skipping a bad case with its line", () => {
    const good = JSON.parse(citegateCases(rows.slice(0, 2))) as { version: string; cases: Record<string, unknown>[] };
    const text = JSON.stringify(
      { version: 'v', cases: [good.cases[0], { id: 'broken' }, good.cases[0], good.cases[1]] },
      null,
      2,
    );
    const loaded = parseCitegateCases(text, 'cases.json');
    expect(loaded.cases.map((entry) => entry.id)).toEqual(['syn-1', 'syn-2']);
    expect(loaded.cases[0]!.expectation.quote_contains).toBe(rows[0]!.evidence.split('. ')[0] + '.');
    const lines = text.split('\n');
    const lineOf = (needle: string, from = 0) => lines.findIndex((line, at) => at >= from && line.includes(needle)) + 1;
    expect(loaded.problems.map((problem) => problem.line)).toEqual([
      lineOf('"id": "broken"') - 1,
      lineOf('"id": "syn-1"', lineOf('"id": "broken"')) - 1,
    ]);
    expect(loaded.problems[1]!.message).toBe('case syn-1 repeats an ID');
  });

  it('refuses a file that is not JSON, repeats a key, or has no cases list', () => {
    expect(() => parseCitegateCases('{"cases": [', 'c.json')).toThrow(/c\.json:1: not JSON/);
    expect(() => parseCitegateCases('{"version": "v"}', 'c.json')).toThrow(/no "cases" list/);
    // Two lists: JSON.parse would keep the second, the line numbers would come from the first.
    expect(() =>
      parseCitegateCases('{"version": "v",\n "cases": [{"id": "broken"}],\n "cases": []}', 'c.json'),
    ).toThrow('c.json:3: $.cases: duplicate key "cases" (first at line 2, column 2)');
  });
});

describe('stratified sample', () => {
  const items = syntheticRows(); // 25 supports, 20 contradicts, 15 insufficient
  const verdictOf = (row: (typeof items)[number]) => row.gold;

  it('gives each label its share by largest remainder (a tie goes to the larger label)', () => {
    const { sample, strata } = stratifiedSample(items, 30, 7, verdictOf);
    expect(strata).toEqual([
      { verdict: 'supports', available: 25, drawn: 13 },
      { verdict: 'contradicts', available: 20, drawn: 10 },
      { verdict: 'insufficient', available: 15, drawn: 7 },
    ]);
    expect(sample).toHaveLength(30);
    // In the dataset's order.
    expect(sample.map((row) => items.indexOf(row))).toEqual(
      [...sample.map((row) => items.indexOf(row))].sort((a, b) => a - b),
    );
  });

  it('is the same for the same seed and differs for another', () => {
    const ids = (seed: number) => stratifiedSample(items, 12, seed, verdictOf).sample.map((row) => row.id);
    expect(ids(3)).toEqual(ids(3));
    expect(ids(3)).not.toEqual(ids(4));
  });

  it('takes everything when N is at least the dataset size', () => {
    expect(stratifiedSample(items, 500, 1, verdictOf).sample).toEqual(items);
  });
});
