// `citegate eval` in-process against the fake server, through the real SDK.
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../../src/cli/io.js';
import { evalCommand } from '../../src/cli/eval-command.js';
import type { EvalReport } from '../../src/eval/run.js';
import { fakeOpenAIPerTest, type FakeOpenAI } from '../helpers/fake-openai.js';
import { CASES, memoryIo, referenceAnswers } from './support.js';

const KEY = 'sk-eval-secret-7d1e';
let server: FakeOpenAI;
fakeOpenAIPerTest((started) => (server = started));

const modelArgs = () => ['--model', 'fake-model', '--base-url', server.baseUrl, '--max-retries', '0'];

describe('citegate eval', () => {
  it('promotes a verifier that answers the reference cases correctly (exit 0) and writes the artifact', async () => {
    server.script((call) => ({ verifications: referenceAnswers(call.pairs) }));
    const { io, out, file } = memoryIo({ OPENAI_API_KEY: KEY });
    const status = await evalCommand([...modelArgs(), '--json', 'eval/result.json'], io);
    expect(out.stderr).toBe('');
    expect(status).toBe(0);
    // 12 cases in requests of 8, three trials.
    expect(server.calls).toHaveLength(6);
    expect(out.stdout).toMatch(/policy-direct-support\s+supports\s+pass\s+pass\s+pass/);
    expect(out.stdout).toContain('trial 1: 12/12 passed (1.000)');
    expect(out.stdout).toContain('promotion: PROMOTED');
    const report = JSON.parse(readFileSync(file('eval/result.json'), 'utf8')) as EvalReport;
    expect(report).toMatchObject({
      verifier: 'model',
      model: 'fake-model',
      case_count: 12,
      mean_pass_rate: 1,
      min_pass_rate: 1,
      baseline_mean_pass_rate: 0,
      promotion: { promoted: true, trials: 3 },
    });
    expect(report.trials).toHaveLength(3);
    expect(report.trials[0]!.cases[0]!.checks).toEqual({
      ids: true,
      verdict: true,
      hashes: true,
      quote_bound: true,
      quote_contains: true,
      limitations: true,
    });
    expect(Object.values(report.failed_checks).every((count) => count === 0)).toBe(true);
    expect(JSON.stringify(report) + out.stdout).not.toContain(KEY);
  });

  it('does not promote a verifier that is wrong on half the cases (exit 1), and counts the failed checks', async () => {
    const wrong = new Set(CASES.filter((_, at) => at % 2 === 0).map((entry) => entry.id));
    server.script((call) => ({ verifications: referenceAnswers(call.pairs, (entry) => wrong.has(entry.id)) }));
    const { io, out, file } = memoryIo({ OPENAI_API_KEY: KEY });
    const status = await evalCommand([...modelArgs(), '--json', 'r.json'], io);
    expect(status).toBe(1);
    expect(out.stdout).toContain('trial 2: 6/12 passed (0.500)');
    expect(out.stdout).toMatch(/promotion: NOT PROMOTED \(mean 0\.500 < 0\.80; worst trial 0\.500 < 0\.70\)/);
    expect(out.stdout).toMatch(/policy-direct-support\s+supports\s+FAIL verdict=insufficient/);
    const report = JSON.parse(readFileSync(file('r.json'), 'utf8')) as EvalReport;
    expect(report.failed_checks).toEqual({
      ids: 0,
      verdict: 18,
      hashes: 0,
      quote_bound: 0,
      quote_contains: 0,
      limitations: 0,
    });
  });

  it('fails every case of a trial whose requests fail, and says why', async () => {
    server.script(() => ({ status: 500 }));
    const { io, out } = memoryIo({ OPENAI_API_KEY: KEY });
    expect(await evalCommand([...modelArgs(), '--runs', '1'], io)).toBe(1);
    expect(out.stdout).toMatch(/trial 1: 0\/12 passed \(0\.000\); 2 requests failed: HTTP 500/);
    expect(out.stdout).toContain('1 trial < 3');
  });

  it('scores the baseline without a model or a key: 0.0, not promoted', async () => {
    const { io, out, file } = memoryIo();
    expect(await evalCommand(['--baseline', '--json', 'b.json'], io)).toBe(1);
    expect(out.stdout).toContain('trial 3: 0/12 passed (0.000)');
    expect(out.stdout).toMatch(/does not beat the baseline/);
    expect(JSON.parse(readFileSync(file('b.json'), 'utf8'))).toMatchObject({
      verifier: 'baseline',
      model: null,
      mean_pass_rate: 0,
    });
    expect(server.calls).toHaveLength(0);
  });

  it('reads another evaluation set with --cases', async () => {
    const { io, out, file } = memoryIo({ OPENAI_API_KEY: KEY });
    writeFileSync(file('cases.json'), JSON.stringify({ version: 'mine', cases: CASES.slice(0, 2) }));
    server.script((call) => ({ verifications: referenceAnswers(call.pairs) }));
    expect(await evalCommand([...modelArgs(), '--cases', 'cases.json'], io)).toBe(0);
    expect(out.stdout).toContain('2 cases (version mine), 3 trials');
  });

  it('refuses a cases file that repeats a key, naming where (JSON would keep the last verdict without a word)', async () => {
    const { io, file } = memoryIo();
    const text = JSON.stringify({ version: 'mine', cases: CASES.slice(0, 2) }, null, 2).replace(
      '"verdict": "supports"',
      '"verdict": "contradicts", "verdict": "supports"',
    );
    writeFileSync(file('cases.json'), text);
    const line = text.split('\n').findIndex((entry) => entry.includes('"verdict": "contradicts"')) + 1;
    await expect(evalCommand(['--baseline', '--cases', 'cases.json'], io)).rejects.toThrow(
      new RegExp(`the cases file \\S*cases\\.json:${line}:\\d+: `),
    );
    await expect(evalCommand(['--baseline', '--cases', 'cases.json'], io)).rejects.toThrow(
      '$.cases[0].expectation.verdict: duplicate key "verdict"',
    );
  });

  it('is a usage error without a key, without a model, or with bad flags', async () => {
    await expect(evalCommand(['--model', 'm'], memoryIo().io)).rejects.toThrow(/OPENAI_API_KEY is not set/);
    await expect(evalCommand([], memoryIo({ OPENAI_API_KEY: KEY }).io)).rejects.toThrow(/--model is required/);
    await expect(evalCommand(['--baseline', '--runs', 'zero'], memoryIo().io)).rejects.toBeInstanceOf(UsageError);
    await expect(evalCommand(['--baseline', '--cases', 'missing.json'], memoryIo().io)).rejects.toThrow(
      /cannot read the cases file/,
    );
    await expect(evalCommand(['--api-key', 'x'], memoryIo().io)).rejects.toBeInstanceOf(UsageError);
  });

  it('refuses a cases file whose case is not a one-pair report, for the baseline as for the model', async () => {
    const { io, file } = memoryIo({ OPENAI_API_KEY: KEY });
    const uncited = { ...CASES[0]!, claim: { ...CASES[0]!.claim, evidence_ids: ['elsewhere'] } };
    writeFileSync(file('cases.json'), JSON.stringify({ version: 'bad', cases: [uncited] }));
    for (const args of [['--baseline'], modelArgs()]) {
      const error = await evalCommand([...args, '--cases', 'cases.json'], io).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(UsageError);
      expect((error as Error).message).toMatch(
        /case policy-direct-support: the claim does not cite its evidence ev-policy/,
      );
    }
    writeFileSync(
      file('cases.json'),
      JSON.stringify({
        version: 'bad',
        cases: [{ ...CASES[0]!, evidence: { ...CASES[0]!.evidence, title: 'x'.repeat(501) } }],
      }),
    );
    await expect(evalCommand(['--baseline', '--cases', 'cases.json'], io)).rejects.toThrow(
      /case policy-direct-support is not a valid report/,
    );
    expect(server.calls).toHaveLength(0);
  });
});
