// ALCE result files (princeton-nlp/ALCE run.py): {"args": …, "data": [item, …]}, or the items as a
// bare list (MIRAGE's mirage.py writes `json.dump(data, …)` so), where each item
// keeps the eval file's `question` and `docs` (each with `title` and `text`, often `id`, `url`)
// and gains `output`, the answer with `[n]` markers. eval.py splits `output` into sentences and
// reads `[n]` as docs[n-1] (`re.findall(r"\[\d+", sent)`); a number past the docs is cited but
// has no document: a dangling citation here. Each item is one report. Which sentence a marker
// standing between two sentences cites (post_hoc_cite.py writes it in front) is ./placement.ts's.
import { z } from 'zod';
import type { LoadedReport, NormalisedReport, OrphanVerdict, SourceEvidence } from '../model.js';
import { truncate } from '../../text/truncate.js';
import { checkJson, locatePath, type JsonRead, type ReportFileError } from '../../report/json-file.js';
import { ANY, stringValueOffsets, valueOffsets, type JsonPattern } from '../../report/locate.js';
import type { PythonLiteral } from '../../report/python-literals.js';
import { pythonLiteralNotices } from '../python-literals.js';
import { HashableText } from '../hashable-text.js';
import { lineLocator } from '../positions.js';
import type { ReadFile } from '../read.js';
import { articleSentences, sentenceClaims } from '../sentences/article.js';
import { continuePostHocSentences, fileShape, itemReading, unplacedCitations } from './placement.js';
import { readVerdictFile, verdictFilePath, type Verdict } from '../verdict-file.js';

const Doc = z.looseObject({
  title: z.string().nullish(),
  text: HashableText,
  url: z.string().nullish(),
  id: z.union([z.string(), z.number()]).nullish(),
});

const Item = z.looseObject({
  question: z.string(),
  docs: z.array(Doc).default([]),
  output: z.union([HashableText, z.array(z.string())]),
});

export const AlceFile = z.looseObject({ args: z.unknown().optional(), data: z.array(Item) });
/** The items alone, as MIRAGE (Betswish/MIRAGE mirage.py) and other ALCE-style tools write them. */
const AlceItems = z.array(Item);

const isItem = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && 'question' in value && 'output' in value;

/**
 * The JSON shape `auto` recognises: an object whose `data` is a list of question/docs/output
 * items, or a bare list of such items (an empty list is no report of any kind).
 */
export function looksLikeAlce(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0 && isItem(value[0]);
  if (typeof value !== 'object' || value === null || 'claims' in value || 'report' in value) return false;
  const data = (value as { data?: unknown }).data;
  if (!Array.isArray(data)) return false;
  return data.length === 0 || isItem(data[0]);
}

/** An item as messages name it: its place in the file (`data[3]`, or `[3]` in a bare list) and its question. */
function itemName(place: string, question: string): string {
  return `${place}: ${truncate(question.replace(/\s+/g, ' ').trim(), 80)}`;
}

function noItems(text: string, bare: boolean): ReportFileError {
  return bare
    ? { message: 'the ALCE file has no item: the list is empty', ...locatePath(text, []) }
    : { message: 'the ALCE file has no item: data is empty', ...locatePath(text, ['data']) };
}

