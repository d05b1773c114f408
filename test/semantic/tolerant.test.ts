// Servers that do not enforce structured output: the answer's JSON arrives in a fence or in
// prose, confidence as a word, or cut off at the output limit. The real `openai` SDK against
// the fake server, in process.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { answerPairs, cutOffAbove, startFakeOpenAI, wrapContent, type FakeOpenAI } from '../helpers/fake-openai.js';
import { report } from '../helpers/reports.js';
import { extractJsonObject } from '../../src/semantic/extract-json.js';
import { checkWith } from './support.js';

let server: FakeOpenAI;
beforeEach(async () => {
  server = await startFakeOpenAI();
});
afterEach(async () => {
  await server.close();
});

/** A report of `count` claims, each citing its own excerpt (the fake quotes its first sentence). */
function pairsReport(count: number) {
  const claims = Array.from({ length: count }, (_, i) => ({
    id: `c${i + 1}`,
    statement: `Claim number ${i + 1} holds.`,
    evidence_ids: [`e${i + 1}`],
  }));
  const evidence = Array.from({ length: count }, (_, i) => ({
    id: `e${i + 1}`,
    excerpt: `Source ${i + 1} says the claim holds. More text follows.`,
  }));
  return { 'a.report.json': report(claims, evidence) };
}

describe('the JSON object is taken out of what surrounds it', () => {
  it.each(['fence', 'prose', 'fence+prose'] as const)('%s: every answer is bound and kept', async (wrap) => {
    server.script((call) => ({ verifications: answerPairs(call.pairs), wrap }));
    const { results, warnings } = await checkWith(server, pairsReport(3));
    const provider = results.reports[0]!.provider;
    expect(warnings).toEqual([]);
    expect(provider).toMatchObject({ state: 'complete', answered: 3, rejected: [], failure_code: null });
    expect(results.reports[0]!.pairs.every((pair) => pair.source === 'provider')).toBe(true);
  });

  it('a fence without a language tag, and JSON with a trailing sentence, are read too', async () => {
    server.script((call) => ({
      content: `\`\`\`\n${JSON.stringify({ verifications: answerPairs(call.pairs) })}\n\`\`\``,
    }));
    expect((await checkWith(server, pairsReport(2))).results.reports[0]!.provider.answered).toBe(2);
    server.script((call) => ({
      content: `${JSON.stringify({ verifications: answerPairs(call.pairs) })} I hope this helps.`,
    }));
    expect((await checkWith(server, pairsReport(2))).results.reports[0]!.provider.answered).toBe(2);
  });

  it('two candidate answers are not guessed between: the response is unusable', async () => {
    server.script((call) => {
      const json = JSON.stringify({ verifications: answerPairs(call.pairs) });
      return { content: `First attempt:\n${json}\nCorrected:\n${json}` };
    });
    const { results } = await checkWith(server, pairsReport(2));
    const provider = results.reports[0]!.provider;
    expect(provider).toMatchObject({ state: 'unavailable', answered: 0, unverified_reasons: { failed_requests: 2 } });
    expect(provider.rejected[0]?.detail).toContain('2 JSON objects with a "verifications" array');
  });

  it('prose with no JSON object is still unusable, and says what it starts with', async () => {
    server.script(() => ({ content: 'I cannot verify these claims.' }));
    const { results } = await checkWith(server, pairsReport(1));
    expect(results.reports[0]!.provider.rejected[0]?.detail).toContain(
      'the response is not JSON and holds no JSON object; it starts "I cannot verify these claims."',
    );
  });

  it('binding stays as strict as ever: a fenced answer with an invented ID or a paraphrased quote is rejected', async () => {
    server.script((call) => ({
      wrap: 'fence+prose',
      verifications: [
        { ...answerPairs(call.pairs)[0]!, claim_id: 'c-invented' },
        { ...answerPairs(call.pairs)[1]!, quote: 'the source says the claim holds' },
        answerPairs(call.pairs)[2]!,
      ],
    }));
    const { results } = await checkWith(server, pairsReport(3));
    const provider = results.reports[0]!.provider;
    expect(provider.answered).toBe(1);
    expect(provider.rejected.map((rejection) => rejection.reason).sort()).toEqual([
      'invalid_answer',
      'unbound_quote',
      'unknown_pair',
    ]);
  });
});

describe('confidence as a word', () => {
  it('maps low, medium and high (any case) to 0.25, 0.5 and 0.75, and keeps the answers', async () => {
    const words = ['low', 'Medium', ' HIGH '];
    server.script((call) => ({
      verifications: answerPairs(call.pairs, (pair) => ({ confidence: words[Number(pair.claim_id.slice(1)) - 1] })),
    }));
    const { results, dir } = await checkWith(server, pairsReport(3));
    expect(results.reports[0]!.provider).toMatchObject({ state: 'complete', answered: 3, rejected: [] });
    // The cache is JSON Lines: a header line, then one stored entry per line.
    const lines = readFileSync(path.join(dir, '.citegate/cache.json'), 'utf8').trim().split('\n').slice(1);
    expect(
      lines.map((line) => (JSON.parse(line) as { entry: { confidence: number } }).entry.confidence).sort(),
    ).toEqual([0.25, 0.5, 0.75]);
  });

  it('accepts a number written as a string, and still rejects anything else', async () => {
    server.script((call) => ({
      verifications: answerPairs(call.pairs, (pair) => ({ confidence: pair.claim_id === 'c1' ? '0.85' : 'very high' })),
    }));
    const { results } = await checkWith(server, pairsReport(2));
    const provider = results.reports[0]!.provider;
    expect(provider.answered).toBe(1);
    expect(provider.rejected).toEqual([
      expect.objectContaining({
        claim_id: 'c2',
        reason: 'invalid_answer',
        detail: expect.stringContaining('confidence'),
      }),
    ]);
  });
});

