// The shapes deep-research tools write (docs/formats.md, "Markdown reports", has a real sample of
// each). Every dialect is read by the same rules; the dialect names the shape in the results and
// on the Formats line, and Gemini's alone changes the reading: digits glued to a sentence's end
// are markers there, and numbers everywhere else.
import type { SourceEntry } from './sources.js';
import type { DocumentParts } from './structure.js';
import type { Marker } from './inline.js';
import { ALCE_DIALECTS } from '../alce/placement.js';

export const DIALECTS = {
  numbered_sources: '[n] + a numbered source list',
  cite_markers: '[cite: n] + a numbered source list',
  open_deep_research_legacy: 'per-section Sources lists, no markers',
  gpt_researcher: '([Site, Year](url)) groups + References',
  chatgpt_answer: '([host][n]) + [n]: URL "Title" definitions',
  chatgpt_docx: '[\\[n\\]](url) links',
  chatgpt_deep_research: 'private-use cite markers, no URLs',
  perplexity_thread: '[^T_n] + [^T_n]: URL footnotes',
  perplexity_footnotes: '[^n] or [n] + [^n]: URL footnotes',
  perplexity_links: '[n](url) links',
  gemini: 'glued digits + Works cited',
  jina: '[^n] + [^n]: quote [Title](URL) footnotes',
  generic: 'markers, links and source lists',
} as const;

export type Dialect = keyof typeof DIALECTS;

/** The provider JSON answers (src/formats/provider-json), named like dialects on the Formats line. */
export const PROVIDER_DIALECTS = {
  anthropic: 'Messages content blocks with citations[]',
  openai_responses: 'Responses output_text with url_citation annotations',
  openrouter: 'chat completion with annotations[].url_citation',
  perplexity: 'chat completion with [n] and citations[]',
} as const;
export type DialectChoice = Dialect | 'auto';
export const DIALECT_NAMES = Object.keys(DIALECTS) as Dialect[];

/**
 * Names earlier versions gave the `[n]` + numbered list shape, still accepted by `markdown-dialect`:
 * the shape is written by many tools (open_deep_research, Claude agents, Local Deep Research, the
 * Gemini and Grok APIs), so it is named by what the file shows.
 */
export const DIALECT_ALIASES: Readonly<Record<string, Dialect>> = {
  open_deep_research: 'numbered_sources',
  claude: 'numbered_sources',
};

/** "numbered_sources: [n] + a numbered source list", as the Formats line and the docs name a dialect. */
export function dialectLabel(dialect: string): string {
  const description =
    (DIALECTS as Record<string, string>)[dialect] ??
    (PROVIDER_DIALECTS as Record<string, string>)[dialect] ??
    (ALCE_DIALECTS as Record<string, string>)[dialect];
  return description === undefined ? dialect : `${dialect}: ${description}`;
}

/** What the structure alone says, before markers are read: only Gemini's changes how they are read. */
export function structuralDialects(parts: DocumentParts, text: string): Dialect[] {
  const found: Dialect[] = [];
  if (text.includes('\uE200cite') || /【\d+†/.test(text)) found.push('chatgpt_deep_research');
  if (parts.sections.some((section) => section.worksCited)) found.push('gemini');
  const footnotes = parts.footnotes;
  if (footnotes.length > 0) {
    const threaded = footnotes.filter((entry) => /^\d+_\d+$/.test(entry.label ?? '')).length;
    const quoted = footnotes.filter((entry) => entry.quote !== undefined).length;
    if (threaded * 2 > footnotes.length || parts.html.some((html) => /display\s*:\s*none/i.test(html)))
      found.push('perplexity_thread');
    else if (quoted * 2 > footnotes.length) found.push('jina');
    else if (footnotes.filter(isBareUrl).length * 2 > footnotes.length) found.push('perplexity_footnotes');
  }
  return found;
}

function isBareUrl(entry: SourceEntry): boolean {
  return entry.url !== undefined && (entry.title === '' || entry.title === entry.url);
}

/**
 * The dialect `auto` recognises: the one shape the file shows, else `generic` (no shape, or the
 * shapes of several tools at once). The reading never depends on it except for Gemini, which
 * `structuralDialects` decides before the markers are read.
 */
export function detectDialect(parts: DocumentParts, text: string, markers: readonly Marker[]): Dialect {
  const found = new Set<Dialect>(structuralDialects(parts, text));
  const links = markers.filter((marker) => marker.syntax === 'link');
  const numberedLinks = links.filter((marker) => marker.label !== undefined);
  if (
    markers.some((marker) => marker.syntax === 'reference') &&
    parts.definitions.some((entry) => /^\d+$/.test(entry.label ?? ''))
  )
    found.add('chatgpt_answer');
  if (numberedLinks.some((marker) => marker.written.startsWith('[['))) found.add('chatgpt_docx');
  else if (numberedLinks.length > 0) found.add('perplexity_links');
  const numbered = parts.sections
    .flatMap((section) => section.entries)
    .filter((entry) => entry.label !== undefined && entry.url !== undefined && !entry.worksCited);
  // [n] (or [^n] with no footnote list, as open_deep_research's models sometimes write) and a numbered Sources list.
  if (
    numbered.length > 0 &&
    markers.some(
      (marker) => marker.syntax === 'bracket' || (marker.syntax === 'footnote' && parts.footnotes.length === 0),
    )
  )
    found.add('numbered_sources');
  // Gemini Deep Research through the API: "[cite: 1, 2]" and a Sources list of grounding redirects.
  if (markers.some((marker) => marker.syntax === 'cite')) found.add('cite_markers');
  const groups = links.filter((marker) => marker.label === undefined && marker.written === marker.url);
  const referenceLists = parts.sections.filter(
    (section) =>
      /^references?$/i.test(section.heading) &&
      section.entries.some((entry) => entry.label === undefined && entry.url !== undefined),
  );
  if (groups.length > 0 && referenceLists.length > 0) found.add('gpt_researcher');
  if (
    markers.length === 0 &&
    parts.sections.length > 1 &&
    parts.sections.every((section) => section.entries.every((entry) => entry.label === undefined))
  )
    found.add('open_deep_research_legacy');
  return found.size === 1 ? ([...found][0] as Dialect) : 'generic';
}
