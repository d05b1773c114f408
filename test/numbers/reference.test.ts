import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findUngroundedNumbers } from '../../src/numbers/index.js';

interface ReferenceCase {
  id: string;
  claim: { statement: string };
  evidence: { excerpt: string };
}

// The published reference cases, as shipped with citegate eval (the same file as the pipeline's
// shared/reference/claim-verification-cases.json).
const file = new URL('../../src/eval/reference-cases.json', import.meta.url);
const { cases } = JSON.parse(readFileSync(file, 'utf8')) as { cases: ReferenceCase[] };

// Only one published case states a number its evidence lacks: the claim about 2035 rests on an excerpt
// that stops at 2027. The expected verdict there is "unverifiable", so the finding is a true one. Every
// other case either has no number ("The study demonstrated a causal treatment effect.") or restates the
// excerpt's numbers in another spelling ("112 million euros" for "EUR 112 million", "20 units" with the
// excerpt's "20 units in 2018").
const expected: Record<string, { text: string; value: number; unit: string | null }[]> = {
  'policy-direct-support': [],
  'health-causal-contradiction': [],
  'technology-marketing-insufficient': [],
  'safety-injection-insufficient': [],
  'current-threshold-insufficient': [],
  'economics-universal-contradiction': [],
  'methods-randomized-support': [],
  'protocol-flow-support': [],
  'observational-causality-insufficient': [],
  'future-prediction-unverifiable': [{ text: '2035', value: 2035, unit: null }],
  'finance-revenue-support': [],
  'legal-voluntary-contradiction': [],
};

describe('the 12 published reference cases', () => {
  it('are all covered here', () => {
    expect(cases.map((c) => c.id).sort()).toEqual(Object.keys(expected).sort());
  });

  it.each(cases.map((c) => [c.id, c] as const))('%s', (id, c) => {
    const found = findUngroundedNumbers(c.claim.statement, [c.evidence.excerpt]);
    expect(found.map(({ text, value, unit }) => ({ text, value, unit }))).toEqual(expected[id]);
  });
});
