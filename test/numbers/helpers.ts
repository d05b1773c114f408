import { extractNumbers, type NumericFact } from '../../src/numbers/index.js';

/** The checkable facts of a text, reduced to what the tests compare. */
export function checked(text: string): Pick<NumericFact, 'text' | 'value' | 'unit' | 'kind'>[] {
  return extractNumbers(text)
    .filter((f) => !f.groundOnly)
    .map(({ text: t, value, unit, kind }) => ({ text: t, value, unit, kind }));
}

/** Every reading of the checkable facts, flattened. */
export function readings(text: string): number[] {
  return extractNumbers(text)
    .filter((f) => !f.groundOnly)
    .flatMap((f) => [...(f.values ?? [f.value])]);
}
