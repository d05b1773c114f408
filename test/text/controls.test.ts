import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { indexReport } from '../../src/binding/report-index.js';
import { numericFindings } from '../../src/check/numeric-findings.js';
import { ResearchReport } from '../../src/report/schema.js';
import {
  blankControlSequences,
  showControls,
  showControlsIn,
  showControlsKeepingLines,
} from '../../src/text/controls.js';
import { report } from '../helpers/reports.js';

const ESC = '\u001b';
// Everything showControls must never let through.
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const ACTIVE = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/u;

describe('showControls', () => {
  it.each([
    ['line feed', 'a\nb', 'a\\nb'],
    ['carriage return', 'a\rb', 'a\\rb'],
    ['escape (SGR hide)', `${ESC}[8mx`, '\\x1b[8mx'],
    ['OSC 52 with BEL', `${ESC}]52;c;QUFB\u0007`, '\\x1b]52;c;QUFB\\x07'],
    ['OSC with ST', `${ESC}]0;title${ESC}\\`, '\\x1b]0;title\\x1b\\'],
    ['NUL and DEL', '\u0000\u007f', '\\x00\\x7f'],
    ['C1 CSI and NEL', '\u009b2J\u0085', '\\u009b2J\\u0085'],
    ['line and paragraph separators', '\u2028\u2029', '\\u2028\\u2029'],
    ['bidi override and pop', '\u202eabc\u202c', '\\u202eabc\\u202c'],
    ['bidi isolates', '\u2066\u2067\u2068\u2069', '\\u2066\\u2067\\u2068\\u2069'],
    ['bidi marks', '\u200e\u200f\u061c', '\\u200e\\u200f\\u061c'],
  ])('%s', (_name, text, shown) => {
    expect(showControls(text)).toBe(shown);
  });

  it('leaves ordinary text alone: tabs, accents, other scripts, emoji, zero-width spaces', () => {
    const text = 'Tab\there · café · שלום · مرحبا · 数字 · 🎉 · a\u200bb · 12 %';
    expect(showControls(text)).toBe(text);
  });

  it('lets nothing active through, and escaping twice changes nothing more', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (text) => {
        const shown = showControls(text);
        expect(shown).not.toMatch(ACTIVE);
        expect(showControls(shown)).toBe(shown);
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps line feeds when asked to (messages of several lines), but not carriage returns', () => {
    expect(showControlsKeepingLines(`one\ntwo\r${ESC}[2K`)).toBe('one\ntwo\\r\\x1b[2K');
  });

  it('applies to every string of a value, without changing the original', () => {
    const value = { id: `a\nb`, list: [`${ESC}[8m`, 3, null, true], nested: { text: '\u202e' } };
    expect(showControlsIn(value)).toEqual({
      id: 'a\\nb',
      list: ['\\x1b[8m', 3, null, true],
      nested: { text: '\\u202e' },
    });
    expect(value.id).toBe('a\nb');
    expect(value.list[0]).toBe(`${ESC}[8m`);
    expect(value.nested.text).toBe('\u202e');
  });

  it('copies only what holds a control: the rest of a large results file is handed back as it is', () => {
    const clean = {
      pairs: Array.from({ length: 3 }, (_, i) => ({ claim_id: `c-${i}`, quote: 'Großstraße ﬁeld Αθήνας' })),
      totals: { pairs: 3 },
    };
    const value = { reports: [{ file: `r${ESC}[2K.json`, clean }], untouched: clean };
    const shown = showControlsIn(value);
    expect(shown.reports[0]!.file).toBe('r\\x1b[2K.json');
    expect(shown.reports[0]!.clean).toBe(clean);
    expect(shown.untouched).toBe(clean);
    expect(showControlsIn(clean)).toBe(clean);
    expect(value.reports[0]!.file).toBe(`r${ESC}[2K.json`);
  });
});

describe('blankControlSequences', () => {
  it.each([
    ['SGR', `hidden ${ESC}[8m text`],
    ['cursor and erase', `${ESC}[1A${ESC}[2K${ESC}[2J${ESC}[12;40H`],
    ['OSC 52 ended by BEL', `${ESC}]52;c;MTIzNDU=\u0007`],
    ['OSC 8 link ended by ST', `${ESC}]8;;https://example.org/2024${ESC}\\link${ESC}]8;;${ESC}\\`],
    ['C1 CSI', '\u009b31m'],
    ['C1 OSC ended by C1 ST', '\u009d52;c;NTI=\u009c'],
    ['two-character escapes', `${ESC}7${ESC}8${ESC}(B${ESC}c`],
  ])('%s: keeps the length, leaves no digit of the sequence', (_name, text) => {
    const blanked = blankControlSequences(text);
    expect(blanked).toHaveLength(text.length);
    expect(blanked.replace(/hidden|text|link/g, '')).toMatch(/^ *$/);
  });

  it('keeps every other character at its offset', () => {
    const text = `fell by 12 percent${ESC}[0m in 2025 ${ESC}]0;x\u0007(3 sites)`;
    const blanked = blankControlSequences(text);
    for (const word of ['fell by 12 percent', 'in 2025', '(3 sites)'])
      expect(blanked.indexOf(word)).toBe(text.indexOf(word));
  });

  it('blanks only the introducer and selector of a control string that never ends, so the text after it is still read', () => {
    expect(blankControlSequences(`${ESC}]52;grew by 15 percent`)).toBe('     grew by 15 percent');
  });

  it('returns text without sequences unchanged', () => {
    const text = 'Revenue of EUR 112 million in 2025, up 14%.';
    expect(blankControlSequences(text)).toBe(text);
  });
});

describe('numeric grounding and control sequences', () => {
  function findings(statement: string, excerpt: string): string[] {
    const parsed = ResearchReport.parse(
      report([{ id: 'c1', statement, evidence_ids: ['e1'] }], [{ id: 'e1', excerpt }]),
    );
    return numericFindings(indexReport(parsed, [1])).map((finding) =>
      finding.code === 'ungrounded_number' ? finding.text : finding.code,
    );
  }

  it('reads no number out of a sequence in the claim', () => {
    expect(
      findings(
        `Travel time fell by 12 percent ${ESC}[8m${ESC}]52;c;QUFB\u0007${ESC}[2K.`,
        'Travel time fell by 12 percent.',
      ),
    ).toEqual([]);
  });

  it('lets no number inside a sequence of the excerpt ground the claim', () => {
    expect(findings('Visits were made at 52 sites.', `${ESC}]52;c;QUFB\u0007 Visits were made at 40 sites.`)).toEqual([
      '52',
    ]);
  });

  it('still reads the numbers around the sequences', () => {
    expect(findings(`Travel time fell by ${ESC}[1m15 percent${ESC}[0m.`, 'Travel time fell by 12 percent.')).toEqual([
      '15 percent',
    ]);
  });
});
