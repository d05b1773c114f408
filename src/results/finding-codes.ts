// The notices: what an adapter (a Markdown report, a provider's JSON) saw in a report's citation
// apparatus that is not a binding error. Each code's words, help, annotation title and level are
// its row in ./rules.ts; the level says how it counts: `warning`s are counted by `max-warnings`
// (but `unread_marker`, counted by `max-unread-markers`), `note`s are listed and counted by no check.
import type { NoticeCode, NoticeLevel } from './findings.js';
import { RULES } from './rules.js';

export { isNoticeCode, NOTICE_CODES, type NoticeCode, type NoticeLevel } from './findings.js';

/** How a notice counts: its rule's level (a notice is never an error). */
export function noticeLevel(code: NoticeCode): NoticeLevel {
  return RULES[code].level === 'warning' ? 'warning' : 'note';
}

/**
 * The notices `max-warnings` counts: the warnings, less `unread_marker`, which has a check of its
 * own (`max-unread-markers`) and is never counted twice.
 */
export function countsAsWarning(code: NoticeCode): boolean {
  return code !== 'unread_marker' && noticeLevel(code) === 'warning';
}

/** A notice's annotation title. */
export function noticeTitle(code: NoticeCode): string {
  return RULES[code].title ?? code;
}
