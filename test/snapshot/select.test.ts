// Passage selection: passages, BM25 ranking, the numbers and quotations a sentence states, and the size bound.
import { describe, expect, it } from 'vitest';
import { splitPassages, PASSAGE_MAX } from '../../src/snapshot/passages.js';
import { findQuotation, quotationsIn } from '../../src/binding/quotations.js';
import { selectPassages, TOP_K } from '../../src/snapshot/select.js';
import { FILE_BUDGET, SOURCE_BUDGET } from '../../src/snapshot/run.js';
import { LONG_NUMBERS } from './site.js';

const sentence = (statement: string, claimId = 'c1') => ({ claimId, claimSha256: 'a'.repeat(64), statement });

describe('passages', () => {
  it('joins short blocks, cuts long ones at sentence ends, and covers the text with exact offsets', () => {
    const text = ['Heading', 'A short line.', `${'Long sentence about harbour ferries. '.repeat(60)}`, 'Tail.'].join(
      '\n',
    );
    const spans = splitPassages(text);
    for (const span of spans) {
      expect(span.end - span.start).toBeLessThanOrEqual(PASSAGE_MAX);
      expect(text.slice(span.start, span.end)).toBe(text.slice(span.start, span.end).trim());
    }
    expect(text.slice(spans[0]?.start, spans[0]?.end).startsWith('Heading\nA short line.')).toBe(true);
    const covered = spans
      .map((span) => text.slice(span.start, span.end))
      .join(' ')
      .replace(/\s+/g, ' ');
    expect(covered).toBe(text.replace(/\s+/g, ' ').trim());
  });

  it('never puts lines of two groups (main content, page around it) in one passage', () => {
    const text = 'Menu\nHome\nThe article text.\nMore article text.';
    const spans = splitPassages(text, (line) => (line.includes('article') ? 1 : 0));
    expect(spans.map((span) => text.slice(span.start, span.end))).toEqual([
      'Menu\nHome',
      'The article text.\nMore article text.',
    ]);
  });
});

describe('quotations', () => {
  it('reads double quotation marks of several kinds, not apostrophes', () => {
    expect(
      quotationsIn('He called it “a turning point” and "the end of an era"; the council’s ‘plan’ «fonctionne bien».'),
    ).toEqual(['a turning point', 'the end of an era', 'fonctionne bien']);
    // One word in quotation marks is a term or a scare quote, as in a real Claude-agent report: not a quotation.
    expect(quotationsIn('It works by giving different agents different "lenses" [5], a «mot» and “AI”.')).toEqual([]);
  });

  it('finds a quotation on the ladder: verbatim, then folding whitespace, case and typography', () => {
    const page = 'The report calls it the  Busiest crossing in the region — by far.';
    expect(findQuotation('the  Busiest crossing', page)).toMatchObject({ found: 'exact' });
    expect(findQuotation('the busiest crossing in the region - by far', page)).toMatchObject({
      found: 'typography',
      start: 20,
    });
    expect(findQuotation('a triumph of planning', page)).toBeNull();
  });
});

describe('selectPassages', () => {
  const paragraphs = [
    ...Array.from(
      { length: 6 },
      (_, i) =>
        `Harbour ferry ridership on the harbour routes rose again in district ${String.fromCharCode(65 + i)}, the review of harbour ferry ridership says, with counts made on weekdays and weekends at every terminal of the network by the monitoring office, which audits each count before it is published.`,
    ),
    'At year end the operator kept 37 vessels in service.',
  ];
  const page = { all: paragraphs.join('\n'), main: null };

  it('keeps the top passages by rank and the passage holding a number the sentence states', () => {
    const selection = selectPassages(
      page,
      [sentence('Harbour ferry ridership rose on the harbour routes, and 37 vessels were in service.')],
      100_000,
    );
    const texts = selection.sentences[0]?.passages.map((index) => selection.passages[index]?.text) ?? [];
    expect(texts.some((text) => text?.includes('37 vessels'))).toBe(true);
    // The ranking alone would not keep it: more than TOP_K passages outrank it.
    const ranked = selectPassages(page, [sentence('Harbour ferry ridership rose on the harbour routes.')], 100_000);
    expect(ranked.passages).toHaveLength(TOP_K);
    expect(ranked.passages.some((passage) => passage.text.includes('37 vessels'))).toBe(false);
  });

  it('stays within its budget, taking each sentence’s most important passages first', () => {
    const long = { all: LONG_NUMBERS.join('\n'), main: null };
    const numbers = LONG_NUMBERS.map((_, i) => 1000 + i * 37).join(', ');
    const selection = selectPassages(
      long,
      [
        sentence(`The counters recorded ${numbers} crossings.`),
        sentence('Wave 3 recorded 1074 crossings of the harbour.', 'c2'),
      ],
      5000,
    );
    const used = selection.passages.reduce((sum, passage) => sum + passage.text.length, 0);
    expect(used).toBeLessThanOrEqual(5000);
    expect(selection.omitted).toBeGreaterThan(0);
    // The second sentence's one number is kept, though the first wants more than the budget holds.
    const second = selection.sentences[1]?.passages.map((index) => selection.passages[index]?.text ?? '') ?? [];
    expect(second.some((text) => text.includes('1074 crossings'))).toBe(true);
  });

  it('a snapshot file of 50 sources holds at most 1 MB of passages, each source at most 20,000 characters', () => {
    expect(Math.min(SOURCE_BUDGET, Math.floor(FILE_BUDGET / 50)) * 50).toBeLessThanOrEqual(1_000_000);
    expect(Math.min(SOURCE_BUDGET, Math.floor(FILE_BUDGET / 200)) * 200).toBeLessThanOrEqual(1_000_000);
  });
});
