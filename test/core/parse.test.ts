import { describe, expect, it } from 'vitest';
import { parseReportFile, type InvalidReportFile, type ParsedReportFile } from '../../src/report/parse.js';
import { report, verification } from '../helpers/reports.js';

const encode = (text: string) => new TextEncoder().encode(text);
const claim = { id: 'c1', statement: 'Average travel time fell by 12 percent.', evidence_ids: ['e1'] };
const evidence = { id: 'e1', excerpt: 'The evaluation found that average travel time fell by 12 percent.' };
const valid = report([claim], [evidence]);

function invalid(text: string | Uint8Array): InvalidReportFile['error'] {
  const parsed = parseReportFile('r.report.json', typeof text === 'string' ? encode(text) : text);
  if (parsed.ok) throw new Error('expected the file to be invalid');
  return parsed.error;
}

function ok(text: string | Uint8Array): ParsedReportFile {
  const parsed = parseReportFile('r.report.json', typeof text === 'string' ? encode(text) : text);
  if (!parsed.ok) throw new Error(`expected a valid file, got ${parsed.error.message}`);
  return parsed;
}

describe('reading a report file', () => {
  it('accepts a bare report and gives each claim its line', () => {
    const parsed = ok(JSON.stringify(report([claim, { ...claim, id: 'c2' }], [evidence]), null, 2));
    expect(parsed.verifications).toBeNull();
    expect(parsed.claimLines).toEqual([6, 13]);
    expect(parsed.report.claims[0]?.confidence).toBe('medium');
  });

  it('accepts an envelope and keeps its committed results', () => {
    const parsed = ok(
      JSON.stringify(
        { report: valid, verifications: [verification(claim, evidence, 'supports', 'fell by 12 percent')] },
        null,
        2,
      ),
    );
    expect(parsed.verifications).toHaveLength(1);
    expect(parsed.claimLines).toEqual([7]);
  });

  it('keeps unknown fields', () => {
    const parsed = ok(JSON.stringify({ ...valid, pipeline_run: 'r-77', claims: [{ ...claim, reviewer: 'ana' }] }));
    expect((parsed.report as Record<string, unknown>).pipeline_run).toBe('r-77');
    expect((parsed.report.claims[0] as Record<string, unknown>).reviewer).toBe('ana');
  });

  it('refuses an empty file', () => {
    expect(invalid('')).toMatchObject({ message: 'file is empty', line: 1 });
    expect(invalid('  \n ')).toMatchObject({ message: 'file is empty' });
  });

  it('names the line and column of truncated JSON', () => {
    const text = JSON.stringify(valid, null, 2);
    const error = invalid(text.slice(0, 200));
    expect(error.message).toMatch(/^invalid JSON: /);
    expect(error.line).toBe(text.slice(0, 200).split('\n').length);
  });

  it('names the line and column of a syntax error in the middle', () => {
    const error = invalid('{\n  "inquiry_id": "x",\n  "title": "t" "summary": "s"\n}');
    expect(error).toMatchObject({ line: 3, column: 16 });
    expect(error.message).toContain('comma expected');
  });

  it('reads a file that starts with a UTF-8 byte-order mark, with lines unchanged', () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...encode(JSON.stringify(valid, null, 2))]);
    expect(ok(bytes).claimLines).toEqual([6]);
  });

  it('refuses bytes that are not UTF-8 and says where', () => {
    const text = JSON.stringify(valid, null, 2);
    const cut = text.indexOf('Average');
    const bytes = new Uint8Array([...encode(text.slice(0, cut)), 0xff, 0xfe, ...encode(text.slice(cut))]);
    const error = invalid(bytes);
    expect(error.message).toMatch(/^not UTF-8: invalid byte 0xFF at byte \d+/);
    expect(error.line).toBe(text.slice(0, cut).split('\n').length);
    expect(error.column).toBe(text.slice(0, cut).split('\n').at(-1)!.length + 1);
  });

  it('refuses a truncated multi-byte sequence at the end', () => {
    const bytes = encode(JSON.stringify(valid));
    expect(invalid(new Uint8Array([...bytes, 0xe2, 0x82])).message).toMatch(/^not UTF-8/);
  });

  it('names the JSON path, line and column of a wrong type', () => {
    const text = JSON.stringify(
      report([claim, { ...claim, id: 'c2', confidence: 'certain' as 'high' }], [evidence]),
      null,
      2,
    );
    const error = invalid(text);
    expect(error.path).toBe('$.claims[1].confidence');
    expect(error.message).toMatch(/^\$\.claims\[1\]\.confidence: /);
    const line = text.split('\n').findIndex((row) => row.includes('"certain"')) + 1;
    expect(error.line).toBe(line);
  });

  it('points at the object that lacks a required field', () => {
    const { excerpt: _dropped, ...noExcerpt } = { ...evidence, title: 't', url: 'https://example.org/a' };
    const text = JSON.stringify({ ...valid, evidence: [noExcerpt] }, null, 2);
    const error = invalid(text);
    expect(error.path).toBe('$.evidence[0].excerpt');
    expect(error.line).toBe(text.split('\n').findIndex((row) => row.includes('"evidence": [')) + 2);
  });

  it('refuses a wrongly typed committed result inside an envelope', () => {
    const bad = { ...verification(claim, evidence, 'supports', null), claim_sha256: 'ABC' };
    expect(invalid(JSON.stringify({ report: valid, verifications: [bad] }, null, 2)).path).toBe(
      '$.verifications[0].claim_sha256',
    );
  });

  it('refuses duplicate claim IDs and points at the second one', () => {
    const text = JSON.stringify(report([claim, { ...claim, statement: 'Another.' }], [evidence]), null, 2);
    const error = invalid(text);
    expect(error.message).toBe('duplicate claim ID "c1" (first at index 0)');
    expect(error.path).toBe('$.claims[1].id');
    expect(error.line).toBe(14);
  });

  it('refuses duplicate evidence IDs', () => {
    const error = invalid(JSON.stringify(report([claim], [evidence, evidence]), null, 2));
    expect(error).toMatchObject({ path: '$.evidence[1].id', message: 'duplicate evidence ID "e1" (first at index 0)' });
  });

  it('refuses a top-level array', () => {
    expect(invalid('[1, 2]').message).toMatch(/expected a JSON object/);
  });

  it('survives deeply nested JSON: accepted where unknown data may nest, refused elsewhere, never a crash', () => {
    const depth = 100_000;
    const deep = '['.repeat(depth) + ']'.repeat(depth);
    const text = JSON.stringify({ ...valid, extra: '__DEEP__' }).replace('"__DEEP__"', deep);
    expect(ok(text).claimLines).toEqual([1]);
    const badText = JSON.stringify({ ...valid, claims: '__DEEP__' }).replace('"__DEEP__"', deep);
    expect(invalid(badText)).toMatchObject({ path: '$.claims[0]', line: 1 });
    expect(invalid(deep.slice(0, -1)).message).toMatch(/^invalid JSON/);
  });

  it('names the line and column where deep unclosed JSON ends', () => {
    for (const open of ['[', '{"a":']) {
      const text = open.repeat(100_000);
      expect(invalid(text)).toMatchObject({
        message: expect.stringMatching(/^invalid JSON: /),
        line: 1,
        column: text.length + 1,
      });
      const lines = `{\n  "extra":\n${text}\n`;
      expect(invalid(lines)).toMatchObject({ line: 4, column: 1 });
    }
  });

  it('names the position of a syntax error under deep nesting', () => {
    const text = `${'['.repeat(100_000)}\n  1 2`;
    expect(invalid(text)).toMatchObject({ message: 'invalid JSON: comma expected', line: 2, column: 5 });
  });

  it('reads a 50 MB report and places claims correctly', () => {
    const excerpt = 'Administrative records show steady gains in employment across the region. '.repeat(600);
    const evidenceList = Array.from({ length: 1200 }, (_, i) => ({ id: `e${i}`, excerpt }));
    const claims = Array.from({ length: 3000 }, (_, i) => ({
      id: `c${i}`,
      statement: `Claim ${i}.`,
      evidence_ids: [`e${i % 1200}`],
    }));
    const text = JSON.stringify(report(claims, evidenceList), null, 2);
    expect(text.length).toBeGreaterThan(50_000_000);
    const parsed = ok(text);
    expect(parsed.claimLines).toHaveLength(3000);
    const lines = text.split('\n');
    expect(lines[parsed.claimLines[2999]! - 1]).toBe('    {');
    expect(lines[parsed.claimLines[2999]!]).toContain('"id": "c2999"');
  });
});

