// The prescan's limit on numbered source entries and link reference definitions counts them in a
// bulleted list too ("- [12] Title", "* [a]: url"), as in a block quote or an indented item.
import { describe, expect, it } from 'vitest';
import { listedLinesOverLimit, MAX_LISTED_LINES } from '../../src/formats/markdown/prescan.js';

const lines = (n: number, line: (i: number) => string) => Array.from({ length: n }, (_, i) => line(i)).join('\n');

describe('listedLinesOverLimit, bulleted', () => {
  it.each([
    ['"- [n] …" entries', (i: number) => `- [${i + 1}] Source https://a.example/${i}`, 'numbered source entries'],
    ['"* n. …" entries', (i: number) => `* ${i + 1}. Source https://a.example/${i}`, 'numbered source entries'],
    ['"+ [label]: url" definitions', (i: number) => `+ [d${i}]: https://a.example/${i}`, 'link reference definitions'],
    ['"> - [n] …" entries', (i: number) => `> - [${i + 1}] Source https://a.example/${i}`, 'numbered source entries'],
  ])('counts %s', (_, line, what) => {
    const over = listedLinesOverLimit(`Claim [1].\n\n${lines(MAX_LISTED_LINES + 1, line)}\n`);
    expect(over?.message).toContain(what);
    expect(over?.line).toBe(MAX_LISTED_LINES + 3);
    expect(listedLinesOverLimit(`Claim [1].\n\n${lines(MAX_LISTED_LINES, line)}\n`)).toBeNull();
  });
});
