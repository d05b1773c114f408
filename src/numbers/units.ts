// Units of measure as claims write them after a number ("125 mph", "201-km/h", "100°F", "5 US
// gallons"), for the conversions a claim states in parentheses (./conversions.ts). Each spelling
// names one or more units of js-quantities, which does the arithmetic: "gallons" alone may be US
// or imperial, so it names both and either reading may ground.

export type Dimension = 'length' | 'speed' | 'mass' | 'temperature' | 'area' | 'volume';

export interface UnitReading {
  dimension: Dimension;
  /** js-quantities unit names, any of which the spelling may mean. */
  units: readonly string[];
}

const PLURAL = '(?:s)?';
// [spellings (a regular expression, matched case-insensitively unless marked), reading]
const SPELLINGS: [string, UnitReading, boolean?][] = [
  // Speed first: "miles per hour" must not stop at "miles".
  [
    `(?:km|kms|kilomet(?:re|er)${PLURAL})\\s*(?:/|per)\\s*(?:h|hr|hour)|kph|kmph|kmh`,
    { dimension: 'speed', units: ['km/h'] },
  ],
  [`mph|mi/h|miles?\\s+(?:per|an)\\s+hour`, { dimension: 'speed', units: ['mph'] }],
  [`knots?|kts?|kn`, { dimension: 'speed', units: ['knot'] }],
  [`m/s|met(?:re|er)s?\\s+per\\s+second`, { dimension: 'speed', units: ['m/s'] }],
  // Area before length: "square miles", "km²".
  [`(?:km²|km2|sq\\.?\\s*km|square\\s+kilomet(?:re|er)${PLURAL})`, { dimension: 'area', units: ['km^2'] }],
  [`(?:mi²|sq\\.?\\s*mi(?:les?)?|square\\s+miles?)`, { dimension: 'area', units: ['mi^2'] }],
  [`(?:m²|m2|sq\\.?\\s*m|square\\s+met(?:re|er)${PLURAL})`, { dimension: 'area', units: ['m^2'] }],
  [`(?:ft²|ft2|sq\\.?\\s*ft|square\\s+(?:feet|foot))`, { dimension: 'area', units: ['ft^2'] }],
  [`ha|hectares?`, { dimension: 'area', units: ['hectare'] }],
  [`acres?|ac`, { dimension: 'area', units: ['acre'] }],
  [`nmi|nautical\\s+miles?`, { dimension: 'length', units: ['nmi'] }],
  [`km|kms|kilomet(?:re|er)${PLURAL}`, { dimension: 'length', units: ['km'] }],
  [`cm|centimet(?:re|er)${PLURAL}`, { dimension: 'length', units: ['cm'] }],
  [`mm|millimet(?:re|er)${PLURAL}`, { dimension: 'length', units: ['mm'] }],
  [`m|met(?:re|er)${PLURAL}`, { dimension: 'length', units: ['m'] }],
  [`mi|miles?`, { dimension: 'length', units: ['mi'] }],
  [`yd|yds|yards?`, { dimension: 'length', units: ['yd'] }],
  [`ft|feet|foot`, { dimension: 'length', units: ['ft'] }],
  [`in|inch|inches`, { dimension: 'length', units: ['in'] }],
  [`kg|kgs|kilo(?:gram)?s?`, { dimension: 'mass', units: ['kg'] }],
  [`g|grams?`, { dimension: 'mass', units: ['g'] }],
  [`lbs?|pounds?`, { dimension: 'mass', units: ['lb'] }],
  [`oz|ounces?`, { dimension: 'mass', units: ['oz'] }],
  [`tonnes?|metric\\s+tons?`, { dimension: 'mass', units: ['tonne'] }],
  [`(?:°|º|˚|deg(?:rees?)?\\s*)\\s*C(?:elsius)?|℃|Celsius`, { dimension: 'temperature', units: ['tempC'] }, true],
  [`(?:°|º|˚|deg(?:rees?)?\\s*)\\s*F(?:ahrenheit)?|℉|Fahrenheit`, { dimension: 'temperature', units: ['tempF'] }, true],
  [`C|F`, { dimension: 'temperature', units: [] }, true], // bare letter: resolved below
  [`(?:US|U\\.S\\.)\\s+gal(?:lon)?s?`, { dimension: 'volume', units: ['gal'] }],
  [`imperial\\s+gal(?:lon)?s?`, { dimension: 'volume', units: ['galimp'] }],
  [`gal(?:lon)?s?`, { dimension: 'volume', units: ['gal', 'galimp'] }],
  [`ml|mL|millilit(?:re|er)${PLURAL}`, { dimension: 'volume', units: ['ml'] }],
  [`l|L|lit(?:re|er)${PLURAL}`, { dimension: 'volume', units: ['l'] }],
];

const COMPILED = SPELLINGS.map(([spelling, reading, caseSensitive]) => ({
  // A unit ends where a word would: "in" is not the start of "inland", "m" not of "may".
  pattern: new RegExp(`(?:${spelling})(?![\\p{L}\\p{N}²])`, caseSensitive ? 'uy' : 'iuy'),
  reading,
}));

/** A bare "C" or "F" is a temperature only glued to the number or after a degree word. */
const BARE = {
  C: { dimension: 'temperature', units: ['tempC'] },
  F: { dimension: 'temperature', units: ['tempF'] },
} as const;

/** The unit spelled at `at` (exactly there), with where it ends, or null. */
export function unitAt(text: string, at: number): { reading: UnitReading; end: number } | null {
  for (const { pattern, reading } of COMPILED) {
    pattern.lastIndex = at;
    const match = pattern.exec(text);
    if (!match) continue;
    const end = at + match[0].length;
    if (reading.units.length > 0) return { reading, end };
    return { reading: BARE[match[0] as 'C' | 'F'], end };
  }
  return null;
}

/** The same quantity in a temperature difference: "rose by 2 °C (3.6 °F)". */
export const TEMPERATURE_DIFFERENCE: Readonly<Record<string, string>> = { tempC: 'degC', tempF: 'degF' };
