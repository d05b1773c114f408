// A conversion the claim states itself: "125 mph (201 km/h)", "201 km/h (125 mph)", "10–12 km
// (6.2–7.5 mi)", "100°F (38°C)", "5,000 ft (about 1,500 m; 0.9 mi)". When one side is grounded
// and the other is that quantity converted, rounded as the claim writes it, the other side is
// grounded too. The arithmetic is js-quantities'; which units are read is ./units.ts.
import Qty from 'js-quantities';
import type { NumericFact, UngroundedNumber } from './types.js';
import { TEMPERATURE_DIFFERENCE, unitAt, type UnitReading } from './units.js';

interface Measure {
  /** One fact, or the two ends of a range ("10–12 km"), in order. */
  facts: NumericFact[];
  reading: UnitReading;
  /** Where the unit ends. */
  end: number;
}

const RANGE_JOIN = /^\s*(?:-|–|—|to)\s*$/u;
const GLUE = /[ \u00a0\u202f]?-?/y;
const HEDGE = String.raw`(?:(?:about|around|approximately|approx\.|roughly|nearly|almost|some|c\.|ca\.|~|≈)\s*)?`;
const OPENS = new RegExp(String.raw`\s*\(\s*${HEDGE}`, 'iuy');
const NEXT = new RegExp(String.raw`\s*(?:[;,/]|\bor\b)\s*${HEDGE}`, 'iuy');
// A temperature difference, not a temperature: "rose by 2 °C", "a warming of 1.5 °C", "2 °C warmer".
const DIFFERENCE_BEFORE =
  /\b(?:by|ris(?:e|es|en|ing)|rose|increase[ds]?|warm(?:er|ing)|cool(?:er|ing)|hotter|colder|higher|lower|drop(?:s|ped)?|fell|fall(?:s|en)?|chang(?:e|es|ed))\b[^.;()]{0,20}$/iu;
const DIFFERENCE_AFTER = /^\s*\)?\s*(?:warmer|cooler|hotter|colder|higher|lower|above|below|more|less)\b/iu;

/** A number that states a quantity (not a name, a date, a year, a percentage or money). */
const measurable = (f: NumericFact): boolean =>
  !f.groundOnly &&
  (f.kind === 'number' ||
    f.kind === 'range' ||
    f.kind === 'word' ||
    (f.kind === 'currency' && /pounds?$/iu.test(f.text)));

/** The unit right after the fact ("125 mph", "201-km/h", "100°F"); "100 pounds" carries its own. */
function unitAfter(text: string, f: NumericFact): { reading: UnitReading; end: number } | null {
  if (f.kind === 'currency') return unitAt(text, f.end - (/pounds?$/iu.exec(f.text)?.[0].length ?? 0));
  GLUE.lastIndex = f.end;
  const glue = GLUE.exec(text)?.[0].length ?? 0;
  return unitAt(text, f.end + glue);
}

/** The measure (one number or a range, and its unit) that starts with facts[i], or null. */
function measureAt(text: string, facts: readonly NumericFact[], i: number): Measure | null {
  const first = facts[i] as NumericFact;
  if (!measurable(first)) return null;
  const second = facts[i + 1];
  if (first.kind === 'range' && second?.kind === 'range' && RANGE_JOIN.test(text.slice(first.end, second.start))) {
    const unit = unitAfter(text, second);
    return unit ? { facts: [first, second], ...unit } : null;
  }
  const unit = unitAfter(text, first);
  return unit ? { facts: [first], ...unit } : null;
}

interface Conversion {
  outside: Measure;
  inside: Measure[];
  /** The words around say it is a temperature difference ("rose by 2 °C (3.6 °F)"), not a temperature. */
  difference: boolean;
}

/** Each "measure (measure[; measure…])" of the text: the measure outside and those inside. */
export function statedConversions(text: string, facts: readonly NumericFact[]): Conversion[] {
  // Every conversion opens a parenthesis. Most texts have none, and reading units first compiles
  // some forty Unicode patterns, a visible share of a small run's start.
  if (!text.includes('(')) return [];
  const starts = new Map(facts.map((f, i) => [f.start, i]));
  const found: Conversion[] = [];
  for (let i = 0; i < facts.length; i++) {
    const outside = measureAt(text, facts, i);
    if (!outside) continue;
    const inside: Measure[] = [];
    let at = outside.end;
    for (let separator = OPENS; ; separator = NEXT) {
      separator.lastIndex = at;
      const gap = separator.exec(text);
      const next = gap ? starts.get(at + gap[0].length) : undefined;
      const measure = next === undefined ? null : measureAt(text, facts, next);
      if (!measure || measure.facts.length !== outside.facts.length) break;
      inside.push(measure);
      at = measure.end;
    }
    if (inside.length > 0) {
      const before = text.slice(
        Math.max(0, (outside.facts[0] as NumericFact).start - 40),
        (outside.facts[0] as NumericFact).start,
      );
      const difference = DIFFERENCE_BEFORE.test(before) || DIFFERENCE_AFTER.test(text.slice(at));
      found.push({ outside, inside, difference });
    }
    i += outside.facts.length - 1;
  }
  return found;
}

