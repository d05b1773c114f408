// The pool that reads untrusted inputs (src/threads/worker-pool.ts), with a small reader script:
// a reader that passes its heap limit while growing one array ends alone and is named as such
// (a worker thread doing this aborted the whole process on Node 24), and a reader sees none of
// the run's environment (so no secret).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { READER_FLAG } from '../../src/threads/worker-entry.js';
import { runInWorker, stopIdleWorkers } from '../../src/threads/worker-pool.js';

const READER = `
if (process.argv[2] !== ${JSON.stringify(READER_FLAG)}) throw new Error('not started as a reader');
const data = JSON.parse(process.argv[3]);
process.on('message', (job) => {
  if (job === 'env') process.send({ env: Object.keys(process.env), data });
  if (job === 'grow') { const grown = []; for (;;) grown.push({ at: grown.length, text: 'x'.repeat(8) + grown.length }); }
});
process.once('disconnect', () => process.exit(0));
`;

function readerScript(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'citegate-reader-'));
  const script = path.join(dir, 'reader.mjs');
  writeFileSync(script, READER);
  return script;
}

describe('the reading pool', () => {
  it('a reader that passes its heap limit ends alone, as "memory", and the run goes on', async () => {
    const kind = { script: readerScript(), workerData: { role: 'test' }, heapMb: 64, jobsPerWorker: 10 };
    const end = await runInWorker(kind, 'grow', { timeoutMs: 60_000, isFinal: () => true });
    expect(end).toMatchObject({ ok: false, reason: 'memory', message: 'needed more than 64 MB of memory' });
    // The next job gets a new reader.
    const next = await runInWorker<{ data: unknown }>(kind, 'env', { timeoutMs: 60_000, isFinal: () => true });
    expect(next.ok && next.messages[0]?.data).toEqual({ role: 'test' });
    await stopIdleWorkers();
  }, 90_000);

  it("a reader is given none of the run's environment", async () => {
    process.env.OPENAI_API_KEY = 'sk-test-never-in-a-reader';
    try {
      const kind = { script: readerScript(), workerData: null, heapMb: 64, jobsPerWorker: 10 };
      const end = await runInWorker<{ env: string[] }>(kind, 'env', { timeoutMs: 60_000, isFinal: () => true });
      expect(end.ok).toBe(true);
      if (!end.ok) return;
      expect(end.messages[0]?.env).not.toContain('OPENAI_API_KEY');
    } finally {
      delete process.env.OPENAI_API_KEY;
      await stopIdleWorkers();
    }
  }, 90_000);

  it("a reader keeps the run's compile-cache setting: NODE_DISABLE_COMPILE_CACHE turns its cache off too", async () => {
    const saved = { ...process.env };
    process.env.NODE_DISABLE_COMPILE_CACHE = '1';
    process.env.NODE_COMPILE_CACHE = path.join(tmpdir(), 'citegate-compile-cache-test');
    process.env.GITHUB_TOKEN = 'ghs-never-in-a-reader';
    try {
      const kind = { script: readerScript(), workerData: 'cache', heapMb: 64, jobsPerWorker: 10 };
      const end = await runInWorker<{ env: string[] }>(kind, 'env', { timeoutMs: 60_000, isFinal: () => true });
      expect(end.ok && end.messages[0]?.env).toEqual(
        expect.arrayContaining(['NODE_DISABLE_COMPILE_CACHE', 'NODE_COMPILE_CACHE']),
      );
      expect(end.ok && end.messages[0]?.env).not.toContain('GITHUB_TOKEN');
    } finally {
      process.env = saved;
      await stopIdleWorkers();
    }
  }, 90_000);
});
