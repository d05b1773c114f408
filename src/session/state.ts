// What the stages of a session hand on to each other: the settings, the reports to check, the
// notes for the job summary, and what each stage made.
import type { BaseSource, BaseVersions } from '../base/against-base.js';
import type { ProvenanceChecker, ReferenceChecker } from '../check/run.js';
import type { VerdictTrust } from '../check/trust.js';
import type { WriteOptions } from '../files/atomic-write.js';
import type { ResultsFile } from '../results/types.js';
import type { SemanticSetup } from '../semantic/index.js';
import type { SessionSettings } from './settings.js';
import type { Shell } from './shell.js';

export interface SessionState {
  readonly settings: SessionSettings;
  /** The reports to check: the `reports` setting, or those the action's only-changed selected. */
  readonly patterns: readonly string[];
  /** How every stage writes its files (the shell's policy). */
  readonly write: WriteOptions;
  /** Lines for the job summary, in the order they arose. */
  readonly notes: string[];
  semantic?: SemanticSetup;
  /** Absent when provenance is off. */
  provenance?: ProvenanceChecker;
  /** Absent when references are off. */
  references?: ReferenceChecker;
  base?: { source: BaseSource; versions: BaseVersions | null; trust: VerdictTrust };
  /** The check's results, then each later stage's version of them. */
  results?: ResultsFile;
}

/** One step of a session: it reads the state the stages before it left and adds its part. */
export interface Stage {
  name: string;
  run(state: SessionState, shell: Shell): Promise<void> | void;
}

/** What an earlier stage made; a stage run out of order throws (a mistake in the list, never an input's). */
export function made<T>(value: T | undefined, by: string): T {
  if (value === undefined) throw new Error(`a session stage ran before the ${by} stage`);
  return value;
}
