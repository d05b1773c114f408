// npm run bench:references (also part of npm run bench): reference checking of 500 evidence
// records in 5 reports (300 Crossref DOIs, 20 DataCite DOIs, 100 arXiv IDs, 60 PMIDs, 20 without
// an identifier) against local registries that answer each request after 100 ms and record when
// each request arrived; then the same run again, which the cache must answer alone. Runs the
// bundled command line (npm run build first), with a contact address (the polite pools).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { startFakeRegistries } from '../test/helpers/fake-registries.mjs';
import { requireBundle, runCli } from './bundled-cli.mjs';
import { seconds } from './tree-usage.mjs';

const LATENCY_MS = 100;
const TARGET_MS = 15_000;
const COUNTS = { crossref: 300, datacite: 20, arxiv: 100, pubmed: 60, none: 20 };
// Documented limits with a contact address (docs/references.md): requests per window.
const LIMITS = [
  { registry: 'crossref', lane: 'single records', match: (p) => p.startsWith('/works/'), per: 1000, most: 10 },
  { registry: 'crossref', lane: 'list queries', match: (p) => p.startsWith('/works?'), per: 1000, most: 3 },
  { registry: 'datacite', lane: 'DOIs', match: () => true, per: 1000, most: 3 },
  { registry: 'arxiv', lane: 'queries', match: () => true, per: 3000, most: 1 },
  { registry: 'pubmed', lane: 'esummary', match: () => true, per: 1000, most: 3 },
  { registry: 'doi', lane: 'handles', match: () => true, per: 1000, most: 1 },
];

function registryData() {
  const data = { crossref: {}, datacite: {}, arxiv: {}, pubmed: {}, pmc: {}, doi: [] };
  for (let i = 0; i < COUNTS.crossref; i++) {
    const doi = `10.5555/bench.${i}`;
    data.crossref[doi] = {
      DOI: doi,
      title: [`Benchmark work ${i} on reference checking`],
      author: [{ given: 'Ada', family: `Author${i}`, sequence: 'first', affiliation: [] }],
      issued: { 'date-parts': [[2020]] },
      'container-title': ['Journal of Benchmarks'],
      type: 'journal-article',
      URL: `https://doi.org/${doi}`,
    };
  }
  for (let i = 0; i < COUNTS.datacite; i++) {
    const doi = `10.5281/zenodo.${100000 + i}`;
    data.datacite[doi] = {
      doi,
      titles: [{ title: `Benchmark dataset ${i}` }],
      creators: [{ name: `Author${i}, Ada`, familyName: `Author${i}`, givenName: 'Ada' }],
      publicationYear: 2021,
      publisher: 'Zenodo',
      types: { resourceTypeGeneral: 'Dataset' },
    };
  }
  for (let i = 0; i < COUNTS.arxiv; i++) {
    data.arxiv[`2101.${String(10000 + i)}`] = [
      {
        title: `Benchmark preprint ${i}`,
        authors: [`Ada Author${i}`],
        published: '2021-01-05T00:00:00Z',
        updated: '2021-01-05T00:00:00Z',
      },
    ];
  }
  for (let i = 0; i < COUNTS.pubmed; i++) {
    data.pubmed[String(30000000 + i)] = {
      title: `Benchmark trial ${i}.`,
      authors: [{ name: `Author${i} A`, authtype: 'Author' }],
      pubdate: '2019 Mar',
      source: 'Bench J',
      fulljournalname: 'Journal of Benchmarks',
      pubtype: ['Journal Article'],
    };
  }
  return data;
}

function evidenceRecords() {
  const records = [];
  for (let i = 0; i < COUNTS.crossref; i++)
    records.push({ title: `Benchmark work ${i} on reference checking`, url: `https://doi.org/10.5555/bench.${i}` });
  for (let i = 0; i < COUNTS.datacite; i++)
    records.push({ title: `Benchmark dataset ${i}`, url: `https://doi.org/10.5281/zenodo.${100000 + i}` });
  for (let i = 0; i < COUNTS.arxiv; i++)
    records.push({ title: `Benchmark preprint ${i}`, url: `https://arxiv.org/abs/2101.${10000 + i}` });
  for (let i = 0; i < COUNTS.pubmed; i++)
    records.push({ title: `Benchmark trial ${i}`, url: `https://pubmed.ncbi.nlm.nih.gov/${30000000 + i}/` });
  for (let i = 0; i < COUNTS.none; i++)
    records.push({ title: `Agency press release ${i}`, url: `https://example.org/press/${i}` });
  return records.map((record, i) => ({
    id: `ev-${i}`,
    ...record,
    excerpt: `Excerpt ${i} of the benchmark.`,
    relation: 'supports',
  }));
}

