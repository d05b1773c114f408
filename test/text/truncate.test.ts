import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { truncate } from '../../src/text/truncate.js';

// What truncate promises, written the plain way: the text's code points (Array.from splits a lone
// surrogate off as one), the first max - 1 of them and an ellipsis when there are more than max.
function byCodePoints(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, Math.max(0, max - 1)).join('')}…`;
}

describe('truncate', () => {
  it('cuts at a whole character: an astral letter is never split', () => {
    expect(truncate('𝐀𝐁𝐂𝐃', 3)).toBe('𝐀𝐁…');
    expect(truncate('𝐀𝐁𝐂', 3)).toBe('𝐀𝐁𝐂');
    expect(truncate('ab𝐂d', 3)).toBe('ab…');
    expect(truncate('abcd', 0)).toBe('…');
    expect(truncate('', 0)).toBe('');
  });

  it('agrees with counting every code point, lone surrogates included', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('a', ' ', '𝐀', '\ud835', '\udc00', 'é'), maxLength: 30 }),
        fc.nat(25),
        (text, max) => truncate(text, max) === byCodePoints(text, max),
      ),
      { numRuns: 5000 },
    );
  });
});
