// Deciding a run's gate both ways: with the verdicts a pull request adds that count unconfirmed,
// and without them (./unconfirmed.ts, src/gate/strictest.ts). Each step that decides the gate
// (the check, the base comparison's gate-on: new) passes its own decision as `decide`.
import type { GateDecision } from '../gate/decide.js';
import { strictest } from '../gate/strictest.js';
import type { ResultsFile } from '../results/types.js';
import { resultsWithoutUnconfirmed } from './unconfirmed.js';

/** `decide` on the run as it is, and, when it counts unconfirmed verdicts, on the run without them: it fails where either fails. */
export function decideBothWays(results: ResultsFile, decide: (view: ResultsFile) => GateDecision): GateDecision {
  const withThem = decide(results);
  const without = resultsWithoutUnconfirmed(results);
  return without ? strictest(withThem, decide(without)) : withThem;
}
