// The prescan's limit on lines that may open an unnumbered source entry: "- Source: url" items
// under a Sources heading, a paragraph's URL lines, table rows, paragraphs. 60,000 of them took
// 5.2 to 6.1 s of CPU to read (bench/hostile.mjs), past the 5 s target, and nothing counted them.
// Lines that cannot open one (a paragraph's plain continuation lines) are not counted, so the
// sentence limit still applies to a long paragraph.
import { describe, expect, it } from 'vitest';
import { listedLinesOverLimit, MAX_LISTED_LINES } from '../../src/formats/markdown/prescan.js';
import { readReport } from '../../src/formats/read-report.js';

const lines = (n: number, line: (i: number) => string) => Array.from({ length: n }, (_, i) => line(i)).join('\n');
const WHAT = 'lines that may open an unnumbered source entry';

describe('listedLinesOverLimit, unnumbered entries', () => {
  it.each([
    ['"- Source: url" items', (i: number) => `- Source ${i}: https://a.example/${i}`],
    ['"* [Title](url)" items', (i: number) => `* [Source ${i}](https://a.example/${i})`],
    ['"> - Source" items with no URL', (i: number) => `> - Source ${i}`],
    ['"Source: url" lines of one paragraph', (i: number) => `Source ${i}: https://a.example/${i}`],
    ['"[Title](url)" lines of one paragraph', (i: number) => `[Source ${i}](https://a.example/${i})`],
    // GitHub's www. autolinks (src/formats/markdown/parse.ts) are links with no ":": 60,000 such
    // lines were read as 60,000 entries (4.2 s of CPU), none counted.
    ['"Source www.url" lines of one paragraph', (i: number) => `Source ${i} www.a.example/${i}`],
    ['"Source WWW.url" lines of one paragraph', (i: number) => `Source ${i} WWW.a.example/${i}`],
    ['"| Source | url |" table rows', (i: number) => `| Source ${i} | a.example/${i} |`],
    // A line that opens with its own label is an entry of its own (src/formats/markdown/sources.ts
    // LEADING_LABEL), URL or not: 300,000 "[sN] Title" lines under a Sources heading were read as
    // 300,000 entries (20 s of CPU, 1.5 GB), none counted.
    ['"[sN] Title" lines of one paragraph', (i: number) => `[s${i}] Source ${i}`],
    ['"\\[sN] Title" lines of one paragraph', (i: number) => `\\[s${i}] Source ${i}`],
    ['"N\\. Title" lines of one paragraph', (i: number) => `${i % 1000}\\. Source ${i}`],
    ['"N.<no-break space>Title" lines of one paragraph', (i: number) => `${i % 1000}.\u00a0Source ${i}`],
    // A shortcut reference link ("[label]" where "[label]: url" defines it) is a link: lines of them
    // are each an entry, as "[Title](url)" lines are. 300,000 "x [dN]" lines took 9.7 s of CPU.
    ['"x [dN]" shortcut reference lines of one paragraph', (i: number) => `Source [d${i}]`],
    // An entity can spell a URL's ":" or a www. autolink, which makes the line a URL line.
    ['"http&#58;//url" lines of one paragraph', (i: number) => `http&#58;//a.example/${i}`],
    ['"&#119;ww.url" lines of one paragraph', (i: number) => `Source &#119;ww.a.example/${i}`],
  ])('counts %s: 20,000 are read, the 20,001st is refused at its line', (_, line) => {
    expect(listedLinesOverLimit(`${lines(MAX_LISTED_LINES, line)}\n`)).toBeNull();
    const over = listedLinesOverLimit(`${lines(MAX_LISTED_LINES + 1, line)}\n`);
    expect(over?.message).toContain(`more than 20,000 ${WHAT}`);
    expect(over?.message).toContain('Per-file limits');
    expect(over?.line).toBe(MAX_LISTED_LINES + 1);
  });

  it.each(['&#10;', '&#x0A;', '&#0010;', '&NewLine;'])(
    'counts each line feed written as %s as a line of its own, all on one line of the file',
    (feed) => {
      // The reader splits a text at each decoded line feed: 30,000 "[sN] t" on one line were 30,000 entries.
      const entries = (n: number) => `### Sources\n\n${Array.from({ length: n }, (_, i) => `[s${i}] t`).join(feed)}\n`;
      expect(listedLinesOverLimit(entries(MAX_LISTED_LINES - 1))).toBeNull();
      expect(listedLinesOverLimit(entries(MAX_LISTED_LINES))).toMatchObject({ line: 3 });
    },
  );

  it('counts a Sources list under a claim and a heading, which count too', () => {
    const text = `Claim [1].\n\n### Sources\n\n${lines(MAX_LISTED_LINES, (i) => `- Source ${i}: https://a.example/${i}`)}\n`;
    // Claim on line 1, heading on line 3, entry n on line n + 4: the 20,001st counted line is entry 19,999.
    expect(listedLinesOverLimit(text)).toMatchObject({ line: MAX_LISTED_LINES + 3 });
  });

  it('counts paragraphs, and table rows written with no "|" after the delimiter row', () => {
    const paragraphs = lines(MAX_LISTED_LINES + 1, (i) => `Source ${i} title.\n`);
    expect(listedLinesOverLimit(paragraphs)?.line).toBe(2 * MAX_LISTED_LINES + 1);
    const table = `| Title |\n|---|\n${lines(MAX_LISTED_LINES - 1, (i) => `Source ${i}`)}\n`;
    expect(listedLinesOverLimit(table)?.line).toBe(MAX_LISTED_LINES + 1);
    expect(listedLinesOverLimit(`| Title |\n|---|\n${lines(MAX_LISTED_LINES - 2, (i) => `Source ${i}`)}\n`)).toBeNull();
  });

  it("leaves a paragraph's plain continuation lines out (50,001 sentences meet the sentence limit, not this one)", () => {
    const text = `${lines(50_001, (i) => `Sentence ${i} cites [1].`)}\n\n### Sources\n[1] A: https://a.example/1\n`;
    expect(listedLinesOverLimit(text)).toBeNull();
  });

  it('counts definitions and numbered entries as such, not again as unnumbered lines', () => {
    const text = `${lines(MAX_LISTED_LINES, (i) => `- [${i + 1}] A: https://a.example/${i}`)}\n${lines(MAX_LISTED_LINES, (i) => `[d${i}]: https://d.example/${i}`)}\n${lines(MAX_LISTED_LINES, (i) => `- A ${i}: https://b.example/${i}`)}\n`;
    expect(listedLinesOverLimit(text)).toBeNull();
  });

  it("names the line of a provider answer's file, not of its text, where the answer passes the limit", async () => {
    // The answer's 20,001 paragraphs stand on the file's fourth line: the text's line 40,001 is not one of the file's.
    const content = lines(MAX_LISTED_LINES + 1, (i) => `Paragraph ${i} [1].`).replaceAll('\n', '\n\n');
    const json = `{\n"citations": ["https://a.example/1"],\n"choices": [{"message":\n{"content": ${JSON.stringify(content)}}}]}\n`;
    const read = await readReport({ kind: 'provider-json', bytes: new TextEncoder().encode(json) });
    expect(read.ok).toBe(false);
    const error = read.ok ? undefined : read.error;
    expect(error?.message).toContain('the one past the limit is at line 4 (');
    expect(error?.line).toBe(4);
  });
});
