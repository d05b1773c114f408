// What verification cost, end to end (issue 29): the bundled command line against the fake
// OpenAI server, which returns `usage` on every response. The verifier line of the terminal, the
// comment and the summary, and the results file's semantic.usage, with and without model-prices.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeOpenAI, type FakeOpenAI } from '../helpers/fake-openai.js';
import { runCli, runCliAsync } from '../helpers/run-cli.js';
import { report, tempFolder } from '../helpers/reports.js';

const KEY = 'sk-test-DO-NOT-PRINT-cost-5b1e';

let server: FakeOpenAI;
beforeEach(async () => {
  server = await startFakeOpenAI();
});
afterEach(async () => {
  await server.close();
});

const claims = [
  { id: 'c1', statement: 'Average travel time fell by 12 percent.', evidence_ids: ['e1'] },
  { id: 'c2', statement: 'Hospitality employment declined for two quarters.', evidence_ids: ['e2'] },
];
const evidence = [
  { id: 'e1', excerpt: 'Average travel time fell by 12 percent on the corridor.' },
  { id: 'e2', excerpt: 'Hospitality employment declined for two quarters.' },
];

type Usage = Record<string, unknown>;
const usageOf = (dir: string, file = 'out.json') =>
  (JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as { semantic?: { usage?: Usage } }).semantic?.usage;

describe('what verification cost (bundled command line, fake OpenAI server)', () => {
  it('gives requests, input and output tokens from the API and answers from the cache; model-prices an estimate', async () => {
    const dir = tempFolder({ 'a.report.json': report(claims, evidence) });
    const args = [
      'check',
      'a.report.json',
      '--model',
      'fake-model',
      '--base-url',
      server.baseUrl,
      '--cache-path',
      'cache.jsonl',
      '--json',
      'out.json',
      '--comment-md',
      'c.md',
      '--summary-md',
      's.md',
    ];
    const first = await runCliAsync([...args, '--model-prices', '2.50/10.00'], dir, { OPENAI_API_KEY: KEY });
    expect(first.stderr).toBe('');
    expect(server.calls).toHaveLength(1);
    const { prompt_tokens: input, completion_tokens: output } = server.usage;
    expect(input).toBeGreaterThan(0);
    const cost = Math.round(((input * 2.5 + output * 10) / 1e6) * 1e4) / 1e4;
    expect(usageOf(dir)).toEqual({
      requests: 1,
      input_tokens: input,
      output_tokens: output,
      responses: 1,
      responses_with_usage: 1,
      cached_answers: 0,
      estimated_cost: { input_per_million: 2.5, output_per_million: 10, total: cost },
    });
    const line = `Semantic verifier: 1 model request, ${input.toLocaleString('en-US')} input and ${output.toLocaleString('en-US')} output tokens, 0 answers from the cache, estimated cost $${cost >= 0.01 ? cost.toFixed(2) : cost.toFixed(4)} (at $2.50/$10.00 per million input/output tokens).`;
    expect(first.stdout).toContain(line);
    expect(readFileSync(path.join(dir, 'c.md'), 'utf8')).toContain(line);
    expect(readFileSync(path.join(dir, 's.md'), 'utf8')).toContain(line);

    // Again: both answers come from the cache, no request, no tokens, and no prices, no estimate.
    const second = await runCliAsync(args, dir, { OPENAI_API_KEY: KEY });
    expect(second.stderr).toBe('');
    expect(server.calls).toHaveLength(1);
    expect(usageOf(dir)).toEqual({
      requests: 0,
      input_tokens: 0,
      output_tokens: 0,
      responses: 0,
      responses_with_usage: 0,
      cached_answers: 2,
    });
    expect(second.stdout).toContain('Semantic verifier: 0 model requests, 2 answers from the cache.');
  });

  it('says so when the responses carry no usage', async () => {
    server.script((call) => ({
      verifications: call.pairs.map((pair) => ({
        claim_id: pair.claim_id,
        evidence_id: pair.evidence_id,
        verdict: 'supports',
        quote: pair.evidence.excerpt.split(' on ')[0]!.replace(/\.$/, ''),
        limitations: [],
        confidence: 0.9,
      })),
      usage: null,
    }));
    const dir = tempFolder({ 'a.report.json': report(claims, evidence) });
    const run = await runCliAsync(
      [
        'check',
        'a.report.json',
        '--model',
        'm',
        '--base-url',
        server.baseUrl,
        '--cache-path',
        'c.jsonl',
        '--json',
        'out.json',
      ],
      dir,
      { OPENAI_API_KEY: KEY },
    );
    expect(usageOf(dir)).toMatchObject({ requests: 1, responses: 1, responses_with_usage: 0, input_tokens: 0 });
    expect(run.stdout).toContain(
      'Semantic verifier: 1 model request, no token counts in the responses, 0 answers from the cache.',
    );
  });

  it('refuses model-prices that are not INPUT/OUTPUT', () => {
    const dir = tempFolder({ 'a.report.json': report(claims, evidence) });
    for (const bad of ['2.50', '2.50/ten', '-1/2', '2.50/10/3']) {
      const run = runCli(['check', 'a.report.json', '--model-prices', bad], dir);
      expect(run.status, bad).toBe(2);
      expect(run.stderr, bad).toContain(
        'model-prices must be the price of a million input tokens and of a million output tokens, as INPUT/OUTPUT (like 2.50/10.00)',
      );
    }
  });
});
