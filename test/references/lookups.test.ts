// The real check (files, parsing, the reference checker over HTTP through the provenance
// fetcher) against local registries that answer in each registry's real response shape
// (test/fixtures/references/SOURCE.md).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runCheck } from '../../src/check/run.js';
import { DEFAULT_THRESHOLDS, type Thresholds } from '../../src/gate/thresholds.js';
import { createReferenceChecker, type ReferenceHooks } from '../../src/references/checker.js';
import type { ReferenceSettings } from '../../src/references/settings.js';
import type { ReferenceRow, ResultsFile } from '../../src/results/types.js';
import { startFakeRegistries } from '../helpers/fake-registries.mjs';
import { report, tempFolder } from '../helpers/reports.js';

const DATA = JSON.parse(readFileSync(path.resolve('test/fixtures/references/registry-data.json'), 'utf8'));
let registries: Awaited<ReturnType<typeof startFakeRegistries>>;

beforeAll(async () => {
  registries = await startFakeRegistries(DATA);
});
afterAll(async () => {
  await registries.close();
});
beforeEach(() => {
  registries.reset();
});

function settings(over: Partial<ReferenceSettings> = {}): ReferenceSettings {
  return {
    mode: 'check',
    mailto: null,
    titleSearch: false,
    urls: registries.urls,
    maxAgeMs: 7 * 86_400_000,
    timeoutMs: 5_000,
    cachePath: '.citegate/references.jsonl',
    ...over,
  };
}

interface Source {
  id: string;
  title: string;
  url: string;
}

function folder(sources: readonly Source[]): string {
  const claim = {
    id: 'c-1',
    statement: 'Deep networks learn representations.',
    evidence_ids: sources.map((source) => source.id),
  };
  return tempFolder({
    'r.report.json': report(
      [claim],
      sources.map((source) => ({ ...source, excerpt: `Excerpt of ${source.id}.` })),
    ),
  });
}

async function check(
  dir: string,
  options: { settings?: Partial<ReferenceSettings>; hooks?: ReferenceHooks; thresholds?: Partial<Thresholds> } = {},
) {
  const warnings: string[] = [];
  const references = createReferenceChecker(settings(options.settings), {
    cwd: dir,
    warn: (message) => warnings.push(message),
    ...options.hooks,
  });
  const results: ResultsFile = await runCheck({
    cwd: dir,
    patterns: ['**/*.json'],
    thresholds: { ...DEFAULT_THRESHOLDS, ...options.thresholds },
    mode: 'off',
    verifier: { missing: 'semantic_off' },
    references,
  });
  const rows = new Map<string, ReferenceRow>();
  for (const record of results.reports.flatMap((result) => result.evidence))
    if (record.references) rows.set(record.id, record.references);
  return { results, rows, warnings };
}

const DEEP_LEARNING = { id: 'e-match', title: 'Deep learning', url: 'https://doi.org/10.1038/nature14539' };
const WRONG_PAPER = {
  id: 'e-wrong',
  title: 'Mastering the game of Go with deep neural networks and tree search',
  url: 'https://doi.org/10.1038/nature14539',
};
const FABRICATED = {
  id: 'e-fabricated',
  title: 'Neural scaling of protein folding benchmarks',
  url: 'https://doi.org/10.1038/nature99999',
};
const RETRACTED = {
  id: 'e-retracted',
  title: 'Ileal-lymphoid-nodular hyperplasia, non-specific colitis, and pervasive developmental disorder in children',
  url: 'https://www.thelancet.com/journals/lancet/article/PIIS0140-6736(97)11096-0/fulltext?doi=10.1016/S0140-6736(97)11096-0',
};