/** An ALCE file already read by the JSON reader (load.ts reads every JSON report file once, `auto` telling its format by it). */
export async function alceFromJson(
  file: string,
  parsed: JsonRead<unknown>,
  readFile: ReadFile,
): Promise<LoadedReport[]> {
  const bare = parsed.ok && Array.isArray(parsed.value);
  const read = parsed.ok ? (bare ? checkJson(parsed, AlceItems) : checkJson(parsed, AlceFile)) : parsed;
  if (!read.ok) return [{ format: 'alce', file, error: read.error }];
  const { text } = read;
  const value: z.infer<typeof AlceFile> = Array.isArray(read.value)
    ? { data: read.value as z.infer<typeof AlceItems> }
    : (read.value as z.infer<typeof AlceFile>);
  // Where the items are: under `data`, or the file's list itself.
  const items: JsonPattern = bare ? [] : ['data'];
  const at = lineLocator(text);
  const outputs = new Map(
    valueOffsets(text, [...items, ANY, 'output']).map(({ path, offset }) => [path[items.length] as number, offset]),
  );
  const docOffsets = new Map(
    valueOffsets(text, [...items, ANY, 'docs', ANY]).map(({ path, offset }) => [
      `${path[items.length]}/${path[items.length + 2]}`,
      offset,
    ]),
  );
  const itemOffsets = new Map(
    valueOffsets(text, [...items, ANY]).map(({ path, offset }) => [path[items.length] as number, offset]),
  );
  const literalsOf = literalsByItem(read.pythonLiterals ?? [], itemOffsets);

  const verdictPath = verdictFilePath({ file, isFolder: false });
  const verdicts = await readVerdictFile(readFile, verdictPath);
  if (!verdicts.ok) return [{ format: 'alce', file, error: verdicts.error }];
  const byItem = new Map<number, Verdict[]>();
  const orphans: OrphanVerdict[] = [];
  for (const verdict of verdicts.file.verifications) {
    const item = verdict.item;
    if (item === undefined || item >= value.data.length) {
      const detail =
        item === undefined
          ? 'the verdict names no ALCE item ("item": its index in data)'
          : `the file has no item ${bare ? '' : 'data'}[${item}] any more`;
      const line = verdicts.file.lines.get(verdict);
      orphans.push({
        verification: verdict,
        detail,
        ...(line === undefined ? {} : { writtenIn: { file: verdictPath, line } }),
      });
      continue;
    }
    byItem.set(item, [...(byItem.get(item) ?? []), verdict]);
  }

  const shape = fileShape(file, value.args);
  const reports: LoadedReport[] = value.data.map((item, index): LoadedReport => {
    const place = `${bare ? '' : 'data'}[${index}]`;
    const name = itemName(place, item.question);
    if (typeof item.output !== 'string') {
      const where = at(outputs.get(index) ?? itemOffsets.get(index) ?? 0);
      return {
        format: 'alce',
        file,
        name,
        error: {
          message: `${place}.output is a list of ${item.output.length} samples (run.py --num_samples); citegate checks one answer per item`,
          ...where,
        },
      };
    }
    const reading = itemReading(shape, item.output, item.docs.length);
    const sentences = articleSentences(item.output, reading.between);
    if (reading.continueSentences) continuePostHocSentences(sentences);
    const quote = outputs.get(index);
    const raw = quote === undefined ? null : stringValueOffsets(text, quote);
    const positions = sentences.map((sentence) => at(raw?.[sentence.offset] ?? quote ?? 0));
    const evidence: SourceEvidence[] = item.docs.map((doc, docIndex) => {
      const offset = docOffsets.get(`${index}/${docIndex}`);
      return {
        id: String(docIndex + 1),
        title: doc.title || `Document [${docIndex + 1}]`,
        ...(doc.title ? {} : { titleIsStandIn: true }),
        // eval.py never needs a link; a doc's URL, or else its passage ID, tells a reader which it is.
        url: doc.url ?? (doc.id === undefined || doc.id === null ? '' : String(doc.id)),
        excerpt: doc.text,
        ...(offset === undefined ? {} : { location: { file, ...at(offset) } }),
      };
    });
    const report: NormalisedReport = {
      format: 'alce',
      ...(reading.dialect === undefined ? {} : { dialect: reading.dialect }),
      file,
      name,
      item: index,
      claims: sentenceClaims(sentences, positions).map((claim, at) => {
        const unresolved = unplacedCitations(sentences[at] as (typeof sentences)[number]);
        return unresolved.length === 0 ? claim : { ...claim, unresolved };
      }),
      evidence,
      sentenceIds: true,
      envelope: null,
      verdictFile: { ...verdicts.file, verifications: byItem.get(index) ?? [] },
    };
    const notices = pythonLiteralNotices(file, text, literalsOf.get(index), true);
    if (notices.length > 0) report.notices = notices;
    return report;
  });
  if (orphans.length === 0)
    return reports.length > 0 ? reports : [{ format: 'alce', file, error: noItems(text, bare) }];
  // On the first item that could be checked, else on the first item, else on the file itself: never dropped.
  const first = reports.find((report): report is NormalisedReport => !('error' in report)) ?? reports[0];
  if (first) first.orphans = orphans;
  return first ? reports : [{ format: 'alce', file, error: noItems(text, bare), orphans }];
}

/**
 * Each item's Python literals (NaN read as null), by the item they stand in; one outside every
 * item (in `args`) goes to the first item, so that none is left unsaid.
 */
function literalsByItem(
  literals: readonly PythonLiteral[],
  itemOffsets: ReadonlyMap<number, number>,
): Map<number, PythonLiteral[]> {
  const byItem = new Map<number, PythonLiteral[]>();
  if (literals.length === 0) return byItem;
  const starts = [...itemOffsets].sort(([, a], [, b]) => a - b);
  for (const literal of literals) {
    // The last item starting before the literal holds it (items follow each other in the list).
    let low = 0;
    let high = starts.length - 1;
    let holder = 0;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const [index, start] = starts[middle] as [number, number];
      if (start <= literal.offset) {
        holder = index;
        low = middle + 1;
      } else high = middle - 1;
    }
    byItem.set(holder, [...(byItem.get(holder) ?? []), literal]);
  }
  return byItem;
}
