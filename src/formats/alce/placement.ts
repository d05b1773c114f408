// Which sentence a marker standing between two sentences cites ("one. [2] Two."). run.py's
// answers put their markers before the full stop ("… 1998 [1]."), as ALCE's prompts show, and
// there the question does not arise. ALCE's post_hoc_cite.py (princeton-nlp/ALCE 246c476) splits
// an answer with NLTK's sent_tokenize and, for each sentence without a citation, writes
// `sent = f"[{best_doc_id+1}] " + sent`, joining the sentences with spaces: its marker stands IN
// FRONT of the sentence it cites, after the previous one's full stop, and eval.py, which splits
// the same way, reads it so. Reading it as citing the sentence before binds it to the wrong one.
import { endsSentence, markerLayout, type ArticleSentence, type BetweenMarkers } from '../sentences/article.js';
import type { UnresolvedCitation } from '../model.js';

/** How an item's markers were read, recorded as the report's dialect. */
export const ALCE_DIALECTS = {
  post_hoc_cite: "markers in front of each sentence, as ALCE's post_hoc_cite.py writes them",
  markers_before: 'markers in front of the sentence they cite',
} as const;
export type AlceDialect = keyof typeof ALCE_DIALECTS;

/** What the file says about where post_hoc_cite.py put the citations, before any item is read. */
export interface FileShape {
  /** Why the file is post_hoc_cite.py's output, or null. */
  postHoc: 'name' | 'no_docs_in_run' | null;
}

/**
 * post_hoc_cite.py names its output `<run.py file>.post_hoc_cite.<retriever>[-overwrite][-external]`;
 * MIRAGE's mirage.py `<input>.post_hoc_cite.mirage_CTI_<k>_CCI_<k>`, other tools other ways, so
 * `post_hoc_cite` anywhere in the name marks the file. run.py keeps `ndoc` documents per item (`eval_item["docs"][:args.ndoc]`, unless
 * `--retrieve_in_all_docs`), so a run with `ndoc` 0 whose items hold documents had them put
 * there afterwards: by post_hoc_cite.py's `--external_docs`.
 */
export function fileShape(file: string, args: unknown): FileShape {
  if ((file.split('/').pop() ?? '').includes('post_hoc_cite')) return { postHoc: 'name' };
  const settings = typeof args === 'object' && args !== null ? (args as Record<string, unknown>) : {};
  if (settings.ndoc === 0 && settings.retrieve_in_all_docs !== true) return { postHoc: 'no_docs_in_run' };
  return { postHoc: null };
}

export interface ItemReading {
  between: BetweenMarkers;
  dialect?: AlceDialect;
  /** Sentences without a marker of their own take the citations of the piece of the NLTK sentence before them. */
  continueSentences: boolean;
}

/**
 * How one answer's between-sentence markers are read. A post_hoc_cite.py file: the sentence after.
 * Otherwise the answer's own layout decides: a marker opening the answer ("[1] Inductive bias …")
 * shows markers placed in front, one after a full stop at a line's end ("… 1911. [1]") shows
 * markers placed after; an answer showing both or neither leaves them unresolved.
 */
export function itemReading(shape: FileShape, output: string, docs: number): ItemReading {
  if (shape.postHoc === 'name' || (shape.postHoc === 'no_docs_in_run' && docs > 0))
    return { between: 'next', dialect: 'post_hoc_cite', continueSentences: true };
  const layout = markerLayout(output);
  if (layout.between === 0) return { between: 'previous', continueSentences: false };
  if (layout.opens && !layout.closesLine)
    return { between: 'next', dialect: 'markers_before', continueSentences: false };
  if (layout.closesLine && !layout.opens) return { between: 'previous', continueSentences: false };
  return { between: 'unresolved', continueSentences: false };
}

/**
 * post_hoc_cite.py gives every NLTK sentence a marker, and NLTK ends a sentence only at a full
 * stop, question or exclamation mark. So a sentence citegate cut at a line break or a colon
 * ("… include:" then "*   **Over-smoothing:** …"), which has no marker, is the rest of the
 * sentence before it, whose marker cites it too.
 */
export function continuePostHocSentences(sentences: ArticleSentence[]): void {
  for (let i = 1; i < sentences.length; i++) {
    const sentence = sentences[i] as ArticleSentence;
    const before = sentences[i - 1] as ArticleSentence;
    if (sentence.citations.length === 0 && (sentence.unplaced ?? []).length === 0 && !endsSentence(before.statement))
      sentence.citations.push(...new Set(before.citations));
  }
}

/** The markers of a sentence that stand between it and the one before, as unresolved citations. */
export function unplacedCitations(sentence: ArticleSentence): UnresolvedCitation[] {
  return (sentence.unplaced ?? []).map((marker) => ({
    marker,
    reason: 'citation_placement_ambiguous',
    detail: `[${marker}] stands between two sentences, after one's full stop and before the next, and the answer does not show on which side it puts its markers (none opens the answer, or one does and another follows a full stop at a line's end), so which sentence it cites is not known; eval.py reads it as citing the sentence after it. Write each marker before its sentence's full stop ("… 1998 [${marker}].")`,
  }));
}
