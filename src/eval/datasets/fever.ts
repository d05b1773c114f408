// FEVER-style JSON Lines that carry the evidence text, as VitaminC (Schuster et al., NAACL
// 2021) ships it: one object per line. Read fields: `claim`, `evidence` (the evidence text, a
// string), `label` (or `gold_label`): SUPPORTS / REFUTES / NOT ENOUGH INFO; `unique_id` or `id`
// names the case (else the line number); `page`, when a string, is the evidence's title.
// FEVER's own files hold no evidence text, only pointers into a Wikipedia dump
// ([annotation ID, evidence ID, page, sentence ID]); such a row is reported, not guessed at.
import type { Verdict } from '../../report/schema.js';
import { idText, jsonLines, objectLines } from './jsonl.js';
import { CaseCollector } from './row-case.js';
import type { LoadedDataset, RowProblem } from './types.js';

// A Map: a label such as `constructor` must find nothing, not Object.prototype's.
const LABELS = new Map<string, Verdict>([
  ['SUPPORTS', 'supports'],
  ['REFUTES', 'contradicts'],
  ['NOT ENOUGH INFO', 'insufficient'],
]);

export function parseFever(text: string, file: string): LoadedDataset {
  const problems: RowProblem[] = [];
  const collector = new CaseCollector();
  const lines = jsonLines(text);
  for (const { line, row } of objectLines(lines, file, problems)) {
    const fail = (message: string) => problems.push({ file, line, message });
    const label =
      typeof row.label === 'string' ? row.label : typeof row.gold_label === 'string' ? row.gold_label : null;
    const verdict = label === null ? undefined : LABELS.get(label.trim().toUpperCase());
    if (!verdict) {
      fail(
        label === null
          ? 'has no "label"'
          : `label ${JSON.stringify(label)} is not SUPPORTS, REFUTES or NOT ENOUGH INFO`,
      );
      continue;
    }
    if (typeof row.claim !== 'string') {
      fail('has no "claim" text');
      continue;
    }
    if (typeof row.evidence !== 'string') {
      fail(
        Array.isArray(row.evidence)
          ? '"evidence" is a list of Wikipedia sentence pointers (FEVER\'s own shape), not the evidence text: fever-jsonl needs the text in "evidence", as VitaminC ships it'
          : 'has no "evidence" text',
      );
      continue;
    }
    const id = idText(row.unique_id) ?? idText(row.id) ?? `line-${line}`;
    const title = typeof row.page === 'string' && row.page.trim() !== '' ? row.page : `FEVER evidence ${id}`;
    const why = collector.add(
      { id, claim: row.claim, excerpt: row.evidence, title, url: `dataset:fever/${id}`, verdict },
      line,
    );
    if (why !== null) fail(why);
  }
  return { format: 'fever-jsonl', files: [file], cases: collector.cases, rows: lines.length, problems };
}
