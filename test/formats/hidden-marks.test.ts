// Issue 27: a citation mark inside hidden HTML is never dropped in silence. GitHub's sanitizer
// removes the style attribute, so `<span style="display:none">[^2]</span>` in running text shows
// its mark on GitHub: it is read as the citation it looks like. Perplexity's hidden list of every
// footnote (a span of footnote marks only, closing a paragraph) is counted by the census, each
// mark read where it names a listed source and reported where it does not, and cites nothing.
// Through the bundled command line; the lines are written for the test in Perplexity's shape.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ReportResult, ResultsFile } from '../../src/results/types.js';
import { tempFolder } from '../helpers/reports.js';
import { runCli } from '../helpers/run-cli.js';

function check(files: Record<string, string>): (name: string) => ReportResult {
  const dir = tempFolder(files);
  const run = runCli(['check', '*.md', '--format', 'markdown', '--semantic', 'off', '--json', 'r.json'], dir);
  expect(run.stderr).toBe('');
  const results = JSON.parse(readFileSync(path.join(dir, 'r.json'), 'utf8')) as ResultsFile;
  return (name) => {
    const found = results.reports.find((entry) => entry.file === name);
    if (!found) throw new Error(`no report ${name}`);
    return found;
  };
}

const cited = (report: ReportResult) =>
  Object.fromEntries(
    report.claims.map((claim) => [
      claim.statement,
      report.pairs.filter((pair) => pair.claim_id === claim.id).map((pair) => pair.evidence_id),
    ]),
  );
const unread = (report: ReportResult) =>
  report.findings
    .filter((finding) => finding.code === 'unread_marker')
    .map((finding) => [finding.line, finding.message]);

const DEFINITIONS = [
  '[^1_1]: https://harbour.example/ridership',
  '[^1_2]: https://harbour.example/fleet',
  '[^1_3]: https://harbour.example/fares',
].join('\n');

describe('citation marks inside hidden HTML (issue 27)', () => {
  it('a mark hidden in running text is read, as GitHub shows it', () => {
    const report = check({
      'running.md': `Ridership rose 18 percent last year<span style="display:none">[^1_2]</span>. Fares held steady.[^1_3]\n\n${DEFINITIONS}\n`,
    })('running.md');
    expect(cited(report)).toEqual({
      'Ridership rose 18 percent last year.': ['https://harbour.example/fleet'],
      'Fares held steady.': ['https://harbour.example/fares'],
    });
    expect(report.citation_marks).toEqual({ seen: 2, bound: 2, unread: 0 });
  });

  it("Perplexity's hidden list closing a paragraph: counted and read, citing nothing; a mark it names that is not listed is reported", () => {
    const report = check({
      'perplexity.md': `The harbour line carried more passengers.[^1_1]\nI found three sources for the harbour line.\n<span style="display:none">[^1_1][^1_2][^1_3][^1_9]</span>\n\n<div align="center">⁂</div>\n\n${DEFINITIONS}\n`,
    })('perplexity.md');
    expect(cited(report)).toEqual({
      'The harbour line carried more passengers.': ['https://harbour.example/ridership'],
      'I found three sources for the harbour line.': [],
    });
    expect(report.citation_marks).toEqual({ seen: 5, bound: 4, unread: 1 });
    expect(unread(report)).toEqual([[3, expect.stringContaining('citation mark "[^1_9]" could not be read')]]);
  });
});
