// verify's plan against the fake OpenAI-compatible server (the real SDK over HTTP): what each
// verdict file must hold, and what it may never touch.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSemanticSetup, readSemanticSettings } from '../../src/semantic/index.js';
import type { SemanticVerifier } from '../../src/check/run.js';
import { planVerify } from '../../src/verify/run.js';
import { answerPairs, startFakeOpenAI, type FakeOpenAI } from '../helpers/fake-openai.js';
import { report, tempFolder } from '../helpers/reports.js';

let server: FakeOpenAI;
beforeEach(async () => {
  server = await startFakeOpenAI();
});
afterEach(async () => {
  await server.close();
});

function verifier(dir: string, cache = '.citegate/cache.json'): SemanticVerifier {
  const values: Record<string, string> = {
    model: 'fake-model',
    'openai-api-key': 'sk-test',
    'base-url': server.baseUrl,
    'max-retries': '0',
    'cache-path': cache,
  };
  const setup = createSemanticSetup(
    readSemanticSettings((name) => values[name]),
    { cwd: dir },
  );
  if ('missing' in setup.verifier) throw new Error('no verifier');
  return setup.verifier;
}

const c1 = { id: 'c1', statement: 'Fares rose by 5 percent.', evidence_ids: ['e1'] };
const c2 = { id: 'c2', statement: 'Ridership fell.', evidence_ids: ['e1'] };
const e1 = { id: 'e1', excerpt: 'Fares rose by 5 percent. Ridership fell in the first quarter.' };

describe('planVerify', () => {
  it('never plans over a file that is not a verdict file: the report is listed as unreadable', async () => {
    const dir = tempFolder({ 'q3.report.json': report([c1], [e1]), 'q3.report.verdicts.json': '{"notes": "mine"}' });
    const plan = await planVerify({ cwd: dir, patterns: [], verifier: verifier(dir), redo: false });
    expect(plan.files).toEqual([]);
    expect(plan.invalid).toEqual([
      expect.objectContaining({
        file: 'q3.report.json',
        error: expect.objectContaining({ file: 'q3.report.verdicts.json' }),
      }),
    ]);
    expect(server.calls).toHaveLength(0);
    expect(readFileSync(path.join(dir, 'q3.report.verdicts.json'), 'utf8')).toBe('{"notes": "mine"}');
  });

  it('--all keeps a verdict the model could not renew; pairs with none are counted with the reason', async () => {
    const dir = tempFolder({ 'q3.report.json': report([c1, c2], [e1]) });
    const first = await planVerify({ cwd: dir, patterns: [], verifier: verifier(dir), redo: false });
    expect(first.files[0]).toMatchObject({ path: 'q3.report.verdicts.json', fresh: 2, kept: 0, missing: 0 });
    // Only c1's verdict is committed; then the model fails every request.
    const c1Only = { verifications: first.files[0]!.verdicts.filter((verdict) => verdict.claim_id === 'c1') };
    writeFileSync(path.join(dir, 'q3.report.verdicts.json'), JSON.stringify(c1Only));
    server.script(() => ({ status: 500 }));
    const redo = await planVerify({ cwd: dir, patterns: [], verifier: verifier(dir, 'fresh-cache.json'), redo: true });
    expect(redo.files[0]).toMatchObject({
      fresh: 0,
      kept: 1,
      missing: 1,
      why: { failed_requests: 2, max_pairs: 0, rejected: 0 },
    });
    expect(redo.files[0]!.verdicts.map((verdict) => verdict.claim_id)).toEqual(['c1']);
  });

  it('an answer that does not bind leaves its pair without a verdict and says why', async () => {
    server.script(({ pairs }) => ({ verifications: answerPairs(pairs, () => ({ quote: 'not in the excerpt' })) }));
    const dir = tempFolder({ 'q3.report.json': report([c1], [e1]) });
    const plan = await planVerify({ cwd: dir, patterns: [], verifier: verifier(dir), redo: false });
    expect(plan.files[0]).toMatchObject({ verdicts: [], missing: 1, why: { rejected: 1 } });
    expect(plan.files[0]!.rejections[0]).toMatch(/^c1 → e1: unbound_quote: the quote does not occur/);
  });
});
