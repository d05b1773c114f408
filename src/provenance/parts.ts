// The parts of an excerpt that are looked for one by one. Search snippets are stitched with
// ellipses and middle dots ("… the rate rose … · In 2024 …", as in STORM's sources), so the
// whole excerpt seldom occurs on the page while each part does.
import { trimPythonWhitespace } from '../text/whitespace.js';

const SEPARATORS = /\u2026|\.\.\.|\s\u00b7\s/;
// What an ellipsis leaves at a part's edges: brackets of "[…]" and "(...)", whitespace.
const EDGES = /^[\s[\](){}]+|[\s[\](){}]+$/gu;
const WORD = /[\p{L}\p{N}]/u;

/**
 * The parts to look for: each snippet on its own when the record has snippets (a STORM source),
 * else the excerpt; each split at "…", "..." and " · ". Parts with no letter or digit are
 * dropped, and repeats are looked for once.
 */
export function excerptParts(excerpt: string, snippets?: readonly string[]): string[] {
  const sources = snippets && snippets.length > 0 ? snippets : [excerpt];
  const parts = sources
    .flatMap((source) => source.split(SEPARATORS))
    .map((part) => trimPythonWhitespace(part.replace(EDGES, '')))
    .filter((part) => WORD.test(part));
  return [...new Set(parts)];
}
