// HealthVer (Sarrouti et al., Findings of EMNLP 2021): a CSV with a header row. Read columns:
// `id`, `claim`, `evidence`, `label` (Supports / Refutes / Neutral); others are ignored.
import type { Verdict } from '../../report/schema.js';
import { CaseCollector } from './row-case.js';
import { DatasetError, type LoadedDataset, type RowProblem } from './types.js';

// A Map: a label such as `constructor` must find nothing, not Object.prototype's.
const LABELS = new Map<string, Verdict>([
  ['supports', 'supports'],
  ['refutes', 'contradicts'],
  ['neutral', 'insufficient'],
]);
const REQUIRED = ['id', 'claim', 'evidence', 'label'] as const;

export async function parseHealthVer(text: string, file: string): Promise<LoadedDataset> {
  // Loaded here: only this format needs a CSV parser.
  const { parse } = await import('csv-parse/sync');
  const problems: RowProblem[] = [];
  let skipped = 0;
  const records = parse(text, {
    bom: true,
    columns: (header: string[]) => {
      const names = header.map((name) => name.trim().toLowerCase());
      const missing = REQUIRED.filter((name) => !names.includes(name));
      if (missing.length > 0)
        throw new DatasetError(
          `${file}:1: the header has no column named ${missing.join(' or ')} (HealthVer's header is id,evidence,claim,label,topic_ip,question)`,
        );
      return names;
    },
    info: true,
    raw: true,
    skip_empty_lines: true,
    skip_records_with_error: true,
    on_skip: (error: (Error & { code?: string; lines?: number }) | undefined, raw?: string) => {
      skipped++;
      const end = error?.lines ?? 0;
      const line = raw === undefined ? end : startLine(end, raw);
      problems.push({ file, line, message: skipMessage(error, line, end) });
    },
  }) as unknown as { record: Record<string, string>; info: { lines: number }; raw: string }[];

  const collector = new CaseCollector();
  for (const { record, info, raw } of records) {
    const line = startLine(info.lines, raw);
    const label = (record.label ?? '').trim();
    const verdict = LABELS.get(label.toLowerCase());
    if (!verdict) {
      problems.push({ file, line, message: `label ${JSON.stringify(label)} is not Supports, Refutes or Neutral` });
      continue;
    }
    const id = (record.id ?? '').trim() || `line-${line}`;
    const why = collector.add(
      {
        id,
        claim: record.claim ?? '',
        excerpt: record.evidence ?? '',
        title: `HealthVer evidence ${id}`,
        url: `dataset:healthver/${id}`,
        verdict,
      },
      line,
    );
    if (why !== null) problems.push({ file, line, message: why });
  }
  problems.sort((a, b) => a.line - b.line);
  return { format: 'healthver-csv', files: [file], cases: collector.cases, rows: records.length + skipped, problems };
}

/** csv-parse reports the line a record ends on; a quoted field may span lines. */
function startLine(endLine: number, raw: string): number {
  const body = raw.replace(/^[\r\n]+/, '').replace(/\r?\n$/, '');
  return endLine - (body.match(/\n/g)?.length ?? 0);
}

function skipMessage(error: (Error & { code?: string }) | undefined, line: number, end: number): string {
  if (error?.code === 'CSV_QUOTE_NOT_CLOSED')
    return `a quoted field opened here is never closed; the rest of the file (lines ${line}-${end}) is skipped`;
  const lengths = /columns length is (\d+), got (\d+)/.exec(error?.message ?? '');
  if (lengths) return `has ${lengths[2]} fields; the header has ${lengths[1]}`;
  return error?.message ?? 'not a CSV record';
}
