// SciFact (Wadden et al., EMNLP 2020): claims JSONL plus corpus JSONL. Read fields:
// claims `id`, `claim`, `evidence` ({doc_id: [{label: SUPPORT|CONTRADICT, ...}]}), `cited_doc_ids`;
// corpus `doc_id`, `title`, `abstract` (a list of sentences). Each claim gives one case per
// document it cites or has evidence in: SUPPORT -> supports, CONTRADICT -> contradicts, a
// cited document without evidence (NEI) -> insufficient. The excerpt is the whole abstract, for
// every label: excerpts made of the rationale sentences alone would give the label away by
// their length. Rationale sentence indices are therefore not read.
import type { Verdict } from '../../report/schema.js';
import { isJsonObject } from '../../text/json-value.js';
import { idText, jsonLines, objectLines } from './jsonl.js';
import { CaseCollector } from './row-case.js';
import type { LoadedDataset, RowProblem } from './types.js';

// A Map: a label such as `toString` must find nothing, not Object.prototype's.
const LABELS = new Map<string, Verdict>([
  ['SUPPORT', 'supports'],
  ['CONTRADICT', 'contradicts'],
]);

interface Document {
  title: string;
  abstract: string;
}

export function parseSciFact(
  claimsText: string,
  claimsFile: string,
  corpusText: string,
  corpusFile: string,
): LoadedDataset {
  const problems: RowProblem[] = [];
  const corpus = readCorpus(corpusText, corpusFile, problems);
  const collector = new CaseCollector();
  const lines = jsonLines(claimsText);
  for (const { line, row } of objectLines(lines, claimsFile, problems)) {
    const fail = (message: string) => problems.push({ file: claimsFile, line, message });
    const claimId = idText(row.id);
    if (claimId === null) {
      fail('has no "id"');
      continue;
    }
    if (typeof row.claim !== 'string') {
      fail(`claim ${claimId} has no "claim" text`);
      continue;
    }
    const labels = documentLabels(row);
    if (typeof labels === 'string') {
      fail(`claim ${claimId}: ${labels}`);
      continue;
    }
    for (const [docId, verdict] of labels) {
      const doc = corpus.get(docId);
      if (!doc) {
        fail(`claim ${claimId} cites document ${docId}, which is not in ${corpusFile}`);
        continue;
      }
      const why = collector.add(
        {
          id: `${claimId}/${docId}`,
          claim: row.claim,
          excerpt: doc.abstract,
          title: doc.title,
          url: `dataset:scifact/${docId}`,
          verdict,
        },
        line,
      );
      if (why !== null) fail(`claim ${claimId}, document ${docId}: ${why}`);
    }
  }
  problems.sort((a, b) => (a.file === b.file ? a.line - b.line : a.file === corpusFile ? -1 : 1));
  return { format: 'scifact', files: [claimsFile, corpusFile], cases: collector.cases, rows: lines.length, problems };
}

/** The label of each document the claim names, in order: evidence documents first, then the other cited ones (NEI). */
function documentLabels(row: Record<string, unknown>): Map<string, Verdict> | string {
  const out = new Map<string, Verdict>();
  if (row.evidence === undefined && row.cited_doc_ids === undefined)
    return 'has neither "evidence" nor "cited_doc_ids" (SciFact\'s test split withholds its labels)';
  if (row.evidence !== undefined && !isJsonObject(row.evidence)) return '"evidence" is not an object of document IDs';
  for (const [docId, sets] of Object.entries((row.evidence as Record<string, unknown> | undefined) ?? {})) {
    const found = new Set<string>();
    for (const set of Array.isArray(sets) ? sets : [])
      if (isJsonObject(set) && typeof set.label === 'string') found.add(set.label);
    if (found.size === 0) return `evidence for document ${docId} has no label`;
    if (found.size > 1) return `evidence for document ${docId} has conflicting labels ${[...found].join(', ')}`;
    const label = [...found][0] as string;
    const verdict = LABELS.get(label);
    if (!verdict) return `evidence label ${JSON.stringify(label)} is not SUPPORT or CONTRADICT`;
    out.set(docId, verdict);
  }
  if (row.cited_doc_ids !== undefined && !Array.isArray(row.cited_doc_ids)) return '"cited_doc_ids" is not a list';
  for (const cited of (row.cited_doc_ids as unknown[] | undefined) ?? []) {
    const docId = idText(cited);
    if (docId === null) return '"cited_doc_ids" holds something other than a document ID';
    if (!out.has(docId)) out.set(docId, 'insufficient');
  }
  if (out.size === 0) return 'cites no document';
  return out;
}

function readCorpus(text: string, file: string, problems: RowProblem[]): Map<string, Document> {
  const corpus = new Map<string, Document>();
  const notDocument = 'not a corpus document (no "doc_id")';
  for (const { line, row: doc } of objectLines(jsonLines(text), file, problems, notDocument)) {
    const fail = (message: string) => problems.push({ file, line, message });
    const docId = idText(doc.doc_id);
    if (docId === null) {
      fail(notDocument);
      continue;
    }
    if (!Array.isArray(doc.abstract) || !doc.abstract.every((sentence) => typeof sentence === 'string')) {
      fail(`document ${docId}: "abstract" is not a list of sentences`);
      continue;
    }
    if (corpus.has(docId)) {
      fail(`document ${docId} appears twice; the first is kept`);
      continue;
    }
    corpus.set(docId, {
      title: typeof doc.title === 'string' ? doc.title : `SciFact document ${docId}`,
      abstract: (doc.abstract as string[]).map((sentence) => sentence.trim()).join(' '),
    });
  }
  return corpus;
}