describe('a response cut off at the output limit (finish_reason: length)', () => {
  it('splits the batch in two and asks again, down to single pairs, counting every request', async () => {
    server.script(cutOffAbove(1));
    const { results, warnings, events } = await checkWith(server, pairsReport(4), { 'batch-size': '8' });
    const provider = results.reports[0]!.provider;
    expect(warnings).toEqual([]);
    // 4 pairs cut off; 2 + 2 cut off; 1 + 1 + 1 + 1 answered.
    expect(server.calls.map((call) => call.pairs.length)).toEqual([4, 2, 1, 1, 2, 1, 1]);
    expect(provider).toMatchObject({
      state: 'complete',
      answered: 4,
      requests: 7,
      retries: 0,
      split_requests: 3,
      rejected: [],
      failure_code: null,
    });
    expect(events.at(-1)).toEqual({ done: 4, total: 4, requests: 7, retries: 0, splits: 3 });
  });

  it('splits unevenly sized batches, first half the larger', async () => {
    server.script(cutOffAbove(2));
    const { results } = await checkWith(server, pairsReport(5), { 'batch-size': '5' });
    expect(server.calls.map((call) => call.pairs.map((pair) => pair.claim_id))).toEqual([
      ['c1', 'c2', 'c3', 'c4', 'c5'],
      ['c1', 'c2', 'c3'],
      ['c1', 'c2'],
      ['c3'],
      ['c4', 'c5'],
    ]);
    expect(results.reports[0]!.provider).toMatchObject({
      state: 'complete',
      answered: 5,
      requests: 5,
      split_requests: 2,
    });
  });

  it('a single pair still cut off is a failed request with a clear reason; the other pairs are kept', async () => {
    server.script(async (call) => {
      if (call.pairs.some((pair) => pair.claim_id === 'c2')) {
        return {
          content: wrapContent(
            '{"verifications": [{"claim_id": "c2", "evidence_id": "e2", "verdict": "supp',
            undefined,
          ),
          finishReason: 'length',
        };
      }
      return { verifications: answerPairs(call.pairs) };
    });
    const { results, warnings } = await checkWith(server, pairsReport(3), { 'batch-size': '3' });
    const provider = results.reports[0]!.provider;
    expect(provider).toMatchObject({
      state: 'partial',
      answered: 2,
      unverified_reasons: { failed_requests: 1 },
      failure_code: 'requests_failed',
      requests: 5,
      split_requests: 2,
    });
    expect(warnings).toEqual([
      expect.stringContaining("cut off at the model's output limit (finish_reason: length) even for a single pair"),
    ]);
    expect(provider.rejected).toEqual([
      expect.objectContaining({ claim_id: 'c2', evidence_id: 'e2', reason: 'invalid_answer' }),
    ]);
  });
});

describe('extractJsonObject', () => {
  const answer = { verifications: [{ claim_id: 'c1', quote: 'a "quoted" {brace} and a \\ backslash' }] };
  const json = JSON.stringify(answer);

  it.each([
    ['the bare object', json],
    ['surrounded by whitespace', `\n  ${json}\n`],
    ['in a json fence', `\`\`\`json\n${json}\n\`\`\``],
    ['in a JSON fence with prose', `Result:\n\`\`\`JSON\n${JSON.stringify(answer, null, 2)}\n\`\`\`\nDone.`],
    ['after prose with a stray brace', `Using {braces} loosely: ${json}`],
    ['beside another, unrelated object', `Settings {"temperature": 0} gave ${json}`],
    ['in one fence of several', `\`\`\`json\n{"note": "draft"}\n\`\`\`\n\`\`\`json\n${json}\n\`\`\``],
  ])('%s', (_name, content) => {
    expect(extractJsonObject(content)).toEqual({ ok: true, value: answer });
  });

  it.each([
    ['no object at all', 'No.', 'not JSON and holds no JSON object'],
    ['an object that never closes', `Here: ${json.slice(0, -5)}`, 'not JSON and holds no JSON object'],
    ['two answers', `${json}\n${json}`, '2 JSON objects with a "verifications" array in its text'],
    [
      'two answers in fences',
      `\`\`\`json\n${json}\n\`\`\`\n\`\`\`json\n${json}\n\`\`\``,
      '2 JSON objects with a "verifications" array in code fences',
    ],
    [
      'two objects, neither an answer',
      '{"a": 1} and {"b": 2}',
      '2 JSON objects in its text, none with a "verifications" array',
    ],
  ])('refuses %s', (_name, content, detail) => {
    const extracted = extractJsonObject(content);
    expect(extracted.ok).toBe(false);
    expect(extracted.ok ? '' : extracted.detail).toContain(detail);
  });
});
