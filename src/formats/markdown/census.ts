// The census: every citation-like mark a Markdown or provider report holds is counted, and each
// one not bound to a source is reported as an `unread_marker` notice with the mark as written,
// where it is, and why it could not be read. A gate that says nothing about what it could not
// read is worse than none, so nothing a reader takes for a citation is dropped in silence.
// Linear: each mark is recorded once, as it is met, and the notices are built in one pass.
import type { CitationMarks } from '../../results/types.js';
import type { ReportNotice } from '../model.js';
import type { LineColumn } from '../positions.js';
import { truncate } from '../../text/truncate.js';

/** Why a mark could not be read; each has its words in the notice. */
export type UnreadReason =
  | 'no_list'
  | 'out_of_range'
  | 'hidden_character'
  | 'unknown_syntax'
  | 'non_http_target'
  | 'ambiguous'
  | 'conflicting_lists'
  | 'not_in_export'
  | 'hostname_pill';

export interface UnreadMark {
  /** Offset in the text where the mark stands. */
  offset: number;
  /** The mark as written ("[1<U+200B>]", "med.uth.edu"). */
  written: string;
  /** The number or label of a group that could not be read, where it is one of several ("40" of "[1, 40]"). */
  label?: string;
  reason: UnreadReason;
  /** What the reason means for this mark ("the sources are numbered 1 to 11"). */
  detail: string;
  /** Where it stands, for its identity: the claim ID, or "heading …"; set by the reader once claims have IDs. */
  where?: string;
}

const REASON_WORDS: Record<UnreadReason, string> = {
  no_list: 'there is no source list it could index',
  out_of_range: 'no source list in reach has this number',
  hidden_character: 'it holds a hidden character',
  unknown_syntax: 'its syntax is not one citegate reads',
  non_http_target: 'it links to a target that is not an http(s) page',
  ambiguous: 'it may be a citation marker or part of the text',
  conflicting_lists: 'two source lists give this number to different sources',
  not_in_export: 'it names a search result by ID and the file holds no URL for it',
  hostname_pill: "it is a ChatGPT citation pasted as its site's name: the page it cited is not in the file",
};

/** Every citation-like mark of one report: counted as bound, or kept as unread with its reason. */
export class Census {
  private seenCount = 0;
  private boundCount = 0;
  private readonly unreadMarks: UnreadMark[] = [];

  bound(count = 1): void {
    this.seenCount += count;
    this.boundCount += count;
  }

  unread(mark: UnreadMark): void {
    this.seenCount++;
    this.unreadMarks.push(mark);
  }

  get marks(): readonly UnreadMark[] {
    return this.unreadMarks;
  }

  counts(): CitationMarks {
    return { seen: this.seenCount, bound: this.boundCount, unread: this.unreadMarks.length };
  }

  /**
   * One `unread_marker` notice per unread mark. Its identity (`subject`) is the mark as written
   * and where it stands (the claim's ID, which follows the sentence's text, not its line), with
   * a count when the same mark stands twice in one place.
   */
  notices(at: (offset: number) => LineColumn): ReportNotice[] {
    const seen = new Map<string, number>();
    const notices: ReportNotice[] = [];
    for (const mark of this.unreadMarks) {
      // "5 of [4, 5]" names the number of a group; a mark that is one number is shown as written ("[5]").
      const alone = mark.label === undefined || mark.written.replace(/[[\]^\s]/g, '') === mark.label;
      const which = alone ? mark.written : `${mark.label} of ${mark.written}`;
      let subject = `${which} in ${mark.where ?? 'the text'}`;
      const repeat = (seen.get(subject) ?? 0) + 1;
      seen.set(subject, repeat);
      if (repeat > 1) subject = `${subject} (${repeat})`;
      notices.push({
        code: 'unread_marker',
        message: `citation mark ${quoteMark(which)} could not be read: ${REASON_WORDS[mark.reason]}${mark.detail ? ` (${mark.detail})` : ''}`,
        ...at(mark.offset),
        subject,
      });
    }
    return notices;
  }
}

/** The mark shown with its hidden characters named: "[1<U+200B>]". */
export function quoteMark(written: string): string {
  const shown = written.replace(
    HIDDEN_GLOBAL,
    (char) => `<U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}>`,
  );
  return `"${truncate(shown, 80)}"`;
}

/** Zero-width characters, the word joiner and invisible operators, the BOM, and bidi controls. */
export const HIDDEN = /[\u00AD\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/u;
const HIDDEN_GLOBAL = new RegExp(HIDDEN.source, 'gu');

/** The first hidden character of a mark, named: "U+200B". */
export function hiddenName(written: string): string {
  const char = HIDDEN.exec(written)?.[0] ?? '';
  return `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
}
