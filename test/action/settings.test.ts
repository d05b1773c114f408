import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readActionSettings } from '../../src/action/inputs.js';
import { actionOutputs } from '../../src/action/outputs.js';
import { redactDeep, redactor } from '../../src/text/redact.js';
import { SettingsError } from '../../src/config/settings.js';
import { readRunContext } from '../../src/github/event.js';
import { overallStatus } from '../../src/render/overall-status.js';
import { invalidResult, reportResult, results, sampleResults } from '../render/fixtures.js';

const from = (values: Record<string, string>) => (name: string) => values[name];

describe('readActionSettings', () => {
  it('falls back to the INPUTS defaults, except for runner expressions', () => {
    const settings = readActionSettings(from({}));
    expect(settings).toMatchObject({
      resultsPath: 'citegate-results.json',
      githubToken: '',
      comment: 'always',
      commentKey: 'default',
      onlyChanged: false,
    });
    expect(settings.core.thresholds['max-binding-errors']).toBe(0);
  });

  it('reads every action input', () => {
    const settings = readActionSettings(
      from({
        'results-path': 'out/r.json',
        'github-token': 't',
        comment: 'On-Failure',
        'comment-key': 'docs',
        'only-changed': 'true',
        'max-contradicted': '0',
      }),
    );
    expect(settings).toMatchObject({
      resultsPath: 'out/r.json',
      githubToken: 't',
      comment: 'on-failure',
      commentKey: 'docs',
      onlyChanged: true,
    });
    expect(settings.core.thresholds['max-contradicted']).toBe(0);
  });

  it('lists every bad input at once', () => {
    let caught: unknown;
    try {
      readActionSettings(from({ comment: 'sometimes', 'only-changed': 'maybe', 'max-contradicted': '-1' }));
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(SettingsError);
    expect((caught as SettingsError).problems).toHaveLength(3);
  });
});

describe('readRunContext', () => {
  function event(payload: unknown, env: Record<string, string> = {}) {
    const dir = mkdtempSync(path.join(tmpdir(), 'citegate-event-'));
    const file = path.join(dir, 'event.json');
    writeFileSync(file, JSON.stringify(payload));
    return readRunContext({
      GITHUB_EVENT_PATH: file,
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_REPOSITORY: 'acme/docs',
      GITHUB_SERVER_URL: 'https://github.com',
      GITHUB_RUN_ID: '99',
      ...env,
    });
  }
  const pr = (head: string | null, base = 'acme/docs') => ({
    pull_request: {
      number: 5,
      head: { repo: head === null ? null : { full_name: head, fork: head !== base } },
      base: { repo: { full_name: base } },
    },
  });

  it('reads a same-repository pull request', () => {
    expect(event(pr('acme/docs'))).toEqual({
      eventName: 'pull_request',
      owner: 'acme',
      repo: 'docs',
      pullRequest: { number: 5, fromFork: false, baseSha: null, headSha: null },
      runUrl: 'https://github.com/acme/docs/actions/runs/99',
      serverUrl: 'https://github.com',
      sha: null,
    });
  });
  it('reads the base and head commits of a pull request; links go to the head, else GITHUB_SHA', () => {
    const base = 'a'.repeat(40);
    const head = 'B'.repeat(40);
    const payload = {
      pull_request: {
        number: 5,
        head: { sha: head, repo: { full_name: 'acme/docs' } },
        base: { sha: base, repo: { full_name: 'acme/docs' } },
      },
    };
    const context = event(payload, { GITHUB_SHA: 'c'.repeat(40) });
    expect(context.pullRequest).toMatchObject({ baseSha: base, headSha: 'b'.repeat(40) });
    expect(context.sha).toBe('b'.repeat(40));
    expect(event({ ref: 'refs/heads/main' }, { GITHUB_EVENT_NAME: 'push', GITHUB_SHA: 'c'.repeat(40) }).sha).toBe(
      'c'.repeat(40),
    );
    expect(event({ pull_request: { number: 5, base: { sha: 'not-a-sha' } } }).pullRequest?.baseSha).toBeNull();
  });
  it('marks a pull request from another repository, or a deleted one, as from a fork', () => {
    expect(event(pr('someone/docs')).pullRequest?.fromFork).toBe(true);
    expect(event(pr(null)).pullRequest?.fromFork).toBe(true);
  });
  it('does not mark a pull request inside a repository that is itself a fork', () => {
    const payload = {
      pull_request: {
        number: 5,
        head: { repo: { full_name: 'me/docs', fork: true } },
        base: { repo: { full_name: 'me/docs', fork: true } },
      },
    };
    expect(event(payload, { GITHUB_REPOSITORY: 'me/docs' }).pullRequest?.fromFork).toBe(false);
  });
  it('trusts pull_request_target, which runs with the base repository token', () => {
    expect(event(pr('someone/docs'), { GITHUB_EVENT_NAME: 'pull_request_target' }).pullRequest?.fromFork).toBe(false);
  });
  it('has no pull request on push', () => {
    expect(event({ ref: 'refs/heads/main' }, { GITHUB_EVENT_NAME: 'push' }).pullRequest).toBeNull();
    expect(readRunContext({}).pullRequest).toBeNull();
  });
});

describe('outputs', () => {
  it('gives the counts, the decision and the worst status', () => {
    const outputs = actionOutputs(sampleResults({ 'max-contradicted': 0 }), '/w/citegate-results.json');
    expect(outputs).toEqual({
      passed: 'false',
      status: 'complete',
      claims: '3',
      supported: '1',
      contradicted: '1',
      insufficient: '1',
      unverifiable: '0',
      'high-confidence-unsupported': '1',
      'binding-errors': '0',
      'ungrounded-numbers': '0',
      'provenance-not-found': '',
      'provenance-unreachable': '',
      'references-not-found': '',
      'references-mismatch': '',
      retracted: '',
      'results-path': '/w/citegate-results.json',
    });
  });
  it('gives the ungrounded numbers and, with provenance checked, the counts its two limits read', () => {
    const sample = sampleResults();
    const provenance = {
      found: 4,
      partly_found: 1,
      not_found: 2,
      gone: 1,
      blocked: 1,
      unreachable: 2,
      unsupported: 1,
      refused: 0,
      skipped: 3,
    };
    const outputs = actionOutputs(
      { ...sample, totals: { ...sample.totals, ungrounded_numbers: 5, provenance } },
      '/w/r.json',
    );
    expect(outputs).toMatchObject({
      'ungrounded-numbers': '5',
      'provenance-not-found': '3',
      'provenance-unreachable': '3',
    });
  });
  it('orders statuses invalid, unavailable, disabled, partial, complete', () => {
    const withStatus = (status: 'partial' | 'unavailable' | 'disabled') => {
      const report = sampleResults().reports[0] as ReturnType<typeof reportResult>;
      return { ...report, summary: { ...report.summary!, status } };
    };
    expect(overallStatus(results([withStatus('partial'), withStatus('disabled')]))).toBe('disabled');
    expect(overallStatus(results([withStatus('disabled'), withStatus('unavailable')]))).toBe('unavailable');
    expect(overallStatus(results([withStatus('unavailable'), invalidResult('x', 'bad')]))).toBe('invalid');
    expect(overallStatus(results([]))).toBe('complete');
  });
});

describe('redactor', () => {
  it('removes every occurrence of a secret, and leaves short values alone', () => {
    const redact = redactor(['sk-secret-123456', 'abc']);
    expect(redact('key sk-secret-123456 and sk-secret-123456, abc')).toBe('key [redacted] and [redacted], abc');
  });

  it('finds a secret as JSON escapes it, and in every string and key of a value', () => {
    const redact = redactor(['quote"and\\backslash']);
    expect(redact(JSON.stringify({ detail: 'x quote"and\\backslash y' }))).toBe('{"detail":"x [redacted] y"}');
    expect(redactDeep({ a: ['quote"and\\backslash'], 'quote"and\\backslash': 1, n: 2 }, redact)).toEqual({
      a: ['[redacted]'],
      '[redacted]': 1,
      n: 2,
    });
  });
});
