// A model provider's answer saved as JSON, with the citations the API returned beside its text:
// - Anthropic Messages: `content[]` text blocks, each cited block with `citations[]` (`url`,
//   `title`, `cited_text` for web search; `document_title`, `cited_text` for documents);
// - OpenAI Responses: `output[]` messages whose `output_text` parts carry `annotations[]` of type
//   `url_citation` with `start_index`/`end_index` over the inline ([site](url)) link;
// - OpenRouter (and OpenAI-compatible chat completions): `choices[0].message.annotations[]`, each a
//   `url_citation` with `url`, `title`, `content`, and indices that may all be 0;
// - Perplexity: `choices[0].message.content` with [n] markers and a top-level `citations[]` of URLs
//   (and `search_results[]` with titles).
// The answer text is Markdown and is read as a Markdown report (../markdown): its sentences are
// claims; each cited span binds to its sources there; `cited_text` and `content` are source text,
// so quotes, numbers and the verifier work on them.
import { checkJson, type JsonRead } from '../../report/json-file.js';
import { ANY, stringValueOffsets, valueOffsets } from '../../report/locate.js';
import type { LoadedReport, ReportNotice } from '../model.js';
import { lineLocator } from '../positions.js';
import type { ReadFile } from '../read.js';
import { loadedTextReport } from '../markdown/loaded.js';
import { PROVIDER_DIALECTS } from '../markdown/dialects.js';
import type { SourceEntry } from '../markdown/sources.js';
import { z } from 'zod';

export type ProviderDialect = keyof typeof PROVIDER_DIALECTS;

const AnthropicCitation = z.looseObject({
  type: z.string().optional(),
  url: z.string().nullish(),
  title: z.string().nullish(),
  document_title: z.string().nullish(),
  cited_text: z.string().nullish(),
});
const Anthropic = z.looseObject({
  type: z.literal('message'),
  content: z.array(
    z.looseObject({ type: z.string(), text: z.string().optional(), citations: z.array(AnthropicCitation).nullish() }),
  ),
});
const UrlCitation = z.looseObject({
  url: z.string(),
  title: z.string().nullish(),
  content: z.string().nullish(),
  start_index: z.number().nullish(),
  end_index: z.number().nullish(),
});
const OpenAIResponses = z.looseObject({
  object: z.literal('response'),
  output: z.array(
    z.looseObject({
      type: z.string(),
      content: z
        .array(
          z.looseObject({
            type: z.string(),
            text: z.string().optional(),
            annotations: z.array(z.looseObject({ type: z.string() }).and(UrlCitation.partial())).optional(),
          }),
        )
        .optional(),
    }),
  ),
});
const ChatCompletion = z.looseObject({
  choices: z
    .array(
      z.looseObject({
        message: z.looseObject({
          content: z.string().nullish(),
          annotations: z
            .array(z.looseObject({ type: z.string().optional(), url_citation: UrlCitation.optional() }))
            .optional(),
        }),
      }),
    )
    .min(1),
  citations: z.array(z.string()).optional(),
  search_results: z.array(z.looseObject({ url: z.string(), title: z.string().nullish() })).optional(),
});

/** The provider a JSON value is an answer of, or null: how `auto` tells these files apart. */
export function providerOf(value: unknown): ProviderDialect | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const object = value as Record<string, unknown>;
  if (object.type === 'message' && Array.isArray(object.content)) return 'anthropic';
  if (object.object === 'response' && Array.isArray(object.output)) return 'openai_responses';
  if (Array.isArray(object.choices))
    return Array.isArray(object.citations) || Array.isArray(object.search_results) ? 'perplexity' : 'openrouter';
  return null;
}

/** One string of the answer: its text and, for each character, its offset in the JSON file. */
interface Piece {
  text: string;
  offsets: ArrayLike<number>;
}

/** The answer assembled: text, each character's file offset, and the sources given beside it. */
class Answer {
  text = '';
  offsets: number[] = [];
  entries: SourceEntry[] = [];
  notices: ReportNotice[] = [];
  private tokens = 0;

  add(piece: Piece): void {
    this.text += piece.text;
    for (let i = 0; i < piece.text.length; i++)
      this.offsets.push(piece.offsets[i] ?? this.offsets[this.offsets.length - 1] ?? 0);
  }

