import { describe, expect, it } from 'vitest';
import {
  findIdentifiers,
  hasDotSegment,
  normaliseArxiv,
  normaliseDoi,
  withoutArxivPrefix,
} from '../../src/references/identifiers.js';

const ids = (url: string, title = '', reference?: string) =>
  findIdentifiers({ url, title, reference }).map(({ scheme, id, foundIn, malformed }) => ({
    scheme,
    id,
    foundIn,
    ...(malformed ? { malformed } : {}),
  }));

describe('DOIs', () => {
  it('reads doi.org links, doi: and bare forms, lower-cased, trailing punctuation dropped', () => {
    expect(ids('https://doi.org/10.1038/NATURE14539')).toEqual([
      { scheme: 'doi', id: '10.1038/nature14539', foundIn: 'url' },
    ]);
    expect(ids('http://dx.doi.org/10.1126%2Fscience.1127647')).toEqual([
      { scheme: 'doi', id: '10.1126/science.1127647', foundIn: 'url' },
    ]);
    expect(
      ids(
        'https://example.org',
        '',
        'LeCun Y, Bengio Y, Hinton G. Deep learning. Nature. 2015;521:436-444. doi:10.1038/nature14539.',
      ),
    ).toEqual([{ scheme: 'doi', id: '10.1038/nature14539', foundIn: 'reference' }]);
    expect(
      ids('https://example.org', '', 'See DOI 10.1016/j.cell.2006.07.024, cited twice: 10.1016/j.cell.2006.07.024'),
    ).toEqual([{ scheme: 'doi', id: '10.1016/j.cell.2006.07.024', foundIn: 'reference' }]);
  });

  it('keeps parentheses a DOI opened, also inside a Markdown link', () => {
    expect(ids('https://doi.org/10.1016/S0140-6736(97)11096-0')[0]?.id).toBe('10.1016/s0140-6736(97)11096-0');
    expect(
      ids(
        'x',
        '',
        'Wakefield AJ et al. [Ileal-lymphoid-nodular hyperplasia](https://doi.org/10.1016/S0140-6736(97)11096-0). Lancet 1998.',
      )[0]?.id,
    ).toBe('10.1016/s0140-6736(97)11096-0');
    expect(ids('x', '', '(doi:10.1038/nature14539)')[0]?.id).toBe('10.1038/nature14539');
  });

  it('finds the DOI in publisher URLs', () => {
    expect(ids('https://onlinelibrary.wiley.com/doi/full/10.1002/anie.201915678')[0]?.id).toBe(
      '10.1002/anie.201915678',
    );
    expect(ids('https://www.tandfonline.com/doi/abs/10.1080/01621459.2017.1285773?journalCode=uasa20')[0]?.id).toBe(
      '10.1080/01621459.2017.1285773',
    );
    expect(ids('https://journals.plos.org/plosone/article?id=10.1371/journal.pone.0033693')[0]?.id).toBe(
      '10.1371/journal.pone.0033693',
    );
    expect(ids('https://link.springer.com/article/10.1007/s11192-019-03217-6')[0]?.id).toBe(
      '10.1007/s11192-019-03217-6',
    );
  });

  it('undoes LaTeX escapes and reports malformed DOIs that are named as DOIs', () => {
    expect(normaliseDoi('10.1162/tacl\\_a\\_00276')).toEqual({ id: '10.1162/tacl_a_00276' });
    expect(ids('https://doi.org/10.12/abc')).toEqual([
      { scheme: 'doi', id: '10.12/abc', foundIn: 'url', malformed: 'the prefix "10.12" is not 10. and 4 to 9 digits' },
    ]);
    expect(ids('x', '', 'doi:10.1038')[0]?.malformed).toBe('a DOI has a suffix after "/"');
    // Words after "doi" that are not a DOI are not read as one.
    expect(ids('x', '', 'The doi of this report is not known. It rose 10.5 percent.')).toEqual([]);
  });
});

describe('DOIs that would change the registry path', () => {
  it('refuses "." and ".." segments, written or percent-encoded, and keeps dots inside a segment', () => {
    const leaves = { malformed: 'its suffix has a "." or ".." segment, which would change the registry\'s path' };
    expect(normaliseDoi('10.5281/../../../../admin/secret')).toEqual(leaves);
    expect(normaliseDoi('10.5281/%2e%2E/admin')).toEqual(leaves);
    expect(normaliseDoi('10.1234/a/./b')).toEqual(leaves);
    expect(normaliseDoi('10.5281/zenodo.1234')).toEqual({ id: '10.5281/zenodo.1234' });
    expect(normaliseDoi('10.1000/a..b')).toEqual({ id: '10.1000/a..b' });
    expect(hasDotSegment('/works/10.1/.%2E/x')).toBe(true);
    expect(hasDotSegment('/works/10.1/a..b')).toBe(false);
  });
});

