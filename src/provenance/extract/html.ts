// HTML to text with libraries made for it: linkedom (an htmlparser2-based DOM) parses the page,
// Readability (Firefox's reader view) picks the main content apart from navigation and
// boilerplate, and one walk over the DOM turns either into the text a reader sees, with a line
// break at each block so that words from two paragraphs are never glued together. Two steps,
// all visible text first: Readability can take minutes on a page of a few kilobytes, and the
// shells run both steps in a thread with a time limit (./html-reader.ts), where a page whose
// main content is not picked in time is still searched in all its text.
import { Readability } from '@mozilla/readability';
import { decodeBody } from './charset.js';
import type { PageText } from './types.js';

/** Minimal DOM shapes this file reads (the project's lib has no DOM types). */
interface DomNode {
  nodeType: number;
  nodeName: string;
  childNodes: ArrayLike<DomNode>;
  textContent: string | null;
  getAttribute?: (name: string) => string | null;
  hasAttribute?: (name: string) => boolean;
}

interface DomDocument extends DomNode {
  querySelector(selector: string): DomNode | null;
}

const SKIPPED = new Set([
  'SCRIPT',
  'STYLE',
  'NOSCRIPT',
  'TEMPLATE',
  'HEAD',
  'TITLE',
  'META',
  'LINK',
  'IFRAME',
  'OBJECT',
  'EMBED',
  'CANVAS',
  'SVG',
  'MATH',
  'SELECT',
  'OPTION',
  'DATALIST',
]);
const BLOCKS = new Set([
  'ADDRESS',
  'ARTICLE',
  'ASIDE',
  'BLOCKQUOTE',
  'BR',
  'CAPTION',
  'DD',
  'DETAILS',
  'DIV',
  'DL',
  'DT',
  'FIELDSET',
  'FIGCAPTION',
  'FIGURE',
  'FOOTER',
  'FORM',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'HEADER',
  'HR',
  'LI',
  'MAIN',
  'NAV',
  'OL',
  'P',
  'PRE',
  'SECTION',
  'SUMMARY',
  'TABLE',
  'TBODY',
  'TD',
  'TFOOT',
  'TH',
  'THEAD',
  'TR',
  'UL',
]);
const TEXT_NODE = 3;
const ELEMENT_NODE = 1;

function hidden(element: DomNode): boolean {
  if (element.hasAttribute?.('hidden')) return true;
  const style = element.getAttribute?.('style') ?? '';
  return /display\s*:\s*none|visibility\s*:\s*hidden/i.test(style);
}

/** The text a reader sees under `root`, blocks on their own lines. Iterative: deep pages cannot overflow the stack. */
export function visibleText(root: DomNode): string {
  const out: string[] = [];
  const stack: (DomNode | '\n')[] = [root];
  while (stack.length > 0) {
    const node = stack.pop() as DomNode | '\n';
    if (node === '\n') {
      out.push('\n');
      continue;
    }
    if (node.nodeType === TEXT_NODE) {
      out.push(node.textContent ?? '');
      continue;
    }
    if (node.nodeType !== ELEMENT_NODE && node !== root) continue;
    const name = node.nodeName.toUpperCase();
    if (SKIPPED.has(name) || hidden(node)) continue;
    const block = BLOCKS.has(name);
    if (block) {
      out.push('\n');
      stack.push('\n');
    }
    const children = node.childNodes;
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i] as DomNode);
  }
  return out
    .join('')
    .replace(/[ \t\r\f\v]*\n[\s]*/g, '\n')
    .trim();
}

const CAPTCHA =
  /\b(captcha|are you a robot|verify (?:that )?you are (?:a )?human|checking your browser|just a moment\.\.\.|unusual traffic)\b/i;
const LOGIN = /\b(sign in|log ?in|subscribe) to (?:continue|read|view|access)\b/i;

/** A login or captcha wall, as far as its markup and text tell. Only consulted when the excerpt is absent. */
function wallOf(document: DomDocument, text: string): PageText['wall'] {
  const select = (selector: string): DomNode | null => {
    try {
      return document.querySelector(selector);
    } catch {
      return null; // a document without a root element (a page of bare text)
    }
  };
  const title = select('title')?.textContent ?? '';
  if (
    select('.g-recaptcha, .h-captcha, #challenge-form, #cf-challenge-running, [data-sitekey]') ||
    CAPTCHA.test(title) ||
    CAPTCHA.test(text.slice(0, 2000))
  )
    return 'captcha';
  if (select('input[type="password"]') || LOGIN.test(text.slice(0, 5000))) return 'login';
  return null;
}

/** A page's text, read in-process (see ./html-reader.ts for the bounded reading the shells use). */
export async function htmlText(body: Buffer, contentType: string | null): Promise<PageText> {
  const page = await parsePage(body, contentType);
  return { kind: 'html', main: mainContent(page.document), all: page.all, wall: page.wall, title: page.title };
}

/** The first step: the parsed page, all its visible text and whether it is a wall. */
export async function parsePage(
  body: Buffer,
  contentType: string | null,
): Promise<{ document: unknown; all: string; wall: PageText['wall']; title: string | null }> {
  const html = await decodeBody(body, contentType);
  const { parseHTML } = await import('linkedom');
  const { document } = parseHTML(html) as unknown as { document: DomDocument };
  // The whole document, not only <body>: linkedom's parser (htmlparser2) does not build the
  // implied <html>/<body> of a page that leaves them out, and such text is still visible.
  const all = visibleText(document);
  return { document, all, wall: wallOf(document, all), title: pageTitle(document) };
}

/**
 * The main content as Readability picks it, or null. It rewrites the document it is given. On
 * some pages it takes minutes (5,000 nested <div>s: 418 s in _cleanConditionally), which is why
 * the shells run it in a thread with a time limit (./html-reader.ts).
 */
export function mainContent(parsed: unknown): string | null {
  const document = parsed as DomDocument;
  if (document.querySelector === undefined) return null;
  try {
    // maxElemsToParse: on a page of more elements than that, Readability gives up (and throws)
    // rather than spend minutes; the page's visible text is still searched.
    const article = new Readability(document as never, {
      serializer: (node: unknown) => node as DomNode,
      maxElemsToParse: 100_000,
    }).parse();
    const main = article?.content ? visibleText(article.content) : '';
    return main === '' ? null : main;
  } catch {
    // A page Readability cannot handle still has its visible text.
    return null;
  }
}

/** The page's <title>, whitespace folded (numbers in it ground claims that cite the page). */
function pageTitle(document: DomDocument): string | null {
  try {
    const title = (document.querySelector('title')?.textContent ?? '').replace(/\s+/g, ' ').trim();
    return title === '' ? null : title.slice(0, 1000);
  } catch {
    return null; // a document without a root element (a page of bare text)
  }
}
