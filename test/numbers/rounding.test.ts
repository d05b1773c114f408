import { describe, expect, it } from 'vitest';
import { extractNumbers } from '../../src/numbers/index.js';
import { flagged, itFlags, itGrounds } from './helpers.js';

// Issue 13, rule 3: a claim number is grounded by an excerpt value that rounds to it at the claim's
// precision. Hedges ("about", "nearly") widen nothing.

describe('rule 3: rounding at the claim precision', () => {
  itGrounds([
    ['About 39% of staff were infected.', 'Of the staff, 39.2% were infected.'],
    ['The rate was 4.9%.', 'The rate was 4.8951%.'],
    ['Unemployment fell to 18%.', 'Unemployment fell to 17.8 percent.'],
    ['Roughly 1.2 million people moved.', 'In total 1,234,567 people moved.'],
    ['It cost EUR 3 million.', 'It cost EUR 3.2 million.'],
    ['Symptoms lasted 12 days on average.', 'Symptoms lasted 11.6 days on average.'],
    ['The share rose to 12.5%.', 'The share rose to 12.46 percent.'],
    // Exactly half a step either way: the excerpt could have been rounded to either.
    ['The median was 3 days.', 'The median was 2.5 days.'],
    ['The median was 2 days.', 'The median was 2.5 days.'],
  ]);

  itFlags([
    // A hedge widens nothing.
    ['About 45% of staff were infected.', 'Of the staff, 39.2% were infected.', ['45%']],
    ['Nearly 40% of staff were infected.', 'Of the staff, 39.2% were infected.', ['40%']],
    // Rounded the wrong way, or beyond the claim's precision.
    ['The rate was 4.8%.', 'The rate was 4.8951%.', ['4.8%']],
    ['Unemployment fell to 18%.', 'Unemployment fell to 18.6 percent.', ['18%']],
    ['Roughly 1.3 million people moved.', 'In total 1,234,567 people moved.', ['1.3 million']],
    // A claim more precise than its source is not grounded by the rounder figure.
    ['Of the staff, 39.2% were infected.', 'About 39% of staff were infected.', ['39.2%']],
    // Years and number words are exact: no one writes "two" for 1.77.
    ['Two new studies agree.', 'The risk ratio was 1.77.', ['Two']],
    ['It started in 2019.', 'The index stood at 2018.6.', ['2019']],
  ]);

  it('records the step each number is written with', () => {
    const steps = extractNumbers('39% and 4.8951%, 1.2 million, 10m, 12 500, in 2019, twelve').map((f) => [
      f.text,
      f.step,
    ]);
    expect(steps).toEqual([
      ['39%', 1],
      ['4.8951%', 0.0001],
      ['1.2 million', 100_000],
      ['10m', 1],
      ['12 500', 1],
      ['2019', undefined],
      ['twelve', undefined],
    ]);
  });

  it('rounds a scaled reading at its own scale: "10m" is 10 or 10 million', () => {
    expect(flagged('The rope was 10m long.', 'The rope was 9.7 metres long.')).toEqual([]);
    expect(flagged('It raised 10m.', 'It raised 10,400,000.')).toEqual([]);
    expect(flagged('It raised 10m.', 'It raised 10,600,000.')).toEqual(['10m']);
  });
});
