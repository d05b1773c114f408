import { describe, expect, it } from 'vitest';
import { articleSentences, sentenceIds } from '../../src/formats/sentences/article.js';
import { claimFingerprint } from '../../src/text/fingerprint.js';

const cites = (text: string) => articleSentences(text).map(({ statement, citations }) => [statement, citations]);

describe('article sentences', () => {
  it('reads markers before the full stop, after it, in runs, and with a space before them', () => {
    expect(cites('He was the youngest of three siblings[1]. He loved music.[1][2] He joined in 2005 [3]. He left.')).toEqual([
      ['He was the youngest of three siblings.', ['1']],
      ['He loved music.', ['1', '2']],
      ['He joined in 2005.', ['3']],
      ['He left.', []],
    ]);
  });

  it('reads "[1, 2]" as two citations (STORM removes both forms) and keeps repeats in order', () => {
    expect(cites('A fact [1, 2]. Another [2][2][01].')).toEqual([
      ['A fact.', ['1', '2']],
      ['Another.', ['2', '2', '1']],
    ]);
  });

  it('keeps "Feb. 17", "U.S.", titles and initials inside their sentence', () => {
    expect(articleSentences('He was born Feb. 17, 1972 in Texas. He moved to the U.S. Army base. Mr. Smith met J. R. R. Tolkien. It is No. 1 on the list.').map((s) => s.statement)).toEqual([
      'He was born Feb. 17, 1972 in Texas.',
      'He moved to the U.S. Army base.',
      'Mr. Smith met J. R. R. Tolkien.',
      'It is No. 1 on the list.',
    ]);
  });

  it('skips headings and blank lines, and gives each sentence its offset in the article', () => {
    const text = '# summary\n\nFirst sentence[1]. Second one.\n## Early life\n  Third, indented[2].';
    const sentences = articleSentences(text);
    expect(sentences.map((s) => s.statement)).toEqual(['First sentence.', 'Second one.', 'Third, indented.']);
    expect(sentences.map((s) => text.slice(s.offset, s.offset + 5))).toEqual(['First', 'Secon', 'Third']);
  });

  it('gives a line of bare markers to the sentence before it', () => {
    expect(cites('A claim.\n[4][5]\nNext.')).toEqual([
      ['A claim.', ['4', '5']],
      ['Next.', []],
    ]);
  });

  it('reads curly quotes and a quotation ending a sentence', () => {
    expect(cites('He said, “I guess that’s what I’ve been struggling for.” This drove him[9].')).toEqual([
      ['He said, “I guess that’s what I’ve been struggling for.”', []],
      ['This drove him.', ['9']],
    ]);
  });
});

describe('sentence IDs', () => {
  it('are s- and 10 hex digits of the fingerprint, with -2 for a repeated sentence', () => {
    const ids = sentenceIds(['One.', 'Two.', 'one.']);
    expect(ids[0]!.id).toBe(`s-${claimFingerprint('One.').slice(0, 10)}`);
    expect(ids[2]!.id).toBe(`${ids[0]!.id}-2`); // same fingerprint after case folding
    expect(ids[1]!.sha256).toBe(claimFingerprint('Two.'));
  });

  it('do not move when a sentence is inserted or deleted elsewhere, and change for an edited one', () => {
    const before = sentenceIds(['Alpha is first.', 'Beta is second.', 'Gamma is third.']).map((entry) => entry.id);
    const inserted = sentenceIds(['Alpha is first.', 'A new sentence.', 'Beta is second.', 'Gamma is third.']).map((entry) => entry.id);
    const edited = sentenceIds(['Alpha is first.', 'Beta is 2nd.', 'Gamma is third.']).map((entry) => entry.id);
    expect(inserted.filter((id) => before.includes(id))).toEqual(before);
    expect(edited.filter((id) => !before.includes(id))).toHaveLength(1);
    expect(edited[0]).toBe(before[0]);
    expect(edited[2]).toBe(before[2]);
  });
});
