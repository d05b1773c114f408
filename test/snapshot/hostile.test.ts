// Snapshot files as a hostile pull request may commit them, through the bundled command line:
// a sentence that lists one passage thousands of times, a file whose sentences bind more text
// than the run can hold, and thousands of sources (matched to their records in linear work).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { claimFingerprint } from '../../src/text/fingerprint.js';
import { sha256Text } from '../../src/formats/snapshot/file.js';
import { report, tempFolder } from '../helpers/reports.js';
import { runCliAsync } from '../helpers/run-cli.js';

function source(url: string, passages: string[], sentences: { id: string; statement: string; passages: number[] }[]) {
  return {
    url,
    status: 'ok',
    final_url: url,
    http_status: 200,
    fetched_at: '2026-01-01T00:00:00.000Z',
    content_type: 'text/html',
    archive: null,
    title: null,
    title_sha256: null,
    text_sha256: null,
    text_length: null,
    omitted: 0,
    detail: 'read for a test',
    passages: passages.map((text) => ({ start: 0, end: text.length, sha256: sha256Text(text), text })),
    sentences: sentences.map((sentence) => ({
      claim_id: sentence.id,
      claim_sha256: claimFingerprint(sentence.statement),
      sentence: sentence.statement,
      passages: sentence.passages,
      quotes: [],
    })),
  };
}

const snapshotFile = (sources: unknown[]) => ({ generator: 'citegate snapshot', version: 1, sources });

describe('a snapshot file a pull request wrote by hand', { timeout: 120_000 }, () => {
  it('a sentence that lists one passage 2,000 times is bound to it once (no "Invalid string length")', async () => {
    const statement = 'Ridership rose 18 percent in 2025.';
    // 300,000 characters: listed 2,000 times, 600 million, more than a JavaScript string holds.
    const passage = 'Ridership on the harbour routes rose 18 percent in 2025. '.repeat(5300).slice(0, 300_000);
    const dir = tempFolder({
      'q.report.json': report(
        [{ id: 'c1', statement, evidence_ids: ['e1'] }],
        [{ id: 'e1', url: 'https://example.org/page', excerpt: '' }],
      ),
      'q.report.snapshots.json': snapshotFile([
        source('https://example.org/page', [passage], [{ id: 'c1', statement, passages: Array(2000).fill(0) }]),
      ]),
    });
    const run = await runCliAsync(['check', '--json', 'r.json'], dir);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const results = JSON.parse(readFileSync(path.join(dir, 'r.json'), 'utf8'));
    expect(results.reports[0].error).toBeUndefined();
    expect(results.reports[0].findings).toEqual([]); // 18 percent is grounded in the one passage
    expect(results.reports[0].evidence[0].snapshot).toMatchObject({ status: 'ok', passages: 1 });
  });

  it('a file whose sentences bind more than 20 million characters makes its report invalid, naming the file and the limit', async () => {
    const passages = Array.from({ length: 20 }, (_, i) => `Passage ${i}. ${'word '.repeat(200_000)}`);
    const sentences = Array.from({ length: 30 }, (_, i) => ({
      id: `c${i}`,
      statement: `Claim ${i} rose.`,
      passages: passages.map((_, index) => index),
    }));
    const dir = tempFolder({
      'q.report.json': report(
        sentences.map(({ id, statement }) => ({ id, statement, evidence_ids: ['e1'] })),
        [{ id: 'e1', url: 'https://example.org/page', excerpt: '' }],
      ),
      'q.report.snapshots.json': snapshotFile([source('https://example.org/page', passages, sentences)]),
    });
    const run = await runCliAsync(['check', '--json', 'r.json'], dir);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(1);
    const results = JSON.parse(readFileSync(path.join(dir, 'r.json'), 'utf8'));
    const bound = sentences.length * passages.reduce((sum, text) => sum + text.length, 0);
    expect(results.reports[0].error).toEqual({
      file: 'q.report.snapshots.json',
      message: `snapshot file: its sentences bind ${bound.toLocaleString('en-US')} characters of titles and passages in all, more than the 20,000,000 citegate reads from one snapshot file`,
    });
  });

  it('matches thousands of records to their sources parsing each URL a bounded number of times (linear, not records × sources)', async () => {
    const n = 1500;
    const claims = [];
    const evidence = [];
    const sources = [];
    for (let i = 0; i < n; i++) {
      const statement = `Ridership on route ${i} rose.`;
      const url = `https://example.org/route/${i}`;
      claims.push({ id: `c${i}`, statement, evidence_ids: [`e${i}`] });
      evidence.push({ id: `e${i}`, url, excerpt: '' });
      sources.push(source(url, [`Ridership on route ${i} rose sharply.`], [{ id: `c${i}`, statement, passages: [0] }]));
    }
    const dir = tempFolder({
      'q.report.json': report(claims, evidence),
      'q.report.snapshots.json': snapshotFile(sources),
    });
    const counter = path.join(dir, 'urls.txt');
    const run = await runCliAsync(['check', '--json', 'r.json'], dir, {
      NODE_OPTIONS: `--import=${path.resolve('test/helpers/count-urls.mjs')}`,
      CITEGATE_COUNT_URLS: counter,
    });
    expect(run.status).toBe(0);
    const results = JSON.parse(readFileSync(path.join(dir, 'r.json'), 'utf8'));
    expect(results.totals.no_source_text).toBe(0);
    // Matching by scan parses n × n / 2 URLs (over a million here); by key, a few per record.
    const parsed = Number(readFileSync(counter, 'utf8'));
    expect(parsed).toBeGreaterThan(n);
    expect(parsed).toBeLessThan(20 * n);
    writeFileSync(counter, '');
  });
});
