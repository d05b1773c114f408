// Keys an input chooses are looked up as data, never on Object.prototype: a STORM URL
// `constructor`, a Co-STORM citation key `__proto__`, a claim ID `toString`, a dataset label
// `constructor`. Properties over every adapter that keys by input: the pipeline's JSON, STORM,
// Co-STORM, ALCE, verdict files, the eval datasets and both caches. Each must read such keys
// as any other (the same evidence, the same dangling citations), and never throw.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCitegateCases } from '../../src/eval/datasets/citegate.js';
import { parseFever } from '../../src/eval/datasets/fever.js';
import { parseHealthVer } from '../../src/eval/datasets/healthver.js';
import { parseSciFact } from '../../src/eval/datasets/scifact.js';
import { loadProvenanceCache, type CachedPage } from '../../src/provenance/cache.js';
import { loadCache } from '../../src/semantic/cache.js';
import type { ReportResult } from '../../src/results/types.js';
import { check } from '../formats/support.js';
import { report } from '../helpers/reports.js';
import { runCli } from '../helpers/run-cli.js';

/** Names an object has without being given them, and a few more that code likes to read. */
const PROTOTYPE_NAMES = [
  '__proto__',
  'constructor',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'toLocaleString',
  '__defineGetter__',
  '__lookupSetter__',
  'prototype',
  'then',
  'length',
];
const protoName = fc.constantFrom(...PROTOTYPE_NAMES);
/** Mostly prototype names, some ordinary keys. */
const key = fc.oneof(
  { arbitrary: protoName, weight: 3 },
  { arbitrary: fc.stringMatching(/^[a-z][a-z0-9-]{0,6}$/), weight: 1 },
);
const keys = (max: number) => fc.uniqueArray(key, { minLength: 1, maxLength: max });

const RUNS = { numRuns: 40 };
const HEX = 'a'.repeat(64);

function folder(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'citegate-proto-'));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

const dangling = (result: ReportResult) =>
  result.findings.filter((finding) => finding.code === 'dangling_citation').length;

