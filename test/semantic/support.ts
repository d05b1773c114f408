// Shared set-up for the semantic tests: small reports and a check run against the fake server.
import { runCheck } from '../../src/check/run.js';
import { DEFAULT_THRESHOLDS } from '../../src/gate/thresholds.js';
import type { ResultsFile } from '../../src/results/types.js';
import { createSemanticSetup, readSemanticSettings, type ProgressEvent } from '../../src/semantic/index.js';
import type { FakeOpenAI } from '../helpers/fake-openai.js';
import { report, tempFolder } from '../helpers/reports.js';

/** Must never appear in any output. */
export const KEY = 'sk-test-DO-NOT-PRINT-3f9c2a7b';

export const c1 = {
  id: 'c1',
  statement: 'The pilot reduced average travel time by 12 percent.',
  evidence_ids: ['e1'],
  confidence: 'high' as const,
};
export const c2 = {
  id: 'c2',
  statement: 'Employment increased in every affected sector.',
  evidence_ids: ['e2'],
  confidence: 'high' as const,
};
export const e1 = {
  id: 'e1',
  excerpt: 'Average travel time fell by 12 percent. The comparison used matched control corridors.',
  published_at: '2025-05-01T00:00:00Z',
};
export const e2 = { id: 'e2', excerpt: 'Hospitality employment declined for two quarters. Other sectors grew.' };

export const twoPairReport = () => report([c1, c2], [e1, e2]);

export interface CheckRun {
  dir: string;
  results: ResultsFile;
  warnings: string[];
  events: ProgressEvent[];
}

/** Runs the whole check in `dir` (or a new folder with `files`) with the semantic verifier pointed at `server`. */
export async function checkWith(
  server: FakeOpenAI | null,
  files: Record<string, unknown> | string,
  inputs: Record<string, string | undefined> = {},
): Promise<CheckRun> {
  const dir = typeof files === 'string' ? files : tempFolder(files);
  const values: Record<string, string | undefined> = {
    model: 'fake-model',
    'openai-api-key': KEY,
    'max-retries': '0',
    ...(server ? { 'base-url': server.baseUrl } : {}),
    ...inputs,
  };
  const settings = readSemanticSettings((name) => values[name]);
  const warnings: string[] = [];
  const events: ProgressEvent[] = [];
  const setup = createSemanticSetup(settings, {
    cwd: dir,
    warn: (message) => warnings.push(message),
    progress: (event) => events.push(event),
    now: () => new Date('2026-09-01T12:00:00Z'),
  });
  const results = await runCheck({
    cwd: dir,
    patterns: ['**/*.report.json'],
    thresholds: DEFAULT_THRESHOLDS,
    mode: setup.mode,
    verifier: setup.verifier,
  });
  return { dir, results, warnings, events };
}
