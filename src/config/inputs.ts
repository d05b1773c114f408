import { DEFAULT_REPORT_GLOB } from '../files/find-reports.js';

/**
 * Every setting, named once: the action's input, the command line's `--flag`, and the README's
 * row all come from this table, so the three cannot drift apart.
 */
export interface InputSpec {
  name: string;
  description: string;
  /** Default as the user would write it; '' means unset. */
  default: string;
  /** Where it applies: both shells, or only the action. */
  scope: 'both' | 'action';
  /** Shown in the CLI's --help instead of the value placeholder. */
  placeholder?: string;
}

export const INPUTS: readonly InputSpec[] = [
  { name: 'reports', scope: 'both', default: DEFAULT_REPORT_GLOB, placeholder: 'GLOBS', description: 'Report files to check: globs separated by newlines or commas; `!pattern` excludes. Paths outside the working directory are refused.' },
  { name: 'max-binding-errors', scope: 'both', default: '0', placeholder: 'N', description: 'Most binding errors allowed: rejected committed results, dangling citations and invalid report files.' },
  { name: 'max-contradicted', scope: 'both', default: '', placeholder: 'N', description: 'Most claims whose verdict is `contradicts`. Unset: no limit.' },
  { name: 'max-high-confidence-unsupported', scope: 'both', default: '', placeholder: 'N', description: 'Most `confidence: high` claims whose verdict is not `supports` (uncited ones included). Unset: no limit.' },
  { name: 'max-insufficient', scope: 'both', default: '', placeholder: 'N', description: 'Most claims whose verdict is `insufficient`. Unset: no limit.' },
  { name: 'max-unverifiable', scope: 'both', default: '', placeholder: 'N', description: 'Most claims whose verdict is `unverifiable`. Unset: no limit.' },
  { name: 'max-ungrounded-numbers', scope: 'both', default: '', placeholder: 'N', description: 'Most numbers in claims that none of their cited excerpts contains. Unset: no limit.' },
  { name: 'min-coverage', scope: 'both', default: '', placeholder: 'RATIO', description: 'Least share (0 to 1) of cited claims with a kept verifier result, over all reports. Unset: no limit.' },
  { name: 'min-exact-quote-ratio', scope: 'both', default: '', placeholder: 'RATIO', description: 'Least share (0 to 1) of kept results that carry a bound quote. Unset: no limit.' },
  { name: 'fail-on-unavailable', scope: 'both', default: 'false', placeholder: 'BOOL', description: 'Fail when a report could not be verified at all (status `unavailable`).' },
];
