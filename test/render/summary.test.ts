import { describe, expect, it } from 'vitest';
import { renderSummary, SUMMARY_LIMIT_BYTES } from '../../src/render/summary.js';
import type { ClaimRow } from '../../src/results/types.js';
import type { ClaimSpec } from './fixtures.js';
import { invalidResult, provider, reportResult, results, sampleResults } from './fixtures.js';
import { assertInert } from './inert.js';

const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

describe('renderSummary', () => {
  it('heads with the decision, then the gate, the report table and the problem claims', () => {
    const out = renderSummary(sampleResults({ 'max-contradicted': 0 }));
    expect(out).toMatch(/^## ❌ citegate failed: max-contradicted over its limit\n/);
    expect(out).toContain('1 report · 3 claims · 3 claim/evidence pairs · status complete');
    expect(out).toContain(
      '1 supported · 1 contradicted · 1 insufficient · 0 unverifiable · 1 high-confidence without support · 0 binding errors',
    );
    expect(out).toContain('| max-contradicted | ≤ 0 | 1 | ❌ failed |');
    expect(out).toContain('Not set (no limit): max-high-confidence-unsupported 1 · max-insufficient 1 · ');
    expect(out).not.toContain('| max-insufficient |');
    expect(out).toContain(
      '| reports/schools.report.json | complete | 3: 1 supported, **1 contradicted**, 1 insufficient | 100% | 2 of 3 |',
    );
    expect(out).toContain('### ❌ Contradicted claims: 1 (max-contradicted: limit ≤ 0)');
    expect(out).toContain('- **reports/schools.report.json&#58;10** claim c1: Enrolment is voluntary.');
    expect(out).toContain(
      '  - contradicted by [Ministry bulletin 2024](https://example.org/bulletin?a=1&amp;b=%282%29): “enrolment is mandatory”',
    );
    expect(out).toContain(
      '### High-confidence claims without support: 1 (max-high-confidence-unsupported: no limit set)',
    );
    expect(out).toContain(
      '- **reports/schools.report.json&#58;18** claim c2 (insufficient): Most schools report shortages.',
    );
  });

  it('says passed, naming the findings no limit was set on', () => {
    expect(renderSummary(sampleResults())).toMatch(
      /^## ✅ citegate passed — 1 contradicted claim, 1 high-confidence claim without support \(no limit set on max-contradicted, max-high-confidence-unsupported\)\n/,
    );
    expect(renderSummary(sampleResults({ 'max-contradicted': 1, 'max-high-confidence-unsupported': 1 }))).toMatch(
      /^## ✅ citegate passed\n/,
    );
  });

  it('lists invalid files, rejected results by reason with the near-miss detail, findings and model rejections', () => {
    const good = reportResult(
      'a.report.json',
      [
        {
          id: 'c1',
          statement: 'S',
          verdict: 'supports',
          line: 7,
          evidence: [{ id: 'e1', verdict: 'supports', quote: 'q' }],
        },
      ],
      [{ id: 'e1', title: 'T', url: 'https://x.org' }],
      {
        rejected: [
          {
            claim_id: 'c1',
            evidence_id: 'e1',
            reason: 'unbound_quote',
            detail: 'the quote occurs once whitespace is collapsed, at offset 12',
            line: 7,
          },
          {
            claim_id: 'c9',
            evidence_id: 'e1',
            reason: 'unknown_pair',
            detail: 'the report has no claim "c9"',
            line: null,
          },
        ],
        findings: [
          {
            code: 'dangling_citation',
            claim_id: 'c1',
            evidence_id: 'e7',
            line: 7,
            message: 'claim c1 cites evidence e7, which the report does not contain',
          },
          {
            code: 'ungrounded_number',
            claim_id: 'c1',
            line: 7,
            text: '15 percent',
            value: 15,
            unit: 'percent',
            message: 'claim c1 says 15 percent, which no cited excerpt contains',
          },
        ],
        provider: provider({
          state: 'partial',
          model: 'gpt-test',
          rejected: [{ claim_id: 'c1', evidence_id: 'e1', reason: 'invalid_answer', detail: 'no verdict' }],
        }),
      },
    );
    const out = renderSummary(
      results([good, invalidResult('broken.report.json', 'invalid JSON: comma expected', 3, 14)]),
    );
    expect(out).toContain('status invalid');
    expect(out).toContain('| broken.report.json | invalid |');
    expect(out).toContain('### ❌ Binding errors: 4 (max-binding-errors: limit ≤ 0)');
    expect(out).toContain(
      '- **broken.report.json&#58;3&#58;14** the file is not a valid report (invalid_file): invalid JSON&#58; comma expected',
    );
    // Two binding errors of one claim are one item under the claim.
    expect(out).toContain(
      '- **a.report.json&#58;7** claim c1: 2 binding errors\n  - → evidence e1: the quote is not word for word in the excerpt (unbound_quote): the quote occurs once whitespace is collapsed, at offset 12\n  - cites evidence e7, which the report does not contain (dangling_citation)\n',
    );
    expect(out).toContain(
      '- **a.report.json** claim c9 → evidence e1: the result names a claim/evidence pair the report does not have (unknown_pair): the report has no claim &quot;c9&quot;',
    );
    expect(out).toContain('### Ungrounded numbers: 1 (max-ungrounded-numbers: no limit set)');
    expect(out).toContain('- **a.report.json&#58;7** **15 percent** in claim c1 is not in its cited excerpt: “S”');
    expect(out).toContain('**1 model answer rejected** by binding (invalid answer 1)');
    expect(out).toContain('Semantic verifier, by report: partial for 1 report, model gpt-test');
  });

  it('places a model answer rejected for a claim of a folder report at the claim, in its article', () => {
    const storm = reportResult('wiki/topic', [{ id: 's-1', statement: 'S', verdict: 'unverifiable', line: 4 }], [], {
      provider: provider({
        state: 'partial',
        rejected: [{ claim_id: 's-1', evidence_id: '2', reason: 'invalid_answer', detail: 'no verdict' }],
      }),
    });
    storm.claims[0] = { ...(storm.claims[0] as ClaimRow), file: 'wiki/topic/article.txt' };
    expect(renderSummary(results([storm]))).toContain(
      '- **wiki/topic/article.txt&#58;4** claim s-1 → evidence 2: no verdict\n',
    );
  });

  it('lists the pairs kept without a quote, at their claims, when min-exact-quote-ratio fails', () => {
    const out = renderSummary(sampleResults({ 'min-exact-quote-ratio': 1 }));
    expect(out).toContain('### ❌ Exact quotes: 66.7% (min-exact-quote-ratio: limit ≥ 100%)');
    expect(out).toContain('- **reports/schools.report.json&#58;18** claim c2 → evidence e2: kept without a quote\n');
  });

  it('shows the notes it is given, escaped', () => {
    const out = renderSummary(sampleResults(), { notes: ['No comment: @someone <b>'] });
    expect(out).toContain('> No comment&#58; &#64;&#8203;someone &lt;b&gt;');
  });

  it('renders a hostile claim, title and quote inertly', () => {
    const statement =
      'Ping @octocat </details><img src=x> a|b `tick` [link](javascript:alert(1)) #1 https://evil.example\n## heading';
    const report = reportResult(
      'evil @me.report.json',
      [
        {
          id: 'c|1',
          statement,
          verdict: 'contradicts',
          confidence: 'high',
          evidence: [{ id: 'e1', verdict: 'contradicts', quote: '</details> @octocat |' }],
        },
      ],
      [{ id: 'e1', title: '<script>@org/team</script>', url: 'javascript:alert(1)' }],
    );
    const out = renderSummary(results([report]));
    const item = out.match(/^- \*\*(.*?)&#58;10\*\* claim (.*?): (.*)$/m);
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
      evidence: [
        { id: 'e1', verdict: i % 2 === 0 ? 'contradicts' : 'insufficient', quote: `quote ${'ü'.repeat(300)}` },
      ],
    }));
    const big = results([
      reportResult('big.report.json', claims, [{ id: 'e1', title: 'Source', url: 'https://example.org/' }]),
    ]);
    const started = performance.now();
    const out = renderSummary(big, { resultsPath: 'citegate-results.json' });
    expect(performance.now() - started).toBeLessThan(5000);
    expect(bytes(out)).toBeLessThanOrEqual(SUMMARY_LIMIT_BYTES);
    expect(bytes(out)).toBeGreaterThan(SUMMARY_LIMIT_BYTES * 0.9);
    expect(out).toContain("**Left out to stay under GitHub's step-summary size limit**");
    expect(out).toMatch(/Contradicted claims: 10000 \(max-contradicted: no limit set\): \d+/);
    expect(out).toContain('citegate-results.json');
    expect(out.match(/<details/g)?.length).toBe(out.match(/<\/details>/g)?.length);
    // The decision and the gate come first, so they are never the part left out.
    expect(out).toContain('| max-binding-errors |');
  });

  it('respects a smaller limit exactly', () => {
    const claims: ClaimSpec[] = Array.from({ length: 200 }, (_, i) => ({
      id: `c${i}`,
      statement: 'x'.repeat(300),
      verdict: 'contradicts',
      evidence: [{ id: 'e1', verdict: 'contradicts', quote: 'y'.repeat(200) }],
    }));
    const out = renderSummary(
      results([reportResult('r.report.json', claims, [{ id: 'e1', title: 'T', url: 'https://x.org' }])]),
      { limitBytes: 20_000 },
    );
    expect(bytes(out)).toBeLessThanOrEqual(20_000);
    expect(out).toContain("**Left out to stay under GitHub's step-summary size limit**");
    expect(out.match(/<details/g)?.length).toBe(out.match(/<\/details>/g)?.length);
  });
});
