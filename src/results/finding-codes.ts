// The notices: what an adapter (a Markdown report, a provider's JSON) saw in a report's citation
// apparatus that is not a binding error. Each code's words, help, annotation title and level are
// its row in ./rules.ts; the level says how it counts: `warning`s are counted by `max-warnings`,
// `note`s are listed and counted by no check.
import type { NoticeCode, NoticeLevel } from './findings.js';
import { RULES } from './rules.js';

export { isNoticeCode, NOTICE_CODES, type NoticeCode, type NoticeLevel } from './findings.js';

/** How a notice counts: its rule's level (a notice is never an error). */
export function noticeLevel(code: NoticeCode): NoticeLevel {
  return RULES[code].level === 'warning' ? 'warning' : 'note';
}

/** A notice's annotation title. */
export function noticeTitle(code: NoticeCode): string {
  return RULES[code].title ?? code;
}
