// Markdown to a syntax tree with a source position on every node, inline ones included, with
// GitHub's extensions: tables, footnotes, autolink literals (a bare https://… is a link),
// strikethrough. micromark is CommonMark-exact; mdast-util-from-markdown gives each text node,
// link and footnote reference its start and end (line, column, offset), which is what places
// every marker and every sentence (markdown-it gives inline tokens no positions).
import type { Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';

export function parseMarkdown(text: string): Root {
  return fromMarkdown(text, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
}
