// A provider's saved answer with its citations (test/fixtures/formats/provider-json, README there):
// cited spans become claims bound to their sources, and cited text is source text.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkLoaded } from '../../src/check/run.js';
import { isInvalid, type NormalisedReport } from '../../src/formats/model.js';
import { loadProviderJson } from '../../src/formats/provider-json/index.js';
import { missingFileError } from '../../src/formats/read.js';
import { DEFAULT_THRESHOLDS } from '../../src/gate/thresholds.js';
import { parseJsonFile } from '../../src/report/json-file.js';

const folder = 'test/fixtures/formats/provider-json';

async function load(name: string): Promise<NormalisedReport> {
  const file = `${folder}/${name}`;
  const report = await loadProviderJson(file, parseJsonFile(await readFile(file)), async (wanted) => {
    if (wanted === file) return readFile(path.resolve(wanted));
    throw missingFileError(wanted);
  });
  if (isInvalid(report)) throw new Error(report.error.message);
  return report;
}

describe('provider JSON', () => {
  it('Anthropic: each cited block binds its sentence to the cited page, whose cited_text is the excerpt; one record per URL', async () => {
    const report = await load('anthropic-message.json');
    expect(report.dialect).toBe('anthropic');
    expect(report.claims.map((claim) => [claim.statement, claim.evidenceIds, claim.line])).toEqual([
      [
        'Based on the search results, the Kellet Park bandstand opened in 1911.',
        ['https://northport.example/history/bandstand'],
        7,
      ],
      ['It seats 240 people.', ['https://northport.example/history/bandstand'], 18],
    ]);
    expect(report.evidence).toHaveLength(1);
    expect(report.notices?.map((notice) => notice.code)).toEqual(['url_variant']);
    expect(report.evidence[0]).toMatchObject({
      excerpt:
        'The bandstand in Kellet Park opened in 1911 and was restored in 1998.\n\nBenches around it seat 200 people.',
      snippets: [
        'The bandstand in Kellet Park opened in 1911 and was restored in 1998.',
        'Benches around it seat 200 people.',
      ],
    });
  });

  it('Anthropic: numbers are grounded in the cited text, so a number the source does not hold is found', async () => {
    const results = await checkLoaded([await load('anthropic-message.json')], {
      thresholds: DEFAULT_THRESHOLDS,
      mode: 'off',
      verifier: { missing: 'semantic_off' },
    });
    expect(
      results.reports[0]?.findings
        .filter((finding) => finding.code === 'ungrounded_number')
        .map((finding) => ('text' in finding ? finding.text : '')),
    ).toEqual(['240']);
    expect(results.reports[0]).toMatchObject({ format: 'provider-json', dialect: 'anthropic' });
  });

  it('OpenAI Responses: the url_citation span is the marker; the claim is the sentence holding it', async () => {
    const report = await load('openai-response.json');
    expect(report.dialect).toBe('openai_responses');
    expect(report.claims.map((claim) => [claim.statement, claim.evidenceIds])).toEqual([
      ['The ferry started running in 1952.', ['https://northport.example/ferry']],
      ['It carries 300 passengers a day.', []],
    ]);
    expect(report.evidence[0]).toMatchObject({ url: 'https://northport.example/ferry?utm_source=openai', excerpt: '' });
  });

  it('OpenRouter: indices of 0 bind where the URL is linked; content is the excerpt; an unlinked one is said to have no place', async () => {
    const report = await load('openrouter-completion.json');
    expect(report.dialect).toBe('openrouter');
    expect(report.claims[0]).toMatchObject({
      statement: 'The tram gauge is 1,435 mm.',
      evidenceIds: ['https://northport.example/tram'],
    });
    expect(report.evidence.find((record) => record.id === 'https://northport.example/tram')?.excerpt).toBe(
      'The Northport tramway uses standard gauge, 1,435 mm, since it opened in 1902.',
    );
    // The citation with no place is said once (citation_without_span), not also as an unused source.
    expect(report.notices?.map((notice) => notice.code).sort()).toEqual(['citation_without_span']);
  });

  it('Perplexity: [n] names citations[n-1]; two numbers for one URL is a duplicate source', async () => {
    const report = await load('perplexity-completion.json');
    expect(report.dialect).toBe('perplexity');
    expect(report.claims.map((claim) => claim.evidenceIds)).toEqual([
      ['https://northport.example/ferry'],
      ['https://boats.example', 'https://boats.example'],
    ]);
    expect(report.evidence.find((record) => record.id === 'https://northport.example/ferry')?.title).toBe(
      'Northport ferry',
    );
    expect(report.notices?.map((notice) => notice.code).sort()).toEqual(['duplicate_source', 'url_variant']);
  });
});
