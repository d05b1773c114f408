// The runner of a check session: the stages of ./stages.ts in order over one state, then the
// results and the notes for the shell to show and write (./outputs.ts writes its files).
import { writeOptions } from '../files/output-guard.js';
import type { ResultsFile } from '../results/types.js';
import type { SessionSettings } from './settings.js';
import type { Shell } from './shell.js';
import { STAGES } from './stages.js';
import { made, type SessionState } from './state.js';

export interface SessionOutcome {
  results: ResultsFile;
  /** Lines for the job summary (only-changed's selection, a fork's missing key), in order. */
  notes: string[];
}

/**
 * Runs every stage. `selection` is what the action's only-changed chose to check (default: the
 * `reports` setting), with the note that says so.
 */
export async function runSession(
  settings: SessionSettings,
  shell: Shell,
  selection: { patterns: readonly string[]; note: string | null } = { patterns: settings.core.patterns, note: null },
): Promise<SessionOutcome> {
  const state: SessionState = {
    settings,
    patterns: selection.patterns,
    write: writeOptions(shell.policy, shell.cwd),
    notes: selection.note ? [selection.note] : [],
  };
  for (const stage of STAGES) await stage.run(state, shell);
  return { results: made(state.results, 'check'), notes: state.notes };
}
