// Shared by the format tests: copies of the committed samples in temporary folders, the check
// run on them, and verdicts made as `citegate verify` would write them.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCheck, type CheckOptions } from '../../src/check/run.js';
import { DEFAULT_THRESHOLDS } from '../../src/gate/thresholds.js';
import type { ReportResult, ResultsFile } from '../../src/results/types.js';
import { claimFingerprint, evidenceFingerprint } from '../../src/text/fingerprint.js';

export const root = fileURLToPath(new URL('../..', import.meta.url));
export const STORM_SAMPLE = path.join(root, 'examples/storm/taylor-hawkins');
export const COSTORM_FIXTURE = path.join(root, 'test/fixtures/formats/costorm/tram-extension');
export const ALCE_FIXTURE = path.join(root, 'test/fixtures/formats/alce/asqa-gpt-3.5-turbo-gtr-shot2-ndoc3-42.json');

/** A temporary folder holding copies of the given files or folders, under the given names. */
export function copyInto(entries: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'citegate-formats-'));
  for (const [name, source] of Object.entries(entries)) cpSync(source, path.join(dir, name), { recursive: true });
  return dir;
}

export function edit(file: string, change: (text: string) => string): void {
  const before = readFileSync(file, 'utf8');
  const after = change(before);
  if (after === before) throw new Error(`the edit changed nothing in ${file}`);
  writeFileSync(file, after);
}

export async function check(dir: string, options: Partial<CheckOptions> = {}): Promise<ResultsFile> {
  return runCheck({
    cwd: dir,
    patterns: [],
    thresholds: DEFAULT_THRESHOLDS,
    mode: 'off',
    verifier: { missing: 'semantic_off' },
    ...options,
  });
}

export function only(results: ResultsFile, format?: ReportResult['format']): ReportResult {
  const reports = results.reports.filter((report) => report.format === format);
  if (reports.length !== 1) throw new Error(`expected one ${format ?? 'abundance'} report, got ${reports.length}`);
  return reports[0] as ReportResult;
}

export function ungrounded(report: ReportResult): string[] {
  return report.findings.flatMap((finding) => (finding.code === 'ungrounded_number' ? [finding.text] : []));
}

/** A verdict as `citegate verify` writes it, for a claim of the results and an excerpt. */
export function verdictFor(
  claim: { id: string; statement: string },
  evidenceId: string,
  excerpt: string,
  quote: string | null,
  extra: Record<string, unknown> = {},
) {
  return {
    claim_id: claim.id,
    evidence_id: evidenceId,
    verdict: 'supports',
    quote,
    limitations: [],
    confidence: 0.9,
    claim_sha256: claimFingerprint(claim.statement),
    evidence_sha256: evidenceFingerprint(excerpt),
    verifier_version: 'test-verifier-1',
    model: 'test-model',
    ...extra,
  };
}