  /** A citation placed at `at` in the text: a marker only citegate writes, bound to its entry. */
  cite(at: number, entry: Omit<SourceEntry, 'label' | 'written' | 'list' | 'syntax'>): void {
    const label = `cg-${++this.tokens}`;
    const token = ` [^${label}]`;
    const fileOffset = this.offsets[Math.max(0, at - 1)] ?? 0;
    this.text = this.text.slice(0, at) + token + this.text.slice(at);
    this.offsets.splice(at, 0, ...Array.from(token, () => fileOffset));
    this.entries.push({ ...entry, label, written: label, list: 'the citations', syntax: 'provider', placed: true });
  }

  /** A source given without a place in the text: it is still a record. */
  listed(entry: Omit<SourceEntry, 'list' | 'syntax'>): void {
    this.entries.push({ ...entry, list: 'the citations', syntax: 'provider' });
  }
}

function pieceAt(json: string, quote: number | undefined, text: string): Piece {
  if (quote === undefined) return { text, offsets: [] };
  return { text, offsets: stringValueOffsets(json, quote) };
}

export async function loadProviderJson(
  file: string,
  parsed: JsonRead<unknown>,
  readFile: ReadFile,
): Promise<LoadedReport> {
  if (!parsed.ok) return { format: 'provider-json', file, error: parsed.error };
  const dialect = providerOf(parsed.value);
  if (dialect === null) {
    return {
      format: 'provider-json',
      file,
      error: {
        message:
          'not a provider answer citegate can read: expected an Anthropic message (type: message), an OpenAI response (object: response) or a chat completion (choices[]) with its citations',
      },
    };
  }
  const answer = new Answer();
  const json = parsed.text;
  const failed = assemble(dialect, parsed, answer);
  if (failed) return { format: 'provider-json', dialect, file, error: failed };
  const at = lineLocator(json);
  // The Markdown reader (and its parser) is loaded with the first answer that needs it.
  const { readMarkdown } = await import('../markdown/index.js');
  const read = readMarkdown(answer.text, 'generic', {
    entries: answer.entries,
    at: (offset) => at(answer.offsets[offset] ?? answer.offsets[answer.offsets.length - 1] ?? 0),
  });
  return loadedTextReport('provider-json', dialect, file, read, [...answer.notices, ...read.notices], readFile);
}

