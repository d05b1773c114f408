import { describe, expect, it } from 'vitest';
import { Pacer, RATE_MARGIN, sharedLimit } from '../../src/references/pacer.js';
import { readReferenceSettings } from '../../src/references/settings.js';
import { SettingsError } from '../../src/config/settings.js';

/** A clock that moves only when the pacer sleeps: start times are exact, nothing waits. */
function clock() {
  let now = 0;
  return { now: () => now, sleep: async (ms: number) => void (now += ms) };
}

describe('pacing one registry', () => {
  it('starts requests at least 1/rate apart, with the margin', async () => {
    const time = clock();
    const pacer = new Pacer({ requestsPerSecond: 10, limit: sharedLimit(3), ...time });
    const starts: number[] = [];
    await Promise.all([1, 2, 3, 4].map(() => pacer.schedule('host', async () => void starts.push(time.now()))));
    const interval = Math.ceil(100 * RATE_MARGIN);
    expect(starts).toEqual([0, interval, 2 * interval, 3 * interval]);
  });

  it('holds every request back until the time a 429 or 503 names', async () => {
    const time = clock();
    const pacer = new Pacer({ requestsPerSecond: 3, limit: sharedLimit(1), ...time });
    await pacer.schedule('host', async () => undefined);
    pacer.onResponse(429, { 'retry-after': '5' });
    const starts: number[] = [];
    await pacer.schedule('host', async () => void starts.push(time.now()));
    expect(starts).toEqual([5000]);
    pacer.onResponse(200, { 'retry-after': '60' });
    await pacer.schedule('host', async () => void starts.push(time.now()));
    expect(starts[1]).toBe(5000 + Math.ceil((1000 / 3) * RATE_MARGIN));
  });
});

describe('reference settings', () => {
  it('has defaults that point at the registries and leave references off', () => {
    expect(readReferenceSettings(() => undefined)).toEqual({
      mode: 'off',
      mailto: null,
      titleSearch: false,
      urls: {
        crossref: 'https://api.crossref.org',
        datacite: 'https://api.datacite.org',
        arxiv: 'https://export.arxiv.org/api/query',
        pubmed: 'https://eutils.ncbi.nlm.nih.gov/entrez/eutils',
        doi: 'https://doi.org',
      },
      maxAgeMs: 7 * 86_400_000,
      timeoutMs: 20_000,
      cachePath: '.citegate/references.jsonl',
    });
  });

  it('lists every bad value at once', () => {
    const bad: Record<string, string> = {
      references: 'yes',
      'references-mailto': 'me at example',
      'crossref-url': 'ftp://x',
      'datacite-url': 'https://user:pw@example.org',
      'references-timeout': '0',
      'references-max-age': 'soon',
      'references-title-search': 'maybe',
    };
    try {
      readReferenceSettings((name) => bad[name]);
      expect.unreachable();
    } catch (error) {
      expect((error as SettingsError).problems).toEqual([
        'references must be off or check, not "yes"',
        'references-mailto must be an email address, not "me at example"',
        'references-title-search must be true or false, not "maybe"',
        'crossref-url must be an http(s) URL without credentials, not "ftp://x"',
        'datacite-url must be an http(s) URL without credentials, not "https://user:pw@example.org"',
        'references-max-age must be a duration such as 7d, 12h, 30m or 0, not "soon"',
        'references-timeout must be a number of seconds above 0 and at most 600, not "0"',
      ]);
    }
  });
});
