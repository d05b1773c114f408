/** The text of a fetched page, as the matcher reads it. */
export interface PageText {
  kind: 'html' | 'pdf' | 'text';
  /** The main content (HTML: Readability's article), null when the page has none apart from the whole. */
  main: string | null;
  /** All visible text: what a reader can see anywhere on the page. */
  all: string;
  /** The page looks like a login or captcha wall (HTML only); then an absent excerpt is `blocked`. */
  wall: 'login' | 'captcha' | null;
  /** The page's own title (HTML `<title>`), for `citegate snapshot`; absent or null when it has none. */
  title?: string | null;
  /** Set when only part of the text was read (a PDF over its page, text or stream bound): what was read. */
  cut?: string | null;
  /** Set when the text is complete but was read another way than usual (an HTML page whose main content could not be picked out in time): how. */
  note?: string | null;
}

export type Extraction = { ok: true; text: PageText } | { ok: false; detail: string };