const converters = new Map<string, (value: number) => number>();
function converter(from: string, to: string): (value: number) => number {
  const key = `${from}>${to}`;
  let convert = converters.get(key);
  if (!convert) {
    convert = Qty.swiftConverter(from, to) as (value: number) => number;
    converters.set(key, convert);
  }
  return convert;
}

/** The value as the claim signs it: "−15 °C" is below zero (grounding itself drops signs). */
function signed(text: string, f: NumericFact, reading: UnitReading): number {
  if (reading.dimension !== 'temperature') return f.value;
  const before = text.slice(Math.max(0, f.start - 2), f.start);
  return /(?:^|[^\p{L}\p{N}])[-−]$/u.test(before) || /^[-−]$/u.test(before) ? -f.value : f.value;
}

/**
 * The half-widths a written number may stand for: half its step ("201" is 200.5 to 201.5), and,
 * for a whole number ending in zeros, half the coarsest power of ten that leaves it two
 * significant digits ("1,500" may be rounded to the hundred, "620" to the ten, "200" to the ten).
 */
function halfSteps(f: NumericFact): number[] {
  const halves = [(f.step ?? 0) / 2];
  if (f.step !== 1 || !Number.isInteger(f.value)) return halves;
  let power = 1;
  while (f.value % (power * 10) === 0 && f.value / (power * 10) >= 10) power *= 10;
  if (power > 1) halves.push(power / 2);
  return halves;
}

/** Whether `to`, written in `toUnit`, is `from` in `fromUnit` converted and rounded as the claim writes it. */
function converts(
  text: string,
  from: NumericFact,
  fromReading: UnitReading,
  to: NumericFact,
  toReading: UnitReading,
  difference: boolean,
): boolean {
  if (fromReading.dimension !== toReading.dimension) return false;
  const value = signed(text, from, fromReading);
  const target = signed(text, to, toReading);
  const fromHalf = (from.step ?? 0) / 2;
  for (const fromUnit of fromReading.units) {
    for (const toUnit of toReading.units) {
      if (fromUnit === toUnit) continue;
      const pairs: [string, string][] = [[fromUnit, toUnit]];
      if (difference && TEMPERATURE_DIFFERENCE[fromUnit] && TEMPERATURE_DIFFERENCE[toUnit])
        pairs.push([TEMPERATURE_DIFFERENCE[fromUnit], TEMPERATURE_DIFFERENCE[toUnit]]);
      for (const [a, b] of pairs) {
        const convert = converter(a, b);
        const ends = [convert(value - fromHalf), convert(value + fromHalf)];
        const low = Math.min(...ends);
        const high = Math.max(...ends);
        const slack = 1e-9 * Math.max(1, Math.abs(target));
        if (halfSteps(to).some((half) => target + half + slack >= low && target - half - slack <= high)) return true;
      }
    }
  }
  return false;
}

/**
 * The ungrounded numbers that remain once the conversions the claim states are accounted for: a
 * number is grounded when it is, within the claim, the conversion of a grounded number beside it.
 */
export function withoutStatedConversions(
  text: string,
  facts: readonly NumericFact[],
  ungrounded: readonly UngroundedNumber[],
): UngroundedNumber[] {
  if (ungrounded.length === 0) return [];
  const conversions = statedConversions(text, facts);
  if (conversions.length === 0) return [...ungrounded];
  const open = new Set(ungrounded.map((number) => number.start));
  const grounded = (f: NumericFact) => !open.has(f.start);
  for (let changed = true; changed;) {
    changed = false;
    for (const { outside, inside, difference } of conversions) {
      for (const measure of inside) {
        outside.facts.forEach((a, k) => {
          const b = measure.facts[k] as NumericFact;
          if (grounded(a) && !grounded(b) && converts(text, a, outside.reading, b, measure.reading, difference))
            open.delete(b.start);
          else if (grounded(b) && !grounded(a) && converts(text, b, measure.reading, a, outside.reading, difference))
            open.delete(a.start);
          else return;
          changed = true;
        });
      }
    }
  }
  return ungrounded.filter((number) => open.has(number.start));
}
