// The notices: what an adapter (a Markdown report, a provider's JSON) saw in a report's citation
// apparatus that is not a binding error. Each code's words, help, annotation title and level are
// its row in ./rules.ts; the level says how it counts: `warning`s are counted by `max-warnings`,
// `note`s are listed and counted by no check.
import { RULES } from './rules.js';

export const NOTICE_CODES = [
  'unused_source',
  'duplicate_source',
  'url_variant',
  'marker_syntax_mismatch',
  'source_without_url',
  'non_http_url',
  'numbering_gap',
  'citation_without_span',
  'no_citations',
  'uncited_claim',
] as const;
export type NoticeCode = (typeof NOTICE_CODES)[number];
export type NoticeLevel = 'warning' | 'note';

export function isNoticeCode(code: string): code is NoticeCode {
  return (NOTICE_CODES as readonly string[]).includes(code);
}

/** How a notice counts: its rule's level (a notice is never an error). */
export function noticeLevel(code: NoticeCode): NoticeLevel {
  return RULES[code].level === 'warning' ? 'warning' : 'note';
}

/** A notice's annotation title. */
export function noticeTitle(code: NoticeCode): string {
  return RULES[code].title ?? code;
}