describe('arXiv IDs', () => {
  it('reads abs, pdf and html URLs and arXiv: forms, with versions', () => {
    expect(ids('https://arxiv.org/abs/1706.03762v5')).toEqual([
      { scheme: 'arxiv', id: '1706.03762v5', foundIn: 'url' },
    ]);
    expect(ids('https://arxiv.org/pdf/2005.14165.pdf')).toEqual([
      { scheme: 'arxiv', id: '2005.14165', foundIn: 'url' },
    ]);
    expect(ids('https://arxiv.org/html/2401.04088v1')[0]?.id).toBe('2401.04088v1');
    expect(ids('x', '', 'Devlin et al. BERT. arXiv preprint arXiv:1810.04805, 2018.')).toEqual([
      { scheme: 'arxiv', id: '1810.04805', foundIn: 'reference' },
    ]);
    expect(ids('x', '[1706.03762] Attention Is All You Need')).toEqual([
      { scheme: 'arxiv', id: '1706.03762', foundIn: 'title' },
    ]);
    expect(withoutArxivPrefix('[1706.03762] Attention Is All You Need')).toBe('Attention Is All You Need');
  });

  it('reads old-style IDs', () => {
    expect(ids('https://arxiv.org/abs/hep-th/9901001')).toEqual([
      { scheme: 'arxiv', id: 'hep-th/9901001', foundIn: 'url' },
    ]);
    expect(ids('x', '', 'Maldacena, arXiv:hep-th/9711200v3')[0]?.id).toBe('hep-th/9711200v3');
    expect(normaliseArxiv('math.GT/0309136')).toEqual({ id: 'math.GT/0309136' });
  });

  it('reports IDs that cannot exist', () => {
    expect(normaliseArxiv('1706.0376')).toEqual({ malformed: 'arXiv IDs from 1706 have 5-digit numbers, not 4' });
    expect(normaliseArxiv('1313.01234')).toEqual({ malformed: '1313 is not a year and month (YYMM)' });
    expect(normaliseArxiv('0901.12345')).toEqual({ malformed: 'arXiv IDs from 0901 have 4-digit numbers, not 5' });
    expect(ids('x', '', 'arXiv:2301.123456')[0]?.malformed).toBe('arXiv IDs from 2301 have 5-digit numbers, not 6');
    expect(ids('x', '', 'posted on arXiv 2017 and revised')).toEqual([]);
  });
});

describe('PubMed and PMC IDs', () => {
  it('reads PMIDs and PMC IDs from URLs and text', () => {
    expect(ids('https://pubmed.ncbi.nlm.nih.gov/27933103/')).toEqual([
      { scheme: 'pmid', id: '27933103', foundIn: 'url' },
    ]);
    expect(ids('https://www.ncbi.nlm.nih.gov/pubmed/9500320')[0]?.id).toBe('9500320');
    expect(ids('https://www.ncbi.nlm.nih.gov/pmc/articles/PMC5122160/')).toEqual([
      { scheme: 'pmcid', id: 'PMC5122160', foundIn: 'url' },
    ]);
    expect(ids('https://pmc.ncbi.nlm.nih.gov/articles/PMC5122160/')[0]?.id).toBe('PMC5122160');
    expect(ids('https://europepmc.org/article/MED/27933103')[0]?.id).toBe('27933103');
    expect(
      ids('x', '', 'J Cheminform. 2016;8:66. PMID: 27933103; PMCID: PMC5122160.').map((identifier) => identifier.id),
    ).toEqual(['27933103', 'PMC5122160']);
  });

  it('reports a PMID that cannot be one', () => {
    expect(ids('x', '', 'PMID: 0123')[0]?.malformed).toBe('a PubMed ID is 1 to 9 digits');
  });
});

describe('several identifiers in one record', () => {
  it('lists each once, URL first, then title, then the reference text', () => {
    const found = ids(
      'https://arxiv.org/abs/1706.03762',
      '',
      'Vaswani A, et al. Attention is all you need. NeurIPS 2017. arXiv:1706.03762. https://doi.org/10.48550/arXiv.1706.03762',
    );
    expect(found).toEqual([
      { scheme: 'arxiv', id: '1706.03762', foundIn: 'url' },
      { scheme: 'doi', id: '10.48550/arxiv.1706.03762', foundIn: 'reference' },
    ]);
  });
});