describe('looking references up', () => {
  it('says which references match, name another work, do not exist or are retracted, with links to the records', async () => {
    const { results, rows } = await check(folder([DEEP_LEARNING, WRONG_PAPER, FABRICATED, RETRACTED]), {
      thresholds: { 'max-references-not-found': 0, 'max-retracted': 0 },
    });

    expect(rows.get('e-match')).toMatchObject({
      status: 'matches',
      identifier: 'doi:10.1038/nature14539',
      registry: 'crossref',
      record_url: 'https://doi.org/10.1038/nature14539',
      differences: [],
    });
    expect(rows.get('e-match')?.record).toEqual({
      title: 'Deep learning',
      first_author: 'LeCun, Yann',
      year: 2015,
      venue: 'Nature',
      type: 'journal-article',
    });

    const wrong = rows.get('e-wrong');
    expect(wrong).toMatchObject({
      status: 'mismatch',
      detail: 'the DOI names another work in Crossref: its title differs',
    });
    expect(wrong?.differences).toEqual([
      { field: 'title', cited: WRONG_PAPER.title, registry: 'Deep learning', similarity: expect.any(Number) },
    ]);
    expect(wrong?.differences[0]?.similarity).toBeLessThan(0.85);

    expect(rows.get('e-fabricated')).toMatchObject({
      status: 'not_found',
      registry: 'doi.org',
      detail: 'neither Crossref nor DataCite has this DOI, and doi.org does not know it',
    });

    // The DOI embedded in a publisher URL; Crossref's updated-by entry from Retraction Watch.
    expect(rows.get('e-retracted')).toMatchObject({
      status: 'retracted',
      identifier: 'doi:10.1016/s0140-6736(97)11096-0',
      retraction: {
        kind: 'retraction',
        notice: '10.1016/s0140-6736(10)60175-4',
        date: '2010-02-06',
        source: 'retraction-watch',
      },
      detail:
        'Crossref records a retraction of this work (notice 10.1016/s0140-6736(10)60175-4, 2010-02-06), from Retraction Watch',
    });

    // Three DOIs for Crossref went in one list query; the fabricated one on to DataCite, then doi.org.
    expect(registries.requests('crossref').map((request) => request.path)).toEqual([
      expect.stringMatching(
        /^\/works\?filter=doi%3A10\.1038%2Fnature14539%2Cdoi%3A10\.1038%2Fnature99999%2Cdoi%3A10\.1016/,
      ),
    ]);
    expect(registries.requests('datacite').map((request) => request.path)).toEqual(['/dois/10.1038/nature99999']);
    expect(registries.requests('doi').map((request) => request.path)).toEqual(['/api/handles/10.1038/nature99999']);
    expect(results.totals.references).toMatchObject({ matches: 1, mismatch: 1, not_found: 1, retracted: 1 });
    expect(
      results.gate.checks.filter((gate) => gate.name.startsWith('max-ref') || gate.name === 'max-retracted'),
    ).toEqual([
      { name: 'max-references-not-found', limit: 0, value: 1, passed: false },
      { name: 'max-references-mismatch', limit: null, value: 1, passed: true },
      { name: 'max-retracted', limit: 0, value: 1, passed: false },
    ]);
    // Every request names citegate and how to reach it.
    expect(
      registries
        .requests()
        .every((request) =>
          /^citegate\/\S+ \(reference check; \+https:\/\/github\.com\/citegate\/citegate\)$/.test(
            String(request.headers['user-agent']),
          ),
        ),
    ).toBe(true);
  });

  it('asks Crossref for a single DOI with /works/{doi} and takes its 404 as absent', async () => {
    const { rows } = await check(folder([FABRICATED]));
    expect(registries.requests('crossref').map((request) => request.path)).toEqual(['/works/10.1038/nature99999']);
    expect(rows.get('e-fabricated')?.status).toBe('not_found');
  });

  it('looks up an arXiv ID with its version, a PMID, a PMC ID and a DataCite DOI', async () => {
    const { rows } = await check(
      folder([
        {
          id: 'e-arxiv',
          title: '[1706.03762v5] Attention Is All You Need',
          url: 'https://arxiv.org/pdf/1706.03762v5.pdf',
        },
        { id: 'e-arxiv-missing', title: 'Attention Is All You Need', url: 'https://arxiv.org/abs/1706.03762v9' },
        {
          id: 'e-pmid',
          title: 'Programmatic conversion of crystal structures into 3D printable files using Jmol',
          url: 'https://pubmed.ncbi.nlm.nih.gov/27933103/',
        },
        {
          id: 'e-pmc',
          title: 'Programmatic conversion of crystal structures into 3D printable files using Jmol',
          url: 'https://www.ncbi.nlm.nih.gov/pmc/articles/PMC5122160/',
        },
        {
          id: 'e-pubmed-retracted',
          title:
            'Ileal-lymphoid-nodular hyperplasia, non-specific colitis, and pervasive developmental disorder in children',
          url: 'https://pubmed.ncbi.nlm.nih.gov/9500320/',
        },
        {
          id: 'e-datacite',
          title: '4MOST Consortium Survey 7: Wide-Area VISTA Extragalactic Survey (WAVES)',
          url: 'https://doi.org/10.18727/0722-6691/5126',
        },
        { id: 'e-arxiv-doi', title: 'Attention is all you need', url: 'https://doi.org/10.48550/arXiv.1706.03762' },
      ]),
    );
    expect(rows.get('e-arxiv')).toMatchObject({
      status: 'matches',
      identifier: 'arxiv:1706.03762v5',
      registry: 'arxiv',
      record_url: 'https://arxiv.org/abs/1706.03762v5',
    });
    expect(rows.get('e-arxiv')?.record).toMatchObject({
      title: 'Attention Is All You Need',
      first_author: 'Ashish Vaswani',
      year: 2017,
    });
    expect(rows.get('e-arxiv-missing')).toMatchObject({
      status: 'not_found',
      detail: 'arXiv has no paper with the ID and version 1706.03762v9',
    });
    // Both arXiv IDs in one request, paced as arXiv asks.
    expect(registries.requests('arxiv').map((request) => request.path)).toEqual([
      '/api/query?id_list=1706.03762v5%2C1706.03762v9&max_results=2',
    ]);
    expect(rows.get('e-pmid')).toMatchObject({
      status: 'matches',
      registry: 'pubmed',
      record_url: 'https://pubmed.ncbi.nlm.nih.gov/27933103/',
    });
    expect(rows.get('e-pmc')).toMatchObject({
      status: 'matches',
      registry: 'pmc',
      record_url: 'https://pmc.ncbi.nlm.nih.gov/articles/PMC5122160/',
    });
    expect(rows.get('e-pubmed-retracted')).toMatchObject({
      status: 'retracted',
      retraction: { kind: 'retracted', notice: 'PMID 20137807', source: 'pubmed' },
    });
    // Crossref does not hold the ESO DOI: DataCite does. arXiv's DOI prefix goes to DataCite first.
    expect(rows.get('e-datacite')).toMatchObject({ status: 'matches', registry: 'datacite' });
    expect(rows.get('e-arxiv-doi')).toMatchObject({
      status: 'matches',
      registry: 'datacite',
      identifier: 'doi:10.48550/arxiv.1706.03762',
    });
    expect(registries.requests('crossref').map((request) => request.path)).toEqual(['/works/10.18727/0722-6691/5126']);
    expect(
      registries
        .requests('datacite')
        .map((request) => request.path)
        .sort(),
    ).toEqual(['/dois/10.18727/0722-6691/5126', '/dois/10.48550/arxiv.1706.03762']);
    expect(
      registries
        .requests('pubmed')
        .map((request) => request.path)
        .sort(),
    ).toEqual([
      '/entrez/eutils/esummary.fcgi?db=pmc&id=5122160&retmode=json&tool=citegate',
      '/entrez/eutils/esummary.fcgi?db=pubmed&id=27933103%2C9500320&retmode=json&tool=citegate',
    ]);
  });

  it('reports malformed identifiers without asking anyone, and records without one as not counted', async () => {
    const { rows, results } = await check(
      folder([
        { id: 'e-bad-doi', title: 'Some study', url: 'https://doi.org/10.12/abc' },
        { id: 'e-bad-arxiv', title: 'Some preprint', url: 'https://arxiv.org/abs/1706.0376' },
        { id: 'e-page', title: 'City council minutes', url: 'https://example.org/minutes' },
      ]),
    );
    expect(rows.get('e-bad-doi')).toMatchObject({
      status: 'malformed',
      detail: '“10.12/abc” cannot be a DOI: the prefix "10.12" is not 10. and 4 to 9 digits',
    });
    expect(rows.get('e-bad-arxiv')).toMatchObject({
      status: 'malformed',
      detail: '“1706.0376” cannot be an arXiv ID: arXiv IDs from 1706 have 5-digit numbers, not 4',
    });
    expect(rows.get('e-page')).toMatchObject({ status: 'no_identifier' });
    expect(registries.requests()).toEqual([]);
    expect(results.gate.checks.find((gate) => gate.name === 'max-references-not-found')?.value).toBe(2);
  });

  it('waits as long as a 429 asks (Retry-After), then takes the answer', async () => {
    registries.script('crossref', {
      match: (url: URL) => url.pathname.startsWith('/works/'),
      status: 429,
      retryAfter: 1,
      times: 1,
    });
    const delays: number[] = [];
    const { rows, results } = await check(folder([DEEP_LEARNING]), {
      hooks: { sleep: async (ms) => void delays.push(ms) },
    });
    expect(rows.get('e-match')?.status).toBe('matches');
    expect(registries.requests('crossref')).toHaveLength(2);
    expect(delays).toContain(1000);
    expect(results.references?.requests.crossref).toBe(2);
  });

  it('calls a registry that keeps answering 429 unreachable, never not found', async () => {
    registries.script('crossref', { match: () => true, status: 429, retryAfter: 0 });
    const { rows } = await check(folder([DEEP_LEARNING]), { hooks: { sleep: async () => {} } });
    expect(rows.get('e-match')).toMatchObject({
      status: 'unreachable',
      detail: 'Crossref could not be asked: Crossref answered HTTP 429 (too many requests) after retries',
    });
  });

  it('calls a registry that does not answer in time unreachable', async () => {
    registries.script('pubmed', { match: () => true, hang: true });
    const { rows, results } = await check(
      folder([{ id: 'e-pmid', title: 'Programmatic conversion', url: 'https://pubmed.ncbi.nlm.nih.gov/27933103/' }]),
      { settings: { timeoutMs: 300 }, thresholds: { 'max-references-not-found': 0 } },
    );
    expect(rows.get('e-pmid')).toMatchObject({
      status: 'unreachable',
      detail: 'PubMed could not be asked: no complete response within 0.3 s',
    });
    expect(results.gate.passed).toBe(true);
  });

  it('answers a second run from the cache without a request, and never reads a cache the repository tracks', async () => {
    const dir = folder([
      DEEP_LEARNING,
      FABRICATED,
      { id: 'e-arxiv', title: 'Attention Is All You Need', url: 'https://arxiv.org/abs/1706.03762' },
    ]);
    await check(dir);
    expect(registries.requests().length).toBeGreaterThan(0);
    registries.reset();
    const second = await check(dir);
    expect(registries.requests()).toEqual([]);
    expect(second.rows.get('e-match')).toMatchObject({ status: 'matches', cache: 'fresh' });
    expect(second.rows.get('e-fabricated')).toMatchObject({ status: 'not_found', cache: 'fresh' });
    expect(second.results.references).toMatchObject({ identifiers: 3, from_cache: 3 });

    // Committed to the repository, the cache is input a pull request could write: not used.
    execFileSync('git', ['init', '-q'], { cwd: dir });
    execFileSync('git', ['add', '.citegate/references.jsonl'], { cwd: dir });
    const before = readFileSync(path.join(dir, '.citegate/references.jsonl'), 'utf8');
    registries.reset();
    const tracked = await check(dir);
    expect(registries.requests().length).toBeGreaterThan(0);
    expect(tracked.warnings).toEqual([expect.stringContaining('the references cache ')]);
    expect(tracked.warnings[0]).toContain('is tracked by git, so it is not read');
    expect(tracked.warnings[0]).toContain(
      "this run's registry answers are not saved (remove it from the repository, or choose another references-cache-path)",
    );
    expect(readFileSync(path.join(dir, '.citegate/references.jsonl'), 'utf8')).toBe(before);
  });

  it('forged answers in a cache are used only as answers, keyed by the identifier they claim', async () => {
    const dir = folder([DEEP_LEARNING]);
    mkdirSync(path.join(dir, '.citegate'));
    writeFileSync(
      path.join(dir, '.citegate/references.jsonl'),
      '{"format":"citegate-references-cache","version":1,"run":1}\nnot json\n',
    );
    const { rows, warnings } = await check(dir);
    expect(rows.get('e-match')?.status).toBe('matches');
    expect(warnings[0]).toMatch(/has 1 unusable line, skipped/);
  });

  it('looks up a reference without an identifier by its title only when asked, and never counts what it finds', async () => {
    const dir = folder([
      { id: 'e-title', title: 'Deep Residual Learning for Image Recognition', url: 'https://example.org/resnet' },
      {
        id: 'e-title-missing',
        title: 'Quantum gradient folding in sparse attention',
        url: 'https://example.org/made-up',
      },
    ]);
    const off = await check(dir);
    expect(off.rows.get('e-title')?.status).toBe('no_identifier');
    expect(registries.requests()).toEqual([]);
    const { rows, results } = await check(dir, {
      settings: { titleSearch: true },
      thresholds: { 'max-references-not-found': 0 },
    });
    expect(rows.get('e-title')).toMatchObject({
      status: 'found_by_title',
      record_url: 'https://doi.org/10.1109/cvpr.2016.90',
    });
    expect(rows.get('e-title-missing')).toMatchObject({ status: 'not_found_by_title' });
    expect(rows.get('e-title-missing')?.detail).toContain(
      'A title search alone does not show that a work does not exist',
    );
    expect(results.gate.passed).toBe(true);
  });

  it('finds identifiers in every format: an ALCE document and a STORM source', async () => {
    const alce = {
      data: [
        {
          question: 'What is the Transformer?',
          output: 'The Transformer relies on attention [1].',
          docs: [
            {
              title: 'Attention Is All You Need',
              text: 'We propose the Transformer.',
              url: 'https://arxiv.org/abs/1706.03762',
            },
          ],
        },
      ],
    };
    const dir = tempFolder({ 'alce-result.json': alce });
    const { rows } = await check(dir);
    expect([...rows.values()][0]).toMatchObject({ status: 'matches', identifier: 'arxiv:1706.03762' });
  });
});
