import { describe, expect, it } from 'vitest';
import { indexFacts } from '../../src/numbers/ground.js';
import { extractNumbers, findUngroundedNumbers, groundNumbers, indexNumbers } from '../../src/numbers/index.js';

/** The texts of the claim's numbers that the excerpts do not ground. */
const missing = (claim: string, ...excerpts: string[]): string[] =>
  findUngroundedNumbers(claim, excerpts).map((u) => u.text);

describe('grounding: equal values in other spellings', () => {
  it.each(['12 %', '12 per cent', '12%', '12 pct', '12 percent', '12,0 %', 'twelve percent'])(
    'grounds "12 percent" by "%s"',
    (spelling) => {
      expect(missing('Travel time fell by 12 percent.', `Travel time fell by ${spelling} last year.`)).toEqual([]);
    },
  );

  it.each(['EUR 112 million', '€112m', '112,000,000', '112.000.000', '112 000 000', '€ 112 mn', '112 million'])(
    'grounds "112 million euros" by "%s"',
    (spelling) => {
      expect(missing('Revenue reached 112 million euros.', `Revenue was ${spelling}.`)).toEqual([]);
    },
  );

  it('grounds scale words by digits and digits by scale words', () => {
    expect(missing('About 1.2 million people moved.', 'In total 1,200,000 people moved.')).toEqual([]);
    expect(missing('In total 1,200,000 people moved.', 'About 1.2 million people moved.')).toEqual([]);
    expect(missing('It cost $3.4bn.', 'It cost 3,400 million dollars.')).toEqual([]);
  });

  it('grounds across thousands separators of both conventions', () => {
    expect(missing('We surveyed 12,500 households.', 'Die Umfrage erreichte 12.500 Haushalte.')).toEqual([]);
    expect(missing('We surveyed 12.500 households.', 'We surveyed 12500 households.')).toEqual([]);
    expect(missing('We surveyed 12 500 households.', 'We surveyed 12,500 households.')).toEqual([]);
    expect(missing('We surveyed 12\u202F500 households.', 'We surveyed 12500 households.')).toEqual([]);
  });

  it('grounds a decimal comma by a decimal point', () => {
    expect(missing('The rate was 12,5 percent.', 'The rate was 12.5%.')).toEqual([]);
  });

  it('grounds a currency sign by its code and its name', () => {
    expect(missing('It cost €40.', 'It cost EUR 40.')).toEqual([]);
    expect(missing('It cost EUR 40.', 'It cost 40 euros.')).toEqual([]);
    expect(missing('It cost 5 dollars.', 'It cost $5.')).toEqual([]);
    expect(missing('It cost £2bn.', 'It cost GBP 2 billion.')).toEqual([]);
  });

  it('grounds a unit on one side by a bare number on the other', () => {
    expect(missing('It fell by 12 percent.', 'It fell from 100 to 88, by 12.')).toEqual([]);
    expect(missing('It fell by 12.', 'It fell by 12%.')).toEqual([]);
  });

  it('grounds number words by digits and digits by number words', () => {
    expect(missing('Twelve sites took part.', '12 sites took part.')).toEqual([]);
    expect(missing('12 sites took part.', 'Twelve sites took part.')).toEqual([]);
    expect(missing('Twenty-five sites took part.', '25 sites took part.')).toEqual([]);
    expect(missing('1 in 5 adults', 'one in five adults')).toEqual([]);
    expect(missing('1 in 5 adults', '20% of adults')).toEqual([]);
  });

  it('grounds a range by the same range in another spelling', () => {
    for (const spelling of ['10-12', '10–12', '10 to 12', 'between 10 and 12', 'ten to twelve']) {
      expect(missing('It took 10-12 days.', `It took ${spelling} days.`)).toEqual([]);
      expect(missing(`It took ${spelling} days.`, 'It took 10-12 days.')).toEqual([]);
    }
    expect(missing('between 10 and 12 million euros', 'EUR 10m to EUR 12m')).toEqual([]);
  });

  it('grounds each end of a range on its own', () => {
    expect(missing('It took 10-14 days.', 'It took 10-12 days.')).toEqual(['14']);
  });

  it('grounds a year by the same year, alone or inside a date', () => {
    expect(missing('The rule changed in 2018.', 'The threshold was 20 units in 2018.')).toEqual([]);
    expect(missing('The rule changed in 2018.', 'It was amended on 1 March 2018.')).toEqual([]);
    expect(missing('by mid-2020', 'in 2020')).toEqual([]);
  });

  it('grounds dates across formats', () => {
    for (const spelling of ['1 March 2018', 'March 1, 2018', '2018-03-01', '01/03/2018', '1st March 2018']) {
      expect(missing('It opened on March 1, 2018.', `It opened on ${spelling}.`)).toEqual([]);
    }
    expect(missing('It opened in March 2018.', 'It opened on 1 March 2018.')).toEqual([]);
    expect(missing('It opened on 1 March 2018.', 'On 1 March the site opened (annual report 2018).')).toEqual([]);
  });

  it('grounds a claim by any of several excerpts', () => {
    expect(missing('From 12 to 15 percent.', 'It was 12% at first.', 'It later reached 15 %.')).toEqual([]);
  });

  it('uses a relative float tolerance', () => {
    expect(missing('It reached 0.3 percent.', 'It reached 0.30000000000000004%.')).toEqual([]);
    expect(missing('A gain of 1.1 billion.', 'A gain of 1,100,000,000.')).toEqual([]);
  });
});

