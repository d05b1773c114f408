// References as a hostile report writes them, through the bundled command line against the local
// registries. A DOI never leaves the registry's API path (issue 27 item 16)
// `doi:10.5281/../../../../admin/secret` would otherwise be sent as
// GET /admin/secret to Crossref, DataCite and doi.org. Dot segments, written or percent-encoded,
// make the identifier malformed (with why); every request each server sees is under its API path.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeRegistries, type FakeRegistries } from '../helpers/fake-registries.mjs';
import { report, tempFolder } from '../helpers/reports.js';
import { runCliAsync } from '../helpers/run-cli.js';

let registries: FakeRegistries;
beforeAll(async () => {
  registries = await startFakeRegistries({ datacite: { '10.5281/zenodo.1234': { doi: '10.5281/zenodo.1234' } } });
});
afterAll(async () => {
  await registries.close();
});

/** The path each registry's API lives under; a request anywhere else left it. */
const API_PATHS = {
  crossref: /^\/works(?:\/|\?|$)/,
  datacite: /^\/dois\//,
  doi: /^\/api\/handles\//,
  arxiv: /^\/api\/query(?:\?|$)/,
  pubmed: /^\/entrez\/eutils\//,
} as const;

describe('a DOI that would leave the registry path', () => {
  it('is malformed, with why, and no registry ever sees a request outside its API path', async () => {
    const evidence = [
      { id: 'e-dots', title: 'Secret doi:10.5281/../../../../admin/secret', excerpt: 'Text.' },
      { id: 'e-encoded', title: 'Encoded doi:10.5281/%2E%2E/%2e%2e/admin/secret', excerpt: 'Text.' },
      // A URL parser resolves the dots of a link itself: this one is https://doi.org/admin/secret.
      { id: 'e-link', title: 'Zenodo', url: 'https://doi.org/10.5281/%2E%2E/%2e%2e/admin/secret', excerpt: 'Text.' },
      { id: 'e-dot', title: 'Dot doi:10.1234/./admin', excerpt: 'Text.' },
      { id: 'e-fine', title: 'Dataset doi:10.5281/zenodo.1234', excerpt: 'Text.' },
    ];
    const dir = tempFolder({
      'r.report.json': report(
        [{ id: 'c1', statement: 'A claim.', evidence_ids: evidence.map((record) => record.id) }],
        evidence,
      ),
    });
    const run = await runCliAsync(
      ['check', '--semantic', 'off', '--references', 'check', ...registries.flags(), '--json', 'r.json'],
      dir,
    );
    expect(run.stderr).toBe('');
    const rows = new Map(
      JSON.parse(readFileSync(path.join(dir, 'r.json'), 'utf8')).reports[0].evidence.map(
        (row: { id: string; references: { status: string; detail: string } }) => [row.id, row.references],
      ),
    );
    const leaves = 'its suffix has a "." or ".." segment, which would change the registry\'s path';
    expect(rows.get('e-dots')).toMatchObject({ status: 'malformed', detail: expect.stringContaining(leaves) });
    expect(rows.get('e-encoded')).toMatchObject({ status: 'malformed', detail: expect.stringContaining(leaves) });
    expect(rows.get('e-link')).toMatchObject({
      status: 'malformed',
      detail: '“admin/secret” cannot be a DOI: a DOI starts with "10."',
    });
    expect(rows.get('e-dot')).toMatchObject({ status: 'malformed', detail: expect.stringContaining(leaves) });
    expect(rows.get('e-fine')).toMatchObject({ status: 'matches' });

    const seen = Object.fromEntries(
      Object.keys(API_PATHS).map((name) => [
        name,
        registries.requests(name as keyof typeof API_PATHS).map((request) => request.path),
      ]),
    );
    expect(seen.datacite).toContain('/dois/10.5281/zenodo.1234'); // a DOI that stays in the path is still asked
    for (const [name, paths] of Object.entries(seen))
      for (const asked of paths)
        expect(asked, `${name} was asked ${asked}`).toMatch(API_PATHS[name as keyof typeof API_PATHS]);
    expect(JSON.stringify(seen)).not.toContain('admin');
  }, 60_000);
});

describe('a reference that writes one identifier 200,000 times in a link', () => {
  it('is read (no argument per identifier, no rescan per link), and the DOI is looked up once', async () => {
    const link = `https://example.org/search?${'doi=10.1038/nature14539&'.repeat(200_000)}`;
    // In angle brackets: a bare URL is linkified only to its first 10,000 or so characters (markdown-it).
    const dir = tempFolder({
      'report.md': `# Report\n\nDeep networks learn representations [1].\n\n## Sources\n\n1. Deep learning. <${link}>\n`,
    });
    registries.reset();
    const run = await runCliAsync(
      ['check', 'report.md', '--semantic', 'off', '--references', 'check', ...registries.flags(), '--json', 'r.json'],
      dir,
    );
    expect(run.stderr).toBe('');
    const [row] = JSON.parse(readFileSync(path.join(dir, 'r.json'), 'utf8')).reports[0].evidence;
    expect(row.references.identifiers.map((identifier: { id: string }) => identifier.id)).toEqual([
      '10.1038/nature14539',
    ]);
    expect(registries.requests('crossref').length).toBeLessThanOrEqual(2);
  }, 60_000);
});
