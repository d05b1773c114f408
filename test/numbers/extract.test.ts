import { describe, expect, it } from 'vitest';
import { extractNumbers } from '../../src/numbers/index.js';
import { checked, readings } from './helpers.js';

describe('extractNumbers: plain numbers', () => {
  it('reads integers and decimals', () => {
    expect(checked('We enrolled 312 adults and followed them for 12.5 months.')).toEqual([
      { text: '312', value: 312, unit: null, kind: 'number' },
      { text: '12.5', value: 12.5, unit: null, kind: 'number' },
    ]);
  });

  it('reads thousands separators: comma, dot, apostrophe and spaces of every width', () => {
    for (const text of ['1,000', '1.000.000', "1'000", '1 000', '1\u00A0000', '1\u202F000', '1\u2009000']) {
      const v = text.replace(/[^0-9]/g, '');
      expect(readings(`about ${text} people`)).toContain(Number(v));
    }
  });

  it('reads a decimal comma, and both marks together', () => {
    expect(readings('a rate of 12,5 per thousand')).toEqual([12.5]);
    expect(readings('spent 1.000,5 and 1,000.5')).toEqual([1000.5, 1000.5]);
    expect(readings('a share of 0,125')).toEqual([0.125]);
    expect(readings('p was .05')).toEqual([0.05]);
  });

  it('keeps both readings of "1.000", which differ between English and German', () => {
    const [fact] = extractNumbers('They paid 1.000 in fees.');
    expect(fact?.values).toEqual([1, 1000]);
  });

  it('reads "1,000" as one thousand only', () => {
    expect(readings('They paid 1,000 in fees.')).toEqual([1000]);
  });

  it('does not join a plain space after a long group or before a short one', () => {
    expect(readings('In 2018 120 people and 5 10 things')).toEqual([2018, 120, 5, 10]);
  });
});

describe('extractNumbers: percentages', () => {
  it.each(['12 percent', '12 per cent', '12 %', '12%', '12 pct', '12-percent', '12 percentage points', '12\u00A0%'])(
    'reads "%s" as 12 percent',
    (spelling) => {
      expect(checked(`It fell by ${spelling} overall.`)).toMatchObject([
        { value: 12, unit: 'percent', kind: 'percent' },
      ]);
    },
  );

  it('reads a decimal percentage', () => {
    expect(checked('It fell by 12,5 %.')).toMatchObject([{ value: 12.5, unit: 'percent' }]);
  });
});

describe('extractNumbers: currency amounts', () => {
  it.each([
    ['EUR 112 million', 112e6, 'EUR'],
    ['112 million euros', 112e6, 'EUR'],
    ['€112m', 112e6, 'EUR'],
    ['€ 112 m', 112e6, 'EUR'],
    ['$3.4 billion', 3.4e9, 'USD'],
    ['US$3.4bn', 3.4e9, 'USD'],
    ['£2bn', 2e9, 'GBP'],
    ['USD 5', 5, 'USD'],
    ['5 dollars', 5, 'USD'],
    ['5 US dollars', 5, 'USD'],
    ['$5k', 5000, 'USD'],
    ['¥300', 300, 'JPY'],
    ['CHF 40', 40, 'CHF'],
    ['12 345,67 €', 12345.67, 'EUR'],
    ['three million euros', 3e6, 'EUR'],
  ])('reads "%s"', (spelling, value, unit) => {
    expect(checked(`The budget was ${spelling} last year.`)).toMatchObject([{ value, unit, kind: 'currency' }]);
  });

  it('reads scale words without a currency', () => {
    expect(checked('Some 1.2 million people and 3 thousand firms')).toMatchObject([
      { value: 1.2e6, unit: null },
      { value: 3000, unit: null },
    ]);
  });

  it('reads "bn" and "mn" as scales everywhere, but "m" and "k" only as possible scales', () => {
    expect(readings('2bn')).toEqual([2e9]);
    expect(readings('a 10m rope')).toEqual([10, 1e7]);
    expect(readings('a 5k run')).toEqual([5000, 5]);
  });
});

describe('extractNumbers: years and dates', () => {
  it('marks a year', () => {
    expect(checked('in 2018 and since 1990')).toMatchObject([
      { text: '2018', value: 2018, kind: 'year' },
      { text: '1990', value: 1990, kind: 'year' },
    ]);
  });

  it.each(['1 March 2018', '1st March 2018', 'March 1, 2018', 'March 1st, 2018', '2018-03-01', '1 Mar. 2018'])(
    'reads "%s" as a date',
    (spelling) => {
      expect(checked(`It opened on ${spelling}.`)).toMatchObject([
        { text: spelling, value: 20180301, unit: 'date', kind: 'date' },
      ]);
    },
  );

  it('keeps both readings of a numeric date whose day and month can swap', () => {
    const [fact] = extractNumbers('on 01/03/2018');
    expect(fact?.values).toEqual([20180301, 20180103]);
  });

  it('reads a month and year, and a day and month without a year', () => {
    expect(checked('in March 2018 and on 5 May')).toMatchObject([
      { text: 'March 2018', value: 20180300 },
      { text: '5 May', value: 505 },
    ]);
  });

  it('needs a capital for a month: "may" is a verb', () => {
    expect(checked('this may 12 times')).toMatchObject([{ text: '12', unit: null }]);
  });
});

