import { DEFAULT_REPORTS_SETTING } from '../formats/patterns.js';
import { DEFAULT_WAIVERS_PATH } from './settings.js';

/**
 * Every setting, named once: the action's input, the command line's `--flag`, and the README's
 * row all come from this table, so the three cannot drift apart.
 */
export interface InputSpec {
  name: string;
  description: string;
  /** Default as the user would write it; '' means unset. */
  default: string;
  /** Where it applies: both shells, only the action, or `citegate snapshot` and the action (not check). */
  scope: 'both' | 'action' | 'snapshot';
  /** Shown in the CLI's --help instead of the value placeholder. */
  placeholder?: string;
}

export const INPUTS: readonly InputSpec[] = [
  {
    name: 'reports',
    scope: 'both',
    default: DEFAULT_REPORTS_SETTING,
    placeholder: 'GLOBS',
    description:
      'Reports to check: globs, one per line, or on a single line separated by commas (a path with a comma needs the form of one per line: `reports: |`); on the command line each argument is one glob, commas and all; `!pattern` excludes; a folder means the reports in it. A matched `url_to_info.json` or `instance_dump.json` means its STORM or Co-STORM folder. Paths outside the working directory are refused; a symbolic link that leads outside it is an invalid report.',
  },
  {
    name: 'format',
    scope: 'both',
    default: 'auto',
    placeholder: 'FORMAT',
    description:
      "How to read the reports: `auto` decides for each by name and shape; `abundance` (the research pipeline's ResearchReport JSON), `storm` (a STORM topic folder), `costorm` (a Co-STORM folder: report.md and instance_dump.json), `alce` (an ALCE result JSON), `markdown` (a Markdown research report) or `provider-json` (a model provider's saved answer with citations) reads every match as that format.",
  },
  {
    name: 'markdown-dialect',
    scope: 'both',
    default: 'auto',
    placeholder: 'DIALECT',
    description:
      "How Markdown reports cite: `auto` recognises each report's dialect where its shape is unambiguous (else reads it as `generic`); or one of `numbered_sources` (`[n]` and a numbered source list, as open_deep_research, Claude agents and many others write; `open_deep_research` and `claude` are accepted for it), `cite_markers` (`[cite: n]`, Gemini Deep Research through the API), `open_deep_research_legacy`, `gpt_researcher`, `chatgpt_answer`, `chatgpt_docx`, `chatgpt_deep_research`, `perplexity_thread`, `perplexity_footnotes`, `perplexity_links`, `gemini` (digits glued to a sentence's end are markers), `jina`, `generic` for every Markdown report.",
  },
  {
    name: 'max-binding-errors',
    scope: 'both',
    default: '0',
    placeholder: 'N',
    description:
      'Most binding errors allowed: rejected committed results, dangling and unresolved citations, and invalid report files.',
  },
  {
    name: 'max-contradicted',
    scope: 'both',
    default: '',
    placeholder: 'N',
    description: 'Most claims whose verdict is `contradicts`. Unset: no limit.',
  },
  {
    name: 'max-high-confidence-unsupported',
    scope: 'both',
    default: '',
    placeholder: 'N',
    description:
      'Most `confidence: high` claims whose verdict is not `supports` (uncited ones included). Unset: no limit.',
  },
  {
    name: 'max-insufficient',
    scope: 'both',
    default: '',
    placeholder: 'N',
    description: 'Most claims whose verdict is `insufficient`. Unset: no limit.',
  },
  {
    name: 'max-unverifiable',
    scope: 'both',
    default: '',
    placeholder: 'N',
    description: 'Most claims whose verdict is `unverifiable`. Unset: no limit.',
  },
  {
    name: 'max-ungrounded-numbers',
    scope: 'both',
    default: '',
    placeholder: 'N',
    description: 'Most numbers in claims that none of their cited excerpts contains. Unset: no limit.',
  },
  {
    name: 'max-warnings',
    scope: 'both',
    default: '',
    placeholder: 'N',
    description:
      "Most warnings about reports' citations and sources that are not binding errors (a source listed twice, a marker in another syntax than its list, an entry with no URL or a non-http one; docs/checks.md lists the codes). `markdown` and `provider-json` reports raise them, and STORM and Co-STORM articles with no citation marker at all (`no_citations`). Unset: no limit.",
  },
  {
    name: 'max-unread-markers',
    scope: 'both',
    default: '0',
    placeholder: 'N',
    description:
      'Most citation marks in `markdown` and `provider-json` reports that could not be read (`unread_marker`: no source list the mark can index, a number out of range, a hidden character, a syntax citegate does not read, a link to a non-http target). Default 0: an unread mark is a citation nobody checked, and a report whose citations are lost must not pass. `none`: no limit.',
  },
  {
    name: 'max-no-source-text',
    scope: 'both',
    default: '',
    placeholder: 'N',
    description:
      'Most claim/evidence pairs whose source has no text to check the claim against: a source cited by URL alone with no snapshot passages for the sentence (no snapshot yet, a page that could not be read, a sentence edited since). `citegate snapshot` writes them (docs/snapshots.md). Unset: no limit, so a report not yet snapshotted does not fail.',
  },
  {
    name: 'max-quotes-not-in-source',
    scope: 'both',
    default: '',
    placeholder: 'N',
    description:
      'Most quotations in claims (words in quotation marks) that are not on the snapshotted page of the source the claim cites (docs/snapshots.md). Unset: no limit.',
  },
  {
    name: 'max-uncited-claims',
    scope: 'both',
    default: '',
    placeholder: 'N',
    description:
      'Most sentences that state a checkable fact (a number, a date, a percentage, a quotation, a superlative such as "the first") and cite nothing, in reports that cite elsewhere (`uncited_claim`; docs/checks.md#citation-recall). Needs `citation-recall: check`. Unset: no limit.',
  },
  {
    name: 'max-provenance-not-found',
    scope: 'both',
    default: '',
    placeholder: 'N',
    description:
      'Most evidence records whose excerpt is not on the page (`not_found`) or whose page is gone (404, 410). Needs `provenance: check`. Unset: no limit.',
  },
  {
    name: 'max-provenance-unreachable',
    scope: 'both',
    default: '',
    placeholder: 'N',
    description:
      'Most evidence records whose page could not be read: `blocked` (401, 403, 429, a login or captcha page) or `unreachable` (DNS, timeout, TLS). Needs `provenance: check`. Unset: no limit.',
  },
  {
    name: 'max-references-not-found',
    scope: 'both',
    default: '',
    placeholder: 'N',
    description:
      'Most references whose DOI, arXiv, PubMed or PMC ID no registry has (`not_found`) or cannot exist (`malformed`). Needs `references: check`. Unset: no limit.',
  },
  {
    name: 'max-references-mismatch',
    scope: 'both',
    default: '',
    placeholder: 'N',
    description:
      'Most references whose identifier names another work than the reference describes (title, first author, year or venue differ). Needs `references: check`. Unset: no limit.',
  },
  {
    name: 'max-retracted',
    scope: 'both',
    default: '',
    placeholder: 'N',
    description:
      'Most references to retracted works (Crossref update notices, Retraction Watch, PubMed). Needs `references: check`. Unset: no limit.',
  },
  {
    name: 'min-coverage',
    scope: 'both',
    default: '',
    placeholder: 'RATIO',
    description:
      'Least share (0 to 1, or a percentage such as `80%`) of cited claims with a kept verifier result, over all reports. Unset: no limit.',
  },
  {
    name: 'min-exact-quote-ratio',
    scope: 'both',
    default: '',
    placeholder: 'RATIO',
    description:
      'Least share (0 to 1, or a percentage such as `80%`) of kept results that carry a bound quote. Unset: no limit.',
  },
  {
    name: 'fail-on-unavailable',
    scope: 'both',
    default: 'false',
    placeholder: 'BOOL',
    description: 'Fail when a report could not be verified at all (status `unavailable`).',
  },
  {
    name: 'gate-on',
    scope: 'both',
    default: 'all',
    placeholder: 'all|new',
    description:
      'What the thresholds count: `all` problems, or only those `new` in this pull request (compared with its base commit; the command line compares with `--base REF`). Without a base, `new` counts all, with a note.',
  },
  {
    name: 'waivers',
    scope: 'both',
    default: DEFAULT_WAIVERS_PATH,
    placeholder: 'PATH',
    description:
      'File of accepted findings (YAML): each waiver names one problem (report, kind, claim, and evidence or number where the kind has them), a reason and optionally an expiry date (`expires: 2026-12-31`); a waived problem does not count toward the limits. No file at the default path: no waivers. A pull request can add waivers, and its comment shows them as added: have the file reviewed (CODEOWNERS).',
  },
  {
    name: 'trust-committed-verdicts',
    scope: 'both',
    default: 'base',
    placeholder: 'base|all',
    description:
      "Which committed verdicts (verdict files, a pipeline envelope's results) count on a pull request (the command line: with `--base REF`): `base`, only those identical to one at the base commit; the others are asked of the model again, or count as no verdict without an API key, except that a `contradicts` or `insufficient` the pull request adds counts, unconfirmed, unless the model's answer is as strict (it can only make the gate stricter), and a finding of the base stays when the pull request removes it. `all`: every one as written, so a pull request can add verdicts no model gave (see docs/security.md). Elsewhere every committed verdict counts.",
  },
  {
    name: 'model-prices',
    scope: 'both',
    default: '',
    placeholder: 'INPUT/OUTPUT',
    description:
      'What the model costs, as the price of a million input tokens and of a million output tokens (`2.50/10.00`): the verifier line then gives an estimated cost of the tokens the API reported. No built-in price table, since prices change. Unset: tokens only.',
  },
  {
    name: 'citation-recall',
    scope: 'both',
    default: 'off',
    placeholder: 'check|off',
    description:
      'Citation recall: `check` lists each sentence that states a checkable fact (a number, a date, a percentage, a quotation of two words or more, a superlative such as "the first" or "the largest") and cites nothing, in a report that cites elsewhere (`uncited_claim`, counted by `max-uncited-claims`), and gives each report\'s share of factual sentences citing a source; `off` (the default: on real reports 41% of the sentences it flagged were true, short of the 90% it needs to be on by default) does not look (docs/checks.md#citation-recall).',
  },
  {
    name: 'semantic',
    scope: 'both',
    default: 'auto',
    placeholder: 'MODE',
    description:
      'Semantic verifier: `auto` asks the model only about pairs without a kept committed result, `always` about every pair (its kept answers win), `off` never.',
  },
  {
    name: 'model',
    scope: 'both',
    default: '',
    placeholder: 'NAME',
    description:
      'Model for the semantic verifier, e.g. `gpt-4o-mini`. Unset: the verifier does not run (`missing_model`).',
  },
  {
    name: 'base-url',
    scope: 'both',
    default: '',
    placeholder: 'URL',
    description: 'Any OpenAI-compatible endpoint, e.g. `http://localhost:8000/v1`. Unset: the OpenAI API.',
  },
  {
    name: 'openai-api-key',
    scope: 'action',
    default: '',
    description:
      'API key for the semantic verifier; pass a secret. The command line reads `OPENAI_API_KEY` instead. Unset: the verifier does not run (`missing_api_key`).',
  },
  {
    name: 'batch-size',
    scope: 'both',
    default: '8',
    placeholder: 'N',
    description: 'Claim/evidence pairs per model request (1 to 100); pairs of different reports never share a request.',
  },
  {
    name: 'concurrency',
    scope: 'both',
    default: '4',
    placeholder: 'N',
    description: 'Model requests in flight at once (1 to 64).',
  },
  {
    name: 'request-timeout',
    scope: 'both',
    default: '60',
    placeholder: 'SECONDS',
    description:
      'Seconds for one model request, from sending it to the last byte of the answer, before it counts as timed out (and is retried).',
  },
  {
    name: 'max-retries',
    scope: 'both',
    default: '3',
    placeholder: 'N',
    description:
      'Retries per request on rate limits (429), server errors (5xx), timeouts and lost connections, with exponential backoff and jitter; `Retry-After` is honoured.',
  },
  {
    name: 'max-pairs',
    scope: 'both',
    default: '500',
    placeholder: 'N',
    description:
      'Most pairs sent to the model per run, in report order (about 63 requests at the default batch size); the rest stay unverified (`max_pairs_reached`), and the comment, summary and terminal say how many. `none`: no limit.',
  },
  {
    name: 'cache-path',
    scope: 'both',
    default: '.citegate/cache.json',
    placeholder: 'PATH',
    description:
      'File of earlier model answers (JSON Lines), keyed by claim and excerpt fingerprints, model and prompt version; only new pairs are asked. Entries unused in 50 runs are dropped, and at most 100,000 are kept. Keep it with `actions/cache`.',
  },
  {
    name: 'provenance',
    scope: 'both',
    default: 'off',
    placeholder: 'MODE',
    description:
      'Provenance: `check` fetches each evidence URL (once per run) and looks for its excerpt on the page; `off` fetches nothing.',
  },
  {
    name: 'provenance-allow-private',
    scope: 'both',
    default: 'false',
    placeholder: 'BOOL',
    description:
      'For local use only: let provenance fetches reach loopback, private and link-local addresses, which are otherwise refused after DNS resolution at every redirect.',
  },
  {
    name: 'provenance-max-age',
    scope: 'both',
    default: '7d',
    placeholder: 'DURATION',
    description:
      'A cached page younger than this (e.g. `7d`, `12h`, `0`) is used without a request; an older one is revalidated with a conditional request.',
  },
  {
    name: 'provenance-timeout',
    scope: 'both',
    default: '20',
    placeholder: 'SECONDS',
    description: 'Seconds for one provenance fetch (connection, headers and body) before it counts as unreachable.',
  },
  {
    name: 'provenance-max-body',
    scope: 'both',
    default: '20MB',
    placeholder: 'SIZE',
    description:
      'Page bodies (after decompression) are cut at this size, e.g. `20MB`, `500kB`; a cut body is said so in the results.',
  },
  {
    name: 'provenance-cache-path',
    scope: 'both',
    default: '.citegate/provenance.jsonl',
    placeholder: 'PATH',
    description:
      'File of fetched pages (extracted text, fetch time, ETag, Last-Modified), keyed by URL. Keep it with `actions/cache`.',
  },
  {
    name: 'references',
    scope: 'both',
    default: 'off',
    placeholder: 'MODE',
    description:
      'References: `check` looks up every DOI, arXiv, PubMed and PMC ID in the evidence records (Crossref, DataCite, arXiv, NCBI), says whether each exists, is the work the reference describes, and is not retracted; `off` looks nothing up. Only identifiers and titles leave the runner.',
  },
  {
    name: 'references-mailto',
    scope: 'both',
    default: '',
    placeholder: 'EMAIL',
    description:
      'A contact address sent to the registries (Crossref `mailto`, DataCite, NCBI `email`): Crossref and DataCite then allow more requests per second. Unset: the anonymous rates.',
  },
  {
    name: 'references-title-search',
    scope: 'both',
    default: 'false',
    placeholder: 'BOOL',
    description:
      'Look up references that have no identifier by their title in Crossref. A lower-confidence answer (`found_by_title`, `not_found_by_title`) that no threshold counts.',
  },
  {
    name: 'crossref-url',
    scope: 'both',
    default: 'https://api.crossref.org',
    placeholder: 'URL',
    description: 'Crossref REST API base URL (for a proxy or a test server).',
  },
  {
    name: 'datacite-url',
    scope: 'both',
    default: 'https://api.datacite.org',
    placeholder: 'URL',
    description: 'DataCite REST API base URL.',
  },
  {
    name: 'arxiv-url',
    scope: 'both',
    default: 'https://export.arxiv.org/api/query',
    placeholder: 'URL',
    description: 'arXiv API query URL.',
  },
  {
    name: 'pubmed-url',
    scope: 'both',
    default: 'https://eutils.ncbi.nlm.nih.gov/entrez/eutils',
    placeholder: 'URL',
    description: 'NCBI E-utilities base URL (esummary for PubMed and PMC IDs).',
  },
  {
    name: 'doi-url',
    scope: 'both',
    default: 'https://doi.org',
    placeholder: 'URL',
    description:
      'doi.org base URL: asked whether a DOI exists at another registration agency before it is called not found.',
  },
  {
    name: 'references-max-age',
    scope: 'both',
    default: '7d',
    placeholder: 'DURATION',
    description:
      'A cached registry answer younger than this (e.g. `7d`, `12h`, `0`) is used without a request; an answer that an identifier does not exist is kept at most a day.',
  },
  {
    name: 'references-timeout',
    scope: 'both',
    default: '20',
    placeholder: 'SECONDS',
    description: 'Seconds for one registry request before it counts as unreachable.',
  },
  {
    name: 'references-cache-path',
    scope: 'both',
    default: '.citegate/references.jsonl',
    placeholder: 'PATH',
    description:
      'File of registry answers (JSON Lines), keyed by identifier. Keep it with `actions/cache`; a file the repository tracks is never read.',
  },
  {
    name: 'snapshot',
    scope: 'action',
    default: 'off',
    description:
      'Source snapshots: `missing` runs `citegate snapshot --only-missing` before the check, writing a snapshot file beside each report for the sources it cites by URL alone (`provenance-*` settings apply); `off` fetches nothing. Refused on pull-request events, where the pull request would choose what is fetched and written: run it on a schedule (docs/snapshots.md).',
  },
  {
    name: 'archive',
    scope: 'snapshot',
    default: 'wayback',
    placeholder: 'wayback|off',
    description:
      "Snapshots: where a page that is gone (404, 410) or blocked is looked up instead: `wayback` (the Wayback Machine's availability API, near the report's date when it has one) or `off`.",
  },
  {
    name: 'archive-url',
    scope: 'snapshot',
    default: 'https://archive.org/wayback/available',
    placeholder: 'URL',
    description: 'Snapshots: the Wayback Machine availability API to ask, or a mirror of it.',
  },
  {
    name: 'results-path',
    scope: 'action',
    default: 'citegate-results.json',
    description:
      'Where to write the results file (JSON), relative to the workspace. The command line writes it with `--json PATH`.',
  },
  {
    name: 'sarif-path',
    scope: 'action',
    default: '',
    description:
      'Where to write a SARIF 2.1.0 file of every finding and binding error (for `github/codeql-action/upload-sarif`), relative to the workspace. Unset: none. The command line writes it with `--sarif PATH`.',
  },
  {
    name: 'github-token',
    scope: 'action',
    default: '${{ github.token }}',
    description:
      'Token for the pull-request comment, the changed-files lookup and reading the base versions of the reports. Needs `pull-requests: write` to comment and `contents: read` to read the base.',
  },
  {
    name: 'comment',
    scope: 'action',
    default: 'always',
    description:
      'Pull-request comment: `always`, `on-failure` (post only when the gate fails; an existing comment is still updated), or `never`.',
  },
  {
    name: 'comment-key',
    scope: 'action',
    default: 'default',
    description: 'Tells apart the comments of several citegate steps on one pull request: one sticky comment per key.',
  },
  {
    name: 'only-changed',
    scope: 'action',
    default: 'false',
    description:
      'On a pull request, check only the report files it adds or modifies (still filtered by `reports`). Elsewhere every report is checked.',
  },
];