describe('keys named like Object.prototype members', () => {
  it('STORM: url_to_unified_index and url_to_info are read as maps', async () => {
    await fc.assert(
      fc.asyncProperty(keys(5), fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }), async (urls, described) => {
        const index = new Map(urls.map((url, at) => [url, at + 1]));
        const info = urls.filter((_, at) => described[at]);
        // JSON text, so that `__proto__` is a key of the file, as a producer would write it.
        const sources = `{"url_to_unified_index": {${urls.map((url) => `${JSON.stringify(url)}: ${index.get(url)}`).join(', ')}}, "url_to_info": {${info
          .map(
            (url) =>
              `${JSON.stringify(url)}: {"url": ${JSON.stringify(`https://example.org/${url}`)}, "title": "T", "description": "", "snippets": ["The port grew by ${index.get(url)} percent."]}`,
          )
          .join(', ')}}}`;
        const article = `# Topic\n\n${urls.map((url) => `The port grew by ${index.get(url)} percent [${index.get(url)}].`).join(' ')}\n`;
        const results = await check(
          folder({ 'wiki/t/url_to_info.json': sources, 'wiki/t/storm_gen_article.txt': article }),
        );
        const result = results.reports[0] as ReportResult;
        // No source described at all is a run whose sources were not written: an invalid report, said so.
        if (info.length === 0) return void expect(result.error?.message).toContain('lists no source');
        expect(result.error).toBeUndefined();
        expect(result.evidence.map((record) => record.id)).toEqual(info.map((url) => String(index.get(url))));
        expect(dangling(result)).toBe(urls.length - info.length);
      }),
      RUNS,
    );
  });

  it('Co-STORM: info_uuid_to_info_dict is read as a map, every key a record', async () => {
    await fc.assert(
      fc.asyncProperty(keys(5), async (uuids) => {
        const dump = `{"knowledge_base": {"info_uuid_to_info_dict": {${uuids
          .map(
            (uuid) =>
              `${JSON.stringify(uuid)}: {"url": "https://example.org/${uuid}", "title": "T", "description": "", "snippets": ["Trams run every 6 minutes."]}`,
          )
          .join(', ')}}}}`;
        const results = await check(
          folder({ 'run/instance_dump.json': dump, 'run/report.md': '# Trams\n\nTrams run every 6 minutes [1].\n' }),
        );
        const result = results.reports[0] as ReportResult;
        expect(result.error).toBeUndefined();
        expect(result.evidence.map((record) => record.id).sort()).toEqual([...uuids].sort());
      }),
      RUNS,
    );
  });

  it("the pipeline's report and its verdict file: IDs of claims and evidence", async () => {
    await fc.assert(
      fc.asyncProperty(keys(4), keys(4), keys(3), async (claimIds, evidenceIds, cited) => {
        const claims = claimIds.map((id) => ({ id, statement: 'The port grew by 5 percent.', evidence_ids: cited }));
        const evidence = evidenceIds.map((id) => ({ id, excerpt: 'The port grew by 5 percent.' }));
        const verdicts = {
          verifications: claimIds.flatMap((claimId) =>
            cited.map((evidenceId) => ({
              claim_id: claimId,
              evidence_id: evidenceId,
              verdict: 'supports',
              quote: null,
              limitations: [],
              confidence: 0.5,
              claim_sha256: HEX,
              evidence_sha256: HEX,
              verifier_version: 'v',
            })),
          ),
        };
        const results = await check(
          folder({
            'a.report.json': JSON.stringify(report(claims, evidence)),
            'a.report.verdicts.json': JSON.stringify(verdicts),
          }),
        );
        const result = results.reports[0] as ReportResult;
        expect(result.error).toBeUndefined();
        const missing = cited.filter((id) => !evidenceIds.includes(id)).length;
        expect(dangling(result)).toBe(missing * claimIds.length);
      }),
      RUNS,
    );
  });

  it('ALCE: documents and verdicts named like prototype members', async () => {
    await fc.assert(
      fc.asyncProperty(keys(3), async (names) => {
        const data = {
          data: [
            {
              question: names.join(' '),
              docs: names.map((name) => ({ id: name, title: name, text: `A ${name} document.`, [name]: name })),
              output: `A document [1]. Another [${names.length + 1}].`,
              [names[0] as string]: 1,
            },
          ],
        };
        const verdicts = {
          verifications: names.map((name) => ({
            claim_id: name,
            evidence_id: name,
            item: 0,
            verdict: 'supports',
            quote: null,
            limitations: [],
            confidence: 0.5,
            claim_sha256: HEX,
            evidence_sha256: HEX,
            verifier_version: 'v',
          })),
        };
        const results = await check(
          folder({ 'run.json': JSON.stringify(data), 'run.verdicts.json': JSON.stringify(verdicts) }),
          { format: 'alce', patterns: ['run.json'] },
        );
        const result = results.reports[0] as ReportResult;
        expect(result.error).toBeUndefined();
        expect(dangling(result)).toBe(1);
      }),
      RUNS,
    );
  });

  it('eval datasets: labels and IDs named like prototype members are rows like any other', async () => {
    await fc.assert(
      fc.asyncProperty(keys(4), async (names) => {
        const fever = names
          .map((name) => JSON.stringify({ id: name, label: name, claim: 'c', evidence: 'e' }))
          .join('\n');
        expect(parseFever(fever, 'fever.jsonl').cases).toEqual([]);
        const csv = `id,claim,evidence,label\n${names.map((name) => `${name},c,e,${name}`).join('\n')}\n${names.map((name) => `${name}-ok,c,e,Supports`).join('\n')}\n`;
        const healthver = await parseHealthVer(csv, 'h.csv');
        expect(healthver.cases.map((entry) => entry.id)).toEqual(names.map((name) => `${name}-ok`));
        expect(healthver.problems).toHaveLength(names.length);
        const claims = names
          .map((name, at) =>
            JSON.stringify({ id: at + 1, claim: 'c', evidence: { [name]: [{ label: name }] }, cited_doc_ids: [name] }),
          )
          .join('\n');
        const corpus = names.map((name) => JSON.stringify({ doc_id: name, title: name, abstract: ['a'] })).join('\n');
        const scifact = parseSciFact(claims, 'claims.jsonl', corpus, 'corpus.jsonl');
        expect(scifact.cases).toEqual([]);
        expect(scifact.problems).toHaveLength(names.length);
        const own = parseCitegateCases(
          JSON.stringify({ version: '1', cases: names.map((name) => ({ id: name })) }),
          'cases.json',
        );
        expect(own.problems).toHaveLength(names.length);
      }),
      RUNS,
    );
  });

  it('the caches: keys named like prototype members are stored and found, and absent ones are absent', async () => {
    const page = (detail: string): CachedPage => ({
      kind: 'gone',
      fetched_at: '2026-01-01T00:00:00.000Z',
      http_status: 404,
      final_url: 'https://example.org/',
      content_type: null,
      etag: null,
      last_modified: null,
      truncated: false,
      body_bytes: 0,
      via_private: false,
      text_sha256: null,
      text_kind: null,
      main: null,
      all: null,
      wall: null,
      detail,
    });
    await fc.assert(
      fc.asyncProperty(keys(4), protoName, async (stored, asked) => {
        const dir = mkdtempSync(path.join(tmpdir(), 'citegate-proto-cache-'));
        const file = path.join(dir, 'provenance.jsonl');
        const first = await loadProvenanceCache(file);
        for (const name of stored) first.set(name, page(name));
        await first.save();
        const second = await loadProvenanceCache(file);
        expect(second.warnings).toEqual([]);
        for (const name of stored) expect(second.get(name)?.detail).toBe(name);
        if (!stored.includes(asked)) expect(second.get(asked)).toBeUndefined();
        // The answer cache: an entry under a key that is not its fingerprint is skipped, not trusted.
        writeFileSync(
          path.join(dir, 'cache.json'),
          `{"format":"citegate-semantic-cache","version":2,"run":1}\n${stored.map((name) => JSON.stringify({ key: name, last_run: 1, entry: {} })).join('\n')}\n`,
        );
        const answers = await loadCache(path.join(dir, 'cache.json'));
        expect(answers.get(asked)).toBeUndefined();
      }),
      RUNS,
    );
  });
});

