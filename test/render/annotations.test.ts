import { describe, expect, it } from 'vitest';
import { annotationsFor, limitAnnotations } from '../../src/render/annotations.js';
import { invalidResult, reportResult, results } from './fixtures.js';

describe('annotationsFor', () => {
  it('puts errors first: contradicted, invalid files, rejected results, dangling citations; then warnings', () => {
    const report = reportResult(
      'r.report.json',
      [
        { id: 'c1', statement: 'Voluntary.', verdict: 'contradicts', line: 5, evidence: [{ id: 'e1', verdict: 'contradicts', quote: 'mandatory' }] },
        { id: 'c2', statement: 'Big.', verdict: 'unverifiable', confidence: 'high', line: 9 },
      ],
      [{ id: 'e1', title: 'T', url: 'https://x.org' }],
      {
        rejected: [{ claim_id: 'c2', evidence_id: 'e1', reason: 'stale_claim_hash', detail: 'the claim changed', line: 9 }],
        findings: [
          { code: 'ungrounded_number', claim_id: 'c1', line: 5, text: '15%', value: 15, unit: 'percent', message: '15% is in no cited excerpt' },
          { code: 'dangling_citation', claim_id: 'c2', evidence_id: 'e9', line: 9, message: 'c2 cites e9, which is missing' },
        ],
      },
    );
    const list = annotationsFor(results([report, invalidResult('bad.report.json', 'invalid JSON: comma expected', 3, 7)]));
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
    const report = reportResult('r.report.json', [], [], { rejected: [{ claim_id: 'zz', evidence_id: 'e1', reason: 'unknown_pair', detail: 'no claim "zz"', line: null }] });
    expect(annotationsFor(results([report]))[0]).not.toHaveProperty('startLine');
  });

  it('flattens and shortens long claim text, showing its line breaks escaped', () => {
    const statement = `First line\nsecond line\r\n${'word '.repeat(400)}`;
    const report = reportResult('r.report.json', [{ id: 'c1', statement, verdict: 'contradicts', confidence: 'high', evidence: [{ id: 'e1', verdict: 'contradicts', quote: null }] }], [
      { id: 'e1', title: 'T', url: 'https://x.org' },
    ]);
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

describe('limitAnnotations', () => {
  it('keeps 10 of each level and counts the rest', () => {
    const many = Array.from({ length: 25 }, (_, i) => ({ level: (i < 15 ? 'error' : 'warning') as 'error' | 'warning', title: 't', message: `m${i}`, file: 'f' }));
    const { shown, hidden } = limitAnnotations(many);
    expect(shown.filter((a) => a.level === 'error')).toHaveLength(10);
    expect(shown.filter((a) => a.level === 'warning')).toHaveLength(10);
    expect(hidden).toEqual({ error: 5, warning: 0 });
    expect(shown[0]?.message).toBe('m0');
  });
});
