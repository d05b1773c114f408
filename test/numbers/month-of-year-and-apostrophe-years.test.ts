// Two false number findings on real STORM runs (test/fixtures/formats/storm-round2/SOURCE.md): a source
// wrote "in late November of 2022" and the claim "in late November 2022"; a Spanish source wrote "en los
// ’70" and the claim "en la década de 1970". "Month of year" is a date, and "’70" is a year.
import { mkdtempSync, readFileSync, cpSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ResultsFile } from '../../src/results/types.js';
import { runCli } from '../helpers/run-cli.js';
import { checked, findingsBothWays } from './helpers.js';

const both = (claim: string, ...excerpts: string[]) => findingsBothWays(claim, excerpts);
const none = { viaCheck: [], viaEveryNumber: [] };

describe('"November of 2022" is a date', () => {
  it('reads a month, "of" and a four-digit year as the month of that year', () => {
    expect(checked('in late November of 2022')).toEqual([
      { text: 'November of 2022', value: 20221100, unit: 'date', kind: 'date' },
    ]);
  });

  it('grounds "November 2022" and "in 2022", and not another month', () => {
    const source = 'The public release of ChatGPT in late November of 2022 showed what it could do.';
    expect(both('It was released in late November 2022.', source)).toEqual(none);
    expect(both('It was released in 2022.', source)).toEqual(none);
    expect(both('It was released in late October 2022.', source).viaEveryNumber).toEqual(['October 2022']);
  });

  it('needs a capitalised month and a year: "May of 12 patients" and "the end of 2022" are no dates', () => {
    expect(checked('May of 12 patients')).toMatchObject([{ text: '12', kind: 'number' }]);
    expect(checked('by the end of 2022')).toMatchObject([{ text: '2022', kind: 'year' }]);
    expect(checked('the may of 2022')).toMatchObject([{ text: '2022', kind: 'year' }]);
  });
});

describe('"’70" is a year', () => {
  it.each([
    ['en los ’70', '’70', 1970],
    ["the class of '69.", "'69", 1969],
    ['the ’24 election', '’24', 2024],
  ])('reads "%s" as a year', (text, found, value) => {
    expect(checked(text)).toEqual([{ text: found, value, unit: null, kind: 'year' }]);
  });

  it('grounds "1970" by "en los ’70", and not "1980"', () => {
    const source = 'Fue el psicólogo David McClelland quien, en los ’70, llevó las competencias al trabajo.';
    expect(both('Lo popularizó en la década de 1970.', source)).toEqual(none);
    expect(both('Lo popularizó en la década de 1980.', source).viaEveryNumber).toEqual(['1980']);
  });

  it('leaves elisions, quoted numbers and glued words as they were', () => {
    expect(checked('l’80% dei casi')).toMatchObject([{ text: '80%', kind: 'percent' }]);
    expect(checked("a score of '70'")).toMatchObject([{ text: '70', kind: 'number' }]);
    expect(checked("rock'70")).toMatchObject([{ text: '70', kind: 'number' }]);
    expect(checked('el ’70,5')).toMatchObject([{ text: '70,5', kind: 'number' }]);
  });
});

describe('the real lines through the bundled command line', () => {
  it('reports no number of the two sentences against sources that state them that way', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'citegate-dates-'));
    cpSync(path.resolve('test/fixtures/formats/storm-round2/dates'), path.join(dir, 'run'), { recursive: true });
    const run = runCli(['check', 'run', '--semantic', 'off', '--json', 'out.json'], dir);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const [report] = (JSON.parse(readFileSync(path.join(dir, 'out.json'), 'utf8')) as ResultsFile).reports;
    expect(report!.pairs).toHaveLength(2);
    expect(report!.findings.filter((f) => f.code === 'ungrounded_number')).toEqual([]);
  });
});
