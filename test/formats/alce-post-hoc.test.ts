// ALCE's post_hoc_cite.py puts "[k] " in front of the sentence it cites; run.py's answers put
// markers before the full stop. Four real items of a post_hoc_cite.py file (README beside the
// fixture), and answers that show one placement, the other, or both.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ReportResult } from '../../src/results/types.js';
import { ALCE_FIXTURE, check, copyInto, root } from './support.js';

const POST_HOC = path.join(
  root,
  'test/fixtures/formats/alce-post-hoc/qasa-gemma-4-26b-a4b-it-openrouter_closedbook-shot2-ndoc0-42-quick_test200.json.post_hoc_cite.gtr-t5-large-external',
);
const NAME = path.basename(POST_HOC);

const citedBy = (report: ReportResult, text: string): string[] => {
  const claim = report.claims.find((row) => row.statement.includes(text));
  if (!claim) throw new Error(`no claim holds "${text}"`);
  return report.pairs.filter((pair) => pair.claim_id === claim.id).map((pair) => pair.evidence_id);
};

async function reportsOf(files: Record<string, string>, pattern: string): Promise<ReportResult[]> {
  return (await check(copyInto(files), { patterns: [pattern], format: 'alce' })).reports;
}

/** A folder holding one ALCE file made from `result` under `name`. */
function written(name: string, result: unknown): Record<string, string> {
  const dir = copyInto({});
  const file = path.join(dir, 'made.json');
  writeFileSync(file, JSON.stringify(result, null, 4));
  return { [name]: file };
}

describe('ALCE post_hoc_cite.py output: a marker cites the sentence after it', () => {
  it('binds each leading marker to the sentence it stands in front of (file named *.post_hoc_cite.*)', async () => {
    const [first, bullets, , metrics] = await reportsOf({ [`result/${NAME}`]: POST_HOC }, 'result/*');
    // "[1] Inductive bias refers to … [1] It allows the model …": the second [1] is the second sentence's.
    expect(first!.claims.map((claim) => claim.statement)).toHaveLength(2);
    expect(citedBy(first!, 'Inductive bias refers')).toEqual(['1']);
    expect(citedBy(first!, 'It allows the model')).toEqual(['1']);
    // "… local structures. [2] *   **Over-squashing:** …": [2] cites the bullet after it.
    expect(citedBy(bullets!, 'Over-squashing')).toEqual(['2']);
    expect(citedBy(bullets!, 'Scalability Issues')).toEqual(['2']);
    // "… include:\n\n*   **Over-smoothing:** …" is one NLTK sentence, which the opening [2] cites.
    expect(citedBy(bullets!, 'Over-smoothing')).toEqual(['2']);
    expect(bullets!.claims.every((claim) => bullets!.pairs.some((pair) => pair.claim_id === claim.id))).toBe(true);
    expect(metrics!.claims).toHaveLength(1);
    expect([first, bullets, metrics].map((report) => report!.dialect)).toEqual([
      'post_hoc_cite',
      'post_hoc_cite',
      'post_hoc_cite',
    ]);
  });

  it('tells the same file from its args when it is renamed: a run with ndoc 0 whose items hold docs', async () => {
    const [first, bullets] = await reportsOf({ 'result/result.json': POST_HOC }, 'result/*.json');
    expect(citedBy(first!, 'It allows the model')).toEqual(['1']);
    expect(citedBy(bullets!, 'Over-squashing')).toEqual(['2']);
    expect(first!.dialect).toBe('post_hoc_cite');
  });

  it('finds the real figures of the real answers and none of the false ones', async () => {
    const reports = await reportsOf({ [`result/${NAME}`]: POST_HOC }, 'result/*');
    const numbers = reports.flatMap((report) =>
      report.findings.flatMap((finding) => (finding.code === 'ungrounded_number' ? [finding.text] : [])),
    );
    // data[81]'s "1*1" is the cited U-Net passage's "1x1"; data[97]'s "$AP_{50}$" its "AP50".
    expect(numbers).toEqual([]);
  });
});

describe('ALCE answers written by run.py', () => {
  const run = JSON.parse(readFileSync(ALCE_FIXTURE, 'utf8')) as {
    args: Record<string, unknown>;
    data: { output: string }[];
  };
  const withOutputs = (...outputs: string[]) => ({
    ...run,
    data: outputs.map((output, index) => ({ ...run.data[index % run.data.length], output })),
  });
  const NAME_RUN = 'result/asqa-gpt-3.5-turbo-gtr-shot2-ndoc3-42.json';

  it('reads markers placed after the full stop as citing the sentence before them, as before', async () => {
    const [report] = await reportsOf(
      written(
        NAME_RUN,
        withOutputs(
          'The Northport harbour ferry began service on 4 May 1998. [1] It carried 1.2 million passengers in 2019, its busiest year. [2]',
        ),
      ),
      'result/*.json',
    );
    expect(citedBy(report!, 'began service')).toEqual(['1']);
    expect(citedBy(report!, 'busiest year')).toEqual(['2']);
    expect(report!.dialect).toBeUndefined();
  });

  it('reads an answer that opens with its marker as placing markers in front', async () => {
    const [report] = await reportsOf(
      written(
        NAME_RUN,
        withOutputs(
          '[1] The Northport harbour ferry began service on 4 May 1998. [2] It carried 1.2 million passengers in 2019, its busiest year.',
        ),
      ),
      'result/*.json',
    );
    expect(citedBy(report!, 'began service')).toEqual(['1']);
    expect(citedBy(report!, 'busiest year')).toEqual(['2']);
    expect(report!.dialect).toBe('markers_before');
  });

  it('leaves a marker between two sentences unresolved when the answer places markers both ways', async () => {
    const [report] = await reportsOf(
      written(
        NAME_RUN,
        withOutputs(
          '[1] The Northport harbour ferry began service on 4 May 1998. [2] It carried 1.2 million passengers in 2019, its busiest year. [3]',
        ),
      ),
      'result/*.json',
    );
    const unresolved = report!.findings.filter((finding) => finding.code === 'unresolved_citation');
    expect(unresolved).toEqual([expect.objectContaining({ reason: 'citation_placement_ambiguous', evidence_id: '2' })]);
    expect(citedBy(report!, 'began service')).toEqual(['1']);
  });

  it('leaves the ASQA fixture (markers before the full stop) as it was', async () => {
    const [first] = await reportsOf({ [NAME_RUN]: ALCE_FIXTURE }, 'result/*.json');
    expect(citedBy(first!, 'began service')).toEqual(['1']);
    expect(citedBy(first!, 'busiest year')).toEqual(['2']);
    expect(first!.dialect).toBeUndefined();
  });
});
