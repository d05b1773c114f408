// Five small registries on 127.0.0.1 (Crossref, DataCite, arXiv, NCBI E-utilities, doi.org)
// for the reference tests, the benchmark and the demo. Each answers in its registry's real
// response shape (sources in test/fixtures/references/SOURCE.md) from one data object:
//   { crossref: { doi: work }, datacite: { doi: attributes }, arxiv: { "1706.03762": [v1, v2, …] },
//     pubmed: { pmid: summary }, pmc: { "5122160": summary }, doi: [doi, …] }
// Every request is recorded with its time, so a test can count them and a benchmark can check
// the requests per second each registry saw. Plain JavaScript, so the benchmark and the demo
// script run it without a TypeScript loader; run alone it serves a data file until stopped:
//   node test/helpers/fake-registries.mjs DATA.json [--latency MS]
import { readFileSync } from 'node:fs';
import { startFakeWeb } from './fake-web.mjs';

const json = (res, status, body, headers = {}) =>
  res.writeHead(status, { 'content-type': 'application/json;charset=utf-8', ...headers }).end(JSON.stringify(body));
const escapeXml = (text) => String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Behaviours a test scripts per path: `{ status, retryAfter, times }` answered first, or `hang` (never answers). */
function scripted(state, url, res) {
  for (const rule of state.rules) {
    if (!rule.match(url)) continue;
    if (rule.hang) return true;
    if (rule.times !== undefined && rule.used >= rule.times) continue;
    rule.used++;
    res
      .writeHead(rule.status, {
        'content-type': 'text/plain',
        ...(rule.retryAfter !== undefined ? { 'retry-after': String(rule.retryAfter) } : {}),
      })
      .end(rule.body ?? 'scripted');
    return true;
  }
  return false;
}

function crossrefList(items) {
  return {
    status: 'ok',
    'message-type': 'work-list',
    'message-version': '1.0.0',
    message: {
      facets: {},
      'total-results': items.length,
      items,
      'items-per-page': items.length,
      query: { 'start-index': 0, 'search-terms': null },
    },
  };
}

function words(text) {
  return String(text)
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 2);
}