describe('grounding: what fires', () => {
  it('fires on a different value', () => {
    expect(findUngroundedNumbers('Travel time fell by 15 percent.', ['Travel time fell by 12 percent.'])).toEqual([
      { text: '15 percent', value: 15, unit: 'percent', start: 20, end: 30 },
    ]);
  });

  it('fires on a different currency', () => {
    expect(missing('Revenue was EUR 112 million.', 'Revenue was USD 112 million.')).toEqual(['EUR 112 million']);
    expect(missing('It cost £5.', 'It cost $5.')).toEqual(['£5']);
  });

  it('fires on a scale that differs', () => {
    expect(missing('Revenue was 112 million.', 'Revenue was 112 billion.')).toEqual(['112 million']);
    expect(missing('Revenue was 112 million.', 'Revenue was 112 thousand.')).toEqual(['112 million']);
  });

  it('fires on a year the excerpt does not state', () => {
    expect(missing('It will work in 2035.', 'It met its target in 2026.')).toEqual(['2035']);
  });

  it('fires on a date that differs in its day', () => {
    expect(missing('It opened on 2 March 2018.', 'It opened on 1 March 2018.')).toEqual(['2 March 2018']);
  });

  it('fires on a number word', () => {
    expect(missing('Twelve sites took part.', 'Eleven sites took part.')).toEqual(['Twelve']);
  });

  it('reports offsets into the statement', () => {
    const claim = 'Costs rose to EUR 15 million in 2019.';
    const [u] = findUngroundedNumbers(claim, ['Costs rose to EUR 12 million in 2019.']);
    expect(u && claim.slice(u.start, u.end)).toBe('EUR 15 million');
    expect(u).toMatchObject({ value: 15e6, unit: 'EUR' });
  });
});

describe('grounding: no false alarms', () => {
  it.each([
    ['COVID-19 cases rose.', 'Cases of the disease rose.'],
    ['SARS-CoV-2 spreads by air.', 'The virus spreads by air.'],
    ['N95 respirators help.', 'Respirators help.'],
    ['H1N1 returned.', 'Influenza returned.'],
    ['IL-6 levels rose.', 'Interleukin levels rose.'],
    ['The B.1.1.7 variant spread.', 'The Alpha variant spread.'],
    ['A Phase 3 trial is planned.', 'A phase III trial is planned.'],
    ['People with type 2 diabetes are at risk.', 'People with diabetes are at risk.'],
    ['See version 2.4.1 of the tool.', 'See the tool.'],
    ['See https://example.org/2021/report-12 for details.', 'See the report.'],
    ['Masks work [3].', 'Masks work.'],
    ['One of the studies found an effect.', 'A study found an effect.'],
    ['The first wave was small.', 'The initial wave was small.'],
    ['The 3rd wave was small.', 'The third wave was small.'],
    ['A million doses arrived.', 'About 950,000 doses arrived.'],
    ['Two-thirds agreed.', '66.7% agreed.'],
    ['Coronavirus disease 2019 spread.', 'COVID-19 spread.'],
    ['Levels of interleukin 6 rose.', 'IL-6 levels rose.'],
  ])('"%s" against "%s"', (claim, excerpt) => {
    expect(missing(claim, excerpt)).toEqual([]);
  });

  it('grounds a year by the same year in a longer sentence', () => {
    expect(
      missing(
        'The threshold was set in 2018.',
        'This archived guidance states that the threshold was 20 units in 2018.',
      ),
    ).toEqual([]);
  });

  it('returns [] without excerpts', () => {
    expect(findUngroundedNumbers('It fell by 15 percent.', [])).toEqual([]);
    expect(groundNumbers(extractNumbers('It fell by 15 percent.'), [])).toEqual([]);
  });

  it('returns [] for a claim without numbers', () => {
    expect(findUngroundedNumbers('The study demonstrated a causal effect.', ['Nothing here.'])).toEqual([]);
  });
});

describe('groundNumbers with excerpt indexes made once', () => {
  it('agrees with findUngroundedNumbers, however often an index is reused', () => {
    const claim = 'Revenue rose from 100 million to 115 million euros in 2019.';
    const excerpts = ['Revenue was EUR 100 million in 2018.', 'It reached EUR 112 million in 2019.'];
    const indexes = excerpts.map(indexNumbers);
    const viaIndexes = groundNumbers(extractNumbers(claim), indexes);
    expect(viaIndexes).toEqual(findUngroundedNumbers(claim, excerpts));
    expect(viaIndexes.map((u) => u.text)).toEqual(['115 million euros']);
    expect(groundNumbers(extractNumbers(claim), indexes)).toEqual(viaIndexes);
  });

  it('accepts hand-made facts without the optional fields', () => {
    const claim = [
      { text: '12 percent', start: 0, end: 10, value: 12, unit: 'percent' as const, kind: 'percent' as const },
    ];
    const excerpt = [indexFacts([{ text: '12', start: 0, end: 2, value: 12, unit: null, kind: 'number' as const }])];
    expect(groundNumbers(claim, excerpt)).toEqual([]);
  });
});

describe('numbers set with other spaces', () => {
  it.each([
    ['Revenue was 112\u2009million euros.', 'The accounts report revenue of EUR 112 million.'],
    ['Costs fell by 12\u2009%.', 'Costs fell by 12 percent.'],
    ['Costs fell by 12\u2002percent.', 'Costs fell by 12%.'],
  ])('%j is grounded by %j', (claim, excerpt) => {
    expect(findUngroundedNumbers(claim, [excerpt])).toEqual([]);
  });
});
