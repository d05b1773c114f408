// Issue 28, item 6: ALCE-style files as other tools write them. MIRAGE (Betswish/MIRAGE) writes
// ALCE's items as a bare JSON list and names its citing pass's output
// `<input>.post_hoc_cite.mirage_CTI_1_CCI_-5`, without `.json`; its markers stand in front of the
// sentence they cite. The file is copied unmodified (Apache-2.0, test/fixtures/formats/mirage/SOURCE.md).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ReportResult, ResultsFile } from '../../src/results/types.js';
import { runCli } from '../helpers/run-cli.js';
import { copyInto, root } from './support.js';

const NAME = 'input_question_doc.json.post_hoc_cite.mirage_CTI_1_CCI_-5';
const MIRAGE = path.join(root, 'test/fixtures/formats/mirage', NAME);

const resultsOf = (dir: string, args: string[]) => {
  const run = runCli(['check', ...args, '--semantic', 'off', '--json', 'out.json'], dir);
  return { run, results: JSON.parse(readFileSync(path.join(dir, 'out.json'), 'utf8')) as ResultsFile };
};
const citedBy = (report: ReportResult, text: string): string[] => {
  const claim = report.claims.find((row) => row.statement.includes(text));
  if (!claim) throw new Error(`no claim holds "${text}"`);
  return report.pairs.filter((pair) => pair.claim_id === claim.id).map((pair) => pair.evidence_id);
};

describe("MIRAGE's ALCE-style output (bundled command line)", () => {
  it('reads the bare list of items in a file named on the command line, whatever its extension', () => {
    const dir = copyInto({ [NAME]: MIRAGE });
    for (const args of [[NAME], [NAME, '--format', 'alce']]) {
      const { run, results } = resultsOf(dir, args);
      expect(run.stderr).toBe('');
      expect(results.reports.map((report) => [report.format, report.error !== undefined])).toEqual([
        ['alce', false],
        ['alce', false],
      ]);
      const [snapchat, zip] = results.reports as [ReportResult, ReportResult];
      expect(snapchat.name).toMatch(/^\[0\]: How are firms like snapchat/);
      // "[4][3] According to a report by Bloomberg, …": the markers in front cite the sentence after them.
      expect(citedBy(snapchat, 'According to a report by Bloomberg')).toEqual(['4', '3']);
      expect(citedBy(snapchat, 'This would make the Los Angeles-based')).toEqual(['1', '4']);
      // MIRAGE found no document for the first sentence of the second answer: it cites nothing.
      expect(citedBy(zip, 'When data is compressed or zipped')).toEqual([]);
      expect(snapchat.dialect).toBe('post_hoc_cite');
    }
  }, 60_000);

  it('recognises post_hoc_cite anywhere in the name, and reads a renamed copy by the shape of its answers', () => {
    const dir = copyInto({});
    const text = readFileSync(MIRAGE, 'utf8');
    writeFileSync(path.join(dir, 'answers_post_hoc_cite.json'), text);
    writeFileSync(path.join(dir, 'answers.json'), text);
    const named = resultsOf(dir, ['answers_post_hoc_cite.json', '--format', 'alce']).results.reports;
    expect(named.map((report) => report.dialect)).toEqual(['post_hoc_cite', 'post_hoc_cite']);
    // Without the name, the first answer opens with its markers: placed in front all the same.
    const plain = resultsOf(dir, ['answers.json']).results.reports;
    expect(citedBy(plain[0] as ReportResult, 'According to a report by Bloomberg')).toEqual(['4', '3']);
  }, 60_000);

  it('still refuses a named file that is no JSON at all, and says why', () => {
    const dir = copyInto({});
    writeFileSync(path.join(dir, 'notes.txt'), 'Snapchat raised $500 million [1].');
    const run = runCli(['check', 'notes.txt', '--semantic', 'off'], dir);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('its content is not JSON');
  }, 60_000);
});
