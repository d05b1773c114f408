import { describe, expect, it } from 'vitest';
import { bindResults } from '../../src/binding/bind.js';
import { claimVerdicts, summarize } from '../../src/binding/aggregate.js';
import { indexReport } from '../../src/binding/report-index.js';
import { explainUnboundQuote, quoteBinds } from '../../src/binding/quote.js';
import { ResearchReport } from '../../src/report/schema.js';
import { report, verification } from '../helpers/reports.js';

const c1 = {
  id: 'c1',
  statement: 'The pilot reduced average travel time by 12 percent.',
  evidence_ids: ['e1', 'e2', 'e1'],
  confidence: 'high' as const,
};
const c2 = { id: 'c2', statement: 'Employment increased in every affected sector.', evidence_ids: ['e2', 'missing'] };
const c3 = {
  id: 'c3',
  statement: 'The programme will last until 2035.',
  evidence_ids: [],
  confidence: 'high' as const,
};
const e1 = {
  id: 'e1',
  excerpt:
    'The preregistered evaluation found that average travel time fell by 12 percent relative to matched control corridors.',
};
const e2 = {
  id: 'e2',
  excerpt:
    'Administrative records showed employment gains overall, while hospitality employment declined for two consecutive quarters.',
};
const e3 = { id: 'e3', excerpt: 'An uncited record.' };

const index = indexReport(ResearchReport.parse(report([c1, c2, c3], [e1, e2, e3])), [5, 10, 15]);

describe('expected pairs', () => {
  it('are the cited, existing evidence IDs of each claim, once each, in order', () => {
    expect(index.pairs.map((pair) => [pair.claimId, pair.evidenceId])).toEqual([
      ['c1', 'e1'],
      ['c1', 'e2'],
      ['c2', 'e2'],
    ]);
  });

  it('report a citation of an evidence ID the report lacks as dangling', () => {
    expect(index.dangling).toEqual([{ claimId: 'c2', evidenceId: 'missing', line: 10 }]);
  });
});

describe('binding committed results', () => {
  it('keeps a result whose pair, hashes and quote all hold', () => {
    const { kept, rejected } = bindResults(
      index,
      [verification(c1, e1, 'supports', 'average travel time fell by 12 percent')],
      'committed',
    );
    expect(rejected).toEqual([]);
    expect(kept.map((k) => k.pair.key)).toEqual([index.pairs[0]!.key]);
  });

  it('rejects a pair the report does not expect: unknown claim, unknown evidence, or uncited', () => {
    const results = [
      verification({ ...c1, id: 'ghost' }, e1, 'supports', null),
      verification(c1, { ...e1, id: 'nowhere' }, 'supports', null),
      verification(c1, e3, 'supports', null),
      verification(c2, { ...e1, id: 'missing' }, 'supports', null),
    ];
    const { kept, rejected } = bindResults(index, results, 'committed');
    expect(kept).toEqual([]);
    expect(rejected.map((r) => r.reason)).toEqual(['unknown_pair', 'unknown_pair', 'unknown_pair', 'unknown_pair']);
    expect(rejected[0]!.detail).toContain('no claim "ghost"');
    expect(rejected[1]!.detail).toContain('no evidence record "nowhere"');
    expect(rejected[2]!.detail).toContain('does not cite');
  });

  it('rejects a second result for a pair already kept, but not one after a rejected result', () => {
    const stale = verification(c1, e1, 'contradicts', null, { claim_sha256: 'f'.repeat(64) });
    const good = verification(c1, e1, 'supports', null);
    const again = verification(c1, e1, 'contradicts', null);
    const { kept, rejected } = bindResults(index, [stale, good, again], 'committed');
    expect(rejected.map((r) => r.reason)).toEqual(['stale_claim_hash', 'duplicate']);
    expect(kept.map((k) => k.result.verdict)).toEqual(['supports']);
  });

  it('rejects stale hashes: claim before evidence', () => {
    const both = verification(c1, e1, 'supports', null, {
      claim_sha256: '0'.repeat(64),
      evidence_sha256: '1'.repeat(64),
    });
    const evidenceOnly = verification(c1, e2, 'supports', null, { evidence_sha256: '1'.repeat(64) });
    const { rejected } = bindResults(index, [both, evidenceOnly], 'committed');
    expect(rejected.map((r) => r.reason)).toEqual(['stale_claim_hash', 'stale_evidence_hash']);
    expect(rejected[1]!.detail).toContain('the excerpt changed');
  });

  it('checks rules in the reference order: unknown pair before everything else', () => {
    const { rejected } = bindResults(
      index,
      [verification(c1, e3, 'supports', 'not there', { claim_sha256: '0'.repeat(64) })],
      'committed',
    );
    expect(rejected.map((r) => r.reason)).toEqual(['unknown_pair']);
  });

  it('rejects a quote that is not verbatim, but never a null quote', () => {
    const results = [
      verification(c1, e1, 'supports', 'Average travel time fell by 12 percent'),
      verification(c2, e2, 'contradicts', null),
    ];
    const { kept, rejected } = bindResults(index, results, 'committed');
    expect(rejected.map((r) => [r.reason, r.near_miss?.kind])).toEqual([['unbound_quote', 'case']]);
    expect(kept.map((k) => k.pair.claimId)).toEqual(['c2']);
  });

  it('fills only eligible pairs and respects pairs taken by an earlier batch', () => {
    const eligible = new Map([[index.pairs[1]!.key, index.pairs[1]!]]);
    const taken = new Set([index.pairs[1]!.key]);
    const first = bindResults(index, [verification(c1, e1, 'supports', null)], 'provider', eligible);
    expect(first.rejected[0]).toMatchObject({ reason: 'unknown_pair', detail: 'this pair was not asked about' });
    const second = bindResults(index, [verification(c1, e2, 'supports', null)], 'provider', eligible, taken);
    expect(second.rejected.map((r) => r.reason)).toEqual(['duplicate']);
  });
});

