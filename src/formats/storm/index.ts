// A STORM topic folder (stanford-oval/storm, knowledge_storm/storm_wiki): the article as
// StormArticle.dump_article_as_plain_text writes it (Markdown headings, `[n]` citations) and
// url_to_info.json as dump_reference_to_file writes it: {"url_to_unified_index": {url: n},
// "url_to_info": {url: Information.to_dict()}}, where `[n]` cites the URL whose index is n.
import { z } from 'zod';
import type { LoadedReport, SourceEvidence } from '../model.js';
import { decodeText, readJsonFile } from '../../report/json-file.js';
import { ANY, valueOffsets } from '../../report/locate.js';
import { recordMap } from '../../report/record-map.js';
import { HashableText } from '../hashable-text.js';
import { lineLocator } from '../positions.js';
import { readFailure, readInFolder, type ReadFile } from '../read.js';
import { articleClaims } from '../sentences/article.js';
import { folderReport } from '../verdict-file.js';

export const STORM_SOURCES = 'url_to_info.json';
/** The article read, first found first: the polished article (engine.py's name, then the one some runs use), else the draft. */
export const STORM_ARTICLES = ['storm_gen_article_polished.txt', 'storm_polished_article.txt', 'storm_gen_article.txt'] as const;

/** knowledge_storm's Information.to_dict(), as STORM and Co-STORM both write it. */
export const Information = z.looseObject({
  url: z.string().nullish(),
  title: z.string().nullish(),
  description: z.string().nullish(),
  snippets: z.array(HashableText).default([]),
});

const UrlToInfo = z.looseObject({
  // Maps: a URL is any string a file writes, `constructor` and `__proto__` included.
  url_to_unified_index: recordMap(z.number().int().min(1)),
  url_to_info: recordMap(Information),
});

/** Snippets become one excerpt, each its own paragraph: the excerpt is what is fingerprinted. */
export const SNIPPET_SEPARATOR = '\n\n';

export async function loadStorm(folder: string, readFile: ReadFile): Promise<LoadedReport> {
  const fail = (file: string, message: string, at: { line?: number; column?: number } = {}): LoadedReport => ({ format: 'storm', file: folder, error: { file, message, ...at } });

  const { path: sourcesPath, bytes: sourcesBytes } = await readInFolder(readFile, folder, STORM_SOURCES);
  if (sourcesBytes instanceof Error) return fail(sourcesPath, readFailure(sourcesBytes));
  // Without url_to_info.json the folder is no report (discovery finds a STORM folder by it), an
  // article beside it or not: at a base commit, one the pull request made a report.
  if (sourcesBytes === null) return { ...fail(sourcesPath, `not a STORM folder: there is no ${STORM_SOURCES}`), absent: true };
  const sources = readJsonFile(sourcesBytes, UrlToInfo, { file: sourcesPath });
  if (!sources.ok) return { format: 'storm', file: folder, error: sources.error };

  let article: { path: string; bytes: Uint8Array } | null = null;
  for (const name of STORM_ARTICLES) {
    const { path, bytes } = await readInFolder(readFile, folder, name);
    if (bytes instanceof Error) return fail(path, readFailure(bytes));
    if (bytes !== null) {
      article = { path, bytes };
      break;
    }
  }
  if (!article) return fail(folder, `the STORM folder has no article: expected ${STORM_ARTICLES.join(', ')} beside ${STORM_SOURCES}`);
  const decoded = decodeText(article.bytes);
  if (!decoded.ok) return fail(article.path, decoded.error.message, decoded.error);

  const evidence = stormEvidence(sources.value, sources.text, sourcesPath);
  if ('error' in evidence) return fail(sourcesPath, evidence.error, evidence.at);

  return folderReport('storm', folder, readFile, articleClaims(decoded.text, article.path), evidence.records);
}

/** One record per unified index, in index order; `[n]` with no URL for n is left dangling. */
function stormEvidence(
  data: z.infer<typeof UrlToInfo>,
  text: string,
  file: string,
): { records: SourceEvidence[] } | { error: string; at: { line: number; column: number } } {
  const at = lineLocator(text);
  const infoOffsets = new Map(valueOffsets(text, ['url_to_info', ANY]).map(({ path, offset }) => [path[1] as string, offset]));
  const byIndex = new Map<number, string>();
  for (const [url, index] of data.url_to_unified_index) {
    const earlier = byIndex.get(index);
    if (earlier !== undefined) {
      const offset = valueOffsets(text, ['url_to_unified_index', url])[0]?.offset ?? 0;
      return { error: `url_to_unified_index gives [${index}] to two URLs: ${earlier} and ${url}`, at: at(offset) };
    }
    byIndex.set(index, url);
  }
  const records: SourceEvidence[] = [];
  for (const [index, url] of [...byIndex].sort(([a], [b]) => a - b)) {
    const info = data.url_to_info.get(url);
    if (!info) continue;
    const offset = infoOffsets.get(url);
    records.push({
      id: String(index),
      title: info.title || url,
      url: info.url || url,
      excerpt: info.snippets.join(SNIPPET_SEPARATOR),
      snippets: info.snippets,
      ...(offset === undefined ? {} : { location: { file, ...at(offset) } }),
    });
  }
  return { records };
}