describe('duplicate keys', () => {
  const pretty = JSON.stringify(valid, null, 2);
  const lineOf = (text: string, needle: string, from = 0) =>
    text.slice(0, text.indexOf(needle, from)).split('\n').length;

  it('refuses two "claims" keys in one object, at the second, with its path', () => {
    const text = pretty.replace(/\n}$/, ',\n  "claims": []\n}');
    const second = text.lastIndexOf('"claims"');
    expect(invalid(text)).toEqual({
      message: `$.claims: duplicate key "claims" (first at line ${lineOf(text, '"claims"')}, column 3)`,
      path: '$.claims',
      line: lineOf(text, '"claims"', second),
      column: 3,
    });
  });

  it('refuses a duplicate inside an envelope and inside a nested object, in either layout', () => {
    const claims = [0, 1, 2, 3].map((i) => ({ ...claim, id: `c${i}` }));
    const document = { report: report(claims, [evidence]), verifications: [] };
    for (const indent of [0, 2]) {
      const text = JSON.stringify(document, null, indent);
      const nested = text.replace(/("id": ?"c3")/, '$1, "id": "c9"');
      const error = invalid(nested);
      expect(error).toMatchObject({
        path: '$.report.claims[3].id',
        message: expect.stringMatching(
          /^\$\.report\.claims\[3\]\.id: duplicate key "id" \(first at line \d+, column \d+\)$/,
        ),
      });
      const at = nested.indexOf('"id": "c9"');
      expect(error.line).toBe(nested.slice(0, at).split('\n').length);
      expect(error.column).toBe(at - nested.lastIndexOf('\n', at - 1));
      const top = text.replace(/\}$/, ', "report": {}}');
      expect(invalid(top)).toMatchObject({
        path: '$.report',
        message: expect.stringMatching(/^\$\.report: duplicate key "report"/),
      });
    }
  });

  it('treats escaped spellings of one key as the same key, and finds duplicates in unknown data', () => {
    expect(invalid(pretty.replace(/\n}$/, ',\n  "cl\\u0061ims": []\n}'))).toMatchObject({
      path: '$.claims',
      message: expect.stringMatching(/^\$\.claims: duplicate key "claims"/),
    });
    const extra = JSON.stringify({ ...valid, extra: { list: [{ k: 1 }] } }).replace('{"k":1}', '{"k":1,"k":2}');
    expect(invalid(extra)).toMatchObject({ path: '$.extra.list[0].k', line: 1 });
  });

  it('finds a duplicate among many keys of one object, escaped or not', () => {
    const many = Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`k${i}`, i]));
    const text = JSON.stringify({ ...valid, extra: many });
    expect(ok(text).claimLines).toEqual([1]);
    const repeated = text.replace('"k9999":9999', '"k9999":9999,"\\u006b3":0');
    expect(invalid(repeated)).toMatchObject({
      path: '$.extra.k3',
      column: repeated.indexOf('"\\u006b3"') + 1,
      message: `$.extra.k3: duplicate key "k3" (first at line 1, column ${text.indexOf('"k3"') + 1})`,
    });
  });

  it('accepts the same key in different objects', () => {
    expect(ok(JSON.stringify(report([claim, { ...claim, id: 'c2' }], [evidence]))).claimLines).toEqual([1, 1]);
  });
});

