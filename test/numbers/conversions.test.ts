// A conversion the claim states in parentheses (issue 17, item 4): "125 mph (201 km/h)". The
// number grounded by the excerpt may stand outside or inside; the other side is grounded when it
// is that quantity converted, at the precision the claim writes it. Every pair in both directions,
// and a near case that must still be flagged.
import { describe, expect, it } from 'vitest';
import { flagged } from './helpers.js';

// [pair, claim with the outside side grounded, its excerpt, claim the other way round, its excerpt, near case]
const PAIRS: [string, string, string, string, string, string][] = [
  [
    'mph → km/h',
    'Winds reached 125 mph (201 km/h).',
    'Maximum sustained winds were 125 mph at landfall.',
    'Winds reached 201 km/h (125 mph).',
    'Sustained winds of 201 km/h were measured.',
    'Winds reached 125 mph (250 km/h).',
  ],
  [
    'km → miles',
    'The line is 10 km (6.2 mi) long.',
    'The new line runs for 10 km.',
    'The line is 6.2 miles (10 km) long.',
    'The line runs for 6.2 miles.',
    'The line is 10 km (8 miles) long.',
  ],
  [
    'ft → m',
    'The summit is 5,000 ft (1,524 m) high.',
    'The summit stands at 5,000 ft.',
    'The summit is 1,524 m (5,000 ft) high.',
    'The summit stands at 1,524 m.',
    'The summit is 5,000 ft (2,000 m) high.',
  ],
  [
    'cm → in',
    'Hail of 2.5 cm (1 in) fell.',
    'Hailstones measured 2.5 cm.',
    'Hail of 1 inch (2.5 cm) fell.',
    'Hailstones measured 1 inch.',
    'Hail of 2.5 cm (5 in) fell.',
  ],
  [
    'mm → in',
    'Up to 300 mm (12 in) of rain fell.',
    'Rainfall reached 300 mm.',
    'Up to 12 inches (300 mm) of rain fell.',
    'Rainfall reached 12 inches.',
    'Up to 300 mm (20 in) of rain fell.',
  ],
  [
    'kg → lb',
    'The sensor weighs 100 kg (220 lb).',
    'The sensor weighs 100 kg.',
    'The sensor weighs 220 pounds (100 kg).',
    'The sensor weighs 220 pounds.',
    'The sensor weighs 100 kg (150 lb).',
  ],
  [
    '°C → °F',
    'Temperatures hit 38 °C (100 °F).',
    'Temperatures hit 38 °C in the city.',
    'Temperatures hit 100°F (38°C).',
    'Temperatures hit 100°F in the city.',
    'Temperatures hit 38 °C (90 °F).',
  ],
  [
    'ha → acres',
    'The park covers 10 hectares (25 acres).',
    'The park covers 10 hectares.',
    'The park covers 25 acres (10 ha).',
    'The park covers 25 acres.',
    'The park covers 10 hectares (40 acres).',
  ],
  [
    'L → gal',
    'Each tank holds 5 L (1.3 gal).',
    'Each tank holds 5 L.',
    'Each tank holds 1.3 gallons (4.9 litres).',
    'Each tank holds 1.3 gallons.',
    'Each tank holds 5 L (3 gal).',
  ],
];

describe.each(PAIRS)('%s', (_pair, claim, excerpt, reversed, reversedExcerpt, near) => {
  it('grounds the converted number beside a grounded one', () => {
    expect(flagged(claim, excerpt)).toEqual([]);
  });
  it('the other way round', () => {
    expect(flagged(reversed, reversedExcerpt)).toEqual([]);
  });
  it('flags a converted number that is not the conversion', () => {
    expect(flagged(near, excerpt)).toHaveLength(1);
  });
  it('grounds nothing when neither side is grounded', () => {
    expect(flagged(claim, 'The report gives no figure.')).toHaveLength(2);
  });
});