/** Builds the answer's text and sources; returns an error when the shape is not the provider's. */
function assemble(dialect: ProviderDialect, parsed: JsonRead<unknown> & { ok: true }, answer: Answer) {
  const json = parsed.text;
  const at = lineLocator(json);
  if (dialect === 'anthropic') {
    const read = checkJson(parsed, Anthropic);
    if (!read.ok) return read.error;
    const quotes = new Map(
      valueOffsets(json, ['content', ANY, 'text']).map(({ path, offset }) => [path[1] as number, offset]),
    );
    read.value.content.forEach((block, index) => {
      if (block.type !== 'text' || block.text === undefined) return;
      answer.add(pieceAt(json, quotes.get(index), block.text));
      const end = answer.text.length;
      for (const citation of block.citations ?? []) {
        const url = citation.url ?? undefined;
        const title = citation.title ?? citation.document_title ?? url ?? 'cited document';
        // The cited block ends where its citations stand, as a marker after the cited words would.
        answer.cite(end, {
          ...(url ? { url } : {}),
          title,
          ...(citation.cited_text ? { quote: citation.cited_text } : {}),
          raw: JSON.stringify(citation),
          offset: answer.offsets[end - 1] ?? 0,
        });
      }
    });
    return null;
  }
  if (dialect === 'openai_responses') {
    const read = checkJson(parsed, OpenAIResponses);
    if (!read.ok) return read.error;
    const quotes = new Map(
      valueOffsets(json, ['output', ANY, 'content', ANY, 'text']).map(({ path, offset }) => [
        `${path[1]}/${path[3]}`,
        offset,
      ]),
    );
    // Where each annotation is written in the file, for a notice about it.
    const annotationsAt = new Map<object, number>();
    const annotationOffsets = new Map(
      valueOffsets(json, ['output', ANY, 'content', ANY, 'annotations', ANY]).map(({ path, offset }) => [
        `${path[1]}/${path[3]}/${path[5]}`,
        offset,
      ]),
    );
    read.value.output.forEach((item, itemIndex) => {
      (item.content ?? []).forEach((part, partIndex) => {
        if (part.type !== 'output_text' || part.text === undefined) return;
        (part.annotations ?? []).forEach((annotation, index) => {
          const offset = annotationOffsets.get(`${itemIndex}/${partIndex}/${index}`);
          if (offset !== undefined) annotationsAt.set(annotation, offset);
        });
        const base = answer.text.length;
        answer.add(pieceAt(json, quotes.get(`${itemIndex}/${partIndex}`), part.text));
        // Later insertions shift earlier indices: place them from the end backwards.
        const citations = (part.annotations ?? []).filter(
          (annotation) => annotation.type === 'url_citation' && typeof annotation.url === 'string',
        );
        for (const annotation of [...citations].sort((a, b) => (b.end_index ?? 0) - (a.end_index ?? 0))) {
          const url = annotation.url as string;
          const end = Math.min(annotation.end_index ?? 0, part.text.length);
          const entry = {
            url,
            title: annotation.title ?? url,
            raw: JSON.stringify(annotation),
            offset: answer.offsets[base] ?? 0,
          };
          // The span is the inline ([site](url)) link, which the Markdown reader binds itself.
          if (part.text.slice(annotation.start_index ?? 0, end).includes(url)) answer.listed(entry);
          else if (annotation.start_index == null && annotation.end_index == null) {
            // xAI's Responses give a url_citation with no span at all: it cites no sentence in particular.
            const linked = part.text.includes(url);
            answer.listed(linked ? entry : { ...entry, unplaced: true });
            if (!linked)
              answer.notices.push({
                code: 'citation_without_span',
                message: `an annotation cites ${url} with no place in the text (it has no start_index or end_index) and the text does not link it: no sentence can be said to cite it`,
                ...at(annotationsAt.get(annotation) ?? entry.offset),
                evidenceId: url,
              });
          } else answer.cite(base + end, entry);
        }
      });
    });
    return null;
  }
  const read = checkJson(parsed, ChatCompletion);
  if (!read.ok) return read.error;
  const message = read.value.choices[0]?.message;
  const quote = valueOffsets(json, ['choices', 0, 'message', 'content'])[0]?.offset;
  const text = message?.content ?? '';
  answer.add(pieceAt(json, quote, text));
  if (dialect === 'perplexity') {
    const titles = new Map((read.value.search_results ?? []).map((result) => [result.url, result.title ?? undefined]));
    const urls = read.value.citations ?? (read.value.search_results ?? []).map((result) => result.url);
    const listOffsets = valueOffsets(json, [read.value.citations ? 'citations' : 'search_results', ANY]);
    urls.forEach((url, index) => {
      answer.listed({
        label: String(index + 1),
        written: String(index + 1),
        url,
        title: titles.get(url) ?? url,
        raw: url,
        offset: listOffsets[index]?.offset ?? 0,
      });
    });
    return null;
  }
  // OpenRouter: a citation with real indices is placed at its end; one whose indices are all 0
  // is bound where its URL is linked in the text, else said to have no place.
  const annotations = (message?.annotations ?? []).filter((annotation) => annotation.url_citation !== undefined);
  const annotationOffsets = valueOffsets(json, ['choices', 0, 'message', 'annotations', ANY]);
  const placed = [...annotations.entries()].sort(
    ([, a], [, b]) => (b.url_citation?.end_index ?? 0) - (a.url_citation?.end_index ?? 0),
  );
  for (const [index, annotation] of placed) {
    const citation = annotation.url_citation as z.infer<typeof UrlCitation>;
    const end = citation.end_index ?? 0;
    const entry = {
      url: citation.url,
      title: citation.title ?? citation.url,
      ...(citation.content ? { quote: citation.content } : {}),
      raw: JSON.stringify(citation),
      offset: annotationOffsets[index]?.offset ?? 0,
    };
    if (end > 0 && end <= text.length && !text.slice(citation.start_index ?? 0, end).includes(citation.url))
      answer.cite(end, entry);
    else {
      const linked = text.includes(citation.url);
      answer.listed(linked ? entry : { ...entry, unplaced: true });
      if (!linked) {
        answer.notices.push({
          code: 'citation_without_span',
          message: `annotation ${index} cites ${citation.url} with no place in the text (start_index and end_index are ${citation.start_index ?? 0} and ${end}) and the text does not link it: no sentence can be said to cite it`,
          ...at(entry.offset),
          evidenceId: citation.url,
        });
      }
    }
  }
  return null;
}
