// The terminal names binding rules as the job summary does: in words, with the code in
// parentheses, and never with hash prefixes (the results file keeps the hashes).
import { describe, expect, it } from 'vitest';
import type { Rejection } from '../../src/binding/bind.js';
import { plainWindow } from '../../src/render/quote-diff.js';
import { renderTerminal } from '../../src/render/terminal.js';
import { reportResult, results } from './fixtures.js';

const rejected: Rejection[] = [
  { claim_id: 'c1', evidence_id: 'e1', reason: 'stale_claim_hash', detail: 'the claim changed after it was verified (claim_sha256 003e887c611a…, now 4a09542e4143…)', line: 7 },
  { claim_id: 'c1', evidence_id: 'e1', reason: 'stale_evidence_hash', detail: 'the excerpt changed after it was verified (evidence_sha256 91b065c05f6a…, now 087757f9cbfd…)', line: 7 },
  { claim_id: 'c1', evidence_id: 'e1', reason: 'duplicate', detail: 'an earlier result was already kept for this pair', line: 7 },
  { claim_id: 'c-gone', evidence_id: 'e1', reason: 'unknown_pair', detail: 'the report has no claim "c-gone"', line: null },
  {
    claim_id: 'c1',
    evidence_id: 'e1',
    reason: 'unbound_quote',
    detail: 'the quote occurs only after replacing typographic quotes, dashes and ligatures, at offset 120, "…"',
    line: 7,
    quote: 'a booster at 12 months ("1+1")',
    near_miss: { kind: 'typography', offset: 120, passage: 'a booster at 12 months (“1+1”)' },
  },
];

function terminal(): string {
  const report = reportResult('r.report.json', [{ id: 'c1', statement: 'Infants get one booster.', verdict: 'unverifiable', line: 7 }], [{ id: 'e1', title: 'Statement', url: 'https://example.org/s' }], { rejected });
  return renderTerminal(results([report]));
}

describe('the terminal’s rejected results', () => {
  it('name each rule in words with its code in parentheses', () => {
    const out = terminal();
    expect(out).toContain("  the claim's text changed after it was verified (stale_claim_hash): 1\n    r.report.json:7  c1 → e1\n");
    expect(out).toContain("  the excerpt's text changed after it was verified (stale_evidence_hash): 1\n    r.report.json:7  c1 → e1\n");
    expect(out).toContain('  a second result for a pair that already has one (duplicate): 1\n    r.report.json:7  c1 → e1\n');
    expect(out).toContain('  the result names a claim/evidence pair the report does not have (unknown_pair): 1\n    r.report.json  c-gone → e1  the report has no claim "c-gone"\n');
  });

  it('print no hash prefixes', () => {
    const out = terminal();
    expect(out).not.toMatch(/[0-9a-f]{12}…/);
    expect(out).not.toContain('sha256');
  });

  it('give an unbound quote’s difference in words, then the quote beside the excerpt’s nearest passage', () => {
    expect(terminal()).toContain(
      '  the quote is not word for word in the excerpt (unbound_quote): 1\n' +
        '    r.report.json:7  c1 → e1  straight vs curly quotes\n' +
        '        quote:    "a booster at 12 months (["]1+1")"\n' +
        '        excerpt:  "a booster at 12 months ([“]1+1”)"\n',
    );
  });
});

describe('plainWindow', () => {
  it('brackets the difference, shows spaces it marks, and cuts long text around it', () => {
    expect(plainWindow(Array.from('group  for'), 5, 2)).toBe('group[␣␣]for');
    expect(plainWindow(Array.from('ab'), 2)).toBe('ab[␄]');
    expect(plainWindow(Array.from(' cases'), 0, 0)).toBe(' cases');
    expect(plainWindow(Array.from(`${'x'.repeat(50)}Y${'z'.repeat(70)}`), 50)).toBe(`…${'x'.repeat(40)}[Y]${'z'.repeat(60)}…`);
    expect(plainWindow(Array.from('line\nbreak'), 0)).toBe('[l]ine break');
  });
});