const handlers = {
  crossref:
    (data) =>
    (_req, res, { url }) => {
      const works = data.crossref ?? {};
      const byDoi = new Map(Object.entries(works).map(([doi, work]) => [doi.toLowerCase(), work]));
      if (url.pathname.startsWith('/works/')) {
        const doi = decodeURIComponent(url.pathname.slice('/works/'.length)).toLowerCase();
        const work = byDoi.get(doi);
        if (!work) return res.writeHead(404, { 'content-type': 'text/plain' }).end('Resource not found.');
        return json(res, 200, { status: 'ok', 'message-type': 'work', 'message-version': '1.0.0', message: work });
      }
      if (url.pathname === '/works') {
        const filter = url.searchParams.get('filter');
        if (filter) {
          const wanted = filter
            .split(',')
            .filter((part) => part.startsWith('doi:'))
            .map((part) => part.slice(4).toLowerCase());
          return json(res, 200, crossrefList(wanted.map((doi) => byDoi.get(doi)).filter(Boolean)));
        }
        const query = url.searchParams.get('query.bibliographic');
        if (query) {
          const asked = new Set(words(query));
          const scored = [...byDoi.values()]
            .map((work) => ({ work, score: words(work.title?.[0] ?? '').filter((word) => asked.has(word)).length }))
            .filter((entry) => entry.score > 0);
          scored.sort((a, b) => b.score - a.score);
          return json(
            res,
            200,
            crossrefList(scored.slice(0, Number(url.searchParams.get('rows') ?? 5)).map((entry) => entry.work)),
          );
        }
      }
      res.writeHead(400, { 'content-type': 'text/plain' }).end('bad request');
    },
  datacite:
    (data) =>
    (_req, res, { url }) => {
      const records = new Map(
        Object.entries(data.datacite ?? {}).map(([doi, attributes]) => [doi.toLowerCase(), attributes]),
      );
      if (!url.pathname.startsWith('/dois/'))
        return json(res, 404, {
          errors: [{ status: '404', title: "The resource you are looking for doesn't exist." }],
        });
      const doi = decodeURIComponent(url.pathname.slice('/dois/'.length)).toLowerCase();
      const attributes = records.get(doi);
      if (!attributes)
        return json(res, 404, {
          errors: [{ status: '404', title: "The resource you are looking for doesn't exist." }],
        });
      return json(res, 200, { data: { id: doi, type: 'dois', attributes, relationships: {} } });
    },
  arxiv:
    (data) =>
    (_req, res, { url }) => {
      const ids = (url.searchParams.get('id_list') ?? '').split(',').filter(Boolean);
      const entries = [];
      for (const id of ids) {
        const version = /v(\d+)$/.exec(id);
        const versions = data.arxiv?.[id.replace(/v\d+$/, '')];
        if (!versions) continue;
        const index = version ? Number(version[1]) - 1 : versions.length - 1;
        const entry = versions[index];
        if (entry) entries.push(arxivEntry(id.replace(/v\d+$/, ''), index + 1, entry));
      }
      const query = escapeXml(
        `search_query=&id_list=${ids.join(',')}&start=0&max_results=${url.searchParams.get('max_results') ?? 10}`,
      );
      const body = `<?xml version='1.0' encoding='UTF-8'?>
<feed xmlns:opensearch="http://a9.com/-/spec/opensearch/1.1/" xmlns:arxiv="http://arxiv.org/schemas/atom" xmlns="http://www.w3.org/2005/Atom">
  <id>https://arxiv.org/api/fake</id>
  <title>arXiv Query: ${query}</title>
  <updated>2026-11-30T00:00:00Z</updated>
  <link href="https://arxiv.org/api/query?${query}" type="application/atom+xml"/>
  <opensearch:itemsPerPage>${ids.length}</opensearch:itemsPerPage>
  <opensearch:totalResults>${entries.length}</opensearch:totalResults>
  <opensearch:startIndex>0</opensearch:startIndex>
${entries.join('\n')}
</feed>
`;
      res.writeHead(200, { 'content-type': 'application/atom+xml; charset=utf-8' }).end(body);
    },
  pubmed:
    (data) =>
    (_req, res, { url }) => {
      if (!url.pathname.endsWith('/esummary.fcgi'))
        return res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      const database = url.searchParams.get('db') === 'pmc' ? 'pmc' : 'pubmed';
      const ids = (url.searchParams.get('id') ?? '').split(',').filter(Boolean);
      const result = { uids: ids };
      for (const id of ids)
        result[id] = data[database]?.[id]
          ? { uid: id, ...data[database][id] }
          : { uid: id, error: 'cannot get document summary' };
      json(res, 200, { header: { type: 'esummary', version: '0.3' }, result });
    },
  doi:
    (data) =>
    (_req, res, { url }) => {
      const doi = decodeURIComponent(url.pathname.replace(/^\/api\/handles\//, '')).toLowerCase();
      const known = new Set(
        [...(data.doi ?? []), ...Object.keys(data.crossref ?? {}), ...Object.keys(data.datacite ?? {})].map((d) =>
          d.toLowerCase(),
        ),
      );
      if (!known.has(doi)) return json(res, 404, { responseCode: 100, handle: doi });
      json(res, 200, {
        responseCode: 1,
        handle: doi,
        values: [
          {
            index: 1,
            type: 'URL',
            data: { format: 'string', value: `https://example.org/${doi}` },
            ttl: 86400,
            timestamp: '2020-01-01T00:00:00Z',
          },
        ],
      });
    },
};

function arxivEntry(id, version, entry) {
  const authors = entry.authors
    .map((name) => `    <author>\n      <name>${escapeXml(name)}</name>\n    </author>`)
    .join('\n');
  const optional = [
    entry.doi
      ? `    <arxiv:doi>${escapeXml(entry.doi)}</arxiv:doi>\n    <link title="doi" href="https://doi.org/${escapeXml(entry.doi)}" rel="related"/>`
      : '',
    entry.journal_ref ? `    <arxiv:journal_ref>${escapeXml(entry.journal_ref)}</arxiv:journal_ref>` : '',
    entry.comment ? `    <arxiv:comment>${escapeXml(entry.comment)}</arxiv:comment>` : '',
  ]
    .filter(Boolean)
    .join('\n');
  return `  <entry>
    <id>http://arxiv.org/abs/${id}v${version}</id>
    <title>${escapeXml(entry.title)}</title>
    <updated>${entry.updated}</updated>
    <link href="https://arxiv.org/abs/${id}v${version}" rel="alternate" type="text/html"/>
    <link href="https://arxiv.org/pdf/${id}v${version}" rel="related" type="application/pdf" title="pdf"/>
    <summary>${escapeXml(entry.summary ?? '')}</summary>
    <category term="${entry.category ?? 'cs.CL'}" scheme="http://arxiv.org/schemas/atom"/>
    <published>${entry.published}</published>
${optional}
    <arxiv:primary_category term="${entry.category ?? 'cs.CL'}"/>
${authors}
  </entry>`;
}

export const REGISTRIES = ['crossref', 'datacite', 'arxiv', 'pubmed', 'doi'];

/**
 * Starts one server per registry. `urls` are the base URLs to pass as --crossref-url and so on;
 * `script(registry, rule)` makes a registry answer a status first (`{ match, status, retryAfter, times }`)
 * or never (`{ match, hang: true }`).
 */
export async function startFakeRegistries(data, options = {}) {
  const servers = {};
  const states = {};
  for (const name of REGISTRIES) {
    const web = await startFakeWeb({ latencyMs: options.latencyMs ?? 0 });
    const state = { rules: [] };
    const handle = handlers[name](data);
    web.fallback((req, res, context) => {
      if (scripted(state, context.url, res)) return;
      handle(req, res, context);
    });
    servers[name] = web;
    states[name] = state;
  }
  return {
    servers,
    urls: {
      crossref: servers.crossref.origin,
      datacite: servers.datacite.origin,
      arxiv: `${servers.arxiv.origin}/api/query`,
      pubmed: `${servers.pubmed.origin}/entrez/eutils`,
      doi: servers.doi.origin,
    },
    /** The command-line flags that point citegate at these servers. */
    flags() {
      return [
        '--crossref-url',
        this.urls.crossref,
        '--datacite-url',
        this.urls.datacite,
        '--arxiv-url',
        this.urls.arxiv,
        '--pubmed-url',
        this.urls.pubmed,
        '--doi-url',
        this.urls.doi,
      ];
    },
    script(name, rule) {
      states[name].rules.push({ used: 0, ...rule });
    },
    requests(name) {
      return name ? servers[name].requests : REGISTRIES.flatMap((registry) => servers[registry].requests);
    },
    /** The most requests one registry started within any window of `windowMs`. */
    mostWithin(name, windowMs = 1000) {
      const times = servers[name].requests.map((request) => request.at).sort((a, b) => a - b);
      let most = 0;
      for (let start = 0, end = 0; end < times.length; end++) {
        while (times[end] - times[start] >= windowMs) start++;
        most = Math.max(most, end - start + 1);
      }
      return most;
    },
    /** Forgets the requests seen and every scripted behaviour. */
    reset() {
      for (const name of REGISTRIES) {
        servers[name].reset();
        states[name].rules = [];
      }
    },
    async close() {
      await Promise.all(REGISTRIES.map((name) => servers[name].close()));
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [file, ...rest] = process.argv.slice(2);
  if (!file) {
    console.error('usage: node fake-registries.mjs DATA.json [--latency MS]');
    process.exit(2);
  }
  const latencyAt = rest.indexOf('--latency');
  const registries = await startFakeRegistries(JSON.parse(readFileSync(file, 'utf8')), {
    latencyMs: latencyAt === -1 ? 0 : Number(rest[latencyAt + 1]),
  });
  console.log(JSON.stringify({ urls: registries.urls, flags: registries.flags() }));
  const stop = async () => {
    await registries.close();
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
