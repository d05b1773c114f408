import { describe, expect, it } from 'vitest';
import { checked, itFlags, itGrounds } from './helpers.js';

// Issue 13, rule 4: equivalent spellings on both sides. Multiplier words, fraction words, a unitless
// proportion against a percentage, decades. A word read as a number is also checked.

describe('rule 4: multiplier words', () => {
  itGrounds([
    ['Cases doubled in March.', 'Cases rose 2-fold in March.'],
    ['Cases rose 2-fold in March.', 'Cases doubled in March.'],
    ['The risk was twice as high.', 'The risk was two times as high.'],
    ['The risk was 2 times as high.', 'The risk was twice as high.'],
    ['Sales tripled.', 'Sales rose threefold.'],
    ['Sales rose 3-fold.', 'Sales tripled.'],
    ['Costs could double by 2030.', 'Costs could rise twofold by 2030.'],
    ['Admissions rose tenfold.', 'Admissions rose 10 times.'],
  ]);

  itFlags([
    ['Cases doubled in March.', 'Cases rose by a third in March.', ['doubled']],
    ['Sales tripled.', 'Sales rose twofold.', ['tripled']],
    ['The risk was twice as high.', 'The risk was 1.5 times as high.', ['twice']],
    ['Admissions rose threefold.', 'Admissions rose 4-fold.', ['threefold']],
  ]);

  it.each(['a double-blind trial', 'a double dose', 'the doubling time', 'a triple therapy', 'doubles tennis'])(
    'reads nothing in "%s"',
    (text) => {
      expect(checked(`It was ${text} here.`)).toEqual([]);
    },
  );
});

describe('rule 4: fraction words', () => {
  itGrounds([
    ['Half of the staff were infected.', 'Of the staff, 50% were infected.'],
    ['Of the staff, 50% were infected.', 'Half of the staff were infected.'],
    ['Deaths fell by a third.', 'Deaths fell by 33%.'],
    ['Deaths fell by a third.', 'Deaths fell by 33.3 percent.'],
    ['Deaths fell by 33%.', 'Deaths fell by a third.'],
    ['A quarter of adults smoke.', 'Of adults, 25 percent smoke.'],
    ['Three quarters of adults smoke.', 'Of adults, 75% smoke.'],
    ['One third of adults smoke.', 'A third of adults smoke.'],
    ['One fifth of adults smoke.', '1 in 5 adults smoke.'],
    ['Half a million people moved.', 'Some 500,000 people moved.'],
  ]);

  itFlags([
    ['Half of the staff were infected.', 'Of the staff, 48% were infected.', ['Half']],
    ['About half of the staff were infected.', 'Of the staff, 39.2% were infected.', ['half']],
    ['A quarter of adults smoke.', 'A third of adults smoke.', ['A quarter']],
    ['Three quarters of adults smoke.', 'Of adults, 70% smoke.', ['Three quarters']],
    ['Deaths fell by 30%.', 'Deaths fell by a third.', ['30%']],
  ]);

  it.each([
    'in the first half of 2020',
    'two and a half years',
    'a half-life of 6 hours',
    'a third dose',
    'the third wave',
    'in the second quarter',
    'half an hour',
  ])('reads no fraction in "%s"', (text) => {
    expect(checked(`It was ${text} here.`).filter((f) => f.unit === 'percent')).toEqual([]);
  });
});

describe('rule 4: a unitless proportion against a percentage', () => {
  itGrounds([
    ['The share was 0.42.', 'The share was 42%.'],
    ['The share was 42%.', 'The share was 0.42.'],
    ['The share was 42%.', 'The share was 0.418.'],
    ['The share was 0.5.', 'Half of them agreed.'],
  ]);

  itFlags([
    ['The share was 0.42.', 'The share was 24%.', ['0.42']],
    ['The share was 42%.', 'The share was 0.24.', ['42%']],
    // The proportion reading grounds only a percentage: 42 patients are no 0.42.
    ['The share was 0.42.', 'We saw 42 patients.', ['0.42']],
    ['The share was 42%.', 'The p value was 0.43.', ['42%']],
  ]);
});

describe('rule 4: decades', () => {
  itGrounds([
    ['It was typical of the 1970s.', 'It was typical of a Seventies man.'],
    ['It was typical of the Seventies.', 'It was typical of the 1970s.'],
    ["It was typical of the '70s.", 'It was typical of the 1970s.'],
    ['It was typical of the 1970s.', 'It was typical of the \u201970s.'],
    ['It was typical of the 70s.', 'It was typical of the seventies.'],
    ['He was in his seventies.', 'He was in his 70s.'],
  ]);

  itFlags([
    ['It was typical of the 1970s.', 'It was typical of the Eighties.', ['1970s']],
    ['It was typical of the Seventies.', 'It was typical of the 1980s.', ['Seventies']],
    ["It was typical of the '70s.", 'It was typical of the 1960s.', ["'70s"]],
  ]);
});
