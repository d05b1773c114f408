// A STORM topic folder (stanford-oval/storm, knowledge_storm/storm_wiki): the article as
// StormArticle.dump_article_as_plain_text writes it (Markdown headings, `[n]` citations) and
// url_to_info.json as dump_reference_to_file writes it: {"url_to_unified_index": {url: n},
// "url_to_info": {url: Information.to_dict()}}, where `[n]` cites the URL whose index is n.
import { z } from 'zod';
import type { ArticleReading, LoadedReport, SourceClaim, SourceEvidence, UnresolvedCitation } from '../model.js';
import { decodeText, readJsonFile } from '../../report/json-file.js';
import { ANY, valueOffsets } from '../../report/locate.js';
import { recordMap } from '../../report/record-map.js';
import { HashableText } from '../hashable-text.js';
import { lineLocator } from '../positions.js';
import { joinPath, readFailure, readInFolder, type ReadFile } from '../read.js';
import { emptyArticle, uncitedArticle } from '../empty-article.js';
import { articleSentences, sentenceClaims } from '../sentences/article.js';
import { folderReport } from '../verdict-file.js';
import { pythonLiteralNotices } from '../python-literals.js';
import { recoverNumbering, type RecoveredNumbering } from './numbering.js';
import { SNIPPET_SEPARATOR } from '../snippets.js';

export const STORM_SOURCES = 'url_to_info.json';
/** The draft article: its [n] are url_to_info.json's numbers (both are written from the draft). */
export const STORM_DRAFT = 'storm_gen_article.txt';
/** The draft as runs that save the articles as Markdown name it (guestrin-lab/deepscholar-bench's STORM baseline). */
const STORM_DRAFT_MD = 'storm_gen_article.md';
/**
 * The article read, first found first: the polished article (engine.py's name, the one some runs
 * use, the Markdown name), else the draft.
 */
export const STORM_ARTICLES = [
  'storm_gen_article_polished.txt',
  'storm_polished_article.txt',
  'storm_gen_article_polished.md',
  STORM_DRAFT,
  STORM_DRAFT_MD,
] as const;
const isDraft = (name: string): boolean => name === STORM_DRAFT || name === STORM_DRAFT_MD;
/** The draft a polished article was polished from: the one saved the same way. */
const draftOf = (name: string): string => (name.endsWith('.md') ? STORM_DRAFT_MD : STORM_DRAFT);

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

export async function loadStorm(folder: string, readFile: ReadFile, named?: string): Promise<LoadedReport> {
  const fail = (file: string, message: string, at: { line?: number; column?: number } = {}): LoadedReport => ({
    format: 'storm',
    file: folder,
    error: { file, message, ...at },
  });

  const { path: sourcesPath, bytes: sourcesBytes } = await readInFolder(readFile, folder, STORM_SOURCES);
  if (sourcesBytes instanceof Error) return fail(sourcesPath, readFailure(sourcesBytes));
  // Without url_to_info.json the folder is no report (discovery finds a STORM folder by it), an
  // article beside it or not: at a base commit, one the pull request made a report.
  if (sourcesBytes === null)
    return { ...fail(sourcesPath, `not a STORM folder: there is no ${STORM_SOURCES}`), absent: true };
  // Python wrote it: a local-corpus retriever's missing description is `NaN` (read as null, with a notice).
  const sources = readJsonFile(sourcesBytes, UrlToInfo, { file: sourcesPath, pythonLiterals: true });
  if (!sources.ok) return { format: 'storm', file: folder, error: sources.error };

  // A typed article path names the article; otherwise the polished one if there is one.
  let article: { name: string; path: string; bytes: Uint8Array } | null = null;
  for (const name of named === undefined ? STORM_ARTICLES : [named]) {
    const { path, bytes } = await readInFolder(readFile, folder, name);
    if (bytes instanceof Error) return fail(path, readFailure(bytes));
    if (bytes !== null) {
      article = { name, path, bytes };
      break;
    }
  }
  if (!article && named !== undefined)
    return { ...fail(joinPath(folder, named), `there is no ${named} in this STORM folder`), absent: true };
  if (!article)
    return fail(
      folder,
      `the STORM folder has no article: expected ${STORM_ARTICLES.join(', ')} beside ${STORM_SOURCES}`,
    );
  const decoded = decodeText(article.bytes);
  if (!decoded.ok) return fail(article.path, decoded.error.message, decoded.error);

  const evidence = stormEvidence(sources.value, sources.text, sourcesPath);
  if ('error' in evidence) return fail(sourcesPath, evidence.error, evidence.at);

  const sentences = articleSentences(decoded.text);
  const empty = emptyArticle(sentences, evidence.records.length, article.name, STORM_SOURCES);
  if (empty) return fail(empty.onSources ? sourcesPath : article.path, empty.message);
  const at = lineLocator(decoded.text);
  const claims = sentenceClaims(
    sentences,
    sentences.map((sentence) => at(sentence.offset)),
    article.path,
  );
  const notices = [
    ...pythonLiteralNotices(sourcesPath, sources.text, sources.pythonLiterals),
    ...uncitedArticle(sentences, evidence.records.length, article.path, STORM_SOURCES),
  ];
  if (isDraft(article.name)) {
    return folderReport('storm', folder, readFile, claims, evidence.records, {
      article: { file: article.path, version: 'draft', numbering: 'url_to_info' },
      notices,
    });
  }

  // The polished article: its [n] are traced to url_to_info.json's numbering through the draft.
  const draft = await readInFolder(readFile, folder, draftOf(article.name));
  if (draft.bytes instanceof Error) return fail(draft.path, readFailure(draft.bytes));
  let numbering: RecoveredNumbering | null = null;
  if (draft.bytes !== null) {
    const draftText = decodeText(draft.bytes);
    if (!draftText.ok) return fail(draft.path, draftText.error.message, draftText.error);
    const draftAt = lineLocator(draftText.text);
    numbering = recoverNumbering(
      { name: article.path, text: decoded.text, lineOf: (offset) => at(offset).line },
      { name: draft.path, text: draftText.text, lineOf: (offset) => draftAt(offset).line },
    );
  }
  const resolved = claims.map((claim) => resolveCitations(claim, numbering, article.path, draft.path));
  const reading: ArticleReading = numbering
    ? {
        file: article.path,
        version: 'polished',
        numbering: 'draft',
        markers: Object.fromEntries([...numbering.traced].sort(([a], [b]) => Number(a) - Number(b))),
      }
    : { file: article.path, version: 'polished', numbering: 'unknown' };
  return folderReport('storm', folder, readFile, resolved, evidence.records, { article: reading, notices });
}

