// The API key must never appear in anything citegate writes: results, warnings, progress, cache.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fakeOpenAIPerTest, type FakeOpenAI } from '../helpers/fake-openai.js';
import { checkWith, KEY, twoPairReport } from './support.js';

let server: FakeOpenAI;
fakeOpenAIPerTest((started) => (server = started));

describe('the API key', () => {
  it('is sent to the endpoint and appears nowhere in the output, even when the server echoes it', async () => {
    // A hostile or careless endpoint that puts the Authorization header in its error message.
    server.script((call) => ({
      status: 401,
      body: { error: { message: `Incorrect API key provided: ${String(call.headers.authorization)}` } },
    }));
    const run = await checkWith(server, { 'a.report.json': twoPairReport() });
    expect(server.calls[0]!.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(run.warnings.join('\n')).toMatch(/HTTP 401 Incorrect API key provided: Bearer \[redacted\]/);
    const everything = JSON.stringify(run.results) + run.warnings.join('\n') + JSON.stringify(run.events);
    expect(everything).not.toContain(KEY);
    expect(everything).not.toContain(KEY.slice(8));
  });

  it('is not in the results or the cache of a successful run', async () => {
    const run = await checkWith(server, { 'a.report.json': twoPairReport() });
    expect(JSON.stringify(run.results)).not.toContain(KEY);
    expect(readFileSync(path.join(run.dir, '.citegate', 'cache.json'), 'utf8')).not.toContain(KEY);
  });
});
