import { describe, expect, it } from 'vitest';
import { claimedMetadata } from '../../src/references/claimed.js';
import { compareWithRecord, firstAuthorMatches } from '../../src/references/compare.js';
import type { RegistryRecord } from '../../src/references/record.js';

describe('what a reference claims', () => {
  it('reads APA', () => {
    const c = claimedMetadata(
      'Attention is all you need',
      'Vaswani, A., Shazeer, N., Parmar, N., et al. (2017). Attention is all you need. *Advances in Neural Information Processing Systems*, 30. arXiv:1706.03762',
    );
    expect(c).toMatchObject({
      title: 'Attention is all you need',
      authors: 'Vaswani, A., Shazeer, N., Parmar, N., et al',
      year: 2017,
      venue: 'Advances in Neural Information Processing Systems',
    });
  });

  it('reads Vancouver', () => {
    const c = claimedMetadata(
      'Deep learning',
      'LeCun Y, Bengio Y, Hinton G. Deep learning. Nature. 2015;521(7553):436-444. doi:10.1038/nature14539',
    );
    expect(c).toMatchObject({ authors: 'LeCun Y, Bengio Y, Hinton G', year: 2015, venue: 'Nature' });
  });

  it('reads IEEE with a quoted title', () => {
    const c = claimedMetadata(
      'Deep residual learning for image recognition',
      '[3] K. He, X. Zhang, S. Ren, and J. Sun, “Deep residual learning for image recognition,” in CVPR, 2016.',
    );
    expect(c).toMatchObject({ authors: 'K. He, X. Zhang, S. Ren, and J. Sun', year: 2016, venue: 'CVPR' });
  });

  it('reads a Markdown source-list entry', () => {
    const c = claimedMetadata(
      'Mastering the game of Go with deep neural networks and tree search',
      '1. Silver, D., Huang, A., et al. (2016). [Mastering the game of Go with deep neural networks and tree search](https://doi.org/10.1038/nature16961). *Nature*, 529, 484–489.',
    );
    expect(c).toMatchObject({ authors: 'Silver, D., Huang, A., et al', year: 2016, venue: 'Nature' });
  });

  it('states nothing it cannot read: no reference text, a title that is a URL', () => {
    expect(claimedMetadata('Deep learning', undefined)).toMatchObject({
      title: 'Deep learning',
      authors: null,
      year: null,
      venue: null,
    });
    expect(claimedMetadata('https://doi.org/10.1038/nature14539', undefined).title).toBeNull();
    expect(claimedMetadata('[1706.03762] Attention Is All You Need', undefined).title).toBe(
      'Attention Is All You Need',
    );
    expect(claimedMetadata('Deep learning | Nature', undefined).titles).toEqual([
      'Deep learning | Nature',
      'Deep learning',
    ]);
  });
});

const record = (over: Partial<RegistryRecord> = {}): RegistryRecord => ({
  registry: 'crossref',
  id: '10.1038/nature14539',
  url: 'https://doi.org/10.1038/nature14539',
  titles: ['Deep learning'],
  authors: [{ family: 'LeCun', name: 'LeCun, Yann' }],
  years: [2015],
  venues: ['Nature'],
  type: 'journal-article',
  retraction: null,
  ...over,
});

