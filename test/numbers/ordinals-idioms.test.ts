// Issue 28, items 4, 5 and 8: ordinals are numbers, idioms are not counts, "2+1" is a schedule.
// The claims are the shapes real STORM articles wrote ("their 24th Tirthankara", "in the 3rd
// century BCE", "a two-way flow"; see test/fixtures/storm-r4/SOURCE.md); each is checked both
// through the report check (with its verbatim shortcut) and by reading every number.
import { describe, expect, it } from 'vitest';
import { checked, findingsBothWays } from './helpers.js';

const both = (claim: string, ...excerpts: string[]) => findingsBothWays(claim, excerpts);
const none = { viaCheck: [], viaEveryNumber: [] };

describe('ordinals are numbers', () => {
  it.each([
    ['Mahavira was their 24th Tirthankara.', '24th'],
    ['Ashoka ruled in the 3rd century BCE.', '3rd'],
    ['It was the twenty-fourth season.', 'twenty-fourth'],
    ['It opened in the eleventh century.', 'eleventh'],
    ['Their fifth album sold well.', 'fifth'],
  ])('reads "%s" and reports its rank when no cited source has it', (claim, text) => {
    expect(both(claim, 'Mahavira taught in the Ganges plain; his followers wrote the Agamas.')).toEqual({
      viaCheck: [text],
      viaEveryNumber: [text],
    });
  });

  it.each(['the 24th Tirthankara', 'the twenty-fourth Tirthankara', '24 Tirthankaras in all', 'the 24 th'])(
    'grounds "24th" by "%s"',
    (excerpt) => {
      expect(both('Mahavira was their 24th Tirthankara.', `Jains count ${excerpt}.`)).toEqual(none);
    },
  );

  it('grounds "twenty-fourth" by "24th" and by "24"', () => {
    expect(both('He was the twenty-fourth.', 'He was the 24th.')).toEqual(none);
    expect(both('He was the twenty-fourth.', 'There were 24 of them.')).toEqual(none);
  });

  it('grounds "3rd" by "third", though "first", "second" and "third" alone are never reported', () => {
    expect(both('The 3rd wave was small.', 'The third wave was small.')).toEqual(none);
    expect(checked('At first, a second look at the third way.')).toEqual([]);
    expect(both('At first it rose.', 'It fell.')).toEqual(none);
  });

  it('grounds a rank up to 31 by the day of a date ("on the 24th" by "24 March 2020")', () => {
    expect(both('The vote was on the 24th.', 'The vote was held on 24 March 2020.')).toEqual(none);
    expect(both('The vote was on the 25th.', 'The vote was held on 24 March 2020.').viaEveryNumber).toEqual(['25th']);
  });

  it('reads "twenty-first" as 21, not 20', () => {
    expect(checked('in the twenty-first century')).toEqual([
      { text: 'twenty-first', value: 21, unit: null, kind: 'ordinal' },
    ]);
    expect(both('in the twenty-first century', 'twenty members').viaEveryNumber).toEqual(['twenty-first']);
  });

  it('keeps dates and fractions as they were: "March 1st, 2020", "a fifth of them"', () => {
    expect(checked('on March 1st, 2020')).toMatchObject([{ kind: 'date', value: 20200301 }]);
    expect(checked('a fifth of them')).toMatchObject([{ text: 'a fifth', unit: 'percent' }]);
    expect(checked('the fifth of them')).toMatchObject([{ text: 'fifth', value: 5, kind: 'ordinal' }]);
  });
});

describe('idioms are not counts', () => {
  it.each(['a two-way flow', 'one-sided', 'three-dimensional', 'a two-pronged approach', 'a 2-way street'])(
    'reads no number in "%s"',
    (text) => {
      expect(checked(`Context ${text} here.`)).toEqual([]);
    },
  );

  it('does not let an idiom ground a count ("two-way" is no 2)', () => {
    expect(both('Two agencies signed it.', 'A two-way agreement was signed.').viaEveryNumber).toEqual(['Two']);
  });

  it('still reads a count joined by a hyphen: "a two-year study", "three-fold"', () => {
    expect(checked('a two-year study')).toMatchObject([{ text: 'two', value: 2 }]);
  });
});

describe('"2+1" is a schedule', () => {
  it('reads "non-inferior to 2+1" as the schedule "2+1", not a count 2 and a count 1', () => {
    expect(checked('responses non-inferior to 2+1 for 12 of the 13 serotypes')).toEqual([
      { text: '2+1', value: 2, unit: null, kind: 'schedule' },
      { text: '12', value: 12, unit: null, kind: 'number' },
      { text: '13', value: 13, unit: null, kind: 'number' },
    ]);
  });

  it('is grounded by the same schedule only', () => {
    expect(both('It replaced the 2+1 schedule.', 'the current schedule (“2+1”)')).toEqual(none);
    expect(both('It replaced the 2+1 schedule.', 'the 1+1 group, 2 doses and 1 booster')).toEqual({
      viaCheck: ['2+1'],
      viaEveryNumber: ['2+1'],
    });
  });

  it('does not ground a count: "2+1" in a source is no "2"', () => {
    expect(both('It gave 2 doses.', 'the 2+1 schedule').viaEveryNumber).toEqual(['2']);
  });

  it('leaves arithmetic and spaced sums as numbers', () => {
    expect(checked('2+1=3').map((f) => f.text)).toEqual(['2', '1', '3']);
    expect(checked('2 + 1').map((f) => f.text)).toEqual(['2', '1']);
  });
});

describe("a reference's number is its name", () => {
  // A STORM lead's reference list, as guestrin-lab/deepscholar-bench's STORM baseline wrote it
  // (tests/baselines_results/storm/1/…/storm_gen_article_polished.md at 6ff05aa; MIT).
  it('reads "Reference 1 from collected information" as a label, not a count of 1', () => {
    expect(checked('Reference 1 from collected information')).toEqual([]);
    expect(checked('(reference 5 from collected information)')).toEqual([]);
    expect(checked('The reference 5 patients were excluded.')).toMatchObject([{ text: '5' }]);
  });
});
