// The action's outputs: named once here, read by main.ts and by the action.yml generator.
import path from 'node:path';
import type { OutputPolicy } from '../files/output-guard.js';
import type { ResultsFile } from '../results/types.js';
import { resultsJson } from '../session/outputs.js';
import type { OutputFile } from '../session/shell.js';
import { overallStatus } from '../render/overall-status.js';
import { provenanceCount, referenceCount } from '../gate/decide.js';
import { PROVENANCE_PROBLEM_STATUSES } from '../results/provenance-records.js';
import { REFERENCE_PROBLEM_STATUSES } from '../results/reference-records.js';

export const OUTPUTS = [
  { name: 'passed', description: '`true` when the gate passed, else `false`.' },
  {
    name: 'status',
    description:
      'Overall verification status: the worst over all reports, from worst to best `invalid` (a file is not a valid report), `unavailable` (nothing verified: the verifier could not run), `disabled` (nothing verified: semantic off), `partial`, `complete`. `skipped` when only-changed found no changed report.',
  },
  { name: 'claims', description: 'Claims checked, over all reports.' },
  { name: 'supported', description: 'Claims whose verdict is `supports`.' },
  { name: 'contradicted', description: 'Claims whose verdict is `contradicts`.' },
  { name: 'insufficient', description: 'Claims whose verdict is `insufficient`.' },
  { name: 'unverifiable', description: 'Claims whose verdict is `unverifiable`.' },
  { name: 'high-confidence-unsupported', description: '`confidence: high` claims whose verdict is not `supports`.' },
  {
    name: 'binding-errors',
    description: 'Rejected committed results, dangling and unresolved citations, and invalid report files.',
  },
  {
    name: 'ungrounded-numbers',
    description:
      'Numbers in claims that occur in none of the excerpts the claim cites: what `max-ungrounded-numbers` counts.',
  },
  {
    name: 'provenance-not-found',
    description:
      'Evidence records whose excerpt is not on the cited page (`not_found`) or whose page is gone (404, 410): what `max-provenance-not-found` counts. Empty when `provenance` is `off`.',
  },
  {
    name: 'provenance-unreachable',
    description:
      'Evidence records whose page could not be read (`blocked` or `unreachable`): what `max-provenance-unreachable` counts. Empty when `provenance` is `off`.',
  },
  {
    name: 'references-not-found',
    description:
      'Evidence records whose identifier no registry has (`not_found`) or that cannot exist (`malformed`): what `max-references-not-found` counts. Empty when `references` is `off`.',
  },
  {
    name: 'references-mismatch',
    description:
      'Evidence records whose identifier names another work than the reference describes: what `max-references-mismatch` counts. Empty when `references` is `off`.',
  },
  {
    name: 'retracted',
    description:
      'Evidence records citing a retracted work: what `max-retracted` counts. Empty when `references` is `off`.',
  },
  { name: 'results-path', description: 'Absolute path of the results file written by this run.' },
] as const;

export type OutputName = (typeof OUTPUTS)[number]['name'];

export function actionOutputs(
  results: ResultsFile,
  resultsPath: string,
  status = overallStatus(results) as string,
): Record<OutputName, string> {
  const { totals } = results;
  return {
    passed: String(results.gate.passed),
    status,
    claims: String(totals.claims),
    supported: String(totals.supported),
    contradicted: String(totals.contradicted),
    insufficient: String(totals.insufficient),
    unverifiable: String(totals.unverifiable),
    'high-confidence-unsupported': String(totals.high_confidence_unsupported),
    'binding-errors': String(totals.binding_errors),
    'ungrounded-numbers': String(totals.ungrounded_numbers),
    'provenance-not-found': String(provenanceCount(totals, PROVENANCE_PROBLEM_STATUSES.provenance_not_found) ?? ''),
    'provenance-unreachable': String(provenanceCount(totals, PROVENANCE_PROBLEM_STATUSES.provenance_unreachable) ?? ''),
    'references-not-found': String(referenceCount(totals, REFERENCE_PROBLEM_STATUSES.reference_not_found) ?? ''),
    'references-mismatch': String(referenceCount(totals, REFERENCE_PROBLEM_STATUSES.reference_mismatch) ?? ''),
    retracted: String(referenceCount(totals, REFERENCE_PROBLEM_STATUSES.reference_retracted) ?? ''),
    'results-path': resultsPath,
  };
}

/** The action writes inside the workspace and RUNNER_TEMP only, never through a symbolic link. */
export function actionOutputPolicy(cwd: string, env: NodeJS.ProcessEnv): OutputPolicy {
  const folder = (name: string, at: string) => ({ name: `${name} ${at}`, folder: at });
  const within = [folder('the workspace (GITHUB_WORKSPACE)', path.resolve(cwd))];
  if (env.RUNNER_TEMP)
    within.push(folder("the runner's temporary folder (RUNNER_TEMP)", path.resolve(env.RUNNER_TEMP)));
  return { within };
}

/**
 * Every file this step writes, by its input's name, the results file first (its failure to write
 * is told apart). A new output file is one more line here.
 */
export function actionFiles(
  settings: { resultsPath: string; sarifPath: string },
  renderSarif: OutputFile['render'],
): [OutputFile, ...OutputFile[]] {
  return [
    { name: 'results-path', path: settings.resultsPath, description: 'the results file', render: resultsJson },
    { name: 'sarif-path', path: settings.sarifPath || undefined, description: 'the SARIF file', render: renderSarif },
  ];
}
