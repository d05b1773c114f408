import { DEFAULT_REPORTS_SETTING } from '../formats/patterns.js';

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
  { name: 'reports', scope: 'both', default: DEFAULT_REPORTS_SETTING, placeholder: 'GLOBS', description: 'Reports to check: globs separated by newlines or commas; `!pattern` excludes; a folder means the reports in it. A matched `url_to_info.json` or `instance_dump.json` means its STORM or Co-STORM folder. Paths outside the working directory are refused; a symbolic link that leads outside it is an invalid report.' },
  { name: 'format', scope: 'both', default: 'auto', placeholder: 'FORMAT', description: 'How to read the reports: `auto` decides for each by name and shape; `abundance` (the research pipeline\'s ResearchReport JSON), `storm` (a STORM topic folder), `costorm` (a Co-STORM folder: report.md and instance_dump.json) or `alce` (an ALCE result JSON) reads every match as that format.' },
  { name: 'max-binding-errors', scope: 'both', default: '0', placeholder: 'N', description: 'Most binding errors allowed: rejected committed results, dangling citations and invalid report files.' },
  { name: 'max-contradicted', scope: 'both', default: '', placeholder: 'N', description: 'Most claims whose verdict is `contradicts`. Unset: no limit.' },
  { name: 'max-high-confidence-unsupported', scope: 'both', default: '', placeholder: 'N', description: 'Most `confidence: high` claims whose verdict is not `supports` (uncited ones included). Unset: no limit.' },
  { name: 'max-insufficient', scope: 'both', default: '', placeholder: 'N', description: 'Most claims whose verdict is `insufficient`. Unset: no limit.' },
  { name: 'max-unverifiable', scope: 'both', default: '', placeholder: 'N', description: 'Most claims whose verdict is `unverifiable`. Unset: no limit.' },
  { name: 'max-ungrounded-numbers', scope: 'both', default: '', placeholder: 'N', description: 'Most numbers in claims that none of their cited excerpts contains. Unset: no limit.' },
  { name: 'max-provenance-not-found', scope: 'both', default: '', placeholder: 'N', description: 'Most evidence records whose excerpt is not on the page (`not_found`) or whose page is gone (404, 410). Needs `provenance: check`. Unset: no limit.' },
  { name: 'max-provenance-unreachable', scope: 'both', default: '', placeholder: 'N', description: 'Most evidence records whose page could not be read: `blocked` (401, 403, 429, a login or captcha page) or `unreachable` (DNS, timeout, TLS). Needs `provenance: check`. Unset: no limit.' },
  { name: 'min-coverage', scope: 'both', default: '', placeholder: 'RATIO', description: 'Least share (0 to 1, or a percentage such as `80%`) of cited claims with a kept verifier result, over all reports. Unset: no limit.' },
  { name: 'min-exact-quote-ratio', scope: 'both', default: '', placeholder: 'RATIO', description: 'Least share (0 to 1, or a percentage such as `80%`) of kept results that carry a bound quote. Unset: no limit.' },
  { name: 'fail-on-unavailable', scope: 'both', default: 'false', placeholder: 'BOOL', description: 'Fail when a report could not be verified at all (status `unavailable`).' },
  { name: 'gate-on', scope: 'both', default: 'all', placeholder: 'all|new', description: 'What the thresholds count: `all` problems, or only those `new` in this pull request (compared with its base commit; the command line compares with `--base REF`). Without a base, `new` counts all, with a note.' },
  { name: 'semantic', scope: 'both', default: 'auto', placeholder: 'MODE', description: 'Semantic verifier: `auto` asks the model only about pairs without a kept committed result, `always` about every pair (its kept answers win), `off` never.' },
  { name: 'model', scope: 'both', default: '', placeholder: 'NAME', description: 'Model for the semantic verifier, e.g. `gpt-4o-mini`. Unset: the verifier does not run (`missing_model`).' },
  { name: 'base-url', scope: 'both', default: '', placeholder: 'URL', description: 'Any OpenAI-compatible endpoint, e.g. `http://localhost:8000/v1`. Unset: the OpenAI API.' },
  { name: 'openai-api-key', scope: 'action', default: '', description: 'API key for the semantic verifier; pass a secret. The command line reads `OPENAI_API_KEY` instead. Unset: the verifier does not run (`missing_api_key`).' },
  { name: 'batch-size', scope: 'both', default: '8', placeholder: 'N', description: 'Claim/evidence pairs per model request (1 to 100).' },
  { name: 'concurrency', scope: 'both', default: '4', placeholder: 'N', description: 'Model requests in flight at once (1 to 64).' },
  { name: 'request-timeout', scope: 'both', default: '60', placeholder: 'SECONDS', description: 'Seconds for one model request, from sending it to the last byte of the answer, before it counts as timed out (and is retried).' },
  { name: 'max-retries', scope: 'both', default: '3', placeholder: 'N', description: 'Retries per request on rate limits (429), server errors (5xx), timeouts and lost connections, with exponential backoff and jitter; `Retry-After` is honoured.' },
  { name: 'max-pairs', scope: 'both', default: '', placeholder: 'N', description: 'Most pairs sent to the model per run; the rest stay unverified (`max_pairs_reached`). Unset: no limit.' },
  { name: 'cache-path', scope: 'both', default: '.citegate/cache.json', placeholder: 'PATH', description: 'File of earlier model answers (JSON Lines), keyed by claim and excerpt fingerprints, model and prompt version; only new pairs are asked. Entries unused in 50 runs are dropped, and at most 100,000 are kept. Keep it with `actions/cache`.' },
  { name: 'provenance', scope: 'both', default: 'off', placeholder: 'MODE', description: 'Provenance: `check` fetches each evidence URL (once per run) and looks for its excerpt on the page; `off` fetches nothing.' },
  { name: 'provenance-allow-private', scope: 'both', default: 'false', placeholder: 'BOOL', description: 'For local use only: let provenance fetches reach loopback, private and link-local addresses, which are otherwise refused after DNS resolution at every redirect.' },
  { name: 'provenance-max-age', scope: 'both', default: '7d', placeholder: 'DURATION', description: 'A cached page younger than this (e.g. `7d`, `12h`, `0`) is used without a request; an older one is revalidated with a conditional request.' },
  { name: 'provenance-timeout', scope: 'both', default: '20', placeholder: 'SECONDS', description: 'Seconds for one provenance fetch (connection, headers and body) before it counts as unreachable.' },
  { name: 'provenance-max-body', scope: 'both', default: '20MB', placeholder: 'SIZE', description: 'Page bodies (after decompression) are cut at this size, e.g. `20MB`, `500kB`; a cut body is said so in the results.' },
  { name: 'provenance-cache-path', scope: 'both', default: '.citegate/provenance.jsonl', placeholder: 'PATH', description: 'File of fetched pages (extracted text, fetch time, ETag, Last-Modified), keyed by URL. Keep it with `actions/cache`.' },
  { name: 'results-path', scope: 'action', default: 'citegate-results.json', description: 'Where to write the results file (JSON), relative to the workspace. The command line writes it with `--json PATH`.' },
  { name: 'github-token', scope: 'action', default: '${{ github.token }}', description: 'Token for the pull-request comment, the changed-files lookup and reading the base versions of the reports. Needs `pull-requests: write` to comment and `contents: read` to read the base.' },
  { name: 'comment', scope: 'action', default: 'always', description: 'Pull-request comment: `always`, `on-failure` (post only when the gate fails; an existing comment is still updated), or `never`.' },
  { name: 'comment-key', scope: 'action', default: 'default', description: 'Tells apart the comments of several citegate steps on one pull request: one sticky comment per key.' },
  { name: 'only-changed', scope: 'action', default: 'false', description: 'On a pull request, check only the report files it adds or modifies (still filtered by `reports`). Elsewhere every report is checked.' },
];
