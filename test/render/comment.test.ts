import { describe, expect, it } from 'vitest';
import { COMMENT_LIMIT_CHARS, commentMarker, renderComment } from '../../src/render/comment.js';
import type { ClaimSpec } from './fixtures.js';
import { reportResult, results, sampleResults } from './fixtures.js';
import { assertInert } from './inert.js';

const runUrl = 'https://github.com/acme/docs/actions/runs/42';

describe('renderComment', () => {
  it('starts with the marker, then the decision naming the failed check, the counts and a section per failed check', () => {
    const out = renderComment(sampleResults({ 'max-contradicted': 0 }), { key: 'default', runUrl });
    const lines = out.split('\n');
    expect(lines[0]).toBe('<!-- citegate:comment-key=default -->');
    expect(lines[1]).toBe('### ❌ citegate failed: max-contradicted over its limit');
    expect(out).toContain(
      '1 report · 3 claims: 1 supported · 1 contradicted · 1 insufficient · 0 unverifiable · 1 high-confidence without support · 0 binding errors',
    );
    expect(out).toContain('#### ❌ Contradicted claims: 1 (max-contradicted: limit ≤ 0)');
    expect(out).toContain('- **reports/schools.report.json&#58;10** claim c1: Enrolment is voluntary.');
    expect(out).toContain(
      'contradicted by [Ministry bulletin 2024](https://example.org/bulletin?a=1&amp;b=%282%29): “enrolment is mandatory”',
    );
    expect(out).toContain('claim c2 (insufficient): Most schools report shortages.');
    expect(out).toContain(`Full results: [job summary of this run](${runUrl})`);
  });

  it('is shorter than the summary: no gate table, no report table', () => {
    const out = renderComment(sampleResults(), { key: 'default', runUrl });
    expect(out).toMatch(/### ✅ citegate passed/);
    expect(out).not.toContain('| Check |');
    expect(out).not.toContain('| Report |');
  });

  it('escapes the key inside the marker', () => {
    expect(commentMarker('a--><script>')).toBe('<!-- citegate:comment-key=a%2D%2D%3E%3Cscript%3E -->');
    expect(commentMarker('docs')).not.toBe(commentMarker('docs2'));
  });

  it('does not link a run URL that is not http(s)', () => {
    const out = renderComment(sampleResults(), { key: 'k', runUrl: 'javascript:alert(1)' });
    expect(out).not.toContain('javascript');
    expect(out).toContain('Full results: the job summary of this run');
  });

  it('renders a hostile claim inertly', () => {
    const statement = 'Hey @octocat </details><img src=x> | `x` [link](javascript:alert(1)) #1';
    const report = reportResult(
      'r.report.json',
      [
        {
          id: 'c1',
          statement,
          verdict: 'contradicts',
          evidence: [{ id: 'e1', verdict: 'contradicts', quote: '@octocat `q`' }],
        },
      ],
      [{ id: 'e1', title: '[t](javascript:x)', url: 'javascript:alert(1)' }],
    );
    const out = renderComment(results([report]), { key: 'k', runUrl });
    const claim = out.match(/^- \*\*r\.report\.json&#58;10\*\* claim c1: (.*)$/m)?.[1];
    expect(claim).toBeDefined();
    assertInert(claim ?? '');
    const evidence = out.match(/^ {2}- contradicted by (.*)$/m)?.[1];
    assertInert((evidence ?? 'MISSING').replace(/[“”]/g, ''));
    expect(out.match(/<details/g)?.length).toBe(out.match(/<\/details>/g)?.length);
  });

  it('caps each list and stays within 65,536 characters with 20,000 claims', () => {
    const claims: ClaimSpec[] = Array.from({ length: 20_000 }, (_, i) => ({
      id: `c${i}`,
      statement: `Claim ${i} ${'@x <y> | '.repeat(100)}`,
      verdict: 'contradicts',
      confidence: 'high',
      evidence: [{ id: 'e1', verdict: 'contradicts', quote: 'q'.repeat(2000) }],
    }));
    const out = renderComment(
      results([reportResult('big.report.json', claims, [{ id: 'e1', title: 'T', url: 'https://x.org' }])]),
      { key: 'k', runUrl },
    );
    expect(out.length).toBeLessThanOrEqual(COMMENT_LIMIT_CHARS);
    expect(out).toContain(`… 19980 more in the [job summary](${runUrl})`);
    expect(out.match(/<details/g)?.length).toBe(out.match(/<\/details>/g)?.length);
  });

  it('truncates to a small limit with a note and stays well-formed', () => {
    const claims: ClaimSpec[] = Array.from({ length: 50 }, (_, i) => ({
      id: `c${i}`,
      statement: 'x'.repeat(300),
      verdict: 'contradicts',
      evidence: [{ id: 'e1', verdict: 'contradicts', quote: 'y'.repeat(200) }],
    }));
    const out = renderComment(
      results([reportResult('r.report.json', claims, [{ id: 'e1', title: 'T', url: 'https://x.org' }])]),
      { key: 'k', runUrl, limitChars: 5_000 },
    );
    expect(out.length).toBeLessThanOrEqual(5_000);
    expect(out).toContain("left out to stay under GitHub's comment size limit");
    expect(out.match(/<details/g)?.length).toBe(out.match(/<\/details>/g)?.length);
  });
});
