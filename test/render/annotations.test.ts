import { describe, expect, it } from 'vitest';
import { annotationsFor, limitAnnotations } from '../../src/render/annotations.js';
import type { ProvenanceRow } from '../../src/results/types.js';
import { invalidResult, reportResult, results } from './fixtures.js';

// ESC (CSI, OSC), BEL, C1 controls and the bidi overrides, isolates and marks: what a log viewer acts on.
/* eslint-disable no-control-regex -- a block, not next-line: Prettier puts this literal on a line of its own */
const ACTS_ON_A_LOG =
  /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/;
/* eslint-enable no-control-regex */

describe('annotationsFor', () => {
  it('puts errors first: contradicted, invalid files, rejected results, dangling citations; then warnings', () => {
    const report = reportResult(
      'r.report.json',
      [
        {
          id: 'c1',
          statement: 'Voluntary.',
          verdict: 'contradicts',
          line: 5,
          evidence: [{ id: 'e1', verdict: 'contradicts', quote: 'mandatory' }],
        },
        { id: 'c2', statement: 'Big.', verdict: 'unverifiable', confidence: 'high', line: 9 },
      ],
      [{ id: 'e1', title: 'T', url: 'https://x.org' }],
      {
        rejected: [
          { claim_id: 'c2', evidence_id: 'e1', reason: 'stale_claim_hash', detail: 'the claim changed', line: 9 },
        ],
        findings: [
          {
            code: 'ungrounded_number',
            claim_id: 'c1',
            line: 5,
            text: '15%',
            value: 15,
            unit: 'percent',
            message: '15% is in no cited excerpt',
          },
          {
            code: 'dangling_citation',
            claim_id: 'c2',
            evidence_id: 'e9',
            line: 9,
            message: 'c2 cites e9, which is missing',
          },
        ],
      },
    );
    const list = annotationsFor(
      results([report, invalidResult('bad.report.json', 'invalid JSON: comma expected', 3, 7)]),
    );
    expect(list.map((a) => [a.level, a.title, a.file, a.startLine, a.startColumn])).toEqual([
      ['error', 'Contradicted claim c1', 'r.report.json', 5, undefined],
      ['error', 'Invalid report file', 'bad.report.json', 3, 7],
      ['error', 'Rejected verifier result (stale_claim_hash)', 'r.report.json', 9, undefined],
      ['error', 'Dangling citation', 'r.report.json', 9, undefined],
      ['warning', 'High-confidence claim without support (unverifiable)', 'r.report.json', 9, undefined],
      ['warning', 'Ungrounded number', 'r.report.json', 5, undefined],
    ]);
    expect(list[0]?.message).toBe('Evidence e1 contradicts this claim: Voluntary.');
  });

  it('has no line for a rejected result whose claim is not in the report', () => {
    const report = reportResult('r.report.json', [], [], {
      rejected: [{ claim_id: 'zz', evidence_id: 'e1', reason: 'unknown_pair', detail: 'no claim "zz"', line: null }],
    });
    expect(annotationsFor(results([report]))[0]).not.toHaveProperty('startLine');
  });

  it('puts a rejected verdict whose sentence is gone at its line in the verdict file', () => {
    const written_in = { file: 'storm/a/citegate.verdicts.json', line: 14 };
    const report = reportResult('storm/a', [], [], {
      rejected: [
        {
          claim_id: 's-0123456789',
          evidence_id: '2',
          reason: 'unknown_pair',
          detail: 'the sentence changed',
          line: null,
          written_in,
        },
      ],
    });
    expect(annotationsFor(results([report]))[0]).toMatchObject({
      file: 'storm/a/citegate.verdicts.json',
      startLine: 14,
    });
  });

  it('flattens and shortens long claim text, showing its line breaks escaped', () => {
    const statement = `First line\nsecond line\r\n${'word '.repeat(400)}`;
    const report = reportResult(
      'r.report.json',
      [
        {
          id: 'c1',
          statement,
          verdict: 'contradicts',
          confidence: 'high',
          evidence: [{ id: 'e1', verdict: 'contradicts', quote: null }],
        },
      ],
      [{ id: 'e1', title: 'T', url: 'https://x.org' }],
    );
    const list = annotationsFor(results([report]));
    expect(list).toHaveLength(2);
    for (const annotation of list) {
      expect(annotation.message).not.toMatch(/\n/);
      expect(annotation.message).toContain('First line\\nsecond line\\r\\nword');
      expect(annotation.message.length).toBeLessThan(statement.length);
      expect(annotation.message).toMatch(/…$/);
    }
  });
});

describe('provenance annotations', () => {
  const notFound = (passage: string): ProvenanceRow => ({
    status: 'not_found',
    folding: null,
    share: 0,
    parts_found: 0,
    parts_total: 1,
    found_in: null,
    http_status: 200,
    final_url: 'https://example.org/',
    content_type: 'text/html',
    fetched_at: null,
    cache: null,
    truncated: false,
    text_sha256: null,
    detail: 'the page was read and \u001b[2Jthe excerpt is not on it',
    closest: { part: 'Traffic fell by 9 percent.', passage, overlap: 0.3 },
  });

  it('show control characters of a page passage, an evidence ID and a URL escaped, as every other annotation does', () => {
    const hostileId = 'e\u001b[8m1\u202e';
    const passage = 'Traffic \u001b]52;c;cHduZWQ=\u0007 rose \u001b[8mhidden \u2067exe.txt\u2069 \u009b31m';
    const report = reportResult(
      'r.report.json',
      [],
      [{ id: hostileId, title: 'T', url: 'https://example.org/\u001b[1m', line: 3, provenance: notFound(passage) }],
    );
    const warnings = annotationsFor(results([report])).filter((annotation) =>
      annotation.title.startsWith('Evidence not at its source'),
    );
    expect(warnings).toHaveLength(1);
    const message = warnings[0]!.message;
    expect(message).not.toMatch(ACTS_ON_A_LOG);
    expect(message).toContain(
      'Evidence e\\x1b[8m1\\u202e (https://example.org/\\x1b[1m): the page was read and \\x1b[2Jthe excerpt is not on it.',
    );
    expect(message).toContain(
      '"Traffic \\x1b]52;c;cHduZWQ=\\x07 rose \\x1b[8mhidden \\u2067exe.txt\\u2069 \\u009b31m"',
    );
  });
});

describe('limitAnnotations', () => {
  it('keeps 10 of each level and counts the rest', () => {
    const many = Array.from({ length: 25 }, (_, i) => ({
      level: (i < 15 ? 'error' : 'warning') as 'error' | 'warning',
      title: 't',
      message: `m${i}`,
      file: 'f',
    }));
    const { shown, hidden } = limitAnnotations(many);
    expect(shown.filter((a) => a.level === 'error')).toHaveLength(10);
    expect(shown.filter((a) => a.level === 'warning')).toHaveLength(10);
    expect(hidden).toEqual({ error: 5, warning: 0, notice: 0 });
    expect(shown[0]?.message).toBe('m0');
  });
});
