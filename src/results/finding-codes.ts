// Every finding code citegate writes, one row each: its level, the check that counts it, its
// title and what it means in words. Renderers, annotations, the results file's documentation and
// (later) SARIF's rules all read this table; a new code is one row here.
//
// The first three are the binding and numeric findings each report has always had. The others are
// notices: what an adapter (a Markdown report, a provider's JSON) saw in the report's citation
// apparatus that is not a binding error. A notice's `level` says how it counts: `warning`s are
// counted by `max-warnings`, `note`s are listed and counted by no check.
import type { ThresholdName } from '../gate/thresholds.js';

export type FindingLevel = 'error' | 'warning' | 'note';

export interface FindingCodeSpec {
  level: FindingLevel;
  /** The check whose value counts it; null: listed, counted by none. */
  countedBy: ThresholdName | null;
  /** Short title, as an annotation's title. */
  title: string;
  /** What it means, one sentence a reviewer reads without knowing the code. */
  words: string;
  /** Where docs/ explains it. */
  docs: string;
}

export const FINDING_CODES = {
  dangling_citation: { level: 'error', countedBy: 'max-binding-errors', title: 'Dangling citation', words: 'the claim cites evidence the report does not contain', docs: 'docs/checks.md#beyond-the-reference' },
  unresolved_citation: { level: 'error', countedBy: 'max-binding-errors', title: 'Unresolved citation', words: 'the citation cannot be traced to one source', docs: 'docs/checks.md#beyond-the-reference' },
  ungrounded_number: { level: 'warning', countedBy: 'max-ungrounded-numbers', title: 'Ungrounded number', words: 'a number of the claim is in none of the excerpts it cites', docs: 'docs/numeric-grounding.md' },
  unused_source: { level: 'note', countedBy: null, title: 'Unused source', words: 'the report lists a source that no sentence cites', docs: 'docs/checks.md#findings-about-citations-and-sources' },
  duplicate_source: { level: 'warning', countedBy: 'max-warnings', title: 'Source listed twice', words: 'the same source is listed under two numbers', docs: 'docs/checks.md#findings-about-citations-and-sources' },
  url_variant: { level: 'note', countedBy: null, title: 'URL variants of one source', words: 'one source is written with URLs that differ only in tracking parameters, a text fragment or a trailing slash', docs: 'docs/checks.md#findings-about-citations-and-sources' },
  marker_syntax_mismatch: { level: 'warning', countedBy: 'max-warnings', title: 'Marker syntax differs from its list', words: 'a citation marker is written in another syntax than the list that defines it (it is bound all the same)', docs: 'docs/checks.md#findings-about-citations-and-sources' },
  source_without_url: { level: 'warning', countedBy: 'max-warnings', title: 'Source without a URL', words: 'a source entry gives no URL, so nothing can be fetched or checked against it', docs: 'docs/checks.md#findings-about-citations-and-sources' },
  non_http_url: { level: 'warning', countedBy: 'max-warnings', title: 'Source URL is not http(s)', words: 'a source entry gives a URL that is not http or https', docs: 'docs/checks.md#findings-about-citations-and-sources' },
  numbering_gap: { level: 'note', countedBy: null, title: 'Gap in the source numbering', words: 'the numbered source list skips numbers', docs: 'docs/checks.md#findings-about-citations-and-sources' },
  citation_without_span: { level: 'warning', countedBy: 'max-warnings', title: 'Citation without a place', words: "a provider's citation gives no place in the answer (its indices are 0) and the answer does not link its URL", docs: 'docs/checks.md#findings-about-citations-and-sources' },
  no_citations: { level: 'warning', countedBy: 'max-warnings', title: 'No citations', words: 'the report has no citation marker and no source list, so no claim cites anything', docs: 'docs/checks.md#findings-about-citations-and-sources' },
} as const satisfies Record<string, FindingCodeSpec>;

export type FindingCode = keyof typeof FINDING_CODES;
/** The codes an adapter raises as notices (not the binding and numeric findings). */
export type NoticeCode = Exclude<FindingCode, 'dangling_citation' | 'unresolved_citation' | 'ungrounded_number'>;

export const NOTICE_CODES = (Object.keys(FINDING_CODES) as FindingCode[]).filter(
  (code): code is NoticeCode => code !== 'dangling_citation' && code !== 'unresolved_citation' && code !== 'ungrounded_number',
);

export function isNoticeCode(code: string): code is NoticeCode {
  return (NOTICE_CODES as readonly string[]).includes(code);
}