describe('stated conversions', () => {
  it('the near case of the issue: "125 mph (250 km/h)" flags 250', () => {
    expect(flagged('Winds reached 125 mph (250 km/h).', 'Maximum sustained winds were 125 mph.')).toEqual(['250']);
  });

  it('a grounded number inside grounds the one outside: the excerpt gives km/h only', () => {
    expect(flagged('Winds reached 125 mph (201 km/h).', 'Sustained winds of 201 km/h were measured.')).toEqual([]);
  });

  it('reads the precision as written: 201.2 needs the tenth, 1,500 may be rounded to the hundred, 200 to the ten', () => {
    expect(flagged('Winds reached 125 mph (201.2 km/h).', '125 mph winds')).toEqual([]);
    expect(flagged('Winds reached 125 mph (201.9 km/h).', '125 mph winds')).toEqual([]); // 125.45 mph also writes as 125
    expect(flagged('Winds reached 125 mph (202.5 km/h).', '125 mph winds')).toEqual(['202.5']);
    expect(flagged('The summit is 5,000 ft (1,500 m) high.', 'It stands at 5,000 ft.')).toEqual([]);
    expect(flagged('Winds reached 125 mph (200 km/h).', '125 mph winds')).toEqual([]);
    expect(flagged('Winds reached 125 mph (210 km/h).', '125 mph winds')).toEqual(['210']);
  });

  it('ranges convert end by end', () => {
    expect(flagged('The line is 10–12 km (6.2–7.5 mi) long.', 'The line is 10 to 12 km long.')).toEqual([]);
    expect(flagged('The line is 10–12 km (6.2–9 mi) long.', 'The line is 10 to 12 km long.')).toEqual(['9']);
  });

  it('several conversions in one parenthesis, with hedges', () => {
    expect(flagged('The summit is 5,000 ft (about 1,524 m; 0.95 mi) high.', 'It stands at 5,000 ft.')).toEqual([]);
    expect(flagged('Winds reached 105 knots (195 km/h, 120 mph).', 'Winds of 105 knots.')).toEqual([]);
  });

  it('temperatures keep their sign; a temperature difference converts without the offset', () => {
    expect(flagged('Lows reached −15 °C (5 °F).', 'Lows reached −15 °C overnight.')).toEqual([]);
    expect(flagged('Lows reached −15 °C (−5 °F).', 'Lows reached −15 °C overnight.')).toEqual(['5']);
    expect(flagged('Average temperatures rose by 2 °C (3.6 °F).', 'Average temperatures rose by 2 °C.')).toEqual([]);
    expect(flagged('The lake was 2 °C (3.6 °F) warmer.', 'The lake was 2 °C warmer.')).toEqual([]);
    expect(flagged('Temperatures were 2 °C (3.6 °F).', 'Temperatures were 2 °C.')).toEqual(['3.6']);
  });

  it('gallons alone may be US or imperial gallons; "imperial" and "US" decide', () => {
    expect(flagged('The tank holds 10 gallons (45 L).', 'The tank holds 10 gallons.')).toEqual([]); // imperial: 45.5 L
    expect(flagged('The tank holds 10 gallons (38 L).', 'The tank holds 10 gallons.')).toEqual([]); // US: 37.9 L
    expect(flagged('The tank holds 10 US gallons (45 L).', 'The tank holds 10 US gallons.')).toEqual(['45']);
    expect(flagged('The tank holds 10 imperial gallons (45 L).', 'The tank holds 10 imperial gallons.')).toEqual([]);
  });

  it('converts only between units of one kind, and never a currency: an exchange rate must be in the cited text', () => {
    expect(flagged('The site is 10 km (25 acres) away.', 'The site is 10 km away.')).toEqual(['25']);
    expect(flagged('The grant is €100 million ($110 million).', 'The grant is €100 million.')).toEqual([
      '$110 million',
    ]);
    expect(
      flagged('The grant is €100 million ($110 million).', 'The grant is €100 million, about $110 million.'),
    ).toEqual([]);
    expect(flagged('It weighs 100 pounds ($130).', 'It weighs 100 pounds.')).toEqual(['$130']);
  });

  it('a number in parentheses that is no conversion is checked as before', () => {
    expect(flagged('The line is 10 km (6 stations) long.', 'The line is 10 km long.')).toEqual(['6']);
    expect(flagged('The line is 10 km (7 km paved) long.', 'The line is 10 km long.')).toEqual(['7']);
  });
});
