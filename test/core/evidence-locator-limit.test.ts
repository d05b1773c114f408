// The evidence locator behind found_in (src/binding/reattribute.ts) lists at most its limit of
// places per look-up and counts them all, less the records the claim itself cites. A number
// that stands on its own is looked up once for every claim that misses it; each claim then
// takes the first places it does not cite, and the count less the cited ones among them.
import { describe, expect, it } from 'vitest';
import { evidenceLocator } from '../../src/binding/reattribute.js';
import { prepareReport } from '../../src/check/prepare.js';
import { extractNumbers } from '../../src/numbers/index.js';
import { parseReportFile } from '../../src/report/parse.js';
import { report } from '../helpers/reports.js';

const holders = Array.from({ length: 13 }, (_, k) => ({
  id: `e${k + 1}`,
  excerpt: `Bulletin ${String.fromCharCode(97 + k)}: the levy raised 41 percent more.`,
}));
const claim = { id: 'c1', statement: 'The levy raised 41 percent more.', evidence_ids: ['e1'] };

function locator(limit: number, records: { id: string; excerpt: string }[] = holders) {
  const parsed = parseReportFile('a.report.json', new TextEncoder().encode(JSON.stringify(report([claim], records))));
  if (!parsed.ok) throw new Error('the test report did not parse');
  return evidenceLocator(prepareReport(parsed).index.evidence, new Set(), limit);
}

describe('evidence locator: a limit on places listed, every place counted', () => {
  const [fact] = extractNumbers(claim.statement);

  it('lists the first places the claim does not cite, and counts the rest less those it cites', () => {
    const locate = locator(10);
    const all = locate.number(fact!, new Set(), claim.statement);
    expect(all.total).toBe(13);
    expect(all.found.map((place) => place.evidence_id)).toEqual(holders.slice(0, 10).map((record) => record.id));
    // The same fact again (the look-up is kept), less three records the claim cites, one of
    // them past the tenth place, and one ID no record has.
    const less = locate.number(fact!, new Set(['e2', 'e5', 'e12', 'e99']), claim.statement);
    expect(less.total).toBe(10);
    expect(less.found.map((place) => place.evidence_id)).toEqual([
      'e1',
      'e3',
      'e4',
      'e6',
      'e7',
      'e8',
      'e9',
      'e10',
      'e11',
      'e13',
    ]);
  });

  it('quotes: the first places and the count of them all', () => {
    const places = locator(4).quote('the levy raised 41 percent more', new Set(['e1']));
    expect(places.total).toBe(12);
    expect(places.found.map((place) => place.evidence_id)).toEqual(['e2', 'e3', 'e4', 'e5']);
  });

  // A look-up is kept for what it asks, the counted word included: "20 weeks" and "20 countries"
  // ask of the same locator about the same 20, and each gets its own places.
  it('keeps each look-up for the word the number counts', () => {
    const records = [
      { id: 'w1', excerpt: 'Patients were followed for 20 weeks.' },
      { id: 'w2', excerpt: 'The study ran for 20 weeks in all.' },
      { id: 'k1', excerpt: 'The trial enrolled patients in 20 countries.' },
    ];
    const locate = locator(10, records);
    const weeks = 'The trial followed patients for 20 weeks.';
    const countries = 'The trial recruited in 20 countries.';
    const ids = (text: string) =>
      locate.number(extractNumbers(text)[0]!, new Set(), text).found.map((place) => place.evidence_id);
    expect(ids(weeks)).toEqual(['w1', 'w2']);
    expect(ids(countries)).toEqual(['k1']);
    expect(ids(weeks)).toEqual(['w1', 'w2']);
  });
});
