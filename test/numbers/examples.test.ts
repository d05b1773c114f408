import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { numericFindings } from '../../src/check/numeric-findings.js';
import { prepareReport } from '../../src/check/prepare.js';
import { parseReportFile } from '../../src/report/parse.js';

const folder = 'examples/reports';

function findingsOf(file: string) {
  const parsed = parseReportFile(file, readFileSync(`${folder}/${file}`));
  if (!parsed.ok) throw new Error(parsed.error.message);
  return numericFindings(prepareReport(parsed).index).map(
    (finding) => finding.code === 'ungrounded_number' && `${finding.claim_id}: ${finding.text}`,
  );
}

describe('numeric grounding on the example reports', () => {
  it('flags exactly the numbers their cited excerpts lack, and none written there in another spelling', () => {
    const all = Object.fromEntries(
      readdirSync(folder)
        .filter((file) => file.endsWith('.report.json'))
        .map((file) => [file, findingsOf(file)]),
    );
    expect(all).toEqual({
      // "3.5 percent" where the evaluation reports 2.9 percent.
      'lindqvist-hybrid-work.report.json': ['claim-causal-estimate: 3.5 percent'],
      // "EUR 112 million" / "112 million euros" / "EUR 112m", "14%" / "14 percent", "1,200" / "1200": all grounded.
      'meridian-fy2025-revenue.report.json': [],
      // "12%" against "12 percent", "118,400" and the rest: grounded.
      'northport-congestion-pilot.report.json': [],
      // The claims compare with the "2+1" schedule, which the trial excerpt never names: a true finding,
      // read as the schedule "2+1", not as a count 2 (issue 28).
      'pcv-schedule-review.report.json': ['claim-noninferior-12-of-13: 2+1', 'claim-protection-equivalent: 2+1'],
      // "15 percent" where the programme's statistics say 12 percent.
      'westmark-heat-pump-grants.report.json': ['claim-applications-growth: 15 percent'],
    });
  });
});