describe('extractNumbers: ranges', () => {
  it.each(['10-12', '10–12', '10 - 12', '10 to 12', 'between 10 and 12'])('reads each end of "%s"', (spelling) => {
    expect(checked(`It took ${spelling} days.`)).toMatchObject([
      { value: 10, kind: 'range' },
      { value: 12, kind: 'range' },
    ]);
  });

  it('gives both ends the unit and scale stated once', () => {
    const facts = extractNumbers('between 10 and 12 million euros, and 5-7%');
    expect(facts.map((f) => [f.values ?? [f.value], f.unit])).toEqual([
      [[10e6, 10], 'EUR'],
      [[12e6], 'EUR'],
      [[5], 'percent'],
      [[7], 'percent'],
    ]);
  });

  it('does not read "and" as a range without "between"', () => {
    expect(checked('10 and 12')).toMatchObject([{ kind: 'number' }, { kind: 'number' }]);
  });

  it('expands a short second year', () => {
    const facts = extractNumbers('in 2019-20');
    expect(facts[1]?.values).toEqual([2020, 20]);
  });

  it('lends the month of a date to a bare day', () => {
    expect(checked('from 1-3 March 2020')).toMatchObject([{ value: 20200301 }, { value: 20200303 }]);
    expect(checked('from March 1-3, 2020')).toMatchObject([{ value: 20200301 }, { value: 20200303 }]);
  });
});

describe('extractNumbers: number words', () => {
  it('reads number words up to twenty, in any case', () => {
    expect(checked('twelve, Twenty, SEVEN and nineteen')).toMatchObject([
      { value: 12, kind: 'word' },
      { value: 20, kind: 'word' },
      { value: 7, kind: 'word' },
      { value: 19, kind: 'word' },
    ]);
  });

  it('reads compounds and scales', () => {
    expect(readings('twenty-five, two hundred, three million')).toEqual([25, 200, 3e6]);
  });

  it('reads "1 in 5" and "one in five" as a share with both counts', () => {
    const [a] = extractNumbers('1 in 5 adults');
    expect(a).toMatchObject({ text: '1 in 5', value: 20, unit: 'percent' });
    expect(a?.parts?.map((p) => p.value)).toEqual([1, 5]);
    expect(checked('one in five adults')).toMatchObject([{ value: 20 }]);
  });
});

describe('extractNumbers: what is not a quantity', () => {
  it.each([
    'COVID-19',
    'SARS-CoV-2',
    'N95',
    'H1N1',
    'IL-6',
    'B.1.1.7',
    'Phase 3',
    'phase 2/3',
    'Type 2 diabetes',
    'Table 1',
    'Fig. 2',
    'version 1.2.3',
    'v2.0',
    '1.2.3',
    'https://example.org/report/2021/12',
    'www.example.org/12',
    'doi:10.1000/182',
    'see [3]',
    'see [1, 4-6]',
    'one of the studies',
    'one study',
    'a million doses',
    '3/4 of them',
    'at 10:30',
    '2019-nCoV',
    'a 3D model',
    '5G masts',
    'coronavirus disease 2019',
    'COVID 19',
    'No. 5',
    '#4',
    'omega-3',
    'CD4+ cells',
    'vitamin B12',
    'PM2.5',
  ])('reports nothing in "%s"', (text) => {
    expect(checked(`Context ${text} here.`)).toEqual([]);
  });

  it('reads fraction words as shares, which are checked (issue 13: "two-thirds" was skipped before)', () => {
    expect(checked('Context two-thirds here.')).toMatchObject([{ text: 'two-thirds', unit: 'percent', kind: 'word' }]);
    expect(checked('Context two-thirds here.')[0]?.value).toBeCloseTo(66.667, 3);
  });

  it('skips list markers', () => {
    expect(checked('Steps:\n1. Wash\n2) Dry\n(3) Rest. 4. Repeat; and 5) go')).toEqual([]);
  });

  it('still reads a hyphen after an English prefix', () => {
    expect(checked('by mid-2020')).toMatchObject([{ value: 2020, kind: 'year' }]);
  });

  it('still reads numbers glued to lower-case units', () => {
    expect(checked('5mg and 10km and a 12-week course')).toMatchObject([{ value: 5 }, { value: 10 }, { value: 12 }]);
  });

  it('keeps skipped numbers as ground-only readings', () => {
    expect(extractNumbers('COVID-19')).toMatchObject([{ value: 19, groundOnly: true }]);
  });

  it('finds nothing in text without numbers', () => {
    expect(extractNumbers('The study demonstrated a causal treatment effect.')).toEqual([]);
    expect(extractNumbers('')).toEqual([]);
  });

  it('reports offsets into the text', () => {
    const text = 'It fell by 12 percent.';
    const [f] = extractNumbers(text);
    expect(f && text.slice(f.start, f.end)).toBe('12 percent');
  });
});
