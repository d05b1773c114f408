// An article with nothing to check is reported, never passed in silence: a generator run that
// wrote an empty article (or headings only), or an article whose markers cite sources that were
// never written, has no claim the gate could bind. It is an invalid report, a binding error, so
// the default gate (max-binding-errors 0) fails on it; a finding would leave the gate passing.
import type { ReportNotice } from './model.js';
import type { ArticleSentence } from './sentences/article.js';

export interface EmptyArticle {
  message: string;
  /** True when the sources file is what is missing (the message names it), false for the article. */
  onSources: boolean;
}

/** Why an article holds nothing to check, or null when it does. */
export function emptyArticle(
  sentences: readonly ArticleSentence[],
  sourceCount: number,
  articleName: string,
  sourcesName: string,
): EmptyArticle | null {
  if (sentences.length === 0) {
    return {
      onSources: false,
      message: `${articleName} has no sentence to check (the file is empty or holds headings only): the run wrote no article, and an article with nothing to check cannot pass`,
    };
  }
  if (sourceCount > 0) return null;
  const cited = new Set(sentences.flatMap((sentence) => sentence.citations));
  if (cited.size === 0) return null;
  const shown = [...cited]
    .slice(0, 5)
    .map((marker) => `[${marker}]`)
    .join(', ');
  return {
    onSources: true,
    message: `${sourcesName} lists no source, but ${articleName} cites ${cited.size === 1 ? 'one' : cited.size} (${shown}${cited.size > 5 ? ', …' : ''}): the sources the article cites were not written; commit the ${sourcesName} of the same run`,
  };
}

/**
 * An article whose sentences cite nothing at all (a STORM run whose retrieval found nothing writes
 * its article from the model's own knowledge, with no marker and an empty url_to_info.json): a
 * `no_citations` warning, as for a Markdown report, so that it never looks clean. Its claims are
 * still checked, as uncited claims.
 */
export function uncitedArticle(
  sentences: readonly ArticleSentence[],
  sourceCount: number,
  articleFile: string,
  sourcesName: string,
): ReportNotice[] {
  if (sentences.some((sentence) => sentence.citations.length > 0 || (sentence.unplaced ?? []).length > 0)) return [];
  const name = articleFile.split('/').pop() ?? articleFile;
  const sources =
    sourceCount === 0
      ? `${sourcesName} lists no source either`
      : `${sourcesName} lists ${sourceCount} source${sourceCount === 1 ? '' : 's'}`;
  return [
    {
      code: 'no_citations',
      message: `${name} has no citation marker and ${sources}: none of its ${sentences.length} sentences cites a source (the run found nothing to cite, or lost its citations)`,
      line: 1,
      column: 1,
      file: articleFile,
    },
  ];
}
