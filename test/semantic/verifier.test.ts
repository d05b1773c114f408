// The semantic verifier end to end in-process: the real `openai` SDK against the fake server.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { answerPairs, startFakeOpenAI, type FakeOpenAI } from '../helpers/fake-openai.js';
import { report, verification } from '../helpers/reports.js';
import { SYSTEM_PROMPT, VERIFIER_VERSION } from '../../src/semantic/prompt.js';
import { c1, c2, checkWith, e1, e2, KEY, twoPairReport } from './support.js';

let server: FakeOpenAI;
beforeEach(async () => {
  server = await startFakeOpenAI();
});
afterEach(async () => {
  await server.close();
});

const files = () => ({ 'a.report.json': twoPairReport() });

describe('a model that answers correctly', () => {
  it('verifies every pair; the request follows the wire protocol', async () => {
    server.script((call) => ({
      verifications: answerPairs(call.pairs, (pair) =>
        pair.claim_id === 'c2'
          ? { verdict: 'contradicts', quote: 'Hospitality employment declined for two quarters.' }
          : {},
      ),
    }));
    const { results, warnings, events } = await checkWith(server, files());
    const [result] = results.reports;
    expect(warnings).toEqual([]);
    expect(result!.provider).toMatchObject({
      state: 'complete',
      model: 'fake-model',
      verifier_version: VERIFIER_VERSION,
      needed: 2,
      cached: 0,
      answered: 2,
      unverified: 0,
      unverified_reasons: { failed_requests: 0, max_pairs: 0, rejected: 0, not_asked: 0 },
      requests: 1,
      retries: 0,
      rejected: [],
      failure_code: null,
    });
    expect(result!.summary).toMatchObject({
      status: 'complete',
      verified_pair_count: 2,
      supported_claim_count: 1,
      contradicted_claim_count: 1,
      exact_quote_ratio: 1,
      failure_code: null,
    });
    expect(result!.pairs.map((pair) => [pair.claim_id, pair.verdict, pair.source])).toEqual([
      ['c1', 'supports', 'provider'],
      ['c2', 'contradicts', 'provider'],
    ]);
    expect(events.at(-1)).toEqual({ done: 2, total: 2, requests: 1, retries: 0, splits: 0 });

    expect(server.calls).toHaveLength(1);
    const call = server.calls[0]!;
    expect(call.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(call.body).toMatchObject({
      model: 'fake-model',
      temperature: 0,
      response_format: { type: 'json_schema', json_schema: { name: 'claim_evidence_verifications', strict: true } },
    });
    expect(call.system).toBe(SYSTEM_PROMPT);
    expect(call.date).toBe('2026-09-01');
    expect(call.pairs).toEqual([
      {
        claim_id: 'c1',
        evidence_id: 'e1',
        claim: c1.statement,
        evidence: {
          title: 'Source e1',
          url: 'https://example.org/e1',
          published_at: '2025-05-01T00:00:00Z',
          excerpt: e1.excerpt,
        },
      },
      {
        claim_id: 'c2',
        evidence_id: 'e2',
        claim: c2.statement,
        evidence: { title: 'Source e2', url: 'https://example.org/e2', published_at: null, excerpt: e2.excerpt },
      },
    ]);
  });
});

describe('answers that break the rules are provider rejections, not binding errors', () => {
  it('an invented claim ID is an unknown pair; the real pairs are still verified', async () => {
    server.script((call) => ({
      verifications: [...answerPairs(call.pairs), { ...answerPairs(call.pairs)[0]!, claim_id: 'c-invented' }],
    }));
    const { results } = await checkWith(server, files());
    const [result] = results.reports;
    expect(result!.provider.state).toBe('complete');
    expect(result!.provider.rejected).toEqual([
      {
        claim_id: 'c-invented',
        evidence_id: 'e1',
        reason: 'unknown_pair',
        detail: 'the report has no claim "c-invented"',
      },
    ]);
    expect(result!.rejected).toEqual([]);
    expect(results.totals).toMatchObject({ binding_errors: 0, provider_rejections: 1 });
  });

  it('a pair answered twice keeps the first answer and rejects the second as a duplicate', async () => {
    server.script((call) => {
      const answers = answerPairs(call.pairs);
      return { verifications: [answers[0]!, { ...answers[0]!, verdict: 'contradicts' }, answers[1]!] };
    });
    const { results } = await checkWith(server, files());
    const [result] = results.reports;
    expect(result!.pairs[0]!.verdict).toBe('supports');
    expect(result!.provider.rejected.map((r) => [r.claim_id, r.reason])).toEqual([['c1', 'duplicate']]);
    expect(result!.provider).toMatchObject({ state: 'complete', answered: 2, failure_code: null });
  });

  it('a paraphrased quote does not bind: the pair stays unverified (partial, answers_rejected)', async () => {
    server.script((call) => ({
      verifications: answerPairs(call.pairs, (pair) =>
        pair.claim_id === 'c1' ? { quote: 'Travel time went down by twelve percent.' } : {},
      ),
    }));
    const { results } = await checkWith(server, files());
    const [result] = results.reports;
    expect(result!.provider).toMatchObject({
      state: 'partial',
      answered: 1,
      unverified: 1,
      unverified_reasons: { rejected: 1, failed_requests: 0 },
      failure_code: 'answers_rejected',
    });
    expect(result!.provider.rejected).toEqual([
      expect.objectContaining({ claim_id: 'c1', evidence_id: 'e1', reason: 'unbound_quote' }),
    ]);
    expect(result!.summary).toMatchObject({
      status: 'partial',
      verified_pair_count: 1,
      failure_code: 'answers_rejected',
    });
    expect(result!.pairs[0]).toMatchObject({ verdict: null, source: null });
    expect(result!.claims[0]!.verdict).toBe('unverifiable');
  });

  it('an answer with a missing or out-of-range field is an invalid answer, judged item by item', async () => {
    server.script((call) => {
      const [first, second] = answerPairs(call.pairs);
      const { quote: _dropped, ...withoutQuote } = first!;
      return { verifications: [withoutQuote, { ...second!, confidence: 7 }] };
    });
    const { results } = await checkWith(server, files());
    const [result] = results.reports;
    expect(result!.provider.rejected.map((r) => [r.claim_id, r.reason])).toEqual([
      ['c1', 'invalid_answer'],
      ['c2', 'invalid_answer'],
    ]);
    expect(result!.provider.rejected[0]!.detail).toMatch(/quote/);
    expect(result!.provider.rejected[1]!.detail).toMatch(/confidence/);
    expect(result!.provider).toMatchObject({
      state: 'partial',
      answered: 0,
      unverified_reasons: { rejected: 2 },
      failure_code: 'answers_rejected',
    });
    expect(result!.summary).toMatchObject({ status: 'partial', verified_pair_count: 0 });
  });

  it('a pair left out of the answer is named, and stays unverified', async () => {
    server.script((call) => ({ verifications: answerPairs(call.pairs).slice(0, 1) }));
    const { results } = await checkWith(server, files());
    const [result] = results.reports;
    expect(result!.provider.rejected).toEqual([
      {
        claim_id: 'c2',
        evidence_id: 'e2',
        reason: 'invalid_answer',
        detail: 'the response has no verification for this pair',
      },
    ]);
    expect(result!.provider).toMatchObject({ state: 'partial', answered: 1, unverified_reasons: { rejected: 1 } });
  });

  it('a response that is not JSON fails its request: no pair verified, the report is unavailable', async () => {
    server.script(() => ({ content: '{"verifications": [ {"claim_id": "c1", ' }));
    const { results, warnings } = await checkWith(server, files());
    const [result] = results.reports;
    expect(result!.provider).toMatchObject({
      state: 'unavailable',
      answered: 0,
      unverified: 2,
      unverified_reasons: { failed_requests: 2 },
      failure_code: 'provider_failed',
    });
    expect(result!.provider.rejected).toEqual([
      expect.objectContaining({ claim_id: null, evidence_id: null, reason: 'invalid_answer' }),
    ]);
    expect(result!.provider.rejected[0]!.detail).toMatch(/not JSON/);
    expect(result!.summary).toMatchObject({
      status: 'unavailable',
      verified_pair_count: 0,
      supported_claim_count: 0,
      failure_code: 'provider_failed',
    });
    expect(warnings.join('\n')).toMatch(/1 of 1 model request failed/);
  });

  it('a response without "verifications" is invalid as a whole', async () => {
    server.script(() => ({ content: '{"answers": []}' }));
    const { results } = await checkWith(server, files());
    expect(results.reports[0]!.provider).toMatchObject({ state: 'unavailable', failure_code: 'provider_failed' });
    expect(results.reports[0]!.provider.rejected[0]!.detail).toMatch(/"verifications" array/);
  });
});

describe('transport failures', () => {
  it('a 429 with Retry-After: 1 is waited out, retried and counted', async () => {
    server.script((call) =>
      call.index === 0 ? { status: 429, headers: { 'retry-after': '1' } } : { verifications: answerPairs(call.pairs) },
    );
    const { results, events } = await checkWith(server, files(), { 'max-retries': '3' });
    const [result] = results.reports;
    expect(server.calls).toHaveLength(2);
    const waited = server.calls[1]!.at - server.calls[0]!.at;
    expect(waited).toBeGreaterThanOrEqual(900); // the backoff alone would be at most 500 ms
    expect(waited).toBeLessThan(5000);
    expect(result!.provider).toMatchObject({ state: 'complete', requests: 1, retries: 1, failure_code: null });
    expect(events.some((event) => event.retries === 1 && event.done === 0)).toBe(true);
    expect(events.at(-1)).toEqual({ done: 2, total: 2, requests: 1, retries: 1, splits: 0 });
  });

  it('a server that always answers 500 leaves the report unavailable and counts nothing verified', async () => {
    server.script(() => ({ status: 500 }));
    const { results, warnings } = await checkWith(server, files(), { 'max-retries': '2' });
    const [result] = results.reports;
    expect(server.calls).toHaveLength(3);
    expect(result!.provider).toMatchObject({
      state: 'unavailable',
      answered: 0,
      unverified: 2,
      unverified_reasons: { failed_requests: 2 },
      requests: 1,
      retries: 2,
      failure_code: 'provider_failed',
    });
    expect(result!.summary).toMatchObject({
      status: 'unavailable',
      verified_claim_count: 0,
      verified_pair_count: 0,
      coverage_ratio: 0,
      failure_code: 'provider_failed',
    });
    expect(results.totals.verified_pairs).toBe(0);
    expect(warnings).toEqual([expect.stringMatching(/1 of 1 model request failed.*HTTP 500.*after 3 attempts/)]);
  });

  it('a request slower than request-timeout times out, is retried, then fails', async () => {
    server.script((call) => ({ delayMs: 10_000, verifications: answerPairs(call.pairs) }));
    const started = Date.now();
    const { results, warnings } = await checkWith(server, files(), { 'request-timeout': '0.3', 'max-retries': '1' });
    expect(Date.now() - started).toBeLessThan(8000); // it gave up long before the answers came
    expect(server.calls).toHaveLength(2);
    expect(results.reports[0]!.provider).toMatchObject({
      state: 'unavailable',
      retries: 1,
      failure_code: 'provider_failed',
    });
    expect(warnings.join('\n')).toMatch(/timed out/);
  });

  it('some requests failing leaves the report partial (requests_failed)', async () => {
    server.script((call) =>
      call.pairs[0]!.claim_id === 'c2' ? { status: 503 } : { verifications: answerPairs(call.pairs) },
    );
    const { results } = await checkWith(server, files(), { 'batch-size': '1' });
    const [result] = results.reports;
    expect(server.calls).toHaveLength(2);
    expect(result!.provider).toMatchObject({
      state: 'partial',
      answered: 1,
      unverified_reasons: { failed_requests: 1 },
      requests: 2,
      failure_code: 'requests_failed',
    });
    expect(result!.summary).toMatchObject({ status: 'partial', verified_pair_count: 1 });
  });

  it('a 400 is not retried', async () => {
    server.script(() => ({ status: 400, body: { error: { message: 'bad schema' } } }));
    const { results } = await checkWith(server, files(), { 'max-retries': '3' });
    expect(server.calls).toHaveLength(1);
    expect(results.reports[0]!.provider).toMatchObject({ state: 'unavailable', retries: 0 });
  });
});

describe('which pairs are asked', () => {
  it('max-pairs caps the pairs sent per run, across reports', async () => {
    const { results } = await checkWith(
      server,
      { 'a.report.json': twoPairReport(), 'b.report.json': twoPairReport() },
      { 'max-pairs': '3' },
    );
    expect(server.calls.flatMap((call) => call.pairs)).toHaveLength(3);
    const [a, b] = results.reports;
    expect(a!.provider).toMatchObject({ state: 'complete', answered: 2 });
    expect(b!.provider).toMatchObject({
      state: 'partial',
      answered: 1,
      unverified_reasons: { max_pairs: 1 },
      failure_code: 'max_pairs_reached',
    });
  });

  it('max-pairs 0 sends nothing: unavailable, max_pairs_reached', async () => {
    const { results } = await checkWith(server, files(), { 'max-pairs': '0' });
    expect(server.calls).toHaveLength(0);
    expect(results.reports[0]!.provider).toMatchObject({
      state: 'unavailable',
      requests: 0,
      unverified_reasons: { max_pairs: 2 },
      failure_code: 'max_pairs_reached',
    });
    expect(results.reports[0]!.summary).toMatchObject({ status: 'unavailable', failure_code: 'max_pairs_reached' });
  });

  it('auto asks only the pairs without a kept committed result; always asks all and its answers win', async () => {
    const envelope = {
      report: twoPairReport(),
      verifications: [verification(c1, e1, 'insufficient', 'Average travel time fell by 12 percent.')],
    };
    const auto = await checkWith(server, { 'a.report.json': envelope });
    expect(server.calls.flatMap((call) => call.pairs.map((pair) => pair.claim_id))).toEqual(['c2']);
    expect(auto.results.reports[0]!.pairs.map((pair) => [pair.verdict, pair.source])).toEqual([
      ['insufficient', 'committed'],
      ['supports', 'provider'],
    ]);

    const always = await checkWith(
      server,
      { 'a.report.json': envelope },
      { semantic: 'always', 'cache-path': '.citegate/other.json' },
    );
    expect(always.results.reports[0]!.provider.needed).toBe(2);
    expect(always.results.reports[0]!.pairs.map((pair) => [pair.verdict, pair.source])).toEqual([
      ['supports', 'provider'],
      ['supports', 'provider'],
    ]);
  });

  it('nothing to ask: not_needed, and no request', async () => {
    const envelope = {
      report: twoPairReport(),
      verifications: [
        verification(c1, e1, 'supports', 'Average travel time fell by 12 percent.'),
        verification(c2, e2, 'contradicts', 'Hospitality employment declined for two quarters.'),
      ],
    };
    const { results } = await checkWith(server, { 'a.report.json': envelope });
    expect(server.calls).toHaveLength(0);
    expect(results.reports[0]!.provider).toMatchObject({ state: 'not_needed', failure_code: null });
    expect(results.reports[0]!.summary!.status).toBe('complete');
  });

  it('without a key, a model, or with semantic off, nothing is sent and nothing is verified', async () => {
    const noKey = await checkWith(server, files(), { 'openai-api-key': undefined });
    expect(noKey.results.reports[0]!.provider).toMatchObject({ state: 'unavailable', failure_code: 'missing_api_key' });
    expect(noKey.results.reports[0]!.summary).toMatchObject({
      status: 'unavailable',
      verified_pair_count: 0,
      failure_code: 'missing_api_key',
    });
    const noModel = await checkWith(server, files(), { model: '' });
    expect(noModel.results.reports[0]!.summary).toMatchObject({ status: 'unavailable', failure_code: 'missing_model' });
    const off = await checkWith(server, files(), { semantic: 'off' });
    expect(off.results.reports[0]!.provider).toMatchObject({ state: 'disabled', failure_code: 'semantic_off' });
    expect(off.results.reports[0]!.summary).toMatchObject({ status: 'disabled', failure_code: 'semantic_off' });
    expect(server.calls).toHaveLength(0);
  });
});

describe('batching by report', () => {
  it('never packs pairs of two reports in one request, and routes each answer to its report', async () => {
    const other = report(
      [{ ...c1, id: 'k1', statement: 'A different claim about travel.', evidence_ids: ['f1'] }],
      [{ ...e1, id: 'f1' }],
    );
    server.script((call) => ({
      verifications: answerPairs(call.pairs, (pair) => (pair.claim_id === 'k1' ? { verdict: 'insufficient' } : {})),
    }));
    const { results } = await checkWith(server, { 'a.report.json': twoPairReport(), 'b.report.json': other });
    expect(server.calls.map((call) => call.pairs.map((pair) => pair.claim_id)).sort()).toEqual([['c1', 'c2'], ['k1']]);
    expect(results.reports.map((r) => r.pairs.map((pair) => pair.verdict))).toEqual([
      ['supports', 'supports'],
      ['insufficient'],
    ]);
    expect(results.reports.map((r) => r.provider.requests)).toEqual([1, 1]);
  });

  it('keeps reports that reuse IDs apart, so answers stay unambiguous', async () => {
    const twin = report([{ ...c1, statement: 'The pilot did not change travel time.' }, c2], [e1, e2]);
    server.script((call) => ({
      verifications: answerPairs(call.pairs, (pair) =>
        pair.claim.includes('did not change') ? { verdict: 'contradicts' } : {},
      ),
    }));
    const { results } = await checkWith(server, { 'a.report.json': twoPairReport(), 'b.report.json': twin });
    expect(server.calls).toHaveLength(2);
    for (const call of server.calls)
      expect(new Set(call.pairs.map((pair) => `${pair.claim_id}/${pair.evidence_id}`)).size).toBe(call.pairs.length);
    expect(results.reports.map((r) => r.pairs.map((pair) => pair.verdict))).toEqual([
      ['supports', 'supports'],
      ['contradicts', 'supports'],
    ]);
  });
});

describe('concurrency and progress', () => {
  it('keeps at most `concurrency` requests in flight and reports progress to the end', async () => {
    server.setLatency(60);
    const claims = Array.from({ length: 12 }, (_, i) => ({
      id: `c${i}`,
      statement: `Claim number ${i}.`,
      evidence_ids: [`e${i}`],
    }));
    const evidence = claims.map((_, i) => ({ id: `e${i}`, excerpt: `Evidence number ${i}. More text.` }));
    const { results, events } = await checkWith(
      server,
      { 'a.report.json': report(claims, evidence) },
      { 'batch-size': '2', concurrency: '2' },
    );
    expect(server.calls).toHaveLength(6);
    expect(server.maxInFlight).toBe(2);
    expect(results.reports[0]!.provider).toMatchObject({ state: 'complete', answered: 12, requests: 6 });
    expect(events[0]).toEqual({ done: 0, total: 12, requests: 0, retries: 0, splits: 0 });
    expect(events.map((event) => event.done)).toEqual([0, 2, 4, 6, 8, 10, 12]);
  });
});