requireBundle('bench:references');

const registries = await startFakeRegistries(registryData(), { latencyMs: LATENCY_MS });
const dir = mkdtempSync(path.join(tmpdir(), 'citegate-bench-references-'));
mkdirSync(path.join(dir, 'reports'));
const records = evidenceRecords();
for (let r = 0; r < 5; r++) {
  const evidence = records.filter((_record, i) => i % 5 === r);
  const report = {
    inquiry_id: `inq-${r}`,
    title: `Report ${r}`,
    summary: 'Synthetic.',
    claims: [
      {
        id: 'claim-1',
        statement: 'The benchmark cites its sources.',
        evidence_ids: evidence.map((record) => record.id),
        confidence: 'medium',
      },
    ],
    evidence,
    open_questions: [],
  };
  // One line, as Python's json.dump writes it.
  writeFileSync(path.join(dir, 'reports', `r${r}.report.json`), JSON.stringify(report));
}

const args = [
  'check',
  '--semantic',
  'off',
  '--references',
  'check',
  '--references-mailto',
  'bench@example.org',
  ...registries.flags(),
  '--json',
  'results.json',
];
let failed = false;
try {
  const summarize = () => {
    const results = JSON.parse(readFileSync(path.join(dir, 'results.json'), 'utf8'));
    const counts = Object.entries(results.totals.references)
      .filter(([, count]) => count > 0)
      .map(([status, count]) => `${status} ${count}`)
      .join(', ');
    return { counts, stats: results.references };
  };
  const first = await runCli(args, dir, { NO_COLOR: '1' });
  const a = summarize();
  console.log(
    `references: ${records.length} evidence records in 5 reports (${COUNTS.crossref} Crossref DOIs, ${COUNTS.datacite} DataCite DOIs, ${COUNTS.arxiv} arXiv IDs, ${COUNTS.pubmed} PMIDs, ${COUNTS.none} without an identifier); registry latency ${LATENCY_MS} ms per request`,
  );
  console.log(
    `machine: ${cpus().length} cores, load average ${loadavg()[0].toFixed(1)} when the first run ended (wall times grow with other work on the machine)`,
  );
  console.log(`first run:  ${seconds(first.ms)} wall, exit ${first.status}   target < ${TARGET_MS / 1000} s`);
  console.log(`  statuses: ${a.counts}`);
  console.log(`  requests citegate counted: ${JSON.stringify(a.stats.requests)}`);
  if (first.status !== 0) console.log(first.stderr);
  for (const limit of LIMITS) {
    const requests = registries
      .requests(limit.registry)
      .filter((request) => limit.match(request.path))
      .map((request) => request.at)
      .sort((x, y) => x - y);
    let most = 0;
    for (let start = 0, end = 0; end < requests.length; end++) {
      while (requests[end] - requests[start] >= limit.per) start++;
      most = Math.max(most, end - start + 1);
    }
    const ok = most <= limit.most;
    failed ||= !ok;
    console.log(
      `  ${limit.registry} ${limit.lane}: ${requests.length} requests; most started within ${limit.per / 1000} s: ${most}   documented limit ${limit.most}${ok ? '' : '   OVER'}`,
    );
  }

  registries.reset();
  const second = await runCli(args, dir, { NO_COLOR: '1' });
  const b = summarize();
  console.log(`second run: ${seconds(second.ms)} wall, exit ${second.status}`);
  console.log(`  statuses: ${b.counts}`);
  console.log(
    `  requests seen by the registries: ${registries.requests().length}; from cache: ${b.stats.from_cache}   target 0 requests`,
  );
  failed ||= first.status !== 0 || second.status !== 0 || registries.requests().length !== 0 || first.ms > TARGET_MS;
} finally {
  await registries.close();
  rmSync(dir, { recursive: true, force: true });
}
if (failed) process.exitCode = 1;