describe('compact one-line reports', () => {
  it('place claims and errors by line and column, with non-ASCII escaped as Python writes it', () => {
    const claims = [0, 1, 2].map((i) => ({
      ...claim,
      id: `c${i}`,
      statement: `São Paulo café ${i}.`,
      confidence: 'medium' as const,
    }));
    /* eslint-disable no-control-regex -- the ASCII range, from U+0000 */
    const text = JSON.stringify(report(claims, [evidence])).replace(
      /[^\x00-\x7f]/g,
      (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
    );
    /* eslint-enable no-control-regex */
    expect(ok(text).claimLines).toEqual([1, 1, 1]);
    const broken = text.replace('"confidence":"medium"}]', '"confidence":"sure"}]');
    expect(invalid(broken)).toMatchObject({
      path: '$.claims[2].confidence',
      line: 1,
      column: broken.indexOf('"sure"') + 1,
    });
  });
});

describe('text that cannot be fingerprinted', () => {
  it('refuses a lone surrogate escape in a claim, naming its path', () => {
    const text = JSON.stringify(report([{ ...claim, statement: 'broken \ud800 text' }], [evidence]), null, 2);
    const parsed = parseReportFile('r.report.json', new TextEncoder().encode(text.replace('\ufffd', '\\ud800')));
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toMatchObject({ path: '$.claims[0].statement', line: 8 });
  });
});