describe('quote binding', () => {
  it('is exact and case-sensitive on the raw excerpt, after trimming Python whitespace', () => {
    expect(quoteBinds('fell by 12 percent', e1.excerpt)).toBe(true);
    expect(quoteBinds('Fell by 12 percent', e1.excerpt)).toBe(false);
    expect(quoteBinds(' fell by 12 percent', e1.excerpt)).toBe(false);
    expect(quoteBinds('fell by 12 percent\u0085', e1.excerpt)).toBe(false);
    expect(quoteBinds('', e1.excerpt)).toBe(false);
    expect(quoteBinds('\u3000', e1.excerpt)).toBe(false);
    expect(quoteBinds('a\u200b', 'a\u200b b')).toBe(true);
  });

  const excerpt = 'The agency said the “pilot” ran for 12\u00a0weeks – and ended ﬁnally in May.\nIt   was   cheap.';
  it.each([
    ['', 'empty', null],
    ['  the agency', 'case', 0],
    [' ran for 12\u00a0weeks', 'untrimmed', excerpt.indexOf('ran')],
    ['It was cheap.', 'whitespace', excerpt.indexOf('It')],
    ['THE AGENCY SAID', 'case', 0],
    ['the "pilot" ran', 'typography', excerpt.indexOf('the “')],
    ['12 weeks - and ended finally', 'typography', excerpt.indexOf('12')],
    ['the agency reported', 'none', 0],
    ['zzz', 'none', null],
  ])('explains %j as %s', (quote, kind, offset) => {
    const miss = explainUnboundQuote(quote, excerpt);
    expect(miss.kind).toBe(kind);
    expect(miss.offset).toBe(offset);
  });

  it('says how much of a paraphrase matched where it starts', () => {
    const miss = explainUnboundQuote('the agency reported', excerpt);
    expect(miss).toMatchObject({ kind: 'none', matched: 'the agency '.length, length: 'the agency reported'.length });
  });
});

describe('aggregation and summary', () => {
  it('contradicts wins over supports, supports over insufficient; nothing kept is unverifiable', () => {
    const results = [
      verification(c1, e1, 'supports', null),
      verification(c1, e2, 'contradicts', 'hospitality employment declined'),
      verification(c2, e2, 'insufficient', null),
    ];
    const { kept } = bindResults(index, results, 'committed');
    const verdicts = claimVerdicts(index, kept);
    expect(Object.fromEntries(verdicts)).toEqual({ c1: 'contradicts', c2: 'insufficient', c3: 'unverifiable' });
    expect(summarize(index, kept, verdicts, { kind: 'bound', failureCode: null })).toEqual({
      status: 'complete',
      claim_count: 3,
      cited_claim_count: 2,
      verified_claim_count: 2,
      pair_count: 3,
      verified_pair_count: 3,
      coverage_ratio: 1,
      supported_claim_count: 0,
      contradicted_claim_count: 1,
      insufficient_claim_count: 1,
      unverifiable_claim_count: 1,
      high_confidence_unsubstantiated_count: 2,
      exact_quote_ratio: 1 / 3,
      failure_code: null,
    });
  });

  it('is partial when a pair has no kept result', () => {
    const { kept } = bindResults(index, [verification(c1, e1, 'supports', 'fell by 12 percent')], 'committed');
    const basis = { kind: 'bound', failureCode: 'requests_failed' } as const;
    const summary = summarize(index, kept, claimVerdicts(index, kept), basis);
    expect(summary).toMatchObject({
      status: 'partial',
      verified_claim_count: 1,
      coverage_ratio: 0.5,
      supported_claim_count: 1,
      high_confidence_unsubstantiated_count: 1,
      exact_quote_ratio: 1,
      failure_code: 'requests_failed',
    });
  });

  it('when no verifier ran: every claim unverifiable, every high-confidence claim unsubstantiated', () => {
    const basis = { kind: 'not_run', status: 'unavailable', failureCode: 'missing_api_key' } as const;
    const summary = summarize(index, [], claimVerdicts(index, []), basis);
    expect(summary).toEqual({
      status: 'unavailable',
      claim_count: 3,
      cited_claim_count: 2,
      verified_claim_count: 0,
      pair_count: 3,
      verified_pair_count: 0,
      coverage_ratio: 0,
      supported_claim_count: 0,
      contradicted_claim_count: 0,
      insufficient_claim_count: 0,
      unverifiable_claim_count: 3,
      high_confidence_unsubstantiated_count: 2,
      exact_quote_ratio: 0,
      failure_code: 'missing_api_key',
    });
  });
});