describe('through the bundled command line', () => {
  it('a STORM url_to_unified_index key constructor or toString is a URL like any other, not a crash', () => {
    const sources = {
      url_to_unified_index: { 'https://example.org/a': 1, constructor: 2, toString: 3 },
      url_to_info: {
        'https://example.org/a': {
          url: 'https://example.org/a',
          title: 'A',
          description: '',
          snippets: ['The city grew by 5 percent in 2020.'],
        },
        constructor: {
          url: 'https://example.org/c',
          title: 'C',
          description: '',
          snippets: ['The port opened in 1990.'],
        },
      },
    };
    const dir = folder({
      'wiki/t/url_to_info.json': JSON.stringify(sources),
      'wiki/t/storm_gen_article.txt':
        '# Topic\n\nThe city grew by 5 percent in 2020 [1]. The port opened in 1990 [2]. Trams came later [3].\n',
    });
    const run = runCli(['check', 'wiki', '--json', 'results.json'], dir);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('dangling_citation  claim');
    expect(run.stdout).toContain('cites evidence 3, which the report does not contain');
    expect(run.stdout).not.toContain('cites evidence 2,');
  });

  it('eval reads dataset labels constructor, toString and __proto__ as labels it does not know', () => {
    const csv = [
      'id,claim,evidence,label',
      ...['constructor', 'toString', '__proto__', 'Supports'].map(
        (label, at) => `${at + 1},The port grew.,The port grew by 5 percent.,${label}`,
      ),
    ].join('\n');
    const run = runCli(
      ['eval', '--dataset', 'h.csv', '--dataset-format', 'healthver-csv', '--baseline'],
      folder({ 'h.csv': `${csv}\n` }),
    );
    expect(run.stderr).toBe('');
    expect(run.stdout).toContain('h.csv:2  label "constructor" is not Supports, Refutes or Neutral');
    expect(run.stdout).toContain('h.csv:4  label "__proto__" is not Supports, Refutes or Neutral');
  });
});
