// A verifier's confidence as a number. The pipeline writes a number in [0, 1]; older runs,
// and models on servers that do not enforce the answer schema, write low/medium/high. A word
// says which side of the middle, not how far: each maps to the middle of its side and the
// centre (a quarter, a half, three quarters), so a word never reads as near-certainty or
// near-zero. Nothing is decided on a confidence value; it is kept with the result and cached.
import type { Confidence } from '../report/schema.js';

export const CONFIDENCE_WORDS: Readonly<Record<Confidence, number>> = { low: 0.25, medium: 0.5, high: 0.75 };

export function confidenceNumber(confidence: number | Confidence): number {
  return typeof confidence === 'number' ? confidence : CONFIDENCE_WORDS[confidence];
}
