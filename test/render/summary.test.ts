import { describe, expect, it } from 'vitest';
import { renderSummary, SUMMARY_LIMIT_BYTES } from '../../src/render/summary.js';
import type { ClaimSpec } from './fixtures.js';
import { invalidResult, provider, reportResult, results, sampleResults } from './fixtures.js';
import { assertInert } from './inert.js';

const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

describe('renderSummary', () => {
  it('heads with the decision, then the gate, the report table and the problem claims', () => {
    const out = renderSummary(sampleResults({ 'max-contradicted': 0 }));
    expect(out).toMatch(/^## ❌ citegate failed: 1 check over the limit\n/);
    expect(out).toContain('1 report · 3 claims · 3 claim/evidence pairs · status complete');
    expect(out).toContain('1 supported · 1 contradicted · 1 insufficient · 0 unverifiable · 1 high-confidence without support · 0 binding errors');
    expect(out).toContain('| max-contradicted | ≤ 0 | 1 | ❌ failed |');
    expect(out).toContain('| max-insufficient | no limit | 1 | · not set |');
    expect(out).toContain('| reports/schools.report.json | complete | 3 | 1 | 1 | 1 | 0 | 100% | 66.7% |');
    expect(out).toContain('<summary><strong>Contradicted claims (1)</strong></summary>');
    expect(out).toContain('- **reports/schools.report.json:10** claim c1: Enrolment is voluntary.');
    expect(out).toContain('  - contradicted by [Ministry bulletin 2024](https://example.org/bulletin?a=1&amp;b=%282%29): “enrolment is mandatory”');
    expect(out).toContain('<summary><strong>High-confidence claims without support (1)</strong></summary>');
    expect(out).toContain('- **reports/schools.report.json:18** claim c2 (insufficient): Most schools report shortages.');
  });

  it('says passed when the gate passes', () => {
    expect(renderSummary(sampleResults())).toMatch(/^## ✅ citegate passed\n/);
  });

  it('lists invalid files, rejected results by reason with the near-miss detail, findings and model rejections', () => {
    const good = reportResult('a.report.json', [{ id: 'c1', statement: 'S', verdict: 'supports', line: 7, evidence: [{ id: 'e1', verdict: 'supports', quote: 'q' }] }], [{ id: 'e1', title: 'T', url: 'https://x.org' }], {
      rejected: [
        { claim_id: 'c1', evidence_id: 'e1', reason: 'unbound_quote', detail: 'the quote occurs once whitespace is collapsed, at offset 12', line: 7 },
        { claim_id: 'c9', evidence_id: 'e1', reason: 'unknown_pair', detail: 'the report has no claim "c9"', line: null },
      ],
      findings: [
        { code: 'dangling_citation', claim_id: 'c1', evidence_id: 'e7', line: 7, message: 'claim c1 cites evidence e7, which the report does not contain' },
        { code: 'ungrounded_number', claim_id: 'c1', line: 7, text: '15 percent', value: 15, unit: 'percent', message: 'claim c1 says 15 percent, which no cited excerpt contains' },
      ],
      provider: provider({ state: 'partial', model: 'gpt-test', rejected: [{ claim_id: 'c1', evidence_id: 'e1', reason: 'invalid_answer', detail: 'no verdict' }] }),
    });
    const out = renderSummary(results([good, invalidResult('broken.report.json', 'invalid JSON: comma expected', 3, 14)]));
    expect(out).toContain('status invalid');
    expect(out).toContain('| broken.report.json | invalid |');
    expect(out).toContain('- **broken.report.json:3:14** invalid JSON&#58; comma expected');
    expect(out).toContain('Rejected committed results: unbound quote (1)');
    expect(out).toContain('- **a.report.json:7** claim c1 → evidence e1: the quote occurs once whitespace is collapsed, at offset 12');
    expect(out).toContain('Rejected committed results: unknown pair (1)');
    expect(out).toContain('- **a.report.json** claim c9 → evidence e1');
    expect(out).toContain('Dangling citations (1)');
    expect(out).toContain('Ungrounded numbers (1)');
    expect(out).toContain('**1 model answer rejected** by binding (invalid answer 1)');
    expect(out).toContain('Semantic verifier: partial for 1 report, model gpt-test');
  });

  it('shows the notes it is given, escaped', () => {
    const out = renderSummary(sampleResults(), { notes: ['No comment: @someone <b>'] });
    expect(out).toContain('> No comment&#58; &#64;&#8203;someone &lt;b&gt;');
  });

  it('renders a hostile claim, title and quote inertly', () => {
    const statement = 'Ping @octocat </details><img src=x> a|b `tick` [link](javascript:alert(1)) #1 https://evil.example\n## heading';
    const report = reportResult(
      'evil @me.report.json',
      [{ id: 'c|1', statement, verdict: 'contradicts', confidence: 'high', evidence: [{ id: 'e1', verdict: 'contradicts', quote: '</details> @octocat |' }] }],
      [{ id: 'e1', title: '<script>@org/team</script>', url: 'javascript:alert(1)' }],
    );
    const out = renderSummary(results([report]));
    const item = out.match(/^- \*\*(.*?):10\*\* claim (.*?): (.*)$/m);
    expect(item).not.toBeNull();
    for (const part of item?.slice(1) ?? []) assertInert(part);
    const evidence = out.match(/^ {2}- contradicted by (.*) \((.*)\): “(.*)”$/m);
    expect(evidence).not.toBeNull();
    for (const part of evidence?.slice(1) ?? []) assertInert(part);
    expect(out).not.toContain('](javascript');
    expect(out.match(/<details/g)?.length).toBe(out.match(/<\/details>/g)?.length);
    expect(out).toContain('| evil &#64;&#8203;me.report.json | complete |');
  });

  it('stays under the byte limit with 20,000 claims and says what it left out', () => {
    const claims: ClaimSpec[] = Array.from({ length: 20_000 }, (_, i) => ({
      id: `c${i}`,
      statement: `Claim ${i} — ${'données élevées 😀 '.repeat(20)}`,
      verdict: i % 2 === 0 ? 'contradicts' : 'insufficient',
      confidence: 'high',
      evidence: [{ id: 'e1', verdict: i % 2 === 0 ? 'contradicts' : 'insufficient', quote: `quote ${'ü'.repeat(300)}` }],
    }));
    const big = results([reportResult('big.report.json', claims, [{ id: 'e1', title: 'Source', url: 'https://example.org/' }])]);
    const started = performance.now();
    const out = renderSummary(big, { resultsPath: 'citegate-results.json' });
    expect(performance.now() - started).toBeLessThan(5000);
    expect(bytes(out)).toBeLessThanOrEqual(SUMMARY_LIMIT_BYTES);
    expect(bytes(out)).toBeGreaterThan(SUMMARY_LIMIT_BYTES * 0.9);
    expect(out).toContain("**Left out to stay under GitHub's step-summary size limit**");
    expect(out).toMatch(/Contradicted claims: \d+/);
    expect(out).toContain('citegate-results.json');
    expect(out.match(/<details/g)?.length).toBe(out.match(/<\/details>/g)?.length);
    // The decision and the gate come first, so they are never the part left out.
    expect(out).toContain('| max-binding-errors |');
  });

  it('respects a smaller limit exactly', () => {
    const claims: ClaimSpec[] = Array.from({ length: 200 }, (_, i) => ({ id: `c${i}`, statement: 'x'.repeat(300), verdict: 'contradicts', evidence: [{ id: 'e1', verdict: 'contradicts', quote: 'y'.repeat(200) }] }));
    const out = renderSummary(results([reportResult('r.report.json', claims, [{ id: 'e1', title: 'T', url: 'https://x.org' }])]), { limitBytes: 20_000 });
    expect(bytes(out)).toBeLessThanOrEqual(20_000);
    expect(out).toContain("**Left out to stay under GitHub's step-summary size limit**");
    expect(out.match(/<details/g)?.length).toBe(out.match(/<\/details>/g)?.length);
  });
});