describe('comparing with the record', () => {
  it('finds nothing to say about a matching reference', () => {
    const c = claimedMetadata(
      'Deep learning',
      'LeCun Y, Bengio Y, Hinton G. Deep learning. Nature. 2015;521(7553):436-444.',
    );
    expect(compareWithRecord(c, record())).toEqual({
      differences: [],
      compared: ['title', 'first_author', 'year', 'venue'],
      titleSimilarity: 1,
    });
  });

  it('shows each field that differs with both values', () => {
    const c = claimedMetadata(
      'Human-level control through deep reinforcement learning',
      'Smith J, Lee K. Human-level control through deep reinforcement learning. Science. 2013;341:12-15.',
    );
    const { differences } = compareWithRecord(c, record());
    expect(differences.map((difference) => difference.field)).toEqual(['title', 'first_author', 'year', 'venue']);
    expect(differences[0]).toMatchObject({
      cited: 'Human-level control through deep reinforcement learning',
      registry: 'Deep learning',
    });
    expect(differences[2]).toMatchObject({ cited: '2013', registry: '2015' });
  });

  it('matches first authors however the names are written', () => {
    for (const cited of [
      'Vaswani, A., Shazeer, N.',
      'A. Vaswani and N. Shazeer',
      'Ashish Vaswani, Noam Shazeer',
      'Vaswani A, Shazeer N',
    ])
      expect(firstAuthorMatches(cited, 'Vaswani')).toBe(true);
    expect(firstAuthorMatches('K. He, X. Zhang', 'He')).toBe(true);
    expect(firstAuthorMatches('Smith J, et al.', 'LeCun')).toBe(false);
    expect(firstAuthorMatches('van der Maaten, L., Hinton, G.', 'van der Maaten')).toBe(true);
  });

  it('reads journal abbreviations and leaves acronyms it cannot check alone', () => {
    const venue = (cited: string, venues: string[]) =>
      compareWithRecord(
        { title: null, titles: [], authors: null, year: null, venue: cited },
        record({ venues }),
      ).compared.includes('venue')
        ? compareWithRecord({ title: null, titles: [], authors: null, year: null, venue: cited }, record({ venues }))
            .differences.length === 0
        : 'not compared';
    expect(venue('Proc Natl Acad Sci U S A', ['Proceedings of the National Academy of Sciences'])).toBe(true);
    expect(venue('N Engl J Med', ['New England Journal of Medicine', 'N Engl J Med'])).toBe(true);
    expect(venue('The Lancet', ['The Lancet', 'The Lancet'])).toBe(true);
    expect(venue('Science', ['Nature'])).toBe(false);
    expect(venue('NeurIPS', ['Advances in Neural Information Processing Systems'])).toBe('not compared');
  });
});

describe('venues written with acronyms (real reference lines)', () => {
  const verdict = (cited: string, venues: string[]) => {
    const result = compareWithRecord(
      { title: null, titles: [], authors: null, year: null, venue: cited },
      record({ venues }),
    );
    return result.compared.includes('venue') ? result.differences.length === 0 : 'not compared';
  };
  it('compares only the words the registry could write', () => {
    expect(verdict('NAACL-HLT', ['Proceedings of the 2019 Conference of the North'])).toBe('not compared');
    expect(
      verdict('EMNLP: System Demonstrations', [
        'Proceedings of the 2020 Conference on Empirical Methods in Natural Language Processing: System Demonstrations',
      ]),
    ).toBe(true);
    expect(verdict('PLoS Medicine', ['PLoS Medicine', 'PLoS Med'])).toBe(true);
    expect(verdict('BMJ', ['BMJ'])).toBe(true);
    expect(verdict('CVPR', ['2016 IEEE Conference on Computer Vision and Pattern Recognition (CVPR)'])).toBe(true);
  });
});

describe('a source-list entry that is the whole reference', () => {
  // A Markdown "## References" list of APA lines gives each record the whole line as its title.
  const entry = (line: string) =>
    claimedMetadata(line.replace(/^\d+\.\s+/, '').replace(/\s*https?:\/\/\S+$/, ''), line);

  it('reads the title proper from an APA line, so a correct reference matches', () => {
    const c = entry(
      '1. LeCun, Y., Bengio, Y., & Hinton, G. (2015). Deep learning. *Nature*, 521(7553), 436–444. https://doi.org/10.1038/nature14539',
    );
    expect(c).toMatchObject({ title: 'Deep learning', year: 2015, venue: 'Nature' });
    expect(c.authors).toMatch(/^LeCun, Y\./);
    expect(compareWithRecord(c, record()).differences).toEqual([]);
  });

  it('ends the title before "In" and keeps a colon inside it', () => {
    const c = entry(
      '4. Devlin, J., Chang, M.-W., Lee, K., & Toutanova, K. (2019). BERT: Pre-training of deep bidirectional transformers for language understanding. In *NAACL-HLT*, 4171–4186. https://doi.org/10.18653/v1/N19-1423',
    );
    expect(c.title).toBe('BERT: Pre-training of deep bidirectional transformers for language understanding');
  });

  it('reads a Vancouver line and a quoted IEEE title', () => {
    expect(
      entry(
        '2. LeCun Y, Bengio Y, Hinton G. Deep learning. Nature. 2015;521(7553):436-444. https://doi.org/10.1038/nature14539',
      ).title,
    ).toBe('Deep learning');
    expect(
      entry(
        '3. K. He, X. Zhang, S. Ren, and J. Sun, “Deep residual learning for image recognition,” in CVPR, 2016. https://doi.org/10.1109/CVPR.2016.90',
      ).title,
    ).toBe('Deep residual learning for image recognition');
  });

  it('leaves a title that is only the title alone', () => {
    expect(
      claimedMetadata('Deep learning', 'LeCun Y, Bengio Y, Hinton G. Deep learning. Nature. 2015;521(7553):436-444.')
        .title,
    ).toBe('Deep learning');
  });
});