/** A polished claim's markers in url_to_info.json's numbering; each one that cannot be traced is unresolved, never guessed. */
function resolveCitations(
  claim: SourceClaim,
  numbering: RecoveredNumbering | null,
  articlePath: string,
  draftPath: string,
): SourceClaim {
  if (claim.evidenceIds.length === 0) return claim;
  const evidenceIds: string[] = [];
  const unresolved: UnresolvedCitation[] = [];
  for (const marker of claim.evidenceIds) {
    const traced = numbering?.traced.get(marker);
    if (traced !== undefined) {
      evidenceIds.push(traced);
      continue;
    }
    if (unresolved.some((entry) => entry.marker === marker)) continue;
    const conflict = numbering?.conflicts.get(marker);
    if (conflict !== undefined) {
      unresolved.push({
        marker,
        reason: 'citation_numbering_inconsistent',
        detail: `${conflict}, so the two articles disagree on which source [${marker}] is: commit the draft this article was polished from`,
      });
    } else if (!numbering) {
      unresolved.push({
        marker,
        reason: 'citation_numbering_unknown',
        detail: `STORM renumbers the polished article's citations and ${STORM_SOURCES} keeps the draft's numbers, but there is no ${draftPath} to trace [${marker}] through: commit the draft beside it`,
      });
    } else if (numbering.alignedSentences === 0) {
      unresolved.push({
        marker,
        reason: 'citation_numbering_unknown',
        detail: `no text of ${articlePath} is also in ${draftPath}, so they are not one STORM run's draft and polish and [${marker}] cannot be traced to ${STORM_SOURCES}: commit the draft this article was polished from`,
      });
    } else {
      unresolved.push({
        marker,
        reason: 'citation_numbering_unknown',
        detail: `[${marker}] stands only in sentences that are not in ${draftPath} (the lead polishing added, or rewritten text), so the draft's number for it, which ${STORM_SOURCES} uses, is unknown: check the draft instead (citegate check ${draftPath})`,
      });
    }
  }
  return { ...claim, evidenceIds, ...(unresolved.length > 0 ? { unresolved } : {}) };
}

/** One record per unified index, in index order; `[n]` with no URL for n is left dangling. */
function stormEvidence(
  data: z.infer<typeof UrlToInfo>,
  text: string,
  file: string,
): { records: SourceEvidence[] } | { error: string; at: { line: number; column: number } } {
  const at = lineLocator(text);
  const infoOffsets = new Map(
    valueOffsets(text, ['url_to_info', ANY]).map(({ path, offset }) => [path[1] as string, offset]),
  );
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
      ...(info.title ? {} : { titleIsStandIn: true }),
      url: info.url || url,
      excerpt: info.snippets.join(SNIPPET_SEPARATOR),
      snippets: info.snippets,
      ...(offset === undefined ? {} : { location: { file, ...at(offset) } }),
    });
  }
  return { records };
}
