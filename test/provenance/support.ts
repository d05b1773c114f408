// Runs the real check (files, parsing, binding, the provenance checker over HTTP) on a report
// whose evidence records point at the test's local server.
import { runCheck } from '../../src/check/run.js';
import { DEFAULT_THRESHOLDS, type Thresholds } from '../../src/gate/thresholds.js';
import { createProvenanceChecker, type ProvenanceHooks } from '../../src/provenance/checker.js';
import type { ProvenanceSettings } from '../../src/provenance/settings.js';
import type { ProvenanceRow, ResultsFile } from '../../src/results/types.js';
import { report, tempFolder } from '../helpers/reports.js';

export interface Source {
  id: string;
  url: string;
  excerpt: string;
  title?: string;
}

export const TEST_SETTINGS: ProvenanceSettings = {
  mode: 'check',
  allowPrivate: true,
  maxAgeMs: 7 * 86_400_000,
  timeoutMs: 5_000,
  maxBodyBytes: 20_000_000,
  cachePath: '.citegate/provenance.jsonl',
};

/** A folder with one report citing every source from one claim. */
export function reportFolder(sources: readonly Source[]): string {
  const claim = {
    id: 'c-1',
    statement: 'Traffic into the Central Zone fell.',
    evidence_ids: sources.map((source) => source.id),
  };
  return tempFolder({
    'r.report.json': report(
      [claim],
      sources.map((source) => ({ title: `Source ${source.id}`, ...source })),
    ),
  });
}

export interface Checked {
  results: ResultsFile;
  rows: Map<string, ProvenanceRow>;
  warnings: string[];
}

export async function checkSources(
  dir: string,
  options: { settings?: Partial<ProvenanceSettings>; hooks?: ProvenanceHooks; thresholds?: Partial<Thresholds> } = {},
): Promise<Checked> {
  const warnings: string[] = [];
  const provenance = createProvenanceChecker(
    { ...TEST_SETTINGS, ...options.settings },
    { cwd: dir, warn: (message) => warnings.push(message), ...options.hooks },
  );
  const results = await runCheck({
    cwd: dir,
    patterns: ['**/*.report.json'],
    thresholds: { ...DEFAULT_THRESHOLDS, ...options.thresholds },
    mode: 'off',
    verifier: { missing: 'semantic_off' },
    provenance,
  });
  const rows = new Map<string, ProvenanceRow>();
  for (const record of results.reports.flatMap((result) => result.evidence))
    if (record.provenance) rows.set(record.id, record.provenance);
  return { results, rows, warnings };
}

/** No waiting for retries; the delays asked for are recorded. */
export function recordingSleep(): { sleep: (ms: number) => Promise<void>; delays: number[] } {
  const delays: number[] = [];
  return { delays, sleep: async (ms) => void delays.push(ms) };
}
