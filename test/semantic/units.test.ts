// The pure parts: packing, retry policy, answer parsing, prompt, settings, provider state.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SettingsError } from '../../src/config/settings.js';
import { packBatches } from '../../src/semantic/batch.js';
import { providerSection, type ReportCounts } from '../../src/semantic/outcome.js';
import { progressLine, terminalProgress } from '../../src/semantic/progress.js';
import {
  buildUserMessage,
  isoDate,
  RESPONSE_SCHEMA,
  SYSTEM_PROMPT,
  VERIFIER_VERSION,
} from '../../src/semantic/prompt.js';
import { parseResponse } from '../../src/semantic/protocol.js';
import { redact } from '../../src/semantic/provider.js';
import {
  isRetryable,
  retryAfterMs,
  retryDelayMs,
  withRetries,
  RequestFailedError,
  type AttemptFailure,
} from '../../src/semantic/retry.js';
import { readSemanticSettings } from '../../src/semantic/settings.js';

describe('packBatches', () => {
  it('fills requests up to the batch size', () => {
    expect(packBatches([1, 2, 3, 4, 5], 2, String)).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('never puts two items with one key in a request, and fills earlier requests first', () => {
    const items = ['a', 'b', 'a', 'c', 'a', 'b'];
    const batches = packBatches(items, 3, (item) => item);
    for (const batch of batches) expect(new Set(batch).size).toBe(batch.length);
    expect(batches).toEqual([['a', 'b', 'c'], ['a', 'b'], ['a']]);
    expect(batches.flat().sort()).toEqual([...items].sort());
  });
});

describe('retry policy', () => {
  const failure = (
    status: number | null,
    kind: AttemptFailure['kind'] = 'http',
    headers: Record<string, string> = {},
  ): AttemptFailure => ({ status, kind, headers: new Headers(headers), message: 'x' });

  it('retries 408, 429, 5xx, timeouts and lost connections, not other 4xx', () => {
    expect([408, 429, 500, 503].map((status) => isRetryable(failure(status)))).toEqual([true, true, true, true]);
    expect([400, 401, 403, 404, 422].map((status) => isRetryable(failure(status)))).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(isRetryable(failure(null, 'timeout'))).toBe(true);
    expect(isRetryable(failure(null, 'connection'))).toBe(true);
    expect(isRetryable(failure(null, 'other'))).toBe(false);
  });

  it('reads retry-after-ms first, then Retry-After in seconds or as a date', () => {
    expect(retryAfterMs(new Headers({ 'retry-after-ms': '250', 'retry-after': '9' }))).toBe(250);
    expect(retryAfterMs(new Headers({ 'retry-after': '2' }))).toBe(2000);
    expect(
      retryAfterMs(
        new Headers({ 'retry-after': 'Wed, 21 Oct 2015 07:28:05 GMT' }),
        Date.parse('Wed, 21 Oct 2015 07:28:00 GMT'),
      ),
    ).toBe(5000);
    expect(retryAfterMs(new Headers({}))).toBeNull();
  });

  it('honours a sensible Retry-After, else backs off exponentially with jitter', () => {
    expect(retryDelayMs(failure(429, 'http', { 'retry-after': '1' }), 0)).toBe(1000);
    expect(retryDelayMs(failure(429, 'http', { 'retry-after': '600' }), 0, () => 0)).toBe(500);
    expect([0, 1, 2, 3, 4, 5].map((retry) => retryDelayMs(failure(500), retry, () => 0))).toEqual([
      500, 1000, 2000, 4000, 8000, 8000,
    ]);
    expect(retryDelayMs(failure(500), 0, () => 1)).toBe(375);
  });

  it('withRetries counts attempts and gives up after max retries', async () => {
    const waits: number[] = [];
    let calls = 0;
    const error = await withRetries(
      async () => {
        calls++;
        throw new Error('boom');
      },
      () => failure(503),
      { maxRetries: 2, sleep: async (ms) => void waits.push(ms), random: () => 0 },
    ).catch((caught) => caught);
    expect(error).toBeInstanceOf(RequestFailedError);
    expect((error as RequestFailedError).attempts).toBe(3);
    expect(calls).toBe(3);
    expect(waits).toEqual([500, 1000]);
  });
});

describe('parseResponse', () => {
  const good = { claim_id: 'c', evidence_id: 'e', verdict: 'supports', quote: 'q', limitations: [], confidence: 0.5 };

  it('accepts valid items and judges the others one by one', () => {
    const parsed = parseResponse(
      JSON.stringify({
        verifications: [good, { ...good, verdict: 'maybe' }, { ...good, limitations: Array(11).fill('x') }, 'junk'],
      }),
    );
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.items.map((item) => item.ok)).toEqual([true, false, false, false]);
    expect(parsed.items[1]).toMatchObject({
      ok: false,
      claim_id: 'c',
      evidence_id: 'e',
      detail: expect.stringMatching(/verification 2 .*verdict/),
    });
    expect(parsed.items[3]).toMatchObject({ ok: false, claim_id: null, evidence_id: null });
  });

  it('rejects a response that is not JSON or has no verifications array', () => {
    expect(parseResponse('not json')).toMatchObject({ ok: false, detail: expect.stringMatching(/not JSON/) });
    expect(parseResponse('[]')).toMatchObject({ ok: false });
    expect(parseResponse('{"verifications": {}}')).toMatchObject({ ok: false });
  });
});

describe('prompt and protocol', () => {
  it('the verifier version is a digest of the prompt and schema', () => {
    expect(VERIFIER_VERSION).toMatch(/^citegate-prompt-[0-9a-f]{12}$/);
    // README: the first 12 hex digits of the SHA-256 of the system prompt followed by the schema's JSON text.
    const digest = createHash('sha256')
      .update(SYSTEM_PROMPT + JSON.stringify(RESPONSE_SCHEMA), 'utf8')
      .digest('hex');
    expect(VERIFIER_VERSION).toBe(`citegate-prompt-${digest.slice(0, 12)}`);
  });

  it('the schema is strict: every field required, nothing extra', () => {
    const item = RESPONSE_SCHEMA.properties.verifications.items;
    expect([...item.required].sort()).toEqual(Object.keys(item.properties).sort());
    expect(item.additionalProperties).toBe(false);
    expect(RESPONSE_SCHEMA.additionalProperties).toBe(false);
  });

  it('the user message is JSON of the pairs and the date', () => {
    const pair = {
      claim_id: 'c',
      evidence_id: 'e',
      claim: 'C',
      evidence: { title: 't', url: 'https://x.example', published_at: null, excerpt: 'E' },
    };
    expect(JSON.parse(buildUserMessage([pair], '2026-01-02'))).toEqual({ pairs: [pair], date: '2026-01-02' });
    expect(isoDate(new Date('2026-03-04T23:59:59Z'))).toBe('2026-03-04');
  });

  it('redact removes every occurrence of the key', () => {
    expect(redact('a KEY b KEY', 'KEY')).toBe('a [redacted] b [redacted]');
    expect(redact('text', '')).toBe('text');
  });

  it('the progress line counts pairs, requests and retries', () => {
    expect(progressLine({ done: 3, total: 10, requests: 1, retries: 2, splits: 0 })).toBe(
      'citegate: semantic 3/10 pairs, 1 request, 2 retries',
    );
    expect(progressLine({ done: 0, total: 1, requests: 0, retries: 1, splits: 0 })).toBe(
      'citegate: semantic 0/1 pairs, 0 requests, 1 retry',
    );
    expect(progressLine({ done: 4, total: 4, requests: 7, retries: 0, splits: 3 })).toBe(
      'citegate: semantic 4/4 pairs, 7 requests, 0 retries, 3 splits',
    );
  });
});

describe('readSemanticSettings', () => {
  it('has defaults, and treats empty as unset', () => {
    expect(readSemanticSettings((name) => (name === 'model' ? '' : undefined))).toEqual({
      mode: 'auto',
      model: null,
      baseUrl: null,
      apiKey: null,
      batchSize: 8,
      concurrency: 4,
      requestTimeoutMs: 60000,
      maxRetries: 3,
      maxPairs: 500,
      cachePath: '.citegate/cache.json',
      modelPrices: null,
    });
  });

  it('lists every bad value at once', () => {
    const values: Record<string, string> = {
      semantic: 'sometimes',
      'base-url': 'ftp://x',
      'batch-size': '0',
      concurrency: 'many',
      'request-timeout': '-1',
      'max-retries': '99',
      'max-pairs': '1.5',
    };
    const error = (() => {
      try {
        readSemanticSettings((name) => values[name]);
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(SettingsError);
    expect((error as SettingsError).problems).toHaveLength(7);
  });

  it('accepts fractional timeouts and a zero budget', () => {
    const values: Record<string, string> = { 'request-timeout': '0.3', 'max-pairs': '0', semantic: 'ALWAYS' };
    expect(readSemanticSettings((name) => values[name])).toMatchObject({
      requestTimeoutMs: 300,
      maxPairs: 0,
      mode: 'always',
    });
  });

  it('max-pairs: none lifts the limit, empty is the default of 500', () => {
    expect(readSemanticSettings((name) => (name === 'max-pairs' ? 'None' : undefined)).maxPairs).toBeNull();
    expect(readSemanticSettings((name) => (name === 'max-pairs' ? ' ' : undefined)).maxPairs).toBe(500);
  });
});

describe('providerSection', () => {
  const counts = (overrides: Partial<ReportCounts>): ReportCounts => ({
    needed: 4,
    cached: 0,
    answered: 0,
    failedPairs: 0,
    overBudget: 0,
    rejectedPairs: 0,
    requests: 1,
    retries: 0,
    splits: 0,
    responded: true,
    rejected: [],
    ...overrides,
  });

  it('names the state and the one reason it was not fully used', () => {
    const state = (overrides: Partial<ReportCounts>) => {
      const section = providerSection(counts(overrides), 'm', 'v');
      return [section.state, section.failure_code];
    };
    expect(state({ needed: 0 })).toEqual(['not_needed', null]);
    expect(state({ cached: 1, answered: 3 })).toEqual(['complete', null]);
    expect(state({ answered: 2, failedPairs: 1, overBudget: 1 })).toEqual(['partial', 'requests_failed']);
    expect(state({ answered: 3, overBudget: 1 })).toEqual(['partial', 'max_pairs_reached']);
    expect(state({ answered: 3, rejectedPairs: 1 })).toEqual(['partial', 'answers_rejected']);
    expect(state({ failedPairs: 4, responded: false })).toEqual(['unavailable', 'provider_failed']);
    expect(state({ overBudget: 4, responded: false, requests: 0 })).toEqual(['unavailable', 'max_pairs_reached']);
  });

  it('refuses counts that do not add up, so nothing is counted verified that was not', () => {
    expect(() => providerSection(counts({ answered: 5 }), 'm', 'v')).toThrow(/do not add up/);
  });
});

describe('terminalProgress', () => {
  it('rewrites one line in place on a terminal and ends it when done; silent elsewhere', () => {
    let written = '';
    const tty = { isTTY: true, write: (text: string) => ((written += text), true) } as unknown as NodeJS.WriteStream;
    const report = terminalProgress(tty)!;
    report({ done: 0, total: 2, requests: 0, retries: 0, splits: 0 });
    report({ done: 2, total: 2, requests: 1, retries: 0, splits: 0 });
    expect(written).toBe(
      '\r\x1b[Kcitegate: semantic 0/2 pairs, 0 requests, 0 retries\r\x1b[Kcitegate: semantic 2/2 pairs, 1 request, 0 retries\n',
    );
    expect(terminalProgress({ isTTY: false } as unknown as NodeJS.WriteStream)).toBeUndefined();
  });
});
